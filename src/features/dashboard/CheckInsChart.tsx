import { t } from '../../lib/operatorText';
import { memo } from 'react';
import type { VisitStats } from '../../backend/port/visits';

const BAR_WIDTH = 24;
const GAP = 8;
const HEIGHT = 120;

/** Check-ins per day as bars, with each day's count as text for screen readers. */
/** Memoised: its data changes rarely, and the dashboard re-renders at every keystroke. */
export const CheckInsChart = memo(function CheckInsChart({ perDay }: { perDay: VisitStats['perDay'] }) {
  const highest = Math.max(1, ...perDay.map((day) => day.count));
  const total = perDay.reduce((sum, day) => sum + day.count, 0);
  const width = perDay.length * (BAR_WIDTH + GAP);
  return (
    <figure className="card chart">
      <figcaption>
        {t('Check-ins per day, last {days} days ({total} in all)', { days: perDay.length, total })}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 20}`}
        role="img"
        aria-label={t('Check-ins per day: {counts}', {
          counts: perDay.map((day) => `${day.day}: ${day.count}`).join(', '),
        })}
      >
        {perDay.map((day, index) => {
          const barHeight = Math.round((day.count / highest) * HEIGHT);
          const x = index * (BAR_WIDTH + GAP);
          return (
            <g key={day.day}>
              <title>{`${day.day}: ${day.count}`}</title>
              <rect
                x={x}
                y={HEIGHT - barHeight}
                width={BAR_WIDTH}
                height={barHeight}
                rx={3}
                className="bar"
              />
              <text x={x + BAR_WIDTH / 2} y={HEIGHT + 14} textAnchor="middle" className="bar-label">
                {day.day.slice(8)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
});

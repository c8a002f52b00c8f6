import { t } from '../../lib/operatorText';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { rollCallPath } from '../../app/screenLinks';
import { failureText } from '../../app/queryError';
import { Alert } from '../../components/Alert';
import { formatVisitTime } from '../../lib/formatTime';
import { useOpenRollCallQuery } from './rollCallApi';
import { startRollCall } from './rollCallThunks';

/** On the on-site list: start an evacuation roll call from it, or go back to the one in progress. */
export function RollCallControls({ timeZone }: { timeZone: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: open, error } = useOpenRollCallQuery(undefined, { refetchOnMountOrArgChange: true });
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    const result = await dispatch(startRollCall(undefined));
    setStarting(false);
    if (startRollCall.fulfilled.match(result)) void navigate(rollCallPath(result.payload.id));
    else
      setProblem(
        t('Could not start a roll call: {reason}', { reason: result.payload?.message ?? t('unknown error') }),
      );
  }

  return (
    <div className="no-print">
      <Alert message={failureText(t('the roll call'), error) ?? problem} />
      {open ? (
        <p className="notice">
          {t('A roll call is in progress, started')} {formatVisitTime(open.startedAt, timeZone)}.{' '}
          <Link to={rollCallPath(open.id)} className="button button-primary">
            {t('Continue the roll call')}
          </Link>
        </p>
      ) : (
        <button
          type="button"
          className="button button-danger"
          // Not yet known: wait for it. Not readable (the network cut before this desk ever read it): an
          // evacuation does not wait, and a start during a cut opens one on this desk, sent when it returns.
          disabled={starting || (open === undefined && !error)}
          onClick={() => void start()}
        >
          {t('Start roll call')}
        </button>
      )}
    </div>
  );
}

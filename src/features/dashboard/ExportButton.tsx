import { t } from '../../lib/operatorText';
import { useState } from 'react';
import { useCan } from '../../app/useCan';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useWarnBeforeLeaving } from '../../components/useWarnBeforeLeaving';
import { formatCount } from '../../lib/countText';
import type { ExportedVisits } from './csvExport';
import { selectDashboard } from './dashboardSlice';
import { exportVisits } from './exportVisits';

/** "Exported 1,500 visits…": the export's progress as it runs. */
const exportedSoFar = (count: number) =>
  count === 1 ? t('Exported 1 visit…') : t('Exported {count} visits…', { count: formatCount(count) });

/** "Exported 1,500 visits to visits-2025-01-31.csv.": what the export wrote. */
const exportedTo = (count: number, fileName: string) =>
  count === 1
    ? t('Exported 1 visit to {fileName}.', { fileName })
    : t('Exported {count} visits to {fileName}.', { count: formatCount(count), fileName });

/**
 * The dashboard's Export CSV button, with the export's progress in place ("Exported 1,500 visits…") and
 * then what it wrote; a failure is the page's alert (the dashboard slice tracks it).
 */
export function ExportButton({ chosen }: { chosen: ExportedVisits }) {
  const dispatch = useAppDispatch();
  const exporting = useAppSelector(selectDashboard).export.status === 'pending';
  // A file of every visit leaves the desk: admins only. (The role reads the same visits on screen.)
  const allowed = useCan('manage');
  useWarnBeforeLeaving(exporting);
  // Visits written so far while it runs (null before the first page), or the summary once done.
  const [written, setWritten] = useState<number | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

  async function exportAll() {
    setSummary(null);
    setWritten(null);
    const result = await dispatch(exportVisits({ ...chosen, onProgress: setWritten }));
    setWritten(null);
    if (exportVisits.fulfilled.match(result)) {
      const { rows, fileName } = result.payload;
      setSummary(exportedTo(rows, fileName));
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void exportAll()}
        disabled={exporting || !allowed.allowed}
        aria-describedby={allowed.reason ? 'export-denied' : undefined}
      >
        {exporting ? t('Exporting…') : t('Export CSV')}
      </button>
      {allowed.reason && (
        <p id="export-denied" className="hint">
          {allowed.reason}
        </p>
      )}
      {exporting && (
        <p role="status" className="alert alert-info export-status">
          {written === null ? t('Exporting…') : exportedSoFar(written)}
        </p>
      )}
      {!exporting && summary && (
        <p role="status" className="alert alert-success export-status">
          {summary}
        </p>
      )}
    </>
  );
}

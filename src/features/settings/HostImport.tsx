import { t } from '../../lib/operatorText';
import { useId, useState, type ChangeEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { HOST_CSV_COLUMNS, parseHostCsv } from './hostCsv';
import { importHosts } from './settingsThunks';
import { Spinner } from '../../components/Spinner';
import { useWarnBeforeLeaving } from '../../components/useWarnBeforeLeaving';

/** Imports hosts from a CSV file: every row, or none when any row is wrong (each wrong row named). */
export function HostImport() {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  // How many rows are being imported, while they are.
  const [importing, setImporting] = useState(0);
  useWarnBeforeLeaving(importing > 0);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblems([]);
    setDone(null);
    if (!file) return;
    const parsed = parseHostCsv(await file.text());
    if ('errors' in parsed) {
      setProblems(parsed.errors);
      return;
    }
    setImporting(parsed.rows.length);
    const result = await dispatch(importHosts(parsed.rows));
    setImporting(0);
    if (importHosts.fulfilled.match(result)) {
      setDone(
        t('Imported {count} hosts: {added} new, {updated} updated.', {
          count: parsed.rows.length,
          added: result.payload.added,
          updated: result.payload.updated,
        }),
      );
    } else
      setProblems([
        t('Nothing was imported: {reason}', { reason: result.payload?.message ?? t('unknown error') }),
      ]);
  }

  return (
    <div className="host-import">
      <div className="field">
        <label htmlFor={inputId}>{t('Import hosts from a CSV file')}</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={importing > 0}
          onChange={(event) => void handleFile(event)}
        />
      </div>
      {importing > 0 && <Spinner label={t('Importing {count} hosts..', { count: importing })} />}
      <p className="hint">
        {t(
          'Columns: {columns}. A host with an email already in the list is updated; new companies are added.',
          { columns: HOST_CSV_COLUMNS.join(', ') },
        )}
      </p>
      {problems.length > 0 && (
        <div role="alert" className="alert alert-error">
          <p>{t('Nothing was imported. Fix these rows and import the file again:')}</p>
          <ul>
            {problems.slice(0, 10).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {problems.length > 10 && <p>{t('…and {count} more.', { count: problems.length - 10 })}</p>}
        </div>
      )}
      {done && (
        <p role="status" className="alert alert-success">
          {done}
        </p>
      )}
    </div>
  );
}

import { t } from '../lib/operatorText';
/** A form's one Save, with a word beside it while there is something to save. */
export function SaveRow({ label, dirty, busy = false }: { label: string; dirty: boolean; busy?: boolean }) {
  return (
    <div className="save-row">
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('Saving…') : label}
      </button>
      {dirty && <span className="unsaved-mark">{t('Unsaved changes')}</span>}
    </div>
  );
}

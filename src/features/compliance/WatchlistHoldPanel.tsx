import { t } from '../../lib/operatorText';
import { useId, useState } from 'react';
import { Alert } from '../../components/Alert';

interface WatchlistHoldPanelProps {
  /** Who is held and why, as the backend said it. */
  message: string;
  onAdmit: (note: string) => void;
  onTurnAway: (note: string) => void;
  busy: boolean;
  /** Why the last decision could not be saved. */
  problem: string | null;
}

/**
 * A check-in the watchlist held: the reason, in a warning the operator cannot miss, and their decision.
 * Admitting needs a note (kept with the visit); turning away creates no visit and no visit ID.
 */
export function WatchlistHoldPanel({ message, onAdmit, onTurnAway, busy, problem }: WatchlistHoldPanelProps) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [missingNote, setMissingNote] = useState(false);

  function admit() {
    if (!note.trim()) return setMissingNote(true);
    setMissingNote(false);
    onAdmit(note);
  }

  return (
    <div className="card watchlist-hold">
      <div role="alert" className="alert alert-error">
        <strong>{t('Held by the watchlist.')}</strong> {message}
      </div>
      <div className="field">
        <label htmlFor={noteId}>{t('Operator’s note')}</label>
        <textarea
          id={noteId}
          value={note}
          maxLength={1000}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <Alert
        message={missingNote ? t('Write why you admit them: the note is kept with the visit.') : problem}
      />
      <div className="row">
        <button type="button" className="button button-secondary" disabled={busy} onClick={admit}>
          {t('Admit anyway')}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={() => onTurnAway(note)}
        >
          {t('Turn away')}
        </button>
      </div>
    </div>
  );
}

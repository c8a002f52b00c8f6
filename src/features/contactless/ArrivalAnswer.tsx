import { useEffect, useState } from 'react';
import { toAppError } from '../../backend/errors';
import { NOT_CHECKED_IN, type ArrivalStatus } from '../../backend/port/contactless';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useVisitorText } from '../../components/visitorLanguage';

/** How often the phone asks whether the desk has answered (Firestore Lite has no live channel). */
const STATUS_POLL_MS = 3000;
/** The first few asks come sooner: an invited visitor, or a desk watching, answers within a second. */
const EARLY_POLL_MS = 1000;
const EARLY_POLLS = 3;

/** Follows the arrival until the desk answers; a checked-in visitor may ask to check out from here. */
export function ArrivalAnswer({
  read,
  askToLeave,
}: {
  read: () => Promise<ArrivalStatus>;
  askToLeave: (() => Promise<void>) | null;
}) {
  const [status, setStatus] = useState<ArrivalStatus>({ state: 'waiting' });
  const [problem, setProblem] = useState<string | null>(null);
  // Each ask schedules the next while the desk has something to answer; counted since the last change.
  const [asked, setAsked] = useState(0);
  // Checking out ends the visit: asked once before it goes to the desk.
  const [confirming, setConfirming] = useState(false);
  const { t } = useVisitorText();

  useEffect(() => {
    if (status.state !== 'waiting' && status.state !== 'leaving') return;
    const timer = setTimeout(
      () => {
        read().then(
          (answer) => {
            if (answer.state !== status.state) setAsked(0);
            else setAsked((count) => count + 1);
            setStatus(answer);
          },
          // A failed ask says nothing: the next one tries again.
          () => setAsked((count) => count + 1),
        );
      },
      asked < EARLY_POLLS ? EARLY_POLL_MS : STATUS_POLL_MS,
    );
    return () => clearTimeout(timer);
  }, [read, status, asked]);

  async function leave(ask: () => Promise<void>) {
    setProblem(null);
    try {
      await ask();
      setAsked(0);
      setStatus((current) =>
        'visitID' in current ? { state: 'leaving', visitID: current.visitID } : current,
      );
    } catch (error) {
      const { message } = toAppError(error);
      // The backend's reason, in the visitor's language when it is one of theirs.
      setProblem(message === NOT_CHECKED_IN ? t(NOT_CHECKED_IN) : message);
    }
  }

  switch (status.state) {
    case 'checked-in':
      return (
        <div className="card visit-id" role="status">
          <p>{t('Checked in — your visit ID is {visitId}', { visitId: String(status.visitID) })}</p>
          <p className="visit-id-number" aria-hidden="true">
            {status.visitID}
          </p>
          <p className="hint">{t('Keep it for checking out. Your host has been told you are here.')}</p>
          <Alert message={problem} />
          {askToLeave && !confirming && (
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              {t('Check out')}
            </button>
          )}
          {askToLeave && confirming && (
            <div className="row" role="group" aria-label={t('Check out now?')}>
              <button type="button" className="button button-primary" onClick={() => void leave(askToLeave)}>
                {t('Yes, check me out')}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                {t('Not yet')}
              </button>
            </div>
          )}
        </div>
      );
    case 'leaving':
      return <Spinner label={t('Waiting for the front desk to check you out…')} />;
    case 'checked-out':
      return (
        <p className="card" role="status">
          {t('Checked out — thank you for your visit.')}
        </p>
      );
    case 'declined':
      return <Alert message={t('Please see the front desk')} />;
    case 'waiting':
      return <Spinner label={t('Waiting for the front desk…')} />;
  }
}

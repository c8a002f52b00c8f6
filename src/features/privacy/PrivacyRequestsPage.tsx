import { t, tParts } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { SETTINGS_PATHS } from '../../app/screenLinks';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { SINGLE_EMAIL } from '../../lib/email';
import { PrivacyLog } from './PrivacyLog';
import { describeCounts, erasureProgressText, heldRecords } from './recordCounts';
import { eraseVisitor, exportHeldData, findHeldData, type HeldSummary } from './privacyThunks';
import { useWarnBeforeLeaving } from '../../components/useWarnBeforeLeaving';
import { noRecords, type RecordCounts } from '../../backend/port/privacy';

type Outcome = { text: string; tone: 'error' | 'success' } | null;

/**
 * A visitor's access or erasure request: find what is held by their email, give them a copy (JSON), or
 * erase it after a confirmation.
 */
export function PrivacyRequestsPage() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [held, setHeld] = useState<HeldSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // While erasing: whose data, and what is done so far.
  const [erasing, setErasing] = useState<{ email: string; done: RecordCounts } | null>(null);
  useWarnBeforeLeaving(busy);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function find(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setHeld(null);
    setConfirming(false);
    const typed = email.trim();
    if (!SINGLE_EMAIL.test(typed))
      return setOutcome({ text: t('Enter the visitor’s email address.'), tone: 'error' });
    setBusy(true);
    const result = await dispatch(findHeldData(typed));
    setBusy(false);
    if (findHeldData.rejected.match(result)) {
      return setOutcome({
        text: t('Could not look it up: {reason}', { reason: result.payload?.message ?? t('unknown error') }),
        tone: 'error',
      });
    }
    setOutcome(null);
    setHeld(result.payload);
  }

  async function download(summary: HeldSummary) {
    const result = await dispatch(exportHeldData(summary.email));
    setOutcome(
      exportHeldData.rejected.match(result)
        ? {
            text: t('Could not export: {reason}', { reason: result.payload?.message ?? t('unknown error') }),
            tone: 'error',
          }
        : { text: t('Downloaded everything held about {email}.', { email: summary.email }), tone: 'success' },
    );
  }

  async function erase(summary: HeldSummary) {
    setBusy(true);
    setOutcome(null);
    const { email: erased } = summary;
    // What is done so far: a failure midway says the records already erased stay so.
    let sofar = noRecords();
    setErasing({ email: erased, done: sofar });
    const result = await dispatch(
      eraseVisitor({
        email: erased,
        onProgress: (done) => {
          sofar = done;
          setErasing({ email: erased, done });
        },
      }),
    );
    setErasing(null);
    setBusy(false);
    setConfirming(false);
    if (eraseVisitor.rejected.match(result)) {
      const reason = result.payload?.message ?? t('unknown error');
      // Firebase erases in batches: what is done stays done, and the log shows the run to finish.
      const kept = Object.values(sofar).some((count) => count > 0)
        ? `${/[.!?]$/.test(reason) ? '' : '.'} ${t('Anything already erased shows in the log below as not finished: finish it there.')}`
        : '';
      return setOutcome({
        text: `${t('Could not erase: {reason}', { reason })}${kept}`,
        tone: 'error',
      });
    }
    setHeld(null);
    setOutcome({
      text: t('Erased {email}: {records}.', {
        email: summary.email,
        records: describeCounts(result.payload.counts),
      }),
      tone: 'success',
    });
  }

  return (
    <div className="page">
      <PageTitle>{t('Privacy requests')}</PageTitle>
      <p>
        {t(
          'A visitor may ask for a copy of what you hold about them, or for its erasure. Find them by email. Their visits stay counted, without their name, email, mobile or photo.',
        )}
      </p>
      <form
        className="form card"
        noValidate
        aria-label={t('Find a visitor’s data')}
        onSubmit={(event) => void find(event)}
      >
        <TextField
          label={t('Visitor’s email')}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="off"
          maxLength={320}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('Find')}
        </button>
      </form>
      <Alert message={outcome?.text} tone={outcome?.tone} />
      {erasing && (
        <p role="status" className="alert alert-info">
          {erasureProgressText(erasing.email, erasing.done)}
        </p>
      )}
      {held && (
        <section className="card stack" aria-labelledby="held-heading">
          <h2 id="held-heading">{t('Held about {email}', { email: held.email })}</h2>
          {heldRecords(held.counts).length === 0 ? (
            <p role="status">{t('Nothing is held about {email}.', { email: held.email })}</p>
          ) : (
            <>
              {held.visitorName && <p>{t('Name: {visitorName}', { visitorName: held.visitorName })}</p>}
              <ul>
                {heldRecords(held.counts).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <div className="row">
                <button type="button" className="button button-secondary" onClick={() => void download(held)}>
                  {t('Download their data (JSON)')}
                </button>
                <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
                  {t('Erase their data')}
                </button>
              </div>
              {confirming && (
                <div role="alertdialog" aria-labelledby="erase-question" className="confirm">
                  <p id="erase-question">
                    {t('Erase everything about {email}? This cannot be undone.', { email: held.email })}{' '}
                    {tParts(
                      'Watchlist entries stay: remove them from the watchlist in {settings} if the request covers them.',
                      {
                        settings: (
                          <Link key="settings" to={SETTINGS_PATHS.watchlist}>
                            {t('Settings')}
                          </Link>
                        ),
                      },
                    )}
                  </p>
                  <div className="row">
                    <button
                      type="button"
                      className="button button-danger"
                      disabled={busy}
                      onClick={() => void erase(held)}
                    >
                      {t('Yes, erase')}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => setConfirming(false)}
                    >
                      {t('Cancel')}
                    </button>
                  </div>
                </div>
              )}
            </>
          )}
        </section>
      )}
      <PrivacyLog />
    </div>
  );
}

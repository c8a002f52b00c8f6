import { t } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { failureText } from '../../app/queryError';
import type { WatchlistEntry } from '../../backend/port/watchlist';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { SINGLE_EMAIL } from '../../lib/email';
import { formatVisitTime } from '../../lib/formatTime';
import { selectSiteTimeZone } from '../../shared/settingsApi';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { useWatchlistHoldsQuery, useWatchlistQuery } from './watchlistApi';
import { addToWatchlist, removeFromWatchlist } from './watchlistThunks';
import { TableScroll } from '../../components/TableScroll';
import { IconButton } from '../../components/IconButton';
import { Trash2 } from 'lucide-react';

/** Why a watchlist entry cannot be added, or null. */
export function watchlistEntryProblem(name: string, email: string, reason: string): string | null {
  if (!name.trim() && !email.trim()) return t('Enter a name, an email, or both.');
  if (email.trim() && !SINGLE_EMAIL.test(email.trim()))
    return t('Enter one email address, such as eve@example.com');
  if (!reason.trim()) return t('Enter the reason: the desk sees it when someone is held.');
  return null;
}

/** People to hold at the desk. Every check-in or arrival that matches waits for the operator's decision. */
export function WatchlistSettings() {
  const dispatch = useAppDispatch();
  const { data: entries, error } = useWatchlistQuery(undefined);
  const { data: holds } = useWatchlistHoldsQuery(undefined, { refetchOnMountOrArgChange: true });
  const timeZone = useAppSelector(selectSiteTimeZone);
  const saves = useSaveNotice();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = watchlistEntryProblem(name, email, reason);
    setProblem(invalid);
    if (invalid) return;
    const listed = name.trim() || email.trim();
    const added = await saves.settle('new', dispatch(addToWatchlist({ name, email, reason })), {
      saved: t('Added {listed} to the watchlist.', { listed }),
      failed: t('Could not add it'),
    });
    if (!added) return;
    setName('');
    setEmail('');
    setReason('');
  }

  function remove(entry: WatchlistEntry) {
    const listed = entry.name || entry.email;
    void saves.settle(entry.id, dispatch(removeFromWatchlist(entry.id)), {
      saved: t('Removed {listed} from the watchlist.', { listed }),
      failed: t('Could not remove {listed}', { listed }),
    });
  }

  return (
    <section className="card settings-section" aria-labelledby="watchlist-heading">
      <h2 id="watchlist-heading">{t('Watchlist')}</h2>
      <p className="hint">
        {t(
          'A check-in or arrival whose email matches, or whose name matches (any case, accents or spacing), is held: the desk sees the reason and admits them with a note, or turns them away.',
        )}
      </p>
      <p className="hint">
        {t(
          "A listed email is also held by the store itself: no visit of it is saved without the desk's admission, whichever screen or device tries. Names are compared at the desk only (the store cannot fold accents or spellings), so list the email too when you have it. An email is listed once.",
        )}
      </p>
      <Alert message={failureText(t('the watchlist'), error)} />
      {entries && entries.length === 0 && <p className="empty-state">{t('Nobody is on the watchlist.')}</p>}
      {entries && entries.length > 0 && (
        <TableScroll label={t('Watchlist entries')}>
          <table className="visits-table">
            <caption>{t('Watchlist')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Name')}</th>
                <th scope="col">{t('Email')}</th>
                <th scope="col">{t('Reason')}</th>
                <th scope="col">{t('Added')}</th>
                <th scope="col">{t('Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{entry.name || '—'}</th>
                  <td>{entry.email || '—'}</td>
                  <td>{entry.reason}</td>
                  <td>
                    {formatVisitTime(entry.addedAt, timeZone)} {t('by {addedBy}', { addedBy: entry.addedBy })}
                  </td>
                  <td>
                    <IconButton
                      icon={Trash2}
                      tone="danger"
                      label={t('Remove {listed}', { listed: entry.name || entry.email })}
                      disabled={saves.isPending(entry.id)}
                      onClick={() => remove(entry)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {saves.view}
      <form
        className="form"
        noValidate
        aria-label={t('New watchlist entry')}
        onSubmit={(event) => void add(event)}
      >
        <TextField label={t('Watchlist name')} value={name} onChange={setName} maxLength={200} mainField />
        <TextField
          label={t('Watchlist email')}
          type="email"
          value={email}
          onChange={setEmail}
          maxLength={320}
        />
        <TextField label={t('Reason')} value={reason} onChange={setReason} maxLength={500} />
        <Alert message={problem} />
        <button type="submit" className="button button-secondary" disabled={saves.isPending('new')}>
          {t('Add to watchlist')}
        </button>
      </form>
      {holds && holds.length > 0 && (
        <TableScroll label={t('Recent holds')}>
          <table className="visits-table">
            <caption>{t('Recent holds at the desk')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Visitor')}</th>
                <th scope="col">{t('When')}</th>
                <th scope="col">{t('Decision')}</th>
                <th scope="col">{t('Note')}</th>
              </tr>
            </thead>
            <tbody>
              {holds.map((hold) => (
                <tr key={hold.id}>
                  <th scope="row">{hold.visitorName}</th>
                  <td>{formatVisitTime(hold.at, timeZone)}</td>
                  <td>
                    {hold.decision === 'admitted' ? t('Admitted') : t('Turned away')}{' '}
                    {t('by {decidedBy}', { decidedBy: hold.decidedBy })}
                  </td>
                  <td>{hold.note || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

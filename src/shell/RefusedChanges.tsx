import { t } from '../lib/operatorText';
import { useAppDispatch } from '../app/hooks';
import { dismissRefusedChange, useRefusedChangesQuery } from './syncApi';

const timeOf = (at: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(at);

/**
 * The changes made on this desk during a network cut that the server refused when they arrived (a
 * watchlist entry added meanwhile, an email another desk registered): each with its content and the
 * server's reason, kept until someone has done it again or seen to it. Nothing while there are none.
 */
export function RefusedChanges() {
  const dispatch = useAppDispatch();
  const { data: refused = [] } = useRefusedChangesQuery(undefined);
  if (refused.length === 0) return null;
  return (
    <section className="refused-changes" aria-labelledby="refused-changes-heading">
      <h2 id="refused-changes-heading">{t('Changes the server refused')}</h2>
      <p>
        {t(
          'Made on this desk during a network cut, these did not reach the server. Do each again, or see to it, then dismiss it.',
        )}
      </p>
      <ul>
        {refused.map((change) => (
          <li key={change.id}>
            <strong>{change.what}</strong>: {change.reason}{' '}
            <span className="hint">({timeOf(change.at)})</span>{' '}
            <button
              type="button"
              className="button button-link"
              aria-label={t('Dismiss {what}', { what: change.what })}
              onClick={() => void dispatch(dismissRefusedChange(change.id))}
            >
              {t('Dismiss')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { t, tParts } from '../lib/operatorText';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { autoPrintPath, badgePath } from '../app/screenLinks';
import {
  badgeAutoPrinted,
  JUST_CHECKED_IN_MS,
  justCheckedInDismissed,
  selectJustCheckedIn,
} from './justCheckedInSlice';
import { useSiteQuery } from './settingsApi';

/**
 * After the spec's 2-second success page: who was just checked in, their visit ID and their badge, on the
 * main page for a few minutes (or until dismissed or the next check-in), so a rushed desk loses neither.
 */
export function JustCheckedIn() {
  const last = useAppSelector(selectJustCheckedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: site } = useSiteQuery(undefined);

  // A desk with a label printer: the badge goes to print once, and the badge screen comes back here.
  useEffect(() => {
    if (!last || last.autoPrinted || !site?.autoPrintBadge) return;
    dispatch(badgeAutoPrinted());
    void navigate(autoPrintPath(last.id));
  }, [dispatch, navigate, last, site?.autoPrintBadge]);

  useEffect(() => {
    if (!last) return;
    const timer = setTimeout(
      () => dispatch(justCheckedInDismissed()),
      Math.max(0, last.at + JUST_CHECKED_IN_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [dispatch, last]);

  if (!last) return null;
  return (
    <section className="card just-checked-in" aria-labelledby="just-checked-in-heading">
      <h2 id="just-checked-in-heading">{t('Just checked in')}</h2>
      <p>
        {tParts('{visitorName}, visit ID {visitId}', {
          visitorName: <strong key="name">{last.visitorName}</strong>,
          visitId: (
            <strong key="id" className="visit-id-inline">
              {last.visitID}
            </strong>
          ),
        })}
      </p>
      <div className="row">
        <Link className="button button-secondary button-small" to={badgePath(last.id)}>
          {t('Print badge')}
        </Link>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => dispatch(justCheckedInDismissed())}
        >
          {t('Dismiss')}
        </button>
      </div>
    </section>
  );
}

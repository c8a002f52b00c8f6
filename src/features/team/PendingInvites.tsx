import { t } from '../../lib/operatorText';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { failureText } from '../../app/queryError';
import { ROLE_NAMES } from '../../backend/permissionTexts';
import { Alert } from '../../components/Alert';
import { TableScroll } from '../../components/TableScroll';
import { formatVisitTime } from '../../lib/formatTime';
import { selectSiteTimeZone } from '../../shared/settingsApi';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { joinLink } from './joinLink';
import { useTeamInvitesQuery } from './teamApi';
import { cancelTeamInvite } from './teamThunks';

/** Invitations not yet used: their link (emailed, and here to pass on by hand), and Cancel. */
export function PendingInvites() {
  const dispatch = useAppDispatch();
  const timeZone = useAppSelector(selectSiteTimeZone);
  const { data: invites, error } = useTeamInvitesQuery(undefined);
  const saves = useSaveNotice();
  // When the page opened: an invitation that runs out while it is open is refused at join anyway.
  const [now] = useState(Date.now);

  if (error) return <Alert message={failureText(t('the invitations'), error)} />;
  if (!invites?.length) return null;
  return (
    <>
      <TableScroll label={t('Invitations not yet used')}>
        <table className="visits-table">
          <caption>{t('Invitations not yet used')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Email')}</th>
              <th scope="col">{t('Role')}</th>
              <th scope="col">{t('Link')}</th>
              <th scope="col">{t('Expires')}</th>
              <th scope="col">{t('Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {invites.map((invite) => (
              <tr key={invite.code}>
                <th scope="row">{invite.email}</th>
                <td>{t(ROLE_NAMES[invite.role])}</td>
                <td>
                  <code className="join-link">{joinLink(invite.code)}</code>
                </td>
                <td>
                  {invite.expiresAt <= now ? t('Expired') : formatVisitTime(invite.expiresAt, timeZone)}
                </td>
                <td>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    disabled={saves.isPending(invite.code)}
                    onClick={() =>
                      void saves.settle(invite.code, dispatch(cancelTeamInvite(invite.code)), {
                        saved: t('The invitation of {email} is cancelled: its link joins nobody.', {
                          email: invite.email,
                        }),
                        failed: t('Could not cancel it'),
                      })
                    }
                  >
                    {t('Cancel the invitation of {email}', { email: invite.email })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {saves.view}
    </>
  );
}

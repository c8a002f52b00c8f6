import { t } from '../../lib/operatorText';
import { useState, type SubmitEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { failureText } from '../../app/queryError';
import { selectMember } from '../../app/session';
import { MEMBER_ROLES, ROLES, isMemberRole, type MemberRole } from '../../backend/permissions';
import { ROLE_NAMES, ROLE_SUMMARIES } from '../../backend/permissionTexts';
import type { Member } from '../../backend/port/team';
import { TEAM_TEXTS } from '../../backend/teamRules';
import { Alert } from '../../components/Alert';
import { SelectField } from '../../components/SelectField';
import { TableScroll } from '../../components/TableScroll';
import { TextField } from '../../components/TextField';
import { formatVisitTime } from '../../lib/formatTime';
import { SINGLE_EMAIL } from '../../lib/email';
import { selectSiteTimeZone } from '../../shared/settingsApi';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { PendingInvites } from './PendingInvites';
import { useTeamMembersQuery } from './teamApi';
import { inviteMember, updateMember } from './teamThunks';

/** The roles to choose from, their names said when shown. */
const roleOptions = () => MEMBER_ROLES.map((role) => ({ value: role, label: t(ROLE_NAMES[role]) }));

/** Why this row's role and status cannot be changed here, or null when they can. */
function lockedBecause(member: Member, myId: string): string | null {
  if (member.role === 'owner') return t('The owner is always an admin.');
  if (member.id === myId) return t('This is you: another admin changes your role.');
  return null;
}

/**
 * The company's people (admins): who they are, their role, whether they may still sign in, when they
 * were last at a desk; inviting someone with a role; changing a role or deactivating someone.
 */
export function TeamSettings() {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectMember);
  const timeZone = useAppSelector(selectSiteTimeZone);
  const { data: members, error } = useTeamMembersQuery(undefined);
  const saves = useSaveNotice();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole | ''>('');
  const [problem, setProblem] = useState<{ email?: string; role?: string }>({});

  async function invite(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      ...(!SINGLE_EMAIL.test(email.trim()) && { email: t(TEAM_TEXTS.badEmail) }),
      ...(!role && { role: t(TEAM_TEXTS.badRole) }),
    };
    setProblem(found);
    if (found.email || found.role || !role) return;
    const result = dispatch(inviteMember({ email, role, timeZone }));
    const invited = await saves.settle('invite', result, {
      saved: t('Invited {email} as {role}: the link is emailed and shown below, and works for 7 days.', {
        email: email.trim(),
        role: t(ROLE_NAMES[role]),
      }),
      failed: t('Could not invite them'),
    });
    if (!invited) return;
    const sent = await result;
    if (inviteMember.fulfilled.match(sent) && sent.payload.mailRefused) {
      saves.announce(
        t('Invited {email} as {role}, but the email could not go ({reason}): pass on the link below.', {
          email: email.trim(),
          role: t(ROLE_NAMES[role]),
          reason: sent.payload.mailRefused,
        }),
      );
    }
    setEmail('');
    setRole('');
  }

  function change(member: Member, changes: { role?: MemberRole; active?: boolean }, done: string) {
    void saves.settle(member.id, dispatch(updateMember({ memberId: member.id, changes })), {
      saved: done,
      failed: t('Could not change {who}', { who: member.name || member.email }),
    });
  }

  return (
    <section className="card settings-section" aria-labelledby="team-heading">
      <h2 id="team-heading">{t('Team')}</h2>
      <p className="hint">
        {t('Everyone signs in with their own email and password, and can do what their role allows:')}
      </p>
      <ul className="hint role-list">
        {ROLES.map((each) => (
          <li key={each}>
            <strong>{t(ROLE_NAMES[each])}</strong>: {t(ROLE_SUMMARIES[each])}
          </li>
        ))}
      </ul>
      <Alert message={failureText(t('the team'), error)} />
      {members && (
        <TableScroll label={t('Team members')}>
          <table className="visits-table">
            <caption>{t('Team members')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Name')}</th>
                <th scope="col">{t('Email')}</th>
                <th scope="col">{t('Role')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">{t('Last seen')}</th>
                <th scope="col">{t('Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => {
                const locked = lockedBecause(member, me?.id ?? '');
                const who = member.name || member.email;
                return (
                  <tr key={member.id}>
                    <th scope="row">{who}</th>
                    <td>{member.email}</td>
                    <td>
                      {locked || !isMemberRole(member.role) ? (
                        <>
                          {t(ROLE_NAMES[member.role])}
                          {locked && <span className="row-note"> {locked}</span>}
                        </>
                      ) : (
                        <RoleSelect
                          member={member}
                          disabled={saves.isPending(member.id)}
                          onChange={(next) =>
                            change(
                              member,
                              { role: next },
                              t('{who} is now {role}.', { who, role: t(ROLE_NAMES[next]) }),
                            )
                          }
                        />
                      )}
                    </td>
                    <td>{member.active ? t('Active') : t('Deactivated')}</td>
                    <td>
                      {member.lastSeenAt === null
                        ? t('Not yet')
                        : formatVisitTime(member.lastSeenAt, timeZone)}
                    </td>
                    <td>
                      {!locked && (
                        <button
                          type="button"
                          className={`button button-small ${member.active ? 'button-danger' : 'button-secondary'}`}
                          disabled={saves.isPending(member.id)}
                          onClick={() =>
                            change(
                              member,
                              { active: !member.active },
                              member.active
                                ? t(
                                    '{who} is deactivated: they can no longer sign in, and their open desks sign out.',
                                    { who },
                                  )
                                : t('{who} can sign in again.', { who }),
                            )
                          }
                        >
                          {member.active ? t('Deactivate {who}', { who }) : t('Reactivate {who}', { who })}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {saves.view}
      <form
        className="form"
        noValidate
        aria-label={t('Invite a person')}
        onSubmit={(event) => void invite(event)}
      >
        <h3>{t('Invite a person')}</h3>
        <TextField
          label={t('Their email')}
          type="email"
          value={email}
          onChange={setEmail}
          maxLength={320}
          error={problem.email}
          mainField
        />
        <SelectField
          label={t('Their role')}
          value={role}
          options={roleOptions()}
          placeholder={t('Choose a role')}
          onChange={(value) => setRole(isMemberRole(value) ? value : '')}
          error={problem.role}
        />
        <button type="submit" className="button button-primary" disabled={saves.isPending('invite')}>
          {t('Send invitation')}
        </button>
      </form>
      <PendingInvites />
    </section>
  );
}

function RoleSelect({
  member,
  disabled,
  onChange,
}: {
  member: Member;
  disabled: boolean;
  onChange: (role: MemberRole) => void;
}) {
  return (
    <select
      aria-label={t('Role of {who}', { who: member.name || member.email })}
      value={member.role}
      disabled={disabled}
      onChange={(event) => {
        if (isMemberRole(event.target.value)) onChange(event.target.value);
      }}
    >
      {roleOptions().map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

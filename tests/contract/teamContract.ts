import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import { can, MEMBER_ROLES, type MemberRole, type Permission } from '../../src/backend/permissions';
import type { Backend } from '../../src/backend/port/backend';
import type { Member } from '../../src/backend/port/team';
import { TEAM_TEXTS } from '../../src/backend/teamRules';
import { checkInInput, companyInput, uniqueEmail } from '../../src/test/fixtures';
import type { ContractOptions } from './backendContract';

const PASSWORD = 'member-secret';

/** The code of the error a call failed with; 'resolved' when it did not fail. */
const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (error: unknown) => (error instanceof BackendError ? error.code : String(error)),
  );

/** The owner, signed in, with the company's id. */
async function owner(options: ContractOptions) {
  const backend = await options.makeBackend();
  const company = companyInput();
  await backend.auth.registerCompany(company);
  const session = await backend.auth.signIn(company.email, company.password);
  return { backend, company, session };
}

/**
 * Someone the signed-in admin invites with `role`, joined (their email verified where the backend asks)
 * and signed in on a backend of their own.
 */
export async function joinedMember(options: ContractOptions, admin: Backend, role: MemberRole) {
  const email = uniqueEmail(role);
  const invite = await admin.team.invite(email, role, Date.now());
  const backend = await options.makeBackend();
  let outcome = await backend.join.join(invite.code, `Pat ${role}`, PASSWORD);
  if (outcome === 'verify-email') {
    await options.verifyEmail?.(email);
    outcome = await backend.join.join(invite.code, `Pat ${role}`, PASSWORD);
  }
  expect(outcome).toBe('joined');
  const session = await backend.auth.signIn(email, PASSWORD);
  return { backend, session, email, invite };
}

/** One call a role may or may not make, by the permission it needs. */
const CALLS: { permission: Permission; about: string; call: (backend: Backend) => Promise<unknown> }[] = [
  { permission: 'view', about: 'reads the visits', call: (backend) => backend.visits.page({ pageSize: 5 }) },
  {
    permission: 'desk',
    about: 'checks a visitor in',
    call: (backend) => backend.visits.checkIn(checkInInput()),
  },
  {
    permission: 'rollCall',
    about: 'starts a roll call',
    call: async (backend) => {
      const started = await backend.rollCalls.start(Date.now());
      await backend.rollCalls.finish(started.id, Date.now());
    },
  },
  {
    permission: 'manage',
    about: 'changes the site',
    call: (backend) => backend.settings.updateSite({ autoPrintBadge: true }),
  },
  { permission: 'team', about: 'lists the invitations', call: (backend) => backend.team.invites() },
];

export function describeTeamContract(adapterName: string, options: ContractOptions, timeout: number): void {
  describe(`${adapterName} backend: team accounts`, () => {
    it(
      'invites by email with a role; the person joins with a name and password of their own and signs in to the company with that role',
      async () => {
        const { backend: admin, company, session: ownerSession } = await owner(options);
        expect(ownerSession.member).toMatchObject({ id: ownerSession.company.id, role: 'owner' });
        const email = uniqueEmail('joiner');
        const invite = await admin.team.invite(` ${email} `, 'frontdesk', Date.now());
        expect(invite).toMatchObject({
          email,
          role: 'frontdesk',
          state: 'invited',
          invitedBy: company.email,
        });
        // When it was made is the store's clock (Firestore's server time): close to the desk's.
        const [listed] = await admin.team.invites();
        expect({ ...listed, invitedAt: 0 }).toEqual({ ...invite, invitedAt: 0 });
        expect(Math.abs((listed?.invitedAt ?? 0) - invite.invitedAt)).toBeLessThan(60_000);

        const joiner = await options.makeBackend();
        expect(await joiner.join.invitation(invite.code)).toMatchObject({
          companyName: company.name,
          email,
          role: 'frontdesk',
          state: 'invited',
        });
        await expect(joiner.join.join(invite.code, ' ', PASSWORD)).rejects.toMatchObject({
          code: 'team',
          message: TEAM_TEXTS.name,
        });
        let outcome = await joiner.join.join(invite.code, 'Pat Desk', PASSWORD);
        if (outcome === 'verify-email') {
          await options.verifyEmail?.(email);
          outcome = await joiner.join.join(invite.code, 'Pat Desk', PASSWORD);
        }
        expect(outcome).toBe('joined');
        expect(await admin.team.invites()).toEqual([]);

        const session = await joiner.auth.signIn(email, PASSWORD);
        expect(session.company).toMatchObject({ id: ownerSession.company.id, name: company.name });
        expect(session.member).toMatchObject({ name: 'Pat Desk', email, role: 'frontdesk' });
        expect(session.member.id).not.toBe(session.company.id);
        expect((await joiner.auth.restore(session.token))?.member.role).toBe('frontdesk');

        await joiner.team.seen();
        await admin.team.seen();
        const people = await admin.team.members();
        expect(people.map((person: Member) => [person.role, person.email, person.active])).toEqual([
          ['owner', company.email, true],
          ['frontdesk', email, true],
        ]);
        expect(people.map((person: Member) => typeof person.lastSeenAt)).toEqual(['number', 'number']);
        // Their check-in is the company's.
        const visit = await joiner.visits.checkIn(checkInInput());
        expect((await admin.visits.visit(visit.id))?.visitID).toBe(visit.visitID);
      },
      timeout,
    );

    it(
      'refuses an address already in the team or invited, one that owns or belongs to a company, and a link used or cancelled',
      async () => {
        const { backend: admin, company } = await owner(options);
        await expect(
          admin.team.invite(company.email.toUpperCase(), 'admin', Date.now()),
        ).rejects.toMatchObject({
          code: 'team',
          message: TEAM_TEXTS.alreadyMember,
        });
        await expect(admin.team.invite('not an address', 'admin', Date.now())).rejects.toMatchObject({
          code: 'team',
          message: TEAM_TEXTS.badEmail,
        });
        const member = await joinedMember(options, admin, 'security');
        await expect(admin.team.invite(member.email, 'admin', Date.now())).rejects.toMatchObject({
          code: 'team',
          message: TEAM_TEXTS.alreadyMember,
        });
        await expect(member.backend.join.join(member.invite.code, 'Again', PASSWORD)).rejects.toMatchObject({
          code: 'team',
          message: TEAM_TEXTS.joinedAlready,
        });

        // Another company's owner cannot join this one.
        const other = await owner(options);
        const poached = await admin.team.invite(other.company.email, 'frontdesk', Date.now());
        await expect(admin.team.invite(other.company.email, 'admin', Date.now())).rejects.toMatchObject({
          code: 'team',
          message: TEAM_TEXTS.alreadyInvited,
        });
        const stranger = await options.makeBackend();
        await expect(
          stranger.join.join(poached.code, 'Poacher', other.company.password),
        ).rejects.toMatchObject({
          code: 'team',
          message: TEAM_TEXTS.taken,
        });

        const cancelled = await admin.team.invite(uniqueEmail('cancelled'), 'frontdesk', Date.now());
        await admin.team.cancelInvite(cancelled.code);
        await expect(stranger.join.join(cancelled.code, 'Late', PASSWORD)).rejects.toMatchObject({
          code: 'team',
          message: TEAM_TEXTS.cancelled,
        });
        await expect(stranger.join.invitation('AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({
          code: 'not-found',
        });
      },
      timeout,
    );

    it(
      'lets each role make exactly the calls its permissions name',
      async () => {
        const { backend: admin } = await owner(options);
        for (const role of MEMBER_ROLES) {
          const { backend } = await joinedMember(options, admin, role);
          for (const { permission, about, call } of CALLS) {
            const outcome = await call(backend).then(
              () => 'allowed',
              (error: unknown) => error,
            );
            if (can(role, permission)) expect(outcome, `${role} ${about}`).toBe('allowed');
            else expect(outcome, `${role} ${about}`).toMatchObject({ code: 'forbidden' });
          }
        }
      },
      timeout * 2,
    );

    it(
      'changes a role, deactivates a member (their next call is refused and their desk hears it), and never touches oneself or the owner',
      async () => {
        const { backend: admin, session: ownerSession } = await owner(options);
        const colleague = await joinedMember(options, admin, 'admin');
        const member = await joinedMember(options, admin, 'frontdesk');

        await expect(
          colleague.backend.team.update(colleague.session.member.id, { role: 'security' }),
        ).rejects.toMatchObject({
          code: 'team',
          message: TEAM_TEXTS.yourself,
        });
        await expect(
          colleague.backend.team.update(ownerSession.member.id, { active: false }),
        ).rejects.toMatchObject({
          code: 'team',
          message: TEAM_TEXTS.owner,
        });

        const heard: Member[] = [];
        const onError = vi.fn();
        const stop = member.backend.team.watchMe((me) => heard.push(me), onError);
        await expect.poll(() => heard.at(-1)?.active).toBe(true);

        await colleague.backend.team.update(member.session.member.id, { role: 'security' });
        await expect.poll(() => heard.at(-1)?.role).toBe('security');
        // Refused by the role the desk now knows, or else by the store's rules.
        expect(['forbidden', 'permission']).toContain(
          await codeOf(member.backend.visits.checkIn(checkInInput())),
        );

        await colleague.backend.team.update(member.session.member.id, { active: false });
        await expect
          .poll(() =>
            heard.at(-1)?.active === false ? 'told' : onError.mock.calls.length ? 'refused' : 'open',
          )
          .not.toBe('open');
        stop();
        expect(['revoked', 'permission']).toContain(
          await codeOf(member.backend.visits.page({ pageSize: 5 })),
        );
        await expect(member.backend.auth.signIn(member.email, PASSWORD)).rejects.toMatchObject({
          code: 'revoked',
        });
        expect(
          (await admin.team.members()).find((each) => each.id === member.session.member.id),
        ).toMatchObject({
          role: 'security',
          active: false,
        });
      },
      timeout * 2,
    );
  });
}

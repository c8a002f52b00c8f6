import { Dexie } from 'dexie';
import { BackendError, InviteUsedError, UnknownInviteError, VisitorTypeError } from '../errors';
import { assertInviteUsable } from '../inviteUse';
import type { Invite, InvitesPort } from '../port/invites';
import type { FrontdeskDb, InviteRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { liveRead } from './liveRead';
import { requireTenant, withoutStorageFields } from './tenant';
import { completeVisitorTypes } from '../visitorTypes';
import { invitedTypeProblem } from '../visitorTypeChecks';
import { requireVisitorLanguage } from '../arrivalChecks';

const toInvite = (row: InviteRow): Invite => withoutStorageFields(row, ['tenant']);

/**
 * Marks the invitation used by the visit `visitDocId` checked in at `at`; inside the check-in's
 * transaction, so that the visit and the invitation's use are written together.
 */
export async function useInvite(
  db: FrontdeskDb,
  tenant: string,
  code: string,
  visitDocId: string,
  at: number,
) {
  const row = await db.invites.get(code);
  if (row?.tenant !== tenant) throw new UnknownInviteError();
  assertInviteUsable(row, at);
  await db.invites.put({ ...row, state: 'arrived', visitDocId });
}

export function createLocalInvites(
  db: FrontdeskDb,
  session: LocalSessionHolder,
  now: () => number,
): InvitesPort {
  async function invitesOf(tenant: string, day: string) {
    const rows = await db.invites
      .where('[tenant+day+expectedAt]')
      .between([tenant, day, Dexie.minKey], [tenant, day, Dexie.maxKey])
      .toArray();
    return rows.map(toInvite);
  }

  return {
    invite(input) {
      const tenant = requireTenant(session);
      return db.transaction('rw', db.invites, db.owedMail, db.sites, async () => {
        const existing = await db.invites.get(input.code);
        if (existing && existing.tenant !== tenant) throw new BackendError('duplicate', 'This code is taken');
        if (existing) return toInvite(existing);
        requireVisitorLanguage(input.visitorLanguage);
        const problem = invitedTypeProblem(
          completeVisitorTypes((await db.sites.get(tenant))?.visitorTypes),
          input,
        );
        if (problem) throw new VisitorTypeError(problem);
        const row: InviteRow = { ...input, tenant, state: 'invited', visitDocId: '', createdAt: now() };
        await db.invites.add(row);
        // It owes its email until a desk has recorded it (owedMails).
        await db.owedMail.put({ tenant, visitId: row.code, at: row.createdAt, kind: 'invitation' });
        return toInvite(row);
      });
    },

    cancel(code, at) {
      const tenant = requireTenant(session);
      return db.transaction('rw', db.invites, async () => {
        const row = await db.invites.get(code);
        if (row?.tenant !== tenant) throw new UnknownInviteError();
        if (row.state === 'arrived') throw new InviteUsedError();
        if (row.state === 'cancelled') return toInvite(row);
        const cancelled: InviteRow = { ...row, state: 'cancelled', cancelledAt: at };
        await db.invites.put(cancelled);
        return toInvite(cancelled);
      });
    },

    async owedMails(count) {
      const tenant = requireTenant(session);
      const owed = await db.owedMail
        .where('[tenant+at]')
        .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
        .filter((row) => row.kind === 'invitation')
        .limit(count)
        .toArray();
      const invites = await db.invites.bulkGet(owed.map((row) => row.visitId));
      return invites.filter((row): row is InviteRow => row?.tenant === tenant).map(toInvite);
    },

    async settleMail(code) {
      await db.owedMail.delete([requireTenant(session), code]);
    },

    async byCode(code) {
      const tenant = requireTenant(session);
      const row = await db.invites.get(code);
      if (row?.tenant !== tenant) throw new UnknownInviteError();
      return toInvite(row);
    },

    watchDay(day, listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => invitesOf(tenant, day), listener, onError);
    },
  };
}

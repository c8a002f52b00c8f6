import { describe, expect, it } from 'vitest';
import { inviteInput } from '../../src/backend/inviteInput';
import { checkInInput } from '../../src/backend/checkInInput';
import {
  InviteCancelledError,
  InviteExpiredError,
  InviteUsedError,
  UnknownInviteError,
} from '../../src/backend/errors';
import type { Backend } from '../../src/backend/port/backend';
import type { Invite } from '../../src/backend/port/invites';
import { newRandomCode } from '../../src/lib/randomCode';
import { uniqueEmail } from '../../src/test/fixtures';
import { signedInBackend, type ContractOptions } from './backendContract';

const HOUR = 60 * 60_000;

/** An invitation to the company's first host, `inHours` from now, in UTC site days. */
async function invitation(desk: Backend, inHours = 0) {
  const [host] = (await desk.directory.list()).hosts;
  if (!host) throw new Error('the company has no host');
  const input = inviteInput(
    {
      code: newRandomCode(),
      visitorName: 'Ines Invited',
      visitorEmail: uniqueEmail('ines'),
      visitorMobile: '9876543210',
      visitType: 'Meeting',
      companyName: 'Globex',
      expectedAt: Date.now() + inHours * HOUR,
    },
    host,
    'UTC',
  );
  return { input, host };
}

/** The check-in that completes an invitation: the invited visitor, the invited host. */
function arrivalOf(input: Invite | ReturnType<typeof inviteInput>, at = Date.now()) {
  return {
    ...checkInInput(
      { id: crypto.randomUUID(), visitType: input.visitType, companyName: input.companyName, at },
      { ...input, imageUrl: '' },
      { id: input.hostId, name: input.whomToMeet, email: input.whomToMeetEmail },
    ),
    inviteCode: input.code,
  };
}

/** The first list a watch of the day delivers that satisfies `done`. */
function dayList(desk: Backend, day: string, done: (invites: Invite[]) => boolean) {
  return new Promise<Invite[]>((resolve, reject) => {
    const stop = desk.invites.watchDay(
      day,
      (invites) => {
        if (!done(invites)) return;
        stop();
        resolve(invites);
      },
      (error) => reject(error),
    );
  });
}

export function describeInviteContract(adapterName: string, options: ContractOptions, timeout: number): void {
  describe(`${adapterName} backend: invitations`, () => {
    it(
      'invites a visitor for a day: once however often submitted, listed for that day, found by its code',
      async () => {
        const desk = await signedInBackend(options);
        const { input } = await invitation(desk);
        const [first, again] = [await desk.invites.invite(input), await desk.invites.invite(input)];
        expect(first).toMatchObject({ ...input, state: 'invited', visitDocId: '' });
        expect(again).toEqual(first);
        expect(await desk.invites.byCode(input.code)).toEqual(first);
        const listed = await dayList(desk, input.day, (invites) => invites.length > 0);
        expect(listed.map((each) => each.code)).toEqual([input.code]);
        expect(await dayList(desk, '2001-01-01', () => true)).toEqual([]);
      },
      timeout,
    );

    it(
      'owes each invitation’s email from its own commit until settled, whatever happens to it meanwhile',
      async () => {
        const desk = await signedInBackend(options);
        const first = await desk.invites.invite((await invitation(desk)).input);
        const second = await desk.invites.invite((await invitation(desk)).input);
        // Submitted twice: owed once.
        const third = await desk.invites.invite((await invitation(desk)).input);
        await desk.invites.invite(third);
        const owed = () => desk.invites.owedMails(10);
        const codes = async () => new Set((await owed()).map((invite) => invite.code));
        expect(await codes()).toEqual(new Set([first.code, second.code, third.code]));

        await desk.invites.settleMail(first.code);
        await desk.invites.settleMail(first.code);
        const cancelled = await desk.invites.cancel(second.code, Date.now());
        expect((await owed()).find((invite) => invite.code === second.code)).toEqual(cancelled);
        await desk.invites.settleMail(second.code);
        expect(await codes()).toEqual(new Set([third.code]));
        // Another company's desk sees none of them.
        const elsewhere = await signedInBackend(options);
        expect(await elsewhere.invites.owedMails(10)).toEqual([]);
      },
      timeout,
    );

    it(
      'checks the invited visitor in once: one visit, the invitation used; used again it is refused',
      async () => {
        const desk = await signedInBackend(options);
        const { input } = await invitation(desk);
        await desk.invites.invite(input);
        const arrival = arrivalOf(input);
        const [visit, repeated] = await Promise.all([
          desk.visits.checkIn(arrival),
          desk.visits.checkIn(arrival),
        ]);
        expect(repeated.id).toBe(visit.id);
        expect(visit).toMatchObject({ visitorName: 'Ines Invited', hostId: input.hostId, checkedOut: false });
        expect(visit).not.toHaveProperty('inviteCode');
        expect(await desk.invites.byCode(input.code)).toMatchObject({
          state: 'arrived',
          visitDocId: visit.id,
        });
        await expect(desk.visits.checkIn(arrivalOf(input))).rejects.toBeInstanceOf(InviteUsedError);
        expect((await desk.visits.page({ pageSize: 10 })).total).toBe(1);
      },
      timeout,
    );

    it(
      'lets one of two desks using an invitation at once check the visitor in; the other is told it is used',
      async () => {
        const desk = await signedInBackend(options);
        const { input } = await invitation(desk);
        await desk.invites.invite(input);
        const outcomes = await Promise.allSettled([
          desk.visits.checkIn(arrivalOf(input)),
          desk.visits.checkIn(arrivalOf(input)),
        ]);
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(refused?.reason).toBeInstanceOf(InviteUsedError);
        expect((await desk.visits.page({ pageSize: 10 })).total).toBe(1);
      },
      timeout,
    );

    it(
      'refuses an invitation outside its day, and creates no visit',
      async () => {
        const desk = await signedInBackend(options);
        const { input } = await invitation(desk, 30);
        await desk.invites.invite(input);
        await expect(desk.visits.checkIn(arrivalOf(input))).rejects.toBeInstanceOf(InviteExpiredError);
        await expect(desk.visits.checkIn(arrivalOf(input, input.validUntil + 1))).rejects.toBeInstanceOf(
          InviteExpiredError,
        );
        expect((await desk.visits.page({ pageSize: 10 })).total).toBe(0);
        expect((await desk.invites.byCode(input.code)).state).toBe('invited');
      },
      timeout,
    );

    it(
      'cancels an unused invitation: listed as cancelled, it checks nobody in; a used one cannot be cancelled',
      async () => {
        const desk = await signedInBackend(options);
        const stranger = await signedInBackend(options);
        const { input } = await invitation(desk);
        await desk.invites.invite(input);
        await expect(stranger.invites.cancel(input.code, Date.now())).rejects.toBeInstanceOf(
          UnknownInviteError,
        );
        const at = Date.now();
        const cancelled = await desk.invites.cancel(input.code, at);
        expect(cancelled).toMatchObject({ code: input.code, state: 'cancelled', cancelledAt: at });
        expect(await desk.invites.cancel(input.code, at + 1000)).toEqual(cancelled);
        expect(await desk.invites.byCode(input.code)).toEqual(cancelled);
        const listed = await dayList(desk, input.day, (invites) => invites[0]?.state === 'cancelled');
        expect(listed).toEqual([cancelled]);
        await expect(desk.visits.checkIn(arrivalOf(input))).rejects.toBeInstanceOf(InviteCancelledError);
        expect((await desk.visits.page({ pageSize: 10 })).total).toBe(0);

        const { input: used } = await invitation(desk);
        await desk.invites.invite(used);
        await desk.visits.checkIn(arrivalOf(used));
        await expect(desk.invites.cancel(used.code, Date.now())).rejects.toBeInstanceOf(InviteUsedError);
        expect((await desk.invites.byCode(used.code)).state).toBe('arrived');
      },
      timeout,
    );

    it(
      'keeps invitations to their company: another cannot find, list or use one',
      async () => {
        const desk = await signedInBackend(options);
        const stranger = await signedInBackend(options);
        const { input } = await invitation(desk);
        await desk.invites.invite(input);
        await expect(stranger.invites.byCode(input.code)).rejects.toBeInstanceOf(UnknownInviteError);
        expect(await dayList(stranger, input.day, () => true)).toEqual([]);
        await expect(stranger.visits.checkIn(arrivalOf(input))).rejects.toBeInstanceOf(UnknownInviteError);
        await expect(desk.invites.byCode(newRandomCode())).rejects.toBeInstanceOf(UnknownInviteError);
        expect((await desk.invites.byCode(input.code)).state).toBe('invited');
      },
      timeout,
    );
  });
}

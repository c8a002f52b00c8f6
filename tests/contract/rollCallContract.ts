import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import type { Backend } from '../../src/backend/port/backend';
import type { RollCall } from '../../src/backend/port/rollCalls';
import { checkInInput, companyInput, uniqueEmail } from '../../src/test/fixtures';
import { signedInBackend, type ContractOptions } from './backendContract';

/** Two desks of one company: two backends signed in to the same account. */
async function twoDesks(options: ContractOptions): Promise<[Backend, Backend]> {
  const company = companyInput();
  const first = await options.makeBackend();
  await first.auth.registerCompany(company);
  await first.auth.signIn(company.email, company.password);
  const second = await options.makeBackend();
  await second.auth.signIn(company.email, company.password);
  return [first, second];
}

function checkInVisitor(desk: Backend, visitorName: string) {
  return desk.visits.checkIn(checkInInput({ visitorName, visitorEmail: uniqueEmail('visitor') }));
}

/** The first roll call a watch delivers that satisfies `done`. */
function watched(desk: Backend, id: string, done: (rollCall: RollCall) => boolean) {
  return new Promise<RollCall>((resolve, reject) => {
    const stop = desk.rollCalls.watch(
      id,
      (rollCall) => {
        if (!done(rollCall)) return;
        stop();
        resolve(rollCall);
      },
      reject,
    );
  });
}

const names = (rollCall: RollCall) => rollCall.people.map((person) => person.visitorName);

export function describeRollCallContract(
  adapterName: string,
  options: ContractOptions,
  timeout: number,
): void {
  describe(`${adapterName} backend: evacuation roll calls`, () => {
    it(
      'freezes who is on site at the start: later check-ins and check-outs leave the list as it was',
      async () => {
        const desk = await signedInBackend(options);
        const zed = await checkInVisitor(desk, 'Zed Early');
        const amy = await checkInVisitor(desk, 'Amy Early');
        const gone = await checkInVisitor(desk, 'Gus Gone');
        await desk.visits.checkOutByVisitId(gone.visitID, Date.now());
        const startedAt = Date.now();

        const rollCall = await desk.rollCalls.start(startedAt);
        expect(rollCall).toMatchObject({ startedAt, finishedAt: null });
        expect(names(rollCall)).toEqual(['Amy Early', 'Zed Early']);
        expect(rollCall.people[0]).toEqual({
          visitId: amy.id,
          visitID: amy.visitID,
          visitorName: 'Amy Early',
          companyName: amy.companyName,
          whomToMeet: amy.whomToMeet,
          safeAt: null,
        });

        await checkInVisitor(desk, 'Lee Later');
        await desk.visits.checkOutByVisitId(zed.visitID, Date.now());
        expect(names((await desk.rollCalls.rollCall(rollCall.id)) ?? rollCall)).toEqual([
          'Amy Early',
          'Zed Early',
        ]);
        expect(await desk.rollCalls.current()).toEqual(rollCall);
      },
      timeout,
    );

    it(
      'gives two desks starting at once one roll call, and each sees the other mark people safe',
      async () => {
        const [front, back] = await twoDesks(options);
        const ana = await checkInVisitor(front, 'Ana Safe');
        const ben = await checkInVisitor(front, 'Ben Safe');
        const [one, other] = await Promise.all([
          front.rollCalls.start(Date.now()),
          back.rollCalls.start(Date.now()),
        ]);
        expect(other.id).toBe(one.id);

        const seenAtFront = watched(front, one.id, (rollCall) =>
          rollCall.people.every((person) => person.safeAt !== null),
        );
        const anaSafeAt = Date.now();
        await Promise.all([
          front.rollCalls.markSafe(one.id, ana.id, anaSafeAt),
          back.rollCalls.markSafe(one.id, ben.id, anaSafeAt + 1),
        ]);
        const everyoneSafe = await seenAtFront;
        expect(everyoneSafe.people.map((person) => person.safeAt)).toEqual([anaSafeAt, anaSafeAt + 1]);

        // Marking someone again keeps the first time.
        await back.rollCalls.markSafe(one.id, ana.id, anaSafeAt + 5000);
        expect((await front.rollCalls.rollCall(one.id))?.people[0]?.safeAt).toBe(anaSafeAt);
      },
      timeout,
    );

    it(
      'puts someone marked safe by mistake back to missing, seen by the other desk, and lets them be marked again',
      async () => {
        const [front, back] = await twoDesks(options);
        const ana = await checkInVisitor(front, 'Ana Undo');
        const ben = await checkInVisitor(front, 'Ben Undo');
        const rollCall = await front.rollCalls.start(Date.now());
        const safeAt = Date.now();
        await front.rollCalls.markSafe(rollCall.id, ana.id, safeAt);
        await front.rollCalls.markSafe(rollCall.id, ben.id, safeAt);

        const seenAtBack = watched(back, rollCall.id, (seen) => seen.people[0]?.safeAt === null);
        await front.rollCalls.unmarkSafe(rollCall.id, ana.id);
        expect((await seenAtBack).people.map((person) => person.safeAt)).toEqual([null, safeAt]);
        // Someone already missing stays so.
        await back.rollCalls.unmarkSafe(rollCall.id, ana.id);
        expect((await front.rollCalls.rollCall(rollCall.id))?.people[0]?.safeAt).toBeNull();

        // Marked again, they take the new time.
        await back.rollCalls.markSafe(rollCall.id, ana.id, safeAt + 5000);
        expect((await front.rollCalls.rollCall(rollCall.id))?.people.map((person) => person.safeAt)).toEqual([
          safeAt + 5000,
          safeAt,
        ]);
        await expect(front.rollCalls.unmarkSafe(rollCall.id, 'nobody-on-the-list')).rejects.toMatchObject({
          code: 'not-found',
        });

        await front.rollCalls.finish(rollCall.id, Date.now());
        const refused = back.rollCalls.unmarkSafe(rollCall.id, ben.id);
        await expect(refused).rejects.toBeInstanceOf(BackendError);
        await expect(refused).rejects.toMatchObject({ code: 'invalid-input' });
        expect((await front.rollCalls.rollCall(rollCall.id))?.people[1]?.safeAt).toBe(safeAt);
      },
      timeout,
    );

    it(
      'finishes once: kept in the history with who was missing, closed to changes, and the next start is new',
      async () => {
        const desk = await signedInBackend(options);
        const safe = await checkInVisitor(desk, 'Sam Safe');
        await checkInVisitor(desk, 'Mia Missing');
        const rollCall = await desk.rollCalls.start(Date.now());
        await desk.rollCalls.markSafe(rollCall.id, safe.id, Date.now());
        await expect(
          desk.rollCalls.markSafe(rollCall.id, 'nobody-on-the-list', Date.now()),
        ).rejects.toMatchObject({
          code: 'not-found',
        });
        const finishedAt = Date.now();

        const finished = await desk.rollCalls.finish(rollCall.id, finishedAt);
        expect(finished.finishedAt).toBe(finishedAt);
        expect(
          finished.people.filter((person) => person.safeAt === null).map((person) => person.visitorName),
        ).toEqual(['Mia Missing']);
        expect((await desk.rollCalls.finish(rollCall.id, finishedAt + 1000)).finishedAt).toBe(finishedAt);
        expect(await desk.rollCalls.current()).toBeNull();
        const refused = desk.rollCalls.markSafe(rollCall.id, safe.id, Date.now());
        await expect(refused).rejects.toBeInstanceOf(BackendError);
        await expect(refused).rejects.toMatchObject({ code: 'invalid-input' });

        const next = await desk.rollCalls.start(finishedAt + 2000);
        expect(next.id).not.toBe(rollCall.id);
        await desk.rollCalls.finish(next.id, finishedAt + 3000);
        expect((await desk.rollCalls.history(10)).map((each) => each.id)).toEqual([next.id, rollCall.id]);
        expect(await desk.rollCalls.history(1)).toHaveLength(1);
      },
      timeout,
    );

    it(
      'shows a company none of another company’s roll calls',
      async () => {
        const desk = await signedInBackend(options);
        await checkInVisitor(desk, 'Olu Other');
        const theirs = await desk.rollCalls.start(Date.now());
        const stranger = await signedInBackend(options);
        expect(await stranger.rollCalls.current()).toBeNull();
        expect(await stranger.rollCalls.rollCall(theirs.id)).toBeNull();
        expect(await stranger.rollCalls.history(10)).toEqual([]);
        await expect(stranger.rollCalls.markSafe(theirs.id, 'x', Date.now())).rejects.toBeInstanceOf(
          BackendError,
        );
        await expect(stranger.rollCalls.unmarkSafe(theirs.id, 'x')).rejects.toBeInstanceOf(BackendError);
        expect((await desk.rollCalls.current())?.id).toBe(theirs.id);
      },
      timeout,
    );
  });
}

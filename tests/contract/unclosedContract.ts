import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/port/backend';
import { checkInInput, uniqueEmail } from '../../src/test/fixtures';
import { signedInBackend, type ContractOptions } from './backendContract';

const HOUR = 60 * 60_000;

function checkInAt(desk: Backend, visitorName: string, at: number) {
  return desk.visits.checkIn(checkInInput({ visitorName, visitorEmail: uniqueEmail('visitor'), at }));
}

export function describeUnclosedContract(
  adapterName: string,
  options: ContractOptions,
  timeout: number,
): void {
  describe(`${adapterName} backend: visits left open`, () => {
    it(
      'lists the open visits checked in before a moment, oldest first',
      async () => {
        const desk = await signedInBackend(options);
        const now = Date.now();
        const older = await checkInAt(desk, 'Olga Older', now - 50 * HOUR);
        const old = await checkInAt(desk, 'Omar Old', now - 30 * HOUR);
        const closed = await checkInAt(desk, 'Cleo Closed', now - 40 * HOUR);
        await desk.visits.checkOutByVisitId(closed.visitID, now - 39 * HOUR);
        await checkInAt(desk, 'Tara Today', now - HOUR);

        const unclosed = await desk.visits.unclosed(now - 24 * HOUR);
        expect(unclosed.map((visit) => visit.id)).toEqual([older.id, old.id]);
        expect(await desk.visits.unclosed(now - 40 * HOUR)).toEqual([older]);
      },
      timeout,
    );

    it(
      'checks out many visits in several batches, each at its own time and recorded how, releasing their visit IDs',
      async () => {
        const desk = await signedInBackend(options);
        const now = Date.now();
        const visits = [];
        for (let index = 0; index < 12; index += 1) {
          visits.push(await checkInAt(desk, `Visitor ${index}`, now - (30 + index) * HOUR));
        }
        const staying = await checkInAt(desk, 'Stella Staying', now - 30 * HOUR);
        // One of them checked out at the desk meanwhile: skipped, and its checkout kept.
        const [gone, ...rest] = visits;
        if (!gone) throw new Error('no visits');
        const goneAt = now - 20 * HOUR;
        await desk.visits.checkOutByVisitId(gone.visitID, goneAt);

        const closings = visits.map((visit) => ({ id: visit.id, at: visit.checkin_timestamp + 8 * HOUR }));
        const closed = await desk.visits.checkOutMany(closings, 'bulk-end-of-day');

        expect(closed.map((visit) => visit.id).sort()).toEqual(rest.map((visit) => visit.id).sort());
        for (const visit of rest) {
          const stored = await desk.visits.visit(visit.id);
          expect(stored).toMatchObject({
            checkedOut: true,
            checkout_timestamp: visit.checkin_timestamp + 8 * HOUR,
            closedBy: 'bulk-end-of-day',
          });
          // Released: the visit ID no longer names an open visit.
          await expect(desk.visits.checkOutByVisitId(visit.visitID, now)).rejects.toMatchObject({
            code: 'already-checked-out',
          });
        }
        const desked = await desk.visits.visit(gone.id);
        expect(desked).toMatchObject({ checkout_timestamp: goneAt });
        expect(desked?.closedBy).toBeUndefined();
        expect((await desk.visits.onSite()).map((visit) => visit.id)).toEqual([staying.id]);
        expect((await desk.visits.unclosed(now)).map((visit) => visit.id)).toEqual([staying.id]);
      },
      timeout,
    );

    it(
      'tells a bulk checkout’s progress after each batch: never less than before, ending at the number closed',
      async () => {
        const desk = await signedInBackend(options);
        const now = Date.now();
        const visits = [];
        for (let index = 0; index < 7; index += 1) {
          visits.push(await checkInAt(desk, `Visitor ${index}`, now - (30 + index) * HOUR));
        }
        // One closed at the desk meanwhile: skipped, and not counted.
        const [gone] = visits;
        if (!gone) throw new Error('no visits');
        await desk.visits.checkOutByVisitId(gone.visitID, now - 20 * HOUR);

        const heard: number[] = [];
        const closed = await desk.visits.checkOutMany(
          visits.map((visit) => ({ id: visit.id, at: now })),
          'bulk-now',
          (count) => heard.push(count),
        );

        expect(closed).toHaveLength(6);
        expect(heard.length).toBeGreaterThan(0);
        heard.forEach((count, index) => expect(count).toBeGreaterThanOrEqual(heard[index - 1] ?? 0));
        expect(heard.at(-1)).toBe(closed.length);
      },
      timeout,
    );

    it(
      'closes nothing of another company’s, and records an automatic check-out as automatic',
      async () => {
        const desk = await signedInBackend(options);
        const theirs = await checkInAt(desk, 'Theo Theirs', Date.now() - 30 * HOUR);
        const stranger = await signedInBackend(options);
        const mine = await checkInAt(stranger, 'Mina Mine', Date.now() - 30 * HOUR);
        const closed = await stranger.visits.checkOutMany(
          [theirs, mine].map((visit) => ({ id: visit.id, at: visit.checkin_timestamp + HOUR })),
          'automatic',
        );
        expect(closed.map((visit) => visit.id)).toEqual([mine.id]);
        expect(await stranger.visits.visit(mine.id)).toMatchObject({
          checkedOut: true,
          closedBy: 'automatic',
        });
        expect(await desk.visits.visit(theirs.id)).toMatchObject({ checkedOut: false });
        expect(await desk.visits.unclosed(Date.now())).toEqual([theirs]);
      },
      timeout,
    );
  });
}

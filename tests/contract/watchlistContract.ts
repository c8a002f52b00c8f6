import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/port/backend';
import { screenedCheckIn, turnAway, WatchlistHoldError } from '../../src/backend/watchlist';
import { watchlistAlertMail } from '../../src/shared/mail/templates';
import { checkInInput, uniqueEmail } from '../../src/test/fixtures';
import { signedInBackend, type ContractOptions } from './backendContract';

const total = async (desk: Backend) => (await desk.visits.page({ pageSize: 10 })).total;

export function describeWatchlistContract(
  adapterName: string,
  options: ContractOptions,
  timeout: number,
): void {
  describe(`${adapterName} backend: the watchlist`, () => {
    it(
      'keeps entries newest first with who added them, removes them, and shows none to another company',
      async () => {
        const desk = await signedInBackend(options);
        const account = (await desk.settings.company()).email;
        const first = await desk.watchlist.add({
          name: ' Mallory Jones ',
          email: '',
          reason: 'Trespass, 2025',
        });
        const second = await desk.watchlist.add({
          name: '',
          email: 'eve@example.com',
          reason: 'Harassed staff',
        });
        expect(first).toMatchObject({ name: 'Mallory Jones', email: '', addedBy: account });
        const listed = await desk.watchlist.list();
        expect(listed.map((entry) => entry.id).sort()).toEqual([first.id, second.id].sort());
        // Newest first (the two may share a millisecond).
        expect(listed[0]?.addedAt).toBeGreaterThanOrEqual(listed[1]?.addedAt ?? Infinity);

        const stranger = await signedInBackend(options);
        expect(await stranger.watchlist.list()).toEqual([]);
        await stranger.watchlist.remove(first.id).catch(() => undefined);
        expect(await desk.watchlist.list()).toHaveLength(2);

        await desk.watchlist.remove(first.id);
        expect(await desk.watchlist.list()).toEqual([second]);
      },
      timeout,
    );

    it(
      'holds a listed visitor (any case, accents, spacing; or the email) and creates no visit until the operator decides',
      async () => {
        const desk = await signedInBackend(options);
        const entry = await desk.watchlist.add({
          name: 'José Álvarez',
          email: '',
          reason: 'Banned after an incident',
        });
        const held = checkInInput({ visitorName: '  jose   alvarez', visitorEmail: uniqueEmail('jose') });

        const refused = screenedCheckIn(desk, held);
        await expect(refused).rejects.toBeInstanceOf(WatchlistHoldError);
        await expect(refused).rejects.toMatchObject({
          code: 'watchlist-hold',
          message: '  jose   alvarez matches the watchlist: Banned after an incident',
        });
        expect(await total(desk)).toBe(0);

        await turnAway(desk, held, 'Asked to leave');
        await turnAway(desk, held, 'Asked to leave');
        expect(await total(desk)).toBe(0);
        const [hold] = await desk.watchlist.holds(10);
        expect(hold).toMatchObject({
          id: held.id,
          entryId: entry.id,
          decision: 'turned-away',
          note: 'Asked to leave',
          visitDocId: '',
          decidedBy: (await desk.settings.company()).email,
        });
        expect(await desk.watchlist.holds(10)).toHaveLength(1);
        expect(await desk.watchlist.hold(held.id)).toEqual(hold);

        // The alert of the hold, to the company's own account email, with the hold's values.
        if (!hold) throw new Error('no hold');
        const alert = await desk.mail.send({
          visitId: hold.id,
          kind: 'alert',
          ...watchlistAlertMail(hold, (await desk.settings.company()).email, {
            timeZone: 'UTC',
            company: '',
          }),
        });
        expect(alert).toMatchObject({ id: `${hold.id}_alert`, kind: 'alert', status: 'stored' });

        // Someone else is let in as ever; the email alone matches too.
        await screenedCheckIn(
          desk,
          checkInInput({ visitorName: 'Josie Alvarado', visitorEmail: uniqueEmail('j') }),
        );
        await desk.watchlist.add({ name: '', email: 'Eve@Example.com', reason: 'Harassed staff' });
        await expect(
          screenedCheckIn(desk, checkInInput({ visitorName: 'E.', visitorEmail: ' eve@example.COM' })),
        ).rejects.toBeInstanceOf(WatchlistHoldError);
      },
      timeout,
    );

    it(
      'admits a held visitor only with a note, recorded with the visit',
      async () => {
        const desk = await signedInBackend(options);
        await desk.watchlist.add({ name: 'Mallory Jones', email: '', reason: 'Trespass, 2025' });
        const held = checkInInput({ visitorName: 'Mallory Jones', visitorEmail: uniqueEmail('mallory') });
        await expect(screenedCheckIn(desk, held, { note: '  ' })).rejects.toMatchObject({
          code: 'invalid-input',
        });
        expect(await total(desk)).toBe(0);

        const visit = await screenedCheckIn(desk, held, { note: 'Escorted by security' });
        expect(await total(desk)).toBe(1);
        const [hold] = await desk.watchlist.holds(10);
        expect(hold).toMatchObject({
          decision: 'admitted',
          note: 'Escorted by security',
          visitDocId: visit.id,
        });
      },
      timeout,
    );
  });
}

import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import { screenedCheckIn } from '../../src/backend/watchlist';
import { checkInInput, uniqueEmail } from '../../src/test/fixtures';
import { signedInBackend, type ContractOptions } from './backendContract';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

/** The code a call failed with; 'resolved' when it did not fail. */
const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (error: unknown) => (error instanceof BackendError ? error.code : String(error)),
  );

/**
 * The company's policies, held by the store itself and not only by the desk's screens: the local adapter
 * refuses with the policy's own error, Firestore's rules with a refusal (`permission`).
 */
export function describePolicyContract(adapterName: string, options: ContractOptions, timeout: number): void {
  describe(`${adapterName} backend: the company's policies, held by the store`, () => {
    it(
      'lets a listed email in only with the operator’s admission, its hold written with the visit; lists an email once',
      async () => {
        const desk = await signedInBackend(options);
        const email = uniqueEmail('eve');
        const entry = await desk.watchlist.add({ name: '', email, reason: 'Harassed staff' });
        await expect(
          desk.watchlist.add({ name: 'Eve Again', email: email.toUpperCase(), reason: 'Twice' }),
        ).rejects.toMatchObject({ code: 'duplicate' });

        const input = checkInInput({ visitorEmail: email, visitorName: 'Eve Listed' });
        // Past the desk's own screening, straight to the store: refused.
        expect(['watchlist-hold', 'permission']).toContain(await codeOf(desk.visits.checkIn(input)));
        expect((await desk.visits.page({ pageSize: 5 })).visits).toEqual([]);

        const visit = await screenedCheckIn(desk, input, { note: 'Escorted by security' });
        expect(await desk.watchlist.hold(input.id)).toMatchObject({
          entryId: entry.id,
          decision: 'admitted',
          note: 'Escorted by security',
          visitDocId: visit.id,
        });
        // Unlisted, anyone else checks in as before.
        await expect(desk.visits.checkIn(checkInInput())).resolves.toMatchObject({ checkedOut: false });
      },
      timeout,
    );

    it(
      'at a site that requires the agreement, takes only a check-in that accepts its current version',
      async () => {
        const desk = await signedInBackend(options);
        const first = await desk.agreements.publish('Keep what you see here confidential.');
        await desk.settings.updateSite({ agreementRequired: true });
        const accepting = (version: number) => ({
          agreement: { version, signedName: 'Asha Rao', signature: SIGNATURE, signedAt: Date.now() },
        });

        expect(['invalid-input', 'permission']).toContain(await codeOf(desk.visits.checkIn(checkInInput())));
        await expect(desk.visits.checkIn(checkInInput(accepting(first.version)))).resolves.toMatchObject({
          agreement: { version: first.version },
        });

        const second = await desk.agreements.publish('Keep it confidential. Wear your badge.');
        expect(['invalid-input', 'permission']).toContain(
          await codeOf(desk.visits.checkIn(checkInInput(accepting(first.version)))),
        );
        await expect(desk.visits.checkIn(checkInInput(accepting(second.version)))).resolves.toMatchObject({
          agreement: { version: second.version },
        });
      },
      timeout,
    );
  });
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import { AlreadyCheckedOutError } from '../../src/backend/errors';
import type { Backend } from '../../src/backend/port/backend';
import { checkInInput, companyInput } from '../../src/test/fixtures';
import { emulatorSettings, verifyEmailOf } from './emulators';

/**
 * A checkout's transaction that the SDK runs again after its first commit was taken (the answer lost, or
 * the commit met another write and was tried anew) finds the visit closed by itself: that is its success,
 * not "already checked out". Simulated by running the same attempt (its entry id) twice.
 */

let apps = 0;

async function desk(): Promise<Backend> {
  apps += 1;
  const company = companyInput();
  const backend = createFirebaseBackend(emulatorSettings, { appName: `checkout-retry-${String(apps)}` });
  await backend.auth.registerCompany(company);
  await verifyEmailOf(company.email);
  await backend.auth.signIn(company.email, company.password);
  return backend;
}

/** Every checkout made from here on is the same attempt, as the SDK's own retry of one would be. */
const sameAttempt = () =>
  vi.spyOn(crypto, 'randomUUID').mockReturnValue('0f8b6a52-7c1e-4d1a-9a57-3f0e2b7d9c41');

afterEach(() => vi.restoreAllMocks());

describe('a checkout tried again after its own commit (firebase)', () => {
  it('by visit ID: its own earlier commit is its success; anyone else’s is "already checked out"', async () => {
    const backend = await desk();
    const visit = await backend.visits.checkIn(checkInInput());
    const at = Date.now();

    sameAttempt();
    const first = await backend.visits.checkOutByVisitId(visit.visitID, at);
    const again = await backend.visits.checkOutByVisitId(visit.visitID, at);
    expect(again).toMatchObject({ id: visit.id, visitID: visit.visitID, checkedOut: true });
    expect(again.checkout_timestamp).toBe(first.checkout_timestamp);

    vi.restoreAllMocks();
    await expect(backend.visits.checkOutByVisitId(visit.visitID, Date.now())).rejects.toBeInstanceOf(
      AlreadyCheckedOutError,
    );
  }, 60_000);

  it('by pass: the same', async () => {
    const backend = await desk();
    const visit = await backend.visits.checkIn(checkInInput());
    const { passCode } = visit;
    expect(passCode).not.toBe('');

    sameAttempt();
    await backend.visits.checkOutByPass(passCode, Date.now());
    expect(await backend.visits.checkOutByPass(passCode, Date.now())).toMatchObject({
      id: visit.id,
      checkedOut: true,
    });

    vi.restoreAllMocks();
    await expect(backend.visits.checkOutByPass(passCode, Date.now())).rejects.toBeInstanceOf(
      AlreadyCheckedOutError,
    );
  }, 60_000);
});

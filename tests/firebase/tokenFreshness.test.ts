import { createUserWithEmailAndPassword, type Auth } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { openFirebase } from '../../src/backend/firebase/firebaseApp';
import { keepTokenFresh, TOKEN_LEFT_AT_A_CUT_MS } from '../../src/backend/firebase/tokenFreshness';
import { uniqueEmail } from '../../src/test/fixtures';
import { emulatorSettings } from './emulators';

const MINUTE = 60_000;
let apps = 0;
let stop = () => {};
afterEach(() => stop());

async function signedInAuth(): Promise<Auth> {
  apps += 1;
  const { auth } = openFirebase(emulatorSettings, `token-freshness-${apps}`);
  await createUserWithEmailAndPassword(auth, uniqueEmail('token'), 'a-long-password-1');
  return auth;
}

const issuedAt = async (auth: Auth) => (await auth.currentUser?.getIdTokenResult())?.issuedAtTime;
const secondPassed = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('keeping the ID token fresh for a network cut (Auth emulator)', () => {
  it('leaves a token alone while it has more than 50 minutes and a look left', async () => {
    const auth = await signedInAuth();
    const first = await issuedAt(auth);
    await secondPassed();
    stop = keepTokenFresh(auth, { intervalMs: 60_000 });
    await secondPassed();
    expect(await issuedAt(auth)).toBe(first);
  });

  it('refreshes a token with less than 50 minutes and a look left, so a cut starting now leaves 50', async () => {
    const auth = await signedInAuth();
    const first = await issuedAt(auth);
    await secondPassed();
    // Eleven minutes on: the hour-long token has 49 minutes left.
    const later = () => Date.now() + 11 * MINUTE;
    stop = keepTokenFresh(auth, { now: later, intervalMs: 60_000 });
    await expect.poll(() => issuedAt(auth)).not.toBe(first);
    const { expirationTime } = (await auth.currentUser?.getIdTokenResult()) ?? { expirationTime: '' };
    expect(Date.parse(expirationTime) - Date.now()).toBeGreaterThan(TOKEN_LEFT_AT_A_CUT_MS);
  });
});

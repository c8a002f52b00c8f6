import { createLocalBackend, type LocalBackendOptions } from '../backend/local/createLocalBackend';
import type { Backend } from '../backend/port/backend';

/** PBKDF2 rounds of the tests' passwords: at the app's 210,000, hashing took a third of the unit run's CPU. */
export const TEST_PASSWORD_ITERATIONS = 1_000;

/**
 * The real local backend, as the app makes it, but for how hard it stretches a new password (each hash
 * keeps its rounds, so signing in checks it the same way). passwordHash.test.ts checks the app's default.
 */
export function testLocalBackend(options: LocalBackendOptions = {}): Backend {
  return createLocalBackend({ passwordIterations: TEST_PASSWORD_ITERATIONS, ...options });
}

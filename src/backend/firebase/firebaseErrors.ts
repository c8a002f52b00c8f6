import { FirebaseError } from 'firebase/app';
import { BackendError, NetworkError, PermissionError } from '../errors';

const PERMISSION_CODES = new Set(['permission-denied', 'unauthenticated']);
const NETWORK_CODES = new Set(['unavailable', 'deadline-exceeded', 'auth/network-request-failed']);

/** The SDK's errors as the port's typed errors, so screens can tell "refused" and "offline" from "not found". */
export function toBackendError(error: unknown): Error {
  if (error instanceof BackendError) return error;
  if (error instanceof FirebaseError) {
    if (PERMISSION_CODES.has(error.code)) return new PermissionError(error.message);
    if (NETWORK_CODES.has(error.code)) return new NetworkError(error.message);
    return new BackendError('unknown', error.message);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Whether the rules refused a write. Two desks writing the same document in transactions at once: the
 * rules judge the later commit against what the first wrote, and refuse it before it can retry, so a
 * refused transaction is read back to see whether what it meant to do is already done.
 */
export const isRefused = (error: unknown): boolean =>
  error instanceof FirebaseError && error.code === 'permission-denied';

/**
 * Whether the server refused a commit because it could not evaluate the rules, rather than because a rule
 * said no: under the load of eight desks at once the emulator fails the rules' own lookup of the account
 * (`canWrite`) now and then, for every write of a commit (the eight-desk load run).
 */
const isUnevaluated = (error: unknown): boolean =>
  isRefused(error) && error instanceof FirebaseError && error.message.includes('evaluation error');

/** The pauses before each further try of a commit the rules could not evaluate: the load has time to pass. */
const UNEVALUATED_PAUSES_MS = [250, 1000];

/**
 * Runs a commit, and up to twice more (after a pause) when the rules could not be evaluated. Only for a
 * commit whose next try is the same change (its ids chosen before): a rule that says no says it again.
 */
export async function withMoreTriesIfUnevaluated<T>(
  commit: () => Promise<T>,
  pausesMs: readonly number[] = UNEVALUATED_PAUSES_MS,
): Promise<T> {
  for (const pause of pausesMs) {
    try {
      return await commit();
    } catch (error) {
      if (!isUnevaluated(error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return commit();
}

/** Whether the server could not be reached (the SDK's own offline answer included). */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof FirebaseError && NETWORK_CODES.has(error.code);

/** Passes a subscription's failure on as a typed error. */
export const reportTo =
  (onError: (error: Error) => void) =>
  (error: unknown): void =>
    onError(toBackendError(error));

/**
 * Wraps every method of a port so that its failures, thrown or rejected, arrive as typed errors.
 * (Subscriptions report theirs through `reportTo`.)
 */
export function withTypedErrors<Port extends object>(port: Port): Port {
  return new Proxy(port, {
    get(target, key, receiver) {
      const member: unknown = Reflect.get(target, key, receiver);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        try {
          const result: unknown = Reflect.apply(member, target, args);
          return result instanceof Promise
            ? result.catch((error: unknown) => Promise.reject(toBackendError(error)))
            : result;
        } catch (error) {
          throw toBackendError(error);
        }
      };
    },
  });
}

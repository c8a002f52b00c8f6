import { FirebaseError } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { withMoreTriesIfUnevaluated } from './firebaseErrors';

/** What the emulator answered under eight desks at once: every write's rule failed its account lookup. */
const unevaluated = () =>
  new FirebaseError(
    'permission-denied',
    "\nevaluation error at L1655:26 for 'create' @ L1655, false for 'update' @ L1656",
  );
const ruleSaidNo = () => new FirebaseError('permission-denied', "false for 'create' @ L869");

/** A commit that fails with each of `failures` in turn, then succeeds; counts its tries. */
function commitFailing(...failures: Error[]) {
  const commit = () => {
    commit.tries += 1;
    const failure = failures.shift();
    return failure ? Promise.reject(failure) : Promise.resolve('committed');
  };
  commit.tries = 0;
  return commit;
}

describe('withMoreTriesIfUnevaluated', () => {
  it('tries a commit again when the rules could not be evaluated', async () => {
    const commit = commitFailing(unevaluated());
    await expect(withMoreTriesIfUnevaluated(commit, [0, 0])).resolves.toBe('committed');
    expect(commit.tries).toBe(2);
  });

  it('tries twice more at most: the refusal is the answer then', async () => {
    const twice = commitFailing(unevaluated(), unevaluated());
    await expect(withMoreTriesIfUnevaluated(twice, [0, 0])).resolves.toBe('committed');
    expect(twice.tries).toBe(3);
    const thrice = commitFailing(unevaluated(), unevaluated(), unevaluated());
    await expect(withMoreTriesIfUnevaluated(thrice, [0, 0])).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(thrice.tries).toBe(3);
  });

  it('never tries again what a rule refused, or any other failure', async () => {
    for (const failure of [ruleSaidNo(), new FirebaseError('unavailable', 'offline'), new Error('bug')]) {
      const commit = commitFailing(failure);
      await expect(withMoreTriesIfUnevaluated(commit, [0, 0])).rejects.toBe(failure);
      expect(commit.tries).toBe(1);
    }
  });

  it('pauses before each further try, 250 ms then 1 s by default: the load has time to pass', async () => {
    vi.useFakeTimers();
    try {
      const commit = commitFailing(unevaluated(), unevaluated());
      const result = withMoreTriesIfUnevaluated(commit);
      await vi.advanceTimersByTimeAsync(249);
      expect(commit.tries).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(commit.tries).toBe(2);
      await vi.advanceTimersByTimeAsync(999);
      expect(commit.tries).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('committed');
      expect(commit.tries).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('commits once when nothing fails', async () => {
    const commit = commitFailing();
    await expect(withMoreTriesIfUnevaluated(commit, [0, 0])).resolves.toBe('committed');
    expect(commit.tries).toBe(1);
  });
});

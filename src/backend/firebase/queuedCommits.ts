/**
 * The commits this desk made without waiting for the server (a check-in during a network cut): each
 * settles when the server has taken or refused it. Every other write of the adapter is awaited to the
 * server's answer, so these are all that can be saved on this device and not yet on the server.
 */
export interface QueuedCommits {
  /** Keeps a commit until it settles. */
  track(commit: Promise<void>): void;
  /** Resolves once every commit tracked so far has settled. */
  settled(): Promise<void>;
}

export function createQueuedCommits(): QueuedCommits {
  const pending = new Set<Promise<unknown>>();
  return {
    track(commit) {
      const settled = commit.catch(() => undefined).finally(() => pending.delete(settled));
      pending.add(settled);
    },
    async settled() {
      await Promise.all(pending);
    },
  };
}

/**
 * The changes a trusted desk saved on this device (Firestore's persistent cache) that the server has not
 * confirmed yet: this browser's own ledger, kept in localStorage so that a reloaded or reopened desk, and
 * the sign-in page after a session that ended during a cut, still count them. A company, a time, an id;
 * for a change that creates a document (a check-in, a registration, an invitation), also what it was and
 * that document's path, so that a later page can tell the server refused it (the document is not there)
 * and list it among the refused changes. The device's cache holds the same data meanwhile.
 */
export interface ChangeOnDevice {
  id: string;
  company: string;
  /** When it was saved here (epoch ms). */
  at: number;
  /** What it was, in words (for the refused-changes list). */
  what?: string;
  /** The document it creates, which exists once the server has taken it. */
  creates?: string;
}

const KEY = 'frontdesk.changesOnDevice';

function isChange(value: unknown): value is ChangeOnDevice {
  if (typeof value !== 'object' || value === null) return false;
  const { id, company, at, what, creates } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof company === 'string' &&
    typeof at === 'number' &&
    (what === undefined || typeof what === 'string') &&
    (creates === undefined || typeof creates === 'string')
  );
}

/** Every change waiting on this device, of every company that used it. */
export function changesOnDevice(): ChangeOnDevice[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isChange) : [];
  } catch {
    return [];
  }
}

function store(changes: ChangeOnDevice[]): void {
  try {
    if (changes.length) localStorage.setItem(KEY, JSON.stringify(changes));
    else localStorage.removeItem(KEY);
  } catch {
    // No storage (refused, or a test in Node): the page's own count (app/writes.ts) still tells.
  }
}

export function keepChangeOnDevice(change: ChangeOnDevice): void {
  store([...changesOnDevice(), change]);
}

/** The server has answered these (taken or refused), or the cache that held them is gone. */
export function forgetChangesOnDevice(answered: (change: ChangeOnDevice) => boolean): void {
  const kept = changesOnDevice();
  const left = kept.filter((change) => !answered(change));
  if (left.length !== kept.length) store(left);
}

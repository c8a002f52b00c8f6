/**
 * The changes a trusted desk saved on this device (Firestore's persistent cache) that the server has not
 * confirmed yet: this browser's own ledger, kept in localStorage so that a reloaded or reopened desk, and
 * the sign-in page after a session that ended during a cut, still count them. No content, no personal
 * data: a company, a time, an id.
 */
export interface ChangeOnDevice {
  id: string;
  company: string;
  /** When it was saved here (epoch ms). */
  at: number;
}

const KEY = 'frontdesk.changesOnDevice';

function isChange(value: unknown): value is ChangeOnDevice {
  if (typeof value !== 'object' || value === null) return false;
  const { id, company, at } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof company === 'string' && typeof at === 'number';
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

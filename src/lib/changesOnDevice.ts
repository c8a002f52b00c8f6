/**
 * The changes a trusted desk saved on this device (Firestore's persistent cache) that the server has not
 * confirmed yet: this browser's own ledger, kept in localStorage so that a reloaded or reopened desk, and
 * the sign-in page after a session that ended during a cut, still count them. A company, a time, an id;
 * also what it was and what the server holds once it has taken it (the document it creates: a check-in,
 * a registration, an invitation; or a field it sets: a checkout, a roll call's mark or end), so that a
 * later page can tell the server refused it and list it among the refused changes. The device's cache
 * holds the same data meanwhile.
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
  /** A field it sets, as the server holds it once it has taken it (when it creates nothing). */
  sets?: FieldOnServer;
}

/**
 * A field of a document (its path, the field's path as segments) and what it is once a change is taken:
 * true, set (not null), or null. Another desk's change to the same field meanwhile (a visit checked out
 * there too, a person marked safe there first) leaves it so, and is no refusal of this one.
 */
export interface FieldOnServer {
  path: string;
  field: string[];
  is: 'true' | 'set' | 'null';
}

const FIELD_STATES: readonly unknown[] = ['true', 'set', 'null'];

function isFieldOnServer(value: unknown): value is FieldOnServer {
  if (typeof value !== 'object' || value === null) return false;
  const { path, field, is } = value as Record<string, unknown>;
  return (
    typeof path === 'string' &&
    Array.isArray(field) &&
    field.every((segment) => typeof segment === 'string') &&
    FIELD_STATES.includes(is)
  );
}

const KEY = 'frontdesk.changesOnDevice';

function isChange(value: unknown): value is ChangeOnDevice {
  if (typeof value !== 'object' || value === null) return false;
  const { id, company, at, what, creates, sets } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof company === 'string' &&
    typeof at === 'number' &&
    (what === undefined || typeof what === 'string') &&
    (creates === undefined || typeof creates === 'string') &&
    (sets === undefined || isFieldOnServer(sets))
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

/**
 * A trusted desk: a browser an admin has marked to keep the company's records on it (Firestore's
 * persistent cache), so that it checks visitors in through a network cut and after a reload. Firebase
 * itself advises a persistent cache only on trusted devices. The mark belongs to this browser, not to
 * the company; it takes effect when the page next loads, as the cache is chosen when Firestore opens.
 */
const TRUSTED_KEY = 'frontdesk.trustedDesk';
/** Set when trust is withdrawn: the next load empties the persistent cache before using Firestore. */
const FORGET_KEY = 'frontdesk.forgetDeskCache';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const isTrustedDesk = (): boolean => read(TRUSTED_KEY) === 'yes';

export function trustThisDesk(): void {
  localStorage.setItem(TRUSTED_KEY, 'yes');
  localStorage.removeItem(FORGET_KEY);
}

export function stopTrustingThisDesk(): void {
  localStorage.removeItem(TRUSTED_KEY);
  localStorage.setItem(FORGET_KEY, 'yes');
}

/** Whether this load must empty the cache a trusted desk kept (and the request is now taken). */
export function takeForgetRequest(): boolean {
  if (read(FORGET_KEY) !== 'yes') return false;
  localStorage.removeItem(FORGET_KEY);
  return true;
}

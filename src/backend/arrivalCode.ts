/** How long the desk keeps an expired code's document before removing it (a day: it costs nothing). */
export const CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** A desk code: 128 random bits, base64url (22 characters); nothing of the company in it. */
export function newArrivalCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

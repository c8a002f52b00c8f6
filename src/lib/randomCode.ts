/** 128 random bits as base64url (22 characters): a code that names something without saying anything. */
export function newRandomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The shape newRandomCode produces (the rules check the same). */
export const RANDOM_CODE = /^[A-Za-z0-9_-]{22}$/;

/** PBKDF2-SHA-256 through WebCrypto: passwords are never stored, only salted, stretched hashes. */

export const PBKDF2_ITERATIONS = 210_000;

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return toBase64(new Uint8Array(bits));
}

export interface PasswordHash {
  passwordHash: string;
  salt: string;
  iterations: number;
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { passwordHash: await derive(password, salt, iterations), salt: toBase64(salt), iterations };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, fromBase64(stored.salt), stored.iterations);
  // Compare every character so the time taken does not reveal how much matched.
  let difference = candidate.length ^ stored.passwordHash.length;
  for (let index = 0; index < candidate.length; index++) {
    difference |= candidate.charCodeAt(index) ^ (stored.passwordHash.charCodeAt(index) || 0);
  }
  return difference === 0;
}

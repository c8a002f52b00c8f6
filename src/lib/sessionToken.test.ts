// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { unsignedToken } from '../test/tokens';
import {
  clearSessionStorage,
  isTokenExpired,
  storeToken,
  TOKEN_STORAGE_KEY,
  VISIT_DATA_FLAG_KEY,
} from './sessionToken';

const tokenWithExp = (exp: number) => unsignedToken({ sub: 'company-1', exp });

it('reads exp in seconds: past is expired, future is not', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  expect(isTokenExpired(tokenWithExp(now / 1000 - 1), now)).toBe(true);
  expect(isTokenExpired(tokenWithExp(now / 1000 + 60), now)).toBe(false);
});

it('treats a token without exp, or garbage, as expired', () => {
  expect(isTokenExpired('garbage')).toBe(true);
  expect(isTokenExpired(tokenWithExp(Number.NaN))).toBe(true);
});

it('clears the token and the visit-data flag together', () => {
  storeToken('token');
  localStorage.setItem(VISIT_DATA_FLAG_KEY, 'true');
  clearSessionStorage();
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(VISIT_DATA_FLAG_KEY)).toBeNull();
});

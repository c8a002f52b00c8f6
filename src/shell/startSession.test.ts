// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { readStoredToken, storeToken, VISIT_DATA_FLAG_KEY } from '../lib/sessionToken';
import { unsignedToken } from '../test/tokens';
import { startSession } from './startSession';

const now = Date.UTC(2026, 10, 22, 12);

it('starts logged out without a stored token', () => {
  expect(startSession(now)).toMatchObject({ expired: false, session: { company: null } });
});

it('logs in from a token whose exp is in the future', () => {
  storeToken(unsignedToken({ sub: 'c1', email: 'desk@example.com', name: 'Desk', exp: now / 1000 + 3600 }));
  expect(startSession(now)).toMatchObject({
    expired: false,
    session: { company: { id: 'c1', email: 'desk@example.com', name: 'Desk' } },
  });
});

it('logs out and clears storage when the token has expired', () => {
  storeToken(unsignedToken({ sub: 'c1', exp: now / 1000 - 1 }));
  localStorage.setItem(VISIT_DATA_FLAG_KEY, 'true');
  const started = startSession(now);
  expect(started.expired).toBe(true);
  expect(started.session.company).toBeNull();
  expect(started.session.notice).toBe('Your session has expired. Please log in again.');
  expect(readStoredToken()).toBeNull();
  expect(localStorage.getItem(VISIT_DATA_FLAG_KEY)).toBeNull();
});

import { expect, it } from 'vitest';
import { registerCompany } from '../features/auth/authSlice';
import { checkOut } from '../features/visits/visitsSlice';
import { newLocalBackend, servicesFor, TEST_COMPANY } from '../test/renderApp';
import { makeStore } from '../shell/store';

async function signedInStore() {
  const backend = newLocalBackend();
  await backend.auth.registerCompany(TEST_COMPANY);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  return makeStore(servicesFor(backend));
}

it('records the request, then success', async () => {
  const store = makeStore(servicesFor(newLocalBackend()));
  const pending = store.dispatch(registerCompany({ ...TEST_COMPANY, email: 'new@example.com' }));
  expect(store.getState().auth?.register.status).toBe('pending');
  await pending;
  expect(store.getState().auth?.register).toEqual({
    status: 'succeeded',
    error: null,
    code: null,
    reason: null,
  });
});

it('picks the failure text by the error code, with the typed argument at hand', async () => {
  const store = await signedInStore();
  await store.dispatch(checkOut('  '));
  expect(store.getState().visits?.checkout).toEqual({
    status: 'failed',
    error: 'Visit ID should not be left empty',
    code: 'invalid-input',
    reason: null,
  });
  await store.dispatch(checkOut('654321'));
  expect(store.getState().visits?.checkout).toEqual({
    status: 'failed',
    error: 'Please enter correct Visit ID',
    code: 'not-found',
    reason: null,
  });
});

it("keeps the provider's own message where the spec shows it", async () => {
  const store = makeStore(servicesFor(newLocalBackend()));
  await store.dispatch(registerCompany(TEST_COMPANY));
  await store.dispatch(registerCompany(TEST_COMPANY));
  expect(store.getState().auth?.register).toEqual({
    status: 'failed',
    error: 'The email address is already in use by another account.',
    code: 'registration',
    reason: null,
  });
});

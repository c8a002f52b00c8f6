import { expect, it } from 'vitest';
import { newLocalBackend, servicesFor, TEST_COMPANY } from '../test/renderApp';
import { makeStore } from '../shell/store';

it('serves the first query of an API that loaded after the store was made', async () => {
  const backend = newLocalBackend();
  await backend.auth.registerCompany(TEST_COMPANY);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  // As in the browser: the store exists before any screen that reads has loaded RTK Query.
  const store = makeStore(servicesFor(backend));
  expect(store.getState().api).toBeUndefined();
  const { visitorsApi } = await import('../features/visitors/visitorsApi');
  const lookup = store.dispatch(visitorsApi.endpoints.findVisitor.initiate('nobody@example.com'));
  const result = await lookup;
  lookup.unsubscribe();
  expect(result.error).toEqual({ code: 'not-found', message: 'Visitor does not exists' });
});

import { describe, expect, it } from 'vitest';
import type { Backend } from '../backend/port/backend';
import { settingsApi } from '../shared/settingsApi';
import { makeStore } from '../shell/store';
import { newLocalBackend, servicesFor, TEST_COMPANY } from '../test/renderApp';
import { selectFromApi } from './api';
import { createCommand } from './command';

/** A signed-in local backend whose site subscription the test can break, counting one-off site reads. */
async function watchedSite() {
  const backend = newLocalBackend();
  await backend.auth.registerCompany(TEST_COMPANY);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  const counts = { reads: 0, subscriptions: 0 };
  let fail: (error: Error) => void = () => undefined;
  const watched: Backend = {
    ...backend,
    settings: {
      ...backend.settings,
      site: () => {
        counts.reads += 1;
        return backend.settings.site();
      },
      watchSite: (listener, onError) => {
        counts.subscriptions += 1;
        fail = onError;
        return backend.settings.watchSite(listener, onError);
      },
    },
  };
  return { backend, watched, counts, fail: (error: Error) => fail(error) };
}

const saveTimeZone = createCommand(
  'test/saveTimeZone',
  (timeZone: string, { backend }) => backend.settings.updateSite({ timeZone }),
  { invalidates: ['Site'] },
);

describe('a live read', () => {
  it('follows its listener after a write, without reading again', async () => {
    const { watched, counts } = await watchedSite();
    const store = makeStore(servicesFor(watched));
    const site = store.dispatch(settingsApi.endpoints.site.initiate(undefined));
    await site;
    const timeZone = () =>
      selectFromApi(settingsApi.endpoints.site.select(undefined))(store.getState()).data?.timeZone;
    await store.dispatch(saveTimeZone('Asia/Kolkata'));
    await expect.poll(timeZone).toBe('Asia/Kolkata');
    await store.dispatch(saveTimeZone('Europe/Paris'));
    await expect.poll(timeZone).toBe('Europe/Paris');
    expect(counts).toEqual({ reads: 0, subscriptions: 1 });
    site.unsubscribe();
  });

  it('shows a lasting failure of its subscription as the read’s error', async () => {
    const { watched, counts, fail } = await watchedSite();
    const failing: Backend = {
      ...watched,
      settings: {
        ...watched.settings,
        site: () => {
          counts.reads += 1;
          return Promise.reject(new Error('The settings store is unavailable'));
        },
      },
    };
    const store = makeStore(servicesFor(failing));
    const site = store.dispatch(settingsApi.endpoints.site.initiate(undefined));
    await site;
    fail(new Error('The listener was cut'));
    const entry = () => selectFromApi(settingsApi.endpoints.site.select(undefined))(store.getState());
    await expect.poll(() => entry().error).toMatchObject({ message: 'The settings store is unavailable' });
    expect(counts.reads).toBe(1);
    site.unsubscribe();
  });
});

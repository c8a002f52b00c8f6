import { describe, expect, it } from 'vitest';
import { DuplicateVisitorError } from '../backend/errors';
import type { Backend } from '../backend/port/backend';
import { settingsApi } from '../shared/settingsApi';
import { makeStore } from '../shell/store';
import { newLocalBackend, servicesFor, TEST_COMPANY } from '../test/renderApp';
import { selectFromApi } from './api';
import { createCommand } from './command';
import { selectUnconfirmedWrites, selectWaitingWrites } from './writes';

async function signedIn(backend: Backend = newLocalBackend()) {
  await backend.auth.registerCompany(TEST_COMPANY).catch(() => undefined);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  return backend;
}

const renameCompany = createCommand(
  'test/renameCompany',
  (name: string, { backend }) => backend.settings.updateCompany({ name, mobile: TEST_COMPANY.mobile }),
  { invalidates: ['Company'] },
);

/** A promise and the function that resolves it. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('a command', () => {
  it('rejects with the coded error the port threw, and with code unknown for anything else', async () => {
    const store = makeStore(servicesFor(await signedIn()));
    const duplicate = createCommand('test/duplicate', () => Promise.reject(new DuplicateVisitorError()));
    const broken = createCommand('test/broken', () => Promise.reject(new TypeError('x is undefined')));
    expect((await store.dispatch(duplicate())).payload).toEqual({
      code: 'duplicate',
      message: new DuplicateVisitorError().message,
    });
    expect((await store.dispatch(broken())).payload).toMatchObject({ code: 'unknown' });
  });

  it('refreshes the reads it changed: a cached read shows the new value without asking', async () => {
    const store = makeStore(servicesFor(await signedIn()));
    const details = store.dispatch(settingsApi.endpoints.companyDetails.initiate(undefined));
    await details;
    const name = () =>
      selectFromApi(settingsApi.endpoints.companyDetails.select(undefined))(store.getState()).data?.name;
    expect(name()).toBe(TEST_COMPANY.name);
    await store.dispatch(renameCompany('Renamed Desk'));
    await expect.poll(name).toBe('Renamed Desk');
    details.unsubscribe();
  });

  it('tells "saved on this device" apart from "confirmed by the store of record"', async () => {
    const backend = await signedIn();
    const server = deferred();
    const offline: Backend = { ...backend, sync: { ...backend.sync, whenConfirmed: () => server.promise } };
    const store = makeStore(servicesFor(offline));
    const saved = await store.dispatch(renameCompany('Saved Here'));
    expect(saved.meta.requestStatus).toBe('fulfilled');
    expect(selectUnconfirmedWrites(store.getState())).toBe(1);
    server.resolve();
    await expect.poll(() => selectUnconfirmedWrites(store.getState())).toBe(0);
  });

  it('leaves the desk’s upkeep out of the changes waiting, and counts the same command run by someone', async () => {
    const backend = await signedIn();
    const server = deferred();
    const offline: Backend = { ...backend, sync: { ...backend.sync, whenConfirmed: () => server.promise } };
    const store = makeStore(servicesFor(offline));
    const rename = createCommand(
      'test/renameOnDuty',
      ({ name }: { name: string; onDuty: boolean }, { backend: port }) =>
        port.settings.updateCompany({ name, mobile: TEST_COMPANY.mobile }),
      { upkeep: ({ onDuty }) => onDuty },
    );
    await store.dispatch(rename({ name: 'Timed Duty', onDuty: true }));
    expect(selectWaitingWrites(store.getState())).toBe(0);
    await store.dispatch(rename({ name: 'Asked Now', onDuty: false }));
    expect(selectWaitingWrites(store.getState())).toBe(1);
    server.resolve();
    await expect.poll(() => selectWaitingWrites(store.getState())).toBe(0);
  });

  it('is confirmed at once by the local backend, whose database is the store of record', async () => {
    const store = makeStore(servicesFor(await signedIn()));
    await store.dispatch(renameCompany('Local Desk'));
    await expect.poll(() => selectUnconfirmedWrites(store.getState())).toBe(0);
    expect(store.getState().writes?.inFlight).toEqual([]);
  });

  it('runs nothing when its condition says no, and its start at once, before the backend loads', async () => {
    const backend = await signedIn();
    let started = 0;
    let ran = 0;
    const once = createCommand(
      'test/once',
      () => {
        ran += 1;
        return Promise.resolve();
      },
      { condition: () => ran === 0, onStart: () => (started += 1) },
    );
    const store = makeStore(servicesFor(backend));
    const first = store.dispatch(once());
    expect(started).toBe(1);
    await first;
    expect(await store.dispatch(once())).toMatchObject({ meta: { condition: true } });
    expect([started, ran]).toEqual([1, 1]);
  });
});

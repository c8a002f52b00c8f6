import { QueryStatus } from '@reduxjs/toolkit/query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../shell/App';
import { prefetchScreens } from '../shell/routes';
import { once, type Services } from '../app/services';
import { makeStore, type RootState } from '../shell/store';
import { testLocalBackend } from './localBackend';
import type { Backend } from '../backend/port/backend';
import { createMailer } from '../shared/mail/mailer';
import { storeToken } from '../lib/sessionToken';

export const TEST_COMPANY = {
  name: 'Test Desk',
  email: 'desk@example.com',
  mobile: '9876543210',
  password: 'front-desk-password',
  aadharId: '234123412346',
};

/** A real local backend on fake-indexeddb, in a database of its own. */
export function newLocalBackend(): Backend {
  return testLocalBackend({ dbName: `test-${crypto.randomUUID()}` });
}

export function servicesFor(backend: Backend, now: () => number = Date.now): Services {
  return {
    backend: () => Promise.resolve(backend),
    mailer: once(() => Promise.resolve(createMailer(backend))),
    // The arrival page's own tests give it a phone; the desk's screens never use one.
    arrivals: () => Promise.reject(new Error('This test has no visitor’s phone')),
    now,
  };
}

/** Shows the current path, so tests can assert where navigation went. */
function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

interface RenderAppOptions {
  backend?: Backend;
  signedIn?: boolean;
  preloadedState?: Partial<RootState>;
  /** False returns before the screen has settled: for a test of what shows while it loads. */
  settle?: boolean;
  /** The desk's clock (commands read it), when not the machine's. */
  now?: () => number;
}

/** A local backend with the test company registered and signed in, to fill before a screen opens. */
export async function signedInBackend(): Promise<Backend> {
  const backend = newLocalBackend();
  await backend.auth.registerCompany(TEST_COMPANY);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  return backend;
}

/** Renders the whole app at `path` with a real store and a real local backend. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const backend = options.backend ?? newLocalBackend();
  let preloadedState = options.preloadedState;
  if (options.signedIn) {
    await backend.auth.registerCompany(TEST_COMPANY).catch(() => undefined);
    const session = await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
    storeToken(session.token);
    preloadedState = {
      ...preloadedState,
      session: { company: session.company, member: session.member, notice: null },
    };
  }
  // Every screen's code in first, as a signed-in desk has it: a screen then mounts without suspending.
  await prefetchScreens();
  const store = makeStore(servicesFor(backend, options.now), preloadedState);
  // No pause between keys: a read answering between two keys would land outside act().
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App localMode />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  const settle = () => settled(store);
  if (options.settle !== false) await settle();
  return { ...view, store, backend: actingOn(backend, store), user, settle };
}

type TestStore = ReturnType<typeof makeStore>;
const isLoading = (store: TestStore) =>
  Object.values(store.getState().api?.queries ?? {}).some((query) => query?.status === QueryStatus.pending);

/**
 * Lets the screen finish what it started (its reads answered, its listeners heard, what they render
 * rendered) inside act(), as a person would wait before looking: until nothing is loading and the store
 * has been still for a moment. A test that writes behind the screen's back (straight to the backend, or
 * a dispatch) settles again before it looks.
 */
export function settled(store: TestStore): Promise<void> {
  return act(() => quiet(store));
}

async function quiet(store: TestStore): Promise<void> {
  let changes = 0;
  const stop = store.subscribe(() => (changes += 1));
  try {
    for (let still = 0, round = 0; still < 3 && round < 300; round += 1) {
      const before = changes;
      await new Promise((resolve) => setTimeout(resolve, 10));
      still = changes !== before || isLoading(store) ? 0 : still + 1;
    }
  } finally {
    stop();
  }
}

/**
 * The backend as a test reaches it behind the screen's back (another desk, another tab): each call runs
 * inside act() and lets the screen hear of it before the test goes on. The app keeps the plain backend.
 */
function actingOn(backend: Backend, store: TestStore): Backend {
  const port = (part: object) =>
    new Proxy(part, {
      get(target, name, receiver) {
        const member: unknown = Reflect.get(target, name, receiver);
        if (typeof member !== 'function' || String(name).startsWith('watch')) return member;
        return (...args: unknown[]) =>
          act(async () => {
            const result: unknown = await Reflect.apply(member, target, args);
            await quiet(store);
            return result;
          });
      },
    });
  return new Proxy(backend, {
    get(target, name, receiver) {
      const part: unknown = Reflect.get(target, name, receiver);
      return typeof part === 'object' && part !== null ? port(part) : part;
    },
  });
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../shell/App';
import { once, type Services } from '../app/services';
import { makeStore, type RootState } from '../shell/store';
import { createLocalBackend } from '../backend/local/createLocalBackend';
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
  return createLocalBackend({ dbName: `test-${crypto.randomUUID()}` });
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
      session: { company: session.company, notice: null },
    };
  }
  const store = makeStore(servicesFor(backend), preloadedState);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App localMode />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, backend, user };
}

import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import './shell/workerAtLoad';
import { App } from './shell/App';
import { ConfigErrorPage } from './shell/ConfigErrorPage';
import { createServices } from './shell/createServices';
import { PATHS } from './app/paths';
import { sessionEnded, sessionStarted } from './app/session';
import { startSession } from './shell/startSession';
import { makeStore } from './shell/store';
import { watchStoredSession } from './shell/watchStoredSession';
import { ConfigError, readConfig } from './config/env';
import { clearSessionStorage } from './lib/sessionToken';
import './styles.css';

const container = document.getElementById('root') as HTMLElement;

/**
 * A prerendered public page (scripts/build/prerenderPlugin.ts) is hydrated when the app would render the
 * same: its route, logged out, no notice. Otherwise the app renders afresh over it.
 */
function mount(app: ReactNode, sameAsPrerendered: boolean) {
  const prerendered = container.dataset.prerendered;
  const route = prerendered === '*' || prerendered === window.location.pathname;
  if (prerendered && route && sameAsPrerendered) return hydrateRoot(container, app);
  container.replaceChildren();
  return createRoot(container).render(app);
}

function start() {
  const config = readConfig(import.meta.env);
  const started = startSession();
  if (started.expired) window.history.replaceState(null, '', PATHS.login);
  const services = createServices(config, {
    onSessionLost: () => {
      clearSessionStorage();
      store.dispatch(sessionEnded('lost'));
    },
    // The backend says who the stored token's person is now (their role may have changed meanwhile).
    onSessionRestored: (session) => store.dispatch(sessionStarted(session)),
  });
  const store = makeStore(services, { session: started.session });
  watchStoredSession({
    memberId: () => store.getState().session.member?.id ?? null,
    onEnded: (reason) => store.dispatch(sessionEnded(reason)),
  });
  mount(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App localMode={config.backend === 'local'} />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
    !started.session.company && !started.session.notice,
  );
}

try {
  start();
} catch (error) {
  if (error instanceof ConfigError) mount(<ConfigErrorPage message={error.message} />, false);
  else throw error;
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { createServices } from './app/createServices';
import { PATHS } from './app/paths';
import { sessionEnded } from './app/session';
import { startSession } from './app/startSession';
import { makeStore } from './app/store';
import { watchStoredSession } from './app/watchStoredSession';
import { ConfigError, readConfig } from './config/env';
import { clearSessionStorage } from './lib/sessionToken';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

function start() {
  const config = readConfig(import.meta.env);
  const session = startSession();
  if (session.expired) window.history.replaceState(null, '', PATHS.login);
  const services = createServices(config, () => {
    clearSessionStorage();
    store.dispatch(sessionEnded('lost'));
  });
  const store = makeStore(services, { auth: session.auth });
  watchStoredSession({
    companyId: () => store.getState().auth.company?.id ?? null,
    onEnded: (reason) => store.dispatch(sessionEnded(reason)),
  });
  root.render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App localMode={config.backend === 'local'} />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

try {
  start();
} catch (error) {
  if (error instanceof ConfigError) root.render(<ConfigErrorPage message={error.message} />);
  else throw error;
}

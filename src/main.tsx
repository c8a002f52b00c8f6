import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { createServices } from './app/createServices';
import { startSession } from './app/startSession';
import { makeStore } from './app/store';
import { ConfigError, readConfig } from './config/env';
import { sessionEnded } from './features/auth/authSlice';
import { clearSessionStorage } from './lib/sessionToken';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

function start() {
  const config = readConfig(import.meta.env);
  const session = startSession();
  if (session.expired) window.history.replaceState(null, '', '/login');
  const services = createServices(config, () => {
    clearSessionStorage();
    store.dispatch(sessionEnded());
  });
  const store = makeStore(services, { auth: session.auth });
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

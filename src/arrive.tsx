import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createArrivals } from './shell/createArrivals';
import { once } from './app/services';
import { ConfigErrorPage } from './shell/ConfigErrorPage';
import { ConfigError, readConfig } from './config/env';
import { ArrivalPage } from './features/contactless';
import './styles.css';

/**
 * The visitor's phone (arrive.html, served for /arrive/<company>): the arrival page alone, without the
 * desk's router, store or screens, so that a phone on a slow network downloads only what it uses.
 */
function start(root: HTMLElement) {
  const company = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
  const code = new URLSearchParams(window.location.search).get('code') ?? '';
  try {
    const config = readConfig(import.meta.env);
    const arrivals = once(() => createArrivals(config));
    createRoot(root).render(
      <StrictMode>
        <main id="content" className="bare">
          <ArrivalPage company={company} code={code} arrivals={arrivals} />
        </main>
      </StrictMode>,
    );
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createRoot(root).render(<ConfigErrorPage message={error.message} />);
  }
}

const root = document.getElementById('root');
if (root) start(root);

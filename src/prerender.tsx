import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { App } from './shell/App';
import { createServices } from './shell/createServices';
import { makeStore } from './shell/store';
import { readConfig } from './config/env';

/**
 * Build time only (scripts/build/prerender.ts): the HTML a logged-out visitor's first paint shows for a
 * public page, with every lazy screen resolved, so the browser paints it before any JavaScript runs and
 * main.tsx hydrates it. Nothing here reaches a backend: a public page reads none.
 */
export async function renderPublicPage(path: string): Promise<string> {
  const config = readConfig(import.meta.env);
  const services = createServices(config, { onSessionLost: () => undefined });
  const store = makeStore(services);
  const { prelude } = await prerender(
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location={path}>
          <App localMode={config.backend === 'local'} />
        </StaticRouter>
      </Provider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { PATHS } from '../../src/app/paths.ts';

const NOT_FOUND_PAGE = '404.html';

/** The public pages written as static HTML, by route; '*' is the not-found page, served for any other path. */
export const PRERENDERED_PAGES: Record<string, string> = {
  [PATHS.home]: 'index.html',
  [PATHS.login]: 'login.html',
  [PATHS.register]: 'register.html',
  [PATHS.about]: 'about.html',
  [PATHS.contact]: 'contact.html',
  '*': NOT_FOUND_PAGE,
};

/** The empty page the protected screens start from: they depend on the session, so nothing is prerendered. */
export const APP_SHELL = 'app.html';
/** The visitor's phone: a page and bundle of its own (src/arrive.tsx), nothing of the desk's. */
export const PHONE_PAGE = 'arrive.html';
const PHONE_ROUTE = /^\/arrive\/[^/]+$/;

const PUBLIC_ROUTES = new Set(Object.keys(PRERENDERED_PAGES));
/** Each screen's route as a pattern: a parameter (`/arrive/:company`) is one path segment. */
export const APP_ROUTES = Object.values(PATHS)
  .filter((route) => !PUBLIC_ROUTES.has(route) && route !== PATHS.arrive)
  .map((route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`));

/** The file that answers a navigation to `pathname`, as the static host serves it (firebase.json). */
export function pageFor(pathname: string): string {
  if (PHONE_ROUTE.test(pathname)) return PHONE_PAGE;
  if (APP_ROUTES.some((route) => route.test(pathname))) return APP_SHELL;
  return Object.hasOwn(PRERENDERED_PAGES, pathname) ? PRERENDERED_PAGES[pathname] : NOT_FOUND_PAGE;
}

/**
 * The stylesheet inlined into a prerendered page: a page that paints before its JavaScript should not
 * wait a round trip for its CSS (it is small; the app's screens still link it, cached).
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  let inlined = html;
  for (const [tag, href = ''] of links) {
    const css = await readFile(path.join(outDir, href), 'utf8');
    inlined = inlined.replace(tag, `<style>${css}</style>`);
  }
  return inlined;
}

interface PrerenderModule {
  renderPublicPage: (path: string) => Promise<string>;
}

async function renderPages(config: ResolvedConfig): Promise<void> {
  const outDir = path.resolve(config.root, config.build.outDir);
  // Inside the project, so that the server build's imports of react and others resolve to node_modules.
  const serverDir = path.join(config.root, 'node_modules', '.frontdesk-prerender', String(process.pid));
  await build({
    configFile: config.configFile,
    mode: config.mode,
    root: config.root,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
  });
  try {
    const entry = (await readdir(serverDir)).find((file) => /^prerender\.m?js$/.test(file));
    if (!entry) throw new Error('the prerender build wrote no prerender.js');
    const { renderPublicPage } = (await import(
      pathToFileURL(path.join(serverDir, entry)).href
    )) as PrerenderModule;
    const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const template = await inlineStylesheets(shell, outDir);
    const empty = '<div id="root"></div>';
    if (!template.includes(empty)) throw new Error(`index.html has no ${empty} to prerender into`);
    await writeFile(path.join(outDir, APP_SHELL), shell);
    for (const [route, file] of Object.entries(PRERENDERED_PAGES)) {
      const html = await renderPublicPage(route === '*' ? '/page-not-found' : route);
      const root = `<div id="root" data-prerendered="${route}">${html}</div>`;
      // The title PageTitle sets once running, from the page's one heading.
      const heading = /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
      const page = template.replace(empty, root);
      await writeFile(
        path.join(outDir, file),
        heading ? page.replace(/<title>[^<]*<\/title>/, `<title>${heading} · Frontdesk</title>`) : page,
      );
    }
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

/** `vite preview` answers navigations as Firebase Hosting does (firebase.json): prerendered pages, the shell, 404. */
const serveLikeHosting: Connect.NextHandleFunction = (request, _response, next) => {
  const url = new URL(request.url ?? '/', 'http://preview');
  const isNavigation = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  if (isNavigation && !path.extname(url.pathname)) request.url = `/${pageFor(url.pathname)}${url.search}`;
  next();
};

const servePhonePage: Connect.NextHandleFunction = (request, _response, next) => {
  const url = new URL(request.url ?? '/', 'http://dev');
  if (PHONE_ROUTE.test(url.pathname)) request.url = `/${PHONE_PAGE}${url.search}`;
  next();
};

/**
 * Writes the public pages as static HTML after the client build (React's own `prerender`, from a server
 * build of src/prerender.tsx), so they paint before the app's JavaScript runs; main.tsx hydrates them.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'frontdesk:prerender-public-pages',
    apply: (_, env) => !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command === 'build') await renderPages(config);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveLikeHosting);
    },
    // The dev server answers every other path with index.html itself; the phone's page is its own.
    configureServer(server) {
      server.middlewares.use(servePhonePage);
    },
  };
}

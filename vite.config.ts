import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_ROUTES, APP_SHELL, prerenderPublicPages } from './scripts/build/prerenderPlugin.ts';

/**
 * React Router's package exports only its development build (warnings and checks a user never sees); the
 * browser bundle takes the production build it ships beside it. Half a kilobyte of the landing page's budget.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * The service worker a trusted desk registers (src/shell/appShellCache.ts): it keeps the desk's app shell
 * (app.html, every script and stylesheet but the phone page's own entry) so that the desk opens, and
 * reloads, during a network cut. It answers the desk's screens' navigations with the kept shell; the public
 * pages and the phone's page go to the network as before. A new version waits until the desk takes it.
 */
const appShellWorker = () =>
  VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    // The prerendered pages and app.html are written in closeBundle: the worker's list is made after them.
    integration: { closeBundleOrder: 'post' },
    workbox: {
      globPatterns: [APP_SHELL, 'favicon.svg', 'assets/**/*.{js,css}'],
      globIgnores: ['assets/arrive-*.js'],
      // The firebase SDK's chunk is about 600 kB.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: `/${APP_SHELL}`,
      navigateFallbackAllowlist: APP_ROUTES,
      cleanupOutdatedCaches: true,
      // A new version takes over as soon as it is installed (the page that fetched it goes on with its
      // code). Asked for by the page instead, Chromium under load sometimes left it waiting for good.
      skipWaiting: true,
    },
  });

const PUBLIC_PAGE_CHUNK = /\/(LoginPage|RegisterPage|AboutPage|ContactPage|NotFoundPage)-[\w-]+\.js$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), lingui({ failOnCompileError: true }), prerenderPublicPages(), appShellWorker()],
  resolve: {
    alias:
      command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
        : [],
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  // The firebase SDK is one lazy chunk of ~600 kB (150 kB gzipped), loaded only in firebase mode.
  build: {
    chunkSizeWarningLimit: 700,
    // The desk's app, and the visitor's phone page with a bundle of its own.
    rollupOptions: { input: { index: 'index.html', arrive: 'arrive.html' } },
    // The entry's own imports are preloaded from the HTML, and a public page's with the page (it hydrates
    // sooner). The desk's screens are not listed in the entry: their lists cost the landing page over a
    // kilobyte, and a signed-in desk fetches every screen up front anyway (routes.tsx).
    modulePreload: {
      resolveDependencies: (file, dependencies, { hostType }) =>
        hostType === 'html' || PUBLIC_PAGE_CHUNK.test(file) ? dependencies : [],
    },
  },
}));

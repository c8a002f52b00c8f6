import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderPublicPages } from './scripts/build/prerenderPlugin.ts';

const PUBLIC_PAGE_CHUNK = /\/(LoginPage|RegisterPage|AboutPage|ContactPage|NotFoundPage)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), prerenderPublicPages()],
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
});

/**
 * The shape of src/ (docs/ARCHITECTURE.md), checked by `npm run lint:modules` in `npm test`:
 *
 *   lib, config, components  ←  backend (port ← local, firebase)  ←  app  ←  shared  ←  features  ←  shell, entries
 *
 * Each layer imports only the layers to its left; a feature imports another feature only through its
 * index.ts; only the composition root (shell/) picks an adapter; and no import cycle anywhere, dynamic
 * imports included. Tests (and src/test/) may reach anything they exercise.
 */
const TESTS = ['\\.test\\.tsx?$', '^src/test/'];
const fromSource = (path) => ({ path, pathNot: TESTS });

/** A layer that may not import the given folders of src/. */
const layer = (name, path, forbidden, comment) => ({
  name,
  comment,
  severity: 'error',
  from: fromSource(path),
  to: { path: forbidden.map((folder) => `^src/${folder}/`) },
});

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'An import cycle (dynamic imports included) makes modules that cannot be read or loaded alone.',
      severity: 'error',
      from: { path: '^src/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    layer(
      'plain-code-stays-plain',
      '^src/(lib|config|components)/',
      ['backend', 'app', 'shared', 'features', 'shell'],
      'lib, config and components know nothing of the backend, the store or any feature.',
    ),
    layer(
      'backend-below-the-app',
      '^src/backend/',
      ['app', 'shared', 'features', 'shell', 'components'],
      'The backend port and its adapters know nothing of the app that uses them.',
    ),
    layer(
      'app-is-the-base',
      '^src/app/',
      ['shared', 'features', 'shell'],
      'app/ is what every feature may import (typed hooks, the base API, the session): it imports none.',
    ),
    layer(
      'shared-imports-no-feature',
      '^src/shared/',
      ['features', 'shell'],
      'shared/ holds what many features read; a feature it imported would be shared by the back door.',
    ),
    layer(
      'features-below-the-shell',
      '^src/features/',
      ['shell'],
      'Only the composition root knows every feature.',
    ),
    {
      name: 'feature-entry-only',
      comment: 'A feature reaches another only through its public entry, index.ts.',
      severity: 'error',
      from: fromSource('^src/features/([^/]+)/'),
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shell-uses-entries',
      comment: 'The shell and the page entries use a feature through index.ts or its routes.ts.',
      severity: 'error',
      from: fromSource('^src/(shell/|[^/]+\\.tsx?$)'),
      to: { path: '^src/features/', pathNot: '^src/features/[^/]+/(index|routes)\\.ts$' },
    },
    {
      name: 'one-adapter-chooser',
      comment: 'Only the composition root chooses an adapter; the rest of the app sees the port.',
      severity: 'error',
      // The adapters themselves, and the shell that chooses one, may.
      from: { path: '^src/', pathNot: [...TESTS, '^src/backend/(local|firebase)/', '^src/shell/'] },
      to: { path: '^src/backend/(local|firebase)/' },
    },
    {
      name: 'adapters-apart',
      comment: 'Neither adapter uses the other.',
      severity: 'error',
      from: { path: '^src/backend/(local|firebase)/' },
      to: { path: '^src/backend/(local|firebase)/', pathNot: '^src/backend/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    skipAnalysisNotInRules: true,
  },
};

import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const firebaseOnly = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/backend/firebase may import firebase.',
};
const dexieOnly = { group: ['dexie'], message: 'Only src/backend/local may import Dexie.' };

/** The props whose strings a person reads (or hears, from a screen reader). */
const TEXT_PROPS = '/^(label|aria-label|alt|placeholder|title)$/';

function restrictLibraries(files, patterns, ignores = []) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-emulators',
      'dist-httpmail',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // A scrollable region must be focusable for keyboard users (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Node scripts (the bench, the emulators); functions they hand to page.evaluate run in the browser.
    files: ['scripts/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // Only the adapters may talk to their storage libraries; everything else goes through the port.
  restrictLibraries(['src/backend/local/**'], [firebaseOnly]),
  {
    files: ['src/backend/firebase/**'],
    ignores: ['src/backend/firebase/transact.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [dexieOnly],
          paths: [
            {
              name: 'firebase/firestore',
              importNames: ['runTransaction'],
              message: 'Use transact() of ./transact: it tries again a commit the rules could not evaluate.',
            },
          ],
        },
      ],
    },
  },
  restrictLibraries(['src/backend/firebase/transact.ts', 'src/backend/firebase/**/*.test.ts'], [dexieOnly]),
  restrictLibraries(
    ['src/**/*.{ts,tsx}'],
    [firebaseOnly, dexieOnly],
    ['src/backend/local/**', 'src/backend/firebase/**'],
  ),
  {
    // Every text a screen says goes through the i18n layer: t() of lib/operatorText on the desk's screens,
    // useVisitorText() on the visitor's. The prerendered public pages stay outside it for now.
    files: ['src/{features,shared,components,shell}/**/*.tsx'],
    ignores: ['src/features/landing/**', 'src/features/pages/**', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]/]',
          message: 'Say the text through t(): lib/operatorText on the desk, useVisitorText() for a visitor.',
        },
        {
          selector: `JSXAttribute[name.name=${TEXT_PROPS}] > Literal[value=/[A-Za-z]/]`,
          message: 'Say the text through t(): lib/operatorText on the desk, useVisitorText() for a visitor.',
        },
      ],
    },
  },
);

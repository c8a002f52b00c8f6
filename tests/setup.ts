import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

// A screen that answers within a second alone can take several when npm test runs its suites side by side.
configure({ asyncUtilTimeout: 10_000 });

/**
 * React's warnings fail the test that caused them: an update outside act() means a test looked at a
 * screen before it had settled (or left while it was still loading), and any other React warning is a bug.
 */
const REACT_WARNING =
  /not wrapped in act|A suspended resource finished loading|^Warning: |Cannot update a component|unique "key" prop/;
// Screen tests share one module graph per worker (vitest.config.ts), so this file runs once per test
// file in the same realm: console is wrapped once, and the list is kept where every run finds it.
const WARNINGS = Symbol.for('frontdesk.reactWarnings');
const shared = globalThis as typeof globalThis & { [WARNINGS]?: string[] };
if (!shared[WARNINGS]) {
  const collected: string[] = [];
  shared[WARNINGS] = collected;
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const text = format(...args);
      if (REACT_WARNING.test(text)) collected.push(text.split('\n')[0] ?? text);
      original(...args);
    };
  }
}
const reactWarnings = shared[WARNINGS];

/**
 * happy-dom (the screens' environment) has no dialogs and no printing: a screen that asks or prints meets a
 * function its test must spy on, and a test that did not expect it fails saying so.
 */
if (typeof window !== 'undefined') {
  for (const name of ['confirm', 'print'] as const) {
    if (typeof window[name] !== 'function') {
      window[name] = () => {
        throw new Error(`window.${name}() was called: spy on it in the test (vi.spyOn(window, '${name}'))`);
      };
    }
  }
}

beforeEach(() => {
  reactWarnings.length = 0;
});

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  const warnings = [...new Set(reactWarnings)];
  if (warnings.length) throw new Error(`React warned during this test:\n${warnings.join('\n')}`);
});

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
let reactWarnings: string[] = [];
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = format(...args);
    if (REACT_WARNING.test(text)) reactWarnings.push(text.split('\n')[0] ?? text);
    original(...args);
  };
}

beforeEach(() => {
  reactWarnings = [];
});

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  const warnings = [...new Set(reactWarnings)];
  if (warnings.length) throw new Error(`React warned during this test:\n${warnings.join('\n')}`);
});

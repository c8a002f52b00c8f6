// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/app/paths.ts';
import { APP_SHELL, pageFor, PHONE_PAGE, PRERENDERED_PAGES } from './prerenderPlugin.ts';

interface Hosting {
  cleanUrls?: boolean;
  rewrites: { source: string; destination: string }[];
}
const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: Hosting }).hosting;

describe('which file answers a navigation', () => {
  it('serves each public page prerendered, each screen from the shell, anything else as not found', () => {
    expect(pageFor(PATHS.home)).toBe('index.html');
    expect(pageFor(PATHS.login)).toBe('login.html');
    expect(pageFor(PATHS.dashboard)).toBe(APP_SHELL);
    expect(pageFor('/badge/visit-1')).toBe(APP_SHELL);
    expect(pageFor('/no_such_page')).toBe('404.html');
    expect(pageFor('/arrive/company-1')).toBe(PHONE_PAGE);
    expect(pageFor('/arrive/company-1/more')).toBe('404.html');
  });

  it('is the same on Firebase Hosting: the shell for every screen, clean URLs for the pages, no catch-all', () => {
    const screens = Object.values(PATHS).filter(
      (route) => !(route in PRERENDERED_PAGES) && route !== PATHS.arrive,
    );
    expect(screens.length).toBeGreaterThan(5);
    for (const route of screens) {
      // A parameter is one path segment: Firebase Hosting's `*`.
      const source = route.replace(/:[^/]+/g, '*');
      expect(hosting.rewrites).toContainEqual({ source, destination: `/${APP_SHELL}` });
    }
    expect(hosting.rewrites).toContainEqual({ source: '/arrive/*', destination: `/${PHONE_PAGE}` });
    expect(hosting.rewrites).toHaveLength(screens.length + 1);
    expect(hosting.cleanUrls).toBe(true);
  });
});

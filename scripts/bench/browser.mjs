// Chromium for the bench: one list of flags, a plain browser (landing JS, Lighthouse) and a persistent
// on-disk profile (the measured visits). Never a downloaded browser: Debian's /usr/bin/chromium.
import { chromium } from '@playwright/test';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Every flag the bench gives Chromium, in one place (the flags the tests use, plus what the figures need). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // performance.memory in bytes, not rounded buckets; gc() so the heap figure is what stays reachable.
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
];

/** A throwaway browser with an in-memory profile; `extraArgs` e.g. a remote debugging port. */
export function launchBrowser(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * A browser on a profile directory on disk, as a receptionist's is: IndexedDB lives in files, not in
 * memory (a default Playwright context keeps it in memory and flatters every figure).
 */
export async function launchProfile(userDataDir) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

export const createProfileDir = (label) => mkdtempSync(join(tmpdir(), `frontdesk-bench-profile-${label}-`));
export const removeProfileDir = (dir) => rmSync(dir, { recursive: true, force: true });

/** Bytes of every file under `dir` (0 when it does not exist), like `du -b`. */
export function directoryBytes(dir) {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += directoryBytes(path);
    else if (entry.isFile()) total += statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  }
  return total;
}

/** The profile's IndexedDB on disk (every origin; the bench's profile only ever sees the app's). */
export const indexedDbBytes = (userDataDir) => directoryBytes(join(userDataDir, 'Default', 'IndexedDB'));

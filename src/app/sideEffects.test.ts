import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * package.json `sideEffects` lets the bundler drop a module whose exports nothing uses. A module that
 * registers something as it loads (a slice injecting itself, endpoints injected into the API) must be
 * listed, or a screen could lose its slice or its endpoints in the build.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const REGISTERS = /^(?:export )?(?:const \w+ = )?(?:injectSlice|\w+\.injectEndpoints|apiLoaded)\(/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A package.json sideEffects pattern as a regular expression over paths from the project root. */
function patternOf(glob: string): RegExp {
  const body = glob
    .replace(/^\.\//, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '(?:.+/)?');
  return new RegExp(glob.includes('/') ? `^${body}$` : `(^|/)${body}$`);
}

it('names every module that registers a slice or endpoints in package.json sideEffects', () => {
  const { sideEffects } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    sideEffects: string[];
  };
  const patterns = sideEffects.map(patternOf);
  const registering = sourceFiles(join(ROOT, 'src'))
    .filter((file) => REGISTERS.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file));
  expect(registering.length).toBeGreaterThan(10);
  expect(registering.filter((file) => !patterns.some((pattern) => pattern.test(file)))).toEqual([]);
});

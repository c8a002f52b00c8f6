#!/usr/bin/env node
// npm run test:firebase: the Firebase suites on the emulators scripts/emulators.mjs started, in two runs at
// once. The security-rules files (their own emulator project per worker, rulesFixtures.ts) run two files
// at a time; the SDK suites (contract, read costs, Trigger Email: one shared project) run one after
// another beside them. Each run's output is printed whole when it ends. Extra arguments (a file filter)
// go to both runs.
import { spawn } from 'node:child_process';

const extra = process.argv.slice(2);

function run(suite) {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--config', 'vitest.firebase.config.ts', '--passWithNoTests', ...extra],
      { env: { ...process.env, FIREBASE_SUITE: suite }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n== firebase ${suite} suites (${code === 0 ? 'ok' : 'FAILED'})\n${output.trimEnd()}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([run('rules'), run('sdk')]);
process.exit(results.every(Boolean) ? 0 : 1);

#!/usr/bin/env node
// npm test: every check the project makes, independent ones at the same time, each step's output printed
// whole when it ends (never interleaved), then the time each took. Exits non-zero if any failed.
//
//   node scripts/test.mjs              all steps, two at a time (START_ORDER)
//   node scripts/test.mjs unit e2e     only the named steps
//   TEST_JOBS=1 node scripts/test.mjs  one step at a time
//
import { spawn } from 'node:child_process';

const STEPS = [
  { name: 'types', commands: ['typecheck'] },
  { name: 'lint', commands: ['lint', 'lint:modules', 'format:check'] },
  { name: 'unit', commands: ['test:unit'] },
  // The Firebase suites, then the firebase end-to-end run, on one start of the emulators (npm run
  // test:firebase and test:e2e:firebase run each alone).
  { name: 'firebase', commands: ['test:firebase:all'], env: { EMULATOR_PORTS: '8180,9199' } },
  { name: 'e2e', commands: ['test:e2e'] },
];

/**
 * The order steps start in, two lanes taking the next as they free. The two longest first, and apart: the
 * firebase step's browsers start once its Firebase suites are done, when the e2e step is nearly through
 * (four browsers on two cores make every step slower). The single-threaded steps (tsc, ESLint) next, so
 * that the run ends on steps that keep both cores busy (Vitest's threads, Playwright's two workers): run
 * last, ESLint alone kept one core idle for its last minute.
 */
const START_ORDER = ['firebase', 'e2e', 'types', 'lint', 'unit'];

const chosen = process.argv.slice(2);
const steps = chosen.length ? STEPS.filter((step) => chosen.includes(step.name)) : STEPS;
const unknown = chosen.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
// Two steps at once: each is busy enough to keep a core, and a third only makes every step's waits
// longer (timeouts under load) without finishing sooner.
const jobs = Number(process.env.TEST_JOBS ?? 2);
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Runs one npm script to its end, its output kept for the report. */
function run(script, env) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, CI: process.env.CI ?? '1', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function runStep(step) {
  const begin = Date.now();
  const parts = [];
  let ok = true;
  for (const script of step.commands) {
    const scriptBegin = Date.now();
    const result = await run(script, step.env);
    parts.push({ script, ok: result.ok, ms: Date.now() - scriptBegin });
    console.log(
      `\n== ${step.name}: npm run ${script} (${seconds(Date.now() - scriptBegin)}, ${result.ok ? 'ok' : 'FAILED'})`,
    );
    console.log(result.output.trimEnd());
    if (!result.ok) {
      ok = false;
      break;
    }
  }
  return { name: step.name, ok, ms: Date.now() - begin, parts };
}

const queue = [...steps].sort((a, b) => START_ORDER.indexOf(a.name) - START_ORDER.indexOf(b.name));
const results = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await runStep(step));
  }),
);

console.log(`\n== npm test: ${seconds(Date.now() - started)} in all (${jobs} at a time)`);
for (const result of STEPS.map((step) => results.find((each) => each.name === step.name)).filter(Boolean)) {
  const detail =
    result.parts.length > 1 ? ` (${result.parts.map((p) => `${p.script} ${seconds(p.ms)}`).join(', ')})` : '';
  console.log(
    `  ${result.ok ? 'ok    ' : 'FAILED'} ${result.name.padEnd(13)} ${seconds(result.ms).padStart(6)}${detail}`,
  );
}
process.exit(results.every((result) => result.ok) ? 0 : 1);

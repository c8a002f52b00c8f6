#!/usr/bin/env node
// Starts the Firebase emulators Frontdesk needs (Auth on 9099, Firestore on 8080), waits until both
// answer, and then either runs a command against them (`node scripts/emulators.mjs -- <command>`)
// and stops them, or keeps them running until Ctrl-C.
//
// Several commands, each after its own `--`, run one after another on the same emulators, each on an
// emptied demo project with its mail templates written again, as if the emulators had just started:
// npm test's firebase step starts the emulators (20 CPU-s, 35 s) once for its two runs.
//
// EMULATOR_PORTS=<firestore>,<auth> starts a second pair beside the first (npm test runs the rules
// tests and the firebase end-to-end run at once, each on emulators of its own).
//
// Firestore comes from the Google Cloud CLI's emulator, which runs on Java 17; firebase-tools refuses to
// start its own on Java < 21. Where gcloud's emulator is missing, `firebase emulators:start` runs both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorTarget, writeTemplates } from './mailTemplates.mjs';

const PROJECT = 'demo-frontdesk';
const [firestorePort = '8080', authPort = '9099'] = (process.env.EMULATOR_PORTS ?? '')
  .split(',')
  .filter(Boolean);
const FIRESTORE = `127.0.0.1:${firestorePort}`;
const AUTH = `127.0.0.1:${authPort}`;
const WAIT_MS = 90_000;
/**
 * The Firestore emulator's JVM compiles with its quick compiler only and collects on one thread: a test
 * run is minutes long, too short to repay the optimising compiler, and it shares two cores with the
 * tests. 16% less CPU for the rules and contract suites, no slower. Its logging (emulatorLogging.properties)
 * leaves out the stack trace it printed for every request the rules deny.
 */
const LOGGING = fileURLToPath(new URL('emulatorLogging.properties', import.meta.url));
const EMULATOR_JVM = `-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Djava.util.logging.config.file=${LOGGING}`;
/** The commands to run, each after its own `--`. */
const commands = process.argv
  .slice(2)
  .reduce((list, arg) => (arg === '--' ? [...list, []] : (list.at(-1)?.push(arg), list)), [])
  .filter((command) => command.length > 0);
const started = [];

const log = (message) => console.log(`[emulators] ${message}`);

async function answers(hostPort) {
  try {
    await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(name, hostPort) {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (await answers(hostPort)) return log(`${name} is up on ${hostPort}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} did not answer on ${hostPort} within ${WAIT_MS / 1000} s`);
}

function start(name, program, args) {
  log(`starting ${name}: ${program} ${args.join(' ')}`);
  const child = spawn(program, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? EMULATOR_JVM },
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => {
    if (!stopping) log(`${name} exited (${code}); its last output:\n${output}`);
  });
  started.push(child);
}

function hasGcloudFirestore() {
  const probe = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  const root = probe.status === 0 ? probe.stdout.trim() : '';
  return Boolean(root) && existsSync(`${root}/platform/cloud-firestore-emulator`);
}

/** Loads firestore.rules into the Firestore emulator, so every test runs under the real rules. */
async function loadRules() {
  const content = readFileSync('firestore.rules', 'utf8');
  const response = await fetch(`http://${FIRESTORE}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok)
    throw new Error(`loading firestore.rules failed: HTTP ${response.status} ${await response.text()}`);
  log('firestore.rules loaded');
}

/** firebase.json names the Auth emulator's port; another port needs a config of its own. */
function authConfig() {
  const args = ['--project', PROJECT];
  if (authPort === '9099') return args;
  const port = Number(authPort);
  const emulators = {
    auth: { host: '127.0.0.1', port },
    // The hub and logging ports of the default pair would be taken too.
    hub: { host: '127.0.0.1', port: port + 1 },
    logging: { host: '127.0.0.1', port: port + 2 },
    ui: { enabled: false },
  };
  const file = join(mkdtempSync(join(tmpdir(), 'frontdesk-auth-')), 'firebase.json');
  writeFileSync(file, JSON.stringify({ emulators: { ...emulators, singleProjectMode: true } }));
  return [...args, '--config', file];
}

let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function main() {
  const firestoreUp = await answers(FIRESTORE);
  const authUp = await answers(AUTH);
  if (firestoreUp) log(`reusing the Firestore emulator already on ${FIRESTORE}`);
  if (authUp) log(`reusing the Auth emulator already on ${AUTH}`);
  if (!firestoreUp && !hasGcloudFirestore()) {
    start('Auth and Firestore emulators', 'npx', [
      'firebase',
      'emulators:start',
      '--only',
      'auth,firestore',
      '--project',
      PROJECT,
    ]);
  } else {
    if (!firestoreUp) {
      start('Firestore emulator', 'gcloud', [
        'emulators',
        'firestore',
        'start',
        `--host-port=${FIRESTORE}`,
        '--quiet',
      ]);
    }
    if (!authUp)
      start('Auth emulator', 'npx', ['firebase', 'emulators:start', '--only', 'auth', ...authConfig()]);
  }
  await Promise.all([waitFor('Firestore', FIRESTORE), waitFor('Auth', AUTH)]);
  await loadRules();
  await writeMailTemplates();

  if (commands.length === 0) {
    log('running; press Ctrl-C to stop');
    return;
  }
  let failed = 0;
  for (const [index, command] of commands.entries()) {
    if (index > 0) await emptyDemoProject();
    const code = await runToEnd(command);
    failed ||= code;
  }
  stopAll();
  process.exit(failed);
}

/** Trigger Email renders from the templates collection at send time: seed it as a real project has it. */
async function writeMailTemplates() {
  await writeTemplates(emulatorTarget(PROJECT, FIRESTORE));
  log('mail templates written');
}

/** The demo project's documents and accounts deleted, its templates written again (its rules stay). */
async function emptyDemoProject() {
  await fetch(`http://${FIRESTORE}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
  log('demo project emptied');
  await writeMailTemplates();
}

/** Runs one command against the emulators; resolves with its exit code. */
function runToEnd([program, ...args]) {
  return new Promise((resolve) => {
    const run = spawn(program, args, {
      stdio: 'inherit',
      shell: process.platform === 'win32',
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: FIRESTORE, FIREBASE_AUTH_EMULATOR_HOST: AUTH },
    });
    run.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

main().catch((error) => {
  console.error(`[emulators] ${error.message}`);
  stopAll();
  process.exit(1);
});

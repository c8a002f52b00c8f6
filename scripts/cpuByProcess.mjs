#!/usr/bin/env node
// Runs a command and prints the CPU time every process on the machine spent while it ran, by kind of
// process (Chromium's renderers, browser, GPU and network processes apart; the emulator's Java; each Node
// tool by its script). `/usr/bin/time` cannot do this: Chromium's processes are not its children's, so it
// counted the local end-to-end suite as 224 core-seconds when they were 530. Linux only (reads /proc).
//
//   node scripts/cpuByProcess.mjs -- npm test
//   node scripts/cpuByProcess.mjs -- npx playwright test frontdesk.spec.ts --project local
//
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 500;

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!command.length) {
  console.error('Usage: node scripts/cpuByProcess.mjs -- <command> [arguments...]');
  process.exit(2);
}

/** A process's kind, from its command line. */
function kindOf(commandLine) {
  if (commandLine.includes('chrom')) {
    const type = /--type=([\w-]+)/.exec(commandLine)?.[1];
    if (type === 'utility')
      return `chromium ${/--utility-sub-type=([\w.]+)/.exec(commandLine)?.[1] ?? 'utility'}`;
    return `chromium ${type ?? 'browser'}`;
  }
  if (/\bjava\b/.test(commandLine)) return 'java (the Firestore emulator)';
  const script = /node_modules\/(?:\.bin\/)?([\w@.-]+)/.exec(commandLine)?.[1];
  if (/\bnode\b/.test(commandLine)) return `node ${script ?? commandLine.split(' ').slice(1, 3).join(' ')}`;
  return commandLine.split(' ')[0] ?? '?';
}

/** CPU ticks (user + system) and kind of every process now, by pid. */
function sample() {
  const now = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      now.set(pid, { ticks: Number(fields[11]) + Number(fields[12]), commandLine });
    } catch {
      // Ended between the listing and the read.
    }
  }
  return now;
}

const before = sample();
/** The last ticks seen of each process that ran: one that ends between samples loses at most 0.5 s. */
const seen = new Map();
const record = () => {
  for (const [pid, { ticks, commandLine }] of sample()) {
    // An ended process not yet reaped (a zombie) keeps its ticks but no longer its command line.
    const named = commandLine || seen.get(pid)?.commandLine || '';
    seen.set(pid, { ticks: ticks - (before.get(pid)?.ticks ?? 0), commandLine: named });
  }
};
const timer = setInterval(record, SAMPLE_MS);
const started = Date.now();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const code = await new Promise((resolve) => child.on('close', resolve));
clearInterval(timer);
record();

const byKind = new Map();
for (const { ticks, commandLine } of seen.values()) {
  if (ticks <= 0 || !commandLine) continue;
  const kind = kindOf(commandLine);
  byKind.set(kind, (byKind.get(kind) ?? 0) + ticks / TICKS_PER_SECOND);
}
const total = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);
console.log(
  `\n== CPU by process: ${total.toFixed(0)} core-seconds in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`${seconds.toFixed(1).padStart(8)}  ${kind}`);
}
process.exit(typeof code === 'number' ? code : 1);

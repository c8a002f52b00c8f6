#!/usr/bin/env node
// Writes isTimeZone(name) into firestore.rules, between `// <time-zones>` and `// </time-zones>`: the IANA
// time zone names a site may be in (settings/main.timeZone), so that the store refuses one no screen can
// show. `--check` writes nothing and exits 1 if the rules' list is not the one this Node would write.
//
//   node scripts/timeZones.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const RULES = 'firestore.rules';
const START = '// <time-zones>';
const END = '// </time-zones>';
const WIDTH = 120;

/**
 * Names a browser may report (registration writes the browser's zone) that Node's list may leave out: UTC's
 * other names, the fixed offsets, and both spellings of each zone IANA renamed (ICU keeps one of them).
 */
const OFFSETS = Array.from({ length: 27 }, (_, i) => i - 14)
  .filter((hours) => hours !== 0)
  .map((hours) => `Etc/GMT${hours > 0 ? '+' : ''}${hours}`);
const ALSO = [
  ...OFFSETS,
  ...`UTC Etc/UTC Etc/GMT GMT
    Africa/Asmara Africa/Asmera                   America/Atikokan America/Coral_Harbour
    America/Argentina/Buenos_Aires America/Buenos_Aires
    America/Argentina/Catamarca America/Catamarca America/Argentina/Cordoba America/Cordoba
    America/Argentina/Jujuy America/Jujuy         America/Argentina/Mendoza America/Mendoza
    America/Indiana/Indianapolis America/Indianapolis
    America/Kentucky/Louisville America/Louisville
    America/Nuuk America/Godthab                  Asia/Ho_Chi_Minh Asia/Saigon
    Asia/Kathmandu Asia/Katmandu                  Asia/Kolkata Asia/Calcutta
    Asia/Yangon Asia/Rangoon                      Atlantic/Faroe Atlantic/Faeroe
    Europe/Kyiv Europe/Kiev                       Pacific/Chuuk Pacific/Truk
    Pacific/Kanton Pacific/Enderbury              Pacific/Pohnpei Pacific/Ponape`.split(/\s+/),
];

function isKnown(timeZone) {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The names, sorted: Node's Intl list and those of ALSO this Node knows. */
export function timeZones() {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), ...ALSO.filter(isKnown)])].sort();
}

/** The rules text from START to END, as this script writes it. */
export function rulesBlock(names) {
  const lines = [''];
  for (const name of names) {
    const last = lines.length - 1;
    const next = `${lines[last]}${lines[last] ? ' ' : ''}'${name}',`;
    if (8 + next.length <= WIDTH || !lines[last]) lines[last] = next;
    else lines.push(`'${name}',`);
  }
  return [
    START,
    `// The ${names.length} IANA time zone names a site may be in: Node's Intl list and others a browser may report.`,
    '// Written by `node scripts/timeZones.mjs` (run it again when Node updates its time zone data).',
    'function isTimeZone(name) {',
    '  return name in [',
    ...lines.map((line) => `    ${line}`),
    '  ];',
    '}',
    END,
  ]
    .map((line) => `    ${line}`)
    .join('\n')
    .trimStart();
}

/** The rules' block (from START to END) and where it is. */
function blockIn(rules) {
  const start = rules.indexOf(START);
  const end = rules.indexOf(END, start);
  if (start === -1 || end === -1) throw new Error(`${RULES} has no ${START} ... ${END} block`);
  return { start, end: end + END.length, text: rules.slice(start, end + END.length) };
}

/** The names the rules' isTimeZone accepts, in its order. */
export function timeZonesIn(rules) {
  const list = blockIn(rules).text.split('return name in [')[1] ?? '';
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]);
}

function main() {
  const rules = readFileSync(RULES, 'utf8');
  const block = blockIn(rules);
  const wanted = rulesBlock(timeZones());
  if (process.argv.includes('--check')) {
    if (block.text === wanted) return console.log(`${RULES}: the time zones are up to date`);
    console.error(`${RULES}: the time zones differ from this Node's; run node scripts/timeZones.mjs`);
    process.exit(1);
  }
  writeFileSync(RULES, rules.slice(0, block.start) + wanted + rules.slice(block.end));
  console.log(`${RULES}: ${timeZonesIn(wanted).length} time zones written`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

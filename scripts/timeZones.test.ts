import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { timeZones, timeZonesIn } from './timeZones.mjs';

const inRules = timeZonesIn(readFileSync('firestore.rules', 'utf8'));

describe('the time zones firestore.rules accepts (isTimeZone)', () => {
  it('are the ones scripts/timeZones.mjs writes on this Node', () => {
    expect(inRules).toEqual(timeZones());
    const check = spawnSync('node', ['scripts/timeZones.mjs', '--check'], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  it('hold the common zones, in both spellings of a renamed one, and UTC by its names', () => {
    for (const zone of [
      'Asia/Kolkata',
      'Asia/Calcutta',
      'Europe/London',
      'America/New_York',
      'Europe/Kyiv',
    ]) {
      expect(inRules).toContain(zone);
    }
    for (const zone of ['UTC', 'Etc/UTC', 'Etc/GMT']) expect(inRules).toContain(zone);
    expect(inRules).toContain('America/Argentina/Buenos_Aires');
  });

  it('are each a name Intl knows, once; made-up names are not among them', () => {
    expect(new Set(inRules).size).toBe(inRules.length);
    for (const timeZone of inRules) expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
    for (const zone of ['Mars/Olympus', 'Europe/Atlantis', 'asia/kolkata', ''])
      expect(inRules).not.toContain(zone);
  });
});

import { describe, expect, it } from 'vitest';
import { checkInInput } from '../../test/fixtures';
import { openVisitOf } from '../../backend/checkInInput';
import { automaticClosings, bulkClosings, dueBefore, unclosedOf } from './closings';

const HOUR = 60 * 60_000;
const visitAt = (at: number) => openVisitOf(checkInInput({ at }), 123456, 'desk');

describe('closing visits left open', () => {
  // 2026-11-20 23:30 in Kolkata is 18:00 UTC; that site day ends at 2026-11-20 18:30 UTC.
  const lateEvening = Date.UTC(2026, 10, 20, 18, 0);

  it('ends each visit at the last moment of the site day it began, in the site’s time zone', () => {
    const [kolkata] = bulkClosings([visitAt(lateEvening)], 'end-of-day', Date.now(), 'Asia/Kolkata');
    expect(kolkata?.at).toBe(Date.UTC(2026, 10, 20, 18, 30) - 1);
    const [utc] = bulkClosings([visitAt(lateEvening)], 'end-of-day', Date.now(), 'UTC');
    expect(utc?.at).toBe(Date.UTC(2026, 10, 21) - 1);
  });

  it('closes at the moment chosen when the operator says now', () => {
    const now = Date.UTC(2026, 10, 23, 9, 0);
    expect(bulkClosings([visitAt(lateEvening)], 'now', now, 'UTC')[0]?.at).toBe(now);
  });

  it('closes an automatic check-out the set hours after its check-in, for visits open that long', () => {
    const now = Date.UTC(2026, 10, 23, 9, 0);
    expect(dueBefore(now, 12)).toBe(now - 12 * HOUR);
    expect(automaticClosings([visitAt(lateEvening)], 12)[0]?.at).toBe(lateEvening + 12 * HOUR);
  });

  it('counts as unclosed only visits from before today, oldest first', () => {
    const todayStart = Date.UTC(2026, 10, 23);
    const older = visitAt(todayStart - 30 * HOUR);
    const old = visitAt(todayStart - HOUR);
    const today = visitAt(todayStart + HOUR);
    expect(unclosedOf([today, old, older], todayStart)).toEqual([older, old]);
  });
});

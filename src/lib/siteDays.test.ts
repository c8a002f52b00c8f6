import { describe, expect, it } from 'vitest';
import { isValidTimeZone, lastSiteDays, siteDayOf, siteInstant } from './siteDays';

describe('site days', () => {
  it('starts the day at the site’s midnight, whatever the zone', () => {
    // 23:30 UTC on 22 Nov is already 23 Nov in Kolkata (UTC+5:30) and still 22 Nov in New York.
    const time = Date.UTC(2026, 10, 22, 23, 30);
    expect(siteDayOf(time, 'Asia/Kolkata')).toEqual({
      label: '2026-11-23',
      start: Date.UTC(2026, 10, 22, 18, 30),
      end: Date.UTC(2026, 10, 23, 18, 30),
    });
    expect(siteDayOf(time, 'America/New_York')).toEqual({
      label: '2026-11-22',
      start: Date.UTC(2026, 10, 22, 5),
      end: Date.UTC(2026, 10, 23, 5),
    });
    expect(siteDayOf(time, 'UTC').label).toBe('2026-11-22');
  });

  it('keeps days of 23 and 25 hours across daylight-saving changes', () => {
    const spring = siteDayOf(Date.UTC(2026, 2, 8, 15), 'America/New_York');
    expect(spring.label).toBe('2026-03-08');
    expect(spring.end - spring.start).toBe(23 * 3600_000);
    const autumn = siteDayOf(Date.UTC(2026, 10, 1, 15), 'America/New_York');
    expect(autumn.end - autumn.start).toBe(25 * 3600_000);
  });

  it('lists the last days oldest first, each ending where the next starts', () => {
    const days = lastSiteDays(Date.UTC(2026, 2, 10, 12), 4, 'Europe/London');
    expect(days.map((day) => day.label)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    for (let index = 1; index < days.length; index++) expect(days[index]?.start).toBe(days[index - 1]?.end);
  });

  it('tells a real IANA zone from a typo', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Asia/Kolkatta')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('siteInstant', () => {
  it('reads a date and time on the site’s clock, across a clock change', () => {
    expect(siteInstant('2026-11-24', '10:30', 'Asia/Kolkata')).toBe(Date.UTC(2026, 10, 24, 5, 0));
    expect(siteInstant('2026-03-29', '12:00', 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 11, 0));
    expect(siteInstant('2026-03-28', '12:00', 'Europe/London')).toBe(Date.UTC(2026, 2, 28, 12, 0));
  });

  it('is NaN for a malformed date or time', () => {
    expect(siteInstant('24/11/2026', '10:30', 'UTC')).toBeNaN();
    expect(siteInstant('2026-11-24', '', 'UTC')).toBeNaN();
  });
});

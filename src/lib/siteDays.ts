/**
 * Calendar days at the site, in its IANA time zone (a setting): "today" for the counts, the chart, the
 * quota day and expected visitors is the site's day, wherever the browser looking at it is.
 */

/** One calendar day at the site: [start, end) in epoch milliseconds, and its label (YYYY-MM-DD). */
export interface SiteDay {
  label: string;
  start: number;
  end: number;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const knownTimeZones = new Map<string, boolean>();

/** Whether this browser's Intl knows the zone (asked once per name: screens ask on every render). */
export function isValidTimeZone(timeZone: string): boolean {
  const known = knownTimeZones.get(timeZone);
  if (known !== undefined) return known;
  let valid = timeZone.trim() !== '';
  try {
    if (valid) new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    valid = false;
  }
  knownTimeZones.set(timeZone, valid);
  return valid;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time at the site for an instant. */
function wallClock(time: number, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(time)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the site's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(time: number, timeZone: string): number {
  const clock = wallClock(time, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(time / 1000) * 1000;
}

/** The instant the site's clock reads this date and time (minutes after midnight). */
function wallTimeAt(year: number, month: number, day: number, minutes: number, timeZone: string): number {
  const utc = Date.UTC(year, month - 1, day, 0, minutes);
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  const first = utc - offsetAt(utc, timeZone);
  return utc - offsetAt(first, timeZone);
}

const midnightAt = (year: number, month: number, day: number, timeZone: string) =>
  wallTimeAt(year, month, day, 0, timeZone);

/** The instant the site's clock reads `time` (HH:MM) on `date` (YYYY-MM-DD); NaN when either is malformed. */
export function siteInstant(date: string, time: string, timeZone: string): number {
  const dateParts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeParts = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateParts || !timeParts) return Number.NaN;
  const [year, month, day, hour, minute] = [...dateParts.slice(1), ...timeParts.slice(1)].map(Number);
  if (year === undefined || month === undefined || day === undefined || hour === undefined) return Number.NaN;
  return wallTimeAt(year, month, day, hour * 60 + (minute ?? 0), timeZone);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The site day that contains `time`. */
export function siteDayOf(time: number, timeZone: string): SiteDay {
  const { year, month, day } = wallClock(time, timeZone);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    label: `${year}-${pad(month)}-${pad(day)}`,
    start: midnightAt(year, month, day, timeZone),
    end: midnightAt(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone),
  };
}

/** The last `count` site days, oldest first, ending with today. */
export function lastSiteDays(now: number, count: number, timeZone: string): SiteDay[] {
  const days = [siteDayOf(now, timeZone)];
  while (days.length < count) {
    const earliest = days[0];
    if (!earliest) break;
    days.unshift(siteDayOf(earliest.start - 1, timeZone));
  }
  return days;
}

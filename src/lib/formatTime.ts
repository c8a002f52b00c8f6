/**
 * The spec: times in the en-US locale; a visit not yet checked out shows '--'. In the site's time zone
 * when given (emails, and every screen once the site's settings are known).
 */
export function formatVisitTime(epochMs: number | '', timeZone?: string): string {
  return epochMs === '' ? '--' : formatterFor(timeZone).format(epochMs);
}

/** `toLocaleString('en-US')`'s fields. A formatter is costly to make and a table shows dozens of times. */
const EN_US_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone = ''): Intl.DateTimeFormat {
  const known = formatters.get(timeZone);
  if (known) return known;
  const made = new Intl.DateTimeFormat(
    'en-US',
    timeZone ? { ...EN_US_DATE_TIME, timeZone } : EN_US_DATE_TIME,
  );
  formatters.set(timeZone, made);
  return made;
}

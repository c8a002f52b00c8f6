/** Local calendar days, for "today" counts and the per-day chart. */

export function startOfLocalDay(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** The start of each of the last `days` local days, oldest first, ending with today. */
export function lastDayStarts(now: number, days: number): number[] {
  const today = new Date(startOfLocalDay(now));
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(today);
    day.setDate(today.getDate() - (days - 1 - index));
    return day.getTime();
  });
}

export function dayLabel(dayStart: number): string {
  const date = new Date(dayStart);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

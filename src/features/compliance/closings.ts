import type { Closing, Visit } from '../../backend/port/visits';
import { siteDayOf } from '../../lib/siteDays';

const HOUR = 60 * 60_000;

/** Visits still open from before today's site day, oldest first: nobody checked them out. */
export function unclosedOf(onSite: Visit[], todayStart: number): Visit[] {
  return onSite
    .filter((visit) => visit.checkin_timestamp < todayStart)
    .sort((one, other) => one.checkin_timestamp - other.checkin_timestamp);
}

export type BulkTime = 'now' | 'end-of-day';

/** The operator's choice: checked out now, or at the last moment of the site day each visit began. */
export function bulkClosings(visits: Visit[], time: BulkTime, now: number, timeZone: string): Closing[] {
  return visits.map((visit) => ({
    id: visit.id,
    at: time === 'now' ? now : siteDayOf(visit.checkin_timestamp, timeZone).end - 1,
  }));
}

/** Visits open `hours` after their check-in, checked out at that moment. */
export function automaticClosings(unclosed: Visit[], hours: number): Closing[] {
  return unclosed.map((visit) => ({ id: visit.id, at: visit.checkin_timestamp + hours * HOUR }));
}

export const dueBefore = (now: number, hours: number) => now - hours * HOUR;

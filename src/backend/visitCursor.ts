import type { Visit, VisitCursor, VisitPage } from './port/visits';

/** A position in the newest-first list: the last visit shown (its time, then its id to break ties). */
export interface VisitPosition {
  checkin_timestamp: number;
  id: string;
}

export function encodeCursor(position: VisitPosition): VisitCursor {
  return JSON.stringify([position.checkin_timestamp, position.id]);
}

export function decodeCursor(cursor: VisitCursor | null | undefined): VisitPosition | null {
  if (!cursor) return null;
  const parsed: unknown = JSON.parse(cursor);
  if (!Array.isArray(parsed) || typeof parsed[0] !== 'number' || typeof parsed[1] !== 'string') {
    throw new Error('Invalid visit cursor');
  }
  return { checkin_timestamp: parsed[0], id: parsed[1] };
}

/** True when `position` comes after `cursor` in newest-first order (older, or same time and smaller id). */
export function isAfter(position: VisitPosition, cursor: VisitPosition): boolean {
  return (
    position.checkin_timestamp < cursor.checkin_timestamp ||
    (position.checkin_timestamp === cursor.checkin_timestamp && position.id < cursor.id)
  );
}

/** Cuts one page from newest-first visits fetched one past the page size, so we know if more follow. */
export function toVisitPage(visits: Visit[], pageSize: number, total: number | null): VisitPage {
  const shown = visits.slice(0, pageSize);
  const last = shown[shown.length - 1];
  return { visits: shown, nextCursor: visits.length > pageSize && last ? encodeCursor(last) : null, total };
}

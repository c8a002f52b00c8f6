import { matchesVisitSearch, parseVisitSearch, SEARCH_MAX_LENGTH } from '../lib/visitSearch';
import type { Visit, VisitPageQuery } from './port/visits';

/**
 * The index a page of the visit list is read through: the most selective one the query names (a visit
 * ID or an email are a handful of visits, the people on site a few hundred, a host's visits more, a name
 * search's candidates more again). Every such index ends in the check-in time, so `since` is a range
 * bound on it and the order stays newest first.
 */
export type VisitDriver =
  | { by: 'visitId'; visitID: number }
  | { by: 'email'; email: string }
  | { by: 'onSite' }
  | { by: 'host'; hostId: string }
  | { by: 'operator'; memberId: string }
  | { by: 'type'; visitType: string }
  | { by: 'text'; text: string }
  | { by: 'time' };

/** What the driving index does not check: tested on each visit it yields. */
export interface VisitResidual {
  onSite: boolean;
  hostId: string | null;
  checkedInBy: string | null;
  visitType: string | null;
  /** A normalised name or company search. */
  text: string | null;
}

export interface VisitQueryPlan {
  driver: VisitDriver;
  /** The earliest check-in time listed (inclusive), or null for the whole history. */
  since: number | null;
  residual: VisitResidual;
  /** A filter or a search applies: the page is not counted. */
  narrowed: boolean;
}

/** The most registered addresses an email search cut short by the search box is taken to mean. */
export const EMAIL_BEGINNINGS = 10;

/**
 * An address as long as the search box holds may be the beginning of a longer one; a shorter one was
 * typed whole (and costs no read of the register's beginnings).
 */
export const mayBeCutShort = (email: string) => email.length >= SEARCH_MAX_LENGTH;

const NO_RESIDUAL: VisitResidual = {
  onSite: false,
  hostId: null,
  checkedInBy: null,
  visitType: null,
  text: null,
};

/** An empty host id or `onSite: false` filter nothing. */
export function planVisitQuery(query: VisitPageQuery): VisitQueryPlan {
  const search = parseVisitSearch(query.search);
  const onSite = query.filters?.onSite === true;
  const hostId = query.filters?.hostId || null;
  const checkedInBy = query.filters?.checkedInBy || null;
  const visitType = query.filters?.visitType || null;
  const since = query.filters?.since ?? null;
  const narrowed =
    search.kind !== 'none' ||
    onSite ||
    hostId !== null ||
    checkedInBy !== null ||
    visitType !== null ||
    since !== null;
  const text = search.kind === 'text' ? search.text : null;
  const plan = (driver: VisitDriver, residual: VisitResidual) => ({ driver, since, residual, narrowed });
  const filters = { ...NO_RESIDUAL, onSite, hostId, checkedInBy, visitType };
  if (search.kind === 'visitId') return plan({ by: 'visitId', visitID: search.visitID }, filters);
  if (search.kind === 'email') return plan({ by: 'email', email: search.email }, filters);
  if (onSite) return plan({ by: 'onSite' }, { ...filters, onSite: false, text });
  if (hostId !== null) return plan({ by: 'host', hostId }, { ...NO_RESIDUAL, checkedInBy, visitType, text });
  if (checkedInBy !== null)
    return plan({ by: 'operator', memberId: checkedInBy }, { ...NO_RESIDUAL, visitType, text });
  if (visitType !== null) return plan({ by: 'type', visitType }, { ...NO_RESIDUAL, text });
  if (text !== null) return plan({ by: 'text', text }, NO_RESIDUAL);
  return plan({ by: 'time' }, NO_RESIDUAL);
}

export const hasResidual = (residual: VisitResidual) =>
  residual.onSite ||
  residual.hostId !== null ||
  residual.checkedInBy !== null ||
  residual.visitType !== null ||
  residual.text !== null;

/** True when the visit passes what its driving index did not check. */
export function matchesResidual(
  visit: Pick<Visit, 'checkedOut' | 'hostId' | 'checkedInBy' | 'visitType' | 'visitorName' | 'companyName'>,
  residual: VisitResidual,
): boolean {
  return (
    (!residual.onSite || !visit.checkedOut) &&
    (residual.hostId === null || visit.hostId === residual.hostId) &&
    (residual.checkedInBy === null || visit.checkedInBy === residual.checkedInBy) &&
    (residual.visitType === null || visit.visitType === residual.visitType) &&
    (residual.text === null || matchesVisitSearch(visit, residual.text))
  );
}

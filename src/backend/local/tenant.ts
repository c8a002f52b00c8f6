import { NotSignedInError } from '../errors';
import type { Visit } from '../port/visits';
import type { VisitRow } from './db';
import type { LocalSessionHolder } from './localAuth';

/** The tenant is the signed-in person's company: taken from the session, never from a caller's input. */
export function requireTenant(session: LocalSessionHolder): string {
  if (!session.current) throw new NotSignedInError();
  return session.current.company.id;
}

/** The signed-in person's id: who checked someone in, or made a change. */
export function requireMemberId(session: LocalSessionHolder): string {
  if (!session.current) throw new NotSignedInError();
  return session.current.member.id;
}

/** The signed-in person's email: who published, added or decided something. */
export function requireActorEmail(session: LocalSessionHolder): string {
  if (!session.current) throw new NotSignedInError();
  return session.current.member.email;
}

/** Drops the storage-only fields (tenant, index helpers) so only the record's own fields leave the adapter. */
export function withoutStorageFields<Row extends object, Keys extends keyof Row>(
  row: Row,
  storageFields: readonly Keys[],
): Omit<Row, Keys> {
  const hidden = new Set<PropertyKey>(storageFields);
  return Object.fromEntries(Object.entries(row).filter(([field]) => !hidden.has(field))) as Omit<Row, Keys>;
}

/** Visits from before the directory have no host id, and from before passes no pass: they read as ''. */
export function toVisit(row: VisitRow): Visit {
  const visit = withoutStorageFields(row, ['tenant', 'open']);
  // Rows written before version 2 lack the field the type promises.
  const stored: Partial<Pick<Visit, 'hostId' | 'passCode'>> = visit;
  return { ...visit, hostId: stored.hostId ?? '', passCode: stored.passCode ?? '' };
}

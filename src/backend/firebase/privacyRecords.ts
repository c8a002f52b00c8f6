import {
  collection,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { ANONYMOUS_VISITOR, anonymisedVisit } from '../anonymise';
import type { PersonalRecordKind } from '../port/privacy';
import { arrivalsPath } from './arrivalDocuments';
import type { AuditedRun } from './auditedRun';
import type { StoredData } from './fields';
import type { TenantPaths } from './tenantPaths';
import { toVisit } from './visitDocument';

/**
 * What an erasure and a retention run both write (firebaseErasure.ts, firebaseRetention.ts): deletes and
 * anonymised visits, each a write of the run's audited batches, and the queries both read through.
 */

/** Documents read per page of a run (each page's writes are then committed as the lookups allow). */
export const PRIVACY_PAGE = 400;

/**
 * Rules lookups of each write of a run (firestore.rules), by which the run's batches are sized: anonymising
 * a visit or blanking a name in a roll call (the member's document, the entry); deleting a record (the
 * account's head, the entry: the head's own rule looked the member up); the run's log entry (the member's
 * document, the entry), which each batch that changes records also updates with their count; the
 * retention state (the member's document). A batch of deletes thus holds 7 (1 + 2 + 2 + 7 x 2 = 19
 * lookups), one of anonymised visits 8 (1 + 2 + 8 x 2 = 19).
 */
export const RUN_LOOKUPS = {
  anonymise: 2,
  blank: 2,
  delete: 2,
  // A finished roll call's delete also reads the site (its retention period).
  rollCallDelete: 3,
  // A register entry's delete also reads the visit it marks (its visitor must not be on site).
  registerDelete: 3,
  log: 2,
  state: 1,
} as const;

/** The company's mail documents of the Trigger Email extension, with these filters. */
export const companyTriggerMail = (paths: TenantPaths, ...filters: Parameters<typeof where>[]): Query =>
  query(
    paths.triggerMail(),
    where('tenant', '==', paths.companyId()),
    ...filters.map((filter) => where(...filter)),
  );

/** The company's phone arrivals. */
export const companyArrivals = (db: Firestore, paths: TenantPaths) =>
  collection(db, arrivalsPath(paths.companyId()));

/** Deletes records of one kind in the run, each counted in the log by the commit that deletes it. */
export async function deleteAll(
  run: AuditedRun,
  kind: PersonalRecordKind,
  refs: DocumentReference[],
  lookups: number = RUN_LOOKUPS.delete,
): Promise<void> {
  for (const ref of refs) {
    await run.add({
      ref,
      lookups,
      deletes: true,
      tally: { [kind]: 1 },
      write: (batch) => batch.delete(ref),
    });
  }
}

/**
 * What an anonymised visit's searchGrams become: its stored companyGrams, exactly (the rules compare
 * them). A visit written before companyGrams keeps none, so it is no longer found by its company either.
 */
function storedCompanyGrams(data: StoredData): string[] {
  const grams: unknown = data.companyGrams;
  return Array.isArray(grams) ? grams.filter((gram): gram is string => typeof gram === 'string') : [];
}

/** Anonymises, in the run, those of these visits that are closed and not anonymised yet. */
export async function anonymiseVisits(
  run: AuditedRun,
  visits: QueryDocumentSnapshot[],
  at: number,
): Promise<void> {
  const todo = visits.map((snapshot) => ({
    ref: snapshot.ref,
    visit: toVisit(snapshot.id, snapshot.data()),
    companyGrams: storedCompanyGrams(snapshot.data()),
  }));
  const changes = todo.filter(({ visit }) => visit.checkedOut && visit.anonymisedAt === undefined);
  for (const { ref, visit, companyGrams } of changes) {
    const anonymised = anonymisedVisit(visit, at);
    await run.add({
      ref,
      lookups: RUN_LOOKUPS.anonymise,
      tally: { visits: 1 },
      write: (batch, auditId) =>
        batch.update(ref, {
          ...ANONYMOUS_VISITOR,
          anonymisedAt: anonymised.anonymisedAt,
          searchGrams: companyGrams,
          ...(anonymised.agreement && { agreement: anonymised.agreement }),
          ...(anonymised.answers && { answers: anonymised.answers }),
          auditId,
        }),
    });
  }
}

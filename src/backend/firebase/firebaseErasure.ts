import {
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { chunks } from '../../lib/chunks';
import { normalizeEmail } from '../../lib/email';
import { emailSpellings } from '../anonymise';
import type { PersonalData, PrivacyLogEntry, RecordCounts } from '../port/privacy';
import { toArrival } from './arrivalDocuments';
import { toVisitor, visitorDocId } from './firebaseVisitors';
import { toHold } from './firebaseWatchlist';
import { toInvite } from './inviteDocument';
import { outboxRecord, triggerRecord } from './mailDocuments';
import {
  anonymiseVisits,
  companyArrivals,
  companyTriggerMail,
  deleteAll,
  RUN_LOOKUPS,
} from './privacyRecords';
import type { PrivacyRun, PrivacyRuns } from './privacyRuns';
import { toRollCall } from './rollCallDocument';
import type { TenantPaths } from './tenantPaths';
import { toVisit } from './visitDocument';

/** Values per `in` filter (Firestore allows 30). */
const IN_LIMIT = 30;

/** Every document of these queries, and of each query per chunk of `values` for an `in` filter. */
async function docsOf(queries: Query[]): Promise<QueryDocumentSnapshot[]> {
  const snapshots = await Promise.all(queries.map((each) => getDocs(each)));
  const byPath = new Map(snapshots.flatMap((snapshot) => snapshot.docs).map((each) => [each.ref.path, each]));
  return [...byPath.values()];
}
const inChunks = (values: string[], build: (chunk: string[]) => Query) => chunks(values, IN_LIMIT).map(build);

/**
 * Everything the company holds about one person, found by their email's spellings: the export, and what an
 * erasure goes through.
 */
export async function gatherPersonalData(db: Firestore, paths: TenantPaths, email: string) {
  const visitor = await getDoc(doc(paths.visitors(), await visitorDocId(email)));
  const registered = visitor.exists() ? toVisitor(visitor.id, visitor.data()) : null;
  const spellings = emailSpellings(email, registered?.visitorEmail ?? '');
  const byEmail = (field: string) => (ref: Query) => query(ref, where(field, 'in', spellings));
  const [visits, arrivalDocs, invites, holds, sentOutbox, sentTrigger] = await Promise.all([
    docsOf([byEmail('visitorEmail')(paths.visits())]),
    docsOf([byEmail('visitorEmail')(companyArrivals(db, paths))]),
    docsOf([byEmail('visitorEmail')(paths.invites())]),
    docsOf([byEmail('visitorEmail')(paths.watchlistHolds())]),
    docsOf([byEmail('to')(paths.outbox())]),
    docsOf([companyTriggerMail(paths, ['to', 'in', spellings])]),
  ]);
  // Mail about them to someone else (the host's arrival notice, an alert) is found by what it is about.
  const about = [...visits, ...invites, ...holds].map((snapshot) => snapshot.id);
  const [aboutOutbox, aboutTrigger, rollCalls] = await Promise.all([
    docsOf(inChunks(about, (ids) => query(paths.outbox(), where('visitId', 'in', ids)))),
    docsOf(inChunks(about, (ids) => companyTriggerMail(paths, ['visitId', 'in', ids]))),
    getDocs(paths.rollCalls()),
  ]);
  const outbox = new Map([...sentOutbox, ...aboutOutbox].map((each) => [each.ref.path, each]));
  const trigger = new Map([...sentTrigger, ...aboutTrigger].map((each) => [each.ref.path, each]));
  const visitIds = new Set(visits.map((snapshot) => snapshot.id));
  const rollCallsOf = rollCalls.docs.map((snapshot) => toRollCall(snapshot.id, snapshot.data()));
  const data: PersonalData = {
    email: normalizeEmail(email),
    visitor: registered,
    visits: visits.map((snapshot) => toVisit(snapshot.id, snapshot.data())),
    arrivals: arrivalDocs.map((snapshot) => toArrival(snapshot.id, snapshot.data())),
    invites: invites.map((snapshot) => toInvite(snapshot.id, snapshot.data())),
    mail: [
      ...[...outbox.values()].map((snapshot) => outboxRecord(snapshot.id, snapshot.data())),
      ...[...trigger.values()].map((snapshot) => triggerRecord(snapshot.data())),
    ],
    holds: holds.map((snapshot) => toHold(snapshot.id, snapshot.data())),
    rollCalls: rollCallsOf.flatMap((rollCall) =>
      rollCall.people
        .filter((person) => visitIds.has(person.visitId))
        .map((person) => ({ ...person, rollCallId: rollCall.id, startedAt: rollCall.startedAt })),
    ),
  };
  return {
    data,
    visitor: visitor.exists() ? visitor.ref : null,
    visits,
    mailRefs: [...outbox.values(), ...trigger.values()].map((snapshot) => snapshot.ref),
    refs: (items: QueryDocumentSnapshot[]) => items.map((snapshot) => snapshot.ref),
    arrivalDocs,
    invites,
    holds,
    rollCalls: rollCallsOf,
  };
}

export type FoundPersonalData = Awaited<ReturnType<typeof gatherPersonalData>>;

/**
 * An erasure's writes of what `gatherPersonalData` found, in order, each kind's count logged once it is
 * in.
 */
export async function eraseFound(
  runs: PrivacyRuns,
  paths: TenantPaths,
  state: PrivacyRun,
  found: FoundPersonalData,
  onProgress?: (done: RecordCounts) => void,
): Promise<PrivacyLogEntry> {
  const { run, counts, entry } = state;
  const report = async () => {
    await runs.saveProgress(state);
    onProgress?.({ ...counts });
  };
  // Mail and roll calls are found through the visits: they go before the visits lose the email.
  await deleteAll(run, 'mail', found.mailRefs);
  await report();
  const visitIds = new Set(found.visits.map((snapshot) => snapshot.id));
  const blanks = found.rollCalls
    .filter((rollCall) => rollCall.finishedAt !== null)
    .flatMap((rollCall) =>
      rollCall.people
        .filter((person) => visitIds.has(person.visitId) && person.visitorName)
        .map((person) => ({ rollCallId: rollCall.id, visitId: person.visitId })),
    );
  // One write per person: the rules judge a roll call's change one named person at a time. A roll call
  // counts once, with its last blank: a run stopped before it finds the others again and counts it then.
  for (const [index, { rollCallId, visitId }] of blanks.entries()) {
    const ref = doc(paths.rollCalls(), rollCallId);
    const last = !blanks.slice(index + 1).some((blank) => blank.rollCallId === rollCallId);
    await run.add({
      ref,
      lookups: RUN_LOOKUPS.blank,
      tally: { rollCalls: last ? 1 : 0 },
      write: (batch, auditId) =>
        batch.update(ref, { [`people.${visitId}.visitorName`]: '', erasedVisitId: visitId, auditId }),
    });
  }
  await report();
  await deleteAll(run, 'holds', found.refs(found.holds));
  await report();
  await deleteAll(run, 'arrivals', found.refs(found.arrivalDocs));
  await report();
  await deleteAll(run, 'invites', found.refs(found.invites));
  await report();
  await anonymiseVisits(run, found.visits, entry.at);
  await report();
  if (found.visitor) await deleteAll(run, 'visitors', [found.visitor], RUN_LOOKUPS.registerDelete);
  await report();
  return runs.finish(state);
}

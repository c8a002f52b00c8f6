import type { Auth as FirebaseAuth } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { chunks } from '../../lib/chunks';
import { normalizeEmail } from '../../lib/email';
import { searchGrams } from '../../lib/visitSearch';
import { ANONYMOUS_VISITOR, anonymisedVisit, emailSpellings } from '../anonymise';
import { NotSignedInError, OnSiteError } from '../errors';
import {
  noRecords,
  PERSONAL_RECORD_KINDS,
  progressOf,
  type PersonalRecordKind,
  type PersonalData,
  type PrivacyLogEntry,
  type PrivacyPort,
  type PrivacyRunKind,
  type RecordCounts,
} from '../port/privacy';
import { arrivalsPath, toArrival } from './arrivalDocuments';
import { isStoredData, numeric, oneOf, type StoredData } from './fields';
import { toVisitor, visitorDocId } from './firebaseVisitors';
import { toHold } from './firebaseWatchlist';
import { toInvite } from './inviteDocument';
import { outboxRecord, triggerRecord } from './mailDocuments';
import { toRollCall } from './rollCallDocument';
import type { TenantPaths } from './tenantPaths';
import { toVisit } from './visitDocument';

/**
 * Writes per batch. Firestore allows 500; these writes' rules look up only the company's profile, once
 * per batch, far below the 20 lookups a batch may make.
 */
export const PRIVACY_WRITES_PER_BATCH = 400;
/** Values per `in` filter (Firestore allows 30). */
const IN_LIMIT = 30;
/** Register checks of a retention run in flight at once. */
const REGISTER_CHECKS_AT_ONCE = 20;

/** The kinds retention deletes by their age alone. */
type AgedKind = Exclude<PersonalRecordKind, 'visits' | 'visitors'>;

/** A kind's documents older than the cutoff; `keep` spares some of them, which `kept` counts. */
interface AgedQuery {
  source: Query;
  keep?: (snapshot: QueryDocumentSnapshot) => boolean;
  kept?: Query;
}

const RUN_KINDS: readonly PrivacyRunKind[] = ['erasure', 'retention'];

function toLogEntry(id: string, data: StoredData): PrivacyLogEntry {
  const stored: StoredData = isStoredData(data.counts) ? data.counts : {};
  const counts = noRecords();
  for (const kind of PERSONAL_RECORD_KINDS) counts[kind] = numeric(stored, kind);
  return {
    id,
    kind: oneOf(data, 'kind', RUN_KINDS, 'retention'),
    at: numeric(data, 'at'),
    by: typeof data.by === 'string' ? data.by : '',
    counts,
  };
}

export function createFirebasePrivacy(db: Firestore, auth: FirebaseAuth, paths: TenantPaths): PrivacyPort {
  const account = () => {
    const email = auth.currentUser?.email;
    if (!email) throw new NotSignedInError();
    return email;
  };
  const privacyLog = () => collection(db, 'companies', paths.companyId(), 'privacyLog');
  const retentionState = () => doc(db, 'companies', paths.companyId(), 'privacyState', 'retention');
  const arrivals = () => collection(db, arrivalsPath(paths.companyId()));
  const triggerMail = (...filters: Parameters<typeof where>[]) =>
    query(
      paths.triggerMail(),
      where('tenant', '==', paths.companyId()),
      ...filters.map((filter) => where(...filter)),
    );

  /** Every document of these queries, and of each query per chunk of `values` for an `in` filter. */
  async function docsOf(queries: Query[]): Promise<QueryDocumentSnapshot[]> {
    const snapshots = await Promise.all(queries.map((each) => getDocs(each)));
    const byPath = new Map(
      snapshots.flatMap((snapshot) => snapshot.docs).map((each) => [each.ref.path, each]),
    );
    return [...byPath.values()];
  }
  const inChunks = (values: string[], build: (chunk: string[]) => Query) =>
    chunks(values, IN_LIMIT).map(build);

  async function commitInBatches(writes: ((batch: ReturnType<typeof writeBatch>) => void)[]): Promise<void> {
    for (const chunk of chunks(writes, PRIVACY_WRITES_PER_BATCH)) {
      const batch = writeBatch(db);
      for (const write of chunk) write(batch);
      await batch.commit();
    }
  }
  const deleteAll = (refs: DocumentReference[]) =>
    commitInBatches(refs.map((ref) => (batch) => batch.delete(ref)));

  /** Anonymises these closed visits; returns how many it changed. */
  async function anonymise(visits: QueryDocumentSnapshot[], at: number): Promise<number> {
    const todo = visits.map((snapshot) => ({
      ref: snapshot.ref,
      visit: toVisit(snapshot.id, snapshot.data()),
    }));
    const changes = todo.filter(({ visit }) => visit.checkedOut && visit.anonymisedAt === undefined);
    await commitInBatches(
      changes.map(({ ref, visit }) => (batch) => {
        const anonymised = anonymisedVisit(visit, at);
        batch.update(ref, {
          ...ANONYMOUS_VISITOR,
          anonymisedAt: anonymised.anonymisedAt,
          searchGrams: searchGrams(anonymised),
          ...(anonymised.agreement && { agreement: anonymised.agreement }),
        });
      }),
    );
    return changes.length;
  }

  async function gather(email: string) {
    const visitor = await getDoc(doc(paths.visitors(), await visitorDocId(email)));
    const registered = visitor.exists() ? toVisitor(visitor.id, visitor.data()) : null;
    const spellings = emailSpellings(email, registered?.visitorEmail ?? '');
    const byEmail = (field: string) => (ref: Query) => query(ref, where(field, 'in', spellings));
    const [visits, arrivalDocs, invites, holds, sentOutbox, sentTrigger] = await Promise.all([
      docsOf([byEmail('visitorEmail')(paths.visits())]),
      docsOf([byEmail('visitorEmail')(arrivals())]),
      docsOf([byEmail('visitorEmail')(paths.invites())]),
      docsOf([byEmail('visitorEmail')(paths.watchlistHolds())]),
      docsOf([byEmail('to')(paths.outbox())]),
      docsOf([triggerMail(['to', 'in', spellings])]),
    ]);
    // Mail about them to someone else (the host's arrival notice, an alert) is found by what it is about.
    const about = [...visits, ...invites, ...holds].map((snapshot) => snapshot.id);
    const [aboutOutbox, aboutTrigger, rollCalls] = await Promise.all([
      docsOf(inChunks(about, (ids) => query(paths.outbox(), where('visitId', 'in', ids)))),
      docsOf(inChunks(about, (ids) => triggerMail(['visitId', 'in', ids]))),
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

  async function logRun(kind: PrivacyRunKind, at: number, counts: RecordCounts): Promise<PrivacyLogEntry> {
    const ref = doc(privacyLog());
    const entry = { kind, at, by: account(), counts };
    await setDoc(ref, entry);
    return { id: ref.id, ...entry };
  }

  /** Deletes the documents of a query, page by page, telling each page's count; returns how many. */
  async function deleteMatching(aged: AgedQuery, afterPage: (gone: number) => void) {
    const keep = aged.keep ?? (() => false);
    let deleted = 0;
    for (;;) {
      const page = await getDocs(query(aged.source, limit(PRIVACY_WRITES_PER_BATCH)));
      const gone = page.docs.filter((snapshot) => !keep(snapshot));
      await deleteAll(gone.map((snapshot) => snapshot.ref));
      deleted += gone.length;
      afterPage(gone.length);
      if (page.size < PRIVACY_WRITES_PER_BATCH || gone.length === 0) return deleted;
    }
  }

  /** How many documents of a query retention would delete: count queries, no document read. */
  async function countMatching(aged: AgedQuery): Promise<number> {
    const counted = async (source: Query) => (await getCountFromServer(source)).data().count;
    return (await counted(aged.source)) - (aged.kept ? await counted(aged.kept) : 0);
  }

  /** Each kind's records older than `cutoff`, which retention deletes, in the order it deletes them. */
  function agedQueries(cutoff: number): [AgedKind, AgedQuery][] {
    const rollCalls = query(paths.rollCalls(), where('startedAt', '<', cutoff));
    return [
      ['arrivals', { source: query(arrivals(), where('at', '<', cutoff)) }],
      ['invites', { source: query(paths.invites(), where('validUntil', '<', cutoff)) }],
      ['mail', { source: query(paths.outbox(), where('at', '<', cutoff)) }],
      ['mail', { source: triggerMail(['createdAt', '<', cutoff]) }],
      ['holds', { source: query(paths.watchlistHolds(), where('at', '<', cutoff)) }],
      [
        'rollCalls',
        {
          source: rollCalls,
          // An open roll call is kept, whatever its age.
          keep: (snapshot) => snapshot.data().finishedAt === null,
          kept: query(rollCalls, where('finishedAt', '==', null)),
        },
      ],
    ];
  }

  /** Whether the register holds this visitor and no visit of theirs from `cutoff` on is kept. */
  async function unseenSince(email: string, cutoff: number): Promise<DocumentReference | null> {
    const ref = doc(paths.visitors(), await visitorDocId(email));
    if (!(await getDoc(ref)).exists()) return null;
    const recent = await getDocs(
      query(
        paths.visits(),
        where('visitorEmail', '==', email),
        where('checkin_timestamp', '>=', cutoff),
        limit(1),
      ),
    );
    return recent.empty ? ref : null;
  }

  /**
   * Deletes the visitor's register entry unless a visit of theirs from `cutoff` on is kept: one read when
   * the register does not hold them, two when it does.
   */
  async function forgetVisitorUnlessSeenSince(email: string, cutoff: number): Promise<number> {
    const ref = await unseenSince(email, cutoff);
    if (!ref) return 0;
    await deleteAll([ref]);
    return 1;
  }

  /** Where the last run reached: visits checked in before it are anonymised, open ones aside. */
  async function anonymisedBefore(): Promise<number> {
    const state = await getDoc(retentionState());
    return state.exists() ? numeric(state.data(), 'anonymisedBefore') : 0;
  }

  /** The visits checked in from `from` to before `cutoff`, a page at a time, oldest first. */
  async function forEachVisitPage(
    from: number,
    cutoff: number,
    each: (page: QueryDocumentSnapshot[]) => Promise<void>,
  ): Promise<void> {
    const range = query(
      paths.visits(),
      where('checkin_timestamp', '>=', from),
      where('checkin_timestamp', '<', cutoff),
      orderBy('checkin_timestamp', 'asc'),
      limit(PRIVACY_WRITES_PER_BATCH),
    );
    let page = await getDocs(range);
    while (!page.empty) {
      await each(page.docs);
      if (page.size < PRIVACY_WRITES_PER_BATCH) return;
      page = await getDocs(query(range, startAfter(page.docs[page.docs.length - 1])));
    }
  }

  return {
    async exportFor(email) {
      return (await gather(email)).data;
    },

    async erase(email, at, onProgress) {
      const found = await gather(email);
      if (found.data.visits.some((visit) => !visit.checkedOut)) throw new OnSiteError();
      const counts = noRecords();
      const report = () => onProgress?.({ ...counts });
      // Mail and roll calls are found through the visits: they go before the visits lose the email.
      await deleteAll(found.mailRefs);
      counts.mail = found.mailRefs.length;
      report();
      const visitIds = new Set(found.visits.map((snapshot) => snapshot.id));
      const blanks = found.rollCalls
        .filter((rollCall) => rollCall.finishedAt !== null)
        .flatMap((rollCall) =>
          rollCall.people
            .filter((person) => visitIds.has(person.visitId) && person.visitorName)
            .map((person) => ({ rollCallId: rollCall.id, visitId: person.visitId })),
        );
      // One write per person: the rules judge a roll call's change one named person at a time.
      for (const { rollCallId, visitId } of blanks) {
        await updateDoc(doc(paths.rollCalls(), rollCallId), {
          [`people.${visitId}.visitorName`]: '',
          erasedVisitId: visitId,
        });
      }
      counts.rollCalls = new Set(blanks.map((blank) => blank.rollCallId)).size;
      report();
      await deleteAll(found.refs(found.holds));
      counts.holds = found.holds.length;
      report();
      await deleteAll(found.refs(found.arrivalDocs));
      counts.arrivals = found.arrivalDocs.length;
      report();
      await deleteAll(found.refs(found.invites));
      counts.invites = found.invites.length;
      report();
      counts.visits = await anonymise(found.visits, at);
      report();
      if (found.visitor) await deleteAll([found.visitor]);
      counts.visitors = found.visitor ? 1 : 0;
      report();
      return logRun('erasure', at, counts);
    },

    async applyRetention(cutoff, at, onProgress) {
      const counts = noRecords();
      const report = () => onProgress?.(progressOf(counts));
      const from = await anonymisedBefore();
      if (cutoff > from) {
        const emails = new Set<string>();
        let oldestOpen = cutoff;
        await forEachVisitPage(from, cutoff, async (page) => {
          for (const snapshot of page) {
            const visit = toVisit(snapshot.id, snapshot.data());
            if (!visit.checkedOut) oldestOpen = Math.min(oldestOpen, visit.checkin_timestamp);
            else if (visit.visitorEmail) emails.add(visit.visitorEmail);
          }
          counts.visits += await anonymise(page, at);
          report();
        });
        // A few at a time: a run may check thousands of visitors, each a round trip or two.
        for (const batch of chunks([...emails], REGISTER_CHECKS_AT_ONCE)) {
          const forgotten = await Promise.all(
            batch.map((email) => forgetVisitorUnlessSeenSince(email, cutoff)),
          );
          counts.visitors += forgotten.reduce((sum, each) => sum + each, 0);
          report();
        }
        // A visit still open is skipped: the next run starts from the oldest one, to anonymise it once closed.
        await setDoc(retentionState(), { anonymisedBefore: oldestOpen });
      }
      for (const [kind, aged] of agedQueries(cutoff)) {
        await deleteMatching(aged, (gone) => {
          counts[kind] += gone;
          report();
        });
      }
      return logRun('retention', at, counts);
    },

    async retentionPreview(cutoff) {
      const counts = noRecords();
      const from = await anonymisedBefore();
      if (cutoff > from) {
        // Read as the run reads them: which registrations go depends on each visit's visitor.
        const emails = new Set<string>();
        await forEachVisitPage(from, cutoff, async (page) => {
          for (const snapshot of page) {
            const visit = toVisit(snapshot.id, snapshot.data());
            if (!visit.checkedOut) continue;
            if (visit.anonymisedAt === undefined) counts.visits += 1;
            if (visit.visitorEmail) emails.add(visit.visitorEmail);
          }
          return Promise.resolve();
        });
        const gone = new Set<string>();
        for (const batch of chunks([...emails], REGISTER_CHECKS_AT_ONCE)) {
          for (const ref of await Promise.all(batch.map((email) => unseenSince(email, cutoff)))) {
            if (ref) gone.add(ref.path);
          }
        }
        counts.visitors = gone.size;
      }
      const aged = await Promise.all(
        agedQueries(cutoff).map(async ([kind, each]) => ({ kind, count: await countMatching(each) })),
      );
      for (const { kind, count } of aged) counts[kind] += count;
      return counts;
    },

    async log(count) {
      const snapshot = await getDocs(query(privacyLog(), orderBy('at', 'desc'), limit(count)));
      return snapshot.docs.map((each) => toLogEntry(each.id, each.data()));
    },
  };
}

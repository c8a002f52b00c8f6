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
  startAfter,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { chunks } from '../../lib/chunks';
import { normalizeEmail } from '../../lib/email';
import { ANONYMOUS_VISITOR, anonymisedVisit, emailSpellings } from '../anonymise';
import { BackendError, NotSignedInError, OnSiteError } from '../errors';
import {
  noRecords,
  progressOf,
  type PersonalRecordKind,
  type PersonalData,
  type PrivacyLogEntry,
  type PrivacyPort,
  type RecordCounts,
  type RetentionProgress,
} from '../port/privacy';
import { arrivalsPath, toArrival } from './arrivalDocuments';
import { numeric, text, type StoredData } from './fields';
import { toVisitor, visitorDocId } from './firebaseVisitors';
import { toHold } from './firebaseWatchlist';
import { toInvite } from './inviteDocument';
import { outboxRecord, triggerRecord } from './mailDocuments';
import { toRollCall } from './rollCallDocument';
import type { TenantPaths } from './tenantPaths';
import { toVisit } from './visitDocument';
import type { AuditedRun } from './auditedRun';
import { createPrivacyRuns, toLogEntry, type PrivacyRun } from './privacyRuns';

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
  /** The rules lookups each delete makes, when not RUN_LOOKUPS.delete. */
  lookups?: number;
}

/**
 * What an anonymised visit's searchGrams become: its stored companyGrams, exactly (the rules compare
 * them). A visit written before companyGrams keeps none, so it is no longer found by its company either.
 */
function storedCompanyGrams(data: StoredData): string[] {
  const grams: unknown = data.companyGrams;
  return Array.isArray(grams) ? grams.filter((gram): gram is string => typeof gram === 'string') : [];
}

export function createFirebasePrivacy(db: Firestore, auth: FirebaseAuth, paths: TenantPaths): PrivacyPort {
  const account = () => {
    const email = auth.currentUser?.email;
    if (!email) throw new NotSignedInError();
    return email;
  };
  const { privacyLog, begin, reopen, saveProgress, finish } = createPrivacyRuns(
    db,
    paths,
    account,
    RUN_LOOKUPS.log,
  );
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

  /** Deletes records of one kind in the run, each counted in the log by the commit that deletes it. */
  async function deleteAll(
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

  /** Anonymises these closed visits in the run; returns how many it changes. */
  async function anonymise(run: AuditedRun, visits: QueryDocumentSnapshot[], at: number): Promise<void> {
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

  /** An erasure's writes of what `gather` found, in order, each kind's count logged once it is in. */
  async function eraseFound(
    state: PrivacyRun,
    found: Awaited<ReturnType<typeof gather>>,
    onProgress?: (done: RecordCounts) => void,
  ): Promise<PrivacyLogEntry> {
    const { run, counts, entry } = state;
    const report = async () => {
      await saveProgress(state);
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
    await anonymise(run, found.visits, entry.at);
    await report();
    if (found.visitor) await deleteAll(run, 'visitors', [found.visitor], RUN_LOOKUPS.registerDelete);
    await report();
    return finish(state);
  }

  /**
   * A retention run's writes, from where the saved ones end: visits from the retention state on (it moves
   * once they are anonymised), then each kind's records still older than the cutoff. Each page's batches
   * are committed with the run's counts.
   */
  async function retain(
    state: PrivacyRun,
    cutoff: number,
    onProgress?: (done: RetentionProgress) => void,
  ): Promise<PrivacyLogEntry> {
    const { run, counts } = state;
    const { at } = state.entry;
    const report = async () => {
      await saveProgress(state);
      onProgress?.(progressOf(counts));
    };
    const from = await anonymisedBefore();
    if (cutoff > from) {
      const checked = new Set<string>();
      let oldestOpen = cutoff;
      await forEachVisitPage(from, cutoff, async (page) => {
        const emails = new Set<string>();
        for (const snapshot of page) {
          const visit = toVisit(snapshot.id, snapshot.data());
          if (!visit.checkedOut) oldestOpen = Math.min(oldestOpen, visit.checkin_timestamp);
          else if (visit.visitorEmail && !checked.has(visit.visitorEmail)) emails.add(visit.visitorEmail);
        }
        // Their registrations before their visits lose the email that finds them: a run stopped in between
        // finds them again when it goes on. A registration goes unless a visit of theirs from the cutoff on
        // is kept; a few checks at a time (each a round trip or two).
        for (const batch of chunks([...emails], REGISTER_CHECKS_AT_ONCE)) {
          const unseen = await Promise.all(batch.map((email) => unseenSince(email, cutoff)));
          const forgotten = unseen.filter((ref): ref is DocumentReference => ref !== null);
          await deleteAll(run, 'visitors', forgotten, RUN_LOOKUPS.registerDelete);
          batch.forEach((email) => checked.add(email));
        }
        await anonymise(run, page, at);
        // The next page is read once this one's batches are in: a query read while writes to the
        // documents it pages through are on their way came back short, and the run stopped early.
        await report();
      });
      // A visit still open is skipped: the next run starts from the oldest one, to anonymise it once
      // closed. Written once the anonymising is committed (its batches go several at a time), so that a
      // run stopped midway starts again where its saved batches end.
      const reached = retentionState();
      await run.add({
        ref: reached,
        lookups: RUN_LOOKUPS.state,
        record: false,
        write: (batch) => batch.set(reached, { anonymisedBefore: oldestOpen }),
      });
    }
    for (const [kind, aged] of agedQueries(cutoff)) {
      await deleteMatching(run, kind, aged, report);
    }
    return finish(state);
  }

  /**
   * Deletes the documents of a query in the run, page by page (each after the last: the deletes of a page
   * may not be committed yet), `afterPage` told after each.
   */
  async function deleteMatching(
    run: AuditedRun,
    kind: AgedKind,
    aged: AgedQuery,
    afterPage: () => Promise<void>,
  ) {
    const keep = aged.keep ?? (() => false);
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      const after = last ? [startAfter(last)] : [];
      const page = await getDocs(query(aged.source, ...after, limit(PRIVACY_PAGE)));
      const gone = page.docs.filter((snapshot) => !keep(snapshot));
      await deleteAll(
        run,
        kind,
        gone.map((snapshot) => snapshot.ref),
        aged.lookups,
      );
      await afterPage();
      last = page.docs.at(-1);
      if (page.size < PRIVACY_PAGE || !last) return;
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
          lookups: RUN_LOOKUPS.rollCallDelete,
        },
      ],
    ];
  }

  /**
   * Whether the register holds this visitor, they are not on site (the visit their entry marks, their
   * latest, is closed: one from before the cutoff may still be open) and no visit of theirs from `cutoff` on
   * is kept.
   */
  async function unseenSince(email: string, cutoff: number): Promise<DocumentReference | null> {
    const ref = doc(paths.visitors(), await visitorDocId(email));
    const entry = await getDoc(ref);
    if (!entry.exists()) return null;
    if (await isOnSite(entry.data())) return null;
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

  /** Whether the visit a register entry marks (its visitor's latest check-in) is still open. */
  async function isOnSite(entry: StoredData): Promise<boolean> {
    const marked = text(entry, 'onSiteVisitDocId');
    if (!marked) return false;
    const visit = await getDoc(doc(paths.visits(), marked));
    return visit.exists() && visit.data().checkedOut === false;
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
      limit(PRIVACY_PAGE),
    );
    let page = await getDocs(range);
    while (!page.empty) {
      await each(page.docs);
      if (page.size < PRIVACY_PAGE) return;
      page = await getDocs(query(range, startAfter(page.docs[page.docs.length - 1])));
    }
  }

  return {
    async exportFor(email) {
      return (await gather(email)).data;
    },

    /**
     * Its writes go in order, in batches that each stand alone, each with an entry naming the run's log
     * entry, written first as started; each kind's count is logged once its writes are in.
     */
    async erase(email, at, onProgress) {
      const found = await gather(email);
      if (found.data.visits.some((visit) => !visit.checkedOut)) throw new OnSiteError();
      return eraseFound(await begin('erasure', email, at), found, onProgress);
    },

    async applyRetention(cutoff, at, onProgress) {
      return retain(await begin('retention', cutoff, at), cutoff, onProgress);
    },

    async resume(entryId) {
      const logRef = doc(privacyLog(), entryId);
      const stored = await getDoc(logRef);
      if (!stored.exists()) throw new BackendError('not-found', 'No such run in the log.');
      const entry = toLogEntry(stored.id, stored.data());
      if (entry.status === 'finished') return entry;
      const cursor: unknown = stored.data().cursor;
      const state = reopen(logRef, entry);
      if (entry.kind === 'retention' && typeof cursor === 'number') return retain(state, cursor);
      if (entry.kind === 'erasure' && typeof cursor === 'string') {
        const found = await gather(cursor);
        if (found.data.visits.some((visit) => !visit.checkedOut)) throw new OnSiteError();
        return eraseFound(state, found);
      }
      throw new BackendError('invalid-input', `The run ${entryId} does not say where to go on from.`);
    },

    async unfinished() {
      const started = await getDocs(query(privacyLog(), where('status', '==', 'started')));
      return started.docs.map((each) => toLogEntry(each.id, each.data())).sort((a, b) => a.at - b.at);
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

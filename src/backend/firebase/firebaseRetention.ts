import {
  doc,
  getCountFromServer,
  getDoc,
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
import {
  noRecords,
  progressOf,
  type PersonalRecordKind,
  type PrivacyLogEntry,
  type RecordCounts,
  type RetentionProgress,
} from '../port/privacy';
import type { AuditedRun } from './auditedRun';
import { numeric, text, type StoredData } from './fields';
import {
  anonymiseVisits,
  companyArrivals,
  companyTriggerMail,
  deleteAll,
  PRIVACY_PAGE,
  RUN_LOOKUPS,
} from './privacyRecords';
import type { PrivacyRun, PrivacyRuns } from './privacyRuns';
import type { TenantPaths } from './tenantPaths';
import { toVisit } from './visitDocument';
import { visitorDocId } from './firebaseVisitors';

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
 * Retention: visits checked in before the cutoff anonymised (from where the last run reached, kept in the
 * company's privacyState), registrations of visitors not seen since deleted, and every other kind's
 * records older than the cutoff deleted; and the same read as a preview.
 */
export function createRetention(db: Firestore, paths: TenantPaths, runs: PrivacyRuns) {
  const retentionState = () => doc(db, 'companies', paths.companyId(), 'privacyState', 'retention');

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
      await runs.saveProgress(state);
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
        await anonymiseVisits(run, page, at);
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
    return runs.finish(state);
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
      ['arrivals', { source: query(companyArrivals(db, paths), where('at', '<', cutoff)) }],
      ['invites', { source: query(paths.invites(), where('validUntil', '<', cutoff)) }],
      ['mail', { source: query(paths.outbox(), where('at', '<', cutoff)) }],
      ['mail', { source: companyTriggerMail(paths, ['createdAt', '<', cutoff]) }],
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

  /** What a retention run to this cutoff would change, by kind: read as the run reads, nothing written. */
  async function preview(cutoff: number): Promise<RecordCounts> {
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
  }

  return { retain, preview };
}

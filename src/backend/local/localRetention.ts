import { Dexie, type Table } from 'dexie';
import { chunks } from '../../lib/chunks';
import { normalizeEmail } from '../../lib/email';
import {
  noRecords,
  progressOf,
  type PersonalRecordKind,
  type PrivacyLogEntry,
  type RecordCounts,
  type RetentionProgress,
} from '../port/privacy';
import type { FrontdeskDb, PrivacyLogRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { anonymiseVisits, auditRun, before, logEntryOf, VISITS_PER_TRANSACTION } from './localPrivacyRecords';
import { requireActorEmail, requireTenant } from './tenant';

/** The kinds retention deletes by their age alone, in the order it deletes them. */
const AGED_KINDS = ['arrivals', 'invites', 'mail', 'holds', 'rollCalls'] as const;
type AgedKind = (typeof AGED_KINDS)[number];

/**
 * Retention: the tenant's visits checked in before the cutoff anonymised (from where the last run reached,
 * kept in privacyState), registrations of visitors not seen since deleted, and every other kind's records
 * older than the cutoff deleted, each step in a transaction with its count in the run's log entry; and the
 * same read as a preview.
 */
export function createLocalRetention(db: FrontdeskDb, session: LocalSessionHolder) {
  /** A retention run logged as started, with its cutoff to go on from: each step's counts are saved. */
  async function start(tenant: string, cutoff: number, at: number): Promise<PrivacyLogRow> {
    const row: PrivacyLogRow = {
      id: crypto.randomUUID(),
      kind: 'retention',
      at,
      by: requireActorEmail(session),
      counts: noRecords(),
      status: 'started',
      progressAt: Date.now(),
      cutoff,
      tenant,
    };
    await db.privacyLog.add(row);
    return row;
  }

  const saveProgress = (row: PrivacyLogRow, counts: RecordCounts) =>
    db.privacyLog.update(row.id, { counts: { ...counts }, progressAt: Date.now() });

  /**
   * One step of a retention run (its transactions over `tables` joined into this one), with what it did
   * added to the run's log entry in the same transaction: a run stopped anywhere has logged exactly what
   * it did, and goes on from there.
   */
  async function counted(
    row: PrivacyLogRow,
    counts: RecordCounts,
    kind: PersonalRecordKind,
    tables: Table[],
    step: () => Promise<number>,
  ): Promise<void> {
    await db.transaction('rw', [db.privacyLog, ...tables], async () => {
      const done = await step();
      if (done === 0) return;
      await saveProgress(row, { ...counts, [kind]: counts[kind] + done });
      counts[kind] += done;
    });
  }

  /** The tables of each kind a retention run deletes by age. */
  const agedTables: Record<AgedKind, Table> = {
    arrivals: db.arrivals,
    invites: db.invites,
    mail: db.mail,
    holds: db.watchlistHolds,
    rollCalls: db.rollCalls,
  };

  async function finishRetention(row: PrivacyLogRow, counts: RecordCounts): Promise<PrivacyLogEntry> {
    const finished = { counts, status: 'finished' as const, progressAt: Date.now() };
    await db.transaction('rw', [db.privacyLog, db.audit], async () => {
      await db.privacyLog.update(row.id, { ...finished, cutoff: undefined });
      await auditRun(db, session, 'retention', row.id, counts);
    });
    return logEntryOf({ ...row, ...finished });
  }

  /** The retention run of this log entry, from where its saved steps end. */
  async function retain(row: PrivacyLogRow, onProgress?: (done: RetentionProgress) => void) {
    const { tenant, at } = row;
    const cutoff = row.cutoff ?? at;
    const counts = { ...row.counts };
    // The counts are saved by each step with what it did; this keeps the entry's heartbeat fresh, so that
    // no desk takes a running retention for one stopped midway.
    const report = async () => {
      await db.privacyLog.update(row.id, { progressAt: Date.now() });
      onProgress?.(progressOf(counts));
    };
    const from = await anonymisedBefore(tenant);
    if (cutoff > from) {
      const checked = new Set<string>();
      for (const chunk of chunks(await visitIdsBetween(tenant, from, cutoff), VISITS_PER_TRANSACTION)) {
        // Their registrations before their visits lose the email that finds them: a run stopped in
        // between finds them again when it goes on.
        for (const visit of await db.visits.bulkGet(chunk)) {
          if (!visit?.checkedOut || !visit.visitorEmail || checked.has(visit.visitorEmail)) continue;
          const email = visit.visitorEmail;
          checked.add(email);
          await counted(row, counts, 'visitors', [db.visitors, db.visits, db.visitSearch], () =>
            forgetVisitorUnlessSeenSince(tenant, email, cutoff),
          );
        }
        await counted(row, counts, 'visits', [db.visits, db.visitSearch, db.gramBlocks], () =>
          anonymiseVisits(db, tenant, chunk, at),
        );
        await report();
      }
      // A visit still open is skipped: the next run starts from the oldest one, to anonymise it once closed.
      const oldestOpen = await db.visits
        .where('[tenant+open+checkin_timestamp]')
        .between([tenant, 1, from], [tenant, 1, cutoff])
        .first();
      await db.privacyState.put({ tenant, anonymisedBefore: oldestOpen?.checkin_timestamp ?? cutoff });
    }
    for (const kind of AGED_KINDS) {
      await counted(row, counts, kind, [agedTables[kind]], () => aged(tenant, kind, cutoff).delete());
      await report();
    }
    return finishRetention(row, counts);
  }

  /**
   * Whether the register holds this visitor, they are not on site (a visit from before the cutoff may still
   * be open) and no visit of theirs from `cutoff` on is kept.
   */
  async function unseenSince(tenant: string, email: string, cutoff: number): Promise<boolean> {
    if ((await registered(tenant, email).count()) === 0) return false;
    // The visits' times from their small search rows: a visit row carries its photo.
    const ids = await db.visits.where('[tenant+visitorEmail]').equals([tenant, email]).primaryKeys();
    const open = new Set(await openVisitIds(tenant));
    if (ids.some((id) => open.has(id))) return false;
    const seen = await db.visitSearch.bulkGet(ids);
    return !seen.some((row) => row !== undefined && row.checkin_timestamp >= cutoff);
  }

  /** The tenant's open visits' ids, from the index alone. */
  const openVisitIds = (tenant: string) =>
    db.visits
      .where('[tenant+open+checkin_timestamp]')
      .between([tenant, 1, Dexie.minKey], [tenant, 1, Dexie.maxKey])
      .primaryKeys();

  /** Deletes the visitor's register entry unless a visit of theirs from `cutoff` on is kept. */
  async function forgetVisitorUnlessSeenSince(
    tenant: string,
    email: string,
    cutoff: number,
  ): Promise<number> {
    return (await unseenSince(tenant, email, cutoff)) ? registered(tenant, email).delete() : 0;
  }

  const registered = (tenant: string, email: string) =>
    db.visitors.where('[tenant+visitorEmailLower]').equals([tenant, normalizeEmail(email)]);

  /** Where the last run reached: visits checked in before it are anonymised, open ones aside. */
  const anonymisedBefore = async (tenant: string) =>
    (await db.privacyState.get(tenant))?.anonymisedBefore ?? 0;

  const visitIdsBetween = (tenant: string, from: number, cutoff: number) =>
    db.visits
      .where('[tenant+checkin_timestamp]')
      .between([tenant, from], [tenant, cutoff], true, false)
      .primaryKeys();

  /** A kind's records older than `cutoff`, which retention deletes (an open roll call stays). */
  function aged(tenant: string, kind: AgedKind, cutoff: number) {
    switch (kind) {
      case 'arrivals':
        return before(db.arrivals, '[tenant+at]', tenant, cutoff);
      case 'invites':
        return before(db.invites, '[tenant+validUntil]', tenant, cutoff);
      case 'mail':
        return before(db.mail, '[tenant+at]', tenant, cutoff);
      case 'holds':
        return before(db.watchlistHolds, '[tenant+at]', tenant, cutoff);
      case 'rollCalls':
        return before(db.rollCalls, '[tenant+startedAt]', tenant, cutoff).filter(
          (row) => row.finishedAt !== null,
        );
    }
  }

  /** What a retention run to this cutoff would change, by kind: read as the run reads, nothing written. */
  async function preview(cutoff: number): Promise<RecordCounts> {
    const tenant = requireTenant(session);
    const counts = noRecords();
    const from = await anonymisedBefore(tenant);
    if (cutoff > from) {
      const emails = new Set<string>();
      for (const chunk of chunks(await visitIdsBetween(tenant, from, cutoff), VISITS_PER_TRANSACTION)) {
        for (const row of await db.visits.bulkGet(chunk)) {
          if (!row?.checkedOut) continue;
          if (row.anonymisedAt === undefined) counts.visits += 1;
          if (row.visitorEmail) emails.add(row.visitorEmail);
        }
      }
      // As the run goes through them: a register entry found under two spellings goes once.
      const gone = new Set<string>();
      for (const email of emails) {
        if (gone.has(normalizeEmail(email)) || !(await unseenSince(tenant, email, cutoff))) continue;
        gone.add(normalizeEmail(email));
        counts.visitors += 1;
      }
    }
    for (const kind of AGED_KINDS) counts[kind] = await aged(tenant, kind, cutoff).count();
    return counts;
  }

  return { start, retain, preview };
}

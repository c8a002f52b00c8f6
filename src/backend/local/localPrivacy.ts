import { Dexie, type Table } from 'dexie';
import { chunks } from '../../lib/chunks';
import { normalizeEmail } from '../../lib/email';
import { anonymisedVisit, emailSpellings } from '../anonymise';
import { BackendError, OnSiteError } from '../errors';
import {
  noRecords,
  progressOf,
  type PersonalData,
  type PersonalRecordKind,
  type PrivacyLogEntry,
  type PrivacyPort,
  type PrivacyRunKind,
  type RecordCounts,
  type RetentionProgress,
} from '../port/privacy';
import type { FrontdeskDb, PrivacyLogRow, RollCallRow, VisitRow } from './db';
import { gramBlockIndex } from './gramBlocks';
import type { LocalSessionHolder } from './localAuth';
import { storedVisitRows } from './storedVisit';
import { addAuditEntry } from './localAudit';
import { requireActorEmail, requireTenant, toVisit, withoutStorageFields } from './tenant';

/** Visits anonymised per transaction: a reload midway keeps the transactions done. */
const VISITS_PER_TRANSACTION = 500;

/** The kinds retention deletes by their age alone, in the order it deletes them. */
const AGED_KINDS = ['arrivals', 'invites', 'mail', 'holds', 'rollCalls'] as const;
type AgedKind = (typeof AGED_KINDS)[number];

/** A stored run as the port's entry: without its tenant and cutoff, finished unless it says otherwise. */
function logEntryOf({ tenant: _tenant, cutoff: _cutoff, status, progressAt, ...entry }: PrivacyLogRow) {
  return { ...entry, status: status ?? 'finished', progressAt: progressAt ?? entry.at };
}

const withoutTenant = <Row extends { tenant: string }>(row: Row) => withoutStorageFields(row, ['tenant']);

/** A tenant's records whose `field` holds one of these spellings of the email (as Firestore finds them). */
function ofEmail<Row, Key, Insert>(
  table: Table<Row, Key, Insert>,
  field: string,
  tenant: string,
  spellings: readonly string[],
): Promise<Row[]> {
  return table
    .where(`[tenant+${field}]`)
    .anyOf(spellings.map((spelling): [string, string] => [tenant, spelling]))
    .toArray();
}

/** A tenant's rows of an index `[tenant+time]` before `cutoff`. */
const before = <Row, Key, Insert>(
  table: Table<Row, Key, Insert>,
  index: string,
  tenant: string,
  cutoff: number,
) => table.where(index).between([tenant, Dexie.minKey], [tenant, cutoff], true, false);

export function createLocalPrivacy(db: FrontdeskDb, session: LocalSessionHolder): PrivacyPort {
  const gramBlocks = gramBlockIndex(db);
  const account = () => requireActorEmail(session);

  async function gather(
    tenant: string,
    email: string,
  ): Promise<{ data: PersonalData; visitRows: VisitRow[] }> {
    const visitor = await db.visitors
      .where('[tenant+visitorEmailLower]')
      .equals([tenant, normalizeEmail(email)])
      .first();
    const spellings = emailSpellings(email, visitor?.visitorEmail ?? '');
    const [visitRows, arrivals, invites, holds, sent] = await Promise.all([
      ofEmail(db.visits, 'visitorEmail', tenant, spellings),
      ofEmail(db.arrivals, 'visitorEmail', tenant, spellings),
      ofEmail(db.invites, 'visitorEmail', tenant, spellings),
      ofEmail(db.watchlistHolds, 'visitorEmail', tenant, spellings),
      ofEmail(db.mail, 'to', tenant, spellings),
    ]);
    // Mail about them to someone else (the host's arrival notice, an alert) is found by what it is about.
    const about = [
      ...visitRows.map((row) => row.id),
      ...invites.map((row) => row.code),
      ...holds.map((row) => row.id),
    ];
    const mailAbout = await db.mail
      .where('[tenant+visitId]')
      .anyOf(about.map((id): [string, string] => [tenant, id]))
      .toArray();
    const mail = new Map([...sent, ...mailAbout].map((row) => [row.id, row]));
    const visitIds = new Set(visitRows.map((row) => row.id));
    const rollCalls = (await before(db.rollCalls, '[tenant+startedAt]', tenant, Infinity).toArray()).flatMap(
      (rollCall) =>
        rollCall.people
          .filter((person) => visitIds.has(person.visitId))
          .map((person) => ({ ...person, rollCallId: rollCall.id, startedAt: rollCall.startedAt })),
    );
    return {
      visitRows,
      data: {
        email: normalizeEmail(email),
        visitor: visitor ? withoutStorageFields(visitor, ['tenant', 'visitorEmailLower']) : null,
        visits: visitRows.map(toVisit),
        arrivals: arrivals.map((row) => withoutStorageFields(row, ['tenant', 'waiting'])),
        invites: invites.map(withoutTenant),
        mail: [...mail.values()].map(withoutTenant),
        holds: holds.map(withoutTenant),
        rollCalls,
      },
    };
  }

  /** Anonymises the tenant's closed visits of these ids, read afresh in each transaction. */
  async function anonymise(tenant: string, ids: readonly string[], at: number): Promise<number> {
    let count = 0;
    for (const chunk of chunks(ids, VISITS_PER_TRANSACTION)) {
      await db.transaction('rw', db.visits, db.visitSearch, db.gramBlocks, async () => {
        const named = (await db.visits.bulkGet(chunk)).filter(
          (row): row is VisitRow =>
            row?.tenant === tenant && row.checkedOut && row.anonymisedAt === undefined,
        );
        const stored = named.map((row) => storedVisitRows(tenant, anonymisedVisit(toVisit(row), at)));
        await db.visits.bulkPut(stored.map((rows) => rows.visits));
        await db.visitSearch.bulkPut(stored.map((rows) => rows.visitSearch));
        await gramBlocks.remove(tenant, named);
        count += stored.length;
      });
    }
    return count;
  }

  /** Blanks these visits' people in the tenant's roll calls; returns how many roll calls changed. */
  async function blankRollCalls(tenant: string, visitIds: ReadonlySet<string>): Promise<number> {
    if (visitIds.size === 0) return 0;
    return db.transaction('rw', db.rollCalls, async () => {
      const rows = await before(db.rollCalls, '[tenant+startedAt]', tenant, Infinity).toArray();
      const changed: RollCallRow[] = rows
        .filter((row) => row.people.some((person) => visitIds.has(person.visitId) && person.visitorName))
        .map((row) => ({
          ...row,
          people: row.people.map((person) =>
            visitIds.has(person.visitId) ? { ...person, visitorName: '' } : person,
          ),
        }));
      await db.rollCalls.bulkPut(changed);
      return changed.length;
    });
  }

  /** The run's audit entry names its log entry (a random id), never the person erased. */
  function auditRun(kind: PrivacyRunKind, entryId: string, counts: RecordCounts) {
    return addAuditEntry(db, session, {
      action: kind === 'erasure' ? 'privacy.erase' : 'privacy.retention',
      target: entryId,
      count: Object.values(counts).reduce((sum, each) => sum + each, 0),
      at: Date.now(),
    });
  }

  /** An erasure's log entry, finished in the erasure's own transaction. */
  async function logErasure(tenant: string, at: number, counts: RecordCounts) {
    const entry: PrivacyLogEntry = {
      id: crypto.randomUUID(),
      kind: 'erasure',
      at,
      by: account(),
      counts,
      status: 'finished',
      progressAt: at,
    };
    await db.privacyLog.add({ ...entry, tenant });
    await auditRun('erasure', entry.id, counts);
    return entry;
  }

  /** A retention run logged as started, with its cutoff to go on from: each step's counts are saved. */
  async function startRetention(tenant: string, cutoff: number, at: number): Promise<PrivacyLogRow> {
    const row: PrivacyLogRow = {
      id: crypto.randomUUID(),
      kind: 'retention',
      at,
      by: account(),
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
      await auditRun('retention', row.id, counts);
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
          anonymise(tenant, chunk, at),
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

  async function eraseNow(email: string, at: number, onProgress?: (counts: RecordCounts) => void) {
    const tenant = requireTenant(session);
    const { data, visitRows } = await gather(tenant, email);
    if (visitRows.some((row) => !row.checkedOut)) throw new OnSiteError();
    const counts = noRecords();
    const report = () => onProgress?.({ ...counts });
    // Mail and roll calls are found through the visits: they go before the visits lose the email.
    await db.mail.bulkDelete(data.mail.map((mail) => [tenant, mail.id]));
    counts.mail = data.mail.length;
    report();
    counts.rollCalls = await blankRollCalls(tenant, new Set(visitRows.map((row) => row.id)));
    report();
    await db.watchlistHolds.bulkDelete(data.holds.map((hold) => hold.id));
    counts.holds = data.holds.length;
    report();
    await db.arrivals.bulkDelete(data.arrivals.map((arrival) => arrival.id));
    counts.arrivals = data.arrivals.length;
    report();
    await db.invites.bulkDelete(data.invites.map((invite) => invite.code));
    counts.invites = data.invites.length;
    report();
    counts.visits = await anonymise(
      tenant,
      visitRows.map((row) => row.id),
      at,
    );
    report();
    counts.visitors = await db.visitors
      .where('[tenant+visitorEmailLower]')
      .equals([tenant, normalizeEmail(email)])
      .delete();
    report();
    return logErasure(tenant, at, counts);
  }

  return {
    async exportFor(email) {
      return (await gather(requireTenant(session), email)).data;
    },

    /**
     * One transaction over every table: the person is erased whole, with the run's log entry, or not at all
     * (a tab closed halfway leaves them as they were); and no check-in of theirs slips in between the
     * on-site check and the erasure.
     */
    erase(email, at, onProgress) {
      return db.transaction('rw', db.tables, () => eraseNow(email, at, onProgress));
    },

    async applyRetention(cutoff, at, onProgress) {
      return retain(await startRetention(requireTenant(session), cutoff, at), onProgress);
    },

    async resume(entryId) {
      const row = await db.privacyLog.get(entryId);
      if (!row || row.tenant !== requireTenant(session))
        throw new BackendError('not-found', 'No such run in the log.');
      // An erasure here is one transaction: never logged before it is finished.
      return row.status === 'started' ? retain(row) : logEntryOf(row);
    },

    async unfinished() {
      const tenant = requireTenant(session);
      const rows = await before(db.privacyLog, '[tenant+at]', tenant, Infinity)
        .filter((row) => row.status === 'started')
        .toArray();
      return rows.map(logEntryOf);
    },

    async retentionPreview(cutoff) {
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
    },

    async log(count) {
      const tenant = requireTenant(session);
      const rows = await before(db.privacyLog, '[tenant+at]', tenant, Infinity)
        .reverse()
        .limit(count)
        .toArray();
      return rows.map(logEntryOf);
    },
  };
}

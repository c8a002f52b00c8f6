import { normalizeEmail } from '../../lib/email';
import { emailSpellings } from '../anonymise';
import { OnSiteError } from '../errors';
import { noRecords, type PersonalData, type PrivacyLogEntry, type RecordCounts } from '../port/privacy';
import type { FrontdeskDb, RollCallRow, VisitRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { anonymiseVisits, auditRun, before, ofEmail, withoutTenant } from './localPrivacyRecords';
import { requireActorEmail, requireTenant, toVisit, withoutStorageFields } from './tenant';

/**
 * Everything the tenant holds about one person, found by their email's spellings: the export, and what an
 * erasure goes through.
 */
export async function gatherPersonalData(
  db: FrontdeskDb,
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

/** Blanks these visits' people in the tenant's roll calls; returns how many roll calls changed. */
async function blankRollCalls(
  db: FrontdeskDb,
  tenant: string,
  visitIds: ReadonlySet<string>,
): Promise<number> {
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

/** An erasure's log entry, finished in the erasure's own transaction. */
async function logErasure(
  db: FrontdeskDb,
  session: LocalSessionHolder,
  tenant: string,
  at: number,
  counts: RecordCounts,
) {
  const entry: PrivacyLogEntry = {
    id: crypto.randomUUID(),
    kind: 'erasure',
    at,
    by: requireActorEmail(session),
    counts,
    status: 'finished',
    progressAt: at,
  };
  await db.privacyLog.add({ ...entry, tenant });
  await auditRun(db, session, 'erasure', entry.id, counts);
  return entry;
}

/**
 * Erases a person: run inside one transaction over every table (createLocalPrivacy's `erase`), so that they
 * are erased whole, with the run's log entry, or not at all.
 */
export async function eraseNow(
  db: FrontdeskDb,
  session: LocalSessionHolder,
  email: string,
  at: number,
  onProgress?: (counts: RecordCounts) => void,
) {
  const tenant = requireTenant(session);
  const { data, visitRows } = await gatherPersonalData(db, tenant, email);
  if (visitRows.some((row) => !row.checkedOut)) throw new OnSiteError();
  const counts = noRecords();
  const report = () => onProgress?.({ ...counts });
  // Mail and roll calls are found through the visits: they go before the visits lose the email.
  await db.mail.bulkDelete(data.mail.map((mail) => [tenant, mail.id]));
  counts.mail = data.mail.length;
  report();
  counts.rollCalls = await blankRollCalls(db, tenant, new Set(visitRows.map((row) => row.id)));
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
  counts.visits = await anonymiseVisits(
    db,
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
  return logErasure(db, session, tenant, at, counts);
}

import { Dexie } from 'dexie';
import { requireVisitorLanguage } from '../arrivalChecks';
import {
  AgreementRequiredError,
  AlreadyCheckedOutError,
  UnknownPassError,
  VisitNotFoundError,
  VisitorTypeError,
} from '../errors';
import type {
  Admission,
  CheckInInput,
  CheckInScreen,
  ClosingKind,
  Visit,
  VisitPageQuery,
  VisitsPort,
} from '../port/visits';
import { WatchlistHoldError } from '../watchlist';
import { watchlistMatch } from '../watchlistMatch';
import { openVisitOf } from '../checkInInput';
import { checkOtherAgreement } from '../namedAgreements';
import { completeVisitorTypes, needsAgreement } from '../visitorTypes';
import { typeOfCheckIn } from '../visitorTypeChecks';
import { allocateVisitId } from '../../lib/visitId';
import { chunks } from '../../lib/chunks';
import type { FrontdeskDb, VisitRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { liveRead } from './liveRead';
import { addAuditEntry } from './localAudit';
import { useInvite } from './localInvites';
import { gramBlockIndex } from './gramBlocks';
import { createLocalVisitQueries } from './localVisitQueries';
import { bucketOf, storedVisitRows } from './storedVisit';
import { requireActorEmail, requireMemberId, requireTenant, toVisit, withoutStorageFields } from './tenant';

/** Visits one bulk checkout transaction closes: a few hundred, so a long run tells its progress. */
export const CLOSINGS_PER_TRANSACTION = 200;

export function createLocalVisits(db: FrontdeskDb, session: LocalSessionHolder): VisitsPort {
  const queries = createLocalVisitQueries(db);
  const gramBlocks = gramBlockIndex(db);

  /**
   * Closes an open visit and releases its visit ID, and with it the mails it still owes (a visitor gone
   * needs no arrival mail); inside the caller's transaction.
   */
  async function close(row: VisitRow, at: number, closedBy?: ClosingKind): Promise<Visit> {
    const checkedOut: VisitRow = {
      ...row,
      checkedOut: true,
      checkout_timestamp: at,
      open: 0,
      ...(closedBy && { closedBy }),
    };
    await db.visits.put(checkedOut);
    await db.openVisitIds.delete([row.tenant, row.visitID]);
    await db.owedMail.delete([row.tenant, row.id]);
    return toVisit(checkedOut);
  }

  /**
   * The watchlist entry that holds this visitor, unless the operator admitted them from that entry with a
   * note: then null. Throws WatchlistHoldError for a listed visitor not admitted. Inside the caller's
   * transaction, so an entry added on another desk a moment ago holds them too.
   */
  async function heldBy(tenant: string, input: CheckInInput) {
    const rows = await db.watchlist
      .where('[tenant+addedAt]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .toArray();
    const listed = watchlistMatch(
      rows.map((row) => withoutStorageFields(row, ['tenant'])),
      input,
    );
    if (!listed) return null;
    const { admission } = input;
    if (!admission || admission.entryId !== listed.id || !admission.note.trim()) {
      throw new WatchlistHoldError(listed, input.visitorName);
    }
    return listed;
  }

  /**
   * What the site asks of a check-in: its visitor type (offered, its host, its answers), and the visitor
   * agreement when the type needs it (as the site says, by default), of its current version; an acceptance
   * given is of the current version. (Firestore's rules make the same tests.)
   */
  async function checkSiteAccepts(tenant: string, input: CheckInInput) {
    requireVisitorLanguage(input.visitorLanguage);
    const site = await db.sites.get(tenant);
    const ofType = typeOfCheckIn(completeVisitorTypes(site?.visitorTypes), input);
    if ('problem' in ofType) throw new VisitorTypeError(ofType.problem);
    if (checkOtherAgreement(ofType.type, site?.agreementRequired === true, input.agreement)) return;
    const current = await db.agreements
      .where('[tenant+version]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .last();
    const version = current?.version ?? 0;
    const policy = ofType.type.agreement;
    const required =
      policy === 'always' ? version !== 0 : needsAgreement(ofType.type, site?.agreementRequired === true);
    if (!required && !input.agreement) return;
    if (input.agreement?.version !== version) throw new AgreementRequiredError(version);
  }

  /** The admitted hold, with the visit it admitted and its own audit entry. */
  async function recordAdmission(tenant: string, input: CheckInInput, admission: Admission, visit: Visit) {
    await db.watchlistHolds.put({
      id: input.id,
      tenant,
      entryId: admission.entryId,
      reason: admission.reason,
      visitorName: input.visitorName,
      visitorEmail: input.visitorEmail,
      decision: 'admitted',
      note: admission.note.trim(),
      decidedBy: requireActorEmail(session),
      at: input.at,
      visitDocId: visit.id,
    });
    await addAuditEntry(db, session, {
      action: 'hold.decide',
      target: input.id,
      count: 1,
      at: input.at,
      once: true,
    });
  }

  return {
    async checkIn(given: CheckInInput, screen?: CheckInScreen) {
      const tenant = requireTenant(session);
      // Before the transaction: IndexedDB ends a transaction that waits on anything but itself.
      const input = screen ? await screen(given) : given;
      const tables = [
        db.visits,
        db.openVisitIds,
        db.visitSearch,
        db.gramBlocks,
        db.visitCompanies,
        db.counters,
        db.checkInBuckets,
        db.owedMail,
        db.passes,
        db.invites,
        db.watchlist,
        db.watchlistHolds,
        db.audit,
        db.sites,
        db.agreements,
      ];
      return db.transaction('rw', tables, async () => {
        const existing = await db.visits.get(input.id);
        if (existing?.tenant === tenant) return toVisit(existing);
        await checkSiteAccepts(tenant, input);
        const listed = await heldBy(tenant, input);
        const visitID = await allocateVisitId(
          async (candidate) => (await db.openVisitIds.get([tenant, candidate])) !== undefined,
        );
        if (input.inviteCode) await useInvite(db, tenant, input.inviteCode, input.id, input.at);
        const visit = openVisitOf(input, visitID, requireMemberId(session));
        const rows = storedVisitRows(tenant, visit);
        await db.visits.add(rows.visits);
        if (rows.openVisitIds) await db.openVisitIds.add(rows.openVisitIds);
        await db.visitSearch.add(rows.visitSearch);
        await gramBlocks.add(tenant, visit);
        await db.visitCompanies.put(rows.visitCompanies);
        if (rows.passes) await db.passes.add(rows.passes);
        const total = (await db.counters.get([tenant, 'visits']))?.value ?? 0;
        await db.counters.put({ tenant, name: 'visits', value: total + 1 });
        const bucket = bucketOf(input.at);
        const counted = (await db.checkInBuckets.get([tenant, bucket]))?.count ?? 0;
        await db.checkInBuckets.put({ tenant, bucket, count: counted + 1 });
        // It owes its two mails until a desk has recorded them (owedMails).
        await db.owedMail.put({ tenant, visitId: visit.id, at: input.at });
        if (listed && input.admission) await recordAdmission(tenant, input, input.admission, visit);
        return visit;
      });
    },

    async owedMails(count) {
      const tenant = requireTenant(session);
      const owed = await db.owedMail
        .where('[tenant+at]')
        .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
        .filter((row) => row.kind === undefined)
        .limit(count)
        .toArray();
      const visits = await db.visits.bulkGet(owed.map((row) => row.visitId));
      return visits.filter((row): row is VisitRow => row?.tenant === tenant).map(toVisit);
    },

    async settleMails(visit) {
      await db.owedMail.delete([requireTenant(session), visit.id]);
    },

    async checkOutByVisitId(visitID: number, at: number): Promise<Visit> {
      const tenant = requireTenant(session);
      return db.transaction('rw', [db.visits, db.openVisitIds, db.owedMail], async () => {
        const reservation = await db.openVisitIds.get([tenant, visitID]);
        const row = reservation && (await db.visits.get(reservation.visitDocId));
        if (!reservation || !row) {
          const closed = await db.visits.where('[tenant+visitID]').equals([tenant, visitID]).count();
          throw closed ? new AlreadyCheckedOutError(visitID) : new VisitNotFoundError(visitID);
        }
        return close(row, at);
      });
    },

    async checkOutByPass(passCode: string, at: number): Promise<Visit> {
      const tenant = requireTenant(session);
      return db.transaction('rw', [db.passes, db.visits, db.openVisitIds, db.owedMail], async () => {
        const pass = await db.passes.get([tenant, passCode]);
        const row = pass && (await db.visits.get(pass.visitDocId));
        if (row?.tenant !== tenant) throw new UnknownPassError();
        if (!row.open) throw new AlreadyCheckedOutError(row.visitID);
        return close(row, at);
      });
    },

    async unclosed(before: number) {
      const tenant = requireTenant(session);
      const rows = await db.visits
        .where('[tenant+open+checkin_timestamp]')
        .between([tenant, 1, Dexie.minKey], [tenant, 1, before])
        .toArray();
      return rows.map(toVisit);
    },

    async checkOutMany(closings, closedBy, onProgress) {
      const tenant = requireTenant(session);
      // A transaction per batch, as the port says: a reload midway keeps the batches done, and the
      // progress told is what is saved.
      const closed: Visit[] = [];
      let first = true;
      for (const batch of chunks(closings, CLOSINGS_PER_TRANSACTION)) {
        await db.transaction('rw', [db.visits, db.openVisitIds, db.owedMail, db.audit], async () => {
          // One entry for the whole run, with its first batch.
          if (first) {
            await addAuditEntry(db, session, {
              action: closedBy === 'automatic' ? 'visit.autoCheckOut' : 'visit.checkOutMany',
              target: '',
              count: closings.length,
              at: closings[0]?.at ?? 0,
            });
            first = false;
          }
          for (const closing of batch) {
            const row = await db.visits.get(closing.id);
            if (row?.tenant === tenant && row.open) closed.push(await close(row, closing.at, closedBy));
          }
        });
        onProgress?.(closed.length);
      }
      return closed;
    },

    async lastOf(visitorEmail: string) {
      const tenant = requireTenant(session);
      // One person's visits: a handful, read through the email index, never the company's whole history.
      const rows = await db.visits.where('[tenant+visitorEmail]').equals([tenant, visitorEmail]).toArray();
      const last = rows.reduce<VisitRow | null>(
        (latest, row) => (!latest || row.checkin_timestamp > latest.checkin_timestamp ? row : latest),
        null,
      );
      return last ? toVisit(last) : null;
    },

    async visit(id: string) {
      const tenant = requireTenant(session);
      const row = await db.visits.get(id);
      return row?.tenant === tenant ? toVisit(row) : null;
    },

    page: (query) => queries.page(requireTenant(session), query),

    watchPage(query: VisitPageQuery, listener, onError) {
      const tenant = requireTenant(session);
      return liveRead((stopped) => queries.page(tenant, query, stopped), listener, onError);
    },

    onSite: () => queries.onSite(requireTenant(session)),

    watchOnSite(listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => queries.onSite(tenant), listener, onError);
    },

    stats: (days) => queries.stats(requireTenant(session), days),

    watchStats(days, listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => queries.stats(tenant, days), listener, onError);
    },
  };
}

import { Dexie } from 'dexie';
import type { AuditAction, AuditEntry, AuditPort, AuditQuery } from '../port/audit';
import type { Backend } from '../port/backend';
import type { AuditRow, FrontdeskDb } from './db';
import type { LocalSessionHolder } from './localAuth';
import { requireMemberId, requireTenant, withoutStorageFields } from './tenant';

const toEntry = (row: AuditRow): AuditEntry => withoutStorageFields(row, ['tenant', 'onceKey']);

/** A position in the newest-first log: the last entry shown (its time, then its id). */
const encode = (entry: AuditEntry) => JSON.stringify([entry.at, entry.id]);
function decode(cursor: string | null | undefined): [number, string] | null {
  if (!cursor) return null;
  const parsed: unknown = JSON.parse(cursor);
  return Array.isArray(parsed) && typeof parsed[0] === 'number' && typeof parsed[1] === 'string'
    ? [parsed[0], parsed[1]]
    : null;
}

/**
 * How one change names its entry. `once`: the entry's id is the action's and the target's, so a change
 * made again (a double submit that finds its visit already saved) records nothing more.
 */
interface Audited {
  action: AuditAction;
  target: (args: unknown[], result: unknown) => string;
  count?: (args: unknown[], result: unknown) => number;
  once?: boolean;
}

const idOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string'
    ? value.id
    : '';
const codeOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string'
    ? value.code
    : '';
const firstArg = (args: unknown[]) => (typeof args[0] === 'string' ? args[0] : '');
const none = () => '';

/**
 * The changes each entry records, by port and method. Long jobs that commit batch by batch (bulk
 * checkout, erasure, retention) write their own entry with their first batch.
 */
type AuditedPort = Exclude<keyof Backend, 'auth' | 'join' | 'verification' | 'sync'>;

const AUDITED: { [Port in AuditedPort]?: { [Method in keyof Backend[Port]]?: Audited } } = {
  visits: {
    checkIn: { action: 'visit.checkIn', target: (_args, visit) => idOf(visit), once: true },
    checkOutByVisitId: { action: 'visit.checkOut', target: (_args, visit) => idOf(visit), once: true },
    checkOutByPass: { action: 'visit.checkOut', target: (_args, visit) => idOf(visit), once: true },
  },
  // A register entry's id is derived from the email: the entry names no record.
  visitors: { add: { action: 'visitor.register', target: none } },
  invites: {
    invite: { action: 'invite.create', target: (_args, invite) => codeOf(invite), once: true },
    cancel: { action: 'invite.cancel', target: firstArg, once: true },
  },
  contactless: {
    markCheckedIn: { action: 'arrival.settle', target: firstArg },
    decline: { action: 'arrival.settle', target: firstArg },
    markCheckedOut: { action: 'arrival.settle', target: firstArg },
  },
  watchlist: {
    add: { action: 'watchlist.change', target: (_args, entry) => idOf(entry) },
    remove: { action: 'watchlist.change', target: firstArg },
    recordHold: { action: 'hold.decide', target: (_args, hold) => idOf(hold), once: true },
  },
  rollCalls: {
    start: { action: 'rollCall.start', target: (_args, rollCall) => idOf(rollCall), once: true },
    markSafe: { action: 'rollCall.mark', target: firstArg },
    unmarkSafe: { action: 'rollCall.mark', target: firstArg },
    finish: { action: 'rollCall.finish', target: firstArg, once: true },
  },
  settings: {
    updateCompany: { action: 'settings.change', target: none },
    updateSite: { action: 'settings.change', target: none },
    saveVisitorType: { action: 'visitorType.save', target: (args) => idOf(args[0]) },
  },
  directory: {
    saveCompany: { action: 'directory.change', target: (_args, company) => idOf(company) },
    saveHost: { action: 'directory.change', target: (_args, host) => idOf(host) },
    importHosts: {
      action: 'directory.change',
      target: none,
      count: (_args, result) =>
        typeof result === 'object' && result !== null && 'added' in result && 'updated' in result
          ? Number(result.added) + Number(result.updated)
          : 0,
    },
  },
  agreements: {
    translate: {
      action: 'agreement.translate',
      target: (args) => (typeof args[0] === 'number' ? String(args[0]) : ''),
    },
    publish: {
      action: 'agreement.publish',
      target: (_args, agreement) =>
        typeof agreement === 'object' && agreement !== null && 'version' in agreement
          ? String(agreement.version)
          : '',
    },
    publishNamed: { action: 'agreement.publish', target: (_args, agreement) => idOf(agreement) },
    translateNamed: { action: 'agreement.translate', target: firstArg },
  },
  team: {
    invite: { action: 'team.change', target: (_args, invite) => codeOf(invite) },
    cancelInvite: { action: 'team.change', target: firstArg },
    update: { action: 'team.change', target: firstArg },
  },
};

let written = 0;

/**
 * An entry's id: its time, then how many this tab wrote before it, so that entries of one millisecond
 * list in the order they were made; then random, so that two tabs never make the same one.
 */
export function auditEntryId(at: number): string {
  written += 1;
  const sortable = (value: number, width: number) => value.toString(36).padStart(width, '0');
  return `${sortable(at, 9)}${sortable(written % 36 ** 4, 4)}-${crypto.randomUUID()}`;
}

/** Writes one entry, inside the caller's transaction (which must hold db.audit). */
export async function addAuditEntry(
  db: FrontdeskDb,
  session: LocalSessionHolder,
  entry: { action: AuditAction; target: string; count: number; at: number; once?: boolean },
): Promise<void> {
  const tenant = requireTenant(session);
  const onceKey = entry.once ? `${tenant}\u001f${entry.action}\u001f${entry.target}` : undefined;
  if (onceKey && (await db.audit.where('onceKey').equals(onceKey).count())) return;
  await db.audit.add({
    id: auditEntryId(entry.at),
    tenant,
    action: entry.action,
    target: entry.target,
    count: entry.count,
    by: requireMemberId(session),
    at: entry.at,
    ...(onceKey && { onceKey }),
  });
}

/**
 * Every change named in AUDITED runs in one transaction with its audit entry: both are kept, or neither
 * (the local form of the rule that refuses a change without its entry). The method's own transaction
 * nests inside this one.
 */
export function withLocalAudit(
  backend: Backend,
  db: FrontdeskDb,
  session: LocalSessionHolder,
  now: () => number,
): Backend {
  const audited = <Port extends object>(
    port: Port,
    table: Partial<Record<keyof Port, Audited>> | undefined,
  ) =>
    new Proxy(port, {
      get(target, key, receiver) {
        const method: unknown = Reflect.get(target, key, receiver);
        const audit = table?.[key as keyof Port];
        if (typeof method !== 'function' || !audit) return method;
        return (...args: unknown[]) =>
          db.transaction('rw', db.tables, async () => {
            const result: unknown = await Reflect.apply(method, target, args);
            await addAuditEntry(db, session, {
              action: audit.action,
              target: audit.target(args, result),
              count: audit.count?.(args, result) ?? 1,
              at: now(),
              once: audit.once,
            });
            return result;
          });
      },
    });
  const wrapped = { ...backend };
  for (const name of Object.keys(AUDITED) as (keyof typeof AUDITED)[]) {
    Object.assign(wrapped, { [name]: audited(backend[name], AUDITED[name]) });
  }
  return wrapped;
}

export function createLocalAudit(db: FrontdeskDb, session: LocalSessionHolder, now: () => number): AuditPort {
  /** The index a query is read through: one person's, one action's, or everyone's, each by time. */
  function range(tenant: string, query: AuditQuery, before: [number, string] | null) {
    const low = query.since ?? Dexie.minKey;
    const high = before ? before[0] : (query.until ?? Dexie.maxKey);
    if (query.by) {
      return db.audit
        .where('[tenant+by+at]')
        .between([tenant, query.by, low], [tenant, query.by, high], true, true);
    }
    if (query.action) {
      return db.audit
        .where('[tenant+action+at]')
        .between([tenant, query.action, low], [tenant, query.action, high], true, true);
    }
    return db.audit.where('[tenant+at]').between([tenant, low], [tenant, high], true, true);
  }

  return {
    async page(query) {
      const tenant = requireTenant(session);
      const before = decode(query.after);
      const rows = await range(tenant, query, before)
        .reverse()
        .filter(
          (row) =>
            (!query.action || row.action === query.action) &&
            (query.until === undefined || row.at < query.until) &&
            (!before || row.at < before[0] || (row.at === before[0] && row.id < before[1])),
        )
        .limit(query.pageSize + 1)
        .toArray();
      // Newest first; entries of one millisecond by id, descending (the index's order, reversed).
      const entries = rows.slice(0, query.pageSize).map(toEntry);
      const last = entries.at(-1);
      return { entries, nextCursor: rows.length > query.pageSize && last ? encode(last) : null };
    },

    async recordExport(count) {
      await db.transaction('rw', db.audit, () =>
        addAuditEntry(db, session, { action: 'visits.export', target: '', count, at: now() }),
      );
    },
  };
}

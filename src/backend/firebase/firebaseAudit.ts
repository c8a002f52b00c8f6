import {
  Timestamp,
  addDoc,
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditPort } from '../port/audit';
import type { TenantPaths } from './tenantPaths';

const isAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);

function toEntry(snapshot: QueryDocumentSnapshot): AuditEntry {
  const data = snapshot.data();
  const at: unknown = data.at;
  return {
    id: snapshot.id,
    action: isAction(data.action) ? data.action : 'settings.change',
    target: typeof data.target === 'string' ? data.target : '',
    count: typeof data.count === 'number' ? data.count : 1,
    by: typeof data.by === 'string' ? data.by : '',
    at: at instanceof Timestamp ? at.toMillis() : 0,
  };
}

const encode = (entry: AuditEntry) => JSON.stringify([entry.at, entry.id]);
function decode(cursor: string | null | undefined): [number, string] | null {
  if (!cursor) return null;
  const parsed: unknown = JSON.parse(cursor);
  return Array.isArray(parsed) && typeof parsed[0] === 'number' && typeof parsed[1] === 'string'
    ? [parsed[0], parsed[1]]
    : null;
}

/**
 * The audit log in Firestore: companies/{id}/audit, one document per entry, written in the same commit as
 * the change it records (the rules refuse the change without it) and never changed. Read newest first,
 * through an index on the person or the action and the time (firestore.indexes.json).
 */
export function createFirebaseAudit(paths: TenantPaths): AuditPort {
  const log = () => collection(paths.company(), 'audit');
  return {
    async page(request) {
      const before = decode(request.after);
      const constraints: QueryConstraint[] = [
        ...(request.by ? [where('by', '==', request.by)] : []),
        ...(request.action ? [where('action', '==', request.action)] : []),
        ...(request.since !== undefined ? [where('at', '>=', Timestamp.fromMillis(request.since))] : []),
        ...(request.until !== undefined ? [where('at', '<', Timestamp.fromMillis(request.until))] : []),
        orderBy('at', 'desc'),
        orderBy(documentId(), 'desc'),
        ...(before ? [startAfter(Timestamp.fromMillis(before[0]), before[1])] : []),
        limit(request.pageSize + 1),
      ];
      const snapshot = await getDocs(query(log(), ...constraints));
      const entries = snapshot.docs.slice(0, request.pageSize).map(toEntry);
      const last = entries.at(-1);
      return { entries, nextCursor: snapshot.size > request.pageSize && last ? encode(last) : null };
    },

    async recordExport(count) {
      await addDoc(log(), {
        action: 'visits.export',
        target: '',
        count,
        by: paths.memberId(),
        at: serverTimestamp(),
      });
    },
  };
}

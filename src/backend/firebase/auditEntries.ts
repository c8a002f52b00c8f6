import {
  collection,
  doc,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import type { AuditAction } from '../port/audit';
import type { TenantPaths } from './tenantPaths';

/**
 * Rules lookups (get, exists, getAfter, existsAfter) one batch or transaction may make in production; the
 * emulator does not count them, so commits are sized by the count firestore.rules states for each write,
 * taking no lookup as cached (docs/decisions/audit.md).
 */
export const LOOKUPS_PER_COMMIT = 20;
/** Lookups of an entry's own rule (the writer's profile or member document). */
export const ENTRY_LOOKUPS = 1;
/** Lookups of a head's rule (the writer's member document, the entry it names). */
export const HEAD_LOOKUPS = 2;

/** What one commit's entry says: which change, of which record (by its random id), how many records. */
export interface AuditChange {
  action: AuditAction;
  /** The record's random id, or '' where the change names none (the settings, a bulk checkout). */
  target: string;
  /** How many records the commit changed; 1 by default. */
  count?: number;
}

/** A new entry, for the commit that makes the change to set: its reference, id and fields. */
export interface NewAuditEntry {
  ref: DocumentReference;
  id: string;
  data: DocumentData;
}

/**
 * An entry of company `companyId` by account `by`: written at the commit's time (serverTimestamp, which the
 * rules compare with request.time), so that no later commit can name it.
 */
export function newAuditEntry(
  db: Firestore,
  companyId: string,
  by: string,
  change: AuditChange,
  entryId?: string,
): NewAuditEntry {
  const entries = collection(db, 'companies', companyId, 'audit');
  const ref = entryId === undefined ? doc(entries) : doc(entries, entryId);
  return {
    ref,
    id: ref.id,
    data: {
      action: change.action,
      target: change.target,
      count: change.count ?? 1,
      by,
      at: serverTimestamp(),
    },
  };
}

/** An entry of the signed-in person's, in their company (with a random id unless `entryId` names one). */
export function auditEntry(paths: TenantPaths, change: AuditChange, entryId?: string): NewAuditEntry {
  return newAuditEntry(paths.company().firestore, paths.companyId(), paths.memberId(), change, entryId);
}

/**
 * The signed-in person's head, naming the entry of a commit that deletes records (a delete has no document
 * to name it): rewritten in that commit.
 */
export function auditHead(
  paths: TenantPaths,
  entryId: string,
): { ref: DocumentReference; data: DocumentData } {
  return {
    ref: doc(paths.company(), 'auditHead', paths.memberId()),
    data: { entry: entryId, at: serverTimestamp() },
  };
}

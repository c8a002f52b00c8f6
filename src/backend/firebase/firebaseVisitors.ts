import { doc, getDoc, runTransaction, type Firestore } from 'firebase/firestore';
import { normalizeEmail } from '../../lib/email';
import { DuplicateVisitorError } from '../errors';
import { assertValidVisitor } from '../visitorChecks';
import type { NewVisitor, Visitor, VisitorsPort } from '../port/visitors';
import { text, type StoredData } from './fields';
import type { TenantPaths } from './tenantPaths';

/**
 * A visitor's document id is the SHA-256 of their normalised email, so "is this email registered?"
 * is one document read, and a transaction can refuse a duplicate (queries cannot run in one).
 */
export async function visitorDocId(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalizeEmail(email)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function toVisitor(id: string, data: StoredData): Visitor {
  return {
    id,
    captureImage: data.captureImage === true,
    isImageCaptured: data.isImageCaptured === true,
    imageUrl: text(data, 'imageUrl'),
    visitorName: text(data, 'visitorName'),
    visitorEmail: text(data, 'visitorEmail'),
    visitorMobile: text(data, 'visitorMobile'),
  };
}

export function createFirebaseVisitors(db: Firestore, paths: TenantPaths): VisitorsPort {
  return {
    async findByEmail(email: string) {
      const snapshot = await getDoc(doc(paths.visitors(), await visitorDocId(email)));
      return snapshot.exists() ? toVisitor(snapshot.id, snapshot.data()) : null;
    },

    async add(input: NewVisitor) {
      assertValidVisitor(input);
      const ref = doc(paths.visitors(), await visitorDocId(input.visitorEmail));
      const fields: NewVisitor = { ...input, visitorEmail: input.visitorEmail.trim() };
      await runTransaction(db, async (transaction) => {
        if ((await transaction.get(ref)).exists()) throw new DuplicateVisitorError();
        transaction.set(ref, { ...fields, visitorEmailLower: normalizeEmail(input.visitorEmail) });
      });
      return { ...fields, id: ref.id };
    },
  };
}

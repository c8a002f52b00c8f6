import {
  doc,
  getDocs,
  limit,
  query,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { normalizeEmail } from '../../lib/email';
import {
  VISITOR_PREFIX_MAX,
  isVisitorSearch,
  matchesVisitorSearch,
  visitorSearchPrefixes,
  visitorSearchWords,
} from '../../lib/visitorSearch';
import { DuplicateVisitorError, NetworkError } from '../errors';
import { assertValidVisitor } from '../visitorChecks';
import type { NewVisitor, Visitor, VisitorsPort } from '../port/visitors';
import { text, type StoredData } from './fields';
import { meterQuery } from './readMeter';
import type { TenantPaths } from './tenantPaths';
import { auditEntry } from './auditEntries';
import { cachedOrNull, readPastStaleCache, type CutSupport } from './cutSupport';
import { transact } from './transact';

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

/** What an offline lookup of a visitor this desk never read says. */
export const OFFLINE_UNKNOWN_VISITOR =
  'This desk is offline and has not looked this email up before: look it up again when the network returns.';

/** How many visitors the first word's prefix reads before the other words narrow them. */
const candidates = (limitTo: number, words: number, narrowed: boolean) =>
  words > 1 || narrowed ? limitTo * 10 : limitTo;

export function createFirebaseVisitors(
  db: Firestore,
  paths: TenantPaths,
  { queued, isOffline }: Pick<CutSupport, 'queued' | 'isOffline'>,
): VisitorsPort {
  /**
   * A registration during a network cut: refused at once if this device knows the email registered;
   * otherwise the entry and its audit entry in one batch, sent when the network returns. (An entry made
   * meanwhile by another desk makes the server refuse it; the check-in then uses that entry.)
   */
  async function addQueued(
    fields: NewVisitor,
    ref: DocumentReference,
    entry: ReturnType<typeof auditEntry>,
    stored: StoredData,
  ): Promise<Visitor> {
    const known = await cachedOrNull(ref);
    if (known?.exists()) {
      if (known.data().auditId === entry.id) return toVisitor(known.id, known.data());
      throw new DuplicateVisitorError();
    }
    const batch = writeBatch(db);
    batch.set(entry.ref, entry.data);
    batch.set(ref, stored);
    await queued.commit(
      batch,
      `The registration of ${fields.visitorName} (${fields.visitorEmail})`,
      ref,
      'created',
    );
    return { ...fields, id: ref.id };
  }

  return {
    async findByEmail(email: string) {
      const ref = doc(paths.visitors(), await visitorDocId(email));
      // During a cut, what this desk keeps, at once: the SDK itself would wait for the server until it
      // gives up (about 10 s). One it never read is not said "not found": it cannot tell. Online, a
      // visitor this desk registered during a cut is found after it too.
      const snapshot = isOffline() ? await cachedOrNull(ref) : await readPastStaleCache(db, ref);
      if (!snapshot) throw new NetworkError(OFFLINE_UNKNOWN_VISITOR);
      if (!snapshot.exists()) return null;
      const visitor = toVisitor(snapshot.id, snapshot.data());
      // Registered before the type-ahead: indexed now, so the desk finds them by name from now on. Best
      // effort: the lookup's answer does not wait for it, and a refusal only leaves them unindexed.
      if (!('searchPrefixes' in snapshot.data())) {
        updateDoc(snapshot.ref, { searchPrefixes: visitorSearchPrefixes(visitor) }).catch(() => undefined);
      }
      return visitor;
    },

    async search(search: string, limitTo: number) {
      const words = visitorSearchWords(search);
      const [first] = words;
      if (!first || !isVisitorSearch(search)) return [];
      const prefix = first.slice(0, VISITOR_PREFIX_MAX);
      const snapshot = meterQuery(
        await getDocs(
          query(
            paths.visitors(),
            where('searchPrefixes', 'array-contains', prefix),
            limit(candidates(limitTo, words.length, prefix !== first)),
          ),
        ),
      );
      return snapshot.docs
        .map((each) => toVisitor(each.id, each.data()))
        .filter((visitor) => matchesVisitorSearch(visitor, words))
        .slice(0, limitTo);
    },

    async add(input: NewVisitor, attempt?: string) {
      assertValidVisitor(input);
      const ref = doc(paths.visitors(), await visitorDocId(input.visitorEmail));
      const fields: NewVisitor = { ...input, visitorEmail: input.visitorEmail.trim() };
      // Its entry names no record (the register's id is derived from the email); the entry's id is the
      // attempt's, made once outside the transaction, so a try the SDK runs again knows its own first write.
      const entry = auditEntry(paths, { action: 'visitor.register', target: '' }, attempt);
      const stored = {
        ...fields,
        visitorEmailLower: normalizeEmail(input.visitorEmail),
        searchPrefixes: visitorSearchPrefixes(fields),
        auditId: entry.id,
      };
      if (isOffline()) return addQueued(fields, ref, entry, stored);
      return registerOnce(ref, stored, entry, fields);
    },
  };

  /** One try of a registration (online): an earlier try of this same attempt (its entry's id) is its success. */
  function registerOnce(
    ref: DocumentReference,
    stored: object,
    entry: ReturnType<typeof auditEntry>,
    fields: NewVisitor,
  ) {
    return transact(db, async (transaction) => {
      const registered = await transaction.get(ref);
      if (registered.exists()) {
        if (registered.data().auditId === entry.id) return toVisitor(registered.id, registered.data());
        throw new DuplicateVisitorError();
      }
      transaction.set(entry.ref, entry.data);
      transaction.set(ref, stored);
      return { ...fields, id: ref.id };
    });
  }
}

import type { Auth as FirebaseAuth } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { BackendError, NotSignedInError } from '../errors';
import type { Agreement, AgreementsPort, AgreementTranslations, NamedAgreement } from '../port/agreements';
import { newAgreementSeries, newestRevisions, publishedAfter } from '../namedAgreements';
import { translationsIn } from './agreementDocument';
import { requireAgreementTranslation, withTranslation } from '../agreementTranslations';
import { numeric, text, type StoredData } from './fields';
import { isRefused, reportTo } from './firebaseErrors';
import { transact } from './transact';
import type { TenantPaths } from './tenantPaths';
import { auditEntry } from './auditEntries';

/** How many times a publish tries the next version when another desk took it first. */
const PUBLISH_ATTEMPTS = 5;

const toAgreement = (data: StoredData): Agreement => ({
  version: numeric(data, 'version'),
  text: text(data, 'text'),
  publishedAt: numeric(data, 'publishedAt'),
  publishedBy: text(data, 'publishedBy'),
  ...translationsIn(data),
});

const toNamedAgreement = (id: string, data: StoredData): NamedAgreement => ({
  id,
  series: text(data, 'series'),
  revision: numeric(data, 'revision'),
  name: text(data, 'name'),
  text: text(data, 'text'),
  publishedAt: numeric(data, 'publishedAt'),
  publishedBy: text(data, 'publishedBy'),
  ...translationsIn(data),
});

class VersionTaken extends Error {}

/** Versions are documents named by their number, created once and never changed (the rules hold it). */
export function createFirebaseAgreements(
  db: Firestore,
  auth: FirebaseAuth,
  paths: TenantPaths,
  now: () => number,
): AgreementsPort {
  const versions = () => collection(db, 'companies', paths.companyId(), 'agreements');
  const newest = () => query(versions(), orderBy('version', 'desc'), limit(1));
  const fromSnapshot = (docs: { data: () => StoredData }[]) => (docs[0] ? toAgreement(docs[0].data()) : null);

  const named = () => collection(db, 'companies', paths.companyId(), 'namedAgreements');
  /** A company has a few agreements of a few revisions: all of them, in one read. */
  async function allRevisions(): Promise<NamedAgreement[]> {
    return (await getDocs(named())).docs.map((each) => toNamedAgreement(each.id, each.data()));
  }

  async function latest(): Promise<Agreement | null> {
    return fromSnapshot((await getDocs(newest())).docs);
  }

  return {
    latest,

    watchLatest: (listener, onError) =>
      onSnapshot(newest(), (snapshot) => listener(fromSnapshot(snapshot.docs)), reportTo(onError)),

    async version(version) {
      const snapshot = await getDoc(doc(versions(), String(version)));
      return snapshot.exists() ? toAgreement(snapshot.data()) : null;
    },

    async publish(textToPublish) {
      const publishedBy = auth.currentUser?.email;
      if (!publishedBy) throw new NotSignedInError();
      for (let attempt = 0; attempt < PUBLISH_ATTEMPTS; attempt += 1) {
        const current = await latest();
        if (current?.text === textToPublish) return current;
        const agreement: Agreement = {
          version: (current?.version ?? 0) + 1,
          text: textToPublish,
          publishedAt: now(),
          publishedBy,
        };
        const ref = doc(versions(), String(agreement.version));
        try {
          await transact(db, async (transaction) => {
            if ((await transaction.get(ref)).exists()) throw new VersionTaken();
            const entry = auditEntry(paths, { action: 'agreement.publish', target: ref.id });
            transaction.set(entry.ref, entry.data);
            transaction.set(ref, { ...agreement, auditId: entry.id });
            // The site names its current version, which a check-in must carry where the agreement is
            // required (the rules read it there; this version's rule requires it).
            transaction.set(
              paths.site(),
              { agreementVersion: agreement.version, auditId: entry.id },
              { merge: true },
            );
          });
          return agreement;
        } catch (error) {
          // Another desk published this version first: read the latest again and go on from it.
          if (!(error instanceof VersionTaken) && !isRefused(error)) throw error;
        }
      }
      throw new BackendError('unknown', 'Could not publish the agreement: try again.');
    },

    translate: (version, language, translation) =>
      translated(doc(versions(), String(version)), language, translation, (snapshot) => {
        if (!snapshot.exists()) {
          throw new BackendError('not-found', `No version ${String(version)} of the agreement.`);
        }
        return toAgreement(snapshot.data());
      }),

    namedAgreements: async () => newestRevisions(await allRevisions()),

    async namedAgreement(id) {
      const snapshot = await getDoc(doc(named(), id));
      return snapshot.exists() ? toNamedAgreement(snapshot.id, snapshot.data()) : null;
    },

    async publishNamed(input) {
      const publishedBy = auth.currentUser?.email;
      if (!publishedBy) throw new NotSignedInError();
      const series = input.series ?? newAgreementSeries();
      for (let attempt = 0; attempt < PUBLISH_ATTEMPTS; attempt += 1) {
        const outcome = publishedAfter(input, series, await allRevisions(), {
          publishedAt: now(),
          publishedBy,
        });
        if ('same' in outcome) return outcome.same;
        const agreement = outcome.next;
        const { id, ...fields } = agreement;
        const ref = doc(named(), id);
        try {
          await transact(db, async (transaction) => {
            if ((await transaction.get(ref)).exists()) throw new VersionTaken();
            const entry = auditEntry(paths, { action: 'agreement.publish', target: id });
            transaction.set(entry.ref, entry.data);
            transaction.set(ref, { ...fields, auditId: entry.id });
          });
          return agreement;
        } catch (error) {
          // Another admin published this revision first: read the newest again and go on from it.
          if (!(error instanceof VersionTaken) && !isRefused(error)) throw error;
        }
      }
      throw new BackendError('unknown', 'Could not publish the agreement: try again.');
    },

    translateNamed: (id, language, translation) =>
      translated(doc(named(), id), language, translation, (snapshot) => {
        if (!snapshot.exists())
          throw new BackendError('not-found', 'No such agreement: it may have been removed.');
        return toNamedAgreement(snapshot.id, snapshot.data());
      }),
  };

  /**
   * Keeps one language's translation beside a published version or revision, read by `read` (which
   * throws when there is none): the whole map, as the rules check it, with its entry; the published
   * fields stay as they are.
   */
  function translated<Published extends { translations?: AgreementTranslations }>(
    ref: DocumentReference,
    language: string,
    translation: string,
    read: (snapshot: DocumentSnapshot) => Published,
  ): Promise<Published> {
    requireAgreementTranslation(language, translation);
    return transact(db, async (transaction) => {
      const current = read(await transaction.get(ref));
      const translations = withTranslation(current.translations, language, translation);
      const entry = auditEntry(paths, { action: 'agreement.translate', target: ref.id });
      transaction.set(entry.ref, entry.data);
      transaction.update(ref, { translations, auditId: entry.id });
      return { ...current, translations };
    });
  }
}

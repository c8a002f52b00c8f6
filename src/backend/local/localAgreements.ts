import { Dexie } from 'dexie';
import { requireAgreementTranslation, withTranslation } from '../agreementTranslations';
import { BackendError } from '../errors';
import type { Agreement, AgreementsPort } from '../port/agreements';
import { newAgreementSeries, newestRevisions, publishedAfter } from '../namedAgreements';
import type { FrontdeskDb } from './db';
import type { LocalSessionHolder } from './localAuth';
import { liveRead } from './liveRead';
import { requireActorEmail, requireTenant, withoutStorageFields } from './tenant';

export function createLocalAgreements(
  db: FrontdeskDb,
  session: LocalSessionHolder,
  now: () => number,
): AgreementsPort {
  async function latest(tenant: string): Promise<Agreement | null> {
    const row = await db.agreements
      .where('[tenant+version]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .last();
    return row ? withoutStorageFields(row, ['tenant']) : null;
  }

  return {
    latest: () => latest(requireTenant(session)),

    watchLatest(listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => latest(tenant), listener, onError);
    },

    async version(version) {
      const row = await db.agreements.get([requireTenant(session), version]);
      return row ? withoutStorageFields(row, ['tenant']) : null;
    },

    publish(text) {
      const tenant = requireTenant(session);
      const publishedBy = requireActorEmail(session);
      return db.transaction('rw', db.agreements, async () => {
        const current = await latest(tenant);
        if (current?.text === text) return current;
        const agreement: Agreement = {
          version: (current?.version ?? 0) + 1,
          text,
          publishedAt: now(),
          publishedBy,
        };
        await db.agreements.add({ ...agreement, tenant });
        return agreement;
      });
    },

    async translate(version, language, text) {
      requireAgreementTranslation(language, text);
      const tenant = requireTenant(session);
      return db.transaction('rw', db.agreements, async () => {
        const row = await db.agreements.get([tenant, version]);
        if (!row) throw new BackendError('not-found', `No version ${String(version)} of the agreement.`);
        const translated = { ...row, translations: withTranslation(row.translations, language, text) };
        await db.agreements.put(translated);
        return withoutStorageFields(translated, ['tenant']);
      });
    },

    async namedAgreements() {
      const tenant = requireTenant(session);
      const rows = await db.namedAgreements
        .where('[tenant+id]')
        .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
        .toArray();
      return newestRevisions(rows.map((row) => withoutStorageFields(row, ['tenant'])));
    },

    async namedAgreement(id) {
      const row = await db.namedAgreements.get([requireTenant(session), id]);
      return row ? withoutStorageFields(row, ['tenant']) : null;
    },

    publishNamed(input) {
      const tenant = requireTenant(session);
      const publishedBy = requireActorEmail(session);
      return db.transaction('rw', db.namedAgreements, async () => {
        const series = input.series ?? newAgreementSeries();
        const rows = await db.namedAgreements.where('[tenant+series]').equals([tenant, series]).toArray();
        const revisions = rows.map((row) => withoutStorageFields(row, ['tenant']));
        const outcome = publishedAfter(input, series, revisions, { publishedAt: now(), publishedBy });
        if ('same' in outcome) return outcome.same;
        await db.namedAgreements.add({ ...outcome.next, tenant });
        return outcome.next;
      });
    },

    async translateNamed(id, language, text) {
      requireAgreementTranslation(language, text);
      const tenant = requireTenant(session);
      return db.transaction('rw', db.namedAgreements, async () => {
        const row = await db.namedAgreements.get([tenant, id]);
        if (!row) throw new BackendError('not-found', 'No such agreement: it may have been removed.');
        const translated = { ...row, translations: withTranslation(row.translations, language, text) };
        await db.namedAgreements.put(translated);
        return withoutStorageFields(translated, ['tenant']);
      });
    },
  };
}

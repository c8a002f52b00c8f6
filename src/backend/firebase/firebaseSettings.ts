import {
  FieldPath,
  getDoc,
  getDocFromServer,
  onSnapshot,
  writeBatch,
  type DocumentSnapshot,
} from 'firebase/firestore';
import type { CompanyDetails, SettingsPort, SiteSettings } from '../port/settings';
import { browserTimeZone } from '../../lib/siteDays';
import { text } from './fields';
import { completeSite } from '../siteSettings';
import { isRecord, storedVisitorType } from '../visitorTypes';
import { visitorTypeSaveProblem } from '../visitorTypeChecks';
import { VisitorTypeError } from '../errors';
import { reportTo } from './firebaseErrors';
import { transact } from './transact';
import type { TenantPaths } from './tenantPaths';
import { auditEntry } from './auditEntries';

const toSite = (snapshot: DocumentSnapshot): SiteSettings =>
  completeSite(snapshot.data() ?? {}, browserTimeZone());

/** The signed-in company's site settings, read once. */
export const readSite = async (paths: TenantPaths) => toSite(await getDoc(paths.site()));

export function createFirebaseSettings(paths: TenantPaths): SettingsPort {
  async function company(read = getDoc): Promise<CompanyDetails> {
    const data = (await read(paths.company())).data() ?? {};
    return {
      name: text(data, 'name'),
      email: text(data, 'email'),
      mobile: text(data, 'mobile'),
      aadhaarLast4: text(data, 'aadhaarLast4'),
    };
  }

  const site = () => readSite(paths);

  return {
    company: () => company(),

    /** With its entry, in one batch. */
    async updateCompany(changes) {
      const entry = auditEntry(paths, { action: 'settings.change', target: '' });
      const batch = writeBatch(paths.company().firestore);
      batch.set(entry.ref, entry.data);
      batch.update(paths.company(), {
        name: changes.name.trim(),
        mobile: changes.mobile.trim(),
        auditId: entry.id,
      });
      await batch.commit();
      // From the server, which has just answered: a save made during a cut settles when the network
      // returns, and a plain read then may still find the SDK counting itself offline.
      return company(getDocFromServer);
    },

    site,

    watchSite(listener, onError) {
      return onSnapshot(paths.site(), (snapshot) => listener(toSite(snapshot)), reportTo(onError));
    },

    /** With its entry, in one commit. */
    async updateSite(changes) {
      // A transaction reads the site from the server: a plain read may answer from this desk's live copy,
      // which need not have heard a publish committed an instant before (the agreement's Save publishes
      // and then saves the site), and the write below would then take the published version back.
      return transact(paths.site().firestore, async (transaction) => {
        const stored = await transaction.get(paths.site());
        const { visitorTypes: _types, ...fields } = toSite(stored);
        const next = { ...fields, ...changes };
        // The agreement's current version is the publish's to change, not the site form's, and the visitor
        // types are saved one by one: both are kept as stored.
        const version: unknown = stored.get('agreementVersion');
        const types: unknown = stored.get('visitorTypes');
        const entry = auditEntry(paths, { action: 'settings.change', target: '' });
        transaction.set(entry.ref, entry.data);
        transaction.set(paths.site(), {
          ...next,
          ...(typeof version === 'number' && { agreementVersion: version }),
          ...(types !== undefined && { visitorTypes: types }),
          auditId: entry.id,
        });
        return completeSite({ ...next, visitorTypes: types }, browserTimeZone());
      });
    },

    /** One type's key of the site's map, with its entry, in one transaction (the rules take one a commit). */
    async saveVisitorType(type) {
      return transact(paths.site().firestore, async (transaction) => {
        const stored = await transaction.get(paths.site());
        const problem = visitorTypeSaveProblem(type, toSite(stored).visitorTypes);
        if (problem) throw new VisitorTypeError(problem);
        const entry = auditEntry(paths, { action: 'visitorType.save', target: type.id });
        transaction.set(entry.ref, entry.data);
        const saved = storedVisitorType(type);
        // The type's key replaced whole: a merge would keep what the saved type no longer has (translations).
        transaction.set(
          paths.site(),
          { visitorTypes: { [type.id]: saved }, auditId: entry.id },
          { mergeFields: [new FieldPath('visitorTypes', type.id), 'auditId'] },
        );
        const types: unknown = stored.get('visitorTypes');
        return completeSite(
          { ...stored.data(), visitorTypes: { ...(isRecord(types) ? types : {}), [type.id]: saved } },
          browserTimeZone(),
        );
      });
    },
  };
}

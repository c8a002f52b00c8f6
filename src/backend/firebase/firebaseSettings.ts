import { getDoc, onSnapshot, setDoc, updateDoc, type DocumentSnapshot } from 'firebase/firestore';
import type { CompanyDetails, SettingsPort, SiteSettings } from '../port/settings';
import { browserTimeZone } from '../../lib/siteDays';
import { text } from './fields';
import { completeSite } from '../siteSettings';
import { reportTo } from './firebaseErrors';
import type { TenantPaths } from './tenantPaths';

const toSite = (snapshot: DocumentSnapshot): SiteSettings =>
  completeSite(snapshot.data() ?? {}, browserTimeZone());

/** The signed-in company's site settings, read once. */
export const readSite = async (paths: TenantPaths) => toSite(await getDoc(paths.site()));

export function createFirebaseSettings(paths: TenantPaths): SettingsPort {
  async function company(): Promise<CompanyDetails> {
    const data = (await getDoc(paths.company())).data() ?? {};
    return {
      name: text(data, 'name'),
      email: text(data, 'email'),
      mobile: text(data, 'mobile'),
      aadhaarLast4: text(data, 'aadhaarLast4'),
    };
  }

  const site = () => readSite(paths);

  return {
    company,

    async updateCompany(changes) {
      await updateDoc(paths.company(), { name: changes.name.trim(), mobile: changes.mobile.trim() });
      return company();
    },

    site,

    watchSite(listener, onError) {
      return onSnapshot(paths.site(), (snapshot) => listener(toSite(snapshot)), reportTo(onError));
    },

    async updateSite(changes) {
      await setDoc(paths.site(), { ...(await site()), ...changes });
      return site();
    },
  };
}

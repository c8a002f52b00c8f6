import { companyDefaults } from '../companyDefaults';
import { NotSignedInError, VisitorTypeError } from '../errors';
import type { CompanyDetails, SettingsPort, SiteSettings } from '../port/settings';
import { browserTimeZone } from '../../lib/siteDays';
import { completeSite } from '../siteSettings';
import { storedVisitorType } from '../visitorTypes';
import { visitorTypeSaveProblem } from '../visitorTypeChecks';
import type { FrontdeskDb } from './db';
import type { LocalSessionHolder } from './localAuth';
import { liveRead } from './liveRead';
import { requireTenant } from './tenant';

/**
 * Gives an account that has none its site settings and example directory: new accounts at registration,
 * accounts from before the directory at their next sign-in.
 */
export async function ensureCompanyDefaults(
  db: FrontdeskDb,
  tenant: string,
  accountEmail: string,
): Promise<void> {
  await db.transaction('rw', [db.sites, db.directoryCompanies, db.hosts], async () => {
    if (await db.sites.get(tenant)) return;
    const defaults = companyDefaults(accountEmail, browserTimeZone());
    await db.sites.add({ ...defaults.site, tenant });
    await db.directoryCompanies.bulkAdd(
      defaults.companies.map((company) => ({ ...company, tenant, example: true })),
    );
    await db.hosts.bulkAdd(
      defaults.hosts.map((host) => ({
        ...host,
        tenant,
        example: true,
        emailLower: host.email.toLowerCase(),
      })),
    );
  });
}

export function createLocalSettings(db: FrontdeskDb, session: LocalSessionHolder): SettingsPort {
  async function company(tenant: string): Promise<CompanyDetails> {
    const row = await db.companies.get(tenant);
    if (!row) throw new NotSignedInError();
    return { name: row.name, email: row.email, mobile: row.mobile, aadhaarLast4: row.aadhaarLast4 };
  }

  async function site(tenant: string): Promise<SiteSettings> {
    const row = await db.sites.get(tenant);
    return completeSite(row ?? {}, browserTimeZone());
  }

  return {
    company: () => company(requireTenant(session)),

    async updateCompany(changes) {
      const tenant = requireTenant(session);
      await db.companies.update(tenant, { name: changes.name.trim(), mobile: changes.mobile.trim() });
      return company(tenant);
    },

    site: () => site(requireTenant(session)),

    watchSite(listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => site(tenant), listener, onError);
    },

    async updateSite(changes) {
      const tenant = requireTenant(session);
      await db.transaction('rw', db.sites, async () => {
        const row = await db.sites.get(tenant);
        const { visitorTypes: _types, ...fields } = await site(tenant);
        await db.sites.put({ ...fields, ...changes, visitorTypes: row?.visitorTypes, tenant });
      });
      return site(tenant);
    },

    async saveVisitorType(type) {
      const tenant = requireTenant(session);
      await db.transaction('rw', db.sites, async () => {
        const row = await db.sites.get(tenant);
        const { visitorTypes: before, ...fields } = await site(tenant);
        const problem = visitorTypeSaveProblem(type, before);
        if (problem) throw new VisitorTypeError(problem);
        const visitorTypes = { ...row?.visitorTypes, [type.id]: storedVisitorType(type) };
        await db.sites.put({ ...fields, visitorTypes, tenant });
      });
      return site(tenant);
    },
  };
}

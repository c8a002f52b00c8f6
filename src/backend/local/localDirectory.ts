import type { Directory, DirectoryCompany, DirectoryPort, Host } from '../port/directory';
import { normalizeEmail, SINGLE_EMAIL } from '../../lib/email';
import { checkImportRows } from '../hostImport';
import { BackendError } from '../errors';
import type { DirectoryCompanyRow, FrontdeskDb, HostRow } from './db';
import type { LocalSessionHolder } from './localAuth';
import { liveRead } from './liveRead';
import { requireTenant, withoutStorageFields } from './tenant';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const toCompany = (row: DirectoryCompanyRow): DirectoryCompany => withoutStorageFields(row, ['tenant']);
const toHost = (row: HostRow): Host => withoutStorageFields(row, ['tenant', 'emailLower']);

export function createLocalDirectory(db: FrontdeskDb, session: LocalSessionHolder): DirectoryPort {
  async function list(tenant: string): Promise<Directory> {
    const [companies, hosts] = await Promise.all([
      db.directoryCompanies.where('tenant').equals(tenant).toArray(),
      db.hosts.where('tenant').equals(tenant).toArray(),
    ]);
    return { companies: companies.map(toCompany).sort(byName), hosts: hosts.map(toHost).sort(byName) };
  }

  /** The row to change: one of this company's, never another's. */
  async function owned<Row extends { tenant: string }>(found: Promise<Row | undefined>, tenant: string) {
    const row = await found;
    return row?.tenant === tenant ? row : undefined;
  }

  return {
    list: () => list(requireTenant(session)),

    watch(listener, onError) {
      const tenant = requireTenant(session);
      return liveRead(() => list(tenant), listener, onError);
    },

    async saveCompany(input) {
      const tenant = requireTenant(session);
      const existing = input.id ? await owned(db.directoryCompanies.get(input.id), tenant) : undefined;
      const row: DirectoryCompanyRow = {
        id: existing?.id ?? crypto.randomUUID(),
        name: input.name.trim(),
        active: input.active,
        example: false,
        tenant,
      };
      await db.directoryCompanies.put(row);
      return toCompany(row);
    },

    async saveHost(input) {
      const tenant = requireTenant(session);
      return db.transaction('rw', [db.hosts, db.directoryCompanies], async () => {
        if (!(await owned(db.directoryCompanies.get(input.companyId), tenant))) {
          throw new BackendError('invalid-input', 'The host’s company is not in the directory');
        }
        if (!SINGLE_EMAIL.test(input.email.trim())) {
          throw new BackendError('invalid-input', `“${input.email}” is not one email address`);
        }
        const existing = input.id ? await owned(db.hosts.get(input.id), tenant) : undefined;
        const row: HostRow = {
          id: existing?.id ?? crypto.randomUUID(),
          name: input.name.trim(),
          email: input.email.trim(),
          emailLower: normalizeEmail(input.email),
          phone: input.phone.trim(),
          companyId: input.companyId,
          active: input.active,
          example: false,
          tenant,
        };
        await db.hosts.put(row);
        return toHost(row);
      });
    },

    async importHosts(rows) {
      const tenant = requireTenant(session);
      checkImportRows(rows);
      return db.transaction('rw', [db.hosts, db.directoryCompanies], async () => {
        const current = await list(tenant);
        const companyIds = new Map(
          current.companies.map((company) => [company.name.toLowerCase(), company.id]),
        );
        const hostIds = new Map(current.hosts.map((host) => [normalizeEmail(host.email), host.id]));
        let added = 0;
        for (const row of rows) {
          const companyKey = row.company.trim().toLowerCase();
          let companyId = companyIds.get(companyKey);
          if (!companyId) {
            companyId = crypto.randomUUID();
            companyIds.set(companyKey, companyId);
            await db.directoryCompanies.add({
              id: companyId,
              name: row.company.trim(),
              active: true,
              example: false,
              tenant,
            });
          }
          const emailLower = normalizeEmail(row.email);
          const id = hostIds.get(emailLower);
          if (!id) added += 1;
          const host: HostRow = {
            id: id ?? crypto.randomUUID(),
            name: row.name.trim(),
            email: row.email.trim(),
            emailLower,
            phone: row.phone.trim(),
            companyId,
            active: row.active,
            example: false,
            tenant,
          };
          hostIds.set(emailLower, host.id);
          await db.hosts.put(host);
        }
        return { added, updated: rows.length - added };
      });
    },
  };
}

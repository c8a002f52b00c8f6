import {
  doc,
  getDocs,
  onSnapshot,
  setDoc,
  writeBatch,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Directory, DirectoryCompany, DirectoryPort, Host } from '../port/directory';
import { normalizeEmail } from '../../lib/email';
import { checkImportRows } from '../hostImport';
import { text } from './fields';
import { reportTo } from './firebaseErrors';
import type { TenantPaths } from './tenantPaths';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

const toCompanies = (snapshot: QuerySnapshot): DirectoryCompany[] =>
  snapshot.docs
    .map((each) => {
      const data = each.data();
      return {
        id: each.id,
        name: text(data, 'name'),
        active: data.active !== false,
        example: data.example === true,
      };
    })
    .sort(byName);

const toHosts = (snapshot: QuerySnapshot): Host[] =>
  snapshot.docs
    .map((each) => {
      const data = each.data();
      return {
        id: each.id,
        name: text(data, 'name'),
        email: text(data, 'email'),
        phone: text(data, 'phone'),
        companyId: text(data, 'companyId'),
        active: data.active !== false,
        example: data.example === true,
      };
    })
    .sort(byName);

/** Firestore batches hold at most 500 writes: an import of more hosts is refused, not split. */
export const MAX_IMPORT_WRITES = 500;

export function createFirebaseDirectory(db: Firestore, paths: TenantPaths): DirectoryPort {
  async function list(): Promise<Directory> {
    const [companies, hosts] = await Promise.all([
      getDocs(paths.directoryCompanies()),
      getDocs(paths.hosts()),
    ]);
    return { companies: toCompanies(companies), hosts: toHosts(hosts) };
  }

  return {
    list,

    watch(listener, onError) {
      let companies: DirectoryCompany[] | null = null;
      let hosts: Host[] | null = null;
      const emit = () => {
        if (companies && hosts) listener({ companies, hosts });
      };
      const fail = reportTo(onError);
      const stopCompanies = onSnapshot(
        paths.directoryCompanies(),
        (snapshot) => {
          companies = toCompanies(snapshot);
          emit();
        },
        fail,
      );
      const stopHosts = onSnapshot(
        paths.hosts(),
        (snapshot) => {
          hosts = toHosts(snapshot);
          emit();
        },
        fail,
      );
      return () => {
        stopCompanies();
        stopHosts();
      };
    },

    async saveCompany(input) {
      const ref = input.id ? doc(paths.directoryCompanies(), input.id) : doc(paths.directoryCompanies());
      const company = { name: input.name.trim(), active: input.active, example: false };
      await setDoc(ref, company);
      return { id: ref.id, ...company };
    },

    async saveHost(input) {
      const ref = input.id ? doc(paths.hosts(), input.id) : doc(paths.hosts());
      const host = {
        name: input.name.trim(),
        email: input.email.trim(),
        phone: input.phone.trim(),
        companyId: input.companyId,
        active: input.active,
        example: false,
      };
      await setDoc(ref, host);
      return { id: ref.id, ...host };
    },

    async importHosts(rows) {
      checkImportRows(rows);
      const current = await list();
      const companyIds = new Map(
        current.companies.map((company) => [company.name.toLowerCase(), company.id]),
      );
      const hostIds = new Map(current.hosts.map((host) => [normalizeEmail(host.email), host.id]));
      const batch = writeBatch(db);
      let writes = 0;
      let added = 0;
      for (const row of rows) {
        const companyKey = row.company.trim().toLowerCase();
        let companyId = companyIds.get(companyKey);
        if (!companyId) {
          const ref = doc(paths.directoryCompanies());
          companyId = ref.id;
          companyIds.set(companyKey, companyId);
          batch.set(ref, { name: row.company.trim(), active: true, example: false });
          writes += 1;
        }
        const emailLower = normalizeEmail(row.email);
        const existing = hostIds.get(emailLower);
        if (!existing) added += 1;
        const ref = existing ? doc(paths.hosts(), existing) : doc(paths.hosts());
        hostIds.set(emailLower, ref.id);
        batch.set(ref, {
          name: row.name.trim(),
          email: row.email.trim(),
          phone: row.phone.trim(),
          companyId,
          active: row.active,
          example: false,
        });
        writes += 1;
      }
      if (writes > MAX_IMPORT_WRITES) {
        throw new Error(
          `Import at most ${MAX_IMPORT_WRITES} hosts and new companies at a time (this file has ${writes}).`,
        );
      }
      await batch.commit();
      return { added, updated: rows.length - added };
    },
  };
}

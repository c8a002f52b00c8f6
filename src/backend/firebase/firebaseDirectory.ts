import {
  doc,
  getDocs,
  onSnapshot,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Directory, DirectoryCompany, DirectoryPort, Host } from '../port/directory';
import { normalizeEmail } from '../../lib/email';
import { checkImportRows } from '../hostImport';
import { text } from './fields';
import { reportTo } from './firebaseErrors';
import type { TenantPaths } from './tenantPaths';
import { auditEntry } from './auditEntries';

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

/**
 * Firestore batches hold at most 500 writes, one of them the import's entry: an import of more hosts is
 * refused, not split (the port: all rows or none).
 */
export const MAX_IMPORT_WRITES = 499;

export function createFirebaseDirectory(db: Firestore, paths: TenantPaths): DirectoryPort {
  /** One company or host saved with its entry, in one batch. */
  async function saveWithEntry(ref: DocumentReference, data: DocumentData) {
    const entry = auditEntry(paths, { action: 'directory.change', target: ref.id });
    const batch = writeBatch(db);
    batch.set(entry.ref, entry.data);
    batch.set(ref, { ...data, auditId: entry.id });
    await batch.commit();
  }

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
      await saveWithEntry(ref, company);
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
      await saveWithEntry(ref, host);
      return { id: ref.id, ...host };
    },

    async importHosts(rows) {
      checkImportRows(rows);
      const current = await list();
      const companyIds = new Map(
        current.companies.map((company) => [company.name.toLowerCase(), company.id]),
      );
      const hostIds = new Map(current.hosts.map((host) => [normalizeEmail(host.email), host.id]));
      // One entry for the import, naming no record: how many hosts it added or changed.
      const entry = auditEntry(paths, { action: 'directory.change', target: '', count: rows.length });
      const batch = writeBatch(db);
      batch.set(entry.ref, entry.data);
      let writes = 0;
      let added = 0;
      for (const row of rows) {
        const companyKey = row.company.trim().toLowerCase();
        let companyId = companyIds.get(companyKey);
        if (!companyId) {
          const ref = doc(paths.directoryCompanies());
          companyId = ref.id;
          companyIds.set(companyKey, companyId);
          batch.set(ref, { name: row.company.trim(), active: true, example: false, auditId: entry.id });
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
          auditId: entry.id,
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

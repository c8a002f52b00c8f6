import { doc, type Firestore, type WriteBatch } from 'firebase/firestore';
import { companyDefaults } from '../companyDefaults';
import { browserTimeZone } from '../../lib/siteDays';

/** Adds a new company's site settings and example directory to a batch (see companyDefaults). */
export function addCompanyDefaults(
  batch: WriteBatch,
  db: Firestore,
  uid: string,
  accountEmail: string,
): void {
  const defaults = companyDefaults(accountEmail, browserTimeZone());
  batch.set(doc(db, 'companies', uid, 'settings', 'main'), defaults.site);
  for (const { id, ...company } of defaults.companies) {
    batch.set(doc(db, 'companies', uid, 'companies', id), { ...company, example: true });
  }
  for (const { id, ...host } of defaults.hosts) {
    batch.set(doc(db, 'companies', uid, 'hosts', id), { ...host, example: true });
  }
}

import { SINGLE_EMAIL } from '../lib/email';
import { BackendError } from './errors';
import type { HostImportRow } from './port/directory';

/**
 * Refuses an import with a row that names no single email address, before anything is written: an
 * import is kept whole or not at all. (Firestore's rules refuse such a host too; this says which row.)
 */
export function checkImportRows(rows: HostImportRow[]): void {
  const bad = rows.findIndex((row) => !SINGLE_EMAIL.test(row.email.trim()));
  const row = rows[bad];
  if (row)
    throw new BackendError('invalid-input', `Host ${bad + 1}: “${row.email}” is not one email address`);
}

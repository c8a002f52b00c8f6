import Papa from 'papaparse';
import type { Directory, HostImportRow } from '../../backend/port/directory';
import { normalizeEmail, SINGLE_EMAIL } from '../../lib/email';
import { neutralizeFormula } from '../../lib/csv';
import { t } from '../../lib/operatorText';

export const HOST_CSV_COLUMNS = ['name', 'email', 'phone', 'company', 'active'] as const;

const ACTIVE = new Map([
  ['', true],
  ['yes', true],
  ['true', true],
  ['1', true],
  ['active', true],
  ['no', false],
  ['false', false],
  ['0', false],
  ['inactive', false],
]);

export type HostCsvResult = { rows: HostImportRow[] } | { errors: string[] };

/**
 * Reads hosts from CSV (a header row naming the columns, then one host per row). Every problem is named
 * by its row as a spreadsheet numbers it (the header is row 1); with any problem, nothing is imported.
 */
export function parseHostCsv(csv: string): HostCsvResult {
  const parsed = Papa.parse<Record<string, string>>(csv.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = ['name', 'email', 'company'].filter((column) => !fields.includes(column));
  if (missing.length)
    return {
      errors: [t('The first row must name the columns: missing {columns}.', { columns: missing.join(', ') })],
    };

  const errors: string[] = [];
  const rows: HostImportRow[] = [];
  const seen = new Map<string, number>();
  parsed.data.forEach((record, index) => {
    const row = index + 2;
    const value = (column: string) => (record[column] ?? '').trim();
    const email = value('email');
    const active = ACTIVE.get(value('active').toLowerCase());
    const problems = [
      !value('name') && t('the name is empty'),
      !SINGLE_EMAIL.test(email) && t('“{email}” is not an email address', { email }),
      !value('company') && t('the company is empty'),
      value('phone').length > 32 && t('the phone number is longer than 32 characters'),
      active === undefined && t('active must be yes or no (it is “{active}”)', { active: value('active') }),
      seen.has(normalizeEmail(email)) &&
        t('the email is also on row {earlierRow}', { earlierRow: seen.get(normalizeEmail(email)) ?? '' }),
    ].filter((problem): problem is string => typeof problem === 'string');
    seen.set(normalizeEmail(email), row);
    if (problems.length) errors.push(t('Row {row}: {problems}.', { row, problems: problems.join('; ') }));
    else
      rows.push({
        name: value('name'),
        email,
        phone: value('phone'),
        company: value('company'),
        active: active ?? true,
      });
  });
  if (parsed.errors.length)
    errors.push(
      ...parsed.errors.map((error) =>
        t('Row {row}: {problems}.', { row: (error.row ?? 0) + 2, problems: error.message }),
      ),
    );
  return errors.length ? { errors } : { rows };
}

/** The directory's hosts as CSV, in the columns the import reads. */
export function hostsToCsv(directory: Directory): string {
  const companyName = new Map(directory.companies.map((company) => [company.id, company.name]));
  return Papa.unparse({
    fields: [...HOST_CSV_COLUMNS],
    data: directory.hosts.map((host) => [
      neutralizeFormula(host.name),
      neutralizeFormula(host.email),
      neutralizeFormula(host.phone),
      neutralizeFormula(companyName.get(host.companyId) ?? ''),
      host.active ? 'yes' : 'no',
    ]),
  });
}

import Papa from 'papaparse';
import { AUDIT_ACTION_NAMES, type AuditEntry, type AuditQuery } from '../../backend/port/audit';
import type { Backend } from '../../backend/port/backend';
import { neutralizeFormula } from '../../lib/csv';

/** Entries read per request while exporting. */
const EXPORT_PAGE_SIZE = 500;
const CRLF = '\r\n';

/**
 * The log as filtered on screen, every page, as CSV: when (ISO, UTC, and the site's time), who (name and
 * id), what, which record, how many. Names are the team's; nothing in the log names a visitor.
 */
export async function auditCsv(
  backend: Backend,
  filters: Omit<AuditQuery, 'pageSize' | 'after'>,
  nameOf: (memberId: string) => string,
  siteTime: (at: number) => string,
): Promise<{ csv: string; rows: number }> {
  const lines: (string | number)[][] = [
    ['When (UTC)', 'When (site)', 'Who', 'Member id', 'Action', 'Record', 'Count'],
  ];
  let after: string | null = null;
  do {
    const page = await backend.audit.page({ ...filters, pageSize: EXPORT_PAGE_SIZE, after });
    lines.push(
      ...page.entries.map((entry: AuditEntry) => [
        new Date(entry.at).toISOString(),
        siteTime(entry.at),
        neutralizeFormula(nameOf(entry.by)),
        entry.by,
        AUDIT_ACTION_NAMES[entry.action],
        entry.target,
        entry.count,
      ]),
    );
    after = page.nextCursor;
  } while (after);
  return { csv: Papa.unparse(lines) + CRLF, rows: lines.length - 1 };
}

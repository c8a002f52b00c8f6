import { createCommand } from '../../app/command';
import type { AuditQuery } from '../../backend/port/audit';
import { downloadCsv } from '../../lib/csv';

/** The audit log as filtered, every page, to a CSV file (papaparse loads with the first export). */
export const exportAudit = createCommand(
  'audit/export',
  async (
    {
      filters,
      nameOf,
      siteTime,
    }: {
      filters: Omit<AuditQuery, 'pageSize' | 'after'>;
      nameOf: (memberId: string) => string;
      siteTime: (at: number) => string;
    },
    { backend, now },
  ) => {
    const { auditCsv } = await import('./auditCsv');
    const { csv, rows } = await auditCsv(backend, filters, nameOf, siteTime);
    const fileName = `audit-${new Date(now).toISOString().slice(0, 10)}.csv`;
    downloadCsv([csv], fileName);
    return { rows, fileName };
  },
);

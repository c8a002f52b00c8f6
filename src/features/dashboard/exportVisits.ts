import { createCommand } from '../../app/command';
import { downloadCsv } from '../../lib/csv';
import type { ExportedVisits } from './csvExport';

/**
 * The dashboard's Export CSV: every visit matching the search and filters on screen, streamed to a file. The CSV
 * code (papaparse) loads on the first export, not with the app.
 */
export const exportVisits = createCommand(
  'dashboard/exportVisits',
  async (chosen: ExportedVisits, { backend, now }) => {
    const { exportCsvParts } = await import('./csvExport');
    const { parts, rows } = await exportCsvParts(backend, chosen);
    downloadCsv(parts, `visits-${new Date(now).toISOString().slice(0, 10)}.csv`);
    return rows;
  },
  // Read here, not through the slice's selector: the slice imports this command.
  { condition: (_, state) => state.dashboard?.export.status !== 'pending' },
);

import { createCommand } from '../../app/command';
import { downloadCsv } from '../../lib/csv';
import type { ExportedVisits } from './csvExport';
import { everyQuestion } from '../../backend/visitorTypes';
import { selectVisitorTypes } from '../../shared/settingsApi';

/** What an export wrote: how many visits, to which file. */
export interface ExportedFile {
  rows: number;
  fileName: string;
}

/**
 * The dashboard's Export CSV: every visit matching the search and filters on screen, streamed to a file. The CSV
 * code (papaparse) loads on the first export, not with the app. `onProgress` hears the visits written so
 * far, after each page read.
 */
export const exportVisits = createCommand(
  'dashboard/exportVisits',
  async (
    { onProgress, ...chosen }: ExportedVisits & { onProgress?: (rows: number) => void },
    { backend, now, getState },
  ): Promise<ExportedFile> => {
    const { exportCsvParts } = await import('./csvExport');
    // The site as the desk holds it live; read once when this desk has not read it yet.
    const types = selectVisitorTypes(getState()) ?? (await backend.settings.site()).visitorTypes;
    const questions = everyQuestion(types);
    const { parts, rows } = await exportCsvParts(backend, chosen, onProgress, questions);
    const fileName = `visits-${new Date(now).toISOString().slice(0, 10)}.csv`;
    downloadCsv(parts, fileName);
    // A read no rule can tie to a write: the desk records it itself, and a failure to record it does not
    // undo the file.
    await backend.audit.recordExport(rows).catch(() => undefined);
    return { rows, fileName };
  },
  // Read here, not through the slice's selector: the slice imports this command.
  { condition: (_, state) => state.dashboard?.export.status !== 'pending' },
);

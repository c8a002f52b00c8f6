import { createAppAsyncThunk } from '../../app/hooks';
import { toAppError } from '../../backend/errors';
import { downloadCsv } from '../../lib/csv';

/**
 * The dashboard's Export CSV: every visit matching the search on screen, streamed to a file. The CSV
 * code (papaparse) loads on the first export, not with the app.
 */
export const exportVisits = createAppAsyncThunk(
  'dashboard/exportVisits',
  async (search: string, { extra, rejectWithValue }) => {
    try {
      const [{ exportCsvParts }, backend] = await Promise.all([import('./csvExport'), extra.backend()]);
      const { parts, rows } = await exportCsvParts(backend, search);
      downloadCsv(parts, `visits-${new Date(extra.now()).toISOString().slice(0, 10)}.csv`);
      return rows;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
  // Read here, not through the slice's selector: the slice imports this thunk.
  { condition: (_, { getState }) => getState().dashboard?.export.status !== 'pending' },
);

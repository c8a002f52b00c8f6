import { describe, expect, it } from 'vitest';
import { visitRecord } from '../../test/fixtures';
import { openFrontdeskDb } from './db';
import { createLocalVisitSearch } from './localVisitSearch';
import { storedVisitRows } from './storedVisit';

async function databaseWithVisits(count: number) {
  const db = openFrontdeskDb(`search-${crypto.randomUUID()}`);
  const start = Date.now() - count * 60_000;
  const rows = Array.from({ length: count }, (_, index) =>
    storedVisitRows(
      'tenant-a',
      visitRecord({
        id: `visit-${index}`,
        visitorName: `Asha Visitor ${index}`,
        checkin_timestamp: start + index * 60_000,
      }),
    ),
  );
  await db.visitSearch.bulkAdd(rows.map((row) => row.visitSearch));
  await db.visitGrams.bulkAdd(rows.map((row) => row.visitGrams));
  return db;
}

describe('local search', () => {
  it('finds the newest matches by index, and gives up once nobody waits for them', async () => {
    const db = await databaseWithVisits(50);
    const search = createLocalVisitSearch(db);
    const found = await search.matches('tenant-a', 'visitor 4', null, 3);
    expect(found.map((row) => row.id)).toEqual(['visit-49', 'visit-48', 'visit-47']);
    // A search superseded by the next keystroke stops reading and rejects; nobody listens to it.
    await expect(search.matches('tenant-a', 'visitor 4', null, 3, () => true)).rejects.toThrow(
      'search stopped',
    );
    await expect(search.matches('tenant-b', 'visitor 4', null, 3)).resolves.toEqual([]);
    db.close();
  });
});

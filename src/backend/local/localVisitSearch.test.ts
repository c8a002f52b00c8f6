import { describe, expect, it } from 'vitest';
import { visitRecord } from '../../test/fixtures';
import { encodeCursor } from '../visitCursor';
import { openFrontdeskDb } from './db';
import { createLocalVisitSearch } from './localVisitSearch';
import { storedVisitBatch } from './storedVisit';

interface Seeded {
  id: string;
  visitorName: string;
  checkin_timestamp: number;
}

async function databaseWith(visits: Seeded[]) {
  const db = openFrontdeskDb(`search-${crypto.randomUUID()}`);
  const rows = storedVisitBatch('tenant-a', visits.map(visitRecord));
  await db.visitSearch.bulkAdd(rows.visitSearch);
  await db.gramBlocks.bulkAdd(rows.gramBlocks);
  return db;
}

const minutesApart = (count: number, name: (index: number) => string) => {
  const start = Date.now() - count * 60_000;
  return Array.from({ length: count }, (_, index) => ({
    id: `visit-${String(index).padStart(2, '0')}`,
    visitorName: name(index),
    checkin_timestamp: start + index * 60_000,
  }));
};

describe('local search', () => {
  it('finds the newest matches by index, and gives up once nobody waits for them', async () => {
    const db = await databaseWith(minutesApart(50, (index) => `Asha Visitor ${index}`));
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

  it('reads a short search from the newest rows in growing chunks, rows of the same time counted once', async () => {
    // Ten visits share one time, so a chunk ends inside them; the rare matches sit among them and at the top.
    const visits = minutesApart(40, (index) =>
      [0, 3, 5, 39].includes(index) ? `Xy ${index}` : `Asha ${index}`,
    );
    const tiedTime = visits[9]?.checkin_timestamp ?? 0;
    const tied = visits.map((visit, index) =>
      index < 10 ? { ...visit, checkin_timestamp: tiedTime } : visit,
    );
    const db = await databaseWith(tied);
    const search = createLocalVisitSearch(db);

    const firstPage = await search.matches('tenant-a', 'xy', null, 3);
    expect(firstPage.map((row) => row.id)).toEqual(['visit-39', 'visit-05', 'visit-03']);
    const last = firstPage[firstPage.length - 1];
    if (!last) throw new Error('the first page is empty');
    const rest = await search.matches('tenant-a', 'XY', encodeCursor(last), 3);
    expect(rest.map((row) => row.id)).toEqual(['visit-00']);
    await expect(search.matches('tenant-a', 'qq', null, 3)).resolves.toEqual([]);
    db.close();
  });
});

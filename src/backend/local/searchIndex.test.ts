import { describe, expect, it } from 'vitest';
import { openFrontdeskDb, type VisitSearchRow } from './db';
import { createSearchIndex } from './searchIndex';

const row = (tenant: string, id: string, at: number): VisitSearchRow => ({
  id,
  tenant,
  checkin_timestamp: at,
  text: `visitor ${id}\nacme`,
});

/** Newest first: later time first, and among equal times the larger id first (the cursor's order). */
const newestFirst = (rows: VisitSearchRow[]) =>
  [...rows]
    .sort((a, b) => b.checkin_timestamp - a.checkin_timestamp || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((each) => each.id);

function setup() {
  const db = openFrontdeskDb(`search-index-${crypto.randomUUID()}`);
  return { db, index: createSearchIndex(db) };
}

describe('search index', () => {
  it('holds every row of the tenant newest first, ties broken as the cursor breaks them', async () => {
    const { db, index } = setup();
    // Five rows share time 30; another tenant's rows stay out.
    const mine = [
      row('t1', 'a', 10),
      row('t1', 'b', 20),
      ...['c', 'd', 'e', 'f', 'g'].map((id) => row('t1', id, 30)),
      row('t1', 'h', 40),
      row('t1', 'i', 50),
      row('t1', 'j', 20),
    ];
    await db.visitSearch.bulkAdd([...mine, row('t2', 'x', 35), row('t2', 'y', 5)]);
    expect((await index.rows('t1')).map((each) => each.id)).toEqual(newestFirst(mine));
    expect((await index.rows('t2')).map((each) => each.id)).toEqual(['x', 'y']);
  });

  it('follows added rows, including ones older than the newest', async () => {
    const { db, index } = setup();
    const first = [1, 2, 3, 4, 5, 6, 7].map((at) => row('t1', `r${at}`, at * 10));
    await db.visitSearch.bulkAdd(first);
    expect(await index.rows('t1')).toHaveLength(7);
    const later = [row('t1', 'new', 100), row('t1', 'tie', 70), row('t1', 'old', 15)];
    await db.visitSearch.bulkAdd(later);
    expect((await index.rows('t1')).map((each) => each.id)).toEqual(newestFirst([...first, ...later]));
  });

  it('answers a warm-up and a keystroke arriving together with one build', async () => {
    const { db, index } = setup();
    await db.visitSearch.bulkAdd([1, 2, 3, 4, 5].map((at) => row('t1', `r${at}`, at)));
    const [warmUp, keystroke] = await Promise.all([index.rows('t1'), index.rows('t1')]);
    // The same array: the second caller joined the first build instead of reading everything again.
    expect(keystroke).toBe(warmUp);
    expect(warmUp.map((each) => each.id)).toEqual(['r5', 'r4', 'r3', 'r2', 'r1']);
  });
});

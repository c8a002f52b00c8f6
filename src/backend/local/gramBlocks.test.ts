import { describe, expect, it } from 'vitest';
import { openFrontdeskDb, type FrontdeskDb } from './db';
import { BLOCK_POSTINGS, gramBlockIndex, gramBlocksOf, type IndexedVisit } from './gramBlocks';
import { trigrams } from './searchKeys';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 1);

/** A small deterministic generator (mulberry32): the same sequence on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the index must answer: the visits whose name holds `gram` in [from, to), oldest first. */
const expected = (visits: Iterable<IndexedVisit>, gram: string, from: number, to: number) =>
  [...visits]
    .filter(
      (visit) =>
        trigrams(visit.visitorName).includes(gram) &&
        visit.checkin_timestamp >= from &&
        visit.checkin_timestamp < to,
    )
    .sort((a, b) => a.checkin_timestamp - b.checkin_timestamp || (a.id < b.id ? -1 : 1))
    .map((visit) => visit.id);

async function blocksOf(db: FrontdeskDb, tenant: string, gram: string) {
  return (await db.gramBlocks.toArray()).filter((block) => block.tenant === tenant && block.gram === gram);
}

describe('trigram blocks', () => {
  it('split as check-ins fill them, and list a time range oldest first', async () => {
    const db = openFrontdeskDb(`blocks-${crypto.randomUUID()}`);
    const index = gramBlockIndex(db);
    const visits = Array.from({ length: 300 }, (_, at) => ({
      id: `visit-${String(at).padStart(3, '0')}`,
      visitorName: `Asha ${at % 7}`,
      checkin_timestamp: START + at * HOUR,
    }));
    for (const visit of visits) await db.transaction('rw', db.gramBlocks, () => index.add('tenant-a', visit));
    await db.transaction('rw', db.gramBlocks, () =>
      index.add('tenant-b', { id: 'other', visitorName: 'Asha', checkin_timestamp: START }),
    );

    const blocks = await blocksOf(db, 'tenant-a', 'ash');
    expect(blocks.every((block) => block.ids.length <= BLOCK_POSTINGS)).toBe(true);
    expect(blocks.flatMap((block) => block.ids)).toEqual(visits.map((visit) => visit.id));
    const read = (from: number, to: number) =>
      db.transaction('r', db.gramBlocks, () => index.idsBetween('tenant-a', 'ash', from, to));
    expect(await read(START + 100 * HOUR, START + 103 * HOUR)).toEqual([
      'visit-100',
      'visit-101',
      'visit-102',
    ]);
    expect(await read(START + 5 * HOUR, START + 5 * HOUR + 1)).toEqual(['visit-005']);
    expect(await read(START - HOUR, START + 2 * HOUR)).toEqual(['visit-000', 'visit-001']);
    expect(await read(START + 400 * HOUR, START + 500 * HOUR)).toEqual([]);
    // Another company's visits are another company's blocks.
    expect(
      await db.transaction('r', db.gramBlocks, () => index.idsBetween('tenant-b', 'ash', 0, Infinity)),
    ).toEqual(['other']);
    db.close();
  });

  it('answers every range exactly after check-ins in any order and removals of a few or many', async () => {
    const db = openFrontdeskDb(`blocks-${crypto.randomUUID()}`);
    const index = gramBlockIndex(db);
    const next = random(7);
    const names = ['Asha Rao', 'Ravi Shah', 'Rashmi Asher', 'Omar Ali'];
    const live = new Map<string, IndexedVisit>();
    const write = (change: () => Promise<void>) => db.transaction('rw', db.gramBlocks, change);
    // Bulk-written history first (as the bench seeds it), then desk check-ins, some back-dated, some at once.
    const history = Array.from({ length: 400 }, (_, at) => ({
      id: `old-${at}`,
      visitorName: names[at % names.length] ?? '',
      checkin_timestamp: START + at * HOUR,
    }));
    await db.gramBlocks.bulkAdd(gramBlocksOf('tenant-a', history));
    for (const visit of history) live.set(visit.id, visit);
    for (let step = 0; step < 500; step++) {
      const time = START + Math.floor(next() * 600) * HOUR;
      const visit = {
        id: `new-${step}`,
        visitorName: names[step % names.length] ?? '',
        checkin_timestamp: time,
      };
      await write(() => index.add('tenant-a', visit));
      live.set(visit.id, visit);
    }
    const some = [...live.values()].filter(() => next() < 0.02);
    await write(() => index.remove('tenant-a', some.slice(0, 3)));
    await write(() => index.remove('tenant-a', some.slice(3)));
    const oldest = [...live.values()].filter((visit) => visit.checkin_timestamp < START + 150 * HOUR);
    await write(() => index.remove('tenant-a', oldest));
    for (const visit of [...some, ...oldest]) live.delete(visit.id);

    for (const gram of ['ash', 'ras', 'r a', 'ali', 'zzz']) {
      const blocks = await blocksOf(db, 'tenant-a', gram);
      expect(blocks.every((block) => block.ids.length > 0 && block.ids.length <= BLOCK_POSTINGS)).toBe(true);
      for (let probe = 0; probe < 20; probe++) {
        const from = START + Math.floor(next() * 620) * HOUR;
        const to = from + Math.floor(next() * 200) * HOUR + 1;
        const ids = await db.transaction('r', db.gramBlocks, () =>
          index.idsBetween('tenant-a', gram, from, to),
        );
        expect(ids).toEqual(expected(live.values(), gram, from, to));
      }
    }
    // Blocks left empty by the removals are deleted.
    expect(await db.gramBlocks.filter((block) => block.ids.length === 0).count()).toBe(0);
    db.close();
  });
});

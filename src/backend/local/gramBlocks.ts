import { Dexie } from 'dexie';
import type { FrontdeskDb, GramBlockRow } from './db';
import { trigrams } from './searchKeys';

/**
 * The most visits a block lists before it splits in two. A check-in rewrites one block per trigram of the
 * name, so blocks stay small; a search reads a block for every hundred or so visits of a trigram.
 */
export const BLOCK_POSTINGS = 128;
/** Up to this many visits leave the index one lookup each; more, one read of the time they span. */
const FEW_VISITS = 16;

/** What the search index knows of a visit: who (its name's trigrams), which, and when. */
export interface IndexedVisit {
  id: string;
  visitorName: string;
  checkin_timestamp: number;
}

export interface Posting {
  id: string;
  time: number;
}

/** Oldest first; visits of the same time by id, as an index on [time, id] orders them. */
const byTime = (a: Posting, b: Posting) => a.time - b.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const postingOf = (visit: IndexedVisit): Posting => ({ id: visit.id, time: visit.checkin_timestamp });

/** The visits under each trigram of their names. */
function byTrigram(visits: readonly IndexedVisit[]): Map<string, IndexedVisit[]> {
  const grouped = new Map<string, IndexedVisit[]>();
  for (const visit of visits) {
    for (const gram of trigrams(visit.visitorName)) {
      const named = grouped.get(gram);
      if (named) named.push(visit);
      else grouped.set(gram, [visit]);
    }
  }
  return grouped;
}

const postingsOf = (block: GramBlockRow): Posting[] =>
  block.ids.map((id, index) => ({ id, time: block.times[index] ?? 0 }));

/** A block of postings, oldest first, keyed by its newest time. */
export function blockOf(
  tenant: string,
  gram: string,
  postings: readonly Posting[],
  id?: number,
): GramBlockRow {
  return {
    ...(id !== undefined && { id }),
    tenant,
    gram,
    newest: postings[postings.length - 1]?.time ?? 0,
    ids: postings.map((posting) => posting.id),
    times: postings.map((posting) => posting.time),
  };
}

/**
 * The blocks of these visits, for bulk writers (the bench, end-to-end seeding): one trigram's visits in
 * time order, `BLOCK_POSTINGS` to a block. Blocks of one trigram must not
 * overlap in time, so the visits must all be newer than those already indexed for the tenant.
 */
export function gramBlocksOf(tenant: string, visits: readonly IndexedVisit[]): GramBlockRow[] {
  const blocks: GramBlockRow[] = [];
  for (const [gram, named] of byTrigram(visits)) {
    const postings = named.map(postingOf).sort(byTime);
    for (let start = 0; start < postings.length; start += BLOCK_POSTINGS)
      blocks.push(blockOf(tenant, gram, postings.slice(start, start + BLOCK_POSTINGS)));
  }
  return blocks;
}

/**
 * Reads and writes the blocks: inside the caller's transaction, which must include `db.gramBlocks`. The
 * blocks of a trigram partition time (each block's visits are all newer than the previous block's), so
 * the visits of a time range lie in the blocks whose newest falls in the range, and the one after.
 */
export function gramBlockIndex(db: FrontdeskDb) {
  const blocks = () => db.gramBlocks.where('[tenant+gram+newest]');

  /** The blocks of `gram` holding its visits in [from, to), oldest first. */
  async function blocksBetween(tenant: string, gram: string, from: number, to: number) {
    const [inside, next] = await Promise.all([
      blocks().between([tenant, gram, from], [tenant, gram, to], true, false).toArray(),
      blocks().between([tenant, gram, to], [tenant, gram, Dexie.maxKey], true, true).first(),
    ]);
    return next ? [...inside, next] : inside;
  }

  /**
   * The blocks that may hold these visits of `gram`: a few visits (an erasure) are looked up one by one,
   * many (a retention run's oldest visits) as the range of time they span.
   */
  async function blocksHolding(tenant: string, gram: string, visits: readonly IndexedVisit[]) {
    const times = visits.map((visit) => visit.checkin_timestamp);
    if (times.length > FEW_VISITS)
      return blocksBetween(tenant, gram, Math.min(...times), Math.max(...times) + 1);
    const found = (
      await Promise.all(times.map((time) => blocksBetween(tenant, gram, time, time + 1)))
    ).flat();
    return [...new Map(found.map((block) => [block.id, block])).values()];
  }

  /** The ids of the tenant's visits in [from, to) whose name holds `gram`, oldest first. */
  async function idsBetween(tenant: string, gram: string, from: number, to: number): Promise<string[]> {
    const found = await blocksBetween(tenant, gram, from, to);
    return found.flatMap((block) =>
      block.ids.filter((_, index) => {
        const time = block.times[index] ?? 0;
        return time >= from && time < to;
      }),
    );
  }

  /** The block a visit at `time` goes in: the oldest block newer than it, else the newest block. */
  async function blockFor(tenant: string, gram: string, time: number) {
    const newestBlock = await blocks()
      .between([tenant, gram, Dexie.minKey], [tenant, gram, Dexie.maxKey])
      .last();
    if (!newestBlock || newestBlock.newest <= time) return newestBlock;
    return blocks().between([tenant, gram, time], [tenant, gram, Dexie.maxKey]).first();
  }

  /** The block rows that add `posting` to `block` (none: a new block): the block, or its two halves. */
  function withPosting(tenant: string, gram: string, block: GramBlockRow | undefined, posting: Posting) {
    if (!block) return [blockOf(tenant, gram, [posting])];
    const postings = [...postingsOf(block).filter((each) => each.id !== posting.id), posting].sort(byTime);
    if (postings.length <= BLOCK_POSTINGS) return [blockOf(tenant, gram, postings, block.id)];
    const half = Math.ceil(postings.length / 2);
    return [
      blockOf(tenant, gram, postings.slice(0, half), block.id),
      blockOf(tenant, gram, postings.slice(half)),
    ];
  }

  /**
   * Adds a visit under each trigram of its name; a block that grows past `BLOCK_POSTINGS` splits. Reads
   * in parallel, then one write: a check-in waits for two round trips, whatever the name's length.
   */
  async function add(tenant: string, visit: IndexedVisit): Promise<void> {
    const posting = postingOf(visit);
    const grams = trigrams(visit.visitorName);
    const blocksFound = await Promise.all(grams.map((gram) => blockFor(tenant, gram, posting.time)));
    await db.gramBlocks.bulkPut(
      grams.flatMap((gram, index) => withPosting(tenant, gram, blocksFound[index], posting)),
    );
  }

  /**
   * Takes these visits out of the blocks of their names' trigrams (anonymised or erased: nothing of a
   * name stays behind, not even which visits held a trigram). A block left empty is deleted.
   */
  async function remove(tenant: string, visits: readonly IndexedVisit[]): Promise<void> {
    const gone = new Set(visits.map((visit) => visit.id));
    const held = await Promise.all(
      [...byTrigram(visits)].map(([gram, named]) => blocksHolding(tenant, gram, named)),
    );
    const changed = held.flat().flatMap((block) => {
      const kept = postingsOf(block).filter((posting) => !gone.has(posting.id));
      return kept.length === block.ids.length ? [] : [{ block, kept }];
    });
    await db.gramBlocks.bulkPut(
      changed.flatMap(({ block, kept }) =>
        kept.length ? [blockOf(tenant, block.gram, kept, block.id)] : [],
      ),
    );
    await db.gramBlocks.bulkDelete(
      changed.flatMap(({ block, kept }) => (kept.length || block.id === undefined ? [] : [block.id])),
    );
  }

  return { idsBetween, add, remove };
}

import { Dexie } from 'dexie';
import { normalizeSearch } from '../../lib/visitSearch';
import { decodeCursor, isAfter, type VisitPosition } from '../visitCursor';
import type { FrontdeskDb, VisitSearchRow } from './db';
import { gramBlockIndex } from './gramBlocks';
import { lookupGrams } from './searchKeys';

const HOUR = 60 * 60 * 1000;
/** Each window reaches four times as far back as the one before. */
const GROWTH = 4;
/** No visit is older (the rules refuse earlier times, and the product did not exist). */
const EARLIEST = Date.UTC(2020, 0, 1);
/** The first read of a candidate list takes this many of its newest ids; each further read twice as many. */
const FIRST_CHUNK = 16;
/** The most rows a short search reads at once (small rows: a few hundred kilobytes). */
const MAX_CHUNK = 4096;
/** A search given up because nobody waits for it any more (liveRead.ts); nobody sees this error. */
class SearchStopped extends Error {
  constructor() {
    super('search stopped: superseded');
  }
}

/** An index range of search rows ending in the check-in time: its key prefix, and the earliest time. */
interface RowRange {
  index: string;
  prefix: string[];
  since: number | null;
}

const newestFirst = (a: VisitPosition, b: VisitPosition) =>
  b.checkin_timestamp - a.checkin_timestamp || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The ids in every list, in the order of the shortest (each list is oldest first: so is the result). */
const intersect = (lists: string[][]) => {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  const sets = others.map((list) => new Set(list));
  return (shortest ?? []).filter((id) => sets.every((set) => set.has(id)));
};

/**
 * Search by index, cold or warm, with nothing of the history in memory (docs/decisions/trigram-blocks.md).
 * Time windows, newest first, each read with a few key-only index reads (no row-by-row cursor), until a
 * page is full:
 * - a search with a word of three or more characters: the visits holding up to three of its trigrams
 *   (intersected), and the visits of each company whose name holds the search (few companies, each with
 *   its own index); only those rows are read and checked;
 * - shorter searches match densely: the newest rows are read and checked, without windows.
 */
export function createLocalVisitSearch(db: FrontdeskDb) {
  const gramBlocks = gramBlockIndex(db);

  async function matchingCompanies(tenant: string, search: string): Promise<string[]> {
    const companies = await db.visitCompanies
      .where('[tenant+company]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .toArray();
    return companies.map((row) => row.company).filter((company) => company.includes(search));
  }

  /**
   * The ids of the window's visits that may match, as lists each oldest first: one of the visits holding
   * all the name trigrams (gramBlocks.ts), one per company whose name holds the search (keys only).
   */
  async function candidates(tenant: string, grams: string[], companies: string[], from: number, to: number) {
    const byName = grams.length
      ? [intersect(await Promise.all(grams.map((gram) => gramBlocks.idsBetween(tenant, gram, from, to))))]
      : [];
    const byCompany = await Promise.all(
      companies.map((company) =>
        db.visitSearch
          .where('[tenant+company+checkin_timestamp]')
          .between([tenant, company, from], [tenant, company, to], true, false)
          .primaryKeys(),
      ),
    );
    return [...byName, ...byCompany];
  }

  /**
   * The newest `want` rows that pass `accept` among lists of candidate ids, each oldest first, reading
   * rows from the newest end in growing chunks: a merge of the lists, sure of its order once every row
   * left unread is older than the matches it returns. A common trigram costs a few reads, not the window.
   */
  async function newestAccepted(
    lists: string[][],
    want: number,
    accept: (row: VisitSearchRow) => boolean,
    stopped: () => boolean,
  ) {
    const unread = lists.map((list) => [...list]);
    const oldestRead = lists.map(() => Infinity);
    const found = new Map<string, VisitSearchRow>();
    for (let chunk = FIRST_CHUNK; ; chunk *= 2) {
      const pending = unread.flatMap((list, index) => (list.length ? [index] : []));
      // Every unread candidate is at most this new: the matches newer than it are certain.
      const horizon = Math.max(-Infinity, ...pending.map((index) => oldestRead[index] ?? -Infinity));
      const certain = [...found.values()].filter((row) => row.checkin_timestamp > horizon);
      if (certain.length >= want || !pending.length) return certain.sort(newestFirst).slice(0, want);
      if (stopped()) throw new SearchStopped();
      for (const index of pending.filter((index) => oldestRead[index] === horizon)) {
        const ids = unread[index]?.splice(-chunk) ?? [];
        const rows = (await db.visitSearch.bulkGet(ids)).filter(
          (row): row is VisitSearchRow => row !== undefined,
        );
        oldestRead[index] = Math.min(
          ...rows.map((row) => row.checkin_timestamp),
          oldestRead[index] ?? Infinity,
        );
        for (const row of rows) if (accept(row)) found.set(row.id, row);
      }
    }
  }

  /**
   * Searches of one or two characters match densely, and so do a host's visits: the newest rows of an
   * index range, read newest first in chunks sized by the share of matches seen so far, until a page is
   * full. What it reads depends on how common the text is, not on the history's size. `upTo` is the
   * newest time to read (inclusive).
   */
  async function newestRowsMatching(
    range: RowRange,
    upTo: number,
    want: number,
    accept: (row: VisitSearchRow) => boolean,
    stopped: () => boolean,
  ) {
    const found: VisitSearchRow[] = [];
    // Rows sharing the oldest time of a chunk are read again by the next: counted once.
    const seen = new Set<string>();
    let upper = upTo;
    let chunk = want * 2;
    for (;;) {
      if (stopped()) throw new SearchStopped();
      const rows = await db.visitSearch
        .where(range.index)
        .between([...range.prefix, range.since ?? Dexie.minKey], [...range.prefix, upper], true, true)
        .reverse()
        .limit(chunk)
        .toArray();
      for (const row of rows) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        if (accept(row)) found.push(row);
      }
      const oldest = rows[rows.length - 1];
      if (found.length >= want || rows.length < chunk || !oldest)
        return found.sort(newestFirst).slice(0, want);
      upper = oldest.checkin_timestamp;
      const share = Math.max(found.length, 1) / seen.size;
      chunk = Math.min(MAX_CHUNK, Math.max(chunk * 2, Math.ceil(((want - found.length) / share) * 1.5)));
    }
  }

  /** The newest `want` rows of the window [from, to) that pass `accept`, among the search's candidates. */
  async function windowMatches(
    tenant: string,
    search: string,
    window: { from: number; to: number },
    companies: string[],
    want: number,
    accept: (row: VisitSearchRow) => boolean,
    stopped: () => boolean,
  ) {
    const lists = await candidates(tenant, lookupGrams(search), companies, window.from, window.to);
    return newestAccepted(lists, want, accept, stopped);
  }

  /**
   * The next `want` matches after `cursor`, newest first, checked in at `since` or later (null: the whole
   * history).
   */
  async function matches(
    tenant: string,
    typed: string,
    cursor: string | null | undefined,
    want: number,
    stopped: () => boolean = () => false,
    since: number | null = null,
  ) {
    const search = normalizeSearch(typed);
    const after = decodeCursor(cursor);
    const accept = (row: VisitSearchRow) =>
      row.tenant === tenant && row.text.includes(search) && (!after || isAfter(row, after));
    if (!lookupGrams(search).length) {
      return newestRowsMatching(
        { index: '[tenant+checkin_timestamp]', prefix: [tenant], since },
        after ? after.checkin_timestamp : Number.MAX_SAFE_INTEGER,
        want,
        accept,
        stopped,
      );
    }
    const to = after ? after.checkin_timestamp + 1 : Number.MAX_SAFE_INTEGER;
    const companies = await matchingCompanies(tenant, search);
    return windowsMatching(tenant, search, companies, to, want, accept, stopped, since ?? EARLIEST);
  }

  /**
   * One host's, one operator's or one visitor type's visits (by the search rows' index of that field),
   * newest first, from `since` on, whose name or company holds `typed`, and which the other filters given
   * (`also`) keep: the key's own index range, read in growing chunks of small rows.
   */
  async function keyedMatches(
    tenant: string,
    key: { field: 'hostId' | 'checkedInBy' | 'visitType'; value: string },
    also: { checkedInBy: string | null; visitType: string | null },
    typed: string | null,
    cursor: string | null | undefined,
    want: number,
    stopped: () => boolean = () => false,
    since: number | null = null,
  ) {
    const search = typed === null ? '' : normalizeSearch(typed);
    const after = decodeCursor(cursor);
    const accept = (row: VisitSearchRow) =>
      row.text.includes(search) &&
      (also.checkedInBy === null || row.checkedInBy === also.checkedInBy) &&
      (also.visitType === null || row.visitType === also.visitType) &&
      (!after || isAfter(row, after));
    const index = { index: `[tenant+${key.field}+checkin_timestamp]`, prefix: [tenant, key.value], since };
    return newestRowsMatching(
      index,
      after ? after.checkin_timestamp : Number.MAX_SAFE_INTEGER,
      want,
      accept,
      stopped,
    );
  }

  /**
   * Time windows before `newest` and from `oldest` on, newest first, each `GROWTH` times longer, until
   * `want` matches are found.
   */
  async function windowsMatching(
    tenant: string,
    search: string,
    companies: string[],
    newest: number,
    want: number,
    accept: (row: VisitSearchRow) => boolean,
    stopped: () => boolean,
    oldest: number,
  ) {
    const found: VisitSearchRow[] = [];
    const floor = Math.max(EARLIEST, oldest);
    let to = newest;
    let span = HOUR;
    while (found.length < want && to > floor) {
      if (stopped()) throw new SearchStopped();
      const from = Math.max(floor, (to === Number.MAX_SAFE_INTEGER ? Date.now() : to) - span);
      const window = { from, to };
      found.push(
        ...(await windowMatches(tenant, search, window, companies, want - found.length, accept, stopped)),
      );
      to = from;
      span *= GROWTH;
    }
    return found.slice(0, want);
  }

  return { matches, keyedMatches };
}

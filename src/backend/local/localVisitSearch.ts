import { Dexie, type Collection, type InsertType } from 'dexie';
import { normalizeSearch } from '../../lib/visitSearch';
import { decodeCursor, isAfter, type VisitPosition } from '../visitCursor';
import type { FrontdeskDb, VisitSearchRow } from './db';
import { keyGram } from './searchKeys';

const newestFirst = (a: VisitPosition, b: VisitPosition) =>
  b.checkin_timestamp - a.checkin_timestamp || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Search by index, cold or warm, with nothing of the history in memory (DESIGN.md §6). A search's
 * matches are the small search rows of the visits, newest first, read only until a page is full:
 * - three or more characters: the visits whose name holds the search's first trigram (the `keys`
 *   index), and the visits of each company whose name holds the search (few companies, each with its own
 *   index), merged;
 * - one or two characters (dense matches, which no index pays for): the newest visits, walked until a
 *   page is full.
 */
export function createLocalVisitSearch(db: FrontdeskDb) {
  /** Matches of a stream after the cursor, at most `want`. */
  function take(
    stream: Collection<VisitSearchRow, string, InsertType<VisitSearchRow, 'id'>>,
    search: string,
    after: VisitPosition | null,
    want: number,
  ) {
    return stream
      .filter((row) => row.text.includes(search) && (!after || isAfter(row, after)))
      .limit(want)
      .toArray();
  }

  async function matchingCompanies(tenant: string, search: string): Promise<string[]> {
    const companies = await db.visitCompanies
      .where('[tenant+company]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .toArray();
    return companies.map((row) => row.company).filter((company) => company.includes(search));
  }

  /** The next `want` matches after `cursor`, newest first. */
  async function matches(tenant: string, typed: string, cursor: string | null | undefined, want: number) {
    const search = normalizeSearch(typed);
    const after = decodeCursor(cursor);
    const upto = after ? after.checkin_timestamp : Dexie.maxKey;
    if (search.length < 3) {
      const newest = db.visitSearch
        .where('[tenant+checkin_timestamp]')
        .between([tenant, Dexie.minKey], [tenant, upto], true, true)
        .reverse();
      return take(newest, search, after, want);
    }
    const gram = keyGram(search);
    const byName = db.visitSearch
      .where('keys')
      .between([tenant, gram, Dexie.minKey], [tenant, gram, upto], true, true)
      .reverse();
    const byCompany = (await matchingCompanies(tenant, search)).map((company) =>
      db.visitSearch
        .where('[tenant+company+checkin_timestamp]')
        .between([tenant, company, Dexie.minKey], [tenant, company, upto], true, true)
        .reverse(),
    );
    const found = (
      await Promise.all([byName, ...byCompany].map((stream) => take(stream, search, after, want)))
    ).flat();
    const unique = new Map(found.map((row) => [row.id, row]));
    return [...unique.values()].sort(newestFirst).slice(0, want);
  }

  return { matches };
}

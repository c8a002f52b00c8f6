import { Dexie } from 'dexie';
import { normalizeSearch } from '../../lib/visitSearch';
import { decodeCursor, isAfter, type VisitPosition } from '../visitCursor';
import type { FrontdeskDb, VisitSearchRow } from './db';
import { lookupGrams } from './searchKeys';

const HOUR = 60 * 60 * 1000;
/** Each window reaches four times as far back as the one before: a few reads cover years. */
const GROWTH = 4;

const newestFirst = (a: VisitPosition, b: VisitPosition) =>
  b.checkin_timestamp - a.checkin_timestamp || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const intersect = (sets: Set<string>[]) => {
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  return [...(smallest ?? [])].filter((id) => others.every((set) => set.has(id)));
};

/**
 * Search by index, cold or warm, with nothing of the history in memory (DESIGN.md §6). Time windows,
 * newest first, each read with a few key-only index reads (no row-by-row cursor), until a page is full:
 * - a search with a word of three or more characters: the visits holding up to three of its trigrams
 *   (intersected), and the visits of each company whose name holds the search (few companies, each with
 *   its own index); only those rows are read and checked;
 * - shorter searches match densely: the window's rows are read and checked.
 */
export function createLocalVisitSearch(db: FrontdeskDb) {
  async function matchingCompanies(tenant: string, search: string): Promise<string[]> {
    const companies = await db.visitCompanies
      .where('[tenant+company]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .toArray();
    return companies.map((row) => row.company).filter((company) => company.includes(search));
  }

  /** The ids of the window's visits that may match: by name trigrams, and by company. */
  async function candidates(tenant: string, grams: string[], companies: string[], from: number, to: number) {
    /** The ids whose key in `index` lies in [lower, upper): keys only, in one read. */
    const ids = (index: string, lower: (string | number)[], upper: (string | number)[]) =>
      db.visitSearch.where(index).between(lower, upper, true, false).primaryKeys();
    const byName = grams.length
      ? intersect(
          await Promise.all(
            grams.map(async (gram) => new Set(await ids('keys', [tenant, gram, from], [tenant, gram, to]))),
          ),
        )
      : [];
    const byCompany = await Promise.all(
      companies.map((company) =>
        ids('[tenant+company+checkin_timestamp]', [tenant, company, from], [tenant, company, to]),
      ),
    );
    return [...new Set([...byName, ...byCompany.flat()])];
  }

  /** The rows of the window [from, to) that match. */
  async function windowMatches(
    tenant: string,
    search: string,
    from: number,
    to: number,
    companies: string[],
  ) {
    const grams = lookupGrams(search);
    const rows =
      grams.length || companies.length
        ? (await db.visitSearch.bulkGet(await candidates(tenant, grams, companies, from, to))).filter(
            (row): row is VisitSearchRow => row !== undefined,
          )
        : await db.visitSearch
            .where('[tenant+checkin_timestamp]')
            .between([tenant, from], [tenant, to], true, false)
            .toArray();
    return rows.filter((row) => row.tenant === tenant && row.text.includes(search));
  }

  /** The next `want` matches after `cursor`, newest first. */
  async function matches(tenant: string, typed: string, cursor: string | null | undefined, want: number) {
    const search = normalizeSearch(typed);
    const after = decodeCursor(cursor);
    const oldest = await db.visitSearch
      .where('[tenant+checkin_timestamp]')
      .between([tenant, Dexie.minKey], [tenant, Dexie.maxKey])
      .first();
    if (!oldest) return [];
    // With a word of three characters the name trigrams narrow the search; shorter ones read every row.
    const companies = lookupGrams(search).length ? await matchingCompanies(tenant, search) : [];
    const found: VisitSearchRow[] = [];
    let to = after ? after.checkin_timestamp + 1 : Number.MAX_SAFE_INTEGER;
    let span = HOUR;
    while (found.length < want && to > oldest.checkin_timestamp) {
      const from = Math.max(
        oldest.checkin_timestamp,
        to === Number.MAX_SAFE_INTEGER ? Date.now() - span : to - span,
      );
      const rows = await windowMatches(tenant, search, from, to, companies);
      found.push(...rows.filter((row) => !after || isAfter(row, after)).sort(newestFirst));
      to = from;
      span *= GROWTH;
    }
    return found.slice(0, want);
  }

  return { matches };
}

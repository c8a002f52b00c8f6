import { normalizeSearch } from '../../lib/visitSearch';

/** The local search index: a trigram of the visitor name, for one company, at the visit's time. */
export type SearchKey = [tenant: string, gram: string, checkinTimestamp: number];

/** Every distinct three-character piece of a text, lower-cased. */
export function trigrams(text: string): string[] {
  const lower = text.toLowerCase();
  const grams = new Set<string>();
  for (let start = 0; start + 3 <= lower.length; start++) grams.add(lower.slice(start, start + 3));
  return [...grams];
}

/**
 * The index keys of a visit: one per trigram of the visitor's name, so that a search of three or more
 * characters reads only visits holding its first trigram, newest first (IndexedDB cannot make a compound
 * key path multi-entry, so each key is itself an array). Company names repeat across most visits and are
 * few: they are served by their own index instead (see localVisitSearch.ts), which keeps this one small.
 */
export function searchKeys(tenant: string, visitorName: string, checkinTimestamp: number): SearchKey[] {
  return trigrams(visitorName).map((gram) => [tenant, gram, checkinTimestamp]);
}

/** The trigram a search is narrowed by: its first. */
export const keyGram = (search: string) => normalizeSearch(search).slice(0, 3);

import { normalizeSearch } from '../../lib/visitSearch';

/** The local search index: a trigram of the visitor name, for one company, at the visit's time. */
export type SearchKey = [tenant: string, gram: string, checkinTimestamp: number];

export const isSearchKey = (key: unknown): key is SearchKey =>
  Array.isArray(key) &&
  key.length === 3 &&
  typeof key[0] === 'string' &&
  typeof key[1] === 'string' &&
  typeof key[2] === 'number';

/** Every distinct three-character piece of a text, lower-cased (spaces included: "r 1" in "Kumar 1"). */
export function trigrams(text: string): string[] {
  const lower = text.toLowerCase();
  const grams = new Set<string>();
  for (let start = 0; start + 3 <= lower.length; start++) grams.add(lower.slice(start, start + 3));
  return [...grams];
}

/**
 * The index keys of a visit: one per trigram of the visitor's name. IndexedDB cannot make a compound key
 * path multi-entry, so each key is itself an array, ending with the time: newest first. Company names
 * repeat across most visits and are few: they have their own index instead (localVisitSearch.ts), which
 * keeps this one to the name's dozen or so entries per visit.
 */
export function searchKeys(tenant: string, visitorName: string, checkinTimestamp: number): SearchKey[] {
  return trigrams(visitorName).map((gram) => [tenant, gram, checkinTimestamp]);
}

/**
 * The trigrams a search is narrowed by: up to three of its trigrams, first, middle and last, so that
 * their intersection is small. None for one or two characters.
 */
export function lookupGrams(search: string): string[] {
  const grams = trigrams(normalizeSearch(search));
  if (grams.length <= 3) return grams;
  return [grams[0], grams[Math.floor(grams.length / 2)], grams[grams.length - 1]].filter(
    (gram): gram is string => gram !== undefined,
  );
}

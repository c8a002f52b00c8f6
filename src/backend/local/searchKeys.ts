import { normalizeSearch } from '../../lib/visitSearch';

/** The local search index: a trigram of the visitor name, for one company, at the visit's time. */
export type SearchKey = [tenant: string, gram: string, checkinTimestamp: number];

/** Every distinct three-character piece of the words of a text, lower-cased. */
export function wordTrigrams(text: string): string[] {
  const grams = new Set<string>();
  for (const word of text.toLowerCase().split(/\s+/)) {
    for (let start = 0; start + 3 <= word.length; start++) grams.add(word.slice(start, start + 3));
  }
  return [...grams];
}

/**
 * The index keys of a visit: one per trigram within a word of the visitor's name (pieces across a space
 * are left out: fewer entries per visit, each paid at every check-in and on disk). IndexedDB cannot make a
 * compound key path multi-entry, so each key is itself an array, ending with the time: newest first.
 * Company names repeat across most visits and are few: they have their own index (localVisitSearch.ts).
 */
export function searchKeys(tenant: string, visitorName: string, checkinTimestamp: number): SearchKey[] {
  return wordTrigrams(visitorName).map((gram) => [tenant, gram, checkinTimestamp]);
}

/**
 * The trigrams a search is narrowed by: up to three of its words' trigrams, first, middle and last, so
 * that their intersection is small. None when no word of the search has three characters.
 */
export function lookupGrams(search: string): string[] {
  const grams = wordTrigrams(normalizeSearch(search));
  if (grams.length <= 3) return grams;
  return [grams[0], grams[Math.floor(grams.length / 2)], grams[grams.length - 1]].filter(
    (gram): gram is string => gram !== undefined,
  );
}

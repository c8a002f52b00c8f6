import type { VisitorContact } from './visitorFields';

/**
 * The desk's "Who's visiting?" type-ahead over the register: what is typed matches the start of a word of
 * the name, of the email (whole, or a word of the part before the @) or of the mobile number's digits.
 * Both adapters index the same keys, so both find the same people.
 */

/** Fewer characters than this match too many people to be worth a read. */
export const VISITOR_SEARCH_MIN = 2;
/** Firestore holds every key's prefixes up to this length; a longer search is narrowed by this much. */
export const VISITOR_PREFIX_MAX = 12;
/** At most this many prefixes per visitor (the rules' limit): a very long name is found by its first words. */
export const VISITOR_PREFIXES_MAX = 300;

/** Lowercase without accents: "Jonés" is found by "jones". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text: string) => text.split(/[^\p{L}\p{N}@.+-]+/u).filter(Boolean);

/** The words a search is made of; a number typed with spaces or dashes is one word of digits. */
export function visitorSearchWords(search: string): string[] {
  const typed = fold(search.trim());
  if (/^\+?[\d\s-]+$/.test(typed)) {
    const digits = typed.replace(/\D/g, '');
    return digits ? [digits] : [];
  }
  return words(typed);
}

/** Whether a search has enough to look for. */
export const isVisitorSearch = (search: string) =>
  (visitorSearchWords(search)[0]?.length ?? 0) >= VISITOR_SEARCH_MIN;

/** Every word a visitor can be found by. */
export function visitorSearchKeys(contact: VisitorContact): string[] {
  const keys = new Set<string>();
  for (const word of fold(contact.visitorName).split(/[^\p{L}\p{N}]+/u)) if (word) keys.add(word);
  const email = fold(contact.visitorEmail.trim());
  if (email) {
    keys.add(email);
    for (const word of (email.split('@')[0] ?? '').split(/[._+-]+/)) if (word) keys.add(word);
  }
  const digits = contact.visitorMobile.replace(/\D/g, '');
  if (digits) {
    keys.add(digits);
    // Found by the national number when stored with a country code (+91 98450 12345 by 98450).
    if (digits.length > 10) keys.add(digits.slice(-10));
  }
  return [...keys];
}

/** The keys' beginnings Firestore matches with array-contains: from the shortest search up to the cap. */
export function visitorSearchPrefixes(contact: VisitorContact): string[] {
  const prefixes = new Set<string>();
  for (const key of visitorSearchKeys(contact)) {
    for (let length = VISITOR_SEARCH_MIN; length <= Math.min(key.length, VISITOR_PREFIX_MAX); length++) {
      prefixes.add(key.slice(0, length));
    }
  }
  return [...prefixes].slice(0, VISITOR_PREFIXES_MAX);
}

/** Whether every word of the search begins one of the visitor's keys. */
export function matchesVisitorSearch(contact: VisitorContact, searchWords: readonly string[]): boolean {
  const keys = visitorSearchKeys(contact);
  return searchWords.every((word) => keys.some((key) => key.startsWith(word)));
}

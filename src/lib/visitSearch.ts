/** The spec: admin search is capped at 20 characters and matches name or company, ignoring case. */
export const SEARCH_MAX_LENGTH = 20;

export function normalizeSearch(search: string | undefined): string {
  return (search ?? '').trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH);
}

export function matchesVisitSearch(
  visit: { visitorName: string; companyName: string },
  normalizedSearch: string,
): boolean {
  if (!normalizedSearch) return true;
  return (
    visit.visitorName.toLowerCase().includes(normalizedSearch) ||
    visit.companyName.toLowerCase().includes(normalizedSearch)
  );
}

/** Every substring of length 1–3 of each text, lowercased. */
function gramsOf(texts: string[]): string[] {
  const grams = new Set<string>();
  for (const text of texts) {
    const lower = text.toLowerCase();
    for (let size = 1; size <= 3; size++) {
      for (let start = 0; start + size <= lower.length; start++) grams.add(lower.slice(start, start + size));
    }
  }
  return [...grams];
}

/**
 * Every substring of length 1–3 of the lowercased name and company: stored on a visit so a backend
 * without substring search (Firestore) can narrow candidates with array-contains on one gram.
 */
export function searchGrams(visit: { visitorName: string; companyName: string }): string[] {
  return gramsOf([visit.visitorName, visit.companyName]);
}

/**
 * The company's grams alone, stored beside searchGrams: what an anonymised visit keeps, so the rules can
 * check that anonymising drops every gram of the visitor's name (they cannot compute grams themselves).
 */
export function companyGrams(visit: { companyName: string }): string[] {
  return gramsOf([visit.companyName]);
}

/** The gram a search is narrowed by: its first three characters (or all, when shorter). */
export function searchKeyGram(normalizedSearch: string): string {
  return normalizedSearch.slice(0, 3);
}

/**
 * What a dashboard search asks for: digits only are a visit ID (not names: names with digits are rare),
 * one holding "@" a visitor's email (as typed, trimmed, not capped: an address is longer than a name
 * search), anything else a substring of name or company.
 */
export type VisitSearch =
  | { kind: 'none' }
  | { kind: 'visitId'; visitID: number }
  | { kind: 'email'; email: string }
  | { kind: 'text'; text: string };

export function parseVisitSearch(search: string | undefined): VisitSearch {
  const trimmed = (search ?? '').trim();
  if (trimmed.includes('@')) return { kind: 'email', email: trimmed };
  const text = normalizeSearch(trimmed);
  if (!text) return { kind: 'none' };
  if (/^\d+$/.test(text)) return { kind: 'visitId', visitID: Number(text) };
  return { kind: 'text', text };
}

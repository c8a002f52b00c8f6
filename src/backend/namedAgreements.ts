import { BackendError } from './errors';
import {
  AGREEMENT_MAX_LENGTH,
  NAMED_AGREEMENT_NAME_MAX_LENGTH,
  type NamedAgreement,
  type NamedAgreementInput,
} from './port/agreements';

/** A new agreement's series: 16 lowercase letters and digits (the rules take 8 to 32). */
export function newAgreementSeries(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => alphabet[byte % 36]).join('');
}

/**
 * What both adapters publish, trimmed, or why not: a name on one line of at most
 * NAMED_AGREEMENT_NAME_MAX_LENGTH characters, and a text of at most AGREEMENT_MAX_LENGTH.
 */
export function requireNamedAgreement(input: NamedAgreementInput): { name: string; text: string } {
  const name = input.name.trim();
  const text = input.text.trim();
  if (!name || /\p{Cc}/u.test(name) || name.length > NAMED_AGREEMENT_NAME_MAX_LENGTH) {
    throw new BackendError(
      'invalid-input',
      `Give the agreement a name on one line, of at most ${String(NAMED_AGREEMENT_NAME_MAX_LENGTH)} characters.`,
    );
  }
  if (!text || text.length > AGREEMENT_MAX_LENGTH) {
    throw new BackendError(
      'invalid-input',
      `Write the agreement’s text: at most ${AGREEMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    );
  }
  return { name, text };
}

/** Each series' newest revision, by name. */
export function newestRevisions(revisions: readonly NamedAgreement[]): NamedAgreement[] {
  const newest = new Map<string, NamedAgreement>();
  for (const revision of revisions) {
    const kept = newest.get(revision.series);
    if (!kept || kept.revision < revision.revision) newest.set(revision.series, revision);
  }
  return [...newest.values()].sort((a, b) => a.name.localeCompare(b.name));
}

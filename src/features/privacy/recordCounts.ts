import {
  PERSONAL_RECORD_KINDS,
  type PersonalRecordKind,
  type PrivacyRunKind,
  type RecordCounts,
} from '../../backend/port/privacy';

const NAMES: Record<PersonalRecordKind, [one: string, many: string]> = {
  visits: ['visit', 'visits'],
  visitors: ['registration', 'registrations'],
  arrivals: ['phone arrival', 'phone arrivals'],
  invites: ['invitation', 'invitations'],
  mail: ['mail', 'mails'],
  holds: ['watchlist hold', 'watchlist holds'],
  rollCalls: ['roll call', 'roll calls'],
};

const counted = (kind: PersonalRecordKind, count: number) => `${count} ${NAMES[kind][count === 1 ? 0 : 1]}`;

/** "2 visits", "1 registration"…: the kinds of record held, none for a kind with no record. */
export function heldRecords(counts: RecordCounts): string[] {
  return PERSONAL_RECORD_KINDS.filter((kind) => counts[kind] > 0).map((kind) => counted(kind, counts[kind]));
}

function joined(parts: string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What a run did, in words: visits anonymised, the rest deleted, and roll calls that lost the name (an
 * erasure) or were deleted (retention).
 */
export function describeCounts(counts: RecordCounts, run: PrivacyRunKind = 'erasure'): string {
  const deletedKinds = PERSONAL_RECORD_KINDS.filter(
    (kind) => kind !== 'visits' && (kind !== 'rollCalls' || run === 'retention') && counts[kind] > 0,
  );
  const parts = [
    counts.visits > 0 ? `${counted('visits', counts.visits)} anonymised` : '',
    deletedKinds.length > 0
      ? `${joined(deletedKinds.map((kind) => counted(kind, counts[kind])))} deleted`
      : '',
    run === 'erasure' && counts.rollCalls > 0
      ? `the name removed from ${counted('rollCalls', counts.rollCalls)}`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'nothing to change';
}

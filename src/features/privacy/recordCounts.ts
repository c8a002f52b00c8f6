import {
  PERSONAL_RECORD_KINDS,
  progressOf,
  type RetentionProgress,
  type PersonalRecordKind,
  type PrivacyRunKind,
  type RecordCounts,
} from '../../backend/port/privacy';
import { formatCount } from '../../lib/countText';

const NAMES: Record<PersonalRecordKind, [one: string, many: string]> = {
  visits: ['visit', 'visits'],
  visitors: ['registration', 'registrations'],
  arrivals: ['phone arrival', 'phone arrivals'],
  invites: ['invitation', 'invitations'],
  mail: ['mail', 'mails'],
  holds: ['watchlist hold', 'watchlist holds'],
  rollCalls: ['roll call', 'roll calls'],
};

const counted = (kind: PersonalRecordKind, count: number) =>
  `${formatCount(count)} ${NAMES[kind][count === 1 ? 0 : 1]}`;

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

/**
 * "Erasing everything held about erin@example.com… So far: 2 mails deleted.": an erasure as it runs, kind
 * by kind (it knows no total: the records it changes are counted as it goes).
 */
export function erasureProgressText(email: string, done: RecordCounts): string {
  const started = PERSONAL_RECORD_KINDS.some((kind) => done[kind] > 0);
  return `Erasing everything held about ${email}…${started ? ` So far: ${describeCounts(done)}.` : ''}`;
}

/** The kinds a retention run deletes, with a record to delete. */
const deletedByRetention = (counts: RecordCounts) =>
  PERSONAL_RECORD_KINDS.filter((kind) => kind !== 'visits' && counts[kind] > 0);

/**
 * What a retention run would do, as the rest of a sentence: "anonymise 3 visits and delete 1 registration
 * and 2 mails". Empty when it would change nothing.
 */
export function retentionEffect(counts: RecordCounts): string {
  const deleted = deletedByRetention(counts);
  return [
    counts.visits > 0 ? `anonymise ${counted('visits', counts.visits)}` : '',
    deleted.length > 0 ? `delete ${joined(deleted.map((kind) => counted(kind, counts[kind])))}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

/** "Anonymised 200 of 1,340 visits…", then the records deleted, against what the preview counted. */
export function retentionProgressText(done: RetentionProgress, expected: RecordCounts): string {
  const total = progressOf(expected);
  const of = (count: number, planned: number) =>
    `${formatCount(count)} of ${formatCount(Math.max(count, planned))}`;
  const parts = [
    total.anonymised > 0 ? `anonymised ${of(done.anonymised, total.anonymised)} visits` : '',
    total.deleted > 0 && (done.deleted > 0 || total.anonymised === 0 || done.anonymised >= total.anonymised)
      ? `deleted ${of(done.deleted, total.deleted)} records`
      : '',
  ].filter(Boolean);
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}…`;
}

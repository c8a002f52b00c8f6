import {
  PERSONAL_RECORD_KINDS,
  progressOf,
  type RetentionProgress,
  type PersonalRecordKind,
  type PrivacyRunKind,
  type RecordCounts,
} from '../../backend/port/privacy';
import { formatCount } from '../../lib/countText';
import { msg, t } from '../../lib/operatorText';

/** Each kind of record counted, one and many, said with the count when shown. */
const NAMES: Record<PersonalRecordKind, [one: string, many: string]> = {
  visits: [msg('{count} visit'), msg('{count} visits')],
  visitors: [msg('{count} registration'), msg('{count} registrations')],
  arrivals: [msg('{count} phone arrival'), msg('{count} phone arrivals')],
  invites: [msg('{count} invitation'), msg('{count} invitations')],
  mail: [msg('{count} mail'), msg('{count} mails')],
  holds: [msg('{count} watchlist hold'), msg('{count} watchlist holds')],
  rollCalls: [msg('{count} roll call'), msg('{count} roll calls')],
};

const counted = (kind: PersonalRecordKind, count: number) =>
  t(NAMES[kind][count === 1 ? 0 : 1], { count: formatCount(count) });

/** "2 visits", "1 registration"…: the kinds of record held, none for a kind with no record. */
export function heldRecords(counts: RecordCounts): string[] {
  return PERSONAL_RECORD_KINDS.filter((kind) => counts[kind] > 0).map((kind) => counted(kind, counts[kind]));
}

function joined(parts: string[]): string {
  return parts.length <= 1
    ? parts.join('')
    : t('{records} and {lastRecords}', {
        records: parts.slice(0, -1).join(', '),
        lastRecords: parts.at(-1) ?? '',
      });
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
    counts.visits > 0 ? t('{visits} anonymised', { visits: counted('visits', counts.visits) }) : '',
    deletedKinds.length > 0
      ? t('{records} deleted', { records: joined(deletedKinds.map((kind) => counted(kind, counts[kind]))) })
      : '',
    run === 'erasure' && counts.rollCalls > 0
      ? t('the name removed from {rollCalls}', { rollCalls: counted('rollCalls', counts.rollCalls) })
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : t('nothing to change');
}

/**
 * "Erasing everything held about erin@example.com… So far: 2 mails deleted.": an erasure as it runs, kind
 * by kind (it knows no total: the records it changes are counted as it goes).
 */
export function erasureProgressText(email: string, done: RecordCounts): string {
  const started = PERSONAL_RECORD_KINDS.some((kind) => done[kind] > 0);
  const erasing = t('Erasing everything held about {email}…', { email });
  return started ? `${erasing} ${t('So far: {records}.', { records: describeCounts(done) })}` : erasing;
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
  return joined(
    [
      counts.visits > 0 ? t('anonymise {visits}', { visits: counted('visits', counts.visits) }) : '',
      deleted.length > 0
        ? t('delete {records}', { records: joined(deleted.map((kind) => counted(kind, counts[kind]))) })
        : '',
    ].filter(Boolean),
  );
}

/** "Anonymised 200 of 1,340 visits…", then the records deleted, against what the preview counted. */
export function retentionProgressText(done: RetentionProgress, expected: RecordCounts): string {
  const total = progressOf(expected);
  const of = (count: number, planned: number) =>
    t('{count} of {total}', { count: formatCount(count), total: formatCount(Math.max(count, planned)) });
  const parts = [
    total.anonymised > 0
      ? t('anonymised {progress} visits', { progress: of(done.anonymised, total.anonymised) })
      : '',
    total.deleted > 0 && (done.deleted > 0 || total.anonymised === 0 || done.anonymised >= total.anonymised)
      ? t('deleted {progress} records', { progress: of(done.deleted, total.deleted) })
      : '',
  ].filter(Boolean);
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}…`;
}

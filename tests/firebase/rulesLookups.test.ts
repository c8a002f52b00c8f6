import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ENTRY_LOOKUPS, HEAD_LOOKUPS, LOOKUPS_PER_COMMIT } from '../../src/backend/firebase/auditEntries';
import { RUN_LOOKUPS } from '../../src/backend/firebase/privacyRecords';
import { CLOSINGS_PER_BATCH } from '../../src/backend/firebase/firebaseCheckOut';

/**
 * The rules' lookups as scripts/rulesLookups.mjs counts them (worst case, none cached), against the
 * limits production enforces and the emulator does not: 10 per rule evaluation, 20 per batch. The
 * adapter's batch sizes are derived from these counts (docs/decisions/audit.md).
 */

/** Each allow statement's lookups, by "path allow ops". */
function allowLookups(): Map<string, number> {
  const output = execFileSync('node', ['scripts/rulesLookups.mjs'], { encoding: 'utf8' });
  const counts = new Map<string, number>();
  let path = '';
  for (const line of output.split('\n')) {
    const allow = /^\s+(\d+)\s+allow (.+?)(\s+>.*)?$/.exec(line);
    if (allow) counts.set(`${path} allow ${allow[2] ?? ''}`, Number(allow[1]));
    else if (line.startsWith('/')) path = line.trim();
  }
  return counts;
}

const counts = allowLookups();
const lookupsOf = (key: string) => {
  const count = counts.get(key);
  if (count === undefined) throw new Error(`no allow statement ${key}`);
  return count;
};

describe('rules lookups', () => {
  it('makes at most 10 in any rule evaluation', () => {
    expect(counts.size).toBeGreaterThan(50);
    const over = [...counts].filter(([, count]) => count > 10);
    expect(over).toEqual([]);
  });

  it('costs an audit entry and a head what the adapter counts', () => {
    expect(lookupsOf('/companies/{companyId}/audit/{entryId} allow create')).toBe(ENTRY_LOOKUPS);
    expect(lookupsOf('/companies/{companyId}/auditHead/{uid} allow create, update')).toBe(HEAD_LOOKUPS);
  });

  it('costs a privacy run’s writes what its batches count, and fits them in 20', () => {
    // A register entry's delete also reads the visit its mark names (the visitor must not be on site).
    expect(lookupsOf('/companies/{companyId}/visitorRegister/{visitorId} allow delete')).toBe(
      RUN_LOOKUPS.registerDelete,
    );
    for (const collection of ['invites/{code}', 'watchlistHolds/{holdId}']) {
      expect(lookupsOf(`/companies/{companyId}/${collection} allow delete`), collection).toBe(
        RUN_LOOKUPS.delete,
      );
    }
    for (const collection of ['arrivals/{phoneId}', 'outbox/{mailId}']) {
      expect(lookupsOf(`/companies/{companyId}/${collection} allow delete`), collection).toBe(
        RUN_LOOKUPS.delete,
      );
    }
    // A finished roll call's delete (the retention period's only) also reads the site, for its retention
    // period: one more than the run's other deletes, which the run packs by (5 to a batch: 1 + 2 + 5 x 3).
    expect(lookupsOf('/companies/{companyId}/rollCalls/{rollCallId} allow delete')).toBe(
      RUN_LOOKUPS.rollCallDelete,
    );
    expect(lookupsOf('/mail/{mailId} allow delete')).toBe(RUN_LOOKUPS.delete);
    expect(lookupsOf('/companies/{companyId}/privacyLog/{entryId} allow create')).toBe(RUN_LOOKUPS.log);
    // Its counts as it goes, and its finish: the same two.
    expect(lookupsOf('/companies/{companyId}/privacyLog/{entryId} allow update')).toBe(RUN_LOOKUPS.log);
    expect(lookupsOf('/companies/{companyId}/privacyState/{name} allow create, update')).toBe(
      RUN_LOOKUPS.state,
    );
    // A visit's update is a checkout (3: member, reservation, entry) or anonymising (2: member, entry): the
    // script adds both branches.
    expect(lookupsOf('/companies/{companyId}/visitDetails/{visitId} allow update')).toBe(
      3 + RUN_LOOKUPS.anonymise - 1,
    );
    // A roll call's update: marking, finishing (3) or an erasure's blanking (member, entry).
    expect(lookupsOf('/companies/{companyId}/rollCalls/{rollCallId} allow update')).toBe(2 + 3 + 2 - 1);
  });

  it('fits a bulk checkout’s transaction in 20: 5 per visit, and its entry', () => {
    const reservation = lookupsOf('/companies/{companyId}/openVisitIds/{visitID} allow delete');
    const checkout = 3;
    expect(reservation).toBe(2);
    expect(CLOSINGS_PER_BATCH * (checkout + reservation) + ENTRY_LOOKUPS).toBeLessThanOrEqual(
      LOOKUPS_PER_COMMIT,
    );
    expect((CLOSINGS_PER_BATCH + 1) * (checkout + reservation) + ENTRY_LOOKUPS).toBeGreaterThan(
      LOOKUPS_PER_COMMIT,
    );
  });

  it('fits a Trigger Email mail’s transaction in 20: the mail, its quota slot and its marker', () => {
    // The mail: the member (or the profile), the visit (or invitation, hold, team invitation), a host mail's
    // host, the slot before and after, the marker before and after.
    const mail = lookupsOf('/mail/{mailId} allow create');
    const slot = lookupsOf('/companies/{companyId}/mailQuota/{slotId} allow create');
    const marker = lookupsOf('/companies/{companyId}/mailQueued/{mailId} allow create');
    expect([mail, slot, marker]).toEqual([7, 2, 2]);
    expect(mail + slot + marker).toBeLessThanOrEqual(LOOKUPS_PER_COMMIT);
  });

  it('costs an outbox record 2 (the member, at most one of hold, team invitation, invitation)', () => {
    expect(lookupsOf('/companies/{companyId}/outbox/{mailId} allow create')).toBe(2);
  });

  it('costs a phone’s arrival and a desk code what they did before their new checks', () => {
    // The arrival: its code (now also its hostIds), the queue before (exists, get) and after.
    expect(lookupsOf('/companies/{companyId}/arrivals/{phoneId} allow create')).toBe(4);
    // The code: the member (or the profile), the agreement's published version (its text).
    // And up to 3 more for the other agreements a code carries, each checked against its revision.
    expect(lookupsOf('/arrivalCodes/{code} allow create')).toBe(5);
  });

  it('fits a check-in with an invitation, an agreement, an admitted hold and a registered visitor in 20', () => {
    // The visit (9): the member's document, the site and (at a site from before agreementVersion) the
    // version accepted, the reservation after the write, the entry, the watchlist entry of the visitor's
    // email and the hold after the write, the visitor's register entry after the write (exists, get).
    const visit = lookupsOf('/companies/{companyId}/visitDetails/{visitId} allow create');
    const reservation = lookupsOf('/companies/{companyId}/openVisitIds/{visitID} allow create');
    // The invitation's use: the member, the visit after, the entry (the cancel's entry is the other
    // branch, which the use does not reach).
    const use = lookupsOf('/companies/{companyId}/invites/{code} allow update') - 1;
    // The hold, written with the visit: the member, its entry, the visit after the write.
    const hold = lookupsOf('/companies/{companyId}/watchlistHolds/{holdId} allow create');
    // The register entry's mark: the visit after (the type-ahead's branch, the member, is not reached).
    const mark = lookupsOf('/companies/{companyId}/visitorRegister/{visitorId} allow update') - 1;
    expect([visit, reservation, use, hold, mark]).toEqual([9, 2, 3, 3, 1]);
    // Two entries: the check-in's (the visit and the invitation name it) and the hold's.
    const commit = visit + reservation + use + hold + mark + 2 * ENTRY_LOOKUPS;
    expect(commit).toBe(20);
    expect(commit).toBeLessThanOrEqual(LOOKUPS_PER_COMMIT);
  });

  it('fits a publish in 20: the version, the site naming it, their entry', () => {
    // The version (4): the admin's member document, the entry, the version before, the site after the
    // write. The site (4, on a publish's branch): the admin's member document, the entry, the version it
    // names before and after the write.
    const version = lookupsOf('/companies/{companyId}/agreements/{version} allow create');
    const site = lookupsOf('/companies/{companyId}/settings/{name} allow create, update');
    expect([version, site]).toEqual([4, 4]);
    expect(version + site + ENTRY_LOOKUPS).toBe(9);
    expect(version + site + ENTRY_LOOKUPS).toBeLessThanOrEqual(LOOKUPS_PER_COMMIT);
  });
});

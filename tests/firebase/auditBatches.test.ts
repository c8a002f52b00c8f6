import { getApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { doc, getFirestore, type DocumentReference } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ENTRY_LOOKUPS, HEAD_LOOKUPS, LOOKUPS_PER_COMMIT } from '../../src/backend/firebase/auditEntries';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import { RUN_LOOKUPS } from '../../src/backend/firebase/privacyRecords';
import { CLOSINGS_PER_BATCH } from '../../src/backend/firebase/firebaseCheckOut';
import type { RunWrite } from '../../src/backend/firebase/auditedRun';
import { createPrivacyRuns } from '../../src/backend/firebase/privacyRuns';
import { tenantPaths } from '../../src/backend/firebase/tenantPaths';
import type { AuditAction, AuditEntry } from '../../src/backend/port/audit';
import type { Backend } from '../../src/backend/port/backend';
import {
  checkInInput,
  companyInput,
  invitationToFirstHost,
  uniqueEmail,
  visitorInput,
} from '../../src/test/fixtures';
import { emulatorSettings } from './emulators';

/**
 * The Firebase adapter's audit entries where its commits are smaller than the local adapter's: a bulk
 * checkout writes one entry per transaction, an erasure or a retention run one per batch, each batch within
 * the lookups a batch may make (docs/decisions/audit.md).
 */

const TIMEOUT = 120_000;
let apps = 0;

async function ownerBackend(): Promise<Backend> {
  apps += 1;
  const backend = createFirebaseBackend(emulatorSettings, { appName: `audit-batches-${apps}` });
  const company = companyInput();
  await backend.auth.registerCompany(company);
  await backend.auth.signIn(company.email, company.password);
  return backend;
}

async function entriesOf(backend: Backend, action: AuditAction): Promise<AuditEntry[]> {
  return (await backend.audit.page({ pageSize: 100, action })).entries;
}

/**
 * The most records of one kind a run's batch holds: its lookups, less its entry's, its head's and its log
 * entry's (which each batch that changes records updates with their count).
 */
const perBatch = (lookups: number, head: boolean) =>
  Math.floor((LOOKUPS_PER_COMMIT - ENTRY_LOOKUPS - (head ? HEAD_LOOKUPS : 0) - RUN_LOOKUPS.log) / lookups);

describe('firebase audit entries, one per commit', () => {
  it(
    'records a bulk checkout as one entry per transaction, each counting the visits it closed',
    async () => {
      const desk = await ownerBackend();
      const visits = [];
      for (let index = 0; index < 7; index += 1) visits.push(await desk.visits.checkIn(checkInInput()));
      const closed = await desk.visits.checkOutMany(
        visits.map((visit) => ({ id: visit.id, at: Date.now() })),
        'bulk-end-of-day',
      );
      expect(closed).toHaveLength(7);
      const entries = await entriesOf(desk, 'visit.checkOutMany');
      expect(entries.map((entry) => entry.count).sort()).toEqual([1, CLOSINGS_PER_BATCH, CLOSINGS_PER_BATCH]);
      expect(entries.every((entry) => entry.target === '')).toBe(true);
      // Closing them again closes nothing and records nothing.
      await desk.visits.checkOutMany(
        visits.map((visit) => ({ id: visit.id, at: Date.now() })),
        'automatic',
      );
      expect(await entriesOf(desk, 'visit.autoCheckOut')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'records an erasure as one entry per batch, each naming the run’s log entry, within the lookups',
    async () => {
      const desk = await ownerBackend();
      const visitorEmail = uniqueEmail('ezra');
      await desk.visitors.add(visitorInput({ visitorEmail, visitorName: 'Ezra Erased' }));
      const visits = [];
      for (let index = 0; index < 12; index += 1) {
        visits.push(await desk.visits.checkIn(checkInInput({ visitorEmail, visitorName: 'Ezra Erased' })));
      }
      await desk.visits.checkOutMany(
        visits.map((visit) => ({ id: visit.id, at: Date.now() })),
        'bulk-now',
      );

      const erasure = await desk.privacy.erase(visitorEmail, Date.now());

      expect(erasure.counts).toMatchObject({ visits: 12, visitors: 1 });
      const entries = await entriesOf(desk, 'privacy.erase');
      expect(entries.length).toBeGreaterThan(1);
      expect(entries.every((entry) => entry.target === erasure.id)).toBe(true);
      expect(entries.reduce((sum, entry) => sum + entry.count, 0)).toBe(13);
      const most = Math.max(perBatch(RUN_LOOKUPS.anonymise, false), perBatch(RUN_LOOKUPS.delete, true));
      for (const entry of entries) expect(entry.count).toBeLessThanOrEqual(most);
      const everything = JSON.stringify(await desk.audit.page({ pageSize: 100 })).toLowerCase();
      expect(everything).not.toContain('ezra');
    },
    TIMEOUT,
  );

  it(
    'blanks one person per roll call per batch: an erasure of two visits in one roll call',
    async () => {
      const desk = await ownerBackend();
      const visitorEmail = uniqueEmail('twice');
      const visits = [
        await desk.visits.checkIn(checkInInput({ visitorEmail, visitorName: 'Tess Twice' })),
        await desk.visits.checkIn(checkInInput({ visitorEmail, visitorName: 'Tess Twice' })),
      ];
      const rollCall = await desk.rollCalls.start(Date.now());
      await desk.rollCalls.finish(rollCall.id, Date.now());
      await desk.visits.checkOutMany(
        visits.map((visit) => ({ id: visit.id, at: Date.now() })),
        'bulk-now',
      );

      const erasure = await desk.privacy.erase(visitorEmail, Date.now());

      expect(erasure.counts).toMatchObject({ visits: 2, rollCalls: 1 });
      const kept = await desk.rollCalls.rollCall(rollCall.id);
      expect(kept?.people.map((person) => person.visitorName)).toEqual(['', '']);
      expect((await entriesOf(desk, 'privacy.erase')).length).toBeGreaterThan(1);
    },
    TIMEOUT,
  );

  it(
    'commits a retention run’s batches several at a time: every old visit anonymised, each batch within the lookups, the state saved after them',
    async () => {
      const desk = await ownerBackend();
      const old = Date.now() - 10 * 86_400_000;
      const visits = [];
      for (let index = 0; index < 40; index += 1) {
        visits.push(await desk.visits.checkIn(checkInInput({ at: old + index * 60_000 })));
      }
      await desk.visits.checkOutMany(
        visits.map((visit) => ({ id: visit.id, at: old + 3_600_000 })),
        'bulk-now',
      );

      const run = await desk.privacy.applyRetention(Date.now() - 86_400_000, Date.now());

      expect(run.counts.visits).toBe(40);
      const stored = await Promise.all(visits.map((visit) => desk.visits.visit(visit.id)));
      expect(stored.every((visit) => visit?.anonymisedAt === run.at && visit.visitorName === '')).toBe(true);
      const entries = await entriesOf(desk, 'privacy.retention');
      expect(entries.length).toBeGreaterThanOrEqual(Math.ceil(40 / perBatch(RUN_LOOKUPS.anonymise, false)));
      expect(entries.reduce((sum, entry) => sum + entry.count, 0)).toBe(40);
      for (const entry of entries)
        expect(entry.count).toBeLessThanOrEqual(perBatch(RUN_LOOKUPS.anonymise, false));
      // The state was saved after the batches: the next run starts past them and changes nothing.
      const again = await desk.privacy.applyRetention(Date.now() - 86_400_000, Date.now());
      expect(again.counts.visits).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'records a retention run that changes nothing by entries naming its log entry and counting nothing',
    async () => {
      const desk = await ownerBackend();
      const run = await desk.privacy.applyRetention(Date.now() - 86_400_000, Date.now());
      const entries = await entriesOf(desk, 'privacy.retention');
      // Its start (logged first, to go on from) and its finish, and the commit of how far it reached.
      expect(entries.length).toBeGreaterThanOrEqual(2);
      expect(new Set(entries.map((entry) => `${entry.target} ${String(entry.count)}`))).toEqual(
        new Set([`${run.id} 0`]),
      );
    },
    TIMEOUT,
  );

  it(
    'logs exactly what a run committed when it stops between two of its batches, and its resume counts on from there',
    async () => {
      apps += 1;
      const appName = `audit-batches-${apps}`;
      const desk = createFirebaseBackend(emulatorSettings, { appName });
      const company = companyInput();
      await desk.auth.registerCompany(company);
      const session = await desk.auth.signIn(company.email, company.password);
      const gone = perBatch(RUN_LOOKUPS.delete, true) + 2;
      const invites = [];
      for (let index = 0; index < gone; index += 1) {
        invites.push(await desk.invites.invite(await invitationToFirstHost(desk)));
      }
      const db = getFirestore(getApp(appName));
      const paths = tenantPaths(db, getAuth(getApp(appName)), { current: session });
      const runs = createPrivacyRuns(db, paths, () => company.email, RUN_LOOKUPS.log);
      const run = await runs.begin('erasure', 'nobody.here@example.com', Date.now());
      const deleteOf = (ref: DocumentReference): RunWrite => ({
        ref,
        lookups: RUN_LOOKUPS.delete,
        deletes: true,
        tally: { invites: 1 },
        write: (batch) => batch.delete(ref),
      });
      for (const invite of invites) await run.run.add(deleteOf(doc(paths.invites(), invite.code)));
      // The second batch holds a delete the rules refuse (another company's record): it stops there.
      await run.run.add(deleteOf(doc(db, 'companies', 'another-company', 'invites', 'theirs')));
      await expect(run.run.drain()).rejects.toMatchObject({ code: 'permission-denied' });

      const [stopped] = await desk.privacy.unfinished();
      expect(stopped?.counts.invites).toBe(perBatch(RUN_LOOKUPS.delete, true));
      expect(run.counts.invites).toBe(perBatch(RUN_LOOKUPS.delete, true));
      const finished = await desk.privacy.resume(stopped?.id ?? '');
      expect(finished.counts.invites).toBe(perBatch(RUN_LOOKUPS.delete, true));
    },
    TIMEOUT,
  );
});

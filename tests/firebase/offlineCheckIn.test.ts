import {
  disableNetwork,
  enableNetwork,
  getDocs,
  getFirestore,
  query,
  where,
  collection,
  doc,
  onSnapshot,
} from 'firebase/firestore';
import { getApp } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { changesOnDevice, keepChangeOnDevice } from '../../src/lib/changesOnDevice';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import { HELD_AHEAD, HOLD_RELEASED_AFTER_MS } from '../../src/backend/firebase/heldVisitIds';
import { REFUSED_AFTER_RELOAD } from '../../src/backend/firebase/firebaseSync';
import { OFFLINE_NO_VISIT_IDS } from '../../src/backend/firebase/firebaseVisits';
import { OFFLINE_UNKNOWN_PASS, OFFLINE_UNKNOWN_VISIT } from '../../src/backend/firebase/firebaseCheckOut';
import { AlreadyCheckedOutError } from '../../src/backend/errors';
import { OFFLINE_UNKNOWN_ROLL_CALL } from '../../src/backend/firebase/firebaseRollCalls';
import { OFFLINE_UNKNOWN_VISITOR } from '../../src/backend/firebase/firebaseVisitors';
import type { RollCall } from '../../src/backend/port/rollCalls';
import type { Backend } from '../../src/backend/port/backend';
import type { RefusedChange } from '../../src/backend/port/sync';
import { checkInInput, companyInput, invitationToFirstHost, visitorInput } from '../../src/test/fixtures';
import { emulatorSettings, patchAsOwner, readAsOwner, verifyEmailOf } from './emulators';
import { hangingNetworkTo, type HangingNetwork } from './hangingNetwork';
import { screenedCheckIn } from '../../src/backend/watchlist';
import { fail } from '../contract/backendContract';

/**
 * Check-ins through a network cut, on the real SDK and the emulators' rules: each desk holds visit IDs
 * ahead while online, checks visitors in offline with them at once, and the server takes the visits when
 * the network returns, with distinct visit IDs across desks.
 */

let apps = 0;
const SECOND = 1_000;

interface Desk {
  backend: Backend;
  appName: string;
  companyId: string;
  /** Whether the test has cut this desk's network (the browser's navigator.onLine, here). */
  network: { cut: boolean };
}

/** A desk of a new company (or another desk of `company`, signed in as its account). */
async function deskOf(
  company = companyInput(),
  register = true,
  keepOnDevice = false,
  settings = emulatorSettings,
): Promise<Desk> {
  apps += 1;
  const appName = `offline-${apps}`;
  const network = { cut: false };
  const backend = createFirebaseBackend(settings, {
    appName,
    isOffline: () => network.cut,
    keepOnDevice,
  });
  if (register) {
    await backend.auth.registerCompany(company);
    await verifyEmailOf(company.email);
  }
  const session = await backend.auth.signIn(company.email, company.password);
  return { backend, appName, companyId: session.company.id, network };
}

const dbOf = (desk: Desk) => getFirestore(getApp(desk.appName));

/** A browser's localStorage for this test (Node has none): the device's ledger lives there. */
function withDeviceStorage() {
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
}

/** A network cut: the SDK can reach no server, and the device knows it. */
async function cut(desk: Desk) {
  desk.network.cut = true;
  await disableNetwork(dbOf(desk));
}

async function reconnect(desk: Desk) {
  desk.network.cut = false;
  await enableNetwork(dbOf(desk));
}

async function heldIdsOf(desk: Desk): Promise<number[]> {
  const held = await getDocs(
    query(collection(dbOf(desk), `companies/${desk.companyId}/openVisitIds`), where('desk', '>=', '')),
  );
  return held.docs.map((each) => Number(each.id));
}

/**
 * A new desk holding its IDs, with a visit checked in online that its screens show (its on-site list
 * listens to it), so kept on this device; resolves once it is, with the function that stops listening.
 */
async function deskShowingVisit(visitorEmail: string) {
  const desk = await deskOf();
  await desk.backend.sync.prepareForCut();
  const visit = await desk.backend.visits.checkIn(checkInInput({ visitorEmail }));
  let shown = false;
  const stopListening = onSnapshot(
    doc(dbOf(desk), `companies/${desk.companyId}/visitDetails/${visit.id}`),
    (snapshot) => (shown = snapshot.exists()),
  );
  await expect.poll(() => shown).toBe(true);
  return { desk, visit, stopListening };
}

/**
 * A new company's desk whose connection to Firestore runs through a network the test can hang or cut off
 * (the desk's own offline flag stays as the test sets it); the network is closed after `run`.
 */
async function withDeskBehindNetwork(run: (desk: Desk, network: HangingNetwork) => Promise<void>) {
  const network = await hangingNetworkTo(
    emulatorSettings.firestoreEmulatorHost,
    emulatorSettings.firestoreEmulatorPort,
  );
  try {
    const desk = await deskOf(companyInput(), true, false, {
      ...emulatorSettings,
      firestoreEmulatorPort: network.port,
    });
    await run(desk, network);
  } finally {
    await network.close();
  }
}

/** Checks a visitor in with the desk's network cut; resolves with the visit and how long it took. */
async function checkInOffline(desk: Desk, email: string) {
  const started = Date.now();
  const visit = await desk.backend.visits.checkIn(checkInInput({ visitorEmail: email }));
  return { visit, ms: Date.now() - started };
}

describe('check-ins through a network cut (firebase)', () => {
  it('holds visit IDs ahead that count nobody on site, and checks a visitor in offline with one', async () => {
    const desk = await deskOf();
    await desk.backend.sync.prepareForCut();
    const held = await heldIdsOf(desk);
    expect(held).toHaveLength(HELD_AHEAD);
    expect((await desk.backend.visits.stats([])).onSiteNow).toBe(0);

    await cut(desk);
    const { visit, ms } = await checkInOffline(desk, 'offline.one@example.com');
    expect(held).toContain(visit.visitID);
    // The success page does not wait for a server that cannot answer.
    expect(ms).toBeLessThan(10 * SECOND);

    await reconnect(desk);
    await desk.backend.sync.whenConfirmed();
    const stored = await desk.backend.visits.visit(visit.id);
    expect(stored).toMatchObject({ visitID: visit.visitID, checkedOut: false });
    expect((await desk.backend.visits.stats([])).onSiteNow).toBe(1);
    // The ID given is held no more; topping up holds another in its place.
    expect(await heldIdsOf(desk)).not.toContain(visit.visitID);
    await desk.backend.sync.prepareForCut();
    expect(await heldIdsOf(desk)).toHaveLength(HELD_AHEAD);
  }, 60_000);

  it('gives two desks offline at once distinct visit IDs, all kept when the network returns', async () => {
    const company = companyInput();
    const first = await deskOf(company);
    const second = await deskOf(company, false);
    await Promise.all([first.backend.sync.prepareForCut(), second.backend.sync.prepareForCut()]);
    await Promise.all([cut(first), cut(second)]);

    const visits = [];
    for (const [index, desk] of [first, second, first, second, first, second].entries()) {
      visits.push((await checkInOffline(desk, `offline.${String(index)}@example.com`)).visit);
    }
    await Promise.all([reconnect(first), reconnect(second)]);
    await Promise.all([first.backend.sync.whenConfirmed(), second.backend.sync.whenConfirmed()]);

    const ids = visits.map((visit) => visit.visitID);
    expect(new Set(ids).size).toBe(visits.length);
    for (const visit of visits) {
      expect(await first.backend.visits.visit(visit.id)).toMatchObject({ visitID: visit.visitID });
    }
    expect((await first.backend.visits.stats([])).onSiteNow).toBe(visits.length);
  }, 90_000);

  it('registers a first-time visitor, checks them in and checks a visit out offline; the server has all three after', async () => {
    const { desk, visit: earlier, stopListening } = await deskShowingVisit('earlier@example.com');

    await cut(desk);
    const newcomer = visitorInput({ visitorEmail: 'newcomer@example.com', visitorName: 'Nadia New' });
    const registered = await desk.backend.visitors.add(newcomer, 'attempt-offline-1');
    const visit = (await checkInOffline(desk, registered.visitorEmail)).visit;
    const closed = await desk.backend.visits.checkOutByVisitId(earlier.visitID, Date.now());
    expect(closed).toMatchObject({ id: earlier.id, checkedOut: true });
    // A visit ID this desk never saw is not said to be unknown: the desk cannot tell offline.
    await expect(desk.backend.visits.checkOutByVisitId(999_999, Date.now())).rejects.toMatchObject({
      code: 'network',
      message: OFFLINE_UNKNOWN_VISIT(999_999),
    });

    await reconnect(desk);
    await desk.backend.sync.whenConfirmed();
    stopListening();
    expect(await desk.backend.visitors.findByEmail('newcomer@example.com')).toMatchObject({
      visitorName: 'Nadia New',
    });
    expect(await desk.backend.visits.visit(visit.id)).toMatchObject({ checkedOut: false });
    expect(await desk.backend.visits.visit(earlier.id)).toMatchObject({ checkedOut: true });
    expect((await desk.backend.visits.stats([])).onSiteNow).toBe(1);
  }, 60_000);

  it('shows a page of visits the moment the server cannot be reached, without the total only it counts', async () => {
    // The desk still thinks it is online (the seconds after a cut ends, when the SDK's first requests fail).
    await withDeskBehindNetwork(async (desk, network) => {
      const visit = await desk.backend.visits.checkIn(
        checkInInput({ visitorEmail: 'dashboard@example.com' }),
      );
      const stopListening = desk.backend.visits.watchOnSite(() => undefined, fail);
      try {
        expect(await desk.backend.visits.page({ pageSize: 20 })).toMatchObject({ total: 1 });
        await network.close();
        const page = await desk.backend.visits.page({ pageSize: 20 });
        expect(page.visits.map((each) => each.id)).toEqual([visit.id]);
        expect(page.total).toBeNull();
      } finally {
        // A failed assertion must not leave the listener (and its `fail`) running into the next test.
        stopListening();
      }
    });
  });

  it('looks visitors up during a cut from what this desk keeps; one it never looked up is not said "not found"', async () => {
    const desk = await deskOf();
    const kept = await desk.backend.visitors.add(visitorInput({ visitorEmail: 'kept@example.com' }));
    // Looked up online: the registered one, and an email nobody registered.
    expect(await desk.backend.visitors.findByEmail('kept@example.com')).toMatchObject({ id: kept.id });
    expect(await desk.backend.visitors.findByEmail('nobody@example.com')).toBeNull();

    await cut(desk);
    expect(await desk.backend.visitors.findByEmail('KEPT@example.com')).toMatchObject({
      id: kept.id,
      visitorName: kept.visitorName,
    });
    expect(await desk.backend.visitors.findByEmail('nobody@example.com')).toBeNull();
    await expect(desk.backend.visitors.findByEmail('never@example.com')).rejects.toMatchObject({
      code: 'network',
      message: OFFLINE_UNKNOWN_VISITOR,
    });
    await reconnect(desk);
    expect(await desk.backend.visitors.findByEmail('never@example.com')).toBeNull();
  });

  it('checks a visit out offline by its pass, once; says so of a pass whose visit this desk has not seen', async () => {
    const { desk, visit, stopListening } = await deskShowingVisit('passholder@example.com');

    await cut(desk);
    expect(await desk.backend.visits.checkOutByPass(visit.passCode, Date.now())).toMatchObject({
      id: visit.id,
      checkedOut: true,
    });
    await expect(desk.backend.visits.checkOutByPass(visit.passCode, Date.now())).rejects.toBeInstanceOf(
      AlreadyCheckedOutError,
    );
    await expect(desk.backend.visits.checkOutByPass('no-such-pass', Date.now())).rejects.toMatchObject({
      code: 'network',
      message: OFFLINE_UNKNOWN_PASS,
    });

    await reconnect(desk);
    await desk.backend.sync.whenConfirmed();
    stopListening();
    expect(await desk.backend.visits.visit(visit.id)).toMatchObject({ checkedOut: true });
    expect((await desk.backend.visits.stats([])).onSiteNow).toBe(0);
  }, 60_000);

  it('marks people safe in a roll call during a cut, at once on the desk, and on the server after', async () => {
    const desk = await deskOf();
    const asha = await desk.backend.visits.checkIn(checkInInput({ visitorEmail: 'asha@example.com' }));
    const ravi = await desk.backend.visits.checkIn(
      checkInInput({ visitorEmail: 'ravi@example.com', visitorName: 'Ravi Kumar' }),
    );
    const rollCall = await desk.backend.rollCalls.start(Date.now());
    // The roll call's screen listens to it: this desk keeps it.
    let shown: RollCall | null = null;
    const stop = desk.backend.rollCalls.watch(
      rollCall.id,
      (now) => (shown = now),
      () => undefined,
    );
    await expect.poll(() => shown?.id).toBe(rollCall.id);
    const safeAtOf = (visitId: string) => shown?.people.find((each) => each.visitId === visitId)?.safeAt;

    await cut(desk);
    const markedAt = Date.now();
    await desk.backend.rollCalls.markSafe(rollCall.id, asha.id, markedAt);
    await expect.poll(() => safeAtOf(asha.id)).toBe(markedAt);
    await expect(
      desk.backend.rollCalls.markSafe('no-such-roll-call', ravi.id, markedAt),
    ).rejects.toMatchObject({
      code: 'network',
      message: OFFLINE_UNKNOWN_ROLL_CALL,
    });

    await reconnect(desk);
    await desk.backend.sync.whenConfirmed();
    stop();
    const stored = await desk.backend.rollCalls.rollCall(rollCall.id);
    expect(stored?.people.map(({ visitId, safeAt }) => [visitId, safeAt])).toEqual(
      expect.arrayContaining([
        [asha.id, markedAt],
        [ravi.id, null],
      ]),
    );
  }, 60_000);

  it('starts a roll call of the people on site and finishes it during a cut, at once; the server has both after', async () => {
    const company = companyInput();
    const desk = await deskOf(company);
    const asha = await desk.backend.visits.checkIn(checkInInput({ visitorEmail: 'asha@example.com' }));
    const ravi = await desk.backend.visits.checkIn(
      checkInInput({ visitorEmail: 'ravi@example.com', visitorName: 'Ravi Kumar' }),
    );
    // The on-site list and the roll-call controls listen: this desk keeps the open visits and the state.
    let onSite = 0;
    const stopOnSite = desk.backend.visits.watchOnSite((visits) => (onSite = visits.length), fail);
    await expect.poll(() => onSite).toBe(2);
    expect(await desk.backend.rollCalls.current()).toBeNull();

    await cut(desk);
    const startedAt = Date.now();
    const rollCall = await desk.backend.rollCalls.start(startedAt);
    expect(Date.now() - startedAt).toBeLessThan(10 * SECOND);
    expect(rollCall.people.map(({ visitId, safeAt }) => [visitId, safeAt])).toEqual(
      expect.arrayContaining([
        [asha.id, null],
        [ravi.id, null],
      ]),
    );
    // Started again on this desk (a double click): the same one.
    expect((await desk.backend.rollCalls.start(Date.now())).id).toBe(rollCall.id);
    const markedAt = Date.now();
    await desk.backend.rollCalls.markSafe(rollCall.id, asha.id, markedAt);
    const finishedAt = Date.now();
    expect(await desk.backend.rollCalls.finish(rollCall.id, finishedAt)).toMatchObject({ finishedAt });

    await reconnect(desk);
    await desk.backend.sync.whenConfirmed();
    stopOnSite();
    const elsewhere = await deskOf(company, false);
    const stored = await elsewhere.backend.rollCalls.rollCall(rollCall.id);
    expect(stored).toMatchObject({ startedAt, finishedAt });
    expect(stored?.people.map(({ visitId, safeAt }) => [visitId, safeAt])).toEqual(
      expect.arrayContaining([
        [asha.id, markedAt],
        [ravi.id, null],
      ]),
    );
    expect(await elsewhere.backend.rollCalls.current()).toBeNull();
  }, 60_000);

  it('lists as refused a roll call started during a cut when another desk opened one meanwhile', async () => {
    const company = companyInput();
    const desk = await deskOf(company);
    const elsewhere = await deskOf(company, false);
    await desk.backend.visits.checkIn(checkInInput({ visitorEmail: 'asha@example.com' }));
    let onSite = 0;
    const stopOnSite = desk.backend.visits.watchOnSite((visits) => (onSite = visits.length), fail);
    await expect.poll(() => onSite).toBe(1);
    expect(await desk.backend.rollCalls.current()).toBeNull();
    await cut(desk);
    const offline = await desk.backend.rollCalls.start(Date.now());
    const online = await elsewhere.backend.rollCalls.start(Date.now());
    expect(online.id).not.toBe(offline.id);

    let refused: RefusedChange[] = [];
    const stop = desk.backend.sync.watchRefused((changes) => (refused = changes));
    await reconnect(desk);
    await desk.backend.sync.whenConfirmed();
    expect(refused.map((change) => change.what)).toEqual(['A roll call of 1 person started on this desk']);
    expect(refused[0]?.reason).toMatch(/permission/i);
    stop();
    stopOnSite();
    // The server keeps the one roll call the other desk opened.
    expect((await elsewhere.backend.rollCalls.current())?.id).toBe(online.id);
  }, 60_000);

  it('sends an invitation during a cut at once, once for a double submit, and the server has it after', async () => {
    const company = companyInput();
    const desk = await deskOf(company);
    const input = await invitationToFirstHost(desk.backend, {
      visitorName: 'Olga Offline',
      visitorEmail: 'olga@example.com',
    });
    await cut(desk);
    const started = Date.now();
    const invite = await desk.backend.invites.invite(input);
    expect(Date.now() - started).toBeLessThan(10 * SECOND);
    expect(invite).toMatchObject({ code: input.code, visitorName: 'Olga Offline', state: 'invited' });
    expect(await desk.backend.invites.invite(input)).toEqual(invite);

    await reconnect(desk);
    await desk.backend.sync.whenConfirmed();
    // Another desk of the company reads it from the server, as written once.
    const elsewhere = await deskOf(company, false);
    expect(await elsewhere.backend.invites.byCode(input.code)).toMatchObject({
      code: input.code,
      visitorEmail: 'olga@example.com',
      state: 'invited',
    });
  }, 60_000);

  it('lists a change the server refused on its arrival, with its content, until someone dismisses it', async () => {
    const company = companyInput();
    const desk = await deskOf(company);
    const elsewhere = await deskOf(company, false);
    await desk.backend.sync.prepareForCut();
    await cut(desk);
    // Meanwhile another desk lists the visitor this desk is about to check in.
    await elsewhere.backend.watchlist.add({ name: '', email: 'mallory@example.com', reason: 'Banned' });
    await checkInOffline(desk, 'mallory@example.com');

    let refused: RefusedChange[] = [];
    const stop = desk.backend.sync.watchRefused((changes) => (refused = changes));
    expect(refused).toEqual([]);
    await reconnect(desk);
    await desk.backend.sync.whenConfirmed();
    expect(refused).toHaveLength(1);
    expect(refused[0]?.what).toMatch(/^The check-in of Asha Rao \(visit ID \d{6}\)$/);
    expect(refused[0]?.reason).toMatch(/permission/i);
    desk.backend.sync.dismissRefused(refused[0]?.id ?? '');
    expect(refused).toEqual([]);
    stop();
  }, 60_000);

  it('counts on the device each change a cut queued until the server answers it, and a later page counts those an earlier one left', async () => {
    withDeviceStorage();
    try {
      // A trusted desk (here the SDK has no IndexedDB and keeps its queue in memory; the end-to-end run
      // reloads a real one).
      const desk = await deskOf(companyInput(), true, true);
      await desk.backend.sync.prepareForCut();
      await cut(desk);
      await checkInOffline(desk, 'ledger.one@example.com');
      expect(changesOnDevice()).toEqual([expect.objectContaining({ company: desk.companyId })]);
      // This page's own change is counted by the page itself, not as carried over.
      let carriedOver: number[] = [];
      const stopOwn = desk.backend.sync.watchCarriedOver((count) => carriedOver.push(count));
      await expect.poll(() => carriedOver).toEqual([0]);
      stopOwn();
      await reconnect(desk);
      await desk.backend.sync.whenConfirmed();
      expect(changesOnDevice()).toEqual([]);

      // What an earlier page of this desk left (and another company's, not this one's to count).
      keepChangeOnDevice({ id: 'earlier', company: desk.companyId, at: Date.now() });
      keepChangeOnDevice({ id: 'elsewhere', company: 'another-company', at: Date.now() });
      carriedOver = [];
      const stop = desk.backend.sync.watchCarriedOver((count) => carriedOver.push(count));
      await expect.poll(() => carriedOver).toEqual([1, 0]);
      expect(changesOnDevice().map((change) => change.id)).toEqual(['elsewhere']);
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  }, 60_000);

  it('lists as refused a carried-over creation the server lacks, or a checkout it holds otherwise, once it has answered, with what it was', async () => {
    withDeviceStorage();
    try {
      const desk = await deskOf(companyInput(), true, true);
      const taken = await desk.backend.visits.checkIn(checkInInput({ visitorName: 'Tara Taken' }));
      const open = await desk.backend.visits.checkIn(
        checkInInput({ visitorName: 'Omar Open', visitorEmail: 'omar@example.com' }),
      );
      await desk.backend.visits.checkOutByVisitId(taken.visitID, Date.now());
      // What an earlier page of this desk queued during a cut and did not live to see answered: a
      // check-in the server took, one it refused (its visit is not there), a checkout it took (the visit
      // is closed), one it refused (still open), and a change it keeps nothing to check by.
      const visits = `companies/${desk.companyId}/visitDetails`;
      const checkedOut = (id: string) => ({
        path: `${visits}/${id}`,
        field: ['checkedOut'],
        is: 'true' as const,
      });
      const earlier = [
        { id: 'taken', what: 'The check-in of Tara Taken', creates: `${visits}/${taken.id}` },
        { id: 'refused', what: 'The check-in of Rita Refused (visit ID 246802)', creates: `${visits}/never` },
        { id: 'out', what: 'The checkout of Tara Taken', sets: checkedOut(taken.id) },
        { id: 'not-out', what: 'The checkout of Omar Open', sets: checkedOut(open.id) },
        { id: 'other', what: undefined, creates: undefined },
      ];
      for (const change of earlier)
        keepChangeOnDevice({ ...change, company: desk.companyId, at: Date.now() });
      const refused: RefusedChange[][] = [];
      const stopRefused = desk.backend.sync.watchRefused((changes) => refused.push(changes));
      const counts: number[] = [];
      const stop = desk.backend.sync.watchCarriedOver((count) => counts.push(count));

      await expect.poll(() => counts).toEqual([5, 0]);
      await expect
        .poll(() =>
          refused
            .at(-1)
            ?.map((change) => change.what)
            .sort(),
        )
        .toEqual(['The check-in of Rita Refused (visit ID 246802)', 'The checkout of Omar Open']);
      expect(refused.at(-1)?.[0]?.reason).toBe(REFUSED_AFTER_RELOAD);
      expect(changesOnDevice()).toEqual([]);
      stop();
      stopRefused();
    } finally {
      vi.unstubAllGlobals();
    }
  }, 60_000);

  it('gives back, at its next top-up, IDs held unused for a month (a desk gone for good)', async () => {
    const desk = await deskOf();
    const longAgo = new Date(Date.now() - HOLD_RELEASED_AFTER_MS - 60 * 60_000).toISOString();
    const gone = ['135791', '135792'].map((id) => `companies/${desk.companyId}/openVisitIds/${id}`);
    for (const path of gone) {
      await patchAsOwner(
        path,
        {
          heldBy: { stringValue: 'a-member-gone' },
          desk: { stringValue: 'a-desk-gone-0123456789' },
          heldAt: { timestampValue: longAgo },
        },
        ['heldBy', 'desk', 'heldAt'],
      );
    }
    await desk.backend.sync.prepareForCut();
    for (const path of gone) expect(await readAsOwner(path)).toBeNull();
    expect(await heldIdsOf(desk)).toHaveLength(HELD_AHEAD);
  }, 60_000);

  it('checks a visitor in at once, screened, through a cut the SDK has not noticed (the connection hangs)', async () => {
    await withDeskBehindNetwork(async (desk, network) => {
      await desk.backend.sync.prepareForCut();
      await desk.backend.watchlist.add({
        name: 'Mallory Listed',
        email: 'mallory@example.com',
        reason: 'Banned',
      });
      // What a trusted desk does: it keeps the watchlist live, so the device holds it.
      const seen = await new Promise<number>((resolve) => {
        const stop = desk.backend.watchlist.watch((entries) => {
          if (entries.length) {
            stop();
            resolve(entries.length);
          }
        }, fail);
      });
      expect(seen).toBe(1);

      network.hang();
      desk.network.cut = true;
      const started = Date.now();
      const visit = await screenedCheckIn(
        desk.backend,
        checkInInput({ visitorEmail: 'hung.net@example.com' }),
      );
      // No wait for a server the SDK cannot tell is gone (for ever, before): the watchlist it keeps answers.
      expect(Date.now() - started).toBeLessThan(3 * SECOND);
      await expect(
        screenedCheckIn(
          desk.backend,
          checkInInput({ visitorName: 'Mallory Listed', visitorEmail: 'mallory@example.com' }),
        ),
      ).rejects.toMatchObject({ code: 'watchlist-hold' });

      network.restore();
      desk.network.cut = false;
      await desk.backend.sync.whenConfirmed();
      expect(await desk.backend.visits.visit(visit.id)).toMatchObject({ visitID: visit.visitID });
    });
  }, 90_000);

  it('says nothing is left to check in with once its held IDs are used, rather than hold the desk', async () => {
    const desk = await deskOf();
    await desk.backend.sync.prepareForCut();
    await cut(desk);
    for (let index = 0; index < HELD_AHEAD; index++) {
      await checkInOffline(desk, `held.${String(index)}@example.com`);
    }
    await expect(desk.backend.visits.checkIn(checkInInput())).rejects.toMatchObject({
      code: 'network',
      message: OFFLINE_NO_VISIT_IDS,
    });
    await reconnect(desk);
    await desk.backend.sync.whenConfirmed();
  }, 90_000);
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACME,
  BETA,
  anonymousDb,
  companyDb,
  seed,
  signedOutDb,
  rulesEnvironment,
  type Fields,
  seedProfiles,
  auditedSet,
  auditedUpdate,
  auditedDelete,
  auditedBatch,
  entryOf,
  anAuditId,
  failedAt,
} from './rulesFixtures';

const env = rulesEnvironment();

const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);
/** A visitor's phone: an anonymous account with acme's uid. */
const phone = () => anonymousDb(env(), ACME);

const MINUTE = 60_000;
const DAY = 86_400_000;

const ROLL_CALL = 'roll-1';
const NEXT_ROLL_CALL = 'roll-2';

const rollCallsOf = (company = ACME) => `companies/${company}/rollCalls`;
const rollCallPath = (id = ROLL_CALL, company = ACME) => `${rollCallsOf(company)}/${id}`;
const statePath = (company = ACME) => `companies/${company}/rollCallState/current`;

/** The visits on site when the roll call started, by visit id. */
const ASHA = 'visit-1';
const BALA = 'visit-2';

/** Someone on site, unaccounted for, as the app stores them. */
function person(fields: Fields = {}): Fields {
  return {
    visitID: 123456,
    visitorName: 'Asha',
    companyName: 'Globex',
    whomToMeet: 'Priya',
    safeAt: null,
    ...fields,
  };
}

function peopleOf(asha: Fields = {}, bala: Fields = {}): Fields {
  return {
    [ASHA]: person(asha),
    [BALA]: person({ visitID: 222222, visitorName: 'Bala', ...bala }),
  };
}

/** A roll call as started a minute ago, open, with both people unaccounted for. */
function rollCall(fields: Fields = {}): Fields {
  return { startedAt: Date.now() - MINUTE, finishedAt: null, people: peopleOf(), ...fields };
}

interface Open {
  id?: string;
  /** The company whose roll call the batch creates. */
  company?: string;
  data?: Fields;
  /** What the batch writes to the state; null: nothing. */
  state?: Fields | null;
  /** The company whose state the batch writes. */
  stateCompany?: string;
}

/** Opens a roll call as the app does: the roll call and the state naming it, in one batch. */
function open(db: Firestore, opening: Open = {}) {
  const { id = ROLL_CALL, company = ACME, data = rollCall(), stateCompany = company } = opening;
  const state = opening.state === undefined ? { openId: id } : opening.state;
  const batch = auditedBatch(db);
  batch.set(doc(db, rollCallPath(id, company)), data);
  if (state) batch.set(doc(db, statePath(stateCompany)), state);
  return batch.commit();
}

/** Marks one person safe as the app does: their safeAt, and their id in markedSafe for the rules. */
function markSafe(db: Firestore, visitId = ASHA, at: unknown = Date.now(), id = ROLL_CALL) {
  return auditedBatch(db)
    .updateFields(
      doc(db, rollCallPath(id)),
      {},
      new FieldPath('people', visitId, 'safeAt'),
      at,
      'markedSafe',
      visitId,
    )
    .commit();
}

/**
 * Puts one safe person back to missing as the app does: their safeAt null, and their id in unmarkedSafe;
 * `more` changes written with it (fields and values, as updateDoc takes them), for the attacks.
 */
function unmarkSafe(db: Firestore, visitId = ASHA, id = ROLL_CALL, ...more: unknown[]) {
  return auditedBatch(db)
    .updateFields(
      doc(db, rollCallPath(id)),
      {},
      new FieldPath('people', visitId, 'safeAt'),
      null,
      'unmarkedSafe',
      visitId,
      ...more,
    )
    .commit();
}

/** A roll call's change by field paths and values, with a mark's entry (auditOf finds none in it). */
function changeMarked(...pairs: unknown[]) {
  const db = acme();
  return auditedBatch(db)
    .updateFields(
      doc(db, rollCallPath()),
      { audit: { action: 'rollCall.mark', target: ROLL_CALL } },
      ...pairs,
    )
    .commit();
}

interface Finish {
  id?: string;
  at?: unknown;
  /** What the batch writes to the state; null: nothing. */
  state?: Fields | null;
  /** Other changes to the roll call. */
  changes?: Fields;
}

/** Finishes a roll call as the app does: its finishedAt and the state released, in one batch. */
function finish(db: Firestore, finishing: Finish = {}) {
  const { id = ROLL_CALL, at = Date.now(), changes = {} } = finishing;
  const state = finishing.state === undefined ? { openId: '' } : finishing.state;
  const batch = auditedBatch(db);
  batch.update(doc(db, rollCallPath(id)), { finishedAt: at, ...changes });
  if (state) batch.set(doc(db, statePath()), state);
  return batch.commit();
}

const seedCompanies = () => seedProfiles(env());

/** A retention run's delete: its entry (privacy.retention) named by the account's head. */
const RETENTION = { audit: { action: 'privacy.retention' } };

/** Acme's site, keeping visitors' data `retentionDays` days (null: until erased). */
function seedSite(retentionDays: number | null) {
  return seed(env(), {
    [`companies/${ACME}/settings/main`]:
      retentionDays === null ? { timeZone: 'UTC' } : { timeZone: 'UTC', retentionDays },
  });
}

/** Acme's roll call, open and named by the state, with the given fields. */
function seedOpen(fields: Fields = {}) {
  return seed(env(), { [rollCallPath()]: rollCall(fields), [statePath()]: { openId: ROLL_CALL } });
}

/** Acme's roll call, finished, and the state naming none (or, with `stateId`, still naming one). */
function seedFinished(fields: Fields = {}, stateId = '') {
  return seed(env(), {
    [rollCallPath()]: rollCall({ finishedAt: Date.now() - MINUTE / 2, ...fields }),
    [statePath()]: { openId: stateId },
  });
}

// ---------------------------------------------------------------- opening

describe('roll calls: opened by their company, together with the state naming them', () => {
  beforeEach(seedCompanies);

  it('lets the company open one with the state and read both back', async () => {
    const data = rollCall();
    await assertSucceeds(open(acme(), { data }));
    const stored = await assertSucceeds(getDoc(doc(acme(), rollCallPath())));
    expect(stored.data()).toEqual({ ...data, auditId: anAuditId() });
    const state = await assertSucceeds(getDoc(doc(acme(), statePath())));
    expect(state.data()).toEqual({ openId: ROLL_CALL });
    const listed = await assertSucceeds(
      getDocs(query(collection(acme(), rollCallsOf()), orderBy('startedAt', 'desc'))),
    );
    expect(listed.docs.map((each) => each.id)).toEqual([ROLL_CALL]);
  });

  it('lets the company open one in a transaction, as the app does', async () => {
    const db = acme();
    const stateRef = doc(db, statePath());
    const ref = doc(collection(db, rollCallsOf()));
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        expect((await transaction.get(stateRef)).exists()).toBe(false);
        const entry = entryOf(db, { company: ACME, action: 'rollCall.start', target: ref.id });
        transaction.set(entry.ref, entry.data);
        transaction.set(ref, { ...rollCall(), auditId: entry.id });
        transaction.set(stateRef, { openId: ref.id });
      }),
    );
    expect((await getDoc(doc(db, statePath()))).get('openId')).toBe(ref.id);
  });

  it('opens one with nobody on site, and one starting now', async () => {
    await assertSucceeds(open(acme(), { data: rollCall({ people: {}, startedAt: Date.now() }) }));
  });

  it('opens one started up to 7 days ago (a desk that queued it offline), or 4 minutes ahead', async () => {
    await assertSucceeds(open(acme(), { data: rollCall({ startedAt: Date.now() - 7 * DAY + MINUTE }) }));
    await seedFinished({ startedAt: Date.now() - 7 * DAY, finishedAt: Date.now() - 7 * DAY });
    await assertSucceeds(
      open(acme(), { id: NEXT_ROLL_CALL, data: rollCall({ startedAt: Date.now() + 4 * MINUTE }) }),
    );
  });

  it('opens a new one once the state names none', async () => {
    await seedFinished();
    await assertSucceeds(open(acme(), { id: NEXT_ROLL_CALL }));
  });

  it('opens a new one once the roll call the state names is finished', async () => {
    await seedFinished({}, ROLL_CALL);
    await assertSucceeds(open(acme(), { id: NEXT_ROLL_CALL }));
  });

  it('lets the company set the state to none when none is open', async () => {
    await assertSucceeds(auditedSet(acme(), statePath(), { openId: '' }));
    await assertSucceeds(auditedSet(acme(), statePath(), { openId: '' }));
  });

  it.each<[string, () => Promise<unknown>]>([
    ["by another company, into this company's roll calls and state", () => open(beta(), { company: ACME })],
    [
      "by another company, into this company's roll calls with its own state",
      () => open(beta(), { company: ACME, stateCompany: BETA }),
    ],
    ['by an anonymous account with the company uid', () => open(phone())],
    ['by anyone signed out', () => open(signedOutDb(env()))],
    [
      'by a signed-in account without a company profile',
      () => open(companyDb(env(), 'gamma'), { company: 'gamma' }),
    ],
    ['without the state', () => open(acme(), { state: null })],
    ['with the state naming another roll call', () => open(acme(), { state: { openId: NEXT_ROLL_CALL } })],
    ['with the state naming none', () => open(acme(), { state: { openId: '' } })],
    ['already finished', () => open(acme(), { data: rollCall({ finishedAt: Date.now() }) })],
    [
      'without finishedAt',
      () => {
        const { finishedAt: _finishedAt, ...data } = rollCall();
        return open(acme(), { data });
      },
    ],
    [
      'without people',
      () => {
        const { people: _people, ...data } = rollCall();
        return open(acme(), { data });
      },
    ],
    ['with an extra field', () => open(acme(), { data: rollCall({ startedBy: 'desk-2' }) })],
    ['with people as a list', () => open(acme(), { data: rollCall({ people: [person()] }) })],
    ['with people as text', () => open(acme(), { data: rollCall({ people: 'Asha, Bala' }) })],
    ['with people null', () => open(acme(), { data: rollCall({ people: null }) })],
    [
      'started more than 5 minutes ahead',
      () => open(acme(), { data: rollCall({ startedAt: Date.now() + 10 * MINUTE }) }),
    ],
    ['started before 2020', () => open(acme(), { data: rollCall({ startedAt: 1_500_000_000_000 }) })],
    [
      'started more than 7 days ago',
      () => open(acme(), { data: rollCall({ startedAt: Date.now() - 7 * DAY - MINUTE }) }),
    ],
    [
      'dated years back (to be past the retention period at once)',
      () => open(acme(), { data: rollCall({ startedAt: Date.now() - 3 * 365 * DAY }) }),
    ],
    [
      'with a start that is not a whole number',
      () => open(acme(), { data: rollCall({ startedAt: Date.now() + 0.5 }) }),
    ],
    ['with a start as text', () => open(acme(), { data: rollCall({ startedAt: String(Date.now()) }) })],
    [
      'with a state holding an extra field',
      () => open(acme(), { state: { openId: ROLL_CALL, by: 'desk-2' } }),
    ],
  ])('refuses opening a roll call %s', async (_label, run) => {
    await assertFails(run());
  });

  it('refuses writing the state under another name than current', async () => {
    const db = acme();
    const batch = auditedBatch(db);
    batch.set(doc(db, rollCallPath()), rollCall());
    batch.set(doc(db, `companies/${ACME}/rollCallState/other`), { openId: ROLL_CALL });
    await assertFails(batch.commit());
    await assertFails(auditedSet(db, `companies/${ACME}/rollCallState/other`, { openId: '' }));
  });

  it.each<[string, unknown]>([
    ['a number', 1],
    ['null', null],
    ['a map', { id: ROLL_CALL }],
  ])('refuses a state whose openId is %s', async (_label, openId) => {
    await assertFails(auditedSet(acme(), statePath(), { openId }));
  });

  it('refuses a state that names a roll call that does not exist, or without openId', async () => {
    await assertFails(auditedSet(acme(), statePath(), { openId: ROLL_CALL }));
    await assertFails(auditedSet(acme(), statePath(), {}));
  });

  it('refuses opening a second roll call while one is open', async () => {
    await seedOpen();
    await assertFails(open(acme(), { id: NEXT_ROLL_CALL }));
    // Nor the second without moving the state, nor by moving the state alone.
    await assertFails(open(acme(), { id: NEXT_ROLL_CALL, state: null }));
    await assertFails(open(acme(), { id: NEXT_ROLL_CALL, state: { openId: ROLL_CALL } }));
    // Opening it anew over the open one, with the state naming it again.
    await assertFails(open(acme()));
    expect((await getDoc(doc(acme(), statePath()))).data()).toEqual({ openId: ROLL_CALL });
    expect((await getDocs(collection(acme(), rollCallsOf()))).size).toBe(1);
  });

  it('refuses opening a second roll call in a transaction that read the open one (two desks)', async () => {
    await seedOpen();
    const db = acme();
    const ref = doc(db, rollCallPath(NEXT_ROLL_CALL));
    await assertFails(
      runTransaction(db, async (transaction) => {
        await transaction.get(doc(db, statePath()));
        transaction.set(ref, rollCall());
        transaction.set(doc(db, statePath()), { openId: NEXT_ROLL_CALL });
      }),
    );
  });

  it('refuses pointing the state back at a finished roll call (reopening it)', async () => {
    await seedFinished();
    await assertFails(auditedSet(acme(), statePath(), { openId: ROLL_CALL }));
    await assertFails(open(acme(), { data: rollCall({ finishedAt: null, startedAt: Date.now() }) }));
  });

  it("keeps a company's roll calls and state from other companies, phones and the signed-out", async () => {
    await seedOpen();
    for (const db of [beta(), phone(), signedOutDb(env())]) {
      await assertFails(getDoc(doc(db, rollCallPath())));
      await assertFails(getDocs(collection(db, rollCallsOf())));
      await assertFails(getDocs(query(collection(db, rollCallsOf()), orderBy('startedAt', 'desc'))));
      await assertFails(getDoc(doc(db, statePath())));
      await assertFails(getDocs(collection(db, `companies/${ACME}/rollCallState`)));
    }
    // The company itself reads them: only the reader made the difference.
    await assertSucceeds(getDoc(doc(acme(), rollCallPath())));
    await assertSucceeds(getDocs(collection(acme(), rollCallsOf())));
    await assertSucceeds(getDoc(doc(acme(), statePath())));
  });

  it("refuses another company or a phone writing this company's state", async () => {
    await seedFinished();
    for (const db of [beta(), phone(), signedOutDb(env())]) {
      await assertFails(auditedSet(db, statePath(), { openId: '' }));
    }
    await seedOpen();
    for (const db of [beta(), phone(), signedOutDb(env())]) {
      await assertFails(auditedSet(db, statePath(), { openId: '' }));
    }
  });
});

// ---------------------------------------------------------------- marking safe

describe('roll calls: marking one person safe at a time', () => {
  beforeEach(seedCompanies);

  it('lets the company mark each person safe, one write each', async () => {
    await seedOpen();
    const at = Date.now();
    await assertSucceeds(markSafe(acme(), ASHA, at));
    await assertSucceeds(markSafe(acme(), BALA, at + 1));
    const stored = await getDoc(doc(acme(), rollCallPath()));
    expect(stored.get(new FieldPath('people', ASHA, 'safeAt'))).toBe(at);
    expect(stored.get(new FieldPath('people', BALA, 'safeAt'))).toBe(at + 1);
    expect(stored.get(new FieldPath('people', ASHA, 'visitorName'))).toBe('Asha');
  });

  it('lets the company mark one safe in a transaction, as the app does', async () => {
    await seedOpen();
    const db = acme();
    const ref = doc(db, rollCallPath());
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        expect((await transaction.get(ref)).get('finishedAt')).toBeNull();
        const entry = entryOf(db, { company: ACME, action: 'rollCall.mark', target: ROLL_CALL });
        transaction.set(entry.ref, entry.data);
        transaction.update(
          ref,
          new FieldPath('people', BALA, 'safeAt'),
          Date.now(),
          'markedSafe',
          BALA,
          'auditId',
          entry.id,
        );
      }),
    );
  });

  it('takes a time up to 5 minutes ahead (a desk clock a little fast)', async () => {
    await seedOpen();
    await assertSucceeds(markSafe(acme(), ASHA, Date.now() + 4 * MINUTE));
  });

  it.each<[string, () => Promise<unknown>]>([
    ['by another company', () => markSafe(beta())],
    ['by an anonymous account with the company uid', () => markSafe(phone())],
    ['by anyone signed out', () => markSafe(signedOutDb(env()))],
    [
      'two people in one write',
      () =>
        changeMarked(
          new FieldPath('people', ASHA, 'safeAt'),
          Date.now(),
          'markedSafe',
          ASHA,
          new FieldPath('people', BALA, 'safeAt'),
          Date.now(),
        ),
    ],
    [
      'two people in one write, as the whole map',
      () =>
        auditedUpdate(acme(), rollCallPath(), {
          people: peopleOf({ safeAt: Date.now() }, { safeAt: Date.now() }),
        }),
    ],
    [
      'while changing their name',
      () =>
        changeMarked(
          new FieldPath('people', ASHA, 'safeAt'),
          Date.now(),
          'markedSafe',
          ASHA,
          new FieldPath('people', ASHA, 'visitorName'),
          'Mallory',
        ),
    ],
    [
      'while changing their visit ID',
      () =>
        changeMarked(
          new FieldPath('people', ASHA, 'safeAt'),
          Date.now(),
          'markedSafe',
          ASHA,
          new FieldPath('people', ASHA, 'visitID'),
          999999,
        ),
    ],
    [
      'while adding a field to them',
      () =>
        changeMarked(
          new FieldPath('people', ASHA, 'safeAt'),
          Date.now(),
          'markedSafe',
          ASHA,
          new FieldPath('people', ASHA, 'note'),
          'outside',
        ),
    ],
    [
      'while changing when the roll call started',
      () =>
        changeMarked(
          new FieldPath('people', ASHA, 'safeAt'),
          Date.now(),
          'markedSafe',
          ASHA,
          'startedAt',
          Date.now() - 60 * MINUTE,
        ),
    ],
    [
      'while adding a field to the roll call',
      () =>
        changeMarked(
          new FieldPath('people', ASHA, 'safeAt'),
          Date.now(),
          'markedSafe',
          ASHA,
          'note',
          'drill',
        ),
    ],
    [
      'while removing another person',
      () =>
        changeMarked(
          new FieldPath('people', ASHA, 'safeAt'),
          Date.now(),
          'markedSafe',
          ASHA,
          new FieldPath('people', BALA),
          deleteField(),
        ),
    ],
    [
      'by replacing the people with only that person',
      () =>
        auditedUpdate(acme(), rollCallPath(), {
          people: { [ASHA]: person({ safeAt: Date.now() }) },
        }),
    ],
    ['who was not on site (adding a person, already safe)', () => markSafe(acme(), 'visit-9', Date.now())],
    [
      'while naming another person in markedSafe',
      () => changeMarked(new FieldPath('people', ASHA, 'safeAt'), Date.now(), 'markedSafe', BALA),
    ],
    [
      'without naming the person in markedSafe',
      () => changeMarked(new FieldPath('people', ASHA, 'safeAt'), Date.now()),
    ],
    [
      'by naming a person in markedSafe and changing nobody',
      () => auditedUpdate(acme(), rollCallPath(), { markedSafe: ASHA }),
    ],
    [
      'who was not on site (adding a whole person)',
      () =>
        changeMarked(
          new FieldPath('people', 'visit-9'),
          person({ visitID: 999999, visitorName: 'Mallory', safeAt: Date.now() }),
        ),
    ],
    ['with a time more than 5 minutes ahead', () => markSafe(acme(), ASHA, Date.now() + 10 * MINUTE)],
    ['with a time before 2020', () => markSafe(acme(), ASHA, 1_500_000_000_000)],
    ['with a time more than 7 days ago', () => markSafe(acme(), ASHA, Date.now() - 7 * DAY - MINUTE)],
    ['with a time that is not a whole number', () => markSafe(acme(), ASHA, Date.now() + 0.5)],
    ['with a time as text', () => markSafe(acme(), ASHA, String(Date.now()))],
    ['with a time as true', () => markSafe(acme(), ASHA, true)],
    ['with the time null (no change)', () => markSafe(acme(), ASHA, null)],
  ])('refuses marking safe %s', async (_label, run) => {
    await seedOpen();
    await assertFails(run());
  });

  it('marks one safe at a time up to 7 days ago (queued offline), in a roll call written before the window', async () => {
    // Started long ago: times already stored are not judged again, only the one written.
    await seedOpen({ startedAt: Date.now() - 30 * DAY });
    await assertFails(markSafe(acme(), ASHA, Date.now() - 8 * DAY));
    await assertSucceeds(markSafe(acme(), ASHA, Date.now() - 6 * DAY));
    await assertSucceeds(markSafe(acme(), BALA, Date.now()));
  });

  it('refuses removing a person, or changing one without marking them', async () => {
    await seedOpen();
    await assertFails(changeMarked(new FieldPath('people', BALA), deleteField()));
    await assertFails(changeMarked(new FieldPath('people', BALA, 'visitorName'), 'Mallory'));
    await assertFails(changeMarked('people', {}));
  });

  it('refuses un-marking a safe person as a marking, or marking them again with a new time', async () => {
    const safeAt = Date.now() - MINUTE / 2;
    await seedOpen({ people: peopleOf({ safeAt }) });
    // Putting someone back to missing names them in unmarkedSafe (below), not in markedSafe.
    await assertFails(markSafe(acme(), ASHA, null));
    await assertFails(markSafe(acme(), ASHA, Date.now()));
    await assertFails(markSafe(acme(), ASHA, safeAt - 1));
    // Un-marking the safe one while marking the other: two people changed.
    await assertFails(
      changeMarked(
        new FieldPath('people', ASHA, 'safeAt'),
        null,
        new FieldPath('people', BALA, 'safeAt'),
        Date.now(),
      ),
    );
    // The other person is still unaccounted for, and can be marked.
    await assertSucceeds(markSafe(acme(), BALA, Date.now()));
  });

  it('refuses marking anyone once the roll call is finished', async () => {
    await seedFinished();
    await assertFails(markSafe(acme(), ASHA, Date.now()));
    await assertFails(markSafe(acme(), BALA, Date.now()));
  });

  it('refuses marking safe as part of finishing', async () => {
    await seedOpen();
    await assertFails(finish(acme(), { changes: { [`people.${ASHA}.safeAt`]: Date.now() } }));
  });
});

// ---------------------------------------------------------------- putting back to missing

describe('roll calls: a person marked safe by mistake put back to missing, one at a time, while open', () => {
  beforeEach(seedCompanies);

  const SAFE_AT = Date.now() - MINUTE / 2;
  /** Acme's open roll call with both people marked safe (Asha last, as the app leaves markedSafe). */
  const seedBothSafe = () =>
    seedOpen({ people: peopleOf({ safeAt: SAFE_AT }, { safeAt: SAFE_AT + 1 }), markedSafe: ASHA });

  it('lets the company put each safe person back to missing, then mark them safe again', async () => {
    await seedBothSafe();
    await assertSucceeds(unmarkSafe(acme(), ASHA));
    const stored = await getDoc(doc(acme(), rollCallPath()));
    expect(stored.get(new FieldPath('people', ASHA, 'safeAt'))).toBeNull();
    expect(stored.get(new FieldPath('people', BALA, 'safeAt'))).toBe(SAFE_AT + 1);
    expect(stored.get(new FieldPath('people', ASHA, 'visitorName'))).toBe('Asha');
    await assertSucceeds(unmarkSafe(acme(), BALA));
    // Marked again, and put back again: the names left by earlier writes change nothing.
    await assertSucceeds(markSafe(acme(), ASHA, Date.now()));
    await assertSucceeds(unmarkSafe(acme(), ASHA));
    await assertSucceeds(markSafe(acme(), ASHA, Date.now()));
  });

  it('lets the company put one back in a transaction, as the app does', async () => {
    await seedBothSafe();
    const db = acme();
    const ref = doc(db, rollCallPath());
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        expect((await transaction.get(ref)).get('finishedAt')).toBeNull();
        const entry = entryOf(db, { company: ACME, action: 'rollCall.mark', target: ROLL_CALL });
        transaction.set(entry.ref, entry.data);
        transaction.update(
          ref,
          new FieldPath('people', BALA, 'safeAt'),
          null,
          'unmarkedSafe',
          BALA,
          'auditId',
          entry.id,
        );
      }),
    );
  });

  it.each<[string, () => Promise<unknown>]>([
    ['by another company', () => unmarkSafe(beta())],
    ['by an anonymous account with the company uid', () => unmarkSafe(phone())],
    ['by anyone signed out', () => unmarkSafe(signedOutDb(env()))],
    [
      'two people in one write',
      () => unmarkSafe(acme(), ASHA, ROLL_CALL, new FieldPath('people', BALA, 'safeAt'), null),
    ],
    [
      'two people in one write, as the whole map',
      () => auditedUpdate(acme(), rollCallPath(), { people: peopleOf(), unmarkedSafe: ASHA }),
    ],
    [
      'while marking another person with a new time',
      () => unmarkSafe(acme(), ASHA, ROLL_CALL, new FieldPath('people', BALA, 'safeAt'), Date.now()),
    ],
    ['while naming another in markedSafe', () => unmarkSafe(acme(), ASHA, ROLL_CALL, 'markedSafe', BALA)],
    [
      'while changing their name',
      () => unmarkSafe(acme(), ASHA, ROLL_CALL, new FieldPath('people', ASHA, 'visitorName'), 'Mallory'),
    ],
    [
      'while adding a field to them',
      () => unmarkSafe(acme(), ASHA, ROLL_CALL, new FieldPath('people', ASHA, 'note'), 'wrong person'),
    ],
    [
      'by removing their safeAt instead of setting it to null',
      () => changeMarked(new FieldPath('people', ASHA, 'safeAt'), deleteField(), 'unmarkedSafe', ASHA),
    ],
    [
      'by removing the person',
      () => changeMarked(new FieldPath('people', ASHA), deleteField(), 'unmarkedSafe', ASHA),
    ],
    [
      'while changing when the roll call started',
      () => unmarkSafe(acme(), ASHA, ROLL_CALL, 'startedAt', Date.now() - 60 * MINUTE),
    ],
    [
      'while finishing the roll call',
      () =>
        finish(acme(), {
          changes: { [`people.${ASHA}.safeAt`]: null, unmarkedSafe: ASHA },
        }),
    ],
    [
      'while naming another person in unmarkedSafe',
      () => changeMarked(new FieldPath('people', ASHA, 'safeAt'), null, 'unmarkedSafe', BALA),
    ],
    [
      'without naming the person in unmarkedSafe',
      () => changeMarked(new FieldPath('people', ASHA, 'safeAt'), null),
    ],
    [
      'with the person named as a list',
      () => changeMarked(new FieldPath('people', ASHA, 'safeAt'), null, 'unmarkedSafe', [ASHA]),
    ],
    [
      'by naming a person in unmarkedSafe and changing nobody',
      () => auditedUpdate(acme(), rollCallPath(), { unmarkedSafe: ASHA }),
    ],
    ['who was not on site (adding a person, missing)', () => unmarkSafe(acme(), 'visit-9')],
  ])('refuses putting back to missing %s', async (_label, run) => {
    await seedBothSafe();
    await assertFails(run());
  });

  it('refuses putting back someone who is already missing (nothing to take back)', async () => {
    await seedOpen({ people: peopleOf({}, { safeAt: SAFE_AT }) });
    await assertFails(unmarkSafe(acme(), ASHA));
    await assertSucceeds(unmarkSafe(acme(), BALA));
  });

  it('refuses putting anyone back once the roll call is finished', async () => {
    await seedFinished({ people: peopleOf({ safeAt: SAFE_AT }, { safeAt: SAFE_AT + 1 }) });
    await assertFails(unmarkSafe(acme(), ASHA));
    await assertFails(unmarkSafe(acme(), BALA));
    for (const db of [beta(), phone()]) await assertFails(unmarkSafe(db, ASHA));
    const stored = await getDoc(doc(acme(), rollCallPath()));
    expect(stored.get(new FieldPath('people', ASHA, 'safeAt'))).toBe(SAFE_AT);
  });
});

// ---------------------------------------------------------------- finishing

describe('roll calls: finished once, releasing the state in the same write', () => {
  beforeEach(seedCompanies);

  it('lets the company finish it with the state released, then open another', async () => {
    await seedOpen();
    const at = Date.now();
    await assertSucceeds(finish(acme(), { at }));
    expect((await getDoc(doc(acme(), rollCallPath()))).get('finishedAt')).toBe(at);
    expect((await getDoc(doc(acme(), statePath()))).data()).toEqual({ openId: '' });
    await assertSucceeds(open(acme(), { id: NEXT_ROLL_CALL }));
  });

  it('lets the company finish it in a transaction, as the app does', async () => {
    await seedOpen();
    const db = acme();
    const ref = doc(db, rollCallPath());
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        expect((await transaction.get(ref)).get('finishedAt')).toBeNull();
        const entry = entryOf(db, { company: ACME, action: 'rollCall.finish', target: ROLL_CALL });
        transaction.set(entry.ref, entry.data);
        transaction.update(ref, { finishedAt: Date.now(), auditId: entry.id });
        transaction.set(doc(db, statePath()), { openId: '' });
      }),
    );
  });

  it('finishes one at the moment it started, and one with people still unaccounted for', async () => {
    const startedAt = Date.now() - MINUTE;
    await seedOpen({ startedAt });
    await assertSucceeds(finish(acme(), { at: startedAt }));
  });

  it.each<[string, () => Promise<unknown>]>([
    ['by another company', () => finish(beta())],
    ['by an anonymous account with the company uid', () => finish(phone())],
    ['by anyone signed out', () => finish(signedOutDb(env()))],
    ['without releasing the state', () => finish(acme(), { state: null })],
    ['with the state still naming it', () => finish(acme(), { state: { openId: ROLL_CALL } })],
    ['with the state naming another', () => finish(acme(), { state: { openId: NEXT_ROLL_CALL } })],
    ['before it started', () => finish(acme(), { at: Date.now() - 10 * MINUTE })],
    ['more than 5 minutes ahead', () => finish(acme(), { at: Date.now() + 10 * MINUTE })],
    ['at a time that is not a whole number', () => finish(acme(), { at: Date.now() + 0.5 })],
    ['at a time as text', () => finish(acme(), { at: String(Date.now()) })],
    [
      'while moving its start earlier',
      () =>
        finish(acme(), {
          at: Date.now() - 10 * MINUTE,
          changes: { startedAt: Date.now() - 20 * MINUTE },
        }),
    ],
    ['while changing its people', () => finish(acme(), { changes: { people: {} } })],
    ['while adding a field', () => finish(acme(), { changes: { note: 'drill' } })],
  ])('refuses finishing a roll call %s', async (_label, run) => {
    await seedOpen();
    await assertFails(run());
  });

  it('finishes one at a time up to 7 days ago (queued offline), never earlier', async () => {
    await seedOpen({ startedAt: Date.now() - 10 * DAY });
    await assertFails(finish(acme(), { at: Date.now() - 8 * DAY })).catch(failedAt('8 days ago'));
    await assertFails(finish(acme(), { at: Date.now() - 9 * DAY })).catch(failedAt('9 days ago'));
    await assertSucceeds(finish(acme(), { at: Date.now() - 6 * DAY })).catch(failedAt('6 days ago'));
  });

  it('refuses finishing and opening the next in one write', async () => {
    await seedOpen();
    const db = acme();
    const batch = auditedBatch(db);
    batch.update(doc(db, rollCallPath()), { finishedAt: Date.now() });
    batch.set(doc(db, rollCallPath(NEXT_ROLL_CALL)), rollCall());
    batch.set(doc(db, statePath()), { openId: NEXT_ROLL_CALL });
    await assertFails(batch.commit());
  });

  it('refuses releasing the state while the roll call it names is open', async () => {
    await seedOpen();
    await assertFails(auditedSet(acme(), statePath(), { openId: '' }));
    await assertFails(auditedUpdate(acme(), statePath(), { openId: '' }));
    expect((await getDoc(doc(acme(), statePath()))).data()).toEqual({ openId: ROLL_CALL });
  });

  it('refuses finishing a finished roll call again, or reopening it', async () => {
    await seedFinished();
    await assertFails(finish(acme()));
    await assertFails(finish(acme(), { state: null }));
    await assertFails(auditedUpdate(acme(), rollCallPath(), { finishedAt: null }));
    await assertFails(auditedSet(acme(), rollCallPath(), rollCall()));
  });

  it('refuses any change to a finished roll call but an erasure of a name (see privacyRules.test.ts)', async () => {
    await seedFinished();
    await assertFails(auditedUpdate(acme(), rollCallPath(), { startedAt: Date.now() }));
    await assertFails(auditedUpdate(acme(), rollCallPath(), { people: {} }));
  });
});

// ---------------------------------------------------------------- deleting

describe('roll calls: an open one never deleted; a finished one only by its company', () => {
  beforeEach(seedCompanies);

  it('refuses deleting an open roll call or the state naming it', async () => {
    await seedOpen();
    for (const db of [acme(), beta(), phone()]) {
      await assertFails(auditedDelete(db, rollCallPath()));
      await assertFails(auditedDelete(db, statePath()));
    }
  });

  it('deletes a finished roll call past the retention period by its company’s retention run, never the released state', async () => {
    await seedFinished({ startedAt: Date.now() - 31 * DAY, finishedAt: Date.now() - 31 * DAY + MINUTE });
    await seedSite(30);
    for (const db of [acme(), beta(), phone()]) await assertFails(auditedDelete(db, statePath()));
    for (const db of [beta(), phone()]) await assertFails(auditedDelete(db, rollCallPath(), RETENTION));
    // An erasure blanks names in roll calls; it deletes none (nor does any other entry).
    await assertFails(auditedDelete(acme(), rollCallPath())).catch(failedAt('with an erasure’s entry'));
    await assertFails(
      auditedDelete(acme(), rollCallPath(), { audit: { action: 'watchlist.change', target: ROLL_CALL } }),
    ).catch(failedAt('with a watchlist entry'));
    await assertFails(
      auditedDelete(acme(), rollCallPath(), { audit: { action: 'rollCall.finish', target: ROLL_CALL } }),
    ).catch(failedAt('with a finish’s entry'));
    await assertSucceeds(auditedDelete(acme(), rollCallPath(), RETENTION));
  });

  it('takes the cutoff of a retention run whose desk clock runs up to 5 minutes ahead', async () => {
    await seedFinished({ startedAt: Date.now() - 30 * DAY + 2 * MINUTE });
    await seedSite(30);
    await assertSucceeds(auditedDelete(acme(), rollCallPath(), RETENTION));
  });

  it.each<[string, Fields, number | null | undefined]>([
    ['finished a moment ago (deleted at once)', {}, 1],
    ['started within the retention period', { startedAt: Date.now() - 29 * DAY }, 30],
    [
      'started 10 minutes short of the retention period',
      { startedAt: Date.now() - 30 * DAY + 10 * MINUTE },
      30,
    ],
    [
      'years old, with no retention period set (kept until erased)',
      { startedAt: Date.now() - 3 * 365 * DAY },
      null,
    ],
    ['years old, with no site', { startedAt: Date.now() - 3 * 365 * DAY }, undefined],
  ])('refuses deleting a finished roll call %s', async (_label, fields, retentionDays) => {
    await seedFinished(fields);
    if (retentionDays !== undefined) await seedSite(retentionDays);
    await assertFails(auditedDelete(acme(), rollCallPath(), RETENTION));
    await assertFails(auditedDelete(acme(), rollCallPath()));
  });

  it('refuses deleting the state to open a second roll call', async () => {
    await seedOpen();
    const db = acme();
    const batch = auditedBatch(db);
    batch.delete(doc(db, statePath()));
    batch.set(doc(db, rollCallPath(NEXT_ROLL_CALL)), rollCall());
    await assertFails(batch.commit());
  });
});

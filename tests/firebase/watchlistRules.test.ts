import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { watchlistEntryId } from '../../src/backend/watchlistKey';
import {
  ACME,
  BETA,
  LISTED_EMAIL,
  VISITOR_EMAIL,
  VISIT_ID,
  WATCHLIST_ENTRY,
  admittedHoldOf,
  anonymousDb,
  companyDb,
  emailOf,
  openVisit,
  seed,
  seedCompany,
  signedOutDb,
  rulesEnvironment,
  turnedAwayHold,
  watchlistEntry,
  watchlistIdOf,
  type Fields,
  auditedSet,
  auditedUpdate,
  auditedDelete,
  anAuditId,
  entryOf,
  auditedBatch,
} from './rulesFixtures';

const env = rulesEnvironment();

const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);
/** A visitor's phone: an anonymous account with acme's uid. */
const phone = () => anonymousDb(env(), ACME);
/** An account signed in with email and password that never made a company profile. */
const NO_PROFILE = 'gamma';
const noProfile = () => companyDb(env(), NO_PROFILE);

const MINUTE = 60_000;

/** The entry of LISTED_EMAIL: under the email's hash (watchlistIdOf). */
const ENTRY = WATCHLIST_ENTRY;
/** A hold's id is the id of the check-in it held. */
const HOLD = 'checkin-1';
const OTHER_HOLD = 'checkin-2';

const watchlistOf = (company = ACME) => `companies/${company}/watchlist`;
const entryPath = (id = ENTRY, company = ACME) => `${watchlistOf(company)}/${id}`;
const holdsOf = (company = ACME) => `companies/${company}/watchlistHolds`;
const holdPath = (id = HOLD, company = ACME) => `${holdsOf(company)}/${id}`;

/** A visit that only beta has (both companies have the seeded visit-1). */
const BETA_VISIT = 'visit-beta';

/**
 * A hold as the app records admitting the visitor: a note, and the seeded visit-1 checked in, which is
 * theirs (its visitor's email, in another case).
 */
function admitted(fields: Fields = {}): Fields {
  return turnedAwayHold({
    decision: 'admitted',
    visitorEmail: VISITOR_EMAIL.toLowerCase(),
    note: 'Escorted by Priya throughout',
    visitDocId: VISIT_ID,
    ...fields,
  });
}

/** The id the app keys an entry by: its email's hash, or `n-` and a random id (an email not text: the latter). */
const idOf = (data: Fields) => watchlistIdOf(typeof data.email === 'string' ? data.email : '');

function addEntry(db: Firestore, data: Fields = watchlistEntry(), id = idOf(data), company = ACME) {
  return auditedSet(db, entryPath(id, company), data);
}

function recordHold(db: Firestore, data: Fields, id = HOLD, company = ACME) {
  return auditedSet(db, holdPath(id, company), data);
}

/**
 * Both companies with a profile, the directory company, hosts/host-1 and an open visit-1; beta also has a
 * visit of its own, visit-beta.
 */
async function seedCompanies() {
  await Promise.all([seedCompany(env(), ACME), seedCompany(env(), BETA)]);
  await seed(env(), {
    [`companies/${BETA}/visitDetails/${BETA_VISIT}`]: openVisit({ visitID: 654321 }),
    [`companies/${BETA}/openVisitIds/654321`]: { visitDocId: BETA_VISIT },
  });
}

// ---------------------------------------------------------------- the watchlist: adding and reading

describe('watchlist entries: added by their company', () => {
  beforeEach(seedCompanies);

  it('lets the company add an entry and read it back, alone and newest first', async () => {
    const older = watchlistEntry({ name: 'Oscar Older', email: '', addedAt: Date.now() - MINUTE });
    const olderId = watchlistIdOf('');
    const data = watchlistEntry();
    await assertSucceeds(addEntry(acme(), older, olderId));
    await assertSucceeds(addEntry(acme(), data));
    const stored = await assertSucceeds(getDoc(doc(acme(), entryPath())));
    expect(stored.data()).toEqual({ ...data, auditId: anAuditId() });
    const listed = await assertSucceeds(
      getDocs(query(collection(acme(), watchlistOf()), orderBy('addedAt', 'desc'))),
    );
    expect(listed.docs.map((each) => each.id)).toEqual([ENTRY, olderId]);
  });

  it('lets the company add one under the id the app gives it: the email’s hash, or n- and a random id', async () => {
    const db = acme();
    const byEmail = doc(db, entryPath(await watchlistEntryId(` ${LISTED_EMAIL.toUpperCase()} `)));
    expect(byEmail.id).toBe(ENTRY);
    await assertSucceeds(auditedBatch(db).set(byEmail, watchlistEntry()).commit());
    expect((await getDoc(byEmail)).get('addedBy')).toBe(emailOf(ACME));
    const byName = doc(db, entryPath(await watchlistEntryId('')));
    expect(byName.id).toMatch(/^n-/);
    await assertSucceeds(
      auditedBatch(db)
        .set(byName, watchlistEntry({ email: '' }))
        .commit(),
    );
  });

  it.each<[string, Fields]>([
    ['by name only', { email: '' }],
    ['by email only', { name: '' }],
    ['with a name of 200 characters', { name: 'n'.repeat(200) }],
    ['with a reason of 500 characters', { reason: 'r'.repeat(500) }],
    ['with a reason of one character', { reason: 'x' }],
    ['added up to 5 minutes ahead (a desk clock a little fast)', { addedAt: Date.now() + 4 * MINUTE }],
  ])('accepts an entry %s', async (_label, fields) => {
    await assertSucceeds(addEntry(acme(), watchlistEntry(fields)));
  });

  it.each<[string, () => Promise<unknown>]>([
    ["by another company, into this company's watchlist", () => addEntry(beta(), watchlistEntry())],
    [
      "by another company, into this company's watchlist, signed as itself",
      () => addEntry(beta(), watchlistEntry({ addedBy: emailOf(BETA) })),
    ],
    ['by an anonymous account with the company uid', () => addEntry(phone(), watchlistEntry())],
    ['by anyone signed out', () => addEntry(signedOutDb(env()), watchlistEntry())],
    [
      'by an account without a company profile, into its own watchlist',
      () => addEntry(noProfile(), watchlistEntry({ addedBy: emailOf(NO_PROFILE) }), ENTRY, NO_PROFILE),
    ],
    ['with neither name nor email', () => addEntry(acme(), watchlistEntry({ name: '', email: '' }))],
    [
      'with an email that is not an email',
      () => addEntry(acme(), watchlistEntry({ email: 'mallory.evil.example' })),
    ],
    [
      'with a list of emails (comma)',
      () => addEntry(acme(), watchlistEntry({ email: 'mallory@evil.example, eve@evil.example' })),
    ],
    [
      'with a list of emails (semicolon)',
      () => addEntry(acme(), watchlistEntry({ email: 'mallory@evil.example;eve@evil.example' })),
    ],
    [
      'with an email as an array',
      () => addEntry(acme(), watchlistEntry({ email: ['mallory@evil.example'] })),
    ],
    [
      'with a line break in the name',
      () => addEntry(acme(), watchlistEntry({ name: 'Mallory\nBcc: x@evil.example' })),
    ],
    [
      'with a carriage return in the name',
      () => addEntry(acme(), watchlistEntry({ name: 'Mallory\r\nMeyer' })),
    ],
    ['with a name of 201 characters', () => addEntry(acme(), watchlistEntry({ name: 'n'.repeat(201) }))],
    ['with a name that is not text', () => addEntry(acme(), watchlistEntry({ name: 42 }))],
    [
      'with a line break in the reason',
      () => addEntry(acme(), watchlistEntry({ reason: 'Banned\nBcc: x@evil.example' })),
    ],
    ['with an empty reason', () => addEntry(acme(), watchlistEntry({ reason: '' }))],
    ['with a reason of 501 characters', () => addEntry(acme(), watchlistEntry({ reason: 'r'.repeat(501) }))],
    ["added by someone else's email", () => addEntry(acme(), watchlistEntry({ addedBy: emailOf(BETA) }))],
    ['added by nobody', () => addEntry(acme(), watchlistEntry({ addedBy: '' }))],
    ['with an extra field', () => addEntry(acme(), watchlistEntry({ severity: 'high' }))],
    [
      'without a field',
      () => {
        const { reason: _reason, ...data } = watchlistEntry();
        return addEntry(acme(), data);
      },
    ],
    [
      'added more than 5 minutes ahead',
      () => addEntry(acme(), watchlistEntry({ addedAt: Date.now() + 10 * MINUTE })),
    ],
    ['added before 2020', () => addEntry(acme(), watchlistEntry({ addedAt: 1_500_000_000_000 }))],
    [
      'added at a time that is not a whole number',
      () => addEntry(acme(), watchlistEntry({ addedAt: Date.now() + 0.5 })),
    ],
    ['added at a time as text', () => addEntry(acme(), watchlistEntry({ addedAt: String(Date.now()) }))],
  ])('refuses an entry %s', async (_label, run) => {
    await assertFails(run());
  });

  it("keeps a company's watchlist from other companies, phones, the signed-out and profile-less accounts", async () => {
    await seed(env(), { [entryPath()]: watchlistEntry() });
    for (const db of [beta(), phone(), signedOutDb(env()), noProfile()]) {
      await assertFails(getDoc(doc(db, entryPath())));
      await assertFails(getDocs(collection(db, watchlistOf())));
      await assertFails(getDocs(query(collection(db, watchlistOf()), orderBy('addedAt', 'desc'))));
    }
    // The company itself reads it: only the reader made the difference.
    await assertSucceeds(getDoc(doc(acme(), entryPath())));
    await assertSucceeds(getDocs(collection(acme(), watchlistOf())));
  });

  it('refuses an account without a profile reading its own watchlist', async () => {
    await seed(env(), { [entryPath(ENTRY, NO_PROFILE)]: watchlistEntry({ addedBy: emailOf(NO_PROFILE) }) });
    await assertFails(getDoc(doc(noProfile(), entryPath(ENTRY, NO_PROFILE))));
    await assertFails(getDocs(collection(noProfile(), watchlistOf(NO_PROFILE))));
  });
});

// ---------------------------------------------------------------- the watchlist: removing, never editing

describe('watchlist entries: removed, never edited', () => {
  beforeEach(seedCompanies);

  it('lets the company remove an entry', async () => {
    await seed(env(), { [entryPath()]: watchlistEntry() });
    await assertSucceeds(auditedDelete(acme(), entryPath()));
    expect((await getDoc(doc(acme(), entryPath()))).exists()).toBe(false);
  });

  it("refuses another company, a phone or the signed-out removing this company's entry", async () => {
    await seed(env(), { [entryPath()]: watchlistEntry() });
    for (const db of [beta(), phone(), signedOutDb(env()), noProfile()]) {
      await assertFails(auditedDelete(db, entryPath()));
    }
    expect((await getDoc(doc(acme(), entryPath()))).exists()).toBe(true);
  });

  it.each<[string, () => Promise<unknown>]>([
    ['its reason', () => auditedUpdate(acme(), entryPath(), { reason: 'Welcome back' })],
    ['its email', () => auditedUpdate(acme(), entryPath(), { email: '' })],
    [
      'its name to nothing and email to nothing',
      () => auditedUpdate(acme(), entryPath(), { name: '', email: '' }),
    ],
    ['who added it', () => auditedUpdate(acme(), entryPath(), { addedBy: emailOf(ACME) })],
    ['by writing it again, whole and valid', () => auditedSet(acme(), entryPath(), watchlistEntry())],
    ['by another company', () => auditedUpdate(beta(), entryPath(), { reason: 'Welcome back' })],
  ])('refuses changing an entry: %s', async (_label, run) => {
    await seed(env(), { [entryPath()]: watchlistEntry({ addedAt: Date.now() - MINUTE }) });
    await assertFails(run());
  });
});

// ---------------------------------------------------------------- holds: recording

describe('watchlist holds: recorded once by their company', () => {
  beforeEach(seedCompanies);

  it('lets the company record a visitor turned away, and read it back', async () => {
    const data = turnedAwayHold();
    await assertSucceeds(recordHold(acme(), data));
    const stored = await assertSucceeds(getDoc(doc(acme(), holdPath())));
    expect(stored.data()).toEqual({ ...data, auditId: anAuditId() });
  });

  it('lets the company record a visitor admitted with a note and their visit', async () => {
    await assertSucceeds(recordHold(acme(), admitted()));
  });

  it('accepts a turned-away hold with a note, and a note of several lines up to 1000 characters', async () => {
    await assertSucceeds(recordHold(acme(), turnedAwayHold({ note: 'Asked to leave\nSecurity informed' })));
    await assertSucceeds(recordHold(acme(), admitted({ note: 'n'.repeat(1000) }), OTHER_HOLD));
  });

  it('lets the company admit as the app does: the hold with the visit it admits, in one transaction', async () => {
    await seed(env(), { [entryPath()]: watchlistEntry() });
    const db = acme();
    const visitRef = doc(db, `companies/${ACME}/visitDetails/${HOLD}`);
    const ref = doc(db, holdPath());
    const visit = openVisit({ visitID: 222222, visitorName: 'Mallory Meyer', visitorEmail: LISTED_EMAIL });
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        expect((await transaction.get(visitRef)).exists()).toBe(false);
        const checkInEntry = entryOf(db, { company: ACME, action: 'visit.checkIn', target: HOLD });
        const holdEntry = entryOf(db, { company: ACME, action: 'hold.decide', target: HOLD });
        transaction.set(checkInEntry.ref, checkInEntry.data);
        transaction.set(doc(db, `companies/${ACME}/openVisitIds/222222`), { visitDocId: HOLD });
        transaction.set(visitRef, { ...visit, auditId: checkInEntry.id });
        transaction.set(holdEntry.ref, holdEntry.data);
        transaction.set(ref, { ...admittedHoldOf(visit, HOLD), auditId: holdEntry.id });
      }),
    );
    expect((await getDoc(ref)).data()).toMatchObject({ entryId: ENTRY, visitDocId: HOLD });
  });

  it('lists holds newest first, as the app does', async () => {
    await seed(env(), {
      [holdPath()]: turnedAwayHold({ at: Date.now() - MINUTE }),
      [holdPath(OTHER_HOLD)]: admitted(),
    });
    const listed = await assertSucceeds(
      getDocs(query(collection(acme(), holdsOf()), orderBy('at', 'desc'), limit(10))),
    );
    expect(listed.docs.map((each) => each.id)).toEqual([OTHER_HOLD, HOLD]);
  });

  it.each<[string, () => Promise<unknown>]>([
    ["by another company, into this company's holds", () => recordHold(beta(), admitted())],
    [
      "by another company, into this company's holds, signed as itself",
      () => recordHold(beta(), turnedAwayHold({ decidedBy: emailOf(BETA) })),
    ],
    ['by an anonymous account with the company uid', () => recordHold(phone(), turnedAwayHold())],
    ['by anyone signed out', () => recordHold(signedOutDb(env()), turnedAwayHold())],
    [
      'by an account without a company profile, into its own holds',
      () => recordHold(noProfile(), turnedAwayHold({ decidedBy: emailOf(NO_PROFILE) }), HOLD, NO_PROFILE),
    ],
    ['admitted with an empty note', () => recordHold(acme(), admitted({ note: '' }))],
    ['admitted with a note of spaces', () => recordHold(acme(), admitted({ note: '   ' }))],
    [
      'admitted with a visit of someone else (not the held visitor)',
      () => recordHold(acme(), admitted({ visitorEmail: 'mallory@evil.example' })),
    ],
    [
      'admitted with a visit that does not exist',
      () => recordHold(acme(), admitted({ visitDocId: 'visit-9' })),
    ],
    ['admitted without a visit', () => recordHold(acme(), admitted({ visitDocId: '' }))],
    ["admitted with another company's visit", () => recordHold(acme(), admitted({ visitDocId: BETA_VISIT }))],
    [
      "admitted with a path up to another company's visit",
      () => recordHold(acme(), admitted({ visitDocId: `../../${BETA}/visitDetails/${BETA_VISIT}` })),
    ],
    ['turned away with a visit', () => recordHold(acme(), turnedAwayHold({ visitDocId: VISIT_ID }))],
    ['with a decision not in the list', () => recordHold(acme(), admitted({ decision: 'waved-through' }))],
    ['with a decision in another case', () => recordHold(acme(), admitted({ decision: 'Admitted' }))],
    ['with no decision', () => recordHold(acme(), turnedAwayHold({ decision: '' }))],
    ['decided by someone else', () => recordHold(acme(), turnedAwayHold({ decidedBy: emailOf(BETA) }))],
    ['admitted by someone else', () => recordHold(acme(), admitted({ decidedBy: 'boss@acme.example' }))],
    ['decided by nobody', () => recordHold(acme(), turnedAwayHold({ decidedBy: '' }))],
    ['with an extra field', () => recordHold(acme(), turnedAwayHold({ overriddenBy: 'boss' }))],
    [
      'without a field',
      () => {
        const { note: _note, ...data } = turnedAwayHold();
        return recordHold(acme(), data);
      },
    ],
    [
      'at a time more than 5 minutes ahead',
      () => recordHold(acme(), turnedAwayHold({ at: Date.now() + 10 * MINUTE })),
    ],
    ['at a time as text', () => recordHold(acme(), turnedAwayHold({ at: String(Date.now()) }))],
    ['with an empty entry id', () => recordHold(acme(), turnedAwayHold({ entryId: '' }))],
    [
      'with a line break in the reason',
      () => recordHold(acme(), turnedAwayHold({ reason: 'Banned\nBcc: x' })),
    ],
    [
      'with a line break in the visitor name',
      () => recordHold(acme(), turnedAwayHold({ visitorName: 'Mallory\nBcc: x@evil.example' })),
    ],
    ['with an empty visitor name', () => recordHold(acme(), turnedAwayHold({ visitorName: '' }))],
    [
      'with a list of visitor emails',
      () => recordHold(acme(), turnedAwayHold({ visitorEmail: 'mallory@evil.example, eve@evil.example' })),
    ],
    ['with a note of 1001 characters', () => recordHold(acme(), admitted({ note: 'n'.repeat(1001) }))],
  ])('refuses a hold %s', async (_label, run) => {
    await assertFails(run());
  });

  it('lets beta admit with its own visit: only the company made the difference', async () => {
    await assertSucceeds(
      recordHold(beta(), admitted({ visitDocId: BETA_VISIT, decidedBy: emailOf(BETA) }), HOLD, BETA),
    );
  });

  it("keeps a company's holds from other companies, phones, the signed-out and profile-less accounts", async () => {
    await seed(env(), { [holdPath()]: admitted() });
    for (const db of [beta(), phone(), signedOutDb(env()), noProfile()]) {
      await assertFails(getDoc(doc(db, holdPath())));
      await assertFails(getDocs(collection(db, holdsOf())));
      await assertFails(getDocs(query(collection(db, holdsOf()), orderBy('at', 'desc'), limit(10))));
    }
    // The company itself reads them: only the reader made the difference.
    await assertSucceeds(getDoc(doc(acme(), holdPath())));
    await assertSucceeds(getDocs(collection(acme(), holdsOf())));
  });
});

// ---------------------------------------------------------------- holds: never changed, never deleted

describe('watchlist holds: never changed; deleted only by their company', () => {
  beforeEach(seedCompanies);

  it.each<[string, () => Promise<unknown>]>([
    ['turning it into admitted', () => auditedUpdate(acme(), holdPath(), { decision: 'admitted' })],
    ['rewriting its note', () => auditedUpdate(acme(), holdPath(), { note: 'Nothing happened' })],
    ['writing it again, whole and valid', () => auditedSet(acme(), holdPath(), turnedAwayHold())],
    ['by another company', () => auditedUpdate(beta(), holdPath(), { note: 'Nothing happened' })],
  ])('refuses changing a hold: %s', async (_label, run) => {
    await seed(env(), { [holdPath()]: turnedAwayHold({ at: Date.now() - MINUTE }) });
    await assertFails(run());
  });

  it('deletes a hold only by its company (an erasure, the retention period)', async () => {
    await seed(env(), { [holdPath()]: admitted() });
    for (const db of [beta(), phone(), signedOutDb(env())]) {
      await assertFails(auditedDelete(db, holdPath()));
    }
    expect((await getDoc(doc(acme(), holdPath()))).exists()).toBe(true);
    await assertSucceeds(auditedDelete(acme(), holdPath()));
  });

  it('records a decision sent twice once: the second write is refused', async () => {
    await assertSucceeds(recordHold(acme(), turnedAwayHold()));
    await assertFails(recordHold(acme(), admitted()));
    expect((await getDoc(doc(acme(), holdPath()))).get('decision')).toBe('turned-away');
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACME,
  BETA,
  INVITE_CODE,
  VISIT_ID,
  VISIT_NUMBER,
  anonymousDb,
  checkIn,
  companyDb,
  dayOf,
  hostOf,
  invite,
  openVisit,
  seed,
  seedCompany,
  signedOutDb,
  rulesEnvironment,
  type Fields,
  auditedSet,
  auditedUpdate,
  auditedDelete,
  auditedBatch,
  entryOf,
  anAuditId,
} from './rulesFixtures';
import type { VisitorType } from '../../src/backend/port/visitorTypes';
import { firstOffered, SPEC_VISITOR_TYPES, storedVisitorType } from '../../src/backend/visitorTypes';

const env = rulesEnvironment();

const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const CODE = INVITE_CODE;
const OTHER_CODE = 'zYxWvUtSrQpOnMlKjIhG_-';

const invitesOf = (company = ACME) => `companies/${company}/invites`;
const invitePath = (code = CODE, company = ACME) => `${invitesOf(company)}/${code}`;

/** An invitation whose window runs from `fromHours` to `untilHours` from now, expected an hour in. */
function inviteWindow(fromHours: number, untilHours: number, fields: Fields = {}): Fields {
  const now = Date.now();
  return invite({
    day: dayOf(now + fromHours * HOUR),
    validFrom: now + fromHours * HOUR,
    validUntil: now + untilHours * HOUR,
    expectedAt: now + (fromHours + 1) * HOUR,
    ...fields,
  });
}

function create(db: Firestore, data: Fields, code = CODE, company = ACME) {
  return auditedSet(db, invitePath(code, company), data);
}

/** The visit of the invited visitor's check-in: a new one (the seeded visit-1 holds 123456). */
const NEW_VISIT = 'visit-2';
const NEW_NUMBER = 222222;

interface Use {
  /** The company whose visit the batch creates. */
  company?: string;
  /** The company whose invitation it uses. */
  inviteCompany?: string;
  visitId?: string;
  visitNumber?: number;
  /** Whether the batch creates the visit and its reservation. */
  withVisit?: boolean;
  /** The changes to the invitation. */
  changes?: Fields;
}

/**
 * Checks the invited visitor in: the new open visit, its visit-ID reservation, and the invitation marked
 * arrived with that visit, in one batch.
 */
function useInvite(db: Firestore, use: Use = {}) {
  const {
    company = ACME,
    inviteCompany = ACME,
    visitId = NEW_VISIT,
    visitNumber = NEW_NUMBER,
    withVisit = true,
    changes = {},
  } = use;
  const batch = auditedBatch(db);
  if (withVisit) {
    batch.set(
      doc(db, `companies/${company}/visitDetails/${visitId}`),
      openVisit({ visitID: visitNumber, visitorName: 'Ines Invited', visitorEmail: 'ines@visitors.example' }),
    );
    batch.set(doc(db, `companies/${company}/openVisitIds/${String(visitNumber)}`), { visitDocId: visitId });
  }
  batch.update(doc(db, invitePath(CODE, inviteCompany)), {
    state: 'arrived',
    visitDocId: visitId,
    ...changes,
  });
  return batch.commit();
}

/** Both companies with a profile, the directory company, hosts/host-1 and an open visit-1 (123456). */
function seedCompanies() {
  return Promise.all([seedCompany(env(), ACME), seedCompany(env(), BETA)]);
}

// ---------------------------------------------------------------- creating and reading

describe('invitations: created by their company', () => {
  beforeEach(seedCompanies);

  it('lets the company create a valid invitation and read it by its code and by its day', async () => {
    const data = invite();
    await assertSucceeds(create(acme(), data));
    const stored = await assertSucceeds(getDoc(doc(acme(), invitePath())));
    expect(stored.data()).toEqual({ ...data, auditId: anAuditId() });
    const listed = await assertSucceeds(
      getDocs(query(collection(acme(), invitesOf()), where('day', '==', data.day))),
    );
    expect(listed.docs.map((snapshot) => snapshot.id)).toEqual([CODE]);
  });

  const codeNumber = (n: number) => `${'a'.repeat(20)}_${String(n)}`;

  it('takes a type the company offers, by id and name, or a spec type; refuses one retired or misnamed', async () => {
    const site = `companies/${ACME}/settings/main`;
    const stored = (fields: Partial<VisitorType>) =>
      storedVisitorType({
        ...firstOffered(SPEC_VISITOR_TYPES),
        id: 'tcontract1',
        name: 'Contractor',
        order: 3,
        ...fields,
      });
    await seed(env(), {
      [site]: {
        timeZone: 'UTC',
        visitorTypes: { tcontract1: stored({}), tretired1: stored({ name: 'Old vendor', retired: true }) },
      },
    });
    await assertSucceeds(create(acme(), invite({ visitType: 'Contractor', visitTypeId: 'tcontract1' })));
    await assertSucceeds(
      create(
        acme(),
        invite({ visitType: 'Interview', visitTypeId: 'interview', code: codeNumber(2) }),
        codeNumber(2),
      ),
    );
    await assertFails(
      create(
        acme(),
        invite({ visitType: 'Plumber', visitTypeId: 'tcontract1', code: codeNumber(3) }),
        codeNumber(3),
      ),
    );
    await assertFails(
      create(
        acme(),
        invite({ visitType: 'Old vendor', visitTypeId: 'tretired1', code: codeNumber(4) }),
        codeNumber(4),
      ),
    );
    await assertFails(
      create(
        acme(),
        invite({ visitType: 'Meeting', visitTypeId: 'interview', code: codeNumber(5) }),
        codeNumber(5),
      ),
    );
    await assertFails(
      create(acme(), invite({ visitType: 'Contractor', code: codeNumber(6) }), codeNumber(6)),
    );
  });

  it('accepts a site day of 26 hours (a clock change), an empty host email and tomorrow', async () => {
    await assertSucceeds(create(acme(), inviteWindow(-1, 25)));
    await assertSucceeds(create(acme(), inviteWindow(23, 47, { code: OTHER_CODE }), OTHER_CODE));
    await assertSucceeds(
      create(
        acme(),
        invite({ code: 'AAAAAAAAAAAAAAAAAAAAAA', whomToMeetEmail: '' }),
        'AAAAAAAAAAAAAAAAAAAAAA',
      ),
    );
  });

  it.each<[string, () => Promise<unknown>]>([
    ["by another company, into this company's invitations", () => create(beta(), invite())],
    ['by an anonymous account with the company uid', () => create(anonymousDb(env(), ACME), invite())],
    ['by anyone signed out', () => create(signedOutDb(env()), invite())],
    ['under another id than its code', () => create(acme(), invite(), OTHER_CODE)],
    [
      'with a code of 21 characters',
      () => create(acme(), invite({ code: 'AbCdEfGhIjKlMnOpQrStU' }), 'AbCdEfGhIjKlMnOpQrStU'),
    ],
    ['with a code of 23 characters', () => create(acme(), invite({ code: `${CODE}w` }), `${CODE}w`)],
    [
      'with a code that is not base64url',
      () => create(acme(), invite({ code: 'AbCdEfGhIjKlMnOpQrSt+=' }), 'AbCdEfGhIjKlMnOpQrSt+='),
    ],
    ['with an extra field', () => create(acme(), invite({ inviteCode: CODE }))],
    [
      'without a field',
      () => {
        const { whomToMeetEmail: _email, ...data } = invite();
        return create(acme(), data);
      },
    ],
    ['already arrived', () => create(acme(), invite({ state: 'arrived' }))],
    ['already naming a visit', () => create(acme(), invite({ visitDocId: VISIT_ID }))],
    ['for a host not in the directory', () => create(acme(), invite({ hostId: 'host-9' }))],
    ['for yesterday (its window over)', () => create(acme(), inviteWindow(-25, -1))],
    [
      'for a window longer than 26 hours',
      // 26 hours and a minute, both ends from one clock reading (an end read apart could be a ms short).
      () => create(acme(), inviteWindow(-1, 25 + 1 / 60)),
    ],
    ['expected before its window', () => create(acme(), invite({ expectedAt: Date.now() - 2 * HOUR }))],
    [
      'expected at the end of its window',
      () => {
        // The window's end itself (not the fixture's own clock reading, a millisecond later or not).
        const end = Date.now() + 23 * HOUR;
        return create(acme(), invite({ validUntil: end, expectedAt: end }));
      },
    ],
    [
      'with a time that is not a whole number',
      () => create(acme(), invite({ expectedAt: Date.now() + 0.5 })),
    ],
    [
      'to an email that is not an email',
      () => create(acme(), invite({ visitorEmail: 'ines.visitors.example' })),
    ],
    [
      'to several addresses',
      () => create(acme(), invite({ visitorEmail: 'ines@visitors.example, x@evil.example' })),
    ],
    ['with a host email that is not an email', () => create(acme(), invite({ whomToMeetEmail: 'Priya' }))],
    [
      'with a line break in a name',
      () => create(acme(), invite({ visitorName: 'Ines\nBcc: x@evil.example' })),
    ],
    ['with an empty name', () => create(acme(), invite({ whomToMeet: '' }))],
    [
      'with a line break in the company name',
      () => create(acme(), invite({ companyName: 'Globex\nBcc: x@evil.example' })),
    ],
    ['with a line break in the mobile', () => create(acme(), invite({ visitorMobile: '91\r\n23' }))],
    ['with a mobile of 33 characters', () => create(acme(), invite({ visitorMobile: '9'.repeat(33) }))],
    [
      'for a host id of 129 characters (even one in the directory)',
      async () => {
        const hostId = 'h'.repeat(129);
        await seed(env(), { [`companies/${ACME}/hosts/${hostId}`]: hostOf(ACME) });
        return create(acme(), invite({ hostId }));
      },
    ],
    ['with a visit type not in the list', () => create(acme(), invite({ visitType: 'Party' }))],
    ['with a day that is not YYYY-MM-DD', () => create(acme(), invite({ day: '1/2/2030' }))],
    ['created in the future', () => create(acme(), invite({ createdAt: Date.now() + 10 * MINUTE }))],
  ])('refuses an invitation %s', async (_label, run) => {
    await assertFails(run());
  });

  it("keeps a company's invitations from other companies and from visitors' phones", async () => {
    await seed(env(), { [invitePath()]: invite() });
    const day = invite().day;
    await assertFails(getDoc(doc(beta(), invitePath())));
    await assertFails(getDocs(query(collection(beta(), invitesOf(ACME)), where('day', '==', day))));
    await assertFails(getDoc(doc(anonymousDb(env(), ACME), invitePath())));
    await assertFails(
      getDocs(query(collection(anonymousDb(env(), ACME), invitesOf(ACME)), where('day', '==', day))),
    );
    await assertFails(getDoc(doc(signedOutDb(env()), invitePath())));
    // The company itself reads it: only the reader made the difference.
    await assertSucceeds(getDoc(doc(acme(), invitePath())));
  });
});

// ---------------------------------------------------------------- using

describe('invitations: used once, by the check-in that creates their visit', () => {
  beforeEach(seedCompanies);

  it('lets the check-in batch create the visit and mark the invitation arrived with it', async () => {
    await create(acme(), invite());
    await assertSucceeds(useInvite(acme()));
    const stored = await getDoc(doc(acme(), invitePath()));
    expect(stored.data()).toMatchObject({
      state: 'arrived',
      visitDocId: NEW_VISIT,
      visitorName: 'Ines Invited',
    });
  });

  it('lets the check-in do the same in a transaction, as the app does', async () => {
    await create(acme(), invite());
    const db = acme();
    const inviteRef = doc(db, invitePath());
    const visitRef = doc(db, `companies/${ACME}/visitDetails/${NEW_VISIT}`);
    const reservationRef = doc(db, `companies/${ACME}/openVisitIds/${String(NEW_NUMBER)}`);
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        expect((await transaction.get(inviteRef)).get('state')).toBe('invited');
        expect((await transaction.get(reservationRef)).exists()).toBe(false);
        // One entry, the check-in's: the visit and the invitation's use both name it.
        const entry = entryOf(db, { company: ACME, action: 'visit.checkIn', target: NEW_VISIT });
        transaction.set(entry.ref, entry.data);
        transaction.set(reservationRef, { visitDocId: NEW_VISIT });
        transaction.set(visitRef, {
          ...openVisit({ visitID: NEW_NUMBER, visitorEmail: 'ines@visitors.example' }),
          auditId: entry.id,
        });
        transaction.update(inviteRef, { state: 'arrived', visitDocId: NEW_VISIT, auditId: entry.id });
      }),
    );
  });

  it('refuses marking it arrived without creating its visit in the same batch', async () => {
    await create(acme(), invite());
    await assertFails(useInvite(acme(), { withVisit: false }));
    // The visit checked in first, on its own, and named afterwards: not in the same batch.
    await assertSucceeds(checkIn(acme(), ACME, NEW_VISIT, { visitID: NEW_NUMBER }));
    await assertFails(useInvite(acme(), { withVisit: false }));
  });

  it('refuses naming a visit that existed before the check-in', async () => {
    await create(acme(), invite());
    // The batch creates visit-2, but the invitation names the seeded visit-1.
    await assertFails(useInvite(acme(), { changes: { visitDocId: VISIT_ID } }));
    // Naming visit-1 without creating anything.
    await assertFails(useInvite(acme(), { withVisit: false, visitId: VISIT_ID, visitNumber: VISIT_NUMBER }));
  });

  it.each<[string, Fields]>([
    ['another visitor', { visitorEmail: 'someone.else@visitors.example' }],
    ['another host', { hostId: 'host-2' }],
  ])('refuses using it for the visit of %s', async (_label, visitFields) => {
    await create(acme(), invite());
    const db = acme();
    const batch = auditedBatch(db);
    batch.set(
      doc(db, `companies/${ACME}/visitDetails/${NEW_VISIT}`),
      openVisit({ visitID: NEW_NUMBER, visitorEmail: 'ines@visitors.example', ...visitFields }),
    );
    batch.set(doc(db, `companies/${ACME}/openVisitIds/${String(NEW_NUMBER)}`), { visitDocId: NEW_VISIT });
    batch.update(doc(db, invitePath()), { state: 'arrived', visitDocId: NEW_VISIT });
    await assertFails(batch.commit());
  });

  it('takes the visit of the invited visitor whatever the case of their email', async () => {
    await create(acme(), invite());
    const db = acme();
    const batch = auditedBatch(db);
    batch.set(
      doc(db, `companies/${ACME}/visitDetails/${NEW_VISIT}`),
      openVisit({ visitID: NEW_NUMBER, visitorEmail: 'Ines@Visitors.example' }),
    );
    batch.set(doc(db, `companies/${ACME}/openVisitIds/${String(NEW_NUMBER)}`), { visitDocId: NEW_VISIT });
    batch.update(doc(db, invitePath()), { state: 'arrived', visitDocId: NEW_VISIT });
    await assertSucceeds(batch.commit());
  });

  it('refuses a second use of an invitation already arrived', async () => {
    await create(acme(), invite());
    await assertSucceeds(useInvite(acme()));
    await assertFails(useInvite(acme(), { visitId: 'visit-3', visitNumber: 333333 }));
  });

  it.each<[string, Fields]>([
    ['its visitor name', { visitorName: 'Mallory' }],
    ['its window', { validUntil: Date.now() + 48 * HOUR }],
    ['its host', { hostId: 'host-2' }],
    ['its code', { code: OTHER_CODE }],
    ['a new field', { usedBy: 'desk-2' }],
  ])('refuses a use that also changes %s', async (_label, changes) => {
    await create(acme(), invite());
    await assertFails(useInvite(acme(), { changes }));
  });

  it.each<[string, Fields]>([
    ['another state than arrived', { state: 'used' }],
    ['a state left invited', { state: 'invited' }],
  ])('refuses a use that sets %s', async (_label, changes) => {
    await create(acme(), invite());
    await assertFails(useInvite(acme(), { changes }));
  });

  it.each<[string, () => Fields]>([
    ['is over (yesterday)', () => inviteWindow(-25, -1)],
    ['ended a moment ago', () => inviteWindow(-24, -1 / 60)],
    ['has not begun (tomorrow)', () => inviteWindow(23, 47)],
  ])('refuses an invitation whose window %s', async (_label, data) => {
    await seed(env(), { [invitePath()]: data() });
    await assertFails(useInvite(acme()));
  });

  it("refuses another company using this company's invitation", async () => {
    await create(acme(), invite());
    // Its own new visit, and ACME's invitation marked arrived with it.
    await assertFails(useInvite(beta(), { company: BETA }));
    await assertFails(useInvite(anonymousDb(env(), ACME)));
    await assertFails(useInvite(signedOutDb(env())));
    expect((await getDoc(doc(acme(), invitePath()))).get('state')).toBe('invited');
  });

  it('deletes an invitation only by its company (an erasure, the retention period)', async () => {
    await create(acme(), invite());
    await assertSucceeds(useInvite(acme()));
    await assertFails(auditedDelete(beta(), invitePath()));
    await assertFails(auditedDelete(anonymousDb(env(), ACME), invitePath()));
    await assertSucceeds(auditedDelete(acme(), invitePath()));
  });

  it('refuses any other update of an invitation', async () => {
    await create(acme(), invite());
    await assertFails(auditedUpdate(acme(), invitePath(), { visitorName: 'Mallory' }));
    await assertFails(auditedSet(acme(), invitePath(), invite({ whomToMeet: 'Someone' })));
  });
});

describe('invitations: the email each owes, from its own commit until a desk settles it', () => {
  beforeEach(seedCompanies);
  const settle = (db: Firestore, changes: Fields = {}) =>
    updateDoc(doc(db, invitePath()), { mailOwed: deleteField(), ...changes });

  it('marks it owed at creation only as owed, and lets any desk of the company settle it alone', async () => {
    await assertFails(create(acme(), invite({ mailOwed: false })));
    await assertFails(create(acme(), invite({ mailOwed: 'yes' })));
    await assertSucceeds(create(acme(), invite({ mailOwed: true })));
    for (const db of [beta(), anonymousDb(env(), ACME)]) await assertFails(settle(db));
    await assertFails(settle(acme(), { visitorName: 'Mallory' }));
    await assertFails(settle(acme(), { state: 'cancelled' }));
    await assertFails(updateDoc(doc(acme(), invitePath()), { mailOwed: false }));
    await assertSucceeds(settle(acme()));
    expect((await getDoc(doc(acme(), invitePath()))).data()).not.toHaveProperty('mailOwed');
    await assertSucceeds(settle(acme()));
    await assertFails(updateDoc(doc(acme(), invitePath()), { mailOwed: true }));
  });

  it('lets a desk settle the email of an invitation cancelled or used meanwhile', async () => {
    await create(acme(), invite({ mailOwed: true }));
    await assertSucceeds(
      auditedUpdate(acme(), invitePath(), { state: 'cancelled', cancelledAt: Date.now() }),
    );
    await assertSucceeds(settle(acme()));
  });
});

describe('invitations: cancelled by their company while unused', () => {
  beforeEach(seedCompanies);
  const cancel = (db: Firestore, changes: Fields = {}) =>
    auditedUpdate(db, invitePath(), { state: 'cancelled', cancelledAt: Date.now(), ...changes });

  it('lets the company cancel an unused invitation, which then checks nobody in', async () => {
    await create(acme(), invite());
    await assertSucceeds(cancel(acme()));
    expect((await getDoc(doc(acme(), invitePath()))).get('state')).toBe('cancelled');
    await assertFails(useInvite(acme()));
    // Cancelled stays cancelled: not invited again, not cancelled at another time.
    await assertFails(auditedUpdate(acme(), invitePath(), { state: 'invited' }));
    await assertFails(cancel(acme()));
  });

  it('refuses cancelling by anyone else, a used invitation, or with other changes', async () => {
    await create(acme(), invite());
    await assertFails(cancel(beta()));
    await assertFails(cancel(anonymousDb(env(), ACME)));
    await assertFails(cancel(signedOutDb(env())));
    await assertFails(cancel(acme(), { visitorEmail: 'mallory@attackers.example' }));
    await assertFails(cancel(acme(), { visitDocId: 'visit-1' }));
    await assertFails(cancel(acme(), { cancelledAt: 'yesterday' }));
    await assertFails(cancel(acme(), { cancelledAt: Date.now() + 60 * MINUTE }));
    await assertFails(cancel(acme(), { state: 'expired' }));
    expect((await getDoc(doc(acme(), invitePath()))).get('state')).toBe('invited');
    await assertSucceeds(useInvite(acme()));
    await assertFails(cancel(acme()));
  });
});

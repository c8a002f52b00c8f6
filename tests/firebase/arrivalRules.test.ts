import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACME,
  BETA,
  DIRECTORY_COMPANY,
  LARGE_JPEG,
  SMALL_JPEG,
  anonymousDb,
  arrivalCodeOf,
  checkIn,
  companyDb,
  failedAt,
  hostOf,
  newArrival,
  openVisit,
  outboxEntry,
  profileOf,
  seed,
  signedOutDb,
  rulesEnvironment,
  visitor,
  visitorIdOf,
  type Fields,
  seedProfiles,
  auditedSet,
  auditedUpdate,
  auditedDelete,
  auditedBatch,
} from './rulesFixtures';

const env = rulesEnvironment();

const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Visitors' phones: anonymous accounts. */
const PHONE = 'phone-1';
const OTHER_PHONE = 'phone-2';
const phone = (uid = PHONE) => anonymousDb(env(), uid);

/** Codes as the desk shows them: 16 to 64 characters. */
const CODE = 'acme-code-0123456789';
const BETA_CODE = 'beta-code-0123456789';

const codePath = (code: string) => `arrivalCodes/${code}`;
const arrivalPath = (phoneId: string, company = ACME) => `companies/${company}/arrivals/${phoneId}`;
const arrivalsOf = (company: string) => `companies/${company}/arrivals`;
const queuePath = (company = ACME) => `companies/${company}/arrivalQueue/waiting`;

/** A new arrival as the phone writes it, with the given code and a photo. */
function arrivalOf(code = CODE, fields: Fields = {}): Fields {
  return newArrival(code, { imageUrl: SMALL_JPEG, ...fields });
}

/** Arrives as the phone does: its arrival and the queue's count raised by `step`, in one batch. */
function arrive(db: Firestore, phoneId: string, data: Fields = arrivalOf(), company = ACME, step = 1) {
  const batch = auditedBatch(db);
  batch.set(doc(db, arrivalPath(phoneId, company)), data);
  batch.set(doc(db, queuePath(company)), { count: increment(step) }, { merge: true });
  return batch.commit();
}

/** Settles an arrival as the desk does: its state and visit ID, and the queue's count one lower. */
function settle(db: Firestore, phoneId: string, changes: Fields, company = ACME) {
  const batch = auditedBatch(db);
  batch.update(doc(db, arrivalPath(phoneId, company)), changes);
  batch.set(doc(db, queuePath(company)), { count: increment(-1) }, { merge: true });
  return batch.commit();
}

const CHECKED_IN = { state: 'checked-in', visitID: 123456 };
const DECLINED = { state: 'declined', visitID: null };

const seedCompanies = () => seedProfiles(env());

// ---------------------------------------------------------------- the allowed paths

describe('contactless check-in: the allowed paths', () => {
  beforeEach(seedCompanies);

  it('lets a company create, list and delete its codes, and any signed-in account get one by id', async () => {
    await assertSucceeds(auditedSet(acme(), codePath(CODE), arrivalCodeOf(ACME)));
    await assertSucceeds(auditedSet(acme(), codePath(`${CODE}-2`), arrivalCodeOf(ACME, { position: null })));
    await assertSucceeds(getDocs(query(collection(acme(), 'arrivalCodes'), where('company', '==', ACME))));
    await assertSucceeds(getDoc(doc(phone(), codePath(CODE))));
    await assertSucceeds(getDoc(doc(anonymousDb(env(), ACME), codePath(CODE))));
    await assertSucceeds(auditedDelete(acme(), codePath(`${CODE}-2`)));
  });

  it('lets a phone arrive, read its arrival, and the desk list, confirm and decline', async () => {
    await seed(env(), { [codePath(CODE)]: arrivalCodeOf(ACME) });
    // The first arrival creates the queue's count.
    await assertSucceeds(arrive(phone(), PHONE));
    await assertSucceeds(arrive(phone(OTHER_PHONE), OTHER_PHONE, arrivalOf(CODE, { imageUrl: '' })));
    await assertSucceeds(getDoc(doc(phone(), arrivalPath(PHONE))));
    await assertSucceeds(getDoc(doc(phone(OTHER_PHONE), arrivalPath(OTHER_PHONE))));
    await assertSucceeds(getDocs(collection(acme(), arrivalsOf(ACME))));
    await assertSucceeds(getDoc(doc(acme(), queuePath())));
    await assertSucceeds(settle(acme(), PHONE, CHECKED_IN));
    await assertSucceeds(settle(acme(), OTHER_PHONE, DECLINED));
    await assertSucceeds(getDoc(doc(phone(), arrivalPath(PHONE))));
  });

  it('takes an arrival without a distance, of each visit type', async () => {
    await seed(env(), { [codePath(CODE)]: arrivalCodeOf(ACME) });
    await assertSucceeds(arrive(phone('p1'), 'p1', arrivalOf(CODE, { distanceMetres: null })));
    await assertSucceeds(arrive(phone('p2'), 'p2', arrivalOf(CODE, { visitType: 'Interview' })));
    await assertSucceeds(
      arrive(phone('p3'), 'p3', arrivalOf(CODE, { visitType: 'Others', distanceMetres: 0 })),
    );
  });

  it('lets a phone arrive again once its arrival was declined, or checked in', async () => {
    await seed(env(), { [codePath(CODE)]: arrivalCodeOf(ACME) });
    await assertSucceeds(arrive(phone(), PHONE));
    await assertSucceeds(settle(acme(), PHONE, DECLINED));
    await assertSucceeds(arrive(phone(), PHONE, arrivalOf(CODE, { visitorName: 'Asha K' })));
    await assertSucceeds(settle(acme(), PHONE, CHECKED_IN));
    await assertSucceeds(arrive(phone(), PHONE));
    await assertSucceeds(getDoc(doc(phone(), arrivalPath(PHONE))));
  });

  it('lets the desk keep the queue count', async () => {
    await assertSucceeds(auditedSet(acme(), queuePath(), { count: 0 }));
    await assertSucceeds(auditedSet(acme(), queuePath(), { count: 20 }));
    await assertFails(auditedSet(acme(), queuePath(), { count: 21 }));
    await assertFails(auditedSet(acme(), queuePath(), { count: -1 }));
    await assertFails(auditedSet(acme(), queuePath(), { count: 1.5 }));
    await assertFails(auditedSet(acme(), queuePath(), { count: 1, extra: true }));
    await assertFails(auditedSet(acme(), `companies/${ACME}/arrivalQueue/other`, { count: 1 }));
    await assertFails(auditedDelete(acme(), queuePath()));
  });
});

// ---------------------------------------------------------------- codes

describe('contactless check-in: codes', () => {
  beforeEach(seedCompanies);

  it("keeps acme's codes from anonymous accounts and other companies", async () => {
    await seed(env(), { [codePath(CODE)]: arrivalCodeOf(ACME) });
    const byCompany = (db: Firestore) =>
      getDocs(query(collection(db, 'arrivalCodes'), where('company', '==', ACME)));
    for (const [label, db] of [
      ['a phone', phone()],
      ['an anonymous account with the uid acme', anonymousDb(env(), ACME)],
      ['another company', beta()],
    ] as const) {
      await assertFails(byCompany(db)).catch(failedAt(`${label} listing`));
      await assertFails(getDocs(collection(db, 'arrivalCodes'))).catch(failedAt(`${label} listing all`));
      await assertFails(auditedSet(db, codePath(`${CODE}-2`), arrivalCodeOf(ACME))).catch(
        failedAt(`${label} creating`),
      );
      await assertFails(auditedDelete(db, codePath(CODE))).catch(failedAt(`${label} deleting`));
    }
    // The code is still there, for its company.
    await assertSucceeds(getDoc(doc(acme(), codePath(CODE))));
  });

  it('never updates a code, not even its own company', async () => {
    await seed(env(), { [codePath(CODE)]: arrivalCodeOf(ACME) });
    await assertFails(auditedUpdate(acme(), codePath(CODE), { expiresAt: Date.now() + 40 * MINUTE }));
    await assertFails(auditedSet(acme(), codePath(CODE), arrivalCodeOf(ACME, { radiusMetres: 300 })));
    await assertFails(auditedUpdate(beta(), codePath(CODE), { company: BETA }));
    await assertFails(auditedUpdate(phone(), codePath(CODE), { expiresAt: Date.now() + 40 * MINUTE }));
  });

  it('is not read by anyone signed out', async () => {
    await seed(env(), { [codePath(CODE)]: arrivalCodeOf(ACME) });
    await assertFails(getDoc(doc(signedOutDb(env()), codePath(CODE))));
    await assertFails(
      getDocs(query(collection(signedOutDb(env()), 'arrivalCodes'), where('company', '==', ACME))),
    );
  });

  it('refuses codes of the wrong shape', async () => {
    const create = (fields: Fields, code = CODE) =>
      auditedSet(acme(), codePath(code), arrivalCodeOf(ACME, fields));
    await assertFails(create({ secret: 'x' })).catch(failedAt('an extra field'));
    await assertFails(create({ expiresAt: Date.now() - MINUTE })).catch(failedAt('expired'));
    await assertFails(create({ expiresAt: Date.now() + 2 * HOUR })).catch(failedAt('two hours ahead'));
    await assertFails(create({ radiusMetres: 10 })).catch(failedAt('radius 10'));
    await assertFails(create({ privacyPolicyUrl: 'javascript:alert(1)' })).catch(
      failedAt('a script address'),
    );
    await assertFails(create({ privacyPolicyUrl: 'https://a.example/\nx' })).catch(failedAt('two lines'));
    await assertFails(create({}, 'short-code-0123')).catch(failedAt('an id of 15 characters'));
    await assertFails(create({ company: BETA })).catch(failedAt("another company's code"));
    // The same code, right, passes: only the shape made the difference.
    await assertSucceeds(create({}));
  });

  it('takes the hosts a phone needs as parallel lists: ids, names, companies (of the list)', async () => {
    const create = (fields: Fields, code: string) =>
      auditedSet(acme(), codePath(code), arrivalCodeOf(ACME, fields));
    await assertSucceeds(
      create(
        {
          companies: ['Globex', 'Acme Corporation', '3M', 'Initech (Suite 404)'],
          // A Firestore id, a UUID (runs of digits in an id are no number to call: it has letters).
          hostIds: ['Xb3kLq9ZpT2mW8vR1sYd', '12345678-90ab-4cde-8f01-234567890123', 'host-3'],
          hostNames: ['Priya Sharma', 'Rahul Verma', 'Agent 007 – Ext. 12'],
          hostCompanies: ['Globex', 'Acme Corporation', 'Globex'],
        },
        `${CODE}-hosts`,
      ),
    ).catch(failedAt('three hosts'));
    await assertSucceeds(
      create({ companies: [], hostIds: [], hostNames: [], hostCompanies: [] }, `${CODE}-none`),
    ).catch(failedAt('no host'));
    const stored = await getDoc(doc(phone(), codePath(`${CODE}-hosts`)));
    expect(stored.get('hostIds')).toHaveLength(3);
  });

  it('takes the most a code may hold: 200 companies, 500 hosts, names of 200 characters', async () => {
    const name = (index: number) =>
      `${'N'.repeat(196)}${String(index).padStart(4, 'x')}`.replace(/[0-9]/g, 'y');
    const companies = Array.from(
      { length: 200 },
      (_, index) => `Company ${'c'.repeat(index % 180)} ${index}`,
    );
    const hosts = Array.from({ length: 500 }, (_, index) => index);
    const fields = {
      companies,
      hostIds: hosts.map((index) => `host-${index}-${'h'.repeat(50)}`),
      hostNames: hosts.map(name),
      hostCompanies: hosts.map((index) => companies[index % 200]),
    };
    await assertSucceeds(auditedSet(acme(), codePath(`${CODE}-most`), arrivalCodeOf(ACME, fields)));
    await assertFails(
      auditedSet(
        acme(),
        codePath(`${CODE}-more`),
        arrivalCodeOf(ACME, {
          ...fields,
          hostIds: [...fields.hostIds, 'host-x'],
          hostNames: [...fields.hostNames, 'One more'],
          hostCompanies: [...fields.hostCompanies, companies[0]],
        }),
      ),
    );
  });

  // The hosts' public copy as the desk wrote it before these lists: a list of maps the rules could not
  // look into (here with what a phone must never see).
  const OLD_HOSTS = [{ id: 'host-1', name: 'Priya', companyName: 'Globex', email: 'priya@globex.example' }];

  it.each<[string, Fields]>([
    ['hosts as maps (the shape from before the lists), with an email', { hosts: OLD_HOSTS }],
    [
      'hosts as maps instead of the lists',
      (() => {
        const { hostIds: _ids, hostNames: _names, hostCompanies: _companies, ...rest } = arrivalCodeOf(ACME);
        return { ...rest, hosts: OLD_HOSTS };
      })(),
    ],
    ['a host name holding an email', { hostNames: ['priya@globex.example'] }],
    ['a host name holding an @', { hostNames: ['Priya @ Globex'] }],
    ['a host name holding a mobile number', { hostNames: ['Priya 9876543210'] }],
    ['a host name holding a spaced number', { hostNames: ['Priya +91 98765 43210'] }],
    ['a host name holding a number with dashes and brackets', { hostNames: ['Priya (987) 654-3210'] }],
    ['a host name holding a number with dots', { hostNames: ['Priya 987.654.3210'] }],
    ['a host name with a line break', { hostNames: ['Priya\nBcc: x@y.example'] }],
    ['a host name with the separator', { hostNames: ['Priya\u001fGlobex'] }],
    ['an empty host name', { hostNames: [''] }],
    ['a host name over 200 characters', { hostNames: ['P'.repeat(201)] }],
    ['a host name as a number', { hostNames: [12] }],
    ['a host name as a map', { hostNames: [{ name: 'Priya', email: 'priya@globex.example' }] }],
    ['a host id holding an email', { hostIds: ['priya@globex.example'] }],
    ['a host id that is a mobile number', { hostIds: ['9876543210'] }],
    ['a host id with a slash', { hostIds: ['hosts/host-1'] }],
    ['a host id over 64 characters', { hostIds: ['h'.repeat(65)] }],
    ['an empty host id', { hostIds: [''] }],
    ['more host names than ids', { hostNames: ['Priya', 'Rahul'] }],
    ['fewer host companies than ids', { hostCompanies: [] }],
    ['a host at a company not on the list', { hostCompanies: ['Initech'] }],
    [
      'a host at a company holding an email, listed',
      { companies: ['billing@globex.example'], hostCompanies: ['billing@globex.example'] },
    ],
    ['a company holding a phone number', { companies: ['Globex', 'Call 98765-43210'] }],
    ['companies as maps', { companies: [{ name: 'Globex' }], hostCompanies: [{ name: 'Globex' }] }],
    ['host ids as one text', { hostIds: 'host-1' }],
    ['no host ids', { hostIds: null }],
  ])('refuses a code whose hosts have %s', async (_label, fields) => {
    await assertFails(auditedSet(acme(), codePath(CODE), arrivalCodeOf(ACME, fields)));
    await assertSucceeds(auditedSet(acme(), codePath(CODE), arrivalCodeOf(ACME)));
  });
});

// ---------------------------------------------------------------- arrivals denied

describe('contactless check-in: arrivals denied', () => {
  beforeEach(async () => {
    await seedCompanies();
    await seed(env(), { [codePath(CODE)]: arrivalCodeOf(ACME), [codePath(BETA_CODE)]: arrivalCodeOf(BETA) });
  });

  it('refuses an arrival from anyone but the anonymous account named by the document', async () => {
    await assertFails(arrive(signedOutDb(env()), PHONE)).catch(failedAt('signed out'));
    // A company account, even one whose uid is the document id.
    await assertFails(arrive(companyDb(env(), PHONE), PHONE)).catch(failedAt('a company account as a phone'));
    await assertFails(arrive(acme(), ACME)).catch(failedAt('the company itself'));
    await assertFails(arrive(beta(), BETA)).catch(failedAt('another company'));
    await assertFails(arrive(phone(), OTHER_PHONE)).catch(failedAt("another phone's id"));
    await assertSucceeds(arrive(phone(), PHONE));
  });

  it('refuses a code that is unknown, of another company, or expired', async () => {
    const EXPIRED = 'acme-code-expired-0123';
    await seed(env(), { [codePath(EXPIRED)]: arrivalCodeOf(ACME, { expiresAt: Date.now() - MINUTE }) });
    await assertFails(arrive(phone(), PHONE, arrivalOf('no-such-code-0123456789'))).catch(
      failedAt('an unknown code'),
    );
    await assertFails(arrive(phone(), PHONE, arrivalOf(BETA_CODE))).catch(failedAt("beta's code"));
    await assertFails(arrive(phone(), PHONE, arrivalOf(EXPIRED))).catch(failedAt('an expired code'));
    await assertSucceeds(arrive(phone(), PHONE, arrivalOf(CODE)));
  });

  it('refuses an arrival for a host its code does not offer', async () => {
    const OFFERING_TWO = 'acme-code-two-hosts-0123';
    // A code written before the hosts' lists (hosts as maps): codes expire within the hour, so no arrival
    // with one is taken.
    const BEFORE_LISTS = 'acme-code-before-lists-01';
    const { hostIds: _ids, hostNames: _names, hostCompanies: _companies, ...older } = arrivalCodeOf(ACME);
    await seed(env(), {
      [codePath(OFFERING_TWO)]: arrivalCodeOf(ACME, {
        hostIds: ['host-1', 'host-2'],
        hostNames: ['Priya', 'Rahul'],
        hostCompanies: ['Globex', 'Globex'],
      }),
      [codePath(BEFORE_LISTS)]: { ...older, hosts: [{ id: 'host-1', name: 'Priya', companyName: 'Globex' }] },
    });
    await assertFails(arrive(phone(), PHONE, arrivalOf(CODE, { hostId: 'host-2' }))).catch(
      failedAt('a host of the directory the code does not offer'),
    );
    await assertFails(arrive(phone(), PHONE, arrivalOf(CODE, { hostId: 'host-9' }))).catch(
      failedAt('a host of no directory'),
    );
    await assertFails(arrive(phone(), PHONE, arrivalOf(CODE, { hostId: 'host-1 ' }))).catch(
      failedAt('a host id with a space after it'),
    );
    await assertFails(arrive(phone(), PHONE, arrivalOf(BEFORE_LISTS))).catch(
      failedAt('a code from before the lists'),
    );
    await assertSucceeds(arrive(phone(), PHONE, arrivalOf(OFFERING_TWO, { hostId: 'host-2' }))).catch(
      failedAt('the second host of a code offering two'),
    );
    await assertSucceeds(arrive(phone(OTHER_PHONE), OTHER_PHONE, arrivalOf(CODE))).catch(
      failedAt('the host the code offers'),
    );
  });

  it('refuses an arrival backdated to jump the queue, or dated ahead', async () => {
    const at = (offset: number) => arrivalOf(CODE, { at: Date.now() + offset });
    await assertFails(arrive(phone(), PHONE, at(-11 * MINUTE))).catch(failedAt('11 minutes ago'));
    await assertFails(arrive(phone(), PHONE, at(-HOUR))).catch(failedAt('an hour ago'));
    await assertFails(arrive(phone(), PHONE, at(-30 * 86_400_000))).catch(failedAt('a month ago'));
    await assertFails(arrive(phone(), PHONE, at(6 * MINUTE))).catch(failedAt('6 minutes ahead'));
    await assertFails(arrive(phone(), PHONE, at(0.5))).catch(failedAt('not a whole number'));
    // A phone's clock a little off is taken.
    await assertSucceeds(arrive(phone(), PHONE, at(-9 * MINUTE))).catch(failedAt('9 minutes ago'));
    await assertSucceeds(arrive(phone(OTHER_PHONE), OTHER_PHONE, at(4 * MINUTE))).catch(
      failedAt('4 minutes ahead'),
    );
    // Arriving again once settled is judged the same.
    await assertSucceeds(settle(acme(), PHONE, DECLINED));
    await assertFails(arrive(phone(), PHONE, at(-20 * MINUTE))).catch(failedAt('again, 20 minutes ago'));
    await assertSucceeds(arrive(phone(), PHONE, at(0))).catch(failedAt('again, now'));
  });

  it('refuses an arrival without the queue raised by exactly one', async () => {
    await assertFails(auditedSet(phone(), arrivalPath(PHONE), arrivalOf())).catch(
      failedAt('without the queue'),
    );
    await assertFails(arrive(phone(), PHONE, arrivalOf(), ACME, 2)).catch(failedAt('queue +2'));
    await assertFails(arrive(phone(), PHONE, arrivalOf(), ACME, 0)).catch(failedAt('queue +0'));
    // Nor the queue raised alone.
    await assertFails(auditedSet(phone(), queuePath(), { count: 1 })).catch(failedAt('the queue alone'));
    await assertSucceeds(arrive(phone(), PHONE));
  });

  it('refuses an arrival of the wrong shape', async () => {
    const cases: [string, Fields][] = [
      ['an extra field', { secret: 'x' }],
      ['checked in at creation', { state: 'checked-in' }],
      ['a visit ID at creation', { visitID: 123456 }],
      ['checked in with a visit ID at creation', CHECKED_IN],
      ['a photo over 120 KB', { imageUrl: LARGE_JPEG }],
      ['no consent', { consent: false }],
      ['no host', { hostId: '' }],
      ['an unknown visit type', { visitType: 'Party' }],
      ['a negative distance', { distanceMetres: -1 }],
      ['a time ten minutes ahead', { at: Date.now() + 10 * MINUTE }],
      ['a time before 2020', { at: 1_577_836_799_999 }],
      ['a name with a line break', { visitorName: 'Asha\nBcc: x@y.example' }],
      ['a list of emails', { visitorEmail: 'a@x.example,b@x.example' }],
    ];
    for (const [label, fields] of cases) {
      await assertFails(arrive(phone(), PHONE, arrivalOf(CODE, fields))).catch(failedAt(label));
    }
    const { consent: _consent, ...withoutConsent } = arrivalOf();
    await assertFails(arrive(phone(), PHONE, withoutConsent)).catch(failedAt('consent missing'));
    await assertSucceeds(arrive(phone(), PHONE));
  });

  it('refuses a second arrival while the first still waits', async () => {
    await assertSucceeds(arrive(phone(), PHONE));
    await assertFails(arrive(phone(), PHONE)).catch(failedAt('again while waiting'));
    await assertFails(arrive(phone(), PHONE, arrivalOf(CODE, { visitorName: 'Asha K' }))).catch(
      failedAt('changed while waiting'),
    );
  });

  it('refuses the 21st waiting arrival', async () => {
    await seed(env(), { [queuePath()]: { count: 20 } });
    await assertFails(arrive(phone(), PHONE));
    await seed(env(), { [queuePath()]: { count: 19 } });
    await assertSucceeds(arrive(phone(), PHONE));
  });

  it('keeps a phone from other arrivals, from listing, and from settling its own', async () => {
    await assertSucceeds(arrive(phone(), PHONE));
    await assertSucceeds(arrive(phone(OTHER_PHONE), OTHER_PHONE));
    await assertFails(getDoc(doc(phone(OTHER_PHONE), arrivalPath(PHONE)))).catch(failedAt("another's"));
    await assertFails(getDocs(collection(phone(), arrivalsOf(ACME)))).catch(failedAt('listing'));
    await assertFails(
      getDocs(
        query(collection(phone(), arrivalsOf(ACME)), where('visitorEmail', '==', 'asha@visitors.example')),
      ),
    ).catch(failedAt('querying'));
    await assertFails(auditedUpdate(phone(), arrivalPath(PHONE), CHECKED_IN)).catch(
      failedAt('checking itself in'),
    );
    await assertFails(settle(phone(), PHONE, CHECKED_IN)).catch(
      failedAt('checking itself in with the queue'),
    );
    await assertFails(auditedUpdate(phone(), arrivalPath(PHONE), DECLINED)).catch(failedAt('declining'));
    await assertFails(getDoc(doc(phone(), queuePath()))).catch(failedAt('the queue'));
  });

  it("keeps acme's arrivals from another company", async () => {
    await assertSucceeds(arrive(phone(), PHONE));
    await assertFails(getDoc(doc(beta(), arrivalPath(PHONE)))).catch(failedAt('reading'));
    await assertFails(getDocs(collection(beta(), arrivalsOf(ACME)))).catch(failedAt('listing'));
    await assertFails(settle(beta(), PHONE, CHECKED_IN)).catch(failedAt('confirming'));
    await assertFails(auditedUpdate(beta(), arrivalPath(PHONE), DECLINED)).catch(failedAt('declining'));
    await assertFails(getDoc(doc(beta(), queuePath()))).catch(failedAt('reading the queue'));
    await assertFails(auditedSet(beta(), queuePath(), { count: 0 })).catch(failedAt('writing the queue'));
    await assertFails(getDocs(collection(signedOutDb(env()), arrivalsOf(ACME)))).catch(
      failedAt('signed out'),
    );
  });

  it('lets the desk settle a waiting arrival only to checked-in with a visit ID, or declined', async () => {
    await assertSucceeds(arrive(phone(), PHONE));
    const cases: [string, Fields][] = [
      ['visit ID 12', { state: 'checked-in', visitID: 12 }],
      ['visit ID 1000000', { state: 'checked-in', visitID: 1_000_000 }],
      ['a visit ID as text', { state: 'checked-in', visitID: '123456' }],
      ['checked in without a visit ID', { state: 'checked-in' }],
      ['declined with a visit ID', { state: 'declined', visitID: 123456 }],
      ['an unknown state', { state: 'gone', visitID: null }],
      ['changing the name while settling', { ...CHECKED_IN, visitorName: 'Someone else' }],
      ['changing the code while declining', { ...DECLINED, code: BETA_CODE }],
      ['changing only the name', { visitorName: 'Someone else' }],
    ];
    for (const [label, changes] of cases) {
      await assertFails(settle(acme(), PHONE, changes)).catch(failedAt(label));
    }
    await assertSucceeds(settle(acme(), PHONE, DECLINED));
  });

  it('refuses to settle an arrival twice', async () => {
    await assertSucceeds(arrive(phone(), PHONE));
    await assertSucceeds(settle(acme(), PHONE, DECLINED));
    await assertFails(settle(acme(), PHONE, CHECKED_IN)).catch(failedAt('declined, then checked in'));
    await assertFails(auditedUpdate(acme(), arrivalPath(PHONE), DECLINED)).catch(failedAt('declined again'));
    await assertFails(auditedUpdate(acme(), arrivalPath(PHONE), { state: 'waiting' })).catch(
      failedAt('back to waiting'),
    );
  });

  it('lets a checked-in phone ask to leave, and the desk check it out; nothing else', async () => {
    await seed(env(), { [codePath(CODE)]: arrivalCodeOf(ACME) });
    await assertSucceeds(arrive(phone(), PHONE));
    const mine = doc(phone(), arrivalPath(PHONE));
    await assertFails(updateDoc(mine, { state: 'leaving' })).catch(failedAt('leaving before check-in'));
    await assertSucceeds(settle(acme(), PHONE, CHECKED_IN));
    const refused: [string, () => Promise<unknown>][] = [
      ['leaving with another visit ID', () => updateDoc(mine, { state: 'leaving', visitID: 654321 })],
      ['leaving with another name', () => updateDoc(mine, { state: 'leaving', visitorName: 'Someone' })],
      ['checked out by the phone', () => updateDoc(mine, { state: 'checked-out' })],
      [
        'another phone asking',
        () => auditedUpdate(phone(OTHER_PHONE), arrivalPath(PHONE), { state: 'leaving' }),
      ],
      ['another company asking', () => auditedUpdate(beta(), arrivalPath(PHONE), { state: 'leaving' })],
      [
        'the desk checking out one not leaving',
        () => auditedUpdate(acme(), arrivalPath(PHONE), { state: 'checked-out' }),
      ],
    ];
    for (const [label, attempt] of refused) await assertFails(attempt()).catch(failedAt(label));
    await assertSucceeds(updateDoc(mine, { state: 'leaving' }));
    await assertFails(arrive(phone(), PHONE)).catch(failedAt('arriving again while leaving'));
    await assertFails(
      auditedUpdate(acme(), arrivalPath(PHONE), { state: 'checked-out', visitID: 654321 }),
    ).catch(failedAt('checked out with another visit ID'));
    await assertFails(auditedUpdate(beta(), arrivalPath(PHONE), { state: 'checked-out' })).catch(
      failedAt('checked out by another company'),
    );
    await assertSucceeds(auditedUpdate(acme(), arrivalPath(PHONE), { state: 'checked-out' }));
    await assertFails(updateDoc(mine, { state: 'leaving' })).catch(failedAt('leaving twice'));
    // Checked out, the phone may arrive again another day.
    await assertSucceeds(arrive(phone(), PHONE));
  });

  it('deletes an arrival only by its company (an erasure, the retention period), never by the phone', async () => {
    await assertSucceeds(arrive(phone(), PHONE));
    await assertFails(auditedDelete(phone(), arrivalPath(PHONE))).catch(failedAt('the phone'));
    await assertFails(auditedDelete(beta(), arrivalPath(PHONE))).catch(failedAt('another company'));
    await assertFails(auditedDelete(signedOutDb(env()), arrivalPath(PHONE))).catch(failedAt('signed out'));
    await assertSucceeds(settle(acme(), PHONE, DECLINED));
    await assertFails(auditedDelete(phone(), arrivalPath(PHONE))).catch(failedAt('the phone, settled'));
    await assertSucceeds(auditedDelete(acme(), arrivalPath(PHONE))).catch(failedAt('the company, settled'));
  });
});

// ---------------------------------------------------------------- anonymous accounts and the company

describe('contactless check-in: anonymous accounts', () => {
  const company = `companies/${ACME}`;
  const hostOutbox = outboxEntry('host');
  const other = 'Ravi@Visitors.example';

  /** An existing document at each company path, to read. */
  const existing: Record<string, Fields> = {
    [company]: profileOf(ACME),
    [`${company}/settings/main`]: { timeZone: 'Asia/Kolkata' },
    [`${company}/visitDetails/x`]: openVisit(),
    [`${company}/visitorRegister/x`]: visitor,
    [`${company}/hosts/x`]: hostOf(ACME),
    [`${company}/outbox/x`]: hostOutbox,
    [`${company}/arrivalQueue/waiting`]: { count: 1 },
  };

  /** A write to each company path, of a shape the company itself may write. */
  const writes: [string, (db: Firestore) => Promise<unknown>][] = [
    ['profile', (db) => auditedUpdate(db, company, { name: 'Taken over' })],
    ['settings', (db) => auditedSet(db, `${company}/settings/main`, { timeZone: 'UTC' })],
    ['visitDetails', (db) => checkIn(db, ACME, 'visit-2', { visitID: 222222 })],
    [
      'visitorRegister',
      (db) =>
        auditedSet(db, `${company}/visitorRegister/${visitorIdOf(other)}`, {
          ...visitor,
          visitorEmail: other,
          visitorEmailLower: other.toLowerCase(),
        }),
    ],
    ['hosts', (db) => auditedSet(db, `${company}/hosts/host-2`, { ...hostOf(ACME), name: 'Kiran' })],
    ['outbox', (db) => auditedSet(db, `${company}/outbox/visit-1_host`, hostOutbox)],
    ['arrivalQueue', (db) => auditedSet(db, `${company}/arrivalQueue/waiting`, { count: 0 })],
  ];

  beforeEach(() => seed(env(), { ...existing, [`${company}/companies/globex`]: DIRECTORY_COMPANY }));

  it('pass no company rule, even with the uid acme', async () => {
    const anonymous = anonymousDb(env(), ACME);
    for (const path of Object.keys(existing)) {
      await assertFails(getDoc(doc(anonymous, path))).catch(failedAt(`reading ${path}`));
    }
    for (const [label, write] of writes) {
      await assertFails(write(anonymous)).catch(failedAt(`writing ${label}`));
    }
    // The company itself reads and writes them all: only the kind of account made the difference.
    for (const path of Object.keys(existing)) {
      await assertSucceeds(getDoc(doc(acme(), path))).catch(failedAt(`the company reading ${path}`));
    }
    for (const [label, write] of writes) {
      await assertSucceeds(write(acme())).catch(failedAt(`the company writing ${label}`));
    }
  });

  it('list no company collection, even with the uid acme', async () => {
    const anonymous = anonymousDb(env(), ACME);
    for (const name of ['settings', 'visitDetails', 'visitorRegister', 'hosts', 'outbox', 'arrivalQueue']) {
      await assertFails(getDocs(collection(anonymous, `${company}/${name}`))).catch(
        failedAt(`listing ${name}`),
      );
    }
  });
});

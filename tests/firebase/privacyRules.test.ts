import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACME,
  BETA,
  SMALL_JPEG,
  VISIT_ID,
  VISITOR_EMAIL,
  anonymousDb,
  companyDb,
  emailOf,
  openVisit,
  outboxEntry,
  queueMail,
  rulesEnvironment,
  seed,
  seedCompany,
  seedMail,
  signedOutDb,
  visitor,
  visitorIdOf,
  visitorMail,
  type Fields,
  seedProfiles,
  visitPath,
  closedVisit,
  anonymiseVisit,
  COMPANY_GRAMS,
  auditedSet,
  auditedUpdate,
  auditedDelete,
  auditedBatch,
  failedAt,
  PRIVACY_RUN,
  anAuditId,
  memberDb,
  memberEmailOf,
  seedMember,
} from './rulesFixtures';

const env = rulesEnvironment();

const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);
/** A visitor's phone: an anonymous account with acme's uid. */
const phone = () => anonymousDb(env(), ACME);

const MINUTE = 60_000;
const DAY = 86_400_000;

const seedCompanies = () => seedProfiles(env());

// ---------------------------------------------------------------- anonymising visits

describe('visits: anonymised once closed, by their company', () => {
  beforeEach(seedCompanies);

  it('lets the company anonymise a closed visit; type, company, host and times stay', async () => {
    const visit = closedVisit();
    await seed(env(), { [visitPath()]: visit });
    const at = Date.now();
    await assertSucceeds(anonymiseVisit(acme(), { anonymisedAt: at }));
    const stored = (await getDoc(doc(acme(), visitPath()))).data();
    expect(stored).toEqual({
      ...visit,
      visitorName: '',
      visitorEmail: '',
      visitorMobile: '',
      imageUrl: '',
      searchGrams: COMPANY_GRAMS,
      anonymisedAt: at,
      auditId: anAuditId(),
    });
  });

  it('anonymises a run’s batch of visits with one entry (9: two lookups each, and the entry’s one)', async () => {
    const ids = Array.from({ length: 9 }, (_, index) => `visit-${String(index + 1)}`);
    await seed(
      env(),
      Object.fromEntries(ids.map((id, index) => [visitPath(id), closedVisit({ visitID: 200000 + index })])),
    );
    const db = acme();
    const batch = auditedBatch(db);
    for (const id of ids) {
      batch.update(doc(db, visitPath(id)), {
        visitorName: '',
        visitorEmail: '',
        visitorMobile: '',
        imageUrl: '',
        searchGrams: COMPANY_GRAMS,
        anonymisedAt: Date.now(),
      });
    }
    await assertSucceeds(batch.commit());
  });

  it('lets an anonymised visit be anonymised again (a run finishing) with its time kept', async () => {
    const anonymisedAt = Date.now() - 10 * MINUTE;
    await seed(env(), {
      [visitPath()]: closedVisit({
        closedBy: 'automatic',
        visitorName: '',
        visitorEmail: '',
        visitorMobile: '',
        imageUrl: '',
        searchGrams: COMPANY_GRAMS,
        anonymisedAt,
      }),
    });
    await assertSucceeds(anonymiseVisit(acme(), { anonymisedAt }));
    // A new time would rewrite when it happened.
    await assertFails(anonymiseVisit(acme(), { anonymisedAt: Date.now() }));
  });

  it('refuses anonymising an open visit', async () => {
    await seed(env(), { [visitPath()]: openVisit({ imageUrl: SMALL_JPEG }) });
    await assertFails(anonymiseVisit(acme()));
  });

  it.each<[string, unknown]>([
    ['checkin_timestamp', Date.now() - 60 * MINUTE],
    ['checkout_timestamp', Date.now()],
    ['visitID', 654321],
    ['passCode', 'BBBBBBBBBBBBBBBBBBBBBB'],
    ['checkedOut', false],
    ['companyName', 'Initech'],
    ['whomToMeet', 'Kiran'],
    ['whomToMeetEmail', ''],
    ['hostId', 'host-2'],
    ['visitType', 'Interview'],
    ['closedBy', 'bulk-now'],
    ['note', 'erased'],
  ])('refuses anonymising while changing %s', async (field, value) => {
    await seed(env(), { [visitPath()]: closedVisit() });
    await assertFails(anonymiseVisit(acme(), { [field]: value }));
  });

  it.each<[string, unknown]>([
    ['visitorName', 'A.'],
    ['visitorName', ' '],
    ['visitorEmail', 'x@visitors.example'],
    ['visitorMobile', '9123456780'],
    ['imageUrl', SMALL_JPEG],
  ])('refuses an anonymised visit that keeps %s (%j)', async (field, value) => {
    await seed(env(), { [visitPath()]: closedVisit() });
    await assertFails(anonymiseVisit(acme(), { [field]: value }));
  });

  it.each<[string, Fields]>([
    ['adding a gram', { searchGrams: [...COMPANY_GRAMS, 'mal'] }],
    ['grams as text', { searchGrams: 'g' }],
    ['grams removed altogether', { searchGrams: deleteField() }],
    ['no time', { anonymisedAt: deleteField() }],
    ['a time more than 5 minutes ahead', { anonymisedAt: Date.now() + 10 * MINUTE }],
    ['a time before 2020', { anonymisedAt: 1_500_000_000_000 }],
    ['a time as text', { anonymisedAt: String(Date.now()) }],
  ])('refuses anonymising with %s', async (_label, changes) => {
    await seed(env(), { [visitPath()]: closedVisit() });
    await assertFails(anonymiseVisit(acme(), changes));
  });

  it('anonymises to exactly the company’s grams: none of the name’s kept, none of the company’s dropped', async () => {
    await seed(env(), { [visitPath()]: closedVisit() });
    // 'a' is a gram of the visitor's name, which the visit held.
    await assertFails(anonymiseVisit(acme(), { searchGrams: [...COMPANY_GRAMS, 'a'] }));
    await assertFails(anonymiseVisit(acme(), { searchGrams: ['a'] }));
    await assertFails(anonymiseVisit(acme(), { searchGrams: COMPANY_GRAMS.slice(1) }));
    await assertFails(anonymiseVisit(acme(), { searchGrams: [] }));
    await assertSucceeds(anonymiseVisit(acme(), { searchGrams: COMPANY_GRAMS }));
    expect((await getDoc(doc(acme(), visitPath()))).get('searchGrams')).toEqual(COMPANY_GRAMS);
  });

  it.each<[string, Fields]>([
    ['changed', { companyGrams: ['g'], searchGrams: ['g'] }],
    ['emptied', { companyGrams: [], searchGrams: [] }],
    ['removed', { companyGrams: deleteField(), searchGrams: [] }],
  ])('refuses anonymising with the company grams %s', async (_label, changes) => {
    await seed(env(), { [visitPath()]: closedVisit() });
    await assertFails(anonymiseVisit(acme(), changes));
  });

  it('anonymises a visit from before company grams to no grams at all', async () => {
    const before = closedVisit();
    delete before.companyGrams;
    await seed(env(), { [visitPath()]: before });
    await assertFails(anonymiseVisit(acme(), { searchGrams: COMPANY_GRAMS }));
    await assertFails(anonymiseVisit(acme(), { searchGrams: ['g'] }));
    await assertFails(anonymiseVisit(acme(), { searchGrams: ['a'] }));
    // Nor may it gain company grams on the way.
    await assertFails(anonymiseVisit(acme(), { searchGrams: COMPANY_GRAMS, companyGrams: COMPANY_GRAMS }));
    await assertFails(anonymiseVisit(acme(), { searchGrams: [], companyGrams: [] }));
    await assertSucceeds(anonymiseVisit(acme(), { searchGrams: [] }));
    const stored = (await getDoc(doc(acme(), visitPath()))).data();
    expect(stored?.searchGrams).toEqual([]);
    expect(stored).not.toHaveProperty('companyGrams');
  });

  it('refuses blanking only part of the visitor', async () => {
    await seed(env(), { [visitPath()]: closedVisit() });
    await assertFails(
      auditedUpdate(acme(), visitPath(), { visitorName: '', searchGrams: [], anonymisedAt: Date.now() }),
    );
  });

  it('refuses anonymising by another company, an anonymous account or anyone signed out', async () => {
    await seed(env(), { [visitPath()]: closedVisit() });
    for (const db of [beta(), phone(), signedOutDb(env())]) await assertFails(anonymiseVisit(db));
    // Beta anonymising its own visit is fine: only the company made the difference.
    await seed(env(), { [visitPath(VISIT_ID, BETA)]: closedVisit() });
    await assertSucceeds(anonymiseVisit(beta(), {}, VISIT_ID, BETA));
  });

  it('still never deletes a visit', async () => {
    await seed(env(), { [visitPath()]: closedVisit() });
    await assertFails(auditedDelete(acme(), visitPath()));
  });
});

// ---------------------------------------------------------------- deleting a visitor's records

const PHONE = 'phone-1';

/** One record of each kind erasure deletes, in acme's subtree: label, path, fields. */
const records: [string, string, Fields][] = [
  ['a visitor', `companies/${ACME}/visitorRegister/${visitorIdOf(VISITOR_EMAIL)}`, visitor],
  [
    'an arrival',
    `companies/${ACME}/arrivals/${PHONE}`,
    {
      visitorName: 'Asha',
      visitorEmail: 'asha@visitors.example',
      visitorMobile: '9123456780',
      state: 'declined',
      visitID: null,
      at: Date.now() - MINUTE,
    },
  ],
  [
    'an invitation',
    `companies/${ACME}/invites/AAAAAAAAAAAAAAAAAAAAAA`,
    { visitorName: 'Ines', visitorEmail: 'ines@visitors.example', state: 'invited', visitDocId: '' },
  ],
  [
    'an outbox record',
    `companies/${ACME}/outbox/${VISIT_ID}_visitor`,
    { visitId: VISIT_ID, kind: 'visitor', to: 'asha@visitors.example', status: 'sent', attempts: 1 },
  ],
  [
    'a watchlist hold',
    `companies/${ACME}/watchlistHolds/checkin-1`,
    {
      entryId: 'entry-1',
      visitorName: 'Mallory',
      visitorEmail: 'mallory@evil.example',
      decision: 'turned-away',
      decidedBy: emailOf(ACME),
      visitDocId: '',
    },
  ],
];

describe("a visitor's records: deleted by their company, and nobody else", () => {
  beforeEach(seedCompanies);

  it.each(records)('lets the company delete %s', async (_label, path, fields) => {
    await seed(env(), { [path]: fields });
    await assertSucceeds(auditedDelete(acme(), path));
    expect((await getDoc(doc(acme(), path))).exists()).toBe(false);
  });

  it.each(records)(
    'refuses deleting %s by another company, an anonymous account or anyone signed out',
    async (_label, path, fields) => {
      await seed(env(), { [path]: fields });
      for (const db of [beta(), phone(), signedOutDb(env())]) await assertFails(auditedDelete(db, path));
      expect((await getDoc(doc(acme(), path))).exists()).toBe(true);
    },
  );

  it('refuses deleting an arrival by the phone that left it', async () => {
    const [, path, fields] = records[1] as [string, string, Fields];
    await seed(env(), { [path]: fields });
    await assertFails(auditedDelete(anonymousDb(env(), PHONE), path));
  });
});

// ---------------------------------------------------------------- roll calls

const ROLL_CALL = 'roll-1';
const rollCallPath = (company = ACME) => `companies/${company}/rollCalls/${ROLL_CALL}`;
const ASHA = 'visit-1';
const BALA = 'visit-2';

function peopleOf(): Record<string, Fields> {
  const person = { visitID: 123456, visitorName: 'Asha', companyName: 'Globex', whomToMeet: 'Priya' };
  return {
    [ASHA]: { ...person, safeAt: Date.now() - MINUTE },
    [BALA]: { ...person, visitID: 222222, visitorName: 'Bala', safeAt: null },
  };
}

function rollCall(finished: boolean): Fields {
  return {
    startedAt: Date.now() - 2 * MINUTE,
    finishedAt: finished ? Date.now() - MINUTE : null,
    people: peopleOf(),
  };
}

/** Blanks one person's name as an erasure does: the name, and the person named in erasedVisitId. */
const blank = (db: Firestore, visitId = ASHA, company = ACME) =>
  auditedUpdate(db, rollCallPath(company), {
    [`people.${visitId}.visitorName`]: '',
    erasedVisitId: visitId,
  });

/** A change to acme's roll call: field paths and values, as updateDoc takes them after the first pair. */
const change = (db: Firestore, ...pairs: unknown[]) =>
  auditedBatch(db)
    .updateFields(
      doc(db, rollCallPath()),
      { audit: { action: 'privacy.erase', target: PRIVACY_RUN } },
      ...pairs,
    )
    .commit();

describe('roll calls: a finished one loses a name or is deleted; an open one neither', () => {
  beforeEach(seedCompanies);

  it('lets the company blank one name at a time in a finished roll call; the rest stays', async () => {
    const seeded = rollCall(true);
    await seed(env(), { [rollCallPath()]: seeded });
    await assertSucceeds(blank(acme(), ASHA));
    const stored = await getDoc(doc(acme(), rollCallPath()));
    const people = seeded.people as Record<string, Fields>;
    expect(stored.get('people')).toEqual({ ...people, [ASHA]: { ...people[ASHA], visitorName: '' } });
    expect(stored.get('finishedAt')).toBe(seeded.finishedAt);
    // A later erasure, of the other person.
    await assertSucceeds(blank(acme(), BALA));
  });

  it.each<[string, (db: Firestore) => Promise<unknown>]>([
    ['without naming the person', (db) => change(db, `people.${ASHA}.visitorName`, '')],
    ['naming another person', (db) => change(db, `people.${ASHA}.visitorName`, '', 'erasedVisitId', BALA)],
    [
      'to a name that is not blank',
      (db) => change(db, `people.${ASHA}.visitorName`, 'Mallory', 'erasedVisitId', ASHA),
    ],
    [
      'while un-marking them safe',
      (db) =>
        change(db, `people.${ASHA}.visitorName`, '', `people.${ASHA}.safeAt`, null, 'erasedVisitId', ASHA),
    ],
    [
      'while changing their visit ID',
      (db) =>
        change(db, `people.${ASHA}.visitorName`, '', `people.${ASHA}.visitID`, 999999, 'erasedVisitId', ASHA),
    ],
    [
      'for two people in one write',
      (db) =>
        change(db, `people.${ASHA}.visitorName`, '', `people.${BALA}.visitorName`, '', 'erasedVisitId', ASHA),
    ],
    [
      'while removing another person',
      (db) =>
        change(
          db,
          `people.${ASHA}.visitorName`,
          '',
          new FieldPath('people', BALA),
          deleteField(),
          'erasedVisitId',
          ASHA,
        ),
    ],
    [
      'by removing the person',
      (db) => change(db, new FieldPath('people', ASHA), deleteField(), 'erasedVisitId', ASHA),
    ],
    [
      'by adding a person',
      (db) => change(db, new FieldPath('people', 'visit-9'), { visitorName: '' }, 'erasedVisitId', 'visit-9'),
    ],
    [
      'by rewriting all the people',
      (db) =>
        change(
          db,
          'people',
          { [ASHA]: { visitorName: '' }, [BALA]: { visitorName: '' } },
          'erasedVisitId',
          ASHA,
        ),
    ],
    [
      'while moving when it finished',
      (db) => change(db, `people.${ASHA}.visitorName`, '', 'erasedVisitId', ASHA, 'finishedAt', Date.now()),
    ],
    [
      'while reopening it',
      (db) => change(db, `people.${ASHA}.visitorName`, '', 'erasedVisitId', ASHA, 'finishedAt', null),
    ],
    [
      'while adding a field',
      (db) => change(db, `people.${ASHA}.visitorName`, '', 'erasedVisitId', ASHA, 'note', 'erased'),
    ],
  ])('refuses changing a finished roll call %s', async (_label, run) => {
    await seed(env(), { [rollCallPath()]: rollCall(true) });
    await assertFails(run(acme()));
  });

  it('refuses blanking a name by another company or an anonymous account', async () => {
    await seed(env(), { [rollCallPath()]: rollCall(true) });
    await assertFails(blank(beta()));
    await assertFails(blank(phone()));
    await assertFails(blank(signedOutDb(env())));
  });

  it('refuses blanking a name in an open roll call (only marking safe and finishing change it)', async () => {
    await seed(env(), {
      [rollCallPath()]: rollCall(false),
      [`companies/${ACME}/rollCallState/current`]: { openId: ROLL_CALL },
    });
    await assertFails(blank(acme()));
  });

  it('lets the company delete a finished roll call past its retention period (a retention run), and nobody else', async () => {
    await seed(env(), {
      [rollCallPath()]: { ...rollCall(true), startedAt: Date.now() - 31 * DAY },
      [`companies/${ACME}/settings/main`]: { timeZone: 'UTC', retentionDays: 30 },
    });
    const retention = { audit: { action: 'privacy.retention' } };
    for (const db of [beta(), phone(), signedOutDb(env())]) {
      await assertFails(auditedDelete(db, rollCallPath(), retention));
    }
    // An erasure blanks a name in a roll call (above), and deletes none.
    await assertFails(auditedDelete(acme(), rollCallPath())).catch(failedAt('an erasure’s delete'));
    await assertSucceeds(auditedDelete(acme(), rollCallPath(), retention));
  });

  it('refuses deleting an open roll call, even by its company, even past the retention period', async () => {
    await seed(env(), {
      [rollCallPath()]: { ...rollCall(false), startedAt: Date.now() - 31 * DAY },
      [`companies/${ACME}/rollCallState/current`]: { openId: ROLL_CALL },
      [`companies/${ACME}/settings/main`]: { timeZone: 'UTC', retentionDays: 30 },
    });
    await assertFails(auditedDelete(acme(), rollCallPath()));
    await assertFails(auditedDelete(acme(), rollCallPath(), { audit: { action: 'privacy.retention' } }));
  });

  it('takes two people of one roll call as two writes: a batch is judged on the final document', async () => {
    await seed(env(), { [rollCallPath()]: rollCall(true) });
    const db = acme();
    const batch = auditedBatch(db);
    batch.update(doc(db, rollCallPath()), { [`people.${ASHA}.visitorName`]: '', erasedVisitId: ASHA });
    batch.update(doc(db, rollCallPath()), { [`people.${BALA}.visitorName`]: '', erasedVisitId: BALA });
    await assertFails(batch.commit());
    await assertSucceeds(blank(acme(), ASHA));
    await assertSucceeds(blank(acme(), BALA));
  });
});

// ---------------------------------------------------------------- Trigger Email mail

describe('mail: deleted by the company that queued it', () => {
  beforeEach(async () => {
    await seedCompany(env(), ACME);
    await seedCompany(env(), BETA);
  });

  it('lets a company delete its own mail', async () => {
    const mail = visitorMail(ACME, 0);
    await seedMail(env(), ACME, mail);
    await assertSucceeds(auditedDelete(acme(), `mail/${mail.id}`));
  });

  it("refuses deleting another tenant's mail, also one named with the company's uid", async () => {
    const betas = visitorMail(BETA, 0);
    await seedMail(env(), BETA, betas);
    await assertFails(auditedDelete(acme(), `mail/${betas.id}`));
    // A document named like acme's, but beta's.
    const misnamed = visitorMail(ACME, 1);
    await seed(env(), { [`mail/${misnamed.id}`]: { ...misnamed.data, tenant: BETA } });
    await assertFails(auditedDelete(acme(), `mail/${misnamed.id}`));
    await assertSucceeds(auditedDelete(beta(), `mail/${misnamed.id}`, { audit: { company: BETA } }));
  });

  it("refuses deleting a company's mail by an anonymous account with its uid, or anyone signed out", async () => {
    const mail = visitorMail(ACME, 0);
    await seedMail(env(), ACME, mail);
    await assertFails(auditedDelete(phone(), `mail/${mail.id}`));
    await assertFails(auditedDelete(signedOutDb(env()), `mail/${mail.id}`));
  });
});

// ---------------------------------------------------------------- expiry of mail

const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY);

const outboxPath = `companies/${ACME}/outbox/${VISIT_ID}_visitor`;

/** expireAt values every mail refuses. */
const badExpiries: [string, unknown][] = [
  ['a number of milliseconds', Date.now() + 30 * DAY],
  ['text', inDays(30).toDate().toISOString()],
  ['in the past', inDays(-1)],
  ['more than 3651 days ahead', inDays(3652)],
];

describe('mail: an optional expiry for a time-to-live policy', () => {
  beforeEach(async () => {
    await seedCompany(env(), ACME);
    await seedCompany(env(), BETA);
  });

  it('takes an outbox record with or without an expiry up to 3651 days ahead', async () => {
    await assertSucceeds(auditedSet(acme(), outboxPath, outboxEntry('visitor', { expireAt: inDays(3650) })));
    const stored = await getDoc(doc(acme(), outboxPath));
    expect(stored.get('expireAt')).toBeInstanceOf(Timestamp);
    await assertSucceeds(
      auditedSet(acme(), `companies/${ACME}/outbox/${VISIT_ID}_host`, outboxEntry('host')),
    );
  });

  it.each(badExpiries)('refuses an outbox record whose expiry is %s', async (_label, expireAt) => {
    await assertFails(auditedSet(acme(), outboxPath, outboxEntry('visitor', { expireAt })));
  });

  it('still refuses any other extra field on an outbox record', async () => {
    await assertFails(auditedSet(acme(), outboxPath, outboxEntry('visitor', { expiresAt: inDays(30) })));
    await assertFails(
      auditedSet(acme(), outboxPath, outboxEntry('visitor', { expireAt: inDays(30), note: 'x' })),
    );
  });

  it('refuses adding or moving an expiry on an outbox record later', async () => {
    await seed(env(), { [outboxPath]: outboxEntry('visitor', { expireAt: inDays(30) }) });
    await assertFails(auditedUpdate(acme(), outboxPath, { expireAt: inDays(3000) }));
  });

  it('takes a Trigger Email mail with or without an expiry', async () => {
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 0, { expireAt: inDays(365) })));
    await assertSucceeds(queueMail(beta(), BETA, visitorMail(BETA, 0)));
  });

  it.each(badExpiries)('refuses a Trigger Email mail whose expiry is %s', async (_label, expireAt) => {
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, { expireAt })));
  });

  it('still refuses any other extra field on a Trigger Email mail', async () => {
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, { expiresAt: inDays(30) })));
    await assertFails(
      queueMail(acme(), ACME, visitorMail(ACME, 0, { expireAt: inDays(30), html: '<b>x</b>' })),
    );
  });
});

// ---------------------------------------------------------------- the privacy log

const logOf = (company = ACME) => `companies/${company}/privacyLog`;
const logPath = (company = ACME) => `${logOf(company)}/run-1`;

function counts(fields: Fields = {}): Fields {
  return { visits: 3, visitors: 1, arrivals: 0, invites: 0, mail: 2, holds: 0, rollCalls: 1, ...fields };
}

function logEntry(fields: Fields = {}): Fields {
  return { kind: 'erasure', at: Date.now(), by: emailOf(ACME), counts: counts(), ...fields };
}

describe('the privacy log: appended by the company, never changed', () => {
  beforeEach(seedCompanies);

  it('lets the company log an erasure and a retention run, and read them back', async () => {
    await assertSucceeds(auditedSet(acme(), logPath(), logEntry()));
    await assertSucceeds(
      auditedSet(acme(), `${logOf()}/run-2`, logEntry({ kind: 'retention', counts: counts({ visits: 0 }) })),
    );
    const stored = await getDocs(collection(acme(), logOf()));
    expect(stored.size).toBe(2);
  });

  it.each<[string, Fields]>([
    ['by another account', { by: emailOf(BETA) }],
    ['by nobody', { by: '' }],
    ['of another kind', { kind: 'export' }],
    ['at a time more than 5 minutes ahead', { at: Date.now() + 10 * MINUTE }],
    ['at a time as text', { at: String(Date.now()) }],
    ['with an extra key', { email: VISITOR_EMAIL }],
    ['with counts as a number', { counts: 7 }],
    ['with a negative count', { counts: counts({ visits: -1 }) }],
    ['with a fractional count', { counts: counts({ mail: 1.5 }) }],
    ['with a count as text', { counts: counts({ holds: '1' }) }],
    ['with an extra count', { counts: counts({ emails: 1 }) }],
  ])('refuses a log entry %s', async (_label, fields) => {
    await assertFails(auditedSet(acme(), logPath(), logEntry(fields)));
  });

  it('refuses a log entry missing a count', async () => {
    const { rollCalls: _rollCalls, ...fewer } = counts();
    await assertFails(auditedSet(acme(), logPath(), logEntry({ counts: fewer })));
  });

  it('refuses changing or deleting a log entry, even by its company', async () => {
    await seed(env(), { [logPath()]: logEntry() });
    await assertFails(auditedUpdate(acme(), logPath(), { counts: counts({ visits: 0 }) }));
    await assertFails(auditedSet(acme(), logPath(), logEntry({ kind: 'retention' })));
    await assertFails(auditedDelete(acme(), logPath()));
  });

  it("keeps a company's log from other companies, anonymous accounts and anyone signed out", async () => {
    await seed(env(), { [logPath()]: logEntry() });
    for (const db of [beta(), phone(), signedOutDb(env())]) {
      await assertFails(getDoc(doc(db, logPath())));
      await assertFails(getDocs(collection(db, logOf())));
      await assertFails(auditedSet(db, `${logOf()}/run-2`, logEntry()));
    }
    await assertFails(auditedSet(beta(), `${logOf()}/run-2`, logEntry({ by: emailOf(BETA) })));
  });
});

// ---------------------------------------------------------------- a run logged as started, then finished

/** A run's entry as logged when it starts: its cursor (the email erased, or the retention cutoff). */
function startedEntry(fields: Fields = {}): Fields {
  const at = Date.now() - MINUTE;
  const counts0 = counts({ visits: 0, visitors: 0, mail: 0, rollCalls: 0 });
  return {
    ...logEntry({ at, counts: counts0 }),
    status: 'started',
    cursor: VISITOR_EMAIL,
    progressAt: at,
    ...fields,
  };
}

/** The same run finished: its counts, without its cursor. */
function finishedEntry(started: Fields, fields: Fields = {}): Fields {
  const { cursor: _cursor, ...rest } = started;
  return { ...rest, counts: counts(), status: 'finished', progressAt: Date.now(), ...fields };
}

const retentionAudit = { audit: { action: 'privacy.retention' } };

describe('the privacy log: a run logged as started, going on, then finished by any desk of the company', () => {
  beforeEach(seedCompanies);

  it('lets the company log an erasure and a retention run as started, their counts grow, then finish them', async () => {
    const erasure = startedEntry();
    await assertSucceeds(auditedSet(acme(), logPath(), erasure));
    await assertSucceeds(
      auditedUpdate(acme(), logPath(), {
        counts: counts({ visits: 0, visitors: 0 }),
        progressAt: Date.now(),
      }),
    );
    await assertSucceeds(auditedSet(acme(), logPath(), finishedEntry(erasure)));
    expect((await getDoc(doc(acme(), logPath()))).data()).toMatchObject({
      status: 'finished',
      counts: counts(),
    });
    expect((await getDoc(doc(acme(), logPath()))).data()).not.toHaveProperty('cursor');

    const retention = startedEntry({ kind: 'retention', cursor: Date.now() - 30 * DAY });
    const path = `${logOf()}/run-2`;
    await assertSucceeds(auditedSet(acme(), path, retention));
    await assertSucceeds(auditedSet(acme(), path, finishedEntry(retention), retentionAudit));
  });

  it('lets another desk of the company finish a run someone else started; it stays theirs', async () => {
    const frontdesk = 'desk-2';
    await seedMember(env(), ACME, frontdesk, 'frontdesk');
    const started = startedEntry();
    await seed(env(), { [logPath()]: { ...started, auditId: 'earlier' } });
    const desk = memberDb(env(), frontdesk);
    await assertFails(auditedSet(desk, logPath(), finishedEntry(started, { by: memberEmailOf(frontdesk) })));
    await assertSucceeds(auditedSet(desk, logPath(), finishedEntry(started)));
  });

  it.each<[string, Fields]>([
    ['an erasure whose cursor is not text', { cursor: 42 }],
    ['an erasure whose cursor is empty', { cursor: '' }],
    ['an erasure whose cursor is too long', { cursor: `${'x'.repeat(320)}@example.com` }],
    ['a retention run whose cutoff is text', { kind: 'retention', cursor: '2026-01-01' }],
    [
      'a retention run whose cutoff is 10 minutes ahead',
      { kind: 'retention', cursor: Date.now() + 10 * MINUTE },
    ],
    ['of another status', { status: 'paused' }],
    ['with no progress time', { progressAt: null }],
    ['by another account', { by: emailOf(BETA) }],
    ['with an extra key', { visitorName: 'Ann' }],
  ])('refuses a started run %s', async (_label, fields) => {
    const entry = startedEntry(fields);
    const audit = entry.kind === 'retention' ? retentionAudit : {};
    await assertFails(auditedSet(acme(), logPath(), entry, audit));
  });

  it.each<[string, (started: Fields) => Fields]>([
    [
      'lowering a count',
      (started) => ({ ...started, counts: counts({ visits: 2 }), progressAt: Date.now() }),
    ],
    ['moving its cursor', (started) => ({ ...started, cursor: 'someone.else@example.com' })],
    ['changing its kind', (started) => ({ ...started, kind: 'retention' })],
    ['changing when it started', (started) => ({ ...started, at: Date.now() })],
    ['changing who started it', (started) => ({ ...started, by: emailOf(BETA) })],
    [
      'finishing it with its cursor kept',
      (started) => ({ ...finishedEntry(started), cursor: started.cursor }),
    ],
    ['finishing it with no finish time', (started) => ({ ...finishedEntry(started), progressAt: 'now' })],
  ])('refuses going on with a run %s', async (_label, change) => {
    const started = startedEntry({ counts: counts() });
    await seed(env(), { [logPath()]: { ...started, auditId: 'earlier' } });
    const audit = change(started).kind === 'retention' ? retentionAudit : {};
    await assertFails(auditedSet(acme(), logPath(), change(started), audit));
  });

  it('refuses changing a finished run, going on without its entry, and any other company', async () => {
    const started = startedEntry();
    await seed(env(), { [logPath()]: { ...finishedEntry(started), auditId: 'earlier' } });
    await assertFails(auditedSet(acme(), logPath(), finishedEntry(started, { progressAt: Date.now() })));
    await assertFails(auditedUpdate(acme(), logPath(), { status: 'started', cursor: VISITOR_EMAIL }));

    await seed(env(), { [`${logOf()}/run-2`]: { ...started, auditId: 'earlier' } });
    await assertFails(auditedSet(acme(), `${logOf()}/run-2`, finishedEntry(started), { audit: null }));
    await assertFails(auditedSet(beta(), `${logOf()}/run-2`, finishedEntry(started)));
    await assertFails(auditedSet(phone(), `${logOf()}/run-2`, finishedEntry(started)));
  });
});

// ---------------------------------------------------------------- the retention state

const statePath = (name = 'retention', company = ACME) => `companies/${company}/privacyState/${name}`;

describe('the retention state: how far the retention period has anonymised', () => {
  beforeEach(seedCompanies);

  it('lets the company write it, move it on and read it', async () => {
    await assertSucceeds(auditedSet(acme(), statePath(), { anonymisedBefore: Date.now() - 30 * DAY }));
    await assertSucceeds(auditedSet(acme(), statePath(), { anonymisedBefore: Date.now() + 4 * MINUTE }));
    await assertSucceeds(getDoc(doc(acme(), statePath())));
    await assertSucceeds(auditedSet(acme(), statePath(), { anonymisedBefore: 0 }));
  });

  it.each<[string, string, Fields]>([
    ['ahead of the clock', 'retention', { anonymisedBefore: Date.now() + 10 * MINUTE }],
    ['negative', 'retention', { anonymisedBefore: -1 }],
    ['fractional', 'retention', { anonymisedBefore: Date.now() - 0.5 }],
    ['as text', 'retention', { anonymisedBefore: String(Date.now()) }],
    ['with an extra key', 'retention', { anonymisedBefore: Date.now(), by: emailOf(ACME) }],
    ['under another name', 'erasure', { anonymisedBefore: Date.now() }],
  ])('refuses a state %s', async (_label, name, fields) => {
    await assertFails(auditedSet(acme(), statePath(name), fields));
  });

  it('refuses deleting it, and keeps it from other companies and anonymous accounts', async () => {
    await seed(env(), { [statePath()]: { anonymisedBefore: Date.now() - DAY } });
    await assertFails(auditedDelete(acme(), statePath()));
    for (const db of [beta(), phone(), signedOutDb(env())]) {
      await assertFails(getDoc(doc(db, statePath())));
      await assertFails(auditedSet(db, statePath(), { anonymisedBefore: Date.now() }));
    }
  });
});

// ---------------------------------------------------------------- the retention period

describe('site settings: the retention period', () => {
  beforeEach(seedCompanies);

  const settingsPath = `companies/${ACME}/settings/main`;
  const site = (retentionDays: unknown, db = acme()) =>
    auditedSet(db, settingsPath, { timeZone: 'Asia/Kolkata', retentionDays });

  it('takes 1 to 3650 days, or none', async () => {
    for (const days of [1, 365, 3650, null]) await assertSucceeds(site(days));
    await assertSucceeds(auditedSet(acme(), settingsPath, { timeZone: 'Asia/Kolkata' }));
  });

  it.each<[unknown]>([[0], [3651], [1.5], ['x'], [-30]])('refuses %j days', async (days) => {
    await assertFails(site(days));
  });

  it("refuses setting another company's retention period", async () => {
    await assertFails(site(30, beta()));
    await assertFails(site(30, phone()));
  });
});

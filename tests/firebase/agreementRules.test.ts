import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteField, doc, getDoc, getDocs, increment, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACME,
  BETA,
  SMALL_JPEG,
  VISIT_ID,
  VISIT_NUMBER,
  anonymousDb,
  arrivalCodeOf,
  checkIn,
  checkOut,
  companyDb,
  emailOf,
  failedAt,
  newArrival,
  openVisit,
  rulesEnvironment,
  seed,
  seedCompany,
  signedOutDb,
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
  anAuditId,
  publishAgreement,
  memberDb,
  seedMember,
} from './rulesFixtures';

const env = rulesEnvironment();

const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);
/** A visitor's phone: an anonymous account, by default with acme's uid. */
const phone = (uid: string = ACME) => anonymousDb(env(), uid);

const MINUTE = 60_000;

const seedCompanies = () => seedProfiles(env());

/** A drawn signature as the signature pad exports it: a PNG data URL (here a 1x1 PNG). */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_PREFIX = 'data:image/png;base64,';

const SIGNED_AT = Date.now() - 2 * MINUTE;

/** A visitor's acceptance of agreement version 1, signed two minutes ago. */
function signed(fields: Fields = {}): Fields {
  return { version: 1, signedName: 'Asha', signature: SIGNATURE, signedAt: SIGNED_AT, ...fields };
}

function without(fields: Fields, key: string): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => name !== key));
}

/** Acceptances every visit and arrival refuses. */
const badAcceptances: [string, unknown][] = [
  ['a JPEG signature', signed({ signature: SMALL_JPEG })],
  [
    'a signature over 60,000 characters',
    signed({ signature: PNG_PREFIX + 'A'.repeat(60_001 - PNG_PREFIX.length) }),
  ],
  ['a signature that is not a data URL', signed({ signature: 'https://evil.example/sig.png' })],
  ['a PNG data URL with markup after it', signed({ signature: `${SIGNATURE}"><script>` })],
  ['an empty name', signed({ signedName: '' })],
  ['a name with a line break', signed({ signedName: 'Asha\nBcc: x@y.example' })],
  ['no version', without(signed(), 'version')],
  ['no name', without(signed(), 'signedName')],
  ['no signature', without(signed(), 'signature')],
  ['no time', without(signed(), 'signedAt')],
  ['an extra key', signed({ ip: '203.0.113.7' })],
  ['a language not offered', signed({ language: 'xx' })],
  ['a language as a number', signed({ language: 1 })],
  ['version 0', signed({ version: 0 })],
  ['a fractional version', signed({ version: 1.5 })],
  ['a version as text', signed({ version: '1' })],
  ['a time ten minutes ahead', signed({ signedAt: Date.now() + 10 * MINUTE })],
  ['a time before 2020', signed({ signedAt: 1_500_000_000_000 })],
  ['a time as text', signed({ signedAt: String(SIGNED_AT) })],
  ['a list instead of a map', [1, 'Asha', '', SIGNED_AT]],
  ['text instead of a map', 'signed'],
];

// ---------------------------------------------------------------- the agreement's versions

const agreementsOf = (company = ACME) => `companies/${company}/agreements`;
const agreementPath = (version: string | number, company = ACME) =>
  `${agreementsOf(company)}/${String(version)}`;

const AGREEMENT_TEXT = 'I will follow the safety instructions and keep what I see confidential.';

/** A version as the desk publishes it, by acme's signed-in account. */
function version(number: unknown, fields: Fields = {}): Fields {
  return {
    version: number,
    text: AGREEMENT_TEXT,
    publishedAt: Date.now(),
    publishedBy: emailOf(ACME),
    ...fields,
  };
}

/**
 * Publishes as the app does: the version under `id` and the site naming `data.version` current, with the
 * publish's entry, in one batch (publishAgreement).
 */
const publish = (db: Firestore, id: string | number, data: Fields, company = ACME) =>
  publishAgreement(db, data, company, { agreementVersion: data.version }, String(id));

describe('agreements: versions published once, in order, by the signed-in account', () => {
  beforeEach(seedCompanies);

  it('lets the company publish version 1, then 2, then 3, and read them back', async () => {
    await assertSucceeds(publish(acme(), 1, version(1))).catch(failedAt('version 1'));
    await assertSucceeds(publish(acme(), 2, version(2, { text: `${AGREEMENT_TEXT} Updated.` }))).catch(
      failedAt('version 2'),
    );
    await assertSucceeds(publish(acme(), 3, version(3))).catch(failedAt('version 3'));
    const stored = await getDoc(doc(acme(), agreementPath(2)));
    expect(stored.get('version')).toBe(2);
    expect(stored.get('publishedBy')).toBe(emailOf(ACME));
    expect((await getDocs(collection(acme(), agreementsOf()))).size).toBe(3);
    expect((await getDoc(doc(acme(), `companies/${ACME}/settings/main`))).get('agreementVersion')).toBe(3);
  });

  it('takes a text of exactly 20,000 characters', async () => {
    await assertSucceeds(publish(acme(), 1, version(1, { text: 'x'.repeat(20_000) })));
  });

  it('refuses a version before the one below it exists', async () => {
    await assertFails(publish(acme(), 2, version(2))).catch(failedAt('version 2 with none'));
    await seed(env(), { [agreementPath(1)]: version(1) });
    await assertFails(publish(acme(), 3, version(3))).catch(failedAt('version 3 with no 2'));
    await assertFails(publish(acme(), 7, version(7))).catch(failedAt('version 7 with no 6'));
    // Once 2 exists, 3 follows.
    await assertSucceeds(publish(acme(), 2, version(2))).catch(failedAt('version 2 after 1'));
    await assertSucceeds(publish(acme(), 3, version(3))).catch(failedAt('version 3 after 2'));
  });

  it("refuses a version that only another company's agreements would allow", async () => {
    await seed(env(), { [agreementPath(1, BETA)]: { ...version(1), publishedBy: emailOf(BETA) } });
    await assertFails(publish(acme(), 2, version(2)));
  });

  it('never overwrites, changes or deletes a published version, even by its company', async () => {
    await seed(env(), { [agreementPath(1)]: version(1) });
    await assertFails(publish(acme(), 1, version(1))).catch(failedAt('writing it again'));
    await assertFails(publish(acme(), 1, version(1, { text: 'Nothing applies.' }))).catch(
      failedAt('overwriting its text'),
    );
    await assertFails(auditedUpdate(acme(), agreementPath(1), { text: 'Nothing applies.' })).catch(
      failedAt('updating its text'),
    );
    await assertFails(auditedUpdate(acme(), agreementPath(1), { publishedAt: Date.now() })).catch(
      failedAt('updating when it was published'),
    );
    await assertFails(auditedDelete(acme(), agreementPath(1))).catch(failedAt('deleting it'));
    expect((await getDoc(doc(acme(), agreementPath(1)))).get('text')).toBe(AGREEMENT_TEXT);
    // The company still publishes the next one: only the existing version was protected.
    await assertSucceeds(publish(acme(), 2, version(2))).catch(failedAt('the next version'));
  });

  it.each<[string, string | number, Fields]>([
    ['an empty text', 1, version(1, { text: '' })],
    ['a text over 20,000 characters', 1, version(1, { text: 'x'.repeat(20_001) })],
    ['a text that is not text', 1, version(1, { text: 42 })],
    ['an extra key', 1, version(1, { summary: 'short' })],
    ['no text', 1, without(version(1), 'text')],
    ['no publishedAt', 1, without(version(1), 'publishedAt')],
    ['no publishedBy', 1, without(version(1), 'publishedBy')],
    ['published by another account', 1, version(1, { publishedBy: emailOf(BETA) })],
    ['published by nobody', 1, version(1, { publishedBy: '' })],
    [
      'published by the same address in capitals',
      1,
      version(1, { publishedBy: emailOf(ACME).toUpperCase() }),
    ],
    ['published ten minutes ahead', 1, version(1, { publishedAt: Date.now() + 10 * MINUTE })],
    ['published at a time as text', 1, version(1, { publishedAt: String(Date.now()) })],
    ['id 2 holding version 1', 2, version(1)],
    ['id v1 holding version 1', 'v1', version(1)],
    ['id 01 holding version 1', '01', version(1)],
    ['a version as text', 1, version('1')],
    ['a fractional version', '1.5', version(1.5)],
    ['version 0', 0, version(0)],
    ['version -1', -1, version(-1)],
  ])('refuses a version with %s', async (_label, id, data) => {
    await assertFails(publish(acme(), id, data));
    // The same version, right, passes: only the shape made the difference.
    await assertSucceeds(publish(acme(), 1, version(1)));
  });

  it("refuses publishing into another company's agreements", async () => {
    await assertFails(publish(beta(), 1, version(1))).catch(failedAt("with acme's email"));
    await assertFails(publish(beta(), 1, version(1, { publishedBy: emailOf(BETA) }))).catch(
      failedAt('with its own email'),
    );
    // Beta publishes its own version 1.
    await assertSucceeds(publish(beta(), 1, version(1, { publishedBy: emailOf(BETA) }), BETA)).catch(
      failedAt('its own'),
    );
  });

  it('refuses publishing by an anonymous account (a phone), even with the uid acme, or signed out', async () => {
    await assertFails(publish(phone(), 1, version(1))).catch(failedAt('a phone with the uid acme'));
    await assertFails(publish(phone('phone-1'), 1, version(1))).catch(failedAt('a phone'));
    await assertFails(publish(signedOutDb(env()), 1, version(1))).catch(failedAt('signed out'));
  });

  it('lets only the company read its versions', async () => {
    await seed(env(), { [agreementPath(1)]: version(1) });
    await assertSucceeds(getDoc(doc(acme(), agreementPath(1)))).catch(failedAt('the company getting'));
    await assertSucceeds(getDocs(collection(acme(), agreementsOf()))).catch(failedAt('the company listing'));
    for (const [label, db] of [
      ['another company', beta()],
      ['a phone with the uid acme', phone()],
      ['a phone', phone('phone-1')],
      ['anyone signed out', signedOutDb(env())],
    ] as const) {
      await assertFails(getDoc(doc(db, agreementPath(1)))).catch(failedAt(`${label} getting`));
      await assertFails(getDocs(collection(db, agreementsOf()))).catch(failedAt(`${label} listing`));
    }
  });
});

describe('agreements: the company’s translations beside a published version', () => {
  beforeEach(async () => {
    await seedCompanies();
    await seed(env(), { [agreementPath(1)]: version(1) });
  });

  const SPANISH = 'Seguiré las instrucciones de seguridad.';
  /** As the app keeps them: the whole map, with the translation's entry naming the version. */
  const translate = (db: Firestore, translations: unknown, changes: Fields = {}, target = '1') =>
    auditedUpdate(
      db,
      agreementPath(1),
      { translations, ...changes },
      { audit: { company: ACME, action: 'agreement.translate', target } },
    );

  it('lets the company keep, change and remove translations; the published version stays as it was', async () => {
    await assertSucceeds(translate(acme(), { es: SPANISH })).catch(failedAt('Spanish'));
    await assertSucceeds(translate(acme(), { es: SPANISH, ar: 'سأتبع تعليمات السلامة.' })).catch(
      failedAt('and Arabic'),
    );
    await assertSucceeds(translate(acme(), { fr: 'x'.repeat(20_000) })).catch(failedAt('20,000 in French'));
    await assertSucceeds(translate(acme(), {})).catch(failedAt('none'));
    const stored = await getDoc(doc(acme(), agreementPath(1)));
    expect(stored.get('text')).toBe(AGREEMENT_TEXT);
    expect(stored.get('translations')).toEqual({});
  });

  it.each<[string, unknown]>([
    ['English (the original)', { en: 'Another text to sign' }],
    ['a language the visitor screens do not speak', { tlh: 'Klingon' }],
    ['a text over 20,000 characters', { de: 'x'.repeat(20_001) }],
    ['a text that is not text', { es: 42 }],
    ['a list', [SPANISH]],
    ['one string for all', SPANISH],
  ])('refuses translations with %s', async (_label, translations) => {
    await assertFails(translate(acme(), translations));
  });

  it('refuses changing the published text, time or author along with a translation', async () => {
    await assertFails(translate(acme(), { es: SPANISH }, { text: 'Nothing applies.' })).catch(
      failedAt('the text'),
    );
    await assertFails(translate(acme(), { es: SPANISH }, { publishedAt: Date.now() })).catch(
      failedAt('the time'),
    );
    await assertFails(translate(acme(), { es: SPANISH }, { publishedBy: emailOf(BETA) })).catch(
      failedAt('the author'),
    );
  });

  it('refuses a translation without its entry, under another action, or naming another version', async () => {
    await assertFails(
      auditedUpdate(acme(), agreementPath(1), { translations: { es: SPANISH } }, { audit: null }),
    ).catch(failedAt('no entry'));
    await assertFails(
      auditedUpdate(
        acme(),
        agreementPath(1),
        { translations: { es: SPANISH } },
        { audit: { company: ACME, action: 'agreement.publish', target: '1' } },
      ),
    ).catch(failedAt('as a publish'));
    await assertFails(translate(acme(), { es: SPANISH }, {}, '2')).catch(failedAt('version 2'));
  });

  it('refuses translating by a front desk member, another company, a phone or anyone signed out', async () => {
    await seedMember(env(), ACME, 'desk-2', 'frontdesk');
    for (const [label, db] of [
      ['a front desk member', memberDb(env(), 'desk-2')],
      ['another company', beta()],
      ['a phone with the uid acme', phone()],
      ['anyone signed out', signedOutDb(env())],
    ] as const) {
      await assertFails(translate(db, { es: SPANISH })).catch(failedAt(label));
    }
  });

  it('takes a code carrying the translations as kept (or none, from an older tab), and refuses one that changes them', async () => {
    await seed(env(), { [agreementPath(1)]: version(1, { translations: { es: SPANISH } }) });
    const codeWith = (translations?: unknown) =>
      auditedSet(
        acme(),
        `arrivalCodes/acme-code-${String(Math.random()).slice(2)}`,
        arrivalCodeOf(ACME, {
          agreement: {
            version: 1,
            text: AGREEMENT_TEXT,
            ...(translations !== undefined && { translations }),
          },
        }),
      );
    await assertSucceeds(codeWith({ es: SPANISH })).catch(failedAt('as kept'));
    await assertFails(codeWith({ es: 'No hace falta seguir nada.' })).catch(failedAt('changed'));
    await assertFails(codeWith({ es: SPANISH, fr: 'Rien ne s’applique.' })).catch(failedAt('one more'));
    await assertSucceeds(codeWith()).catch(failedAt('left out'));
  });
});

// ---------------------------------------------------------------- site settings

describe('site settings: whether the agreement is required', () => {
  beforeEach(seedCompanies);

  const settingsPath = `companies/${ACME}/settings/main`;
  const site = (agreementRequired: unknown, db = acme()) =>
    auditedSet(db, settingsPath, { timeZone: 'Asia/Kolkata', agreementRequired });

  it('takes true or false', async () => {
    await assertSucceeds(site(true));
    expect((await getDoc(doc(acme(), settingsPath))).get('agreementRequired')).toBe(true);
    await assertSucceeds(site(false));
  });

  it.each<[unknown]>([['yes'], ['true'], [1], [null], [{ version: 1 }]])('refuses %j', async (value) => {
    await assertFails(site(value));
  });

  it('refuses setting it by another company or a phone', async () => {
    await assertFails(site(false, beta()));
    await assertFails(site(false, phone()));
  });
});

// ---------------------------------------------------------------- visits

/**
 * The companies, with versions 1 and 2 of Acme's agreement published before sites named their current
 * version: a site from before, which accepts any published version (policyRules.test.ts tests a site that
 * names it).
 */
async function seedPublished() {
  await seedCompanies();
  await seed(env(), { [agreementPath(1)]: version(1), [agreementPath(2)]: version(2) });
}

describe('visits: created with a valid acceptance, or none', () => {
  beforeEach(seedPublished);

  it('refuses an acceptance of a version the company never published, or another company published', async () => {
    await seed(env(), { [agreementPath(5, BETA)]: { ...version(5), publishedBy: emailOf(BETA) } });
    await assertFails(checkIn(acme(), ACME, VISIT_ID, { agreement: signed({ version: 3 }) })).catch(
      failedAt('version 3'),
    );
    await assertFails(checkIn(acme(), ACME, VISIT_ID, { agreement: signed({ version: 5 }) })).catch(
      failedAt("Beta's version 5"),
    );
    await assertSucceeds(checkIn(acme(), ACME, VISIT_ID, { agreement: signed({ version: 2 }) }));
  });

  it('takes a visit with a drawn signature, and stores the acceptance as sent', async () => {
    await assertSucceeds(checkIn(acme(), ACME, VISIT_ID, { agreement: signed() }));
    expect((await getDoc(doc(acme(), visitPath()))).get('agreement')).toEqual(signed());
  });

  it('takes a visit with the typed name alone (no signature)', async () => {
    await assertSucceeds(checkIn(acme(), ACME, VISIT_ID, { agreement: signed({ signature: '' }) }));
  });

  it('takes a signature of exactly 60,000 characters', async () => {
    await assertSucceeds(
      checkIn(acme(), ACME, VISIT_ID, {
        agreement: signed({ signature: PNG_PREFIX + 'A'.repeat(60_000 - PNG_PREFIX.length) }),
      }),
    );
  });

  it('takes a visit without an acceptance', async () => {
    await assertSucceeds(checkIn(acme(), ACME));
  });

  it.each(badAcceptances)('refuses a visit whose acceptance has %s', async (_label, agreement) => {
    await assertFails(checkIn(acme(), ACME, VISIT_ID, { agreement }));
    // The same visit, with a valid acceptance, passes.
    await assertSucceeds(checkIn(acme(), ACME, VISIT_ID, { agreement: signed() }));
  });

  it('refuses a visit whose acceptance is null', async () => {
    await assertFails(checkIn(acme(), ACME, VISIT_ID, { agreement: null }));
  });

  it('refuses adding, changing or removing an acceptance on an open visit', async () => {
    await seedCompany(env(), ACME);
    await assertFails(auditedUpdate(acme(), visitPath(), { agreement: signed() })).catch(
      failedAt('adding one later'),
    );
    await seedCompany(env(), ACME, { agreement: signed() });
    await assertFails(auditedUpdate(acme(), visitPath(), { 'agreement.version': 2 })).catch(
      failedAt('changing its version'),
    );
    await assertFails(auditedUpdate(acme(), visitPath(), { 'agreement.signature': '' })).catch(
      failedAt('blanking the signature while open'),
    );
    await assertFails(auditedUpdate(acme(), visitPath(), { agreement: deleteField() })).catch(
      failedAt('removing it'),
    );
  });

  it('refuses changing the acceptance at checkout', async () => {
    await seedCompany(env(), ACME, { agreement: signed() });
    await assertFails(
      checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { agreement: signed({ signedName: 'Someone else' }) }),
    ).catch(failedAt('renamed at checkout'));
    await assertFails(checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { agreement: deleteField() })).catch(
      failedAt('removed at checkout'),
    );
    await assertSucceeds(checkOut(acme(), ACME)).catch(failedAt('a plain checkout'));
  });
});

// ---------------------------------------------------------------- anonymising visits

/** A closed visit (with a photo) and, unless told, an acceptance. */
const signedClosedVisit = (fields: Fields = {}) => closedVisit({ agreement: signed(), ...fields });

/** The acceptance once anonymised: its version and time kept, the typed name and the signature gone. */
const ANONYMISED_AGREEMENT = { version: 1, signedName: '', signature: '', signedAt: SIGNED_AT };

/** Anonymises a visit as the app does, its acceptance kept as the version and time alone. */
const anonymise = (db: Firestore, changes: Fields = {}, id?: string, company?: string) =>
  anonymiseVisit(db, { agreement: ANONYMISED_AGREEMENT, ...changes }, id, company);

describe('visits: anonymising keeps the version and time of an acceptance, nothing of the person', () => {
  beforeEach(seedCompanies);

  it('lets the company anonymise a closed visit with an acceptance', async () => {
    const visit = signedClosedVisit();
    await seed(env(), { [visitPath()]: visit });
    const at = Date.now();
    await assertSucceeds(anonymise(acme(), { anonymisedAt: at }));
    expect((await getDoc(doc(acme(), visitPath()))).data()).toEqual({
      ...visit,
      visitorName: '',
      visitorEmail: '',
      visitorMobile: '',
      imageUrl: '',
      searchGrams: COMPANY_GRAMS,
      anonymisedAt: at,
      agreement: ANONYMISED_AGREEMENT,
      auditId: anAuditId(),
    });
  });

  it('lets the company anonymise one signed by the typed name alone', async () => {
    await seed(env(), { [visitPath()]: signedClosedVisit({ agreement: signed({ signature: '' }) }) });
    await assertSucceeds(anonymise(acme()));
  });

  it('lets an anonymised visit be anonymised again with its acceptance left as it is', async () => {
    const anonymisedAt = Date.now() - 10 * MINUTE;
    await seed(env(), {
      [visitPath()]: signedClosedVisit({
        visitorName: '',
        visitorEmail: '',
        visitorMobile: '',
        imageUrl: '',
        searchGrams: COMPANY_GRAMS,
        anonymisedAt,
        agreement: ANONYMISED_AGREEMENT,
      }),
    });
    await assertSucceeds(anonymise(acme(), { anonymisedAt }));
  });

  it.each<[string, unknown]>([
    ['changes its version', { ...ANONYMISED_AGREEMENT, version: 2 }],
    ['changes when it was signed', { ...ANONYMISED_AGREEMENT, signedAt: SIGNED_AT + MINUTE }],
    ['keeps the signature', { ...ANONYMISED_AGREEMENT, signature: SIGNATURE }],
    ['keeps the typed name', { ...ANONYMISED_AGREEMENT, signedName: 'Asha' }],
    ['puts another name in', { ...ANONYMISED_AGREEMENT, signedName: 'A.' }],
    ['adds a key', { ...ANONYMISED_AGREEMENT, erased: true }],
    ['drops its version', without(ANONYMISED_AGREEMENT, 'version')],
    ['makes it text', 'anonymised'],
  ])('refuses anonymising an acceptance in a way that %s', async (_label, agreement) => {
    await seed(env(), { [visitPath()]: signedClosedVisit() });
    await assertFails(anonymise(acme(), { agreement }));
    await assertSucceeds(anonymise(acme()));
  });

  it('refuses anonymising that leaves the acceptance untouched (its name and signature stay)', async () => {
    await seed(env(), { [visitPath()]: signedClosedVisit() });
    // The plain anonymisation of a visit without an acceptance.
    await assertFails(anonymiseVisit(acme()));
    await assertSucceeds(anonymise(acme()));
  });

  it('refuses anonymising that removes the acceptance: its version and time must stay', async () => {
    await seed(env(), { [visitPath()]: signedClosedVisit() });
    await assertFails(anonymise(acme(), { agreement: deleteField() }));
  });

  it('refuses adding an acceptance to a visit that had none while anonymising it', async () => {
    await seed(env(), { [visitPath()]: without(signedClosedVisit(), 'agreement') });
    await assertFails(anonymise(acme())).catch(failedAt('a blanked one'));
    await assertFails(anonymise(acme(), { agreement: signed() })).catch(failedAt('a signed one'));
    // Without one, the same visit is anonymised.
    await assertSucceeds(anonymise(acme(), { agreement: deleteField() })).catch(failedAt('without one'));
  });

  it('refuses anonymising an open visit with an acceptance', async () => {
    await seed(env(), { [visitPath()]: openVisit({ imageUrl: SMALL_JPEG, agreement: signed() }) });
    await assertFails(anonymise(acme()));
  });

  it('refuses anonymising by another company or a phone', async () => {
    await seed(env(), { [visitPath()]: signedClosedVisit() });
    for (const db of [beta(), phone(), signedOutDb(env())]) await assertFails(anonymise(db));
  });
});

// ---------------------------------------------------------------- the public copy of a site

/** Codes as the desk shows them: 16 to 64 characters. */
const CODE = 'acme-code-0123456789';
const codePath = (code: string) => `arrivalCodes/${code}`;

const SHOWN = { version: 2, text: AGREEMENT_TEXT };

describe('codes: the agreement a phone is shown', () => {
  beforeEach(seedPublished);

  it('refuses showing a version the company never published', async () => {
    await assertFails(
      auditedSet(acme(), codePath(CODE), arrivalCodeOf(ACME, { agreement: { ...SHOWN, version: 3 } })),
    );
  });

  const create = (fields: Fields, code = CODE) =>
    auditedSet(acme(), codePath(code), arrivalCodeOf(ACME, fields));

  it('takes a code with an agreement, with none (null), or without the key', async () => {
    await assertSucceeds(create({ agreement: SHOWN })).catch(failedAt('with one'));
    await assertSucceeds(create({ agreement: null }, `${CODE}-2`)).catch(failedAt('null'));
    await assertSucceeds(create({}, `${CODE}-3`)).catch(failedAt('no key'));
    const longest = 'x'.repeat(20_000);
    await seed(env(), { [agreementPath(3)]: version(3, { text: longest }) });
    await assertSucceeds(create({ agreement: { version: 3, text: longest } }, `${CODE}-4`)).catch(
      failedAt('a text of 20,000 characters'),
    );
    expect((await getDoc(doc(phone('phone-1'), codePath(CODE)))).get('agreement')).toEqual(SHOWN);
  });

  it('refuses showing a text other than the one the company published as that version', async () => {
    await seed(env(), { [agreementPath(2, BETA)]: { ...version(2, { text: 'Beta’s own words.' }) } });
    const cases: [string, Fields][] = [
      ['another text as version 2', { ...SHOWN, text: 'You agree to everything.' }],
      ['version 1’s text with a word more', { version: 1, text: `${AGREEMENT_TEXT} Or else.` }],
      ['another company’s version 2 text', { ...SHOWN, text: 'Beta’s own words.' }],
      ['the text with a space after it', { ...SHOWN, text: `${AGREEMENT_TEXT} ` }],
    ];
    for (const [label, agreement] of cases) {
      await assertFails(create({ agreement })).catch(failedAt(label));
    }
    // Version 1 with its own text: only the text made the difference.
    await assertSucceeds(create({ agreement: { version: 1, text: AGREEMENT_TEXT } })).catch(
      failedAt('version 1 with its text'),
    );
  });

  it.each<[string, unknown]>([
    ['an extra key', { ...SHOWN, publishedBy: emailOf(ACME) }],
    ['an empty text', { ...SHOWN, text: '' }],
    ['a text over 20,000 characters', { ...SHOWN, text: 'x'.repeat(20_001) }],
    ['no text', { version: 2 }],
    ['no version', { text: AGREEMENT_TEXT }],
    ['version 0', { ...SHOWN, version: 0 }],
    ['a version as text', { ...SHOWN, version: '2' }],
    ['text instead of a map', AGREEMENT_TEXT],
    ['true instead of a map', true],
  ])('refuses a code whose agreement has %s', async (_label, agreement) => {
    await assertFails(create({ agreement }));
    await assertSucceeds(create({ agreement: SHOWN }));
  });
});

// ---------------------------------------------------------------- arrivals

const PHONE = 'phone-1';
const arrivalPath = (phoneId: string) => `companies/${ACME}/arrivals/${phoneId}`;
const queuePath = `companies/${ACME}/arrivalQueue/waiting`;

/** Arrives as the phone does: its arrival and the queue's count raised by one, in one batch. */
function arrive(data: Fields, phoneId = PHONE) {
  const db = phone(phoneId);
  const batch = auditedBatch(db);
  batch.set(doc(db, arrivalPath(phoneId)), data);
  batch.set(doc(db, queuePath), { count: increment(1) }, { merge: true });
  return batch.commit();
}

const SHOWING = 'acme-code-showing-v2';
const NULL_AGREEMENT = 'acme-code-no-agreement';
const NO_KEY = 'acme-code-without-key';

describe('arrivals: the agreement the code shows, accepted in that version', () => {
  beforeEach(async () => {
    await seedCompanies();
    await seed(env(), {
      [codePath(SHOWING)]: arrivalCodeOf(ACME, { agreement: SHOWN }),
      [codePath(NULL_AGREEMENT)]: arrivalCodeOf(ACME, { agreement: null }),
      [codePath(NO_KEY)]: arrivalCodeOf(ACME),
    });
  });

  it('takes an arrival accepting the version shown, with or without a signature', async () => {
    await assertSucceeds(arrive(newArrival(SHOWING, { agreement: signed({ version: 2 }) }))).catch(
      failedAt('signed'),
    );
    await assertSucceeds(
      arrive(newArrival(SHOWING, { agreement: signed({ version: 2, signature: '' }) }), 'phone-2'),
    ).catch(failedAt('typed name alone'));
    await assertSucceeds(
      arrive(newArrival(SHOWING, { agreement: signed({ version: 2, language: 'ar' }) }), 'phone-3'),
    ).catch(failedAt('signed on an Arabic screen'));
    expect((await getDoc(doc(phone(PHONE), arrivalPath(PHONE)))).get('agreement')).toEqual(
      signed({ version: 2 }),
    );
  });

  it.each<[string, Fields]>([
    ['without an acceptance', {}],
    ['accepting version 1', { agreement: signed({ version: 1 }) }],
    ['accepting version 3', { agreement: signed({ version: 3 }) }],
    ['accepting version 2 as text', { agreement: signed({ version: '2' }) }],
    ['with a null acceptance', { agreement: null }],
    ['with a JPEG signature', { agreement: signed({ version: 2, signature: SMALL_JPEG }) }],
    ['with an empty name', { agreement: signed({ version: 2, signedName: '' }) }],
    ['with an extra key', { agreement: signed({ version: 2, text: AGREEMENT_TEXT }) }],
    [
      'with a time ten minutes ahead',
      { agreement: signed({ version: 2, signedAt: Date.now() + 10 * MINUTE }) },
    ],
    ['with no time', { agreement: without(signed({ version: 2 }), 'signedAt') }],
  ])('refuses an arrival at a code showing version 2 %s', async (_label, fields) => {
    await assertFails(arrive(newArrival(SHOWING, fields)));
    await assertSucceeds(arrive(newArrival(SHOWING, { agreement: signed({ version: 2 }) })));
  });

  it('refuses arriving again, once declined, without accepting the version shown', async () => {
    await assertSucceeds(arrive(newArrival(SHOWING, { agreement: signed({ version: 2 }) })));
    await seed(env(), {
      [arrivalPath(PHONE)]: newArrival(SHOWING, { agreement: signed({ version: 2 }), state: 'declined' }),
      [queuePath]: { count: 0 },
    });
    await assertFails(arrive(newArrival(SHOWING))).catch(failedAt('without'));
    await assertFails(arrive(newArrival(SHOWING, { agreement: signed({ version: 1 }) }))).catch(
      failedAt('version 1'),
    );
    await assertSucceeds(arrive(newArrival(SHOWING, { agreement: signed({ version: 2 }) }))).catch(
      failedAt('version 2'),
    );
  });

  it.each<[string, string]>([
    ['a null agreement', NULL_AGREEMENT],
    ['no agreement key', NO_KEY],
  ])('at a code with %s: takes an arrival without an acceptance, refuses one with', async (_label, code) => {
    await assertFails(arrive(newArrival(code, { agreement: signed({ version: 1 }) }))).catch(
      failedAt('version 1'),
    );
    await assertFails(arrive(newArrival(code, { agreement: signed({ version: 2 }) }))).catch(
      failedAt('version 2'),
    );
    await assertFails(arrive(newArrival(code, { agreement: null }))).catch(failedAt('null'));
    await assertSucceeds(arrive(newArrival(code))).catch(failedAt('without'));
  });

  it('refuses the phone or the desk changing the acceptance once the arrival waits', async () => {
    await assertSucceeds(arrive(newArrival(SHOWING, { agreement: signed({ version: 2 }) })));
    await assertFails(
      auditedUpdate(phone(PHONE), arrivalPath(PHONE), { 'agreement.signedName': 'Someone else' }),
    ).catch(failedAt('the phone'));
    await assertFails(
      auditedUpdate(acme(), arrivalPath(PHONE), {
        state: 'declined',
        visitID: null,
        agreement: deleteField(),
      }),
    ).catch(failedAt('the desk while declining'));
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Question, QuestionKind, VisitorType } from '../../src/backend/port/visitorTypes';
import { VISITOR_TYPE_LIMITS, storedVisitorType, visitorTypeOf } from '../../src/backend/visitorTypes';
import {
  ACME,
  ADMIN,
  BETA,
  BETA_ADMIN,
  FRONTDESK,
  auditedBatch,
  auditedSet,
  checkIn,
  companyDb,
  failedAt,
  memberDb,
  memberDocs,
  profileOf,
  rulesEnvironment,
  seed,
  type Fields,
} from './rulesFixtures';

/**
 * Visitor types (firestore.rules, settings: isVisitorTypeSave and what it calls) and the answers a visit
 * carries (visitDetails: isAcceptedBySite). A type lives in the site (settings/main.visitorTypes, by id), is
 * saved one key a commit with its `visitorType.save` entry naming it, and never loses a question id it
 * asked; a visit names its type, keeps its name, and answers its questions as they were asked.
 *
 * Each refusal is paired with the app's own write, which passes (so the refusal is the rule's, not the
 * fixture's).
 */

const env = rulesEnvironment();

const acme = () => companyDb(env(), ACME);
const admin = () => memberDb(env(), ADMIN);
const frontdesk = () => memberDb(env(), FRONTDESK);
const betaAdmin = () => memberDb(env(), BETA_ADMIN);

const MINUTE = 60_000;
const sitePath = (company = ACME) => `companies/${company}/settings/main`;

// ---------------------------------------------------------------- types, as the app stores them

const CONTRACTOR = 'tcontract1';
const GUEST = 'tguest001';

const question = (
  id: string,
  label: string,
  kind: QuestionKind,
  fields: Partial<Question> = {},
): Question => ({
  id,
  label,
  kind,
  required: true,
  help: '',
  options: [],
  ...fields,
});

const SHORT = question('qshort001', 'Employer', 'short');
const YESNO = question('qyesno001', 'Safety induction completed', 'yesno', { help: 'Induction first.' });
const CHOICE = question('qchoice01', 'Area of work', 'choice', {
  options: ['Electrical', 'Plumbing', 'Other'],
});
const NUMBER = question('qnumber01', 'Number of tools', 'number', { required: false });
const LONG = question('qlong0001', 'Work to be done', 'long', { required: false });
const DATE = question('qdate0001', 'Permit valid until', 'date');

/** Ten questions (the most a type asks), of every kind, each with the help and options the editor allows. */
const TEN: Question[] = [SHORT, YESNO, CHOICE, NUMBER, LONG, DATE]
  .concat(
    [0, 1, 2, 3].map((i) =>
      question(`qextra00${String(i)}`, `Extra ${String(i)} `.padEnd(200, 'x'), 'short'),
    ),
  )
  .map((asked) => ({
    ...asked,
    help: 'h'.repeat(VISITOR_TYPE_LIMITS.help),
    ...(asked.kind === 'choice' && {
      options: Array.from({ length: VISITOR_TYPE_LIMITS.options }, (_, i) =>
        `Option ${String(i)} `.padEnd(VISITOR_TYPE_LIMITS.option, 'o'),
      ),
    }),
  }));

/** A type as the editor saves it (by default the Contractor with no questions), stored as the app stores it. */
function storedType(fields: Partial<VisitorType> = {}): Fields {
  return {
    ...storedVisitorType({
      id: CONTRACTOR,
      name: 'Contractor',
      colour: '#b45309',
      badgeColour: '#f59e0b',
      hostRequired: true,
      agreement: 'site',
      photoRequired: true,
      answersOnBadge: true,
      order: 3,
      retired: false,
      questions: [],
      pastQuestions: [],
      ...fields,
    }),
  };
}

/** The Contractor as case 1 adds it: a short, a yes/no and a choice question. */
const CONTRACTOR_SAVED = storedType({ questions: [SHORT, YESNO, CHOICE] });
const GUEST_STORED = storedType({ name: 'Guest', agreement: 'site', photoRequired: false, order: 4 });

/** Seeds acme's site (UTC) with `types` and `fields`, with the rules off. */
const seedSite = (types: Fields, fields: Fields = {}, company = ACME) =>
  seed(env(), { [sitePath(company)]: { timeZone: 'UTC', visitorTypes: types, ...fields } });

/** Saves type `id` as the app does: its key of the site's map merged, with the entry naming it. */
const saveType = (db: Firestore, id: string, type: Fields, audit: Fields = {}, company = ACME) =>
  auditedBatch(db)
    .set(
      doc(db, sitePath(company)),
      { visitorTypes: { [id]: type } },
      { merge: true, audit: { company, action: 'visitorType.save', target: id, ...audit } },
    )
    .commit();

/** Writes the whole site (no merge), with an entry as `audit` says (by default the settings form's). */
const writeSite = (db: Firestore, site: Fields, audit: Fields = {}) =>
  auditedSet(db, sitePath(), { timeZone: 'UTC', ...site }, { audit: { company: ACME, ...audit } });

const saveContractor = (db: Firestore = admin()) => saveType(db, CONTRACTOR, CONTRACTOR_SAVED);
const saveQuestions = (db: Firestore, questions: Question[]) =>
  saveType(db, CONTRACTOR, storedType({ questions }));

describe('saving a visitor type: one key a commit, with its entry, by an admin', () => {
  beforeEach(async () => {
    await seed(env(), {
      [`companies/${ACME}`]: profileOf(ACME),
      [`companies/${BETA}`]: profileOf(BETA),
      ...memberDocs(ACME, ADMIN, 'admin'),
      ...memberDocs(ACME, FRONTDESK, 'frontdesk'),
      ...memberDocs(BETA, BETA_ADMIN, 'admin'),
    });
    await seedSite({ [GUEST]: GUEST_STORED });
  });

  it('adds a Contractor with three questions, then renames it and relabels a question', async () => {
    await assertSucceeds(saveContractor(acme())).catch(failedAt('added by the owner'));
    const renamed = storedType({
      name: 'Contractor (on site)',
      questions: [SHORT, { ...YESNO, label: 'Safety induction done today' }, CHOICE],
    });
    await assertSucceeds(saveType(admin(), CONTRACTOR, renamed)).catch(failedAt('changed by an admin'));
    const site = await getDoc(doc(acme(), sitePath()));
    expect(site.get(`visitorTypes.${CONTRACTOR}.name`)).toBe('Contractor (on site)');
    expect(site.get(`visitorTypes.${CONTRACTOR}.questionIds`)).toEqual([
      'qshort001',
      'qyesno001',
      'qchoice01',
    ]);
    expect(site.get(`visitorTypes.${GUEST}.name`)).toBe('Guest');
  });

  it.each<[string, (db: Firestore) => Promise<void>]>([
    [
      'two type keys changed in one write',
      (db) =>
        auditedBatch(db)
          .set(
            doc(db, sitePath()),
            {
              visitorTypes: { [CONTRACTOR]: CONTRACTOR_SAVED, [GUEST]: { ...GUEST_STORED, name: 'Visitor' } },
            },
            { merge: true, audit: { company: ACME, action: 'visitorType.save', target: CONTRACTOR } },
          )
          .commit(),
    ],
    [
      'a type key removed',
      (db) => writeSite(db, { visitorTypes: {} }, { action: 'visitorType.save', target: GUEST }),
    ],
    [
      'an entry of another action',
      (db) => saveType(db, CONTRACTOR, CONTRACTOR_SAVED, { action: 'settings.change' }),
    ],
    ['an entry naming another type', (db) => saveType(db, CONTRACTOR, CONTRACTOR_SAVED, { target: GUEST })],
    ['an 11th question', (db) => saveType(db, CONTRACTOR, storedType({ questions: [...TEN, NUMBER] }))],
    [
      'a question id not q and 8 letters or digits',
      (db) => saveQuestions(db, [{ ...SHORT, id: 'qShort001' }]),
    ],
    ['a question id of 7 characters', (db) => saveQuestions(db, [{ ...SHORT, id: 'qshort01' }])],
    [
      'questionIds missing a question’s id',
      (db) => saveType(db, CONTRACTOR, { ...CONTRACTOR_SAVED, questionIds: [SHORT.id, YESNO.id] }),
    ],
    ['a label of 201 characters', (db) => saveQuestions(db, [{ ...SHORT, label: 'x'.repeat(201) }])],
    [
      'a choice question with one option',
      (db) => saveQuestions(db, [{ ...CHOICE, options: ['Electrical'] }]),
    ],
    ['a choice question with no options', (db) => saveQuestions(db, [{ ...CHOICE, options: [] }])],
    ['a short question offering options', (db) => saveQuestions(db, [{ ...SHORT, options: ['a', 'b'] }])],
    [
      'a 10th question, a choice, with one option',
      (db) => saveQuestions(db, [...TEN.slice(0, 9), { ...CHOICE, id: 'qchoice02', options: ['x'] }]),
    ],
    ['an unknown key on the type', (db) => saveType(db, CONTRACTOR, { ...CONTRACTOR_SAVED, notes: 'x' })],
  ])('refuses %s', async (label, write) => {
    await assertFails(write(admin())).catch(failedAt(label));
    await assertSucceeds(saveContractor()).catch(failedAt('the app’s save'));
  });

  it('takes a label of exactly 200 characters, and a type of ten questions (the app’s most)', async () => {
    await assertSucceeds(saveQuestions(admin(), [{ ...SHORT, label: 'x'.repeat(200) }])).catch(
      failedAt('200'),
    );
    await assertSucceeds(saveQuestions(admin(), TEN)).catch(failedAt('ten questions'));
  });

  it('refuses a front-desk member’s save; an admin’s passes', async () => {
    await assertFails(saveContractor(frontdesk())).catch(failedAt('front desk'));
    await assertSucceeds(saveContractor(admin())).catch(failedAt('admin'));
  });

  it('refuses another company’s admin, with an entry in either company', async () => {
    await assertFails(saveContractor(betaAdmin())).catch(failedAt('entry in acme'));
    await assertFails(
      auditedBatch(betaAdmin())
        .set(
          doc(betaAdmin(), sitePath()),
          { visitorTypes: { [CONTRACTOR]: CONTRACTOR_SAVED } },
          { merge: true, audit: { company: BETA, action: 'visitorType.save', target: CONTRACTOR } },
        )
        .commit(),
    ).catch(failedAt('entry in beta'));
    await assertSucceeds(saveType(betaAdmin(), CONTRACTOR, CONTRACTOR_SAVED, {}, BETA)).catch(
      failedAt('its own site'),
    );
  });

  it('refuses dropping an asked question unless it moves to the past questions', async () => {
    await seedSite({ [GUEST]: GUEST_STORED, [CONTRACTOR]: CONTRACTOR_SAVED });
    await assertFails(saveType(admin(), CONTRACTOR, storedType({ questions: [SHORT, YESNO] }))).catch(
      failedAt('dropped'),
    );
    const moved = storedType({
      questions: [SHORT, YESNO],
      pastQuestions: [{ id: CHOICE.id, label: CHOICE.label }],
    });
    await assertSucceeds(saveType(admin(), CONTRACTOR, moved)).catch(failedAt('moved to the past'));
  });

  it('refuses removing a past question', async () => {
    const past = { id: 'qold00001', label: 'Old question' };
    await seedSite({ [CONTRACTOR]: storedType({ questions: [SHORT], pastQuestions: [past] }) });
    await assertFails(saveType(admin(), CONTRACTOR, storedType({ questions: [SHORT] }))).catch(
      failedAt('removed'),
    );
    await assertFails(
      saveType(admin(), CONTRACTOR, storedType({ questions: [SHORT, { ...YESNO, id: past.id }] })),
    ).catch(failedAt('asked again'));
    await assertSucceeds(
      saveType(
        admin(),
        CONTRACTOR,
        storedType({ name: 'Contractors', questions: [SHORT], pastQuestions: [past] }),
      ),
    ).catch(failedAt('kept'));
  });

  it('takes a settings save that keeps the types; refuses one that changes them under settings.change', async () => {
    await assertSucceeds(
      writeSite(admin(), { timeZone: 'Asia/Kolkata', visitorTypes: { [GUEST]: GUEST_STORED } }),
    ).catch(failedAt('the whole site, types kept'));
    await assertSucceeds(auditedSet(admin(), sitePath(), { autoPrintBadge: true }, { merge: true })).catch(
      failedAt('merged, types untouched'),
    );
    await assertFails(
      writeSite(admin(), { visitorTypes: { [GUEST]: { ...GUEST_STORED, name: 'Visitor' } } }),
    ).catch(failedAt('a type renamed'));
    await assertFails(
      writeSite(admin(), { visitorTypes: { [GUEST]: GUEST_STORED, [CONTRACTOR]: CONTRACTOR_SAVED } }),
    ).catch(failedAt('a type added'));
    await assertFails(writeSite(admin(), {})).catch(failedAt('the types dropped'));
  });
});

// ---------------------------------------------------------------- visits of a type

const RETIRED = 'tretired1';
const INSPECTOR = 'tinspect1';
const BETA_ONLY = 'tbetaonly';

/** The site's Contractor for check-ins: a required short and yes/no, an optional number. */
const VISIT_TYPES: Fields = {
  [CONTRACTOR]: storedType({ questions: [SHORT, { ...YESNO, help: '' }, NUMBER] }),
  [RETIRED]: storedType({ name: 'Old vendor', retired: true }),
  [INSPECTOR]: storedType({ name: 'Inspector', questions: TEN }),
};

/** Answers as the app stores them: the answers by question id, beside them the questions as asked. */
type Answered = Record<string, [question: string, value: unknown]>;
const answer = (asked: Question, value: unknown, text = asked.label): Answered => ({
  [asked.id]: [text, value],
});
const stored = (answered: Answered): Fields => ({
  answers: Object.fromEntries(Object.entries(answered).map(([id, [, value]]) => [id, value])),
  answerQuestions: Object.fromEntries(Object.entries(answered).map(([id, [question]]) => [id, question])),
});
const ANSWERS: Answered = { ...answer(SHORT, 'Initech'), ...answer(YESNO, 'yes') };
const VALUES: Record<QuestionKind, string> = {
  short: 'Initech',
  long: 'Rewiring\nfloor 2',
  yesno: 'yes',
  choice: '',
  number: '3.5',
  date: '2030-01-31',
};
/** Answers to every one of the ten questions, each of its kind (a choice: its last option). */
const ALL_TEN: Answered = Object.fromEntries(
  TEN.map((asked) => [
    asked.id,
    [asked.label, asked.kind === 'choice' ? (asked.options.at(-1) ?? '') : VALUES[asked.kind]],
  ]),
);

/** The visit of a Contractor, answering `answers`. */
const contractor = (answers: Answered = ANSWERS, fields: Fields = {}): Fields => ({
  visitTypeId: CONTRACTOR,
  visitType: 'Contractor',
  ...stored(answers),
  ...fields,
});

/** Checks visit `n` in at acme's desk as the app does (visit, reservation, entry in one batch). */
const checkInVisit = (n: number, fields: Fields = {}) =>
  checkIn(acme(), ACME, `visit-${String(n)}`, { visitID: 200_000 + n, ...fields });

/** Acme and beta with their profiles; acme's site as `site` says, beta's with a type acme has not. */
async function seedVisitSites(site: Fields) {
  await seed(env(), {
    [`companies/${ACME}`]: profileOf(ACME),
    [`companies/${BETA}`]: profileOf(BETA),
    [sitePath()]: { timeZone: 'UTC', ...site },
    [sitePath(BETA)]: { timeZone: 'UTC', visitorTypes: { [BETA_ONLY]: storedType({ name: 'Auditor' }) } },
  });
}

describe('saving a visitor type with the company’s translations of its questions', () => {
  beforeEach(async () => {
    await seed(env(), {
      [`companies/${ACME}`]: profileOf(ACME),
      ...memberDocs(ACME, ADMIN, 'admin'),
    });
    await seedSite({});
  });

  /** Every one of the ten questions translated into all five languages, each text as long as allowed. */
  const translatedTen = TEN.map((asked) => ({
    ...asked,
    translations: Object.fromEntries(
      ['es', 'fr', 'de', 'hi', 'ar'].map((language) => [
        language,
        { label: asked.label, help: asked.help, options: asked.options },
      ]),
    ),
  }));

  it('takes ten questions translated into the five languages, within the rules’ 1,000 expressions', async () => {
    const saved = storedType({ questions: translatedTen, agreementId: 'safetyinduct01.12' });
    expect(String(saved.questionTranslations).length).toBeGreaterThan(20_000);
    await assertSucceeds(saveType(admin(), CONTRACTOR, saved));
    const stored: unknown = (await getDoc(doc(acme(), sitePath()))).get(`visitorTypes.${CONTRACTOR}`);
    expect(visitorTypeOf(CONTRACTOR, stored)?.questions).toEqual(translatedTen);
  });

  const withTranslations = (questionTranslations: unknown) => ({
    ...storedType({ questions: [SHORT, YESNO, CHOICE] }),
    questionTranslations,
  });

  it.each<[string, unknown]>([
    ['an id in capitals', 'SAFETYINDUCT01.1'],
    ['an id without its revision', 'safetyinduct01'],
    ['an empty id', ''],
    ['a number', 1],
  ])('refuses a type naming another agreement by %s', async (_label, agreementId) => {
    await assertFails(saveType(admin(), CONTRACTOR, { ...storedType(), agreementId }));
    await assertSucceeds(saveType(admin(), CONTRACTOR, { ...storedType(), agreementId: 'safetyinduct01.1' }));
  });

  it.each<[string, unknown]>([
    ['a text over 60,000 characters', 'x'.repeat(60_001)],
    ['a number', 42],
    ['a map', { es: ['Empleador', '', '', '', '', '', '', '', ''] }],
  ])('refuses translations stored as %s', async (_label, translations) => {
    await assertFails(saveType(admin(), CONTRACTOR, withTranslations(translations)));
    await assertSucceeds(saveType(admin(), CONTRACTOR, withTranslations('{}')));
  });
});

describe('a visit of a stored type: its name, and its questions answered as asked', () => {
  beforeEach(() => seedVisitSites({ visitorTypes: VISIT_TYPES }));

  it('takes a Contractor answering the required questions, and with the optional one too', async () => {
    await assertSucceeds(checkInVisit(1, contractor())).catch(failedAt('the required ones'));
    await assertSucceeds(
      checkInVisit(
        2,
        contractor({ ...answer(SHORT, 'x'.repeat(500)), ...answer(YESNO, 'no'), ...answer(NUMBER, '3') }),
      ),
    ).catch(failedAt('all three, 500 characters'));
    const written = await getDoc(doc(acme(), `companies/${ACME}/visitDetails/visit-1`));
    expect(written.get('answers')).toEqual(stored(ANSWERS).answers);
  });

  it('takes a visit answering all ten questions of a type (the app’s most)', async () => {
    await assertSucceeds(
      checkInVisit(1, { visitTypeId: INSPECTOR, visitType: 'Inspector', ...stored(ALL_TEN) }),
    );
  });

  it.each<[string, Fields]>([
    ['a missing required answer', contractor(answer(SHORT, 'Initech'))],
    // Each answer is text: a kind's own form (a number, a date, a choice) is the app's to check.
    ['a yes/no answered with a boolean', contractor({ ...ANSWERS, ...answer(YESNO, true) })],
    ['an answer of 501 characters', contractor({ ...ANSWERS, ...answer(SHORT, 'x'.repeat(501)) })],
    ['an empty short answer', contractor({ ...ANSWERS, ...answer(SHORT, '') })],
    ['a number answered with a number', contractor({ ...ANSWERS, ...answer(NUMBER, 3) })],
    ['an unknown question id', contractor({ ...ANSWERS, qunknown1: ['Extra', 'x'] })],
    [
      'a question’s text of 201 characters',
      contractor({ ...ANSWERS, ...answer(SHORT, 'Initech', 'Q'.repeat(201)) }),
    ],
    ['the question’s text not its label', contractor({ ...ANSWERS, ...answer(SHORT, 'Initech', 'Company') })],
    [
      'an answer whose question is not given',
      contractor(ANSWERS, { answerQuestions: { [SHORT.id]: SHORT.label } }),
    ],
    ['an answer as a map', contractor({ ...ANSWERS, [SHORT.id]: [SHORT.label, { value: 'x' }] })],
    ['visitType not the type’s name', contractor(ANSWERS, { visitType: 'Contractors' })],
    ['a retired type', { visitTypeId: RETIRED, visitType: 'Old vendor' }],
    ['a type only another company has', { visitTypeId: BETA_ONLY, visitType: 'Auditor' }],
  ])('refuses %s', async (label, fields) => {
    await assertFails(checkInVisit(1, fields)).catch(failedAt(label));
    await assertSucceeds(checkInVisit(1, contractor())).catch(failedAt('the app’s check-in'));
  });
});

describe('visits of the spec’s types and from tabs before types', () => {
  beforeEach(() => seedVisitSites({}));

  it('takes Meeting by id at a site with no types, and Others with no id (an old tab)', async () => {
    await assertSucceeds(checkInVisit(1, { visitTypeId: 'meeting', visitType: 'Meeting' })).catch(
      failedAt('by id'),
    );
    await assertSucceeds(checkInVisit(2, { visitType: 'Others' })).catch(failedAt('old tab'));
  });

  it('refuses meeting named Interview, and answers with no type id', async () => {
    await assertFails(checkInVisit(1, { visitTypeId: 'meeting', visitType: 'Interview' })).catch(
      failedAt('meeting as Interview'),
    );
    await assertFails(checkInVisit(1, { visitType: 'Meeting', ...stored(ANSWERS) })).catch(
      failedAt('answers, no id'),
    );
    await assertFails(checkInVisit(1, { visitType: 'Contractor' })).catch(failedAt('no id, not a spec name'));
  });
});

describe('the agreement, as the visit’s type says', () => {
  const accepting = {
    agreement: { version: 1, signedName: 'Asha', signature: '', signedAt: Date.now() - MINUTE },
  };
  const DELIVERY = 'tdeliver1';

  it('takes a visit without an acceptance of a type that never needs it, where the site requires it', async () => {
    const never = storedType({ name: 'Delivery', agreement: 'never', hostRequired: false });
    await seedVisitSites({ agreementRequired: true, visitorTypes: { [DELIVERY]: never } });
    await assertSucceeds(
      checkInVisit(1, { visitTypeId: DELIVERY, visitType: 'Delivery', answers: {} }),
    ).catch(failedAt('never'));
    await assertFails(checkInVisit(2, { visitTypeId: 'meeting', visitType: 'Meeting' })).catch(
      failedAt('meeting, as the site says'),
    );
  });

  it('refuses a visit without an acceptance of a type that always needs it, where the site requires none', async () => {
    await seedVisitSites({
      agreementRequired: false,
      agreementVersion: 1,
      visitorTypes: { [CONTRACTOR]: storedType({ agreement: 'always' }) },
    });
    await seed(env(), {
      [`companies/${ACME}/agreements/1`]: {
        version: 1,
        text: 'Be safe.',
        publishedAt: Date.now() - MINUTE,
        publishedBy: 'x',
      },
    });
    await assertFails(checkInVisit(1, contractor({}))).catch(failedAt('without'));
    await assertSucceeds(checkInVisit(1, contractor({}, accepting))).catch(failedAt('accepting version 1'));
    await assertSucceeds(checkInVisit(2, { visitTypeId: 'meeting', visitType: 'Meeting' })).catch(
      failedAt('meeting, as the site says'),
    );
  });

  const INDUCTION = 'safetyinduct01.1';
  const acceptingInduction = { agreement: { ...accepting.agreement, agreementId: INDUCTION } };

  it('asks a type naming another agreement for that revision: not the visitor agreement, another revision or none', async () => {
    await seedVisitSites({
      agreementRequired: true,
      agreementVersion: 1,
      visitorTypes: { [CONTRACTOR]: storedType({ agreement: 'always', agreementId: INDUCTION }) },
    });
    await assertFails(checkInVisit(1, contractor({}))).catch(failedAt('without'));
    await assertFails(checkInVisit(1, contractor({}, accepting))).catch(failedAt('the visitor agreement'));
    await assertFails(
      checkInVisit(
        1,
        contractor({}, { agreement: { ...accepting.agreement, agreementId: 'safetyinduct01.2' } }),
      ),
    ).catch(failedAt('another revision'));
    await assertFails(
      checkInVisit(1, contractor({}, { agreement: { ...accepting.agreement, agreementId: 'Safety.1' } })),
    ).catch(failedAt('an id of another form'));
    await assertSucceeds(checkInVisit(1, contractor({}, acceptingInduction))).catch(
      failedAt('the induction'),
    );
    // A type naming none (the spec's Meeting, as the site requires) takes the visitor agreement only.
    await assertFails(
      checkInVisit(2, { visitTypeId: 'meeting', visitType: 'Meeting', ...acceptingInduction }),
    ).catch(failedAt('meeting with the induction'));
    await assertSucceeds(
      checkInVisit(2, { visitTypeId: 'meeting', visitType: 'Meeting', ...accepting }),
    ).catch(failedAt('meeting with the visitor agreement'));
  });

  it('asks a type naming another agreement as the site says, and for none where the site requires none', async () => {
    await seedVisitSites({
      agreementRequired: false,
      visitorTypes: { [CONTRACTOR]: storedType({ agreement: 'site', agreementId: INDUCTION }) },
    });
    await assertFails(checkInVisit(1, contractor({}, acceptingInduction))).catch(failedAt('accepting'));
    await assertSucceeds(checkInVisit(1, contractor({}))).catch(failedAt('without'));
  });

  it('takes the costliest check-in: ten answers, a drawn signature, in Arabic, within the rules’ 1,000 expressions', async () => {
    await seedVisitSites({
      agreementRequired: true,
      agreementVersion: 1,
      visitorTypes: { [INSPECTOR]: storedType({ name: 'Inspector', questions: TEN, agreement: 'always' }) },
    });
    const signature =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    await assertSucceeds(
      checkInVisit(1, {
        visitTypeId: INSPECTOR,
        visitType: 'Inspector',
        visitorLanguage: 'ar',
        ...stored(ALL_TEN),
        agreement: { ...accepting.agreement, signature, language: 'ar' },
      }),
    );
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, increment } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import type { Question, VisitorType } from '../../src/backend/port/visitorTypes';
import { storedVisitorType } from '../../src/backend/visitorTypes';
import {
  ACME,
  BETA,
  SMALL_JPEG,
  anonymousDb,
  arrivalCodeOf,
  auditedBatch,
  auditedSet,
  companyDb,
  failedAt,
  newArrival,
  rulesEnvironment,
  seed,
  seedProfiles,
  type Fields,
} from './rulesFixtures';

/**
 * Visitor types on the phone (firestore.rules: isPublicSite's types; the arrival's isArrivalType and
 * isArrivalAgreement). A code carries the company's offered types as its site keeps them; a phone's arrival
 * names one of them by id and name and answers its questions (isAnswering, as a visit does), or names one
 * of the spec's three alone and answers nothing; it carries the agreement exactly when its type asks for it.
 * Each refusal is paired with the app's own write, which passes.
 */

const env = rulesEnvironment();
const acme = () => companyDb(env(), ACME);
const phone = (uid: string) => anonymousDb(env(), uid);
let phones = 0;

const question = (id: string, label: string, required: boolean): Question => ({
  id,
  label,
  kind: 'short',
  required,
  help: '',
  options: [],
});
const EMPLOYER = question('qemploy01', 'Employer', true);
const INDUCTION = question('qinduct01', 'Safety induction completed', true);
const WORK = question('qwork0001', 'Work to be done', false);

const contractor = (fields: Partial<VisitorType> = {}): VisitorType => ({
  id: 'tcontract1',
  name: 'Contractor',
  colour: '#b45309',
  badgeColour: '#b45309',
  hostRequired: true,
  agreement: 'site',
  photoRequired: false,
  answersOnBadge: false,
  order: 3,
  retired: false,
  questions: [EMPLOYER, INDUCTION, WORK],
  pastQuestions: [],
  ...fields,
});

const typesOf = (...types: VisitorType[]) =>
  Object.fromEntries(types.map((type) => [type.id, storedVisitorType(type)]));

const CODE = 'acme-code-with-types';
const ALWAYS_CODE = 'acme-code-agreement-always';
const OLD_CODE = 'acme-code-before-types';
const BETA_CODE = 'beta-code-with-types';

const AGREEMENT = { version: 2, text: 'Wear your badge at all times.' };
const SIGNED = { version: 2, signedName: 'Asha', signature: '', signedAt: Date.now() - 60_000 };

/** The contractor's arrival as the phone writes it: the type by id and name, the answers beside their questions. */
function contractorArrival(code = CODE, fields: Fields = {}): Fields {
  return newArrival(code, {
    visitType: 'Contractor',
    visitTypeId: 'tcontract1',
    answers: { qemploy01: 'Acme Builders', qinduct01: 'yes' },
    answerQuestions: { qemploy01: 'Employer', qinduct01: 'Safety induction completed' },
    ...fields,
  });
}

/** Arrives as the phone does (each from a fresh phone): its arrival and the queue's count, in one batch. */
function arrive(data: Fields, company = ACME) {
  phones += 1;
  const uid = `phone-${String(phones)}`;
  const db = phone(uid);
  const batch = auditedBatch(db);
  batch.set(doc(db, `companies/${company}/arrivals/${uid}`), data);
  batch.set(doc(db, `companies/${company}/arrivalQueue/waiting`), { count: increment(1) }, { merge: true });
  return batch.commit();
}

describe('arrival codes: the types they carry', () => {
  beforeEach(() => seedProfiles(env()));

  it('takes a code with the company’s types and whether the site asks for the agreement', async () => {
    await assertSucceeds(
      auditedSet(
        acme(),
        `arrivalCodes/${CODE}`,
        arrivalCodeOf(ACME, { visitorTypes: typesOf(contractor()), agreementRequired: false }),
      ),
    );
  });

  it.each<[string, Fields]>([
    ['types as a list', { visitorTypes: [storedVisitorType(contractor())] }],
    [
      '31 types',
      {
        visitorTypes: typesOf(
          ...Array.from({ length: 31 }, (_, i) =>
            contractor({ id: `tcontract${String(i).padStart(2, '0')}` }),
          ),
        ),
      },
    ],
    ['the agreement requirement as text', { agreementRequired: 'no' }],
  ])('refuses a code with %s', async (_, fields) => {
    await assertFails(auditedSet(acme(), `arrivalCodes/${CODE}-x`, arrivalCodeOf(ACME, fields)));
  });
});

describe('arrivals: a type the code offers, its questions answered', () => {
  beforeEach(async () => {
    await seedProfiles(env());
    await seed(env(), {
      [`arrivalCodes/${CODE}`]: arrivalCodeOf(ACME, {
        visitorTypes: typesOf(contractor()),
        agreementRequired: false,
      }),
      [`arrivalCodes/${BETA_CODE}`]: arrivalCodeOf(BETA, {
        visitorTypes: typesOf(contractor({ id: 'tbetaonly1', name: 'Courier', questions: [] })),
      }),
      [`arrivalCodes/${OLD_CODE}`]: arrivalCodeOf(ACME),
    });
  });

  it('takes a contractor answering its required questions, an optional one too, and an old phone’s spec type', async () => {
    await assertSucceeds(arrive(contractorArrival())).catch(failedAt('required answers'));
    await assertSucceeds(
      arrive(
        contractorArrival(CODE, {
          answers: { qemploy01: 'Acme Builders', qinduct01: 'no', qwork0001: 'Wiring' },
          answerQuestions: {
            qemploy01: 'Employer',
            qinduct01: 'Safety induction completed',
            qwork0001: 'Work to be done',
          },
        }),
      ),
    ).catch(failedAt('with the optional answer'));
    await assertSucceeds(arrive(newArrival(CODE))).catch(failedAt('spec type by name'));
    await assertSucceeds(arrive(newArrival(OLD_CODE))).catch(failedAt('code before types'));
  });

  it.each<[string, Fields]>([
    [
      'a required answer missing',
      { answers: { qemploy01: 'Acme' }, answerQuestions: { qemploy01: 'Employer' } },
    ],
    [
      'a question the type does not ask',
      {
        answers: { qemploy01: 'Acme', qinduct01: 'yes', qshoe0001: '9' },
        answerQuestions: {
          qemploy01: 'Employer',
          qinduct01: 'Safety induction completed',
          qshoe0001: 'Shoe size',
        },
      },
    ],
    ['an answer of 501 characters', { answers: { qemploy01: 'x'.repeat(501), qinduct01: 'yes' } }],
    ['an empty answer', { answers: { qemploy01: '', qinduct01: 'yes' } }],
    ['an answer as a number', { answers: { qemploy01: 'Acme', qinduct01: 1 } }],
    ['an answer as a boolean', { answers: { qemploy01: 'Acme', qinduct01: true } }],
    ['answers without their questions', { answerQuestions: { qemploy01: 'Employer' } }],
    [
      'a question’s text the type does not ask',
      { answerQuestions: { qemploy01: 'Employer', qinduct01: 'Bank account number' } },
    ],
    ['the type under another name', { visitType: 'Meeting' }],
    [
      'another company’s type',
      { visitTypeId: 'tbetaonly1', visitType: 'Courier', answers: {}, answerQuestions: {} },
    ],
    ['a type the company never had', { visitTypeId: 'tnotours1' }],
  ])('refuses an arrival with %s', async (_, fields) => {
    await assertSucceeds(arrive(contractorArrival())).catch(failedAt('the app’s arrival'));
    await assertFails(arrive(contractorArrival(CODE, fields)));
  });

  it.each<[string, string, Fields]>([
    [
      'a spec type by name with answers',
      CODE,
      { answers: { qemploy01: 'Acme' }, answerQuestions: { qemploy01: 'Employer' } },
    ],
    ['a name the spec does not know, without an id', CODE, { visitType: 'Contractor' }],
    ['the contractor at a code from before types', OLD_CODE, contractorArrival(OLD_CODE)],
  ])('refuses %s', async (_, code, fields) => {
    await assertFails(arrive(newArrival(code, fields)));
  });
});

describe('arrivals: a photo where the type needs one', () => {
  beforeEach(async () => {
    await seedProfiles(env());
    await seed(env(), {
      [`arrivalCodes/${CODE}`]: arrivalCodeOf(ACME, {
        visitorTypes: typesOf(contractor({ photoRequired: true })),
      }),
    });
  });

  it('takes a contractor with a photo and a meeting without, and refuses a contractor without', async () => {
    await assertSucceeds(arrive(contractorArrival(CODE, { imageUrl: SMALL_JPEG }))).catch(failedAt('with'));
    await assertSucceeds(arrive(newArrival(CODE))).catch(failedAt('meeting'));
    await assertFails(arrive(contractorArrival(CODE, { imageUrl: '' })));
  });
});

describe('arrivals: the agreement as the type asks', () => {
  beforeEach(async () => {
    await seedProfiles(env());
    await seed(env(), {
      // The site does not require it; the contractor always does.
      [`arrivalCodes/${ALWAYS_CODE}`]: arrivalCodeOf(ACME, {
        agreement: AGREEMENT,
        agreementRequired: false,
        visitorTypes: typesOf(contractor({ agreement: 'always' })),
      }),
      // The site requires it; the contractor never asks for it.
      [`arrivalCodes/${CODE}`]: arrivalCodeOf(ACME, {
        agreement: AGREEMENT,
        agreementRequired: true,
        visitorTypes: typesOf(contractor({ agreement: 'never' })),
      }),
      // A code from before types with an agreement: every arrival accepts it.
      [`arrivalCodes/${OLD_CODE}`]: arrivalCodeOf(ACME, { agreement: AGREEMENT }),
    });
  });

  it('takes each type with the agreement exactly when it asks for it', async () => {
    await assertSucceeds(arrive(contractorArrival(ALWAYS_CODE, { agreement: SIGNED }))).catch(
      failedAt('always, signed'),
    );
    await assertSucceeds(arrive(newArrival(ALWAYS_CODE))).catch(failedAt('meeting, site does not ask'));
    await assertSucceeds(arrive(contractorArrival(CODE))).catch(failedAt('never'));
    await assertSucceeds(arrive(newArrival(CODE, { agreement: SIGNED }))).catch(
      failedAt('meeting, site asks'),
    );
    await assertSucceeds(arrive(newArrival(OLD_CODE, { agreement: SIGNED }))).catch(failedAt('old code'));
  });

  it.each<[string, Fields]>([
    ['a contractor without it where the type always asks', contractorArrival(ALWAYS_CODE)],
    [
      'a contractor in another version',
      contractorArrival(ALWAYS_CODE, { agreement: { ...SIGNED, version: 1 } }),
    ],
    ['a meeting with it where nobody asks', newArrival(ALWAYS_CODE, { agreement: SIGNED })],
    ['a meeting without it where the site asks', newArrival(CODE)],
    ['a contractor with it where the type never asks', contractorArrival(CODE, { agreement: SIGNED })],
    ['an arrival without it at a code from before types', newArrival(OLD_CODE)],
  ])('refuses %s', async (_, data) => {
    await assertFails(arrive(data));
  });

  it('takes an arrival of a type naming another agreement only with that revision, and only from a code carrying it', async () => {
    const CARRYING = 'acme-code-other-agreement';
    const NOT_CARRYING = 'acme-code-other-agreement-missing';
    const induction = 'safetyinduct01.1';
    const inducted = typesOf(contractor({ agreement: 'always', agreementId: induction }));
    await seed(env(), {
      [`arrivalCodes/${CARRYING}`]: arrivalCodeOf(ACME, {
        agreement: AGREEMENT,
        agreementRequired: false,
        visitorTypes: inducted,
        namedAgreements: { [induction]: { name: 'Safety induction', text: 'Wear a hard hat.' } },
      }),
      [`arrivalCodes/${NOT_CARRYING}`]: arrivalCodeOf(ACME, {
        agreement: AGREEMENT,
        agreementRequired: false,
        visitorTypes: inducted,
      }),
    });
    const withInduction = { agreement: { ...SIGNED, version: 1, agreementId: induction } };
    await assertFails(arrive(contractorArrival(CARRYING))).catch(failedAt('without'));
    await assertFails(arrive(contractorArrival(CARRYING, { agreement: SIGNED }))).catch(
      failedAt('with the visitor agreement'),
    );
    await assertFails(
      arrive(contractorArrival(CARRYING, { agreement: { ...SIGNED, agreementId: 'safetyinduct01.2' } })),
    ).catch(failedAt('with another revision'));
    await assertFails(arrive(contractorArrival(NOT_CARRYING, withInduction))).catch(
      failedAt('from a code not carrying it'),
    );
    await assertSucceeds(arrive(contractorArrival(CARRYING, withInduction))).catch(
      failedAt('with the induction'),
    );
    // A type naming none still takes the visitor agreement, and no other.
    await assertFails(arrive(contractorArrival(ALWAYS_CODE, withInduction))).catch(
      failedAt('the induction for a type naming none'),
    );
    await assertSucceeds(arrive(contractorArrival(ALWAYS_CODE, { agreement: SIGNED }))).catch(
      failedAt('the visitor agreement'),
    );
  });
});

describe('arrivals: no host, for a type that needs none', () => {
  const delivery = contractor({ id: 'tdeliver1', name: 'Delivery', hostRequired: false, questions: [] });
  const deliveryArrival = (fields: Fields = {}) =>
    newArrival(CODE, {
      visitType: 'Delivery',
      visitTypeId: 'tdeliver1',
      hostId: '',
      whomToMeet: '',
      ...fields,
    });

  beforeEach(async () => {
    await seedProfiles(env());
    await seed(env(), {
      [`arrivalCodes/${CODE}`]: arrivalCodeOf(ACME, { visitorTypes: typesOf(contractor(), delivery) }),
    });
  });

  it('takes a delivery with no host, and with one of the code’s hosts', async () => {
    await assertSucceeds(arrive(deliveryArrival())).catch(failedAt('no host'));
    await assertSucceeds(arrive(deliveryArrival({ hostId: 'host-1', whomToMeet: 'Priya' }))).catch(
      failedAt('a host'),
    );
  });

  it.each<[string, Fields]>([
    ['a contractor (a host needed) with no host', contractorArrival(CODE, { hostId: '', whomToMeet: '' })],
    ['a meeting of an old phone with no host', newArrival(CODE, { hostId: '', whomToMeet: '' })],
    ['a delivery with a host’s name but no host', deliveryArrival({ whomToMeet: 'Priya' })],
    [
      'a delivery with a host the code does not offer',
      deliveryArrival({ hostId: 'host-9', whomToMeet: 'Sam' }),
    ],
    ['a delivery naming a host without their name', deliveryArrival({ hostId: 'host-1' })],
  ])('refuses %s', async (_, data) => {
    await assertFails(arrive(data));
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACME,
  BETA,
  anonymousDb,
  arrivalCodeOf,
  auditedSet,
  auditedUpdate,
  companyDb,
  emailOf,
  failedAt,
  rulesEnvironment,
  memberDb,
  seed,
  seedMember,
  seedProfiles,
  signedOutDb,
  type Fields,
} from './rulesFixtures';

/**
 * The company's other agreements (firestore.rules: namedAgreements; docs/decisions/named-agreements.md):
 * each revision published once by an admin, after the one before, under `{series}.{revision}`, with its
 * audit entry; never changed; read by the company alone. Each refusal is paired with the app's own write.
 */

const env = rulesEnvironment();
const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);

const SERIES = 'safetyinduct01';
const TEXT = 'Wear a hard hat beyond the yellow line.';
const MINUTE = 60_000;
const pathOf = (id: string, company = ACME) => `companies/${company}/namedAgreements/${id}`;

/** Revision `revision` of the safety induction, as acme's signed-in admin publishes it. */
function revision(revision: unknown, fields: Fields = {}): Fields {
  return {
    series: SERIES,
    revision,
    name: 'Safety induction',
    text: TEXT,
    publishedAt: Date.now(),
    publishedBy: emailOf(ACME),
    ...fields,
  };
}

const publish = (id: string, data: Fields, db = acme(), company = ACME) =>
  auditedSet(db, pathOf(id, company), data);

describe('other agreements: revisions published once, in order, by an admin', () => {
  beforeEach(() => seedProfiles(env()));

  it('lets the company publish revision 1, then 2, and read them back', async () => {
    await assertSucceeds(publish(`${SERIES}.1`, revision(1))).catch(failedAt('revision 1'));
    await assertSucceeds(publish(`${SERIES}.2`, revision(2, { text: `${TEXT} And gloves.` }))).catch(
      failedAt('revision 2'),
    );
    expect((await getDoc(doc(acme(), pathOf(`${SERIES}.2`)))).get('text')).toBe(`${TEXT} And gloves.`);
    expect((await getDocs(collection(acme(), `companies/${ACME}/namedAgreements`))).size).toBe(2);
  });

  it('refuses a revision before the one below it exists, also when only another company has it', async () => {
    await assertFails(publish(`${SERIES}.2`, revision(2))).catch(failedAt('revision 2 with none'));
    await seed(env(), { [pathOf(`${SERIES}.1`, BETA)]: revision(1, { publishedBy: emailOf(BETA) }) });
    await assertFails(publish(`${SERIES}.2`, revision(2))).catch(failedAt("after beta's revision 1"));
    await assertSucceeds(publish(`${SERIES}.1`, revision(1))).catch(failedAt('its own revision 1'));
    await assertSucceeds(publish(`${SERIES}.2`, revision(2))).catch(failedAt('then 2'));
  });

  it('never overwrites or changes a published revision, even by its company', async () => {
    await seed(env(), { [pathOf(`${SERIES}.1`)]: revision(1) });
    await assertFails(publish(`${SERIES}.1`, revision(1, { text: 'Nothing applies.' }))).catch(
      failedAt('overwriting its text'),
    );
    await assertFails(auditedUpdate(acme(), pathOf(`${SERIES}.1`), { name: 'Renamed' })).catch(
      failedAt('renaming it'),
    );
    expect((await getDoc(doc(acme(), pathOf(`${SERIES}.1`)))).get('text')).toBe(TEXT);
  });

  it.each<[string, string, Fields]>([
    ['an id that is not its series and revision', `${SERIES}.2`, revision(1)],
    ['an id without its revision', SERIES, revision(1)],
    ['a series in capitals', 'SAFETYINDUCT01.1', revision(1, { series: 'SAFETYINDUCT01' })],
    ['a series of 7 characters', 'safety1.1', revision(1, { series: 'safety1' })],
    ['a revision as text', `${SERIES}.1`, revision('1')],
    ['revision 0', `${SERIES}.0`, revision(0)],
    ['an empty name', `${SERIES}.1`, revision(1, { name: '' })],
    ['a name on two lines', `${SERIES}.1`, revision(1, { name: 'Safety\ninduction' })],
    ['a name of 101 characters', `${SERIES}.1`, revision(1, { name: 'x'.repeat(101) })],
    ['an empty text', `${SERIES}.1`, revision(1, { text: '' })],
    ['a text over 20,000 characters', `${SERIES}.1`, revision(1, { text: 'x'.repeat(20_001) })],
    ['an extra key', `${SERIES}.1`, revision(1, { summary: 'short' })],
    ['published by another account', `${SERIES}.1`, revision(1, { publishedBy: emailOf(BETA) })],
    ['published ten minutes ahead', `${SERIES}.1`, revision(1, { publishedAt: Date.now() + 10 * MINUTE })],
  ])('refuses a revision with %s', async (_label, id, data) => {
    await assertFails(publish(id, data));
    await assertSucceeds(publish(`${SERIES}.1`, revision(1)));
  });

  it('refuses a revision without its audit entry', async () => {
    await assertFails(auditedSet(acme(), pathOf(`${SERIES}.1`), revision(1), { audit: null })).catch(
      failedAt('without an entry'),
    );
    await assertFails(
      auditedSet(acme(), pathOf(`${SERIES}.1`), revision(1), { audit: { target: `${SERIES}.2` } }),
    ).catch(failedAt("with another revision's entry"));
  });

  it("refuses publishing into another company's agreements, by a phone or signed out", async () => {
    await assertFails(publish(`${SERIES}.1`, revision(1, { publishedBy: emailOf(BETA) }), beta())).catch(
      failedAt('beta into acme'),
    );
    await assertFails(publish(`${SERIES}.1`, revision(1), anonymousDb(env(), ACME))).catch(
      failedAt('a phone with the uid acme'),
    );
    await assertFails(publish(`${SERIES}.1`, revision(1), signedOutDb(env()))).catch(failedAt('signed out'));
    await assertSucceeds(
      publish(`${SERIES}.1`, revision(1, { publishedBy: emailOf(BETA) }), beta(), BETA),
    ).catch(failedAt('beta into its own'));
  });

  it('lets only the company read its revisions', async () => {
    await seed(env(), { [pathOf(`${SERIES}.1`)]: revision(1) });
    await assertSucceeds(getDoc(doc(acme(), pathOf(`${SERIES}.1`)))).catch(failedAt('the company'));
    for (const [label, db] of [
      ['another company', beta()],
      ['a phone with the uid acme', anonymousDb(env(), ACME)],
      ['anyone signed out', signedOutDb(env())],
    ] as const) {
      await assertFails(getDoc(doc(db, pathOf(`${SERIES}.1`)))).catch(failedAt(`${label} getting`));
      await assertFails(getDocs(collection(db, `companies/${ACME}/namedAgreements`))).catch(
        failedAt(`${label} listing`),
      );
    }
  });
});

describe('other agreements: the company’s translations beside a revision', () => {
  beforeEach(async () => {
    await seedProfiles(env());
    await seed(env(), { [pathOf(`${SERIES}.1`)]: revision(1) });
  });

  const SPANISH = 'Use casco más allá de la línea amarilla.';
  /** As the app keeps them: the whole map, with the translation's entry naming the revision. */
  const translate = (db: Firestore, translations: unknown, changes: Fields = {}, target = `${SERIES}.1`) =>
    auditedUpdate(
      db,
      pathOf(`${SERIES}.1`),
      { translations, ...changes },
      { audit: { company: ACME, action: 'agreement.translate', target } },
    );

  it('lets an admin keep, change and remove them; the revision stays as published', async () => {
    await assertSucceeds(translate(acme(), { es: SPANISH })).catch(failedAt('Spanish'));
    await assertSucceeds(translate(acme(), { es: SPANISH, hi: 'हेलमेट पहनें।' })).catch(failedAt('and Hindi'));
    await assertSucceeds(translate(acme(), { de: 'x'.repeat(20_000) })).catch(failedAt('20,000 in German'));
    await assertSucceeds(translate(acme(), {})).catch(failedAt('none'));
    const stored = await getDoc(doc(acme(), pathOf(`${SERIES}.1`)));
    expect(stored.get('text')).toBe(TEXT);
    expect(stored.get('translations')).toEqual({});
  });

  it.each<[string, unknown]>([
    ['English (the original)', { en: 'Another text to sign' }],
    ['a language the visitor screens do not speak', { tlh: 'Klingon' }],
    ['a text over 20,000 characters', { fr: 'x'.repeat(20_001) }],
    ['a text that is not text', { es: 42 }],
    ['one string for all', SPANISH],
  ])('refuses translations with %s', async (_label, translations) => {
    await assertFails(translate(acme(), translations));
  });

  it('refuses changing the name, text or author along with a translation', async () => {
    for (const [label, changes] of [
      ['the name', { name: 'Renamed' }],
      ['the text', { text: 'Nothing applies.' }],
      ['the author', { publishedBy: emailOf(BETA) }],
      ['the revision', { revision: 2 }],
    ] as const) {
      await assertFails(translate(acme(), { es: SPANISH }, changes)).catch(failedAt(label));
    }
  });

  it('refuses a translation without its entry, as a publish, or naming another revision', async () => {
    await assertFails(
      auditedUpdate(acme(), pathOf(`${SERIES}.1`), { translations: { es: SPANISH } }, { audit: null }),
    ).catch(failedAt('no entry'));
    await assertFails(
      auditedUpdate(
        acme(),
        pathOf(`${SERIES}.1`),
        { translations: { es: SPANISH } },
        { audit: { company: ACME, action: 'agreement.publish', target: `${SERIES}.1` } },
      ),
    ).catch(failedAt('as a publish'));
    await assertFails(translate(acme(), { es: SPANISH }, {}, `${SERIES}.2`)).catch(failedAt('revision 2'));
  });

  it('refuses translating by a front desk member, another company, a phone or anyone signed out', async () => {
    await seedMember(env(), ACME, 'desk-2', 'frontdesk');
    for (const [label, db] of [
      ['a front desk member', memberDb(env(), 'desk-2')],
      ['another company', beta()],
      ['a phone with the uid acme', anonymousDb(env(), ACME)],
      ['anyone signed out', signedOutDb(env())],
    ] as const) {
      await assertFails(translate(db, { es: SPANISH })).catch(failedAt(label));
    }
  });

  it('takes a code carrying the translations as kept (or none, from an older tab), and refuses one that changes them', async () => {
    await seed(env(), { [pathOf(`${SERIES}.1`)]: revision(1, { translations: { es: SPANISH } }) });
    const codeWith = (translations?: unknown) =>
      auditedSet(
        acme(),
        `arrivalCodes/acme-code-${String(Math.random()).slice(2)}`,
        arrivalCodeOf(ACME, {
          namedAgreements: {
            [`${SERIES}.1`]: {
              name: 'Safety induction',
              text: TEXT,
              ...(translations !== undefined && { translations }),
            },
          },
        }),
      );
    await assertSucceeds(codeWith({ es: SPANISH })).catch(failedAt('as kept'));
    await assertFails(codeWith({ es: 'No hace falta casco.' })).catch(failedAt('changed'));
    await assertFails(codeWith({ es: SPANISH, fr: 'Rien ne s’applique.' })).catch(failedAt('one more'));
    await assertFails(codeWith({})).catch(failedAt('emptied'));
    await assertSucceeds(codeWith()).catch(failedAt('left out'));
  });
});

describe('arrival codes: the other agreements they carry', () => {
  beforeEach(async () => {
    await seedProfiles(env());
    await seed(env(), {
      [pathOf(`${SERIES}.1`)]: revision(1),
      [pathOf('candidatenda1.1')]: revision(1, {
        series: 'candidatenda1',
        name: 'Candidate NDA',
        text: 'Hush.',
      }),
      [pathOf('visitornote1.1')]: revision(1, {
        series: 'visitornote1',
        name: 'Visitor note',
        text: 'Be kind.',
      }),
      [pathOf('photopolicy1.1')]: revision(1, { series: 'photopolicy1', name: 'Photos', text: 'No photos.' }),
      [pathOf('betaonly0001.1', BETA)]: revision(1, { series: 'betaonly0001', publishedBy: emailOf(BETA) }),
    });
  });
  const carried = (name: string, text: string) => ({ name, text });
  const code = (namedAgreements: Fields, id = 'acme-code-with-agreements') =>
    auditedSet(acme(), `arrivalCodes/${id}`, arrivalCodeOf(ACME, { namedAgreements }));
  const induction = { [`${SERIES}.1`]: carried('Safety induction', TEXT) };

  it('takes a code carrying up to three revisions, each in its published name and text', async () => {
    await assertSucceeds(code(induction)).catch(failedAt('one'));
    await assertSucceeds(
      code(
        {
          ...induction,
          'candidatenda1.1': carried('Candidate NDA', 'Hush.'),
          'visitornote1.1': carried('Visitor note', 'Be kind.'),
        },
        'acme-code-with-three-agreements',
      ),
    ).catch(failedAt('three'));
  });

  it.each<[string, Fields]>([
    ['an altered text', { [`${SERIES}.1`]: carried('Safety induction', 'Nothing applies.') }],
    ['an altered name', { [`${SERIES}.1`]: carried('Safety', TEXT) }],
    ['a revision never published', { [`${SERIES}.2`]: carried('Safety induction', TEXT) }],
    ["another company's revision", { 'betaonly0001.1': carried('Safety induction', TEXT) }],
    ['an extra key', { [`${SERIES}.1`]: { ...carried('Safety induction', TEXT), version: 1 } }],
    ['text alone', { [`${SERIES}.1`]: TEXT }],
    [
      'four revisions',
      {
        ...induction,
        'candidatenda1.1': carried('Candidate NDA', 'Hush.'),
        'visitornote1.1': carried('Visitor note', 'Be kind.'),
        'photopolicy1.1': carried('Photos', 'No photos.'),
      },
    ],
  ])('refuses a code carrying %s', async (_label, namedAgreements) => {
    await assertFails(code(namedAgreements));
    await assertSucceeds(code(induction));
  });
});

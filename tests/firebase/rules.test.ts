import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { createHash } from 'node:crypto';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyGrams, searchGrams } from '../../src/lib/visitSearch';
import {
  ACME,
  BETA,
  COMPANY_GRAMS,
  DIRECTORY_COMPANY,
  LARGE_JPEG,
  SMALL_JPEG,
  VISIT_ID,
  VISIT_NUMBER,
  VISITOR_EMAIL,
  anonymousDb,
  checkIn,
  checkOut,
  companyDb,
  emailOf,
  failedAt,
  hostMail,
  hostOf,
  openVisit,
  outboxEntry,
  profileOf,
  queueMail,
  seed,
  seedCompany,
  signedOutDb,
  rulesEnvironment,
  today,
  visitor,
  visitorIdOf,
  visitorMail,
  WITHOUT_SITE,
  type Fields,
  auditedSet,
  auditedUpdate,
  auditedDelete,
  auditedBatch,
  ownerDb,
} from './rulesFixtures';

const env = rulesEnvironment();

const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);

const MINUTE = 60_000;
const BEFORE_2020 = 1_577_836_799_999;

// ---------------------------------------------------------------- every company path

type Operation = [label: string, run: (db: Firestore) => Promise<unknown>];

/**
 * One operation on each of a company's paths, each allowed to the company itself once its profile
 * exists (see seedPaths); run in this order.
 */
/**
 * Every attempt refused, sent at once: a refused attempt changes nothing, so their order cannot matter,
 * and one after another they spent most of their time waiting for the emulator.
 */
async function allRefused(attempts: [label: string, attempt: () => Promise<unknown>][]) {
  await Promise.all(attempts.map(([label, attempt]) => assertFails(attempt()).catch(failedAt(label))));
}

function companyOperations(uid: string): Operation[] {
  const other = 'Ravi@Visitors.example';
  const mailId = `${uid}_${VISIT_ID}_visitor`;
  return [
    ['profile read', (db) => getDoc(doc(db, `companies/${uid}`))],
    ['settings read', (db) => getDoc(doc(db, `companies/${uid}/settings/main`))],
    [
      'settings write',
      (db) => auditedSet(db, `companies/${uid}/settings/main`, { timeZone: 'Europe/Berlin' }),
    ],
    ['directory read', (db) => getDocs(collection(db, `companies/${uid}/companies`))],
    [
      'directory write',
      (db) => auditedSet(db, `companies/${uid}/companies/initech`, { ...DIRECTORY_COMPANY, name: 'Initech' }),
    ],
    ['hosts read', (db) => getDoc(doc(db, `companies/${uid}/hosts/host-1`))],
    [
      'hosts write',
      (db) => auditedSet(db, `companies/${uid}/hosts/host-2`, { ...hostOf(uid), name: 'Kiran' }),
    ],
    ['visitors read', (db) => getDocs(collection(db, `companies/${uid}/visitorRegister`))],
    [
      'visitors write',
      (db) =>
        auditedSet(db, `companies/${uid}/visitorRegister/${visitorIdOf(other)}`, {
          ...visitor,
          visitorEmail: other,
          visitorEmailLower: other.toLowerCase(),
        }),
    ],
    ['visits read', (db) => getDoc(doc(db, `companies/${uid}/visitDetails/${VISIT_ID}`))],
    [
      'visits check-in',
      (db) => checkIn(db, uid, 'visit-2', { visitID: 222222 }, undefined, { registered: true }),
    ],
    ['reservations read', (db) => getDoc(doc(db, `companies/${uid}/openVisitIds/${String(VISIT_NUMBER)}`))],
    ['outbox read', (db) => getDocs(collection(db, `companies/${uid}/outbox`))],
    ['outbox write', (db) => auditedSet(db, `companies/${uid}/outbox/${VISIT_ID}_host`, outboxEntry('host'))],
    ['mail quota read', (db) => getDoc(doc(db, `companies/${uid}/mailQuota/${String(today())}_7`))],
    ['mail read', (db) => getDoc(doc(db, `mail/${mailId}`))],
    ['mail list', (db) => getDocs(query(collection(db, 'mail'), where('tenant', '==', uid)))],
    ['mail queue (with its quota slot)', (db) => queueMail(db, uid, hostMail(uid, 1))],
    ['mail retry', (db) => auditedUpdate(db, `mail/${mailId}`, { 'delivery.state': 'RETRY' })],
    ['visits check-out', (db) => checkOut(db, uid)],
  ];
}

/** The documents companyOperations reads and changes; the profile only if told. */
function seedPaths(uid: string, withProfile: boolean) {
  const mail = visitorMail(uid, 7);
  return seedCompany(env(), uid)
    .then(() => (withProfile ? undefined : deleteProfile(uid)))
    .then(() =>
      seed(env(), {
        [`companies/${uid}/settings/main`]: { timeZone: 'Asia/Kolkata' },
        [`companies/${uid}/visitorRegister/${visitorIdOf(VISITOR_EMAIL)}`]: visitor,
        [`companies/${uid}/outbox/${VISIT_ID}_visitor`]: outboxEntry('visitor'),
        [`companies/${uid}/mailQuota/${String(today())}_7`]: { mail: mail.id, day: today(), slot: 7 },
        [`mail/${mail.id}`]: { ...mail.data, delivery: { state: 'ERROR', attempts: 1, error: 'timeout' } },
      }),
    );
}

function deleteProfile(uid: string) {
  return deleteDoc(doc(ownerDb(env()), `companies/${uid}`));
}

describe('every company path', () => {
  it('is denied to an anonymous account even when its uid is the company id', async () => {
    await seedPaths(ACME, true);
    const operations = companyOperations(ACME);
    const anonymous = anonymousDb(env(), ACME);
    await allRefused(operations.map(([label, run]) => [label, () => run(anonymous)]));
    // The same operations by the company itself pass: only the kind of account made the difference.
    for (const [label, run] of operations) await assertSucceeds(run(acme())).catch(failedAt(label));
  });

  it('is denied to a signed-in account whose company profile does not exist', async () => {
    await seedPaths(ACME, false);
    const operations = companyOperations(ACME);
    // But for its own profile, which it may look for (a joining account checks that it owns no company).
    const missing = await assertSucceeds(getDoc(doc(acme(), `companies/${ACME}`)));
    expect(missing.exists(), 'the profile it looked for').toBe(false);
    await allRefused(
      operations
        .filter(([label]) => label !== 'profile read')
        .map(([label, run]) => [label, () => run(acme())]),
    );
    await seed(env(), { [`companies/${ACME}`]: profileOf(ACME) });
    for (const [label, run] of operations) await assertSucceeds(run(acme())).catch(failedAt(label));
  });

  it('is denied to another company and to anyone signed out', async () => {
    await seedPaths(ACME, true);
    await seed(env(), { [`companies/${BETA}`]: profileOf(BETA) });
    const operations = companyOperations(ACME);
    await allRefused(
      operations.flatMap(([label, run]) => [
        [`${label} by another company`, () => run(beta())],
        [`${label} signed out`, () => run(signedOutDb(env()))],
      ]),
    );
  });
});

// ---------------------------------------------------------------- profiles

describe('company profiles', () => {
  const path = `companies/${ACME}`;

  it('lets a company create and read its own profile, with only the last four Aadhaar digits', async () => {
    await assertSucceeds(auditedSet(acme(), path, profileOf(ACME)));
    await assertSucceeds(getDoc(doc(acme(), path)));
  });

  it('refuses a profile for another uid, or of the wrong shape', async () => {
    await assertFails(auditedSet(acme(), `companies/${BETA}`, profileOf(ACME)));
    await assertFails(auditedSet(acme(), path, { ...profileOf(ACME), aadhaarLast4: '234123412346' }));
    await assertFails(auditedSet(acme(), path, { ...profileOf(ACME), aadhaarLast4: '23a6' }));
    await assertFails(auditedSet(acme(), path, { ...profileOf(ACME), aadhaarLast4: 2346 }));
    await assertFails(auditedSet(acme(), path, { ...profileOf(ACME), aadharId: '234123412346' }));
    await assertFails(auditedSet(acme(), path, { ...profileOf(ACME), name: 'Acme\nBcc: x@y.example' }));
    await assertFails(auditedSet(acme(), path, { ...profileOf(ACME), createdAt: BEFORE_2020 }));
    await assertFails(auditedSet(acme(), path, { ...profileOf(ACME), createdAt: Date.now() + 10 * MINUTE }));
  });

  it("refuses a profile whose email is not the account's own", async () => {
    await assertFails(auditedSet(acme(), path, { ...profileOf(ACME), email: 'someone@else.example' }));
    await assertFails(auditedSet(acme(), path, { ...profileOf(ACME), email: emailOf(ACME).toUpperCase() }));
  });

  it('changes only the name and mobile later, never the email or the Aadhaar digits', async () => {
    await seed(env(), { [path]: profileOf(ACME) });
    await assertSucceeds(auditedUpdate(acme(), path, { name: 'Acme Renamed' }));
    await assertSucceeds(auditedUpdate(acme(), path, { mobile: '9000000001' }));
    await assertFails(auditedUpdate(acme(), path, { email: 'new@acme.example' }));
    await assertFails(auditedUpdate(acme(), path, { aadhaarLast4: '9999' }));
    await assertFails(auditedUpdate(acme(), path, { createdAt: Date.now() }));
    await assertFails(auditedUpdate(acme(), path, { name: 'Two\nLines' }));
    await assertFails(auditedUpdate(acme(), path, { name: '' }));
    await assertFails(auditedDelete(acme(), path));
  });

  it('keeps profiles from other companies and from anyone signed out', async () => {
    await seed(env(), { [path]: profileOf(ACME), [`companies/${BETA}`]: profileOf(BETA) });
    await assertFails(getDoc(doc(beta(), path)));
    await assertFails(getDoc(doc(signedOutDb(env()), path)));
    await assertFails(auditedUpdate(beta(), path, { name: 'Taken over' }));
    await assertFails(getDocs(collection(acme(), 'companies')));
  });

  it('is never created by an anonymous account', async () => {
    await assertFails(auditedSet(anonymousDb(env(), ACME), path, profileOf(ACME)));
  });
});

// ---------------------------------------------------------------- settings

describe('settings', () => {
  const path = `companies/${ACME}/settings/main`;
  beforeEach(() => seed(env(), { [`companies/${ACME}`]: profileOf(ACME) }));

  it('keeps the time zone in settings/main', async () => {
    await assertSucceeds(auditedSet(acme(), path, { timeZone: 'Asia/Kolkata' }));
    await assertSucceeds(auditedSet(acme(), path, { timeZone: 'America/Argentina/Buenos_Aires' }));
    await assertSucceeds(auditedSet(acme(), path, { timeZone: 'UTC' }));
    await assertSucceeds(getDoc(doc(acme(), path)));
  });

  it('refuses another shape', async () => {
    await assertFails(auditedSet(acme(), path, { timeZone: 'Asia/Kolkata', theme: 'dark' }));
    await assertFails(auditedSet(acme(), path, { timeZone: 330 }));
    await assertFails(auditedSet(acme(), path, { timeZone: 'Asia/Kolkata\n' }));
    await assertFails(auditedSet(acme(), path, { timeZone: 'Asia\nKolkata' }));
    await assertFails(auditedSet(acme(), path, {}));
  });

  it('takes only a time zone Intl knows (isTimeZone), on create and on update', async () => {
    const madeUp = ['Mars/Olympus', 'Europe/Atlantis'];
    // Create, for companies with no site yet: with the change's entry, or as registration's default (none).
    const sites = { beta: `companies/${BETA}/settings/main`, newco: 'companies/newco/settings/main' };
    await seed(env(), {
      [`companies/${BETA}`]: profileOf(BETA),
      [sites.beta]: WITHOUT_SITE,
      'companies/newco': profileOf('newco'),
      [sites.newco]: WITHOUT_SITE,
    });
    const newco = companyDb(env(), 'newco');
    for (const timeZone of madeUp) {
      await assertFails(auditedSet(beta(), sites.beta, { timeZone }));
      await assertFails(auditedSet(newco, sites.newco, { timeZone }, { audit: null }));
    }
    await assertSucceeds(auditedSet(beta(), sites.beta, { timeZone: 'UTC' }));
    await assertSucceeds(auditedSet(newco, sites.newco, { timeZone: 'Asia/Kolkata' }, { audit: null }));
    // Update: Acme's site (seeded in UTC).
    for (const timeZone of madeUp) {
      await assertFails(auditedSet(acme(), path, { timeZone }));
      await assertFails(auditedUpdate(acme(), path, { timeZone }));
    }
    for (const timeZone of ['Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv', 'UTC']) {
      await assertSucceeds(auditedUpdate(acme(), path, { timeZone }));
    }
    expect((await getDoc(doc(acme(), path))).get('timeZone')).toBe('UTC');
  });

  const HERE = { latitude: 12.9716, longitude: 77.5946 };
  const contactless = { position: HERE, radiusMetres: 150, geofence: true, arrivalPolicy: 'desk-confirms' };

  it('keeps the contactless settings: position, radius, geofence and arrival policy', async () => {
    await assertSucceeds(auditedSet(acme(), path, { timeZone: 'Asia/Kolkata', ...contactless }));
    await assertSucceeds(
      auditedSet(acme(), path, {
        timeZone: 'UTC',
        position: null,
        radiusMetres: 20,
        geofence: false,
        arrivalPolicy: 'invited-check-in',
      }),
    );
  });

  it('keeps the policies: automatic check-out hours and the privacy policy address, and refuses bad ones', async () => {
    const site = (changes: Record<string, unknown>) =>
      auditedSet(acme(), path, { timeZone: 'UTC', ...contactless, ...changes });
    await assertSucceeds(site({ autoCheckoutHours: 12, privacyPolicyUrl: 'https://acme.example/privacy' }));
    await assertSucceeds(site({ autoCheckoutHours: null, privacyPolicyUrl: '' }));
    for (const hours of [0, 73, 1.5, '12']) await assertFails(site({ autoCheckoutHours: hours }));
    for (const address of ['javascript:alert(1)', 'acme.example', 'https://a.example/\nx', 'https://a b']) {
      await assertFails(site({ privacyPolicyUrl: address }));
    }
    await assertFails(site({ privacyPolicyUrl: `https://acme.example/${'a'.repeat(500)}` }));
  });

  it('keeps whether badges print at once, as true or false only', async () => {
    const site = (autoPrintBadge: unknown) =>
      auditedSet(acme(), path, { timeZone: 'UTC', ...contactless, autoPrintBadge });
    await assertSucceeds(site(true));
    expect((await getDoc(doc(acme(), path))).get('autoPrintBadge')).toBe(true);
    await assertSucceeds(site(false));
    for (const value of ['yes', 1, null, { printer: 'lobby' }]) await assertFails(site(value));
    await assertFails(auditedSet(beta(), path, { timeZone: 'UTC', autoPrintBadge: true }));
  });

  it('refuses contactless settings out of shape or range', async () => {
    const site = (changes: Record<string, unknown>) =>
      auditedSet(acme(), path, { timeZone: 'UTC', ...contactless, ...changes });
    await assertFails(site({ position: { latitude: 91, longitude: 0 } }));
    await assertFails(site({ position: { latitude: 0, longitude: -180.5 } }));
    await assertFails(site({ position: { latitude: '12.9', longitude: 77 } }));
    await assertFails(site({ position: { ...HERE, accuracy: 5 } }));
    await assertFails(site({ position: 'Bengaluru' }));
    await assertFails(site({ radiusMetres: 19 }));
    await assertFails(site({ radiusMetres: 5001 }));
    await assertFails(site({ radiusMetres: 150.5 }));
    await assertFails(site({ geofence: 'yes' }));
    await assertFails(site({ arrivalPolicy: 'anyone' }));
    // A geofence around nowhere would refuse every visitor.
    await assertFails(site({ position: null, geofence: true }));
  });

  it('has no document but main, and is never deleted', async () => {
    await assertFails(auditedSet(acme(), `companies/${ACME}/settings/other`, { timeZone: 'Asia/Kolkata' }));
    await seed(env(), { [path]: { timeZone: 'Asia/Kolkata' } });
    await assertFails(auditedDelete(acme(), path));
  });

  it("keeps another company's settings", async () => {
    await seed(env(), { [`companies/${BETA}`]: profileOf(BETA), [path]: { timeZone: 'Asia/Kolkata' } });
    await assertFails(getDoc(doc(beta(), path)));
    await assertFails(auditedSet(beta(), path, { timeZone: 'UTC' }));
    await assertFails(auditedSet(beta(), path, { timeZone: 'UTC', ...contactless }));
  });
});

// ---------------------------------------------------------------- directory

describe('directory companies', () => {
  const path = `companies/${ACME}/companies/globex`;
  beforeEach(() =>
    seed(env(), { [`companies/${ACME}`]: profileOf(ACME), [`companies/${BETA}`]: profileOf(BETA) }),
  );

  it('lets the company add, rename, deactivate and read its own', async () => {
    await assertSucceeds(auditedSet(acme(), path, DIRECTORY_COMPANY));
    await assertSucceeds(auditedUpdate(acme(), path, { name: 'Globex Corp', active: false }));
    await assertSucceeds(getDocs(collection(acme(), `companies/${ACME}/companies`)));
  });

  it('refuses another shape', async () => {
    await assertFails(auditedSet(acme(), path, { ...DIRECTORY_COMPANY, active: 'yes' }));
    await assertFails(auditedSet(acme(), path, { ...DIRECTORY_COMPANY, example: 1 }));
    await assertFails(auditedSet(acme(), path, { ...DIRECTORY_COMPANY, name: '' }));
    await assertFails(auditedSet(acme(), path, { ...DIRECTORY_COMPANY, name: 'Globex\r\nInc' }));
    await assertFails(auditedSet(acme(), path, { ...DIRECTORY_COMPANY, owner: BETA }));
    await assertFails(auditedSet(acme(), path, { name: 'Globex', active: true }));
  });

  it('is company-only and never deleted', async () => {
    await seed(env(), { [path]: DIRECTORY_COMPANY });
    await assertFails(getDoc(doc(beta(), path)));
    await assertFails(auditedSet(beta(), `companies/${ACME}/companies/initech`, DIRECTORY_COMPANY));
    await assertFails(
      auditedSet(anonymousDb(env(), ACME), `companies/${ACME}/companies/x`, DIRECTORY_COMPANY),
    );
    await assertFails(auditedDelete(acme(), path));
  });
});

describe('hosts', () => {
  const path = `companies/${ACME}/hosts/host-1`;
  beforeEach(() =>
    seed(env(), {
      [`companies/${ACME}`]: profileOf(ACME),
      [`companies/${BETA}`]: profileOf(BETA),
      [`companies/${ACME}/companies/globex`]: DIRECTORY_COMPANY,
      [`companies/${BETA}/companies/initech`]: DIRECTORY_COMPANY,
    }),
  );

  it('lets the company add, change, deactivate and read its hosts', async () => {
    await assertSucceeds(auditedSet(acme(), path, hostOf(ACME)));
    await assertSucceeds(
      auditedSet(acme(), `companies/${ACME}/hosts/host-2`, { ...hostOf(ACME), phone: '98' }),
    );
    await assertSucceeds(auditedUpdate(acme(), path, { active: false, email: 'priya@globex.example' }));
    await assertSucceeds(getDocs(collection(acme(), `companies/${ACME}/hosts`)));
  });

  it('adds a host with its company in one batch', async () => {
    const db = acme();
    const batch = auditedBatch(db);
    batch.set(doc(db, `companies/${ACME}/companies/initech`), { ...DIRECTORY_COMPANY, name: 'Initech' });
    batch.set(doc(db, path), { ...hostOf(ACME), companyId: 'initech' });
    await assertSucceeds(batch.commit());
  });

  it('takes one email address, never a list', async () => {
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), email: ['a@x.example', 'b@x.example'] }));
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), email: 'a@x.example,b@x.example' }));
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), email: 'a@x.example;b@x.example' }));
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), email: 'Priya <a@x.example>' }));
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), email: 'a@x.example\nBcc: b@x.example' }));
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), email: 'not an email' }));
  });

  it('refuses a host at a company missing from the directory, or of another shape', async () => {
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), companyId: 'nowhere' }));
    // Beta's directory company is not Acme's.
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), companyId: 'initech' }));
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), companyId: 42 }));
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), name: 'Priya\nSharma' }));
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), phone: '98\n76' }));
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), active: 'true' }));
    await assertFails(auditedSet(acme(), path, { ...hostOf(ACME), role: 'admin' }));
    const { phone: _phone, ...withoutPhone } = hostOf(ACME);
    await assertFails(auditedSet(acme(), path, withoutPhone));
  });

  it('is company-only and never deleted', async () => {
    await seed(env(), { [path]: hostOf(ACME) });
    await assertFails(getDoc(doc(beta(), path)));
    await assertFails(auditedSet(beta(), `companies/${ACME}/hosts/host-2`, hostOf(ACME)));
    await assertFails(auditedUpdate(beta(), path, { email: 'thief@beta.example' }));
    await assertFails(auditedDelete(acme(), path));
  });
});

// ---------------------------------------------------------------- visitors

describe('visitors', () => {
  const register = `companies/${ACME}/visitorRegister`;
  const visitorPath = (email: string) => `${register}/${visitorIdOf(email)}`;
  const withEmail = (email: string, fields: Fields = {}): Fields => ({
    ...visitor,
    visitorEmail: email,
    visitorEmailLower: email.toLowerCase(),
    ...fields,
  });
  beforeEach(() =>
    seed(env(), { [`companies/${ACME}`]: profileOf(ACME), [`companies/${BETA}`]: profileOf(BETA) }),
  );

  it('accepts the spec fields under the SHA-256 of the normalised email', async () => {
    const path = visitorPath(visitor.visitorEmail as string);
    await assertSucceeds(auditedSet(acme(), path, visitor));
    await assertSucceeds(getDoc(doc(acme(), path)));
    await assertSucceeds(getDocs(collection(acme(), register)));
  });

  it('refuses an id that is not the SHA-256 of the normalised email', async () => {
    const email = visitor.visitorEmail as string;
    await assertFails(auditedSet(acme(), `${register}/v1`, visitor));
    await assertFails(auditedSet(acme(), `${register}/${visitorIdOf('someone@else.example')}`, visitor));
    // The hash of the email as typed, not lowercased.
    const raw = createHash('sha256').update(email).digest('hex');
    await assertFails(auditedSet(acme(), `${register}/${raw}`, visitor));
    await assertFails(auditedSet(acme(), `${register}/${visitorIdOf(email).toUpperCase()}`, visitor));
  });

  it('refuses a visitorEmailLower that is not the lowercased email', async () => {
    const email = visitor.visitorEmail as string;
    const other = 'someone@else.example';
    await assertFails(
      setDoc(
        doc(acme(), `${register}/${visitorIdOf(other)}`),
        withEmail(email, { visitorEmailLower: other }),
      ),
    );
    const notLowered = createHash('sha256').update(email).digest('hex');
    await assertFails(
      auditedSet(acme(), `${register}/${notLowered}`, withEmail(email, { visitorEmailLower: email })),
    );
    // An email with spaces around it is not stored as such.
    await assertFails(
      setDoc(
        doc(acme(), visitorPath(email)),
        withEmail(` ${email} `, { visitorEmailLower: email.toLowerCase() }),
      ),
    );
  });

  it("runs the visit list's filtered and searched queries for its company only", async () => {
    await seed(env(), { [`companies/${ACME}/visitDetails/${VISIT_ID}`]: openVisit() });
    const since = Date.now() - 24 * 60 * MINUTE;
    const shapes = [
      where('hostId', '==', openVisit().hostId),
      where('visitID', '==', VISIT_NUMBER),
      where('visitorEmail', 'in', [VISITOR_EMAIL, VISITOR_EMAIL.toUpperCase()]),
      where('checkedOut', '==', false),
    ];
    const list = (db: Firestore, uid: string, shape: (typeof shapes)[number]) =>
      getDocs(
        query(
          collection(db, `companies/${uid}/visitDetails`),
          shape,
          where('checkin_timestamp', '>=', since),
          orderBy('checkin_timestamp', 'desc'),
          limit(21),
        ),
      );
    for (const shape of shapes) {
      await assertSucceeds(list(acme(), ACME, shape));
      await assertFails(list(beta(), ACME, shape));
      await assertFails(list(anonymousDb(env(), 'phone-1'), ACME, shape));
      await assertFails(list(signedOutDb(env()), ACME, shape));
    }
  });

  it('takes a small JPEG data URL or no photo, nothing else', async () => {
    await assertSucceeds(
      auditedSet(acme(), visitorPath('one@v.example'), withEmail('one@v.example', { imageUrl: '' })),
    );
    await assertSucceeds(
      auditedSet(acme(), visitorPath('two@v.example'), withEmail('two@v.example', { imageUrl: SMALL_JPEG })),
    );
    const bad = [
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'http://evil.example/tracker.jpg',
      'https://example.com/photo.jpg',
      LARGE_JPEG,
      'data:image/jpeg;base64,AAAA"><script>alert(1)</script>',
    ];
    for (const imageUrl of bad) {
      await assertFails(
        auditedSet(acme(), visitorPath('three@v.example'), withEmail('three@v.example', { imageUrl })),
      );
    }
  });

  it('refuses names with a line break, numbers nobody can call and other shapes', async () => {
    const email = 'four@v.example';
    const path = visitorPath(email);
    await assertFails(auditedSet(acme(), path, withEmail(email, { visitorName: 'Asha\nBcc: x@y.example' })));
    await assertFails(auditedSet(acme(), path, withEmail(email, { visitorName: '' })));
    await assertFails(auditedSet(acme(), path, withEmail(email, { visitorMobile: '91\r\n23' })));
    // The desk's checks, held by the rules too: a number too short to call, or words.
    await assertFails(auditedSet(acme(), path, withEmail(email, { visitorMobile: '98450' })));
    await assertFails(auditedSet(acme(), path, withEmail(email, { visitorMobile: 'call me maybe' })));
    await assertFails(auditedSet(acme(), path, withEmail(email, { visitorMobile: '' })));
    await assertSucceeds(auditedSet(acme(), path, withEmail(email, { visitorMobile: '+91 98450-12345' })));
    await assertFails(auditedSet(acme(), path, withEmail(email, { captureImage: 'yes' })));
    await assertFails(auditedSet(acme(), path, withEmail(email, { isAdmin: true })));
    const { visitorName: _name, ...withoutName } = withEmail(email);
    await assertFails(auditedSet(acme(), path, withoutName));
  });

  it('lets the company add the type-ahead prefixes to a visitor, and change nothing else with them', async () => {
    const path = visitorPath(visitor.visitorEmail as string);
    const { searchPrefixes: _prefixes, ...registeredBefore } = visitor;
    await seed(env(), { [path]: registeredBefore });
    const prefixes = ['as', 'ash', 'asha'];
    await assertFails(auditedUpdate(beta(), path, { searchPrefixes: prefixes }));
    await assertFails(auditedUpdate(acme(), path, { searchPrefixes: prefixes, visitorName: 'Someone else' }));
    for (const bad of [
      ['a'],
      ['x'.repeat(13)],
      [42],
      'asha',
      Array.from({ length: 301 }, (_, i) => `p${i}`),
    ]) {
      await assertFails(auditedUpdate(acme(), path, { searchPrefixes: bad }));
    }
    await assertFails(auditedUpdate(acme(), path, { searchPrefixes: ['as\x1fha'] }));
    await assertSucceeds(auditedUpdate(acme(), path, { searchPrefixes: prefixes }));
    await assertFails(
      setDoc(
        doc(acme(), visitorPath('six@v.example')),
        withEmail('six@v.example', { searchPrefixes: ['a'] }),
      ),
    );
  });

  it('never changes a visitor, deletes one only by its company, and keeps them from other companies', async () => {
    const path = visitorPath(visitor.visitorEmail as string);
    await seed(env(), { [path]: visitor });
    await assertFails(auditedUpdate(acme(), path, { visitorName: 'Changed' }));
    await assertFails(auditedSet(acme(), path, { ...visitor, visitorMobile: '9000000000' }));
    await assertFails(getDoc(doc(beta(), path)));
    await assertFails(getDocs(collection(beta(), register)));
    await assertFails(auditedSet(beta(), visitorPath('five@v.example'), withEmail('five@v.example')));
    await assertFails(auditedDelete(beta(), path));
    await assertSucceeds(auditedDelete(acme(), path));
  });
});

// ---------------------------------------------------------------- visits

describe('visits', () => {
  const visitPath = (id = VISIT_ID) => `companies/${ACME}/visitDetails/${id}`;
  const reservationPath = (id: string) => `companies/${ACME}/openVisitIds/${id}`;
  beforeEach(() =>
    seed(env(), { [`companies/${ACME}`]: profileOf(ACME), [`companies/${BETA}`]: profileOf(BETA) }),
  );

  it('creates an open visit only together with its visit-ID reservation', async () => {
    await assertSucceeds(checkIn(acme(), ACME));
    await assertSucceeds(getDoc(doc(acme(), visitPath())));
    await assertSucceeds(getDoc(doc(acme(), reservationPath(String(VISIT_NUMBER)))));
    await assertFails(auditedSet(acme(), visitPath('alone'), openVisit({ visitID: 222222 })));
  });

  it('refuses a reservation without its new open visit, or for another visit', async () => {
    await assertFails(auditedSet(acme(), reservationPath('333333'), { visitDocId: 'nothing' }));
    await checkIn(acme(), ACME);
    // Visit-1 exists and is open, but with visit ID 123456, not 333333.
    await assertFails(auditedSet(acme(), reservationPath('333333'), { visitDocId: VISIT_ID }));
    // A new visit reserving its own ID and, in the same batch, another ID.
    const db = acme();
    const batch = auditedBatch(db);
    batch.set(doc(db, visitPath('visit-2')), openVisit({ visitID: 222222 }));
    batch.set(doc(db, reservationPath('222222')), { visitDocId: 'visit-2' });
    batch.set(doc(db, reservationPath('654321')), { visitDocId: 'visit-2' });
    await assertFails(batch.commit());
    // An ID an open visit already holds.
    await assertFails(checkIn(acme(), ACME, 'visit-3'));
    // A reservation of another shape.
    const db2 = acme();
    const batch2 = auditedBatch(db2);
    batch2.set(doc(db2, visitPath('visit-5')), openVisit({ visitID: 555555 }));
    batch2.set(doc(db2, reservationPath('555555')), { visitDocId: 'visit-5', owner: ACME });
    await assertFails(batch2.commit());
  });

  it('marks the mails a check-in owes on its reservation; any desk of the company settles them, alone', async () => {
    /** The app's check-in, its reservation marked `mailsOwed` as given. */
    const checkInOwing = (mailsOwed: unknown, visitId: string, visitID: number) => {
      const db = acme();
      const batch = auditedBatch(db);
      batch.set(doc(db, visitPath(visitId)), openVisit({ visitID }));
      batch.set(doc(db, reservationPath(String(visitID))), { visitDocId: visitId, mailsOwed });
      return batch.commit();
    };
    await assertSucceeds(checkInOwing(true, VISIT_ID, VISIT_NUMBER));
    for (const [value, visitID] of [
      [false, 222221],
      ['yes', 222222],
      [1, 222223],
    ] as const)
      await assertFails(checkInOwing(value, `visit-${String(visitID)}`, visitID)).catch(
        failedAt(`mailsOwed ${JSON.stringify(value)}`),
      );
    const reservation = (db = acme()) => doc(db, reservationPath(String(VISIT_NUMBER)));
    const settle = { mailsOwed: deleteField() };
    for (const db of [beta(), anonymousDb(env(), ACME)])
      await assertFails(updateDoc(reservation(db), settle));
    await assertFails(updateDoc(reservation(), { ...settle, visitDocId: 'visit-9' }));
    await assertFails(updateDoc(reservation(), { mailsOwed: false }));
    await assertSucceeds(updateDoc(reservation(), settle));
    expect((await getDoc(reservation())).data()).toEqual({ visitDocId: VISIT_ID });
    // Two desks sending the same mails both settle them; a settled visit never owes again.
    await assertSucceeds(updateDoc(reservation(), settle));
    await assertFails(updateDoc(reservation(), { mailsOwed: true }));
    // The visit itself takes no such mark.
    await assertFails(updateDoc(doc(acme(), visitPath()), { mailsOwed: true }));
  });

  it('refuses a reservation id that is not the canonical six digits', async () => {
    for (const id of ['0123456', '12345', '+12345', '123456 ', '+123456', '123456.0']) {
      const db = acme();
      const batch = auditedBatch(db);
      batch.set(doc(db, visitPath()), openVisit());
      batch.set(doc(db, reservationPath(String(VISIT_NUMBER))), { visitDocId: VISIT_ID });
      batch.set(doc(db, reservationPath(id)), { visitDocId: VISIT_ID });
      await assertFails(batch.commit()).catch(failedAt(`reservation ${JSON.stringify(id)}`));
    }
    // The same batch without the extra reservation is the app's check-in.
    await assertSucceeds(checkIn(acme(), ACME));
  });

  it('refuses visits of the wrong shape', async () => {
    const db = acme();
    await assertFails(checkIn(db, ACME, 'v1', { visitID: 42 }));
    await assertFails(checkIn(db, ACME, 'v1', { visitID: 1_000_000 }));
    await assertFails(checkIn(db, ACME, 'v1', { visitID: 200001.5 }));
    await assertFails(checkIn(db, ACME, 'v2', { visitID: 200001, visitType: 'Party' }));
    await assertFails(checkIn(db, ACME, 'v3', { visitID: 200002, checkedOut: true }));
    await assertFails(checkIn(db, ACME, 'v4', { visitID: 200003, checkin_timestamp: 'today' }));
    await assertFails(checkIn(db, ACME, 'v5', { visitID: 200004, owner: 'someone' }));
    await assertFails(checkIn(db, ACME, 'v6', { visitID: 200005, checkout_timestamp: Date.now() }));
    await assertFails(
      checkIn(db, ACME, 'v7', { visitID: 200006, whomToMeetEmail: 'a@x.example,b@x.example' }),
    );
    await assertFails(checkIn(db, ACME, 'v7', { visitID: 200006, visitorEmail: 'a@x.example b@x.example' }));
    await assertSucceeds(checkIn(db, ACME, 'v8', { visitID: 200007 }));
    await assertSucceeds(checkIn(db, ACME, 'v9', { visitID: 200008, hostId: '', whomToMeetEmail: '' }));
  });

  it('takes check-in times that are real moments, as whole milliseconds', async () => {
    const cases: [string, number][] = [
      ['NaN', Number.NaN],
      ['a float', Date.now() - MINUTE + 0.5],
      ['before 2020', BEFORE_2020],
      ['10 minutes ahead', Date.now() + 10 * MINUTE],
      ['infinity', Number.POSITIVE_INFINITY],
    ];
    for (const [label, checkin_timestamp] of cases) {
      await assertFails(checkIn(acme(), ACME, VISIT_ID, { checkin_timestamp })).catch(failedAt(label));
    }
    await assertSucceeds(checkIn(acme(), ACME, VISIT_ID, { checkin_timestamp: Date.now() + MINUTE }));
  });

  it('takes search grams of one to three characters', async () => {
    await assertSucceeds(
      checkIn(acme(), ACME, VISIT_ID, { searchGrams: ['a', 'as', 'ash', '9', '91', ...COMPANY_GRAMS] }),
    );
    await assertSucceeds(
      checkIn(acme(), ACME, 'visit-2', { visitID: 222222, searchGrams: [], companyGrams: [] }),
    );
  });

  it('takes the grams the app writes, the company’s within the visit’s', async () => {
    const names = { visitorName: 'Asha Rao-Iyer', companyName: 'Globex Industries' };
    await assertSucceeds(
      checkIn(acme(), ACME, VISIT_ID, {
        ...names,
        searchGrams: searchGrams(names),
        companyGrams: companyGrams(names),
      }),
    );
  });

  it.each<[string, Fields]>([
    ['no company grams', { companyGrams: undefined }],
    ['company grams as text', { companyGrams: 'g' }],
    ['a company gram of four characters', { companyGrams: ['g', 'glob'] }],
    ['a company gram not among the search grams', { companyGrams: [...COMPANY_GRAMS, 'x'] }],
    // 'G' has at most 3 grams, 'A' and 'G' at most 6.
    [
      'more company grams than its name can have',
      { companyName: 'G', searchGrams: ['a', 'g', 'x', 'y', 'z'], companyGrams: ['g', 'x', 'y', 'z'] },
    ],
    [
      'more search grams than the names can have',
      {
        visitorName: 'A',
        companyName: 'G',
        searchGrams: ['a', 'g', 'b', 'c', 'd', 'e', 'f'],
        companyGrams: ['g'],
      },
    ],
  ])('refuses a visit with %s', async (_label, fields) => {
    const visit = openVisit(fields);
    if ('companyGrams' in fields && fields.companyGrams === undefined) delete visit.companyGrams;
    const db = acme();
    const batch = auditedBatch(db);
    batch.set(doc(db, visitPath()), visit);
    batch.set(doc(db, reservationPath(String(VISIT_NUMBER))), { visitDocId: VISIT_ID });
    await assertFails(batch.commit());
  });

  it('takes as many grams as the names can have', async () => {
    await assertSucceeds(
      checkIn(acme(), ACME, VISIT_ID, {
        visitorName: 'A',
        companyName: 'G',
        searchGrams: ['a', 'g', 'x', 'y', 'z', 'w'],
        companyGrams: ['g', 'x', 'y'],
      }),
    );
  });

  it.each<[string, unknown]>([
    ['an element of four characters', ['a', 'asha']],
    ['an element of four characters, one of them the join separator', ['a', 'a\x1fbc']],
    ['an empty string among others', ['a', '']],
    ['an empty string alone', ['']],
    ['a number among strings', ['a', 5]],
    ['a number alone', [5]],
    ['a float', ['a', 1.5]],
    ['a boolean', ['a', true]],
    ['a map', ['a', { gram: 'b' }]],
    ['a string, not a list', 'a as ash'],
  ])('refuses search grams with %s', async (_label, searchGrams) => {
    await assertFails(checkIn(acme(), ACME, VISIT_ID, { searchGrams }));
  });

  it.each<[string, unknown]>([
    ['none', undefined],
    ['an empty code', ''],
    ['a short code', 'AAAAAAAAAAAAAAAAAAAAA'],
    ['a long code', 'AAAAAAAAAAAAAAAAAAAAAAA'],
    ['a code with a separator', 'AAAAAAAAAA:AAAAAAAAAAA'],
    ['a number', 12345],
  ])('refuses a visit whose pass code is %s', async (_label, passCode) => {
    const visit = openVisit({ passCode });
    if (passCode === undefined) delete visit.passCode;
    const db = acme();
    const batch = auditedBatch(db);
    batch.set(doc(db, `companies/${ACME}/visitDetails/${VISIT_ID}`), visit);
    batch.set(doc(db, `companies/${ACME}/openVisitIds/${String(VISIT_NUMBER)}`), {
      visitDocId: VISIT_ID,
    });
    await assertFails(batch.commit());
  });

  it('finds a visit by its pass code for its company only, and a stranger cannot look one up', async () => {
    await seed(env(), { [`companies/${ACME}/visitDetails/${VISIT_ID}`]: openVisit() });
    const byPass = (db: Firestore, uid: string) =>
      getDocs(
        query(collection(db, `companies/${uid}/visitDetails`), where('passCode', '==', openVisit().passCode)),
      );
    await assertSucceeds(byPass(acme(), ACME));
    await assertFails(byPass(beta(), ACME));
    await assertFails(byPass(anonymousDb(env(), 'phone-1'), ACME));
  });

  it('takes a small JPEG data URL or no photo, nothing else', async () => {
    await assertSucceeds(checkIn(acme(), ACME, 'v1', { visitID: 100001, imageUrl: '' }));
    await assertSucceeds(checkIn(acme(), ACME, 'v2', { visitID: 100002, imageUrl: SMALL_JPEG }));
    await assertFails(
      checkIn(acme(), ACME, 'v3', {
        visitID: 100003,
        imageUrl: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk',
      }),
    );
    await assertFails(
      checkIn(acme(), ACME, 'v4', { visitID: 100004, imageUrl: 'http://evil.example/a.jpg' }),
    );
    await assertFails(checkIn(acme(), ACME, 'v5', { visitID: 100005, imageUrl: LARGE_JPEG }));
  });

  it('refuses names with a line break', async () => {
    await assertFails(
      checkIn(acme(), ACME, 'v1', { visitID: 100001, visitorName: 'Asha\nBcc: x@y.example' }),
    );
    await assertFails(checkIn(acme(), ACME, 'v2', { visitID: 100002, companyName: 'Globex\r\n' }));
    await assertFails(checkIn(acme(), ACME, 'v3', { visitID: 100003, whomToMeet: 'Priya\nSharma' }));
    await assertFails(checkIn(acme(), ACME, 'v4', { visitID: 100004, visitorMobile: '91\n23' }));
    await assertFails(checkIn(acme(), ACME, 'v5', { visitID: 100005, hostId: 'host\n1' }));
  });

  it('keeps visits from other companies', async () => {
    await checkIn(acme(), ACME);
    await assertFails(getDoc(doc(beta(), visitPath())));
    await assertFails(getDocs(collection(beta(), `companies/${ACME}/visitDetails`)));
    await assertFails(getDocs(collection(beta(), `companies/${ACME}/openVisitIds`)));
    await assertFails(getDocs(collection(signedOutDb(env()), `companies/${ACME}/visitDetails`)));
    await assertFails(checkIn(beta(), ACME, 'visit-2', { visitID: 444444 }));
    await assertFails(checkOut(beta(), ACME));
  });

  it('checks a visit out once: checkedOut false to true with its time, nothing else, never back', async () => {
    await checkIn(acme(), ACME);
    await assertFails(checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { visitorName: 'Someone else' }));
    await assertFails(checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { checkout_timestamp: 'later' }));
    await assertFails(
      checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { checkout_timestamp: Date.now() + 0.5 }),
    );
    await assertFails(
      checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { checkout_timestamp: Date.now() + 10 * MINUTE }),
    );
    // Without releasing the reservation.
    await assertFails(
      auditedUpdate(acme(), visitPath(), { checkedOut: true, checkout_timestamp: Date.now() }),
    );
    await assertSucceeds(checkOut(acme(), ACME));
    await assertFails(auditedUpdate(acme(), visitPath(), { checkedOut: false, checkout_timestamp: '' }));
    await assertFails(auditedUpdate(acme(), visitPath(), { checkout_timestamp: Date.now() }));
    await assertFails(checkOut(acme(), ACME));
    // Its visit ID is free again for a new visit.
    await assertSucceeds(checkIn(acme(), ACME, 'visit-2'));
  });

  it('refuses a checkout before the check-in', async () => {
    const checkin = Date.now() - 10 * MINUTE;
    await checkIn(acme(), ACME, VISIT_ID, { checkin_timestamp: checkin });
    await assertFails(checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { checkout_timestamp: checkin - 1 }));
    await assertFails(checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { checkout_timestamp: BEFORE_2020 }));
    await assertSucceeds(checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { checkout_timestamp: checkin }));
  });

  it('keeps a visit’s company grams at checkout', async () => {
    await checkIn(acme(), ACME);
    await assertFails(checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { companyGrams: ['g'] }));
    await assertFails(checkOut(acme(), ACME, VISIT_ID, VISIT_NUMBER, { companyGrams: deleteField() }));
    await assertSucceeds(checkOut(acme(), ACME));
  });

  it("never lets a client delete a visit, or release an open visit's reservation", async () => {
    await checkIn(acme(), ACME);
    await assertFails(auditedDelete(acme(), visitPath()));
    await assertFails(auditedDelete(acme(), reservationPath(String(VISIT_NUMBER))));
    await assertFails(
      auditedUpdate(acme(), reservationPath(String(VISIT_NUMBER)), { visitDocId: 'visit-9' }),
    );
    await checkOut(acme(), ACME);
    await assertFails(auditedDelete(acme(), visitPath()));
  });

  it("releases a checked-out visit's reservation", async () => {
    await seed(env(), {
      [visitPath()]: openVisit({ checkedOut: true, checkout_timestamp: Date.now() }),
      [reservationPath(String(VISIT_NUMBER))]: { visitDocId: VISIT_ID },
    });
    await assertFails(auditedDelete(beta(), reservationPath(String(VISIT_NUMBER))));
    await assertSucceeds(auditedDelete(acme(), reservationPath(String(VISIT_NUMBER))));
  });
});

// ---------------------------------------------------------------- outbox

describe('outbox', () => {
  const outbox = `companies/${ACME}/outbox`;
  const path = `${outbox}/${VISIT_ID}_visitor`;
  beforeEach(() =>
    seed(env(), { [`companies/${ACME}`]: profileOf(ACME), [`companies/${BETA}`]: profileOf(BETA) }),
  );

  it("appends a queued record per visit and kind to the company's own outbox", async () => {
    await assertSucceeds(auditedSet(acme(), path, outboxEntry('visitor')));
    await assertSucceeds(
      auditedSet(acme(), `${outbox}/${VISIT_ID}_host`, outboxEntry('host', { transport: 'http' })),
    );
    await assertSucceeds(getDocs(collection(acme(), outbox)));
  });

  it('refuses records of another shape', async () => {
    await assertFails(auditedSet(acme(), `${outbox}/e1`, outboxEntry('visitor')));
    await assertFails(auditedSet(acme(), `${outbox}/${VISIT_ID}_host`, outboxEntry('visitor')));
    await assertFails(auditedSet(acme(), path, outboxEntry('visitor', { status: 'sent' })));
    await assertFails(auditedSet(acme(), path, outboxEntry('visitor', { attempts: 1 })));
    await assertFails(auditedSet(acme(), path, outboxEntry('visitor', { transport: 'smtp' })));
    await assertFails(auditedSet(acme(), path, outboxEntry('visitor', { to: 'a@x.example,b@x.example' })));
    await assertFails(auditedSet(acme(), path, outboxEntry('visitor', { html: '<p>Click</p>' })));
    await assertFails(auditedSet(acme(), path, outboxEntry('visitor', { subject: 'Hello' })));
    await assertFails(
      auditedSet(acme(), path, outboxEntry('visitor', { template: { name: 'phishing', data: {} } })),
    );
    await assertFails(
      setDoc(
        doc(acme(), path),
        outboxEntry('visitor', { template: { name: 'visitId', data: {}, html: '<p/>' } }),
      ),
    );
    await assertFails(auditedSet(acme(), path, outboxEntry('visitor', { at: Date.now() + 10 * MINUTE })));
    await assertFails(auditedSet(acme(), path, outboxEntry('visitor', { detail: 'two\nlines' })));
  });

  it('later changes only status, detail and attempts, one attempt at a time, at most three', async () => {
    await seed(env(), { [path]: outboxEntry('visitor') });
    const entry = doc(acme(), path);
    await assertSucceeds(updateDoc(entry, { status: 'sent', detail: 'accepted', attempts: 1 }));
    await assertSucceeds(updateDoc(entry, { status: 'failed', detail: 'bounced' }));
    await assertFails(updateDoc(entry, { attempts: 3 }));
    await assertFails(updateDoc(entry, { attempts: 0 }));
    await assertFails(updateDoc(entry, { attempts: 1.5 }));
    await assertFails(updateDoc(entry, { status: 'delivered' }));
    await assertFails(updateDoc(entry, { detail: 'two\nlines' }));
    await assertFails(updateDoc(entry, { to: 'someone@else.example' }));
    await assertFails(updateDoc(entry, { 'template.name': 'hostArrival' }));
    await assertFails(updateDoc(entry, { at: Date.now() }));
    await assertSucceeds(updateDoc(entry, { status: 'queued', attempts: 2 }));
    await assertSucceeds(updateDoc(entry, { status: 'failed', attempts: 3 }));
    await assertFails(updateDoc(entry, { status: 'queued', attempts: 4 }));
  });

  it('is deleted only by its company, and keeps records from other companies', async () => {
    await seed(env(), { [path]: outboxEntry('visitor') });
    await assertFails(getDoc(doc(beta(), path)));
    await assertFails(auditedUpdate(beta(), path, { status: 'sent', attempts: 1 }));
    await assertFails(auditedSet(beta(), `${outbox}/${VISIT_ID}_host`, outboxEntry('host')));
    await assertFails(auditedDelete(beta(), path));
    await assertSucceeds(auditedDelete(acme(), path));
  });
});

// ---------------------------------------------------------------- mail (the company side; see mailRules.test.ts)

describe('mail and quota slots of the company', () => {
  it('are queued by a company in one batch, and never by an anonymous account', async () => {
    await seedCompany(env(), ACME);
    await assertFails(queueMail(anonymousDb(env(), ACME), ACME, visitorMail(ACME, 0)));
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 0)));
    await assertSucceeds(getDoc(doc(acme(), `companies/${ACME}/mailQuota/${String(today())}_0`)));
    await assertFails(
      getDoc(doc(anonymousDb(env(), ACME), `companies/${ACME}/mailQuota/${String(today())}_0`)),
    );
  });
});

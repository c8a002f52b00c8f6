/**
 * Erasure, proven on what Firestore actually stores: after `privacy.erase`, no document of the company
 * (any subcollection under companies/{uid}, its Trigger Email `mail` documents, its arrival codes) holds
 * the visitor's email (in any case), name, photo or signature; every other document of the company, every
 * document of a second visitor and every document of a second company holding the same person are as they
 * were, byte for byte (update times included).
 *
 * The documents are read over the emulator's REST API as its owner (`Bearer owner`, past the rules): a
 * kindless query over all descendants finds every document in every subcollection, whatever its name, so a
 * collection the app adds later is scanned too (one query: walking each document's `listCollectionIds`
 * took a minute against the thousands of mail documents the contract suites leave).
 */
import { createHash } from 'node:crypto';
import { initializeApp } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { publicSiteOf, turnAwayArrival } from '../../src/backend/contactless';
import { createFirebaseArrivals } from '../../src/backend/firebase/firebaseArrivals';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import { inviteInput } from '../../src/backend/inviteInput';
import type { Backend } from '../../src/backend/port/backend';
import type { Host } from '../../src/backend/port/directory';
import type { Visit } from '../../src/backend/port/visits';
import type { Mailer } from '../../src/app/services';
import { createMailer } from '../../src/shared/mail/mailer';
import type { MailSite } from '../../src/shared/mail/templates';
import { newRandomCode } from '../../src/lib/randomCode';
import { searchGrams } from '../../src/lib/visitSearch';
import { checkInInput, companyInput, visitorInput } from '../../src/test/fixtures';
import { FIRESTORE, PROJECT_ID, emulatorSettings, verifyEmailOf } from './emulators';

const DAY = 24 * 60 * 60_000;
const TIMEOUT = 180_000;

const NAME = 'Quentin Zebulon-Erase';
const PHOTO = 'data:image/jpeg;base64,UVVFTlRJTlpFQg==';
const SIGNATURE = 'data:image/png;base64,U0lHWkVCVUxPTkVSQVNF';
const OTHER_NAME = 'Olive Otherkeep';
const OTHER_PHOTO = 'data:image/jpeg;base64,T0xJVkVPVEhFUktFRVA=';

const ROOT = `projects/${PROJECT_ID}/databases/(default)/documents`;
const BASE = `http://${FIRESTORE}/v1/${ROOT}`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

// ---------------------------------------------------------------------------------------------------
// The emulator's documents, as its owner sees them.

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
  createTime?: string;
  updateTime?: string;
}

interface RestValue {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  nullValue?: null;
  timestampValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

/** Path (relative to the database root) → the stored document, as canonical JSON (keys sorted). */
type Snapshot = Map<string, string>;

async function owner<Body>(url: string, init: RequestInit = {}): Promise<Body> {
  const response = await fetch(url, { ...init, headers: OWNER });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Body;
}

const relative = (name: string) => name.slice(ROOT.length + 1);

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, each]) => [key, sortedKeys(each)]),
    );
  }
  return value;
}

const canonical = (document: RestDocument) => JSON.stringify(sortedKeys(document));

/**
 * Every document under a document ('' for the whole database), at any depth and in any collection: a
 * kindless query over all descendants, so that a collection the app adds later is scanned too. (A
 * document that exists only as the parent of a subcollection is not listed; its name is in its children's.)
 */
async function documentsUnder(documentPath: string): Promise<RestDocument[]> {
  const url = documentPath ? `${BASE}/${documentPath}:runQuery` : `${BASE}:runQuery`;
  const results = await owner<{ document?: RestDocument }[]>(url, {
    method: 'POST',
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  return results.flatMap((result) => (result.document ? [result.document] : []));
}

const snapshotOf = (documents: RestDocument[]): Snapshot =>
  new Map(documents.map((document) => [relative(document.name), canonical(document)]));

/** Every document of the database outside `companies/*` (mail, arrival codes, whatever else is there). */
async function outsideCompanies(): Promise<Snapshot> {
  const everything = await documentsUnder('');
  return snapshotOf(everything.filter((document) => !relative(document.name).startsWith('companies/')));
}

/**
 * Everything the company stores: companies/{uid} and every document under it, and each document outside
 * `companies` that names the company (Trigger Email mail by `tenant`, arrival codes by `company`).
 */
async function tenantSnapshot(uid: string): Promise<Snapshot> {
  const documents = snapshotOf(await documentsUnder(`companies/${uid}`));
  const profile = await fetch(`${BASE}/companies/${uid}`, { headers: OWNER });
  if (profile.ok) documents.set(`companies/${uid}`, canonical((await profile.json()) as RestDocument));
  for (const [path, json] of await outsideCompanies()) if (json.includes(uid)) documents.set(path, json);
  return documents;
}

const parsed = (json: string) => JSON.parse(json) as RestDocument;

/** Where in a document a needle is: the field paths of the string values (or map keys) holding it. */
function whereIn(json: string, needle: string): string[] {
  const lower = needle.toLowerCase();
  const found: string[] = [];
  const visit = (value: RestValue, path: string) => {
    if (typeof value.stringValue === 'string' && value.stringValue.toLowerCase().includes(lower))
      found.push(path);
    value.arrayValue?.values?.forEach((each, index) => {
      visit(each, `${path}[${String(index)}]`);
    });
    for (const [key, each] of Object.entries(value.mapValue?.fields ?? {})) {
      if (key.toLowerCase().includes(lower)) found.push(`${path}.${key} (key)`);
      visit(each, `${path}.${key}`);
    }
  };
  const document = parsed(json);
  if (document.name.toLowerCase().includes(lower)) found.push('(document name)');
  visit({ mapValue: { fields: document.fields ?? {} } }, '');
  return found.length > 0 || !json.toLowerCase().includes(lower) ? found : ['(elsewhere in the JSON)'];
}

/** Each document holding one of the needles (any case), with the field and the needle. */
function leftovers(documents: Snapshot, needles: string[], skip: (path: string, needle: string) => boolean) {
  const found: string[] = [];
  for (const [path, json] of documents) {
    for (const needle of needles) {
      if (skip(path, needle) || !json.toLowerCase().includes(needle.toLowerCase())) continue;
      for (const field of whereIn(json, needle)) found.push(`${path} ${field}: ${needle}`);
    }
  }
  return found;
}

const holds = (json: string, needles: string[]) =>
  needles.some((needle) => json.toLowerCase().includes(needle.toLowerCase()));

/** The collection a document is in: companies/{uid}/visitDetails/x → visitDetails; mail/x → mail. */
const collectionOf = (path: string) => path.split('/').at(-2) ?? '';

function plain(value: RestValue | undefined): unknown {
  if (!value) return undefined;
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return value.timestampValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  if (value.mapValue) return plainFields(value.mapValue.fields ?? {});
  return undefined;
}

const plainFields = (fields: Record<string, RestValue>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plain(value)]));

const fieldsOf = (json: string | undefined) => (json ? plainFields(parsed(json).fields ?? {}) : undefined);

const visitorRegisterId = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

// ---------------------------------------------------------------------------------------------------
// A company and its visitors, through the app's own code paths.

let apps = 0;

interface Desk {
  backend: Backend;
  uid: string;
  mailer: Mailer;
  site: MailSite;
  host: Host;
}

async function deskOf(transport: 'firestore' | 'outbox'): Promise<Desk> {
  apps += 1;
  const backend = createFirebaseBackend(emulatorSettings, {
    appName: `erasure-scan-${String(apps)}`,
    // Otherwise the backend's default, the outbox transport.
    mail: transport === 'firestore' ? 'trigger-email' : undefined,
  });
  const company = companyInput();
  await backend.auth.registerCompany(company);
  // Mail is accepted only from a verified account.
  await verifyEmailOf(company.email.toLowerCase());
  const session = await backend.auth.signIn(company.email, company.password);
  const [host] = (await backend.directory.list()).hosts;
  if (!host) throw new Error('the company has no host');
  const uid = session.company.id;
  return {
    backend,
    uid,
    mailer: createMailer(backend),
    site: { timeZone: 'UTC', company: uid },
    host,
  };
}

function checkInOf(
  desk: Desk,
  person: { name: string; email: string; photo: string },
  at: number,
  agreement?: Visit['agreement'],
) {
  return desk.backend.visits.checkIn(
    checkInInput({
      visitorName: person.name,
      visitorEmail: person.email,
      imageUrl: person.photo,
      companyName: 'Initech',
      hostId: desk.host.id,
      whomToMeet: desk.host.name,
      whomToMeetEmail: desk.host.email,
      at,
      ...(agreement ? { agreement } : {}),
    }),
  );
}

async function sendVisitMail(desk: Desk, visit: Visit) {
  const outcomes = await desk.mailer.sendForVisit(visit, desk.site);
  expect(outcomes.map((outcome) => ('record' in outcome ? 'queued' : outcome.refused))).toEqual([
    'queued',
    'queued',
  ]);
}

/** A visitor's phone: its own app, signed in anonymously. */
function phone() {
  apps += 1;
  const app = initializeApp(
    { apiKey: emulatorSettings.apiKey, projectId: emulatorSettings.projectId, appId: emulatorSettings.appId },
    `erasure-phone-${String(apps)}`,
  );
  return createFirebaseArrivals(app, emulatorSettings);
}

/**
 * A visitor's history at the desk: a registration with a photo; a visit three days ago and one today
 * (each with the visitor agreement signed, and its two mails); an invitation (and its mail). The test adds
 * a finished roll call naming them and a phone arrival turned away by the watchlist (the hold, its alert).
 */
async function visitorWithHistory(desk: Desk, person: { name: string; email: string; photo: string }) {
  const { backend } = desk;
  await backend.visitors.add(
    visitorInput({ visitorName: person.name, visitorEmail: person.email, imageUrl: person.photo }),
  );
  const { version } = await backend.agreements.publish('Keep what you see here confidential.');
  const signed = (at: number) => ({ version, signedName: person.name, signature: SIGNATURE, signedAt: at });
  const earlier = Date.now() - 3 * DAY;
  const opened = await checkInOf(desk, person, earlier, signed(earlier));
  const first = await backend.visits.checkOutByVisitId(opened.visitID, earlier + 60 * 60_000);
  await sendVisitMail(desk, first);
  const now = Date.now();
  const second = await checkInOf(desk, person, now, signed(now));
  await sendVisitMail(desk, second);
  const invite = await backend.invites.invite(
    inviteInput(
      {
        code: newRandomCode(),
        visitorName: person.name,
        visitorEmail: person.email,
        visitorMobile: '9876543210',
        visitType: 'Meeting',
        companyName: 'Initech',
        expectedAt: Date.now() + DAY,
      },
      desk.host,
      'UTC',
    ),
  );
  await desk.mailer.sendInvitation(invite, desk.site);
  return { first, second, invite };
}

// ---------------------------------------------------------------------------------------------------

// The emulators may hold other suites' documents: this file clears nothing and reads only its own companies
// (and, outside `companies`, whatever names them).
describe.each(['firestore', 'outbox'] as const)(
  'firebase erasure, scanned (mail transport: %s)',
  (transport) => {
    it(
      'leaves no document of the company holding the visitor’s email, name, photo or signature; changes nothing else',
      async () => {
        const desk = await deskOf(transport);
        const email = `Quentin.Zebulon.${Date.now().toString(36)}.${String(apps)}@Erase-Example.COM`;
        const person = { name: NAME, email, photo: PHOTO };
        const other = {
          name: OTHER_NAME,
          email: `Olive.Otherkeep.${Date.now().toString(36)}.${String(apps)}@Keep-Example.com`,
          photo: OTHER_PHOTO,
        };
        const mailCollection = transport === 'firestore' ? 'mail' : 'outbox';

        // The visitor's history, with a second visitor of the same company on site at the same time.
        await desk.backend.visitors.add(
          visitorInput({ visitorName: other.name, visitorEmail: other.email, imageUrl: other.photo }),
        );
        const { first, second } = await visitorWithHistory(desk, person);
        const othersVisit = await checkInOf(desk, other, Date.now());
        await sendVisitMail(desk, othersVisit);
        // The roll call names both: the erasure blanks one name in it and leaves the other entry as it was.
        const rollCall = await desk.backend.rollCalls.start(Date.now());
        await desk.backend.rollCalls.markSafe(rollCall.id, second.id, Date.now());
        await desk.backend.rollCalls.markSafe(rollCall.id, othersVisit.id, Date.now());
        await desk.backend.rollCalls.finish(rollCall.id, Date.now());
        await desk.backend.visits.checkOutByVisitId(second.visitID, Date.now());
        // Back on their phone later, the visitor is held by the watchlist and turned away.
        const entry = await desk.backend.watchlist.add({ name: NAME, email: '', reason: 'Unpaid invoices' });
        const public_ = await publicSiteOf(desk.backend, Date.now() + 10 * 60_000);
        const { code } = await desk.backend.contactless.publish(public_);
        const [publicHost] = public_.hosts;
        if (!publicHost) throw new Error('the site shows no host');
        const arrivalId = await phone().arrive(desk.uid, code, {
          visitorName: NAME,
          visitorEmail: email,
          visitorMobile: '9876543210',
          visitType: 'Meeting',
          companyName: publicHost.companyName,
          hostId: publicHost.id,
          whomToMeet: publicHost.name,
          imageUrl: PHOTO,
          distanceMetres: null,
          consent: true,
        });
        const hold = await turnAwayArrival(desk.backend, arrivalId, Date.now(), 'Sent to accounts');
        await desk.mailer.sendWatchlistAlert(hold, desk.site);

        // Another company holds the same person: their registration, a visit with its mail.
        const elsewhere = await deskOf(transport);
        await elsewhere.backend.visitors.add(
          visitorInput({ visitorName: NAME, visitorEmail: email, imageUrl: PHOTO }),
        );
        const theirs = await checkInOf(elsewhere, person, Date.now() - DAY);
        await elsewhere.backend.visits.checkOutByVisitId(theirs.visitID, Date.now() - DAY + 60_000);
        await sendVisitMail(elsewhere, { ...theirs, checkedOut: true });

        const needles = [email.toLowerCase(), NAME, 'zebulon', PHOTO, SIGNATURE];
        const otherNeedles = [other.email.toLowerCase(), other.name, other.photo];
        const before = await tenantSnapshot(desk.uid);
        const elsewhereBefore = await tenantSnapshot(elsewhere.uid);

        // The scan sees the visitor everywhere the app put them (else a clean result would prove nothing).
        const holding = new Set([...before].filter(([, json]) => holds(json, needles)).map(([path]) => path));
        expect([...new Set([...holding].map(collectionOf))].sort()).toEqual(
          [
            'visitorRegister',
            'visitDetails',
            'rollCalls',
            'invites',
            'watchlist',
            'watchlistHolds',
            'arrivals',
            mailCollection,
          ].sort(),
        );
        const registration = `companies/${desk.uid}/visitorRegister/${visitorRegisterId(email)}`;
        expect(before.has(registration)).toBe(true);
        const othersPaths = [...before]
          .filter(([, json]) => holds(json, otherNeedles) && !holds(json, needles))
          .map(([path]) => path);
        expect(new Set(othersPaths.map(collectionOf))).toEqual(
          new Set(['visitorRegister', 'visitDetails', mailCollection]),
        );
        const sharedRollCall = `companies/${desk.uid}/rollCalls/${rollCall.id}`;
        expect(holds(before.get(sharedRollCall) ?? '', otherNeedles)).toBe(true);
        expect([...elsewhereBefore.values()].filter((json) => holds(json, needles)).length).toBeGreaterThan(
          2,
        );

        // The erasure's page closes after its third kind of record (mail, roll calls, holds): its log entry
        // says it started, with the email to go on from; a desk then finishes it.
        let kindsDone = 0;
        const stop = new Error('the page closed');
        await expect(
          desk.backend.privacy.erase(`  ${email.toUpperCase()} `, Date.now(), () => {
            kindsDone += 1;
            if (kindsDone === 3) throw stop;
          }),
        ).rejects.toBe(stop);
        const [stopped] = await desk.backend.privacy.unfinished();
        expect(stopped).toMatchObject({
          kind: 'erasure',
          status: 'started',
          counts: { mail: 6, holds: 1, visits: 0 },
        });
        const midway = await tenantSnapshot(desk.uid);
        expect(
          holds(midway.get(`companies/${desk.uid}/privacyLog/${stopped?.id ?? ''}`) ?? '', needles),
        ).toBe(true);
        expect(midway.has(`companies/${desk.uid}/visitorRegister/${visitorRegisterId(email)}`)).toBe(true);

        const erased = await desk.backend.privacy.resume(stopped?.id ?? '');
        expect(await desk.backend.privacy.unfinished()).toEqual([]);

        expect(erased.counts).toEqual({
          visits: 2,
          visitors: 1,
          arrivals: 1,
          invites: 1,
          // Two per visit, the invitation, the watchlist alert.
          mail: 6,
          holds: 1,
          rollCalls: 1,
        });
        const after = await tenantSnapshot(desk.uid);

        // 1. Nothing of the company holds them. Watchlist entries are the company's own decision and stay,
        // by design (README, Privacy requests): only their name is allowed there.
        const isWatchlistEntry = (path: string) => path.startsWith(`companies/${desk.uid}/watchlist/`);
        expect(
          leftovers(
            after,
            needles,
            (path, needle) => isWatchlistEntry(path) && [NAME, 'zebulon'].includes(needle),
          ),
        ).toEqual([]);
        expect(after.get(`companies/${desk.uid}/watchlist/${entry.id}`)).toBe(
          before.get(`companies/${desk.uid}/watchlist/${entry.id}`),
        );
        // Nor does any mail, arrival code or other document outside `companies`, but the other company's.
        const outside = await outsideCompanies();
        expect(
          leftovers(outside, [email.toLowerCase(), PHOTO, SIGNATURE], () => false).filter(
            (found) => !(outside.get(found.split(' ')[0] ?? '') ?? '').includes(elsewhere.uid),
          ),
        ).toEqual([]);

        // 2. The registration is gone; the visits stay, counted, anonymised, their search without the name.
        expect(after.has(registration)).toBe(false);
        const visitsOf = (documents: Snapshot) =>
          [...documents.keys()].filter((path) => collectionOf(path) === 'visitDetails');
        expect(visitsOf(after)).toEqual(visitsOf(before));
        expect(visitsOf(after)).toHaveLength(3);
        const nameGrams = searchGrams({ visitorName: NAME, companyName: '' }).filter(
          (gram) => !searchGrams({ visitorName: '', companyName: 'Initech' }).includes(gram),
        );
        expect(nameGrams).toEqual(expect.arrayContaining(['q', 'que', 'zeb', 'ras']));
        for (const visit of [first, second]) {
          const stored = fieldsOf(after.get(`companies/${desk.uid}/visitDetails/${visit.id}`));
          expect(stored).toMatchObject({
            anonymisedAt: erased.at,
            visitorName: '',
            visitorEmail: '',
            visitorMobile: '',
            imageUrl: '',
            checkedOut: true,
            visitID: visit.visitID,
            checkin_timestamp: visit.checkin_timestamp,
            companyName: 'Initech',
            agreement: { version: visit.agreement?.version, signedName: '', signature: '' },
          });
          const grams = stored?.searchGrams as string[];
          expect(grams.filter((gram) => nameGrams.includes(gram))).toEqual([]);
          expect([...grams].sort()).toEqual(searchGrams({ visitorName: '', companyName: 'Initech' }).sort());
        }

        // 3. Nothing else changed: every document that did not hold them is byte for byte as it was,
        // the second visitor's included (but the desk's audit head, which each commit that deletes
        // rewrites); the new documents are the run's log entry, its batches' audit entries (each naming
        // that log entry) and the head, none holding anything of the person.
        const head = `companies/${desk.uid}/auditHead/${desk.uid}`;
        const changed = [...before]
          .filter(([path, json]) => !holding.has(path) && path !== head && after.get(path) !== json)
          .map(([path]) => path);
        expect(changed).toEqual([]);
        const added = [...after.keys()].filter((path) => !before.has(path));
        const entries = added.filter((path) => collectionOf(path) === 'audit');
        expect(added.filter((path) => !entries.includes(path) && path !== head)).toEqual([
          `companies/${desk.uid}/privacyLog/${erased.id}`,
        ]);
        expect(entries.length).toBeGreaterThan(0);
        for (const path of entries) {
          expect(fieldsOf(after.get(path))).toMatchObject({ action: 'privacy.erase', target: erased.id });
        }
        expect(fieldsOf(after.get(head))).toMatchObject({ entry: expect.any(String) as unknown });
        for (const path of added) expect(holds(after.get(path) ?? '', needles), path).toBe(false);
        const gone = [...before.keys()].filter((path) => !after.has(path));
        expect(gone.filter((path) => !holding.has(path))).toEqual([]);
        expect(gone.map(collectionOf).sort()).toEqual(
          [
            'visitorRegister',
            'invites',
            'watchlistHolds',
            'arrivals',
            ...Array<string>(6).fill(mailCollection),
          ].sort(),
        );
        for (const path of othersPaths) expect(after.get(path)).toBe(before.get(path));
        // In the shared roll call, only the erased visitor's name went; the other entry is as it was.
        const peopleBefore = fieldsOf(before.get(sharedRollCall))?.people as Record<string, unknown>;
        const peopleAfter = fieldsOf(after.get(sharedRollCall))?.people as Record<string, unknown>;
        expect(peopleAfter[othersVisit.id]).toEqual(peopleBefore[othersVisit.id]);
        expect(peopleAfter[othersVisit.id]).toMatchObject({ visitorName: OTHER_NAME });
        expect(peopleAfter[second.id]).toEqual({
          ...(peopleBefore[second.id] as object),
          visitorName: '',
        });

        // 4. The other company, holding the same person, is byte for byte as it was.
        const elsewhereAfter = await tenantSnapshot(elsewhere.uid);
        expect([...elsewhereAfter.keys()].sort()).toEqual([...elsewhereBefore.keys()].sort());
        for (const [path, json] of elsewhereBefore) expect(elsewhereAfter.get(path)).toBe(json);
      },
      TIMEOUT,
    );
  },
);

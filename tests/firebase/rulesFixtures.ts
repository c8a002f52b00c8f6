import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  type FieldPath,
  Timestamp,
  collection,
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type SetOptions,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { MemberRole } from '../../src/backend/permissions';
import { qrPngBase64 } from '../../src/lib/qrPng';

/**
 * Shared fixtures of the security-rules tests. They run on emulator projects of their own, one per test
 * worker, so that the other suites (which use demo-frontdesk on the same emulator) and the rules file
 * running beside them neither see nor clear their documents.
 */
export const RULES_PROJECT_ID = `demo-rules-${process.env.VITEST_POOL_ID ?? '1'}`;

const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(
  ':',
);

/**
 * The rules this worker's project was given last. Compiling firestore.rules was a quarter of the
 * emulator's CPU in these suites when every file loaded them again; the files of a worker share this
 * module (isolate: false), so each worker's project gets them once, and again only if they changed.
 */
let loadedRules: string | undefined;

export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  const rules = readFileSync('firestore.rules', 'utf8');
  const env = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { host, port: Number(port), ...(rules === loadedRules ? {} : { rules }) },
  });
  loadedRules = rules;
  return env;
}

export type Fields = Record<string, unknown>;

export const ACME = 'acme';
export const BETA = 'beta';
export const emailOf = (uid: string) => `desk@${uid}.example`;

/** The uid each test database is signed in as: who its audit entries are by. */
const signedInAs = new WeakMap<object, string>();
/** The uid a test database is signed in as ('' signed out). */
export const uidOf = (db: Firestore) => signedInAs.get(db) ?? '';

/**
 * One client per caller (uid and token claims) and environment: each context is a Firebase app of its
 * own with its own connection, and a file asks for the same callers hundreds of times. A client keeps
 * nothing between tests that a test could see: reads and writes go to the emulator, which is emptied.
 */
const clients = new WeakMap<RulesTestEnvironment, Map<string, Firestore>>();
function clientOf(env: RulesTestEnvironment, uid: string | null, claims: Fields = {}): Firestore {
  const key = `${uid ?? ''}|${JSON.stringify(claims)}`;
  const known = clients.get(env) ?? new Map<string, Firestore>();
  clients.set(env, known);
  const existing = known.get(key);
  if (existing) return existing;
  const context = uid === null ? env.unauthenticatedContext() : env.authenticatedContext(uid, claims);
  const db = context.firestore() as unknown as Firestore;
  signedInAs.set(db, uid ?? '');
  known.set(key, db);
  return db;
}

/** A company account: signed in with email and password, its email verified unless told otherwise. */
export function companyDb(env: RulesTestEnvironment, uid: string, emailVerified = true): Firestore {
  return clientOf(env, uid, {
    email: emailOf(uid),
    email_verified: emailVerified,
    firebase: { sign_in_provider: 'password' },
  });
}

/**
 * A member's account (someone an admin invited): signed in with email and password, its uid its own (never
 * the company's), its email verified unless told otherwise.
 */
export function memberDb(
  env: RulesTestEnvironment,
  uid: string,
  email = memberEmailOf(uid),
  emailVerified = true,
): Firestore {
  return clientOf(env, uid, {
    email,
    email_verified: emailVerified,
    firebase: { sign_in_provider: 'password' },
  });
}

/** A visitor's phone: an anonymous account, here with the same uid as a company. */
export function anonymousDb(env: RulesTestEnvironment, uid = 'anon1'): Firestore {
  return clientOf(env, uid, { firebase: { sign_in_provider: 'anonymous' } });
}

export function signedOutDb(env: RulesTestEnvironment): Firestore {
  return clientOf(env, null);
}

/**
 * The emulator's owner, past the rules, one client per environment (the library's
 * withSecurityRulesDisabled makes and deletes an app for each call, and a case seeds once or more).
 */
const owners = new WeakMap<RulesTestEnvironment, Firestore>();
export function ownerDb(env: RulesTestEnvironment): Firestore {
  const known = owners.get(env);
  if (known) return known;
  const db = getFirestore(initializeApp({ projectId: RULES_PROJECT_ID }, `rules-owner-${randomUUID()}`));
  connectFirestoreEmulator(db, host, Number(port), { mockUserToken: 'owner' });
  owners.set(env, db);
  return db;
}

export function profileOf(uid: string): Fields {
  return {
    name: `Company ${uid}`,
    email: emailOf(uid),
    mobile: '9876543210',
    aadhaarLast4: '2346',
    createdAt: Date.now() - 60_000,
  };
}

export const DIRECTORY_COMPANY = { name: 'Globex', active: true, example: false };

export function hostOf(uid: string): Fields {
  return {
    name: 'Priya',
    email: `priya@${uid}-hosts.example`,
    phone: '',
    companyId: 'globex',
    active: true,
    example: false,
  };
}

/** The id of a visitor document: the SHA-256 (hex) of the trimmed, lowercased email. */
export function visitorIdOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export const SMALL_JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA==';

export const VISITOR_EMAIL = 'Asha@Visitors.example';

export const visitor: Fields = {
  captureImage: true,
  isImageCaptured: true,
  imageUrl: SMALL_JPEG,
  visitorName: 'Asha',
  visitorEmail: VISITOR_EMAIL,
  visitorMobile: '9123456780',
  visitorEmailLower: VISITOR_EMAIL.toLowerCase(),
  searchPrefixes: ['as', 'ash', 'asha', 'asha@visit'],
};

/** A JPEG data URL just over the 120 KB limit. */
export const LARGE_JPEG = `data:image/jpeg;base64,${'A'.repeat(122_880)}`;

export const VISIT_ID = 'visit-1';
export const VISIT_NUMBER = 123456;

/**
 * Some grams of the company ('Globex'): the visit's companyGrams, within its searchGrams, and what
 * anonymising leaves (the visitor's, of 'Asha', gone).
 */
export const COMPANY_GRAMS = ['g', 'gl', 'glo'];

export function openVisit(fields: Fields = {}): Fields {
  return {
    visitType: 'Meeting',
    companyName: 'Globex',
    whomToMeet: 'Priya',
    whomToMeetEmail: 'priya@globex.example',
    hostId: 'host-1',
    visitorEmail: 'asha@visitors.example',
    visitorName: 'Asha',
    visitorMobile: '9123456780',
    checkedOut: false,
    imageUrl: '',
    checkin_timestamp: Date.now() - 60_000,
    checkout_timestamp: '',
    visitID: VISIT_NUMBER,
    passCode: 'AAAAAAAAAAAAAAAAAAAAAA',
    searchGrams: ['a', 'as', 'ash', ...COMPANY_GRAMS],
    companyGrams: COMPANY_GRAMS,
    ...fields,
  };
}

/**
 * Checks a visit in as the app does: the visit and its reservation in one batch; with `hold`, a held
 * visitor's hold (watchlistHolds/{visitId}, with its own entry) in the same batch, as the app writes an
 * operator's admission with the visit it admits (admittedHoldOf); `registered`, the visitor's register
 * entry marked with the visit.
 */
export function checkIn(
  db: Firestore,
  uid: string,
  visitId = VISIT_ID,
  fields: Fields = {},
  hold?: Fields,
  { registered = false }: { registered?: boolean } = {},
) {
  const visit = openVisit(registered ? { checkedInBy: uidOf(db), ...fields } : fields);
  const batch = auditedBatch(db);
  batch.set(doc(db, `companies/${uid}/visitDetails/${visitId}`), visit);
  batch.set(doc(db, `companies/${uid}/openVisitIds/${String(visit.visitID)}`), { visitDocId: visitId });
  if (hold) batch.set(doc(db, `companies/${uid}/watchlistHolds/${visitId}`), hold);
  // A registered visitor's entry is marked with the visit that puts them on site (isMarkedOnSite).
  if (registered)
    batch.update(doc(db, `companies/${uid}/visitorRegister/${visitorIdOf(String(visit.visitorEmail))}`), {
      onSiteVisitDocId: visitId,
    });
  return batch.commit();
}

/** Checks a visit out as the app does: checkedOut and its time, and the reservation released. */
export function checkOut(
  db: Firestore,
  uid: string,
  visitId = VISIT_ID,
  visitNumber = VISIT_NUMBER,
  changes: Fields = {},
) {
  const batch = auditedBatch(db);
  batch.update(doc(db, `companies/${uid}/visitDetails/${visitId}`), {
    checkedOut: true,
    checkout_timestamp: Date.now(),
    ...changes,
  });
  batch.delete(doc(db, `companies/${uid}/openVisitIds/${String(visitNumber)}`));
  return batch.commit();
}

// ---------------------------------------------------------------- the audit log

/** An audit entry as the app writes it with its change (firestore.rules: "the audit log"). */
export interface Audit {
  company: string;
  action: string;
  target: string;
  count?: number;
  /** By default the signed-in account's uid. */
  by?: string;
  /** By default the commit's time (serverTimestamp). */
  at?: unknown;
}

/** What a document's `auditId` reads back as: some entry's id. */
export const anAuditId = (): unknown => expect.any(String);

/** An erasure's privacy log entry: what its anonymising and deleting commits' entries name. */
export const PRIVACY_RUN = 'privacy-run-1';

/** A new entry of `db`'s account: its reference and fields, for a batch or a transaction to set. */
export function entryOf(db: Firestore, audit: Audit): { ref: DocumentReference; id: string; data: Fields } {
  const ref = doc(collection(db, `companies/${audit.company}/audit`));
  const data = {
    action: audit.action,
    target: audit.target,
    count: audit.count ?? 1,
    by: audit.by ?? uidOf(db),
    at: audit.at ?? serverTimestamp(),
  };
  return { ref, id: ref.id, data };
}

/** `db`'s account's head in `company`, naming a delete's entry, rewritten now: its reference and fields. */
export function headOf(
  db: Firestore,
  company: string,
  entry: string,
): { ref: DocumentReference; data: Fields } {
  return {
    // Signed out, a head of nobody's: refused like any write.
    ref: doc(db, `companies/${company}/auditHead/${uidOf(db) || 'signed-out'}`),
    data: { entry, at: serverTimestamp() },
  };
}

type Change = 'set' | 'update' | 'delete';

const SETTLED = ['checked-in', 'declined', 'checked-out'];
const has = (data: Fields, ...keys: string[]) => keys.some((key) => key in data);

/**
 * The entry the app writes with this change of `path` (the same action and target), or null where it
 * writes none (mail, quota slots, codes, reservations, lastSeenAt, a phone's own writes...). An erasure's
 * changes name PRIVACY_RUN; a team invitation's cancel is acme's.
 */
export function auditOf(path: string, change: Change, data: Fields = {}): Audit | null {
  const [root = '', first = '', kind, id = ''] = path.split('/');
  if (root === 'mail') {
    const company = first.split('_')[0] ?? '';
    return change === 'delete' ? { company, action: 'privacy.erase', target: PRIVACY_RUN } : null;
  }
  if (root === 'teamInvites') {
    if (change === 'set') return { company: String(data.companyId), action: 'team.change', target: first };
    return change === 'update' && data.state === 'cancelled'
      ? { company: ACME, action: 'team.change', target: first }
      : null;
  }
  if (root !== 'companies') return null;
  const company = first;
  const audit = (action: string, target: string): Audit => ({ company, action, target });
  const privacy = audit('privacy.erase', PRIVACY_RUN);
  if (kind === undefined)
    return change === 'update' && has(data, 'name', 'mobile') ? audit('settings.change', '') : null;
  if (change === 'delete') return kind === 'watchlist' ? audit('watchlist.change', id) : privacy;
  const created = change === 'set';
  switch (kind) {
    case 'settings':
      return audit('settings.change', '');
    case 'arrivals':
      return !created && SETTLED.includes(String(data.state)) ? audit('arrival.settle', id) : null;
    case 'companies':
    case 'hosts':
      return data.example === true ? null : audit('directory.change', id);
    case 'visitorRegister':
      return created ? audit('visitor.register', '') : null;
    case 'visitDetails':
      if (created) return audit('visit.checkIn', id);
      if ('checkedOut' in data) {
        if (!('closedBy' in data)) return audit('visit.checkOut', id);
        return audit(data.closedBy === 'automatic' ? 'visit.autoCheckOut' : 'visit.checkOutMany', '');
      }
      return has(data, 'visitorName', 'anonymisedAt') ? privacy : null;
    case 'invites':
      if (created) return audit('invite.create', id);
      if (data.state === 'cancelled') return audit('invite.cancel', id);
      return data.state === 'arrived' ? audit('visit.checkIn', String(data.visitDocId)) : null;
    case 'watchlist':
      return audit('watchlist.change', id);
    case 'watchlistHolds':
      return created ? audit('hold.decide', id) : null;
    case 'rollCalls':
      if (created) return audit('rollCall.start', id);
      if (has(data, 'markedSafe', 'unmarkedSafe')) return audit('rollCall.mark', id);
      if (has(data, 'erasedVisitId')) return privacy;
      return has(data, 'finishedAt') ? audit('rollCall.finish', id) : null;
    case 'agreements':
    case 'namedAgreements':
      return audit('agreement.publish', id);
    case 'privacyLog':
      return audit(data.kind === 'retention' ? 'privacy.retention' : 'privacy.erase', id);
    case 'members':
      return created || has(data, 'role', 'active') ? audit('team.change', id) : null;
    default:
      return null;
  }
}

/** How a change's entry differs from auditOf's: null writes none; fields override it (or make one). */
export interface AuditChoice {
  audit?: Partial<Audit> | null;
}

/**
 * A batch that writes each change with its entry, as the app does (auditOf): one entry per action and
 * target, and with deletes the account's head, naming the first delete's entry.
 */
export class AuditedBatch {
  private readonly batch;
  private readonly entries = new Map<string, string>();
  private headWritten = false;

  constructor(private readonly db: Firestore) {
    this.batch = writeBatch(db);
  }

  /** The id of this batch's entry for a change, written with the first change that needs it. */
  private entryFor(path: string, change: Change, data: Fields, choice: AuditChoice): string | null {
    if (choice.audit === null) return null;
    const inferred = auditOf(path, change, data);
    if (!inferred && !choice.audit) return null;
    const audit = {
      ...(inferred ?? { company: ACME, action: 'settings.change', target: '' }),
      ...choice.audit,
    };
    const key = JSON.stringify([audit.company, audit.action, audit.target, audit.by, audit.count]);
    const known = this.entries.get(key);
    if (known) return known;
    const entry = entryOf(this.db, audit);
    this.batch.set(entry.ref, entry.data);
    this.entries.set(key, entry.id);
    if (change === 'delete' && !this.headWritten) {
      const head = headOf(this.db, audit.company, entry.id);
      this.batch.set(head.ref, head.data);
      this.headWritten = true;
    }
    return entry.id;
  }

  set(ref: DocumentReference, data: Fields, options: SetOptions & AuditChoice = {}): this {
    const { audit, ...setOptions } = options;
    const auditId = this.entryFor(ref.path, 'set', data, { audit });
    const written = auditId === null ? data : { ...data, auditId };
    if (Object.keys(setOptions).length > 0) this.batch.set(ref, written, setOptions);
    else this.batch.set(ref, written);
    return this;
  }

  update(ref: DocumentReference, changes: Fields, choice: AuditChoice = {}): this {
    const auditId = this.entryFor(ref.path, 'update', changes, choice);
    this.batch.update(ref, auditId === null ? changes : { ...changes, auditId });
    return this;
  }

  /** An update by field paths and values (pairs), as `updateDoc(ref, field, value, ...)`. */
  updateFields(ref: DocumentReference, choice: AuditChoice, ...pairs: unknown[]): this {
    const named: Fields = {};
    for (let index = 0; index < pairs.length; index += 2) {
      const field = pairs[index];
      if (typeof field === 'string') named[field] = pairs[index + 1];
    }
    const auditId = this.entryFor(ref.path, 'update', named, choice);
    const [field, value, ...rest] = auditId === null ? pairs : [...pairs, 'auditId', auditId];
    this.batch.update(ref, field as string | FieldPath, value, ...rest);
    return this;
  }

  delete(ref: DocumentReference, choice: AuditChoice = {}): this {
    this.entryFor(ref.path, 'delete', {}, choice);
    this.batch.delete(ref);
    return this;
  }

  commit(): Promise<void> {
    return this.batch.commit();
  }
}

export const auditedBatch = (db: Firestore) => new AuditedBatch(db);

/** setDoc, with the change's entry (auditOf), in one batch. */
export function auditedSet(
  db: Firestore,
  path: string,
  data: Fields,
  options: SetOptions & AuditChoice = {},
) {
  return auditedBatch(db).set(doc(db, path), data, options).commit();
}

/** updateDoc, with the change's entry (auditOf), in one batch. */
export function auditedUpdate(db: Firestore, path: string, changes: Fields, choice: AuditChoice = {}) {
  return auditedBatch(db).update(doc(db, path), changes, choice).commit();
}

/** deleteDoc, with the delete's entry (auditOf) and the account's head naming it, in one batch. */
export function auditedDelete(db: Firestore, path: string, choice: AuditChoice = {}) {
  return auditedBatch(db).delete(doc(db, path), choice).commit();
}

/**
 * Seeds documents with the rules off (path to fields), as earlier, accepted commits left them. A company's
 * profile comes with its site (settings/main), as every company has one from registration on (a visit's
 * rule reads it), unless the documents give their own or say `WITHOUT_SITE`.
 */
export function seed(env: RulesTestEnvironment, documents: Record<string, Fields>): Promise<void> {
  const sites = Object.keys(documents)
    .filter((path) => /^companies\/[^/]+$/.test(path) && !(`${path}/settings/main` in documents))
    .map((path): [string, Fields] => [`${path}/settings/main`, SITE]);
  const written = [...Object.entries(documents), ...sites].filter(([, fields]) => fields !== WITHOUT_SITE);
  const db = ownerDb(env);
  // One commit, not a round trip per document: each rules case seeds ~20 documents.
  const batch = writeBatch(db);
  for (const [path, fields] of written) batch.set(doc(db, path), fields);
  return batch.commit();
}

/** A company's site as registration writes it (the time zone alone, as sites from before contactless). */
export const SITE: Fields = { timeZone: 'UTC' };
/** Given as a company's `settings/main` to `seed`: no site (a company from before sites, or none yet). */
export const WITHOUT_SITE: Fields = {};

/** A company with its profile, a directory company, a host and an open visit naming that host. */
export function seedCompany(env: RulesTestEnvironment, uid: string, visit: Fields = {}): Promise<void> {
  return seed(env, {
    [`companies/${uid}`]: profileOf(uid),
    [`companies/${uid}/companies/globex`]: DIRECTORY_COMPANY,
    [`companies/${uid}/hosts/host-1`]: hostOf(uid),
    [`companies/${uid}/visitDetails/${VISIT_ID}`]: openVisit(visit),
    [`companies/${uid}/openVisitIds/${String(VISIT_NUMBER)}`]: { visitDocId: VISIT_ID },
  });
}

/** Both companies' profiles, and nothing else. */
export function seedProfiles(env: RulesTestEnvironment): Promise<void> {
  return seed(env, { [`companies/${ACME}`]: profileOf(ACME), [`companies/${BETA}`]: profileOf(BETA) });
}

export const visitPath = (id = VISIT_ID, company = ACME) => `companies/${company}/visitDetails/${id}`;

/** A visit checked in a minute ago and checked out since, with a photo. */
export function closedVisit(fields: Fields = {}): Fields {
  return openVisit({
    checkedOut: true,
    checkout_timestamp: Date.now() - 30_000,
    imageUrl: SMALL_JPEG,
    ...fields,
  });
}

/** Anonymises a visit as the app does: the four personal fields blanked, the grams cut, the time set. */
export function anonymiseVisit(db: Firestore, changes: Fields = {}, id = VISIT_ID, company = ACME) {
  return auditedUpdate(db, visitPath(id, company), {
    visitorName: '',
    visitorEmail: '',
    visitorMobile: '',
    imageUrl: '',
    searchGrams: COMPANY_GRAMS,
    anonymisedAt: Date.now(),
    ...changes,
  });
}

/** The UTC day of the mail quota. */
export const today = () => Math.floor(Date.now() / 86_400_000);

export type MailKind = 'visitor' | 'host' | 'invitation';

export interface Mail {
  id: string;
  data: Fields;
}

export const mailIdOf = (uid: string, visitId: string, kind: MailKind) => `${uid}_${visitId}_${kind}`;

/** The visitor's mail for the seeded visit, as the app writes it, claiming quota slot `slot`. */
/** The QR of a pass, as the app attaches it to the visitor's mail. */
export const PASS_QR = qrPngBase64('frontdesk:pass:company-1:AAAAAAAAAAAAAAAAAAAAAA');

export function visitorMail(
  uid: string,
  slot = 0,
  changes: Fields = {},
  templateData: Fields = {},
  templateName = 'visitId',
): Mail {
  const visit = openVisit();
  return {
    id: mailIdOf(uid, VISIT_ID, 'visitor'),
    data: {
      to: visit.visitorEmail,
      template: {
        name: templateName,
        data: {
          visitorName: visit.visitorName,
          companyName: visit.companyName,
          hostName: visit.whomToMeet,
          visitID: String(VISIT_NUMBER),
          checkinTime: '10:30 am',
          qr: PASS_QR,
          ...templateData,
        },
      },
      tenant: uid,
      visitId: VISIT_ID,
      kind: 'visitor',
      quotaDay: today(),
      quotaSlot: slot,
      createdAt: Date.now(),
      ...changes,
    },
  };
}

/** The host's mail for the seeded visit (to the email of hosts/host-1), claiming quota slot `slot`. */
export function hostMail(uid: string, slot = 0, changes: Fields = {}, templateData: Fields = {}): Mail {
  const visit = openVisit();
  return {
    id: mailIdOf(uid, VISIT_ID, 'host'),
    data: {
      to: hostOf(uid).email,
      template: {
        name: 'hostArrival',
        data: {
          hostName: visit.whomToMeet,
          visitorName: visit.visitorName,
          visitType: visit.visitType,
          visitorEmail: visit.visitorEmail,
          visitorMobile: visit.visitorMobile,
          checkinTime: '10:30 am',
          ...templateData,
        },
      },
      tenant: uid,
      visitId: VISIT_ID,
      kind: 'host',
      quotaDay: today(),
      quotaSlot: slot,
      createdAt: Date.now(),
      ...changes,
    },
  };
}

/** The quota slot a mail claims: `{day}_{slot}` naming the mail. */
export function slotOf(mail: Mail): { id: string; data: Fields } {
  const day = mail.data.quotaDay as number;
  const slot = mail.data.quotaSlot as number;
  return { id: `${String(day)}_${String(slot)}`, data: { mail: mail.id, day, slot } };
}

/** The marker that a mail was queued (companies/{uid}/mailQueued/{mail id}), never deleted. */
export const queuedPath = (uid: string, mailId: string) => `companies/${uid}/mailQueued/${mailId}`;

/** The marker's fields as the app writes them: when, by the store's clock. */
export const queuedMarker = (): Fields => ({ at: serverTimestamp() });

/**
 * Queues mails as the app does: each mail document, its quota slot and its marker (that it was queued),
 * all in one batch.
 */
export function queueMail(db: Firestore, uid: string, ...mails: Mail[]) {
  const batch = writeBatch(db);
  for (const mail of mails) {
    const slot = slotOf(mail);
    batch.set(doc(db, `mail/${mail.id}`), mail.data);
    batch.set(doc(db, `companies/${uid}/mailQuota/${slot.id}`), slot.data);
    batch.set(doc(db, queuedPath(uid, mail.id)), queuedMarker());
  }
  return batch.commit();
}

/** A mail with its slot and marker, written with the rules off (as an earlier, accepted batch). */
export function seedMail(env: RulesTestEnvironment, uid: string, mail: Mail, data: Fields = mail.data) {
  const slot = slotOf(mail);
  return seed(env, {
    [`mail/${mail.id}`]: data,
    [`companies/${uid}/mailQuota/${slot.id}`]: slot.data,
    [queuedPath(uid, mail.id)]: { at: Timestamp.now() },
  });
}

/** Quota slots 0 to count - 1 of today already taken, written with the rules off. */
export function takeSlots(env: RulesTestEnvironment, uid: string, count: number) {
  const db = ownerDb(env);
  const batch = writeBatch(db);
  for (let slot = 0; slot < count; slot++) {
    batch.set(doc(db, `companies/${uid}/mailQuota/${String(today())}_${String(slot)}`), {
      mail: `${uid}_earlier-${String(slot)}_visitor`,
      day: today(),
      slot,
    });
  }
  return batch.commit();
}

/**
 * A rules test file's environment: started once, emptied before each test (unless `emptiedByTests`: the
 * file empties it itself, where it can), cleaned up after the file. Returns the environment (read it inside
 * tests and hooks, once it has started).
 */
export function rulesEnvironment({ emptiedByTests = false } = {}): () => RulesTestEnvironment {
  let started: RulesTestEnvironment | undefined;
  const env = () => {
    if (!started) throw new Error('The rules environment has not started');
    return started;
  };
  beforeAll(async () => {
    started = await startRulesEnvironment();
  });
  if (!emptiedByTests) beforeEach(() => env().clearFirestore());
  afterAll(async () => {
    const owner = owners.get(env());
    if (owner) await deleteApp(owner.app);
    await env().cleanup();
  });
  return env;
}

/** Names what failed (an operation, a case) in a failed assertion. */
export function failedAt(label: string) {
  return (error: unknown) => {
    throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The public copy of a company's site (arrivalCodes/{code}), valid for half an hour, offering host-1 (Priya,
 * at Globex), as the desk writes it: its hosts as parallel lists.
 */
export function arrivalCodeOf(company: string, fields: Fields = {}): Fields {
  return {
    company,
    companyName: `Company ${company}`,
    position: { latitude: 12.9716, longitude: 77.5946 },
    radiusMetres: 150,
    geofence: true,
    companies: ['Globex'],
    hostIds: ['host-1'],
    hostNames: ['Priya'],
    hostCompanies: ['Globex'],
    expiresAt: Date.now() + 30 * MINUTE,
    privacyPolicyUrl: 'https://acme.example/privacy',
    ...fields,
  };
}

/** A new arrival, waiting, as the phone writes it with the given code (no photo). */
export function newArrival(code: string, fields: Fields = {}): Fields {
  return {
    visitorName: 'Asha',
    visitorEmail: 'asha@visitors.example',
    visitorMobile: '9123456780',
    visitType: 'Meeting',
    companyName: 'Globex',
    hostId: 'host-1',
    whomToMeet: 'Priya',
    imageUrl: '',
    distanceMetres: 42.5,
    consent: true,
    code,
    at: Date.now(),
    state: 'waiting',
    visitID: null,
    ...fields,
  };
}

/** Invitation codes: 128 random bits, base64url (22 characters). */
export const INVITE_CODE = 'AbCdEfGhIjKlMnOpQrStUv';

/** The UTC calendar day of a moment, as an invitation names its site day. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A new invitation for today, to hosts/host-1 of the seeded directory: valid from an hour ago for a day. */
export function invite(fields: Fields = {}): Fields {
  const now = Date.now();
  return {
    code: INVITE_CODE,
    visitorName: 'Ines Invited',
    visitorEmail: 'ines@visitors.example',
    visitorMobile: '9123456780',
    visitType: 'Meeting',
    companyName: 'Globex',
    hostId: 'host-1',
    whomToMeet: 'Priya',
    whomToMeetEmail: 'priya@globex.example',
    expectedAt: now + HOUR,
    day: dayOf(now),
    validFrom: now - HOUR,
    validUntil: now + 23 * HOUR,
    state: 'invited',
    visitDocId: '',
    createdAt: now,
    ...fields,
  };
}

/** The email the fixtures' watchlist entry lists (watchlistEntry), under WATCHLIST_ENTRY. */
export const LISTED_EMAIL = 'mallory@evil.example';

/**
 * The id of a watchlist entry, as the app keys it (src/backend/watchlistKey.ts): with an email, the SHA-256
 * (hex) of the trimmed, lowercased email, the register's key (firestore.rules: isWatchlistKey, and a visit's
 * isNotHeld, find it by it); with a name only, `n-` and a random id.
 */
export function watchlistIdOf(email: string): string {
  return email.trim() ? visitorIdOf(email) : `n-${randomUUID()}`;
}

/** The id of the entry of LISTED_EMAIL: the email's hash. */
export const WATCHLIST_ENTRY = watchlistIdOf(LISTED_EMAIL);

/** A watchlist entry (watchlist/{WATCHLIST_ENTRY}) as the app adds it, by acme's desk account, just now. */
export function watchlistEntry(fields: Fields = {}): Fields {
  return {
    name: 'Mallory Meyer',
    email: LISTED_EMAIL,
    reason: 'Banned after the incident in the lobby',
    addedBy: emailOf(ACME),
    addedAt: Date.now(),
    ...fields,
  };
}

/** A hold of WATCHLIST_ENTRY as acme's desk records turning the visitor away, just now: no visit, no note. */
export function turnedAwayHold(fields: Fields = {}): Fields {
  return {
    entryId: WATCHLIST_ENTRY,
    reason: 'Banned after the incident in the lobby',
    visitorName: 'Mallory Meyer',
    visitorEmail: LISTED_EMAIL,
    decision: 'turned-away',
    note: '',
    decidedBy: emailOf(ACME),
    at: Date.now(),
    visitDocId: '',
    ...fields,
  };
}

/**
 * The hold the app writes with a listed visitor's visit (checkIn's `hold`): admitted with a note, by acme's
 * desk account, naming the visit and the entry under the visitor's email (unless `fields` say otherwise).
 */
export function admittedHoldOf(visit: Fields, visitId = VISIT_ID, fields: Fields = {}): Fields {
  const email = String(visit.visitorEmail);
  return turnedAwayHold({
    entryId: watchlistIdOf(email),
    visitorName: visit.visitorName,
    visitorEmail: email,
    decision: 'admitted',
    note: 'Escorted by Priya throughout',
    visitDocId: visitId,
    ...fields,
  });
}

/**
 * Publishes version `data.version` of the visitor agreement as the app does: the version and the site naming
 * it current (settings/main.agreementVersion, merged), with the publish's entry, in one batch. `site`
 * replaces what the site is merged with (null: the site is not written).
 */
export function publishAgreement(
  db: Firestore,
  data: Fields,
  company = ACME,
  site: Fields | null = { agreementVersion: data.version },
  id = String(data.version),
) {
  const audit = { company, action: 'agreement.publish', target: id };
  const batch = auditedBatch(db).set(doc(db, `companies/${company}/agreements/${id}`), data, { audit });
  if (site) batch.set(doc(db, `companies/${company}/settings/main`), site, { merge: true, audit });
  return batch.commit();
}

/** An outbox record (outbox/{visitId}_{kind}) of the seeded visit's visitor or host mail, queued. */
export function outboxEntry(kind: 'visitor' | 'host', fields: Fields = {}): Fields {
  return {
    visitId: VISIT_ID,
    kind,
    to: kind === 'visitor' ? 'asha@visitors.example' : 'priya@globex.example',
    template:
      kind === 'visitor'
        ? {
            name: 'visitId',
            data: {
              visitorName: 'Asha',
              companyName: 'Globex',
              hostName: 'Priya',
              visitID: String(VISIT_NUMBER),
              checkinTime: '10:30 am',
            },
          }
        : {
            name: 'hostArrival',
            data: {
              hostName: 'Priya',
              visitorName: 'Asha',
              visitType: 'Meeting',
              visitorEmail: 'asha@visitors.example',
              visitorMobile: '9123456780',
              checkinTime: '10:30 am',
            },
          },
    at: Date.now(),
    transport: 'outbox',
    status: 'queued',
    detail: '',
    attempts: 0,
    ...fields,
  };
}

// ---------------------------------------------------------------- team accounts

/** Members of acme (and one of beta): their account uids. */
export const ADMIN = 'acme-admin';
export const FRONTDESK = 'acme-frontdesk';
export const SECURITY = 'acme-security';
/** A front-desk member of acme an admin deactivated. */
export const FORMER = 'acme-former';
/** An account invited to acme's team that has not joined (no member document, no pointer). */
export const INVITED = 'acme-invited';
export const BETA_ADMIN = 'beta-admin';

/** A member's email address: the one its invitation was sent to, and its account's. */
export const memberEmailOf = (uid: string) => `${uid}@team.example`;

/** Team invitation codes: 128 random bits, base64url (22 characters). */
export const TEAM_CODE = 'TeamInviteCode-0123456';
/** The pending invitation of INVITED to acme. */
export const PENDING_CODE = 'PendingInvite_01234567';

const TEAM_DAY = 86_400_000;

/** A member document as joining writes it, stored: joined an hour ago, seen since, active. */
export function memberOf(uid: string, role: MemberRole, fields: Fields = {}): Fields {
  return {
    name: `Member ${uid}`,
    email: memberEmailOf(uid),
    role,
    active: true,
    joinedAt: Timestamp.fromMillis(Date.now() - 3_600_000),
    lastSeenAt: Timestamp.fromMillis(Date.now() - 60_000),
    inviteCode: `Joined_${uid}`.padEnd(22, 'x').slice(0, 22),
    ...fields,
  };
}

/** A member of `company` with its account's pointer: path to fields, for seed(). */
export function memberDocs(
  company: string,
  uid: string,
  role: MemberRole,
  fields: Fields = {},
): Record<string, Fields> {
  return {
    [`companies/${company}/members/${uid}`]: memberOf(uid, role, fields),
    [`accounts/${uid}`]: { companyId: company },
  };
}

/** Seeds a member of `company` and its account's pointer, with the rules off. */
export function seedMember(
  env: RulesTestEnvironment,
  company: string,
  uid: string,
  role: MemberRole,
  fields: Fields = {},
): Promise<void> {
  return seed(env, memberDocs(company, uid, role, fields));
}

/** A team invitation of `email` to `company`, as stored: invited a minute ago by its owner, for 7 days. */
export function teamInviteOf(
  company: string,
  email: string,
  role: MemberRole = 'frontdesk',
  fields: Fields = {},
): Fields {
  return {
    companyId: company,
    companyName: `Company ${company}`,
    email,
    emailLower: email.toLowerCase(),
    role,
    invitedBy: emailOf(company),
    invitedAt: Timestamp.fromMillis(Date.now() - 60_000),
    expiresAt: Timestamp.fromMillis(Date.now() + 7 * TEAM_DAY),
    state: 'invited',
    ...fields,
  };
}

/** A new team invitation as an admin (email `invitedBy`) writes it: now by the store's clock, for 7 days. */
export function newTeamInvite(
  company: string,
  email: string,
  invitedBy: string,
  role: MemberRole = 'frontdesk',
  fields: Fields = {},
): Fields {
  return teamInviteOf(company, email, role, {
    invitedBy,
    invitedAt: serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + 7 * TEAM_DAY),
    ...fields,
  });
}

/** Creates a team invitation as the app does. */
export function inviteToTeam(db: Firestore, code: string, data: Fields) {
  return auditedSet(db, `teamInvites/${code}`, data);
}

/** The member document a joining account writes, by the store's clock. */
export function joiningMember(
  uid: string,
  code: string,
  role: MemberRole = 'frontdesk',
  fields: Fields = {},
): Fields {
  return {
    name: `Member ${uid}`,
    email: memberEmailOf(uid),
    role,
    active: true,
    joinedAt: serverTimestamp(),
    lastSeenAt: null,
    inviteCode: code,
    ...fields,
  };
}

export interface Join {
  /** The member document's changes from joiningMember's. */
  member?: Fields;
  /** The role the member document claims (by default the invitation's: frontdesk). */
  role?: MemberRole;
  /** The account's pointer (by default `{ companyId: company }`); null: not written. */
  account?: Fields | null;
  /** The invitation's changes (by default joined by uid); null: not written. */
  invite?: Fields | null;
  /** The join's entry (by default the joiner's, naming itself): null, none. */
  audit?: Partial<Audit> | null;
}

/**
 * Joins `company` as the app does, in one batch: the member document of account `uid`, its pointer
 * (accounts/{uid}) and the invitation `code` marked joined by it.
 */
export function joinTeam(db: Firestore, company: string, uid: string, code: string, join: Join = {}) {
  const batch = auditedBatch(db);
  batch.set(
    doc(db, `companies/${company}/members/${uid}`),
    joiningMember(uid, code, join.role, join.member),
    {
      audit: join.audit,
    },
  );
  if (join.account !== null) batch.set(doc(db, `accounts/${uid}`), join.account ?? { companyId: company });
  if (join.invite !== null)
    batch.update(doc(db, `teamInvites/${code}`), join.invite ?? { state: 'joined', joinedBy: uid });
  return batch.commit();
}

import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import {
  Timestamp,
  serverTimestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  setDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { can, type MemberRole, type Permission } from '../../src/backend/permissions';
import {
  ACME,
  ADMIN,
  BETA,
  BETA_ADMIN,
  FORMER,
  FRONTDESK,
  INVITED,
  PENDING_CODE,
  SECURITY,
  TEAM_CODE,
  DIRECTORY_COMPANY,
  VISIT_ID,
  VISIT_NUMBER,
  VISITOR_EMAIL,
  INVITE_CODE,
  WATCHLIST_ENTRY,
  WITHOUT_SITE,
  anonymousDb,
  arrivalCodeOf,
  checkIn,
  checkOut,
  companyDb,
  emailOf,
  failedAt,
  hostOf,
  invite,
  joinTeam,
  mailIdOf,
  queuedPath,
  memberDb,
  memberDocs,
  memberEmailOf,
  newArrival,
  newTeamInvite,
  openVisit,
  outboxEntry,
  profileOf,
  queueMail,
  rulesEnvironment,
  seed,
  signedOutDb,
  slotOf,
  teamInviteOf,
  turnedAwayHold,
  visitPath,
  visitor,
  visitorIdOf,
  visitorMail,
  watchlistEntry,
  type Fields,
  entryOf,
  headOf,
  uidOf,
  PRIVACY_RUN,
  auditedSet,
  auditedUpdate,
  auditedDelete,
  auditedBatch,
  publishAgreement,
} from './rulesFixtures';

/**
 * Who may do what, for every path firestore.rules defines: one row per collection, and in it, for each kind
 * of caller, whether each operation (get, list, create, update, delete) is allowed or denied. An allowed
 * case uses a valid document (or batch) for its operation, as the app writes it; a denied case uses the
 * same one, so that only the caller makes the difference. The other rules tests try the shapes.
 */

const env = rulesEnvironment({ emptiedByTests: true });

// ---------------------------------------------------------------- callers

interface Caller {
  about: string;
  db: (environment: RulesTestEnvironment) => Firestore;
  /** The address the caller's documents carry where the rules want the signed-in account's (addedBy...). */
  email: string;
  /** An active member of acme in this role: its cells follow the permission table (a row's `needs`). */
  role?: MemberRole;
  /** An account acme's documents are closed to: its cells are otherCompany's (but for a row's `except`). */
  outsider?: true;
}

/**
 * A visitor's phone signs in anonymously. Here it has the owner's uid, so that what it is denied, it is denied
 * for its kind of account, not for its uid.
 */
const PHONE = ACME;

/**
 * The kinds of caller, by name. A new role (an admin, the front desk, security...) is a new key here; every
 * row of the matrix must then say what it may do.
 */
const CALLERS = {
  owner: {
    about: 'the company account: email and password, uid == companyId, its profile present, email verified',
    db: (environment) => companyDb(environment, ACME),
    email: emailOf(ACME),
  },
  otherCompany: {
    about: 'another company account, with a profile of its own',
    db: (environment) => companyDb(environment, BETA),
    email: emailOf(ACME),
  },
  anonymousPhone: {
    about: "a visitor's phone: an anonymous account",
    db: (environment) => anonymousDb(environment, PHONE),
    email: emailOf(ACME),
  },
  signedOut: {
    about: 'nobody signed in',
    db: (environment) => signedOutDb(environment),
    email: emailOf(ACME),
  },
  admin: {
    about: 'an active admin member of acme (its member document and account pointer present)',
    db: (environment) => memberDb(environment, ADMIN),
    email: memberEmailOf(ADMIN),
    role: 'admin',
  },
  frontdesk: {
    about: 'an active front-desk member of acme',
    db: (environment) => memberDb(environment, FRONTDESK),
    email: memberEmailOf(FRONTDESK),
    role: 'frontdesk',
  },
  security: {
    about: 'an active security member of acme',
    db: (environment) => memberDb(environment, SECURITY),
    email: memberEmailOf(SECURITY),
    role: 'security',
  },
  deactivated: {
    about: 'a front-desk member of acme an admin deactivated (active false)',
    db: (environment) => memberDb(environment, FORMER),
    email: memberEmailOf(FORMER),
    outsider: true,
  },
  invitedNotJoined: {
    about: "an account with a pending invitation to acme's team, no member document and no pointer",
    db: (environment) => memberDb(environment, INVITED),
    email: memberEmailOf(INVITED),
    outsider: true,
  },
  otherCompanyAdmin: {
    about: 'an active admin member of beta',
    db: (environment) => memberDb(environment, BETA_ADMIN),
    email: memberEmailOf(BETA_ADMIN),
    outsider: true,
  },
} satisfies Record<string, Caller>;

type CallerName = keyof typeof CALLERS;
const CALLER_NAMES = Object.keys(CALLERS) as CallerName[];

/** The callers whose cells a row states one by one; the others' are derived from them and the table. */
const STATED = ['owner', 'otherCompany', 'anonymousPhone', 'signedOut'] as const;
type StatedCaller = (typeof STATED)[number];

/**
 * The team, there for every case: acme's admin, front desk, security and deactivated members, each with
 * its account's pointer; the pending invitation of acme's invited account; beta's admin.
 */
const team = (): Docs => ({
  ...memberDocs(ACME, ADMIN, 'admin'),
  ...memberDocs(ACME, FRONTDESK, 'frontdesk'),
  ...memberDocs(ACME, SECURITY, 'security'),
  ...memberDocs(ACME, FORMER, 'frontdesk', { active: false }),
  [`teamInvites/${PENDING_CODE}`]: teamInviteOf(ACME, memberEmailOf(INVITED)),
  ...memberDocs(BETA, BETA_ADMIN, 'admin'),
});

// ---------------------------------------------------------------- the table's shape

const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
type Operation = (typeof OPERATIONS)[number];

const ALLOW = 'allowed';
const DENY = 'denied';
type Verdict = typeof ALLOW | typeof DENY;

type Docs = Record<string, Fields>;
/** What a caller runs: `email` is the caller's (see Caller), for documents that name who wrote them. */
type Action = (db: Firestore, email: string) => Promise<unknown>;

/** A cell with a situation of its own: what this caller may do only there (e.g. a phone's own batch). */
interface Case {
  verdict: Verdict;
  /** The situation, as the case is named. */
  because: string;
  /** What is stored before the operation, instead of the row's `stored`. */
  stored?: () => Docs;
  /** By default the row's action for the operation. */
  run?: Action;
}

type Expectation = Verdict | Case;

interface Row {
  /** The document the operations read or write (in acme's subtree, where it is a company's). */
  readonly path: string;
  /** The documents every case starts with; by default both companies' profiles. */
  given?: () => Docs;
  /** The document at `path` (and any it goes with), stored before a get, list, update or delete. */
  stored: () => Docs;
  /** A valid new document, or the batch that creates one as the app does. */
  create: Action;
  /** A valid change, or the batch that makes one as the app does. */
  update: Action;
  /** By default: getDoc, getDocs of the collection, deleteDoc, on `path`. */
  get?: Action;
  list?: Action;
  delete?: Action;
  expect: Record<StatedCaller, Record<Operation, Expectation>>;
  /**
   * The permission (permissions.ts) a member needs for each operation, or null where no member role may.
   * A member's cell: allowed when the owner's is and its role has the permission (can(role, permission)).
   */
  needs: Record<Operation, Permission | null>;
  /** Cells that are no role's: an account's own documents, joining. They replace the derived ones. */
  except?: Partial<Record<CallerName, Partial<Record<Operation, Expectation>>>>;
}

/** Reading the company's documents, and the desk's, admins' and roll-call work on them. */
const VIEW_ONLY: Record<Operation, Permission | null> = {
  get: 'view',
  list: 'view',
  create: null,
  update: null,
  delete: null,
};
const needsOf = (write: Permission, changes: Partial<Record<Operation, Permission | null>> = {}) => ({
  ...VIEW_ONLY,
  create: write,
  update: write,
  delete: write,
  ...changes,
});

/** Both companies' profiles. */
const profiles = (): Docs => ({
  [`companies/${ACME}`]: profileOf(ACME),
  [`companies/${BETA}`]: profileOf(BETA),
});

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

// ---------------------------------------------------------------- documents

const MINUTE = 60_000;
const DAY = 86_400_000;

const company = (path = '') => `companies/${ACME}${path}`;

/** The directory company and host-1, which hosts, invitations and mails name. */
const directory = (): Docs => ({
  [company('/companies/globex')]: DIRECTORY_COMPANY,
  [company('/hosts/host-1')]: hostOf(ACME),
});

/** The open visit-1 and its visit-ID reservation, as a check-in leaves them. */
const openVisitWithReservation = (): Docs => ({
  [visitPath()]: openVisit(),
  [company(`/openVisitIds/${String(VISIT_NUMBER)}`)]: { visitDocId: VISIT_ID },
});

/** A contactless check-in code of acme's, valid for half an hour. */
const CODE = 'acme-code-0123456789';

const arrivalPath = company(`/arrivals/${PHONE}`);
const queuePath = company('/arrivalQueue/waiting');

/** The phone arrives as the app does: its arrival and the queue's count one higher, in one batch. */
function arrive(db: Firestore) {
  const batch = auditedBatch(db);
  batch.set(doc(db, arrivalPath), newArrival(CODE));
  batch.set(doc(db, queuePath), { count: increment(1) }, { merge: true });
  return batch.commit();
}

/** The desk checks a waiting arrival in: its state and visit ID, and the queue's count one lower. */
function confirmArrival(db: Firestore) {
  const batch = auditedBatch(db);
  batch.update(doc(db, arrivalPath), { state: 'checked-in', visitID: VISIT_NUMBER });
  batch.set(doc(db, queuePath), { count: increment(-1) }, { merge: true });
  return batch.commit();
}

const ROLL_CALL = 'roll-1';
const rollCallPath = company(`/rollCalls/${ROLL_CALL}`);
const rollCallStatePath = company('/rollCallState/current');

/** A roll call of two people, started two minutes ago; finished a minute ago unless open. */
function rollCall(finished: boolean): Fields {
  const person = { visitID: VISIT_NUMBER, visitorName: 'Asha', companyName: 'Globex', whomToMeet: 'Priya' };
  return {
    startedAt: Date.now() - 2 * MINUTE,
    finishedAt: finished ? Date.now() - MINUTE : null,
    people: {
      [VISIT_ID]: { ...person, safeAt: Date.now() - MINUTE },
      'visit-2': { ...person, visitID: 222222, visitorName: 'Bala', safeAt: null },
    },
  };
}

/** Opens a roll call as the app does: the roll call and the state naming it, in one batch. */
function openRollCall(db: Firestore) {
  const batch = auditedBatch(db);
  batch.set(doc(db, rollCallPath), rollCall(false));
  batch.set(doc(db, rollCallStatePath), { openId: ROLL_CALL });
  return batch.commit();
}

/** The quota slot of the visitor's mail of visit-1 (today's slot 0). */
const quotaSlot = () => slotOf(visitorMail(ACME, 0));

/** The visitor's Trigger Email mail of visit-1, which failed once, its quota slot and its marker. */
function failedMail(): Docs {
  const mail = visitorMail(ACME, 0);
  const slot = slotOf(mail);
  return {
    [`mail/${mail.id}`]: { ...mail.data, delivery: { state: 'ERROR', attempts: 1, error: 'timeout' } },
    [company(`/mailQuota/${slot.id}`)]: slot.data,
    [queuedPath(ACME, mail.id)]: { at: Timestamp.now() },
  };
}

function agreementVersion(fields: Fields = {}): Fields {
  return {
    version: 1,
    text: 'I will follow the safety instructions and keep what I see confidential.',
    publishedAt: Date.now(),
    publishedBy: emailOf(ACME),
    ...fields,
  };
}

/** The first revision of another agreement, as an admin publishes it. */
const NAMED_AGREEMENT = 'safetyinduct01.1';
function namedAgreement(fields: Fields = {}): Fields {
  return {
    series: 'safetyinduct01',
    revision: 1,
    name: 'Safety induction',
    text: 'Wear a hard hat beyond the yellow line.',
    publishedAt: Date.now(),
    publishedBy: emailOf(ACME),
    ...fields,
  };
}

function privacyLogEntry(fields: Fields = {}): Fields {
  const counts = { visits: 3, visitors: 1, arrivals: 0, invites: 0, mail: 2, holds: 0, rollCalls: 1 };
  return { kind: 'erasure', at: Date.now(), by: emailOf(ACME), counts, ...fields };
}

/** An export's entry (written alone, as the desk records one), by the caller's account, now. */
const exportEntry = (db: Firestore): Fields => ({
  action: 'visits.export',
  target: '',
  count: 3,
  by: uidOf(db),
  at: serverTimestamp(),
});

const auditEntryPath = company('/audit/entry-1');

/** Every account's head in acme, as a delete of an earlier commit left it. */
const heads = (): Docs =>
  Object.fromEntries(
    [ACME, BETA, ADMIN, FRONTDESK, SECURITY, FORMER, INVITED, BETA_ADMIN].map((uid) => [
      company(`/auditHead/${uid}`),
      { entry: 'entry-0', at: Timestamp.fromMillis(Date.now() - MINUTE) },
    ]),
  );

/** The caller rewrites its own head, naming an erasure's entry of the same batch. */
const rewriteHead: Action = (db) => {
  const batch = writeBatch(db);
  const entry = entryOf(db, { company: ACME, action: 'privacy.erase', target: PRIVACY_RUN });
  const head = headOf(db, ACME, entry.id);
  batch.set(entry.ref, entry.data);
  batch.set(head.ref, head.data);
  return batch.commit();
};

const TEMPLATE = { subject: 'Your visit ID', html: '<p>{{visitID}}</p>', text: '{{visitID}}' };

const set =
  (path: string, data: (email: string) => Fields): Action =>
  (db, email) =>
    auditedSet(db, path, data(email));
const change =
  (path: string, changes: () => Fields): Action =>
  (db) =>
    auditedUpdate(db, path, changes());

/** acme's invited account joins, as the app does: its member document, its pointer, its invitation joined. */
const join: Action = (db) => joinTeam(db, ACME, INVITED, PENDING_CODE);

// ---------------------------------------------------------------- the matrix

const MATRIX: Record<string, Row> = {
  // The profile: created by the account itself; only its name and mobile change; never listed or deleted.
  'companies/{companyId}': {
    path: company(),
    given: () => ({ [`companies/${BETA}`]: profileOf(BETA) }),
    stored: () => ({ [company()]: profileOf(ACME) }),
    create: set(company(), () => profileOf(ACME)),
    update: change(company(), () => ({ name: 'Acme Renamed' })),
    list: (db) => getDocs(collection(db, 'companies')),
    needs: { get: 'view', list: 'view', create: null, update: 'manage', delete: null },
    expect: {
      owner: { get: ALLOW, list: DENY, create: ALLOW, update: ALLOW, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  'companies/{companyId}/settings/{name}': {
    path: company('/settings/main'),
    // No site but the one stored: a create creates it (seed gives a profile one otherwise).
    given: () => ({ ...profiles(), [company('/settings/main')]: WITHOUT_SITE }),
    stored: () => ({ [company('/settings/main')]: { timeZone: 'Asia/Kolkata' } }),
    create: set(company('/settings/main'), () => ({ timeZone: 'Asia/Kolkata' })),
    update: change(company('/settings/main'), () => ({ timeZone: 'UTC' })),
    needs: needsOf('manage'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Only the phone itself arrives, and reads its own arrival; the desk lists, settles and deletes them.
  'companies/{companyId}/arrivals/{phoneId}': {
    path: arrivalPath,
    given: () => ({
      ...profiles(),
      [`arrivalCodes/${CODE}`]: arrivalCodeOf(ACME),
      [queuePath]: { count: 1 },
    }),
    stored: () => ({ [arrivalPath]: newArrival(CODE) }),
    create: arrive,
    update: confirmArrival,
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: DENY, update: ALLOW, delete: ALLOW },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: {
        get: ALLOW,
        list: DENY,
        create: ALLOW,
        update: {
          verdict: ALLOW,
          because: 'its checked-in arrival asks to leave',
          stored: () => ({ [arrivalPath]: newArrival(CODE, { state: 'checked-in', visitID: VISIT_NUMBER }) }),
          run: change(arrivalPath, () => ({ state: 'leaving' })),
        },
        delete: DENY,
      },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // The company keeps the count; a phone raises it only with its own new arrival.
  'companies/{companyId}/arrivalQueue/{name}': {
    path: queuePath,
    given: () => ({ ...profiles(), [`arrivalCodes/${CODE}`]: arrivalCodeOf(ACME) }),
    stored: () => ({ [queuePath]: { count: 1 } }),
    create: set(queuePath, () => ({ count: 0 })),
    update: change(queuePath, () => ({ count: 0 })),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: {
        get: DENY,
        list: DENY,
        create: { verdict: ALLOW, because: 'with its own new arrival, in one batch', run: arrive },
        update: { verdict: ALLOW, because: 'with its own new arrival, in one batch', run: arrive },
        delete: DENY,
      },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // The directory: deactivated, never deleted.
  'companies/{companyId}/companies/{directoryCompanyId}': {
    path: company('/companies/globex'),
    stored: () => ({ [company('/companies/globex')]: DIRECTORY_COMPANY }),
    create: set(company('/companies/globex'), () => DIRECTORY_COMPANY),
    update: change(company('/companies/globex'), () => ({ active: false })),
    needs: needsOf('manage'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Hosts: deactivated, never deleted, so visits keep their host.
  'companies/{companyId}/hosts/{hostId}': {
    path: company('/hosts/host-1'),
    given: () => ({ ...profiles(), [company('/companies/globex')]: DIRECTORY_COMPANY }),
    stored: () => ({ [company('/hosts/host-1')]: hostOf(ACME) }),
    create: set(company('/hosts/host-1'), () => hostOf(ACME)),
    update: change(company('/hosts/host-1'), () => ({ active: false })),
    needs: needsOf('manage'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Visitors: never changed from the client, but for the type-ahead's prefixes (rules.test.ts); deleted by an
  // erasure.
  'companies/{companyId}/visitorRegister/{visitorId}': {
    path: company(`/visitorRegister/${visitorIdOf(VISITOR_EMAIL)}`),
    stored: () => ({ [company(`/visitorRegister/${visitorIdOf(VISITOR_EMAIL)}`)]: visitor }),
    create: set(company(`/visitorRegister/${visitorIdOf(VISITOR_EMAIL)}`), () => visitor),
    update: set(company(`/visitorRegister/${visitorIdOf(VISITOR_EMAIL)}`), () => ({
      ...visitor,
      visitorMobile: '9000000000',
    })),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: DENY, delete: ALLOW },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Visits: created with their reservation, checked out with its release, in one batch each; never
  // deleted by anyone, so the statistics stay right.
  'companies/{companyId}/visitDetails/{visitId}': {
    path: visitPath(),
    stored: openVisitWithReservation,
    create: (db) => checkIn(db, ACME),
    update: (db) => checkOut(db, ACME),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Reservations: created only with their new visit, deleted only by its checkout, never updated.
  // The update here is a desk settling the mails its visit owed (the mark goes, nothing else changes).
  'companies/{companyId}/openVisitIds/{visitID}': {
    path: company(`/openVisitIds/${String(VISIT_NUMBER)}`),
    stored: () => ({
      ...openVisitWithReservation(),
      [company(`/openVisitIds/${String(VISIT_NUMBER)}`)]: { visitDocId: VISIT_ID, mailsOwed: true },
    }),
    create: (db) => checkIn(db, ACME),
    update: set(company(`/openVisitIds/${String(VISIT_NUMBER)}`), () => ({ visitDocId: VISIT_ID })),
    delete: (db) => checkOut(db, ACME),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: ALLOW },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Invitations: the update here is the desk cancelling one (a use comes with its check-in's visit).
  'companies/{companyId}/invites/{code}': {
    path: company(`/invites/${INVITE_CODE}`),
    given: () => ({ ...profiles(), ...directory() }),
    stored: () => ({ [company(`/invites/${INVITE_CODE}`)]: invite() }),
    create: set(company(`/invites/${INVITE_CODE}`), () => invite()),
    update: change(company(`/invites/${INVITE_CODE}`), () => ({
      state: 'cancelled',
      cancelledAt: Date.now(),
    })),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: ALLOW },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // The watchlist: added and removed, never edited (update denied to everyone).
  // An entry is keyed by its email's hash (WATCHLIST_ENTRY), as the app adds it.
  'companies/{companyId}/watchlist/{entryId}': {
    path: company(`/watchlist/${WATCHLIST_ENTRY}`),
    stored: () => ({ [company(`/watchlist/${WATCHLIST_ENTRY}`)]: watchlistEntry() }),
    create: set(company(`/watchlist/${WATCHLIST_ENTRY}`), (email) => watchlistEntry({ addedBy: email })),
    update: set(company(`/watchlist/${WATCHLIST_ENTRY}`), (email) =>
      watchlistEntry({ addedBy: email, reason: 'Changed' }),
    ),
    needs: needsOf('manage'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: DENY, delete: ALLOW },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Holds: recorded once, never changed (update denied to everyone); deleted by an erasure.
  'companies/{companyId}/watchlistHolds/{holdId}': {
    path: company('/watchlistHolds/checkin-1'),
    stored: () => ({ [company('/watchlistHolds/checkin-1')]: turnedAwayHold() }),
    create: set(company('/watchlistHolds/checkin-1'), (email) => turnedAwayHold({ decidedBy: email })),
    update: set(company('/watchlistHolds/checkin-1'), (email) =>
      turnedAwayHold({ decidedBy: email, note: 'Changed' }),
    ),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: DENY, delete: ALLOW },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Roll calls: opened with the state naming them; stored here finished, started 31 days ago under a
  // retention period of 30, so the update is an erasure blanking a name and the delete is the retention
  // period's (with its run's entry).
  'companies/{companyId}/rollCalls/{rollCallId}': {
    path: rollCallPath,
    given: () => ({ ...profiles(), [company('/settings/main')]: { timeZone: 'UTC', retentionDays: 30 } }),
    stored: () => ({
      [rollCallPath]: { ...rollCall(true), startedAt: Date.now() - 31 * DAY },
      [rollCallStatePath]: { openId: '' },
    }),
    create: openRollCall,
    update: change(rollCallPath, () => ({
      [`people.${VISIT_ID}.visitorName`]: '',
      erasedVisitId: VISIT_ID,
    })),
    delete: (db) => auditedDelete(db, rollCallPath, { audit: { action: 'privacy.retention' } }),
    // Opened by anyone who takes roll calls; the update (an erasure) and the delete (the retention period)
    // are the desk's.
    needs: needsOf('rollCall', { update: 'desk', delete: 'desk' }),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: ALLOW },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  'companies/{companyId}/rollCallState/{name}': {
    path: rollCallStatePath,
    stored: () => ({ [rollCallStatePath]: { openId: '' } }),
    create: set(rollCallStatePath, () => ({ openId: '' })),
    update: set(rollCallStatePath, () => ({ openId: '' })),
    needs: needsOf('rollCall'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  'companies/{companyId}/outbox/{mailId}': {
    path: company(`/outbox/${VISIT_ID}_visitor`),
    stored: () => ({ [company(`/outbox/${VISIT_ID}_visitor`)]: outboxEntry('visitor') }),
    create: set(company(`/outbox/${VISIT_ID}_visitor`), () => outboxEntry('visitor')),
    update: change(company(`/outbox/${VISIT_ID}_visitor`), () => ({
      status: 'sent',
      detail: 'accepted',
      attempts: 1,
    })),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: ALLOW },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Markers that a mail was queued: created only with their mail (or for one queued before them), never
  // changed or deleted by anyone, so that a deleted mail is never queued again.
  'companies/{companyId}/mailQueued/{mailId}': {
    path: queuedPath(ACME, mailIdOf(ACME, VISIT_ID, 'visitor')),
    given: () => ({ ...profiles(), ...directory(), ...openVisitWithReservation() }),
    stored: failedMail,
    create: (db) => queueMail(db, ACME, visitorMail(ACME, 0)),
    update: set(queuedPath(ACME, mailIdOf(ACME, VISIT_ID, 'visitor')), () => ({ at: serverTimestamp() })),
    needs: { get: 'view', list: 'view', create: 'desk', update: null, delete: null },
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: DENY, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Quota slots: created only with their mail, in one batch; never changed or deleted by anyone.
  'companies/{companyId}/mailQuota/{slotId}': {
    get path() {
      return company(`/mailQuota/${quotaSlot().id}`);
    },
    given: () => ({ ...profiles(), ...directory(), ...openVisitWithReservation() }),
    stored: failedMail,
    create: (db) => queueMail(db, ACME, visitorMail(ACME, 0)),
    update: (db) => auditedSet(db, company(`/mailQuota/${quotaSlot().id}`), quotaSlot().data),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: DENY, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Agreement versions: published once (with the site naming it, as the app publishes), never changed or
  // deleted by anyone.
  'companies/{companyId}/agreements/{version}': {
    path: company('/agreements/1'),
    stored: () => ({ [company('/agreements/1')]: agreementVersion() }),
    create: (db, email) => publishAgreement(db, agreementVersion({ publishedBy: email })),
    update: set(company('/agreements/1'), (email) =>
      agreementVersion({ publishedBy: email, text: 'Nothing applies.' }),
    ),
    needs: needsOf('manage'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: DENY, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Other agreements' revisions: published once, never changed or deleted by anyone.
  'companies/{companyId}/namedAgreements/{agreementId}': {
    path: company(`/namedAgreements/${NAMED_AGREEMENT}`),
    stored: () => ({ [company(`/namedAgreements/${NAMED_AGREEMENT}`)]: namedAgreement() }),
    create: set(company(`/namedAgreements/${NAMED_AGREEMENT}`), (email) =>
      namedAgreement({ publishedBy: email }),
    ),
    update: set(company(`/namedAgreements/${NAMED_AGREEMENT}`), (email) =>
      namedAgreement({ publishedBy: email, text: 'Nothing applies.' }),
    ),
    needs: needsOf('manage'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: DENY, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // The privacy log: appended, never changed or removed by anyone.
  'companies/{companyId}/privacyLog/{entryId}': {
    path: company('/privacyLog/run-1'),
    stored: () => ({ [company('/privacyLog/run-1')]: privacyLogEntry() }),
    create: set(company('/privacyLog/run-1'), (email) => privacyLogEntry({ by: email })),
    update: set(company('/privacyLog/run-1'), (email) => privacyLogEntry({ by: email, kind: 'retention' })),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: DENY, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  'companies/{companyId}/privacyState/{name}': {
    path: company('/privacyState/retention'),
    stored: () => ({ [company('/privacyState/retention')]: { anonymisedBefore: Date.now() - DAY } }),
    create: set(company('/privacyState/retention'), () => ({ anonymisedBefore: Date.now() - DAY })),
    update: change(company('/privacyState/retention'), () => ({ anonymisedBefore: Date.now() })),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Codes: any signed-in account gets one by id (a phone does); only its company lists (by its own
  // company), creates and deletes them; never updated by anyone.
  'arrivalCodes/{code}': {
    path: `arrivalCodes/${CODE}`,
    stored: () => ({ [`arrivalCodes/${CODE}`]: arrivalCodeOf(ACME) }),
    create: set(`arrivalCodes/${CODE}`, () => arrivalCodeOf(ACME)),
    update: set(`arrivalCodes/${CODE}`, () => arrivalCodeOf(ACME, { radiusMetres: 300 })),
    list: (db) => getDocs(query(collection(db, 'arrivalCodes'), where('company', '==', ACME))),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: DENY, delete: ALLOW },
      otherCompany: { get: ALLOW, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: ALLOW, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Trigger Email: queued with its quota slot in one batch; listed by its tenant; the update is a retry
  // of a failed mail.
  'mail/{mailId}': {
    path: `mail/${mailIdOf(ACME, VISIT_ID, 'visitor')}`,
    given: () => ({ ...profiles(), ...directory(), ...openVisitWithReservation() }),
    stored: failedMail,
    create: (db) => queueMail(db, ACME, visitorMail(ACME, 0)),
    update: change(`mail/${mailIdOf(ACME, VISIT_ID, 'visitor')}`, () => ({ 'delivery.state': 'RETRY' })),
    list: (db) => getDocs(query(collection(db, 'mail'), where('tenant', '==', ACME))),
    needs: needsOf('desk'),
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: ALLOW },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // The audit log: entries written with their changes by anyone who makes one (an export on its own),
  // read by the owner and admins (the Audit screen); never changed or deleted by anyone.
  'companies/{companyId}/audit/{entryId}': {
    path: auditEntryPath,
    stored: () => ({
      [auditEntryPath]: {
        action: 'visits.export',
        target: '',
        count: 3,
        by: ACME,
        at: Timestamp.fromMillis(Date.now() - MINUTE),
      },
    }),
    create: (db) => setDoc(doc(db, auditEntryPath), exportEntry(db)),
    update: (db) => setDoc(doc(db, auditEntryPath), { ...exportEntry(db), count: 4 }),
    needs: { get: 'manage', list: 'manage', create: 'view', update: null, delete: null },
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: DENY, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Each account's head, naming the entry of its latest commit that deletes: written by the account itself
  // (its own, with that entry) where it does the desk's work; nobody reads or deletes one.
  'companies/{companyId}/auditHead/{uid}': {
    path: company(`/auditHead/${ACME}`),
    stored: heads,
    create: rewriteHead,
    update: rewriteHead,
    needs: { get: null, list: null, create: 'desk', update: 'desk', delete: null },
    expect: {
      owner: { get: DENY, list: DENY, create: ALLOW, update: ALLOW, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // The team: here the front desk's member document. Read by the company; created only by joining (acme's
  // invited account, with its invitation); the update is an admin changing its role; never deleted.
  // (teamRules.test.ts: a member's own document, deactivated, and its lastSeenAt.)
  'companies/{companyId}/members/{uid}': {
    path: company(`/members/${FRONTDESK}`),
    stored: () => ({}),
    create: join,
    update: change(company(`/members/${FRONTDESK}`), () => ({ role: 'security' })),
    needs: { get: 'view', list: 'view', create: null, update: 'team', delete: null },
    except: {
      invitedNotJoined: { create: { verdict: ALLOW, because: 'its own, joining with its invitation' } },
    },
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: DENY, update: ALLOW, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Accounts' pointers to their company: here the front desk's. Got by the account itself only; created
  // only by joining; never listed, changed or deleted.
  'accounts/{uid}': {
    path: `accounts/${FRONTDESK}`,
    stored: () => ({}),
    create: join,
    update: set(`accounts/${FRONTDESK}`, () => ({ companyId: BETA })),
    needs: { get: null, list: null, create: null, update: null, delete: null },
    except: {
      frontdesk: { get: { verdict: ALLOW, because: 'its own' } },
      invitedNotJoined: { create: { verdict: ALLOW, because: 'its own, joining with its invitation' } },
    },
    expect: {
      owner: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Team invitations: anyone gets one by its code (the join page, signed out); the company's admins list
  // theirs (by company), create them and cancel them (the update); the invited account joins with its own.
  // Never deleted.
  'teamInvites/{code}': {
    path: `teamInvites/${TEAM_CODE}`,
    stored: () => ({ [`teamInvites/${TEAM_CODE}`]: teamInviteOf(ACME, 'newcomer@team.example', 'security') }),
    create: set(`teamInvites/${TEAM_CODE}`, (email) =>
      newTeamInvite(ACME, 'newcomer@team.example', email, 'security'),
    ),
    update: change(`teamInvites/${TEAM_CODE}`, () => ({ state: 'cancelled' })),
    list: (db) => getDocs(query(collection(db, 'teamInvites'), where('companyId', '==', ACME))),
    needs: { get: 'view', list: 'team', create: 'team', update: 'team', delete: null },
    except: {
      invitedNotJoined: {
        update: { verdict: ALLOW, because: 'joining with its own invitation', run: join },
      },
    },
    expect: {
      owner: { get: ALLOW, list: ALLOW, create: ALLOW, update: ALLOW, delete: DENY },
      otherCompany: { get: ALLOW, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: ALLOW, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: ALLOW, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },

  // Trigger Email's templates: read and written with the Admin SDK only; denied to every client.
  'templates/{name}': {
    path: 'templates/visitId',
    stored: () => ({ 'templates/visitId': TEMPLATE }),
    create: set('templates/visitId', () => TEMPLATE),
    update: set('templates/visitId', () => ({ ...TEMPLATE, html: '<p>Changed</p>' })),
    needs: { get: null, list: null, create: null, update: null, delete: null },
    expect: {
      owner: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      otherCompany: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      anonymousPhone: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
      signedOut: { get: DENY, list: DENY, create: DENY, update: DENY, delete: DENY },
    },
  },
};

// ---------------------------------------------------------------- the runner

/** The row's default action for an operation. */
function actionOf(row: Row, operation: Operation): Action {
  switch (operation) {
    case 'get':
      return row.get ?? ((db) => getDoc(doc(db, row.path)));
    case 'list':
      return row.list ?? ((db) => getDocs(collection(db, parentOf(row.path))));
    case 'create':
      return row.create;
    case 'update':
      return row.update;
    case 'delete':
      return row.delete ?? ((db) => auditedDelete(db, row.path));
  }
}

interface Resolved {
  verdict: Verdict;
  because?: string;
  stored: () => Docs;
  run: Action;
}

const verdictOf = (expectation: Expectation): Verdict =>
  typeof expectation === 'string' ? expectation : expectation.verdict;

/**
 * What a caller may do, as the row says it or derived: an exception first; then the stated callers' own
 * cells; a member's from the owner's and the permission table; an outsider's from another company's.
 */
function expectationOf(row: Row, caller: CallerName, operation: Operation): Expectation {
  const exception = row.except?.[caller]?.[operation];
  if (exception !== undefined) return exception;
  if ((STATED as readonly string[]).includes(caller)) return row.expect[caller as StatedCaller][operation];
  const { role, outsider } = CALLERS[caller] as Caller;
  if (outsider) return verdictOf(row.expect.otherCompany[operation]);
  if (role === undefined) throw new Error(`${caller} is neither stated, a member nor an outsider`);
  const permission = row.needs[operation];
  const allowed =
    verdictOf(row.expect.owner[operation]) === ALLOW && permission !== null && can(role, permission);
  return allowed ? ALLOW : DENY;
}

/** What a create starts from: nothing at its path (one function, so that its cases can share a seed). */
const NOTHING = (): Docs => ({});

/** A cell of the table as a case: its verdict, what is stored first, and what the caller runs. */
function caseOf(row: Row, caller: CallerName, operation: Operation): Resolved {
  const expectation = expectationOf(row, caller, operation);
  const stored = operation === 'create' ? NOTHING : row.stored;
  const run = actionOf(row, operation);
  if (typeof expectation === 'string') return { verdict: expectation, stored, run };
  return { ...expectation, stored: expectation.stored ?? stored, run: expectation.run ?? run };
}

/** A case that leaves the stored documents as they were: a read, or a write the rules refuse. */
const leavesStoreAsItWas = (operation: Operation, verdict: Verdict) =>
  operation === 'get' || operation === 'list' || verdict === DENY;

/**
 * What the emulator holds now: the row and the stored documents it was seeded with, while no case since
 * has changed them. Cases that change nothing share one seed (a seed is most of a case's time); a case that
 * may change something (an allowed write, or any case that failed) leaves the next one to seed afresh.
 */
let seeded: { row: Row; stored: () => Docs } | undefined;

async function seedFor(row: Row, stored: () => Docs) {
  if (seeded?.row === row && seeded.stored === stored) return;
  seeded = undefined;
  await env().clearFirestore();
  await seed(env(), { ...team(), ...(row.given ?? profiles)(), ...stored() });
  seeded = { row, stored };
}

describe('rules matrix', () => {
  for (const [key, row] of Object.entries(MATRIX)) {
    for (const operation of OPERATIONS) {
      // The callers whose case changes nothing first, so that they share the seed.
      const cases = CALLER_NAMES.map((caller) => ({ caller, ...caseOf(row, caller, operation) })).sort(
        (a, b) =>
          Number(!leavesStoreAsItWas(operation, a.verdict)) -
          Number(!leavesStoreAsItWas(operation, b.verdict)),
      );
      for (const { caller, verdict, because, stored, run } of cases) {
        const situation = because === undefined ? '' : ` (${because})`;
        it(`${key} · ${caller} · ${operation} → ${verdict}${situation}`, async () => {
          await seedFor(row, stored);
          if (!leavesStoreAsItWas(operation, verdict)) seeded = undefined;
          const db = CALLERS[caller].db(env());
          const label = `${caller} (${CALLERS[caller].about}) ${operation} on ${row.path}${situation} should be ${verdict}`;
          const attempt = run(db, CALLERS[caller].email);
          await (verdict === ALLOW ? assertSucceeds(attempt) : assertFails(attempt)).catch(
            (error: unknown) => {
              seeded = undefined;
              failedAt(label)(error);
            },
          );
        });
      }
    }
  }
});

// ---------------------------------------------------------------- completeness

/** The rules' text without comments, and with every string literal emptied (a regex may hold braces). */
function codeOf(rules: string): string {
  let code = '';
  let index = 0;
  while (index < rules.length) {
    if (rules.startsWith('//', index)) {
      const end = rules.indexOf('\n', index);
      index = end === -1 ? rules.length : end;
    } else if (rules.startsWith('/*', index)) {
      const end = rules.indexOf('*/', index + 2);
      index = end === -1 ? rules.length : end + 2;
    } else if (rules.charAt(index) === "'" || rules.charAt(index) === '"') {
      const quote = rules.charAt(index);
      index += 1;
      while (index < rules.length && rules.charAt(index) !== quote)
        index += rules.charAt(index) === '\\' ? 2 : 1;
      index += 1;
      code += "''";
    } else {
      code += rules.charAt(index);
      index += 1;
    }
  }
  return code;
}

const DOCUMENTS_ROOT = '/databases/{database}/documents';

/** Every `match` path of the rules, nested ones joined, from under /databases/{database}/documents. */
function matchPaths(rules: string): string[] {
  const open: (string | null)[] = [];
  const paths: string[] = [];
  for (const token of codeOf(rules).matchAll(/\bmatch\s+((?:\/(?:[\w-]+|\{[\w=*]+\}))+)\s*\{|[{}]/g)) {
    const [text, path] = token;
    if (path !== undefined) {
      open.push(path);
      paths.push(open.filter((segment) => segment !== null).join(''));
    } else if (text === '{') {
      open.push(null);
    } else {
      open.pop();
    }
  }
  return paths
    .filter((path) => path.startsWith(`${DOCUMENTS_ROOT}/`))
    .map((path) => path.slice(DOCUMENTS_ROOT.length + 1));
}

describe('rules matrix: completeness', () => {
  it('has a row for every path firestore.rules defines, and none for a path it does not', () => {
    const defined = matchPaths(readFileSync('firestore.rules', 'utf8'));
    const rows = Object.keys(MATRIX);
    expect(
      defined.filter((path) => !rows.includes(path)),
      'paths firestore.rules defines that have no row in the matrix',
    ).toEqual([]);
    expect(
      rows.filter((path) => !defined.includes(path)),
      'rows of the matrix for paths firestore.rules does not define',
    ).toEqual([]);
  });

  it('says, in every row, what every caller may do with every operation', () => {
    for (const [key, row] of Object.entries(MATRIX)) {
      expect(Object.keys(row.expect).sort(), `the callers of ${key}`).toEqual([...STATED].sort());
      for (const caller of STATED) {
        expect(Object.keys(row.expect[caller]).sort(), `the operations of ${key} for ${caller}`).toEqual(
          [...OPERATIONS].sort(),
        );
      }
      expect(Object.keys(row.needs).sort(), `the permissions of ${key}`).toEqual([...OPERATIONS].sort());
      for (const caller of CALLER_NAMES) {
        for (const operation of OPERATIONS) {
          expect([ALLOW, DENY], `${key} · ${caller} · ${operation}`).toContain(
            verdictOf(expectationOf(row, caller, operation)),
          );
        }
      }
    }
  });

  it('gives every caller that is not stated a role or makes it an outsider', () => {
    for (const caller of CALLER_NAMES) {
      const { role, outsider } = CALLERS[caller] as Caller;
      const stated = (STATED as readonly string[]).includes(caller);
      expect([stated, role !== undefined, outsider === true].filter(Boolean), caller).toHaveLength(1);
    }
  });

  it('reads nested match paths, past functions, comments and braces in strings', () => {
    const rules = `
      service cloud.firestore {
        match /databases/{database}/documents {
          function isCode(value) { return value.matches('^[0-9]{4}$'); } // the company's {code}
          match /a/{aId} {
            /* match /commented/{out} { } */
            function f() { return "}"; }
            allow read: if isCode(aId);
            match /b/{bId}/c/{cId} { allow read: if true; }
          }
          match /d/{rest=**} { allow read: if false; }
        }
      }`;
    expect(matchPaths(rules), 'the paths of a small rules file').toEqual([
      'a/{aId}',
      'a/{aId}/b/{bId}/c/{cId}',
      'd/{rest=**}',
    ]);
  });
});

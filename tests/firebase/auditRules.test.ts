import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../src/backend/port/audit';
import {
  ACME,
  ADMIN,
  BETA,
  BETA_ADMIN,
  COMPANY_GRAMS,
  FRONTDESK,
  INVITED,
  INVITE_CODE,
  PENDING_CODE,
  PRIVACY_RUN,
  SECURITY,
  VISIT_ID,
  VISIT_NUMBER,
  VISITOR_EMAIL,
  WATCHLIST_ENTRY,
  anAuditId,
  auditedBatch,
  auditedDelete,
  auditedSet,
  auditedUpdate,
  closedVisit,
  companyDb,
  entryOf,
  headOf,
  invite,
  joinTeam,
  memberDb,
  memberDocs,
  memberEmailOf,
  memberOf,
  openVisit,
  profileOf,
  rulesEnvironment,
  seed,
  seedCompany,
  teamInviteOf,
  visitPath,
  visitor,
  visitorIdOf,
  watchlistEntry,
  type Audit,
  type Fields,
} from './rulesFixtures';

/**
 * The audit log's rules: each audited change names an entry written in its own commit (`auditId`), by
 * the account making it, for its action and record; a delete names one through the account's head; the
 * entries are never changed or deleted, and only the owner and admins read them.
 */

const env = rulesEnvironment();

const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);
const admin = () => memberDb(env(), ADMIN);
const frontdesk = () => memberDb(env(), FRONTDESK);
const security = () => memberDb(env(), SECURITY);

const MINUTE = 60_000;
const NEW_VISIT = 'visit-2';
const NEW_NUMBER = 222222;
const auditOf = (company = ACME) => `companies/${company}/audit`;
const reservationPath = (visitNumber: number) => `companies/${ACME}/openVisitIds/${String(visitNumber)}`;

/** Acme with its directory, its open visit-1, its team, and beta with its admin. */
async function seedTeams() {
  await seedCompany(env(), ACME);
  await seed(env(), {
    [`companies/${BETA}`]: profileOf(BETA),
    ...memberDocs(ACME, ADMIN, 'admin'),
    ...memberDocs(ACME, FRONTDESK, 'frontdesk'),
    ...memberDocs(ACME, SECURITY, 'security'),
    ...memberDocs(BETA, BETA_ADMIN, 'admin'),
  });
}

/** An entry as stored by an earlier commit: a minute ago, by acme's owner. */
function earlierEntry(fields: Fields = {}): Fields {
  return {
    action: 'visit.checkIn',
    target: NEW_VISIT,
    count: 1,
    by: ACME,
    at: Timestamp.fromMillis(Date.now() - MINUTE),
    ...fields,
  };
}

interface CheckInWith {
  /** The entry's fields instead of the right ones (a check-in of visit-2 by the caller, now). */
  entry?: Partial<Audit>;
  /** The auditId the visit names instead of its entry's; null: none. */
  auditId?: string | null;
  /** Write no entry. */
  noEntry?: boolean;
}

/** Checks visit-2 in as the app does (visit, reservation, entry), with the given difference. */
function checkInWith(db: Firestore, how: CheckInWith = {}) {
  const batch = writeBatch(db);
  const entry = entryOf(db, { company: ACME, action: 'visit.checkIn', target: NEW_VISIT, ...how.entry });
  if (!how.noEntry) batch.set(entry.ref, entry.data);
  const auditId = how.auditId === undefined ? entry.id : how.auditId;
  batch.set(doc(db, reservationPath(NEW_NUMBER)), { visitDocId: NEW_VISIT });
  batch.set(doc(db, visitPath(NEW_VISIT)), {
    ...openVisit({ visitID: NEW_NUMBER }),
    ...(auditId === null ? {} : { auditId }),
  });
  return batch.commit();
}

/** Checks the seeded visit-1 out, naming `auditId` (by default an entry of its own, as `entry` says). */
function checkOutWith(db: Firestore, entry: Partial<Audit> = {}, auditId?: string) {
  const batch = writeBatch(db);
  const written = entryOf(db, { company: ACME, action: 'visit.checkOut', target: VISIT_ID, ...entry });
  if (auditId === undefined) batch.set(written.ref, written.data);
  batch.update(doc(db, visitPath()), {
    checkedOut: true,
    checkout_timestamp: Date.now(),
    auditId: auditId ?? written.id,
  });
  batch.delete(doc(db, reservationPath(VISIT_NUMBER)));
  return batch.commit();
}

const registerPath = `companies/${ACME}/visitorRegister/${visitorIdOf(VISITOR_EMAIL)}`;

interface DeleteWith {
  /** The entry's fields instead of an erasure's of this commit; null: no entry. */
  entry?: Partial<Audit> | null;
  /** The head's fields instead of { entry, at: now }; null: no head. */
  head?: Fields | null;
}

/** Deletes the seeded register entry as an erasure does (entry, head, delete), with the given difference. */
function deleteWith(db: Firestore, how: DeleteWith = {}) {
  const batch = writeBatch(db);
  const entry = entryOf(db, { company: ACME, action: 'privacy.erase', target: PRIVACY_RUN, ...how.entry });
  if (how.entry !== null) batch.set(entry.ref, entry.data);
  const head = headOf(db, ACME, entry.id);
  if (how.head !== null) batch.set(head.ref, { ...head.data, ...how.head });
  batch.delete(doc(db, registerPath));
  return batch.commit();
}

beforeEach(seedTeams);

// ---------------------------------------------------------------- the entries themselves

describe('audit entries', () => {
  it('names the same actions as the port (AUDIT_ACTIONS)', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const listed = /function AUDIT_ACTIONS\(\) \{\s*return \[([^\]]*)\];/.exec(rules)?.[1] ?? '';
    const actions = [...listed.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(actions).toEqual([...AUDIT_ACTIONS]);
  });

  it('lets the owner and any active member write one of their own, now (an export, on its own)', async () => {
    for (const db of [acme(), admin(), frontdesk(), security()]) {
      const entry = entryOf(db, { company: ACME, action: 'visits.export', target: '', count: 12 });
      await assertSucceeds(setDoc(entry.ref, entry.data));
    }
  });

  it.each<[string, Fields]>([
    ['by another account', { by: ADMIN }],
    ['at another time than its commit’s', { at: Timestamp.fromMillis(Date.now()) }],
    ['with an action the log does not know', { action: 'visit.delete' }],
    ['with a target of more than 128 characters', { target: 'x'.repeat(129) }],
    ['with a target that is not text', { target: 42 }],
    ['with a negative count', { count: -1 }],
    ['with a count of more than 100000', { count: 100_001 }],
    ['with a fractional count', { count: 1.5 }],
    ['with a field more (a visitor’s email)', { email: 'asha@visitors.example' }],
  ])('refuses an entry %s', async (_label, fields) => {
    const db = frontdesk();
    const entry = entryOf(db, { company: ACME, action: 'visits.export', target: '' });
    await assertFails(setDoc(entry.ref, { ...entry.data, ...fields }));
  });

  it('refuses an entry without a field', async () => {
    const db = frontdesk();
    const entry = entryOf(db, { company: ACME, action: 'visits.export', target: '' });
    const { count: _count, ...withoutCount } = entry.data;
    await assertFails(setDoc(entry.ref, withoutCount));
  });

  it('is never changed or deleted, by its writer or the owner', async () => {
    await seed(env(), { [`${auditOf()}/entry-1`]: earlierEntry({ by: FRONTDESK }) });
    for (const db of [frontdesk(), acme()]) {
      await assertFails(updateDoc(doc(db, `${auditOf()}/entry-1`), { count: 2 }));
      await assertFails(updateDoc(doc(db, `${auditOf()}/entry-1`), { at: serverTimestamp() }));
      await assertFails(
        setDoc(doc(db, `${auditOf()}/entry-1`), { ...earlierEntry(), at: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, `${auditOf()}/entry-1`)));
    }
  });

  it('is read by the owner and admins only: not the front desk, security or another company', async () => {
    await seed(env(), { [`${auditOf()}/entry-1`]: earlierEntry() });
    const newestFirst = (db: Firestore) => query(collection(db, auditOf()), orderBy('at', 'desc'));
    for (const db of [acme(), admin()]) {
      await assertSucceeds(getDoc(doc(db, `${auditOf()}/entry-1`)));
      expect((await assertSucceeds(getDocs(newestFirst(db)))).size).toBe(1);
    }
    for (const db of [frontdesk(), security(), beta(), memberDb(env(), BETA_ADMIN)]) {
      await assertFails(getDoc(doc(db, `${auditOf()}/entry-1`)));
      await assertFails(getDocs(newestFirst(db)));
    }
    // A member reading its own entries only is still reading the log.
    await assertFails(getDocs(query(collection(frontdesk(), auditOf()), where('by', '==', FRONTDESK))));
  });

  it('is written into a company’s log by its own people only: not another company or its admin', async () => {
    for (const db of [beta(), memberDb(env(), BETA_ADMIN)]) {
      const entry = entryOf(db, { company: ACME, action: 'visits.export', target: '' });
      await assertFails(setDoc(entry.ref, entry.data));
      // Nor a change of acme's with an entry in its own log.
      await assertFails(checkOutWith(db, { company: BETA }));
    }
    // A deactivated member writes none.
    await seed(env(), memberDocs(ACME, 'acme-former', 'frontdesk', { active: false }));
    const former = memberDb(env(), 'acme-former');
    const entry = entryOf(former, { company: ACME, action: 'visits.export', target: '' });
    await assertFails(setDoc(entry.ref, entry.data));
  });
});

// ---------------------------------------------------------------- a change names its entry

describe('an audited change names an entry of its own commit', () => {
  it('checks a visit in with its entry, which reads back as the check-in’s', async () => {
    await assertSucceeds(checkInWith(frontdesk()));
    const stored = (await getDoc(doc(acme(), visitPath(NEW_VISIT)))).data();
    expect(stored).toMatchObject({ auditId: anAuditId() });
    const entry = (await getDoc(doc(acme(), `${auditOf()}/${String(stored?.auditId)}`))).data();
    expect(entry).toMatchObject({ action: 'visit.checkIn', target: NEW_VISIT, count: 1, by: FRONTDESK });
    expect(entry?.at).toBeInstanceOf(Timestamp);
  });

  it('refuses a check-in without its entry, or naming none', async () => {
    await assertFails(checkInWith(frontdesk(), { noEntry: true }));
    await assertFails(checkInWith(frontdesk(), { auditId: null }));
    await assertFails(checkInWith(frontdesk(), { noEntry: true, auditId: 'no-such-entry' }));
  });

  it('refuses an entry of an earlier commit, reused', async () => {
    // Written a minute ago (seeded), or by an earlier commit of this same test: its time is not this one's.
    await seed(env(), { [`${auditOf()}/entry-1`]: earlierEntry({ by: FRONTDESK }) });
    await assertFails(checkInWith(frontdesk(), { noEntry: true, auditId: 'entry-1' }));
    const db = frontdesk();
    const first = entryOf(db, { company: ACME, action: 'visit.checkOut', target: VISIT_ID });
    await assertSucceeds(setDoc(first.ref, first.data));
    await assertFails(checkOutWith(db, {}, first.id));
    // The same checkout with an entry of its own passes.
    await assertSucceeds(checkOutWith(db));
  });

  it('refuses an entry by another account, for another action or another record', async () => {
    await assertFails(checkInWith(frontdesk(), { entry: { by: ADMIN } }));
    await assertFails(checkInWith(frontdesk(), { entry: { action: 'visit.checkOut' } }));
    await assertFails(checkInWith(frontdesk(), { entry: { action: 'visits.export' } }));
    await assertFails(checkInWith(frontdesk(), { entry: { target: VISIT_ID } }));
    await assertFails(checkInWith(frontdesk(), { entry: { target: '' } }));
    await assertFails(checkOutWith(frontdesk(), { action: 'visit.checkIn' }));
    await assertFails(checkOutWith(frontdesk(), { target: NEW_VISIT }));
    // A bulk checkout's entry names no visit; a single one's does.
    await assertFails(checkOutWith(frontdesk(), { action: 'visit.checkOutMany', target: '' }));
    await assertSucceeds(checkInWith(frontdesk()));
  });

  it('refuses an entry in another company’s log', async () => {
    await seed(env(), memberDocs(BETA, 'beta-desk', 'frontdesk'));
    await assertFails(checkInWith(frontdesk(), { entry: { company: BETA } }));
  });

  it('checks out in bulk and automatically with the commit’s entry, naming no visit, as closedBy says', async () => {
    const close = (db: Firestore, closedBy: string, action: string) => {
      const batch = writeBatch(db);
      const entry = entryOf(db, { company: ACME, action, target: '', count: 1 });
      batch.set(entry.ref, entry.data);
      batch.update(doc(db, visitPath()), {
        checkedOut: true,
        checkout_timestamp: Date.now(),
        closedBy,
        auditId: entry.id,
      });
      batch.delete(doc(db, reservationPath(VISIT_NUMBER)));
      return batch.commit();
    };
    await assertFails(close(frontdesk(), 'automatic', 'visit.checkOutMany'));
    await assertFails(close(frontdesk(), 'bulk-now', 'visit.autoCheckOut'));
    await assertFails(close(frontdesk(), 'bulk-now', 'visit.checkOut'));
    await assertSucceeds(close(frontdesk(), 'automatic', 'visit.autoCheckOut'));
  });

  it('checks out a visit written before the audit log (no auditId), adding its entry’s', async () => {
    // seedCompany's visit-1 was checked in before the log: it carries no auditId.
    expect((await getDoc(doc(acme(), visitPath()))).get('auditId')).toBeUndefined();
    const db = frontdesk();
    const plain = writeBatch(db);
    plain.update(doc(db, visitPath()), { checkedOut: true, checkout_timestamp: Date.now() });
    plain.delete(doc(db, reservationPath(VISIT_NUMBER)));
    await assertFails(plain.commit());
    await assertSucceeds(checkOutWith(frontdesk()));
    expect((await getDoc(doc(acme(), visitPath()))).get('auditId')).toEqual(anAuditId());
  });

  it('anonymises a visit written before the audit log with an erasure’s entry, and no other', async () => {
    await seed(env(), { [visitPath()]: closedVisit() });
    const anonymise = (db: Firestore, audit: Partial<Audit> = {}) =>
      auditedUpdate(
        db,
        visitPath(),
        {
          visitorName: '',
          visitorEmail: '',
          visitorMobile: '',
          imageUrl: '',
          searchGrams: COMPANY_GRAMS,
          anonymisedAt: Date.now(),
        },
        { audit },
      );
    await assertFails(anonymise(frontdesk(), { action: 'visit.checkOut', target: VISIT_ID }));
    await assertFails(anonymise(frontdesk(), { action: 'settings.change', target: '' }));
    await assertSucceeds(anonymise(frontdesk(), { action: 'privacy.retention', target: 'run-2' }));
  });

  it('uses an invitation in the check-in’s commit, naming the check-in’s entry', async () => {
    await seed(env(), { [`companies/${ACME}/invites/INV`]: invite({ code: 'INV' }) });
    const use = (db: Firestore, inviteEntry: 'check-in' | 'own' | 'none') => {
      const batch = writeBatch(db);
      const entry = entryOf(db, { company: ACME, action: 'visit.checkIn', target: NEW_VISIT });
      const other = entryOf(db, { company: ACME, action: 'invite.cancel', target: 'INV' });
      batch.set(entry.ref, entry.data);
      batch.set(other.ref, other.data);
      batch.set(doc(db, reservationPath(NEW_NUMBER)), { visitDocId: NEW_VISIT });
      batch.set(doc(db, visitPath(NEW_VISIT)), {
        ...openVisit({ visitID: NEW_NUMBER, visitorEmail: 'ines@visitors.example' }),
        auditId: entry.id,
      });
      const auditId = { 'check-in': { auditId: entry.id }, own: { auditId: other.id }, none: {} }[
        inviteEntry
      ];
      batch.update(doc(db, `companies/${ACME}/invites/INV`), {
        state: 'arrived',
        visitDocId: NEW_VISIT,
        ...auditId,
      });
      return batch.commit();
    };
    await assertFails(use(frontdesk(), 'none'));
    await assertFails(use(frontdesk(), 'own'));
    await assertSucceeds(use(frontdesk(), 'check-in'));
  });

  it.each<[string, string, Fields, Fields?]>([
    ['an invitation', `companies/${ACME}/invites/${INVITE_CODE}`, invite()],
    [
      'a watchlist entry',
      `companies/${ACME}/watchlist/${WATCHLIST_ENTRY}`,
      watchlistEntry({ addedBy: 'desk@acme.example' }),
    ],
    [
      'a directory company',
      `companies/${ACME}/companies/initech`,
      { name: 'Initech', active: true, example: false },
    ],
    ['the settings', `companies/${ACME}/settings/main`, { timeZone: 'Europe/Berlin' }],
    [
      'an agreement version',
      `companies/${ACME}/agreements/1`,
      { version: 1, text: 'Be safe.', publishedAt: Date.now(), publishedBy: 'desk@acme.example' },
      { agreementVersion: 1 },
    ],
    [
      'a registration',
      registerPath.replace(visitorIdOf(VISITOR_EMAIL), visitorIdOf('ravi@visitors.example')),
      { ...visitor, visitorEmail: 'ravi@visitors.example', visitorEmailLower: 'ravi@visitors.example' },
    ],
  ])('refuses %s without its entry, and takes it with one', async (_label, path, data, site) => {
    // The site exists: writing it is a change (its first creation is the company's defaults).
    await seed(env(), { [`companies/${ACME}/settings/main`]: { timeZone: 'Asia/Kolkata' } });
    // A publish names its version on the site (`site`), in its commit and with its entry.
    const write = (audit?: Partial<Audit> | null) => {
      const db = acme();
      const batch = auditedBatch(db).set(doc(db, path), data, { audit });
      if (site) {
        const publish = audit === undefined ? { action: 'agreement.publish', target: '1' } : audit;
        batch.set(doc(db, `companies/${ACME}/settings/main`), site, { merge: true, audit: publish });
      }
      return batch.commit();
    };
    await assertFails(write(null));
    await assertFails(write({ action: 'visits.export', target: '' }));
    await assertSucceeds(write());
  });

  it('changes the profile’s name with its entry; the owner’s lastSeenAt needs none', async () => {
    await assertFails(auditedUpdate(admin(), `companies/${ACME}`, { name: 'Acme Renamed' }, { audit: null }));
    await assertSucceeds(auditedUpdate(admin(), `companies/${ACME}`, { name: 'Acme Renamed' }));
    await assertSucceeds(updateDoc(doc(acme(), `companies/${ACME}`), { lastSeenAt: serverTimestamp() }));
  });

  it('changes a member written before the audit log with an entry naming them; lastSeenAt needs none', async () => {
    const path = `companies/${ACME}/members/${FRONTDESK}`;
    expect((await getDoc(doc(acme(), path))).get('auditId')).toBeUndefined();
    await assertFails(auditedUpdate(admin(), path, { role: 'security' }, { audit: null }));
    await assertFails(auditedUpdate(admin(), path, { role: 'security' }, { audit: { target: SECURITY } }));
    await assertSucceeds(auditedUpdate(admin(), path, { role: 'security' }));
    await assertSucceeds(
      updateDoc(doc(security(), `companies/${ACME}/members/${SECURITY}`), { lastSeenAt: serverTimestamp() }),
    );
  });

  it('joins with the joiner’s own entry, naming itself', async () => {
    await seed(env(), {
      [`teamInvites/${PENDING_CODE}`]: teamInviteOf(ACME, memberEmailOf(INVITED)),
    });
    const joining = () => memberDb(env(), INVITED);
    await assertFails(joinTeam(joining(), ACME, INVITED, PENDING_CODE, { audit: null }));
    await assertFails(joinTeam(joining(), ACME, INVITED, PENDING_CODE, { audit: { target: ADMIN } }));
    await assertSucceeds(joinTeam(joining(), ACME, INVITED, PENDING_CODE));
    expect((await getDoc(doc(acme(), `companies/${ACME}/members/${INVITED}`))).data()).toMatchObject({
      ...memberOf(INVITED, 'frontdesk', { joinedAt: expect.any(Timestamp) as unknown, lastSeenAt: null }),
      inviteCode: PENDING_CODE,
      auditId: anAuditId(),
    });
  });

  it('logs a privacy run with the entry that names its log entry', async () => {
    const path = `companies/${ACME}/privacyLog/run-1`;
    const counts = { visits: 1, visitors: 1, arrivals: 0, invites: 0, mail: 0, holds: 0, rollCalls: 0 };
    const logEntry = { kind: 'erasure', at: Date.now(), by: memberEmailOf(FRONTDESK), counts };
    await assertFails(auditedSet(frontdesk(), path, logEntry, { audit: { target: 'run-2' } }));
    await assertFails(auditedSet(frontdesk(), path, logEntry, { audit: { action: 'privacy.retention' } }));
    await assertSucceeds(auditedSet(frontdesk(), path, logEntry));
  });

  it('writes a new company’s defaults without entries, and its later changes with them', async () => {
    const db = companyDb(env(), 'newco');
    const batch = writeBatch(db);
    batch.set(doc(db, 'companies/newco'), profileOf('newco'));
    batch.set(doc(db, 'companies/newco/settings/main'), { timeZone: 'Asia/Kolkata' });
    batch.set(doc(db, 'companies/newco/companies/acme-co'), {
      name: 'Acme Corporation',
      active: true,
      example: true,
    });
    batch.set(doc(db, 'companies/newco/hosts/host-1'), {
      name: 'Priya Sharma',
      email: 'desk@newco.example',
      phone: '',
      companyId: 'acme-co',
      active: true,
      example: true,
    });
    await assertSucceeds(batch.commit());
    // Once the site exists, an example is a change like any other.
    const example = { name: 'Globex Corporation', active: true, example: true };
    await assertFails(auditedSet(db, 'companies/newco/companies/globex-co', example, { audit: null }));
    await assertFails(auditedSet(db, 'companies/newco/settings/main', { timeZone: 'UTC' }, { audit: null }));
    // And nobody but the owner writes them without an entry.
    await seed(env(), memberDocs('newco', 'newco-admin', 'admin'));
    await assertFails(
      auditedSet(memberDb(env(), 'newco-admin'), 'companies/newco/companies/initech', example, {
        audit: null,
      }),
    );
  });
});

// ---------------------------------------------------------------- deletes name theirs through the head

describe('a delete names its entry through the account’s head, rewritten in its commit', () => {
  it('deletes with an erasure’s entry and the head naming it', async () => {
    await seed(env(), { [registerPath]: visitor });
    await assertSucceeds(deleteWith(frontdesk()));
    // Nobody reads a head, its own account neither.
    await assertFails(getDoc(doc(frontdesk(), `companies/${ACME}/auditHead/${FRONTDESK}`)));
    await assertFails(getDoc(doc(acme(), `companies/${ACME}/auditHead/${FRONTDESK}`)));
  });

  it('refuses a delete without a head, with a head of an earlier commit, or with no entry', async () => {
    await seed(env(), {
      [registerPath]: visitor,
      [`${auditOf()}/entry-1`]: earlierEntry({ action: 'privacy.erase', target: PRIVACY_RUN, by: FRONTDESK }),
      [`companies/${ACME}/auditHead/${FRONTDESK}`]: {
        entry: 'entry-1',
        at: Timestamp.fromMillis(Date.now() - MINUTE),
      },
    });
    await assertFails(deleteWith(frontdesk(), { head: null }));
    await assertFails(deleteWith(frontdesk(), { entry: null, head: null }));
    // The head now, naming the entry of an earlier commit.
    await assertFails(deleteWith(frontdesk(), { head: { entry: 'entry-1' } }));
    // The head of an earlier commit, naming an entry of this one: the head is not rewritten.
    const db = frontdesk();
    const batch = writeBatch(db);
    const entry = entryOf(db, { company: ACME, action: 'privacy.erase', target: PRIVACY_RUN });
    batch.set(entry.ref, entry.data);
    batch.delete(doc(db, registerPath));
    await assertFails(batch.commit());
    await assertSucceeds(deleteWith(frontdesk()));
  });

  it('refuses a head naming a change’s entry, or written at another time', async () => {
    await seed(env(), { [registerPath]: visitor });
    await assertFails(deleteWith(frontdesk(), { entry: { action: 'visit.checkOut', target: VISIT_ID } }));
    await assertFails(deleteWith(frontdesk(), { entry: { action: 'watchlist.change', target: 'entry-1' } }));
    await assertFails(deleteWith(frontdesk(), { head: { at: Timestamp.fromMillis(Date.now()) } }));
    await assertFails(deleteWith(frontdesk(), { head: { extra: true } }));
  });

  it('refuses another account’s head, and a head by anyone outside the desk', async () => {
    await seed(env(), { [registerPath]: visitor });
    const db = frontdesk();
    const batch = writeBatch(db);
    const entry = entryOf(db, { company: ACME, action: 'privacy.erase', target: PRIVACY_RUN });
    batch.set(entry.ref, entry.data);
    batch.set(doc(db, `companies/${ACME}/auditHead/${ADMIN}`), { entry: entry.id, at: serverTimestamp() });
    batch.delete(doc(db, registerPath));
    await assertFails(batch.commit());
    // Security does no desk work; another company deletes nothing of acme's.
    await assertFails(deleteWith(security()));
    await assertFails(deleteWith(beta(), { entry: { company: BETA } }));
    await assertFails(deleteWith(beta()));
  });

  it('removes a watchlist entry by an admin with the watchlist’s entry naming it', async () => {
    const path = `companies/${ACME}/watchlist/${WATCHLIST_ENTRY}`;
    await seed(env(), { [path]: watchlistEntry() });
    await assertFails(
      auditedDelete(admin(), path, { audit: { action: 'privacy.erase', target: PRIVACY_RUN } }),
    );
    await assertFails(auditedDelete(admin(), path, { audit: { target: 'entry-2' } }));
    await assertFails(auditedDelete(frontdesk(), path));
    await assertSucceeds(auditedDelete(admin(), path));
  });

  it.each<[string, string, Fields]>([
    ['an invitation', `companies/${ACME}/invites/INV`, invite({ code: 'INV' })],
    ['a hold', `companies/${ACME}/watchlistHolds/hold-1`, { entryId: WATCHLIST_ENTRY }],
    ['an outbox record', `companies/${ACME}/outbox/${VISIT_ID}_visitor`, { visitId: VISIT_ID }],
    ['a Trigger Email mail', `mail/${ACME}_${VISIT_ID}_visitor`, { tenant: ACME }],
    ['an arrival', `companies/${ACME}/arrivals/phone-1`, { state: 'declined' }],
    // Past the company's retention period (seeded below), as the retention period deletes it.
    [
      'a finished roll call',
      `companies/${ACME}/rollCalls/roll-1`,
      { startedAt: Date.now() - 31 * 86_400_000, finishedAt: Date.now() - 31 * 86_400_000 + MINUTE },
    ],
  ])('deletes %s only with a fresh head naming a run’s entry', async (_label, path, data) => {
    await seed(env(), {
      [path]: data,
      [`companies/${ACME}/settings/main`]: { timeZone: 'UTC', retentionDays: 30 },
    });
    await assertFails(auditedDelete(frontdesk(), path, { audit: null }));
    const db = frontdesk();
    const plain = writeBatch(db);
    plain.delete(doc(db, path));
    await assertFails(plain.commit());
    await assertSucceeds(
      auditedBatch(db)
        .delete(doc(db, path), {
          audit: { company: ACME, action: 'privacy.retention', target: 'run-9' },
        })
        .commit(),
    );
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
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
  VISIT_ID,
  arrivalCodeOf,
  COMPANY_GRAMS,
  checkIn,
  closedVisit,
  companyDb,
  emailOf,
  inviteToTeam,
  joinTeam,
  joiningMember,
  memberDb,
  memberDocs,
  memberEmailOf,
  memberOf,
  newTeamInvite,
  openVisit,
  queueMail,
  rulesEnvironment,
  seed,
  seedCompany,
  seedMember,
  signedOutDb,
  teamInviteOf,
  today,
  turnedAwayHold,
  visitPath,
  visitorMail,
  type Fields,
  type Mail,
  auditedSet,
  auditedUpdate,
  auditedDelete,
  auditedBatch,
} from './rulesFixtures';
import { ENTRY_LOOKUPS, LOOKUPS_PER_COMMIT } from '../../src/backend/firebase/auditEntries';
import { RUN_LOOKUPS } from '../../src/backend/firebase/privacyRecords';
import { CLOSINGS_PER_BATCH } from '../../src/backend/firebase/firebaseCheckOut';

/**
 * Team accounts: the attacks on joining, on members' documents, on team invitations and their mail, and
 * a member acting for another company; each refusal beside the allowed case it differs from. The matrix
 * (rulesMatrix.test.ts) holds who may do what on every path; here, the shapes and the situations.
 */

const env = rulesEnvironment();

const owner = () => companyDb(env(), ACME);
const admin = () => memberDb(env(), ADMIN);
const frontdesk = () => memberDb(env(), FRONTDESK);
const security = () => memberDb(env(), SECURITY);
const former = () => memberDb(env(), FORMER);
const invited = (email = memberEmailOf(INVITED), verified = true) =>
  memberDb(env(), INVITED, email, verified);
const betaAdmin = () => memberDb(env(), BETA_ADMIN);

const MINUTE = 60_000;
const DAY = 86_400_000;

const memberPath = (uid: string, company = ACME) => `companies/${company}/members/${uid}`;
const invitePath = (code: string) => `teamInvites/${code}`;

/** Codes of other invitations (22 characters, base64url). */
const BETA_CODE = 'BetaInviteCode_0123456';
const OTHER_CODE = 'OtherInviteCode_012345';

/**
 * Both companies (profile, directory, host-1, open visit-1), acme's admin, front desk, security and
 * deactivated members, beta's admin, and the pending invitation of acme's invited account (front desk).
 */
beforeEach(async () => {
  await Promise.all([seedCompany(env(), ACME), seedCompany(env(), BETA)]);
  await seed(env(), {
    ...memberDocs(ACME, ADMIN, 'admin'),
    ...memberDocs(ACME, FRONTDESK, 'frontdesk'),
    ...memberDocs(ACME, SECURITY, 'security'),
    ...memberDocs(ACME, FORMER, 'frontdesk', { active: false }),
    ...memberDocs(BETA, BETA_ADMIN, 'admin'),
    [invitePath(PENDING_CODE)]: teamInviteOf(ACME, memberEmailOf(INVITED)),
  });
});

/** Replaces the pending invitation's fields, with the rules off. */
const seedPending = (fields: Fields) =>
  seed(env(), {
    [invitePath(PENDING_CODE)]: teamInviteOf(ACME, memberEmailOf(INVITED), 'frontdesk', fields),
  });

// ---------------------------------------------------------------- joining

describe('joining a team', () => {
  it('lets the invited account join with its invitation, and then act in its role', async () => {
    await assertSucceeds(joinTeam(invited(), ACME, INVITED, PENDING_CODE));
    const me = await assertSucceeds(getDoc(doc(invited(), memberPath(INVITED))));
    expect(me.get('role'), 'its role').toBe('frontdesk');
    await assertSucceeds(getDoc(doc(invited(), `accounts/${INVITED}`)));
    await assertSucceeds(getDoc(doc(invited(), visitPath())));
    await assertSucceeds(checkIn(invited(), ACME, 'visit-2', { visitID: 222222 }));
    const invitation = await assertSucceeds(getDoc(doc(signedOutDb(env()), invitePath(PENDING_CODE))));
    expect(invitation.get('state'), 'the invitation').toBe('joined');
  });

  it('refuses an account whose email is not verified', async () => {
    await assertFails(joinTeam(invited(memberEmailOf(INVITED), false), ACME, INVITED, PENDING_CODE));
    await assertSucceeds(joinTeam(invited(), ACME, INVITED, PENDING_CODE));
  });

  it('refuses an account with another address than the invitation’s (in any case, the same address joins)', async () => {
    const other = 'someone-else@team.example';
    await assertFails(joinTeam(invited(other), ACME, INVITED, PENDING_CODE, { member: { email: other } }));
    // The member document claiming the invited address, from an account with another.
    await assertFails(joinTeam(invited(other), ACME, INVITED, PENDING_CODE));
    await seedPending({ email: 'Acme-Invited@Team.example', emailLower: memberEmailOf(INVITED) });
    await assertSucceeds(joinTeam(invited(), ACME, INVITED, PENDING_CODE));
  });

  it('refuses an expired, cancelled or already joined invitation', async () => {
    await seedPending({ expiresAt: Timestamp.fromMillis(Date.now() - MINUTE) });
    await assertFails(joinTeam(invited(), ACME, INVITED, PENDING_CODE));
    await seedPending({ state: 'cancelled' });
    await assertFails(
      joinTeam(invited(), ACME, INVITED, PENDING_CODE, { invite: { state: 'joined', joinedBy: INVITED } }),
    );
    await seedPending({ state: 'joined', joinedBy: 'someone' });
    await assertFails(joinTeam(invited(), ACME, INVITED, PENDING_CODE, { invite: { joinedBy: INVITED } }));
    await assertFails(joinTeam(invited(), ACME, INVITED, PENDING_CODE, { invite: null }));
    await seedPending({ expiresAt: Timestamp.fromMillis(Date.now() + MINUTE) });
    await assertSucceeds(joinTeam(invited(), ACME, INVITED, PENDING_CODE));
  });

  it('refuses another role than the invitation’s', async () => {
    await assertFails(joinTeam(invited(), ACME, INVITED, PENDING_CODE, { role: 'admin' }));
    await assertFails(joinTeam(invited(), ACME, INVITED, PENDING_CODE, { role: 'security' }));
    await assertFails(joinTeam(invited(), ACME, INVITED, PENDING_CODE, { member: { role: 'owner' } }));
    await assertSucceeds(joinTeam(invited(), ACME, INVITED, PENDING_CODE, { role: 'frontdesk' }));
  });

  it('refuses joining a company with another company’s invitation', async () => {
    await seed(env(), { [invitePath(BETA_CODE)]: teamInviteOf(BETA, memberEmailOf(INVITED)) });
    await assertFails(joinTeam(invited(), ACME, INVITED, BETA_CODE));
    await assertFails(joinTeam(invited(), ACME, INVITED, BETA_CODE, { account: { companyId: ACME } }));
    await assertSucceeds(joinTeam(invited(), BETA, INVITED, BETA_CODE));
  });

  it('refuses a member of one company joining a second (its pointer exists)', async () => {
    await seed(env(), { [invitePath(BETA_CODE)]: teamInviteOf(BETA, memberEmailOf(FRONTDESK)) });
    // Writing the pointer again is an update; leaving it out leaves it naming acme.
    await assertFails(joinTeam(frontdesk(), BETA, FRONTDESK, BETA_CODE));
    await assertFails(joinTeam(frontdesk(), BETA, FRONTDESK, BETA_CODE, { account: null }));
    // A new account with the same kind of invitation joins.
    await seed(env(), { [invitePath(OTHER_CODE)]: teamInviteOf(BETA, memberEmailOf('newcomer')) });
    await assertSucceeds(joinTeam(memberDb(env(), 'newcomer'), BETA, 'newcomer', OTHER_CODE));
  });

  it('refuses a company’s owner joining another company', async () => {
    await seed(env(), { [invitePath(BETA_CODE)]: teamInviteOf(ACME, emailOf(BETA)) });
    await assertFails(
      joinTeam(companyDb(env(), BETA), ACME, BETA, BETA_CODE, { member: { email: emailOf(BETA) } }),
    );
  });

  it('refuses an account pointer to a company the account is not a member of', async () => {
    const pointer = (db: Firestore, uid: string, companyId: string) =>
      auditedSet(db, `accounts/${uid}`, { companyId });
    // Alone, before joining: no member document.
    await assertFails(pointer(invited(), INVITED, ACME));
    await assertFails(pointer(invited(), INVITED, BETA));
    // In the join batch, naming another company than the one joined.
    await assertFails(joinTeam(invited(), ACME, INVITED, PENDING_CODE, { account: { companyId: BETA } }));
    await assertFails(joinTeam(invited(), ACME, INVITED, PENDING_CODE, { account: null }));
    // Another account's pointer, or more than the company.
    await assertFails(pointer(admin(), INVITED, ACME));
    await assertFails(
      joinTeam(invited(), ACME, INVITED, PENDING_CODE, { account: { companyId: ACME, role: 'admin' } }),
    );
    await assertSucceeds(joinTeam(invited(), ACME, INVITED, PENDING_CODE));
    // Never changed, never deleted.
    await assertFails(pointer(invited(), INVITED, BETA));
    await assertFails(auditedDelete(invited(), `accounts/${INVITED}`));
  });

  it('refuses a member document of the wrong shape, or not created now', async () => {
    const tries: Fields[] = [
      { active: false },
      { lastSeenAt: serverTimestamp() },
      { joinedAt: Timestamp.fromMillis(Date.now() - MINUTE) },
      { name: '' },
      { name: 'Line\nBreak' },
      { extra: true },
    ];
    for (const member of tries)
      await assertFails(joinTeam(invited(), ACME, INVITED, PENDING_CODE, { member }));
    await assertSucceeds(joinTeam(invited(), ACME, INVITED, PENDING_CODE));
  });

  it('refuses marking an invitation joined but by the invited account joining with it', async () => {
    // Alone: no member document comes with it.
    await assertFails(
      auditedUpdate(invited(), invitePath(PENDING_CODE), { state: 'joined', joinedBy: INVITED }),
    );
    // By a member who read the code (its mail is the company's): not its address, not its member document.
    await assertFails(
      auditedUpdate(frontdesk(), invitePath(PENDING_CODE), { state: 'joined', joinedBy: FRONTDESK }),
    );
    // Joined by another uid than the account's.
    await assertFails(
      joinTeam(invited(), ACME, INVITED, PENDING_CODE, { invite: { state: 'joined', joinedBy: FRONTDESK } }),
    );
    await assertSucceeds(joinTeam(invited(), ACME, INVITED, PENDING_CODE));
  });

  it('refuses a member document made for someone else, or for the owner', async () => {
    // An admin writing a member document (only joining creates one), here the owner's.
    await assertFails(auditedSet(admin(), memberPath(ACME), memberOf(ACME, 'frontdesk')));
    await assertFails(auditedSet(admin(), memberPath('stranger'), joiningMember('stranger', PENDING_CODE)));
    // The owner's own uid, joining its company with an invitation to its address.
    await seed(env(), { [invitePath(OTHER_CODE)]: teamInviteOf(ACME, emailOf(ACME)) });
    await assertFails(joinTeam(owner(), ACME, ACME, OTHER_CODE, { member: { email: emailOf(ACME) } }));
  });
});

// ---------------------------------------------------------------- members' documents

describe('members: changed by an admin, never by themselves', () => {
  it('lets an admin or the owner change another member’s role or deactivate them', async () => {
    await assertSucceeds(auditedUpdate(admin(), memberPath(FRONTDESK), { role: 'security' }));
    await assertSucceeds(auditedUpdate(admin(), memberPath(FRONTDESK), { active: false }));
    await assertSucceeds(auditedUpdate(owner(), memberPath(FRONTDESK), { role: 'admin', active: true }));
    await assertSucceeds(auditedUpdate(owner(), memberPath(ADMIN), { role: 'frontdesk' }));
  });

  it('refuses a member promoting themselves or changing their own active', async () => {
    await assertFails(auditedUpdate(frontdesk(), memberPath(FRONTDESK), { role: 'admin' }));
    await assertFails(auditedUpdate(security(), memberPath(SECURITY), { role: 'frontdesk' }));
    await assertFails(auditedUpdate(admin(), memberPath(ADMIN), { active: false }));
    await assertFails(auditedUpdate(admin(), memberPath(ADMIN), { role: 'security' }));
    await assertFails(auditedUpdate(former(), memberPath(FORMER), { active: true }));
    await assertSucceeds(auditedUpdate(admin(), memberPath(FORMER), { active: true }));
  });

  it('refuses an admin changing the owner, who has no member document', async () => {
    await assertFails(auditedUpdate(admin(), memberPath(ACME), { role: 'frontdesk' }));
    await assertFails(auditedSet(admin(), memberPath(ACME), memberOf(ACME, 'frontdesk', { active: false })));
    await assertFails(auditedUpdate(admin(), `companies/${ACME}`, { lastSeenAt: serverTimestamp() }));
    await assertSucceeds(auditedUpdate(admin(), memberPath(SECURITY), { active: false }));
  });

  it('refuses an admin editing a member’s other fields, or giving a role no member holds', async () => {
    const tries: Fields[] = [
      { email: 'elsewhere@team.example' },
      { joinedAt: Timestamp.fromMillis(Date.now() - DAY) },
      { name: 'Renamed' },
      { inviteCode: OTHER_CODE },
      { lastSeenAt: serverTimestamp() },
      { role: 'owner' },
      { active: 'no' },
      { role: 'security', email: 'elsewhere@team.example' },
    ];
    for (const changes of tries) await assertFails(auditedUpdate(admin(), memberPath(FRONTDESK), changes));
    await assertSucceeds(auditedUpdate(admin(), memberPath(FRONTDESK), { role: 'security' }));
  });

  it('refuses a front-desk or security member, another company’s admin or a deactivated admin changing roles', async () => {
    await assertFails(auditedUpdate(frontdesk(), memberPath(SECURITY), { role: 'admin' }));
    await assertFails(auditedUpdate(security(), memberPath(FRONTDESK), { active: false }));
    await assertFails(auditedUpdate(betaAdmin(), memberPath(FRONTDESK), { role: 'admin' }));
    await seedMember(env(), ACME, ADMIN, 'admin', { active: false });
    await assertFails(auditedUpdate(admin(), memberPath(FRONTDESK), { role: 'admin' }));
    await assertSucceeds(auditedUpdate(owner(), memberPath(FRONTDESK), { role: 'admin' }));
  });

  it('lets nobody delete a member', async () => {
    await assertFails(auditedDelete(owner(), memberPath(FRONTDESK)));
    await assertFails(auditedDelete(admin(), memberPath(FRONTDESK)));
    await assertFails(auditedDelete(frontdesk(), memberPath(FRONTDESK)));
  });
});

describe('members: deactivated', () => {
  it('refuses a deactivated member everything of the company but its own member document', async () => {
    await assertFails(getDoc(doc(former(), visitPath())));
    await assertFails(getDocs(collection(former(), `companies/${ACME}/visitDetails`)));
    await assertFails(checkIn(former(), ACME, 'visit-2', { visitID: 222222 }));
    await assertFails(getDoc(doc(former(), `companies/${ACME}`)));
    await assertFails(getDocs(collection(former(), `companies/${ACME}/members`)));
    await assertFails(getDoc(doc(former(), memberPath(FRONTDESK))));
    const me = await assertSucceeds(getDoc(doc(former(), memberPath(FORMER))));
    expect(me.get('active'), 'its own document says so').toBe(false);
    await assertSucceeds(getDoc(doc(former(), `accounts/${FORMER}`)));
    // Reactivated, the same reads and writes pass.
    await seedMember(env(), ACME, FORMER, 'frontdesk');
    await assertSucceeds(getDoc(doc(former(), visitPath())));
    await assertSucceeds(checkIn(former(), ACME, 'visit-2', { visitID: 222222 }));
  });

  it('refuses a member at once once deactivated', async () => {
    await assertSucceeds(getDoc(doc(frontdesk(), visitPath())));
    await assertSucceeds(auditedUpdate(admin(), memberPath(FRONTDESK), { active: false }));
    await assertFails(getDoc(doc(frontdesk(), visitPath())));
    await assertFails(checkIn(frontdesk(), ACME, 'visit-2', { visitID: 222222 }));
    await assertSucceeds(getDoc(doc(frontdesk(), memberPath(FRONTDESK))));
  });

  it('lets a member get its own member document before it exists (a sign-in looks first)', async () => {
    const none = await assertSucceeds(getDoc(doc(invited(), memberPath(INVITED))));
    expect(none.exists(), 'no member document yet').toBe(false);
    await assertFails(getDoc(doc(invited(), memberPath(FRONTDESK))));
  });
});

describe('members: when they were last at the desk', () => {
  it('lets an active member record its lastSeenAt by the store’s clock, and nothing else', async () => {
    await assertSucceeds(
      auditedUpdate(frontdesk(), memberPath(FRONTDESK), { lastSeenAt: serverTimestamp() }),
    );
    await assertFails(
      auditedUpdate(frontdesk(), memberPath(FRONTDESK), {
        lastSeenAt: Timestamp.fromMillis(Date.now() - MINUTE),
      }),
    );
    await assertFails(
      auditedUpdate(frontdesk(), memberPath(FRONTDESK), {
        lastSeenAt: Timestamp.fromMillis(Date.now() + DAY),
      }),
    );
    await assertFails(auditedUpdate(frontdesk(), memberPath(FRONTDESK), { lastSeenAt: null }));
    await assertFails(
      auditedUpdate(frontdesk(), memberPath(FRONTDESK), { lastSeenAt: serverTimestamp(), name: 'Renamed' }),
    );
    // Another member's, or while deactivated.
    await assertFails(auditedUpdate(frontdesk(), memberPath(SECURITY), { lastSeenAt: serverTimestamp() }));
    await assertFails(auditedUpdate(former(), memberPath(FORMER), { lastSeenAt: serverTimestamp() }));
  });

  it('lets the owner record its lastSeenAt on its profile by the store’s clock, alone', async () => {
    const profile = `companies/${ACME}`;
    await assertSucceeds(auditedUpdate(owner(), profile, { lastSeenAt: serverTimestamp() }));
    await assertFails(
      auditedUpdate(owner(), profile, { lastSeenAt: Timestamp.fromMillis(Date.now() - MINUTE) }),
    );
    await assertFails(auditedUpdate(owner(), profile, { lastSeenAt: serverTimestamp(), name: 'Renamed' }));
    await assertFails(auditedUpdate(frontdesk(), profile, { lastSeenAt: serverTimestamp() }));
    // The profile's name: an admin's, not the front desk's.
    await assertSucceeds(auditedUpdate(admin(), profile, { name: 'Acme Renamed' }));
    await assertFails(auditedUpdate(frontdesk(), profile, { name: 'Acme Again' }));
  });
});

// ---------------------------------------------------------------- another company's documents

describe('members: only their own company', () => {
  it('refuses a member creating, listing or deleting another company’s arrival codes', async () => {
    await assertFails(auditedSet(frontdesk(), 'arrivalCodes/beta-code-0123456789', arrivalCodeOf(BETA)));
    await assertSucceeds(auditedSet(frontdesk(), 'arrivalCodes/acme-code-0123456789', arrivalCodeOf(ACME)));
    await seed(env(), { 'arrivalCodes/beta-code-0123456789': arrivalCodeOf(BETA) });
    const betaCodes = (db: Firestore) =>
      getDocs(query(collection(db, 'arrivalCodes'), where('company', '==', BETA)));
    const acmeCodes = (db: Firestore) =>
      getDocs(query(collection(db, 'arrivalCodes'), where('company', '==', ACME)));
    await assertFails(betaCodes(frontdesk()));
    await assertFails(getDocs(collection(frontdesk(), 'arrivalCodes')));
    await assertSucceeds(betaCodes(betaAdmin()));
    await assertFails(acmeCodes(betaAdmin()));
    const mine = await assertSucceeds(acmeCodes(security()));
    expect(mine.size, 'acme’s codes').toBe(1);
    await assertFails(auditedDelete(frontdesk(), 'arrivalCodes/beta-code-0123456789'));
    await assertFails(auditedDelete(security(), 'arrivalCodes/acme-code-0123456789'));
    await assertSucceeds(auditedDelete(frontdesk(), 'arrivalCodes/acme-code-0123456789'));
  });

  it('refuses a member queueing, reading or listing another company’s mail', async () => {
    await assertFails(queueMail(frontdesk(), BETA, visitorMail(BETA, 0)));
    // Its own company's quota slot with the other company's mail, or the other way round.
    await assertFails(queueMail(frontdesk(), ACME, visitorMail(BETA, 0)));
    await assertSucceeds(queueMail(frontdesk(), ACME, visitorMail(ACME, 0)));
    await assertSucceeds(queueMail(betaAdmin(), BETA, visitorMail(BETA, 0)));
    await assertFails(getDoc(doc(frontdesk(), `mail/${visitorMail(BETA).id}`)));
    await assertFails(getDocs(query(collection(frontdesk(), 'mail'), where('tenant', '==', BETA))));
    await assertSucceeds(getDoc(doc(security(), `mail/${visitorMail(ACME).id}`)));
    await assertSucceeds(getDocs(query(collection(security(), 'mail'), where('tenant', '==', ACME))));
  });

  it('sends a member’s watchlist alert only to its own address', async () => {
    await seed(env(), { [`companies/${ACME}/watchlistHolds/checkin-1`]: turnedAwayHold() });
    const alert = (to: string) => ({
      visitId: 'checkin-1',
      kind: 'alert',
      to,
      template: {
        name: 'watchlistAlert',
        data: {
          visitorName: 'Mallory Meyer',
          visitorEmail: 'mallory@evil.example',
          reason: 'Banned after the incident in the lobby',
          decision: 'turned away',
          decidedBy: emailOf(ACME),
          note: '',
          heldAt: '10:30 am',
        },
      },
      at: Date.now(),
      transport: 'outbox',
      status: 'queued',
      detail: '',
      attempts: 0,
    });
    const path = `companies/${ACME}/outbox/checkin-1_alert`;
    await assertFails(auditedSet(frontdesk(), path, alert(emailOf(ACME))));
    await assertSucceeds(auditedSet(frontdesk(), path, alert(memberEmailOf(FRONTDESK))));
  });
});

// ---------------------------------------------------------------- team invitations

describe('team invitations', () => {
  const NEWCOMER = 'Newcomer@Team.example';
  const create = (db: Firestore, invitedBy: string, fields: Fields = {}, code = TEAM_CODE) =>
    inviteToTeam(db, code, newTeamInvite(ACME, NEWCOMER, invitedBy, 'security', fields));

  it('lets an admin or the owner invite, and anyone get an invitation by its code', async () => {
    await assertSucceeds(create(admin(), memberEmailOf(ADMIN)));
    await assertSucceeds(create(owner(), emailOf(ACME), {}, OTHER_CODE));
    await assertSucceeds(getDoc(doc(signedOutDb(env()), invitePath(TEAM_CODE))));
  });

  it('refuses invitations by a front-desk or security member, a deactivated admin or another company', async () => {
    await assertFails(create(frontdesk(), memberEmailOf(FRONTDESK)));
    await assertFails(create(security(), memberEmailOf(SECURITY)));
    await assertFails(create(betaAdmin(), memberEmailOf(BETA_ADMIN)));
    await seedMember(env(), ACME, ADMIN, 'admin', { active: false });
    await assertFails(create(admin(), memberEmailOf(ADMIN)));
    await seedMember(env(), ACME, ADMIN, 'admin');
    await assertSucceeds(create(admin(), memberEmailOf(ADMIN)));
  });

  it('refuses a forged inviter, an expiry 30 days out, and other wrong shapes', async () => {
    const tries: [string, Fields, string?][] = [
      ['a forged inviter', { invitedBy: emailOf(ACME) }],
      ['an expiry 30 days out', { expiresAt: Timestamp.fromMillis(Date.now() + 30 * DAY) }],
      ['an expiry past 8 days', { expiresAt: Timestamp.fromMillis(Date.now() + 8 * DAY + MINUTE) }],
      ['an expiry in the past', { expiresAt: Timestamp.fromMillis(Date.now() - MINUTE) }],
      ['an expiry as a number', { expiresAt: Date.now() + DAY }],
      ['a client-side invitedAt', { invitedAt: Timestamp.fromMillis(Date.now()) }],
      ['another emailLower', { emailLower: 'someone@else.example' }],
      [
        'two addresses',
        { email: 'a@team.example, b@team.example', emailLower: 'a@team.example, b@team.example' },
      ],
      ['the owner role', { role: 'owner' }],
      ['already joined', { state: 'joined' }],
      ['another company', { companyId: BETA }],
      ['a company name over two lines', { companyName: 'Acme\nBcc: x@y.example' }],
      ['an extra field', { joinedBy: ADMIN }],
      ['a short code', {}, 'short-code'],
      ['a code with a plus', {}, 'TeamInviteCode+0123456'],
    ];
    for (const [label, fields, code] of tries) {
      const attempt =
        code === undefined
          ? create(admin(), memberEmailOf(ADMIN), fields)
          : create(admin(), memberEmailOf(ADMIN), fields, code);
      await assertFails(attempt).catch((error: unknown) => {
        throw new Error(`${label}: ${String(error)}`);
      });
    }
    await assertSucceeds(
      create(admin(), memberEmailOf(ADMIN), {
        expiresAt: Timestamp.fromMillis(Date.now() + 8 * DAY - MINUTE),
      }),
    );
  });

  it('refuses listing another company’s invitations, or all of them', async () => {
    await seed(env(), { [invitePath(BETA_CODE)]: teamInviteOf(BETA, NEWCOMER) });
    const invitesOf = (db: Firestore, company: string) =>
      getDocs(query(collection(db, 'teamInvites'), where('companyId', '==', company)));
    await assertFails(invitesOf(betaAdmin(), ACME));
    await assertFails(invitesOf(frontdesk(), ACME));
    await assertFails(getDocs(collection(admin(), 'teamInvites')));
    const acme = await assertSucceeds(invitesOf(admin(), ACME));
    expect(
      acme.docs.map((each) => each.id),
      'acme’s invitations',
    ).toEqual([PENDING_CODE]);
    await assertSucceeds(invitesOf(betaAdmin(), BETA));
    await assertSucceeds(invitesOf(owner(), ACME));
  });

  it('lets an admin cancel a pending invitation, and nothing else', async () => {
    const cancel = (db: Firestore, changes: Fields = {}) =>
      auditedUpdate(db, invitePath(PENDING_CODE), { state: 'cancelled', ...changes });
    await assertFails(cancel(frontdesk()));
    await assertFails(cancel(betaAdmin()));
    await assertFails(cancel(invited()));
    await assertFails(cancel(admin(), { role: 'admin' }));
    await assertFails(cancel(admin(), { expiresAt: Timestamp.fromMillis(Date.now() + 7 * DAY) }));
    await assertFails(auditedUpdate(admin(), invitePath(PENDING_CODE), { state: 'invited', role: 'admin' }));
    await assertSucceeds(cancel(admin()));
    // Once cancelled, neither back nor joined.
    await assertFails(auditedUpdate(admin(), invitePath(PENDING_CODE), { state: 'invited' }));
    await assertFails(joinTeam(invited(), ACME, INVITED, PENDING_CODE));
    await assertFails(auditedDelete(admin(), invitePath(PENDING_CODE)));
  });
});

// ---------------------------------------------------------------- the team invitation's mail

const JOIN_URL = (code: string) => `https://desk.acme.example/join/${code}`;

/** The team invitation's mail of the pending invitation, as the app writes it (tenant acme, slot `slot`). */
function teamMail(
  code = PENDING_CODE,
  changes: Fields = {},
  templateData: Fields = {},
  invitation = teamInviteOf(ACME, memberEmailOf(INVITED)),
): Mail {
  return {
    id: `${ACME}_${code}_team`,
    data: {
      to: invitation.email,
      template: {
        name: 'teamInvite',
        data: {
          companyName: invitation.companyName,
          roleName: 'Front desk',
          invitedBy: invitation.invitedBy,
          joinUrl: JOIN_URL(code),
          expiresOn: 'Thursday, 3 December 2026',
          ...templateData,
        },
      },
      tenant: ACME,
      visitId: code,
      kind: 'team',
      quotaDay: today(),
      quotaSlot: 0,
      createdAt: Date.now(),
      ...changes,
    },
  };
}

describe('team invitation mail (Trigger Email)', () => {
  it('lets the desk send the invitation to the invited address', async () => {
    await assertSucceeds(queueMail(admin(), ACME, teamMail()));
  });

  it('refuses another address than the invitation’s', async () => {
    await assertFails(queueMail(admin(), ACME, teamMail(PENDING_CODE, { to: 'attacker@evil.example' })));
  });

  it('refuses a cancelled or joined invitation', async () => {
    await seedPending({ state: 'cancelled' });
    await assertFails(queueMail(admin(), ACME, teamMail()));
    await seedPending({ state: 'joined', joinedBy: INVITED });
    await assertFails(queueMail(admin(), ACME, teamMail()));
  });

  it('refuses another company’s invitation, and a member of another company', async () => {
    const betaInvitation = teamInviteOf(BETA, memberEmailOf(INVITED));
    await seed(env(), { [invitePath(BETA_CODE)]: betaInvitation });
    await assertFails(queueMail(admin(), ACME, teamMail(BETA_CODE, {}, {}, betaInvitation)));
    await assertFails(queueMail(betaAdmin(), ACME, teamMail()));
    await assertFails(queueMail(security(), ACME, teamMail()));
  });

  it('refuses values not the invitation’s, and a join link to anywhere else', async () => {
    const tries: Fields[] = [
      { joinUrl: JOIN_URL(OTHER_CODE) },
      { joinUrl: `https://evil.example/x/join/${PENDING_CODE}` },
      { joinUrl: `https://evil.example/join/${PENDING_CODE}?next=x` },
      { joinUrl: `javascript://x/join/${PENDING_CODE}` },
      { joinUrl: `https://evil example/join/${PENDING_CODE}` },
      { companyName: 'Acme Bank' },
      { invitedBy: 'ceo@acme.example' },
      { roleName: 'A role name that is far too long for one line of the mail' },
      { expiresOn: 'Tomorrow\nBcc: x@y.example' },
      { extra: 'value' },
    ];
    for (const templateData of tries) {
      await assertFails(queueMail(admin(), ACME, teamMail(PENDING_CODE, {}, templateData))).catch(
        (error: unknown) => {
          throw new Error(`${JSON.stringify(templateData)}: ${String(error)}`);
        },
      );
    }
    await assertFails(
      queueMail(admin(), ACME, teamMail(PENDING_CODE, { template: { name: 'visitId', data: {} } })),
    );
    await assertSucceeds(
      queueMail(
        admin(),
        ACME,
        teamMail(PENDING_CODE, {}, { joinUrl: `http://localhost:5173/join/${PENDING_CODE}` }),
      ),
    );
  });

  it('refuses the team template under another kind', async () => {
    const mail = teamMail();
    await assertFails(
      queueMail(admin(), ACME, {
        id: `${ACME}_${VISIT_ID}_visitor`,
        data: { ...mail.data, visitId: VISIT_ID, kind: 'visitor' },
      }),
    );
  });
});

describe('team invitation mail (outbox record)', () => {
  const path = `companies/${ACME}/outbox/${PENDING_CODE}_team`;
  function record(fields: Fields = {}): Fields {
    const { data } = teamMail();
    return {
      visitId: PENDING_CODE,
      kind: 'team',
      to: data.to,
      template: data.template,
      at: Date.now(),
      transport: 'outbox',
      status: 'queued',
      detail: '',
      attempts: 0,
      ...fields,
    };
  }

  it('keeps the record of a mail to the invited address', async () => {
    await assertSucceeds(auditedSet(frontdesk(), path, record()));
  });

  it('refuses another address, another template, another company’s invitation', async () => {
    await assertFails(auditedSet(frontdesk(), path, record({ to: 'attacker@evil.example' })));
    await assertFails(
      auditedSet(frontdesk(), path, record({ template: { name: 'visitId', data: { visitID: '123456' } } })),
    );
    await assertFails(auditedSet(security(), path, record()));
    await seed(env(), { [invitePath(BETA_CODE)]: teamInviteOf(BETA, memberEmailOf(INVITED)) });
    await assertFails(
      auditedSet(frontdesk(), `companies/${ACME}/outbox/${BETA_CODE}_team`, record({ visitId: BETA_CODE })),
    );
  });
});

// ---------------------------------------------------------------- a member's batches

/** A run's batch of anonymised visits: as many as the lookups allow, with the batch's entry. */
const ANONYMISED_PER_BATCH = Math.floor((LOOKUPS_PER_COMMIT - ENTRY_LOOKUPS) / RUN_LOOKUPS.anonymise);

describe('a member’s batches', () => {
  /** Visits bulk-0, bulk-1... with visit IDs 222300, 222301... */
  const bulk = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: `bulk-${String(index)}`, visitID: 222300 + index }));

  it('closes a bulk checkout’s batch of visits in one transaction with one entry, as the owner does', async () => {
    const visits = bulk(CLOSINGS_PER_BATCH);
    await seed(
      env(),
      Object.fromEntries(
        visits.flatMap(({ id, visitID }) => [
          [visitPath(id), openVisit({ visitID })],
          [`companies/${ACME}/openVisitIds/${String(visitID)}`, { visitDocId: id }],
        ]),
      ),
    );
    const close = (db: Firestore) => {
      const batch = auditedBatch(db);
      for (const { id, visitID } of visits) {
        batch.update(doc(db, visitPath(id)), {
          checkedOut: true,
          checkout_timestamp: Date.now(),
          closedBy: 'bulk-now',
        });
        batch.delete(doc(db, `companies/${ACME}/openVisitIds/${String(visitID)}`));
      }
      return batch.commit();
    };
    await assertFails(close(security()));
    await assertSucceeds(close(frontdesk()));
  });

  it('anonymises a run’s batch of closed visits with one entry (two lookups each: the member’s, the entry)', async () => {
    const visits = bulk(ANONYMISED_PER_BATCH);
    await seed(
      env(),
      Object.fromEntries(visits.map(({ id, visitID }) => [visitPath(id), closedVisit({ visitID })])),
    );
    const anonymise = (db: Firestore) => {
      const batch = auditedBatch(db);
      for (const { id } of visits) {
        batch.update(doc(db, visitPath(id)), {
          visitorName: '',
          visitorEmail: '',
          visitorMobile: '',
          imageUrl: '',
          searchGrams: COMPANY_GRAMS,
          anonymisedAt: Date.now(),
        });
      }
      return batch.commit();
    };
    await assertFails(anonymise(security()));
    await assertSucceeds(anonymise(frontdesk()));
  });
});

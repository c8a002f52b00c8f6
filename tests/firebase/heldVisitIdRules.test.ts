import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  ACME,
  BETA,
  FRONTDESK,
  auditedBatch,
  checkOut,
  companyDb,
  memberDb,
  memberDocs,
  openVisit,
  profileOf,
  rulesEnvironment,
  seed,
  visitPath,
  type Fields,
} from './rulesFixtures';

/**
 * Visit IDs a desk holds ahead, while online, for the check-ins it makes during a network cut
 * (firestore.rules: openVisitIds' isHeldAhead, isHeldByCaller). Held by one account for one browser, given
 * by that account to its new open visit in the check-in's commit, or released unused by it.
 */

const env = rulesEnvironment();
const acme = () => companyDb(env(), ACME);
const frontdesk = () => memberDb(env(), FRONTDESK);
const beta = () => companyDb(env(), BETA);

const DESK = 'desk-0123456789abcdef';
const HELD_NUMBER = 246802;
const heldPath = (number = HELD_NUMBER, company = ACME) =>
  `companies/${company}/openVisitIds/${String(number)}`;
const held = (uid: string, fields: Fields = {}): Fields => ({
  heldBy: uid,
  desk: DESK,
  heldAt: serverTimestamp(),
  ...fields,
});

const hold = (db: Firestore, uid: string, fields: Fields = {}, path = heldPath()) =>
  setDoc(doc(db, path), held(uid, fields));

/** The offline check-in's commit: the new open visit, and the held ID given to it. */
function checkInWithHeldId(db: Firestore, visitId = 'visit-held', number = HELD_NUMBER, company = ACME) {
  const batch = auditedBatch(db);
  batch.set(doc(db, visitPath(visitId, company)), openVisit({ visitID: number }));
  // The app's check-in commit as always: a set of the reservation, here over the held one.
  batch.set(doc(db, heldPath(number, company)), { visitDocId: visitId }, { audit: null });
  return batch.commit();
}

beforeEach(() =>
  seed(env(), {
    [`companies/${ACME}`]: profileOf(ACME),
    [`companies/${BETA}`]: profileOf(BETA),
    ...memberDocs(ACME, FRONTDESK, 'frontdesk'),
  }),
);

describe('holding visit IDs ahead', () => {
  it('lets a desk hold an ID for itself, and give it to its new open visit', async () => {
    await assertSucceeds(hold(acme(), ACME));
    await assertSucceeds(checkInWithHeldId(acme()));
  });

  it('lets a member hold one for themselves, and release it unused', async () => {
    await assertSucceeds(hold(frontdesk(), FRONTDESK));
    await assertSucceeds(deleteDoc(doc(frontdesk(), heldPath())));
  });

  it('refuses holding for another account, at another time, of another shape, or an ID not canonical', async () => {
    await assertFails(hold(acme(), FRONTDESK));
    await assertFails(hold(acme(), ACME, { heldAt: Timestamp.fromMillis(Date.now() - 60_000) }));
    await assertFails(hold(acme(), ACME, { desk: 'short' }));
    await assertFails(hold(acme(), ACME, { visitDocId: 'visit-held' }));
    await assertFails(hold(acme(), ACME, {}, `companies/${ACME}/openVisitIds/0246802`));
  });

  it('refuses holding in another company, or an ID another visit holds', async () => {
    await assertFails(hold(beta(), BETA, {}, heldPath(HELD_NUMBER, ACME)));
    await seed(env(), {
      [visitPath('visit-open')]: openVisit({ visitID: HELD_NUMBER }),
      [heldPath()]: { visitDocId: 'visit-open' },
    });
    await assertFails(hold(acme(), ACME));
  });

  it('refuses an ID held by someone else: taking it for a visit, or releasing it', async () => {
    await assertSucceeds(hold(frontdesk(), FRONTDESK));
    await assertFails(checkInWithHeldId(acme()));
    await assertFails(deleteDoc(doc(acme(), heldPath())));
    await assertFails(checkInWithHeldId(beta(), 'visit-held', HELD_NUMBER, ACME));
  });

  it('lets any desk of the company release an ID held unused for 30 days, and no other company', async () => {
    const DAY = 24 * 60 * 60_000;
    await seed(env(), {
      [heldPath()]: held(FRONTDESK, { heldAt: Timestamp.fromMillis(Date.now() - 31 * DAY) }),
      [heldPath(135791)]: held(FRONTDESK, { heldAt: Timestamp.fromMillis(Date.now() - 29 * DAY) }),
    });
    await assertFails(deleteDoc(doc(beta(), heldPath())));
    await assertFails(deleteDoc(doc(acme(), heldPath(135791))));
    await assertSucceeds(deleteDoc(doc(acme(), heldPath())));
  });

  it('refuses giving a held ID to a visit of another visit ID, or without its visit', async () => {
    await assertSucceeds(hold(acme(), ACME));
    const db = acme();
    const batch = auditedBatch(db);
    batch.set(doc(db, visitPath('visit-other')), openVisit({ visitID: 135791 }));
    batch.set(doc(db, heldPath()), { visitDocId: 'visit-other' }, { audit: null });
    await assertFails(batch.commit());
    await assertFails(setDoc(doc(db, heldPath()), { visitDocId: 'visit-nothing' }));
  });

  it('keeps a held ID once given: not released but with its checkout, not given again', async () => {
    await assertSucceeds(hold(acme(), ACME));
    await assertSucceeds(checkInWithHeldId(acme()));
    await assertFails(deleteDoc(doc(acme(), heldPath())));
    await assertFails(hold(acme(), ACME));
    await assertSucceeds(checkOut(acme(), ACME, 'visit-held', HELD_NUMBER));
  });
});

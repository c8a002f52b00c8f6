import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACME,
  VISITOR_EMAIL,
  auditedBatch,
  auditedDelete,
  checkOut,
  closedVisit,
  companyDb,
  failedAt,
  openVisit,
  rulesEnvironment,
  seed,
  seedProfiles,
  visitPath,
  visitor,
  visitorIdOf,
  type Fields,
} from './rulesFixtures';

/**
 * The third policy the store holds: a visitor's register entry is not erased while they are on site. A
 * registered visitor's check-in marks their entry with its visit (`onSiteVisitDocId`, in the same commit:
 * the visit's rule refuses it otherwise); the entry's delete is refused while the marked visit is open.
 * An entry from before the mark has none, and is taken as off site (firestore.rules: isMarkedOnSite,
 * isOnSiteMark, the register's delete).
 */

const env = rulesEnvironment();
const acme = () => companyDb(env(), ACME);

const registerPath = (email = VISITOR_EMAIL) => `companies/${ACME}/visitorRegister/${visitorIdOf(email)}`;
const visitIdOf = (n: number) => `visit-${String(n)}`;
const visitNumberOf = (n: number) => 300_000 + n;
/** Visit `n` of the registered visitor, checked in by acme's account (the app writes who checked in). */
const visitOf = (n: number, fields: Fields = {}) =>
  openVisit({ visitID: visitNumberOf(n), visitorEmail: VISITOR_EMAIL, checkedInBy: ACME, ...fields });

/** Checks in visit `n` as the app does, marking the register entry with `mark` (none: not marked). */
function checkInMarking(db: Firestore, n: number, mark: string | null, fields: Fields = {}) {
  const visit = visitOf(n, fields);
  const batch = auditedBatch(db);
  batch.set(doc(db, visitPath(visitIdOf(n))), visit);
  batch.set(doc(db, `companies/${ACME}/openVisitIds/${String(visit.visitID)}`), { visitDocId: visitIdOf(n) });
  if (mark !== null)
    batch.update(doc(db, registerPath(String(visit.visitorEmail))), { onSiteVisitDocId: mark });
  return batch.commit();
}

/** Marks the entry alone, in a commit of its own. */
function mark(db: Firestore, visitDocId: string, email = VISITOR_EMAIL) {
  return auditedBatch(db)
    .update(doc(db, registerPath(email)), { onSiteVisitDocId: visitDocId })
    .commit();
}

describe('a registered visitor’s check-in marks their register entry', () => {
  beforeEach(async () => {
    await seedProfiles(env());
    await seed(env(), { [registerPath()]: visitor });
  });

  it('refuses a registered visitor’s check-in that leaves the entry unmarked or marked with another visit', async () => {
    await assertFails(checkInMarking(acme(), 1, null)).catch(failedAt('unmarked'));
    await assertFails(checkInMarking(acme(), 1, visitIdOf(2))).catch(failedAt('marked with another'));
    await assertSucceeds(checkInMarking(acme(), 1, visitIdOf(1))).catch(failedAt('marked with its visit'));
    const entry = await getDoc(doc(acme(), registerPath()));
    expect(entry.data()?.onSiteVisitDocId).toBe(visitIdOf(1));
  });

  it('takes an unregistered visitor’s check-in with no mark', async () => {
    await assertSucceeds(checkInMarking(acme(), 1, null, { visitorEmail: 'walk.in@visitors.example' }));
  });

  it('refuses marking an entry with a closed visit, another visitor’s visit, one another account checked in, or no visit', async () => {
    await seed(env(), {
      [visitPath(visitIdOf(1))]: closedVisit({
        visitID: visitNumberOf(1),
        visitorEmail: VISITOR_EMAIL,
        checkedInBy: ACME,
      }),
      [visitPath(visitIdOf(2))]: visitOf(2, { visitorEmail: 'someone.else@visitors.example' }),
      [visitPath(visitIdOf(3))]: visitOf(3, { checkedInBy: 'someone-else' }),
      [visitPath(visitIdOf(4))]: visitOf(4),
    });
    await assertFails(mark(acme(), visitIdOf(1))).catch(failedAt('a closed visit'));
    await assertFails(mark(acme(), visitIdOf(2))).catch(failedAt('another visitor’s open visit'));
    await assertFails(mark(acme(), visitIdOf(3))).catch(failedAt('checked in by another account'));
    await assertFails(mark(acme(), 'visit-none')).catch(failedAt('no visit'));
    await assertFails(mark(companyDb(env(), 'stranger'), visitIdOf(4))).catch(failedAt('by a stranger'));
    await assertSucceeds(mark(acme(), visitIdOf(4))).catch(failedAt('an open visit of theirs'));
  });

  it('refuses changing anything else with the mark', async () => {
    await seed(env(), { [visitPath(visitIdOf(1))]: visitOf(1) });
    const db = acme();
    const batch = auditedBatch(db).update(doc(db, registerPath()), {
      onSiteVisitDocId: visitIdOf(1),
      visitorName: 'Someone Else',
    });
    await assertFails(batch.commit());
    await assertSucceeds(mark(db, visitIdOf(1)));
  });
});

describe('a register entry is not erased while its visitor is on site', () => {
  beforeEach(() => seedProfiles(env()));

  it('refuses the delete while the marked visit is open, and takes it once the visitor is checked out', async () => {
    await seed(env(), { [registerPath()]: visitor });
    await assertSucceeds(checkInMarking(acme(), 1, visitIdOf(1)));
    await assertFails(auditedDelete(acme(), registerPath())).catch(failedAt('on site'));
    await assertSucceeds(checkOut(acme(), ACME, visitIdOf(1), visitNumberOf(1)));
    await assertSucceeds(auditedDelete(acme(), registerPath())).catch(failedAt('checked out'));
  });

  it('refuses unmarking an entry to erase it: only an open visit of the visitor marks it', async () => {
    await seed(env(), {
      [registerPath()]: { ...visitor, onSiteVisitDocId: visitIdOf(2) },
      [visitPath(visitIdOf(1))]: closedVisit({
        visitID: visitNumberOf(1),
        visitorEmail: VISITOR_EMAIL,
        checkedInBy: ACME,
      }),
      [visitPath(visitIdOf(2))]: visitOf(2),
    });
    await assertFails(mark(acme(), '')).catch(failedAt('blanking the mark'));
    await assertFails(mark(acme(), visitIdOf(1))).catch(failedAt('re-marking with a closed visit'));
    await assertFails(auditedDelete(acme(), registerPath())).catch(failedAt('the delete'));
  });

  it('takes the delete of an entry from before the mark (none: taken as off site)', async () => {
    await seed(env(), { [registerPath()]: visitor, [visitPath(visitIdOf(1))]: visitOf(1) });
    await assertSucceeds(auditedDelete(acme(), registerPath()));
  });
});

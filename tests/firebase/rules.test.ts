import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FIRESTORE, PROJECT_ID } from './emulators';

const [host = '127.0.0.1', port = '8080'] = FIRESTORE.split(':');
let env: RulesTestEnvironment;

const company = {
  name: 'Acme',
  email: 'desk@acme.example',
  mobile: '98765',
  aadhaarLast4: '2346',
  createdAt: 1,
};
const visitor = {
  captureImage: true,
  isImageCaptured: true,
  imageUrl: 'data:image/jpeg;base64,AAAA',
  visitorName: 'Asha',
  visitorEmail: 'Asha@example.com',
  visitorMobile: '9123456780',
  visitorEmailLower: 'asha@example.com',
};
const openVisit = {
  visitType: 'Meeting',
  companyName: 'Globex',
  whomToMeet: 'Priya',
  whomToMeetEmail: 'hosts@example.com',
  visitorEmail: 'asha@example.com',
  visitorName: 'Asha',
  visitorMobile: '9123456780',
  checkedOut: false,
  imageUrl: '',
  checkin_timestamp: 1_700_000_000_000,
  checkout_timestamp: '',
  visitID: 123456,
  searchGrams: ['a', 'as'],
};

// The test contexts hand out the compat Firestore; the modular functions accept it at run time.
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
const anonymous = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

/** Writes an open visit with its reservation in one batch, as the app's transaction does. */
function checkIn(db: Firestore, uid: string, visitId = 'visit-1', fields: Record<string, unknown> = {}) {
  const batch = writeBatch(db);
  const visit = { ...openVisit, ...fields };
  batch.set(doc(db, `companies/${uid}/visitDetails/${visitId}`), visit);
  batch.set(doc(db, `companies/${uid}/openVisitIds/${String(visit.visitID)}`), { visitDocId: visitId });
  return batch.commit();
}

function checkOut(db: Firestore, uid: string, changes: Record<string, unknown> = {}) {
  const batch = writeBatch(db);
  batch.update(doc(db, `companies/${uid}/visitDetails/visit-1`), {
    checkedOut: true,
    checkout_timestamp: 1_700_000_100_000,
    ...changes,
  });
  batch.delete(doc(db, `companies/${uid}/openVisitIds/123456`));
  return batch.commit();
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
});

beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

describe('company profiles', () => {
  it('lets a company create and read its own profile, with only the last four Aadhaar digits', async () => {
    await assertSucceeds(setDoc(doc(as('acme'), 'companies/acme'), company));
    await assertSucceeds(getDoc(doc(as('acme'), 'companies/acme')));
    await assertFails(setDoc(doc(as('acme'), 'companies/acme2'), company));
    await assertFails(
      setDoc(doc(as('beta'), 'companies/beta'), { ...company, aadhaarLast4: '234123412346' }),
    );
    await assertFails(setDoc(doc(as('beta'), 'companies/beta'), { ...company, aadharId: '234123412346' }));
  });

  it('keeps profiles from other companies and from anyone signed out', async () => {
    await setDoc(doc(as('acme'), 'companies/acme'), company);
    await assertFails(getDoc(doc(as('beta'), 'companies/acme')));
    await assertFails(getDoc(doc(anonymous(), 'companies/acme')));
    await assertFails(updateDoc(doc(as('acme'), 'companies/acme'), { name: 'Renamed' }));
    await assertFails(deleteDoc(doc(as('acme'), 'companies/acme')));
  });
});

describe('visitors', () => {
  it('accepts the spec fields and refuses other companies, strangers and bad shapes', async () => {
    const path = 'companies/acme/visitorRegister/v1';
    await assertSucceeds(setDoc(doc(as('acme'), path), visitor));
    await assertSucceeds(getDoc(doc(as('acme'), path)));
    await assertFails(getDoc(doc(as('beta'), path)));
    await assertFails(getDocs(collection(as('beta'), 'companies/acme/visitorRegister')));
    await assertFails(setDoc(doc(as('beta'), 'companies/acme/visitorRegister/v2'), visitor));
    await assertFails(setDoc(doc(anonymous(), 'companies/acme/visitorRegister/v3'), visitor));
    await assertFails(
      setDoc(doc(as('acme'), 'companies/acme/visitorRegister/v4'), { ...visitor, captureImage: 'yes' }),
    );
    await assertFails(
      setDoc(doc(as('acme'), 'companies/acme/visitorRegister/v5'), { ...visitor, isAdmin: true }),
    );
    const { visitorName: _, ...withoutName } = visitor;
    await assertFails(setDoc(doc(as('acme'), 'companies/acme/visitorRegister/v6'), withoutName));
    await assertFails(updateDoc(doc(as('acme'), path), { visitorName: 'Changed' }));
    await assertFails(deleteDoc(doc(as('acme'), path)));
  });
});

describe('visits', () => {
  it('creates an open visit only together with its visit-ID reservation', async () => {
    await assertSucceeds(checkIn(as('acme'), 'acme'));
    await assertFails(
      setDoc(doc(as('acme'), 'companies/acme/visitDetails/alone'), { ...openVisit, visitID: 222222 }),
    );
    await assertFails(
      setDoc(doc(as('acme'), 'companies/acme/openVisitIds/333333'), { visitDocId: 'nothing' }),
    );
    await assertFails(checkIn(as('beta'), 'acme', 'visit-2', { visitID: 444444 }));
    await assertFails(checkIn(anonymous(), 'acme', 'visit-3', { visitID: 555555 }));
  });

  it('refuses visits of the wrong shape', async () => {
    const db = as('acme');
    await assertFails(checkIn(db, 'acme', 'v1', { visitID: 42 }));
    await assertFails(checkIn(db, 'acme', 'v2', { visitID: 200001, visitType: 'Party' }));
    await assertFails(checkIn(db, 'acme', 'v3', { visitID: 200002, checkedOut: true }));
    await assertFails(checkIn(db, 'acme', 'v4', { visitID: 200003, checkin_timestamp: 'today' }));
    await assertFails(checkIn(db, 'acme', 'v5', { visitID: 200004, owner: 'someone' }));
    await assertSucceeds(checkIn(db, 'acme', 'v6', { visitID: 200005 }));
  });

  it('keeps visits from other companies', async () => {
    await checkIn(as('acme'), 'acme');
    await assertFails(getDoc(doc(as('beta'), 'companies/acme/visitDetails/visit-1')));
    await assertFails(getDocs(collection(as('beta'), 'companies/acme/visitDetails')));
    await assertFails(getDocs(collection(anonymous(), 'companies/acme/visitDetails')));
    await assertFails(checkOut(as('beta'), 'acme'));
  });

  it('checks a visit out once: checkedOut false to true with its time, nothing else, never back', async () => {
    await checkIn(as('acme'), 'acme');
    await assertFails(checkOut(as('acme'), 'acme', { visitorName: 'Someone else' }));
    await assertFails(checkOut(as('acme'), 'acme', { checkout_timestamp: 'later' }));
    await assertFails(
      updateDoc(doc(as('acme'), 'companies/acme/visitDetails/visit-1'), {
        checkedOut: true,
        checkout_timestamp: 5,
      }),
    );
    await assertSucceeds(checkOut(as('acme'), 'acme'));
    await assertFails(
      updateDoc(doc(as('acme'), 'companies/acme/visitDetails/visit-1'), {
        checkedOut: false,
        checkout_timestamp: '',
      }),
    );
    await assertFails(
      updateDoc(doc(as('acme'), 'companies/acme/visitDetails/visit-1'), {
        checkout_timestamp: 1_700_000_200_000,
      }),
    );
  });

  it("never lets a client delete a visit, or release an open visit's reservation", async () => {
    await checkIn(as('acme'), 'acme');
    await assertFails(deleteDoc(doc(as('acme'), 'companies/acme/visitDetails/visit-1')));
    await assertFails(deleteDoc(doc(as('acme'), 'companies/acme/openVisitIds/123456')));
  });
});

describe('outbox and mail queue', () => {
  const entry = {
    to: 'a@example.com',
    subject: 'Visit ID for your latest Visit',
    bodyHtml: '<p>1</p>',
    bodyText: '1',
    at: 1,
    transport: 'outbox',
    status: 'stored',
    detail: '',
  };

  it("appends to a company's own outbox only", async () => {
    await assertSucceeds(setDoc(doc(as('acme'), 'companies/acme/outbox/e1'), entry));
    await assertFails(setDoc(doc(as('beta'), 'companies/acme/outbox/e2'), entry));
    await assertFails(setDoc(doc(as('acme'), 'companies/acme/outbox/e3'), { ...entry, status: 'delivered' }));
    await assertFails(getDoc(doc(as('beta'), 'companies/acme/outbox/e1')));
    await assertFails(deleteDoc(doc(as('acme'), 'companies/acme/outbox/e1')));
  });

  it("queues mail in the caller's own name, and reads none back", async () => {
    const mail = {
      to: 'a@example.com',
      message: { subject: 'S', html: '<p>h</p>', text: 't' },
      createdAt: 1,
    };
    await assertSucceeds(addDoc(collection(as('acme'), 'mail'), { ...mail, tenant: 'acme' }));
    await assertFails(addDoc(collection(as('acme'), 'mail'), { ...mail, tenant: 'beta' }));
    await assertFails(addDoc(collection(anonymous(), 'mail'), { ...mail, tenant: 'acme' }));
    await assertFails(addDoc(collection(as('acme'), 'mail'), { ...mail, tenant: 'acme', extra: 1 }));
    await assertFails(getDocs(collection(as('acme'), 'mail')));
  });
});

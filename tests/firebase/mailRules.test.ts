import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACME,
  BETA,
  VISIT_ID,
  anonymousDb,
  companyDb,
  hostMail,
  hostOf,
  mailIdOf,
  openVisit,
  queueMail,
  seed,
  seedCompany,
  signedOutDb,
  seedMail,
  slotOf,
  takeSlots,
  today,
  rulesEnvironment,
  visitorMail,
  type Fields,
  PASS_QR,
  type Mail,
  auditedSet,
  auditedUpdate,
  auditedDelete,
  auditedBatch,
  failedAt,
  queuedPath,
} from './rulesFixtures';

const env = rulesEnvironment();
beforeEach(async () => {
  await seedCompany(env(), ACME);
  await seedCompany(env(), BETA);
});

const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);

/** A mail as Trigger Email leaves it after trying: its delivery, written with the rules off. */
function delivered(mail: Mail, delivery: Fields): Fields {
  return { ...mail.data, delivery: { attempts: 1, error: '', ...delivery } };
}

/** A mail with its slot, written with the rules off (as an earlier, accepted batch). */
function seedDelivered(uid: string, mail: Mail, delivery?: Fields) {
  return seedMail(env(), uid, mail, delivery ? delivered(mail, delivery) : mail.data);
}

/** Writes a mail and, separately chosen, the slot document in one batch. */
function queueWithSlot(db: Firestore, uid: string, mail: Mail, slotId: string, slot: Fields) {
  const batch = auditedBatch(db);
  batch.set(doc(db, `mail/${mail.id}`), mail.data);
  batch.set(doc(db, `companies/${uid}/mailQuota/${slotId}`), slot);
  return batch.commit();
}

// ---------------------------------------------------------------- the app's own mail

describe('queueing mail', () => {
  it('takes the visitor mail with its quota slot', async () => {
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 0)));
  });

  it('takes the host mail with its quota slot', async () => {
    await assertSucceeds(queueMail(acme(), ACME, hostMail(ACME, 0)));
  });

  it('takes both mails of a visit in one batch, with two slots', async () => {
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 0), hostMail(ACME, 1)));
  });

  it('lets a company read its own mail by id and by a query on its tenant', async () => {
    await seedDelivered(ACME, visitorMail(ACME, 0), { state: 'SUCCESS' });
    await assertSucceeds(getDoc(doc(acme(), `mail/${mailIdOf(ACME, VISIT_ID, 'visitor')}`)));
    await assertSucceeds(getDocs(query(collection(acme(), 'mail'), where('tenant', '==', ACME))));
    await assertSucceeds(
      getDocs(
        query(collection(acme(), 'mail'), where('tenant', '==', ACME), where('visitId', 'in', [VISIT_ID])),
      ),
    );
    await assertSucceeds(getDoc(doc(acme(), `companies/${ACME}/mailQuota/${String(today())}_0`)));
  });

  it('lets a company look up its own mail before queueing it, and count the slots of the day', async () => {
    // The app reads the mail's id first (it does not exist yet), then counts today's slots.
    await assertSucceeds(getDoc(doc(acme(), `mail/${mailIdOf(ACME, VISIT_ID, 'host')}`)));
    await assertSucceeds(
      getCountFromServer(
        query(collection(acme(), `companies/${ACME}/mailQuota`), where('day', '==', today())),
      ),
    );
  });
});

// ---------------------------------------------------------------- never raw content

describe('the visitor’s language', () => {
  it('takes the visitor’s mail in the language the visit names, and only in it', async () => {
    await seedCompany(env(), ACME, { visitorLanguage: 'es' });
    const spanish = visitorMail(ACME, 0, {}, {}, 'visitId_es');
    const english = visitorMail(ACME, 0);
    const arabic = visitorMail(ACME, 0, {}, {}, 'visitId_ar');
    await assertFails(queueMail(acme(), ACME, english));
    await assertFails(queueMail(acme(), ACME, arabic));
    await assertSucceeds(queueMail(acme(), ACME, spanish));
  });

  it('refuses a language template for a visit in English, and a template of a language not offered', async () => {
    const spanish = visitorMail(ACME, 0, {}, {}, 'visitId_es');
    const klingon = visitorMail(ACME, 0, {}, {}, 'visitId_tlh');
    await assertFails(queueMail(acme(), ACME, spanish));
    await assertFails(queueMail(acme(), ACME, klingon));
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 0)));
  });
});

describe('content', () => {
  it.each<[string, unknown]>([
    ['message', { subject: 'Your visit', html: '<a href="http://evil.example">Verify</a>', text: 'hi' }],
    ['html', '<a href="http://evil.example">Verify</a>'],
    ['text', 'Click http://evil.example'],
    ['subject', 'Your account is locked'],
    ['attachments', [{ filename: 'invoice.pdf.exe', path: 'http://evil.example/x' }]],
    ['cc', 'victim@else.example'],
    ['bcc', 'victim@else.example'],
    ['replyTo', 'attacker@evil.example'],
    ['headers', { 'X-Mailer': 'evil' }],
    ['from', 'ceo@acme.example'],
    ['toUids', ['someone']],
  ])('refuses a `%s` field', async (field, value) => {
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, { [field]: value })));
  });

  it('refuses HTML or extra values hidden in the template', async () => {
    const mail = visitorMail(ACME, 0);
    const template = mail.data.template as Fields;
    await assertFails(
      queueMail(acme(), ACME, visitorMail(ACME, 0, { template: { ...template, html: '<p/>' } })),
    );
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, {}, { link: 'http://evil.example' })));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, { template: { name: 'visitId' } })));
  });
});

// ---------------------------------------------------------------- recipients

describe('recipients', () => {
  it('refuses a recipient not tied to the visit or its host', async () => {
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, { to: 'attacker@evil.example' })));
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 0, { to: 'attacker@evil.example' })));
    // The visitor's address in the host's mail, and another company's host.
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 0, { to: openVisit().visitorEmail })));
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 0, { to: hostOf(BETA).email })));
    // The host's address in the visitor's mail.
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, { to: hostOf(ACME).email })));
  });

  it('refuses a list of addresses as the recipient', async () => {
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, { to: 'a@x.example,b@x.example' })));
    await assertFails(
      queueMail(
        acme(),
        ACME,
        visitorMail(ACME, 0, { to: `${String(openVisit().visitorEmail)},b@x.example` }),
      ),
    );
    await assertFails(
      queueMail(acme(), ACME, visitorMail(ACME, 0, { to: [openVisit().visitorEmail, 'b@x.example'] })),
    );
  });

  it('refuses a host mail for a visit without a host, or whose host does not exist', async () => {
    await seed(env(), { [`companies/${ACME}/visitDetails/${VISIT_ID}`]: openVisit({ hostId: '' }) });
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 0)));
    await seed(env(), { [`companies/${ACME}/visitDetails/${VISIT_ID}`]: openVisit({ hostId: 'host-9' }) });
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 0)));
  });

  it('refuses mail for a visit that does not exist', async () => {
    const mail = visitorMail(ACME, 0, { visitId: 'visit-9' });
    await assertFails(queueMail(acme(), ACME, { id: mailIdOf(ACME, 'visit-9', 'visitor'), data: mail.data }));
  });
});

// ---------------------------------------------------------------- once per visit and kind

describe('one mail per visit and kind', () => {
  it('refuses a second document on the same id', async () => {
    await seedDelivered(ACME, visitorMail(ACME, 0));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 1)));
    await seedDelivered(ACME, hostMail(ACME, 2), { state: 'ERROR', attempts: 1, error: 'timeout' });
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 3)));
  });

  it('refuses an id that is not {uid}_{visitId}_{kind}', async () => {
    const mail = visitorMail(ACME, 0);
    for (const id of [
      `${mail.id}_2`,
      `${mail.id}-again`,
      `${ACME}_${VISIT_ID}_host`,
      `${ACME}_${VISIT_ID}`,
      `${VISIT_ID}_visitor`,
      'random-id',
    ]) {
      await assertFails(queueMail(acme(), ACME, { id, data: mail.data }));
    }
  });
});

// ---------------------------------------------------------------- queued once, ever

describe('queued once, even after its document is gone', () => {
  const visitorId = mailIdOf(ACME, VISIT_ID, 'visitor');
  const markerPath = queuedPath(ACME, visitorId);

  /** A mail and its slot, and (unless null) a marker document, in one batch. */
  function queueWith(db: Firestore, mail: Mail, marker: { path: string; data: Fields } | null) {
    const batch = writeBatch(db);
    const slot = slotOf(mail);
    batch.set(doc(db, `mail/${mail.id}`), mail.data);
    batch.set(doc(db, `companies/${ACME}/mailQuota/${slot.id}`), slot.data);
    if (marker) batch.set(doc(db, marker.path), marker.data);
    return batch.commit();
  }

  it('takes a mail with its marker, which says only when', async () => {
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 0)));
    const marker = await assertSucceeds(getDoc(doc(acme(), markerPath)));
    expect(Object.keys(marker.data() ?? {})).toEqual(['at']);
  });

  it('refuses the same mail again once an erasure or the retention period deleted it', async () => {
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 0)));
    await assertSucceeds(auditedDelete(acme(), `mail/${visitorId}`)).catch(failedAt('the erasure'));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 1))).catch(failedAt('queued again'));
    await assertFails(queueWith(acme(), visitorMail(ACME, 1), null)).catch(
      failedAt('queued again without a marker'),
    );
    await assertFails(auditedDelete(acme(), markerPath)).catch(failedAt('its marker deleted by an erasure'));
    await assertFails(auditedDelete(acme(), markerPath, { audit: { action: 'privacy.retention' } })).catch(
      failedAt('its marker deleted by the retention period'),
    );
    await assertFails(deleteDoc(doc(acme(), markerPath))).catch(failedAt('its marker deleted'));
    await assertFails(setDoc(doc(acme(), markerPath), { at: serverTimestamp() })).catch(
      failedAt('its marker written again'),
    );
    // The host's mail of the same visit is another mail: queued once, and deleted by the retention period.
    await assertSucceeds(queueMail(acme(), ACME, hostMail(ACME, 1))).catch(failedAt('the host mail'));
    const hostId = mailIdOf(ACME, VISIT_ID, 'host');
    await assertSucceeds(
      auditedDelete(acme(), `mail/${hostId}`, { audit: { action: 'privacy.retention' } }),
    ).catch(failedAt('the retention period'));
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 2))).catch(failedAt('the host mail again'));
  });

  it('refuses a mail without its marker, with a marker that says more, or with another one', async () => {
    const mail = visitorMail(ACME, 0);
    const now = () => ({ at: serverTimestamp() });
    const cases: [string, { path: string; data: Fields } | null][] = [
      ['no marker', null],
      ['a marker naming the visitor', { path: markerPath, data: { ...now(), to: openVisit().visitorEmail } }],
      ['a marker with a time of the client', { path: markerPath, data: { at: Timestamp.now() } }],
      ['a marker with no time', { path: markerPath, data: {} }],
      [
        'the marker of another mail',
        { path: queuedPath(ACME, mailIdOf(ACME, VISIT_ID, 'host')), data: now() },
      ],
      ['the marker under another company', { path: queuedPath(BETA, mail.id), data: now() }],
    ];
    for (const [label, marker] of cases) {
      await assertFails(queueWith(acme(), mail, marker)).catch(failedAt(label));
    }
    await assertSucceeds(queueWith(acme(), mail, { path: markerPath, data: now() }));
  });

  it('refuses a marker of no mail, of another company’s mail, and keeps markers to their company', async () => {
    await assertFails(setDoc(doc(acme(), markerPath), { at: serverTimestamp() })).catch(failedAt('no mail'));
    await seedDelivered(BETA, visitorMail(BETA, 0), { state: 'SUCCESS' });
    const betas = mailIdOf(BETA, VISIT_ID, 'visitor');
    await assertFails(setDoc(doc(acme(), queuedPath(ACME, betas)), { at: serverTimestamp() })).catch(
      failedAt("beta's mail, under acme"),
    );
    await assertFails(setDoc(doc(acme(), queuedPath(BETA, betas)), { at: serverTimestamp() })).catch(
      failedAt("beta's mail, under beta, by acme"),
    );
    await assertFails(getDoc(doc(acme(), queuedPath(BETA, betas)))).catch(failedAt("reading beta's"));
    await assertFails(getDoc(doc(anonymousDb(env(), ACME), markerPath))).catch(failedAt('a phone reading'));
    await assertSucceeds(getDoc(doc(beta(), queuedPath(BETA, betas)))).catch(
      failedAt('beta reading its own'),
    );
  });

  it('takes a marker for a mail queued before the markers; without one, deleted, it is queued once more', async () => {
    // Queued before the markers: its mail and slot, no marker. Its desk writes one later.
    const earlier = visitorMail(ACME, 0);
    await seed(env(), {
      [`mail/${earlier.id}`]: earlier.data,
      [`companies/${ACME}/mailQuota/${slotOf(earlier).id}`]: slotOf(earlier).data,
    });
    await assertFails(setDoc(doc(beta(), markerPath), { at: serverTimestamp() })).catch(
      failedAt('its marker, by another company'),
    );
    await assertSucceeds(setDoc(doc(acme(), markerPath), { at: serverTimestamp() })).catch(
      failedAt('its marker, written later by its desk'),
    );
    await assertSucceeds(auditedDelete(acme(), `mail/${earlier.id}`));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 1))).catch(failedAt('queued again'));

    // The host's mail from before the markers, never given one: deleted, it is taken once more (the rules
    // cannot tell it from a mail never queued), then never again.
    const host = hostMail(ACME, 2);
    await seed(env(), {
      [`mail/${host.id}`]: host.data,
      [`companies/${ACME}/mailQuota/${slotOf(host).id}`]: slotOf(host).data,
    });
    await assertSucceeds(auditedDelete(acme(), `mail/${host.id}`));
    await assertSucceeds(queueMail(acme(), ACME, hostMail(ACME, 3))).catch(failedAt('once more'));
    await assertSucceeds(auditedDelete(acme(), `mail/${host.id}`));
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 4))).catch(failedAt('a third time'));
  });
});

// ---------------------------------------------------------------- the daily quota

describe('daily quota', () => {
  it('refuses two mails claiming one slot in one batch', async () => {
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0), hostMail(ACME, 0)));
  });

  it('refuses slot 500 and other slots outside the day', async () => {
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 500)));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, -1)));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 1.5)));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, { quotaDay: today() - 1 })));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, { quotaDay: today() + 1 })));
  });

  it('refuses a mail whose slot document is not the one it claims', async () => {
    const mail = visitorMail(ACME, 3);
    const day = today();
    await assertFails(queueWithSlot(acme(), ACME, mail, `${String(day)}_4`, { mail: mail.id, day, slot: 4 }));
    await assertFails(queueWithSlot(acme(), ACME, mail, `${String(day)}_4`, { mail: mail.id, day, slot: 3 }));
    await assertFails(
      queueWithSlot(acme(), ACME, mail, `${String(day)}_3`, { mail: mail.id, day, slot: 3, extra: true }),
    );
    await assertFails(auditedSet(acme(), `mail/${mail.id}`, mail.data));
  });

  it('refuses a slot taken in an earlier batch', async () => {
    await takeSlots(env(), ACME, 1);
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0)));
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 1)));
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 1)));
  });

  it('takes slot 499 after 499 earlier mails, then refuses slot 500', async () => {
    await takeSlots(env(), ACME, 499);
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 17)));
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 499)));
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 500)));
  });

  it('refuses a slot with no mail, or naming a mail of another company or slot', async () => {
    const day = today();
    const slots = `companies/${ACME}/mailQuota`;
    await assertFails(
      auditedSet(acme(), `${slots}/${String(day)}_0`, {
        mail: mailIdOf(ACME, VISIT_ID, 'visitor'),
        day,
        slot: 0,
      }),
    );
    await seedDelivered(BETA, visitorMail(BETA, 5));
    await assertFails(
      auditedSet(acme(), `${slots}/${String(day)}_5`, {
        mail: mailIdOf(BETA, VISIT_ID, 'visitor'),
        day,
        slot: 5,
      }),
    );
    // Acme's own mail already holds slot 2; it cannot hold slot 6 as well.
    await seedDelivered(ACME, visitorMail(ACME, 2));
    await assertFails(
      auditedSet(acme(), `${slots}/${String(day)}_6`, {
        mail: mailIdOf(ACME, VISIT_ID, 'visitor'),
        day,
        slot: 6,
      }),
    );
  });

  it('never changes or deletes a slot, and keeps slots from other companies', async () => {
    await seedDelivered(ACME, visitorMail(ACME, 0));
    const slot = doc(acme(), `companies/${ACME}/mailQuota/${String(today())}_0`);
    await assertFails(updateDoc(slot, { mail: 'another' }));
    await assertFails(deleteDoc(slot));
    await assertFails(getDoc(doc(beta(), `companies/${ACME}/mailQuota/${String(today())}_0`)));
    await assertFails(getDocs(collection(beta(), `companies/${ACME}/mailQuota`)));
  });
});

// ---------------------------------------------------------------- who may queue

describe('accounts', () => {
  it('refuses an account whose email is not verified', async () => {
    await assertFails(queueMail(companyDb(env(), ACME, false), ACME, visitorMail(ACME, 0)));
    const mail = visitorMail(ACME, 0);
    await assertFails(
      setDoc(
        doc(companyDb(env(), ACME, false), `companies/${ACME}/mailQuota/${slotOf(mail).id}`),
        slotOf(mail).data,
      ),
    );
  });

  it('refuses an anonymous account, even with the company uid, and anyone signed out', async () => {
    await assertFails(queueMail(anonymousDb(env(), ACME), ACME, visitorMail(ACME, 0)));
    await assertFails(queueMail(anonymousDb(env()), ACME, visitorMail(ACME, 0)));
    await assertFails(queueMail(signedOutDb(env()), ACME, visitorMail(ACME, 0)));
  });
});

// ---------------------------------------------------------------- another company

describe("another company's visits and tenant", () => {
  beforeEach(() =>
    seed(env(), {
      [`companies/${BETA}/visitDetails/visit-b`]: openVisit({ visitorEmail: 'ravi@visitors.example' }),
    }),
  );

  it("refuses mail for another company's visit", async () => {
    const mail = visitorMail(ACME, 0, { visitId: 'visit-b', to: 'ravi@visitors.example' });
    await assertFails(queueMail(acme(), ACME, { id: mailIdOf(ACME, 'visit-b', 'visitor'), data: mail.data }));
  });

  it('refuses mail in the name of another tenant', async () => {
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, { tenant: BETA })));
    // Beta's mail id, tenant and visit, with the slot in Acme's quota or in Beta's.
    await assertFails(queueMail(acme(), ACME, visitorMail(BETA, 0)));
    await assertFails(queueMail(acme(), BETA, visitorMail(BETA, 0)));
  });
});

// ---------------------------------------------------------------- the template and its values

describe('template values', () => {
  it.each<[string, Fields]>([
    ['visitorName', { visitorName: 'Click http://evil.example' }],
    ['companyName', { companyName: 'Your bank' }],
    ['hostName', { hostName: 'IT support' }],
    ['visitID (another number)', { visitID: '654321' }],
    ['visitID (a number, not a string)', { visitID: 123456 }],
  ])("refuses a visitor mail whose %s is not the visit's", async (_label, values) => {
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, {}, values)));
  });

  it.each<[string, Fields]>([
    ['hostName', { hostName: 'Someone' }],
    ['visitorName', { visitorName: 'Click http://evil.example' }],
    ['visitType', { visitType: 'Interview' }],
    ['visitorEmail', { visitorEmail: 'attacker@evil.example' }],
    ['visitorMobile', { visitorMobile: '+1 900 EVIL' }],
  ])("refuses a host mail whose %s is not the visit's", async (_label, values) => {
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 0, {}, values)));
  });

  it('refuses a template that is not ours, or not the one of its kind', async () => {
    const visitor = visitorMail(ACME, 0);
    const template = visitor.data.template as Fields;
    await assertFails(
      queueMail(acme(), ACME, visitorMail(ACME, 0, { template: { ...template, name: 'phishing' } })),
    );
    await assertFails(
      queueMail(acme(), ACME, visitorMail(ACME, 0, { template: { ...template, name: 'hostArrival' } })),
    );
    const host = hostMail(ACME, 0);
    await assertFails(
      queueMail(
        acme(),
        ACME,
        hostMail(ACME, 0, { template: { ...(host.data.template as Fields), name: 'visitId' } }),
      ),
    );
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 0, { template: visitor.data.template })));
  });

  it('takes the pass QR only as base64 of a PNG of a few KB, or none', async () => {
    const refused = [
      `data:image/png;base64,${PASS_QR}`,
      'https://evil.example/track.png',
      'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
      `${PASS_QR}<img src=x>`,
      `iVBORw0KGgo${'A'.repeat(6000)}`,
      42,
    ];
    for (const [slot, qr] of refused.entries()) {
      await assertFails(queueMail(acme(), ACME, visitorMail(ACME, slot, {}, { qr })));
    }
    const template = visitorMail(ACME).data.template as { name: string; data: Fields };
    const { qr: _qr, ...withoutQr } = template.data;
    await assertFails(
      queueMail(acme(), ACME, visitorMail(ACME, 8, { template: { ...template, data: withoutQr } })),
    );
    // A visit from before passes has none.
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 9, {}, { qr: '' })));
  });

  it('refuses a check-in time with a line break, or too long for one line', async () => {
    await assertFails(
      queueMail(acme(), ACME, visitorMail(ACME, 0, {}, { checkinTime: '10:30\nBcc: x@y.example' })),
    );
    await assertFails(queueMail(acme(), ACME, hostMail(ACME, 0, {}, { checkinTime: '10:30 am\r\n' })));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, {}, { checkinTime: 'x'.repeat(41) })));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0, {}, { checkinTime: 1030 })));
  });
});

// ---------------------------------------------------------------- retry

describe('retry', () => {
  const id = mailIdOf(ACME, VISIT_ID, 'visitor');
  const failed = () =>
    seedDelivered(ACME, visitorMail(ACME, 0), { state: 'ERROR', attempts: 1, error: 'timeout' });

  it('lets a company ask again for a failed mail: delivery.state ERROR to RETRY', async () => {
    await failed();
    await assertSucceeds(auditedUpdate(acme(), `mail/${id}`, { 'delivery.state': 'RETRY' }));
  });

  it('refuses a retry that changes anything else', async () => {
    await failed();
    const mail = doc(acme(), `mail/${id}`);
    await assertFails(updateDoc(mail, { 'delivery.state': 'RETRY', to: 'attacker@evil.example' }));
    await assertFails(
      updateDoc(mail, {
        'delivery.state': 'RETRY',
        'template.data.visitorName': 'Click http://evil.example',
      }),
    );
    await assertFails(
      updateDoc(mail, { 'delivery.state': 'RETRY', template: { name: 'phishing', data: {} } }),
    );
    await assertFails(updateDoc(mail, { 'delivery.state': 'RETRY', 'delivery.attempts': 0 }));
    await assertFails(updateDoc(mail, { 'delivery.state': 'RETRY', 'delivery.error': '' }));
    await assertFails(updateDoc(mail, { 'delivery.state': 'RETRY', html: '<p/>' }));
    await assertFails(updateDoc(mail, { 'delivery.state': 'SUCCESS' }));
    await assertFails(updateDoc(mail, { delivery: { state: 'RETRY' } }));
  });

  it.each(['PENDING', 'PROCESSING', 'SUCCESS', 'RETRY'])('refuses a retry of a mail in %s', async (state) => {
    await seedDelivered(ACME, visitorMail(ACME, 0), { state, attempts: 1 });
    await assertFails(auditedUpdate(acme(), `mail/${id}`, { 'delivery.state': 'RETRY' }));
  });

  it('refuses a retry of a mail not yet picked up', async () => {
    await seedDelivered(ACME, visitorMail(ACME, 0));
    await assertFails(auditedUpdate(acme(), `mail/${id}`, { 'delivery.state': 'RETRY' }));
  });

  it('refuses a retry after three attempts', async () => {
    await seedDelivered(ACME, visitorMail(ACME, 0), { state: 'ERROR', attempts: 3, error: 'timeout' });
    await assertFails(auditedUpdate(acme(), `mail/${id}`, { 'delivery.state': 'RETRY' }));
  });

  it('refuses a retry by another company, an unverified account or an anonymous one', async () => {
    await failed();
    await assertFails(auditedUpdate(beta(), `mail/${id}`, { 'delivery.state': 'RETRY' }));
    await assertFails(
      auditedUpdate(companyDb(env(), ACME, false), `mail/${id}`, { 'delivery.state': 'RETRY' }),
    );
    await assertFails(auditedUpdate(anonymousDb(env(), ACME), `mail/${id}`, { 'delivery.state': 'RETRY' }));
  });

  it('deletes a mail only by its company (an erasure, the retention period)', async () => {
    await failed();
    await assertFails(auditedDelete(beta(), `mail/${id}`));
    await assertFails(auditedDelete(anonymousDb(env(), ACME), `mail/${id}`));
    await assertSucceeds(auditedDelete(acme(), `mail/${id}`));
  });
});

// ---------------------------------------------------------------- reading

describe('reading mail', () => {
  beforeEach(async () => {
    await seedDelivered(ACME, visitorMail(ACME, 0), { state: 'SUCCESS' });
    await seedDelivered(BETA, visitorMail(BETA, 0), { state: 'SUCCESS' });
  });

  it("refuses another company's mail document", async () => {
    await assertFails(getDoc(doc(acme(), `mail/${mailIdOf(BETA, VISIT_ID, 'visitor')}`)));
    await assertFails(getDoc(doc(anonymousDb(env(), ACME), `mail/${mailIdOf(ACME, VISIT_ID, 'visitor')}`)));
    await assertFails(getDoc(doc(signedOutDb(env()), `mail/${mailIdOf(ACME, VISIT_ID, 'visitor')}`)));
  });

  it('refuses a listing without the tenant filter, or for another tenant', async () => {
    await assertFails(getDocs(collection(acme(), 'mail')));
    await assertFails(getDocs(query(collection(acme(), 'mail'), where('visitId', '==', VISIT_ID))));
    await assertFails(getDocs(query(collection(acme(), 'mail'), where('tenant', '==', BETA))));
    await assertFails(getDocs(query(collection(acme(), 'mail'), where('tenant', 'in', [ACME, BETA]))));
    await assertFails(
      getDocs(query(collection(anonymousDb(env(), ACME), 'mail'), where('tenant', '==', ACME))),
    );
  });
});

// ---------------------------------------------------------------- templates

describe('templates', () => {
  const template = { subject: 'Your visit ID', html: '<p>{{visitID}}</p>', text: '{{visitID}}' };

  it('takes no client writes', async () => {
    await assertFails(auditedSet(acme(), 'templates/visitId', template));
    await assertFails(auditedSet(acme(), 'templates/phishing', template));
    await assertFails(auditedSet(anonymousDb(env()), 'templates/visitId', template));
    await seed(env(), { 'templates/visitId': template });
    await assertFails(
      auditedUpdate(acme(), 'templates/visitId', { html: '<a href="http://evil.example">x</a>' }),
    );
    await assertFails(auditedSet(acme(), 'templates/visitId', { ...template, html: '<p>evil</p>' }));
    await assertFails(auditedDelete(acme(), 'templates/visitId'));
  });

  it('takes no client reads', async () => {
    await seed(env(), { 'templates/visitId': template });
    await assertFails(getDoc(doc(acme(), 'templates/visitId')));
    await assertFails(getDocs(collection(acme(), 'templates')));
  });
});

// ---------------------------------------------------------------- invitations

describe('the invitation mail', () => {
  const CODE = 'InviteCodeInviteCode12';
  const invitePath = (uid: string) => `companies/${uid}/invites/${CODE}`;

  function invitationMail(uid: string, slot = 0, changes: Fields = {}, templateData: Fields = {}): Mail {
    return {
      id: mailIdOf(uid, CODE, 'invitation'),
      data: {
        to: 'ines@example.com',
        template: {
          name: 'invitation',
          data: {
            visitorName: 'Ines Invited',
            companyName: 'Globex',
            hostName: 'Priya',
            when: 'Tuesday, November 24, 2026 at 10:30 AM',
            qr: PASS_QR,
            ...templateData,
          },
        },
        tenant: uid,
        visitId: CODE,
        kind: 'invitation',
        quotaDay: today(),
        quotaSlot: slot,
        createdAt: Date.now(),
        ...changes,
      },
    };
  }

  beforeEach(() =>
    seed(env(), {
      [invitePath(ACME)]: {
        code: CODE,
        visitorName: 'Ines Invited',
        visitorEmail: 'ines@example.com',
        companyName: 'Globex',
        whomToMeet: 'Priya',
        state: 'invited',
      },
    }),
  );

  it('goes to the invited visitor, with the invitation’s own values and its QR', async () => {
    await assertSucceeds(queueMail(acme(), ACME, invitationMail(ACME)));
  });

  it.each<[string, Fields, Fields]>([
    ['to someone else', { to: 'victim@else.example' }, {}],
    ['with another name', {}, { visitorName: 'Your bank' }],
    ['with another company', {}, { companyName: 'Evil Corp' }],
    ['with another host', {}, { hostName: 'Mallory' }],
    ['with a time of two lines', {}, { when: 'Tuesday\nBcc: x@y.example' }],
    ['with a QR that is a link', {}, { qr: 'https://evil.example/track.png' }],
    ['with an extra value', {}, { link: 'https://evil.example' }],
    ['by the visitor template', { template: { name: 'visitId', data: {} } }, {}],
    ['as a visitor mail', { kind: 'visitor' }, {}],
  ])('is refused %s', async (_label, changes, templateData) => {
    await assertFails(queueMail(acme(), ACME, invitationMail(ACME, 0, changes, templateData)));
  });

  it('is refused once the invitation is used', async () => {
    await seed(env(), {
      [invitePath(ACME)]: {
        code: CODE,
        visitorName: 'Ines Invited',
        visitorEmail: 'ines@example.com',
        companyName: 'Globex',
        whomToMeet: 'Priya',
        state: 'arrived',
      },
    });
    await assertFails(queueMail(acme(), ACME, invitationMail(ACME)));
  });

  it('needs an invitation of the sender’s own', async () => {
    await assertFails(queueMail(beta(), BETA, invitationMail(BETA)));
    await assertFails(queueMail(beta(), BETA, invitationMail(BETA, 0, { tenant: ACME })));
  });

  // ---------------------------------------------------------------- the same in the outbox

  const outboxPath = (uid: string, visitId = CODE, kind = 'invitation') =>
    `companies/${uid}/outbox/${visitId}_${kind}`;

  /** The invitation's record in the outbox (the browser delivers it), as the app writes it. */
  function invitationRecord(changes: Fields = {}, templateData: Fields = {}): Fields {
    const { to, template } = invitationMail(ACME, 0, {}, templateData).data;
    return {
      visitId: CODE,
      kind: 'invitation',
      to,
      template,
      at: Date.now(),
      transport: 'outbox',
      status: 'queued',
      detail: '',
      attempts: 0,
      ...changes,
    };
  }

  it('goes to the invited visitor in the outbox too, with the invitation’s names', async () => {
    await assertSucceeds(auditedSet(acme(), outboxPath(ACME), invitationRecord()));
  });

  it.each<[string, string, Fields, Fields]>([
    ['to a stranger', outboxPath(ACME), { to: 'victim@else.example' }, {}],
    ['to the invited visitor’s address in capitals', outboxPath(ACME), { to: 'INES@example.com' }, {}],
    ['with another name', outboxPath(ACME), {}, { visitorName: 'Your bank' }],
    ['with another company', outboxPath(ACME), {}, { companyName: 'Evil Corp' }],
    ['with another host', outboxPath(ACME), {}, { hostName: 'Mallory' }],
    [
      'for an invitation that does not exist',
      outboxPath(ACME, 'NoSuchInviteNoSuchInvi'),
      { visitId: 'NoSuchInviteNoSuchInvi', to: 'victim@else.example' },
      {},
    ],
    [
      'as a visitor mail to a stranger (the template under another kind)',
      outboxPath(ACME, VISIT_ID, 'visitor'),
      { visitId: VISIT_ID, kind: 'visitor', to: 'victim@else.example' },
      {},
    ],
    [
      'as a host mail to a stranger',
      outboxPath(ACME, VISIT_ID, 'host'),
      { visitId: VISIT_ID, kind: 'host', to: 'victim@else.example' },
      {},
    ],
    [
      'of kind invitation by the visitor template',
      outboxPath(ACME),
      { template: { name: 'visitId', data: { visitorName: 'Ines Invited' } } },
      {},
    ],
  ])('is refused in the outbox %s', async (_label, path, changes, templateData) => {
    await assertFails(auditedSet(acme(), path, invitationRecord(changes, templateData)));
  });

  it('is refused in the outbox once the invitation is used, or for another company’s invitation', async () => {
    await seed(env(), {
      [invitePath(BETA)]: {
        code: CODE,
        visitorName: 'Ines Invited',
        visitorEmail: 'ines@example.com',
        companyName: 'Globex',
        whomToMeet: 'Priya',
        state: 'invited',
      },
    });
    // Beta's own invitation in beta's outbox: only the company made the difference.
    await assertSucceeds(auditedSet(beta(), outboxPath(BETA), invitationRecord()));
    await seed(env(), {
      [`companies/${ACME}/invites/OtherCodeOtherCodeOthe`]: { visitorEmail: 'ines@example.com' },
    });
    await assertFails(
      auditedSet(
        beta(),
        outboxPath(BETA, 'OtherCodeOtherCodeOthe'),
        invitationRecord({ visitId: 'OtherCodeOtherCodeOthe' }),
      ),
    ).catch(failedAt('acme’s invitation in beta’s outbox'));
    await seed(env(), {
      [invitePath(ACME)]: {
        code: CODE,
        visitorName: 'Ines Invited',
        visitorEmail: 'ines@example.com',
        companyName: 'Globex',
        whomToMeet: 'Priya',
        state: 'arrived',
      },
    });
    await assertFails(auditedSet(acme(), outboxPath(ACME), invitationRecord())).catch(failedAt('used'));
  });
});

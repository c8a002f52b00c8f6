import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  ACME,
  BETA,
  VISIT_ID,
  anonymousDb,
  companyDb,
  emailOf,
  hostOf,
  queueMail,
  seed,
  seedCompany,
  signedOutDb,
  seedMail,
  takeSlots,
  rulesEnvironment,
  today,
  turnedAwayHold,
  visitorMail,
  type Fields,
  type Mail,
  auditedSet,
} from './rulesFixtures';

/**
 * The watchlist's alert mail (kind 'alert', template watchlistAlert): its `visitId` is the id of a hold,
 * companies/{uid}/watchlistHolds/{holdId}; it goes only to the company's own account email, with the
 * hold's own values. Both ways a mail is recorded: the company's outbox and Trigger Email's mail.
 */

const env = rulesEnvironment();

/** Acme's hold: a check-in the watchlist held, turned away (no visit). */
const HOLD = 'checkin-1';
/** Beta's hold, under an id acme has none of. */
const BETA_HOLD = 'checkin-b';
/** Acme's admitted hold, with the seeded visit-1. */
const ADMITTED_HOLD = 'checkin-2';

const holdPath = (company: string, id: string) => `companies/${company}/watchlistHolds/${id}`;

/** A hold as the app records turning the visitor away, decided by the company's desk account. */
function turnedAway(company = ACME, fields: Fields = {}): Fields {
  return turnedAwayHold({
    note: 'Asked to leave by security',
    decidedBy: emailOf(company),
    at: Date.now() - 60_000,
    ...fields,
  });
}

const ACME_HOLD = turnedAway(ACME);
const ACME_ADMITTED = turnedAway(ACME, {
  decision: 'admitted',
  note: 'Escorted by Priya throughout',
  visitDocId: VISIT_ID,
});
const BETA_HOLD_DATA = turnedAway(BETA);

/** The template values of a hold's alert, as the app renders them. */
function alertValues(hold: Fields): Fields {
  return {
    visitorName: hold.visitorName,
    visitorEmail: hold.visitorEmail,
    reason: hold.reason,
    decision: hold.decision === 'admitted' ? 'admitted' : 'turned away',
    decidedBy: hold.decidedBy,
    note: hold.note,
    heldAt: 'Tuesday, November 24, 2026 at 10:30 AM',
  };
}

interface Alert {
  /** The company whose outbox, tenant and quota the mail is written to. */
  company?: string;
  holdId?: string;
  /** The hold whose values the template carries. */
  hold?: Fields;
  /** Top-level fields replaced last (to, kind, template...). */
  changes?: Fields;
  /** Template values replaced. */
  values?: Fields;
  /** A template value left out. */
  without?: string;
}

function alertTemplate({ hold = ACME_HOLD, values = {}, without }: Alert): Fields {
  const data = Object.fromEntries(
    Object.entries({ ...alertValues(hold), ...values }).filter(([key]) => key !== without),
  );
  return { name: 'watchlistAlert', data };
}

/** The outbox record of an alert, as the app writes it: `${holdId}_alert`. */
function outboxAlert(alert: Alert = {}): { path: string; data: Fields } {
  const { company = ACME, holdId = HOLD, changes = {} } = alert;
  const data: Fields = {
    visitId: holdId,
    kind: 'alert',
    to: emailOf(company),
    template: alertTemplate(alert),
    at: Date.now(),
    transport: 'outbox',
    status: 'queued',
    detail: '',
    attempts: 0,
    ...changes,
  };
  return { path: `companies/${company}/outbox/${String(data.visitId)}_${String(data.kind)}`, data };
}

/** The Trigger Email document of an alert: `${uid}_${holdId}_alert`, claiming quota slot `slot`. */
function triggerAlert(alert: Alert = {}, slot = 0): Mail {
  const { company = ACME, holdId = HOLD, changes = {} } = alert;
  const data: Fields = {
    to: emailOf(company),
    template: alertTemplate(alert),
    tenant: company,
    visitId: holdId,
    kind: 'alert',
    quotaDay: today(),
    quotaSlot: slot,
    createdAt: Date.now(),
    ...changes,
  };
  return { id: `${company}_${String(data.visitId)}_${String(data.kind)}`, data };
}

function writeOutbox(db: Firestore, alert: Alert = {}) {
  const { path, data } = outboxAlert(alert);
  return auditedSet(db, path, data);
}

function writeTrigger(db: Firestore, alert: Alert = {}, slot = 0) {
  return queueMail(db, alert.company ?? ACME, triggerAlert(alert, slot));
}

beforeEach(async () => {
  await Promise.all([seedCompany(env(), ACME), seedCompany(env(), BETA)]);
  await seed(env(), {
    [holdPath(ACME, HOLD)]: ACME_HOLD,
    [holdPath(ACME, ADMITTED_HOLD)]: ACME_ADMITTED,
    [holdPath(BETA, BETA_HOLD)]: BETA_HOLD_DATA,
  });
});

const acme = () => companyDb(env(), ACME);
const beta = () => companyDb(env(), BETA);

// ---------------------------------------------------------------- both ways of recording a mail

/** Refused on both: who writes it, and the alert. */
const refused: [string, () => Firestore, Alert][] = [
  // Recipients: only the company's own account email.
  ['to a host of the company', acme, { changes: { to: hostOf(ACME).email } }],
  ['to the held visitor', acme, { changes: { to: ACME_HOLD.visitorEmail } }],
  ["to another company's email", acme, { changes: { to: emailOf(BETA) } }],
  ['to a list with its own email', acme, { changes: { to: `${emailOf(ACME)},x@evil.example` } }],
  // Values: the hold's own.
  ['with another reason', acme, { values: { reason: 'Click http://evil.example' } }],
  ['with another visitor name', acme, { values: { visitorName: 'Your bank' } }],
  ['with another visitor email', acme, { values: { visitorEmail: 'eve@evil.example' } }],
  ['with another decider', acme, { values: { decidedBy: emailOf(BETA) } }],
  ['with the decision as stored (turned-away)', acme, { values: { decision: 'turned-away' } }],
  ['with the other decision (admitted)', acme, { values: { decision: 'admitted' } }],
  ['with another note', acme, { values: { note: 'Nothing happened' } }],
  ['with an extra template value', acme, { values: { link: 'https://evil.example' } }],
  ['without the note', acme, { without: 'note' }],
  ['without heldAt', acme, { without: 'heldAt' }],
  ['with a heldAt of two lines', acme, { values: { heldAt: 'Tuesday\nBcc: x@evil.example' } }],
  ['with a heldAt of 81 characters', acme, { values: { heldAt: 'x'.repeat(81) } }],
  // The hold: it must exist, and be the company's own.
  ['for a hold that does not exist', acme, { holdId: 'checkin-9' }],
  ["for another company's hold id, with its values", acme, { holdId: BETA_HOLD, hold: BETA_HOLD_DATA }],
  // Who writes it.
  [
    "by another company, in this company's name",
    beta,
    { changes: { to: emailOf(BETA) } }, // company acme: acme's outbox, or acme's tenant and id
  ],
  [
    "by another company, in its own name, for this company's hold",
    beta,
    { company: BETA, holdId: HOLD, hold: ACME_HOLD },
  ],
  ['by an anonymous account with the company uid', () => anonymousDb(env(), ACME), {}],
  ['by anyone signed out', () => signedOutDb(env()), {}],
  // Kind and template go together.
  [
    'of kind alert by the visitor template, with the alert values',
    acme,
    { changes: { template: { name: 'visitId', data: alertValues(ACME_HOLD) } } },
  ],
  [
    'of kind alert by the visitor template, with the visit values',
    acme,
    { changes: { template: visitorMail(ACME).data.template } },
  ],
  [
    'of kind alert for the visit, by the visitor template',
    acme,
    { holdId: VISIT_ID, changes: { template: visitorMail(ACME).data.template } },
  ],
];

describe('the alert in the outbox', () => {
  it("goes to the company's own email, with the hold's own values", async () => {
    await assertSucceeds(writeOutbox(acme()));
  });

  it("says 'admitted' for an admitted hold", async () => {
    await assertFails(
      writeOutbox(acme(), {
        holdId: ADMITTED_HOLD,
        hold: ACME_ADMITTED,
        values: { decision: 'turned away' },
      }),
    );
    await assertSucceeds(writeOutbox(acme(), { holdId: ADMITTED_HOLD, hold: ACME_ADMITTED }));
  });

  it('goes out for another company with its own hold: only the company made the difference', async () => {
    await assertSucceeds(writeOutbox(beta(), { company: BETA, holdId: BETA_HOLD, hold: BETA_HOLD_DATA }));
  });

  it.each(refused)('is refused %s', async (_label, db, alert) => {
    await assertFails(writeOutbox(db(), alert));
  });
});

describe('the alert template in the outbox under another kind', () => {
  it('is refused: the alert template goes only as an alert, to the account itself', async () => {
    await assertFails(writeOutbox(acme(), { changes: { kind: 'visitor', to: 'mallory@evil.example' } }));
    await assertFails(writeOutbox(acme(), { changes: { kind: 'host' } }));
  });
});

describe('the alert for Trigger Email', () => {
  it("goes to the company's own email, with the hold's own values and a quota slot", async () => {
    await assertSucceeds(writeTrigger(acme()));
  });

  it("says 'admitted' for an admitted hold", async () => {
    await assertFails(
      writeTrigger(acme(), {
        holdId: ADMITTED_HOLD,
        hold: ACME_ADMITTED,
        values: { decision: 'turned away' },
      }),
    );
    await assertSucceeds(writeTrigger(acme(), { holdId: ADMITTED_HOLD, hold: ACME_ADMITTED }));
  });

  it('goes out for another company with its own hold: only the company made the difference', async () => {
    await assertSucceeds(writeTrigger(beta(), { company: BETA, holdId: BETA_HOLD, hold: BETA_HOLD_DATA }));
  });

  it.each(refused)('is refused %s', async (_label, db, alert) => {
    await assertFails(writeTrigger(db(), alert));
  });

  it('is refused when the account email is not verified', async () => {
    await assertFails(writeTrigger(companyDb(env(), ACME, false)));
  });

  it('is refused as another kind, with the alert template', async () => {
    await assertFails(writeTrigger(acme(), { changes: { kind: 'visitor' } }));
    // For the seeded visit, to its visitor: only the template is wrong.
    await assertFails(
      writeTrigger(acme(), { holdId: VISIT_ID, changes: { kind: 'visitor', to: 'asha@visitors.example' } }),
    );
    await assertFails(writeTrigger(acme(), { changes: { kind: 'invitation' } }));
  });

  it('is refused a second time for the same hold', async () => {
    await seedMail(env(), ACME, triggerAlert({}, 0));
    await assertFails(writeTrigger(acme(), {}, 1));
  });
});

// ---------------------------------------------------------------- the daily quota

describe('the alert and the daily quota', () => {
  it('refuses an alert on a slot taken in an earlier batch', async () => {
    await takeSlots(env(), ACME, 1);
    await assertFails(writeTrigger(acme(), {}, 0));
    await assertSucceeds(writeTrigger(acme(), {}, 1));
  });

  it("refuses another mail on the alert's slot", async () => {
    await seedMail(env(), ACME, triggerAlert({}, 0));
    await assertFails(queueMail(acme(), ACME, visitorMail(ACME, 0)));
    await assertSucceeds(queueMail(acme(), ACME, visitorMail(ACME, 1)));
  });

  it('refuses an alert and a visitor mail claiming one slot in one batch', async () => {
    await assertFails(queueMail(acme(), ACME, triggerAlert({}, 0), visitorMail(ACME, 0)));
    await assertSucceeds(queueMail(acme(), ACME, triggerAlert({}, 0), visitorMail(ACME, 1)));
  });

  it('refuses a slot naming an alert that holds another slot', async () => {
    const alert = triggerAlert({}, 2);
    await seedMail(env(), ACME, alert);
    const day = today();
    await assertFails(
      auditedSet(acme(), `companies/${ACME}/mailQuota/${String(day)}_6`, { mail: alert.id, day, slot: 6 }),
    );
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import type { Backend } from '../../src/backend/port/backend';
import type { MailRequest } from '../../src/backend/port/mail';
import { DAILY_MAIL_QUOTA } from '../../src/backend/firebase/firebaseMail';
import { MAIL_ALREADY_SENT } from '../../src/backend/firebase/mailDocuments';
import { createMailer } from '../../src/shared/mail/mailer';
import { checkInInput, companyInput, invitationToFirstHost } from '../../src/test/fixtures';
import {
  AUTH,
  clearEmulators,
  emulatorSettings,
  patchAsOwner,
  PROJECT_ID,
  readAsOwner,
  verifyEmailOf,
  writeAsOwner,
} from './emulators';

const SITE = { timeZone: 'UTC', company: 'company-1' };

beforeAll(clearEmulators);

let apps = 0;

/** A company on the Trigger Email transport, signed in, its email verified or not. */
async function triggerEmailDesk(verified: boolean): Promise<{ backend: Backend; uid: string }> {
  apps += 1;
  const backend = createFirebaseBackend(emulatorSettings, {
    appName: `trigger-${apps}`,
    mail: 'trigger-email',
  });
  const company = companyInput();
  await backend.auth.registerCompany(company);
  if (verified) await verifyEmailOf(company.email.toLowerCase());
  const session = await backend.auth.signIn(company.email, company.password);
  expect(await backend.verification?.status()).toBe(verified ? 'verified' : 'unverified');
  return { backend, uid: session.company.id };
}

/** A check-in to the first example host, whose email is the company's own. */
async function visitOf(backend: Backend) {
  const [host] = (await backend.directory.list()).hosts;
  if (!host) throw new Error('no host');
  return backend.visits.checkIn(
    checkInInput({
      hostId: host.id,
      whomToMeet: host.name,
      whomToMeetEmail: host.email,
      visitorEmail: 'eve@example.com',
    }),
  );
}

describe('Trigger Email', () => {
  it('queues a visit’s two mails as template documents, each with its own quota slot, never HTML', async () => {
    const { backend, uid } = await triggerEmailDesk(true);
    const visit = await visitOf(backend);
    const outcomes = await createMailer(backend).sendForVisit(visit, SITE);
    expect(
      outcomes.map((outcome) => ('record' in outcome ? outcome.record.status : outcome.refused)),
    ).toEqual(['queued', 'queued']);
    const stored = await readAsOwner(`mail/${uid}_${visit.id}_visitor`);
    const text = JSON.stringify(stored);
    expect(text).toContain('"visitId"');
    expect(text).toContain('eve@example.com');
    expect(text).not.toMatch(/"message"|"html"|<p>/);
    const slots = await Promise.all(
      [0, 1].map((slot) =>
        readAsOwner(`companies/${uid}/mailQuota/${Math.floor(Date.now() / 86_400_000)}_${slot}`),
      ),
    );
    expect(slots.every(Boolean)).toBe(true);
    // Sending again changes nothing: one document per visit and kind.
    const again = await backend.mail.send({
      visitId: visit.id,
      kind: 'visitor',
      to: 'other@example.com',
      template: { name: 'visitId', data: {} },
    });
    expect(again.to).toBe('eve@example.com');
  });

  it('once the day’s quota slots are all taken, a mail recorded before is still answered, a new one refused', async () => {
    const { backend, uid } = await triggerEmailDesk(true);
    const visit = await visitOf(backend);
    const [visitorMail] = await createMailer(backend).sendForVisit(visit, SITE);
    const day = Math.floor(Date.now() / 86_400_000);
    // The rest of the day's slots, taken by other mails (two are this visit's).
    await writeAsOwner(
      Array.from({ length: DAILY_MAIL_QUOTA - 2 }, (_, index) => ({
        path: `companies/${uid}/mailQuota/${String(day)}_${String(index + 2)}`,
        data: { mail: `${uid}_other${String(index)}_visitor`, day, slot: index + 2 },
      })),
    );
    const request: MailRequest = {
      visitId: visit.id,
      kind: 'visitor',
      to: 'eve@example.com',
      template: { name: 'visitId', data: {} },
    };
    const again = await backend.mail.send(request);
    expect(visitorMail).toEqual({ kind: 'visitor', record: again });
    await expect(backend.mail.send({ ...request, visitId: 'another-visit' })).rejects.toMatchObject({
      code: 'permission',
      message: `The daily limit of ${String(DAILY_MAIL_QUOTA)} emails is reached; try again tomorrow.`,
    });
  });

  it('shows the extension’s delivery state, and retries a failed mail by its state alone', async () => {
    const { backend, uid } = await triggerEmailDesk(true);
    const visit = await visitOf(backend);
    const sent = await createMailer(backend).sendForVisit(visit, SITE);
    expect(sent.every((outcome) => 'record' in outcome)).toBe(true);
    const path = `mail/${uid}_${visit.id}_host`;
    await patchAsOwner(
      path,
      {
        delivery: {
          mapValue: {
            fields: {
              state: { stringValue: 'ERROR' },
              attempts: { integerValue: '1' },
              error: { stringValue: 'Invalid login: 535 Authentication failed' },
            },
          },
        },
      },
      ['delivery'],
    );
    const [failed] = (await backend.mail.forVisits([visit.id])).filter((mail) => mail.kind === 'host');
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      detail: 'Invalid login: 535 Authentication failed',
    });
    expect(await backend.mail.retry(failed?.id ?? '')).toMatchObject({ status: 'queued' });
    expect(JSON.stringify(await readAsOwner(path))).toContain('"RETRY"');
    await patchAsOwner(
      path,
      {
        delivery: {
          mapValue: { fields: { state: { stringValue: 'SUCCESS' }, attempts: { integerValue: '2' } } },
        },
      },
      ['delivery'],
    );
    const [delivered] = (await backend.mail.forVisits([visit.id])).filter((mail) => mail.kind === 'host');
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never queues a mail again once its document was deleted (an erasure): the resend says why', async () => {
    const { backend, uid } = await triggerEmailDesk(true);
    const visit = await visitOf(backend);
    const mailer = createMailer(backend);
    await mailer.sendForVisit(visit, SITE);
    const mailId = `${uid}_${visit.id}_visitor`;
    const marker = await readAsOwner(`companies/${uid}/mailQueued/${mailId}`);
    // The marker says only that it was queued, and when: nothing of the visitor.
    expect(Object.keys(marker?.fields ?? {})).toEqual(['at']);
    await backend.visits.checkOutByVisitId(visit.visitID, Date.now());
    const erased = await backend.privacy.erase('eve@example.com', Date.now());
    expect(erased.counts.mail).toBeGreaterThanOrEqual(1);
    expect(await readAsOwner(`mail/${mailId}`)).toBeNull();

    await expect(mailer.resend(visit, 'visitor', SITE)).rejects.toMatchObject({
      code: 'duplicate',
      message: MAIL_ALREADY_SENT,
    });
    await expect(
      backend.mail.send({
        visitId: visit.id,
        kind: 'visitor',
        to: 'eve@example.com',
        template: { name: 'visitId', data: {} },
      }),
    ).rejects.toMatchObject({ code: 'duplicate' });
    expect(await readAsOwner(`mail/${mailId}`)).toBeNull();
    expect(await readAsOwner(`companies/${uid}/mailQueued/${mailId}`)).toEqual(marker);
  });

  it('sends nothing for an account whose email is not verified, and says why', async () => {
    const { backend, uid } = await triggerEmailDesk(false);
    const visit = await visitOf(backend);
    const outcomes = await createMailer(backend).sendForVisit(visit, SITE);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['visitor', 'host']);
    expect(outcomes.every((outcome) => 'refused' in outcome)).toBe(true);
    expect(await readAsOwner(`mail/${uid}_${visit.id}_visitor`)).toBeNull();
  });
});

describe('email verification', () => {
  it('sends the link again on request, and the account is verified once it is followed', async () => {
    const { backend } = await triggerEmailDesk(false);
    const email = (await backend.settings.company()).email.toLowerCase();
    const links = async () => {
      const response = await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string }[] };
      return oobCodes.filter((each) => each.email === email && each.requestType === 'VERIFY_EMAIL').length;
    };
    const sentAtRegistration = await links();
    await backend.verification?.resend();
    expect(await links()).toBe(sentAtRegistration + 1);
    await verifyEmailOf(email);
    expect(await backend.verification?.status()).toBe('verified');
  });
});

describe('Trigger Email: invitations', () => {
  it('queues the invitation to the invited visitor, with the QR of its code as a template value', async () => {
    const { backend, uid } = await triggerEmailDesk(true);
    const invite = await backend.invites.invite(await invitationToFirstHost(backend));
    const record = await createMailer(backend).sendInvitation(invite, {
      timeZone: 'UTC',
      company: uid,
    });
    expect(record).toMatchObject({ status: 'queued', kind: 'invitation', to: 'ines@example.com' });
    const stored = JSON.stringify(await readAsOwner(`mail/${uid}_${invite.code}_invitation`));
    expect(stored).toContain('"invitation"');
    expect(stored).toContain('iVBORw0KGgo');
    expect(stored).not.toMatch(/"attachments"|"html"|<p>/);
  });
});

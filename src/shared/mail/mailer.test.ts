// @vitest-environment node
// Node environment: axios then uses its HTTP adapter against a real local server standing in for the
// third-party email provider (the one thing that cannot run here).
import 'fake-indexeddb/auto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testLocalBackend } from '../../test/localBackend';
import type { Backend } from '../../backend/port/backend';
import { checkInInput, companyInput, invitationToFirstHost } from '../../test/fixtures';
import { createMailer } from './mailer';
import { httpTransport } from './transports';

const SITE = { timeZone: 'UTC', company: 'company-1' };

const received: { method: string; url: URL }[] = [];
let server: Server;
let endpoint: string;
let nextStatus = 200;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    received.push({ method: request.method ?? '', url: new URL(request.url ?? '/', 'http://localhost') });
    response.writeHead(nextStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: nextStatus === 200 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/email/send`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = () => ({ endpoint, apiKey: 'test-key', from: 'desk@example.com', fromName: 'Front Desk' });

/** A signed-in desk with a visit; its mail is posted to the provider, or kept in the outbox (default). */
async function deskWithVisit(transport: 'http' | 'outbox' = 'http') {
  const backend: Backend = testLocalBackend({
    dbName: `mailer-${crypto.randomUUID()}`,
    mail: transport === 'http' ? httpTransport(settings()) : undefined,
  });
  const company = companyInput();
  await backend.auth.registerCompany(company);
  await backend.auth.signIn(company.email, company.password);
  const visit = await backend.visits.checkIn(
    checkInInput({
      visitorName: 'Eve',
      visitorEmail: 'eve@example.com',
      whomToMeetEmail: 'priya@example.com',
    }),
  );
  return { backend, visit };
}

/** An invitation of Ines for a minute from now, to the company's first host. */
async function invitationOf(backend: Backend) {
  return backend.invites.invite(await invitationToFirstHost(backend));
}

beforeEach(() => {
  received.length = 0;
  nextStatus = 200;
});

describe('mailer', () => {
  it('POSTs each of a visit’s two mails with the spec query parameters and records them sent', async () => {
    const { backend, visit } = await deskWithVisit();
    const outcomes = await createMailer(backend).sendForVisit(visit, SITE);
    expect(
      outcomes.map((outcome) => ('record' in outcome ? outcome.record.status : outcome.refused)),
    ).toEqual(['sent', 'sent']);
    expect(received.map((request) => request.method)).toEqual(['POST', 'POST']);
    const visitorMail = received.find((request) => request.url.searchParams.get('to') === 'eve@example.com');
    expect(Object.fromEntries(visitorMail?.url.searchParams ?? [])).toEqual({
      from: 'desk@example.com',
      fromName: 'Front Desk',
      apikey: 'test-key',
      subject: 'Visit ID for your latest Visit',
      to: 'eve@example.com',
      bodyHtml: expect.stringContaining(`<strong>${visit.visitID}</strong>`) as unknown,
      bodyText: expect.stringContaining(String(visit.visitID)) as unknown,
    });
    const hostMail = received.find((request) => request.url.searchParams.get('to') === 'priya@example.com');
    expect(hostMail?.url.searchParams.get('subject')).toBe('Eve is here to meet you..!!');
    expect((await backend.mail.forVisits([visit.id])).map((mail) => mail.status)).toEqual(['sent', 'sent']);
  });

  it('records a provider failure with its reason instead of throwing, and resends it', async () => {
    const { backend, visit } = await deskWithVisit();
    const mailer = createMailer(backend);
    nextStatus = 500;
    await mailer.sendForVisit(visit, SITE);
    const [failed] = (await backend.mail.forVisits([visit.id])).filter((mail) => mail.kind === 'host');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.detail).toMatch(/500/);
    nextStatus = 200;
    expect(await mailer.resend(visit, 'host', SITE)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(
      received.filter((request) => request.url.searchParams.get('to') === 'priya@example.com'),
    ).toHaveLength(2);
  });

  it('sends a mail never sent when asked to resend it, and refuses to resend one that did not fail', async () => {
    const { backend, visit } = await deskWithVisit();
    const mailer = createMailer(backend);
    expect(await mailer.resend(visit, 'visitor', SITE)).toMatchObject({
      id: `${visit.id}_visitor`,
      status: 'sent',
      attempts: 1,
    });
    expect(received).toHaveLength(1);
    await expect(mailer.resend(visit, 'visitor', SITE)).rejects.toMatchObject({ code: 'invalid-input' });
    expect(received).toHaveLength(1);
  });

  it('posts an invitation to the invited visitor, without the QR it cannot attach', async () => {
    const { backend } = await deskWithVisit();
    const invite = await invitationOf(backend);
    const record = await createMailer(backend).sendInvitation(invite, SITE);
    expect(record).toMatchObject({ kind: 'invitation', status: 'sent', transport: 'http', attempts: 1 });
    expect(record.template.data.qr).toMatch(/^iVBORw0KGgo/);
    const [post] = received;
    expect(post?.url.searchParams.get('to')).toBe('ines@example.com');
    expect(post?.url.searchParams.get('bodyHtml')).not.toContain('iVBORw0KGgo');
  });

  it('resends a failed invitation once it is asked to, and never one that went', async () => {
    const { backend } = await deskWithVisit();
    const invite = await invitationOf(backend);
    const mailer = createMailer(backend);
    nextStatus = 500;
    expect(await mailer.sendInvitation(invite, SITE)).toMatchObject({ status: 'failed', attempts: 1 });
    nextStatus = 200;
    expect(await mailer.resendInvitation(invite, SITE)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received).toHaveLength(2);
    expect(await mailer.resendInvitation(invite, SITE)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received).toHaveLength(2);
  });

  it('keeps the mail in the outbox with the default transport, sending nothing', async () => {
    const { backend, visit } = await deskWithVisit('outbox');
    await createMailer(backend).sendForVisit(visit, SITE);
    expect(
      (await backend.mail.recent(5)).map((mail) => [mail.kind, mail.status, mail.transport]).sort(),
    ).toEqual([
      ['host', 'stored', 'outbox'],
      ['visitor', 'stored', 'outbox'],
    ]);
    expect(received).toHaveLength(0);
  });

  it('never throws, and says why, when a mail cannot be recorded', async () => {
    const backend = testLocalBackend({ dbName: `mailer-${crypto.randomUUID()}` });
    const visit = {
      ...checkInInput(),
      checkedOut: false,
      checkin_timestamp: 1,
      checkout_timestamp: '',
      visitID: 123456,
      passCode: '',
    } as const;
    const outcomes = await createMailer(backend).sendForVisit(visit, SITE);
    expect(outcomes).toEqual([
      { kind: 'visitor', refused: 'Not signed in' },
      { kind: 'host', refused: 'Not signed in' },
    ]);
  });
});

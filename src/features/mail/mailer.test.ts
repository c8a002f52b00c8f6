// @vitest-environment node
// Node environment: axios then uses its HTTP adapter against a real local server.
import 'fake-indexeddb/auto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../backend/local/createLocalBackend';
import type { Backend } from '../../backend/port/backend';
import type { MailMessage } from '../../backend/port/mail';
import { createMailer } from './mailer';
import { httpTransport, outboxTransport } from './transports';

const message: MailMessage = {
  to: 'eve@example.com',
  subject: 'Hello',
  bodyHtml: '<p>Hi</p>',
  bodyText: 'Hi',
};
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

async function signedInBackend(): Promise<Backend> {
  const backend = createLocalBackend({ dbName: `mailer-${crypto.randomUUID()}` });
  const company = {
    name: 'Desk',
    email: 'desk@example.com',
    mobile: '1',
    password: 'secret12',
    aadharId: '234123412346',
  };
  await backend.auth.registerCompany(company);
  await backend.auth.signIn(company.email, company.password);
  return backend;
}

beforeEach(() => {
  received.length = 0;
  nextStatus = 200;
});

describe('mailer', () => {
  const settings = () => ({ endpoint, apiKey: 'test-key', from: 'desk@example.com', fromName: 'Front Desk' });

  it('POSTs the spec query parameters to the provider and records the result', async () => {
    const backend = await signedInBackend();
    const entry = await createMailer(backend, httpTransport(settings()), () => 42).send(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      from: 'desk@example.com',
      fromName: 'Front Desk',
      apikey: 'test-key',
      subject: 'Hello',
      to: 'eve@example.com',
      bodyHtml: '<p>Hi</p>',
      bodyText: 'Hi',
    });
    expect(entry).toMatchObject({ status: 'sent', transport: 'http', at: 42 });
    expect(await backend.outbox.list(5)).toEqual([entry]);
  });

  it('records a provider failure instead of throwing', async () => {
    const backend = await signedInBackend();
    nextStatus = 500;
    const entry = await createMailer(backend, httpTransport(settings())).send(message);
    expect(entry).toMatchObject({ status: 'failed', transport: 'http' });
    expect(entry?.detail).toMatch(/500/);
  });

  it('keeps the message in the outbox with the default transport', async () => {
    const backend = await signedInBackend();
    const entry = await createMailer(backend, outboxTransport).send(message);
    expect(entry).toMatchObject({
      status: 'stored',
      transport: 'outbox',
      subject: 'Hello',
      to: 'eve@example.com',
    });
    expect(received).toHaveLength(0);
  });

  it('never throws, even when the outbox cannot record', async () => {
    const backend = createLocalBackend({ dbName: `mailer-${crypto.randomUUID()}` });
    await expect(createMailer(backend, outboxTransport).send(message)).resolves.toBeNull();
  });
});

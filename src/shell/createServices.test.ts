// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { readConfig } from '../config/env';
import { readStoredToken, storeToken } from '../lib/sessionToken';
import { checkInInput } from '../test/fixtures';
import { newLocalBackend, TEST_COMPANY } from '../test/renderApp';
import { createServices } from './createServices';

const SITE = { timeZone: 'UTC', company: 'company-1' };

// A real local server standing in for the third-party email provider of the HTTP transport.
const posted: string[] = [];
let provider: Server;
let endpoint: string;

beforeAll(async () => {
  provider = createServer((request, response) => {
    if (request.method === 'POST') posted.push(request.url ?? '');
    response.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    });
    response.end('{"success":true}');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v2/email/send`;
});

afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

it('loads the local backend once, on first use, and restores the stored session', async () => {
  const services = createServices(readConfig({}), { onSessionLost: vi.fn() });
  const backend = await services.backend();
  expect(await services.backend()).toBe(backend);
  await backend.auth.registerCompany(TEST_COMPANY);
  // The company is in this browser's own database: the local backend.
  expect((await indexedDB.databases()).map((database) => database.name)).toContain('frontdesk');
  const session = await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  storeToken(session.token);

  const lost = vi.fn();
  const reopened = createServices(readConfig({}), { onSessionLost: lost });
  await expect((await reopened.backend()).visitors.findByEmail('nobody@example.com')).resolves.toBeNull();
  expect(lost).not.toHaveBeenCalled();
});

it('reports a stored token that this install did not sign, so the app can log out', async () => {
  const elsewhere = newLocalBackend();
  await elsewhere.auth.registerCompany(TEST_COMPANY);
  storeToken((await elsewhere.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password)).token);
  const lost = vi.fn();
  await createServices(readConfig({}), { onSessionLost: lost }).backend();
  expect(lost).toHaveBeenCalledOnce();
});

it('records check-in mail in the outbox with the default transport', async () => {
  const services = createServices(readConfig({}), { onSessionLost: vi.fn() });
  const backend = await services.backend();
  await backend.auth
    .registerCompany({ ...TEST_COMPANY, email: 'mail-desk@example.com' })
    .catch(() => undefined);
  await backend.auth.signIn('mail-desk@example.com', TEST_COMPANY.password);
  const visit = await backend.visits.checkIn(checkInInput());
  const outcomes = await (await services.mailer()).sendForVisit(visit, SITE);
  expect(
    outcomes.map((outcome) => ('record' in outcome ? [outcome.kind, outcome.record.status] : [])),
  ).toEqual([
    ['visitor', 'stored'],
    ['host', 'stored'],
  ]);
  expect((await backend.mail.recent(5)).every((mail) => mail.transport === 'outbox')).toBe(true);
});

it('posts check-in mail to the provider with the HTTP transport, and records it sent', async () => {
  const config = readConfig({
    VITE_MAIL_TRANSPORT: 'http',
    VITE_MAIL_HTTP_ENDPOINT: endpoint,
    VITE_MAIL_HTTP_API_KEY: 'provider-key',
    VITE_MAIL_FROM: 'desk@example.com',
  });
  const services = createServices(config, { onSessionLost: vi.fn() });
  const backend = await services.backend();
  const company = { ...TEST_COMPANY, email: 'http-mail-desk@example.com' };
  await backend.auth.registerCompany(company);
  await backend.auth.signIn(company.email, company.password);
  const visit = await backend.visits.checkIn(checkInInput({ visitorEmail: 'eve@example.com' }));
  const outcomes = await (await services.mailer()).sendForVisit(visit, SITE);
  expect(
    outcomes.map((outcome) => ('record' in outcome ? [outcome.kind, outcome.record.status] : [])),
  ).toEqual([
    ['visitor', 'sent'],
    ['host', 'sent'],
  ]);
  expect((await backend.mail.forVisits([visit.id])).map((mail) => mail.transport)).toEqual(['http', 'http']);
  const recipients = posted.map((url) => new URL(url, endpoint).searchParams.get('to'));
  expect(recipients).toEqual(['eve@example.com', 'hosts@example.com']);
});

it('refreshes a stored session token, but never stores one by itself', async () => {
  const lost = vi.fn();
  const services = createServices(readConfig({}), { onSessionLost: lost });
  const backend = await services.backend();
  const company = { ...TEST_COMPANY, email: 'refresh-desk@example.com' };
  await backend.auth.registerCompany(company);
  const first = await backend.auth.signIn(company.email, company.password);
  expect(readStoredToken()).toBeNull();
  storeToken(first.token);
  const refreshed = await backend.auth.signIn(company.email, company.password);
  expect(readStoredToken()).toBe(refreshed.token);
  expect(lost).not.toHaveBeenCalled();
});

it('ends the session when the backend signs out or turns to another account', async () => {
  const lost = vi.fn();
  const services = createServices(readConfig({}), { onSessionLost: lost });
  const backend = await services.backend();
  const desk = { ...TEST_COMPANY, email: 'first-desk@example.com' };
  const other = { ...TEST_COMPANY, email: 'other-desk@example.com' };
  await backend.auth.registerCompany(desk);
  await backend.auth.registerCompany(other);
  storeToken((await backend.auth.signIn(desk.email, desk.password)).token);
  await backend.auth.signIn(other.email, other.password);
  expect(lost).toHaveBeenCalledOnce();
  storeToken((await backend.auth.signIn(desk.email, desk.password)).token);
  lost.mockClear();
  await backend.auth.signOut();
  expect(lost).toHaveBeenCalledOnce();
});

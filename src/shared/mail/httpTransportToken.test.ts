// @vitest-environment happy-dom
// The browser's own HTTP stack (happy-dom's XMLHttpRequest) against a real local server standing in for
// the third-party email provider: the operator's session token must never reach it.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeToken } from '../../lib/sessionToken';
import { httpTransport } from './transports';

const received: { headers: IncomingHttpHeaders; url: string }[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ headers: request.headers, url: request.url ?? '' });
    response.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    });
    response.end('{"success":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/email/send`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends mail to the provider without the session token, in any header or parameter', async () => {
  storeToken('operator.session.token');
  const transport = httpTransport({
    endpoint,
    apiKey: 'provider-key',
    from: 'desk@example.com',
    fromName: 'Desk',
  });
  const result = await transport.deliver({
    visitId: 'visit-1',
    kind: 'visitor',
    to: 'eve@example.com',
    template: { name: 'visitId', data: { visitorName: 'Eve', visitID: '123456' } },
  });
  expect(result.status).toBe('sent');
  const posts = received.filter((request) => request.url.startsWith('/v2/email/send'));
  expect(posts.length).toBeGreaterThan(0);
  for (const request of posts) {
    expect(request.headers.authorization).toBeUndefined();
    expect(JSON.stringify(request)).not.toContain('operator.session.token');
  }
});

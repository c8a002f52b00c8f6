import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  /** Its origin: the app as the proxied server serves it, but for what `answer` changes. */
  url: string;
  close: () => Promise<void>;
}

/**
 * The app's server behind a proxy of the test's own, which may change a response's body: a way to serve
 * the next build's files to a browser that cannot be told otherwise (a service worker's update check is
 * made by the browser itself, where Playwright's routes do not reach).
 */
export async function proxyTo(
  target: string,
  answer: (path: string, body: Buffer) => Buffer = (_, body) => body,
): Promise<Proxy> {
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        // Asked whole each time: a 304 would let the browser keep its copy of a changed body.
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'if-none-match', 'if-modified-since'].includes(entry[0]),
      ),
    );
    fetch(new URL(path, target), { method: request.method, headers })
      .then(async (upstream) => {
        const body = answer(path, Buffer.from(await upstream.arrayBuffer()));
        const kept: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) kept[name] = value;
        });
        response.writeHead(upstream.status, kept);
        response.end(body);
      })
      .catch((error: unknown) => {
        response.writeHead(502);
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { createServer, connect, type Socket } from 'node:net';

/**
 * A network between the SDK and the Firestore emulator that the test can make hang: connections stay open
 * and nothing answers, as on a Wi-Fi whose upstream has died. Nothing fails, so the SDK does not learn of
 * the cut by itself (Playwright's offline mode, and disableNetwork, fail at once instead).
 */
export interface HangingNetwork {
  port: number;
  /** From now on nothing passes either way, and new connections are taken but never answered. */
  hang(): void;
  /** The network returns: the hung connections drop (as a real return resets them) and new ones pass. */
  restore(): void;
  close(): Promise<void>;
}

export async function hangingNetworkTo(host: string, port: number): Promise<HangingNetwork> {
  let hung = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (hung) return;
    const upstream = connect(port, host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('data', (chunk) => {
      if (!hung) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!hung) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the network listens on no TCP port');
  return {
    port: address.port,
    hang: () => {
      hung = true;
    },
    restore: () => {
      hung = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

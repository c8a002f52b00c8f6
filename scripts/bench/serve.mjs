// Builds the app into a directory of its own (others may be serving dist/ from the same tree) and
// serves it with `vite preview` on a port nobody else is using.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Asks the OS for a port that is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(base) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(base);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('vite preview did not start');
}

/**
 * Builds and serves the app from `root` (on `fixedPort` when given); returns `{ base, stop }`. `stop()` ends the preview server
 * and removes the build directory; it is safe to call more than once.
 */
export async function serveApp(root, fixedPort = null) {
  const outDir = mkdtempSync(join(tmpdir(), 'frontdesk-bench-'));
  let server = null;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (server) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    // A production build whatever this process's NODE_ENV is.
    const env = { ...process.env, NODE_ENV: 'production' };
    execSync(`npx vite build --outDir ${JSON.stringify(outDir)} --emptyOutDir`, {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    // A fixed port keeps the origin, so a profile seeded by one run can be measured by the next.
    const port = fixedPort ?? (await freePort());
    const base = `http://127.0.0.1:${port}`;
    server = spawn(
      'npx',
      ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      { cwd: root, env, detached: true, stdio: 'ignore' },
    );
    await waitUntilAnswering(base);
    return { base, outDir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

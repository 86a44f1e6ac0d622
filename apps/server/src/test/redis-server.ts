// A Redis server of the test's own, on a free port, that the test can stop and start again
// (the shared one on 6379 serves other test files at the same time).
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export type OwnedRedis = {
  url: string;
  /** Stops the server, as an outage would: connections drop and new ones are refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (nothing is saved). */
  start(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Ready to accept connections')) resolve(child);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server on ${port} exited (${code}): ${seen}`)));
  });
}

function halt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts redis-server on a free port; `close` (for afterAll) stops it for good. */
export async function startOwnedRedis(): Promise<OwnedRedis & { close(): Promise<void> }> {
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port);
  const stop = async () => {
    if (child) await halt(child);
    child = undefined;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    async start() {
      child ??= await launch(port);
    },
    close: stop,
  };
}

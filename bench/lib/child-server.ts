import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export type ChildServer = { port: number; stop(): Promise<void> };

/** The server script's side: says its port the way startChildServer waits for, and closes on SIGTERM. */
export function announceServer(server: { port: number; close(): Promise<void> }): void {
  console.log(JSON.stringify({ port: server.port }));
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

/**
 * Starts a bench server script in its own process, so the load generator and the
 * server do not share one event loop; the script prints `{"port": N}` when ready.
 */
export async function startChildServer(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<ChildServer> {
  // BENCH_PROFILE_DIR=<dir> writes the server's CPU profile there when it stops, to see where time goes.
  const profile = process.env.BENCH_PROFILE_DIR;
  const node = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...node, '--import', 'tsx', path.resolve(script), ...args],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

import http from 'node:http';

export type LocalServer = { url: string; close(): Promise<void> };

/** Serves `handler` on 127.0.0.1 on a free port (the baselines that are not the app). */
export async function serveLocally(handler: http.RequestListener): Promise<LocalServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

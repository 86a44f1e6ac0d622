// JSON POSTs over a pool of keep-alive connections, for load whose every request has its own body
// and headers (autocannon sends one fixed request per connection).
import http from 'node:http';

export type JsonPoster = {
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<unknown>;
  close(): void;
};

export function jsonPoster(port: number, connections: number): JsonPoster {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return {
    post: (path, body, headers = {}) =>
      new Promise((resolve, reject) => {
        const payload = JSON.stringify(body);
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
              else resolve(JSON.parse(text) as unknown);
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      }),
    close: () => agent.destroy(),
  };
}

// Helmet's security headers, worked out once at start and set on every answer with one assignment:
// its per-request middleware chain cost about 5% of the server's time on the live list.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppInstance } from './app-instance.ts';

/** The headers helmet sets with these options, read off one run of its middleware. */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let ran = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    ran = true;
  });
  // Helmet sets every header synchronously; a version that did not would leave answers bare.
  if (!ran || Object.keys(headers).length === 0) throw new Error('helmet set no headers synchronously');
  return headers;
}

export function registerSecurityHeaders(app: AppInstance): void {
  // The white-label site loads operator-configured scripts and styles, so the CSP is left to the operator's proxy.
  const headers = helmetHeaders({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

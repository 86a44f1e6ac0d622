// When a page's network is quiet, from the requests it has open. Playwright's 'networkidle' is a load
// state reached once per navigation: after a single-page app's first load it says nothing of the
// requests a later step sets off, and when a busy machine kept it from coming, the timeout said
// nothing of why.
import type { Page, Request } from 'playwright-core';

type Activity = { open: Set<Request>; changedAt: number; recent: string[] };

const activity = new WeakMap<Page, Activity>();
/** How long without an open request counts as quiet, as for Playwright's networkidle. */
const QUIET_MS = 500;
const RECENT = 5;

const named = (request: Request): string => `${request.method()} ${request.url()}`;
/**
 * Only requests that go over the network count. A blob: or data: URL is read from memory, and the
 * blob a web worker starts from (the sign-up check's solver) can stay open as long as the worker lives.
 */
const overNetwork = (request: Request): boolean => /^https?:/.test(request.url());

/** Counts the page's open requests from now on: call it before the page loads anything. */
export function trackRequests(page: Page): void {
  const seen: Activity = { open: new Set(), changedAt: performance.now(), recent: [] };
  activity.set(page, seen);
  page.on('request', (request) => {
    if (!overNetwork(request)) return;
    seen.open.add(request);
    seen.changedAt = performance.now();
    seen.recent = [...seen.recent, named(request)].slice(-RECENT);
  });
  const closed = (request: Request) => {
    seen.open.delete(request);
    seen.changedAt = performance.now();
  };
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
}

/** Waits until the page has had no request open for half a second; names what kept it busy if it never does. */
export async function networkQuiet(page: Page, timeoutMs: number): Promise<void> {
  const seen = activity.get(page);
  if (!seen) throw new Error('networkQuiet: the page was not opened with trackRequests');
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const now = performance.now();
    if (seen.open.size === 0 && now - seen.changedAt >= QUIET_MS) return;
    if (now > deadline) {
      const open = [...seen.open].map(named);
      throw new Error(
        `the page's network was not quiet for ${QUIET_MS} ms within ${timeoutMs} ms; open: ${open.join(', ') || 'none'}; last asked: ${seen.recent.join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

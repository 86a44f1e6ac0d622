import { announceUpdate } from './update-store.ts';

/** How often an open page looks for a new version (spec 000 section 9). */
export const UPDATE_CHECK_MS = 3_600_000;

let registration: ServiceWorkerRegistration | undefined;

/** The module script the page was built with, e.g. /assets/index-abc123.js. */
function entryScript(html: Document | string): string | undefined {
  if (typeof html !== 'string') {
    return (
      html.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? undefined
    );
  }
  return /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
}

/** Compares this page's build with the one the server now sends. */
async function checkForNewBuild(): Promise<void> {
  const current = entryScript(document);
  const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
  if (!response.ok) return;
  const latest = entryScript(await response.text());
  if (current && latest && latest !== current) announceUpdate();
}

function watchInstalling(worker: ServiceWorker | null): void {
  worker?.addEventListener('statechange', () => {
    // A new worker waiting behind the one in control means a new version.
    if (worker.state === 'installed' && navigator.serviceWorker.controller) announceUpdate();
  });
}

/** Registers public/sw.js and checks for a new version every hour (production builds load this module). */
export function registerServiceWorker(): void {
  if (registration || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then((reg) => {
      registration = reg;
      if (reg.waiting && navigator.serviceWorker.controller) announceUpdate();
      reg.addEventListener('updatefound', () => watchInstalling(reg.installing));
      setInterval(() => {
        void reg.update().catch(() => undefined);
        void checkForNewBuild().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    })
    .catch(() => undefined);
}

/** Loads the new version: hands control to the waiting worker if there is one, then reloads. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage('SKIP_WAITING');
  // If the worker does not take over promptly, reload anyway: the new build is on the server.
  setTimeout(() => window.location.reload(), 3000);
}

// The site's service worker (spec 000 section 4). It caches nothing: the server already serves hashed,
// long-lived assets and a no-cache index.html. It exists so the site can be installed and so an open page
// learns of a new version: a changed worker waits until the player clicks the update banner.
// The build may stamp this line with its id, which makes every deploy a new worker.
const BUILD = 'dev';

self.addEventListener('install', () => {
  // Wait: the page asks the player before switching versions.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
  if (event.data === 'BUILD') event.source?.postMessage({ build: BUILD });
});

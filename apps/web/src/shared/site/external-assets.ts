// Loads the site's own files and third-party scripts into the page, each once (spec 000 sections 3 and 4).

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

function alreadyLoaded(id: string): boolean {
  return document.getElementById(id) !== null;
}

/** The site's custom style file; a changed URL (settings refresh) replaces the old one. */
export function loadCustomStyle(href: string): void {
  const existing = document.getElementById('site-custom-style') as HTMLLinkElement | null;
  if (existing) {
    if (existing.getAttribute('href') !== href) existing.href = href;
    return;
  }
  const link = document.createElement('link');
  link.id = 'site-custom-style';
  link.rel = 'stylesheet';
  link.href = href;
  // Last in <head>, so it overrides the theme.
  document.head.append(link);
}

/** An external script, once per id. */
export function loadScript(id: string, src: string): void {
  if (alreadyLoaded(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.body.append(script);
}

/** Google Analytics 4 (gtag.js) for a measurement id such as G-XXXX. */
export function loadGoogleAnalytics(id: string): void {
  if (alreadyLoaded('site-ga')) return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    // biome-ignore lint/complexity/noArguments: the vendor's required calling convention
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  loadScript('site-ga', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

/** Google Tag Manager for a container id such as GTM-XXXX. */
export function loadTagManager(id: string): void {
  if (alreadyLoaded('site-gtm')) return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript('site-gtm', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
}

/**
 * The live-chat vendor's embed snippet, inserted as is (the operator's own setting). Scripts in a
 * contextual fragment run when inserted, unlike innerHTML.
 */
export function loadLiveChat(snippet: string): void {
  if (alreadyLoaded('site-live-chat')) return;
  const holder = document.createElement('div');
  holder.id = 'site-live-chat';
  holder.append(document.createRange().createContextualFragment(snippet));
  document.body.append(holder);
}

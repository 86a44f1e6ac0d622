// The <head> lines both apps' index.html share, added by their Vite builds: the viewport, the browser's
// theme colour, and the saved theme put on <html> before the first paint, so dark mode never flashes white.

/** Runs inline in the page, before any module: it reads the store theme-store.ts persists. */
function applySavedTheme(storageKey: string): void {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) || '{}').state || {};
    if (saved.color) document.documentElement.dataset.theme = saved.color;
    if (saved.mode) document.documentElement.dataset.mode = saved.mode;
  } catch {
    // Storage off: the default theme stays.
  }
}

const meta = (name: string, content: string) => ({
  tag: 'meta',
  attrs: { name, content },
  injectTo: 'head' as const,
});

/** A Vite plugin: the shared head lines, the theme script with the name theme-store.ts saves under. */
export const themeHead = () => ({
  name: 'bet-theme-head',
  transformIndexHtml: () => [
    meta('viewport', 'width=device-width, initial-scale=1, viewport-fit=cover'),
    meta('theme-color', '#0f7a3d'),
    meta('color-scheme', 'light dark'),
    {
      tag: 'link',
      attrs: { rel: 'icon', href: '/icons/icon.svg', type: 'image/svg+xml' },
      injectTo: 'head' as const,
    },
    { tag: 'script', children: `(${applySavedTheme.toString()})('theme');`, injectTo: 'head' as const },
  ],
});

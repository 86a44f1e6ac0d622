import { useEffect, useMemo } from 'react';
import { type SettingsResponse, useSettings } from '../features/site/api/get-settings.ts';
import { browserLanguage, stringsFor } from '../shared/i18n/strings.ts';
import './app.css';

// The domain's THEMES, repeated so this page does not bundle the settings schema (and zod) it needs no part of.
const themes: readonly string[] = ['red', 'blue', 'green', 'orange', 'gold', 'black'];

/** Applies the site's title, colour theme and light or dark mode to the document. */
function useSiteLook(data: SettingsResponse | undefined, lang: string) {
  useEffect(() => {
    document.documentElement.lang = lang;
    if (!data) return;
    const { site_title: title, default_theme: theme, dark_mode: dark } = data.settings;
    const root = document.documentElement;
    if (title) document.title = title;
    if (themes.includes(theme)) root.dataset.theme = theme;
    root.dataset.mode = dark ? 'dark' : 'light';
    const brand = getComputedStyle(root).getPropertyValue('--brand').trim();
    if (brand) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand);
  }, [data, lang]);
}

/** A holding page until the player site's shell arrives: the site's name, its settings version and a notice. */
export function App() {
  const lang = useMemo(browserLanguage, []);
  const t = useMemo(() => stringsFor(lang), [lang]);
  const settings = useSettings();
  const data = settings.state === 'ready' ? settings.data : undefined;
  useSiteLook(data, lang);

  const title = data?.settings.site_title || document.title;

  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{title}</span>
      </header>

      <main className="content">
        <section className="card" aria-busy={settings.state === 'loading'}>
          <h1 className="title">{title}</h1>
          <p className="tagline">{t('tagline')}</p>

          {settings.state === 'loading' && <p className="muted">{t('loading')}</p>}

          {settings.state === 'error' && (
            <div className="notice notice-error" role="alert">
              <span>{t('loadError')}</span>
              <button type="button" className="button" onClick={settings.retry}>
                {t('retry')}
              </button>
            </div>
          )}

          {data && (
            <>
              <p className="notice">{t('comingSoon')}</p>
              <p className="version">
                {t('version')} <strong>{data.version}</strong>
              </p>
            </>
          )}
        </section>
      </main>

      {data?.settings.footer_bottom_text && (
        <footer className="footer">{data.settings.footer_bottom_text}</footer>
      )}
    </div>
  );
}

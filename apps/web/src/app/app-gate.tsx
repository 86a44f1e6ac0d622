import { isLanguageCode, type LanguageCode } from '@bet/domain/reference/languages';
import { offeredLanguages } from '@bet/domain/site-languages';
import { applyTheme, THEME_COLORS, type ThemeColor, useThemeStore } from '@bet/ui/theme/theme-store.ts';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { readCookie } from '../shared/cookies.ts';
import { applyLanguage } from '../shared/i18n/i18n.ts';
import { useUserQuery } from '../shared/session/api/get-user-data.ts';
import { useSettingsQuery } from '../shared/site/api/get-settings.ts';
import { inLanguage, languagePath } from './language-path.ts';
import { useBareRoute } from './layout/route-info.ts';
import { ShellSkeleton } from './layout/shell-skeleton.tsx';

function useThemeFromSettings(defaultTheme: string | undefined, darkByDefault: boolean | undefined) {
  const { color, mode } = useThemeStore();
  useEffect(() => {
    if (defaultTheme === undefined) return;
    const siteColor = (THEME_COLORS as readonly string[]).includes(defaultTheme)
      ? (defaultTheme as ThemeColor)
      : 'green';
    applyTheme(color ?? siteColor, mode ?? (darkByDefault ? 'dark' : 'light'));
  }, [color, mode, defaultTheme, darkByDefault]);
}

/**
 * Nothing routes until the settings, the user check, the language and the page are loaded (spec 000
 * section 2.2); until then the page keeps its final layout as a skeleton, so nothing shifts.
 */
export function AppGate({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  const location = useLocation();
  const settings = useSettingsQuery();
  const user = useUserQuery();
  const [loadedLanguage, setLoadedLanguage] = useState<LanguageCode | null>(null);
  const valid = isLanguageCode(lang);
  const bare = useBareRoute();
  useThemeFromSettings(settings.data?.settings.default_theme, settings.data?.settings.dark_mode);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    void applyLanguage(lang).then(() => current && setLoadedLanguage(lang));
    return () => {
      current = false;
    };
  }, [lang, valid]);

  if (!valid)
    return <Navigate to={languagePath(location.pathname, location.search, readCookie('lang'))} replace />;
  if (settings.isError) return <ShellSkeleton bare={bare} failed onRetry={() => void settings.refetch()} />;
  const site = settings.data?.settings;
  // A language the site switched off is read in its default one (an old link or saved choice).
  if (site && !offeredLanguages(site).has(lang))
    return <Navigate to={inLanguage(location.pathname, location.search, site.default_language)} replace />;
  if (!settings.data || user.isPending || loadedLanguage !== lang) return <ShellSkeleton bare={bare} />;
  if (user.isError) return <ShellSkeleton bare={bare} failed onRetry={() => void user.refetch()} />;
  // The first page's code may still be on its way (later pages load inside a navigation's transition).
  return <Suspense fallback={<ShellSkeleton bare={bare} />}>{children}</Suspense>;
}

import { CheckIcon, MoonIcon, SunIcon } from '@bet/ui/icons.tsx';
import { THEME_COLORS, type ThemeColor, useThemeStore } from '@bet/ui/theme/theme-store.ts';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../shared/site/use-site-settings.ts';
import './theme-chooser.css';

const isThemeColor = (value: string): value is ThemeColor =>
  (THEME_COLORS as readonly string[]).includes(value);

/** The six colour swatches (a radio group); the choice is the player's own, kept in theme-store. */
export function ThemeChooser() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { color, setColor } = useThemeStore();
  const current = color ?? (isThemeColor(settings.default_theme) ? settings.default_theme : 'green');
  return (
    <fieldset className="card theme-chooser">
      <legend className="menu-caption">{t('layout.menu.theme')}</legend>
      <div className="swatches">
        {THEME_COLORS.map((c) => (
          <label key={c} className={`swatch swatch-${c}`} title={t(`layout.colors.${c}`)}>
            <input
              type="radio"
              name="theme-color"
              value={c}
              checked={current === c}
              onChange={() => setColor(c)}
              className="visually-hidden"
            />
            <span className="visually-hidden">{t(`layout.colors.${c}`)}</span>
            {current === c && <CheckIcon size={18} />}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The dark/light switch. */
export function ModeToggle() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { mode, setMode } = useThemeStore();
  const dark = (mode ?? (settings.dark_mode ? 'dark' : 'light')) === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className="list-row mode-toggle"
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
      <span>{t('layout.menu.darkMode')}</span>
      <span className="switch" aria-hidden="true" />
    </button>
  );
}

import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const THEME_COLORS = ['red', 'blue', 'green', 'orange', 'gold', 'black'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
export type ThemeMode = 'light' | 'dark';

type ThemeState = {
  /** The player's own choice; null until they pick, so the site's default applies. */
  color: ThemeColor | null;
  mode: ThemeMode | null;
  setColor(color: ThemeColor): void;
  setMode(mode: ThemeMode): void;
};

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      color: null,
      mode: null,
      setColor: (color) => set({ color }),
      setMode: (mode) => set({ mode }),
    }),
    { name: 'theme' },
  ),
);

/** Puts the theme on <html> (CSS variables follow) and the browser's theme colour. */
export function applyTheme(color: ThemeColor, mode: ThemeMode): void {
  const root = document.documentElement;
  root.dataset.theme = color;
  root.dataset.mode = mode;
  const brand = getComputedStyle(root).getPropertyValue('--brand').trim();
  if (brand) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand);
}

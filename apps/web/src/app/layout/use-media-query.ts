import { useSyncExternalStore } from 'react';

/** Whether a media query matches now; follows changes (window resize, rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** The desktop layout: persistent left menu and the bet-slip column (≥ 1024 px). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

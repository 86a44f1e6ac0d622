// The shell's layouts; the hook itself is shared with the features.
export { useMediaQuery } from '../../shared/hooks/use-media-query.ts';

/** The desktop layout: persistent left menu and the bet-slip column (≥ 1024 px). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

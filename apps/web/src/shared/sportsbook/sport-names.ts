import { useTranslation } from 'react-i18next';

/** A sport's name in the page's language; the server's name (or the id) for a sport the catalogue lacks. */
export function useSportName(): (sportId: number, fallback?: string) => string {
  const { t } = useTranslation();
  return (sportId, fallback = String(sportId)) => t(`odds.sports.${sportId}`, { defaultValue: fallback });
}

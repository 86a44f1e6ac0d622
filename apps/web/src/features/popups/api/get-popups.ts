// getPopups (spec 002 call table): the site's active pop-ups in the current language. A failure is an
// empty list (spec 002 §8): pop-ups never stand in the player's way.
import { callApi } from '@bet/api-client/call-api';
import type { GetPopupsAnswer, Popup } from '@bet/domain/api/popups';
import type { LanguageCode } from '@bet/domain/reference/languages';
import { useQuery } from '@tanstack/react-query';

const POPUPS_STALE_MS = 5 * 60_000;
const NONE: Popup[] = [];

export function usePopups(lang: LanguageCode): Popup[] {
  const popups = useQuery({
    queryKey: ['popups', lang],
    queryFn: ({ signal }) => callApi<GetPopupsAnswer>('getPopups', {}, signal),
    staleTime: POPUPS_STALE_MS,
    retry: false,
  });
  return popups.data?.results ?? NONE;
}

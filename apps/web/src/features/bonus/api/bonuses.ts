// getBonus and requestBonus (spec 002 section 7): the site's bonuses with the player's requests.
import { callApi } from '@bet/api-client/call-api';
import type { GetBonusAnswer } from '@bet/domain/api/bonus';
import type { LanguageCode } from '@bet/domain/reference/languages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const bonusesQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['bonus', 'list', lang],
    queryFn: ({ signal }) => callApi<GetBonusAnswer>('getBonus', {}, signal),
  });

export const useBonuses = (lang: LanguageCode) => useQuery(bonusesQuery(lang));

/** Asks for a bonus; the list is read again after, whatever the answer. */
export function useRequestBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bonusId: number) => callApi<{ status: true; message: string }>('requestBonus', { bonusId }),
    onSettled: () => client.invalidateQueries({ queryKey: ['bonus', 'list'] }),
  });
}

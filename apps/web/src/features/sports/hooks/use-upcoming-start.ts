import type { SportItem } from '@bet/domain/api/sportsbook';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTimeZone } from '../../../shared/format/format.ts';
import { sportsQuery } from '../api/prematch-api.ts';
import { listWindow } from '../lib/time-chips.ts';
import {
  chooseUpcomingStart,
  needsWindow,
  UPCOMING_CHIPS,
  type UpcomingStart,
} from '../lib/upcoming-start.ts';

export type UpcomingStartState = {
  start: UpcomingStart | undefined;
  at: Date;
  failed: boolean;
  retry: () => void;
};

/**
 * Where Upcoming opens, asked once when the list mounts: the sports of the next six hours, then
 * of everything ahead only when those were empty. `at` is the moment the windows count from.
 */
export function useUpcomingStart(preferredSport: number): UpcomingStartState {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const [at] = useState(() => new Date());
  const [zone] = useState(() => currentTimeZone());
  const queries = UPCOMING_CHIPS.map((chip) => sportsQuery(listWindow(chip, at, zone), i18n.language));
  const cached = queries.map((q) => client.getQueryData<SportItem[]>(q.queryKey));
  const results = useQueries({
    queries: queries.map((q, i) => ({ ...q, enabled: needsWindow(cached, i) })),
  });
  const failed = results.find((r) => r.isError);
  return {
    start: chooseUpcomingStart(
      results.map((r) => r.data),
      preferredSport,
    ),
    at,
    failed: failed !== undefined,
    retry: () => void failed?.refetch(),
  };
}

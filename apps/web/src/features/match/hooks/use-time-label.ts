import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { matchTimeLabel } from '@bet/domain/sportsbook/match-status';
import { useTranslation } from 'react-i18next';
import { currentTimeZone } from '../../../shared/format/format.ts';

/** The header's time cell: date before kick-off, HT, FT, the minute, or the translated status ('2. Set'). */
export function useTimeLabel(
  match: Pick<LiveMatch, 'matchstatus' | 'time' | 'matchDate' | 'sportId'>,
): string {
  const { t } = useTranslation();
  const label = matchTimeLabel(
    {
      status: match.matchstatus,
      minute: match.time.matchtime,
      extra: match.time.matchtimeextended,
      startsAt: match.matchDate,
      sportId: match.sportId,
    },
    { timeZone: currentTimeZone() },
  );
  if (label.kind === 'status') return t(`odds.${label.statusKey}`, { defaultValue: label.text });
  if (label.kind === 'ht' || label.kind === 'ft') return t(`odds.clock.${label.kind}`);
  return label.text;
}

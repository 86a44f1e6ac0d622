import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { matchTimeLabel } from '@bet/domain/sportsbook/match-status';
import { useTranslation } from 'react-i18next';
import { currentTimeZone } from '../../../shared/format/format.ts';
import { timeLabelText } from '../../../shared/format/time-label.ts';

/** The header's time cell: date before kick-off, HT, FT, the minute, or the status in words ('2. Set'). */
export function useTimeLabel(
  match: Pick<LiveMatch, 'matchstatus' | 'time' | 'matchDate' | 'sportId' | 'periodLength'>,
): string {
  const { t } = useTranslation();
  const label = matchTimeLabel(
    {
      status: match.matchstatus,
      minute: match.time.matchtime,
      extra: match.time.matchtimeextended,
      startsAt: match.matchDate,
      sportId: match.sportId,
      periodLength: match.periodLength,
      ...(match.time.matchtimesecond !== undefined && { second: match.time.matchtimesecond }),
    },
    { timeZone: currentTimeZone() },
  );
  return timeLabelText(label, t);
}

import type { PrematchMatch } from '@bet/domain/api/sportsbook';
import { useTranslation } from 'react-i18next';
import { currentTimeZone } from '../../../shared/format/format.ts';
import { daysFromToday, groupByDay } from '../lib/group-matches.ts';
import { MatchRows } from './match-rows.tsx';

/** Today, Tomorrow, or the weekday and date of a yyyy-MM-dd day. */
function useDayTitle() {
  const { t, i18n } = useTranslation();
  const zone = currentTimeZone();
  return (day: string) => {
    const diff = daysFromToday(day, new Date(), zone);
    if (diff === 0) return t('sports.chips.today');
    if (diff === 1) return t('sports.tomorrow');
    // Noon UTC of that date names the same calendar day in any zone.
    const noon = new Date(`${day}T12:00:00Z`);
    const format = new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    return format.format(noon);
  };
}

/** Matches sorted by kick-off under a heading per local day. */
export function DayList({
  matches,
  columns,
}: {
  matches: readonly PrematchMatch[];
  columns: readonly number[];
}) {
  const dayTitle = useDayTitle();
  return (
    <div className="pm-days">
      {groupByDay(matches, currentTimeZone()).map((group) => (
        <section key={group.day} className="pm-day" aria-label={dayTitle(group.day)}>
          <h2 className="pm-day-title">{dayTitle(group.day)}</h2>
          <MatchRows matches={group.matches} columns={columns} />
        </section>
      ))}
    </div>
  );
}

import { type MatchClockInput, matchTimeLabel } from '@bet/domain/sportsbook/match-status';
import { useTranslation } from 'react-i18next';
import { currentTimeZone } from '../../format/format.ts';
import { timeLabelText } from '../../format/time-label.ts';

/** The time cell: kick-off date, the minute, HT / FT in the page's language, or the status in words. */
export function MatchTime({ clock, className }: { clock: MatchClockInput; className: string }) {
  const { t } = useTranslation();
  const label = matchTimeLabel(clock, { timeZone: currentTimeZone() });
  return <span className={`${className} is-${label.kind}`}>{timeLabelText(label, t)}</span>;
}

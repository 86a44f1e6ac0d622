import { type MatchClockInput, matchTimeLabel } from '@bet/domain/sportsbook/match-status';
import { useTranslation } from 'react-i18next';
import { currentTimeZone } from '../../../shared/format/format.ts';

/** The time cell: kick-off date, the minute, HT / FT in the page's language, or the translated status. */
export function MatchTime({ clock, className }: { clock: MatchClockInput; className: string }) {
  const { t } = useTranslation();
  const label = matchTimeLabel(clock, { timeZone: currentTimeZone() });
  const text =
    label.kind === 'status'
      ? t(`odds.${label.statusKey}`, { defaultValue: label.text })
      : label.kind === 'ht' || label.kind === 'ft'
        ? t(`odds.clock.${label.kind}`)
        : label.text;
  return <span className={`${className} is-${label.kind}`}>{text}</span>;
}

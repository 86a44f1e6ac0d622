import type { MatchTimeLabel } from '@bet/domain/sportsbook/match-status';
import type { TFunction } from 'i18next';

/**
 * A match's time cell in words (needs the odds area's text): the minute, HT / FT, or the status
 * ("4. Set", "3. Quarter 7'"), never the feed's code.
 */
export function timeLabelText(label: MatchTimeLabel, t: TFunction): string {
  if (label.kind === 'ht' || label.kind === 'ft') return t(`odds.clock.${label.kind}`);
  if (label.kind !== 'status') return label.text;
  const word = t(`odds.${label.statusKey}`, { defaultValue: label.text });
  return label.clock ? `${word} ${label.clock}` : word;
}

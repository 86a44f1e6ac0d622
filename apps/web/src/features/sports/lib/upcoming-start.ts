// Where Upcoming opens (Home's tab and the uphigh page): never on an empty list while some sport
// has matches. The next six hours first; when nothing starts that soon, everything ahead.
import type { SportItem } from '@bet/domain/api/sportsbook';
import type { ChipId } from './time-chips.ts';

/** The windows Upcoming tries, narrowest first. */
export const UPCOMING_CHIPS: readonly ChipId[] = ['h6', 'all'];

export type UpcomingStart = { chip: ChipId; sportId: number };

/**
 * The first window with any match and, in it, the preferred sport when it has matches, else the
 * first sport (in the server's order) that has. `sportsByChip[i]` lists window i's sports;
 * undefined while it loads. Undefined until the answer is known.
 */
export function chooseUpcomingStart(
  sportsByChip: readonly (readonly SportItem[] | undefined)[],
  preferredSport: number,
): UpcomingStart | undefined {
  for (const [i, chip] of UPCOMING_CHIPS.entries()) {
    const sports = sportsByChip[i];
    if (!sports) return undefined;
    const withMatches = sports.filter((s) => s.matchCount > 0);
    const sport = withMatches.find((s) => s.id === preferredSport) ?? withMatches[0];
    if (sport) return { chip, sportId: sport.id };
  }
  // Nothing scheduled at all: the widest window, on the sport asked for (it shows "no matches").
  return { chip: UPCOMING_CHIPS[UPCOMING_CHIPS.length - 1] ?? 'all', sportId: preferredSport };
}

/** Whether window i's sports must be asked for: the narrower ones are in and empty. */
export function needsWindow(sportsByChip: readonly (readonly SportItem[] | undefined)[], i: number): boolean {
  return sportsByChip.slice(0, i).every((sports) => sports?.every((s) => s.matchCount === 0) === true);
}

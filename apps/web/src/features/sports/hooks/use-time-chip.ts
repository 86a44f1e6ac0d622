import { useMemo, useState } from 'react';
import { currentTimeZone } from '../../../shared/format/format.ts';
import { type ChipId, listWindow, matchesWindow } from '../lib/time-chips.ts';

/**
 * The chosen time chip and its windows. The moment of choosing is kept, so the windows (and the
 * query keys made of them) stay the same until the player picks again.
 */
export function useTimeChip(initial: ChipId = 'all') {
  const [choice, setChoice] = useState(() => ({ chip: initial, at: new Date() }));
  const windows = useMemo(() => {
    const zone = currentTimeZone();
    return {
      matches: matchesWindow(choice.chip, choice.at, zone),
      list: listWindow(choice.chip, choice.at, zone),
    };
  }, [choice]);
  return {
    chip: choice.chip,
    /** When the chip was chosen: the day chips' labels count from it. */
    at: choice.at,
    ...windows,
    choose: (chip: ChipId) => setChoice({ chip, at: new Date() }),
  };
}

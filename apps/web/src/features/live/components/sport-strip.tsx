import type { LiveSportItem } from '@bet/domain/api/sportsbook';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSportName } from '../../../shared/sportsbook/sport-names.ts';
import type { LiveFilter } from '../api/lives3.ts';
import '../../../shared/sportsbook/components/chip.css';

type SportStripProps = {
  sports: readonly LiveSportItem[];
  value: number | undefined;
  filter: LiveFilter;
  onChange: (sportId: number) => void;
};

/** What a sport's chip counts: matches in play, upcoming ones, or both. */
const countOf = (sport: LiveSportItem, filter: LiveFilter): number =>
  filter === 1 ? sport.inPlay : filter === 2 ? sport.matchCount - sport.inPlay : sport.matchCount;

/** The sports as a scrolling strip of chips, each with its count; sticks under the header. */
export function SportStrip({ sports, value, filter, onChange }: SportStripProps) {
  const { t } = useTranslation();
  const sportName = useSportName();
  const track = useRef<HTMLDivElement>(null);
  // The chosen sport's chip scrolls into the strip (sideways only: the page stays where it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the choice or the chips change, by design
  useEffect(() => {
    const strip = track.current;
    const chip = strip?.querySelector<HTMLElement>('.sport-chip.is-on');
    if (!strip || !chip) return;
    const start = chip.offsetLeft - strip.offsetLeft;
    const end = start + chip.offsetWidth;
    if (start < strip.scrollLeft || end > strip.scrollLeft + strip.clientWidth) {
      strip.scrollTo({ left: start - 8, behavior: 'smooth' });
    }
  }, [value, sports.length]);
  return (
    <nav className="sport-strip" aria-label={t('live.sportsLabel')}>
      <div className="sport-strip-track" ref={track}>
        {sports.map((sport) => {
          const count = countOf(sport, filter);
          const on = sport.sportId === value;
          return (
            <button
              key={sport.sportId}
              type="button"
              className={`chip sport-chip${on ? ' is-on' : ''}${count === 0 ? ' is-empty' : ''}`}
              aria-pressed={on}
              onClick={() => onChange(sport.sportId)}
            >
              <span className="sport-chip-name">{sportName(sport.sportId, sport.sportName)}</span>
              <span className="sport-chip-count">{count}</span>
            </button>
          );
        })}
      </div>
    </nav>
  );
}

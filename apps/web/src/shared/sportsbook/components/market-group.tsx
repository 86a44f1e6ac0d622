import type { OddGroup } from '@bet/domain/api/sportsbook';
import { leadingCell } from '@bet/domain/sportsbook/market-lines';
import { ChevronIcon } from '@bet/ui/icons.tsx';
import { type CSSProperties, useId } from 'react';
import { useMarketNames } from '../market-names.ts';
import { OddButton, type OddMatch } from './odd-button.tsx';
import './market-group.css';

/** Two columns for two or four outcomes, three otherwise (1X2, correct scores). */
export const outcomeColumns = (count: number): 2 | 3 => (count === 2 || count === 4 ? 2 : 3);

type MarketGroupProps = { group: OddGroup; match: OddMatch; open: boolean; onToggle: () => void };

/** One market of a match: its name (with the line) as a toggle, then its prices. */
export function MarketGroup({ group, match, open, onToggle }: MarketGroupProps) {
  const names = useMarketNames();
  const panelId = useId();
  const lead = leadingCell(group);
  const columns = outcomeColumns(group.odds.length);
  return (
    <section className={`market-group${open ? ' is-open' : ''}`}>
      <h3 className="market-group-heading">
        <button
          type="button"
          className="market-group-title"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{names.market(group)}</span>
          <ChevronIcon direction={open ? 'up' : 'down'} size={18} />
        </button>
      </h3>
      <div
        id={panelId}
        className={`market-group-odds${lead ? ' has-lead' : ''}`}
        style={{ '--columns': columns } as CSSProperties}
        hidden={!open}
      >
        {lead && <span className="market-group-lead">{lead}</span>}
        {group.odds.map((o) => (
          <OddButton key={o.uniq} outcome={o} group={group} match={match} />
        ))}
      </div>
    </section>
  );
}

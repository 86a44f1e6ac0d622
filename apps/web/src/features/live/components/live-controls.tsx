import { ChevronIcon, ClockIcon, ListIcon } from '@bet/ui/icons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketNames } from '../../../shared/sportsbook/market-names.ts';
import type { LiveFilter } from '../api/lives3.ts';
import { OddsTypePopup } from './odds-type-popup.tsx';

type LiveControlsProps = {
  filter: LiveFilter;
  counts: { live: number; upcoming: number };
  onFilter: (filter: LiveFilter) => void;
  order: 0 | 1;
  onOrder: (order: 0 | 1) => void;
  oddsTypes: readonly number[];
  activeOdd: number | undefined;
  onActiveOdd: (oddsType: number) => void;
};

const ORDERS = [
  { order: 0, key: 'league', Icon: ListIcon },
  { order: 1, key: 'time', Icon: ClockIcon },
] as const;

/** Live / upcoming switch with counts, league / time order and the odds type. */
export function LiveControls(props: LiveControlsProps) {
  const { t } = useTranslation();
  const names = useMarketNames();
  const [choosing, setChoosing] = useState(false);
  const segment = (on: boolean) => `segment${on ? ' is-on' : ''}`;
  const active = props.activeOdd;
  return (
    <div className="live-controls">
      <fieldset className="segments live-filter">
        <legend className="visually-hidden">{t('live.filter.label')}</legend>
        {([1, 2] as const).map((f) => (
          <button
            key={f}
            type="button"
            className={segment(props.filter === f)}
            aria-pressed={props.filter === f}
            onClick={() => props.onFilter(f)}
          >
            {f === 1 && <span className="live-dot" aria-hidden="true" />}
            {t(f === 1 ? 'live.filter.live' : 'live.filter.upcoming')}
            <span className="segment-count">{f === 1 ? props.counts.live : props.counts.upcoming}</span>
          </button>
        ))}
      </fieldset>
      <fieldset className="segments live-order">
        <legend className="visually-hidden">{t('live.order.label')}</legend>
        {ORDERS.map(({ order, key, Icon }) => (
          <button
            key={key}
            type="button"
            className={segment(props.order === order)}
            aria-pressed={props.order === order}
            // Narrow screens show the icon alone: the name stays the word the wide ones show.
            aria-label={t(`live.order.${key}`)}
            onClick={() => props.onOrder(order)}
          >
            <Icon size={16} />
            <span className="segment-text">{t(`live.order.${key}`)}</span>
          </button>
        ))}
      </fieldset>
      {active !== undefined && (
        <button
          type="button"
          className="live-odds-type"
          aria-haspopup="dialog"
          onClick={() => setChoosing(true)}
        >
          <span className="visually-hidden">{t('live.oddsType.label')}: </span>
          <span className="live-odds-type-name">
            {names.market({ oddstype: active, special: '', typename: String(active) })}
          </span>
          <ChevronIcon direction="down" size={16} />
        </button>
      )}
      <OddsTypePopup
        open={choosing}
        choices={props.oddsTypes}
        value={active}
        onChoose={props.onActiveOdd}
        onClose={() => setChoosing(false)}
      />
    </div>
  );
}

import { TvIcon } from '@bet/ui/icons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailTab } from '../lib/detail-tabs.ts';
import { ChartIcon, PitchIcon, TableIcon } from './match-icons.tsx';
import './panels.css';

const ICONS: Record<DetailTab, ReactNode> = {
  tracker: <PitchIcon size={18} />,
  tv: <TvIcon size={18} />,
  statistics: <ChartIcon size={18} />,
  table: <TableIcon size={18} />,
};

type DetailTabBarProps = {
  tabs: readonly DetailTab[];
  /** The panel open under the bar (tracker or TV), if any. */
  panel: DetailTab | undefined;
  onSelect: (tab: DetailTab) => void;
};

/** Tracker and TV open a panel under the bar (a second tap closes it); statistics and table open an overlay. */
export function DetailTabBar({ tabs, panel, onSelect }: DetailTabBarProps) {
  const { t } = useTranslation();
  return (
    <div className="md-tabbar" role="toolbar" aria-label={t('match.tabs.label')}>
      {tabs.map((tab) => {
        const overlay = tab === 'statistics' || tab === 'table';
        return (
          <button
            key={tab}
            type="button"
            className="md-tab"
            {...(overlay ? { 'aria-haspopup': 'dialog' as const } : { 'aria-pressed': panel === tab })}
            onClick={() => onSelect(tab)}
          >
            {ICONS[tab]}
            <span>{t(`match.tabs.${tab}`)}</span>
          </button>
        );
      })}
    </div>
  );
}

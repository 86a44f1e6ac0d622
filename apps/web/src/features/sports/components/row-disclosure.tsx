import { ChevronIcon } from '@bet/ui/icons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rowIds } from '../lib/deep-link.ts';
import './tree.css';

/** Which rows of a level are open, and how a tap changes that. */
export type RowsState = { isOpen: (id: number) => boolean; toggle: (id: number) => void };

type RowDisclosureProps = {
  level: 'country' | 'league';
  item: { id: number; title: string; count: number };
  rows: RowsState;
  /** Something before the title (a country's flag). */
  start?: ReactNode;
  /** What opens under the row. */
  children: ReactNode;
};

/** A country or league row that opens what it holds; its element id is where deep links scroll to. */
export function RowDisclosure({ level, item, rows, start, children }: RowDisclosureProps) {
  const { t } = useTranslation();
  const id = rowIds[level](item.id);
  const panelId = `${id}-panel`;
  const expanded = rows.isOpen(item.id);
  return (
    <li className={`pm-${level}`} id={id}>
      <button
        type="button"
        className={`pm-row pm-row-${level}`}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => rows.toggle(item.id)}
      >
        {start}
        <span className="pm-row-title">{item.title}</span>
        <span className="pm-count">
          <span className="visually-hidden">{t('sports.matchCount', { count: item.count })}</span>
          <span aria-hidden="true">{item.count}</span>
        </span>
        <ChevronIcon direction={expanded ? 'up' : 'down'} size={18} className="pm-row-chevron" />
      </button>
      {expanded && (
        <div className={`pm-panel pm-panel-${level}`} id={panelId}>
          {children}
        </div>
      )}
    </li>
  );
}

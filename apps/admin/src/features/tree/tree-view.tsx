import { ChevronIcon } from '@bet/ui/icons.tsx';
import { Spinner } from '@bet/ui/spinner.tsx';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import type { TreeRow } from './tree-rows.ts';

const ROW_HEIGHT = 44;
const INDENT = 20;

type TreeViewProps = {
  rows: readonly TreeRow[];
  onToggle: (id: number) => void;
  /** Scrolled to once its row is drawn: the first hit of a new search. */
  focusId: number | undefined;
};

/** The open part of the tree, drawn as a virtual list: only the rows in view are in the page. */
export function TreeView({ rows, onToggle, focusId }: TreeViewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const focusIndex = focusId === undefined ? -1 : rows.findIndex((row) => row.node.id === focusId);
  const scrolledTo = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (focusIndex < 0 || scrolledTo.current === focusId) return;
    scrolledTo.current = focusId;
    virtualizer.scrollToIndex(focusIndex, { align: 'center' });
  }, [focusIndex, focusId, virtualizer]);

  return (
    <div ref={scrollRef} className="tree-scroll">
      <ul className="tree-list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const { node } = row;
          return (
            <li
              key={node.id}
              className={row.hit ? 'tree-row is-hit' : 'tree-row'}
              style={{ transform: `translateY(${item.start}px)`, paddingInlineStart: row.depth * INDENT }}
            >
              {node.childCount > 0 && row.depth > 0 ? (
                <button
                  type="button"
                  className="icon-button tree-toggle"
                  aria-expanded={row.expanded}
                  aria-label={t(row.expanded ? 'tree.collapse' : 'tree.expand', { name: node.username })}
                  onClick={() => onToggle(node.id)}
                >
                  <ChevronIcon direction={row.expanded ? 'down' : 'forward'} size={18} />
                </button>
              ) : (
                <span className="tree-toggle" aria-hidden="true" />
              )}
              <span className="tree-name">{node.username}</span>
              <span className="tree-role">{t(`roles.${node.role}`)}</span>
              {node.status !== 1 && <StatusBadge status={node.status} />}
              {row.loading && <Spinner size={16} label={t('common.loading')} />}
              <span className="tree-end">
                {node.childCount > 0 && (
                  <Link
                    className="tree-count"
                    to={`/users?parentId=${node.id}`}
                    title={t('tree.listChildren')}
                  >
                    {t('tree.children', { count: node.childCount, formatted: format.count(node.childCount) })}
                  </Link>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

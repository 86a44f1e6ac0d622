import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import './tabs.css';

export type TabItem<T extends string> = {
  id: T;
  label: ReactNode /** A small count after the label. */;
  badge?: number;
};

type TabsProps<T extends string> = {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of ids: tab `${idPrefix}-tab-${id}`, and give your panel id `${idPrefix}-panel` (see tabPanelProps). */
  idPrefix?: string;
  className?: string;
};

/** Props for the panel under a Tabs with the same idPrefix: `<div {...tabPanelProps('tx', tab)}>`. */
export function tabPanelProps(idPrefix: string, value: string) {
  return {
    id: `${idPrefix}-panel`,
    role: 'tabpanel',
    'aria-labelledby': `${idPrefix}-tab-${value}`,
    tabIndex: 0,
  } as const;
}

/** A row of tabs (ARIA tablist, arrow keys move between tabs); the caller renders the active panel. */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  idPrefix = 'tabs',
  className,
}: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const index = items.findIndex((i) => i.id === value);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: items.length - 1 - index,
    }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onChange(next.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-tab-${next.id}`)}`)?.focus();
  };
  return (
    <div
      ref={listRef}
      className={['tabs', className].filter(Boolean).join(' ')}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            id={`${idPrefix}-tab-${item.id}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
          >
            {item.label}
            {item.badge !== undefined && item.badge > 0 && (
              <span className="badge">{item.badge > 99 ? '99+' : item.badge}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}

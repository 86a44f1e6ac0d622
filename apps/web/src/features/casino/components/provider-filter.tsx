import { Button } from '@bet/ui/button.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/sportsbook/components/chip.css';

type Provider = { id: number; name: string };

type ProviderFilterProps = {
  providers: readonly Provider[];
  /** The applied filter. */
  value: ReadonlySet<number>;
  onApply: (chosen: ReadonlySet<number>) => void;
};

/** A provider filter panel: tick providers, see how many are ticked, clear them all, then query. */
export function ProviderFilter({ providers, value, onApply }: ProviderFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(value);
  const toggle = (id: number) => {
    const next = new Set(ticked);
    if (!next.delete(id)) next.add(id);
    setTicked(next);
  };
  return (
    <div className="casino-filter">
      <button
        type="button"
        className="chip casino-filter-toggle"
        aria-expanded={open}
        onClick={() => {
          setTicked(value);
          setOpen(!open);
        }}
      >
        {t('casino.filter.title')}
        <span className="casino-filter-count">{t('casino.filter.selected', { selected: value.size })}</span>
      </button>
      {open && (
        <div className="casino-filter-panel">
          <ul className="casino-filter-list">
            {providers.map((provider) => (
              <li key={provider.id}>
                <label className="casino-filter-option">
                  <input
                    type="checkbox"
                    checked={ticked.has(provider.id)}
                    onChange={() => toggle(provider.id)}
                  />
                  {provider.name}
                </label>
              </li>
            ))}
          </ul>
          <div className="casino-filter-actions">
            <span>{t('casino.filter.selected', { selected: ticked.size })}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setTicked(new Set())}
              disabled={ticked.size === 0}
            >
              {t('casino.filter.clear')}
            </Button>
            <Button
              size="sm"
              onClick={() => {
                onApply(ticked);
                setOpen(false);
              }}
            >
              {t('casino.filter.apply')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

import { Dialog } from '@bet/ui/dialog.tsx';
import { CheckIcon, SettingsIcon } from '@bet/ui/icons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketNames } from '../../../shared/sportsbook/market-names.ts';
import { oddsTypeOptions } from '../lib/odds-columns.ts';

type OddsTypeSwitcherProps = {
  sportId: number;
  /** The chosen market type; null for the sport's main markets. */
  value: number | null;
  onChange: (oddsType: number | null) => void;
};

/** A button naming the market shown in the rows; it opens the list of the sport's markets. */
export function OddsTypeSwitcher({ sportId, value, onChange }: OddsTypeSwitcherProps) {
  const { t } = useTranslation();
  const names = useMarketNames();
  const [open, setOpen] = useState(false);
  const options = oddsTypeOptions(sportId);
  const name = (oddstype: number) => names.market({ oddstype, special: '', typename: String(oddstype) });
  const current = value !== null && options.includes(value) ? value : null;
  const choose = (next: number | null) => {
    onChange(next);
    setOpen(false);
  };
  const choices = [null, ...options];
  return (
    <>
      <button
        type="button"
        className="pm-odds-type"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        aria-label={`${t('sports.oddsType.button')}: ${current === null ? t('sports.oddsType.main') : name(current)}`}
      >
        <SettingsIcon size={16} />
        <span className="pm-odds-type-name">
          {current === null ? t('sports.oddsType.main') : name(current)}
        </span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('sports.oddsType.title')}>
        <ul className="list pm-odds-type-list">
          {choices.map((choice) => (
            <li key={choice ?? 'main'}>
              <button
                type="button"
                className="list-row"
                aria-pressed={choice === current}
                onClick={() => choose(choice)}
              >
                {choice === null ? t('sports.oddsType.main') : name(choice)}
                {choice === current && <CheckIcon size={18} className="list-row-end" />}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}

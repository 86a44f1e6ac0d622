import { Dialog } from '@bet/ui/dialog.tsx';
import { CheckIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useMarketNames } from '../../../shared/sportsbook/market-names.ts';

type OddsTypePopupProps = {
  open: boolean;
  choices: readonly number[];
  value: number | undefined;
  onChoose: (oddsType: number) => void;
  onClose: () => void;
};

/** Which market fills the rows' first column (the spec's activeOdd). */
export function OddsTypePopup({ open, choices, value, onChoose, onClose }: OddsTypePopupProps) {
  const { t } = useTranslation();
  const names = useMarketNames();
  return (
    <Dialog open={open} onClose={onClose} title={t('live.oddsType.title')}>
      <ul className="list odds-type-list">
        {choices.map((type) => (
          <li key={type}>
            <button
              type="button"
              className="list-row"
              aria-pressed={type === value}
              onClick={() => {
                onChoose(type);
                onClose();
              }}
            >
              <span>{names.market({ oddstype: type, special: '', typename: String(type) })}</span>
              {type === value && <CheckIcon size={18} className="list-row-end" />}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

// Pieces every live table screen shows: its header with the clock and balance, the chips, the
// provably fair panel and the link that verifies a revealed round.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useChipAmount } from '../hooks/use-money.ts';
import { type TableRoundSeeds, tableVerifyHref } from '../lib/verify-link.ts';

type TableTopProps = {
  gameCode: string;
  phaseText: string;
  balance: number;
  money: (minor: number) => string;
};

export function TableTop({ gameCode, phaseText, balance, money }: TableTopProps) {
  const { t } = useTranslation();
  return (
    <header className="slot-top">
      <div>
        <h1 className="slot-title" id="table-title">
          {t(`house-games.games.${gameCode}`)}
        </h1>
        <p className="table-phase" data-testid="table-phase">
          {phaseText}
        </p>
      </div>
      <div className="slot-balance">
        <span className="slot-label">{t('house-games.balance')}</span>
        <strong className="slot-amount" data-testid="table-balance">
          {money(balance)}
        </strong>
      </div>
    </header>
  );
}

type ChipRackProps = {
  chips: readonly number[];
  /** The chip in hand, where a tap picks a chip rather than adding it to a stake. */
  selected?: number;
  onChip: (chip: number) => void;
  disabled: boolean;
  money: (minor: number) => string;
};

export function ChipRack({ chips, selected, onChip, disabled, money }: ChipRackProps) {
  const { t } = useTranslation();
  const chipAmount = useChipAmount();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of chip buttons, not a form field set
    <div className="table-chips" role="group" aria-label={t('house-games.tables.chips')}>
      {chips.map((chip, i) => (
        <button
          key={chip}
          type="button"
          className={`table-chip table-chip-${i % 5}`}
          aria-label={money(chip)}
          aria-pressed={selected === undefined ? undefined : selected === chip}
          disabled={disabled}
          onClick={() => onChip(chip)}
        >
          {chipAmount(chip)}
        </button>
      ))}
    </div>
  );
}

/** Opens the Verify page on a revealed round, in a new tab: the game runs in the casino's frame. */
export function TableVerifyLink({ gameCode, seeds }: { gameCode: string; seeds: TableRoundSeeds }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  return (
    <a
      className="slot-button slot-link"
      href={tableVerifyHref(lang, gameCode, seeds)}
      target="_blank"
      rel="noopener"
    >
      {t('house-games.fairness.verify')}
    </a>
  );
}

/** The round now: its number and its server seed's hash, fixed before any bet. */
export function TableFairness({ round, serverSeedHash }: { round: number; serverSeedHash: string }) {
  const { t } = useTranslation();
  return (
    <details className="slot-panel">
      <summary>{t('house-games.fairness.title')}</summary>
      <div className="slot-fairness">
        <p className="slot-note">{t('house-games.tables.fairness')}</p>
        <dl className="slot-facts">
          <dt>{t('house-games.fairness.roundId')}</dt>
          <dd>{round}</dd>
          <dt>{t('house-games.fairness.serverSeedHash')}</dt>
          <dd>
            <code>{serverSeedHash}</code>
          </dd>
        </dl>
      </div>
    </details>
  );
}

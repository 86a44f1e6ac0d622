import { toMajor } from '@bet/domain/money';
import type { LanguageCode } from '@bet/domain/reference/languages';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useCountedBalance } from '../hooks/use-counted-balance.ts';
import type { JackpotPot } from '../lib/jackpot-board.ts';

/** Minor units as the screens show them. */
export const jackpotMoney = (minor: number, currency: string, lang: LanguageCode): string =>
  formatMoney(toMajor(minor), currency, lang);

/** One pot: its name, its balance counting up, the lit state and its commitment on tap. */
function PotCard({ pot }: { pot: JackpotPot }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const balance = useCountedBalance(pot.balance);
  return (
    <li className={pot.lit ? 'jackpot-pot is-lit' : 'jackpot-pot'} data-jackpot={pot.id}>
      <span className="jackpot-pot-name">{t(`casino.jackpot.names.${pot.id}`)}</span>
      <strong className="jackpot-pot-balance">{jackpotMoney(balance, pot.currency, lang)}</strong>
      {pot.lit && <span className="jackpot-pot-lit">{t('casino.jackpot.lit')}</span>}
      <details className="jackpot-commitment">
        <summary>{t('casino.jackpot.commitment')}</summary>
        <p>{t('casino.jackpot.commitmentHelp')}</p>
        <code>{pot.commitment}</code>
      </details>
    </li>
  );
}

export function JackpotPots({ pots }: { pots: readonly JackpotPot[] }) {
  return (
    <ul className="jackpot-pots">
      {pots.map((pot) => (
        <PotCard key={pot.id} pot={pot} />
      ))}
    </ul>
  );
}

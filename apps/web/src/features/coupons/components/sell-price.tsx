import { ArrowUpIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import type { PriceMove } from '../lib/price-moves.ts';

/** The sell price; for 3 s after it moved, coloured with an arrow up or down. */
export function SellPrice({ price, move }: { price: number; move: PriceMove | undefined }) {
  const { t } = useTranslation();
  const money = usePlayerMoney();
  return (
    <span className="cp-sell-price" data-move={move}>
      <span className="cp-sell-price-label">{t('coupons.sellPrice')}</span>
      <span className="cp-sell-price-value">
        {move && <ArrowUpIcon size={14} className="cp-move-arrow" label={t(`coupons.priceMove.${move}`)} />}
        {money(price)}
      </span>
    </span>
  );
}

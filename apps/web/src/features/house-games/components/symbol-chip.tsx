import { useTranslation } from 'react-i18next';
import { cssColor, symbolArt } from '../lib/symbols.ts';
import './symbols.css';

/** A symbol in HTML: its short label on its colour, named for screen readers unless named beside it. */
export function SymbolChip({ symbol, decorative = false }: { symbol: string; decorative?: boolean }) {
  const { t } = useTranslation();
  const art = symbolArt(symbol);
  const name = t(`house-games.symbols.${art.nameKey}`);
  return (
    <span
      className="slot-chip"
      style={{ background: cssColor(art.color) }}
      title={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      <span aria-hidden="true">{art.label}</span>
      {!decorative && <span className="visually-hidden">{name}</span>}
    </span>
  );
}

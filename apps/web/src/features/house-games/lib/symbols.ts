// How each machine symbol looks: the canvas draws its shape, HTML views (paytable, Verify grid) show
// its short label on its colour. Symbol ids are the machines' (packages/domain/src/casino/machines).

export type SymbolShape =
  | 'seven'
  | 'bar'
  | 'cherry'
  | 'fruit'
  | 'lemon'
  | 'gem'
  | 'ingot'
  | 'star'
  | 'rank'
  | 'eye'
  | 'stripes'
  | 'wings';

export interface SymbolArt {
  shape: SymbolShape;
  /** Main colour of the drawing, and of the chip behind the label in HTML. */
  color: number;
  /** Second colour: leaves, stems, stripes, outlines. */
  accent: number;
  /** Short text for HTML views and the card ranks' glyph. */
  label: string;
  /** Key of the symbol's name under house-games.symbols. */
  nameKey: string;
}

const art = (shape: SymbolShape, color: number, accent: number, label: string, nameKey: string) => ({
  shape,
  color,
  accent,
  label,
  nameKey,
});

const SYMBOLS: Readonly<Record<string, SymbolArt>> = {
  '7': art('seven', 0xe5283b, 0xffd54a, '7', 'seven'),
  B: art('bar', 0x2b2f3a, 0xf4f4f4, 'BAR', 'bar'),
  P: art('fruit', 0x7b3fa0, 0x3fa34d, 'P', 'plum'),
  O: art('fruit', 0xf7931e, 0x3fa34d, 'O', 'orange'),
  L: art('lemon', 0xf5e042, 0x3fa34d, 'L', 'lemon'),
  C: art('cherry', 0xd7263d, 0x3f7d20, 'C', 'cherry'),
  D: art('gem', 0x4fd6ff, 0xe8fbff, '◆', 'diamond'),
  G: art('ingot', 0xf2b705, 0xfff0a8, 'G', 'gold'),
  S: art('star', 0xff4fa3, 0xfff3fa, '★', 'scatter'),
  X: art('eye', 0xc0162c, 0xffc93c, 'X', 'dragon'),
  T: art('stripes', 0xf28c28, 0x1c1c1c, 'T', 'tiger'),
  E: art('wings', 0x8a5a2b, 0xf6f1e7, 'E', 'eagle'),
  A: art('rank', 0xe04f5f, 0xffffff, 'A', 'ace'),
  K: art('rank', 0x3e7bfa, 0xffffff, 'K', 'king'),
  Q: art('rank', 0x34b27b, 0xffffff, 'Q', 'queen'),
  J: art('rank', 0xa25ddc, 0xffffff, 'J', 'jack'),
};

const UNKNOWN: SymbolArt = art('rank', 0x777777, 0xffffff, '?', 'unknown');

/** The look of a symbol id; an id no machine uses shows as a grey "?". */
export const symbolArt = (symbol: string): SymbolArt => SYMBOLS[symbol] ?? UNKNOWN;

/** A colour number as CSS text ('#e5283b'). */
export const cssColor = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

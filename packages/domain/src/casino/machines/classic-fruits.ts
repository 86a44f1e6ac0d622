import { linesOf, type SlotMachine, stripsOf } from '../slot-engine.ts';

// Low volatility: three reels, five lines, many small wins (a cherry starting a line always pays)
// and a modest top prize. Symbols: 7, bar (B), plum (P), orange (O), lemon (L), cherry (C).

export const classicFruits: SlotMachine = {
  id: 'classic-fruits',
  rows: 3,
  // The same twenty symbols on every reel: reversed on the second, shifted on the third.
  reels: stripsOf('7CLOBCPLOCBLPOCLBOPC', 'CPOBLCOPLBCOLPCBOLC7', 'LOCBLPOCLBOPC7CLOBCP'),
  lines: linesOf('111 000 222 012 210'),
  paytable: {
    '7': [0, 0, 0, 1000],
    B: [0, 0, 0, 400],
    P: [0, 0, 0, 240],
    O: [0, 0, 0, 200],
    L: [0, 0, 0, 200],
    C: [0, 5, 35, 100],
  },
};

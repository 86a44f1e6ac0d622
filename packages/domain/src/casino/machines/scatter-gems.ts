import { linesOf, type SlotMachine, stripsOf } from '../slot-engine.ts';

// Medium volatility: five reels, three rows, twenty lines, plus a scatter (S) that pays on the
// total stake wherever three or more show. Symbols: diamond (D), gold (G), card ranks A K Q J.

export const scatterGems: SlotMachine = {
  id: 'scatter-gems',
  rows: 3,
  reels: stripsOf('DJQSKJAQGJKQ', 'JKDQJASKQGJA', 'QJGKSQJADKJQ', 'KQJAGJSQKDJA', 'JAQKDJQSGKJQ'),
  lines: linesOf(
    '11111 00000 22222 01210 21012',
    '00122 22100 10001 12221 01110',
    '21112 10121 12101 01010 21212',
    '11011 11211 00200 22022 02020',
  ),
  paytable: {
    D: [0, 0, 0, 200, 1000, 5000],
    G: [0, 0, 0, 120, 500, 2000],
    A: [0, 0, 0, 80, 300, 1000],
    K: [0, 0, 0, 50, 160, 600],
    Q: [0, 0, 0, 30, 100, 400],
    J: [0, 0, 0, 25, 80, 300],
  },
  scatter: { symbol: 'S', pays: [0, 0, 0, 40, 200, 1000] },
};

import { linesOf, type SlotMachine, stripsOf } from '../slot-engine.ts';

// High volatility: five reels, four rows, twenty lines; the dragon (X) shows once per reel and five
// of them pay 30,000 times the line stake, while small wins are rare.
// Symbols: dragon (X), tiger (T), eagle (E), card ranks A K Q.

export const dragonVault: SlotMachine = {
  id: 'dragon-vault',
  rows: 4,
  reels: stripsOf('XQKEQATKQEKA', 'QKAXQEKTAQKE', 'KEQATKQXEKAQ', 'AQTKEQAKQEXK', 'EKQAKXQEKTQA'),
  lines: linesOf(
    '00000 11111 22222 33333 01210',
    '12321 32123 21012 01233 32100',
    '00123 33210 10101 23232 12121',
    '21212 01010 32323 11011 22322',
  ),
  paytable: {
    X: [0, 0, 0, 1500, 15000, 300000],
    T: [0, 0, 0, 600, 5000, 60000],
    E: [0, 0, 0, 150, 1000, 7500],
    A: [0, 0, 0, 100, 500, 3000],
    K: [0, 0, 0, 35, 150, 600],
    Q: [0, 0, 0, 35, 150, 600],
  },
};

import { describe, expect, it } from 'vitest';
import { marketLabel, type OddsText, outcomeLabel } from './market-labels.ts';

const german: Record<string, string> = {
  'markets.18': 'Über/Unter',
  'markets.7': 'Nächstes Tor',
  'markets.1': 'Spielergebnis',
  'outcomes.over': 'Über',
  goalNumber: '{n}. Tor',
};
const text: OddsText = (key, values) =>
  german[key]?.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));

describe('market and outcome names', () => {
  it('uses the shared catalogue in Turkish and English', () => {
    expect(marketLabel({ oddstype: 18, special: '2.5', typename: 'x' }, 'tr', text)).toBe('Alt/Üst 2.5');
    expect(marketLabel({ oddstype: 7, special: '2', typename: 'x' }, 'en', text)).toBe('2nd Goal');
    expect(outcomeLabel({ oddstype: 18 }, { outcomeid: 'under', outcome: 'x' }, 'tr', text)).toBe('Alt');
  });

  it('joins the line the way the market shows it in other languages', () => {
    expect(marketLabel({ oddstype: 18, special: '2.5', typename: 'x' }, 'de', text)).toBe('Über/Unter 2.5');
    expect(marketLabel({ oddstype: 7, special: '3', typename: 'x' }, 'de', text)).toBe('3. Tor');
    expect(marketLabel({ oddstype: 1, special: '', typename: 'x' }, 'de', text)).toBe('Spielergebnis');
  });

  it('falls back to the feed names for what nothing knows', () => {
    expect(marketLabel({ oddstype: 999, special: '', typename: 'Feed name' }, 'de', text)).toBe('Feed name');
    expect(marketLabel({ oddstype: 999, special: '', typename: 'Feed name' }, 'tr', text)).toBe('Feed name');
    expect(outcomeLabel({ oddstype: 18 }, { outcomeid: 'over', outcome: 'Over' }, 'de', text)).toBe('Über');
    expect(outcomeLabel({ oddstype: 1 }, { outcomeid: 'X', outcome: 'X' }, 'de', text)).toBe('X');
    expect(outcomeLabel({ oddstype: 45 }, { outcomeid: '2:1', outcome: '2:1' }, 'de', text)).toBe('2:1');
  });
});

import { matchTimeLabel, timeLabelOfText } from '@bet/domain/sportsbook/match-status';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadAreas } from '../i18n/i18n.ts';
import { timeLabelText } from './time-label.ts';

const START = '2025-03-09T17:30:00Z';
const clock = (status: string, sportId: number, minute = 0) =>
  matchTimeLabel({ status, sportId, minute, extra: 0, startsAt: START, periodLength: 12 });

describe('match time in words', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await loadAreas(['odds']);
    await i18n.changeLanguage('tr');
    await loadAreas(['odds']);
  });
  const tr = () => i18n.getFixedT('tr');
  const en = () => i18n.getFixedT('en');

  it('reads a set, a map or an inning as words, in the player language', () => {
    expect(timeLabelText(clock('4set', 23), tr())).toBe('4. Set');
    expect(timeLabelText(clock('2map', 109), tr())).toBe('2. Harita');
    expect(timeLabelText(clock('4set', 23), en())).not.toMatch(/4set/);
  });

  it('shows live basketball with its quarter and game clock', () => {
    expect(timeLabelText(clock('3q', 2, 31), tr())).toBe("3. Çeyrek 7'");
    expect(timeLabelText(clock('ot', 2, 50), tr())).toBe("Uzatma 2'");
  });

  it('reads the breaks and the end as words', () => {
    expect(timeLabelText(clock('pause', 1), tr())).toBe('İY');
    expect(timeLabelText(clock('pause1', 4, 20), tr())).toBe('1. Ara');
    expect(timeLabelText(clock('ended', 5), tr())).toBe('MS');
  });

  it("reads a coupon's stored time as words, with no doubled minute mark", () => {
    const read = (text: string) => {
      const label = timeLabelOfText(text);
      return label && timeLabelText(label, tr());
    };
    expect(read("4set'")).toBe('4. Set');
    expect(read("45+2'")).toBe("45+2'");
    expect(read('HT')).toBe('İY');
  });
});

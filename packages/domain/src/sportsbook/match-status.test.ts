import { describe, expect, it } from 'vitest';
import {
  formatMatchDate,
  isMatchLive,
  isStaleUnstarted,
  type MatchClockInput,
  matchTimeLabel,
  nextGoalNumber,
  rowClass,
  timeLabelOfText,
} from './match-status.ts';

const KICK_OFF = '2025-03-09T17:30:00Z';
const match = (over: Partial<MatchClockInput> = {}): MatchClockInput => ({
  status: 'not_started',
  minute: 0,
  extra: 0,
  startsAt: KICK_OFF,
  sportId: 1,
  ...over,
});
const minutesAfter = (minutes: number): Date => new Date(Date.parse(KICK_OFF) + minutes * 60_000);

describe('formatMatchDate', () => {
  it("shows dd/MM HH:mm in the viewer's time zone", () => {
    expect(formatMatchDate(KICK_OFF, 'Europe/Istanbul')).toBe('09/03 20:30');
    expect(formatMatchDate(new Date(KICK_OFF), 'UTC')).toBe('09/03 17:30');
    expect(formatMatchDate('2025-12-31T22:05:00Z', 'Europe/Istanbul')).toBe('01/01 01:05');
    expect(formatMatchDate('2025-01-05T00:00:00Z', 'America/New_York')).toBe('04/01 19:00');
  });

  it('is empty for an invalid date', () => {
    expect(formatMatchDate('not a date', 'UTC')).toBe('');
  });
});

describe('matchTimeLabel', () => {
  it('shows the kick-off before the start', () => {
    expect(matchTimeLabel(match(), { timeZone: 'Europe/Istanbul' })).toEqual({
      kind: 'date',
      text: '09/03 20:30',
    });
  });

  it.each(['pause', 'paused'])('%s (half-time) shows HT', (status) => {
    expect(matchTimeLabel(match({ status, minute: 45 }))).toEqual({ kind: 'ht', text: 'HT' });
  });

  it.each(['pause1', 'pause2', 'pause3'])(
    '%s, a break after a period that is not half-time, shows its own word',
    (status) => {
      expect(matchTimeLabel(match({ status, minute: 20, sportId: 4 }))).toEqual({
        kind: 'status',
        text: status,
        statusKey: `status.${status}`,
      });
    },
  );

  it.each(['ended', 'after_ot', 'interrupted', 'retired', 'walkover', 'ended_pen'])(
    '%s shows FT',
    (status) => {
      expect(matchTimeLabel(match({ status, minute: 90 }))).toEqual({ kind: 'ft', text: 'FT' });
    },
  );

  it('shows elapsed minutes with stoppage time for clock sports', () => {
    expect(matchTimeLabel(match({ status: '1p', minute: 23 }))).toEqual({ kind: 'minute', text: "23'" });
    expect(matchTimeLabel(match({ status: '1p', minute: 45, extra: 2 }))).toEqual({
      kind: 'minute',
      text: "45+2'",
    });
    expect(matchTimeLabel(match({ status: '2p', minute: 51, sportId: 4 }))).toEqual({
      kind: 'minute',
      text: "51'",
    });
    expect(matchTimeLabel(match({ status: '1p', minute: 12, sportId: 6 })).kind).toBe('minute');
  });

  it.each([
    [5, '2set'],
    [23, '4set'],
    [20, '1set'],
    [109, '2map'],
    [3, '7inning'],
  ])('sport %s in %s shows the status to translate', (sportId, status) => {
    expect(matchTimeLabel(match({ status, sportId }))).toEqual({
      kind: 'status',
      text: status,
      statusKey: `status.${status}`,
    });
  });
});

describe('basketball game clock', () => {
  const basketball = (status: string, minute: number) =>
    matchTimeLabel(match({ status, minute, sportId: 2, periodLength: 12 }));

  it('shows the quarter with the minute being played in it', () => {
    expect(basketball('1q', 1)).toEqual({ kind: 'status', text: '1q', statusKey: 'status.1q', clock: "1'" });
    expect(basketball('3q', 31)).toMatchObject({ statusKey: 'status.3q', clock: "7'" });
    expect(basketball('4q', 48)).toMatchObject({ statusKey: 'status.4q', clock: "12'" });
  });

  it('counts overtime minutes from the end of regulation, five to a period', () => {
    expect(basketball('ot', 49)).toMatchObject({ statusKey: 'status.ot', clock: "1'" });
    expect(basketball('ot', 53)).toMatchObject({ clock: "5'" });
    expect(basketball('ot', 56)).toMatchObject({ clock: "3'" });
  });

  it('shows the time left in the quarter or overtime, mm:ss, when the feed sends seconds', () => {
    const clock = (status: string, minute: number, second: number) =>
      matchTimeLabel(match({ status, minute, second, sportId: 2, periodLength: 12 }));
    expect(clock('1q', 1, 0)).toMatchObject({ statusKey: 'status.1q', clock: '12:00' });
    expect(clock('3q', 31, 20)).toMatchObject({ clock: '05:40' });
    expect(clock('4q', 48, 50)).toMatchObject({ clock: '00:10' });
    expect(clock('ot', 50, 30)).toMatchObject({ statusKey: 'status.ot', clock: '03:30' });
  });

  it('shows the quarter alone when the feed sends no clock', () => {
    expect(matchTimeLabel(match({ status: '2q', minute: 0, sportId: 2 }))).toEqual({
      kind: 'status',
      text: '2q',
      statusKey: 'status.2q',
    });
  });
});

describe('timeLabelOfText', () => {
  it.each([
    ["45+2'", { kind: 'minute', text: "45+2'" }],
    ["7'", { kind: 'minute', text: "7'" }],
    ['HT', { kind: 'ht', text: 'HT' }],
    ['FT', { kind: 'ft', text: 'FT' }],
    ['4set', { kind: 'status', text: '4set', statusKey: 'status.4set' }],
    ["4set'", { kind: 'status', text: '4set', statusKey: 'status.4set' }],
    ['09/03 20:30', { kind: 'date', text: '09/03 20:30' }],
    ['', null],
  ])('reads the stored time %j back as a label', (text, label) => {
    expect(timeLabelOfText(text)).toEqual(label);
  });

  it('reads back every label it gave', () => {
    for (const status of ['2set', 'pause', 'ended', '1p', '3q']) {
      const label = matchTimeLabel(match({ status, minute: 12, sportId: 1 }));
      expect(timeLabelOfText(label.text)).toMatchObject({ kind: label.kind, text: label.text });
    }
  });
});

describe('rowClass', () => {
  it.each([
    ['not_started', 'waiting'],
    ['pause', 'half'],
    ['pause2', 'half'],
    ['1p', 'live'],
    ['3set', 'live'],
  ])('%s -> %s', (status, cls) => {
    expect(rowClass(status)).toBe(cls);
  });
});

describe('isMatchLive', () => {
  it('is live when the feed says so, whatever the clock', () => {
    expect(isMatchLive('2p', KICK_OFF, minutesAfter(60))).toBe(true);
    expect(isMatchLive('ot', KICK_OFF, minutesAfter(400))).toBe(true);
  });

  it('counts a match kicked off less than 150 minutes ago as live', () => {
    expect(isMatchLive('not_started', KICK_OFF, minutesAfter(0))).toBe(true);
    expect(isMatchLive('not_started', KICK_OFF, minutesAfter(149))).toBe(true);
    expect(isMatchLive('not_started', KICK_OFF, minutesAfter(150))).toBe(false);
    expect(isMatchLive('not_started', KICK_OFF, minutesAfter(-1))).toBe(false);
  });

  it('is not live without live data or once finished', () => {
    expect(isMatchLive(undefined, KICK_OFF, minutesAfter(10))).toBe(false);
    expect(isMatchLive('ended', KICK_OFF, minutesAfter(100))).toBe(false);
  });
});

describe('isStaleUnstarted', () => {
  it('leaves out unstarted matches more than 5 minutes past their start', () => {
    expect(isStaleUnstarted('not_started', KICK_OFF, minutesAfter(5))).toBe(false);
    expect(isStaleUnstarted('not_started', KICK_OFF, minutesAfter(6))).toBe(true);
    expect(isStaleUnstarted('not_started', KICK_OFF, Date.parse(KICK_OFF) - 60_000)).toBe(false);
    expect(isStaleUnstarted('1p', KICK_OFF, minutesAfter(30))).toBe(false);
  });
});

describe('nextGoalNumber', () => {
  it('is goals scored plus one', () => {
    expect(nextGoalNumber({ home: 0, away: 0 })).toBe(1);
    expect(nextGoalNumber({ home: 2, away: 1 })).toBe(4);
  });
});

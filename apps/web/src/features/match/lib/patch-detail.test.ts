import type { OddsResponse } from '@bet/domain/api/sportsbook';
import type { MatchDelta } from '@bet/domain/sportsbook/live-protocol';
import { notStartedState } from '@bet/domain/sportsbook/live-state';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildLiveMatch, buildPrematchMatch } from '../../../shared/sportsbook/test-builders.ts';
import { endedLive } from './detail-match.ts';
import { kicksOff, patchLive, patchPrematch } from './patch-detail.ts';

const delta = (patch: Partial<MatchDelta>): MatchDelta => ({ t: 'match', id: 7, v: 2, ...patch });
const result = buildGroup(1, '', ['1', 'X', '2']);

const prematch = {
  status: true,
  match: buildPrematchMatch(),
  results: [result],
} satisfies OddsResponse;

describe('patchLive', () => {
  const data = { status: true as const, match: buildLiveMatch(), odds: [result] };

  it('moves a price and the state of a newer delta', () => {
    const state = { ...notStartedState(45), status: '2p', score: { home: 1, away: 0 } };
    const next = patchLive(data, delta({ state, odds: [[1, '', 'X', 3150, 1, 0]] }));
    expect(next.match.matchstatus).toBe('2p');
    expect(next.match.score.matchscore).toBe('1:0');
    expect(next.odds[0]?.odds.find((o) => o.outcomeid === 'X')).toMatchObject({ odd: 3.15, pos: 1 });
  });

  it('locks every market when the match is suspended', () => {
    const next = patchLive(data, delta({ suspended: 1 }));
    expect(next.match.iss).toBe(1);
    expect(next.odds[0]?.iss).toBe(1);
    expect(next.odds[0]?.odds.every((o) => o.iss === 1)).toBe(true);
  });

  it('ignores a stale delta and keeps the same answer', () => {
    expect(patchLive(data, delta({ v: 1, suspended: 1 }))).toBe(data);
  });
});

describe('patchPrematch', () => {
  it('applies prices and the match stop to a prematch answer', () => {
    const next = patchPrematch(prematch, delta({ suspended: 1, odds: [[1, '', '1', 2400, -1, 0]] }));
    expect(next.match.iss).toBe(1);
    expect(next.results[0]?.odds[0]).toMatchObject({ odd: 2.4, pos: -1, iss: 1 });
  });

  it('takes the match out of betting when the feed deactivates it', () => {
    expect(patchPrematch(prematch, delta({ active: 0 })).match.active).toBe(0);
  });
});

describe('kicksOff', () => {
  it('is true for a delta with a started status only', () => {
    expect(kicksOff(delta({ state: { ...notStartedState(45), status: '1p' } }))).toBe(true);
    expect(kicksOff(delta({ state: notStartedState(45) }))).toBe(false);
    expect(kicksOff(delta({ odds: [] }))).toBe(false);
  });
});

describe('endedLive', () => {
  it('shows a removed match as finished with betting stopped and inactive', () => {
    expect(endedLive(buildLiveMatch(), 'ended')).toMatchObject({
      matchstatus: 'ended',
      betstatus: 'stopped',
      iss: 1,
      active: 0,
    });
    expect(endedLive(buildLiveMatch(), '').matchstatus).toBe('ended');
  });
});

import { describe, expect, it } from 'vitest';
import { buildLiveMatch, buildPrematchMatch } from '../../../shared/sportsbook/test-builders.ts';
import { fromLive, fromPrematch } from './detail-match.ts';
import { detailTabs, externalOverlayUrl } from './detail-tabs.ts';

const on = { live_show_tracker: 1, tv_access: 1 };
const liveFootball = fromLive(buildLiveMatch());

describe('detailTabs', () => {
  it('offers tracker, TV, statistics and table for a live football match with a stream', () => {
    expect(detailTabs(on, liveFootball, true)).toEqual(['tracker', 'tv', 'statistics', 'table']);
  });

  it('hides the tracker when the setting is off, for tennis, and before kick-off', () => {
    expect(detailTabs({ ...on, live_show_tracker: 0 }, liveFootball, false)).toEqual(['statistics', 'table']);
    expect(detailTabs(on, fromLive(buildLiveMatch({ sportId: 5 })), false)).toEqual(['statistics', 'table']);
    expect(detailTabs(on, fromLive(buildLiveMatch({ matchstatus: 'not_started' })), false)).not.toContain(
      'tracker',
    );
  });

  it('hides TV without tv_access or a stream, and statistics when the match has none', () => {
    expect(detailTabs({ ...on, tv_access: 0 }, liveFootball, true)).not.toContain('tv');
    expect(detailTabs(on, liveFootball, false)).not.toContain('tv');
    const noStats = fromLive(buildLiveMatch({ IsStatAvailable: false }));
    expect(detailTabs(on, noStats, false)).toEqual(['tracker', 'table']);
  });

  it('gives a prematch match no tracker', () => {
    const prematch = fromPrematch(buildPrematchMatch());
    expect(detailTabs(on, prematch, false)).toEqual(['statistics', 'table']);
  });
});

describe('externalOverlayUrl', () => {
  it("adds the match id to the operator's address, none when the setting is empty", () => {
    expect(externalOverlayUrl('https://stats.example/match', 7)).toBe(
      'https://stats.example/match?matchId=7',
    );
    expect(externalOverlayUrl('https://stats.example/?theme=dark', 7)).toBe(
      'https://stats.example/?theme=dark&matchId=7',
    );
    expect(externalOverlayUrl('  ', 7)).toBeUndefined();
  });
});

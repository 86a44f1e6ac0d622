// The detail's tabs (spec 001 section 2, Match detail): 1 tracker, 2 TV, 3 statistics, 4 table.
import { isLiveStatus } from '@bet/domain/sportsbook/live-state';
import type { DetailMatch } from './detail-match.ts';
import { hasTracker } from './score-board.ts';

export type DetailTab = 'tracker' | 'tv' | 'statistics' | 'table';
/** Tabs that open an overlay instead of a panel. */
export type OverlayTab = Extract<DetailTab, 'statistics' | 'table'>;

export type TabSettings = { live_show_tracker: number; tv_access: number };

/**
 * The tabs a match offers: the tracker for a live match of a sport that has one (setting
 * live_show_tracker 1), TV when the site allows it and the match has a stream, statistics when
 * the match has them, and the league table.
 */
export function detailTabs(settings: TabSettings, match: DetailMatch, inTvList: boolean): DetailTab[] {
  const tabs: DetailTab[] = [];
  const live = match.live !== undefined && isLiveStatus(match.live.matchstatus);
  if (settings.live_show_tracker === 1 && live && hasTracker(match.sportId)) tabs.push('tracker');
  if (settings.tv_access === 1 && inTvList) tabs.push('tv');
  if (match.statsAvailable) tabs.push('statistics');
  tabs.push('table');
  return tabs;
}

/** The operator's statistics or table address for the match, undefined when the setting is empty. */
export function externalOverlayUrl(base: string, matchId: number): string | undefined {
  const url = base.trim();
  if (!url) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}matchId=${matchId}`;
}

// Which product areas the menus and Home offer (spec 000 sections 2.3 and 6). Pure, so it is tested without a browser.

export type Area = 'sport' | 'live' | 'slots' | 'liveCasino' | 'bingo' | 'virtual' | 'tvGames' | 'promotions';

type Permission = { status: number } | undefined;

export type AreaContext = {
  /** The signed-in user's permission records, or null for a visitor. */
  user: Readonly<Record<string, Permission | unknown>> | null;
  settings: { sport: number; live: number };
};

// Each area's permission record in the user info (a product is visible only when its status is 1).
const PERMISSION: Record<Exclude<Area, 'promotions'>, string> = {
  sport: 'sportUser',
  live: 'liveUser',
  slots: 'slotUser',
  liveCasino: 'casinoUser',
  bingo: 'bingoUser',
  virtual: 'virtualUser',
  tvGames: 'tvgamesUser',
};

function permitted(user: AreaContext['user'], name: string): boolean {
  const record = user?.[name];
  return typeof record === 'object' && record !== null && (record as { status?: unknown }).status === 1;
}

/** Whether the area is offered: the site's switch (sport, live) and, for a signed-in user, their permission. */
export function canUseArea(area: Area, ctx: AreaContext): boolean {
  if (area === 'promotions') return true;
  if (area === 'sport' && ctx.settings.sport !== 1) return false;
  if (area === 'live' && ctx.settings.live !== 1) return false;
  // Visitors see what the site offers; the route guard asks them to log in where needed.
  if (ctx.user === null) return true;
  return permitted(ctx.user, PERMISSION[area]);
}

/** The offered areas, in menu order. */
export function availableAreas(ctx: AreaContext): Set<Area> {
  const all: Area[] = ['sport', 'live', 'slots', 'liveCasino', 'bingo', 'virtual', 'tvGames', 'promotions'];
  return new Set(all.filter((area) => canUseArea(area, ctx)));
}

/** The waiting-coupons badge text: the count, or 9+ above 9 (spec 000 section 9). */
export function waitingBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}

import { describe, expect, it } from 'vitest';
import { availableAreas, canUseArea, waitingBadge } from './areas.ts';

const on = { status: 1 };
const off = { status: 0 };
const siteAll = { sport: 1, live: 1 };

describe('canUseArea', () => {
  it('shows visitors what the site offers', () => {
    const areas = availableAreas({ user: null, settings: siteAll });
    expect([...areas]).toEqual([
      'sport',
      'live',
      'slots',
      'liveCasino',
      'bingo',
      'virtual',
      'tvGames',
      'promotions',
    ]);
    expect(canUseArea('sport', { user: null, settings: { sport: 0, live: 1 } })).toBe(false);
    expect(canUseArea('live', { user: null, settings: { sport: 1, live: 0 } })).toBe(false);
  });

  it('follows the signed-in user permission records', () => {
    const user = { sportUser: on, liveUser: off, slotUser: on, casinoUser: off, virtualUser: on };
    const areas = availableAreas({ user, settings: siteAll });
    expect([...areas]).toEqual(['sport', 'slots', 'virtual', 'promotions']);
  });

  it('needs the site switch even when the user has the permission', () => {
    const user = { sportUser: on, liveUser: on };
    expect(canUseArea('sport', { user, settings: { sport: 0, live: 1 } })).toBe(false);
    expect(canUseArea('live', { user, settings: { sport: 1, live: 0 } })).toBe(false);
  });

  it('always offers promotions', () => {
    expect(canUseArea('promotions', { user: {}, settings: { sport: 0, live: 0 } })).toBe(true);
  });
});

describe('waitingBadge', () => {
  it('shows 9+ above 9', () => {
    expect(waitingBadge(0)).toBe('0');
    expect(waitingBadge(9)).toBe('9');
    expect(waitingBadge(10)).toBe('9+');
  });
});

import { describe, expect, it } from 'vitest';
import { liveFields } from './apply-delta.ts';
import { notStartedState } from './live-state.ts';

describe('liveFields', () => {
  it("keeps basketball's clock seconds with the minute", () => {
    const state = notStartedState(12);
    const playing = { ...state, status: '3q', clock: { ...state.clock, minute: 31, second: 20 } };
    expect(liveFields(playing).time).toEqual({
      matchtime: 31,
      matchtimeextended: 0,
      matchtimeextendedExtra: 0,
      matchtimesecond: 20,
    });
  });

  it('sends no seconds where the feed keeps minutes only', () => {
    const football = { ...notStartedState(45), status: '1p' };
    expect(liveFields(football).time).not.toHaveProperty('matchtimesecond');
  });

  it("carries baseball's outs, and none for other sports", () => {
    const baseball = { ...notStartedState(), status: '3inning', outs: 2 };
    expect(liveFields(baseball).outs).toBe(2);
    expect(JSON.parse(JSON.stringify(liveFields(notStartedState())))).not.toHaveProperty('outs');
  });
});

import { describe, expect, it } from 'vitest';
import { flagChange, positionChange } from './listing-values.ts';

describe('positionChange', () => {
  it('sends a typed whole number that differs from the current order', () => {
    expect(positionChange(' 4 ', 2)).toBe(4);
    expect(positionChange('0', 3)).toBe(0);
  });

  it('sends nothing for the same order, a fraction, a negative or a huge number', () => {
    expect(positionChange('2', 2)).toBeNull();
    expect(positionChange('1.5', 2)).toBeNull();
    expect(positionChange('-1', 2)).toBeNull();
    expect(positionChange('', 2)).toBeNull();
    expect(positionChange('200000', 2)).toBeNull();
  });
});

describe('flagChange', () => {
  it('changes one flag of one game', () => {
    expect(flagChange(7, 'isNew', true)).toEqual({ target: 'game', id: 7, isNew: true });
    expect(flagChange(7, 'enabled', false)).toEqual({ target: 'game', id: 7, enabled: false });
  });
});

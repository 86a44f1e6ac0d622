import { describe, expect, it } from 'vitest';
import { flagChange, listedCount, positionChange } from './listing-values.ts';

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

describe('listedCount', () => {
  it('counts the listed games only', () => {
    const game = { companyId: 1, title: 'G', logo: '', position: 0, popular: false, isNew: false };
    const company = {
      id: 1,
      name: 'C',
      logo: '',
      enabled: true,
      position: 0,
      suspended: false,
      games: [
        { ...game, id: 1, enabled: true },
        { ...game, id: 2, enabled: false },
        { ...game, id: 3, enabled: true },
      ],
    };
    expect(listedCount(company)).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { popupsForPage } from './popups.ts';

describe('popupsForPage (spec 002 §2)', () => {
  const list = [
    { type: 0, type2: 0, name: 'home only, type 0' },
    { type: 2, type2: 0, name: 'home only, type 2' },
    { type: 2, type2: 1, name: 'everywhere, type 2' },
    { type: 0, type2: 3, name: 'everywhere, type 0' },
    { type: 1, type2: 1, name: 'type 1' },
    { type: 3, type2: 0, name: 'type 3' },
  ];
  it.each([
    [true, ['home only, type 0', 'home only, type 2', 'everywhere, type 2', 'everywhere, type 0']],
    [false, ['everywhere, type 2', 'everywhere, type 0']],
  ])('on Home %s keeps types 2 and 0, and type2 0 only on Home, in order', (onHome, names) => {
    expect(popupsForPage(list, onHome).map((p) => p.name)).toEqual(names);
  });
});

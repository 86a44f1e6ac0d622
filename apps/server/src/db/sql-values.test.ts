import { describe, expect, it } from 'vitest';
import { containingPattern } from './sql-values.ts';

describe('a search pattern', () => {
  it('finds the text anywhere and takes its wildcards and backslashes literally', () => {
    expect(containingPattern('ab')).toBe('%ab%');
    expect(containingPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

import { describe, expect, it } from 'vitest';
import { choiceFilter, dayFilter, flagFilter, idFilter, textFilter } from './filter-values.ts';

describe('URL filter values', () => {
  it.each([
    ['a day', dayFilter('2026-03-01'), '2026-03-01'],
    ['not a day', dayFilter('yesterday'), undefined],
    ['an id', idFilter('42'), 42],
    ['no id below 1', idFilter('-1'), undefined],
    ['no id with a fraction', idFilter('1.5'), undefined],
    ['no id from nothing', idFilter(''), undefined],
    ['text, cut', textFilter('abcdef', 3), 'abc'],
    ['no empty text', textFilter('', 3), undefined],
    ['a known choice', choiceFilter(['day', 'week'], 'week'), 'week'],
    ['no foreign choice', choiceFilter(['day', 'week'], 'year'), undefined],
    ['yes', flagFilter('1'), true],
    ['no', flagFilter('0'), false],
    ['either', flagFilter(''), undefined],
  ])('reads %s', (_name, read, expected) => {
    expect(read).toBe(expected);
  });
});

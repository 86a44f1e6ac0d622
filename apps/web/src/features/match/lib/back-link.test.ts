import { describe, expect, it } from 'vitest';
import { backLink } from './back-link.ts';

const match = { matchId: 55, sportId: 1, categoryId: 101, tournamentId: 1012 };

describe('backLink', () => {
  it('takes a prematch match back to the sport browser at its league, scrolled to the match', () => {
    expect(backLink({ ...match, ttype: 'N' })).toBe('sports?sid=1&cid=101&tid=1012&goto=55');
  });

  it('takes a live match back to the live page at the match', () => {
    expect(backLink({ ...match, ttype: 'L' })).toBe('livebets?sid=1&cid=101&match=55');
  });

  it('leaves out ids the match does not have', () => {
    expect(backLink({ ...match, categoryId: 0, tournamentId: 0, ttype: 'N' })).toBe('sports?sid=1&goto=55');
  });
});

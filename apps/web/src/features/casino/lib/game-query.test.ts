import { describe, expect, it } from 'vitest';
import { gameReturnUrl, gameToOpen, readGameQuery, withoutGameQuery } from './game-query.ts';

const query = (search: string) => readGameQuery(new URLSearchParams(search));

describe("the casino screens' query", () => {
  it('reads the ids it knows and drops malformed ones', () => {
    expect(query('masterServiceId=5&mid=12&mainServiceId=300&serviceId=abc&limitId=-1&other=1')).toEqual({
      masterServiceId: 5,
      mid: 12,
      mainServiceId: 300,
    });
    expect(query('serviceId=0&masterServiceId=99999999999')).toEqual({});
  });

  it('preselects without opening a game when it has no serviceId', () => {
    expect(gameToOpen(query('masterServiceId=5'))).toBeNull();
  });

  it('opens the serviceId, under its master and limit when given', () => {
    expect(gameToOpen(query('serviceId=101'))).toEqual({ serviceId: 101 });
    expect(gameToOpen(query('masterServiceId=20&serviceId=101&limitId=3'))).toEqual({
      serviceId: 101,
      masterServiceId: 20,
      limitId: 3,
    });
  });

  it('is cleared of the game parameters, other parameters kept', () => {
    const rest = withoutGameQuery(new URLSearchParams('masterServiceId=5&serviceId=101&mid=2&tab=x'));
    expect(rest.toString()).toBe('tab=x');
  });

  it("brings a visitor back to this screen with their game's parameters", () => {
    const url = gameReturnUrl('/tr/casino', { serviceId: 101, masterServiceId: 20, limitId: 3 });
    expect(url).toBe('/tr/casino?serviceId=101&masterServiceId=20&limitId=3');
    const [, search] = url.split('?');
    expect(gameToOpen(query(search ?? ''))).toEqual({ serviceId: 101, masterServiceId: 20, limitId: 3 });
  });
});

import type { JackpotOfficeRow } from '@bet/domain/api/admin/jackpots';
import { toMinor } from '@bet/domain/money';
import { describe, expect, it } from 'vitest';
import { jackpotForm, jackpotFormValuesOf } from './jackpot-form.ts';

const mega: JackpotOfficeRow = {
  id: 'casinoMega',
  source: 'slots',
  contributionBp: 15,
  seed: 5000,
  dropBy: 'amount',
  period: null,
  mustDropBy: 80000,
  pots: [],
};
const daily: JackpotOfficeRow = {
  ...mega,
  id: 'casinoDaily',
  contributionBp: 30,
  seed: 100,
  dropBy: 'time',
  period: 'day',
  mustDropBy: null,
};

/** The paths of the fields a typed form marks, or the request it makes. */
function read(row: JackpotOfficeRow, values: { contributionBp: string; seed: string; mustDropBy: string }) {
  const result = jackpotForm(row).safeParse(values);
  return result.success
    ? { request: result.data }
    : { marked: result.error.issues.map((issue) => issue.path.join('.')) };
}

describe('the jackpot rules form', () => {
  it('shows the share as a percentage and the amounts in major units', () => {
    expect(jackpotFormValuesOf(mega)).toEqual({ contributionBp: '0.15', seed: '5000', mustDropBy: '80000' });
    expect(jackpotFormValuesOf({ ...daily, seed: 12.5 })).toEqual({
      contributionBp: '0.3',
      seed: '12.5',
      mustDropBy: '',
    });
  });

  it('reads back exactly the rules it shows', () => {
    expect(read(mega, jackpotFormValuesOf(mega))).toEqual({
      request: { jackpot: 'casinoMega', contributionBp: 15, seed: 5000, mustDropBy: 80000 },
    });
  });

  it('sends the share in basis points and the amounts in major units the server reads exactly', () => {
    const { request } = read(mega, { contributionBp: '2,5', seed: '0,29', mustDropBy: '1234.56' });
    expect(request).toEqual({ jackpot: 'casinoMega', contributionBp: 250, seed: 0.29, mustDropBy: 1234.56 });
    // What the server's amountFromApi makes of them: no float drift (0.29 is 29, not 28).
    expect(toMinor(request?.seed ?? '')).toBe(29);
    expect(toMinor(request?.mustDropBy ?? '')).toBe(123_456);
  });

  it('sends no must-drop amount for a jackpot that drops by time', () => {
    expect(read(daily, { contributionBp: '1', seed: '10', mustDropBy: 'anything' })).toEqual({
      request: { jackpot: 'casinoDaily', contributionBp: 100, seed: 10 },
    });
  });

  it.each([
    [{ contributionBp: '5.01', seed: '50', mustDropBy: '800' }, ['contributionBp']],
    [{ contributionBp: '0.123', seed: '50', mustDropBy: '800' }, ['contributionBp']],
    [{ contributionBp: '-1', seed: '50', mustDropBy: '800' }, ['contributionBp']],
    [{ contributionBp: '1', seed: '-5', mustDropBy: '800' }, ['seed']],
    [{ contributionBp: '1', seed: '1.234', mustDropBy: '800' }, ['seed']],
    [{ contributionBp: '1', seed: '50', mustDropBy: '' }, ['mustDropBy']],
    [{ contributionBp: '1', seed: '50', mustDropBy: '50' }, ['mustDropBy']],
    [{ contributionBp: '1', seed: '50', mustDropBy: '49.99' }, ['mustDropBy']],
  ])('marks %j at %j', (values, marked) => {
    expect(read(mega, values)).toEqual({ marked });
  });

  it('takes the largest share the call allows, 5 %', () => {
    expect(read(mega, { contributionBp: '5', seed: '50', mustDropBy: '50.01' }).request).toMatchObject({
      contributionBp: 500,
      mustDropBy: 50.01,
    });
  });
});

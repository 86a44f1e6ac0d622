import { describe, expect, it } from 'vitest';
import { checkProfile, type ProfileValues, profileValues } from './profile-form.ts';

const filled: ProfileValues = {
  sex: 'f',
  address: ' Bağdat Cd. 1 ',
  city: 'İstanbul',
  countryId: '218',
  postCode: '34000',
  autoprint: true,
};

describe('the profile form', () => {
  it('starts from the user info', () => {
    expect(
      profileValues({ sex: 'm', address: '', city: 'İzmir', countryId: 218, postCode: '', autoprint: 0 }),
    ).toEqual({ sex: 'm', address: '', city: 'İzmir', countryId: '218', postCode: '', autoprint: false });
    expect(
      profileValues({ sex: '', address: null, city: null, countryId: null, postCode: null, autoprint: 1 }),
    ).toEqual({
      sex: 'm',
      address: '',
      city: '',
      countryId: '',
      postCode: '',
      autoprint: true,
    });
  });

  it('builds the updateProfile payload', () => {
    expect(checkProfile(filled)).toEqual({
      ok: true,
      payload: {
        sex: 'f',
        address: 'Bağdat Cd. 1',
        city: 'İstanbul',
        countryId: 218,
        postCode: '34000',
        autoprint: 1,
      },
    });
  });

  it('reports only the first failing rule: city, then country, then post code', () => {
    const empty = { ...filled, city: ' ', countryId: '', postCode: '' };
    expect(checkProfile(empty)).toEqual({ ok: false, key: 'cityCanNotbeNull', field: 'city' });
    expect(checkProfile({ ...empty, city: 'Ankara' })).toEqual({
      ok: false,
      key: 'countryCanNotbeNull',
      field: 'countryId',
    });
    expect(checkProfile({ ...filled, postCode: '' })).toEqual({
      ok: false,
      key: 'postCodeCanNotbeNull',
      field: 'postCode',
    });
  });
});

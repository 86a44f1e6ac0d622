import { describe, expect, it } from 'vitest';
import { type ProfileValues, profileChanges, profileForm } from './profile-values.ts';

const values: ProfileValues = {
  firstName: 'Ayşe',
  lastName: 'Kaya',
  email: '',
  mobile: '',
  status: '0',
  onlineUser: '1',
  staketype: '0',
  userLimit: 10,
  dealerLimit: 0,
};

describe('profileChanges', () => {
  it('sends only the changed fields', () => {
    expect(profileChanges(values, { lastName: true, status: true })).toEqual({ lastName: 'Kaya', status: 0 });
  });

  it('sends an emptied e-mail or mobile as null', () => {
    expect(profileChanges(values, { email: true, mobile: true })).toEqual({ email: null, mobile: null });
  });

  it('sends nothing when nothing changed', () => {
    expect(profileChanges(values, {})).toEqual({});
  });
});

describe('profileForm', () => {
  it('takes empty contact fields and refuses a malformed mobile', () => {
    expect(profileForm.safeParse(values).success).toBe(true);
    expect(profileForm.safeParse({ ...values, mobile: '12ab' }).success).toBe(false);
  });
});

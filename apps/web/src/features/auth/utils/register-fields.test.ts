import { describe, expect, it } from 'vitest';
import { fieldOfRefusal, type RegisterValues, registerPayloadOf } from './register-fields.ts';

const values: RegisterValues = {
  firstName: ' Ayşe ',
  lastName: 'Yılmaz',
  birthDay: '7',
  birthMonth: '3',
  birthYear: '1990',
  idNumber: '10000000146',
  sex: 'f',
  countryId: '218',
  city: 'İzmir',
  phoneCode: '90',
  phoneNumber: '5321234567',
  userName: 'ayse90',
  password: 'secret12',
  passwordRepeat: 'secret12',
  email: 'ayse@example.com',
  currency: 'TRY',
  promotionCode: '',
  securityCode: 'c29sdmVk',
};

describe('registerPayloadOf', () => {
  it('sends the spec fields, counrtyId spelled as the spec does', () => {
    const payload = registerPayloadOf(values, { askIdNumber: true, affiliateUser: 0 });
    expect(payload).toMatchObject({
      firstName: 'Ayşe',
      birthDate: '1990-03-07',
      counrtyId: 218,
      mobile: '+90 5321234567',
      idNumber: '10000000146',
      affiliateUser: 0,
      securityCode: 'c29sdmVk',
    });
    expect(payload).not.toHaveProperty('passwordRepeat');
  });

  it('leaves the identity number out when the site does not ask for it', () => {
    expect(registerPayloadOf(values, { askIdNumber: false, affiliateUser: '12' }).idNumber).toBe('');
  });
});

describe('fieldOfRefusal', () => {
  it.each([
    ['alreadyUsedUsername', 'userName'],
    ['emailAlreadyUseRegister', 'email'],
    ['alreadyUsedMobile', 'phoneNumber'],
    ['checkSecurityCode', 'securityCode'],
    ['captchaExpired', 'securityCode'],
    ['underAge', 'birthDay'],
    ['affiliateNotFound', 'promotionCode'],
  ])('%s belongs to %s', (key, field) => {
    expect(fieldOfRefusal(key)).toBe(field);
  });

  it('knows no field for general refusals', () => {
    expect(fieldOfRefusal('rateLimited')).toBeNull();
    expect(fieldOfRefusal('toString')).toBeNull();
  });
});

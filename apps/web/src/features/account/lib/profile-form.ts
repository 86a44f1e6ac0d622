import { firstIssue, PROFILE_FIELDS, profileUpdateSchema } from '@bet/domain/account-rules';
import type { UpdateProfileRequest } from '@bet/domain/api/account';

/** The profile form as the inputs hold it. */
export type ProfileValues = {
  sex: 'm' | 'f';
  address: string;
  city: string;
  /** The select's value: a country id, or '' when none is chosen. */
  countryId: string;
  postCode: string;
  autoprint: boolean;
};

type ProfileSource = {
  sex: string;
  address: string | null;
  city: string | null;
  countryId: number | null;
  postCode: string | null;
  autoprint: number;
};

/** The form's starting values from the user info. */
export function profileValues(user: ProfileSource): ProfileValues {
  return {
    sex: user.sex === 'f' ? 'f' : 'm',
    address: user.address ?? '',
    city: user.city ?? '',
    countryId: user.countryId ? String(user.countryId) : '',
    postCode: user.postCode ?? '',
    autoprint: user.autoprint === 1,
  };
}

export type ProfileCheck =
  | { ok: true; payload: UpdateProfileRequest }
  | { ok: false; key: string; field: keyof ProfileValues | '' };

/** Checks the form by the shared profile rules; on failure only the first failing rule (spec 000 section 5). */
export function checkProfile(values: ProfileValues): ProfileCheck {
  const result = profileUpdateSchema.safeParse({ ...values, autoprint: values.autoprint ? 1 : 0 });
  if (result.success) {
    const { sex, address, city, countryId, postCode, autoprint } = result.data;
    return {
      ok: true,
      payload: { sex, address, city, countryId, postCode, autoprint: autoprint === 1 ? 1 : 0 },
    };
  }
  const issue = firstIssue(result.error.issues, PROFILE_FIELDS);
  const field = issue?.field ?? '';
  return {
    ok: false,
    key: issue?.key ?? 'invalidInput',
    field: field in values ? (field as keyof ProfileValues) : '',
  };
}

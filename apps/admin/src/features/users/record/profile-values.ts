import { type UpdateUserRequest, type UserDetail, updateUserRequest } from '@bet/domain/api/admin/user-edit';
import { z } from 'zod';

// The form checks each field by the call's own rules; e-mail and mobile may be emptied (sent as null).
const fields = updateUserRequest.shape;
const flag = z.enum(['0', '1']);
export const profileForm = z.object({
  firstName: fields.firstName.unwrap(),
  lastName: fields.lastName.unwrap(),
  email: z.union([z.literal(''), fields.email.unwrap().unwrap()]),
  mobile: z.union([z.literal(''), fields.mobile.unwrap().unwrap()]),
  status: flag,
  onlineUser: flag,
  staketype: flag,
  userLimit: fields.userLimit.unwrap(),
  dealerLimit: fields.dealerLimit.unwrap(),
});
export type ProfileValues = z.infer<typeof profileForm>;
type ProfileField = keyof ProfileValues;

/** The form's values for a user's record. */
export const profileValuesOf = (user: UserDetail): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? '',
  mobile: user.mobile ?? '',
  status: user.status === 1 ? '1' : '0',
  onlineUser: user.onlineUser === 1 ? '1' : '0',
  staketype: user.staketype === 1 ? '1' : '0',
  userLimit: user.userLimit,
  dealerLimit: user.dealerLimit,
});

const asFlag = (value: '0' | '1') => (value === '1' ? 1 : 0);

/** The admin/updateUser fields for what was changed, and only that. */
export function profileChanges(
  values: ProfileValues,
  dirty: Partial<Record<ProfileField, boolean | undefined>>,
): Omit<UpdateUserRequest, 'targetUserId'> {
  const changed = (field: ProfileField) => dirty[field] === true;
  return {
    ...(changed('firstName') ? { firstName: values.firstName } : {}),
    ...(changed('lastName') ? { lastName: values.lastName } : {}),
    ...(changed('email') ? { email: values.email || null } : {}),
    ...(changed('mobile') ? { mobile: values.mobile || null } : {}),
    ...(changed('status') ? { status: asFlag(values.status) } : {}),
    ...(changed('onlineUser') ? { onlineUser: asFlag(values.onlineUser) } : {}),
    ...(changed('staketype') ? { staketype: asFlag(values.staketype) } : {}),
    ...(changed('userLimit') ? { userLimit: values.userLimit } : {}),
    ...(changed('dealerLimit') ? { dealerLimit: values.dealerLimit } : {}),
  };
}

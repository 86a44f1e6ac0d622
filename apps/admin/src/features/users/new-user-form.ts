import { createUserRequest } from '@bet/domain/api/admin/users';
import { z } from 'zod';

// The form checks each field by the call's own rules; only the email may be left empty here.
const fields = createUserRequest.shape;
export const newUserForm = z.object({
  role: fields.role,
  username: fields.username,
  password: fields.password,
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: z.union([z.literal(''), fields.email.unwrap()]),
  userLimit: fields.userLimit,
  dealerLimit: fields.dealerLimit,
});
export type NewUserInput = z.input<typeof newUserForm>;
export type NewUserValues = z.output<typeof newUserForm>;

import { firstIssue, PROFILE_FIELDS, profileUpdateSchema } from '@bet/domain/account-rules';
import type { UpdateProfileRequest } from '@bet/domain/api/account';
import type { AppDeps } from '../../http/app-instance.ts';
import { ruleFailure } from './message-keys.ts';
import { updateProfileFields } from './users-repo.ts';

/** Updates the caller's own profile; only the first failing rule is reported (spec 000 section 5). */
export async function updateProfile(
  deps: AppDeps,
  userId: number,
  body: UpdateProfileRequest,
): Promise<void> {
  const result = profileUpdateSchema.safeParse({ ...body, autoprint: body.autoprint ?? undefined });
  if (!result.success) throw ruleFailure(firstIssue(result.error.issues, PROFILE_FIELDS));
  const { sex, address, city, countryId, postCode, autoprint } = result.data;
  const fields = {
    sex,
    address,
    city,
    countryId,
    postCode,
    ...(autoprint === undefined ? {} : { autoprint }),
  };
  await updateProfileFields(deps.database.db, userId, fields, deps.now());
}

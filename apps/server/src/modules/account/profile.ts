import { firstIssue, PROFILE_FIELDS, profileUpdateSchema } from '@bet/domain/account-rules';
import { callBody, text } from '@bet/domain/api/fields';
import { z } from 'zod';
import type { AppDeps } from '../../http/app-instance.ts';
import { ruleFailure } from './message-keys.ts';
import { updateProfileFields } from './users-repo.ts';

const loose = (max: number) => z.union([z.number(), text(max)]).nullish();

/** updateProfile as the spec's client sends it; the profile rules answer with their own keys. */
export const updateProfileBody = callBody({
  sex: text(10).nullish(),
  address: text(500).nullish(),
  city: text(200).nullish(),
  countryId: loose(10),
  postCode: loose(50),
  autoprint: z.union([z.number(), z.boolean(), text(5)]).nullish(),
});

export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** Updates the caller's own profile; only the first failing rule is reported (spec 000 section 5). */
export async function updateProfile(deps: AppDeps, userId: number, body: UpdateProfileBody): Promise<void> {
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

// getUserData: the user record (account) with its credit (wallet) and whether this is its first
// sign-in (auth).
import type { LanguageCode } from '@bet/domain/reference/languages';
import type { Executor } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { findUserById, presentUserInfo, type UserInfo } from '../modules/account/index.ts';
import { countSignIns } from '../modules/auth/index.ts';
import { creditBalance } from '../modules/wallet/index.ts';

export async function loadUserInfo(db: Executor, userId: number, lang: LanguageCode): Promise<UserInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  return presentUserInfo(user, await creditBalance(db, user), await countSignIns(db, userId, 2), lang);
}

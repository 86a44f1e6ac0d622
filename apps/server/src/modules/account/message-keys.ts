import { isMessageKey, type MessageKey } from '@bet/domain';
import { accountRuleParams } from '@bet/domain/account-rules';
import { AppError } from '../../http/errors.ts';

/** A 400 for the first failing rule: its catalogue key (invalidInput if the catalogue lacks it) and values. */
export function ruleFailure(first: { key: string; field: string } | null): AppError {
  const key: MessageKey = first && isMessageKey(first.key) ? first.key : 'invalidInput';
  return new AppError(400, key, accountRuleParams(key, first?.field ?? 'body'));
}

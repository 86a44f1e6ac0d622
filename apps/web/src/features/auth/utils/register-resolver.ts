import { type RegistrationContext, registrationSchema } from '@bet/domain/account-rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { RegisterField, RegisterValues } from './register-fields.ts';

/**
 * react-hook-form resolver running the shared registration rules (@bet/domain/account-rules), so the
 * form refuses exactly what the server refuses. Each error's message is the rule's catalogue key.
 */
export function registrationResolver(context: () => RegistrationContext): Resolver<RegisterValues> {
  return (values) => {
    const parsed = registrationSchema(context()).safeParse({ ...values, address: '', postCode: '' });
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<RegisterValues> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as RegisterField;
      if (!(field in values) || errors[field]) continue;
      errors[field] = { type: 'rule', message: issue.message };
    }
    return { values: {}, errors };
  };
}

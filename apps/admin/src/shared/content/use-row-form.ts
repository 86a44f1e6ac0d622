import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A content row's form: checked by its schema, sent with the row's id when it changes one (none
 * adds a row), and closed once the server has saved it.
 */
export function useRowForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  row,
  save,
  onSaved,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: Input;
  row: { id: number } | null;
  save: { mutate(request: Output & { id?: number }, options: { onSuccess: () => void }): void };
  onSaved: () => void;
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const submit = form.handleSubmit((values) =>
    save.mutate({ ...values, ...(row ? { id: row.id } : {}) }, { onSuccess: onSaved }),
  );
  return { form, submit };
}

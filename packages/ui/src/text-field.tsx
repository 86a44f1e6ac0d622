import { type ComponentProps, type ReactNode, useId } from 'react';

type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  /** Shown under the field in the error colour; also marks the input aria-invalid. */
  error?: string | undefined;
  /** A short help line under the field. */
  hint?: ReactNode;
  /** Something after the input inside the box (a show-password button, a unit). */
  end?: ReactNode;
};

/** A labelled input; spread react-hook-form's register() into it (`<TextField label=".." {...register('x')} />`). */
export function TextField({ label, error, hint, end, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const described = [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['field', error ? 'field-invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field-box">
        <input
          id={inputId}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        {end}
      </div>
      {hint && !error && (
        <p className="field-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

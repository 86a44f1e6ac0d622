import { type ComponentProps, type ReactNode, useId } from 'react';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = ComponentProps<'select'> & {
  label: ReactNode;
  /** The choices; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice ("Choose…"); its value is ''. */
  placeholder?: string;
  error?: string | undefined;
};

/** A labelled native select; works with react-hook-form's register() like TextField. */
export function Select({
  label,
  options,
  placeholder,
  error,
  id,
  className,
  children,
  ...select
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={['field', error ? 'field-invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={selectId}>
        {label}
      </label>
      <div className="field-box field-box-select">
        <select
          id={selectId}
          className="input select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
      </div>
      {error && (
        <p className="field-error" id={`${selectId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

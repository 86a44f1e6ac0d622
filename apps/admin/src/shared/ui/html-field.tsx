import { type ComponentProps, type ReactNode, useId } from 'react';

type HtmlFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'spellCheck'> & {
  label: ReactNode;
  /** What the server keeps of the HTML (it is sanitized on save). */
  hint: ReactNode;
};

/** A labelled HTML source box; spread react-hook-form's register() into it. */
export function HtmlField({ label, hint, className, ...textarea }: HtmlFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={['textarea', className].filter(Boolean).join(' ')}
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        {...textarea}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}

import { type ComponentProps, type ReactNode, useId } from 'react';

type SourceFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'spellCheck'> & {
  label: ReactNode;
  /** How the text is read: what the server keeps of HTML, the format of a list. */
  hint: ReactNode;
};

/** A labelled box of source text (HTML, a pasted list); spread react-hook-form's register() into it. */
export function SourceField({ label, hint, className, ...textarea }: SourceFieldProps) {
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

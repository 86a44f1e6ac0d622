import type { ComponentProps } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';

/** Class names of a button look, for links that should look like buttons: `<Link className={buttonClass('primary')}>`. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: 'md' | 'sm' = 'md',
  block = false,
): string {
  return ['button', `button-${variant}`, size === 'sm' ? 'button-sm' : '', block ? 'button-block' : '']
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /** Full width. */
  block?: boolean;
  /** Shows a spinner, disables the button and sets aria-busy; the label stays for screen readers. */
  loading?: boolean;
};

/** A button (type="button" unless given); variants primary, accent, secondary, ghost, danger. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [buttonClass(variant, size, block), className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={18} />}
      {children}
    </button>
  );
}

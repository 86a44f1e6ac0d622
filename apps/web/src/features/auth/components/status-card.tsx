import { CheckCircleIcon, ErrorIcon } from '@bet/ui/icons.tsx';
import { Spinner } from '@bet/ui/spinner.tsx';
import type { ReactNode } from 'react';

type StatusCardProps = {
  state: 'pending' | 'success' | 'error';
  title: ReactNode;
  text?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
};

/** One outcome of a one-step screen (activation, hand login): waiting, done or failed. */
export function StatusCard({ state, title, text, children }: StatusCardProps) {
  return (
    <div
      className={`auth-card card auth-status auth-status-${state}`}
      role={state === 'error' ? 'alert' : 'status'}
    >
      <span className="auth-status-icon icon-disc">
        {state === 'pending' ? (
          <Spinner size={40} />
        ) : state === 'success' ? (
          <CheckCircleIcon size={40} />
        ) : (
          <ErrorIcon size={40} />
        )}
      </span>
      <h1 className="page-title">{title}</h1>
      {text && <p className="auth-status-text">{text}</p>}
      {children}
    </div>
  );
}

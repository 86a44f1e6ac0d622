import { CheckCircleIcon, WarningIcon } from '@bet/ui/icons.tsx';
import type { ReactNode } from 'react';

/** A refusal or failure to show beside the form or list it concerns. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <div className="notice notice-error" role="alert">
      <WarningIcon size={20} />
      <span className="notice-text">{children}</span>
    </div>
  );
}

/** A write that went through. */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <div className="notice notice-success" role="status">
      <CheckCircleIcon size={20} />
      <span className="notice-text">{children}</span>
    </div>
  );
}

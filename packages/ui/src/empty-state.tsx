import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: ReactNode;
  text?: ReactNode;
  /** An icon above the title (an element from shared/ui/icons.tsx). */
  icon?: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
};

/** What a list shows when it has nothing: icon, title, a line of text and an optional action. */
export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon && <div className="empty-state-icon icon-disc">{icon}</div>}
      <p className="empty-state-title">{title}</p>
      {text && <p className="empty-state-text">{text}</p>}
      {action}
    </div>
  );
}

import type { ReactNode } from 'react';
import { ChevronIcon } from './icons.tsx';
import './fold-toggle.css';

type FoldToggleProps = {
  open: boolean;
  onToggle: () => void;
  /** The id of the part it shows and hides. */
  controls: string;
  title: ReactNode;
  titleId?: string;
  /** What the folded panel holds, in short (a date range). */
  summary?: ReactNode;
};

/** The header button of a panel that folds on a phone: its title, a summary and a chevron. */
export function FoldToggle({ open, onToggle, controls, title, titleId, summary }: FoldToggleProps) {
  return (
    <button
      type="button"
      className="fold-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="fold-toggle-title" id={titleId}>
        {title}
      </span>
      <span className="fold-toggle-summary">{summary}</span>
      <ChevronIcon direction={open ? 'up' : 'down'} />
    </button>
  );
}

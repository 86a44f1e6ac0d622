import type { ReactNode, SyntheticEvent } from 'react';
import { useModal } from './use-modal.ts';
import './drawer.css';

type DrawerProps = {
  open: boolean;
  /** Called on Escape and a tap outside. */
  onClose: () => void;
  /** Which edge it slides from; logical, so it flips for right-to-left languages. */
  side?: 'start' | 'end';
  /** The accessible name of the panel. */
  label: string;
  children: ReactNode;
  className?: string;
};

/** A full-height side panel over the page (native modal <dialog>). */
export function Drawer({ open, onClose, side = 'start', label, children, className }: DrawerProps) {
  const ref = useModal(open);
  const cancel = (e: SyntheticEvent) => {
    e.preventDefault();
    onClose();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop; keyboards close with Escape (cancel)
    <dialog
      ref={ref}
      className={['modal drawer', `drawer-${side}`, className].filter(Boolean).join(' ')}
      aria-label={label}
      onCancel={cancel}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      {open && <div className="drawer-body">{children}</div>}
    </dialog>
  );
}

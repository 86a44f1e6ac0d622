import { type RefObject, useEffect, useRef } from 'react';
import './modal.css';

/**
 * Keeps a native <dialog> in step with an `open` prop: showModal() gives the top layer, a focus trap,
 * an inert page behind it and Escape for free.
 */
export function useModal(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

import { type ReactNode, type SyntheticEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './shell-icons.tsx';
import { useModal } from './use-modal.ts';
import './dialog.css';

type DialogProps = {
  open: boolean;
  /** Called on the close button, Escape and a tap outside (unless dismissible is false). */
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** Buttons in the dialog's footer. */
  actions?: ReactNode;
  /** false: only the actions can close it (no close button, Escape or outside tap). */
  dismissible?: boolean;
  /** false hides the × button (Escape and an outside tap still close a dismissible dialog). */
  closeButton?: boolean;
  className?: string;
};

/** A centred modal dialog (native <dialog>): focus trapped, page behind inert. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  dismissible = true,
  closeButton = true,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useModal(open);
  const titleId = useId();
  const cancel = (e: SyntheticEvent) => {
    e.preventDefault();
    if (dismissible) onClose();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop; keyboards close with Escape (cancel)
    <dialog
      ref={ref}
      className={['modal dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
      onCancel={cancel}
      onClick={(e) => e.target === e.currentTarget && dismissible && onClose()}
    >
      {open && (
        <div className="dialog-body">
          {(title || (dismissible && closeButton)) && (
            <div className="dialog-head">
              {title && (
                <h2 className="dialog-title" id={titleId}>
                  {title}
                </h2>
              )}
              {dismissible && closeButton && (
                <button
                  type="button"
                  className="icon-button dialog-close"
                  aria-label={t('common.close')}
                  onClick={onClose}
                >
                  <CloseIcon />
                </button>
              )}
            </div>
          )}
          <div className="dialog-content">{children}</div>
          {actions && <div className="dialog-actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}

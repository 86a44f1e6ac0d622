import { Button } from '@bet/ui/button.tsx';

type DialogActionsProps = {
  /** What leaving the dialog is called here (cancel, close). */
  dismissLabel: string;
  onDismiss: () => void;
  submitLabel: string;
  busy: boolean;
};

/** The foot of a dialog's form: leave it, or send it (busy while the call runs). */
export function DialogActions({ dismissLabel, onDismiss, submitLabel, busy }: DialogActionsProps) {
  return (
    <div className="form-actions">
      <Button variant="secondary" onClick={onDismiss}>
        {dismissLabel}
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { withErrorReport } from '../telemetry/withErrorReport';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { FormError } from './FormError';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'default';
  /** Resolves to an error message to show, or null when done (the dialog then closes). */
  onConfirm: () => Promise<string | null>;
  children?: ReactNode;
  confirmDisabled?: boolean;
};

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, tone = 'danger', onConfirm, children, confirmDisabled }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (busy) return;
    setError(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const message = await onConfirm();
    setBusy(false);
    if (message) setError(message);
    else onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={withErrorReport(confirm)} loading={busy} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {(children || error) && (
        <div className="space-y-4">
          {children}
          <FormError message={error} />
        </div>
      )}
    </Dialog>
  );
}

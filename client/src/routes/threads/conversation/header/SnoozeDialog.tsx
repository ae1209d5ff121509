import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { TextField } from '../../../../components/TextField';
import { toLocalInputValue } from '../../../../lib/snoozeTimes';

type SnoozeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onSnooze: (until: Date) => Promise<string | null> };

/** A custom snooze time, in the operator's own time zone. */
export function SnoozeDialog({ open, onOpenChange, onSnooze }: SnoozeDialogProps) {
  const [value, setValue] = useState('');
  const [minimum, setMinimum] = useState('');

  const changeOpen = (next: boolean) => {
    if (next) {
      const now = new Date();
      setMinimum(toLocalInputValue(now));
      setValue(toLocalInputValue(new Date(now.getTime() + 3 * 3600 * 1000)));
    }
    onOpenChange(next);
  };

  const confirm = async () => {
    const until = new Date(value);
    if (!value || Number.isNaN(until.getTime())) return 'Choose a date and time.';
    if (until.getTime() <= Date.now()) return 'Choose a time in the future.';
    return onSnooze(until);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      title="Snooze until…"
      description="The conversation comes back to Open at this time, or earlier if the visitor writes."
      confirmLabel="Snooze"
      tone="default"
      onConfirm={confirm}
      confirmDisabled={!value}
    >
      <TextField label="Date and time" type="datetime-local" value={value} min={minimum} onChange={(event) => setValue(event.target.value)} />
    </ConfirmDialog>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { LabelChip } from '../../../components/LabelChip';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useCreateLabelMutation } from '../../../mutations/useCreateLabelMutation';
import { useUpdateLabelMutation } from '../../../mutations/useUpdateLabelMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import { defaultLabelColor, LabelColorPicker } from './LabelColorPicker';

type EditedLabel = { id: string; name: string; color: string };

type LabelEditorDialogProps = { open: boolean; onOpenChange: (open: boolean) => void } & ({ label: EditedLabel; organizationId?: never } | { label?: never; organizationId: string });

/** Names a label and picks its colour; creates it when there is none yet. */
export function LabelEditorDialog({ open, onOpenChange, ...formProps }: LabelEditorDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (saving ? undefined : onOpenChange(next))} title={formProps.label ? `Edit ${formProps.label.name}` : 'New label'}>
      <LabelEditorForm {...formProps} saving={saving} setSaving={setSaving} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

type LabelEditorFormProps = { label?: EditedLabel; organizationId?: string; saving: boolean; setSaving: (saving: boolean) => void; onDone: () => void };

function LabelEditorForm({ label, organizationId, saving, setSaving, onDone }: LabelEditorFormProps) {
  const [createLabel] = useCreateLabelMutation();
  const [updateLabel] = useUpdateLabelMutation();
  const toast = useToast();
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState(label?.color ?? defaultLabelColor);
  const [error, setError] = useState<MutationFailure | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const outcome = label ? await updateLabel({ labelId: label.id, name, color }) : await createLabel({ organizationId: organizationId!, name, color });
    setSaving(false);
    if (!outcome.ok) return setError(outcome.error);
    toast({ title: label ? 'Label saved' : `${name.trim()} created` });
    onDone();
  };

  return (
    <form onSubmit={withErrorReport(save)} noValidate className="space-y-5 pb-5">
      <FormError message={formLevelMessage(error, ['name', 'color'])} />
      <TextField label="Name" placeholder="Billing" value={name} onChange={(event) => setName(event.target.value)} error={error?.fieldErrors.name} autoFocus maxLength={40} />
      <LabelColorPicker value={color} onChange={setColor} error={error?.fieldErrors.color} />
      <div className="flex items-center gap-2 text-[13px] text-gray-600">
        Preview <LabelChip name={name.trim() || 'Label'} color={color} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {label ? 'Save label' : 'Create label'}
        </Button>
      </div>
    </form>
  );
}

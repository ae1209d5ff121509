import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { cx } from '../../../components/cx';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { CheckIcon } from '../../../components/icons';
import { LabelChip } from '../../../components/LabelChip';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useCreateLabelMutation } from '../../../mutations/useCreateLabelMutation';
import { useUpdateLabelMutation } from '../../../mutations/useUpdateLabelMutation';

/** Colours that stay distinct from one another as small dots. */
export const labelPalette = [
  { value: '#64748b', name: 'Slate' },
  { value: '#dc2626', name: 'Red' },
  { value: '#ea580c', name: 'Orange' },
  { value: '#ca8a04', name: 'Yellow' },
  { value: '#16a34a', name: 'Green' },
  { value: '#0d9488', name: 'Teal' },
  { value: '#2563eb', name: 'Blue' },
  { value: '#4f46e5', name: 'Indigo' },
  { value: '#9333ea', name: 'Purple' },
  { value: '#db2777', name: 'Pink' },
] as const;

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
  const [color, setColor] = useState(label?.color ?? labelPalette[7].value);
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
    <form onSubmit={save} noValidate className="space-y-5 pb-5">
      <FormError message={formLevelMessage(error, ['name', 'color'])} />
      <TextField label="Name" placeholder="Billing" value={name} onChange={(event) => setName(event.target.value)} error={error?.fieldErrors.name} autoFocus maxLength={40} />
      <fieldset>
        <legend className="text-[13px] font-medium text-gray-800">Colour</legend>
        <div role="radiogroup" aria-label="Colour" className="mt-2 flex flex-wrap gap-2">
          {labelPalette.map((swatch) => (
            <button
              key={swatch.value}
              type="button"
              role="radio"
              aria-checked={color === swatch.value}
              aria-label={swatch.name}
              onClick={() => setColor(swatch.value)}
              className={cx(
                'flex size-8 items-center justify-center rounded-full ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                color === swatch.value && 'ring-2 ring-gray-900',
              )}
              style={{ backgroundColor: swatch.value }}
            >
              {color === swatch.value && <CheckIcon className="size-4 text-white" />}
            </button>
          ))}
        </div>
        {error?.fieldErrors.color && <p className="mt-1.5 text-[13px] text-red-700">{error.fieldErrors.color}</p>}
      </fieldset>
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

import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { CloseIcon, PlusIcon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { keyForLabel, type PreChatFieldDraft } from './widgetDraft';

const maxFields = 5;

type Props = { fields: PreChatFieldDraft[]; onChange: (fields: PreChatFieldDraft[]) => void; error?: string; editable: boolean };

/** Extra questions before the first message: a label for visitors, a key for where the answer is kept. */
export function PreChatFieldsEditor({ fields, onChange, error, editable }: Props) {
  const update = (index: number, next: Partial<PreChatFieldDraft>) => onChange(fields.map((field, at) => (at === index ? { ...field, ...next } : field)));
  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-[13px] font-medium text-gray-800">Extra fields</h3>
        <p className="text-[13px] text-gray-600">Up to {maxFields} questions, such as an order number or a company name.</p>
      </div>
      {fields.length === 0 && <p className="rounded-lg border border-dashed border-gray-300 px-3 py-3 text-sm text-gray-600">No extra fields: visitors start chatting right away.</p>}
      <ol className="space-y-3" aria-label="Extra fields">
        {fields.map((field, index) => (
          <li key={index} className="grid gap-3 rounded-lg border border-gray-200 bg-gray-50/60 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <TextField
              label={`Field ${index + 1} label`}
              value={field.label}
              onChange={(event) => update(index, { label: event.target.value })}
              // A key follows the label until someone types their own.
              onBlur={() => !field.key && update(index, { key: keyForLabel(field.label) })}
              placeholder="Order number"
              maxLength={60}
              readOnly={!editable}
            />
            <TextField
              label={`Field ${index + 1} key`}
              value={field.key}
              onChange={(event) => update(index, { key: event.target.value })}
              placeholder="order_number"
              className="font-mono"
              spellCheck={false}
              maxLength={40}
              readOnly={!editable}
            />
            <div className="flex items-center justify-between gap-3 sm:h-9">
              <Checkbox label="Required" checked={field.required} onChange={(event) => update(index, { required: event.target.checked })} disabled={!editable} />
              {editable && (
                <Button variant="ghost" size="sm" aria-label={`Remove field ${index + 1}`} onClick={() => onChange(fields.filter((_, at) => at !== index))} icon={<CloseIcon className="size-4" />} />
              )}
            </div>
          </li>
        ))}
      </ol>
      {error && <p className="text-[13px] text-red-700">{error}</p>}
      {editable && (
        <Button variant="secondary" size="sm" icon={<PlusIcon className="size-4" />} disabled={fields.length >= maxFields} onClick={() => onChange([...fields, { label: '', key: '', required: false }])}>
          Add field
        </Button>
      )}
    </div>
  );
}

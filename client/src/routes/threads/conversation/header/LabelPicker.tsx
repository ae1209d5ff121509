import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';
import { cx } from '../../../../components/cx';
import { CheckIcon, PlusIcon, TagIcon } from '../../../../components/icons';
import { useToast } from '../../../../components/Toast';
import { useAddThreadLabelMutation } from '../../../../mutations/useAddThreadLabelMutation';
import { useCreateLabelMutation } from '../../../../mutations/useCreateLabelMutation';
import { useRemoveThreadLabelMutation } from '../../../../mutations/useRemoveThreadLabelMutation';
import { defaultLabelColor } from '../../../settings/labels/LabelColorPicker';

type Label = { readonly id: string; readonly name: string; readonly color: string };

type LabelPickerProps = { organizationId: string; threadId: string; labels: readonly Label[]; applied: readonly Label[]; canManage: boolean };

/** A row of the list: an existing label, or (for admins) a new one named after what was typed. */
type Option = { kind: 'label'; label: Label } | { kind: 'create'; name: string };

/**
 * "Label" button opening a searchable list of the organization's labels: typing filters, arrows move,
 * Enter puts the label on or takes it off, Escape closes. The list stays open to pick several.
 * Admins typing a name no label has get a last option creating that label and putting it on.
 */
export function LabelPicker(props: LabelPickerProps) {
  const { applied } = props;
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="inline-flex h-6 items-center gap-1 rounded-full px-2 text-xs font-medium text-gray-600 ring-1 ring-gray-200 ring-inset hover:bg-gray-50 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=open]:bg-gray-100">
        <TagIcon className="size-3.5" />
        {applied.length === 0 ? 'Add label' : 'Label'}
      </Popover.Trigger>
      <Popover.Content align="start" sideOffset={6} collisionPadding={8} className="z-50 w-64 rounded-lg border border-gray-200 bg-white p-1 shadow-popover animate-pop-in">
        <LabelList {...props} />
      </Popover.Content>
    </Popover.Root>
  );
}

function LabelList({ organizationId, threadId, labels, applied, canManage }: LabelPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [add] = useAddThreadLabelMutation();
  const [remove] = useRemoveThreadLabelMutation();
  const [create, isCreating] = useCreateLabelMutation();
  const toast = useToast();
  const appliedIds = useMemo(() => new Set(applied.map((label) => label.id)), [applied]);
  const typed = query.trim();
  const matches = labels.filter((label) => label.name.toLowerCase().includes(typed.toLowerCase()));
  // Names are unique whatever their case, so "vip" beside an existing "VIP" is not offered.
  const canCreate = canManage && typed !== '' && !labels.some((label) => label.name.toLowerCase() === typed.toLowerCase());
  const options: Option[] = [...matches.map((label) => ({ kind: 'label' as const, label })), ...(canCreate ? [{ kind: 'create' as const, name: typed }] : [])];
  const active = Math.min(activeIndex, Math.max(0, options.length - 1));

  const toggle = async (label: Label) => {
    const change = appliedIds.has(label.id) ? remove : add;
    const outcome = await change({ threadId, labelId: label.id });
    if (!outcome.ok) toast({ title: `Could not change ${label.name}`, description: outcome.error.message, tone: 'error' });
  };

  const createAndApply = async (name: string) => {
    if (isCreating) return;
    const created = await create({ organizationId, name, color: defaultLabelColor });
    if (!created.ok) return toast({ title: `Could not create ${name}`, description: created.error.message, tone: 'error' });
    setQuery('');
    await toggle(created.payload.label);
  };

  const choose = (option: Option) => void (option.kind === 'label' ? toggle(option.label) : createAndApply(option.name));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      setActiveIndex((active + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (options[active]) choose(options[active]);
    }
  };

  if (labels.length === 0 && !canManage) {
    return (
      <div className="px-3 py-3 text-sm text-gray-600">
        <p className="font-medium text-gray-900">No labels yet</p>
        <p className="mt-1">
Admins create labels in Settings.</p>
      </div>
    );
  }

  return (
    <>
      <label htmlFor={id} className="sr-only">
        Find a label
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={options[active] ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={canManage ? 'Find or create a label…' : 'Find a label…'}
        className="mb-1 block h-8 w-full rounded-md bg-gray-50 px-2.5 text-sm text-gray-900 ring-1 ring-gray-200 ring-inset placeholder:text-gray-500 focus:bg-white focus:ring-2 focus:ring-indigo-600 focus:outline-none"
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Labels" aria-multiselectable="true" className="max-h-60 overflow-y-auto">
        {options.length === 0 && <li className="px-2.5 py-2 text-sm text-gray-600">{typed === '' ? 'Type a name to create the first label.' : `No label matches “${typed}”.`}</li>}
        {options.map((option, index) => (
          <li
            key={option.kind === 'label' ? option.label.id : 'create'}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={option.kind === 'label' && appliedIds.has(option.label.id)}
            aria-disabled={option.kind === 'create' && isCreating ? true : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActiveIndex(index)}
            className={cx('flex cursor-default items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-gray-900', index === active && 'bg-indigo-50 text-indigo-950')}
          >
            {option.kind === 'label' ? (
              <>
                <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: option.label.color }} />
                <span className="min-w-0 flex-1 truncate">{option.label.name}</span>
                {appliedIds.has(option.label.id) && <CheckIcon className="size-4 text-indigo-600" />}
              </>
            ) : (
              <>
                <PlusIcon className="size-3.5 shrink-0 text-gray-500" />
                <span className="min-w-0 flex-1 truncate">Create label “{option.name}”</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

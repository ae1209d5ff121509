import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Popover } from 'radix-ui';
import { cx } from '../../../../components/cx';
import { CheckIcon, TagIcon } from '../../../../components/icons';
import { useToast } from '../../../../components/Toast';
import { useAddThreadLabelMutation } from '../../../../mutations/useAddThreadLabelMutation';
import { useRemoveThreadLabelMutation } from '../../../../mutations/useRemoveThreadLabelMutation';

type Label = { readonly id: string; readonly name: string; readonly color: string };

type LabelPickerProps = { threadId: string; labels: readonly Label[]; applied: readonly Label[]; canManage: boolean };

/**
 * "Label" button opening a searchable list of the organization's labels: typing filters, arrows move,
 * Enter puts the label on or takes it off, Escape closes. The list stays open to pick several.
 */
export function LabelPicker({ threadId, labels, applied, canManage }: LabelPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="inline-flex h-6 items-center gap-1 rounded-full px-2 text-xs font-medium text-gray-600 ring-1 ring-gray-200 ring-inset hover:bg-gray-50 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=open]:bg-gray-100">
        <TagIcon className="size-3.5" />
        {applied.length === 0 ? 'Add label' : 'Label'}
      </Popover.Trigger>
      <Popover.Content align="start" sideOffset={6} collisionPadding={8} className="z-50 w-64 rounded-lg border border-gray-200 bg-white p-1 shadow-popover animate-pop-in">
        <LabelList threadId={threadId} labels={labels} applied={applied} canManage={canManage} />
      </Popover.Content>
    </Popover.Root>
  );
}

function LabelList({ threadId, labels, applied, canManage }: LabelPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [add] = useAddThreadLabelMutation();
  const [remove] = useRemoveThreadLabelMutation();
  const toast = useToast();
  const appliedIds = useMemo(() => new Set(applied.map((label) => label.id)), [applied]);
  const matches = labels.filter((label) => label.name.toLowerCase().includes(query.trim().toLowerCase()));
  const active = Math.min(activeIndex, Math.max(0, matches.length - 1));

  const toggle = async (label: Label) => {
    const change = appliedIds.has(label.id) ? remove : add;
    const outcome = await change({ threadId, labelId: label.id });
    if (!outcome.ok) toast({ title: `Could not change ${label.name}`, description: outcome.error.message, tone: 'error' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      setActiveIndex((active + (event.key === 'ArrowDown' ? 1 : -1) + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (matches[active]) void toggle(matches[active]);
    }
  };

  if (labels.length === 0) {
    return (
      <div className="px-3 py-3 text-sm text-gray-600">
        <p className="font-medium text-gray-900">No labels yet</p>
        <p className="mt-1">
          {canManage ? (
            <>
              Create them in{' '}
              <Link to="/dashboard/settings/labels" className="font-medium text-indigo-700 underline">
                Settings → Labels
              </Link>
              .
            </>
          ) : (
            'Admins create labels in Settings.'
          )}
        </p>
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
        aria-activedescendant={matches[active] ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
        placeholder="Find a label…"
        className="mb-1 block h-8 w-full rounded-md bg-gray-50 px-2.5 text-sm text-gray-900 ring-1 ring-gray-200 ring-inset placeholder:text-gray-500 focus:bg-white focus:ring-2 focus:ring-indigo-600 focus:outline-none"
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Labels" aria-multiselectable="true" className="max-h-60 overflow-y-auto">
        {matches.length === 0 && <li className="px-2.5 py-2 text-sm text-gray-600">No label matches “{query.trim()}”.</li>}
        {matches.map((label, index) => (
          <li
            key={label.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={appliedIds.has(label.id)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void toggle(label)}
            onMouseMove={() => setActiveIndex(index)}
            className={cx('flex cursor-default items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-gray-900', index === active && 'bg-indigo-50 text-indigo-950')}
          >
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: label.color }} />
            <span className="min-w-0 flex-1 truncate">{label.name}</span>
            {appliedIds.has(label.id) && <CheckIcon className="size-4 text-indigo-600" />}
          </li>
        ))}
      </ul>
    </>
  );
}

import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import { Menu, MenuCheckboxItem, MenuContent, MenuLabel, MenuTrigger } from './DropdownMenu';
import { ChevronUpDownIcon } from './icons';
import { FieldShell, describedBy } from './TextField';

type MultiSelectProps = {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  placeholder: string;
  hint?: ReactNode;
  error?: string | null;
  emptyText?: string;
};

/** Several choices from a short list, as a menu of checkboxes that stays open while ticking. */
export function MultiSelect({ label, options, selected, onChange, placeholder, hint, error, emptyText = 'Nothing to choose yet' }: MultiSelectProps) {
  const id = useId();
  const names = options.filter((option) => selected.includes(option.value)).map((option) => option.label);
  const summary = names.length === 0 ? placeholder : names.length <= 2 ? names.join(', ') : `${names.length} selected`;
  const toggle = (value: string, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((candidate) => candidate !== value));

  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <Menu>
        <MenuTrigger
          id={id}
          aria-describedby={describedBy(id, error, hint)}
          className={cx(
            'inline-flex h-9 w-full items-center justify-between gap-2 rounded-lg bg-white px-3 text-left text-sm shadow-xs ring-1 ring-inset focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600',
            error ? 'ring-red-400' : 'ring-gray-300',
            names.length === 0 ? 'text-gray-600' : 'text-gray-900',
          )}
        >
          <span className="truncate">{summary}</span>
          <ChevronUpDownIcon className="size-4 shrink-0 text-gray-500" />
        </MenuTrigger>
        <MenuContent align="start" className="max-h-72 min-w-(--radix-dropdown-menu-trigger-width) overflow-y-auto">
          {options.length === 0 ? (
            <MenuLabel>{emptyText}</MenuLabel>
          ) : (
            options.map((option) => (
              <MenuCheckboxItem
                key={option.value}
                checked={selected.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
                onSelect={(event) => event.preventDefault()}
              >
                {option.label}
              </MenuCheckboxItem>
            ))
          )}
        </MenuContent>
      </Menu>
    </FieldShell>
  );
}

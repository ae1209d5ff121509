import { useId, type ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { cx } from './cx';
import { CheckIcon, ChevronUpDownIcon } from './icons';
import { FieldShell, describedBy } from './TextField';

type SelectOption<TValue extends string> = { value: TValue; label: string };

type SelectProps<TValue extends string> = {
  value: TValue;
  onValueChange: (value: TValue) => void;
  options: ReadonlyArray<SelectOption<TValue>>;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
} & ({ label: ReactNode; hint?: ReactNode; error?: string | null; 'aria-label'?: never } | { label?: never; hint?: never; error?: never; 'aria-label': string });

/** A styled single choice; with `label` it renders as a form field, with `aria-label` as a bare control (e.g. in a table row). */
export function Select<TValue extends string>({ value, onValueChange, options, disabled, size = 'md', className, ...rest }: SelectProps<TValue>) {
  const id = useId();
  const control = (
    <RadixSelect.Root value={value} onValueChange={(next) => onValueChange(next as TValue)} disabled={disabled}>
      <RadixSelect.Trigger
        id={id}
        aria-label={rest['aria-label']}
        aria-invalid={rest.error ? true : undefined}
        aria-describedby={rest.label ? describedBy(id, rest.error, rest.hint) : undefined}
        className={cx(
          'inline-flex w-full items-center justify-between gap-2 rounded-lg bg-white text-left text-gray-900 shadow-xs ring-1 ring-inset',
          'focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 data-[disabled]:cursor-not-allowed data-[disabled]:bg-gray-50 data-[disabled]:text-gray-600',
          rest.error ? 'ring-red-400' : 'ring-gray-300',
          size === 'sm' ? 'h-8 px-2.5 text-[13px]' : 'h-9 px-3 text-sm',
          className,
        )}
      >
        <RadixSelect.Value />
        <RadixSelect.Icon className="text-gray-500">
          <ChevronUpDownIcon className="size-4" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      {/* In place rather than in a portal, so the list stays inside the page's landmarks. */}
      <RadixSelect.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-gray-200 bg-white p-1 shadow-popover animate-pop-in"
        >
          <RadixSelect.Viewport>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-default rounded-md py-1.5 pr-8 pl-2.5 text-sm text-gray-900 outline-none select-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-950"
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute top-2 right-2 text-indigo-600">
                  <CheckIcon className="size-4" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
      </RadixSelect.Content>
    </RadixSelect.Root>
  );
  if (!rest.label) return control;
  return (
    <FieldShell id={id} label={rest.label} hint={rest.hint} error={rest.error}>
      {control}
    </FieldShell>
  );
}

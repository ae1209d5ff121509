import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { ChevronUpDownIcon } from './icons';
import { FieldShell, describedBy, inputClasses } from './TextField';

export type ComboboxOption = { value: string; label: string; keywords?: string };

type ComboboxProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  placeholder?: string;
  emptyText?: string;
};

/**
 * A searchable single choice (WAI-ARIA combobox with a listbox popup) for lists too long to scroll,
 * such as time zones. Typing filters; arrows move; Enter picks; Escape or leaving restores the choice.
 */
export function Combobox({ label, value, onChange, options, hint, error, disabled, placeholder, emptyText = 'No matches' }: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const selected = options.find((option) => option.value === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => {
    if (!query) return options;
    const needle = query.trim().toLowerCase();
    return options.filter((option) => `${option.label} ${option.keywords ?? ''}`.toLowerCase().includes(needle));
  }, [options, query]);

  useEffect(() => {
    if (!open) return;
    const active = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, open]);

  const openList = () => {
    setOpen(true);
    setActiveIndex(Math.max(0, matches.findIndex((option) => option.value === value)));
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const pick = (option: ComboboxOption | undefined) => {
    if (option) onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.min(Math.max(index + step, 0), matches.length - 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(matches[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[activeIndex] ? `${id}-option-${activeIndex}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          placeholder={placeholder}
          className={cx(inputClasses(Boolean(error)), 'pr-9')}
          value={query ?? selected?.label ?? value}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => (open ? undefined : openList())}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <ChevronUpDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-gray-500" />
        {open && (
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? label : undefined}
            className="absolute z-50 mt-1.5 max-h-64 w-full overflow-auto rounded-lg border border-gray-200 bg-white p-1 shadow-popover animate-pop-in"
          >
            {matches.length === 0 && <li className="px-2.5 py-2 text-sm text-gray-600">{emptyText}</li>}
            {matches.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-option-${index}`}
                data-index={index}
                role="option"
                aria-selected={option.value === value}
                // Keeps focus in the input so the blur handler does not close the list before the pick lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onMouseMove={() => setActiveIndex(index)}
                className={cx(
                  'cursor-default rounded-md px-2.5 py-1.5 text-sm',
                  index === activeIndex ? 'bg-indigo-50 text-indigo-950' : 'text-gray-900',
                  option.value === value && 'font-medium',
                )}
              >
                {option.label}
              </li>
            ))}
          </ul>
        )}
      </div>
    </FieldShell>
  );
}

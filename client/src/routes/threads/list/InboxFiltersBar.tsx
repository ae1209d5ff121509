import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../../components/cx';
import { CloseIcon, SearchIcon } from '../../../components/icons';
import { Select } from '../../../components/Select';
import { assignmentOptions, statusTabs, type InboxFilters } from '../inboxFilters';

type Named = { readonly id: string; readonly name: string };

type InboxFiltersBarProps = {
  filters: InboxFilters;
  widgets: ReadonlyArray<Named>;
  teams: ReadonlyArray<Named>;
  labels: ReadonlyArray<Named>;
  onChange: (filters: InboxFilters) => void;
};

const all = 'all';

/** Status tabs, whose threads, which team, label and widget, and a search that waits for the typing to pause. */
export function InboxFiltersBar({ filters, widgets, teams, labels, onChange }: InboxFiltersBarProps) {
  return (
    <div className="space-y-3 border-b border-gray-200 px-4 pt-1 pb-3">
      <SearchBox value={filters.search} onSearch={(search) => onChange({ ...filters, search })} />
      <div role="group" aria-label="Status" className="flex gap-1 rounded-lg bg-gray-100 p-0.5">
        {statusTabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            aria-pressed={filters.status === tab.value}
            onClick={() => onChange({ ...filters, status: tab.value })}
            className={cx(
              'flex-1 rounded-md px-1.5 py-1 text-[13px] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
              filters.status === tab.value ? 'bg-white text-gray-950 shadow-xs ring-1 ring-gray-200' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Assignee" className="flex shrink-0 items-center gap-0.5">
          {assignmentOptions.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filters.assignment === option.value}
              onClick={() => onChange({ ...filters, assignment: option.value })}
              className={cx(
                'rounded-full px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
                filters.assignment === option.value ? 'bg-indigo-600 text-white' : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div className="ml-auto flex min-w-0 gap-1.5">
          {teams.length > 0 && (
            <Select
              aria-label="Team"
              size="sm"
              className="min-w-0 max-w-32 whitespace-nowrap"
              value={filters.teamId ?? all}
              onValueChange={(value) => onChange({ ...filters, teamId: value === all ? null : value })}
              options={[{ value: all, label: 'All teams' }, ...teams.map((team) => ({ value: team.id, label: team.name }))]}
            />
          )}
          {labels.length > 0 && (
            <Select
              aria-label="Label"
              size="sm"
              className="min-w-0 max-w-32 whitespace-nowrap"
              value={filters.labelId ?? all}
              onValueChange={(value) => onChange({ ...filters, labelId: value === all ? null : value })}
              options={[{ value: all, label: 'All labels' }, ...labels.map((label) => ({ value: label.id, label: label.name }))]}
            />
          )}
          {widgets.length > 1 && (
            <Select
              aria-label="Widget"
              size="sm"
              className="min-w-0 max-w-32 whitespace-nowrap"
              value={filters.widgetId ?? all}
              onValueChange={(value) => onChange({ ...filters, widgetId: value === all ? null : value })}
              options={[{ value: all, label: 'All widgets' }, ...widgets.map((widget) => ({ value: widget.id, label: widget.name }))]}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** How long typing pauses before the list searches. */
const searchDelayMs = 300;

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // Searches this box asked for that have not reached `value` yet: their arrival must not undo letters typed since.
  const [pending, setPending] = useState<readonly string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (value !== shown) {
    setShown(value);
    const arrived = pending.indexOf(value);
    if (arrived >= 0) {
      setPending(pending.slice(arrived + 1));
    } else {
      // The search changed from outside (filters cleared, Back): show it instead of what was typed.
      setPending([]);
      setText(value);
    }
  }
  const search = (next: string) => {
    clearTimeout(timer.current);
    if (next === (pending.at(-1) ?? value)) return;
    setPending((requested) => [...requested, next]);
    onSearch(next);
  };
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(next), searchDelayMs);
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search conversations
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-gray-500" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search(text);
        }}
        placeholder="Search names, emails, messages"
        className="block h-9 w-full rounded-lg bg-white pr-8 pl-8 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset placeholder:text-gray-500 focus:ring-2 focus:ring-indigo-600 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            search('');
          }}
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
        >
          <CloseIcon className="size-3.5" />
          <span className="sr-only">Clear search</span>
        </button>
      )}
    </div>
  );
}

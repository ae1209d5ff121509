import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { CloseIcon, PlusIcon } from '../../../components/icons';
import { inputClasses } from '../../../components/TextField';

type Props = { holidays: string[]; onChange(holidays: string[]): void; error?: string; disabled: boolean };

const formatter = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const readable = (date: string) => formatter.format(new Date(`${date}T00:00:00Z`));

/** Days closed all day (public holidays, team events), each removable. */
export function HolidaysEditor({ holidays, onChange, error, disabled }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft || holidays.includes(draft)) return setDraft('');
    onChange([...holidays, draft].sort());
    setDraft('');
  };
  return (
    <div className="space-y-3">
      {!disabled && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1.5">
            <label htmlFor={id} className="block text-[13px] font-medium text-gray-800">
              Add a holiday
            </label>
            <input
              id={id}
              type="date"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${inputClasses(Boolean(error))} w-44`}
            />
          </div>
          <Button variant="secondary" icon={<PlusIcon className="size-4" />} onClick={add} disabled={!draft}>
            Add
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-[13px] text-red-700">
          {error}
        </p>
      )}
      {holidays.length === 0 ? (
        <p className="text-sm text-gray-600">No holidays planned.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Holidays">
          {holidays.map((date) => (
            <li key={date} className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pr-1 pl-3 text-sm text-gray-800 ring-1 ring-gray-200 ring-inset">
              <time dateTime={date}>{readable(date)}</time>
              {!disabled && (
                <button
                  type="button"
                  aria-label={`Remove ${readable(date)}`}
                  onClick={() => onChange(holidays.filter((holiday) => holiday !== date))}
                  className="grid size-6 place-items-center rounded-full text-gray-500 hover:bg-gray-200 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <CloseIcon className="size-3.5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

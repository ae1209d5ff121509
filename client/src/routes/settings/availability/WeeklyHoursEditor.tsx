import { Button } from '../../../components/Button';
import { CloseIcon, PlusIcon } from '../../../components/icons';
import { inputClasses } from '../../../components/TextField';
import { days, nextRange, type DayKey, type TimeRange, type WeeklyHours } from './weeklyHours';

type Props = {
  hours: WeeklyHours;
  onChange(hours: WeeklyHours): void;
  /** Messages by day key, from the server's validation. */
  errors: Partial<Record<string, string>>;
  disabled: boolean;
};

/** One row per weekday: closed, or one or more opening ranges that can be added and removed. */
export function WeeklyHoursEditor({ hours, onChange, errors, disabled }: Props) {
  const setDay = (day: DayKey, ranges: TimeRange[]) => onChange({ ...hours, [day]: ranges });
  return (
    <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
      {days.map(({ key, name }) => {
        const ranges = hours[key];
        const error = errors[key];
        return (
          <li key={key} className="grid gap-2 px-3 py-3 sm:grid-cols-[7.5rem_1fr] sm:items-start sm:px-4">
            <span className="pt-1.5 text-sm font-medium text-gray-900" id={`day-${key}`}>
              {name}
            </span>
            <div className="space-y-2">
              {ranges.length === 0 && <p className="pt-1.5 text-sm text-gray-600">Closed</p>}
              {ranges.map((range, index) => {
                const update = (change: Partial<TimeRange>) => setDay(key, ranges.map((item, at) => (at === index ? { ...item, ...change } : item)));
                const timeInput = (edge: 'start' | 'end', label: string) => (
                  <div className="min-w-0 flex-1 sm:w-36 sm:flex-none">
                    <input
                      type="time"
                      aria-label={`${name} ${label}`}
                      value={range[edge]}
                      disabled={disabled}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `day-${key}-error` : undefined}
                      onChange={(event) => update({ [edge]: event.target.value })}
                      className={inputClasses(Boolean(error))}
                    />
                  </div>
                );
                return (
                  <div key={index} className="flex items-center gap-2" role="group" aria-label={`${name}, opening ${index + 1}`}>
                    {timeInput('start', 'opens at')}
                    <span className="text-sm text-gray-600">to</span>
                    {timeInput('end', 'closes at')}
                    {!disabled && (
                      <Button variant="ghost" size="sm" aria-label={`Remove ${name} ${range.start}–${range.end}`} icon={<CloseIcon className="size-4" />} onClick={() => setDay(key, ranges.filter((_, at) => at !== index))} />
                    )}
                  </div>
                );
              })}
              {error && (
                <p id={`day-${key}-error`} className="text-[13px] text-red-700">
                  {error}
                </p>
              )}
              {!disabled && ranges.length < 6 && (
                <Button variant="ghost" size="sm" icon={<PlusIcon className="size-4" />} onClick={() => setDay(key, [...ranges, nextRange(ranges)])} aria-describedby={`day-${key}`}>
                  {ranges.length === 0 ? 'Open this day' : 'Add hours'}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

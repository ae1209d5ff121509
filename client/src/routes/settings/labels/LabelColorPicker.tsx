import { useId, useRef, type KeyboardEvent } from 'react';
import { cx } from '../../../components/cx';
import { CheckIcon } from '../../../components/icons';

/** Colours that stay distinct from one another as small dots. */
const labelPalette = [
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

export const defaultLabelColor = '#4f46e5';

/** Where each key moves within the swatches (wrapping around), as in any radio group. */
const moves: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

type LabelColorPickerProps = { value: string; onChange: (color: string) => void; error?: string };

/**
 * The label colour as a radio group: one Tab stop (the chosen swatch), arrow keys, Home and End move to
 * and choose a swatch, Space or Enter chooses the focused one.
 */
export function LabelColorPicker({ value, onChange, error }: LabelColorPickerProps) {
  const legendId = useId();
  const errorId = useId();
  const swatches = useRef<Array<HTMLButtonElement | null>>([]);
  const checked = labelPalette.findIndex((swatch) => swatch.value === value.toLowerCase());
  // A colour from outside the palette (set through the API) checks nothing; the first swatch is then the way in.
  const tabStop = Math.max(checked, 0);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onChange(labelPalette[index].value);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, labelPalette.length - 1);
    onChange(labelPalette[next].value);
    swatches.current[next]?.focus();
  };

  return (
    <fieldset>
      <legend id={legendId} className="text-[13px] font-medium text-gray-800">
        Colour
      </legend>
      <div role="radiogroup" aria-labelledby={legendId} aria-describedby={error ? errorId : undefined} className="mt-2 flex flex-wrap gap-2">
        {labelPalette.map((swatch, index) => (
          <button
            key={swatch.value}
            ref={(element) => {
              swatches.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={index === checked}
            aria-label={swatch.name}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={() => onChange(swatch.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              'flex size-8 items-center justify-center rounded-full ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              index === checked && 'ring-2 ring-gray-900',
            )}
            style={{ backgroundColor: swatch.value }}
          >
            {index === checked && <CheckIcon className="size-4 text-white" />}
          </button>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-[13px] text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { useId } from 'react';
import { contrastRatio, fullHex, textColorOn } from '../../../../../widget/src/shared/contrast';
import { cx } from '../../../components/cx';
import { FieldShell, inputClasses } from '../../../components/TextField';

/** WCAG AA for normal text: below it, the widget's header and buttons are hard to read in this colour. */
const minimumContrast = 4.5;

type ColorFieldProps = { value: string; onChange: (color: string) => void; error?: string | null; disabled?: boolean };

/** A colour picker with its hex code, and how readable the widget's text will be on it. */
export function ColorField({ value, onChange, error, disabled }: ColorFieldProps) {
  const id = useId();
  const hex = fullHex(value.trim());
  const contrast = hex ? contrastRatio(hex, textColorOn(hex)) : null;
  const readable = contrast !== null && contrast >= minimumContrast;
  // Rounded down, so a ratio just under the minimum never reads as meeting it.
  const ratio = contrast === null ? '' : `${(Math.floor(contrast * 10) / 10).toFixed(1)}:1`;
  return (
    <FieldShell id={id} label="Colour" error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label="Pick a colour"
          value={hex ?? '#4f46e5'}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-lg border border-gray-300 bg-white p-1 disabled:cursor-not-allowed"
        />
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          readOnly={disabled}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-contrast` : `${id}-contrast`}
          className={cx(inputClasses(Boolean(error)), 'w-32 font-mono uppercase')}
        />
      </div>
      <p id={`${id}-contrast`} className={cx('flex items-center gap-2 text-[13px]', readable ? 'text-gray-600' : 'text-amber-800')}>
        {hex && (
          <span className="inline-flex h-5 items-center rounded px-1.5 text-[11px] font-semibold" style={{ background: hex, color: textColorOn(hex) }} aria-hidden="true">
            Aa
          </span>
        )}
        {contrast === null
          ? 'Use a hex colour like #4F46E5.'
          : readable
            ? `Text contrast ${ratio} · easy to read (WCAG AA).`
            : `Text contrast ${ratio} · hard to read. Pick a darker or lighter shade (AA needs 4.5:1).`}
      </p>
    </FieldShell>
  );
}

import { passwordLength, scoreLabels, type PasswordOwner } from '../lib/passwordRule';
import { usePasswordStrength } from '../lib/usePasswordStrength';
import { cx } from './cx';

const segmentColours = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'] as const;
const labelColours = ['text-red-700', 'text-red-700', 'text-amber-800', 'text-emerald-700', 'text-emerald-700'] as const;

type PasswordStrengthMeterProps = {
  password: string;
  /** The person's name and email: passwords made of them are easy to guess, and the server refuses them too. */
  owner: PasswordOwner;
};

/** Four bars and a sentence under a new-password field: how guessable it is and what would help, announced politely as it changes. */
export function PasswordStrengthMeter({ password, owner }: PasswordStrengthMeterProps) {
  const assessment = usePasswordStrength(password, owner);
  const tooShort = password.length > 0 && password.length < passwordLength.min;
  const score = assessment?.score ?? 0;
  // Under the minimum length the field's own hint says what to do; the estimate would only distract.
  const label = !assessment ? null : tooShort ? 'Too short' : scoreLabels[assessment.score];
  const advice = !assessment || assessment.acceptable || tooShort ? null : [assessment.warning, assessment.suggestions[0]].filter(Boolean).join(' ');
  const filled = assessment ? score + 1 : 0;

  return (
    <div className={cx('space-y-1.5', !password && 'hidden')}>
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label ?? 'Checking'}
        className="grid grid-cols-5 gap-1"
      >
        {[0, 1, 2, 3, 4].map((segment) => (
          <span key={segment} className={cx('h-1.5 rounded-full transition-colors', segment < filled ? segmentColours[score] : 'bg-gray-200')} />
        ))}
      </div>
      <p aria-live="polite" className="text-[13px] text-gray-600">
        {label ? (
          <>
            <span className={cx('font-medium', assessment?.acceptable ? labelColours[score] : labelColours[Math.min(score, 2)])}>{label}.</span>
            {advice && ` ${advice}`}
          </>
        ) : (
          password && 'Checking strength…'
        )}
      </p>
    </div>
  );
}

import { cx } from '../../components/cx';
import { CheckIcon } from '../../components/icons';

const onboardingSteps = [
  { key: 'organization', label: 'Organization' },
  { key: 'widget', label: 'Install' },
  { key: 'team', label: 'Team' },
] as const;

export type OnboardingStep = (typeof onboardingSteps)[number]['key'];

export function OnboardingStepper({ current }: { current: OnboardingStep }) {
  const currentIndex = onboardingSteps.findIndex((step) => step.key === current);
  return (
    <nav aria-label="Setup progress" className="mb-8">
      <ol className="flex items-center gap-2 sm:gap-3">
        {onboardingSteps.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={step.key} className="flex flex-1 items-center gap-2 sm:gap-3" aria-current={active ? 'step' : undefined}>
              <span
                className={cx(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-[13px] font-semibold',
                  done && 'bg-indigo-600 text-white',
                  active && 'bg-white text-indigo-700 ring-2 ring-indigo-600',
                  !done && !active && 'bg-white text-gray-600 ring-1 ring-gray-300',
                )}
              >
                {done ? <CheckIcon className="size-4" /> : index + 1}
                <span className="sr-only">{done ? ' (done)' : active ? ' (current)' : ''}</span>
              </span>
              <span className={cx('text-sm font-medium whitespace-nowrap', active ? 'text-gray-950' : 'text-gray-600')}>{step.label}</span>
              {index < onboardingSteps.length - 1 && <span aria-hidden="true" className={cx('h-px flex-1', done ? 'bg-indigo-600' : 'bg-gray-300')} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

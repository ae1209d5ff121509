import type { PageData } from '../../../../prerender/content-schema';
import { formatPrice, planList, pricePeriod } from '../../../../../server/src/billing/plans';
import { ButtonLink } from '../../../components/Button';
import { cx } from '../../../components/cx';
import { PlanLimitList } from '../../../components/PlanLimitList';

type PricingProps = Pick<PageData<'home'>, 'selfHosted'>;

/** The hosted plans, with prices and limits read from the plans the server enforces. */
export function PricingSection({ selfHosted }: PricingProps) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 border-t border-gray-200 bg-gray-50/70">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-indigo-700">Pricing</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance text-gray-950">
            Simple plans for the hosted service.
          </h2>
          <p className="mt-4 text-lg text-pretty text-gray-600">{selfHosted}</p>
        </div>
        <ul className="mt-10 grid gap-5 lg:grid-cols-3">
          {planList.map((plan) => (
            <li
              key={plan.name}
              className={cx(
                'relative flex flex-col rounded-2xl border bg-white p-7 shadow-card',
                plan.highlighted ? 'border-indigo-600 ring-1 ring-indigo-600' : 'border-gray-200',
              )}
            >
              {plan.highlighted && (
                <p className="absolute -top-3 left-7 rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold text-white">Most popular</p>
              )}
              <h3 className="text-lg font-semibold text-gray-950">{plan.name}</h3>
              <p className="mt-1 text-sm text-gray-600">{plan.summary}</p>
              <p className="mt-5 flex items-baseline gap-1.5">
                <span className="text-4xl font-semibold tracking-tight text-gray-950">{formatPrice(plan)}</span>
                <span className="text-sm text-gray-600">{pricePeriod(plan)}</span>
              </p>
              <PlanLimitList plan={plan} className="mt-6 flex-1 space-y-2.5" />
              <ButtonLink to="/register" variant={plan.highlighted ? 'primary' : 'secondary'} block className="mt-7">
                {plan.pricePerSeat === 0 ? 'Start for free' : `Start with ${plan.name}`}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { cx } from '../../../components/cx';
import { FormError } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { PageHeader } from '../../../components/PageHeader';
import { PlanLimitList } from '../../../components/PlanLimitList';
import { TextField } from '../../../components/TextField';
import type { MutationFailure } from '../../../lib/mutationOutcome';
import { useStartCheckoutMutation } from '../../../mutations/useStartCheckoutMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import { usePageTitle } from '../../public/ComingSoonPage';
import { formatPrice, planList, pricePeriod, type Plan } from '../../../../../server/src/billing/plans';
import { SelfHostedBilling } from './SelfHostedBilling';
import type { UpgradeSettingsPageQuery } from './__generated__/UpgradeSettingsPageQuery.graphql';

const query = graphql`
  query UpgradeSettingsPageQuery {
    viewer {
      activeOrganization {
        id
        billing {
          enabled
          plan
          status
          viewerCanManage
          usage {
            limit
            used
          }
        }
      }
    }
  }
`;

const noVariables = {};
const subscribedStatuses = ['TRIALING', 'ACTIVE', 'PAST_DUE'];

function PlanCard({ plan, current, action }: { plan: Plan; current: boolean; action: ReactNode }) {
  return (
    <li className={cx('relative flex flex-col rounded-xl border bg-white p-5 shadow-card', plan.highlighted ? 'border-indigo-600 ring-1 ring-indigo-600' : 'border-gray-200')}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-gray-950">{plan.name}</h2>
        {current && <Badge tone="indigo">Current plan</Badge>}
      </div>
      <p className="mt-1 text-sm text-gray-600">{plan.summary}</p>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-3xl font-semibold tracking-tight text-gray-950">{formatPrice(plan)}</span>
        <span className="text-sm text-gray-600">{pricePeriod(plan)}</span>
      </p>
      <PlanLimitList plan={plan} className="mt-4 flex-1 space-y-2" />
      <div className="mt-5">{action}</div>
    </li>
  );
}

/** /dashboard/settings/upgrade: the plans side by side, and checkout through Stripe for the seats chosen. */
export function UpgradeSettingsPage() {
  usePageTitle('Upgrade');
  const { viewer } = useLazyLoadQuery<UpgradeSettingsPageQuery>(query, noVariables, { fetchPolicy: 'store-and-network' });
  const [searchParams] = useSearchParams();
  const [startCheckout, starting] = useStartCheckoutMutation();
  const organization = viewer?.activeOrganization;
  const seatsInUse = organization?.billing.usage.find((usage) => usage.limit === 'SEATS')?.used ?? 1;
  const [seats, setSeats] = useState(String(Math.max(seatsInUse, 3)));
  const [error, setError] = useState<MutationFailure | null>(null);
  if (!organization) return null;
  const { billing } = organization;
  const subscribed = subscribedStatuses.includes(billing.status ?? '');

  const checkout = async (plan: 'PRO' | 'BUSINESS') => {
    setError(null);
    const outcome = await startCheckout({ organizationId: organization.id, plan, seats: Number(seats) });
    if (!outcome.ok) return setError(outcome.error);
    window.location.assign(outcome.payload.url);
  };

  const actionFor = (plan: Plan) => {
    if (plan.id === billing.plan) return null;
    if (plan.id === 'FREE') return subscribed ? <p className="text-sm text-gray-600">Cancel in Manage billing to return to Free.</p> : null;
    if (!billing.viewerCanManage) return null;
    if (subscribed) return <ButtonLink to="../billing" variant="secondary" block>Change plan in Billing</ButtonLink>;
    return (
      <Button block variant={plan.highlighted ? 'primary' : 'secondary'} loading={starting} onClick={withErrorReport(() => checkout(plan.id as 'PRO' | 'BUSINESS'))}>
        Upgrade to {plan.name}
      </Button>
    );
  };

  return (
    <>
      <PageHeader
        title="Upgrade"
        description={billing.enabled ? 'Compare plans. Paid plans are billed monthly per seat through Stripe; change or cancel any time.' : undefined}
      />
      {!billing.enabled ? (
        <SelfHostedBilling />
      ) : (
        <div className="space-y-6">
          {searchParams.get('checkout') === 'canceled' && <Notice>Checkout was canceled: nothing was charged and your plan is unchanged.</Notice>}
          {!billing.viewerCanManage && <Notice>Only owners change the plan. Ask an owner of this organization to upgrade.</Notice>}
          {billing.viewerCanManage && !subscribed && (
            <div className="max-w-xs">
              <TextField
                label="Seats"
                type="number"
                inputMode="numeric"
                min={seatsInUse}
                max={1000}
                value={seats}
                onChange={(event) => setSeats(event.target.value)}
                hint={`Your team uses ${seatsInUse} (members and open invitations).`}
                error={error?.fieldErrors.seats}
              />
            </div>
          )}
          <FormError message={error && !error.fieldErrors.seats ? error.message : null} />
          <ul className="grid gap-4 lg:grid-cols-3">
            {planList.map((plan) => (
              <PlanCard key={plan.id} plan={plan} current={plan.id === billing.plan} action={actionFor(plan)} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

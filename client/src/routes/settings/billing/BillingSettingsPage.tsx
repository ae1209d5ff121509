import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { PageHeader } from '../../../components/PageHeader';
import { useOpenBillingPortalMutation } from '../../../mutations/useOpenBillingPortalMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import { usePageTitle } from '../../public/ComingSoonPage';
import { longDate } from '../../../lib/dates';
import { money, planName, statusLabels } from './billingText';
import { PlanUsageList } from './PlanUsageList';
import { SelfHostedBilling } from './SelfHostedBilling';
import type { BillingSettingsPageQuery } from './__generated__/BillingSettingsPageQuery.graphql';

const query = graphql`
  query BillingSettingsPageQuery {
    viewer {
      activeOrganization {
        id
        billing {
          enabled
          plan
          status
          seats
          currentPeriodEnd
          cancelAtPeriodEnd
          graceEndsAt
          hasCustomer
          viewerCanManage
          nextInvoice {
            amount
            currency
            date
          }
          ...PlanUsageList_billing
        }
      }
    }
  }
`;

const noVariables = {};

function ManageBillingButton({ organizationId }: { organizationId: string }) {
  const [openPortal, opening] = useOpenBillingPortalMutation();
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setError(null);
    const outcome = await openPortal({ organizationId });
    if (!outcome.ok) return setError(outcome.error.message);
    window.location.assign(outcome.payload.url);
  };
  return (
    <div className="space-y-2">
      <Button variant="secondary" loading={opening} onClick={withErrorReport(open)}>
        Manage billing
      </Button>
      <FormError message={error} />
    </div>
  );
}

/** /dashboard/settings/billing: the plan, its status and next invoice, and usage against every limit. */
export function BillingSettingsPage() {
  usePageTitle('Billing');
  const { viewer } = useLazyLoadQuery<BillingSettingsPageQuery>(query, noVariables, { fetchPolicy: 'store-and-network' });
  const [searchParams] = useSearchParams();
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  const { billing } = organization;
  const status = billing.status ? statusLabels[billing.status] : null;
  const manage = billing.viewerCanManage && billing.hasCustomer ? <ManageBillingButton organizationId={organization.id} /> : null;
  const upgrade = billing.viewerCanManage && billing.plan === 'FREE' ? <ButtonLink to="../upgrade">Upgrade</ButtonLink> : null;

  return (
    <>
      <PageHeader title="Billing" description="Your plan, what your team uses of it, and invoices." />
      {!billing.enabled ? (
        <SelfHostedBilling />
      ) : (
        <div className="space-y-6">
          {searchParams.get('checkout') === 'success' && (
            <Notice tone="success">Thank you! Your plan changes as soon as Stripe confirms the payment, usually within seconds.</Notice>
          )}
          {billing.graceEndsAt && (
            <Notice tone="warning">
              The last payment failed. Your plan stays until {longDate(billing.graceEndsAt)}; after that Free limits apply. Update the card with Manage billing.
            </Notice>
          )}
          <Card
            id="plan"
            title={
              <span className="flex flex-wrap items-center gap-2">
                {planName(billing.plan)} plan {status && <Badge tone={status.tone}>{status.label}</Badge>}
              </span>
            }
            description={
              billing.plan === 'FREE' ? 'Free forever, within the limits below.' : `${billing.seats} ${billing.seats === 1 ? 'seat' : 'seats'} paid for.`
            }
            actions={upgrade}
          >
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-gray-500">Next invoice</dt>
                <dd className="mt-0.5 font-medium text-gray-900">
                  {billing.nextInvoice ? `${money(billing.nextInvoice.amount, billing.nextInvoice.currency)} on ${longDate(billing.nextInvoice.date)}` : 'None'}
                </dd>
              </div>
              {billing.currentPeriodEnd && (
                <div>
                  <dt className="text-gray-500">{billing.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
                  <dd className="mt-0.5 font-medium text-gray-900">{longDate(billing.currentPeriodEnd)}</dd>
                </div>
              )}
            </dl>
            {manage && <div className="mt-5">{manage}</div>}
            {!billing.viewerCanManage && <p className="mt-5 text-sm text-gray-600">Only owners change the plan and payment details.</p>}
          </Card>
          <Card id="usage" title="Usage" description="Conversations count from the first of each month (UTC)." flush>
            <PlanUsageList billing={billing} />
          </Card>
        </div>
      )}
    </>
  );
}

import { graphql, useFragment } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { useToast } from '../../../components/Toast';
import { useRedeliverWebhookMutation } from '../../../mutations/useRedeliverWebhookMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { WebhookDeliveryLog_endpoint$key } from './__generated__/WebhookDeliveryLog_endpoint.graphql';

const fragment = graphql`
  fragment WebhookDeliveryLog_endpoint on WebhookEndpoint {
    deliveries(first: 10) {
      edges {
        node {
          id
          eventType
          status
          attemptCount
          nextAttemptAt
          createdAt
          lastAttempt {
            number
            statusCode
            error
            durationMs
            responseBody
          }
        }
      }
    }
  }
`;

const statusTone = { SUCCEEDED: 'green', PENDING: 'amber', FAILED: 'red' } as const;
const statusLabel = { SUCCEEDED: 'Delivered', PENDING: 'Retrying', FAILED: 'Failed' } as const;

/** The latest deliveries: event, attempts, the last answer, when the next retry is due, and Redeliver. */
export function WebhookDeliveryLog({ endpoint: key, onChanged }: { endpoint: WebhookDeliveryLog_endpoint$key; onChanged: () => void }) {
  const { deliveries } = useFragment(fragment, key);
  const [redeliver] = useRedeliverWebhookMutation();
  const toast = useToast();

  if (deliveries.edges.length === 0) return <p className="text-sm text-gray-600">No deliveries yet. Send a test event to check the endpoint.</p>;

  const resend = async (deliveryId: string) => {
    const outcome = await redeliver({ deliveryId });
    toast(outcome.ok ? { title: 'Delivery queued again' } : { title: outcome.error.message, tone: 'error' });
    onChanged();
  };

  return (
    <details className="rounded-lg border border-gray-200" open>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-gray-800">Recent deliveries</summary>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-t border-gray-200 bg-gray-50 text-xs text-gray-600">
            <tr>
              <th className="px-3 py-2 font-medium">Event</th>
              <th className="px-3 py-2 font-medium">Status</th>
              <th className="px-3 py-2 font-medium">Attempts</th>
              <th className="px-3 py-2 font-medium">Last answer</th>
              <th className="px-3 py-2 font-medium">Next retry</th>
              <th className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {deliveries.edges.map(({ node: delivery }) => {
              const last = delivery.lastAttempt;
              const status = delivery.status as keyof typeof statusTone;
              return (
                <tr key={delivery.id}>
                  <td className="px-3 py-2 font-mono text-[13px] text-gray-900">{delivery.eventType}</td>
                  <td className="px-3 py-2">
                    <Badge tone={statusTone[status] ?? 'gray'}>{statusLabel[status] ?? delivery.status}</Badge>
                  </td>
                  <td className="px-3 py-2 text-gray-700">{delivery.attemptCount}</td>
                  <td className="max-w-xs px-3 py-2 text-gray-700">
                    {last ? (
                      <>
                        <span className="font-medium">{last.statusCode ?? 'No answer'}</span> in {last.durationMs} ms
                        {(last.error || last.responseBody) && <span className="block truncate font-mono text-xs text-gray-600" title={last.error ?? last.responseBody}>{last.error ?? last.responseBody}</span>}
                      </>
                    ) : (
                      'Not sent yet'
                    )}
                  </td>
                  <td className="px-3 py-2 text-gray-700">{delivery.nextAttemptAt ? new Date(delivery.nextAttemptAt).toLocaleString() : '—'}</td>
                  <td className="px-3 py-2 text-right">
                    <Button size="sm" variant="ghost" onClick={withErrorReport(() => resend(delivery.id))}>
                      Redeliver
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}

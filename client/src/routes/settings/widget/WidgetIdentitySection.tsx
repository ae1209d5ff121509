import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { CodeBlock } from '../../../components/CodeBlock';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { ShieldIcon } from '../../../components/icons';
import { useRotateWidgetIdentitySecretMutation } from '../../../mutations/useRotateWidgetIdentitySecretMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { WidgetIdentitySecretQuery } from './__generated__/WidgetIdentitySecretQuery.graphql';
import type { DraftChange, WidgetDraft } from './widgetDraft';

const secretQuery = graphql`
  query WidgetIdentitySecretQuery($id: ID!) {
    node(id: $id) {
      ... on Widget {
        identitySecret
      }
    }
  }
`;

type Props = { widgetId: string; draft: WidgetDraft; change: DraftChange; editable: boolean };

const hmacExample = (secret: string) => `// On your server, never in the page: the secret must stay private.
import { createHmac } from 'node:crypto';

const userHash = createHmac('sha256', '${secret}').update(user.id).digest('hex');

// In the page:
Parley('identify', { userId: user.id, email: user.email, name: user.name, userHash });`;

export function WidgetIdentitySection({ widgetId, draft, change, editable }: Props) {
  return (
    <Card
      id="widget-identity"
      title="Identity verification"
      description="Proves that a visitor signed in on your site is who the page says, so nobody can read another customer’s conversations."
    >
      <div className="space-y-5">
        <Checkbox
          label="Require verified identities"
          description="When on, identify calls without a valid user hash or signed token are refused. Anonymous visitors can still chat."
          checked={draft.identityVerification}
          onChange={(event) => change('identityVerification', event.target.checked)}
          disabled={!editable}
        />
        {editable ? <IdentitySecret widgetId={widgetId} /> : <p className="text-sm text-gray-600">Only admins and owners can see the identity secret.</p>}
      </div>
    </Card>
  );
}

/** The secret stays hidden until asked for, and rotating it asks first: the site's backend must change with it. */
function IdentitySecret({ widgetId }: { widgetId: string }) {
  const environment = useRelayEnvironment();
  const [rotate, isRotating] = useRotateWidgetIdentitySecretMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const show = async () => {
    setLoading(true);
    setError(null);
    try {
      const data = await fetchQuery<WidgetIdentitySecretQuery>(environment, secretQuery, { id: widgetId }, { fetchPolicy: 'network-only' }).toPromise();
      setSecret(data?.node?.identitySecret ?? null);
    } catch {
      setError('The secret could not be loaded. Try again.');
    } finally {
      setLoading(false);
    }
  };

  const confirmRotate = async () => {
    const outcome = await rotate({ widgetId });
    if (!outcome.ok) return outcome.error.message;
    setSecret(outcome.payload.widget.identitySecret);
    return null;
  };

  return (
    <div className="space-y-3 rounded-lg border border-gray-200 bg-gray-50/60 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <ShieldIcon className="size-4 text-gray-500" />
          Identity secret
        </div>
        <div className="flex gap-2">
          {secret ? (
            <Button variant="secondary" size="sm" onClick={() => setSecret(null)}>
              Hide secret
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={withErrorReport(show)} loading={loading}>
              Show secret
            </Button>
          )}
          <Button variant="dangerOutline" size="sm" onClick={() => setConfirming(true)} loading={isRotating}>
            Rotate secret
          </Button>
        </div>
      </div>
      <FormError message={error} />
      {secret ? (
        <CodeBlock code={hmacExample(secret)} label="Compute the user hash on your server" />
      ) : (
        <p className="text-[13px] text-gray-600">
          Your server signs each user id with this secret (HMAC-SHA256), or signs a JWT with it (HS256); the page passes the hash
          or the token to <code className="rounded bg-gray-100 px-1 py-0.5 font-mono text-[12px] text-gray-800">Parley('identify', …)</code>.
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rotate the identity secret?"
        description="Hashes made with the current secret stop working at once: signed-in visitors chat as guests until your server uses the new secret."
        confirmLabel="Rotate secret"
        onConfirm={confirmRotate}
      />
    </div>
  );
}

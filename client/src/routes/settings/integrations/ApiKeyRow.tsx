import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ReadOnlyNotice } from '../../../components/ReadOnlyNotice';
import { formatDateTime, relativeTime } from '../../../lib/dates';
import { useRevokeApiKeyMutation } from '../../../mutations/useRevokeApiKeyMutation';
import { scopeLabel } from './apiKeyScopes';
import type { ApiKeyRow_apiKey$key } from './__generated__/ApiKeyRow_apiKey.graphql';

const fragment = graphql`
  fragment ApiKeyRow_apiKey on ApiKey {
    id
    name
    scopes
    secretStart
    createdBy {
      name
    }
    createdAt
    expiresAt
    lastUsedAt
    lastUsedIp
    revokedAt
    readOnlyReason
  }
`;

function DateValue({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {relativeTime(iso)}
    </time>
  );
}

/** One key: what it may do, who made it and when, when it expires, when and from where it was last used; Revoke. */
export function ApiKeyRow({ apiKey: key }: { apiKey: ApiKeyRow_apiKey$key }) {
  const apiKey = useFragment(fragment, key);
  const [revokeKey] = useRevokeApiKeyMutation();
  const [confirming, setConfirming] = useState(false);
  const expired = apiKey.expiresAt ? new Date(apiKey.expiresAt) <= new Date() : false;
  const usable = !apiKey.revokedAt && !expired;

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-gray-900">{apiKey.name}</p>
          <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs text-gray-700">{apiKey.secretStart}…</code>
          {apiKey.revokedAt ? <Badge tone="red">Revoked</Badge> : expired ? <Badge tone="amber">Expired</Badge> : apiKey.readOnlyReason ? <Badge tone="amber">Refused</Badge> : null}
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} tone="indigo">
              {scopeLabel[scope] ?? scope}
            </Badge>
          ))}
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-[13px] text-gray-600 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="inline font-medium text-gray-700">Created </dt>
            <dd className="inline">
              <DateValue iso={apiKey.createdAt} />
              {apiKey.createdBy && ` by ${apiKey.createdBy.name}`}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium text-gray-700">Expires </dt>
            <dd className="inline">{apiKey.expiresAt ? <DateValue iso={apiKey.expiresAt} /> : 'never'}</dd>
          </div>
          <div className="lg:col-span-2">
            <dt className="inline font-medium text-gray-700">Last used </dt>
            <dd className="inline">
              {apiKey.lastUsedAt ? (
                <>
                  <DateValue iso={apiKey.lastUsedAt} />
                  {apiKey.lastUsedIp && (
                    <>
                      {' from '}
                      <span className="font-mono">{apiKey.lastUsedIp}</span>
                    </>
                  )}
                </>
              ) : (
                'never'
              )}
            </dd>
          </div>
          {apiKey.revokedAt && (
            <div>
              <dt className="inline font-medium text-gray-700">Revoked </dt>
              <dd className="inline">
                <DateValue iso={apiKey.revokedAt} />
              </dd>
            </div>
          )}
        </dl>
        <ReadOnlyNotice reason={apiKey.readOnlyReason} className="mt-2" />
      </div>
      {usable && (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => setConfirming(true)} aria-label={`Revoke ${apiKey.name}`}>
          Revoke
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke “${apiKey.name}”?`}
        description="Requests made with this key are refused from now on, and its open subscriptions close. This cannot be undone: an integration that still needs access needs a new key."
        confirmLabel="Revoke key"
        onConfirm={async () => {
          const outcome = await revokeKey({ apiKeyId: apiKey.id });
          return outcome.ok ? null : outcome.error.message;
        }}
      />
    </li>
  );
}

import { useCallback, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CodeBlock } from '../../../components/CodeBlock';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Notice } from '../../../components/Notice';
import { useDisconnectSlackMutation } from '../../../mutations/useDisconnectSlackMutation';
import { SlackConnectForm } from './SlackConnectForm';
import type { SlackSectionQuery } from './__generated__/SlackSectionQuery.graphql';

const query = graphql`
  query SlackSectionQuery($organizationId: ID!) {
    organization: node(id: $organizationId) {
      ... on Organization {
        slackIntegration {
          channelId
          channelName
          workspaceName
          mode
          connectedAt
        }
        slackSetup {
          eventsUrl
          manifest
          notePrefix
        }
      }
    }
  }
`;

const modeLabels: Record<string, string> = { TWO_WAY: 'Two-way', ALERTS_ONLY: 'Alerts only' };

/** Settings → Integrations → Slack, for owners and admins: the app to create, the form to connect it, and the connection. */
export function SlackSection({ organizationId }: { organizationId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<SlackSectionQuery>(query, { organizationId }, { fetchPolicy: 'store-and-network', fetchKey });
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const [disconnectSlack] = useDisconnectSlackMutation();
  const [confirming, setConfirming] = useState(false);
  const [reconnecting, setReconnecting] = useState(false);
  const integration = data.organization?.slackIntegration;
  const setup = data.organization?.slackSetup;
  if (!setup) return null;

  const eventsUrl = (
    <div className="space-y-1.5">
      <p className="text-[13px] font-medium text-gray-800">Events request URL</p>
      <CodeBlock code={setup.eventsUrl} label="Event Subscriptions → Request URL" />
    </div>
  );

  return (
    <Card id="slack" title="Slack" description="Post new conversations to a Slack channel, follow them there, and answer visitors from their Slack threads.">
      {integration && !reconnecting ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1.5">
              <p className="text-sm text-gray-900">
                Posting to <span className="font-medium">#{integration.channelName || integration.channelId}</span>
                {integration.workspaceName && <> in {integration.workspaceName}</>}
                <span className="font-mono text-[13px] text-gray-600"> ({integration.channelId})</span>
              </p>
              <div className="flex flex-wrap gap-1.5">
                <Badge tone="green">Connected</Badge>
                <Badge tone={integration.mode === 'TWO_WAY' ? 'indigo' : 'gray'}>{modeLabels[integration.mode] ?? integration.mode}</Badge>
              </div>
              <p className="text-[13px] text-gray-600">
                {integration.mode === 'TWO_WAY' ? (
                  <>
                    A reply in a conversation's Slack thread reaches the visitor; start it with <code className="font-mono">{setup.notePrefix}</code> to leave an internal note instead.
                  </>
                ) : (
                  'Replies in Slack stay in Slack: the team answers in Parley.'
                )}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => setReconnecting(true)}>
                Change
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
                Disconnect
              </Button>
            </div>
          </div>
          {integration.mode === 'TWO_WAY' && eventsUrl}
        </div>
      ) : (
        <div className="space-y-5">
          <ol className="list-decimal space-y-1.5 pl-5 text-sm text-gray-700">
            <li>
              In Slack, go to <span className="font-medium">api.slack.com/apps → Create New App → From a manifest</span>, pick your workspace and paste the manifest below.
            </li>
            <li>Install the app to your workspace, then invite its bot to the channel that should receive conversations.</li>
            <li>Paste the bot token, the signing secret and the channel ID here.</li>
            <li>
              For two-way mode, open <span className="font-medium">Event Subscriptions</span> in the app and verify the request URL (click Retry if Slack tried before you connected).
            </li>
          </ol>
          <CodeBlock code={setup.manifest} label="App manifest (JSON)" />
          {eventsUrl}
          {reconnecting && <Notice>Connecting again replaces the current connection: conversations already in Slack stop receiving replies there.</Notice>}
          <SlackConnectForm
            organizationId={organizationId}
            onConnected={() => {
              setReconnecting(false);
              refresh();
            }}
            onCancel={reconnecting ? () => setReconnecting(false) : undefined}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Slack?"
        description="New conversations stop being posted to Slack, and replies in existing Slack threads no longer reach visitors. The token and signing secret are deleted."
        confirmLabel="Disconnect"
        onConfirm={async () => {
          const outcome = await disconnectSlack({ organizationId });
          if (!outcome.ok) return outcome.error.message;
          refresh();
          return null;
        }}
      />
    </Card>
  );
}

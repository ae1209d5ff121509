import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Card } from '../../../components/Card';
import { CodeBlock } from '../../../components/CodeBlock';
import { CodeIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { canManageTeam } from '../../../lib/roles';
import { captureEvent } from '../../../telemetry/analytics';
import { usePageTitle } from '../../public/ComingSoonPage';
import { WidgetSelection } from '../widget/WidgetSelection';
import { InstallCheck } from './InstallCheck';
import { JavaScriptApiReference } from './JavaScriptApiReference';
import { PlatformGuides } from './PlatformGuides';
import type { SetupSettingsPage_widget$key } from './__generated__/SetupSettingsPage_widget.graphql';
import type { SetupSettingsPageQuery } from './__generated__/SetupSettingsPageQuery.graphql';

const query = graphql`
  query SetupSettingsPageQuery {
    viewer {
      activeOrganization {
        id
        viewerRole
        widgets {
          id
          ...WidgetPicker_widgets
          ...SetupSettingsPage_widget
        }
      }
    }
  }
`;

const widgetFragment = graphql`
  fragment SetupSettingsPage_widget on Widget {
    name
    clientId
    installSnippet
    chatLink
    ...InstallCheck_widget
  }
`;

export function SetupSettingsPage() {
  usePageTitle('Setup');
  const { viewer } = useLazyLoadQuery<SetupSettingsPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  const editable = canManageTeam(organization.viewerRole);

  return (
    <>
      <PageHeader title="Setup" description="Put the chat on your website: paste the snippet, follow the guide for your platform, and check that it loads." />
      <WidgetSelection
        widgets={organization.widgets}
        organizationId={editable ? organization.id : undefined}
        empty={{ icon: <CodeIcon />, description: editable ? 'Create a widget to get its install snippet.' : 'An admin of your organization can create one.' }}
      >
        {(widget) => <WidgetSetup key={widget.id} widget={widget} />}
      </WidgetSelection>
    </>
  );
}

function WidgetSetup({ widget: widgetKey }: { widget: SetupSettingsPage_widget$key }) {
  const widget = useFragment(widgetFragment, widgetKey);
  const scriptUrl = /src="([^"]+)"/.exec(widget.installSnippet)?.[1] ?? '';
  return (
    <div className="space-y-6">
      <Card
        id="setup-snippet"
        title="Install snippet"
        description={
          <>
            Paste it just before <code className="rounded bg-gray-100 px-1 py-0.5 font-mono text-[13px] text-gray-800">&lt;/body&gt;</code> on every page where
            the chat should appear.
          </>
        }
      >
        <div className="space-y-5">
          <CodeBlock code={widget.installSnippet} label={`${widget.name} · install snippet`} onCopy={() => captureEvent('install snippet copied')} />
          <InstallCheck widget={widget} />
          <p className="text-sm text-gray-600">
            No website yet? Share the chat link:{' '}
            <a href={widget.chatLink} target="_blank" rel="noreferrer" className="font-medium break-all text-indigo-700 hover:underline">
              {widget.chatLink}
            </a>
          </p>
        </div>
      </Card>
      <Card id="setup-guides" title="Platform guides" description="Where the snippet goes on the platforms most sites are built with.">
        <PlatformGuides snippet={widget.installSnippet} scriptUrl={scriptUrl} clientId={widget.clientId} />
      </Card>
      <Card id="setup-api" title="JavaScript API" description="Open the chat from your own buttons, tell it who the visitor is, and listen to what happens.">
        <JavaScriptApiReference />
      </Card>
    </div>
  );
}

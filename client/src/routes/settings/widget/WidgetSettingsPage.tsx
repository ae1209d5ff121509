import { graphql, useLazyLoadQuery } from 'react-relay';
import { PaletteIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { canManageTeam } from '../../../lib/roles';
import { usePageTitle } from '../../public/ComingSoonPage';
import { WidgetSelection } from './WidgetSelection';
import { WidgetSettingsForm } from './WidgetSettingsForm';
import type { WidgetSettingsPageQuery } from './__generated__/WidgetSettingsPageQuery.graphql';

const query = graphql`
  query WidgetSettingsPageQuery {
    viewer {
      activeOrganization {
        id
        viewerRole
        awayMessage
        autoReply
        teams {
          id
          name
        }
        widgets {
          id
          ...WidgetSettingsForm_widget
          ...WidgetPicker_widgets
        }
      }
    }
  }
`;

export function WidgetSettingsPage() {
  usePageTitle('Widget settings');
  const { viewer } = useLazyLoadQuery<WidgetSettingsPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  const editable = canManageTeam(organization.viewerRole);

  return (
    <>
      <PageHeader title="Widget" description="How the chat looks and behaves on your websites. The preview shows your changes before you save them." />
      <WidgetSelection
        widgets={organization.widgets}
        organizationId={editable ? organization.id : undefined}
        empty={{ icon: <PaletteIcon />, description: editable ? 'Create a widget to put chat on your website.' : 'An admin of your organization can create one.' }}
      >
        {(widget) => (
          <WidgetSettingsForm
            key={widget.id}
            widget={widget}
            teams={organization.teams}
            availabilityTexts={{ awayMessage: organization.awayMessage, autoReply: organization.autoReply }}
            editable={editable}
          />
        )}
      </WidgetSelection>
    </>
  );
}

import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PaletteIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { canManageTeam } from '../../../lib/roles';
import { usePageTitle } from '../../public/ComingSoonPage';
import { selectedWidgetId, WidgetPicker } from './WidgetPicker';
import { WidgetSettingsForm } from './WidgetSettingsForm';
import type { WidgetSettingsPageQuery } from './__generated__/WidgetSettingsPageQuery.graphql';

const query = graphql`
  query WidgetSettingsPageQuery {
    viewer {
      activeOrganization {
        id
        viewerRole
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
  const [params, setParams] = useSearchParams();
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  const editable = canManageTeam(organization.viewerRole);
  const selectedId = selectedWidgetId(organization.widgets, params.get('widget'));
  const selected = organization.widgets.find((widget) => widget.id === selectedId);

  return (
    <>
      <PageHeader title="Widget" description="How the chat looks and behaves on your websites. The preview shows your changes before you save them." />
      {(organization.widgets.length > 0 || editable) && (
        <WidgetPicker
          widgets={organization.widgets}
          selectedId={selectedId ?? ''}
          onSelect={(widgetId) => setParams({ widget: widgetId }, { replace: true })}
          organizationId={editable ? organization.id : undefined}
        />
      )}
      {selected ? (
        <WidgetSettingsForm key={selected.id} widget={selected} teams={organization.teams} editable={editable} />
      ) : (
        <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50/60">
          <EmptyState icon={<PaletteIcon />} title="No widget yet" description={editable ? 'Create a widget to put chat on your website.' : 'An admin of your organization can create one.'} />
        </div>
      )}
    </>
  );
}

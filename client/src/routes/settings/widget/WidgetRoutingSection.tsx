import { Card } from '../../../components/Card';
import { Select } from '../../../components/Select';
import { languageOptions, type DraftChange, type WidgetDraft } from './widgetDraft';

type Props = { draft: WidgetDraft; change: DraftChange; errors: Record<string, string>; editable: boolean; teams: ReadonlyArray<{ id: string; name: string }> };

const noTeam = 'none';

export function WidgetRoutingSection({ draft, change, errors, editable, teams }: Props) {
  return (
    <Card id="widget-routing" title="Language and routing" description="What language the chat speaks, and which team new conversations go to.">
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label="Language"
          value={draft.locale ?? 'browser'}
          onValueChange={(value) => change('locale', value === 'browser' ? null : value)}
          options={languageOptions}
          hint="Texts of the chat window and the launcher."
          error={errors.locale}
          disabled={!editable}
        />
        <Select
          label="Default team"
          value={draft.defaultTeamId ?? noTeam}
          onValueChange={(value) => change('defaultTeamId', value === noTeam ? null : value)}
          options={[{ value: noTeam, label: 'No team' }, ...teams.map((team) => ({ value: team.id, label: team.name }))]}
          hint={teams.length === 0 ? 'Create teams in Settings → Team.' : 'New conversations from this widget go to this team.'}
          error={errors.defaultTeamId}
          disabled={!editable}
        />
      </div>
    </Card>
  );
}

import { Card } from '../../../components/Card';
import { RadioCards } from '../../../components/RadioCards';
import { TextField } from '../../../components/TextField';
import { ColorField } from './ColorField';
import type { DraftChange, Position, WidgetDraft } from './widgetDraft';

type SectionProps = { draft: WidgetDraft; change: DraftChange; errors: Record<string, string>; editable: boolean };

const positions = [
  { value: 'BOTTOM_RIGHT', label: 'Bottom right', description: 'Where most sites put chat.' },
  { value: 'BOTTOM_LEFT', label: 'Bottom left', description: 'When the right corner is taken.' },
] as const;

export function WidgetAppearanceSection({ draft, change, errors, editable }: SectionProps) {
  return (
    <Card id="widget-appearance" title="Appearance" description="How the launcher and the chat window look on your site.">
      <div className="space-y-5">
        <ColorField value={draft.color} onChange={(color) => change('color', color)} error={errors.color} disabled={!editable} />
        <RadioCards<Position> legend="Launcher position" value={draft.position} onChange={(position) => change('position', position)} options={positions} disabled={!editable} />
        <TextField
          label="Launcher text"
          value={draft.launcherText}
          onChange={(event) => change('launcherText', event.target.value)}
          placeholder="Chat with us"
          maxLength={30}
          hint="Shown beside the chat icon while the chat is closed. Leave empty for the icon alone."
          error={errors.launcherText}
          readOnly={!editable}
        />
        <TextField
          label="Greeting"
          value={draft.greeting}
          onChange={(event) => change('greeting', event.target.value)}
          maxLength={200}
          hint="The line under your name at the top of the chat."
          error={errors.greeting}
          readOnly={!editable}
        />
        <TextField
          label="Team picture"
          type="url"
          inputMode="url"
          value={draft.avatarUrl}
          onChange={(event) => change('avatarUrl', event.target.value)}
          placeholder="https://example.com/team.png"
          hint="An image address (https) shown beside your name. Square images look best."
          error={errors.avatarUrl}
          readOnly={!editable}
        />
      </div>
    </Card>
  );
}

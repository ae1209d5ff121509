import { Card } from '../../../components/Card';
import { RadioCards } from '../../../components/RadioCards';
import { PreChatFieldsEditor } from './PreChatFieldsEditor';
import type { AskForEmail, DraftChange, WidgetDraft } from './widgetDraft';

type SectionProps = { draft: WidgetDraft; change: DraftChange; errors: Record<string, string>; editable: boolean };

const emailChoices = [
  { value: 'NEVER', label: 'Never', description: 'Visitors chat anonymously.' },
  { value: 'WHEN_AWAY', label: 'When away', description: 'So you can reply by email later.' },
  { value: 'ALWAYS', label: 'Always', description: 'Before the first message.' },
] as const;

export function WidgetPreChatSection({ draft, change, errors, editable }: SectionProps) {
  return (
    <Card id="widget-pre-chat" title="Pre-chat form" description="What visitors tell you before they start a conversation.">
      <div className="space-y-6">
        <RadioCards<AskForEmail>
          legend="Ask for the visitor’s email"
          value={draft.askForEmail}
          onChange={(askForEmail) => change('askForEmail', askForEmail)}
          options={emailChoices}
          columns={3}
          disabled={!editable}
        />
        <PreChatFieldsEditor fields={draft.preChatFields} onChange={(fields) => change('preChatFields', fields)} error={errors.preChatFields} editable={editable} />
      </div>
    </Card>
  );
}

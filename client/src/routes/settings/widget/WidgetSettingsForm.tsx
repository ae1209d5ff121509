import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { FormError } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useUpdateWidgetMutation } from '../../../mutations/useUpdateWidgetMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import { AllowedOriginsEditor } from './AllowedOriginsEditor';
import { WidgetAppearanceSection } from './WidgetAppearanceSection';
import { WidgetIdentitySection } from './WidgetIdentitySection';
import { WidgetPreChatSection } from './WidgetPreChatSection';
import { WidgetPreview } from './WidgetPreview';
import { WidgetRoutingSection } from './WidgetRoutingSection';
import { WidgetTranslationsSection } from './WidgetTranslationsSection';
import { draftOf, previewOf, translationsInputOf, type DraftChange, type TranslatedLanguage, type WidgetDraft } from './widgetDraft';
import type { WidgetSettingsForm_widget$key } from './__generated__/WidgetSettingsForm_widget.graphql';

const widgetFragment = graphql`
  fragment WidgetSettingsForm_widget on Widget {
    id
    clientId
    name
    enabled
    color
    position
    launcherText
    greeting
    avatarUrl
    askForEmail
    preChatFields {
      key
      label
      required
    }
    allowedOrigins
    identityVerification
    locale
    defaultTeam {
      id
    }
    translations {
      locale
      greeting
      awayMessage
      autoReply
      emailSubject
      emailIntro
      preChatLabels {
        key
        label
      }
    }
  }
`;

/** Fields whose errors show beside their control; anything else goes in the banner. */
const renderedFields = ['name', 'color', 'launcherText', 'greeting', 'avatarUrl', 'preChatFields', 'allowedOrigins', 'locale', 'defaultTeamId', 'translations'];

type Props = {
  widget: WidgetSettingsForm_widget$key;
  teams: ReadonlyArray<{ id: string; name: string }>;
  /** The organization's English away message and auto-reply, shown where a language has none of its own. */
  availabilityTexts: { awayMessage: string; autoReply: string };
  editable: boolean;
};

export function WidgetSettingsForm({ widget: widgetKey, teams, availabilityTexts, editable }: Props) {
  const widget = useFragment(widgetFragment, widgetKey);
  const saved = useMemo(() => draftOf(widget), [widget]);
  // Null while nothing is edited, so a save shows the server's normalized values (lower-case colours, origins…).
  const [edits, setEdits] = useState<WidgetDraft | null>(null);
  const [error, setError] = useState<MutationFailure | null>(null);
  const [updateWidget, isSaving] = useUpdateWidgetMutation();
  const toast = useToast();
  const draft = edits ?? saved;
  const dirty = edits !== null && JSON.stringify(edits) !== JSON.stringify(saved);
  const errors = error?.fieldErrors ?? {};

  const change: DraftChange = (key, value) => setEdits((current) => ({ ...(current ?? saved), [key]: value }));
  // While the admin writes one language's texts, the preview speaks that language.
  const [previewLanguage, setPreviewLanguage] = useState<TranslatedLanguage | null>(null);
  const previewSettings = useMemo(() => previewOf(draft, previewLanguage), [draft, previewLanguage]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await updateWidget({ widgetId: widget.id, ...draft, avatarUrl: draft.avatarUrl.trim() || null, translations: translationsInputOf(draft) });
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    setEdits(null);
    toast({ title: 'Widget saved', description: 'Chats open on your site show the changes right away.' });
  };

  const discard = () => {
    setEdits(null);
    setError(null);
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_400px] xl:items-start">
      <div className="min-w-0 space-y-6">
        {!editable && <Notice tone="warning">Only admins and owners can change widget settings.</Notice>}
        <FormError message={formLevelMessage(error, renderedFields)} kind={error?.kind} />
        <Card id="widget-general" title="General" description={<>Only your team sees the name. Install the widget from <Link className="font-medium text-indigo-700 hover:underline" to={`/dashboard/settings/setup?widget=${encodeURIComponent(widget.id)}`}>Setup</Link>.</>}>
          <div className="space-y-5">
            <TextField label="Widget name" value={draft.name} onChange={(event) => change('name', event.target.value)} error={errors.name} readOnly={!editable} maxLength={100} />
            <Checkbox
              label="Widget is on"
              description="When off, the launcher disappears from your site and no new chats start."
              checked={draft.enabled}
              onChange={(event) => change('enabled', event.target.checked)}
              disabled={!editable}
            />
          </div>
        </Card>
        <WidgetAppearanceSection draft={draft} change={change} errors={errors} editable={editable} />
        <WidgetPreChatSection draft={draft} change={change} errors={errors} editable={editable} />
        <WidgetTranslationsSection
          draft={draft}
          change={change}
          errors={errors}
          editable={editable}
          englishTexts={{ greeting: draft.greeting, ...availabilityTexts }}
          onPreviewLanguage={setPreviewLanguage}
        />
        <WidgetRoutingSection draft={draft} change={change} errors={errors} editable={editable} teams={teams} />
        <AllowedOriginsEditor origins={draft.allowedOrigins} onChange={(origins) => change('allowedOrigins', origins)} error={errors.allowedOrigins} editable={editable} />
        <WidgetIdentitySection widgetId={widget.id} draft={draft} change={change} editable={editable} />
        {editable && (
          <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 bg-white/95 px-4 py-3 shadow-popover backdrop-blur">
            <p className="text-sm text-gray-700" aria-live="polite">
              {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
            </p>
            <div className="flex gap-2">
              {dirty && (
                <Button variant="secondary" onClick={discard} disabled={isSaving}>
                  Discard
                </Button>
              )}
              <Button type="submit" loading={isSaving} disabled={!dirty}>
                Save changes
              </Button>
            </div>
          </div>
        )}
      </div>
      <div className="min-w-0 xl:sticky xl:top-6">
        <WidgetPreview clientId={widget.clientId} settings={previewSettings} enabled={draft.enabled} />
      </div>
    </form>
  );
}

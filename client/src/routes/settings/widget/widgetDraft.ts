import type { PreviewSettings } from '../../../../../widget/src/shared/preview';
import type { WidgetSettingsForm_widget$data } from './__generated__/WidgetSettingsForm_widget.graphql';

export type Position = 'BOTTOM_RIGHT' | 'BOTTOM_LEFT';
export type AskForEmail = 'NEVER' | 'WHEN_AWAY' | 'ALWAYS';
export type PreChatFieldDraft = { key: string; label: string; required: boolean };

/** The widget's settings as the form edits them, before they are saved. */
export type WidgetDraft = {
  name: string;
  enabled: boolean;
  color: string;
  position: Position;
  launcherText: string;
  greeting: string;
  avatarUrl: string;
  askForEmail: AskForEmail;
  preChatFields: PreChatFieldDraft[];
  allowedOrigins: string[];
  identityVerification: boolean;
  defaultTeamId: string | null;
  locale: string | null;
};

export type DraftChange = <TKey extends keyof WidgetDraft>(key: TKey, value: WidgetDraft[TKey]) => void;

export function draftOf(widget: WidgetSettingsForm_widget$data): WidgetDraft {
  return {
    name: widget.name,
    enabled: widget.enabled,
    color: widget.color,
    position: widget.position === 'BOTTOM_LEFT' ? 'BOTTOM_LEFT' : 'BOTTOM_RIGHT',
    launcherText: widget.launcherText,
    greeting: widget.greeting,
    avatarUrl: widget.avatarUrl ?? '',
    askForEmail: widget.askForEmail === 'NEVER' || widget.askForEmail === 'ALWAYS' ? widget.askForEmail : 'WHEN_AWAY',
    preChatFields: widget.preChatFields.map(({ key, label, required }) => ({ key, label, required })),
    allowedOrigins: [...widget.allowedOrigins],
    identityVerification: widget.identityVerification,
    defaultTeamId: widget.defaultTeam?.id ?? null,
    locale: widget.locale ?? null,
  };
}

/** What the live preview shows of the draft: its look and its pre-chat form (questions without a label yet are left out). */
export function previewOf(draft: WidgetDraft): PreviewSettings {
  return {
    color: draft.color,
    position: draft.position,
    launcherText: draft.launcherText,
    greeting: draft.greeting,
    avatarUrl: draft.avatarUrl || null,
    locale: draft.locale,
    askForEmail: draft.askForEmail,
    preChatFields: draft.preChatFields
      .filter((field) => field.label.trim())
      .map((field, index) => ({ key: field.key || keyForLabel(field.label) || `field_${index + 1}`, label: field.label.trim(), required: field.required })),
  };
}

/** A key for a label: "Order number" → "order_number". */
export function keyForLabel(label: string): string {
  const key = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40);
  return key;
}

export const languageOptions = [
  { value: 'browser', label: 'Visitor’s browser language' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'pt', label: 'Português' },
] as const;

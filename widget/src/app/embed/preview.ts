import { previewChannelName, type PreviewMessage, type PreviewSettings } from '../../shared/preview';
import { createStore, type Store } from '../store';

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

const askForEmailOf = (value: unknown): PreviewSettings['askForEmail'] => (value === 'NEVER' || value === 'ALWAYS' ? value : 'WHEN_AWAY');

function preChatFieldsOf(value: unknown): PreviewSettings['preChatFields'] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((field): field is Record<string, unknown> => Boolean(field) && typeof field.key === 'string' && typeof field.label === 'string')
    .slice(0, 5)
    .map((field) => ({ key: field.key as string, label: field.label as string, required: field.required === true }));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function translationsOf(value: unknown): PreviewSettings['translations'] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is Record<string, unknown> => Boolean(entry) && typeof entry.locale === 'string')
    .map((entry) => ({
      locale: entry.locale as string,
      greeting: text(entry.greeting),
      awayMessage: text(entry.awayMessage),
      preChatLabels: preChatFieldsOf(entry.preChatLabels).map(({ key, label }) => ({ key, label })),
    }));
}

/** Only the known fields, with the right types: anything else reads as "as saved". */
function toSettings(input: unknown): PreviewSettings | null {
  if (!input || typeof input !== 'object') return null;
  const source = input as Record<string, unknown>;
  if (typeof source.color !== 'string' || typeof source.greeting !== 'string' || typeof source.launcherText !== 'string') return null;
  return {
    color: source.color,
    position: source.position === 'BOTTOM_LEFT' ? 'BOTTOM_LEFT' : 'BOTTOM_RIGHT',
    launcherText: source.launcherText,
    greeting: source.greeting,
    avatarUrl: stringOrNull(source.avatarUrl),
    locale: stringOrNull(source.locale),
    askForEmail: askForEmailOf(source.askForEmail),
    preChatFields: preChatFieldsOf(source.preChatFields),
    translations: translationsOf(source.translations),
  };
}

/** The settings the dashboard is editing, for the app it frames as a preview; null until the first arrive. */
export function listenToPreview(previewId: string): Store<PreviewSettings | null> {
  const settings = createStore<PreviewSettings | null>(null);
  const channel = new BroadcastChannel(previewChannelName(previewId));
  channel.onmessage = ({ data }: MessageEvent<PreviewMessage>) => {
    if (data?.type === 'parley:preview') settings.set(toSettings(data.settings));
  };
  channel.postMessage({ type: 'parley:preview-ready' } satisfies PreviewMessage);
  return settings;
}

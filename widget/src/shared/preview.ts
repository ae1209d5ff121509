/**
 * The dashboard's live preview: the widget settings page frames the real widget (loader and app, `data-preview` on
 * the script tag) and sends it the settings being edited, before they are saved. Both ends are on the app's origin,
 * so they speak over a BroadcastChannel named after a random id the page picked.
 */

export type PreviewSettings = {
  color: string;
  position: 'BOTTOM_RIGHT' | 'BOTTOM_LEFT';
  launcherText: string;
  greeting: string;
  avatarUrl: string | null;
  locale: string | null;
  askForEmail: 'NEVER' | 'WHEN_AWAY' | 'ALWAYS';
  /** The extra questions of the pre-chat form, those with a label so far. */
  preChatFields: readonly { key: string; label: string; required: boolean }[];
  /** The texts in other languages being edited; the preview shows those of its language. */
  translations: readonly { locale: string; greeting: string; awayMessage: string; preChatLabels: readonly { key: string; label: string }[] }[];
};

export const previewChannelName = (previewId: string) => `parley-preview:${previewId}`;

/** App → dashboard: ready for settings (sent when it starts listening). Dashboard → app: the settings as they are now. */
export type PreviewMessage = { type: 'parley:preview-ready' } | { type: 'parley:preview'; settings: PreviewSettings };

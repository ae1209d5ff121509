/**
 * The postMessage protocol between the loader (on the customer's page) and the chat app (in its iframe).
 * Each side checks the other's origin and window before acting on a message.
 */

/** Who the visitor is on the customer's site, as the site reports it through `Parley('identify', …)`. */
export type VisitorIdentity = {
  userId?: string;
  email?: string;
  name?: string;
  /** HMAC of the user id with the widget's identity secret, when identity verification is on. */
  userHash?: string;
  /** Instead of the fields above: a JWT the site's server signed (HS256, the widget's identity secret) that carries them. */
  token?: string;
};

/** Free-form facts about the visitor (plan, page, cart value…) shown to operators beside the conversation. */
export type VisitorMetadata = Record<string, string | number | boolean | null>;

/** The page of the customer's site the visitor is on, recorded on their contact for operators. */
export type HostPage = { url: string; referrer: string; language: string };

/** Everything the page knows that the app needs; sent whole after every change, so the app never misses one. */
export type HostState = {
  /** Whether the panel is showing: the app marks messages read only when the visitor can see them. */
  open: boolean;
  page: HostPage;
  identity?: VisitorIdentity;
  metadata?: VisitorMetadata;
};

/** What the page asked the chat to show through `Parley('openArticle', slug)` or `Parley('search', query)`. */
export type HelpRequest = { article?: string; search?: string };

/** Loader → app. `hello` comes first and tells the app which origin to answer. */
export type HostMessage = { type: 'parley:hello' } | { type: 'parley:state'; state: HostState } | ({ type: 'parley:show' } & HelpRequest);

/** A new message in one of the visitor's conversations, as the page's `on('message')` callbacks receive it. */
export type ChatMessage = { body: string; authorName: string; fromVisitor: boolean };

/** How the launcher looks, as the widget's settings say: it matches the chat, in the chat's language. */
export type Appearance = {
  color: string;
  /** The text colour that contrasts best with `color`. */
  onColor: string;
  position: 'left' | 'right';
  /** Shown beside the icon, as a pill; empty for the round icon only. */
  launcherText: string;
  /** The language the chat speaks, for the launcher's labels. */
  locale: string;
};

/** App → loader, always sent to the origin that said hello. */
export type AppMessage =
  | { type: 'parley:ready' }
  | { type: 'parley:appearance'; appearance: Appearance }
  /** The chat can't be used on this page (turned off, or not allowed on this website): no launcher. */
  | { type: 'parley:unavailable' }
  | { type: 'parley:unread'; count: number }
  | { type: 'parley:message'; message: ChatMessage }
  /**
   * The launcher's surroundings. `hidden`: while the team is away, the widget may hide its launcher (the loader keeps
   * it while open or unread). `peek`: a new message's preview shows beside the closed launcher, drawn by the app in
   * the panel's frame. `open`: the visitor clicked that preview, so the chat opens.
   */
  | { type: 'parley:launcher'; hidden: boolean; peek?: boolean; open?: boolean }
  | { type: 'parley:close' };

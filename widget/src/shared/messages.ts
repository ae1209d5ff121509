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
  /** A signed JWT, the alternative to userHash. */
  token?: string;
};

/** Free-form facts about the visitor (plan, page, cart value…) shown to operators beside the conversation. */
export type VisitorMetadata = Record<string, string | number | boolean>;

/** Loader → app. `hello` comes first and tells the app which origin to answer. */
export type HostMessage =
  | { type: 'parley:hello' }
  | { type: 'parley:identify'; identity: VisitorIdentity }
  | { type: 'parley:metadata'; metadata: VisitorMetadata };

/** App → loader, always sent to the origin that said hello. */
export type AppMessage = { type: 'parley:ready' } | { type: 'parley:unread'; count: number } | { type: 'parley:close' };

import type { EventBus } from './event-bus';
import { everyone } from './topics';

/** A committed change that takes access away from live connections, on every instance. */
export type Revocation =
  /** Signed out, revoked, replaced by a password change or reset: these sessions speak for no one now. */
  | { kind: 'SESSIONS_ENDED'; sessionIds: string[] }
  /** Memberships changed role or ended (removed, left, organization deleted): what these operators may see changed. */
  | { kind: 'MEMBERSHIPS_CHANGED'; userIds: string[] }
  /** Widgets disabled, contacts erased, or their organization deleted: their visitors' sessions end. */
  | { kind: 'VISITORS_ENDED'; widgetIds?: string[]; organizationIds?: string[]; contactIds?: string[] }
  /** API keys revoked: their integrations' sockets close. */
  | { kind: 'API_KEYS_REVOKED'; apiKeyIds: string[] };

/** Who a live connection speaks for. */
export type LivePrincipal =
  | { kind: 'operator'; sessionId: string; userId: string; sessionExpiresAt: Date }
  | { kind: 'visitor'; contactId: string; widgetId: string; organizationId: string }
  | { kind: 'apiKey'; apiKeyId: string; expiresAt: Date | null };

/** How a connection is closed, and what its client should make of it. */
export type Closure = { code: number; reason: string };

/**
 * Revocations close with 4403 (Forbidden). graphql-ws clients reconnect after it (4401 would stop them for good, which
 * would strand a dashboard whose browser has just signed in again, after a password change): on the new socket every
 * operation is authorized afresh, so a member whose role changed carries on, and what is no longer allowed is refused
 * once, without a reconnect loop. The reason says which kind of revocation it was.
 */
const revoked = 4403;
export const sessionEnded: Closure = { code: revoked, reason: 'Session ended' };
export const accessChanged: Closure = { code: revoked, reason: 'Access changed' };
/** The key was revoked or expired: a client reconnecting with it is refused. */
export const keyRevoked: Closure = { code: revoked, reason: 'API key revoked' };
/** This instance lost its Redis subscription for a while and events may be missing: the client reconnects and resyncs by cursor. */
export const missedEvents: Closure = { code: 1013, reason: 'Missed events: reconnect and resync' };
/** The client let too many events pile up: it reconnects and resyncs by cursor. */
export const fellBehind: Closure = { code: 1013, reason: 'Too far behind: reconnect and resync' };

/** The index entries a principal is found under when a revocation names it. */
export function keysOf(principal: LivePrincipal): string[] {
  switch (principal.kind) {
    case 'operator':
      return [`session:${principal.sessionId}`, `user:${principal.userId}`];
    case 'visitor':
      return [`contact:${principal.contactId}`, `widget:${principal.widgetId}`, `visitors-of:${principal.organizationId}`];
    case 'apiKey':
      return [`api-key:${principal.apiKeyId}`];
  }
}

/** The index entries a revocation closes, and how. */
export function targetsOf(revocation: Revocation): { keys: string[]; closure: Closure } {
  switch (revocation.kind) {
    case 'SESSIONS_ENDED':
      return { keys: revocation.sessionIds.map((id) => `session:${id}`), closure: sessionEnded };
    case 'MEMBERSHIPS_CHANGED':
      return { keys: revocation.userIds.map((id) => `user:${id}`), closure: accessChanged };
    case 'VISITORS_ENDED':
      return {
        keys: [
          ...(revocation.widgetIds ?? []).map((id) => `widget:${id}`),
          ...(revocation.organizationIds ?? []).map((id) => `visitors-of:${id}`),
          ...(revocation.contactIds ?? []).map((id) => `contact:${id}`),
        ],
        closure: sessionEnded,
      };
    case 'API_KEYS_REVOKED':
      return { keys: revocation.apiKeyIds.map((id) => `api-key:${id}`), closure: keyRevoked };
  }
}

/**
 * Call right after the change commits: every instance closes the connections that lost access. Resolves once every
 * instance has received it, so an event published afterwards reaches them after it and is never delivered to them.
 */
export function revokeLiveAccess(services: { pubsub: EventBus }, revocation: Revocation): Promise<void> {
  return services.pubsub.publishConfirmed('access:revoked', everyone, revocation);
}

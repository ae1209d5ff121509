import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { parseCookie } from 'cookie';
import type { OperationTypeNode } from 'graphql';
import { bearerTokenFrom, resolveApiKey, type ApiKeyPrincipal } from '../api-keys/principal';
import { looksLikeApiKey } from '../api-keys/secret';
import type { KeptLimit } from '../billing/over-allowance';
import type { PlanLimitError } from '../errors';
import type { PrismaClient, Role } from '../generated/prisma/client';
import { clientAddress } from '../auth/client-address';
import { isTrustedOrigin } from '../auth/origin';
import { hasSecondFactor } from '../auth/two-factor';
import { sessionCookieName, type ActiveSession } from '../auth/sessions';
import type { MembershipRule } from '../auth/operator-principals';
import { visitorTokenFrom, type VisitorPrincipal } from '../conversations/visitor-sessions';
import type { LiveConnection } from '../realtime/live-connections';
import type { Services } from '../services';

export type Context = {
  prisma: PrismaClient;
  services: Services;
  clientIp: string;
  userAgent: string;
  /** The operator's session when signed in (cookie), else null. */
  session: ActiveSession | null;
  /** The widget visitor when the request carries a visitor token (bearer header or socket params), else null. */
  visitor: VisitorPrincipal | null;
  /** The API key a partner's request is made with (bearer header or socket params), else null; cookies are then ignored. */
  apiKey: ApiKeyPrincipal | null;
  /** The kind of operation being run, set once it is known (see api-keys/key-operations): a key's scopes depend on it. */
  operationType: OperationTypeNode | null;
  /** The WebSocket an operation arrived on, through which its subscription delivers; null over HTTP. */
  connection: LiveConnection | null;
  /**
   * The operation's complexity already passed the limit for this viewer (a subscription's events after one that ran
   * without errors: its document, variables and viewer stay the same), so it is not worked out again.
   */
  complexityChecked: boolean;
  /** Whether an operator is signed in with a confirmed email address. */
  isVerified(): boolean;
  /** The operator's role in an organization, or null when not a member; loaded once per request. */
  roleIn(organizationId: string): Promise<Role | null>;
  /** Whether the organization requires two-factor sign-in and the signed-in operator has not set it up. */
  lacksRequiredTwoFactor(organizationId: string): Promise<boolean>;
  /** Called after a mutation changes the operator's memberships, so later fields see the new roles. */
  forgetRoles(): void;
  setSessionCookie(token: string, expires: Date): Promise<void>;
  clearSessionCookie(): Promise<void>;
  /** A cookie of this request (never with an API key); the session cookie has its own helpers above. */
  cookie(name: string): string | undefined;
  /** Sets an HTTP-only, same-site cookie for the whole app. */
  setCookie(name: string, value: string, expires: Date): Promise<void>;
  deleteCookie(name: string): Promise<void>;
  /** Set when a scope was refused only because the organization requires two-factor sign-in the viewer has not set up. */
  twoFactorMissing: boolean;
  /** What a downgrade left beyond the organization's allowance, read-only (billing/over-allowance); read once per request. */
  overAllowance(organizationId: string, limit: KeptLimit): Promise<Map<string, PlanLimitError>>;
  /** Set when a scope was refused because the viewer's seat or API key is beyond the plan's allowance: the answer. */
  planLimitRefusal: PlanLimitError | null;
  /** What the request learned once, shared by every context made from it (a subscription's events'). */
  readonly seed: RequestSeed;
};

/** What is read of a Node request: an HTTP request, or what a WebSocket keeps of its upgrade request. */
export type RequestHead = Pick<IncomingMessage, 'method' | 'url' | 'headers'> & { socket: Pick<Socket, 'remoteAddress'> };

/**
 * What yoga hands us: `request` for HTTP; `req` for both HTTP (node adapter) and WebSocket (graphql-ws),
 * whose handshake `connectionParams` come along too.
 */
export type InitialContext = {
  request?: Request;
  req?: RequestHead;
  connectionParams?: Record<string, unknown>;
  /** The connecting address of a request that came without a socket (the app's in-process fetch). */
  peerAddress?: string;
};

function headerOf(initial: InitialContext, name: string): string | null {
  return initial.request?.headers.get(name) ?? (initial.req?.headers[name] as string | undefined) ?? null;
}


/**
 * Who a request speaks for and what it learns of them once: read when the request (for a WebSocket subscription, the
 * operation) starts, and shared by every Context made from it. A subscription keeps only this between its events and
 * makes each event's context from it (see contextFrom), so an idle subscription holds a few fields, not a context.
 */
export type RequestSeed = {
  readonly clientIp: string;
  readonly userAgent: string;
  readonly session: ActiveSession | null;
  readonly visitor: VisitorPrincipal | null;
  readonly apiKey: ApiKeyPrincipal | null;
  /** The request's cookies, read only from a trusted origin; never with an API key. */
  readonly cookies: Record<string, string | undefined>;
  readonly cookieStore: Request['cookieStore'] | undefined;
  /** The operator's memberships and second factor, loaded when first asked (forgetRoles drops them). */
  roles?: Promise<Map<string, MembershipRule>>;
  hasTwoFactor?: Promise<boolean>;
  /** Answers asked once per request (see request-answers). */
  readonly answers: Map<string, Promise<unknown>>;
};

export async function createContext(services: Services, initial: InitialContext): Promise<Context> {
  const prisma = services.db.prisma;
  const clientIp = clientAddress(services.config.trustProxy, {
    peerAddress: initial.req?.socket.remoteAddress ?? initial.peerAddress,
    forwardedFor: headerOf(initial, 'x-forwarded-for'),
  });
  // A bearer token is never sent by a browser on its own, so it needs no Origin check.
  const bearer = bearerTokenFrom(headerOf(initial, 'authorization'), initial.connectionParams);
  const apiKey = bearer && looksLikeApiKey(bearer) ? await resolveApiKey(prisma, bearer, clientIp) : null;
  // A key speaks for itself alone: a browser's cookies riding along with it never add an operator's rights.
  const cookieHeader = apiKey ? null : headerOf(initial, 'cookie');
  const parsed = cookieHeader ? parseCookie(cookieHeader) : {};
  const token = parsed[sessionCookieName];
  const trusted = isTrustedOrigin(services.config, { origin: headerOf(initial, 'origin'), host: headerOf(initial, 'host') });
  const resumed = token && trusted ? await services.operatorPrincipals.resume(token) : null;
  const visitor = apiKey ? null : await services.visitorPrincipals.resolve(visitorTokenFrom(headerOf(initial, 'authorization'), initial.connectionParams));
  const context = contextFrom(services, {
    clientIp,
    userAgent: headerOf(initial, 'user-agent') ?? '',
    session: resumed?.session ?? null,
    visitor,
    apiKey,
    cookies: trusted ? parsed : {},
    cookieStore: initial.request?.cookieStore,
    answers: new Map(),
  });
  if (resumed?.extended && token) await context.setSessionCookie(token, resumed.session.expiresAt);
  return context;
}

/** A context for `seed`: the request's own, or one of a subscription's events. */
export function contextFrom(services: Services, seed: RequestSeed): Context {
  const secure = services.config.publicUrl.startsWith('https:');
  const setCookie = async (name: string, value: string, expires: Date) => {
    await seed.cookieStore?.set({ name, value, expires, path: '/', httpOnly: true, sameSite: 'lax', secure, domain: null });
  };
  const deleteCookie = async (name: string) => {
    await seed.cookieStore?.delete({ name, path: '/' });
  };
  const membershipRule = async (organizationId: string) => {
    // Read the session at call time: signing in or out during a mutation replaces it.
    if (!context.session) return null;
    seed.roles ??= services.operatorPrincipals.roles(context.session.userId);
    return (await seed.roles).get(organizationId) ?? null;
  };
  const context: Context = {
    prisma: services.db.prisma,
    services,
    clientIp: seed.clientIp,
    userAgent: seed.userAgent,
    session: seed.session,
    visitor: seed.visitor,
    apiKey: seed.apiKey,
    operationType: null,
    connection: null,
    complexityChecked: false,
    isVerified: () => Boolean(context.session?.user.emailVerifiedAt),
    async roleIn(organizationId) {
      return (await membershipRule(organizationId))?.role ?? null;
    },
    async lacksRequiredTwoFactor(organizationId) {
      const rule = await membershipRule(organizationId);
      if (!rule?.requireTwoFactor || !context.session) return false;
      const userId = context.session.userId;
      seed.hasTwoFactor ??= hasSecondFactor(services, userId);
      return !(await seed.hasTwoFactor);
    },
    forgetRoles() {
      seed.roles = undefined;
      seed.hasTwoFactor = undefined;
    },
    setSessionCookie: (value, expires) => setCookie(sessionCookieName, value, expires),
    clearSessionCookie: () => deleteCookie(sessionCookieName),
    cookie: (name) => seed.cookies[name],
    setCookie,
    deleteCookie,
    twoFactorMissing: false,
    overAllowance: (organizationId, limit) => services.allowances.overAllowance(organizationId, limit),
    planLimitRefusal: null,
    seed,
  };
  return context;
}

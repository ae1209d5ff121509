import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga } from 'graphql-yoga';
import { useCookies } from '@whatwg-node/server-plugin-cookies';
import Redis from 'ioredis';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { applyPendingMigrations, pendingMigrationCount } from './db/migrate';
import type { InboundSmtpServer } from './email/inbound/inbound-smtp-server';
import { createMailer } from './email/mailer';
import { createLogger } from './logger';
import { createRateLimits } from './auth/rate-limits';
import { createCostBuckets } from './api-keys/cost-buckets';
import { useKeyOperations } from './api-keys/key-operations';
import { sessionExpiry } from './auth/sessions';
import { createBackgroundTasks } from './background-tasks';
import { createContext, type InitialContext } from './graphql/context';
import { useDocumentLimits } from './graphql/limits/document-limits';
import { useListLimits } from './graphql/limits/list-limits';
import { useRequestBodyLimit } from './graphql/limits/request-body-limit';
import { createParseCache } from './graphql/limits/parse-cache';
import { useNamedValueErrors } from './graphql/named-value-errors';
import { useTwoFactorSignal } from './graphql/two-factor-signal';
import { useAnswersAsDeliveries } from './graphql/answer-as-delivery';
import { schema } from './graphql/schema';
import { attachmentDownloadPattern, createAttachmentDownloadHandler } from './http/attachment-downloads';
import { contactsExportPath, createContactsExportHandler } from './http/contacts-export';
import { createOrganizationExportDownloadHandler } from './http/organization-export-download';
import { organizationExportDownloadPath } from './privacy/export-links';
import { graphiqlAssetsPrefix, graphiqlOptions, renderGraphiQLPage, serveGraphiQLAsset } from './http/graphiql';
import { createSecurityHeaders } from './http/security-headers';
import { createStaticHandler } from './http/static-files';
import { createUploadHandler, uploadsPath } from './http/uploads';
import { avatarDownloadPattern, avatarUploadPath, createAvatarDownloadHandler, createAvatarUploadHandler } from './http/avatars';
import { createSecretBox } from './auth/secret-box';
import { loadServerSecret } from './auth/server-secret';
import { createStorage } from './storage';
import { startAttachmentTimers } from './attachments/timers';
import { startAuditRetention } from './audit/retention';
import { startPrivacyTimers } from './privacy/timers';
import { startConversationTimers } from './conversations/timers';
import { redisSettled } from './redis-settled';
import { createEventBus } from './realtime/event-bus';
import { shareWriteNotices } from './realtime/shared-write-notices';
import { createLiveConnections } from './realtime/live-connections';
import { createVisitorPrincipals } from './conversations/visitor-principals';
import { createOperatorPrincipals, operatorPrincipalModels } from './auth/operator-principals';
import { allowanceModels, createAllowanceReads } from './billing/allowance-reads';
import { createAvailabilityCache } from './conversations/availability-cache';
import { serveGraphQLOverWebSocket } from './realtime/websocket-server';
import { createHelpCenterHandler, helpCenterPattern } from './knowledge/help-center';
import { prepareSite } from './site/prepare-site';
import { createWithoutPublicSiteHandler, withoutPublicSitePaths } from './site/without-public-site';
import type { Services } from './services';
import { createAnalytics } from './telemetry/analytics';
import { sealStoredWebhookSecrets } from './webhooks/seal-stored-secrets';
import { createWebhookWorker } from './webhooks/worker';
import { createStripeClient } from './billing/stripe-client';
import { createPasswordChecker } from './auth/password-checker';
import { createStripeWebhookHandler, stripeWebhookPath } from './billing/stripe-webhook';
import { createSlackEventsHandler } from './slack/events-handler';
import { slackEventsPathPattern } from './slack/manifest';
import { browserConfigPath, serveBrowserConfig } from './telemetry/browser-config';
import { startErrorReporting } from './telemetry/error-reporting';
import { maskUnexpectedError, unexpectedErrorReporter } from './telemetry/masked-errors';
import { useOperationTelemetry } from './telemetry/operation-plugin';
import { createSentryTunnel, sentryTunnelPath } from './telemetry/sentry-tunnel';

export type App = {
  services: Services;
  /** Base URL the app listens on once started, e.g. http://127.0.0.1:53121. */
  url(): string;
  /** The port replies by email are received on once started; null unless INBOUND_SMTP_PORT is set. */
  inboundSmtpPort(): number | null;
  /** GraphQL over HTTP without a socket, for tests: the request arrives as if from a proxy on this machine. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  start(): Promise<void>;
  /** Stops accepting, lets in-flight requests finish, closes sockets and connections. */
  stop(): Promise<void>;
};

export type AppOptions = {
  /** A database the caller made (and closes itself); otherwise the app opens and owns its own. */
  database?: Database;
  /** The clock for scheduled work such as webhook retries; tests pass one they can move forward. */
  now?: () => Date;
  /** How long a webhook receiver has to answer (15 s); tests shorten it. */
  webhookTimeoutMs?: number;
};

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = createLogger(config.logLevel);
  const errorReporting = startErrorReporting(config.sentry);
  const reportUnexpected = unexpectedErrorReporter(logger, errorReporting);
  const db = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const applied = await applyPendingMigrations(db);
  if (applied.length > 0) logger.info(`Applied ${applied.length} database migration(s)`, { migrations: applied });
  await prepareSite(db.prisma, config, logger);

  // Commands fail at once while Redis is unreachable (instead of waiting in a queue), so rate limits fall back to memory.
  // Commands issued in the same turn of the event loop leave in one write (a request's rate limits, concurrent requests').
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, enableAutoPipelining: true }) : undefined;
  redis?.on('error', (error: Error) => logger.warn('Redis connection error', { error: error.message }));
  const pubsub = createEventBus(config.redisUrl, logger);
  const now = options.now ?? (() => new Date());
  const serverSecret = await loadServerSecret(config);
  const webhookSecrets = createSecretBox(serverSecret, 'webhook signing secrets');
  const slackSecrets = createSecretBox(serverSecret, 'slack app secrets');
  const sealed = await sealStoredWebhookSecrets(db.prisma, webhookSecrets);
  if (sealed > 0) logger.info(`Encrypted the signing secrets of ${sealed} webhook endpoint(s)`);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.emailFrom, logger });
  const services: Services = {
    config,
    logger,
    db,
    mailer,
    rateLimits: createRateLimits(redis),
    passwords: createPasswordChecker(),
    costBuckets: createCostBuckets(redis),
    pubsub,
    visitorPrincipals: createVisitorPrincipals({ prisma: db.prisma, bus: pubsub }),
    operatorPrincipals: createOperatorPrincipals({ db, bus: pubsub }),
    availabilityCache: createAvailabilityCache({ prisma: db.prisma, bus: pubsub }),
    allowances: createAllowanceReads({ db, config, now }),
    analytics: createAnalytics(config.posthog, logger),
    storage: createStorage(config),
    serverSecret,
    webhookSecrets,
    slackSecrets,
    background: createBackgroundTasks(logger),
    webhooks: createWebhookWorker({ prisma: db.prisma, config, logger, mailer, now, secrets: webhookSecrets, slackSecrets, timeoutMs: options.webhookTimeoutMs ?? 15_000 }),
    stripe: config.stripe ? await createStripeClient(config.stripe) : null,
    now,
  };

  const sharedWrites = shareWriteNotices({ db, bus: pubsub, models: [...operatorPrincipalModels, ...allowanceModels] });
  let conversationTimers: { stop(): void } | undefined;
  let attachmentTimers: { stop(): void } | undefined;
  let auditRetention: { stop(): void } | undefined;
  let privacyTimers: { stop(): void } | undefined;
  let inboundSmtp: InboundSmtpServer | undefined;

  const yoga = createYoga<InitialContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: graphiqlOptions,
    renderGraphiQL: renderGraphiQLPage,
    landingPage: false,
    // WebSocket subscriptions are admitted by realtime/websocket-server with these plugins' checks (list limits, key costs).
    plugins: [useCookies(), useRequestBodyLimit(), useDocumentLimits(), useListLimits(), useKeyOperations(services.costBuckets), useNamedValueErrors(), useTwoFactorSignal(), useAnswersAsDeliveries(), useOperationTelemetry(errorReporting, reportUnexpected)],
    // Bodies are limited by useRequestBodyLimit, which counts only those that do not declare their length.
    maxRequestBodySize: false,
    parserAndValidationCache: createParseCache(),
    context: (initial) => createContext(services, initial),
    maskedErrors: { maskError: (error) => maskUnexpectedError(error, reportUnexpected) },
    logging: {
      debug: (...args) => logger.debug(args.map(String).join(' ')),
      info: (...args) => logger.info(args.map(String).join(' ')),
      warn: (...args) => logger.warn(args.map(String).join(' ')),
      error: (...args) => logger.error(args.map(String).join(' ')),
    },
  });

  const serveStatic = createStaticHandler(config.staticRoot, { publicUrl: config.publicUrl, widgetClientId: config.siteWidgetClientId }, { publicSite: config.publicSite });
  const handleWithoutPublicSite = config.publicSite ? null : createWithoutPublicSiteHandler(services, reportUnexpected);
  const sentryTunnel = createSentryTunnel(config.sentry, logger);
  const handleUpload = createUploadHandler(services, reportUnexpected);
  const handleAttachmentDownload = createAttachmentDownloadHandler(services, reportUnexpected);
  const handleContactsExport = createContactsExportHandler(services, reportUnexpected);
  const handleOrganizationExportDownload = createOrganizationExportDownloadHandler(services, reportUnexpected);
  const handleHelpCenter = createHelpCenterHandler(services, reportUnexpected);
  const handleStripeWebhook = services.stripe ? createStripeWebhookHandler(services, services.stripe, reportUnexpected) : null;
  const handleSlackEvents = createSlackEventsHandler(services, reportUnexpected);
  const handleHealth = async (pathname: string, response: ServerResponse) => {
    if (pathname === '/healthz') return json(response, 200, { status: 'ok' });
    // Without Redis this instance can neither share rate limits nor hear other instances' events: not ready.
    const redisState = redis ? { redis: redis.status === 'ready' ? 'up' : 'down' } : {};
    if (redis && redis.status !== 'ready') return json(response, 503, { status: 'redis unreachable', ...redisState });
    try {
      await db.prisma.$queryRaw`SELECT 1`;
      const pending = await pendingMigrationCount(db);
      return json(response, pending === 0 ? 200 : 503, { status: pending === 0 ? 'ready' : 'migrations pending', pending, ...redisState });
    } catch (error) {
      logger.warn('Readiness check failed', { error: String(error) });
      return json(response, 503, { status: 'database unreachable' });
    }
  };

  const handleAvatarUpload = createAvatarUploadHandler(services, reportUnexpected);
  const handleAvatarDownload = createAvatarDownloadHandler(services, reportUnexpected);
  const applySecurityHeaders = createSecurityHeaders(config);
  const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
    applySecurityHeaders(request, response);
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/graphql') return void yoga(request, response);
    if (pathname.startsWith(graphiqlAssetsPrefix)) return void serveGraphiQLAsset(pathname, response).catch(reportUnexpected);
    if (pathname === '/healthz' || pathname === '/readyz') return void handleHealth(pathname, response);
    if (pathname === sentryTunnelPath) return void sentryTunnel(request, response);
    if (pathname === browserConfigPath) return serveBrowserConfig(config, response);
    if (pathname === uploadsPath) return void handleUpload(request, response);
    if (pathname === avatarUploadPath) return void handleAvatarUpload(request, response);
    if (avatarDownloadPattern.test(pathname)) return void handleAvatarDownload(request, response);
    if (pathname === stripeWebhookPath && handleStripeWebhook) return void handleStripeWebhook(request, response);
    const slackEvents = slackEventsPathPattern.exec(pathname);
    if (slackEvents) return void handleSlackEvents(request, response, slackEvents[1]!);
    if (attachmentDownloadPattern.test(pathname)) return void handleAttachmentDownload(request, response);
    if (pathname === contactsExportPath) return void handleContactsExport(request, response);
    if (pathname === organizationExportDownloadPath) return void handleOrganizationExportDownload(request, response);
    const helpCenterPage = helpCenterPattern.exec(pathname);
    if (helpCenterPage) return void handleHelpCenter(request, response, helpCenterPage);
    if (handleWithoutPublicSite && withoutPublicSitePaths.has(pathname)) return void handleWithoutPublicSite(response, pathname);
    serveStatic(request, response, () => json(response, 404, { error: 'Not found' }));
  });

  const liveConnections = createLiveConnections({ bus: pubsub, logger, sessionExpiry: (sessionId) => sessionExpiry(db.prisma, sessionId) });
  const webSockets = serveGraphQLOverWebSocket(server, { yoga, services, liveConnections, logger, reportUnexpected });

  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    services,
    url() {
      const address = server.address() as AddressInfo;
      return `http://127.0.0.1:${address.port}`;
    },
    inboundSmtpPort: () => inboundSmtp?.port() ?? null,
    fetch: async (path, init = {}) => yoga.fetch(new URL(path, 'http://localhost').toString(), init, { peerAddress: '127.0.0.1' }),
    async start() {
      // No socket is accepted before revocations from every instance reach this one, nor any request before the
      // Redis connection has settled.
      await Promise.all([liveConnections.ready, redis && redisSettled(redis)]);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          conversationTimers = startConversationTimers(services);
          attachmentTimers = startAttachmentTimers(services);
          auditRetention = startAuditRetention(services);
          privacyTimers = startPrivacyTimers(services);
          services.webhooks.start();
          resolve();
        });
      });
      const inbound = config.inboundEmail;
      if (inbound?.smtpPort !== undefined) {
        // Loaded only here: the SMTP server and the mail parser are some 8 MB of heap that every major collection marks.
        const { createInboundSmtpServer } = await import('./email/inbound/inbound-smtp-server');
        inboundSmtp = createInboundSmtpServer(services, { port: inbound.smtpPort, host: inbound.smtpHost, domain: inbound.domain, maxBytes: inbound.maxBytes });
        await inboundSmtp.listen();
        logger.info(`Receiving replies by email on port ${inboundSmtp.port()} for ${inbound.domain}`);
      }
    },
    async stop() {
      conversationTimers?.stop();
      attachmentTimers?.stop();
      auditRetention?.stop();
      privacyTimers?.stop();
      await services.webhooks.stop();
      // Mail being received finishes (its sender waits for our answer) before the database closes.
      await inboundSmtp?.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await webSockets.close();
      // Requests still running get a moment to finish before their sockets are cut.
      const deadline = setTimeout(() => sockets.forEach((socket) => socket.destroy()), 5000);
      if (server.listening) await closed;
      clearTimeout(deadline);
      liveConnections.stop();
      services.visitorPrincipals.stop();
      services.operatorPrincipals.stop();
      services.availabilityCache.stop();
      services.allowances.stop();
      await services.rateLimits.stop();
      await services.passwords.close();
      sharedWrites.stop();
      await services.background.idle();
      await pubsub.close();
      // A Redis that is away would never answer QUIT.
      await redis?.quit().catch(() => redis.disconnect());
      services.mailer.close();
      await services.analytics.shutdown();
      await errorReporting.close();
      if (!options.database) await db.close();
    },
  };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

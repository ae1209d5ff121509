import type { IncomingMessage, Server } from 'node:http';
import { createSourceEventStream, getOperationAST, GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { handleProtocols, type SubscribePayload } from 'graphql-ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer, type WebSocket } from 'ws';
import { admitKeyOperation } from '../api-keys/key-operations';
import { contextFrom, type Context, type InitialContext, type RequestHead } from '../graphql/context';
import { listLimitError } from '../graphql/limits/list-limits';
import { LiveSource } from '../graphql/live-events';
import { executeSubscriptionEvent } from '../graphql/shared-runs';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { maskUnexpectedError, unexpectedErrorMessage, type ReportUnexpected } from '../telemetry/masked-errors';
import { inDelivery } from './deliveries';
import { startKeepAlive } from './keep-alive';
import { GraphQLSocket, type SocketOperation } from './graphql-socket';
import type { LiveConnections } from './live-connections';
import { LiveSubscription } from './live-subscription';
import type { LivePrincipal } from './revocations';

/**
 * The largest message a client may send; a larger one closes the socket with 1009 before it is buffered or parsed.
 * Our clients send only graphql-ws control messages and subscribe messages: the largest, the dashboard's thread
 * events subscription, is under 2 KB. 128 KiB leaves room for API clients' larger documents, even a mutation carrying
 * a whole 10,000-character message, while one socket can no longer make the server hold and parse megabytes.
 */
const maxMessageBytes = 128 * 1024;
/** Every socket is pinged this often, and dropped if it has not answered the previous ping. */
const keepAliveMs = 12_000;
/** Pinged a twelfth of the sockets at a time: 2,000 sockets are about 170 pings a second. */
const keepAliveGroups = 12;
/** The headers operations read (see graphql/context and telemetry): all a socket keeps of its upgrade request. */
const keptHeaders = ['authorization', 'cookie', 'host', 'origin', 'user-agent', 'x-forwarded-for'] as const;

type Options = {
  yoga: YogaServerInstance<InitialContext, object>;
  services: Services;
  liveConnections: LiveConnections;
  logger: Logger;
  reportUnexpected: ReportUnexpected;
};

function principalsOf(context: Context): LivePrincipal[] {
  const principals: LivePrincipal[] = [];
  const { session, visitor, apiKey } = context;
  if (apiKey) principals.push({ kind: 'apiKey', apiKeyId: apiKey.id, expiresAt: apiKey.expiresAt });
  if (session) principals.push({ kind: 'operator', sessionId: session.id, userId: session.userId, sessionExpiresAt: session.expiresAt });
  if (visitor) principals.push({ kind: 'visitor', contactId: visitor.contactId, widgetId: visitor.widgetId, organizationId: visitor.organizationId });
  return principals;
}

/** What operations read of the upgrade request, instead of the request itself (its raw headers, streams and socket). */
function requestHeadOf(upgrade: IncomingMessage): RequestHead {
  const headers: Record<string, string | string[]> = {};
  for (const name of keptHeaders) {
    const value = upgrade.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return { method: upgrade.method, url: upgrade.url, headers: headers as IncomingMessage['headers'], socket: { remoteAddress: upgrade.socket.remoteAddress } };
}

/**
 * GraphQL over WebSocket (graphql-transport-ws) at /graphql, on the HTTP server. Every operation is parsed, validated
 * and given its context by yoga's own envelop pipeline (same context, auth, validation and limits as HTTP); queries and
 * mutations run through it whole. A subscription is admitted as the pipeline admits operations (list limits, API key
 * costs), then delivered by a LiveSubscription, each event run for its subscriber with a context made from the
 * operation's seed (see RequestSeed). Every socket is a live connection: revocations close it, and its subscriptions
 * deliver only while it may receive.
 */
export function serveGraphQLOverWebSocket(server: Server, { yoga, services, liveConnections, logger, reportUnexpected }: Options) {
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes, handleProtocols: (protocols) => handleProtocols(protocols) });

  /** An error to answer one operation with: its own GraphQL errors as they are, anything else masked and reported. */
  const operationError = (error: unknown): GraphQLError => {
    const masked = maskUnexpectedError(error, reportUnexpected);
    return masked instanceof GraphQLError ? masked : new GraphQLError(unexpectedErrorMessage);
  };
  const masked = (result: ExecutionResult): ExecutionResult => (result.errors ? { ...result, errors: result.errors.map(operationError) } : result);

  /** Admits a subscription and starts delivering it, or answers why not (as graphql-ws answers a result: next, then complete). */
  const subscribe = async (operation: SocketOperation, args: ExecutionArgs & { contextValue: Context }) => {
    const refused = (result: ExecutionResult) => {
      operation.next(masked(result));
      operation.complete();
    };
    const listError = listLimitError(args);
    if (listError) return refused({ errors: [listError] });
    const admission = await admitKeyOperation(services.costBuckets, args);
    if ('refusal' in admission) return refused(admission.refusal);
    const source = await createSourceEventStream(args);
    if (!(source instanceof LiveSource)) {
      if (!('errors' in source)) throw new Error('A subscription field must answer liveEvents(…).');
      return refused(source);
    }
    const { schema, document, operationName, variableValues, contextValue } = args;
    const { seed } = contextValue;
    const { operationType } = contextValue;
    const extensions = admission.cost ? { cost: admission.cost } : null;
    // Each event is run with the complexity check until one runs without errors; the document, its variables and the
    // viewer stay the same, so later events do not work the same number out again.
    let complexityChecked = false;
    const eventContext = () => {
      const context = contextFrom(services, seed);
      context.connection = operation.socket.connection;
      context.operationType = operationType;
      context.complexityChecked = complexityChecked;
      return context;
    };
    const resolveEvent = async (event: object) => {
      const result = await inDelivery(event, () => executeSubscriptionEvent({ schema, document, operationName, variableValues, contextValue: eventContext() }, event));
      if (!result.errors) complexityChecked = true;
      return result;
    };
    const subscription = new LiveSubscription(source, {
      bus: services.pubsub,
      connection: operation.socket.connection,
      resolve: resolveEvent,
      send: (result) => operation.next(masked(extensions ? { ...result, extensions: { ...result.extensions, ...extensions } } : result)),
      fail: (error) => operation.error([operationError(error)]),
    });
    operation.hold(subscription);
  };

  /** One operation of one socket, from its subscribe message to its last result. */
  const runOperation = async (operation: SocketOperation, payload: SubscribePayload) => {
    const { socket } = operation;
    try {
      const enveloped = yoga.getEnveloped({ req: socket.head, connectionParams: socket.connectionParams, params: payload });
      const document = enveloped.parse(payload.query);
      const errors = enveloped.validate(enveloped.schema, document);
      if (errors.length > 0) return operation.error(errors);
      const definition = getOperationAST(document, payload.operationName);
      if (!definition) return operation.error([new GraphQLError('Unable to identify operation')]);
      const admit = socket.connection.beginAdmission();
      // The app's yoga builds its context with createContext.
      const contextValue = (await enveloped.contextFactory()) as unknown as Context;
      admit(principalsOf(contextValue));
      contextValue.connection = socket.connection;
      if (!operation.isRunning()) return;
      const args = { schema: enveloped.schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      if (definition.operation === 'subscription') return await subscribe(operation, args);
      operation.next((await enveloped.execute(args)) as ExecutionResult);
      operation.complete();
    } catch (error) {
      // A bad operation is answered with errors for that operation alone: the socket and its other operations live on.
      operation.error([operationError(error)]);
    }
  };

  const keepAlive = startKeepAlive({ periodMs: keepAliveMs, groups: keepAliveGroups });
  // ws has already closed the socket with the fitting code (1009 for too large a message, 1002 for a bad frame).
  function protocolError(error: Error) {
    logger.info('WebSocket closed on a protocol error', { error: error.message });
  }

  const accept = (client: WebSocket, upgrade: IncomingMessage) => {
    const socket = new GraphQLSocket(client, requestHeadOf(upgrade), liveConnections.open(client), runOperation);
    keepAlive.watch(client);
    client.on('error', protocolError);
    client.on('message', (data: Buffer) => socket.receive(data.toString()));
    client.once('close', () => {
      socket.connection.forget();
      socket.closed();
    });
  };

  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/graphql') return socket.destroy();
    webSockets.handleUpgrade(request, socket, head, (client) => accept(client, request));
  });

  return {
    /** Closes every socket (the clients reconnect elsewhere) and stops accepting new ones. */
    close: () =>
      new Promise<void>((resolve) => {
        keepAlive.stop();
        for (const client of webSockets.clients) client.close(1001, 'Server shutting down');
        webSockets.close(() => resolve());
      }),
  };
}

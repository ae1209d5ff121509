import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, type execute, type ExecutionArgs, type subscribe } from 'graphql';
import { CloseCode, handleProtocols, makeServer } from 'graphql-ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Context, InitialContext, RequestHead } from '../graphql/context';
import type { Logger } from '../logger';
import { maskUnexpectedError, unexpectedErrorMessage, type ReportUnexpected } from '../telemetry/masked-errors';
import type { LiveConnections, TrackedConnection } from './live-connections';
import type { LivePrincipal } from './revocations';

/**
 * The largest message a client may send; a larger one closes the socket with 1009 before it is buffered or parsed.
 * Our clients send only graphql-ws control messages and subscribe messages: the largest, the dashboard's thread
 * events subscription, is under 2 KB. 128 KiB leaves room for API clients' larger documents, even a mutation carrying
 * a whole 10,000-character message, while one socket can no longer make the server hold and parse megabytes.
 */
const maxMessageBytes = 128 * 1024;
/** A socket that does not answer a ping within this long is dropped. */
const keepAliveMs = 12_000;

type Extra = { socket: WebSocket; request: RequestHead; connection: TrackedConnection };
/** onSubscribe puts the enveloped execute/subscribe on rootValue so that graphql-ws runs them. */
type EnvelopedArgs = ExecutionArgs & { rootValue: { execute: typeof execute; subscribe: typeof subscribe } };

type Options = {
  yoga: YogaServerInstance<InitialContext, object>;
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

/**
 * GraphQL over WebSocket (graphql-ws) at /graphql, on the HTTP server. Every operation runs through yoga's own envelop
 * pipeline (same context, auth, validation and plugins as HTTP), and every socket is a live connection: revocations
 * close it, and its subscriptions deliver only while it may receive.
 */
export function serveGraphQLOverWebSocket(server: Server, { yoga, liveConnections, logger, reportUnexpected }: Options) {
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes, handleProtocols: (protocols) => handleProtocols(protocols) });

  /** An error to answer one operation with: its own GraphQL errors as they are, anything else masked and reported. */
  const operationError = (error: unknown): GraphQLError => {
    const masked = maskUnexpectedError(error, reportUnexpected);
    return masked instanceof GraphQLError ? masked : new GraphQLError(unexpectedErrorMessage);
  };

  const graphqlWs = makeServer<Record<string, unknown> | undefined, Extra>({
    execute: (args) => (args as EnvelopedArgs).rootValue.execute(args),
    subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args),
    // A bad operation is answered with errors for that operation alone: the socket and its other operations live on.
    onSubscribe: async (ctx, _id, params) => {
      const { socket, request, connection } = ctx.extra;
      try {
        const enveloped = yoga.getEnveloped({ ...ctx, req: request, socket, params });
        const document = enveloped.parse(params.query);
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return errors;
        const admit = connection.beginAdmission();
        // The app's yoga builds its context with createContext.
        const contextValue = (await enveloped.contextFactory()) as unknown as Context;
        admit(principalsOf(contextValue));
        contextValue.connection = connection;
        return {
          schema: enveloped.schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue,
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      } catch (error) {
        return [operationError(error)];
      }
    },
  });

  const accept = (socket: WebSocket, upgrade: IncomingMessage) => {
    const connection = liveConnections.open(socket);
    // What operations read of the upgrade request, kept for the socket's life instead of the request itself (its raw
    // headers, stream state and socket references): a live connection should cost little while it idles.
    const request: RequestHead = { method: upgrade.method, url: upgrade.url, headers: upgrade.headers, socket: { remoteAddress: upgrade.socket.remoteAddress } };
    let pongWait: ReturnType<typeof setTimeout> | undefined;
    const pinger = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), keepAliveMs);
      socket.once('pong', () => clearTimeout(pongWait));
      socket.ping();
    }, keepAliveMs);
    // ws has already closed the socket with the fitting code (1009 for too large a message, 1002 for a bad frame).
    socket.on('error', (error) => logger.info('WebSocket closed on a protocol error', { error: error.message }));

    const closed = graphqlWs.opened(
      {
        protocol: socket.protocol,
        // A failed write means the socket is going away; its close ends the operations.
        send: (data) => new Promise<void>((resolve) => (socket.readyState === socket.OPEN ? socket.send(data, () => resolve()) : resolve())),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data: Buffer) => {
            handle(data.toString()).catch((error: unknown) => {
              reportUnexpected(error);
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      { socket, request, connection },
    );
    socket.once('close', (code, reason) => {
      clearInterval(pinger);
      clearTimeout(pongWait);
      connection.forget();
      closed(code, reason.toString()).catch(reportUnexpected);
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
        for (const client of webSockets.clients) client.close(1001, 'Server shutting down');
        webSockets.close(() => resolve());
      }),
  };
}

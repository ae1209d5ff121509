import { complexityFromQuery } from '@pothos/plugin-complexity';
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionArgs } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { Context } from '../graphql/context';
import { connectionPageError } from './connection-pages';
import { costLimits, type CostBuckets } from './cost-buckets';

export type CostExtension = {
  requestedQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
};

function costExtension(requestedQueryCost: number, currentlyAvailable: number): CostExtension {
  return { requestedQueryCost, throttleStatus: { ...costLimits, currentlyAvailable: Math.floor(currentlyAvailable) } };
}

/** The bucket holds too few points: nothing ran; waiting the given seconds refills enough. */
function throttled(cost: CostExtension): GraphQLError {
  const missing = cost.requestedQueryCost - cost.throttleStatus.currentlyAvailable;
  const retryAfterSeconds = Math.max(1, Math.ceil(missing / costLimits.restoreRate));
  return new GraphQLError(`Throttled: this operation costs ${cost.requestedQueryCost} points and ${cost.throttleStatus.currentlyAvailable} are available. Retry in ${retryAfterSeconds} s.`, {
    extensions: { code: 'THROTTLED', retryAfterSeconds, http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } } },
  });
}

function tooCostly(cost: number): GraphQLError {
  return new GraphQLError(`This operation costs ${cost} points; one operation may cost at most ${costLimits.maximumAvailable}. Ask for fewer items with "first" or "last".`, {
    extensions: { code: 'MAX_COST_EXCEEDED' },
  });
}

/** Adds the cost to every result an operation yields (one for queries and mutations, one per event for subscriptions). */
function withCost(payload: Parameters<typeof handleStreamOrSingleExecutionResult>[0], cost: CostExtension) {
  return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => setResult({ ...result, extensions: { ...result.extensions, cost } }));
}

/** What admitting an operation decided: run it, and report its cost with each result (API keys only), or answer this instead. */
export type KeyAdmission = { cost: CostExtension | null } | { refusal: { errors: GraphQLError[]; extensions?: Record<string, unknown> } };

/**
 * Records the operation's kind (a key's scopes depend on it), and for API keys: demands page sizes on connections,
 * charges the operation's complexity (the same number the complexity plugin limits) to the key's bucket, refusing it
 * unrun when the bucket is short. WebSocket subscriptions are admitted with it too (realtime/websocket-server).
 */
export async function admitKeyOperation(buckets: CostBuckets, args: ExecutionArgs): Promise<KeyAdmission> {
  const context = args.contextValue as Context;
  context.operationType = getOperationAST(args.document, args.operationName)?.operation ?? null;
  if (!context.apiKey) return { cost: null };
  const pageError = connectionPageError({ schema: args.schema, document: args.document, operationName: args.operationName, variableValues: args.variableValues });
  if (pageError) return { refusal: { errors: [pageError] } };
  const requested = complexityFromQuery(args.document as DocumentNode, { schema: args.schema, ctx: context, variables: args.variableValues ?? {} }).complexity;
  if (requested > costLimits.maximumAvailable) return { refusal: { errors: [tooCostly(requested)] } };
  const bucket = await buckets.take(context.apiKey.id, requested);
  const cost = costExtension(requested, bucket.currentlyAvailable);
  if (!bucket.allowed) return { refusal: { errors: [throttled(cost)], extensions: { cost } } };
  return { cost };
}

/**
 * Runs before every operation, on HTTP and WebSocket alike. It records the operation's kind (a key's scopes depend on
 * it), and for API keys: demands page sizes on connections, charges the operation's complexity (the same number the
 * complexity plugin limits) to the key's bucket, refusing it unrun when the bucket is short, and reports the cost.
 */
export function useKeyOperations(buckets: CostBuckets): Plugin {
  type Stoppable = { args: ExecutionArgs; setResultAndStopExecution(result: { errors: GraphQLError[]; extensions?: Record<string, unknown> }): void };
  const admit = async ({ args, setResultAndStopExecution }: Stoppable): Promise<CostExtension | null> => {
    const admission = await admitKeyOperation(buckets, args);
    if ('refusal' in admission) {
      setResultAndStopExecution(admission.refusal);
      return null;
    }
    return admission.cost;
  };

  return {
    async onExecute(payload) {
      const cost = await admit(payload);
      return cost ? { onExecuteDone: (done) => withCost(done, cost) } : undefined;
    },
    async onSubscribe(payload) {
      const cost = await admit(payload);
      return cost ? { onSubscribeResult: (done) => withCost(done, cost) } : undefined;
    },
  };
}

import { describe, expect, it } from '@jest/globals';
import { GraphQLBoolean, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type DocumentNode } from 'graphql';
import type { Context } from './context';
import { executeSubscriptionEvent, perViewer, sharedRunCounts } from './shared-runs';

/*
 * A run is handed to another viewer only when everything it learned of its own viewer holds for them too, and
 * anything it cannot compare keeps it to itself: these use a schema of their own, whose fields each read the viewer
 * one way.
 */
type Message = { text: string; authorId: string };
type Viewer = { userId: string | null; role: string | null };

const MessageEvent = new GraphQLObjectType<Message, Context>({
  name: 'MessageEvent',
  fields: {
    text: { type: GraphQLString, resolve: (message) => message.text },
    viewerId: { type: GraphQLString, resolve: (_message, _args, context) => context.session?.userId ?? null },
    mine: {
      type: new GraphQLNonNull(GraphQLBoolean),
      resolve: (message, _args, context, info) => perViewer(context, info, (viewer) => message.authorId === viewer.session?.userId),
    },
    byOwner: { type: GraphQLBoolean, resolve: async (_message, _args, context) => (await context.roleIn('acme')) === 'OWNER' },
    signedIn: { type: GraphQLBoolean, resolve: (_message, _args, context) => context.session !== null },
    cookieSet: {
      type: GraphQLBoolean,
      resolve: async (_message, _args, context) => {
        await context.setCookie('seen', 'yes', new Date());
        return true;
      },
    },
    refusedForTwoFactor: {
      type: GraphQLBoolean,
      resolve: (_message, _args, context) => {
        context.twoFactorMissing = true;
        return context.twoFactorMissing;
      },
    },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean, resolve: () => true } } }),
  subscription: new GraphQLObjectType({ name: 'Subscription', fields: { messages: { type: MessageEvent, resolve: (message: Message) => message } } }),
});

function contextOf({ userId, role }: Viewer): Context {
  const context = {
    session: userId === null ? null : { id: `session-${userId}`, userId, user: { id: userId, name: userId, emailVerifiedAt: new Date(Number(userId.length)) } },
    visitor: null,
    apiKey: null,
    twoFactorMissing: false,
    isVerified: () => userId !== null,
    roleIn: async () => role,
    lacksRequiredTwoFactor: async () => false,
    setCookie: async () => {},
  };
  return context as unknown as Context;
}

/** Each viewer's result for one event, and how many runs made them. */
async function deliver(document: DocumentNode, viewers: Viewer[], message: Message = { text: 'Hello', authorId: 'grace' }) {
  const contexts = viewers.map(contextOf);
  const runsBefore = sharedRunCounts.runs;
  const results = await Promise.all(contexts.map((contextValue) => executeSubscriptionEvent({ schema, document, contextValue }, message)));
  for (const result of results) expect(result.errors).toBeUndefined();
  return { data: results.map((result) => (result.data as { messages: Record<string, unknown> }).messages), runs: sharedRunCounts.runs - runsBefore, contexts };
}

const grace = { userId: 'grace', role: 'AGENT' };
const alan = { userId: 'alan', role: 'AGENT' };
const ada = { userId: 'ada', role: 'OWNER' };

describe('sharing one run of a subscription event', () => {
  it('computes per-viewer fields for each viewer from one run', async () => {
    const { data, runs } = await deliver(parse('subscription { messages { text mine } }'), [grace, alan]);
    expect(runs).toBe(1);
    expect(data).toEqual([
      { text: 'Hello', mine: true },
      { text: 'Hello', mine: false },
    ]);
  });

  it('runs again for a viewer who differs in an answer the run asked for (their role)', async () => {
    const { data, runs } = await deliver(parse('subscription { messages { byOwner mine } }'), [grace, ada, alan]);
    expect(runs).toBe(2);
    expect(data).toEqual([
      { byOwner: false, mine: true },
      { byOwner: true, mine: false },
      { byOwner: false, mine: false },
    ]);
  });

  it('runs for each viewer when a field reads who the viewer is outside perViewer', async () => {
    const { data, runs } = await deliver(parse('subscription { messages { viewerId } }'), [grace, alan]);
    expect(runs).toBe(2);
    expect(data).toEqual([{ viewerId: 'grace' }, { viewerId: 'alan' }]);
  });

  it('tells a signed-out viewer from a signed-in one', async () => {
    const { data, runs } = await deliver(parse('subscription { messages { signedIn } }'), [grace, { userId: null, role: null }]);
    expect(runs).toBe(2);
    expect(data).toEqual([{ signedIn: true }, { signedIn: false }]);
  });

  it('keeps to itself a run that used the context for anything but reading and asking', async () => {
    const { runs } = await deliver(parse('subscription { messages { text cookieSet } }'), [grace, alan]);
    expect(runs).toBe(2);
  });

  it("leaves the viewer's own context as it was when a run writes to its view of it", async () => {
    const { data, contexts } = await deliver(parse('subscription { messages { refusedForTwoFactor } }'), [grace]);
    expect(data).toEqual([{ refusedForTwoFactor: true }]);
    expect(contexts[0]!.twoFactorMissing).toBe(false);
  });
});

import type { SchemaTypes } from '@pothos/core';
import { resolveNodes } from '@pothos/plugin-relay';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { isRecordNotFound } from '../db/errors';
import { NotAuthorizedError } from '../errors';

type GlobalId = { typename: string; id: unknown };

/** The object behind one global id when the viewer may see it; null for an unknown or foreign id or a non-node type. */
async function visibleNode<Types extends SchemaTypes>(builder: PothosSchemaTypes.SchemaBuilder<Types>, context: object, info: GraphQLResolveInfo, globalId: GlobalId) {
  const type = info.schema.getType(globalId.typename);
  if (!isObjectType(type) || !type.getInterfaces().some((implemented) => implemented.name === 'Node')) return null;
  let node: unknown;
  try {
    [node] = await resolveNodes(builder, context, info, [globalId]);
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
  if (node === null || node === undefined) return null;
  // The type's own check (its auth scopes) decides, as it does when the object is reached any other way.
  try {
    return (await type.isTypeOf?.(node, context, info)) === false ? null : node;
  } catch (error) {
    if (error instanceof NotAuthorizedError) return null;
    throw error;
  }
}

/**
 * What `node(id:)` and `nodes(ids:)` answer: each object the viewer may see, and a plain null for every other id,
 * whether it names nothing, another organization's object or a type that is no node. The answers look the same, so ids
 * can't be probed, and one such id doesn't fail the rest of a list. Each distinct id is loaded once.
 */
export function visibleNodes<Types extends SchemaTypes>(
  builder: PothosSchemaTypes.SchemaBuilder<Types>,
  context: object,
  info: GraphQLResolveInfo,
  globalIds: readonly (GlobalId | null | undefined)[],
): Promise<unknown[]> {
  const loads = new Map<string, Promise<unknown>>();
  return Promise.all(
    globalIds.map((globalId) => {
      if (!globalId) return null;
      const key = `${globalId.typename}:${String(globalId.id)}`;
      if (!loads.has(key)) loads.set(key, visibleNode(builder, context, info, globalId));
      return loads.get(key);
    }),
  );
}

import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { FieldComplexityValue } from '@pothos/plugin-complexity';

const pluginName = 'connectionComplexity';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos plugins register themselves in its global namespace.
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      connectionComplexity: ConnectionComplexityPlugin<Types>;
    }
  }
}

/** The page sizes the relay and prisma connection helpers use: 20 when neither `first` nor `last` is given, at most 100. */
export const connectionPageSizes = { default: 20, max: 100 } as const;

/** How many items a page asks for, as the connection helpers will serve it. */
export function requestedPageSize(args: { first?: unknown; last?: unknown }): number {
  const asked = [args.first, args.last].find((size): size is number => typeof size === 'number');
  return Math.min(Math.max(asked ?? connectionPageSizes.default, 0), connectionPageSizes.max);
}

/**
 * Makes a connection cost what its page holds: `threads(first: 100)` costs ten times `threads(first: 10)`, as the rows
 * read do. Edges (and nodes) are lists, which the complexity plugin already multiplies by the default list multiplier,
 * so the connection field scales its selection by pageSize / that multiplier and each item counts once. The page's
 * own fields (pageInfo) scale with it: a slight overcount for large pages, on the safe side.
 */
export class ConnectionComplexityPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const ownComplexity = (fieldConfig.pothosOptions as { complexity?: unknown }).complexity;
    const isConnection = ['first', 'last', 'after', 'before'].every((name) => name in fieldConfig.args);
    if (ownComplexity !== undefined || !isConnection) return fieldConfig;
    const listMultiplier = this.builder.options.complexity?.defaultListMultiplier ?? 10;
    const complexity = (args: { first?: unknown; last?: unknown }): FieldComplexityValue => ({ field: 1, multiplier: requestedPageSize(args) / listMultiplier });
    return { ...fieldConfig, extensions: { ...fieldConfig.extensions, complexity } };
  }
}

SchemaBuilder.registerPlugin(pluginName, ConnectionComplexityPlugin);

export default pluginName;

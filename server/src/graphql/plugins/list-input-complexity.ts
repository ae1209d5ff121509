import SchemaBuilder, { BasePlugin, mapInputFields, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { FieldComplexityValue } from '@pothos/plugin-complexity';

const pluginName = 'listInputComplexity';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos plugins register themselves in its global namespace.
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      listInputComplexity: ListInputComplexityPlugin<Types>;
    }
  }
}

/** Items in every list of the arguments, however deep in input objects. */
function listItems(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((count: number, item) => count + listItems(item), value.length);
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.values(value).reduce((count: number, item) => count + listItems(item), 0);
  return 0;
}

/**
 * Makes a field's cost grow with the lists it is given: each item is work (a lookup, a row), and a list field such as
 * `nodes(ids:)` returns one result per item, so what is selected under it is multiplied by the real length instead of
 * the complexity plugin's flat default. Applies to every field with a list anywhere in its arguments, unless the field
 * sets its own complexity. Listed before the complexity plugin, so that it sees (and replaces) that plugin's default.
 */
export class ListInputComplexityPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const ownComplexity = (fieldConfig.pothosOptions as { complexity?: unknown }).complexity;
    const takesLists = mapInputFields(fieldConfig.args, this.buildCache, (input) => (input.type.kind === 'List' ? true : null));
    if (ownComplexity !== undefined || !takesLists) return fieldConfig;
    const listMultiplier = this.builder.options.complexity?.defaultListMultiplier ?? 10;
    const returnsList = fieldConfig.type.kind === 'List';
    const complexity = (args: Record<string, unknown>): FieldComplexityValue => {
      const items = listItems(args);
      return returnsList ? { field: 1 + items, multiplier: Math.max(listMultiplier, items) } : 1 + items;
    };
    return { ...fieldConfig, extensions: { ...fieldConfig.extensions, complexity } };
  }
}

SchemaBuilder.registerPlugin(pluginName, ListInputComplexityPlugin);

export default pluginName;

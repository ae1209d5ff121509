import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { isInputObjectType, isListType, isInterfaceType, isNonNullType, isObjectType, type GraphQLArgument, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { ValidationError } from '../../errors';

const pluginName = 'storableText';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos plugins register themselves in its global namespace.
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      storableText: StorableTextPlugin<Types>;
    }
  }
}

/**
 * What PostgreSQL cannot store in text or jsonb: NUL (U+0000), and half of a surrogate pair (no UTF-8 encoding exists for
 * it). Such input would fail the write with a database error.
 */
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnstorable = (text: string) => text.includes('\u0000') || unpairedSurrogate.test(text);

export const unstorableTextMessage = 'This contains an invisible character that can’t be saved. Remove it and try again.';

function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return isUnstorable(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).some(([key, item]) => isUnstorable(key) || holdsUnstorableText(item));
  }
  return false;
}

/** The argument or input field (by its own name) whose value holds unstorable text, walking input objects by their types. */
function fieldWithUnstorableText(type: GraphQLInputType, value: unknown, name: string): string | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return fieldWithUnstorableText(type.ofType, value, name);
  if (isListType(type)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const found = fieldWithUnstorableText(type.ofType, item, name);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(type) && typeof value === 'object') {
    for (const field of Object.values(type.getFields())) {
      const found = fieldWithUnstorableText(field.type, (value as Record<string, unknown>)[field.name], field.name);
      if (found) return found;
    }
    return null;
  }
  // Scalars: strings, decoded global ids, and whole JSON objects (keys included).
  return holdsUnstorableText(value) ? name : null;
}

function argumentsOf(schema: GraphQLSchema, typeName: string, fieldName: string): readonly GraphQLArgument[] {
  const type = schema.getType(typeName);
  return isObjectType(type) || isInterfaceType(type) ? (type.getFields()[fieldName]?.args ?? []) : [];
}

function refuseUnstorableText(args: Record<string, unknown>, definitions: readonly GraphQLArgument[]) {
  for (const argument of definitions) {
    const field = fieldWithUnstorableText(argument.type, args[argument.name], argument.name);
    if (field) throw ValidationError.forField(field, unstorableTextMessage);
  }
  return args;
}

/**
 * Refuses, for every field, arguments holding characters the database cannot store, with a ValidationError naming the
 * input field: mutations answer it as their typed error, other fields as a GraphQL error. Listed before the relay plugin,
 * so that its argument mapper runs after relay's and also sees the ids inside decoded global ids.
 */
export class StorableTextPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (Object.keys(fieldConfig.args).length === 0) return fieldConfig;
    // By the field's own name: argument mappers also run for the complexity estimate, with another field's info.
    const check = (args: Record<string, unknown>, schema: GraphQLSchema) => refuseUnstorableText(args, argumentsOf(schema, fieldConfig.parentType, fieldConfig.name));
    return { ...fieldConfig, argMappers: [...(fieldConfig.argMappers ?? []), (args, _context, info) => check(args, info.schema)] };
  }
}

SchemaBuilder.registerPlugin(pluginName, StorableTextPlugin);

export default pluginName;

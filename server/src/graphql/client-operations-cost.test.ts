import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  valueFromAST,
  type GraphQLInputType,
  type DocumentNode,
  type TypeNode,
} from 'graphql';
import { builder } from './builder';
import { schema } from './schema';

const root = path.resolve(__dirname, '../../..');

/** Every operation the dashboard and the widget send, as the Relay compiler wrote it. */
function clientOperations(): { name: string; text: string }[] {
  const operations: { name: string; text: string }[] = [];
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (directory.endsWith('__generated__') && file.endsWith('.graphql.ts')) {
        const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(fs.readFileSync(file, 'utf8'))?.[1];
        if (text) operations.push({ name: entry.name, text: JSON.parse(text) as string });
      }
    }
  };
  walk(path.join(root, 'client/src'));
  walk(path.join(root, 'widget/src'));
  return operations;
}

/**
 * A value of the type for a required variable with no default; page sizes (Int) are given as the largest page, and ids
 * as ids of `idType` (ids do not change a cost, but some arguments accept only one type's ids).
 */
function sampleValue(type: GraphQLInputType, idType: string): unknown {
  const nullable = getNullableType(type) as GraphQLInputType;
  if (isListType(nullable)) return [];
  if (isEnumType(nullable)) return nullable.getValues()[0].value;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(Object.values(nullable.getFields()).flatMap((field) => (isNonNullType(field.type) ? [[field.name, sampleValue(field.type, idType)]] : [])));
  }
  switch (getNamedType(nullable).name) {
    case 'Int':
    case 'Float':
      return 100;
    case 'Boolean':
      return false;
    case 'DateTime':
      return '2026-01-01T00:00:00Z';
    case 'JSONObject':
      return {};
    case 'ID':
      return Buffer.from(`${idType}:00000000-0000-0000-0000-000000000000`).toString('base64');
    default:
      return 'x';
  }
}

/** The operation's cost, or null when the sample variables are refused by validation (an input's own rules). */
function costOf(document: DocumentNode, idType = 'Thread'): number | null {
  const variables: Record<string, unknown> = {};
  for (const definition of getOperationAST(document)?.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type as TypeNode & { kind: 'NamedType' }) as GraphQLInputType;
    if (definition.defaultValue) variables[definition.variable.name.value] = valueFromAST(definition.defaultValue, type);
    else if (isNonNullType(type)) variables[definition.variable.name.value] = sampleValue(type, idType);
  }
  try {
    return complexityFromQuery(document, { schema, ctx: {}, variables }).complexity;
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'BAD_USER_INPUT') return null;
    const wanted = /is not of type: (\w+)/.exec(String(error))?.[1];
    if (!wanted || wanted === idType) throw error;
    return costOf(document, wanted);
  }
}

describe("our own clients' operations", () => {
  it('all cost less than the complexity limit, with connections charged per item', () => {
    const limit = builder.options.complexity!.limit as { complexity: number };
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(100);
    const over: string[] = [];
    for (const { name, text } of operations) {
      const complexity = costOf(parse(text));
      // A mutation whose input the sample values cannot satisfy must ask for small fixed pages only.
      if (complexity === null) expect({ name, kind: text.split(' ')[0], variablePages: /\b(first|last): \$/.test(text), largePages: [...text.matchAll(/\b(?:first|last): (\d+)/g)].some(([, size]) => Number(size) > 20) }).toEqual({ name, kind: 'mutation', variablePages: false, largePages: false });
      else if (complexity > limit.complexity) over.push(`${name}: ${Math.round(complexity)}`);
    }
    expect(over).toEqual([]);
  });
});

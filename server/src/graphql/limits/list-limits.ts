import {
  BREAK,
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  visit,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limits } from './limits';

function tooManyItems(where: string, count: number): GraphQLError {
  return new GraphQLError(`"${where}" has ${count.toLocaleString('en')} items; lists take at most ${limits.maxListItems} items.`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

type TooLong = { where: string; count: number };

/** Documents are parsed once per text and shared (the parse cache): what they write is looked at once per document. */
const literalListsOf = new WeakMap<DocumentNode, TooLong | null>();

/** The first list written in the document (argument, input field or variable default) that is too long. */
function literalListError(document: DocumentNode): GraphQLError | undefined {
  let tooLong = literalListsOf.get(document);
  if (tooLong === undefined) literalListsOf.set(document, (tooLong = firstLongLiteralList(document)));
  return tooLong ? tooManyItems(tooLong.where, tooLong.count) : undefined;
}

function firstLongLiteralList(document: DocumentNode): TooLong | null {
  const path: string[] = [];
  let tooLong: TooLong | null = null;
  const enter = (name: string) => void path.push(name);
  const leave = () => void path.pop();
  visit(document, {
    VariableDefinition: { enter: (node) => enter(`$${node.variable.name.value}`), leave },
    Argument: { enter: (node) => enter(node.name.value), leave },
    ObjectField: { enter: (node) => enter(node.name.value), leave },
    ListValue(node) {
      if (node.values.length <= limits.maxListItems) return undefined;
      tooLong = { where: path.join('.'), count: node.values.length };
      return BREAK;
    },
  });
  return tooLong;
}

/** The first list inside a variable's value that is too long, following the variable's declared type. */
function variableListError(type: GraphQLInputType, value: unknown, where: string): GraphQLError | undefined {
  if (value === null || value === undefined) return undefined;
  if (isNonNullType(type)) return variableListError(type.ofType, value, where);
  if (isListType(type)) {
    // A single value where a list is expected counts as a list of one.
    if (!Array.isArray(value)) return variableListError(type.ofType, value, where);
    if (value.length > limits.maxListItems) return tooManyItems(where, value.length);
    for (const item of value) {
      const error = variableListError(type.ofType, item, where);
      if (error) return error;
    }
    return undefined;
  }
  if (isInputObjectType(type) && typeof value === 'object') {
    for (const field of Object.values(type.getFields())) {
      const error = variableListError(field.type, (value as Record<string, unknown>)[field.name], `${where}.${field.name}`);
      if (error) return error;
    }
  }
  return undefined;
}

type Operation = { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; variableValues?: Record<string, unknown> | null };

export function listLimitError({ schema, document, operationName, variableValues }: Operation): GraphQLError | undefined {
  const literal = literalListError(document);
  if (literal) return literal;
  for (const definition of getOperationAST(document, operationName)?.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    const name = definition.variable.name.value;
    const error = type && variableListError(type, variableValues?.[name], `$${name}`);
    if (error) return error;
  }
  return undefined;
}

/**
 * Bounds every list argument, written in the document or passed as a variable, before the operation runs: a list's
 * length is work the server does per item (20,000 copies of one id once stalled the process). The query's cost counts
 * the items too (see list-complexity).
 */
export function useListLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = listLimitError(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = listLimitError(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}

import { getArgumentValues, getNamedType, getOperationAST, GraphQLError, isObjectType, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';

/** The most items one page of a connection may ask for through an API key. */
export const maxPageSize = 100;

function pageError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

type Operation = { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; variableValues?: Record<string, unknown> | null };

/**
 * For API keys, every connection must say how many items it wants, with `first` or `last` of at most 100: a partner's
 * cost is then known before anything runs, and no page grows with the data. Operators' own clients are not bound by it.
 */
export function connectionPageError({ schema, document, operationName, variableValues }: Operation): GraphQLError | undefined {
  const operation = getOperationAST(document, operationName);
  if (!operation) return undefined;
  const typeInfo = new TypeInfo(schema);
  let error: GraphQLError | undefined;
  visit(
    operation,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        const type = field && getNamedType(field.type);
        if (error || !field || !isObjectType(type) || !type.name.endsWith('Connection')) return;
        const where = `${typeInfo.getParentType()?.name ?? ''}.${field.name}`;
        let args: Record<string, unknown>;
        try {
          args = getArgumentValues(field, node, variableValues ?? {});
        } catch {
          return; // Bad arguments are reported by execution itself.
        }
        const sizes = [args.first, args.last].filter((size): size is number => typeof size === 'number');
        if (sizes.length === 0) error = pageError(`${where} needs "first" or "last" (at most ${maxPageSize}) when called with an API key.`);
        else if (sizes.some((size) => size > maxPageSize)) error = pageError(`${where} returns at most ${maxPageSize} items per page; ask for fewer with "first" or "last".`);
      },
    }),
  );
  return error;
}

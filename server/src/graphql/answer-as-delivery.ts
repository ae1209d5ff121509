import { getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { inAnswerScope } from '../realtime/deliveries';

/**
 * A send's answer asks for the message and its thread just as the deliveries of the message's publication do, a few
 * milliseconds apart and after the same commit. Read as one of those deliveries (see realtime/shared-reads), the
 * answer and every delivery on this instance share one read of them, where each made its own.
 *
 * Only an operation that is one mutation field gets a scope: in a document of several, a later field would otherwise
 * read rows as the earlier field's publication saw them, before its own writes.
 */
export function useAnswersAsDeliveries(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      const fields = operation?.selectionSet.selections;
      if (operation?.operation !== 'mutation' || fields?.length !== 1 || fields[0].kind !== Kind.FIELD) return;
      setExecuteFn((executeArgs) => inAnswerScope(() => executeFn(executeArgs)));
    },
  };
}

import { GraphQLError, ValuesOfCorrectTypeRule, visitInParallel, type ASTVisitor, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * graphql-js's ValuesOfCorrectTypeRule, each error also naming where the bad value was written (`"input.until"`, or
 * `"$since"` for a variable's default). The stock rule says only what it expected and found, which in a mutation's
 * input object leaves the reader guessing which field is meant.
 */
export const NamedValuesOfCorrectTypeRule: ValidationRule = (context) => {
  const path: string[] = [];
  const withPath = (error: GraphQLError) =>
    path.length === 0
      ? error
      : new GraphQLError(`Invalid value for "${path.join('.')}": ${error.message}`, { nodes: error.nodes, originalError: error, extensions: error.extensions });
  const named: ValidationContext = Object.create(context, { reportError: { value: (error: GraphQLError) => context.reportError(withPath(error)) } });
  const enter = (name: string) => void path.push(name);
  const leave = () => void path.pop();
  const tracksPath: ASTVisitor = {
    VariableDefinition: { enter: (node) => enter(`$${node.variable.name.value}`), leave },
    Argument: { enter: (node) => enter(node.name.value), leave },
    ObjectField: { enter: (node) => enter(node.name.value), leave },
  };
  return visitInParallel([tracksPath, ValuesOfCorrectTypeRule(named)]);
};

/** Validates with NamedValuesOfCorrectTypeRule in place of the stock rule. */
export function useNamedValueErrors(): Plugin {
  return {
    onValidate({ validateFn, setValidationFn }) {
      setValidationFn((schema, document, rules, ...rest) =>
        validateFn(schema, document, rules?.map((rule: ValidationRule) => (rule === ValuesOfCorrectTypeRule ? NamedValuesOfCorrectTypeRule : rule)), ...rest),
      );
    },
  };
}

import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';

const pluginName = 'actingScopes';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos plugins register themselves in its global namespace.
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      actingScopes: ActingScopesPlugin<Types>;
    }
  }
}

/** The scopes a mutation asks for under another name, which also refuses a seat beyond the plan's allowance. */
const actingNames: Record<string, string> = { member: 'actingMember', operator: 'actingOperator', admin: 'actingAdmin' };

type ScopeMap = boolean | { [scope: string]: unknown };

function asActing(scopes: ScopeMap): ScopeMap {
  if (typeof scopes !== 'object' || scopes === null) return scopes;
  return Object.fromEntries(
    Object.entries(scopes).map(([name, value]) => (name === '$all' || name === '$any' ? [name, asActing(value as ScopeMap)] : [actingNames[name] ?? name, value])),
  );
}

/**
 * Mutations act on the organization; reading does not. On every Mutation field, member, operator and admin become their
 * acting versions (see the builder), so a member whose seat is beyond the allowance after a downgrade is refused changes
 * with a PlanLimitError, while the objects a mutation returns and every query are still checked with the plain scopes.
 * Listed before the scope-auth plugin, which reads the field's authScopes this hands on.
 */
export class ActingScopesPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const options = fieldConfig.pothosOptions as { authScopes?: unknown };
    if (fieldConfig.parentType !== 'Mutation' || options.authScopes === undefined) return fieldConfig;
    const own = options.authScopes;
    const authScopes =
      typeof own === 'function'
        ? async (...args: unknown[]) => asActing(await (own as (...a: unknown[]) => ScopeMap | Promise<ScopeMap>)(...args))
        : asActing(own as ScopeMap);
    return { ...fieldConfig, pothosOptions: { ...fieldConfig.pothosOptions, authScopes } } as PothosOutputFieldConfig<Types>;
  }
}

SchemaBuilder.registerPlugin(pluginName, ActingScopesPlugin);

export default pluginName;

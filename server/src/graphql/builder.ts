import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin, { type StandardSchemaV1 } from '@pothos/plugin-validation';
import { GraphQLError, Kind, OperationTypeNode, valueFromASTUntyped, type ValueNode } from 'graphql';
import type PrismaTypes from '../generated/pothos-prisma-types';
import { getDatamodel } from '../generated/pothos-prisma-types';
import type { ApiKeyScope, Role } from '../generated/prisma/client';
import { FieldError, NotAuthorizedError, PlanLimitError, TwoFactorRequiredError, ValidationError } from '../errors';
import type { Context } from './context';
import ActingScopesPlugin from './plugins/acting-scopes';
import ConnectionComplexityPlugin from './plugins/connection-complexity';
import ListInputComplexityPlugin from './plugins/list-input-complexity';
import StorableTextPlugin from './plugins/storable-text';
import { visibleNodes } from './visible-nodes';

/** The input field an issue is about: the last step of its path (`input.email` → `email`). */
function fieldOfIssue(issue: StandardSchemaV1.Issue): string {
  const last = issue.path?.at(-1);
  return String(typeof last === 'object' ? last.key : (last ?? ''));
}

const roleRank: Record<Role, number> = { AGENT: 1, ADMIN: 2, OWNER: 3 };

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSONObject: { Input: Record<string, unknown>; Output: unknown };
  };
  AuthScopes: {
    /** A signed-in operator, verified or not. */
    signedIn: boolean;
    /** A signed-in operator whose email is confirmed: required for everything in the dashboard. */
    verified: boolean;
    /**
     * Verified member of the organization with this id, any role; or an API key of that organization, which reads with
     * any scope and changes things (mutations) only with WRITE.
     */
    member: string;
    /** A person (never an API key) who is a verified member of the organization with this id. */
    operator: string;
    /**
     * Like operator, and also on a mutation by a member whose seat is beyond the plan's allowance after a downgrade: what
     * touches only the operator themselves (their presence, notifications, read positions, switching or leaving).
     */
    self: string;
    /**
     * member, operator and admin as mutations ask for them (plugins/acting-scopes renames them there): also refused,
     * with a PlanLimitError, to a member whose seat is beyond the plan's allowance after a downgrade.
     */
    actingMember: string;
    actingOperator: string;
    actingAdmin: string;
    /** Verified OWNER or ADMIN of the organization with this id, or an API key of it with the ADMIN scope. */
    admin: string;
    /** Verified OWNER of the organization with this id. */
    owner: string;
    /** A widget visitor (visitor token), whoever they are. */
    visitor: boolean;
    /** The widget visitor who is the contact with this id. */
    contact: string;
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  defaultFieldNullability: false,
  // Pothos applies field hooks from the last plugin to the first: argument mappers run relay's id decoding, then the
  // storable-text check, then validation; list-input complexity replaces the complexity plugin's default.
  plugins: [ErrorsPlugin, ActingScopesPlugin, ScopeAuthPlugin, ValidationPlugin, StorableTextPlugin, PrismaPlugin, RelayPlugin, ListInputComplexityPlugin, ConnectionComplexityPlugin, ComplexityPlugin],
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // Return types spelled out: the resolvers use the builder being defined.
    nodeQueryOptions: { resolve: async (_root, { id }, context, info): Promise<unknown> => (await visibleNodes(builder, context, info, [id]))[0] },
    nodesQueryOptions: { resolve: (_root, { ids }, context, info): Promise<unknown[]> => visibleNodes(builder, context, info, ids) },
  },
  scopeAuth: {
    authorizeOnSubscribe: true,
    // A failed type check nulls the field that returned the object (node(id:) turns it into a plain null: visible-nodes).
    runScopesOnType: true,
    treatErrorsAsUnauthorized: true,
    // Told apart so that the dashboard can lead the operator to set up two-factor sign-in instead of showing a refusal.
    unauthorizedError: (_parent, context) => context.planLimitRefusal ?? (context.twoFactorMissing ? new TwoFactorRequiredError() : new NotAuthorizedError()),
    authScopes: async (context) => {
      // Read the session when checking, not once up front: a mutation may sign in or verify the user mid-request.
      const isMutation = () => context.operationType === OperationTypeNode.MUTATION;
      /** Refuses (with the PlanLimitError as the answer) what a downgrade left beyond the allowance: a seat's changes, a key's every use. */
      const withinAllowance = async (organizationId: string, limit: 'SEATS' | 'API_KEYS', id: string) => {
        const refusal = (await context.overAllowance(organizationId, limit)).get(id);
        if (refusal) context.planLimitRefusal = refusal;
        return !refusal;
      };
      const hasRole = async (organizationId: string, minimum: Role) => {
        if (!context.isVerified()) return false;
        const role = await context.roleIn(organizationId);
        if (role === null || roleRank[role] < roleRank[minimum]) return false;
        if (!(await context.lacksRequiredTwoFactor(organizationId))) return true;
        context.twoFactorMissing = true;
        return false;
      };
      const keyHas = async (organizationId: string, scope: ApiKeyScope) =>
        context.apiKey?.organizationId === organizationId && context.apiKey.scopes.has(scope) && withinAllowance(organizationId, 'API_KEYS', context.apiKey.id);
      const member = (organizationId: string) => (context.apiKey ? keyHas(organizationId, isMutation() ? 'WRITE' : 'READ') : hasRole(organizationId, 'AGENT'));
      const operator = (organizationId: string) => hasRole(organizationId, 'AGENT');
      const admin = (organizationId: string) => (context.apiKey ? keyHas(organizationId, 'ADMIN') : hasRole(organizationId, 'ADMIN'));
      /** A person's change to the organization, once their role allows it: refused while their seat is beyond the allowance. */
      const acting = async (organizationId: string, allowed: Promise<boolean>) =>
        (await allowed) && (context.apiKey !== null || withinAllowance(organizationId, 'SEATS', context.session!.userId));
      return {
        signedIn: context.session !== null,
        verified: context.isVerified(),
        member,
        operator,
        self: operator,
        admin,
        actingMember: (organizationId) => acting(organizationId, member(organizationId)),
        actingOperator: (organizationId) => acting(organizationId, operator(organizationId)),
        actingAdmin: (organizationId) => acting(organizationId, admin(organizationId)),
        owner: (organizationId) => hasRole(organizationId, 'OWNER'),
        visitor: context.visitor !== null,
        contact: (contactId) => context.visitor?.contactId === contactId,
      };
    },
  },
  validation: {
    validationError: (result) => {
      const fieldErrors = result.issues.map((issue) => new FieldError(fieldOfIssue(issue), issue.message));
      return new ValidationError(fieldErrors[0]?.message ?? 'Check the highlighted fields.', fieldErrors);
    },
  },
  errors: {
    defaultTypes: [NotAuthorizedError, TwoFactorRequiredError, ValidationError, PlanLimitError],
    directResult: true,
    unsafelyHandleInputErrors: true,
  },
  // A connection costs per item its page asks for (connection-complexity), so a full page of 100 messages as the
  // dashboard shows them costs about 7,000: the limit leaves our own largest operations room, and still refuses two
  // full pages nested in each other. Our clients' operations are checked against it (client-operations-cost.test).
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    limit: (context) => (context.complexityChecked ? {} : { complexity: 10_000, depth: 15, breadth: 200 }),
  },
});

builder.queryType();
builder.mutationType();
builder.subscriptionType();

/** A scalar's refusal of a value: a GraphQLError, so it reads as bad input (naming the argument) rather than being masked. */
function invalidScalar(message: string, valueNode?: ValueNode): GraphQLError {
  return new GraphQLError(message, { nodes: valueNode, extensions: { code: 'BAD_USER_INPUT' } });
}

function parseDateTime(value: unknown, valueNode?: ValueNode): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw invalidScalar('DateTime must be an ISO-8601 date and time, e.g. 2026-05-01T09:30:00Z.', valueNode);
  return date;
}

function parseJSONObject(value: unknown, valueNode?: ValueNode): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidScalar('JSONObject must be a JSON object, e.g. {"plan": "Pro"}.', valueNode);
  return value as Record<string, unknown>;
}

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => parseDateTime(value),
  parseLiteral: (valueNode) => parseDateTime(valueNode.kind === Kind.STRING ? valueNode.value : null, valueNode),
});

builder.scalarType('JSONObject', {
  description: 'A JSON object of string keys, e.g. the custom attributes a site attaches to a visitor.',
  serialize: (value) => value,
  parseValue: (value) => parseJSONObject(value),
  parseLiteral: (valueNode, variables) => parseJSONObject(valueFromASTUntyped(valueNode, variables), valueNode),
});

export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The `t` of a mutation payload's outputFields, for payload field sets shared by several mutations. */
export type PayloadFieldBuilder<Shape> = PothosSchemaTypes.ObjectFieldBuilder<Types, Shape>;

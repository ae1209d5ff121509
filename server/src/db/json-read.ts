import { modelFields, type ModelField } from './model-fields';
import type { TextStatement } from './text-statements';

/** Reads the row with this id, or answers null when there is none. */
export type JsonRead = (queryText: TextStatement, id: string) => Promise<unknown>;

type Selection = true | { select?: Record<string, unknown>; include?: Record<string, unknown>; orderBy?: unknown; take?: number };
type Direction = 'asc' | 'desc';
type Convert = (row: Record<string, unknown>) => void;

/** Column types whose JSON form is what the ORM answers for them, apart from dates (made Dates below). */
const jsonTypes = new Set(['String', 'Int', 'Float', 'Boolean', 'Json', 'DateTime']);
/** What a selection may say; a filter, an offset or a cursor would be ignored, so they are refused. */
const understood = new Set(['select', 'include', 'orderBy', 'take']);
/**
 * json_build_object takes at most 100 arguments, a name and a value for each field; a wider read is refused when built.
 * json rather than jsonb: PostgreSQL writes json out as it goes where jsonb builds and sorts a tree first, and a
 * message's read with its thread took 0.17 ms a call as json against 0.21 ms as jsonb (pgbench, the delivery's read).
 */
const fieldsPerObject = 50;

/**
 * A row and its relations read by id, answered as the ORM's query API answers the same `include` or `select`, by one
 * SQL statement that builds the whole answer as one JSON document. Written here because the ORM client maps each
 * relation of a read on its own, an empty one as dearly as a full one: the read of a message with its thread that
 * every delivery of it shares cost 670–840 µs of CPU through it, several times what the statement itself costs (see
 * docs/scaling.md). Supports what such reads use (`true`, `select`, `include`, and on a list `orderBy` by a column or
 * by a related row's column, and `take`); anything else is refused when the read is built, not when it runs.
 */
export function jsonRead(model: string, selection: Selection): JsonRead {
  let aliases = 0;
  const alias = () => `j${aliases++}`;
  const root = alias();
  const { sql, convert } = rowOf(model, selection, root, alias);
  const statement = `SELECT (${sql})::text AS "json" FROM "${model}" ${root} WHERE ${root}."${idOf(model)}" = $1`;
  return async (queryText, id) => {
    const [found] = await queryText(statement, [id]);
    if (found === undefined) return null;
    const row = JSON.parse(found) as Record<string, unknown>;
    convert(row);
    return row;
  };
}

/**
 * Every column of a row of `model` that a statement names `alias` (a table or a CTE holding the model's columns), as
 * one JSON object, and how to turn its values into what the ORM answers for them: for a written row a statement
 * returns, so that it too comes back as one text column (see text-statements).
 */
export function columnsAsJson(model: string, alias: string): { sql: string; convert: (row: Record<string, unknown>) => void } {
  return rowOf(model, true, alias, () => {
    throw new Error(`jsonRead: ${model}'s columns name no relation`);
  });
}

function fieldsOf(model: string): Map<string, ModelField> {
  const fields = modelFields(model);
  if (!fields) throw new Error(`jsonRead: no model ${model}`);
  return fields;
}

function idOf(model: string): string {
  const ids = [...fieldsOf(model).values()].filter((field) => field.isId);
  if (ids.length !== 1) throw new Error(`jsonRead: ${model} has no single id field`);
  return ids[0]!.name;
}

/** The JSON of one row of `model` (as `alias`) with what `selection` asks of it, and how to type its values. */
function rowOf(model: string, selection: Selection, alias: string, nextAlias: () => string): { sql: string; convert: Convert } {
  const fields = fieldsOf(model);
  const asked = selection === true ? {} : selection;
  const unsupported = Object.keys(asked).find((key) => !understood.has(key));
  if (unsupported) throw new Error(`jsonRead: ${model} read with ${unsupported}`);
  const picked = asked.select ?? asked.include ?? {};
  const scalars = asked.select
    ? Object.keys(picked).filter((name) => picked[name] && fields.get(name)?.kind !== 'object')
    : [...fields.values()].filter((field) => field.kind !== 'object').map((field) => field.name);
  const relations = Object.keys(picked).filter((name) => picked[name] && fields.get(name)?.kind === 'object');
  const pairs: string[] = [];
  const converts: Convert[] = [];
  for (const name of scalars) {
    const field = fields.get(name);
    if (!field || (field.kind === 'scalar' && !jsonTypes.has(field.type)) || (field.isList && field.type === 'DateTime')) throw new Error(`jsonRead: ${model}.${name} is not supported`);
    if (field.type !== 'DateTime') {
      pairs.push(`'${name}', ${alias}."${name}"`);
      continue;
    }
    // As milliseconds since 1970: the column holds UTC digits without a zone, and epoch milliseconds read the same in any.
    pairs.push(`'${name}', (extract(epoch FROM ${alias}."${name}") * 1000)::float8`);
    converts.push((row) => (row[name] = row[name] === null ? null : new Date(row[name] as number)));
  }
  for (const name of relations) {
    const relation = relationOf(model, fields.get(name)!, picked[name] as Selection, alias, nextAlias);
    pairs.push(`'${name}', ${relation.sql}`);
    converts.push(relation.convert);
  }
  if (pairs.length > fieldsPerObject) throw new Error(`jsonRead: ${model} read with more than ${fieldsPerObject} fields`);
  return { sql: `json_build_object(${pairs.join(', ')})`, convert: (row) => converts.forEach((convert) => convert(row)) };
}

/** A relation's JSON: its row (or null), or the list of its rows in order (empty when none). */
function relationOf(model: string, field: ModelField, selection: Selection, alias: string, nextAlias: () => string): { sql: string; convert: Convert } {
  const target = nextAlias();
  const row = rowOf(field.type, selection, target, nextAlias);
  const from = `FROM "${field.type}" ${target} WHERE ${joinOf(model, field, alias, target)}`;
  const name = field.name;
  if (!field.isList) {
    const convert: Convert = (parent) => {
      if (parent[name] !== null) row.convert(parent[name] as Record<string, unknown>);
    };
    return { sql: `(SELECT ${row.sql} ${from} LIMIT 1)`, convert };
  }
  const { orderBy, take } = selection === true ? {} : selection;
  if (take !== undefined && (!Number.isInteger(take) || take < 0)) throw new Error(`jsonRead: ${model}.${name} takes ${take}`);
  const order = orderOf(field.type, target, orderBy, nextAlias);
  const rows = nextAlias();
  const sql = `COALESCE((SELECT json_agg(${rows}.j ORDER BY ${rows}.n) FROM (SELECT ${row.sql} AS j, row_number() OVER (${order ? `ORDER BY ${order}` : ''}) AS n ${from}${order ? ` ORDER BY ${order}` : ''}${take === undefined ? '' : ` LIMIT ${take}`}) ${rows}), '[]'::json)`;
  return { sql, convert: (parent) => (parent[name] as Record<string, unknown>[]).forEach(row.convert) };
}

/** How a related row (`target`) joins the row it belongs to (`alias`), whichever side holds the key. */
function joinOf(model: string, field: ModelField, alias: string, target: string): string {
  const keyHere = field.relationFromFields ?? [];
  if (keyHere.length === 1) return `${target}."${idOf(field.type)}" = ${alias}."${keyHere[0]}"`;
  const opposite = [...fieldsOf(field.type).values()].find((other) => other.relationName === field.relationName && other.type === model && other.relationFromFields?.length);
  if (opposite?.relationFromFields?.length !== 1) throw new Error(`jsonRead: ${model}.${field.name} has no single key`);
  return `${target}."${opposite.relationFromFields[0]}" = ${alias}."${idOf(model)}"`;
}

/** ORDER BY terms for `orderBy`, each a column of the row or a column of a row it points to. */
function orderOf(model: string, alias: string, orderBy: unknown, nextAlias: () => string): string {
  const fields = fieldsOf(model);
  const terms = (Array.isArray(orderBy) ? orderBy : orderBy ? [orderBy] : []).flatMap((term: Record<string, unknown>) => Object.entries(term));
  return terms
    .map(([name, direction]) => {
      const field = fields.get(name);
      if (field && field.kind !== 'object' && isDirection(direction)) return `${alias}."${name}" ${direction.toUpperCase()}`;
      const [inner, innerDirection] = Object.entries((direction ?? {}) as Record<string, unknown>)[0] ?? [];
      if (!field || field.isList || !inner || !isDirection(innerDirection)) throw new Error(`jsonRead: cannot order ${model} by ${name}`);
      const related = nextAlias();
      return `(SELECT ${related}."${inner}" FROM "${field.type}" ${related} WHERE ${joinOf(model, field, alias, related)}) ${innerDirection.toUpperCase()}`;
    })
    .join(', ');
}

function isDirection(value: unknown): value is Direction {
  return value === 'asc' || value === 'desc';
}

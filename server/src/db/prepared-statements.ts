import { createHash } from 'node:crypto';
import type { SqlQuery } from '@prisma/driver-adapter-utils';

/**
 * Distinct statements kept prepared on each PostgreSQL connection. The app sends a few hundred distinct statements; a
 * statement beyond this many (one with an unusual list length, say) is simply parsed and planned each time.
 */
const preparedAtMost = 1000;

/**
 * Names statements so that each pooled connection prepares a statement once and then only binds and executes it:
 * without names, PostgreSQL parses and plans every query again, which was much of its work on a busy inbox. Written
 * here because the adapter takes the naming as an option and leaves the choice of names to the app.
 */
export function preparedStatementNames(): (query: SqlQuery) => string {
  const names = new Map<string, string>();
  // An empty name is pg's unnamed statement, parsed and planned for this one execution.
  return ({ sql }) => {
    const known = names.get(sql);
    if (known) return known;
    if (names.size >= preparedAtMost) return '';
    const name = `s${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
    return name;
  };
}

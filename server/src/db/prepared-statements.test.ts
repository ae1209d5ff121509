import { describe, expect, it } from '@jest/globals';
import type { SqlQuery } from '@prisma/driver-adapter-utils';
import { preparedStatementNames } from './prepared-statements';

const query = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });

describe('prepared statement names', () => {
  it('give one statement one name on every connection, and another statement another', () => {
    const nameOf = preparedStatementNames();
    const threads = nameOf(query('SELECT * FROM "Thread" WHERE "id" = $1'));
    expect(threads).not.toBe('');
    expect(nameOf(query('SELECT * FROM "Thread" WHERE "id" = $1'))).toBe(threads);
    expect(nameOf(query('SELECT * FROM "Message" WHERE "id" = $1'))).not.toBe(threads);
  });

  it('stop preparing new statements past a thousand, so that each connection holds a bounded number', () => {
    const nameOf = preparedStatementNames();
    const names = Array.from({ length: 1200 }, (_, index) => nameOf(query(`SELECT ${index}`)));
    expect(new Set(names.slice(0, 1000)).size).toBe(1000);
    expect(new Set(names.slice(1000))).toEqual(new Set(['']));
    expect(nameOf(query('SELECT 5'))).toBe(names[5]);
  });
});

/**
 * Gives each connection its own names for prepared statements in PGlite's one session, as each PostgreSQL connection
 * has its own: a connection's name `s1` becomes `c2_s1` in the messages that name a statement (Parse, Bind, and
 * Describe or Close of a statement). The unnamed statement ('') stays unnamed: a query's messages use it within one
 * turn. Reports each name a Parse creates, so the statements can be deallocated when the connection ends.
 */
export function withStatementPrefix(message: Buffer, prefix: string, parsed: (name: string) => void): Buffer {
  const type = String.fromCharCode(message[0]);
  const body = 5;
  if (type === 'P') return renamedAt(message, body, prefix, parsed);
  if (type === 'B') return renamedAt(message, message.indexOf(0, body) + 1, prefix);
  if ((type === 'D' || type === 'C') && message[body] === 'S'.charCodeAt(0)) return renamedAt(message, body + 1, prefix);
  return message;
}

/** Whether a connection's messages so far end a unit of work (Sync, a simple Query, or Terminate), after which another connection may take a turn. */
export function endsUnit(message: Buffer): boolean {
  const type = String.fromCharCode(message[0]);
  return type === 'S' || type === 'Q' || type === 'X';
}

function renamedAt(message: Buffer, at: number, prefix: string, parsed?: (name: string) => void): Buffer {
  const end = message.indexOf(0, at);
  if (end === at) return message;
  const name = `${prefix}${message.toString('utf8', at, end)}`;
  parsed?.(name);
  const renamed = Buffer.concat([message.subarray(0, at), Buffer.from(name), message.subarray(end)]);
  renamed.writeInt32BE(renamed.length - 1, 1);
  return renamed;
}

import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from '../src/graphql/schema';

/** Writes schema.graphql from the code-first schema; with --check, fails instead when the committed file is stale. */
const target = path.resolve(__dirname, '../../schema.graphql');
const printed = `${printSchema(schema)}\n`;

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== printed) {
    process.stderr.write('schema.graphql is stale: run `npm run schema:print` and commit the result.\n');
    process.exit(1);
  }
} else {
  fs.writeFileSync(target, printed);
}

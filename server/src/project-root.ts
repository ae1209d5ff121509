import fs from 'node:fs';
import path from 'node:path';

let found: string | undefined;

/**
 * The project's root folder (the one with package.json), where dist/ and prisma/ live. Found by walking up, so the
 * answer is the same from the TypeScript sources (server/src) and from the compiled server (dist/server).
 */
export function projectRoot(): string {
  if (found) return found;
  let directory = __dirname;
  while (!fs.existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`No package.json above ${__dirname}`);
    directory = parent;
  }
  return (found = directory);
}

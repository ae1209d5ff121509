/**
 * Jest's transform for the server and browser tests: TypeScript, and the ES modules of the dependencies that ship only
 * those, to CommonJS with esbuild. Babel (which the dashboard's tests keep, for Relay's plugin and JSX) loaded its
 * presets' configuration again for every module and transformed an empty cache several times slower: a worker's first
 * test file took about 4 s longer. Of the packages that wrap esbuild for Jest, esbuild-jest runs Babel as well and
 * jest-esbuild brings an older esbuild of its own; this is all that is needed of one.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const esbuild = require('esbuild');

// The production build reads the same tsconfig (class fields, for one, follow its target).
const tsconfigRaw = fs.readFileSync(path.join(__dirname, '../../tsconfig.json'), 'utf8');
const target = `node${process.versions.node}`;

/** Everything besides a file's path and text that changes what it is transformed to. */
const configuration = [esbuild.version, target, tsconfigRaw, fs.readFileSync(__filename, 'utf8')].join('\0');

/**
 * esbuild writes each import() as a require(), which a variable of the module's own named `require` can shadow: PGlite
 * declares one in functions that call eval(), where esbuild renames nothing. Those require()s call this function
 * instead, declared at the end of the module (and so, hoisted, everywhere in it), under a name as long as `require` so
 * that the source map's columns stay right.
 */
const requireForImport = { name: '_import', declaration: 'function _import(id) { return require(id); }' };
const loweredImport = '.then(() => __toESM(require(';

function options(filename) {
  return {
    loader: /\.tsx?$/.test(filename) ? 'ts' : 'js',
    format: 'cjs',
    target,
    // Jest runs modules as CommonJS, where import() of another module would need Node's experimental VM modules.
    supported: { 'dynamic-import': false },
    // `import.meta` does not exist in CommonJS; ES-module-only dependencies (email-reply-parser) make a `require`
    // from `import.meta.url`, which is the module file's own URL, as Node would give it.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(filename).href) },
    tsconfigRaw,
    sourcefile: filename,
    footer: requireForImport.declaration,
    // Jest maps stack traces and coverage back to the source through it.
    sourcemap: 'external',
  };
}

module.exports = {
  getCacheKey(source, filename, { instrument }) {
    return createHash('sha256').update(configuration).update('\0').update(filename).update('\0').update(source).update(instrument ? 'instrument' : '').digest('hex');
  },
  process(source, filename) {
    const { code, map } = esbuild.transformSync(source, options(filename));
    return { code: code.replaceAll(loweredImport, `.then(() => __toESM(${requireForImport.name}(`), map };
  },
};

/**
 * Jest runs modules as CommonJS, where `import.meta` does not exist; some ES-module-only dependencies (email-reply-parser)
 * use `import.meta.url` to make a `require`. This rewrites it to the module file's own URL, as Node would give it.
 */
module.exports = function importMetaUrl({ template }) {
  return {
    visitor: {
      MemberExpression(path) {
        const { object, property } = path.node;
        if (object.type !== 'MetaProperty' || object.meta.name !== 'import' || property.name !== 'url') return;
        // Not `require('node:url')`: the module itself may declare a `require` of its own (from createRequire).
        path.replaceWith(template.expression.ast`new URL('file://' + __filename).href`);
      },
    },
  };
};

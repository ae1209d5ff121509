/** One Relay project over the dashboard and the widget app (babel-plugin-relay reads a single project). */
module.exports = {
  src: '.',
  include: ['client/src/**', 'widget/src/**'],
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  schema: 'schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  noFutureProofEnums: true,
  customScalarTypes: { DateTime: 'string' },
};

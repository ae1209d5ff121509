/** One Relay project over the dashboard and the widget app (babel-plugin-relay reads a single project). */
module.exports = {
  src: '.',
  excludes: ['**/node_modules/**', 'server/**', 'dist/**', 'bench/**', 'prisma/**', '**/__mocks__/**', '**/__generated__/**'],
  schema: 'schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  noFutureProofEnums: true,
  customScalarTypes: { DateTime: 'string' },
};

import type { ServerResponse } from 'node:http';
import type { GraphiQLOptions } from 'graphql-yoga';

/**
 * GraphiQL served entirely from our own origin, so it works on a machine without internet: yoga's default page loads
 * its editor from a CDN. @graphql-yoga/render-graphiql bundles the same editor; we serve its parts as separate,
 * cacheable files (its own render function inlines 6 MB into every page, and inline scripts would need a looser policy).
 */
export const graphiqlAssetsPrefix = '/graphiql/';

/** What a partner sees on first opening GraphiQL: the header editor, with where their key goes. */
export const graphiqlOptions = {
  title: 'Parley GraphQL API',
  // Subscriptions are served over WebSocket only, where revocations reach them.
  subscriptionsProtocol: 'WS',
  isHeadersEditorEnabled: true,
  defaultEditorToolsVisibility: 'headers',
  headers: JSON.stringify({ Authorization: 'Bearer <paste your API key>' }, null, 2),
  defaultQuery: '# The key you paste below, and its organization\n{\n  apiKey {\n    name\n    scopes\n    organization { id name }\n  }\n}\n',
  shouldPersistHeaders: false,
} satisfies GraphiQLOptions;

type Asset = { type: string; body: string };

/** Starts GraphiQL once the editor's script has loaded, with the options the page carries as JSON. */
const bootScript = `
const workers = { editorWorkerService: 'editor.worker.js', json: 'json.worker.js', graphql: 'graphql.worker.js' };
self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_moduleId, label) => '${graphiqlAssetsPrefix}' + workers[label] };
const options = JSON.parse(document.getElementById('graphiql-options').textContent);
YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
`;

let assets: Promise<Map<string, Asset>> | undefined;

/** Loaded on first use: the bundle is large, and most instances never serve it. */
function loadAssets(): Promise<Map<string, Asset>> {
  assets ??= import('@graphql-yoga/render-graphiql/graphiql').then((bundle) => {
    const script = 'text/javascript; charset=utf-8';
    return new Map<string, Asset>([
      ['graphiql.js', { type: script, body: bundle.js }],
      ['graphiql.css', { type: 'text/css; charset=utf-8', body: bundle.css }],
      ['boot.js', { type: script, body: bootScript }],
      ['editor.worker.js', { type: script, body: bundle.editorWorkerService }],
      ['json.worker.js', { type: script, body: bundle.jsonWorker }],
      ['graphql.worker.js', { type: script, body: bundle.graphqlWorker }],
    ]);
  });
  return assets;
}

/** JSON placed inside a script element: "<" escaped so that no value can end the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderGraphiQLPage(options: GraphiQLOptions): string {
  const title = (options.title ?? 'GraphiQL').replace(/[<&]/g, (character) => (character === '<' ? '&lt;' : '&amp;'));
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="stylesheet" href="${graphiqlAssetsPrefix}graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${scriptSafeJson(options)}</script>
    <script src="${graphiqlAssetsPrefix}graphiql.js"></script>
    <script src="${graphiqlAssetsPrefix}boot.js"></script>
  </body>
</html>`;
}

export async function serveGraphiQLAsset(pathname: string, response: ServerResponse): Promise<void> {
  const asset = (await loadAssets()).get(pathname.slice(graphiqlAssetsPrefix.length));
  if (!asset) {
    response.writeHead(404, { 'content-type': 'application/json' });
    return void response.end(JSON.stringify({ error: 'Not found' }));
  }
  // Revalidated rather than cached for good: the names carry no content hash.
  response.writeHead(200, { 'content-type': asset.type, 'cache-control': 'public, max-age=3600' });
  response.end(asset.body);
}

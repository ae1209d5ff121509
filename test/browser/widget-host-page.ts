import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type HostPage = { url(clientId: string, options?: { identify?: object }): string; close(): Promise<void> };

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A customer's product page with the install snippet, and a log of what the widget's API reports to the page. */
function page(appUrl: string, clientId: string, identify: string | null): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Northwind Outfitters · Alpine 2 tent</title>
<style>
  body { margin: 0; font: 16px/1.6 Georgia, serif; color: #1c1917; background: #fafaf9; }
  header { display: flex; justify-content: space-between; align-items: center; padding: 18px 48px; background: #fff; border-bottom: 1px solid #e7e5e4; }
  header strong { font: 700 20px/1 system-ui, sans-serif; letter-spacing: .02em; }
  nav a { margin-left: 24px; color: #44403c; text-decoration: none; font: 15px system-ui, sans-serif; }
  main { display: grid; grid-template-columns: 1fr 1fr; gap: 48px; max-width: 1040px; margin: 40px auto; padding: 0 48px; }
  .photo { aspect-ratio: 4 / 3; border-radius: 12px; background: linear-gradient(160deg, #a3b18a, #588157 55%, #344e41); }
  h1 { margin: 0 0 8px; font-size: 34px; }
  .price { font: 600 22px system-ui, sans-serif; color: #3f6212; }
  @media (max-width: 700px) { header { padding: 16px 20px; } main { grid-template-columns: 1fr; gap: 24px; padding: 0 20px; } }
  button.buy { padding: 12px 28px; border: 0; border-radius: 8px; background: #1c1917; color: #fff; font: 600 16px system-ui, sans-serif; }
  /* What the widget's API reports, for the test to read; not part of the shop's look. */
  .api { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
</style>
</head>
<body>
<header><strong>NORTHWIND</strong><nav><a href="#">Tents</a><a href="#">Packs</a><a href="#">Journal</a></nav></header>
<main>
  <div class="photo" role="img" aria-label="A green tent in the mountains"></div>
  <div>
    <h1>Alpine 2 tent</h1>
    <p class="price">€349</p>
    <p>A two-person, three-season tent that pitches in three minutes and weighs under two kilos. Questions about sizes or delivery? Our team is one click away.</p>
    <p><button class="buy" type="button">Add to cart</button></p>
    <p class="api">Unread: <output id="unread">0</output> · Last message: <output id="last-message"></output></p>
  </div>
</main>
<script>
  window.Parley = window.Parley || function () { (Parley.q = Parley.q || []).push(arguments) };
  Parley('on', 'unread', function (count) { document.getElementById('unread').textContent = count; });
  Parley('on', 'message', function (message) { document.getElementById('last-message').textContent = message.authorName + ': ' + message.body; });
  ${identify ? `Parley('identify', ${identify.replace(/</g, '\\u003c')});` : ''}
</script>
<script src="${escape(appUrl)}/widget.js" data-client-id="${escape(clientId)}" async></script>
</body>
</html>`;
}

/**
 * Serves the customer's page from its own origin (localhost, while the app is on 127.0.0.1), as on a real site:
 * the widget then runs in a cross-origin iframe. `/?client=…&identify=<json>` picks the widget and the identity.
 */
export async function startHostPage(appUrl: string): Promise<HostPage> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(appUrl, url.searchParams.get('client') ?? '', url.searchParams.get('identify')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (clientId, options = {}) =>
      `http://localhost:${port}/?client=${encodeURIComponent(clientId)}${options.identify ? `&identify=${encodeURIComponent(JSON.stringify(options.identify))}` : ''}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

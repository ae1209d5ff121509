import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type ReceivedWebhook = { headers: IncomingMessage['headers']; body: string; payload: any };

/** How the receiver answers the nth request (0-based): a status, or 'hang' to never answer. */
export type ReceiverAnswer = (index: number, received: ReceivedWebhook) => number | 'hang';

/** A webhook receiver on loopback, as a customer would run one. */
export async function startWebhookReceiver(answer: ReceiverAnswer = () => 200) {
  const received: ReceivedWebhook[] = [];
  const hanging: ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry = { headers: request.headers, body, payload: JSON.parse(body) as unknown };
      received.push(entry);
      const reply = answer(received.length - 1, entry);
      if (reply === 'hang') return void hanging.push(response);
      response.writeHead(reply, { 'content-type': 'text/plain' }).end(`answered ${reply}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Verifies a delivery the way a receiver would, with the standardwebhooks package; returns the payload. */
    verify(entry: ReceivedWebhook, secret: string): unknown {
      return new Webhook(secret).verify(entry.body, {
        'webhook-id': String(entry.headers['webhook-id']),
        'webhook-timestamp': String(entry.headers['webhook-timestamp']),
        'webhook-signature': String(entry.headers['webhook-signature']),
      });
    },
    ofType(type: string) {
      return received.filter((entry) => entry.payload.type === type);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

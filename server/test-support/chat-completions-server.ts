import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatPrompt = { model: string; messages: { role: string; content: string }[]; authorization?: string };

/** How the stand-in answers the next request: with text, after a delay (to pass a timeout), or with a server error. */
export type ChatBehaviour = { reply: string } | { hang: true } | { status: number };

export type ChatCompletionsServer = {
  /** The base URL to give the OpenAI client, e.g. http://127.0.0.1:53121/v1 */
  baseUrl: string;
  /** Every prompt received, in order. */
  prompts: ChatPrompt[];
  /** Sets how later requests are answered; the default replies "OK". */
  behave(behaviour: ChatBehaviour): void;
  close(): Promise<void>;
};

/**
 * A loopback server speaking the OpenAI chat-completions protocol (non-streaming `POST /v1/chat/completions`), as
 * OpenAI, Ollama or vLLM do, that records each prompt so tests can see exactly what reached the model.
 */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  const prompts: ChatPrompt[] = [];
  let behaviour: ChatBehaviour = { reply: 'OK' };
  const hanging = new Set<ServerResponse>();
  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; messages: { role: string; content: string }[] };
    prompts.push({ model: body.model, messages: body.messages, authorization: request.headers.authorization });
    if ('hang' in behaviour) {
      hanging.add(response);
      return;
    }
    if ('status' in behaviour) {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Model unavailable' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-${prompts.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: behaviour.reply } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  };
  const server = http.createServer((request, response) => {
    respond(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    prompts,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

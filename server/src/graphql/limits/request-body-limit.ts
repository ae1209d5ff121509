import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limits } from './limits';

function bodyTooLarge(): GraphQLError {
  return new GraphQLError(`Request body too large: a GraphQL request is at most ${limits.maxRequestBytes.toLocaleString('en')} bytes.`, {
    extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } },
  });
}

/** A length Node's HTTP parser holds the body to: one non-negative integer (it refuses anything else itself). */
const plainLength = /^\d+$/;

/** The request with its body counted as it arrives, failing once past the limit. */
function counted(request: Request, fetchAPI: { TransformStream: typeof TransformStream; Request: typeof Request }): Request {
  let bytesRead = 0;
  // A body Node's own fetch made is a native stream, which only a native TransformStream may pipe into.
  const Transform = request.body instanceof ReadableStream ? TransformStream : fetchAPI.TransformStream;
  const body = request.body!.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytesRead += chunk.byteLength;
        if (bytesRead > limits.maxRequestBytes) return controller.error(bodyTooLarge());
        controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body, duplex: 'half' } as RequestInit);
}

/**
 * Refuses a GraphQL request whose body is past `limits.maxRequestBytes`, without reading it all. A body that declares
 * its length cannot be longer (Node's HTTP parser reads exactly that many bytes), so only its header is checked; any
 * other body (chunked, or made in-process) is counted as it arrives. Written here because yoga's own limit passes
 * every body through a web stream pipeline to count it, and the abort error that pipeline's end creates (stack trace
 * and all) alone took 1 % of the server's time under load; yoga's is switched off (maxRequestBodySize: false).
 */
export function useRequestBodyLimit(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared !== null && plainLength.test(declared)) {
        if (Number(declared) > limits.maxRequestBytes) throw bodyTooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser((parsed) => requestParser(counted(parsed, fetchAPI)));
    },
  };
}

import { GraphQLError, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limits } from './limits';

function documentTooLarge(length: number): GraphQLError {
  const max = limits.maxDocumentCharacters.toLocaleString('en');
  return new GraphQLError(`GraphQL documents are at most ${max} characters; this one has ${length.toLocaleString('en')}.`, {
    extensions: { code: 'DOCUMENT_TOO_LARGE', http: { status: 413 } },
  });
}

/**
 * Refuses an oversized document before anything parses it (or the parse cache keeps its text), and stops the parser
 * after `limits.maxTokens` tokens: a parsed document costs hundreds of bytes per token, and validating it is
 * quadratic in places. Every transport parses through this (HTTP GET and POST, and the WebSocket via getEnveloped).
 */
export function useDocumentLimits(): Plugin {
  return {
    onParse({ params, setParseFn }) {
      const { length } = typeof params.source === 'string' ? params.source : params.source.body;
      if (length > limits.maxDocumentCharacters) throw documentTooLarge(length);
      setParseFn((source, options) => parse(source, { ...options, maxTokens: limits.maxTokens }));
    },
  };
}

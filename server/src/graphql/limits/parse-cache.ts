import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Parsed documents kept for reuse, counted in tokens: a document holds a few hundred bytes per token. */
const documentCacheTokens = 50_000;
/** Parse errors are kept by the text that caused them: at most this many characters of such text. */
const errorCacheCharacters = 1_000_000;

function tokenCount(document: DocumentNode): number {
  let count = 1;
  for (let token = document.loc?.startToken; token?.next; token = token.next) count += 1;
  return count;
}

/**
 * Yoga's parse cache, bounded by what its entries weigh rather than by how many there are: with its default of 1,024
 * entries, distinct large documents sent on purpose would hold on to gigabytes.
 */
export function createParseCache() {
  return {
    documentCache: new LRUCache<string, DocumentNode>({ maxSize: documentCacheTokens, sizeCalculation: tokenCount }),
    errorCache: new LRUCache<string, Error>({ maxSize: errorCacheCharacters, sizeCalculation: (_error, text) => Math.max(1, text.length) }),
  };
}

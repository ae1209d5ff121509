/**
 * Bounds on what one GraphQL request may ask of the server, checked before the work they bound. The largest operation
 * our own clients send has about 300 tokens and 3,000 characters; the longest list any of them sends is a team's members.
 */
export const limits = {
  /** A GraphQL request's body (document and variables); a message, the largest value anyone sends, is 10,000 characters. */
  maxRequestBytes: 1_000_000,
  /** Longer documents are refused before they are parsed (or kept in the parse cache). */
  maxDocumentCharacters: 100_000,
  /** The parser stops at this many tokens, so a document's size in memory stays small. */
  maxTokens: 2_000,
  /** Items in any one list argument or input field, given in the document or as a variable. */
  maxListItems: 500,
} as const;

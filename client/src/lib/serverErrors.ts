/** A GraphQL error as the server sends it; unexpected ones are masked and carry the event id of their report. */
type ServerError = { readonly message?: string; readonly extensions?: { readonly code?: string; readonly eventId?: string } };

/** Relay hands a failed operation's response along as `source` on the error it raises. */
export function serverErrorsOf(error: unknown): ReadonlyArray<ServerError> {
  const source = (error as { source?: { errors?: ReadonlyArray<ServerError> } } | null)?.source;
  return source?.errors ?? [];
}

/** The server's event id for an unexpected error, for people to quote to support. */
export function serverEventIdOf(error: unknown): string | undefined {
  return serverErrorsOf(error).find((serverError) => serverError.extensions?.eventId)?.extensions?.eventId;
}

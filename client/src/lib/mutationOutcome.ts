/**
 * Every mutation answers with a union: its payload (`…Payload`) or a typed error implementing `Error`.
 * Relay flattens such a union into one object whose fields are all optional; this turns it back into
 * either the payload (its fields now present) or one error shape that forms know how to show.
 */
export type MutationFailure = {
  message: string;
  /** Messages keyed by input field name, from `ValidationError.fieldErrors`. */
  fieldErrors: Record<string, string>;
  /** The typed error's name (e.g. `RateLimitedError`), for forms that offer a way out of one kind; absent when the request itself failed. */
  kind?: string;
  /** For a SecondFactorRequiredError: which second steps the account can finish signing in with. */
  secondStep?: SecondStepOptions;
};

export type SecondStepOptions = { codes: boolean; passkeys: boolean; recoveryCodes: boolean };

export type MutationOutcome<TPayload> = { ok: true; payload: TPayload } | { ok: false; error: MutationFailure };

export type TypedResult = {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly message: string }>;
};

export type PayloadOf<TResult> = { [Key in Exclude<keyof TResult, keyof TypedResult>]-?: Exclude<TResult[Key], undefined> };

export function toOutcome<TResult extends TypedResult>(result: TResult): MutationOutcome<PayloadOf<TResult>> {
  if (result.__typename.endsWith('Payload')) return { ok: true, payload: result as unknown as PayloadOf<TResult> };
  const fieldErrors = Object.fromEntries((result.fieldErrors ?? []).map((fieldError) => [fieldError.field, fieldError.message]));
  const error: MutationFailure = { ...failure(result.message ?? 'Something went wrong. Try again.', fieldErrors), kind: result.__typename };
  if (result.__typename === 'SecondFactorRequiredError') error.secondStep = secondStepOf(result as Partial<SecondStepOptions>);
  return { ok: false, error };
}

/** A mutation that does not select the options offers the code field, as before the account could have passkeys alone. */
function secondStepOf(offered: Partial<SecondStepOptions>): SecondStepOptions {
  const codes = offered.codes ?? true;
  return { codes, passkeys: offered.passkeys ?? false, recoveryCodes: offered.recoveryCodes ?? codes };
}

export function failure(message: string, fieldErrors: Record<string, string> = {}): MutationFailure {
  return { message, fieldErrors };
}

/** For a failure on the server's side: the reference lets support find the report. */
export function unexpectedFailureMessage(reference?: string): string {
  const message = 'Something went wrong on our side. Try again in a moment.';
  return reference ? `${message} Reference: ${reference}` : message;
}

/**
 * The message for the banner above a form: shown unless every field error is already beside its field,
 * so a person never reads the same sentence twice.
 */
export function formLevelMessage(error: MutationFailure | null, renderedFields: readonly string[]): string | null {
  if (!error) return null;
  const fields = Object.keys(error.fieldErrors);
  if (fields.length > 0 && fields.every((field) => renderedFields.includes(field))) return null;
  return error.message;
}

import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { commit } from '../relay/commit';
import type { WidgetSubmitDetailsMutation } from './__generated__/WidgetSubmitDetailsMutation.graphql';

const mutation = graphql`
  mutation WidgetSubmitDetailsMutation($input: SubmitVisitorDetailsInput!) {
    submitVisitorDetails(input: $input) {
      __typename
      ... on SubmitVisitorDetailsPayload {
        visitor {
          id
          email
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
        }
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
    }
  }
`;

/** Saved; refused field by field (the widget shows its own translated messages); too many tries; or not sent at all. */
export type DetailsOutcome = { kind: 'saved' } | { kind: 'invalid'; fields: string[] } | { kind: 'rate-limited' } | { kind: 'failed' };

/** Gives the team the visitor's email (and pre-chat answers); the stored visitor updates the screens that show it. */
export async function submitDetails(environment: IEnvironment, input: { email: string; answers?: Record<string, string> }): Promise<DetailsOutcome> {
  try {
    const { submitVisitorDetails: result } = await commit<WidgetSubmitDetailsMutation>(environment, { mutation, variables: { input } });
    if (result.__typename === 'SubmitVisitorDetailsPayload') return { kind: 'saved' };
    if (result.__typename === 'ValidationError') return { kind: 'invalid', fields: (result.fieldErrors ?? []).map((error) => error.field) };
    if (result.__typename === 'RateLimitedError') return { kind: 'rate-limited' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** The same shape check as the server's, so most mistakes are caught before a round trip. */
export function isEmailLike(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

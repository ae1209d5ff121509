import { ROOT_ID, type Environment, type GraphQLResponse } from 'relay-runtime';

/** Whether the server refused something in this answer because an organization requires two-factor sign-in (see server two-factor-signal). */
export function signalsTwoFactorRequired(response: GraphQLResponse): boolean {
  const responses = Array.isArray(response) ? response : [response];
  return responses.some(
    (single) =>
      single.extensions?.twoFactorRequired === true ||
      ('errors' in single && single.errors?.some((error) => (error as { extensions?: { code?: string } }).extensions?.code === 'TWO_FACTOR_REQUIRED')),
  );
}

/**
 * An owner switched the requirement on while this member was signed in: marking the viewer lets the access rules
 * (useAccessRedirect) lead them to set it up, from whichever screen made the request.
 */
export function markTwoFactorRequired(environment: Environment): void {
  environment.commitUpdate((store) => {
    store.get(ROOT_ID)?.getLinkedRecord('viewer')?.setValue(true, 'twoFactorSetupRequired');
  });
}

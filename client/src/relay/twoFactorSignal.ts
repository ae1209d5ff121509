import { ROOT_ID, type GraphQLResponse, type IEnvironment } from 'relay-runtime';

type SingleResponse = { extensions?: Record<string, unknown> | null; errors?: ReadonlyArray<{ extensions?: { code?: string } }> };

/** Whether the server refused something in this answer because an organization requires two-factor sign-in (see server two-factor-signal). */
export function signalsTwoFactorRequired(response: GraphQLResponse): boolean {
  const responses = (Array.isArray(response) ? response : [response]) as ReadonlyArray<SingleResponse>;
  return responses.some(
    (single) => single.extensions?.twoFactorRequired === true || (single.errors ?? []).some((error) => error.extensions?.code === 'TWO_FACTOR_REQUIRED'),
  );
}

/**
 * An owner switched the requirement on while this member was signed in: marking the viewer lets the access rules
 * (useAccessRedirect) lead them to set it up, from whichever screen made the request.
 */
export function markTwoFactorRequired(environment: Pick<IEnvironment, 'commitUpdate'>): void {
  environment.commitUpdate((store) => {
    store.get(ROOT_ID)?.getLinkedRecord('viewer')?.setValue(true, 'twoFactorSetupRequired');
  });
}

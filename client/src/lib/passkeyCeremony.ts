import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

export const passkeysSupported = () => browserSupportsWebAuthn();

/** What the browser or authenticator refused, said for people; a cancelled prompt says so rather than looking like a fault. */
function messageOf(error: unknown): string {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error | undefined)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey prompt was closed or timed out. Try again when ready.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  return 'Your browser could not use a passkey here. Try again, or use another way.';
}

export type CeremonyOutcome = { ok: true; response: Record<string, unknown> } | { ok: false; message: string };

/** Asks the browser's authenticator to create a passkey with the server's options. */
export async function createPasskey(options: unknown): Promise<CeremonyOutcome> {
  try {
    const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
    return { ok: true, response: response as unknown as Record<string, unknown> };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

/** Asks the browser's authenticator to sign the server's challenge with a passkey. */
export async function signWithPasskey(options: unknown): Promise<CeremonyOutcome> {
  try {
    const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
    return { ok: true, response: response as unknown as Record<string, unknown> };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

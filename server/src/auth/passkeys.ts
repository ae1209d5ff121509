import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey, PasskeyChallengePurpose, User } from '../generated/prisma/client';
import { ValidationError } from '../errors';
import type { Services } from '../services';

type PasskeyServices = Pick<Services, 'db' | 'config' | 'rateLimits' | 'now'>;

/** The WebAuthn library (with its certificate parsers, some 5 MB of heap), loaded when a passkey is first used. */
const webAuthn = () => import('@simplewebauthn/server');

const challengeLifetimeMs = 5 * 60 * 1000;
export const passkeyNameMaxLength = 60;

/** The site passkeys belong to: its host name is the RP ID, and only pages of its origin may use them. */
function relyingParty(config: Services['config']) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Parley' };
}

const refused = () => new ValidationError('That passkey could not be used. Try again, or use another way to sign in.');

async function storeChallenge(services: PasskeyServices, challenge: string, purpose: PasskeyChallengePurpose, userId: string | null) {
  const { prisma } = services.db;
  const now = services.now();
  // Old challenges are cleared as new ones are handed out, so the table holds only the last few minutes' ceremonies.
  await prisma.passkeyChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
  await prisma.passkeyChallenge.create({ data: { challenge, purpose, userId, expiresAt: new Date(now.getTime() + challengeLifetimeMs) } });
}

/**
 * Accepts a challenge the browser signed only if we handed it out for this purpose and account, within its minutes, and
 * never before: deleting it is the check, so two requests with the same response cannot both pass.
 */
function claimChallenge(services: PasskeyServices, purpose: PasskeyChallengePurpose, userId: string | null) {
  return async (challenge: string) => {
    const { count } = await services.db.prisma.passkeyChallenge.deleteMany({
      where: { challenge, purpose, userId, expiresAt: { gt: services.now() } },
    });
    return count === 1;
  };
}

const transportsOf = (passkey: Pick<Passkey, 'transports'>) => passkey.transports as AuthenticatorTransport[];

/** Options for the browser to create a passkey for the signed-in user: one it can offer later without a name typed (resident). */
export async function beginPasskeyRegistration(services: PasskeyServices, user: Pick<User, 'id' | 'email' | 'name'>): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID, rpName } = relyingParty(services.config);
  const existing = await services.db.prisma.passkey.findMany({ where: { userId: user.id } });
  const options = await (await webAuthn()).generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    // The user handle a discoverable passkey hands back at sign-in: it names the account.
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(services, options.challenge, 'REGISTER', user.id);
  return options;
}

/** Checks the browser's answer to beginPasskeyRegistration and keeps the new passkey under the name given. */
export async function finishPasskeyRegistration(
  services: PasskeyServices,
  user: Pick<User, 'id'>,
  name: string,
  response: RegistrationResponseJSON,
): Promise<Passkey> {
  const label = name.trim();
  if (!label) throw ValidationError.forField('name', 'Give the passkey a name, such as the device it is on.');
  if (label.length > passkeyNameMaxLength) throw ValidationError.forField('name', `Keep the name under ${passkeyNameMaxLength} characters.`);
  const { rpID, origin } = relyingParty(services.config);
  const verification = await (await webAuthn()).verifyRegistrationResponse({
    response,
    expectedChallenge: claimChallenge(services, 'REGISTER', user.id),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw new ValidationError('That passkey could not be added. Try again.');
  const { credential } = verification.registrationInfo;
  const { prisma } = services.db;
  if (await prisma.passkey.findUnique({ where: { credentialId: credential.id } })) throw new ValidationError('That passkey is already added.');
  return prisma.passkey.create({
    data: {
      userId: user.id,
      name: label,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: BigInt(credential.counter),
      transports: credential.transports ?? [],
    },
  });
}

/**
 * Options to sign with a passkey: for the second step, one of the account's own; for signing in without a password, any
 * passkey of this site the authenticator holds, which must then check it is its owner (PIN or biometrics) to count as both.
 */
export async function beginPasskeyAuthentication(
  services: PasskeyServices,
  purpose: Exclude<PasskeyChallengePurpose, 'REGISTER'>,
  userId: string | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = relyingParty(services.config);
  const allowed = userId ? await services.db.prisma.passkey.findMany({ where: { userId } }) : [];
  if (userId && allowed.length === 0) throw new ValidationError('This account has no passkey.');
  const options = await (await webAuthn()).generateAuthenticationOptions({
    rpID,
    allowCredentials: allowed.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
    userVerification: purpose === 'SIGN_IN' ? 'required' : 'preferred',
  });
  await storeChallenge(services, options.challenge, purpose, userId);
  return options;
}

/**
 * Checks a passkey signature against a challenge we handed out, and that the authenticator's counter moved on (a copied
 * key replaying an old count is refused). Attempts count per account like codes do. Returns the passkey's owner.
 */
export async function verifyPasskeyAssertion(
  services: PasskeyServices,
  purpose: Exclude<PasskeyChallengePurpose, 'REGISTER'>,
  userId: string | null,
  response: AuthenticationResponseJSON,
): Promise<User> {
  const { prisma } = services.db;
  const passkey = typeof response?.id === 'string' ? await prisma.passkey.findUnique({ where: { credentialId: response.id }, include: { user: true } }) : null;
  if (!passkey || (userId !== null && passkey.userId !== userId)) throw refused();
  await services.rateLimits.consume('secondFactorPerAccount', passkey.userId);
  const { rpID, origin } = relyingParty(services.config);
  const verification = await (await webAuthn()).verifyAuthenticationResponse({
    response,
    expectedChallenge: claimChallenge(services, purpose, userId),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: Number(passkey.counter), transports: transportsOf(passkey) },
    requireUserVerification: purpose === 'SIGN_IN',
  }).catch(() => null);
  if (!verification?.verified) throw refused();
  // Moved on from the count just checked, or not at all if another request got there first with the same signature.
  const { count } = await prisma.passkey.updateMany({
    where: { id: passkey.id, counter: passkey.counter },
    data: { counter: BigInt(verification.authenticationInfo.newCounter), lastUsedAt: services.now() },
  });
  if (count !== 1) throw refused();
  await services.rateLimits.reset('secondFactorPerAccount', passkey.userId);
  return passkey.user;
}

export async function hasPasskey(services: Pick<Services, 'db'>, userId: string): Promise<boolean> {
  return (await services.db.prisma.passkey.count({ where: { userId } })) > 0;
}

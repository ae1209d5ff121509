import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Prisma, User } from '../generated/prisma/client';
import { ValidationError } from '../errors';
import type { Services } from '../services';
import { createSecretBox } from './secret-box';
import { hashToken } from './tokens';

type TwoFactorServices = Pick<Services, 'db' | 'serverSecret' | 'rateLimits' | 'now'>;

const period = 30;
/** Codes from one step before or after now also count: phone clocks drift. */
const window = 1;
export const recoveryCodeCount = 10;

const sealer = (services: Pick<Services, 'serverSecret'>) => createSecretBox(services.serverSecret, 'two-factor secrets');

function totpFor(secret: OTPAuth.Secret, email: string) {
  return new OTPAuth.TOTP({ issuer: 'Parley', label: email, algorithm: 'SHA1', digits: 6, period, secret });
}

/** Recovery codes read like `k7m2q-x9d4p`: typed by hand, compared without case, spaces or dashes. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const characters = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

export type Enrolment = { secret: string; uri: string; qrCodeDataUrl: string };

/** Starts (or starts over) setting up codes: a new secret, not yet asked for at sign-in until a first code confirms it. */
export async function beginEnrolment(services: TwoFactorServices, user: Pick<User, 'id' | 'email'>): Promise<Enrolment> {
  const { prisma } = services.db;
  const existing = await prisma.twoFactor.findUnique({ where: { userId: user.id } });
  if (existing?.enabledAt) throw new ValidationError('Two-factor sign-in is already on. Turn it off first to set up a new authenticator.');
  const secret = new OTPAuth.Secret({ size: 20 });
  const encryptedSecret = sealer(services).seal(secret.base32);
  await prisma.twoFactor.upsert({
    where: { userId: user.id },
    create: { userId: user.id, encryptedSecret },
    update: { encryptedSecret, lastUsedStep: null },
  });
  const uri = totpFor(secret, user.email).toString();
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: secret.base32, uri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Accepts a current code once: the step it belongs to is recorded atomically, so the same code (or an older one)
 * cannot be replayed, even by two requests at the same moment.
 */
async function acceptTotp(services: TwoFactorServices, userId: string, email: string, code: string): Promise<boolean> {
  const { prisma } = services.db;
  const record = await prisma.twoFactor.findUnique({ where: { userId } });
  if (!record) return false;
  const totp = totpFor(OTPAuth.Secret.fromBase32(sealer(services).open(record.encryptedSecret)), email);
  const timestamp = services.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window });
  if (delta === null) return false;
  const step = Math.floor(timestamp / 1000 / period) + delta;
  const claimed = await prisma.twoFactor.updateMany({
    where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  return claimed.count === 1;
}

async function spendRecoveryCode(services: TwoFactorServices, userId: string, code: string): Promise<boolean> {
  const claimed = await services.db.prisma.recoveryCode.updateMany({
    where: { userId, codeHash: hashToken(normalizeRecoveryCode(code)), usedAt: null },
    data: { usedAt: services.now() },
  });
  return claimed.count === 1;
}

/** Replaces every recovery code with ten new ones, returned once in clear; only their hashes are kept. */
export async function issueRecoveryCodes(services: TwoFactorServices, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const { prisma } = services.db;
  await prisma.$transaction([
    prisma.recoveryCode.deleteMany({ where: { userId } }),
    prisma.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashToken(normalizeRecoveryCode(code)) })) }),
  ]);
  return codes;
}

/** Turns codes on after the first correct one from the authenticator; returns the recovery codes to show once. */
export async function confirmEnrolment(services: TwoFactorServices, user: Pick<User, 'id' | 'email'>, code: string): Promise<string[]> {
  const record = await services.db.prisma.twoFactor.findUnique({ where: { userId: user.id } });
  if (!record) throw new ValidationError('Start setting up two-factor sign-in first.');
  if (record.enabledAt) throw new ValidationError('Two-factor sign-in is already on.');
  await services.rateLimits.consume('secondFactorPerAccount', user.id);
  if (!(await acceptTotp(services, user.id, user.email, code.replace(/\s/g, '')))) {
    throw ValidationError.forField('code', 'That code is not right. Enter the 6-digit code your app shows now.');
  }
  await services.rateLimits.reset('secondFactorPerAccount', user.id);
  await services.db.prisma.twoFactor.update({ where: { userId: user.id }, data: { enabledAt: services.now() } });
  return issueRecoveryCodes(services, user.id);
}

export type SecondFactorMethod = 'TOTP' | 'RECOVERY_CODE';

/**
 * Checks a code from the authenticator or a recovery code for an account with codes turned on. Attempts are
 * counted per account before checking, so guessing the six digits runs out long before it could succeed.
 */
export async function verifySecondFactor(
  services: TwoFactorServices,
  user: Pick<User, 'id' | 'email'>,
  code: string,
  field = 'code',
): Promise<SecondFactorMethod> {
  await services.rateLimits.consume('secondFactorPerAccount', user.id);
  const compact = code.replace(/\s/g, '');
  const method = /^\d{6}$/.test(compact)
    ? (await acceptTotp(services, user.id, user.email, compact)) && 'TOTP'
    : (await spendRecoveryCode(services, user.id, compact)) && 'RECOVERY_CODE';
  if (method) {
    await services.rateLimits.reset('secondFactorPerAccount', user.id);
    return method;
  }
  throw ValidationError.forField(field, 'That code is not right, or it has already been used.');
}

/** Accounts that sign in with a second step: authenticator codes turned on, or a passkey. */
export const withSecondFactor = {
  OR: [{ twoFactor: { enabledAt: { not: null } } }, { passkeys: { some: {} } }],
} satisfies Prisma.UserWhereInput;

/** Whether the account has a second step at all (an organization's requirement is met by either kind). */
export async function hasSecondFactor(services: Pick<Services, 'db'>, userId: string): Promise<boolean> {
  return (await services.db.prisma.user.count({ where: { id: userId, ...withSecondFactor } })) > 0;
}

/** Whether authenticator codes are on. */
export async function hasTwoFactor(services: Pick<Services, 'db'>, userId: string): Promise<boolean> {
  return (await services.db.prisma.twoFactor.count({ where: { userId, enabledAt: { not: null } } })) > 0;
}

/** Turns codes off: the secret, recovery codes and remembered browsers all go. */
export async function removeTwoFactor(services: Pick<Services, 'db'>, userId: string): Promise<void> {
  const { prisma } = services.db;
  await prisma.$transaction([
    prisma.twoFactor.deleteMany({ where: { userId } }),
    prisma.recoveryCode.deleteMany({ where: { userId } }),
    prisma.trustedBrowser.deleteMany({ where: { userId } }),
  ]);
}

export async function remainingRecoveryCodes(services: Pick<Services, 'db'>, userId: string): Promise<number> {
  return services.db.prisma.recoveryCode.count({ where: { userId, usedAt: null } });
}

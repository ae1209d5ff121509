import { Readable } from 'node:stream';
import type { PrismaClient, User } from '../generated/prisma/client';
import { newStorageKey, type Storage } from '../storage/storage';
import { avatarImagesOf } from './avatar-images';

/** Where an avatar is served (see http/avatars): by its storage key, which changes with every upload, so caches never go stale. */
export function avatarPath(storageKey: string): string {
  return `/avatars/${storageKey}`;
}

/**
 * Makes the uploaded picture the user's avatar: both sizes are stored before the user points at them, and the
 * previous picture's files are removed only after, so the avatar is never missing in between.
 */
export async function storeAvatar(deps: { prisma: PrismaClient; storage: Storage }, userId: string, upload: Buffer): Promise<User> {
  const images = await avatarImagesOf(upload);
  const largeKey = newStorageKey();
  const smallKey = newStorageKey();
  await deps.storage.put(largeKey, Readable.from([images.large]));
  await deps.storage.put(smallKey, Readable.from([images.small]));
  const before = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarLargeKey: true, avatarSmallKey: true } });
  const user = await deps.prisma.user.update({ where: { id: userId }, data: { avatarLargeKey: largeKey, avatarSmallKey: smallKey } });
  await removeAvatarFiles(deps.storage, before);
  return user;
}

/** Goes back to initials; the picture's files go too. */
export async function removeAvatar(deps: { prisma: PrismaClient; storage: Storage }, userId: string): Promise<User> {
  const before = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarLargeKey: true, avatarSmallKey: true } });
  const user = await deps.prisma.user.update({ where: { id: userId }, data: { avatarLargeKey: null, avatarSmallKey: null } });
  await removeAvatarFiles(deps.storage, before);
  return user;
}

async function removeAvatarFiles(storage: Storage, keys: { avatarLargeKey: string | null; avatarSmallKey: string | null }) {
  await Promise.all([keys.avatarLargeKey, keys.avatarSmallKey].filter((key): key is string => key !== null).map((key) => storage.delete(key)));
}

import type { Services } from '../services';

/**
 * Removes files whose rows are already deleted. A file that cannot be removed now is logged with its key, never
 * thrown: the rows are gone, so nothing links to it any more, and an operator can remove it by the key.
 */
export async function deleteStoredFiles(services: Pick<Services, 'storage' | 'logger'>, storageKeys: string[]): Promise<void> {
  for (const key of storageKeys) {
    try {
      await services.storage.delete(key);
    } catch (error) {
      services.logger.warn('Could not delete a stored file', { storageKey: key, error: String(error) });
    }
  }
}

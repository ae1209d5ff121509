import path from 'node:path';
import type { Config } from '../config';
import { createLocalDiskStorage } from './local-disk';
import type { Storage } from './storage';

/** The storage backend the configuration names (`STORAGE`); only the local disk for now. */
export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  switch (config.storage) {
    case 'local':
      return createLocalDiskStorage(path.join(config.dataDir, 'attachments'));
  }
}

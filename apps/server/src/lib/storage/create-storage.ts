import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import type { StorageConfig } from './storage-config';

export function createStorage(input: { config: StorageConfig; logger?: { error(obj: object, msg?: string): void } }): Storage {
  const { config } = input;
  if (config.kind === 's3') return createS3Storage({ config, logger: input.logger });
  return createLocalStorage({ root: config.dir });
}

// Opening the run store from the serialisable storage options, with the runner's error codes.
import { createLocalRunStorage, isStorageError } from '../../store/index.ts';
import type { RunStorage } from '../../store/contract.ts';
import { describeError, SupervisedRunError } from '../errors.ts';
import { storageOptionsSchema, type StorageOptions } from '../options/options.ts';
import { parseOptionsOrThrow } from '../options/parse-or-throw.ts';

export async function openStorage(options: StorageOptions): Promise<RunStorage> {
  const parsed = parseOptionsOrThrow(storageOptionsSchema(), options, 'options.storage');
  try {
    return await createLocalRunStorage({
      directory: parsed.directory,
      namespace: parsed.namespace,
      ...(parsed.policy === undefined ? {} : { policy: parsed.policy }),
      knownSecrets: parsed.knownSecrets ?? [],
    });
  } catch (error) {
    const invalid = isStorageError(error, 'INVALID_STORE_ID') || isStorageError(error, 'INVALID_STORAGE_OPTIONS');
    throw new SupervisedRunError(
      invalid ? 'INVALID_OPTIONS' : 'RUN_STORAGE',
      `options.storage: ${describeError(error)}`,
      { cause: error },
    );
  }
}

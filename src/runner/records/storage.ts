// Opening the run store from the serialisable storage options, with the runner's error codes.
import { createLocalRunStorage, isStorageError } from '../../store/index.ts';
import type { RunStorage } from '../../store/contract.ts';
import { describeError, SupervisedRunError } from '../errors.ts';
import { storageOptionsSchema, type StorageOptions } from '../options/options.ts';

export async function openStorage(options: StorageOptions): Promise<RunStorage> {
  const parsed = storageOptionsSchema().safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SupervisedRunError(
      'INVALID_OPTIONS',
      `options.storage.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
      { cause: parsed.error },
    );
  }
  try {
    return await createLocalRunStorage({
      directory: parsed.data.directory,
      namespace: parsed.data.namespace,
      ...(parsed.data.policy === undefined ? {} : { policy: parsed.data.policy }),
      knownSecrets: parsed.data.knownSecrets ?? [],
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

import type { StorageOptions } from '../options.ts';
import type { SupervisedRunStatus } from '../types.ts';
import { SupervisedRunError } from '../errors.ts';

export async function readSupervisedRunStatus(_options: { storage: StorageOptions; runId: string }): Promise<SupervisedRunStatus> {
  throw new SupervisedRunError('WORKER_ERROR', 'readSupervisedRunStatus is being implemented');
}

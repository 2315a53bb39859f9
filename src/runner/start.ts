import type { SupervisedRunOptions } from './options.ts';
import type { SupervisedRunHandle } from './types.ts';
import { SupervisedRunError } from './errors.ts';

export async function startSupervisedRun(_options: SupervisedRunOptions): Promise<SupervisedRunHandle> {
  throw new SupervisedRunError('WORKER_ERROR', 'startSupervisedRun is being implemented');
}

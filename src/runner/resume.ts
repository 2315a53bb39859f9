import type { ResumeSupervisedRunOptions } from './options.ts';
import type { SupervisedRunHandle } from './types.ts';
import { SupervisedRunError } from './errors.ts';

export async function resumeSupervisedRun(_options: ResumeSupervisedRunOptions): Promise<SupervisedRunHandle> {
  throw new SupervisedRunError('WORKER_ERROR', 'resumeSupervisedRun is being implemented');
}

// The worker process's main function. A worker entry calls it (src/runner/worker-entry.ts with no
// built-in hosts; the declarative layer's entry registers its own).
import type { SupervisedWorkerOptions } from './host/types.ts';

export async function runSupervisedWorker(_options: SupervisedWorkerOptions = {}): Promise<void> {
  throw new Error('runSupervisedWorker is being implemented');
}

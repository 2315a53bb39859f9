// The worker process entry of the Action and CLI bundles (dist/worker.js): the runner's worker with
// the built-in `declarative` host registered. Module hosts work through it too.
import { runSupervisedWorker } from '../runner/index.ts';
import { bindDeclarativeRun } from './bind/bind.ts';

await runSupervisedWorker({ builtinHosts: { declarative: bindDeclarativeRun } });

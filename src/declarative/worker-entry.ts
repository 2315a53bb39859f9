// The worker process entry of the Action and CLI bundles (dist/worker.js): the runner's worker with
// the built-in `declarative` host registered. Module hosts work through it too.
import { runSupervisedWorker } from '../runner/index.ts';

// Loaded only by a run that binds it: a module host's worker starts without the declarative
// layer's modules (their schemas alone are a measurable part of a worker's start).
await runSupervisedWorker({
  builtinHosts: { declarative: async (args) => (await import('./bind/bind.ts')).bindDeclarativeRun(args) },
});

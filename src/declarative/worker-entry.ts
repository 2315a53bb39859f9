// The worker process entry of the Action and CLI bundles (dist/worker.js): the runner's worker with
// the built-in `declarative` host registered. Module hosts work through it too.
import { runSupervisedWorker } from '../runner/index.ts';

// Loaded only by a run that binds it, or while a prelaunched worker waits for its launch: a module
// host's worker starts without the declarative layer's modules (their schemas alone are a
// measurable part of a worker's start).
const loadBind = () => import('./bind/bind.ts');
await runSupervisedWorker({
  builtinHosts: { declarative: async (args) => (await loadBind()).bindDeclarativeRun(args) },
  preload: loadBind,
});

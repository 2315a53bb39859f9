// A prelaunched worker waits for its parameters until its launch is recorded (watchdog/prelaunch.ts).
// What every run needs next is prepared meanwhile, off the way to the first node: only loads and
// builds, nothing of the run is read or written before the parameters come. Then what it compiled
// goes to the compile cache: at exit Node writes only what is new, and the watchdog waits for
// that exit before it can settle the run.
import { flushCompileCache } from 'node:module';
import { supervisedRunDefinitionSchema } from '../records/definition.ts';
import { workerParamsSchema } from './params.ts';

/** Parameters not read within this long are not on their way: the worker waits for its launch. */
const waitingAfterMs = 10;

/**
 * `parameters`, with `preload` (and the schemas the worker parses next) run if they are slow to
 * come, and the compile cache written after them if the parameters have still not come.
 */
export async function prepareWhileWaiting<T>(
  parameters: Promise<T>,
  preload: (() => Promise<unknown>) | undefined,
  flush: () => void = flushCompileCache,
): Promise<T> {
  let arrived = false;
  const timer = setTimeout(() => {
    workerParamsSchema();
    supervisedRunDefinitionSchema();
    // A preload that fails fails again where the run needs it, and is reported there.
    void Promise.resolve(preload?.())
      .catch(() => undefined)
      // Only while still waiting: once the parameters are here, the run comes first.
      .then(() => (arrived ? undefined : flush()))
      .catch(() => undefined); // the cache only saves time
  }, waitingAfterMs);
  try {
    return await parameters;
  } finally {
    arrived = true;
    clearTimeout(timer);
  }
}

// A prelaunched worker waits for its parameters until its launch is recorded (watchdog/prelaunch.ts).
// What every run needs next is prepared meanwhile, off the way to the first node: only loads and
// builds, nothing of the run is read or written before the parameters come.
import { supervisedRunDefinitionSchema } from '../records/definition.ts';
import { workerParamsSchema } from './params.ts';

/** Parameters not read within this long are not on their way: the worker waits for its launch. */
const waitingAfterMs = 10;

/** `parameters`, with `preload` (and the schemas the worker parses next) run if they are slow to come. */
export async function prepareWhileWaiting<T>(
  parameters: Promise<T>,
  preload: (() => Promise<unknown>) | undefined,
): Promise<T> {
  const timer = setTimeout(() => {
    workerParamsSchema();
    supervisedRunDefinitionSchema();
    // A preload that fails fails again where the run needs it, and is reported there.
    preload?.().catch(() => undefined);
  }, waitingAfterMs);
  try {
    return await parameters;
  } finally {
    clearTimeout(timer);
  }
}

// The floor of the Action's per-job overhead: the unmodified @actions/cache client alone, in a
// fresh process as a step would start it, restoring (a key that misses, as a new run's job does)
// and saving the directory given. `node bench/cache-alone.mjs <directory> <key> [restore|save]`:
// both calls by default, or only one (the actions/cache Action restores in its main step and saves
// in its post step). Plain JavaScript, so that the bench can also bundle it with ncc as an Action
// ships its code (bench/action-job.ts).
import * as cache from '@actions/cache';

const [directory, key, only] = process.argv.slice(2);
if (directory === undefined || key === undefined || (only !== undefined && only !== 'restore' && only !== 'save'))
  throw new Error('usage: cache-alone.mjs <directory> <key> [restore|save]');
if (only !== 'save') {
  const hit = await cache.restoreCache([directory], `${key}/none`, [`${key}/none/`], { lookupOnly: true });
  if (hit !== undefined) throw new Error(`expected a miss, restored ${hit}`);
}
if (only !== 'restore') {
  const id = await cache.saveCache([directory], key);
  if (id === -1) throw new Error(`the client did not save ${directory}`);
}

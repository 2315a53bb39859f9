// Where the worker script is: options.workerEntry, else the first of these beside the running file:
//   worker-entry.ts  source, run by Node 24 directly (src/runner/worker/, src/declarative/)
//   worker-entry.js  the tsc library build (lib/runner/worker/, lib/declarative/; lib/runner/worker/worker.js
//                    there is the runSupervisedWorker module, not an entry, so it must not win)
//   worker.js        the ncc bundle (dist/worker.js beside dist/bundle.js and its chunks)
// In the library build, the package's dist/worker.js takes the place of lib/'s entry when both were
// built from the same sources (sameBuildBundle).
// Paths come from fileURLToPath(import.meta.url): ncc rewrites `new URL('./x', import.meta.url)`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SupervisedRunError } from '../errors.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** File names of a worker entry beside a running module, in order of preference. */
export const workerEntryNames = ['worker-entry.ts', 'worker-entry.js', 'worker.js'] as const;

/** The first worker entry present in `directory`, or undefined. */
export function findWorkerEntry(directory: string): string | undefined {
  for (const name of workerEntryNames) {
    const candidate = path.join(directory, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The worker entry beside `directory`, or INVALID_OPTIONS saying where it looked. */
export function requireWorkerEntry(directory: string): string {
  const found = findWorkerEntry(directory);
  if (found === undefined) {
    throw new SupervisedRunError(
      'INVALID_OPTIONS',
      `options.workerEntry: not given, and no worker script beside ${directory} (looked for ${workerEntryNames.join(', ')})`,
    );
  }
  return path.basename(found) === 'worker-entry.js' ? (sameBuildBundle(directory) ?? found) : found;
}

const bundles = new Map<string, string | undefined>();

/**
 * The package's dist/worker.js when `directory` lies in its library build (lib/) and lib/ and dist/
 * were built from the same sources: their manifest.json files name the same digest, as a packed
 * package's do (prepack builds both). Built from the same sources, it speaks the same protocol as
 * lib/'s worker, and it loads in a few chunks about 0.1 s sooner than lib/'s many modules.
 */
function sameBuildBundle(directory: string): string | undefined {
  if (bundles.has(directory)) return bundles.get(directory);
  const parts = directory.split(path.sep);
  const lib = parts.lastIndexOf('lib');
  let bundle: string | undefined;
  if (lib > 0) {
    const root = parts.slice(0, lib).join(path.sep) || path.sep;
    const built = sourcesDigest(path.join(root, 'lib', 'manifest.json'));
    const candidate = path.join(root, 'dist', 'worker.js');
    if (
      built !== undefined &&
      built === sourcesDigest(path.join(root, 'dist', 'manifest.json')) &&
      existsSync(candidate)
    )
      bundle = candidate;
  }
  bundles.set(directory, bundle);
  return bundle;
}

function sourcesDigest(manifest: string): string | undefined {
  try {
    const sources = (JSON.parse(readFileSync(manifest, 'utf8')) as { sources?: unknown }).sources;
    return typeof sources === 'string' ? sources : undefined;
  } catch {
    return undefined; // missing or unreadable: not the same build
  }
}

export function resolveWorkerEntry(explicit?: string): string {
  if (explicit !== undefined) {
    const resolved = path.resolve(explicit);
    if (!existsSync(resolved))
      throw new SupervisedRunError('INVALID_OPTIONS', `options.workerEntry: no worker script at ${resolved}`);
    return resolved;
  }
  return requireWorkerEntry(here);
}

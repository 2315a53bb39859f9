// Worker side: find the bindings of a stored host. A module is imported once, with its digest
// checked before and after import (HOST_MODULE_CHANGED); a built-in comes from the worker entry.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { describeError, SupervisedRunError } from '../errors.ts';
import type { StoredHost } from '../records/definition.ts';
import { digestBytes, resolveHostModule } from './resolve.ts';
import type { BindRun } from './types.ts';

async function moduleDigest(absolute: string): Promise<string> {
  try {
    return digestBytes(await readFile(absolute));
  } catch (error) {
    throw new SupervisedRunError('HOST_MODULE', `host module ${absolute} cannot be read: ${describeError(error)}`, {
      cause: error,
    });
  }
}

function changed(relative: string, when: string, expected: string, found: string): SupervisedRunError {
  return new SupervisedRunError(
    'HOST_MODULE_CHANGED',
    `host module ${relative} changed since the run was stored (${when}): expected ${expected}, found ${found}`,
  );
}

export async function loadHost(
  host: StoredHost,
  realRoot: string,
  builtins: Record<string, BindRun>,
): Promise<BindRun> {
  if (host.kind === 'builtin') {
    const bind = Object.hasOwn(builtins, host.name) ? builtins[host.name] : undefined;
    if (typeof bind !== 'function') {
      const known = Object.keys(builtins);
      throw new SupervisedRunError(
        'HOST_MODULE',
        `the stored run needs the built-in host ${JSON.stringify(host.name)}, which this worker entry does not provide (${known.length === 0 ? 'it has none' : `it has ${known.join(', ')}`})`,
      );
    }
    return bind;
  }
  const resolved = await resolveHostModule(realRoot, `./${host.path}`);
  if (resolved.digest !== host.digest) throw changed(host.path, 'before import', host.digest, resolved.digest);
  let namespace: Record<string, unknown>;
  try {
    namespace = (await import(/* webpackIgnore: true */ pathToFileURL(resolved.absolute).href)) as Record<
      string,
      unknown
    >;
  } catch (error) {
    throw new SupervisedRunError('HOST_MODULE', `host module ${host.path} failed to import: ${describeError(error)}`, {
      cause: error,
    });
  }
  const after = await moduleDigest(resolved.absolute);
  if (after !== host.digest) throw changed(host.path, 'after import', host.digest, after);
  const bind = namespace.bindRun;
  if (typeof bind !== 'function')
    throw new SupervisedRunError(
      'HOST_MODULE',
      `host module ${host.path} does not export a bindRun function (a host module exports bindRun({ definition, forms, engines, ... }), which returns { graph, nodes, engines? })`,
    );
  return bind as BindRun;
}

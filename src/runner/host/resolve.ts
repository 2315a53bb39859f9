// Host module resolution (watchdog side, at start and resume) and digest checks (worker side).
// The module must stay inside runRoot after symlinks are resolved; every fs error while
// resolving the entry path is HOST_MODULE with the original error as its cause.
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { describeError, isSupervisedRunError, SupervisedRunError } from '../errors.ts';
import type { StoredHost } from '../records/definition.ts';
import { describeRunRootProblem, runRootProblemOf } from '../watchdog/workspace.ts';

export interface ResolvedModule {
  /** Absolute real path of the module file. */
  absolute: string;
  /** Relative POSIX path from the real runRoot (what the definition stores). */
  relative: string;
  digest: string;
}

export function digestBytes(bytes: Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/** Real path of runRoot (its own errors are not HOST_MODULE: the seed's error boundary excludes it). */
export async function realRunRoot(runRoot: string): Promise<string> {
  try {
    return await realpath(runRoot);
  } catch (error) {
    throw new SupervisedRunError(
      'INVALID_OPTIONS',
      `options.runRoot: cannot resolve ${JSON.stringify(runRoot)}: ${describeError(error)}`,
      { cause: error },
    );
  }
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && !relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative);
}

/**
 * Why a host module specifier was refused, as data: a caller names the root its own way (the
 * Action's `working-directory`, the library's `runRoot`).
 */
export type HostModuleProblem =
  | { module: string; problem: 'not-relative' }
  | { module: string; problem: 'outside'; root: string }
  | { module: string; problem: 'resolves-outside'; root: string; resolved: string }
  | { module: string; problem: 'not-a-file'; resolved: string }
  | { module: string; problem: 'unresolvable'; reason: string };

/**
 * `"./x.mjs" is not a file (...)`: the module and what is wrong with it, naming the root
 * `rootName` (the library's `runRoot` by default).
 */
export function describeHostModuleProblem(p: HostModuleProblem, rootName = 'runRoot'): string {
  const module = JSON.stringify(p.module);
  switch (p.problem) {
    case 'not-relative':
      return `${module} must be a relative file specifier inside ${rootName}, such as ./host.mjs`;
    case 'outside':
      return `${module} is outside ${rootName} ${p.root}`;
    case 'resolves-outside':
      return `${module} resolves to ${p.resolved}, outside ${rootName} ${p.root}`;
    case 'not-a-file':
      return `${module} is not a file (${p.resolved})`;
    case 'unresolvable':
      return `${module} cannot be resolved inside ${rootName}: ${p.reason}`;
  }
}

function hostModuleError(problem: HostModuleProblem, cause?: unknown): SupervisedRunError {
  return new SupervisedRunError('HOST_MODULE', `host.module ${describeHostModuleProblem(problem)}`, {
    cause,
    details: { hostModule: { ...problem } },
  });
}

const problemKinds: ReadonlySet<string> = new Set([
  'not-relative',
  'outside',
  'resolves-outside',
  'not-a-file',
  'unresolvable',
]);

/** The problem a HOST_MODULE error of resolveHostModule carries, or undefined for any other error. */
export function hostModuleProblemOf(error: unknown): HostModuleProblem | undefined {
  if (!isSupervisedRunError(error, 'HOST_MODULE')) return undefined;
  const problem = error.details?.hostModule as { module?: unknown; problem?: unknown } | undefined;
  return typeof problem?.module === 'string' && typeof problem.problem === 'string' && problemKinds.has(problem.problem)
    ? (problem as HostModuleProblem)
    : undefined;
}

/**
 * A HOST_MODULE error of resolveHostModule, or a WORKSPACE_ROOT error about runRoot, with the root
 * named the caller's way (the CLI's `--root`, the Action's `working-directory`); any other error as it is.
 */
export function withRootName(error: unknown, rootName: string): unknown {
  const rootProblem = runRootProblemOf(error);
  if (rootProblem !== undefined)
    return new SupervisedRunError('WORKSPACE_ROOT', describeRunRootProblem(rootProblem, rootName), {
      cause: error,
      details: { runRoot: { ...rootProblem } },
    });
  const problem = hostModuleProblemOf(error);
  if (problem === undefined) return error;
  return new SupervisedRunError('HOST_MODULE', `host module ${describeHostModuleProblem(problem, rootName)}`, {
    cause: error,
    details: { hostModule: { ...problem } },
  });
}

/** Resolves a `module` specifier (relative, e.g. `./host.mjs`) inside the real runRoot and digests its bytes. */
export async function resolveHostModule(realRoot: string, specifier: string): Promise<ResolvedModule> {
  if (path.isAbsolute(specifier) || specifier.startsWith('file:'))
    throw hostModuleError({ module: specifier, problem: 'not-relative' });
  const lexical = path.resolve(realRoot, specifier);
  if (!isInside(realRoot, lexical)) throw hostModuleError({ module: specifier, problem: 'outside', root: realRoot });
  let absolute: string;
  let bytes: Buffer;
  try {
    absolute = await realpath(lexical);
    if (!isInside(realRoot, absolute))
      throw hostModuleError({ module: specifier, problem: 'resolves-outside', root: realRoot, resolved: absolute });
    const info = await stat(absolute);
    if (!info.isFile()) throw hostModuleError({ module: specifier, problem: 'not-a-file', resolved: absolute });
    bytes = await readFile(absolute);
  } catch (error) {
    if (error instanceof SupervisedRunError) throw error;
    throw hostModuleError({ module: specifier, problem: 'unresolvable', reason: describeError(error) }, error);
  }
  return {
    absolute,
    relative: path.relative(realRoot, absolute).split(path.sep).join('/'),
    digest: digestBytes(bytes),
  };
}

/** Resolves a host module as a start will (HOST_MODULE when it cannot be): a caller's check before it claims or writes. */
export async function checkHostModule(runRoot: string, specifier: string): Promise<void> {
  await resolveHostModule(await realRunRoot(runRoot), specifier);
}

/**
 * Checks that a stored host can still be found, with the bytes it was stored with (resume
 * preflight, before anything is written): a worker would fail the run with HOST_MODULE_CHANGED,
 * so the resume is refused instead and the run stays as it was, to be resumed once the module is
 * restored. Built-in names are checked by the worker.
 */
export async function checkStoredHost(realRoot: string, host: StoredHost | undefined): Promise<void> {
  if (host === undefined)
    throw new SupervisedRunError('HOST_MODULE', 'the stored run has no host binding (module or builtin)');
  if (host.kind !== 'module') return;
  const resolved = await resolveHostModule(realRoot, `./${host.path}`);
  if (resolved.digest !== host.digest)
    throw new SupervisedRunError(
      'HOST_MODULE_CHANGED',
      `host module ${host.path} changed since the run was stored (expected ${host.digest}, found ${resolved.digest}): the resume was refused and the run left as it was; resume it again with the module's stored bytes`,
      { details: { path: host.path, expected: host.digest, found: resolved.digest } },
    );
}

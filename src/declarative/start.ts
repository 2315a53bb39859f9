// Conveniences for adapters: start (or resume) a supervised run of a declarative graph file with the
// worker entry that knows the built-in `declarative` host.
import { isAbsolute, join } from 'node:path';
import { resumeSupervisedRun, startSupervisedRun } from '../runner/index.ts';
import type { ResumeSupervisedRunOptions, SupervisedRunOptions, SupervisedRunHandle } from '../runner/index.ts';
import type { JsonValue } from '../store/contract.ts';
import type { CompiledDeclarativeRun } from './compile/compile.ts';
import { loadGraphFile } from './load.ts';
import { declarativeWorkerEntry } from './worker-path.ts';

export type StartDeclarativeRunOptions = Omit<SupervisedRunOptions, 'definition' | 'host'> & {
  runId: string;
  /** The graph file, relative to runRoot (or absolute). */
  graphFile: string;
  /** Caller inputs, checked against the file's declared inputs. Stored durably: never secrets. */
  inputs?: Record<string, JsonValue>;
};

/** Runner options for a compiled graph (exported so adapters can inspect or extend them). */
export function declarativeRunOptions(
  compiled: CompiledDeclarativeRun,
  options: Omit<StartDeclarativeRunOptions, 'graphFile' | 'inputs'>,
): SupervisedRunOptions {
  const { runId, ...rest } = options;
  return {
    ...rest,
    definition: {
      runId,
      graphDefinition: compiled.graphDefinition,
      plan: compiled.plan,
      resolvedInputs: compiled.resolvedInputs,
    },
    host: compiled.host,
    workerEntry: options.workerEntry ?? declarativeWorkerEntry(),
  };
}

/** Loads and compiles the graph file (DeclarativeError on a bad file or inputs), then starts the run. */
export async function startDeclarativeRun(options: StartDeclarativeRunOptions): Promise<SupervisedRunHandle> {
  const { graphFile, inputs, ...rest } = options;
  const path = isAbsolute(graphFile) ? graphFile : join(options.runRoot, graphFile);
  const compiled = await loadGraphFile(path, { runRoot: options.runRoot, inputs });
  return startSupervisedRun(declarativeRunOptions(compiled, rest));
}

/** Resumes any stored run (declarative or module host) with this layer's worker entry. */
export function resumeDeclarativeRun(options: ResumeSupervisedRunOptions): Promise<SupervisedRunHandle> {
  return resumeSupervisedRun({ ...options, workerEntry: options.workerEntry ?? declarativeWorkerEntry() });
}

// What a host (a module's `bindRun`, or a built-in host of a worker entry) receives and returns.
import type { EngineBinding, Graph, NodeBinding } from '../../graph/contract.ts';
import type { CreateEngineOptions, Engine } from '../../engine/index.ts';
import type { MockEngine } from '../../engine/testing/index.ts';
import type { JsonValue } from '../../store/contract.ts';
import type { SupervisedRunDefinition } from '../records/definition.ts';
import type { AttemptOutputs } from '../output/hooks.ts';

/** Graph form factories handed to hosts, so a bare .mjs host needs nothing installed. */
export interface HostForms {
  /** The built-in DAG form: `dag(definition.graphDefinition.value)`. */
  dag(value: JsonValue): Graph<unknown>;
}

/** Engine factories handed to hosts (typed, so a typed host binds what they return without casts). */
export interface HostEngines {
  /**
   * createEngine from the engine layer (claude-cli, codex-cli, anthropic, openai, command, mock): the
   * config is checked as createEngine checks it (an EngineConfigInput), so any value may be passed.
   */
  create(config: unknown, options?: CreateEngineOptions): Engine;
  /** MockEngine from the engine layer's testing kit (offline examples and tests). */
  MockEngine: typeof MockEngine;
}

export interface BindRunArgs {
  /** The stored definition (graph fields, resolved inputs, host config). */
  definition: SupervisedRunDefinition;
  scratchDirectory: string;
  /** Real path of runRoot (the worker's working directory). */
  runRoot: string;
  forms: HostForms;
  engines: HostEngines;
  /**
   * The store's known secrets (storage.knownSecrets, handed to the worker on stdin): a host redacts
   * them from anything it captures (command output, error text), since the store refuses records
   * that hold one. Never write them anywhere.
   */
  knownSecrets: readonly string[];
  /**
   * Where node code sends what it prints: `outputs.sink(ctx.attemptId)` while an attempt runs. What
   * is written there is kept (bounded, redacted) and streamed to the run's output listeners.
   */
  outputs: AttemptOutputs;
}

export interface BoundRun {
  graph: Graph<unknown>;
  nodes: Record<string, NodeBinding>;
  engines?: EngineBinding[];
  /** Required when the graph declares `requiresMemory`. */
  memory?: unknown;
  /** The host's bound of one attempt's kept output (e.g. a graph file's log-limit); the run option wins. */
  attemptLogBytes?: number;
}

/** A module host's export, and the shape of a built-in host. */
export type BindRun = (args: BindRunArgs) => BoundRun | Promise<BoundRun>;

export interface SupervisedWorkerOptions {
  /** Built-in hosts by name (a stored `{ kind: 'builtin', name }` host picks one). */
  builtinHosts?: Record<string, BindRun>;
  /** Loads what a run is likely to need (a built-in host's modules) while a prelaunched worker waits. */
  preload?: () => Promise<unknown>;
}

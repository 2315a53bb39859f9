// Engine bindings: each named engine joined to its plan target (the first target of its own lane).
// Real engines come from the runner's `engines.create` (the engine layer's createEngine); mock engines
// are scripted MockEngines built from the steps stored in the host config.
import { EngineError, type Engine, type EngineRequest } from '../../engine/contract.ts';
import type { MockEngine, MockEngineOptions, MockStep } from '../../engine/testing/index.ts';
import type { EngineBinding, GraphPlan } from '../../graph/contract.ts';
import { DeclarativeError } from '../errors.ts';
import type { EngineConfigEntry, MockStepConfig } from '../host-config.ts';

export interface EngineFactories {
  create(config: unknown, options?: { path?: string; knownSecrets?: readonly string[] }): unknown;
  MockEngine: unknown;
}

/** `knownSecrets`: the run's secrets, which the engines redact from what they capture. */
export function engineBindings(
  configs: Readonly<Record<string, EngineConfigEntry>>,
  plan: GraphPlan,
  factories: EngineFactories,
  runRoot: string,
  knownSecrets: readonly string[] = [],
): EngineBinding[] {
  return Object.entries(configs).map(([name, config]) => {
    const target = plan.lanes[name]?.[0];
    if (target === undefined) {
      throw new DeclarativeError(
        'INVALID_HOST_CONFIG',
        `engine "${name}" has no lane in the stored plan (lanes: ${Object.keys(plan.lanes).join(', ') || 'none'})`,
      );
    }
    if (config.kind === 'mock') {
      const Mock = factories.MockEngine as new (options: MockEngineOptions) => MockEngine;
      const engine = new Mock({
        identity: { provider: target.provider, model: target.model, adapter: 'mock' },
        respond: scriptedResponder(config.steps ?? [{ kind: 'result', echo: true }]),
        ...(config.billing === undefined ? {} : { billing: config.billing }),
      });
      return { target, engine: config.timeoutMs === undefined ? engine : withTimeout(engine, config.timeoutMs) };
    }
    const { steps: _steps, ...engineConfig } = config;
    const engine = factories.create(engineConfig, { path: `engines.${name}`, knownSecrets }) as Engine;
    return { target, engine: inRunRoot(engine, runRoot) };
  });
}

/**
 * Step i answers call i of the run (MockEngine takes i from the executor's count of the engine's
 * recorded calls, so a resume or a restarted worker goes on with the script); the last step
 * repeats. `echo` answers with the prompt itself.
 */
function scriptedResponder(steps: readonly MockStepConfig[]): (request: EngineRequest, index: number) => MockStep {
  return (request, index) => {
    const step = steps[Math.min(index, steps.length - 1)]!;
    if (step.kind === 'error') {
      return { ...step, error: step.error as EngineError['kind'] };
    }
    const { echo, ...rest } = step;
    return echo === true ? { ...rest, text: request.prompt } : rest;
  };
}

/** Command-backed engines run in the run root unless the request says otherwise. */
function inRunRoot(engine: Engine, runRoot: string): Engine {
  return {
    identity: engine.identity,
    run: (request, signal) => engine.run({ ...request, cwd: request.cwd ?? runRoot }, signal),
  };
}

/** A mock's `timeout` bounds each call the way real engines apply their configured timeoutMs. */
function withTimeout(engine: Engine, timeoutMs: number): Engine {
  return {
    identity: engine.identity,
    run: (request, signal) => engine.run({ ...request, timeoutMs: request.timeoutMs ?? timeoutMs }, signal),
  };
}

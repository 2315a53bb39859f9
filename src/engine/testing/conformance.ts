// The engine conformance kit: runs scenarios against an engine and reports every way
// it breaks the port's contract. Framework-free, so any test runner can use it.
import {
  EngineError,
  engineErrorKinds,
  engineResultSchema,
  isDeadLaneKind,
  usageReceiptSchema,
  type Engine,
  type EngineErrorKind,
  type EngineRequest,
  type EngineResult,
} from '../contract.ts';

export type ConformanceExpectation =
  /** Resolves with a valid result whose receipt is not marked failed. */
  | { success: true; check?: (result: EngineResult) => void | Promise<void> }
  /** Rejects with an EngineError of this kind. */
  | { error: EngineErrorKind; check?: (error: EngineError) => void | Promise<void> }
  /** Aborted after `afterMs` (default 50), rejects with kind `aborted` within `withinMs` (default 3000). */
  | { abort: { afterMs?: number; withinMs?: number } }
  /** Called with an already-aborted signal: rejects with kind `aborted` within `withinMs` (default 3000). */
  | { preAborted: { withinMs?: number } };

export interface ConformanceCase {
  name: string;
  /** A fresh engine for this case (each case may need a differently scripted backend). */
  engine: () => Engine | Promise<Engine>;
  request?: Partial<EngineRequest>;
  expect: ConformanceExpectation;
  /** Values that must appear nowhere in the error message or details (API keys, tokens). */
  secrets?: readonly string[];
  /** Give up on a success or error case after this long (default 60000). */
  timeoutMs?: number;
}

export interface ConformanceOutcome {
  name: string;
  ok: boolean;
  problems: string[];
  durationMs: number;
}

function checkError(error: unknown, problems: string[], secrets: readonly string[]): error is EngineError {
  if (!(error instanceof EngineError)) {
    problems.push(`rejected with ${describe(error)}, not an EngineError`);
    return false;
  }
  if (!(engineErrorKinds as readonly string[]).includes(error.kind))
    problems.push(`unknown error kind "${error.kind}"`);
  if (error.deadLane !== isDeadLaneKind(error.kind)) {
    problems.push(`deadLane is ${error.deadLane} for kind "${error.kind}"`);
  }
  if (error.message.length === 0) problems.push('error message is empty');
  if (error.usage !== undefined) {
    const parsed = usageReceiptSchema().safeParse(error.usage);
    if (!parsed.success) problems.push(`failed receipt does not validate: ${parsed.error.message}`);
    if (error.usage.failed !== true) problems.push('failed receipt does not carry failed: true');
  }
  const exposed = `${error.message}\n${JSON.stringify(error.details ?? null)}`;
  for (const secret of secrets) {
    if (secret.length > 0 && exposed.includes(secret)) problems.push('error message or details contain a secret value');
  }
  return true;
}

function checkResult(result: unknown, problems: string[]): result is EngineResult {
  const parsed = engineResultSchema().safeParse(result);
  if (!parsed.success) {
    problems.push(`result does not validate against engineResultSchema: ${parsed.error.message}`);
    return false;
  }
  const usage = parsed.data.usage;
  if (usage.failed === true) problems.push('a successful result carries a failed receipt');
  // Measured means both sides were reported; one side alone is a lower bound on an unmeasured receipt.
  if (!usage.measured && usage.inputTokens !== undefined && usage.outputTokens !== undefined) {
    problems.push('an unmeasured receipt carries token counts of both sides');
  }
  if (usage.measured && (usage.inputTokens === undefined || usage.outputTokens === undefined)) {
    problems.push('a measured receipt lacks input or output tokens');
  }
  if (usage.cost.kind === 'estimated' && !usage.measured) problems.push('an estimated cost without measured tokens');
  return true;
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  // JSON.stringify answers undefined for undefined and functions, whatever its type says.
  const json: string | undefined = JSON.stringify(value);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
  return json ?? String(value);
}

/** How the engine's run settled. */
type Settled = { ok: true; value: EngineResult } | { ok: false; error: unknown };

/** Runs one case; never throws (a broken engine is reported as problems). */
export async function runConformanceCase(c: ConformanceCase): Promise<ConformanceOutcome> {
  const problems: string[] = [];
  const started = performance.now();
  const request: EngineRequest = { prompt: 'Say OK.', attemptId: `conformance-${c.name}`, ...c.request };
  const secrets = c.secrets ?? [];
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let abortedAt: number | undefined;
  try {
    const engine = await c.engine();
    // Armed inline: an async helper would add ticks between the engine's creation and the abort.
    if ('preAborted' in c.expect) {
      controller.abort();
      abortedAt = performance.now();
    } else if ('abort' in c.expect) {
      timer = setTimeout(() => {
        abortedAt = performance.now();
        controller.abort();
      }, c.expect.abort.afterMs ?? 50);
    }
    const deadlineMs = deadlineOf(c);
    const settled = await settleBy(engine, request, controller.signal, deadlineMs);
    if (settled === 'gave-up') {
      problems.push(`did not settle within ${deadlineMs} ms`);
      return { name: c.name, ok: false, problems, durationMs: performance.now() - started };
    }
    const settledAt = performance.now();
    await checkSettled(c.expect, settled, problems, secrets, abortedAt, settledAt);
  } catch (error) {
    problems.push(`case threw: ${describe(error)}`);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
  return { name: c.name, ok: problems.length === 0, problems, durationMs: performance.now() - started };
}

/** How long the case may take before the kit gives up on it. */
function deadlineOf(c: ConformanceCase): number {
  return 'abort' in c.expect
    ? (c.expect.abort.afterMs ?? 50) + (c.expect.abort.withinMs ?? 3000) + 1000
    : 'preAborted' in c.expect
      ? (c.expect.preAborted.withinMs ?? 3000) + 1000
      : (c.timeoutMs ?? 60_000);
}

// A broken engine must not hang the kit: give up at a deadline and report it.
async function settleBy(
  engine: Engine,
  request: EngineRequest,
  signal: AbortSignal,
  deadlineMs: number,
): Promise<Settled | 'gave-up'> {
  let deadline: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'gave-up'>((resolve) => {
    deadline = setTimeout(() => resolve('gave-up'), deadlineMs);
  });
  try {
    return await Promise.race([
      engine.run(request, signal).then(
        (value): Settled => ({ ok: true, value }),
        (error: unknown): Settled => ({ ok: false, error }),
      ),
      gaveUp,
    ]);
  } finally {
    // Also when run throws instead of rejecting: a pending deadline would hold the process open.
    clearTimeout(deadline);
  }
}

/** Records every way the settled run breaks the case's expectation. */
async function checkSettled(
  expect: ConformanceExpectation,
  result: Settled,
  problems: string[],
  secrets: readonly string[],
  abortedAt: number | undefined,
  settledAt: number,
): Promise<void> {
  if ('success' in expect) {
    if (!result.ok) problems.push(`expected success, rejected with ${describe(result.error)}`);
    else if (checkResult(result.value, problems)) await expect.check?.(result.value);
  } else if ('error' in expect) {
    if (result.ok) problems.push(`expected error kind "${expect.error}", resolved`);
    else if (checkError(result.error, problems, secrets)) {
      if (result.error.kind !== expect.error) {
        problems.push(`expected error kind "${expect.error}", got "${result.error.kind}": ${result.error.message}`);
      } else await expect.check?.(result.error);
    }
  } else {
    const withinMs = ('abort' in expect ? expect.abort.withinMs : expect.preAborted.withinMs) ?? 3000;
    if (result.ok) problems.push('expected an abort, resolved');
    else if (checkError(result.error, problems, secrets)) {
      if (result.error.kind !== 'aborted') problems.push(`expected kind "aborted", got "${result.error.kind}"`);
      if (abortedAt === undefined) problems.push('settled before the abort was signalled');
      else if (settledAt - abortedAt > withinMs) {
        problems.push(`took ${Math.round(settledAt - abortedAt)} ms after the abort (limit ${withinMs} ms)`);
      }
    }
  }
}

/** Runs every case in turn. */
export async function checkEngineConformance(cases: readonly ConformanceCase[]): Promise<ConformanceOutcome[]> {
  const outcomes: ConformanceOutcome[] = [];
  for (const c of cases) outcomes.push(await runConformanceCase(c));
  return outcomes;
}

/** Like checkEngineConformance, but throws one Error listing every problem. */
export async function assertEngineConformance(cases: readonly ConformanceCase[]): Promise<ConformanceOutcome[]> {
  const outcomes = await checkEngineConformance(cases);
  const failed = outcomes.filter((o) => !o.ok);
  if (failed.length > 0) {
    const lines = failed.flatMap((o) => [`${o.name}:`, ...o.problems.map((p) => `  - ${p}`)]);
    throw new Error(`engine conformance failed\n${lines.join('\n')}`);
  }
  return outcomes;
}

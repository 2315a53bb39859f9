// startOwnedCommand: one command in its own process group, bounded in time, output and memory, and
// always followed by cleanup of everything it started (verified by identity, never assumed).
import { spawn, type ChildProcess } from 'node:child_process';
import { buildChildEnvironment } from './env.ts';
import { cwdProblem, emptyCleanup, notStarted } from './not-started.ts';
import { TreeObserver } from './observer.ts';
import { parseCommandOptions, type OwnedCommandOptions, type ParsedCommandOptions } from './options.ts';
import { OutputCollector } from './output.ts';
import { readProcStatSync, toIdentity } from './proc-stat.ts';
import { DEFAULT_GRACE_MS, stopProcessTree } from './stop.ts';
import { identityKey } from './tree.ts';
import type { CleanupReport, OwnedCommandResult, OwnedProcess, ProcessIdentity } from './types.ts';

/** How long stdio may stay open after cleanup (a process outside cleanup's reach holding the pipe). */
const DRAIN_MS = 500;

const settle = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });

/**
 * Starts a command (argv only, never a shell) in its own process group. Invalid options throw
 * EngineError (kind `invalid-config`) naming the field.
 */
export function startOwnedCommand(options: OwnedCommandOptions): OwnedProcess {
  const parsed = parseCommandOptions(options);
  if (parsed.signal?.aborted === true) return notStarted({ aborted: true, stopReason: 'aborted' });
  // A missing cwd makes spawn report ENOENT, which would read as a missing executable.
  const badCwd = cwdProblem(parsed.cwd);
  if (badCwd !== undefined) return notStarted({ spawnError: { code: 'INVALID_CWD', message: badCwd } });

  const { env, marker, outerOwner } = buildChildEnvironment(parsed);
  const startedAt = performance.now();
  let child: ChildProcess;
  try {
    child = spawn(parsed.command, parsed.args, {
      ...(parsed.cwd === undefined ? {} : { cwd: parsed.cwd }),
      env,
      detached: true, // own process group (and session): the whole group can be signalled
      stdio: [
        parsed.input === undefined && parsed.holdInput !== true ? 'ignore' : 'pipe',
        'pipe',
        'pipe',
        ...(parsed.channel === true ? ['ipc' as const] : []),
      ],
      windowsHide: true,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    return notStarted({ spawnError: { code: failure.code ?? 'SPAWN_FAILED', message: failure.message } });
  }
  return new OwnedCommand(child, parsed, { marker, outerOwner, startedAt });
}

/** startOwnedCommand(options).result; invalid options reject with that EngineError. */
export async function runOwnedCommand(options: OwnedCommandOptions): Promise<OwnedCommandResult> {
  return startOwnedCommand(options).result;
}

interface Ownership {
  marker: string | undefined;
  outerOwner: boolean;
  startedAt: number;
}

class OwnedCommand implements OwnedProcess {
  readonly pid: number | undefined;
  readonly result: Promise<OwnedCommandResult>;
  private readonly child: ChildProcess;
  private readonly options: ParsedCommandOptions;
  private readonly ownership: Ownership;
  private readonly output: OutputCollector;
  private readonly rootIdentity: ProcessIdentity | undefined;
  private readonly observer: TreeObserver | undefined;
  private readonly flags = { timedOut: false, aborted: false, outputLimitExceeded: false, memoryLimitExceeded: false };
  private stopReason: string | undefined;
  private inputGiven = false;
  private exit: { code: number | null; signal: string | null; at: number } | undefined;
  private cleanupPromise: Promise<CleanupReport> | undefined;
  private timeout: NodeJS.Timeout | undefined;
  private readonly onAbort = () => void this.requestStop('aborted', 'aborted');
  private markStopRequested: () => void = () => {};
  private readonly stopRequested = new Promise<void>((resolve) => (this.markStopRequested = resolve));

  constructor(child: ChildProcess, options: ParsedCommandOptions, ownership: Ownership) {
    this.child = child;
    this.options = options;
    this.ownership = ownership;
    this.pid = child.pid;
    this.output = new OutputCollector(options.maxOutputBytes, options.keepOutput ?? true);
    const stat = this.pid === undefined || process.platform !== 'linux' ? undefined : readProcStatSync(this.pid);
    this.rootIdentity = stat === undefined ? undefined : toIdentity(stat);
    if (this.rootIdentity !== undefined) {
      this.observer = new TreeObserver(this.rootIdentity, {
        maxMemoryBytes: options.maxMemoryBytes,
        firstSampleMs: options.firstSampleMs,
        onMemoryExceeded: () => void this.requestStop('memory-limit', 'memoryLimitExceeded'),
      });
    }
    this.result = this.pid === undefined ? this.spawnFailure() : this.supervise();
  }

  identity(): Promise<ProcessIdentity | undefined> {
    return Promise.resolve(this.rootIdentity);
  }

  onOutput(listener: (chunk: Buffer, stream: 'stdout' | 'stderr') => void): void {
    this.output.onOutput(listener);
  }

  send(message: unknown): boolean {
    if (!this.child.connected) return false;
    try {
      // A send racing the child's exit fails asynchronously (EPIPE): the child is gone either way.
      return this.child.send(message as never, () => undefined);
    } catch {
      return false;
    }
  }

  onMessage(listener: (message: unknown) => void): void {
    this.child.on('message', listener);
  }

  provideInput(input: string): boolean {
    const stdin = this.child.stdin;
    if (this.options.holdInput !== true || this.inputGiven || stdin === null || stdin.destroyed) return false;
    this.inputGiven = true;
    stdin.end(input);
    return true;
  }

  stop(reason = 'stopped'): Promise<CleanupReport> {
    if (this.pid === undefined) return this.result.then((result) => result.cleanup);
    return this.requestStop(reason, 'aborted');
  }

  private async spawnFailure(): Promise<OwnedCommandResult> {
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => this.child.once('error', resolve));
    return this.compose({ code: error.code ?? 'SPAWN_FAILED', message: error.message });
  }

  private requestStop(reason: string, flag: keyof OwnedCommand['flags']): Promise<CleanupReport> {
    if (this.exit === undefined && this.stopReason === undefined) {
      this.stopReason = reason;
      this.flags[flag] = true;
    }
    return this.cleanup();
  }

  private cleanup(): Promise<CleanupReport> {
    this.markStopRequested();
    this.cleanupPromise ??= (async () => {
      clearTimeout(this.timeout);
      await this.observer?.stop();
      return stopProcessTree({
        ...(this.pid === undefined ? {} : { rootPid: this.pid }),
        observed: this.observer?.identities() ?? [],
        // Only the outer owner sweeps the marker; a nested command would otherwise stop its own parents' work.
        ...(this.ownership.outerOwner && this.ownership.marker !== undefined ? { ownerId: this.ownership.marker } : {}),
        graceMs: this.options.teardownGraceMs ?? DEFAULT_GRACE_MS,
      });
    })();
    return this.cleanupPromise;
  }

  private async supervise(): Promise<OwnedCommandResult> {
    const { child, options } = this;
    const exited = new Promise<void>((resolve) =>
      child.once('exit', (code, signal) => {
        this.exit = { code, signal, at: performance.now() };
        clearTimeout(this.timeout);
        resolve();
      }),
    );
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    child.on('error', () => {}); // after a successful spawn only kill() reports here; cleanup re-checks anyway
    child.stdout?.on('data', (chunk: Buffer) => this.onChunk(chunk, 'stdout'));
    child.stderr?.on('data', (chunk: Buffer) => this.onChunk(chunk, 'stderr'));
    // EPIPE when the command exits without reading its input
    child.stdin?.on('error', () => {});
    if (options.input !== undefined) child.stdin?.end(options.input);
    if (options.timeoutMs !== undefined) {
      this.timeout = setTimeout(() => void this.requestStop('timeout', 'timedOut'), options.timeoutMs);
    }
    options.signal?.addEventListener('abort', this.onAbort, { once: true });
    this.observer?.start();

    await Promise.race([exited, this.stopRequested]);
    const report = await this.cleanup();
    options.signal?.removeEventListener('abort', this.onAbort);
    const rootSurvived = report.survivors.some(
      (s) => this.rootIdentity && identityKey(s) === identityKey(this.rootIdentity),
    );
    if (!rootSurvived) await settle(exited, 1000);
    await settle(closed, DRAIN_MS);
    child.stdout?.destroy();
    child.stderr?.destroy();
    return this.compose(undefined, report);
  }

  private onChunk(chunk: Buffer, stream: 'stdout' | 'stderr'): void {
    if (!this.output.push(chunk, stream)) return;
    // Set even when a descendant crosses the limit after the root exited: the output was cut either way.
    this.flags.outputLimitExceeded = true;
    void this.requestStop('output-limit', 'outputLimitExceeded');
  }

  private compose(
    spawnError: { code: string; message: string } | undefined,
    cleanup = emptyCleanup(),
  ): OwnedCommandResult {
    const end = this.exit?.at ?? performance.now();
    return {
      exitCode: this.exit?.code ?? null,
      signal: this.exit?.signal ?? null,
      stdout: this.output.text('stdout'),
      stderr: this.output.text('stderr'),
      ...this.flags,
      durationMs: Math.round(end - this.ownership.startedAt),
      pid: this.pid,
      cleanup,
      ...(this.stopReason === undefined ? {} : { stopReason: this.stopReason }),
      ...(spawnError === undefined ? {} : { spawnError }),
    };
  }
}

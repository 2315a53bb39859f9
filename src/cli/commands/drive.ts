// Driving a started or resumed run in this process (the CLI process is the watchdog): progress on
// stdout, SIGINT / SIGTERM handled, then the outcome and the exit code. A signal interrupts the run
// (a resumable pause) unless a cancel intent is recorded for it: then it stops (terminal).
import {
  displayLine,
  isCancelRequested,
  runnerEventTypes,
  type StorageOptions,
  type SupervisedRunExtras,
  type SupervisedRunHandle,
  type SupervisedRunResult,
} from '../../runner/index.ts';
import type { ExitCode } from '../errors.ts';
import { jsonLine, line, type CliIo } from '../io.ts';
import type { StoreLocation } from '../options/store.ts';
import { commandPlace, type CommandPlace } from '../output/command-place.ts';
import { exitCodeForResult, headline, loadRunView, nextSteps, type RunView } from '../output/outcome.ts';
import { plain } from '../output/format.ts';
import { Progress } from '../output/progress.ts';
import type { RecordLines } from '../output/record-lines.ts';
import { refusalOf, refusedResumeLines, type RerunAdvice } from '../output/refused-resume.ts';

export interface DriveRequest {
  runId: string;
  location: StoreLocation;
  storage: StorageOptions;
  json: boolean;
  /** --quiet: node output is not printed. */
  quiet?: boolean;
  /** Starts or resumes with the given extras (progress callback, signals off: handled here). */
  launch(extras: SupervisedRunExtras): Promise<SupervisedRunHandle>;
  /** Lines printed before progress (e.g. warnings). */
  preface?: string[];
  /** The --root the person passed, resolved: the commands printed carry it. */
  root?: string;
  /** A resume: its command line to run again, should the runner refuse it before anything runs. */
  rerun?: RerunAdvice;
  /** A resume: the run's records so far, for the retry waits they hold (no live event says them). */
  recorded?: RecordLines;
}

type Signal = 'SIGINT' | 'SIGTERM';

export async function driveRun(io: CliIo, request: DriveRequest): Promise<ExitCode> {
  const progress = request.json ? undefined : new Progress(io);
  for (const text of request.preface ?? []) line(io.stderr, `warning: ${text}`);
  let handle: SupervisedRunHandle | undefined;
  let pending: Signal | undefined;
  let acting = false;
  const act = async (signal: Signal) => {
    if (handle === undefined) {
      pending = signal;
      return;
    }
    if (acting) {
      progress?.note(`  ${signal}: already stopping; the worker's processes are being cleaned up`);
      return;
    }
    acting = true;
    const cancel = await isCancelRequested(request.storage, request.runId);
    noteStopping(io, progress, signal, cancel);
    void (cancel ? handle.stop() : handle.interrupt());
  };
  const onSignal = (signal: Signal) => void act(signal);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let result: SupervisedRunResult;
  // A resume the runner refuses (the workspace differs from the pause snapshot) starts no session.
  const session = { started: false };
  try {
    handle = await request.launch(launchExtras(io, request, progress, () => (session.started = true)));
    if (session.started) {
      progress?.note(`Run ${request.runId}: supervising in this process (Ctrl-C interrupts it; resume continues it)`);
      for (const text of request.recorded?.waits(Date.now()) ?? []) progress?.note(text);
    }
    if (pending !== undefined) await act(pending);
    result = await handle.done;
  } finally {
    progress?.finish();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  await printSettled(io, request, result, session.started);
  return exitCodeForResult(result);
}

/** The outcome; for a resume refused before a session started, the command to run again instead. */
async function printSettled(
  io: CliIo,
  request: DriveRequest,
  result: SupervisedRunResult,
  sessionStarted: boolean,
): Promise<void> {
  const place = commandPlace(request.location, request.root);
  const view = await loadRunView(request.storage, request.runId, place, result);
  const refusal = sessionStarted ? undefined : refusalOf(view.report.status, result);
  if (refusal !== undefined && request.rerun !== undefined && !request.json)
    for (const text of refusedResumeLines(request.runId, refusal, request.rerun)) line(io.stdout, text);
  else printOutcome(io, request, view, result, place);
}

function noteStopping(io: CliIo, progress: Progress | undefined, signal: Signal, cancel: boolean): void {
  const message = cancel
    ? `${signal}: a cancel is recorded; stopping the run`
    : `${signal}: interrupting the run (resumable); this takes a moment`;
  if (progress === undefined) line(io.stderr, message);
  else progress.note(`  ${message}`);
}

/** Progress and node output go through this process; its signals are handled in driveRun. */
function launchExtras(
  io: CliIo,
  request: DriveRequest,
  progress: Progress | undefined,
  onSessionStart: () => void,
): SupervisedRunExtras {
  return {
    onEvent: (event) => {
      if (event.log === 'runner' && event.event.type === runnerEventTypes.sessionStarted) onSessionStart();
      progress?.onEvent(event);
    },
    ...(request.quiet === true ? {} : { onOutput: printOutput(io, progress) }),
    handleSignals: false,
  };
}

/** With --json one JSON line; otherwise the headline, a completed run's output and the next steps. */
function printOutcome(
  io: CliIo,
  request: DriveRequest,
  view: RunView,
  result: SupervisedRunResult,
  place: CommandPlace,
): void {
  if (request.json) {
    const plan = view.plan;
    jsonLine(io.stdout, {
      runId: request.runId,
      namespace: request.location.namespace,
      store: request.location.directory,
      result,
      status: view.report.status,
      waiting: plan,
    });
  } else {
    line(io.stdout, headline(view));
    if (result.kind === 'complete') line(io.stdout, `Output: ${clip(JSON.stringify(result.output))}`);
    const steps = nextSteps(view, place);
    if (steps.length > 0) for (const text of ['', ...steps]) line(io.stdout, text);
  }
}

/** Node lines as they land: above the progress line, or on stderr when stdout is --json. */
function printOutput(io: CliIo, progress: Progress | undefined): SupervisedRunExtras['onOutput'] {
  return (lines) => {
    for (const followed of lines) {
      // Control characters could drive the terminal: node output is untrusted.
      const text = plain(displayLine(followed), 20_000);
      if (progress === undefined) line(io.stderr, text);
      else progress.note(text);
    }
  };
}

function clip(text: string, max = 2000): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters; --json prints all of it)` : text;
}

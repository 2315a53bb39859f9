// `resume`: reopen one recorded pause (--position, with --decision for a reconcile request), or
// continue an interrupted run (no position), supervised in this process.
import path from 'node:path';
import { z } from 'zod';
import { resumeDeclarativeRun } from '../../declarative/index.ts';
import {
  readCancelIntent,
  readSupervisedRunStatus,
  type ResumeDecision,
  type SupervisedRunExtras,
  type SupervisedRunStatus,
} from '../../runner/index.ts';
import type { RunStorage } from '../../store/index.ts';
import * as F from '../args/fields.ts';
import { validateFlags } from '../args/parse.ts';
import { jsonFlag, runIdFlag, storeFlags } from '../args/spec.ts';
import { onlyWith, usageError } from '../errors.ts';
import {
  outputFlagSchema,
  outputFlags,
  restartFlagSchema,
  restartFlags,
  restartOptions,
} from '../options/run-flags.ts';
import { collectKnownSecrets } from '../options/secrets.ts';
import { requireDirectory } from '../options/sources.ts';
import { withFlagNames } from '../options/flag-names.ts';
import { storedRunEnvironmentWarnings } from '../options/run-environment.ts';
import { openRun, storageOptions, storeLocation } from '../options/store.ts';
import { cliInvocation, commandPlace, repeatedCommand, withPlace, type CommandPlace } from '../output/command-place.ts';
import { plain } from '../output/format.ts';
import { recordedWaits } from '../output/record-lines.ts';
import {
  refuseUnpausedPosition,
  refuseWithoutAnswer,
  refuseWithoutDecision,
  reviewerAtPosition,
} from './resume-refusals.ts';
import { currentUser } from '../options/who.ts';
import type { Command } from './command.ts';
import { driveRun } from './drive.ts';

const schema = z.object({
  'run-id': F.runId(),
  position: F.position().optional(),
  decision: F.choice(['retry', 'complete', 'fail'] as const).optional(),
  output: F.json().optional(),
  message: F.text(2000).optional(),
  answer: F.gateAnswer().optional(),
  'raise-budget-usd': F.dollars().optional(),
  'raise-budget-tokens': F.count(1, Number.MAX_SAFE_INTEGER).optional(),
  takeover: F.flagOff,
  reason: F.text(2000).optional(),
  by: F.text(200).optional(),
  root: F.path().optional(),
  ...restartFlagSchema,
  ...outputFlagSchema,
  store: F.path().optional(),
  namespace: F.namespace().optional(),
  json: F.flagOff,
});

type Flags = z.infer<typeof schema>;

/** Refuses flags that only make sense with another one; returns --answer's values. */
function checkFlagCombinations(flags: Flags) {
  if (flags.decision !== undefined && flags.position === undefined)
    throw usageError('--decision: answers a reconcile request; give the --position it answers too');
  const other = flags.decision === undefined ? '' : `, not with --decision ${flags.decision}`;
  if (flags.output !== undefined && flags.decision !== 'complete')
    throw onlyWith(
      '--output',
      `--decision complete${other}`,
      'it records the result of a reconcile request whose work happened; leave --output out',
    );
  if (flags.message !== undefined && flags.decision !== 'fail')
    throw onlyWith(
      '--message',
      `--decision fail${other}`,
      'it records why the work of a reconcile request failed; leave --message out',
    );
  if (flags.answer !== undefined && flags.position === undefined)
    throw usageError('--answer: answers a gate; give the --position it answers too');
  if (flags.reason !== undefined && !flags.takeover)
    throw onlyWith(
      '--reason',
      '--takeover',
      'it records why an orphaned run is taken over; leave --reason out (or add --takeover for an orphaned run)',
    );
  // Checked to be a JSON object by refuseUnresumable, once the run's gate can be named.
  return flags.answer?.ok === true ? flags.answer.value : undefined;
}

/**
 * Refuses, before anything runs, a run whose cancel is recorded, a pause the flags do not answer,
 * and an orphaned run without --takeover; returns the run's store and status.
 */
async function refuseUnresumable(
  flags: Flags,
  place: CommandPlace,
  runId: string,
): Promise<{ existing: RunStorage; current: SupervisedRunStatus }> {
  const existing = await openRun(place, runId);
  const intent = await readCancelIntent(existing, runId);
  if (intent !== undefined) {
    const cancel = withPlace(`${cliInvocation} cancel --run-id ${runId} --reason TEXT`, place, { root: true });
    throw usageError(
      `--run-id: a cancel of run ${runId} is recorded (${plain(intent.requestedAt, 50)}, by ${plain(intent.by, 200)}); finish it with ${cancel}`,
    );
  }
  const current = await readSupervisedRunStatus({ storage: storageOptions(place), runId });
  if (flags.position !== undefined) {
    refuseUnpausedPosition(current, flags.position, place);
    // A --decision or a raise is checked by the runner first (RESUME_DECISION, RESUME_BUDGET, in
    // its order): one that does not fit the pause is refused for what it is, not for a missing answer.
    if (flags.decision === undefined && Object.keys(budgetRaiseOf(flags)).length === 0) {
      refuseWithoutDecision(current, flags.position, place, await reviewerAtPosition(existing, runId, flags.position));
      refuseWithoutAnswer(current, flags.position, place, flags.answer);
    }
  }
  if (!flags.takeover) {
    const { phase, watchdog } = current;
    if (phase === 'orphaned') {
      const holder = watchdog.holder === null ? '' : ` (pid ${watchdog.holder.pid})`;
      throw usageError(
        `--takeover: run ${runId} is orphaned: its watchdog${holder} stopped without settling it; continue it with --takeover --reason TEXT (recorded)`,
      );
    }
  }
  return { existing, current };
}

/** The --decision answering a reconcile request, recorded as made by `by`. */
function decisionOf(flags: Flags, by: string): ResumeDecision | undefined {
  if (flags.decision === 'complete')
    return {
      decision: 'complete',
      decidedBy: by,
      ...(flags.output === undefined ? {} : { output: flags.output }),
    };
  if (flags.decision === 'fail')
    return {
      decision: 'fail',
      decidedBy: by,
      ...(flags.message === undefined ? {} : { message: flags.message }),
    };
  if (flags.decision === 'retry') return { decision: 'retry', decidedBy: by };
  return undefined;
}

/** The --raise-budget-* flags (empty when none is given); they answer a budget pause at --position. */
function budgetRaiseOf(flags: Flags) {
  const raise = {
    ...(flags['raise-budget-usd'] === undefined ? {} : { usd: flags['raise-budget-usd'] }),
    ...(flags['raise-budget-tokens'] === undefined ? {} : { tokens: flags['raise-budget-tokens'] }),
  };
  if (Object.keys(raise).length > 0 && flags.position === undefined)
    throw usageError('--raise-budget-usd/--raise-budget-tokens: raise a budget pause; give the --position it answers');
  return raise;
}

export const resumeCommand: Command = {
  spec: {
    name: 'resume',
    summary: 'Resume one recorded pause, or continue an interrupted run, supervised here',
    usage:
      'resume --run-id ID [--position POS [--decision retry|complete|fail [--output JSON] | --answer JSON]] [flags]',
    flags: {
      ...runIdFlag,
      position: {
        type: 'string',
        value: 'POS',
        description:
          'The paused position to resume (as `status` or the summary shows it); omit to continue an interrupted run',
      },
      decision: {
        type: 'string',
        value: 'D',
        description: 'Answer to a reconcile request: retry (run it again), complete (it happened), fail',
      },
      output: {
        type: 'string',
        value: 'JSON',
        description: 'With --decision complete: the result to record for the position',
      },
      message: { type: 'string', value: 'TEXT', description: 'With --decision fail: why it failed' },
      answer: {
        type: 'string',
        value: 'JSON',
        description: 'With --position of a gate: the answer, a JSON object of its fields (recorded with --by)',
      },
      'raise-budget-usd': {
        type: 'string',
        value: 'USD',
        description: 'With --position of a budget pause: the new, higher dollar budget (recorded with --by)',
      },
      'raise-budget-tokens': {
        type: 'string',
        value: 'N',
        description: 'With --position of a budget pause: the new, higher token budget (recorded with --by)',
      },
      takeover: {
        type: 'boolean',
        description: 'Continue a run whose watchdog died without settling (recorded, with --reason)',
      },
      reason: { type: 'string', value: 'TEXT', description: 'With --takeover: why (default: "takeover from the CLI")' },
      by: {
        type: 'string',
        value: 'NAME',
        description: 'Who answers, decides, raises or takes over, as recorded (default: your user name)',
      },
      root: {
        type: 'string',
        value: 'DIR',
        description: 'The repository the run works in (default: the current directory)',
      },
      ...restartFlags,
      ...outputFlags,
      ...storeFlags,
      ...jsonFlag,
    },
    notes: [
      'The workspace must match the snapshot saved at the pause (WORKSPACE_DRIFT otherwise: the run stays paused). Limits and the restart policy come from the stored run; restart flags override them for this session.',
    ],
    examples: [
      'supervised-run resume --run-id demo-1 --position dag/publish/1 --decision complete --output \'{"url":"https://example.com/r/1"}\'',
      'supervised-run resume --run-id demo-1 --position dag/approve/1 --answer \'{"choice":"ship"}\'',
      'supervised-run resume --run-id demo-1',
    ],
  },

  async run(io, raw) {
    const flags = validateFlags(schema, raw);
    const answer = checkFlagCombinations(flags);
    const restart = restartOptions(flags);
    const runRoot = await requireDirectory('--root', path.resolve(io.cwd, flags.root ?? '.'));
    const location = storeLocation(io, flags);
    const place = commandPlace(location, flags.root === undefined ? undefined : runRoot);
    const runId = flags['run-id'];
    const secrets = collectKnownSecrets(io.env, flags.env ?? [], flags['known-secret-env'] ?? []);
    const { existing, current } = await refuseUnresumable(flags, place, runId);
    const by = flags.by ?? currentUser(io.env);
    const decision = decisionOf(flags, by);
    const raise = budgetRaiseOf(flags);
    const storage = storageOptions(location, secrets.values);
    const environmentVariables = [...new Set(flags.env ?? [])];
    const launch = (extras: SupervisedRunExtras) =>
      resumeDeclarativeRun({
        ...extras,
        storage,
        runId,
        runRoot,
        ...(flags.position === undefined ? {} : { position: flags.position }),
        ...(decision === undefined ? {} : { decision }),
        ...(Object.keys(raise).length === 0 ? {} : { raiseBudget: { ...raise, raisedBy: by } }),
        ...(answer === undefined ? {} : { answer: { values: answer, answeredBy: by } }),
        ...(Object.keys(restart).length === 0 ? {} : { restart }),
        ...(flags['teardown-grace'] === undefined ? {} : { teardownGraceMs: flags['teardown-grace'] }),
        environmentVariables,
        ...(flags.takeover ? { takeover: { reason: flags.reason ?? 'takeover from the CLI', by } } : {}),
      }).catch((error: unknown) => {
        throw withFlagNames(error);
      });
    const warnings = await storedRunEnvironmentWarnings(existing, runId, environmentVariables, io.env);
    const recorded = await recordedWaits(existing, runId, current);
    return driveRun(io, {
      runId,
      location,
      storage,
      json: flags.json,
      quiet: flags.quiet,
      launch,
      preface: [...secrets.warnings, ...warnings],
      ...(place.root === undefined ? {} : { root: place.root }),
      rerun: {
        command: repeatedCommand(resumeCommand.spec, raw, place),
        withRootPlaceholder: repeatedCommand(resumeCommand.spec, raw, commandPlace(location, 'DIR')),
        checked: { directory: runRoot, given: flags.root !== undefined },
      },
      ...(recorded === undefined ? {} : { recorded }),
    });
  },
};

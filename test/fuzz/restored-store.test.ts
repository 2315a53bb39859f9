// Cache-restored stores that were tampered with (edited, flipped, deleted, swapped or truncated
// lines, an edited definition, a swapped or truncated artifact, a garbage checkpoint, a planted
// symlink), taken from a real paused run: every reader gets the run or a typed error naming what is
// wrong; the summary of whatever loads stays well-formed and escaped; a resume of a corrupt store
// never starts a worker. Half the cases keep the status checkpoint: it binds itself to the last 4 KiB
// of each log, so a status read may miss a change before them, and then shows the run as checkpointed.
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isActionError } from '../../src/action/errors.ts';
import { locateStore } from '../../src/action/persistence/layout.ts';
import { acceptRestored } from '../../src/action/persistence/verify.ts';
import { loadRunReport, renderRunSummary } from '../../src/report/index.ts';
import {
  isSupervisedRunError,
  readSupervisedRunStatus,
  resumeSupervisedRun,
  type SupervisedRunStatus,
} from '../../src/runner/index.ts';
import { markedChildren } from '../support/processes.ts';
import { createLocalRunStorage, eventLogWindowBytes, isStorageError } from '../../src/store/index.ts';
import { wellFormedProblems } from '../report/markdown.ts';
import { note, pausedRun, type PausedRun } from './stored-run.ts';
import { editLines, tamperArb, tampered, type Log } from './tamper.ts';

let run: PausedRun;
/** What a status read of the untouched run shows (less what depends on the time or the machine). */
let original: Shown;
/** The untouched logs' bytes. */
const originalLogs = new Map<Log, Buffer>();
beforeAll(async () => {
  run = await pausedRun();
  const { directory, runDirectory } = await run.copy();
  for (const log of ['graph', 'runner'] as const)
    originalLogs.set(log, await readFile(path.join(runDirectory, `${log}.events.jsonl`)));
  original = shown(
    await readSupervisedRunStatus({ storage: { directory, namespace: run.namespace }, runId: run.runId }),
  );
}, 60_000);

type Shown = Pick<
  SupervisedRunStatus,
  'phase' | 'session' | 'result' | 'pauses' | 'positions' | 'nodes' | 'usage' | 'eventCount' | 'heads' | 'dispatches'
>;
function shown(status: SupervisedRunStatus): Shown {
  const { phase, session, result, pauses, positions, nodes, usage, eventCount, heads, dispatches } = status;
  return { phase, session, result, pauses, positions, nodes, usage, eventCount, heads, dispatches };
}
afterAll(() => run?.cleanup());

/**
 * Whether every change is one a kept checkpoint does not see: same-length changes of a log, all
 * before the last `eventLogWindowBytes` (the bytes the checkpoint binds itself to).
 */
async function belowCheckpointWindow(runDirectory: string): Promise<boolean> {
  for (const [log, before] of originalLogs) {
    const after = await readFile(path.join(runDirectory, `${log}.events.jsonl`)).catch(() => undefined);
    if (after === undefined || after.length !== before.length) return false;
    const window = Math.max(0, before.length - eventLogWindowBytes);
    if (!after.subarray(window).equals(before.subarray(window))) return false;
  }
  return true;
}

/** Whether the definition and both logs verify from the start (`records`), and every artifact too (`all`). */
async function verifies(directory: string): Promise<{ records: boolean; all: boolean }> {
  const storage = await createLocalRunStorage({ directory, namespace: run.namespace });
  try {
    await storage.readDefinition(run.runId);
    await storage.readEvents(run.runId, 'graph');
    await storage.readEvents(run.runId, 'runner');
  } catch (error) {
    if (!isStorageError(error)) throw error;
    return { records: false, all: false };
  }
  try {
    const artifacts = readdirSync(path.join(storage.runDirectory(run.runId), 'artifacts'));
    for (const name of artifacts) {
      const bytes = await readFile(path.join(storage.runDirectory(run.runId), 'artifacts', name));
      await storage
        .artifacts(run.runId)
        .get({ schemaVersion: 1, digest: `sha256:${name}`, bytes: bytes.length, mediaType: 'x', purpose: 'x' });
    }
    return { records: true, all: true };
  } catch (error) {
    if (!isStorageError(error)) throw error;
    return { records: true, all: false };
  }
}

function typed(error: unknown): boolean {
  return isSupervisedRunError(error) || isStorageError(error) || isActionError(error);
}

const summaryContext = {
  workflowFile: '.github/workflows/run.yml',
  ref: 'main',
  repository: 'o/r',
  serverUrl: 'https://github.com',
};

describe('tampered cache-restored stores (fuzz)', () => {
  it('read as the run or refused with a typed error; summaries stay escaped; a corrupt store never starts a worker', async () => {
    await fc.assert(
      fc.asyncProperty(tamperArb, fc.boolean(), async (t, keepCheckpoint) => {
        const { directory, runDirectory } = await tampered(run, t, keepCheckpoint);
        const storage = { directory, namespace: run.namespace };
        // The Action's acceptance: tree shape and the run it names.
        const location = locateStore({ storeDirectory: directory, namespace: run.namespace, runId: run.runId });
        const accepted = await acceptRestored(
          location,
          { storeDirectory: directory, namespace: run.namespace, runId: run.runId },
          'fuzz',
        ).then(
          (id) => id,
          (error: unknown) => {
            if (!isActionError(error, 'STORE_RESTORE')) throw error;
            return undefined;
          },
        );
        if (accepted === undefined) return; // refused and removed
        const intact = await verifies(directory);

        const status = await readSupervisedRunStatus({ storage, runId: run.runId }).then(
          (s) => s,
          (e: unknown) => e,
        );
        if (status instanceof Error) expect(typed(status), String(status)).toBe(true);
        else if (!intact.records) {
          // A kept checkpoint binds itself to the last 4 KiB below its cursors only: a status read
          // (a display) does not look further back, so a change there goes unseen by it. It then
          // shows the run as checkpointed, never what the changed bytes say; resume, below, and the
          // Action's restore verify both logs in full.
          const unseen = keepCheckpoint && (await belowCheckpointWindow(runDirectory));
          expect(unseen, `${JSON.stringify(t)}: status read a store whose records do not verify`).toBe(true);
          expect(
            shown(status as SupervisedRunStatus),
            `${JSON.stringify(t)}: status showed what changed bytes say`,
          ).toEqual(original);
        }

        const report = await loadRunReport(storage, run.runId).then(
          (r) => r,
          (e: unknown) => e,
        );
        if (report instanceof Error) {
          expect(typed(report), String(report)).toBe(true);
          expect(report.message.length).toBeGreaterThan(0);
        } else {
          const markdown = renderRunSummary(report as Awaited<ReturnType<typeof loadRunReport>>, summaryContext);
          expect(wellFormedProblems(markdown)).toEqual([]);
          expect(markdown).not.toContain('<img');
          expect(markdown).not.toContain(note.split('\n')[0]);
        }

        if (intact.all) return; // an intact store may resume (a worker run; covered by the runner's own tests)
        const launched: string[] = [];
        const resumed = await resumeSupervisedRun({
          storage,
          runId: run.runId,
          runRoot: run.repo,
          position: run.position,
          onEvent: (event) => launched.push(event.event.type),
        }).then(
          (handle) => handle.done,
          (e: unknown) => e,
        );
        if (resumed instanceof Error) expect(typed(resumed), String(resumed)).toBe(true);
        else
          expect(resumed).toMatchObject({
            kind: 'pause',
            code: expect.stringMatching(/^WORKSPACE_ANCHOR_(INVALID|MISSING)$/),
          });
        expect(launched, `${JSON.stringify(t)} started a worker on a store that does not verify`).not.toContain(
          'runner:worker-launching',
        );
      }),
      { numRuns: 50 },
    );
  }, 120_000);

  it('refuse a restored tree with a planted symlink (STORE_RESTORE) and remove it', async () => {
    const { directory, runDirectory } = await run.copy();
    await symlink('/etc/passwd', path.join(runDirectory, 'artifacts', 'a'.repeat(64)));
    const ref = { storeDirectory: directory, namespace: run.namespace, runId: run.runId };
    const error = await acceptRestored(locateStore(ref), ref, 'fuzz').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isActionError(error, 'STORE_RESTORE')).toBe(true);
    expect(readdirSync(path.join(directory, run.namespace, 'runs'))).toEqual([]);
  });
});

describe('tampered stores with a status checkpoint', () => {
  /** A same-length change inside the second record: below the checkpoint's cursor. */
  async function editedBelowCheckpoint(which: Log): Promise<{ directory: string }> {
    const copy = await run.copy();
    await editLines(path.join(copy.runDirectory, `${which}.events.jsonl`), (lines) => {
      lines[1] = lines[1]!.replace(/"at":"(\d)/, (_, digit: string) => `"at":"${(Number(digit) + 1) % 10}`);
    });
    return copy;
  }

  // Found by this fuzz (reported to the lead): src/runner/status/read.ts foldStoredRun continued from the cursors
  // of the restored (untrusted) checkpoint, and readEvents(from) verifies only from the cursor on:
  // a changed record below it was never read, so status reported the run as intact.
  it('status refuses a store whose record below the checkpoint was changed (same length)', async () => {
    for (const which of ['runner', 'graph'] as const) {
      const { directory } = await editedBelowCheckpoint(which);
      const error = await readSupervisedRunStatus({
        storage: { directory, namespace: run.namespace },
        runId: run.runId,
      }).then(
        () => undefined,
        (e: unknown) => e,
      );
      const message = isSupervisedRunError(error)
        ? error.message
        : `no typed error: status read the ${which} log as intact`;
      expect(message, which).toMatch(/corrupt at line 2/);
    }
  });

  // Found with it (same cause, in resume.ts): resume planned from the checkpoint, then launched workers: with
  // the runner log changed it appended to the corrupt log and settled; with the graph log changed
  // each worker crashed on CORRUPT_EVENT_STREAM until RESTART_EXHAUSTED.
  it('resume refuses such a store before any worker is launched, leaving no process', async () => {
    for (const which of ['runner', 'graph'] as const) {
      const { directory } = await editedBelowCheckpoint(which);
      const launched: string[] = [];
      const outcome = await resumeSupervisedRun({
        storage: { directory, namespace: run.namespace },
        runId: run.runId,
        runRoot: run.repo,
        position: run.position,
        restart: { maxRestarts: 1, initialBackoffMs: 10, maxBackoffMs: 10 },
        onEvent: (event) => launched.push(event.event.type),
      }).then(
        (handle) => handle.done,
        (e: unknown) => e,
      );
      expect(launched, which).not.toContain('runner:worker-launching');
      expect(markedChildren(run.runId), which).toEqual([]);
      const message = isSupervisedRunError(outcome)
        ? outcome.message
        : `no typed error: resume ended ${JSON.stringify(outcome).slice(0, 100)}`;
      expect(message, which).toMatch(/corrupt at line 2/);
    }
  }, 60_000);
});

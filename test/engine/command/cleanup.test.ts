import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  inspectOwnerMarkedProcesses,
  isSameProcessAlive,
  newOwnerId,
  readProcessIdentity,
  runOwnedCommand,
  startOwnedCommand,
  stopOwnedProcessTree,
  type ProcessIdentity,
} from '../../../src/engine/command/index.ts';
import { inspectMarked } from '../../../src/engine/command/inspect.ts';
import {
  eventually,
  executable,
  firstJsonLine,
  fixture,
  Leftovers,
  sameProcess,
  startSleeper,
  strip,
} from './helpers.ts';

const leftovers = new Leftovers();
afterEach(() => leftovers.kill());

const node = process.execPath;
type Reported = ProcessIdentity & { sessionId: number };

describe('a setsid grandchild', () => {
  it('is found by its owner marker and stopped with the tree', async () => {
    const ownerId = newOwnerId();
    const owned = startOwnedCommand({ command: node, args: [fixture('setsid-grandchild.mjs'), 'stay'], ownerId });
    const { grandchild: reported } = await firstJsonLine<{ grandchild: Reported }>(owned);
    const grandchild = strip(reported);
    const root = (await owned.identity())!;
    leftovers.add(root, grandchild);
    // It left both the root's process group and its session.
    expect(reported.sessionId).toBe(grandchild.pid);
    expect(grandchild.processGroupId).not.toBe(root.processGroupId);

    const marked = await inspectOwnerMarkedProcesses(ownerId);
    expect(marked).toContainEqual(grandchild);
    expect(marked).toContainEqual(root);

    const report = await owned.stop();
    expect(report.verified).toBe(true);
    expect(report.stopped.some(sameProcess(grandchild))).toBe(true);
    expect(report.stopped.some(sameProcess(root))).toBe(true);
    expect(await isSameProcessAlive(grandchild)).toBe(false);
    expect(await inspectOwnerMarkedProcesses(ownerId)).toEqual([]);
  });

  it('is stopped by the observed tree when the command has no owner ID', async () => {
    const owned = startOwnedCommand({ command: node, args: [fixture('setsid-grandchild.mjs'), 'stay'] });
    const { grandchild: reported } = await firstJsonLine<{ grandchild: Reported }>(owned);
    const grandchild = strip(reported);
    leftovers.add(grandchild);
    const report = await owned.stop();
    expect(report.stopped.some(sameProcess(grandchild))).toBe(true);
    expect(await isSameProcessAlive(grandchild)).toBe(false);
  });
});

describe('a double-forked daemon', () => {
  it('is reparented out of the tree yet found by its marker', async () => {
    const ownerId = newOwnerId();
    const owned = startOwnedCommand({ command: node, args: [fixture('double-fork.mjs'), 'stay'], ownerId });
    const { daemon: reported, intermediate } = await firstJsonLine<{ daemon: Reported; intermediate: number }>(owned);
    const daemon = strip(reported);
    leftovers.add(daemon);
    expect(daemon.parentPid).not.toBe(owned.pid);
    expect(daemon.parentPid).not.toBe(intermediate);
    expect(await inspectOwnerMarkedProcesses(ownerId)).toContainEqual(daemon);
    const report = await owned.stop();
    expect(report.stopped.some(sameProcess(daemon))).toBe(true);
    expect(await isSameProcessAlive(daemon)).toBe(false);
  });

  it('left behind by a command that exited normally is stopped at completion', async () => {
    const ownerId = newOwnerId();
    const result = await runOwnedCommand({ command: node, args: [fixture('double-fork.mjs'), 'exit'], ownerId });
    const daemon = strip(JSON.parse(result.stdout).daemon as Reported);
    leftovers.add(daemon);
    expect(result).toMatchObject({ exitCode: 0, aborted: false, timedOut: false });
    expect(result.cleanup.verified).toBe(true);
    expect(result.cleanup.stopped.some(sameProcess(daemon))).toBe(true);
    expect(await isSameProcessAlive(daemon)).toBe(false);
  });
});

describe('the owner sweep', () => {
  it('stops every process carrying the owner marker, descendant or not, only for the outer owner', async () => {
    const ownerId = newOwnerId();
    // A marked process that is no descendant of the command: only the marker links it to the owner.
    const stranger = await startSleeper({ OBVERSA_RUN_OWNER: ownerId });
    leftovers.add(stranger);
    const envOnly = await runOwnedCommand({ command: node, args: ['-e', ''], env: { OBVERSA_RUN_OWNER: ownerId } });
    expect(envOnly.cleanup.stopped).toEqual([]);
    expect(await isSameProcessAlive(stranger)).toBe(true);

    const outer = await runOwnedCommand({ command: node, args: ['-e', ''], ownerId });
    expect(outer.cleanup).toMatchObject({ verified: true, stopped: [stranger] });
    expect(await isSameProcessAlive(stranger)).toBe(false);
  });

  it('does not sweep when the caller itself inherited a marker (nested), even given ownerId', async () => {
    const inherited = newOwnerId();
    const stranger = await startSleeper({ OBVERSA_RUN_OWNER: inherited });
    leftovers.add(stranger);
    process.env.OBVERSA_RUN_OWNER = inherited;
    try {
      const nested = await runOwnedCommand({ command: node, args: ['-e', ''], ownerId: newOwnerId() });
      expect(nested.cleanup.stopped).toEqual([]);
      expect(await isSameProcessAlive(stranger)).toBe(true);
    } finally {
      delete process.env.OBVERSA_RUN_OWNER;
    }
  });
});

describe('nested commands', () => {
  it('clean their observed tree only and leave the outer owner’s other processes to the outer cleanup', async () => {
    const ownerId = newOwnerId();
    const result = await runOwnedCommand({ command: node, args: [fixture('nested.mjs')], ownerId, timeoutMs: 30_000 });
    expect(result.exitCode).toBe(0);
    const nested = JSON.parse(result.stdout) as {
      sibling: ProcessIdentity;
      innerGrandchild: Reported;
      innerMarker: string;
      innerCleanup: { stopped: ProcessIdentity[]; verified: boolean };
      siblingAliveAfterInner: boolean;
    };
    leftovers.add(nested.sibling, strip(nested.innerGrandchild));
    // The inherited marker beat the nested call's own ownerId and env marker.
    expect(nested.innerMarker).toBe(ownerId);
    expect(nested.innerCleanup.verified).toBe(true);
    expect(nested.innerCleanup.stopped.some(sameProcess(nested.innerGrandchild))).toBe(true);
    expect(nested.innerCleanup.stopped.some(sameProcess(nested.sibling))).toBe(false);
    expect(nested.siblingAliveAfterInner).toBe(true);
    // The outer owner's completion cleanup swept the sibling.
    expect(result.cleanup.stopped.some(sameProcess(nested.sibling))).toBe(true);
    expect(await isSameProcessAlive(nested.sibling)).toBe(false);
  });
});

describe('stopping', () => {
  it('SIGKILLs a process that ignores SIGTERM after the grace', async () => {
    const owned = startOwnedCommand({ command: node, args: [fixture('ignore-term.mjs')], teardownGraceMs: 300 });
    await firstJsonLine(owned);
    const root = (await owned.identity())!;
    leftovers.add(root);
    const report = await owned.stop();
    expect(report).toMatchObject({ verified: true, survivors: [] });
    expect(report.stopped).toContainEqual(root);
    expect((await owned.result).signal).toBe('SIGKILL');
    expect(await isSameProcessAlive(root)).toBe(false);
  });

  it('continues a stopped process so that SIGTERM ends it within the grace', async () => {
    const owned = startOwnedCommand({ command: executable('sleep'), args: ['30'], teardownGraceMs: 30_000 });
    const root = (await owned.identity())!;
    leftovers.add(root);
    process.kill(root.pid, 'SIGSTOP');
    await eventually(
      async () => (await readFile(`/proc/${root.pid}/stat`, 'utf8')).includes(') T '),
      'the process to stop',
    );
    const report = await owned.stop();
    expect(report).toMatchObject({ verified: true, survivors: [] });
    expect((await owned.result).signal).toBe('SIGTERM');
  });

  it('stops a SIGTERM-ignoring process that keeps starting new sessions during teardown', async () => {
    const ownerId = newOwnerId();
    const owned = startOwnedCommand({ command: node, args: [fixture('storm.mjs')], ownerId, teardownGraceMs: 200 });
    await firstJsonLine(owned);
    const report = await owned.stop();
    leftovers.add(...report.stopped, ...report.survivors);
    expect(report).toMatchObject({ verified: true, survivors: [] });
    expect(report.stopped.length).toBeGreaterThan(5);
    for (const identity of report.stopped) expect(await isSameProcessAlive(identity)).toBe(false);
    expect(await inspectOwnerMarkedProcesses(ownerId)).toEqual([]);
  });

  it('stops a whole process group from its root pid', async () => {
    const child = spawn(node, [fixture('group.mjs')], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    const root = (await readProcessIdentity(child.pid!))!;
    const line = await new Promise<string>((resolve) =>
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    const children = (JSON.parse(line).children as Reported[]).map(strip);
    leftovers.add(root, ...children);
    expect(children.every((c) => c.processGroupId === root.pid)).toBe(true);
    const report = await stopOwnedProcessTree({ rootPid: root.pid, graceMs: 1000 });
    expect(report.verified).toBe(true);
    for (const identity of [root, ...children]) {
      expect(report.stopped.some(sameProcess(identity))).toBe(true);
      expect(await isSameProcessAlive(identity)).toBe(false);
    }
  });

  it('never signals a recycled pid: an identity with another start time is left alone', async () => {
    const sleeper = await startSleeper();
    leftovers.add(sleeper);
    const recycled = { ...sleeper, startedAt: sleeper.startedAt + 1 };
    const report = await stopOwnedProcessTree({ observed: [recycled], processGroupIds: [], graceMs: 100 });
    expect(report).toEqual({ verified: true, capability: 'inherited-owner', stopped: [], survivors: [] });
    // Even as a root pid, a live pid whose recorded start time differs is not ours: neither it nor its group is signalled.
    const asRoot = await stopOwnedProcessTree({ rootPid: sleeper.pid, observed: [recycled], graceMs: 100 });
    expect(asRoot.stopped).toEqual([]);
    expect(await isSameProcessAlive(sleeper)).toBe(true);
  });

  it('never signals the calling process or its group, and reports them as survivors when named', async () => {
    const self = (await readProcessIdentity(process.pid))!;
    const report = await stopOwnedProcessTree({
      observed: [self],
      processGroupIds: [self.processGroupId],
      graceMs: 50,
    });
    expect(report.verified).toBe(false);
    expect(report.survivors).toEqual([self]);
    expect(report.stopped).toEqual([]);
  });

  it('rejects bad requests and owner IDs with EngineError INVALID_OPTIONS', async () => {
    await expect(stopOwnedProcessTree({ ownerId: 'sha256:xyz' })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    await expect(stopOwnedProcessTree({ rootPid: 0 })).rejects.toThrow(/rootPid/);
    await expect(inspectOwnerMarkedProcesses('owner')).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
  });
});

describe('inspectOwnerMarkedProcesses', () => {
  it('matches the complete OBVERSA_RUN_OWNER entry only, without stopping anything', async () => {
    const ownerId = newOwnerId();
    const other = newOwnerId();
    const marked = await startSleeper({ OBVERSA_RUN_OWNER: ownerId });
    const otherOwner = await startSleeper({ OBVERSA_RUN_OWNER: other });
    const otherName = await startSleeper({ NOT_OBVERSA_RUN_OWNER: ownerId, X: `OBVERSA_RUN_OWNER=${ownerId}` });
    leftovers.add(marked, otherOwner, otherName);
    expect(await inspectOwnerMarkedProcesses(ownerId)).toEqual([marked]);
    expect(await inspectOwnerMarkedProcesses(other)).toEqual([otherOwner]);
    expect(await isSameProcessAlive(marked)).toBe(true);
    expect(Object.isFrozen(await inspectOwnerMarkedProcesses(ownerId))).toBe(true);
  });

  it('drops a match whose pid was recycled while its environment was read (start time changed)', async () => {
    const ownerId = newOwnerId();
    const environ = Buffer.from(`A=1\0OBVERSA_RUN_OWNER=${ownerId}\0`);
    const stat = (pid: number, startedAt: number) => ({
      pid,
      parentPid: 1,
      processGroupId: pid,
      sessionId: pid,
      startedAt,
      state: 'S',
    });
    const reads = new Map<number, number>();
    const found = await inspectMarked(ownerId, {
      listPids: async () => [100, 200],
      // pid 200 is a new process on the second read: same pid, later start time.
      readStat: async (pid) => {
        const n = (reads.get(pid) ?? 0) + 1;
        reads.set(pid, n);
        return stat(pid, pid === 200 && n > 1 ? 999 : 50);
      },
      readEnviron: async () => environ,
    });
    expect(found).toEqual([{ pid: 100, parentPid: 1, processGroupId: 100, startedAt: 50 }]);
  });
});

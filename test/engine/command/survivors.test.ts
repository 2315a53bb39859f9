import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isSameProcessAlive,
  readProcessIdentity,
  stopOwnedProcessTree,
  type CleanupReport,
  type ProcessIdentity,
} from '../../../src/engine/command/index.ts';
import { osProcessSystem } from '../../../src/engine/command/process-system.ts';
import { stopProcessTree } from '../../../src/engine/command/stop.ts';
import { fixture, Leftovers, startSleeper } from './helpers.ts';

const leftovers = new Leftovers();
afterEach(() => leftovers.kill());

const NOBODY = 65534;

/** Runs stopOwnedProcessTree in a child running as `nobody`, which may not signal root's processes. */
async function stopAsNobody(request: object): Promise<CleanupReport> {
  const child = spawn(process.execPath, [fixture('stop-as-user.mjs'), JSON.stringify(request), String(NOBODY)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {},
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`stop-as-user failed (${String(code)}): ${err}`);
  return JSON.parse(out) as CleanupReport;
}

/** Not root: some process of another user that this process may not signal (signal 0 probes permission). */
async function foreignProcess(): Promise<ProcessIdentity> {
  const ancestors = new Set<number>();
  for (let pid: number | undefined = process.pid; pid !== undefined && pid > 0 && !ancestors.has(pid);) {
    ancestors.add(pid);
    pid = (await readProcessIdentity(pid))?.parentPid;
  }
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    const pid = Number(name);
    if (ancestors.has(pid)) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      const identity = (error as NodeJS.ErrnoException).code === 'EPERM' ? await readProcessIdentity(pid) : undefined;
      if (identity !== undefined) return identity;
    }
  }
  throw new Error('no process of another user to test with: run as root or beside another user’s process');
}

describe('survivors', () => {
  it('reports a process it is not permitted to kill as a survivor, re-checked by identity', async () => {
    let target: ProcessIdentity;
    let report: CleanupReport;
    if (process.getuid?.() === 0) {
      target = await startSleeper();
      leftovers.add(target);
      report = await stopAsNobody({ observed: [target], graceMs: 100 });
    } else {
      target = await foreignProcess();
      report = await stopOwnedProcessTree({ observed: [target], graceMs: 100 });
    }
    expect(report.verified).toBe(false);
    expect(report.survivors).toEqual([target]);
    expect(report.stopped).toEqual([]);
    expect(await isSameProcessAlive(target)).toBe(true);
  });

  it('reports survivors from the identity re-check when signals have no effect (seam over the signal sender)', async () => {
    const sleeper = await startSleeper();
    leftovers.add(sleeper);
    const sent: string[] = [];
    const report = await stopProcessTree(
      { observed: [sleeper], graceMs: 50 },
      {
        system: {
          ...osProcessSystem,
          signalGroup: (groupId, signal) => void sent.push(`group ${groupId} ${signal}`),
          signalProcess: (identity, signal) => void sent.push(`pid ${identity.pid} ${signal}`),
        },
        killWaitMs: 50,
      },
    );
    expect(report).toMatchObject({ verified: false, survivors: [sleeper], stopped: [] });
    expect(sent).toContain(`pid ${sleeper.pid} SIGTERM`);
    expect(sent).toContain(`pid ${sleeper.pid} SIGKILL`);
    expect(sent).toContain(`group ${sleeper.processGroupId} SIGKILL`);
  });

  it('an owner sweep looks again before it calls an empty scan final, and stops what the second finds', async () => {
    // The first scan misses the marked process, as one in the middle of its exec is missed (no
    // environment for a moment): the sweep must not report a verified cleanup with it still running.
    const sleeper = await startSleeper();
    leftovers.add(sleeper);
    let markedScans = 0;
    const report = await stopProcessTree(
      { ownerId: `sha256:${'a'.repeat(64)}`, graceMs: 1000 },
      {
        system: {
          ...osProcessSystem,
          marked: () => {
            markedScans += 1;
            return Promise.resolve(markedScans === 1 ? [] : [sleeper]);
          },
        },
      },
    );
    expect(report).toMatchObject({ verified: true, stopped: [sleeper], survivors: [] });
    expect(await isSameProcessAlive(sleeper)).toBe(false);
  });

  it('reports a cleanup whose process scan fails as unverified, with the error', async () => {
    const sleeper = await startSleeper();
    leftovers.add(sleeper);
    let scans = 0;
    const report = await stopProcessTree(
      { observed: [sleeper], graceMs: 1000 },
      {
        system: {
          ...osProcessSystem,
          // Fails once the SIGTERMed sleeper is gone, so the report must come from the final identity re-check.
          scan: async () => {
            scans += 1;
            if (scans > 1 && !(await isSameProcessAlive(sleeper)))
              throw Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
            return osProcessSystem.scan();
          },
        },
      },
    );
    expect(report.verified).toBe(false);
    expect(report.error).toMatch(/EIO/);
    expect(report.stopped).toEqual([sleeper]);
  });
});

// Which outputs directories a worker's sweep removes: those of this host's processes that are gone
// (or whose pid is another process now), and unnamed ones of older versions past a week; never a
// live process's, another host's, a recent unnamed one or anything else in the temp directory.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepLeftovers } from '../../src/declarative/bind/output-dir.ts';
import { readProcessIdentity } from '../../src/engine/command/index.ts';

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const host = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);

describe('sweepLeftovers', () => {
  it('removes the outputs directories of gone processes and week-old unnamed ones, nothing else', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'output-sweep-'));
    temps.push(parent);
    const exited = spawn(process.execPath, ['-e', '']);
    await once(exited, 'exit');
    const self = (await readProcessIdentity(process.pid))?.startedAt ?? 0;
    const names = {
      gone: `supervised-output-${host}-${exited.pid}-1-aB3dE6`,
      reused: `supervised-output-${host}-${process.pid}-${self + 1}-aB3dE6`,
      live: `supervised-output-${host}-${process.pid}-${self}-aB3dE6`,
      otherHost: `supervised-output-0badc0de-${exited.pid}-1-aB3dE6`,
      oldUnnamed: 'supervised-output-Xy12Zw',
      newUnnamed: 'supervised-output-Qr34St',
      unrelated: 'something-else',
    };
    for (const name of Object.values(names)) await mkdir(path.join(parent, name));
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await utimes(path.join(parent, names.oldUnnamed), eightDaysAgo, eightDaysAgo);

    const removed = await sweepLeftovers(parent);
    const expectedGone = [names.gone, ...(process.platform === 'linux' ? [names.reused] : []), names.oldUnnamed];
    expect(removed.map((dir) => path.basename(dir)).sort()).toEqual(expectedGone.sort());
    expect((await readdir(parent)).sort()).toEqual(
      Object.values(names)
        .filter((name) => !expectedGone.includes(name))
        .sort(),
    );
  });
});

import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitWorkspaceProvider, WorkspaceError, type WorkspaceProvider } from '../../src/workspace/index.ts';
import { initRepo, tempSpace, type TempSpace } from './fixture.ts';

async function rejection(promise: Promise<unknown>): Promise<WorkspaceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkspaceError);
  return error as WorkspaceError;
}

describe('workspace lease', () => {
  let space: TempSpace;
  let repo: string;
  let leaseDirectory: string;
  const providerAt = (root: string): WorkspaceProvider => createGitWorkspaceProvider({ root, leaseDirectory });

  beforeEach(() => {
    space = tempSpace();
    repo = initRepo(path.join(space.directory, 'repo'), { 'a.txt': 'a\n' });
    leaseDirectory = path.join(space.directory, 'machine', 'leases');
  });
  afterEach(() => space.cleanup());

  it('is held by one holder: a second acquire fails with WORKSPACE_LEASE naming the holder', async () => {
    const lease = await providerAt(repo).acquireLease({ runId: 'run-one', pid: 4242 });
    expect(lease.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(await providerAt(repo).readLease()).toMatchObject({
      root: repo,
      runId: 'run-one',
      pid: 4242,
      token: lease.token,
    });
    const error = await rejection(providerAt(repo).acquireLease({ runId: 'run-two', pid: 4343 }));
    expect(error.code).toBe('WORKSPACE_LEASE');
    expect(error.message).toContain('"run-one" (pid 4242');
    expect(error.holder).toMatchObject({ runId: 'run-one', pid: 4242 });
  });

  it('is keyed by the real path of the repository, whatever path reaches it', async () => {
    const alias = path.join(space.directory, 'alias');
    symlinkSync(repo, alias);
    await providerAt(alias).acquireLease({ runId: 'via-alias', pid: 1 });
    expect((await rejection(providerAt(repo).acquireLease({ runId: 'direct', pid: 2 }))).code).toBe('WORKSPACE_LEASE');
    const other = initRepo(path.join(space.directory, 'other'), { 'b.txt': 'b\n' });
    await expect(providerAt(other).acquireLease({ runId: 'other-repo', pid: 3 })).resolves.toMatchObject({
      record: { root: other },
    });
  });

  it('is free again after its holder releases it, and a repeated release does nothing', async () => {
    const lease = await providerAt(repo).acquireLease({ runId: 'first', pid: 10 });
    await lease.release();
    await lease.release();
    expect(await providerAt(repo).readLease()).toBeNull();
    const next = await providerAt(repo).acquireLease({ runId: 'second', pid: 11 });
    expect(next.record.runId).toBe('second');
    // Only the lease file itself is left behind: no temp files.
    expect(readdirSync(leaseDirectory)).toHaveLength(1);
  });

  it('refuses a release by a non-holder with WORKSPACE_RELEASE and keeps the lease', async () => {
    const lease = await providerAt(repo).acquireLease({ runId: 'holder', pid: 20 });
    const error = await rejection(providerAt(repo).releaseLease('not-the-token'));
    expect(error.code).toBe('WORKSPACE_RELEASE');
    expect(error.message).toContain('"holder"');
    expect(await providerAt(repo).readLease()).toMatchObject({ token: lease.token });
  });

  it('refuses a release once the lease file is not ours any more (removed, then taken by another run)', async () => {
    const provider = providerAt(repo);
    const stale = await provider.acquireLease({ runId: 'stale', pid: 30 });
    await provider.releaseLease(stale.token); // e.g. someone cleaned up by hand
    const current = await provider.acquireLease({ runId: 'current', pid: 31 });
    const error = await rejection(stale.release());
    expect(error.code).toBe('WORKSPACE_RELEASE');
    expect(error.holder).toMatchObject({ runId: 'current' });
    expect(await provider.readLease()).toMatchObject({ token: current.token });
  });

  it('refuses to release a lease that is gone with WORKSPACE_RELEASE', async () => {
    const lease = await providerAt(repo).acquireLease({ runId: 'gone', pid: 40 });
    await providerAt(repo).releaseLease(lease.token);
    expect((await rejection(lease.release())).message).toContain('the lease file is gone');
  });

  it('lets exactly one of many concurrent acquirers win', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        providerAt(repo).acquireLease({ runId: `racer-${index}`, pid: 100 + index }),
      ),
    );
    const winners = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(attempt.reason).toMatchObject({ code: 'WORKSPACE_LEASE' });
    }
  });

  it('refuses to acquire over an unreadable lease file, saying what to remove', async () => {
    const provider = providerAt(repo);
    const lease = await provider.acquireLease({ runId: 'x', pid: 1 });
    const [leaseFile] = readdirSync(leaseDirectory);
    writeFileSync(path.join(leaseDirectory, leaseFile as string), '{ torn');
    const error = await rejection(provider.acquireLease({ runId: 'y', pid: 2 }));
    expect(error.code).toBe('WORKSPACE_LEASE');
    expect(error.message).toContain('cannot be read');
    expect((await rejection(lease.release())).code).toBe('WORKSPACE_RELEASE');
  });

  describe('a holder that died (self-hosted runners keep the machine temp directory between jobs)', () => {
    /** A real process that holds the lease, then is killed and reaped: its pid is provably not it any more. */
    async function deadHolderPid(): Promise<{ pid: number; kill: () => Promise<void> }> {
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      await new Promise((resolve) => child.once('spawn', resolve));
      return {
        pid: child.pid!,
        kill: () =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
      };
    }

    it('clears the lease of a provably dead holder and says whose it was', async () => {
      const holder = await deadHolderPid();
      const old = await providerAt(repo).acquireLease({ runId: 'killed-job', pid: holder.pid });
      expect(old.record).toMatchObject({ startedAt: expect.any(Number), bootId: expect.any(String) });
      await holder.kill();
      const next = await providerAt(repo).acquireLease({ runId: 'next-job', pid: process.pid });
      expect(next.cleared).toMatchObject({ runId: 'killed-job', pid: holder.pid, token: old.token });
      expect(await providerAt(repo).readLease()).toMatchObject({ runId: 'next-job', token: next.token });
    });

    it('still refuses a live holder, and one it cannot prove dead (no start time, another host)', async () => {
      const holder = await deadHolderPid();
      await providerAt(repo).acquireLease({ runId: 'live-job', pid: holder.pid });
      expect((await rejection(providerAt(repo).acquireLease({ runId: 'next', pid: process.pid }))).code).toBe(
        'WORKSPACE_LEASE',
      );
      await holder.kill();
      // The same dead holder, but the record cannot prove it: written by an older version, or on another host.
      const [file] = readdirSync(leaseDirectory).filter((name) => name.endsWith('.lease'));
      const leaseFile = path.join(leaseDirectory, file!);
      const record = JSON.parse(readFileSync(leaseFile, 'utf8')) as Record<string, unknown>;
      for (const unprovable of [
        { ...record, startedAt: undefined },
        { ...record, hostname: 'elsewhere' },
      ]) {
        writeFileSync(leaseFile, JSON.stringify(unprovable));
        expect((await rejection(providerAt(repo).acquireLease({ runId: 'next', pid: process.pid }))).code).toBe(
          'WORKSPACE_LEASE',
        );
      }
    });
  });
});

// takeStatFingerprint's racy rule at its boundary: an entry as new as the capture start is
// "unknown" (no fingerprint); one nanosecond older than every entry's times, it is vouched for.
import { lstatSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  takeStatFingerprint,
  unchangedSince,
  type StatFingerprint,
} from '../../src/workspace/unchanged/fingerprint.ts';
import { initRepo, tempSpace, writeFile, type TempSpace } from './fixture.ts';

let space: TempSpace;
let root: string;
beforeEach(() => {
  space = tempSpace('fingerprint-');
  root = initRepo(path.join(space.directory, 'repo'), { 'a.txt': 'a\n', 'd/b.txt': 'b\n' });
});
afterEach(() => space.cleanup());

function newest(): bigint {
  let latest = 0n;
  for (const name of ['', 'a.txt', 'd', 'd/b.txt']) {
    const stats = lstatSync(path.join(root, name), { bigint: true });
    for (const time of [stats.mtimeNs, stats.ctimeNs]) if (time > latest) latest = time;
  }
  return latest;
}

/** The fingerprint taken, failing the test when there is none. */
function vouched(result: ReturnType<typeof takeStatFingerprint>): StatFingerprint {
  if (result === null || result === 'too-many') throw new Error(`no fingerprint: ${String(result)}`);
  return result;
}

describe('takeStatFingerprint', () => {
  it('refuses while an entry is as new as the capture start, and vouches once all are strictly older', () => {
    const input = { root, excludePaths: [], ignored: [], gitFiles: [] };
    expect(takeStatFingerprint({ ...input, startedAt: newest() })).toBeNull();
    const fingerprint = vouched(takeStatFingerprint({ ...input, startedAt: newest() + 1n }));
    expect(fingerprint.entries.map((entry) => path.relative(root, entry.path)).sort()).toEqual([
      '',
      'a.txt',
      'd',
      'd/b.txt',
    ]);
    expect(unchangedSince(fingerprint)).toBe(true);
    writeFile(root, 'd/b.txt', 'B\n');
    expect(unchangedSince(fingerprint)).toBe(false);
  });

  it('records absent git state files and notices when one appears', () => {
    const packed = path.join(root, '.git', 'packed-refs-test');
    const fingerprint = vouched(
      takeStatFingerprint({
        root,
        excludePaths: [],
        ignored: [],
        gitFiles: [packed],
        startedAt: newest() + 1n,
      }),
    );
    expect(fingerprint.entries[0]).toEqual({ path: packed, stat: null });
    writeFile(root, '.git/packed-refs-test', 'x\n');
    expect(unchangedSince(fingerprint)).toBe(false);
  });

  it('refuses an entry whose mtime was set back while its ctime is as new as the capture start', () => {
    // A tool that restores an mtime cannot restore the ctime: the racy rule reads both.
    for (const name of ['a.txt', 'd', 'd/b.txt', '']) utimesSync(path.join(root, name), 1_600_000_000, 1_600_000_000);
    const input = { root, excludePaths: [], ignored: [], gitFiles: [], startedAt: 1_600_000_001n * 1_000_000_000n };
    expect(takeStatFingerprint(input)).toBeNull();
    expect(vouched(takeStatFingerprint({ ...input, startedAt: newest() + 1n })).entries).toHaveLength(4);
  });

  it('notices a rewrite of the same size whose mtime was put back (its ctime moved)', () => {
    utimesSync(path.join(root, 'a.txt'), 1_600_000_000, 1_600_000_000);
    const before = lstatSync(path.join(root, 'a.txt'), { bigint: true });
    const fingerprint = vouched(
      takeStatFingerprint({ root, excludePaths: [], ignored: [], gitFiles: [], startedAt: newest() + 1n }),
    );
    writeFile(root, 'a.txt', 'A\n');
    utimesSync(path.join(root, 'a.txt'), 1_600_000_000, 1_600_000_000);
    const after = lstatSync(path.join(root, 'a.txt'), { bigint: true });
    expect([after.mtimeNs, after.size, after.ino, after.mode]).toEqual([
      before.mtimeNs,
      before.size,
      before.ino,
      before.mode,
    ]);
    expect(unchangedSince(fingerprint)).toBe(false);
  });

  it('lists a nested repository as an entry but does not walk into it (git status does not report its files)', () => {
    initRepo(path.join(root, 'nested'), { 'inner.txt': 'inner\n' });
    const aMinuteFromNow = (BigInt(Date.now()) + 60_000n) * 1_000_000n;
    const fingerprint = vouched(
      takeStatFingerprint({ root, excludePaths: [], ignored: [], gitFiles: [], startedAt: aMinuteFromNow }),
    );
    expect(fingerprint.entries.map((entry) => path.relative(root, entry.path)).sort()).toEqual([
      '',
      'a.txt',
      'd',
      'd/b.txt',
      'nested',
    ]);
  });

  it('says too-many past maxEntries, apart from the racy "unknown" (null)', () => {
    const input = { root, excludePaths: [], ignored: [], gitFiles: [], startedAt: newest() + 1n };
    expect(takeStatFingerprint({ ...input, maxEntries: 3 })).toBe('too-many');
    expect(vouched(takeStatFingerprint({ ...input, maxEntries: 4 })).entries).toHaveLength(4);
    expect(takeStatFingerprint({ ...input, startedAt: newest(), maxEntries: 4 })).toBeNull();
  });
});

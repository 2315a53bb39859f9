// A restored store is untrusted: each file of a run directory besides its event logs (definition,
// checkpoints, artifacts, live attempt logs, the process lock's holder) is refused past its bound
// (file-limits.ts) without being read whole, with the error its reader already has for a bad file,
// and a FIFO in their place is refused instead of blocking the open. Oversized files are sparse
// (truncate), so a 4 GiB one costs nothing to make.
import { spawn, spawnSync } from 'node:child_process';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openAttemptLog, readAttemptLog, type RunStorage } from '../../src/store/index.ts';
import { readWithin } from '../../src/store/bounded-read.ts';
import {
  maxAttemptLogFileBytes,
  maxCheckpointFileBytes,
  maxDefinitionFileBytes,
  maxLockFileBytes,
} from '../../src/store/file-limits.ts';
import { attemptLogBytesSchema } from '../../src/runner/options/option-schemas.ts';
import { tempDirectory, tempStore } from './helpers.ts';

const gib4 = 4 * 1024 ** 3;
const storeIndex = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/store/index.ts'),
).href;

const definitionFile = (storage: RunStorage) => path.join(storage.runDirectory('r'), 'definition.json');
const checkpointFile = (storage: RunStorage) => path.join(storage.runDirectory('r'), 'checkpoints', 'c.json');
const lockFile = (storage: RunStorage) => path.join(storage.directory, '.local', 'locks', 'ns', 'r.lock');
const headFile = (storage: RunStorage) => path.join(storage.runDirectory('r'), 'logs', 'a1.head.jsonl');
const tailFile = (storage: RunStorage) => path.join(storage.runDirectory('r'), 'logs', 'a1.tail.jsonl');
const artifactFile = (storage: RunStorage, digest: string) =>
  path.join(storage.runDirectory('r'), 'artifacts', digest.slice('sha256:'.length));

/** A run with one of each file, as the store writes them; returns the artifact's reference. */
async function storedRun(storage: RunStorage) {
  await storage.writeDefinition('r', { runId: 'r' });
  await storage.writeCheckpoint('r', 'c', { a: 1 }, Buffer.from('attached'));
  const ref = await storage
    .artifacts('r')
    .put('hello', { mediaType: 'text/plain', purpose: 'test', contentMode: 'state' });
  const lock = await storage.acquireProcessLock('r');
  const log = await openAttemptLog(storage, 'r', 'a1');
  await log.appendHead(Buffer.from('{"k":"h"}\n'));
  await log.replaceTail(Buffer.from('{"k":"t"}\n'));
  await log.close();
  return { ref, lock };
}

/** Makes `file` `bytes` long: a hole after its content, no disk used. */
const growSparse = (file: string, bytes: number) => fs.truncate(file, bytes);

const fifos: string[] = [];
afterEach(async () => {
  // Without the fix a read waits in open() for a writer: this lets it go.
  for (const fifo of fifos.splice(0)) {
    const writer = await fs.open(fifo, constants.O_WRONLY | constants.O_NONBLOCK).catch(() => undefined);
    await writer?.close();
  }
});

async function replaceWithFifo(file: string): Promise<void> {
  await fs.rm(file, { force: true });
  const made = spawnSync('mkfifo', [file]);
  if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr.toString()}`);
  fifos.push(file);
}

describe('store files past their bound', () => {
  it('a definition file is CORRUPT_DEFINITION naming the file and the limit, at the limit and far past it', async () => {
    const storage = await tempStore();
    await storage.writeDefinition('r', { runId: 'r' });
    const file = definitionFile(storage);
    for (const size of [maxDefinitionFileBytes + 1, gib4]) {
      await growSparse(file, size);
      await expect(storage.readDefinition('r')).rejects.toMatchObject({
        code: 'CORRUPT_DEFINITION',
        path: file,
        limit: maxDefinitionFileBytes,
        actual: size,
        message: expect.stringContaining(
          `it is ${size} bytes, more than the ${maxDefinitionFileBytes} of any definition file`,
        ),
      });
    }
  });

  it('a definition past the bound is never written (STORAGE_LIMIT_EXCEEDED), nor is its run directory', async () => {
    const storage = await tempStore();
    const definition = { runId: 'r', inputs: 'x'.repeat(maxDefinitionFileBytes - 200) };
    await expect(storage.writeDefinition('r', definition)).rejects.toMatchObject({
      code: 'STORAGE_LIMIT_EXCEEDED',
      limit: maxDefinitionFileBytes,
    });
    await expect(fs.access(storage.runDirectory('r'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a checkpoint file is no checkpoint; one past the bound is not written', async () => {
    const storage = await tempStore();
    await storage.writeDefinition('r', { runId: 'r' });
    await storage.writeCheckpoint('r', 'c', { a: 1 });
    await growSparse(checkpointFile(storage), gib4);
    expect(await storage.readCheckpointEntry('r', 'c')).toBeUndefined();

    await storage.writeCheckpoint('r', 'c', { a: 1 }); // replaced whole
    const tooLarge = Buffer.alloc(maxCheckpointFileBytes);
    await expect(storage.writeCheckpoint('r', 'c', { a: 2 }, tooLarge)).rejects.toMatchObject({
      code: 'STORAGE_LIMIT_EXCEEDED',
      limit: maxCheckpointFileBytes,
    });
    expect(await storage.readCheckpoint('r', 'c')).toEqual({ a: 1 });
  });

  it('an artifact file longer than its reference is ARTIFACT_INTEGRITY, not read', async () => {
    const storage = await tempStore();
    const { ref, lock } = await storedRun(storage);
    await lock.release();
    await growSparse(artifactFile(storage, ref.digest), gib4);
    await expect(storage.artifacts('r').get(ref)).rejects.toMatchObject({
      code: 'ARTIFACT_INTEGRITY',
      message: `artifact ${ref.digest} is ${gib4} bytes, its reference says 5 (the file was not read)`,
    });
  });

  it("a process lock's holder file is STORAGE_IO naming the limit", async () => {
    const storage = await tempStore();
    await storage.acquireProcessLock('r');
    await growSparse(lockFile(storage), gib4);
    await expect(storage.readProcessLock('r')).rejects.toMatchObject({
      code: 'STORAGE_IO',
      path: lockFile(storage),
      limit: maxLockFileBytes,
      actual: gib4,
    });
  });

  it('a live attempt log file is STORAGE_LIMIT_EXCEEDED, read from the start or from an offset', async () => {
    const storage = await tempStore();
    const { lock } = await storedRun(storage);
    await lock.release();
    expect((await readAttemptLog(storage, 'r', 'a1')).tail?.toString()).toBe('{"k":"t"}\n');
    await growSparse(tailFile(storage), gib4);
    await expect(readAttemptLog(storage, 'r', 'a1')).rejects.toMatchObject({
      code: 'STORAGE_LIMIT_EXCEEDED',
      path: tailFile(storage),
      limit: maxAttemptLogFileBytes,
      actual: gib4,
    });
    await fs.truncate(tailFile(storage), 10); // back to what it held
    await growSparse(headFile(storage), maxAttemptLogFileBytes + 1);
    for (const headFrom of [0, 10, maxAttemptLogFileBytes + 1])
      await expect(readAttemptLog(storage, 'r', 'a1', { headFrom })).rejects.toMatchObject({
        code: 'STORAGE_LIMIT_EXCEEDED',
        path: headFile(storage),
        limit: maxAttemptLogFileBytes,
      });
  });

  it("the bound of a live attempt log is at least the runner's largest attemptLogBytes", () => {
    expect(attemptLogBytesSchema().safeParse(maxAttemptLogFileBytes).success).toBe(true);
    expect(attemptLogBytesSchema().safeParse(maxAttemptLogFileBytes + 1).success).toBe(false);
  });

  it('every read of a 1.5 GiB file stays in bounded memory', async () => {
    const directory = path.join(await tempDirectory(), 'store');
    const storage = await tempStore({ directory });
    const { ref, lock } = await storedRun(storage);
    await lock.release();
    await storage.acquireProcessLock('r'); // a holder file to grow
    const size = 1.5 * 1024 ** 3;
    for (const file of [
      definitionFile(storage),
      checkpointFile(storage),
      artifactFile(storage, ref.digest),
      lockFile(storage),
      headFile(storage),
    ])
      await growSparse(file, size);

    const report = await readInChild(directory, JSON.stringify(ref));

    expect(report.outcomes).toEqual([
      { what: 'definition', code: 'CORRUPT_DEFINITION' },
      { what: 'checkpoint', result: 'undefined' },
      { what: 'artifact', code: 'ARTIFACT_INTEGRITY' },
      { what: 'lock', code: 'STORAGE_IO' },
      { what: 'attempt log', code: 'STORAGE_LIMIT_EXCEEDED' },
    ]);
    // Reading each whole took 1.5 GiB (and a string-length failure for the text ones).
    expect(report.maxRssMb).toBeLessThan(200);
  }, 60_000);
});

interface ChildReport {
  outcomes: Array<{ what: string; code?: string; result?: string }>;
  maxRssMb: number;
}

/** Each read in a fresh process (so its peak resident memory is the reads' own). */
function readInChild(storeDirectory: string, ref: string): Promise<ChildReport> {
  const code = `import { readFileSync } from 'node:fs';
import { createLocalRunStorage, readAttemptLog } from ${JSON.stringify(storeIndex)};
const [directory, ref] = process.argv.slice(1);
const storage = await createLocalRunStorage({ directory, namespace: 'ns' });
const reads = {
  definition: () => storage.readDefinition('r'),
  checkpoint: () => storage.readCheckpointEntry('r', 'c'),
  artifact: () => storage.artifacts('r').get(JSON.parse(ref)),
  lock: () => storage.readProcessLock('r'),
  'attempt log': () => readAttemptLog(storage, 'r', 'a1'),
};
const outcomes = [];
for (const [what, read] of Object.entries(reads)) {
  try {
    outcomes.push({ what, result: String(await read()) });
  } catch (error) {
    outcomes.push({ what, code: error.code });
  }
}
// VmHWM: this image's own peak (maxRSS keeps the forked parent's across exec).
const peakKb = Number(/VmHWM:\\s*(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
process.stdout.write(JSON.stringify({ outcomes, maxRssMb: Math.round(peakKb / 1024) }));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, storeDirectory, ref], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => {
      if (exitCode === 0) resolve(JSON.parse(stdout) as ChildReport);
      else reject(new Error(`the reading process exited ${exitCode}: ${stderr}`));
    });
  });
}

describe('a file that grows past its bound while it is read', () => {
  it('is read no further than one byte past the bound, whatever its size said', async () => {
    // A /proc file says it is 0 bytes long and holds more: what a file growing after its stat looks like.
    const handle = await fs.open('/proc/self/status', 'r');
    try {
      expect((await handle.stat()).size).toBe(0);
      expect(await readWithin(handle, 64)).toEqual({ oversized: true, bytes: 65 });
      const whole = await readWithin(handle, 1024 * 1024);
      expect(Buffer.isBuffer(whole) && whole.toString('utf8')).toMatch(/VmRSS:[^]*\n$/);
    } finally {
      await handle.close();
    }
  });
});

describe('a FIFO in place of a store file', () => {
  it('is refused (UNSAFE_STORAGE_PATH), not waited on for a writer', async () => {
    const storage = await tempStore();
    await storage.writeDefinition('r', { runId: 'r' });
    await replaceWithFifo(definitionFile(storage));
    await expect(storage.readDefinition('r')).rejects.toMatchObject({
      code: 'UNSAFE_STORAGE_PATH',
      message: expect.stringContaining('is not a regular file'),
    });
    await replaceWithFifo(path.join(storage.runDirectory('r'), 'graph.events.jsonl'));
    await expect(storage.readEvents('r', 'graph')).rejects.toMatchObject({ code: 'UNSAFE_STORAGE_PATH' });
  }, 10_000);
});

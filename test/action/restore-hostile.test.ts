// Hostile store artifacts (from-run): what the zip reader refuses before writing, and an artifact
// whose listed size is too large or is a lie, through the unmodified artifact client and the
// emulator (its state kept in a directory, so a test can change what the service lists).
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isActionError } from '../../src/action/errors.ts';
import { ZipProblem, extractZip } from '../../src/action/persistence/zip-reader.ts';
import { startActionsEmulator, type ActionsEmulator } from './emulator/index.ts';
import { enterJob, saveEnvironment } from './support/jobs.ts';
import { buildZip } from './support/zip-writer.ts';

const namespace = 'default';
const storeDirectory = '.supervised-run';
let persistence: typeof import('../../src/action/persistence/index.ts');
let emulator: ActionsEmulator;
let root: string;
let stateDirectory: string;
let restoreEnvironment: () => void;
let counter = 0;

beforeAll(async () => {
  restoreEnvironment = saveEnvironment();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'restore-hostile-'));
  stateDirectory = path.join(root, 'emulator-state');
  emulator = await startActionsEmulator({ directory: stateDirectory });
  process.env.GITHUB_API_URL = emulator.env.GITHUB_API_URL;
  persistence = await import('../../src/action/persistence/index.ts');
});

afterAll(async () => {
  restoreEnvironment();
  await emulator?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

async function unpack(zip: Buffer, limits?: Parameters<typeof extractZip>[2]) {
  counter += 1;
  const file = path.join(root, `archive-${counter}.zip`);
  const target = path.join(root, `target-${counter}`);
  await fs.writeFile(file, zip);
  await fs.mkdir(target);
  const result = await extractZip(file, target, limits).catch((error: unknown) => error);
  return { result, written: await fs.readdir(target, { recursive: true }) };
}

/** `zip` with `junk` bytes no entry refers to in front of it (offsets moved to match): a valid archive. */
function withLeadingJunk(zip: Buffer, junk: number): Buffer {
  const out = Buffer.concat([Buffer.alloc(junk, 0x55), zip]);
  const end = out.length - 22;
  const entries = out.readUInt16LE(end + 10);
  const directory = out.readUInt32LE(end + 16) + junk;
  out.writeUInt32LE(directory, end + 16);
  for (let at = directory, index = 0; index < entries; index += 1) {
    out.writeUInt32LE(out.readUInt32LE(at + 42) + junk, at + 42);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

describe('the zip reader refuses what no store holds before writing anything', () => {
  it('an entry nested deeper than a store is', async () => {
    const deep = `${Array.from({ length: 9 }, (_, index) => `d${index}`).join('/')}/file`;
    const { result, written } = await unpack(buildZip([{ name: 'definition.json', content: '{}' }, { name: deep }]));
    expect(result).toBeInstanceOf(ZipProblem);
    expect((result as Error).message).toBe(
      `entry ${JSON.stringify(deep)} is ${deep.length} characters and 10 levels deep; store entries are at most 1024 characters and 8 levels`,
    );
    expect(written).toEqual([]);
  });

  it('a name longer than a store has (one past the path limit made thousands of directories, then failed untyped)', async () => {
    const deep = `${Array.from({ length: 550 }, () => 'a').join('/')}/file`;
    const { result, written } = await unpack(buildZip([{ name: deep, content: 'x' }]));
    expect(result).toBeInstanceOf(ZipProblem);
    expect((result as Error).message).toContain('store entries are at most 1024 characters and 8 levels');
    expect(written).toEqual([]);
  });

  it('an archive larger than entries within the limits can make', async () => {
    const zip = withLeadingJunk(buildZip([{ name: 'events', content: 'x' }]), 80_000);
    // The same archive unpacks under the default limits: the refusal is about its size.
    expect((await unpack(zip)).result).toEqual({ files: 1, bytes: 1 });
    const { result, written } = await unpack(zip, { maxEntries: 1, maxTotalBytes: 10 });
    expect(result).toBeInstanceOf(ZipProblem);
    expect((result as Error).message).toBe(
      `the archive is ${zip.length} bytes, more than entries within the limits (1 entries, 10 bytes) can take (69839 bytes)`,
    );
    expect(written).toEqual([]);
  });
});

/** `zip` with `junk` bytes after its central directory records, counted in the directory's size. */
function withPaddedDirectory(zip: Buffer, junk: number): Buffer {
  const end = zip.length - 22;
  const out = Buffer.concat([zip.subarray(0, end), Buffer.alloc(junk, 0x55), zip.subarray(end)]);
  out.writeUInt32LE(zip.readUInt32LE(end + 12) + junk, end + junk + 12);
  return out;
}

describe('the central directory is read whole only within what its entries can take', () => {
  it('refuses a directory larger than its entries can be, before reading it or writing anything', async () => {
    const zip = withPaddedDirectory(buildZip([{ name: 'events', content: 'x' }]), 1024 * 1024);
    const { result, written } = await unpack(zip);
    expect(result).toBeInstanceOf(ZipProblem);
    expect((result as Error).message).toBe(
      `the central directory is ${1024 * 1024 + 52} bytes, more than its 1 entries can take (2094 bytes each)`,
    );
    expect(written).toEqual([]);
    // Padded within that, the same archive unpacks: the refusal is about the size.
    expect((await unpack(withPaddedDirectory(buildZip([{ name: 'events', content: 'x' }]), 1000))).result).toEqual({
      files: 1,
      bytes: 1,
    });
  });
});

describe('an artifact whose listed size is too large or a lie', () => {
  /** Puts a plain store artifact for run `runId` and lists it with `listedSize` bytes. */
  async function plantListed(githubRunId: number, runId: string, listedSize: (actual: number) => number) {
    const content = buildZip([{ name: 'notes/readme.txt', content: 'hello '.repeat(200) }]);
    const { id } = await emulator.putArtifact({ githubRunId, name: `supervised-run+${namespace}+${runId}+1`, content });
    const stateFile = path.join(stateDirectory, 'state.json');
    const state = JSON.parse(await fs.readFile(stateFile, 'utf8')) as {
      artifacts: Array<{ id: number; size: number }>;
    };
    const listed = state.artifacts.find((artifact) => artifact.id === id)!;
    listed.size = listedSize(content.length);
    await fs.writeFile(stateFile, JSON.stringify(state));
    return { id, listed: listed.size };
  }

  async function restoreFrom(githubRunId: number, runId: string) {
    counter += 1;
    await enterJob(emulator, root, { name: `${runId}-${counter}`, githubRunId: githubRunId + 1 });
    const downloadsBefore = blobDownloads();
    const result = await persistence
      .restoreStore({
        storeDirectory,
        namespace,
        runId,
        prefix: 'supervised-run',
        fromRun: { runId: githubRunId, token: 't', repository: 'obversa/supervised-run-test' },
      })
      .catch((error: unknown) => error);
    return { result, downloads: blobDownloads() - downloadsBefore };
  }

  const blobDownloads = () =>
    emulator.requests().filter((request) => request.method === 'GET' && request.path.includes('artifacts/')).length;

  it('is listed larger than any store artifact: refused before it is downloaded', async () => {
    const runId = 'listed-huge';
    const { id } = await plantListed(7001, runId, () => 5 * 1024 ** 3);
    const { result, downloads } = await restoreFrom(7001, runId);
    expect(isActionError(result, 'STORE_RESTORE')).toBe(true);
    expect((result as Error).message).toBe(
      `artifact supervised-run+default+${runId}+1 (ID ${id}) of workflow run 7001 was refused: its listing says ${5 * 1024 ** 3} bytes, more than a store artifact can be (5134232929 bytes: 200000 files, 4294967296 bytes unpacked); it was not downloaded`,
    );
    expect(downloads).toBe(0);
    await expect(fs.readdir(path.join(process.cwd(), storeDirectory))).resolves.toEqual(['.local']);
    await expect(fs.readdir(path.join(process.cwd(), storeDirectory, '.local'))).resolves.toEqual([]);
  });

  it('downloads more bytes than listed: refused, nothing unpacked, nothing left', async () => {
    const runId = 'listed-short';
    const { id, listed } = await plantListed(7101, runId, (actual) => actual - 100);
    const { result, downloads } = await restoreFrom(7101, runId);
    expect(downloads).toBeGreaterThan(0);
    expect(isActionError(result, 'STORE_RESTORE')).toBe(true);
    expect((result as Error).message).toBe(
      `artifact supervised-run+default+${runId}+1 (ID ${id}) of workflow run 7101 was refused: its download is ${listed + 100} bytes, its listing says ${listed}; nothing of it was unpacked`,
    );
    await expect(fs.readdir(path.join(process.cwd(), storeDirectory, '.local'))).resolves.toEqual([]);
    await expect(fs.stat(path.join(process.cwd(), storeDirectory, namespace))).rejects.toMatchObject({
      code: 'ENOENT',
    });
    const temp = await fs.readdir(process.env.RUNNER_TEMP!);
    expect(temp.filter((name) => name.startsWith('supervised-run-artifact-'))).toEqual([]);
  });

  it('listed at its true size: restored (the refusals are about the sizes)', async () => {
    const runId = 'listed-true';
    await plantListed(7201, runId, (actual) => actual);
    const { result } = await restoreFrom(7201, runId);
    expect(result).toMatchObject({ source: 'artifact' });
  });
});

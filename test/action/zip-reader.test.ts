// The strict zip reader that unpacks store artifacts from other workflow runs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipProblem, extractZip } from '../../src/action/persistence/zip-reader.ts';
import { buildZip, type ZipWriterEntry } from './support/zip-writer.ts';

let root: string;
let counter = 0;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'zip-reader-'));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function unpack(zip: Buffer, limits?: Parameters<typeof extractZip>[2]) {
  counter += 1;
  const file = path.join(root, `archive-${counter}.zip`);
  const target = path.join(root, `target-${counter}`);
  await fs.writeFile(file, zip);
  await fs.mkdir(target);
  const result = await extractZip(file, target, limits).catch((error: unknown) => error);
  return { result, target };
}

async function listTree(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { recursive: true });
  return entries.map(String).sort();
}

describe('extractZip', () => {
  it('unpacks a zip written by the Info-ZIP tool, directories and deflated files included', async () => {
    const source = path.join(root, 'source');
    await fs.mkdir(path.join(source, 'artifacts'), { recursive: true });
    await fs.writeFile(path.join(source, 'definition.json'), '{"runId":"r"}');
    await fs.writeFile(path.join(source, 'artifacts', 'abc'), 'x'.repeat(10_000));
    const zipFile = path.join(root, 'info-zip.zip');
    execFileSync('zip', ['-q', '-r', zipFile, '.'], { cwd: source });
    const { result, target } = await unpack(await fs.readFile(zipFile));
    expect(result).toEqual({ files: 2, bytes: 10_013 });
    expect(await listTree(target)).toEqual(['artifacts', 'artifacts/abc', 'definition.json']);
    await expect(fs.readFile(path.join(target, 'artifacts', 'abc'), 'utf8')).resolves.toBe('x'.repeat(10_000));
  });

  it('reads zip64 records and fields', async () => {
    const { result, target } = await unpack(
      buildZip(
        [
          { name: 'a/b.txt', content: 'sixty-four' },
          { name: 'c.txt', content: 'c', method: 0 },
        ],
        { zip64: true },
      ),
    );
    expect(result).toEqual({ files: 2, bytes: 11 });
    await expect(fs.readFile(path.join(target, 'a', 'b.txt'), 'utf8')).resolves.toBe('sixty-four');
  });

  it('refuses a symlink stored by the Info-ZIP tool (zip --symlinks)', async () => {
    const source = path.join(root, 'with-link');
    await fs.mkdir(source);
    await fs.writeFile(path.join(source, 'file.txt'), 'data');
    await fs.symlink('/etc/passwd', path.join(source, 'link'));
    const zipFile = path.join(root, 'with-link.zip');
    execFileSync('zip', ['-q', '--symlinks', '-r', zipFile, '.'], { cwd: source });
    const { result, target } = await unpack(await fs.readFile(zipFile));
    expect(result).toBeInstanceOf(ZipProblem);
    expect((result as Error).message).toContain('is a symlink');
    expect(await listTree(target)).toEqual([]);
  });

  const refusals: Array<[string, ZipWriterEntry[], string]> = [
    ['a symlink entry', [{ name: 'link', content: '/etc/passwd', unixMode: 0o120777 }], 'is a symlink'],
    ['a ".." segment', [{ name: 'a/../../escape', content: 'x' }], 'a ".." segment'],
    ['an absolute path', [{ name: '/etc/cron.d/x', content: 'x' }], 'absolute path'],
    ['a backslash', [{ name: '..\\escape', content: 'x' }], 'segment'],
    ['a device', [{ name: 'dev', unixMode: 0o020666 }], 'unix file type'],
    [
      'a duplicate name',
      [
        { name: 'a', content: '1' },
        { name: 'a', content: '2' },
      ],
      'appears twice',
    ],
    [
      'a file used as a directory',
      [
        { name: 'a', content: '1' },
        { name: 'a/b', content: '2' },
      ],
      'lies below the file a',
    ],
    ['an encrypted entry', [{ name: 'a', content: 'x', flags: 1 }], 'is encrypted'],
    ['an unknown compression method', [{ name: 'a', content: 'x', method: 12 }], 'compression method 12'],
    ['a wrong CRC', [{ name: 'a', content: 'x', declaredCrc: 1 }], 'CRC-32'],
    [
      'content larger than declared (a bomb)',
      [{ name: 'a', content: 'x'.repeat(100_000), declaredSize: 10 }],
      'does not inflate to its declared 10 bytes',
    ],
    [
      'content smaller than declared',
      [{ name: 'a', content: 'x', method: 0, declaredSize: 5 }],
      'holds 1 bytes, declared 5',
    ],
  ];
  for (const [what, entries, message] of refusals) {
    it(`refuses ${what} and writes nothing of it`, async () => {
      const { result, target } = await unpack(buildZip([{ name: 'ok.txt', content: 'fine' }, ...entries]));
      expect(result).toBeInstanceOf(ZipProblem);
      expect((result as Error).message).toContain(message);
      // Names and types are checked before anything is written; content problems leave only earlier entries.
      expect((await listTree(target)).filter((name) => name !== 'ok.txt')).toEqual([]);
    });
  }

  it('refuses archives over the entry or size limits before writing anything', async () => {
    const many = await unpack(buildZip([{ name: 'a' }, { name: 'b' }, { name: 'c' }]), {
      maxEntries: 2,
      maxTotalBytes: 1000,
    });
    expect((many.result as Error).message).toContain('3 entries exceed the limit of 2');
    const big = await unpack(
      buildZip([
        { name: 'a', content: 'x'.repeat(600) },
        { name: 'b', content: 'x'.repeat(600) },
      ]),
      { maxEntries: 10, maxTotalBytes: 1000 },
    );
    expect((big.result as Error).message).toContain('exceeds the limit of 1000 bytes');
    expect(await listTree(big.target)).toEqual([]);
  });

  describe('streams large entries', () => {
    // 48 MiB: many inflate and read chunks per entry.
    const large = Buffer.alloc(48 * 1024 * 1024);
    for (let index = 0; index < large.length; index += 4096) large.writeUInt32LE(index, index);
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

    it('unpacks a large deflated entry byte for byte', async () => {
      const { result, target } = await unpack(buildZip([{ name: 'big', content: large }]));
      expect(result).toEqual({ files: 1, bytes: large.length });
      expect(digest(await fs.readFile(path.join(target, 'big')))).toBe(digest(large));
    });

    it('refuses a large entry whose CRC-32 is wrong and leaves none of it', async () => {
      const { result, target } = await unpack(
        buildZip([
          { name: 'ok.txt', content: 'fine' },
          { name: 'big', content: large, declaredCrc: 7 },
        ]),
      );
      expect((result as Error).message).toContain('entry "big" fails its CRC-32');
      expect(await listTree(target)).toEqual(['ok.txt']);
    });

    it('cuts a bomb at its declared size, under the limits, and leaves none of it', async () => {
      const declared = 1024 * 1024;
      const { result, target } = await unpack(buildZip([{ name: 'bomb', content: large, declaredSize: declared }]), {
        maxEntries: 10,
        maxTotalBytes: 2 * declared,
      });
      expect((result as Error).message).toBe(
        `entry "bomb" does not inflate to its declared ${declared} bytes (it holds more)`,
      );
      expect(await listTree(target)).toEqual([]);
    });

    it('refuses a stored entry that holds more than declared', async () => {
      const { result } = await unpack(buildZip([{ name: 'a', content: 'x'.repeat(100), method: 0, declaredSize: 10 }]));
      expect((result as Error).message).toContain('holds more than its declared 10 bytes');
    });
  });

  it('refuses an entry whose compressed data runs past the end of the file', async () => {
    const zip = buildZip([{ name: 'a', content: 'x'.repeat(1000) }]);
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(0x7fff_0000, central + 20); // the compressed size the directory claims
    const { result, target } = await unpack(zip);
    expect((result as Error).message).toBe('truncated archive: entry "a" runs past the end of the file');
    expect(await listTree(target)).toEqual([]);
  });

  it('refuses deflate data that is corrupt, naming the entry', async () => {
    const zip = buildZip([{ name: 'a', content: 'x'.repeat(1000) }]);
    zip.fill(0xff, 30 + 1, 30 + 1 + 4); // the first bytes of the deflate stream, after the name
    const { result } = await unpack(zip);
    expect(result).toBeInstanceOf(ZipProblem);
    expect((result as Error).message).toMatch(/^entry "a" does not inflate to its declared 1000 bytes \(/);
    expect((result as Error).message).not.toContain('it holds more'); // zlib's own complaint
  });

  it('refuses what is not a zip archive', async () => {
    const { result } = await unpack(Buffer.from('this is not a zip file at all, just text'));
    expect((result as Error).message).toContain('not a zip archive');
  });
});

// What a run directory may hold to be saved or accepted after a restore.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TreeProblem, assertDirectoryChain, inspectRunTree } from '../../src/action/persistence/tree.ts';

let root: string;
let counter = 0;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'run-tree-'));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function runDirectory(): Promise<string> {
  counter += 1;
  const directory = path.join(root, `run-${counter}`);
  await fs.mkdir(path.join(directory, 'artifacts'), { recursive: true });
  await fs.writeFile(path.join(directory, 'definition.json'), '{}');
  await fs.writeFile(path.join(directory, 'artifacts', 'abc'), 'abc');
  return directory;
}

describe('inspectRunTree', () => {
  it('lists the files and their total size', async () => {
    const directory = await runDirectory();
    expect(await inspectRunTree(directory)).toEqual({
      files: [path.join(directory, 'artifacts', 'abc'), path.join(directory, 'definition.json')],
      bytes: 5,
    });
  });

  it('accepts hard links that stay inside the run directory', async () => {
    const directory = await runDirectory();
    await fs.link(path.join(directory, 'definition.json'), path.join(directory, 'artifacts', 'copy'));
    await expect(inspectRunTree(directory)).resolves.toMatchObject({ bytes: 7 });
  });

  it('refuses a hard link to a file outside the run directory', async () => {
    const directory = await runDirectory();
    const outside = path.join(root, `outside-${counter}`);
    await fs.writeFile(outside, 'secret');
    await fs.link(outside, path.join(directory, 'artifacts', 'linked'));
    const error = await inspectRunTree(directory).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TreeProblem);
    expect((error as Error).message).toContain('hard-linked to a file outside the run directory');
  });

  it('refuses symlinks (also to directories and dangling ones) and FIFOs', async () => {
    for (const plant of [
      (directory: string) => fs.symlink('/etc', path.join(directory, 'artifacts', 'dir-link')),
      (directory: string) => fs.symlink(path.join(root, 'missing'), path.join(directory, 'dangling')),
      async (directory: string) => execFileSync('mkfifo', [path.join(directory, 'pipe')]),
    ]) {
      const directory = await runDirectory();
      await plant(directory);
      const error = await inspectRunTree(directory).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TreeProblem);
      expect((error as Error).message).toMatch(/is a (symlink|FIFO); a store holds only directories and regular files/);
    }
  });

  it('refuses a run directory that is itself a symlink', async () => {
    const directory = await runDirectory();
    const link = path.join(root, `link-${counter}`);
    await fs.symlink(directory, link);
    await expect(inspectRunTree(link)).rejects.toThrow(/is a symlink, not a directory/);
  });
});

describe('assertDirectoryChain', () => {
  it('accepts missing components and refuses a symlinked one', async () => {
    const base = path.join(root, 'chain');
    await fs.mkdir(path.join(base, 'ns'), { recursive: true });
    await expect(assertDirectoryChain(base, ['ns', 'runs', 'r'])).resolves.toBeUndefined();
    await fs.symlink('/tmp', path.join(base, 'ns', 'runs'));
    await expect(assertDirectoryChain(base, ['ns', 'runs', 'r'])).rejects.toThrow(/runs is a symlink, not a directory/);
  });
});

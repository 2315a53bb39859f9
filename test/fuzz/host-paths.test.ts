// Host-module specifiers under hostile paths (.., absolute, Windows-style, file: URLs, symlinks out
// of the root, loops, directories): resolved to a file inside the real run root, or HOST_MODULE
// naming the specifier. startSupervisedRun refuses before anything is stored.
import fc from 'fast-check';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSupervisedRunError, startSupervisedRun } from '../../src/runner/index.ts';
import { digestBytes, resolveHostModule } from '../../src/runner/host/resolve.ts';
import { hostileString } from './arbitraries.ts';

let temp: string;
let root: string;

beforeAll(async () => {
  temp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'fuzz-host-')));
  root = path.join(temp, 'root');
  await mkdir(path.join(root, 'sub'), { recursive: true });
  await mkdir(path.join(root, 'd'));
  await mkdir(path.join(temp, 'outside'));
  await writeFile(path.join(root, 'host.mjs'), 'export function bindRun() {}\n');
  await writeFile(path.join(root, 'sub', 'host.mjs'), 'export function bindRun() { return 1; }\n');
  await writeFile(path.join(temp, 'outside', 'host.mjs'), 'export function bindRun() { return "outside"; }\n');
  await symlink(path.join(temp, 'outside', 'host.mjs'), path.join(root, 'link-out.mjs'));
  await symlink('host.mjs', path.join(root, 'link-in.mjs'));
  await symlink('loop', path.join(root, 'loop'));
  await symlink(path.join(temp, 'outside'), path.join(root, 'dirlink'));
  await symlink('sub', path.join(root, 'sublink'));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

const segment = fc.constantFrom(
  '.',
  '..',
  'host.mjs',
  'sub',
  'd',
  'link-out.mjs',
  'link-in.mjs',
  'loop',
  'dirlink',
  'sublink',
  'missing.mjs',
  'C:',
  'file:',
  '',
  '%2e%2e',
  'host.mjs\0',
);
const separator = fc.constantFrom('/', '\\', '//');
const specifierArb = fc.oneof(
  fc
    .array(fc.tuple(segment, separator), { minLength: 1, maxLength: 5 })
    .map((parts) => parts.map(([s, sep], i) => (i === parts.length - 1 ? s : s + sep)).join('')),
  fc.tuple(fc.constantFrom('./', '../', '/', 'C:\\', '\\\\?\\', 'file://', ''), segment).map(([a, b]) => a + b),
  hostileString,
);

describe('host-module paths (fuzz)', () => {
  it('resolve to a file inside the real run root or refuse with HOST_MODULE naming the specifier', async () => {
    await fc.assert(
      fc.asyncProperty(specifierArb, async (specifier) => {
        let resolved;
        try {
          resolved = await resolveHostModule(root, specifier);
        } catch (error) {
          if (!isSupervisedRunError(error, 'HOST_MODULE')) throw error;
          expect(error.message).toContain(JSON.stringify(specifier));
          return;
        }
        const relative = path.relative(root, resolved.absolute);
        expect(relative.startsWith('..') || path.isAbsolute(relative)).toBe(false);
        expect(resolved.absolute).toBe(await realpath(resolved.absolute));
        expect(resolved.relative.startsWith('..')).toBe(false);
        expect(resolved.digest).toBe(digestBytes(await readFile(resolved.absolute)));
      }),
      { numRuns: 400 },
    );
  });

  it('refuse the known escapes: a symlink out, .., absolute, file: URL, a directory, a loop', async () => {
    for (const specifier of [
      './link-out.mjs',
      './dirlink/host.mjs',
      '../outside/host.mjs',
      path.join(temp, 'outside', 'host.mjs'),
      `file://${root}/host.mjs`,
      './d',
      './loop',
      './missing.mjs',
      'sub/../../outside/host.mjs',
    ]) {
      const error = await resolveHostModule(root, specifier).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isSupervisedRunError(error, 'HOST_MODULE'), specifier).toBe(true);
    }
    expect((await resolveHostModule(root, './link-in.mjs')).relative).toBe('host.mjs');
    expect((await resolveHostModule(root, 'sublink/host.mjs')).relative).toBe('sub/host.mjs');
  });

  it('startSupervisedRun refuses a hostile module with a typed error and stores nothing', async () => {
    const store = path.join(temp, 'store');
    await fc.assert(
      fc.asyncProperty(specifierArb, async (module) => {
        const attempt = startSupervisedRun({
          storage: { directory: store, namespace: 'fuzz' },
          definition: {
            runId: 'r1',
            graphDefinition: { form: 'dag', version: 1, value: { nodes: { a: { needs: [] } } } },
          },
          host: { kind: 'module', module },
          runRoot: root, // not a git repository: a module that resolves still stops at the workspace
        });
        const error = await attempt.then(
          () => undefined,
          (e: unknown) => e,
        );
        if (!isSupervisedRunError(error))
          throw error ?? new Error(`started a run with host.module ${JSON.stringify(module)}`);
        expect(['HOST_MODULE', 'INVALID_OPTIONS', 'WORKSPACE_ROOT', 'WORKSPACE_CAPTURE']).toContain(error.code);
        expect(existsSync(path.join(store, 'fuzz', 'runs', 'r1'))).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});

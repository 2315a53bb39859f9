// Real git repositories in temp directories for the workspace tests.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const gitEnv: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', GIT_CONFIG_NOSYSTEM: '1' };
for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) delete gitEnv[name];

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export interface TempSpace {
  /** Real path of a fresh temp directory. */
  directory: string;
  cleanup(): void;
}

export function tempSpace(prefix = 'workspace-test-'): TempSpace {
  const directory = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  return { directory, cleanup: () => rmSync(directory, { recursive: true, force: true }) };
}

/** `git init` with local identity; `files` are committed as the first commit unless empty. */
export function initRepo(directory: string, files: Record<string, string | Buffer> = {}): string {
  mkdirSync(directory, { recursive: true });
  git(directory, 'init', '-q');
  git(directory, 'config', 'user.name', 'Workspace Test');
  git(directory, 'config', 'user.email', 'workspace-test@example.invalid');
  git(directory, 'config', 'commit.gpgsign', 'false');
  if (Object.keys(files).length > 0) {
    for (const [name, content] of Object.entries(files)) writeFile(directory, name, content);
    commitAll(directory, 'initial');
  }
  return directory;
}

export function commitAll(directory: string, message: string): string {
  git(directory, 'add', '-A');
  git(directory, 'commit', '-q', '--allow-empty', '-m', message);
  return git(directory, 'rev-parse', 'HEAD');
}

export function writeFile(root: string, name: string, content: string | Buffer, mode?: number): string {
  const target = path.join(root, name);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  if (mode !== undefined) chmodSync(target, mode);
  return target;
}

export function makeSymlink(root: string, name: string, target: string): void {
  const link = path.join(root, name);
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(target, link);
}

/**
 * Puts a fake `git` (the sh script `script(bin)` returns) first on PATH, for tests of a git that
 * hangs; `restore` puts PATH back and removes it.
 */
export function fakeGitOnPath(script: (bin: string) => string): { bin: string; restore: () => void } {
  const bin = realpathSync(mkdtempSync(path.join(tmpdir(), 'fake-git-')));
  writeFileSync(path.join(bin, 'git'), script(bin));
  chmodSync(path.join(bin, 'git'), 0o755);
  const savedPath = process.env.PATH;
  process.env.PATH = `${bin}${path.delimiter}${savedPath ?? ''}`;
  return {
    bin,
    restore: () => {
      process.env.PATH = savedPath;
      rmSync(bin, { recursive: true, force: true });
    },
  };
}

// The git repository a bench run's watchdog and worker work in: a host module (host.mjs, the
// run's `host`) and, for figures of larger workspaces, `files` more files in 50 directories, all
// committed, so that the workspace starts clean.
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Creates `root`/repo and returns its path. */
export async function benchRepository(root: string, hostSource: string, files = 0): Promise<string> {
  const repo = path.join(root, 'repo');
  execFileSync('git', ['init', '-q', repo]);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  git('config', 'user.email', 'bench@example.invalid');
  git('config', 'user.name', 'Bench');
  await fs.writeFile(path.join(repo, 'host.mjs'), hostSource);
  for (let index = 0; index < files; index += 1) {
    const directory = path.join(repo, 'src', `d${index % 50}`);
    await fs.mkdir(directory, { recursive: true });
    await fs.writeFile(path.join(directory, `f${index}.txt`), `file ${index}\n`);
  }
  git('add', '.');
  git('commit', '-q', '-m', 'bench');
  return repo;
}

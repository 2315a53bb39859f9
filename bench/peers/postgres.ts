// A throwaway PostgreSQL cluster for the DBOS peer: initdb in the temp directory, configured to listen on
// 127.0.0.1 at a free port (and its socket in the directory), started and stopped with pg_ctl. As root it
// runs as the `postgres` user (PostgreSQL refuses root), which then owns the directory.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, promises as fs, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './servers.ts';

const run = promisify(execFile);
export const installHint = 'install PostgreSQL (Debian: `apt-get install postgresql`) for its initdb and pg_ctl';

/** The newest Debian-layout bin directory with initdb and pg_ctl, else the one on PATH. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const candidates = [...versions.map((v) => path.join(root, v, 'bin')), ...(process.env.PATH ?? '').split(':')];
  return candidates.find(
    (dir) => dir !== '' && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

/** uid and gid of the `postgres` user from /etc/passwd, for running as root. */
async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  const passwd = await fs.readFile('/etc/passwd', 'utf8').catch(() => '');
  const fields = passwd
    .split('\n')
    .find((line) => line.startsWith('postgres:'))
    ?.split(':');
  return fields === undefined ? undefined : { uid: Number(fields[2]), gid: Number(fields[3]) };
}

export interface Cluster {
  url: (database: string) => string;
  version: string;
  stop: () => Promise<void>;
}

/** Starts the cluster, or returns why it cannot (a string) before anything was started. */
export async function startCluster(bin: string, directory: string): Promise<Cluster | string> {
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? await postgresUser() : undefined;
  if (asRoot && user === undefined) return 'running as root and there is no `postgres` user to run PostgreSQL as';
  if (user !== undefined) chownSync(directory, user.uid, user.gid);
  const options = { cwd: directory, ...(user ?? {}), env: { ...process.env, LC_ALL: 'C' } };
  const data = path.join(directory, 'pgdata');
  const { stdout } = await run(path.join(bin, 'initdb'), ['--version'], options);
  await run(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'bench', '--auth=trust', '-E', 'UTF8', '--no-instructions'],
    options,
  );
  const port = await freePort();
  // Settings appended to the generated file; durability settings (fsync, synchronous_commit) stay default (on).
  await fs.appendFile(
    path.join(data, 'postgresql.conf'),
    `${os.EOL}listen_addresses = '127.0.0.1'${os.EOL}port = ${port}${os.EOL}unix_socket_directories = '${directory.replace(/'/g, "''")}'${os.EOL}`,
  );
  const pgCtl = path.join(bin, 'pg_ctl');
  await run(pgCtl, ['-D', data, '-l', path.join(directory, 'postgres.log'), '-w', '-t', '60', 'start'], options);
  let stopped: Promise<void> | undefined;
  return {
    url: (database) => `postgresql://bench@127.0.0.1:${port}/${database}`,
    version: stdout.trim().split(' ')[2] ?? stdout.trim(),
    stop: () =>
      (stopped ??= run(pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'], options).then(() => undefined)),
  };
}

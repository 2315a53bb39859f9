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
}

/**
 * A cluster in `directory`: `start` runs initdb and pg_ctl start (or says why it cannot, before starting
 * anything); `stop` may be called at any point, even mid-start (a signal): it waits for a command in flight and
 * then stops the server if its postmaster.pid exists.
 */
export function cluster(
  bin: string,
  directory: string,
): { start: () => Promise<Cluster | string>; stop: () => Promise<void> } {
  const data = path.join(directory, 'pgdata');
  const pgCtl = path.join(bin, 'pg_ctl');
  let options: { cwd: string; uid?: number; gid?: number; env: NodeJS.ProcessEnv } | undefined;
  let stopped: Promise<void> | undefined;
  let current: Promise<unknown> = Promise.resolve();
  // Each command is remembered: stop lets one in flight end (killing initdb would strand its postgres).
  const step = <T>(command: () => Promise<T>): Promise<T> => {
    if (stopped !== undefined) return Promise.reject(new Error('PostgreSQL cluster stopped while starting'));
    const running = command();
    current = running.catch(() => undefined);
    return running;
  };
  const start = async (): Promise<Cluster | string> => {
    const asRoot = process.getuid?.() === 0;
    const user = asRoot ? await postgresUser() : undefined;
    if (asRoot && user === undefined) return 'running as root and there is no `postgres` user to run PostgreSQL as';
    if (user !== undefined) chownSync(directory, user.uid, user.gid);
    options = { cwd: directory, ...(user ?? {}), env: { ...process.env, LC_ALL: 'C' } };
    const { stdout: versionLine } = await step(() => run(path.join(bin, 'initdb'), ['--version'], options));
    const initdbArgs = ['-D', data, '-U', 'bench', '--auth=trust', '-E', 'UTF8', '--no-instructions'];
    await step(() => run(path.join(bin, 'initdb'), initdbArgs, options));
    const port = await freePort();
    // Appended to the generated file; the durability settings (fsync, synchronous_commit) stay default (on).
    await fs.appendFile(
      path.join(data, 'postgresql.conf'),
      `${os.EOL}listen_addresses = '127.0.0.1'${os.EOL}port = ${port}${os.EOL}unix_socket_directories = '${directory.replace(/'/g, "''")}'${os.EOL}`,
    );
    const startArgs = ['-D', data, '-l', path.join(directory, 'postgres.log'), '-w', '-t', '60', 'start'];
    await step(() => run(pgCtl, startArgs, options));
    return {
      url: (database) => `postgresql://bench@127.0.0.1:${port}/${database}`,
      version: String(versionLine).trim().split(' ')[2] ?? String(versionLine).trim(),
    };
  };
  const stop = () =>
    (stopped ??= (async () => {
      await current;
      if (options !== undefined && existsSync(path.join(data, 'postmaster.pid')))
        await run(pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'], options);
    })());
  return { start, stop };
}

// A running session, in-process or in a child process (only a child's watchdog can be SIGKILLed).
// Either way: the acknowledged events as they are reported, and how the session ended.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { driveSession, type AckedEvent, type SessionEnd, type SessionSetup } from './session-core.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface Session {
  readonly inChild: boolean;
  /** The watchdog's pid (this process for in-process sessions). */
  readonly pid: number;
  readonly acked: AckedEvent[];
  readonly end: Promise<SessionEnd>;
  /** Signals the child watchdog; false in-process or when it has exited. */
  signal(signal: 'SIGKILL' | 'SIGTERM'): boolean;
}

export function openInProcess(setup: SessionSetup): Session {
  const acked: AckedEvent[] = [];
  return {
    inChild: false,
    pid: process.pid,
    acked,
    end: driveSession(setup, (event) => acked.push(event)),
    signal: () => false,
  };
}

export async function openInChild(setup: SessionSetup, file: string): Promise<Session> {
  await writeFile(file, JSON.stringify(setup));
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', path.join(here, 'watchdog-child.ts'), file],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const acked: AckedEvent[] = [];
  let buffered = '';
  let ended: SessionEnd | undefined;
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      const message = JSON.parse(line) as { t: 'event'; event: AckedEvent } | { t: 'end'; end: SessionEnd };
      if (message.t === 'event') acked.push(message.event);
      else ended = message.end;
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let killed = false;
  let terminated = false;
  const end = new Promise<SessionEnd>((resolve) => {
    child.once('close', (code, signal) => {
      if (killed && signal === 'SIGKILL') resolve({ kind: 'killed' });
      else if (ended !== undefined) resolve(ended);
      else if (terminated && signal === 'SIGTERM') resolve({ kind: 'terminated' });
      else
        resolve({
          kind: 'error',
          code: null,
          message: `the watchdog process ended with ${code ?? signal} and no result: ${stderr.trim()}`,
          holder: null,
        });
    });
  });
  return {
    inChild: true,
    pid: child.pid!,
    acked,
    end,
    signal(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return false;
      if (signal === 'SIGKILL') killed = true;
      else terminated = true;
      return child.kill(signal);
    },
  };
}

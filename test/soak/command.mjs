// A soak command node's child process: argv = [effects file, JSON { line, spec }]. Writes the effect
// line halfway through its sleep, optionally ignoring SIGTERM or leaving a detached grandchild that
// outlives it (only the owner-marker sweep stops that one).
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const [effects, request] = process.argv.slice(2);
const { line, spec } = JSON.parse(request);
if (spec.ignoreTerm) process.on('SIGTERM', () => {});
if (spec.detach) {
  const grandchild = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], {
    detached: true,
    stdio: 'ignore',
  });
  grandchild.unref();
}
const half = Math.floor(spec.sleepMs / 2);
await new Promise((resolve) => setTimeout(resolve, half));
appendFileSync(effects, line);
await new Promise((resolve) => setTimeout(resolve, spec.sleepMs - half));
process.exit(0);

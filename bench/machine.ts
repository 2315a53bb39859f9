// What the machine's memory costs, to read the other figures by: the time of a first touch of a
// fresh page (a minor page fault: the kernel maps a zeroed page), and how many pages a bare Node
// start touches. Process starts and every fresh heap or buffer page pay it, so on a machine where
// it is slow (a sandboxed or nested VM) the start figures and their floors grow by it.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { median } from './median.ts';

const pageBytes = 4096;
const touchedBytes = 32 * 1024 * 1024;

/** µs per first touch of a page of a fresh, unpooled 32 MiB buffer. */
function pageTouchUs(): number {
  const buffer = Buffer.allocUnsafeSlow(touchedBytes);
  const start = performance.now();
  for (let offset = 0; offset < buffer.length; offset += pageBytes) buffer[offset] = 1;
  return ((performance.now() - start) * 1000) / (touchedBytes / pageBytes);
}

/** Minor page faults of a bare Node process up to its first line. */
function bareNodeFaults(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', 'process.stdout.write(String(process.resourceUsage().minorPageFault))'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', () => resolve(Number(text)));
  });
}

export interface MachineFigures {
  pageFaultUs: number;
  bareNodeFaults: number;
}

export async function benchMachine(): Promise<MachineFigures> {
  const touches: number[] = [];
  const faults: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    touches.push(pageTouchUs());
    faults.push(await bareNodeFaults());
  }
  return { pageFaultUs: Math.round(median(touches) * 100) / 100, bareNodeFaults: median(faults) };
}

if (import.meta.main) console.log(await benchMachine());

// A bench script run as a Node process of its own (its figures untouched by what this process has
// loaded): what it printed on stdout, once it exits 0.
import { spawn } from 'node:child_process';

export function scriptOutput(label: string, script: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(out.trim());
      else reject(new Error(`${label} exited ${code}: ${out.trim().slice(0, 200)}`));
    });
  });
}

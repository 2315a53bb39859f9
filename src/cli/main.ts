#!/usr/bin/env node
// `supervised-run`: the command-line face (bundled to dist/cli.js). Thin: everything is in run.ts.
import { processIo } from './io.ts';
import { runCli } from './run.ts';

// A closed pipe (`supervised-run history | head`) must not crash the process: while it drives a
// run, this process is the watchdog. Output is dropped; the run goes on.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

process.exitCode = await runCli(process.argv.slice(2), processIo());

#!/usr/bin/env node
// `supervised-run`: the command-line face (bundled to dist/cli.js). Thin: everything is in run.ts.
import { processIo } from './io.ts';
import { endsWhenOutputCloses, runCli } from './run.ts';

// A closed pipe (`supervised-run history | head -1`) must not crash the process: while it drives a
// run, this process is the watchdog, so output is dropped and the run goes on. A command that only
// reads (`logs --follow | grep -m1 …`) has no one left to read for: it ends quietly.
const endOnClosedStdout = endsWhenOutputCloses(process.argv.slice(2));
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    if (stream === process.stdout && endOnClosedStdout) process.exit(0);
  });
}

process.exitCode = await runCli(process.argv.slice(2), processIo());

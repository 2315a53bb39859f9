#!/usr/bin/env node
// `supervised-run`: the command-line face (bundled to dist/cli.js). Thin: everything is in run.ts.
import { processIo } from './io.ts';
import { runCli } from './run.ts';

process.exitCode = await runCli(process.argv.slice(2), processIo());

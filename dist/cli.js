#!/usr/bin/env node
// The `supervised-run` command (the bin of package.json).
// Its code is in bundle.js, shared with the other programs of dist/ (scripts/build.ts, src/bundle.ts).
import './compile-cache.js';
import { cli } from './bundle.js';

await cli();

// The worker process the Action and the CLI start for a run.
// Its code is in bundle.js, shared with the other programs of dist/ (scripts/build.ts, src/bundle.ts).
import './compile-cache.js';
import { worker } from './bundle.js';

await worker();

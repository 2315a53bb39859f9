// Default worker entry (run by Node 24 directly from source, or bundled as dist/worker.js).
import { runSupervisedWorker } from './worker.ts';

await runSupervisedWorker({});

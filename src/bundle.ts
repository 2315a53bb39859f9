// The one ncc bundle behind dist/ (dist/bundle.js): the Action (dist/index.js), the worker
// (dist/worker.js) and the CLI (dist/cli.js) are two-line files that import it and start one of
// these. Each program is a lazily loaded chunk, so what they share (zod, execa, the store, the runner)
// is bundled once, into chunks of its own, instead of once per program. Built by scripts/build.ts.

/** The Action, both of its steps (entry.ts picks main or post from the saved state). */
export const action = (): Promise<unknown> => import('./action/entry.ts');

/** The worker process the Action and the CLI start for a run. */
export const worker = (): Promise<unknown> => import('./declarative/worker-entry.ts');

/** The `supervised-run` command. */
export const cli = (): Promise<unknown> => import('./cli/main.ts');

import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirst } from './test/setup/sequencer.ts';

// The Action's files run the Actions clients in the test process, and @actions/github fixes its API
// URL when first loaded: each of those files starts its own emulator, so each needs a fresh process.
const inProcessActions = 'test/action/**/*.test.ts';

export default defineConfig({
  // The inlined parser ships source maps without sources; its warnings are noise.
  logLevel: 'error',
  test: {
    globalSetup: ['test/setup/temp-root.ts'],
    setupFiles: ['test/setup/fast-check.ts', 'test/setup/process-state.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Tests spawn real processes and sync real files; two cores are shared.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // The workflow parser imports JSON without import attributes: let vite transform it.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
    projects: [
      { extends: true, test: { name: 'action', include: [inProcessActions], isolate: true } },
      // The other files share their worker processes: a fresh process for each of ~180 files cost
      // ~80 s of the suite on 2 cores. process-state.ts gives each file the environment and working
      // directory an isolated file would have.
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, inProcessActions],
          isolate: false,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/setup/sequencer.ts';

export default defineConfig({
  // The inlined parser ships source maps without sources; its warnings are noise.
  logLevel: 'error',
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup/fast-check.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Tests spawn real processes and sync real files; two cores are shared.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // The workflow parser imports JSON without import attributes: let vite transform it.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});

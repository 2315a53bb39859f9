// The order vitest starts the test files in: the longest first, so that the two workers finish
// together. Without cached results (a fresh clone, as CI runs it) vitest starts larger files first,
// and a small file that runs long (soak.test.ts: under 1 kB, ~45 s) started last and ran alone at
// the end. These are the longest files in CI on 2 cores; the rest keep vitest's own order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const longest = [
  'test/action/vm-loss.test.ts',
  'test/action/e2e.test.ts',
  'test/soak/soak.test.ts',
  'test/action/e2e-loop.test.ts',
  'test/action/write-ahead.test.ts',
  'test/action/e2e-budget.test.ts',
  'test/store/crash-loop.test.ts',
];

function rank(spec: TestSpecification): number {
  const index = longest.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? longest.length : index;
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: within a rank, vitest's order stands.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

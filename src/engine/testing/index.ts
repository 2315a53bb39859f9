// supervised-run/testing: MockEngine and the engine conformance kit.
export { MockEngine } from './mock-engine.ts';
export type {
  MockEngineOptions,
  MockStep,
  MockResultStep,
  MockErrorStep,
  MockHangStep,
  MockUsage,
} from './mock-engine.ts';
export { assertEngineConformance, checkEngineConformance, runConformanceCase } from './conformance.ts';
export type { ConformanceCase, ConformanceExpectation, ConformanceOutcome } from './conformance.ts';

import { describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.ts';
import * as store from '../../src/store/json.ts';

describe('engine layer entry', () => {
  it('re-exports the store JSON helpers (one implementation) and the cost and usage API', () => {
    expect(engine.canonicalJson).toBe(store.canonicalJson);
    expect(engine.digestJson).toBe(store.digestJson);
    expect(engine.cloneFrozenJson).toBe(store.cloneFrozenJson);
    expect(typeof engine.estimateCost).toBe('function');
    expect(typeof engine.summarizeUsage).toBe('function');
    expect(engine.EngineError).toBeDefined();
  });
});

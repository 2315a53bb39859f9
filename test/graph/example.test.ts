// The turn-taking example reports the seed's figures.
import { describe, expect, it } from 'vitest';
import { runTurnTaking } from '../../examples/turn-taking.ts';

describe('examples/turn-taking.ts', () => {
  it('reports six dispatches, one primary call, three fallback calls and a completed result', async () => {
    const report = await runTurnTaking();
    expect(report).toMatchObject({ dispatches: 6, primaryCalls: 1, fallbackCalls: 3, result: { kind: 'complete' } });
    expect(report.deadLanes).toEqual([
      { position: 'turn/1/critic', selected: 'anthropic/claude-sonnet-4-5', kind: 'auth' },
    ]);
    // Each critic prompt names that dispatch's position.
    expect(report.criticPrompts).toEqual(
      [1, 2, 3].map((round) => expect.stringContaining(`Position turn/${round}/critic`)),
    );
  });
});

// The Action's progress line names a record's position, or what a dispatch record dispatched
// (the first ten, and how many more).
import { describe, expect, it } from 'vitest';
import { positionsOf } from '../../src/action/job/execute.ts';

describe('positionsOf', () => {
  it('names the position, the dispatched positions, or nothing', () => {
    expect(positionsOf({ position: 'dag/a/1' })).toBe(' dag/a/1');
    expect(positionsOf({ dispatches: [{ position: 'dag/a/1' }, { position: 'dag/b/1' }] })).toBe(' dag/a/1 dag/b/1');
    expect(positionsOf({ dispatches: [null, { nodeId: 'x' }] })).toBe('');
    expect(positionsOf({})).toBe('');
  });

  it('names ten dispatched positions and counts the rest', () => {
    const dispatches = Array.from({ length: 12 }, (_, i) => ({ position: `dag/n${i}/1` }));
    expect(positionsOf({ dispatches })).toBe(
      ` ${dispatches
        .slice(0, 10)
        .map((d) => d.position)
        .join(' ')} (+2 more)`,
    );
  });
});

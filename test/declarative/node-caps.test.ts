// Per-node caps in the graph file: max-cost-usd / max-tokens-total on an engine node reach the
// stored host config and the engine binding; a bad value, or a cap on a command node, is refused
// at load with its path, line and column.
import { describe, expect, it } from 'vitest';
import { readHostConfig } from '../../src/declarative/bind/bind.ts';
import { engineNodeBinding } from '../../src/declarative/bind/engine-node.ts';
import { load, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

const graph = (node: string) => `version: 1
engines:
  m: { kind: mock, responses: [{ text: ok }] }
nodes:
  ${node}
`;

describe('graph-file node caps', () => {
  it('are stored with the engine node and bound as maxCostUsd / maxTokensTotal', async () => {
    const compiled = await load(graph('ask: { engine: m, prompt: hi, max-cost-usd: 0.5, max-tokens-total: 20000 }'));
    const config = readHostConfig(compiled.host);
    const node = config.nodes.ask!;
    expect(node).toMatchObject({ kind: 'engine', maxCostUsd: 0.5, maxTokensTotal: 20000 });
    if (node.kind !== 'engine') throw new Error('expected an engine node');
    expect(engineNodeBinding(node)).toMatchObject({ kind: 'engine', maxCostUsd: 0.5, maxTokensTotal: 20000 });
    expect(compiled.budget).toBeUndefined();
  });

  it('refuses a bad cap with path, line and column', async () => {
    const bad = await loadError(graph('ask: { engine: m, prompt: hi, max-cost-usd: 0 }'));
    expect(bad.issues[0]).toMatchObject({ path: 'nodes.ask.max-cost-usd', line: 5, column: expect.any(Number) });
    expect(bad.message).toContain('nodes.ask.max-cost-usd: must be more than 0 (line 5');
    const fraction = await loadError(graph('ask: { engine: m, prompt: hi, max-tokens-total: 1.5 }'));
    expect(fraction.message).toContain('nodes.ask.max-tokens-total: must be a whole number');
  });

  it('refuses a cap on a command node, naming the field', async () => {
    const error = await loadError(graph('cmd: { run: [node, -e, "1"], max-tokens-total: 10 }'));
    expect(error.message).toContain(
      'nodes.cmd.max-tokens-total: only engine nodes take max-tokens-total (a cap on engine calls) (line 5',
    );
  });
});

// A consumer's TypeScript, written against the package entries only ('supervised-run',
// 'supervised-run/testing'), as README's library section and a host of one's own need it: a typed
// bindRun that binds the engines it is handed, node code and a policy with their contexts, and a
// graph form of one's own. The package maps each entry to lib/…d.ts, built from src/…ts (see
// test/repo/package-entry.test.ts); here `paths` maps them to the sources, and only the consumer's
// file is checked (what lies behind the entries is `npm run typecheck`'s job).
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

const consumer = `
import {
  graphDefinitionOf,
  graphEventTypes,
  type BindRun,
  type DataNodeContext,
  type EngineBinding,
  type Graph,
  type GraphDecision,
  type GraphEvent,
  type JsonValue,
  type LaneTarget,
  type PolicyContext,
  type PolicyDecision,
} from 'supervised-run';
import { MockEngine } from 'supervised-run/testing';

export const bindRun: BindRun = ({ definition, forms, engines }) => {
  const mock = new engines.MockEngine({ steps: [{ text: 'reviewed' }] });
  const command = engines.create({ kind: 'command', command: ['true'] });
  const llm: LaneTarget = { provider: 'mock', model: 'mock-1' };
  const bound: EngineBinding[] = [
    { target: llm, engine: mock },
    { target: { provider: 'command', model: '' }, engine: command },
  ];
  const ask = async (ctx: PolicyContext): Promise<PolicyDecision> =>
    ctx.resumedFrom?.answer ? { decision: 'allow' } : { decision: 'wait', reason: 'ship?', request: { kind: 'gate' } };
  return {
    graph: forms.dag(definition.graphDefinition.value),
    nodes: {
      fetch: { kind: 'data', run: async (input: JsonValue, ctx: DataNodeContext) => ({ at: ctx.position, input }) },
      review: { kind: 'engine', lane: 'llm', policy: ask, prompt: () => 'review it' },
    },
    engines: bound,
  };
};

export const standalone = new MockEngine({ identity: { provider: 'mock', model: 'm' } });

interface Count {
  done: number;
}
const counter: Graph<Count> = {
  form: 'counter',
  version: 1,
  definition: { upTo: 2 },
  initial: () => ({ done: 0 }),
  fold: (state, event: GraphEvent) => (event.type === graphEventTypes.nodeCompleted ? { done: state.done + 1 } : state),
  decide: (state): GraphDecision =>
    state.done >= 2
      ? { kind: 'complete', output: state.done }
      : { kind: 'dispatch', dispatches: [{ position: 'n/' + state.done, nodeId: 'n', input: null }] },
};
export const definition = graphDefinitionOf(counter);
`;

function consumerDiagnostics(): string[] {
  const file = path.join(root, '.tmp', 'library-consumer', 'consumer.ts');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules', '@types')],
    baseUrl: root,
    paths: {
      'supervised-run': ['src/index.ts'],
      'supervised-run/testing': ['src/engine/testing/index.ts'],
      'supervised-run/command': ['src/engine/command/index.ts'],
    },
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  // The consumer exists in memory only, as an ES module (its own package.json would say "type": "module").
  host.readFile = (name) => (name === file ? consumer : readFile(name));
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  const source = program.getSourceFile(file)!;
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
    const at = d.start === undefined ? '' : `${source.getLineAndCharacterOfPosition(d.start).line + 1}: `;
    return at + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}

describe('the package entries, as a TypeScript consumer uses them', () => {
  it('type a host, node code, a policy and a graph form without deep imports or casts', () => {
    expect(consumerDiagnostics()).toEqual([]);
  }, 120_000);
});

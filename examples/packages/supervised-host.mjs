// Host module for examples/packages/supervised-run.ts: binds the run's two data nodes. It imports
// nothing: the runner hands in the DAG form (and engine factories), so a bare .mjs file works.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function bindRun({ definition, runRoot, forms }) {
  const graph = forms.dag(definition.graphDefinition.value);
  const write = async (name, text) => {
    const file = path.join(runRoot, 'out', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    return path.relative(runRoot, file);
  };
  return {
    graph,
    nodes: {
      // Both nodes only write their own file, so repeating one after a crash is harmless.
      draft: {
        kind: 'data',
        retrySafe: true,
        async run(input) {
          const text = `Hello, ${input.inputs.name}!\n`;
          return { file: await write('draft.txt', text), lines: 1 };
        },
      },
      publish: {
        kind: 'data',
        retrySafe: true,
        async run(input) {
          const draft = input.needs.draft;
          const text = `published ${draft.file} (${draft.lines} line)\n`;
          return { file: await write('published.txt', text), from: draft.file };
        },
      },
    },
  };
}

// max-dispatches and finally nodes through a graph file, a real watchdog and worker: the limit stops
// the other nodes, the finally node still runs (once), told that the run failed, and the run fails
// BUDGET_STOP.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeScript, runGraph } from './flow-helpers.ts';
import { useTempRoots } from './helpers.ts';

useTempRoots();

describe('max-dispatches with a finally node', () => {
  it('runs the finally node with run.outcome failed, and the run fails BUDGET_STOP', async () => {
    const script =
      "const fs = require('fs'); fs.mkdirSync('marks', { recursive: true });" +
      "fs.appendFileSync('marks/notify', process.argv[1] + ' ' + process.env.SUPERVISED_RUN_OUTCOME + '\\n')";
    const notify = `[${JSON.stringify(process.execPath)}, -e, ${JSON.stringify(script)}, "{{ run.outcome }}"]`;
    const { result, status, root } = await runGraph(
      `version: 1
nodes:
  a: { run: ${nodeScript('1')} }
  b: { needs: [a], run: ${nodeScript('1')} }
  c: { needs: [b], run: ${nodeScript('1')} }
  notify: { finally: true, run: ${notify} }
`,
      { limits: { maxDispatches: 2 } },
    );
    expect(result).toMatchObject({ kind: 'fail', code: 'BUDGET_STOP' });
    expect(status.nodes.map((n) => `${n.position} ${n.state}`)).toEqual([
      'dag/a/1 completed',
      'dag/b/1 completed',
      'dag/notify/1 completed',
    ]);
    expect(await readFile(join(root, 'marks/notify'), 'utf8')).toBe('failed failed\n');
  });
});

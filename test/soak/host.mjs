// Soak host (copied into each soak repository): node specs come from resolvedInputs
// ({ effects, command, nodes }). Every node appends its effect, one JSON line with its attempt ID,
// to the external side-effect log `effects` halfway through its work: data nodes from the worker,
// command nodes from a child process (which may ignore SIGTERM or leave a setsid grandchild).
// A gate node's policy asks a person first; the node returns the answer's note.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('aborted'));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      },
      { once: true },
    );
  });
}

function output(id, spec, ctx) {
  const base = { node: id, pad: 'p'.repeat(spec.padBytes) };
  return spec.gateBytes === undefined ? base : { ...base, note: ctx.resumedFrom?.answer?.values.note ?? null };
}

const gateRequest = (id) => ({
  kind: 'gate',
  question: `Go on with ${id}?`,
  fields: [{ name: 'note', type: 'string', required: true }],
});

// Asks until an answer comes with the resume; the answer is then the attempt's resumedFrom.
async function gatePolicy(ctx) {
  if (ctx.resumedFrom?.answer !== undefined) return { decision: 'allow' };
  return { decision: 'wait', reason: `soak gate ${ctx.nodeId}`, request: gateRequest(ctx.nodeId) };
}

function runCommand(commandScript, effects, line, spec, signal) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [commandScript, effects, JSON.stringify({ line, spec })], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const abort = () => child.kill('SIGKILL');
    signal.addEventListener('abort', abort, { once: true });
    child.once('error', reject);
    child.once('exit', (code, sig) => {
      signal.removeEventListener('abort', abort);
      if (code === 0) resolve();
      else reject(new Error(`command node child ended with ${code ?? sig}`));
    });
  });
}

export async function bindRun({ definition, forms }) {
  const { effects, command, nodes: specs } = definition.resolvedInputs;
  const nodes = {};
  for (const [id, spec] of Object.entries(specs)) {
    nodes[id] = {
      kind: 'data',
      retrySafe: spec.retrySafe,
      ...(spec.gateBytes === undefined ? {} : { policy: gatePolicy }),
      async run(_input, ctx) {
        const line = `${JSON.stringify({ node: id, attemptId: ctx.attemptId, position: ctx.position, attempt: ctx.attempt, pid: process.pid })}\n`;
        if (spec.kind === 'command') {
          await runCommand(command, effects, line, spec, ctx.signal);
        } else {
          const half = Math.floor(spec.sleepMs / 2);
          await sleep(half, ctx.signal);
          appendFileSync(effects, line); // one O_APPEND write: the effect happened or it did not
          await sleep(spec.sleepMs - half, ctx.signal);
        }
        return output(id, spec, ctx);
      },
    };
  }
  return { graph: forms.dag(definition.graphDefinition.value), nodes };
}

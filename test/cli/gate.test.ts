// Gates from the command line: start pauses at the gate (exit 3) and prints one answer command per
// option; resume without --answer is refused with those commands (RESUME_ANSWER, exit 2), a wrong
// field and a --by outside allowed-actors are refused (exit 2, nothing run); the right answer
// completes the run and a later node prints it.
import { describe, expect, it } from 'vitest';
import { cli, repository, useCleanup } from './helpers.ts';

useCleanup();

const graph = `version: 1
nodes:
  approve:
    ask:
      question: Ship it?
      fields:
        choice: { type: choice, options: [ship, hold], required: true }
      allowed-actors: [ana]
  publish:
    needs: [approve]
    run: [${JSON.stringify(process.execPath)}, -e, "console.log('chose ' + process.argv[1])", "{{ needs.approve.output.choice }}"]
`;
const resumeFast = ['--initial-backoff', '20ms', '--max-backoff', '50ms', '--teardown-grace', '500ms'];

describe('gate flags', () => {
  it('asks, refuses a missing or wrong answer and a disallowed answerer, then completes with the answer', async () => {
    const repo = await repository({ 'graph.yml': graph });
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'g-1', '--heartbeat', '0', ...resumeFast], {
      cwd: repo,
    });
    expect(started.code, started.stderr).toBe(3);
    const ship = `npx supervised-run resume --run-id g-1 --position dag/approve/1 --answer '{"choice":"ship"}'`;
    expect(started.stdout).toContain('dag/approve/1 asks: Ship it?');
    expect(started.stdout).toContain(`choice = ship: ${ship}`);
    expect(started.stdout).toContain(`choice = hold: ${ship.replace('ship', 'hold')}`);
    const resume = (...flags: string[]) =>
      cli(['resume', '--run-id', 'g-1', '--position', 'dag/approve/1', ...flags, ...resumeFast], { cwd: repo });
    const bare = await resume();
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('RESUME_ANSWER');
    expect(bare.stderr).toContain(`  choice = ship:  ${ship}\n  choice = hold:  ${ship.replace('ship', 'hold')}`);
    // The answer typed as a bare word: refused with the same answers, before anything is recorded.
    const typed = await resume('--answer', 'ship', '--by', 'ana');
    expect(typed.code).toBe(2);
    expect(typed.stderr).toContain(
      `RESUME_ANSWER: --answer: expected a JSON object of the gate's fields, such as {"choice": "ship"} (what was given is not JSON); position dag/approve/1 of run g-1 asks "Ship it?"; nothing was run. Answer with one of:\n  choice = ship:  ${ship}`,
    );
    const listed = await resume('--answer', '["ship"]', '--by', 'ana');
    expect(listed.stderr).toContain(
      `--answer: expected a JSON object of the gate's fields, such as {"choice": "ship"}; position`,
    );
    const wrong = await resume('--answer', '{"choice":"soon"}', '--by', 'ana');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('answer field "choice" accepts one of "ship", "hold", got "soon"');
    // A decision left over from a reconcile request (a dispatch form filled twice) is refused, naming what a gate takes.
    const decided = await resume('--answer', '{"choice":"ship"}', '--decision', 'complete', '--by', 'ana');
    expect(decided.code).toBe(2);
    expect(decided.stderr).toContain(
      'RESUME_DECISION: --decision: it answers a reconcile request; position dag/approve/1 is a gate (give --answer)',
    );
    const stranger = await resume('--answer', '{"choice":"ship"}', '--by', 'bo');
    expect(stranger.code).toBe(2);
    expect(stranger.stderr).toContain('RESUME_ACTOR: "bo" may not answer this gate; it may be answered by: ana');
    // What would be recorded is checked for known secrets first, and the refusal names the flag.
    const token = 'sk-cli-gate-secret';
    const withSecret = (...flags: string[]) =>
      cli(['resume', '--run-id', 'g-1', '--position', 'dag/approve/1', '--known-secret-env', 'TOKEN', ...flags], {
        cwd: repo,
        env: { TOKEN: token },
      });
    const encoded = await withSecret('--answer', JSON.stringify({ choice: Buffer.from(token).toString('base64') }));
    expect(encoded.code).toBe(2);
    expect(encoded.stderr).toContain('--answer at .choice: holds a known secret (base64); it would be recorded');
    const pasted = await withSecret('--answer', '{"choice":"ship"}', '--by', token);
    expect(pasted.code).toBe(2);
    expect(pasted.stderr).toContain('--by: holds a known secret; it would be recorded');
    expect(pasted.stderr).not.toContain(token);
    const answered = await resume('--answer', '{"choice":"ship"}', '--by', 'ana');
    expect(answered.code, answered.stderr).toBe(0);
    expect(answered.stdout).toContain('chose ship');
    const status = await cli(['status', '--run-id', 'g-1', '--json'], { cwd: repo });
    const nodes = (JSON.parse(status.stdout) as { status: { nodes: Array<{ nodeId: string; answered?: unknown }> } })
      .status.nodes;
    expect(nodes.find((n) => n.nodeId === 'approve')?.answered).toMatchObject({
      answeredBy: 'ana',
      values: { choice: 'ship' },
    });
  }, 240_000);
});

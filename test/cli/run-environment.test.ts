// A run whose API engine's key it will not get says so as it starts, and again on a retry: before
// the engine node runs, not only in the node's failure after everything before it ran.
import { describe, expect, it } from 'vitest';
import { cli, nodeBin, repository, useCleanup } from './helpers.ts';

useCleanup();

// The base URL is a closed port: with the key missing, the call fails before any request.
const graph = `version: 1
engines:
  writer: { kind: anthropic, model: claude-haiku-4-5, base-url: "http://127.0.0.1:9" }
nodes:
  prepare: { run: [${nodeBin}, -e, "0"], retry-safe: true }
  draft: { engine: writer, prompt: "draft it", needs: [prepare], retry-safe: true }
`;
const said =
  'warning: engine "writer" (anthropic) reads its API key from ANTHROPIC_API_KEY, which the run does not get: node "draft" will fail when it calls it';

describe('an API engine whose key the run does not get', () => {
  it('is warned of at the start and at each retry, with what to pass', async () => {
    const repo = await repository({ 'graph.yml': graph });
    const env = { ANTHROPIC_API_KEY: 'sk-ant-set-in-the-shell-only' };
    const started = await cli(['start', '--graph', 'graph.yml', '--run-id', 'k-1', '--heartbeat', '0'], {
      cwd: repo,
      env,
    });
    expect(started.code).toBe(4);
    expect(started.stderr).toContain(`${said}; pass it with --env ANTHROPIC_API_KEY`);
    expect(started.stdout).toContain('ANTHROPIC_API_KEY is empty or not passed to the run');
    // The call sent nothing: its cost is a known zero, not a lower bound of unknown calls.
    const summary = await cli(['summary', '--run-id', 'k-1'], { cwd: repo });
    expect(summary.stdout).toContain('Cost: 0 USD billed (API) (1 engine call) · Session: 1');

    const empty = await cli(['retry-failed', '--run-id', 'k-1', '--env', 'ANTHROPIC_API_KEY'], {
      cwd: repo,
      env: { ANTHROPIC_API_KEY: '' },
    });
    expect(empty.stderr).toContain(
      'reads its API key from ANTHROPIC_API_KEY, which is empty: node "draft" will fail when it calls it; it is set but empty in this shell',
    );
  });

  it('names any other --env variable that is unset or empty here, once', async () => {
    const repo = await repository({ 'graph.yml': graph });
    const started = await cli(
      ['start', '--graph', 'graph.yml', '--run-id', 'k-3', '--heartbeat', '0', '--env', 'ANTHROPIC_API_KEY'],
      { cwd: repo, env: { ANTHROPIC_API_KEY: '', DEPLOY_TOKEN: '' } },
    );
    expect(started.stderr).toContain(
      'which is empty: node "draft" will fail when it calls it; it is set but empty in this shell',
    );
    expect(started.stderr).not.toContain('--env ANTHROPIC_API_KEY:');
    const retried = await cli(
      [
        'retry-failed',
        '--run-id',
        'k-3',
        '--env',
        'DEPLOY_TOKEN',
        '--env',
        'NOT_SET_ANYWHERE',
        '--env',
        'ANTHROPIC_API_KEY',
      ],
      { cwd: repo, env: { ANTHROPIC_API_KEY: 'sk-ant-passed-0123456789', DEPLOY_TOKEN: '' } },
    );
    expect(retried.stderr).toContain('warning: --env DEPLOY_TOKEN: it is empty in this shell');
    expect(retried.stderr).toContain(
      'warning: --env NOT_SET_ANYWHERE: it is not set in this shell, so the run does not get it',
    );
    expect(retried.stderr).not.toContain('ANTHROPIC_API_KEY');
  });

  it('says nothing when the key is passed', async () => {
    const repo = await repository({
      'graph.yml': graph.replace('needs: [prepare], ', 'needs: [prepare], when: { value: "no", equals: "yes" }, '),
    });
    const started = await cli(
      ['start', '--graph', 'graph.yml', '--run-id', 'k-2', '--heartbeat', '0', '--env', 'ANTHROPIC_API_KEY'],
      { cwd: repo, env: { ANTHROPIC_API_KEY: 'sk-ant-passed-0123456789' } },
    );
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout + started.stderr).not.toContain('reads its API key');
  });
});

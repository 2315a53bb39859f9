import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attemptLogCommands,
  decisionCommands,
  parseSummaryContext,
  parseWorkflowRef,
  resumeCommand,
  shellQuote,
  summaryContextFromEnv,
  workflowPageUrl,
  isReportError,
  renderRunSummary,
} from '../../src/report/index.ts';
import { actionContext, report } from './fixtures.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'report-commands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A stand-in `gh` (and `npx`) that prints its argv NUL-separated: what the shell really passed.
for (const name of ['gh', 'npx']) {
  writeFileSync(path.join(dir, name), `#!/bin/sh\nprintf '%s\\0' "$0" "$@"\n`);
  chmodSync(path.join(dir, name), 0o755);
}

function argvOf(command: string): string[] {
  const out = execFileSync('/bin/sh', ['-c', command], { env: { PATH: `${dir}:/usr/bin:/bin` }, encoding: 'utf8' });
  const [program, ...args] = out.split('\0').slice(0, -1);
  return [path.basename(program as string), ...args];
}

describe('resume commands', () => {
  const context = parseSummaryContext(actionContext);

  it('names the workflow file, --ref and the dispatch inputs exactly', () => {
    expect(resumeCommand(context, { runId: 'release-1', position: 'dag/publish/1', decision: 'retry' })).toBe(
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=release-1 -f position=dag/publish/1 -f decision=retry',
    );
    expect(decisionCommands(context, 'r', 'dag/p/1')).toEqual({
      retry:
        'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=r -f position=dag/p/1 -f decision=retry',
      complete:
        'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=r -f position=dag/p/1 -f decision=complete',
      fail: 'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=r -f position=dag/p/1 -f decision=fail',
    });
    expect(resumeCommand(context, { runId: 'r' })).toBe(
      'gh workflow run supervised-run.yml --repo obversa/example --ref main -f run-id=r',
    );
  });

  it('quotes run IDs, positions and refs with shell metacharacters so sh passes them through unchanged', () => {
    const runId = `a$(touch ${dir}/pwned)'b`;
    const position = "dag/it's `x`; rm -rf ~ $HOME\n|&/1";
    const ctx = parseSummaryContext({ ...actionContext, ref: "feat/$(x)'" });
    const command = resumeCommand(ctx, { runId, position, decision: 'complete' });
    expect(command).toBe(
      `gh workflow run supervised-run.yml --repo obversa/example --ref 'feat/$(x)'\\''' -f run-id='a$(touch ${dir}/pwned)'\\''b' -f position='dag/it'\\''s \`x\`; rm -rf ~ $HOME\n|&/1' -f decision=complete`,
    );
    expect(argvOf(command)).toEqual([
      'gh',
      'workflow',
      'run',
      'supervised-run.yml',
      '--repo',
      'obversa/example',
      '--ref',
      "feat/$(x)'",
      '-f',
      `run-id=${runId}`,
      '-f',
      `position=${position}`,
      '-f',
      'decision=complete',
    ]);
  });

  it('quotes any string so that sh yields it back (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'grapheme', minLength: 0, maxLength: 20 }).filter((s) => !s.includes('\0')),
          { minLength: 1, maxLength: 40 },
        ),
        (values) => {
          const out = execFileSync('/bin/sh', ['-c', `printf '%s\\0' ${values.map(shellQuote).join(' ')}`], {
            encoding: 'utf8',
          });
          expect(out.split('\0').slice(0, -1)).toEqual(values);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('uses the configured dispatch input names', () => {
    const ctx = parseSummaryContext({ ...actionContext, inputNames: { runId: 'rid', position: 'pos', decision: 'd' } });
    expect(argvOf(resumeCommand(ctx, { runId: 'x', position: 'p', decision: 'fail' }))).toEqual([
      'gh',
      'workflow',
      'run',
      'supervised-run.yml',
      '--repo',
      'obversa/example',
      '--ref',
      'main',
      '-f',
      'rid=x',
      '-f',
      'pos=p',
      '-f',
      'd=fail',
    ]);
  });

  it("a reviewer's complete carries the verdict pass: --output in the CLI, the decision-output input in a dispatch", () => {
    const cli = decisionCommands(parseSummaryContext({}), 'r', 'dag/review/1', { reviewer: true });
    expect(argvOf(cli.complete).slice(-4)).toEqual(['--decision', 'complete', '--output', '{"verdict":"pass"}']);
    expect(cli.retry).not.toContain('--output');
    expect(cli.fail).not.toContain('--output');
    const dispatch = decisionCommands(context, 'r', 'dag/review/1', { reviewer: true });
    expect(argvOf(dispatch.complete).slice(-4)).toEqual([
      '-f',
      'decision=complete',
      '-f',
      'decision-output={"verdict":"pass"}',
    ]);
    const named = parseSummaryContext({ ...actionContext, inputNames: { decisionOutput: 'verdict_json' } });
    expect(argvOf(decisionCommands(named, 'r', 'dag/review/1', { reviewer: true }).complete).at(-1)).toBe(
      'verdict_json={"verdict":"pass"}',
    );
    expect(() => parseSummaryContext({ inputNames: { decisionOutput: '1 bad' } })).toThrow(
      /inputNames\.decisionOutput/,
    );
    // Not a reviewer: no output (the decision records none unless a person adds it).
    expect(decisionCommands(context, 'r', 'dag/p/1').complete).not.toContain('decision-output');
  });

  it('falls back to the CLI when no workflow is known', () => {
    const ctx = parseSummaryContext({});
    const command = resumeCommand(ctx, { runId: 'r 1', position: 'dag/a/1', decision: 'retry' });
    expect(command).toBe("npx supervised-run resume --run-id 'r 1' --position dag/a/1 --decision retry");
    expect(argvOf(command)).toEqual([
      'npx',
      'supervised-run',
      'resume',
      '--run-id',
      'r 1',
      '--position',
      'dag/a/1',
      '--decision',
      'retry',
    ]);
  });

  it('links the workflow page from server URL, repository and file name', () => {
    expect(workflowPageUrl(context)).toBe('https://github.com/obversa/example/actions/workflows/supervised-run.yml');
    const odd = parseSummaryContext({ ...actionContext, workflowFile: ".github/workflows/a (b)'<x>.yml" });
    expect(workflowPageUrl(odd)).toBe('https://github.com/obversa/example/actions/workflows/a%20%28b%29%27%3Cx%3E.yml');
    expect(workflowPageUrl(parseSummaryContext({ workflowFile: 'x.yml' }))).toBeUndefined();
  });

  it('links the workflow page whatever the file name holds: a lone surrogate becomes U+FFFD, never a URIError', () => {
    for (const workflowFile of [
      '.github/workflows/\ud800.yml',
      '.github/workflows/a\udc00b.yml',
      '.github/workflows/\udbff\ud800x.yml',
    ]) {
      const url = workflowPageUrl(parseSummaryContext({ ...actionContext, workflowFile }));
      expect(url).toMatch(/^https:\/\/github\.com\/obversa\/example\/actions\/workflows\/[A-Za-z0-9%._~-]+$/);
      expect(decodeURIComponent(url!.slice(url!.lastIndexOf('/') + 1))).toContain('\uFFFD');
    }
    const interrupted = report({
      phase: 'interrupted',
      result: { kind: 'pause', code: 'INTERRUPTED', reason: 'cancelled', positions: [] },
    });
    const summary = renderRunSummary(interrupted, {
      ...actionContext,
      workflowFile: '.github/workflows/\ud800.yml',
      ref: 'main\udc00',
    });
    expect(summary).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(summary).toContain('actions/workflows/%EF%BF%BD.yml');
  });

  it('refuses a context it cannot use, naming the field', () => {
    const refuse = (value: object, field: string) => {
      try {
        parseSummaryContext(value);
        expect.unreachable();
      } catch (error) {
        expect(isReportError(error, 'INVALID_SUMMARY_CONTEXT')).toBe(true);
        expect((error as Error).message).toContain(field);
      }
    };
    refuse({ serverUrl: 'javascript:alert(1)' }, 'serverUrl');
    refuse({ inputNames: { runId: 'run id=x' } }, 'inputNames.runId');
    refuse({ repository: 'not a repo' }, 'repository');
    refuse({ maxBytes: 2_000_000 }, 'maxBytes');
  });
});

describe('context from the Actions environment', () => {
  it('reads the workflow file, branch, repository and server from GITHUB_* variables', () => {
    expect(parseWorkflowRef('octo/repo/.github/workflows/x.yml@refs/heads/main')).toEqual({
      repository: 'octo/repo',
      workflowFile: '.github/workflows/x.yml',
      ref: 'refs/heads/main',
    });
    const context = summaryContextFromEnv(
      {
        GITHUB_WORKFLOW_REF: 'octo/repo/.github/workflows/x.yml@refs/heads/feature/a',
        GITHUB_REF: 'refs/heads/feature/a',
        GITHUB_REPOSITORY: 'octo/repo',
        GITHUB_SERVER_URL: 'https://github.com',
      },
      { runId: 'id' },
    );
    expect(parseSummaryContext(context)).toMatchObject({
      workflowFile: '.github/workflows/x.yml',
      ref: 'feature/a',
      repository: 'octo/repo',
      serverUrl: 'https://github.com',
      inputNames: { runId: 'id', position: 'position', decision: 'decision' },
    });
  });

  it('uses the head branch of a pull request, never its merge ref', () => {
    const env = { GITHUB_REF: 'refs/pull/7/merge', GITHUB_REF_NAME: '7/merge', GITHUB_REF_TYPE: 'branch' };
    expect(summaryContextFromEnv({ ...env, GITHUB_HEAD_REF: 'fix/x' }).ref).toBe('fix/x');
    expect(summaryContextFromEnv(env).ref).toBeUndefined();
    expect(summaryContextFromEnv({ GITHUB_REF_NAME: 'v1.2', GITHUB_REF_TYPE: 'tag' }).ref).toBe('v1.2');
    expect(summaryContextFromEnv({ GITHUB_REF: 'refs/tags/v1.2' }).ref).toBe('v1.2');
  });
});

describe('the commands that read an attempt’s whole log', () => {
  const cli = parseSummaryContext({});

  it('prints with the CLI, naming a namespace other than default', () => {
    const plain = report({ runId: 'r-1', namespace: 'default' });
    expect(attemptLogCommands(plain, 'dag/test/1', cli)).toEqual({
      print: 'npx supervised-run logs --run-id r-1 --position dag/test/1',
    });
    const team = attemptLogCommands(report({ runId: 'r-1', namespace: 'team.a' }), 'dag/test/1', cli);
    expect(argvOf(team.print)).toEqual([
      'npx',
      ...['supervised-run', 'logs', '--run-id', 'r-1', '--position', 'dag/test/1', '--namespace', 'team.a'],
    ]);
  });

  it('downloads the store artifact this job uploaded where the CLI’s default store keeps the run', () => {
    const stored = report(
      { runId: 'r-1', namespace: 'team.a' },
      { evidence: { ...report().evidence, artifactName: 'supervised-run+team.a+r-1+2', artifactRunId: '7001' } },
    );
    const { download } = attemptLogCommands(stored, 'dag/test/1', parseSummaryContext(actionContext));
    expect(argvOf(download!)).toEqual([
      'gh',
      ...['run', 'download', '7001', '--repo', 'obversa/example', '-n', 'supervised-run+team.a+r-1+2'],
      ...['-D', '.supervised-run/team.a/runs/r-1'],
    ]);
    expect(attemptLogCommands(stored, 'dag/test/1', cli).download).toBe(
      'gh run download 7001 -n supervised-run+team.a+r-1+2 -D .supervised-run/team.a/runs/r-1',
    );
  });
});

describe('the repository gh acts on', () => {
  // Without --repo, gh takes the repository from the git remotes of the directory it runs in:
  // outside a clone it fails, and in a clone with several remotes it uses its default one (a fork's, say).
  it('names the repository, with the host when it is not github.com', () => {
    const dispatch = (context: Parameters<typeof parseSummaryContext>[0]) =>
      argvOf(resumeCommand(parseSummaryContext(context), { runId: 'r' })).slice(0, 6);
    expect(dispatch(actionContext)).toEqual([
      'gh',
      'workflow',
      'run',
      'supervised-run.yml',
      '--repo',
      'obversa/example',
    ]);
    expect(dispatch({ ...actionContext, serverUrl: 'https://ghe.example.com' })).toEqual([
      ...['gh', 'workflow', 'run', 'supervised-run.yml', '--repo', 'ghe.example.com/obversa/example'],
    ]);
    expect(dispatch({ ...actionContext, serverUrl: undefined })).toEqual([
      ...['gh', 'workflow', 'run', 'supervised-run.yml', '--repo', 'obversa/example'],
    ]);
    const { repository: _unknown, ...noRepository } = actionContext;
    expect(dispatch(noRepository)).toEqual(['gh', 'workflow', 'run', 'supervised-run.yml', '--ref', 'main']);
  });
});

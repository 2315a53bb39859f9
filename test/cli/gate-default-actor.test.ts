// A gate with allowed-actors answered from the terminal without --by: the printed answer command,
// run as printed by the person whose login is listed, is accepted (the CLI's default answerer
// "<login> (supervised-run CLI)" is compared by its login) and the record keeps both the login and
// the tool. Another login stays refused.
import { describe, expect, it } from 'vitest';
import { cliInProcess, json, repository, useCleanup } from './helpers.ts';

useCleanup();

const graph = `version: 1
nodes:
  g:
    ask:
      question: "Q?"
      fields: { ok: { type: boolean, required: true } }
      allowed-actors: [root, octocat]
`;

/** The words of a printed command (single-quoted words as the shell reads them), without `npx supervised-run`. */
function wordsOf(command: string): string[] {
  const words = [...command.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
  expect(words.slice(0, 2)).toEqual(['npx', 'supervised-run']);
  return words.slice(2);
}

describe('a gate answered with the default --by', () => {
  it('accepts the printed command run unchanged by a listed login, recording the login and the CLI', async () => {
    const repo = await repository({ 'graph.yml': graph });
    const as = (user: string) => ({ USER: user, USERNAME: user, LOGNAME: user });
    const started = await cliInProcess(['start', '--graph', 'graph.yml', '--run-id', 'ga'], repo, as('octocat'));
    expect(started.code, started.stderr).toBe(3);
    const line = started.stdout.split('\n').find((l) => l.includes('ok = true:'));
    expect(line, started.stdout).toBeDefined();
    const printed = line!.slice(line!.indexOf('npx supervised-run')).trim();

    const stranger = await cliInProcess(wordsOf(printed), repo, as('mallory'));
    expect(stranger.code).toBe(2);
    expect(stranger.stderr).toContain(
      'RESUME_ACTOR: "mallory (supervised-run CLI)" may not answer this gate; it may be answered by: root, octocat',
    );

    const answered = await cliInProcess(wordsOf(printed), repo, as('OctoCat'));
    expect(answered.code, answered.stderr).toBe(0);
    const { status } = json<{ status: { nodes: Array<{ nodeId: string; answered?: { answeredBy: string } | null }> } }>(
      await cliInProcess(['status', '--run-id', 'ga', '--json'], repo),
    );
    expect(status.nodes.find((n) => n.nodeId === 'g')?.answered?.answeredBy).toBe('OctoCat (supervised-run CLI)');
  }, 120_000);
});

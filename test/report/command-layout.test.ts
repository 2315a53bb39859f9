// Commands laid out to fit a line: what a person copies from the summary (continuation lines,
// words split inside) passes exactly the argv of the one-line command through a real sh.
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandLines, commandWidth, commandWords } from '../../src/report/command-layout.ts';
import { parseSummaryContext, resumeCommand } from '../../src/report/index.ts';
import { actionContext } from './fixtures.ts';
import { unfoldCommand } from './markdown.ts';

/** The argv sh gives `printf` for a command with its program name swapped for printf. */
function argv(command: string): string[] {
  const script = command.replace(/^(gh|npx)/, "printf '%s\\0'");
  return execFileSync('/bin/sh', ['-c', script], { encoding: 'utf8' }).split('\0').slice(0, -1);
}

const valueChar = fc.oneof(
  fc.constantFrom("'", '"', '$', '`', '\\', ' ', '\n', '\u202e', '\r', '|', '-', '/', '*'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }).filter((s) => !s.includes('\0')),
);
const value = fc.array(valueChar, { minLength: 1, maxLength: 60 }).map((parts) => parts.join(''));

describe('commandLines', () => {
  const gh = parseSummaryContext({ ...actionContext });
  const cli = parseSummaryContext({});

  it('keeps a command that fits on one line', () => {
    const command = resumeCommand(cli, { runId: 'r1' });
    expect(commandLines(command)).toEqual([command]);
  });

  it('puts the decision at the start of a line of its own, every line within the width', () => {
    const command = resumeCommand(gh, { runId: 'release-1', position: 'dag/publish/1', decision: 'complete' });
    const lines = commandLines(command);
    expect(lines).toEqual([
      'gh workflow run supervised-run.yml --repo obversa/example --ref main \\',
      '  -f run-id=release-1 -f position=dag/publish/1 \\',
      '  -f decision=complete',
    ]);
    expect(unfoldCommand(lines)).toBe(command);
  });

  it('splits a word longer than a line where the shell joins it back', () => {
    const long = `dag/${'x'.repeat(200)}/1`;
    const command = resumeCommand(gh, { runId: 'r', position: long, decision: 'retry' });
    const lines = commandLines(command);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(commandWidth);
    expect(lines.at(-1)).toBe('  -f decision=retry');
    expect(argv(lines.join('\n'))).toEqual(argv(command));
  });

  it('passes exactly the values of the one-line command through sh, whatever they hold (property)', () => {
    fc.assert(
      fc.property(value, value, fc.constantFrom('retry', 'complete', 'fail' as const), (runId, position, decision) => {
        for (const context of [gh, cli]) {
          const command = resumeCommand(context, { runId, position, decision });
          const lines = commandLines(command);
          expect(argv(lines.join('\n'))).toEqual(argv(command));
          // The decision flag always starts a line of its own (or the command is one line).
          expect(lines.some((line) => line.trimStart().startsWith('-f decision=') || line.includes('--decision'))).toBe(
            true,
          );
        }
      }),
      { numRuns: 30 },
    );
  });

  it('reads its own words back (quotes and printf parts stay whole)', () => {
    const command = resumeCommand(cli, { runId: "it's a \u202e run", position: 'p q' });
    expect(commandWords(command)).toEqual([
      'npx',
      'supervised-run',
      'resume',
      '--run-id',
      `'it'\\''s a '"$(printf '\\342\\200\\256')"' run'`,
      '--position',
      "'p q'",
    ]);
  });
});

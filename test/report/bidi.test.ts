// Bidi and invisible control characters ("trojan source"): never raw in the summary or the JSON
// outputs; shown by name in prose; spelled out with printf inside commands, which real shells
// (dash as /bin/sh, bash) still turn into exactly the recorded value.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  escapeCell,
  escapePre,
  escapeText,
  parseSummaryContext,
  renderRunSummary,
  resumeCommand,
  runOutputs,
  shellQuote,
  spelledOutCodePoints,
} from '../../src/report/index.ts';
import { actionContext, node, report } from './fixtures.ts';
import { decodeReferences, preCommands, wellFormedProblems } from './markdown.ts';

const bidi = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const spelled = /[\u0001-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const bidiChars = [
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

const dir = mkdtempSync(path.join(os.tmpdir(), 'report-bidi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A stand-in `gh` that prints its argv NUL-separated: what the shell really passed.
writeFileSync(path.join(dir, 'gh'), `#!/bin/sh\nprintf '%s\\0' "$@"\n`);
chmodSync(path.join(dir, 'gh'), 0o755);

function argvIn(shell: string, command: string): string[] {
  const out = execFileSync(shell, ['-c', command], { env: { PATH: `${dir}:/usr/bin:/bin` }, encoding: 'utf8' });
  return out.split('\0').slice(0, -1);
}

const trojanRef = 'main\u202e\u2066txt.exe';
const trojanPosition = 'dag/pay\u202eyap/1';

describe('bidi controls in prose', () => {
  it('shows each one by name, escaped, never raw and never as a reference (which would decode back)', () => {
    for (const char of bidiChars) {
      const text = escapeText(`a${char}b`);
      expect(text).not.toMatch(bidi);
      expect(text).not.toContain(`&#${char.codePointAt(0)};`);
      expect(decodeReferences(text)).toBe(
        `a<U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}>b`,
      );
      expect(decodeReferences(escapeCell(`a${char}b`))).toBe(decodeReferences(text));
    }
    expect(escapeText('x\u202Ey')).toBe('x&#60;U+202E&#62;y');
  });

  it('escapePre shows a stray one by name too (commands never carry them raw)', () => {
    expect(escapePre('a\u2067b')).toBe('a&#60;U+2067&#62;b');
  });
});

describe('bidi controls in commands', () => {
  it('spells them out with printf octal escapes, so the command reads as it runs', () => {
    expect(shellQuote(trojanRef)).toBe(`main"$(printf '\\342\\200\\256\\342\\201\\246')"txt.exe`);
    expect(shellQuote("it's\u200f")).toBe(`'it'\\''s'"$(printf '\\342\\200\\217')"`);
    expect(shellQuote('\u061c')).toBe(`"$(printf '\\330\\234')"`);
    expect(shellQuote('a\rb\u0085')).toBe(`a"$(printf '\\015')"b"$(printf '\\302\\205')"`);
  });

  it('dash and bash pass exactly the recorded values to gh', () => {
    const context = parseSummaryContext({ ...actionContext, ref: trojanRef });
    const runId = 'r\u2068x\u2069';
    const command = resumeCommand(context, { runId, position: trojanPosition, decision: 'complete' });
    expect(command).not.toMatch(spelled);
    const expected = [
      'workflow',
      'run',
      'supervised-run.yml',
      '--repo',
      'obversa/example',
      '--ref',
      trojanRef,
      '-f',
      `run-id=${runId}`,
      '-f',
      `position=${trojanPosition}`,
      '-f',
      'decision=complete',
    ];
    expect(argvIn('/bin/sh', command)).toEqual(expected);
    expect(argvIn('bash', command)).toEqual(expected);
  });

  it('round-trips any mix of text and control characters through sh, and names exactly the spelled-out code points (property)', () => {
    const char = fc.oneof(
      fc.constantFrom(
        ...bidiChars,
        '\u0001',
        '\r',
        '\u001b',
        '\u007f',
        '\u0085',
        '\u009b',
        '\u2028',
        '\u2029',
        '\n',
        '\t',
        "'",
        '"',
        '$',
        '`',
        '\\',
        ' ',
      ),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }).filter((s) => !s.includes('\0')),
    );
    const value = fc.array(char, { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 20 }), (values) => {
        const words = values.map(shellQuote);
        for (const word of words) expect(word).not.toMatch(spelled);
        const out = execFileSync('/bin/sh', ['-c', `printf '%s\\0' ${words.join(' ')}`], { encoding: 'utf8' });
        expect(out.split('\0').slice(0, -1)).toEqual(values);
        values.forEach((v, i) => {
          const expected = [
            ...new Set(
              Array.from(v)
                .filter((c) => spelled.test(c))
                .map((c) => `U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`),
            ),
          ];
          expect(spelledOutCodePoints(words[i] as string)).toEqual(expected);
        });
      }),
      { numRuns: 15 },
    );
  });

  it('a value holding printf text of its own is never taken for a spelled-out part', () => {
    for (const forged of [`"$(printf '\\342\\200\\256')"`, `x"$(printf '\\101')"y`, `'"$(printf '\\101')"'`]) {
      expect(spelledOutCodePoints(shellQuote(forged))).toEqual([]);
      expect(execFileSync('/bin/sh', ['-c', `printf '%s' ${shellQuote(forged)}`], { encoding: 'utf8' })).toBe(forged);
    }
  });
});

describe('bidi controls in the summary and outputs', () => {
  const paused = report(
    {
      runId: 'release-1',
      phase: 'paused',
      result: { kind: 'pause', code: null, reason: 'uncertain \u202epublish', positions: [trojanPosition] },
      nodes: [node({ position: trojanPosition, nodeId: 'pay\u200fout', state: 'paused' })],
      pauses: [
        {
          position: trojanPosition,
          nodeId: 'pay\u200fout',
          eventId: 'e1',
          reason: 'crashed\u061c mid-attempt',
          request: { kind: 'reconcile-attempt', attemptId: 'a\u2066' },
        },
      ],
      positions: [trojanPosition],
    },
    { warnings: ['branch \u202dodd'] },
  );

  it('holds none raw anywhere, shows them by name and explains the spelled-out commands', () => {
    const markdown = renderRunSummary(paused, { ...actionContext, ref: trojanRef });
    expect(markdown).not.toMatch(bidi);
    expect(wellFormedProblems(markdown)).toEqual([]);
    expect(markdown).toContain('#### 1. Did the work of dag/pay&#60;U+202E&#62;yap/1 happen?');
    expect(markdown).toContain('The values below hold invisible or bidirectional control characters (U+202E, U+2066)');
    const commands = preCommands(markdown);
    expect(commands).toHaveLength(3);
    for (const command of commands) {
      expect(command).toContain(`--ref main"$(printf '\\342\\200\\256\\342\\201\\246')"txt.exe`);
      expect(argvIn('/bin/sh', command)).toContain(`position=${trojanPosition}`);
    }
  });

  it('a run-level pause continued from a trojan branch also gets the note and a printf command', () => {
    const interrupted = report({
      phase: 'interrupted',
      result: { kind: 'pause', code: 'INTERRUPTED', reason: 'cancelled', positions: [] },
    });
    const markdown = renderRunSummary(interrupted, { ...actionContext, ref: trojanRef });
    expect(markdown).not.toMatch(bidi);
    expect(markdown).toContain('(U+202E, U+2066)');
    expect(argvIn('/bin/sh', preCommands(markdown)[0] as string)).toEqual([
      'workflow',
      'run',
      'supervised-run.yml',
      '--repo',
      'obversa/example',
      '--ref',
      trojanRef,
      '-f',
      'run-id=release-1',
    ]);
  });

  it('JSON outputs escape them (\\uXXXX) and parse back to the exact values; the resume command is spelled out', () => {
    const outputs = runOutputs(paused, { ...actionContext, ref: trojanRef });
    for (const value of Object.values(outputs)) expect(value).not.toMatch(bidi);
    expect(outputs.positions).toBe('["dag/pay\\u202eyap/1"]');
    expect(JSON.parse(outputs.positions)).toEqual([trojanPosition]);
    const [request] = JSON.parse(outputs['reconcile-requests']);
    expect(request).toMatchObject({
      position: trojanPosition,
      nodeId: 'pay\u200fout',
      attemptId: 'a\u2066',
      reason: 'crashed\u061c mid-attempt',
    });
    // Every waiting position is a reconcile request: no bare resume command, only decision commands.
    expect(outputs['resume-command']).toBe('');
    expect(argvIn('/bin/sh', request.commands.complete)).toContain(`position=${trojanPosition}`);
  });
});

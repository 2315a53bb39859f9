// The file commands main and post write (GITHUB_OUTPUT / GITHUB_STATE), read back the way the
// runner reads them (runner-emulation.ts parseFileCommands follows its rule: a line whose first
// `=` comes before any `<<` is `name=value`, else `name<<delimiter` starts a block), and the block
// node output is written in (untrustedBlock).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { info, issueFileCommand } from '../../src/action/workflow-commands.ts';
import { untrustedBlock } from '../../src/report/index.ts';
import { parseFileCommands } from './support/runner-emulation.ts';
import { processWorkflowCommands } from '../support/workflow-commands.ts';

let directory: string;
let file: string;
const saved = process.env.GITHUB_OUTPUT;

beforeEach(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'file-commands-'));
  file = path.join(directory, 'output');
  writeFileSync(file, '');
  process.env.GITHUB_OUTPUT = file;
});
afterEach(() => {
  if (saved === undefined) delete process.env.GITHUB_OUTPUT;
  else process.env.GITHUB_OUTPUT = saved;
  rmSync(directory, { recursive: true, force: true });
});

describe('issueFileCommand', () => {
  it('writes a one-line value under a plain name as name=value, with no delimiter', () => {
    issueFileCommand('GITHUB_OUTPUT', 'result', 'complete');
    expect(readFileSync(file, 'utf8')).toBe(`result=complete${os.EOL}`);
  });

  it('keeps a one-line value exactly, = and << and spaces included', () => {
    const values = { a: 'x=y', b: 'left<<right', c: '  padded  ', d: '', e: '{"json":"<<EOF"}' };
    for (const [name, value] of Object.entries(values)) issueFileCommand('GITHUB_OUTPUT', name, value);
    expect(parseFileCommands(readFileSync(file, 'utf8'))).toEqual(values);
  });

  it('writes a value with line breaks as a delimited block the runner reads back whole', () => {
    const value = 'line one\nline=two\r\nname<<EOF\n';
    issueFileCommand('GITHUB_OUTPUT', 'output', value);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^output<<ghadelimiter_[0-9a-f-]{36}\n/);
    expect(parseFileCommands(text).output).toBe(value);
  });

  it('a forged line inside a multi-line value cannot set another name', () => {
    issueFileCommand('GITHUB_OUTPUT', 'output', 'ok\nresult=forged');
    expect(parseFileCommands(readFileSync(file, 'utf8'))).toEqual({ output: 'ok\nresult=forged' });
  });
});

describe('untrustedBlock', () => {
  it('wraps node lines in a stop-commands block whose token is fresh and 128 bits, so a node cannot guess it', () => {
    const shape = /^::stop-commands::([0-9a-f]{32})\n::error::pwned\n::\1::\n$/;
    const tokens = new Set(
      Array.from({ length: 50 }, () => shape.exec(untrustedBlock(['::error::pwned']))?.[1] ?? 'no match'),
    );
    expect(tokens.has('no match')).toBe(false);
    expect(tokens.size).toBe(50);
    const processed = processWorkflowCommands(untrustedBlock(['::error::pwned', 'ok\r::add-mask::x']));
    expect(processed).toMatchObject({ annotations: [], masks: [], text: ['::error::pwned', 'ok\\r::add-mask::x', ''] });
  });
});

describe('info', () => {
  /** What info writes to stdout for each message. */
  function written(...messages: string[]): string {
    const chunks: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => chunks.push(String(chunk)) > 0);
    try {
      for (const message of messages) info(message);
    } finally {
      spy.mockRestore();
    }
    return chunks.join('');
  }

  it('writes the Action’s own lines as they are', () => {
    expect(written('restored the store from cache entry a/b/c', 'two\nlines: ok')).toBe(
      `restored the store from cache entry a/b/c${os.EOL}two\nlines: ok${os.EOL}`,
    );
  });

  it('writes a message with a line that would read as a command inside a stop-commands block', () => {
    const hostile = [
      'checkpoint save failed: file x\n::add-mask::pwned',
      'note\r  ::error::pwned',
      '##[set-output name=pwned]1',
      // The runner finds the older form anywhere in a line, as a value in the middle of one.
      '  dag/approve/1 (node approve) asks: Ship ##[set-output name=pwned2]1?',
      'reason: ##[save-state name=pwned3]1',
      'the run (x ##[error]pwned)',
      '\u0085::error::pwned after a next-line character',
    ];
    const out = written(...hostile);
    const processed = processWorkflowCommands(out);
    expect(processed.annotations).toEqual([]);
    expect(processed.masks).toEqual([]);
    expect(processed.outputs).toEqual({});
    expect(processed.states).toEqual({});
    expect(processed.text).toEqual(
      expect.arrayContaining([
        '::add-mask::pwned',
        '  ::error::pwned',
        '##[set-output name=pwned]1',
        '  dag/approve/1 (node approve) asks: Ship ##[set-output name=pwned2]1?',
      ]),
    );
  });
});

// What coreIO (the Action's binding to the runner) writes, read back as the runner reads it: an
// annotation the runner would cut at 4096 characters without a mark is cut here with one, and
// the whole message is in the log after it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreIO } from '../../src/action/core-io.ts';
import { processWorkflowCommands } from '../support/workflow-commands.ts';

/** What `write` writes to stdout. */
function written(write: () => void): string {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => chunks.push(String(chunk)) > 0);
  try {
    write();
  } finally {
    spy.mockRestore();
  }
  return chunks.join('');
}

afterEach(() => {
  // setFailed sets the step's exit code, not this test process's.
  process.exitCode = undefined;
});

describe('coreIO annotations', () => {
  it('cut a message past the runner’s 4096 characters with a mark, and log it whole after', () => {
    const commands = Array.from(
      { length: 80 },
      (_, i) => `option ${i}: gh workflow run x.yml -f answer='{"choice":"${i}"}'`,
    );
    const message = `RESUME_ANSWER: answer with one of:\n${commands.join('\n')}\n::error::not a command`;
    expect(message.length).toBeGreaterThan(4096);
    const processed = processWorkflowCommands(written(() => coreIO.setFailed(message)));
    expect(processed.annotations).toHaveLength(1);
    const annotation = processed.annotations[0]!;
    // The runner reads the message unescaped: %0A is a line break.
    const shown = annotation.message.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
    expect(shown.length).toBeLessThanOrEqual(4096);
    expect(shown).toMatch(/ … \(cut: the whole message follows in the log\)$/);
    expect(processed.text).toEqual(expect.arrayContaining([commands[79], '::error::not a command']));
  });

  it('write a message that fits as one annotation and nothing else', () => {
    const processed = processWorkflowCommands(written(() => coreIO.error('short %0A message')));
    expect(processed.annotations).toEqual([{ level: 'error', message: 'short %250A message' }]);
    expect(processed.text.filter((line) => line !== '')).toEqual([]);
  });
});

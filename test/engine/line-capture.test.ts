import { describe, expect, it } from 'vitest';
import { SupersedingLineCapture } from '../../src/engine/engines/line-capture.ts';
import { codexItemKey, readCodexEvents } from '../../src/engine/engines/codex-events.ts';

const line = (event: unknown) => `${JSON.stringify(event)}\n`;
const updated = (id: string, output: string) =>
  line({
    type: 'item.updated',
    item: { id, type: 'command_execution', command: 'npm test', aggregated_output: output, status: 'in_progress' },
  });

describe('SupersedingLineCapture with codex item keys', () => {
  it('keeps only the latest state of each item, in the order the latest states came', () => {
    const capture = new SupersedingLineCapture(codexItemKey);
    const chunks = [
      line({ type: 'thread.started', thread_id: 't1' }),
      updated('item_0', 'a'),
      updated('item_1', 'x'),
      updated('item_0', 'ab'),
      line({ type: 'item.completed', item: { id: 'item_0', type: 'command_execution', aggregated_output: 'abc' } }),
      line({ type: 'item.completed', item: { id: 'item_2', type: 'agent_message', text: 'done' } }),
      line({ type: 'turn.completed', usage: { input_tokens: 10, cached_input_tokens: 0, output_tokens: 2 } }),
    ];
    for (const chunk of chunks) capture.push(Buffer.from(chunk), 'stdout');
    const kept = capture.text('stdout');
    expect(kept.split('\n').filter((l) => l !== '')).toHaveLength(5);
    expect(kept).not.toContain('"ab"');
    expect(kept).toContain('"abc"');
    expect(capture.keptBytes()).toBe(Buffer.byteLength(kept));
    const run = readCodexEvents(kept);
    expect(run.finalMessage).toBe('done');
    expect(run.tokens).toEqual({ inputTokens: 10, outputTokens: 2, cacheReadTokens: 0 });
  });

  it('joins a line cut across chunks (and a character cut inside its bytes) before keying it', () => {
    const capture = new SupersedingLineCapture(codexItemKey);
    const text = updated('item_0', 'é'.repeat(10)) + updated('item_0', 'ü');
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length; at += 7) capture.push(bytes.subarray(at, at + 7), 'stdout');
    expect(capture.text('stdout')).toBe(updated('item_0', 'ü'));
    expect(capture.keptBytes()).toBe(Buffer.byteLength(updated('item_0', 'ü')));
  });

  it('counts an unfinished last line and stderr as kept', () => {
    const capture = new SupersedingLineCapture(codexItemKey);
    capture.push(Buffer.from('{"type":"thread.st'), 'stdout');
    capture.push(Buffer.from('warning\n'), 'stderr');
    expect(capture.keptBytes()).toBe(18 + 8);
    expect(capture.text('stdout')).toBe('{"type":"thread.st\n');
    expect(capture.text('stderr')).toBe('warning\n');
  });

  it('keeps lines that are not item events as they are', () => {
    expect(codexItemKey('Reading prompt from stdin...')).toBeUndefined();
    expect(codexItemKey('{"type":"error","message":"x"}')).toBeUndefined();
    expect(codexItemKey('{"type":"item.updated","item":{"id":"item_3"}}')).toBe('item_3');
  });
});

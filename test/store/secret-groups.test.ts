// Base64 printed in groups of four with a space between (`c2st bGl2 …`): no group alone is long
// enough to decode to a secret. Such a run is joined before it is decoded: redacted from text kept
// for display (an attempt's output line: its log is then kept, not refused) and found by the
// store inside other text as it is in a whole value.
import { describe, expect, it } from 'vitest';
import { storeLogArtifact, type NodeOutputRecord } from '../../src/runner/output/record.ts';
import { parseAttemptLog } from '../../src/runner/output/format.ts';
import { createSecretMatcher, findSecretInValue, redactKnownSecrets } from '../../src/store/index.ts';
import { redactingWriter } from '../runner/attempt-writer.ts';
import { tempStore } from './helpers.ts';

const secret = 'sk-live-grouped-0123456789';
const matcher = createSecretMatcher([secret]);
/** base64 in groups of four, as `base64 | fold -w4 | paste -sd' '` prints it. */
const grouped = (bytes: Buffer) =>
  bytes
    .toString('base64')
    .match(/.{1,4}/g)!
    .join(' ');

describe('base64 in groups of four', () => {
  it('redacts a run of groups from a line, the text around it kept', () => {
    for (const pad of ['', 'x', 'xy']) {
      const run = grouped(Buffer.from(`${pad}${secret}`));
      expect(redactKnownSecrets(matcher, `key: ${run} (fingerprint)`)).toBe('key: *** (fingerprint)');
      expect(redactKnownSecrets(matcher, run)).toBe('***');
      // A word after the groups stays; unpadded, the short last group goes with the run.
      expect(redactKnownSecrets(matcher, `${run} ok`)).toBe('*** ok');
      expect(redactKnownSecrets(matcher, `${run.replace(/=+$/, '')}.`)).toBe('***.');
    }
    const harmless = `key: ${grouped(Buffer.from('nothing secret in these bytes'))} ok`;
    expect(redactKnownSecrets(matcher, harmless)).toBe(harmless);
    expect(redactKnownSecrets(matcher, 'with your data from that time')).toBe('with your data from that time');
  });

  it('is found by the store inside other text', () => {
    const finding = findSecretInValue(matcher, { note: `key: ${grouped(Buffer.from(secret))} (fingerprint)` });
    expect(finding).toMatchObject({ index: 0, at: '$.note' });
  });

  it('keeps the log of an attempt that printed one, the run redacted', async () => {
    const storage = await tempStore({ knownSecrets: [secret] });
    const out = redactingWriter(storage, 'a1', [secret]);
    out.write('stdout', `before\n${grouped(Buffer.from(secret))}\nafter\n`);
    const closed = await out.close();
    expect(parseAttemptLog(closed.content).lines.map((line) => line.t)).toEqual(['before', '***', 'after']);
    const record: NodeOutputRecord = {
      position: 'dag/test/1',
      nodeId: 'test',
      attemptId: 'a1',
      attempt: 1,
      outcome: 'completed',
      startedAt: new Date().toISOString(),
      lines: closed.lines,
      cut: closed.cut,
    };
    await storeLogArtifact(storage, 'run-1', closed.content, record);
    expect(record.error).toBeUndefined();
    expect(record.artifact).toBeDefined();
  });
});

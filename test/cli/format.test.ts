// Terminal figures are the report's (one way to write a duration, a count, a cost), with an ASCII
// "-" where a figure is missing; missing usage is never shown as zero.
import { describe, expect, it } from 'vitest';
import { summarizeUsage } from '../../src/engine/usage.ts';
import { costText, formatCount, formatDuration, plain, tokensText, usageLine } from '../../src/cli/output/format.ts';
import { partialUsage, reportedUsage, unknownUsage } from '../report/fixtures.ts';

describe('terminal figures', () => {
  it('write durations and counts as the summary does, "-" when there is none', () => {
    expect([formatDuration(null), formatDuration(undefined), formatDuration(-1), formatDuration(Number.NaN)]).toEqual([
      '-',
      '-',
      '-',
      '-',
    ]);
    expect([formatDuration(250), formatDuration(1500), formatDuration(125_000), formatDuration(7_260_000)]).toEqual([
      '250 ms',
      '1.5 s',
      '2 min 5 s',
      '2 h 1 min',
    ]);
    expect([formatCount(999), formatCount(1_234_567)]).toEqual(['999', '1,234,567']);
  });

  it('mark partial usage as a lower bound, unknown usage as unknown, and no calls as "-"', () => {
    expect(usageLine(reportedUsage())).toBe(
      '1 engine call (reported), tokens 1,200 in / 340 out, cost 0.0123 USD (reported)',
    );
    expect(usageLine(partialUsage())).toBe(
      '2 engine calls (partial), tokens ≥ 1,200 in / ≥ 340 out, cost ≥ 0.5000 USD (estimated, 1 unknown)',
    );
    expect(usageLine(unknownUsage())).toBe('2 engine calls (unknown), tokens unknown, cost unknown');
    const none = summarizeUsage([]);
    expect([tokensText(none), costText(none), usageLine(none)]).toEqual(['-', '-', 'no engine calls']);
    expect([tokensText(partialUsage(), ''), costText(unknownUsage(), '')]).toEqual([
      '≥ 1,200 in / ≥ 340 out',
      'unknown',
    ]);
  });
});

describe('untrusted text on a terminal', () => {
  it('shows controls as U+FFFD and bidi controls by name, on one line, as the text summary does', () => {
    expect(plain('ok \u001b[31mred\u001b[0m')).toBe('ok \uFFFD[31mred\uFFFD[0m');
    // "trojan source": an override would show the line in another order than it holds.
    expect(plain('approve \u202egnp.exe')).toBe('approve <U+202E>gnp.exe');
    expect(plain('two\nlines\r\nhere')).toBe('two lines here');
    expect(plain('x'.repeat(10), 5)).toBe('xxxx…');
  });
});

// The summary as plain text (what `supervised-run summary` prints in a terminal): the same
// content as the Markdown, no character references or table syntax, and user text can forge no
// line and no terminal escape.
import { describe, expect, it } from 'vitest';
import { renderRunSummary, renderRunSummaryText } from '../../src/report/index.ts';
import { failedWithOutput, reconcilePause, usageAndFallbacks } from './browser-fixtures.ts';
import { node, report } from './fixtures.ts';

describe('renderRunSummaryText', () => {
  it('says what the Markdown says, without its syntax', () => {
    const text = renderRunSummaryText(usageAndFallbacks(), {});
    expect(text).toMatch(/^Supervised run release-1 ✅ completed\n=+\n/);
    expect(text).toContain('Cost: ≥ 0.5123 USD billed (API) · ≥ 2.00 USD subscription estimate (not billed)');
    expect(text).toContain('A subscription figure is what the calls would cost on the API: it is not billed.');
    expect(text).toMatch(/\n {2}node {4}state {8}attempts {2}duration {2}cost\n/);
    expect(text).toMatch(/\n {2}review +✅ completed +2 +1\.5 s +≥ 0\.5000 USD/);
    expect(text).toContain('Engine fallbacks (1 dead lane):');
    // Per-call receipts: the price-table entry of an estimate, a call with no receipt.
    expect(text).toContain('Engine calls (4): one receipt each:');
    expect(text).toMatch(
      /dag\/fix\/1 +claude-sonnet-4-5 +1,200 \/ 340 \(cache 24,448 \/ 0\) +1\.25 USD estimated \(price entry claude-sonnet-4-5 <img/,
    );
    expect(text).toMatch(/dag\/review\/1 \(no receipt\) +openai\/gpt-5 +unknown +unknown +unknown/);
    expect(text).not.toMatch(/&#\d+;|\*\*|<details>|<wbr>|^\| |^```/m);
  });

  it('shows hostile text as text, on the line it belongs to', () => {
    const text = renderRunSummaryText(failedWithOutput(), {});
    expect(text).toContain('First error: test (dag/test/1): EFFECT_FAILED: exit code 1: <img src=x onerror=alert(1)>');
    // The message's newline became a space: it cannot start a line of its own.
    expect(text).not.toMatch(/^next line/m);
    expect(text).toContain('- A fork was detected: <img src=x onerror=alert(1)>');
  });

  it('replaces terminal escapes and bidi controls, and forges no line', () => {
    const evil = 'x\u001b[2J\u001b]0;pwned\u0007\u009b31m\u202eevil\r\nFAKE: all good';
    const text = renderRunSummaryText(
      report({
        phase: 'failed',
        result: { kind: 'fail', code: evil, message: evil },
        nodes: [node({ position: `dag/${evil}/1`, nodeId: evil, state: 'failed', code: evil, message: evil })],
      }),
      {},
    );
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(text).not.toMatch(/^FAKE/m);
    expect(text).toContain('<U+202E>evil');
  });

  it('gives the commands as indented lines to copy, the same as the Markdown blocks', () => {
    const text = renderRunSummaryText(reconcilePause(), {});
    const markdown = renderRunSummary(reconcilePause(), {});
    expect(text).toContain(
      '    npx supervised-run resume --run-id release-1 --position dag/publish/1 \\\n      --decision retry',
    );
    expect(markdown).toContain(
      '```sh\nnpx supervised-run resume --run-id release-1 --position dag/publish/1 \\\n  --decision retry\n```',
    );
  });
});

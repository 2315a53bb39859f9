// `when:` comparing {{ needs.<id>.outcome }} outside a finally node: unless the condition names a
// need with passed / failed, the node runs only when its needs completed or were skipped, and is
// blocked when one failed. A comparison that could only match another outcome would silently never
// run the node, so the loader refuses it and names the form that does what was meant.
import { describe, expect, it } from 'vitest';
import { issueTexts, load, loadError, useTempRoots } from './helpers.ts';

useTempRoots();

describe('when on a need outcome that the node can never see', () => {
  it('refuses equals: failed on a need outcome, naming { failed: <need> }', async () => {
    const error = await loadError(`version: 1
nodes:
  lint: { run: [echo], optional: true }
  fixlint:
    needs: [lint]
    when: { value: "{{ needs.lint.outcome }}", equals: failed }
    run: [echo]
`);
    expect(error).toMatchObject({ code: 'INVALID_GRAPH' });
    expect(issueTexts(error)).toEqual([
      'nodes.fixlint.when.equals: "failed" can never match here: this node runs only when lint completed or was skipped (and is blocked when it fails), since its when names no need with passed or failed; write { failed: lint } to run it when lint fails',
    ]);
  });

  it('refuses one-of listing only outcomes the node cannot see, inside all too', async () => {
    const error = await loadError(`version: 1
nodes:
  lint: { run: [echo], optional: true }
  fixlint:
    needs: [lint]
    when: { all: [{ value: "{{ needs.lint.outcome }}", one-of: [failed, blocked] }] }
    run: [echo]
`);
    expect(issueTexts(error)).toEqual([
      'nodes.fixlint.when.all[0].one-of: "failed", "blocked" can never match here: this node runs only when lint completed or was skipped (and is blocked when it fails), since its when names no need with passed or failed; write { failed: lint } to run it when lint fails',
    ]);
  });

  it('accepts what can match: skipped or completed, a finally node, a condition that also names passed / failed', async () => {
    await expect(
      load(`version: 1
nodes:
  lint: { run: [echo], optional: true }
  a: { needs: [lint], when: { value: "{{ needs.lint.outcome }}", equals: skipped }, run: [echo] }
  b: { needs: [lint], when: { value: "{{ needs.lint.outcome }}", not-equals: failed }, run: [echo] }
  c:
    needs: [lint]
    when: { any: [{ failed: lint }, { value: "{{ needs.lint.outcome }}", equals: blocked }] }
    run: [echo]
  d: { finally: true, needs: [lint], when: { value: "{{ needs.lint.outcome }}", equals: failed }, run: [echo] }
`),
    ).resolves.toBeDefined();
  });
});

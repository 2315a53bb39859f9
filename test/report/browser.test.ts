// The job summary as GitHub shows it: rendered with a GFM renderer (marked) and GitHub's Markdown
// CSS, loaded in headless Chromium (Debian's, driven by playwright-core) at 1000 px. Raw HTML is
// passed through unsanitised (GitHub would strip script and on* attributes): here only our
// escaping stands between node output and the DOM, so that is what the test checks.
// Screenshots: .tmp/summary-screenshots/<kind>.png.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxSummaryBytes, renderRunSummary, type RunReport } from '../../src/report/index.ts';
import { actionContext } from './fixtures.ts';
import {
  bigRun,
  budgetPause,
  cancelled,
  completedRun,
  failedWithOutput,
  gatePause,
  interrupted,
  optionalFailureInLoop,
  payload,
  reconcilePause,
  usageAndFallbacks,
} from './browser-fixtures.ts';
import { hostileNodeIds, severalPauses } from './browser-fixtures-hostile.ts';
import { waitsInOrder } from './browser-fixtures-waits.ts';

export const screenshotDir = path.resolve(import.meta.dirname, '../../.tmp/summary-screenshots');
const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
const css = readFileSync(
  path.resolve(import.meta.dirname, '../../node_modules/github-markdown-css/github-markdown-light.css'),
  'utf8',
);

function page(markdown: string): string {
  const html = marked.parse(markdown, { gfm: true, async: false });
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style>
<style>body { margin: 0; } .markdown-body { box-sizing: border-box; width: 1000px; padding: 32px; }</style>
</head><body><article class="markdown-body">${html}</article></body></html>`;
}

interface Findings {
  overflowing: string[];
  injected: string[];
  pwned: boolean;
  text: string;
  /** The text outside code blocks and log blocks. */
  prose: string;
  commands: string[];
  /** Characters of the longest line in a log block. */
  longestLogLine: number;
}

// Runs in the page (a string: the project's type check has no DOM types). Opens every fold, then
// collects what overflows, which elements could only have come from text, and the text.
const inspectScript = `(() => {
  const body = document.querySelector('.markdown-body');
  for (const fold of body.querySelectorAll('details')) fold.open = true;
  const overflowing = [];
  // Tables and command blocks must fit; a log block (raw <pre><code>, no language) shows what a node
  // printed as it printed it, so a long line scrolls inside it (each is cut to 400 characters).
  const logBlocks = [...body.querySelectorAll('pre')].filter((pre) => pre.querySelector('code:not([class])') !== null);
  for (const element of body.querySelectorAll('table, pre'))
    if (!logBlocks.includes(element) && element.scrollWidth > element.clientWidth + 1)
      overflowing.push(element.tagName + ' ' + element.scrollWidth + '>' + element.clientWidth + ': ' + (element.textContent || '').slice(0, 120));
  const longestLogLine = Math.max(0, ...logBlocks.flatMap((pre) => (pre.textContent || '').split(String.fromCharCode(10)).map((line) => [...line].length)));
  if (document.documentElement.scrollWidth > window.innerWidth) overflowing.push('the page scrolls sideways');
  const foreign = ['SCRIPT', 'IMG', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE', 'SVG', 'FORM', 'INPUT'];
  const injected = [...body.querySelectorAll('*')]
    .filter((element) => foreign.includes(element.tagName.toUpperCase()) ||
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')) ||
      (element.getAttribute('href') || '').startsWith('javascript'))
    .map((element) => element.outerHTML.slice(0, 120));
  // Text outside code blocks: where GitHub links mentions and issue references.
  const bare = body.cloneNode(true);
  for (const pre of bare.querySelectorAll('pre, code')) pre.remove();
  return {
    overflowing,
    injected,
    pwned: window.__pwned === true,
    text: body.innerText,
    prose: bare.textContent || '',
    commands: [...body.querySelectorAll('pre')].filter((pre) => !logBlocks.includes(pre)).map((pre) => pre.textContent || ''),
    longestLogLine,
  };
})()`;

async function inspect(browserPage: Page): Promise<Findings> {
  return await browserPage.evaluate<Findings>(inspectScript);
}

const kinds: Array<{ name: string; report: () => RunReport; hostile: boolean }> = [
  { name: 'completed', report: completedRun, hostile: false },
  { name: 'reconcile-pause', report: reconcilePause, hostile: true },
  { name: 'failed-with-output', report: failedWithOutput, hostile: true },
  { name: 'interrupted', report: interrupted, hostile: false },
  { name: 'cancelled', report: cancelled, hostile: true },
  { name: 'usage-and-fallbacks', report: usageAndFallbacks, hostile: true },
  { name: 'gate', report: gatePause, hostile: true },
  { name: 'budget-pause', report: budgetPause, hostile: true },
  { name: 'optional-failure-in-loop', report: optionalFailureInLoop, hostile: true },
  { name: 'two-thousand-nodes', report: bigRun, hostile: false },
  { name: 'several-pauses', report: severalPauses, hostile: true },
  { name: 'hostile-node-ids', report: hostileNodeIds, hostile: true },
  { name: 'waits-in-order', report: waitsInOrder, hostile: true },
];

describe('the job summary in a real browser (GFM, GitHub CSS, 1000 px)', () => {
  let browser: Browser;
  let browserPage: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    if (chromiumPath === undefined)
      throw new Error('chromium is not installed (.ci/run installs it: apt-get install chromium)');
    mkdirSync(screenshotDir, { recursive: true });
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
    browserPage = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    browserPage.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  for (const kind of kinds) {
    it(`${kind.name}: nothing overflows, commands fit, node output stays text`, async () => {
      const markdown = renderRunSummary(kind.report(), actionContext);
      expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(maxSummaryBytes);
      await browserPage.setContent(page(markdown), { waitUntil: 'load' });
      const found = await inspect(browserPage);
      expect(found.overflowing).toEqual([]);
      // 400 characters and the marker saying how many more the line had.
      expect(found.longestLogLine).toBeLessThanOrEqual(450);
      expect(found.injected).toEqual([]);
      expect(found.pwned).toBe(false);
      expect(dialogs).toEqual([]);
      if (kind.hostile) {
        expect(found.text).toContain('<img src=x onerror=alert(1)>');
        // Node text outside code never pings or links on GitHub: a zero-width space follows each @, # and GH.
        if (found.prose.includes('octocat')) expect(found.prose).toContain('@\u200Boctocat #\u200B123 GH\u200B-7');
        expect(found.prose).not.toMatch(/@\w|#\d|\bGH-\d/);
      }
      // Each command block is exactly what the Markdown holds (what the copy button copies).
      for (const command of found.commands) expect(markdown).toContain(command.trimEnd());
      await browserPage.screenshot({
        path: path.join(screenshotDir, `${kind.name}.png`),
        fullPage: kind.name !== 'two-thousand-nodes',
      });
    }, 60_000);
  }

  it('the 2,000-node run fills most of the 1 MiB and says what was cut', () => {
    const markdown = renderRunSummary(bigRun(), actionContext);
    expect(Buffer.byteLength(markdown)).toBeGreaterThan(0.8 * maxSummaryBytes);
    expect(markdown).toContain('This summary was shortened to fit 1 MiB');
  });

  it('a gate and a budget pause show what a person acts on, as text', async () => {
    await browserPage.setContent(page(renderRunSummary(gatePause(), actionContext)), { waitUntil: 'load' });
    const gate = await inspect(browserPage);
    expect(gate.text).toContain('Who may answer: octocat, release-team');
    expect(gate.text).toContain('2026-12-09T00:00:00.000Z');
    expect(gate.commands.filter((command) => command.includes("answer='"))).toHaveLength(2);
    await browserPage.setContent(page(renderRunSummary(budgetPause(), actionContext)), { waitUntil: 'load' });
    const budget = await inspect(browserPage);
    expect(budget.text).toContain('Spent: 0.04 of 0.04 USD');
    expect(budget.commands.some((command) => command.includes('-f raise-budget-usd='))).toBe(true);
  }, 60_000);

  it('what waits reads in the order a person acts on it; nodes that will not run and a held send-back say why', async () => {
    await browserPage.setContent(page(renderRunSummary(waitsInOrder(), actionContext)), { waitUntil: 'load' });
    const found = await inspect(browserPage);
    const at = (text: string) => found.text.indexOf(text);
    const order = ['Did the work of dag/publish/1 happen?', 'Answer dag/approve/1', 'Raise the run budget to resume'];
    expect(order.map(at).every((index) => index > 0)).toBe(true);
    expect(order.map(at)).toEqual(order.map(at).sort((a, b) => a - b));
    expect(found.text).toContain('will not run: needs lint, which failed');
    expect(found.text).toMatch(/the-package\s+➖ not run yet/);
    expect(found.text).toContain(
      'Review check asked for changes in round 1 of 3 (2 findings); sending draft back for round 2 waits until dag/publish/1 is reconciled, the gate dag/approve/1 is answered and dag/polish/1 is resumed (a budget pause).',
    );
    expect(found.text).toContain('Budget: 0.05 of 0.04 USD, 9,150 of 9,000 tokens');
    expect(found.prose).not.toContain('$');
  }, 60_000);

  it('hostile payloads reach the page as text', () => {
    expect(payload).toContain('<script>');
  });
});

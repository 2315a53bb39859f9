// What a post step says when main stopped before anything ran (killed in its restore, or before its
// run started): one warning line, and a short job summary of the same lines under a headline.
import { escapeText } from '../../report/index.ts';
import type { ActionIO } from '../io.ts';
import type { PostOutcome } from './post-job.ts';

export async function writeStoppedNotice(
  io: Pick<ActionIO, 'warning' | 'writeSummary'>,
  runId: string,
  what: string,
  lines: readonly string[],
): Promise<PostOutcome> {
  io.warning(lines.join(' '));
  const headline = `## Supervised run ${escapeText(runId, 200)}: ${what}`;
  const summary = [headline, '', ...lines.map((line) => `- ${escapeText(line, 3000)}`), ''].join('\n');
  await io.writeSummary(summary);
  return { saved: false, summary };
}

// A reviewer node's verdict. Engine reviewers answer `{ verdict: pass | revise, findings: [...] }`
// (structured output, or JSON text, optionally in a ```json fence); command reviewers publish
// `verdict=` and `findings=` outputs, or exit with their `revise-exit-code` (findings then come from
// the `findings` output or, without one, from the lines they printed). The result carries the
// verdict and findings (IDs finding-1 ...) beside what the node returned, for the DAG form to read.
import { normalizeFindings } from '../../graph/index.ts';
import type { EngineResult } from '../../engine/contract.ts';
import type { JsonValue } from '../../store/contract.ts';
import { DeclarativeError } from '../errors.ts';
import type { ReviewerConfig } from '../host-config.ts';

/** Findings taken from printed lines, at most (the rest are counted in a last finding). */
export const maxLineFindings = 50;

const answerShape = 'answer with JSON { "verdict": "pass" | "revise", "findings": ["...", ...] }';

function fail(nodeId: string, problem: string): never {
  throw new DeclarativeError('COMMAND_FAILED', `node ${nodeId}: ${problem}`);
}

function findingsOf(nodeId: string, list: unknown): JsonValue[] {
  const findings = normalizeFindings(list);
  if (!Array.isArray(findings)) return fail(nodeId, `the reviewer's ${findings.problem}`);
  return findings;
}

/** JSON inside an answer's text: the whole text, or a fenced block, or the outermost braces. */
function jsonIn(text: string): unknown {
  const fenced = /```(?:json)?\s*\n([\s\S]*?)```/.exec(text);
  const candidates = [text, fenced?.[1], text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)];
  for (const candidate of candidates) {
    if (candidate === undefined || candidate.trim() === '') continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

/** The output of an engine reviewer: verdict and findings, or the node fails saying what was wrong. */
export function engineVerdict(nodeId: string, result: EngineResult): JsonValue {
  const answer = result.structured ?? jsonIn(result.text);
  const object = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer : undefined;
  const verdict = (object as { verdict?: unknown } | undefined)?.verdict;
  if (verdict !== 'pass' && verdict !== 'revise') {
    const said = result.text.trim().slice(0, 200);
    return fail(
      nodeId,
      `the reviewer's answer has no verdict pass or revise (${answerShape}); it said: ${JSON.stringify(said)}`,
    );
  }
  return { verdict, findings: findingsOf(nodeId, (object as { findings?: unknown }).findings) };
}

/** Non-empty printed lines as findings (bounded). */
function lineFindings(text: string): string[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length <= maxLineFindings) return lines;
  // The last lines: a test suite sums up at the end.
  const left = lines.length - maxLineFindings;
  return [`... ${left} earlier line${left === 1 ? '' : 's'} left out`, ...lines.slice(-maxLineFindings)];
}

/** A command reviewer's result with its verdict and findings added. */
export function commandVerdict(
  nodeId: string,
  result: Record<string, JsonValue>,
  review: ReviewerConfig,
): Record<string, JsonValue> {
  const outputs = (result.outputs ?? {}) as Record<string, string>;
  let verdict: 'pass' | 'revise';
  if (Object.hasOwn(outputs, 'verdict')) {
    const said = outputs.verdict!.trim();
    if (said !== 'pass' && said !== 'revise')
      return fail(nodeId, `output "verdict" must be pass or revise (got ${JSON.stringify(said.slice(0, 100))})`);
    verdict = said;
  } else verdict = review.reviseExitCode !== undefined && result.exitCode === review.reviseExitCode ? 'revise' : 'pass';
  let findings: unknown = [];
  if (Object.hasOwn(outputs, 'findings')) {
    const text = outputs.findings!.trim();
    if (text.startsWith('[')) {
      try {
        findings = JSON.parse(text);
      } catch {
        return fail(nodeId, 'output "findings" starts with "[" but is not a JSON list (or write one finding per line)');
      }
    } else findings = lineFindings(text);
  } else if (verdict === 'revise')
    findings = lineFindings(typeof result.stdoutTail === 'string' ? result.stdoutTail : '');
  return { ...result, verdict, findings: findingsOf(nodeId, findings) };
}

/** Variables a command node of a review loop reads: the round, and the findings it answers (JSON). */
export const reviewRoundVariable = 'SUPERVISED_REVIEW_ROUND';
export const reviewFindingsVariable = 'SUPERVISED_REVIEW_FINDINGS';

/** Bytes $SUPERVISED_REVIEW_FINDINGS may hold: Linux refuses a single variable over 128 KiB. */
export const maxFindingsEnvBytes = 96 * 1024;

/** The findings as JSON for the environment: the last ones left out (and counted) when too long. */
export function findingsForEnv(findings: JsonValue): string {
  const list = Array.isArray(findings) ? [...findings] : [];
  let json = JSON.stringify(list);
  let dropped = 0;
  while (Buffer.byteLength(json) > maxFindingsEnvBytes && list.length > 0) {
    list.pop();
    dropped += 1;
    json = JSON.stringify([
      ...list,
      { id: 'omitted', message: `${dropped} more finding${dropped === 1 ? '' : 's'} left out (too long)` },
    ]);
  }
  return json;
}

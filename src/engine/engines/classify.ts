// Failure classification from a tool's own words (CLI output, API error messages).
// Order matters: "credit balance is too low" arrives with a 400, a quota error with a 429.
import type { EngineErrorKind } from '../contract.ts';

interface Rule {
  kind: EngineErrorKind;
  pattern: RegExp;
}

const rules: readonly Rule[] = [
  {
    kind: 'billing',
    pattern:
      /credit balance is too low|insufficient[_ ]quota|quota exceeded|exceeded your current quota|billing (?:details|issue|hard limit)|payment required|\b402\b/i,
  },
  {
    kind: 'auth',
    pattern:
      /invalid (?:x-)?api[ -]key|incorrect api key|authentication[_ ]error|permission[_ ]error|please run \/login|not logged in|please log ?in|login required|unauthori[sz]ed|\b401\b|\b403\b|oauth token (?:has )?expired|missing api key|no api key|invalid bearer token/i,
  },
  {
    kind: 'rate-limit',
    pattern: /rate[_ ]limit|too many requests|\b429\b|usage limit reached|hit your usage limit|limit reached/i,
  },
  {
    kind: 'model-unavailable',
    pattern:
      /model_not_found|not_found_error|(?:unknown|invalid|unsupported) model|model[^\n]{0,80}(?:does not exist|not found|not supported|is not available|not available|unavailable)|there's an issue with the selected model|\b404\b/i,
  },
  {
    kind: 'transport',
    pattern:
      /overloaded|\b5(?:00|02|03|04|29)\b|econnrefused|econnreset|etimedout|enotfound|socket hang up|network error|fetch failed|stream disconnected/i,
  },
];

/** The kind a failure message names, or undefined when it names none of them. */
export function classifyFailureText(text: string): EngineErrorKind | undefined {
  for (const rule of rules) if (rule.pattern.test(text)) return rule.kind;
  return undefined;
}

/** Claude's subscription limit says when it resets: `Claude AI usage limit reached|1735689600` (epoch seconds). */
export function usageLimitResetMs(text: string, now: number = Date.now()): number | undefined {
  const match = /limit reached\|(\d{9,11})/i.exec(text);
  if (match?.[1] === undefined) return undefined;
  return Math.max(0, Number(match[1]) * 1000 - now);
}

/** Unknown command-line options are a configuration mistake, not a passing failure. */
export function isUsageError(text: string): boolean {
  return /unknown option|unrecognized option|unexpected argument|invalid value for|error: unknown command|usage: /i.test(
    text,
  );
}

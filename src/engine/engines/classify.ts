// Failure classification from a tool's own words (CLI error messages, API error messages).
// Order matters: "credit balance is too low" arrives with a 400, a quota error with a 429.
// Only error text is read: a status number counts with its context ("status 401", "HTTP 404",
// "API Error: 403", "429 Too Many Requests"), never alone, so a line number in a stack frame
// (`engine.js:403:17`) or a number in the model's own words ("returns 404") names nothing.
import type { EngineErrorKind } from '../contract.ts';

interface Rule {
  kind: EngineErrorKind;
  pattern: RegExp;
}

/** A status code where the text says it is one: after status/HTTP/error/code, or before its reason phrase. */
function status(codes: string, reason: string): string {
  return `(?:status(?: code)?|http(?:/[\\d.]+)?|api error|error(?: code)?|code)\\W{0,3}(?:${codes})\\b|\\b(?:${codes})\\W{0,3}(?:${reason})`;
}

const rules: readonly Rule[] = [
  {
    kind: 'billing',
    pattern: new RegExp(
      `credit balance is too low|insufficient[_ ]quota|quota exceeded|exceeded your current quota|billing (?:details|issue|hard limit)|payment required|${status('402', 'payment')}`,
      'i',
    ),
  },
  {
    kind: 'auth',
    pattern: new RegExp(
      `invalid (?:x-)?api[ -]key|incorrect api key|authentication[_ ]error|permission[_ ]error|please run /login|not logged in|please log ?in|login required|unauthori[sz]ed|oauth token (?:has )?expired|missing api key|no api key|invalid bearer token|${status('401|403', 'unauthori[sz]ed|forbidden')}`,
      'i',
    ),
  },
  {
    kind: 'rate-limit',
    pattern: new RegExp(
      `rate[_ ]limit|too many requests|usage limit reached|hit your usage limit|limit reached|${status('429', 'too many')}`,
      'i',
    ),
  },
  {
    kind: 'model-unavailable',
    pattern: new RegExp(
      `model_not_found|not_found_error|(?:unknown|invalid|unsupported) model|model[^\\n]{0,80}(?:does not exist|not found|not supported|is not available|not available|unavailable)|there's an issue with the selected model|${status('404', 'not found')}`,
      'i',
    ),
  },
  {
    kind: 'transport',
    pattern: new RegExp(
      `overloaded|econnrefused|econnreset|etimedout|enotfound|socket hang up|network error|fetch failed|stream disconnected|${status('500|502|503|504|529', 'internal|bad gateway|service unavailable|gateway timeout|overloaded')}`,
      'i',
    ),
  },
];

/**
 * Kinds a CLI reports when the API refused the request before any model work (a bad key, no
 * credit, an unknown model, a bad setting, a rate limit): with nothing streamed before them, the
 * call used nothing (a known zero, not unknown usage).
 */
export const refusalKinds: ReadonlySet<EngineErrorKind> = new Set([
  'auth',
  'billing',
  'model-unavailable',
  'invalid-config',
  'rate-limit',
]);

/** The kind an error message names, or undefined when it names none of them. */
export function classifyFailureText(text: string): EngineErrorKind | undefined {
  for (const rule of rules) if (rule.pattern.test(text)) return rule.kind;
  return undefined;
}

/** A frame of a stack trace or backtrace, or the source excerpt a crash prints above it. */
const traceLine =
  /^\s+at\s|^\s*File ".*", line \d+|^\s+\d+: \S|^\s*\^+\s*$|^\S+\.(?:[cm]?js|ts|py|rs|go|rb|java):\d+(?::\d+)?\s*$|^\s*(?:Traceback \(most recent call last\)|stack backtrace:|note: run with `RUST_BACKTRACE)/;

/** A JSON object or array on its own line: a tool's transcript or events, not an error message. */
function isJsonLine(line: string): boolean {
  const trimmed = line.trim();
  if (!(trimmed.startsWith('{') && trimmed.endsWith('}')) && !(trimmed.startsWith('[') && trimmed.endsWith(']')))
    return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

/**
 * The lines of a tool's raw output that can be error messages: not stack frames, not the source
 * excerpt of a crash, not JSON (a stream-json transcript quotes whatever the model wrote).
 */
export function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => line.trim() !== '' && !traceLine.test(line) && !isJsonLine(line));
}

/** The kind the error lines of a tool's raw output name (see errorLines). */
export function classifyErrorOutput(output: string): EngineErrorKind | undefined {
  return classifyFailureText(errorLines(output).join('\n'));
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

// The declarative layer's one error class (DESIGN.md section 9). Graph-file problems carry a list of
// issues, each naming the path inside the file (`nodes.review.needs[0]: unknown node "tset"`).

export const declarativeErrorCodes = [
  /** The graph file (or document) is not a valid graph: see `issues`. */
  'INVALID_GRAPH',
  /** Caller inputs do not match the inputs the file declares. */
  'INVALID_INPUTS',
  /** The graph file could not be read. */
  'GRAPH_FILE',
  /** A stored host config (the run definition's `host.config`) is not one this layer wrote. */
  'INVALID_HOST_CONFIG',
  /** A command node exited non-zero, timed out, overflowed its output bound or could not start. */
  'COMMAND_FAILED',
] as const;
export type DeclarativeErrorCode = (typeof declarativeErrorCodes)[number];

export interface DeclarativeIssue {
  /** Path inside the file, e.g. `nodes.review.needs[0]`; `''` for the document itself. */
  path: string;
  message: string;
  /** 1-based position in the file, when known. */
  line?: number;
  column?: number;
}

export function formatIssue(issue: DeclarativeIssue): string {
  return issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`;
}

export class DeclarativeError extends Error {
  override readonly name = 'DeclarativeError';
  readonly code: DeclarativeErrorCode;
  readonly issues: readonly DeclarativeIssue[];
  /** Facts of a failed command (exitCode, signal, timedOut): recorded with the failure, read by retry policies. */
  readonly details: Readonly<Record<string, string | number | boolean>> | undefined;

  constructor(
    code: DeclarativeErrorCode,
    message: string,
    options: {
      issues?: readonly DeclarativeIssue[];
      cause?: unknown;
      details?: Readonly<Record<string, string | number | boolean>>;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.issues = options.issues ?? [];
    this.details = options.details;
  }
}

/** An INVALID_GRAPH (or INVALID_INPUTS) error whose message lists every issue, one per line. */
export function issuesError(
  code: 'INVALID_GRAPH' | 'INVALID_INPUTS',
  source: string,
  issues: readonly DeclarativeIssue[],
): DeclarativeError {
  const what = code === 'INVALID_GRAPH' ? `${source} is not a valid graph` : `inputs do not match ${source}`;
  const lines = issues.map((issue) => {
    const at =
      issue.line === undefined
        ? ''
        : ` (line ${issue.line}${issue.column === undefined ? '' : `, column ${issue.column}`})`;
    return `  ${formatIssue(issue)}${at}`;
  });
  return new DeclarativeError(code, `${what}:\n${lines.join('\n')}`, { issues });
}

export function isDeclarativeError(value: unknown): value is DeclarativeError {
  return value instanceof DeclarativeError;
}

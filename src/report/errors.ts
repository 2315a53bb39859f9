// The report layer's one error class. Rendering itself never fails on stored data (anything odd
// is shown, escaped); only a summary context that is not what the renderer accepts is refused.

export const reportErrorCodes = [
  /** A SummaryContext field is not what renderRunSummary / runOutputs accept (the message names it). */
  'INVALID_SUMMARY_CONTEXT',
] as const;
export type ReportErrorCode = (typeof reportErrorCodes)[number];

export class ReportError extends Error {
  override readonly name = 'ReportError';
  readonly code: ReportErrorCode;
  /** The context field the error is about, e.g. `serverUrl`. */
  readonly field: string | undefined;

  constructor(code: ReportErrorCode, message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.field = options.field;
  }
}

export function isReportError(value: unknown, code?: ReportErrorCode): value is ReportError {
  // One code today; the comparison stays for the next one.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  return value instanceof ReportError && (code === undefined || value.code === code);
}

// The graph layer's one error class (DESIGN.md section 9). The runner maps these codes onto its own.
import type { GraphErrorCode } from './contract.ts';

export class GraphError extends Error {
  override readonly name = 'GraphError';
  readonly code: GraphErrorCode;
  /** Position the error is about, when there is one. */
  readonly position: string | undefined;

  constructor(code: GraphErrorCode, message: string, options: { position?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.position = options.position;
  }
}

export function isGraphError(value: unknown): value is GraphError {
  return value instanceof GraphError;
}

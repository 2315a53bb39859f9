// The run's result as the report shows it: the handle's result when given (it carries the
// completion output and pause requests), else the settled result the status reader folded.
import type { JsonValue } from '../store/contract.ts';
import type { RunReport } from './types.ts';

export type ReportResult =
  | { kind: 'complete'; output: JsonValue | undefined }
  | { kind: 'fail'; code: string; message: string }
  | { kind: 'pause'; code: string | null; reason: string | null; positions: string[] }
  /** Not settled yet (running, backoff, orphaned ...). */
  | { kind: 'none' };

export function reportResult(report: RunReport): ReportResult {
  const result = report.result;
  if (result !== undefined) {
    switch (result.kind) {
      case 'complete':
        return { kind: 'complete', output: result.output };
      case 'fail':
        return { kind: 'fail', code: result.code, message: result.message };
      case 'pause':
        return { kind: 'pause', code: result.code ?? null, reason: result.reason ?? null, positions: result.positions };
    }
  }
  const settled = report.status.result;
  if (settled === null) return { kind: 'none' };
  if (settled.kind === 'complete') return { kind: 'complete', output: undefined };
  return settled;
}

// Where everything lives below the storage directory. Everything under
// <namespace>/runs/<runId> is persisted between jobs; .local/ is machine-local.
import type { EventLogName } from './contract.ts';

export const localDirectoryName = '.local';

export function runSegments(namespace: string, runId: string): string[] {
  return [namespace, 'runs', runId];
}

export function runsSegments(namespace: string): string[] {
  return [namespace, 'runs'];
}

export function artifactSegments(namespace: string, runId: string): string[] {
  return [...runSegments(namespace, runId), 'artifacts'];
}

export function checkpointSegments(namespace: string, runId: string): string[] {
  return [...runSegments(namespace, runId), 'checkpoints'];
}

export function lockSegments(namespace: string): string[] {
  return [localDirectoryName, 'locks', namespace];
}

export function eventLogFileName(log: EventLogName): string {
  return `${log}.events.jsonl`;
}

/** Live output of node attempts (`<attemptId>.head.jsonl`, `<attemptId>.tail.jsonl`). */
export function attemptLogSegments(namespace: string, runId: string): string[] {
  return [...runSegments(namespace, runId), 'logs'];
}

// While a worker runs, the watchdog reads the graph log every 250 ms when someone listens to events
// (a CLI's progress lines): the worker writes the graph log, only a read turns it into events here.
import type { WatchdogContext } from './context.ts';

const progressPollMs = 250;

/** Starts the poll (none without a listener); returns what stops it. */
export function pollGraphProgress(context: WatchdogContext): () => void {
  if (context.onEvent === undefined) return () => undefined;
  const timer = setInterval(() => void context.graph.refresh().catch(() => undefined), progressPollMs);
  return () => clearInterval(timer);
}

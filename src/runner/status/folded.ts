// What a read of a stored run folds to: apart from read.ts so the checkpoint module (which read.ts
// calls) can name it without importing read.ts back.
import type { EventCursor } from '../../store/contract.ts';
import type { SupervisedRunDefinition } from '../records/definition.ts';
import type { GraphFold, RunnerFold } from './state.ts';

export interface Folded {
  definition: SupervisedRunDefinition;
  runner: RunnerFold;
  graph: GraphFold;
  cursors: { runner: EventCursor; graph: EventCursor };
  /** Events folded by this read (not taken from a checkpoint). */
  folded: number;
  /** SHA-256 of each log's last bytes below its cursor, when this read computed them (for the next checkpoint). */
  windows?: { runner: string; graph: string };
  /** SHA-256 of each log's bytes from its start to its cursor, when a read from the start was asked to hash them. */
  digests?: { runner: string; graph: string };
}

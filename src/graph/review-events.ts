// Records of review loops: a reviewer's revise verdict sends work back to an earlier node
// (`graph:node-sent-back`), or the rounds run out (`graph:review-exhausted`). A graph form asks
// for them with a `record` decision; the executor checks them here, appends them and folds them.
import { z } from 'zod';
import { lazySchema } from '../store/index.ts';
import { jsonValueSchema } from '../store/contract.ts';

export const reviewEventTypes = {
  sentBack: 'graph:node-sent-back',
  exhausted: 'graph:review-exhausted',
} as const;

/** One finding of a review: `id` is `finding-<n>`, its place in that review's list (1-based). */
export const reviewFindingSchema = lazySchema(() =>
  z.object({
    id: z.string().regex(/^finding-[1-9][0-9]*$/),
    message: z.string(),
    /** Anything else the reviewer said about it (file, line, severity ...), kept as given. */
    details: z.record(z.string(), jsonValueSchema).optional(),
  }),
);
export type ReviewFinding = z.infer<ReturnType<typeof reviewFindingSchema>>;

export const nodeSentBackSchema = lazySchema(() =>
  z.object({
    /** The reviewer node and the position whose revise verdict this answers. */
    reviewer: z.string().min(1),
    position: z.string().min(1),
    /** The node the work goes back to (an ancestor of the reviewer). */
    target: z.string().min(1),
    /** The round this send-back starts (round 1 is the target's first run). */
    round: z.number().int().min(2),
    limit: z.number().int().min(1),
    findings: z.array(reviewFindingSchema()),
    /** Node IDs dispatched again (the target, the nodes between, the reviewer), at new positions. */
    nodes: z.array(z.string().min(1)).min(1),
  }),
);
export type NodeSentBack = z.infer<ReturnType<typeof nodeSentBackSchema>>;

export const reviewExhaustedSchema = lazySchema(() =>
  z.object({
    reviewer: z.string().min(1),
    position: z.string().min(1),
    target: z.string().min(1),
    /** The last round, in which the reviewer still asked for changes. */
    round: z.number().int().min(1),
    limit: z.number().int().min(1),
    findings: z.array(reviewFindingSchema()),
    /** fail: the run fails with REVIEW_EXHAUSTED; pass: the reviewer counts as passed, with a warning. */
    outcome: z.enum(['fail', 'pass']),
  }),
);
export type ReviewExhausted = z.infer<ReturnType<typeof reviewExhaustedSchema>>;

/** The records a graph form may ask the executor to append (a `record` decision), by type. */
export const formRecordSchemas = lazySchema((): Readonly<Record<string, z.ZodType>> =>
  Object.freeze({
    [reviewEventTypes.sentBack]: nodeSentBackSchema(),
    [reviewEventTypes.exhausted]: reviewExhaustedSchema(),
  }),
);

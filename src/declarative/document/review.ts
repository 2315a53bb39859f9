// The `review:` map of a graph-file node: the node reviews earlier work and may send it back.
import { z } from 'zod';

const whole = (min: number, max: number) => {
  const rule = `must be a whole number from ${min} to ${max}`;
  return z.number({ error: rule }).int(rule).min(min, rule).max(max, rule);
};

export const reviewDocumentSchema = z.strictObject(
  {
    /** The node a revise verdict sends work back to: one of this node's needs, direct or indirect. */
    'sends-back-to': z.string({ error: 'must be the ID of a node this one needs (directly or through others)' }),
    /** Most rounds (round 1 is the first run of the target). */
    rounds: whole(1, 100),
    /** What happens when the last round still asks for changes (default fail: REVIEW_EXHAUSTED). */
    'when-exhausted': z.enum(['fail', 'pass'], { error: 'must be fail or pass' }).optional(),
    /** Command reviewers: the exit code that means "revise" (findings from its output). */
    'revise-exit-code': whole(1, 255).optional(),
  },
  { error: 'must be a map with sends-back-to, rounds, when-exhausted and (command nodes) revise-exit-code' },
);
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

export const reviewDocumentKeys = Object.keys(reviewDocumentSchema.shape);

// `review:` of graph-file nodes -> the DAG form's review loops. The target must be an ancestor
// (nodes.<id>.review.sends-back-to with line and column); `revise-exit-code` is for command nodes.
import { ancestorsOf, loopPath, reviewIssues, type DagReview } from '../../graph/index.ts';
import type { RawIssue } from '../document/paths.ts';
import type { NodeDocument } from '../document/schema.ts';
import type { ReviewerConfig } from '../host-config.ts';

const targetKey = 'sends-back-to';

/** The DAG entry's review and the host config's reviewer part of one node. */
export function compileReview(
  id: string,
  node: NodeDocument,
  kind: 'command' | 'engine' | undefined,
  issues: RawIssue[],
): { dag: DagReview; config: ReviewerConfig } | undefined {
  const review = node.review;
  if (review === undefined) return undefined;
  const config: ReviewerConfig = {};
  if (review['revise-exit-code'] !== undefined) {
    if (kind === 'command') config.reviseExitCode = review['revise-exit-code'];
    else
      issues.push({
        path: ['nodes', id, 'review', 'revise-exit-code'],
        message: 'only command reviewers say "revise" by exit code; an engine reviewer answers verdict: revise',
      });
  }
  const dag: DagReview = { sendsBackTo: review[targetKey], rounds: review.rounds };
  if (review['when-exhausted'] !== undefined) dag.whenExhausted = review['when-exhausted'];
  return { dag, config };
}

type LoopNodes = Record<string, { needs: string[]; finally?: boolean; review?: { sendsBackTo: string } }>;

/** Targets that are not ancestors, finally reviewers, loops sharing nodes (after needs are known good). */
export function checkReviews(nodes: LoopNodes, issues: RawIssue[]): void {
  for (const issue of reviewIssues(nodes, targetKey)) issues.push(issue);
}

/** Nodes on some loop's path (they may read `{{ review.* }}`), from the document as written. */
export function loopMembers(documentNodes: Readonly<Record<string, NodeDocument>>): Set<string> {
  const nodes: LoopNodes = {};
  for (const [id, node] of Object.entries(documentNodes)) {
    nodes[id] = { needs: node.needs ?? [] };
    if (node.review !== undefined) nodes[id].review = { sendsBackTo: node.review[targetKey] };
  }
  const members = new Set<string>();
  for (const [id, node] of Object.entries(nodes)) {
    const target = node.review?.sendsBackTo;
    if (target === undefined || !ancestorsOf(nodes, id).has(target)) continue;
    for (const member of loopPath(nodes, id, target)) members.add(member);
  }
  return members;
}

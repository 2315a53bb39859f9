// An engine node: the stored prompt template rendered with this dispatch's input (the DAG form hands
// each node { inputs, needs: { [id]: output } }), sent on the lane named after its engine. A prompt
// naming an output its need did not publish fails the node (TemplateValueError) instead of sending ''.
import type { EngineNodeBinding } from '../../graph/contract.ts';
import type { EngineNodeConfig } from '../host-config.ts';
import { renderTemplate, type GateFields } from '../template.ts';
import { dagInputValues } from './input.ts';
import { engineVerdict } from './verdict.ts';

export interface EngineNodeContext {
  nodeId?: string;
  /** The lane's engine `timeout`, when it declares one (recorded for status). */
  timeoutMs?: number | undefined;
  /** Per gate node, its declared fields (a prompt reads one left out of the answer as empty). */
  gateFields?: GateFields;
}

export function engineNodeBinding(config: EngineNodeConfig, context: EngineNodeContext = {}): EngineNodeBinding {
  const { nodeId = '', timeoutMs, gateFields } = context;
  return {
    // A reviewer's answer must hold its verdict: a malformed one fails the node.
    ...(config.review === undefined ? {} : { parse: (result) => engineVerdict(nodeId, result) }),
    kind: 'engine',
    lane: config.lane,
    retrySafe: config.retrySafe,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(config.maxCostUsd === undefined ? {} : { maxCostUsd: config.maxCostUsd }),
    ...(config.maxTokensTotal === undefined ? {} : { maxTokensTotal: config.maxTokensTotal }),
    prompt: (input) => renderTemplate(config.prompt, dagInputValues(input, gateFields)),
  };
}

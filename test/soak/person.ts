// What a person does with a run after a session ended, reading only status and the side-effect
// log: continue an interrupted or drift-paused run, take over an orphaned one, answer a gate with
// its note, and answer a reconcile pause by looking for the uncertain attempt's effect (found:
// complete with what the node returns; not found: retry).
import type { ArtifactRef } from '../../src/store/contract.ts';
import type { ResumeSupervisedRunOptionsInput, SupervisedRunStatus } from '../../src/runner/index.ts';
import { gateNote, nodeOutput } from './dag.ts';
import type { SoakWorld } from './world.ts';

export const decidedBy = 'soak person (read the side-effect log)';
export const takeover = { reason: 'soak: the watchdog was killed', by: 'soak person' };

export type NextStep =
  | { kind: 'done'; outputArtifact: ArtifactRef }
  | {
      kind: 'resume';
      options: ResumeSupervisedRunOptionsInput;
      why: 'continue' | 'takeover' | 'reconcile' | 'answer';
      decision?: 'complete' | 'retry';
    }
  | { kind: 'stuck'; detail: string };

export async function nextStep(world: SoakWorld, status: SupervisedRunStatus): Promise<NextStep> {
  const result = status.result;
  switch (status.phase) {
    case 'completed':
      return result?.kind === 'complete'
        ? { kind: 'done', outputArtifact: result.outputArtifact as unknown as ArtifactRef }
        : { kind: 'stuck', detail: 'completed without an output' };
    case 'orphaned':
      return { kind: 'resume', options: world.resumeOptions({ takeover }), why: 'takeover' };
    case 'interrupted':
      return { kind: 'resume', options: world.resumeOptions(), why: 'continue' };
    case 'paused': {
      const code = result?.kind === 'pause' ? result.code : null;
      if (code === 'WORKSPACE_DRIFT') return { kind: 'resume', options: world.resumeOptions(), why: 'continue' };
      if (code !== null)
        return { kind: 'stuck', detail: `paused with ${code}: ${result?.kind === 'pause' ? result.reason : ''}` };
      const pause = status.pauses[0];
      if (pause === undefined) return { kind: 'stuck', detail: 'paused with no open pause' };
      const request = pause.request as { kind?: string; attemptId?: string };
      const spec = world.dag.nodes[pause.nodeId];
      if (spec === undefined) return { kind: 'stuck', detail: `a pause of unknown node ${pause.nodeId}` };
      if (request.kind === 'gate' && spec.gateBytes !== undefined) {
        const answer = { values: { note: gateNote(spec.gateBytes) }, answeredBy: decidedBy };
        return { kind: 'resume', options: world.resumeOptions({ position: pause.position, answer }), why: 'answer' };
      }
      if (request.kind !== 'reconcile-attempt')
        return { kind: 'stuck', detail: `an unexpected ${request.kind ?? 'graph'} pause at ${pause.position}` };
      const happened = (await world.effects()).some((effect) => effect.attemptId === request.attemptId);
      const decision = happened
        ? { decision: 'complete' as const, output: nodeOutput(pause.nodeId, spec), decidedBy }
        : { decision: 'retry' as const, decidedBy };
      return {
        kind: 'resume',
        options: world.resumeOptions({ position: pause.position, decision }),
        why: 'reconcile',
        decision: decision.decision,
      };
    }
    default:
      return {
        kind: 'stuck',
        detail: `the session ended with status phase ${status.phase}${result?.kind === 'fail' ? ` (${result.code}: ${result.message})` : ''}`,
      };
  }
}

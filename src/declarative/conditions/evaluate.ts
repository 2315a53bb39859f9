// Evaluates a stored `when:` condition before an attempt starts (as the binding's action policy, so
// a probe command is never uncertain work: a crash while it runs just runs it again). Unmet -> the
// node is skipped, with a reason that says which part was unmet. Templates (a compared value, a
// probe's arguments) are filled from the dispatch input; one that cannot be filled throws
// TemplateValueError.
import { renderTemplate, type TemplateValues } from '../template.ts';
import type { Condition } from './schema.ts';

/** A need's outcome as the DAG form hands it to a conditional node. */
export type NeedOutcome = 'passed' | 'skipped' | 'failed' | 'blocked';

export interface ConditionInput {
  values: TemplateValues;
  /** Present for nodes whose condition reads outcomes; otherwise every need passed or was skipped. */
  outcomes: Readonly<Record<string, string>> | undefined;
  /** Runs a probe (its arguments filled): resolves true when it exits 0, rejects when it cannot run to an exit. */
  probe(argv: readonly string[], timeoutMs: number): Promise<boolean>;
}

export interface Verdict {
  met: boolean;
  /** What was checked and what it found, e.g. `passed: build (it failed)`. */
  why: string;
}

export async function evaluateCondition(condition: Condition, input: ConditionInput): Promise<Verdict> {
  switch (condition.kind) {
    case 'passed':
    case 'failed': {
      const outcome = input.outcomes?.[condition.node] ?? 'passed';
      // A skip counts as green: `passed` holds for a skipped need.
      const met = condition.kind === 'passed' ? outcome === 'passed' || outcome === 'skipped' : outcome === 'failed';
      return { met, why: `${condition.kind}: ${condition.node} (it ${outcomeText(outcome)})` };
    }
    case 'compare': {
      const actual = renderTemplate(condition.value, input.values);
      const within = condition.expected.includes(actual);
      const met = condition.op === 'not-equals' ? !within : within;
      const expected =
        condition.op === 'one-of' ? `[${condition.expected.map(quote).join(', ')}]` : quote(condition.expected[0]!);
      return { met, why: `${quote(condition.value)} ${condition.op} ${expected} (got ${quote(actual)})` };
    }
    case 'command': {
      // Filled like a command node's arguments: each template fills text in its one argument.
      const argv = condition.argv.map((arg) => renderTemplate(arg, input.values, { strict: false }));
      const met = await input.probe(argv, condition.timeoutMs);
      return { met, why: `command ${quoteCommand(argv.join(' '))} ${met ? 'exited 0' : 'exited non-zero'}` };
    }
    case 'all':
    case 'any': {
      const verdicts: Verdict[] = [];
      // Short-circuit like && and ||, so a probe after a decided part does not run.
      for (const part of condition.of) {
        const verdict = await evaluateCondition(part, input);
        verdicts.push(verdict);
        if (verdict.met === (condition.kind === 'any')) return { met: verdict.met, why: verdict.why };
      }
      const met = condition.kind === 'all';
      return {
        met,
        why: condition.kind === 'all' ? verdicts.at(-1)!.why : `none of: ${verdicts.map((v) => v.why).join('; ')}`,
      };
    }
    case 'not': {
      const inner = await evaluateCondition(condition.of, input);
      return { met: !inner.met, why: `not (${inner.why})` };
    }
  }
}

function outcomeText(outcome: string): string {
  if (outcome === 'blocked') return 'was blocked: a node it needs failed';
  // A finally node of a stopped run or after a required failure: nodes that never started.
  if (outcome === 'pending') return 'never ran';
  // A reviewer whose revise verdict waited for its send-back when a required failure ended the run.
  if (outcome === 'reviewing') return 'asked for changes that were never made: the run failed before the next round';
  return outcome === 'passed' ? 'passed' : outcome;
}

const quote = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
/** A long command keeps its end too: the filled arguments that differ from run to run are often last. */
const quoteCommand = (text: string) =>
  JSON.stringify(text.length > 80 ? `${text.slice(0, 50)}…${text.slice(-30)}` : text);

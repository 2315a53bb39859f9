// `when:` as written -> a stored Condition, with every problem reported at its path inside the file:
//   { passed: <need> }, { failed: <optional need> } (a finally node's: any need),
//   { value: "<template>", equals | not-equals: <scalar> }, { value: "<template>", one-of: [<scalar>...] },
//   { command: <string or argv>, timeout?: <duration> }   (met when it exits 0; its arguments are templates),
//   { all: [...] }, { any: [...] }, { not: <condition> }; a list is all of its conditions.
import { ArgvSyntaxError, splitCommandLine } from '../argv.ts';
import { durationProblem, parseDuration } from '../duration.ts';
import type { DocumentPath, RawIssue } from '../document/paths.ts';
import { checkTemplate, type ReferenceScope } from '../template.ts';
import { readsOutcomes, type Condition } from './schema.ts';
import { outcomeNeedOf, unseenOutcomeIssues, type OutcomeCompare } from './unseen-outcomes.ts';

/** A probe is bounded: without `timeout` it may run this long. */
export const defaultProbeTimeoutMs = 60_000;

export interface ConditionScope extends ReferenceScope {
  /** Needs that are optional (a branch on `failed` needs one, outside finally nodes). */
  optionalNeeds: ReadonlySet<string>;
  /**
   * A finally node runs whatever its needs did, so it may branch on any need's failure. Elsewhere a
   * required need's failure stops the run before the node could run: `failed` on it could never hold.
   */
  finallyNode?: boolean;
  /** Filled with the comparisons of a single need's outcome (checked once the whole condition is known). */
  outcomeCompares?: OutcomeCompare[];
}

const kinds = ['passed', 'failed', 'value', 'command', 'all', 'any', 'not'] as const;
const accepted = `a map with one of ${kinds.join(', ')} (value goes with equals, not-equals or one-of; command may take timeout)`;
const extraKeys: Record<string, readonly string[]> = {
  value: ['equals', 'not-equals', 'one-of'],
  command: ['timeout'],
};

/**
 * A node's whole `when:`. Told its needs' outcomes (a finally node, or a condition naming passed /
 * failed), it may see any of them; otherwise a comparison that matches only an outcome it never
 * sees is refused (unseen-outcomes.ts).
 */
export function compileWhenCondition(
  written: unknown,
  at: DocumentPath,
  scope: ConditionScope,
  issues: RawIssue[],
): Condition | undefined {
  const outcomeCompares: OutcomeCompare[] = [];
  const condition = compileCondition(written, at, { ...scope, outcomeCompares }, issues);
  if (condition !== undefined && scope.finallyNode !== true && !readsOutcomes(condition))
    unseenOutcomeIssues(outcomeCompares, issues);
  return condition;
}

export function compileCondition(
  written: unknown,
  at: DocumentPath,
  scope: ConditionScope,
  issues: RawIssue[],
): Condition | undefined {
  if (Array.isArray(written)) return list('all', written, at, scope, issues);
  if (typeof written !== 'object' || written === null) {
    issues.push({ path: at, message: `must be ${accepted}, or a list of conditions (all must hold)` });
    return undefined;
  }
  const entries = Object.keys(written);
  const kind = kinds.filter((k) => entries.includes(k));
  if (kind.length !== 1) {
    const found = kind.length === 0 ? 'none' : kind.join(' and ');
    issues.push({ path: at, message: `must be ${accepted}; found ${found}` });
    return undefined;
  }
  const k = kind[0]!;
  for (const key of entries) {
    if (key !== k && !(extraKeys[k] ?? []).includes(key))
      issues.push({
        path: [...at, key],
        message: `unknown key beside ${k} (accepted: ${[k, ...(extraKeys[k] ?? [])].join(', ')})`,
      });
  }
  const map = written as Record<string, unknown>;
  const value = map[k];
  const here = [...at, k];
  switch (k) {
    case 'passed':
    case 'failed':
      return outcome(k, value, here, scope, issues);
    case 'value':
      return compare(map, here, at, scope, issues);
    case 'command':
      return probe(value, map.timeout, { here, timeoutAt: [...at, 'timeout'] }, scope, issues);
    case 'all':
    case 'any':
      if (!Array.isArray(value)) {
        issues.push({ path: here, message: 'must be a list of conditions' });
        return undefined;
      }
      return list(k, value, here, scope, issues);
    case 'not': {
      const inner = compileCondition(value, here, scope, issues);
      return inner === undefined ? undefined : { kind: 'not', of: inner };
    }
  }
}

function list(
  kind: 'all' | 'any',
  written: unknown[],
  at: DocumentPath,
  scope: ConditionScope,
  issues: RawIssue[],
): Condition | undefined {
  if (written.length === 0) {
    issues.push({ path: at, message: 'must list at least one condition' });
    return undefined;
  }
  const of = written.map((item, index) => compileCondition(item, [...at, index], scope, issues));
  return of.every((c) => c !== undefined) ? { kind, of: of } : undefined;
}

function outcome(
  kind: 'passed' | 'failed',
  node: unknown,
  at: DocumentPath,
  scope: ConditionScope,
  issues: RawIssue[],
): Condition | undefined {
  if (typeof node !== 'string') {
    issues.push({ path: at, message: "must be the ID of one of this node's needs" });
    return undefined;
  }
  if (!scope.needs.has(node)) {
    const needs = scope.needs.size === 0 ? 'it has none' : `needs: ${[...scope.needs].join(', ')}`;
    issues.push({ path: at, message: `"${node}" is not in this node's needs (${needs})` });
    return undefined;
  }
  if (kind === 'failed' && scope.finallyNode !== true && !scope.optionalNeeds.has(node)) {
    issues.push({
      path: at,
      message: `a branch on failed needs "${node}" to be optional (optional: true): a required node's failure fails the run before this node could run (a finally node, finally: true, may branch on any need)`,
    });
    return undefined;
  }
  return { kind, node };
}

const scalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function compare(
  map: Record<string, unknown>,
  here: DocumentPath,
  at: DocumentPath,
  scope: ConditionScope,
  issues: RawIssue[],
): Condition | undefined {
  const before = issues.length;
  if (typeof map.value !== 'string')
    issues.push({ path: here, message: 'must be a string with a template, e.g. "{{ inputs.mode }}"' });
  else for (const problem of checkTemplate(map.value, scope)) issues.push({ path: here, message: problem.message });
  const ops = (['equals', 'not-equals', 'one-of'] as const).filter((op) => Object.hasOwn(map, op));
  if (ops.length !== 1) {
    issues.push({ path: at, message: 'value needs exactly one of equals, not-equals or one-of' });
    return undefined;
  }
  const op = ops[0]!;
  const expected = map[op];
  const list = op === 'one-of' ? expected : [expected];
  if (!Array.isArray(list) || list.length === 0 || !list.every(scalar)) {
    const what = op === 'one-of' ? 'a non-empty list of strings, numbers or booleans' : 'a string, number or boolean';
    issues.push({ path: [...at, op], message: `must be ${what}` });
    return undefined;
  }
  if (issues.length > before) return undefined;
  const need = outcomeNeedOf(map.value as string);
  if (need !== undefined) scope.outcomeCompares?.push({ path: [...at, op], need, op, expected: list.map(String) });
  return { kind: 'compare', value: map.value as string, op, expected: list.map(String) };
}

/** Its arguments are templates like a command node's: checked here, filled before the probe runs. */
function probe(
  command: unknown,
  timeout: unknown,
  { here, timeoutAt }: { here: DocumentPath; timeoutAt: DocumentPath },
  scope: ConditionScope,
  issues: RawIssue[],
): Condition | undefined {
  let argv: string[] | undefined;
  if (typeof command === 'string') {
    try {
      argv = splitCommandLine(command);
    } catch (error) {
      if (!(error instanceof ArgvSyntaxError)) throw error;
      issues.push({ path: here, message: error.message });
    }
  } else if (Array.isArray(command) && command.length > 0 && command.every(scalar) && command[0] !== '') {
    argv = command.map(String);
  } else issues.push({ path: here, message: 'must be a command string or a non-empty list of arguments' });
  let timeoutMs = defaultProbeTimeoutMs;
  if (timeout !== undefined) {
    const parsed = parseDuration(timeout);
    if (parsed === undefined) issues.push({ path: timeoutAt, message: durationProblem(timeout) });
    else timeoutMs = parsed;
  }
  const before = issues.length;
  (argv ?? []).forEach((arg, index) => {
    // Other tools' templates (gh's {{.title}}) stay literal, as in a command node's arguments.
    for (const problem of checkTemplate(arg, scope, { strict: false }))
      issues.push({ path: typeof command === 'string' ? here : [...here, index], message: problem.message });
  });
  return argv === undefined || issues.length > before ? undefined : { kind: 'command', argv, timeoutMs };
}

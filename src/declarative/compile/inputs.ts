// Caller inputs checked against the inputs the file declares: every given name must be declared,
// every declared input without a default must be given. A value of null or "" counts as left out
// (as in a gate's answer: a dispatch form's empty field), so a default applies and an input without
// one is refused. The result is stored durably (never secrets).
import { z } from 'zod';
import { jsonValueSchema, type JsonValue } from '../../store/contract.ts';
import type { RawIssue } from '../document/paths.ts';

export interface DeclaredInput {
  default?: JsonValue | undefined;
}

const givenSchema = z.record(z.string(), jsonValueSchema);

export function resolveInputs(
  declared: Readonly<Record<string, DeclaredInput>>,
  given: unknown,
  issues: RawIssue[],
): Record<string, JsonValue> {
  const parsed = givenSchema.safeParse(given ?? {});
  if (!parsed.success) {
    issues.push({ path: ['inputs'], message: 'must be a JSON object of input names to values' });
    return {};
  }
  const names = Object.keys(declared);
  const resolved: Record<string, JsonValue> = {};
  for (const [name, value] of Object.entries(parsed.data)) {
    if (!Object.hasOwn(declared, name)) {
      const accepted = names.length === 0 ? 'the graph file declares no inputs' : `declared: ${names.join(', ')}`;
      issues.push({ path: ['inputs', name], message: `not declared in the graph file (${accepted})` });
    } else resolved[name] = value;
  }
  for (const [name, input] of Object.entries(declared)) {
    const given = Object.hasOwn(resolved, name) ? resolved[name] : undefined;
    if (given !== undefined && given !== null && given !== '') continue;
    if (input.default !== undefined) resolved[name] = input.default;
    else {
      const leftOut = given === undefined ? '' : `; ${JSON.stringify(given)} counts as left out`;
      issues.push({ path: ['inputs', name], message: `required: the graph file gives no default${leftOut}` });
    }
  }
  return resolved;
}

// Turns zod issues on a graph document into DeclarativeIssues with the path inside the file and a
// message that says what is accepted.
import type { z } from 'zod';
import type { DocumentPath, RawIssue } from './paths.ts';
import { acceptedKeys } from './schema.ts';

/** Which kind of map sits at `path`, to list the keys it accepts. */
function keysAt(path: DocumentPath): readonly string[] | undefined {
  const [first, , third, , fifth] = path;
  if (path.length === 0) return acceptedKeys.document;
  if (path.length === 2 && first === 'nodes') return acceptedKeys.node;
  if (path.length === 3 && first === 'nodes' && third === 'ask') return acceptedKeys.ask;
  if (path.length === 2 && first === 'engines') return acceptedKeys.engine;
  if (path.length === 2 && first === 'inputs') return acceptedKeys.input;
  if (path.length === 3 && first === 'nodes' && third === 'review') return acceptedKeys.review;
  if (path.length === 4 && first === 'engines' && third === 'responses') return acceptedKeys.response;
  if (path.length === 5 && first === 'engines' && fifth === 'usage') return acceptedKeys.usage;
  return undefined;
}

function plainPath(path: ReadonlyArray<PropertyKey>): Array<string | number> {
  return path.map((part) => (typeof part === 'number' ? part : String(part)));
}

export function zodIssuesToRaw(issues: readonly z.core.$ZodIssue[]): RawIssue[] {
  const out: RawIssue[] = [];
  for (const issue of issues) {
    const path = plainPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const accepted = keysAt(path);
      for (const key of issue.keys) {
        out.push({
          path: [...path, key],
          message: accepted === undefined ? 'unknown key' : `unknown key (accepted: ${accepted.join(', ')})`,
        });
      }
    } else if (issue.code === 'invalid_key') {
      const inner = issue.issues[0]?.message ?? 'invalid key';
      out.push({ path, message: `invalid name "${String(path.at(-1))}": ${inner}` });
    } else {
      out.push({ path, message: issue.message });
    }
  }
  return out;
}

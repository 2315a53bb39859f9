// Paths inside a graph file as users read them: `nodes.review.needs[0]`, or `nodes["a.b"]` for a key
// that is not a plain name.

export type DocumentPath = ReadonlyArray<string | number>;

const plainKey = /^[A-Za-z0-9_-]+$/;

export function formatPath(path: DocumentPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (plainKey.test(part)) out += out === '' ? part : `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}

/** An issue before it is located in the file and formatted. */
export interface RawIssue {
  path: DocumentPath;
  message: string;
}

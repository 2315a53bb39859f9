// Graph file text (YAML, or JSON, which YAML 1.2 reads too) -> a plain value, plus a locator that
// maps a path inside the document back to its line and column for error messages.
import { isNode, LineCounter, parseDocument } from 'yaml';
import { DeclarativeError, formatIssue, type DeclarativeIssue } from '../errors.ts';
import { formatPath, type DocumentPath, type RawIssue } from './paths.ts';
import { reservedKeys } from './reserved-keys.ts';
import { duplicateKeys } from './unique-keys.ts';

export interface ParsedGraphText {
  value: unknown;
  /** 1-based line and column of the value at `path` (or of its nearest existing parent). */
  locate: (path: DocumentPath) => { line: number; column: number } | undefined;
}

/** Plain YAML values cannot contain ": " — the most common surprise with command strings. */
const hints: Partial<Record<string, string>> = {
  BLOCK_AS_IMPLICIT_KEY: ' (a value containing ": " must be quoted, or written as a list such as [node, -e, "..."])',
};

/** yaml's message without its own position and code excerpt (the issue carries line and column). */
function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/** Aliases expand into copies; a bound keeps a small file from expanding into a huge value. */
const maxAliasCount = 100;

interface TextError {
  offset: number;
  code: string;
  message: string;
}

/** yaml's errors and the duplicate and reserved keys, in text order (a stable sort keeps same-place errors in yaml's order). */
function withDuplicateKeys(errors: readonly TextError[], duplicates: readonly TextError[]): TextError[] {
  return [...errors, ...duplicates].sort((a, b) => a.offset - b.offset);
}

export function parseGraphText(text: string, source: string): ParsedGraphText {
  const lineCounter = new LineCounter();
  // Duplicate keys are found below, in linear time (document/unique-keys.ts).
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false, strict: true });
  const errors = withDuplicateKeys(
    doc.errors.map((error) => ({ offset: error.pos[0], code: error.code, message: error.message })),
    [...duplicateKeys(doc), ...reservedKeys(doc)],
  );
  if (errors.length > 0) {
    const issues: DeclarativeIssue[] = errors.map((error) => {
      const pos = lineCounter.linePos(error.offset);
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- linePos answers undefined for an offset past the text, whatever its type says
      const where = pos === undefined ? '' : ` at line ${pos.line}, column ${pos.col}`;
      return {
        path: '',
        message: `YAML syntax error${where}: ${firstLine(error.message)}${hints[error.code] ?? ''}`,
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as above
        ...(pos === undefined ? {} : { line: pos.line, column: pos.col }),
      };
    });
    throw new DeclarativeError(
      'INVALID_GRAPH',
      `${source} is not valid YAML or JSON:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
      {
        issues,
      },
    );
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount });
  } catch (error) {
    const issue = { path: '', message: `cannot be read: ${(error as Error).message}` };
    throw new DeclarativeError('INVALID_GRAPH', `${source} ${issue.message}`, { issues: [issue], cause: error });
  }
  const locate = (path: DocumentPath) => {
    for (let length = path.length; length >= 0; length -= 1) {
      const node = doc.getIn(path.slice(0, length), true);
      if (isNode(node) && node.range !== undefined && node.range !== null) {
        const pos = lineCounter.linePos(node.range[0]);
        return { line: pos.line, column: pos.col };
      }
    }
    return undefined;
  };
  return { value, locate };
}

/** Formats raw issues, with line and column when a locator knows them. */
export function locateIssues(issues: readonly RawIssue[], locate?: ParsedGraphText['locate']): DeclarativeIssue[] {
  const located: DeclarativeIssue[] = issues.map((issue) => {
    const pos = locate?.(issue.path);
    return { path: formatPath(issue.path), message: issue.message, ...(pos === undefined ? {} : pos) };
  });
  // In file order when every issue has a position (a stable sort keeps same-place issues in check order).
  if (located.every((issue) => issue.line !== undefined)) {
    located.sort((a, b) => a.line! - b.line! || (a.column ?? 0) - (b.column ?? 0));
  }
  return located;
}

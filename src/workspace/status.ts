// Parses `git status --porcelain=v2 -z --branch` into what capture needs: the HEAD
// commit and, per path, whether HEAD and the index have it.
import { splitNul } from './git.ts';

export interface StatusEntry {
  /** HEAD has a file at this path (mode and blob id below). */
  inHead: boolean;
  headMode: string | null;
  headBlob: string | null;
  /** The index has an entry at this path. */
  inIndex: boolean;
}

export interface ParsedStatus {
  /** Commit id, or null on an unborn branch. */
  head: string | null;
  /** Tracked paths with staged or unstaged changes, and untracked paths (not ignored). */
  entries: Map<string, StatusEntry>;
  /** `!` records (only with `--ignored=matching`): ignored files, and ignored directories with a trailing "/". */
  ignored: string[];
}

export const statusArguments = [
  'status',
  '--porcelain=v2',
  '-z',
  '--branch',
  '--untracked-files=all',
  '--no-renames',
  // Submodules are separate repositories; their state is not part of this workspace's anchor.
  '--ignore-submodules=all',
] as const;

const absentMode = '000000';
const gitlinkMode = '160000';

export function parseStatus(output: Buffer): ParsedStatus {
  const fields = splitNul(output);
  let head: string | null = null;
  let sawHead = false;
  const entries = new Map<string, StatusEntry>();
  const ignored: string[] = [];
  const merge = (filePath: string, entry: StatusEntry): void => mergeEntry(entries, filePath, entry);
  for (let index = 0; index < fields.length; index += 1) {
    const record = fields[index] ?? '';
    const kind = record[0];
    if (kind === '#') {
      const match = /^# branch\.oid (.+)$/.exec(record);
      if (match !== null) {
        sawHead = true;
        head = match[1] === '(initial)' ? null : (match[1] ?? null);
      }
    } else if (kind === '1') {
      // 1 XY sub mH mI mW hH hI path
      const field = splitFields(record, 8);
      if (isSubmodule(field(2), field(3))) continue;
      merge(field(8), tracked(field(3), field(6), field(4)));
    } else if (kind === '2') {
      // Only with rename detection; kept correct in case a config turns it back on.
      // 2 XY sub mH mI mW hH hI Xscore path NUL origPath
      const field = splitFields(record, 9);
      const originalPath = fields[index + 1] ?? '';
      index += 1;
      if (isSubmodule(field(2), field(3))) continue;
      merge(originalPath, tracked(field(3), field(6), absentMode));
      merge(field(9), { inHead: false, headMode: null, headBlob: null, inIndex: field(4) !== absentMode });
    } else if (kind === 'u') {
      // Unmerged: stage 2 ("ours") is HEAD's version.
      // u XY sub m1 m2 m3 mW h1 h2 h3 path
      const field = splitFields(record, 10);
      if (isSubmodule(field(2), field(4))) continue;
      merge(field(10), { ...tracked(field(4), field(8), '100644'), inIndex: true });
    } else if (kind === '?') {
      merge(record.slice(2), { inHead: false, headMode: null, headBlob: null, inIndex: false });
    } else if (kind === '!') {
      ignored.push(record.slice(2));
    } else if (record !== '') {
      throw new Error(`unexpected git status record ${JSON.stringify(record.slice(0, 80))}`);
    }
  }
  if (!sawHead) throw new Error('git status did not report the HEAD commit (branch.oid)');
  return { head, entries, ignored };
}

function mergeEntry(entries: Map<string, StatusEntry>, filePath: string, entry: StatusEntry): void {
  const known = entries.get(filePath);
  // `git rm --cached f` reports f both as deleted from the index and as untracked.
  entries.set(
    filePath,
    known === undefined
      ? entry
      : {
          inHead: known.inHead || entry.inHead,
          headMode: known.headMode ?? entry.headMode,
          headBlob: known.headBlob ?? entry.headBlob,
          inIndex: known.inIndex || entry.inIndex,
        },
  );
}

function tracked(headMode: string, headBlob: string, indexMode: string): StatusEntry {
  const inHead = headMode !== absentMode;
  return {
    inHead,
    headMode: inHead ? headMode : null,
    headBlob: inHead ? headBlob : null,
    inIndex: indexMode !== absentMode,
  };
}

function isSubmodule(sub: string, headMode: string): boolean {
  return sub.startsWith('S') || headMode === gitlinkMode;
}

/** Accessor for the first `count` space-separated fields, then the rest (a path may contain spaces). */
function splitFields(record: string, count: number): (index: number) => string {
  const fields: string[] = [];
  let start = 0;
  for (let field = 0; field < count; field += 1) {
    const end = record.indexOf(' ', start);
    if (end === -1) throw new Error(`truncated git status record ${JSON.stringify(record.slice(0, 80))}`);
    fields.push(record.slice(start, end));
    start = end + 1;
  }
  fields.push(record.slice(start));
  return (index) => fields[index] ?? '';
}

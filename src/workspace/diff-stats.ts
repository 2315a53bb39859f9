// Line statistics of one file's change, counted as `git diff --numstat` does:
// a line is its bytes up to and including "\n" (so a changed final newline
// counts), binary content (a NUL in the first 8000 bytes) counts 0 lines. The
// counts are those of a minimal line diff (LCS) within a step budget.

export interface LineDiffStats {
  added: number;
  removed: number;
  binary: boolean;
}

// Past this many Myers steps (heavily reordered files of thousands of lines) the
// search stops and the best edit path found so far is finished with plain edits:
// a valid, not always minimal, diff (git's xdiff cuts off the same way).
const maxDiffSteps = 10_000_000;

/** Lines added and removed from `before` to `after`; null stands for an absent file. */
export function diffStats(before: Uint8Array | null, after: Uint8Array | null): LineDiffStats {
  if ((before !== null && isBinary(before)) || (after !== null && isBinary(after)))
    return { added: 0, removed: 0, binary: true };
  const interned = new Map<string, number>();
  const a = internLines(before, interned);
  const b = internLines(after, interned);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const middleA = a.subarray(start, endA);
  const middleB = b.subarray(start, endB);
  // Lines that occur on one side only are never common (xdiff discards them too): a rewrite costs nothing.
  const [onlyMatchingA, onlyMatchingB] = [keepShared(middleA, middleB), keepShared(middleB, middleA)];
  const common = commonLines(onlyMatchingA, onlyMatchingB);
  return { added: middleB.length - common, removed: middleA.length - common, binary: false };
}

/** Git's heuristic: a NUL byte in the first 8000 bytes. */
export function isBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8000).includes(0);
}

function internLines(bytes: Uint8Array | null, interned: Map<string, number>): Int32Array {
  if (bytes === null || bytes.length === 0) return new Int32Array(0);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const ids: number[] = [];
  let start = 0;
  while (start < buffer.length) {
    const newline = buffer.indexOf(10, start);
    const end = newline === -1 ? buffer.length : newline + 1;
    const key = buffer.toString('latin1', start, end); // latin1 maps bytes 1:1, so equal keys are equal bytes
    let id = interned.get(key);
    if (id === undefined) {
      id = interned.size;
      interned.set(key, id);
    }
    ids.push(id);
    start = end;
  }
  return Int32Array.from(ids);
}

/**
 * Lines kept by Myers' O(ND) diff (the LCS length), counting only: no edit script is kept.
 * Past the step budget, the furthest path of the last round is completed with edits.
 */
function commonLines(a: Int32Array, b: Int32Array): number {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return 0;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  let steps = 0;
  for (let d = 0; d <= max; d += 1) {
    for (let k = -d; k <= d; k += 2) {
      const down = v[offset + k + 1] as number;
      const right = v[offset + k - 1] as number;
      let x = k === -d || (k !== d && right < down) ? down : right + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return (n + m - d) / 2;
    }
    steps += d + 1;
    if (steps > maxDiffSteps) return bestCompletion(v, offset, d, n, m);
  }
  return 0;
}

/** Common lines of the cheapest way to finish from round `d`'s furthest points with plain edits. */
function bestCompletion(v: Int32Array, offset: number, d: number, n: number, m: number): number {
  let cost = n + m;
  for (let k = -d; k <= d; k += 2) {
    const x = Math.min(v[offset + k] as number, n);
    const y = Math.min(x - k, m);
    if (y < 0) continue;
    cost = Math.min(cost, d + (n - x) + (m - y));
  }
  return (n + m - cost) / 2;
}

function keepShared(from: Int32Array, other: Int32Array): Int32Array {
  const present = new Set(other);
  return from.filter((id) => present.has(id));
}

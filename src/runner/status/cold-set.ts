// The positions an open status read leaves out (settled and not among the latest), as a set of
// 32-bit hashes: sorted, eight hex digits each, in one string. A read parses one string and looks a
// position up by binary search, whatever the node count; a hash shared with another position only
// makes the read load every occurrence (as if the position were left out), never a wrong status.

const width = 8;

/** FNV-1a over the UTF-16 code units: cheap, and the same in every process. */
export function positionHash(position: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < position.length; i += 1) {
    hash ^= position.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const hex = (hash: number) => hash.toString(16).padStart(width, '0');

/** A well-formed set: whole entries of lowercase hex. Order is not checked (an unsorted set only misses). */
export function isColdSet(value: unknown): value is string {
  return typeof value === 'string' && value.length % width === 0 && /^[0-9a-f]*$/.test(value);
}

export function coldSetHas(set: string, position: string): boolean {
  const target = hex(positionHash(position));
  let low = 0;
  let high = set.length / width - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const entry = set.slice(middle * width, middle * width + width);
    if (entry === target) return true;
    if (entry < target) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** The set with `positions` added (a merge of two sorted runs: linear in the set's size). */
export function coldSetWith(set: string, positions: readonly string[]): string {
  if (positions.length === 0) return set;
  const added = [...new Set(positions.map((position) => hex(positionHash(position))))].sort();
  const merged: string[] = [];
  let i = 0;
  for (let at = 0; at < set.length; at += width) {
    const entry = set.slice(at, at + width);
    while (i < added.length && added[i]! < entry) merged.push(added[i++]!);
    if (i < added.length && added[i] === entry) i += 1;
    merged.push(entry);
  }
  while (i < added.length) merged.push(added[i++]!);
  return merged.join('');
}

// The DAG state's ready nodes: a Set of node IDs that also answers "the first n in node-ID order"
// without sorting or scanning every ready node. A wide graph keeps thousands ready, and the form
// asks for as many as it has free slots on every decision: a scan per decision made a 30,000-node
// wide graph quadratic (35 s in process). A bitmap over the nodes' places in ID order gives them
// in order, reading one word per 32 nodes.

export class OrderedReadySet extends Set<string> {
  readonly #order: ReadonlyMap<string, number>;
  readonly #ids: readonly string[];
  readonly #bits: Uint32Array;

  /** `ids` in node-ID order; only these may be added. */
  constructor(ids: readonly string[], order: ReadonlyMap<string, number>) {
    super();
    this.#ids = ids;
    this.#order = order;
    this.#bits = new Uint32Array(Math.ceil(ids.length / 32));
  }

  override add(id: string): this {
    const at = this.#order.get(id);
    if (at === undefined) throw new Error(`not a node of this graph: ${id}`);
    this.#bits[at >>> 5]! |= 1 << (at & 31);
    return super.add(id);
  }

  override delete(id: string): boolean {
    const at = this.#order.get(id);
    if (at !== undefined) this.#bits[at >>> 5]! &= ~(1 << (at & 31));
    return super.delete(id);
  }

  override clear(): void {
    this.#bits.fill(0);
    super.clear();
  }

  /** The first `count` ready IDs in node-ID order (all of them when fewer are ready). */
  first(count: number): string[] {
    const found: string[] = [];
    if (count <= 0) return found;
    for (let word = 0; word < this.#bits.length; word += 1) {
      let bits = this.#bits[word]!;
      while (bits !== 0) {
        const low = bits & -bits;
        found.push(this.#ids[(word << 5) + 31 - Math.clz32(low)]!);
        if (found.length === count) return found;
        bits ^= low;
      }
    }
    return found;
  }
}

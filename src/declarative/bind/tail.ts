// Keeps the last bytes of a stream without buffering all of it (a test run can print megabytes).
export class ByteTail {
  readonly #capacity: number;
  #chunks: Buffer[] = [];
  #size = 0;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  push(chunk: Buffer): void {
    this.#chunks.push(chunk);
    this.#size += chunk.length;
    while (this.#chunks.length > 1 && this.#size - this.#chunks[0]!.length >= this.#capacity) {
      this.#size -= this.#chunks.shift()!.length;
    }
  }

  /** The last `capacity` bytes as UTF-8; a character cut at the start is dropped. */
  text(): string {
    const all = Buffer.concat(this.#chunks);
    const tail = all.subarray(Math.max(0, all.length - this.#capacity));
    let start = 0;
    // Skip UTF-8 continuation bytes (10xxxxxx) of a character whose start was cut off.
    while (start < tail.length && start < 3 && (tail[start]! & 0xc0) === 0x80) start += 1;
    return tail.subarray(start).toString('utf8');
  }
}

// Capturing a tool's JSON-lines stdout as it arrives, keeping only what can still matter: a line
// that states the latest form of something (codex's item.started / item.updated / item.completed of
// one item) replaces the earlier line about it. `codex exec --json` repeats a command's whole output
// so far in every item.updated, so what it prints grows with the square of the output while what is
// kept stays the size of the latest state.
import { StringDecoder } from 'node:string_decoder';
import type { OutputStream } from '../command/index.ts';

/** What a command call keeps of its output, and how much (the output bound applies to this). */
export interface OutputCapture {
  push(chunk: Buffer, stream: OutputStream): void;
  /** UTF-8 bytes kept now, the unfinished last line included. */
  keptBytes(): number;
  text(stream: OutputStream): string;
}

/** The key of what a line states the latest form of, or undefined for a line kept as it is. */
export type SupersedeKey = (line: string) => string | undefined;

export class SupersedingLineCapture implements OutputCapture {
  readonly #keyOf: SupersedeKey;
  readonly #decoders: Record<OutputStream, StringDecoder> = {
    stdout: new StringDecoder('utf8'),
    stderr: new StringDecoder('utf8'),
  };
  /** Complete stdout lines in order; a keyed line moves to the end when it is replaced. */
  readonly #lines = new Map<string | number, string>();
  #unkeyed = 0;
  /** The unfinished last line, in pieces (joined only once its end arrives). */
  #partial: string[] = [];
  #partialBytes = 0;
  #stderr: string[] = [];
  #bytes = 0;

  constructor(keyOf: SupersedeKey) {
    this.#keyOf = keyOf;
  }

  push(chunk: Buffer, stream: OutputStream): void {
    const text = this.#decoders[stream].write(chunk);
    if (stream === 'stderr') {
      this.#stderr.push(text);
      this.#bytes += Buffer.byteLength(text);
      return;
    }
    const end = text.lastIndexOf('\n');
    if (end < 0) {
      this.#partial.push(text);
      this.#partialBytes += Buffer.byteLength(text);
      this.#bytes += Buffer.byteLength(text);
      return;
    }
    const complete = this.#partial.join('') + text.slice(0, end);
    const rest = text.slice(end + 1);
    this.#bytes -= this.#partialBytes;
    this.#partial = rest === '' ? [] : [rest];
    this.#partialBytes = Buffer.byteLength(rest);
    this.#bytes += this.#partialBytes;
    for (const line of complete.split('\n')) this.#keep(line);
  }

  keptBytes(): number {
    return this.#bytes;
  }

  /** The text kept (bytes of a character the output ended inside are left out). */
  text(stream: OutputStream): string {
    if (stream === 'stderr') return this.#stderr.join('');
    const lines = [...this.#lines.values()];
    const rest = this.#partial.join('');
    if (rest !== '') lines.push(rest);
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
  }

  #keep(line: string): void {
    const key = this.#keyOf(line);
    const id = key === undefined ? (this.#unkeyed += 1) : `key:${key}`;
    const earlier = key === undefined ? undefined : this.#lines.get(id);
    if (earlier !== undefined) {
      this.#lines.delete(id);
      this.#bytes -= Buffer.byteLength(earlier) + 1;
    }
    this.#lines.set(id, line);
    this.#bytes += Buffer.byteLength(line) + 1;
  }
}

// Combined stdout + stderr accounting: chunks up to the limit are kept and streamed; the chunk that
// crosses it is cut at the limit and reports the overflow.
import type { OutputStream } from './types.ts';

export class OutputCollector {
  private readonly chunks: Record<OutputStream, Buffer[]> = { stdout: [], stderr: [] };
  private readonly listeners: Array<(chunk: Buffer, stream: OutputStream) => void> = [];
  private readonly limit: number | undefined;
  private readonly keep: boolean;
  private total = 0;
  private exceeded = false;

  constructor(limit: number | undefined, keep: boolean) {
    this.limit = limit;
    this.keep = keep;
  }

  onOutput(listener: (chunk: Buffer, stream: OutputStream) => void): void {
    this.listeners.push(listener);
  }

  /** Returns true when this chunk crossed the limit (once). */
  push(chunk: Buffer, stream: OutputStream): boolean {
    if (this.exceeded) return false;
    let accepted = chunk;
    let crossed = false;
    if (this.limit !== undefined && this.total + chunk.length > this.limit) {
      accepted = chunk.subarray(0, this.limit - this.total);
      this.exceeded = crossed = true;
    }
    this.total += accepted.length;
    if (accepted.length > 0) {
      if (this.keep) this.chunks[stream].push(accepted);
      for (const listener of this.listeners) listener(accepted, stream);
    }
    return crossed;
  }

  text(stream: OutputStream): string {
    return Buffer.concat(this.chunks[stream]).toString('utf8');
  }
}

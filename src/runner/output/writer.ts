// Writes one attempt's output while it runs: bytes become lines per stream (a partial line waits
// for its newline; a line of a wrapped encoding waits for the rest of its block, wrapped.ts), each
// line redacted and tagged, kept within a byte limit as a head (the first half, appended to the
// live head file) and a tail (the latest lines, the live tail file replaced whole), flushed in
// batches on a timer (a crash keeps what was flushed, with no sync per line).
import { StringDecoder } from 'node:string_decoder';
import { redactForDisplay } from '../../engine/index.ts';
import { lastLineCarriesSecret, type AttemptLogWriter, type SecretMatcher } from '../../store/index.ts';
import { DumpLinesHold } from './dump-hold.ts';
import { encodeRecord, type AttemptHeader, type OutputLine } from './format.ts';
import { WrappedEncodingHold, type HeldLine, type ReleasedLine } from './wrapped.ts';

export type OutputStream = 'stdout' | 'stderr';

/** Where node code sends what it prints (a command node: its stdout and stderr). */
export interface AttemptOutputSink {
  write(stream: OutputStream, chunk: Buffer | string): void;
}

export interface AttemptOutputWriterOptions {
  header: AttemptHeader;
  open: () => Promise<AttemptLogWriter>;
  limitBytes: number;
  secrets: readonly string[];
  /** The store's known secrets: also redacted behind an encoding (base64, hex, percent escapes). */
  storedSecrets?: SecretMatcher;
  flushMs?: number;
  /** A line longer than this (characters) is kept in pieces. */
  maxLineChars?: number;
  clock?: () => number;
  /** When the attempt started, by `clock` (line times count from it); default: now. */
  startedMs?: number;
}

export interface ClosedOutput {
  /** The artifact content: header, head lines, a cut record when lines were dropped, tail lines. */
  content: Buffer;
  lines: number;
  cut: { lines: number; bytes: number };
  /** A write of the live files failed (the error text); the in-memory record is still complete. */
  liveError?: string;
}

const syncEveryMs = 1000;

export class AttemptOutputWriter implements AttemptOutputSink {
  readonly #o: Required<Omit<AttemptOutputWriterOptions, 'open' | 'startedMs' | 'storedSecrets'>> &
    Pick<AttemptOutputWriterOptions, 'open' | 'storedSecrets'>;
  readonly #started: number;
  // Made at a stream's first bytes: most attempts print nothing, and two decoders per attempt showed per node.
  readonly #decoders: Partial<Record<OutputStream, StringDecoder>> = {};
  readonly #pending = { stdout: '', stderr: '' };
  readonly #hold: number;
  readonly #head: Buffer[] = [];
  #headBytes = 0;
  #headUnflushed: Buffer[] = [];
  #tail: Buffer[] = [];
  #tailBytes = 0;
  #tailDirty = false;
  #cut = { lines: 0, bytes: 0 };
  #lines = 0;
  // With the store's known secrets: lines of a hex dump wait for the lines after them, and lines of
  // a wrapped encoding for the rest of their block (a dump's lines pass the dump hold first).
  readonly #dumps: Partial<Record<OutputStream, DumpLinesHold>> = {};
  readonly #wrapped: Partial<Record<OutputStream, WrappedEncodingHold>> = {};
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #file: Promise<AttemptLogWriter> | undefined;
  #lastSync = 0;
  #liveError: string | undefined;
  #closed = false;

  constructor(options: AttemptOutputWriterOptions) {
    this.#o = { flushMs: 100, maxLineChars: 16_384, clock: () => Date.now(), ...options };
    this.#started = options.startedMs ?? this.#o.clock();
    const longest = Math.max(0, ...options.secrets.map((s) => s.length));
    // A long line is cut into pieces; this many characters wait for the next piece, so a secret that
    // straddles the cut is still seen whole (escaped, a secret takes up to 10 characters a byte:
    // `&#x10ffff;`, `\u005a` or a colour code between its characters).
    this.#hold = Math.min(
      Math.max(0, (options.storedSecrets === undefined ? 1 : 10) * longest - 1),
      Math.floor(this.#o.maxLineChars / 2),
    );
    this.#headBytes = encodeRecord(options.header).length;
    if (options.storedSecrets !== undefined && options.storedSecrets.minSecretBytes > 0) {
      const longestBytes = Math.max(0, ...options.secrets.map((secret) => Buffer.byteLength(secret)));
      const stored = options.storedSecrets;
      const hides = (joined: string) => this.#redact(joined) !== joined;
      const lastLineCarries = (lines: readonly string[]) => lastLineCarriesSecret(stored, lines);
      for (const stream of ['stdout', 'stderr'] as const) {
        this.#dumps[stream] = new DumpLinesHold(stored, longestBytes);
        this.#wrapped[stream] = new WrappedEncodingHold(hides, lastLineCarries, longestBytes);
      }
    }
  }

  get lines(): number {
    return this.#lines;
  }

  write(stream: OutputStream, chunk: Buffer | string): void {
    if (this.#closed) return;
    const text =
      typeof chunk === 'string' ? chunk : (this.#decoders[stream] ??= new StringDecoder('utf8')).write(chunk);
    let pending = this.#pending[stream] + text;
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      this.#accept(stream, pending.slice(0, newline).replace(/\r$/, ''));
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
    if (pending.length > this.#o.maxLineChars + this.#hold) this.#release(stream);
    while (pending.length > this.#o.maxLineChars + this.#hold) {
      const redacted = this.#redact(pending);
      const cut = Math.max(1, Math.min(this.#o.maxLineChars, redacted.length - this.#hold));
      this.#line(stream, redacted.slice(0, cut));
      pending = redacted.slice(cut);
    }
    this.#pending[stream] = pending;
    this.#schedule();
  }

  /** Ends the output: a last partial line of each stream is kept, everything is flushed. */
  async close(): Promise<ClosedOutput> {
    if (!this.#closed) {
      for (const stream of ['stdout', 'stderr'] as const) {
        const rest = this.#pending[stream] + (this.#decoders[stream]?.end() ?? '');
        if (rest !== '') this.#accept(stream, rest);
        this.#release(stream);
      }
      this.#closed = true;
      clearTimeout(this.#timer);
      this.#flush(true);
    }
    await this.#writing;
    if (this.#file !== undefined) await (await this.#file.catch(() => undefined))?.close().catch(() => undefined);
    const cut = this.#cut.lines > 0 ? [encodeRecord({ k: 'cut', ...this.#cut })] : [];
    return {
      content: Buffer.concat([encodeRecord(this.#o.header), ...this.#head, ...cut, ...this.#tail]),
      lines: this.#lines,
      cut: { ...this.#cut },
      ...(this.#liveError === undefined ? {} : { liveError: this.#liveError }),
    };
  }

  #redact(text: string): string {
    return redactForDisplay(text, this.#o.secrets, this.#o.storedSecrets);
  }

  /** A complete line: written, or held while it may be part of a hex dump or a wrapped encoding. */
  #accept(stream: OutputStream, text: string): void {
    const dumps = this.#dumps[stream];
    if (dumps === undefined) this.#line(stream, text);
    else this.#unwrap(stream, dumps.push({ text, ms: this.#elapsed() }));
  }

  /** Lines the dump hold released, through the wrapped-encoding hold. */
  #unwrap(stream: OutputStream, lines: readonly HeldLine[]): void {
    for (const line of lines) this.#emit(stream, this.#wrapped[stream]!.push(line));
  }

  /** Writes what the stream holds (its block ended, or a line bypasses the hold). */
  #release(stream: OutputStream): void {
    this.#unwrap(stream, this.#dumps[stream]?.drain() ?? []);
    this.#emit(stream, this.#wrapped[stream]?.drain() ?? []);
  }

  #emit(stream: OutputStream, lines: readonly ReleasedLine[]): void {
    for (const line of lines) this.#line(stream, line.hidden ? '***' : line.text, line.ms);
  }

  #elapsed(): number {
    return Math.max(0, Math.round(this.#o.clock() - this.#started));
  }

  #line(stream: OutputStream, text: string, ms = this.#elapsed()): void {
    this.#lines += 1;
    const line: OutputLine = { k: stream === 'stdout' ? 'o' : 'e', n: this.#lines, ms, t: this.#redact(text) };
    const record = encodeRecord(line);
    const headLimit = Math.floor(this.#o.limitBytes / 2);
    if (this.#tail.length === 0 && this.#cut.lines === 0 && this.#headBytes + record.length <= headLimit) {
      this.#head.push(record);
      this.#headUnflushed.push(record);
      this.#headBytes += record.length;
      return;
    }
    this.#tail.push(record);
    this.#tailBytes += record.length;
    this.#tailDirty = true;
    const tailLimit = this.#o.limitBytes - headLimit;
    while (this.#tailBytes > tailLimit && this.#tail.length > 0) {
      const dropped = this.#tail.shift()!;
      this.#tailBytes -= dropped.length;
      this.#cut.lines += 1;
      this.#cut.bytes += dropped.length;
    }
  }

  #schedule(): void {
    if (this.#timer !== undefined || this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#flush(false);
    }, this.#o.flushMs);
    this.#timer.unref();
  }

  #flush(final: boolean): void {
    const head = this.#headUnflushed;
    this.#headUnflushed = [];
    const tail = this.#tailDirty
      ? Buffer.concat([...(this.#cut.lines > 0 ? [encodeRecord({ k: 'cut', ...this.#cut })] : []), ...this.#tail])
      : undefined;
    this.#tailDirty = false;
    if (head.length === 0 && tail === undefined && !final) return;
    this.#writing = this.#writing.then(async () => {
      if (head.length === 0 && tail === undefined && this.#file === undefined) return; // nothing printed: no files
      try {
        const opening = this.#file === undefined;
        this.#file ??= this.#o.open();
        const file = await this.#file;
        if (opening) await file.appendHead(encodeRecord(this.#o.header));
        if (head.length > 0) await file.appendHead(Buffer.concat(head));
        if (tail !== undefined) await file.replaceTail(tail);
        const now = this.#o.clock();
        if (final || now - this.#lastSync >= syncEveryMs) {
          this.#lastSync = now;
          await file.sync();
        }
      } catch (error) {
        this.#liveError ??= error instanceof Error ? error.message : String(error);
      }
    });
  }
}

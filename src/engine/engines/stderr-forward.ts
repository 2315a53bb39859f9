// A command-backed engine's stderr (a CLI's warnings, a command's diagnostics) passed on to where
// its attempt's output is kept, as it arrives, so a failed call shows more than its short message.
// Each line leaves the engine redacted of the engine's secrets (its own credential variables among
// them, which the log does not know); the log then redacts the run's known secrets and bounds what
// it keeps. Only the log sees it: never the call's result.
import { StringDecoder } from 'node:string_decoder';
import { redactSecrets } from '../redact.ts';

/** Where one attempt's output goes (the runner's attempt log: its `AttemptOutputSink` fits). */
export interface EngineOutputSink {
  write(stream: 'stdout' | 'stderr', chunk: string): void;
}

/** The sinks of running attempts, by attempt ID (the runner's `AttemptOutputs` fits). */
export interface EngineOutputs {
  sink(attemptId: string): EngineOutputSink | undefined;
}

/** Characters of a line with no end yet held back before a piece of it is passed on. */
const maxHeldChars = 16_384;

export class StderrForwarder {
  readonly #sink: EngineOutputSink;
  readonly #secrets: string[];
  /** A secret may begin in the last this-many characters of a piece and end in the next chunk. */
  readonly #hold: number;
  readonly #decoder = new StringDecoder('utf8');
  #pending = '';
  /** A piece of a line went on without its end. */
  #lineOpen = false;

  constructor(sink: EngineOutputSink, secrets: readonly string[]) {
    this.#sink = sink;
    // Lines are redacted one at a time: a secret of several lines is looked for line by line.
    this.#secrets = [...new Set(secrets.flatMap((s) => [s, ...s.split(/\r?\n/)]))];
    this.#hold = Math.max(0, ...this.#secrets.map((s) => s.length - 1));
  }

  push(chunk: Buffer): void {
    let text = this.#pending + this.#decoder.write(chunk);
    const end = text.lastIndexOf('\n');
    if (end >= 0) {
      this.#write(redactSecrets(text.slice(0, end + 1), this.#secrets));
      text = text.slice(end + 1);
    }
    // A line that does not end: its start goes on in pieces, keeping what could begin a secret.
    while (text.length > maxHeldChars + this.#hold) {
      const redacted = redactSecrets(text, this.#secrets);
      const cut = Math.max(1, redacted.length - this.#hold);
      this.#write(redacted.slice(0, cut));
      text = redacted.slice(cut);
    }
    this.#pending = text;
  }

  /** Passes on what is left, ended with a newline (a fallback engine's stderr starts a line of its own). */
  end(): void {
    const rest = this.#pending + this.#decoder.end();
    this.#pending = '';
    if (rest !== '' || this.#lineOpen) this.#write(`${redactSecrets(rest, this.#secrets)}\n`);
  }

  #write(text: string): void {
    this.#lineOpen = !text.endsWith('\n');
    try {
      this.#sink.write('stderr', text);
    } catch {
      // The log is for people; a sink that fails must not fail the call.
    }
  }
}

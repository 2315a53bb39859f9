// A command-backed engine passes its stderr to the attempt's output sink as it arrives: line by
// line, redacted of the engine's secrets, and never into the call's result.
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine/contract.ts';
import { CodexCliEngine } from '../../src/engine/engines/codex-cli.ts';
import { CommandEngine } from '../../src/engine/engines/command.ts';
import { StderrForwarder, type EngineOutputs } from '../../src/engine/engines/stderr-forward.ts';
import { fakeEnv, never, rejection, request } from './helpers.ts';

/** The sink of one attempt, keeping what reached it. */
function collecting(attemptId = 'attempt-1'): { outputs: EngineOutputs; written: string[] } {
  const written: string[] = [];
  const outputs: EngineOutputs = {
    sink: (id) =>
      id === attemptId
        ? {
            write: (stream, chunk) => {
              written.push(`${stream}:${chunk}`);
            },
          }
        : undefined,
  };
  return { outputs, written };
}

const forwarder = (secrets: string[]) => {
  const written: string[] = [];
  const forward = new StderrForwarder({ write: (_stream, chunk) => written.push(chunk) }, secrets);
  return { forward, written, text: () => written.join('') };
};

describe('StderrForwarder', () => {
  it('passes each line on when it ends, with a secret cut across chunks redacted', () => {
    const { forward, written, text } = forwarder(['sk-live-0123456789']);
    forward.push(Buffer.from('warning: retrying\nkey sk-live-01'));
    expect(written).toEqual(['warning: retrying\n']);
    forward.push(Buffer.from('23456789 refused\n'));
    forward.end();
    expect(text()).toBe('warning: retrying\nkey *** refused\n');
  });

  it('redacts a secret of several lines line by line, and ends an unfinished line', () => {
    const { forward, text } = forwarder(['-----BEGIN KEY-----\nMIIEvQIBADANBgkq\n-----END KEY-----']);
    forward.push(Buffer.from('bad key:\nMIIEvQIBADANBgkq\nno newline at the end'));
    forward.end();
    expect(text()).toBe('bad key:\n***\nno newline at the end\n');
  });

  it('passes a line that never ends on in pieces, holding back what could begin a secret', () => {
    const secret = 'tok-abcdefghijklmnop';
    const { forward, written, text } = forwarder([secret]);
    const long = 'x'.repeat(20_000);
    forward.push(Buffer.from(`${long}${secret.slice(0, 8)}`));
    expect(written.length).toBe(1);
    expect(written[0]!.length).toBeLessThan(20_000);
    forward.push(Buffer.from(`${secret.slice(8)} done`));
    forward.end();
    expect(text()).toBe(`${long}*** done\n`);
  });

  it('keeps a character cut between chunks whole', () => {
    const { forward, text } = forwarder([]);
    const bytes = Buffer.from('é\n');
    forward.push(bytes.subarray(0, 1));
    forward.push(bytes.subarray(1));
    forward.end();
    expect(text()).toBe('é\n');
  });

  it('a sink that throws does not fail the call', () => {
    const forward = new StderrForwarder(
      {
        write: () => {
          throw new Error('closed');
        },
      },
      [],
    );
    expect(() => {
      forward.push(Buffer.from('line\n'));
      forward.end();
    }).not.toThrow();
  });
});

describe('command-backed engines with an output sink', () => {
  it("send a command engine's stderr to its attempt's sink, redacting the engine's own credentials", async () => {
    const { outputs, written } = collecting();
    const engine = new CommandEngine(
      { command: 'json-engine', env: { TOOL_TOKEN: 'something broke' } },
      { env: fakeEnv('crash'), outputs },
    );
    const error = (await rejection(engine.run(request(), never()))) as EngineError;
    expect(error).toBeInstanceOf(EngineError);
    expect(written).toEqual(['stderr:Traceback: ***\n']);
  });

  it("send codex's stderr (its capture keeps only the latest item states) to the sink of its own attempt only", async () => {
    const { outputs, written } = collecting();
    const failing = new CodexCliEngine({ model: 'gpt-5-codex' }, { env: fakeEnv('exit-silent'), outputs });
    await rejection(failing.run(request(), never()));
    expect(written).toEqual(['stderr:Error: sandbox setup failed: landlock is not supported\n']);
    // Another attempt's call writes nothing here.
    written.length = 0;
    await rejection(failing.run(request('p', { attemptId: 'attempt-2' }), never()));
    expect(written).toEqual([]);
  });
});

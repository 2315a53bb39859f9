// node:crypto, loaded on first use: every program imports the store, and node:crypto is a
// measurable part of a start (~6 ms here) that a step's first log line need not wait for.
let loaded: typeof import('node:crypto') | undefined;

export function nodeCrypto(): typeof import('node:crypto') {
  return (loaded ??= process.getBuiltinModule('node:crypto'));
}

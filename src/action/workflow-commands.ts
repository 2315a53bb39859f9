// The runner's workflow-command protocol, written directly: stdout commands (`::warning::…`,
// `::add-mask::…`) and file commands (GITHUB_OUTPUT, GITHUB_STATE, GITHUB_STEP_SUMMARY).
// Why not @actions/core: it loads its HTTP client (undici) at import, which alone tripled the
// Action's cold start; the protocol the Action needs is these few lines. The cache and artifact
// clients still log through their own @actions/core, loaded with them.
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import { logLines, readsAsCommand, untrustedBlock } from '../report/index.ts';

/** Escaping of a command's message: the runner decodes %25, %0D and %0A. */
function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** `::name key=value::message` on stdout; property values also escape `:` and `,`. */
export function issueCommand(name: string, message: string, properties: Record<string, string> = {}): void {
  const props = Object.entries(properties)
    .map(([key, value]) => `${key}=${escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C')}`)
    .join(',');
  process.stdout.write(`::${name}${props === '' ? '' : ` ${props}`}::${escapeData(message)}${EOL}`);
}

function commandFile(variable: string): string {
  const file = process.env[variable];
  if (!file) throw new Error(`${variable} is not set: the runner passes file commands through it`);
  if (!existsSync(file)) throw new Error(`${variable} names ${file}, which does not exist`);
  return file;
}

const plainName = /^[A-Za-z0-9_-]+$/;

/**
 * `name=value` (a one-line value) or `name<<delimiter` / value / `delimiter` appended to the file
 * the variable names. Without the variable (a local `node dist/index.js`) the older stdout command
 * stands in, as the runner's own client does.
 */
export function issueFileCommand(variable: 'GITHUB_OUTPUT' | 'GITHUB_STATE', name: string, value: string): void {
  if (!process.env[variable]) {
    issueCommand(variable === 'GITHUB_OUTPUT' ? 'set-output' : 'save-state', value, { name });
    return;
  }
  // A one-line value under a plain name is written `name=value`, which the runner reads the same
  // way (a line whose first `=` comes before any `<<`): no delimiter, so main's first state write
  // does not load node:crypto before the step's first log line.
  if (plainName.test(name) && !/[\r\n]/.test(value)) {
    appendFileSync(commandFile(variable), `${name}=${value}${EOL}`, 'utf8');
    return;
  }
  // node:crypto loads here, at the first value that needs a delimiter.
  const delimiter = `ghadelimiter_${process.getBuiltinModule('node:crypto').randomUUID()}`;
  // A random delimiter inside the value would end it early; refuse rather than write a forgery.
  if (name.includes(delimiter) || value.includes(delimiter)) throw new Error(`${name}: value contains the delimiter`);
  appendFileSync(commandFile(variable), `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
}

/**
 * A log line. The Action's own lines issue no command (issueCommand does that), so a message any
 * of whose lines would read as one (a value from a restored store or a node, anywhere in a line)
 * is written inside a stop-commands block.
 */
export function info(message: string): void {
  const lines = logLines(message);
  if (lines.some(readsAsCommand)) process.stdout.write(untrustedBlock(lines));
  else process.stdout.write(`${message}${EOL}`);
}

export function getState(name: string): string {
  return process.env[`STATE_${name}`] ?? '';
}

/** Appends Markdown to the job summary, or to the log when there is none (a local run). */
export function appendSummary(markdown: string): void {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    info(markdown);
    return;
  }
  appendFileSync(commandFile('GITHUB_STEP_SUMMARY'), markdown, 'utf8');
}

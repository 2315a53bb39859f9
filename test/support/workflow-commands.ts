// What the GitHub runner makes of a step's stdout, read line by line as the runner reads them (CR,
// LF and CRLF all end a line). As its ActionCommandManager does, each line is tried first as a
// `::name params::message` command (leading spaces ignored), then as the older `##[name params]message`,
// which the runner finds ANYWHERE in the line; a name the runner does not know is no command.
// `::stop-commands::<token>` turns processing off until a command named by the token. Tests assert
// which annotations, masks, outputs and states a log produces.
export interface ProcessedCommands {
  annotations: Array<{ level: 'error' | 'warning' | 'notice'; message: string }>;
  masks: string[];
  outputs: Record<string, string>;
  states: Record<string, string>;
  /** Lines shown as text (commands excluded). */
  text: string[];
}

interface Parsed {
  name: string;
  params: string;
  message: string;
}

// The commands the runner registers (it matches names without case).
const registered = new Set(
  [
    'stop-commands',
    'add-mask',
    'error',
    'warning',
    'notice',
    'debug',
    'set-output',
    'save-state',
    'set-env',
    'add-path',
  ].concat(['group', 'endgroup', 'echo', 'add-matcher', 'remove-matcher']),
);

function parseV2(line: string, known: (name: string) => boolean): Parsed | null {
  // .NET's TrimStart: JavaScript's whitespace and U+0085 (next line).
  const text = line.replace(/^[\s\u0085]+/, '');
  if (!text.startsWith('::')) return null;
  const end = text.indexOf('::', 2);
  if (end < 0) return null;
  const info = text.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!known(name)) return null;
  return { name, params: space < 0 ? '' : info.slice(space + 1), message: text.slice(end + 2) };
}

function parseV1(line: string, known: (name: string) => boolean): Parsed | null {
  const start = line.indexOf('##[');
  if (start < 0) return null;
  const end = line.indexOf(']', start);
  if (end < 0) return null;
  const info = line.slice(start + 3, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!known(name)) return null;
  return { name, params: space < 0 ? '' : info.slice(space + 1), message: line.slice(end + 1) };
}

function parameter(params: string, name: string): string | undefined {
  for (const part of params.split(/[,;]/)) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function apply(processed: ProcessedCommands, { name, params, message }: Parsed): void {
  switch (name.toLowerCase()) {
    case 'add-mask':
      processed.masks.push(message);
      break;
    case 'error':
    case 'warning':
    case 'notice':
      processed.annotations.push({ level: name.toLowerCase() as 'error', message });
      break;
    case 'set-output':
      processed.outputs[parameter(params, 'name') ?? ''] = message;
      break;
    case 'save-state':
      processed.states[parameter(params, 'name') ?? ''] = message;
      break;
    default:
      break; // group, endgroup, debug, ...: nothing a test asserts on
  }
}

export function processWorkflowCommands(stdout: string): ProcessedCommands {
  const processed: ProcessedCommands = { annotations: [], masks: [], outputs: {}, states: {}, text: [] };
  let stopToken: string | null = null;
  for (const line of stdout.split(/\r\n|\r|\n/)) {
    const known = (name: string) =>
      registered.has(name.toLowerCase()) || (stopToken !== null && name.toLowerCase() === stopToken.toLowerCase());
    const command = parseV2(line, known) ?? parseV1(line, known);
    if (stopToken !== null) {
      if (command !== null && command.name.toLowerCase() === stopToken.toLowerCase()) stopToken = null;
      else processed.text.push(line);
      continue;
    }
    if (command === null) processed.text.push(line);
    else if (command.name.toLowerCase() === 'stop-commands') stopToken = command.message;
    else apply(processed, command);
  }
  return processed;
}

// What the GitHub runner makes of a step's stdout: workflow commands (`::name params::message`, and
// the older `##[name params]message`), read line by line as the runner reads them (CR, LF and CRLF
// all end a line; leading spaces are ignored), with `::stop-commands::<token>` turning processing
// off until a line `::<token>::`. Tests assert which annotations, masks and outputs a log produces.
export interface ProcessedCommands {
  annotations: Array<{ level: 'error' | 'warning' | 'notice'; message: string }>;
  masks: string[];
  outputs: Record<string, string>;
  /** Lines shown as text (commands excluded). */
  text: string[];
}

const v2 = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/;
const v1 = /^##\[([A-Za-z-]+)(?: ([^\]]*))?\](.*)$/;

function parameter(params: string | undefined, name: string): string | undefined {
  for (const part of (params ?? '').split(/[,;]/)) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function processWorkflowCommands(stdout: string): ProcessedCommands {
  const processed: ProcessedCommands = { annotations: [], masks: [], outputs: {}, text: [] };
  let stopToken: string | null = null;
  for (const raw of stdout.split(/\r\n|\r|\n/)) {
    if (stopToken !== null) {
      if (raw.trim() === `::${stopToken}::`) stopToken = null;
      else processed.text.push(raw);
      continue;
    }
    const line = raw.trimStart();
    const match = v2.exec(line) ?? v1.exec(line);
    if (match === null) {
      processed.text.push(raw);
      continue;
    }
    const [, name, params, message = ''] = match;
    switch (name!.toLowerCase()) {
      case 'stop-commands':
        stopToken = message;
        break;
      case 'add-mask':
        processed.masks.push(message);
        break;
      case 'error':
      case 'warning':
      case 'notice':
        processed.annotations.push({ level: name!.toLowerCase() as 'error', message });
        break;
      case 'set-output':
        processed.outputs[parameter(params, 'name') ?? ''] = message;
        break;
      default:
        break; // group, endgroup, debug, ...: nothing a test asserts on
    }
  }
  return processed;
}

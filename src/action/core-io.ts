// ActionIO over the runner's workflow commands: the only place main and post touch the runner's
// command protocol (workflow-commands.ts writes it; see there why not @actions/core).
import type { ActionIO } from './io.ts';
import { untrustedBlock } from '../report/index.ts';
import { appendSummary, getState, info, issueCommand, issueFileCommand } from './workflow-commands.ts';

// The values masked so far. The runner masks them in the log, in annotations and in the summary as
// they are and in a few encodings (base64, JSON, XML), but not in the forms the summary's escapers
// write (`&#38;`, `&#92;&#34;`): a message that echoes one back (a refused answer, say) is redacted
// before it reaches the summary, in every form the store refuses. Short values (which would wreck
// ordinary text such as `true`) are left to the runner's masking, as the store leaves them.
const masked: string[] = [];

/** The redaction of the masked values; the store and runner layers load only once one is masked. */
async function redactMasked(text: string): Promise<string> {
  if (masked.length === 0) return text;
  const [{ createSecretMatcher, redactKnownSecrets }, { minStoredSecretLength }] = await Promise.all([
    import('../store/index.ts'),
    import('../runner/index.ts'),
  ]);
  const long = masked.filter((value) => value.length >= minStoredSecretLength);
  return long.length === 0 ? text : redactKnownSecrets(createSecretMatcher(long), text);
}

// The runner cuts an annotation's message (and its log line) at 4096 characters without a mark: a
// longer one is cut here, saying so, and written whole as log lines after it.
const maxAnnotationChars = 4096;

function annotate(level: 'warning' | 'error', message: string, properties: Record<string, string> = {}): void {
  if (message.length <= maxAnnotationChars) {
    issueCommand(level, message, properties);
    return;
  }
  const mark = ' … (cut: the whole message follows in the log)';
  // Not between the two halves of a surrogate pair.
  const head = message.slice(0, maxAnnotationChars - mark.length).replace(/[\uD800-\uDBFF]$/, '');
  issueCommand(level, `${head}${mark}`, properties);
  info(message);
}

// The runner keeps the first 10 warning annotations of a step and drops the rest from the run's
// annotations (they stay in the log). The one titled warning (what waits for a person) must never
// be the one dropped: past 9, the Action's untitled warnings are written as log lines instead.
const untitledWarningAnnotations = 9;
let untitledWarnings = 0;

function warning(message: string, title: string | undefined): void {
  if (title !== undefined) {
    annotate('warning', message, { title });
    return;
  }
  untitledWarnings += 1;
  if (untitledWarnings <= untitledWarningAnnotations) {
    annotate('warning', message);
    return;
  }
  if (untitledWarnings === untitledWarningAnnotations + 1)
    info(`the runner shows at most 10 warning annotations of a step: this warning and later ones are in this log only`);
  info(`warning: ${message}`);
}

export const coreIO: ActionIO = {
  setSecret(value) {
    // The runner refuses to mask a blank value, with a warning of its own: nothing to hide there.
    if (value.trim() === '') return;
    issueCommand('add-mask', value);
    masked.push(value);
  },
  setOutput: (name, value) => issueFileCommand('GITHUB_OUTPUT', name, value),
  saveState: (name, value) => issueFileCommand('GITHUB_STATE', name, value),
  getState,
  info,
  warning,
  error: (message) => annotate('error', message),
  setFailed(message) {
    process.exitCode = 1;
    annotate('error', message);
  },
  nodeOutput: (lines) => process.stdout.write(untrustedBlock(lines)),
  group: (title) => issueCommand('group', title),
  endGroup: () => issueCommand('endgroup', ''),
  async writeSummary(markdown) {
    appendSummary(await redactMasked(markdown));
  },
};

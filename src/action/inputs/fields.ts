// Readers for the inputs only the Action has. Values both adapters share (durations, numbers,
// store IDs, JSON, paths, positions, variable names) are read by src/runner/options/option-values.ts; every
// input arrives as a string (INPUT_<NAME>, trimmed) and an empty one means "not given".
import { accepted, optionValueSchema, refused, type OptionValue } from '../../runner/index.ts';

/** A schema for a required input (its action.yml default fills it in when empty). */
export const field = <T>(read: (text: string) => OptionValue<T>) => optionValueSchema(read);

/** A schema for an input that may be left empty (undefined then). */
export const optional = <T>(read: (text: string) => OptionValue<T>) =>
  optionValueSchema<T | undefined>((text) => (text === '' ? accepted(undefined) : read(text)));

export function boolean(text: string): OptionValue<boolean> {
  // The YAML 1.2 core schema's booleans, as core.getBooleanInput reads them.
  if (['true', 'True', 'TRUE'].includes(text)) return accepted(true);
  if (['false', 'False', 'FALSE', ''].includes(text)) return accepted(false);
  return refused('true or false');
}

/** A workflow_dispatch input name (what the summary's `gh workflow run -f <name>=…` uses). */
export function dispatchInputName(text: string): OptionValue<string> {
  return /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/.test(text)
    ? accepted(text)
    : refused('a workflow_dispatch input name: a letter or "_", then letters, digits, "-" or "_"');
}

/** A cache key prefix: segments of [A-Za-z0-9._-] separated by single "/". */
export function cachePrefix(text: string): OptionValue<string> {
  return /^(?!\/)(?!.*\/\/)(?!.*\/$)[A-Za-z0-9._/-]{1,200}$/.test(text)
    ? accepted(text)
    : refused('1-200 characters from A-Z, a-z, 0-9, ".", "_", "-" and "/" (no leading, trailing or doubled "/")');
}

/** A workflow run ID (digits). */
export function workflowRunId(text: string): OptionValue<string> {
  return /^[1-9][0-9]{0,19}$/.test(text) && Number.isSafeInteger(Number(text))
    ? accepted(text)
    : refused('a workflow run ID (digits, as in the URL .../actions/runs/<id>)');
}

// Flag values as zod schemas: each takes the string parseArgs read and yields a typed value, or an
// issue saying what the flag accepts. The readers are the runner's option values, shared with the
// Action (durations such as 30s or 5h50m, names as in cache keys), so both faces accept the same.
import { z } from 'zod';
import * as V from '../../runner/index.ts';

const field = V.optionValueSchema;

export const runId = () => field(V.readStoreId);
export const namespace = () => field(V.readNamespace);

/** A duration in ms; `allowZero` also takes 0. A bare number is refused: seconds or milliseconds? */
export const duration = (options: { allowZero?: boolean } = {}) => field((text) => V.readDuration(text, options));

export const count = (min: number, max: number) => field((text) => V.readWholeNumber(text, min, max));

export const dollars = () => field(V.readDollars);
export const json = () => field(V.readJson);
export const jsonObject = () => field(V.readJsonObject);
/** A gate's answer, or what it accepts: refused by the command once it can list the gate's answers. */
export const gateAnswer = () => field((text) => V.accepted(V.readGateAnswer(text)));
export const path = () => field(V.readPath);
export const position = () => field(V.readPosition);
export const choice = <const T extends string>(values: readonly T[]) => field((text) => V.readChoice(text, values));
export const environmentName = () => field(V.readVariableName);
/** Bytes of one attempt's kept output: 512KiB, 1MiB, 4MiB or a number of bytes. */
export const logLimit = () => field(V.readLogLimit);

/** Free text (a reason, a name), trimmed. */
export const text = (max: number) =>
  field((value) =>
    value.trim().length > 0 && value.length <= max
      ? V.accepted(value.trim())
      : V.refused(`text of 1 to ${max} characters`),
  );

/** A cursor as history printed it (opaque, base64url). */
export const cursor = () =>
  field((value) =>
    /^[A-Za-z0-9_-]{1,4096}$/.test(value)
      ? V.accepted(value)
      : V.refused('a cursor printed by an earlier history call'),
  );

export const flagOff = z
  .boolean()
  .optional()
  .transform((value) => value === true);

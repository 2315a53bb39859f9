// Canonical JSON (sorted keys, no whitespace; strings and numbers as JSON.stringify writes
// them, which matches RFC 8785 for JSON values) and the digests built on it.
import { nodeCrypto } from './crypto.ts';
import type { JsonValue } from './contract.ts';

/** Serialises a JSON value canonically. Throws TypeError on anything that is not plain JSON. */
export function canonicalJson(value: unknown): string {
  // The fast walk keeps no path and no ancestor set: it runs on every record the store writes.
  // Anything it does not accept (bad values, cycles, very deep values) is walked again by the
  // checking encoder, which either encodes it or throws the TypeError naming where it failed.
  const fast = encodeFast(value, 0);
  return fast ?? encode(value, new Set(), '$');
}

/** Depth past which the fast walk gives up, so a cycle is reported by the checking encoder. */
const maxFastDepth = 200;

/** Characters JSON.stringify escapes (control characters, quote, backslash, lone surrogates). */
const needsEscape = /[\u0000-\u001f"\\\ud800-\udfff]/;

/** A string as JSON: most strings need no escape, and quoting them by hand is cheaper than JSON.stringify. */
export function jsonString(text: string): string {
  return needsEscape.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/** The canonical form, or undefined when `value` needs the checking encoder. */
function encodeFast(value: unknown, depth: number): string | undefined {
  switch (typeof value) {
    case 'string':
      return jsonString(value);
    case 'number':
      // A finite number's JSON text is its ToString (what JSON.stringify writes, -0 as 0).
      return Number.isFinite(value) ? String(value) : undefined;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return 'null';
  if (depth === maxFastDepth) return undefined;
  if (Array.isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index += 1) {
      const item = encodeFast(value[index], depth + 1);
      if (item === undefined) return undefined;
      out += index === 0 ? item : `,${item}`;
    }
    return `${out}]`;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length > 1) keys.sort();
  let out = '{';
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    const item = encodeFast(record[key], depth + 1);
    if (item === undefined) return undefined;
    out += `${index === 0 ? '' : ','}${jsonString(key)}:${item}`;
  }
  return `${out}}`;
}

/** The checking encoder: tracks the path and the ancestors to name what is not JSON. */
function encode(value: unknown, ancestors: Set<object>, at: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value))
        throw new TypeError(`canonicalJson: ${at} is ${value}; only finite numbers are JSON`);
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      throw new TypeError(
        `canonicalJson: ${at} is ${typeof value}; only null, booleans, finite numbers, strings, arrays and plain objects are JSON`,
      );
  }
  const object = value;
  if (ancestors.has(object)) throw new TypeError(`canonicalJson: ${at} is a cycle`);
  ancestors.add(object);
  try {
    if (Array.isArray(object)) {
      const parts: string[] = [];
      for (let index = 0; index < object.length; index += 1) {
        // A hole reads as undefined and is rejected, like any undefined.
        parts.push(encode(object[index], ancestors, `${at}[${index}]`));
      }
      return `[${parts.join(',')}]`;
    }
    const prototype = Object.getPrototypeOf(object) as unknown;
    if (prototype !== Object.prototype && prototype !== null) {
      throw new TypeError(
        // A prototype without a constructor (Object.create(proto)) has none to name.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        `canonicalJson: ${at} is a ${object.constructor?.name ?? 'non-plain object'}; only plain objects are JSON`,
      );
    }
    const record = object as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    const parts: string[] = [];
    for (const key of keys) parts.push(`${JSON.stringify(key)}:${encode(record[key], ancestors, `${at}.${key}`)}`);
    return `{${parts.join(',')}}`;
  } finally {
    ancestors.delete(object);
  }
}

/** SHA-256 of bytes (a string is hashed as UTF-8), lower-case hex. */
export function sha256Hex(bytes: Uint8Array | string): string {
  // One-shot hash: about twice as fast as createHash for the small inputs of event records.
  return nodeCrypto().hash('sha256', bytes, 'hex');
}

/** `sha256:<hex>` of the canonical JSON of a value. */
export function digestJson(value: unknown): string {
  return `sha256:${sha256Hex(canonicalJson(value))}`;
}

/** A deep, frozen copy of a JSON value (validated like canonicalJson). */
export function cloneFrozenJson<T extends JsonValue>(value: T): T {
  return deepFreeze(JSON.parse(canonicalJson(value)) as T);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

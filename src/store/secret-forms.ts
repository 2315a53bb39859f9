// The forms a known secret is looked for in (secrets.ts searches them): the texts of the secret (a
// multi-line secret's key material too), each as it is and JSON-escaped, as UTF-16LE, and as a
// view shows it (text-view.ts) when the secret holds an escape itself.
import { mayHideInView, textView } from './text-view.ts';

export interface SecretForm {
  /** Index in knownSecrets. */
  index: number;
  text: string;
  bytes: Buffer;
}

export interface SecretForms {
  /** Named references (`&amp;`) are decoded only when a secret holds a character they write. */
  namedReferences: boolean;
  /** Bytes of each text looked for. */
  lengths: number[];
  /** As it is and JSON-escaped, longest first (redacting a secret that contains another leaves no piece of it). */
  forms: SecretForm[];
  /** As UTF-16LE; its text is its bytes a character each (an ASCII secret's characters with NULs between). */
  wide: SecretForm[];
  /** What is looked for in a view: the forms, and a secret that holds an escape (`p\x41ss`) as the view shows it. */
  inViews: SecretForm[];
  /** The UTF-16LE forms worth looking for in these bytes. */
  wideIn: (bytes: Buffer) => SecretForm[];
}

/** A line of a multi-line secret that is all encoded characters: a PEM key's body, a base64 block. */
const materialLine = /^[A-Za-z0-9+/=_-]{16,}$/;
/** Key material inside another line (`client-key-data: <base64>`, a hex key ID). */
const materialRun = /[A-Za-z0-9+/=_-]{32,}/g;
/** Shorter than this, a one-line value without its surrounding whitespace is not looked for alone. */
const minTrimmedChars = 8;

/**
 * What is looked for besides the secret: a logged value is printed a line at a time, where a
 * secret of several lines never appears whole. A one-line value pasted with a trailing newline or
 * spaces is also looked for without them. Of a value of several lines, only its key material is:
 * lines of encoded characters and long encoded runs inside other lines. Its other lines are
 * structure (`apiVersion: v1` of a kubeconfig, a PEM armour line), the same in every such file:
 * looked for, they would redact and refuse ordinary text.
 */
function textsOf(secret: string): string[] {
  const lines = secret
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const texts = new Set([secret]);
  if (lines.length === 1 && lines[0]!.length >= minTrimmedChars) texts.add(lines[0]!);
  if (lines.length > 1)
    for (const line of lines) {
      if (materialLine.test(line)) texts.add(line);
      else for (const run of line.match(materialRun) ?? []) texts.add(run);
    }
  return [...texts];
}

function formOf(index: number, text: string, bytes = Buffer.from(text, 'utf8')): SecretForm {
  return { index, text, bytes };
}

const longestFirst = (a: SecretForm, b: SecretForm) => b.bytes.length - a.bytes.length;

export function secretForms(knownSecrets: readonly string[]): SecretForms {
  const namedReferences = knownSecrets.some((secret) => /[&<>"']/.test(secret));
  const forms: SecretForm[] = [];
  const wide: SecretForm[] = [];
  const viewed: SecretForm[] = [];
  const lengths: number[] = [];
  knownSecrets.forEach((secret, index) => {
    if (secret.length === 0) return; // an empty string would match everything
    for (const raw of textsOf(secret)) {
      lengths.push(Buffer.byteLength(raw));
      const escaped = JSON.stringify(raw).slice(1, -1);
      for (const text of escaped === raw ? [raw] : [raw, escaped]) forms.push(formOf(index, text));
      const bytes = Buffer.from(raw, 'utf16le');
      wide.push(formOf(index, bytes.toString('latin1'), bytes));
      const view = mayHideInView(raw, namedReferences) ? textView(raw, namedReferences) : undefined;
      if (view !== undefined && view.text !== '') viewed.push(formOf(index, view.text));
    }
  });
  forms.sort(longestFirst);
  wide.sort(longestFirst);
  // Most secrets' UTF-16LE holds two characters below U+0100 in a row: bytes without that pattern
  // (random binary, a NUL here and there) need not be searched for them.
  const paired = wide.filter((form) => holdsLatinPair(form.bytes));
  const rest = wide.filter((form) => !holdsLatinPair(form.bytes));
  return {
    namedReferences,
    lengths,
    forms,
    wide,
    inViews: [...forms, ...viewed].sort(longestFirst),
    wideIn: (bytes) => (paired.length > 0 && holdsLatinPair(bytes) ? [...paired, ...rest] : rest),
  };
}

/**
 * Whether bytes hold `x 00 y 00` (x, y not NUL): two characters below U+0100 as UTF-16LE. NULs are
 * found by native search; a run of them is stepped over, so the cost stays linear.
 */
function holdsLatinPair(bytes: Buffer): boolean {
  let at = bytes.indexOf(0, 1);
  while (at >= 0) {
    if (bytes[at + 1] === 0) {
      let end = at + 1;
      while (end < bytes.length && bytes[end] === 0) end += 1;
      at = bytes.indexOf(0, end);
    } else {
      if (bytes[at - 1] !== 0 && bytes[at + 2] === 0) return true;
      at = bytes.indexOf(0, at + 1);
    }
  }
  return false;
}

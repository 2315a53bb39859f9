// Known-secret matching. A secret is looked for as raw bytes and, because stored JSON escapes
// quotes, backslashes and control characters, in its JSON-escaped form too; as UTF-16LE (what
// Windows tools and PowerShell write: the characters with NULs between); and in the text's view
// (text-view.ts): with terminal control sequences between its characters removed and escapes
// decoded (`\u005a`, `\x5a`, `\132`, `&#90;`). Containers (base64, hex, gzip, JSON text inside a
// string) are decoded by encoded-scan.ts.
import { isUtf8 } from 'node:buffer';
import { mergedSpans, replaceSpans, type Span } from './encoded-text.ts';
import { secretForms, type SecretForm, type SecretForms } from './secret-forms.ts';
import { mayHideInView, textView, tokenViews, type TextView, type TokenView } from './text-view.ts';

/** A secret found: its index in knownSecrets and the form it was in. */
export interface SecretMatch {
  index: number;
  /** `raw` (as it is, or JSON-escaped), `utf16le`, or what the view undid (`ansi`, `escapes`, `html`, joined by `+`). */
  form: string;
}

export interface SecretMatcher {
  /** Bytes of the shortest text looked for (UTF-8; a line of a multi-line secret counts); 0 when there are none. */
  readonly minSecretBytes: number;
  /** Index (in knownSecrets) of the first secret found in the text, or -1. */
  findIn(text: string): number;
  findInBytes(bytes: Buffer): number;
  /** The first secret found in the text and the form it was in, or null. */
  find(text: string): SecretMatch | null;
  findBytes(bytes: Buffer): SecretMatch | null;
  /** Every occurrence of every secret (in each form above) replaced by `***`; a terminal sequence inside it goes too. */
  redact(bytes: Buffer): Buffer;
  redactText(text: string): string;
  /** Views (terminal sequences removed, escapes decoded) of the tokens of the text that hold a sequence or an escape. */
  tokenViews(text: string): TokenView[];
  /** Where each occurrence of a secret is in bytes, as it is, JSON-escaped or UTF-16LE (not in views). */
  occurrences(bytes: Buffer): Span[];
}

const mask = '***';
const maskBytes = Buffer.from(mask);
/** Bytes without which a view is the text itself: ESC, `\`, `&` and the 8-bit CSI and OSC (as UTF-8). */
const viewMarkers = [
  Buffer.from([0x1b]),
  Buffer.from('\\'),
  Buffer.from('&'),
  Buffer.from('\u009b'),
  Buffer.from('\u009d'),
];
const markerBytes = new Uint8Array(256);
for (const byte of [0x1b, 0x5c, 0x26, 0xc2]) markerBytes[byte] = 1;
/** Below this, bytes are looked at one by one (a native search per marker costs more than that). */
const shortBytes = 256;

/** Whether a view of these bytes (as UTF-8 text) may differ from them. */
function mayHideInBytes(bytes: Buffer): boolean {
  if (bytes.length >= shortBytes) return viewMarkers.some((marker) => bytes.includes(marker));
  for (const byte of bytes) if (markerBytes[byte] === 1) return true;
  return false;
}

export function createSecretMatcher(knownSecrets: readonly string[]): SecretMatcher {
  const forms = secretForms(knownSecrets);
  const views = viewSearch(forms);
  const find = (text: string): SecretMatch | null => firstFormIn(text, forms, forms.forms, 'raw') ?? views.find(text);
  const findBytes = (bytes: Buffer): SecretMatch | null => firstFormInBytes(forms, views, bytes);
  return {
    minSecretBytes: forms.lengths.length === 0 ? 0 : Math.min(...forms.lengths),
    findIn: (text) => find(text)?.index ?? -1,
    findInBytes: (bytes) => findBytes(bytes)?.index ?? -1,
    find,
    findBytes,
    tokenViews: (text) => views.tokenViews(text),
    occurrences: (bytes) => occurrencesIn(forms, bytes),
    redact: (bytes) => redactedBytes(forms, views, bytes),
    redactText: (text) => redactedText(forms, views, text),
  };
}

/** The first form in a text (of `among`, and UTF-16LE), named `form` (`form+utf16le` for UTF-16LE). */
function firstFormIn(text: string, forms: SecretForms, among: readonly SecretForm[], form: string): SecretMatch | null {
  for (const each of among) if (text.includes(each.text)) return { index: each.index, form };
  if (text.includes('\0'))
    for (const each of forms.wide)
      if (text.includes(each.text)) return { index: each.index, form: form === 'raw' ? 'utf16le' : `${form}+utf16le` };
  return null;
}

/** The search of a text's view (terminal sequences removed, escapes decoded): what only a view shows. */
interface ViewSearch {
  /** The first form in the text's view, named by what the view undid; null when the view is the text. */
  find(text: string): SecretMatch | null;
  /** Every occurrence of a form in the text's view, cut out of the text. */
  redact(text: string): string;
  tokenViews(text: string): TokenView[];
}

function viewSearch(forms: SecretForms): ViewSearch {
  const { namedReferences, inViews, wide } = forms;
  const view = (text: string): TextView | undefined =>
    mayHideInView(text, namedReferences) ? textView(text, namedReferences) : undefined;
  return {
    find(text) {
      const seen = view(text);
      return seen === undefined ? null : firstFormIn(seen.text, forms, inViews, seen.kinds);
    },
    redact(text) {
      const seen = view(text);
      if (seen === undefined) return text;
      const spans: Span[] = [];
      for (const { text: needle } of [...inViews, ...wide])
        for (let at = seen.text.indexOf(needle); at >= 0; at = seen.text.indexOf(needle, at + needle.length))
          spans.push(seen.sourceSpan(at, at + needle.length));
      return replaceSpans(text, mergedSpans(spans), () => mask);
    },
    tokenViews: (text) => (mayHideInView(text, namedReferences) ? tokenViews(text, namedReferences) : []),
  };
}

function firstFormInBytes(forms: SecretForms, views: ViewSearch, bytes: Buffer): SecretMatch | null {
  for (const form of forms.forms) if (bytes.includes(form.bytes)) return { index: form.index, form: 'raw' };
  for (const form of forms.wideIn(bytes)) if (bytes.includes(form.bytes)) return { index: form.index, form: 'utf16le' };
  // Bytes that are not UTF-8 text are not viewed: terminal sequences and escapes are text.
  if (!isUtf8(bytes) || !mayHideInBytes(bytes)) return null;
  return views.find(bytes.toString('utf8'));
}

function occurrencesIn(forms: SecretForms, bytes: Buffer): Span[] {
  const spans: Span[] = [];
  for (const form of [...forms.forms, ...forms.wideIn(bytes)])
    for (let at = bytes.indexOf(form.bytes); at >= 0; at = bytes.indexOf(form.bytes, at + 1))
      spans.push({ start: at, end: at + form.bytes.length });
  return spans;
}

function redactedBytes(forms: SecretForms, views: ViewSearch, bytes: Buffer): Buffer {
  let current = bytes;
  for (const form of forms.forms) current = replaceAll(current, form.bytes);
  for (const form of forms.wideIn(current)) current = replaceAll(current, form.bytes);
  if (!isUtf8(current) || !mayHideInBytes(current)) return current;
  const text = current.toString('utf8');
  const redacted = views.redact(text);
  return redacted === text ? current : Buffer.from(redacted, 'utf8');
}

function redactedText(forms: SecretForms, views: ViewSearch, text: string): string {
  let current = text;
  for (const form of forms.forms) if (current.includes(form.text)) current = current.split(form.text).join(mask);
  if (current.includes('\0'))
    for (const form of forms.wide) if (current.includes(form.text)) current = current.split(form.text).join(mask);
  return views.redact(current);
}

function replaceAll(haystack: Buffer, needle: Buffer): Buffer {
  let at = haystack.indexOf(needle);
  if (at < 0) return haystack;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(haystack.subarray(from, at), maskBytes);
    from = at + needle.length;
    at = haystack.indexOf(needle, from);
  }
  parts.push(haystack.subarray(from));
  return Buffer.concat(parts);
}

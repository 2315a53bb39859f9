// A cancel's reason and name inside a message a terminal prints (a refusal's error): one bounded
// line. Both are a person's free text, and a restored store's records are untrusted, so a control
// character (an escape sequence, a line break) or a bidi control could redraw, split or reorder
// what the reader of the message sees. The report and the CLI escape what they render themselves.

/** C0 and C1 controls (line breaks included) and the bidi controls. */
const unsafe = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` as one line of at most `max` characters: line breaks as spaces, other controls as U+FFFD. */
export function cancelTextLine(text: string, max: number): string {
  const flat = text.replace(/\r\n|[\r\n]/g, ' ').replace(unsafe, '\uFFFD');
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** `cancelled by <by>: <reason>`, each bounded as the cancel options bound them. */
export function cancelledByText(cancelled: { by: string; reason: string }): string {
  return `cancelled by ${cancelTextLine(cancelled.by, 200)}: ${cancelTextLine(cancelled.reason, 2000)}`;
}

// POSIX shell quoting for the commands a person copies from the summary.

// Characters no POSIX shell gives a meaning to inside a word (`~` and `#` only matter first, but
// quoting them is simpler than tracking where a word starts).
const safeWord = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** One shell word that expands to exactly `value`: bare when safe, else single-quoted with `'` as `'\''`. */
export function shellQuote(value: string): string {
  if (safeWord.test(value)) return value;
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

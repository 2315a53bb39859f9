// Secrets never reach a supervision record.

/** Replaces every listed secret (the store's known secrets, the listed variables' values) with ***. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of [...secrets].filter((s) => s.length > 0).sort((a, b) => b.length - a.length))
    out = out.split(secret).join('***');
  return out;
}

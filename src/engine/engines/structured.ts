// Structured output from an answer's text: a JSON object or array, alone or in one fenced block.
import { jsonValueSchema, type JsonValue } from '../../store/contract.ts';

const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n```$/;

export function structuredFromText(text: string): JsonValue | undefined {
  const trimmed = text.trim();
  const body = fenced.exec(trimmed)?.[1] ?? trimmed;
  if (!(body.startsWith('{') || body.startsWith('['))) return undefined;
  try {
    const parsed = jsonValueSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Text with control over size for error details: the last `maxChars` characters. */
export function tail(text: string, maxChars = 4000): string {
  return text.length <= maxChars ? text : `…${text.slice(text.length - maxChars)}`;
}

// Renders zod issues as `path: message` so errors name the field that is wrong.
import type { z } from 'zod';

export function formatIssues(error: z.ZodError, prefix = ''): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = [prefix, ...issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))]
        .filter((p) => p !== '')
        .join('.')
        .replace(/\.\[/g, '[');
      return `${path === '' ? '(root)' : path}: ${issue.message}`;
    })
    .join('; ');
}

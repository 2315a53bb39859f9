// Paths in graph files are relative to the run root and must stay inside it, both as written
// (no `..` out of it) and after resolving symlinks (a link inside the root may point outside).
import { realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';

export type InsideRoot = { ok: true; path: string } | { ok: false; message: string };

function contains(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** Lexical check only: the path as written stays inside the root. */
export function checkRelativePath(written: string): string | undefined {
  if (written.includes('\0')) return 'must not contain NUL characters';
  if (isAbsolute(written)) return `must be relative to the run root, got the absolute path "${written}"`;
  const normal = normalize(written);
  if (normal === '..' || normal.startsWith(`..${sep}`)) return `"${written}" leaves the run root`;
  return undefined;
}

/**
 * Resolves `written` under `runRoot` and checks it stays inside after resolving symlinks.
 * `mustExist: false` accepts a path that does not exist yet (a cwd an earlier node may create).
 */
export async function resolveInsideRoot(
  runRoot: string,
  written: string,
  options: { mustExist: boolean },
): Promise<InsideRoot> {
  const lexical = checkRelativePath(written);
  if (lexical !== undefined) return { ok: false, message: lexical };
  const root = await realpath(runRoot);
  const joined = join(root, written);
  let real: string;
  try {
    real = await realpath(joined);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !options.mustExist) return nearestAncestorInside(root, joined, written);
    return {
      ok: false,
      message:
        code === 'ENOENT'
          ? `"${written}" does not exist under the run root`
          : `"${written}" cannot be resolved (${code ?? String(error)})`,
    };
  }
  if (!contains(root, real)) return { ok: false, message: `"${written}" resolves outside the run root (to ${real})` };
  return { ok: true, path: real };
}

/** A missing path is accepted when its nearest existing ancestor resolves inside the root. */
async function nearestAncestorInside(root: string, joined: string, written: string): Promise<InsideRoot> {
  let current = dirname(joined);
  while (contains(root, current)) {
    try {
      const real = await realpath(current);
      if (!contains(root, real))
        return { ok: false, message: `"${written}" resolves outside the run root (through ${real})` };
      return { ok: true, path: joined };
    } catch {
      current = dirname(current);
    }
  }
  return { ok: true, path: joined };
}

/** resolveInsideRoot for one runRoot, each answer given once: a graph file names `.` as the cwd of most nodes. */
export type RootResolver = (written: string, options: { mustExist: boolean }) => Promise<InsideRoot>;

/**
 * A resolver for the checks of one compile: its answers are for that moment (the run's bind
 * checks each path again before a command runs).
 */
export function rootResolver(runRoot: string): RootResolver {
  const answers = new Map<string, Promise<InsideRoot>>();
  return (written, options) => {
    const key = `${options.mustExist ? 'existing' : 'any'}\0${written}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = resolveInsideRoot(runRoot, written, options);
      answers.set(key, answer);
    }
    return answer;
  };
}

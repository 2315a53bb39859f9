// A restored store must not choose what runs. Its checksums catch damage, not authorship: anyone
// who can write the branch's cache can plant a store whose definition is re-hashed consistently.
// So before a resume runs or records anything, the stored definition must be exactly what the
// repository says: the workflow's graph file (or definition file and host module path) as this job's
// checkout holds it, or as the commit the run's pause snapshot names holds it, or a commit the run's
// log records it ran at: a takeover or reopen has no pause snapshot, and a later pause's may be at a
// later commit than the one the definition was compiled at (each read with git, not from the work
// tree, which the rebuild fills from the store). Compared canonically, by digest.
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { compileGraph, loadGraphFile, maxGraphFileBytes, parseGraphText } from '../../declarative/index.ts';
import { readDefinitionFile } from '../../runner/index.ts';
import { canonicalJson, describeError, digestJson, type JsonValue } from '../../store/index.ts';
import { isCommitInHistory, readFileAtCommit } from '../../workspace/index.ts';
import { ActionError } from '../errors.ts';
import type { ActionConfig, RunSource } from '../inputs/parse.ts';

/** The stored definition's fields a source decides (the rest are the job's options: limits, restart, ...). */
type Decided = Record<string, JsonValue>;

/** Where a source was read: this job's checkout, or a commit (the pause snapshot's, or one the run's log records). */
type Origin = { kind: 'checkout' } | { kind: 'commit'; commit: string; named: 'pause-snapshot' | 'recorded' };

/** Reads one file of the source, relative to the run root, from an origin (undefined: not there). */
type SourceReader = (relative: string) => Promise<Buffer | undefined>;

export interface DefinitionOriginCheck {
  config: Pick<ActionConfig, 'runId' | 'runRoot' | 'source'>;
  /** The stored definition (its digest already verified by the store). */
  stored: JsonValue;
  /** The commit the run's pause snapshot names: null (unborn), undefined (no snapshot). */
  pausedAt: string | null | undefined;
  /** Commits the run's log records it ran at, newest first; read only when the checkout does not give the definition. */
  recordedHeads?: () => Promise<readonly string[]>;
}

/**
 * Throws STORE_UNTRUSTED, naming the run and what differs, unless the stored definition is what the
 * source compiles to in this job's checkout or at the run's commit. No source (a resume given
 * neither graph nor host-module) checks nothing: the job then trusts the store (README says so).
 */
export async function checkDefinitionOrigin(check: DefinitionOriginCheck): Promise<void> {
  const { config, stored, pausedAt, recordedHeads } = check;
  const source = config.source;
  if (source === null) return;
  const storedFields = decidedFields(source, stored);
  const differences: string[] = [];
  // A commit this clone lacks refuses (missingCommit) only when no other origin gives the definition.
  let missing: ActionError | undefined;
  const compare = async (origin: Origin): Promise<boolean> => {
    const outcome = await compareAt(config, source, storedFields, origin);
    if (outcome.matches) return true;
    differences.push(`${originName(origin)}: ${outcome.difference}`);
    missing ??= outcome.missing;
    return false;
  };
  if (await compare({ kind: 'checkout' })) return;
  // The run's log is read only when the checkout does not give the definition (the file changed since).
  for (const origin of commitOrigins(pausedAt, (await recordedHeads?.()) ?? [])) if (await compare(origin)) return;
  if (missing !== undefined) throw missing;
  const input = source.kind === 'graph' ? 'graph' : 'definition';
  const named =
    source.kind === 'graph' ? `${source.file} compiles to` : `${source.definitionFile} and ${source.module} give`;
  throw new ActionError(
    'STORE_UNTRUSTED',
    `the restored store of run ${config.runId} holds a definition the repository does not give: it is not what ${named} (${differences.join('; ')}). The store may have been planted or edited (a cache entry anyone with write access to the branch's caches can save); nothing was run or recorded. Resume from a store this workflow saved, or start a new run`,
    { input },
  );
}

type Comparison = { matches: true } | { matches: false; difference: string; missing?: ActionError };

/** Whether the source at `origin` gives the stored fields; else how not (`missing`: a commit this clone lacks). */
async function compareAt(
  config: DefinitionOriginCheck['config'],
  source: RunSource,
  storedFields: Decided,
  origin: Origin,
): Promise<Comparison> {
  let expected: Decided;
  try {
    expected = await expectedFields(config, source, storedFields, readerAt(config.runRoot, origin, source), origin);
  } catch (error) {
    if (error instanceof MissingCommitError) return { matches: false, difference: 'not in this clone', missing: error };
    if (error instanceof ActionError) throw error;
    return { matches: false, difference: describeError(error) };
  }
  if (digestJson(expected) === digestJson(storedFields)) return { matches: true };
  return { matches: false, difference: describeDifference(expected, storedFields) };
}

/** The pause snapshot's commit, then the recorded ones (each commit once). */
function commitOrigins(pausedAt: string | null | undefined, recordedHeads: readonly string[]): Origin[] {
  const origins: Origin[] = [];
  if (typeof pausedAt === 'string') origins.push({ kind: 'commit', commit: pausedAt, named: 'pause-snapshot' });
  for (const commit of recordedHeads)
    if (!origins.some((origin) => origin.kind === 'commit' && origin.commit === commit))
      origins.push({ kind: 'commit', commit, named: 'recorded' });
  return origins;
}

function originName(origin: Origin): string {
  if (origin.kind === 'checkout') return 'in this checkout';
  return `at commit ${origin.commit} (${origin.named === 'pause-snapshot' ? "the run's pause snapshot" : 'recorded by the run'})`;
}

/** The stored fields the source decides: a graph file all of the graph, its inputs and its host; a definition file the graph and the module. */
function decidedFields(source: RunSource, stored: JsonValue): Decided {
  const definition = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  const pick = (names: readonly string[]): Decided =>
    Object.fromEntries(names.map((name) => [name, definition[name] ?? null]));
  if (source.kind === 'graph') return pick(['graphDefinition', 'plan', 'resolvedInputs', 'host']);
  // The module's bytes are not compared: a job may build it (uncommitted); its worker checks the
  // stored digest against the module in the workspace (HOST_MODULE_CHANGED).
  const host = definition.host as { kind?: JsonValue; path?: JsonValue } | null | undefined;
  return { ...pick(['graphDefinition', 'plan']), host: { kind: host?.kind ?? null, path: host?.path ?? null } };
}

async function expectedFields(
  config: DefinitionOriginCheck['config'],
  source: RunSource,
  storedFields: Decided,
  reader: SourceReader,
  origin: Origin,
): Promise<Decided> {
  if (source.kind === 'graph') {
    // Compiled with the stored inputs: they are the dispatch's data, checked against the file's declared inputs.
    const inputs = storedFields.resolvedInputs as Record<string, JsonValue>;
    const options = { runRoot: config.runRoot, inputs };
    const compiled =
      origin.kind === 'checkout'
        ? await loadGraphFile(path.resolve(config.runRoot, source.file), options)
        : await compileAtCommit(source.file, origin.commit, reader, options);
    return JSON.parse(
      JSON.stringify({
        graphDefinition: compiled.graphDefinition,
        plan: compiled.plan,
        resolvedInputs: compiled.resolvedInputs,
        host: compiled.host,
      }),
    ) as Decided;
  }
  const text = await reader(source.definitionFile);
  if (text === undefined) throw new Error(`${source.definitionFile} is not there`);
  const file = readDefinitionFile(text.toString('utf8'));
  if (!file.ok) throw new Error(`${source.definitionFile} ${file.problem}`);
  return JSON.parse(
    JSON.stringify({
      graphDefinition: file.value.graphDefinition,
      // A definition file without a plan leaves it to the runner's default: compared only when the file has one.
      plan: file.value.plan ?? storedFields.plan ?? null,
      host: { kind: 'module', path: await storedModulePath(config.runRoot, source.module, storedFields) },
    }),
  ) as Decided;
}

/**
 * The module path the start would have stored for the input: `./host.mjs` → `host.mjs`, or where
 * it resolves in this checkout (symlinks followed) when that is the stored one.
 */
async function storedModulePath(runRoot: string, module: string, storedFields: Decided): Promise<string> {
  const stored = (storedFields.host as { path?: JsonValue } | null)?.path;
  const named = path.posix.normalize(module).replace(/^\.\//, '');
  if (stored === named) return named;
  const resolved = await realpath(path.resolve(runRoot, module)).catch(() => undefined);
  const root = await realpath(runRoot).catch(() => runRoot);
  const relative = resolved === undefined ? undefined : path.relative(root, resolved).split(path.sep).join('/');
  return relative !== undefined && relative === stored ? relative : named;
}

async function compileAtCommit(
  file: string,
  commit: string,
  reader: SourceReader,
  options: { runRoot: string; inputs: Record<string, JsonValue> },
) {
  const bytes = await reader(file);
  if (bytes === undefined) throw new Error(`the commit has no file ${file}`);
  const source = `${file} at ${commit.slice(0, 12)}`;
  const parsed = parseGraphText(bytes.toString('utf8'), source);
  return compileGraph(parsed.value, { ...options, source });
}

/** Reads files of the source from this job's checkout, or from a commit (STORE_UNTRUSTED when the clone lacks it). */
function readerAt(runRoot: string, origin: Origin, source: RunSource): SourceReader {
  if (origin.kind === 'checkout') return (relative) => readFile(path.resolve(runRoot, relative)).catch(() => undefined);
  return async (relative) => {
    const posix = path.relative(runRoot, path.resolve(runRoot, relative)).split(path.sep).join('/');
    const found = await readFileAtCommit(runRoot, origin.commit, posix, maxGraphFileBytes * 16);
    if (found.kind === 'no-commit') throw missingCommit(origin, source);
    if (found.kind === 'too-large') throw new Error(`${relative} is ${found.bytes} bytes at that commit`);
    // The snapshot's commit is the store's word too: only one in this checkout's history vouches.
    if (!(await isCommitInHistory(runRoot, origin.commit)))
      throw new Error("that commit is not in the history of this checkout's HEAD");
    return found.kind === 'file' ? found.bytes : undefined;
  };
}

/** STORE_UNTRUSTED for a run commit this clone lacks (thrown after the other origins were tried). */
class MissingCommitError extends ActionError {}

function missingCommit(origin: Extract<Origin, { kind: 'commit' }>, source: RunSource): ActionError {
  const named = source.kind === 'graph' ? source.file : source.definitionFile;
  const where = origin.named === 'pause-snapshot' ? 'where its pause snapshot was taken' : 'recorded by the run';
  return new MissingCommitError(
    'STORE_UNTRUSTED',
    `the stored definition is not what ${named} compiles to in this checkout, and the run's commit ${origin.commit} (${where}) is not in this clone, so it cannot be checked against the file at that commit; nothing was run or recorded. Check out the full history (actions/checkout with fetch-depth: 0) and run again`,
    { input: source.kind === 'graph' ? 'graph' : 'definition' },
  );
}

/** Which fields differ, and for a declarative host which nodes. */
function describeDifference(expected: Decided, stored: Decided): string {
  const fields = Object.keys(stored).filter(
    (name) => canonicalJson(expected[name] ?? null) !== canonicalJson(stored[name] ?? null),
  );
  const nodes = differingNodes(expected.host, stored.host);
  return `${fields.join(', ')} differ${nodes.length === 0 ? '' : ` (nodes ${nodes.join(', ')})`}`;
}

function differingNodes(expected: JsonValue | undefined, stored: JsonValue | undefined): string[] {
  const nodesOf = (host: JsonValue | undefined) =>
    (host as { config?: { nodes?: Record<string, JsonValue> } } | null)?.config?.nodes ?? {};
  const a = nodesOf(expected);
  const b = nodesOf(stored);
  const ids = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return ids
    .filter((id) => canonicalJson(a[id] ?? null) !== canonicalJson(b[id] ?? null))
    .map((id) => JSON.stringify(id));
}

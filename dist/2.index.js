export const id = 2;
export const ids = [2];
export const modules = {

/***/ 97002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  executePlan: () => (/* binding */ executePlan),
  loadStartSource: () => (/* reexport */ run_options/* loadStartSource */.uz)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: ./src/declarative/engine-keys.ts
var engine_keys = __webpack_require__(1785);
// EXTERNAL MODULE: ./src/declarative/worker-path.ts
var worker_path = __webpack_require__(69238);
// EXTERNAL MODULE: ./src/report/progress-lines.ts + 1 modules
var progress_lines = __webpack_require__(13489);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/runner/output/follow.ts
var follow = __webpack_require__(47305);
// EXTERNAL MODULE: ./src/runner/lifecycle/start.ts
var start = __webpack_require__(58294);
// EXTERNAL MODULE: ./src/runner/lifecycle/resume.ts + 3 modules
var lifecycle_resume = __webpack_require__(21622);
// EXTERNAL MODULE: ./src/runner/watchdog/unstart.ts
var unstart = __webpack_require__(93721);
// EXTERNAL MODULE: ./src/runner/lifecycle/restore-workspace.ts
var restore_workspace = __webpack_require__(53331);
// EXTERNAL MODULE: ./src/runner/status/recorded-heads.ts
var recorded_heads = __webpack_require__(7395);
// EXTERNAL MODULE: ./src/store/local-storage.ts + 7 modules
var local_storage = __webpack_require__(99992);
// EXTERNAL MODULE: ./src/store/recorded-stamp.ts
var recorded_stamp = __webpack_require__(29271);
// EXTERNAL MODULE: ./src/action/run-options.ts
var run_options = __webpack_require__(24740);
;// CONCATENATED MODULE: ./src/action/job/run-environment.ts
// Warnings, as a run starts or resumes, of what it will not get from the step's environment: an API
// engine's key (declarative/engine-keys.ts), and any other variable environment-variables lists that
// the step's env leaves unset or empty. Each says what to change in the workflow.

const emptySecret = 'a secret that is not set reads as empty, and so does every secret in a pull request from a fork';
/**
 * Warns in the log of each key (unpassedEngineKeys, storedEngineKeys) and each other listed variable
 * without a value; returns the warnings for the summary. `listed`: the environment-variables input.
 */
function warnOfRunEnvironment(io, keys, listed, env = process.env) {
    const warnings = [
        ...keys.map((key) => `${(0,engine_keys/* describeUnpassedKey */.kC)(key)}; ${keyRemedy(key, listed)}`),
        ...(0,engine_keys/* unpassedVariables */.V5)(keys, listed, env).map(({ name, empty }) => empty
            ? `the environment-variables input lists ${name}, but the step's env sets it empty (${emptySecret})`
            : `the environment-variables input lists ${name}, but the step's env does not set it: the run does not get it`),
    ];
    for (const warning of warnings)
        io.warning(warning);
    return warnings;
}
function keyRemedy(key, listed) {
    if (key.empty)
        return `the step's env sets it empty (${emptySecret})`;
    if (listed.includes(key.variable))
        return "the environment-variables input lists it, but the step's env does not set it";
    return `list ${key.variable} in the environment-variables input (and set it in the step's env)`;
}

// EXTERNAL MODULE: ./src/action/job/refusal-words.ts
var refusal_words = __webpack_require__(56766);
// EXTERNAL MODULE: ./src/action/job/stored.ts + 7 modules
var stored = __webpack_require__(26059);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/declarative/load.ts
var load = __webpack_require__(68870);
// EXTERNAL MODULE: ./src/declarative/document/parse-text.ts + 3 modules
var parse_text = __webpack_require__(63873);
// EXTERNAL MODULE: ./src/declarative/compile/compile.ts + 10 modules
var compile = __webpack_require__(91274);
// EXTERNAL MODULE: ./src/runner/options/definition-file.ts
var definition_file = __webpack_require__(96005);
// EXTERNAL MODULE: ./src/store/errors.ts
var errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/store/json.ts
var json = __webpack_require__(52079);
// EXTERNAL MODULE: ./src/workspace/git.ts + 1 modules
var git = __webpack_require__(49667);
;// CONCATENATED MODULE: ./src/workspace/file-at-commit.ts
// One file's bytes as a commit of the repository holds it (git argv, no shell, no work tree read):
// what the Action compares a restored run's definition with, so the repository, not the store,
// says what the run is.

/** A full object id: anything else (a name, an option) is never handed to git. */
const objectIdPattern = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/**
 * `relativePath` is relative to `cwd` (a directory inside the repository), POSIX separators.
 * Throws (GitCommandError) only when git itself fails; `commit` must be a full object id.
 */
async function readFileAtCommit(cwd, commit, relativePath, maxBytes) {
    if (!objectIdPattern.test(commit))
        return { kind: 'no-commit' };
    const present = await (0,git/* runGit */.EO)(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${commit}^{commit}`], {
        okExitCodes: [1],
    });
    if (present.exitCode !== 0)
        return { kind: 'no-commit' };
    // `<commit>:./<path>` is read relative to cwd, as the input names the file.
    const blob = await (0,git/* runGit */.EO)(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${commit}:./${relativePath}`], {
        okExitCodes: [1, 128],
    });
    const id = blob.stdout.toString('utf8').trim();
    if (blob.exitCode !== 0 || !objectIdPattern.test(id))
        return { kind: 'no-file' };
    const type = (await (0,git/* runGit */.EO)(cwd, ['cat-file', '-t', id])).stdout.toString('utf8').trim();
    if (type !== 'blob')
        return { kind: 'no-file' };
    const size = Number((await (0,git/* runGit */.EO)(cwd, ['cat-file', '-s', id])).stdout.toString('utf8').trim());
    if (!(size <= maxBytes))
        return { kind: 'too-large', bytes: size };
    return { kind: 'file', bytes: (await (0,git/* runGit */.EO)(cwd, ['cat-file', 'blob', id])).stdout };
}
/** Whether `commit` is HEAD or in its history (a commit of another branch is not); a full object id only. */
async function isCommitInHistory(cwd, commit) {
    if (!objectIdPattern.test(commit))
        return false;
    const result = await (0,git/* runGit */.EO)(cwd, ['merge-base', '--is-ancestor', '--end-of-options', commit, 'HEAD'], {
        okExitCodes: [1],
    });
    return result.exitCode === 0;
}

// EXTERNAL MODULE: ./src/action/errors.ts
var action_errors = __webpack_require__(78055);
;// CONCATENATED MODULE: ./src/action/job/definition-origin.ts
// A restored store must not choose what runs. Its checksums catch damage, not authorship: anyone
// who can write the branch's cache can plant a store whose definition is re-hashed consistently.
// So before a resume runs or records anything, the stored definition must be exactly what the
// repository says: the workflow's graph file (or definition file and host module path) as this job's
// checkout holds it, or as the commit the run's pause snapshot names holds it, or a commit the run's
// log records it ran at: a takeover or reopen has no pause snapshot, and a later pause's may be at a
// later commit than the one the definition was compiled at (each read with git, not from the work
// tree, which the rebuild fills from the store). Compared canonically, by digest.







/**
 * Throws STORE_UNTRUSTED, naming the run and what differs, unless the stored definition is what the
 * source compiles to in this job's checkout or at the run's commit. No source (a resume given
 * neither graph nor host-module) checks nothing: the job then trusts the store (README says so).
 */
async function checkDefinitionOrigin(check) {
    const { config, stored, pausedAt, recordedHeads } = check;
    const source = config.source;
    if (source === null)
        return;
    const storedFields = decidedFields(source, stored);
    const differences = [];
    // A commit this clone lacks refuses (missingCommit) only when no other origin gives the definition.
    let missing;
    const compare = async (origin) => {
        const outcome = await compareAt(config, source, storedFields, origin);
        if (outcome.matches)
            return true;
        differences.push(`${originName(origin)}: ${outcome.difference}`);
        missing ??= outcome.missing;
        return false;
    };
    if (await compare({ kind: 'checkout' }))
        return;
    // The run's log is read only when the checkout does not give the definition (the file changed since).
    for (const origin of commitOrigins(pausedAt, (await recordedHeads?.()) ?? []))
        if (await compare(origin))
            return;
    if (missing !== undefined)
        throw missing;
    const input = source.kind === 'graph' ? 'graph' : 'definition';
    const named = source.kind === 'graph' ? `${source.file} compiles to` : `${source.definitionFile} and ${source.module} give`;
    throw new action_errors/* ActionError */.lZ('STORE_UNTRUSTED', `the restored store of run ${config.runId} holds a definition the repository does not give: it is not what ${named} (${differences.join('; ')}). The store may have been planted or edited (a cache entry anyone with write access to the branch's caches can save); nothing was run or recorded. Resume from a store this workflow saved, or start a new run`, { input });
}
/** Whether the source at `origin` gives the stored fields; else how not (`missing`: a commit this clone lacks). */
async function compareAt(config, source, storedFields, origin) {
    let expected;
    try {
        expected = await expectedFields(config, source, storedFields, readerAt(config.runRoot, origin, source), origin);
    }
    catch (error) {
        if (error instanceof MissingCommitError)
            return { matches: false, difference: 'not in this clone', missing: error };
        if (error instanceof action_errors/* ActionError */.lZ)
            throw error;
        return { matches: false, difference: (0,errors/* describeError */.Uc)(error) };
    }
    if ((0,json/* digestJson */.tv)(expected) === (0,json/* digestJson */.tv)(storedFields))
        return { matches: true };
    return { matches: false, difference: describeDifference(expected, storedFields) };
}
/** The pause snapshot's commit, then the recorded ones (each commit once). */
function commitOrigins(pausedAt, recordedHeads) {
    const origins = [];
    if (typeof pausedAt === 'string')
        origins.push({ kind: 'commit', commit: pausedAt, named: 'pause-snapshot' });
    for (const commit of recordedHeads)
        if (!origins.some((origin) => origin.kind === 'commit' && origin.commit === commit))
            origins.push({ kind: 'commit', commit, named: 'recorded' });
    return origins;
}
function originName(origin) {
    if (origin.kind === 'checkout')
        return 'in this checkout';
    return `at commit ${origin.commit} (${origin.named === 'pause-snapshot' ? "the run's pause snapshot" : 'recorded by the run'})`;
}
/** The stored fields the source decides: a graph file all of the graph, its inputs and its host; a definition file the graph and the module. */
function decidedFields(source, stored) {
    const definition = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
    const pick = (names) => Object.fromEntries(names.map((name) => [name, definition[name] ?? null]));
    if (source.kind === 'graph')
        return pick(['graphDefinition', 'plan', 'resolvedInputs', 'host']);
    // The module's bytes are not compared: a job may build it (uncommitted); its worker checks the
    // stored digest against the module in the workspace (HOST_MODULE_CHANGED).
    const host = definition.host;
    return { ...pick(['graphDefinition', 'plan']), host: { kind: host?.kind ?? null, path: host?.path ?? null } };
}
async function expectedFields(config, source, storedFields, reader, origin) {
    if (source.kind === 'graph') {
        // Compiled with the stored inputs: they are the dispatch's data, checked against the file's declared inputs.
        const inputs = storedFields.resolvedInputs;
        const options = { runRoot: config.runRoot, inputs };
        const compiled = origin.kind === 'checkout'
            ? await (0,load/* loadGraphFile */.r)(external_node_path_default().resolve(config.runRoot, source.file), options)
            : await compileAtCommit(source.file, origin.commit, reader, options);
        return JSON.parse(JSON.stringify({
            graphDefinition: compiled.graphDefinition,
            plan: compiled.plan,
            resolvedInputs: compiled.resolvedInputs,
            host: compiled.host,
        }));
    }
    const text = await reader(source.definitionFile);
    if (text === undefined)
        throw new Error(`${source.definitionFile} is not there`);
    const file = (0,definition_file/* readDefinitionFile */.Qm)(text.toString('utf8'));
    if (!file.ok)
        throw new Error(`${source.definitionFile} ${file.problem}`);
    return JSON.parse(JSON.stringify({
        graphDefinition: file.value.graphDefinition,
        // A definition file without a plan leaves it to the runner's default: compared only when the file has one.
        plan: file.value.plan ?? storedFields.plan ?? null,
        host: { kind: 'module', path: await storedModulePath(config.runRoot, source.module, storedFields) },
    }));
}
/**
 * The module path the start would have stored for the input: `./host.mjs` \u2192 `host.mjs`, or where
 * it resolves in this checkout (symlinks followed) when that is the stored one.
 */
async function storedModulePath(runRoot, module, storedFields) {
    const stored = storedFields.host?.path;
    const named = external_node_path_default().posix.normalize(module).replace(/^\.\//, '');
    if (stored === named)
        return named;
    const resolved = await (0,promises_.realpath)(external_node_path_default().resolve(runRoot, module)).catch(() => undefined);
    const root = await (0,promises_.realpath)(runRoot).catch(() => runRoot);
    const relative = resolved === undefined ? undefined : external_node_path_default().relative(root, resolved).split((external_node_path_default()).sep).join('/');
    return relative !== undefined && relative === stored ? relative : named;
}
async function compileAtCommit(file, commit, reader, options) {
    const bytes = await reader(file);
    if (bytes === undefined)
        throw new Error(`the commit has no file ${file}`);
    const source = `${file} at ${commit.slice(0, 12)}`;
    const parsed = (0,parse_text/* parseGraphText */.V)(bytes.toString('utf8'), source);
    return (0,compile/* compileGraph */.Q)(parsed.value, { ...options, source });
}
/** Reads files of the source from this job's checkout, or from a commit (STORE_UNTRUSTED when the clone lacks it). */
function readerAt(runRoot, origin, source) {
    if (origin.kind === 'checkout')
        return (relative) => (0,promises_.readFile)(external_node_path_default().resolve(runRoot, relative)).catch(() => undefined);
    return async (relative) => {
        const posix = external_node_path_default().relative(runRoot, external_node_path_default().resolve(runRoot, relative)).split((external_node_path_default()).sep).join('/');
        const found = await readFileAtCommit(runRoot, origin.commit, posix, load/* maxGraphFileBytes */.A * 16);
        if (found.kind === 'no-commit')
            throw missingCommit(origin, source);
        if (found.kind === 'too-large')
            throw new Error(`${relative} is ${found.bytes} bytes at that commit`);
        // The snapshot's commit is the store's word too: only one in this checkout's history vouches.
        if (!(await isCommitInHistory(runRoot, origin.commit)))
            throw new Error("that commit is not in the history of this checkout's HEAD");
        return found.kind === 'file' ? found.bytes : undefined;
    };
}
/** STORE_UNTRUSTED for a run commit this clone lacks (thrown after the other origins were tried). */
class MissingCommitError extends action_errors/* ActionError */.lZ {
}
function missingCommit(origin, source) {
    const named = source.kind === 'graph' ? source.file : source.definitionFile;
    const where = origin.named === 'pause-snapshot' ? 'where its pause snapshot was taken' : 'recorded by the run';
    return new MissingCommitError('STORE_UNTRUSTED', `the stored definition is not what ${named} compiles to in this checkout, and the run's commit ${origin.commit} (${where}) is not in this clone, so it cannot be checked against the file at that commit; nothing was run or recorded. Check out the full history (actions/checkout with fetch-depth: 0) and run again`, { input: source.kind === 'graph' ? 'graph' : 'definition' });
}
/** Which fields differ, and for a declarative host which nodes. */
function describeDifference(expected, stored) {
    const fields = Object.keys(stored).filter((name) => (0,json/* canonicalJson */.dj)(expected[name] ?? null) !== (0,json/* canonicalJson */.dj)(stored[name] ?? null));
    const nodes = differingNodes(expected.host, stored.host);
    return `${fields.join(', ')} differ${nodes.length === 0 ? '' : ` (nodes ${nodes.join(', ')})`}`;
}
function differingNodes(expected, stored) {
    const nodesOf = (host) => host?.config?.nodes ?? {};
    const a = nodesOf(expected);
    const b = nodesOf(stored);
    const ids = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return ids
        .filter((id) => (0,json/* canonicalJson */.dj)(a[id] ?? null) !== (0,json/* canonicalJson */.dj)(b[id] ?? null))
        .map((id) => JSON.stringify(id));
}

// EXTERNAL MODULE: ./src/graph/executor/gate-answer.ts
var gate_answer = __webpack_require__(88696);
// EXTERNAL MODULE: ./src/graph/errors.ts
var graph_errors = __webpack_require__(40869);
;// CONCATENATED MODULE: ./src/action/job/gate-actors.ts
// Who may answer a gate comes from the run's definition (checked against the repository by
// definition-origin.ts), never from the pause record alone: a planted graph log can drop a gate's
// allowed actors from its request, and the runner checks the answerer against that request.

/**
 * Throws RESUME_ACTOR (the graph layer's error) when the node paused at `position` is a gate of
 * the definition that lists allowed actors and `actor` is none of them. Nothing is recorded then.
 */
function checkDefinedGateActor(check) {
    const pause = check.pauses.find((p) => p.position === check.position);
    if (pause === undefined)
        return;
    const allowed = definedAllowedActors(check.definition, pause.nodeId);
    if (allowed === undefined)
        return;
    try {
        (0,gate_answer/* checkGateActor */.hY)({ kind: 'gate', question: '', fields: [], allowedActors: allowed }, check.actor);
    }
    catch (error) {
        if ((0,graph_errors/* isGraphError */.Z)(error))
            error.message = `${error.message} (as the run's definition says; position ${check.position} of run ${check.runId}); nothing was recorded`;
        throw error;
    }
}
/** The gate node's allowed actors in a declarative host's config; undefined when the node is no such gate. */
function definedAllowedActors(definition, nodeId) {
    const host = definition?.host;
    if (host?.kind !== 'builtin' || host.config?.nodes === undefined || !Object.hasOwn(host.config.nodes, nodeId))
        return undefined;
    const node = host.config.nodes[nodeId];
    if (node?.kind !== 'gate' || !Array.isArray(node.allowedActors))
        return undefined;
    return node.allowedActors.filter((actor) => typeof actor === 'string');
}

;// CONCATENATED MODULE: ./src/action/job/execute.ts
// Carrying out the plan: start a new run, or rebuild the workspace from the pause anchor and
// resume / continue / take over the stored one \u2014 with the watchdog in this process and the
// worker (dist/worker.js) as its child. Cancellation (SIGINT / SIGTERM / interrupt-after)
// interrupts the run cleanly: a resumable INTERRUPTED pause that the next job continues.












// For run-restored.ts, which reads the start source while it claims, through this chunk's dynamic import.

/** The step log's progress: the lines a person watching the CLI reads, and how the session ended. */
function progress(io) {
    const lines = new progress_lines/* ProgressLines */.x({ settlements: true });
    return (event) => {
        const line = lines.describe(event);
        if (line !== undefined)
            io.info(line);
    };
}
/** Node output, live: one block of prefixed lines per poll, written so no line can act as a command. */
function nodeOutput(write) {
    return (lines) => write(lines.map(follow/* displayLine */.pr));
}
async function executePlan(job, plan, options) {
    const { io, cancellation } = options;
    const notes = [];
    // Read into a local: narrowing the getter itself would wrongly hold across the awaits below.
    const early = cancellation.reason;
    if (early !== null) {
        notes.push(`The job was cancelled (${early}) before the run ${plan.kind === 'start' ? 'started' : 'resumed'}; nothing was run.`);
        return { attempted: false, notes };
    }
    // The worker loads many of the chunks this process compiled: written to the compile cache now
    // (dist/compile-cache.js, when it is on), it reads them instead of compiling them again.
    (0,external_node_module_.flushCompileCache)();
    const extras = runExtras(options);
    const { config } = job;
    let called;
    // Said before anything runs: an engine node's failure comes after every node before it.
    const warnings = [];
    const listed = config.environmentVariables;
    try {
        // The job's store: the restored one, or where a new run's goes.
        const storage = await (0,local_storage/* createLocalRunStorage */.W)({
            directory: (0,stored/* storageOptions */.E)(job).directory,
            namespace: config.namespace,
        });
        if (plan.kind === 'start') {
            if (plan.replace === true)
                notes.push(await removeNeverStarted(storage, config.runId));
            const source = await (options.startSource ?? (0,run_options/* loadStartSource */.uz)(config));
            const runOptions = (0,run_options/* startRunOptionsFrom */.M4)(config, job.secrets.stored, source, extras);
            const keys = source.kind === 'graph' ? (0,engine_keys/* unpassedEngineKeys */.Ev)(source.compiled, listed) : [];
            warnings.push(...warnOfRunEnvironment(io, keys, listed));
            options.beforeRunner?.();
            called = await callRunner(storage, config.runId, () => (0,start/* startSupervisedRun */.s)(runOptions));
        }
        else {
            const resume = await resumeOptionsFor(storage, job, plan, options, extras, notes);
            if (resume === undefined)
                return { attempted: false, notes };
            const keys = (0,engine_keys/* storedEngineKeys */.wl)(await storage.readDefinition(config.runId), listed);
            warnings.push(...warnOfRunEnvironment(io, keys, listed));
            options.beforeRunner?.();
            called = await callRunner(storage, config.runId, () => (0,lifecycle_resume/* resumeSupervisedRun */.z)(resume));
            const adopted = 'handle' in called ? adoptionNote(plan, job.actor) : undefined;
            if (adopted !== undefined)
                notes.push(adopted);
        }
    }
    catch (error) {
        return { attempted: false, error, notes, warnings };
    }
    if ('error' in called)
        return { attempted: called.recorded, error: called.error, notes, warnings };
    const { handle } = called;
    const stopListening = interruptOnCancel(handle, io, cancellation);
    try {
        return { attempted: true, result: await handle.done, notes, warnings };
    }
    catch (error) {
        // A new run whose host the worker refused is removed again: nothing to save, the claim goes back.
        return { attempted: !(0,unstart/* isUnstoredStart */.FX)(error), error, notes, warnings };
    }
    finally {
        stopListening();
    }
}
/** What the summary says of a reopened or taken-over run (the runner records who did it). */
function adoptionNote(plan, actor) {
    if (plan.kind === 'reopen')
        return `The failed run was reopened by ${actor} through ${plan.why}: its failed nodes run again at new positions.`;
    if (plan.kind === 'takeover')
        return `The run was taken over by ${actor} (the takeover input): its watchdog was gone, and the takeover is recorded.`;
    return undefined;
}
/**
 * Starts or resumes the run. When that throws, says whether the store recorded anything first: a
 * refusal before the first record (a host module that cannot be resolved or has changed, a process
 * lock held on this machine, ...) leaves the run where it was, so this job saves nothing and gives
 * its session claim back, and a corrected dispatch of another workflow run is not refused RUN_CLAIMED.
 */
async function callRunner(storage, runId, call) {
    // A stamp that cannot be read counts as recorded: the store is then saved, as before this check.
    const stamp = () => (0,recorded_stamp/* recordedStamp */.W)(storage, runId).catch(() => undefined);
    const before = await stamp();
    try {
        return { handle: await call() };
    }
    catch (error) {
        const after = before === undefined ? undefined : await stamp();
        return { error: (0,refusal_words/* withInputNames */.n)(error), recorded: after === undefined || after !== before };
    }
}
/** The run's extras: signals are left to the job's cancellation; progress and node output go to the log. */
function runExtras(options) {
    const { io } = options;
    return {
        handleSignals: false,
        workerEntry: options.workerEntry ?? (0,worker_path/* declarativeWorkerEntry */.$)(),
        onEvent: progress(io),
        ...(io.nodeOutput === undefined ? {} : { onOutput: nodeOutput(io.nodeOutput.bind(io)) }),
        ...(options.offMachine === undefined ? {} : { offMachine: options.offMachine }),
        ...(options.prelaunched === undefined ? {} : { prelaunched: options.prelaunched }),
    };
}
/**
 * The resume's options, on the workspace rebuilt from the pause snapshot (a resume or continue);
 * undefined, with a note, when the job was cancelled meanwhile: nothing is run then.
 */
async function resumeOptionsFor(storage, job, plan, options, extras, notes) {
    const { config } = job;
    const { cancellation } = options;
    const workspace = await (0,restore_workspace/* pausedRunWorkspace */.r)(storage, config.runId, config.runRoot);
    // The verified read of the store, which the rebuild and the resume continue instead of reading it again.
    let verified = options.verified;
    // Before the workspace is touched: the stored definition must be what the repository gives.
    const checkDefinition = (pausedAt) => checkRestoredDefinition(storage, job, plan, options, pausedAt);
    // A failed run saved no pause snapshot: a reopened one runs on this job's checkout.
    if (plan.kind !== 'takeover' && plan.kind !== 'reopen') {
        const rebuilt = await (0,restore_workspace/* restorePausedWorkspace */.k)(storage, config.runId, workspace, {
            ...(verified === undefined ? {} : { verified }),
            beforeRestore: checkDefinition,
        });
        verified = rebuilt.verified;
        if (rebuilt.outcome === 'restored') {
            notes.push(`The workspace was rebuilt from the pause snapshot: commit ${rebuilt.head ?? '(unborn)'} plus ${(0,format/* countOf */.pq)(rebuilt.files, 'saved file')}.`);
        }
    }
    else
        await checkDefinition(undefined);
    if (cancellation.reason !== null) {
        notes.push(`The job was cancelled (${cancellation.reason}) before the run resumed; nothing was run.`);
        return undefined;
    }
    const position = plan.kind === 'resume' || plan.kind === 'takeover' ? plan.position : undefined;
    return (0,run_options/* resumeRunOptions */.hz)(config, job.secrets.stored, {
        actor: job.actor,
        job: `workflow run ${job.githubRunId || '?'} attempt ${job.githubRunAttempt || '?'}`,
    }, {
        ...(position === undefined ? {} : { position }),
        takeover: plan.kind === 'takeover',
        ...(plan.kind === 'reopen' ? { retryFailed: plan.why } : {}),
    }, { ...extras, workspace, ...(verified === undefined ? {} : { verified }) });
}
/**
 * Before the workspace is rebuilt or anything recorded: the stored definition must be what the
 * repository gives (STORE_UNTRUSTED), and a gate's answerer one its definition allows (RESUME_ACTOR).
 */
async function checkRestoredDefinition(storage, job, plan, options, pausedAt) {
    const { config } = job;
    const definition = (await storage.readDefinition(config.runId)) ?? null;
    // A takeover or reopen has no pause snapshot, and a later pause's may be at a later commit: the
    // commits the run's log records it ran at (its start's first) vouch too; read only when needed.
    const recordedHeads = () => (0,recorded_heads/* readRecordedRunHeads */.x)(storage, config.runId);
    await checkDefinitionOrigin({ config, stored: definition, pausedAt, recordedHeads });
    const position = plan.kind === 'resume' || plan.kind === 'takeover' ? plan.position : undefined;
    if (position !== undefined && config.answer !== undefined)
        checkDefinedGateActor({
            definition,
            pauses: options.pauses ?? [],
            position,
            actor: job.actor,
            runId: config.runId,
        });
}
/** On cancellation the run is interrupted, so its store can be saved; returns the unsubscribe. */
function interruptOnCancel(handle, io, cancellation) {
    return cancellation.onCancel((reason) => {
        io.warning(`${reason}: interrupting the run so its store can be saved; a later job continues it (mode auto)`);
        void handle.interrupt(reason).catch(() => undefined);
    });
}
/** A store of the run with its definition and not one record: removed so the run starts afresh (never while locked here). */
async function removeNeverStarted(storage, runId) {
    const holder = await storage.readProcessLock(runId);
    if (holder !== undefined)
        throw new Error(`run ${runId} is being started by another watchdog on this machine (its process lock is held)`);
    await (0,promises_.rm)(storage.runDirectory(runId), { recursive: true, force: true });
    return `Run ${runId} was stored but had never started (its definition and no record: the job that wrote it was stopped right then); it was started afresh.`;
}


/***/ }),

/***/ 24740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M4: () => (/* binding */ startRunOptionsFrom),
/* harmony export */   S6: () => (/* binding */ workerVariables),
/* harmony export */   hz: () => (/* binding */ resumeRunOptions),
/* harmony export */   uz: () => (/* binding */ loadStartSource)
/* harmony export */ });
/* unused harmony export startRunOptions */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _declarative_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68870);
/* harmony import */ var _declarative_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14228);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96005);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42689);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78055);
// ActionConfig -> the runner's one schema of run options (supervisedRunOptionsSchema /
// resumeSupervisedRunOptionsSchema). Nothing here re-validates what the runner validates: the
// runner parses these and refuses with INVALID_OPTIONS naming the field.





/** The answer input's values. One that is no JSON object was refused when the job was planned (modes.ts). */
function answerValues(answer) {
    if (answer.ok)
        return answer.value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('INVALID_INPUT', `input "answer": expected ${answer.accepts}`, { input: 'answer' });
}
function storage(config, knownSecrets) {
    return { directory: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(config.storagePath), namespace: config.namespace, knownSecrets: [...knownSecrets] };
}
/** The definition file of a host-module run (INVALID_INPUT naming the input when unreadable or malformed). */
async function readDefinition(runRoot, file) {
    const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(runRoot, file);
    const refuse = (problem, expected) => new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('INVALID_INPUT', `input "definition": ${file} ${problem}${expected === undefined ? '' : `; it must hold ${expected}`}`, { input: 'definition', path: full });
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(full, 'utf8');
    }
    catch (error) {
        throw refuse(`cannot be read (${error.message})`, _runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .definitionFileAccepts */ .D4);
    }
    const result = (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readDefinitionFile */ .Qm)(text);
    if (!result.ok)
        throw refuse(result.problem, result.expected);
    return result.value;
}
/** Reads the start source (DeclarativeError / INVALID_INPUT on a missing or bad one). */
async function loadStartSource(config) {
    const source = config.source;
    if (source === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('INVALID_INPUT', `input "graph": run ${config.runId} is not stored yet, and starting it needs graph (or host-module with definition)`, { input: 'graph' });
    }
    if (source.kind === 'graph') {
        const compiled = await (0,_declarative_index_js__WEBPACK_IMPORTED_MODULE_4__/* .loadGraphFile */ .r)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(config.runRoot, source.file), {
            runRoot: config.runRoot,
            inputs: config.runInputs,
        });
        return { kind: 'graph', compiled };
    }
    // The definition first: of two bad inputs, the error names the same one every time.
    const file = await readDefinition(config.runRoot, source.definitionFile);
    await checkModule(config.runRoot, source.module);
    return { kind: 'definition', file, module: source.module };
}
/** The host module resolved as the start will resolve it: INVALID_INPUT naming the input when it cannot be. */
async function checkModule(runRoot, module) {
    try {
        await (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_5__/* .checkHostModule */ .d0)(runRoot, module);
    }
    catch (error) {
        const problem = (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_5__/* .hostModuleProblemOf */ .Dw)(error);
        if (problem === undefined)
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('INVALID_INPUT', `input "host-module": ${(0,_runner_index_js__WEBPACK_IMPORTED_MODULE_5__/* .describeHostModuleProblem */ .PD)(problem, 'working-directory')}`, {
            input: 'host-module',
        });
    }
}
/** Start options for a new run from its source (loadStartSource). */
function startRunOptionsFrom(config, knownSecrets, source, extras) {
    const common = {
        storage: storage(config, knownSecrets),
        runRoot: config.runRoot,
        limits: config.limits,
        restart: config.restart,
        teardownGraceMs: config.teardownGraceMs,
        heartbeatMs: config.heartbeatMs,
        recordChanges: config.recordChanges,
        ...(config.logLimitBytes === undefined ? {} : { attemptLogBytes: config.logLimitBytes }),
        environmentVariables: workerVariables(config),
        ...extras,
    };
    if (source.kind === 'graph')
        return (0,_declarative_index_js__WEBPACK_IMPORTED_MODULE_6__/* .declarativeRunOptions */ .WD)(source.compiled, { runId: config.runId, ...common });
    const { file } = source;
    return {
        ...common,
        definition: {
            runId: config.runId,
            graphDefinition: file.graphDefinition,
            ...(file.plan === undefined ? {} : { plan: file.plan }),
            resolvedInputs: config.runInputs,
        },
        host: { kind: 'module', module: source.module },
    };
}
/** Start options for a new run (reads the graph file or definition file: DeclarativeError / INVALID_INPUT on a bad one). */
async function startRunOptions(config, knownSecrets, extras) {
    return startRunOptionsFrom(config, knownSecrets, await loadStartSource(config), extras);
}
/**
 * The listed variables plus RUNNER_TRACKING_ID: the GitHub runner's end-of-job cleanup stops every
 * process carrying it, so the worker and its node commands get it (a lost watchdog leaves nothing).
 */
function workerVariables(config) {
    return config.environmentVariables.includes(trackingVariable)
        ? config.environmentVariables
        : [...config.environmentVariables, trackingVariable];
}
const trackingVariable = 'RUNNER_TRACKING_ID';
/** Resume options: the position and decision (when given) or a continuation; takeover when asked for. */
function resumeRunOptions(config, knownSecrets, identity, plan, extras) {
    const options = {
        storage: storage(config, knownSecrets),
        runId: config.runId,
        runRoot: config.runRoot,
        restart: config.restart,
        teardownGraceMs: config.teardownGraceMs,
        environmentVariables: workerVariables(config),
        ...extras,
    };
    if (config.raiseBudget !== undefined && plan.position === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('INVALID_INPUT', 'input "raise-budget-usd"/"raise-budget-tokens": raises a budget pause; set position to the pause it answers', { input: config.raiseBudget.usd === undefined ? 'raise-budget-tokens' : 'raise-budget-usd' });
    }
    if (plan.position !== undefined) {
        options.position = plan.position;
        if (config.decision !== undefined)
            options.decision = { ...config.decision, decidedBy: identity.actor };
        if (config.raiseBudget !== undefined)
            options.raiseBudget = { ...config.raiseBudget, raisedBy: identity.actor };
        if (config.answer !== undefined)
            options.answer = { values: answerValues(config.answer), answeredBy: identity.actor };
    }
    if (plan.retryFailed !== undefined)
        options.retryFailed = { by: identity.actor, reason: `${plan.retryFailed} on ${identity.job}` };
    if (plan.takeover === true)
        options.takeover = { reason: `takeover input set on ${identity.job}`, by: identity.actor };
    return options;
}


/***/ }),

/***/ 53331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ restorePausedWorkspace),
/* harmony export */   r: () => (/* binding */ pausedRunWorkspace)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(56399);
/* harmony import */ var _workspace_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40796);
/* harmony import */ var _workspace_index_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(75546);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(85507);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(97018);
/* harmony import */ var _host_resolve_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42689);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(24077);
/* harmony import */ var _status_fold_runner_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(59725);
/* harmony import */ var _status_verified_read_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(86554);
/* harmony import */ var _watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15737);
// Rebuilding a paused run's workspace on a fresh checkout (a CI resume on a new machine): find the
// anchor the settled pause (or interruption) saved, and restore its commit and file content
// before resumeSupervisedRun verifies the workspace against that same anchor. Both adapters need
// it (the Action before every resume, the CLI on request).











const storedCaptureSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ anchor: (0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceAnchorSchema */ .O4)(), content: (0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceContentSchema */ .ms)() }));
/**
 * The provider the runner would use for a run rooted at `runRoot` with this store: git at the
 * real runRoot, leaving out the store and scratch directories when they lie inside it.
 */
async function pausedRunWorkspace(storage, runId, runRoot, scratchDirectory) {
    const realRoot = await (0,_host_resolve_js__WEBPACK_IMPORTED_MODULE_4__/* .realRunRoot */ .og)(runRoot);
    const scratch = scratchDirectory === undefined ? (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultScratch */ .WA)(storage, runId) : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(scratchDirectory);
    return (0,_watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_6__/* .defaultWorkspace */ .Dy)(realRoot, await (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .ownPaths */ .Vw)(realRoot, storage, scratch));
}
async function loadCapture(storage, runId, reference) {
    const ref = (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_7__/* .artifactRefSchema */ .TK)().safeParse(reference);
    if (!ref.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .SupervisedRunError */ .aL('WORKSPACE_ANCHOR_INVALID', 'the settled record names a malformed workspace snapshot reference');
    let value;
    try {
        value = JSON.parse((await storage.artifacts(runId).get(ref.data)).toString('utf8'));
    }
    catch (error) {
        const missing = typeof error === 'object' && error !== null && error.code === 'ARTIFACT_NOT_FOUND';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .SupervisedRunError */ .aL(missing ? 'WORKSPACE_ANCHOR_MISSING' : 'WORKSPACE_ANCHOR_INVALID', `the saved workspace snapshot ${ref.data.digest} cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeError */ .Uc)(error)}`, {
            cause: error,
        });
    }
    const parsed = storedCaptureSchema().safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .SupervisedRunError */ .aL('WORKSPACE_ANCHOR_INVALID', `the saved workspace snapshot is invalid: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    return parsed.data;
}
/**
 * An earlier verified read of this process, continued (it stays the read to hand on: a later
 * continuation reads from its cursors again), else both logs folded from the start.
 */
async function continuedOrWhole(storage, runId, earlier) {
    const folded = await earlier?.continueIn(storage, runId);
    return earlier !== undefined && folded !== undefined
        ? { folded, verified: earlier }
        : _status_verified_read_js__WEBPACK_IMPORTED_MODULE_10__/* .VerifiedStoredRun */ .hT.read(storage, runId);
}
/**
 * Restores the workspace from the anchor of the run's settled pause or interruption.
 * `options.verified`: an earlier verified read of this run made in this process (the Action's check
 * of the restored store), continued instead of reading both logs whole again.
 * WORKSPACE_DRIFT (details.needsCommit when a commit is missing) when it cannot be done:
 * the checkout has its own changes, lacks the anchor's commit, or still differs afterwards.
 */
async function restorePausedWorkspace(storage, runId, provider, options = {}) {
    const { folded, verified } = await continuedOrWhole(storage, runId, (0,_status_verified_read_js__WEBPACK_IMPORTED_MODULE_10__/* .verifiedReadOption */ .aI)(options.verified, 'options.verified'));
    const reference = (0,_status_fold_runner_js__WEBPACK_IMPORTED_MODULE_11__/* .settledField */ .C9)(folded.runner.settled, 'anchor');
    if (reference === undefined || reference === null) {
        await options.beforeRestore?.(undefined);
        return { outcome: 'no-anchor', head: null, files: 0, verified };
    }
    const { anchor, content } = await loadCapture(storage, runId, reference);
    await options.beforeRestore?.(anchor.head);
    const summary = { head: anchor.head, files: anchor.files.length, verified };
    try {
        if ((await provider.verify(anchor)).equal)
            return { outcome: 'unchanged', ...summary };
        await provider.restore(anchor, content);
    }
    catch (error) {
        if ((0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_12__/* .isWorkspaceError */ .kX)(error)) {
            const needsCommit = error.needsCommit;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .SupervisedRunError */ .aL(error.code === 'WORKSPACE_ANCHOR_INVALID' ? 'WORKSPACE_ANCHOR_INVALID' : 'WORKSPACE_DRIFT', `the workspace cannot be rebuilt from the pause snapshot: ${error.message}`, {
                cause: error,
                details: { ...(needsCommit === undefined ? {} : { needsCommit }), head: anchor.head },
            });
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .SupervisedRunError */ .aL('WORKSPACE_CAPTURE', `the workspace cannot be rebuilt from the pause snapshot: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeError */ .Uc)(error)}`, { cause: error, details: { head: anchor.head } });
    }
    return { outcome: 'restored', ...summary };
}


/***/ }),

/***/ 7395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readRecordedRunHeads)
/* harmony export */ });
/* unused harmony export maxRecordedHeads */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74949);
// The commits a stored run recorded it ran at: the start's HEAD (runner:session-started), and the
// HEAD of each restart or pause snapshot (runner:restart-anchor, runner:pause-anchor). The Action
// checks a takeover's or reopen's stored definition against the graph file at these commits (a run
// with no pause snapshot has no other), so a genuine run whose file changed later still resumes.


/** At most this many commits are returned: each costs the caller git reads, and a store may be planted. */
const maxRecordedHeads = 8;
const headOf = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional() });
/**
 * The distinct commits the run's runner log records, newest first (unborn HEADs left out); the
 * start's commit is always kept, since the definition was compiled there. Reads (and so verifies)
 * the runner log from the start.
 */
async function readRecordedRunHeads(storage, runId) {
    const { events } = await storage.readEvents(runId, 'runner');
    const heads = [];
    let startHead;
    for (const event of events) {
        if (event.type !== _records_records_js__WEBPACK_IMPORTED_MODULE_1__/* .runnerEventTypes */ .AK.sessionStarted && event.type !== _records_records_js__WEBPACK_IMPORTED_MODULE_1__/* .runnerEventTypes */ .AK.restartAnchor && event.type !== _records_records_js__WEBPACK_IMPORTED_MODULE_1__/* .runnerEventTypes */ .AK.pauseAnchor)
            continue;
        const parsed = headOf.safeParse(event.data);
        const head = parsed.success ? parsed.data.head : undefined;
        if (typeof head !== 'string')
            continue;
        if (event.type === _records_records_js__WEBPACK_IMPORTED_MODULE_1__/* .runnerEventTypes */ .AK.sessionStarted)
            startHead ??= head;
        heads.push(head);
    }
    const newestFirst = [...new Set(heads.reverse())];
    const kept = newestFirst.slice(0, maxRecordedHeads);
    if (startHead !== undefined && !kept.includes(startHead))
        kept[kept.length - 1] = startHead;
    return kept;
}


/***/ }),

/***/ 29271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ recordedStamp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _definition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7988);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97018);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5891);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4353);
// A stamp of what a run has recorded: its definition and both event logs, each file's inode, size,
// and modification and change times (nanoseconds), as git's index tells a changed file. Two
// equal stamps taken around a call mean it recorded nothing. Sizes alone would not do: a writer
// that died leaves preallocated padding, which the next writer can fill with records exactly.





/** The stamp of the run's recorded files (a file, or a run, not stored stamps as absent). */
async function recordedStamp(storage, runId) {
    const directory = storage.runDirectory(runId);
    const stampOf = async (name) => {
        const file = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .joinInside */ .lG)(directory, [name]);
        try {
            const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(file, { bigint: true });
            return `${name} ${stats.ino} ${stats.size} ${stats.mtimeNs} ${stats.ctimeNs}`;
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) === 'ENOENT')
                return `${name} absent`;
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('reading the state of', file, error, { runId });
        }
    };
    const files = [_definition_js__WEBPACK_IMPORTED_MODULE_3__/* .definitionFileName */ .bn, (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .eventLogFileName */ .ge)('graph'), (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .eventLogFileName */ .ge)('runner')];
    return (await Promise.all(files.map(stampOf))).join('\n');
}


/***/ })

};

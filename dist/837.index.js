export const id = 837;
export const ids = [837];
export const modules = {

/***/ 23152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ inLogGroup)
/* harmony export */ });
// What the job does to the outside world besides the store: the runner's workflow commands and
// files (outputs, state, masks, annotations, the job summary). main.ts binds it to @actions/core;
// tests record it.
/**
 * `work` with what it logs (the cache and artifact clients' own lines) in a collapsed group headed
 * `title`, so the job log reads as the Action's own lines; an IO without groups logs `title` as a line.
 */
async function inLogGroup(io, title, work) {
    if (io.group === undefined || io.endGroup === undefined) {
        io.info(title);
        return work();
    }
    io.group(title);
    try {
        return await work();
    }
    finally {
        io.endGroup();
    }
}


/***/ }),

/***/ 828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ persistStore)
});

// UNUSED EXPORTS: forkMessage

// EXTERNAL MODULE: ./src/action/io.ts
var action_io = __webpack_require__(23152);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/action/persistence/artifact-client.ts
var artifact_client = __webpack_require__(95744);
// EXTERNAL MODULE: ./src/action/persistence/cache-client.ts
var cache_client = __webpack_require__(55950);
// EXTERNAL MODULE: ./src/action/persistence/chains.ts
var chains = __webpack_require__(93638);
// EXTERNAL MODULE: ./src/action/persistence/keys.ts
var keys = __webpack_require__(28532);
// EXTERNAL MODULE: ./src/action/persistence/layout.ts
var layout = __webpack_require__(6);
// EXTERNAL MODULE: ./src/action/persistence/tree.ts
var tree = __webpack_require__(10668);
;// CONCATENATED MODULE: ./src/action/persistence/save.ts
// saveStore: persist a run's directory after the job (or from the post step) \u2014 to the cache
// under a new immutable key, and as an artifact of this job attempt.
// Nothing here throws for a save that did not happen: the client returns -1 instead of
// throwing, ACTIONS_CACHE_MODE may forbid writes, the service may deny them; every such case
// comes back as a warning for the summary. A key that a save cut short left reserved looks free
// (lookups do not list it) but is refused: the store then goes under the next follow-up key, unless
// the job's session claim already showed that the cache refuses its writes (then it says so once).
// Only a missing run directory or bad input throws.







/** Later saves in one job attempt (another step, the post step) get `.2`, `.3`, ...: keys are immutable. */
const maxSavesPerAttempt = 20;
async function saveStore(options) {
    const location = (0,layout/* locateStore */.kf)(options);
    const parts = {
        prefix: options.prefix,
        namespace: options.namespace,
        runId: options.runId,
        githubRunId: options.githubRunId ?? process.env.GITHUB_RUN_ID ?? '',
        githubRunAttempt: options.githubRunAttempt ?? process.env.GITHUB_RUN_ATTEMPT ?? '',
    };
    const key = (0,keys/* cacheKeyFor */.x7)(parts);
    const artifactName = (0,keys/* artifactNameFor */.FP)(parts);
    if (!(await (0,tree/* pathExists */.s0)(location.runDirectory))) {
        throw new errors/* ActionError */.lZ('STORE_NOT_FOUND', `there is no store of run ${options.runId} to save at ${location.runDirectory}`, { path: location.runDirectory });
    }
    const result = { warnings: [] };
    if (options.restoredChains !== undefined) {
        const shortened = await (0,chains/* chainsShortened */.pY)(options, options.restoredChains);
        if (shortened !== undefined) {
            const kept = options.restoredKey === undefined ? 'the entry it came from' : `cache entry ${options.restoredKey}`;
            result.shortened = shortened;
            result.warnings.push(`the store of run ${options.runId} was NOT saved (neither to the cache nor as an artifact): ${shortened}; ${kept} stays the newest`);
            return result;
        }
    }
    let files;
    try {
        // .local (locks, leases) lies outside the run directory, so it is never part of what is saved.
        files = (await (0,tree/* inspectRunTree */.gB)(location.runDirectory)).files;
    }
    catch (error) {
        const problem = error instanceof tree/* TreeProblem */.w9 ? error.message : error.message;
        result.warnings.push(`the store of run ${options.runId} was NOT saved: ${problem}`);
        return result;
    }
    const refused = options.cache === false
        ? undefined
        : await saveToCache(location, (0,keys/* cacheRestorePrefix */.v3)(parts), key, options.restoredKey, result, options.cacheWritesRefused);
    if (options.artifact !== false)
        await saveAsArtifact(location, artifactName, files, options.retentionDays, result);
    if (refused !== undefined)
        result.warnings.push(refusedAsWritesAre(refused, result.artifactName));
    return result;
}
/** Said once: the store went only to the artifact (or nowhere), as the cache refuses this job's writes. */
function refusedAsWritesAre(refused, artifactName) {
    const cause = `the cache client returned -1 for ${refused.key}, as ${refused.why}: the cache refuses this job's writes (see the client's message above), so no follow-up key was tried`;
    return artifactName === undefined
        ? `the store was NOT saved to the cache: ${cause}`
        : `the store was saved only as artifact ${artifactName}, not to the cache: ${cause}`;
}
async function saveToCache(location, restorePrefix, key, restoredKey, result, writesRefused) {
    const access = await (0,cache_client/* cacheAccess */.nU)();
    if (!access.available) {
        result.warnings.push(`the Actions cache service is not configured (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL unset): the store was not saved to the cache (key ${key})`);
        return undefined;
    }
    if (!access.canWrite) {
        result.warnings.push(`${(0,cache_client/* describeMode */.vQ)(access)} does not permit cache writes: the store was not saved to the cache (key ${key})`);
        return undefined;
    }
    let save = 1;
    if (access.canRead) {
        const newest = await (0,cache_client/* lookupCacheKey */.O3)(location.cachePath, restorePrefix, [restorePrefix]);
        const ours = (candidate) => candidate === key || candidate.startsWith(`${key}.`);
        if (newest !== undefined && newest !== restoredKey && !ours(newest))
            result.fork = { restoredKey, newestKey: newest };
        // The newest entry of the run is the last one saved: none, or the one this job restored (not one
        // of this attempt's keys), means nothing was saved since, so this attempt's first key is free
        // without asking again. Otherwise the keys are looked up one by one.
        const nothingSince = newest === undefined || (newest === restoredKey && !ours(newest));
        const free = nothingSince ? 1 : await firstFreeSave(location, key, 1);
        if (free === undefined) {
            result.warnings.push(`the store was not saved to the cache: ${key} and ${maxSavesPerAttempt - 1} follow-up keys are all taken in this job attempt`);
            return undefined;
        }
        save = free;
    }
    else {
        result.warnings.push(`${(0,cache_client/* describeMode */.vQ)(access)} does not permit cache reads: fork detection was skipped`);
    }
    const first = await saveUnder(location, keyOfSave(key, save), result);
    if (first !== 'refused')
        return undefined;
    // Refused where this job's claim was refused too: a follow-up key would be refused the same way.
    if (writesRefused !== undefined)
        return { key: keyOfSave(key, save), why: writesRefused };
    await saveAfterRefusal(location, key, save, access.canRead, result);
    return undefined;
}
/**
 * After save number `save` came back -1. A lookup does not list a key whose save was cut short
 * between reservation and finalize (a job killed mid-upload), yet the service keeps it reserved and
 * refuses it: it looked free, and was not. Still unlisted, it is most likely such a key, and the next
 * free follow-up key takes the store. A key listed now was finalized by another save: no second try.
 * Without reads nothing tells them apart, so nothing is tried.
 */
async function saveAfterRefusal(location, key, save, canRead, result) {
    const target = keyOfSave(key, save);
    const listed = canRead && (await (0,cache_client/* lookupCacheKey */.O3)(location.cachePath, target, [])) === target;
    const next = canRead && !listed ? await firstFreeSave(location, key, save + 1) : undefined;
    if (next === undefined) {
        result.warnings.push(refusedWarning(target, !canRead ? 'unknown' : listed ? 'listed' : 'no-follow-up'));
        return;
    }
    const second = keyOfSave(key, next);
    const reserved = `the cache did not take ${target} and does not list it: a save cut short (a job killed mid-upload) probably left it reserved`;
    const retried = await saveUnder(location, second, result, reserved);
    if (retried === 'saved')
        result.warnings.push(`${reserved}; the store was saved under ${second} instead`);
    // Refused twice: a denied write looks the same, so the warning does not guess.
    if (retried === 'refused')
        result.warnings.push(`the store was NOT saved to the cache under ${target} nor under ${second}: the cache client returned -1 for both (the write was denied, or a save cut short left ${target} reserved and ${second} was refused too; see its messages above)`);
}
/** `saved` sets result.cacheKey; `failed` (the client threw) adds a warning; `refused`: the client returned -1. */
async function saveUnder(location, target, result, context) {
    let cacheId;
    try {
        cacheId = await (0,cache_client/* saveCacheEntry */.gm)(location.cachePath, target);
    }
    catch (error) {
        const failed = `saving the store to the cache under ${target} failed: ${error.message}`;
        result.warnings.push(context === undefined ? failed : `${context}; ${failed}`);
        return 'failed';
    }
    if (cacheId === -1)
        return 'refused';
    // An entry ID means the service finalized the upload (the client returns -1 for every failure),
    // as the claim relies on too: a lookup of the key here would cost a client call and prove nothing more.
    result.cacheKey = target;
    return 'saved';
}
function refusedWarning(target, why) {
    const base = `the store was NOT saved to the cache under ${target}: the cache client returned -1`;
    if (why === 'listed')
        return `${base}, and the cache lists ${target} now: another save finalized it meanwhile`;
    if (why === 'no-follow-up')
        return `${base}; the cache does not list ${target} (a save cut short probably left it reserved), and no follow-up key up to ${keyOfSave('', maxSavesPerAttempt)} is free`;
    return `${base} (the write was denied, the key was reserved by another job, or the upload failed; see its message above)`;
}
/** Save 1 is `key`, later saves of the attempt `key.2`, `key.3`, ... */
function keyOfSave(key, save) {
    return save === 1 ? key : `${key}.${save}`;
}
/** The number of the first save from `from` on whose key is free, or undefined past maxSavesPerAttempt. */
async function firstFreeSave(location, key, from) {
    for (let save = from; save <= maxSavesPerAttempt; save += 1) {
        const candidate = keyOfSave(key, save);
        // Lookups match by prefix too: only an exact answer means the key is taken.
        if ((await (0,cache_client/* lookupCacheKey */.O3)(location.cachePath, candidate, [])) !== candidate)
            return save;
    }
    return undefined;
}
async function saveAsArtifact(location, name, files, retentionDays, result) {
    if (files.length === 0) {
        result.warnings.push(`the run directory ${location.runDirectory} holds no files: no artifact was uploaded`);
        return;
    }
    try {
        const upload = {
            name,
            files,
            rootDirectory: location.runDirectory,
            ...(retentionDays === undefined ? {} : { retentionDays }),
        };
        const { id } = await (0,artifact_client/* uploadStoreArtifact */.VZ)(upload);
        result.artifactName = name;
        if (id !== undefined)
            result.artifactId = id;
    }
    catch (error) {
        result.warnings.push(`uploading the store as artifact ${name} failed: ${error.message}`);
    }
}

// EXTERNAL MODULE: ./src/action/job/state-names.ts
var state_names = __webpack_require__(32030);
;// CONCATENATED MODULE: ./src/action/job/persist.ts
// Saving the store after the job (main) or when main could not (post): a new immutable cache
// key per job attempt and an artifact, as `persist` says. A save that did not happen is a
// warning; a fork (another job saved this run since this job restored it) is an error
// annotation. The state records the save so the post step does not save twice.



function forkMessage(runId, fork) {
    return `Two jobs drove run ${runId}: this job started from ${fork.restoredKey ?? 'no cache entry'}, but ${fork.newestKey} was saved by another job since. Their records now diverge; the newest save wins the next restore. Use a concurrency group keyed by run ID.`;
}
async function persistStore(job, restoredKey, io, restoredChains, cacheWritesRefused) {
    const { config } = job;
    if (!config.persist.cache && !config.persist.artifact) {
        io.saveState(state_names/* stateNames */.U.saved, 'none');
        return { result: null, warnings: [], fork: undefined };
    }
    // After the run: no node prints beside the save, so the clients' lines can be grouped.
    const result = await (0,action_io/* inLogGroup */.P)(io, `saving the store of run ${config.runId}`, () => saveStore({
        ...job.store,
        prefix: config.cachePrefix,
        githubRunId: job.githubRunId,
        githubRunAttempt: job.githubRunAttempt,
        ...(restoredKey === undefined ? {} : { restoredKey }),
        ...(restoredChains === undefined ? {} : { restoredChains }),
        ...(cacheWritesRefused === undefined ? {} : { cacheWritesRefused }),
        cache: config.persist.cache,
        artifact: config.persist.artifact,
    }));
    io.saveState(state_names/* stateNames */.U.saved, result.cacheKey ?? result.artifactName ?? 'attempted');
    for (const warning of result.warnings)
        io.warning(warning);
    const fork = result.fork === undefined ? undefined : forkMessage(config.runId, result.fork);
    if (fork !== undefined)
        io.error(fork);
    if (result.cacheKey !== undefined)
        io.info(`saved the store to the cache under ${result.cacheKey}`);
    if (result.artifactName !== undefined)
        io.info(`uploaded the store as artifact ${result.artifactName}`);
    return { result, warnings: result.warnings, fork };
}


/***/ }),

/***/ 28190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   saveFromPost: () => (/* binding */ saveFromPost)
/* harmony export */ });
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76220);
/* harmony import */ var _persistence_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93638);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38770);
/* harmony import */ var _persist_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(828);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5713);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(93120);
/* harmony import */ var _rerun_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55080);
/* harmony import */ var _state_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32030);
/* harmony import */ var _stored_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26059);
// The post step's save, when main may have changed the store and recorded no save (post-job.ts
// decides that from the state alone): save it now \u2014 new immutable key, artifact, fork detection \u2014
// and, if main wrote no summary, summarise the stored run.









async function saveFromPost(deps) {
    const { io } = deps;
    const job = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareJob */ .LS)(deps.env, deps.cwd, io);
    const { cache, artifact } = job.config.persist;
    const persisting = cache || artifact;
    io.warning(persisting
        ? `the main step did not save the store of run ${job.config.runId} (it was stopped before it could): saving it now`
        : `the main step was stopped before it finished run ${job.config.runId}; persist is none, so its store stays on this runner only`);
    const restoredKey = io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_1__/* .stateNames */ .U.restoredKey);
    const chains = (0,_persistence_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseChainMarks */ .t0)(io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_1__/* .stateNames */ .U.restoredChains));
    // This save may be the only one of what main did: a cancel does not cut it short (the runner's kill 10 s on still would).
    const stopListening = persisting
        ? deps.signals?.listen((reason) => io.info(`${reason}: the post step goes on saving the store of run ${job.config.runId} (it would be lost otherwise)`))
        : undefined;
    let persisted;
    try {
        const writesRefused = io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_1__/* .stateNames */ .U.cacheWritesRefused);
        persisted = await (0,_persist_js__WEBPACK_IMPORTED_MODULE_3__/* .persistStore */ .G)(job, restoredKey === '' ? undefined : restoredKey, io, chains, writesRefused === '' ? undefined : writesRefused);
    }
    finally {
        stopListening?.();
    }
    if (io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_1__/* .stateNames */ .U.summary) !== '')
        return { saved: true };
    const warnings = [...persisted.warnings, ...(persisted.fork === undefined ? [] : [persisted.fork])];
    const context = (0,_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .jobSummaryContext */ .L)(deps.env, job.config, warnings, {
        rerunReopens: (0,_rerun_js__WEBPACK_IMPORTED_MODULE_5__/* .rerunWouldReopen */ .PO)(job, persisted.result?.cacheKey),
    });
    const note = persisting
        ? 'The main step was stopped before it wrote this summary; the post step saved the store and wrote it.'
        : 'The main step was stopped before it wrote this summary; the post step wrote it. The store was not saved: persist is none.';
    let summary;
    try {
        const report = await (0,_report_index_js__WEBPACK_IMPORTED_MODULE_6__/* .loadRunReport */ .U)((0,_stored_js__WEBPACK_IMPORTED_MODULE_7__/* .storageOptions */ .E)(job), job.config.runId);
        const saved = persisted.result ?? {};
        const withEvidence = {
            ...report,
            evidence: { ...report.evidence, ...saved },
            warnings: [...report.warnings, ...warnings],
        };
        summary = (0,_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .renderJobSummary */ .q)({ runId: job.config.runId, report: withEvidence, context, problems: [], notes: [note] });
    }
    catch (error) {
        summary = (0,_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .renderJobSummary */ .q)({
            runId: job.config.runId,
            report: null,
            context,
            problems: [(0,_problems_js__WEBPACK_IMPORTED_MODULE_8__/* .problemOf */ .Z)(error)],
            notes: [note, ...warnings],
        });
    }
    await io.writeSummary(summary);
    return { saved: true, summary };
}


/***/ }),

/***/ 93120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ problemOf),
/* harmony export */   k: () => (/* binding */ failureText)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97018);
// A thrown error as a line of the summary and the step's failure message: its code and text.

function problemOf(error) {
    const code = typeof error === 'object' && error !== null && typeof error.code === 'string'
        ? error.code
        : 'ERROR';
    const message = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(error);
    return { code, message };
}
function failureText(problem) {
    return `${problem.code}: ${problem.message}`;
}


/***/ }),

/***/ 55080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IR: () => (/* binding */ retryHint),
/* harmony export */   PO: () => (/* binding */ rerunWouldReopen),
/* harmony export */   uU: () => (/* binding */ rerunOf)
/* harmony export */ });
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70301);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74506);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33215);
// "Re-run jobs" on GitHub keeps GITHUB_RUN_ID and raises GITHUB_RUN_ATTEMPT. When the store this
// job restored was saved by an earlier attempt of this same workflow run, this job is a re-run of
// the job that recorded the result: a failed run is then reopened (mode auto), as a person asked.


/** `attempt 2 of workflow run 123, whose attempt 1 saved the store`, or undefined when this is no re-run. */
function rerunOf(restoredKey, restorePrefix, githubRunId, githubRunAttempt) {
    if (restoredKey === undefined || !restoredKey.toLowerCase().startsWith(restorePrefix.toLowerCase()))
        return undefined;
    const match = /^([0-9]+)-([0-9]+)$/.exec(restoredKey.slice(restorePrefix.length));
    if (match === null || match[1] !== githubRunId)
        return undefined;
    const savedBy = Number(match[2]);
    const current = Number(githubRunAttempt);
    if (!Number.isSafeInteger(current) || current <= savedBy)
        return undefined;
    return `attempt ${current} of workflow run ${githubRunId}, whose attempt ${savedBy} saved the store`;
}
/**
 * Whether "Re-run jobs" of this job would reopen a failed run (modes.ts): mode auto, no position
 * input (a re-run keeps the inputs, and a position is refused RUN_NOT_PAUSED), and this job saved
 * the run to the cache under the key its re-run takes for a store of an earlier attempt (rerunOf).
 */
function rerunWouldReopen(job, savedKey) {
    const { mode, position } = job.config;
    if (mode !== 'auto' || position !== undefined || savedKey === undefined)
        return false;
    const next = Number(job.githubRunAttempt) + 1;
    return rerunOf(savedKey, job.restorePrefix, job.githubRunId, String(next)) !== undefined;
}
/** How a person retries a run that failed because nodes failed, for the log; undefined for any other run. */
function retryHint(report, context) {
    if (report === null || !(0,_runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetryableFailure */ .hy)(report.status))
        return undefined;
    const parsed = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSummaryContext */ .lN)(context);
    // Another job drives the run now (it is reopening it): a retry here would race it.
    if (parsed.drivenElsewhere === true)
        return undefined;
    const { runId } = report.status;
    const dispatch = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .retryFailedCommand */ .P$)(parsed, runId);
    const rerun = parsed.rerunReopens === true ? 'use "Re-run jobs" on this workflow run, or ' : '';
    return `Run ${runId} failed because nodes failed. To run its failed nodes again (completed nodes never run again; finally nodes run again after them): ${rerun}dispatch with retry-failed: ${dispatch}`;
}


/***/ }),

/***/ 93638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pY: () => (/* binding */ chainsShortened),
/* harmony export */   po: () => (/* binding */ chainMarksState),
/* harmony export */   t0: () => (/* binding */ parseChainMarks)
/* harmony export */ });
/* unused harmony export chainMarksSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99992);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18635);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97018);
// The length and head of both event logs of a stored run, taken when the job restored it, and
// the check before a save that the store still extends them. Logs only grow: a store whose runner
// or graph log holds fewer records than it was restored with (truncated or deleted during the
// job), or other records at the restored length, lost acknowledged records. Saved, it would be the
// newest entry and hide the good one, so the save is skipped and the entry restored stays newest.
//
// Sealed marks make the check cheap. The job's own verified read of the restored logs also hashed
// the bytes it verified (offset, digest): when the log's first `offset` bytes still hash to that,
// they are the verified records byte for byte, and only the records after them are read and
// verified (from the mark, continuing its chain). Anything else, or marks without a seal (the
// post step's, from the state main hands it), reads and verifies the whole log, as a restore does.


const chainMarkSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Records in the log (the next seq). */
    records: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Hash of its last record (64 zeros when empty). */
    head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
}));
const chainMarksSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ runner: chainMarkSchema(), graph: chainMarkSchema() }));
/** The state value main hands to post: lengths and heads only (a seal is only as good as the process that read it). */
function chainMarksState(chains) {
    const { runner, graph } = chains;
    return JSON.stringify({
        runner: { records: runner.records, head: runner.head },
        graph: { records: graph.records, head: graph.head },
    });
}
/** The state value main hands to post; undefined for a missing or malformed value. */
function parseChainMarks(text) {
    if (text === '')
        return undefined;
    try {
        const parsed = chainMarksSchema().safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** Why the store no longer extends the chains it was restored with, or undefined when it does. */
async function chainsShortened(ref, restored) {
    const restoredAny = _store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .eventLogNames */ .F8.some((log) => restored[log].records > 0);
    if (!restoredAny)
        return undefined; // nothing restored that a save could hide
    const storage = await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .createLocalRunStorage */ .W)({ directory: ref.storeDirectory, namespace: ref.namespace });
    for (const log of _store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .eventLogNames */ .F8) {
        const before = restored[log];
        const shortened = (await sealedLogExtended(storage, ref.runId, log, before))
            ? undefined
            : await logShortened(storage, ref.runId, log, before);
        if (shortened !== undefined)
            return shortened;
    }
    return undefined;
}
/** True when the log still holds the sealed bytes and verifies after them; false: unsealed, or look closer. */
async function sealedLogExtended(storage, runId, log, before) {
    const { offset, digest } = before;
    if (offset === undefined || digest === undefined)
        return false;
    try {
        const [now] = await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_4__/* .digestEventLogPrefixes */ .fY)(storage, runId, log, [offset]);
        if (now !== digest)
            return false;
        await storage.readEvents(runId, log, { offset, nextSeq: before.records, head: before.head });
        return true;
    }
    catch {
        return false; // the whole read says what is wrong
    }
}
async function logShortened(storage, runId, log, before) {
    let events;
    try {
        ({ events } = await storage.readEvents(runId, log));
    }
    catch (error) {
        return `its ${log} log cannot be read (${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .Uc)(error)}); it was restored with ${before.records} verified records`;
    }
    if (events.length < before.records)
        return `its ${log} log holds ${events.length} records, fewer than the ${before.records} it was restored with (truncated or deleted during the job)`;
    const at = before.records === 0 ? undefined : events[before.records - 1];
    if (at !== undefined && at.hash !== before.head)
        return `its ${log} log no longer holds the records it was restored with (record ${before.records} differs)`;
    return undefined;
}


/***/ }),

/***/ 38770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ jobSummaryContext),
/* harmony export */   q: () => (/* binding */ renderJobSummary)
/* harmony export */ });
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70301);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22287);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36621);
// The job summary: the report layer's rendering of the stored run, preceded by what this job
// itself has to say (a refusal, a cancellation, the workspace rebuild) and, when nothing is
// stored, a short statement of that. Every user-controlled string is escaped by the report
// layer's escapers; the whole stays within GitHub's 1 MiB per step.

/** Room kept for this job's own lines (each is cut to a few KiB). */
const ownBytes = 32 * 1024;
/**
 * The summary context from the job's environment and how the job ended. A value the report layer
 * refuses (an odd GITHUB_SERVER_URL, say) is left out rather than failing the job; the warning says so.
 */
function jobSummaryContext(env, config, warnings, end = {}) {
    // With persist artifact the store is in no cache entry: a dispatch restores it from this
    // workflow run's artifact (from-run), as a pull request's does.
    const artifactOnly = config.persist !== undefined && !config.persist.cache && config.persist.artifact;
    const runId = env.GITHUB_RUN_ID;
    const context = {
        ...(0,_report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .summaryContextFromEnv */ .l8)(env, config.inputNames),
        ...(artifactOnly && runId !== undefined && runId !== '' ? { fromRun: runId } : {}),
        ...(end.rerunReopens === true ? { rerunReopens: true } : {}),
        ...(end.drivenElsewhere === true ? { drivenElsewhere: true } : {}),
        maxBytes: _report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .maxSummaryBytes */ .aH - ownBytes,
    };
    const droppable = ['serverUrl', 'repository', 'ref', 'workflowFile'];
    for (let attempt = 0; attempt <= droppable.length; attempt += 1) {
        try {
            (0,_report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSummaryContext */ .lN)(context);
            break;
        }
        catch (error) {
            if (!(0,_report_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isReportError */ .Xe)(error))
                throw error;
            const field = droppable.find((name) => error.field === name);
            if (field === undefined)
                throw error;
            warnings.push(`the summary leaves out ${field} from the job environment: ${error.message}`);
            // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- field is one of the droppable keys above
            delete context[field];
        }
    }
    return context;
}
function ownLines(input) {
    const lines = [];
    // Escaping can make a character five bytes (`<` is `&#60;`): what does not fit the room kept
    // for these lines is left out and counted, so the whole stays under the runner's limit.
    let room = ownBytes - 1024;
    let left = 0;
    const add = (...block) => {
        const bytes = Buffer.byteLength(block.join('\n'), 'utf8') + 1;
        if (bytes > room)
            left += 1;
        else {
            room -= bytes;
            lines.push(...block);
        }
    };
    for (const problem of input.problems.slice(0, 5))
        add('> [!CAUTION]', `> **${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(problem.code, 100)}:** ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(problem.message, 3000)}`, '');
    for (const note of input.notes.slice(0, 10))
        add(`- ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(note, 2000)}`);
    if (left > 0)
        lines.push(`- ${left} more of this job's messages are left out here (the summary's 1 MiB limit).`);
    if (input.notes.length > 0 || left > 0)
        lines.push('');
    return lines;
}
function renderJobSummary(input) {
    const own = ownLines(input);
    if (input.report !== null)
        return `${own.join('\n')}${own.length > 0 ? '\n' : ''}${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_3__/* .renderRunSummary */ .q)(input.report, input.context)}`;
    const stored = `No run ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(input.runId, 200)} is stored${input.tried === undefined ? '' : ` (tried ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(input.tried, 2000)})`}.`;
    return [`## Supervised run ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(input.runId, 200)}: not stored`, '', ...own, stored, ''].join('\n');
}


/***/ }),

/***/ 28960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ readProcessIdentity),
/* harmony export */   x: () => (/* binding */ isSameProcessAlive)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97018);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35203);
/* harmony import */ var _proc_stat_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45477);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81136);
// Public identity helpers. Outside Linux there is no start time to compare, so liveness falls back to
// "the pid exists" (which may over-report survivors but never under-reports them).




// Bad arguments are the engine layer's EngineError (code INVALID_OPTIONS) naming the field and what
// it accepts, like every other option of this layer; the value got is named too.
const wholeNumber = (minimum, accepts) => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig({ error: (issue) => `expected ${accepts} (got ${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .bp)(issue.input)})` })
    .refine((value) => Number.isSafeInteger(value) && value >= minimum, {
    error: (issue) => `expected ${accepts} (got ${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .bp)(issue.input)})`,
});
const pidSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => wholeNumber(1, 'a positive integer process ID'));
const identitySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    pid: pidSchema(),
    parentPid: wholeNumber(0, 'a non-negative integer process ID'),
    processGroupId: wholeNumber(0, 'a non-negative integer process group ID'),
    startedAt: wholeNumber(0, 'a non-negative integer start time (clock ticks since boot)'),
}, { error: 'expected { pid, parentPid, processGroupId, startedAt } (a ProcessIdentity from readProcessIdentity)' }));
/** The identity of whatever process has this pid now (zombies included); undefined if none or not Linux. */
async function readProcessIdentity(pid) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .parseOrEngineError */ .R)(pidSchema(), pid, 'pid');
    if (process.platform !== 'linux')
        return undefined;
    const stat = await (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_4__/* .readProcStat */ .TQ)(pid);
    return stat === undefined ? undefined : (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_4__/* .toIdentity */ .uH)(stat);
}
function pidExists(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: it exists, we just may not signal it.
        return error.code !== 'ESRCH';
    }
}
/** True when this pid is alive AND is the same process (same start time); an exited zombie is not alive. */
async function isSameProcessAlive(identity) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .parseOrEngineError */ .R)(identitySchema(), identity, 'identity');
    if (process.platform !== 'linux')
        return pidExists(identity.pid);
    const stat = await (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_4__/* .readProcStat */ .TQ)(identity.pid);
    // Unreadable but present (e.g. /proc mounted with hidepid): we cannot prove it gone, so it counts as alive.
    if (stat === undefined)
        return pidExists(identity.pid);
    return stat.startedAt === identity.startedAt && !(0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_4__/* .hasExited */ .uR)(stat);
}


/***/ }),

/***/ 15816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PU: () => (/* binding */ inspectOwnerMarkedProcesses)
/* harmony export */ });
/* unused harmony exports environHasEntry, inspectMarked */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _owner_id_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79017);
/* harmony import */ var _proc_stat_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45477);
// Linux owner-marker inspection: finds processes by the OBVERSA_RUN_OWNER entry in their initial
// environment, which survives setsid and reparenting (it does not survive a process that drops it).



/** True when the NUL-separated environ block holds exactly `entry` as one complete entry. */
function environHasEntry(environ, entry) {
    const needle = Buffer.from(entry, 'utf8');
    let from = 0;
    for (;;) {
        const at = environ.indexOf(needle, from);
        if (at < 0)
            return false;
        const end = at + needle.length;
        const startsEntry = at === 0 || environ[at - 1] === 0;
        const endsEntry = end === environ.length || environ[end] === 0;
        if (startsEntry && endsEntry)
            return true;
        from = at + 1;
    }
}
function readEnviron(pid) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/environ`);
    }
    catch (error) {
        if ((0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_1__/* .isSkippableProcError */ .sv)(error))
            return undefined;
        throw error;
    }
}
// Synchronous reads: procfs answers from memory, and the thread pool would cost several times the CPU.
const procReader = { listPids: _proc_stat_js__WEBPACK_IMPORTED_MODULE_1__/* .listProcPids */ .LM, readStat: _proc_stat_js__WEBPACK_IMPORTED_MODULE_1__/* .readProcStatSync */ .Sq, readEnviron };
async function inspectOne(pid, entry, reader) {
    const before = await reader.readStat(pid);
    if (before === undefined)
        return undefined;
    const environ = await reader.readEnviron(pid);
    if (environ === undefined || !environHasEntry(environ, entry))
        return undefined;
    // Read again: if the pid was recycled while we read environ, the start time differs and the match is void.
    const after = await reader.readStat(pid);
    if (after === undefined || after.startedAt !== before.startedAt)
        return undefined;
    return (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_1__/* .toIdentity */ .uH)(after);
}
async function inspectMarked(ownerId, reader) {
    const entry = `${_owner_id_js__WEBPACK_IMPORTED_MODULE_2__/* .OWNER_ENV */ .wN}=${ownerId}`;
    const found = [];
    for (const pid of await reader.listPids()) {
        const identity = await inspectOne(pid, entry, reader);
        if (identity !== undefined)
            found.push(identity);
    }
    return Object.freeze(found);
}
/**
 * Processes whose environment carries `OBVERSA_RUN_OWNER=<ownerId>` (Linux). Inspects, never stops.
 * Elsewhere: an empty list, which does not prove that no owned process remains.
 */
async function inspectOwnerMarkedProcesses(ownerId) {
    (0,_owner_id_js__WEBPACK_IMPORTED_MODULE_2__/* .assertOwnerId */ .zy)(ownerId, 'ownerId');
    if (process.platform !== 'linux')
        return [];
    return inspectMarked(ownerId, procReader);
}


/***/ }),

/***/ 79017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ resolveOwner),
/* harmony export */   BM: () => (/* binding */ isValidOwnerId),
/* harmony export */   wN: () => (/* binding */ OWNER_ENV),
/* harmony export */   xe: () => (/* binding */ newOwnerId),
/* harmony export */   zy: () => (/* binding */ assertOwnerId)
/* harmony export */ });
/* unused harmony export inheritedOwnerId */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97370);
// Owner IDs mark every process an outer command starts (OBVERSA_RUN_OWNER), so cleanup can find
// descendants that left the process tree. The precedence rules are the seed's, exactly.


const OWNER_ENV = 'OBVERSA_RUN_OWNER';
const OWNER_ID = /^sha256:[0-9a-f]{64}$/;
function isValidOwnerId(value) {
    return typeof value === 'string' && OWNER_ID.test(value);
}
/** A fresh owner ID: 'sha256:' + 64 lowercase hex. */
function newOwnerId() {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32)).digest('hex')}`;
}
/** A bad owner ID is the layer's EngineError (code INVALID_OPTIONS) naming the field, as any bad option. */
function assertOwnerId(value, field) {
    if (!isValidOwnerId(value)) {
        const accepts = "expected 'sha256:' followed by 64 lowercase hexadecimal characters";
        throw new _contract_js__WEBPACK_IMPORTED_MODULE_1__/* .EngineError */ .NJ(`${field}: ${accepts}`, {
            kind: 'invalid-config',
            details: { problems: [{ field, accepts }] },
        });
    }
}
/** A valid marker in this process's own environment, if any. */
function inheritedOwnerId(env = process.env) {
    const value = env[OWNER_ENV];
    return isValidOwnerId(value) ? value : undefined;
}
/** Inherited marker > options.ownerId > options.env.OBVERSA_RUN_OWNER (passed through, never an owner). */
function resolveOwner(ownerId, env, parentEnv = process.env) {
    const inherited = inheritedOwnerId(parentEnv);
    if (inherited !== undefined)
        return { marker: inherited, outerOwner: false };
    if (ownerId !== undefined)
        return { marker: ownerId, outerOwner: true };
    return { marker: env?.[OWNER_ENV], outerOwner: false };
}


/***/ }),

/***/ 45477:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LM: () => (/* binding */ listProcPids),
/* harmony export */   Sq: () => (/* binding */ readProcStatSync),
/* harmony export */   TQ: () => (/* binding */ readProcStat),
/* harmony export */   _1: () => (/* binding */ readRssBytes),
/* harmony export */   fb: () => (/* binding */ scanProcesses),
/* harmony export */   sv: () => (/* binding */ isSkippableProcError),
/* harmony export */   uH: () => (/* binding */ toIdentity),
/* harmony export */   uR: () => (/* binding */ hasExited)
/* harmony export */ });
/* unused harmony exports statFieldsAfterCommand, parseProcStat */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// Reading /proc/<pid>/stat: a process is identified by pid + start time, so a recycled pid is never
// mistaken for the process we saw before.


/** Errors that mean "this process is gone or not ours to read": skipped, never fatal. */
function isSkippableProcError(error) {
    const code = error?.code;
    return code === 'ENOENT' || code === 'ESRCH' || code === 'EACCES' || code === 'EPERM';
}
/**
 * The fields of a /proc/<pid>/stat line after comm (field 2), which may hold spaces and ')': split
 * after the LAST ')'. Field 3 (state) is at index 0, so field N is at N - 3. Undefined without comm.
 */
function statFieldsAfterCommand(text) {
    const open = text.indexOf(' (');
    const close = text.lastIndexOf(')');
    if (open <= 0 || close < open)
        return undefined;
    return text
        .slice(close + 2)
        .trim()
        .split(' ');
}
/** Parses /proc/<pid>/stat. */
function parseProcStat(text) {
    const rest = statFieldsAfterCommand(text);
    if (rest === undefined)
        return undefined;
    const pid = Number(text.slice(0, text.indexOf(' (')));
    const state = rest[0];
    const parentPid = Number(rest[1]);
    const processGroupId = Number(rest[2]);
    const sessionId = Number(rest[3]);
    const startedAt = Number(rest[19]);
    const ints = [pid, parentPid, processGroupId, sessionId, startedAt];
    if (state === undefined || state.length === 0 || !ints.every(Number.isSafeInteger) || pid <= 0)
        return undefined;
    return { pid, parentPid, processGroupId, startedAt, state, sessionId };
}
function toIdentity(stat) {
    return { pid: stat.pid, parentPid: stat.parentPid, processGroupId: stat.processGroupId, startedAt: stat.startedAt };
}
function hasExited(stat) {
    // A zombie has exited and only waits to be reaped: it runs nothing and holds nothing but its pid.
    return stat.state === 'Z' || stat.state === 'X' || stat.state === 'x';
}
function listProcPids() {
    const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    const pids = [];
    for (const name of names) {
        if (/^[0-9]+$/.test(name))
            pids.push(Number(name));
    }
    return pids;
}
const statBuffer = Buffer.alloc(4096); // a stat line is a few hundred bytes (comm is at most 15 of them)
/** Undefined when the process does not exist (or cannot be read); other errors throw. */
function readProcStatSync(pid) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(`/proc/${pid}/stat`, 'r');
    }
    catch (error) {
        if (isSkippableProcError(error))
            return undefined;
        throw error;
    }
    try {
        const length = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, statBuffer, 0, statBuffer.length, 0);
        return parseProcStat(statBuffer.toString('latin1', 0, length));
    }
    catch (error) {
        if (isSkippableProcError(error))
            return undefined;
        throw error;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
async function readProcStat(pid) {
    return readProcStatSync(pid);
}
/**
 * Every process in the table at one moment (Linux only). Synchronous reads on purpose: procfs answers
 * from memory, and one pass costs about a third of the CPU of the same reads through the thread pool.
 */
async function scanProcesses() {
    const table = new Map();
    for (const pid of listProcPids()) {
        const stat = readProcStatSync(pid);
        if (stat !== undefined)
            table.set(stat.pid, stat);
    }
    return table;
}
/** Resident memory in bytes (VmRSS), 0 when gone or a kernel thread. */
async function readRssBytes(pid) {
    try {
        const status = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${pid}/status`, 'utf8');
        const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
        return match?.[1] === undefined ? 0 : Number(match[1]) * 1024;
    }
    catch (error) {
        if (isSkippableProcError(error))
            return 0;
        throw error;
    }
}


/***/ }),

/***/ 81136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ parseOrEngineError)
/* harmony export */ });
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97370);

function problemsOf(error, what) {
    return error.issues.map((issue) => ({
        field: issue.path.length === 0 ? what : `${what}.${issue.path.join('.')}`,
        accepts: issue.message,
    }));
}
/**
 * Parses with zod; a failure becomes the engine layer's EngineError (kind `invalid-config`, code
 * `INVALID_OPTIONS`) naming the field and what it accepts, message and `details.problems` alike.
 */
function parseOrEngineError(schema, value, what) {
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const problems = problemsOf(parsed.error, what);
    throw new _contract_js__WEBPACK_IMPORTED_MODULE_0__/* .EngineError */ .NJ(problems.map((problem) => `${problem.field}: ${problem.accepts}`).join('; '), {
        kind: 'invalid-config',
        details: { problems },
        cause: parsed.error,
    });
}


/***/ })

};

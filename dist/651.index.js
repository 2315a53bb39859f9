export const id = 651;
export const ids = [651];
export const modules = {

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

/***/ 56766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ withInputNames),
/* harmony export */   z: () => (/* binding */ resumeInputs)
/* harmony export */ });
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42689);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86050);
// The Action's words for a runner refusal after the job's own checks: a budget raise or a decision
// names its input, and the stored host module is looked up in working-directory, not the library's
// runRoot.
// Apart from input-names.ts: only the job's runner call needs it (it keeps the plan's chunk small).

/** A refused raise or decision names the input set, and what answers the pause. */
const resumeInputs = {
    raise: (field) => field === undefined ? 'input "raise-budget-usd"/"raise-budget-tokens"' : `input "raise-budget-${field}"`,
    decision: 'input "decision"',
    answer: 'input "answer"',
    output: 'input "decision-output"',
};
/**
 * A runner refusal in the Action's words: a budget raise or a decision names its input (the job
 * checked the raise itself first; this is for a pause another job changed meanwhile), and the
 * stored host module is looked up in working-directory, not the library's runRoot.
 */
function withInputNames(error) {
    return (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .withRootName */ .oq)((0,_runner_index_js__WEBPACK_IMPORTED_MODULE_1__/* .withResumeNames */ .uV)(error, resumeInputs), 'working-directory');
}


/***/ }),

/***/ 28651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRestored: () => (/* binding */ runRestored)
});

// EXTERNAL MODULE: ./src/report/load.ts + 5 modules
var load = __webpack_require__(76220);
// EXTERNAL MODULE: ./src/action/job/before-run.ts
var before_run = __webpack_require__(7459);
// EXTERNAL MODULE: ./src/action/job/claim.ts + 1 modules
var job_claim = __webpack_require__(7076);
// EXTERNAL MODULE: ./src/action/job/finish.ts + 4 modules
var finish = __webpack_require__(95954);
// EXTERNAL MODULE: ./src/report/commands.ts
var commands = __webpack_require__(74506);
// EXTERNAL MODULE: ./src/report/context.ts
var report_context = __webpack_require__(70301);
// EXTERNAL MODULE: ./src/report/pauses.ts + 1 modules
var pauses = __webpack_require__(53294);
// EXTERNAL MODULE: ./src/report/gate-commands.ts
var gate_commands = __webpack_require__(40834);
// EXTERNAL MODULE: ./src/runner/lifecycle/recorded-input.ts
var recorded_input = __webpack_require__(26020);
// EXTERNAL MODULE: ./src/runner/options/option-names.ts
var option_names = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
// EXTERNAL MODULE: ./src/graph/executor/gate-answer.ts
var gate_answer = __webpack_require__(88696);
// EXTERNAL MODULE: ./src/graph/errors.ts
var errors = __webpack_require__(40869);
;// CONCATENATED MODULE: ./src/action/resume-checks.ts
// Whether the job may resume one named position of a paused or interrupted run: the position is a
// recorded pause, a reconcile request has its decision, a gate its answer (fitting, from someone it
// allows, recordable). Refused before the session is claimed, so a corrected dispatch can follow.

/** A reconcile request resumed without a decision would re-run work that may already have happened. */
function decisionRefusal(request, position) {
    const commands = request.decisionCommands(position);
    return {
        kind: 'refuse',
        code: 'RESUME_DECISION',
        message: `position ${position} of run ${request.runId} is a reconcile request: whether its uncertain work happened is unknown, so resuming it needs the decision input (retry, complete or fail); nothing was run. Check whether the effect happened, then run one of: retry (run it again): ${commands.retry} | complete (it happened; node code does not run): ${commands.complete} | fail (record it failed): ${commands.fail}`,
    };
}
/**
 * A decision given for a pause it cannot answer (a gate, a budget pause), or a reviewer's complete
 * decision whose decision-output holds no verdict, refused before the claim. The latter shows the
 * command that completes it with a verdict (pass; the revise form sends the work back).
 */
function wrongDecision(request, position) {
    const why = request.decision ? request.misplacedDecision?.(position) : undefined;
    if (why === undefined)
        return undefined;
    const message = why.input === 'decision-output'
        ? `${why.message}. Complete it with its verdict: ${request.decisionCommands(position).complete}`
        : why.message;
    return { kind: 'refuse', code: 'RESUME_DECISION', input: why.input, message };
}
/**
 * A gate resumed without an answer would only ask again: say how to answer it. An answer that does
 * not fit, or from someone the gate does not allow, is refused here too, before the session is
 * claimed, so a corrected dispatch can follow (the runner checks the same again).
 */
function answerRefusal(request, position) {
    const gate = request.gate?.(position);
    if (gate === undefined)
        return undefined;
    const commands = gate.commands.map((c) => `${c.label}: ${c.command}`).join(' | ');
    if (request.answerRefused !== undefined) {
        return {
            kind: 'refuse',
            code: 'RESUME_ANSWER',
            message: `input "answer": expected ${request.answerRefused}; position ${position} of run ${request.runId} asks ${JSON.stringify(gate.request.question)}; nothing was run. Answer with one of: ${commands}`,
        };
    }
    const answer = request.answer;
    if (answer === undefined) {
        return {
            kind: 'refuse',
            code: 'RESUME_ANSWER',
            message: `position ${position} of run ${request.runId} asks ${JSON.stringify(gate.request.question)}: resuming it needs the answer input (a JSON object of the fields); nothing was run. Answer with one of: ${commands}`,
        };
    }
    try {
        (0,gate_answer/* checkGateActor */.hY)(gate.request, answer.answeredBy);
        (0,gate_answer/* checkGateAnswer */.we)(gate.request, answer.values);
    }
    catch (error) {
        if (!(0,errors/* isGraphError */.Z)(error) || (error.code !== 'RESUME_ANSWER' && error.code !== 'RESUME_ACTOR'))
            throw error;
        return {
            kind: 'refuse',
            code: error.code,
            message: `${error.message} (position ${position} of run ${request.runId}); nothing was recorded${error.code === 'RESUME_ANSWER' ? `. Answer with one of: ${commands}` : ''}`,
        };
    }
    const unrecordable = request.unrecordable?.({ answer });
    if (unrecordable === undefined)
        return undefined;
    return {
        kind: 'refuse',
        code: 'RESUME_ANSWER',
        message: `${unrecordable} (position ${position} of run ${request.runId}). Answer with one of: ${commands}`,
    };
}
/**
 * A position that is no open pause of the run, refused before the session is claimed (the runner
 * refuses it too, but after a claim that a token without actions: write cannot give back).
 */
function notPaused(request, stored, position) {
    const listed = stored.pausedAt.length === 0 ? 'none' : stored.pausedAt.join(', ');
    const interrupted = stored.state === 'interrupted' ? '; an interrupted run continues without a position (leave position empty)' : '';
    return {
        kind: 'refuse',
        code: 'RESUME_POSITION',
        input: 'position',
        message: `input "position": ${JSON.stringify(position)} is not a recorded pause of run ${request.runId}; paused positions: ${listed}${interrupted}; nothing was run`,
    };
}

;// CONCATENATED MODULE: ./src/action/modes.ts

const takeoverHint = (runId) => `run ${runId} was not settled: its watchdog stopped without recording a result (the job was killed?). Nothing was run. To continue it, run again with takeover: true (the takeover is recorded)`;
function notResumed(runId, position, why) {
    return {
        kind: 'refuse',
        code: 'RUN_NOT_PAUSED',
        message: `position ${position} was not resumed: run ${runId} ${why}; nothing was run`,
    };
}
function liveNote(runId, phase) {
    return `run ${runId} is ${phase} under another watchdog (its process lock is held); nothing was run. Two jobs must never drive one run: use a concurrency group per run ID`;
}
function decideJob(request, stored) {
    const plan = planForStoredState(request, stored);
    // An answer that is no JSON object is never passed on: refused with the gate's answers when the
    // position is an open gate (answerRefusal), else here.
    if (request.answerRefused === undefined || plan.kind === 'refuse')
        return plan;
    return {
        kind: 'refuse',
        code: 'INVALID_INPUT',
        input: 'answer',
        message: `input "answer": expected ${request.answerRefused}; nothing was run`,
    };
}
function planForStoredState(request, stored) {
    const { mode, runId, position } = request;
    if (mode === 'status')
        return { kind: 'report', warn: false };
    if (stored.state === 'none')
        return notStoredPlan(request);
    // Provably never started: nothing ran, so it starts as new (mode start too; a resume has nothing to resume).
    if (stored.state === 'never-started' && mode !== 'resume' && position === undefined)
        return { kind: 'start', replace: true };
    if (mode === 'start') {
        return {
            kind: 'refuse',
            code: 'INVALID_INPUT',
            input: 'mode',
            message: `input "mode" (got "start"): run ${runId} already exists in the store (${describe(stored)}); use mode auto, resume or status, or a new run-id`,
        };
    }
    if (request.retryFailed)
        return retryPlan(runId, stored);
    if (stored.state === 'ended' && stored.retryable && position === undefined && request.rerunOf !== undefined)
        return { kind: 'reopen', why: `Re-run jobs (${request.rerunOf})` };
    return storedRunPlan(request, stored);
}
/** Nothing stored: a new run starts, unless the inputs asked to retry or resume one. */
function notStoredPlan(request) {
    const { mode, runId, position } = request;
    if (request.retryFailed)
        return {
            kind: 'refuse',
            code: 'STORE_NOT_FOUND',
            message: `run ${runId} was not found (tried ${request.tried}), so it cannot be retried${request.notFoundHints === undefined ? '' : `. ${request.notFoundHints}`}`,
        };
    if (mode === 'resume' || position !== undefined) {
        return {
            kind: 'refuse',
            code: 'STORE_NOT_FOUND',
            message: `run ${runId} was not found (tried ${request.tried}), so position ${position ?? ''} cannot be resumed${request.notFoundHints === undefined ? '' : `. ${request.notFoundHints}`}`,
        };
    }
    // from-run says the run exists (saved by that workflow run): a new run under its ID could
    // repeat its finished, non-retry-safe work.
    if (request.fromRun !== undefined)
        return {
            kind: 'refuse',
            code: 'STORE_NOT_FOUND',
            message: `run ${runId} was not found (tried ${request.tried}); from-run says it was saved, so it was not started afresh: pass the ID of the last workflow run that saved it (its summary's evidence names the artifact), or leave from-run empty to start a new run`,
        };
    return { kind: 'start' };
}
/** The retry-failed input: only a run that ended can be reopened. */
function retryPlan(runId, stored) {
    // The runner refuses a run that cannot be reopened (RUN_NOT_RETRYABLE, saying why).
    if (stored.state === 'ended' && !stored.retryable)
        return {
            kind: 'refuse',
            code: 'RUN_NOT_RETRYABLE',
            message: `run ${runId} cannot be retried: it ${stored.phase === 'failed' ? 'failed for a reason that is not a node failure (or its teardown was incomplete)' : `is ${stored.phase}`}, which stays final; nothing was run`,
        };
    if (stored.state !== 'ended')
        return {
            kind: 'refuse',
            code: 'RUN_NOT_RETRYABLE',
            message: `run ${runId} cannot be retried: it has not failed (${describe(stored)}); nothing was run`,
        };
    return { kind: 'reopen', why: 'the retry-failed input' };
}
/** Mode auto or resume on a stored run, by its state: continue, resume the position, report or refuse. */
function storedRunPlan(request, stored) {
    const { runId, position } = request;
    switch (stored.state) {
        case 'ended':
            // A refused resume fails the step, as the CLI exits 2 (RUN_NOT_PAUSED).
            return position === undefined
                ? { kind: 'report', warn: false }
                : notResumed(runId, position, `has ended (${stored.phase})`);
        case 'live':
            return position === undefined
                ? { kind: 'report', warn: true, note: liveNote(runId, stored.phase) }
                : notResumed(runId, position, `is ${stored.phase} under another watchdog (its process lock is held)`);
        case 'never-started':
            return {
                kind: 'refuse',
                code: 'STORE_NOT_FOUND',
                message: `run ${runId} was stored but never started (a definition and no records), so position ${position ?? ''} cannot be resumed; run it with mode auto to start it`,
            };
        case 'orphaned':
            if (request.takeover)
                return position === undefined ? { kind: 'takeover' } : { kind: 'takeover', position };
            return position === undefined
                ? { kind: 'report', warn: true, note: takeoverHint(runId) }
                : notResumed(runId, position, 'was not settled (its watchdog is gone); run again with takeover: true');
        case 'interrupted':
            if (position === undefined)
                return { kind: 'continue' };
            if (!stored.pausedAt.includes(position))
                return notPaused(request, stored, position);
            if (stored.reconcile.includes(position) && !request.decision)
                return decisionRefusal(request, position);
            return wrongDecision(request, position) ?? answerRefusal(request, position) ?? { kind: 'resume', position };
        case 'paused':
            if (position !== undefined && !stored.pausedAt.includes(position))
                return notPaused(request, stored, position);
            if (position !== undefined && stored.reconcile.includes(position) && !request.decision)
                return decisionRefusal(request, position);
            if (position !== undefined)
                return wrongDecision(request, position) ?? answerRefusal(request, position) ?? { kind: 'resume', position };
            // mode resume always has a position (checked with the inputs), so this is auto.
            if (stored.continuable)
                return { kind: 'continue' };
            return { kind: 'report', warn: false };
    }
}
function describe(stored) {
    switch (stored.state) {
        case 'paused':
            return `paused at ${stored.positions.join(', ') || 'no position'}`;
        case 'interrupted':
            return 'interrupted';
        case 'ended':
        case 'live':
            return stored.phase;
        case 'orphaned':
            return 'not settled; its watchdog is gone';
        case 'none':
            return 'not stored';
        case 'never-started':
            return 'stored but never started';
    }
}

// EXTERNAL MODULE: ./src/runner/records/reconcile-request.ts
var reconcile_request = __webpack_require__(65679);
// EXTERNAL MODULE: ./src/runner/lifecycle/reopen.ts + 1 modules
var reopen = __webpack_require__(33215);
;// CONCATENATED MODULE: ./src/action/stored-run.ts
// The stored run as a job's plan sees it (modes.ts): read from the restored store's status.

/** Positions of open reconcile-attempt pauses: a person must say whether their uncertain work happened. */
function reconcilePositions(status) {
    return status.pauses.filter((pause) => (0,reconcile_request/* isReconcileRequest */.M)(pause.request)).map((pause) => pause.position);
}
function storedRunOf(status) {
    if (status === null)
        return { state: 'none' };
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- statuses built by hand (tests, older callers) may lack eventCount
    if (status.phase === 'starting' && status.eventCount?.runner === 0 && status.eventCount.graph === 0)
        return { state: 'never-started' };
    switch (status.phase) {
        case 'paused': {
            const result = status.result?.kind === 'pause' ? status.result : null;
            const code = result?.code ?? null;
            return {
                state: 'paused',
                code,
                positions: status.positions,
                pausedAt: status.pauses.map((pause) => pause.position),
                continuable: code === 'WORKSPACE_DRIFT' && status.pauses.length === 0,
                reconcile: reconcilePositions(status),
            };
        }
        case 'interrupted':
            return {
                state: 'interrupted',
                positions: status.positions,
                pausedAt: status.pauses.map((pause) => pause.position),
                reconcile: reconcilePositions(status),
            };
        case 'completed':
        case 'failed':
        case 'stopped':
        case 'timeout':
            return { state: 'ended', phase: status.phase, retryable: (0,reopen/* isRetryableFailure */.hy)(status) };
        case 'orphaned':
            return { state: 'orphaned' };
        default:
            return { state: 'live', phase: status.phase };
    }
}

// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
;// CONCATENATED MODULE: ./src/action/job/input-names.ts
// The Action's names for what a job records from its inputs, in the messages that refuse one (a
// known secret in it, too large): a person reads the input they set, not the library's option.

/** `input "answer" at .note`, `input "decision-output"`, `input "inputs" at .k`. */
const inputNameOf = (0,option_names/* optionNames */.W)({
    answer: [
        ['.values', 'input "answer"'],
        ['.answeredBy', 'the actor (GITHUB_ACTOR)'],
        ['', 'input "answer"'],
    ],
    decision: [
        ['.output', 'input "decision-output"'],
        ['', 'input "decision"'],
    ],
    inputs: [['', 'input "inputs"']],
});

// EXTERNAL MODULE: ./src/graph/executor/gate.ts
var executor_gate = __webpack_require__(42209);
// EXTERNAL MODULE: ./src/graph/dag/index.ts
var dag = __webpack_require__(75419);
// EXTERNAL MODULE: ./src/runner/lifecycle/resume-refusals.ts
var resume_refusals = __webpack_require__(86050);
// EXTERNAL MODULE: ./src/action/job/refusal-words.ts
var refusal_words = __webpack_require__(56766);
;// CONCATENATED MODULE: ./src/action/job/decision-check.ts
// A decision given for a pause that is no reconcile request (a gate, a budget pause) is refused
// before the job claims a session, as the runner would refuse it after: the corrected dispatch can
// then claim the session, even with a token that cannot give a claim back.




/** What the runner names the pause kind of a request (the words only: the runner checks the kind itself). */
function pauseKindOf(request) {
    if ((0,reconcile_request/* isReconcileRequest */.M)(request))
        return 'reconcile-attempt';
    const kind = typeof request === 'object' && request !== null && !Array.isArray(request) ? request.kind : undefined;
    return kind === 'budget' ? 'budget' : 'graph';
}
/**
 * The complete decision at `position` when that is a review loop's reviewer (the report's loops
 * name it once the loop ran), else undefined. The runner checks the same against the definition.
 */
function completeDecisionAt(report, position, decision) {
    if (decision?.decision !== 'complete')
        return undefined;
    const loop = (0,pauses/* reviewLoopAt */.Uy)(report, position);
    return loop === undefined ? undefined : { output: decision.output ?? null, sendsBackTo: loop.target };
}
/**
 * Why a decision cannot answer the open pause at `position`, or undefined (a reconcile request, or
 * no such pause): a reviewer's complete decision (`complete`) must also record a verdict.
 */
function misplacedDecision(status, position, complete) {
    const pause = status?.pauses.find((candidate) => candidate.position === position);
    if (pause === undefined)
        return undefined;
    const pauseKind = pauseKindOf(pause.request);
    if (pauseKind === 'reconcile-attempt')
        return reviewerRefusal(position, complete);
    const gate = (0,executor_gate/* parseGateRequest */.EL)(pause.request) !== undefined;
    const problem = { problem: 'not-a-reconcile-request', position, pauseKind, gate };
    return { input: 'decision', message: `${(0,resume_refusals/* describeDecisionProblem */.R2)(problem, refusal_words/* resumeInputs */.z)}; nothing was run` };
}
/**
 * A reviewer's complete decision without a verdict its loop reads: the decision is right, its
 * output is what is missing, so the refusal names decision-output and the forms it accepts.
 */
function reviewerRefusal(position, complete) {
    const why = complete === undefined ? undefined : (0,dag/* reviewerOutputProblem */.YQ)(complete.output);
    if (why === undefined)
        return undefined;
    const back = complete.sendsBackTo === undefined ? '' : ` to ${complete.sendsBackTo}`;
    return {
        input: 'decision-output',
        message: `input "decision-output": position ${position} is the reviewer of a review loop, so decision complete must record its verdict: {"verdict":"pass"}, or {"verdict":"revise","findings":[...]} to send the work back${back}; ${why}; nothing was run`,
    };
}

;// CONCATENATED MODULE: ./src/action/job/raise-check.ts
// A raise of a budget is checked against the stored pause before the job claims a session: a
// refused raise (not a budget pause, not higher than the limit reached, not above what was spent,
// or leaving a reached limit as it is, as a resume without a raise does) then runs nothing and leaves the session free, so the
// corrected dispatch can claim it. The runner checks it again, by the same rule.


/**
 * The plan, or a RESUME_BUDGET refusal when the raise (or a resume without one) cannot answer the
 * pause at the plan's position.
 */
function refuseBadRaise(plan, raise, status) {
    if (status === null)
        return plan;
    const position = plan.kind === 'resume' || plan.kind === 'takeover' ? plan.position : undefined;
    if (position === undefined)
        return plan;
    const pause = status.pauses.find((candidate) => candidate.position === position);
    if (pause === undefined)
        return plan; // the runner names the resumable positions
    const request = (pause.request ?? {});
    const budget = typeof request === 'object' && request.kind === 'budget';
    if (!budget)
        return raise === undefined
            ? plan
            : refusal(raise.usd === undefined ? 'raise-budget-tokens' : 'raise-budget-usd', `position ${position} is not a budget pause, so there is no budget to raise; nothing was run`);
    const problem = (0,resume_refusals/* raiseProblemAt */.ZR)(raise, (0,resume_refusals/* requestNow */.Of)(request, status));
    if (problem === undefined || problem.problem === 'not-a-budget-pause')
        return plan;
    const what = request.scope === 'node' ? `node ${JSON.stringify(request.nodeId)}'s cap` : 'the run budget';
    return refusal(`raise-budget-${problem.field}`, `${(0,resume_refusals/* describeRaiseProblem */.xj)(problem, refusal_words/* resumeInputs */.z)} (${what}, at position ${position})`);
}
function refusal(input, message) {
    return { kind: 'refuse', code: 'RESUME_BUDGET', input, message };
}

// EXTERNAL MODULE: ./src/action/job/rerun.ts
var job_rerun = __webpack_require__(55080);
;// CONCATENATED MODULE: ./src/action/job/plan-job.ts
// The job's plan, by its mode and the stored run (modes.ts), with the refusals that must come
// before the session claim: a raise or decision that cannot answer the pause, a decision or inputs
// the store would refuse. Logged as `mode <mode>: <plan>`.










/** The answer input as the job's plan takes it: the values with who answers, or what it accepts. */
function answerOf(answer, answeredBy) {
    if (answer === undefined)
        return {};
    return answer.ok ? { answer: { values: answer.value, answeredBy } } : { answerRefused: answer.accepts };
}
/** The job's plan by its mode and the stored run (logged), a bad raise already refused. */
function planJob(job, deps, stored, warnings) {
    const { config } = job;
    const context = (0,summary/* jobSummaryContext */.L)(deps.env, config, warnings);
    // The Action's store keeps the default policy.
    const limits = { knownSecrets: job.secrets.stored, maxEventPayloadBytes: contract/* defaultMaxEventPayloadBytes */.pS };
    const unrecordable = (recorded) => {
        const found = (0,recorded_input/* unrecordableInput */.hE)(limits, recorded);
        return found === undefined ? undefined : (0,option_names/* describeOptionProblem */.Y)(found, inputNameOf);
    };
    const rerun = (0,job_rerun/* rerunOf */.uU)(stored.restored.key, job.restorePrefix, job.githubRunId, job.githubRunAttempt);
    const decided = decideJob({
        mode: config.mode,
        runId: config.runId,
        position: config.position,
        takeover: config.takeover,
        tried: stored.tried,
        retryFailed: config.retryFailed,
        ...(rerun === undefined ? {} : { rerunOf: rerun }),
        decision: config.decision !== undefined,
        misplacedDecision: (position) => misplacedDecision(stored.report?.status ?? null, position, completeDecisionAt(stored.report, position, config.decision)),
        notFoundHints: notFoundHints(job),
        ...(job.fromRun === undefined ? {} : { fromRun: String(job.fromRun.runId) }),
        decisionCommands: (position) => (0,commands/* decisionCommands */.Xh)((0,report_context/* parseSummaryContext */.lN)(context), config.runId, position, {
            reviewer: (0,pauses/* reviewLoopAt */.Uy)(stored.report, position) !== undefined,
        }),
        ...answerOf(config.answer, job.actor),
        unrecordable,
        gate: (position) => stored.report === null ? undefined : (0,gate_commands/* openGate */.GN)(stored.report.status, (0,report_context/* parseSummaryContext */.lN)(context), position),
    }, storedRunOf(stored.report?.status ?? null));
    // Before the claim: a refused raise or decision must leave the session free for the corrected dispatch.
    const plan = refuseSecretInputs(refuseUnrecordableDecision(refuseBadRaise(decided, config.raiseBudget, stored.report?.status ?? null), config.decision, unrecordable), config.runInputs, limits);
    deps.io.info(`mode ${config.mode}: ${plan.kind}${'position' in plan && plan.position !== undefined ? ` ${plan.position}` : ''}`);
    return plan;
}
/** The plan, or INVALID_INPUT when the store would refuse to record the decision (a known secret, too large). */
function refuseUnrecordableDecision(plan, decision, unrecordable) {
    if (decision === undefined || (plan.kind !== 'resume' && plan.kind !== 'takeover'))
        return plan;
    const why = unrecordable({ decision });
    if (why === undefined)
        return plan;
    return { kind: 'refuse', code: 'INVALID_INPUT', input: 'decision-output', message: why };
}
/** The plan, or INVALID_INPUT when a new run's inputs hold a known secret: the store would refuse its definition. */
function refuseSecretInputs(plan, inputs, limits) {
    if (plan.kind !== 'start')
        return plan;
    const found = (0,recorded_input/* holdingSecret */.Kq)(limits, { inputs });
    if (found === undefined)
        return plan;
    return { kind: 'refuse', code: 'INVALID_INPUT', input: 'inputs', message: (0,option_names/* describeOptionProblem */.Y)(found, inputNameOf) };
}
/** Why a stored run is likely missing from the cache, and what brings it back (STORE_NOT_FOUND). */
function notFoundHints(job) {
    const fromRun = job.fromRun === undefined
        ? 'pass from-run with the workflow run ID of the last job that saved the run: its store artifact is kept 90 days by default (the job needs actions: read)'
        : `the store artifact of workflow run ${job.fromRun.runId} was not found either: check that run's artifacts (they expire, 90 days by default)`;
    return `Likely causes: the run was saved on another branch (a job restores only caches of its own branch and of the default branch: dispatch with --ref set to the branch the run started on); its cache entry was evicted (after 7 days without use, or by the repository's cache quota); or it was started by a pull request, whose caches only that pull request can see. Remedy: ${fromRun}.`;
}

// EXTERNAL MODULE: ./src/action/job/write-ahead.ts + 2 modules
var write_ahead = __webpack_require__(77962);
// EXTERNAL MODULE: ./src/action/job/persist.ts + 1 modules
var persist = __webpack_require__(828);
// EXTERNAL MODULE: ./src/action/job/state-names.ts
var state_names = __webpack_require__(32030);
// EXTERNAL MODULE: ./src/action/job/problems.ts
var job_problems = __webpack_require__(93120);
// EXTERNAL MODULE: ./src/action/job/stored.ts + 7 modules
var job_stored = __webpack_require__(26059);
// EXTERNAL MODULE: ./src/action/persistence/chains.ts
var chains = __webpack_require__(93638);
;// CONCATENATED MODULE: ./src/action/job/run-restored.ts
// A job after its store is restored and verified (run-job.ts): decide by mode (plan-job.ts), claim
// the session, run the watchdog here (cancellation interrupts it), save the store, then finish.ts
// writes the summary and outputs. A chunk of its own, loaded after the restore, so the job's first log lines
// (and a status job's restore) do not wait for the runner, the report layer or the claim.











async function runRestored(job, deps, stored, warnings) {
    const problems = [];
    const notes = [];
    const plan = planJob(job, deps, stored, warnings);
    let ran = { execution: null, prelaunching: undefined };
    if (plan.kind === 'refuse') {
        problems.push({ code: plan.code, message: plan.message });
    }
    else if (plan.kind === 'report') {
        if (plan.note !== undefined) {
            if (plan.warn) {
                deps.io.warning(plan.note);
                warnings.push(plan.note);
            }
            else
                notes.push(plan.note);
        }
    }
    else {
        ran = await runPlan(job, deps, stored, warnings, plan, problems, notes);
    }
    const { execution, prelaunching } = ran;
    // Not taken by a run (the claim was refused, a cancel came first): stopped before anything else.
    await (await prelaunching)?.dispose();
    // The report is read while the store is saved: neither writes to the store.
    const reading = execution?.attempted === true ? readReport(job, execution, stored.report) : undefined;
    // A store restored from an artifact goes to the cache too (the next job finds it there): saved by
    // a job that ran, and by one that only reports. Not by a job whose inputs were refused (by its plan
    // or by the runner), that lost the claim or was cancelled first: its from-run may name an older
    // workflow run, and that store in the cache would hide the newer one (from-run is read only when
    // the cache misses).
    const bringToCache = stored.restored.source === 'artifact' && plan.kind === 'report' && deps.cancellation.reason === null;
    const persisted = execution?.attempted === true || bringToCache
        ? await saveStore(job, deps, stored, warnings, ran.cacheWritesRefused)
        : null;
    let report = stored.report;
    if (reading !== undefined) {
        const read = await reading;
        report = read.report;
        if (read.problem !== undefined)
            problems.push(read.problem);
    }
    return (0,finish.finish)(job, deps, {
        report,
        problems,
        notes,
        warnings,
        persisted,
        tried: stored.tried,
        restored: stored,
    });
}
/** Claims the next session and runs the plan in it; a refused claim is a problem, and runs nothing. */
async function runPlan(job, deps, stored, warnings, plan, problems, notes) {
    const loading = startLoading(job, deps, plan);
    const session = (stored.report?.status.session ?? 0) + 1;
    // Until the runner is called, a kill leaves the post step this to summarise and give the claim back by.
    const record = new before_run/* BeforeRunRecord */.A(deps.io, plan.kind === 'start' ? 'start' : 'resume', session);
    let claim = {};
    try {
        // A job already cancelled runs nothing, so it claims nothing (executePlan says so).
        if (deps.cancellation.reason === null)
            claim = await (0,job_claim/* claimNextSession */.Y2)(job, session, deps.io, warnings, record);
    }
    catch (error) {
        problems.push((0,job_problems/* problemOf */.Z)(error));
        return { execution: null, prelaunching: loading.prelaunching };
    }
    const claimed = claim.held;
    const execution = await executeClaimed(job, deps, stored, warnings, plan, loading, record);
    notes.push(...execution.notes);
    warnings.push(...(execution.warnings ?? []));
    if (execution.error !== undefined)
        problems.push((0,job_problems/* problemOf */.Z)(execution.error));
    // Nothing was started or resumed (a missing graph file, a cancel before start, the runner's
    // refusal before its first record): the store did not change, so the post step has nothing to
    // save and must not say it saves, and the session claim goes back.
    if (!execution.attempted) {
        deps.io.saveState(state_names/* stateNames */.U.pending, '');
        if (claimed !== undefined) {
            const released = await (0,job_claim/* releaseUnusedClaim */.uK)(job, deps.env, deps.io, claimed, warnings);
            if (released.kind === 'released')
                record.gaveBack(claimed.key);
            else
                record.kept(claimed.key, released.message, claimed.claimId, released.givenUpKey);
        }
    }
    return {
        execution,
        prelaunching: loading.prelaunching,
        ...(claim.cacheWritesRefused === undefined ? {} : { cacheWritesRefused: claim.cacheWritesRefused }),
    };
}
/** Starts loading what running the plan needs; nothing here is awaited yet. */
function startLoading(job, deps, plan) {
    // The runner, the workspace and the declarative host load only for a job that runs something,
    // and load while the claim waits on the cache service (awaited later, so a failure still throws).
    const loadingExecute = Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(871), __webpack_require__.e(606), __webpack_require__.e(721), __webpack_require__.e(228), __webpack_require__.e(849), __webpack_require__.e(2)]).then(__webpack_require__.bind(__webpack_require__, 97002));
    loadingExecute.catch(() => undefined);
    // The run's worker (a new run's or a resumed one's) starts loading now too, while the claim waits.
    const prelaunching = deps.cancellation.reason === null
        ? Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(871), __webpack_require__.e(606), __webpack_require__.e(721), __webpack_require__.e(228), __webpack_require__.e(244)]).then(__webpack_require__.bind(__webpack_require__, 1244)).then(({ prelaunchJobWorker }) => prelaunchJobWorker(job, deps.workerEntry))
        : undefined;
    prelaunching?.catch(() => undefined);
    // And its graph file is read and compiled (only reads; executePlan reports what it throws).
    const startSource = plan.kind === 'start' ? loadingExecute.then(({ loadStartSource }) => loadStartSource(job.config)) : undefined;
    startSource?.catch(() => undefined);
    return { loadingExecute, prelaunching, startSource };
}
/** Runs the plan in the claimed session, the store written ahead off the machine when it can be. */
async function executeClaimed(job, deps, stored, warnings, plan, { loadingExecute, prelaunching, startSource }, record) {
    const { io } = deps;
    // From here the store may change: the post step saves it if this step cannot.
    io.saveState(state_names/* stateNames */.U.pending, '1');
    const restoredKey = (0,job_stored/* forkBaseKey */.r)(stored.restored);
    if (restoredKey !== undefined)
        io.saveState(state_names/* stateNames */.U.restoredKey, restoredKey);
    if (stored.chains !== undefined)
        io.saveState(state_names/* stateNames */.U.restoredChains, (0,chains/* chainMarksState */.po)(stored.chains));
    const writeAhead = await (0,write_ahead/* writeAheadFor */.Yb)(job, deps.env, io, warnings, stored.chains);
    const { executePlan } = await loadingExecute;
    const prelaunched = await prelaunching;
    const execution = await executePlan(job, plan, {
        io,
        cancellation: deps.cancellation,
        ...(deps.workerEntry === undefined ? {} : { workerEntry: deps.workerEntry }),
        ...(writeAhead === undefined ? {} : { offMachine: writeAhead.persistence }),
        ...(prelaunched === undefined ? {} : { prelaunched }),
        ...(startSource === undefined ? {} : { startSource }),
        ...(stored.verified === undefined ? {} : { verified: stored.verified }),
        ...(stored.report === null ? {} : { pauses: stored.report.status.pauses }),
        beforeRunner: () => record.runnerCalled(),
    });
    await writeAhead?.saver.settled();
    return execution;
}
/** Saves the store and prunes the run's older cache entries; a failed save is a warning, not a problem. */
async function saveStore(job, deps, stored, warnings, cacheWritesRefused) {
    let persisted = null;
    try {
        persisted = await (0,persist/* persistStore */.G)(job, (0,job_stored/* forkBaseKey */.r)(stored.restored), deps.io, stored.chains, cacheWritesRefused);
        const keep = persisted.result?.cacheKey;
        // The run's older entries (earlier jobs', write-ahead saves, one that could not be restored) go
        // once this save is in, where the token may delete caches.
        if (keep !== undefined)
            await (0,write_ahead/* pruneAfterSave */.cY)(job, deps.env, deps.io, keep);
    }
    catch (error) {
        // STORE_NOT_FOUND: the start failed before writing anything, so there is nothing to save.
        const problem = (0,job_problems/* problemOf */.Z)(error);
        if (problem.code !== 'STORE_NOT_FOUND') {
            const warning = `the store could not be saved: ${(0,job_problems/* failureText */.k)(problem)}`;
            deps.io.warning(warning);
            warnings.push(warning);
        }
    }
    // A save that succeeded is reported even when the pruning after it threw.
    return persisted;
}
/** The stored run after this job ran it; never throws (a problem instead, unless the run's own error says it). */
async function readReport(job, execution, before) {
    try {
        const report = await (0,load/* loadRunReport */.U)((0,job_stored/* storageOptions */.E)(job), job.config.runId);
        return { report: execution.result === undefined ? report : { ...report, result: execution.result } };
    }
    catch (error) {
        return before !== null || execution.error === undefined
            ? { report: before, problem: (0,job_problems/* problemOf */.Z)(error) }
            : { report: before };
    }
}


/***/ }),

/***/ 26020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ refuseSecretDefinition),
/* harmony export */   Kq: () => (/* binding */ holdingSecret),
/* harmony export */   Pu: () => (/* binding */ refuseUnrecordable),
/* harmony export */   hE: () => (/* binding */ unrecordableInput)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28799);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66958);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52079);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85507);


/** INVALID_OPTIONS naming the option that holds a known secret, or the largest when they are too large. */
function refuseUnrecordable(storage, recorded) {
    const found = unrecordableInput({ knownSecrets: storage.knownSecrets, maxEventPayloadBytes: storage.policy.maxEventPayloadBytes }, recorded);
    if (found !== undefined)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidOption */ .J0)(found);
}
/** The recorded value the store would refuse (a known secret, else too large), or undefined. */
function unrecordableInput(limits, recorded) {
    return holdingSecret(limits, recorded) ?? tooLarge(limits, recorded);
}
/** The recorded value holding a known secret (raw or encoded), or undefined. */
function holdingSecret(limits, recorded) {
    if (limits.knownSecrets.length === 0)
        return undefined;
    const found = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .findSecretInValue */ .WL)((0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createSecretMatcher */ .x)(limits.knownSecrets), recorded);
    if (found === null)
        return undefined;
    const how = found.encoding === 'raw' ? '' : ` (${found.encoding})`;
    // The path is `$.<option><below>`: the options are plain keys of ours.
    const [, option = '', below = ''] = /^\$\.([^.[\s]+)(.*)$/.exec(found.at) ?? [];
    return {
        option,
        below,
        why: `holds a known secret${how}; it would be recorded with the run, so nothing was recorded`,
    };
}
/**
 * A start's definition holding a known secret (the store would refuse it): INVALID_OPTIONS naming
 * where, before anything is created. The inputs are looked at first, so a secret passed as an input
 * is named as one (`options.definition.resolvedInputs.token`), then the rest of the definition and
 * the host (a built-in host's config is stored with the run too).
 */
function refuseSecretDefinition(knownSecrets, recorded) {
    const limits = { knownSecrets: knownSecrets.filter((secret) => secret.length > 0) };
    const found = holdingSecret(limits, { definition: { resolvedInputs: recorded.definition.resolvedInputs } }) ??
        holdingSecret(limits, { definition: recorded.definition, host: recorded.host });
    if (found !== undefined)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidOption */ .J0)(found);
}
/**
 * Room each record that carries the input keeps for its own fields (ids, position, counts, who). The
 * input is carried whole by each of its records (the launch, the resume or reconcile record, the
 * node's output), never twice in one, so it may take the rest of the store's event limit.
 */
const recordFieldsAllowanceBytes = 16 * 1024;
/** What one call may record: the store's event limit less the record's fields (half of a limit under 32 KiB). */
function recordableInputBytes(maxEventPayloadBytes) {
    return Math.max(Math.floor(maxEventPayloadBytes / 2), maxEventPayloadBytes - recordFieldsAllowanceBytes);
}
// A node's own output past a record's limit goes to an artifact; a person's is carried inline in each record.
/** Larger than recordableInputBytes: the largest input named. */
function tooLarge(limits, recorded) {
    const limit = recordableInputBytes(limits.maxEventPayloadBytes);
    const sizes = Object.entries(recorded).map(([name, value]) => ({
        name,
        bytes: value === undefined ? 0 : Buffer.byteLength((0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .canonicalJson */ .dj)(value)),
    }));
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    if (total <= limit)
        return undefined;
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    return {
        option: largest.name,
        below: '',
        why: `${largest.bytes} bytes as JSON; what one call records is limited to ${limit} bytes (the store's maxEventPayloadBytes less room for the record's own fields), so nothing was recorded`,
    };
}


/***/ })

};

export const id = 150;
export const ids = [150];
export const modules = {

/***/ 49484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ coreIO)
/* harmony export */ });
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84663);
/* harmony import */ var _workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86812);


// The values masked so far. The runner masks them in the log, in annotations and in the summary as
// they are and in a few encodings (base64, JSON, XML), but not in the forms the summary's escapers
// write (`&#38;`, `&#92;&#34;`): a message that echoes one back (a refused answer, say) is redacted
// before it reaches the summary, in every form the store refuses. Short values (which would wreck
// ordinary text such as `true`) are left to the runner's masking, as the store leaves them.
const masked = [];
/** The redaction of the masked values; the store and runner layers load only once one is masked. */
async function redactMasked(text) {
    if (masked.length === 0)
        return text;
    const [{ createSecretMatcher, redactKnownSecrets }, { minStoredSecretLength }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(597), __webpack_require__.e(992), __webpack_require__.e(689)]).then(__webpack_require__.bind(__webpack_require__, 65070)),
        Promise.all(/* import() */[__webpack_require__.e(597), __webpack_require__.e(992), __webpack_require__.e(254), __webpack_require__.e(748), __webpack_require__.e(67), __webpack_require__.e(871), __webpack_require__.e(761), __webpack_require__.e(606), __webpack_require__.e(720), __webpack_require__.e(396), __webpack_require__.e(851), __webpack_require__.e(863)]).then(__webpack_require__.bind(__webpack_require__, 20863)),
    ]);
    const long = masked.filter((value) => value.length >= minStoredSecretLength);
    return long.length === 0 ? text : redactKnownSecrets(createSecretMatcher(long), text);
}
// The runner cuts an annotation's message (and its log line) at 4096 characters without a mark: a
// longer one is cut here, saying so, and written whole as log lines after it.
const maxAnnotationChars = 4096;
function annotate(level, message, properties = {}) {
    if (message.length <= maxAnnotationChars) {
        (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)(level, message, properties);
        return;
    }
    const mark = ' \u2026 (cut: the whole message follows in the log)';
    // Not between the two halves of a surrogate pair.
    const head = message.slice(0, maxAnnotationChars - mark.length).replace(/[\uD800-\uDBFF]$/, '');
    (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)(level, `${head}${mark}`, properties);
    (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq)(message);
}
// The runner keeps the first 10 warning annotations of a step and drops the rest from the run's
// annotations (they stay in the log). The one titled warning (what waits for a person) must never
// be the one dropped: past 9, the Action's untitled warnings are written as log lines instead.
const untitledWarningAnnotations = 9;
let untitledWarnings = 0;
function warning(message, title) {
    if (title !== undefined) {
        annotate('warning', message, { title });
        return;
    }
    untitledWarnings += 1;
    if (untitledWarnings <= untitledWarningAnnotations) {
        annotate('warning', message);
        return;
    }
    if (untitledWarnings === untitledWarningAnnotations + 1)
        (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq)(`the runner shows at most 10 warning annotations of a step: this warning and later ones are in this log only`);
    (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq)(`warning: ${message}`);
}
const coreIO = {
    setSecret(value) {
        // The runner refuses to mask a blank value, with a warning of its own: nothing to hide there.
        if (value.trim() === '')
            return;
        (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('add-mask', value);
        masked.push(value);
    },
    setOutput: (name, value) => (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueFileCommand */ .n0)('GITHUB_OUTPUT', name, value),
    saveState: (name, value) => (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueFileCommand */ .n0)('GITHUB_STATE', name, value),
    getState: _workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu,
    info: _workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq,
    warning,
    error: (message) => annotate('error', message),
    setFailed(message) {
        process.exitCode = 1;
        annotate('error', message);
    },
    nodeOutput: (lines) => process.stdout.write((0,_report_index_js__WEBPACK_IMPORTED_MODULE_1__/* .untrustedBlock */ .C9)(lines)),
    group: (title) => (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('group', title),
    endGroup: () => (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('endgroup', ''),
    async writeSummary(markdown) {
        (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .appendSummary */ .fe)(await redactMasked(markdown));
    },
};


/***/ }),

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

/***/ 32030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ stateNames)
/* harmony export */ });
// The names of the state main saves for the post step. Apart from persist.ts so the post step can
// read them without loading the persistence layer: most post steps only see that main saved.
/** State names shared by main and post. */
const stateNames = {
    /** Set once main may have changed the store: post saves it if main did not. */
    pending: 'supervised-run-pending',
    /** The restored cache key (fork detection in post). */
    restoredKey: 'supervised-run-restored-key',
    /** Set when main saved (or `none`: persist is none). */
    saved: 'supervised-run-saved',
    /** What main restores from, while it restores (emptied once the restore ended): post summarises a stopped restore. */
    restoring: 'supervised-run-restoring',
    /** From the session claim until the runner is called (JSON, before-run.ts): post gives an unused claim back. */
    beforeRun: 'supervised-run-before-run',
    /** Set when main wrote the job summary. */
    summary: 'supervised-run-summary',
    /** Both logs' lengths and heads as restored (JSON): post refuses to save a store that lost records. */
    restoredChains: 'supervised-run-restored-chains',
    /** Set when main's session claim showed that the cache refuses this job's writes (why): post's save tries no follow-up key. */
    cacheWritesRefused: 'supervised-run-cache-writes-refused',
};


/***/ }),

/***/ 36769:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _cancellation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54559);
/* harmony import */ var _core_io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49484);
/* harmony import */ var _run_job_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92373);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88532);
// The Action's main step (a chunk of dist/bundle.js): binds runJob to @actions/core, the process environment
// and the runner's cancellation signals. Everything else is in run-job.ts.




// zod fixes when a schema is built whether it parses through a fast path compiled with new Function
// at its first parse; a step parses most of its schemas once, and that compile costs it more than it
// saves (measured: the inputs' parse 9.5 ms -> 5 ms of a cold start). Said before this step builds
// any schema that it parses: the inputs' schema is built at their first parse.
zod__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W({ jitless: true });
const cancellation = new _cancellation_js__WEBPACK_IMPORTED_MODULE_1__/* .Cancellation */ .mT();
// The runner cancels a step with SIGINT, then SIGTERM ~7.5 s later: either interrupts the run
// cleanly (a handler also keeps Node from exiting before the store is saved).
process.on('SIGINT', () => cancellation.cancel('SIGINT (the job was cancelled)'));
process.on('SIGTERM', () => cancellation.cancel('SIGTERM (the job was cancelled or timed out)'));
try {
    await (0,_run_job_js__WEBPACK_IMPORTED_MODULE_2__/* .runJob */ .b)({ env: process.env, cwd: process.cwd(), io: _core_io_js__WEBPACK_IMPORTED_MODULE_3__/* .coreIO */ .I, cancellation });
}
catch (error) {
    // A bug or an environment failure outside every expected path: fail the step with what it said.
    _core_io_js__WEBPACK_IMPORTED_MODULE_3__/* .coreIO */ .I.setFailed(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 92373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ runJob)
/* harmony export */ });
/* harmony import */ var _cancellation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54559);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23152);
/* harmony import */ var _job_prepare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5713);
/* harmony import */ var _job_problems_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93120);
/* harmony import */ var _job_state_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32030);
// One job of the Action, start to finish (main.ts is its thin entry):
//   inputs (nothing written yet) -> restore + verify the store -> decide by mode -> rebuild the
//   workspace and run the watchdog here (cancellation interrupts it) -> save the store (new
//   immutable key, artifact; fork detection) -> job summary and outputs -> exit by fail-on.
// The store is saved before the summary is written so the summary's evidence names the cache
// key; if the job dies in between, the post step saves and summarises instead.





async function runJob(deps) {
    const { io } = deps;
    let job;
    try {
        job = (0,_job_prepare_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareJob */ .LS)(deps.env, deps.cwd, io);
    }
    catch (error) {
        if (!(0,_job_prepare_js__WEBPACK_IMPORTED_MODULE_0__/* .isInvalidInput */ .cN)(error))
            throw error;
        // Nothing restored, nothing written: no summary either (it would need the inputs it refuses).
        io.setFailed((0,_job_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .failureText */ .k)((0,_job_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .problemOf */ .Z)(error)));
        return { failed: true };
    }
    const stopTimer = deps.cancellation.after(job.config.interruptAfterMs, `interrupt-after (${job.config.interruptAfterMs} ms) elapsed`);
    try {
        return await afterInputs(job, deps);
    }
    finally {
        stopTimer();
    }
}
async function afterInputs(job, deps) {
    const { io } = deps;
    const { config } = job;
    const budget = (0,_cancellation_js__WEBPACK_IMPORTED_MODULE_2__/* .cancelBudgetWarning */ .gu)(config.teardownGraceMs);
    const warnings = [...job.secrets.warnings, ...(budget === undefined ? [] : [budget])];
    for (const warning of warnings)
        io.warning(warning);
    let stored;
    // Killed before the restore ends, main writes no summary: the post step writes one from this.
    io.saveState(_job_state_names_js__WEBPACK_IMPORTED_MODULE_3__/* .stateNames */ .U.restoring, restoringFrom(job));
    try {
        // Said before the restore, which can take a while on a large store: the log shows at once what
        // the job is and what it waits on; the store layer and the persistence clients load after it.
        stored = await (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .inLogGroup */ .P)(io, restoringLine(job), async () => {
            const { restoreAndVerify } = await Promise.all(/* import() */[__webpack_require__.e(59), __webpack_require__.e(911)]).then(__webpack_require__.bind(__webpack_require__, 26059));
            return restoreAndVerify(job);
        });
    }
    catch (error) {
        io.saveState(_job_state_names_js__WEBPACK_IMPORTED_MODULE_3__/* .stateNames */ .U.restoring, '');
        const { finish } = await Promise.all(/* import() */[__webpack_require__.e(254), __webpack_require__.e(761), __webpack_require__.e(621), __webpack_require__.e(954)]).then(__webpack_require__.bind(__webpack_require__, 95954));
        return finish(job, deps, {
            report: null,
            problems: [(0,_job_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .problemOf */ .Z)(error)],
            notes: [],
            warnings,
            persisted: null,
            tried: undefined,
        });
    }
    io.saveState(_job_state_names_js__WEBPACK_IMPORTED_MODULE_3__/* .stateNames */ .U.restoring, '');
    for (const warning of stored.restored.warnings)
        io.warning(warning);
    warnings.push(...stored.restored.warnings);
    if (stored.restored.key !== undefined)
        io.info(`restored the store from cache entry ${stored.restored.key}`);
    if (stored.restored.source === 'artifact')
        io.info(`restored the store from artifact ${stored.restored.artifactName}`);
    // What decides, claims, runs, saves and reports loads after the restore: the first log lines do
    // not wait for it.
    const { runRestored } = await Promise.all(/* import() */[__webpack_require__.e(254), __webpack_require__.e(748), __webpack_require__.e(67), __webpack_require__.e(761), __webpack_require__.e(621), __webpack_require__.e(720), __webpack_require__.e(220), __webpack_require__.e(59), __webpack_require__.e(950), __webpack_require__.e(954), __webpack_require__.e(651)]).then(__webpack_require__.bind(__webpack_require__, 28651));
    return runRestored(job, deps, stored, warnings);
}
function restoringFrom(job) {
    return job.fromRun === undefined
        ? `cache prefix ${job.restorePrefix}`
        : `cache prefix ${job.restorePrefix}, else the store artifact of workflow run ${job.fromRun.runId}`;
}
function restoringLine(job) {
    return `mode ${job.config.mode}, run ${job.config.runId}: restoring the store (${restoringFrom(job)})`;
}


/***/ })

};

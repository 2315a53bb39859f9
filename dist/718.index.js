export const id = 718;
export const ids = [718];
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

/***/ 28676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ runPostJob)
/* harmony export */ });
/* harmony import */ var _state_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32030);

async function runPostJob(deps) {
    const { io } = deps;
    // Main was stopped after its restore and before its run started (it wrote no summary): nothing
    // changed to save; say so, and give back a session claim it made (before-run.ts).
    if (io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U.beforeRun) !== '' && io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U.summary) === '') {
        const { summariseStoppedBeforeRun } = await Promise.all(/* import() */[__webpack_require__.e(597), __webpack_require__.e(992), __webpack_require__.e(713), __webpack_require__.e(950), __webpack_require__.e(249)]).then(__webpack_require__.bind(__webpack_require__, 15700));
        return summariseStoppedBeforeRun(deps);
    }
    if (io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U.pending) === '') {
        // Main was stopped in its restore (it wrote no summary): say so, and undo what the restore left.
        if (io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U.restoring) !== '' && io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U.summary) === '') {
            const { summariseInterruptedRestore } = await Promise.all(/* import() */[__webpack_require__.e(597), __webpack_require__.e(992), __webpack_require__.e(713), __webpack_require__.e(769)]).then(__webpack_require__.bind(__webpack_require__, 20769));
            return summariseInterruptedRestore(deps);
        }
        io.info('nothing to save: the main step did not run the watchdog');
        return { saved: false };
    }
    const saved = io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U.saved);
    if (saved !== '') {
        io.info(saved === 'none' ? 'nothing to save: persist is none' : 'the main step saved the store');
        return { saved: false };
    }
    // Only a post step that saves loads the inputs, the persistence and the report layers.
    const { saveFromPost } = await Promise.all(/* import() */[__webpack_require__.e(597), __webpack_require__.e(992), __webpack_require__.e(254), __webpack_require__.e(748), __webpack_require__.e(67), __webpack_require__.e(761), __webpack_require__.e(621), __webpack_require__.e(713), __webpack_require__.e(220), __webpack_require__.e(59), __webpack_require__.e(837)]).then(__webpack_require__.bind(__webpack_require__, 28190));
    return saveFromPost(deps);
}


/***/ }),

/***/ 48386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ StepSignals)
/* harmony export */ });
// The runner's cancel signals as the post step hears them. Unlike the main step's Cancellation (the
// first cause wins and stops the run), every signal is passed on: the post step stops nothing, it
// says that it goes on saving, at SIGINT and again at the SIGTERM that follows 7.5 s later.
class StepSignals {
    #heard = [];
    #listeners = new Set();
    receive(reason) {
        this.#heard.push(reason);
        for (const listener of [...this.#listeners])
            listener(reason);
    }
    /** Calls `listener` for each signal received so far, then for each new one; returns the remover. */
    listen(listener) {
        for (const reason of this.#heard)
            listener(reason);
        this.#listeners.add(listener);
        return () => this.#listeners.delete(listener);
    }
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

/***/ 27718:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _core_io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49484);
/* harmony import */ var _job_post_job_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28676);
/* harmony import */ var _job_post_signals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48386);
// The Action's post step (a chunk of dist/bundle.js, `post-if: always()`): saves the store when the main step
// could not (killed or cancelled before its save), and writes a summary if main wrote none.



// A cancel reaches the post step too (SIGINT, SIGTERM ~7.5 s later, a kill 2.5 s after that). Node's
// default would end the step at once and lose the save it is making, the only one when main was
// killed before its own: a handler keeps the step going, and the save says it goes on (post-save.ts).
const signals = new _job_post_signals_js__WEBPACK_IMPORTED_MODULE_0__/* .StepSignals */ .Y();
process.on('SIGINT', () => signals.receive('SIGINT (the job was cancelled)'));
process.on('SIGTERM', () => signals.receive('SIGTERM (the job was cancelled or timed out)'));
try {
    await (0,_job_post_job_js__WEBPACK_IMPORTED_MODULE_1__/* .runPostJob */ .H)({ env: process.env, cwd: process.cwd(), io: _core_io_js__WEBPACK_IMPORTED_MODULE_2__/* .coreIO */ .I, signals });
}
catch (error) {
    // The post step never fails the job on its own: main already reported the run.
    const { describeError } = await Promise.all(/* import() */[__webpack_require__.e(597), __webpack_require__.e(992), __webpack_require__.e(689)]).then(__webpack_require__.bind(__webpack_require__, 65070));
    _core_io_js__WEBPACK_IMPORTED_MODULE_2__/* .coreIO */ .I.warning(`the post step could not save the store: ${describeError(error)}`);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ })

};

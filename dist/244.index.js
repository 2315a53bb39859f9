export const id = 244;
export const ids = [244];
export const modules = {

/***/ 1244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   prelaunchJobWorker: () => (/* binding */ prelaunchJobWorker)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _declarative_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69238);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93317);
/* harmony import */ var _run_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24740);
// A job that starts or resumes a run starts its worker before it claims the session: node and the
// worker's code load while the claim goes to the cache service (most of a worker's start on a new
// runner).
// The worker waits, doing nothing, until the run launches it; the run uses it only if it was started
// exactly as the run would start it (runner/watchdog/prelaunch.ts), and whoever ends first stops it.




/** The prelaunched worker, or undefined when it could not be started (the run then starts its own). */
async function prelaunchJobWorker(job, workerEntry) {
    const { config } = job;
    try {
        // What this process compiled so far, for the worker to read instead of compiling it again.
        (0,node_module__WEBPACK_IMPORTED_MODULE_0__.flushCompileCache)();
        return await (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_1__/* .prelaunchSupervisedWorker */ .h)({
            runId: config.runId,
            runRoot: config.runRoot,
            workerEntry: workerEntry ?? (0,_declarative_index_js__WEBPACK_IMPORTED_MODULE_2__/* .declarativeWorkerEntry */ .$)(),
            environmentVariables: (0,_run_options_js__WEBPACK_IMPORTED_MODULE_3__/* .workerVariables */ .S6)(config),
            teardownGraceMs: config.teardownGraceMs,
        });
    }
    catch {
        return undefined;
    }
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


/***/ })

};

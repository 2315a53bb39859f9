export const id = 308;
export const ids = [308];
export const modules = {

/***/ 59308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prelaunchJobWorker: () => (/* binding */ prelaunchJobWorker)
});

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: ./src/declarative/worker-path.ts
var worker_path = __webpack_require__(69238);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/runner/host/resolve.ts
var resolve = __webpack_require__(42689);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/runner/options/options.ts
var options_options = __webpack_require__(35589);
// EXTERNAL MODULE: ./src/runner/options/option-values.ts
var option_values = __webpack_require__(23261);
// EXTERNAL MODULE: ./src/runner/watchdog/compile-cache.ts
var compile_cache = __webpack_require__(54914);
// EXTERNAL MODULE: ./src/runner/watchdog/environment.ts
var environment = __webpack_require__(76653);
// EXTERNAL MODULE: ./src/runner/watchdog/prelaunch.ts
var prelaunch = __webpack_require__(32158);
// EXTERNAL MODULE: ./src/runner/worker/worker-path.ts
var worker_worker_path = __webpack_require__(80911);
;// CONCATENATED MODULE: ./src/runner/lifecycle/prelaunch.ts
// prelaunchSupervisedWorker: a worker process started before startSupervisedRun (or
// resumeSupervisedRun) is called, so that node and the worker's code load while the caller does
// something else first; the call then takes it through `prelaunched` (watchdog/prelaunch.ts).
// Nothing is written and nothing of the run is read: a prelaunch that is never used costs one
// process, which the caller stops with dispose().









const prelaunchOptionsSchema = schemas/* strictObject */.rej({
    runId: schemas/* string */.YjP().min(1),
    /** The run's runRoot (its worker's working directory). */
    runRoot: schemas/* string */.YjP().min(1),
    /** The same as the run's options give (default: the worker entry beside the runner). */
    workerEntry: schemas/* string */.YjP().min(1).optional(),
    environmentVariables: schemas/* array */.YOg(schemas/* string */.YjP().regex(option_values/* environmentVariableNamePattern */.ty)).max(1000).optional(),
    teardownGraceMs: schemas/* number */.aig().int().nonnegative().max(2_147_483_647).optional(),
});
/** Starts a worker for a later start or resume of `runId`; pass it as the call's `prelaunched`. */
async function prelaunchSupervisedWorker(options) {
    const parsed = prelaunchOptionsSchema.safeParse(options);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', `prelaunch options.${issue?.path.map(String).join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    const { runId, runRoot, workerEntry, environmentVariables, teardownGraceMs } = parsed.data;
    return new prelaunch/* WorkerPrelaunch */.t({
        runId,
        workerEntry: (0,worker_worker_path/* resolveWorkerEntry */.h1)(workerEntry),
        realRoot: await (0,resolve/* realRunRoot */.og)(runRoot),
        environment: (0,environment/* snapshotEnvironment */.k6)(environmentVariables ?? []),
        compileCache: await (0,compile_cache/* compileCacheDirectory */.vW)(),
        teardownGraceMs: teardownGraceMs ?? options_options/* defaultTeardownGraceMs */.E2,
    });
}

// EXTERNAL MODULE: ./src/action/run-options.ts
var run_options = __webpack_require__(24740);
;// CONCATENATED MODULE: ./src/action/job/prelaunch.ts
// A job that starts a run starts its worker before it claims the session: node and the worker's
// code load while the claim goes to the cache service (most of a worker's start on a new runner).
// The worker waits, doing nothing, until the run launches it; the run uses it only if it was started
// exactly as the run would start it (runner/watchdog/prelaunch.ts), and whoever ends first stops it.




/** The prelaunched worker, or undefined when it could not be started (the run then starts its own). */
async function prelaunchJobWorker(job, workerEntry) {
    const { config } = job;
    try {
        // What this process compiled so far, for the worker to read instead of compiling it again.
        (0,external_node_module_.flushCompileCache)();
        return await prelaunchSupervisedWorker({
            runId: config.runId,
            runRoot: config.runRoot,
            workerEntry: workerEntry ?? (0,worker_path/* declarativeWorkerEntry */.$)(),
            environmentVariables: (0,run_options/* workerVariables */.S6)(config),
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
/* harmony export */   S6: () => (/* binding */ workerVariables),
/* harmony export */   hz: () => (/* binding */ resumeRunOptions),
/* harmony export */   sO: () => (/* binding */ startRunOptions)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _declarative_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82644);
/* harmony import */ var _declarative_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14228);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96005);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78055);
// ActionConfig -> the runner's one schema of run options (supervisedRunOptionsSchema /
// resumeSupervisedRunOptionsSchema). Nothing here re-validates what the runner validates: the
// runner parses these and refuses with INVALID_OPTIONS naming the field.





function storage(config, knownSecrets) {
    return { directory: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(config.storagePath), namespace: config.namespace, knownSecrets: [...knownSecrets] };
}
/** The definition file of a host-module run (INVALID_INPUT naming the input when unreadable or malformed). */
async function readDefinition(runRoot, file) {
    const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(runRoot, file);
    const refuse = (problem) => new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('INVALID_INPUT', `input "definition": ${file} ${problem}; it must hold ${_runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .definitionFileAccepts */ .D4}`, {
        input: 'definition',
        path: full,
    });
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(full, 'utf8');
    }
    catch (error) {
        throw refuse(`cannot be read (${error.message})`);
    }
    const result = (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readDefinitionFile */ .Qm)(text);
    if (!result.ok)
        throw refuse(result.problem);
    return result.value;
}
/** Start options for a new run (reads the graph file or definition file: DeclarativeError / INVALID_INPUT on a bad one). */
async function startRunOptions(config, knownSecrets, extras) {
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
    const source = config.source;
    if (source === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('INVALID_INPUT', `input "graph": run ${config.runId} is not stored yet, and starting it needs graph (or host-module with definition)`, { input: 'graph' });
    }
    if (source.kind === 'graph') {
        const compiled = await (0,_declarative_index_js__WEBPACK_IMPORTED_MODULE_4__/* .loadGraphFile */ .r)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(config.runRoot, source.file), {
            runRoot: config.runRoot,
            inputs: config.runInputs,
        });
        return (0,_declarative_index_js__WEBPACK_IMPORTED_MODULE_5__/* .declarativeRunOptions */ .WD)(compiled, { runId: config.runId, ...common });
    }
    const file = await readDefinition(config.runRoot, source.definitionFile);
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
            options.answer = { values: config.answer, answeredBy: identity.actor };
    }
    if (plan.retryFailed !== undefined)
        options.retryFailed = { by: identity.actor, reason: `${plan.retryFailed} on ${identity.job}` };
    if (plan.takeover === true)
        options.takeover = { reason: `takeover input set on ${identity.job}`, by: identity.actor };
    return options;
}


/***/ })

};

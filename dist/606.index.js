export const id = 606;
export const ids = [606];
export const modules = {

/***/ 1478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ intentPath),
/* harmony export */   PJ: () => (/* binding */ readCancelIntent)
/* harmony export */ });
/* unused harmony exports cancelIntentFileName, cancelIntentSchema */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35203);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41357);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56399);
// The cancel intent file: written first by a cancel, read by a watchdog that receives SIGTERM so
// that it stops (terminal, as the cancel will record) instead of interrupting (resumable).




const cancelIntentFileName = 'cancel-intent.json';
/** More than any intent a cancel writes: a reason of 2000 and a name of 200 characters, each JSON-escaped. */
const maxIntentBytes = 64 * 1024;
const cancelIntentSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    intentId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(_store_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .storeIdPattern */ .X),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    by: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    requestedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
}));
const intentPath = (storage, runId) => node_path__WEBPACK_IMPORTED_MODULE_0___default().join(storage.runDirectory(runId), cancelIntentFileName);
/** The recorded intent, or undefined when there is none (or it does not parse). */
async function readCancelIntent(storage, runId) {
    try {
        // A restored store is untrusted: an intent is a few kilobytes, so a larger file is none; so is
        // anything but a regular file (a FIFO would block the open).
        const bytes = await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readFileWithin */ .oF)(intentPath(storage, runId), maxIntentBytes);
        if (bytes === undefined || (0,_store_index_js__WEBPACK_IMPORTED_MODULE_4__/* .isOversized */ .sq)(bytes))
            return undefined;
        const parsed = cancelIntentSchema().safeParse(JSON.parse(bytes.toString('utf8')));
        return parsed.success && parsed.data.runId === runId ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 59251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rh: () => (/* binding */ refuseIfSignalled),
/* harmony export */   aA: () => (/* binding */ settledHandle),
/* harmony export */   gZ: () => (/* binding */ holdSignalsFor),
/* harmony export */   po: () => (/* binding */ supervisorHere),
/* harmony export */   zL: () => (/* binding */ supervisedHandle)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85507);
/* harmony import */ var _status_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63696);
/* harmony import */ var _watchdog_signals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58737);
/* harmony import */ var _cancel_intent_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1478);




/**
 * Signal gates installed at the start of a call, by the storage object that call opened (one per
 * call), so the handle that call builds attaches them instead of installing listeners late.
 */
const earlyGates = new WeakMap();
/** Routes the signals `gate` holds to the supervisor of the session opened with `storage`. */
function holdSignalsFor(storage, gate) {
    earlyGates.set(storage, gate);
}
/** Refuses to go on when a signal arrived before anything was written (start leaves nothing behind). */
function refuseIfSignalled(gate, runId) {
    const signal = gate?.pending ?? null;
    if (signal !== null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SupervisedRunError */ .aL('INTERRUPTED', `interrupted by ${signal} before run ${runId} was written; nothing was stored`);
}
/**
 * The supervisors of the runs this process drives, by run directory: a cancel from this same process
 * (a library caller cancelling its own run) stops one directly, since SIGTERM would end the caller.
 */
const drivenHere = new Map();
/** The supervisor of `runId` when this process drives it (its handle is live), else undefined. */
function supervisorHere(storage, runId) {
    return drivenHere.get(storage.runDirectory(runId));
}
function supervisedHandle(storage, runId, supervisor, handleSignals) {
    const driven = storage.runDirectory(runId);
    drivenHere.set(driven, supervisor);
    const forget = () => {
        if (drivenHere.get(driven) === supervisor)
            drivenHere.delete(driven);
    };
    supervisor.done.then(forget, forget);
    const early = earlyGates.get(storage);
    earlyGates.delete(storage);
    const gate = early ?? (handleSignals ? _watchdog_signals_js__WEBPACK_IMPORTED_MODULE_1__/* .SignalGate */ .Q.install() : undefined);
    // A cancel records its intent, then sends SIGTERM: stop then (terminal), so `done` says STOPPED
    // as the record the cancel writes does, instead of a resumable interruption.
    gate?.attach({
        done: supervisor.done,
        interrupt: (signal) => {
            const done = supervisor.interrupt(signal);
            void (0,_cancel_intent_js__WEBPACK_IMPORTED_MODULE_2__/* .readCancelIntent */ .PJ)(storage, runId).then((intent) => {
                if (intent !== undefined)
                    supervisor.escalateToStop();
            }, () => undefined);
            return done;
        },
    });
    return {
        runId,
        status: (options) => (0,_status_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readStatusFrom */ .f2)(storage, runId, { nodes: (0,_status_read_js__WEBPACK_IMPORTED_MODULE_3__/* .statusNodesOption */ .Z2)(options?.nodes) }),
        done: supervisor.done,
        stop: () => supervisor.stop(),
        interrupt: (cause) => supervisor.interrupt(cause),
    };
}
/** A handle for a call that settled during preflight (e.g. a resume refused for workspace evidence). */
function settledHandle(storage, runId, result) {
    const done = Promise.resolve(result);
    return {
        runId,
        status: (options) => (0,_status_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readStatusFrom */ .f2)(storage, runId, { nodes: (0,_status_read_js__WEBPACK_IMPORTED_MODULE_3__/* .statusNodesOption */ .Z2)(options?.nodes) }),
        done,
        stop: () => done,
        interrupt: () => done,
    };
}


/***/ }),

/***/ 42336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IZ: () => (/* binding */ acquireLock),
/* harmony export */   Ue: () => (/* binding */ clearSettledSessionLock),
/* harmony export */   ZZ: () => (/* binding */ acquireLease),
/* harmony export */   dC: () => (/* binding */ takeLockFrom),
/* harmony export */   oO: () => (/* binding */ releaseDeadLease),
/* harmony export */   zm: () => (/* binding */ stopLeftovers)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97018);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97370);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65693);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85507);
/* harmony import */ var _status_observe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24961);
/* harmony import */ var _status_fold_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59725);
/* harmony import */ var _watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15737);
// Who holds a run: the process lock, the workspace lease and a dead session's leftovers. Start,
// resume, cancel and takeover all take or clear these; they are kept here so each way in treats a
// dead holder the same (provably dead on this host, or left alone).







async function acquireLock(storage, runId) {
    try {
        return await storage.acquireProcessLock(runId);
    }
    catch (error) {
        if ((0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isStorageError */ .El)(error, 'PROCESS_LOCKED')) {
            // A holder provably dead here is no reason to wait: say what continues the run.
            const dead = error.holder !== undefined && (await (0,_status_observe_js__WEBPACK_IMPORTED_MODULE_1__/* .isHolderAlive */ .k5)(error.holder)) === false;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SupervisedRunError */ .aL('PROCESS_LOCKED', dead
                ? `${error.message}; that process is gone (its watchdog died): continue the run with an explicit takeover, which is recorded`
                : error.message, { cause: error, ...(error.holder === undefined ? {} : { details: { holder: error.holder } }) });
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SupervisedRunError */ .aL('RUN_STORAGE', `the process lock of run ${runId} cannot be taken: ${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(error)}`, { cause: error });
    }
}
async function acquireLease(workspace, runId) {
    try {
        return await workspace.acquireLease({ runId, pid: process.pid });
    }
    catch (error) {
        throw (0,_watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceFailure */ .sR)(error, 'WORKSPACE_LEASE', 'the workspace lease cannot be taken');
    }
}
/** Breaks the lock of a holder provably dead on this host (a takeover); refuses a live or foreign one. */
async function takeLockFrom(storage, runId) {
    const holder = (await storage.readProcessLock(runId)) ?? null;
    if (holder === null)
        return null;
    const alive = await (0,_status_observe_js__WEBPACK_IMPORTED_MODULE_1__/* .isHolderAlive */ .k5)(holder);
    if (alive !== false) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SupervisedRunError */ .aL('PROCESS_LOCKED', alive === true
            ? `run ${runId} is held by a live watchdog (pid ${holder.pid} on ${holder.hostname}); a takeover needs its holder dead`
            : `run ${runId} is locked on another host (${holder.hostname}); a takeover needs its holder provably dead on this machine`, { details: { holder } });
    }
    await storage.breakProcessLock(runId, holder.token);
    return holder;
}
/**
 * The lock of a watchdog that died between recording its settled result and removing its lock (a
 * window of one file removal): held under the token that settled session recorded, by a holder
 * provably dead on this host, on a run settled with its cleanup verified. Nothing of that session
 * can still run, so a resume removes it (the caller records runner:lock-cleared) rather than ask
 * for a takeover. Any other lock is left for acquireProcessLock to refuse.
 */
async function clearSettledSessionLock(storage, runId, folded) {
    const holder = (await storage.readProcessLock(runId)) ?? null;
    const { settled, sessionLockToken } = folded.runner;
    if (holder === null || settled === null || (0,_status_fold_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .settledField */ .C9)(settled, 'cleanupVerified') !== true)
        return null;
    if (typeof sessionLockToken !== 'string' || sessionLockToken !== holder.token)
        return null;
    if ((await (0,_status_observe_js__WEBPACK_IMPORTED_MODULE_1__/* .isHolderAlive */ .k5)(holder)) !== false)
        return null;
    await storage.breakProcessLock(runId, holder.token);
    return holder;
}
/** Releases the dead session's lease on this repository if its holder (same run, this host) is gone. */
async function releaseDeadLease(workspace, runId) {
    const record = await workspace.readLease().catch(() => null);
    if (record === null || record.runId !== runId)
        return false;
    const alive = await (0,_status_observe_js__WEBPACK_IMPORTED_MODULE_1__/* .isHolderAlive */ .k5)({
        schemaVersion: 1,
        token: record.token,
        pid: record.pid,
        pidStartTime: null,
        hostname: record.hostname,
        acquiredAt: record.acquiredAt,
    });
    if (alive !== false)
        return false;
    await workspace.releaseLease(record.token);
    return true;
}
/**
 * Stops what the dead session's worker left running (its recorded identity and everything tagged
 * with its owner ID). Throws TEARDOWN_INCOMPLETE, `refusal` saying what is not done, if any survive
 * or its record cannot make a stop request.
 */
async function stopLeftovers(folded, graceMs, refusal) {
    const worker = folded.runner.worker;
    if (worker === null)
        return [];
    let report;
    try {
        report = await (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_5__/* .stopOwnedProcessTree */ .fS)({
            observed: worker.identity === null ? [] : [worker.identity],
            ownerId: worker.ownerId,
            graceMs,
        });
    }
    catch (error) {
        // Its stop request is checked once, there: a stored worker record it refuses (an owner ID not of
        // newOwnerId's form) means nothing was stopped, which the runner says in its own error.
        if (!(0,_engine_index_js__WEBPACK_IMPORTED_MODULE_6__/* .isEngineError */ .Vp)(error, 'INVALID_OPTIONS'))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SupervisedRunError */ .aL('TEARDOWN_INCOMPLETE', `the dead session's worker cannot be stopped: the stop request made from its record was refused (${error.message}); ${refusal}`, { cause: error });
    }
    if (!report.verified) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SupervisedRunError */ .aL('TEARDOWN_INCOMPLETE', `processes of the dead session's worker survive cleanup (${report.survivors.map((p) => p.pid).join(', ')}); ${refusal}`, { details: { survivors: report.survivors } });
    }
    return report.stopped;
}


/***/ }),

/***/ 93317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ prelaunchFor),
  h: () => (/* binding */ prelaunchSupervisedWorker)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: ./src/runner/host/resolve.ts
var resolve = __webpack_require__(42689);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/runner/options/option-schemas.ts
var option_schemas = __webpack_require__(4799);
// EXTERNAL MODULE: ./src/runner/options/option-values.ts
var option_values = __webpack_require__(23261);
// EXTERNAL MODULE: ./src/runner/watchdog/compile-cache.ts
var compile_cache = __webpack_require__(54914);
// EXTERNAL MODULE: ./src/runner/watchdog/environment.ts
var environment = __webpack_require__(76653);
// EXTERNAL MODULE: ./src/runner/watchdog/spawn.ts
var spawn = __webpack_require__(24991);
;// CONCATENATED MODULE: ./src/runner/watchdog/prelaunch.ts
// A worker process started before its session launches it: node starts and the worker's modules
// load (most of a worker's start) while the caller does other work, such as the Action claiming
// its session over the network. It then waits on stdin for its parameters and, until it has them,
// touches neither the store nor the workspace, and dies with this process (the early guard).
// The session's first launch adopts it when it was started from the same spec (spawn.ts);
// otherwise, or when the session ends without launching, it is stopped.

class WorkerPrelaunch {
    #spec;
    #worker;
    #exited = false;
    #adopted = false;
    #stopping;
    constructor(spec) {
        this.#spec = spec;
        this.#worker = (0,spawn/* spawnWorker */.Gl)(spec, (0,spawn/* newLaunchIds */.SS)(), undefined);
        void this.#worker.process.result.then(() => (this.#exited = true));
    }
    /** The worker's pid (undefined when it could not be started: then every launch starts its own). */
    get pid() {
        return this.#worker.process.pid;
    }
    /**
     * The waiting worker for a launch from `spec`, once; undefined when it was taken or stopped, has
     * exited, or was started from another spec (then it is stopped, and the launch starts its own).
     */
    take(spec) {
        if (this.#adopted || this.#stopping !== undefined)
            return undefined;
        if (this.#exited || !(0,spawn/* sameSpawnSpec */.ZK)(this.#spec, spec)) {
            this.#stopping = this.#stop();
            return undefined;
        }
        this.#adopted = true;
        return this.#worker;
    }
    /** Stops the worker unless a launch took it; resolves once its processes are gone and it was reaped. */
    async dispose() {
        if (this.#adopted)
            return;
        await (this.#stopping ??= this.#stop());
    }
    async #stop() {
        await this.#worker.process.stop('prelaunch-unused');
        await this.#worker.process.result;
    }
}

// EXTERNAL MODULE: ./src/runner/worker/worker-path.ts
var worker_path = __webpack_require__(80911);
;// CONCATENATED MODULE: ./src/runner/lifecycle/prelaunch.ts
// prelaunchSupervisedWorker: a worker process started before startSupervisedRun (or
// resumeSupervisedRun) is called, so that node and the worker's code load while the caller does
// something else first; the call then takes it through `prelaunched` (watchdog/prelaunch.ts).
// Nothing is written and nothing of the run is read: a prelaunch that is never used costs one
// process, which the caller stops with dispose().










const prelaunchOptionsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    runId: schemas/* string */.YjP().min(1),
    /** The run's runRoot (its worker's working directory). */
    runRoot: schemas/* string */.YjP().min(1),
    /** The same as the run's options give (default: the worker entry beside the runner). */
    workerEntry: schemas/* string */.YjP().min(1).optional(),
    environmentVariables: schemas/* array */.YOg(schemas/* string */.YjP().regex(option_values/* environmentVariableNamePattern */.ty)).max(1000).optional(),
    teardownGraceMs: schemas/* number */.aig().int().nonnegative().max(2_147_483_647).optional(),
}));
/** Starts a worker for a later start or resume of `runId`; pass it as the call's `prelaunched`. */
async function prelaunchSupervisedWorker(options) {
    const parsed = prelaunchOptionsSchema().safeParse(options);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', `prelaunch options.${issue?.path.map(String).join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    const { runRoot, environmentVariables, teardownGraceMs, ...rest } = parsed.data;
    return prelaunchFor({
        ...rest,
        realRoot: await (0,resolve/* realRunRoot */.og)(runRoot),
        environmentVariables: environmentVariables ?? [],
        teardownGraceMs: teardownGraceMs ?? option_schemas/* defaultTeardownGraceMs */.E2,
    });
}
/** The prelaunch from checked values: the spec a session of this run builds for its launches (session.ts). */
async function prelaunchFor(input) {
    return new WorkerPrelaunch({
        runId: input.runId,
        workerEntry: (0,worker_path/* resolveWorkerEntry */.h1)(input.workerEntry),
        realRoot: input.realRoot,
        environment: (0,environment/* snapshotEnvironment */.k6)(input.environmentVariables),
        compileCache: await (0,compile_cache/* compileCacheDirectory */.vW)(),
        teardownGraceMs: input.teardownGraceMs,
    });
}


/***/ }),

/***/ 21622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ resumeSupervisedRun)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/runner/lifecycle/handle.ts
var handle = __webpack_require__(59251);
// EXTERNAL MODULE: ./src/runner/host/resolve.ts
var resolve = __webpack_require__(42689);
// EXTERNAL MODULE: ./src/runner/options/options.ts + 1 modules
var options_options = __webpack_require__(28425);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records_records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/runner/lifecycle/session.ts + 17 modules
var lifecycle_session = __webpack_require__(24077);
// EXTERNAL MODULE: ./src/runner/lifecycle/ownership.ts
var ownership = __webpack_require__(42336);
// EXTERNAL MODULE: ./src/runner/status/fold-stored.ts
var fold_stored = __webpack_require__(86284);
// EXTERNAL MODULE: ./src/runner/status/verified-read.ts
var verified_read = __webpack_require__(86554);
// EXTERNAL MODULE: ./src/runner/records/storage.ts
var records_storage = __webpack_require__(35382);
// EXTERNAL MODULE: ./src/runner/lifecycle/recorded-input.ts
var recorded_input = __webpack_require__(26020);
// EXTERNAL MODULE: ./src/runner/lifecycle/reopen.ts + 1 modules
var reopen = __webpack_require__(33215);
// EXTERNAL MODULE: ./src/workspace/drift.ts
var workspace_drift = __webpack_require__(75302);
// EXTERNAL MODULE: ./src/runner/status/budget.ts
var status_budget = __webpack_require__(27916);
// EXTERNAL MODULE: ./src/runner/status/open-pauses.ts
var open_pauses = __webpack_require__(80601);
// EXTERNAL MODULE: ./src/runner/status/fold-runner.ts
var fold_runner = __webpack_require__(59725);
// EXTERNAL MODULE: ./src/runner/status/project.ts + 1 modules
var project = __webpack_require__(41623);
// EXTERNAL MODULE: ./src/runner/lifecycle/resume-refusals.ts
var resume_refusals = __webpack_require__(86050);
// EXTERNAL MODULE: ./src/runner/status/state.ts
var state = __webpack_require__(33000);
// EXTERNAL MODULE: ./src/graph/executor/gate-answer.ts
var gate_answer = __webpack_require__(88696);
// EXTERNAL MODULE: ./src/graph/executor/gate.ts
var executor_gate = __webpack_require__(42209);
// EXTERNAL MODULE: ./src/graph/errors.ts
var graph_errors = __webpack_require__(40869);
;// CONCATENATED MODULE: ./src/runner/lifecycle/answer.ts
// A resume's answer to a gate (or any policy pause), checked before anything is recorded: a gate
// needs one (unless its deadline passed: the position then fails GATE_TIMEOUT), it must fit the
// gate's fields and come from an allowed actor. The graph executor checks it again when it records.


/** The fields of a gate in one line: `choice (required): one of "ship", "hold"; note: a string`. */
function gateFieldsText(request) {
    return request.fields
        .map((f) => `${f.name}${f.required && f.default === undefined ? ' (required)' : ''}: ${(0,gate_answer/* fieldAccepts */.eM)(f)}`)
        .join('; ');
}
/** The answer to record (defaults filled in), or a RESUME_ANSWER / RESUME_ACTOR refusal. */
function checkResumeAnswer(answer, pause, pauseKind, now = new Date()) {
    const gate = (0,executor_gate/* parseGateRequest */.EL)(pause.request);
    if (gate !== undefined && answer === undefined && !(0,executor_gate/* gateExpired */.f_)(gate, now)) {
        throw new errors/* SupervisedRunError */.aL('RESUME_ANSWER', `position ${JSON.stringify(pause.position)} is a gate waiting for an answer to ${JSON.stringify(gate.question)}; resume it with an answer (a JSON object: ${gateFieldsText(gate) || 'no fields'})`, { details: { position: pause.position } });
    }
    try {
        const checked = (0,executor_gate/* gateResume */.nF)({ pauseKind: pauseKind ?? 'graph', request: pause.request }, answer, now, pause.position);
        return checked.kind === 'resume' ? checked.answer : undefined;
    }
    catch (error) {
        if ((0,graph_errors/* isGraphError */.Z)(error) && (error.code === 'RESUME_ANSWER' || error.code === 'RESUME_ACTOR'))
            throw new errors/* SupervisedRunError */.aL(error.code, error.message, { details: { position: pause.position } });
        throw error;
    }
}

// EXTERNAL MODULE: ./src/graph/dag/index.ts
var dag = __webpack_require__(75419);
;// CONCATENATED MODULE: ./src/runner/lifecycle/resume-plan.ts









const positionList = (positions) => positions.length === 0 ? 'none' : positions.map((p) => JSON.stringify(p)).join(', ');
/** `budgets`: the run budget and node caps now, which a budget pause's resume must answer. */
function plan(folded, options, graphDefinition, budgets = {}) {
    const form = graphDefinition.form;
    const { runId } = options;
    if (options.retryFailed !== undefined)
        return { kind: 'reopen', reopen: (0,reopen/* planReopen */.HC)(folded, runId, form, options.retryFailed) };
    const settled = folded.runner.settled;
    if (settled !== null && records_records/* terminalTypes */.e5.has(settled.type)) {
        throw new errors/* SupervisedRunError */.aL('RUN_NOT_PAUSED', `run ${runId} has ended (${settled.type}); there is nothing to resume`);
    }
    const mode = options.position === undefined
        ? { kind: 'run' }
        : resumeMode(folded, options, options.position, { budgets, graphDefinition });
    if (settled === null) {
        if (options.takeover === undefined) {
            throw new errors/* SupervisedRunError */.aL('RUN_NOT_PAUSED', `run ${runId} has no settled pause: its watchdog stopped without recording one (status phase "orphaned"); continue it only with an explicit takeover { reason, by }`);
        }
        return { kind: 'takeover', mode };
    }
    if (mode.kind === 'resume')
        return { kind: 'resume', mode };
    if (settled.type === records_records/* runnerEventTypes */.AK.interrupted)
        return { kind: 'continue', from: 'interrupted' };
    // Runner-level pauses (no graph pause to name) continue like an interrupted run.
    const code = (0,fold_runner/* settledField */.C9)(settled, 'code');
    if (code === 'WORKSPACE_DRIFT' || code === 'WORKSPACE_LEASE')
        return { kind: 'continue', from: 'paused' };
    throw new errors/* SupervisedRunError */.aL('RESUME_POSITION', `run ${runId} is paused; pass the position of one recorded pause: ${positionList((0,open_pauses/* openPauses */.I)(folded.graph).map((p) => p.position))}`);
}
/** The worker mode that reopens the recorded pause at `position`, once the options answer it as it asks. */
function resumeMode(folded, options, position, { budgets, graphDefinition }) {
    const pauses = (0,open_pauses/* openPauses */.I)(folded.graph);
    const pause = pauses.find((candidate) => candidate.position === position);
    if (pause === undefined) {
        throw new errors/* SupervisedRunError */.aL('RESUME_POSITION', `position ${JSON.stringify(position)} of run ${options.runId} is not a recorded pause; paused positions: ${positionList(pauses.map((p) => p.position))}`);
    }
    const pauseKind = (0,state/* occurrenceAt */.d_)(folded.graph, pause.position)?.pause?.pauseKind;
    const named = {
        position: pause.position,
        pauseKind: pauseKind ?? 'graph',
        gate: (0,executor_gate/* parseGateRequest */.EL)(pause.request) !== undefined,
    };
    if (options.decision !== undefined && pauseKind !== 'reconcile-attempt')
        throw (0,resume_refusals/* decisionRefused */.fH)({ problem: 'not-a-reconcile-request', ...named });
    if (options.decision?.decision === 'complete')
        checkReviewerVerdict(graphDefinition, position, options.decision.output);
    const asked = { position: pause.position, request: (0,resume_refusals/* requestNow */.Of)(pause.request, budgets) };
    if (options.raiseBudget !== undefined)
        checkRaise(options.raiseBudget, asked, named);
    else if (pauseKind === 'budget')
        checkBareResume(asked);
    const answer = checkResumeAnswer(options.answer, pause, pauseKind);
    return {
        kind: 'resume',
        position: pause.position,
        pauseEventId: pause.eventId,
        ...(options.decision === undefined ? {} : { decision: options.decision }),
        ...(options.raiseBudget === undefined ? {} : { raiseBudget: options.raiseBudget }),
        ...(answer === undefined ? {} : { answer }),
    };
}
/** A reviewer completed by a decision needs a verdict its loop reads: without one the run would fail (REVIEW_VERDICT). */
function checkReviewerVerdict(graphDefinition, position, output) {
    const reviewer = (0,dag/* reviewerAt */.Nj)(graphDefinition, position);
    const why = reviewer === undefined ? undefined : (0,dag/* reviewerOutputProblem */.YQ)(output ?? null);
    if (why !== undefined)
        throw (0,resume_refusals/* decisionRefused */.fH)({ problem: 'reviewer-verdict', position, sendsBackTo: reviewer.sendsBackTo, why });
}
/** A raise answers a budget pause: above the limit it recorded and what was spent, for each limit reached. */
function checkRaise(raise, pause, named) {
    if (named.pauseKind !== 'budget')
        throw (0,resume_refusals/* raiseRefused */.hU)({ problem: 'not-a-budget-pause', ...named });
    if (raise.usd === undefined && raise.tokens === undefined)
        throw new errors/* SupervisedRunError */.aL('RESUME_BUDGET', 'raiseBudget needs usd and/or tokens (a higher limit)');
    const problem = (0,resume_refusals/* raiseProblemAt */.ZR)(raise, pause.request);
    if (problem !== undefined)
        throw (0,resume_refusals/* raiseRefused */.hU)(problem);
}
/** A resume without a raise answers a budget pause only when it reached no limit (calls of unknown usage). */
function checkBareResume(pause) {
    const problem = (0,resume_refusals/* raiseProblemAt */.ZR)({}, pause.request);
    if (problem !== undefined)
        throw (0,resume_refusals/* raiseRefused */.hU)(problem);
}

// EXTERNAL MODULE: ./src/runner/watchdog/anchor.ts
var watchdog_anchor = __webpack_require__(8435);
// EXTERNAL MODULE: ./src/runner/watchdog/workspace.ts
var watchdog_workspace = __webpack_require__(15737);
;// CONCATENATED MODULE: ./src/runner/lifecycle/resume-preflight.ts














/**
 * Decides the plan on the fold as it is under the lock, then checks what it needs: the pause
 * snapshot, a takeover's leftovers and lease, the workspace lease and the workspace against the
 * snapshot. Spends no budget; a missing snapshot or drift is a recorded refusal.
 */
async function preflight(context, held) {
    const { storage, runId, parsed, definition, workspace } = context;
    // Continues the verified fold with whatever was appended before the lock was ours.
    const folded = await (0,fold_stored/* foldStoredRun */.om)(storage, runId, { after: context.verified });
    const decided = plan(folded, parsed, definition.graphDefinition, (0,project/* budgetsNow */.vw)(definition, folded.graph));
    const lastActivityAt = [folded.runner.lastEventAt, folded.graph.lastEventAt]
        .filter((at) => at !== null)
        .sort()
        .at(-1) ?? null;
    const budget = decided.kind === 'takeover' && lastActivityAt !== null
        ? (0,status_budget/* closeBudget */.Iu)(folded.runner.budget, lastActivityAt)
        : folded.runner.budget;
    const checked = { decided, folded, lastActivityAt, stoppedProcesses: [], brokeLease: false };
    if ((0,status_budget/* remainingAt */.Mc)(budget, definition.limits.timeoutMs, Date.now()) === 0)
        return checked;
    const refuseWith = async (code, reason, head) => ({
        refused: await refuse(storage, runId, folded, held.release, { code, reason, head }, parsed.position),
    });
    let anchor;
    // A failed run saved no pause snapshot: a reopened one runs in the workspace as it is.
    if (decided.kind !== 'takeover' && decided.kind !== 'reopen') {
        const loaded = await pauseAnchor(storage, runId, folded);
        if ('refusal' in loaded)
            return refuseWith(loaded.refusal.code, loaded.refusal.reason);
        anchor = loaded.anchor;
    }
    if (decided.kind === 'takeover') {
        checked.stoppedProcesses = await (0,ownership/* stopLeftovers */.zm)(folded, context.teardownGraceMs, 'not taking over');
        checked.brokeLease = await (0,ownership/* releaseDeadLease */.oO)(workspace, runId);
    }
    held.lease = await (0,ownership/* acquireLease */.ZZ)(workspace, runId);
    const drift = anchor === undefined ? undefined : await driftFrom(workspace, anchor);
    if (drift !== undefined)
        return refuseWith('WORKSPACE_DRIFT', `the workspace differs from the snapshot saved at the pause: ${(0,workspace_drift/* driftMessage */.vo)(drift)}`, drift.head);
    return checked;
}
async function pauseAnchor(storage, runId, folded) {
    try {
        return { anchor: await (0,watchdog_anchor/* loadAnchor */.GC)(storage, runId, (0,fold_runner/* settledField */.C9)(folded.runner.settled, 'anchor')) };
    }
    catch (error) {
        if ((0,errors/* isSupervisedRunError */.G9)(error, 'WORKSPACE_ANCHOR_MISSING') ||
            (0,errors/* isSupervisedRunError */.G9)(error, 'WORKSPACE_ANCHOR_INVALID'))
            return { refusal: { code: error.code, reason: error.message } };
        throw error;
    }
}
/** How the workspace differs from the pause snapshot, or undefined when it is the same. */
async function driftFrom(workspace, anchor) {
    let verification;
    try {
        verification = await workspace.verify(anchor);
    }
    catch (error) {
        throw (0,watchdog_workspace/* workspaceFailure */.sR)(error, 'WORKSPACE_CAPTURE', 'the workspace cannot be verified against the pause snapshot');
    }
    return verification.equal ? undefined : verification.drift;
}
/** Records a refused resume (the run stays as it was) and releases the lock. */
async function refuse(storage, runId, folded, release, { code, reason, head }, position) {
    try {
        const log = await storage.openEventLog(runId, 'runner', folded.cursors.runner);
        try {
            await log.append([
                {
                    type: records_records/* runnerEventTypes */.AK.resumeRefused,
                    session: Math.max(1, folded.runner.session),
                    data: {
                        code,
                        reason,
                        ...(position === undefined ? {} : { position }),
                        ...(head === undefined ? {} : { head: { ...head } }),
                    },
                },
            ]);
        }
        finally {
            await log.close();
        }
    }
    finally {
        await release();
    }
    const pauses = (0,open_pauses/* openPauses */.I)(folded.graph);
    return (0,handle/* settledHandle */.aA)(storage, runId, {
        kind: 'pause',
        code,
        reason,
        ...(head === undefined ? {} : { head }),
        positions: (0,open_pauses/* settledPausePositions */.Y)(folded.runner.settled, folded.graph) ?? pauses.map((p) => p.position),
        pauses,
    });
}

// EXTERNAL MODULE: ./src/runner/lifecycle/prelaunch.ts + 1 modules
var prelaunch = __webpack_require__(93317);
// EXTERNAL MODULE: ./src/runner/worker/worker-path.ts
var worker_path = __webpack_require__(80911);
// EXTERNAL MODULE: ./src/runner/records/stored-run.ts
var stored_run = __webpack_require__(57436);
// EXTERNAL MODULE: ./src/runner/watchdog/signals.ts
var watchdog_signals = __webpack_require__(58737);
;// CONCATENATED MODULE: ./src/runner/lifecycle/resume.ts
// resumeSupervisedRun: reopen exactly one recorded graph pause (position), or continue an
// interrupted or drift-paused run (no position: runner:adopted, then as after a crash), or take
// over an orphaned run (explicit `takeover`, recorded). Definition, host and limits come from the
// stored run. Preflight (store verification, lock, anchor, lease, workspace verification) spends no
// budget; workspace evidence failures resolve `done` to a pause and leave the run as it was.
// Phases: prepare (reads and checks), hold (the lock), preflight (resume-preflight.ts: the plan of
// resume-plan.ts and what it needs), record (the session and what led to it).



















/**
 * Folds both logs from the start, which verifies every record's checksum and the hash chain (the
 * definition was verified against its digest when loaded). A restored store is untrusted and a status
 * checkpoint or a cursor vouches for nothing below it, so nothing is locked, leased or launched
 * before the whole run verifies; a corrupt store is refused as RUN_STORAGE with the store's error.
 * A verified read of this process (restorePausedWorkspace's, or readStoredRunLogs') is continued
 * instead, while both logs still begin with the bytes it verified: then only the records after them
 * are read and verified.
 */
async function verifyStoredRun(storage, runId, verified) {
    try {
        return ((await verified?.continueIn(storage, runId)) ?? (await (0,fold_stored/* foldStoredRun */.om)(storage, runId, { useCheckpoint: false })));
    }
    catch (error) {
        if ((0,errors/* isSupervisedRunError */.G9)(error))
            throw error;
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `run ${runId} cannot be resumed: the stored run does not verify: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}
async function resumeSupervisedRun(options) {
    const { parsed, extras } = (0,options_options/* parseResumeSupervisedRunOptions */.Yh)(options);
    (0,worker_path/* resolveWorkerEntry */.h1)(extras.workerEntry); // INVALID_OPTIONS before anything is written
    (0,verified_read/* verifiedReadOption */.aI)(extras.verified, 'options.verified');
    // Before the first await: from here a signal never takes the default action (ending the process
    // with the lock held); a session takes the held signal over, every other way out disposes it.
    const signals = extras.handleSignals === true ? watchdog_signals/* SignalGate */.Q.install() : null;
    try {
        const handle = await resumeWith(parsed, extras, signals);
        if (!handle.attachedSignals)
            signals?.dispose();
        return handle.handle;
    }
    catch (error) {
        signals?.dispose();
        throw error;
    }
}
async function resumeWith(parsed, extras, signals) {
    const context = await prepare(parsed, extras, signals);
    // A session takes the prelaunched worker over (and stops it if it ends without launching it);
    // a resume that fails or is refused before its session stops it here.
    const stopWorker = () => context.extras.prelaunched?.dispose();
    const outcome = await holdAndRecord(context).catch(async (error) => {
        await stopWorker();
        throw error;
    });
    if (!outcome.attachedSignals)
        await stopWorker(); // refused: no session was opened
    return outcome;
}
async function holdAndRecord(context) {
    const held = await hold(context);
    try {
        const checked = await preflight(context, held);
        if ('refused' in checked)
            return { handle: checked.refused, attachedSignals: false };
        return { handle: await record(context, held, checked), attachedSignals: true };
    }
    catch (error) {
        await held.release();
        if ((0,errors/* isSupervisedRunError */.G9)(error))
            throw error;
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `run ${context.runId} cannot be resumed: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
}
/** Reads and checks; the worker (the caller's prelaunch, else one started here) loads meanwhile. */
async function prepare(parsed, extras, signals) {
    let prelaunched = extras.prelaunched;
    try {
        const realRoot = await (0,resolve/* realRunRoot */.og)(parsed.runRoot);
        const storage = await (0,records_storage/* openStorage */.G)(parsed.storage);
        const { answer, decision, raiseBudget, takeover, retryFailed } = parsed;
        (0,recorded_input/* refuseUnrecordable */.Pu)(storage, { answer, decision, raiseBudget, takeover, retryFailed });
        if (signals !== null)
            (0,handle/* holdSignalsFor */.gZ)(storage, signals);
        const { runId } = parsed;
        const { definition } = await (0,stored_run/* loadDefinition */.y)(storage, runId);
        const teardownGraceMs = parsed.teardownGraceMs ?? definition.teardownGraceMs;
        // Started before the store verifies: a prelaunch does nothing, and reads nothing of the run,
        // before its launch.
        prelaunched ??= await (0,prelaunch/* prelaunchFor */.G)({
            runId,
            workerEntry: extras.workerEntry,
            realRoot,
            environmentVariables: parsed.environmentVariables,
            teardownGraceMs,
        });
        const verified = await verifyStoredRun(storage, runId, extras.verified);
        await (0,resolve/* checkStoredHost */.ez)(realRoot, definition.host);
        const restart = { ...definition.restart };
        for (const [key, value] of Object.entries(parsed.restart ?? {}))
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an optional key given as undefined
            if (value !== undefined)
                restart[key] = value;
        (0,options_options/* checkBackoff */.ts)(restart);
        const scratchDirectory = parsed.scratchDirectory === undefined ? (0,lifecycle_session/* defaultScratch */.WA)(storage, runId) : external_node_path_default().resolve(parsed.scratchDirectory);
        const workspace = extras.workspace ?? (0,watchdog_workspace/* defaultWorkspace */.Dy)(realRoot, await (0,lifecycle_session/* ownPaths */.Vw)(realRoot, storage, scratchDirectory));
        await (0,watchdog_workspace/* checkWorkspaceRoot */.A3)(workspace, realRoot);
        const context = { parsed, extras: { ...extras, prelaunched }, signals, storage, runId, realRoot, definition };
        return { ...context, verified, restart, teardownGraceMs, scratchDirectory, workspace };
    }
    catch (error) {
        await prelaunched?.dispose();
        throw error;
    }
}
/** Takes the process lock: from a dead holder on a takeover, past a settled session's stale lock otherwise. */
async function hold(context) {
    const { storage, runId, parsed } = context;
    (0,handle/* refuseIfSignalled */.Rh)(context.signals, runId);
    const previousHolder = parsed.takeover === undefined ? null : await (0,ownership/* takeLockFrom */.dC)(storage, runId);
    const clearedLock = parsed.takeover === undefined ? await (0,ownership/* clearSettledSessionLock */.Ue)(storage, runId, context.verified) : null;
    const lock = await (0,ownership/* acquireLock */.IZ)(storage, runId);
    const held = {
        lock,
        lease: null,
        previousHolder,
        clearedLock,
        release: async () => {
            await held.lease?.release().catch(() => undefined);
            await lock.release().catch(() => undefined);
        },
    };
    return held;
}
/** Writes the session: the records of what preflight cleared and decided, then the new session. */
async function record(context, held, checked) {
    const { storage, runId, parsed, definition } = context;
    const { decided } = checked;
    let { folded } = checked;
    const session = Math.max(folded.runner.session, folded.graph.session) + 1;
    const mode = decided.kind === 'continue' || decided.kind === 'reopen' ? { kind: 'run' } : decided.mode;
    (0,handle/* refuseIfSignalled */.Rh)(context.signals, runId); // the last moment at which nothing was written
    if (decided.kind === 'reopen') {
        // Written before the session record: a crash in between leaves the run failed, and a
        // second retry names the same nodes again (the form folds the record idempotently).
        await (0,reopen/* recordReopen */.rJ)(storage, runId, folded, decided.reopen, session);
        folded = await (0,fold_stored/* foldStoredRun */.om)(storage, runId, { after: folded });
    }
    return (0,lifecycle_session/* openSession */.fA)({
        storage,
        storageOptions: parsed.storage,
        runId,
        definition,
        session,
        sessionRecord: {
            kind: decided.kind,
            ...(mode.kind === 'resume'
                ? {
                    position: mode.position,
                    pauseEventId: mode.pauseEventId,
                    ...(mode.decision === undefined
                        ? {}
                        : { decision: { decision: mode.decision.decision, decidedBy: mode.decision.decidedBy } }),
                }
                : {}),
            environmentVariables: parsed.environmentVariables,
            restart: context.restart,
            teardownGraceMs: context.teardownGraceMs,
            lockToken: held.lock.token,
        },
        extraRecords: adoptionRecords(context, held, checked),
        lock: held.lock,
        lease: held.lease,
        workspace: context.workspace,
        realRoot: context.realRoot,
        scratchDirectory: context.scratchDirectory,
        restart: context.restart,
        teardownGraceMs: context.teardownGraceMs,
        environmentVariables: parsed.environmentVariables,
        mode,
        extras: context.extras,
        runner: { fold: folded.runner, cursor: folded.cursors.runner },
        graph: { fold: folded.graph, cursor: folded.cursors.graph },
    });
}
/** The records before the session's own: cleared lock and lease, and how the run was adopted. */
function adoptionRecords(context, held, checked) {
    const { decided } = checked;
    const records = [];
    if (held.clearedLock !== null) {
        const { pid, hostname, acquiredAt } = held.clearedLock;
        records.push({
            type: records_records/* runnerEventTypes */.AK.lockCleared,
            data: { holder: { pid, hostname, acquiredAt }, settledSession: context.verified.runner.session },
        });
    }
    if (held.lease?.cleared !== undefined)
        records.push((0,records_records/* leaseClearedData */.jA)(held.lease.cleared));
    if (decided.kind === 'continue')
        records.push({ type: records_records/* runnerEventTypes */.AK.adopted, data: { from: decided.from } });
    if (decided.kind === 'reopen') {
        const { by, reason, code, nodes } = decided.reopen;
        records.push({ type: records_records/* runnerEventTypes */.AK.adopted, data: { from: 'failed', reopen: { by, reason, code, nodes } } });
    }
    if (decided.kind === 'takeover') {
        const takeover = context.parsed.takeover;
        const { stoppedProcesses, brokeLease, lastActivityAt } = checked;
        records.push({
            type: records_records/* runnerEventTypes */.AK.adopted,
            data: {
                from: 'orphaned',
                takeover: {
                    reason: takeover.reason,
                    by: takeover.by,
                    previousHolder: held.previousHolder,
                    lastActivityAt,
                    stoppedProcesses,
                    brokeLease,
                },
            },
        });
    }
    return records;
}


/***/ }),

/***/ 24077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WA: () => (/* binding */ defaultScratch),
  fA: () => (/* binding */ openSession),
  Vw: () => (/* binding */ ownPaths)
});

// UNUSED EXPORTS: realOrSelf

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/runner/lifecycle/handle.ts
var lifecycle_handle = __webpack_require__(59251);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/runner/worker/worker-path.ts
var worker_path = __webpack_require__(80911);
// EXTERNAL MODULE: ./src/runner/watchdog/compile-cache.ts
var compile_cache = __webpack_require__(54914);
// EXTERNAL MODULE: ./src/runner/watchdog/environment.ts
var watchdog_environment = __webpack_require__(76653);
// EXTERNAL MODULE: ./src/runner/status/fold-graph.ts + 1 modules
var fold_graph = __webpack_require__(77405);
// EXTERNAL MODULE: ./src/runner/status/state.ts
var state = __webpack_require__(33000);
// EXTERNAL MODULE: ./src/runner/output/follow.ts
var follow = __webpack_require__(47305);
// EXTERNAL MODULE: ./src/store/secrets.ts + 4 modules
var secrets = __webpack_require__(66958);
// EXTERNAL MODULE: ./src/store/map-strings.ts
var map_strings = __webpack_require__(38264);
// EXTERNAL MODULE: ./src/store/secret-scan.ts
var secret_scan = __webpack_require__(28799);
;// CONCATENATED MODULE: ./src/runner/watchdog/redact.ts
// Secrets never reach a supervision record.
/** Replaces every listed secret (the store's known secrets, the listed variables' values) with ***. */
function redact(text, secrets) {
    let out = text;
    for (const secret of [...secrets].filter((s) => s.length > 0).sort((a, b) => b.length - a.length))
        out = out.split(secret).join('***');
    return out;
}

// EXTERNAL MODULE: ./src/runner/status/fold-runner.ts
var fold_runner = __webpack_require__(59725);
;// CONCATENATED MODULE: ./src/runner/watchdog/runner-log.ts



class RunnerLog {
    fold;
    session;
    #log;
    #onEvent;
    #secrets;
    /** Awaited before each append (a save off the machine in flight). */
    beforeAppend;
    constructor(log, fold, session, secrets, onEvent) {
        this.#log = log;
        this.#secrets = secrets;
        this.fold = fold;
        this.session = session;
        this.#onEvent = onEvent;
    }
    /** `notify: false` leaves reporting the record to the caller (the settled record: after the lock is released). */
    async append(type, data, options = {}) {
        let stored;
        await this.beforeAppend?.();
        try {
            stored = await this.#log.append([{ type, session: this.session, data }]);
        }
        catch (error) {
            // A message quoting a known secret must not block a supervision record: redact and retry once.
            if (!(0,store_errors/* isStorageError */.El)(error, 'KNOWN_SECRET'))
                throw error;
            stored = await this.#log.append([{ type, session: this.session, data: this.#redacted(data) }]);
        }
        const [event] = stored;
        if (event === undefined)
            throw new Error('the runner log stored no record');
        this.fold = (0,fold_runner/* foldRunnerEvent */.q2)(this.fold, event);
        if (options.notify !== false)
            notify(this.#onEvent, { log: 'runner', event });
        return event;
    }
    /** Each string with every listed value cut out, then the store's known secrets in any form the store refuses. */
    #redacted(data) {
        const { listed, known } = this.#secrets;
        const matcher = known.length === 0 ? undefined : (0,secrets/* createSecretMatcher */.x)(known);
        return (0,map_strings/* mapStrings */.t)(data, (text) => {
            const raw = redact(text, listed);
            return matcher === undefined ? raw : (0,secret_scan/* redactKnownSecrets */.Ok)(matcher, raw);
        });
    }
    cursor() {
        return this.#log.cursor();
    }
    close() {
        return this.#log.close();
    }
}
function notify(onEvent, event) {
    if (onEvent === undefined)
        return;
    try {
        onEvent(event);
    }
    catch {
        // A progress callback never changes the run.
    }
}

;// CONCATENATED MODULE: ./src/runner/watchdog/graph-view.ts




class GraphView {
    fold = (0,state/* initialGraphFold */.yF)();
    #cursor;
    #storage;
    #runId;
    #onEvent;
    #queue = Promise.resolve();
    /** Reads the attempts' live output before the records that end them are passed on (see LiveFeed). */
    beforeAttemptsEnd;
    /** Told, after each read, when it began: everything the log held then has been passed on. */
    afterRead;
    constructor(storage, runId, onEvent, from) {
        if (from !== undefined) {
            this.fold = from.fold;
            this.#cursor = from.cursor;
        }
        this.#storage = storage;
        this.#runId = runId;
        this.#onEvent = onEvent;
    }
    /** Reads what was appended since the last refresh (serialised: one reader at a time). */
    refresh() {
        const run = this.#queue.then(async () => {
            const readAt = Date.now();
            const read = await this.#storage.readEvents(this.#runId, 'graph', this.#cursor);
            if (read.events.length > 0) {
                this.fold = (0,fold_graph/* foldGraphEvents */.$i)(this.fold, read.events);
                await this.#notify(read.events);
            }
            this.#cursor = read.cursor;
            this.afterRead?.(readAt);
            return this.fold;
        });
        this.#queue = run.catch(() => undefined);
        return run;
    }
    /**
     * Passes the records on in order. Right before the first that ends an attempt, the live output
     * is read (beforeAttemptsEnd), so a listener sees what came before it in the log (a dead lane,
     * another node's start) before the ended attempts' last lines.
     */
    async #notify(events) {
        const ended = this.beforeAttemptsEnd === undefined ? [] : (0,follow/* attemptsEnded */.lw)(events);
        let read = ended.length === 0;
        for (const event of events) {
            if (!read && (0,follow/* endsAnAttempt */.xg)(event)) {
                read = true;
                await this.beforeAttemptsEnd?.(ended).catch(() => undefined);
            }
            notify(this.#onEvent, { log: 'graph', event });
        }
    }
    head() {
        return this.#cursor?.head;
    }
    /** Where the last refresh ended (undefined before the first). */
    cursor() {
        return this.#cursor === undefined ? undefined : { ...this.#cursor };
    }
}

// EXTERNAL MODULE: ./src/graph/events.ts
var events = __webpack_require__(94995);
;// CONCATENATED MODULE: ./src/runner/watchdog/live-feed.ts
// What a caller sees live, in one order, though lines and records land in different files that
// are polled apart: an attempt's output lines come after the record of its start, after the
// records the graph log held when they were read (a dead lane the answer came after), and before
// the record of its end. Without it a fast node's lines showed under the node before it, or after
// its own "completed". The graph view reports each read (caughtUp) and has the live files read
// once more before it passes on a record that ends an attempt.



/** Longest wait of a line: a start record the view never passes on cannot hold it for good. */
const maxHoldMs = 1_000;
class LiveFeed {
    #onEvent;
    #onOutput;
    #started = new Set();
    #waiting = [];
    /** Runs only while lines wait. */
    #timer;
    constructor(onEvent, onOutput) {
        this.#onEvent = onEvent;
        this.#onOutput = onOutput;
    }
    /**
     * A record for the caller. Right before an attempt's end, every line of it that waits goes out
     * (the graph view read the live files once more first); its start lets its lines out at the
     * next caughtUp.
     */
    event = (event) => {
        const id = event.log === 'graph' ? (0,follow/* attemptIdOf */.GR)(event.event) : undefined;
        if (id !== undefined && (0,follow/* endsAnAttempt */.xg)(event.event))
            this.#let((waiting) => waiting.line.attemptId === id);
        notify(this.#onEvent, event);
        if (id !== undefined && event.event.type === events/* graphEventTypes */.w8.attemptStarted)
            this.#started.add(id);
    };
    /** Lines as read from the live files: they wait for the graph view to catch up with them. */
    lines = (lines) => {
        const readAt = Date.now();
        for (const line of lines)
            this.#waiting.push({ readAt, line });
        this.#timeHolds();
    };
    /**
     * The graph view passed on everything the graph log held at `readAt`: lines read before then, of
     * attempts whose start was passed on, go out.
     */
    caughtUp(readAt) {
        this.#let((waiting) => waiting.readAt < readAt && this.#started.has(waiting.line.attemptId));
    }
    /** Every waiting line goes out (the session ends). */
    stop() {
        this.#let(() => true);
    }
    /** Passes on the waiting lines `out` picks, in the order they were read; the others keep waiting. */
    #let(out) {
        const passed = [];
        const kept = [];
        for (const waiting of this.#waiting) {
            if (out(waiting))
                passed.push(waiting.line);
            else
                kept.push(waiting);
        }
        this.#waiting = kept;
        this.#pass(passed);
        this.#timeHolds();
    }
    /** The timer that lets stale lines out runs while lines wait, and only then. */
    #timeHolds() {
        if (this.#waiting.length > 0 && this.#timer === undefined) {
            this.#timer = setInterval(() => {
                const now = Date.now();
                this.#let((waiting) => now - waiting.readAt >= maxHoldMs);
            }, maxHoldMs / 2);
            this.#timer.unref();
        }
        else if (this.#waiting.length === 0 && this.#timer !== undefined) {
            clearInterval(this.#timer);
            this.#timer = undefined;
        }
    }
    #pass(lines) {
        if (lines.length === 0)
            return;
        try {
            this.#onOutput(lines);
        }
        catch {
            // A listener's failure never stops the run.
        }
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/runner/worker/messages.ts
var messages = __webpack_require__(63377);
;// CONCATENATED MODULE: ./src/runner/watchdog/off-machine.ts
// Persisting the store off the machine while a session runs (DESIGN.md section 3, item 9), for a
// caller that can (the Action: the Actions cache). The runner knows only the seam: before a
// non-retry-safe attempt's code the worker asks (`persist`); requests that arrive together share
// one save; periodic checkpoints save retry-safe progress. For each save the worker holds its
// writes still (`hold` / `held`), the watchdog's own runner-log appends wait, and the caller's
// `persist` copies the store; `release` tells the worker what it achieved. Once the session is
// asked to settle (interrupt, stop, time limit) the coordinator is abandoned: no save is started or
// waited for by the runner log any more, and no waiting attempt is let start (see `abandon`).



/** A worker that does not hold within this long is exiting: the save goes ahead without it. */
const holdTimeoutMs = 30_000;
class OffMachineCoordinator {
    #persistence;
    #runDirectory;
    #launch = null;
    #pending = [];
    #cycle = null;
    #again = false;
    #cycles = 0;
    #held = new Map();
    #timer;
    #lastSignature = '';
    #closed = false;
    #abandoned = false;
    /** Tells the caller's save in flight that its attempts will not start (abandon). */
    #abandonSignal = new AbortController();
    #wakeOnAbandon = () => undefined;
    #abandonedOnce = new Promise((resolve) => (this.#wakeOnAbandon = resolve));
    /**
     * The current launch's write-ahead requests whose code the worker was never let start: removed
     * right before a release that lets them start (saved / skipped) is sent, so once the worker is
     * dead, what is left here provably never ran (the worker's hook waits for that release).
     */
    #unreleased = new Map();
    /**
     * Runs once the worker holds still, before each save: the watchdog passes on what the logs hold
     * by then, so a caller's listeners hear of the node before a save (its end, the next start)
     * before the caller's own lines about that save.
     */
    beforeSave;
    constructor(persistence, runDirectory) {
        this.#persistence = persistence;
        this.#runDirectory = runDirectory;
        const every = persistence.checkpointIntervalMs ?? 0;
        if (every > 0)
            this.#timer = setInterval(() => this.#schedule(), every);
        this.#timer?.unref();
    }
    /** Listens to a freshly launched worker. */
    attach(launch) {
        this.#launch = launch;
        this.#unreleased = new Map();
        launch.process.onMessage((raw) => {
            const parsed = (0,messages/* workerMessageSchema */.J4)().safeParse(raw);
            if (!parsed.success || this.#launch !== launch)
                return;
            const message = parsed.data;
            if (message.type === 'held') {
                this.#held.get(message.id)?.();
                return;
            }
            this.#unreleased.set(message.id, message.attempt);
            this.#pending.push({ id: message.id, attempt: message.attempt });
            this.#schedule();
        });
    }
    /**
     * The worker exited: its requests die with it. Returns the attempts it asked to save for and was
     * never let start: called once the worker is gone, their code never ran (supervisor.ts records
     * them as such); its other attempts are in flight, under the crash rules.
     */
    detach() {
        this.#launch = null;
        this.#pending = [];
        const unreleased = [...this.#unreleased.values()];
        this.#unreleased = new Map();
        return unreleased;
    }
    /**
     * The session settles (a cancelled job has seconds): the save in flight is no longer waited for
     * by the runner log, no further save starts, and no attempt waiting for a save is let start (its
     * worker is being stopped). The save in flight runs on; `close` still waits for it, so a caller's
     * own save of the store comes after it.
     */
    abandon() {
        this.#abandoned = true;
        this.#abandonSignal.abort();
        this.#pending = [];
        clearInterval(this.#timer);
        this.#wakeOnAbandon();
    }
    /** Resolves when no save is in flight (at once once abandoned): the watchdog's own appends wait for this. */
    async idle() {
        // An append already waiting when the session is asked to settle goes ahead then, too.
        while (this.#cycle !== null && !this.#abandoned)
            await Promise.race([this.#cycle, this.#abandonedOnce]);
    }
    async close() {
        this.#closed = true;
        clearInterval(this.#timer);
        while (this.#cycle !== null)
            await this.#cycle;
    }
    #schedule() {
        if (this.#closed || this.#abandoned)
            return;
        if (this.#cycle !== null) {
            this.#again = true;
            return;
        }
        // One macrotask later: attempts that start together (one dispatch batch) share the save.
        this.#cycle = new Promise((resolve) => setImmediate(resolve))
            .then(() => this.#run())
            .finally(() => {
            this.#cycle = null;
            if (this.#again || this.#pending.length > 0) {
                this.#again = false;
                this.#schedule();
            }
        });
    }
    async #run() {
        if (this.#abandoned)
            return;
        const covers = this.#pending.splice(0);
        const launch = this.#launch;
        if (covers.length === 0) {
            // A checkpoint: only when something changed since the last save.
            const signature = await this.#signature();
            if (signature === this.#lastSignature)
                return;
        }
        const id = ++this.#cycles;
        if (launch !== null)
            await this.#hold(launch, id);
        // Abandoned while the worker was asked to hold: no save, and the worker is never released.
        if (this.#isAbandoned())
            return;
        await this.beforeSave?.().catch(() => undefined);
        let outcome;
        try {
            this.#lastSignature = await this.#signature();
            const answer = await this.#persistence.persist({
                reason: covers.length > 0 ? 'unsafe-attempt' : 'checkpoint',
                attempts: covers.map((cover) => cover.attempt),
                abandoned: this.#abandonSignal.signal,
            });
            const parsed = (0,messages/* offMachineOutcomeSchema */.a5)().safeParse(answer);
            outcome = parsed.success
                ? parsed.data
                : { kind: 'refused', message: 'the persistence hook answered something other than saved / skipped / refused' };
        }
        catch (error) {
            this.#lastSignature = '';
            outcome = { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
        }
        if (outcome.kind !== 'saved')
            this.#lastSignature = '';
        // Abandoned meanwhile: the attempts this save covered never start (their worker is being stopped).
        if (this.#isAbandoned())
            return;
        // Request IDs are a launch's own: a save that outlived its launch frees nothing of the next one.
        if (outcome.kind !== 'refused' && launch === this.#launch)
            for (const cover of covers)
                this.#unreleased.delete(cover.id);
        launch?.process.send({ type: 'release', id, outcome, covers: covers.map((cover) => cover.id) });
    }
    /** Read through a method: `abandon` can come during any await. */
    #isAbandoned() {
        return this.#abandoned;
    }
    async #hold(launch, id) {
        let timer;
        const held = new Promise((resolve) => this.#held.set(id, resolve));
        const sent = launch.process.send({ type: 'hold', id });
        if (sent)
            await Promise.race([
                held,
                launch.process.result,
                new Promise((resolve) => (timer = setTimeout(resolve, holdTimeoutMs))),
            ]);
        clearTimeout(timer);
        this.#held.delete(id);
    }
    /** Sizes and names of the run directory's files: a checkpoint is skipped when nothing changed. */
    async #signature() {
        try {
            const entries = await external_node_fs_.promises.readdir(this.#runDirectory, { recursive: true, withFileTypes: true });
            const parts = [];
            for (const entry of entries) {
                if (!entry.isFile())
                    continue;
                const file = external_node_path_default().join(entry.parentPath, entry.name);
                const stat = await external_node_fs_.promises.stat(file).catch(() => undefined);
                parts.push(`${file}:${stat?.size ?? -1}`);
            }
            return parts.sort().join('\n');
        }
        catch {
            return '';
        }
    }
}

// EXTERNAL MODULE: ./src/runner/status/budget.ts
var budget = __webpack_require__(27916);
// EXTERNAL MODULE: ./src/runner/status/open-pauses.ts
var open_pauses = __webpack_require__(80601);
// EXTERNAL MODULE: ./src/runner/watchdog/spawn.ts
var spawn = __webpack_require__(24991);
// EXTERNAL MODULE: ./src/runner/worker/result-record.ts
var result_record = __webpack_require__(78796);
;// CONCATENATED MODULE: ./src/runner/watchdog/unrecorded.ts
// A worker whose store failed so that it could record no result (a full disk, an I/O error) says
// so over its channel before it exits (worker/result-record.ts). A restart would meet the same
// store, and each would redo the work whose end it could not record: the run settles failed with
// RUN_STORAGE naming the store's error instead (recorded if the runner log can still be written,
// else thrown: settle.ts).


/**
 * Listens to a worker from its launch (before it is given its parameters, so no report is missed);
 * the returned function gives the failure it reported, if any.
 */
function watchUnrecordedResult(launchId, worker) {
    let report;
    worker.onMessage((raw) => {
        const parsed = (0,result_record/* resultUnrecordedMessageSchema */.TD)().safeParse(raw);
        if (parsed.success && parsed.data.launchId === launchId)
            report = parsed.data;
    });
    return () => (report === undefined ? undefined : unrecordedFailure(report));
}
function unrecordedFailure(report) {
    return {
        kind: 'fail',
        code: 'RUN_STORAGE',
        message: `the worker could not record its result in the run store (${report.code}: ${report.message}); the worker was not restarted, as a restart would meet the same store`,
        cleanupVerified: true,
    };
}
/**
 * What to throw when the runner log refused the record of a worker's exit: with the store failure
 * the worker reported, if any, so the error names the cause no record could keep.
 */
function withUnrecordedCause(failure, error) {
    if (failure?.kind !== 'fail')
        return error;
    return new errors/* SupervisedRunError */.aL('RUN_STORAGE', `${failure.message}; the runner log could not record it either: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
}

;// CONCATENATED MODULE: ./src/runner/watchdog/launch.ts
// One worker launch: recorded (runner:worker-launching) before the process is given anything to
// do, then recorded with its identity (runner:worker-started). The process is started here under
// a fresh owner ID, or it is the session's prelaunched worker (prelaunch.ts), started earlier from
// the same spec and waiting, its code loaded, for the parameters this launch writes to its stdin.





function spawnSpecOf(context) {
    return {
        runId: context.runId,
        workerEntry: context.workerEntry,
        realRoot: context.realRoot,
        environment: context.environment,
        compileCache: context.compileCache,
        teardownGraceMs: context.teardownGraceMs,
    };
}
async function launchWorker(context, mode, remainingTimeoutMs) {
    const { log } = context;
    const spec = spawnSpecOf(context);
    const prelaunched = context.prelaunch?.take(spec);
    const { launchId, ownerId } = prelaunched ?? (0,spawn/* newLaunchIds */.SS)();
    await log.append(records/* runnerEventTypes */.AK.workerLaunching, {
        launchId,
        launch: log.fold.launches,
        restart: log.fold.restartCount,
        mode,
        ownerId,
        remainingTimeoutMs,
        ...(prelaunched === undefined ? {} : { prelaunched: true }),
    });
    const graphCursor = context.graph.cursor();
    const params = {
        schemaVersion: 1,
        storage: context.storageParams,
        runId: context.runId,
        session: log.session,
        launchId,
        mode,
        runRoot: context.realRoot,
        scratchDirectory: context.scratchDirectory,
        // The start's capture goes to the first launch only: a later one finds the workspace as its
        // predecessor left it, which its own first capture reads.
        changes: context.firstCapture === null ? context.changes : { ...context.changes, firstCapture: context.firstCapture },
        ...(graphCursor === undefined ? {} : { graphCursor }),
        ...(context.offMachine === null ? {} : { offMachine: true }),
    };
    context.firstCapture = null;
    const input = JSON.stringify(params);
    const worker = prelaunched ?? (0,spawn/* spawnWorker */.Gl)(spec, { launchId, ownerId }, input);
    // Before a prelaunched worker has its input: no report it sends is missed.
    const unrecordedFailure = watchUnrecordedResult(launchId, worker.process);
    // False when it died while it loaded: its exit is then this launch's crash, as for any launch.
    if (prelaunched !== undefined)
        worker.process.provideInput(input);
    const child = worker.process;
    context.offMachine?.attach({ process: child });
    if (child.pid !== undefined) {
        const identity = (await child.identity()) ?? null;
        await log.append(records/* runnerEventTypes */.AK.workerStarted, { launchId, pid: child.pid, identity });
    }
    // After the worker is started, so a start pays one stat for it; a due prune (daily) runs beside the run.
    (0,compile_cache/* pruneCompileCacheWhenDue */.yg)(context.compileCache);
    return {
        launchId,
        ownerId,
        process: child,
        stderrTail: () => redact(worker.stderrTail().toString('utf8'), context.redact),
        unrecordedFailure,
    };
}

;// CONCATENATED MODULE: ./src/runner/watchdog/progress-poll.ts
const progressPollMs = 250;
/** Starts the poll (none without a listener); returns what stops it. */
function pollGraphProgress(context) {
    if (context.onEvent === undefined)
        return () => undefined;
    const timer = setInterval(() => void context.graph.refresh().catch(() => undefined), progressPollMs);
    return () => clearInterval(timer);
}

;// CONCATENATED MODULE: ./src/runner/watchdog/launch-exit.ts

/** The result this launch recorded in the graph log, if it did. */
async function recordedResult(context, launchId) {
    const fold = await context.graph.refresh();
    return fold.workerResult?.launchId === launchId ? fold.workerResult.result : undefined;
}
async function recordExit(context, launch, exit, recorded) {
    await context.log.append(recorded ? records/* runnerEventTypes */.AK.workerExited : records/* runnerEventTypes */.AK.workerCrashed, {
        launchId: launch.launchId,
        exitCode: exit.exitCode,
        signal: exit.signal,
        durationMs: exit.durationMs,
        ...(exit.stopReason === undefined ? {} : { stopReason: exit.stopReason }),
        outputLimitExceeded: exit.outputLimitExceeded,
        cleanup: exit.cleanup,
        resultRecorded: recorded,
        ...(recorded ? {} : { stderrTail: launch.stderrTail() }),
        ...(exit.spawnError === undefined ? {} : { spawnError: exit.spawnError }),
    });
}
/** A worker exit whose process tree could not be verified gone: the lease and the lock are kept. */
function teardownFailure(exit) {
    if (exit.cleanup.verified)
        return undefined;
    return {
        kind: 'fail',
        code: 'TEARDOWN_INCOMPLETE',
        message: `cleanup of the worker's processes could not be verified (${exit.cleanup.survivors.length} still alive${exit.cleanup.error === undefined ? '' : `; ${exit.cleanup.error}`}); the workspace lease and the process lock are kept`,
        cleanupVerified: false,
        retain: true,
        survivors: exit.cleanup.survivors,
    };
}

;// CONCATENATED MODULE: ./src/runner/watchdog/never-started.ts
// Attempts whose code provably never ran, although their start record is in the graph log: with
// write-ahead, a non-retry-safe attempt's start record is written, then its worker waits for the
// watchdog to release it once the save off the machine is done. When that worker has ended (its
// process tree gone) before the release was sent \u2014 the save was in flight when the job was
// cancelled, say \u2014 its code never started. Left as it is, the attempt would read as uncertain
// work (a reconcile request). Instead the watchdog records, while no worker runs, what the
// worker's own WRITE_AHEAD pause records ("its code did not start") and resumes the position at
// once: the next worker offers it again, as a position dispatched and not yet started.
// A kill between the two records leaves the WRITE_AHEAD pause (resumable by position); a kill
// before them leaves the attempt uncertain, as before: neither lets code that may have run again.



/**
 * Records each attempt as never started and offers its position again, when the attempt is still
 * its position's running one. `attempts`: what the coordinator never released to a worker that
 * is gone now (OffMachineCoordinator.detach); `ended`: how that worker ended, for the record.
 */
async function recordNeverStarted(context, attempts, ended) {
    if (attempts.length === 0)
        return;
    const fold = await context.graph.refresh();
    const open = attempts.filter((attempt) => {
        const occurrence = (0,state/* occurrenceAt */.d_)(fold, attempt.position);
        return occurrence?.state === 'running' && occurrence.attemptId === attempt.attemptId;
    });
    if (open.length === 0)
        return;
    const session = context.log.session;
    const { reason, request } = (0,messages/* writeAheadPause */.F)(`the worker ${ended} while the store was being saved off the machine, before this non-retry-safe node's code was let start: its code never ran`, 'the position is offered again');
    const paused = open.map((attempt) => ({
        type: events/* graphEventTypes */.w8.nodePaused,
        session,
        data: { position: attempt.position, attemptId: attempt.attemptId, pauseKind: 'policy', reason, request },
    }));
    const log = await context.storage.openEventLog(context.runId, 'graph', context.graph.cursor());
    try {
        const pauses = await log.append(paused);
        await log.append(pauses.map((pause, index) => ({
            type: events/* graphEventTypes */.w8.nodeResumed,
            session,
            data: { position: open[index].position, pauseEventId: pause.id },
        })));
    }
    finally {
        await log.close();
    }
    await context.graph.refresh();
}

// EXTERNAL MODULE: ./src/workspace/drift.ts
var drift = __webpack_require__(75302);
// EXTERNAL MODULE: ./src/runner/watchdog/anchor.ts
var watchdog_anchor = __webpack_require__(8435);
;// CONCATENATED MODULE: ./src/runner/watchdog/restart.ts





function backoffDelay(restart, policy) {
    return Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** Math.min(restart - 1, 30));
}
/** `teardown` cuts the snapshot when a stop or interrupt arrives meanwhile and its budget runs out. */
async function saveRestartAnchor(context, restart, teardown) {
    try {
        const saved = await (0,watchdog_anchor/* captureAnchor */.I9)(context.storage, context.runId, context.workspace, records/* artifactPurposes */.GU.restartAnchor, teardown?.signal);
        await context.log.append(records/* runnerEventTypes */.AK.restartAnchor, {
            // eslint-disable-next-line @typescript-eslint/no-deprecated -- a record field, not String.prototype.anchor
            anchor: saved.ref,
            fingerprint: saved.anchor.fingerprint,
            head: saved.anchor.head,
            source: 'capture',
            restart,
        });
        return { ok: true, ref: saved.ref, anchor: saved.anchor };
    }
    catch (error) {
        if (teardown?.cut(error) === true) {
            const message = teardown.cutMessage('the restart snapshot', (0,store_errors/* describeError */.Uc)(error));
            return { ok: false, settlement: { kind: 'fail', code: 'WORKSPACE_CAPTURE', message, cleanupVerified: true } };
        }
        return {
            ok: false,
            settlement: {
                kind: 'fail',
                code: 'WORKSPACE_ANCHOR_WRITE',
                message: `the restart snapshot could not be saved: ${(0,store_errors/* describeError */.Uc)(error)}`,
                cleanupVerified: true,
            },
        };
    }
}
async function releaseForBackoff(context) {
    try {
        await context.lease?.release();
        context.lease = null;
        return undefined;
    }
    catch (error) {
        return {
            kind: 'fail',
            code: 'WORKSPACE_RELEASE',
            message: `the workspace lease could not be released for backoff: ${(0,store_errors/* describeError */.Uc)(error)}`,
            cleanupVerified: true,
            retain: true,
        };
    }
}
async function pauseOnSnapshot(context, ref, code, reason, head) {
    const graph = await context.graph.refresh();
    return {
        kind: 'pause',
        type: 'paused',
        code,
        reason,
        ...(head === undefined ? {} : { head: { expected: head.expected, found: head.found } }),
        positions: (0,fold_graph/* inFlightPositions */.Uv)(graph),
        pauses: (0,open_pauses/* openPauses */.I)(graph),
        anchor: ref,
    };
}
async function reacquireAndVerify(context, saved, teardown) {
    try {
        context.lease = await context.workspace.acquireLease({ runId: context.runId, pid: process.pid });
        if (context.lease.cleared !== undefined) {
            const record = (0,records/* leaseClearedData */.jA)(context.lease.cleared);
            await context.log.append(record.type, record.data);
        }
    }
    catch (error) {
        // Someone else holds the workspace now: a resumable pause on the restart snapshot.
        return pauseOnSnapshot(context, saved.ref, 'WORKSPACE_LEASE', `the workspace lease could not be re-acquired after restart backoff: ${(0,store_errors/* describeError */.Uc)(error)}`);
    }
    let verification;
    try {
        verification = await context.workspace.verify(saved.anchor, teardown === undefined ? undefined : { signal: teardown.signal });
    }
    catch (error) {
        return {
            kind: 'fail',
            code: 'WORKSPACE_CAPTURE',
            message: teardown?.cut(error) === true
                ? teardown.cutMessage('the verify after backoff', (0,store_errors/* describeError */.Uc)(error))
                : `the workspace could not be verified after backoff: ${(0,store_errors/* describeError */.Uc)(error)}`,
            cleanupVerified: true,
        };
    }
    if (verification.equal)
        return undefined;
    return pauseOnSnapshot(context, saved.ref, 'WORKSPACE_DRIFT', `the workspace changed during restart backoff: ${(0,drift/* driftMessage */.vo)(verification.drift)}`, verification.drift.head);
}

;// CONCATENATED MODULE: ./src/runner/watchdog/exit-settlements.ts
/** A worker exit that no restart would mend: too much output, or no process at all. */
function exitFailure(exit) {
    if (exit.outputLimitExceeded) {
        return {
            kind: 'fail',
            code: 'OUTPUT_LIMIT',
            message: 'the worker wrote more than 1000000 bytes to stdout and stderr; it was stopped and not restarted',
            cleanupVerified: true,
        };
    }
    if (exit.spawnError !== undefined) {
        return {
            kind: 'fail',
            code: 'WORKER_ERROR',
            message: `the worker could not be started: ${exit.spawnError.code}: ${exit.spawnError.message}`,
            cleanupVerified: true,
        };
    }
    return undefined;
}
function restartsExhausted(maxRestarts) {
    return {
        kind: 'fail',
        code: 'RESTART_EXHAUSTED',
        message: `the worker crashed and restart.maxRestarts (${maxRestarts}) replacements were already used`,
        cleanupVerified: true,
    };
}

// EXTERNAL MODULE: ./src/runner/status/graph-pin.ts
var graph_pin = __webpack_require__(16311);
// EXTERNAL MODULE: ./src/runner/status/read.ts + 2 modules
var read = __webpack_require__(63696);
;// CONCATENATED MODULE: ./src/runner/watchdog/settled-record.ts


function recordOf(context, settlement, anchor, output) {
    switch (settlement.kind) {
        case 'complete':
            return {
                type: records/* runnerEventTypes */.AK.completed,
                data: { cleanupVerified: true, outputArtifact: settlement.outputArtifact, launchId: settlement.launchId },
                result: { kind: 'complete', output },
            };
        case 'fail':
            return failedRecord(context, settlement);
        case 'pause':
            return pausedRecord(settlement, anchor);
        case 'stopped':
            return {
                type: records/* runnerEventTypes */.AK.stopped,
                data: { cleanupVerified: true },
                result: { kind: 'fail', code: 'STOPPED', message: 'the run was stopped before it recorded a result' },
            };
        case 'timeout':
            return timeoutRecord(context);
    }
}
function failedRecord(context, settlement) {
    const retain = settlement.retain === true;
    return {
        type: records/* runnerEventTypes */.AK.failed,
        data: {
            cleanupVerified: settlement.cleanupVerified,
            code: settlement.code,
            message: settlement.message,
            leaseRetained: retain && context.lease !== null,
            ...(settlement.survivors === undefined ? {} : { survivors: settlement.survivors }),
        },
        result: { kind: 'fail', code: settlement.code, message: settlement.message },
    };
}
/** runner:paused or runner:interrupted; both return the pause result. */
function pausedRecord(settlement, anchor) {
    const common = { cleanupVerified: true, positions: settlement.positions, anchor: anchor };
    const result = {
        kind: 'pause',
        ...(settlement.code === undefined ? {} : { code: settlement.code }),
        ...(settlement.reason === undefined ? {} : { reason: settlement.reason }),
        ...(settlement.head === undefined ? {} : { head: settlement.head }),
        positions: settlement.positions,
        pauses: settlement.pauses,
    };
    if (settlement.type === 'interrupted') {
        return {
            type: records/* runnerEventTypes */.AK.interrupted,
            data: { ...common, ...(settlement.signal === undefined ? {} : { signal: settlement.signal }) },
            result,
        };
    }
    const data = {
        ...common,
        // By reference: the requests are in the graph log's pause records (many at once would not fit).
        pauses: settlement.pauses.map(({ request: _request, ...pause }) => pause),
        ...(settlement.code === undefined ? {} : { code: settlement.code }),
        ...(settlement.reason === undefined ? {} : { reason: settlement.reason }),
        ...(settlement.head === undefined ? {} : { head: { ...settlement.head } }),
    };
    // Even by reference, about 1,700 pauses pass the default maxEventPayloadBytes: the graph log has them.
    return { type: records/* runnerEventTypes */.AK.paused, data, result, pausesInLog: { ...data, positions: [], pauses: [], pausesInLog: true } };
}
function timeoutRecord(context) {
    const elapsedMs = Math.round((0,budget/* elapsedAt */.IK)(context.log.fold.budget, Date.now()));
    const timeoutMs = context.definition.limits.timeoutMs ?? 0;
    return {
        type: records/* runnerEventTypes */.AK.timeout,
        data: { cleanupVerified: true, elapsedMs, timeoutMs },
        result: {
            kind: 'fail',
            code: 'TIMEOUT',
            message: (0,budget/* timeoutMessage */.l7)(elapsedMs, timeoutMs),
        },
    };
}

;// CONCATENATED MODULE: ./src/runner/watchdog/settle.ts








function failure(code, message, cleanupVerified, retain = false) {
    return { kind: 'fail', code, message, cleanupVerified, retain };
}
async function pauseAnchor(context, settlement, teardown) {
    const anchor = await pauseAnchorOf(context, settlement, teardown);
    if (!anchor.ok)
        return anchor;
    const { ref, fingerprint, head } = anchor.value;
    try {
        await context.log.append(records/* runnerEventTypes */.AK.pauseAnchor, {
            // eslint-disable-next-line @typescript-eslint/no-deprecated -- a record field, not String.prototype.anchor
            anchor: ref,
            fingerprint,
            head,
            source: settlement.anchor === 'capture' ? 'capture' : 'restart-anchor',
        });
    }
    catch (error) {
        return {
            ok: false,
            settlement: failure('WORKSPACE_ANCHOR_WRITE', `the runner:pause-anchor record could not be appended: ${(0,store_errors/* describeError */.Uc)(error)}`, true),
        };
    }
    return { ok: true, value: ref };
}
/** The pause's workspace snapshot: captured now, or the restart anchor the settlement names. */
async function pauseAnchorOf(context, settlement, teardown) {
    try {
        if (settlement.anchor === 'capture') {
            const saved = await (0,watchdog_anchor/* captureAnchor */.I9)(context.storage, context.runId, context.workspace, records/* artifactPurposes */.GU.pauseAnchor, teardown?.signal);
            return { ok: true, value: { ref: saved.ref, fingerprint: saved.anchor.fingerprint, head: saved.anchor.head } };
        }
        const restart = context.log.fold.restartAnchor?.data;
        return {
            ok: true,
            value: { ref: settlement.anchor, fingerprint: restart?.fingerprint ?? '', head: restart?.head ?? null },
        };
    }
    catch (error) {
        if (teardown?.cut(error) === true) {
            const message = teardown.cutMessage('the workspace snapshot for the pause', (0,store_errors/* describeError */.Uc)(error));
            return { ok: false, settlement: failure('WORKSPACE_CAPTURE', message, true) };
        }
        return {
            ok: false,
            settlement: failure('WORKSPACE_ANCHOR_WRITE', `the workspace snapshot for the pause could not be saved: ${(0,store_errors/* describeError */.Uc)(error)}`, true),
        };
    }
}
async function verifiedOutput(context, ref) {
    try {
        const bytes = await context.storage.artifacts(context.runId).get(ref);
        return { ok: true, value: JSON.parse(bytes.toString('utf8')) };
    }
    catch (error) {
        return {
            ok: false,
            settlement: failure('TERMINAL_ARTIFACT', `the completion output artifact ${ref.digest} cannot be read back: ${(0,store_errors/* describeError */.Uc)(error)}`, true),
        };
    }
}
/** `teardown` bounds the pause snapshot once a stop, interrupt or timeout has been requested. */
async function settle(context, initial, teardown) {
    let settlement = initial;
    let anchorRef;
    let output = null;
    if (settlement.kind === 'pause') {
        const saved = await pauseAnchor(context, settlement, teardown);
        if (saved.ok)
            anchorRef = saved.value;
        else
            settlement = saved.settlement;
    }
    else if (settlement.kind === 'complete') {
        const read = await verifiedOutput(context, settlement.outputArtifact);
        if (read.ok)
            output = read.value;
        else
            settlement = read.settlement;
    }
    const retain = settlement.kind === 'fail' && settlement.retain === true;
    if (!retain && context.lease !== null) {
        try {
            await context.lease.release();
            context.lease = null;
        }
        catch (error) {
            settlement = {
                kind: 'fail',
                code: 'WORKSPACE_RELEASE',
                message: `the workspace lease could not be released: ${(0,store_errors/* describeError */.Uc)(error)}`,
                cleanupVerified: settlement.kind === 'fail' ? settlement.cleanupVerified : true,
                retain: true,
            };
        }
    }
    const record = recordOf(context, settlement, anchorRef, output);
    const { type, result } = record;
    // The worker is gone: pin the graph log as it stands, so a store whose graph log loses records later is refused.
    const graphCursor = await context.graph.refresh().then(() => context.graph.cursor(), () => undefined);
    const pin = (0,graph_pin/* graphPinField */.Ys)(graphCursor);
    const data = { ...record.data, ...pin };
    const pausesInLog = record.pausesInLog === undefined ? undefined : { ...record.pausesInLog, ...pin };
    let settled;
    try {
        settled = await appendSettled(context, type, data, pausesInLog);
    }
    catch (error) {
        await finish(context, settlement, undefined);
        // What the run was to settle as is in no record: the error says it (a store failure's cause).
        const intended = settlement.kind === 'fail' ? `; the run was to fail with ${settlement.code}: ${settlement.message}` : '';
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the settled record ${type} could not be appended: ${(0,store_errors/* describeError */.Uc)(error)}${intended}`, { cause: error });
    }
    await finish(context, settlement, settled);
    return result;
}
/**
 * Appends the settled record; a pause too large to record with its list (STORAGE_LIMIT_EXCEEDED) is
 * recorded with the list left to the graph log instead.
 */
async function appendSettled(context, type, data, pausesInLog) {
    try {
        return await context.log.append(type, data, { notify: false });
    }
    catch (error) {
        if (pausesInLog === undefined || !(0,store_errors/* isStorageError */.El)(error, 'STORAGE_LIMIT_EXCEEDED'))
            throw error;
        return context.log.append(type, pausesInLog, { notify: false });
    }
}
/** Never throws: once the settled record is durable, the result is decided. */
async function finish(context, settlement, settled) {
    const retain = settlement.kind === 'fail' && settlement.retain === true;
    try {
        const base = settled === undefined ? undefined : watchdogFolds(context);
        // The log is closed first (cheap, no sync) so a resume in this process can open it at once.
        await context.log.close().catch(() => undefined);
        if (!retain)
            await context.lock.release().catch(() => undefined);
        // Reported after the release: a caller that reacts to the settled record finds the run unlocked.
        if (settled !== undefined)
            notify(context.onEvent, { log: 'runner', event: settled });
        await (0,read/* writeStatusCheckpoint */.sj)(context.storage, context.runId, base).catch(() => undefined);
    }
    catch {
        // Nothing here may fail a settled run.
    }
}
/**
 * This session's folds of both logs, each verified as the watchdog wrote it (the runner log) or read
 * it (the graph log, refreshed just before the settled record), with where each ends: the status
 * caches continue from them instead of folding the run again. Undefined before any graph read.
 */
function watchdogFolds(context) {
    const graphCursor = context.graph.cursor();
    if (graphCursor === undefined)
        return undefined;
    return {
        runner: { cursor: context.log.cursor(), fold: context.log.fold },
        graph: { cursor: graphCursor, fold: context.graph.fold },
    };
}

// EXTERNAL MODULE: ./src/workspace/errors.ts
var workspace_errors = __webpack_require__(75546);
;// CONCATENATED MODULE: ./src/runner/watchdog/teardown-budget.ts
// The teardown budget: once a stop, interrupt or timeout is requested, the watchdog's workspace
// work (the interrupt's snapshot, a restart snapshot or verify in progress) must end within
// teardown-grace (the worker's stop) plus an allowance for the snapshot, counted from the request.
// A git still running then is stopped through the provider's signal, so a hung git cannot hold a
// cancelled job past the 10 s GitHub gives it (the store still has to be saved after this).

/** Time the snapshot gets beyond teardown-grace (a small repository needs well under a second). */
const teardownSnapshotAllowanceMs = 2000;
class TeardownBudget {
    budgetMs;
    #graceMs;
    #allowanceMs;
    #controller = new AbortController();
    #timer;
    #started = false;
    constructor(teardownGraceMs, allowanceMs = teardownSnapshotAllowanceMs) {
        this.#graceMs = teardownGraceMs;
        this.#allowanceMs = allowanceMs;
        this.budgetMs = teardownGraceMs + allowanceMs;
    }
    /** Aborted when the budget has run out (never before start()). */
    get signal() {
        return this.#controller.signal;
    }
    /**
     * Whether `error` is the budget cutting a workspace call: the budget has run out and the call
     * failed as a stopped git does (or with the signal's reason, from a provider of its own). A
     * storage refusal of the snapshot (KNOWN_SECRET, size) keeps its own code.
     */
    cut(error) {
        const signal = this.#controller.signal;
        return signal.aborted && ((0,workspace_errors/* isWorkspaceError */.kX)(error, 'WORKSPACE_CAPTURE') || error === signal.reason);
    }
    /** Starts the clock at the request; later calls keep the first start. */
    start() {
        if (this.#started)
            return;
        this.#started = true;
        this.#timer = setTimeout(() => {
            this.#controller.abort(new Error(`the teardown budget of ${this.budgetMs} ms ran out`));
        }, this.budgetMs);
        // The settle in progress keeps the process alive; the budget alone must not.
        this.#timer.unref();
    }
    dispose() {
        clearTimeout(this.#timer);
    }
    /** What a record says of a workspace call cut at the budget. */
    cutMessage(what, detail) {
        return `${what} was cut at the teardown budget (${this.budgetMs} ms after the request: teardown-grace ${this.#graceMs} ms plus ${this.#allowanceMs} ms for the snapshot): ${detail}`;
    }
}

// EXTERNAL MODULE: ./src/graph/dag/index.ts
var dag = __webpack_require__(75419);
;// CONCATENATED MODULE: ./src/runner/watchdog/time-limit-cleanup.ts
// The cleanup after the run's time limit. The worker that ran the nodes is stopped as before (what
// it left in flight stays so, stopped); then, when the graph declares finally nodes and the
// workspace is still held, one more worker runs them: the executor records the limit in the graph
// log once and dispatches only the finally nodes, each once, told the run failed with TIMEOUT.
// Bounded: each node by its own timeout, the whole cleanup by a grace (5 minutes, or the run's
// whole time limit when that is shorter: a cleanup never gets longer than the run had), after
// which its worker is stopped as any worker at the limit. A worker that crashes during it is replaced at
// once (its records say what is left: nothing finished runs again), up to restart.maxRestarts.
// A person's stop or an interrupt during it stops it; the run still settles TIMEOUT.






/** How long the finally nodes may run, in all, once the time limit has passed (at most). */
const timeLimitCleanupGraceMs = 5 * 60_000;
/** The grace of a run whose time limit is `timeoutMs`. */
function cleanupGraceMs(timeoutMs) {
    return Math.min(timeLimitCleanupGraceMs, timeoutMs ?? timeLimitCleanupGraceMs);
}
class TimeLimitCleanup {
    #context;
    #graceMs;
    #launch = null;
    #cut = false;
    constructor(context) {
        this.#context = context;
        this.#graceMs = cleanupGraceMs(context.definition.limits.timeoutMs);
    }
    /** Whether there is a cleanup to run: finally nodes declared, and the workspace held. */
    static applies(context) {
        return context.lease !== null && (0,dag/* declaresFinallyNodes */.Kl)(context.definition.graphDefinition);
    }
    /** A person's stop or an interrupt: the cleanup's worker is stopped and none follows. */
    cut() {
        this.#cut = true;
        void this.#launch?.process.stop('stop');
    }
    /** Runs the finally nodes; a settlement only when a worker's teardown could not be verified. */
    async run() {
        const context = this.#context;
        const deadline = Date.now() + this.#graceMs;
        const mode = {
            kind: 'time-limit',
            timeoutMs: context.definition.limits.timeoutMs ?? 0,
            elapsedMs: Math.round((0,budget/* elapsedAt */.IK)(context.log.fold.budget, Date.now())),
        };
        for (let crashes = 0; !this.#cut && crashes <= context.restart.maxRestarts; crashes += 1) {
            const left = deadline - Date.now();
            if (left <= 0)
                return undefined;
            const launch = await launchWorker(context, mode, 0);
            const ended = await this.#await(launch, left);
            if (ended.settlement !== undefined || ended.recorded)
                return ended.settlement;
        }
        return undefined;
    }
    /** One cleanup worker, stopped when the grace runs out or the cleanup is cut. */
    async #await(launch, leftMs) {
        const context = this.#context;
        this.#launch = launch;
        if (this.#cut)
            void launch.process.stop('stop');
        const grace = setTimeout(() => void launch.process.stop('timeout'), leftMs);
        const stopProgress = pollGraphProgress(context);
        const exit = await launch.process.result.finally(() => {
            clearTimeout(grace);
            stopProgress();
        });
        this.#launch = null;
        const unreleased = context.offMachine?.detach() ?? [];
        const recorded = (await recordedResult(context, launch.launchId)) !== undefined;
        await recordExit(context, launch, exit, recorded);
        const settlement = teardownFailure(exit);
        if (settlement !== undefined)
            return { settlement, recorded };
        if (!recorded)
            await recordNeverStarted(context, unreleased, 'was stopped at the time limit').catch(() => undefined);
        return { recorded };
    }
}

// EXTERNAL MODULE: ./src/runner/watchdog/unstart.ts
var unstart = __webpack_require__(93721);
;// CONCATENATED MODULE: ./src/runner/watchdog/supervisor.ts














class Supervisor {
    done;
    #context;
    #request = null;
    #wake = null;
    #launch = null;
    /** The finally nodes' run after the time limit, while it runs. */
    #cleanup = null;
    /** Set when the workspace could not be taken back after a backoff: no cleanup worker runs without it. */
    #workspaceLost = false;
    #timer;
    /** Stops the graph log's progress poll of the running worker (a no-op when none runs). */
    #stopProgress = () => undefined;
    #settled = false;
    /** The last restart snapshot (the pause anchor of an interrupt or drift during backoff). */
    #restartAnchor = null;
    /** Runs from the request: workspace calls still waiting on git when it ends are stopped. */
    #teardown;
    constructor(context) {
        this.#context = context;
        this.#teardown = new TeardownBudget(context.teardownGraceMs);
        // Started a microtask later: an interrupt held since before the session (a signal at start) is
        // attached right after construction and is seen before any worker is launched.
        this.done = Promise.resolve()
            .then(() => this.#run())
            .finally(async () => {
            await context.prelaunch?.dispose();
            await context.offMachine?.close();
            this.#settled = true;
            this.#teardown.dispose();
            clearTimeout(this.#timer);
            this.#stopProgress();
        });
        this.done.catch(() => undefined); // the caller awaits it; never an unhandled rejection here
    }
    stop() {
        this.#requestSettle({ kind: 'stop' });
        return this.done;
    }
    interrupt(signal) {
        this.#requestSettle(signal === undefined ? { kind: 'interrupt' } : { kind: 'interrupt', signal });
        return this.done;
    }
    /**
     * A recorded cancel turns an interrupt already requested into a stop, so `done` says STOPPED as
     * the cancel's record does. The interrupt itself is requested at once (a signal held since the
     * session started must be seen before any worker launches); this only changes how it settles.
     */
    escalateToStop() {
        if (this.#settled || this.#request?.kind !== 'interrupt')
            return;
        this.#request = { kind: 'stop' };
    }
    #requestSettle(request) {
        if (this.#settled)
            return;
        if (this.#request !== null) {
            // A stop or an interrupt during the cleanup after the time limit ends it (the run still times out).
            if (this.#request.kind === 'timeout' && request.kind !== 'timeout')
                this.#cutCleanup();
            return;
        }
        this.#request = request;
        this.#wake?.();
        void this.#launch?.process.stop(request.kind);
        // At the time limit the finally nodes still run (their unsafe attempts still save off the
        // machine): the teardown budget and the abandon start when the cleanup is over (#settle).
        if (request.kind === 'timeout')
            return;
        this.#teardown.start();
        // The settling records must not wait for a save off the machine (a cancelled job has seconds).
        this.#context.offMachine?.abandon();
    }
    #cutCleanup() {
        this.#teardown.start();
        this.#context.offMachine?.abandon();
        this.#cleanup?.cut();
    }
    /** Read through a method: a request can arrive during any await. */
    #pending() {
        return this.#request;
    }
    #remaining() {
        return (0,budget/* remainingAt */.Mc)(this.#context.log.fold.budget, this.#context.definition.limits.timeoutMs, Date.now());
    }
    #armTimer(remaining) {
        clearTimeout(this.#timer);
        if (remaining !== null)
            this.#timer = setTimeout(() => this.#requestSettle({ kind: 'timeout' }), Math.max(1, Math.ceil(remaining)));
    }
    #sleep(ms) {
        return new Promise((resolve) => {
            const timer = setTimeout(done, ms);
            function done() {
                clearTimeout(timer);
                resolve();
            }
            this.#wake = done;
        }).finally(() => {
            this.#wake = null;
        });
    }
    async #run() {
        const context = this.#context;
        let mode = context.mode;
        for (;;) {
            const remaining = this.#remaining();
            if (remaining === 0)
                return this.#settle({ kind: 'timeout' });
            if (this.#request !== null)
                return this.#settleRequest();
            this.#armTimer(remaining);
            const launch = await launchWorker(context, mode, remaining);
            this.#launch = launch;
            const early = this.#pending();
            if (early !== null)
                void launch.process.stop(early.kind);
            this.#stopProgress = pollGraphProgress(context);
            const exit = await launch.process.result;
            this.#stopProgress();
            this.#launch = null;
            const unreleased = context.offMachine?.detach() ?? [];
            const recorded = await recordedResult(context, launch.launchId);
            await recordExit(context, launch, exit, recorded !== undefined).catch((error) => {
                throw withUnrecordedCause(launch.unrecordedFailure(), error);
            });
            const untidy = teardownFailure(exit);
            if (untidy !== undefined)
                return this.#settle(untidy);
            // Its process tree is gone: the attempts it was never let start did not run. (Best effort:
            // unrecorded, they stay uncertain work, as any attempt a worker left in flight.)
            if (recorded === undefined)
                await recordNeverStarted(context, unreleased, endedHow(this.#pending())).catch(() => undefined);
            if (recorded !== undefined) {
                if ((0,unstart/* refusedHost */.xO)(context, recorded, context.graph.fold)) {
                    const refusal = await (0,unstart/* removeRefusedRun */.mS)(context, recorded);
                    if (refusal !== undefined)
                        throw refusal;
                }
                return this.#settle(this.#fromRecorded(recorded, launch.launchId));
            }
            if (this.#pending() !== null)
                return this.#settleRequest();
            // A worker whose store failed (it said so before it exited) would fail the same way again.
            const failed = exitFailure(exit) ?? launch.unrecordedFailure();
            if (failed !== undefined)
                return this.#settle(failed);
            const restart = context.log.fold.restartCount + 1;
            if (restart > context.restart.maxRestarts)
                return this.#settle(restartsExhausted(context.restart.maxRestarts));
            const next = await this.#restart(restart);
            if (next !== undefined)
                return this.#settle(next);
            mode = mode.kind === 'resume' ? mode : { kind: 'run' };
        }
    }
    /** Snapshot, release, back off, re-acquire and verify. Returns a settlement when the run must settle instead. */
    async #restart(restart) {
        const context = this.#context;
        const saved = await saveRestartAnchor(context, restart, this.#teardown);
        if (!saved.ok)
            return saved.settlement;
        this.#restartAnchor = saved.ref;
        const released = await releaseForBackoff(context);
        if (released !== undefined)
            return released;
        const delayMs = backoffDelay(restart, context.restart);
        await context.log.append(records/* runnerEventTypes */.AK.backoff, { restart, delayMs, until: new Date(Date.now() + delayMs).toISOString() });
        await this.#sleep(delayMs);
        if (this.#pending()?.kind === 'timeout') {
            // The finally nodes run in the workspace: take it back first (none run if that fails).
            this.#workspaceLost = (await reacquireAndVerify(context, saved, this.#teardown)) !== undefined;
            return { kind: 'timeout' };
        }
        if (this.#pending() !== null)
            return this.#requested();
        return reacquireAndVerify(context, saved, this.#teardown);
    }
    #fromRecorded(result, launchId) {
        switch (result.kind) {
            case 'complete':
                return { kind: 'complete', outputArtifact: result.outputArtifact, launchId };
            case 'fail':
                return { kind: 'fail', code: result.code, message: result.message, cleanupVerified: true };
            case 'pause':
                return {
                    kind: 'pause',
                    type: 'paused',
                    ...(result.code === 'RESUME_EVENT_MISMATCH' || result.code === 'WRITE_AHEAD' ? { code: result.code } : {}),
                    ...(result.reason === undefined ? {} : { reason: result.reason }),
                    positions: result.positions,
                    pauses: result.pauses,
                    anchor: 'capture',
                };
        }
    }
    async #settle(settlement) {
        if (settlement.kind === 'timeout') {
            const untidy = await this.#timeLimitCleanup();
            this.#teardown.start();
            this.#context.offMachine?.abandon();
            if (untidy !== undefined)
                return settle(this.#context, untidy, this.#teardown);
        }
        return settle(this.#context, settlement, this.#teardown);
    }
    /** The finally nodes after the time limit, unless a stop or an interrupt came first or the workspace is not held. */
    async #timeLimitCleanup() {
        if (this.#workspaceLost || !TimeLimitCleanup.applies(this.#context))
            return undefined;
        // A settle at the limit found at the loop's start (a later session) requests it here.
        this.#request ??= { kind: 'timeout' };
        if (this.#request.kind !== 'timeout')
            return undefined;
        this.#cleanup = new TimeLimitCleanup(this.#context);
        try {
            return await this.#cleanup.run();
        }
        finally {
            this.#cleanup = null;
        }
    }
    async #settleRequest() {
        return this.#settle(await this.#requested());
    }
    async #requested() {
        const request = this.#request;
        if (request === null || request.kind === 'stop')
            return { kind: 'stopped' };
        if (request.kind === 'timeout')
            return { kind: 'timeout' };
        const graph = await this.#context.graph.refresh();
        // Holding the lease: snapshot now. In backoff (lease released): the restart snapshot.
        const anchor = this.#context.lease === null && this.#restartAnchor !== null ? this.#restartAnchor : 'capture';
        return {
            kind: 'pause',
            type: 'interrupted',
            code: 'INTERRUPTED',
            reason: request.signal === undefined ? 'interrupted' : `interrupted by ${request.signal}`,
            positions: (0,fold_graph/* inFlightPositions */.Uv)(graph),
            pauses: (0,open_pauses/* openPauses */.I)(graph),
            anchor,
            ...(request.signal === undefined ? {} : { signal: request.signal }),
        };
    }
}
/** How a worker that recorded no result ended, as the never-started record says it. */
function endedHow(request) {
    if (request === null)
        return 'exited without its result';
    if (request.kind === 'interrupt')
        return 'was stopped for the interrupt';
    return request.kind === 'stop' ? 'was stopped' : 'was stopped at the time limit';
}

// EXTERNAL MODULE: ./src/runner/watchdog/workspace.ts
var workspace = __webpack_require__(15737);
;// CONCATENATED MODULE: ./src/runner/lifecycle/session.ts
// What start and resume share once preflight has passed: the lock and lease are held; open the
// runner log, record the session, and hand everything to a Supervisor.















async function realOrSelf(directory) {
    return (0,promises_.realpath)(directory).catch(() => external_node_path_default().resolve(directory));
}
/** Default scratch directory: machine-local, beside the process locks. */
function defaultScratch(storage, runId) {
    return external_node_path_default().join(storage.localDirectory(), 'scratch', storage.namespace, runId);
}
/** Paths (relative to the real runRoot) that are the runner's own: never part of change records. */
async function ownPaths(realRoot, storage, scratchDirectory) {
    return (0,workspace/* insidePaths */.VP)(realRoot, [await realOrSelf(storage.directory), await realOrSelf(scratchDirectory)]);
}
async function openSession(input) {
    const { storage, runId } = input;
    let workerEntry;
    try {
        workerEntry = (0,worker_path/* resolveWorkerEntry */.h1)(input.extras.workerEntry);
    }
    catch (error) {
        await releaseHeld(input);
        throw error;
    }
    const log = await openRunnerLog(input);
    const environment = (0,watchdog_environment/* snapshotEnvironment */.k6)(input.environmentVariables);
    const secrets = [...storage.knownSecrets, ...(0,watchdog_environment/* listedValues */.uz)(input.environmentVariables, environment)];
    const listeners = liveListeners(input.extras);
    const runnerLog = new RunnerLog(log, input.runner.fold, input.session, { listed: secrets, known: storage.knownSecrets }, listeners.onEvent);
    const offMachine = input.extras.offMachine === undefined
        ? null
        : new OffMachineCoordinator(input.extras.offMachine, storage.runDirectory(runId));
    // The watchdog's own appends wait while a save copies the store.
    if (offMachine !== null)
        runnerLog.beforeAppend = () => offMachine.idle();
    await recordSessionStart(input, log, runnerLog);
    const follower = await startFollower(storage, runId, listeners.onOutput);
    const context = await watchdogContext(input, listeners.onEvent, {
        log: runnerLog,
        environment,
        redact: secrets,
        workerEntry,
        offMachine,
    });
    // A save's own log lines come after the progress the log held when it began.
    if (offMachine !== null)
        offMachine.beforeSave = () => context.graph.refresh();
    const feed = listeners.feed;
    if (follower !== undefined && feed !== undefined) {
        // An ended attempt printed everything before its end was recorded: read once more, then never again.
        context.graph.beforeAttemptsEnd = async (attemptIds) => {
            await follower.poll();
            follower.forget(attemptIds);
        };
        context.graph.afterRead = (readAt) => feed.caughtUp(readAt);
    }
    // Constructed right before the handle attaches held signals: the Supervisor starts a microtask
    // later, and a signal held since the session start must reach it before a worker is launched.
    const supervisor = new Supervisor(context);
    const handle = (0,lifecycle_handle/* supervisedHandle */.zL)(storage, runId, supervisor, input.extras.handleSignals === true);
    if (follower === undefined)
        return handle;
    return followUntilDone(handle, follower, listeners.feed);
}
/** The caller's listeners; with both, through one LiveFeed, so each attempt's lines sit between its start and its end. */
function liveListeners(extras) {
    const { onEvent, onOutput } = extras;
    if (onEvent === undefined || onOutput === undefined)
        return { onEvent, onOutput };
    const feed = new LiveFeed(onEvent, onOutput);
    return { onEvent: feed.event, onOutput: feed.lines, feed };
}
/** Releases the lease and the lock a failed open still holds (best effort: the open's error is what counts). */
async function releaseHeld(input) {
    await input.lease?.release().catch(() => undefined);
    await input.lock.release().catch(() => undefined);
}
/** Creates the scratch directory and opens the runner log (RUN_STORAGE, the lease and lock released, if not). */
async function openRunnerLog(input) {
    try {
        await (0,promises_.mkdir)(input.scratchDirectory, { recursive: true, mode: 0o700 });
        return await input.storage.openEventLog(input.runId, 'runner', input.runner.cursor);
    }
    catch (error) {
        await releaseHeld(input);
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the runner log of run ${input.runId} cannot be opened: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}
/** Appends runner:session-started and the extra records (RUN_STORAGE, everything held released, if not). */
async function recordSessionStart(input, log, runnerLog) {
    try {
        await runnerLog.append(records/* runnerEventTypes */.AK.sessionStarted, input.sessionRecord);
        for (const record of input.extraRecords)
            await runnerLog.append(record.type, record.data);
    }
    catch (error) {
        await log.close().catch(() => undefined);
        await releaseHeld(input);
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the session record of run ${input.runId} cannot be appended: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}
/** What this session's Supervisor works with, from the input and what the session opened for it. */
async function watchdogContext(input, onEvent, opened) {
    const { storage, runId } = input;
    return {
        storage,
        runId,
        definition: input.definition,
        log: opened.log,
        graph: new GraphView(storage, runId, onEvent, input.graph),
        lock: input.lock,
        lease: input.lease,
        workspace: input.workspace,
        realRoot: input.realRoot,
        scratchDirectory: input.scratchDirectory,
        restart: input.restart,
        teardownGraceMs: input.teardownGraceMs,
        environment: opened.environment,
        redact: opened.redact,
        workerEntry: opened.workerEntry,
        compileCache: await (0,compile_cache/* compileCacheDirectory */.vW)(),
        storageParams: {
            directory: storage.directory,
            namespace: storage.namespace,
            policy: { ...storage.policy },
            knownSecrets: [...storage.knownSecrets],
        },
        changes: {
            enabled: input.definition.recordChanges !== false,
            excludePaths: await ownPaths(input.realRoot, storage, input.scratchDirectory),
            // The default workspace resolved runRoot as the repository's top level before this session
            // (checkWorkspaceRoot); a provider of the caller's says nothing about git.
            ...(input.extras.workspace === undefined ? { repositoryRoot: input.realRoot } : {}),
        },
        firstCapture: input.firstCapture ?? null,
        mode: input.mode,
        onEvent,
        offMachine: opened.offMachine,
        prelaunch: input.extras.prelaunched ?? null,
        newRun: input.newRun ?? null,
    };
}
/** The handle, its done (and so stop and interrupt) settling only once the follower has stopped. */
function followUntilDone(handle, follower, feed) {
    // The last lines reach the listener before the result does.
    const done = handle.done.finally(() => follower.stop().finally(() => feed?.stop()));
    return {
        ...handle,
        done,
        stop: () => handle.stop().then(() => done),
        interrupt: () => handle.interrupt().then(() => done),
    };
}
async function startFollower(storage, runId, onOutput) {
    if (onOutput === undefined)
        return undefined;
    const follower = new follow/* OutputFollower */.y5(storage, runId, onOutput);
    await follower.start();
    return follower;
}


/***/ }),

/***/ 58294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ startSupervisedRun)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _records_definition_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(30181);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(85507);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(97018);
/* harmony import */ var _handle_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(59251);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(42336);
/* harmony import */ var _host_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42689);
/* harmony import */ var _options_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28425);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(24077);
/* harmony import */ var _status_state_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(33000);
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(74949);
/* harmony import */ var _records_storage_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(35382);
/* harmony import */ var _worker_worker_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80911);
/* harmony import */ var _watchdog_signals_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58737);
/* harmony import */ var _prelaunch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93317);
/* harmony import */ var _recorded_input_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26020);
/* harmony import */ var _watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(15737);
// startSupervisedRun: validate options (INVALID_OPTIONS, nothing written; a known secret in the
// inputs too), install the signal listeners when asked (handleSignals: a signal before the
// definition is written ends the call with INTERRUPTED and nothing stored; after it, the run settles
// as interrupted), resolve the host (HOST_MODULE), check the workspace root (WORKSPACE_ROOT, before
// the store is opened), preflight storage and workspace capture (nothing written on failure), take
// the process lock (PROCESS_LOCKED) and the workspace lease (WORKSPACE_LEASE), publish the
// definition (RUN_STORAGE), then supervise the first worker. A host module the first worker cannot
// bind (HOST_MODULE before any dispatch) rejects `done` and removes the run (watchdog/unstart.ts).
















async function storedHost(realRoot, host) {
    if (host.kind === 'builtin')
        return { kind: 'builtin', name: host.name, ...(host.config === undefined ? {} : { config: host.config }) };
    const resolved = await (0,_host_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveHostModule */ .X1)(realRoot, host.module);
    return { kind: 'module', path: resolved.relative, digest: resolved.digest };
}
async function startSupervisedRun(options) {
    const { parsed, extras } = (0,_options_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSupervisedRunOptions */ .$g)(options);
    (0,_worker_worker_path_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveWorkerEntry */ .h1)(extras.workerEntry); // INVALID_OPTIONS before anything is written
    // A known secret in the inputs (or elsewhere in what the definition stores): INVALID_OPTIONS now,
    // not a refused definition once the store and the run's directory exist.
    (0,_recorded_input_js__WEBPACK_IMPORTED_MODULE_4__/* .refuseSecretDefinition */ .C)(parsed.storage.knownSecrets ?? [], parsed);
    // Before the first await: from here a signal never takes the default action (ending the process).
    const signals = extras.handleSignals === true ? _watchdog_signals_js__WEBPACK_IMPORTED_MODULE_5__/* .SignalGate */ .Q.install() : null;
    try {
        return await startWith(parsed, extras, signals);
    }
    catch (error) {
        signals?.dispose(); // no session took them over
        throw error;
    }
}
async function startWith(parsed, extras, signals) {
    const realRoot = await (0,_host_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .realRunRoot */ .og)(parsed.runRoot);
    // The worker loads while the steps below check, lock and write (a prelaunch: it does nothing
    // before its launch); a start that fails on the way stops it.
    const prelaunched = extras.prelaunched ??
        (await (0,_prelaunch_js__WEBPACK_IMPORTED_MODULE_6__/* .prelaunchFor */ .G)({
            runId: parsed.definition.runId,
            workerEntry: extras.workerEntry,
            realRoot,
            environmentVariables: parsed.environmentVariables,
            teardownGraceMs: parsed.teardownGraceMs,
        }));
    try {
        return await setUpAndOpen(parsed, { ...extras, prelaunched }, signals, realRoot);
    }
    catch (error) {
        await prelaunched.dispose();
        throw error;
    }
}
async function setUpAndOpen(parsed, extras, signals, realRoot) {
    const host = await storedHost(realRoot, parsed.host);
    // Before the store is opened (which creates its directory): a runRoot that is no git work tree's
    // top level leaves nothing behind. The default workspace made below takes the checked root as is.
    await (0,_watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_7__/* .checkWorkspaceRoot */ .A3)(extras.workspace ?? (0,_watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_7__/* .defaultWorkspace */ .Dy)(realRoot, []), realRoot);
    const storage = await (0,_records_storage_js__WEBPACK_IMPORTED_MODULE_8__/* .openStorage */ .G)(parsed.storage);
    const runId = parsed.definition.runId;
    if (signals !== null)
        (0,_handle_js__WEBPACK_IMPORTED_MODULE_9__/* .holdSignalsFor */ .gZ)(storage, signals);
    const scratchDirectory = parsed.scratchDirectory === undefined ? (0,_session_js__WEBPACK_IMPORTED_MODULE_10__/* .defaultScratch */ .WA)(storage, runId) : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(parsed.scratchDirectory);
    const workspace = extras.workspace ??
        (0,_watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_7__/* .defaultWorkspace */ .Dy)(realRoot, await (0,_session_js__WEBPACK_IMPORTED_MODULE_10__/* .ownPaths */ .Vw)(realRoot, storage, scratchDirectory), { rootResolved: true });
    const { firstCapture, head } = await captureWorkspace(parsed, extras, workspace);
    (0,_handle_js__WEBPACK_IMPORTED_MODULE_9__/* .refuseIfSignalled */ .Rh)(signals, runId);
    const { lock, lease } = await takeOwnership(storage, workspace, runId, signals);
    const definition = runDefinition(parsed, storage.namespace, host);
    await writeDefinition(storage, definition, lock, lease);
    return (0,_session_js__WEBPACK_IMPORTED_MODULE_10__/* .openSession */ .fA)({
        storage,
        storageOptions: parsed.storage,
        runId,
        definition,
        session: 1,
        sessionRecord: {
            kind: 'start',
            environmentVariables: parsed.environmentVariables,
            restart: parsed.restart,
            teardownGraceMs: parsed.teardownGraceMs,
            lockToken: lock.token,
            head,
        },
        extraRecords: lease.cleared === undefined ? [] : [(0,_records_records_js__WEBPACK_IMPORTED_MODULE_11__/* .leaseClearedData */ .jA)(lease.cleared)],
        // A host its first worker refuses (HOST_MODULE) refuses the start: the run is removed again.
        newRun: { ownScratch: parsed.scratchDirectory === undefined },
        lock,
        lease,
        workspace,
        firstCapture,
        realRoot,
        scratchDirectory,
        restart: parsed.restart,
        teardownGraceMs: parsed.teardownGraceMs,
        environmentVariables: parsed.environmentVariables,
        mode: { kind: 'run' },
        extras,
        runner: { fold: (0,_status_state_js__WEBPACK_IMPORTED_MODULE_12__/* .initialRunnerFold */ .OJ)(definition.createdAt) },
    });
}
/**
 * Captures the workspace before anything is written (WORKSPACE_CAPTURE); returns what the first
 * worker takes over, and the capture's HEAD (recorded: the commit the run started at).
 */
async function captureWorkspace(parsed, extras, workspace) {
    try {
        // The default workspace's capture, with its fingerprint, spares the first worker its own git
        // process (it re-checks the fingerprint instead); a provider of the caller's keeps its captures,
        // and a run without change records needs none.
        if (extras.workspace === undefined && parsed.recordChanges) {
            const { capture } = await workspace.captureSince();
            return { firstCapture: workspace.transferCapture?.(capture), head: capture.anchor.head };
        }
        return { firstCapture: undefined, head: (await workspace.capture()).anchor.head };
    }
    catch (error) {
        throw (0,_watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_7__/* .workspaceFailure */ .sR)(error, 'WORKSPACE_CAPTURE', 'the workspace cannot be captured');
    }
}
/** Takes the process lock, then the workspace lease, of a run not yet stored; releases what it took on failure. */
async function takeOwnership(storage, workspace, runId, signals) {
    // The lock comes first: a second watchdog for a run in progress gets PROCESS_LOCKED.
    const lock = await (0,_ownership_js__WEBPACK_IMPORTED_MODULE_13__/* .acquireLock */ .IZ)(storage, runId);
    let lease;
    try {
        await refuseIfStored(storage, runId);
        lease = await (0,_ownership_js__WEBPACK_IMPORTED_MODULE_13__/* .acquireLease */ .ZZ)(workspace, runId);
    }
    catch (error) {
        await lock.release().catch(() => undefined);
        throw error;
    }
    try {
        (0,_handle_js__WEBPACK_IMPORTED_MODULE_9__/* .refuseIfSignalled */ .Rh)(signals, runId); // the last moment at which nothing was written
    }
    catch (error) {
        await lease.release().catch(() => undefined);
        await lock.release().catch(() => undefined);
        throw error;
    }
    return { lock, lease };
}
async function refuseIfStored(storage, runId) {
    const exists = await storage.readDefinition(runId).then((value) => value !== undefined, (error) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_14__/* .SupervisedRunError */ .aL('RUN_STORAGE', `the store cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_15__/* .describeError */ .Uc)(error)}`, {
            cause: error,
        });
    });
    if (exists)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_14__/* .SupervisedRunError */ .aL('RUN_STORAGE', `run ${JSON.stringify(runId)} already exists in the store; continue it with resumeSupervisedRun`);
}
function runDefinition(parsed, namespace, host) {
    return {
        schemaVersion: 1,
        kind: 'supervised-run',
        runId: parsed.definition.runId,
        namespace,
        createdAt: new Date().toISOString(),
        graphDefinition: parsed.definition.graphDefinition,
        plan: parsed.definition.plan ?? { schemaVersion: 1, lanes: {} },
        resolvedInputs: parsed.definition.resolvedInputs ?? {},
        host,
        limits: parsed.limits,
        restart: parsed.restart,
        teardownGraceMs: parsed.teardownGraceMs,
        heartbeatMs: parsed.heartbeatMs,
        recordChanges: parsed.recordChanges,
        ...(parsed.attemptLogBytes === undefined ? {} : { attemptLogBytes: parsed.attemptLogBytes }),
    };
}
/** Publishes the definition (RUN_STORAGE); on failure the lease and the lock are released. */
async function writeDefinition(storage, definition, lock, lease) {
    try {
        await storage.writeDefinition(definition.runId, (0,_records_definition_js__WEBPACK_IMPORTED_MODULE_16__/* .definitionToJson */ .LG)(definition));
    }
    catch (error) {
        await lease.release().catch(() => undefined);
        await lock.release().catch(() => undefined);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_14__/* .SupervisedRunError */ .aL('RUN_STORAGE', `the run definition cannot be stored: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_15__/* .describeError */ .Uc)(error)}`, {
            cause: error,
        });
    }
}


/***/ }),

/***/ 77674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ builtInGraphProblem),
/* harmony export */   k: () => (/* binding */ checkBuiltInGraph)
/* harmony export */ });
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75419);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40869);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85507);
// A definition of a built-in graph form (graphForms: the DAG form) is checked before a start writes
// anything: its worker would refuse it (INVALID_GRAPH) only after the run was stored and its first
// session opened. Other forms, and other versions, are the host's own, known only to its worker.


/** Why a built-in form's value is malformed (INVALID_GRAPH), or undefined: valid, or not a built-in form. */
function builtInGraphProblem(definition) {
    const form = Object.hasOwn(_graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .graphForms */ ._p, definition.form)
        ? _graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .graphForms */ ._p[definition.form]
        : undefined;
    if (form === undefined || definition.version !== form.version)
        return undefined;
    try {
        form.parse(definition.value);
        return undefined;
    }
    catch (error) {
        if (!(0,_graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isGraphError */ .Z)(error))
            throw error;
        return error;
    }
}
function checkBuiltInGraph(definition) {
    const problem = builtInGraphProblem(definition);
    if (problem === undefined)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', `options.definition.graphDefinition.value: ${problem.message}`, {
        cause: problem,
    });
}


/***/ }),

/***/ 96005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ definitionFileAccepts),
/* harmony export */   Qm: () => (/* binding */ readDefinitionFile),
/* harmony export */   n5: () => (/* binding */ definitionFileSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _graph_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36940);
/* harmony import */ var _built_in_graph_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77674);
// The definition file of a host-module run (`definition` input, `--definition`): apart from the
// option readers, so reading an option loads no graph schemas.




/** The definition file of a host-module run: the graph definition and, optionally, its frozen plan. */
const definitionFileSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    graphDefinition: (0,_graph_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .graphDefinitionSchema */ .VG)(),
    plan: (0,_graph_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .graphPlanSchema */ .tn)().optional(),
}));
const definitionFileAccepts = '{ "graphDefinition": { "form", "version", "value" }, "plan"? }';
/**
 * A definition file's text, or where it is wrong: `is not JSON (\u2026)`, `at graphDefinition.form: \u2026`.
 * A built-in form's value is checked here too (as the start would), so the refusal names the file.
 */
function readDefinitionFile(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        // A file the user wrote, not a pasted value: JSON.parse's message says where the mistake is.
        return { ok: false, problem: `is not JSON (${error.message})`, expected: definitionFileAccepts };
    }
    const parsed = definitionFileSchema().safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return {
            ok: false,
            problem: `at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
            expected: definitionFileAccepts,
        };
    }
    const graphProblem = (0,_built_in_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .builtInGraphProblem */ .Z)(parsed.data.graphDefinition);
    if (graphProblem !== undefined)
        return { ok: false, problem: `at graphDefinition.value: ${graphProblem.message}` };
    return { ok: true, value: parsed.data };
}


/***/ }),

/***/ 28425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ts: () => (/* binding */ checkBackoff),
  Yh: () => (/* binding */ parseResumeSupervisedRunOptions),
  $g: () => (/* binding */ parseSupervisedRunOptions),
  Sl: () => (/* binding */ resumeSupervisedRunOptionsSchema),
  hl: () => (/* binding */ retryFailedSchema),
  rH: () => (/* binding */ supervisedRunOptionsSchema),
  RV: () => (/* binding */ takeoverSchema)
});

// UNUSED EXPORTS: attemptLogBytesSchema, decisionSchema, defaultTeardownGraceMs, environmentVariableNameSchema, hostOptionSchema, restartPolicySchema, runDefinitionOptionsSchema, runLimitsSchema, storageOptionsSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: ./src/runner/options/json-option.ts
var json_option = __webpack_require__(76207);
// EXTERNAL MODULE: ./src/runner/options/built-in-graph.ts
var built_in_graph = __webpack_require__(77674);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
;// CONCATENATED MODULE: ./src/runner/options/extras.ts

const extraKeys = [
    'workspace',
    'onEvent',
    'onOutput',
    'handleSignals',
    'workerEntry',
    'offMachine',
    'prelaunched',
    'verified',
];
function isPrelaunch(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const { take, dispose } = value;
    return typeof take === 'function' && typeof dispose === 'function';
}
function checkExtras(options) {
    const { workspace, onEvent, onOutput, handleSignals, workerEntry, offMachine, prelaunched } = options;
    const bad = (field, accepts) => new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', `options.${field}: expected ${accepts}`);
    if (workspace !== undefined &&
        (typeof workspace !== 'object' ||
            workspace === null ||
            typeof workspace.capture !== 'function')) {
        throw bad('workspace', 'a workspace provider ({ root, repositoryRoot, capture, acquireLease, readLease, releaseLease, verify })');
    }
    if (onEvent !== undefined && typeof onEvent !== 'function')
        throw bad('onEvent', 'a function');
    if (onOutput !== undefined && typeof onOutput !== 'function')
        throw bad('onOutput', 'a function');
    if (handleSignals !== undefined && typeof handleSignals !== 'boolean')
        throw bad('handleSignals', 'a boolean');
    if (workerEntry !== undefined && (typeof workerEntry !== 'string' || workerEntry.length === 0))
        throw bad('workerEntry', 'a path');
    if (prelaunched !== undefined && !isPrelaunch(prelaunched))
        throw bad('prelaunched', 'what prelaunchSupervisedWorker returned');
    if (offMachine !== undefined) {
        const { persist, checkpointIntervalMs: every } = (offMachine ?? {});
        if (typeof persist !== 'function')
            throw bad('offMachine', '{ persist(request), checkpointIntervalMs? }');
        if (every !== undefined && !(Number.isInteger(every) && every >= 0 && every <= 2_147_483_647))
            throw bad('offMachine.checkpointIntervalMs', 'a whole number of milliseconds (0: none)');
    }
}

// EXTERNAL MODULE: ./src/runner/options/option-values.ts
var option_values = __webpack_require__(23261);
// EXTERNAL MODULE: ./src/runner/options/option-schemas.ts
var option_schemas = __webpack_require__(4799);
;// CONCATENATED MODULE: ./src/runner/options/options.ts
// The one schema of run options that both adapters (Action inputs, CLI flags) map onto; the library
// call's non-serialisable extras are split off and checked in extras.ts, and the parts the schemas
// are built from live in option-schemas.ts. Bad options -> INVALID_OPTIONS naming the field.









const supervisedRunOptionsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    storage: (0,option_schemas/* storageOptionsSchema */.tH)(),
    definition: (0,option_schemas/* runDefinitionOptionsSchema */.UZ)(),
    host: (0,option_schemas/* hostOptionSchema */.pG)(),
    /** Working directory of the worker and root of the default git workspace. */
    runRoot: (0,option_schemas/* path */.Ae)('runRoot'),
    /** Handed to bindRun; default: a directory under the store's machine-local state. */
    scratchDirectory: (0,option_schemas/* path */.Ae)('scratchDirectory').optional(),
    limits: (0,option_schemas/* runLimitsSchema */.$X)().prefault({}),
    restart: (0,option_schemas/* restartPolicySchema */.hA)().prefault({}),
    /** Grace between SIGTERM and SIGKILL when stopping the worker's processes. */
    teardownGraceMs: option_schemas/* teardownGraceMs */.Ty.default(option_schemas/* defaultTeardownGraceMs */.E2),
    /** Interval of runner:heartbeat records while a worker runs; 0 writes none. */
    heartbeatMs: (0,option_schemas/* nonNegativeMs */.PG)('heartbeatMs').default(60_000),
    /** Names of variables copied into the worker when present; their values are known secrets (never stored). */
    environmentVariables: (0,option_schemas/* environmentVariables */.ro)().default([]),
    /**
     * runner:node-changes after each node attempt in a git workspace (files and lines each attempt
     * changed, from workspace captures around it); false skips the captures, e.g. for pure data
     * graphs. Stored in the definition: every session of the run follows it.
     */
    recordChanges: schemas/* boolean */.zMY({ error: 'recordChanges must be true or false' }).default(true),
    /**
     * Bound of what one node attempt's kept output may hold (head and tail, with a marker of what was
     * cut). Default: the host's own (a graph file's log-limit), else 1 MiB. Stored in the definition.
     */
    attemptLogBytes: (0,option_schemas/* attemptLogBytesSchema */.am)().optional(),
}));
const takeoverSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    reason: schemas/* string */.YjP().min(1, 'takeover.reason must say why'),
    by: schemas/* string */.YjP().min(1, 'takeover.by must name who takes over'),
}));
/** Reopening a run that failed because nodes failed (recorded with who asked and why). */
const retryFailedSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    by: schemas/* string */.YjP().min(1, 'retryFailed.by must name who asks for the retry'),
    reason: schemas/* string */.YjP().min(1, 'retryFailed.reason must say why').optional(),
}));
const resumeSupervisedRunOptionsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    storage: (0,option_schemas/* storageOptionsSchema */.tH)(),
    runId: (0,option_schemas/* storeId */.$w)('runId'),
    runRoot: (0,option_schemas/* path */.Ae)('runRoot'),
    scratchDirectory: (0,option_schemas/* path */.Ae)('scratchDirectory').optional(),
    /** The exact position of a recorded graph pause; omit to continue an interrupted (or drift-paused) run. */
    position: schemas/* string */.YjP().min(1, 'position must be a non-empty position string').optional(),
    decision: (0,option_schemas/* decisionSchema */.Ow)().optional(),
    /** Resuming a budget pause: higher limits (only upward) and who raised them. */
    raiseBudget: schemas/* strictObject */.rej({
        usd: schemas/* number */.aig().positive('raiseBudget.usd must be more than 0').optional(),
        tokens: schemas/* number */.aig()
            .int('raiseBudget.tokens must be a whole number')
            .positive('raiseBudget.tokens must be more than 0')
            .optional(),
        raisedBy: schemas/* string */.YjP().min(1, 'raiseBudget.raisedBy must name who raised the budget'),
    })
        .optional(),
    /**
     * Answering a gate (or another policy pause): the values (a JSON object; a gate checks them against
     * its fields) and who answered (a gate's allowed actors). Recorded with the resume; the policy reads it.
     */
    answer: schemas/* strictObject */.rej({
        values: schemas/* record */.g1P(schemas/* string */.YjP(), (0,json_option/* jsonOptionSchema */.V)(), { error: 'answer.values must be a JSON object' }),
        answeredBy: schemas/* string */.YjP().min(1, 'answer.answeredBy must name who answered'),
    })
        .optional(),
    /** Default: the policy stored at start. */
    restart: (0,option_schemas/* restartOption */.Xf)().optional(),
    teardownGraceMs: option_schemas/* teardownGraceMs */.Ty.optional(),
    environmentVariables: (0,option_schemas/* environmentVariables */.ro)().default([]),
    /** Explicit, recorded takeover of a run whose watchdog died (its lock holder must be provably dead). */
    takeover: takeoverSchema().optional(),
    /**
     * Reopen a run that failed because nodes failed (DAG_NODE_FAILED, RESTART_EXHAUSTED): its failed
     * nodes are dispatched again at new positions, completed ones never run again, budgets go on.
     */
    retryFailed: retryFailedSchema().optional(),
}));
function formatIssues(error) {
    return error.issues
        .slice(0, 5)
        .map((issue) => {
        const at = issue.path.length === 0 ? 'options' : `options.${issue.path.map(String).join('.')}`;
        return `${at}: ${issue.message}`;
    })
        .join('; ');
}
/** The first issue's path; an unknown key's issue sits on the object holding it, so its name is added. */
function pathOfFirstIssue(error) {
    const issue = error.issues[0];
    if (issue === undefined)
        return [];
    const path = issue.path.map(String);
    return issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...path, issue.keys[0]] : path;
}
function split(options, schema) {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
        throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', 'options: expected an object');
    }
    const record = options;
    checkExtras(record);
    const serialisable = {};
    for (const [key, value] of Object.entries(record))
        if (!extraKeys.includes(key))
            serialisable[key] = value;
    const result = schema.safeParse(serialisable);
    if (!result.success) {
        // The first problem as data too, so a caller can name the option its own way (optionProblemOf).
        const [option, ...below] = pathOfFirstIssue(result.error);
        const first = {
            option: option ?? '',
            below: below.map((key) => `.${key}`).join(''),
            why: result.error.issues[0]?.message ?? '',
        };
        throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', formatIssues(result.error), {
            cause: result.error,
            details: { option: first },
        });
    }
    const extras = {};
    for (const key of extraKeys)
        if (record[key] !== undefined)
            extras[key] = record[key];
    return { parsed: result.data, extras };
}
function parseSupervisedRunOptions(options) {
    const result = split(options, supervisedRunOptionsSchema());
    checkBackoff(result.parsed.restart);
    (0,built_in_graph/* checkBuiltInGraph */.k)(result.parsed.definition.graphDefinition);
    refusePassedSecrets(result.parsed);
    return result;
}
/**
 * The values of the variables the worker gets are secrets: the store refuses them (from
 * minStoredSecretLength characters), as the Action and the CLI already ask. A library caller that
 * passes `environmentVariables` without `knownSecrets` gets the same protection.
 */
function refusePassedSecrets(parsed) {
    const { stored } = (0,option_values/* collectKnownSecrets */.X5)(process.env, { passed: parsed.environmentVariables });
    if (stored.length === 0)
        return;
    parsed.storage.knownSecrets = [...new Set([...(parsed.storage.knownSecrets ?? []), ...stored])];
}
function parseResumeSupervisedRunOptions(options) {
    const result = split(options, resumeSupervisedRunOptionsSchema());
    if (result.parsed.decision !== undefined && result.parsed.position === undefined) {
        throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', 'options.decision: a decision needs options.position (the reconcile pause it answers)');
    }
    refusePassedSecrets(result.parsed);
    const { retryFailed, position, takeover } = result.parsed;
    if (retryFailed !== undefined && (position !== undefined || takeover !== undefined)) {
        throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', 'options.retryFailed: reopens a failed run as a whole; it takes no position or takeover');
    }
    return result;
}
/** Checked once the policy is complete (a resume merges its partial policy with the stored one). */
function checkBackoff(restart) {
    if (restart.maxBackoffMs < restart.initialBackoffMs) {
        throw (0,errors/* invalidOption */.J0)({
            option: 'restart',
            below: '.maxBackoffMs',
            why: `must be at least the initial backoff (${restart.initialBackoffMs} ms)`,
        });
    }
}


/***/ }),

/***/ 47305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GR: () => (/* binding */ attemptIdOf),
/* harmony export */   lw: () => (/* binding */ attemptsEnded),
/* harmony export */   pr: () => (/* binding */ displayLine),
/* harmony export */   xg: () => (/* binding */ endsAnAttempt),
/* harmony export */   y5: () => (/* binding */ OutputFollower)
/* harmony export */ });
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94995);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9962);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48371);
// Follows the live output of a run's attempts as it lands in the store: new head lines are read
// from where the last poll stopped, a replaced tail file is re-read and only lines not yet shown are
// passed on (a gap becomes one `cut` line). The watchdog streams with it (onOutput); the CLI's
// `logs --follow` too. Lines of one attempt arrive in order; the lines a poll reads from several
// attempts are passed on in the order they were written (the attempt's start plus the line's `ms`),
// so a poll that holds the output of attempts that ran one after the other keeps them in that order.



class OutputFollower {
    #storage;
    #runId;
    #onLines;
    #intervalMs;
    #fromStart;
    #attempts = new Map();
    #timer;
    #polling = Promise.resolve();
    #stopped = false;
    constructor(storage, runId, onLines, options = {}) {
        this.#storage = storage;
        this.#runId = runId;
        this.#onLines = onLines;
        this.#intervalMs = options.intervalMs ?? 200;
        this.#fromStart = options.fromStart === true;
    }
    /** Notes which attempts already have logs (not shown unless fromStart) and starts polling. */
    async start() {
        if (!this.#fromStart)
            for (const id of await this.#list())
                this.#attempts.set(id, 'skip');
        this.#schedule();
    }
    /** One poll now (after any running one). */
    poll() {
        this.#polling = this.#polling.then(() => this.#pollOnce()).catch(() => undefined);
        return this.#polling;
    }
    /** Stops reading these attempts (they ended, and every line they printed was passed on). */
    forget(attemptIds) {
        for (const id of attemptIds)
            this.#attempts.set(id, 'skip');
    }
    /** Stops polling after a last poll, so every line written before the call is passed on. */
    async stop() {
        this.#stopped = true;
        clearTimeout(this.#timer);
        await this.poll();
    }
    #schedule() {
        if (this.#stopped)
            return;
        this.#timer = setTimeout(() => {
            void this.poll().then(() => this.#schedule());
        }, this.#intervalMs);
        this.#timer.unref();
    }
    async #list() {
        return (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .listAttemptLogs */ .pk)(this.#storage, this.#runId).catch(() => []);
    }
    async #pollOnce() {
        const read = [];
        for (const id of await this.#list()) {
            let state = this.#attempts.get(id);
            if (state === 'skip')
                continue;
            if (state === undefined) {
                state = { headOffset: 0, header: undefined, startedMs: 0, shown: 0, tailSignature: undefined };
                this.#attempts.set(id, state);
            }
            read.push({ id, state, lines: [] });
        }
        // The latest attempts are read first: a line an earlier attempt wrote before a later one's is
        // then on disk when the earlier one is read, so both come in this poll, in their order.
        const order = [...read].sort((a, b) => startOrder(b.state, a.state));
        for (const entry of order)
            entry.lines = await this.#read(entry.id, entry.state);
        const out = mergeByTime(read.sort((a, b) => startOrder(a.state, b.state)).map((entry) => entry.lines));
        if (out.length === 0)
            return;
        try {
            this.#onLines(out);
        }
        catch {
            // A listener's failure never stops the run.
        }
    }
    async #read(id, state) {
        const files = await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readAttemptLog */ .u8)(this.#storage, this.#runId, id, {
            headFrom: state.headOffset,
            ...(state.tailSignature === undefined ? {} : { tailUnless: state.tailSignature }),
        }).catch(() => undefined);
        if (files === undefined)
            return [];
        let head = files.head;
        if (head !== undefined) {
            const end = head.lastIndexOf(0x0a) + 1; // a partial last line waits for the next poll
            head = head.subarray(0, end);
            state.headOffset += end;
        }
        state.tailSignature = files.tailSignature;
        const parsed = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseAttemptLog */ .Bm)(head, files.tail);
        if (state.header === undefined && parsed.header !== undefined) {
            state.header = parsed.header;
            const startedMs = Date.parse(parsed.header.startedAt);
            state.startedMs = Number.isFinite(startedMs) ? startedMs : 0;
        }
        const header = state.header;
        if (header === undefined)
            return [];
        const base = { attemptId: id, position: header.position, nodeId: header.nodeId, attempt: header.attempt };
        const lines = [];
        for (const line of parsed.lines) {
            if (line.n <= state.shown)
                continue;
            const at = state.startedMs + line.ms;
            if (line.n > state.shown + 1)
                lines.push({ at, line: { ...base, stream: 'cut', text: (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .cutMarker */ .zp)(line.n - state.shown - 1) } });
            lines.push({ at, line: { ...base, stream: line.k === 'o' ? 'stdout' : 'stderr', text: line.t } });
            state.shown = line.n;
        }
        return lines;
    }
}
/** Earlier-started attempts first; an attempt whose header is not read yet is the latest. */
function startOrder(a, b) {
    if (a.header === undefined || b.header === undefined)
        return (a.header === undefined ? 1 : 0) - (b.header === undefined ? 1 : 0);
    return a.startedMs - b.startedMs;
}
/**
 * The lines of several attempts in the order they were written: each attempt's own lines keep their
 * order, and of the attempts' next lines the earliest goes first (a tie to the attempt listed first).
 */
function mergeByTime(read) {
    const perAttempt = read.filter((lines) => lines.length > 0);
    if (perAttempt.length <= 1)
        return (perAttempt[0] ?? []).map((timed) => timed.line);
    const next = perAttempt.map(() => 0);
    const out = [];
    for (;;) {
        let pick = -1;
        perAttempt.forEach((lines, i) => {
            const line = lines[next[i]];
            if (line !== undefined && (pick === -1 || line.at < perAttempt[pick][next[pick]].at))
                pick = i;
        });
        if (pick === -1)
            return out;
        out.push(perAttempt[pick][next[pick]].line);
        next[pick] += 1;
    }
}
/**
 * One followed line for a log read by a person: `[node] text`, `[node:err] text` for stderr, with
 * `#n` after the node for a later attempt, so lines of nodes running at once stay told apart.
 */
function displayLine(line) {
    const who = `${line.nodeId}${line.attempt > 1 ? `#${line.attempt}` : ''}${line.stream === 'stderr' ? ':err' : ''}`;
    return `[${who}] ${line.text}`;
}
/** The records that end an attempt: the worker flushed its lines before it wrote one. */
const endsAttempt = new Set([
    _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeCompleted,
    _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeFailed,
    _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodePaused,
]);
/**
 * The attempts a batch of graph records ends: one more read of their live files holds everything
 * they printed, and a follower can then forget them.
 */
function attemptsEnded(events) {
    const ended = [];
    for (const event of events)
        if (endsAnAttempt(event))
            ended.push(attemptIdOf(event));
    return ended;
}
/** Whether a graph record ends an attempt (not a pause completed by a decision, which had none). */
function endsAnAttempt(event) {
    return endsAttempt.has(event.type) && attemptIdOf(event) !== undefined;
}
/** The attempt a start or end record names. */
function attemptIdOf(event) {
    const data = event.data;
    const id = event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.attemptStarted ? data?.identity?.attemptId : data?.attemptId;
    return typeof id === 'string' ? id : undefined;
}


/***/ }),

/***/ 8435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GC: () => (/* binding */ loadAnchor),
/* harmony export */   I9: () => (/* binding */ captureAnchor)
/* harmony export */ });
/* unused harmony exports checkCaptureSecrets, putCapture */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66958);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28799);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97018);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52079);
/* harmony import */ var _workspace_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40796);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(85507);
// Workspace anchors as artifacts: a capture ({ anchor, content }) stored under the run's storage
// policy (size, quota, known secrets), and read back with its integrity and schema verified.




const storedCaptureSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ anchor: (0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceAnchorSchema */ .O4)(), content: (0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceContentSchema */ .ms)() }));
/** Files named in a KNOWN_SECRET refusal; the rest are counted. */
const maxNamedFiles = 5;
/**
 * KNOWN_SECRET naming every workspace file (path, never content) whose content or name holds a
 * known secret. The store would refuse the snapshot too, but it sees the bundle, where file
 * contents are base64: checking each file's own bytes here lets the refusal say which file.
 */
function checkCaptureSecrets(knownSecrets, capture) {
    const matcher = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .createSecretMatcher */ .x)(knownSecrets);
    if (matcher.minSecretBytes === 0)
        return;
    const found = [];
    const inContent = new Map(capture.content.files.map((file) => [file.path, file.contentBase64]));
    for (const file of capture.anchor.files) {
        const name = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_4__/* .findSecretInBytes */ .s3)(matcher, Buffer.from(file.path, 'utf8'));
        const content = inContent.get(file.path);
        const inBytes = content === undefined ? null : (0,_store_index_js__WEBPACK_IMPORTED_MODULE_4__/* .findSecretInBytes */ .s3)(matcher, Buffer.from(content, 'base64'));
        if (name === null && inBytes === null)
            continue;
        // A path holding a secret is shown with it masked; one that encodes a secret is not shown.
        const shown = name !== null && name.encoding !== 'raw'
            ? '(a path that encodes a secret)'
            : JSON.stringify(matcher.redact(Buffer.from(file.path, 'utf8')).toString('utf8'));
        const where = inBytes !== null ? `content: knownSecrets[${inBytes.index}]` : `name: knownSecrets[${name.index}]`;
        const encoding = inBytes !== null && inBytes.encoding !== 'raw' ? `, ${inBytes.encoding}` : '';
        found.push(`${shown} (${file.status}, ${where}${encoding})`);
    }
    if (found.length === 0)
        return;
    const named = found.slice(0, maxNamedFiles).join(', ');
    const more = found.length > maxNamedFiles ? ` and ${found.length - maxNamedFiles} more` : '';
    throw new _store_index_js__WEBPACK_IMPORTED_MODULE_5__/* .StorageError */ .aq('KNOWN_SECRET', `a known secret is in workspace ${found.length === 1 ? 'file' : 'files'} ${named}${more}; the snapshot was not stored (remove the secret from the workspace, or list the file in .gitignore)`);
}
async function putCapture(storage, runId, capture, purpose) {
    checkCaptureSecrets(storage.knownSecrets, capture);
    return storage
        .artifacts(runId)
        .put((0,_store_index_js__WEBPACK_IMPORTED_MODULE_6__/* .canonicalJson */ .dj)(capture), { mediaType: 'application/json', purpose, contentMode: 'state' });
}
async function captureAnchor(storage, runId, workspace, purpose, signal) {
    // A provider that ignores the signal is waited for (the option is optional in the port).
    const capture = await workspace.capture(signal === undefined ? undefined : { signal });
    const ref = await putCapture(storage, runId, capture, purpose);
    return { ref, anchor: capture.anchor };
}
/** WORKSPACE_ANCHOR_MISSING when there is no saved snapshot; WORKSPACE_ANCHOR_INVALID when it cannot be verified. */
async function loadAnchor(storage, runId, ref) {
    if (ref === undefined || ref === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .SupervisedRunError */ .aL('WORKSPACE_ANCHOR_MISSING', 'the pause has no saved workspace snapshot (runner-pause-anchor)');
    }
    const parsedRef = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1),
        digest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        bytes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        mediaType: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        purpose: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    })
        .safeParse(ref);
    if (!parsedRef.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .SupervisedRunError */ .aL('WORKSPACE_ANCHOR_INVALID', 'the saved workspace snapshot reference is malformed');
    let bytes;
    try {
        bytes = await storage.artifacts(runId).get(parsedRef.data);
    }
    catch (error) {
        if ((0,_store_index_js__WEBPACK_IMPORTED_MODULE_5__/* .isStorageError */ .El)(error, 'ARTIFACT_NOT_FOUND')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .SupervisedRunError */ .aL('WORKSPACE_ANCHOR_MISSING', `the saved workspace snapshot ${parsedRef.data.digest} is not in the store`, { cause: error });
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .SupervisedRunError */ .aL('WORKSPACE_ANCHOR_INVALID', `the saved workspace snapshot cannot be verified: ${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .Uc)(error)}`, { cause: error });
    }
    let value;
    try {
        value = JSON.parse(bytes.toString('utf8'));
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .SupervisedRunError */ .aL('WORKSPACE_ANCHOR_INVALID', 'the saved workspace snapshot is not JSON', {
            cause: error,
        });
    }
    const parsed = storedCaptureSchema().safeParse(value);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .SupervisedRunError */ .aL('WORKSPACE_ANCHOR_INVALID', `the saved workspace snapshot is invalid: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    }
    return parsed.data.anchor;
}


/***/ }),

/***/ 54914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ compileCacheFlag),
/* harmony export */   vW: () => (/* binding */ compileCacheDirectory),
/* harmony export */   yg: () => (/* binding */ pruneCompileCacheWhenDue)
/* harmony export */ });
/* unused harmony exports defaultCompileCacheDirectory, compileCachePolicy, pruneCompileCache */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// Node's compile cache for worker processes. From source, most of a worker's start is Node stripping
// the types of ~130 modules (and V8 compiling them; for the bundle, compiling dist/worker.js): the
// cache keeps both between launches. It is enabled by a preload (--import of a data: URL) because
// the entry's static imports are loaded before any of its code runs, and not through
// NODE_COMPILE_CACHE, which would reach every node process the host starts. The directory is per
// user and must be a real directory owned by this user and writable by no one else: a cache is code.



function defaultCompileCacheDirectory() {
    const user = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), `supervised-run-compile-cache-${user}`);
}
/** The directory, created if missing, or null when it is not safe to use (then workers run without a cache). */
async function compileCacheDirectory(directory = defaultCompileCacheDirectory()) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(directory, { recursive: true, mode: 0o700 });
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(directory);
        if (!info.isDirectory())
            return null;
        if (typeof process.getuid === 'function' && (info.uid !== process.getuid() || (info.mode & 0o022) !== 0))
            return null;
        return directory;
    }
    catch {
        return null;
    }
}
/** The node flag that enables the cache in `directory` before the worker entry loads. */
function compileCacheFlag(directory) {
    // A namespace import, so a Node without enableCompileCache starts the worker without a cache.
    const code = `import * as module from 'node:module'; module.enableCompileCache?.(${JSON.stringify(directory)});`;
    return `--import=data:text/javascript,${encodeURIComponent(code)}`;
}
/**
 * How the cache is kept small. Node keys an entry by the module's path (its content only checks
 * it), so entries grow with every path a worker loaded: each install or Action version of the
 * package, each host module's location, each Node version (a subdirectory each); nothing removes
 * them. Entries unused for `maxIdleDays` go, then all but the `keepEntries` used last.
 */
const compileCachePolicy = { keepEntries: 4000, maxIdleDays: 14, everyMs: 24 * 60 * 60 * 1000 };
/** Touched when a prune begins: at most one prune a day per cache, whatever the number of runs. */
const prunedMarker = '.pruned';
/**
 * Prunes the cache in the background when a day has passed since the last prune. Called once a
 * worker is started (its modules load from the cache first), so it costs a start one stat.
 */
function pruneCompileCacheWhenDue(directory, now = Date.now()) {
    if (directory === null)
        return;
    void pruneWhenDue(directory, now).catch(() => undefined);
}
async function pruneWhenDue(directory, now) {
    const marker = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(directory, prunedMarker);
    const last = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(marker).then((info) => info.mtimeMs, () => 0);
    if (now - last < compileCachePolicy.everyMs)
        return;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(marker, '');
    await pruneCompileCache(directory, { now });
}
/** Removes entries per compileCachePolicy (or `options`), and emptied subdirectories of other Node versions. */
async function pruneCompileCache(directory, options = {}) {
    const { now = Date.now(), keepEntries = compileCachePolicy.keepEntries } = options;
    const idleSince = now - (options.maxIdleDays ?? compileCachePolicy.maxIdleDays) * 24 * 60 * 60 * 1000;
    const versions = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(directory, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    const entries = [];
    for (const version of versions)
        entries.push(...(await entriesOf(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(directory, version.name))));
    entries.sort((a, b) => b.usedAt - a.usedAt);
    const stale = entries.filter((entry, index) => index >= keepEntries || entry.usedAt < idleSince);
    await inBatches(stale, (entry) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(entry.file, { force: true }).catch(() => undefined));
    const current = `v${process.versions.node}-`;
    for (const version of versions)
        if (!version.name.startsWith(current))
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rmdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(directory, version.name)).catch(() => undefined);
    return { removed: stale.length, kept: entries.length - stale.length };
}
async function entriesOf(versionDirectory) {
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(versionDirectory).catch(() => []);
    const entries = [];
    await inBatches(names, async (name) => {
        const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(versionDirectory, name);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file).catch(() => undefined);
        if (info?.isFile() === true)
            entries.push({ file, usedAt: Math.max(info.atimeMs, info.mtimeMs) });
    });
    return entries;
}
/** `work` on each item, 64 at a time: a large cache neither runs one by one nor opens thousands at once. */
async function inBatches(items, work) {
    for (let i = 0; i < items.length; i += 64)
        await Promise.all(items.slice(i, i + 64).map(work));
}


/***/ }),

/***/ 58737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ SignalGate)
/* harmony export */ });
class SignalGate {
    #pending = null;
    #target = null;
    #installed = true;
    #listener = (signal) => {
        const received = signal;
        if (this.#target !== null)
            void this.#target.interrupt(received);
        else
            this.#pending ??= received;
    };
    constructor() {
        process.on('SIGINT', this.#listener);
        process.on('SIGTERM', this.#listener);
    }
    static install() {
        return new SignalGate();
    }
    /** The first signal received before a Supervisor was attached. */
    get pending() {
        return this.#pending;
    }
    /** Hands held and later signals to the supervisor; the listeners go when it settles. */
    attach(target) {
        this.#target = target;
        if (this.#pending !== null)
            void target.interrupt(this.#pending);
        void target.done.catch(() => undefined).finally(() => this.dispose());
    }
    dispose() {
        if (!this.#installed)
            return;
        this.#installed = false;
        process.off('SIGINT', this.#listener);
        process.off('SIGTERM', this.#listener);
    }
}


/***/ }),

/***/ 24991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ spawnWorker),
/* harmony export */   SS: () => (/* binding */ newLaunchIds),
/* harmony export */   ZK: () => (/* binding */ sameSpawnSpec)
/* harmony export */ });
/* unused harmony export workerOutputLimitBytes */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79017);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60419);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42739);
/* harmony import */ var _compile_cache_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54914);
// Starting a worker process (node + the worker entry) under a fresh owner ID: the command line,
// environment and bounds every launch uses, whether its parameters go in at once (a launch) or
// later (a prelaunch, prelaunch.ts). The worker reads its parameters from stdin before it
// touches the store or the workspace.



/** Fixed cap on one launch's combined stdout + stderr (not configurable). */
const workerOutputLimitBytes = 1_000_000;
const stderrTailBytes = 4096;
/**
 * Evaluated before the worker's own modules load (which can take a while): a watchdog that is
 * already gone (the worker's parent is not this process) or dies meanwhile ends the worker at once.
 * The worker's channel takes over once it connects (then it also stops node commands first); the
 * key must match earlyGuardKey in worker/channel.ts.
 */
function earlyGuard() {
    const code = [
        `const w=${process.pid},g=()=>process.exit(70);`,
        "process[Symbol.for('supervised-run.early-guard')]={listener:g,watchdogPid:w};",
        "if(process.ppid!==w||process.connected===false)g();process.on('disconnect',g);",
    ].join('');
    return `data:text/javascript,${encodeURIComponent(code)}`;
}
/** True when both specs start the same process (same command line, directory, environment, bounds). */
function sameSpawnSpec(a, b) {
    const keys = (env) => Object.keys(env).sort();
    return (a.runId === b.runId &&
        a.workerEntry === b.workerEntry &&
        a.realRoot === b.realRoot &&
        a.compileCache === b.compileCache &&
        a.teardownGraceMs === b.teardownGraceMs &&
        keys(a.environment).join('\0') === keys(b.environment).join('\0') &&
        keys(a.environment).every((name) => a.environment[name] === b.environment[name]));
}
function newLaunchIds() {
    return { launchId: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)(), ownerId: (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_1__/* .newOwnerId */ .xe)() };
}
/** Starts a worker; with `input` undefined its stdin stays open for provideInput (a prelaunch). */
function spawnWorker(spec, ids, input) {
    const { launchId, ownerId } = ids;
    const args = [
        ...(spec.workerEntry.endsWith('.ts') ? ['--disable-warning=ExperimentalWarning'] : []),
        `--import=${earlyGuard()}`,
        ...(spec.compileCache === null ? [] : [(0,_compile_cache_js__WEBPACK_IMPORTED_MODULE_2__/* .compileCacheFlag */ .C5)(spec.compileCache)]),
        spec.workerEntry,
    ];
    const child = (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_3__/* .startOwnedCommand */ .l)({
        command: process.execPath,
        args,
        cwd: spec.realRoot,
        env: { ...spec.environment, ...(0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_4__/* .attemptEnvironment */ .F)({ attemptId: launchId, runId: spec.runId, ownerId }) },
        ...(input === undefined ? { holdInput: true } : { input }),
        maxOutputBytes: workerOutputLimitBytes,
        // No memory limit (so no resident-memory reads per sample), and the first sample of its tree
        // at the steady interval: a worker starts nothing while it loads and waits for its parameters,
        // and the commands it starts have observers of their own in it.
        firstSampleMs: 250,
        ownerId,
        teardownGraceMs: spec.teardownGraceMs,
        keepOutput: false,
        // Its only other end is here: the worker sees this process die the moment it does.
        channel: true,
    });
    // Collected from the start: a worker that fails while it loads says why before anyone adopts it.
    let tail = Buffer.alloc(0);
    child.onOutput((chunk, stream) => {
        if (stream !== 'stderr')
            return;
        tail = Buffer.concat([tail, chunk]);
        if (tail.length > stderrTailBytes * 2)
            tail = tail.subarray(tail.length - stderrTailBytes);
    });
    return {
        launchId,
        ownerId,
        process: child,
        stderrTail: () => tail.subarray(Math.max(0, tail.length - stderrTailBytes)),
    };
}


/***/ }),

/***/ 93721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FX: () => (/* binding */ isUnstoredStart),
/* harmony export */   mS: () => (/* binding */ removeRefusedRun),
/* harmony export */   xO: () => (/* binding */ refusedHost)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97018);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85507);
// A new run whose first worker cannot bind its host (HOST_MODULE: a module without a bindRun
// export, one that fails to import, a built-in host the worker entry lacks, what bindRun returned;
// or a bound graph that does not fit the definition: another form or version or value, a plan lane
// or first node without a binding, no memory) before anything was dispatched: bad input, found only
// where the module is imported. The watchdog
// cannot find out earlier without running the user's module outside its worker, before the run
// holds the workspace lease (module code with side effects, run twice). So the start is refused
// after the fact: instead of settling a failed run, the watchdog removes what the start stored (the
// run's directory, its default scratch directory), releases the lease and the lock, and `done`
// rejects with HOST_MODULE (the worker's own code in its details). The run ID stays free for the
// corrected start.


/** Worker result codes that say the host cannot run this definition at all. */
const hostRefusalCodes = new Set([
    'HOST_MODULE',
    'STORED_GRAPH_MISMATCH',
    'MISSING_ENGINE_BINDING',
    'MISSING_NODE_BINDING',
    'MISSING_MEMORY',
]);
/** Whether the recorded result refuses a new run's host before anything ran (the worker result is the graph log's only record). */
function refusedHost(context, result, graph) {
    return (context.newRun !== null &&
        context.log.fold.restartCount === 0 &&
        result.kind === 'fail' &&
        hostRefusalCodes.has(result.code) &&
        graph.dispatches === 0 &&
        graph.eventCount === 1);
}
/**
 * Removes the refused run; the HOST_MODULE error `done` rejects with. Undefined when the lease
 * cannot be released: the run then settles failed as it would have (nothing is removed under a held lease).
 */
async function removeRefusedRun(context, result) {
    const { storage, runId } = context;
    if (context.lease !== null) {
        try {
            await context.lease.release();
            context.lease = null;
        }
        catch {
            return undefined;
        }
    }
    await context.log.close().catch(() => undefined);
    // Under the process lock, so no other start of this ID writes meanwhile.
    let left;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(storage.runDirectory(runId), { recursive: true, force: true });
        if (context.newRun?.ownScratch === true)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(context.scratchDirectory, { recursive: true, force: true });
    }
    catch (error) {
        left = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(error);
    }
    await context.lock.release().catch(() => undefined);
    // The graph's own wording names what does not fit; HOST_MODULE says whose input it is.
    const message = result.code === 'HOST_MODULE' ? result.message : `${result.code}: ${result.message}`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SupervisedRunError */ .aL('HOST_MODULE', left === undefined
        ? `${message}; the start was refused and run ${runId} was not stored`
        : `${message}; the start was refused, but what run ${runId} stored could not all be removed: ${left}`, { details: { runId, stored: left !== undefined, workerCode: result.code } });
}
/** Whether `done` rejected because a new run's host was refused and nothing of the run is stored. */
function isUnstoredStart(error) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isSupervisedRunError */ .G9)(error, 'HOST_MODULE') && error.details?.stored === false;
}


/***/ }),

/***/ 80911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O1: () => (/* binding */ requireWorkerEntry),
/* harmony export */   h1: () => (/* binding */ resolveWorkerEntry)
/* harmony export */ });
/* unused harmony exports workerEntryNames, findWorkerEntry */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85507);
// Where the worker script is: options.workerEntry, else the first of these beside the running file:
//   worker-entry.ts  source, run by Node 24 directly (src/runner/worker/, src/declarative/)
//   worker-entry.js  the tsc library build (lib/runner/worker/, lib/declarative/; lib/runner/worker/worker.js
//                    there is the runSupervisedWorker module, not an entry, so it must not win)
//   worker.js        the ncc bundle (dist/worker.js beside dist/bundle.js and its chunks)
// In the library build, the package's dist/worker.js takes the place of lib/'s entry when both were
// built from the same sources (sameBuildBundle).
// Paths come from fileURLToPath(import.meta.url): ncc rewrites `new URL('./x', import.meta.url)`.




const here = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
/** File names of a worker entry beside a running module, in order of preference. */
const workerEntryNames = ['worker-entry.ts', 'worker-entry.js', 'worker.js'];
/** The first worker entry present in `directory`, or undefined. */
function findWorkerEntry(directory) {
    for (const name of workerEntryNames) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(directory, name);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
    }
    return undefined;
}
/** The worker entry beside `directory`, or INVALID_OPTIONS saying where it looked. */
function requireWorkerEntry(directory) {
    const found = findWorkerEntry(directory);
    if (found === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', `options.workerEntry: not given, and no worker script beside ${directory} (looked for ${workerEntryNames.join(', ')})`);
    }
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(found) === 'worker-entry.js' ? (sameBuildBundle(directory) ?? found) : found;
}
const bundles = new Map();
/**
 * The package's dist/worker.js when `directory` lies in its library build (lib/) and lib/ and dist/
 * were built from the same sources: their manifest.json files name the same digest, as a packed
 * package's do (prepack builds both). Built from the same sources, it speaks the same protocol as
 * lib/'s worker, and it loads in a few chunks about 0.1 s sooner than lib/'s many modules.
 */
function sameBuildBundle(directory) {
    if (bundles.has(directory))
        return bundles.get(directory);
    const parts = directory.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
    const lib = parts.lastIndexOf('lib');
    let bundle;
    if (lib > 0) {
        const root = parts.slice(0, lib).join((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) || (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep);
        const built = sourcesDigest(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, 'lib', 'manifest.json'));
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, 'dist', 'worker.js');
        if (built !== undefined &&
            built === sourcesDigest(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, 'dist', 'manifest.json')) &&
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            bundle = candidate;
    }
    bundles.set(directory, bundle);
    return bundle;
}
function sourcesDigest(manifest) {
    try {
        const sources = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(manifest, 'utf8')).sources;
        return typeof sources === 'string' ? sources : undefined;
    }
    catch {
        return undefined; // missing or unreadable: not the same build
    }
}
function resolveWorkerEntry(explicit) {
    if (explicit !== undefined) {
        const resolved = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(explicit);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(resolved))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', `options.workerEntry: no worker script at ${resolved}`);
        return resolved;
    }
    return requireWorkerEntry(here);
}


/***/ })

};

export const id = 118;
export const ids = [118];
export const modules = {

/***/ 75419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fX: () => (/* binding */ dagFormModule),
/* harmony export */   xf: () => (/* binding */ declaredPhases)
/* harmony export */ });
/* unused harmony export graphForms */
/* harmony import */ var _graph_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19777);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41376);






const dagFormModule = Object.freeze({
    form: _graph_js__WEBPACK_IMPORTED_MODULE_0__/* .dagForm */ .pw,
    version: _graph_js__WEBPACK_IMPORTED_MODULE_0__/* .dagFormVersion */ .Hy,
    parse: _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDagDefinition */ .nF,
    create: _graph_js__WEBPACK_IMPORTED_MODULE_0__/* .createDagGraph */ .Jm,
    definition(value) {
        const graph = (0,_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .createDagGraph */ .Jm)(value);
        return { form: graph.form, version: graph.version, value: graph.definition };
    },
});
/**
 * The display phase each node declares, by node ID, read from a stored `graphDefinition` of the
 * DAG form (other forms declare none). Phases group nodes for display only; they are not parents.
 */
function declaredPhases(definition) {
    const phases = new Map();
    if (definition.form !== _graph_js__WEBPACK_IMPORTED_MODULE_0__/* .dagForm */ .pw)
        return phases;
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .dagDefinitionSchema */ .Hp.safeParse(definition.value);
    if (!parsed.success)
        return phases;
    for (const [id, node] of Object.entries(parsed.data.nodes))
        if (node.phase !== undefined)
            phases.set(id, node.phase);
    return phases;
}
/** The built-in graph forms by name. */
const graphForms = Object.freeze({ dag: dagFormModule });


/***/ }),

/***/ 35382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ openStorage)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54385);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97018);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85507);
/* harmony import */ var _options_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35589);
// Opening the run store from the serialisable storage options, with the runner's error codes.



async function openStorage(options) {
    const parsed = _options_options_js__WEBPACK_IMPORTED_MODULE_0__/* .storageOptionsSchema */ .tH.safeParse(options);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', `options.storage.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`, { cause: parsed.error });
    }
    try {
        return await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createLocalRunStorage */ .W)({
            directory: parsed.data.directory,
            namespace: parsed.data.namespace,
            ...(parsed.data.policy === undefined ? {} : { policy: parsed.data.policy }),
            knownSecrets: parsed.data.knownSecrets ?? [],
        });
    }
    catch (error) {
        const invalid = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .isStorageError */ .El)(error, 'INVALID_STORE_ID') || (0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .isStorageError */ .El)(error, 'INVALID_STORAGE_OPTIONS');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SupervisedRunError */ .aL(invalid ? 'INVALID_OPTIONS' : 'RUN_STORAGE', `options.storage: ${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .Uc)(error)}`, { cause: error });
    }
}


/***/ }),

/***/ 57436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ loadDefinition)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85507);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97018);
/* harmony import */ var _definition_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46226);


async function loadDefinition(storage, runId) {
    let json;
    try {
        json = await storage.readDefinition(runId);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SupervisedRunError */ .aL('RUN_STORAGE', `the definition of run ${JSON.stringify(runId)} cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(error)}`, { cause: error });
    }
    if (json === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SupervisedRunError */ .aL('RUN_STORAGE', `run ${JSON.stringify(runId)} is not in the store (namespace ${JSON.stringify(storage.namespace)}, directory ${storage.directory})`);
    }
    const parsed = _definition_js__WEBPACK_IMPORTED_MODULE_2__/* .supervisedRunDefinitionSchema */ .y3.safeParse(json);
    if (!parsed.success) {
        // A stored run whose host binding is missing or unusable cannot be given to a worker.
        const hostIssue = parsed.error.issues.find((candidate) => candidate.path[0] === 'host');
        const issue = hostIssue ?? parsed.error.issues[0];
        const code = hostIssue === undefined ? 'RUN_STORAGE' : 'HOST_MODULE';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SupervisedRunError */ .aL(code, `the stored definition of run ${JSON.stringify(runId)} is not a supervised run: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    return { definition: parsed.data, json };
}


/***/ }),

/***/ 24961:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KT: () => (/* binding */ markedProcesses),
/* harmony export */   k1: () => (/* binding */ isWorkerAlive),
/* harmony export */   k5: () => (/* binding */ isHolderAlive)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28960);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79017);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15816);
// Live observations for status: is the lock holder alive, is the recorded worker alive, which
// processes carry its owner marker. Read-only: nothing is signalled or taken over.


function pidExists(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
/** Alive on this host (pid + start time where known); null when it cannot be told from here. */
async function isHolderAlive(holder) {
    if (holder.hostname !== node_os__WEBPACK_IMPORTED_MODULE_0___default().hostname())
        return null;
    if (holder.pid === process.pid)
        return true;
    if (holder.pidStartTime === null || process.platform !== 'linux')
        return pidExists(holder.pid);
    return (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isSameProcessAlive */ .x)({ pid: holder.pid, parentPid: 0, processGroupId: 0, startedAt: holder.pidStartTime });
}
async function isWorkerAlive(worker, sameHost) {
    if (worker === null)
        return null;
    if (worker.exitedAt !== null)
        return false;
    if (!sameHost)
        return null;
    if (worker.identity !== null)
        return (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isSameProcessAlive */ .x)(worker.identity);
    return worker.pid === null ? null : pidExists(worker.pid);
}
async function markedProcesses(worker) {
    if (worker === null || !(0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isValidOwnerId */ .BM)(worker.ownerId))
        return [];
    return [...(await (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_3__/* .inspectOwnerMarkedProcesses */ .PU)(worker.ownerId))];
}



/***/ }),

/***/ 77118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  om: () => (/* binding */ foldStoredRun),
  f2: () => (/* binding */ readStatusFrom),
  Sb: () => (/* binding */ readSupervisedRunStatus),
  sj: () => (/* binding */ writeStatusCheckpoint)
});

// UNUSED EXPORTS: saveCheckpoint, statusCheckpointName

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/store/json.ts
var store_json = __webpack_require__(52079);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/runner/records/storage.ts
var records_storage = __webpack_require__(35382);
// EXTERNAL MODULE: ./src/runner/records/stored-run.ts
var stored_run = __webpack_require__(57436);
// EXTERNAL MODULE: ./src/runner/status/fold-graph.ts
var fold_graph = __webpack_require__(75779);
// EXTERNAL MODULE: ./src/runner/status/fold-runner.ts
var fold_runner = __webpack_require__(59725);
// EXTERNAL MODULE: ./src/runner/status/observe.ts
var observe = __webpack_require__(24961);
// EXTERNAL MODULE: ./src/engine/command/capability.ts
var capability = __webpack_require__(74920);
// EXTERNAL MODULE: ./src/engine/usage.ts
var engine_usage = __webpack_require__(6537);
// EXTERNAL MODULE: ./src/graph/dag/index.ts
var dag = __webpack_require__(75419);
// EXTERNAL MODULE: ./src/graph/executor/budget.ts
var budget = __webpack_require__(51827);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/runner/status/budget.ts
var status_budget = __webpack_require__(27916);
// EXTERNAL MODULE: ./src/runner/status/node-caps.ts
var node_caps = __webpack_require__(19939);
// EXTERNAL MODULE: ./src/runner/status/state.ts
var status_state = __webpack_require__(33000);
;// CONCATENATED MODULE: ./src/runner/status/project.ts








const settledPhase = {
    [records/* runnerEventTypes */.AK.completed]: 'completed',
    [records/* runnerEventTypes */.AK.paused]: 'paused',
    [records/* runnerEventTypes */.AK.interrupted]: 'interrupted',
    [records/* runnerEventTypes */.AK.stopped]: 'stopped',
    [records/* runnerEventTypes */.AK.timeout]: 'timeout',
    [records/* runnerEventTypes */.AK.failed]: 'failed',
};
/** Not settled and no live watchdog: no lock, or a holder provably dead. */
function isOrphaned(runner, live) {
    if (runner.settled !== null)
        return false;
    return live.holder === null ? runner.eventCount > 0 : live.holderAlive === false;
}
function phaseOf(runner, live) {
    if (runner.settled !== null)
        return settledPhase[runner.settled.type] ?? 'failed';
    if (isOrphaned(runner, live))
        return 'orphaned';
    if (runner.backoff !== null)
        return 'backoff';
    if (runner.worker !== null && runner.worker.exitedAt === null && live.workerAlive !== false)
        return 'running';
    return 'starting';
}
function nodeTotal(usage) {
    const open = Object.values(usage.open).map((call) => ({
        kind: 'open',
        ...(call.model === undefined ? {} : { model: call.model }),
    }));
    return open.length === 0 ? usage.closed : (0,engine_usage/* mergeUsageTotals */.fn)([usage.closed, (0,engine_usage/* summarizeUsage */.v3)(open)]);
}
const project_text = (value) => (typeof value === 'string' ? value : null);
function resultOf(runner) {
    const cancelled = runner.cancelled;
    const settled = runner.settled;
    if (settled === null)
        return null;
    switch (settled.type) {
        case records/* runnerEventTypes */.AK.completed:
            return { kind: 'complete', outputArtifact: (0,fold_runner/* settledField */.C9)(settled, 'outputArtifact') ?? null };
        case records/* runnerEventTypes */.AK.paused:
        case records/* runnerEventTypes */.AK.interrupted: {
            const positions = (0,fold_runner/* settledField */.C9)(settled, 'positions');
            return {
                kind: 'pause',
                code: settled.type === records/* runnerEventTypes */.AK.interrupted ? 'INTERRUPTED' : project_text((0,fold_runner/* settledField */.C9)(settled, 'code')),
                reason: project_text((0,fold_runner/* settledField */.C9)(settled, 'reason')),
                positions: Array.isArray(positions) ? positions.filter((p) => typeof p === 'string') : [],
            };
        }
        case records/* runnerEventTypes */.AK.stopped:
            return {
                kind: 'fail',
                code: 'STOPPED',
                message: cancelled === null ? 'the run was stopped' : `the run was cancelled by ${cancelled.by}: ${cancelled.reason}`,
            };
        case records/* runnerEventTypes */.AK.timeout:
            return { kind: 'fail', code: 'TIMEOUT', message: 'the run used its elapsed-time budget (limits.timeoutMs)' };
        default:
            return {
                kind: 'fail',
                code: project_text((0,fold_runner/* settledField */.C9)(settled, 'code')) ?? 'WORKER_ERROR',
                message: project_text((0,fold_runner/* settledField */.C9)(settled, 'message')) ?? '',
            };
    }
}
function projectStatus(definition, runner, graph, live) {
    const phase = phaseOf(runner, live);
    // An orphan's clock stops at its last recorded activity (a takeover does not count the gap either).
    const lastActivity = [runner.lastEventAt, graph.lastEventAt]
        .filter((at) => at !== null)
        .sort()
        .at(-1);
    const clock = phase === 'orphaned' && lastActivity !== undefined ? Date.parse(lastActivity) : live.now;
    const timeoutMs = definition.limits.timeoutMs;
    const phases = (0,dag/* declaredPhases */.xf)(definition.graphDefinition);
    const planPhase = (nodeId) => phases.get(nodeId) ?? null;
    // In dispatch order: the keys of graph.usage are no order (integer-like node IDs sort first).
    const usageByNode = new Map();
    const usedBy = Object.keys(graph.usage);
    // Most runs have no engine calls: then no pass over every occurrence for their order.
    const nodeIds = usedBy.length === 0
        ? []
        : new Set([...graph.order.map((position) => (0,status_state/* occurrenceAt */.d_)(graph, position)?.nodeId), ...usedBy]);
    for (const nodeId of nodeIds) {
        const usage = nodeId === undefined ? undefined : (0,status_state/* ownValue */.eC)(graph.usage, nodeId);
        if (nodeId !== undefined && usage !== undefined)
            usageByNode.set(nodeId, nodeTotal(usage));
    }
    const usage = [...usageByNode].map(([nodeId, totals]) => ({ nodeId, usage: totals }));
    const totalUsage = (0,engine_usage/* mergeUsageTotals */.fn)([...usageByNode.values()]);
    const workerAlive = phase === 'running' ? (live.workerAlive ?? null) : runner.worker === null ? null : live.workerAlive;
    const active = phase !== 'running' || live.workerAlive === false
        ? []
        : (0,fold_graph/* inFlightPositions */.Uv)(graph).map((position) => {
            const o = (0,status_state/* occurrenceAt */.d_)(graph, position);
            if (o === undefined)
                throw new Error('unreachable');
            const elapsed = o.startedAt === null ? null : Math.max(0, live.now - Date.parse(o.startedAt));
            return {
                nodeId: o.nodeId,
                position,
                phase: o.state === 'running' ? 'running' : 'dispatched',
                planPhase: planPhase(o.nodeId),
                attemptId: o.attemptId,
                attempt: o.attempt,
                retrySafe: o.retrySafe,
                startedAt: o.startedAt,
                elapsedMs: elapsed,
                remainingTimeoutMs: o.timeoutMs === null || elapsed === null ? null : Math.max(0, o.timeoutMs - elapsed),
                usage: usageByNode.get(o.nodeId) ?? (0,engine_usage/* emptyUsageTotals */.I0)(),
            };
        });
    const nodes = graph.order.flatMap((position) => {
        const o = (0,status_state/* occurrenceAt */.d_)(graph, position);
        if (o === undefined)
            return [];
        const { nodeId, state, attempts, startedAt, durationMs, code, message, reconciled } = o;
        return [
            {
                position,
                nodeId,
                planPhase: planPhase(nodeId),
                state,
                attempts,
                startedAt,
                durationMs,
                code,
                message,
                reconciled,
                ...(o.answered == null ? {} : { answered: o.answered }),
            },
        ];
    });
    const result = resultOf(runner);
    const ended = runner.settled !== null && records/* terminalTypes */.e5.has(runner.settled.type);
    const settled = runner.settled;
    const cleanup = (0,fold_runner/* settledField */.C9)(settled, 'cleanupVerified');
    // A run that ended (completed, failed, stopped, timed out) waits for nothing: a pause left
    // open there cannot be resumed, so none is listed.
    const pauses = ended ? [] : (0,fold_graph/* openPauses */.Iu)(graph);
    return {
        runId: definition.runId,
        namespace: definition.namespace,
        phase,
        session: Math.max(runner.session, graph.session),
        createdAt: definition.createdAt,
        result,
        worker: runner.worker === null
            ? null
            : {
                launchId: runner.worker.launchId,
                session: runner.worker.session,
                launch: runner.worker.launch,
                pid: runner.worker.pid,
                identity: runner.worker.identity,
                launchedAt: runner.worker.launchedAt,
                startedAt: runner.worker.startedAt,
                exitedAt: runner.worker.exitedAt,
                alive: runner.worker.exitedAt !== null ? false : workerAlive,
            },
        watchdog: { holder: live.holder, alive: live.holder === null ? null : live.holderAlive },
        processes: [...live.processes],
        cleanupCapability: live.cleanupCapability,
        restartCount: runner.restartCount,
        backoff: phase === 'backoff' ? runner.backoff : null,
        elapsedMs: Math.round((0,status_budget/* elapsedAt */.IK)(runner.budget, clock)),
        timeoutMs: timeoutMs ?? null,
        remainingTimeoutMs: (0,status_budget/* remainingAt */.Mc)(runner.budget, timeoutMs, clock),
        dispatches: graph.dispatches,
        maxDispatches: definition.limits.maxDispatches ?? null,
        pauses,
        positions: ended ? [] : result?.kind === 'pause' ? result.positions : pauses.map((pause) => pause.position),
        cleanupVerified: settled === null ? null : typeof cleanup === 'boolean' ? cleanup : null,
        leaseRetained: settled?.type === records/* runnerEventTypes */.AK.failed && (0,fold_runner/* settledField */.C9)(settled, 'leaseRetained') === true,
        cancelled: runner.cancelled,
        reopened: runner.reopened ?? [],
        active,
        nodes,
        usage,
        totalUsage,
        budget: budgetStatus(definition.limits.budget, graph.budgetRaise, totalUsage),
        nodeCaps: (0,node_caps/* nodeCapsStatus */.g)(graph.nodeCaps, usage),
        lastHeartbeatAt: graph.lastHeartbeatAt,
        lastEventAt: lastActivity ?? null,
        eventCount: { graph: graph.eventCount, runner: runner.eventCount },
        heads: live.heads,
    };
}
function budgetStatus(limit, raise, total) {
    if (limit === undefined)
        return null;
    const current = raise === undefined ? { ...limit } : (0,budget/* raisedLimit */.Og)(limit, raise);
    return {
        limit: current,
        spent: {
            usd: Math.round((total.cost.reportedUsd + total.cost.estimatedUsd) * 1e6) / 1e6,
            tokens: (0,engine_usage/* totalTokens */.RP)(total) ?? null,
        },
        unknownCalls: total.cost.unknownCalls,
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/checkpoint.ts
var store_checkpoint = __webpack_require__(18635);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
;// CONCATENATED MODULE: ./src/runner/status/checkpoint-codec.ts
// The graph fold as the status checkpoint stores it: its occurrences as columns (one per field, in
// dispatch order) instead of one object per occurrence keyed by its position. A read from a
// checkpoint parses and checks every occurrence, and that is what grows with the node count: as
// columns no key repeats per occurrence, states are small numbers, and the fields that are null at
// most occurrences (timeouts, failures, pauses, reconciles) list only the occurrences that have them.


const shape = status_state/* occurrenceSchema */.jO.shape;
const states = shape.state.options;
const isString = (value) => typeof value === 'string';
const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);
const isCount = (value) => Number.isSafeInteger(value) && value >= 0;
const isBoolean = (value) => typeof value === 'boolean';
const isState = (value) => isCount(value) && value < states.length;
const nullable = (test) => (value) => value === null || test(value);
/** Every entry passes `test`. */
const dense = (test, what) => schemas/* custom */.IeY((value) => Array.isArray(value) && value.every(test), `expected an array of ${what}`);
const isIndex = /^(0|[1-9][0-9]*)$/;
/** { "<index>": value } for the occurrences whose value is not null. */
const sparse = (test, what) => schemas/* custom */.IeY((value) => typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([key, entry]) => isIndex.test(key) && test(entry)), `expected { index: ${what} }`);
/** The same with a zod schema for each value (objects, rare). */
const sparseOf = (schema) => schemas/* record */.g1P(schemas/* string */.YjP().regex(isIndex), schema);
const columnsSchema = schemas/* object */.Ikc({
    position: dense(isString, 'strings'),
    nodeId: dense(isString, 'strings'),
    /** Index into the occurrence states. */
    state: dense(isState, `state indexes (0 to ${states.length - 1})`),
    dispatchedAt: dense(isString, 'strings'),
    attempts: dense(isCount, 'non-negative integers'),
    attemptId: dense(nullable(isString), 'strings or null'),
    attempt: dense(nullable(isNumber), 'numbers or null'),
    retrySafe: dense(nullable(isBoolean), 'booleans or null'),
    startedAt: dense(nullable(isString), 'strings or null'),
    durationMs: dense(nullable(isNumber), 'numbers or null'),
    timeoutMs: sparse(isNumber, 'number'),
    code: sparse(isString, 'string'),
    message: sparse(isString, 'string'),
    reconciled: sparseOf(shape.reconciled.unwrap()),
    pause: sparseOf(shape.pause.unwrap()),
    changes: sparseOf(shape.changes.unwrap()),
    /** Optional: checkpoints written before gates have none. */
    answered: sparseOf(shape.answered.unwrap().unwrap()).optional(),
})
    .refine((c) => [
    c.nodeId,
    c.state,
    c.dispatchedAt,
    c.attempts,
    c.attemptId,
    c.attempt,
    c.retrySafe,
    c.startedAt,
    c.durationMs,
].every((column) => column.length === c.position.length), 'every column has one entry per position');
/** A graph fold as stored: the fold without its occurrences and order, which the columns carry. */
const storedGraphFoldSchema = status_state/* graphFoldSchema */.hX
    .omit({ occurrences: true, order: true })
    .extend({ occurrences: columnsSchema });
const sparseFields = ['timeoutMs', 'code', 'message', 'reconciled', 'pause', 'changes'];
function encodeGraphFold(fold) {
    const { occurrences, order, ...rest } = fold;
    const c = {
        position: [...order],
        nodeId: [],
        state: [],
        dispatchedAt: [],
        attempts: [],
        attemptId: [],
        attempt: [],
        retrySafe: [],
        startedAt: [],
        durationMs: [],
        timeoutMs: {},
        code: {},
        message: {},
        reconciled: {},
        pause: {},
        changes: {},
    };
    const answered = {};
    order.forEach((position, i) => {
        const o = Object.hasOwn(occurrences, position) ? occurrences[position] : undefined;
        if (o === undefined)
            throw new Error(`the graph fold has no occurrence at ${position}`);
        c.nodeId.push(o.nodeId);
        c.state.push(states.indexOf(o.state));
        c.dispatchedAt.push(o.dispatchedAt);
        c.attempts.push(o.attempts);
        c.attemptId.push(o.attemptId);
        c.attempt.push(o.attempt);
        c.retrySafe.push(o.retrySafe);
        c.startedAt.push(o.startedAt);
        c.durationMs.push(o.durationMs);
        for (const field of sparseFields)
            if (o[field] !== null)
                c[field][i] = o[field];
        if (o.answered != null)
            answered[i] = o.answered;
    });
    if (Object.keys(answered).length > 0)
        c.answered = answered;
    return { ...rest, occurrences: c };
}
/**
 * The fold back from checked columns (the caller owns the result: it is folded in place), or
 * undefined when a position repeats (no fold has that: the checkpoint is rebuilt).
 */
function decodeGraphFold(stored) {
    const { occurrences: c, ...rest } = stored;
    const occurrences = {};
    for (let i = 0; i < c.position.length; i += 1) {
        const position = c.position[i];
        if (Object.hasOwn(occurrences, position))
            return undefined;
        // One literal per occurrence (one object shape for all of them); the type lists every field.
        const occurrence = {
            nodeId: c.nodeId[i],
            state: states[c.state[i]],
            dispatchedAt: c.dispatchedAt[i],
            attempts: c.attempts[i],
            attemptId: c.attemptId[i],
            attempt: c.attempt[i],
            retrySafe: c.retrySafe[i],
            startedAt: c.startedAt[i],
            timeoutMs: c.timeoutMs[i] ?? null,
            durationMs: c.durationMs[i],
            code: c.code[i] ?? null,
            message: c.message[i] ?? null,
            reconciled: c.reconciled[i] ?? null,
            pause: c.pause[i] ?? null,
            changes: c.changes[i] ?? null,
        };
        const answer = c.answered?.[i];
        if (answer !== undefined)
            occurrence.answered = answer;
        // Positions are chosen by a graph: "__proto__" is one, and assigning it would set the prototype.
        if (position === '__proto__')
            (0,status_state/* setOwnValue */.iP)(occurrences, position, occurrence);
        else
            occurrences[position] = occurrence;
    }
    return { ...rest, occurrences, order: c.position };
}

;// CONCATENATED MODULE: ./src/runner/status/checkpoint.ts
// The status checkpoint: a display cache of the fold (state + cursors) so a read folds only the
// events after it. It binds itself to each log by a SHA-256 of the last bytes below its cursor
// (the last records, with the chain hash the tail must continue from), so a log rewritten or
// truncated since is noticed and the read rebuilds from the start. It does not re-hash the whole
// prefix: a status read is a display, and what decides something (resume, the workspace rebuild,
// the Action's restore and save) folds and verifies both logs in full without it.






const statusCheckpointName = 'runner-status';
const sha256Hex = schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/);
const logSchema = (fold) => schemas/* object */.Ikc({ cursor: contract/* eventCursorSchema */.Q4, window: sha256Hex, fold });
const checkpointSchema = schemas/* object */.Ikc({
    // 5: the graph fold's nodeCaps (4 put occurrences in columns; 3 had them as objects; 3 added
    // `window`, 2 had the whole prefix's digest, 1 none): older ones are rebuilt.
    schemaVersion: schemas/* literal */.euz(5),
    definitionDigest: schemas/* string */.YjP(),
    runner: logSchema(status_state/* runnerFoldSchema */.TQ),
    graph: logSchema(storedGraphFoldSchema),
});
// Stored as one JSON string: the store validates a checkpoint value as generic JSON, which costs
// seconds for a large fold; a string is checked at once, and this module parses it with its schema.
const envelopeSchema = schemas/* object */.Ikc({ schemaVersion: schemas/* literal */.euz(1), checkpoint: schemas/* string */.YjP() });
const logs = ['runner', 'graph'];
/** The stored checkpoint when it parses and belongs to this definition; its windows are not checked yet. */
async function readStatusCheckpoint(storage, runId, definitionDigest) {
    const value = await storage.readCheckpoint(runId, statusCheckpointName).catch(() => undefined);
    const envelope = envelopeSchema.safeParse(value);
    if (!envelope.success)
        return undefined;
    let inner;
    try {
        inner = JSON.parse(envelope.data.checkpoint);
    }
    catch {
        return undefined;
    }
    const parsed = checkpointSchema.safeParse(inner);
    if (!parsed.success || parsed.data.definitionDigest !== definitionDigest)
        return undefined;
    // The checked JSON itself, not zod's copy: a record's copy loses a "__proto__" key (a valid node ID).
    const checked = inner;
    const fold = decodeGraphFold(checked.graph.fold);
    return fold === undefined ? undefined : { ...checked, graph: { ...checked.graph, fold } };
}
/**
 * Whether the last bytes below the checkpoint's cursors are still the ones it was made from. On
 * success, `folded` (continued from the checkpoint) gets the windows below its own cursors, from
 * the same open, for the next checkpoint.
 */
async function checkWindows(storage, runId, checkpoint, folded) {
    const digests = await Promise.all(logs.map((log) => (0,store_checkpoint/* digestEventLogWindows */.YB)(storage, runId, log, [checkpoint[log].cursor.offset, folded.cursors[log].offset])));
    const [runner, graph] = digests;
    if (runner[0] !== checkpoint.runner.window || graph[0] !== checkpoint.graph.window)
        return false;
    if (runner[1] === undefined || graph[1] === undefined)
        return false;
    folded.windows = { runner: runner[1], graph: graph[1] };
    return true;
}
async function saveCheckpoint(storage, runId, folded) {
    const { json } = await (0,stored_run/* loadDefinition */.y)(storage, runId);
    let windows = folded.windows;
    if (windows === undefined) {
        const [runner, graph] = await Promise.all(logs.map(async (log) => (await (0,store_checkpoint/* digestEventLogWindows */.YB)(storage, runId, log, [folded.cursors[log].offset]))[0]));
        if (runner === undefined || graph === undefined)
            return; // the log is shorter than what was folded: not a cache of it
        windows = { runner, graph };
    }
    const value = {
        schemaVersion: 5,
        definitionDigest: (0,store_json/* digestJson */.tv)(json),
        runner: { cursor: folded.cursors.runner, window: windows.runner, fold: folded.runner },
        graph: { cursor: folded.cursors.graph, window: windows.graph, fold: encodeGraphFold(folded.graph) },
    };
    await storage.writeCheckpoint(runId, statusCheckpointName, { schemaVersion: 1, checkpoint: JSON.stringify(value) });
}

// EXTERNAL MODULE: ./src/runner/status/graph-pin.ts
var graph_pin = __webpack_require__(16311);
;// CONCATENATED MODULE: ./src/runner/status/read.ts
// readSupervisedRunStatus: works from any process with the same storage settings and takes no
// ownership. Events are the truth; a checkpoint (fold state + cursors + a digest of the last bytes
// below them) only saves re-folding the prefix, and is rebuilt when missing, stale, malformed or
// when those bytes changed. Callers that decide something fold with useCheckpoint: false.













/** Write a checkpoint when a read had to fold at least this many new events. */
const checkpointEvery = 512;
async function foldFrom(storage, runId, definition, from) {
    const [runnerRead, graphRead] = await Promise.all([
        storage.readEvents(runId, 'runner', from?.runner.cursor),
        storage.readEvents(runId, 'graph', from?.graph.cursor),
    ]);
    const folded = {
        definition,
        runner: (0,fold_runner/* foldRunnerEvents */.FS)(from?.runner.fold ?? (0,status_state/* initialRunnerFold */.OJ)(definition.createdAt), runnerRead.events),
        graph: from === undefined || from.owned === true
            ? (0,fold_graph/* foldGraphEventsInto */.Zs)(from?.graph.fold ?? (0,status_state/* initialGraphFold */.yF)(), graphRead.events)
            : (0,fold_graph/* foldGraphEvents */.$i)(from.graph.fold, graphRead.events),
        cursors: { runner: runnerRead.cursor, graph: graphRead.cursor },
        folded: runnerRead.events.length + graphRead.events.length,
    };
    (0,graph_pin/* assertGraphPin */.YH)(runId, folded);
    return folded;
}
/**
 * The folded state of a stored run. With `after` (an earlier verified fold of this process), it
 * continues from that fold's cursors. Otherwise it uses the checkpoint when it is usable and the
 * last bytes below its cursors hash as it recorded (a display: the prefix is not re-verified); else,
 * and always with useCheckpoint: false, it folds, and so verifies, both logs from the start.
 */
async function foldStoredRun(storage, runId, options = {}) {
    if (options.after !== undefined) {
        const { after } = options;
        return foldFrom(storage, runId, after.definition, {
            runner: { cursor: after.cursors.runner, fold: after.runner },
            graph: { cursor: after.cursors.graph, fold: after.graph },
        });
    }
    const { definition, json } = await (0,stored_run/* loadDefinition */.y)(storage, runId);
    const checkpoint = options.useCheckpoint === false ? undefined : await readStatusCheckpoint(storage, runId, (0,store_json/* digestJson */.tv)(json));
    if (checkpoint !== undefined) {
        // A checkpoint whose tail does not verify from its cursor is stale; one whose last bytes changed
        // belongs to another log: both are rebuilt, and the full fold raises what is corrupt.
        const folded = await foldFrom(storage, runId, definition, { ...checkpoint, owned: true }).catch(() => undefined);
        if (folded !== undefined && (await checkWindows(storage, runId, checkpoint, folded).catch(() => false)))
            return folded;
    }
    return foldFrom(storage, runId, definition, undefined);
}
/** Brings the display cache up to date (the watchdog calls this when it settles). */
async function writeStatusCheckpoint(storage, runId) {
    await saveCheckpoint(storage, runId, await foldStoredRun(storage, runId));
}
async function readStatusFrom(storage, runId, options = {}) {
    const folded = await foldStoredRun(storage, runId, options);
    if (options.writeCheckpoint !== false && folded.folded >= checkpointEvery) {
        await saveCheckpoint(storage, runId, folded).catch(() => undefined); // a display cache: failures are not errors
    }
    const holder = (await storage.readProcessLock(runId).catch(() => undefined)) ?? null;
    const holderAlive = holder === null ? null : await (0,observe/* isHolderAlive */.k5)(holder);
    const sameHost = holder === null || holder.hostname === external_node_os_default().hostname();
    const worker = folded.runner.worker;
    const workerAlive = await (0,observe/* isWorkerAlive */.k1)(worker, sameHost);
    const settledClean = folded.runner.settled !== null && (0,fold_runner/* settledField */.C9)(folded.runner.settled, 'cleanupVerified') === true;
    const processes = settledClean || !sameHost ? [] : await (0,observe/* markedProcesses */.KT)(worker);
    return projectStatus(folded.definition, folded.runner, folded.graph, {
        now: Date.now(),
        holder,
        holderAlive,
        workerAlive,
        processes,
        cleanupCapability: (0,capability/* commandCleanupCapability */.Q)(),
        heads: { runner: folded.cursors.runner.head, graph: folded.cursors.graph.head },
    });
}
async function readSupervisedRunStatus(options) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JavaScript callers
    if (typeof options !== 'object' || options === null)
        throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', 'options: expected { storage, runId }');
    const storage = await (0,records_storage/* openStorage */.G)(options.storage);
    try {
        return await readStatusFrom(storage, options.runId);
    }
    catch (error) {
        if ((0,errors/* isSupervisedRunError */.G9)(error))
            throw error;
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the status of run ${JSON.stringify(options.runId)} cannot be read: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}


/***/ })

};

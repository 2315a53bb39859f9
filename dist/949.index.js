export const id = 949;
export const ids = [949];
export const modules = {

/***/ 97370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NJ: () => (/* binding */ EngineError),
/* harmony export */   Rs: () => (/* binding */ engineResultSchema),
/* harmony export */   a7: () => (/* binding */ engineIdentitySchema),
/* harmony export */   nC: () => (/* binding */ usageReceiptSchema),
/* harmony export */   q$: () => (/* binding */ engineErrorKinds),
/* harmony export */   rE: () => (/* binding */ billingSchema)
/* harmony export */ });
/* unused harmony exports costSchema, deadLaneKinds, isDeadLaneKind */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56399);
// The engine port: one fresh attempt, one prompt, one abort signal. Runtime code
// and engines share this contract; engines live in src/engine/engines/.


/** Who runs a call: the lane a plan selects and the identity an engine reports. */
const engineIdentitySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** e.g. `anthropic`, `openai`, `mock`, `command`. */
    provider: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** Model name as the provider spells it; `''` when the engine does not know. */
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Adapter that ran the call, e.g. `claude-cli`, `codex-cli`, `mock`. */
    adapter: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    adapterVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Executable path for command-backed engines. */
    executable: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const costSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('reported'), usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative() }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('estimated'), usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(), entry: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('unknown') }),
]);
const billingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['api', 'subscription', 'unknown']);
/** One call's usage. Missing counts are unknown, never zero. */
const usageReceiptSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** True when the engine reported token counts for this call. */
    measured: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Input tokens not read from or written to the cache (Anthropic's convention; OpenAI's cached tokens are moved to cacheReadTokens). */
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
    cacheReadTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
    cacheWriteTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
    cost: costSchema,
    billing: billingSchema,
    /** Model the call ran on, when known. */
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Set on the receipt of a call that failed. */
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
const engineResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Structured output when the engine returned JSON. */
    structured: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7.optional(),
    /** Response parts worth keeping (stored as `runner-engine-parts` artifacts). */
    parts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(_store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7).optional(),
    usage: usageReceiptSchema,
    /** Identity the engine reports having used (may differ from the selected lane). */
    reported: engineIdentitySchema,
});
/** Failure kinds. The first five mean the lane is dead: only these may move to a fallback. */
const deadLaneKinds = ['auth', 'billing', 'missing-cli', 'model-unavailable', 'invalid-config'];
const engineErrorKinds = [
    ...deadLaneKinds,
    'rate-limit',
    'timeout',
    'aborted',
    'policy-pause',
    'denied',
    'transport',
    'incomplete',
    'protocol',
    'other',
];
function isDeadLaneKind(kind) {
    return deadLaneKinds.includes(kind);
}
/** Typed engine failure. `deadLane` is derived from the kind. */
class EngineError extends Error {
    name = 'EngineError';
    kind;
    deadLane;
    reported;
    usage;
    retryAfterMs;
    details;
    constructor(message, options) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.kind = options.kind;
        this.deadLane = isDeadLaneKind(options.kind);
        this.reported = options.reported;
        this.usage = options.usage;
        this.retryAfterMs = options.retryAfterMs;
        this.details = options.details;
    }
}


/***/ }),

/***/ 94995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ laneDeadSchema),
/* harmony export */   J3: () => (/* binding */ engineCompletedSchema),
/* harmony export */   Ns: () => (/* binding */ engineFailedSchema),
/* harmony export */   US: () => (/* binding */ identityKey),
/* harmony export */   Zl: () => (/* binding */ nodeFailedSchema),
/* harmony export */   ay: () => (/* binding */ attemptStartedSchema),
/* harmony export */   dT: () => (/* binding */ engineStartedSchema),
/* harmony export */   km: () => (/* binding */ engineEventTypes),
/* harmony export */   pW: () => (/* binding */ nodeCompletedSchema),
/* harmony export */   qY: () => (/* binding */ nodePausedSchema),
/* harmony export */   sE: () => (/* binding */ nodeReconciledSchema),
/* harmony export */   tM: () => (/* binding */ nodeResumedSchema),
/* harmony export */   vt: () => (/* binding */ nodeDispatchedSchema),
/* harmony export */   w8: () => (/* binding */ graphEventTypes)
/* harmony export */ });
/* unused harmony exports runStartedSchema, dispatchEntrySchema, attemptIdentitySchema, pauseKinds, runReopenedSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56399);
/* harmony import */ var _engine_contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97370);
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36940);
// The graph log's records: type names and the zod schema of each record's data. Stored JSON
// is parsed through these before the executor acts on it; the envelope (StoredEvent) carries
// the schemaVersion.




const graphEventTypes = {
    runStarted: 'graph:run-started',
    nodeDispatched: 'graph:node-dispatched',
    attemptStarted: 'graph:node-attempt-started',
    nodeCompleted: 'graph:node-completed',
    nodePaused: 'graph:node-paused',
    nodeFailed: 'graph:node-failed',
    nodeResumed: 'graph:node-resumed',
    nodeReconciled: 'graph:node-reconciled',
    laneDead: 'graph:lane-dead',
    /** A failed run reopened on request: the named failed nodes may be dispatched again (new positions). */
    runReopened: 'graph:run-reopened',
};
/** Per engine call; written to the graph log by the worker, read by status/usage. */
const engineEventTypes = {
    started: 'runner:engine-started',
    completed: 'runner:engine-completed',
    failed: 'runner:engine-failed',
};
const runStartedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** digestJson of the whole stored definition. */
    definitionDigest: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    form: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    formVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
});
const dispatchEntrySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), nodeId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), input: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7 }),
    // An input too large for the record is stored as an artifact (purpose `graph-node-input`).
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), nodeId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), inputArtifact: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .artifactRefSchema */ .TK }),
]);
const nodeDispatchedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ dispatches: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(dispatchEntrySchema).min(1) });
const attemptIdentitySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
});
const attemptStartedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    identity: attemptIdentitySchema,
    /** The binding's value when this attempt started: it alone decides crash recovery. */
    retrySafe: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['data', 'engine']),
    /** Engine nodes: the lane and the first live target when the attempt started (null: none live). */
    lane: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), target: _contract_js__WEBPACK_IMPORTED_MODULE_2__/* .laneTargetSchema */ .V8.nullable() }).optional(),
    /** The binding's node time limit (ms) when it declares one: status reports the time left. */
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
});
const nodeCompletedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** Absent only when a reconcile decision completed a pause that had no attempt. */
    attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    output: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7.optional(),
    outputArtifact: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .artifactRefSchema */ .TK.optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    /** Set when a person's reconcile decision completed it (node code did not run). */
    reconciled: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
    /** Set when the node was skipped (its condition was unmet): node code did not run, output is null. */
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
});
const pauseKinds = ['policy', 'reconcile-attempt', 'engine', 'budget'];
const nodePausedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Says which rule paused it; a policy's own request may have any shape. */
    pauseKind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(pauseKinds),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    request: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7,
});
const nodeFailedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** Absent when no attempt started (a denied or aborted policy check). */
    attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    details: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7.optional(),
    /** When the failure was recorded (ISO 8601): a retry backoff counts from here, across restarts. */
    failedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const nodeResumedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    pauseEventId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** The attempt a retry-safe resume runs again. */
    attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** A person's answer to the pause (a gate), with who answered. */
    answer: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ values: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7), answeredBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1) }).optional(),
});
const nodeReconciledSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    pauseEventId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    decision: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['retry', 'complete', 'fail']),
    decidedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    output: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7.optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const runReopenedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Node IDs whose failure is set aside: a graph form dispatches them again at new positions. */
    nodes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1)),
    by: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const laneDeadSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    lane: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    selected: _engine_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .engineIdentitySchema */ .a7,
    reported: _engine_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .engineIdentitySchema */ .a7,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_engine_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .engineErrorKinds */ .q$),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const engineStartedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    callId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    lane: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    target: _contract_js__WEBPACK_IMPORTED_MODULE_2__/* .laneTargetSchema */ .V8,
    identity: _engine_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .engineIdentitySchema */ .a7,
    /** The node's declared cap (max-cost-usd / max-tokens-total, before raises), so status can show it. */
    cap: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive().optional(), tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional() }).optional(),
});
const engineCompletedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    callId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    usage: _engine_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .usageReceiptSchema */ .nC,
    reported: _engine_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .engineIdentitySchema */ .a7,
    partsArtifact: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .artifactRefSchema */ .TK.optional(),
});
const engineFailedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    callId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_engine_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .engineErrorKinds */ .q$),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The failed call's receipt (failed: true) when it reported one; absent means unknown usage. */
    usage: _engine_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .usageReceiptSchema */ .nC.optional(),
    /** Why a finished call is recorded failed by the runtime, e.g. `KNOWN_SECRET` for refused parts. */
    code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** Key under which a dead identity is remembered: provider and model. */
function identityKey(identity) {
    return `${identity.provider}\u0000${identity.model}`;
}


/***/ }),

/***/ 51827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ budgetRaisedSchema),
/* harmony export */   Ik: () => (/* binding */ checkBudget),
/* harmony export */   OQ: () => (/* binding */ runBudgetSchema),
/* harmony export */   Og: () => (/* binding */ raisedLimit),
/* harmony export */   aM: () => (/* binding */ budgetWarningType),
/* harmony export */   kY: () => (/* binding */ BudgetTally),
/* harmony export */   mZ: () => (/* binding */ budgetResumeRecord),
/* harmony export */   oz: () => (/* binding */ budgetRaisedType)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94995);
/* harmony import */ var _node_caps_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20022);
// Run budgets (dollars and/or tokens) counted from the graph log's engine records, so every
// session, worker restart, resume and job of the run is counted once. Checked before each engine
// call: at or over the limit the call does not start and the node pauses with a budget request.



const runBudgetSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig({ error: 'budget.usd must be a number of dollars' })
        .positive('budget.usd must be more than 0')
        .optional(),
    tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig({ error: 'budget.tokens must be a number of tokens' })
        .int('budget.tokens must be a whole number')
        .positive('budget.tokens must be more than 0')
        .optional(),
    /** Soft: a call with unknown usage counts as zero (with a warning) instead of pausing the run. */
    soft: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
/** A raise recorded when a budget pause is resumed; the larger limit holds from then on. */
const budgetRaisedType = 'runner:budget-raised';
/** A soft budget counted unknown usage as zero (once per newly unknown call). */
const budgetWarningType = 'runner:budget-warning';
const budgetRaisedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive().optional(),
    tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    raisedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    pauseEventId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Calls of unknown usage the person accepted by resuming: they count as zero from then on. */
    acknowledged: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});
// Which node each dispatched position is: all the tally reads of a dispatch record. Not the whole
// nodeDispatchedSchema, whose entries' inputs (checked where the ledger folds the record) made
// this parse most of the executor's own work per node.
const dispatchedNodesSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    dispatches: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), nodeId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1) })),
});
/** Folds engine and raise records (durable ones from the log, and this session's as they end). */
class BudgetTally {
    #calls = new Map();
    #acknowledged = new Set();
    #warned = new Set();
    /** Position -> node ID (from dispatch records), so a node's cap counts every position of it. */
    #nodeOf = new Map();
    /** Per-node cap raises recorded by resumes of node-cap pauses (the highest of each). */
    #nodeRaises = new Map();
    #limit;
    constructor(limit) {
        this.#limit = limit;
    }
    get limit() {
        return this.#limit;
    }
    /**
     * `live`: the record was appended by this executor now, not read from the log (a call read from
     * the log that never ended died with an earlier worker, even of the same session: unknown usage).
     */
    apply(event, live = false) {
        if (event.type === _events_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.started) {
            const data = _events_js__WEBPACK_IMPORTED_MODULE_1__/* .engineStartedSchema */ .dT.safeParse(event.data);
            if (data.success)
                this.#calls.set(data.data.callId, {
                    live,
                    position: data.data.position,
                    usage: undefined,
                    ended: false,
                });
        }
        else if (event.type === _events_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.completed || event.type === _events_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.failed) {
            const data = (event.type === _events_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.completed ? _events_js__WEBPACK_IMPORTED_MODULE_1__/* .engineCompletedSchema */ .J3 : _events_js__WEBPACK_IMPORTED_MODULE_1__/* .engineFailedSchema */ .Ns).safeParse(event.data);
            if (data.success)
                this.noteEnd(data.data.callId, data.data.usage);
        }
        else if (event.type === _events_js__WEBPACK_IMPORTED_MODULE_1__/* .graphEventTypes */ .w8.nodeDispatched) {
            const data = dispatchedNodesSchema.safeParse(event.data);
            if (data.success)
                for (const entry of data.data.dispatches)
                    this.#nodeOf.set(entry.position, entry.nodeId);
        }
        else if (event.type === _node_caps_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeCapRaisedType */ .pF) {
            const data = _node_caps_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeCapRaisedSchema */ .oX.safeParse(event.data);
            if (data.success) {
                const { nodeId, usd, tokens } = data.data;
                this.#nodeRaises.set(nodeId, raisedLimit(this.#nodeRaises.get(nodeId), { usd, tokens }));
                for (const callId of data.data.acknowledged ?? [])
                    this.#acknowledged.add(callId);
            }
        }
        else if (event.type === budgetRaisedType) {
            const data = budgetRaisedSchema.safeParse(event.data);
            if (data.success) {
                this.#limit = raisedLimit(this.#limit, data.data);
                for (const callId of data.data.acknowledged ?? [])
                    this.#acknowledged.add(callId);
            }
        }
    }
    /** Counts a call as it ends (before its record is flushed), so concurrent checks see it. */
    noteEnd(callId, usage) {
        const entry = this.#calls.get(callId);
        if (entry === undefined)
            this.#calls.set(callId, { live: true, position: '', usage, ended: true });
        else {
            entry.usage = usage;
            entry.ended = true;
        }
    }
    /**
     * Spent so far (by the node `nodeId` only, when given); a call read from the log that never
     * ended (its worker died) has unknown usage.
     */
    spent(nodeId) {
        const out = { usd: 0, tokens: 0, unknownUsd: [], unknownTokens: [] };
        for (const [callId, call] of this.#calls) {
            if (!call.ended && call.live)
                continue; // in flight here: counted when it ends
            if (nodeId !== undefined && this.#nodeOf.get(call.position) !== nodeId)
                continue;
            const usage = call.usage;
            if (usage === undefined && this.#acknowledged.has(callId))
                continue;
            const known = !this.#acknowledged.has(callId);
            if (usage === undefined || usage.cost.kind === 'unknown') {
                if (known)
                    out.unknownUsd.push(callId);
            }
            else
                out.usd += usage.cost.usd;
            if (usage === undefined || !usage.measured) {
                if (known)
                    out.unknownTokens.push(callId);
            }
            else
                out.tokens += (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0);
        }
        out.usd = Math.round(out.usd * 1e6) / 1e6;
        return out;
    }
    /** The calls not warned about yet (a soft budget warns once per unknown call). */
    unwarned(callIds) {
        const fresh = callIds.filter((id) => !this.#warned.has(id));
        for (const id of fresh)
            this.#warned.add(id);
        return fresh;
    }
    positionOf(callId) {
        return this.#calls.get(callId)?.position;
    }
    /** A node's cap: the binding's, raised by recorded resumes (only upward). */
    nodeCap(nodeId, declared) {
        const raise = this.#nodeRaises.get(nodeId);
        return raise === undefined ? declared : raisedLimit(declared, raise);
    }
}
function raisedLimit(limit, raise) {
    const next = { ...limit };
    if (raise.usd !== undefined)
        next.usd = Math.max(raise.usd, limit?.usd ?? 0);
    if (raise.tokens !== undefined)
        next.tokens = Math.max(raise.tokens, limit?.tokens ?? 0);
    return next;
}
/** Decides whether the next call may start; returns a pause (reason and request) when it may not. */
function checkBudget(tally, next, warn) {
    const limit = tally.limit;
    if (limit === undefined || (limit.usd === undefined && limit.tokens === undefined))
        return undefined;
    const spent = tally.spent();
    const unknown = [
        ...(limit.usd === undefined ? [] : spent.unknownUsd),
        ...(limit.tokens === undefined ? [] : spent.unknownTokens),
    ];
    const unknownCalls = [...new Set(unknown)].map((callId) => ({ callId, position: tally.positionOf(callId) ?? '' }));
    const limitJson = {};
    if (limit.usd !== undefined)
        limitJson.usd = limit.usd;
    if (limit.tokens !== undefined)
        limitJson.tokens = limit.tokens;
    const request = (reason) => ({
        reason,
        request: {
            kind: 'budget',
            spent: { usd: spent.usd, tokens: spent.tokens },
            limit: limitJson,
            soft: limit.soft === true,
            next: { position: next.position, lane: next.lane },
            unknownCalls,
        },
    });
    const over = (0,_node_caps_js__WEBPACK_IMPORTED_MODULE_2__/* .reachedLimits */ .Hd)(spent, limit);
    if (over.length > 0)
        return request(`run budget reached (${over.join('; ')}); next: lane "${next.lane}" at ${next.position}`);
    if (unknownCalls.length > 0) {
        const which = unknownCalls.map((c) => `${c.callId} at ${c.position}`).join(', ');
        if (limit.soft === true) {
            if (tally.unwarned(unknownCalls.map((c) => c.callId)).length === 0)
                return undefined;
            warn(`soft budget: ${unknownCalls.length} earlier call(s) have unknown usage, counted as zero (${which})`);
            return undefined;
        }
        return request(`run budget cannot be checked: earlier call(s) have unknown usage (${which}); resume to continue, or use a soft budget`);
    }
    return undefined;
}
/**
 * The record a resume of a budget pause writes first: the raised limits (if any), who resumed,
 * and the unknown-usage calls the pause named (accepted by resuming, so they count as zero).
 */
function budgetResumeRecord(pause, options, session) {
    const node = (0,_node_caps_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeCapResumeRecord */ .vt)(pause, options, session);
    if (node !== undefined)
        return node;
    const raise = options?.raiseBudget;
    const request = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ unknownCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ callId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })).optional() })
        .safeParse(pause.request);
    const acknowledged = request.success ? (request.data.unknownCalls ?? []).map((c) => c.callId) : [];
    const data = { raisedBy: raise?.raisedBy ?? 'resume', pauseEventId: pause.pauseEventId };
    if (raise?.usd !== undefined)
        data.usd = raise.usd;
    if (raise?.tokens !== undefined)
        data.tokens = raise.tokens;
    if (acknowledged.length > 0)
        data.acknowledged = acknowledged;
    return { event: { type: budgetRaisedType, session, data } };
}


/***/ }),

/***/ 20022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ checkNodeCap),
/* harmony export */   GP: () => (/* binding */ nodeCapProblem),
/* harmony export */   Hd: () => (/* binding */ reachedLimits),
/* harmony export */   UM: () => (/* binding */ nodeCapOf),
/* harmony export */   oX: () => (/* binding */ nodeCapRaisedSchema),
/* harmony export */   pF: () => (/* binding */ nodeCapRaisedType),
/* harmony export */   vt: () => (/* binding */ nodeCapResumeRecord)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
// Per-node caps: an engine node's own limit in dollars and/or tokens, checked before each of its
// engine calls like the run budget, counted from that node's engine records at every position it
// was dispatched at (attempts, restarts, resumes, jobs, reopened runs). At or over the cap the
// node pauses with a budget request naming the node; resuming that pause may raise the cap.

/** A raise recorded when a node-cap pause is resumed; that node's larger cap holds from then on. */
const nodeCapRaisedType = 'runner:node-cap-raised';
const nodeCapRaisedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    nodeId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive().optional(),
    tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    raisedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    pauseEventId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Calls of unknown usage the person accepted by resuming: they count as zero from then on. */
    acknowledged: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});
/** Why a binding's caps are unusable (a library caller may pass anything), or undefined. */
/** Each limit that `spent` has reached, as "<spent> spent of <limit>" (the run budget's and a node cap's). */
function reachedLimits(spent, limit) {
    const over = [];
    if (limit.usd !== undefined && spent.usd >= limit.usd)
        over.push(`$${spent.usd} spent of $${limit.usd}`);
    if (limit.tokens !== undefined && spent.tokens >= limit.tokens)
        over.push(`${spent.tokens} tokens spent of ${limit.tokens}`);
    return over;
}
function nodeCapProblem(nodeId, caps) {
    const { maxCostUsd: usd, maxTokensTotal: tokens } = caps;
    if (usd !== undefined && (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0))
        return `node "${nodeId}": maxCostUsd must be a positive number of dollars (got ${JSON.stringify(usd)})`;
    if (tokens !== undefined && (typeof tokens !== 'number' || !Number.isSafeInteger(tokens) || tokens <= 0))
        return `node "${nodeId}": maxTokensTotal must be a positive whole number of tokens (got ${JSON.stringify(tokens)})`;
    return undefined;
}
/** The cap of an engine binding, or undefined when it declares none. */
function nodeCapOf(nodeId, binding) {
    if (binding.maxCostUsd === undefined && binding.maxTokensTotal === undefined)
        return undefined;
    const limit = {};
    if (binding.maxCostUsd !== undefined)
        limit.usd = binding.maxCostUsd;
    if (binding.maxTokensTotal !== undefined)
        limit.tokens = binding.maxTokensTotal;
    return { nodeId, limit };
}
/**
 * Decides whether the node's next call may start. Unknown usage follows the run budget's rule:
 * it pauses unless the run budget is soft (then it counts as zero, warned once per call).
 */
function checkNodeCap(tally, cap, next, warn) {
    const limit = tally.nodeCap(cap.nodeId, cap.limit);
    const soft = tally.limit?.soft === true;
    const spent = tally.spent(cap.nodeId);
    const unknown = [
        ...(limit.usd === undefined ? [] : spent.unknownUsd),
        ...(limit.tokens === undefined ? [] : spent.unknownTokens),
    ];
    const unknownCalls = [...new Set(unknown)].map((callId) => ({ callId, position: tally.positionOf(callId) ?? '' }));
    const limitJson = {};
    if (limit.usd !== undefined)
        limitJson.usd = limit.usd;
    if (limit.tokens !== undefined)
        limitJson.tokens = limit.tokens;
    const node = JSON.stringify(cap.nodeId);
    const request = (reason) => ({
        reason,
        request: {
            kind: 'budget',
            scope: 'node',
            nodeId: cap.nodeId,
            spent: { usd: spent.usd, tokens: spent.tokens },
            limit: limitJson,
            soft,
            next: { position: next.position, lane: next.lane },
            unknownCalls,
        },
    });
    const over = reachedLimits(spent, limit);
    if (over.length > 0)
        return request(`node ${node} reached its cap (max-cost-usd/max-tokens-total: ${over.join('; ')}); next: lane "${next.lane}" at ${next.position}`);
    if (unknownCalls.length === 0)
        return undefined;
    const which = unknownCalls.map((c) => `${c.callId} at ${c.position}`).join(', ');
    if (soft) {
        if (tally.unwarned(unknownCalls.map((c) => c.callId)).length > 0)
            warn(`soft budget: node ${node} has ${unknownCalls.length} call(s) of unknown usage, counted as zero (${which})`);
        return undefined;
    }
    return request(`node ${node} cap cannot be checked: its earlier call(s) have unknown usage (${which}); resume to continue, or use a soft budget`);
}
/** The record a resume of a node-cap pause writes first (undefined: the pause is not a node cap's). */
function nodeCapResumeRecord(pause, options, session) {
    const request = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        scope: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('node'),
        nodeId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
        unknownCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ callId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })).optional(),
    })
        .safeParse(pause.request);
    if (!request.success)
        return undefined;
    const raise = options?.raiseBudget;
    const acknowledged = (request.data.unknownCalls ?? []).map((c) => c.callId);
    const data = {
        nodeId: request.data.nodeId,
        raisedBy: raise?.raisedBy ?? 'resume',
        pauseEventId: pause.pauseEventId,
    };
    if (raise?.usd !== undefined)
        data.usd = raise.usd;
    if (raise?.tokens !== undefined)
        data.tokens = raise.tokens;
    if (acknowledged.length > 0)
        data.acknowledged = acknowledged;
    return { event: { type: nodeCapRaisedType, session, data } };
}


/***/ }),

/***/ 36940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mf: () => (/* binding */ graphRunSpecSchema),
/* harmony export */   V8: () => (/* binding */ laneTargetSchema),
/* harmony export */   VG: () => (/* binding */ graphDefinitionSchema),
/* harmony export */   tn: () => (/* binding */ graphPlanSchema),
/* harmony export */   wq: () => (/* binding */ storedGraphSpecSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56399);
// The run spec (durable) and the Graph form interface, apart from contract.ts so that the
// bindings (which name Graph) and the contract (which re-exports them) do not import each other.


// ---------------------------------------------------------------- run spec (durable)
/** A plan target: the provider/model key a lane may run on. */
const laneTargetSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    provider: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/** The frozen plan: per lane, the effective target first, then fallbacks (the host chooses the order once). */
const graphPlanSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    lanes: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(laneTargetSchema).min(1)),
});
/** Which graph form the run uses and its definition value (compared with the live graph). */
const graphDefinitionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    form: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    value: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7,
});
const graphFields = {
    graphDefinition: graphDefinitionSchema,
    plan: graphPlanSchema,
    resolvedInputs: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7,
};
/** The graph part of a run definition, as `createGraphRun` writes it. */
const graphRunSpecSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1), ...graphFields });
/**
 * How the executor reads a stored definition: only the graph fields are required, anything
 * else (the supervised runner's own fields, its own schemaVersion) passes through untouched.
 */
const storedGraphSpecSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3(graphFields);


/***/ }),

/***/ 85507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G9: () => (/* binding */ isSupervisedRunError),
/* harmony export */   aL: () => (/* binding */ SupervisedRunError)
/* harmony export */ });
/* unused harmony export supervisedRunErrorCodes */
// The runner layer's one error class (DESIGN.md section 9). Codes that end a run normally are
// results (`done` resolves with them); SupervisedRunError is for calls that cannot start or resume.
const supervisedRunErrorCodes = (/* unused pure expression or super */ null && ([
    'INVALID_OPTIONS',
    'HOST_MODULE',
    'HOST_MODULE_CHANGED',
    'WORKSPACE_CAPTURE',
    'WORKSPACE_ROOT',
    'PROCESS_LOCKED',
    'WORKSPACE_LEASE',
    'WORKSPACE_DRIFT',
    'WORKSPACE_RELEASE',
    'WORKSPACE_ANCHOR_MISSING',
    'WORKSPACE_ANCHOR_INVALID',
    'WORKSPACE_ANCHOR_WRITE',
    'RUN_STORAGE',
    'RUN_NOT_PAUSED',
    /** retryFailed on a run that did not fail because nodes failed (stopped, timed out, teardown incomplete ...). */
    'RUN_NOT_RETRYABLE',
    'RESUME_POSITION',
    'RESUME_EVENT_MISMATCH',
    'RESUME_DECISION',
    'RESUME_BUDGET',
    /** A gate resumed without an answer, or with one that does not fit its fields. */
    'RESUME_ANSWER',
    /** The answerer is not one of the gate's allowed actors. */
    'RESUME_ACTOR',
    'TERMINAL_ARTIFACT',
    'TEARDOWN_INCOMPLETE',
    'OUTPUT_LIMIT',
    'BUDGET_STOP',
    'RESTART_EXHAUSTED',
    'STOPPED',
    'TIMEOUT',
    'INTERRUPTED',
    /** A non-retry-safe node was paused before its code: the store could not be persisted off the machine. */
    'WRITE_AHEAD',
    'WORKER_ERROR',
]));
class SupervisedRunError extends Error {
    name = 'SupervisedRunError';
    code;
    /** Extra facts for the caller (e.g. the lock holder of PROCESS_LOCKED); JSON only. */
    details;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.details = options.details;
    }
}
function isSupervisedRunError(value, code) {
    return value instanceof SupervisedRunError && (code === undefined || value.code === code);
}
// One definition for every layer (store's); re-exported so runner modules import it from here.



/***/ }),

/***/ 35589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ runLimitsSchema),
/* harmony export */   $g: () => (/* binding */ parseSupervisedRunOptions),
/* harmony export */   YS: () => (/* binding */ environmentVariableNameSchema),
/* harmony export */   Yh: () => (/* binding */ parseResumeSupervisedRunOptions),
/* harmony export */   hA: () => (/* binding */ restartPolicySchema),
/* harmony export */   tH: () => (/* binding */ storageOptionsSchema),
/* harmony export */   ts: () => (/* binding */ checkBackoff)
/* harmony export */ });
/* unused harmony exports attemptLogBytesSchema, hostOptionSchema, runDefinitionOptionsSchema, decisionSchema, supervisedRunOptionsSchema, takeoverSchema, retryFailedSchema, resumeSupervisedRunOptionsSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56399);
/* harmony import */ var _graph_contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36940);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51827);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85507);
// The one schema of run options that both adapters (Action inputs, CLI flags) map onto, plus the
// non-serialisable extras of the library call. Bad options -> INVALID_OPTIONS naming the field.





const storeId = (what) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(_store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .storeIdPattern */ .X, `${what} must be 1-100 characters from [A-Za-z0-9._-], not "." or ".."`);
const ms = (what) => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig({ error: `${what} must be a number of milliseconds` }).int(`${what} must be a whole number of milliseconds`);
const positiveMs = (what) => ms(what)
    .positive(`${what} must be a positive number of milliseconds`)
    .max(2_147_483_647, `${what} must be at most 2147483647`);
const nonNegativeMs = (what) => ms(what)
    .nonnegative(`${what} must be 0 or more milliseconds`)
    .max(2_147_483_647, `${what} must be at most 2147483647`);
const path = (what) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: `${what} must be a path` })
    .min(1, `${what} must be a non-empty path`)
    .refine((s) => !s.includes('\0'), `${what} must not contain NUL`);
const environmentVariableNameSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,199}$/, 'environment variable names are letters, digits and "_", not starting with a digit');
/** 16 KiB to 64 MiB. */
const attemptLogBytesSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig({ error: 'attemptLogBytes must be a number of bytes' })
    .int('attemptLogBytes must be a whole number of bytes')
    .min(16_384, 'attemptLogBytes must be at least 16384 (16 KiB)')
    .max(64 * 1024 * 1024, 'attemptLogBytes must be at most 67108864 (64 MiB)');
const storageOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    directory: path('storage.directory'),
    namespace: storeId('storage.namespace'),
    policy: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej(_store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .storagePolicySchema */ .z4.shape).optional(),
    /** Byte strings the store must never hold (refused with KNOWN_SECRET). Passed to the worker on stdin, never in argv or records. */
    knownSecrets: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});
/** Where the worker's bindings come from. */
const hostOptionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [
    /** A module file: a relative specifier inside runRoot (after resolving symlinks), e.g. `./host.mjs`. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('module'), module: path('host.module') }),
    /** A host compiled into the worker entry (e.g. `declarative`), with JSON configuration stored in the definition. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('builtin'),
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[A-Za-z0-9._-]{1,100}$/, 'host.name must be 1-100 characters from [A-Za-z0-9._-]'),
        config: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7.optional(),
    }),
], { error: 'host must be { kind: "module", module: "./host.mjs" } or { kind: "builtin", name, config? }' });
const restartPolicySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    maxRestarts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative('restart.maxRestarts must be 0 or more').max(1000).default(3),
    initialBackoffMs: nonNegativeMs('restart.initialBackoffMs').default(1000),
    maxBackoffMs: nonNegativeMs('restart.maxBackoffMs').default(30_000),
});
const runLimitsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    /** Worker execution and restart backoff across pauses and resumes, from the stored run timestamp. */
    timeoutMs: positiveMs('limits.timeoutMs').optional(),
    /** Recorded graph dispatches across workers (BUDGET_STOP). */
    maxDispatches: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive('limits.maxDispatches must be a positive integer').optional(),
    /** Dollars and/or tokens across every session, restart, resume and job; reached -> a budget pause. */
    budget: _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .runBudgetSchema */ .OQ.optional(),
});
const runDefinitionOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    runId: storeId('definition.runId'),
    graphDefinition: _graph_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .graphDefinitionSchema */ .VG,
    plan: _graph_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .graphPlanSchema */ .tn.optional(),
    /** Durable: never put secrets here. */
    resolvedInputs: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7.optional(),
});
const decisionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('decision', [
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        decision: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('retry'),
        decidedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'decision.decidedBy must name who decided'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        decision: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('complete'),
        output: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7.optional(),
        decidedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'decision.decidedBy must name who decided'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        decision: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('fail'),
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        decidedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'decision.decidedBy must name who decided'),
    }),
], { error: 'decision.decision must be "retry", "complete" or "fail"' });
// No defaults here: a resume's missing fields come from the policy stored at start.
const restartOption = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    maxRestarts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative('restart.maxRestarts must be 0 or more').max(1000).optional(),
    initialBackoffMs: nonNegativeMs('restart.initialBackoffMs').optional(),
    maxBackoffMs: nonNegativeMs('restart.maxBackoffMs').optional(),
});
const teardownGraceMs = nonNegativeMs('teardownGraceMs');
const environmentVariables = zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(environmentVariableNameSchema).max(1000);
const supervisedRunOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    storage: storageOptionsSchema,
    definition: runDefinitionOptionsSchema,
    host: hostOptionSchema,
    /** Working directory of the worker and root of the default git workspace. */
    runRoot: path('runRoot'),
    /** Handed to bindRun; default: a directory under the store's machine-local state. */
    scratchDirectory: path('scratchDirectory').optional(),
    limits: runLimitsSchema.prefault({}),
    restart: restartPolicySchema.prefault({}),
    /** Grace between SIGTERM and SIGKILL when stopping the worker's processes. */
    teardownGraceMs: teardownGraceMs.default(5000),
    /** Interval of runner:heartbeat records while a worker runs; 0 writes none. */
    heartbeatMs: nonNegativeMs('heartbeatMs').default(60_000),
    /** Names of variables copied into the worker when present (values never stored). */
    environmentVariables: environmentVariables.default([]),
    /**
     * runner:node-changes after each node attempt in a git workspace (files and lines each attempt
     * changed, from workspace captures around it); false skips the captures, e.g. for pure data
     * graphs. Stored in the definition: every session of the run follows it.
     */
    recordChanges: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY({ error: 'recordChanges must be true or false' }).default(true),
    /**
     * Bound of what one node attempt's kept output may hold (head and tail, with a marker of what was
     * cut). Default: the host's own (a graph file's log-limit), else 1 MiB. Stored in the definition.
     */
    attemptLogBytes: attemptLogBytesSchema.optional(),
});
const takeoverSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'takeover.reason must say why'),
    by: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'takeover.by must name who takes over'),
});
/** Reopening a run that failed because nodes failed (recorded with who asked and why). */
const retryFailedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    by: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'retryFailed.by must name who asks for the retry'),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'retryFailed.reason must say why').optional(),
});
const resumeSupervisedRunOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    storage: storageOptionsSchema,
    runId: storeId('runId'),
    runRoot: path('runRoot'),
    scratchDirectory: path('scratchDirectory').optional(),
    /** The exact position of a recorded graph pause; omit to continue an interrupted (or drift-paused) run. */
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'position must be a non-empty position string').optional(),
    decision: decisionSchema.optional(),
    /** Resuming a budget pause: higher limits (only upward) and who raised them. */
    raiseBudget: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive('raiseBudget.usd must be more than 0').optional(),
        tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
            .int('raiseBudget.tokens must be a whole number')
            .positive('raiseBudget.tokens must be more than 0')
            .optional(),
        raisedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'raiseBudget.raisedBy must name who raised the budget'),
    })
        .optional(),
    /**
     * Answering a gate (or another policy pause): the values (a JSON object; a gate checks them against
     * its fields) and who answered (a gate's allowed actors). Recorded with the resume; the policy reads it.
     */
    answer: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        values: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7, { error: 'answer.values must be a JSON object' }),
        answeredBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'answer.answeredBy must name who answered'),
    })
        .optional(),
    /** Default: the policy stored at start. */
    restart: restartOption.optional(),
    teardownGraceMs: teardownGraceMs.optional(),
    environmentVariables: environmentVariables.default([]),
    /** Explicit, recorded takeover of a run whose watchdog died (its lock holder must be provably dead). */
    takeover: takeoverSchema.optional(),
    /**
     * Reopen a run that failed because nodes failed (DAG_NODE_FAILED, RESTART_EXHAUSTED): its failed
     * nodes are dispatched again at new positions, completed ones never run again, budgets go on.
     */
    retryFailed: retryFailedSchema.optional(),
});
const extraKeys = ['workspace', 'onEvent', 'onOutput', 'handleSignals', 'workerEntry', 'offMachine'];
function formatIssues(error) {
    return error.issues
        .slice(0, 5)
        .map((issue) => {
        const at = issue.path.length === 0 ? 'options' : `options.${issue.path.map(String).join('.')}`;
        return `${at}: ${issue.message}`;
    })
        .join('; ');
}
function checkExtras(options) {
    const { workspace, onEvent, onOutput, handleSignals, workerEntry, offMachine } = options;
    const bad = (field, accepts) => new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', `options.${field}: expected ${accepts}`);
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
    if (offMachine !== undefined) {
        const { persist, checkpointIntervalMs: every } = (offMachine ?? {});
        if (typeof persist !== 'function')
            throw bad('offMachine', '{ persist(request), checkpointIntervalMs? }');
        if (every !== undefined && !(Number.isInteger(every) && every >= 0 && every <= 2_147_483_647))
            throw bad('offMachine.checkpointIntervalMs', 'a whole number of milliseconds (0: none)');
    }
}
function split(options, schema) {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', 'options: expected an object');
    }
    const record = options;
    checkExtras(record);
    const serialisable = {};
    for (const [key, value] of Object.entries(record))
        if (!extraKeys.includes(key))
            serialisable[key] = value;
    const result = schema.safeParse(serialisable);
    if (!result.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', formatIssues(result.error), { cause: result.error });
    const extras = {};
    for (const key of extraKeys)
        if (record[key] !== undefined)
            extras[key] = record[key];
    return { parsed: result.data, extras };
}
function parseSupervisedRunOptions(options) {
    const result = split(options, supervisedRunOptionsSchema);
    checkBackoff(result.parsed.restart);
    return result;
}
function parseResumeSupervisedRunOptions(options) {
    const result = split(options, resumeSupervisedRunOptionsSchema);
    if (result.parsed.decision !== undefined && result.parsed.position === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', 'options.decision: a decision needs options.position (the reconcile pause it answers)');
    }
    const { retryFailed, position, takeover } = result.parsed;
    if (retryFailed !== undefined && (position !== undefined || takeover !== undefined)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', 'options.retryFailed: reopens a failed run as a whole; it takes no position or takeover');
    }
    return result;
}
/** Checked once the policy is complete (a resume merges its partial policy with the stored one). */
function checkBackoff(restart) {
    if (restart.maxBackoffMs < restart.initialBackoffMs) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', 'options.restart.maxBackoffMs: must be at least restart.initialBackoffMs');
    }
}


/***/ }),

/***/ 18635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VM: () => (/* binding */ readCheckpointFile),
/* harmony export */   YB: () => (/* binding */ digestEventLogWindows),
/* harmony export */   qM: () => (/* binding */ writeCheckpointFile)
/* harmony export */ });
/* unused harmony exports digestEventLogPrefixes, eventLogWindowBytes */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27597);
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97018);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52079);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5891);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4353);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28799);
// Display caches (e.g. a status summary) kept beside the events. They are rebuilt from
// events when missing, stale or malformed, so they are written atomically but not synced,
// and any problem reading one is reported as "no checkpoint". A cache that continues from a
// cursor binds itself to the bytes below it with digestEventLogPrefixes: a restored store is
// untrusted, and reading from a cursor verifies nothing before it.









const checkpointSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1), name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), value: _contract_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonValueSchema */ .F7 }).strict();
async function writeCheckpointFile(directory, runId, name, value, secrets) {
    const content = (0,_json_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)({ schemaVersion: 1, name, value });
    const secret = secrets.findIn(content);
    if (secret >= 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StorageError */ .aq('KNOWN_SECRET', `checkpoint ${name} of run ${runId} holds knownSecrets[${secret}]; it was not stored`, { runId });
    const encoded = (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_6__/* .findEncodedSecretInValue */ .Km)(secrets, value);
    if (encoded !== null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StorageError */ .aq('KNOWN_SECRET', `checkpoint ${name} of run ${runId} holds knownSecrets[${encoded.index}] (${(0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFinding */ .jb)(encoded)}); it was not stored`, { runId });
    const target = (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .joinInside */ .lG)(directory, [`${name}.json`]);
    const temp = (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .joinInside */ .lG)(directory, [`.${name}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}.tmp`]);
    try {
        await (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .writeNewFile */ .S0)(temp, content, false);
        await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.rename(temp, target);
    }
    catch (error) {
        await (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .removeQuietly */ .S2)(temp);
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('writing checkpoint', target, error, { runId });
    }
}
async function readCheckpointFile(directory, name) {
    if (directory === undefined)
        return undefined;
    const bytes = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .readFileIfExists */ .QD)((0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .joinInside */ .lG)(directory, [`${name}.json`]));
    if (bytes === undefined)
        return undefined;
    try {
        const parsed = checkpointSchema.safeParse(JSON.parse(bytes.toString('utf8')));
        return parsed.success && parsed.data.name === name ? parsed.data.value : undefined;
    }
    catch {
        return undefined;
    }
}
/** Bytes read per step while hashing a log prefix (the whole log is never held in memory). */
const prefixChunkBytes = (/* unused pure expression or super */ null && (1024 * 1024));
/**
 * SHA-256 (hex) of the first `offsets[i]` bytes of a run's event log, all in one streaming pass
 * (offsets in any order); undefined for an offset past the end of the log (a missing log is empty).
 * The log is append-only, so the digest of the bytes below a cursor never changes legitimately.
 */
async function digestEventLogPrefixes(storage, runId, log, offsets) {
    if (!eventLogNames.includes(log))
        throw new TypeError(`event log must be one of ${eventLogNames.join(', ')}; got ${JSON.stringify(log)}`);
    if (!offsets.every((offset) => Number.isSafeInteger(offset) && offset >= 0))
        throw new TypeError('offsets must be non-negative integers');
    const file = joinInside(storage.runDirectory(runId), [eventLogFileName(log)]);
    const digests = offsets.map(() => undefined);
    // A missing log reads as empty (as readEvents has it): only offset 0 has a digest.
    const missing = () => offsets.map((offset) => (offset === 0 ? createHash('sha256').digest('hex') : undefined));
    // Refuses a symlinked directory on the way, as every other read of the store does.
    if ((await findDirectory(storage.directory, runSegments(storage.namespace, runId))) === undefined)
        return missing();
    let handle;
    try {
        handle = await openFile(file, constants.O_RDONLY);
    }
    catch (error) {
        if (errnoCode(error) === 'ENOENT')
            return missing();
        throw ioError('opening event log', file, error, { runId, log });
    }
    try {
        const order = offsets.map((offset, index) => ({ offset, index })).sort((a, b) => a.offset - b.offset);
        const hash = createHash('sha256');
        const buffer = Buffer.allocUnsafe(Math.min(prefixChunkBytes, Math.max(1, order.at(-1)?.offset ?? 1)));
        let position = 0;
        for (const { offset, index } of order) {
            while (position < offset) {
                const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, offset - position), position);
                if (bytesRead === 0)
                    return digests; // shorter than this offset (and every later one)
                hash.update(buffer.subarray(0, bytesRead));
                position += bytesRead;
            }
            digests[index] = hash.copy().digest('hex');
        }
        return digests;
    }
    catch (error) {
        throw ioError('reading event log', file, error, { runId, log });
    }
    finally {
        await handle.close();
    }
}
/** Bytes below a cursor that a checkpoint binds itself to (the last records, their chain hash with them). */
const eventLogWindowBytes = 4096;
/**
 * SHA-256 (hex) of the `eventLogWindowBytes` bytes below each of `ends` (fewer at the start of the
 * log); undefined for an end past the end of the log (a missing log is empty). Costs one window per
 * end, whatever the log's length: what lets a status read from a checkpoint cost only the new events.
 */
async function digestEventLogWindows(storage, runId, log, ends) {
    if (!_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .eventLogNames */ .F8.includes(log))
        throw new TypeError(`event log must be one of ${_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .eventLogNames */ .F8.join(', ')}; got ${JSON.stringify(log)}`);
    if (!ends.every((end) => Number.isSafeInteger(end) && end >= 0))
        throw new TypeError('ends must be non-negative integers');
    const file = (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .joinInside */ .lG)(storage.runDirectory(runId), [(0,_layout_js__WEBPACK_IMPORTED_MODULE_8__/* .eventLogFileName */ .ge)(log)]);
    const empty = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').digest('hex');
    const missing = () => ends.map((end) => (end === 0 ? empty : undefined));
    if ((await (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .findDirectory */ .te)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_8__/* .runSegments */ .GC)(storage.namespace, runId))) === undefined)
        return missing();
    let handle;
    try {
        handle = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .openFile */ .Tq)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return missing();
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('opening event log', file, error, { runId, log });
    }
    try {
        const digests = [];
        for (const end of ends) {
            const start = Math.max(0, end - eventLogWindowBytes);
            const buffer = Buffer.alloc(end - start);
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
            digests.push(bytesRead === buffer.length ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(buffer).digest('hex') : undefined);
        }
        return digests;
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('reading event log', file, error, { runId, log });
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 56399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F7: () => (/* binding */ jsonValueSchema),
/* harmony export */   F8: () => (/* binding */ eventLogNames),
/* harmony export */   MU: () => (/* binding */ contentModes),
/* harmony export */   Q4: () => (/* binding */ eventCursorSchema),
/* harmony export */   TK: () => (/* binding */ artifactRefSchema),
/* harmony export */   X: () => (/* binding */ storeIdPattern),
/* harmony export */   h7: () => (/* binding */ lockHolderSchema),
/* harmony export */   vV: () => (/* binding */ storedEventSchema),
/* harmony export */   z4: () => (/* binding */ storagePolicySchema)
/* harmony export */ });
/* unused harmony export storageErrorCodes */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
// The run store's public contract. Every other layer codes against these types;
// `createLocalRunStorage` (local-storage.ts) is the one implementation.

const jsonValueSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(jsonValueSchema),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), jsonValueSchema),
]));
/** Run IDs and namespaces name cache keys and directories: `[A-Za-z0-9._-]`, 1-100 chars, not `.` or `..`. */
const storeIdPattern = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;
const storagePolicySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Largest `data` of one event, as canonical JSON bytes. */
    maxEventPayloadBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .default(256 * 1024),
    /** Largest single artifact. */
    maxArtifactBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .default(16 * 1024 * 1024),
    /** Sum of the distinct artifacts of one run (a digest counts once). */
    maxTotalArtifactBytesPerRun: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .default(256 * 1024 * 1024),
});
/** The two append-only logs of a run. The worker writes `graph`; the watchdog writes `runner`. */
const eventLogNames = ['graph', 'runner'];
/** One durable record, exactly as a line of an event log. */
const storedEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    /** 0-based position in its log. */
    seq: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Unique ID (UUID) of this record. */
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** ISO-8601 time the record was appended. */
    at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** e.g. `graph:node-completed`, `runner:worker-started`. */
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** 1 for a fresh run, one more for each resume or continuation. */
    session: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    data: jsonValueSchema,
    /** Records still to come in the same batch; 0 closes the batch. A batch not closed at the end of the log is torn. */
    batchRemaining: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** `hash` of the previous record, or 64 zeros for the first. */
    prev: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    /** SHA-256 (hex) of the canonical JSON of every other field of this record. */
    hash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
});
/** Where a reader stopped, so a later read continues without re-reading the prefix. */
const eventCursorSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Byte offset just after the last record read. */
    offset: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** seq of the next record expected. */
    nextSeq: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** hash of the last record read (64 zeros at the start). */
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
});
const contentModes = ['state', 'exact', 'display'];
const artifactRefSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    digest: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/),
    bytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    mediaType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200),
    purpose: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200),
});
const lockHolderSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    token: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    pid: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** Process start time as read from /proc (clock ticks since boot), null where unknown. */
    pidStartTime: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    hostname: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    acquiredAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const storageErrorCodes = (/* unused pure expression or super */ null && ([
    'CORRUPT_EVENT_STREAM',
    'ARTIFACT_NOT_FOUND',
    'ARTIFACT_INTEGRITY',
    'STORAGE_LIMIT_EXCEEDED',
    'KNOWN_SECRET',
    'UNSAFE_STORAGE_PATH',
    'PROCESS_LOCKED',
    'DEFINITION_EXISTS',
    'INVALID_STORE_ID',
    'STORAGE_IO',
    /** The stored definition does not parse or does not match its digest. */
    'CORRUPT_DEFINITION',
    /** createLocalRunStorage options (policy, knownSecrets, directory) are not what it accepts. */
    'INVALID_STORAGE_OPTIONS',
    /** The log is already open for appending in this process (one writer per log). */
    'LOG_IN_USE',
]));


/***/ }),

/***/ 97018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   El: () => (/* binding */ isStorageError),
/* harmony export */   HK: () => (/* binding */ describeCodedError),
/* harmony export */   UK: () => (/* binding */ errnoCode),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   aq: () => (/* binding */ StorageError),
/* harmony export */   bD: () => (/* binding */ ioError)
/* harmony export */ });
class StorageError extends Error {
    name = 'StorageError';
    code;
    runId;
    log;
    line;
    seq;
    path;
    digest;
    limit;
    actual;
    holder;
    constructor(code, message, context = {}) {
        super(message, context.cause === undefined ? undefined : { cause: context.cause });
        this.code = code;
        this.runId = context.runId;
        this.log = context.log;
        this.line = context.line;
        this.seq = context.seq;
        this.path = context.path;
        this.digest = context.digest;
        this.limit = context.limit;
        this.actual = context.actual;
        this.holder = context.holder;
    }
}
function isStorageError(error, code) {
    return error instanceof StorageError && (code === undefined || error.code === code);
}
/** Node's errno code of a failed fs call, if any. */
function errnoCode(error) {
    if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
        return error.code;
    }
    return undefined;
}
/** Wraps an unexpected fs failure; path errors that mean "something is not what we created" stay UNSAFE_STORAGE_PATH. */
function ioError(action, path, cause, context = {}) {
    if (cause instanceof StorageError)
        return cause;
    const errno = errnoCode(cause);
    if (errno === 'ELOOP' || errno === 'ENOTDIR') {
        return new StorageError('UNSAFE_STORAGE_PATH', `${action} ${path}: a path component is a symlink or not a directory (${errno})`, {
            ...context,
            path,
            cause,
        });
    }
    const detail = cause instanceof Error ? cause.message : String(cause);
    return new StorageError('STORAGE_IO', `${action} ${path} failed: ${detail}`, { ...context, path, cause });
}
/** Text of an unknown thrown value, for wrapping messages (the one definition every layer uses). */
function describeError(error) {
    return error instanceof Error ? error.message : String(error);
}
/** describeError with the error's string `code` in front (`RUN_STORAGE: ...`), when it has one. */
function describeCodedError(error) {
    const code = typeof error === 'object' && error !== null ? error.code : undefined;
    return `${typeof code === 'string' ? `${code}: ` : ''}${describeError(error)}`;
}


/***/ }),

/***/ 65239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ assertNamespace),
/* harmony export */   V: () => (/* binding */ assertStoreId)
/* harmony export */ });
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97018);
// Run IDs, namespaces and checkpoint names become directory and file names and cache-key
// parts, so they are limited to storeIdPattern and checked before any path is built.


/** Namespaces that would collide with the store's own top-level entries. */
const reservedNamespaces = new Set(['.local']);
const rule = '1-100 characters from [A-Za-z0-9._-], not "." or ".."';
function assertStoreId(kind, value) {
    if (typeof value !== 'string') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StorageError */ .aq('INVALID_STORE_ID', `${kind} must be a string of ${rule}; got ${typeof value}`);
    }
    if (_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .storeIdPattern */ .X.test(value))
        return;
    let reason;
    if (value.length === 0)
        reason = 'it is empty';
    else if (value.length > 100)
        reason = `it is ${value.length} characters long`;
    else if (value === '.' || value === '..')
        reason = 'it is a relative path';
    else
        reason = `it contains ${JSON.stringify(value.match(/[^A-Za-z0-9._-]/)?.[0] ?? '')}`;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StorageError */ .aq('INVALID_STORE_ID', `${kind} ${JSON.stringify(value.slice(0, 120))} is invalid (${reason}): use ${rule}`);
}
function assertNamespace(value) {
    assertStoreId('namespace', value);
    if (reservedNamespaces.has(value.toLowerCase())) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StorageError */ .aq('INVALID_STORE_ID', `namespace ${JSON.stringify(value)} is reserved for machine-local state: choose another name`);
    }
}


/***/ }),

/***/ 52079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ jsonString),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   tv: () => (/* binding */ digestJson)
/* harmony export */ });
/* unused harmony export cloneFrozenJson */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Canonical JSON (sorted keys, no whitespace; strings and numbers as JSON.stringify writes
// them, which matches RFC 8785 for JSON values) and the digests built on it.

/** Serialises a JSON value canonically. Throws TypeError on anything that is not plain JSON. */
function canonicalJson(value) {
    // The fast walk keeps no path and no ancestor set: it runs on every record the store writes.
    // Anything it does not accept (bad values, cycles, very deep values) is walked again by the
    // checking encoder, which either encodes it or throws the TypeError naming where it failed.
    const fast = encodeFast(value, 0);
    return fast ?? encode(value, new Set(), '$');
}
/** Depth past which the fast walk gives up, so a cycle is reported by the checking encoder. */
const maxFastDepth = 200;
/** Characters JSON.stringify escapes (control characters, quote, backslash, lone surrogates). */
const needsEscape = /[\u0000-\u001f"\\\ud800-\udfff]/;
/** A string as JSON: most strings need no escape, and quoting them by hand is cheaper than JSON.stringify. */
function jsonString(text) {
    return needsEscape.test(text) ? JSON.stringify(text) : `"${text}"`;
}
/** The canonical form, or undefined when `value` needs the checking encoder. */
function encodeFast(value, depth) {
    switch (typeof value) {
        case 'string':
            return jsonString(value);
        case 'number':
            // A finite number's JSON text is its ToString (what JSON.stringify writes, -0 as 0).
            return Number.isFinite(value) ? String(value) : undefined;
        case 'boolean':
            return value ? 'true' : 'false';
        case 'object':
            break;
        default:
            return undefined;
    }
    if (value === null)
        return 'null';
    if (depth === maxFastDepth)
        return undefined;
    if (Array.isArray(value)) {
        let out = '[';
        for (let index = 0; index < value.length; index += 1) {
            const item = encodeFast(value[index], depth + 1);
            if (item === undefined)
                return undefined;
            out += index === 0 ? item : `,${item}`;
        }
        return `${out}]`;
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null)
        return undefined;
    const record = value;
    const keys = Object.keys(record);
    if (keys.length > 1)
        keys.sort();
    let out = '{';
    for (let index = 0; index < keys.length; index += 1) {
        const key = keys[index];
        const item = encodeFast(record[key], depth + 1);
        if (item === undefined)
            return undefined;
        out += `${index === 0 ? '' : ','}${jsonString(key)}:${item}`;
    }
    return `${out}}`;
}
/** The checking encoder: tracks the path and the ancestors to name what is not JSON. */
function encode(value, ancestors, at) {
    if (value === null)
        return 'null';
    switch (typeof value) {
        case 'boolean':
            return value ? 'true' : 'false';
        case 'string':
            return JSON.stringify(value);
        case 'number':
            if (!Number.isFinite(value))
                throw new TypeError(`canonicalJson: ${at} is ${value}; only finite numbers are JSON`);
            return JSON.stringify(value);
        case 'object':
            break;
        default:
            throw new TypeError(`canonicalJson: ${at} is ${typeof value}; only null, booleans, finite numbers, strings, arrays and plain objects are JSON`);
    }
    const object = value;
    if (ancestors.has(object))
        throw new TypeError(`canonicalJson: ${at} is a cycle`);
    ancestors.add(object);
    try {
        if (Array.isArray(object)) {
            const parts = [];
            for (let index = 0; index < object.length; index += 1) {
                // A hole reads as undefined and is rejected, like any undefined.
                parts.push(encode(object[index], ancestors, `${at}[${index}]`));
            }
            return `[${parts.join(',')}]`;
        }
        const prototype = Object.getPrototypeOf(object);
        if (prototype !== Object.prototype && prototype !== null) {
            throw new TypeError(
            // A prototype without a constructor (Object.create(proto)) has none to name.
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
            `canonicalJson: ${at} is a ${object.constructor?.name ?? 'non-plain object'}; only plain objects are JSON`);
        }
        const record = object;
        const keys = Object.keys(record).sort();
        const parts = [];
        for (const key of keys)
            parts.push(`${JSON.stringify(key)}:${encode(record[key], ancestors, `${at}.${key}`)}`);
        return `{${parts.join(',')}}`;
    }
    finally {
        ancestors.delete(object);
    }
}
/** SHA-256 of bytes (a string is hashed as UTF-8), lower-case hex. */
function sha256Hex(bytes) {
    // One-shot hash: about twice as fast as createHash for the small inputs of event records.
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', bytes, 'hex');
}
/** `sha256:<hex>` of the canonical JSON of a value. */
function digestJson(value) {
    return `sha256:${sha256Hex(canonicalJson(value))}`;
}
/** A deep, frozen copy of a JSON value (validated like canonicalJson). */
function cloneFrozenJson(value) {
    return deepFreeze(JSON.parse(canonicalJson(value)));
}
function deepFreeze(value) {
    if (typeof value === 'object' && value !== null) {
        for (const child of Object.values(value))
            deepFreeze(child);
        Object.freeze(value);
    }
    return value;
}


/***/ }),

/***/ 5891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GC: () => (/* binding */ runSegments),
/* harmony export */   KF: () => (/* binding */ attemptLogSegments),
/* harmony export */   Tf: () => (/* binding */ checkpointSegments),
/* harmony export */   ge: () => (/* binding */ eventLogFileName),
/* harmony export */   wF: () => (/* binding */ localDirectoryName),
/* harmony export */   xe: () => (/* binding */ runsSegments),
/* harmony export */   ye: () => (/* binding */ lockSegments),
/* harmony export */   zL: () => (/* binding */ artifactSegments)
/* harmony export */ });
const localDirectoryName = '.local';
function runSegments(namespace, runId) {
    return [namespace, 'runs', runId];
}
function runsSegments(namespace) {
    return [namespace, 'runs'];
}
function artifactSegments(namespace, runId) {
    return [...runSegments(namespace, runId), 'artifacts'];
}
function checkpointSegments(namespace, runId) {
    return [...runSegments(namespace, runId), 'checkpoints'];
}
function lockSegments(namespace) {
    return [localDirectoryName, 'locks', namespace];
}
function eventLogFileName(log) {
    return `${log}.events.jsonl`;
}
/** Live output of node attempts (`<attemptId>.head.jsonl`, `<attemptId>.tail.jsonl`). */
function attemptLogSegments(namespace, runId) {
    return [...runSegments(namespace, runId), 'logs'];
}


/***/ }),

/***/ 54385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ createLocalRunStorage),
  a: () => (/* binding */ runDirectoryPath)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
// EXTERNAL MODULE: ./src/store/errors.ts
var errors = __webpack_require__(97018);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/store/json.ts
var json = __webpack_require__(52079);
// EXTERNAL MODULE: ./src/store/paths.ts
var paths = __webpack_require__(4353);
// EXTERNAL MODULE: ./src/store/secret-scan.ts
var secret_scan = __webpack_require__(28799);
;// CONCATENATED MODULE: ./src/store/artifacts.ts
// Content-addressed artifacts of one run: file name = SHA-256 hex of the bytes, written to
// a temp file, synced, then linked into place (an existing digest is never rewritten).
// Every read re-verifies length and digest.









const putOptionsSchema = schemas/* object */.Ikc({
    mediaType: schemas/* string */.YjP().min(1).max(200),
    purpose: schemas/* string */.YjP().min(1).max(200),
    contentMode: schemas/* enum */.k5n(contract/* contentModes */.MU),
});
const digestName = /^[0-9a-f]{64}$/;
function createArtifactStore(options) {
    const { root, segments, runId, policy, secrets } = options;
    // Artifacts are immutable, so a size once seen stays valid while the file exists; only new
    // names (from this or another process) need an lstat. The directory is listed on every call
    // so the quota sees what other processes stored.
    const knownSizes = new Map();
    async function sizes(directory) {
        const found = new Map();
        if (directory === undefined)
            return found;
        let names;
        try {
            names = await external_node_fs_.promises.readdir(directory);
        }
        catch (error) {
            throw (0,errors/* ioError */.bD)('listing artifacts', directory, error, { runId });
        }
        await Promise.all(names
            .filter((name) => digestName.test(name))
            .map(async (name) => {
            const known = knownSizes.get(name);
            if (known !== undefined)
                return void found.set(name, known);
            const stats = await external_node_fs_.promises.lstat(external_node_path_default().join(directory, name)).catch(() => undefined);
            if (stats?.isFile())
                found.set(name, stats.size);
        }));
        knownSizes.clear();
        for (const [name, size] of found)
            knownSizes.set(name, size);
        return found;
    }
    const sum = (map) => [...map.values()].reduce((total, size) => total + size, 0);
    return {
        async put(content, putOptions) {
            const parsed = putOptionsSchema.safeParse(putOptions);
            if (!parsed.success) {
                const issue = parsed.error.issues[0];
                throw new TypeError(`artifact options: ${issue?.path.join('.')}: ${issue?.message} (mediaType and purpose 1-200 chars, contentMode one of ${contract/* contentModes */.MU.join(', ')})`);
            }
            const { mediaType, purpose, contentMode } = parsed.data;
            let bytes = typeof content === 'string'
                ? Buffer.from(content, 'utf8')
                : Buffer.from(content); /* a copy: the caller may reuse its buffer */
            if (contentMode === 'display') {
                bytes = secrets.redact(bytes);
            }
            else {
                const secret = secrets.findInBytes(bytes);
                if (secret >= 0) {
                    throw new errors/* StorageError */.aq('KNOWN_SECRET', `${purpose} artifact (${contentMode}) holds knownSecrets[${secret}]; it was not stored`, { runId });
                }
            }
            // Behind an encoding a secret cannot be redacted in place: refused in every mode.
            const encoded = (0,secret_scan/* findEncodedSecret */.M$)(secrets, bytes);
            if (encoded !== null) {
                throw new errors/* StorageError */.aq('KNOWN_SECRET', `${purpose} artifact (${contentMode}) holds knownSecrets[${encoded.index}] (${(0,secret_scan/* describeFinding */.jb)(encoded)}); it was not stored`, { runId });
            }
            if (bytes.length > policy.maxArtifactBytes) {
                throw new errors/* StorageError */.aq('STORAGE_LIMIT_EXCEEDED', `${purpose} artifact is ${bytes.length} bytes; maxArtifactBytes is ${policy.maxArtifactBytes}`, {
                    runId,
                    limit: policy.maxArtifactBytes,
                    actual: bytes.length,
                });
            }
            const hex = (0,json/* sha256Hex */.fg)(bytes);
            const ref = { schemaVersion: 1, digest: `sha256:${hex}`, bytes: bytes.length, mediaType, purpose };
            const directory = await (0,paths/* ensureDirectory */.EA)(root, segments);
            const existing = await sizes(directory);
            const stored = existing.get(hex);
            if (stored !== undefined) {
                // Immutable: a re-put is free and leaves the file as it is.
                if (stored !== bytes.length) {
                    throw new errors/* StorageError */.aq('ARTIFACT_INTEGRITY', `stored artifact ${ref.digest} is ${stored} bytes, expected ${bytes.length}`, { runId, digest: ref.digest });
                }
                return ref;
            }
            const total = sum(existing) + bytes.length;
            if (total > policy.maxTotalArtifactBytesPerRun) {
                throw new errors/* StorageError */.aq('STORAGE_LIMIT_EXCEEDED', `${purpose} artifact (${bytes.length} bytes) would bring run ${runId} to ${total} bytes of artifacts; maxTotalArtifactBytesPerRun is ${policy.maxTotalArtifactBytesPerRun}`, { runId, limit: policy.maxTotalArtifactBytesPerRun, actual: total });
            }
            const target = (0,paths/* joinInside */.lG)(directory, [hex]);
            const temp = (0,paths/* joinInside */.lG)(directory, [`.tmp-${(0,external_node_crypto_.randomUUID)()}`]);
            try {
                await (0,paths/* writeNewFile */.S0)(temp, bytes, true);
                try {
                    await external_node_fs_.promises.link(temp, target);
                }
                catch (error) {
                    if ((0,errors/* errnoCode */.UK)(error) !== 'EEXIST')
                        throw error;
                    // A concurrent put stored the same bytes, unless the name is taken by something else.
                    const kind = await (0,paths/* entryKind */.FY)(target);
                    if (kind !== 'file')
                        throw new errors/* StorageError */.aq('UNSAFE_STORAGE_PATH', `${target} is a ${kind}, not an artifact file`, {
                            path: target,
                        });
                }
                await (0,paths/* fsyncDirectory */.hO)(directory);
            }
            catch (error) {
                throw (0,errors/* ioError */.bD)('storing artifact', target, error, { runId, digest: ref.digest });
            }
            finally {
                await (0,paths/* removeQuietly */.S2)(temp);
            }
            return ref;
        },
        async get(ref) {
            const parsed = contract/* artifactRefSchema */.TK.safeParse(ref);
            if (!parsed.success) {
                throw new errors/* StorageError */.aq('ARTIFACT_INTEGRITY', `artifact reference is malformed: ${parsed.error.issues[0]?.message}`, { runId });
            }
            const { digest, bytes } = parsed.data;
            const hex = digest.slice('sha256:'.length);
            const directory = await (0,paths/* findDirectory */.te)(root, segments);
            const file = directory === undefined ? undefined : (0,paths/* joinInside */.lG)(directory, [hex]);
            let content;
            if (file !== undefined) {
                try {
                    const handle = await (0,paths/* openFile */.Tq)(file, external_node_fs_.constants.O_RDONLY);
                    try {
                        content = await handle.readFile();
                    }
                    finally {
                        await handle.close();
                    }
                }
                catch (error) {
                    if ((0,errors/* errnoCode */.UK)(error) !== 'ENOENT')
                        throw (0,errors/* ioError */.bD)('reading artifact', file, error, { runId, digest });
                }
            }
            if (content === undefined) {
                throw new errors/* StorageError */.aq('ARTIFACT_NOT_FOUND', `artifact ${digest} of run ${runId} is not in the store`, {
                    runId,
                    digest,
                    path: file,
                });
            }
            if (content.length !== bytes) {
                throw new errors/* StorageError */.aq('ARTIFACT_INTEGRITY', `artifact ${digest} is ${content.length} bytes, its reference says ${bytes}`, { runId, digest, path: file });
            }
            if ((0,json/* sha256Hex */.fg)(content) !== hex) {
                throw new errors/* StorageError */.aq('ARTIFACT_INTEGRITY', `artifact ${digest} does not match its digest`, {
                    runId,
                    digest,
                    path: file,
                });
            }
            return content;
        },
        async totalBytes() {
            return sum(await sizes(await (0,paths/* findDirectory */.te)(root, segments)));
        },
    };
}

// EXTERNAL MODULE: ./src/store/checkpoint.ts
var checkpoint = __webpack_require__(18635);
;// CONCATENATED MODULE: ./src/store/definition.ts
// The run definition: written once, stored with its digest, verified on every read.
// Write-once is enforced by the file system: the content goes to a private temp file, which
// is then hard-linked to the final name; link() fails if the name exists, so of two racing
// writers exactly one wins, and a reader never sees a half-written definition.







const definitionFileName = 'definition.json';
const storedDefinitionSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    digest: schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/),
    definition: schemas/* custom */.IeY((value) => value !== undefined),
})
    .strict();
async function writeDefinitionFile(runDirectory, runId, definition, secrets) {
    const body = (0,json/* canonicalJson */.dj)(definition);
    const secret = secrets.findIn(body);
    if (secret >= 0)
        throw new errors/* StorageError */.aq('KNOWN_SECRET', `definition of run ${runId} holds knownSecrets[${secret}]; it was not stored`, { runId });
    const encoded = (0,secret_scan/* findEncodedSecretInValue */.Km)(secrets, definition);
    if (encoded !== null)
        throw new errors/* StorageError */.aq('KNOWN_SECRET', `definition of run ${runId} holds knownSecrets[${encoded.index}] (${(0,secret_scan/* describeFinding */.jb)(encoded)}); it was not stored`, { runId });
    const content = (0,json/* canonicalJson */.dj)({
        schemaVersion: 1,
        digest: (0,json/* digestJson */.tv)(definition),
        definition: JSON.parse(body),
    });
    const target = (0,paths/* joinInside */.lG)(runDirectory, [definitionFileName]);
    const temp = (0,paths/* joinInside */.lG)(runDirectory, [`.definition-${(0,external_node_crypto_.randomUUID)()}.tmp`]);
    try {
        await (0,paths/* writeNewFile */.S0)(temp, `${content}\n`, true);
        try {
            await external_node_fs_.promises.link(temp, target);
        }
        catch (error) {
            if ((0,errors/* errnoCode */.UK)(error) === 'EEXIST') {
                throw new errors/* StorageError */.aq('DEFINITION_EXISTS', `run ${runId} already has a definition; it is written once`, {
                    runId,
                    path: target,
                });
            }
            throw error;
        }
        await (0,paths/* fsyncDirectory */.hO)(runDirectory);
    }
    catch (error) {
        throw (0,errors/* ioError */.bD)('writing definition', target, error, { runId });
    }
    finally {
        await (0,paths/* removeQuietly */.S2)(temp);
    }
}
/** The verified definition, or undefined when none was written. Tampering -> CORRUPT_DEFINITION. */
async function readDefinitionFile(runDirectory, runId) {
    if (runDirectory === undefined)
        return undefined;
    const file = (0,paths/* joinInside */.lG)(runDirectory, [definitionFileName]);
    const bytes = await (0,paths/* readFileIfExists */.QD)(file);
    if (bytes === undefined)
        return undefined;
    const refuse = (problem) => new errors/* StorageError */.aq('CORRUPT_DEFINITION', `definition of run ${runId} is corrupt: ${problem} (${file})`, {
        runId,
        path: file,
    });
    let raw;
    try {
        raw = JSON.parse(bytes.toString('utf8'));
    }
    catch {
        throw refuse('not valid JSON');
    }
    const parsed = storedDefinitionSchema.safeParse(raw);
    if (!parsed.success)
        throw refuse(`does not match the stored definition schema (${parsed.error.issues[0]?.message})`);
    if ((0,json/* digestJson */.tv)(parsed.data.definition) !== parsed.data.digest)
        throw refuse('its digest does not match its content');
    return parsed.data.definition;
}

;// CONCATENATED MODULE: ./src/store/event-record.ts
// One event-log line: its canonical encoding, its hash, and the checks a reader applies.



const zeroHash = '0'.repeat(64);
/**
 * Builds the canonical line (without its newline) and the hash of the record without `hash`.
 * Keys are written in canonical (sorted) order by hand so the append path serialises `data`
 * only once: at, batchRemaining, data, [hash], id, prev, schemaVersion, seq, session, type.
 */
function encodeRecord(fields) {
    const head = `{"at":${(0,json/* jsonString */.I)(fields.at)},"batchRemaining":${fields.batchRemaining},"data":${fields.dataJson}`;
    const tail = `"id":${(0,json/* jsonString */.I)(fields.id)},"prev":${(0,json/* jsonString */.I)(fields.prev)},"schemaVersion":1,` +
        `"seq":${fields.seq},"session":${fields.session},"type":${(0,json/* jsonString */.I)(fields.type)}}`;
    const hash = (0,json/* sha256Hex */.fg)(`${head},${tail}`);
    return { line: `${head},"hash":"${hash}",${tail}`, hash };
}
// `data` came out of JSON.parse, so it is JSON already; re-validating it recursively would
// only cost time. Unknown keys are refused: an edited record must not verify.
const storedLineSchema = contract/* storedEventSchema */.vV.extend({ data: schemas/* custom */.IeY(() => true) }).strict();
const lineKeys = new Set(Object.keys(storedLineSchema.shape));
const hex64 = /^[0-9a-f]{64}$/;
const isCount = (value, min) => Number.isSafeInteger(value) && value >= min;
const isText = (value, min) => typeof value === 'string' && value.length >= min;
/**
 * The common case of storedLineSchema, checked by hand: a verified read checks every line, and the
 * schema walk was a quarter of its time. Never looser than the schema (test/store/event-record.test.ts
 * holds the two together); a line it does not accept goes to the schema, which names the problem.
 */
function isWellFormedLine(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        return false;
    const keys = Object.keys(raw);
    if (keys.length !== lineKeys.size || !keys.every((key) => lineKeys.has(key)))
        return false;
    const line = raw;
    return (line.schemaVersion === 1 &&
        isCount(line.seq, 0) &&
        isText(line.id, 1) &&
        isText(line.at, 0) &&
        isText(line.type, 1) &&
        isCount(line.session, 1) &&
        line.data !== undefined &&
        isCount(line.batchRemaining, 0) &&
        typeof line.prev === 'string' &&
        hex64.test(line.prev) &&
        typeof line.hash === 'string' &&
        hex64.test(line.hash));
}
/** Parses one complete line and checks its schema and its own checksum (not its place in the chain). */
function parseRecord(text) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return { ok: false, problem: text.length === 0 ? 'the line is empty' : 'the line is not valid JSON' };
    }
    let event;
    if (isWellFormedLine(raw))
        event = raw;
    else {
        const parsed = storedLineSchema.safeParse(raw);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            return {
                ok: false,
                problem: `the record does not match the event schema (${issue?.path.join('.') || 'record'}: ${issue?.message})`,
            };
        }
        event = parsed.data;
    }
    const { hash } = encodeRecord({ ...event, dataJson: (0,json/* canonicalJson */.dj)(event.data) });
    if (hash !== event.hash)
        return { ok: false, problem: 'its checksum does not match its content' };
    return { ok: true, event };
}
/** Parses and verifies one complete line. Returns the record or a description of what is wrong. */
function verifyLine(text, expected) {
    const parsed = parseRecord(text);
    if (!parsed.ok)
        return parsed;
    const { event } = parsed;
    if (event.seq !== expected.seq)
        return { ok: false, problem: `seq is ${event.seq}, expected ${expected.seq}` };
    if (event.prev !== expected.prev)
        return { ok: false, problem: "prev does not match the previous record's hash" };
    if (expected.batchRemaining !== undefined && event.batchRemaining !== expected.batchRemaining) {
        return {
            ok: false,
            problem: `batchRemaining is ${event.batchRemaining}, expected ${expected.batchRemaining} inside an open batch`,
        };
    }
    return { ok: true, event };
}

;// CONCATENATED MODULE: ./src/store/event-log-reader.ts


const startCursor = Object.freeze({ offset: 0, nextSeq: 0, head: zeroHash });
const newline = 0x0a;
/**
 * Verifies `bytes`, the content of the log from `from.offset` to its end. When `from.offset` > 0,
 * `bytes` must start with the byte just before the cursor (which has to be a newline), so a cursor
 * that does not sit on a record boundary is caught.
 */
function scanEventLog(bytes, from, where) {
    let start = 0;
    if (from.offset > 0) {
        if (bytes[0] !== newline)
            throw corrupt(where, from.nextSeq + 1, 'the cursor does not sit on a record boundary');
        start = 1;
    }
    let end = bytes.length;
    while (end > start && bytes[end - 1] === 0)
        end -= 1; // padding
    let completeEnd = start;
    if (end > start) {
        const lastNewline = bytes.lastIndexOf(newline, end - 1);
        if (lastNewline >= start)
            completeEnd = lastNewline + 1;
    }
    const incomplete = end > completeEnd;
    const events = [];
    let pending = [];
    const base = from.offset - start; // file offset of bytes[0]
    let cursor = { ...from };
    let nextSeq = from.nextSeq;
    let head = from.head;
    let openBatch;
    let lineStart = start;
    let unfinished = false;
    while (lineStart < completeEnd) {
        const lineEnd = bytes.indexOf(newline, lineStart);
        const text = bytes.toString('utf8', lineStart, lineEnd);
        const verdict = verifyLine(text, {
            seq: nextSeq,
            prev: head,
            batchRemaining: openBatch === undefined ? undefined : openBatch - 1,
        });
        if (!verdict.ok) {
            const lastSeq = openBatch === undefined ? undefined : nextSeq - 1 + openBatch;
            if (isBatchInFlight(bytes, base, lineStart, end, nextSeq, lastSeq)) {
                unfinished = true;
                break;
            }
            throw corrupt(where, nextSeq + 1, verdict.problem);
        }
        const event = verdict.event;
        pending.push(event);
        nextSeq += 1;
        head = event.hash;
        lineStart = lineEnd + 1;
        if (event.batchRemaining === 0) {
            for (const closed of pending)
                events.push(closed);
            pending = [];
            openBatch = undefined;
            cursor = { offset: base + lineStart, nextSeq, head };
        }
        else {
            openBatch = event.batchRemaining;
        }
    }
    return { events, cursor, tornTail: unfinished || incomplete || pending.length > 0 };
}
/** Disks write whole sectors: a block of a write that did not reach the disk ends on this boundary. */
const sector = 512;
/**
 * Whether `bytes[from, end)` (`base` is the file offset of bytes[0]), starting with a line that
 * failed verification, can be the one batch the writer was putting into preallocated NUL space
 * when the power failed. The writer syncs each batch before it writes the next, and records never
 * contain a NUL byte (JSON escapes it), so such a tail is that batch with NULs in the sectors that
 * did not reach the disk (in any order): every damaged line holds a NUL, every run of NULs ends on
 * a sector boundary, and every intact line is a record of that one batch, after record `seq` (the
 * damaged one), up to and including its closing record and nothing after it. Anything else (a
 * changed record, a stray NUL, a later batch) is corruption. A reader racing a live writer can see
 * NUL runs that end anywhere; readLogFrom reads again then.
 */
function isBatchInFlight(bytes, base, from, end, seq, lastSeq) {
    const holdsNul = (lineStart, lineEnd) => bytes.subarray(lineStart, lineEnd).includes(0);
    let lineEnd = bytes.indexOf(newline, from);
    if (!holdsNul(from, lineEnd))
        return false;
    for (let at = bytes.indexOf(0, from); at >= 0 && at < end; at = bytes.indexOf(0, at)) {
        while (bytes[at] === 0)
            at += 1;
        if ((base + at) % sector !== 0)
            return false;
    }
    let previous; // the intact record on the line just before, if any
    let last = lastSeq;
    let lastSeen = seq;
    let closed = false;
    for (let at = lineEnd + 1; at < end; at = lineEnd + 1) {
        if (closed)
            return false; // bytes after the batch's closing record
        lineEnd = bytes.indexOf(newline, at);
        if (lineEnd < 0 || lineEnd >= end)
            return true; // an incomplete final fragment
        if (holdsNul(at, lineEnd)) {
            previous = undefined;
            continue;
        }
        const parsed = parseRecord(bytes.toString('utf8', at, lineEnd));
        if (!parsed.ok)
            return false;
        const event = parsed.event;
        if (event.seq <= lastSeen || (last !== undefined && event.seq + event.batchRemaining !== last))
            return false;
        if (previous !== undefined && (event.seq !== previous.seq + 1 || event.prev !== previous.hash))
            return false;
        last = event.seq + event.batchRemaining;
        lastSeen = event.seq;
        previous = event;
        closed = event.batchRemaining === 0;
    }
    return true;
}
function corrupt(where, line, problem) {
    return new errors/* StorageError */.aq('CORRUPT_EVENT_STREAM', `${where.log} event log of run ${where.runId} is corrupt at line ${line}: ${problem} (${where.path})`, { runId: where.runId, log: where.log, line, seq: line - 1, path: where.path });
}

;// CONCATENATED MODULE: ./src/store/event-log.ts
// The single writer of one event log. The file descriptor stays open between appends and the
// chain head is kept in memory, so an append is one write of the whole batch and one
// fdatasync, with no stat, open or read-back on the way.
//
// The file is kept preallocated with written NUL bytes past the last record: an fdatasync after a
// write that extends the file also commits the new size (a journal commit on ext4), while one
// after a write into blocks already written and synced does not, and costs about a third less.
// Sparse space (ftruncate) does not help, so the zeros are written, in the same append (before
// its one fdatasync) as the batch that outgrew them. Readers treat trailing NULs as padding;
// close() trims them so files at rest carry none.









function parseCursor(from) {
    if (from === undefined)
        return startCursor;
    const parsed = contract/* eventCursorSchema */.Q4.safeParse(from);
    if (!parsed.success)
        throw new TypeError(`event cursor must be { offset, nextSeq, head: 64 hex }: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
}
/** Reads and verifies the log from a cursor to its end without changing the file. */
async function readLogFrom(handle, from, where) {
    // A reader racing the live writer can catch the batch being written into the padding half
    // landed, with NULs where its bytes are not yet (not on sector boundaries, as a power loss
    // leaves them). That write takes microseconds: read again before calling the log corrupt.
    for (let attempt = 1;; attempt += 1) {
        const { bytes, size } = await readBytesFrom(handle, from, where);
        try {
            return { read: scanEventLog(bytes, from, where), size };
        }
        catch (error) {
            if (attempt === 3 ||
                !(error instanceof errors/* StorageError */.aq) ||
                error.code !== 'CORRUPT_EVENT_STREAM' ||
                !bytes.includes(0))
                throw error;
        }
    }
}
async function readBytesFrom(handle, from, where) {
    const { size } = await handle.stat();
    if (size < from.offset) {
        throw corrupt(where, from.nextSeq + 1, `the log is ${size} bytes long, shorter than the cursor at byte ${from.offset}`);
    }
    const readStart = from.offset > 0 ? from.offset - 1 : 0; // include the newline that ends the cursor's record
    const buffer = Buffer.allocUnsafe(size - readStart);
    let filled = 0;
    while (filled < buffer.length) {
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, readStart + filled);
        if (bytesRead === 0)
            break;
        filled += bytesRead;
    }
    return { bytes: buffer.subarray(0, filled), size };
}
/** Preallocation step: a batch that does not fit extends the file to at least this far past its end. */
const preallocationBytes = 64 * 1024;
const zeros = Buffer.alloc(preallocationBytes);
/** Writes all of `bytes` at `position` (a positional write may be short). */
function writeAllAt(fd, bytes, position) {
    let written = 0;
    while (written < bytes.length)
        written += (0,external_node_fs_.writeSync)(fd, bytes, written, bytes.length - written, position + written);
}
async function openLocalEventLog(options) {
    const { where } = options;
    const from = parseCursor(options.from);
    let handle;
    try {
        // No O_APPEND: batches are written at the cursor, inside the preallocated padding.
        handle = await (0,paths/* openFile */.Tq)(where.path, external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_CREAT);
    }
    catch (error) {
        throw (0,errors/* ioError */.bD)('opening event log', where.path, error, { runId: where.runId, log: where.log });
    }
    let state;
    try {
        const { read, size } = await readLogFrom(handle, from, where);
        if (read.cursor.offset < size) {
            // Discard the torn tail and any padding so the next batch continues the chain from the last
            // closed batch. Preallocation starts again with the first append.
            await handle.truncate(read.cursor.offset);
            await handle.datasync();
        }
        state = { ...read.cursor };
    }
    catch (error) {
        await handle.close();
        throw (0,errors/* ioError */.bD)('opening event log', where.path, error, { runId: where.runId, log: where.log });
    }
    return new LocalEventLog(handle, state, options);
}
class LocalEventLog {
    name;
    #handle;
    #state;
    /** File size: the records end at #state.offset, NUL padding fills the rest. */
    #allocatedEnd;
    #directorySynced;
    #options;
    #queue = Promise.resolve();
    #closed = false;
    /** Set when a write or sync failed: the file's end is unknown, so only a reopen (which verifies) may continue. */
    #failure;
    constructor(handle, state, options) {
        this.name = options.where.log;
        this.#handle = handle;
        this.#state = state;
        this.#allocatedEnd = state.offset;
        // Even an existing file may have been created by a process that died before syncing its
        // directory entry, so every writer syncs the directory once, after its first append.
        this.#directorySynced = false;
        this.#options = options;
    }
    cursor() {
        return { ...this.#state };
    }
    append(records) {
        // Checked at call time: an append made before close() still completes.
        if (this.#closed) {
            const { where } = this.#options;
            return Promise.reject(new errors/* StorageError */.aq('STORAGE_IO', `${where.log} event log of run ${where.runId} is closed`, {
                runId: where.runId,
                log: where.log,
            }));
        }
        const run = this.#queue.then(() => this.#append(records));
        this.#queue = run.catch(() => undefined);
        return run;
    }
    async close() {
        if (this.#closed)
            return;
        this.#closed = true;
        await this.#queue;
        try {
            // Trim the padding so files at rest (and the cache archive, artifact uploads) hold records
            // only. Not synced: if a power loss undoes the trim, the padding comes back, which readers
            // ignore and the next writer truncates on open; the records before it are durable already.
            // After a failed write this also drops whatever part of the failed batch got written.
            (0,external_node_fs_.ftruncateSync)(this.#handle.fd, this.#state.offset);
        }
        catch {
            // Trimming only saves space; leftover padding is harmless, so it must not fail the close.
        }
        await this.#handle.close();
        this.#options.onClose();
    }
    async #append(records) {
        const { where, policy, secrets } = this.#options;
        if (this.#failure !== undefined) {
            throw new errors/* StorageError */.aq('STORAGE_IO', `${where.log} event log of run ${where.runId} failed an earlier write; reopen it`, {
                runId: where.runId,
                log: where.log,
                cause: this.#failure,
            });
        }
        // Checked through an unknown: Array.isArray would narrow the readonly array itself to any[].
        const given = records;
        if (!Array.isArray(given))
            throw new TypeError('append takes an array of events');
        if (records.length === 0)
            return [];
        // Validate and encode the whole batch before writing anything.
        const at = new Date().toISOString();
        const lines = [];
        const stored = [];
        let { nextSeq: seq, head: prev } = this.#state;
        records.forEach((record, index) => {
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JavaScript callers may pass null entries
            if (typeof record?.type !== 'string' || record.type.length === 0)
                throw new TypeError(`event ${index}: type must be a non-empty string`);
            if (!Number.isInteger(record.session) || record.session < 1)
                throw new TypeError(`event ${index}: session must be a positive integer`);
            const dataJson = (0,json/* canonicalJson */.dj)(record.data);
            const dataBytes = Buffer.byteLength(dataJson);
            if (dataBytes > policy.maxEventPayloadBytes) {
                throw new errors/* StorageError */.aq('STORAGE_LIMIT_EXCEEDED', `event ${index} (${record.type}) has ${dataBytes} bytes of data; maxEventPayloadBytes is ${policy.maxEventPayloadBytes}`, { runId: where.runId, log: where.log, limit: policy.maxEventPayloadBytes, actual: dataBytes });
            }
            const fields = {
                seq,
                id: (0,external_node_crypto_.randomUUID)(),
                at,
                type: record.type,
                session: record.session,
                dataJson,
                batchRemaining: records.length - 1 - index,
                prev,
            };
            const { line, hash } = encodeRecord(fields);
            // Only what the caller supplied is searched: ids and hashes are random hex a short secret could match.
            const secret = Math.max(secrets.findIn(record.type), secrets.findIn(dataJson));
            if (secret >= 0) {
                throw new errors/* StorageError */.aq('KNOWN_SECRET', `event ${index} (${record.type}) holds knownSecrets[${secret}]; nothing was written`, {
                    runId: where.runId,
                    log: where.log,
                });
            }
            const data = JSON.parse(dataJson);
            const encoded = (0,secret_scan/* findEncodedSecretInValue */.Km)(secrets, record.type) ?? (0,secret_scan/* findEncodedSecretInValue */.Km)(secrets, data);
            if (encoded !== null) {
                throw new errors/* StorageError */.aq('KNOWN_SECRET', `event ${index} (${record.type}) holds knownSecrets[${encoded.index}] (${(0,secret_scan/* describeFinding */.jb)(encoded)}); nothing was written`, { runId: where.runId, log: where.log });
            }
            lines.push(line, '\n');
            stored.push({
                schemaVersion: 1,
                seq,
                id: fields.id,
                at,
                type: record.type,
                session: record.session,
                data,
                batchRemaining: fields.batchRemaining,
                prev,
                hash,
            });
            seq += 1;
            prev = hash;
        });
        const bytes = Buffer.from(lines.join(''), 'utf8');
        try {
            // Synchronous syscalls on purpose: the caller awaits durability anyway, and the two
            // thread-pool round trips of an async write + datasync cost as much as the sync itself
            // on a fast disk (see bench/store.ts). The event loop is blocked for one fdatasync.
            const fd = this.#handle.fd;
            const batchEnd = this.#state.offset + bytes.length;
            writeAllAt(fd, bytes, this.#state.offset);
            if (batchEnd > this.#allocatedEnd) {
                writeAllAt(fd, zeros, batchEnd);
                this.#allocatedEnd = batchEnd + zeros.length;
            }
            (0,external_node_fs_.fdatasyncSync)(fd);
            if (!this.#directorySynced) {
                await (0,paths/* fsyncDirectory */.hO)(this.#options.directory);
                this.#directorySynced = true;
            }
        }
        catch (error) {
            this.#failure = error;
            throw (0,errors/* ioError */.bD)('appending to event log', where.path, error, { runId: where.runId, log: where.log });
        }
        this.#state = { offset: this.#state.offset + bytes.length, nextSeq: seq, head: prev };
        return stored;
    }
}

// EXTERNAL MODULE: ./src/store/ids.ts
var ids = __webpack_require__(65239);
// EXTERNAL MODULE: ./src/store/layout.ts
var layout = __webpack_require__(5891);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/store/lock.ts
// The per-run process lock: a file created exclusively under the machine-local directory,
// holding who took it. It is never taken over by force; a holder that looks dead is still
// the holder until someone who read its token breaks it (and records that takeover).







/** Start time of a process in clock ticks since boot (/proc/<pid>/stat field 22), null where unknown. */
async function readPidStartTime(pid) {
    try {
        const stat = await external_node_fs_.promises.readFile(`/proc/${pid}/stat`, 'utf8');
        // The command name (field 2) may hold spaces and parentheses; fields after its closing ')' start at field 3.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const value = Number(fields[22 - 3]);
        return Number.isSafeInteger(value) ? value : null;
    }
    catch {
        return null;
    }
}
function lockFile(directory, runId) {
    return (0,paths/* joinInside */.lG)(directory, [`${runId}.lock`]);
}
async function readLock(location) {
    const directory = await (0,paths/* findDirectory */.te)(location.root, location.segments);
    if (directory === undefined)
        return undefined;
    const file = lockFile(directory, location.runId);
    const bytes = await (0,paths/* readFileIfExists */.QD)(file);
    if (bytes === undefined)
        return undefined;
    let raw;
    try {
        raw = JSON.parse(bytes.toString('utf8'));
    }
    catch {
        raw = undefined;
    }
    const parsed = contract/* lockHolderSchema */.h7.safeParse(raw);
    if (!parsed.success) {
        throw new errors/* StorageError */.aq('STORAGE_IO', `process lock of run ${location.runId} exists but its holder is unreadable; remove ${file} by hand once no process holds it`, {
            runId: location.runId,
            path: file,
        });
    }
    return parsed.data;
}
function describe(holder) {
    return `pid ${holder.pid} on ${holder.hostname} since ${holder.acquiredAt}`;
}
async function acquireLock(location) {
    const { runId } = location;
    const directory = await (0,paths/* ensureDirectory */.EA)(location.root, location.segments);
    const file = lockFile(directory, runId);
    const holder = {
        schemaVersion: 1,
        token: (0,external_node_crypto_.randomUUID)(),
        pid: process.pid,
        pidStartTime: await readPidStartTime(process.pid),
        hostname: external_node_os_default().hostname(),
        acquiredAt: new Date().toISOString(),
    };
    // Written whole to a temp file, then linked: the lock appears atomically with its holder inside.
    const temp = (0,paths/* joinInside */.lG)(directory, [`.${runId}.${holder.token}.tmp`]);
    try {
        await (0,paths/* writeNewFile */.S0)(temp, (0,json/* canonicalJson */.dj)(holder), true);
        try {
            await external_node_fs_.promises.link(temp, file);
        }
        catch (error) {
            if ((0,errors/* errnoCode */.UK)(error) !== 'EEXIST')
                throw error;
            const current = await readLock(location).catch(() => undefined);
            throw new errors/* StorageError */.aq('PROCESS_LOCKED', current === undefined
                ? `run ${runId} is locked by another process (${file})`
                : `run ${runId} is locked by ${describe(current)}; it is never taken over by force`, { runId, path: file, ...(current === undefined ? {} : { holder: current }) });
        }
        await (0,paths/* fsyncDirectory */.hO)(directory);
    }
    catch (error) {
        throw (0,errors/* ioError */.bD)('acquiring process lock', file, error, { runId });
    }
    finally {
        await (0,paths/* removeQuietly */.S2)(temp);
    }
    let released = false;
    return {
        token: holder.token,
        async release() {
            if (released)
                return;
            released = true;
            await removeIfToken(location, holder.token);
        },
    };
}
/** Removes the lock only when it is held under `token`; returns whether it was removed. */
async function removeIfToken(location, token) {
    const current = await readLock(location).catch(() => undefined);
    if (current?.token !== token)
        return false;
    const directory = (0,paths/* joinInside */.lG)(location.root, location.segments);
    await external_node_fs_.promises.rm(lockFile(directory, location.runId), { force: true });
    await (0,paths/* fsyncDirectory */.hO)(directory);
    return true;
}
async function breakLock(location, expectedToken) {
    const current = await readLock(location);
    if (current === undefined)
        return;
    if (current.token !== expectedToken) {
        throw new errors/* StorageError */.aq('PROCESS_LOCKED', `run ${location.runId} is locked by ${describe(current)} under another token; not broken`, {
            runId: location.runId,
            holder: current,
        });
    }
    await removeIfToken(location, expectedToken);
}

// EXTERNAL MODULE: ./src/store/secrets.ts
var store_secrets = __webpack_require__(68808);
;// CONCATENATED MODULE: ./src/store/local-storage.ts
// createLocalRunStorage: the run store as plain files, composed from the modules beside it.















const optionsSchema = schemas/* object */.Ikc({
    directory: schemas/* string */.YjP().min(1),
    namespace: schemas/* string */.YjP(),
    policy: contract/* storagePolicySchema */.z4.default(contract/* storagePolicySchema */.z4.parse({})),
    knownSecrets: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
});
/** Logs open for appending in this process, by file path: one writer per log. */
const openLogs = new Set();
function assertLogName(log) {
    if (!contract/* eventLogNames */.F8.includes(log)) {
        throw new TypeError(`event log must be one of ${contract/* eventLogNames */.F8.join(', ')}; got ${JSON.stringify(log)}`);
    }
}
async function createLocalRunStorage(options) {
    const parsed = optionsSchema.safeParse(options);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* StorageError */.aq('INVALID_STORAGE_OPTIONS', `storage options: ${issue?.path.join('.') || 'options'}: ${issue?.message}`);
    }
    const { namespace, policy } = parsed.data;
    (0,ids/* assertNamespace */.U)(namespace);
    const knownSecrets = Object.freeze(parsed.data.knownSecrets.filter((secret) => secret.length > 0));
    const secrets = (0,store_secrets/* createSecretMatcher */.x)(knownSecrets);
    const root = await (0,paths/* prepareRoot */.sJ)(parsed.data.directory);
    await (0,paths/* findDirectory */.te)(root, [namespace]); // refuses a symlinked namespace directory up front
    const runPath = (runId) => {
        (0,ids/* assertStoreId */.V)('run ID', runId);
        return (0,paths/* joinInside */.lG)(root, (0,layout/* runSegments */.GC)(namespace, runId));
    };
    const logLocation = (runId, log) => {
        assertLogName(log);
        return { runId, log, path: (0,paths/* joinInside */.lG)(runPath(runId), [(0,layout/* eventLogFileName */.ge)(log)]) };
    };
    const lockLocation = (runId) => {
        (0,ids/* assertStoreId */.V)('run ID', runId);
        return { root, segments: (0,layout/* lockSegments */.ye)(namespace), runId };
    };
    const checkpointName = (name) => {
        (0,ids/* assertStoreId */.V)('checkpoint name', name);
        return name;
    };
    const artifactStores = new Map();
    return {
        directory: root,
        namespace,
        policy: Object.freeze({ ...policy }),
        knownSecrets,
        runDirectory: runPath,
        localDirectory: () => (0,paths/* joinInside */.lG)(root, [layout/* localDirectoryName */.wF]),
        async writeDefinition(runId, definition) {
            runPath(runId);
            const directory = await (0,paths/* ensureDirectory */.EA)(root, (0,layout/* runSegments */.GC)(namespace, runId));
            await writeDefinitionFile(directory, runId, definition, secrets);
        },
        async readDefinition(runId) {
            runPath(runId);
            return readDefinitionFile(await (0,paths/* findDirectory */.te)(root, (0,layout/* runSegments */.GC)(namespace, runId)), runId);
        },
        async listRuns() {
            const directory = await (0,paths/* findDirectory */.te)(root, (0,layout/* runsSegments */.xe)(namespace));
            if (directory === undefined)
                return [];
            try {
                const entries = await external_node_fs_.promises.readdir(directory, { withFileTypes: true });
                return entries
                    .filter((entry) => entry.isDirectory() && contract/* storeIdPattern */.X.test(entry.name))
                    .map((entry) => entry.name)
                    .sort();
            }
            catch (error) {
                throw (0,errors/* ioError */.bD)('listing runs', directory, error);
            }
        },
        async openEventLog(runId, log, from) {
            const where = logLocation(runId, log);
            if (openLogs.has(where.path)) {
                throw new errors/* StorageError */.aq('LOG_IN_USE', `${log} event log of run ${runId} is already open for appending in this process`, { runId, log });
            }
            openLogs.add(where.path);
            try {
                const directory = await (0,paths/* ensureDirectory */.EA)(root, (0,layout/* runSegments */.GC)(namespace, runId));
                return await openLocalEventLog({
                    where,
                    directory,
                    policy,
                    secrets,
                    ...(from === undefined ? {} : { from }),
                    onClose: () => openLogs.delete(where.path),
                });
            }
            catch (error) {
                openLogs.delete(where.path);
                throw error;
            }
        },
        async readEvents(runId, log, from) {
            const where = logLocation(runId, log);
            const cursor = parseCursor(from);
            const empty = () => {
                if (cursor.offset > 0)
                    throw corrupt(where, cursor.nextSeq + 1, `the log is missing but the cursor is at byte ${cursor.offset}`);
                return { events: [], cursor: { ...startCursor }, tornTail: false };
            };
            const directory = await (0,paths/* findDirectory */.te)(root, (0,layout/* runSegments */.GC)(namespace, runId));
            if (directory === undefined)
                return empty();
            let handle;
            try {
                handle = await (0,paths/* openFile */.Tq)(where.path, external_node_fs_.constants.O_RDONLY);
            }
            catch (error) {
                if ((0,errors/* errnoCode */.UK)(error) === 'ENOENT')
                    return empty();
                throw (0,errors/* ioError */.bD)('opening event log', where.path, error, { runId, log });
            }
            try {
                return (await readLogFrom(handle, cursor, where)).read;
            }
            finally {
                await handle.close();
            }
        },
        artifacts(runId) {
            runPath(runId);
            let store = artifactStores.get(runId);
            if (store === undefined) {
                store = createArtifactStore({ root, segments: (0,layout/* artifactSegments */.zL)(namespace, runId), runId, policy, secrets });
                artifactStores.set(runId, store);
            }
            return store;
        },
        acquireProcessLock: async (runId) => acquireLock(lockLocation(runId)),
        readProcessLock: async (runId) => readLock(lockLocation(runId)),
        breakProcessLock: async (runId, expectedToken) => breakLock(lockLocation(runId), expectedToken),
        async writeCheckpoint(runId, name, value) {
            runPath(runId);
            const directory = await (0,paths/* ensureDirectory */.EA)(root, (0,layout/* checkpointSegments */.Tf)(namespace, runId));
            await (0,checkpoint/* writeCheckpointFile */.qM)(directory, runId, checkpointName(name), value, secrets);
        },
        async readCheckpoint(runId, name) {
            runPath(runId);
            checkpointName(name);
            return (0,checkpoint/* readCheckpointFile */.VM)(await (0,paths/* findDirectory */.te)(root, (0,layout/* checkpointSegments */.Tf)(namespace, runId)), name);
        },
    };
}
/** Absolute path of a run's directory without creating a store (for adapters that copy it). */
function runDirectoryPath(directory, namespace, runId) {
    (0,ids/* assertNamespace */.U)(namespace);
    (0,ids/* assertStoreId */.V)('run ID', runId);
    return external_node_path_default().join(external_node_path_default().resolve(directory), ...(0,layout/* runSegments */.GC)(namespace, runId));
}


/***/ }),

/***/ 4353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EA: () => (/* binding */ ensureDirectory),
/* harmony export */   FY: () => (/* binding */ entryKind),
/* harmony export */   Pe: () => (/* binding */ isStrictlyInside),
/* harmony export */   QD: () => (/* binding */ readFileIfExists),
/* harmony export */   S0: () => (/* binding */ writeNewFile),
/* harmony export */   S2: () => (/* binding */ removeQuietly),
/* harmony export */   Tq: () => (/* binding */ openFile),
/* harmony export */   hO: () => (/* binding */ fsyncDirectory),
/* harmony export */   lG: () => (/* binding */ joinInside),
/* harmony export */   sJ: () => (/* binding */ prepareRoot),
/* harmony export */   te: () => (/* binding */ findDirectory)
/* harmony export */ });
/* unused harmony exports directoryMode, fileMode */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97018);
// Safe path handling below the storage directory. A restored store is untrusted: any
// directory or file inside it may have been replaced by a symlink, so every component we
// create or open is checked with lstat, files are opened with O_NOFOLLOW, and names are
// plain segments that cannot escape.



const directoryMode = 0o700;
const fileMode = 0o600;
/** Creates the storage root if missing and refuses one that is a symlink or not a directory. */
async function prepareRoot(directory) {
    if (typeof directory !== 'string' || directory.length === 0 || directory.includes('\0')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', 'storage directory must be a non-empty path without NUL bytes');
    }
    const root = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(directory);
    try {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(root, { recursive: true, mode: directoryMode });
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('creating storage directory', root, error);
    }
    await assertRealDirectory(root);
    return root;
}
/**
 * True when `relative` (from path.relative) names a place strictly below its base: not the base itself,
 * not `..` or `../x`, not absolute. A name that merely starts with two dots (`..a`) is inside.
 */
function isStrictlyInside(relative) {
    return relative !== '' && relative !== '..' && !relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative);
}
/** Joins plain name segments below root; refuses anything that could leave it. */
function joinInside(root, segments) {
    for (const segment of segments) {
        if (segment.length === 0 || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', `path segment ${JSON.stringify(segment)} would escape the storage directory`, {
                path: root,
            });
        }
    }
    const joined = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, ...segments);
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, joined);
    if (!isStrictlyInside(relative)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', `${joined} is outside the storage directory ${root}`, {
            path: joined,
        });
    }
    return joined;
}
/** Walks segments below root, creating missing directories (0o700, parent synced) and refusing symlinks. */
async function ensureDirectory(root, segments) {
    let current = root;
    for (const segment of segments) {
        const next = joinInside(current, [segment]);
        const kind = await entryKind(next);
        if (kind === 'missing') {
            try {
                await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(next, { mode: directoryMode });
                await fsyncDirectory(current);
            }
            catch (error) {
                if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) !== 'EEXIST')
                    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('creating directory', next, error);
            }
            await assertRealDirectory(next);
        }
        else if (kind !== 'directory') {
            throw unsafe(next, kind);
        }
        current = next;
    }
    return current;
}
/** The same walk without creating anything: undefined when a component is missing. */
async function findDirectory(root, segments) {
    let current = root;
    for (const segment of [undefined, ...segments]) {
        if (segment !== undefined)
            current = joinInside(current, [segment]);
        const kind = await entryKind(current);
        if (kind === 'missing')
            return undefined;
        if (kind !== 'directory')
            throw unsafe(current, kind);
    }
    return current;
}
async function entryKind(target) {
    try {
        const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(target);
        if (stats.isSymbolicLink())
            return 'symlink';
        if (stats.isDirectory())
            return 'directory';
        if (stats.isFile())
            return 'file';
        return 'other';
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return 'missing';
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('inspecting', target, error);
    }
}
async function assertRealDirectory(target) {
    const kind = await entryKind(target);
    if (kind !== 'directory')
        throw unsafe(target, kind);
}
function unsafe(target, kind) {
    const what = kind === 'symlink' ? 'is a symlink' : kind === 'missing' ? 'vanished' : 'is not a directory';
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', `${target} ${what}; the store refuses symlinks and foreign entries`, {
        path: target,
    });
}
/** Opens a regular file without following a symlink in its last component. */
async function openFile(file, flags, mode = fileMode) {
    let handle;
    try {
        handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(file, flags | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW, mode);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) === 'ELOOP') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', `${file} is a symlink; the store refuses symlinks`, {
                path: file,
                cause: error,
            });
        }
        throw error;
    }
    try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', `${file} is not a regular file`, { path: file });
        }
    }
    catch (error) {
        await handle.close();
        throw error;
    }
    return handle;
}
/** Reads a whole regular file without following symlinks; undefined when it does not exist. */
async function readFileIfExists(file) {
    let handle;
    try {
        handle = await openFile(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return undefined;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('opening', file, error);
    }
    try {
        return await handle.readFile();
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('reading', file, error);
    }
    finally {
        await handle.close();
    }
}
/** Creates a new file exclusively, writes it whole and syncs it (used for temp files). */
async function writeNewFile(file, content, sync) {
    const handle = await openFile(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL);
    try {
        await handle.writeFile(content);
        if (sync)
            await handle.datasync();
    }
    finally {
        await handle.close();
    }
}
/** Makes a directory entry (a create, rename or unlink inside it) durable. */
async function fsyncDirectory(directory) {
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(directory, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_DIRECTORY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
    try {
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}
/** Removes a file, ignoring one that is already gone. */
async function removeQuietly(file) {
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(file, { force: true }).catch(() => undefined);
}


/***/ }),

/***/ 28799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ findEncodedSecretInValue),
/* harmony export */   M$: () => (/* binding */ findEncodedSecret),
/* harmony export */   jb: () => (/* binding */ describeFinding),
/* harmony export */   s3: () => (/* binding */ findSecretInBytes)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
// Known secrets behind an encoding. The raw check (secrets.ts) sees bytes as they are stored; a
// writer may have encoded content first (a workspace snapshot holds file contents as base64), so
// the store also decodes what it is handed and looks again: every JSON string (and key), whole and
// each run of base64 / hex characters in it, as base64 / base64url (also a data: URL), as hex and
// as JSON text; gzip bytes are inflated. Decoded bytes are searched raw and decoded again, a few
// levels deep. Only whole values and runs are decoded: an encoding a node applies to a fragment of
// its own text at an arbitrary offset is not undone.


/** How many decodings deep a value is followed (base64 of gzip of JSON holding base64 is 4). */
const maxDepth = 5;
/** An inflated gzip larger than this is not searched further (the store bounds what it keeps anyway). */
const maxInflatedBytes = 64 * 1024 * 1024;
const base64Text = /^[A-Za-z0-9+/_-]+={0,2}$/;
const hexText = /^(?:0x)?((?:[0-9a-fA-F]{2})+)$/;
const dataUrl = /^data:[^,]{0,200};base64,/;
const plainKey = /^[A-Za-z_$][A-Za-z0-9_$-]{0,63}$/;
const scans = new WeakMap();
function scanOf(matcher) {
    const known = scans.get(matcher);
    if (known !== undefined)
        return known;
    const minEncodedChars = Math.ceil((matcher.minSecretBytes * 4) / 3);
    const runs = new RegExp(`[A-Za-z0-9+/_-]{${minEncodedChars},}={0,2}`, 'g');
    const scan = { matcher, minBytes: matcher.minSecretBytes, minEncodedChars, runs };
    scans.set(matcher, scan);
    return scan;
}
/** A secret hidden by an encoding in stored bytes (the raw bytes themselves are the caller's raw check). */
function findEncodedSecret(matcher, bytes) {
    if (matcher.minSecretBytes === 0)
        return null;
    return scanBytes(scanOf(matcher), Buffer.from(bytes), [], '$', 0);
}
/** A secret hidden by an encoding in a JSON value about to be stored as JSON text. */
function findEncodedSecretInValue(matcher, value) {
    if (matcher.minSecretBytes === 0)
        return null;
    return scanValue(scanOf(matcher), value, [], '$', 0);
}
/** ` (base64 at $.files[0].contentBase64)`: appended to a KNOWN_SECRET message (never the secret). */
function describeFinding(finding) {
    return `${finding.encoding} at ${finding.at}`;
}
function scanBytes(scan, bytes, chain, at, depth) {
    if (chain.length > 0) {
        const index = scan.matcher.findInBytes(bytes);
        if (index >= 0)
            return { index, encoding: chain.join('+'), at };
    }
    if (depth >= maxDepth || bytes.length < scan.minBytes)
        return null;
    if (bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
        let inflated;
        try {
            inflated = (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.gunzipSync)(bytes, { maxOutputLength: maxInflatedBytes });
        }
        catch {
            inflated = undefined; // not gzip after all, or too large to follow
        }
        if (inflated !== undefined)
            return scanBytes(scan, inflated, [...chain, 'gzip'], at, depth + 1);
    }
    if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return null; // binary: searched raw above
    const text = bytes.toString('utf8');
    const trimmed = text.trim();
    const json = parseJsonText(trimmed);
    // The top level of a JSON artifact is its format, not an encoding.
    if (json.ok)
        return scanValue(scan, json.value, chain.length === 0 ? [] : [...chain, 'json'], at, depth + 1);
    return scanText(scan, trimmed, chain, at, depth);
}
function scanValue(scan, value, chain, at, depth) {
    if (typeof value === 'string')
        return scanString(scan, value, chain, at, depth);
    if (typeof value !== 'object' || value === null)
        return null;
    if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index += 1) {
            const found = scanValue(scan, value[index], chain, `${at}[${index}]`, depth);
            if (found !== null)
                return found;
        }
        return null;
    }
    for (const [key, item] of Object.entries(value)) {
        const inKey = scanString(scan, key, chain, `${at} (a key)`, depth);
        if (inKey !== null)
            return inKey;
        const found = scanValue(scan, item, chain, plainKey.test(key) ? `${at}.${key}` : `${at}[…]`, depth);
        if (found !== null)
            return found;
    }
    return null;
}
/** A string of a JSON value: at the top level its raw and escaped forms were searched in the JSON text. */
function scanString(scan, text, chain, at, depth) {
    if (chain.length > 0) {
        const index = scan.matcher.findIn(text);
        if (index >= 0)
            return { index, encoding: chain.join('+'), at };
    }
    if (depth >= maxDepth || text.length < scan.minBytes)
        return null;
    const json = text.length > 1 ? parseJsonText(text.trim()) : { ok: false };
    if (json.ok && typeof json.value !== 'string') {
        const found = scanValue(scan, json.value, [...chain, 'json'], at, depth + 1);
        if (found !== null)
            return found;
    }
    return scanText(scan, text, chain, at, depth);
}
/** The text whole, then each run of base64 / hex characters in it long enough to hold a secret. */
function scanText(scan, text, chain, at, depth) {
    if (text.length < scan.minEncodedChars)
        return null;
    const candidates = decodings(scan, text);
    for (const match of text.matchAll(scan.runs))
        if (match[0] !== text)
            candidates.push(...decodings(scan, match[0]));
    for (const { encoding, bytes } of candidates) {
        const found = scanBytes(scan, bytes, [...chain, encoding], at, depth + 1);
        if (found !== null)
            return found;
    }
    return null;
}
function decodings(scan, text) {
    const out = [];
    if (text.length < scan.minEncodedChars)
        return out;
    const url = dataUrl.exec(text);
    let body = url === null ? text : text.slice(url[0].length);
    // MIME and PEM wrap base64 in lines.
    if (/\s/.test(body) && /^[A-Za-z0-9+/_=\s-]+$/.test(body))
        body = body.replace(/\s+/g, '');
    if (base64Text.test(body)) {
        const bytes = Buffer.from(body, 'base64'); // Node reads both alphabets, with or without padding
        if (bytes.length >= scan.minBytes)
            out.push({ encoding: body.includes('-') || body.includes('_') ? 'base64url' : 'base64', bytes });
    }
    const hex = hexText.exec(body);
    if (hex !== null && hex[1].length >= scan.minBytes * 2)
        out.push({ encoding: 'hex', bytes: Buffer.from(hex[1], 'hex') });
    return out;
}
function parseJsonText(text) {
    const first = text[0];
    if (first !== '{' && first !== '[' && first !== '"')
        return { ok: false };
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
/** A secret in bytes as they are (`raw`, also JSON-escaped) or behind an encoding. */
function findSecretInBytes(matcher, bytes) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const index = matcher.findInBytes(buffer);
    return index >= 0 ? { index, encoding: 'raw', at: '$' } : findEncodedSecret(matcher, buffer);
}


/***/ }),

/***/ 68808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ createSecretMatcher)
/* harmony export */ });
const mask = Buffer.from('***');
function createSecretMatcher(knownSecrets) {
    const forms = [];
    knownSecrets.forEach((secret, index) => {
        if (secret.length === 0)
            return; // an empty string would match everything
        const escaped = JSON.stringify(secret).slice(1, -1);
        for (const text of escaped === secret ? [secret] : [secret, escaped]) {
            forms.push({ index, text, bytes: Buffer.from(text, 'utf8') });
        }
    });
    // Longest first, so redacting a secret that contains another leaves no piece of it behind.
    forms.sort((a, b) => b.bytes.length - a.bytes.length);
    const lengths = knownSecrets.filter((secret) => secret.length > 0).map((secret) => Buffer.byteLength(secret));
    return {
        minSecretBytes: lengths.length === 0 ? 0 : Math.min(...lengths),
        findIn(text) {
            for (const form of forms)
                if (text.includes(form.text))
                    return form.index;
            return -1;
        },
        findInBytes(bytes) {
            for (const form of forms)
                if (bytes.includes(form.bytes))
                    return form.index;
            return -1;
        },
        redact(bytes) {
            let current = bytes;
            for (const form of forms)
                current = replaceAll(current, form.bytes);
            return current;
        },
    };
}
function replaceAll(haystack, needle) {
    let at = haystack.indexOf(needle);
    if (at < 0)
        return haystack;
    const parts = [];
    let from = 0;
    while (at >= 0) {
        parts.push(haystack.subarray(from, at), mask);
        from = at + needle.length;
        at = haystack.indexOf(needle, from);
    }
    parts.push(haystack.subarray(from));
    return Buffer.concat(parts);
}


/***/ })

};

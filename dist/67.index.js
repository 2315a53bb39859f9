export const id = 67;
export const ids = [67];
export const modules = {

/***/ 75419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kl: () => (/* binding */ declaresFinallyNodes),
/* harmony export */   Nj: () => (/* binding */ reviewerAt),
/* harmony export */   YQ: () => (/* binding */ reviewerOutputProblem),
/* harmony export */   _p: () => (/* binding */ graphForms),
/* harmony export */   fX: () => (/* binding */ dagFormModule),
/* harmony export */   xf: () => (/* binding */ declaredPhases)
/* harmony export */ });
/* harmony import */ var _graph_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97312);
/* harmony import */ var _dispatch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79849);
/* harmony import */ var _review_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60927);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49018);










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
    const parsed = (0,_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .dagDefinitionSchema */ .Hp)().safeParse(definition.value);
    if (!parsed.success)
        return phases;
    for (const [id, node] of Object.entries(parsed.data.nodes))
        if (node.phase !== undefined)
            phases.set(id, node.phase);
    return phases;
}
/**
 * The review loop whose reviewer runs at `position` of a stored DAG `graphDefinition` (the node its
 * revise verdict sends back to), or undefined: another node, another form.
 */
function reviewerAt(definition, position) {
    const at = (0,_dispatch_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDagPosition */ .pj)(position);
    if (definition.form !== _graph_js__WEBPACK_IMPORTED_MODULE_0__/* .dagForm */ .pw || at === undefined)
        return undefined;
    const parsed = (0,_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .dagDefinitionSchema */ .Hp)().safeParse(definition.value);
    if (!parsed.success || !Object.hasOwn(parsed.data.nodes, at.nodeId))
        return undefined;
    const review = parsed.data.nodes[at.nodeId].review;
    return review === undefined ? undefined : { sendsBackTo: review.sendsBackTo };
}
/**
 * Whether a stored DAG `graphDefinition` declares finally nodes (other forms: none): they still
 * run after the run's time limit, in the runner's cleanup worker.
 */
function declaresFinallyNodes(definition) {
    if (definition.form !== _graph_js__WEBPACK_IMPORTED_MODULE_0__/* .dagForm */ .pw)
        return false;
    const parsed = (0,_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .dagDefinitionSchema */ .Hp)().safeParse(definition.value);
    return parsed.success && Object.values(parsed.data.nodes).some((node) => node.finally === true);
}
/**
 * Why `output` cannot be recorded as a reviewer's result (a reconcile decision to complete it), or
 * undefined: it holds a verdict the loop reads (`pass`, or `revise` with findings).
 */
function reviewerOutputProblem(output) {
    const verdict = (0,_review_js__WEBPACK_IMPORTED_MODULE_3__/* .readVerdict */ .wk)(output);
    return 'problem' in verdict ? verdict.problem : undefined;
}
/** The built-in graph forms by name. */
const graphForms = Object.freeze({ dag: dagFormModule });


/***/ }),

/***/ 87049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ parseOptionsOrThrow)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85507);

/** `options` parsed with `schema`, or INVALID_OPTIONS naming the first problem's field under `at`. */
function parseOptionsOrThrow(schema, options, at = 'options') {
    const parsed = schema.safeParse(options);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', `${at}.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`, { cause: parsed.error });
}


/***/ }),

/***/ 35382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ openStorage)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99992);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97018);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85507);
/* harmony import */ var _options_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4799);
/* harmony import */ var _options_parse_or_throw_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87049);
// Opening the run store from the serialisable storage options, with the runner's error codes.




async function openStorage(options) {
    const parsed = (0,_options_parse_or_throw_js__WEBPACK_IMPORTED_MODULE_0__/* .parseOptionsOrThrow */ .P)((0,_options_options_js__WEBPACK_IMPORTED_MODULE_1__/* .storageOptionsSchema */ .tH)(), options, 'options.storage');
    try {
        return await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createLocalRunStorage */ .W)({
            directory: parsed.directory,
            namespace: parsed.namespace,
            ...(parsed.policy === undefined ? {} : { policy: parsed.policy }),
            knownSecrets: parsed.knownSecrets ?? [],
        });
    }
    catch (error) {
        const invalid = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .isStorageError */ .El)(error, 'INVALID_STORE_ID') || (0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .isStorageError */ .El)(error, 'INVALID_STORAGE_OPTIONS');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL(invalid ? 'INVALID_OPTIONS' : 'RUN_STORAGE', `options.storage: ${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .Uc)(error)}`, { cause: error });
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
/* harmony import */ var _definition_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(30181);


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
    const parsed = (0,_definition_js__WEBPACK_IMPORTED_MODULE_2__/* .supervisedRunDefinitionSchema */ .y3)().safeParse(json);
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

/***/ 49548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I4: () => (/* binding */ storedGraphFoldSchema),
/* harmony export */   Sp: () => (/* binding */ decodeGraphFold),
/* harmony export */   yP: () => (/* binding */ encodeGraphFold)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33000);
// The graph fold as the status checkpoint stores it: its occurrences as columns (one per field, in
// dispatch order) instead of one object per occurrence keyed by its position. A read from a
// checkpoint parses and checks every occurrence, and that is what grows with the node count: as
// columns no key repeats per occurrence, states are small numbers, and the fields that are null at
// most occurrences (timeouts, failures, pauses, reconciles) list only the occurrences that have them.



const shape = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => (0,_state_js__WEBPACK_IMPORTED_MODULE_1__/* .occurrenceSchema */ .jO)().shape);
const states = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => shape().state.options);
const isString = (value) => typeof value === 'string';
const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);
const isCount = (value) => Number.isSafeInteger(value) && value >= 0;
const isBoolean = (value) => typeof value === 'boolean';
const isState = (value) => isCount(value) && value < states().length;
const nullable = (test) => (value) => value === null || test(value);
/** Every entry passes `test`. */
const dense = (test, what) => zod__WEBPACK_IMPORTED_MODULE_2__/* .custom */ .IeY((value) => Array.isArray(value) && value.every(test), `expected an array of ${what}`);
const isIndex = /^(0|[1-9][0-9]*)$/;
/** { "<index>": value } for the occurrences whose value is not null. */
const sparse = (test, what) => zod__WEBPACK_IMPORTED_MODULE_2__/* .custom */ .IeY((value) => typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([key, entry]) => isIndex.test(key) && test(entry)), `expected { index: ${what} }`);
/** The same with a zod schema for each value (objects, rare). */
const sparseOf = (schema) => zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(isIndex), schema);
const columnsSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    position: dense(isString, 'strings'),
    nodeId: dense(isString, 'strings'),
    /** Index into the occurrence states. */
    state: dense(isState, `state indexes (0 to ${states().length - 1})`),
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
    reconciled: sparseOf(shape().reconciled.unwrap()),
    pause: sparseOf(shape().pause.unwrap()),
    changes: sparseOf(shape().changes.unwrap()),
    /** Optional: checkpoints written before gates have none. */
    answered: sparseOf(shape().answered.unwrap().unwrap()).optional(),
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
].every((column) => column.length === c.position.length), 'every column has one entry per position'));
/** A graph fold as stored: the fold without its occurrences and order, which the columns carry. */
const storedGraphFoldSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => (0,_state_js__WEBPACK_IMPORTED_MODULE_1__/* .graphFoldSchema */ .hX)().omit({ occurrences: true, order: true }).extend({ occurrences: columnsSchema() }));
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
        c.state.push(states().indexOf(o.state));
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
            state: states()[c.state[i]],
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
            (0,_state_js__WEBPACK_IMPORTED_MODULE_1__/* .setOwnValue */ .iP)(occurrences, position, occurrence);
        else
            occurrences[position] = occurrence;
    }
    return { ...rest, occurrences, order: c.position };
}


/***/ }),

/***/ 27043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R5: () => (/* binding */ windowsOf),
/* harmony export */   V8: () => (/* binding */ readStatusCheckpoint),
/* harmony export */   Xz: () => (/* binding */ readCheckpointJson),
/* harmony export */   iY: () => (/* binding */ checkWindows),
/* harmony export */   k6: () => (/* binding */ logSchema),
/* harmony export */   s4: () => (/* binding */ saveCheckpoint),
/* harmony export */   wH: () => (/* binding */ writeCheckpointJson)
/* harmony export */ });
/* unused harmony exports statusCheckpointName, writeAttachedCheckpointJson */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18635);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52079);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
/* harmony import */ var _records_stored_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57436);
/* harmony import */ var _checkpoint_codec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49548);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33000);
// The status checkpoint: a display cache of the fold (state + cursors) so a read folds only the
// events after it. It binds itself to each log by a SHA-256 of the last bytes below its cursor
// (the last records, with the chain hash the tail must continue from), so a log rewritten or
// truncated since is noticed and the read rebuilds from the start. It does not re-hash the whole
// prefix: a status read is a display, and what decides something (resume, the workspace rebuild,
// the Action's restore and save) folds and verifies both logs in full without it.






const statusCheckpointName = 'runner-status';
const sha256Hex = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/));
const logSchema = (fold) => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ cursor: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .eventCursorSchema */ .Q4)(), window: sha256Hex(), fold });
const checkpointSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    // 6: the graph fold's usageOrder (5 added nodeCaps; 4 put occurrences in columns; 3 had them as
    // objects; 3 added `window`, 2 had the whole prefix's digest, 1 none): older ones are rebuilt.
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(6),
    definitionDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    runner: logSchema((0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerFoldSchema */ .TQ)()),
    graph: logSchema((0,_checkpoint_codec_js__WEBPACK_IMPORTED_MODULE_4__/* .storedGraphFoldSchema */ .I4)()),
}));
// The checkpoint's JSON is never the store's own value: the store validates a value as generic
// JSON, which costs seconds for a large fold. Envelope 1 holds it as one string (checked at once;
// the open read's checkpoint, whose attachment is its cold set); envelope 2 has it as the
// attachment, UTF-8 (the full checkpoint: MBs at 100k events, where a string inside the line cost
// a second large string and a parse of it, ~11 ms of a read that lists every node).
const envelopeSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('schemaVersion', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1), checkpoint: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(2) }),
]));
const logs = ['runner', 'graph'];
const noBytes = new Uint8Array(0);
/**
 * A checkpoint's JSON and the attachment that is not that JSON (empty when it is), when its
 * envelope parses (its own schema is the caller's to check).
 */
async function readCheckpointJson(storage, runId, name) {
    const entry = await storage.readCheckpointEntry(runId, name).catch(() => undefined);
    const envelope = envelopeSchema().safeParse(entry?.value);
    if (entry === undefined || !envelope.success)
        return undefined;
    try {
        if (envelope.data.schemaVersion === 1)
            return { json: JSON.parse(envelope.data.checkpoint), attachment: entry.attachment };
        const { buffer, byteOffset, byteLength } = entry.attachment;
        return { json: JSON.parse(Buffer.from(buffer, byteOffset, byteLength).toString('utf8')), attachment: noBytes };
    }
    catch {
        return undefined;
    }
}
/** Writes `value` as envelope 1 (its JSON in the line), with the caller's attachment if any. */
async function writeCheckpointJson(storage, runId, name, value, attachment) {
    await storage.writeCheckpoint(runId, name, { schemaVersion: 1, checkpoint: JSON.stringify(value) }, attachment);
}
/** Writes `value` as envelope 2: its JSON is the attachment (a large checkpoint). */
async function writeAttachedCheckpointJson(storage, runId, name, value) {
    await storage.writeCheckpoint(runId, name, { schemaVersion: 2 }, Buffer.from(JSON.stringify(value)));
}
/** The stored checkpoint when it parses and belongs to this definition; its windows are not checked yet. */
async function readStatusCheckpoint(storage, runId, definitionDigest) {
    const inner = (await readCheckpointJson(storage, runId, statusCheckpointName))?.json;
    const parsed = checkpointSchema().safeParse(inner);
    if (!parsed.success || parsed.data.definitionDigest !== definitionDigest)
        return undefined;
    // The checked JSON itself, not zod's copy: a record's copy loses a "__proto__" key (a valid node ID).
    const checked = inner;
    const fold = (0,_checkpoint_codec_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeGraphFold */ .Sp)(checked.graph.fold);
    return fold === undefined ? undefined : { ...checked, graph: { ...checked.graph, fold } };
}
/**
 * Whether the last bytes below the checkpoint's cursors are still the ones it was made from. On
 * success, `folded` (continued from the checkpoint) gets the windows below its own cursors, from
 * the same open, for the next checkpoint.
 */
async function checkWindows(storage, runId, checkpoint, folded) {
    const digests = await Promise.all(logs.map((log) => (0,_store_index_js__WEBPACK_IMPORTED_MODULE_5__/* .digestEventLogWindows */ .YB)(storage, runId, log, [checkpoint[log].cursor.offset, folded.cursors[log].offset])));
    const [runner, graph] = digests;
    if (runner[0] !== checkpoint.runner.window || graph[0] !== checkpoint.graph.window)
        return false;
    if (runner[1] === undefined || graph[1] === undefined)
        return false;
    folded.windows = { runner: runner[1], graph: graph[1] };
    return true;
}
/** The windows below a fold's cursors (computed unless the read that folded it has them), or undefined. */
async function windowsOf(storage, runId, folded) {
    if (folded.windows !== undefined)
        return folded.windows;
    const [runner, graph] = await Promise.all(logs.map(async (log) => (await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_5__/* .digestEventLogWindows */ .YB)(storage, runId, log, [folded.cursors[log].offset]))[0]));
    // The log is shorter than what was folded: not a cache of it.
    return runner === undefined || graph === undefined ? undefined : { runner, graph };
}
/** `definitionDigest`: of the stored definition, when the caller has it (else read here). */
async function saveCheckpoint(storage, runId, folded, definitionDigest) {
    const digest = definitionDigest ?? (0,_store_index_js__WEBPACK_IMPORTED_MODULE_6__/* .digestJson */ .tv)((await (0,_records_stored_run_js__WEBPACK_IMPORTED_MODULE_7__/* .loadDefinition */ .y)(storage, runId)).json);
    const windows = await windowsOf(storage, runId, folded);
    if (windows === undefined)
        return;
    const value = {
        schemaVersion: 6,
        definitionDigest: digest,
        runner: { cursor: folded.cursors.runner, window: windows.runner, fold: folded.runner },
        graph: { cursor: folded.cursors.graph, window: windows.graph, fold: (0,_checkpoint_codec_js__WEBPACK_IMPORTED_MODULE_4__/* .encodeGraphFold */ .yP)(folded.graph) },
    };
    await writeAttachedCheckpointJson(storage, runId, statusCheckpointName, value);
}


/***/ }),

/***/ 59190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bY: () => (/* binding */ decodeColdSet),
/* harmony export */   cH: () => (/* binding */ emptyColdSet),
/* harmony export */   hw: () => (/* binding */ coldSetWith),
/* harmony export */   nu: () => (/* binding */ encodeColdSet),
/* harmony export */   zW: () => (/* binding */ coldSetHas)
/* harmony export */ });
/* unused harmony export positionHash */
// The positions an open status read leaves out (settled and not among the latest), as a set of
// 32-bit hashes: sorted and unique, stored as their little-endian bytes (4 bytes a position, the
// open checkpoint's attachment). A read views those bytes as words, checks their order and looks a
// position up by binary search, whatever the node count; a hash shared with another position only
// makes the read load every occurrence (as if the position were left out), never a wrong status.
/** FNV-1a over the UTF-16 code units: cheap, and the same in every process. */
function positionHash(position) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < position.length; i += 1) {
        hash ^= position.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}
const emptyColdSet = new Uint32Array(0);
const littleEndian = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
/** The stored form back, or undefined when it is not whole, ascending entries (the checkpoint is rebuilt). */
function decodeColdSet(bytes) {
    if (bytes.byteLength % 4 !== 0)
        return undefined;
    const set = wordsOf(bytes);
    for (let i = 1; i < set.length; i += 1)
        if (set[i] <= set[i - 1])
            return undefined;
    return set;
}
/** Little-endian 32-bit words: a view where the bytes are aligned (the store aligns an attachment), else a copy. */
function wordsOf(bytes) {
    if (littleEndian && bytes.byteOffset % 4 === 0)
        return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    const words = new Uint32Array(bytes.byteLength / 4);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < words.length; i += 1)
        words[i] = view.getUint32(i * 4, true);
    return words;
}
function encodeColdSet(set) {
    const bytes = new Uint8Array(set.length * 4);
    const view = new DataView(bytes.buffer);
    set.forEach((hash, i) => view.setUint32(i * 4, hash, true));
    return bytes;
}
function coldSetHas(set, position) {
    const target = positionHash(position);
    let low = 0;
    let high = set.length - 1;
    while (low <= high) {
        const middle = (low + high) >>> 1;
        const entry = set[middle];
        if (entry === target)
            return true;
        if (entry < target)
            low = middle + 1;
        else
            high = middle - 1;
    }
    return false;
}
/**
 * The set with `positions` added (a merge of two sorted runs: linear in the set's size). The hashes
 * sort as a typed array (a native numeric sort, no comparator calls) and the merge fills a typed
 * array: at 33k positions ~10x faster than sorting and merging plain arrays of numbers.
 */
function coldSetWith(set, positions) {
    if (positions.length === 0)
        return set;
    const added = new Uint32Array(positions.length);
    for (let k = 0; k < positions.length; k += 1)
        added[k] = positionHash(positions[k]);
    added.sort();
    const merged = new Uint32Array(set.length + added.length);
    let length = 0;
    let i = 0;
    let j = 0;
    // Each step takes the smaller head; a value equal to the last one taken is a repeat, skipped.
    while (i < set.length || j < added.length) {
        const next = j >= added.length || (i < set.length && set[i] <= added[j]) ? set[i++] : added[j++];
        if (length === 0 || merged[length - 1] !== next)
            merged[length++] = next;
    }
    return length === merged.length ? merged : merged.slice(0, length);
}


/***/ }),

/***/ 86284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RL: () => (/* binding */ foldReads),
/* harmony export */   eH: () => (/* binding */ foldFrom),
/* harmony export */   hI: () => (/* binding */ logFolder),
/* harmony export */   om: () => (/* binding */ foldStoredRun)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52079);
/* harmony import */ var _records_stored_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57436);
/* harmony import */ var _checkpoint_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(27043);
/* harmony import */ var _fold_graph_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77405);
/* harmony import */ var _fold_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59725);
/* harmony import */ var _graph_pin_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16311);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33000);
// Folding a stored run: from the start (which verifies both logs), from an earlier verified fold of
// this process, or from the status checkpoint (a display: the prefix is not re-verified).







/**
 * Folds both logs' records onto `from`'s folds (the initial ones without it), batch by batch as a
 * read verifies them (`sinks`), so that no log's records are all held at once; then `finish` takes
 * the reads and gives the Folded. A read that returned its records instead is folded by `finish`.
 */
function logFolder(runId, definition, from, missing) {
    let runner = from?.runner.fold ?? (0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .initialRunnerFold */ .OJ)(definition.createdAt);
    let graph = from?.graph.fold ?? (0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .initialGraphFold */ .yF)();
    // The folds of an earlier read are its own: copied once, before the first record folds into them.
    let owned = from === undefined || from.owned === true;
    const missingHere = owned ? missing : undefined;
    let count = 0;
    const sinks = {
        runner(events) {
            runner = (0,_fold_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .foldRunnerEvents */ .FS)(runner, events);
            count += events.length;
        },
        graph(events) {
            if (events.length === 0)
                return;
            if (!owned) {
                graph = structuredClone(graph);
                owned = true;
            }
            graph = (0,_fold_graph_js__WEBPACK_IMPORTED_MODULE_2__/* .foldGraphEventsInto */ .Zs)(graph, events, missingHere);
            count += events.length;
        },
    };
    return {
        sinks,
        finish(reads) {
            sinks.runner(reads.runner.events);
            sinks.graph(reads.graph.events);
            const folded = {
                definition,
                runner,
                graph,
                cursors: { runner: reads.runner.cursor, graph: reads.graph.cursor },
                folded: count,
                ...(reads.runner.digest === undefined || reads.graph.digest === undefined
                    ? {}
                    : { digests: { runner: reads.runner.digest, graph: reads.graph.digest } }),
            };
            (0,_graph_pin_js__WEBPACK_IMPORTED_MODULE_3__/* .assertGraphPin */ .YH)(runId, folded);
            return folded;
        },
    };
}
async function foldFrom(storage, runId, definition, from, { missing } = {}) {
    const folder = logFolder(runId, definition, from, missing);
    const [runner, graph] = await Promise.all([
        storage.readEvents(runId, 'runner', from?.runner.cursor, { eachBatch: folder.sinks.runner }),
        storage.readEvents(runId, 'graph', from?.graph.cursor, { eachBatch: folder.sinks.graph }),
    ]);
    return folder.finish({ runner, graph });
}
/** Folds reads of both logs made from `from`'s cursors (from the start without it). */
function foldReads(runId, definition, from, reads, missing) {
    return logFolder(runId, definition, from, missing).finish(reads);
}
/**
 * The folded state of a stored run. With `after` (an earlier verified fold of this process), it
 * continues from that fold's cursors. Otherwise it uses the checkpoint when it is usable and the
 * last bytes below its cursors hash as it recorded (a display: the prefix is not re-verified); else,
 * and always with useCheckpoint: false, it folds, and so verifies, both logs from the start. (A fold
 * that also hashes the bytes it verified is VerifiedStoredRun.read.)
 */
async function foldStoredRun(storage, runId, options = {}) {
    if (options.after !== undefined) {
        const { after } = options;
        return foldFrom(storage, runId, after.definition, {
            runner: { cursor: after.cursors.runner, fold: after.runner },
            graph: { cursor: after.cursors.graph, fold: after.graph },
        });
    }
    const { definition, json } = await (0,_records_stored_run_js__WEBPACK_IMPORTED_MODULE_4__/* .loadDefinition */ .y)(storage, runId);
    const checkpoint = options.useCheckpoint === false ? undefined : await (0,_checkpoint_js__WEBPACK_IMPORTED_MODULE_5__/* .readStatusCheckpoint */ .V8)(storage, runId, (0,_store_index_js__WEBPACK_IMPORTED_MODULE_6__/* .digestJson */ .tv)(json));
    if (checkpoint !== undefined) {
        // A checkpoint whose tail does not verify from its cursor is stale; one whose last bytes changed
        // belongs to another log: both are rebuilt, and the full fold raises what is corrupt.
        const folded = await foldFrom(storage, runId, definition, { ...checkpoint, owned: true }).catch(() => undefined);
        if (folded !== undefined && (await (0,_checkpoint_js__WEBPACK_IMPORTED_MODULE_5__/* .checkWindows */ .iY)(storage, runId, checkpoint, folded).catch(() => false)))
            return folded;
    }
    return foldFrom(storage, runId, definition, undefined);
}


/***/ }),

/***/ 39745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sk: () => (/* binding */ listedPositions),
/* harmony export */   XK: () => (/* binding */ latestListed),
/* harmony export */   XN: () => (/* binding */ nothingLeftOut),
/* harmony export */   ao: () => (/* binding */ splitOpenFold),
/* harmony export */   ht: () => (/* binding */ leftOutCountsSchema),
/* harmony export */   j9: () => (/* binding */ nodeCounts)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _cold_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59190);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33000);
// The open status read (`nodes: 'open'`) lists the positions that still matter to a reader: every
// one not completed or skipped, and the latest dispatched. The rest it counts without holding them,
// so a read from its checkpoint costs the events after it, not the node count.




/** Completed or skipped positions listed besides the unsettled ones: the latest this many dispatched. */
const latestListed = 10;
/** What an open fold left out, as its checkpoint stores it beside the set (cold-set.ts). */
const leftOutCountsSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    completed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
}));
const nothingLeftOut = { completed: 0, skipped: 0, set: _cold_set_js__WEBPACK_IMPORTED_MODULE_2__/* .emptyColdSet */ .cH };
const isDone = (o) => o !== undefined && (o.state === 'completed' || o.state === 'skipped');
/** The positions an open read lists, in dispatch order. */
function listedPositions(fold) {
    const latest = fold.order.length - latestListed;
    return fold.order.filter((position, index) => index >= latest || !isDone((0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .occurrenceAt */ .d_)(fold, position)));
}
/**
 * The fold an open read keeps (only its listed positions; the rest of the fold as it is) and what
 * it leaves out, added to `base` (what an earlier split left out: its positions are not in `fold`).
 */
function splitOpenFold(fold, base) {
    const listed = listedPositions(fold);
    const kept = new Set(listed);
    const occurrences = {};
    const left = [];
    let completed = base.completed;
    let skipped = base.skipped;
    for (const position of fold.order) {
        const o = (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .occurrenceAt */ .d_)(fold, position);
        if (o === undefined)
            continue;
        if (kept.has(position)) {
            (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .setOwnValue */ .iP)(occurrences, position, o);
            continue;
        }
        left.push(position);
        if (o.state === 'completed')
            completed += 1;
        else
            skipped += 1;
    }
    return {
        graph: { ...fold, occurrences, order: listed },
        leftOut: { completed, skipped, set: (0,_cold_set_js__WEBPACK_IMPORTED_MODULE_2__/* .coldSetWith */ .hw)(base.set, left) },
    };
}
/** Positions by state: those the fold holds, plus those left out. */
function nodeCounts(fold, leftOut) {
    const counts = {
        total: 0,
        dispatched: 0,
        running: 0,
        completed: leftOut.completed,
        skipped: leftOut.skipped,
        failed: 0,
        paused: 0,
    };
    for (const position of fold.order) {
        const o = (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .occurrenceAt */ .d_)(fold, position);
        if (o !== undefined)
            counts[o.state] += 1;
    }
    counts.total = counts.dispatched + counts.running + counts.completed + counts.skipped + counts.failed + counts.paused;
    return counts;
}


/***/ }),

/***/ 41623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vw: () => (/* binding */ budgetsNow),
  k5: () => (/* binding */ projectStatus)
});

// UNUSED EXPORTS: isOrphaned, nodeTotal, phaseOf

// EXTERNAL MODULE: ./src/engine/usage.ts
var engine_usage = __webpack_require__(6537);
// EXTERNAL MODULE: ./src/graph/dag/index.ts
var dag = __webpack_require__(75419);
// EXTERNAL MODULE: ./src/graph/executor/budget.ts
var budget = __webpack_require__(51827);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/runner/records/settled-records.ts
var settled_records = __webpack_require__(79701);
// EXTERNAL MODULE: ./src/runner/status/budget.ts
var status_budget = __webpack_require__(27916);
// EXTERNAL MODULE: ./src/runner/status/node-caps.ts
var node_caps = __webpack_require__(19939);
// EXTERNAL MODULE: ./src/runner/status/fold-graph.ts + 1 modules
var fold_graph = __webpack_require__(77405);
// EXTERNAL MODULE: ./src/runner/status/engine-turns.ts
var engine_turns = __webpack_require__(83742);
// EXTERNAL MODULE: ./src/runner/status/open-nodes.ts
var open_nodes = __webpack_require__(39745);
// EXTERNAL MODULE: ./src/runner/status/state.ts
var status_state = __webpack_require__(33000);
;// CONCATENATED MODULE: ./src/runner/status/occurrences.ts
// The occurrences a status lists (projectStatus, project.ts): those in flight while a live worker
// runs them, and every listed one.





/** The occurrences in flight, while a live worker runs them. */
function activeOccurrences(graph, phase, live, planPhase, usageByNode) {
    if (phase !== 'running' || live.workerAlive === false)
        return [];
    return (0,fold_graph/* inFlightPositions */.Uv)(graph).map((position) => {
        const o = (0,status_state/* occurrenceAt */.d_)(graph, position);
        if (o === undefined)
            throw new Error('unreachable');
        const elapsed = o.startedAt === null ? null : Math.max(0, live.now - Date.parse(o.startedAt));
        const turn = (0,engine_turns/* engineTurnAt */.H)(graph, position);
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
            remainingTimeoutMs: remainingTimeout(o.timeoutMs, elapsed, turn, live.now),
            usage: usageByNode.get(o.nodeId) ?? (0,engine_usage/* emptyUsageTotals */.I0)(),
            ...(turn.waiting === undefined ? {} : { budgetTurn: turn.waiting }),
        };
    });
}
/**
 * What is left of the node's timeout: an engine node's bounds each call, so it counts from the
 * latest call's start, and is whole while the node waits for its budget turn (no call yet); a
 * data node's bounds its attempt.
 */
function remainingTimeout(timeoutMs, elapsed, turn, now) {
    if (timeoutMs === null)
        return null;
    if (turn.timeoutNotStarted === true)
        return timeoutMs;
    const used = turn.timeoutFrom === undefined ? elapsed : Math.max(0, now - Date.parse(turn.timeoutFrom));
    return used === null ? null : Math.max(0, timeoutMs - used);
}
/** Every occurrence, or for an open read the listed ones only. */
function listedNodes(graph, leftOut, planPhase) {
    const listed = leftOut === undefined ? graph.order : (0,open_nodes/* listedPositions */.Sk)(graph);
    return listed.flatMap((position) => {
        const o = (0,status_state/* occurrenceAt */.d_)(graph, position);
        if (o === undefined)
            return [];
        const { nodeId, state, attempts, startedAt, durationMs, code, message, reconciled } = o;
        const waiting = (0,engine_turns/* engineTurnAt */.H)(graph, position).waiting;
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
                ...(waiting === undefined ? {} : { budgetTurn: waiting }),
            },
        ];
    });
}

// EXTERNAL MODULE: ./src/runner/status/open-pauses.ts
var open_pauses = __webpack_require__(80601);
// EXTERNAL MODULE: ./src/runner/status/fold-runner.ts
var fold_runner = __webpack_require__(59725);
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
/**
 * An interruption's record keeps its cause (`signal`), not the reason the handle returned: rebuilt
 * here as the watchdog words it (records written before either field read `interrupted`).
 */
function interruptReason(settled) {
    if (settled.type !== records/* runnerEventTypes */.AK.interrupted)
        return null;
    const cause = project_text((0,fold_runner/* settledField */.C9)(settled, 'signal'));
    return cause === null ? 'interrupted' : `interrupted by ${cause}`;
}
function resultOf(runner, graph) {
    const cancelled = runner.cancelled;
    const settled = runner.settled;
    if (settled === null)
        return null;
    switch (settled.type) {
        case records/* runnerEventTypes */.AK.completed:
            return { kind: 'complete', outputArtifact: (0,fold_runner/* settledField */.C9)(settled, 'outputArtifact') ?? null };
        case records/* runnerEventTypes */.AK.paused:
        case records/* runnerEventTypes */.AK.interrupted: {
            // Absent in records written before it, and in one that is not a HEAD drift.
            const head = (0,settled_records/* headDriftSchema */.Dz)().safeParse((0,fold_runner/* settledField */.C9)(settled, 'head'));
            return {
                kind: 'pause',
                code: settled.type === records/* runnerEventTypes */.AK.interrupted ? 'INTERRUPTED' : project_text((0,fold_runner/* settledField */.C9)(settled, 'code')),
                reason: project_text((0,fold_runner/* settledField */.C9)(settled, 'reason')) ?? interruptReason(settled),
                positions: (0,open_pauses/* settledPausePositions */.Y)(settled, graph) ?? [],
                ...(head.success ? { head: head.data } : {}),
            };
        }
        case records/* runnerEventTypes */.AK.stopped:
            return {
                kind: 'fail',
                code: 'STOPPED',
                message: cancelled === null ? 'the run was stopped' : `the run was cancelled by ${cancelled.by}: ${cancelled.reason}`,
            };
        case records/* runnerEventTypes */.AK.timeout:
            return {
                kind: 'fail',
                code: 'TIMEOUT',
                message: (0,status_budget/* timeoutMessage */.l7)((0,fold_runner/* settledField */.C9)(settled, 'elapsedMs'), (0,fold_runner/* settledField */.C9)(settled, 'timeoutMs')),
            };
        default:
            return {
                kind: 'fail',
                code: project_text((0,fold_runner/* settledField */.C9)(settled, 'code')) ?? 'WORKER_ERROR',
                message: project_text((0,fold_runner/* settledField */.C9)(settled, 'message')) ?? '',
            };
    }
}
function projectStatus(definition, runner, graph, live, 
/** For an open read: what its fold left out (the fold holds the listed positions only). */
leftOut) {
    const phase = phaseOf(runner, live);
    // An orphan's clock stops at its last recorded activity (a takeover does not count the gap either).
    const lastActivity = lastActivityOf(runner, graph);
    const clock = phase === 'orphaned' && lastActivity !== undefined ? Date.parse(lastActivity) : live.now;
    const timeoutMs = definition.limits.timeoutMs;
    const planPhase = planPhaseOf(definition);
    const { usageByNode, usage, totalUsage } = usageOf(graph);
    const active = activeOccurrences(graph, phase, live, planPhase, usageByNode);
    const nodes = listedNodes(graph, leftOut, planPhase);
    const result = resultOf(runner, graph);
    const { pauses, positions } = pausesOf(runner, graph, result);
    const settled = runner.settled;
    const cleanup = (0,fold_runner/* settledField */.C9)(settled, 'cleanupVerified');
    return {
        runId: definition.runId,
        namespace: definition.namespace,
        phase,
        session: Math.max(runner.session, graph.session),
        createdAt: definition.createdAt,
        result,
        worker: workerStatus(runner, phase, live),
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
        positions,
        cleanupVerified: settled === null ? null : typeof cleanup === 'boolean' ? cleanup : null,
        leaseRetained: settled?.type === records/* runnerEventTypes */.AK.failed && (0,fold_runner/* settledField */.C9)(settled, 'leaseRetained') === true,
        cancelled: runner.cancelled,
        resumeRefused: runner.resumeRefused,
        reopened: runner.reopened ?? [],
        active,
        nodes,
        nodeCounts: (0,open_nodes/* nodeCounts */.j9)(graph, leftOut ?? open_nodes/* nothingLeftOut */.XN),
        nodesListed: leftOut === undefined ? 'all' : 'open',
        usage,
        totalUsage,
        ...budgetsOf(definition, graph.budgetRaise, graph.nodeCaps, usage, totalUsage),
        lastHeartbeatAt: graph.lastHeartbeatAt,
        lastEventAt: lastActivity ?? null,
        eventCount: { graph: graph.eventCount, runner: runner.eventCount },
        heads: live.heads,
    };
}
/** The later of the runner's and the graph's last recorded event. */
function lastActivityOf(runner, graph) {
    return [runner.lastEventAt, graph.lastEventAt]
        .filter((at) => at !== null)
        .sort()
        .at(-1);
}
/** The plan phase each node declares (null: none). */
function planPhaseOf(definition) {
    const phases = (0,dag/* declaredPhases */.xf)(definition.graphDefinition);
    return (nodeId) => phases.get(nodeId) ?? null;
}
/** Each node's usage total (open engine calls included), as a map and as a list, and their sum. */
function usageOf(graph) {
    // In the order of first engine call (usageOrder): the keys of graph.usage keep none.
    const usageByNode = new Map();
    for (const nodeId of graph.usageOrder) {
        const usage = (0,status_state/* ownValue */.eC)(graph.usage, nodeId);
        if (usage !== undefined)
            usageByNode.set(nodeId, nodeTotal(usage));
    }
    const usage = [...usageByNode].map(([nodeId, totals]) => ({ nodeId, usage: totals }));
    const totalUsage = (0,engine_usage/* mergeUsageTotals */.fn)([...usageByNode.values()]);
    return { usageByNode, usage, totalUsage };
}
/** The open pauses, and the positions a resume can take. */
function pausesOf(runner, graph, result) {
    const ended = runner.settled !== null && records/* terminalTypes */.e5.has(runner.settled.type);
    // A run that ended (completed, failed, stopped, timed out) waits for nothing: a pause left
    // open there cannot be resumed, so none is listed.
    const pauses = ended ? [] : (0,open_pauses/* openPauses */.I)(graph);
    return {
        pauses,
        positions: ended ? [] : result?.kind === 'pause' ? result.positions : pauses.map((pause) => pause.position),
    };
}
/** The last recorded worker, alive by what was observed unless it exited. */
function workerStatus(runner, phase, live) {
    if (runner.worker === null)
        return null;
    const workerAlive = phase === 'running' ? (live.workerAlive ?? null) : live.workerAlive;
    return {
        launchId: runner.worker.launchId,
        session: runner.worker.session,
        launch: runner.worker.launch,
        pid: runner.worker.pid,
        identity: runner.worker.identity,
        launchedAt: runner.worker.launchedAt,
        startedAt: runner.worker.startedAt,
        exitedAt: runner.worker.exitedAt,
        alive: runner.worker.exitedAt !== null ? false : workerAlive,
    };
}
/** The run budget and the node caps as they are now: limits raised by resumes, what was spent. */
function budgetsNow(definition, graph) {
    const { usage, totalUsage } = usageOf(graph);
    return budgetsOf(definition, graph.budgetRaise, graph.nodeCaps, usage, totalUsage);
}
function budgetsOf(definition, raise, caps, usage, totalUsage) {
    return { budget: budgetStatus(definition.limits.budget, raise, totalUsage), nodeCaps: (0,node_caps/* nodeCapsStatus */.g)(caps, usage) };
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


/***/ }),

/***/ 63696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f2: () => (/* binding */ readStatusFrom),
  Sb: () => (/* binding */ readSupervisedRunStatus),
  Z2: () => (/* binding */ statusNodesOption),
  sj: () => (/* binding */ writeStatusCheckpoint)
});

// UNUSED EXPORTS: foldStoredRun, saveCheckpoint, statusCheckpointName

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/runner/records/storage.ts
var records_storage = __webpack_require__(35382);
// EXTERNAL MODULE: ./src/store/json.ts
var store_json = __webpack_require__(52079);
// EXTERNAL MODULE: ./src/runner/records/stored-run.ts
var stored_run = __webpack_require__(57436);
// EXTERNAL MODULE: ./src/runner/status/checkpoint.ts
var status_checkpoint = __webpack_require__(27043);
// EXTERNAL MODULE: ./src/runner/status/cold-set.ts
var cold_set = __webpack_require__(59190);
// EXTERNAL MODULE: ./src/runner/status/fold-stored.ts
var fold_stored = __webpack_require__(86284);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: ./src/runner/status/checkpoint-codec.ts
var checkpoint_codec = __webpack_require__(49548);
// EXTERNAL MODULE: ./src/runner/status/open-nodes.ts
var open_nodes = __webpack_require__(39745);
// EXTERNAL MODULE: ./src/runner/status/state.ts
var state = __webpack_require__(33000);
;// CONCATENATED MODULE: ./src/runner/status/open-checkpoint.ts
// The open read's checkpoint: the fold with only its listed positions (open-nodes.ts), the counts and
// cold set of the rest, and its own cursors and windows. Like the full checkpoint it is a display
// cache bound to each log's last bytes; a read that cannot use it rebuilds it from the full fold.








const openCheckpointName = 'runner-status-open';
const openCheckpointSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    // 3: the cold set as the checkpoint's attachment (2 had it as a base64 side string).
    schemaVersion: schemas/* literal */.euz(3),
    definitionDigest: schemas/* string */.YjP(),
    runner: (0,status_checkpoint/* logSchema */.k6)((0,state/* runnerFoldSchema */.TQ)()),
    graph: (0,status_checkpoint/* logSchema */.k6)((0,checkpoint_codec/* storedGraphFoldSchema */.I4)()),
    leftOut: (0,open_nodes/* leftOutCountsSchema */.ht)(),
}));
async function readOpenCheckpoint(storage, runId, definitionDigest) {
    const read = await (0,status_checkpoint/* readCheckpointJson */.Xz)(storage, runId, openCheckpointName);
    if (read === undefined)
        return undefined;
    const inner = read.json;
    const parsed = openCheckpointSchema().safeParse(inner);
    if (!parsed.success || parsed.data.definitionDigest !== definitionDigest)
        return undefined;
    const checked = inner; // not zod's copy: it would drop a "__proto__" key
    const fold = (0,checkpoint_codec/* decodeGraphFold */.Sp)(checked.graph.fold);
    // The set is the one large part (4 bytes a left-out position): the attachment, not JSON text.
    const set = (0,cold_set/* decodeColdSet */.bY)(read.attachment);
    if (fold === undefined || set === undefined)
        return undefined;
    return { ...checked, graph: { ...checked.graph, fold }, leftOut: { ...checked.leftOut, set } };
}
/**
 * Saves `folded` (a full fold, or an open one with what it left out) as the open checkpoint.
 * `definitionDigest`: of the stored definition, when the caller has it (else read here).
 */
async function saveOpenCheckpoint(storage, runId, folded, definitionDigest) {
    const digest = definitionDigest ?? (0,store_json/* digestJson */.tv)((await (0,stored_run/* loadDefinition */.y)(storage, runId)).json);
    const windows = await (0,status_checkpoint/* windowsOf */.R5)(storage, runId, folded);
    if (windows === undefined)
        return;
    const base = 'leftOut' in folded ? folded.leftOut : open_nodes/* nothingLeftOut */.XN;
    const { graph, leftOut } = (0,open_nodes/* splitOpenFold */.ao)(folded.graph, base);
    const value = {
        schemaVersion: 3,
        definitionDigest: digest,
        runner: { cursor: folded.cursors.runner, window: windows.runner, fold: folded.runner },
        graph: { cursor: folded.cursors.graph, window: windows.graph, fold: (0,checkpoint_codec/* encodeGraphFold */.yP)(graph) },
        leftOut: { completed: leftOut.completed, skipped: leftOut.skipped },
    };
    await (0,status_checkpoint/* writeCheckpointJson */.wH)(storage, runId, openCheckpointName, value, (0,cold_set/* encodeColdSet */.nu)(leftOut.set));
}

;// CONCATENATED MODULE: ./src/runner/status/fold-open.ts
// The fold of an open status read: from the open checkpoint, the events after it folded into a fold
// that holds only the listed positions. An event that names a position it left out (a settled one
// moved again) makes the read fold in full instead and split that, so both reads list the same.







class LeftOutPosition extends Error {
}
async function fromOpenCheckpoint(storage, runId, definition, definitionDigest) {
    const checkpoint = await readOpenCheckpoint(storage, runId, definitionDigest);
    if (checkpoint === undefined)
        return undefined;
    const { leftOut } = checkpoint;
    const missing = (position) => {
        if ((0,cold_set/* coldSetHas */.zW)(leftOut.set, position))
            throw new LeftOutPosition(position);
    };
    // Any failure (a left-out position, a tail that does not verify) falls back to the full read,
    // which raises what is corrupt.
    const folded = await (0,fold_stored/* foldFrom */.eH)(storage, runId, definition, { ...checkpoint, owned: true }, { missing }).catch(() => undefined);
    if (folded === undefined || !(await (0,status_checkpoint/* checkWindows */.iY)(storage, runId, checkpoint, folded).catch(() => false)))
        return undefined;
    return { ...folded, leftOut };
}
/**
 * The open fold of a stored run, and whether it came from the open checkpoint (`rebuilt: false`)
 * or from the full fold (which itself may continue from the full checkpoint).
 */
async function foldOpenRun(storage, runId) {
    const { definition, json } = await (0,stored_run/* loadDefinition */.y)(storage, runId);
    const open = await fromOpenCheckpoint(storage, runId, definition, (0,store_json/* digestJson */.tv)(json));
    if (open !== undefined)
        return { open, rebuilt: false };
    const full = await (0,fold_stored/* foldStoredRun */.om)(storage, runId);
    return { open: openFoldOf(full), full, rebuilt: true };
}
/** A full fold as an open read holds it. */
function openFoldOf(full) {
    const { graph, leftOut } = (0,open_nodes/* splitOpenFold */.ao)(full.graph, open_nodes/* nothingLeftOut */.XN);
    return { ...full, graph, leftOut };
}

// EXTERNAL MODULE: ./src/runner/status/fold-runner.ts
var fold_runner = __webpack_require__(59725);
// EXTERNAL MODULE: ./src/runner/status/observe.ts
var observe = __webpack_require__(24961);
// EXTERNAL MODULE: ./src/engine/command/capability.ts
var capability = __webpack_require__(74920);
// EXTERNAL MODULE: ./src/runner/status/project.ts + 1 modules
var project = __webpack_require__(41623);
;// CONCATENATED MODULE: ./src/runner/status/read.ts
// readSupervisedRunStatus: works from any process with the same storage settings and takes no
// ownership. Events are the truth; a checkpoint (fold state + cursors + a digest of the last bytes
// below them) only saves re-folding the prefix, and is rebuilt when missing, stale, malformed or
// when those bytes changed. Callers that decide something fold with useCheckpoint: false.















/** Write a checkpoint when a read had to fold at least this many new events. */
const checkpointEvery = 512;
const quietly = (write) => write.catch(() => undefined); // display caches: failures are not errors
/**
 * Brings the display caches up to date (the watchdog calls this when it settles). `base`: folds of
 * both logs this process verified as it read or wrote them, with where they end (the watchdog's
 * own); only what follows them is read, instead of the run from its checkpoint or its start.
 */
async function writeStatusCheckpoint(storage, runId, base) {
    const { definition, json } = await (0,stored_run/* loadDefinition */.y)(storage, runId);
    const folded = base === undefined ? await (0,fold_stored/* foldStoredRun */.om)(storage, runId) : await (0,fold_stored/* foldFrom */.eH)(storage, runId, definition, base);
    // Both caches are bound to the same last bytes and definition: read those once.
    const windows = await (0,status_checkpoint/* windowsOf */.R5)(storage, runId, folded);
    if (windows === undefined)
        return;
    const current = { ...folded, windows };
    const definitionDigest = (0,store_json/* digestJson */.tv)(json);
    await (0,status_checkpoint/* saveCheckpoint */.s4)(storage, runId, current, definitionDigest);
    await saveOpenCheckpoint(storage, runId, current, definitionDigest);
}
async function foldForStatus(storage, runId, options) {
    const save = options.writeCheckpoint !== false;
    if (options.nodes === 'open') {
        if (options.useCheckpoint === false)
            return openFoldOf(await (0,fold_stored/* foldStoredRun */.om)(storage, runId, options));
        const { open, full, rebuilt } = await foldOpenRun(storage, runId);
        if (save && full !== undefined && full.folded >= checkpointEvery)
            await quietly((0,status_checkpoint/* saveCheckpoint */.s4)(storage, runId, full));
        if (save && (rebuilt || open.folded >= checkpointEvery))
            await quietly(saveOpenCheckpoint(storage, runId, open));
        return open;
    }
    const folded = await (0,fold_stored/* foldStoredRun */.om)(storage, runId, options);
    if (save && folded.folded >= checkpointEvery)
        await quietly((0,status_checkpoint/* saveCheckpoint */.s4)(storage, runId, folded));
    return folded;
}
async function readStatusFrom(storage, runId, options = {}) {
    const folded = await foldForStatus(storage, runId, options);
    const holder = (await storage.readProcessLock(runId).catch(() => undefined)) ?? null;
    const holderAlive = holder === null ? null : await (0,observe/* isHolderAlive */.k5)(holder);
    const sameHost = holder === null || holder.hostname === external_node_os_default().hostname();
    const worker = folded.runner.worker;
    const workerAlive = await (0,observe/* isWorkerAlive */.k1)(worker, sameHost);
    const settledClean = folded.runner.settled !== null && (0,fold_runner/* settledField */.C9)(folded.runner.settled, 'cleanupVerified') === true;
    const processes = settledClean || !sameHost ? [] : await (0,observe/* markedProcesses */.KT)(worker);
    const leftOut = 'leftOut' in folded ? folded.leftOut : undefined;
    return (0,project/* projectStatus */.k5)(folded.definition, folded.runner, folded.graph, {
        now: Date.now(),
        holder,
        holderAlive,
        workerAlive,
        processes,
        cleanupCapability: (0,capability/* commandCleanupCapability */.Q)(),
        heads: { runner: folded.cursors.runner.head, graph: folded.cursors.graph.head },
    }, leftOut);
}
const statusNodes = ['all', 'open'];
/** `nodes` as a caller gave it (JavaScript callers may give anything). */
function statusNodesOption(nodes) {
    if (nodes === undefined)
        return 'all';
    if (statusNodes.includes(nodes))
        return nodes;
    throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', `nodes: expected "all" (every position) or "open" (the unsettled and the latest ${open_nodes/* latestListed */.XK}), got ${typeof nodes === 'string' ? JSON.stringify(nodes) : typeof nodes}`);
}
/**
 * The status of a stored run. `nodes: 'open'` lists only the positions not completed or skipped and
 * the latest dispatched (`nodeCounts` counts them all): from its checkpoint, such a read costs the
 * events after it whatever the node count. The default lists every position.
 */
async function readSupervisedRunStatus(options) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JavaScript callers
    if (typeof options !== 'object' || options === null)
        throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', 'options: expected { storage, runId, nodes? }');
    const nodes = statusNodesOption(options.nodes);
    const storage = await (0,records_storage/* openStorage */.G)(options.storage);
    try {
        return await readStatusFrom(storage, options.runId, { nodes });
    }
    catch (error) {
        if ((0,errors/* isSupervisedRunError */.G9)(error))
            throw error;
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the status of run ${JSON.stringify(options.runId)} cannot be read: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}


/***/ }),

/***/ 86554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CK: () => (/* binding */ readStoredRunLogs),
/* harmony export */   aI: () => (/* binding */ verifiedReadOption),
/* harmony export */   hT: () => (/* binding */ VerifiedStoredRun)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18635);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85507);
/* harmony import */ var _records_stored_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57436);
/* harmony import */ var _fold_stored_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86284);
// A verified read of a stored run, handed from one call of this process to a later one, which
// continues it instead of reading and verifying both logs whole again: the Action checks the
// restored store, rebuilds a paused workspace, then resumes the run (a whole read and fold costs
// ~60-130 ms at 10k events, ~0.9-1.2 s at 100k). Only VerifiedStoredRun.read and .readWhole make
// one, from bytes they read themselves, and its fold sits in a private field, so no caller can
// hand in a fold of its own. It is continued only for the same run directory, and only while both
// logs still begin with the very bytes it verified (their SHA-256); otherwise the later call reads
// them from the start.




/**
 * Both logs from the start, hashing the bytes each read verified (EventRead.digest); with `sinks`,
 * each log's batches go there as they are verified instead of coming back as records.
 */
async function readLogsWhole(storage, runId, sinks) {
    const read = (log) => storage.readEvents(runId, log, undefined, {
        digest: true,
        ...(sinks === undefined ? {} : { eachBatch: sinks[log] }),
    });
    const [runner, graph] = await Promise.all([read('runner'), read('graph')]);
    return { runner, graph };
}
class VerifiedStoredRun {
    #runDirectory;
    #folded;
    constructor(runDirectory, folded) {
        this.#runDirectory = runDirectory;
        this.#folded = folded;
    }
    /** True for what read() or readWhole() made in this process, whatever else claims to be one. */
    static is(value) {
        return typeof value === 'object' && value !== null && #folded in value;
    }
    /** Folds both logs from the start (which verifies them), hashing the bytes verified. */
    static async read(storage, runId) {
        const { definition } = await (0,_records_stored_run_js__WEBPACK_IMPORTED_MODULE_0__/* .loadDefinition */ .y)(storage, runId);
        const folder = (0,_fold_stored_js__WEBPACK_IMPORTED_MODULE_1__/* .logFolder */ .hI)(runId, definition, undefined);
        const logs = await readLogsWhole(storage, runId, folder.sinks);
        return VerifiedStoredRun.#verified(storage, runId, folder.finish(logs));
    }
    /**
     * Both logs read from the start (which verifies them), hashing the bytes, for a caller that needs
     * the records themselves (the Action's report of a restored store). With `fold`, they are also
     * folded in memory, before the caller sees them, into a verified read: no second read of the logs.
     */
    static async readWhole(storage, runId, options) {
        const logs = await readLogsWhole(storage, runId);
        if (!options.fold)
            return logs;
        try {
            const { definition } = await (0,_records_stored_run_js__WEBPACK_IMPORTED_MODULE_0__/* .loadDefinition */ .y)(storage, runId);
            const folded = (0,_fold_stored_js__WEBPACK_IMPORTED_MODULE_1__/* .foldReads */ .RL)(runId, definition, undefined, logs);
            return { ...logs, verified: VerifiedStoredRun.#verified(storage, runId, folded).verified };
        }
        catch {
            // Nothing handed on: the later call reads both logs from the start and reports what is wrong.
            return logs;
        }
    }
    /** The verified read of a fold of both logs from the start, made from bytes this process hashed. */
    static #verified(storage, runId, folded) {
        const { digests } = folded;
        if (digests === undefined)
            throw new Error('a read from the start was asked to hash the logs and did not');
        return { folded, verified: new VerifiedStoredRun(storage.runDirectory(runId), { ...folded, digests }) };
    }
    /**
     * This read continued to the logs' ends (what was appended since is read and verified, from its
     * cursors); undefined when it is of another run or store, or the bytes it verified changed.
     */
    async continueIn(storage, runId) {
        if (storage.runDirectory(runId) !== this.#runDirectory)
            return undefined;
        const folded = this.#folded;
        const unchanged = await Promise.all(_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .eventLogNames */ .F8.map((log) => (0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .digestEventLogPrefixes */ .fY)(storage, runId, log, [folded.cursors[log].offset]).then(([now]) => now === folded.digests[log], () => false)));
        return unchanged.every(Boolean) ? (0,_fold_stored_js__WEBPACK_IMPORTED_MODULE_1__/* .foldStoredRun */ .om)(storage, runId, { after: folded }) : undefined;
    }
}
/**
 * An option that must be a verified read this process made (anything else, however built, could
 * carry a fold of its own): INVALID_OPTIONS naming `field` otherwise.
 */
function verifiedReadOption(value, field) {
    if (value === undefined || VerifiedStoredRun.is(value))
        return value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', `${field}: expected a verified read of the run made in this process (such as the \`verified\` restorePausedWorkspace returns)`);
}
/** VerifiedStoredRun.readWhole, for the layers above the runner (the report of a restored store). */
function readStoredRunLogs(storage, runId, options) {
    return VerifiedStoredRun.readWhole(storage, runId, options);
}


/***/ })

};

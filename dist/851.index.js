export const id = 851;
export const ids = [851];
export const modules = {

/***/ 41467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MI: () => (/* binding */ cancelSupervisedRun),
  B_: () => (/* binding */ isCancelRequested)
});

// UNUSED EXPORTS: cancelIntentFileName, cancelIntentSchema, cancelOptionsSchema, cancelledEventType, readCancelIntent, writeCancelIntent

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/runner/options/option-schemas.ts
var option_schemas = __webpack_require__(4799);
// EXTERNAL MODULE: ./src/runner/options/parse-or-throw.ts
var parse_or_throw = __webpack_require__(87049);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records_records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/runner/lifecycle/ownership.ts
var ownership = __webpack_require__(42336);
// EXTERNAL MODULE: ./src/runner/status/observe.ts
var observe = __webpack_require__(24961);
// EXTERNAL MODULE: ./src/runner/status/fold-stored.ts
var fold_stored = __webpack_require__(86284);
// EXTERNAL MODULE: ./src/runner/status/read.ts + 2 modules
var read = __webpack_require__(63696);
// EXTERNAL MODULE: ./src/runner/status/graph-pin.ts
var graph_pin = __webpack_require__(16311);
// EXTERNAL MODULE: ./src/runner/records/storage.ts
var records_storage = __webpack_require__(35382);
// EXTERNAL MODULE: ./src/runner/lifecycle/recorded-input.ts
var recorded_input = __webpack_require__(26020);
// EXTERNAL MODULE: ./src/runner/options/option-values.ts
var option_values = __webpack_require__(23261);
;// CONCATENATED MODULE: ./src/runner/lifecycle/cancel-secrets.ts


/** The names of the variables every session of the run handed its worker, as its runner log records them. */
async function recordedVariableNames(storage, runId) {
    const names = new Set();
    await storage.readEvents(runId, 'runner', undefined, {
        eachBatch: (events) => {
            for (const event of events) {
                if (event.type !== records_records/* runnerEventTypes */.AK.sessionStarted)
                    continue;
                const parsed = (0,records_records/* sessionStartedSchema */.J3)().safeParse(event.data);
                if (parsed.success)
                    for (const name of parsed.data.environmentVariables)
                        names.add(name);
            }
        },
    });
    return [...names];
}
/**
 * The storage's known secrets and the values, in `env`, of the variables the run's sessions were
 * given (those the store refuses: from minStoredSecretLength characters, as at start and resume).
 */
async function cancelKnownSecrets(storage, runId, env) {
    const passed = await recordedVariableNames(storage, runId);
    const { stored } = (0,option_values/* collectKnownSecrets */.X5)(env, { passed });
    return [...new Set([...storage.knownSecrets, ...stored])];
}

// EXTERNAL MODULE: ./src/runner/records/stored-run.ts
var stored_run = __webpack_require__(57436);
// EXTERNAL MODULE: ./src/runner/watchdog/workspace.ts
var watchdog_workspace = __webpack_require__(15737);
// EXTERNAL MODULE: ./src/runner/lifecycle/handle.ts
var handle = __webpack_require__(59251);
// EXTERNAL MODULE: ./src/runner/lifecycle/cancel-intent.ts
var cancel_intent = __webpack_require__(1478);
;// CONCATENATED MODULE: ./src/runner/lifecycle/cancel.ts
// Cancel (the seed's `Cancel`): persist the intent first, stop in-flight execution, then record the
// cancellation in the runner log and settle the run as stopped. The intent is a file in the run
// directory (the live watchdog owns the runner log, so nobody else may append to it); a watchdog
// process that sees it on SIGTERM stops instead of interrupting (see `isCancelRequested`). A live
// watchdog is signalled and awaited; a settled pause, an interruption or an orphan is settled here
// under the process lock. An ended run is left as it is.























/** The record type (also runnerEventTypes.cancelled; its data schema is cancelledSchema in records.ts). */
const cancelledEventType = records_records/* runnerEventTypes */.AK.cancelled;
const endedPhases = new Set(['completed', 'failed', 'stopped', 'timeout']);
const cancelOptionsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    storage: (0,option_schemas/* storageOptionsSchema */.tH)(),
    runId: schemas/* string */.YjP().regex(contract/* storeIdPattern */.X, 'runId must be 1-100 characters from [A-Za-z0-9._-]'),
    reason: schemas/* string */.YjP()
        .trim()
        .min(1, 'reason must say why the run is cancelled')
        .max(2000, 'reason must be at most 2000 characters'),
    by: schemas/* string */.YjP().trim().min(1, 'by must name who cancels').max(200, 'by must be at most 200 characters'),
    /** How long a live watchdog gets to settle after SIGTERM. */
    waitMs: schemas/* number */.aig()
        .int()
        .positive('waitMs must be a positive number of milliseconds')
        .max(2_147_483_647)
        .default(60_000),
    /** The run root: lets an orphan's leftover workspace lease be released. */
    runRoot: schemas/* string */.YjP().min(1).optional(),
}));
/** Writes the intent durably (temp file, fdatasync, rename, directory sync) before anything is stopped. */
async function writeCancelIntent(storage, runId, request) {
    const intent = {
        schemaVersion: 1,
        intentId: (0,external_node_crypto_.randomUUID)(),
        runId,
        reason: request.reason,
        by: request.by,
        requestedAt: new Date().toISOString(),
    };
    const directory = storage.runDirectory(runId);
    if (!(await external_node_fs_.promises.lstat(directory)).isDirectory())
        throw new Error(`${directory} is not a directory`);
    const temp = external_node_path_default().join(directory, `.cancel-intent.${intent.intentId}.tmp`);
    const handle = await external_node_fs_.promises.open(temp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o600);
    try {
        await handle.writeFile(`${JSON.stringify(intent)}\n`);
        await handle.datasync();
    }
    finally {
        await handle.close();
    }
    await external_node_fs_.promises.rename(temp, (0,cancel_intent/* intentPath */.CS)(storage, runId));
    const dir = await external_node_fs_.promises.open(directory, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_DIRECTORY);
    try {
        await dir.sync();
    }
    finally {
        await dir.close();
    }
    return intent;
}
/** For a watchdog process's SIGTERM handler: stop() when true, interrupt() otherwise. Never throws. */
async function isCancelRequested(storage, runId) {
    try {
        return (await (0,cancel_intent/* readCancelIntent */.PJ)(await (0,records_storage/* openStorage */.G)(storage), runId)) !== undefined;
    }
    catch {
        return false;
    }
}
/** Waits until the lock holder `token` is gone or dead. */
async function awaitRelease(storage, runId, token, waitMs) {
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
        const holder = await storage.readProcessLock(runId);
        if (holder === undefined || holder.token !== token || (await (0,observe/* isHolderAlive */.k5)(holder)) === false)
            return true;
        await (0,promises_.setTimeout)(50);
    }
    return false;
}
/** Appends runner:cancelled (and runner:stopped unless the run has ended) under the process lock. */
async function settleCancelled(storage, runId, intent, details) {
    const lock = await (0,ownership/* acquireLock */.IZ)(storage, runId);
    try {
        // It decides what to append: the logs are verified in full, not read from the display cache.
        const folded = await (0,fold_stored/* foldStoredRun */.om)(storage, runId, { useCheckpoint: false });
        const settled = folded.runner.settled;
        const ended = settled !== null && records_records/* terminalTypes */.e5.has(settled.type);
        if (settled === null) {
            await (0,ownership/* stopLeftovers */.zm)(folded, folded.definition.teardownGraceMs, 'the cancel intent stays recorded, nothing was settled');
            if (details.runRoot !== undefined) {
                const workspace = (0,watchdog_workspace/* defaultWorkspace */.Dy)(await external_node_fs_.promises.realpath(details.runRoot), []);
                await (0,ownership/* releaseDeadLease */.oO)(workspace, runId).catch(() => false);
            }
        }
        const outcome = ended && settled.type !== records_records/* runnerEventTypes */.AK.stopped ? 'already-ended' : 'stopped';
        const session = Math.max(1, folded.runner.session, folded.graph.session);
        const cancelled = {
            intentId: intent.intentId,
            reason: intent.reason,
            by: intent.by,
            requestedAt: intent.requestedAt,
            from: details.from,
            signalled: details.signalled,
            outcome,
        };
        const records = [
            { type: records_records/* runnerEventTypes */.AK.cancelled, session, data: cancelled },
        ];
        if (!ended)
            records.push({
                type: records_records/* runnerEventTypes */.AK.stopped,
                session,
                data: { cleanupVerified: true, cancelled: true, reason: intent.reason, ...(0,graph_pin/* graphPinField */.Ys)(folded.cursors.graph) },
            });
        const log = await storage.openEventLog(runId, 'runner', folded.cursors.runner);
        try {
            await log.append(records);
        }
        finally {
            await log.close();
        }
        return outcome;
    }
    finally {
        await lock.release().catch(() => undefined);
    }
}
async function cancelSupervisedRun(options) {
    const { runId, reason, by, waitMs, runRoot, storage: storageOptions, } = (0,parse_or_throw/* parseOptionsOrThrow */.P)(cancelOptionsSchema(), options);
    const opened = await (0,records_storage/* openStorage */.G)(storageOptions);
    (0,recorded_input/* refuseUnrecordable */.Pu)(opened, { reason, by });
    try {
        await (0,stored_run/* loadDefinition */.y)(opened, runId);
        // Checked against the run's secrets too, and written through a store that refuses them.
        const secrets = await cancelKnownSecrets(opened, runId, process.env);
        const storage = secrets.length === opened.knownSecrets.length
            ? opened
            : await (0,records_storage/* openStorage */.G)({ ...storageOptions, knownSecrets: secrets });
        (0,recorded_input/* refuseUnrecordable */.Pu)(storage, { reason, by });
        const before = await (0,read/* readStatusFrom */.f2)(storage, runId, { writeCheckpoint: false });
        if (endedPhases.has(before.phase))
            return { runId, outcome: 'already-ended', from: before.phase, signalled: null, status: before };
        const intent = await writeCancelIntent(storage, runId, { reason, by });
        return await stopAndSettle(storage, intent, { runId, from: before.phase, waitMs, runRoot });
    }
    catch (error) {
        if ((0,errors/* isSupervisedRunError */.G9)(error))
            throw error;
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `run ${runId} cannot be cancelled: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
}
/**
 * With the intent recorded: a live watchdog is signalled and awaited, then the run is settled here
 * under the process lock (a dead holder's lock broken first), looking again when the lock changes hands.
 */
async function stopAndSettle(storage, intent, run) {
    const { runId, from, waitMs, runRoot } = run;
    let signalled = null;
    for (let round = 0; round < 5; round += 1) {
        const holder = await storage.readProcessLock(runId);
        const alive = holder === undefined ? false : await (0,observe/* isHolderAlive */.k5)(holder);
        if (holder !== undefined && alive === null) {
            throw new errors/* SupervisedRunError */.aL('PROCESS_LOCKED', `run ${runId} is driven by a watchdog on ${holder.hostname} (pid ${holder.pid}); the cancel intent is recorded, run cancel on that host to stop it`, { details: { holder } });
        }
        if (holder !== undefined && alive === true) {
            signalled = await signalWatchdog(storage, runId, holder, signalled, waitMs);
            continue;
        }
        if (holder !== undefined)
            await storage.breakProcessLock(runId, holder.token).catch(() => undefined);
        let outcome;
        try {
            outcome = await settleCancelled(storage, runId, intent, {
                from,
                signalled,
                ...(runRoot === undefined ? {} : { runRoot }),
            });
        }
        catch (error) {
            if ((0,errors/* isSupervisedRunError */.G9)(error, 'PROCESS_LOCKED'))
                continue; // taken between our look and our lock: look again
            throw error;
        }
        await external_node_fs_.promises.rm((0,cancel_intent/* intentPath */.CS)(storage, runId), { force: true });
        await (0,read/* writeStatusCheckpoint */.sj)(storage, runId).catch(() => undefined);
        return { runId, outcome, from, signalled, status: await (0,read/* readStatusFrom */.f2)(storage, runId) };
    }
    throw new errors/* SupervisedRunError */.aL('PROCESS_LOCKED', `run ${runId} kept changing hands; the cancel intent stays recorded, try again`);
}
/**
 * Sends SIGTERM once per watchdog pid and waits for it to settle; returns the pid signalled. When
 * this process is the watchdog (a library caller cancelling a run it drives), its run is stopped
 * directly instead: SIGTERM would end the caller.
 */
async function signalWatchdog(storage, runId, holder, signalled, waitMs) {
    if (signalled !== holder.pid) {
        if (holder.pid !== process.pid)
            process.kill(holder.pid, 'SIGTERM');
        else
            void (0,handle/* supervisorHere */.po)(storage, runId)
                ?.stop()
                .catch(() => undefined);
    }
    if (!(await awaitRelease(storage, runId, holder.token, waitMs))) {
        throw new errors/* SupervisedRunError */.aL('PROCESS_LOCKED', `the watchdog of run ${runId} (pid ${holder.pid}) did not settle within ${waitMs} ms of SIGTERM; the cancel intent stays recorded`, { details: { holder } });
    }
    return holder.pid;
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


/***/ }),

/***/ 71869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gF: () => (/* binding */ maxPayloadBytes),
/* harmony export */   jr: () => (/* binding */ defaultHistoryLimit),
/* harmony export */   ow: () => (/* binding */ maxHistoryLimit),
/* harmony export */   t7: () => (/* binding */ defaultPayloadBytes),
/* harmony export */   uG: () => (/* binding */ readSupervisedRunHistory)
/* harmony export */ });
/* unused harmony exports historyOptionsSchema, encodeHistoryCursor, projectHistoryEntry, isSettled, readRunHistory */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52079);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85507);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(97018);
/* harmony import */ var _options_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4799);
/* harmony import */ var _options_parse_or_throw_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(87049);
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74949);
/* harmony import */ var _records_storage_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(35382);
/* harmony import */ var _records_stored_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57436);
// History: a bounded, cursor-paged projection of a run's two logs (the seed's `History`). Entries
// carry metadata only (type, time, position, code, session); payloads only when asked, capped.
// The cursor is opaque: the next seq of each log, plus a store cursor at a batch boundary of the
// graph log so a poller that keeps up reads only what is new. Within a page the logs are merged by
// time (runner first on a tie), each in its own order: pages never skip or repeat a record, even
// while the run appends.









const maxHistoryLimit = 1000;
const defaultHistoryLimit = 100;
const defaultPayloadBytes = 4096;
const maxPayloadBytes = 256 * 1024;
const cursorSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    v: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1),
    /** Next seq of the runner log. */
    r: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Next seq of the graph log, and a verified read position at or before it (absent: the start). */
    g: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ s: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(), at: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .eventCursorSchema */ .Q4)().optional() }),
}));
const historyOptionsSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    storage: (0,_options_options_js__WEBPACK_IMPORTED_MODULE_3__/* .storageOptionsSchema */ .tH)(),
    runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storeIdPattern */ .X, 'runId must be 1-100 characters from [A-Za-z0-9._-]'),
    /** A cursor from an earlier page; absent: from the first record. */
    after: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1, 'after must be a cursor from an earlier page').optional(),
    limit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .min(1, `limit must be 1 to ${maxHistoryLimit}`)
        .max(maxHistoryLimit, `limit must be 1 to ${maxHistoryLimit}`)
        .default(defaultHistoryLimit),
    /** Include each record's data, up to this many bytes of canonical JSON (larger ones are cut to a preview). */
    payloadBytes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .min(1)
        .max(maxPayloadBytes, `payloadBytes must be at most ${maxPayloadBytes}`)
        .optional(),
}));
const startCursor = { offset: 0, nextSeq: 0, head: '0'.repeat(64) };
function encodeHistoryCursor(cursor) {
    const at = cursor.g.at;
    const compact = at === undefined || at.offset === 0 ? { v: 1, r: cursor.r, g: { s: cursor.g.s } } : cursor;
    return Buffer.from(JSON.stringify(compact), 'utf8').toString('base64url');
}
function decodeCursor(text) {
    if (text === undefined)
        return { v: 1, r: 0, g: { s: 0 } };
    let value;
    try {
        value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    }
    catch {
        value = undefined;
    }
    const parsed = cursorSchema().safeParse(value);
    if (!parsed.success || (parsed.data.g.at?.nextSeq ?? 0) > parsed.data.g.s) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidOption */ .J0)({
            option: 'after',
            below: '',
            why: 'not a history cursor (pass the cursor of an earlier page unchanged)',
        });
    }
    return parsed.data;
}
const record = (data) => typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
const str = (value) => (typeof value === 'string' ? value : undefined);
const strings = (value) => Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined;
const impliedCodes = {
    [_records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .runnerEventTypes */ .AK.interrupted]: 'INTERRUPTED',
    [_records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .runnerEventTypes */ .AK.stopped]: 'STOPPED',
    [_records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .runnerEventTypes */ .AK.timeout]: 'TIMEOUT',
};
/** Metadata of one record: never its payload unless `payloadBytes` is given. */
function projectHistoryEntry(log, event, payloadBytes) {
    const data = record(event.data);
    const entry = { log, seq: event.seq, type: event.type, at: event.at, session: event.session };
    const dispatches = Array.isArray(data.dispatches) ? data.dispatches.map(record) : undefined;
    const positions = dispatches?.map((d) => str(d.position)).filter((p) => p !== undefined) ?? strings(data.positions);
    const position = str(data.position) ?? (positions?.length === 1 ? positions[0] : undefined);
    if (position !== undefined)
        entry.position = position;
    else if (positions !== undefined && positions.length > 0)
        entry.positions = positions;
    const nodeId = str(data.nodeId) ?? (dispatches?.length === 1 ? str(dispatches[0].nodeId) : undefined);
    if (nodeId !== undefined)
        entry.nodeId = nodeId;
    const code = str(data.code) ?? impliedCodes[event.type];
    if (code !== undefined)
        entry.code = code;
    const attempt = record(data.identity ?? null).attempt;
    if (typeof attempt === 'number')
        entry.attempt = attempt;
    if (typeof data.durationMs === 'number')
        entry.durationMs = data.durationMs;
    if (payloadBytes !== undefined) {
        const text = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_6__/* .canonicalJson */ .dj)(event.data);
        const bytes = Buffer.byteLength(text);
        if (bytes <= payloadBytes)
            entry.payload = event.data;
        else
            entry.payloadPreview = {
                bytes,
                text: Buffer.from(text)
                    .subarray(0, payloadBytes)
                    .toString('utf8')
                    .replace(/\uFFFD$/, ''),
            };
    }
    return entry;
}
/** True when the newest runner record that starts or settles a session settles it. */
function isSettled(runner) {
    for (let i = runner.length - 1; i >= 0; i -= 1) {
        const type = runner[i].type;
        if (_records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .settledTypes */ .bq.has(type))
            return true;
        if (type === _records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .runnerEventTypes */ .AK.sessionStarted || type === _records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .runnerEventTypes */ .AK.adopted)
            return false;
    }
    return false;
}
async function readGraph(storage, runId, at) {
    try {
        return { read: await storage.readEvents(runId, 'graph', at), from: at };
    }
    catch (error) {
        if (at.offset === 0)
            throw error;
        // The stored read position no longer fits the log (replaced by a restore): re-read and skip by seq.
        return { read: await storage.readEvents(runId, 'graph'), from: startCursor };
    }
}
async function readRunHistory(storage, runId, options) {
    await (0,_records_stored_run_js__WEBPACK_IMPORTED_MODULE_7__/* .loadDefinition */ .y)(storage, runId);
    const cursor = decodeCursor(options.after);
    // The runner log holds supervision records only (a few per worker launch): read whole, so
    // `settled` is exact. The graph log can be long: read from the cursor's position.
    const runnerRead = await storage.readEvents(runId, 'runner');
    const graph = await readGraph(storage, runId, cursor.g.at ?? startCursor);
    const graphCount = graph.from.nextSeq + graph.read.events.length;
    const runnerCount = runnerRead.events.length;
    if (cursor.r > runnerCount || cursor.g.s > graphCount) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidOption */ .J0)({
            option: 'after',
            below: '',
            why: `the cursor is past the end of run ${runId}'s logs (a cursor of another run or store?)`,
        });
    }
    const runner = runnerRead.events.filter((event) => event.seq >= cursor.r);
    const graphEvents = graph.read.events.filter((event) => event.seq >= cursor.g.s);
    const entries = [];
    let r = 0;
    let g = 0;
    while (entries.length < options.limit && (r < runner.length || g < graphEvents.length)) {
        const nextRunner = runner[r];
        const nextGraph = graphEvents[g];
        if (nextRunner !== undefined && (nextGraph === undefined || nextRunner.at <= nextGraph.at)) {
            entries.push(projectHistoryEntry('runner', nextRunner, options.payloadBytes));
            r += 1;
        }
        else {
            entries.push(projectHistoryEntry('graph', nextGraph, options.payloadBytes));
            g += 1;
        }
    }
    const graphDrained = g === graphEvents.length;
    const next = {
        v: 1,
        r: runner[r]?.seq ?? runnerCount,
        g: { s: graphEvents[g]?.seq ?? graphCount, at: graphDrained ? graph.read.cursor : graph.from },
    };
    return {
        runId,
        entries,
        cursor: encodeHistoryCursor(next),
        hasMore: !graphDrained || r < runner.length,
        settled: isSettled(runnerRead.events),
        counts: { graph: graphCount, runner: runnerCount },
    };
}
/** readRunHistory from serialisable options (INVALID_OPTIONS naming the field; RUN_STORAGE). */
async function readSupervisedRunHistory(options) {
    const { storage: storageOptions, runId, ...rest } = (0,_options_parse_or_throw_js__WEBPACK_IMPORTED_MODULE_8__/* .parseOptionsOrThrow */ .P)(historyOptionsSchema(), options);
    const storage = await (0,_records_storage_js__WEBPACK_IMPORTED_MODULE_9__/* .openStorage */ .G)(storageOptions);
    try {
        return await readRunHistory(storage, runId, rest);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .isSupervisedRunError */ .G9)(error))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('RUN_STORAGE', `the history of run ${JSON.stringify(runId)} cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .describeError */ .Uc)(error)}`, { cause: error });
    }
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



/***/ })

};

export const id = 911;
export const ids = [911];
export const modules = {

/***/ 28960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ readProcessIdentity),
/* harmony export */   x: () => (/* binding */ isSameProcessAlive)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97018);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35203);
/* harmony import */ var _proc_stat_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45477);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81136);
// Public identity helpers. Outside Linux there is no start time to compare, so liveness falls back to
// "the pid exists" (which may over-report survivors but never under-reports them).




// Bad arguments are the engine layer's EngineError (code INVALID_OPTIONS) naming the field and what
// it accepts, like every other option of this layer; the value got is named too.
const wholeNumber = (minimum, accepts) => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig({ error: (issue) => `expected ${accepts} (got ${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .bp)(issue.input)})` })
    .refine((value) => Number.isSafeInteger(value) && value >= minimum, {
    error: (issue) => `expected ${accepts} (got ${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .bp)(issue.input)})`,
});
const pidSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => wholeNumber(1, 'a positive integer process ID'));
const identitySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    pid: pidSchema(),
    parentPid: wholeNumber(0, 'a non-negative integer process ID'),
    processGroupId: wholeNumber(0, 'a non-negative integer process group ID'),
    startedAt: wholeNumber(0, 'a non-negative integer start time (clock ticks since boot)'),
}, { error: 'expected { pid, parentPid, processGroupId, startedAt } (a ProcessIdentity from readProcessIdentity)' }));
/** The identity of whatever process has this pid now (zombies included); undefined if none or not Linux. */
async function readProcessIdentity(pid) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .parseOrEngineError */ .R)(pidSchema(), pid, 'pid');
    if (process.platform !== 'linux')
        return undefined;
    const stat = await (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_4__/* .readProcStat */ .TQ)(pid);
    return stat === undefined ? undefined : (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_4__/* .toIdentity */ .uH)(stat);
}
function pidExists(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: it exists, we just may not signal it.
        return error.code !== 'ESRCH';
    }
}
/** True when this pid is alive AND is the same process (same start time); an exited zombie is not alive. */
async function isSameProcessAlive(identity) {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .parseOrEngineError */ .R)(identitySchema(), identity, 'identity');
    if (process.platform !== 'linux')
        return pidExists(identity.pid);
    const stat = await (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_4__/* .readProcStat */ .TQ)(identity.pid);
    // Unreadable but present (e.g. /proc mounted with hidepid): we cannot prove it gone, so it counts as alive.
    if (stat === undefined)
        return pidExists(identity.pid);
    return stat.startedAt === identity.startedAt && !(0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_4__/* .hasExited */ .uR)(stat);
}


/***/ }),

/***/ 15816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PU: () => (/* binding */ inspectOwnerMarkedProcesses)
/* harmony export */ });
/* unused harmony exports environHasEntry, inspectMarked */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _owner_id_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79017);
/* harmony import */ var _proc_stat_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45477);
// Linux owner-marker inspection: finds processes by the OBVERSA_RUN_OWNER entry in their initial
// environment, which survives setsid and reparenting (it does not survive a process that drops it).



/** True when the NUL-separated environ block holds exactly `entry` as one complete entry. */
function environHasEntry(environ, entry) {
    const needle = Buffer.from(entry, 'utf8');
    let from = 0;
    for (;;) {
        const at = environ.indexOf(needle, from);
        if (at < 0)
            return false;
        const end = at + needle.length;
        const startsEntry = at === 0 || environ[at - 1] === 0;
        const endsEntry = end === environ.length || environ[end] === 0;
        if (startsEntry && endsEntry)
            return true;
        from = at + 1;
    }
}
function readEnviron(pid) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/environ`);
    }
    catch (error) {
        if ((0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_1__/* .isSkippableProcError */ .sv)(error))
            return undefined;
        throw error;
    }
}
// Synchronous reads: procfs answers from memory, and the thread pool would cost several times the CPU.
const procReader = { listPids: _proc_stat_js__WEBPACK_IMPORTED_MODULE_1__/* .listProcPids */ .LM, readStat: _proc_stat_js__WEBPACK_IMPORTED_MODULE_1__/* .readProcStatSync */ .Sq, readEnviron };
async function inspectOne(pid, entry, reader) {
    const before = await reader.readStat(pid);
    if (before === undefined)
        return undefined;
    const environ = await reader.readEnviron(pid);
    if (environ === undefined || !environHasEntry(environ, entry))
        return undefined;
    // Read again: if the pid was recycled while we read environ, the start time differs and the match is void.
    const after = await reader.readStat(pid);
    if (after === undefined || after.startedAt !== before.startedAt)
        return undefined;
    return (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_1__/* .toIdentity */ .uH)(after);
}
async function inspectMarked(ownerId, reader) {
    const entry = `${_owner_id_js__WEBPACK_IMPORTED_MODULE_2__/* .OWNER_ENV */ .wN}=${ownerId}`;
    const found = [];
    for (const pid of await reader.listPids()) {
        const identity = await inspectOne(pid, entry, reader);
        if (identity !== undefined)
            found.push(identity);
    }
    return Object.freeze(found);
}
/**
 * Processes whose environment carries `OBVERSA_RUN_OWNER=<ownerId>` (Linux). Inspects, never stops.
 * Elsewhere: an empty list, which does not prove that no owned process remains.
 */
async function inspectOwnerMarkedProcesses(ownerId) {
    (0,_owner_id_js__WEBPACK_IMPORTED_MODULE_2__/* .assertOwnerId */ .zy)(ownerId, 'ownerId');
    if (process.platform !== 'linux')
        return [];
    return inspectMarked(ownerId, procReader);
}


/***/ }),

/***/ 79017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ resolveOwner),
/* harmony export */   BM: () => (/* binding */ isValidOwnerId),
/* harmony export */   wN: () => (/* binding */ OWNER_ENV),
/* harmony export */   xe: () => (/* binding */ newOwnerId),
/* harmony export */   zy: () => (/* binding */ assertOwnerId)
/* harmony export */ });
/* unused harmony export inheritedOwnerId */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97370);
// Owner IDs mark every process an outer command starts (OBVERSA_RUN_OWNER), so cleanup can find
// descendants that left the process tree. The precedence rules are the seed's, exactly.


const OWNER_ENV = 'OBVERSA_RUN_OWNER';
const OWNER_ID = /^sha256:[0-9a-f]{64}$/;
function isValidOwnerId(value) {
    return typeof value === 'string' && OWNER_ID.test(value);
}
/** A fresh owner ID: 'sha256:' + 64 lowercase hex. */
function newOwnerId() {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32)).digest('hex')}`;
}
/** A bad owner ID is the layer's EngineError (code INVALID_OPTIONS) naming the field, as any bad option. */
function assertOwnerId(value, field) {
    if (!isValidOwnerId(value)) {
        const accepts = "expected 'sha256:' followed by 64 lowercase hexadecimal characters";
        throw new _contract_js__WEBPACK_IMPORTED_MODULE_1__/* .EngineError */ .NJ(`${field}: ${accepts}`, {
            kind: 'invalid-config',
            details: { problems: [{ field, accepts }] },
        });
    }
}
/** A valid marker in this process's own environment, if any. */
function inheritedOwnerId(env = process.env) {
    const value = env[OWNER_ENV];
    return isValidOwnerId(value) ? value : undefined;
}
/** Inherited marker > options.ownerId > options.env.OBVERSA_RUN_OWNER (passed through, never an owner). */
function resolveOwner(ownerId, env, parentEnv = process.env) {
    const inherited = inheritedOwnerId(parentEnv);
    if (inherited !== undefined)
        return { marker: inherited, outerOwner: false };
    if (ownerId !== undefined)
        return { marker: ownerId, outerOwner: true };
    return { marker: env?.[OWNER_ENV], outerOwner: false };
}


/***/ }),

/***/ 45477:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LM: () => (/* binding */ listProcPids),
/* harmony export */   Sq: () => (/* binding */ readProcStatSync),
/* harmony export */   TQ: () => (/* binding */ readProcStat),
/* harmony export */   _1: () => (/* binding */ readRssBytes),
/* harmony export */   fb: () => (/* binding */ scanProcesses),
/* harmony export */   sv: () => (/* binding */ isSkippableProcError),
/* harmony export */   uH: () => (/* binding */ toIdentity),
/* harmony export */   uR: () => (/* binding */ hasExited)
/* harmony export */ });
/* unused harmony exports statFieldsAfterCommand, parseProcStat */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// Reading /proc/<pid>/stat: a process is identified by pid + start time, so a recycled pid is never
// mistaken for the process we saw before.


/** Errors that mean "this process is gone or not ours to read": skipped, never fatal. */
function isSkippableProcError(error) {
    const code = error?.code;
    return code === 'ENOENT' || code === 'ESRCH' || code === 'EACCES' || code === 'EPERM';
}
/**
 * The fields of a /proc/<pid>/stat line after comm (field 2), which may hold spaces and ')': split
 * after the LAST ')'. Field 3 (state) is at index 0, so field N is at N - 3. Undefined without comm.
 */
function statFieldsAfterCommand(text) {
    const open = text.indexOf(' (');
    const close = text.lastIndexOf(')');
    if (open <= 0 || close < open)
        return undefined;
    return text
        .slice(close + 2)
        .trim()
        .split(' ');
}
/** Parses /proc/<pid>/stat. */
function parseProcStat(text) {
    const rest = statFieldsAfterCommand(text);
    if (rest === undefined)
        return undefined;
    const pid = Number(text.slice(0, text.indexOf(' (')));
    const state = rest[0];
    const parentPid = Number(rest[1]);
    const processGroupId = Number(rest[2]);
    const sessionId = Number(rest[3]);
    const startedAt = Number(rest[19]);
    const ints = [pid, parentPid, processGroupId, sessionId, startedAt];
    if (state === undefined || state.length === 0 || !ints.every(Number.isSafeInteger) || pid <= 0)
        return undefined;
    return { pid, parentPid, processGroupId, startedAt, state, sessionId };
}
function toIdentity(stat) {
    return { pid: stat.pid, parentPid: stat.parentPid, processGroupId: stat.processGroupId, startedAt: stat.startedAt };
}
function hasExited(stat) {
    // A zombie has exited and only waits to be reaped: it runs nothing and holds nothing but its pid.
    return stat.state === 'Z' || stat.state === 'X' || stat.state === 'x';
}
function listProcPids() {
    const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    const pids = [];
    for (const name of names) {
        if (/^[0-9]+$/.test(name))
            pids.push(Number(name));
    }
    return pids;
}
const statBuffer = Buffer.alloc(4096); // a stat line is a few hundred bytes (comm is at most 15 of them)
/** Undefined when the process does not exist (or cannot be read); other errors throw. */
function readProcStatSync(pid) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(`/proc/${pid}/stat`, 'r');
    }
    catch (error) {
        if (isSkippableProcError(error))
            return undefined;
        throw error;
    }
    try {
        const length = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, statBuffer, 0, statBuffer.length, 0);
        return parseProcStat(statBuffer.toString('latin1', 0, length));
    }
    catch (error) {
        if (isSkippableProcError(error))
            return undefined;
        throw error;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
async function readProcStat(pid) {
    return readProcStatSync(pid);
}
/**
 * Every process in the table at one moment (Linux only). Synchronous reads on purpose: procfs answers
 * from memory, and one pass costs about a third of the CPU of the same reads through the thread pool.
 */
async function scanProcesses() {
    const table = new Map();
    for (const pid of listProcPids()) {
        const stat = readProcStatSync(pid);
        if (stat !== undefined)
            table.set(stat.pid, stat);
    }
    return table;
}
/** Resident memory in bytes (VmRSS), 0 when gone or a kernel thread. */
async function readRssBytes(pid) {
    try {
        const status = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${pid}/status`, 'utf8');
        const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
        return match?.[1] === undefined ? 0 : Number(match[1]) * 1024;
    }
    catch (error) {
        if (isSkippableProcError(error))
            return 0;
        throw error;
    }
}


/***/ }),

/***/ 81136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ parseOrEngineError)
/* harmony export */ });
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97370);

function problemsOf(error, what) {
    return error.issues.map((issue) => ({
        field: issue.path.length === 0 ? what : `${what}.${issue.path.join('.')}`,
        accepts: issue.message,
    }));
}
/**
 * Parses with zod; a failure becomes the engine layer's EngineError (kind `invalid-config`, code
 * `INVALID_OPTIONS`) naming the field and what it accepts, message and `details.problems` alike.
 */
function parseOrEngineError(schema, value, what) {
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const problems = problemsOf(parsed.error, what);
    throw new _contract_js__WEBPACK_IMPORTED_MODULE_0__/* .EngineError */ .NJ(problems.map((problem) => `${problem.field}: ${problem.accepts}`).join('; '), {
        kind: 'invalid-config',
        details: { problems },
        cause: parsed.error,
    });
}


/***/ }),

/***/ 97370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NJ: () => (/* binding */ EngineError),
/* harmony export */   Rs: () => (/* binding */ engineResultSchema),
/* harmony export */   Vp: () => (/* binding */ isEngineError),
/* harmony export */   a7: () => (/* binding */ engineIdentitySchema),
/* harmony export */   nC: () => (/* binding */ usageReceiptSchema),
/* harmony export */   q$: () => (/* binding */ engineErrorKinds),
/* harmony export */   rE: () => (/* binding */ billingSchema)
/* harmony export */ });
/* unused harmony exports costSchema, deadLaneKinds, isDeadLaneKind, engineErrorCodeByKind, engineErrorCodes, engineErrorCodeOf */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
// The engine port: one fresh attempt, one prompt, one abort signal. Runtime code
// and engines share this contract; engines live in src/engine/engines/.



/** Who runs a call: the lane a plan selects and the identity an engine reports. */
const engineIdentitySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** e.g. `anthropic`, `openai`, `mock`, `command`. */
    provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** Model name as the provider spells it; `''` when the engine does not know. */
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Adapter that ran the call, e.g. `claude-cli`, `codex-cli`, `mock`. */
    adapter: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    adapterVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Executable path for command-backed engines. */
    executable: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
const costSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('reported'), usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('estimated'), usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative(), entry: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('unknown') }),
]));
const billingSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['api', 'subscription', 'unknown']));
const tokenCount = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative());
/** One call's usage. Missing counts are unknown, never zero. */
const usageReceiptSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /**
     * True when the engine reported both input and output tokens for this call. A side reported
     * alone is kept on an unmeasured receipt: a lower bound. (Receipts of earlier releases may say
     * true with one side: read them as lower bounds too.)
     */
    measured: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** Input tokens not read from or written to the cache (Anthropic's convention; OpenAI's cached tokens are moved to cacheReadTokens). */
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    cacheReadTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    cacheWriteTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    cost: costSchema(),
    billing: billingSchema(),
    /** Model the call ran on, when known (the one that did most of the work, when it used several). */
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Each model's tokens, when the call used several: an estimate prices each at its own rate. */
    models: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        inputTokens: tokenCount().optional(),
        outputTokens: tokenCount().optional(),
        cacheReadTokens: tokenCount().optional(),
        cacheWriteTokens: tokenCount().optional(),
    }))
        .optional(),
    /** Set on the receipt of a call that failed. */
    failed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
}));
const engineResultSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Structured output when the engine returned JSON. */
    structured: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValueSchema */ .F7.optional(),
    /** Response parts worth keeping (stored as `runner-engine-parts` artifacts). */
    parts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValueSchema */ .F7).optional(),
    usage: usageReceiptSchema(),
    /** Identity the engine reports having used (may differ from the selected lane). */
    reported: engineIdentitySchema(),
}));
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
/**
 * Each kind's `code`, the string callers branch on as with every other layer's error (DESIGN.md
 * section 9). A pure function of the kind, so records that stored only a kind still map to it.
 * Bad options or configuration share the code the other layers give bad options.
 */
const engineErrorCodeByKind = {
    auth: 'ENGINE_AUTH',
    billing: 'ENGINE_BILLING',
    'missing-cli': 'ENGINE_MISSING_CLI',
    'model-unavailable': 'ENGINE_MODEL_UNAVAILABLE',
    'invalid-config': 'INVALID_OPTIONS',
    'rate-limit': 'ENGINE_RATE_LIMIT',
    timeout: 'ENGINE_TIMEOUT',
    aborted: 'ENGINE_ABORTED',
    'policy-pause': 'ENGINE_POLICY_PAUSE',
    denied: 'ENGINE_DENIED',
    transport: 'ENGINE_TRANSPORT',
    incomplete: 'ENGINE_INCOMPLETE',
    protocol: 'ENGINE_PROTOCOL',
    other: 'ENGINE_FAILED',
};
const engineErrorCodes = engineErrorKinds.map((kind) => engineErrorCodeByKind[kind]);
/** The code of an engine failure of this kind (also for a kind read back from a stored record). */
function engineErrorCodeOf(kind) {
    return engineErrorCodeByKind[kind];
}
/** Typed engine failure. `code` and `deadLane` are derived from the kind. */
class EngineError extends Error {
    name = 'EngineError';
    code;
    kind;
    deadLane;
    reported;
    usage;
    retryAfterMs;
    details;
    constructor(message, options) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.kind = options.kind;
        this.code = engineErrorCodeOf(options.kind);
        this.deadLane = isDeadLaneKind(options.kind);
        this.reported = options.reported;
        this.usage = options.usage;
        this.retryAfterMs = options.retryAfterMs;
        this.details = options.details;
    }
}
function isEngineError(value, code) {
    return value instanceof EngineError && (code === undefined || value.code === code);
}


/***/ })

};

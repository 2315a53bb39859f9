export const id = 251;
export const ids = [251];
export const modules = {

/***/ 74920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ commandCleanupCapability)
/* harmony export */ });
/** The platform's cleanup method (not a permission check): Linux can find marked processes in /proc. */
function commandCleanupCapability() {
    return process.platform === 'linux' ? 'inherited-owner' : 'observed-processes';
}


/***/ }),

/***/ 28960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ readProcessIdentity),
/* harmony export */   x: () => (/* binding */ isSameProcessAlive)
/* harmony export */ });
/* harmony import */ var _proc_stat_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45477);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57429);
// Public identity helpers. Outside Linux there is no start time to compare, so liveness falls back to
// "the pid exists" (which may over-report survivors but never under-reports them).


function assertPid(pid) {
    if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) {
        throw new TypeError('pid must be a positive integer');
    }
}
/** The identity of whatever process has this pid now (zombies included); undefined if none or not Linux. */
async function readProcessIdentity(pid) {
    assertPid(pid);
    if (process.platform !== 'linux')
        return undefined;
    const stat = await (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_0__/* .readProcStat */ .TQ)(pid);
    return stat === undefined ? undefined : (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_0__/* .toIdentity */ .uH)(stat);
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
    const parsed = _types_js__WEBPACK_IMPORTED_MODULE_1__/* .processIdentitySchema */ .Nx.safeParse(identity);
    if (!parsed.success)
        throw new TypeError('identity must be { pid, parentPid, processGroupId, startedAt } integers');
    if (process.platform !== 'linux')
        return pidExists(identity.pid);
    const stat = await (0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_0__/* .readProcStat */ .TQ)(identity.pid);
    // Unreadable but present (e.g. /proc mounted with hidepid): we cannot prove it gone, so it counts as alive.
    if (stat === undefined)
        return pidExists(identity.pid);
    return stat.startedAt === identity.startedAt && !(0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_0__/* .hasExited */ .uR)(stat);
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
function assertOwnerId(value, field) {
    if (!isValidOwnerId(value)) {
        throw new TypeError(`${field} must be 'sha256:' followed by 64 lowercase hexadecimal characters`);
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
/* unused harmony export parseProcStat */
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
/** Parses /proc/<pid>/stat. comm (field 2) may hold spaces and ')', so fields are split after the LAST ')'. */
function parseProcStat(text) {
    const open = text.indexOf(' (');
    const close = text.lastIndexOf(')');
    if (open <= 0 || close < open)
        return undefined;
    const pid = Number(text.slice(0, open));
    // After ") ": field 3 (state) is rest[0], so field N is rest[N - 3].
    const rest = text
        .slice(close + 2)
        .trim()
        .split(' ');
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

/***/ 40154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ unmeasuredFailure)
/* harmony export */ });
/* unused harmony export buildReceipt */
/* harmony import */ var _cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87737);

const countOrUndefined = (n) => n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
/** One receipt: `measured` when input or output tokens were reported. */
function buildReceipt(input) {
    const inputTokens = countOrUndefined(input.tokens?.inputTokens);
    const outputTokens = countOrUndefined(input.tokens?.outputTokens);
    const measured = inputTokens !== undefined || outputTokens !== undefined;
    const receipt = { measured, cost: { kind: 'unknown' }, billing: input.billing };
    if (measured) {
        if (inputTokens !== undefined)
            receipt.inputTokens = inputTokens;
        if (outputTokens !== undefined)
            receipt.outputTokens = outputTokens;
        const cacheRead = countOrUndefined(input.tokens?.cacheReadTokens);
        const cacheWrite = countOrUndefined(input.tokens?.cacheWriteTokens);
        if (cacheRead !== undefined)
            receipt.cacheReadTokens = cacheRead;
        if (cacheWrite !== undefined)
            receipt.cacheWriteTokens = cacheWrite;
    }
    const { reportedUsd } = input;
    if (reportedUsd !== undefined && Number.isFinite(reportedUsd) && reportedUsd >= 0) {
        receipt.cost = { kind: 'reported', usd: reportedUsd };
    }
    else if (measured && input.prices !== undefined) {
        receipt.cost = (0,_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .estimateCost */ .a3)(receipt, input.model, input.prices);
    }
    if (input.model !== undefined && input.model !== '')
        receipt.model = input.model;
    if (input.failed === true)
        receipt.failed = true;
    return receipt;
}
/** The receipt of a call that failed before it reported anything. */
function unmeasuredFailure(model, billing) {
    return buildReceipt({ model, billing, failed: true });
}


/***/ }),

/***/ 45904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fX: () => (/* binding */ dagFormModule),
  xf: () => (/* binding */ declaredPhases)
});

// UNUSED EXPORTS: createDagGraph, dagDefinitionSchema, dagForm, dagFormVersion, dagNodeIdPattern, dagNodeSchema, dagPosition, graphForms, parseDagDefinition, parseDagPosition

// EXTERNAL MODULE: ./src/graph/events.ts
var events = __webpack_require__(94995);
;// CONCATENATED MODULE: ./src/graph/dag/retry.ts
/** Whether a failure with these record details is one the policy retries (no `on`: every failure). */
function retries(on, details) {
    if (on === undefined)
        return true;
    const d = (typeof details === 'object' && details !== null && !Array.isArray(details) ? details : {});
    if (on.exitCodes !== undefined && typeof d.exitCode === 'number' && on.exitCodes.includes(d.exitCode))
        return true;
    if (on.timeout === true && (d.timedOut === true || d.kind === 'timeout'))
        return true;
    if (on.signal === true && typeof d.signal === 'string')
        return true;
    return on.kinds !== undefined && typeof d.kind === 'string' && on.kinds.includes(d.kind);
}
/** The delay before retry number `failures` (1 = the first retry): backoff doubling, capped. */
function backoffMs(retry, failures) {
    if (retry?.backoffMs === undefined || failures === 0)
        return 0;
    const grown = retry.backoffMs * 2 ** Math.min(failures - 1, 40);
    return Math.min(grown, retry.maxBackoffMs ?? Number.MAX_SAFE_INTEGER, 2_147_483_647);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
;// CONCATENATED MODULE: ./src/graph/errors.ts
class GraphError extends Error {
    name = 'GraphError';
    code;
    /** Position the error is about, when there is one. */
    position;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.position = options.position;
    }
}
function isGraphError(value) {
    return value instanceof GraphError;
}

;// CONCATENATED MODULE: ./src/graph/issues.ts
function formatIssues(error, prefix = '') {
    return error.issues
        .slice(0, 5)
        .map((issue) => {
        const path = [prefix, ...issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))]
            .filter((p) => p !== '')
            .join('.')
            .replace(/\.\[/g, '[');
        return `${path === '' ? '(root)' : path}: ${issue.message}`;
    })
        .join('; ');
}

;// CONCATENATED MODULE: ./src/graph/dag/schema.ts
// The DAG form's definition value: nodes with `needs`, optional nodes, per-node retry caps and a
// concurrency limit. Validated with paths (`nodes.review.needs[0]: unknown node "tset"`).



/** Node IDs appear in positions (`dag/<id>/<n>`) and child run IDs, so no `/` or spaces. */
const dagNodeIdPattern = /^[A-Za-z0-9_.-]{1,100}$/;
/**
 * Which failures a retry policy retries (any listed fact matches; without `on`, every failure): the
 * node-failed record's details as the executor writes them (`exitCode`, `signal`, `timedOut` from a
 * command host; `kind` from an engine error).
 */
const dagRetryOnSchema = schemas/* strictObject */.rej({
    exitCodes: schemas/* array */.YOg(schemas/* number */.aig().int()).optional(),
    timeout: schemas/* boolean */.zMY().optional(),
    signal: schemas/* boolean */.zMY().optional(),
    kinds: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional(),
});
/** The long form of a retry: `retries` stays the limit. */
const dagRetrySchema = schemas/* strictObject */.rej({
    /** Delay before the first retry, doubling each retry; the retry's input carries `notBefore`. */
    backoffMs: schemas/* number */.aig().int().min(1).max(2_147_483_647).optional(),
    /** Cap of the growing delay. */
    maxBackoffMs: schemas/* number */.aig().int().min(1).max(2_147_483_647).optional(),
    on: dagRetryOnSchema.optional(),
});
const dagNodeSchema = schemas/* strictObject */.rej({
    needs: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** A failed optional node does not fail the run; the nodes that need it are skipped. */
    optional: schemas/* boolean */.zMY().optional(),
    /** Further dispatches after a failure (a retry is a new position). Default 0. */
    retries: schemas/* number */.aig().int().min(0).max(100).optional(),
    /**
     * The node checks its needs' outcomes itself (its binding's policy may skip it): it is dispatched
     * once every need has settled, failed ones included, with `outcomes` ({ [need]: passed | skipped |
     * failed | blocked }) in its input. Other nodes are blocked by a failed or blocked need.
     */
    conditional: schemas/* boolean */.zMY().optional(),
    retry: dagRetrySchema.optional(),
    /**
     * Runs after every other (non-finally) node has settled, whatever the outcome (never while one is
     * paused), with `run: { outcome: completed | failed }` in its input; other nodes cannot need it. A
     * required finally node's failure fails the run; a required non-finally failure still fails it after.
     */
    finally: schemas/* boolean */.zMY().optional(),
    /** A display group (e.g. "build"): status and the summary group nodes by it; it never changes what runs. */
    phase: schemas/* string */.YjP().min(1).max(100).optional(),
});
const dagDefinitionSchema = schemas/* strictObject */.rej({
    /** Keys are node IDs (`dagNodeIdPattern`, checked by parseDagDefinition with the path). */
    nodes: schemas/* record */.g1P(schemas/* string */.YjP(), dagNodeSchema),
    /** Most positions open (dispatched and not settled) at once. Default 1. */
    concurrency: schemas/* number */.aig().int().min(1).max(1000).optional(),
});
/** Parses and checks a definition: schema, known needs, no self-need, no cycles. INVALID_GRAPH names the path. */
function parseDagDefinition(value) {
    // A schema-parsed record drops a "__proto__" key (JSON.parse and YAML keep it as an own key), so
    // it would surface later as an unknown need or a missing binding: refuse it by name here.
    const nodes = typeof value === 'object' && value !== null ? value.nodes : undefined;
    if (typeof nodes === 'object' && nodes !== null && Object.hasOwn(nodes, '__proto__')) {
        throw new GraphError('INVALID_GRAPH', 'nodes.__proto__: "__proto__" is reserved and cannot be a node ID');
    }
    const parsed = dagDefinitionSchema.safeParse(value);
    if (!parsed.success)
        throw new GraphError('INVALID_GRAPH', `invalid DAG definition: ${formatIssues(parsed.error)}`);
    const definition = parsed.data;
    const ids = Object.keys(definition.nodes);
    if (ids.length === 0)
        throw new GraphError('INVALID_GRAPH', 'invalid DAG definition: nodes: at least one node is required');
    for (const id of ids) {
        if (!dagNodeIdPattern.test(id)) {
            throw new GraphError('INVALID_GRAPH', `nodes.${id}: node IDs use [A-Za-z0-9_.-] (1-100 characters); they appear in positions dag/<id>/<n>`);
        }
    }
    for (const [id, node] of Object.entries(definition.nodes)) {
        const seen = new Set();
        node.needs.forEach((need, index) => {
            const at = `nodes.${id}.needs[${index}]`;
            if (!Object.prototype.hasOwnProperty.call(definition.nodes, need))
                throw new GraphError('INVALID_GRAPH', `${at}: unknown node "${need}"`);
            if (need === id)
                throw new GraphError('INVALID_GRAPH', `${at}: node "${id}" cannot need itself`);
            if (seen.has(need))
                throw new GraphError('INVALID_GRAPH', `${at}: "${need}" is listed twice`);
            if (definition.nodes[need].finally === true && node.finally !== true)
                throw new GraphError('INVALID_GRAPH', `${at}: "${need}" is a finally node; only finally nodes can need it`);
            seen.add(need);
        });
    }
    const cycle = findCycle(definition);
    if (cycle !== undefined)
        throw new GraphError('INVALID_GRAPH', `nodes.${cycle[0]}.needs: cycle ${cycle.join(' -> ')}`);
    return definition;
}
function findCycle(definition) {
    const state = new Map();
    const stack = [];
    const visit = (id) => {
        if (state.get(id) === 'done')
            return undefined;
        if (state.get(id) === 'visiting')
            return [...stack.slice(stack.indexOf(id)), id];
        state.set(id, 'visiting');
        stack.push(id);
        for (const need of definition.nodes[id].needs) {
            const found = visit(need);
            if (found !== undefined)
                return found;
        }
        stack.pop();
        state.set(id, 'done');
        return undefined;
    };
    for (const id of Object.keys(definition.nodes).sort()) {
        const found = visit(id);
        if (found !== undefined)
            return found;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/graph/dag/graph.ts



/** A recorded failure's code or message as text (the executor writes strings). */
function graph_text(value) {
    if (typeof value === 'string')
        return value;
    // JSON.stringify answers undefined for undefined, whatever its type says.
    const json = JSON.stringify(value);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
    return json ?? '';
}
const dagForm = 'dag';
const dagFormVersion = 1;
function dagPosition(nodeId, n) {
    return `dag/${nodeId}/${n}`;
}
/** `{ node, n }` of a DAG position, or undefined for any other string. */
function parseDagPosition(position) {
    const match = /^dag\/([A-Za-z0-9_.-]{1,100})\/([1-9][0-9]*)$/.exec(position);
    return match === null ? undefined : { nodeId: match[1], n: Number(match[2]) };
}
function createDagGraph(definition) {
    const parsed = parseDagDefinition(definition);
    // Sorted so the order does not depend on how the definition object was built or stored.
    const ids = Object.keys(parsed.nodes).sort();
    const concurrency = parsed.concurrency ?? 1;
    const order = new Map(ids.map((id, index) => [id, index]));
    const byOrder = (a, b) => order.get(a) - order.get(b);
    // Finally nodes run once every other node has settled, whatever the outcome.
    const isFinally = (id) => parsed.nodes[id].finally === true;
    const mainIds = ids.filter((id) => !isFinally(id));
    const finallyIds = ids.filter(isFinally);
    // Who needs each node: a completion makes only these closer to ready.
    const dependents = new Map(ids.map((id) => [id, []]));
    for (const id of ids)
        for (const need of parsed.nodes[id].needs)
            dependents.get(need).push(id);
    return {
        form: dagForm,
        version: dagFormVersion,
        definition: structuredClone(definition),
        parsed,
        initial(spec) {
            const nodes = new Map();
            const unmetNeeds = new Map();
            const ready = new Set();
            for (const id of ids) {
                nodes.set(id, {
                    dispatches: 0,
                    failures: 0,
                    status: 'pending',
                    output: undefined,
                    lastFailure: undefined,
                    lastFailedAt: undefined,
                });
                unmetNeeds.set(id, parsed.nodes[id].needs.length);
                if (parsed.nodes[id].needs.length === 0)
                    ready.add(id);
            }
            return { inputs: spec.resolvedInputs, nodes, open: new Map(), ready, unmetNeeds, settled: 0, failed: 0 };
        },
        fold(state, event) {
            const data = event.data;
            if (data === null || typeof data !== 'object')
                return state;
            if (event.type === events/* graphEventTypes */.w8.nodeDispatched) {
                for (const entry of (data.dispatches ?? [])) {
                    const at = parseDagPosition(entry.position);
                    const node = state.nodes.get(entry.nodeId);
                    if (at === undefined || node === undefined)
                        continue;
                    node.dispatches = Math.max(node.dispatches, at.n);
                    setStatus(state, entry.nodeId, node, 'open');
                    state.open.set(entry.position, entry.nodeId);
                }
                return state;
            }
            if (event.type === events/* graphEventTypes */.w8.runReopened) {
                // A person reopened the failed run: each named failed node starts its retries afresh
                // (its next dispatch is a new position); nodes skipped because of it are no longer skipped.
                for (const nodeId of Array.isArray(data.nodes) ? data.nodes : []) {
                    const node = typeof nodeId === 'string' ? state.nodes.get(nodeId) : undefined;
                    if (node === undefined || node.status !== 'failed')
                        continue;
                    node.failures = 0;
                    node.lastFailure = undefined;
                    setStatus(state, nodeId, node, 'pending');
                }
                return state;
            }
            const position = typeof data.position === 'string' ? data.position : undefined;
            const nodeId = position === undefined ? undefined : state.open.get(position);
            const node = nodeId === undefined ? undefined : state.nodes.get(nodeId);
            if (position === undefined || nodeId === undefined || node === undefined)
                return state;
            if (event.type === events/* graphEventTypes */.w8.nodeCompleted) {
                state.open.delete(position);
                const skipped = data.skipped !== undefined && data.skipped !== null;
                node.output = skipped ? null : (data.output ?? null);
                const already = node.status === 'completed' || node.status === 'skipped';
                setStatus(state, nodeId, node, skipped ? 'skipped' : 'completed');
                if (!already)
                    for (const dependent of dependents.get(nodeId)) {
                        const unmet = state.unmetNeeds.get(dependent) - 1;
                        state.unmetNeeds.set(dependent, unmet);
                        if (unmet === 0 && state.nodes.get(dependent).status === 'pending')
                            state.ready.add(dependent);
                    }
            }
            else if (event.type === events/* graphEventTypes */.w8.nodeFailed) {
                state.open.delete(position);
                node.failures += 1;
                node.lastFailure = { code: graph_text(data.code), message: graph_text(data.message) };
                const at = typeof data.failedAt === 'string' ? Date.parse(data.failedAt) : Number.NaN;
                node.lastFailedAt = Number.isFinite(at) ? at : undefined;
                const definition = parsed.nodes[nodeId];
                const final = node.failures > (definition.retries ?? 0) || !retries(definition.retry?.on, data.details);
                setStatus(state, nodeId, node, final ? 'failed' : 'pending');
            }
            return state;
        },
        decide(state) {
            if (state.failed === 0 && finallyIds.length === 0)
                return decideWithoutFailures(state);
            const failure = requiredFailure(state, mainIds);
            if (failure !== undefined && finallyIds.length === 0)
                return failure;
            const blocked = blockedNodes(parsed, ids, state, isFinally);
            const settledOrBlocked = (id) => blocked.has(id) || isSettled(state.nodes.get(id).status);
            // After a required failure nothing new starts; what is open settles first (a pause keeps it open).
            const mainDone = failure !== undefined
                ? ![...state.open.values()].some((id) => !isFinally(id))
                : mainIds.every(settledOrBlocked);
            if (!mainDone)
                return { kind: 'dispatch', dispatches: failure !== undefined ? [] : readyDispatches(state, blocked, mainIds) };
            if (!finallyIds.every(settledOrBlocked)) {
                const outcome = failure === undefined ? 'completed' : 'failed';
                return { kind: 'dispatch', dispatches: readyDispatches(state, blocked, finallyIds, outcome) };
            }
            return failure ?? requiredFailure(state, finallyIds) ?? { kind: 'complete', output: outputOf(state) };
        },
    };
    /** DAG_NODE_FAILED for the first of `among` that failed for good and is not optional. */
    function requiredFailure(state, among) {
        for (const id of among) {
            const node = state.nodes.get(id);
            if (node.status === 'failed' && parsed.nodes[id].optional !== true) {
                const last = node.lastFailure;
                return {
                    kind: 'fail',
                    code: 'DAG_NODE_FAILED',
                    message: `required node "${id}" failed after ${node.dispatches} attempt(s)${last === undefined ? '' : `: ${last.code}: ${last.message}`}`,
                };
            }
        }
        return undefined;
    }
    /** Ready nodes of `among` in ID order, up to the free slots; finally nodes get the run's outcome. */
    function readyDispatches(state, blocked, among, runOutcome) {
        const dispatches = [];
        let slots = concurrency - state.open.size;
        for (const id of among) {
            if (slots <= 0)
                break;
            const node = state.nodes.get(id);
            if (node.status !== 'pending' || blocked.has(id))
                continue;
            const conditional = parsed.nodes[id].conditional === true;
            const ready = (need) => {
                // A finally node's other needs have settled (whatever their outcome): only for their outputs.
                if (isFinally(id) && !isFinally(need))
                    return true;
                const status = state.nodes.get(need).status;
                return isGreen(status) || (conditional && (status === 'failed' || blocked.has(need)));
            };
            if (!parsed.nodes[id].needs.every(ready))
                continue;
            dispatches.push(dispatchOf(state, id, blocked, runOutcome));
            slots -= 1;
        }
        return dispatches;
    }
    /** Every completed node's result by ID (skipped, failed and blocked nodes are left out). */
    function outputOf(state) {
        const output = {};
        for (const id of ids) {
            const node = state.nodes.get(id);
            if (node.status === 'completed')
                output[id] = node.output ?? null;
        }
        return output;
    }
    /** The common case, from the indexes fold keeps: same answer as the full scan when nothing failed. */
    function decideWithoutFailures(state) {
        if (state.settled === ids.length)
            return { kind: 'complete', output: outputOf(state) };
        const slots = concurrency - state.open.size;
        return { kind: 'dispatch', dispatches: firstInOrder(state.ready, slots).map((id) => dispatchOf(state, id)) };
    }
    /** The first `count` of `ids` in node-ID order, without sorting a wide ready set on every decision. */
    function firstInOrder(ready, count) {
        if (count <= 0)
            return [];
        if (count >= ready.size)
            return [...ready].sort(byOrder);
        const first = [];
        for (const id of ready) {
            if (first.length === count && byOrder(id, first[count - 1]) > 0)
                continue;
            let at = first.length === count ? count - 1 : first.length;
            while (at > 0 && byOrder(id, first[at - 1]) < 0) {
                first[at] = first[at - 1];
                at -= 1;
            }
            first[at] = id;
        }
        return first;
    }
    function dispatchOf(state, id, blocked = new Set(), runOutcome) {
        const needOutputs = {};
        for (const need of parsed.nodes[id].needs)
            needOutputs[need] = state.nodes.get(need).output ?? null;
        const input = { inputs: state.inputs, needs: needOutputs };
        const node = state.nodes.get(id);
        const delay = backoffMs(parsed.nodes[id].retry, node.failures);
        if (delay > 0 && node.lastFailedAt !== undefined)
            input.notBefore = new Date(node.lastFailedAt + delay).toISOString();
        if (parsed.nodes[id].conditional === true) {
            const outcomes = {};
            for (const need of parsed.nodes[id].needs) {
                const status = state.nodes.get(need).status;
                outcomes[need] = blocked.has(need) ? 'blocked' : status === 'completed' ? 'passed' : status;
            }
            input.outcomes = outcomes;
        }
        if (runOutcome !== undefined)
            input.run = { outcome: runOutcome };
        return { position: dagPosition(id, state.nodes.get(id).dispatches + 1), nodeId: id, input };
    }
}
/** Completed or skipped: what a need must be for a node to be ready (a skip counts as green). */
function isGreen(status) {
    return status === 'completed' || status === 'skipped';
}
function isSettled(status) {
    return isGreen(status) || status === 'failed';
}
/** Moves a node to `status`, keeping the ready set and the settled/failed counts in step. */
function setStatus(state, id, node, status) {
    const wasSettled = isSettled(node.status);
    if (node.status === 'failed')
        state.failed -= 1;
    node.status = status;
    const settled = isSettled(status);
    if (settled !== wasSettled)
        state.settled += settled ? 1 : -1;
    if (status === 'failed')
        state.failed += 1;
    if (status === 'pending' && state.unmetNeeds.get(id) === 0)
        state.ready.add(id);
    else
        state.ready.delete(id);
}
/**
 * Nodes that will never run: not conditional, and they need a failed or blocked node (a finally
 * node only through another finally node: the others are its needs for their outputs only).
 */
function blockedNodes(parsed, ids, state, isFinally) {
    const blocked = new Set();
    if (![...state.nodes.values()].some((node) => node.status === 'failed'))
        return blocked;
    let changed = true;
    while (changed) {
        changed = false;
        for (const id of ids) {
            if (blocked.has(id) || state.nodes.get(id).status !== 'pending' || parsed.nodes[id].conditional === true)
                continue;
            const needs = parsed.nodes[id].needs.filter((need) => !isFinally(id) || isFinally(need));
            if (needs.some((need) => blocked.has(need) || state.nodes.get(need).status === 'failed')) {
                blocked.add(id);
                changed = true;
            }
        }
    }
    return blocked;
}

;// CONCATENATED MODULE: ./src/graph/dag/index.ts




const dagFormModule = Object.freeze({
    form: dagForm,
    version: dagFormVersion,
    parse: parseDagDefinition,
    create: createDagGraph,
    definition(value) {
        const graph = createDagGraph(value);
        return { form: graph.form, version: graph.version, value: graph.definition };
    },
});
/**
 * The display phase each node declares, by node ID, read from a stored `graphDefinition` of the
 * DAG form (other forms declare none). Phases group nodes for display only; they are not parents.
 */
function declaredPhases(definition) {
    const phases = new Map();
    if (definition.form !== dagForm)
        return phases;
    const parsed = dagDefinitionSchema.safeParse(definition.value);
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

/***/ 48371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bm: () => (/* binding */ parseAttemptLog),
/* harmony export */   zp: () => (/* binding */ cutMarker)
/* harmony export */ });
/* unused harmony exports attemptHeaderSchema, outputLineSchema, cutRecordSchema, encodeRecord, renderAttemptLog */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
// The kept output of one node attempt, as JSON lines (durable format, schemaVersion in the header):
// a header naming the attempt, then one record per line printed, tagged with its stream, in the
// order the lines were completed, and at most one `cut` record where lines between the kept head
// and the kept tail were dropped. The same records make the live files and the final artifact.

const attemptHeaderSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    k: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('attempt'),
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** ISO-8601 time the attempt's node code started. */
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const outputLineSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** `o` stdout, `e` stderr. */
    k: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['o', 'e']),
    /** 1-based number of the line in the attempt's whole output (dropped lines count too). */
    n: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** Milliseconds since the attempt started. */
    ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    t: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const cutRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    k: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('cut'),
    lines: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    bytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
});
const recordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('k', [attemptHeaderSchema, outputLineSchema, cutRecordSchema]);
const encodeRecord = (record) => Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
/** Parses a head file, optionally followed by a tail file, or a whole artifact. Never throws. */
function parseAttemptLog(...parts) {
    const parsed = { header: undefined, lines: [], cut: undefined, skipped: 0 };
    let cutBytes = 0;
    for (const part of parts) {
        if (part === undefined)
            continue;
        for (const text of part.toString('utf8').split('\n')) {
            if (text === '')
                continue;
            let value;
            try {
                value = JSON.parse(text);
            }
            catch {
                parsed.skipped += 1;
                continue;
            }
            const record = recordSchema.safeParse(value);
            if (!record.success)
                parsed.skipped += 1;
            else if (record.data.k === 'attempt')
                parsed.header ??= record.data;
            else if (record.data.k === 'cut')
                cutBytes += record.data.bytes;
            else if (record.data.n > (parsed.lines.at(-1)?.n ?? 0))
                parsed.lines.push(record.data);
        }
    }
    let missing = 0;
    parsed.lines.forEach((line, i) => (missing += line.n - (i === 0 ? 0 : parsed.lines[i - 1].n) - 1));
    if (missing > 0 || cutBytes > 0)
        parsed.cut = { lines: missing, bytes: cutBytes };
    return parsed;
}
/** `[out] text` / `[err] text` lines, with a marker where lines were cut. */
function renderAttemptLog(log) {
    const out = [];
    let previous = 0;
    for (const line of log.lines) {
        if (line.n > previous + 1)
            out.push(cutMarker(line.n - previous - 1, previous === 0 ? undefined : log.cut?.bytes));
        out.push(`${line.k === 'o' ? '[out]' : '[err]'} ${line.t}`);
        previous = line.n;
    }
    return out;
}
function cutMarker(lines, bytes) {
    const size = bytes === undefined || bytes === 0 ? '' : ` (${bytes} bytes)`;
    return `… ${lines} line${lines === 1 ? '' : 's'}${size} cut: the log keeps the head and the tail of each attempt …`;
}


/***/ }),

/***/ 46226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LG: () => (/* binding */ definitionToJson),
/* harmony export */   y3: () => (/* binding */ supervisedRunDefinitionSchema)
/* harmony export */ });
/* unused harmony exports relativeModulePathSchema, storedHostSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64377);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56399);
/* harmony import */ var _graph_contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36940);
/* harmony import */ var _options_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35589);
// The stored run definition of a supervised run (schemaVersion 1). It extends the graph layer's
// run spec (the executor reads only the graph fields) with what the watchdog and worker need.
// Restored from caches, so it is parsed with this schema before use.




const digestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/, 'a "sha256:" digest with 64 lowercase hex digits');
/** A relative POSIX path that stays inside its root: no `..`, not absolute, no NUL, no empty segment. */
const relativeModulePathSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .min(1)
    .max(4096)
    .refine((value) => !value.includes('\0') &&
    !value.includes('\\') &&
    !value.startsWith('/') &&
    value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), 'a normalised relative path inside runRoot (no "..", no leading "/", no empty or "." segments)');
const storedHostSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('module'),
        /** Relative to runRoot, as resolved (symlinks followed) at start. */
        path: relativeModulePathSchema,
        /** SHA-256 of the module file's bytes; each worker checks it before and after import. */
        digest: digestSchema,
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('builtin'),
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[A-Za-z0-9._-]{1,100}$/),
        config: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7.optional(),
    }),
]);
const supervisedRunDefinitionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('supervised-run'),
    runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(_store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .storeIdPattern */ .X),
    namespace: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(_store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .storeIdPattern */ .X),
    /** ISO-8601: the stored run timestamp the elapsed budget counts from. */
    createdAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true }),
    graphDefinition: _graph_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .graphDefinitionSchema */ .VG,
    plan: _graph_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .graphPlanSchema */ .tn,
    resolvedInputs: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonValueSchema */ .F7,
    host: storedHostSchema,
    limits: _options_options_js__WEBPACK_IMPORTED_MODULE_4__/* .runLimitsSchema */ .$X,
    /** The start's restart policy: a resume uses it for fields it does not override. */
    restart: _options_options_js__WEBPACK_IMPORTED_MODULE_4__/* .restartPolicySchema */ .hA,
    teardownGraceMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    heartbeatMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** runner:node-changes after each attempt; absent (definitions stored before the option existed) means true. */
    recordChanges: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    /** Bound of one attempt's kept output, when the caller set one (absent: the host's or 1 MiB). */
    attemptLogBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
});
/** The definition as a JSON value for storage.writeDefinition. */
function definitionToJson(definition) {
    return JSON.parse(JSON.stringify(definition));
}


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

/***/ 75779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ foldGraphEvents),
/* harmony export */   Iu: () => (/* binding */ openPauses),
/* harmony export */   Uv: () => (/* binding */ inFlightPositions),
/* harmony export */   Zs: () => (/* binding */ foldGraphEventsInto)
/* harmony export */ });
/* unused harmony export foldGraphEvent */
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94995);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51827);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6537);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40154);
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74949);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33000);




function nodeUsage(state, nodeId) {
    let usage = (0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .ownValue */ .eC)(state.usage, nodeId);
    if (usage === undefined) {
        usage = { closed: (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyUsageTotals */ .I0)(), open: {} };
        (0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .setOwnValue */ .iP)(state.usage, nodeId, usage);
    }
    return usage;
}
function closeCall(state, callId, receipt) {
    const nodeId = state.calls[callId];
    if (nodeId === undefined)
        return;
    const usage = nodeUsage(state, nodeId);
    /* eslint-disable @typescript-eslint/no-dynamic-delete -- both are records keyed by call ID */
    delete usage.open[callId];
    delete state.calls[callId];
    /* eslint-enable @typescript-eslint/no-dynamic-delete */
    usage.closed = (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeUsageTotals */ .fn)([usage.closed, (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizeUsage */ .v3)([{ kind: 'receipt', receipt }])]);
}
/**
 * Applies one event to a draft the caller owns (mutated in place, so folding 100k events stays
 * linear). The exported folds copy their input first: callers see pure functions.
 */
function apply(state, event) {
    state.eventCount += 1;
    state.lastEventAt = event.at;
    state.session = Math.max(state.session, event.session);
    const at = (position) => (0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .occurrenceAt */ .d_)(state, position);
    switch (event.type) {
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeDispatched: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeDispatchedSchema */ .vt.safeParse(event.data);
            if (!data.success)
                return;
            for (const dispatch of data.data.dispatches) {
                if ((0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .occurrenceAt */ .d_)(state, dispatch.position) === undefined)
                    state.order.push(dispatch.position);
                (0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .setOwnValue */ .iP)(state.occurrences, dispatch.position, {
                    nodeId: dispatch.nodeId,
                    state: 'dispatched',
                    dispatchedAt: event.at,
                    attempts: 0,
                    attemptId: null,
                    attempt: null,
                    retrySafe: null,
                    startedAt: null,
                    timeoutMs: null,
                    durationMs: null,
                    code: null,
                    message: null,
                    reconciled: null,
                    pause: null,
                    changes: null,
                });
            }
            state.dispatches += data.data.dispatches.length;
            return;
        }
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.attemptStarted: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptStartedSchema */ .ay.safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            o.state = 'running';
            o.attempts = Math.max(o.attempts, data.data.identity.attempt);
            o.attemptId = data.data.identity.attemptId;
            o.attempt = data.data.identity.attempt;
            o.retrySafe = data.data.retrySafe;
            o.startedAt = event.at;
            o.timeoutMs = data.data.timeoutMs ?? null;
            o.pause = null;
            return;
        }
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeCompleted: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeCompletedSchema */ .pW.safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            o.state = data.data.skipped === undefined ? 'completed' : 'skipped';
            o.durationMs = data.data.durationMs;
            if (data.data.skipped !== undefined)
                o.message = data.data.skipped.reason;
            o.pause = null;
            return;
        }
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeFailed: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeFailedSchema */ .Zl.safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            o.state = 'failed';
            o.durationMs = data.data.durationMs;
            o.code = data.data.code;
            o.message = data.data.message;
            o.pause = null;
            return;
        }
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodePaused: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodePausedSchema */ .qY.safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            o.state = 'paused';
            o.pause = {
                eventId: event.id,
                reason: data.data.reason,
                request: data.data.request,
                pauseKind: data.data.pauseKind,
            };
            return;
        }
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeResumed: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeResumedSchema */ .tM.safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            o.state = 'dispatched';
            o.pause = null;
            return;
        }
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeReconciled: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeReconciledSchema */ .sE.safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            o.reconciled = { decision: data.data.decision, decidedBy: data.data.decidedBy };
            if (data.data.decision === 'retry') {
                o.state = 'dispatched';
                o.pause = null;
            }
            return;
        }
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .engineEventTypes */ .km.started: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .engineStartedSchema */ .dT.safeParse(event.data);
            const nodeId = data.success ? at(data.data.position)?.nodeId : undefined;
            if (!data.success || nodeId === undefined)
                return;
            const model = data.data.identity.model;
            state.calls[data.data.callId] = nodeId;
            nodeUsage(state, nodeId).open[data.data.callId] = model === '' ? {} : { model };
            return;
        }
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .engineEventTypes */ .km.completed: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .engineCompletedSchema */ .J3.safeParse(event.data);
            if (data.success)
                closeCall(state, data.data.callId, data.data.usage);
            return;
        }
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .engineEventTypes */ .km.failed: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .engineFailedSchema */ .Ns.safeParse(event.data);
            if (!data.success)
                return;
            const nodeId = state.calls[data.data.callId];
            const model = nodeId === undefined ? undefined : state.usage[nodeId]?.open[data.data.callId]?.model;
            // A failed call without a receipt still counts once, with no figure.
            const receipt = data.data.usage ?? (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_3__/* .unmeasuredFailure */ .S)(model, 'unknown');
            closeCall(state, data.data.callId, { ...receipt, failed: true });
            return;
        }
        case _graph_index_js__WEBPACK_IMPORTED_MODULE_4__/* .budgetRaisedType */ .oz: {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_4__/* .budgetRaisedSchema */ .Bt.safeParse(event.data);
            if (!data.success)
                return;
            const raise = { ...state.budgetRaise };
            if (data.data.usd !== undefined)
                raise.usd = Math.max(raise.usd ?? 0, data.data.usd);
            if (data.data.tokens !== undefined)
                raise.tokens = Math.max(raise.tokens ?? 0, data.data.tokens);
            state.budgetRaise = raise;
            return;
        }
        case _records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .workerEventTypes */ .M8.result: {
            const data = _records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .workerResultSchema */ .H3.safeParse(event.data);
            if (data.success)
                state.workerResult = { at: event.at, launchId: data.data.launchId, result: data.data.result };
            return;
        }
        case _records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .workerEventTypes */ .M8.heartbeat:
            state.lastHeartbeatAt = event.at;
            return;
        case _records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .workerEventTypes */ .M8.nodeChanges: {
            const data = _records_records_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeChangesSchema */ .J2.safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            o.changes = {
                files: data.data.files.length + (data.data.omittedFiles ?? 0),
                added: data.data.added,
                removed: data.data.removed,
            };
            return;
        }
        default:
            return;
    }
}
function foldGraphEvents(state, events) {
    if (events.length === 0)
        return state;
    return foldGraphEventsInto(structuredClone(state), events);
}
/**
 * Folds into `state` itself: only for a state nobody else holds (a fresh initial fold, one just
 * parsed from a checkpoint). Copying a fold of many thousand occurrences costs more than folding
 * the tail after it.
 */
function foldGraphEventsInto(state, events) {
    for (const event of events)
        apply(state, event);
    return state;
}
function foldGraphEvent(state, event) {
    return foldGraphEvents(state, [event]);
}
/** Occurrences dispatched or running (in flight), in dispatch order. */
function inFlightPositions(state) {
    return state.order.filter((position) => {
        const o = (0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .occurrenceAt */ .d_)(state, position);
        return o !== undefined && (o.state === 'dispatched' || o.state === 'running');
    });
}
/** Open graph pauses, in dispatch order. */
function openPauses(state) {
    const pauses = [];
    for (const position of state.order) {
        const o = (0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .occurrenceAt */ .d_)(state, position);
        if (o !== undefined && o.state === 'paused' && o.pause !== null)
            pauses.push({
                position,
                nodeId: o.nodeId,
                eventId: o.pause.eventId,
                reason: o.pause.reason,
                request: o.pause.request,
            });
    }
    return pauses;
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

/***/ 60252:
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
// EXTERNAL MODULE: ./src/graph/dag/index.ts + 5 modules
var dag = __webpack_require__(45904);
// EXTERNAL MODULE: ./src/graph/executor/budget.ts
var budget = __webpack_require__(51827);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/runner/status/budget.ts
var status_budget = __webpack_require__(27916);
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
    const nodeIds = new Set([
        ...graph.order.map((position) => (0,status_state/* occurrenceAt */.d_)(graph, position)?.nodeId),
        ...Object.keys(graph.usage),
    ]);
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
            },
        ];
    });
    const result = resultOf(runner);
    const ended = runner.settled !== null && records/* terminalTypes */.e5.has(runner.settled.type);
    const settled = runner.settled;
    const cleanup = (0,fold_runner/* settledField */.C9)(settled, 'cleanupVerified');
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
        // A run that ended (completed, failed, stopped, timed out) waits for nothing: a pause left
        // open there cannot be resumed, so none is listed.
        pauses: ended ? [] : (0,fold_graph/* openPauses */.Iu)(graph),
        positions: ended
            ? []
            : result?.kind === 'pause'
                ? result.positions
                : (0,fold_graph/* openPauses */.Iu)(graph).map((pause) => pause.position),
        cleanupVerified: settled === null ? null : typeof cleanup === 'boolean' ? cleanup : null,
        leaseRetained: settled?.type === records/* runnerEventTypes */.AK.failed && (0,fold_runner/* settledField */.C9)(settled, 'leaseRetained') === true,
        cancelled: runner.cancelled,
        reopened: runner.reopened ?? [],
        active,
        nodes,
        usage,
        totalUsage,
        budget: budgetStatus(definition.limits.budget, graph.budgetRaise, totalUsage),
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
    // 3: each log carries `window` (2 had the whole prefix's digest, 1 none): older ones are rebuilt.
    schemaVersion: schemas/* literal */.euz(3),
    definitionDigest: schemas/* string */.YjP(),
    runner: logSchema(status_state/* runnerFoldSchema */.TQ),
    graph: logSchema(status_state/* graphFoldSchema */.hX),
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
    // The checked JSON itself, not zod's copy: a record's copy loses a "__proto__" key (a valid node ID).
    return parsed.success && parsed.data.definitionDigest === definitionDigest ? inner : undefined;
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
        schemaVersion: 3,
        definitionDigest: (0,store_json/* digestJson */.tv)(json),
        runner: { cursor: folded.cursors.runner, window: windows.runner, fold: folded.runner },
        graph: { cursor: folded.cursors.graph, window: windows.graph, fold: folded.graph },
    };
    await storage.writeCheckpoint(runId, statusCheckpointName, { schemaVersion: 1, checkpoint: JSON.stringify(value) });
}

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
    return {
        definition,
        runner: (0,fold_runner/* foldRunnerEvents */.FS)(from?.runner.fold ?? (0,status_state/* initialRunnerFold */.OJ)(definition.createdAt), runnerRead.events),
        graph: from === undefined || from.owned === true
            ? (0,fold_graph/* foldGraphEventsInto */.Zs)(from?.graph.fold ?? (0,status_state/* initialGraphFold */.yF)(), graphRead.events)
            : (0,fold_graph/* foldGraphEvents */.$i)(from.graph.fold, graphRead.events),
        cursors: { runner: runnerRead.cursor, graph: graphRead.cursor },
        folded: runnerRead.events.length + graphRead.events.length,
    };
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


/***/ }),

/***/ 9962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PO: () => (/* binding */ attemptLogPath),
/* harmony export */   pk: () => (/* binding */ listAttemptLogs),
/* harmony export */   u8: () => (/* binding */ readAttemptLog)
/* harmony export */ });
/* unused harmony export openAttemptLog */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97018);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65239);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5891);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4353);
// Live output files of node attempts, below <run>/logs/: `<attemptId>.head.jsonl` grows by appends
// while the attempt runs, `<attemptId>.tail.jsonl` is replaced whole (the latest lines once the head
// is full). Writes are batched by the caller and not synced one by one: a crashed process keeps what
// reached the kernel. Known secrets are redacted from every write (logs are redacted, never refused).
// The line format is the runner's; the store only keeps the bytes safely inside the run directory.







const headName = (attemptId) => `${attemptId}.head.jsonl`;
const tailName = (attemptId) => `${attemptId}.tail.jsonl`;
/**
 * Path of an attempt's head file (for pointers in outputs), relative to the storage directory, or
 * with `from: 'run'` to the run directory (the root of the Action's store artifact).
 */
function attemptLogPath(storage, runId, attemptId, options = {}) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStoreId */ .V)('run ID', runId);
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStoreId */ .V)('attempt ID', attemptId);
    const segments = [...(0,_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptLogSegments */ .KF)(storage.namespace, runId), headName(attemptId)];
    return (options.from === 'run' ? segments.slice((0,_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .runSegments */ .GC)(storage.namespace, runId).length) : segments).join('/');
}
async function openAttemptLog(storage, runId, attemptId) {
    assertStoreId('run ID', runId);
    assertStoreId('attempt ID', attemptId);
    const secrets = createSecretMatcher(storage.knownSecrets);
    const directory = await ensureDirectory(storage.directory, attemptLogSegments(storage.namespace, runId));
    const headFile = joinInside(directory, [headName(attemptId)]);
    const tailFile = joinInside(directory, [tailName(attemptId)]);
    let handle;
    try {
        handle = await openFile(headFile, constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND);
    }
    catch (error) {
        throw ioError('opening attempt log', headFile, error, { runId });
    }
    return {
        async appendHead(bytes) {
            try {
                await handle.write(secrets.redact(bytes));
            }
            catch (error) {
                throw ioError('appending to attempt log', headFile, error, { runId });
            }
        },
        async replaceTail(bytes) {
            const temp = joinInside(directory, [`.tmp-${randomUUID()}`]);
            try {
                await fs.writeFile(temp, secrets.redact(bytes), { mode: 0o600, flag: 'wx' });
                await fs.rename(temp, tailFile);
            }
            catch (error) {
                await removeQuietly(temp);
                throw ioError('replacing attempt log tail', tailFile, error, { runId });
            }
        },
        sync: async () => handle.datasync(),
        close: async () => handle.close(),
    };
}
/**
 * Both files of an attempt's live log (undefined where missing). `tailSignature` identifies the tail
 * file's version; `tail` is undefined when it matched `tailUnless`.
 */
async function readAttemptLog(storage, runId, attemptId, options = {}) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStoreId */ .V)('run ID', runId);
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStoreId */ .V)('attempt ID', attemptId);
    const directory = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .findDirectory */ .te)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptLogSegments */ .KF)(storage.namespace, runId));
    if (directory === undefined)
        return { head: undefined, tail: undefined, tailSignature: undefined };
    const head = await readFrom((0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [headName(attemptId)]), options.headFrom ?? 0);
    const tailFile = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [tailName(attemptId)]);
    const stats = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.lstat(tailFile).catch(() => undefined);
    const tailSignature = stats?.isFile() === true ? `${stats.size}:${stats.mtimeMs}:${stats.ino}` : undefined;
    if (tailSignature === undefined || tailSignature === options.tailUnless)
        return { head, tail: undefined, tailSignature };
    return { head, tail: await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .readFileIfExists */ .QD)(tailFile), tailSignature };
}
async function readFrom(file, offset) {
    if (offset === 0)
        return (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .readFileIfExists */ .QD)(file);
    let handle;
    try {
        handle = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .openFile */ .Tq)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return undefined;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('opening attempt log', file, error);
    }
    try {
        const { size } = await handle.stat();
        const buffer = Buffer.alloc(Math.max(0, size - offset));
        if (buffer.length > 0)
            await handle.read(buffer, 0, buffer.length, offset);
        return buffer;
    }
    finally {
        await handle.close();
    }
}
/** Attempt IDs that have a live log, sorted. */
async function listAttemptLogs(storage, runId) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStoreId */ .V)('run ID', runId);
    const directory = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .findDirectory */ .te)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptLogSegments */ .KF)(storage.namespace, runId));
    if (directory === undefined)
        return [];
    let names;
    try {
        names = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.readdir(directory);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return [];
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('listing attempt logs', directory, error, { runId });
    }
    return names
        .filter((name) => name.endsWith('.head.jsonl'))
        .map((name) => name.slice(0, -'.head.jsonl'.length))
        .sort();
}


/***/ })

};

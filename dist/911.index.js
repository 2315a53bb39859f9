export const id = 911;
export const ids = [911];
export const modules = {

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
    const parsed = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .processIdentitySchema */ .Nx)().safeParse(identity);
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

/***/ 57429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nx: () => (/* binding */ processIdentitySchema),
/* harmony export */   aV: () => (/* binding */ cleanupReportSchema)
/* harmony export */ });
/* unused harmony export commandCleanupCapabilitySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
// Shapes shared by the owned-command modules. Identities and cleanup reports end up in run
// records (the runner stores survivors with TEARDOWN_INCOMPLETE), so they have zod schemas.


/** A process as the kernel names it: a pid is only the same process while its start time matches. */
const processIdentitySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    pid: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    parentPid: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    processGroupId: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Linux: field 22 of /proc/<pid>/stat (clock ticks since boot). */
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
}));
const commandCleanupCapabilitySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['inherited-owner', 'observed-processes']));
const cleanupReportSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** True only when every process cleanup knew of was re-checked and found gone. */
    verified: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    capability: commandCleanupCapabilitySchema(),
    /** Processes that were alive when cleanup began and are gone now. */
    stopped: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(processIdentitySchema()),
    /** Processes still alive (same pid and start time) after SIGKILL. */
    survivors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(processIdentitySchema()),
    /** Set when cleanup itself failed (e.g. /proc unreadable); verified is then false. */
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));


/***/ })

};

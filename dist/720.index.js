export const id = 720;
export const ids = [720];
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

/***/ 42689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ hostModuleProblemOf),
/* harmony export */   PD: () => (/* binding */ describeHostModuleProblem),
/* harmony export */   QN: () => (/* binding */ digestBytes),
/* harmony export */   X1: () => (/* binding */ resolveHostModule),
/* harmony export */   d0: () => (/* binding */ checkHostModule),
/* harmony export */   ez: () => (/* binding */ checkStoredHost),
/* harmony export */   og: () => (/* binding */ realRunRoot),
/* harmony export */   oq: () => (/* binding */ withRootName)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85507);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97018);
/* harmony import */ var _watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(15737);
// Host module resolution (watchdog side, at start and resume) and digest checks (worker side).
// The module must stay inside runRoot after symlinks are resolved; every fs error while
// resolving the entry path is HOST_MODULE with the original error as its cause.





function digestBytes(bytes) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex')}`;
}
/** Real path of runRoot (its own errors are not HOST_MODULE: the seed's error boundary excludes it). */
async function realRunRoot(runRoot) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(runRoot);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SupervisedRunError */ .aL('INVALID_OPTIONS', `options.runRoot: cannot resolve ${JSON.stringify(runRoot)}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .Uc)(error)}`, { cause: error });
    }
}
function isInside(root, candidate) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, candidate);
    return relative !== '' && !relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`) && relative !== '..' && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(relative);
}
/**
 * `"./x.mjs" is not a file (...)`: the module and what is wrong with it, naming the root
 * `rootName` (the library's `runRoot` by default).
 */
function describeHostModuleProblem(p, rootName = 'runRoot') {
    const module = JSON.stringify(p.module);
    switch (p.problem) {
        case 'not-relative':
            return `${module} must be a relative file specifier inside ${rootName}, such as ./host.mjs`;
        case 'outside':
            return `${module} is outside ${rootName} ${p.root}`;
        case 'resolves-outside':
            return `${module} resolves to ${p.resolved}, outside ${rootName} ${p.root}`;
        case 'not-a-file':
            return `${module} is not a file (${p.resolved})`;
        case 'unresolvable':
            return `${module} cannot be resolved inside ${rootName}: ${p.reason}`;
    }
}
function hostModuleError(problem, cause) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SupervisedRunError */ .aL('HOST_MODULE', `host.module ${describeHostModuleProblem(problem)}`, {
        cause,
        details: { hostModule: { ...problem } },
    });
}
const problemKinds = new Set([
    'not-relative',
    'outside',
    'resolves-outside',
    'not-a-file',
    'unresolvable',
]);
/** The problem a HOST_MODULE error of resolveHostModule carries, or undefined for any other error. */
function hostModuleProblemOf(error) {
    if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .isSupervisedRunError */ .G9)(error, 'HOST_MODULE'))
        return undefined;
    const problem = error.details?.hostModule;
    return typeof problem?.module === 'string' && typeof problem.problem === 'string' && problemKinds.has(problem.problem)
        ? problem
        : undefined;
}
/**
 * A HOST_MODULE error of resolveHostModule, or a WORKSPACE_ROOT error about runRoot, with the root
 * named the caller's way (the CLI's `--root`, the Action's `working-directory`); any other error as it is.
 */
function withRootName(error, rootName) {
    const rootProblem = (0,_watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .runRootProblemOf */ .ox)(error);
    if (rootProblem !== undefined)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SupervisedRunError */ .aL('WORKSPACE_ROOT', (0,_watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .describeRunRootProblem */ .oD)(rootProblem, rootName), {
            cause: error,
            details: { runRoot: { ...rootProblem } },
        });
    const problem = hostModuleProblemOf(error);
    if (problem === undefined)
        return error;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SupervisedRunError */ .aL('HOST_MODULE', `host module ${describeHostModuleProblem(problem, rootName)}`, {
        cause: error,
        details: { hostModule: { ...problem } },
    });
}
/** Resolves a `module` specifier (relative, e.g. `./host.mjs`) inside the real runRoot and digests its bytes. */
async function resolveHostModule(realRoot, specifier) {
    if (node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(specifier) || specifier.startsWith('file:'))
        throw hostModuleError({ module: specifier, problem: 'not-relative' });
    const lexical = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(realRoot, specifier);
    if (!isInside(realRoot, lexical))
        throw hostModuleError({ module: specifier, problem: 'outside', root: realRoot });
    let absolute;
    let bytes;
    try {
        absolute = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(lexical);
        if (!isInside(realRoot, absolute))
            throw hostModuleError({ module: specifier, problem: 'resolves-outside', root: realRoot, resolved: absolute });
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(absolute);
        if (!info.isFile())
            throw hostModuleError({ module: specifier, problem: 'not-a-file', resolved: absolute });
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(absolute);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SupervisedRunError */ .aL)
            throw error;
        throw hostModuleError({ module: specifier, problem: 'unresolvable', reason: (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .Uc)(error) }, error);
    }
    return {
        absolute,
        relative: node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(realRoot, absolute).split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/'),
        digest: digestBytes(bytes),
    };
}
/** Resolves a host module as a start will (HOST_MODULE when it cannot be): a caller's check before it claims or writes. */
async function checkHostModule(runRoot, specifier) {
    await resolveHostModule(await realRunRoot(runRoot), specifier);
}
/**
 * Checks that a stored host can still be found, with the bytes it was stored with (resume
 * preflight, before anything is written): a worker would fail the run with HOST_MODULE_CHANGED,
 * so the resume is refused instead and the run stays as it was, to be resumed once the module is
 * restored. Built-in names are checked by the worker.
 */
async function checkStoredHost(realRoot, host) {
    if (host === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SupervisedRunError */ .aL('HOST_MODULE', 'the stored run has no host binding (module or builtin)');
    if (host.kind !== 'module')
        return;
    const resolved = await resolveHostModule(realRoot, `./${host.path}`);
    if (resolved.digest !== host.digest)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SupervisedRunError */ .aL('HOST_MODULE_CHANGED', `host module ${host.path} changed since the run was stored (expected ${host.digest}, found ${resolved.digest}): the resume was refused and the run left as it was; resume it again with the module's stored bytes`, { details: { path: host.path, expected: host.digest, found: resolved.digest } });
}


/***/ }),

/***/ 15737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A3: () => (/* binding */ checkWorkspaceRoot),
/* harmony export */   Dy: () => (/* binding */ defaultWorkspace),
/* harmony export */   VP: () => (/* binding */ insidePaths),
/* harmony export */   oD: () => (/* binding */ describeRunRootProblem),
/* harmony export */   ox: () => (/* binding */ runRootProblemOf),
/* harmony export */   sR: () => (/* binding */ workspaceFailure)
/* harmony export */ });
/* unused harmony export defaultLeaseDirectory */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _workspace_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85526);
/* harmony import */ var _workspace_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(75546);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85507);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97018);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4353);
// The default workspace provider (git at runRoot, leaving out the store's own files and the
// scratch directory) and the paths the worker leaves out of change records.





/** Machine-wide (per user) so two stores driving one repository still exclude each other. */
function defaultLeaseDirectory() {
    const user = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir(), `supervised-run-leases-${user}`);
}
/** Root-relative POSIX paths of the given directories that lie inside root. */
function insidePaths(root, directories) {
    const result = [];
    for (const directory of directories) {
        const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(directory));
        if ((0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isStrictlyInside */ .Pe)(relative))
            result.push(relative.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/'));
    }
    return result;
}
/** `rootResolved`: realRoot was checked to be its git work tree's top level (checkWorkspaceRoot): no git process for it again. */
function defaultWorkspace(realRoot, excludePaths, options = {}) {
    return (0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_3__/* .createGitWorkspaceProvider */ .h)({
        root: realRoot,
        excludePaths: [...excludePaths],
        leaseDirectory: defaultLeaseDirectory(),
        ...(options.rootResolved === true ? { rootResolved: true } : {}),
    });
}
/** `runRoot must be the top level of a git work tree: <what git said>`, naming the root `rootName`. */
function describeRunRootProblem(problem, rootName = 'runRoot') {
    return `${rootName} must be the top level of a git work tree: ${problem.reason}`;
}
/** The problem a WORKSPACE_ROOT error of checkWorkspaceRoot carries about runRoot, or undefined. */
function runRootProblemOf(error) {
    if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .isSupervisedRunError */ .G9)(error, 'WORKSPACE_ROOT'))
        return undefined;
    const problem = error.details?.runRoot;
    return typeof problem?.root === 'string' && typeof problem.reason === 'string'
        ? { root: problem.root, reason: problem.reason }
        : undefined;
}
/**
 * The provider must capture the same root as runRoot (WORKSPACE_ROOT otherwise). When git says
 * runRoot is none (not in a work tree, not its top level), the error carries the RunRootProblem.
 */
async function checkWorkspaceRoot(workspace, realRoot) {
    let root;
    try {
        root = await workspace.repositoryRoot();
    }
    catch (error) {
        if ((0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_5__/* .isWorkspaceError */ .kX)(error, 'WORKSPACE_ROOT')) {
            const problem = { root: realRoot, reason: error.message };
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('WORKSPACE_ROOT', `options.${describeRunRootProblem(problem)}`, {
                cause: error,
                details: { runRoot: { ...problem } },
            });
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('WORKSPACE_ROOT', `the workspace provider has no usable root: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeError */ .Uc)(error)}`, { cause: error });
    }
    if (root !== realRoot) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL('WORKSPACE_ROOT', `the workspace provider captures ${root}, not runRoot ${realRoot}`);
    }
}
/** Workspace errors keep their own code where the runner has it. */
function workspaceFailure(error, fallback, what) {
    if ((0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_5__/* .isWorkspaceError */ .kX)(error)) {
        const code = error.code === 'WORKSPACE_ROOT' || error.code === 'WORKSPACE_LEASE' || error.code === 'WORKSPACE_CAPTURE'
            ? error.code
            : fallback;
        return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL(code, `${what}: ${error.message}`, { cause: error });
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SupervisedRunError */ .aL(fallback, `${what}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeError */ .Uc)(error)}`, { cause: error });
}


/***/ }),

/***/ 40796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O4: () => (/* binding */ workspaceAnchorSchema),
/* harmony export */   c6: () => (/* binding */ worktreeKind),
/* harmony export */   gs: () => (/* binding */ workspaceFingerprint),
/* harmony export */   ms: () => (/* binding */ workspaceContentSchema),
/* harmony export */   sI: () => (/* binding */ sha256Digest)
/* harmony export */ });
/* unused harmony exports digestSchema, workspacePathSchema, workspaceFileModeSchema, workspaceFileStatusSchema, workspaceFileSchema, workspaceContentFileSchema */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35203);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28545);
// The workspace anchor (what a workspace looked like) and its content bundle
// (the bytes needed to rebuild it on a fresh checkout). Both are durable
// formats restored from caches: parse them with these schemas before use.





const digestSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/, 'a "sha256:" digest with 64 lowercase hex digits'));
/** A path relative to the repository root: normalised, never `..`, absolute, NUL or inside `.git`. */
const workspacePathSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().superRefine((value, context) => {
    const problem = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .relativePathProblem */ .BE)(value);
    if (problem !== null)
        context.addIssue({ code: 'custom', message: `path ${JSON.stringify(value.slice(0, 200))} ${problem}` });
}));
/** Git's file modes for a regular file, an executable and a symbolic link (content = link target). */
const workspaceFileModeSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['100644', '100755', '120000']));
/**
 * Against HEAD: `modified` (in HEAD, content or mode differs), `deleted` (in HEAD, gone),
 * `added` (not in HEAD, in the index) or `untracked` (not in HEAD or the index, not ignored).
 */
const workspaceFileStatusSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['modified', 'added', 'deleted', 'untracked']));
const workspaceFileSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    path: workspacePathSchema(),
    status: workspaceFileStatusSchema(),
    /** SHA-256 of the working-tree bytes (a symlink's target); null when deleted. */
    digest: digestSchema().nullable(),
    /** Working-tree mode; HEAD's mode for a deleted file. */
    mode: workspaceFileModeSchema(),
    bytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
})
    .superRefine((file, context) => {
    if ((file.status === 'deleted') !== (file.digest === null)) {
        context.addIssue({
            code: 'custom',
            path: ['digest'],
            message: 'digest is null exactly when status is "deleted"',
        });
    }
    if (file.status === 'deleted' && file.bytes !== 0) {
        context.addIssue({ code: 'custom', path: ['bytes'], message: 'a deleted file has 0 bytes' });
    }
}));
const commitShaSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, 'a full commit id (40 or 64 lowercase hex digits)'));
const maxFiles = 1_000_000;
const workspaceAnchorSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    /** Real path of the repository top level when captured (informational: verify and restore use the provider's root). */
    root: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .refine((value) => node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(value), 'an absolute path'),
    /** Commit checked out, or null on an unborn branch. */
    head: commitShaSchema().nullable(),
    /** `sha256:` over head and the files (see `workspaceFingerprint`). */
    fingerprint: digestSchema(),
    /** Every path whose working-tree state differs from HEAD, excluding ignored and excluded paths. */
    files: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(workspaceFileSchema()).max(maxFiles),
})
    .superRefine((anchor, context) => {
    const duplicate = firstDuplicate(anchor.files.map((file) => file.path));
    if (duplicate !== null) {
        context.addIssue({
            code: 'custom',
            path: ['files'],
            message: `path ${JSON.stringify(duplicate)} is listed twice`,
        });
        return;
    }
    if (workspaceFingerprint(anchor.head, anchor.files) !== anchor.fingerprint) {
        context.addIssue({
            code: 'custom',
            path: ['fingerprint'],
            message: 'fingerprint does not match head and files',
        });
    }
}));
const workspaceContentFileSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    path: workspacePathSchema(),
    mode: workspaceFileModeSchema(),
    contentBase64: zod__WEBPACK_IMPORTED_MODULE_3__/* .base64 */ .K39(),
}));
const workspaceContentSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    /** The fingerprint of the anchor whose files these are. */
    anchorFingerprint: digestSchema(),
    /** Bytes of every anchor file that is not deleted. */
    files: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(workspaceContentFileSchema()).max(maxFiles),
}));
/**
 * The fingerprint describes the working tree, not the index: a new file counts the
 * same whether it is staged (`added`) or not (`untracked`), so a restored workspace
 * (where new files come back unstaged) has the fingerprint it was captured with.
 */
function workspaceFingerprint(head, files) {
    const entries = [...files]
        .sort((a, b) => (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .comparePaths */ .cD)(a.path, b.path))
        .map((file) => [file.path, worktreeKind(file.status), file.digest, file.mode, file.bytes]);
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify([1, head, entries]))
        .digest('hex')}`;
}
/** The status as the working tree sees it: staged and unstaged new files are the same. */
function worktreeKind(status) {
    return status === 'added' || status === 'untracked' ? 'new' : status;
}
function sha256Digest(bytes) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex')}`;
}
function firstDuplicate(values) {
    const seen = new Set();
    for (const value of values) {
        if (seen.has(value))
            return value;
        seen.add(value);
    }
    return null;
}


/***/ }),

/***/ 75302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CD: () => (/* binding */ compareStates),
/* harmony export */   vo: () => (/* binding */ driftMessage),
/* harmony export */   zM: () => (/* binding */ verificationOf)
/* harmony export */ });
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40796);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28545);
// Compares two workspace states (anchor vs. now) and says what differs.


/**
 * Both states list differences from their HEAD. A path missing from one side is as
 * in HEAD there, so e.g. an untracked file listed only in `found` was added since.
 */
function compareStates(expected, found) {
    const drift = { changed: [], added: [], removed: [] };
    if (expected.head !== found.head)
        drift.head = { expected: expected.head, found: found.head };
    const before = new Map(expected.files.map((file) => [file.path, file]));
    const after = new Map(found.files.map((file) => [file.path, file]));
    const paths = [...new Set([...before.keys(), ...after.keys()])].sort(_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .comparePaths */ .cD);
    for (const filePath of paths) {
        const kind = classify(before.get(filePath), after.get(filePath));
        if (kind !== null)
            drift[kind].push(filePath);
    }
    const same = drift.head === undefined && drift.changed.length + drift.added.length + drift.removed.length === 0;
    return same ? null : drift;
}
function classify(before, after) {
    const wasPresent = before === undefined || before.status !== 'deleted';
    const isPresent = after === undefined || after.status !== 'deleted';
    if (wasPresent && !isPresent)
        return 'removed';
    if (!wasPresent && isPresent)
        return 'added';
    if (before === undefined || after === undefined) {
        // Listed on one side only: compared with HEAD's version on the other side.
        const listed = (before ?? after);
        if ((0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .worktreeKind */ .c6)(listed.status) !== 'new')
            return 'changed';
        return before === undefined ? 'added' : 'removed';
    }
    const same = (0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .worktreeKind */ .c6)(before.status) === (0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .worktreeKind */ .c6)(after.status) &&
        before.digest === after.digest &&
        before.mode === after.mode;
    return same ? null : 'changed';
}
function verificationOf(drift) {
    return drift === null ? { equal: true } : { equal: false, drift };
}
const shownPaths = 20;
/** One line for a `WORKSPACE_DRIFT` message: the head difference, then up to 20 paths and a count of the rest. */
function driftMessage(drift) {
    const parts = [];
    if (drift.head !== undefined) {
        parts.push(`HEAD is ${drift.head.found ?? '(unborn)'}, expected ${drift.head.expected ?? '(unborn)'}`);
    }
    let budget = shownPaths;
    let hidden = 0;
    for (const kind of ['changed', 'added', 'removed']) {
        const paths = drift[kind];
        if (paths.length === 0)
            continue;
        const shown = paths.slice(0, Math.max(budget, 0));
        budget -= shown.length;
        hidden += paths.length - shown.length;
        if (shown.length > 0)
            parts.push(`${kind}: ${shown.map((item) => JSON.stringify(item)).join(', ')}`);
    }
    if (hidden > 0)
        parts.push(`and ${hidden} more path${hidden === 1 ? '' : 's'}`);
    return parts.length === 0 ? 'no differences' : parts.join('; ');
}


/***/ }),

/***/ 75546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kP: () => (/* binding */ WorkspaceError),
/* harmony export */   kX: () => (/* binding */ isWorkspaceError)
/* harmony export */ });
/* unused harmony export workspaceErrorCodes */
const workspaceErrorCodes = (/* unused pure expression or super */ null && ([
    /** Options a caller passed do not fit (names the field and what it accepts). */
    'INVALID_OPTIONS',
    'WORKSPACE_CAPTURE',
    'WORKSPACE_ROOT',
    'WORKSPACE_LEASE',
    'WORKSPACE_DRIFT',
    'WORKSPACE_RELEASE',
    'WORKSPACE_ANCHOR_INVALID',
]));
class WorkspaceError extends Error {
    code;
    drift;
    holder;
    needsCommit;
    constructor(code, message, context = {}) {
        super(message, context.cause === undefined ? undefined : { cause: context.cause });
        this.name = 'WorkspaceError';
        this.code = code;
        this.drift = context.drift;
        this.holder = context.holder;
        this.needsCommit = context.needsCommit;
    }
}
function isWorkspaceError(value, code) {
    return value instanceof WorkspaceError && (code === undefined || value.code === code);
}
// One definition for every layer (store's); re-exported so workspace modules import it from here.



/***/ }),

/***/ 49667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ch: () => (/* binding */ literalPathspec),
  EO: () => (/* binding */ runGit),
  K5: () => (/* binding */ splitNul),
  Rl: () => (/* binding */ withGitSignal)
});

// UNUSED EXPORTS: GitCommandError, defaultGitTimeoutMs, gitSpawnCount

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(16698);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/workspace/git-process.ts
// One git process on node:child_process: an argv array (never a shell), bytes on stdin, stdout
// and stderr collected up to a bound, stopped (SIGTERM, then SIGKILL after a grace) by its timeout
// or the caller's signal, and settled only once the process is gone. Not a general process
// library: a worker's workspace captures are on the way to its first node, and loading one cost
// more than the git processes it ran.

function collector(limit, onOverflow) {
    const chunks = [];
    let bytes = 0;
    return {
        add(chunk) {
            if (bytes >= limit)
                return;
            if (bytes + chunk.length > limit) {
                chunks.push(chunk.subarray(0, limit - bytes));
                bytes = limit;
                onOverflow?.();
                return;
            }
            chunks.push(chunk);
            bytes += chunk.length;
        },
        bytes: () => Buffer.concat(chunks),
    };
}
function runGitProcess(args, options) {
    return new Promise((resolve) => {
        const state = { timedOut: false, canceled: false, maxBuffer: false, error: undefined };
        let child;
        try {
            child = (0,external_node_child_process_.spawn)('git', args, { cwd: options.cwd, env: options.env, stdio: 'pipe', windowsHide: true });
        }
        catch (error) {
            resolve({ stdout: Buffer.alloc(0), stderr: Buffer.alloc(0), exitCode: null, ...state, error: error });
            return;
        }
        let killTimer;
        const stop = () => {
            if (child.exitCode !== null || child.signalCode !== null)
                return;
            child.kill('SIGTERM');
            killTimer ??= setTimeout(() => child.kill('SIGKILL'), options.killAfterMs);
        };
        const stdout = collector(options.maxStdoutBytes, () => {
            state.maxBuffer = true;
            stop();
        });
        const stderr = collector(options.maxStderrBytes, null);
        const timer = setTimeout(() => {
            state.timedOut = true;
            stop();
        }, options.timeoutMs);
        const onAbort = () => {
            state.canceled = true;
            stop();
        };
        let settled = false;
        const finish = (exitCode) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            clearTimeout(killTimer);
            options.signal?.removeEventListener('abort', onAbort);
            resolve({ stdout: stdout.bytes(), stderr: stderr.bytes(), exitCode, ...state });
        };
        child.stdout?.on('data', (chunk) => stdout.add(chunk));
        child.stderr?.on('data', (chunk) => stderr.add(chunk));
        // git may exit before reading all of its input (EPIPE): its exit code says how it went.
        child.stdin?.on('error', () => { });
        child.on('error', (error) => {
            state.error ??= error;
            if (child.pid === undefined)
                finish(null); // never started: no close follows for sure
        });
        child.on('close', (code) => finish(code));
        if (options.signal?.aborted === true)
            onAbort();
        else
            options.signal?.addEventListener('abort', onAbort, { once: true });
        child.stdin?.end(options.input);
    });
}

// EXTERNAL MODULE: ./src/workspace/errors.ts
var errors = __webpack_require__(75546);
;// CONCATENATED MODULE: ./src/workspace/git.ts
// Runs git with an argv array (never a shell), a predictable environment and
// unquoted paths. Callers use -z output formats wherever paths are parsed and
// `:(literal)` pathspecs (see `literalPathspec`) so file names are never patterns.



/** Largest stdout accepted from one git invocation. */
const maxStdoutBytes = 512 * 1024 * 1024;
const maxStderrBytes = 64 * 1024;
// Variables that would point git at another repository, index or object store than `cwd`'s.
const repositoryVariables = [
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_INDEX_FILE',
    'GIT_OBJECT_DIRECTORY',
    'GIT_ALTERNATE_OBJECT_DIRECTORIES',
    'GIT_COMMON_DIR',
    'GIT_NAMESPACE',
    'GIT_PREFIX',
    'GIT_CEILING_DIRECTORIES',
];
class GitCommandError extends Error {
    exitCode;
    stderr;
    constructor(args, exitCode, stderr, cause) {
        const detail = stderr.trim().split('\n').slice(-3).join(' ') || (cause instanceof Error ? cause.message : '');
        super(`git ${args[0] ?? ''} failed${exitCode === null ? '' : ` (exit ${exitCode})`}: ${detail}`, cause === undefined ? undefined : { cause });
        this.name = 'GitCommandError';
        this.exitCode = exitCode;
        this.stderr = stderr;
    }
}
function gitEnvironment() {
    const env = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', GIT_OPTIONAL_LOCKS: '0' };
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- environment variable names
    for (const name of repositoryVariables)
        delete env[name];
    return env;
}
let spawned = 0;
/** git processes this module has started in this process (a seam for tests that assert none were). */
function gitSpawnCount() {
    return spawned;
}
/** Longest one git invocation may take unless the caller says otherwise (a hung git must not hang teardown). */
const defaultGitTimeoutMs = 120_000;
// The signal of the provider call in progress. A capture or a verify runs a dozen git calls
// through scan, tree and diff helpers; carrying the caller's signal in the async context reaches
// each of them without threading it through every helper's signature.
const callerSignal = new external_node_async_hooks_.AsyncLocalStorage();
/** Runs `task` with `signal` stopping every git call it makes (unless a call names its own signal). */
function withGitSignal(signal, task) {
    return signal === undefined ? task() : callerSignal.run(signal, task);
}
function runGit(cwd, args, options = {}) {
    spawned += 1;
    const signal = options.signal ?? callerSignal.getStore();
    return gitCall(cwd, args, signal === undefined ? options : { ...options, signal });
}
async function gitCall(cwd, args, options) {
    const timeoutMs = options.timeoutMs ?? defaultGitTimeoutMs;
    const result = await runGitProcess(['-c', 'core.quotepath=off', ...args], {
        cwd,
        env: gitEnvironment(),
        input: options.input ?? '',
        maxStdoutBytes,
        maxStderrBytes,
        timeoutMs,
        // git ignores SIGTERM only when wedged in the kernel; SIGKILL follows soon after.
        killAfterMs: 1000,
        signal: options.signal,
    });
    const stderr = result.stderr.toString('utf8');
    if (result.timedOut) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_CAPTURE', `git ${args[0] ?? ''} did not finish within ${timeoutMs} ms and was stopped (a hung git, or a lock held by another git)`, { cause: result });
    }
    if (result.canceled) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_CAPTURE', `git ${args[0] ?? ''} was stopped: the caller aborted`, {
            cause: options.signal?.reason,
        });
    }
    if (result.maxBuffer) {
        throw new GitCommandError(args, null, `output exceeded ${maxStdoutBytes} bytes`);
    }
    if (result.exitCode === null) {
        // Not started (git missing, cwd gone) or killed by a signal.
        throw new GitCommandError(args, null, stderr, result.error ?? new Error('git was ended by a signal'));
    }
    const exitCode = result.exitCode;
    if (exitCode !== 0 && !(options.okExitCodes ?? []).includes(exitCode)) {
        throw new GitCommandError(args, exitCode, stderr);
    }
    return { stdout: result.stdout, stderr, exitCode };
}
function splitNul(output) {
    const fields = [];
    let start = 0;
    for (let index = output.indexOf(0, start); index !== -1; index = output.indexOf(0, start)) {
        fields.push(decodeUtf8(output.subarray(start, index)));
        start = index + 1;
    }
    if (start < output.length)
        fields.push(decodeUtf8(output.subarray(start)));
    return fields;
}
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
function decodeUtf8(bytes) {
    try {
        return strictUtf8.decode(bytes);
    }
    catch {
        // A lossy decode would name a different file; refuse instead.
        throw new Error(`git reported a path that is not valid UTF-8: ${JSON.stringify(bytes.toString('latin1'))}`);
    }
}
/** A pathspec that matches exactly this repository-relative path (no globbing), from the top level. */
function literalPathspec(relativePath, exclude = false) {
    return `:(top,literal${exclude ? ',exclude' : ''})${relativePath}`;
}


/***/ }),

/***/ 28545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   Xb: () => (/* binding */ isAtOrUnder),
/* harmony export */   cD: () => (/* binding */ comparePaths)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4353);
// Repository-relative paths. Anchors come back from caches, so every path is
// treated as untrusted: it must be relative, normalised, inside the root and
// outside any `.git` directory before it is used to touch the file system.


const maxPathLength = 4096;
/** Why `value` is not a safe repository-relative path, or null when it is. */
function relativePathProblem(value) {
    if (value.length === 0)
        return 'is empty';
    if (value.length > maxPathLength)
        return `is longer than ${maxPathLength} characters`;
    if (value.includes('\0'))
        return 'contains a NUL character';
    if (value.startsWith('/') || /^[A-Za-z]:/.test(value))
        return 'is absolute (a path relative to the repository root is accepted)';
    // Windows would read a backslash as a separator and let `a\..\..\b` escape.
    if (process.platform === 'win32' && value.includes('\\'))
        return 'contains a backslash';
    for (const segment of value.split('/')) {
        if (segment === '')
            return 'is not normalised (empty segment or trailing "/")';
        if (segment === '.' || segment === '..')
            return `is not normalised (contains "${segment}")`;
        if (isGitDirectoryName(segment))
            return 'points into a .git directory';
    }
    return null;
}
/** `.git` and the spellings that file systems fold onto it (case, trailing dots/spaces, 8.3 name). */
function isGitDirectoryName(segment) {
    const folded = segment.toLowerCase().replace(/[. ]+$/, '');
    return folded === '.git' || folded === 'git~1';
}
/**
 * Absolute path of a checked relative path under `root`, re-checked after resolution
 * so that no platform's separator rules can move it outside the root.
 */
function resolveInside(root, relative) {
    const problem = relativePathProblem(relative);
    if (problem !== null)
        throw new Error(`path ${JSON.stringify(relative)} ${problem}`);
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(root, relative);
    const back = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, absolute);
    if (!(0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isStrictlyInside */ .Pe)(back)) {
        throw new Error(`path ${JSON.stringify(relative)} resolves outside the repository root`);
    }
    return absolute;
}
/** Byte-wise (UTF-8) order, so that the order of paths is the same on every platform and in git. */
function comparePaths(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
/** True when `candidate` is `prefix` or lies under it. */
function isAtOrUnder(candidate, prefix) {
    return candidate === prefix || candidate.startsWith(`${prefix}/`);
}


/***/ }),

/***/ 85526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ createGitWorkspaceProvider)
});

// UNUSED EXPORTS: defaultMaxContentBytes

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: ./src/workspace/anchor.ts
var workspace_anchor = __webpack_require__(40796);
// EXTERNAL MODULE: ./src/workspace/errors.ts
var errors = __webpack_require__(75546);
;// CONCATENATED MODULE: ./src/workspace/capture.ts
// Builds the anchor and content bundle from a scan of the working tree.


function anchorOf(root, scan) {
    const files = scan.files.map((item) => item.file);
    return { schemaVersion: 1, root, head: scan.head, fingerprint: (0,workspace_anchor/* workspaceFingerprint */.gs)(scan.head, files), files };
}
function captureOf(root, scan, maxContentBytes) {
    const anchor = anchorOf(root, scan);
    const present = scan.files.filter((item) => item.bytes !== null);
    const total = present.reduce((sum, item) => sum + item.bytes.length, 0);
    if (total > maxContentBytes) {
        const largest = [...present]
            .sort((a, b) => b.bytes.length - a.bytes.length)
            .slice(0, 3)
            .map((item) => `${JSON.stringify(item.file.path)} (${item.bytes.length} bytes)`);
        throw new errors/* WorkspaceError */.kP('WORKSPACE_CAPTURE', `changed and untracked files hold ${total} bytes, more than maxContentBytes (${maxContentBytes}); largest: ${largest.join(', ')}. ` +
            'Ignore or exclude generated files, or raise maxContentBytes.');
    }
    const content = {
        schemaVersion: 1,
        anchorFingerprint: anchor.fingerprint,
        files: present.map((item) => ({
            path: item.file.path,
            mode: item.file.mode,
            contentBase64: item.bytes.toString('base64'),
        })),
    };
    return { anchor, content };
}

;// CONCATENATED MODULE: ./src/workspace/diff-stats.ts
// Line statistics of one file's change, counted as `git diff --numstat` does:
// a line is its bytes up to and including "\n" (so a changed final newline
// counts), binary content (a NUL in the first 8000 bytes) counts 0 lines. The
// counts are those of a minimal line diff (LCS) within a step budget.
// Past this many Myers steps (heavily reordered files of thousands of lines) the
// search stops and the best edit path found so far is finished with plain edits:
// a valid, not always minimal, diff (git's xdiff cuts off the same way).
const maxDiffSteps = 10_000_000;
/** Lines added and removed from `before` to `after`; null stands for an absent file. */
function diffStats(before, after) {
    if ((before !== null && isBinary(before)) || (after !== null && isBinary(after)))
        return { added: 0, removed: 0, binary: true };
    const interned = new Map();
    const a = internLines(before, interned);
    const b = internLines(after, interned);
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start += 1;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
        endA -= 1;
        endB -= 1;
    }
    const middleA = a.subarray(start, endA);
    const middleB = b.subarray(start, endB);
    // Lines that occur on one side only are never common (xdiff discards them too): a rewrite costs nothing.
    const [onlyMatchingA, onlyMatchingB] = [keepShared(middleA, middleB), keepShared(middleB, middleA)];
    const common = commonLines(onlyMatchingA, onlyMatchingB);
    return { added: middleB.length - common, removed: middleA.length - common, binary: false };
}
/** Git's heuristic: a NUL byte in the first 8000 bytes. */
function isBinary(bytes) {
    return bytes.subarray(0, 8000).includes(0);
}
function internLines(bytes, interned) {
    if (bytes === null || bytes.length === 0)
        return new Int32Array(0);
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    const ids = [];
    let start = 0;
    while (start < buffer.length) {
        const newline = buffer.indexOf(10, start);
        const end = newline === -1 ? buffer.length : newline + 1;
        const key = buffer.toString('latin1', start, end); // latin1 maps bytes 1:1, so equal keys are equal bytes
        let id = interned.get(key);
        if (id === undefined) {
            id = interned.size;
            interned.set(key, id);
        }
        ids.push(id);
        start = end;
    }
    return Int32Array.from(ids);
}
/**
 * Lines kept by Myers' O(ND) diff (the LCS length), counting only: no edit script is kept.
 * Past the step budget, the furthest path of the last round is completed with edits.
 */
function commonLines(a, b) {
    const n = a.length;
    const m = b.length;
    if (n === 0 || m === 0)
        return 0;
    const max = n + m;
    const offset = max + 1;
    const v = new Int32Array(2 * max + 3);
    let steps = 0;
    for (let d = 0; d <= max; d += 1) {
        for (let k = -d; k <= d; k += 2) {
            const down = v[offset + k + 1];
            const right = v[offset + k - 1];
            let x = k === -d || (k !== d && right < down) ? down : right + 1;
            let y = x - k;
            while (x < n && y < m && a[x] === b[y]) {
                x += 1;
                y += 1;
            }
            v[offset + k] = x;
            if (x >= n && y >= m)
                return (n + m - d) / 2;
        }
        steps += d + 1;
        if (steps > maxDiffSteps)
            return bestCompletion(v, offset, d, n, m);
    }
    return 0;
}
/** Common lines of the cheapest way to finish from round `d`'s furthest points with plain edits. */
function bestCompletion(v, offset, d, n, m) {
    let cost = n + m;
    for (let k = -d; k <= d; k += 2) {
        const x = Math.min(v[offset + k], n);
        const y = Math.min(x - k, m);
        if (y < 0)
            continue;
        cost = Math.min(cost, d + (n - x) + (m - y));
    }
    return (n + m - cost) / 2;
}
function keepShared(from, other) {
    const present = new Set(other);
    return from.filter((id) => present.has(id));
}

;// CONCATENATED MODULE: ./src/workspace/parse.ts


function parseWorkspaceAnchor(value) {
    const parsed = (0,workspace_anchor/* workspaceAnchorSchema */.O4)().safeParse(value);
    if (!parsed.success) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_ANCHOR_INVALID', `workspace anchor is invalid: ${formatIssues(parsed.error)}`);
    }
    return parsed.data;
}
/**
 * Checks a content bundle against its (parsed) anchor: same fingerprint, exactly one entry
 * per file that is not deleted, same mode, and bytes whose length and SHA-256 match.
 * Returns the verified bytes by path.
 */
function parseWorkspaceContent(anchor, value) {
    const parsed = (0,workspace_anchor/* workspaceContentSchema */.ms)().safeParse(value);
    if (!parsed.success) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_ANCHOR_INVALID', `workspace content is invalid: ${formatIssues(parsed.error)}`);
    }
    const content = parsed.data;
    if (content.anchorFingerprint !== anchor.fingerprint) {
        throw invalid(`content belongs to anchor ${content.anchorFingerprint}, not ${anchor.fingerprint}`);
    }
    const expected = new Map(anchor.files.filter((file) => file.status !== 'deleted').map((file) => [file.path, file]));
    const bytesByPath = new Map();
    for (const entry of content.files) {
        const file = expected.get(entry.path);
        if (file === undefined)
            throw invalid(`content for ${JSON.stringify(entry.path)}, which the anchor does not list as present`);
        if (bytesByPath.has(entry.path))
            throw invalid(`content for ${JSON.stringify(entry.path)} is listed twice`);
        if (entry.mode !== file.mode)
            throw invalid(`content mode of ${JSON.stringify(entry.path)} is ${entry.mode}, anchor says ${file.mode}`);
        const bytes = Buffer.from(entry.contentBase64, 'base64');
        if (bytes.length !== file.bytes || (0,workspace_anchor/* sha256Digest */.sI)(bytes) !== file.digest) {
            throw invalid(`content of ${JSON.stringify(entry.path)} does not match the anchor digest ${file.digest}`);
        }
        bytesByPath.set(entry.path, bytes);
    }
    for (const filePath of expected.keys()) {
        if (!bytesByPath.has(filePath))
            throw invalid(`content for ${JSON.stringify(filePath)} is missing`);
    }
    return bytesByPath;
}
function invalid(detail) {
    return new errors/* WorkspaceError */.kP('WORKSPACE_ANCHOR_INVALID', `workspace content is invalid: ${detail}`);
}
/** `files[2].path: path "../x" is not normalised (contains "..")`, first few issues. */
function formatIssues(error) {
    const shown = error.issues.slice(0, 5).map((issue) => {
        const where = issue.path
            .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
            .join('');
        return where === '' ? issue.message : `${where}: ${issue.message}`;
    });
    const more = error.issues.length - shown.length;
    return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

// EXTERNAL MODULE: ./src/workspace/paths.ts
var paths = __webpack_require__(28545);
// EXTERNAL MODULE: ./src/workspace/git.ts + 1 modules
var git = __webpack_require__(49667);
;// CONCATENATED MODULE: ./src/workspace/tree.ts
// Reads committed state: which paths differ between two commits, tree entries of
// a commit, and blob bytes. Used to compare workspaces across different HEADs.

// Keeps every argv well below the kernel's limits.
const pathsPerCall = 500;
/** True when `commit` names a commit object present in the local repository. */
async function hasCommit(root, commit) {
    const { exitCode } = await (0,git/* runGit */.EO)(root, ['cat-file', '-e', `${commit}^{commit}`], { okExitCodes: [1, 128] });
    return exitCode === 0;
}
/** The empty tree's id in this repository's hash (what an unborn HEAD compares as). */
async function emptyTree(root) {
    const { stdout } = await (0,git/* runGit */.EO)(root, ['hash-object', '-t', 'tree', '--stdin']);
    return stdout.toString('utf8').trim();
}
/** Paths whose committed file differs between two commits (null = unborn, an empty tree). */
async function pathsChangedBetween(root, from, to) {
    if (from === to)
        return [];
    const empty = from === null || to === null ? await emptyTree(root) : '';
    const { stdout } = await (0,git/* runGit */.EO)(root, [
        'diff-tree',
        '-r',
        '-z',
        '--no-renames',
        '--name-only',
        '--ignore-submodules=all',
        from ?? empty,
        to ?? empty,
        '--',
    ]);
    return (0,git/* splitNul */.K5)(stdout).filter((field) => field !== '');
}
/** Tree entries (regular files and symlinks) of `paths` in `commit`; a path the commit lacks is absent. */
async function readTreeEntries(root, commit, paths) {
    const entries = new Map();
    if (commit === null)
        return entries;
    for (let start = 0; start < paths.length; start += pathsPerCall) {
        const chunk = paths.slice(start, start + pathsPerCall).map((item) => `:(top,literal)${item}`);
        const { stdout } = await (0,git/* runGit */.EO)(root, ['ls-tree', '-r', '-z', '--full-tree', commit, '--', ...chunk]);
        for (const record of (0,git/* splitNul */.K5)(stdout)) {
            // <mode> SP <type> SP <object> TAB <path>
            const match = /^(\d{6}) blob ([0-9a-f]+)\t([\s\S]+)$/.exec(record);
            if (match !== null)
                entries.set(match[3], { mode: match[1], blob: match[2] });
        }
    }
    return entries;
}
/** Bytes of the given blobs, through one `git cat-file --batch`. */
async function readBlobs(root, blobs) {
    const unique = [...new Set(blobs)];
    const result = new Map();
    if (unique.length === 0)
        return result;
    const { stdout } = await (0,git/* runGit */.EO)(root, ['cat-file', '--batch'], { input: unique.map((id) => `${id}\n`).join('') });
    let offset = 0;
    for (const id of unique) {
        const lineEnd = stdout.indexOf(10, offset);
        if (lineEnd === -1)
            throw new Error(`git cat-file ended early, before blob ${id}`);
        const header = stdout.subarray(offset, lineEnd).toString('utf8');
        // <object> SP <type> SP <size>, or <object> SP missing
        const match = /^([0-9a-f]+) blob (\d+)$/.exec(header);
        if (match === null || match[1] !== id)
            throw new Error(`git cat-file cannot read blob ${id}: ${header}`);
        const size = Number(match[2]);
        result.set(id, stdout.subarray(lineEnd + 1, lineEnd + 1 + size));
        offset = lineEnd + 1 + size + 1; // content is followed by a newline
    }
    return result;
}

;// CONCATENATED MODULE: ./src/workspace/changes.ts




async function changedFilesBetween(root, excludePaths, before, after) {
    const from = sideOf(before);
    const to = sideOf(after);
    const betweenHeads = (await pathsChangedBetween(root, from.head, to.head)).filter((filePath) => !excludePaths.some((excluded) => (0,paths/* isAtOrUnder */.Xb)(filePath, excluded)));
    const candidates = [...new Set([...from.listed.keys(), ...to.listed.keys(), ...betweenHeads])]
        .filter((filePath) => !sameListing(from.listed.get(filePath), to.listed.get(filePath)))
        .sort(paths/* comparePaths */.cD);
    const unlisted = (side) => candidates.filter((filePath) => !side.listed.has(filePath));
    const [fromTree, toTree] = await Promise.all([
        readTreeEntries(root, from.head, unlisted(from)),
        readTreeEntries(root, to.head, unlisted(to)),
    ]);
    const blobs = await readBlobs(root, [...fromTree.values(), ...toTree.values()].map((entry) => entry.blob));
    const stateOf = (side, tree, filePath) => {
        const listed = side.listed.get(filePath);
        if (listed !== undefined)
            return listed.bytes === null ? null : { mode: listed.mode, bytes: listed.bytes };
        const entry = tree.get(filePath);
        return entry === undefined ? null : { mode: entry.mode, bytes: blobs.get(entry.blob) };
    };
    const changes = [];
    for (const filePath of candidates) {
        const was = stateOf(from, fromTree, filePath);
        const now = stateOf(to, toTree, filePath);
        if (was === null && now === null)
            continue;
        if (was !== null && now !== null && was.mode === now.mode && was.bytes.equals(now.bytes))
            continue;
        const change = was === null ? 'added' : now === null ? 'deleted' : 'modified';
        changes.push({ path: filePath, change, ...diffStats(was?.bytes ?? null, now?.bytes ?? null) });
    }
    return changes;
}
function sideOf(capture) {
    const anchor = parseWorkspaceAnchor(capture.anchor);
    const bytes = parseWorkspaceContent(anchor, capture.content);
    return {
        head: anchor.head,
        listed: new Map(anchor.files.map((file) => [file.path, { mode: file.mode, bytes: bytes.get(file.path) ?? null }])),
    };
}
/** Listed identically on both sides (same bytes and mode, or deleted on both): unchanged whatever the heads. */
function sameListing(a, b) {
    if (a === undefined || b === undefined)
        return false;
    if (a.bytes === null || b.bytes === null)
        return a.bytes === b.bytes;
    return a.mode === b.mode && a.bytes.equals(b.bytes);
}

// EXTERNAL MODULE: ./src/workspace/drift.ts
var workspace_drift = __webpack_require__(75302);
// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/engine/command/identity.ts
var command_identity = __webpack_require__(28960);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/workspace/lease-record.ts
// The lease file's format: who holds the workspace of one repository.


const workspaceLeaseHolderSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    runId: schemas/* string */.YjP().min(1).max(200),
    pid: schemas/* number */.aig().int().positive(),
}));
const workspaceLeaseRecordSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    /** Real path of the repository top level: the lease key. */
    root: schemas/* string */.YjP().min(1),
    /** Secret-free random id; only the lease object that holds it can release. */
    token: schemas/* string */.YjP().min(16).max(200),
    runId: schemas/* string */.YjP().min(1).max(200),
    pid: schemas/* number */.aig().int().positive(),
    hostname: schemas/* string */.YjP(),
    /** ISO-8601 time of acquisition. */
    acquiredAt: schemas/* string */.YjP(),
    /** The holder's start time (Linux clock ticks since boot): with bootId, proves a dead holder dead. */
    startedAt: schemas/* number */.aig().int().nonnegative().optional(),
    /** /proc/sys/kernel/random/boot_id when the lease was taken (Linux). */
    bootId: schemas/* string */.YjP().optional(),
}));
function describeHolder(record) {
    return `run ${JSON.stringify(record.runId)} (pid ${record.pid} on ${record.hostname}, since ${record.acquiredAt})`;
}

;// CONCATENATED MODULE: ./src/workspace/lease.ts
// One lease per repository: a lease file under a machine-local directory, created
// atomically (link of a complete temp file, so a reader never sees half a record)
// and removed only by the holder of its token \u2014 or, once, by a new holder when the old one is
// provably dead (same host and boot, and its pid is gone or is another process now): the
// machine's temp directory outlives jobs on a self-hosted runner, and a killed job's lease
// must not block every later one. A live or unprovable holder still refuses.







async function bootId() {
    if (process.platform !== 'linux')
        return undefined;
    return (await (0,promises_.readFile)('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '')).trim() || undefined;
}
/** Dead beyond doubt: this host, this boot, and the pid is gone or belongs to another process now. */
async function provablyDead(record) {
    if (record.hostname !== (0,external_node_os_.hostname)() || record.startedAt === undefined || record.bootId === undefined)
        return false;
    if (record.bootId !== (await bootId()))
        return false;
    const identity = { pid: record.pid, parentPid: 0, processGroupId: 0, startedAt: record.startedAt };
    return !(await (0,command_identity/* isSameProcessAlive */.x)(identity));
}
/** Removes the lease file only if it still is `record` (moved aside first, as releaseLease does). */
async function clearDeadLease(leasePath, record) {
    const aside = `${leasePath}.${(0,external_node_crypto_.randomUUID)()}.clearing`;
    try {
        await (0,promises_.rename)(leasePath, aside);
    }
    catch {
        return false;
    }
    const moved = await readLeaseFile(aside).catch(() => null);
    if (moved?.token !== record.token) {
        await (0,promises_.link)(aside, leasePath).catch(() => { });
        await (0,promises_.unlink)(aside).catch(() => { });
        return false;
    }
    await (0,promises_.unlink)(aside).catch(() => { });
    return true;
}
function leaseFilePath(leaseDirectory, root) {
    const key = (0,external_node_crypto_.createHash)('sha256').update(root).digest('hex').slice(0, 32);
    return external_node_path_default().join(leaseDirectory, `workspace-${key}.lease`);
}
async function acquireLease(leaseDirectory, root, holder) {
    const record = await leaseRecordFor(root, holder);
    const leasePath = leaseFilePath(leaseDirectory, root);
    const temporary = `${leasePath}.${record.token}.tmp`;
    await writeLeaseTemporary(leaseDirectory, temporary, record);
    let cleared;
    try {
        await linkOrClearDead(temporary, leasePath, (dead) => (cleared = dead));
    }
    catch (error) {
        throw await leaseRefusal(error, root, leasePath);
    }
    finally {
        await (0,promises_.unlink)(temporary).catch(() => { });
    }
    return heldLease(leaseDirectory, root, record, cleared);
}
/** The record this holder's lease file will hold (a TypeError for a malformed holder). */
async function leaseRecordFor(root, holder) {
    const parsedHolder = workspaceLeaseHolderSchema().safeParse(holder);
    if (!parsedHolder.success)
        throw new TypeError('lease holder needs { runId: non-empty string, pid: positive integer }');
    const identity = await (0,command_identity/* readProcessIdentity */.s)(parsedHolder.data.pid).catch(() => undefined);
    const boot = await bootId();
    return {
        schemaVersion: 1,
        root,
        token: (0,external_node_crypto_.randomUUID)(),
        ...parsedHolder.data,
        hostname: (0,external_node_os_.hostname)(),
        acquiredAt: new Date().toISOString(),
        ...(identity === undefined ? {} : { startedAt: identity.startedAt }),
        ...(boot === undefined ? {} : { bootId: boot }),
    };
}
/** Writes the complete record to its temp file, which is then linked into place. */
async function writeLeaseTemporary(leaseDirectory, temporary, record) {
    try {
        await (0,promises_.mkdir)(leaseDirectory, { recursive: true });
        await writeDurably(temporary, `${JSON.stringify(record)}\n`);
    }
    catch (error) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_LEASE', `cannot create the workspace lease in ${leaseDirectory}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}
/** The error for a link that failed: the holder that has the lease when it exists (EEXIST). */
async function leaseRefusal(error, root, leasePath) {
    if (error.code !== 'EEXIST') {
        return new errors/* WorkspaceError */.kP('WORKSPACE_LEASE', `cannot create the workspace lease ${leasePath}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    let current;
    try {
        current = await readLeaseFile(leasePath);
    }
    catch (readError) {
        return new errors/* WorkspaceError */.kP('WORKSPACE_LEASE', `workspace ${root} is leased, but its lease file cannot be read (${(0,store_errors/* describeError */.Uc)(readError)}); remove ${leasePath} only if no run holds it`, { cause: readError });
    }
    if (current === null) {
        return new errors/* WorkspaceError */.kP('WORKSPACE_LEASE', `workspace lease ${leasePath} for ${root} was released while being read; try again`);
    }
    return new errors/* WorkspaceError */.kP('WORKSPACE_LEASE', `workspace ${root} is leased by ${describeHolder(current)}`, {
        holder: current,
    });
}
function heldLease(leaseDirectory, root, record, cleared) {
    let released = false;
    return {
        token: record.token,
        record,
        ...(cleared === undefined ? {} : { cleared }),
        async release() {
            if (released)
                return;
            await releaseLease(leaseDirectory, root, record.token);
            released = true;
        },
    };
}
/** Links the lease into place; a lease file of a provably dead holder is cleared (reported) and the link retried once. */
async function linkOrClearDead(temporary, leasePath, onCleared) {
    try {
        await (0,promises_.link)(temporary, leasePath);
        return;
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
        const current = await readLeaseFile(leasePath).catch(() => null);
        if (current === null || !(await provablyDead(current)) || !(await clearDeadLease(leasePath, current)))
            throw error;
        onCleared(current);
    }
    await (0,promises_.link)(temporary, leasePath);
}
/** The current lease record, or null when the repository is not leased. A malformed file rejects. */
async function readLeaseFile(leasePath) {
    let text;
    try {
        text = await (0,promises_.readFile)(leasePath, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw error;
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error(`lease file ${leasePath} is not JSON`);
    }
    const parsed = workspaceLeaseRecordSchema().safeParse(value);
    if (!parsed.success)
        throw new Error(`lease file ${leasePath} is not a workspace lease record`);
    return parsed.data;
}
/**
 * Refuses without touching the file unless it holds `token`; then moves it aside and
 * checks again, so the removal is of the file that was checked even if the lease
 * changed hands in between (a file that turns out not to be ours is linked back).
 */
async function releaseLease(leaseDirectory, root, token) {
    const leasePath = leaseFilePath(leaseDirectory, root);
    const refuse = (detail, context = {}) => new errors/* WorkspaceError */.kP('WORKSPACE_RELEASE', `cannot release the workspace lease of ${root}: ${detail}`, context);
    const notOurs = (record) => record === null
        ? refuse('the lease file is gone')
        : refuse(`it is held by ${describeHolder(record)}, not by this token`, { holder: record });
    let current;
    try {
        current = await readLeaseFile(leasePath);
    }
    catch (error) {
        throw refuse((0,store_errors/* describeError */.Uc)(error), { cause: error });
    }
    if (current?.token !== token)
        throw notOurs(current);
    const aside = `${leasePath}.${(0,external_node_crypto_.randomUUID)()}.releasing`;
    try {
        await (0,promises_.rename)(leasePath, aside);
    }
    catch (error) {
        throw refuse((0,store_errors/* describeError */.Uc)(error), { cause: error });
    }
    const moved = await readLeaseFile(aside).catch(() => null);
    if (moved?.token !== token) {
        await (0,promises_.link)(aside, leasePath).catch(() => { });
        await (0,promises_.unlink)(aside).catch(() => { });
        throw notOurs(moved);
    }
    try {
        await (0,promises_.unlink)(aside);
    }
    catch (error) {
        await (0,promises_.link)(aside, leasePath).catch(() => { });
        throw refuse(`cannot remove the lease file: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}
async function writeDurably(filePath, text) {
    const handle = await (0,promises_.open)(filePath, 'wx', 0o600);
    try {
        await handle.writeFile(text, 'utf8');
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/workspace/write.ts
// Writes and removes files under the root without ever following a symlink:
// every directory on the way is checked with lstat, and files are created with
// O_EXCL | O_NOFOLLOW after whatever was at the path is unlinked.





/** Creates missing parent directories of `relative`; refuses a parent that is a symlink or a file. */
async function prepareParents(root, relative, create) {
    const segments = relative.split('/').slice(0, -1);
    for (let count = 1; count <= segments.length; count += 1) {
        const prefix = segments.slice(0, count).join('/');
        const absolute = (0,paths/* resolveInside */.LI)(root, prefix);
        const stats = await (0,promises_.lstat)(absolute).catch((error) => {
            if (error.code === 'ENOENT')
                return null;
            throw error;
        });
        if (stats === null) {
            if (!create)
                return false;
            await (0,promises_.mkdir)(absolute);
        }
        else if (!stats.isDirectory()) {
            const what = stats.isSymbolicLink() ? 'a symbolic link' : 'a file';
            throw new errors/* WorkspaceError */.kP('WORKSPACE_ANCHOR_INVALID', `restore refuses ${JSON.stringify(relative)}: ${JSON.stringify(prefix)} is ${what}, and restore never writes through one`);
        }
    }
    return true;
}
async function writeWorkspaceFile(root, relative, bytes, mode) {
    await prepareParents(root, relative, true);
    const absolute = (0,paths/* resolveInside */.LI)(root, relative);
    const existing = await (0,promises_.lstat)(absolute).catch(() => null);
    if (existing?.isDirectory() === true) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_DRIFT', `restore cannot write ${JSON.stringify(relative)}: a directory is in the way in this checkout`);
    }
    if (existing !== null)
        await (0,promises_.unlink)(absolute);
    if (mode === '120000') {
        await (0,promises_.symlink)(bytes.toString('utf8'), absolute);
        return;
    }
    const permissions = mode === '100755' ? 0o755 : 0o644;
    const handle = await (0,promises_.open)(absolute, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, permissions);
    try {
        await handle.writeFile(bytes);
        await handle.chmod(permissions); // the umask must not decide the executable bit
    }
    finally {
        await handle.close();
    }
}
/** Removes the file or symlink at `relative` if there is one, then its parents that became empty (as git does). */
async function removeWorkspaceFile(root, relative) {
    if (!(await prepareParents(root, relative, false)))
        return;
    const absolute = (0,paths/* resolveInside */.LI)(root, relative);
    const existing = await (0,promises_.lstat)(absolute).catch(() => null);
    if (existing === null || existing.isDirectory())
        return;
    await (0,promises_.unlink)(absolute);
    for (let parent = external_node_path_default().posix.dirname(relative); parent !== '.'; parent = external_node_path_default().posix.dirname(parent)) {
        try {
            await (0,promises_.rmdir)((0,paths/* resolveInside */.LI)(root, parent));
        }
        catch {
            return; // not empty (or not removable): stop climbing
        }
    }
}

;// CONCATENATED MODULE: ./src/workspace/restore.ts








async function restoreWorkspace(context, anchorValue, contentValue) {
    const anchor = parseWorkspaceAnchor(anchorValue);
    const bytesByPath = parseWorkspaceContent(anchor, contentValue);
    const { root } = context;
    const excluded = anchor.files.find((file) => context.excludePaths.some((prefix) => (0,paths/* isAtOrUnder */.Xb)(file.path, prefix)));
    if (excluded !== undefined) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_ANCHOR_INVALID', `workspace anchor lists ${JSON.stringify(excluded.path)}, which is inside an excluded path; capture never records those`);
    }
    const before = await context.scan();
    if ((await context.drift(anchor, before)) === null)
        return; // already restored
    if (before.files.length > 0) {
        const own = (0,workspace_drift/* compareStates */.CD)({ head: before.head, files: [] }, anchorOf(root, before));
        throw new errors/* WorkspaceError */.kP('WORKSPACE_DRIFT', `restore needs a clean checkout, but ${root} has its own changes: ${(0,workspace_drift/* driftMessage */.vo)(own)}`, { drift: own });
    }
    if (before.head !== anchor.head)
        await checkOut(root, anchor.head, before.head);
    try {
        const files = [...anchor.files].sort((a, b) => (0,paths/* comparePaths */.cD)(a.path, b.path));
        // Deletions first, so a deleted file never stands where a restored directory must go.
        for (const file of files)
            if (file.status === 'deleted')
                await removeWorkspaceFile(root, file.path);
        for (const file of files) {
            const bytes = bytesByPath.get(file.path);
            if (bytes !== undefined)
                await writeWorkspaceFile(root, file.path, bytes, file.mode);
        }
    }
    catch (error) {
        if (error instanceof errors/* WorkspaceError */.kP)
            throw error;
        throw new errors/* WorkspaceError */.kP('WORKSPACE_DRIFT', `restore could not write the saved files into ${root}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    const after = await context.scan();
    const drift = await context.drift(anchor, after);
    if (drift !== null) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_DRIFT', `the restored workspace ${root} still differs from the anchor: ${(0,workspace_drift/* driftMessage */.vo)(drift)}`, { drift });
    }
}
async function checkOut(root, commit, current) {
    if (commit === null) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_DRIFT', `restore needs an unborn branch (the anchor was captured before the first commit), but ${root} is at ${current}`);
    }
    if (!(await hasCommit(root, commit))) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_DRIFT', `restore needs commit ${commit}, which ${root} does not have (it is at ${current ?? 'an unborn branch'}); fetch it first, e.g. actions/checkout with fetch-depth: 0`, { needsCommit: commit });
    }
    try {
        // Hooks are off: a checkout made by restore must not run repository code.
        await (0,git/* runGit */.EO)(root, ['-c', 'core.hooksPath=/dev/null', 'checkout', '--quiet', '--detach', commit, '--']);
    }
    catch (error) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_DRIFT', `restore could not check out commit ${commit} in ${root}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error, needsCommit: commit });
    }
}

// EXTERNAL MODULE: ./src/store/paths.ts
var store_paths = __webpack_require__(4353);
;// CONCATENATED MODULE: ./src/workspace/root.ts
// The provider's root must be the top level of a git work tree; anchors and
// leases are keyed by its real path.






async function resolveRepositoryRoot(root) {
    let real;
    try {
        real = await (0,promises_.realpath)(root);
    }
    catch (error) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_ROOT', `workspace root ${root} cannot be resolved: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
    let topLevel;
    try {
        const { stdout } = await (0,git/* runGit */.EO)(real, ['rev-parse', '--show-toplevel']);
        topLevel = await (0,promises_.realpath)(stdout.toString('utf8').replace(/\n$/, ''));
    }
    catch (error) {
        // A git stopped by its timeout or the caller's signal says nothing about the root.
        if ((0,errors/* isWorkspaceError */.kX)(error, 'WORKSPACE_CAPTURE'))
            throw error;
        throw new errors/* WorkspaceError */.kP('WORKSPACE_ROOT', `workspace root ${root} is not inside a git work tree: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    if (topLevel !== real) {
        throw new errors/* WorkspaceError */.kP('WORKSPACE_ROOT', `workspace root ${root} is not the top level of its git work tree (that is ${topLevel})`);
    }
    return real;
}
/**
 * Exclusions as normalised paths relative to the root. Absolute paths are taken
 * relative to the root as given or as resolved; ones outside it exclude nothing.
 */
function normaliseExcludePaths(root, realRoot, excludePaths) {
    const result = new Set();
    for (const given of excludePaths) {
        let relative = given;
        if (external_node_path_default().isAbsolute(given)) {
            relative =
                [external_node_path_default().resolve(root), realRoot]
                    .map((base) => external_node_path_default().relative(base, external_node_path_default().resolve(given)))
                    .find((candidate) => (0,store_paths/* isStrictlyInside */.Pe)(candidate)) ?? null;
            if (relative === null)
                continue;
        }
        const normalised = external_node_path_default().posix.normalize(relative.split((external_node_path_default()).sep).join('/')).replace(/\/+$/, '');
        const problem = (0,paths/* relativePathProblem */.BE)(normalised);
        if (problem !== null)
            throw new errors/* WorkspaceError */.kP('INVALID_OPTIONS', `options.excludePaths: ${JSON.stringify(given)} ${problem}`);
        result.add(normalised);
    }
    return [...result];
}

;// CONCATENATED MODULE: ./src/workspace/status.ts
// Parses `git status --porcelain=v2 -z --branch` into what capture needs: the HEAD
// commit and, per path, whether HEAD and the index have it.

const statusArguments = [
    'status',
    '--porcelain=v2',
    '-z',
    '--branch',
    '--untracked-files=all',
    '--no-renames',
    // Submodules are separate repositories; their state is not part of this workspace's anchor.
    '--ignore-submodules=all',
];
const absentMode = '000000';
const gitlinkMode = '160000';
function parseStatus(output) {
    const fields = (0,git/* splitNul */.K5)(output);
    let head = null;
    let sawHead = false;
    const entries = new Map();
    const ignored = [];
    const merge = (filePath, entry) => mergeEntry(entries, filePath, entry);
    for (let index = 0; index < fields.length; index += 1) {
        const record = fields[index] ?? '';
        const kind = record[0];
        if (kind === '#') {
            const match = /^# branch\.oid (.+)$/.exec(record);
            if (match !== null) {
                sawHead = true;
                head = match[1] === '(initial)' ? null : (match[1] ?? null);
            }
        }
        else if (kind === '1') {
            // 1 XY sub mH mI mW hH hI path
            const field = splitFields(record, 8);
            if (isSubmodule(field(2), field(3)))
                continue;
            merge(field(8), tracked(field(3), field(6), field(4)));
        }
        else if (kind === '2') {
            // Only with rename detection; kept correct in case a config turns it back on.
            // 2 XY sub mH mI mW hH hI Xscore path NUL origPath
            const field = splitFields(record, 9);
            const originalPath = fields[index + 1] ?? '';
            index += 1;
            if (isSubmodule(field(2), field(3)))
                continue;
            merge(originalPath, tracked(field(3), field(6), absentMode));
            merge(field(9), { inHead: false, headMode: null, headBlob: null, inIndex: field(4) !== absentMode });
        }
        else if (kind === 'u') {
            // Unmerged: stage 2 ("ours") is HEAD's version.
            // u XY sub m1 m2 m3 mW h1 h2 h3 path
            const field = splitFields(record, 10);
            if (isSubmodule(field(2), field(4)))
                continue;
            merge(field(10), { ...tracked(field(4), field(8), '100644'), inIndex: true });
        }
        else if (kind === '?') {
            merge(record.slice(2), { inHead: false, headMode: null, headBlob: null, inIndex: false });
        }
        else if (kind === '!') {
            ignored.push(record.slice(2));
        }
        else if (record !== '') {
            throw new Error(`unexpected git status record ${JSON.stringify(record.slice(0, 80))}`);
        }
    }
    if (!sawHead)
        throw new Error('git status did not report the HEAD commit (branch.oid)');
    return { head, entries, ignored };
}
function mergeEntry(entries, filePath, entry) {
    const known = entries.get(filePath);
    // `git rm --cached f` reports f both as deleted from the index and as untracked.
    entries.set(filePath, known === undefined
        ? entry
        : {
            inHead: known.inHead || entry.inHead,
            headMode: known.headMode ?? entry.headMode,
            headBlob: known.headBlob ?? entry.headBlob,
            inIndex: known.inIndex || entry.inIndex,
        });
}
function tracked(headMode, headBlob, indexMode) {
    const inHead = headMode !== absentMode;
    return {
        inHead,
        headMode: inHead ? headMode : null,
        headBlob: inHead ? headBlob : null,
        inIndex: indexMode !== absentMode,
    };
}
function isSubmodule(sub, headMode) {
    return sub.startsWith('S') || headMode === gitlinkMode;
}
/** Accessor for the first `count` space-separated fields, then the rest (a path may contain spaces). */
function splitFields(record, count) {
    const fields = [];
    let start = 0;
    for (let field = 0; field < count; field += 1) {
        const end = record.indexOf(' ', start);
        if (end === -1)
            throw new Error(`truncated git status record ${JSON.stringify(record.slice(0, 80))}`);
        fields.push(record.slice(start, end));
        start = end + 1;
    }
    fields.push(record.slice(start));
    return (index) => fields[index] ?? '';
}

;// CONCATENATED MODULE: ./src/workspace/worktree.ts
// Reading one working-tree file the way git sees it, and git's blob ids.


/** The file at `absolute`, or null when there is none (missing, or a directory or other non-file). */
async function readWorktreeFile(absolute) {
    try {
        const stats = await (0,promises_.lstat)(absolute);
        if (stats.isSymbolicLink())
            return { bytes: await (0,promises_.readlink)(absolute, { encoding: 'buffer' }), mode: '120000' };
        if (!stats.isFile())
            return null;
        // Only the owner's execute bit matters to git.
        return { bytes: await (0,promises_.readFile)(absolute), mode: (stats.mode & 0o100) !== 0 ? '100755' : '100644' };
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return null;
        throw error;
    }
}
/** A mode as recorded in a tree or the index, as one of the three file modes. */
function gitFileMode(mode) {
    return mode === '100755' || mode === '120000' ? mode : '100644';
}
/** Git's object id of a blob with these bytes (SHA-1, or SHA-256 when `like` is a SHA-256 id). */
function gitBlobId(bytes, like) {
    const hash = (0,external_node_crypto_.createHash)(like?.length === 64 ? 'sha256' : 'sha1');
    return hash.update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

;// CONCATENATED MODULE: ./src/workspace/scan.ts
// Reads the working tree's differences from HEAD: one `git status` call, then
// only the changed and untracked files are read and hashed.





const readConcurrency = 16;
async function scanWorkspace(root, excludePaths, options = {}) {
    // Excluding in the pathspec keeps git from walking the excluded trees at all.
    const pathspecs = excludePaths.map((excluded) => (0,git/* literalPathspec */.ch)(excluded, true));
    // "matching" names an ignored directory once (without walking it) and ignored files one by one.
    const ignoredArguments = options.listIgnored === true ? ['--ignored=matching'] : [];
    const { stdout } = await (0,git/* runGit */.EO)(root, [...statusArguments, ...ignoredArguments, '--', ...pathspecs]);
    const status = parseStatus(stdout);
    const candidates = [...status.entries]
        // A trailing "/" marks an untracked nested repository, which is not ours to snapshot.
        .filter(([filePath]) => !filePath.endsWith('/') && !excludePaths.some((excluded) => (0,paths/* isAtOrUnder */.Xb)(filePath, excluded)))
        .sort(([a], [b]) => (0,paths/* comparePaths */.cD)(a, b));
    const scanned = await mapLimit(candidates, readConcurrency, ([filePath, entry]) => scanPath(root, filePath, entry));
    return {
        head: status.head,
        files: scanned.filter((item) => item !== null),
        ignored: status.ignored,
    };
}
async function scanPath(root, filePath, entry) {
    const present = await readWorktreeFile((0,paths/* resolveInside */.LI)(root, filePath));
    if (present === null) {
        if (!entry.inHead)
            return null; // added to the index, then removed: nothing differs from HEAD
        return {
            file: { path: filePath, status: 'deleted', digest: null, mode: gitFileMode(entry.headMode), bytes: 0 },
            bytes: null,
        };
    }
    if (entry.inHead) {
        // An index-only change (e.g. a staged edit undone in the working tree) leaves the file as in HEAD.
        if (present.mode === gitFileMode(entry.headMode) && gitBlobId(present.bytes, entry.headBlob) === entry.headBlob)
            return null;
    }
    const status = entry.inHead ? 'modified' : entry.inIndex ? 'added' : 'untracked';
    return {
        file: {
            path: filePath,
            status,
            digest: (0,workspace_anchor/* sha256Digest */.sI)(present.bytes),
            mode: present.mode,
            bytes: present.bytes.length,
        },
        bytes: present.bytes,
    };
}
async function mapLimit(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next;
            next += 1;
            results[index] = await task(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}

;// CONCATENATED MODULE: ./src/workspace/verify.ts
// verify(anchor): is the working tree still what the anchor recorded?






/**
 * On the same HEAD both sides list their differences from it and compare directly.
 * On another HEAD, paths are compared by content (the anchor's digest, or its commit's
 * blob for paths it did not list) so that e.g. committing the changes reports only the
 * head; when the anchor's commit is not here, paths are compared relative to each HEAD.
 */
async function driftFrom(root, excludePaths, expected, scan) {
    const current = anchorOf(root, scan);
    if (expected.head === scan.head || (expected.head !== null && !(await hasCommit(root, expected.head)))) {
        return (0,workspace_drift/* compareStates */.CD)(expected, current);
    }
    const listed = new Map(expected.files.map((file) => [file.path, file]));
    const found = new Map(scan.files.map((item) => [item.file.path, item]));
    const betweenHeads = (await pathsChangedBetween(root, expected.head, scan.head)).filter((filePath) => !excludePaths.some((excluded) => (0,paths/* isAtOrUnder */.Xb)(filePath, excluded)));
    const candidates = [...new Set([...listed.keys(), ...found.keys(), ...betweenHeads])].sort(paths/* comparePaths */.cD);
    const committed = await readTreeEntries(root, expected.head, candidates.filter((filePath) => !listed.has(filePath)));
    const drift = {
        head: { expected: expected.head, found: scan.head },
        changed: [],
        added: [],
        removed: [],
    };
    for (const filePath of candidates) {
        const scanned = found.get(filePath);
        // A path the scan did not list is as in the current HEAD, i.e. as on disk.
        const now = scanned !== undefined
            ? scanned.bytes === null
                ? null
                : { bytes: scanned.bytes, mode: scanned.file.mode }
            : await readWorktreeFile((0,paths/* resolveInside */.LI)(root, filePath));
        const anchored = listed.get(filePath);
        const tree = committed.get(filePath);
        const was = anchored !== undefined
            ? anchored.status === 'deleted'
                ? null
                : { mode: anchored.mode, same: (bytes) => (0,workspace_anchor/* sha256Digest */.sI)(bytes) === anchored.digest }
            : tree === undefined
                ? null
                : { mode: tree.mode, same: (bytes) => gitBlobId(bytes, tree.blob) === tree.blob };
        if (was === null && now !== null)
            drift.added.push(filePath);
        else if (was !== null && now === null)
            drift.removed.push(filePath);
        else if (was !== null && now !== null && (was.mode !== now.mode || !was.same(now.bytes)))
            drift.changed.push(filePath);
    }
    return drift;
}

;// CONCATENATED MODULE: ./src/workspace/unchanged/clock.ts
// The file system's own "now": the timestamp it gives a file created at this instant. Entries
// are compared with it rather than with Date.now() because file times come from a coarse
// kernel clock (a tick behind the fine one) and some file systems keep only seconds; only a
// timestamp from the same clock and granularity says reliably "written before this instant".



/** Creates, stats and removes a probe file in `directory` (the git directory: same file system as the work tree, and not part of it). */
function fileSystemNow(directory) {
    const probe = external_node_path_default().join(directory, `supervised-run-clock-${process.pid}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(probe, 'wx', 0o600));
    try {
        const stats = (0,external_node_fs_.lstatSync)(probe, { bigint: true });
        return { now: stats.mtimeNs > stats.ctimeNs ? stats.mtimeNs : stats.ctimeNs, device: stats.dev };
    }
    finally {
        (0,external_node_fs_.unlinkSync)(probe);
    }
}

;// CONCATENATED MODULE: ./src/workspace/unchanged/fingerprint.ts
// A stat fingerprint of the workspace as git sees it, taken with a capture, so that the next
// capture can be skipped when nothing git would report has changed (no git process).
//
// Why it is sound. The fingerprint lists every non-ignored, non-excluded directory of the work
// tree (the root too, and directories that hold nothing or only ignored files: a new file may
// appear in any of them), every file, symlink or other entry in them (tracked or untracked:
// git's view of both comes from their bytes and mode), and the git state files (HEAD, its ref,
// packed-refs, index, config, info/exclude), each with (mtime ns, ctime ns, size, inode, mode)
// from lstat. Adding, removing or renaming an entry changes its directory's mtime; writing a
// file changes its mtime and ctime, chmod its ctime and mode, replacing it its inode; a commit,
// checkout or `git add` rewrites a git state file. ctime cannot be set back by a user, so even
// a tool that restores an mtime is caught. Ignored entries are left out: git does not report
// them, and whether they are ignored only changes through a listed file (.gitignore, config,
// info/exclude). This is the stat reasoning git's own index relies on.
//
// The racy case. An entry written in the same timestamp granule as the capture may change
// again without its stat changing, and an entry written while git ran may differ from what git
// read. So every entry must be strictly older than the file system's clock taken before git
// started (see clock.ts), as in git's racy-git rule; otherwise no fingerprint is kept and the
// next capture runs git (by then the entry is old enough).
//
// Past maxEntries the stats cost too near what git itself costs: no fingerprint either.



// Measured on 2 cores: at ~1900 entries the re-check costs ~5-8 ms against ~11-14 ms for a capture, and a
// fingerprinted capture twice a plain one; at 500, ~1 ms against ~7-10 ms.
const defaultMaxFingerprintEntries = 1000;
function statKey(stats) {
    return [stats.mtimeNs, stats.ctimeNs, stats.size, stats.ino, stats.mode];
}
function sameStat(a, b) {
    if (a === null || b === null)
        return a === b;
    return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3] && a[4] === b[4];
}
function statOf(absolute) {
    try {
        // throwIfNoEntry: a missing entry is an answer here, and exceptions cost more than the stat.
        const stats = (0,external_node_fs_.lstatSync)(absolute, { bigint: true, throwIfNoEntry: false });
        return stats === undefined ? null : statKey(stats);
    }
    catch (error) {
        if (error.code === 'ENOTDIR')
            return null;
        throw error;
    }
}
/**
 * The fingerprint; 'too-many' when the workspace has more than maxEntries entries; null when it
 * cannot vouch for the capture (an entry too new for the racy rule, or unreadable).
 */
function takeStatFingerprint(input) {
    const maxEntries = input.maxEntries ?? defaultMaxFingerprintEntries;
    const ignoredFiles = new Set(input.ignored.filter((item) => !item.endsWith('/')));
    const ignoredDirectories = new Set(input.ignored.filter((item) => item.endsWith('/')).map((item) => item.slice(0, -1)));
    const skipped = (relative) => ignoredFiles.has(relative) ||
        ignoredDirectories.has(relative) ||
        input.excludePaths.some((excluded) => (0,paths/* isAtOrUnder */.Xb)(relative, excluded));
    const entries = [];
    const settled = (absolute) => {
        const stats = (0,external_node_fs_.lstatSync)(absolute, { bigint: true });
        if (stats.mtimeNs >= input.startedAt || stats.ctimeNs >= input.startedAt)
            return false;
        entries.push({ path: absolute, stat: statKey(stats) });
        return true;
    };
    try {
        for (const file of input.gitFiles) {
            if (statOf(file) === null)
                entries.push({ path: file, stat: null });
            else if (!settled(file))
                return null;
        }
        if (!settled(input.root))
            return null;
        const pending = [''];
        for (let relativeDirectory = pending.pop(); relativeDirectory !== undefined; relativeDirectory = pending.pop()) {
            const directory = external_node_path_default().join(input.root, relativeDirectory);
            for (const dirent of (0,external_node_fs_.readdirSync)(directory, { withFileTypes: true })) {
                // The root's .git is the repository itself (its state is in gitFiles); elsewhere .git marks a
                // nested repository or submodule, whose contents git status does not report here.
                if (dirent.name === '.git')
                    continue;
                const relative = relativeDirectory === '' ? dirent.name : `${relativeDirectory}/${dirent.name}`;
                if (skipped(relative))
                    continue;
                if (entries.length >= maxEntries)
                    return 'too-many';
                const absolute = external_node_path_default().join(directory, dirent.name);
                if (!settled(absolute))
                    return null;
                if (dirent.isDirectory() && !holdsGit(absolute))
                    pending.push(relative);
            }
        }
    }
    catch {
        return null; // unreadable or vanished while listed: let git decide
    }
    return { entries };
}
function holdsGit(directory) {
    return statOf(external_node_path_default().join(directory, '.git')) !== null;
}
/** True when every entry stats exactly as when the fingerprint was taken (any error: false). */
function unchangedSince(fingerprint) {
    try {
        return fingerprint.entries.every((entry) => sameStat(statOf(entry.path), entry.stat));
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/workspace/unchanged/git-files.ts
// The files inside the git directory whose change can change what `git status` reports
// without touching the working tree: HEAD (checkout, detach), the ref HEAD names (commit,
// reset), packed-refs and the reftable list (refs packed or in a reftable), the index (add,
// rm --cached, stash), the repository config and info/exclude (what is ignored). Global
// git configuration and excludes files are not followed: changing them mid-run is not a
// workspace change this record is about.



/**
 * The common case, without a git process (one on the way to a worker's first node): at the top
 * level `root`, a real `.git` directory (not a file naming a linked worktree's or a submodule's
 * git directory, not a symlink) with a HEAD and no `commondir` file (a linked worktree's has one)
 * is both directories, as git's own discovery would find. Anything else: null, and git says.
 */
function plainGitDirectories(root) {
    const gitDir = external_node_path_default().join(root, '.git');
    try {
        if (!(0,external_node_fs_.lstatSync)(gitDir).isDirectory())
            return null;
        if ((0,external_node_fs_.lstatSync)(external_node_path_default().join(gitDir, 'commondir'), { throwIfNoEntry: false }) !== undefined)
            return null;
        if ((0,external_node_fs_.lstatSync)(external_node_path_default().join(gitDir, 'HEAD'), { throwIfNoEntry: false }) === undefined)
            return null;
    }
    catch {
        return null;
    }
    return { gitDir, commonDir: gitDir };
}
/** The git directories of the repository whose top level is `root`. */
async function gitDirectories(root) {
    const plain = plainGitDirectories(root);
    if (plain !== null)
        return plain;
    const { stdout } = await (0,git/* runGit */.EO)(root, ['rev-parse', '--path-format=absolute', '--git-dir', '--git-common-dir']);
    const [gitDir, commonDir] = stdout.toString('utf8').split('\n');
    if (gitDir === undefined || gitDir === '' || commonDir === undefined || commonDir === '') {
        throw new Error('git rev-parse did not report the git directories');
    }
    return { gitDir, commonDir };
}
/** Absolute paths to fingerprint; some may not exist (their absence is part of the fingerprint). */
function gitStateFiles(directories) {
    const { gitDir, commonDir } = directories;
    const files = [
        external_node_path_default().join(gitDir, 'HEAD'),
        external_node_path_default().join(gitDir, 'index'),
        external_node_path_default().join(commonDir, 'packed-refs'),
        external_node_path_default().join(commonDir, 'reftable', 'tables.list'),
        external_node_path_default().join(commonDir, 'config'),
        external_node_path_default().join(commonDir, 'info', 'exclude'),
    ];
    const ref = symbolicRef(external_node_path_default().join(gitDir, 'HEAD'));
    // A ref name is checked like git does before it becomes a path: refs/\u2026 without "..".
    if (ref !== null &&
        ref.startsWith('refs/') &&
        !ref.split('/').some((part) => part === '' || part === '..' || part === '.')) {
        files.push(external_node_path_default().join(commonDir, ...ref.split('/')));
    }
    return files;
}
/** The ref HEAD points to, or null when HEAD is detached (or unreadable: then HEAD's own stat decides). */
function symbolicRef(headFile) {
    try {
        const match = /^ref: (\S+)\s*$/.exec((0,external_node_fs_.readFileSync)(headFile, 'utf8'));
        return match?.[1] ?? null;
    }
    catch {
        return null;
    }
}

// EXTERNAL MODULE: ./src/workspace/unchanged/transfer.ts
var transfer = __webpack_require__(4508);
;// CONCATENATED MODULE: ./src/workspace/unchanged/capture-since.ts
// Captures that carry a stat fingerprint (fingerprint.ts), and reuse of the previous capture
// when its fingerprint still holds: no git process while the workspace is unchanged.







function createCaptureSince(maxEntries) {
    const fingerprints = new WeakMap();
    let directories = null;
    // A workspace found past maxEntries is not walked again by this provider: each walk would stop at
    // the bound after most of the stats a fingerprint costs, for nothing (measured at 2,000 files:
    // ~7 ms of a ~30 ms capture). Its captures then need neither the clock nor git's ignored paths.
    let pastBound = false;
    const since = async (context, previous) => {
        const fingerprint = previous === undefined ? undefined : fingerprints.get(previous);
        if (previous !== undefined && fingerprint !== undefined && unchangedSince(fingerprint))
            return { capture: previous, reused: true, fingerprinted: true };
        // Without the git directories or the clock there is no fingerprint, only plain captures.
        directories ??= gitDirectories(context.root).catch(() => null);
        const gitDirs = await directories;
        const clock = gitDirs === null || pastBound ? null : clockOf(gitDirs.gitDir, context.root);
        const scan = await context.guard(() => scanWorkspace(context.root, context.excludePaths, { listIgnored: clock !== null }));
        const capture = captureOf(context.root, scan, context.maxContentBytes);
        let fingerprinted = false;
        if (gitDirs !== null && clock !== null) {
            const taken = takeStatFingerprint({
                root: context.root,
                excludePaths: context.excludePaths,
                ignored: scan.ignored,
                gitFiles: gitStateFiles(gitDirs),
                startedAt: clock,
                ...(maxEntries === undefined ? {} : { maxEntries }),
            });
            if (taken === 'too-many')
                pastBound = true;
            else if (taken !== null) {
                fingerprints.set(capture, taken);
                fingerprinted = true;
            }
        }
        return { capture, reused: false, fingerprinted };
    };
    return {
        since,
        transfer(capture) {
            const fingerprint = fingerprints.get(capture);
            return fingerprint === undefined ? undefined : (0,transfer/* transferOf */.ND)(capture, fingerprint);
        },
        adopt(transferred) {
            const { capture, fingerprint } = (0,transfer/* adoptionOf */.wH)(transferred);
            fingerprints.set(capture, fingerprint);
            return capture;
        },
    };
}
/** The file system's clock, when the git directory shares the work tree's file system (else its clock may differ). */
function clockOf(gitDir, root) {
    try {
        const probe = fileSystemNow(gitDir);
        return probe.device === (0,external_node_fs_.lstatSync)(root, { bigint: true }).dev ? probe.now : null;
    }
    catch {
        return null; // e.g. a read-only git directory
    }
}

;// CONCATENATED MODULE: ./src/workspace/provider.ts
// createGitWorkspaceProvider: the workspace port the runner uses (capture,
// lease, verify, restore, change statistics) over one git work tree.














/** Default cap on the bytes of changed and untracked files in one capture (well under the store's artifact limit once base64-encoded). */
const defaultMaxContentBytes = 8 * 1024 * 1024;
const optionsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    root: schemas/* string */.YjP().min(1),
    excludePaths: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]),
    leaseDirectory: schemas/* string */.YjP().min(1),
    maxContentBytes: schemas/* number */.aig().int().nonnegative().default(defaultMaxContentBytes),
    /** Bound on the entries of a stat fingerprint (captureSince); past it captures always run git. */
    maxFingerprintEntries: schemas/* number */.aig().int().nonnegative().optional(),
    /**
     * The caller has already resolved `root` as the real path of a git work tree's top level (as
     * repositoryRoot() would): it is used as is, without a git process.
     */
    rootResolved: schemas/* boolean */.zMY().default(false),
}));
/** Git and file-system failures while reading the workspace become WORKSPACE_CAPTURE. */
async function guard(root, task) {
    try {
        return await task();
    }
    catch (error) {
        if ((0,errors/* isWorkspaceError */.kX)(error))
            throw error;
        throw new errors/* WorkspaceError */.kP('WORKSPACE_CAPTURE', `cannot read the workspace ${root}: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
}
function createGitWorkspaceProvider(options) {
    const parsed = optionsSchema().safeParse(options);
    if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${['options', ...issue.path].join('.')}: ${issue.message}`);
        throw new errors/* WorkspaceError */.kP('INVALID_OPTIONS', `createGitWorkspaceProvider: ${problems.join('; ')}`, {
            cause: parsed.error,
        });
    }
    const settings = parsed.data;
    const repository = createRepository(settings);
    const scan = async () => {
        const { root, excludePaths } = await repository();
        return { root, scan: await guard(root, () => scanWorkspace(root, excludePaths)) };
    };
    return {
        root: settings.root,
        ...captureMethods(settings, repository, scan),
        ...leaseMethods(settings.leaseDirectory, repository),
        ...treeMethods(repository, scan),
    };
}
/** Resolves the repository on first use and keeps it; a failed resolution is tried again next time. */
function createRepository(settings) {
    let resolved = null;
    return () => {
        resolved ??= (settings.rootResolved ? Promise.resolve(settings.root) : resolveRepositoryRoot(settings.root)).then((root) => ({ root, excludePaths: normaliseExcludePaths(settings.root, root, settings.excludePaths) }), (error) => {
            resolved = null; // a later call may find the repository (e.g. after a clone)
            throw error;
        });
        return resolved;
    };
}
/** Captures of the work tree, and the handing over of captureSince's fingerprints. */
function captureMethods(settings, repository, scan) {
    const captureSince = createCaptureSince(settings.maxFingerprintEntries);
    return {
        repositoryRoot: (options) => (0,git/* withGitSignal */.Rl)(options?.signal, async () => (await repository()).root),
        capture: (options) => (0,git/* withGitSignal */.Rl)(options?.signal, async () => {
            const current = await scan();
            return captureOf(current.root, current.scan, settings.maxContentBytes);
        }),
        captureSince: (previous, options) => (0,git/* withGitSignal */.Rl)(options?.signal, async () => {
            const { root, excludePaths } = await repository();
            return captureSince.since({ root, excludePaths, maxContentBytes: settings.maxContentBytes, guard: (task) => guard(root, task) }, previous);
        }),
        transferCapture: (capture) => captureSince.transfer(capture),
        adoptCapture: (transferred) => captureSince.adopt(transferred),
    };
}
/** The repository's lease, kept in `leaseDirectory`. */
function leaseMethods(leaseDirectory, repository) {
    return {
        async acquireLease(holder) {
            return acquireLease(leaseDirectory, (await repository()).root, holder);
        },
        async readLease() {
            const { root } = await repository();
            try {
                return await readLeaseFile(leaseFilePath(leaseDirectory, root));
            }
            catch (error) {
                throw new errors/* WorkspaceError */.kP('WORKSPACE_LEASE', `cannot read the workspace lease of ${root}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
            }
        },
        async releaseLease(token) {
            return releaseLease(leaseDirectory, (await repository()).root, token);
        },
    };
}
/** The work tree against an anchor (verify, restore) and between two captures. */
function treeMethods(repository, scan) {
    return {
        verify: (anchor, options) => (0,git/* withGitSignal */.Rl)(options?.signal, async () => {
            const expected = parseWorkspaceAnchor(anchor);
            const { excludePaths } = await repository();
            const current = await scan();
            return (0,workspace_drift/* verificationOf */.zM)(await guard(current.root, () => driftFrom(current.root, excludePaths, expected, current.scan)));
        }),
        restore: (anchor, content, options) => (0,git/* withGitSignal */.Rl)(options?.signal, async () => {
            const { root, excludePaths } = await repository();
            const context = {
                root,
                excludePaths,
                scan: async () => (await scan()).scan,
                drift: (expected, current) => driftFrom(root, excludePaths, expected, current),
            };
            await guard(root, () => restoreWorkspace(context, anchor, content));
        }),
        changedFilesBetween: (before, after, options) => (0,git/* withGitSignal */.Rl)(options?.signal, async () => {
            const { root, excludePaths } = await repository();
            return guard(root, () => changedFilesBetween(root, excludePaths, before, after));
        }),
    };
}


/***/ }),

/***/ 4508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ND: () => (/* binding */ transferOf),
/* harmony export */   wC: () => (/* binding */ transferredCaptureSchema),
/* harmony export */   wH: () => (/* binding */ adoptionOf)
/* harmony export */ });
/* unused harmony export maxTransferredContentBytes */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40796);
// A fingerprinted capture handed to another process (the watchdog's capture at a start, to the
// worker it launches): the capture and its stat fingerprint as JSON (the stats as decimal strings,
// exactly). The receiving provider checks the fingerprint against the disk before it reuses the
// capture, as for one of its own, so a workspace changed in between is captured again with git.



/** Past this much file content (as base64) a capture is not handed over (the receiver captures itself). */
const maxTransferredContentBytes = 256 * 1024;
const wholeNumber = /^\d{1,30}$/;
/**
 * Checked by hand, not as a zod tuple: a fingerprint lists up to a thousand entries, and a tuple
 * schema per entry made its parse the largest part of a worker's parameters (~15 ms at 868).
 */
function isFingerprintEntry(value) {
    if (!Array.isArray(value) || value.length !== 2)
        return false;
    const [entryPath, stat] = value;
    if (typeof entryPath !== 'string' || entryPath.length === 0)
        return false;
    return (stat === null ||
        (Array.isArray(stat) &&
            stat.length === 5 &&
            stat.every((field) => typeof field === 'string' && wholeNumber.test(field))));
}
const transferredCaptureSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    anchor: (0,_anchor_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceAnchorSchema */ .O4)(),
    content: (0,_anchor_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceContentSchema */ .ms)(),
    // One check of the whole list: a zod check per entry costs ~1.5 ms more at 868 entries.
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())
        .refine((entries) => entries.every(isFingerprintEntry), {
        error: 'each entry is [a path, five whole numbers in decimal or null]',
    })
        .transform((entries) => entries),
}));
function transferOf(capture, fingerprint) {
    const contentBytes = capture.content.files.reduce((sum, file) => sum + file.contentBase64.length, 0);
    if (contentBytes > maxTransferredContentBytes)
        return undefined;
    return {
        anchor: capture.anchor,
        content: capture.content,
        fingerprint: fingerprint.entries.map(({ path, stat }) => [
            path,
            stat === null ? null : [String(stat[0]), String(stat[1]), String(stat[2]), String(stat[3]), String(stat[4])],
        ]),
    };
}
/** The capture and fingerprint a transfer (parsed by transferredCaptureSchema) carries. */
function adoptionOf(transferred) {
    const entries = transferred.fingerprint.map(([path, stat]) => ({
        path,
        stat: stat === null
            ? null
            : [BigInt(stat[0]), BigInt(stat[1]), BigInt(stat[2]), BigInt(stat[3]), BigInt(stat[4])],
    }));
    return { capture: { anchor: transferred.anchor, content: transferred.content }, fingerprint: { entries } };
}


/***/ })

};

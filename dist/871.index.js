export const id = 871;
export const ids = [871];
export const modules = {

/***/ 42739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ attemptEnvironment),
/* harmony export */   s: () => (/* binding */ buildChildEnvironment)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35203);
/* harmony import */ var _owner_id_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79017);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81136);
// The child's environment: nothing from the parent unless asked, except the owner marker, which is
// how cleanup finds descendants that left the tree.




const ownerIdAccepts = "expected 'sha256:' followed by 64 lowercase hexadecimal characters (newOwnerId)";
function buildChildEnvironment(options, parentEnv = process.env) {
    const env = {};
    if (options.inheritParentEnv === true) {
        for (const [name, value] of Object.entries(parentEnv))
            if (value !== undefined)
                env[name] = value;
    }
    Object.assign(env, options.env);
    const owner = (0,_owner_id_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveOwner */ .AK)(options.ownerId, options.env, parentEnv);
    if (owner.marker !== undefined)
        env[_owner_id_js__WEBPACK_IMPORTED_MODULE_0__/* .OWNER_ENV */ .wN] = owner.marker;
    return { env, ...owner };
}
// Checked once, here: a bad request is the engine layer's EngineError (code INVALID_OPTIONS) naming
// the field and what it accepts.
const attemptSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    attemptId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({ error: 'expected a non-empty attempt ID string' })
        .min(1, 'expected a non-empty attempt ID string'),
    runId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({ error: 'expected a non-empty run ID string' })
        .min(1, 'expected a non-empty run ID string')
        .optional(),
    ownerId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({ error: ownerIdAccepts }).refine(_owner_id_js__WEBPACK_IMPORTED_MODULE_0__/* .isValidOwnerId */ .BM, ownerIdAccepts).optional(),
    /** Variables to start from (e.g. the engine's credentials); the attempt variables win. */
    env: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({ error: 'expected a string value' }), {
        error: 'expected an object of environment variable names to string values',
    })
        .optional(),
}, {
    error: (issue) => issue.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}; expected { attemptId, runId?, ownerId?, env? }`
        : 'expected { attemptId, runId?, ownerId?, env? }',
}));
/**
 * Environment for a command-backed attempt: OBVERSA_ATTEMPT_ID, OBVERSA_RUN_ID, OBVERSA_HEADLESS=1 and,
 * when given, OBVERSA_RUN_OWNER (an inherited marker still wins when the command starts).
 */
function attemptEnvironment(request) {
    const parsed = (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .parseOrEngineError */ .R)(attemptSchema(), request, 'attemptEnvironment request');
    return {
        ...parsed.env,
        OBVERSA_ATTEMPT_ID: parsed.attemptId,
        ...(parsed.runId === undefined ? {} : { OBVERSA_RUN_ID: parsed.runId }),
        OBVERSA_HEADLESS: '1',
        ...(parsed.ownerId === undefined ? {} : { [_owner_id_js__WEBPACK_IMPORTED_MODULE_0__/* .OWNER_ENV */ .wN]: parsed.ownerId }),
    };
}


/***/ }),

/***/ 60419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ runOwnedCommand),
  l: () => (/* binding */ startOwnedCommand)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/engine/command/env.ts
var command_env = __webpack_require__(42739);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/engine/command/capability.ts
var capability = __webpack_require__(74920);
;// CONCATENATED MODULE: ./src/engine/command/not-started.ts
// Results for commands that never ran (aborted before start, bad cwd, spawn threw), and the checks that
// decide it before spawning.


const emptyCleanup = () => ({
    verified: true,
    capability: (0,capability/* commandCleanupCapability */.Q)(),
    stopped: [],
    survivors: [],
});
function notStarted(extra) {
    const result = {
        exitCode: null,
        signal: null,
        stdout: '',
        stderr: '',
        timedOut: false,
        aborted: false,
        outputLimitExceeded: false,
        memoryLimitExceeded: false,
        durationMs: 0,
        pid: undefined,
        cleanup: emptyCleanup(),
        ...extra,
    };
    return {
        pid: undefined,
        identity: async () => undefined,
        onOutput: () => { },
        send: () => false,
        provideInput: () => false,
        onMessage: () => { },
        result: Promise.resolve(result),
        stop: async () => result.cleanup,
    };
}
function cwdProblem(cwd) {
    if (cwd === undefined)
        return undefined;
    try {
        return (0,external_node_fs_.statSync)(cwd).isDirectory() ? undefined : `working directory is not a directory: ${cwd}`;
    }
    catch {
        return `working directory does not exist: ${cwd}`;
    }
}

// EXTERNAL MODULE: ./src/engine/command/proc-stat.ts
var proc_stat = __webpack_require__(45477);
// EXTERNAL MODULE: ./src/engine/command/tree.ts
var command_tree = __webpack_require__(87602);
;// CONCATENATED MODULE: ./src/engine/command/observer.ts
// While a command runs, its descendants are sampled from /proc so their identities and process groups
// are known even after they setsid or their parent exits. The same samples measure the tree's memory.


const FIRST_SAMPLE_MS = 15;
const MAX_SAMPLE_MS = 250;
class TreeObserver {
    observed = new Map();
    options;
    timer;
    inFlight;
    delay;
    stopped = false;
    constructor(root, options) {
        this.observed.set((0,command_tree/* identityKey */.US)(root), root);
        this.options = options;
        this.delay = options.firstSampleMs ?? FIRST_SAMPLE_MS;
    }
    start() {
        this.schedule();
    }
    /** Everything seen so far (alive or not: cleanup re-checks each by identity). */
    identities() {
        return [...this.observed.values()];
    }
    async stop() {
        this.stopped = true;
        clearTimeout(this.timer);
        await this.inFlight;
    }
    schedule() {
        if (this.stopped)
            return;
        // Sample often at first (short-lived intermediates), then back off to keep the cost low.
        this.timer = setTimeout(() => {
            this.inFlight = this.sample().finally(() => {
                this.inFlight = undefined;
                this.schedule();
            });
        }, this.delay);
        this.delay = Math.min(Math.round(this.delay * 1.5), MAX_SAMPLE_MS);
    }
    async sample() {
        let table;
        try {
            table = await (0,proc_stat/* scanProcesses */.fb)();
        }
        catch {
            return; // A failed sample only loses this sample; cleanup scans again and reports its own errors.
        }
        const roots = [...this.observed.values()].flatMap((identity) => (0,command_tree/* findLive */.KI)(table, identity) ?? []);
        const tree = [...roots, ...(0,command_tree/* liveDescendants */.tm)(table, roots)];
        for (const stat of tree)
            this.observed.set((0,command_tree/* identityKey */.US)(stat), (0,proc_stat/* toIdentity */.uH)(stat));
        const limit = this.options.maxMemoryBytes;
        if (limit === undefined || this.stopped)
            return;
        let rss = 0;
        for (const stat of tree)
            rss += await (0,proc_stat/* readRssBytes */._1)(stat.pid).catch(() => 0);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() may run during the awaits above
        if (rss > limit && !this.stopped)
            this.options.onMemoryExceeded(rss);
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: ./src/engine/command/owner-id.ts
var owner_id = __webpack_require__(79017);
// EXTERNAL MODULE: ./src/engine/command/validate.ts
var validate = __webpack_require__(81136);
;// CONCATENATED MODULE: ./src/engine/command/options.ts
// OwnedCommandOptions: validated at the edge; a bad option is an EngineError (invalid-config) naming the field.




const noNul = (what) => schemas/* string */.YjP().refine((s) => !s.includes('\0'), `${what} must not contain NUL characters`);
const timerMs = (0,lazy_schema/* lazySchema */.I)(() => schemas/* number */.aig().int().positive().max(2_147_483_647));
const ownedCommandOptionsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    command: noNul('command').refine((s) => s.length > 0, 'command must be a non-empty executable name or path'),
    args: schemas/* array */.YOg(noNul('an argument')),
    cwd: schemas/* string */.YjP().min(1).optional(),
    env: schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[^=\0]+$/, 'environment variable names must be non-empty without "=" or NUL'), noNul('an environment value'))
        .optional(),
    /** Default false: the child gets only `env` plus the inherited owner marker. */
    inheritParentEnv: schemas/* boolean */.zMY().optional(),
    /** Written to stdin, which is then closed; without it stdin is empty. */
    input: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* instanceof */.Nlp(Uint8Array)]).optional(),
    /**
     * Keeps stdin open (a pipe) until provideInput() writes it and closes it: a process started
     * ahead of the data it needs loads meanwhile. Not with `input`.
     */
    holdInput: schemas/* boolean */.zMY().optional(),
    timeoutMs: timerMs().optional(),
    /** Combined stdout + stderr; exceeding it stops the command. */
    maxOutputBytes: schemas/* number */.aig().int().nonnegative().optional(),
    /** Resident memory of the whole tree (Linux, sampled); exceeding it stops the command. */
    maxMemoryBytes: schemas/* number */.aig().int().positive().optional(),
    /**
     * When the tree is first sampled (default 15 ms, then each wait 1.5x longer up to 250 ms): a
     * process that starts nothing at first (the runner's worker, loading) is sampled later.
     */
    firstSampleMs: schemas/* number */.aig().int().positive().max(60_000).optional(),
    ownerId: schemas/* string */.YjP()
        .refine(owner_id/* isValidOwnerId */.BM, "must be 'sha256:' followed by 64 lowercase hexadecimal characters")
        .optional(),
    signal: schemas/* instanceof */.Nlp(AbortSignal).optional(),
    teardownGraceMs: schemas/* number */.aig().int().nonnegative().max(2_147_483_647).optional(),
    /** Default true; false streams output to listeners only. */
    keepOutput: schemas/* boolean */.zMY().optional(),
    /**
     * A Node IPC channel (fd 3) for a Node child: messages both ways, and the child sees it close
     * (`disconnect`) the moment this process is gone, whatever killed it.
     */
    channel: schemas/* boolean */.zMY().optional(),
})
    .refine((options) => !(options.holdInput === true && options.input !== undefined), {
    error: 'holdInput and input exclude each other',
    path: ['holdInput'],
}));
function parseCommandOptions(options) {
    return (0,validate/* parseOrEngineError */.R)(ownedCommandOptionsSchema(), options, 'options');
}

;// CONCATENATED MODULE: ./src/engine/command/output.ts
class OutputCollector {
    chunks = { stdout: [], stderr: [] };
    listeners = [];
    limit;
    keep;
    total = 0;
    exceeded = false;
    constructor(limit, keep) {
        this.limit = limit;
        this.keep = keep;
    }
    onOutput(listener) {
        this.listeners.push(listener);
    }
    /** Returns true when this chunk crossed the limit (once). */
    push(chunk, stream) {
        if (this.exceeded)
            return false;
        let accepted = chunk;
        let crossed = false;
        if (this.limit !== undefined && this.total + chunk.length > this.limit) {
            accepted = chunk.subarray(0, this.limit - this.total);
            this.exceeded = crossed = true;
        }
        this.total += accepted.length;
        if (accepted.length > 0) {
            if (this.keep)
                this.chunks[stream].push(accepted);
            for (const listener of this.listeners)
                listener(accepted, stream);
        }
        return crossed;
    }
    text(stream) {
        return Buffer.concat(this.chunks[stream]).toString('utf8');
    }
}

// EXTERNAL MODULE: ./src/engine/command/stop.ts + 2 modules
var stop = __webpack_require__(65693);
;// CONCATENATED MODULE: ./src/engine/command/start.ts
// startOwnedCommand: one command in its own process group, bounded in time, output and memory, and
// always followed by cleanup of everything it started (verified by identity, never assumed).









/** How long stdio may stay open after cleanup (a process outside cleanup's reach holding the pipe). */
const DRAIN_MS = 500;
const settle = (promise, ms) => new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void promise.then((value) => {
        clearTimeout(timer);
        resolve(value);
    });
});
/**
 * Starts a command (argv only, never a shell) in its own process group. Invalid options throw
 * EngineError (kind `invalid-config`) naming the field.
 */
function startOwnedCommand(options) {
    const parsed = parseCommandOptions(options);
    if (parsed.signal?.aborted === true)
        return notStarted({ aborted: true, stopReason: 'aborted' });
    // A missing cwd makes spawn report ENOENT, which would read as a missing executable.
    const badCwd = cwdProblem(parsed.cwd);
    if (badCwd !== undefined)
        return notStarted({ spawnError: { code: 'INVALID_CWD', message: badCwd } });
    const { env, marker, outerOwner } = (0,command_env/* buildChildEnvironment */.s)(parsed);
    const startedAt = performance.now();
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(parsed.command, parsed.args, {
            ...(parsed.cwd === undefined ? {} : { cwd: parsed.cwd }),
            env,
            detached: true, // own process group (and session): the whole group can be signalled
            stdio: [
                parsed.input === undefined && parsed.holdInput !== true ? 'ignore' : 'pipe',
                'pipe',
                'pipe',
                ...(parsed.channel === true ? ['ipc'] : []),
            ],
            windowsHide: true,
        });
    }
    catch (error) {
        const failure = error;
        return notStarted({ spawnError: { code: failure.code ?? 'SPAWN_FAILED', message: failure.message } });
    }
    return new OwnedCommand(child, parsed, { marker, outerOwner, startedAt });
}
/** startOwnedCommand(options).result; invalid options reject with that EngineError. */
async function runOwnedCommand(options) {
    return startOwnedCommand(options).result;
}
class OwnedCommand {
    pid;
    result;
    child;
    options;
    ownership;
    output;
    rootIdentity;
    observer;
    flags = { timedOut: false, aborted: false, outputLimitExceeded: false, memoryLimitExceeded: false };
    stopReason;
    inputGiven = false;
    exit;
    cleanupPromise;
    timeout;
    onAbort = () => void this.requestStop('aborted', 'aborted');
    markStopRequested = () => { };
    stopRequested = new Promise((resolve) => (this.markStopRequested = resolve));
    constructor(child, options, ownership) {
        this.child = child;
        this.options = options;
        this.ownership = ownership;
        this.pid = child.pid;
        this.output = new OutputCollector(options.maxOutputBytes, options.keepOutput ?? true);
        const stat = this.pid === undefined || process.platform !== 'linux' ? undefined : (0,proc_stat/* readProcStatSync */.Sq)(this.pid);
        this.rootIdentity = stat === undefined ? undefined : (0,proc_stat/* toIdentity */.uH)(stat);
        if (this.rootIdentity !== undefined) {
            this.observer = new TreeObserver(this.rootIdentity, {
                maxMemoryBytes: options.maxMemoryBytes,
                firstSampleMs: options.firstSampleMs,
                onMemoryExceeded: () => void this.requestStop('memory-limit', 'memoryLimitExceeded'),
            });
        }
        this.result = this.pid === undefined ? this.spawnFailure() : this.supervise();
    }
    identity() {
        return Promise.resolve(this.rootIdentity);
    }
    onOutput(listener) {
        this.output.onOutput(listener);
    }
    send(message) {
        if (!this.child.connected)
            return false;
        try {
            // A send racing the child's exit fails asynchronously (EPIPE): the child is gone either way.
            return this.child.send(message, () => undefined);
        }
        catch {
            return false;
        }
    }
    onMessage(listener) {
        this.child.on('message', listener);
    }
    provideInput(input) {
        const stdin = this.child.stdin;
        if (this.options.holdInput !== true || this.inputGiven || stdin === null || stdin.destroyed)
            return false;
        this.inputGiven = true;
        stdin.end(input);
        return true;
    }
    stop(reason = 'stopped') {
        if (this.pid === undefined)
            return this.result.then((result) => result.cleanup);
        return this.requestStop(reason, 'aborted');
    }
    async spawnFailure() {
        const error = await new Promise((resolve) => this.child.once('error', resolve));
        return this.compose({ code: error.code ?? 'SPAWN_FAILED', message: error.message });
    }
    requestStop(reason, flag) {
        if (this.exit === undefined && this.stopReason === undefined) {
            this.stopReason = reason;
            this.flags[flag] = true;
        }
        return this.cleanup();
    }
    cleanup() {
        this.markStopRequested();
        this.cleanupPromise ??= (async () => {
            clearTimeout(this.timeout);
            await this.observer?.stop();
            return (0,stop/* stopProcessTree */._n)({
                ...(this.pid === undefined ? {} : { rootPid: this.pid }),
                observed: this.observer?.identities() ?? [],
                // Only the outer owner sweeps the marker; a nested command would otherwise stop its own parents' work.
                ...(this.ownership.outerOwner && this.ownership.marker !== undefined ? { ownerId: this.ownership.marker } : {}),
                graceMs: this.options.teardownGraceMs ?? stop/* DEFAULT_GRACE_MS */.uh,
            });
        })();
        return this.cleanupPromise;
    }
    async supervise() {
        const { child, options } = this;
        const exited = new Promise((resolve) => child.once('exit', (code, signal) => {
            this.exit = { code, signal, at: performance.now() };
            clearTimeout(this.timeout);
            resolve();
        }));
        const closed = new Promise((resolve) => child.once('close', () => resolve()));
        child.on('error', () => { }); // after a successful spawn only kill() reports here; cleanup re-checks anyway
        child.stdout?.on('data', (chunk) => this.onChunk(chunk, 'stdout'));
        child.stderr?.on('data', (chunk) => this.onChunk(chunk, 'stderr'));
        // EPIPE when the command exits without reading its input
        child.stdin?.on('error', () => { });
        if (options.input !== undefined)
            child.stdin?.end(options.input);
        if (options.timeoutMs !== undefined) {
            this.timeout = setTimeout(() => void this.requestStop('timeout', 'timedOut'), options.timeoutMs);
        }
        options.signal?.addEventListener('abort', this.onAbort, { once: true });
        this.observer?.start();
        await Promise.race([exited, this.stopRequested]);
        const report = await this.cleanup();
        options.signal?.removeEventListener('abort', this.onAbort);
        const rootSurvived = report.survivors.some((s) => this.rootIdentity && (0,command_tree/* identityKey */.US)(s) === (0,command_tree/* identityKey */.US)(this.rootIdentity));
        if (!rootSurvived)
            await settle(exited, 1000);
        await settle(closed, DRAIN_MS);
        child.stdout?.destroy();
        child.stderr?.destroy();
        return this.compose(undefined, report);
    }
    onChunk(chunk, stream) {
        if (!this.output.push(chunk, stream))
            return;
        // Set even when a descendant crosses the limit after the root exited: the output was cut either way.
        this.flags.outputLimitExceeded = true;
        void this.requestStop('output-limit', 'outputLimitExceeded');
    }
    compose(spawnError, cleanup = emptyCleanup()) {
        const end = this.exit?.at ?? performance.now();
        return {
            exitCode: this.exit?.code ?? null,
            signal: this.exit?.signal ?? null,
            stdout: this.output.text('stdout'),
            stderr: this.output.text('stderr'),
            ...this.flags,
            durationMs: Math.round(end - this.ownership.startedAt),
            pid: this.pid,
            cleanup,
            ...(this.stopReason === undefined ? {} : { stopReason: this.stopReason }),
            ...(spawnError === undefined ? {} : { spawnError }),
        };
    }
}


/***/ }),

/***/ 65693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uh: () => (/* binding */ DEFAULT_GRACE_MS),
  fS: () => (/* binding */ stopOwnedProcessTree),
  _n: () => (/* binding */ stopProcessTree)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: ./src/store/errors.ts
var errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/engine/command/capability.ts
var capability = __webpack_require__(74920);
// EXTERNAL MODULE: ./src/engine/command/owner-id.ts
var owner_id = __webpack_require__(79017);
// EXTERNAL MODULE: ./src/engine/command/inspect.ts
var inspect = __webpack_require__(15816);
// EXTERNAL MODULE: ./src/engine/command/identity.ts
var identity = __webpack_require__(28960);
// EXTERNAL MODULE: ./src/engine/command/proc-stat.ts
var proc_stat = __webpack_require__(45477);
;// CONCATENATED MODULE: ./src/engine/command/process-system.ts
// The operating-system side of cleanup, behind one small interface so the reporting path for a process
// that cannot be killed can be tested (the default implementation is the only one shipped).



function send(target, signal) {
    try {
        process.kill(target, signal);
    }
    catch {
        // ESRCH: already gone. EPERM: not ours to stop; the final re-check reports it as a survivor.
    }
}
const osProcessSystem = {
    selfPid: process.pid,
    scan: proc_stat/* scanProcesses */.fb,
    marked: inspect/* inspectOwnerMarkedProcesses */.PU,
    isAlive: identity/* isSameProcessAlive */.x,
    signalGroup(groupId, signal) {
        send(-groupId, signal);
    },
    signalProcess(identity, signal) {
        if (process.platform !== 'linux') {
            send(identity.pid, signal);
            return;
        }
        const now = (0,proc_stat/* readProcStatSync */.Sq)(identity.pid);
        if (now !== undefined && now.startedAt === identity.startedAt && !(0,proc_stat/* hasExited */.uR)(now))
            send(identity.pid, signal);
    },
};
/** Non-Linux: whether a process group still has members (signal 0 probes without sending). */
function groupHasMembers(groupId) {
    try {
        process.kill(-groupId, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}

// EXTERNAL MODULE: ./src/engine/command/tree.ts
var tree = __webpack_require__(87602);
;// CONCATENATED MODULE: ./src/engine/command/targets.ts
// Which processes and groups one cleanup round signals, decided over a single /proc snapshot.


function selectTargets(inputs) {
    const { table } = inputs;
    const protectedPids = (0,tree/* selfAndAncestors */.Qy)(table, inputs.selfPid);
    const ownGroup = table.get(inputs.selfPid)?.processGroupId;
    const live = new Map();
    const refused = new Map();
    const add = (stat) => {
        if (stat === undefined || (0,proc_stat/* hasExited */.uR)(stat) || live.has(stat.pid))
            return false;
        if (protectedPids.has(stat.pid)) {
            refused.set(stat.pid, stat);
            return false;
        }
        live.set(stat.pid, stat);
        return true;
    };
    for (const identity of inputs.known)
        add((0,tree/* findLive */.KI)(table, identity));
    const candidates = new Set(inputs.processGroupIds ?? []);
    const knownStart = new Map(inputs.known.map((identity) => [identity.pid, identity.startedAt]));
    if (inputs.rootPid !== undefined) {
        const root = table.get(inputs.rootPid);
        const recorded = knownStart.get(inputs.rootPid);
        const same = root !== undefined && !(0,proc_stat/* hasExited */.uR)(root) && (recorded === undefined || recorded === root.startedAt);
        if (same) {
            add(root);
            candidates.add(root.processGroupId);
        }
        else {
            // An exited root was its group's leader (commands are spawned detached); its group may outlive it.
            candidates.add(inputs.rootPid);
        }
    }
    // A group is ours unless it holds us (or an ancestor) or its leader pid now belongs to someone else.
    const accept = (groupId) => {
        if (groupId <= 1 || groupId === ownGroup)
            return false;
        const members = (0,tree/* groupMembers */.rU)(table, groupId);
        if (members.some((member) => protectedPids.has(member.pid)))
            return false;
        const leader = table.get(groupId);
        if (leader === undefined || (0,proc_stat/* hasExited */.uR)(leader))
            return true;
        const recorded = knownStart.get(groupId);
        return live.get(groupId)?.startedAt === leader.startedAt || recorded === leader.startedAt;
    };
    const accepted = new Set();
    for (let changed = true; changed;) {
        changed = false;
        for (const stat of live.values())
            candidates.add(stat.processGroupId);
        for (const groupId of candidates) {
            if (accepted.has(groupId) || !accept(groupId))
                continue;
            accepted.add(groupId);
            for (const member of (0,tree/* groupMembers */.rU)(table, groupId))
                changed = add(member) || changed;
        }
        for (const child of (0,tree/* liveDescendants */.tm)(table, [...live.values()]))
            changed = add(child) || changed;
    }
    const groups = [...accepted].filter((groupId) => (0,tree/* groupMembers */.rU)(table, groupId).some((m) => !(0,proc_stat/* hasExited */.uR)(m)));
    return { live: [...live.values()], refused: [...refused.values()], groups };
}

// EXTERNAL MODULE: ./src/engine/command/types.ts
var types = __webpack_require__(57429);
// EXTERNAL MODULE: ./src/engine/command/validate.ts
var validate = __webpack_require__(81136);
;// CONCATENATED MODULE: ./src/engine/command/stop.ts
// stopOwnedProcessTree: SIGTERM, wait the grace while polling, SIGKILL, re-check by identity.
// Whatever is still alive is reported as a survivor; nothing is assumed dead.











const DEFAULT_GRACE_MS = 2000;
const KILL_WAIT_MS = 2000;
const POLL_FIRST_MS = 10;
const POLL_MAX_MS = 100;
const stopRequestSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    rootPid: schemas/* number */.aig().int().positive('expected a positive integer process ID').optional(),
    processGroupIds: schemas/* array */.YOg(schemas/* number */.aig().int().positive('expected a positive integer process group ID')).optional(),
    observed: schemas/* array */.YOg((0,types/* processIdentitySchema */.Nx)()).optional(),
    ownerId: schemas/* string */.YjP()
        .refine(owner_id/* isValidOwnerId */.BM, "must be 'sha256:' followed by 64 lowercase hexadecimal characters")
        .optional(),
    graceMs: schemas/* number */.aig()
        .int('expected whole milliseconds')
        .nonnegative('expected 0 or more milliseconds')
        .max(2_147_483_647, 'expected at most 2147483647 milliseconds')
        .optional(),
}, {
    error: (issue) => `${issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}; ` : ''}expected { rootPid?, processGroupIds?, observed?, ownerId?, graceMs? }`,
}));
/**
 * Stops the processes a request names: the root's group, each given group, each observed identity
 * still alive, their live descendants and (with ownerId, Linux) every process carrying the marker.
 * Pass ownerId only from the outer owner, never from a nested command.
 */
async function stopOwnedProcessTree(request) {
    return stopProcessTree((0,validate/* parseOrEngineError */.R)(stopRequestSchema(), request, 'stopOwnedProcessTree request'));
}
async function stopProcessTree(request, tuning = {}) {
    const system = tuning.system ?? osProcessSystem;
    const graceMs = request.graceMs ?? DEFAULT_GRACE_MS;
    const killWaitMs = tuning.killWaitMs ?? KILL_WAIT_MS;
    if (process.platform !== 'linux')
        return stopObserved(request, system, graceMs, killWaitMs);
    const { collect: collectOnce, everTargeted } = targetCollector(request, system);
    // An owner sweep takes an empty scan as final only when the next one agrees: a process in the middle
    // of its exec shows no environment for a moment, and one missed there (a command the dead worker had
    // just started) would go on to run, and leave what it starts, after the cleanup was verified.
    const collect = async () => {
        const targets = await collectOnce();
        if (targets.live.length > 0 || request.ownerId === undefined)
            return targets;
        await (0,promises_.setTimeout)(POLL_FIRST_MS);
        return collectOnce();
    };
    const signal = (targets, sig) => {
        for (const groupId of targets.groups)
            system.signalGroup(groupId, sig);
        for (const stat of targets.live)
            system.signalProcess((0,proc_stat/* toIdentity */.uH)(stat), sig);
    };
    try {
        let targets = await collect();
        let delay = POLL_FIRST_MS;
        const termDeadline = Date.now() + graceMs;
        // SIGTERM every round: processes that appear during the grace (a forking handler) get asked too.
        while (targets.live.length > 0 && Date.now() < termDeadline) {
            signal(targets, 'SIGTERM');
            // A stopped (SIGSTOP/SIGTSTP) process only acts on SIGTERM once continued.
            signal(targets, 'SIGCONT');
            await (0,promises_.setTimeout)(Math.max(1, Math.min(delay, termDeadline - Date.now())));
            delay = Math.min(delay * 1.5, POLL_MAX_MS);
            targets = await collect();
        }
        const killDeadline = Date.now() + killWaitMs;
        delay = POLL_FIRST_MS;
        while (targets.live.length > 0 && Date.now() < killDeadline) {
            signal(targets, 'SIGKILL');
            await (0,promises_.setTimeout)(delay);
            delay = Math.min(delay * 1.5, POLL_MAX_MS);
            targets = await collect();
        }
        return await verify(system, everTargeted.values());
    }
    catch (error) {
        const report = await verify(system, everTargeted.values());
        return { ...report, verified: false, error: (0,errors/* describeError */.Uc)(error) };
    }
}
/**
 * What a stop targets, collected afresh each round: the request's tree and groups, the identities
 * seen so far (observed, marked, or targeted in an earlier round), and every identity ever targeted.
 */
function targetCollector(request, system) {
    const seen = new Map();
    for (const identity of request.observed ?? [])
        seen.set((0,tree/* identityKey */.US)(identity), identity);
    const everTargeted = new Map();
    const collect = async () => {
        const table = await system.scan();
        const marked = request.ownerId === undefined ? [] : await system.marked(request.ownerId);
        for (const identity of marked)
            if (!seen.has((0,tree/* identityKey */.US)(identity)))
                seen.set((0,tree/* identityKey */.US)(identity), identity);
        const targets = selectTargets({
            table,
            selfPid: system.selfPid,
            ...(request.rootPid === undefined ? {} : { rootPid: request.rootPid }),
            ...(request.processGroupIds === undefined ? {} : { processGroupIds: request.processGroupIds }),
            known: [...seen.values()],
        });
        // Keep the first-seen identity: parent and group change when a tree is reparented mid-teardown, and
        // callers compare the report with what they observed.
        for (const stat of [...targets.live, ...targets.refused]) {
            const key = (0,tree/* identityKey */.US)(stat);
            if (!seen.has(key))
                seen.set(key, (0,proc_stat/* toIdentity */.uH)(stat));
            if (!everTargeted.has(key))
                everTargeted.set(key, seen.get(key));
        }
        return targets;
    };
    return { collect, everTargeted };
}
/** The final word: each targeted identity re-checked (pid + start time), never assumed dead. */
async function verify(system, targeted) {
    const stopped = [];
    const survivors = [];
    for (const identity of targeted)
        ((await system.isAlive(identity)) ? survivors : stopped).push(identity);
    return { verified: survivors.length === 0, capability: (0,capability/* commandCleanupCapability */.Q)(), stopped, survivors };
}
/** Without /proc: signal the known groups and identities; a group that keeps members is unverified. */
async function stopObserved(request, system, graceMs, killWaitMs) {
    const observed = request.observed ?? [];
    const groups = new Set(request.processGroupIds ?? []);
    if (request.rootPid !== undefined)
        groups.add(request.rootPid);
    for (const identity of observed)
        if (identity.processGroupId > 1)
            groups.add(identity.processGroupId);
    groups.delete(system.selfPid);
    const live = async () => {
        const alive = [];
        for (const identity of observed)
            if (await system.isAlive(identity))
                alive.push(identity);
        return { alive, groups: [...groups].filter(groupHasMembers) };
    };
    const initial = await live();
    let state = initial;
    for (const [sig, wait] of [
        ['SIGTERM', graceMs],
        ['SIGKILL', killWaitMs],
    ]) {
        const deadline = Date.now() + wait;
        let delay = POLL_FIRST_MS;
        while ((state.alive.length > 0 || state.groups.length > 0) && Date.now() < deadline) {
            for (const next of sig === 'SIGTERM' ? ['SIGTERM', 'SIGCONT'] : [sig]) {
                for (const groupId of state.groups)
                    system.signalGroup(groupId, next);
                for (const identity of state.alive)
                    system.signalProcess(identity, next);
            }
            await (0,promises_.setTimeout)(Math.max(1, Math.min(delay, deadline - Date.now())));
            delay = Math.min(delay * 1.5, POLL_MAX_MS);
            state = await live();
        }
    }
    const report = await verify(system, initial.alive);
    return { ...report, verified: report.verified && state.groups.length === 0 };
}


/***/ }),

/***/ 87602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ findLive),
/* harmony export */   Qy: () => (/* binding */ selfAndAncestors),
/* harmony export */   US: () => (/* binding */ identityKey),
/* harmony export */   rU: () => (/* binding */ groupMembers),
/* harmony export */   tm: () => (/* binding */ liveDescendants)
/* harmony export */ });
/* unused harmony export childrenIndex */
/* harmony import */ var _proc_stat_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45477);
// Pure helpers over one /proc snapshot: descendants, ancestors, group members.

/** pid alone is not a process; pid + start time is. */
function identityKey(identity) {
    return `${identity.pid}@${identity.startedAt}`;
}
/** The live process in the snapshot that is this identity (same start time), if any. */
function findLive(table, identity) {
    const stat = table.get(identity.pid);
    return stat !== undefined && stat.startedAt === identity.startedAt && !(0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_0__/* .hasExited */ .uR)(stat) ? stat : undefined;
}
function childrenIndex(table) {
    const children = new Map();
    for (const stat of table.values()) {
        const list = children.get(stat.parentPid);
        if (list === undefined)
            children.set(stat.parentPid, [stat]);
        else
            list.push(stat);
    }
    return children;
}
/** Live descendants of the given live processes (not including them). */
function liveDescendants(table, roots) {
    const children = childrenIndex(table);
    const seen = new Set(roots.map((root) => root.pid));
    const queue = [...roots];
    const found = [];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        for (const child of children.get(next.pid) ?? []) {
            if (seen.has(child.pid))
                continue;
            seen.add(child.pid);
            queue.push(child);
            if (!(0,_proc_stat_js__WEBPACK_IMPORTED_MODULE_0__/* .hasExited */ .uR)(child))
                found.push(child);
        }
    }
    return found;
}
/** The pid and every ancestor up to init: never signalled, whatever a request says. */
function selfAndAncestors(table, pid) {
    const chain = new Set();
    for (let at = pid; at !== undefined && at > 0 && !chain.has(at);) {
        chain.add(at);
        at = table.get(at)?.parentPid;
    }
    return chain;
}
function groupMembers(table, groupId) {
    return [...table.values()].filter((stat) => stat.processGroupId === groupId);
}


/***/ }),

/***/ 76653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rq: () => (/* binding */ defaultEnvironmentNames),
/* harmony export */   k6: () => (/* binding */ snapshotEnvironment),
/* harmony export */   uz: () => (/* binding */ listedValues)
/* harmony export */ });
// The worker's environment: an allow-list of the watchdog's variables plus the names the caller
// lists, copied only when present and snapshotted per start/resume call (values never stored).
// The owned-command layer adds OBVERSA_ATTEMPT_ID / RUN_ID / HEADLESS / RUN_OWNER.
const defaultEnvironmentNames = [
    'PATH',
    'HOME',
    'TMPDIR',
    'TMP',
    'TEMP',
    'SystemRoot',
    'USERPROFILE',
    'PATHEXT',
];
function snapshotEnvironment(names, source = process.env) {
    const env = {};
    for (const name of [...defaultEnvironmentNames, ...names]) {
        const value = source[name];
        if (value !== undefined)
            env[name] = value;
    }
    return env;
}
/** Values that must never reach a record (redacted from stderr tails): the listed variables' values. */
function listedValues(names, env) {
    return names.map((name) => env[name]).filter((value) => value !== undefined && value.length >= 4);
}


/***/ }),

/***/ 63377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ writeAheadPause),
/* harmony export */   J4: () => (/* binding */ workerMessageSchema),
/* harmony export */   Sd: () => (/* binding */ isWriteAheadRequest),
/* harmony export */   St: () => (/* binding */ watchdogMessageSchema),
/* harmony export */   a5: () => (/* binding */ offMachineOutcomeSchema)
/* harmony export */ });
/* unused harmony exports attemptRefSchema, writeAheadRequestSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
// Messages between a watchdog and its worker over the worker's IPC channel (parsed at both ends:
// the other side is another process). The worker asks for its store to be persisted off the
// machine before unsafe node code (`persist`); the watchdog has the worker hold its writes still
// while it copies the store (`hold` -> `held`), then lets it go on, saying what the copy achieved
// and which requests it covered (`release`).


const attemptRefSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}));
/** What persisting off the machine achieved: `skipped` lets node code start anyway, `refused` does not. */
const offMachineOutcomeSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('saved'), where: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('skipped'), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('refused'), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
]));
const workerMessageSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('type', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('persist'), id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(), attempt: attemptRefSchema() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('held'), id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive() }),
]));
const watchdogMessageSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('type', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('hold'), id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('release'),
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        outcome: offMachineOutcomeSchema(),
        /** The `persist` requests this save covered (their records were durable before the hold). */
        covers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive()),
    }),
]));
/** The request a WRITE_AHEAD pause records: resuming the position runs the attempt afresh. */
const writeAheadRequestSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('write-ahead'),
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('WRITE_AHEAD'),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}));
/**
 * The reason and request of a pause that says an attempt's code never started for want of a save
 * off the machine: the worker's, when the save is refused, and the watchdog's, for an attempt
 * whose worker ended before it was let start (watchdog/never-started.ts). `then`: what happens next.
 */
function writeAheadPause(message, then) {
    return { reason: `WRITE_AHEAD: ${message}; ${then}`, request: { kind: 'write-ahead', code: 'WRITE_AHEAD', message } };
}
function isWriteAheadRequest(request) {
    return writeAheadRequestSchema().safeParse(request).success;
}


/***/ }),

/***/ 78796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TD: () => (/* binding */ resultUnrecordedMessageSchema),
/* harmony export */   VY: () => (/* binding */ reportUnrecordedResult),
/* harmony export */   co: () => (/* binding */ appendWorkerResult)
/* harmony export */ });
/* unused harmony export recordedResult */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97018);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35203);
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45010);
// Appends the worker's runner:worker-result. Pauses go by reference (position, eventId): their
// requests are already in the graph log's pause records, and many large gate requests repeated in
// one record would pass maxEventPayloadBytes. A list too long even so is left to the graph log
// (pausesInLog). Should the record still be refused as too large, a failure naming the limit is
// recorded instead: a worker that cannot record its result is a crash, restarted to the same end.
// One whose store fails otherwise (a full disk, an I/O error) tells its watchdog so over its
// channel before it exits (reportUnrecordedResult): a restart would meet the same store.



/** The result as recorded: each pause without its request. */
function recordedResult(result) {
    if (result.kind !== 'pause')
        return result;
    return { ...result, pauses: result.pauses.map(({ request: _request, ...pause }) => pause) };
}
/** The pause with its list left to the graph log's open pauses. */
function pausesInLog(result) {
    return { ...result, positions: [], pauses: [], pausesInLog: true };
}
async function appendWorkerResult(log, where, result) {
    const append = (recorded) => log.append([
        { type: _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .workerEventTypes */ .M8.result, session: where.session, data: { launchId: where.launchId, result: recorded } },
    ]);
    const lean = recordedResult(result);
    const attempts = lean.kind === 'pause' ? [lean, pausesInLog(lean)] : [lean];
    let refusal;
    for (const recorded of attempts) {
        try {
            await append(recorded);
            return;
        }
        catch (error) {
            if (!(0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isStorageError */ .El)(error, 'STORAGE_LIMIT_EXCEEDED'))
                throw error;
            refusal = error;
        }
    }
    const message = refusal instanceof Error ? refusal.message : String(refusal);
    await append({
        kind: 'fail',
        code: 'STORAGE_LIMIT_EXCEEDED',
        message: `the worker's ${result.kind} result is too large to record (${message}); raise storage maxEventPayloadBytes or shorten what the run records`,
    });
}
/** What a worker tells its watchdog when the store refused its result (watchdog/unrecorded.ts reads it). */
const resultUnrecordedMessageSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('result-unrecorded'),
    launchId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** The store's error code (STORAGE_IO for a failed file system call) and its message. */
    code: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
}));
/**
 * Tells the watchdog, before the worker exits, that the store failed (`error`, a StorageError) so
 * no result could be recorded; resolves once the message is handed to the channel. A failure
 * result it could not record is named too: it holds the store's first error (a log that failed a
 * write refuses the next one without repeating why). Any other error, or no channel (a worker
 * started by hand): nothing is sent, and the exit reads as a crash.
 */
function reportUnrecordedResult(launchId, error, unrecorded) {
    const send = process.send?.bind(process);
    if (!(0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isStorageError */ .El)(error) || send === undefined || !process.connected)
        return Promise.resolve();
    const failure = unrecorded?.kind === 'fail' ? `; the result it could not record: ${unrecorded.code}: ${unrecorded.message}` : '';
    const message = {
        type: 'result-unrecorded',
        launchId,
        code: error.code,
        message: `${error.message}${failure}`,
    };
    return new Promise((resolve) => {
        try {
            send(message, undefined, {}, () => resolve());
        }
        catch {
            resolve();
        }
    });
}


/***/ }),

/***/ 29728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ definedFields)
/* harmony export */ });
// With exactOptionalPropertyTypes an optional field may be absent but not `undefined`, so objects
// were built with `...(x === undefined ? {} : { x })` once per field. definedFields does it for
// several fields at once: `{ ...definedFields({ cwd, timeoutMs }) }`.
/** The fields of `fields` whose value is not undefined (the others are left out, not set). */
function definedFields(fields) {
    const kept = {};
    for (const [key, value] of Object.entries(fields)) {
        // defineProperty: a key such as "__proto__" becomes an own field, not the prototype.
        if (value !== undefined)
            Object.defineProperty(kept, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return kept;
}


/***/ })

};

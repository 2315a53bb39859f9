export const id = 144;
export const ids = [144];
export const modules = {

/***/ 37144:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  executePlan: () => (/* binding */ executePlan)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
;// CONCATENATED MODULE: ./src/runner/worker/worker-path.ts
// Where the worker script is: options.workerEntry, else the first of these beside the running file:
//   worker-entry.ts  source, run by Node 24 directly (src/runner/worker/, src/declarative/)
//   worker-entry.js  the tsc library build (lib/runner/worker/, lib/declarative/; lib/runner/worker/worker.js
//                    there is the runSupervisedWorker module, not an entry, so it must not win)
//   worker.js        the ncc bundle (dist/worker.js beside dist/main.js)
// Paths come from fileURLToPath(import.meta.url): ncc rewrites `new URL('./x', import.meta.url)`.




const here = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
/** File names of a worker entry beside a running module, in order of preference. */
const workerEntryNames = ['worker-entry.ts', 'worker-entry.js', 'worker.js'];
/** The first worker entry present in `directory`, or undefined. */
function findWorkerEntry(directory) {
    for (const name of workerEntryNames) {
        const candidate = external_node_path_default().join(directory, name);
        if ((0,external_node_fs_.existsSync)(candidate))
            return candidate;
    }
    return undefined;
}
/** The worker entry beside `directory`, or INVALID_OPTIONS saying where it looked. */
function requireWorkerEntry(directory) {
    const found = findWorkerEntry(directory);
    if (found === undefined) {
        throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', `options.workerEntry: not given, and no worker script beside ${directory} (looked for ${workerEntryNames.join(', ')})`);
    }
    return found;
}
function resolveWorkerEntry(explicit) {
    if (explicit !== undefined) {
        const resolved = external_node_path_default().resolve(explicit);
        if (!(0,external_node_fs_.existsSync)(resolved))
            throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', `options.workerEntry: no worker script at ${resolved}`);
        return resolved;
    }
    return requireWorkerEntry(here);
}

;// CONCATENATED MODULE: ./src/declarative/worker-path.ts
// Where this layer's worker entry is (the one that registers the built-in `declarative` host): the
// runner's lookup beside this file, so source (worker-entry.ts), the tsc library build
// (lib/declarative/worker-entry.js) and the ncc bundle (dist/worker.js, built from worker-entry.ts)
// all find it. Paths come from fileURLToPath(import.meta.url): ncc rewrites `new URL('./x', import.meta.url)`.



const worker_path_here = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
function worker_path_declarativeWorkerEntry() {
    return requireWorkerEntry(worker_path_here);
}

// EXTERNAL MODULE: ./src/store/attempt-logs.ts
var attempt_logs = __webpack_require__(9962);
// EXTERNAL MODULE: ./src/runner/output/format.ts
var format = __webpack_require__(48371);
;// CONCATENATED MODULE: ./src/runner/output/follow.ts


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
        return (0,attempt_logs/* listAttemptLogs */.pk)(this.#storage, this.#runId).catch(() => []);
    }
    async #pollOnce() {
        const out = [];
        for (const id of await this.#list()) {
            let state = this.#attempts.get(id);
            if (state === 'skip')
                continue;
            if (state === undefined) {
                state = { headOffset: 0, header: undefined, shown: 0, tailSignature: undefined };
                this.#attempts.set(id, state);
            }
            out.push(...(await this.#read(id, state)));
        }
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
        const files = await (0,attempt_logs/* readAttemptLog */.u8)(this.#storage, this.#runId, id, {
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
        const parsed = (0,format/* parseAttemptLog */.Bm)(head, files.tail);
        state.header ??= parsed.header;
        const header = state.header;
        if (header === undefined)
            return [];
        const base = { attemptId: id, position: header.position, nodeId: header.nodeId, attempt: header.attempt };
        const lines = [];
        for (const line of parsed.lines) {
            if (line.n <= state.shown)
                continue;
            if (line.n > state.shown + 1)
                lines.push({ ...base, stream: 'cut', text: (0,format/* cutMarker */.zp)(line.n - state.shown - 1) });
            lines.push({ ...base, stream: line.k === 'o' ? 'stdout' : 'stderr', text: line.t });
            state.shown = line.n;
        }
        return lines;
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

// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/runner/records/definition.ts
var records_definition = __webpack_require__(46226);
// EXTERNAL MODULE: ./src/runner/status/read.ts + 2 modules
var read = __webpack_require__(60252);
;// CONCATENATED MODULE: ./src/runner/watchdog/signals.ts
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
;// CONCATENATED MODULE: ./src/runner/lifecycle/cancel-intent.ts
// The cancel intent file: written first by a cancel, read by a watchdog that receives SIGTERM so
// that it stops (terminal, as the cancel will record) instead of interrupting (resumable).




const cancelIntentFileName = 'cancel-intent.json';
const cancelIntentSchema = schemas/* strictObject */.rej({
    schemaVersion: schemas/* literal */.euz(1),
    intentId: schemas/* string */.YjP().min(1),
    runId: schemas/* string */.YjP().regex(contract/* storeIdPattern */.X),
    reason: schemas/* string */.YjP(),
    by: schemas/* string */.YjP(),
    requestedAt: schemas/* string */.YjP(),
});
const intentPath = (storage, runId) => external_node_path_default().join(storage.runDirectory(runId), cancelIntentFileName);
/** The recorded intent, or undefined when there is none (or it does not parse). */
async function readCancelIntent(storage, runId) {
    let handle;
    try {
        handle = await external_node_fs_.promises.open(intentPath(storage, runId), external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch {
        return undefined;
    }
    try {
        const parsed = cancelIntentSchema.safeParse(JSON.parse(await handle.readFile('utf8')));
        return parsed.success && parsed.data.runId === runId ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/runner/lifecycle/handle.ts




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
        throw new errors/* SupervisedRunError */.aL('INTERRUPTED', `interrupted by ${signal} before run ${runId} was written; nothing was stored`);
}
function supervisedHandle(storage, runId, supervisor, handleSignals) {
    const early = earlyGates.get(storage);
    earlyGates.delete(storage);
    const gate = early ?? (handleSignals ? SignalGate.install() : undefined);
    // A cancel records its intent, then sends SIGTERM: stop then (terminal), so `done` says STOPPED
    // as the record the cancel writes does, instead of a resumable interruption.
    gate?.attach({
        done: supervisor.done,
        interrupt: (signal) => {
            const done = supervisor.interrupt(signal);
            void readCancelIntent(storage, runId).then((intent) => {
                if (intent !== undefined)
                    supervisor.escalateToStop();
            }, () => undefined);
            return done;
        },
    });
    return {
        runId,
        status: () => (0,read/* readStatusFrom */.f2)(storage, runId),
        done: supervisor.done,
        stop: () => supervisor.stop(),
        interrupt: () => supervisor.interrupt(),
    };
}
/** A handle for a call that settled during preflight (e.g. a resume refused for workspace evidence). */
function settledHandle(storage, runId, result) {
    const done = Promise.resolve(result);
    return { runId, status: () => (0,read/* readStatusFrom */.f2)(storage, runId), done, stop: () => done, interrupt: () => done };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/runner/host/resolve.ts
// Host module resolution (watchdog side, at start and resume) and digest checks (worker side).
// The module must stay inside runRoot after symlinks are resolved; every fs error while
// resolving the entry path is HOST_MODULE with the original error as its cause.




function digestBytes(bytes) {
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex')}`;
}
/** Real path of runRoot (its own errors are not HOST_MODULE: the seed's error boundary excludes it). */
async function realRunRoot(runRoot) {
    try {
        return await (0,promises_.realpath)(runRoot);
    }
    catch (error) {
        throw new errors/* SupervisedRunError */.aL('INVALID_OPTIONS', `options.runRoot: cannot resolve ${JSON.stringify(runRoot)}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}
function isInside(root, candidate) {
    const relative = external_node_path_default().relative(root, candidate);
    return relative !== '' && !relative.startsWith(`..${(external_node_path_default()).sep}`) && relative !== '..' && !external_node_path_default().isAbsolute(relative);
}
/** Resolves a `module` specifier (relative, e.g. `./host.mjs`) inside the real runRoot and digests its bytes. */
async function resolveHostModule(realRoot, specifier) {
    if (external_node_path_default().isAbsolute(specifier) || specifier.startsWith('file:')) {
        throw new errors/* SupervisedRunError */.aL('HOST_MODULE', `host.module ${JSON.stringify(specifier)} must be a relative file specifier inside runRoot, such as ./host.mjs`);
    }
    const lexical = external_node_path_default().resolve(realRoot, specifier);
    if (!isInside(realRoot, lexical)) {
        throw new errors/* SupervisedRunError */.aL('HOST_MODULE', `host.module ${JSON.stringify(specifier)} is outside runRoot ${realRoot}`);
    }
    let absolute;
    let bytes;
    try {
        absolute = await (0,promises_.realpath)(lexical);
        if (!isInside(realRoot, absolute)) {
            throw new errors/* SupervisedRunError */.aL('HOST_MODULE', `host.module ${JSON.stringify(specifier)} resolves to ${absolute}, outside runRoot ${realRoot}`);
        }
        const info = await (0,promises_.stat)(absolute);
        if (!info.isFile())
            throw new errors/* SupervisedRunError */.aL('HOST_MODULE', `host.module ${JSON.stringify(specifier)} is not a file (${absolute})`);
        bytes = await (0,promises_.readFile)(absolute);
    }
    catch (error) {
        if (error instanceof errors/* SupervisedRunError */.aL)
            throw error;
        throw new errors/* SupervisedRunError */.aL('HOST_MODULE', `host.module ${JSON.stringify(specifier)} cannot be resolved inside runRoot: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    return {
        absolute,
        relative: external_node_path_default().relative(realRoot, absolute).split((external_node_path_default()).sep).join('/'),
        digest: digestBytes(bytes),
    };
}
/** Checks that a stored host can still be found (resume preflight). Built-in names are checked by the worker. */
async function checkStoredHost(realRoot, host) {
    if (host === undefined)
        throw new errors/* SupervisedRunError */.aL('HOST_MODULE', 'the stored run has no host binding (module or builtin)');
    if (host.kind === 'module')
        await resolveHostModule(realRoot, `./${host.path}`);
}

// EXTERNAL MODULE: ./src/runner/options/options.ts
var options_options = __webpack_require__(35589);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/runner/watchdog/compile-cache.ts
// Node's compile cache for worker processes. From source, most of a worker's start is Node stripping
// the types of ~130 modules (and V8 compiling them; for the bundle, compiling dist/worker.js): the
// cache keeps both between launches. It is enabled by a preload (--import of a data: URL) because
// the entry's static imports are loaded before any of its code runs, and not through
// NODE_COMPILE_CACHE, which would reach every node process the host starts. The directory is per
// user and must be a real directory owned by this user and writable by no one else: a cache is code.



function defaultCompileCacheDirectory() {
    const user = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
    return external_node_path_default().join(external_node_os_default().tmpdir(), `supervised-run-compile-cache-${user}`);
}
/** The directory, created if missing, or null when it is not safe to use (then workers run without a cache). */
async function compileCacheDirectory(directory = defaultCompileCacheDirectory()) {
    try {
        await (0,promises_.mkdir)(directory, { recursive: true, mode: 0o700 });
        const info = await (0,promises_.lstat)(directory);
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

;// CONCATENATED MODULE: ./src/runner/watchdog/environment.ts
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

// EXTERNAL MODULE: ./src/runner/status/fold-graph.ts
var fold_graph = __webpack_require__(75779);
// EXTERNAL MODULE: ./src/runner/status/state.ts
var state = __webpack_require__(33000);
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
            const text = redact(JSON.stringify(data), this.#secrets.flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]));
            stored = await this.#log.append([{ type, session: this.session, data: JSON.parse(text) }]);
        }
        const [event] = stored;
        if (event === undefined)
            throw new Error('the runner log stored no record');
        this.fold = (0,fold_runner/* foldRunnerEvent */.q2)(this.fold, event);
        if (options.notify !== false)
            notify(this.#onEvent, { log: 'runner', event });
        return event;
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
            const read = await this.#storage.readEvents(this.#runId, 'graph', this.#cursor);
            if (read.events.length > 0) {
                this.fold = (0,fold_graph/* foldGraphEvents */.$i)(this.fold, read.events);
                for (const event of read.events)
                    notify(this.#onEvent, { log: 'graph', event });
            }
            this.#cursor = read.cursor;
            return this.fold;
        });
        this.#queue = run.catch(() => undefined);
        return run;
    }
    head() {
        return this.#cursor?.head;
    }
}

;// CONCATENATED MODULE: ./src/runner/worker/messages.ts
// Messages between a watchdog and its worker over the worker's IPC channel (parsed at both ends:
// the other side is another process). The worker asks for its store to be persisted off the
// machine before unsafe node code (`persist`); the watchdog has the worker hold its writes still
// while it copies the store (`hold` -> `held`), then lets it go on, saying what the copy achieved
// and which requests it covered (`release`).

const attemptRefSchema = schemas/* strictObject */.rej({
    position: schemas/* string */.YjP(),
    nodeId: schemas/* string */.YjP(),
    attemptId: schemas/* string */.YjP(),
});
/** What persisting off the machine achieved: `skipped` lets node code start anyway, `refused` does not. */
const offMachineOutcomeSchema = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* strictObject */.rej({ kind: schemas/* literal */.euz('saved'), where: schemas/* string */.YjP() }),
    schemas/* strictObject */.rej({ kind: schemas/* literal */.euz('skipped'), message: schemas/* string */.YjP() }),
    schemas/* strictObject */.rej({ kind: schemas/* literal */.euz('refused'), message: schemas/* string */.YjP() }),
]);
const workerMessageSchema = schemas/* discriminatedUnion */.gMt('type', [
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('persist'), id: schemas/* number */.aig().int().positive(), attempt: attemptRefSchema }),
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('held'), id: schemas/* number */.aig().int().positive() }),
]);
const watchdogMessageSchema = schemas/* discriminatedUnion */.gMt('type', [
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('hold'), id: schemas/* number */.aig().int().positive() }),
    schemas/* strictObject */.rej({
        type: schemas/* literal */.euz('release'),
        id: schemas/* number */.aig().int().positive(),
        outcome: offMachineOutcomeSchema,
        /** The `persist` requests this save covered (their records were durable before the hold). */
        covers: schemas/* array */.YOg(schemas/* number */.aig().int().positive()),
    }),
]);
/** The request a WRITE_AHEAD pause records: resuming the position runs the attempt afresh. */
const writeAheadRequestSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('write-ahead'),
    code: schemas/* literal */.euz('WRITE_AHEAD'),
    message: schemas/* string */.YjP(),
});
function isWriteAheadRequest(request) {
    return writeAheadRequestSchema.safeParse(request).success;
}

;// CONCATENATED MODULE: ./src/runner/watchdog/off-machine.ts
// Persisting the store off the machine while a session runs (DESIGN.md section 3, item 9), for a
// caller that can (the Action: the Actions cache). The runner knows only the seam: before a
// non-retry-safe attempt's code the worker asks (`persist`); requests that arrive together share
// one save; periodic checkpoints save retry-safe progress. For each save the worker holds its
// writes still (`hold` / `held`), the watchdog's own runner-log appends wait, and the caller's
// `persist` copies the store; `release` tells the worker what it achieved.



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
        launch.process.onMessage((raw) => {
            const parsed = workerMessageSchema.safeParse(raw);
            if (!parsed.success || this.#launch !== launch)
                return;
            const message = parsed.data;
            if (message.type === 'held') {
                this.#held.get(message.id)?.();
                return;
            }
            this.#pending.push({ id: message.id, attempt: message.attempt });
            this.#schedule();
        });
    }
    /** The worker exited: its requests die with it (its attempts are in flight, under the crash rules). */
    detach() {
        this.#launch = null;
        this.#pending = [];
    }
    /** Resolves when no save is in flight: the watchdog's own appends wait for this. */
    async idle() {
        while (this.#cycle !== null)
            await this.#cycle;
    }
    async close() {
        this.#closed = true;
        clearInterval(this.#timer);
        await this.idle();
    }
    #schedule() {
        if (this.#closed)
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
        let outcome;
        try {
            this.#lastSignature = await this.#signature();
            const answer = await this.#persistence.persist({
                reason: covers.length > 0 ? 'unsafe-attempt' : 'checkpoint',
                attempts: covers.map((cover) => cover.attempt),
            });
            const parsed = offMachineOutcomeSchema.safeParse(answer);
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
        launch?.process.send({ type: 'release', id, outcome, covers: covers.map((cover) => cover.id) });
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
var status_budget = __webpack_require__(27916);
// EXTERNAL MODULE: ./src/engine/command/owner-id.ts
var owner_id = __webpack_require__(79017);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/engine/command/validate.ts
/** Parses with zod; a failure becomes a TypeError naming the field and what it accepts. */
function parseOrTypeError(schema, value, what) {
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const details = parsed.error.issues
        .map((issue) => `${issue.path.length === 0 ? what : `${what}.${issue.path.join('.')}`}: ${issue.message}`)
        .join('; ');
    throw new TypeError(details);
}

;// CONCATENATED MODULE: ./src/engine/command/env.ts
// The child's environment: nothing from the parent unless asked, except the owner marker, which is
// how cleanup finds descendants that left the tree.



function buildChildEnvironment(options, parentEnv = process.env) {
    const env = {};
    if (options.inheritParentEnv === true) {
        for (const [name, value] of Object.entries(parentEnv))
            if (value !== undefined)
                env[name] = value;
    }
    Object.assign(env, options.env);
    const owner = (0,owner_id/* resolveOwner */.AK)(options.ownerId, options.env, parentEnv);
    if (owner.marker !== undefined)
        env[owner_id/* OWNER_ENV */.wN] = owner.marker;
    return { env, ...owner };
}
const attemptSchema = schemas/* strictObject */.rej({
    attemptId: schemas/* string */.YjP().min(1),
    runId: schemas/* string */.YjP().min(1).optional(),
    ownerId: schemas/* string */.YjP().optional(),
    /** Variables to start from (e.g. the engine's credentials); the attempt variables win. */
    env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
});
/**
 * Environment for a command-backed attempt: OBVERSA_ATTEMPT_ID, OBVERSA_RUN_ID, OBVERSA_HEADLESS=1 and,
 * when given, OBVERSA_RUN_OWNER (an inherited marker still wins when the command starts).
 */
function attemptEnvironment(request) {
    const parsed = parseOrTypeError(attemptSchema, request, 'attemptEnvironment request');
    if (parsed.ownerId !== undefined)
        (0,owner_id/* assertOwnerId */.zy)(parsed.ownerId, 'attemptEnvironment request.ownerId');
    return {
        ...parsed.env,
        OBVERSA_ATTEMPT_ID: parsed.attemptId,
        ...(parsed.runId === undefined ? {} : { OBVERSA_RUN_ID: parsed.runId }),
        OBVERSA_HEADLESS: '1',
        ...(parsed.ownerId === undefined ? {} : { [owner_id/* OWNER_ENV */.wN]: parsed.ownerId }),
    };
}

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
;// CONCATENATED MODULE: ./src/engine/command/tree.ts
// Pure helpers over one /proc snapshot: descendants, ancestors, group members.

/** pid alone is not a process; pid + start time is. */
function identityKey(identity) {
    return `${identity.pid}@${identity.startedAt}`;
}
/** The live process in the snapshot that is this identity (same start time), if any. */
function findLive(table, identity) {
    const stat = table.get(identity.pid);
    return stat !== undefined && stat.startedAt === identity.startedAt && !(0,proc_stat/* hasExited */.uR)(stat) ? stat : undefined;
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
            if (!(0,proc_stat/* hasExited */.uR)(child))
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
    delay = FIRST_SAMPLE_MS;
    stopped = false;
    constructor(root, options) {
        this.observed.set(identityKey(root), root);
        this.options = options;
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
        const roots = [...this.observed.values()].flatMap((identity) => findLive(table, identity) ?? []);
        const tree = [...roots, ...liveDescendants(table, roots)];
        for (const stat of tree)
            this.observed.set(identityKey(stat), (0,proc_stat/* toIdentity */.uH)(stat));
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

;// CONCATENATED MODULE: ./src/engine/command/options.ts
// OwnedCommandOptions: validated at the edge; a bad option is a TypeError naming the field.



const noNul = (what) => schemas/* string */.YjP().refine((s) => !s.includes('\0'), `${what} must not contain NUL characters`);
const timerMs = schemas/* number */.aig().int().positive().max(2_147_483_647);
const ownedCommandOptionsSchema = schemas/* strictObject */.rej({
    command: noNul('command').refine((s) => s.length > 0, 'command must be a non-empty executable name or path'),
    args: schemas/* array */.YOg(noNul('an argument')),
    cwd: schemas/* string */.YjP().min(1).optional(),
    env: schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[^=\0]+$/, 'environment variable names must be non-empty without "=" or NUL'), noNul('an environment value'))
        .optional(),
    /** Default false: the child gets only `env` plus the inherited owner marker. */
    inheritParentEnv: schemas/* boolean */.zMY().optional(),
    /** Written to stdin, which is then closed; without it stdin is empty. */
    input: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* instanceof */.Nlp(Uint8Array)]).optional(),
    timeoutMs: timerMs.optional(),
    /** Combined stdout + stderr; exceeding it stops the command. */
    maxOutputBytes: schemas/* number */.aig().int().nonnegative().optional(),
    /** Resident memory of the whole tree (Linux, sampled); exceeding it stops the command. */
    maxMemoryBytes: schemas/* number */.aig().int().positive().optional(),
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
});
function parseCommandOptions(options) {
    return parseOrTypeError(ownedCommandOptionsSchema, options, 'options');
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

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/engine/command/inspect.ts
var inspect = __webpack_require__(15816);
// EXTERNAL MODULE: ./src/engine/command/identity.ts
var command_identity = __webpack_require__(28960);
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
    isAlive: command_identity/* isSameProcessAlive */.x,
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

;// CONCATENATED MODULE: ./src/engine/command/targets.ts
// Which processes and groups one cleanup round signals, decided over a single /proc snapshot.


function selectTargets(inputs) {
    const { table } = inputs;
    const protectedPids = selfAndAncestors(table, inputs.selfPid);
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
        add(findLive(table, identity));
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
        const members = groupMembers(table, groupId);
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
            for (const member of groupMembers(table, groupId))
                changed = add(member) || changed;
        }
        for (const child of liveDescendants(table, [...live.values()]))
            changed = add(child) || changed;
    }
    const groups = [...accepted].filter((groupId) => groupMembers(table, groupId).some((m) => !(0,proc_stat/* hasExited */.uR)(m)));
    return { live: [...live.values()], refused: [...refused.values()], groups };
}

// EXTERNAL MODULE: ./src/engine/command/types.ts
var types = __webpack_require__(57429);
;// CONCATENATED MODULE: ./src/engine/command/stop.ts
// stopOwnedProcessTree: SIGTERM, wait the grace while polling, SIGKILL, re-check by identity.
// Whatever is still alive is reported as a survivor; nothing is assumed dead.











const DEFAULT_GRACE_MS = 2000;
const KILL_WAIT_MS = 2000;
const POLL_FIRST_MS = 10;
const POLL_MAX_MS = 100;
const stopRequestSchema = schemas/* strictObject */.rej({
    rootPid: schemas/* number */.aig().int().positive().optional(),
    processGroupIds: schemas/* array */.YOg(schemas/* number */.aig().int().positive()).optional(),
    observed: schemas/* array */.YOg(types/* processIdentitySchema */.Nx).optional(),
    ownerId: schemas/* string */.YjP()
        .refine(owner_id/* isValidOwnerId */.BM, "must be 'sha256:' followed by 64 lowercase hexadecimal characters")
        .optional(),
    graceMs: schemas/* number */.aig().int().nonnegative().max(2_147_483_647).optional(),
});
/**
 * Stops the processes a request names: the root's group, each given group, each observed identity
 * still alive, their live descendants and (with ownerId, Linux) every process carrying the marker.
 * Pass ownerId only from the outer owner, never from a nested command.
 */
async function stopOwnedProcessTree(request) {
    return stopProcessTree(parseOrTypeError(stopRequestSchema, request, 'stopOwnedProcessTree request'));
}
async function stopProcessTree(request, tuning = {}) {
    const system = tuning.system ?? osProcessSystem;
    const graceMs = request.graceMs ?? DEFAULT_GRACE_MS;
    const killWaitMs = tuning.killWaitMs ?? KILL_WAIT_MS;
    if (process.platform !== 'linux')
        return stopObserved(request, system, graceMs, killWaitMs);
    const seen = new Map();
    for (const identity of request.observed ?? [])
        seen.set(identityKey(identity), identity);
    const everTargeted = new Map();
    const collect = async () => {
        const table = await system.scan();
        const marked = request.ownerId === undefined ? [] : await system.marked(request.ownerId);
        for (const identity of marked)
            if (!seen.has(identityKey(identity)))
                seen.set(identityKey(identity), identity);
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
            const key = identityKey(stat);
            if (!seen.has(key))
                seen.set(key, (0,proc_stat/* toIdentity */.uH)(stat));
            if (!everTargeted.has(key))
                everTargeted.set(key, seen.get(key));
        }
        return targets;
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
            await (0,external_node_timers_promises_.setTimeout)(Math.max(1, Math.min(delay, termDeadline - Date.now())));
            delay = Math.min(delay * 1.5, POLL_MAX_MS);
            targets = await collect();
        }
        const killDeadline = Date.now() + killWaitMs;
        delay = POLL_FIRST_MS;
        while (targets.live.length > 0 && Date.now() < killDeadline) {
            signal(targets, 'SIGKILL');
            await (0,external_node_timers_promises_.setTimeout)(delay);
            delay = Math.min(delay * 1.5, POLL_MAX_MS);
            targets = await collect();
        }
        return await verify(system, everTargeted.values());
    }
    catch (error) {
        const report = await verify(system, everTargeted.values());
        return { ...report, verified: false, error: (0,store_errors/* describeError */.Uc)(error) };
    }
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
            await (0,external_node_timers_promises_.setTimeout)(Math.max(1, Math.min(delay, deadline - Date.now())));
            delay = Math.min(delay * 1.5, POLL_MAX_MS);
            state = await live();
        }
    }
    const report = await verify(system, initial.alive);
    return { ...report, verified: report.verified && state.groups.length === 0 };
}

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
/** Starts a command (argv only, never a shell) in its own process group. Invalid options throw TypeError. */
function startOwnedCommand(options) {
    const parsed = parseCommandOptions(options);
    if (parsed.signal?.aborted === true)
        return notStarted({ aborted: true, stopReason: 'aborted' });
    // A missing cwd makes spawn report ENOENT, which would read as a missing executable.
    const badCwd = cwdProblem(parsed.cwd);
    if (badCwd !== undefined)
        return notStarted({ spawnError: { code: 'INVALID_CWD', message: badCwd } });
    const { env, marker, outerOwner } = buildChildEnvironment(parsed);
    const startedAt = performance.now();
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(parsed.command, parsed.args, {
            ...(parsed.cwd === undefined ? {} : { cwd: parsed.cwd }),
            env,
            detached: true, // own process group (and session): the whole group can be signalled
            stdio: [
                parsed.input === undefined ? 'ignore' : 'pipe',
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
/** startOwnedCommand(options).result; invalid options reject with TypeError. */
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
            return stopProcessTree({
                ...(this.pid === undefined ? {} : { rootPid: this.pid }),
                observed: this.observer?.identities() ?? [],
                // Only the outer owner sweeps the marker; a nested command would otherwise stop its own parents' work.
                ...(this.ownership.outerOwner && this.ownership.marker !== undefined ? { ownerId: this.ownership.marker } : {}),
                graceMs: this.options.teardownGraceMs ?? DEFAULT_GRACE_MS,
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
        if (options.input !== undefined && child.stdin !== null) {
            child.stdin.on('error', () => { }); // EPIPE when the command exits without reading its input
            child.stdin.end(options.input);
        }
        if (options.timeoutMs !== undefined) {
            this.timeout = setTimeout(() => void this.requestStop('timeout', 'timedOut'), options.timeoutMs);
        }
        options.signal?.addEventListener('abort', this.onAbort, { once: true });
        this.observer?.start();
        await Promise.race([exited, this.stopRequested]);
        const report = await this.cleanup();
        options.signal?.removeEventListener('abort', this.onAbort);
        const rootSurvived = report.survivors.some((s) => this.rootIdentity && identityKey(s) === identityKey(this.rootIdentity));
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

;// CONCATENATED MODULE: ./src/runner/watchdog/launch.ts
// One worker launch: recorded (runner:worker-launching) before the process exists, started with
// startOwnedCommand under a fresh owner ID, then recorded with its identity (runner:worker-started).





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
async function launchWorker(context, mode, remainingTimeoutMs) {
    const { log } = context;
    const launchId = (0,external_node_crypto_.randomUUID)();
    const ownerId = (0,owner_id/* newOwnerId */.xe)();
    await log.append(records/* runnerEventTypes */.AK.workerLaunching, {
        launchId,
        launch: log.fold.launches,
        restart: log.fold.restartCount,
        mode,
        ownerId,
        remainingTimeoutMs,
    });
    const params = {
        schemaVersion: 1,
        storage: context.storageParams,
        runId: context.runId,
        session: log.session,
        launchId,
        mode,
        runRoot: context.realRoot,
        scratchDirectory: context.scratchDirectory,
        changes: context.changes,
        ...(context.offMachine === null ? {} : { offMachine: true }),
    };
    const args = [
        ...(context.workerEntry.endsWith('.ts') ? ['--disable-warning=ExperimentalWarning'] : []),
        `--import=${earlyGuard()}`,
        ...(context.compileCache === null ? [] : [compileCacheFlag(context.compileCache)]),
        context.workerEntry,
    ];
    const child = startOwnedCommand({
        command: process.execPath,
        args,
        cwd: context.realRoot,
        env: { ...context.environment, ...attemptEnvironment({ attemptId: launchId, runId: context.runId, ownerId }) },
        input: JSON.stringify(params),
        maxOutputBytes: workerOutputLimitBytes,
        maxMemoryBytes: Number.MAX_SAFE_INTEGER,
        ownerId,
        teardownGraceMs: context.teardownGraceMs,
        keepOutput: false,
        // Its only other end is here: the worker sees this process die the moment it does.
        channel: true,
    });
    context.offMachine?.attach({ process: child });
    let tail = Buffer.alloc(0);
    child.onOutput((chunk, stream) => {
        if (stream !== 'stderr')
            return;
        tail = Buffer.concat([tail, chunk]);
        if (tail.length > stderrTailBytes * 2)
            tail = tail.subarray(tail.length - stderrTailBytes);
    });
    if (child.pid !== undefined) {
        const identity = (await child.identity()) ?? null;
        await log.append(records/* runnerEventTypes */.AK.workerStarted, { launchId, pid: child.pid, identity });
    }
    return {
        launchId,
        ownerId,
        process: child,
        stderrTail: () => redact(tail.subarray(Math.max(0, tail.length - stderrTailBytes)).toString('utf8'), context.redact),
    };
}

// EXTERNAL MODULE: ./src/store/paths.ts
var paths = __webpack_require__(4353);
;// CONCATENATED MODULE: ./src/workspace/paths.ts
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
    const absolute = external_node_path_default().resolve(root, relative);
    const back = external_node_path_default().relative(root, absolute);
    if (!(0,paths/* isStrictlyInside */.Pe)(back)) {
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

;// CONCATENATED MODULE: ./src/workspace/anchor.ts
// The workspace anchor (what a workspace looked like) and its content bundle
// (the bytes needed to rebuild it on a fresh checkout). Both are durable
// formats restored from caches: parse them with these schemas before use.




const digestSchema = schemas/* string */.YjP()
    .regex(/^sha256:[0-9a-f]{64}$/, 'a "sha256:" digest with 64 lowercase hex digits');
/** A path relative to the repository root: normalised, never `..`, absolute, NUL or inside `.git`. */
const workspacePathSchema = schemas/* string */.YjP().superRefine((value, context) => {
    const problem = relativePathProblem(value);
    if (problem !== null)
        context.addIssue({ code: 'custom', message: `path ${JSON.stringify(value.slice(0, 200))} ${problem}` });
});
/** Git's file modes for a regular file, an executable and a symbolic link (content = link target). */
const workspaceFileModeSchema = schemas/* enum */.k5n(['100644', '100755', '120000']);
/**
 * Against HEAD: `modified` (in HEAD, content or mode differs), `deleted` (in HEAD, gone),
 * `added` (not in HEAD, in the index) or `untracked` (not in HEAD or the index, not ignored).
 */
const workspaceFileStatusSchema = schemas/* enum */.k5n(['modified', 'added', 'deleted', 'untracked']);
const workspaceFileSchema = schemas/* object */.Ikc({
    path: workspacePathSchema,
    status: workspaceFileStatusSchema,
    /** SHA-256 of the working-tree bytes (a symlink's target); null when deleted. */
    digest: digestSchema.nullable(),
    /** Working-tree mode; HEAD's mode for a deleted file. */
    mode: workspaceFileModeSchema,
    bytes: schemas/* number */.aig().int().nonnegative(),
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
});
const commitShaSchema = schemas/* string */.YjP()
    .regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, 'a full commit id (40 or 64 lowercase hex digits)');
const maxFiles = 1_000_000;
const workspaceAnchorSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    /** Real path of the repository top level when captured (informational: verify and restore use the provider's root). */
    root: schemas/* string */.YjP()
        .min(1)
        .refine((value) => external_node_path_default().isAbsolute(value), 'an absolute path'),
    /** Commit checked out, or null on an unborn branch. */
    head: commitShaSchema.nullable(),
    /** `sha256:` over head and the files (see `workspaceFingerprint`). */
    fingerprint: digestSchema,
    /** Every path whose working-tree state differs from HEAD, excluding ignored and excluded paths. */
    files: schemas/* array */.YOg(workspaceFileSchema).max(maxFiles),
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
        context.addIssue({ code: 'custom', path: ['fingerprint'], message: 'fingerprint does not match head and files' });
    }
});
const workspaceContentFileSchema = schemas/* object */.Ikc({
    path: workspacePathSchema,
    mode: workspaceFileModeSchema,
    contentBase64: schemas/* base64 */.K39(),
});
const workspaceContentSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    /** The fingerprint of the anchor whose files these are. */
    anchorFingerprint: digestSchema,
    /** Bytes of every anchor file that is not deleted. */
    files: schemas/* array */.YOg(workspaceContentFileSchema).max(maxFiles),
});
/**
 * The fingerprint describes the working tree, not the index: a new file counts the
 * same whether it is staged (`added`) or not (`untracked`), so a restored workspace
 * (where new files come back unstaged) has the fingerprint it was captured with.
 */
function workspaceFingerprint(head, files) {
    const entries = [...files]
        .sort((a, b) => comparePaths(a.path, b.path))
        .map((file) => [file.path, worktreeKind(file.status), file.digest, file.mode, file.bytes]);
    return `sha256:${(0,external_node_crypto_.createHash)('sha256')
        .update(JSON.stringify([1, head, entries]))
        .digest('hex')}`;
}
/** The status as the working tree sees it: staged and unstaged new files are the same. */
function worktreeKind(status) {
    return status === 'added' || status === 'untracked' ? 'new' : status;
}
function sha256Digest(bytes) {
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex')}`;
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

;// CONCATENATED MODULE: ./src/workspace/drift.ts
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
    const paths = [...new Set([...before.keys(), ...after.keys()])].sort(comparePaths);
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
        if (worktreeKind(listed.status) !== 'new')
            return 'changed';
        return before === undefined ? 'added' : 'removed';
    }
    const same = worktreeKind(before.status) === worktreeKind(after.status) &&
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

// EXTERNAL MODULE: ./src/store/secrets.ts
var secrets = __webpack_require__(68808);
// EXTERNAL MODULE: ./src/store/secret-scan.ts
var secret_scan = __webpack_require__(28799);
// EXTERNAL MODULE: ./src/store/json.ts
var json = __webpack_require__(52079);
;// CONCATENATED MODULE: ./src/runner/watchdog/anchor.ts
// Workspace anchors as artifacts: a capture ({ anchor, content }) stored under the run's storage
// policy (size, quota, known secrets), and read back with its integrity and schema verified.




const storedCaptureSchema = schemas/* object */.Ikc({ anchor: workspaceAnchorSchema, content: workspaceContentSchema });
/** Files named in a KNOWN_SECRET refusal; the rest are counted. */
const maxNamedFiles = 5;
/**
 * KNOWN_SECRET naming every workspace file (path, never content) whose content or name holds a
 * known secret. The store would refuse the snapshot too, but it sees the bundle, where file
 * contents are base64: checking each file's own bytes here lets the refusal say which file.
 */
function checkCaptureSecrets(knownSecrets, capture) {
    const matcher = (0,secrets/* createSecretMatcher */.x)(knownSecrets);
    if (matcher.minSecretBytes === 0)
        return;
    const found = [];
    const inContent = new Map(capture.content.files.map((file) => [file.path, file.contentBase64]));
    for (const file of capture.anchor.files) {
        const name = (0,secret_scan/* findSecretInBytes */.s3)(matcher, Buffer.from(file.path, 'utf8'));
        const content = inContent.get(file.path);
        const inBytes = content === undefined ? null : (0,secret_scan/* findSecretInBytes */.s3)(matcher, Buffer.from(content, 'base64'));
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
    throw new store_errors/* StorageError */.aq('KNOWN_SECRET', `a known secret is in workspace ${found.length === 1 ? 'file' : 'files'} ${named}${more}; the snapshot was not stored (remove the secret from the workspace, or list the file in .gitignore)`);
}
async function putCapture(storage, runId, capture, purpose) {
    checkCaptureSecrets(storage.knownSecrets, capture);
    return storage
        .artifacts(runId)
        .put((0,json/* canonicalJson */.dj)(capture), { mediaType: 'application/json', purpose, contentMode: 'state' });
}
async function captureAnchor(storage, runId, workspace, purpose) {
    const capture = await workspace.capture();
    const ref = await putCapture(storage, runId, capture, purpose);
    return { ref, anchor: capture.anchor };
}
/** WORKSPACE_ANCHOR_MISSING when there is no saved snapshot; WORKSPACE_ANCHOR_INVALID when it cannot be verified. */
async function loadAnchor(storage, runId, ref) {
    if (ref === undefined || ref === null) {
        throw new errors/* SupervisedRunError */.aL('WORKSPACE_ANCHOR_MISSING', 'the pause has no saved workspace snapshot (runner-pause-anchor)');
    }
    const parsedRef = schemas/* object */.Ikc({
        schemaVersion: schemas/* literal */.euz(1),
        digest: schemas/* string */.YjP(),
        bytes: schemas/* number */.aig(),
        mediaType: schemas/* string */.YjP(),
        purpose: schemas/* string */.YjP(),
    })
        .safeParse(ref);
    if (!parsedRef.success)
        throw new errors/* SupervisedRunError */.aL('WORKSPACE_ANCHOR_INVALID', 'the saved workspace snapshot reference is malformed');
    let bytes;
    try {
        bytes = await storage.artifacts(runId).get(parsedRef.data);
    }
    catch (error) {
        if ((0,store_errors/* isStorageError */.El)(error, 'ARTIFACT_NOT_FOUND')) {
            throw new errors/* SupervisedRunError */.aL('WORKSPACE_ANCHOR_MISSING', `the saved workspace snapshot ${parsedRef.data.digest} is not in the store`, { cause: error });
        }
        throw new errors/* SupervisedRunError */.aL('WORKSPACE_ANCHOR_INVALID', `the saved workspace snapshot cannot be verified: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    let value;
    try {
        value = JSON.parse(bytes.toString('utf8'));
    }
    catch (error) {
        throw new errors/* SupervisedRunError */.aL('WORKSPACE_ANCHOR_INVALID', 'the saved workspace snapshot is not JSON', {
            cause: error,
        });
    }
    const parsed = storedCaptureSchema.safeParse(value);
    if (!parsed.success) {
        throw new errors/* SupervisedRunError */.aL('WORKSPACE_ANCHOR_INVALID', `the saved workspace snapshot is invalid: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    }
    return parsed.data.anchor;
}

;// CONCATENATED MODULE: ./src/runner/watchdog/restart.ts





function backoffDelay(restart, policy) {
    return Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** Math.min(restart - 1, 30));
}
async function saveRestartAnchor(context, restart) {
    try {
        const saved = await captureAnchor(context.storage, context.runId, context.workspace, records/* artifactPurposes */.GU.restartAnchor);
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
async function pauseOnSnapshot(context, ref, code, reason) {
    const graph = await context.graph.refresh();
    return {
        kind: 'pause',
        type: 'paused',
        code,
        reason,
        positions: (0,fold_graph/* inFlightPositions */.Uv)(graph),
        pauses: (0,fold_graph/* openPauses */.Iu)(graph),
        anchor: ref,
    };
}
async function reacquireAndVerify(context, saved) {
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
        verification = await context.workspace.verify(saved.anchor);
    }
    catch (error) {
        return {
            kind: 'fail',
            code: 'WORKSPACE_CAPTURE',
            message: `the workspace could not be verified after backoff: ${(0,store_errors/* describeError */.Uc)(error)}`,
            cleanupVerified: true,
        };
    }
    if (verification.equal)
        return undefined;
    return pauseOnSnapshot(context, saved.ref, 'WORKSPACE_DRIFT', `the workspace changed during restart backoff: ${driftMessage(verification.drift)}`);
}

;// CONCATENATED MODULE: ./src/runner/watchdog/settle.ts






function failure(code, message, cleanupVerified, retain = false) {
    return { kind: 'fail', code, message, cleanupVerified, retain };
}
async function pauseAnchor(context, settlement) {
    let ref;
    let fingerprint;
    let head;
    try {
        if (settlement.anchor === 'capture') {
            const saved = await captureAnchor(context.storage, context.runId, context.workspace, records/* artifactPurposes */.GU.pauseAnchor);
            ref = saved.ref;
            fingerprint = saved.anchor.fingerprint;
            head = saved.anchor.head;
        }
        else {
            ref = settlement.anchor;
            const restart = context.log.fold.restartAnchor?.data;
            fingerprint = restart?.fingerprint ?? '';
            head = restart?.head ?? null;
        }
    }
    catch (error) {
        return {
            ok: false,
            settlement: failure('WORKSPACE_ANCHOR_WRITE', `the workspace snapshot for the pause could not be saved: ${(0,store_errors/* describeError */.Uc)(error)}`, true),
        };
    }
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
async function settle_settle(context, initial) {
    let settlement = initial;
    let anchorRef;
    let output = null;
    if (settlement.kind === 'pause') {
        const saved = await pauseAnchor(context, settlement);
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
    const { type, data, result } = recordOf(context, settlement, anchorRef, output);
    let settled;
    try {
        settled = await context.log.append(type, data, { notify: false });
    }
    catch (error) {
        await finish(context, settlement, undefined);
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the settled record ${type} could not be appended: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    await finish(context, settlement, settled);
    return result;
}
/** Never throws: once the settled record is durable, the result is decided. */
async function finish(context, settlement, settled) {
    const retain = settlement.kind === 'fail' && settlement.retain === true;
    try {
        // The log is closed first (cheap, no sync) so a resume in this process can open it at once.
        await context.log.close().catch(() => undefined);
        if (!retain)
            await context.lock.release().catch(() => undefined);
        // Reported after the release: a caller that reacts to the settled record finds the run unlocked.
        if (settled !== undefined)
            notify(context.onEvent, { log: 'runner', event: settled });
        await (0,read/* writeStatusCheckpoint */.sj)(context.storage, context.runId).catch(() => undefined);
    }
    catch {
        // Nothing here may fail a settled run.
    }
}
function recordOf(context, settlement, anchor, output) {
    switch (settlement.kind) {
        case 'complete':
            return {
                type: records/* runnerEventTypes */.AK.completed,
                data: { cleanupVerified: true, outputArtifact: settlement.outputArtifact, launchId: settlement.launchId },
                result: { kind: 'complete', output },
            };
        case 'fail': {
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
        case 'pause': {
            const common = { cleanupVerified: true, positions: settlement.positions, anchor: anchor };
            const result = {
                kind: 'pause',
                ...(settlement.code === undefined ? {} : { code: settlement.code }),
                ...(settlement.reason === undefined ? {} : { reason: settlement.reason }),
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
            return {
                type: records/* runnerEventTypes */.AK.paused,
                data: {
                    ...common,
                    pauses: settlement.pauses,
                    ...(settlement.code === undefined ? {} : { code: settlement.code }),
                    ...(settlement.reason === undefined ? {} : { reason: settlement.reason }),
                },
                result,
            };
        }
        case 'stopped':
            return {
                type: records/* runnerEventTypes */.AK.stopped,
                data: { cleanupVerified: true },
                result: { kind: 'fail', code: 'STOPPED', message: 'the run was stopped before it recorded a result' },
            };
        case 'timeout': {
            const elapsedMs = Math.round((0,status_budget/* elapsedAt */.IK)(context.log.fold.budget, Date.now()));
            const timeoutMs = context.definition.limits.timeoutMs ?? 0;
            return {
                type: records/* runnerEventTypes */.AK.timeout,
                data: { cleanupVerified: true, elapsedMs, timeoutMs },
                result: {
                    kind: 'fail',
                    code: 'TIMEOUT',
                    message: `the run used its elapsed-time budget (${elapsedMs} of ${timeoutMs} ms)`,
                },
            };
        }
    }
}

;// CONCATENATED MODULE: ./src/runner/watchdog/supervisor.ts






const progressPollMs = 250;
class Supervisor {
    done;
    #context;
    #request = null;
    #wake = null;
    #launch = null;
    #timer;
    #progress;
    #settled = false;
    /** The last restart snapshot (the pause anchor of an interrupt or drift during backoff). */
    #restartAnchor = null;
    constructor(context) {
        this.#context = context;
        // Started a microtask later: an interrupt held since before the session (a signal at start) is
        // attached right after construction and is seen before any worker is launched.
        this.done = Promise.resolve()
            .then(() => this.#run())
            .finally(async () => {
            await context.offMachine?.close();
            this.#settled = true;
            clearTimeout(this.#timer);
            clearInterval(this.#progress);
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
        if (this.#settled || this.#request !== null)
            return;
        this.#request = request;
        this.#wake?.();
        void this.#launch?.process.stop(request.kind);
    }
    /** Read through a method: a request can arrive during any await. */
    #pending() {
        return this.#request;
    }
    #remaining() {
        return (0,status_budget/* remainingAt */.Mc)(this.#context.log.fold.budget, this.#context.definition.limits.timeoutMs, Date.now());
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
                return settle_settle(context, { kind: 'timeout' });
            if (this.#request !== null)
                return this.#settleRequest();
            this.#armTimer(remaining);
            const launch = await launchWorker(context, mode, remaining);
            this.#launch = launch;
            const early = this.#pending();
            if (early !== null)
                void launch.process.stop(early.kind);
            if (context.onEvent !== undefined)
                this.#progress = setInterval(() => void context.graph.refresh().catch(() => undefined), progressPollMs);
            const exit = await launch.process.result;
            clearInterval(this.#progress);
            this.#launch = null;
            context.offMachine?.detach();
            const recorded = await this.#recordedResult(launch.launchId);
            await this.#recordExit(launch, exit, recorded !== undefined);
            if (!exit.cleanup.verified) {
                return settle_settle(context, {
                    kind: 'fail',
                    code: 'TEARDOWN_INCOMPLETE',
                    message: `cleanup of the worker's processes could not be verified (${exit.cleanup.survivors.length} still alive${exit.cleanup.error === undefined ? '' : `; ${exit.cleanup.error}`}); the workspace lease and the process lock are kept`,
                    cleanupVerified: false,
                    retain: true,
                    survivors: exit.cleanup.survivors,
                });
            }
            if (recorded !== undefined)
                return settle_settle(context, this.#fromRecorded(recorded, launch.launchId));
            if (this.#pending() !== null)
                return this.#settleRequest();
            if (exit.outputLimitExceeded) {
                return settle_settle(context, {
                    kind: 'fail',
                    code: 'OUTPUT_LIMIT',
                    message: 'the worker wrote more than 1000000 bytes to stdout and stderr; it was stopped and not restarted',
                    cleanupVerified: true,
                });
            }
            if (exit.spawnError !== undefined) {
                return settle_settle(context, {
                    kind: 'fail',
                    code: 'WORKER_ERROR',
                    message: `the worker could not be started: ${exit.spawnError.code}: ${exit.spawnError.message}`,
                    cleanupVerified: true,
                });
            }
            const restart = context.log.fold.restartCount + 1;
            if (restart > context.restart.maxRestarts) {
                return settle_settle(context, {
                    kind: 'fail',
                    code: 'RESTART_EXHAUSTED',
                    message: `the worker crashed and restart.maxRestarts (${context.restart.maxRestarts}) replacements were already used`,
                    cleanupVerified: true,
                });
            }
            const next = await this.#restart(restart);
            if (next !== undefined)
                return settle_settle(context, next);
            mode = mode.kind === 'resume' ? mode : { kind: 'run' };
        }
    }
    /** Snapshot, release, back off, re-acquire and verify. Returns a settlement when the run must settle instead. */
    async #restart(restart) {
        const context = this.#context;
        const saved = await saveRestartAnchor(context, restart);
        if (!saved.ok)
            return saved.settlement;
        this.#restartAnchor = saved.ref;
        const released = await releaseForBackoff(context);
        if (released !== undefined)
            return released;
        const delayMs = backoffDelay(restart, context.restart);
        await context.log.append(records/* runnerEventTypes */.AK.backoff, { restart, delayMs, until: new Date(Date.now() + delayMs).toISOString() });
        await this.#sleep(delayMs);
        if (this.#pending() !== null)
            return this.#requested();
        return reacquireAndVerify(context, saved);
    }
    async #recordedResult(launchId) {
        const fold = await this.#context.graph.refresh();
        return fold.workerResult?.launchId === launchId ? fold.workerResult.result : undefined;
    }
    async #recordExit(launch, exit, recorded) {
        await this.#context.log.append(recorded ? records/* runnerEventTypes */.AK.workerExited : records/* runnerEventTypes */.AK.workerCrashed, {
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
    async #settleRequest() {
        return settle_settle(this.#context, await this.#requested());
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
            pauses: (0,fold_graph/* openPauses */.Iu)(graph),
            anchor,
            ...(request.signal === undefined ? {} : { signal: request.signal }),
        };
    }
}

;// CONCATENATED MODULE: ./src/workspace/errors.ts
const workspaceErrorCodes = (/* unused pure expression or super */ null && ([
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


;// CONCATENATED MODULE: ./src/workspace/capture.ts
// Builds the anchor and content bundle from a scan of the working tree.


function anchorOf(root, scan) {
    const files = scan.files.map((item) => item.file);
    return { schemaVersion: 1, root, head: scan.head, fingerprint: workspaceFingerprint(scan.head, files), files };
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
        throw new WorkspaceError('WORKSPACE_CAPTURE', `changed and untracked files hold ${total} bytes, more than maxContentBytes (${maxContentBytes}); largest: ${largest.join(', ')}. ` +
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
    const parsed = workspaceAnchorSchema.safeParse(value);
    if (!parsed.success) {
        throw new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `workspace anchor is invalid: ${formatIssues(parsed.error)}`);
    }
    return parsed.data;
}
/**
 * Checks a content bundle against its (parsed) anchor: same fingerprint, exactly one entry
 * per file that is not deleted, same mode, and bytes whose length and SHA-256 match.
 * Returns the verified bytes by path.
 */
function parseWorkspaceContent(anchor, value) {
    const parsed = workspaceContentSchema.safeParse(value);
    if (!parsed.success) {
        throw new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `workspace content is invalid: ${formatIssues(parsed.error)}`);
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
        if (bytes.length !== file.bytes || sha256Digest(bytes) !== file.digest) {
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
    return new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `workspace content is invalid: ${detail}`);
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

// EXTERNAL MODULE: ./node_modules/execa/index.js + 132 modules
var execa = __webpack_require__(4434);
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
function runGit(cwd, args, options = {}) {
    spawned += 1;
    return gitCall(cwd, args, options);
}
async function gitCall(cwd, args, options) {
    const timeoutMs = options.timeoutMs ?? defaultGitTimeoutMs;
    const result = await (0,execa/* execa */.Ho)('git', ['-c', 'core.quotepath=off', ...args], {
        cwd,
        env: gitEnvironment(),
        extendEnv: false,
        input: options.input ?? '',
        encoding: 'buffer',
        stripFinalNewline: false,
        maxBuffer: { stdout: maxStdoutBytes, stderr: maxStderrBytes },
        timeout: timeoutMs,
        // git ignores SIGTERM only when wedged in the kernel; SIGKILL follows soon after.
        forceKillAfterDelay: 1000,
        ...(options.signal === undefined ? {} : { cancelSignal: options.signal }),
        reject: false,
        windowsHide: true,
    });
    const stderr = Buffer.from(result.stderr).toString('utf8');
    if (result.timedOut) {
        throw new WorkspaceError('WORKSPACE_CAPTURE', `git ${args[0] ?? ''} did not finish within ${timeoutMs} ms and was stopped (a hung git, or a lock held by another git)`, { cause: result });
    }
    if (result.isCanceled) {
        throw new WorkspaceError('WORKSPACE_CAPTURE', `git ${args[0] ?? ''} was stopped: the caller aborted`, {
            cause: options.signal?.reason,
        });
    }
    if (result.isMaxBuffer) {
        throw new GitCommandError(args, null, `output exceeded ${maxStdoutBytes} bytes`);
    }
    if (result.exitCode === undefined) {
        // Not started (git missing, cwd gone) or killed by a signal.
        throw new GitCommandError(args, null, stderr, result.cause ?? new Error(result.shortMessage));
    }
    const exitCode = result.exitCode;
    if (exitCode !== 0 && !(options.okExitCodes ?? []).includes(exitCode)) {
        throw new GitCommandError(args, exitCode, stderr);
    }
    return { stdout: Buffer.from(result.stdout), stderr, exitCode };
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

;// CONCATENATED MODULE: ./src/workspace/tree.ts
// Reads committed state: which paths differ between two commits, tree entries of
// a commit, and blob bytes. Used to compare workspaces across different HEADs.

// Keeps every argv well below the kernel's limits.
const pathsPerCall = 500;
/** True when `commit` names a commit object present in the local repository. */
async function hasCommit(root, commit) {
    const { exitCode } = await runGit(root, ['cat-file', '-e', `${commit}^{commit}`], { okExitCodes: [1, 128] });
    return exitCode === 0;
}
/** The empty tree's id in this repository's hash (what an unborn HEAD compares as). */
async function emptyTree(root) {
    const { stdout } = await runGit(root, ['hash-object', '-t', 'tree', '--stdin']);
    return stdout.toString('utf8').trim();
}
/** Paths whose committed file differs between two commits (null = unborn, an empty tree). */
async function pathsChangedBetween(root, from, to) {
    if (from === to)
        return [];
    const empty = from === null || to === null ? await emptyTree(root) : '';
    const { stdout } = await runGit(root, [
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
    return splitNul(stdout).filter((field) => field !== '');
}
/** Tree entries (regular files and symlinks) of `paths` in `commit`; a path the commit lacks is absent. */
async function readTreeEntries(root, commit, paths) {
    const entries = new Map();
    if (commit === null)
        return entries;
    for (let start = 0; start < paths.length; start += pathsPerCall) {
        const chunk = paths.slice(start, start + pathsPerCall).map((item) => `:(top,literal)${item}`);
        const { stdout } = await runGit(root, ['ls-tree', '-r', '-z', '--full-tree', commit, '--', ...chunk]);
        for (const record of splitNul(stdout)) {
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
    const { stdout } = await runGit(root, ['cat-file', '--batch'], { input: unique.map((id) => `${id}\n`).join('') });
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
    const betweenHeads = (await pathsChangedBetween(root, from.head, to.head)).filter((filePath) => !excludePaths.some((excluded) => isAtOrUnder(filePath, excluded)));
    const candidates = [...new Set([...from.listed.keys(), ...to.listed.keys(), ...betweenHeads])]
        .filter((filePath) => !sameListing(from.listed.get(filePath), to.listed.get(filePath)))
        .sort(comparePaths);
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

;// CONCATENATED MODULE: ./src/workspace/lease-record.ts
// The lease file's format: who holds the workspace of one repository.

const workspaceLeaseHolderSchema = schemas/* object */.Ikc({
    runId: schemas/* string */.YjP().min(1).max(200),
    pid: schemas/* number */.aig().int().positive(),
});
const workspaceLeaseRecordSchema = schemas/* object */.Ikc({
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
});
function describeHolder(record) {
    return `run ${JSON.stringify(record.runId)} (pid ${record.pid} on ${record.hostname}, since ${record.acquiredAt})`;
}

;// CONCATENATED MODULE: ./src/workspace/lease.ts
// One lease per repository: a lease file under a machine-local directory, created
// atomically (link of a complete temp file, so a reader never sees half a record)
// and removed only by the holder of its token — or, once, by a new holder when the old one is
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
    const parsedHolder = workspaceLeaseHolderSchema.safeParse(holder);
    if (!parsedHolder.success)
        throw new TypeError('lease holder needs { runId: non-empty string, pid: positive integer }');
    const identity = await (0,command_identity/* readProcessIdentity */.s)(parsedHolder.data.pid).catch(() => undefined);
    const boot = await bootId();
    const record = {
        schemaVersion: 1,
        root,
        token: (0,external_node_crypto_.randomUUID)(),
        ...parsedHolder.data,
        hostname: (0,external_node_os_.hostname)(),
        acquiredAt: new Date().toISOString(),
        ...(identity === undefined ? {} : { startedAt: identity.startedAt }),
        ...(boot === undefined ? {} : { bootId: boot }),
    };
    const leasePath = leaseFilePath(leaseDirectory, root);
    const temporary = `${leasePath}.${record.token}.tmp`;
    try {
        await (0,promises_.mkdir)(leaseDirectory, { recursive: true });
        await writeDurably(temporary, `${JSON.stringify(record)}\n`);
    }
    catch (error) {
        throw new WorkspaceError('WORKSPACE_LEASE', `cannot create the workspace lease in ${leaseDirectory}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    let cleared;
    try {
        await linkOrClearDead(temporary, leasePath, (dead) => (cleared = dead));
    }
    catch (error) {
        if (error.code !== 'EEXIST') {
            throw new WorkspaceError('WORKSPACE_LEASE', `cannot create the workspace lease ${leasePath}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
        }
        let current;
        try {
            current = await readLeaseFile(leasePath);
        }
        catch (readError) {
            throw new WorkspaceError('WORKSPACE_LEASE', `workspace ${root} is leased, but its lease file cannot be read (${(0,store_errors/* describeError */.Uc)(readError)}); remove ${leasePath} only if no run holds it`, { cause: readError });
        }
        if (current === null) {
            throw new WorkspaceError('WORKSPACE_LEASE', `workspace lease ${leasePath} for ${root} was released while being read; try again`);
        }
        throw new WorkspaceError('WORKSPACE_LEASE', `workspace ${root} is leased by ${describeHolder(current)}`, {
            holder: current,
        });
    }
    finally {
        await (0,promises_.unlink)(temporary).catch(() => { });
    }
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
    const parsed = workspaceLeaseRecordSchema.safeParse(value);
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
    const refuse = (detail, context = {}) => new WorkspaceError('WORKSPACE_RELEASE', `cannot release the workspace lease of ${root}: ${detail}`, context);
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

;// CONCATENATED MODULE: ./src/workspace/write.ts
// Writes and removes files under the root without ever following a symlink:
// every directory on the way is checked with lstat, and files are created with
// O_EXCL | O_NOFOLLOW after whatever was at the path is unlinked.





/** Creates missing parent directories of `relative`; refuses a parent that is a symlink or a file. */
async function prepareParents(root, relative, create) {
    const segments = relative.split('/').slice(0, -1);
    for (let count = 1; count <= segments.length; count += 1) {
        const prefix = segments.slice(0, count).join('/');
        const absolute = resolveInside(root, prefix);
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
            throw new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `restore refuses ${JSON.stringify(relative)}: ${JSON.stringify(prefix)} is ${what}, and restore never writes through one`);
        }
    }
    return true;
}
async function writeWorkspaceFile(root, relative, bytes, mode) {
    await prepareParents(root, relative, true);
    const absolute = resolveInside(root, relative);
    const existing = await (0,promises_.lstat)(absolute).catch(() => null);
    if (existing?.isDirectory() === true) {
        throw new WorkspaceError('WORKSPACE_DRIFT', `restore cannot write ${JSON.stringify(relative)}: a directory is in the way in this checkout`);
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
    const absolute = resolveInside(root, relative);
    const existing = await (0,promises_.lstat)(absolute).catch(() => null);
    if (existing === null || existing.isDirectory())
        return;
    await (0,promises_.unlink)(absolute);
    for (let parent = external_node_path_default().posix.dirname(relative); parent !== '.'; parent = external_node_path_default().posix.dirname(parent)) {
        try {
            await (0,promises_.rmdir)(resolveInside(root, parent));
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
    const excluded = anchor.files.find((file) => context.excludePaths.some((prefix) => isAtOrUnder(file.path, prefix)));
    if (excluded !== undefined) {
        throw new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `workspace anchor lists ${JSON.stringify(excluded.path)}, which is inside an excluded path; capture never records those`);
    }
    const before = await context.scan();
    if ((await context.drift(anchor, before)) === null)
        return; // already restored
    if (before.files.length > 0) {
        const own = compareStates({ head: before.head, files: [] }, anchorOf(root, before));
        throw new WorkspaceError('WORKSPACE_DRIFT', `restore needs a clean checkout, but ${root} has its own changes: ${driftMessage(own)}`, { drift: own });
    }
    if (before.head !== anchor.head)
        await checkOut(root, anchor.head, before.head);
    try {
        const files = [...anchor.files].sort((a, b) => comparePaths(a.path, b.path));
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
        if (error instanceof WorkspaceError)
            throw error;
        throw new WorkspaceError('WORKSPACE_DRIFT', `restore could not write the saved files into ${root}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    const after = await context.scan();
    const drift = await context.drift(anchor, after);
    if (drift !== null) {
        throw new WorkspaceError('WORKSPACE_DRIFT', `the restored workspace ${root} still differs from the anchor: ${driftMessage(drift)}`, { drift });
    }
}
async function checkOut(root, commit, current) {
    if (commit === null) {
        throw new WorkspaceError('WORKSPACE_DRIFT', `restore needs an unborn branch (the anchor was captured before the first commit), but ${root} is at ${current}`);
    }
    if (!(await hasCommit(root, commit))) {
        throw new WorkspaceError('WORKSPACE_DRIFT', `restore needs commit ${commit}, which ${root} does not have (it is at ${current ?? 'an unborn branch'}); fetch it first, e.g. actions/checkout with fetch-depth: 0`, { needsCommit: commit });
    }
    try {
        // Hooks are off: a checkout made by restore must not run repository code.
        await runGit(root, ['-c', 'core.hooksPath=/dev/null', 'checkout', '--quiet', '--detach', commit, '--']);
    }
    catch (error) {
        throw new WorkspaceError('WORKSPACE_DRIFT', `restore could not check out commit ${commit} in ${root}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error, needsCommit: commit });
    }
}

;// CONCATENATED MODULE: ./src/workspace/root.ts
// The provider's root must be the top level of a git work tree; anchors and
// leases are keyed by its real path.






async function resolveRepositoryRoot(root) {
    let real;
    try {
        real = await (0,promises_.realpath)(root);
    }
    catch (error) {
        throw new WorkspaceError('WORKSPACE_ROOT', `workspace root ${root} cannot be resolved: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
    let topLevel;
    try {
        const { stdout } = await runGit(real, ['rev-parse', '--show-toplevel']);
        topLevel = await (0,promises_.realpath)(stdout.toString('utf8').replace(/\n$/, ''));
    }
    catch (error) {
        throw new WorkspaceError('WORKSPACE_ROOT', `workspace root ${root} is not inside a git work tree: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    if (topLevel !== real) {
        throw new WorkspaceError('WORKSPACE_ROOT', `workspace root ${root} is not the top level of its git work tree (that is ${topLevel})`);
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
                    .find((candidate) => (0,paths/* isStrictlyInside */.Pe)(candidate)) ?? null;
            if (relative === null)
                continue;
        }
        const normalised = external_node_path_default().posix.normalize(relative.split((external_node_path_default()).sep).join('/')).replace(/\/+$/, '');
        const problem = relativePathProblem(normalised);
        if (problem !== null)
            throw new TypeError(`excludePaths: ${JSON.stringify(given)} ${problem}`);
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
    const fields = splitNul(output);
    let head = null;
    let sawHead = false;
    const entries = new Map();
    const ignored = [];
    const merge = (filePath, entry) => {
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
    };
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
    const pathspecs = excludePaths.map((excluded) => literalPathspec(excluded, true));
    // "matching" names an ignored directory once (without walking it) and ignored files one by one.
    const ignoredArguments = options.listIgnored === true ? ['--ignored=matching'] : [];
    const { stdout } = await runGit(root, [...statusArguments, ...ignoredArguments, '--', ...pathspecs]);
    const status = parseStatus(stdout);
    const candidates = [...status.entries]
        // A trailing "/" marks an untracked nested repository, which is not ours to snapshot.
        .filter(([filePath]) => !filePath.endsWith('/') && !excludePaths.some((excluded) => isAtOrUnder(filePath, excluded)))
        .sort(([a], [b]) => comparePaths(a, b));
    const scanned = await mapLimit(candidates, readConcurrency, ([filePath, entry]) => scanPath(root, filePath, entry));
    return {
        head: status.head,
        files: scanned.filter((item) => item !== null),
        ignored: status.ignored,
    };
}
async function scanPath(root, filePath, entry) {
    const present = await readWorktreeFile(resolveInside(root, filePath));
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
            digest: sha256Digest(present.bytes),
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
        return compareStates(expected, current);
    }
    const listed = new Map(expected.files.map((file) => [file.path, file]));
    const found = new Map(scan.files.map((item) => [item.file.path, item]));
    const betweenHeads = (await pathsChangedBetween(root, expected.head, scan.head)).filter((filePath) => !excludePaths.some((excluded) => isAtOrUnder(filePath, excluded)));
    const candidates = [...new Set([...listed.keys(), ...found.keys(), ...betweenHeads])].sort(comparePaths);
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
            : await readWorktreeFile(resolveInside(root, filePath));
        const anchored = listed.get(filePath);
        const tree = committed.get(filePath);
        const was = anchored !== undefined
            ? anchored.status === 'deleted'
                ? null
                : { mode: anchored.mode, same: (bytes) => sha256Digest(bytes) === anchored.digest }
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
/** The fingerprint, or null when it cannot vouch for the capture (racy entry, too many entries, an unreadable entry). */
function takeStatFingerprint(input) {
    const maxEntries = input.maxEntries ?? defaultMaxFingerprintEntries;
    const ignoredFiles = new Set(input.ignored.filter((item) => !item.endsWith('/')));
    const ignoredDirectories = new Set(input.ignored.filter((item) => item.endsWith('/')).map((item) => item.slice(0, -1)));
    const skipped = (relative) => ignoredFiles.has(relative) ||
        ignoredDirectories.has(relative) ||
        input.excludePaths.some((excluded) => isAtOrUnder(relative, excluded));
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
                    return null;
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



async function gitDirectories(root) {
    const { stdout } = await runGit(root, ['rev-parse', '--path-format=absolute', '--git-dir', '--git-common-dir']);
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
    // A ref name is checked like git does before it becomes a path: refs/… without "..".
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

;// CONCATENATED MODULE: ./src/workspace/unchanged/capture-since.ts
// Captures that carry a stat fingerprint (fingerprint.ts), and reuse of the previous capture
// when its fingerprint still holds: no git process while the workspace is unchanged.






function createCaptureSince(maxEntries) {
    const fingerprints = new WeakMap();
    let directories = null;
    return async (context, previous) => {
        const fingerprint = previous === undefined ? undefined : fingerprints.get(previous);
        if (previous !== undefined && fingerprint !== undefined && unchangedSince(fingerprint))
            return { capture: previous, reused: true, fingerprinted: true };
        // Without the git directories or the clock there is no fingerprint, only plain captures.
        directories ??= gitDirectories(context.root).catch(() => null);
        const gitDirs = await directories;
        const clock = gitDirs === null ? null : clockOf(gitDirs.gitDir, context.root);
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
            if (taken !== null)
                fingerprints.set(capture, taken);
            fingerprinted = taken !== null;
        }
        return { capture, reused: false, fingerprinted };
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
const optionsSchema = schemas/* object */.Ikc({
    root: schemas/* string */.YjP().min(1),
    excludePaths: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]),
    leaseDirectory: schemas/* string */.YjP().min(1),
    maxContentBytes: schemas/* number */.aig().int().nonnegative().default(defaultMaxContentBytes),
    /** Bound on the entries of a stat fingerprint (captureSince); past it captures always run git. */
    maxFingerprintEntries: schemas/* number */.aig().int().nonnegative().optional(),
});
/** Git and file-system failures while reading the workspace become WORKSPACE_CAPTURE. */
async function guard(root, task) {
    try {
        return await task();
    }
    catch (error) {
        if (isWorkspaceError(error))
            throw error;
        throw new WorkspaceError('WORKSPACE_CAPTURE', `cannot read the workspace ${root}: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
}
function createGitWorkspaceProvider(options) {
    const parsed = optionsSchema.safeParse(options);
    if (!parsed.success) {
        throw new TypeError(`createGitWorkspaceProvider: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    }
    const settings = parsed.data;
    let resolved = null;
    const repository = () => {
        resolved ??= resolveRepositoryRoot(settings.root).then((root) => ({ root, excludePaths: normaliseExcludePaths(settings.root, root, settings.excludePaths) }), (error) => {
            resolved = null; // a later call may find the repository (e.g. after a clone)
            throw error;
        });
        return resolved;
    };
    const scan = async () => {
        const { root, excludePaths } = await repository();
        return { root, scan: await guard(root, () => scanWorkspace(root, excludePaths)) };
    };
    const captureSince = createCaptureSince(settings.maxFingerprintEntries);
    return {
        root: settings.root,
        repositoryRoot: async () => (await repository()).root,
        async capture() {
            const current = await scan();
            return captureOf(current.root, current.scan, settings.maxContentBytes);
        },
        async captureSince(previous) {
            const { root, excludePaths } = await repository();
            return captureSince({ root, excludePaths, maxContentBytes: settings.maxContentBytes, guard: (task) => guard(root, task) }, previous);
        },
        async acquireLease(holder) {
            return acquireLease(settings.leaseDirectory, (await repository()).root, holder);
        },
        async readLease() {
            const { root } = await repository();
            try {
                return await readLeaseFile(leaseFilePath(settings.leaseDirectory, root));
            }
            catch (error) {
                throw new WorkspaceError('WORKSPACE_LEASE', `cannot read the workspace lease of ${root}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
            }
        },
        async releaseLease(token) {
            return releaseLease(settings.leaseDirectory, (await repository()).root, token);
        },
        async verify(anchor) {
            const expected = parseWorkspaceAnchor(anchor);
            const { excludePaths } = await repository();
            const current = await scan();
            return verificationOf(await guard(current.root, () => driftFrom(current.root, excludePaths, expected, current.scan)));
        },
        async restore(anchor, content) {
            const { root, excludePaths } = await repository();
            const context = {
                root,
                excludePaths,
                scan: async () => (await scan()).scan,
                drift: (expected, current) => driftFrom(root, excludePaths, expected, current),
            };
            await guard(root, () => restoreWorkspace(context, anchor, content));
        },
        async changedFilesBetween(before, after) {
            const { root, excludePaths } = await repository();
            return guard(root, () => changedFilesBetween(root, excludePaths, before, after));
        },
    };
}

;// CONCATENATED MODULE: ./src/runner/watchdog/workspace.ts
// The default workspace provider (git at runRoot, leaving out the store's own files and the
// scratch directory) and the paths the worker leaves out of change records.





/** Machine-wide (per user) so two stores driving one repository still exclude each other. */
function defaultLeaseDirectory() {
    const user = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
    return external_node_path_default().join(external_node_os_default().tmpdir(), `supervised-run-leases-${user}`);
}
/** Root-relative POSIX paths of the given directories that lie inside root. */
function insidePaths(root, directories) {
    const result = [];
    for (const directory of directories) {
        const relative = external_node_path_default().relative(root, external_node_path_default().resolve(directory));
        if ((0,paths/* isStrictlyInside */.Pe)(relative))
            result.push(relative.split((external_node_path_default()).sep).join('/'));
    }
    return result;
}
function defaultWorkspace(realRoot, excludePaths) {
    return createGitWorkspaceProvider({
        root: realRoot,
        excludePaths: [...excludePaths],
        leaseDirectory: defaultLeaseDirectory(),
    });
}
/** The provider must capture the same root as runRoot (WORKSPACE_ROOT otherwise). */
async function checkWorkspaceRoot(workspace, realRoot) {
    let root;
    try {
        root = await workspace.repositoryRoot();
    }
    catch (error) {
        throw new errors/* SupervisedRunError */.aL('WORKSPACE_ROOT', `the workspace provider has no usable root: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    if (root !== realRoot) {
        throw new errors/* SupervisedRunError */.aL('WORKSPACE_ROOT', `the workspace provider captures ${root}, not runRoot ${realRoot}`);
    }
}
/** Workspace errors keep their own code where the runner has it. */
function workspaceFailure(error, fallback, what) {
    if (isWorkspaceError(error)) {
        const code = error.code === 'WORKSPACE_ROOT' || error.code === 'WORKSPACE_LEASE' || error.code === 'WORKSPACE_CAPTURE'
            ? error.code
            : fallback;
        return new errors/* SupervisedRunError */.aL(code, `${what}: ${error.message}`, { cause: error });
    }
    return new errors/* SupervisedRunError */.aL(fallback, `${what}: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
}

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
    return insidePaths(realRoot, [await realOrSelf(storage.directory), await realOrSelf(scratchDirectory)]);
}
async function openSession(input) {
    const { storage, runId } = input;
    let workerEntry;
    try {
        workerEntry = resolveWorkerEntry(input.extras.workerEntry);
    }
    catch (error) {
        await input.lease?.release().catch(() => undefined);
        await input.lock.release().catch(() => undefined);
        throw error;
    }
    let log;
    try {
        await (0,promises_.mkdir)(input.scratchDirectory, { recursive: true, mode: 0o700 });
        log = await storage.openEventLog(runId, 'runner', input.runner.cursor);
    }
    catch (error) {
        await input.lease?.release().catch(() => undefined);
        await input.lock.release().catch(() => undefined);
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the runner log of run ${runId} cannot be opened: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    const environment = snapshotEnvironment(input.environmentVariables);
    const secrets = [...storage.knownSecrets, ...listedValues(input.environmentVariables, environment)];
    const runnerLog = new RunnerLog(log, input.runner.fold, input.session, secrets, input.extras.onEvent);
    const offMachine = input.extras.offMachine === undefined
        ? null
        : new OffMachineCoordinator(input.extras.offMachine, storage.runDirectory(runId));
    // The watchdog's own appends wait while a save copies the store.
    if (offMachine !== null)
        runnerLog.beforeAppend = () => offMachine.idle();
    try {
        await runnerLog.append(records/* runnerEventTypes */.AK.sessionStarted, input.sessionRecord);
        for (const record of input.extraRecords)
            await runnerLog.append(record.type, record.data);
    }
    catch (error) {
        await log.close().catch(() => undefined);
        await input.lease?.release().catch(() => undefined);
        await input.lock.release().catch(() => undefined);
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the session record of run ${runId} cannot be appended: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    const follower = await startFollower(storage, runId, input.extras.onOutput);
    const supervisor = new Supervisor({
        storage,
        runId,
        definition: input.definition,
        log: runnerLog,
        graph: new GraphView(storage, runId, input.extras.onEvent, input.graph),
        lock: input.lock,
        lease: input.lease,
        workspace: input.workspace,
        realRoot: input.realRoot,
        scratchDirectory: input.scratchDirectory,
        restart: input.restart,
        teardownGraceMs: input.teardownGraceMs,
        environment,
        redact: secrets,
        workerEntry,
        compileCache: await compileCacheDirectory(),
        storageParams: {
            directory: storage.directory,
            namespace: storage.namespace,
            policy: { ...storage.policy },
            knownSecrets: [...storage.knownSecrets],
        },
        changes: {
            enabled: input.definition.recordChanges !== false,
            excludePaths: await ownPaths(input.realRoot, storage, input.scratchDirectory),
        },
        mode: input.mode,
        onEvent: input.extras.onEvent,
        offMachine,
    });
    const handle = supervisedHandle(storage, runId, supervisor, input.extras.handleSignals === true);
    if (follower === undefined)
        return handle;
    // The last lines reach the listener before the result does.
    const done = handle.done.finally(() => follower.stop());
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
    const follower = new OutputFollower(storage, runId, onOutput);
    await follower.start();
    return follower;
}

// EXTERNAL MODULE: ./src/runner/records/storage.ts
var records_storage = __webpack_require__(35382);
;// CONCATENATED MODULE: ./src/runner/lifecycle/start.ts
// startSupervisedRun: validate options (INVALID_OPTIONS, nothing written), install the signal
// listeners when asked (handleSignals: a signal before the definition is written ends the call with
// INTERRUPTED and nothing stored; after it, the run settles as interrupted), resolve the host
// (HOST_MODULE), preflight storage and workspace capture (nothing written on failure), take the
// process lock (PROCESS_LOCKED) and the workspace lease (WORKSPACE_LEASE), publish the
// definition (RUN_STORAGE), then supervise the first worker.














async function storedHost(realRoot, host) {
    if (host.kind === 'builtin')
        return { kind: 'builtin', name: host.name, ...(host.config === undefined ? {} : { config: host.config }) };
    const resolved = await resolveHostModule(realRoot, host.module);
    return { kind: 'module', path: resolved.relative, digest: resolved.digest };
}
async function acquireLock(storage, runId) {
    try {
        return await storage.acquireProcessLock(runId);
    }
    catch (error) {
        if ((0,store_errors/* isStorageError */.El)(error, 'PROCESS_LOCKED')) {
            throw new errors/* SupervisedRunError */.aL('PROCESS_LOCKED', error.message, {
                cause: error,
                ...(error.holder === undefined ? {} : { details: { holder: error.holder } }),
            });
        }
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the process lock of run ${runId} cannot be taken: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}
async function start_acquireLease(workspace, runId) {
    try {
        return await workspace.acquireLease({ runId, pid: process.pid });
    }
    catch (error) {
        throw workspaceFailure(error, 'WORKSPACE_LEASE', 'the workspace lease cannot be taken');
    }
}
async function start_startSupervisedRun(options) {
    const { parsed, extras } = (0,options_options/* parseSupervisedRunOptions */.$g)(options);
    resolveWorkerEntry(extras.workerEntry); // INVALID_OPTIONS before anything is written
    // Before the first await: from here a signal never takes the default action (ending the process).
    const signals = extras.handleSignals === true ? SignalGate.install() : null;
    try {
        return await startWith(parsed, extras, signals);
    }
    catch (error) {
        signals?.dispose(); // no session took them over
        throw error;
    }
}
async function startWith(parsed, extras, signals) {
    const realRoot = await realRunRoot(parsed.runRoot);
    const host = await storedHost(realRoot, parsed.host);
    const storage = await (0,records_storage/* openStorage */.G)(parsed.storage);
    const runId = parsed.definition.runId;
    if (signals !== null)
        holdSignalsFor(storage, signals);
    const scratchDirectory = parsed.scratchDirectory === undefined ? defaultScratch(storage, runId) : external_node_path_default().resolve(parsed.scratchDirectory);
    const workspace = extras.workspace ?? defaultWorkspace(realRoot, await ownPaths(realRoot, storage, scratchDirectory));
    await checkWorkspaceRoot(workspace, realRoot);
    try {
        await workspace.capture();
    }
    catch (error) {
        throw workspaceFailure(error, 'WORKSPACE_CAPTURE', 'the workspace cannot be captured');
    }
    refuseIfSignalled(signals, runId);
    // The lock comes first: a second watchdog for a run in progress gets PROCESS_LOCKED.
    const lock = await acquireLock(storage, runId);
    let lease;
    try {
        const exists = await storage.readDefinition(runId).then((value) => value !== undefined, (error) => {
            throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the store cannot be read: ${(0,store_errors/* describeError */.Uc)(error)}`, {
                cause: error,
            });
        });
        if (exists)
            throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `run ${JSON.stringify(runId)} already exists in the store; continue it with resumeSupervisedRun`);
        lease = await start_acquireLease(workspace, runId);
    }
    catch (error) {
        await lock.release().catch(() => undefined);
        throw error;
    }
    try {
        refuseIfSignalled(signals, runId); // the last moment at which nothing was written
    }
    catch (error) {
        await lease.release().catch(() => undefined);
        await lock.release().catch(() => undefined);
        throw error;
    }
    const definition = {
        schemaVersion: 1,
        kind: 'supervised-run',
        runId,
        namespace: storage.namespace,
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
    try {
        await storage.writeDefinition(runId, (0,records_definition/* definitionToJson */.LG)(definition));
    }
    catch (error) {
        await lease.release().catch(() => undefined);
        await lock.release().catch(() => undefined);
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `the run definition cannot be stored: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
    return openSession({
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
        },
        extraRecords: lease.cleared === undefined ? [] : [(0,records/* leaseClearedData */.jA)(lease.cleared)],
        lock,
        lease,
        workspace,
        realRoot,
        scratchDirectory,
        restart: parsed.restart,
        teardownGraceMs: parsed.teardownGraceMs,
        environmentVariables: parsed.environmentVariables,
        mode: { kind: 'run' },
        extras,
        runner: { fold: (0,state/* initialRunnerFold */.OJ)(definition.createdAt) },
    });
}

;// CONCATENATED MODULE: ./src/runner/lifecycle/restore-workspace.ts
// Rebuilding a paused run's workspace on a fresh checkout (a CI resume on a new machine): find the
// anchor the settled pause (or interruption) saved, and restore its commit and file content
// before resumeSupervisedRun verifies the workspace against that same anchor. Both adapters need
// it (the Action before every resume, the CLI on request).










const restore_workspace_storedCaptureSchema = schemas/* object */.Ikc({ anchor: workspaceAnchorSchema, content: workspaceContentSchema });
/**
 * The provider the runner would use for a run rooted at `runRoot` with this store: git at the
 * real runRoot, leaving out the store and scratch directories when they lie inside it.
 */
async function pausedRunWorkspace(storage, runId, runRoot, scratchDirectory) {
    const realRoot = await realRunRoot(runRoot);
    const scratch = scratchDirectory === undefined ? defaultScratch(storage, runId) : external_node_path_default().resolve(scratchDirectory);
    return defaultWorkspace(realRoot, await ownPaths(realRoot, storage, scratch));
}
async function loadCapture(storage, runId, reference) {
    const ref = contract/* artifactRefSchema */.TK.safeParse(reference);
    if (!ref.success)
        throw new errors/* SupervisedRunError */.aL('WORKSPACE_ANCHOR_INVALID', 'the settled record names a malformed workspace snapshot reference');
    let value;
    try {
        value = JSON.parse((await storage.artifacts(runId).get(ref.data)).toString('utf8'));
    }
    catch (error) {
        const missing = typeof error === 'object' && error !== null && error.code === 'ARTIFACT_NOT_FOUND';
        throw new errors/* SupervisedRunError */.aL(missing ? 'WORKSPACE_ANCHOR_MISSING' : 'WORKSPACE_ANCHOR_INVALID', `the saved workspace snapshot ${ref.data.digest} cannot be read: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
    const parsed = restore_workspace_storedCaptureSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* SupervisedRunError */.aL('WORKSPACE_ANCHOR_INVALID', `the saved workspace snapshot is invalid: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    return parsed.data;
}
/**
 * Restores the workspace from the anchor of the run's settled pause or interruption.
 * WORKSPACE_DRIFT (details.needsCommit when a commit is missing) when it cannot be done:
 * the checkout has its own changes, lacks the anchor's commit, or still differs afterwards.
 */
async function restorePausedWorkspace(storage, runId, provider) {
    const folded = await (0,read/* foldStoredRun */.om)(storage, runId, { useCheckpoint: false });
    const reference = (0,fold_runner/* settledField */.C9)(folded.runner.settled, 'anchor');
    if (reference === undefined || reference === null)
        return { outcome: 'no-anchor', head: null, files: 0 };
    const { anchor, content } = await loadCapture(storage, runId, reference);
    const summary = { head: anchor.head, files: anchor.files.length };
    try {
        if ((await provider.verify(anchor)).equal)
            return { outcome: 'unchanged', ...summary };
        await provider.restore(anchor, content);
    }
    catch (error) {
        if (isWorkspaceError(error)) {
            const needsCommit = error.needsCommit;
            throw new errors/* SupervisedRunError */.aL(error.code === 'WORKSPACE_ANCHOR_INVALID' ? 'WORKSPACE_ANCHOR_INVALID' : 'WORKSPACE_DRIFT', `the workspace cannot be rebuilt from the pause snapshot: ${error.message}`, {
                cause: error,
                details: { ...(needsCommit === undefined ? {} : { needsCommit }), head: anchor.head },
            });
        }
        throw new errors/* SupervisedRunError */.aL('WORKSPACE_CAPTURE', `the workspace cannot be rebuilt from the pause snapshot: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error, details: { head: anchor.head } });
    }
    return { outcome: 'restored', ...summary };
}

// EXTERNAL MODULE: ./src/runner/lifecycle/reopen.ts
var reopen = __webpack_require__(80624);
// EXTERNAL MODULE: ./src/runner/records/stored-run.ts
var stored_run = __webpack_require__(57436);
// EXTERNAL MODULE: ./src/runner/status/observe.ts
var observe = __webpack_require__(24961);
;// CONCATENATED MODULE: ./src/runner/lifecycle/takeover.ts




async function takeLockFrom(storage, runId) {
    const holder = (await storage.readProcessLock(runId)) ?? null;
    if (holder === null)
        return null;
    const alive = await (0,observe/* isHolderAlive */.k5)(holder);
    if (alive !== false) {
        throw new errors/* SupervisedRunError */.aL('PROCESS_LOCKED', alive === true
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
    if (holder === null || settled === null || (0,fold_runner/* settledField */.C9)(settled, 'cleanupVerified') !== true)
        return null;
    if (typeof sessionLockToken !== 'string' || sessionLockToken !== holder.token)
        return null;
    if ((await (0,observe/* isHolderAlive */.k5)(holder)) !== false)
        return null;
    await storage.breakProcessLock(runId, holder.token);
    return holder;
}
/** The dead session's lease on this repository, if its holder (same run, this host) is gone. */
async function takeLease(workspace, runId) {
    const record = await workspace.readLease().catch(() => null);
    if (record === null || record.runId !== runId)
        return false;
    const alive = await (0,observe/* isHolderAlive */.k5)({
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
async function stopLeftovers(folded, graceMs) {
    const worker = folded.runner.worker;
    if (worker === null)
        return [];
    const report = await stopOwnedProcessTree({
        observed: worker.identity === null ? [] : [worker.identity],
        ownerId: worker.ownerId,
        graceMs,
    });
    if (!report.verified) {
        throw new errors/* SupervisedRunError */.aL('TEARDOWN_INCOMPLETE', `processes of the dead session's worker survive cleanup (${report.survivors.map((p) => p.pid).join(', ')}); not taking over`, {
            details: { survivors: report.survivors },
        });
    }
    return report.stopped;
}

;// CONCATENATED MODULE: ./src/runner/lifecycle/resume.ts
// resumeSupervisedRun: reopen exactly one recorded graph pause (position), or continue an
// interrupted or drift-paused run (no position: runner:adopted, then as after a crash), or take
// over an orphaned run (explicit `takeover`, recorded). Definition, host and limits come from the
// stored run. Preflight (store verification, lock, anchor, lease, workspace verification) spends no
// budget; workspace evidence failures resolve `done` to a pause and leave the run as it was.






















const positionList = (positions) => positions.length === 0 ? 'none' : positions.map((p) => JSON.stringify(p)).join(', ');
function plan(folded, options, form) {
    const { runId } = options;
    if (options.retryFailed !== undefined)
        return { kind: 'reopen', reopen: (0,reopen/* planReopen */.HC)(folded, runId, form, options.retryFailed) };
    const settled = folded.runner.settled;
    const pauses = (0,fold_graph/* openPauses */.Iu)(folded.graph);
    if (settled !== null && records/* terminalTypes */.e5.has(settled.type)) {
        throw new errors/* SupervisedRunError */.aL('RUN_NOT_PAUSED', `run ${runId} has ended (${settled.type}); there is nothing to resume`);
    }
    let mode = { kind: 'run' };
    if (options.position !== undefined) {
        const pause = pauses.find((candidate) => candidate.position === options.position);
        if (pause === undefined) {
            throw new errors/* SupervisedRunError */.aL('RESUME_POSITION', `position ${JSON.stringify(options.position)} of run ${runId} is not a recorded pause; paused positions: ${positionList(pauses.map((p) => p.position))}`);
        }
        const pauseKind = (0,state/* occurrenceAt */.d_)(folded.graph, pause.position)?.pause?.pauseKind;
        if (options.decision !== undefined && pauseKind !== 'reconcile-attempt') {
            throw new errors/* SupervisedRunError */.aL('RESUME_DECISION', `a decision answers a reconcile-attempt pause; position ${JSON.stringify(pause.position)} is a ${pauseKind ?? 'graph'} pause`);
        }
        if (options.raiseBudget !== undefined)
            checkRaise(options.raiseBudget, pause, pauseKind);
        mode = {
            kind: 'resume',
            position: pause.position,
            pauseEventId: pause.eventId,
            ...(options.decision === undefined ? {} : { decision: options.decision }),
            ...(options.raiseBudget === undefined ? {} : { raiseBudget: options.raiseBudget }),
        };
    }
    if (settled === null) {
        if (options.takeover === undefined) {
            throw new errors/* SupervisedRunError */.aL('RUN_NOT_PAUSED', `run ${runId} has no settled pause: its watchdog stopped without recording one (status phase "orphaned"); continue it only with an explicit takeover { reason, by }`);
        }
        return { kind: 'takeover', mode };
    }
    if (mode.kind === 'resume')
        return { kind: 'resume', mode };
    if (settled.type === records/* runnerEventTypes */.AK.interrupted)
        return { kind: 'continue', from: 'interrupted' };
    // Runner-level pauses (no graph pause to name) continue like an interrupted run.
    const code = (0,fold_runner/* settledField */.C9)(settled, 'code');
    if (code === 'WORKSPACE_DRIFT' || code === 'WORKSPACE_LEASE')
        return { kind: 'continue', from: 'paused' };
    throw new errors/* SupervisedRunError */.aL('RESUME_POSITION', `run ${runId} is paused; pass the position of one recorded pause: ${positionList(pauses.map((p) => p.position))}`);
}
/** Records a refused resume (the run stays as it was) and releases the lock. */
async function refuse(storage, runId, folded, release, code, reason, position) {
    try {
        const log = await storage.openEventLog(runId, 'runner', folded.cursors.runner);
        try {
            await log.append([
                {
                    type: records/* runnerEventTypes */.AK.resumeRefused,
                    session: Math.max(1, folded.runner.session),
                    data: { code, reason, ...(position === undefined ? {} : { position }) },
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
    const settledPositions = (0,fold_runner/* settledField */.C9)(folded.runner.settled, 'positions');
    const pauses = (0,fold_graph/* openPauses */.Iu)(folded.graph);
    return settledHandle(storage, runId, {
        kind: 'pause',
        code,
        reason,
        positions: Array.isArray(settledPositions)
            ? settledPositions.filter((p) => typeof p === 'string')
            : pauses.map((p) => p.position),
        pauses,
    });
}
/**
 * Folds both logs from the start, which verifies every record's checksum and the hash chain (the
 * definition was verified against its digest when loaded). A restored store is untrusted and a status
 * checkpoint or a cursor vouches for nothing below it, so nothing is locked, leased or launched
 * before the whole run verifies; a corrupt store is refused as RUN_STORAGE with the store's error.
 */
async function verifyStoredRun(storage, runId) {
    try {
        return await (0,read/* foldStoredRun */.om)(storage, runId, { useCheckpoint: false });
    }
    catch (error) {
        if ((0,errors/* isSupervisedRunError */.G9)(error))
            throw error;
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `run ${runId} cannot be resumed: the stored run does not verify: ${(0,store_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}
async function resume_resumeSupervisedRun(options) {
    const { parsed, extras } = (0,options_options/* parseResumeSupervisedRunOptions */.Yh)(options);
    resolveWorkerEntry(extras.workerEntry); // INVALID_OPTIONS before anything is written
    // Before the first await: from here a signal never takes the default action (ending the process
    // with the lock held); a session takes the held signal over, every other way out disposes it.
    const signals = extras.handleSignals === true ? SignalGate.install() : null;
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
    const realRoot = await realRunRoot(parsed.runRoot);
    const storage = await (0,records_storage/* openStorage */.G)(parsed.storage);
    if (signals !== null)
        holdSignalsFor(storage, signals);
    const { runId } = parsed;
    const { definition } = await (0,stored_run/* loadDefinition */.y)(storage, runId);
    const verified = await verifyStoredRun(storage, runId);
    await checkStoredHost(realRoot, definition.host);
    const restart = { ...definition.restart };
    for (const [key, value] of Object.entries(parsed.restart ?? {}))
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an optional key given as undefined
        if (value !== undefined)
            restart[key] = value;
    (0,options_options/* checkBackoff */.ts)(restart);
    const teardownGraceMs = parsed.teardownGraceMs ?? definition.teardownGraceMs;
    const scratchDirectory = parsed.scratchDirectory === undefined ? defaultScratch(storage, runId) : external_node_path_default().resolve(parsed.scratchDirectory);
    const workspace = extras.workspace ?? defaultWorkspace(realRoot, await ownPaths(realRoot, storage, scratchDirectory));
    await checkWorkspaceRoot(workspace, realRoot);
    refuseIfSignalled(signals, runId);
    const previousHolder = parsed.takeover === undefined ? null : await takeLockFrom(storage, runId);
    const clearedLock = parsed.takeover === undefined ? await clearSettledSessionLock(storage, runId, verified) : null;
    const lock = await acquireLock(storage, runId);
    let lease = null;
    const release = async () => {
        await lease?.release().catch(() => undefined);
        await lock.release().catch(() => undefined);
    };
    try {
        // Continues the verified fold with whatever was appended before the lock was ours.
        let folded = await (0,read/* foldStoredRun */.om)(storage, runId, { after: verified });
        const decided = plan(folded, parsed, definition.graphDefinition.form);
        const lastActivityAt = [folded.runner.lastEventAt, folded.graph.lastEventAt]
            .filter((at) => at !== null)
            .sort()
            .at(-1) ?? null;
        const budget = decided.kind === 'takeover' && lastActivityAt !== null
            ? (0,status_budget/* closeBudget */.Iu)(folded.runner.budget, lastActivityAt)
            : folded.runner.budget;
        const exhausted = (0,status_budget/* remainingAt */.Mc)(budget, definition.limits.timeoutMs, Date.now()) === 0;
        let anchor;
        // A failed run saved no pause snapshot: a reopened one runs in the workspace as it is.
        if (!exhausted && decided.kind !== 'takeover' && decided.kind !== 'reopen') {
            try {
                anchor = await loadAnchor(storage, runId, (0,fold_runner/* settledField */.C9)(folded.runner.settled, 'anchor'));
            }
            catch (error) {
                if ((0,errors/* isSupervisedRunError */.G9)(error, 'WORKSPACE_ANCHOR_MISSING') ||
                    (0,errors/* isSupervisedRunError */.G9)(error, 'WORKSPACE_ANCHOR_INVALID')) {
                    return {
                        handle: await refuse(storage, runId, folded, release, error.code, error.message, parsed.position),
                        attachedSignals: false,
                    };
                }
                throw error;
            }
        }
        let stoppedProcesses = [];
        let brokeLease = false;
        if (!exhausted) {
            if (decided.kind === 'takeover') {
                stoppedProcesses = await stopLeftovers(folded, teardownGraceMs);
                brokeLease = await takeLease(workspace, runId);
            }
            lease = await start_acquireLease(workspace, runId);
            if (anchor !== undefined) {
                let verification;
                try {
                    verification = await workspace.verify(anchor);
                }
                catch (error) {
                    throw workspaceFailure(error, 'WORKSPACE_CAPTURE', 'the workspace cannot be verified against the pause snapshot');
                }
                if (!verification.equal) {
                    return {
                        handle: await refuse(storage, runId, folded, release, 'WORKSPACE_DRIFT', `the workspace differs from the snapshot saved at the pause: ${driftMessage(verification.drift)}`, parsed.position),
                        attachedSignals: false,
                    };
                }
            }
        }
        const session = Math.max(folded.runner.session, folded.graph.session) + 1;
        const extraRecords = [];
        if (clearedLock !== null) {
            const { pid, hostname, acquiredAt } = clearedLock;
            extraRecords.push({
                type: records/* runnerEventTypes */.AK.lockCleared,
                data: { holder: { pid, hostname, acquiredAt }, settledSession: verified.runner.session },
            });
        }
        if (lease?.cleared !== undefined)
            extraRecords.push((0,records/* leaseClearedData */.jA)(lease.cleared));
        if (decided.kind === 'continue')
            extraRecords.push({ type: records/* runnerEventTypes */.AK.adopted, data: { from: decided.from } });
        if (decided.kind === 'reopen') {
            const { by, reason, code, nodes } = decided.reopen;
            extraRecords.push({ type: records/* runnerEventTypes */.AK.adopted, data: { from: 'failed', reopen: { by, reason, code, nodes } } });
        }
        if (decided.kind === 'takeover') {
            const takeover = parsed.takeover;
            extraRecords.push({
                type: records/* runnerEventTypes */.AK.adopted,
                data: {
                    from: 'orphaned',
                    takeover: {
                        reason: takeover.reason,
                        by: takeover.by,
                        previousHolder,
                        lastActivityAt,
                        stoppedProcesses,
                        brokeLease,
                    },
                },
            });
        }
        const mode = decided.kind === 'continue' || decided.kind === 'reopen' ? { kind: 'run' } : decided.mode;
        refuseIfSignalled(signals, runId); // the last moment at which nothing was written
        if (decided.kind === 'reopen') {
            // Written before the session record: a crash in between leaves the run failed, and a
            // second retry names the same nodes again (the form folds the record idempotently).
            await (0,reopen/* recordReopen */.rJ)(storage, runId, folded, decided.reopen, session);
            folded = await (0,read/* foldStoredRun */.om)(storage, runId, { after: folded });
        }
        const handle = await openSession({
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
                restart,
                teardownGraceMs,
                lockToken: lock.token,
            },
            extraRecords,
            lock,
            lease,
            workspace,
            realRoot,
            scratchDirectory,
            restart,
            teardownGraceMs,
            environmentVariables: parsed.environmentVariables,
            mode,
            extras,
            runner: { fold: folded.runner, cursor: folded.cursors.runner },
            graph: { fold: folded.graph, cursor: folded.cursors.graph },
        });
        return { handle, attachedSignals: true };
    }
    catch (error) {
        await release();
        if ((0,errors/* isSupervisedRunError */.G9)(error))
            throw error;
        throw new errors/* SupervisedRunError */.aL('RUN_STORAGE', `run ${runId} cannot be resumed: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
}
/** A raise answers a budget pause and only goes up from the limit that pause recorded. */
function checkRaise(raise, pause, pauseKind) {
    if (pauseKind !== 'budget') {
        throw new errors/* SupervisedRunError */.aL('RESUME_BUDGET', `raiseBudget answers a budget pause; position ${JSON.stringify(pause.position)} is a ${pauseKind ?? 'graph'} pause`);
    }
    const limit = pause.request?.limit ?? {};
    if (raise.usd === undefined && raise.tokens === undefined)
        throw new errors/* SupervisedRunError */.aL('RESUME_BUDGET', 'raiseBudget needs usd and/or tokens (a higher limit)');
    for (const field of ['usd', 'tokens']) {
        const value = raise[field];
        const current = limit[field];
        if (value !== undefined && current !== undefined && value <= current) {
            throw new errors/* SupervisedRunError */.aL('RESUME_BUDGET', `raiseBudget.${field} must be more than the current limit ${current} (got ${value}); a budget only goes up`);
        }
    }
}

// EXTERNAL MODULE: ./src/store/local-storage.ts + 6 modules
var local_storage = __webpack_require__(54385);
;// CONCATENATED MODULE: ./src/declarative/errors.ts
// The declarative layer's one error class (DESIGN.md section 9). Graph-file problems carry a list of
// issues, each naming the path inside the file (`nodes.review.needs[0]: unknown node "tset"`).
const declarativeErrorCodes = (/* unused pure expression or super */ null && ([
    /** The graph file (or document) is not a valid graph: see `issues`. */
    'INVALID_GRAPH',
    /** Caller inputs do not match the inputs the file declares. */
    'INVALID_INPUTS',
    /** The graph file could not be read. */
    'GRAPH_FILE',
    /** A stored host config (the run definition's `host.config`) is not one this layer wrote. */
    'INVALID_HOST_CONFIG',
    /** A command node exited non-zero, timed out, overflowed its output bound or could not start. */
    'COMMAND_FAILED',
]));
function formatIssue(issue) {
    return issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`;
}
class DeclarativeError extends Error {
    name = 'DeclarativeError';
    code;
    issues;
    /** Facts of a failed command (exitCode, signal, timedOut): recorded with the failure, read by retry policies. */
    details;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.issues = options.issues ?? [];
        this.details = options.details;
    }
}
/** An INVALID_GRAPH (or INVALID_INPUTS) error whose message lists every issue, one per line. */
function issuesError(code, source, issues) {
    const what = code === 'INVALID_GRAPH' ? `${source} is not a valid graph` : `inputs do not match ${source}`;
    const lines = issues.map((issue) => {
        const at = issue.line === undefined
            ? ''
            : ` (line ${issue.line}${issue.column === undefined ? '' : `, column ${issue.column}`})`;
        return `  ${formatIssue(issue)}${at}`;
    });
    return new DeclarativeError(code, `${what}:\n${lines.join('\n')}`, { issues });
}
function isDeclarativeError(value) {
    return value instanceof DeclarativeError;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/declarative/document/paths.ts
// Paths inside a graph file as users read them: `nodes.review.needs[0]`, or `nodes["a.b"]` for a key
// that is not a plain name.
const plainKey = /^[A-Za-z0-9_-]+$/;
function formatPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else if (plainKey.test(part))
            out += out === '' ? part : `.${part}`;
        else
            out += `[${JSON.stringify(part)}]`;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/declarative/document/parse-text.ts
// Graph file text (YAML, or JSON, which YAML 1.2 reads too) -> a plain value, plus a locator that
// maps a path inside the document back to its line and column for error messages.



/** Plain YAML values cannot contain ": " — the most common surprise with command strings. */
const hints = {
    BLOCK_AS_IMPLICIT_KEY: ' (a value containing ": " must be quoted, or written as a list such as [node, -e, "..."])',
};
/** yaml's message without its own position and code excerpt (the issue carries line and column). */
function firstLine(message) {
    return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
/** Aliases expand into copies; a bound keeps a small file from expanding into a huge value. */
const maxAliasCount = 100;
function parseGraphText(text, source) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
    if (doc.errors.length > 0) {
        const issues = doc.errors.map((error) => {
            const pos = error.linePos?.[0] ?? lineCounter.linePos(error.pos[0]);
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- linePos answers undefined for an offset past the text, whatever its type says
            const where = pos === undefined ? '' : ` at line ${pos.line}, column ${pos.col}`;
            return {
                path: '',
                message: `YAML syntax error${where}: ${firstLine(error.message)}${hints[error.code] ?? ''}`,
                // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as above
                ...(pos === undefined ? {} : { line: pos.line, column: pos.col }),
            };
        });
        throw new DeclarativeError('INVALID_GRAPH', `${source} is not valid YAML or JSON:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`, {
            issues,
        });
    }
    let value;
    try {
        value = doc.toJS({ maxAliasCount });
    }
    catch (error) {
        const issue = { path: '', message: `cannot be read: ${error.message}` };
        throw new DeclarativeError('INVALID_GRAPH', `${source} ${issue.message}`, { issues: [issue], cause: error });
    }
    const locate = (path) => {
        for (let length = path.length; length >= 0; length -= 1) {
            const node = doc.getIn(path.slice(0, length), true);
            if ((0,dist/* isNode */.Ll)(node) && node.range !== undefined && node.range !== null) {
                const pos = lineCounter.linePos(node.range[0]);
                return { line: pos.line, column: pos.col };
            }
        }
        return undefined;
    };
    return { value, locate };
}
/** Formats raw issues, with line and column when a locator knows them. */
function locateIssues(issues, locate) {
    const located = issues.map((issue) => {
        const pos = locate?.(issue.path);
        return { path: formatPath(issue.path), message: issue.message, ...(pos === undefined ? {} : pos) };
    });
    // In file order when every issue has a position (a stable sort keeps same-place issues in check order).
    if (located.every((issue) => issue.line !== undefined)) {
        located.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
    }
    return located;
}

// EXTERNAL MODULE: ./src/runner/options/option-values.ts
var option_values = __webpack_require__(23261);
;// CONCATENATED MODULE: ./src/declarative/duration.ts
// Durations in graph files use the one grammar of the Action inputs and CLI flags (the runner's
// readDuration: 500ms, 30s, 10m, 2h, 1h30m; units largest first, each once). A bare number is refused:
// graph files used to read it as milliseconds, which `timeout: 600` rarely means.


const durationHint = option_values/* durationAccepts */.MQ;
/** Milliseconds, or undefined when `value` is not a valid positive duration. */
function parseDuration(value) {
    if (typeof value !== 'string')
        return undefined;
    const read = (0,option_values/* readDuration */.$7)(value.trim());
    return read.ok && read.value > 0 ? read.value : undefined;
}
/** Why `value` is not a duration, with a suggestion for a bare number ("write 600ms or 10m"). */
function durationProblem(value) {
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) {
        return `must be a duration with a unit, got the bare number ${value}: write ${value}ms for milliseconds or ${secondsText(value)} for seconds`;
    }
    return `must be ${durationHint}, at most ${option_values/* maxDurationMs */.pS} ms; got ${JSON.stringify(value)}`;
}
/** `n` seconds in the largest units that divide it: 600 -> 10m, 5400 -> 1h30m. */
function secondsText(seconds) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = seconds % 60;
    return `${h > 0 ? `${h}h` : ''}${m > 0 ? `${m}m` : ''}${s > 0 ? `${s}s` : ''}`;
}

;// CONCATENATED MODULE: ./src/declarative/document/schema.ts
// The graph file as written (YAML or JSON), validated with strict objects: an unknown key is an
// error, so a typo (`retry_safe`, `need`) never silently changes what runs. Cross-field rules
// (needs, cycles, engine references, templates) are checked afterwards in compile/check-*.ts.




const namePattern = /^[A-Za-z0-9_-]{1,64}$/;
const nameRule = '1-64 letters, digits, "_" or "-"';
const engineKinds = ['claude-cli', 'codex-cli', 'anthropic', 'openai', 'command', 'mock'];
const engineErrorKinds = [
    'auth',
    'billing',
    'missing-cli',
    'model-unavailable',
    'invalid-config',
    'rate-limit',
    'timeout',
    'transport',
    'incomplete',
    'protocol',
    'other',
];
const nameKey = (what) => schemas/* string */.YjP().regex(namePattern, `${what} must be ${nameRule}`);
const str = (what = 'must be a string') => schemas/* string */.YjP({ error: what });
const bool = schemas/* boolean */.zMY({ error: 'must be true or false' });
const wholeNumber = (min, max, rule = `must be a whole number from ${min} to ${max}`) => schemas/* number */.aig({ error: rule }).int(rule).min(min, rule).max(max, rule);
const retriesRule = 'must be a whole number from 0 to 100, or a map with limit, backoff, max-backoff, on';
const stringList = (what) => schemas/* array */.YOg(schemas/* string */.YjP({ error: 'must be a string' }), { error: what });
/** Arguments: YAML reads `[sleep, 5]` with a number, which is meant as the text "5". */
const argList = (what) => schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()], { error: 'arguments must be strings' }).transform(String), {
    error: what,
});
/** A duration string (one grammar with the Action and CLI); the value stays as written and compile converts it. */
const duration = schemas/* unknown */.L5J().superRefine((value, ctx) => {
    if (parseDuration(value) === undefined)
        ctx.addIssue({ code: 'custom', message: durationProblem(value) });
});
const logLimit = schemas/* unknown */.L5J().superRefine((value, ctx) => {
    if (!(0,option_values/* readLogLimit */.UB)(String(value)).ok)
        ctx.addIssue({ code: 'custom', message: `must be ${option_values/* logLimitAccepts */.BS}, got ${JSON.stringify(value)}` });
});
/** Scalars are accepted as environment values (YAML reads `CI: true` as a boolean) and stored as strings. */
const envValue = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()], { error: 'environment values must be strings' });
const envMap = schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'environment variable names must match [A-Za-z_][A-Za-z0-9_]*'), envValue, { error: 'must be a map of environment variable names to values' });
const inputSchema = schemas/* preprocess */.vkY((value) => (value === null ? {} : value), schemas/* strictObject */.rej({ default: contract/* jsonValueSchema */.F7.optional(), description: str().optional() }, { error: 'must be a map with default and/or description' }));
const nodeSchema = schemas/* strictObject */.rej({
    run: schemas/* union */.KCZ([schemas/* string */.YjP(), argList('')], { error: 'must be a command string or a list of arguments' }).optional(),
    engine: str('must be the name of an engine').optional(),
    prompt: str().optional(),
    'prompt-file': str('must be a path relative to the run root').optional(),
    needs: stringList('must be a list of node IDs').optional(),
    'retry-safe': bool.optional(),
    optional: bool.optional(),
    /** A number, or the long form { limit, backoff, max-backoff, on }: checked in compile/retries.ts. */
    retries: schemas/* union */.KCZ([wholeNumber(0, 100, retriesRule), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())], { error: retriesRule })
        .optional(),
    timeout: duration.optional(),
    cwd: str('must be a path relative to the run root').optional(),
    env: envMap.optional(),
    /** Checked in compile/conditions (paths and messages of its own grammar). */
    when: schemas/* unknown */.L5J().optional(),
    finally: bool.optional(),
    /** A display group (status and the summary group nodes by it); never changes what runs. */
    phase: str().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
}, { error: 'must be a map of node settings' });
const usageSchema = schemas/* strictObject */.rej({
    'input-tokens': wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    'output-tokens': wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    'cache-read-tokens': wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    'cache-write-tokens': wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    'cost-usd': schemas/* number */.aig({ error: 'must be a number of US dollars' }).nonnegative('must not be negative').optional(),
    model: str().optional(),
}, { error: 'must be a map of token counts' });
/** One scripted answer of a mock engine (offline examples and tests). */
const mockResponseSchema = schemas/* strictObject */.rej({
    text: str().optional(),
    /** Structured output (any JSON). */
    output: contract/* jsonValueSchema */.F7.optional(),
    /** Answer with the prompt itself (shows what a template rendered to). */
    echo: bool.optional(),
    usage: usageSchema.optional(),
    delay: duration.optional(),
    /** Fail the call with this engine error kind instead of answering. */
    error: schemas/* enum */.k5n(engineErrorKinds, { error: `must be one of ${engineErrorKinds.join(', ')}` }).optional(),
    message: str().optional(),
    'retry-after': duration.optional(),
}, { error: 'must be a map describing one answer' });
const engineSchema = schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(engineKinds, { error: `must be one of ${engineKinds.join(', ')}` }),
    model: str().min(1, 'must not be empty').optional(),
    fallback: str('must be the name of another engine').optional(),
    args: argList('must be a list of arguments').optional(),
    command: schemas/* union */.KCZ([schemas/* string */.YjP(), argList('')], { error: 'must be a command string or a list of arguments' })
        .optional(),
    executable: str().min(1, 'must not be empty').optional(),
    'api-key-env': str()
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')
        .optional(),
    'base-url': schemas/* url */.OZ5({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    billing: schemas/* enum */.k5n(['api', 'subscription', 'unknown'], { error: 'must be api, subscription or unknown' }).optional(),
    timeout: duration.optional(),
    'max-tokens': wholeNumber(1, 10_000_000).optional(),
    env: envMap.optional(),
    responses: schemas/* array */.YOg(mockResponseSchema, { error: 'must be a list of answers' })
        .min(1, 'must list at least one answer')
        .optional(),
}, { error: 'must be a map of engine settings' });
const graphDocumentSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1, { error: 'must be 1 (the only format version)' }),
    concurrency: wholeNumber(1, 1000).optional(),
    /** Bound of each attempt's kept output: a number of bytes or a size such as 512KiB, 1MiB. */
    'log-limit': logLimit.optional(),
    /** Run budget across every session, restart, resume and job; reached -> a budget pause. */
    budget: schemas/* strictObject */.rej({
        usd: schemas/* number */.aig({ error: 'must be a number of dollars' }).positive('must be more than 0').optional(),
        tokens: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
        soft: schemas/* boolean */.zMY({ error: 'must be true or false' }).optional(),
    }, { error: 'must be a map with usd, tokens and/or soft' })
        .refine((b) => b.usd !== undefined || b.tokens !== undefined, 'must set usd and/or tokens')
        .optional(),
    inputs: schemas/* record */.g1P(nameKey('input names'), inputSchema, { error: 'must be a map of input names' }).optional(),
    engines: schemas/* record */.g1P(nameKey('engine names'), engineSchema, { error: 'must be a map of engine names' }).optional(),
    nodes: schemas/* record */.g1P(nameKey('node IDs'), nodeSchema, { error: 'must be a map of node IDs to nodes' })
        .refine((nodes) => Object.keys(nodes).length > 0, 'must declare at least one node'),
}, { error: 'the document must be a map with version and nodes' });
/** Keys each kind of map accepts, listed in "unknown key" messages. */
const acceptedKeys = {
    document: Object.keys(graphDocumentSchema.shape),
    node: Object.keys(nodeSchema.shape),
    engine: Object.keys(engineSchema.shape),
    input: ['default', 'description'],
    response: Object.keys(mockResponseSchema.shape),
    usage: Object.keys(usageSchema.shape),
};

;// CONCATENATED MODULE: ./src/declarative/document/zod-issues.ts

/** Which kind of map sits at `path`, to list the keys it accepts. */
function keysAt(path) {
    const [first, , third, , fifth] = path;
    if (path.length === 0)
        return acceptedKeys.document;
    if (path.length === 2 && first === 'nodes')
        return acceptedKeys.node;
    if (path.length === 2 && first === 'engines')
        return acceptedKeys.engine;
    if (path.length === 2 && first === 'inputs')
        return acceptedKeys.input;
    if (path.length === 4 && first === 'engines' && third === 'responses')
        return acceptedKeys.response;
    if (path.length === 5 && first === 'engines' && fifth === 'usage')
        return acceptedKeys.usage;
    return undefined;
}
function plainPath(path) {
    return path.map((part) => (typeof part === 'number' ? part : String(part)));
}
function zodIssuesToRaw(issues) {
    const out = [];
    for (const issue of issues) {
        const path = plainPath(issue.path);
        if (issue.code === 'unrecognized_keys') {
            const accepted = keysAt(path);
            for (const key of issue.keys) {
                out.push({
                    path: [...path, key],
                    message: accepted === undefined ? 'unknown key' : `unknown key (accepted: ${accepted.join(', ')})`,
                });
            }
        }
        else if (issue.code === 'invalid_key') {
            const inner = issue.issues[0]?.message ?? 'invalid key';
            out.push({ path, message: `invalid name "${String(path.at(-1))}": ${inner}` });
        }
        else {
            out.push({ path, message: issue.message });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/declarative/conditions/schema.ts
// A node's `when:` condition as stored in the host config (compiled from the graph file): need
// outcomes, comparisons of template values, a probe command's exit status, and all / any / not.

const conditionSchema = schemas/* lazy */.RZV(() => schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* strictObject */.rej({ kind: schemas/* literal */.euz('passed'), node: schemas/* string */.YjP().min(1) }),
    schemas/* strictObject */.rej({ kind: schemas/* literal */.euz('failed'), node: schemas/* string */.YjP().min(1) }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('compare'),
        value: schemas/* string */.YjP(),
        op: schemas/* enum */.k5n(['equals', 'not-equals', 'one-of']),
        expected: schemas/* array */.YOg(schemas/* string */.YjP()),
    }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('command'),
        argv: schemas/* array */.YOg(schemas/* string */.YjP()).min(1),
        timeoutMs: schemas/* number */.aig().int().positive(),
    }),
    schemas/* strictObject */.rej({ kind: schemas/* enum */.k5n(['all', 'any']), of: schemas/* array */.YOg(conditionSchema) }),
    schemas/* strictObject */.rej({ kind: schemas/* literal */.euz('not'), of: conditionSchema }),
]));
/** Whether a condition reads its needs' outcomes (then the DAG dispatches it after a need fails too). */
function readsOutcomes(condition) {
    if (condition.kind === 'passed' || condition.kind === 'failed')
        return true;
    if (condition.kind === 'all' || condition.kind === 'any')
        return condition.of.some(readsOutcomes);
    if (condition.kind === 'not')
        return readsOutcomes(condition.of);
    return false;
}

;// CONCATENATED MODULE: ./src/declarative/host-config.ts
// The built-in host's part of a stored run definition: host = { kind: 'builtin', name: 'declarative',
// config }. Written once at start (prompt files already read), read by every worker, so a resume runs
// the same commands and prompts even if the graph file changed. JSON only, and never secrets: env
// values from the graph file are stored here as written.




const declarativeHostName = 'declarative';
const commandNodeConfigSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('command'),
    argv: schemas/* array */.YOg(schemas/* string */.YjP()).min(1),
    /** Relative to the run root ('.' for the root itself). */
    cwd: schemas/* string */.YjP().min(1),
    env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    timeoutMs: schemas/* number */.aig().int().positive().optional(),
    retrySafe: schemas/* boolean */.zMY(),
    /** Checked before each attempt starts; unmet -> the node is skipped. */
    when: conditionSchema.optional(),
});
const engineNodeConfigSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('engine'),
    /** A key of plan.lanes: the engine's name. */
    lane: schemas/* string */.YjP().min(1),
    /** The template as stored (prompt files are read at load time). */
    prompt: schemas/* string */.YjP(),
    retrySafe: schemas/* boolean */.zMY(),
    when: conditionSchema.optional(),
});
const nodeConfigSchema = schemas/* discriminatedUnion */.gMt('kind', [commandNodeConfigSchema, engineNodeConfigSchema]);
const mockUsageSchema = schemas/* strictObject */.rej({
    inputTokens: schemas/* number */.aig().int().nonnegative().optional(),
    outputTokens: schemas/* number */.aig().int().nonnegative().optional(),
    cacheReadTokens: schemas/* number */.aig().int().nonnegative().optional(),
    cacheWriteTokens: schemas/* number */.aig().int().nonnegative().optional(),
    costUsd: schemas/* number */.aig().nonnegative().optional(),
    model: schemas/* string */.YjP().optional(),
});
/** A mock engine's scripted answer (MockEngine steps, plus `echo`: answer with the prompt). */
const mockStepConfigSchema = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('result'),
        text: schemas/* string */.YjP().optional(),
        structured: contract/* jsonValueSchema */.F7.optional(),
        echo: schemas/* boolean */.zMY().optional(),
        usage: mockUsageSchema.optional(),
        delayMs: schemas/* number */.aig().int().nonnegative().optional(),
    }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('error'),
        error: schemas/* string */.YjP().min(1),
        message: schemas/* string */.YjP().optional(),
        usage: mockUsageSchema.optional(),
        retryAfterMs: schemas/* number */.aig().int().nonnegative().optional(),
        delayMs: schemas/* number */.aig().int().nonnegative().optional(),
    }),
]);
/** The engine layer's createEngine config, plus scripted steps for `mock`. */
const engineConfigEntrySchema = schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(engineKinds),
    model: schemas/* string */.YjP().min(1).optional(),
    args: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    command: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP()).min(1)]).optional(),
    executable: schemas/* string */.YjP().min(1).optional(),
    apiKeyEnv: schemas/* string */.YjP().optional(),
    baseUrl: schemas/* string */.YjP().optional(),
    billing: schemas/* enum */.k5n(['api', 'subscription', 'unknown']).optional(),
    timeoutMs: schemas/* number */.aig().int().positive().optional(),
    maxTokens: schemas/* number */.aig().int().positive().optional(),
    env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
    steps: schemas/* array */.YOg(mockStepConfigSchema).min(1).optional(),
});
const declarativeHostConfigSchema = schemas/* strictObject */.rej({
    schemaVersion: schemas/* literal */.euz(1),
    nodes: schemas/* record */.g1P(schemas/* string */.YjP(), nodeConfigSchema),
    engines: schemas/* record */.g1P(schemas/* string */.YjP(), engineConfigEntrySchema),
    /** The graph file's log-limit in bytes (the run option attemptLogBytes wins over it). */
    logLimitBytes: schemas/* number */.aig().int().positive().optional(),
});
const declarativeHostSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('builtin'),
    name: schemas/* literal */.euz(declarativeHostName),
    config: declarativeHostConfigSchema,
});

;// CONCATENATED MODULE: ./src/declarative/compile/check-needs.ts
function checkNeeds(needsById, issues) {
    // A Map, not the object: a need such as "__proto__" or "constructor" must not find Object.prototype.
    const needsOf = new Map(Object.entries(needsById));
    for (const [id, needs] of needsOf) {
        const seen = new Set();
        needs.forEach((need, index) => {
            const at = ['nodes', id, 'needs', index];
            if (need === id)
                issues.push({ path: at, message: 'a node cannot need itself' });
            else if (!needsOf.has(need))
                issues.push({ path: at, message: `unknown node "${need}"` });
            else if (seen.has(need))
                issues.push({ path: at, message: `"${need}" is listed twice` });
            seen.add(need);
        });
    }
    const cycle = findCycle(needsOf);
    if (cycle !== undefined) {
        const from = cycle[0];
        issues.push({
            path: ['nodes', from, 'needs', needsOf.get(from).indexOf(cycle[1])],
            message: `cycle in needs: ${cycle.join(' -> ')}`,
        });
    }
}
/** One cycle as a path of node IDs that starts and ends at the same node, or undefined. */
function findCycle(needsOf) {
    const state = new Map();
    const stack = [];
    const visit = (id) => {
        state.set(id, 'open');
        stack.push(id);
        for (const need of needsOf.get(id) ?? []) {
            if (!needsOf.has(need) || need === id)
                continue; // reported above
            if (state.get(need) === 'open')
                return [...stack.slice(stack.indexOf(need)), need];
            if (state.get(need) === undefined) {
                const found = visit(need);
                if (found !== undefined)
                    return found;
            }
        }
        stack.pop();
        state.set(id, 'done');
        return undefined;
    };
    for (const id of needsOf.keys()) {
        if (state.get(id) === undefined) {
            const found = visit(id);
            if (found !== undefined)
                return found;
        }
    }
    return undefined;
}
/** Finally nodes run after every other node, so only another finally node can need one. */
function checkFinallyNeeds(nodes, issues) {
    const byId = new Map(Object.entries(nodes));
    for (const [id, node] of byId) {
        if (node.finally === true)
            continue;
        node.needs.forEach((need, index) => {
            if (byId.get(need)?.finally === true)
                issues.push({
                    path: ['nodes', id, 'needs', index],
                    message: `"${need}" is a finally node: it runs after every other node, so only finally nodes can need it`,
                });
        });
    }
}

// EXTERNAL MODULE: ./src/graph/dag/index.ts + 5 modules
var dag = __webpack_require__(45904);
;// CONCATENATED MODULE: ./src/declarative/compile/dag.ts
// The DAG form's definition value for the compiled nodes: what the stored graphDefinition holds and
// what the worker's forms.dag(value) reproduces exactly. Built through the DAG form itself, so a
// value the form would refuse never reaches a stored run.

function dagGraphDefinition(nodes, concurrency) {
    const value = { nodes: {} };
    for (const [id, entry] of Object.entries(nodes))
        value.nodes[id] = { ...entry };
    if (concurrency !== undefined)
        value.concurrency = concurrency;
    return dag/* dagFormModule */.fX.definition(value);
}

;// CONCATENATED MODULE: ./src/declarative/argv.ts
// Splits a `run:` string into argv the way a POSIX shell tokenises words, without a shell: quotes
// and backslashes are honoured, nothing is expanded ($VAR, globs and ~ stay literal). Unquoted shell
// operators, comments (`# ...`) and a leading `NAME=value` assignment are refused, because without a
// shell they would silently become arguments (or the name of the executable).
class ArgvSyntaxError extends Error {
    name = 'ArgvSyntaxError';
}
const operatorStart = new Set(['|', '&', ';', '<', '>', '`', '(', ')']);
const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(\S*)/;
/** Splits `text` into words. Throws ArgvSyntaxError naming the problem (unterminated quote, operator...). */
function splitCommandLine(text) {
    const words = [];
    let word = '';
    let inWord = false;
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
            if (inWord)
                words.push(word);
            word = '';
            inWord = false;
            i += 1;
            continue;
        }
        if (!inWord)
            refuseAtWordStart(text, i, words.length);
        inWord = true;
        if (c === "'") {
            const end = text.indexOf("'", i + 1);
            if (end === -1)
                throw new ArgvSyntaxError(`unterminated single quote at character ${i + 1}`);
            word += text.slice(i + 1, end);
            i = end + 1;
        }
        else if (c === '"') {
            i = readDoubleQuoted(text, i, (part) => (word += part));
        }
        else if (c === '{' && text[i + 1] === '{' && text.indexOf('}}', i + 2) !== -1) {
            // A template ({{ needs.a.output }}) is one piece of a word: its spaces do not split it.
            const end = text.indexOf('}}', i + 2) + 2;
            word += text.slice(i, end);
            i = end;
        }
        else if (c === '\\') {
            if (i + 1 >= text.length)
                throw new ArgvSyntaxError('trailing backslash escapes nothing');
            // A backslash-newline joins lines, as in a shell.
            const next = text.charAt(i + 1);
            if (next !== '\n')
                word += next;
            i += 2;
        }
        else if (operatorStart.has(c) || (c === '$' && text[i + 1] === '(')) {
            const op = c === '$' ? '$(' : /^(\|\||&&|>>|<<|[|&;<>`()])/.exec(text.slice(i))[0];
            throw new ArgvSyntaxError(`shell operator "${op}" at character ${i + 1} is not supported: the string is split without a shell ` +
                '(quote it to pass it literally, or use an argv list such as [sh, -c, "..."])');
        }
        else {
            word += c;
            i += 1;
        }
    }
    if (inWord)
        words.push(word);
    if (words.length === 0)
        throw new ArgvSyntaxError('the command is empty');
    return words;
}
/** A shell reads an unquoted `#` starting a word as a comment, and a first word NAME=value as an assignment. */
function refuseAtWordStart(text, i, wordIndex) {
    if (text[i] === '#') {
        throw new ArgvSyntaxError(`"#" at character ${i + 1} starts a shell comment, but the string is split without a shell, so the comment ` +
            'words would be passed as arguments: remove the comment (or write it as a YAML comment after the value), ' +
            "or quote '#' to pass it literally");
    }
    const set = wordIndex === 0 ? assignment.exec(text.slice(i)) : null;
    if (set !== null) {
        throw new ArgvSyntaxError(`"${set[0]}" at character ${i + 1} is a shell variable assignment, but the string is split without a shell, ` +
            `so it would run an executable named "${set[0]}": set the variable with the node's env: map ` +
            `(env: { ${set[1]}: "${set[2]}" }), or use the list form [env, ${set[0]}, ...] to run env(1)`);
    }
}
/** Inside double quotes only \" \\ \$ \` and backslash-newline are escapes (POSIX); other backslashes stay. */
function readDoubleQuoted(text, start, emit) {
    let i = start + 1;
    while (i < text.length) {
        const c = text[i];
        if (c === '"')
            return i + 1;
        if (c === '\\' && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1])) {
            if (text[i + 1] !== '\n')
                emit(text[i + 1]);
            i += 2;
            continue;
        }
        emit(c);
        i += 1;
    }
    throw new ArgvSyntaxError(`unterminated double quote at character ${start + 1}`);
}

;// CONCATENATED MODULE: ./src/declarative/compile/secrets-check.ts
const expression = /\$\{\{/;
const secretsAdvice = 'graph files are not expanded and their values are stored in the run record: pass secrets to the worker ' +
    'with the environment-variables option (the action input of that name), never in the graph file';
function checkNoExpression(value, path, issues) {
    if (expression.test(value))
        issues.push({ path, message: `looks like a GitHub expression ("\${{ ... }}"); ${secretsAdvice}` });
}
/** Variables the owned-command layer sets for cleanup and identity; a node must not override them. */
function checkEnvName(name, path, issues) {
    if (name.startsWith('OBVERSA_'))
        issues.push({ path, message: 'OBVERSA_* variables are reserved for the runner' });
    if (name.startsWith('SUPERVISED_'))
        issues.push({
            path,
            message: 'SUPERVISED_* variables are set by the runner (SUPERVISED_OUTPUT, SUPERVISED_RUN_OUTCOME)',
        });
}

;// CONCATENATED MODULE: ./src/declarative/compile/engines.ts



/** The provider half of a plan target; the model half is the configured model. */
const providerOfKind = {
    'claude-cli': 'anthropic',
    anthropic: 'anthropic',
    'codex-cli': 'openai',
    openai: 'openai',
    command: 'command',
    mock: 'mock',
};
/** Which kinds accept each optional field (kind and model, fallback, timeout go with every kind). */
const fieldKinds = {
    args: ['claude-cli', 'codex-cli', 'command'],
    command: ['command'],
    executable: ['claude-cli', 'codex-cli'],
    'api-key-env': ['anthropic', 'openai'],
    'base-url': ['anthropic', 'openai'],
    'max-tokens': ['anthropic', 'openai'],
    billing: ['command', 'mock'],
    env: ['claude-cli', 'codex-cli', 'command'],
    responses: ['mock'],
};
function compileEngines(engines, issues) {
    const configs = {};
    const targets = {};
    const names = Object.keys(engines);
    for (const [name, engine] of Object.entries(engines)) {
        const at = ['engines', name];
        for (const [field, kinds] of Object.entries(fieldKinds)) {
            if (engine[field] !== undefined && !kinds.includes(engine.kind)) {
                issues.push({
                    path: [...at, field],
                    message: `not accepted for kind ${engine.kind} (only for ${kinds.join(', ')})`,
                });
            }
        }
        if (engine.kind === 'command' && engine.command === undefined) {
            issues.push({
                path: [...at, 'command'],
                message: 'required for kind command (the executable, or the whole argv)',
            });
        }
        if ((engine.kind === 'anthropic' || engine.kind === 'openai') && engine.model === undefined) {
            issues.push({ path: [...at, 'model'], message: `required for kind ${engine.kind}` });
        }
        if (engine.fallback !== undefined) {
            if (engine.fallback === name)
                issues.push({ path: [...at, 'fallback'], message: 'an engine cannot be its own fallback' });
            else if (!Object.hasOwn(engines, engine.fallback)) {
                issues.push({
                    path: [...at, 'fallback'],
                    message: `unknown engine "${engine.fallback}" (declared: ${names.join(', ')})`,
                });
            }
        }
        (engine.args ?? []).forEach((arg, index) => checkNoExpression(arg, [...at, 'args', index], issues));
        for (const [key, value] of Object.entries(engine.env ?? {})) {
            checkEnvName(key, [...at, 'env', key], issues);
            checkNoExpression(String(value), [...at, 'env', key], issues);
        }
        configs[name] = engineConfig(engine, name, issues);
        // A mock without a model is named after its engine, so two scripted mocks are two targets.
        targets[name] = {
            provider: providerOfKind[engine.kind],
            model: engine.model ?? (engine.kind === 'mock' ? name : ''),
        };
    }
    // An API engine without its required model already has an issue; a collision on '' would only repeat it.
    const comparable = Object.fromEntries(Object.entries(targets).filter(([name]) => !(['anthropic', 'openai'].includes(engines[name].kind) && engines[name].model === undefined)));
    checkDistinctTargets(comparable, issues);
    return { configs, targets };
}
/** The executor routes by provider and model: two engines with the same pair would be one lane target. */
function checkDistinctTargets(targets, issues) {
    const seen = new Map();
    for (const [name, target] of Object.entries(targets)) {
        const key = `${target.provider}\0${target.model}`;
        const first = seen.get(key);
        if (first === undefined)
            seen.set(key, name);
        else {
            const model = target.model === '' ? 'the default model' : `model "${target.model}"`;
            issues.push({
                path: ['engines', name],
                message: `same provider and model as engines.${first} (${target.provider}, ${model}): give one of them a different model`,
            });
        }
    }
}
function engineConfig(engine, name, issues) {
    const config = { kind: engine.kind };
    if (engine.model !== undefined)
        config.model = engine.model;
    if (engine.args !== undefined)
        config.args = engine.args;
    if (engine.command !== undefined)
        config.command = commandArgv(engine.command, ['engines', name, 'command'], issues);
    if (engine.executable !== undefined)
        config.executable = engine.executable;
    if (engine['api-key-env'] !== undefined)
        config.apiKeyEnv = engine['api-key-env'];
    if (engine['base-url'] !== undefined)
        config.baseUrl = engine['base-url'];
    if (engine.billing !== undefined)
        config.billing = engine.billing;
    if (engine.timeout !== undefined)
        config.timeoutMs = parseDuration(engine.timeout);
    if (engine['max-tokens'] !== undefined)
        config.maxTokens = engine['max-tokens'];
    if (engine.env !== undefined)
        config.env = Object.fromEntries(Object.entries(engine.env).map(([k, v]) => [k, String(v)]));
    if (engine.kind === 'mock') {
        config.steps = (engine.responses ?? [{ echo: true }]).map((response, index) => mockStep(response, ['engines', name, 'responses', index], issues));
    }
    return config;
}
function mockStep(response, at, issues) {
    const usage = response.usage === undefined
        ? undefined
        : {
            ...(response.usage['input-tokens'] === undefined ? {} : { inputTokens: response.usage['input-tokens'] }),
            ...(response.usage['output-tokens'] === undefined ? {} : { outputTokens: response.usage['output-tokens'] }),
            ...(response.usage['cache-read-tokens'] === undefined
                ? {}
                : { cacheReadTokens: response.usage['cache-read-tokens'] }),
            ...(response.usage['cache-write-tokens'] === undefined
                ? {}
                : { cacheWriteTokens: response.usage['cache-write-tokens'] }),
            ...(response.usage['cost-usd'] === undefined ? {} : { costUsd: response.usage['cost-usd'] }),
            ...(response.usage.model === undefined ? {} : { model: response.usage.model }),
        };
    const common = {
        ...(usage === undefined ? {} : { usage }),
        ...(response.delay === undefined ? {} : { delayMs: parseDuration(response.delay) }),
    };
    if (response.error !== undefined) {
        for (const field of ['text', 'output', 'echo']) {
            if (response[field] !== undefined)
                issues.push({ path: [...at, field], message: 'an answer with error cannot also have text, output or echo' });
        }
        return {
            kind: 'error',
            error: response.error,
            ...(response.message === undefined ? {} : { message: response.message }),
            ...(response['retry-after'] === undefined ? {} : { retryAfterMs: parseDuration(response['retry-after']) }),
            ...common,
        };
    }
    for (const field of ['message', 'retry-after']) {
        if (response[field] !== undefined)
            issues.push({ path: [...at, field], message: 'only an answer with error takes this' });
    }
    if (response.echo === true && (response.text !== undefined || response.output !== undefined)) {
        issues.push({ path: [...at, 'echo'], message: 'an echo answer cannot also have text or output' });
    }
    return {
        kind: 'result',
        ...(response.text === undefined ? {} : { text: response.text }),
        ...(response.output === undefined ? {} : { structured: response.output }),
        ...(response.echo === undefined ? {} : { echo: response.echo }),
        ...common,
    };
}
/** A command string is split like a node's `run` (no shell); the engine gets argv. */
function commandArgv(command, at, issues) {
    if (Array.isArray(command)) {
        if (command.length === 0 || command[0] === '')
            issues.push({ path: at, message: 'the executable must not be empty' });
        return command;
    }
    try {
        return splitCommandLine(command);
    }
    catch (error) {
        if (!(error instanceof ArgvSyntaxError))
            throw error;
        issues.push({ path: at, message: error.message });
        return [];
    }
}

;// CONCATENATED MODULE: ./src/declarative/compile/inputs.ts
// Caller inputs checked against the inputs the file declares: every given name must be declared,
// every declared input without a default must be given. The result is stored durably (never secrets).


const givenSchema = schemas/* record */.g1P(schemas/* string */.YjP(), contract/* jsonValueSchema */.F7);
function resolveInputs(declared, given, issues) {
    const parsed = givenSchema.safeParse(given ?? {});
    if (!parsed.success) {
        issues.push({ path: ['inputs'], message: 'must be a JSON object of input names to values' });
        return {};
    }
    const names = Object.keys(declared);
    const resolved = {};
    for (const [name, value] of Object.entries(parsed.data)) {
        if (!Object.hasOwn(declared, name)) {
            const accepted = names.length === 0 ? 'the graph file declares no inputs' : `declared: ${names.join(', ')}`;
            issues.push({ path: ['inputs', name], message: `not declared in the graph file (${accepted})` });
        }
        else
            resolved[name] = value;
    }
    for (const [name, input] of Object.entries(declared)) {
        if (name in resolved)
            continue;
        if (input.default === undefined)
            issues.push({ path: ['inputs', name], message: 'required: the graph file gives no default' });
        else
            resolved[name] = input.default;
    }
    return resolved;
}

;// CONCATENATED MODULE: ./src/declarative/paths.ts
// Paths in graph files are relative to the run root and must stay inside it, both as written
// (no `..` out of it) and after resolving symlinks (a link inside the root may point outside).


function contains(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === '' || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel));
}
/** Lexical check only: the path as written stays inside the root. */
function checkRelativePath(written) {
    if (written.includes('\0'))
        return 'must not contain NUL characters';
    if ((0,external_node_path_.isAbsolute)(written))
        return `must be relative to the run root, got the absolute path "${written}"`;
    const normal = (0,external_node_path_.normalize)(written);
    if (normal === '..' || normal.startsWith(`..${external_node_path_.sep}`))
        return `"${written}" leaves the run root`;
    return undefined;
}
/**
 * Resolves `written` under `runRoot` and checks it stays inside after resolving symlinks.
 * `mustExist: false` accepts a path that does not exist yet (a cwd an earlier node may create).
 */
async function resolveInsideRoot(runRoot, written, options) {
    const lexical = checkRelativePath(written);
    if (lexical !== undefined)
        return { ok: false, message: lexical };
    const root = await (0,promises_.realpath)(runRoot);
    const joined = (0,external_node_path_.join)(root, written);
    let real;
    try {
        real = await (0,promises_.realpath)(joined);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' && !options.mustExist)
            return nearestAncestorInside(root, joined, written);
        return {
            ok: false,
            message: code === 'ENOENT'
                ? `"${written}" does not exist under the run root`
                : `"${written}" cannot be resolved (${code ?? String(error)})`,
        };
    }
    if (!contains(root, real))
        return { ok: false, message: `"${written}" resolves outside the run root (to ${real})` };
    return { ok: true, path: real };
}
/** A missing path is accepted when its nearest existing ancestor resolves inside the root. */
async function nearestAncestorInside(root, joined, written) {
    let current = (0,external_node_path_.dirname)(joined);
    while (contains(root, current)) {
        try {
            const real = await (0,promises_.realpath)(current);
            if (!contains(root, real))
                return { ok: false, message: `"${written}" resolves outside the run root (through ${real})` };
            return { ok: true, path: joined };
        }
        catch {
            current = (0,external_node_path_.dirname)(current);
        }
    }
    return { ok: true, path: joined };
}

;// CONCATENATED MODULE: ./src/declarative/template.ts
const placeholder = /\{\{(.*?)\}\}/gs;
const references = [
    [/^inputs\.([A-Za-z0-9_-]{1,64})$/, (m) => ({ kind: 'input', name: m[1] })],
    [/^needs\.([A-Za-z0-9_-]{1,64})\.output$/, (m) => ({ kind: 'need', nodeId: m[1] })],
    [
        /^needs\.([A-Za-z0-9_-]{1,64})\.outputs\.([A-Za-z0-9_-]{1,64})$/,
        (m) => ({ kind: 'need-output', nodeId: m[1], name: m[2] }),
    ],
    [/^run\.outcome$/, () => ({ kind: 'run-outcome' })],
];
/** Expressions in these namespaces are ours even in command arguments, so a typo in one is an error. */
const ourNamespace = /^(inputs|needs|run)\b/;
const accepted = '{{ inputs.<name> }}, {{ needs.<id>.output }}, {{ needs.<id>.outputs.<name> }}, {{ run.outcome }} (finally nodes)';
/** `strict`: every `{{ ... }}` must be a reference (prompts); otherwise only our namespaces are read. */
function parse(text, strict) {
    const parts = [];
    const problems = [];
    let last = 0;
    for (const match of text.matchAll(placeholder)) {
        const expr = match[1].trim();
        let reference;
        for (const [pattern, build] of references) {
            const found = pattern.exec(expr);
            if (found !== null)
                reference = build(found);
        }
        if (reference === undefined && !strict && !ourNamespace.test(expr))
            continue;
        parts.push(text.slice(last, match.index));
        last = match.index + match[0].length;
        if (reference !== undefined)
            parts.push(reference);
        else {
            parts.push(match[0]);
            problems.push({ message: `unknown template reference "{{ ${expr} }}" (accepted: ${accepted})` });
        }
    }
    parts.push(text.slice(last));
    return { parts, problems };
}
/** Problems with the references of `text` in a node whose declared inputs and needs are `scope`. */
function checkTemplate(text, scope, options = {}) {
    const { parts, problems } = parse(text, options.strict !== false);
    for (const part of parts) {
        if (typeof part === 'string')
            continue;
        if (part.kind === 'input' && !scope.inputs.has(part.name)) {
            problems.push({
                message: `unknown template reference "{{ inputs.${part.name} }}": input "${part.name}" is not declared in inputs`,
            });
        }
        if ((part.kind === 'need' || part.kind === 'need-output') && !scope.needs.has(part.nodeId)) {
            problems.push({
                message: `unknown template reference "{{ ${referenceText(part)} }}": "${part.nodeId}" is not in this node's needs`,
            });
        }
        if (part.kind === 'run-outcome' && scope.run !== true) {
            problems.push({ message: '"{{ run.outcome }}" is known only in finally nodes (finally: true)' });
        }
    }
    return problems;
}
function referenceText(part) {
    if (part.kind === 'input')
        return `inputs.${part.name}`;
    if (part.kind === 'need')
        return `needs.${part.nodeId}.output`;
    if (part.kind === 'need-output')
        return `needs.${part.nodeId}.outputs.${part.name}`;
    return 'run.outcome';
}
/** A template that cannot be filled: it names an output its node did not publish. */
class TemplateValueError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'TemplateValueError';
}
/** Text of a value inside a prompt: strings as they are, anything else as JSON, absent as empty. */
function renderValue(value) {
    if (value === undefined)
        return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** The published outputs of a need's result (a command node's `outputs`), or undefined. */
function publishedOutputs(result) {
    if (typeof result !== 'object' || result === null || Array.isArray(result))
        return undefined;
    const outputs = Object.hasOwn(result, 'outputs') ? result.outputs : undefined;
    return typeof outputs === 'object' && outputs !== null && !Array.isArray(outputs) ? outputs : undefined;
}
/** The value of one reference; TemplateValueError when it names an output that was not published. */
function referenceValue(part, values) {
    if (part.kind === 'input')
        return renderValue(values.inputs[part.name]);
    if (part.kind === 'need')
        return renderValue(values.needs[part.nodeId]);
    if (part.kind === 'run-outcome')
        return values.runOutcome ?? '';
    const outputs = publishedOutputs(values.needs[part.nodeId]);
    if (outputs === undefined || !Object.hasOwn(outputs, part.name)) {
        const names = outputs === undefined ? [] : Object.keys(outputs);
        throw new TemplateValueError(`{{ ${referenceText(part)} }}: node "${part.nodeId}" did not publish an output named "${part.name}" ` +
            `(published: ${names.length === 0 ? 'none' : names.join(', ')}; a command publishes name=value lines ` +
            'to the file named by $SUPERVISED_OUTPUT)');
    }
    return renderValue(outputs[part.name]);
}
/** Substitutes references from a DAG node input `{ inputs, needs: { [id]: output } }`. */
function renderTemplate(text, values, options = {}) {
    const { parts } = parse(text, options.strict !== false);
    return parts.map((part) => (typeof part === 'string' ? part : referenceValue(part, values))).join('');
}

;// CONCATENATED MODULE: ./src/declarative/conditions/compile.ts
// `when:` as written -> a stored Condition, with every problem reported at its path inside the file:
//   { passed: <need> }, { failed: <optional need> },
//   { value: "<template>", equals | not-equals: <scalar> }, { value: "<template>", one-of: [<scalar>...] },
//   { command: <string or argv>, timeout?: <duration> }   (met when it exits 0),
//   { all: [...] }, { any: [...] }, { not: <condition> }; a list is all of its conditions.




/** A probe is bounded: without `timeout` it may run this long. */
const defaultProbeTimeoutMs = 60_000;
const kinds = ['passed', 'failed', 'value', 'command', 'all', 'any', 'not'];
const compile_accepted = `a map with one of ${kinds.join(', ')} (value goes with equals, not-equals or one-of; command may take timeout)`;
const extraKeys = {
    value: ['equals', 'not-equals', 'one-of'],
    command: ['timeout'],
};
function compileCondition(written, at, scope, issues) {
    if (Array.isArray(written))
        return list('all', written, at, scope, issues);
    if (typeof written !== 'object' || written === null) {
        issues.push({ path: at, message: `must be ${compile_accepted}, or a list of conditions (all must hold)` });
        return undefined;
    }
    const entries = Object.keys(written);
    const kind = kinds.filter((k) => entries.includes(k));
    if (kind.length !== 1) {
        const found = kind.length === 0 ? 'none' : kind.join(' and ');
        issues.push({ path: at, message: `must be ${compile_accepted}; found ${found}` });
        return undefined;
    }
    const k = kind[0];
    for (const key of entries) {
        if (key !== k && !(extraKeys[k] ?? []).includes(key))
            issues.push({
                path: [...at, key],
                message: `unknown key beside ${k} (accepted: ${[k, ...(extraKeys[k] ?? [])].join(', ')})`,
            });
    }
    const map = written;
    const value = map[k];
    const here = [...at, k];
    switch (k) {
        case 'passed':
        case 'failed':
            return outcome(k, value, here, scope, issues);
        case 'value':
            return compare(map, here, at, scope, issues);
        case 'command':
            return probe(value, map.timeout, here, [...at, 'timeout'], issues);
        case 'all':
        case 'any':
            if (!Array.isArray(value)) {
                issues.push({ path: here, message: 'must be a list of conditions' });
                return undefined;
            }
            return list(k, value, here, scope, issues);
        case 'not': {
            const inner = compileCondition(value, here, scope, issues);
            return inner === undefined ? undefined : { kind: 'not', of: inner };
        }
    }
}
function list(kind, written, at, scope, issues) {
    if (written.length === 0) {
        issues.push({ path: at, message: 'must list at least one condition' });
        return undefined;
    }
    const of = written.map((item, index) => compileCondition(item, [...at, index], scope, issues));
    return of.every((c) => c !== undefined) ? { kind, of: of } : undefined;
}
function outcome(kind, node, at, scope, issues) {
    if (typeof node !== 'string') {
        issues.push({ path: at, message: "must be the ID of one of this node's needs" });
        return undefined;
    }
    if (!scope.needs.has(node)) {
        const needs = scope.needs.size === 0 ? 'it has none' : `needs: ${[...scope.needs].join(', ')}`;
        issues.push({ path: at, message: `"${node}" is not in this node's needs (${needs})` });
        return undefined;
    }
    if (kind === 'failed' && !scope.optionalNeeds.has(node)) {
        issues.push({
            path: at,
            message: `a branch on failed needs "${node}" to be optional (optional: true): a required node's failure fails the run`,
        });
        return undefined;
    }
    return { kind, node };
}
const scalar = (value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
function compare(map, here, at, scope, issues) {
    const before = issues.length;
    if (typeof map.value !== 'string')
        issues.push({ path: here, message: 'must be a string with a template, e.g. "{{ inputs.mode }}"' });
    else {
        checkNoExpression(map.value, here, issues);
        for (const problem of checkTemplate(map.value, scope))
            issues.push({ path: here, message: problem.message });
    }
    const ops = ['equals', 'not-equals', 'one-of'].filter((op) => Object.hasOwn(map, op));
    if (ops.length !== 1) {
        issues.push({ path: at, message: 'value needs exactly one of equals, not-equals or one-of' });
        return undefined;
    }
    const op = ops[0];
    const expected = map[op];
    const list = op === 'one-of' ? expected : [expected];
    if (!Array.isArray(list) || list.length === 0 || !list.every(scalar)) {
        const what = op === 'one-of' ? 'a non-empty list of strings, numbers or booleans' : 'a string, number or boolean';
        issues.push({ path: [...at, op], message: `must be ${what}` });
        return undefined;
    }
    if (issues.length > before)
        return undefined;
    return { kind: 'compare', value: map.value, op, expected: list.map(String) };
}
function probe(command, timeout, here, timeoutAt, issues) {
    let argv;
    if (typeof command === 'string') {
        try {
            argv = splitCommandLine(command);
        }
        catch (error) {
            if (!(error instanceof ArgvSyntaxError))
                throw error;
            issues.push({ path: here, message: error.message });
        }
    }
    else if (Array.isArray(command) && command.length > 0 && command.every(scalar) && command[0] !== '') {
        argv = command.map(String);
    }
    else
        issues.push({ path: here, message: 'must be a command string or a non-empty list of arguments' });
    let timeoutMs = defaultProbeTimeoutMs;
    if (timeout !== undefined) {
        const parsed = parseDuration(timeout);
        if (parsed === undefined)
            issues.push({ path: timeoutAt, message: durationProblem(timeout) });
        else
            timeoutMs = parsed;
    }
    for (const arg of argv ?? [])
        checkNoExpression(arg, here, issues);
    return argv === undefined ? undefined : { kind: 'command', argv, timeoutMs };
}

;// CONCATENATED MODULE: ./src/declarative/compile/retries.ts


const longKeys = ['limit', 'backoff', 'max-backoff', 'on'];
const limitRule = 'must be a whole number from 0 to 100';
function compileRetries(written, at, nodeKind, issues) {
    if (written === undefined)
        return {};
    if (typeof written === 'number') {
        if (Number.isInteger(written) && written >= 0 && written <= 100)
            return { retries: written };
        issues.push({ path: at, message: `${limitRule} (or a map with ${longKeys.join(', ')})` });
        return {};
    }
    if (typeof written !== 'object' || written === null || Array.isArray(written)) {
        issues.push({ path: at, message: `must be a number of retries or a map with ${longKeys.join(', ')}` });
        return {};
    }
    const map = written;
    for (const key of Object.keys(map))
        if (!longKeys.includes(key))
            issues.push({ path: [...at, key], message: `unknown key (accepted: ${longKeys.join(', ')})` });
    const limit = map.limit;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > 100)
        issues.push({ path: [...at, 'limit'], message: `required: ${limitRule}` });
    const retry = {};
    const duration = (key) => {
        if (map[key] === undefined)
            return undefined;
        const ms = parseDuration(map[key]);
        if (ms === undefined)
            issues.push({ path: [...at, key], message: durationProblem(map[key]) });
        return ms;
    };
    const backoff = duration('backoff');
    const maxBackoff = duration('max-backoff');
    if (backoff !== undefined)
        retry.backoffMs = backoff;
    if (maxBackoff !== undefined) {
        if (backoff === undefined)
            issues.push({ path: [...at, 'max-backoff'], message: 'only with backoff (the delay it caps)' });
        retry.maxBackoffMs = maxBackoff;
    }
    if (map.on !== undefined) {
        const on = compileOn(map.on, [...at, 'on'], nodeKind, issues);
        if (on !== undefined)
            retry.on = on;
    }
    return {
        ...(typeof limit === 'number' ? { retries: limit } : {}),
        ...(Object.keys(retry).length > 0 ? { retry } : {}),
    };
}
function compileOn(written, at, nodeKind, issues) {
    const accepted = `exit codes (1-255), timeout, signal (commands) or engine error kinds (${engineErrorKinds.join(', ')})`;
    if (!Array.isArray(written) || written.length === 0) {
        issues.push({ path: at, message: `must be a non-empty list of ${accepted}` });
        return undefined;
    }
    const on = {};
    written.forEach((item, index) => {
        const here = [...at, index];
        if (typeof item === 'number' && Number.isInteger(item) && item >= 1 && item <= 255) {
            if (nodeKind === 'engine')
                issues.push({ path: here, message: 'exit codes apply to command nodes only' });
            (on.exitCodes ??= []).push(item);
        }
        else if (item === 'timeout')
            on.timeout = true;
        else if (item === 'signal') {
            if (nodeKind === 'engine')
                issues.push({ path: here, message: 'signal applies to command nodes only' });
            on.signal = true;
        }
        else if (typeof item === 'string' && engineErrorKinds.includes(item)) {
            if (nodeKind === 'command')
                issues.push({ path: here, message: `"${item}" is an engine error kind: it applies to engine nodes only` });
            (on.kinds ??= []).push(item);
        }
        else
            issues.push({ path: here, message: `must be one of ${accepted}; got ${JSON.stringify(item)}` });
    });
    return on;
}

;// CONCATENATED MODULE: ./src/declarative/compile/nodes.ts
// `nodes:` -> per node, its DAG entry (needs, optional, retries) and its stored host config (a command
// with argv/cwd/env/timeout, or an engine call with lane and prompt). Prompt files are read here.









const commandOnly = ['timeout', 'cwd', 'env'];
const engineOnly = ['prompt', 'prompt-file'];
async function compileNode(id, node, context, issues) {
    const at = ['nodes', id];
    const dag = { needs: node.needs ?? [] };
    if (node.optional !== undefined)
        dag.optional = node.optional;
    if (node.finally === true)
        dag.finally = true;
    const kind = node.run !== undefined ? 'command' : node.engine !== undefined ? 'engine' : undefined;
    Object.assign(dag, compileRetries(node.retries, [...at, 'retries'], kind, issues));
    if (node.phase !== undefined)
        dag.phase = node.phase;
    const retrySafe = node['retry-safe'] ?? false;
    const when = compileWhen(node, at, dag.needs, context, issues);
    if (when !== undefined && readsOutcomes(when))
        dag.conditional = true;
    const withWhen = (config) => config === undefined || when === undefined ? config : { ...config, when };
    if (node.run !== undefined && node.engine !== undefined) {
        issues.push({
            path: at,
            message: 'has both run and engine: a node is either a command (run) or an engine call (engine)',
        });
        return { dag, config: undefined };
    }
    if (node.run !== undefined) {
        for (const key of engineOnly) {
            if (node[key] !== undefined)
                issues.push({ path: [...at, key], message: 'only engine nodes take a prompt' });
        }
        const scope = { inputs: context.inputNames, needs: new Set(dag.needs), run: node.finally === true };
        const config = await commandConfig(node, at, { runRoot: context.runRoot, scope }, retrySafe, issues);
        return { dag, config: withWhen(config) };
    }
    if (node.engine !== undefined) {
        for (const key of commandOnly) {
            const advice = key === 'timeout' ? ' (set timeout on the engine instead)' : '';
            if (node[key] !== undefined)
                issues.push({ path: [...at, key], message: `only command nodes take ${key}${advice}` });
        }
        if (!context.engineNames.includes(node.engine)) {
            const declared = context.engineNames.length === 0 ? 'no engines are declared' : `declared: ${context.engineNames.join(', ')}`;
            issues.push({ path: [...at, 'engine'], message: `unknown engine "${node.engine}" (${declared})` });
        }
        const prompt = await promptText(node, at, context.runRoot, issues);
        if (prompt === undefined)
            return { dag, config: undefined };
        const scope = { inputs: context.inputNames, needs: new Set(dag.needs), run: node.finally === true };
        for (const problem of checkTemplate(prompt.text, scope)) {
            issues.push({ path: prompt.path, message: problem.message });
        }
        return { dag, config: withWhen({ kind: 'engine', lane: node.engine, prompt: prompt.text, retrySafe }) };
    }
    issues.push({ path: at, message: 'needs either run (a command) or engine (an engine call)' });
    return { dag, config: undefined };
}
function compileWhen(node, at, needs, context, issues) {
    if (node.when === undefined)
        return undefined;
    const scope = {
        inputs: context.inputNames,
        needs: new Set(needs),
        run: node.finally === true,
        optionalNeeds: new Set(needs.filter((need) => context.optionalNodes.has(need))),
    };
    return compileCondition(node.when, [...at, 'when'], scope, issues);
}
async function commandConfig(node, at, { runRoot, scope }, retrySafe, issues) {
    const checkFills = (text, path) => {
        for (const problem of checkTemplate(text, scope, { strict: false }))
            issues.push({ path, message: problem.message });
    };
    const before = issues.length;
    let argv = [];
    if (typeof node.run === 'string') {
        try {
            argv = splitCommandLine(node.run);
        }
        catch (error) {
            if (!(error instanceof ArgvSyntaxError))
                throw error;
            issues.push({ path: [...at, 'run'], message: error.message });
        }
    }
    else {
        argv = node.run ?? [];
        if (argv.length === 0)
            issues.push({ path: [...at, 'run'], message: 'the argument list is empty' });
        else if (argv[0] === '')
            issues.push({ path: [...at, 'run', 0], message: 'the executable must not be empty' });
    }
    argv.forEach((arg, index) => {
        const path = typeof node.run === 'string' ? [...at, 'run'] : [...at, 'run', index];
        checkNoExpression(arg, path, issues);
        checkFills(arg, path);
    });
    const env = {};
    for (const [name, value] of Object.entries(node.env ?? {})) {
        checkEnvName(name, [...at, 'env', name], issues);
        checkNoExpression(String(value), [...at, 'env', name], issues);
        checkFills(String(value), [...at, 'env', name]);
        env[name] = String(value);
    }
    const cwd = node.cwd ?? '.';
    const lexical = checkRelativePath(cwd);
    if (lexical !== undefined)
        issues.push({ path: [...at, 'cwd'], message: lexical });
    else {
        const resolved = await resolveInsideRoot(runRoot, cwd, { mustExist: false });
        if (!resolved.ok)
            issues.push({ path: [...at, 'cwd'], message: resolved.message });
    }
    if (issues.length > before)
        return undefined;
    return {
        kind: 'command',
        argv,
        cwd,
        env,
        ...(node.timeout === undefined ? {} : { timeoutMs: parseDuration(node.timeout) }),
        retrySafe,
    };
}
async function promptText(node, at, runRoot, issues) {
    const file = node['prompt-file'];
    if (node.prompt !== undefined && file !== undefined) {
        issues.push({ path: at, message: 'has both prompt and prompt-file: give one' });
        return undefined;
    }
    if (node.prompt !== undefined)
        return { text: node.prompt, path: [...at, 'prompt'] };
    if (file === undefined) {
        issues.push({ path: at, message: 'an engine node needs prompt (text) or prompt-file (a file under the run root)' });
        return undefined;
    }
    const path = [...at, 'prompt-file'];
    const resolved = await resolveInsideRoot(runRoot, file, { mustExist: true });
    if (!resolved.ok) {
        issues.push({ path, message: resolved.message });
        return undefined;
    }
    try {
        return { text: await (0,promises_.readFile)(resolved.path, 'utf8'), path };
    }
    catch (error) {
        const code = error.code ?? String(error);
        issues.push({ path, message: `"${file}" cannot be read (${code})` });
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/declarative/compile/compile.ts












async function compileGraph(document, options) {
    return compileDocument(document, options);
}
/** `locate` (from parseGraphText) adds line and column to every issue. */
async function compileDocument(document, options, locate) {
    const source = options.source ?? 'the graph document';
    const fail = (issues) => {
        throw issuesError('INVALID_GRAPH', source, locateIssues(issues, locate));
    };
    const parsed = graphDocumentSchema.safeParse(document);
    if (!parsed.success)
        fail(zodIssuesToRaw(parsed.error.issues));
    const doc = parsed.data;
    const issues = [];
    const engines = compileEngines(doc.engines ?? {}, issues);
    const context = {
        runRoot: options.runRoot,
        engineNames: Object.keys(engines.configs),
        inputNames: new Set(Object.keys(doc.inputs ?? {})),
        optionalNodes: new Set(Object.entries(doc.nodes).flatMap(([id, node]) => (node.optional === true ? [id] : []))),
    };
    for (const [name, input] of Object.entries(doc.inputs ?? {})) {
        if (input.default !== undefined)
            checkNoExpression(JSON.stringify(input.default), ['inputs', name, 'default'], issues);
    }
    const dagNodes = {};
    const nodeConfigs = {};
    for (const [id, node] of Object.entries(doc.nodes)) {
        const compiled = await compileNode(id, node, context, issues);
        dagNodes[id] = compiled.dag;
        if (compiled.config !== undefined)
            nodeConfigs[id] = compiled.config;
    }
    checkNeeds(Object.fromEntries(Object.entries(dagNodes).map(([id, entry]) => [id, entry.needs])), issues);
    checkFinallyNeeds(dagNodes, issues);
    if (issues.length > 0)
        fail(issues);
    const inputIssues = [];
    const resolvedInputs = resolveInputs(doc.inputs ?? {}, options.inputs, inputIssues);
    if (inputIssues.length > 0)
        throw issuesError('INVALID_INPUTS', source, locateIssues(inputIssues));
    const lanes = {};
    for (const [name, config] of Object.entries(doc.engines ?? {})) {
        lanes[name] = [engines.targets[name]];
        if (config.fallback !== undefined)
            lanes[name].push(engines.targets[config.fallback]);
    }
    return {
        graphDefinition: dagGraphDefinition(dagNodes, doc.concurrency),
        plan: { schemaVersion: 1, lanes },
        resolvedInputs,
        host: {
            kind: 'builtin',
            name: declarativeHostName,
            config: {
                schemaVersion: 1,
                nodes: nodeConfigs,
                engines: engines.configs,
                ...logLimitOf(doc['log-limit']),
            },
        },
        ...(doc.budget === undefined ? {} : { budget: doc.budget }),
    };
}
function logLimitOf(value) {
    if (value === undefined)
        return {};
    const read = (0,option_values/* readLogLimit */.UB)(typeof value === 'string' ? value : JSON.stringify(value));
    return read.ok ? { logLimitBytes: read.value } : {};
}

;// CONCATENATED MODULE: ./src/declarative/load.ts
// Reads a graph file (YAML or JSON) and compiles it; errors carry the file's line and column.





/** Graph files are small; a bound keeps a wrong path (a log, a binary) from being read whole. */
const maxGraphFileBytes = 1024 * 1024;
/** `path` is resolved against the current directory (adapters pass it relative to the run root). */
async function load_loadGraphFile(path, options) {
    const text = await readGraphFile(path);
    const parsed = parseGraphText(text, path);
    return compileDocument(parsed.value, { ...options, source: path }, parsed.locate);
}
async function readGraphFile(path) {
    let bytes;
    try {
        bytes = await (0,promises_.readFile)((0,external_node_path_.resolve)(path));
    }
    catch (error) {
        const code = error.code ?? String(error);
        throw new DeclarativeError('GRAPH_FILE', `graph file ${path} cannot be read (${code})`, { cause: error });
    }
    if (bytes.length > maxGraphFileBytes) {
        throw new DeclarativeError('GRAPH_FILE', `graph file ${path} is ${bytes.length} bytes; graph files are limited to ${maxGraphFileBytes} bytes`);
    }
    return bytes.toString('utf8');
}

;// CONCATENATED MODULE: ./src/declarative/start.ts
// Conveniences for adapters: start (or resume) a supervised run of a declarative graph file with the
// worker entry that knows the built-in `declarative` host.




/** Runner options for a compiled graph (exported so adapters can inspect or extend them). */
function declarativeRunOptions(compiled, options) {
    const { runId, ...rest } = options;
    const budget = { ...compiled.budget, ...rest.limits?.budget };
    return {
        ...rest,
        ...(Object.keys(budget).length === 0 ? {} : { limits: { ...rest.limits, budget } }),
        definition: {
            runId,
            graphDefinition: compiled.graphDefinition,
            plan: compiled.plan,
            resolvedInputs: compiled.resolvedInputs,
        },
        host: compiled.host,
        workerEntry: options.workerEntry ?? worker_path_declarativeWorkerEntry(),
    };
}
/** Loads and compiles the graph file (DeclarativeError on a bad file or inputs), then starts the run. */
async function startDeclarativeRun(options) {
    const { graphFile, inputs, ...rest } = options;
    const path = isAbsolute(graphFile) ? graphFile : join(options.runRoot, graphFile);
    const compiled = await loadGraphFile(path, { runRoot: options.runRoot, inputs });
    return startSupervisedRun(declarativeRunOptions(compiled, rest));
}
/** Resumes any stored run (declarative or module host) with this layer's worker entry. */
function resumeDeclarativeRun(options) {
    return resumeSupervisedRun({ ...options, workerEntry: options.workerEntry ?? declarativeWorkerEntry() });
}

// EXTERNAL MODULE: ./src/action/errors.ts
var action_errors = __webpack_require__(78055);
;// CONCATENATED MODULE: ./src/action/run-options.ts
// ActionConfig -> the runner's one schema of run options (supervisedRunOptionsSchema /
// resumeSupervisedRunOptionsSchema). Nothing here re-validates what the runner validates: the
// runner parses these and refuses with INVALID_OPTIONS naming the field.





function storage(config, knownSecrets) {
    return { directory: external_node_path_default().resolve(config.storagePath), namespace: config.namespace, knownSecrets: [...knownSecrets] };
}
/** The definition file of a host-module run (INVALID_INPUT naming the input when unreadable or malformed). */
async function readDefinition(runRoot, file) {
    const full = external_node_path_default().resolve(runRoot, file);
    const refuse = (problem) => new action_errors/* ActionError */.lZ('INVALID_INPUT', `input "definition": ${file} ${problem}; it must hold ${option_values/* definitionFileAccepts */.D4}`, {
        input: 'definition',
        path: full,
    });
    let text;
    try {
        text = await (0,promises_.readFile)(full, 'utf8');
    }
    catch (error) {
        throw refuse(`cannot be read (${error.message})`);
    }
    const result = (0,option_values/* readDefinitionFile */.Qm)(text);
    if (!result.ok)
        throw refuse(result.problem);
    return result.value;
}
/** Start options for a new run (reads the graph file or definition file: DeclarativeError / INVALID_INPUT on a bad one). */
async function startRunOptions(config, knownSecrets, extras) {
    const common = {
        storage: storage(config, knownSecrets),
        runRoot: config.runRoot,
        limits: config.limits,
        restart: config.restart,
        teardownGraceMs: config.teardownGraceMs,
        heartbeatMs: config.heartbeatMs,
        recordChanges: config.recordChanges,
        ...(config.logLimitBytes === undefined ? {} : { attemptLogBytes: config.logLimitBytes }),
        environmentVariables: workerVariables(config),
        ...extras,
    };
    const source = config.source;
    if (source === null) {
        throw new action_errors/* ActionError */.lZ('INVALID_INPUT', `input "graph": run ${config.runId} is not stored yet, and starting it needs graph (or host-module with definition)`, { input: 'graph' });
    }
    if (source.kind === 'graph') {
        const compiled = await load_loadGraphFile(external_node_path_default().resolve(config.runRoot, source.file), {
            runRoot: config.runRoot,
            inputs: config.runInputs,
        });
        return declarativeRunOptions(compiled, { runId: config.runId, ...common });
    }
    const file = await readDefinition(config.runRoot, source.definitionFile);
    return {
        ...common,
        definition: {
            runId: config.runId,
            graphDefinition: file.graphDefinition,
            ...(file.plan === undefined ? {} : { plan: file.plan }),
            resolvedInputs: config.runInputs,
        },
        host: { kind: 'module', module: source.module },
    };
}
/**
 * The listed variables plus RUNNER_TRACKING_ID: the GitHub runner's end-of-job cleanup stops every
 * process carrying it, so the worker and its node commands get it (a lost watchdog leaves nothing).
 */
function workerVariables(config) {
    return config.environmentVariables.includes(trackingVariable)
        ? config.environmentVariables
        : [...config.environmentVariables, trackingVariable];
}
const trackingVariable = 'RUNNER_TRACKING_ID';
/** Resume options: the position and decision (when given) or a continuation; takeover when asked for. */
function resumeRunOptions(config, knownSecrets, identity, plan, extras) {
    const options = {
        storage: storage(config, knownSecrets),
        runId: config.runId,
        runRoot: config.runRoot,
        restart: config.restart,
        teardownGraceMs: config.teardownGraceMs,
        environmentVariables: workerVariables(config),
        ...extras,
    };
    if (config.raiseBudget !== undefined && plan.position === undefined) {
        throw new action_errors/* ActionError */.lZ('INVALID_INPUT', 'input "raise-budget-usd"/"raise-budget-tokens": raises a budget pause; set position to the pause it answers', { input: config.raiseBudget.usd === undefined ? 'raise-budget-tokens' : 'raise-budget-usd' });
    }
    if (plan.position !== undefined) {
        options.position = plan.position;
        if (config.decision !== undefined)
            options.decision = { ...config.decision, decidedBy: identity.actor };
        if (config.raiseBudget !== undefined)
            options.raiseBudget = { ...config.raiseBudget, raisedBy: identity.actor };
    }
    if (plan.retryFailed !== undefined)
        options.retryFailed = { by: identity.actor, reason: `${plan.retryFailed} on ${identity.job}` };
    if (plan.takeover === true)
        options.takeover = { reason: `takeover input set on ${identity.job}`, by: identity.actor };
    return options;
}

// EXTERNAL MODULE: ./src/action/job/stored.ts + 4 modules
var stored = __webpack_require__(96003);
;// CONCATENATED MODULE: ./src/action/job/execute.ts
// Carrying out the plan: start a new run, or rebuild the workspace from the pause anchor and
// resume / continue / take over the stored one — with the watchdog in this process and the
// worker (dist/worker.js) as its child. Cancellation (SIGINT / SIGTERM / interrupt-after)
// interrupts the run cleanly: a resumable INTERRUPTED pause that the next job continues.






/** One log line per node event, so the step log shows progress (IDs only: data may be large). */
function progress(io) {
    return ({ event }) => {
        if (!/^graph:node-|^runner:(worker-crashed|backoff|completed|paused|interrupted|stopped|timeout|failed|adopted)$/.test(event.type))
            return;
        const data = typeof event.data === 'object' && event.data !== null && !Array.isArray(event.data) ? event.data : {};
        const position = typeof data.position === 'string' ? ` ${data.position}` : '';
        io.info(`${event.type}${position}`);
    };
}
/** Node output, live: one block of prefixed lines per poll, written so no line can act as a command. */
function nodeOutput(write) {
    return (lines) => write(lines.map(displayLine));
}
async function executePlan(job, plan, options) {
    const { io, cancellation } = options;
    const notes = [];
    // Read into a local: narrowing the getter itself would wrongly hold across the awaits below.
    const early = cancellation.reason;
    if (early !== null) {
        notes.push(`The job was cancelled (${early}) before the run ${plan.kind === 'start' ? 'started' : 'resumed'}; nothing was run.`);
        return { attempted: false, notes };
    }
    const extras = {
        handleSignals: false,
        workerEntry: options.workerEntry ?? worker_path_declarativeWorkerEntry(),
        onEvent: progress(io),
        ...(io.nodeOutput === undefined ? {} : { onOutput: nodeOutput(io.nodeOutput.bind(io)) }),
        ...(options.offMachine === undefined ? {} : { offMachine: options.offMachine }),
    };
    const { config } = job;
    let handle;
    let attempted = false;
    try {
        if (plan.kind === 'start') {
            if (plan.replace === true)
                notes.push(await removeNeverStarted(job));
            const runOptions = await startRunOptions(config, job.secrets.stored, extras);
            attempted = true;
            handle = await start_startSupervisedRun(runOptions);
        }
        else {
            const storage = await (0,local_storage/* createLocalRunStorage */.W)({
                directory: (0,stored/* storageOptions */.E)(job).directory,
                namespace: config.namespace,
            });
            const workspace = await pausedRunWorkspace(storage, config.runId, config.runRoot);
            // A failed run saved no pause snapshot: a reopened one runs on this job's checkout.
            if (plan.kind !== 'takeover' && plan.kind !== 'reopen') {
                const rebuilt = await restorePausedWorkspace(storage, config.runId, workspace);
                if (rebuilt.outcome === 'restored') {
                    notes.push(`The workspace was rebuilt from the pause snapshot: commit ${rebuilt.head ?? '(unborn)'} plus ${rebuilt.files} saved file(s).`);
                }
            }
            if (cancellation.reason !== null) {
                notes.push(`The job was cancelled (${cancellation.reason}) before the run resumed; nothing was run.`);
                return { attempted: false, notes };
            }
            const position = plan.kind === 'resume' || plan.kind === 'takeover' ? plan.position : undefined;
            const resume = resumeRunOptions(config, job.secrets.stored, { actor: job.actor, job: `workflow run ${job.githubRunId || '?'} attempt ${job.githubRunAttempt || '?'}` }, {
                ...(position === undefined ? {} : { position }),
                takeover: plan.kind === 'takeover',
                ...(plan.kind === 'reopen' ? { retryFailed: plan.why } : {}),
            }, { ...extras, workspace });
            attempted = true;
            handle = await resume_resumeSupervisedRun(resume);
            if (plan.kind === 'reopen')
                notes.push(`The failed run was reopened by ${job.actor} (${plan.why}): its failed nodes run again at new positions.`);
        }
    }
    catch (error) {
        return { attempted, error, notes };
    }
    const stopListening = cancellation.onCancel((reason) => {
        io.warning(`${reason}: interrupting the run so its store can be saved; a later job continues it (mode auto)`);
        void handle.interrupt().catch(() => undefined);
    });
    try {
        return { attempted, result: await handle.done, notes };
    }
    catch (error) {
        return { attempted, error, notes };
    }
    finally {
        stopListening();
    }
}
/** A store of the run with its definition and not one record: removed so the run starts afresh (never while locked here). */
async function removeNeverStarted(job) {
    const { config } = job;
    const storage = await (0,local_storage/* createLocalRunStorage */.W)({
        directory: (0,stored/* storageOptions */.E)(job).directory,
        namespace: config.namespace,
    });
    const holder = await storage.readProcessLock(config.runId);
    if (holder !== undefined)
        throw new Error(`run ${config.runId} is being started by another watchdog on this machine (its process lock is held)`);
    await (0,promises_.rm)(storage.runDirectory(config.runId), { recursive: true, force: true });
    return `Run ${config.runId} was stored but had never started (its definition and no record: the job that wrote it was stopped right then); it was started afresh.`;
}


/***/ })

};

export const id = 849;
export const ids = [849];
export const modules = {

/***/ 1785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ev: () => (/* binding */ unpassedEngineKeys),
/* harmony export */   V5: () => (/* binding */ unpassedVariables),
/* harmony export */   kC: () => (/* binding */ describeUnpassedKey),
/* harmony export */   wl: () => (/* binding */ storedEngineKeys)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7836);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36940);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76653);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(23261);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _compile_engines_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(36301);
/* harmony import */ var _document_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22077);
/* harmony import */ var _host_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75355);
// API engines whose key the run's worker will not see. Their calls fail as dead lanes, but only when
// a node calls them, after every node before it ran (and maybe cost or changed something): said
// when the run starts or resumes instead. A warning, not a refusal: a lane with a fallback may be
// meant to run without its key, and a resume may never reach the node again.








// Only what the check reads, loosely: the whole host schema costs several milliseconds to build,
// and the worker checks the whole definition anyway.
const storedParts = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    plan: (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphPlanSchema */ .tn)(),
    host: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('builtin'),
        name: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_host_config_js__WEBPACK_IMPORTED_MODULE_3__/* .declarativeHostName */ .Y0),
        config: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
            engines: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_document_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .engineKinds */ .AS), apiKeyEnv: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional() })),
            nodes: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), lane: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional() })),
        }),
    }),
}));
/**
 * A stored definition's unpassed keys (unpassedEngineKeys), read as untrusted. Any other definition
 * (a host module's, an unreadable one) has none: the run reports what is wrong with it.
 */
function storedEngineKeys(definition, variables, source) {
    const parsed = storedParts().safeParse(definition);
    return parsed.success ? unpassedEngineKeys(parsed.data, variables, source) : [];
}
/**
 * The run's API engines, used by engine nodes, whose key variable the worker will not get or will
 * get blank: the worker's environment is the runner's allow-list plus `variables`, from `source`.
 * A graph compiled in this process is passed as it is: a start builds no schema for this.
 */
function unpassedEngineKeys(run, variables, source = process.env) {
    const environment = (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_5__/* .snapshotEnvironment */ .k6)(variables, source);
    const { engines, nodes } = run.host.config;
    const missing = (config) => {
        const variable = (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_6__/* .apiKeyVariableOf */ .ZD)(config);
        return variable !== undefined && (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_6__/* .isApiKeyMissing */ .mh)(environment[variable]) ? variable : undefined;
    };
    const found = [];
    for (const [engine, config] of Object.entries(engines)) {
        const variable = missing(config);
        const users = Object.entries(nodes).filter(([, node]) => node.kind === 'engine' && node.lane === engine);
        if (variable === undefined || users.length === 0)
            continue;
        const fallback = fallbackOf(run.plan.lanes[engine], engines);
        found.push({
            engine,
            kind: config.kind,
            variable,
            empty: environment[variable] !== undefined,
            nodes: users.map(([id]) => id),
            ...(fallback === undefined || missing(engines[fallback]) !== undefined ? {} : { fallback }),
        });
    }
    return found;
}
/** The engine whose target is the lane's second (targets are distinct: compileEngines checks it). */
function fallbackOf(lane, engines) {
    const target = lane?.[1];
    if (target === undefined)
        return undefined;
    return Object.keys(engines).find((name) => {
        const candidate = (0,_compile_engines_js__WEBPACK_IMPORTED_MODULE_7__/* .laneTargetOf */ .Fh)(name, engines[name]);
        return candidate.provider === target.provider && candidate.model === target.model;
    });
}
/**
 * The passed variables without a value (unset, or set empty) that no key warning already names:
 * each adapter warns of them once, in its own terms.
 */
function unpassedVariables(keys, passed, env) {
    const named = new Set(keys.map((key) => key.variable));
    return (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_8__/* .missingVariables */ .uM)(passed, env).filter(({ name }) => !named.has(name));
}
/** The warning's words up to what to do, which each adapter says in its own terms. */
function describeUnpassedKey(key) {
    const nodes = key.nodes.map((id) => JSON.stringify(id)).join(', ');
    const noun = key.nodes.length === 1 ? 'node' : 'nodes';
    const state = key.empty ? 'is empty' : 'the run does not get';
    const effect = key.fallback === undefined
        ? `${noun} ${nodes} will fail when ${key.nodes.length === 1 ? 'it calls' : 'they call'} it`
        : `the calls of ${noun} ${nodes} will go to its fallback engine ${JSON.stringify(key.fallback)}`;
    return `engine ${JSON.stringify(key.engine)} (${key.kind}) reads its API key from ${key.variable}, which ${state}: ${effect}`;
}


/***/ }),

/***/ 7836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E6: () => (/* binding */ defaultApiKeyVariables),
/* harmony export */   ZD: () => (/* binding */ apiKeyVariableOf),
/* harmony export */   iZ: () => (/* binding */ readApiKey),
/* harmony export */   mh: () => (/* binding */ isApiKeyMissing)
/* harmony export */ });
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97370);
// API engines read their key from a named variable at call time (the worker's environment).

/** The variable each API engine reads its key from when its config names none. */
const defaultApiKeyVariables = { anthropic: 'ANTHROPIC_API_KEY', openai: 'OPENAI_API_KEY' };
/** The variable an engine reads its API key from; undefined for kinds that take no key (CLIs log in on their own). */
function apiKeyVariableOf(config) {
    if (config.kind !== 'anthropic' && config.kind !== 'openai')
        return undefined;
    return config.apiKeyEnv ?? defaultApiKeyVariables[config.kind];
}
/** An unset or blank key: readApiKey refuses it, and a start warns of it. */
function isApiKeyMissing(value) {
    return value === undefined || value.trim() === '';
}
function readApiKey(env, name, adapter, reported, usage) {
    const key = env[name];
    if (key === undefined || isApiKeyMissing(key)) {
        throw new _contract_js__WEBPACK_IMPORTED_MODULE_0__/* .EngineError */ .NJ(
        // Set in a person's shell is not enough: a run sees only the variables it is given, so say how
        // on each face (the engine knows none of them).
        `${adapter}: environment variable ${name} is empty or not passed to the run; pass it with the Action's environment-variables input, the CLI's --env ${name} or the library's environmentVariables (the engine's api-key-env names another variable)`, { kind: 'auth', reported, usage });
    }
    return key.trim();
}


/***/ }),

/***/ 29401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ waitUntil),
/* harmony export */   p: () => (/* binding */ inputNotBefore)
/* harmony export */ });
/* harmony import */ var _services_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70226);

/**
 * A dispatch input object with `notBefore` (an ISO 8601 time, e.g. a retry's backoff) does not start
 * before then. The time is part of the recorded dispatch, so a restart or a later job never shortens it.
 */
function inputNotBefore(input) {
    if (typeof input !== 'object' || input === null || Array.isArray(input) || !Object.hasOwn(input, 'notBefore'))
        return undefined;
    const at = typeof input.notBefore === 'string' ? Date.parse(input.notBefore) : Number.NaN;
    return Number.isFinite(at) ? at : undefined;
}
/** Resolves true at `at` (by the services clock), false if the signal aborts first. */
async function waitUntil(services, at, signal) {
    for (;;) {
        if (signal.aborted)
            return false;
        const left = at - (0,_services_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .t)(services);
        if (left <= 0)
            return true;
        await new Promise((resolve) => {
            const timer = setTimeout(done, Math.min(left, 2_147_483_647));
            signal.addEventListener('abort', done, { once: true });
            function done() {
                clearTimeout(timer);
                signal.removeEventListener('abort', done);
                resolve();
            }
        });
    }
}


/***/ }),

/***/ 70226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ attemptServices),
/* harmony export */   t: () => (/* binding */ now)
/* harmony export */ });
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94995);

/** The services of one executor session; `record` is bound to that session. */
function attemptServices(options, parts) {
    return {
        ...parts,
        storage: options.storage,
        runId: options.runId,
        session: options.session,
        engines: options.engines,
        memory: options.memory,
        hooks: options.attemptHooks,
        prices: options.prices,
        clock: options.clock ?? (() => new Date()),
        warn: options.warn ?? ((message) => console.warn(message)),
        engineFor: (target) => options.engines.find((b) => (0,_events_js__WEBPACK_IMPORTED_MODULE_0__/* .identityKey */ .US)(b.target) === (0,_events_js__WEBPACK_IMPORTED_MODULE_0__/* .identityKey */ .US)(target))?.engine,
    };
}
function now(services) {
    return services.clock().getTime();
}


/***/ }),

/***/ 13489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ ProgressLines)
});

// EXTERNAL MODULE: ./src/graph/events.ts
var events = __webpack_require__(94995);
// EXTERNAL MODULE: ./src/graph/dag/dispatch.ts
var dispatch = __webpack_require__(79849);
// EXTERNAL MODULE: ./src/graph/executor/budget-turns.ts
var budget_turns = __webpack_require__(20722);
// EXTERNAL MODULE: ./src/graph/executor/not-before.ts
var not_before = __webpack_require__(29401);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/progress-words.ts
var progress_words = __webpack_require__(39471);
;// CONCATENATED MODULE: ./src/report/worker-exit.ts
// How a person reads the watchdog's records of a worker's exit and its restart. The crash record
// is written for every worker exit without a recorded result, but a worker the watchdog stopped on
// a request (an interrupt, a cancel, the run's time) did not crash, and a log that says so sends
// people looking for a bug.

const stoppedBecause = {
    interrupt: 'for the interrupt',
    stop: 'because the run is being stopped',
    timeout: "because the run's time ran out",
    'output-limit': 'after it printed past its output limit',
    'memory-limit': 'after it used more memory than allowed',
};
/**
 * `the worker was stopped for the interrupt (SIGTERM)`, or `the worker crashed (SIGKILL)` for one
 * that exited by itself, from a `runner:worker-crashed` record's data.
 */
function describeWorkerExit(data) {
    const fields = typeof data === 'object' && data !== null ? data : {};
    const status = typeof fields.exitCode === 'number'
        ? `exit ${fields.exitCode}`
        : typeof fields.signal === 'string'
            ? fields.signal
            : 'no exit status';
    const reason = fields.stopReason;
    if (typeof reason !== 'string')
        return `the worker crashed (${status})`;
    const why = Object.hasOwn(stoppedBecause, reason) ? ` ${stoppedBecause[reason]}` : `: ${reason}`;
    return `the worker was stopped${why} (${status})`;
}
/** `restart 1 in 1.0 s`, from a `runner:backoff` record's data. */
function describeBackoff(data) {
    const fields = typeof data === 'object' && data !== null ? data : {};
    const restart = typeof fields.restart === 'number' ? String(fields.restart) : '?';
    return `restart ${restart} in ${(0,format/* formatDuration */.a3)(typeof fields.delayMs === 'number' ? fields.delayMs : null, '?')}`;
}

;// CONCATENATED MODULE: ./src/report/progress-lines.ts






class ProgressLines {
    #settlements;
    #calls = new Map();
    #tokens = new Map();
    #running = new Set();
    /**
     * Nodes (positions, outside the DAG form) whose latest line says failed, with when: a later
     * dispatch takes it back, and its retry's wait is said from the failure (its backoff).
     */
    #failed = new Map();
    /** Positions whose engine call waits for its turn under a hard budget: since when, after whom. */
    #turnWaits = new Map();
    /**
     * Each position's latest engine call, numbered in the order the calls started: calls under the
     * same hard budget start one after another, so of the positions a call waited after, the one
     * whose call started last is the one whose call it waited to end.
     */
    #callStarts = new Map();
    #startedCalls = 0;
    #completed = 0;
    #paused = 0;
    constructor(options = {}) {
        this.#settlements = options.settlements === true;
    }
    get counts() {
        return {
            completed: this.#completed,
            running: this.#running.size,
            failed: this.#failed.size,
            paused: this.#paused,
        };
    }
    /** The event's line, or undefined for one a person need not see (it may still count). */
    describe({ log, event }) {
        const data = (0,progress_words/* fieldsOf */.Pf)(event.data);
        if (log === 'graph')
            return this.#graphLine(event.type, data, event.at);
        return this.#runnerLine(event.type, data);
    }
    #graphLine(type, data, at) {
        const position = (0,progress_words/* textOf */.b6)(data, 'position') ?? '';
        // A wait for a budget turn ends with the call's start, or with the attempt's end (a pause, an abort).
        if (type === events/* graphEventTypes */.w8.nodeCompleted || type === events/* graphEventTypes */.w8.nodeFailed || type === events/* graphEventTypes */.w8.nodePaused)
            this.#turnWaits.delete(position);
        switch (type) {
            case events/* graphEventTypes */.w8.nodeDispatched:
                return this.#dispatchLines(data, at);
            case events/* graphEventTypes */.w8.attemptStarted: {
                this.#running.add(position);
                const attempt = (0,progress_words/* numberOf */.rl)((0,progress_words/* fieldsOf */.Pf)(data.identity), 'attempt') ?? 1;
                return (0,progress_words/* row */.nM)(position, 'running', attempt > 1 ? [`attempt ${attempt}`] : []);
            }
            case events/* graphEventTypes */.w8.nodeCompleted:
                return this.#completedRow(position, data);
            case events/* graphEventTypes */.w8.nodeFailed: {
                this.#running.delete(position);
                this.#failed.set((0,dispatch/* parseDagPosition */.pj)(position)?.nodeId ?? position, Date.parse((0,progress_words/* textOf */.b6)(data, 'failedAt') ?? at));
                return (0,progress_words/* row */.nM)(position, 'failed', [
                    (0,progress_words/* duration */.p0)((0,progress_words/* numberOf */.rl)(data, 'durationMs')).padEnd(8),
                    (0,report_escape/* oneLine */.TN)(`${(0,progress_words/* textOf */.b6)(data, 'code') ?? ''}: ${(0,progress_words/* textOf */.b6)(data, 'message') ?? ''}`, 200),
                ]);
            }
            case events/* graphEventTypes */.w8.nodePaused:
                this.#running.delete(position);
                this.#paused += 1;
                return (0,progress_words/* row */.nM)(position, 'paused', [(0,report_escape/* oneLine */.TN)((0,progress_words/* pausedText */.Ok)(data), 200)]);
            case events/* graphEventTypes */.w8.nodeResumed: {
                this.#paused = Math.max(0, this.#paused - 1);
                const answeredBy = (0,progress_words/* textOf */.b6)((0,progress_words/* fieldsOf */.Pf)(data.answer), 'answeredBy');
                return (0,progress_words/* row */.nM)(position, 'resumed', answeredBy === undefined ? [] : [`answered by ${(0,report_escape/* oneLine */.TN)(answeredBy, 100)}`]);
            }
            case events/* graphEventTypes */.w8.nodeReconciled:
                return (0,progress_words/* row */.nM)(position, 'decided', [
                    (0,report_escape/* oneLine */.TN)(`${(0,progress_words/* textOf */.b6)(data, 'decision') ?? ''} by ${(0,progress_words/* textOf */.b6)(data, 'decidedBy') ?? ''}`, 200),
                ]);
            case events/* graphEventTypes */.w8.dispatchLimitReached: {
                const limit = (0,progress_words/* numberOf */.rl)(data, 'maxDispatches');
                const code = (0,report_escape/* oneLine */.TN)((0,progress_words/* textOf */.b6)(data, 'code') ?? 'BUDGET_STOP', 40);
                return `  max-dispatches${limit === undefined ? '' : ` (${limit})`} reached: no new node starts; the finally nodes run once, then the run fails ${code}`;
            }
            case events/* graphEventTypes */.w8.laneDead:
                return `  lane ${(0,report_escape/* oneLine */.TN)((0,progress_words/* textOf */.b6)(data, 'lane') ?? '', 60)} is dead (${(0,report_escape/* oneLine */.TN)((0,progress_words/* textOf */.b6)(data, 'kind') ?? '', 40)}): ${(0,report_escape/* oneLine */.TN)((0,progress_words/* textOf */.b6)(data, 'message') ?? '', 200)}`;
            case budget_turns/* budgetTurnWaitingType */.C3:
                return this.#turnWaitLine(data, at);
            case events/* engineEventTypes */.km.started:
            case events/* engineEventTypes */.km.completed:
            case events/* engineEventTypes */.km.failed:
                this.#tallyEngineCall(type, data);
                return type === events/* engineEventTypes */.km.started ? this.#callStartedLine(position, at) : undefined;
            default:
                return undefined;
        }
    }
    /**
     * A dispatch is a line only when its position waits before it starts (a retry's backoff: the
     * dispatch records the time). Dispatching a node again takes back its failed count: it is retried.
     */
    #dispatchLines(data, at) {
        const dispatches = Array.isArray(data.dispatches) ? data.dispatches : [];
        const lines = [];
        for (const entry of dispatches) {
            const fields = (0,progress_words/* fieldsOf */.Pf)(entry);
            const position = (0,progress_words/* textOf */.b6)(fields, 'position');
            if (position === undefined)
                continue;
            const dag = (0,dispatch/* parseDagPosition */.pj)(position);
            const node = dag?.nodeId ?? position;
            const failedAt = this.#failed.get(node);
            this.#failed.delete(node);
            const notBefore = (0,not_before/* inputNotBefore */.p)(fields.input ?? null);
            // Said only while there is a wait left when the dispatch is recorded (a dispatch after a
            // restart may come past its time); its length is the backoff, from the failure when seen.
            const dispatchedAt = Date.parse(at);
            if (notBefore === undefined || !(notBefore > dispatchedAt))
                continue;
            const wait = notBefore - (failedAt !== undefined && failedAt <= dispatchedAt ? failedAt : dispatchedAt);
            const what = dag !== undefined && dag.n > 1 ? 'retry' : 'starts';
            lines.push((0,progress_words/* row */.nM)(position, 'waiting', [`${what} in ${(0,progress_words/* duration */.p0)(wait)} (not before ${(0,progress_words/* clockTime */.qo)(notBefore)})`]));
        }
        return lines.length === 0 ? undefined : lines.join('\n');
    }
    /** A node whose engine call waits for another call counted by the same hard budget to end. */
    #turnWaitLine(data, at) {
        const wait = (0,progress_words/* budgetTurnWaitLine */.cV)(data);
        if (wait === undefined)
            return undefined;
        this.#turnWaits.set(wait.position, { since: Date.parse(at), after: wait.after });
        return wait.line;
    }
    /** An engine call starts: a line only for a node that waited for its budget turn (its turn came). */
    #callStartedLine(position, at) {
        const wait = this.#turnWaits.get(position);
        const previous = wait === undefined ? undefined : this.#latestCallOf(wait.after);
        this.#startedCalls += 1;
        this.#callStarts.set(position, this.#startedCalls);
        if (wait === undefined)
            return undefined;
        this.#turnWaits.delete(position);
        return (0,progress_words/* budgetTurnTakenLine */.Km)(position, Date.parse(at) - wait.since, previous);
    }
    /** Of `positions`, the one whose engine call started last (undefined when none has started one). */
    #latestCallOf(positions) {
        let latest;
        for (const position of positions) {
            const order = this.#callStarts.get(position);
            if (order !== undefined && (latest === undefined || order > latest.order))
                latest = { position, order };
        }
        return latest?.position;
    }
    /** A skipped node shows why; a completed one its duration, tokens and whether it was reconciled. */
    #completedRow(position, data) {
        this.#running.delete(position);
        this.#completed += 1;
        const skipped = data.skipped;
        if (skipped !== undefined && skipped !== null)
            return (0,progress_words/* row */.nM)(position, 'skipped', [(0,report_escape/* oneLine */.TN)((0,progress_words/* textOf */.b6)((0,progress_words/* fieldsOf */.Pf)(skipped), 'reason') ?? '', 200)]);
        const reconciled = data.reconciled === true ? ['(reconciled)'] : [];
        const tokens = this.#tokensOf(position);
        return (0,progress_words/* row */.nM)(position, 'completed', [
            (0,progress_words/* duration */.p0)((0,progress_words/* numberOf */.rl)(data, 'durationMs')).padEnd(8),
            ...(tokens === undefined ? [] : [tokens]),
            ...reconciled,
        ]);
    }
    #tokensOf(position) {
        const tokens = this.#tokens.get(position);
        if (tokens === undefined)
            return undefined;
        // As the run's usage says it: no measured call is "unknown", never 0; some are lower bounds (\u2265).
        if (tokens.measured === 0)
            return 'tokens unknown';
        if (tokens.unmeasured === 0)
            return `tokens ${(0,format/* formatCount */.B4)(tokens.input)} in / ${(0,format/* formatCount */.B4)(tokens.output)} out`;
        return `tokens \u2265 ${(0,format/* formatCount */.B4)(tokens.input)} in / \u2265 ${(0,format/* formatCount */.B4)(tokens.output)} out (+${(0,format/* formatCount */.B4)(tokens.unmeasured)} unmeasured)`;
    }
    /** Remembers which position an engine call runs for, and adds its usage there when it ends. */
    #tallyEngineCall(type, data) {
        if (type === events/* engineEventTypes */.km.started) {
            const started = (0,events/* engineStartedSchema */.dT)().safeParse(data);
            if (started.success)
                this.#calls.set(started.data.callId, started.data.position);
            return;
        }
        const ended = (type === events/* engineEventTypes */.km.completed ? (0,events/* engineCompletedSchema */.J3)() : (0,events/* engineFailedSchema */.Ns)()).safeParse(data);
        if (ended.success)
            this.#count(ended.data.callId, ended.data.usage);
    }
    /** Adds one engine call's receipt to its position (a call without one is unmeasured). */
    #count(callId, usage) {
        const at = this.#calls.get(callId);
        if (at === undefined)
            return;
        const tokens = this.#tokens.get(at) ?? { input: 0, output: 0, measured: 0, unmeasured: 0 };
        if (usage?.measured === true) {
            tokens.measured += 1;
            tokens.input += usage.inputTokens ?? 0;
            tokens.output += usage.outputTokens ?? 0;
        }
        else
            tokens.unmeasured += 1;
        this.#tokens.set(at, tokens);
    }
    /** A watchdog record's line: its crashes, restarts and takeovers, and with `settlements` how it ended. */
    #runnerLine(type, data) {
        switch (type) {
            case records/* runnerEventTypes */.AK.workerCrashed:
                return `  watchdog: ${describeWorkerExit(data)}`;
            case records/* runnerEventTypes */.AK.backoff:
                return `  watchdog: ${describeBackoff(data)}`;
            case records/* runnerEventTypes */.AK.adopted:
                return `  watchdog: continuing the run (it was ${(0,report_escape/* oneLine */.TN)((0,progress_words/* textOf */.b6)(data, 'from') ?? 'interrupted', 40)})`;
            case records/* runnerEventTypes */.AK.resumeRefused:
                return `  watchdog: resume refused (${(0,report_escape/* oneLine */.TN)((0,progress_words/* textOf */.b6)(data, 'code') ?? '', 60)}): ${(0,report_escape/* oneLine */.TN)((0,progress_words/* textOf */.b6)(data, 'reason') ?? '', 300)}`;
            default:
                return this.#settlements ? (0,progress_words/* settlementLine */.YH)(type, data) : undefined;
        }
    }
}


/***/ }),

/***/ 39471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ budgetTurnTakenLine),
/* harmony export */   Ok: () => (/* binding */ pausedText),
/* harmony export */   Pf: () => (/* binding */ fieldsOf),
/* harmony export */   YH: () => (/* binding */ settlementLine),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   cV: () => (/* binding */ budgetTurnWaitLine),
/* harmony export */   nM: () => (/* binding */ row),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   qo: () => (/* binding */ clockTime),
/* harmony export */   rl: () => (/* binding */ numberOf)
/* harmony export */ });
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20722);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74949);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
// The words of the live progress lines (progress-lines.ts): fields read off untrusted records,
// a position's row, what a pause waits for, and how the session ended.




const fieldsOf = (data) => typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
const textOf = (data, key) => typeof data[key] === 'string' ? data[key] : undefined;
const numberOf = (data, key) => typeof data[key] === 'number' ? data[key] : undefined;
/** `  dag/a/1                    running    attempt 2`: the position and phase in columns. */
function row(position, phase, rest = []) {
    return `  ${[(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(position, 60).padEnd(26), phase.padEnd(10), ...rest].join(' ')}`.trimEnd();
}
const duration = (ms) => (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(ms, '-');
/**
 * What a paused position waits for, in a person's words (the record's pauseKind is the executor's
 * name for the rule that paused it): a gate's question, a decision on uncertain work, a budget (its
 * reason says which and why), the engine's own request, or a resume the host asked for.
 */
function pausedText(data) {
    const reason = textOf(data, 'reason') ?? '';
    const request = fieldsOf(data.request);
    switch (textOf(data, 'pauseKind')) {
        case 'policy': {
            const question = request.kind === 'gate' ? textOf(request, 'question') : undefined;
            return question === undefined ? `waits to be resumed: ${reason}` : `waits for an answer: ${question}`;
        }
        case 'reconcile-attempt':
            return `waits for your decision: ${reason}`;
        case 'budget':
            return reason;
        case 'engine':
            return `the engine asked to wait: ${reason}`;
        default:
            return reason;
    }
}
/** ` (after dag/a/1, dag/c/1)`: the positions a budget turn waits after (the first three). */
function afterText(after) {
    if (after.length === 0)
        return '';
    const more = after.length > 3 ? ` and ${after.length - 3} more` : '';
    return ` (after ${after.slice(0, 3).join(', ')}${more})`;
}
/**
 * `  dag/b/1   waiting   for its budget turn (after dag/a/1)`: a runner:budget-turn-waiting
 * record's line, with its position; undefined for a record that does not parse. The live lines
 * and the CLI's `status --watch` say it in these words.
 */
function budgetTurnWaitLine(data) {
    const wait = (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .budgetTurnWaitingSchema */ .Xz)().safeParse(data);
    if (!wait.success)
        return undefined;
    const { position, after } = wait.data;
    return { position, after, line: row(position, 'waiting', [(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(`for its budget turn${afterText(after)}`, 200)]) };
}
/**
 * `  dag/b/1   running   got its budget turn after 6.0 s, when dag/a/1's call ended`: a waiting
 * call starts. `previous` is whose call held the turn last: named so the line is not read as two
 * calls spending at once (that node's own "completed" line may come later, after its other work).
 */
function budgetTurnTakenLine(position, waitedMs, previous) {
    const when = previous === undefined ? '' : `, when ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(previous, 60)}'s call ended`;
    return row(position, 'running', [`got its budget turn after ${duration(Math.max(0, waitedMs))}${when}`]);
}
/** `11:00:52 UTC`, or the date too when it is not today's (by UTC). */
function clockTime(at) {
    const iso = new Date(at).toISOString();
    const today = new Date().toISOString().slice(0, 10);
    return `${iso.slice(0, 10) === today ? '' : `${iso.slice(0, 10)} `}${iso.slice(11, 19)} UTC`;
}
/** ` (waiting on dag/a/1, dag/b/1)`: the positions a pause record says wait for a person (the first ten). */
function waitingOn(pauses) {
    const positions = (Array.isArray(pauses) ? pauses : [])
        .map((pause) => textOf(fieldsOf(pause), 'position'))
        .filter((position) => position !== undefined);
    if (positions.length === 0)
        return '';
    const more = positions.length > 10 ? ` and ${positions.length - 10} more` : '';
    return ` (waiting on ${positions
        .slice(0, 10)
        .map((position) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(position, 60))
        .join(', ')}${more})`;
}
/** How the session ended, from the watchdog's settling record. */
function settlementLine(type, data) {
    switch (type) {
        case _runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerEventTypes */ .AK.completed:
            return 'run completed';
        case _runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerEventTypes */ .AK.paused: {
            const parts = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pauseWhyParts */ .D5)(textOf(data, 'code'), textOf(data, 'reason'));
            const why = parts.length === 0 ? '' : `: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(parts.join(': '), 300)}`;
            return `run paused${why}${waitingOn(data.pauses)}`;
        }
        case _runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerEventTypes */ .AK.interrupted: {
            const signal = textOf(data, 'signal');
            return `run interrupted${signal === undefined ? '' : ` by ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(signal, 20)}`}`;
        }
        case _runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerEventTypes */ .AK.stopped: {
            const reason = textOf(data, 'reason');
            return `run stopped${reason === undefined ? '' : `: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(reason, 300)}`}`;
        }
        case _runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerEventTypes */ .AK.timeout:
            return `run timed out: ${duration(numberOf(data, 'elapsedMs'))} of its ${duration(numberOf(data, 'timeoutMs'))} limit`;
        case _runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerEventTypes */ .AK.failed:
            return `run failed: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(`${textOf(data, 'code') ?? ''}: ${textOf(data, 'message') ?? ''}`, 300)}`;
        default:
            return undefined;
    }
}


/***/ })

};

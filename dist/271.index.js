export const id = 271;
export const ids = [271];
export const modules = {

/***/ 54559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gu: () => (/* binding */ cancelBudgetWarning),
/* harmony export */   mT: () => (/* binding */ Cancellation),
/* harmony export */   oE: () => (/* binding */ cancelBudget)
/* harmony export */ });
// A job's cancellation: SIGINT / SIGTERM from the runner (job cancelled, or timeout-minutes hit)
// and the interrupt-after timer. The first cause wins; listeners added later still hear it, so a
// signal that arrives before the run has started stops it from starting at all.
/**
 * GitHub cancels a step with SIGINT, SIGTERM 7.5 s later and a kill 2.5 s after that: 10 s in all.
 * In them the action stops the worker (SIGTERM, `teardown-grace`, SIGKILL), snapshots the
 * workspace, records the interrupt and saves the store (a few seconds for the cache and artifact).
 */
const cancelBudget = { totalMs: 10_000, graceWarnMs: 5_000 };
/** A warning when teardown-grace leaves too little of the 10 s for the snapshot and the save (undefined: it fits). */
function cancelBudgetWarning(teardownGraceMs) {
    if (teardownGraceMs <= cancelBudget.graceWarnMs)
        return undefined;
    return `teardown-grace ${teardownGraceMs / 1000} s leaves ${(cancelBudget.totalMs - teardownGraceMs) / 1000} s of the ${cancelBudget.totalMs / 1000} s GitHub gives a cancelled step for the workspace snapshot and the save of the store: a cancellation may be killed before the store is saved (keep it at ${cancelBudget.graceWarnMs / 1000}s or less, and set interrupt-after below the job's timeout)`;
}
class Cancellation {
    #reason = null;
    #listeners = new Set();
    get reason() {
        return this.#reason;
    }
    cancel(reason) {
        if (this.#reason !== null)
            return;
        this.#reason = reason;
        for (const listener of [...this.#listeners])
            listener(reason);
    }
    /** Calls `listener` once on cancellation (at once if already cancelled); returns the remover. */
    onCancel(listener) {
        if (this.#reason !== null) {
            listener(this.#reason);
            return () => undefined;
        }
        this.#listeners.add(listener);
        return () => this.#listeners.delete(listener);
    }
    /** Cancels after `ms` (undefined: never); returns the timer's remover. The timer keeps no process alive. */
    after(ms, reason) {
        if (ms === undefined)
            return () => undefined;
        const timer = setTimeout(() => this.cancel(reason), ms);
        timer.unref();
        return () => clearTimeout(timer);
    }
}


/***/ }),

/***/ 78055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ isActionError),
/* harmony export */   lZ: () => (/* binding */ ActionError)
/* harmony export */ });
/* unused harmony export actionErrorCodes */
// The Action layer's one error class. `code` is what callers branch on; `input` names the
// action input (or option) a refusal is about, so a message never has to be parsed.
const actionErrorCodes = (/* unused pure expression or super */ null && ([
    'INVALID_INPUT',
    'STORE_NOT_FOUND',
    'STORE_RESTORE',
    /** Another job claimed the next session of the run first (one job drives one session). */
    'RUN_CLAIMED',
]));
class ActionError extends Error {
    name = 'ActionError';
    code;
    input;
    key;
    path;
    constructor(code, message, context = {}) {
        super(message, context.cause === undefined ? undefined : { cause: context.cause });
        this.code = code;
        this.input = context.input;
        this.key = context.key;
        this.path = context.path;
    }
}
function isActionError(error, code) {
    return error instanceof ActionError && (code === undefined || error.code === code);
}


/***/ }),

/***/ 17848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cN: () => (/* binding */ isInvalidInput),
  LS: () => (/* binding */ prepareJob)
});

// UNUSED EXPORTS: actingActor

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
;// CONCATENATED MODULE: ./src/action/inputs/raw.ts
// The action's inputs as the runner hands them over: INPUT_<NAME> environment variables (name
// upper-cased, spaces as "_", dashes kept), trimmed as core.getInput trims them. Read from an
// environment record so tests and the post step read exactly what main read.
/** Every input action.yml declares (test/action/inputs.test.ts keeps the two in step). */
const actionInputNames = [
    'run-id',
    'graph',
    'host-module',
    'definition',
    'inputs',
    'mode',
    'position',
    'decision',
    'decision-output',
    'answer',
    'takeover',
    'retry-failed',
    'working-directory',
    'timeout',
    'max-dispatches',
    'budget-usd',
    'budget-tokens',
    'budget-soft',
    'raise-budget-usd',
    'raise-budget-tokens',
    'max-restarts',
    'initial-backoff',
    'max-backoff',
    'teardown-grace',
    'heartbeat',
    'record-changes',
    'log-limit',
    'environment-variables',
    'known-secrets',
    'storage-path',
    'namespace',
    'cache-prefix',
    'persist',
    'write-ahead',
    'checkpoint-interval',
    'from-run',
    'github-token',
    'interrupt-after',
    'fail-on',
    'run-id-input',
    'position-input',
    'decision-input',
    'answer-input',
];
/** Inputs whose values are never echoed in messages. */
const secretInputs = new Set(['known-secrets', 'github-token']);
/** Defaults as action.yml declares them (the runner fills them in; a direct `node dist/main.js` may not). */
const inputDefaults = {
    inputs: '{}',
    mode: 'auto',
    takeover: 'false',
    'budget-soft': 'false',
    'retry-failed': 'false',
    'working-directory': '.',
    'max-restarts': '3',
    'initial-backoff': '1s',
    'max-backoff': '30s',
    'teardown-grace': '5s',
    heartbeat: '60s',
    'record-changes': 'true',
    namespace: 'default',
    'cache-prefix': 'supervised-run',
    persist: 'both',
    'write-ahead': 'auto',
    'checkpoint-interval': '5m',
    'interrupt-after': '5h50m',
    'fail-on': 'fail',
    'run-id-input': 'run-id',
    'position-input': 'position',
    'decision-input': 'decision',
    'answer-input': 'answer',
};
function inputVariable(name) {
    return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}
/**
 * Each input's value, trimmed; an unset or empty input takes the action.yml default (workflows
 * often pass `mode: ${{ inputs.mode }}`, which is empty when the dispatch left it out).
 * Multi-line inputs keep their inner lines.
 */
function readRawInputs(env) {
    const raw = {};
    for (const name of actionInputNames) {
        const value = (env[inputVariable(name)] ?? '').trim();
        raw[name] = value === '' ? (inputDefaults[name] ?? '') : value;
    }
    return raw;
}

// EXTERNAL MODULE: ./src/runner/options/option-values.ts
var option_values = __webpack_require__(23261);
;// CONCATENATED MODULE: ./src/action/inputs/secrets.ts
// Known secrets: the values of the variables named in `environment-variables` (the worker gets
// them, so they must never be stored or logged) and every line of `known-secrets`. The caller
// masks them with core.setSecret BEFORE any other input is checked, so no refusal message can
// print one; the store refuses content that holds one (KNOWN_SECRET).


function collectSecrets(raw, env) {
    const names = (0,option_values/* readVariableNames */.hj)(raw['environment-variables']);
    if (!names.ok) {
        // Names are not secret, but a value could have been pasted here by mistake: echo nothing.
        throw new errors/* ActionError */.lZ('INVALID_INPUT', `input "environment-variables" is not valid; it accepts ${names.accepts}`, {
            input: 'environment-variables',
        });
    }
    const secrets = (0,option_values/* collectKnownSecrets */.X5)(env, { values: (0,option_values/* nonEmptyLines */.yw)(raw['known-secrets']), passed: names.value });
    const warnings = secrets.short.map((name) => `the value of ${name} is shorter than ${option_values/* minStoredSecretLength */.K} characters: it is masked in logs but not refused by the store (add it to known-secrets to refuse it too)`);
    return { masked: secrets.masked, stored: secrets.stored, environmentVariables: names.value, warnings };
}
/** Replaces every known secret in `text` with ***, however short (unlike the engine's redaction: these are refusal messages). */
function redactSecrets(text, secrets) {
    let out = text;
    for (const secret of [...secrets].sort((a, b) => b.length - a.length))
        if (secret !== '')
            out = out.split(secret).join('***');
    return out;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/action/cancellation.ts
var cancellation = __webpack_require__(54559);
;// CONCATENATED MODULE: ./src/action/inputs/fields.ts
// Readers for the inputs only the Action has. Values both adapters share (durations, numbers,
// store IDs, JSON, paths, positions, variable names) are read by src/runner/options/option-values.ts; every
// input arrives as a string (INPUT_<NAME>, trimmed) and an empty one means "not given".

/** A schema for a required input (its action.yml default fills it in when empty). */
const field = (read) => (0,option_values/* optionValueSchema */.o6)(read);
/** A schema for an input that may be left empty (undefined then). */
const optional = (read) => (0,option_values/* optionValueSchema */.o6)((text) => (text === '' ? (0,option_values/* accepted */.qG)(undefined) : read(text)));
function fields_boolean(text) {
    // The YAML 1.2 core schema's booleans, as core.getBooleanInput reads them.
    if (['true', 'True', 'TRUE'].includes(text))
        return (0,option_values/* accepted */.qG)(true);
    if (['false', 'False', 'FALSE', ''].includes(text))
        return (0,option_values/* accepted */.qG)(false);
    return (0,option_values/* refused */.J5)('true or false');
}
/** A workflow_dispatch input name (what the summary's `gh workflow run -f <name>=…` uses). */
function dispatchInputName(text) {
    return /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/.test(text)
        ? (0,option_values/* accepted */.qG)(text)
        : (0,option_values/* refused */.J5)('a workflow_dispatch input name: a letter or "_", then letters, digits, "-" or "_"');
}
/** A cache key prefix: segments of [A-Za-z0-9._-] separated by single "/". */
function cachePrefix(text) {
    return /^(?!\/)(?!.*\/\/)(?!.*\/$)[A-Za-z0-9._/-]{1,200}$/.test(text)
        ? (0,option_values/* accepted */.qG)(text)
        : (0,option_values/* refused */.J5)('1-200 characters from A-Z, a-z, 0-9, ".", "_", "-" and "/" (no leading, trailing or doubled "/")');
}
/** A workflow run ID (digits). */
function workflowRunId(text) {
    return /^[1-9][0-9]{0,19}$/.test(text) && Number.isSafeInteger(Number(text))
        ? (0,option_values/* accepted */.qG)(text)
        : (0,option_values/* refused */.J5)('a workflow run ID (digits, as in the URL .../actions/runs/<id>)');
}

;// CONCATENATED MODULE: ./src/action/inputs/parse.ts
// Every action input parsed with zod into one typed ActionConfig. A bad input throws
// INVALID_INPUT naming the input, what it got (shortened, never a secret) and what it accepts —
// before anything is restored or written.











const actionModes = ['auto', 'start', 'resume', 'status'];
const failOnValues = ['fail', 'pause', 'never'];
const persistValues = ['cache', 'artifact', 'both', 'none'];
const writeAheadValues = ['auto', 'required', 'off'];
/** Durations where 0 means "none" (no heartbeat, no backoff, never interrupt). */
const zeroAllowed = { allowZero: true };
const inputsSchema = schemas/* strictObject */.rej({
    'run-id': field((text) => (text === '' ? (0,option_values/* refused */.J5)(`a run ID: ${option_values/* storeIdAccepts */.Uj}`) : (0,option_values/* readStoreId */.zW)(text))),
    graph: optional(option_values/* readPath */.G7),
    'host-module': optional(option_values/* readPath */.G7),
    definition: optional(option_values/* readPath */.G7),
    inputs: field(option_values/* readJsonObject */.op),
    mode: field((text) => (0,option_values/* readChoice */.Kf)(text, actionModes)),
    position: optional(option_values/* readPosition */.ux),
    decision: optional((text) => (0,option_values/* readChoice */.Kf)(text, ['retry', 'complete', 'fail'])),
    'decision-output': optional(option_values/* readJson */.Vh),
    answer: optional(option_values/* readJsonObject */.op),
    takeover: field(fields_boolean),
    'retry-failed': field(fields_boolean),
    'working-directory': field(option_values/* readPath */.G7),
    timeout: optional((text) => (0,option_values/* readDuration */.$7)(text)),
    'max-dispatches': optional((text) => (0,option_values/* readWholeNumber */.bf)(text, 1, 1_000_000_000)),
    'budget-usd': optional(option_values/* readDollars */.sF),
    'budget-tokens': optional((text) => (0,option_values/* readWholeNumber */.bf)(text, 1, Number.MAX_SAFE_INTEGER)),
    'budget-soft': field(fields_boolean),
    'raise-budget-usd': optional(option_values/* readDollars */.sF),
    'raise-budget-tokens': optional((text) => (0,option_values/* readWholeNumber */.bf)(text, 1, Number.MAX_SAFE_INTEGER)),
    'max-restarts': field((text) => (0,option_values/* readWholeNumber */.bf)(text, 0, 1000)),
    'initial-backoff': field((text) => (0,option_values/* readDuration */.$7)(text, zeroAllowed)),
    'max-backoff': field((text) => (0,option_values/* readDuration */.$7)(text, zeroAllowed)),
    'teardown-grace': field((text) => (0,option_values/* readDuration */.$7)(text, zeroAllowed)),
    heartbeat: field((text) => (0,option_values/* readDuration */.$7)(text, zeroAllowed)),
    // Empty is the action.yml default (true), not false as for takeover.
    'record-changes': field((text) => (text === '' ? (0,option_values/* accepted */.qG)(true) : fields_boolean(text))),
    'log-limit': optional(option_values/* readLogLimit */.UB),
    'environment-variables': field(option_values/* readVariableNames */.hj),
    'known-secrets': schemas/* string */.YjP(),
    'storage-path': optional(option_values/* readPath */.G7),
    namespace: field(option_values/* readNamespace */.oZ),
    'cache-prefix': field(cachePrefix),
    persist: field((text) => (0,option_values/* readChoice */.Kf)(text, persistValues)),
    'write-ahead': field((text) => (0,option_values/* readChoice */.Kf)(text, writeAheadValues)),
    'checkpoint-interval': field((text) => (0,option_values/* readDuration */.$7)(text, zeroAllowed)),
    'from-run': optional(workflowRunId),
    'github-token': schemas/* string */.YjP(),
    'interrupt-after': field((text) => (0,option_values/* readDuration */.$7)(text, zeroAllowed)),
    'fail-on': field((text) => (0,option_values/* readChoice */.Kf)(text, failOnValues)),
    'run-id-input': field(dispatchInputName),
    'position-input': field(dispatchInputName),
    'decision-input': field(dispatchInputName),
    'answer-input': field(dispatchInputName),
});
/** A refusal that involves two inputs: reported on `input`, with its own wording. */
class Conflict {
    input;
    message;
    constructor(input, message) {
        this.input = input;
        this.message = message;
    }
}
function checkCombinations(p) {
    if (p.graph !== undefined && p['host-module'] !== undefined)
        return new Conflict('host-module', 'give either graph or host-module, not both');
    if (p['host-module'] !== undefined && p.definition === undefined)
        return new Conflict('definition', 'host-module needs definition (a JSON file with the graph definition)');
    if (p.definition !== undefined && p['host-module'] === undefined)
        return new Conflict('definition', 'definition is only used with host-module');
    if (p.mode === 'start' && p.graph === undefined && p['host-module'] === undefined)
        return new Conflict('graph', 'mode start needs graph (or host-module with definition)');
    if (p.mode === 'start' && p.position !== undefined)
        return new Conflict('position', 'mode start starts a new run; position is for resuming one');
    if (p.mode === 'resume' && p.position === undefined)
        return new Conflict('position', 'mode resume needs position (a paused position from the job summary or the positions output); to continue an interrupted run use mode auto');
    if (p.decision !== undefined && p.position === undefined)
        return new Conflict('decision', 'decision answers a reconcile pause: give the position it answers too');
    if (p.decision !== undefined && p.mode === 'status')
        return new Conflict('decision', 'mode status only reports; a decision needs mode auto or resume');
    if (p.answer !== undefined && p.position === undefined)
        return new Conflict('answer', 'answer answers a gate: give the position it answers too');
    if (p.answer !== undefined && p.mode === 'status')
        return new Conflict('answer', 'mode status only reports; an answer needs mode auto or resume');
    if (p['retry-failed'] && (p.position !== undefined || p.mode !== 'auto'))
        return new Conflict('retry-failed', 'retry-failed reopens a failed run as a whole: it takes no position and needs mode auto');
    if (p['decision-output'] !== undefined && p.decision !== 'complete')
        return new Conflict('decision-output', 'decision-output is the output recorded by decision complete');
    if (p['from-run'] !== undefined && p['github-token'] === '')
        return new Conflict('github-token', "from-run needs github-token (a token with actions: read) to download the other run's artifact");
    if (p['write-ahead'] === 'required' && (p.persist === 'artifact' || p.persist === 'none'))
        return new Conflict('write-ahead', `write-ahead required saves to the cache before unsafe nodes; persist ${p.persist} does not use the cache (use persist cache or both, or write-ahead auto / off)`);
    if (p['teardown-grace'] >= cancellation/* cancelBudget */.oE.totalMs)
        return new Conflict('teardown-grace', `a cancelled job is killed ${cancellation/* cancelBudget */.oE.totalMs / 1000} s after its first signal; a teardown grace of that or more leaves no time to stop the worker and save the store (use at most ${cancellation/* cancelBudget */.oE.graceWarnMs / 1000}s)`);
    if (p['max-backoff'] < p['initial-backoff'])
        return new Conflict('max-backoff', 'max-backoff must be at least initial-backoff');
    return undefined;
}
function invalid(input, raw, secrets, message) {
    const got = secretInputs.has(input) ? '' : ` (got ${(0,option_values/* shownValue */.JJ)(redactSecrets(raw[input], secrets))})`;
    // The explanation is redacted too (never the input's own name, which is ours).
    return new errors/* ActionError */.lZ('INVALID_INPUT', `input "${input}"${got}: ${redactSecrets(message, secrets)}`, { input });
}
/** `secrets`: the values collectSecrets found, so no message echoes one. */
function parseActionInputs(raw, context, secrets = []) {
    const parsed = inputsSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const input = actionInputNames.includes(String(issue.path[0]))
            ? issue.path[0]
            : 'run-id';
        throw invalid(input, raw, secrets, issue.message);
    }
    const p = parsed.data;
    const conflict = checkCombinations(p);
    if (conflict !== undefined)
        throw invalid(conflict.input, raw, secrets, conflict.message);
    let decision;
    if (p.decision === 'complete')
        decision =
            p['decision-output'] === undefined
                ? { decision: 'complete' }
                : { decision: 'complete', output: p['decision-output'] };
    else if (p.decision !== undefined)
        decision = { decision: p.decision };
    let source = null;
    if (p.graph !== undefined)
        source = { kind: 'graph', file: p.graph };
    else if (p['host-module'] !== undefined)
        source = { kind: 'module', module: p['host-module'], definitionFile: p.definition };
    return {
        runId: p['run-id'],
        namespace: p.namespace,
        source,
        runInputs: p.inputs,
        mode: p.mode,
        position: p.position,
        decision,
        answer: p.answer,
        takeover: p.takeover,
        retryFailed: p['retry-failed'],
        runRoot: external_node_path_default().resolve(context.cwd, p['working-directory']),
        limits: {
            ...(p.timeout === undefined ? {} : { timeoutMs: p.timeout }),
            ...(p['max-dispatches'] === undefined ? {} : { maxDispatches: p['max-dispatches'] }),
            ...budgetOf(p['budget-usd'], p['budget-tokens'], p['budget-soft']),
        },
        raiseBudget: raiseOf(p['raise-budget-usd'], p['raise-budget-tokens']),
        restart: { maxRestarts: p['max-restarts'], initialBackoffMs: p['initial-backoff'], maxBackoffMs: p['max-backoff'] },
        teardownGraceMs: p['teardown-grace'],
        heartbeatMs: p.heartbeat,
        recordChanges: p['record-changes'],
        logLimitBytes: p['log-limit'],
        environmentVariables: p['environment-variables'],
        storagePath: p['storage-path'] ?? external_node_path_default().join(context.runnerTemp || external_node_os_default().tmpdir(), 'supervised-run'),
        cachePrefix: p['cache-prefix'],
        persist: {
            cache: p.persist === 'cache' || p.persist === 'both',
            artifact: p.persist === 'artifact' || p.persist === 'both',
        },
        writeAhead: p['write-ahead'],
        checkpointIntervalMs: p['checkpoint-interval'],
        fromRun: p['from-run'],
        githubToken: p['github-token'],
        interruptAfterMs: p['interrupt-after'] === 0 ? undefined : p['interrupt-after'],
        failOn: p['fail-on'],
        inputNames: {
            runId: p['run-id-input'],
            position: p['position-input'],
            decision: p['decision-input'],
            answer: p['answer-input'],
        },
    };
}
function budgetOf(usd, tokens, soft) {
    const budget = {
        ...(usd === undefined ? {} : { usd }),
        ...(tokens === undefined ? {} : { tokens }),
        ...(soft ? { soft: true } : {}),
    };
    return Object.keys(budget).length === 0 ? {} : { budget };
}
function raiseOf(usd, tokens) {
    if (usd === undefined && tokens === undefined)
        return undefined;
    return { ...(usd === undefined ? {} : { usd }), ...(tokens === undefined ? {} : { tokens }) };
}

// EXTERNAL MODULE: ./src/action/persistence/from-run.ts
var from_run = __webpack_require__(22436);
// EXTERNAL MODULE: ./src/action/persistence/layout.ts
var layout = __webpack_require__(6);
// EXTERNAL MODULE: ./src/action/persistence/keys.ts
var keys = __webpack_require__(28532);
;// CONCATENATED MODULE: ./src/action/job/prepare.ts
// The job's first phase, which writes nothing: read the inputs, mask the secrets, parse and check
// everything that could be refused later (cache key, artifact name, store path, from-run), so a
// bad input fails the step before anything is restored or written.




function prepareJob(env, cwd, io) {
    const raw = readRawInputs(env);
    const secrets = collectSecrets(raw, env);
    for (const value of secrets.masked)
        io.setSecret(value);
    const config = parseActionInputs(raw, { cwd, runnerTemp: env.RUNNER_TEMP }, secrets.masked);
    const store = { storeDirectory: config.storagePath, namespace: config.namespace, runId: config.runId };
    (0,layout/* locateStore */.k)(store);
    const keyParts = { prefix: config.cachePrefix, namespace: config.namespace, runId: config.runId };
    const restorePrefix = (0,keys/* cacheRestorePrefix */.v3)(keyParts);
    const githubRunId = env.GITHUB_RUN_ID ?? '';
    const githubRunAttempt = env.GITHUB_RUN_ATTEMPT ?? '';
    if (config.persist.cache || config.persist.artifact) {
        // Both throw INVALID_INPUT naming GITHUB_RUN_ID / _ATTEMPT or cache-prefix (a key over 512 characters).
        (0,keys/* cacheKeyFor */.x7)({ ...keyParts, githubRunId, githubRunAttempt });
        (0,keys/* artifactNameFor */.FP)({ ...keyParts, githubRunAttempt });
    }
    let fromRun;
    if (config.fromRun !== undefined) {
        fromRun = { runId: config.fromRun, token: config.githubToken, repository: env.GITHUB_REPOSITORY ?? '' };
        (0,from_run/* parseFromRun */.h)(fromRun);
    }
    const actor = actingActor(env);
    const jobName = env.GITHUB_JOB || 'unknown job';
    return {
        config,
        secrets,
        store,
        restorePrefix,
        fromRun,
        githubRunId,
        githubRunAttempt,
        actor,
        jobName,
    };
}
/**
 * Who this job acts for: GITHUB_ACTOR, or GITHUB_TRIGGERING_ACTOR on a re-run (run attempt > 1),
 * because GITHUB_ACTOR stays the one who started the workflow run, not who re-ran it. One rule
 * for every record that names a person: decisions, budget raises, gate answers.
 */
function actingActor(env) {
    const rerun = Number(env.GITHUB_RUN_ATTEMPT ?? '') > 1;
    return (rerun ? env.GITHUB_TRIGGERING_ACTOR : undefined) || env.GITHUB_ACTOR || 'unknown actor';
}
function isInvalidInput(error) {
    return error instanceof errors/* ActionError */.lZ && error.code === 'INVALID_INPUT';
}


/***/ }),

/***/ 93120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ problemOf),
/* harmony export */   k: () => (/* binding */ failureText)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97018);
// A thrown error as a line of the summary and the step's failure message: its code and text.

function problemOf(error) {
    const code = typeof error === 'object' && error !== null && typeof error.code === 'string'
        ? error.code
        : 'ERROR';
    const message = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(error);
    return { code, message };
}
function failureText(problem) {
    return `${problem.code}: ${problem.message}`;
}


/***/ }),

/***/ 96003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ restoreAndVerify),
  E: () => (/* binding */ storageOptions)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/store/local-storage.ts + 6 modules
var local_storage = __webpack_require__(54385);
// EXTERNAL MODULE: ./src/store/errors.ts
var errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/action/errors.ts
var action_errors = __webpack_require__(78055);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/action/persistence/artifact-client.ts
var artifact_client = __webpack_require__(95744);
// EXTERNAL MODULE: ./src/action/persistence/cache-client.ts
var cache_client = __webpack_require__(55950);
// EXTERNAL MODULE: ./src/action/persistence/from-run.ts
var from_run = __webpack_require__(22436);
// EXTERNAL MODULE: ./src/action/persistence/keys.ts
var keys = __webpack_require__(28532);
// EXTERNAL MODULE: ./src/action/persistence/layout.ts
var layout = __webpack_require__(6);
// EXTERNAL MODULE: ./src/action/persistence/tree.ts
var tree = __webpack_require__(10668);
;// CONCATENATED MODULE: ./src/action/persistence/identity.ts
// The identity a restored store claims for itself. Cache keys match without regard to case,
// so the entry restored for run `run-1` could have been saved by run `Run-1`: the stored
// definition (verified against its digest by the store layer) must name exactly the run ID
// asked for. The namespace is not stored in the definition; it is checked through the exact
// case of the matched key and the directory the entry restored into.


/** The run ID the restored definition names, undefined when the run has no definition (yet). */
async function readStoredRunId(ref) {
    let definition;
    try {
        const storage = await (0,local_storage/* createLocalRunStorage */.W)({ directory: ref.storeDirectory, namespace: ref.namespace });
        definition = await storage.readDefinition(ref.runId);
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the restored store of run ${ref.runId} is unreadable: ${error.message}`, { cause: error });
    }
    if (definition === undefined)
        return undefined;
    const runId = typeof definition === 'object' && definition !== null && !Array.isArray(definition)
        ? definition.runId
        : undefined;
    if (typeof runId !== 'string')
        return undefined;
    if (runId !== ref.runId) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the restored store belongs to run ${JSON.stringify(runId)}, not ${JSON.stringify(ref.runId)} (cache keys match without regard to case); it was not used`);
    }
    return runId;
}

;// CONCATENATED MODULE: ./src/action/persistence/verify.ts
// Acceptance of a restored run directory: the path down to it holds no symlink, the tree
// holds only plain files and directories, and its definition names the run asked for.
// Whatever fails is discarded before the error is raised, so nothing refused stays behind
// for a later step to open.





/**
 * Removes what a refused restore left at the run directory. A component of the path that is
 * not a real directory (a symlink the archive planted) is unlinked itself, never followed.
 */
async function discardRestored(location) {
    let current = location.storeRoot;
    for (const segment of location.segments) {
        current = external_node_path_default().join(current, segment);
        let stats;
        try {
            stats = await external_node_fs_.promises.lstat(current);
        }
        catch {
            return;
        }
        if (!stats.isDirectory()) {
            await external_node_fs_.promises.rm(current, { force: true });
            return;
        }
    }
    await (0,tree/* removeTree */.dM)(location.runDirectory);
}
async function acceptRestored(location, ref, origin) {
    try {
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, location.segments);
        if (!(await (0,tree/* pathExists */.s0)(location.runDirectory))) {
            throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `${origin} did not contain ${location.runDirectory}: keep storage-path the same string, at the same place relative to GITHUB_WORKSPACE, in every job`, { path: location.runDirectory });
        }
        await (0,tree/* inspectRunTree */.gB)(location.runDirectory);
        // The resolved root: a relative storage-path must not depend on the cwd at this moment.
        return await readStoredRunId({ ...ref, storeDirectory: location.storeRoot });
    }
    catch (error) {
        await discardRestored(location);
        if ((0,action_errors/* isActionError */.Bd)(error))
            throw error;
        const problem = error instanceof tree/* TreeProblem */.w9 ? error.message : `could not be inspected: ${error.message}`;
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the store restored from ${origin} was refused and removed: ${problem}`, {
            path: error instanceof tree/* TreeProblem */.w9 ? error.path : location.runDirectory,
            cause: error,
        });
    }
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/action/persistence/zip-reader.ts
// A strict reader for the store artifact's zip. An artifact from another workflow run is
// untrusted (a fork's pull-request run can upload one), so the Action does not let the
// artifact client extract it: it downloads the raw zip and this module refuses, before
// writing anything, every entry that is not a plain file or directory with a plain name —
// symlinks, `..`, absolute paths, odd characters, duplicates, encryption, unknown compression
// — and bounds the total size against zip bombs. Entries are streamed (read, inflated and
// CRC-checked in chunks), so no entry is ever held whole in memory.





class ZipProblem extends Error {
    name = 'ZipProblem';
}
const defaultZipLimits = { maxEntries: 200_000, maxTotalBytes: 4 * 1024 ** 3 };
const signatures = {
    local: 0x04034b50,
    central: 0x02014b50,
    end: 0x06054b50,
    end64: 0x06064b50,
    locator64: 0x07064b50,
};
/** Store file and directory names: the store's own alphabet. */
const plainSegment = /^[A-Za-z0-9._-]{1,255}$/;
const unixFileType = 0o170000;
const unixTypes = { file: 0o100000, directory: 0o040000, symlink: 0o120000 };
async function readAt(handle, position, length) {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    if (bytesRead !== length)
        throw new ZipProblem(`truncated archive: wanted ${length} bytes at offset ${position}`);
    return buffer;
}
function u64(buffer, offset) {
    const value = buffer.readBigUInt64LE(offset);
    if (value > BigInt(Number.MAX_SAFE_INTEGER))
        throw new ZipProblem('a zip64 size or offset is out of range');
    return Number(value);
}
async function findDirectory(handle, fileSize) {
    const tailLength = Math.min(fileSize, 22 + 0xffff);
    const tail = await readAt(handle, fileSize - tailLength, tailLength);
    for (let at = tail.length - 22; at >= 0; at -= 1) {
        // The end record's comment must run exactly to the end of the file: no false match inside a comment.
        if (tail.readUInt32LE(at) !== signatures.end || at + 22 + tail.readUInt16LE(at + 20) !== tail.length)
            continue;
        let entries = tail.readUInt16LE(at + 10);
        let size = tail.readUInt32LE(at + 12);
        let offset = tail.readUInt32LE(at + 16);
        if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
            const locatorAt = fileSize - tailLength + at - 20;
            if (locatorAt < 0)
                throw new ZipProblem('zip64 end locator missing');
            const locator = await readAt(handle, locatorAt, 20);
            if (locator.readUInt32LE(0) !== signatures.locator64)
                throw new ZipProblem('zip64 end locator missing');
            const end64 = await readAt(handle, u64(locator, 8), 56);
            if (end64.readUInt32LE(0) !== signatures.end64)
                throw new ZipProblem('zip64 end record missing');
            entries = u64(end64, 32);
            size = u64(end64, 40);
            offset = u64(end64, 48);
        }
        if (offset + size > fileSize)
            throw new ZipProblem('central directory lies outside the file');
        return { entries, offset, size };
    }
    throw new ZipProblem('not a zip archive (no end of central directory record)');
}
function checkEntryName(raw) {
    const kind = raw.endsWith('/') ? 'directory' : 'file';
    const name = kind === 'directory' ? raw.slice(0, -1) : raw;
    const segments = name.split('/');
    for (const segment of segments) {
        if (segment === '..' || segment === '.' || !plainSegment.test(segment)) {
            const why = segment === '..'
                ? 'a ".." segment'
                : segment === ''
                    ? 'an empty segment or absolute path'
                    : `segment ${JSON.stringify(segment)}`;
            throw new ZipProblem(`entry ${JSON.stringify(raw)} has ${why}; store entries are relative paths of [A-Za-z0-9._-] names`);
        }
    }
    return { name, kind };
}
async function readZipEntries(handle, limits = defaultZipLimits) {
    const fileSize = (await handle.stat()).size;
    const directory = await findDirectory(handle, fileSize);
    if (directory.entries > limits.maxEntries)
        throw new ZipProblem(`${directory.entries} entries exceed the limit of ${limits.maxEntries}`);
    const table = await readAt(handle, directory.offset, directory.size);
    const entries = [];
    const seen = new Map();
    let total = 0;
    let at = 0;
    for (let index = 0; index < directory.entries; index += 1) {
        if (at + 46 > table.length || table.readUInt32LE(at) !== signatures.central)
            throw new ZipProblem(`central directory entry ${index} is malformed`);
        const madeBy = table.readUInt16LE(at + 4);
        const flags = table.readUInt16LE(at + 8);
        const method = table.readUInt16LE(at + 10);
        const crc = table.readUInt32LE(at + 16);
        let compressedSize = table.readUInt32LE(at + 20);
        let size = table.readUInt32LE(at + 24);
        const nameLength = table.readUInt16LE(at + 28);
        const extraLength = table.readUInt16LE(at + 30);
        const commentLength = table.readUInt16LE(at + 32);
        const external = table.readUInt32LE(at + 38);
        let localHeaderOffset = table.readUInt32LE(at + 42);
        const end = at + 46 + nameLength + extraLength + commentLength;
        if (end > table.length)
            throw new ZipProblem(`central directory entry ${index} runs past the directory`);
        const raw = table.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
        const extra = table.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
        at = end;
        // zip64: the 0xffffffff fields appear, in this order, in extra field 0x0001.
        for (let cursor = 0; cursor + 4 <= extra.length;) {
            const id = extra.readUInt16LE(cursor);
            const length = extra.readUInt16LE(cursor + 2);
            if (id === 0x0001) {
                let field = cursor + 4;
                const next = () => {
                    if (field + 8 > cursor + 4 + length)
                        throw new ZipProblem(`entry ${JSON.stringify(raw)} has a short zip64 field`);
                    const value = u64(extra, field);
                    field += 8;
                    return value;
                };
                if (size === 0xffffffff)
                    size = next();
                if (compressedSize === 0xffffffff)
                    compressedSize = next();
                if (localHeaderOffset === 0xffffffff)
                    localHeaderOffset = next();
            }
            cursor += 4 + length;
        }
        const { name, kind } = checkEntryName(raw);
        if (flags & 0x1)
            throw new ZipProblem(`entry ${JSON.stringify(raw)} is encrypted`);
        if (method !== 0 && method !== 8)
            throw new ZipProblem(`entry ${JSON.stringify(raw)} uses compression method ${method}; only stored and deflate are read`);
        if (madeBy >> 8 === 3) {
            const type = (external >>> 16) & unixFileType;
            if (type === unixTypes.symlink)
                throw new ZipProblem(`entry ${JSON.stringify(raw)} is a symlink; a store holds only files and directories`);
            const expected = kind === 'directory' ? unixTypes.directory : unixTypes.file;
            if (type !== 0 && type !== expected)
                throw new ZipProblem(`entry ${JSON.stringify(raw)} has unix file type 0o${type.toString(8)}, not a plain ${kind}`);
        }
        if (seen.has(name))
            throw new ZipProblem(`entry ${JSON.stringify(name)} appears twice`);
        seen.set(name, kind);
        total += size;
        if (total > limits.maxTotalBytes)
            throw new ZipProblem(`unpacked size exceeds the limit of ${limits.maxTotalBytes} bytes`);
        entries.push({ name, kind, method, compressedSize, size, crc32: crc, localHeaderOffset });
    }
    // A file must not also be used as a directory (`a` and `a/b`).
    for (const name of seen.keys()) {
        const segments = name.split('/');
        for (let depth = 1; depth < segments.length; depth += 1) {
            if (seen.get(segments.slice(0, depth).join('/')) === 'file')
                throw new ZipProblem(`entry ${JSON.stringify(name)} lies below the file ${segments.slice(0, depth).join('/')}`);
        }
    }
    return entries;
}
/**
 * Counts and checksums an entry's bytes as they pass: more than the declared size fails at once
 * (a bomb is cut there, not inflated whole), and the end checks the size and the CRC-32.
 */
class EntryCheck extends external_node_stream_.Transform {
    bytes = 0;
    #crc = 0;
    #entry;
    constructor(entry) {
        super();
        this.#entry = entry;
    }
    _transform(chunk, _encoding, done) {
        this.bytes += chunk.length;
        const { name, size, method } = this.#entry;
        if (this.bytes > size) {
            done(new ZipProblem(method === 0
                ? `entry ${JSON.stringify(name)} holds more than its declared ${size} bytes`
                : `entry ${JSON.stringify(name)} does not inflate to its declared ${size} bytes (it holds more)`));
            return;
        }
        this.#crc = (0,external_node_zlib_.crc32)(chunk, this.#crc);
        done(null, chunk);
    }
    _flush(done) {
        const { name, size } = this.#entry;
        if (this.bytes !== size)
            done(new ZipProblem(`entry ${JSON.stringify(name)} holds ${this.bytes} bytes, declared ${size}`));
        else if (this.#crc !== this.#entry.crc32)
            done(new ZipProblem(`entry ${JSON.stringify(name)} fails its CRC-32`));
        else
            done();
    }
}
/** Where an entry's compressed bytes start, checked to lie inside the file. */
async function dataStartOf(handle, entry, fileSize) {
    const header = await readAt(handle, entry.localHeaderOffset, 30);
    if (header.readUInt32LE(0) !== signatures.local)
        throw new ZipProblem(`entry ${JSON.stringify(entry.name)} has no local header`);
    const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + entry.compressedSize > fileSize)
        throw new ZipProblem(`truncated archive: entry ${JSON.stringify(entry.name)} runs past the end of the file`);
    return start;
}
/**
 * Streams one file entry to `destination` (created, never replaced): read in chunks, inflated
 * incrementally, counted and CRC-checked on the way. A refused entry's partial file is removed.
 */
async function writeEntry(handle, entry, destination, fileSize) {
    const start = await dataStartOf(handle, entry, fileSize);
    const source = entry.compressedSize === 0
        ? external_node_stream_.Readable.from([])
        : handle.createReadStream({ start, end: start + entry.compressedSize - 1, autoClose: false, emitClose: false });
    const out = await external_node_fs_.promises.open(destination, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o600);
    try {
        const check = new EntryCheck(entry);
        const sink = out.createWriteStream();
        await (entry.method === 8 ? (0,promises_.pipeline)(source, (0,external_node_zlib_.createInflateRaw)(), check, sink) : (0,promises_.pipeline)(source, check, sink));
    }
    catch (error) {
        await external_node_fs_.promises.rm(destination, { force: true });
        if (isZlibError(error)) {
            throw new ZipProblem(`entry ${JSON.stringify(entry.name)} does not inflate to its declared ${entry.size} bytes (${error.message})`);
        }
        throw error;
    }
    finally {
        await out.close().catch(() => undefined);
    }
}
function isZlibError(error) {
    const code = error instanceof Error ? error.code : undefined;
    return typeof code === 'string' && code.startsWith('Z_');
}
/**
 * Unpacks `zipFile` into `target`, which must be an empty directory this process just created
 * (so nothing in it can be a symlink). Names and types of all entries are checked before the
 * first byte is written; sizes and CRCs as each entry streams. On a ZipProblem the caller
 * discards `target`.
 */
async function extractZip(zipFile, target, limits = defaultZipLimits) {
    const handle = await external_node_fs_.promises.open(zipFile, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    try {
        const entries = await readZipEntries(handle, limits);
        const fileSize = (await handle.stat()).size;
        let bytes = 0;
        let files = 0;
        for (const entry of entries) {
            const destination = external_node_path_default().join(target, ...entry.name.split('/'));
            if (entry.kind === 'directory') {
                await external_node_fs_.promises.mkdir(destination, { recursive: true, mode: 0o700 });
                continue;
            }
            await external_node_fs_.promises.mkdir(external_node_path_default().dirname(destination), { recursive: true, mode: 0o700 });
            await writeEntry(handle, entry, destination, fileSize);
            bytes += entry.size;
            files += 1;
        }
        return { files, bytes };
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/action/persistence/restore.ts
// restoreStore: bring a run's persisted directory onto this runner before the run is touched.
// Cache first (newest save under `<prefix>/<namespace>/<run-id>/`), then — on a miss and with
// `fromRun` — the store artifact of that earlier workflow run. What arrives is untrusted until
// acceptRestored has checked it; the runner layer then re-verifies schemas and hash chains.
// A cache entry that exists but cannot be restored is STORE_RESTORE (unless from-run stands in),
// never "nothing stored": a new run in its place could repeat finished work.
// Residual risk, by the client's design: the cache archive is extracted by the system tar with
// -P relative to GITHUB_WORKSPACE, so entries outside the run directory cannot be refused
// before they are written. Cache entries are written only by this repository's own workflows;
// artifacts — which from-run may take from any run, a fork's included — are read by zip-reader.












async function restoreStore(options) {
    const location = (0,layout/* locateStore */.k)(options);
    const ref = { storeDirectory: options.storeDirectory, namespace: options.namespace, runId: options.runId };
    const restorePrefix = (0,keys/* cacheRestorePrefix */.v3)({
        prefix: options.prefix,
        namespace: options.namespace,
        runId: options.runId,
    });
    const fromRun = options.fromRun === undefined ? undefined : (0,from_run/* parseFromRun */.h)(options.fromRun);
    const base = { runDirectory: location.runDirectory, restorePrefix };
    const warnings = [];
    try {
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, location.segments);
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `cannot restore into ${location.runDirectory}: ${error.message}`, { path: location.runDirectory, cause: error });
    }
    if (await (0,tree/* pathExists */.s0)(location.runDirectory)) {
        if ((await external_node_fs_.promises.readdir(location.runDirectory)).length > 0) {
            warnings.push(`the run directory ${location.runDirectory} already exists on this runner (an earlier step of this job?); it was used as is and nothing was restored`);
            return { source: 'local', ...base, warnings };
        }
        await external_node_fs_.promises.rmdir(location.runDirectory);
    }
    const cached = await restoreFromCache(location, ref, restorePrefix, warnings);
    if (cached.kind === 'hit')
        return { source: 'cache', key: cached.key, storedRunId: cached.storedRunId, ...base, warnings };
    if (fromRun) {
        const artifact = await restoreFromArtifact(location, ref, fromRun, warnings);
        if (artifact)
            return {
                source: 'artifact',
                artifactName: artifact.name,
                artifactId: artifact.id,
                storedRunId: artifact.storedRunId,
                ...base,
                warnings,
            };
    }
    if (cached.kind === 'failed') {
        // The run IS stored: carrying on as if it were new could repeat finished, non-retry-safe work.
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `cache entry ${cached.key} holds this run but could not be restored (see the cache client's message above)${fromRun ? `, and from-run ${fromRun.runId} had no usable artifact` : ''}; re-run the job, or pass from-run`, { key: cached.key });
    }
    return { source: 'none', ...base, warnings };
}
async function restoreFromCache(location, ref, restorePrefix, warnings) {
    const access = await (0,cache_client/* cacheAccess */.nU)();
    if (!access.available) {
        warnings.push('the Actions cache service is not configured (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL unset): the store was not restored from the cache');
        return { kind: 'miss' };
    }
    if (!access.canRead) {
        warnings.push(`${(0,cache_client/* describeMode */.vQ)(access)} does not permit cache reads: the store was not restored from the cache`);
        return { kind: 'miss' };
    }
    const refuseForeign = (key) => new action_errors/* ActionError */.lZ('STORE_RESTORE', `cache entry ${key} was matched for ${restorePrefix} only because keys ignore case: it belongs to another run or namespace and was not used`, { key });
    // Look first, so an entry of another run (a case-insensitive match) is refused before anything is extracted.
    const found = await (0,cache_client/* lookupCacheKey */.O3)(location.cachePath, restorePrefix, [restorePrefix]);
    if (found === undefined)
        return { kind: 'miss' };
    if (!found.startsWith(restorePrefix))
        throw refuseForeign(found);
    const key = await (0,cache_client/* restoreCacheEntry */.JF)(location.cachePath, found, []);
    if (key === undefined) {
        await discardRestored(location);
        warnings.push(`cache entry ${found} was found but could not be restored (see the cache client's message above)`);
        return { kind: 'failed', key: found };
    }
    if (!key.startsWith(restorePrefix)) {
        await discardRestored(location);
        throw refuseForeign(key);
    }
    const storedRunId = await acceptRestored(location, ref, `cache entry ${key}`);
    return { kind: 'hit', key, storedRunId };
}
async function restoreFromArtifact(location, ref, fromRun, warnings) {
    const failed = (what, error) => new action_errors/* ActionError */.lZ('STORE_RESTORE', `${what} (workflow run ${fromRun.runId} of ${fromRun.repository}): ${error.message}`, { cause: error });
    let artifact;
    try {
        artifact = await (0,artifact_client/* findStoreArtifact */.HL)(fromRun, ref);
    }
    catch (error) {
        throw failed('could not list the artifacts of from-run', error);
    }
    if (!artifact) {
        warnings.push(`workflow run ${fromRun.runId} has no store artifact of run ${ref.runId} (looked for ${keys/* artifactNamePrefix */.wz}+${ref.namespace}+${ref.runId}+<attempt>)`);
        return undefined;
    }
    const origin = `artifact ${artifact.name} (ID ${artifact.id}) of workflow run ${fromRun.runId}`;
    const download = await external_node_fs_.promises.mkdtemp(external_node_path_default().join(process.env.RUNNER_TEMP || external_node_os_default().tmpdir(), 'supervised-run-artifact-'));
    try {
        let zip;
        try {
            zip = await (0,artifact_client/* downloadArtifactZip */.EU)(fromRun, artifact, download);
        }
        catch (error) {
            throw failed(`could not download ${artifact.name}`, error);
        }
        await unpackInPlace(location, zip, origin);
        const storedRunId = await acceptRestored(location, ref, origin);
        return { ...artifact, storedRunId };
    }
    finally {
        await (0,tree/* removeTree */.dM)(download);
    }
}
/** Unpacks into a fresh staging directory below the store's machine-local directory, then renames it into place. */
async function unpackInPlace(location, zip, origin) {
    const refuse = (message, cause) => new action_errors/* ActionError */.lZ('STORE_RESTORE', `${origin} was refused: ${message}`, { cause });
    try {
        await external_node_fs_.promises.mkdir(location.localDirectory, { recursive: true, mode: 0o700 });
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, [external_node_path_default().basename(location.localDirectory)]);
    }
    catch (error) {
        throw refuse(`cannot stage below ${location.localDirectory}: ${error.message}`, error);
    }
    const staging = await external_node_fs_.promises.mkdtemp(external_node_path_default().join(location.localDirectory, 'restore-'));
    try {
        try {
            await extractZip(zip, staging);
        }
        catch (error) {
            if (error instanceof ZipProblem)
                throw refuse(error.message, error);
            throw error;
        }
        await external_node_fs_.promises.mkdir(external_node_path_default().dirname(location.runDirectory), { recursive: true, mode: 0o700 });
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, location.segments);
        if (await (0,tree/* pathExists */.s0)(location.runDirectory))
            throw refuse(`${location.runDirectory} appeared while unpacking`, undefined);
        await external_node_fs_.promises.rename(staging, location.runDirectory);
    }
    catch (error) {
        if ((0,action_errors/* isActionError */.Bd)(error))
            throw error;
        const message = error instanceof tree/* TreeProblem */.w9 ? error.message : error.message;
        throw refuse(message, error);
    }
    finally {
        await (0,tree/* removeTree */.dM)(staging);
    }
}

// EXTERNAL MODULE: ./src/action/persistence/chains.ts
var persistence_chains = __webpack_require__(93638);
;// CONCATENATED MODULE: ./src/action/job/stored.ts
// Restore the store and verify it before anything acts on it: the restored definition must name
// exactly the run and namespace asked for (cache keys match without regard to case), and every
// record of both logs is read through the store, which checks schemas and hash chains.




/** The runner's storage options: the same directory the persistence layer restored into. */
function storageOptions(job) {
    return {
        directory: external_node_path_default().resolve(job.config.storagePath),
        namespace: job.config.namespace,
        knownSecrets: job.secrets.stored,
    };
}
async function restoreAndVerify(job) {
    const restored = await restoreStore({
        ...job.store,
        prefix: job.config.cachePrefix,
        ...(job.fromRun === undefined ? {} : { fromRun: job.fromRun }),
    });
    const tried = `cache prefix ${restored.restorePrefix}${job.fromRun === undefined ? ' (no from-run given)' : ` and the store artifact of workflow run ${job.fromRun.runId}`}`;
    const storage = await (0,local_storage/* createLocalRunStorage */.W)({
        directory: storageOptions(job).directory,
        namespace: job.config.namespace,
    });
    let definition;
    try {
        definition = await storage.readDefinition(job.config.runId);
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the stored definition of run ${job.config.runId} is unreadable (${restored.source}): ${(0,errors/* describeCodedError */.HK)(error)}`, { cause: error });
    }
    if (definition === undefined)
        return { restored, report: null, tried };
    let report;
    try {
        // The report layer (the runner's status reader under it) loads only when a run is stored.
        const { loadRunReport } = await Promise.all(/* import() */[__webpack_require__.e(378), __webpack_require__.e(879), __webpack_require__.e(220), __webpack_require__.e(674)]).then(__webpack_require__.bind(__webpack_require__, 41714));
        report = await loadRunReport(storageOptions(job), job.config.runId);
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the store of run ${job.config.runId} (${restored.source === 'cache' ? `cache entry ${restored.key}` : restored.source}) failed verification: ${(0,errors/* describeCodedError */.HK)(error)}`, {
            cause: error,
        });
    }
    const { runId, namespace } = report.status;
    if (runId !== job.config.runId || namespace !== job.config.namespace) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the restored store belongs to run ${JSON.stringify(runId)} in namespace ${JSON.stringify(namespace)}, not run ${JSON.stringify(job.config.runId)} in ${JSON.stringify(job.config.namespace)} (cache keys match without regard to case); it was not used`);
    }
    // Verified just above; read again only for their lengths and heads.
    const chains = await (0,persistence_chains/* readChainMarks */.g9)(job.store).catch(() => undefined);
    return { restored, report, tried, ...(chains === undefined ? {} : { chains }) };
}


/***/ }),

/***/ 95744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EU: () => (/* binding */ downloadArtifactZip),
/* harmony export */   HL: () => (/* binding */ findStoreArtifact),
/* harmony export */   VZ: () => (/* binding */ uploadStoreArtifact)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28532);
// The store artifact through the unmodified @actions/artifact client, loaded on first use (it is
// the largest part of the bundle: only from-run and upload need it; ncc makes it a chunk).
// NOTE: @actions/github (under the artifact client) reads GITHUB_API_URL once, when its module
// loads, for the REST calls that reach another workflow run: set it before the first call here.



let loaded;
async function client() {
    const { DefaultArtifactClient } = await (loaded ??= Promise.all(/* import() */[__webpack_require__.e(371), __webpack_require__.e(458)]).then(__webpack_require__.bind(__webpack_require__, 67458)));
    return new DefaultArtifactClient();
}
function findBy(fromRun) {
    const [repositoryOwner = '', repositoryName = ''] = fromRun.repository.split('/');
    return { token: fromRun.token, workflowRunId: fromRun.runId, repositoryOwner, repositoryName };
}
/**
 * Uploads `files` (below `rootDirectory`) as artifact `name`. Names are per job attempt, and a
 * workflow run refuses a second artifact of one name (409), so a second save in the same
 * attempt (the post step after a main step that saved) deletes the first, then uploads.
 */
async function uploadStoreArtifact(input) {
    const artifacts = await client();
    const { artifacts: existing } = await artifacts.listArtifacts({ latest: true });
    const replaced = existing.some((artifact) => artifact.name === input.name);
    if (replaced)
        await artifacts.deleteArtifact(input.name);
    const options = input.retentionDays === undefined ? {} : { retentionDays: input.retentionDays };
    const { id } = await artifacts.uploadArtifact(input.name, input.files, input.rootDirectory, options);
    return { id, replaced };
}
/** The newest store artifact of exactly this namespace and run in another workflow run. */
async function findStoreArtifact(fromRun, run) {
    const artifacts = await client();
    const { artifacts: listed } = await artifacts.listArtifacts({ latest: true, findBy: findBy(fromRun) });
    let best;
    for (const artifact of listed) {
        const attempt = (0,_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactAttemptOf */ .rJ)(artifact.name, run);
        if (attempt === undefined)
            continue;
        if (!best || attempt > best.attempt || (attempt === best.attempt && artifact.id > best.artifact.id)) {
            best = { artifact: { id: artifact.id, name: artifact.name, digest: artifact.digest }, attempt };
        }
    }
    return best?.artifact;
}
/** Downloads the artifact's zip as it is (not extracted) into the empty `directory`. */
async function downloadArtifactZip(fromRun, artifact, directory) {
    const artifacts = await client();
    const options = {
        path: directory,
        skipDecompress: true,
        findBy: findBy(fromRun),
        ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
    };
    const { digestMismatch } = await artifacts.downloadArtifact(artifact.id, options);
    if (digestMismatch)
        throw new Error(`artifact ${artifact.name} (ID ${artifact.id}) does not match its digest ${artifact.digest}`);
    const names = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(directory);
    if (names.length !== 1 || !names[0])
        throw new Error(`downloading artifact ${artifact.name} left ${names.length} files, expected its one zip`);
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(directory, names[0]);
}


/***/ }),

/***/ 55950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JF: () => (/* binding */ restoreCacheEntry),
/* harmony export */   O3: () => (/* binding */ lookupCacheKey),
/* harmony export */   gm: () => (/* binding */ saveCacheEntry),
/* harmony export */   nU: () => (/* binding */ cacheAccess),
/* harmony export */   vQ: () => (/* binding */ describeMode)
/* harmony export */ });
let loaded;
const client = () => (loaded ??= Promise.all(/* import() */[__webpack_require__.e(371), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091)));
/**
 * Mirrors the client's reading of ACTIONS_CACHE_MODE: unset or unknown values permit everything.
 * Availability is the client's answer; without either service URL it can only be no, so the
 * client is not loaded to say so.
 */
async function cacheAccess(env = process.env) {
    const raw = (env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase();
    const mode = raw === 'write' || raw === 'read' || raw === 'write-only' || raw === 'none' ? raw : 'unset';
    const configured = Boolean(env.ACTIONS_RESULTS_URL) || Boolean(env.ACTIONS_CACHE_URL);
    return {
        mode,
        available: configured && (await client()).isFeatureAvailable(),
        canRead: mode === 'unset' || mode === 'read' || mode === 'write',
        canWrite: mode === 'unset' || mode === 'write' || mode === 'write-only',
    };
}
function describeMode(access) {
    return access.mode === 'unset' ? 'ACTIONS_CACHE_MODE (unset)' : `ACTIONS_CACHE_MODE=${access.mode}`;
}
/** The key the service would restore for [key, ...restoreKeys], without downloading. */
async function lookupCacheKey(cachePath, key, restoreKeys) {
    return (await client()).restoreCache([cachePath], key, restoreKeys, { lookupOnly: true });
}
/** Downloads and extracts (tar, relative to GITHUB_WORKSPACE) the entry `key` selects. */
async function restoreCacheEntry(cachePath, key, restoreKeys) {
    return (await client()).restoreCache([cachePath], key, restoreKeys);
}
/** The cache ID, or -1 when the client gave up (denied, reserved elsewhere, upload failed). */
async function saveCacheEntry(cachePath, key) {
    return (await client()).saveCache([cachePath], key);
}


/***/ }),

/***/ 93638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g9: () => (/* binding */ readChainMarks),
/* harmony export */   pY: () => (/* binding */ chainsShortened),
/* harmony export */   t0: () => (/* binding */ parseChainMarks)
/* harmony export */ });
/* unused harmony export chainMarksSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54385);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97018);
// The length and head of both event logs of a stored run, taken when the job restored it, and
// the check before a save that the store still extends them. Logs only grow: a store whose runner
// or graph log holds fewer records than it was restored with (truncated or deleted during the
// job), or other records at the restored length, lost acknowledged records. Saved, it would be the
// newest entry and hide the good one, so the save is skipped and the entry restored stays newest.


const chainMarkSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Records in the log (the next seq). */
    records: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Hash of its last record (64 zeros when empty). */
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
});
const chainMarksSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ runner: chainMarkSchema, graph: chainMarkSchema });
/** Both logs read and verified (schemas, hash chains) as they stand. */
async function readChainMarks(ref) {
    const storage = await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createLocalRunStorage */ .W)({ directory: ref.storeDirectory, namespace: ref.namespace });
    const [runner, graph] = await Promise.all(['runner', 'graph'].map(async (log) => {
        const { cursor } = await storage.readEvents(ref.runId, log);
        return { records: cursor.nextSeq, head: cursor.head };
    }));
    return { runner: runner, graph: graph };
}
/** The state value main hands to post; undefined for a missing or malformed value. */
function parseChainMarks(text) {
    if (text === '')
        return undefined;
    try {
        const parsed = chainMarksSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** Why the store no longer extends the chains it was restored with, or undefined when it does. */
async function chainsShortened(ref, restored) {
    const restoredAny = _store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .eventLogNames */ .F8.some((log) => restored[log].records > 0);
    if (!restoredAny)
        return undefined; // nothing restored that a save could hide
    const storage = await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createLocalRunStorage */ .W)({ directory: ref.storeDirectory, namespace: ref.namespace });
    for (const log of _store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .eventLogNames */ .F8) {
        const before = restored[log];
        let events;
        try {
            ({ events } = await storage.readEvents(ref.runId, log));
        }
        catch (error) {
            return `its ${log} log cannot be read (${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .Uc)(error)}); it was restored with ${before.records} verified records`;
        }
        if (events.length < before.records)
            return `its ${log} log holds ${events.length} records, fewer than the ${before.records} it was restored with (truncated or deleted during the job)`;
        const at = before.records === 0 ? undefined : events[before.records - 1];
        if (at !== undefined && at.hash !== before.head)
            return `its ${log} log no longer holds the records it was restored with (record ${before.records} differs)`;
    }
    return undefined;
}


/***/ }),

/***/ 22436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ parseFromRun)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78055);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28532);
// Validation of `from-run`: which earlier workflow run's artifact to restore from.


const repositoryPattern = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
function parseFromRun(input) {
    const runId = Number((0,_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .positiveInteger */ .Cq)('from-run', input.runId));
    if (!Number.isSafeInteger(runId))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ('INVALID_INPUT', `from-run ${input.runId} is out of range`, { input: 'from-run' });
    if (typeof input.token !== 'string' || input.token.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ('INVALID_INPUT', 'github-token must be a non-empty token with actions:read to restore from another workflow run (from-run)', {
            input: 'github-token',
        });
    }
    if (typeof input.repository !== 'string' || !repositoryPattern.test(input.repository)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ('INVALID_INPUT', `the repository must be owner/name (GITHUB_REPOSITORY); got ${JSON.stringify(input.repository)}`, {
            input: 'repository',
        });
    }
    return { runId, token: input.token, repository: input.repository };
}


/***/ }),

/***/ 28532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cq: () => (/* binding */ positiveInteger),
/* harmony export */   FP: () => (/* binding */ artifactNameFor),
/* harmony export */   rJ: () => (/* binding */ artifactAttemptOf),
/* harmony export */   rk: () => (/* binding */ assertStoreName),
/* harmony export */   v3: () => (/* binding */ cacheRestorePrefix),
/* harmony export */   wz: () => (/* binding */ artifactNamePrefix),
/* harmony export */   x7: () => (/* binding */ cacheKeyFor),
/* harmony export */   z_: () => (/* binding */ assertRunKeyParts)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78055);
// Cache keys and artifact names of a persisted store.
//   key            <prefix>/<namespace>/<run-id>/<github.run_id>-<github.run_attempt>  (immutable, one per job attempt)
//   restore prefix <prefix>/<namespace>/<run-id>/                                      (the service answers the newest)
//   artifact name  supervised-run+<namespace>+<run-id>+<github.run_attempt>
// The service matches keys by prefix and without regard to case, which is why run IDs and
// namespaces are limited to [A-Za-z0-9._-] (no `/`) and a restored store's own identity is
// checked after the restore. `+` is not in that alphabet, so an artifact name parses back
// unambiguously (with `-` as separator, namespace `a` + run `b-c` would equal `a-b` + `c`).


const prefixPattern = /^(?!\/)(?!.*\/\/)(?!.*\/$)[A-Za-z0-9._/-]{1,200}$/;
const digits = /^[1-9][0-9]{0,19}$/;
/** The client refuses keys over 512 characters (and keys holding commas, which none of ours can).
 * With today's limits a key is at most 444 characters; the check guards later changes to them. */
const maxKeyLength = 512;
function assertStoreName(input, value) {
    if (typeof value !== 'string' || !_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .storeIdPattern */ .X.test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ('INVALID_INPUT', `${input} must be 1-100 characters from [A-Za-z0-9._-], not "." or ".."; got ${JSON.stringify(value)}`, { input });
    }
    if (input === 'namespace' && value.toLowerCase() === '.local') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ('INVALID_INPUT', 'namespace ".local" is reserved for machine-local state; choose another name', { input });
    }
}
function assertRunKeyParts(parts) {
    if (typeof parts.prefix !== 'string' || !prefixPattern.test(parts.prefix)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ('INVALID_INPUT', `cache-prefix must be 1-200 characters from [A-Za-z0-9._/-], without a leading, trailing or doubled "/"; got ${JSON.stringify(parts.prefix)}`, { input: 'cache-prefix' });
    }
    assertStoreName('namespace', parts.namespace);
    assertStoreName('run-id', parts.runId);
}
function positiveInteger(input, value) {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !digits.test(text)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ('INVALID_INPUT', `${input} must be a positive integer; got ${JSON.stringify(value)}`, {
            input,
        });
    }
    return text;
}
/** `<prefix>/<namespace>/<run-id>/`: restoring with it yields the newest save of the run. */
function cacheRestorePrefix(parts) {
    assertRunKeyParts(parts);
    return `${parts.prefix}/${parts.namespace}/${parts.runId}/`;
}
/** `<prefix>/<namespace>/<run-id>/<github.run_id>-<github.run_attempt>`: a new immutable key per job attempt. */
function cacheKeyFor(parts) {
    const runId = positiveInteger('GITHUB_RUN_ID', parts.githubRunId);
    const attempt = positiveInteger('GITHUB_RUN_ATTEMPT', parts.githubRunAttempt);
    const key = `${cacheRestorePrefix(parts)}${runId}-${attempt}`;
    if (key.length > maxKeyLength) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ('INVALID_INPUT', `cache key ${key.slice(0, 80)}... is over ${maxKeyLength} characters: shorten cache-prefix`, {
            input: 'cache-prefix',
        });
    }
    return key;
}
const artifactNamePrefix = 'supervised-run';
function artifactNameFor(parts) {
    assertStoreName('namespace', parts.namespace);
    assertStoreName('run-id', parts.runId);
    const attempt = positiveInteger('GITHUB_RUN_ATTEMPT', parts.githubRunAttempt);
    return `${artifactNamePrefix}+${parts.namespace}+${parts.runId}+${attempt}`;
}
/** The attempt number when `name` is a store artifact of exactly this namespace and run (case included), else undefined. */
function artifactAttemptOf(name, parts) {
    const head = `${artifactNamePrefix}+${parts.namespace}+${parts.runId}+`;
    if (!name.startsWith(head))
        return undefined;
    const attempt = name.slice(head.length);
    return digits.test(attempt) ? Number(attempt) : undefined;
}


/***/ }),

/***/ 6:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ locateStore)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54385);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78055);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28532);
// Where a run's persisted directory is, in the two forms the cache needs.
// The cache client hashes the path STRINGS it is given into the entry's version and writes
// tar entries relative to GITHUB_WORKSPACE, so a later job restores an entry only when it
// passes the same string and keeps the store at the same place relative to its workspace
// (true for the default store under RUNNER_TEMP on hosted runners). `cachePath` is therefore
// built from storeDirectory exactly as given; `runDirectory` is the resolved location, taken
// from the store layer so the two cannot drift apart.




/** Characters the cache client's glob would interpret. */
const globCharacters = /[*?[\]{}!#]/;
function locateStore(ref) {
    (0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreName */ .rk)('namespace', ref.namespace);
    (0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreName */ .rk)('run-id', ref.runId);
    if (typeof ref.storeDirectory !== 'string' || ref.storeDirectory.trim() === '' || ref.storeDirectory.includes('\0')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('INVALID_INPUT', `storage-path must be a non-empty path; got ${JSON.stringify(ref.storeDirectory)}`, { input: 'storage-path' });
    }
    const segments = [ref.namespace, 'runs', ref.runId];
    const cachePath = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(ref.storeDirectory, ...segments);
    if (globCharacters.test(cachePath)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('INVALID_INPUT', `storage-path must not contain glob characters (* ? [ ] { } ! #); got ${JSON.stringify(ref.storeDirectory)}`, {
            input: 'storage-path',
        });
    }
    if (cachePath.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).includes('..')) {
        // The cache client's glob refuses `..` segments: a store above the working directory needs an absolute path.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('INVALID_INPUT', `storage-path must be absolute or below the working directory (no ".."); got ${JSON.stringify(ref.storeDirectory)}`, {
            input: 'storage-path',
        });
    }
    const storeRoot = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ref.storeDirectory);
    const runDirectory = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runDirectoryPath */ .a)(storeRoot, ref.namespace, ref.runId);
    if (node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cachePath) !== runDirectory) {
        throw new Error(`store layout changed: expected the run directory at ${node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cachePath)}, the store says ${runDirectory}`);
    }
    return { cachePath, runDirectory, storeRoot, segments, localDirectory: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(storeRoot, '.local') };
}


/***/ }),

/***/ 10668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dM: () => (/* binding */ removeTree),
/* harmony export */   gB: () => (/* binding */ inspectRunTree),
/* harmony export */   s0: () => (/* binding */ pathExists),
/* harmony export */   w9: () => (/* binding */ TreeProblem),
/* harmony export */   x1: () => (/* binding */ assertDirectoryChain)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Inspection of a run directory before it is saved and after it is restored. A store holds
// only directories and regular files; a symlink, device, FIFO or socket, or a hard link to a
// file outside the run directory, is refused: after a restore it could redirect the store's
// appends to any file of the runner, and before a save the artifact client would follow a
// symlink and upload what it points at.


class TreeProblem extends Error {
    name = 'TreeProblem';
    path;
    constructor(message, where) {
        super(message);
        this.path = where;
    }
}
function describe(stats) {
    if (stats.isSymbolicLink())
        return 'a symlink';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isBlockDevice() || stats.isCharacterDevice())
        return 'a device';
    return 'not a regular file or directory';
}
async function inspectRunTree(root) {
    const rootStats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(root);
    if (!rootStats.isDirectory())
        throw new TreeProblem(`${root} is ${describe(rootStats)}, not a directory`, root);
    const files = [];
    const linked = new Map();
    let bytes = 0;
    const pending = [root];
    while (pending.length > 0) {
        const directory = pending.pop();
        for (const name of (await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(directory)).sort()) {
            const entry = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(directory, name);
            const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(entry);
            if (stats.isDirectory()) {
                pending.push(entry);
            }
            else if (stats.isFile()) {
                files.push(entry);
                bytes += stats.size;
                if (stats.nlink > 1) {
                    const inode = `${stats.dev}:${stats.ino}`;
                    const known = linked.get(inode);
                    if (known)
                        known.seen += 1;
                    else
                        linked.set(inode, { path: entry, nlink: stats.nlink, seen: 1 });
                }
            }
            else {
                throw new TreeProblem(`${node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, entry)} is ${describe(stats)}; a store holds only directories and regular files`, entry);
            }
        }
    }
    for (const { path: file, nlink, seen } of linked.values()) {
        if (seen < nlink) {
            throw new TreeProblem(`${node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, file)} is hard-linked to a file outside the run directory (${nlink} links, ${seen} inside)`, file);
        }
    }
    return { files: files.sort(), bytes };
}
/** Every existing component from `base` down through `segments` must be a real directory (no symlink). */
async function assertDirectoryChain(base, segments) {
    let current = base;
    for (const segment of segments) {
        current = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, segment);
        let stats;
        try {
            stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(current);
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return;
            throw error;
        }
        if (!stats.isDirectory())
            throw new TreeProblem(`${current} is ${describe(stats)}, not a directory`, current);
    }
}
/** True when `target` exists (as anything, a dangling symlink included). */
async function pathExists(target) {
    try {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(target);
        return true;
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return false;
        throw error;
    }
}
/** Removes a restored tree without following symlinks inside it (fs.rm unlinks them). */
async function removeTree(target) {
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(target, { recursive: true, force: true });
}


/***/ })

};

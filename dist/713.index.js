export const id = 713;
export const ids = [713];
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
    /** A restored store's definition is not what the repository's graph (or definition) file gives. */
    'STORE_UNTRUSTED',
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

/***/ 5713:
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
// EXTERNAL MODULE: ./src/store/secret-scan.ts
var secret_scan = __webpack_require__(28799);
// EXTERNAL MODULE: ./src/store/secrets.ts + 4 modules
var store_secrets = __webpack_require__(66958);
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
/**
 * Replaces every known secret in `text` with ***, however short (unlike the engine's redaction:
 * these are refusal messages), and the long enough ones behind an encoding (base64, hex ...) too.
 */
function redactSecrets(text, secrets) {
    let out = text;
    for (const secret of [...secrets].sort((a, b) => b.length - a.length))
        if (secret !== '')
            out = out.split(secret).join('***');
    const stored = secrets.filter((secret) => secret.length >= option_values/* minStoredSecretLength */.K);
    return stored.length === 0 ? out : (0,secret_scan/* redactKnownSecrets */.Ok)((0,store_secrets/* createSecretMatcher */.x)(stored), out);
}
/**
 * How a known secret (of the length the store refuses) hides in an input's value, raw or encoded
 * (`raw`, `hex` ...), or undefined: such a value would reach the log, the summary or the cache key.
 */
function secretInInput(value, secrets) {
    const stored = secrets.filter((secret) => secret.length >= option_values/* minStoredSecretLength */.K);
    if (stored.length === 0 || value === '')
        return undefined;
    return (0,secret_scan/* findSecretInValue */.WL)((0,store_secrets/* createSecretMatcher */.x)(stored), value)?.encoding;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/action/cancellation.ts
var cancellation = __webpack_require__(54559);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
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
/** A workflow_dispatch input name (what the summary's `gh workflow run -f <name>=\u2026` uses). */
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

;// CONCATENATED MODULE: ./src/action/inputs/schema.ts
// The schema of the action's inputs, each read on its own (parse.ts checks how they combine and
// builds the ActionConfig), with the values the choice inputs accept; parse.ts re-exports those.




const actionModes = ['auto', 'start', 'resume', 'status'];
const failOnValues = ['fail', 'pause', 'never'];
const persistValues = ['cache', 'artifact', 'both', 'none'];
const writeAheadValues = ['auto', 'required', 'off'];
/** Durations where 0 means "none" (no heartbeat, no backoff, never interrupt). */
const zeroAllowed = { allowZero: true };
// Built at the first parse, after the main step has configured zod (main.ts).
const inputsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    'run-id': field((text) => (text === '' ? (0,option_values/* refused */.J5)(`a run ID: ${option_values/* storeIdAccepts */.Uj}`) : (0,option_values/* readStoreId */.zW)(text))),
    graph: optional(option_values/* readPath */.G7),
    'host-module': optional(option_values/* readPath */.G7),
    definition: optional(option_values/* readPath */.G7),
    inputs: field(option_values/* readJsonObject */.op),
    mode: field((text) => (0,option_values/* readChoice */.Kf)(text, actionModes)),
    position: optional(option_values/* readPosition */.ux),
    decision: optional((text) => (0,option_values/* readChoice */.Kf)(text, ['retry', 'complete', 'fail'])),
    'decision-output': optional(option_values/* readJson */.Vh),
    // Read, not refused, here: a text that is no JSON object is refused once the run is open, with
    // the gate's exact answers (modes.ts).
    answer: optional((text) => (0,option_values/* accepted */.qG)((0,option_values/* readGateAnswer */.Oo)(text))),
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
}));

;// CONCATENATED MODULE: ./src/action/inputs/parse.ts
// Every action input parsed with zod into one typed ActionConfig. A bad input throws
// INVALID_INPUT naming the input, what it got (shortened, never a secret) and what it accepts \u2014
// before anything is restored or written.











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
    const p = checkedInputs(raw, secrets);
    return {
        runId: p['run-id'],
        namespace: p.namespace,
        source: sourceOf(p),
        runInputs: p.inputs,
        mode: p.mode,
        position: p.position,
        decision: decisionOf(p),
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
/** JSON inputs whose own checks name where in the value a known secret is (`input "answer" at .note`). */
const checkedForSecretsLater = new Set(['answer', 'decision-output', 'inputs']);
/** INVALID_INPUT for the first input holding a known secret, raw or encoded; its value is not echoed. */
function refuseSecretInputs(raw, secrets) {
    for (const input of actionInputNames) {
        if (secretInputs.has(input) || checkedForSecretsLater.has(input))
            continue;
        const encoding = secretInInput(raw[input], secrets);
        if (encoding !== undefined)
            throw new errors/* ActionError */.lZ('INVALID_INPUT', `input "${input}" holds a known secret (${encoding}); it would be printed in the log and the summary, so nothing was run`, { input });
    }
}
/** Each input read by the schema, then the combinations checked: the first refusal throws INVALID_INPUT. */
function checkedInputs(raw, secrets) {
    refuseSecretInputs(raw, secrets);
    const parsed = inputsSchema().safeParse(raw);
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
    return p;
}
/** The decision input, with decision-output for decision complete. */
function decisionOf(p) {
    if (p.decision === 'complete')
        return p['decision-output'] === undefined
            ? { decision: 'complete' }
            : { decision: 'complete', output: p['decision-output'] };
    if (p.decision !== undefined)
        return { decision: p.decision };
    return undefined;
}
/** How a new run is defined: graph, or host-module with definition; null for neither. */
function sourceOf(p) {
    if (p.graph !== undefined)
        return { kind: 'graph', file: p.graph };
    if (p['host-module'] !== undefined)
        return { kind: 'module', module: p['host-module'], definitionFile: p.definition };
    return null;
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
    (0,layout/* locateStore */.kf)(store);
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
    // Empty when GITHUB_JOB is unset (outside GitHub): a claim then names no job.
    const jobName = env.GITHUB_JOB ?? '';
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
/* harmony export */   SA: () => (/* binding */ setAsideDirectory),
/* harmony export */   cT: () => (/* binding */ restoreJournalsDirectory),
/* harmony export */   kf: () => (/* binding */ locateStore)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99992);
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
/** `.local/set-aside/<namespace>`: run directories earlier jobs left, kept aside (set-aside.ts). */
function setAsideDirectory(location, namespace) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(location.localDirectory, 'set-aside', namespace);
}
/** `.local/restoring`: the journals of restores in progress (restore-journal.ts). */
function restoreJournalsDirectory(location) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(location.localDirectory, 'restoring');
}


/***/ }),

/***/ 32393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JN: () => (/* binding */ redactForDisplay),
/* harmony export */   WD: () => (/* binding */ secretValuesOf),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   z2: () => (/* binding */ minimumSecretLength)
/* harmony export */ });
/* unused harmony exports redactionMark, redactEnvValues, scrubCapture */
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28799);
// Secret scrubbing for anything an engine captures (stdout, stderr, error bodies) before
// it can reach an error, a record, a log or a summary.

const redactionMark = '***';
/** Secrets shorter than this are not redacted: replacing "1" everywhere would destroy the text and protect nothing. */
const minimumSecretLength = 4;
/** Replaces every occurrence of each secret (longest first, so overlapping secrets are covered). */
function redactSecrets(text, secrets) {
    const unique = [
        ...new Set([...secrets].filter((s) => typeof s === 'string' && s.length >= minimumSecretLength)),
    ];
    unique.sort((a, b) => b.length - a.length);
    let out = text;
    for (const secret of unique)
        out = out.split(secret).join(redactionMark);
    return out;
}
/**
 * Output kept for display: `secrets` redacted as they are, then the store's known secrets (when
 * given) as the store would find them: JSON-escaped, line by line for a multi-line one, and behind
 * an encoding (a base64 or hex run, a percent-escaped token). What is kept is then never refused.
 */
function redactForDisplay(text, secrets, stored) {
    const raw = redactSecrets(text, secrets);
    return stored === undefined ? raw : (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .redactKnownSecrets */ .Ok)(stored, raw);
}
/** Redacts the values of the named environment variables. */
function redactEnvValues(text, env, names) {
    return redactSecrets(text, [...names].map((name) => env[name]));
}
/** Redacts every string field of a capture (stdout, stderr, body...), leaving other fields as they are. */
function scrubCapture(capture, secrets) {
    const list = [...secrets];
    const out = {};
    for (const [key, value] of Object.entries(capture)) {
        out[key] = typeof value === 'string' ? redactSecrets(value, list) : value;
    }
    return out;
}
/** Names that conventionally hold credentials; their values are treated as secrets. */
const secretName = /(API_?KEY|_KEY$|^KEY$|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE)/i;
/** Values of variables that look like credentials, plus the explicitly named ones. */
function secretValuesOf(env, alsoNames = []) {
    const names = new Set(alsoNames);
    const values = [];
    for (const [name, value] of Object.entries(env)) {
        if (value !== undefined && (names.has(name) || secretName.test(name)))
            values.push(value);
    }
    return values;
}


/***/ }),

/***/ 23261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ readDuration),
/* harmony export */   BS: () => (/* binding */ logLimitAccepts),
/* harmony export */   G7: () => (/* binding */ readPath),
/* harmony export */   J5: () => (/* binding */ refused),
/* harmony export */   JJ: () => (/* binding */ shownValue),
/* harmony export */   K: () => (/* binding */ minStoredSecretLength),
/* harmony export */   Kf: () => (/* binding */ readChoice),
/* harmony export */   MQ: () => (/* binding */ durationAccepts),
/* harmony export */   Oo: () => (/* binding */ readGateAnswer),
/* harmony export */   UB: () => (/* binding */ readLogLimit),
/* harmony export */   Uj: () => (/* binding */ storeIdAccepts),
/* harmony export */   Vh: () => (/* binding */ readJson),
/* harmony export */   X5: () => (/* binding */ collectKnownSecrets),
/* harmony export */   bf: () => (/* binding */ readWholeNumber),
/* harmony export */   hj: () => (/* binding */ readVariableNames),
/* harmony export */   kK: () => (/* binding */ readVariableName),
/* harmony export */   o6: () => (/* binding */ optionValueSchema),
/* harmony export */   oZ: () => (/* binding */ readNamespace),
/* harmony export */   op: () => (/* binding */ readJsonObject),
/* harmony export */   pS: () => (/* binding */ maxDurationMs),
/* harmony export */   qG: () => (/* binding */ accepted),
/* harmony export */   sF: () => (/* binding */ readDollars),
/* harmony export */   ty: () => (/* binding */ environmentVariableNamePattern),
/* harmony export */   uM: () => (/* binding */ missingVariables),
/* harmony export */   ux: () => (/* binding */ readPosition),
/* harmony export */   xG: () => (/* binding */ gateAnswerAccepts),
/* harmony export */   yw: () => (/* binding */ nonEmptyLines),
/* harmony export */   zW: () => (/* binding */ readStoreId)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88532);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32393);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
// Run option values as text: what both adapters (Action inputs, CLI flags) read before mapping
// them onto supervisedRunOptionsSchema, so the two faces accept the same syntax. A reader returns
// the value or what the option accepts. It never names the option (each adapter says `input
// "timeout"` or `--timeout`) and never quotes the text back: it may hold a pasted secret.



const accepted = (value) => ({ ok: true, value });
const refused = (accepts) => ({ ok: false, accepts });
/**
 * A zod string schema that reads its value with `read`; a refusal becomes the issue message
 * `expected <accepts>`, and a missing value `is required`.
 */
function optionValueSchema(read) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: (issue) => (issue.input === undefined ? 'is required' : 'expected text') })
        .transform((text, context) => {
        const result = read(text);
        if (result.ok)
            return result.value;
        context.addIssue({ code: 'custom', message: `expected ${result.accepts}` });
        return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
    });
}
/** A refused value as an adapter's message shows it ("got \u2026"): JSON-quoted, cut to 60 characters. Redact secrets first. */
function shownValue(text) {
    return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}\u2026` : text);
}
/** Longest delay a Node timer honours (about 24.8 days): the bound of every *Ms option. */
const maxDurationMs = 2_147_483_647;
const durationAccepts = 'a duration such as 500ms, 30s, 10m, 2h or 5h50m (units ms, s, m, h; combine them largest first)';
const unitMs = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
// Largest unit first, each at most once; `m(?!s)` keeps "5ms" from reading as minutes.
const durationSyntax = /^(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+)s)?(?:(\d+)ms)?$/;
/** Milliseconds; `allowZero` also takes 0 (e.g. "no heartbeat"). A bare number has no unit and is refused, except 0. */
function readDuration(text, options = {}) {
    const allowZero = options.allowZero === true;
    if (allowZero && /^0+$/.test(text))
        return accepted(0);
    const range = `${allowZero ? `0 or ${durationAccepts}` : durationAccepts}, at most ${maxDurationMs} ms`;
    // Bare numbers are refused: "30" could mean seconds or milliseconds.
    if (/^\d+$/.test(text))
        return refused(`${range}; a bare number has no unit`);
    const parts = durationSyntax.exec(text);
    if (parts === null || text === '')
        return refused(range);
    const [hours, minutes, seconds, millis] = parts.slice(1).map((part) => Number(part ?? 0));
    const total = hours * unitMs.h + minutes * unitMs.m + seconds * unitMs.s + millis * unitMs.ms;
    if (total > maxDurationMs || (total === 0 && !allowZero))
        return refused(range);
    return accepted(total);
}
const logLimitAccepts = 'a size from 16KiB to 64MiB, e.g. 512KiB, 1MiB, 4MiB, or a number of bytes';
const sizeUnits = { '': 1, B: 1, KiB: 1024, MiB: 1024 * 1024, KB: 1000, MB: 1_000_000 };
/** Bytes of one attempt's kept output (the runner's attemptLogBytes bounds). */
function readLogLimit(text) {
    const parts = /^(\d+)\s*(B|KiB|MiB|KB|MB)?$/.exec(text.trim());
    const value = parts === null ? Number.NaN : Number(parts[1]) * (sizeUnits[parts[2] ?? ''] ?? Number.NaN);
    return Number.isInteger(value) && value >= 16_384 && value <= 64 * 1024 * 1024
        ? accepted(value)
        : refused(logLimitAccepts);
}
/** A whole number from `min` to `max`, in plain decimal (no sign, no leading zeros, no exponent). */
function readWholeNumber(text, min, max) {
    const value = Number(text);
    return /^(0|[1-9][0-9]*)$/.test(text) && value >= min && value <= max
        ? accepted(value)
        : refused(`a whole number from ${min} to ${max}`);
}
/** Dollars for a budget: a positive decimal such as 5 or 0.25 (no sign, no exponent). */
function readDollars(text) {
    const value = Number(text);
    return /^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(text) && value > 0 && Number.isFinite(value)
        ? accepted(value)
        : refused('a positive number of dollars, e.g. 5 or 0.25');
}
const storeIdAccepts = '1-100 characters from A-Z, a-z, 0-9, ".", "_" and "-" (not "." or ".."): it names cache keys and directories';
/** A run ID (or any store ID): storeIdPattern. */
function readStoreId(text) {
    return _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storeIdPattern */ .X.test(text) ? accepted(text) : refused(storeIdAccepts);
}
/** A namespace: a store ID other than ".local" (in any case), which holds machine-local state. */
function readNamespace(text) {
    return _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storeIdPattern */ .X.test(text) && text.toLowerCase() !== '.local'
        ? accepted(text)
        : refused(`${storeIdAccepts}; ".local" is reserved`);
}
function readChoice(text, values) {
    return values.includes(text) ? accepted(text) : refused(`one of ${values.join(', ')}`);
}
function readJson(text) {
    try {
        // JSON.parse yields JSON values only (null, booleans, finite numbers, strings, arrays, plain
        // objects), so there is nothing left to check; a schema would cost a cold start ~5 ms to build.
        return accepted(JSON.parse(text));
    }
    catch {
        // JSON.parse's message quotes the input, which may hold a pasted secret: say only what is accepted.
        return refused('valid JSON');
    }
}
/** A JSON object, e.g. a run's inputs. */
function readJsonObject(text) {
    const value = readJson(text);
    if (!value.ok)
        return refused('a JSON object (valid JSON), e.g. {"ticket": "DEMO-1"}');
    if (typeof value.value !== 'object' || value.value === null || Array.isArray(value.value))
        return refused('a JSON object, e.g. {"ticket": "DEMO-1"}');
    return accepted(value.value);
}
/** What a gate's answer accepts (where the gate is known, its exact answers follow this phrase). */
const gateAnswerAccepts = 'a JSON object of the gate\'s fields, such as {"choice": "ship"}';
/**
 * A gate's answer: a JSON object of its fields. The adapters read it before the run is open, and
 * refuse a text that is not one only once they can list the gate's own answers beside the refusal.
 */
function readGateAnswer(text) {
    const value = readJsonObject(text);
    if (value.ok)
        return value;
    return refused(`${gateAnswerAccepts}${readJson(text).ok ? '' : ' (what was given is not JSON)'}`);
}
function readPath(text) {
    return text !== '' && !text.includes('\0') ? accepted(text) : refused('a path (not empty, without NUL characters)');
}
/** A position as the graph records it: one printable line. */
function readPosition(text) {
    return /^[^\u0000-\u001f\u007f]{1,1000}$/.test(text)
        ? accepted(text)
        : refused('a paused position as the run records it (one line of 1-1000 characters), e.g. dag/publish/1');
}
const variableNameRule = 'letters, digits and "_", not starting with a digit';
/** What environmentVariableNameSchema (options.ts) accepts; here so readers load no option schemas. */
const environmentVariableNamePattern = /^[A-Za-z_][A-Za-z0-9_]{0,199}$/;
/** One environment variable name. */
function readVariableName(text) {
    return environmentVariableNamePattern.test(text)
        ? accepted(text)
        : refused(`an environment variable name (${variableNameRule})`);
}
/** Environment variable names separated by commas, spaces or newlines; repeats dropped. */
function readVariableNames(text) {
    const names = text.split(/[\s,]+/).filter((name) => name !== '');
    if (names.some((name) => !readVariableName(name).ok))
        return refused(`environment variable names (${variableNameRule}), separated by commas or newlines`);
    return accepted([...new Set(names)]);
}
/** Passed variables the worker gets no value for: unset, or set empty (as a workflow's unset secret is). */
function missingVariables(names, env) {
    return [...new Set(names)]
        .map((name) => ({ name, value: Object.hasOwn(env, name) ? env[name] : undefined }))
        .filter(({ value }) => value === undefined || value === '')
        .map(({ name, value }) => ({ name, empty: value === '' }));
}
/** One value per line; blank lines and surrounding whitespace are dropped. */
function nonEmptyLines(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
/** Shorter values are masked but not handed to the store, which would refuse every record holding them. */
const minStoredSecretLength = 8;
/** The known secrets of a run from values and the variables of `env` that `sources` name. */
function collectKnownSecrets(env, sources) {
    const values = (sources.values ?? []).filter((value) => value.trim() !== '');
    const masked = new Set(values);
    const stored = new Set(values);
    const short = [];
    const unset = [];
    const named = new Set(sources.named ?? []);
    // Own properties only: a name such as __proto__ must not read the prototype. A value of spaces
    // alone is none: it hides nothing, and the runner refuses to mask it (it warns instead).
    const valueOf = (name) => {
        const value = Object.hasOwn(env, name) ? env[name] : undefined;
        return typeof value === 'string' && value.trim() !== '' ? value : undefined;
    };
    const mask = (value) => {
        masked.add(value);
        // Each line too: the runner masks a log a line at a time. A line shorter than the engine's
        // minimum (a key file's `{`) would hide that text everywhere in the log and protect nothing.
        for (const line of nonEmptyLines(value))
            if (line.length >= _engine_index_js__WEBPACK_IMPORTED_MODULE_3__/* .minimumSecretLength */ .z2)
                masked.add(line);
    };
    for (const name of named) {
        const value = valueOf(name);
        if (value === undefined)
            unset.push(name);
        else {
            mask(value);
            stored.add(value);
        }
    }
    for (const name of new Set(sources.passed ?? [])) {
        const value = valueOf(name);
        if (value === undefined)
            continue;
        mask(value);
        if (value.length >= minStoredSecretLength)
            stored.add(value);
        else if (!named.has(name))
            short.push(name);
    }
    return { masked: [...masked], stored: [...stored], short, unset };
}


/***/ })

};

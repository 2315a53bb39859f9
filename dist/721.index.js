export const id = 721;
export const ids = [721];
export const modules = {

/***/ 51108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ conditionSchema),
/* harmony export */   z: () => (/* binding */ readsOutcomes)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
// A node's `when:` condition as stored in the host config (compiled from the graph file): need
// outcomes, comparisons of template values, a probe command's exit status, and all / any / not.

const conditionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('passed'), node: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1) }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('failed'), node: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1) }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('compare'),
        value: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        op: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['equals', 'not-equals', 'one-of']),
        expected: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('command'),
        argv: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).min(1),
        timeoutMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['all', 'any']), of: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(conditionSchema) }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('not'), of: conditionSchema }),
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


/***/ }),

/***/ 22077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gH: () => (/* binding */ acceptedKeys),
  q$: () => (/* binding */ engineErrorKinds),
  AS: () => (/* binding */ engineKinds),
  V0: () => (/* binding */ graphDocumentSchema)
});

// UNUSED EXPORTS: engineSchema, mockResponseSchema, namePattern, nodeSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
// EXTERNAL MODULE: ./src/declarative/duration.ts
var duration = __webpack_require__(3482);
// EXTERNAL MODULE: ./src/runner/options/option-values.ts
var option_values = __webpack_require__(23261);
;// CONCATENATED MODULE: ./src/declarative/document/review.ts
// The `review:` map of a graph-file node: the node reviews earlier work and may send it back.

const whole = (min, max) => {
    const rule = `must be a whole number from ${min} to ${max}`;
    return schemas/* number */.aig({ error: rule }).int(rule).min(min, rule).max(max, rule);
};
const reviewDocumentSchema = schemas/* strictObject */.rej({
    /** The node a revise verdict sends work back to: one of this node's needs, direct or indirect. */
    'sends-back-to': schemas/* string */.YjP({ error: 'must be the ID of a node this one needs (directly or through others)' }),
    /** Most rounds (round 1 is the first run of the target). */
    rounds: whole(1, 100),
    /** What happens when the last round still asks for changes (default fail: REVIEW_EXHAUSTED). */
    'when-exhausted': schemas/* enum */.k5n(['fail', 'pass'], { error: 'must be fail or pass' }).optional(),
    /** Command reviewers: the exit code that means "revise" (findings from its output). */
    'revise-exit-code': whole(1, 255).optional(),
}, { error: 'must be a map with sends-back-to, rounds, when-exhausted and (command nodes) revise-exit-code' });
const reviewDocumentKeys = Object.keys(reviewDocumentSchema.shape);

// EXTERNAL MODULE: ./src/declarative/gate/schema.ts
var schema = __webpack_require__(21271);
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
const schema_duration = schemas/* unknown */.L5J().superRefine((value, ctx) => {
    if ((0,duration/* parseDuration */.E9)(value) === undefined)
        ctx.addIssue({ code: 'custom', message: (0,duration/* durationProblem */.YV)(value) });
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
    /** A gate: asks a person (see gate/schema.ts). */
    ask: schema/* askSchema */.n$.optional(),
    prompt: str().optional(),
    'prompt-file': str('must be a path relative to the run root').optional(),
    needs: stringList('must be a list of node IDs').optional(),
    'retry-safe': bool.optional(),
    optional: bool.optional(),
    /** A number, or the long form { limit, backoff, max-backoff, on }: checked in compile/retries.ts. */
    retries: schemas/* union */.KCZ([wholeNumber(0, 100, retriesRule), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())], { error: retriesRule })
        .optional(),
    timeout: schema_duration.optional(),
    cwd: str('must be a path relative to the run root').optional(),
    env: envMap.optional(),
    /** Checked in compile/conditions (paths and messages of its own grammar). */
    when: schemas/* unknown */.L5J().optional(),
    finally: bool.optional(),
    /** A display group (status and the summary group nodes by it); never changes what runs. */
    phase: str().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
    /** Engine nodes: the node's own caps across all its calls (a reached cap pauses, like the run budget). */
    'max-cost-usd': schemas/* number */.aig({ error: 'must be a number of dollars' }).positive('must be more than 0').optional(),
    'max-tokens-total': wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
    /** This node reviews earlier work and may send it back (checked in compile/review.ts). */
    review: reviewDocumentSchema.optional(),
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
    delay: schema_duration.optional(),
    /** Fail the call with this engine error kind instead of answering. */
    error: schemas/* enum */.k5n(engineErrorKinds, { error: `must be one of ${engineErrorKinds.join(', ')}` }).optional(),
    message: str().optional(),
    'retry-after': schema_duration.optional(),
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
    timeout: schema_duration.optional(),
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
    review: reviewDocumentKeys,
    ask: schema/* askKeys */.ok,
};


/***/ }),

/***/ 3482:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   YV: () => (/* binding */ durationProblem)
/* harmony export */ });
/* unused harmony export durationHint */
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23261);
// Durations in graph files use the one grammar of the Action inputs and CLI flags (the runner's
// readDuration: 500ms, 30s, 10m, 2h, 1h30m; units largest first, each once). A bare number is refused:
// graph files used to read it as milliseconds, which `timeout: 600` rarely means.


const durationHint = _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .durationAccepts */ .MQ;
/** Milliseconds, or undefined when `value` is not a valid positive duration. */
function parseDuration(value) {
    if (typeof value !== 'string')
        return undefined;
    const read = (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readDuration */ .$7)(value.trim());
    return read.ok && read.value > 0 ? read.value : undefined;
}
/**
 * Why `value` is not a duration. A bare whole number gets what to write for it with a unit, each
 * spelling the grammar takes and that fits the bound: 600 -> "600ms for 600 milliseconds, or 600s
 * or 10m for 600 seconds".
 */
function durationProblem(value) {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) {
        const bare = `must be a duration with a unit, got the bare number ${value}`;
        const ways = [];
        if (value <= _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .maxDurationMs */ .pS)
            ways.push(`${value}ms for ${value} milliseconds`);
        if (value * 1000 <= _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .maxDurationMs */ .pS) {
            const units = secondsText(value);
            ways.push(`${units === `${value}s` ? units : `${value}s or ${units}`} for ${value} seconds`);
        }
        if (ways.length === 0)
            return `${bare}, and a duration is at most ${_runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .maxDurationMs */ .pS} ms`;
        return `${bare}: write ${ways.join(', or ')}`;
    }
    return `must be ${durationHint}, at most ${_runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .maxDurationMs */ .pS} ms; got ${JSON.stringify(value)}`;
}
/** `n` seconds in the largest units that divide it: 600 -> 10m, 5400 -> 1h30m, 45 -> 45s. */
function secondsText(seconds) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = seconds % 60;
    return `${h > 0 ? `${h}h` : ''}${m > 0 ? `${m}m` : ''}${s > 0 ? `${s}s` : ''}`;
}


/***/ }),

/***/ 71581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ formatIssue),
/* harmony export */   Jv: () => (/* binding */ DeclarativeError),
/* harmony export */   RH: () => (/* binding */ isDeclarativeError),
/* harmony export */   lk: () => (/* binding */ issuesError)
/* harmony export */ });
/* unused harmony export declarativeErrorCodes */
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


/***/ }),

/***/ 21271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n$: () => (/* binding */ askSchema),
/* harmony export */   ok: () => (/* binding */ askKeys),
/* harmony export */   xZ: () => (/* binding */ gateNodeConfigSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42209);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3482);
/* harmony import */ var _conditions_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51108);
// A gate node (`ask:`) as written in the graph file and as stored in the host config. A gate asks a
// person a question with typed fields; the run pauses there (no machine waits) and a resume with an
// answer continues it. Cross-field rules (options only for choice, defaults that fit) are checked here
// so their issues carry the field's path, line and column.




const fieldNamePattern = /^[A-Za-z0-9_-]{1,64}$/;
// GitHub logins: letters, digits and single hyphens, at most 39 characters (bots end in [bot]).
const loginPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const scalar = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()], { error: 'must be a string, number or boolean' });
const fieldSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .gateFieldTypes */ .tN, { error: `must be one of ${_graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .gateFieldTypes */ .tN.join(', ')}` }),
    options: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()]).transform(String), {
        error: 'must be a list of options',
    })
        .min(1, 'must list at least one option')
        .optional(),
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY({ error: 'must be true or false' }).optional(),
    default: scalar.optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: 'must be a string' }).max(1000, 'must be at most 1000 characters').optional(),
}, { error: 'must be a map with type, options, required, default and/or description' })
    .superRefine((field, ctx) => {
    if (field.type === 'choice' && field.options === undefined)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'a choice field needs options (a list)' });
    if (field.type !== 'choice' && field.options !== undefined)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'only a choice field takes options' });
    if (field.options !== undefined && new Set(field.options).size !== field.options.length)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must be different from each other' });
    const value = field.default;
    if (value === undefined)
        return;
    const fits = field.type === 'choice'
        ? typeof value === 'string' && (field.options ?? []).includes(value)
        : field.type === 'boolean'
            ? typeof value === 'boolean'
            : field.type === 'number'
                ? typeof value === 'number'
                : typeof value === 'string';
    if (!fits) {
        const want = field.type === 'choice' ? `one of the options (${(field.options ?? []).join(', ')})` : `a ${field.type}`;
        ctx.addIssue({ code: 'custom', path: ['default'], message: `must be ${want}` });
    }
});
const askSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    /** Templated like prompts: {{ inputs.x }}, {{ needs.y.output }} ... */
    question: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: 'must be a string' }).min(1, 'must not be empty').max(4000, 'at most 4000 characters'),
    fields: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(fieldNamePattern, 'field names must be 1-64 letters, digits, "_" or "-"'), fieldSchema, {
        error: 'must be a map of field names to fields',
    })
        .optional(),
    'allowed-actors': zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: 'must be a GitHub login' }).regex(loginPattern, 'must be a GitHub login'), {
        error: 'must be a list of GitHub logins',
    })
        // An empty list would read as "no one" but let anyone answer: leaving the key out says that.
        .min(1, 'must list at least one GitHub login (leave allowed-actors out to let anyone who may resume answer)')
        .optional(),
    timeout: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()
        .superRefine((value, ctx) => {
        if ((0,_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDuration */ .E9)(value) === undefined)
            ctx.addIssue({ code: 'custom', message: (0,_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .durationProblem */ .YV)(value) });
    })
        .optional(),
}, { error: 'must be a map with question, fields, allowed-actors and/or timeout' });
const askKeys = Object.keys(askSchema.shape);
const gateNodeConfigSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('gate'),
    question: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    fields: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
        type: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .gateFieldTypes */ .tN),
        options: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
        required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        default: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()]).optional(),
        description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    })),
    allowedActors: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    when: _conditions_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .conditionSchema */ .j.optional(),
});


/***/ }),

/***/ 75355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y0: () => (/* binding */ declarativeHostName),
/* harmony export */   sv: () => (/* binding */ declarativeHostConfigSchema)
/* harmony export */ });
/* unused harmony exports reviewerConfigSchema, commandNodeConfigSchema, engineNodeConfigSchema, nodeConfigSchema, mockStepConfigSchema, engineConfigEntrySchema, declarativeHostSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56399);
/* harmony import */ var _conditions_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51108);
/* harmony import */ var _document_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22077);
/* harmony import */ var _gate_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21271);
// The built-in host's part of a stored run definition: host = { kind: 'builtin', name: 'declarative',
// config }. Written once at start (prompt files already read), read by every worker, so a resume runs
// the same commands and prompts even if the graph file changed. JSON only, and never secrets: env
// values from the graph file are stored here as written.






const declarativeHostName = 'declarative';
/** A reviewer node: its result carries verdict and findings (a command may say "revise" by exit code). */
const reviewerConfigSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    reviseExitCode: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(255).optional(),
}));
const commandNodeConfigSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('command'),
    argv: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).min(1),
    /** Relative to the run root ('.' for the root itself). */
    cwd: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    retrySafe: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** Checked before each attempt starts; unmet -> the node is skipped. */
    when: _conditions_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .conditionSchema */ .j.optional(),
    review: reviewerConfigSchema().optional(),
}));
const engineNodeConfigSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('engine'),
    /** A key of plan.lanes: the engine's name. */
    lane: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** The template as stored (prompt files are read at load time). */
    prompt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    retrySafe: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    when: _conditions_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .conditionSchema */ .j.optional(),
    /** The node's caps (graph file max-cost-usd / max-tokens-total). */
    maxCostUsd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive().optional(),
    maxTokensTotal: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    review: reviewerConfigSchema().optional(),
}));
const nodeConfigSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('kind', [commandNodeConfigSchema(), engineNodeConfigSchema(), _gate_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .gateNodeConfigSchema */ .xZ]));
const mockUsageSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    cacheReadTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    cacheWriteTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative().optional(),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
/** A mock engine's scripted answer (MockEngine steps, plus `echo`: answer with the prompt). */
const mockStepConfigSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('result'),
        text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        structured: _store_contract_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonValueSchema */ .F7.optional(),
        echo: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
        usage: mockUsageSchema().optional(),
        delayMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('error'),
        error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        usage: mockUsageSchema().optional(),
        retryAfterMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
        delayMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    }),
]));
/** The engine layer's createEngine config, plus scripted steps for `mock`. */
const engineConfigEntrySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_document_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .engineKinds */ .AS),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).min(1)]).optional(),
    executable: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    apiKeyEnv: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    baseUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    billing: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['api', 'subscription', 'unknown']).optional(),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    maxTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    steps: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(mockStepConfigSchema()).min(1).optional(),
}));
const declarativeHostConfigSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1),
    nodes: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), nodeConfigSchema()),
    engines: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), engineConfigEntrySchema()),
    /** The graph file's log-limit in bytes (the run option attemptLogBytes wins over it). */
    logLimitBytes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
}));
const declarativeHostSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('builtin'),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(declarativeHostName),
    config: declarativeHostConfigSchema(),
}));


/***/ }),

/***/ 14800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pk: () => (/* binding */ resolveInsideRoot),
/* harmony export */   _k: () => (/* binding */ checkRelativePath),
/* harmony export */   zy: () => (/* binding */ rootResolver)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Paths in graph files are relative to the run root and must stay inside it, both as written
// (no `..` out of it) and after resolving symlinks (a link inside the root may point outside).


function contains(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel === '' || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** Lexical check only: the path as written stays inside the root. */
function checkRelativePath(written) {
    if (written.includes('\0'))
        return 'must not contain NUL characters';
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(written))
        return `must be relative to the run root, got the absolute path "${written}"`;
    const normal = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(written);
    if (normal === '..' || normal.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`))
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
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(runRoot);
    const joined = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, written);
    let real;
    try {
        real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(joined);
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
    let current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(joined);
    while (contains(root, current)) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(current);
            if (!contains(root, real))
                return { ok: false, message: `"${written}" resolves outside the run root (through ${real})` };
            return { ok: true, path: joined };
        }
        catch {
            current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
        }
    }
    return { ok: true, path: joined };
}
/**
 * A resolver for the checks of one compile: its answers are for that moment (the run's bind
 * checks each path again before a command runs).
 */
function rootResolver(runRoot) {
    const answers = new Map();
    return (written, options) => {
        const key = `${options.mustExist ? 'existing' : 'any'}\0${written}`;
        let answer = answers.get(key);
        if (answer === undefined) {
            answer = resolveInsideRoot(runRoot, written, options);
            answers.set(key, answer);
        }
        return answer;
    };
}


/***/ }),

/***/ 14460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ checkTemplate),
/* harmony export */   W$: () => (/* binding */ TemplateValueError),
/* harmony export */   Xm: () => (/* binding */ renderTemplate)
/* harmony export */ });
/* unused harmony exports renderValue, publishedOutputs, needOutcome, referenceValue */
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52079);

const placeholder = /\{\{(.*?)\}\}/gs;
const references = [
    [/^inputs\.([A-Za-z0-9_-]{1,64})$/, (m) => ({ kind: 'input', name: m[1] })],
    [/^needs\.([A-Za-z0-9_-]{1,64})\.output$/, (m) => ({ kind: 'need', nodeId: m[1] })],
    [/^needs\.([A-Za-z0-9_-]{1,64})\.outcome$/, (m) => ({ kind: 'need-outcome', nodeId: m[1] })],
    [
        /^needs\.([A-Za-z0-9_-]{1,64})\.outputs\.([A-Za-z0-9_-]{1,64})$/,
        (m) => ({ kind: 'need-output', nodeId: m[1], name: m[2] }),
    ],
    [
        /^needs\.([A-Za-z0-9_-]{1,64})\.output\.([A-Za-z0-9_-]{1,64})$/,
        (m) => ({ kind: 'need-field', nodeId: m[1], name: m[2] }),
    ],
    [/^run\.outcome$/, () => ({ kind: 'run-outcome' })],
    [/^review\.(findings|round)$/, (m) => ({ kind: 'review', field: m[1] })],
];
/** Expressions in these namespaces are ours even in command arguments, so a typo in one is an error. */
const ourNamespace = /^(inputs|needs|run|review)\b/;
const accepted = '{{ inputs.<name> }}, {{ needs.<id>.output }}, {{ needs.<id>.output.<field> }}, {{ needs.<id>.outputs.<name> }}, {{ needs.<id>.outcome }}, {{ run.outcome }} (finally nodes), {{ review.findings }} and {{ review.round }} (review loops)';
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
            // `${{ ... }}` is refused as a GitHub expression (compile/secrets-check.ts), which says more.
            if (text[match.index - 1] !== '$')
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
        scope.seen?.add(part.kind);
        if (part.kind === 'input' && !scope.inputs.has(part.name)) {
            problems.push({
                message: `unknown template reference "{{ inputs.${part.name} }}": input "${part.name}" is not declared in inputs`,
            });
        }
        if ((part.kind === 'need' ||
            part.kind === 'need-output' ||
            part.kind === 'need-field' ||
            part.kind === 'need-outcome') &&
            !scope.needs.has(part.nodeId)) {
            problems.push({
                message: `unknown template reference "{{ ${referenceText(part)} }}": "${part.nodeId}" is not in this node's needs`,
            });
        }
        else if (part.kind === 'need-field') {
            const fields = scope.gateFields?.get(part.nodeId);
            if (fields !== undefined && !fields.includes(part.name))
                problems.push({
                    message: `unknown template reference "{{ ${referenceText(part)} }}": the gate "${part.nodeId}" has no field "${part.name}" (fields: ${fields.length === 0 ? 'none' : fields.join(', ')})`,
                });
        }
        if (part.kind === 'run-outcome' && scope.run !== true) {
            problems.push({ message: '"{{ run.outcome }}" is known only in finally nodes (finally: true)' });
        }
        if (part.kind === 'review' && scope.review !== true) {
            problems.push({
                message: `"{{ review.${part.field} }}" is known only in the nodes of a review loop (from the node a reviewer sends work back to, to the reviewer)`,
            });
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
    if (part.kind === 'review')
        return `review.${part.field}`;
    if (part.kind === 'need-field')
        return `needs.${part.nodeId}.output.${part.name}`;
    if (part.kind === 'need-outcome')
        return `needs.${part.nodeId}.outcome`;
    return 'run.outcome';
}
/** A template that cannot be filled: it names an output its node did not publish. */
class TemplateValueError extends Error {
    name = 'TemplateValueError';
}
/**
 * Text of a value inside a prompt: strings as they are, anything else as canonical JSON (keys
 * sorted), absent as empty. Canonical because a need's result read back from the store after a
 * resume has its keys sorted, while a fresh one keeps its writer's order: the same run must send
 * the same prompt either way.
 */
function renderValue(value) {
    if (value === undefined)
        return '';
    return typeof value === 'string' ? value : (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(value);
}
/** The published outputs of a need's result (a command node's `outputs`), or undefined. */
function publishedOutputs(result) {
    if (typeof result !== 'object' || result === null || Array.isArray(result))
        return undefined;
    const outputs = Object.hasOwn(result, 'outputs') ? result.outputs : undefined;
    return typeof outputs === 'object' && outputs !== null && !Array.isArray(outputs) ? outputs : undefined;
}
/**
 * How a need ended, as `{{ needs.<id>.outcome }}` reads: completed, skipped, failed, blocked (a node
 * it needs failed), changes-requested (a reviewer whose revise verdict was never sent back: another
 * node's failure ended the run first) or not-run (a stopped run's finally node reads it of nodes
 * that never started). Finally and conditional nodes are told; any other node runs only once every
 * need completed or was skipped, and a skipped need has no result.
 */
function needOutcome(nodeId, values) {
    const told = values.outcomes?.[nodeId];
    if (told === undefined)
        return values.needs[nodeId] === null ? 'skipped' : 'completed';
    if (told === 'passed')
        return 'completed';
    // The DAG form's status of such a reviewer: it ran, so it is not "not-run", and it did not pass.
    if (told === 'reviewing')
        return 'changes-requested';
    return told === 'skipped' || told === 'failed' || told === 'blocked' ? told : 'not-run';
}
/**
 * A need without a result (skipped, failed, blocked, never run) fills in empty text: in a finally
 * node every reference to it does, as a failed or skipped job's outputs are empty in GitHub Actions.
 */
const runsWhateverNeedsDid = (values) => values.runOutcome !== undefined;
/** The value of one reference; TemplateValueError when it names an output that was not published. */
function referenceValue(part, values) {
    if (part.kind === 'input')
        return renderValue(values.inputs[part.name]);
    // Whatever a need returned; one that returned nothing (no result) is empty, never the text "null".
    if (part.kind === 'need')
        return values.needs[part.nodeId] === null ? '' : renderValue(values.needs[part.nodeId]);
    if (part.kind === 'need-outcome')
        return needOutcome(part.nodeId, values);
    if (part.kind === 'run-outcome')
        return values.runOutcome ?? '';
    if (part.kind === 'review')
        return part.field === 'round' ? String(values.review?.round ?? 1) : (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(values.review?.findings ?? []);
    const result = values.needs[part.nodeId];
    if (result === null) {
        if (runsWhateverNeedsDid(values))
            return '';
        throw noResult(part);
    }
    if (part.kind === 'need-field')
        return fieldValue(part, result, values.gateFields?.[part.nodeId]);
    const outputs = publishedOutputs(result);
    if (outputs === undefined || !Object.hasOwn(outputs, part.name)) {
        const names = outputs === undefined ? [] : Object.keys(outputs);
        throw new TemplateValueError(`{{ ${referenceText(part)} }}: node "${part.nodeId}" did not publish an output named "${part.name}" ` +
            `(published: ${names.length === 0 ? 'none' : names.join(', ')}; a command publishes name=value lines ` +
            'to the file named by $SUPERVISED_OUTPUT)');
    }
    return renderValue(outputs[part.name]);
}
/**
 * A need without a result (null in the dispatch input) was skipped by its `when` or failed as an
 * optional node: its dependents run on, so say that rather than "did not publish".
 */
function noResult(part) {
    return new TemplateValueError(`{{ ${referenceText(part)} }}: node "${part.nodeId}" has no result: it was skipped (its when was unmet) or failed as an optional node, so there is nothing to fill in (to run only when it has one, test {{ needs.${part.nodeId}.outcome }} in when:)`);
}
/** `gateFields`: the need is a gate with these fields; one left out of the answer (no default) is empty. */
function fieldValue(part, result, gateFields) {
    const isObject = typeof result === 'object' && result !== null && !Array.isArray(result);
    if (!isObject || !Object.hasOwn(result, part.name)) {
        if (gateFields?.includes(part.name) === true)
            return '';
        const names = isObject ? Object.keys(result) : [];
        throw new TemplateValueError(`{{ needs.${part.nodeId}.output.${part.name} }}: the output of node "${part.nodeId}" has no field "${part.name}" ` +
            `(fields: ${names.length === 0 ? 'none' : names.join(', ')})`);
    }
    return renderValue(result[part.name]);
}
/** Substitutes references from a DAG node input `{ inputs, needs: { [id]: output } }`. */
function renderTemplate(text, values, options = {}) {
    const { parts } = parse(text, options.strict !== false);
    return parts.map((part) => (typeof part === 'string' ? part : referenceValue(part, values))).join('');
}


/***/ })

};

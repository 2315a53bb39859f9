export const id = 761;
export const ids = [761];
export const modules = {

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


/***/ }),

/***/ 88696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nq: () => (/* binding */ coerceFieldValue),
/* harmony export */   eM: () => (/* binding */ fieldAccepts),
/* harmony export */   hY: () => (/* binding */ checkGateActor),
/* harmony export */   we: () => (/* binding */ checkGateAnswer)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40869);

/** What a field accepts, in words (error messages and the summary). */
function fieldAccepts(field) {
    if (field.type === 'choice')
        return `one of ${(field.options ?? []).map((o) => JSON.stringify(o)).join(', ')}`;
    if (field.type === 'boolean')
        return 'true or false';
    if (field.type === 'number')
        return 'a number';
    return 'a string';
}
const decimalNumber = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** A given value as the field reads it (dispatch inputs arrive as text), or undefined when it does not fit. */
function coerceFieldValue(field, value) {
    // Dispatch inputs arrive as text: "true" and "3" are accepted for boolean and number fields.
    if (field.type === 'boolean') {
        if (typeof value === 'boolean')
            return value;
        return value === 'true' ? true : value === 'false' ? false : undefined;
    }
    if (field.type === 'number') {
        if (typeof value === 'number' && Number.isFinite(value))
            return value;
        // Decimal only: Number() would also read "0x10" as 16, "0b1" as 1 and "1e400" as Infinity.
        if (typeof value === 'string' && decimalNumber.test(value.trim()) && Number.isFinite(Number(value)))
            return Number(value);
        return undefined;
    }
    if (field.type === 'choice') {
        // `{"n": 1}` for the option "1": a JSON number or boolean reads as its text; the option is recorded.
        const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
        return typeof text === 'string' && (field.options ?? []).includes(text) ? text : undefined;
    }
    return typeof value === 'string' ? value : undefined;
}
/**
 * The answer's values with defaults filled in, or RESUME_ANSWER naming the first field that does
 * not fit (unknown, missing while required, or not what the field accepts).
 */
function checkGateAnswer(request, values) {
    const refuse = (message) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GraphError */ .h('RESUME_ANSWER', message);
    };
    const names = request.fields.map((f) => f.name);
    for (const key of Object.keys(values)) {
        if (!names.includes(key))
            refuse(`answer field "${key}" is not asked for; the fields are: ${names.join(', ') || 'none'}`);
    }
    const out = {};
    for (const field of request.fields) {
        const given = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
        if (given === undefined || given === null || given === '') {
            if (field.default !== undefined)
                out[field.name] = field.default;
            else if (field.required)
                refuse(`answer field "${field.name}" is required: give ${fieldAccepts(field)}`);
            continue;
        }
        const value = coerceFieldValue(field, given);
        if (value === undefined)
            refuse(`answer field "${field.name}" accepts ${fieldAccepts(field)}, got ${JSON.stringify(given)}`);
        out[field.name] = value;
    }
    return out;
}
// `login (tool)`: an answerer recorded with the tool it answered through, as the CLI names the
// person at the terminal ("ana (supervised-run CLI)").
const throughTool = /^(\S+) \([^()]+\)$/;
/**
 * RESUME_ACTOR unless `actor` may answer (no list: anyone may). Logins compare without case; an
 * actor written `login (tool)` compares by its login, so the record can keep the tool too.
 */
function checkGateActor(request, actor) {
    const allowed = request.allowedActors ?? [];
    if (allowed.length === 0)
        return;
    const login = (throughTool.exec(actor)?.[1] ?? actor).toLowerCase();
    if (allowed.some((name) => name.toLowerCase() === login || name.toLowerCase() === actor.toLowerCase()))
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GraphError */ .h('RESUME_ACTOR', `${JSON.stringify(actor)} may not answer this gate; it may be answered by: ${allowed.join(', ')}`);
}


/***/ }),

/***/ 42209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EL: () => (/* binding */ parseGateRequest),
/* harmony export */   f_: () => (/* binding */ gateExpired),
/* harmony export */   i4: () => (/* binding */ gateTimeoutFront),
/* harmony export */   ix: () => (/* binding */ gateRequestProblem),
/* harmony export */   nF: () => (/* binding */ gateResume),
/* harmony export */   tN: () => (/* binding */ gateFieldTypes)
/* harmony export */ });
/* unused harmony exports gateFieldSchema, gateRequestSchema, gateAnswerSchema, gateTimeoutMessage */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40869);
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94995);
/* harmony import */ var _gate_answer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88696);
// Gates: a policy pause whose request has kind `gate` asks a person a question with typed fields.
// The answer is part of the resume (recorded in its `node-resumed`, with who answered) and handed
// to the policy and node code as `ctx.resumedFrom.answer`. The executor checks it against the
// request (fields, allowed actors) and fails the position with GATE_TIMEOUT once its deadline passed.







const gateFieldTypes = ['choice', 'string', 'boolean', 'number'];
const gateFieldSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(gateFieldTypes),
    /** `choice` only: the accepted values. */
    options: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    /** Left out: false (the field may be left out of the answer). */
    required: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    default: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()]).optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
const gateRequestSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('gate'),
    /** The question as rendered for this dispatch. */
    question: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    fields: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(gateFieldSchema()),
    /** GitHub logins (or other names) that may answer; absent or empty: anyone who may resume. */
    allowedActors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    /** ISO 8601: a resume after it fails the position with GATE_TIMEOUT. */
    deadline: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** The question and its fields as plain text, for logs and notifications. */
    text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
const gateAnswerSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    values: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValueSchema */ .F7),
    answeredBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
}));
function parseGateRequest(request) {
    const parsed = gateRequestSchema().safeParse(request);
    return parsed.success ? parsed.data : undefined;
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldKeys = 'name, type, options, required, default and description';
const requestKeys = 'kind, question, fields, allowedActors, deadline and text';
// What a pause request that says `kind: 'gate'` must be before it is recorded: the reader's shape,
// strict (an unknown key such as `allowed-actors` would otherwise be dropped and its protection
// with it) and with the rules a graph file's `ask:` has (a choice has options, a default fits).
const gateFieldCheckSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'must be a non-empty string' }).min(1, 'must be a non-empty string'),
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(gateFieldTypes, { error: `must be one of ${gateFieldTypes.join(', ')}` }),
    options: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'must be a string' }), { error: 'must be a list of strings' })
        .min(1, 'must list at least one option')
        .optional(),
    required: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY({ error: 'must be true or false (left out: false)' }).optional(),
    default: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()], { error: 'must be a string, number or boolean' })
        .optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'must be a string' }).optional(),
}, { error: `must be an object with ${fieldKeys}` })
    .superRefine((f, ctx) => {
    if (f.type === 'choice' && f.options === undefined)
        ctx.addIssue({
            code: 'custom',
            path: ['options'],
            message: 'a choice field needs options (a list of strings)',
        });
    if (f.type !== 'choice' && f.options !== undefined)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'only a choice field takes options' });
    if (f.default !== undefined && (0,_gate_answer_js__WEBPACK_IMPORTED_MODULE_3__/* .coerceFieldValue */ .Nq)({ ...f, required: false }, f.default) !== f.default)
        ctx.addIssue({
            code: 'custom',
            path: ['default'],
            message: `must be ${(0,_gate_answer_js__WEBPACK_IMPORTED_MODULE_3__/* .fieldAccepts */ .eM)({ ...f, required: false })}`,
        });
}));
const gateRequestCheckSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('gate'),
    question: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'must be a string' }),
    fields: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(gateFieldCheckSchema(), {
        error: (issue) => isRecord(issue.input)
            ? `must be a list of fields ({ ${fieldKeys.replace(' and', ',')} }), not a map of names to fields as in a graph file's \`ask:\`: write [{ name: "${Object.keys(issue.input)[0] ?? 'choice'}", type: ... }]`
            : `must be a list of fields ({ ${fieldKeys.replace(' and', ',')} })`,
    })
        .superRefine((fields, ctx) => {
        const seen = new Set();
        fields.forEach((f, i) => {
            if (seen.has(f.name))
                ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${f.name}" names two fields` });
            seen.add(f.name);
        });
    }),
    allowedActors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'must be a string' }), { error: 'must be a list of names (logins)' })
        .optional(),
    deadline: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'must be an ISO 8601 date-time string' })
        .refine((d) => !Number.isNaN(Date.parse(d)), 'must be an ISO 8601 date-time string')
        .optional(),
    text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'must be a string' }).optional(),
}, { error: `must be an object with ${requestKeys}` }));
/**
 * Why a pause request of kind `gate` is not a gate (its first problem, naming the key and what it
 * accepts), or undefined: it is a well-formed gate, or not a gate at all (any other request is a
 * plain policy pause). A request that says `gate` but would not be read as one would lose its
 * checks (fields, allowed actors, an answer required), so the executor refuses to record it.
 */
function gateRequestProblem(request) {
    if (!isRecord(request) || request.kind !== 'gate')
        return undefined;
    const parsed = gateRequestCheckSchema().safeParse(request);
    if (parsed.success)
        return undefined;
    const issue = parsed.error.issues[0];
    const fields = request.fields;
    const path = issue.path
        .map((part, i) => {
        if (typeof part === 'number') {
            const item = i === 1 && issue.path[0] === 'fields' && Array.isArray(fields) ? fields[part] : undefined;
            const name = isRecord(item) && typeof item.name === 'string' ? ` ("${item.name}")` : '';
            return `[${part}]${name}`;
        }
        return `${i === 0 ? '' : '.'}${String(part)}`;
    })
        .join('');
    if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ');
        const takes = path === '' ? requestKeys : fieldKeys;
        return `${path === '' ? '' : `${path}: `}unknown key${issue.keys.length === 1 ? '' : 's'} ${keys} (${path === '' ? 'a gate request' : 'a field'} takes ${takes})`;
    }
    return `${path === '' ? 'the request' : path} ${issue.message}`;
}
function gateExpired(request, now) {
    return request.deadline !== undefined && Date.parse(request.deadline) <= now.getTime();
}
const gateTimeoutMessage = (request) => `the gate was not answered before its deadline ${request.deadline ?? ''}`.trim();
/** How a pause that takes no answer is resumed: a budget pause with a raise, a reconcile request with a decision. */
function withoutAnswer(pauseKind) {
    if (pauseKind === 'budget')
        return 'resume it without an answer, raising the limit it reached';
    if (pauseKind === 'reconcile-attempt')
        return 'resume it without an answer, with a decision';
    return 'resume it without an answer';
}
/**
 * Checks an answer given to `resume` against the paused request: a gate's answer must fit its
 * fields and come from an allowed actor; an answer applies only to a policy pause. Returns the
 * answer to record (a gate's values with defaults), or `expired` when a gate's deadline passed.
 */
function gateResume(pause, answer, now, position) {
    const request = pause === undefined ? undefined : parseGateRequest(pause.request);
    if (answer !== undefined && pause?.pauseKind !== 'policy') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GraphError */ .h('RESUME_ANSWER', `position "${position}" is not paused by an action policy or a gate (it is ${pause === undefined ? 'not paused' : `${/^[aeiou]/.test(pause.pauseKind) ? 'an' : 'a'} ${pause.pauseKind} pause`}); ${withoutAnswer(pause?.pauseKind)}`, { position });
    }
    if (request === undefined)
        return { kind: 'resume', answer };
    if (gateExpired(request, now))
        return { kind: 'expired', request };
    if (answer === undefined)
        return { kind: 'resume', answer };
    (0,_gate_answer_js__WEBPACK_IMPORTED_MODULE_3__/* .checkGateActor */ .hY)(request, answer.answeredBy);
    return { kind: 'resume', answer: { values: (0,_gate_answer_js__WEBPACK_IMPORTED_MODULE_3__/* .checkGateAnswer */ .we)(request, answer.values), answeredBy: answer.answeredBy } };
}
/** A gate resumed after its deadline: the position fails with GATE_TIMEOUT (nothing runs). */
function gateTimeoutFront(record, request, session) {
    const data = {
        position: record.position,
        code: 'GATE_TIMEOUT',
        message: gateTimeoutMessage(request),
        durationMs: 0,
        failedAt: new Date().toISOString(),
    };
    return {
        records: [{ event: { type: _events_js__WEBPACK_IMPORTED_MODULE_5__/* .graphEventTypes */ .w8.nodeFailed, session, data } }],
        exclude: new Set([record.position]),
        launches: [],
    };
}


/***/ }),

/***/ 33215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hy: () => (/* binding */ isRetryableFailure),
  HC: () => (/* binding */ planReopen),
  rJ: () => (/* binding */ recordReopen),
  mV: () => (/* binding */ reopenableCodes)
});

// UNUSED EXPORTS: failedNodes

// EXTERNAL MODULE: ./src/graph/events.ts
var events = __webpack_require__(94995);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/runner/status/fold-runner.ts
var fold_runner = __webpack_require__(59725);
// EXTERNAL MODULE: ./src/runner/status/state.ts
var state = __webpack_require__(33000);
;// CONCATENATED MODULE: ./src/runner/lifecycle/cancel-text.ts
// A cancel's reason and name inside a message a terminal prints (a refusal's error): one bounded
// line. Both are a person's free text, and a restored store's records are untrusted, so a control
// character (an escape sequence, a line break) or a bidi control could redraw, split or reorder
// what the reader of the message sees. The report and the CLI escape what they render themselves.
/** C0 and C1 controls (line breaks included) and the bidi controls. */
const unsafe = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** `text` as one line of at most `max` characters: line breaks as spaces, other controls as U+FFFD. */
function cancelTextLine(text, max) {
    const flat = text.replace(/\r\n|[\r\n]/g, ' ').replace(unsafe, '\uFFFD');
    return flat.length <= max ? flat : `${flat.slice(0, max - 1)}\u2026`;
}
/** `cancelled by <by>: <reason>`, each bounded as the cancel options bound them. */
function cancelledByText(cancelled) {
    return `cancelled by ${cancelTextLine(cancelled.by, 200)}: ${cancelTextLine(cancelled.reason, 2000)}`;
}

;// CONCATENATED MODULE: ./src/runner/lifecycle/reopen.ts






/** Failure codes that mean "nodes failed": reopening offers the failed work again. */
const reopenableCodes = new Set(['DAG_NODE_FAILED', 'RESTART_EXHAUSTED']);
/** Whether a status shows a run retryFailed would reopen (the adapters offer the command then). */
function isRetryableFailure(status) {
    return (status.phase === 'failed' &&
        status.result?.kind === 'fail' &&
        reopenableCodes.has(status.result.code ?? '') &&
        status.cleanupVerified === true &&
        !status.leaseRetained);
}
function refuse(runId, why) {
    throw new errors/* SupervisedRunError */.aL('RUN_NOT_RETRYABLE', `run ${runId} cannot be retried: ${why}`);
}
/** Node IDs whose latest occurrence failed, in dispatch order. */
function failedNodes(folded) {
    const latest = new Map();
    for (const position of folded.graph.order) {
        const occurrence = (0,state/* occurrenceAt */.d_)(folded.graph, position);
        if (occurrence !== undefined)
            latest.set(occurrence.nodeId, occurrence.state);
    }
    return [...latest].filter(([, state]) => state === 'failed').map(([nodeId]) => nodeId);
}
function planReopen(folded, runId, form, request) {
    const settled = folded.runner.settled;
    if (settled === null)
        refuse(runId, 'it has not failed (it is not settled); continue or take it over instead');
    if (settled.type === records/* runnerEventTypes */.AK.stopped) {
        const cancelled = folded.runner.cancelled;
        refuse(runId, `it was stopped${cancelled === null ? '' : ` (${cancelledByText(cancelled)})`}; a stop is a person's decision and stays final`);
    }
    if (settled.type === records/* runnerEventTypes */.AK.timeout)
        refuse(runId, 'it ran out of its time budget (timeout), which a retry would not give back; it stays final');
    if (settled.type === records/* runnerEventTypes */.AK.completed)
        refuse(runId, 'it completed; there is nothing to retry');
    if (settled.type !== records/* runnerEventTypes */.AK.failed)
        refuse(runId, `it is ${settled.type.replace('runner:', '')}, not failed; resume or continue it instead`);
    const rawCode = (0,fold_runner/* settledField */.C9)(settled, 'code');
    const code = typeof rawCode === 'string' ? rawCode : '';
    if ((0,fold_runner/* settledField */.C9)(settled, 'cleanupVerified') !== true ||
        (0,fold_runner/* settledField */.C9)(settled, 'leaseRetained') === true ||
        code === 'TEARDOWN_INCOMPLETE')
        refuse(runId, `it failed with ${code} and its teardown was incomplete (processes it started may still run); reopening it is unsafe, so it stays final`);
    if (!reopenableCodes.has(code))
        refuse(runId, `it failed with ${code}, which is not a node failure (only DAG_NODE_FAILED and RESTART_EXHAUSTED are retried)`);
    const nodes = failedNodes(folded);
    if (nodes.length > 0 && form !== 'dag')
        refuse(runId, `its graph form "${form}" does not reopen failed nodes (the built-in dag form does)`);
    return { by: request.by, reason: request.reason ?? `retry of the failed run, asked by ${request.by}`, code, nodes };
}
/** Appends graph:run-reopened while no worker runs (the lock is held): the form folds it before deciding. */
async function recordReopen(storage, runId, folded, reopen, session) {
    if (reopen.nodes.length === 0)
        return;
    const log = await storage.openEventLog(runId, 'graph', folded.cursors.graph);
    try {
        await log.append([
            {
                type: events/* graphEventTypes */.w8.runReopened,
                session,
                data: { nodes: reopen.nodes, by: reopen.by, reason: reopen.reason },
            },
        ]);
    }
    finally {
        await log.close();
    }
}


/***/ }),

/***/ 86050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Of: () => (/* binding */ requestNow),
/* harmony export */   R2: () => (/* binding */ describeDecisionProblem),
/* harmony export */   R9: () => (/* binding */ decisionProblemOf),
/* harmony export */   ZR: () => (/* binding */ raiseProblemAt),
/* harmony export */   fH: () => (/* binding */ decisionRefused),
/* harmony export */   hU: () => (/* binding */ raiseRefused),
/* harmony export */   jG: () => (/* binding */ raiseProblemOf),
/* harmony export */   uV: () => (/* binding */ withResumeNames),
/* harmony export */   xj: () => (/* binding */ describeRaiseProblem)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85507);
// A resume input refused for the pause it names, as data, so each surface names it its own way: a
// budget raise (`raiseBudget.usd`, `--raise-budget-usd`, `input "raise-budget-usd"`) and a
// reconcile decision (`a decision`, `--decision`, the decision input), each on a pause it does not
// answer, said with what does answer that pause.

/**
 * Why a resume of a budget pause (with `raise`, or none) cannot answer its request (`{ limit,
 * spent }`), or undefined when it can: each given value must be above the limit and above what
 * was spent, and every limit the pause reached must be raised, or it would only pause again. A
 * spend recorded after the pause can only add to `spent`.
 */
function raiseProblemAt(raise = {}, request) {
    const too = raise.usd !== undefined || raise.tokens !== undefined;
    const { limit = {}, spent = {} } = (request ?? {});
    for (const field of ['usd', 'tokens']) {
        const value = raise[field];
        const current = limit[field];
        const used = spent[field];
        if (typeof current !== 'number') {
            // A limit the pause did not have: it starts above what was already spent, or it pauses at once.
            if (value !== undefined && typeof used === 'number' && value <= used)
                return { problem: 'not-above-spent', field, current: null, value, spent: used };
            continue;
        }
        if (value !== undefined && value <= current)
            return { problem: 'not-higher', field, current, value };
        if (typeof used !== 'number' || used < current)
            continue;
        if (value === undefined)
            return { problem: 'not-raised', field, current, spent: used, too };
        if (value <= used)
            return { problem: 'not-above-spent', field, current, value, spent: used };
    }
    return undefined;
}
const higherOf = (recorded, now) => typeof now !== 'number' ? recorded : typeof recorded !== 'number' ? now : Math.max(recorded, now);
/**
 * A budget pause's request with its limits and spend as they are now: another pause's raise may
 * have lifted the limit since, and spending since can only add. A resume must answer these, not
 * the figures the pause recorded (with two pauses on one budget, the second one's are stale).
 */
function requestNow(request, now) {
    if (typeof request !== 'object' || request === null)
        return request;
    const recorded = request;
    const current = recorded.scope === 'node' ? now.nodeCaps?.find((cap) => cap.nodeId === recorded.nodeId) : (now.budget ?? undefined);
    if (current === undefined)
        return request;
    const merge = (was = {}, is) => ({
        usd: higherOf(was.usd, is.usd),
        tokens: higherOf(was.tokens, is.tokens),
    });
    return { ...recorded, limit: merge(recorded.limit, current.limit), spent: merge(recorded.spent, current.spent) };
}
const libraryNames = {
    raise: (field) => (field === undefined ? 'raiseBudget' : `raiseBudget.${field}`),
    decision: 'a decision',
    answer: 'an answer',
};
function pauseWords({ pauseKind, gate }, names) {
    if (gate)
        return `a gate (give ${names.answer})`;
    if (pauseKind === 'reconcile-attempt')
        return `a reconcile request (answer it with ${names.decision})`;
    if (pauseKind === 'budget')
        return `a budget pause (raise it with ${names.raise(undefined)})`;
    if (pauseKind === 'policy')
        return "a policy pause (the host's policy decides it)";
    if (pauseKind === 'engine')
        return 'an engine pause';
    return `a ${pauseKind} pause`;
}
/** A refused raise in a caller's names (the library's by default). */
function describeRaiseProblem(p, names = libraryNames) {
    if (p.problem === 'not-a-budget-pause')
        return `${names.raise(undefined)}: it answers a budget pause; position ${p.position} is ${pauseWords(p, names)}`;
    if (p.problem === 'not-higher')
        return `${names.raise(p.field)}: ${p.value} is not more than the current limit ${p.current}; a budget only goes up, so nothing was recorded`;
    const figure = (amount) => (p.field === 'usd' ? `${amount} USD` : `${amount} tokens`);
    if (p.problem === 'not-above-spent') {
        const was = p.current === null ? `there was no ${p.field} limit` : `the limit was ${figure(p.current)}`;
        return `${names.raise(p.field)}: ${p.value} would pause again at once: ${figure(p.spent)} was already spent (${was}); give more than ${p.spent}; nothing was recorded`;
    }
    const reached = `(${figure(p.spent)} spent of ${figure(p.current)})`;
    return p.too
        ? `${names.raise(p.field)} is needed too: the pause also reached that limit ${reached}, so raising only the other one would pause again at once; give more than ${p.spent}; nothing was recorded`
        : `${names.raise(p.field)} is needed: the pause reached that limit ${reached}, so a resume without a raise would pause again at once; give more than ${p.spent}; nothing was recorded`;
}
/** A refused decision in a caller's names (the library's by default). */
function describeDecisionProblem(p, names = libraryNames) {
    if (p.problem === 'reviewer-verdict')
        return `${names.decision} complete: position ${p.position} is the reviewer of a review loop: ${names.output ?? 'output'} must be its verdict, {"verdict":"pass"} or {"verdict":"revise","findings":[...]} (to send it back${p.sendsBackTo === undefined ? '' : ` to ${p.sendsBackTo}`}); ${p.why}`;
    return `${names.decision}: it answers a reconcile request; position ${p.position} is ${pauseWords(p, names)}`;
}
/** RESUME_BUDGET for a raise that cannot answer the pause, carrying what was refused (`cause`: the refusal it rewords). */
function raiseRefused(problem, names = libraryNames, cause) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SupervisedRunError */ .aL('RESUME_BUDGET', describeRaiseProblem(problem, names), {
        ...(cause === undefined ? {} : { cause }),
        details: { raise: { ...problem } },
    });
}
/** RESUME_DECISION for a decision on a pause that is no reconcile request (or a reviewer's without a verdict), carrying what was refused. */
function decisionRefused(problem, names = libraryNames, cause) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SupervisedRunError */ .aL('RESUME_DECISION', describeDecisionProblem(problem, names), {
        ...(cause === undefined ? {} : { cause }),
        details: { decision: { ...problem } },
    });
}
function namedPauseOf(data) {
    return typeof data.position === 'string'
        ? { position: data.position, pauseKind: String(data.pauseKind), gate: data.gate === true }
        : undefined;
}
/** The problem a RESUME_BUDGET error of raiseRefused carries, or undefined for any other error. */
function raiseProblemOf(error) {
    if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isSupervisedRunError */ .G9)(error, 'RESUME_BUDGET'))
        return undefined;
    const raise = (error.details?.raise ?? {});
    if (raise.problem === 'not-a-budget-pause') {
        const pause = namedPauseOf(raise);
        return pause === undefined ? undefined : { problem: 'not-a-budget-pause', ...pause };
    }
    return limitProblemOf(raise);
}
/** A refused raise's figures as raiseProblemAt made them, or undefined when any is missing. */
function limitProblemOf(raise) {
    const { problem, field, current, value, spent } = raise;
    if (field !== 'usd' && field !== 'tokens')
        return undefined;
    const isNumber = (figure) => typeof figure === 'number';
    if (problem === 'not-above-spent' && isNumber(value) && isNumber(spent) && (current === null || isNumber(current)))
        return { problem, field, current, value, spent };
    if (typeof current !== 'number')
        return undefined;
    if (problem === 'not-higher' && isNumber(value))
        return { problem, field, current, value };
    if (problem === 'not-raised' && isNumber(spent))
        return { problem, field, current, spent, too: raise.too === true };
    return undefined;
}
/** The problem a RESUME_DECISION error of decisionRefused carries, or undefined for any other error. */
function decisionProblemOf(error) {
    if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isSupervisedRunError */ .G9)(error, 'RESUME_DECISION'))
        return undefined;
    const decision = (error.details?.decision ?? {});
    const { problem, position, sendsBackTo, why } = decision;
    if (problem === 'reviewer-verdict' && typeof position === 'string' && typeof why === 'string')
        return { problem, position, why, ...(typeof sendsBackTo === 'string' ? { sendsBackTo } : {}) };
    const pause = decision.problem === 'not-a-reconcile-request' ? namedPauseOf(decision) : undefined;
    return pause === undefined ? undefined : { problem: 'not-a-reconcile-request', ...pause };
}
/** A refused raise or decision worded with a caller's names (its code kept); any other error as it is. */
function withResumeNames(error, names) {
    const raise = raiseProblemOf(error);
    if (raise !== undefined)
        return raiseRefused(raise, names, error);
    const decision = decisionProblemOf(error);
    return decision === undefined ? error : decisionRefused(decision, names, error);
}


/***/ }),

/***/ 65679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ isReconcileRequest),
/* harmony export */   l: () => (/* binding */ reconcileRequestSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
// What a reconcile-attempt pause's request looks like: the one test the adapters and the report
// share to tell "a person must decide" from other pauses (policy or engine waits).


const reconcileRequestSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('reconcile-attempt'), attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }));
/** Whether a pause's request asks a person to reconcile uncertain work (retry / complete / fail). */
function isReconcileRequest(request) {
    return reconcileRequestSchema().safeParse(request).success;
}


/***/ })

};

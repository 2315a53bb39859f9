import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 751:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  D: () => (/* binding */ bindDeclarativeRun)
});

// UNUSED EXPORTS: readHostConfig

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
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.issues = options.issues ?? [];
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __nccwpck_require__(857);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __nccwpck_require__(399);
;// CONCATENATED MODULE: ./src/declarative/duration.ts
// Durations in graph files: a number of milliseconds, or a string such as 500ms, 30s, 10m, 2h
// (units may be combined: 1h30m). Bounded by what a Node timer accepts.
const unitMs = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** Largest delay setTimeout honours (about 24.8 days). */
const maxDurationMs = 2_147_483_647;
const durationHint = 'a positive number of milliseconds or a duration such as 500ms, 30s, 10m, 2h or 1h30m';
/** Milliseconds, or undefined when `value` is not a valid positive duration. */
function parseDuration(value) {
    if (typeof value === 'number') {
        return Number.isInteger(value) && value > 0 && value <= maxDurationMs ? value : undefined;
    }
    if (typeof value !== 'string')
        return undefined;
    const text = value.trim();
    if (!/^(\d+(ms|s|m|h))+$/.test(text))
        return undefined;
    let total = 0;
    for (const match of text.matchAll(/(\d+)(ms|s|m|h)/g))
        total += Number(match[1]) * unitMs[match[2]];
    return total > 0 && total <= maxDurationMs ? total : undefined;
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
const wholeNumber = (min, max) => schemas/* number */.aig({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);
const stringList = (what) => schemas/* array */.YOg(schemas/* string */.YjP({ error: 'must be a string' }), { error: what });
/** Arguments: YAML reads `[sleep, 5]` with a number, which is meant as the text "5". */
const argList = (what) => schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()], { error: 'arguments must be strings' }).transform(String), {
    error: what,
});
/** ms number or a duration string; the value stays as written and compile converts it. */
const duration = schemas/* unknown */.L5J().superRefine((value, ctx) => {
    if (parseDuration(value) === undefined)
        ctx.addIssue({ code: 'custom', message: `must be ${durationHint}, got ${JSON.stringify(value)}` });
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
    retries: wholeNumber(0, 100).optional(),
    timeout: duration.optional(),
    cwd: str('must be a path relative to the run root').optional(),
    env: envMap.optional(),
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
});
const engineNodeConfigSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('engine'),
    /** A key of plan.lanes: the engine's name. */
    lane: schemas/* string */.YjP().min(1),
    /** The template as stored (prompt files are read at load time). */
    prompt: schemas/* string */.YjP(),
    retrySafe: schemas/* boolean */.zMY(),
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
});
const declarativeHostSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('builtin'),
    name: schemas/* literal */.euz(declarativeHostName),
    config: declarativeHostConfigSchema,
});

// EXTERNAL MODULE: ./src/engine/command/index.ts + 16 modules
var engine_command = __nccwpck_require__(740);
// EXTERNAL MODULE: ./src/engine/redact.ts
var engine_redact = __nccwpck_require__(393);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
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

;// CONCATENATED MODULE: ./src/declarative/bind/tail.ts
// Keeps the last bytes of a stream without buffering all of it (a test run can print megabytes).
class ByteTail {
    #capacity;
    #chunks = [];
    #size = 0;
    constructor(capacity) {
        this.#capacity = capacity;
    }
    push(chunk) {
        this.#chunks.push(chunk);
        this.#size += chunk.length;
        while (this.#chunks.length > 1 && this.#size - this.#chunks[0].length >= this.#capacity) {
            this.#size -= this.#chunks.shift().length;
        }
    }
    /** The last `capacity` bytes as UTF-8; a character cut at the start is dropped. */
    text() {
        const all = Buffer.concat(this.#chunks);
        const tail = all.subarray(Math.max(0, all.length - this.#capacity));
        let start = 0;
        // Skip UTF-8 continuation bytes (10xxxxxx) of a character whose start was cut off.
        while (start < tail.length && start < 3 && (tail[start] & 0xc0) === 0x80)
            start += 1;
        return tail.subarray(start).toString('utf8');
    }
}

;// CONCATENATED MODULE: ./src/declarative/bind/command-node.ts
// A command node: argv run through runOwnedCommand (no shell) in its cwd under the run root, with the
// worker's environment plus the node's env. Exit 0 -> { exitCode, durationMs, stdoutTail }; anything
// else throws, so the executor records EFFECT_FAILED (or ABORTED) with a message naming the exit code
// or signal and the end of stderr. Output is streamed, not buffered; captures are redacted.





/** Bytes of stdout kept in the node's result, and of stderr in a failure message. */
const tailBytes = 4096;
/** Combined stdout + stderr bound of one command: output is streamed, so this only stops a runaway. */
const defaultMaxOutputBytes = 64 * 1024 * 1024;
function commandNodeBinding(nodeId, config, context) {
    return {
        kind: 'data',
        retrySafe: config.retrySafe,
        run: (_input, ctx) => runCommandNode(nodeId, config, context, ctx),
    };
}
async function runCommandNode(nodeId, config, context, ctx) {
    const cwd = await resolveInsideRoot(context.runRoot, config.cwd, { mustExist: true });
    if (!cwd.ok)
        throw new DeclarativeError('COMMAND_FAILED', `node ${nodeId}: cwd ${cwd.message}`);
    const base = {};
    for (const [name, value] of Object.entries(context.environment))
        if (value !== undefined)
            base[name] = value;
    const env = (0,engine_command/* attemptEnvironment */.Fl)({ attemptId: ctx.attemptId, env: { ...base, ...config.env } });
    // Longer than the kept tail, so a secret cut at the tail's start is still recognised and redacted.
    const longestSecret = Math.max(0, ...context.secrets.map((s) => Buffer.byteLength(s)));
    const stdout = new ByteTail(tailBytes + longestSecret);
    const stderr = new ByteTail(tailBytes + longestSecret);
    const [command, ...args] = config.argv;
    const owned = (0,engine_command/* startOwnedCommand */.lu)({
        command,
        args,
        cwd: cwd.path,
        env,
        inheritParentEnv: false,
        maxOutputBytes: context.maxOutputBytes ?? defaultMaxOutputBytes,
        signal: ctx.signal,
        keepOutput: false,
        ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
        ...(context.teardownGraceMs === undefined ? {} : { teardownGraceMs: context.teardownGraceMs }),
    });
    owned.onOutput((chunk, stream) => (stream === 'stdout' ? stdout : stderr).push(chunk));
    const result = await owned.result;
    const redact = (tail) => (0,engine_redact/* redactSecrets */.fp)(tail.text(), context.secrets).slice(-tailBytes);
    const failure = describeFailure(command, config, result, context.maxOutputBytes ?? defaultMaxOutputBytes);
    if (failure !== undefined) {
        const stderrTail = redact(stderr);
        const message = `node ${nodeId}: ${failure}${stderrTail.trim() === '' ? '' : `; stderr ends with:\n${stderrTail}`}`;
        throw new DeclarativeError('COMMAND_FAILED', message);
    }
    return { exitCode: 0, durationMs: result.durationMs, stdoutTail: redact(stdout) };
}
function describeFailure(command, config, result, maxOutputBytes) {
    if (result.spawnError !== undefined) {
        return `command "${command}" could not start (${result.spawnError.code}: ${result.spawnError.message})`;
    }
    const survivors = result.cleanup.survivors.length;
    const leftovers = survivors > 0 ? `; ${survivors} of its processes could not be stopped` : '';
    if (result.timedOut)
        return `command "${command}" timed out after ${config.timeoutMs} ms and was stopped${leftovers}`;
    if (result.outputLimitExceeded)
        return `command "${command}" printed more than ${maxOutputBytes} bytes and was stopped${leftovers}`;
    if (result.memoryLimitExceeded)
        return `command "${command}" exceeded its memory bound and was stopped${leftovers}`;
    if (result.aborted)
        return `command "${command}" was stopped: the attempt was aborted${leftovers}`;
    if (result.exitCode !== 0) {
        const how = result.signal !== null ? `was killed by signal ${result.signal}` : `exited with code ${result.exitCode}`;
        return `command "${command}" ${how}${leftovers}`;
    }
    if (survivors > 0)
        return `command "${command}" exited with code 0 but ${survivors} of its processes could not be stopped`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/declarative/template.ts
const placeholder = /\{\{(.*?)\}\}/gs;
const inputRef = /^inputs\.([A-Za-z0-9_-]{1,64})$/;
const needRef = /^needs\.([A-Za-z0-9_-]{1,64})\.output$/;
function parse(text) {
    const parts = [];
    const problems = [];
    let last = 0;
    for (const match of text.matchAll(placeholder)) {
        parts.push(text.slice(last, match.index));
        last = match.index + match[0].length;
        const expr = match[1].trim();
        const input = inputRef.exec(expr);
        const need = needRef.exec(expr);
        if (input !== null)
            parts.push({ kind: 'input', name: input[1] });
        else if (need !== null)
            parts.push({ kind: 'need', nodeId: need[1] });
        else {
            parts.push(match[0]);
            problems.push({
                message: `unknown template reference "{{ ${expr} }}" (accepted: {{ inputs.<name> }}, {{ needs.<id>.output }})`,
            });
        }
    }
    parts.push(text.slice(last));
    return { parts, problems };
}
/** Problems with the references of `text` in a node whose declared inputs and needs are `scope`. */
function checkTemplate(text, scope) {
    const { parts, problems } = parse(text);
    for (const part of parts) {
        if (typeof part === 'string')
            continue;
        if (part.kind === 'input' && !scope.inputs.has(part.name)) {
            problems.push({
                message: `unknown template reference "{{ inputs.${part.name} }}": input "${part.name}" is not declared in inputs`,
            });
        }
        if (part.kind === 'need' && !scope.needs.has(part.nodeId)) {
            problems.push({
                message: `unknown template reference "{{ needs.${part.nodeId}.output }}": "${part.nodeId}" is not in this node's needs`,
            });
        }
    }
    return problems;
}
/** Text of a value inside a prompt: strings as they are, anything else as JSON, absent as empty. */
function renderValue(value) {
    if (value === undefined)
        return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** Substitutes references from a DAG node input `{ inputs, needs: { [id]: output } }`. */
function renderTemplate(text, values) {
    const { parts } = parse(text);
    return parts
        .map((part) => {
        if (typeof part === 'string')
            return part;
        return part.kind === 'input' ? renderValue(values.inputs[part.name]) : renderValue(values.needs[part.nodeId]);
    })
        .join('');
}

;// CONCATENATED MODULE: ./src/declarative/bind/engine-node.ts
// An engine node: the stored prompt template rendered with this dispatch's input (the DAG form hands
// each node { inputs, needs: { [id]: output } }), sent on the lane named after its engine.



const dagInputSchema = schemas/* looseObject */._H3({
    inputs: schemas/* record */.g1P(schemas/* string */.YjP(), contract/* jsonValueSchema */.F7).optional(),
    needs: schemas/* record */.g1P(schemas/* string */.YjP(), contract/* jsonValueSchema */.F7).optional(),
});
function engineNodeBinding(config) {
    return {
        kind: 'engine',
        lane: config.lane,
        retrySafe: config.retrySafe,
        prompt: (input) => {
            const parsed = dagInputSchema.safeParse(input);
            const values = parsed.success ? parsed.data : {};
            return renderTemplate(config.prompt, { inputs: values.inputs ?? {}, needs: values.needs ?? {} });
        },
    };
}

// EXTERNAL MODULE: ./src/engine/contract.ts
var engine_contract = __nccwpck_require__(370);
;// CONCATENATED MODULE: ./src/declarative/bind/engines.ts
// Engine bindings: each named engine joined to its plan target (the first target of its own lane).
// Real engines come from the runner's `engines.create` (the engine layer's createEngine); mock engines
// are scripted MockEngines built from the steps stored in the host config.


function engineBindings(configs, plan, factories, runRoot) {
    return Object.entries(configs).map(([name, config]) => {
        const target = plan.lanes[name]?.[0];
        if (target === undefined) {
            throw new DeclarativeError('INVALID_HOST_CONFIG', `engine "${name}" has no lane in the stored plan (lanes: ${Object.keys(plan.lanes).join(', ') || 'none'})`);
        }
        if (config.kind === 'mock') {
            const Mock = factories.MockEngine;
            const engine = new Mock({
                identity: { provider: target.provider, model: target.model, adapter: 'mock' },
                respond: scriptedResponder(config.steps ?? [{ kind: 'result', echo: true }]),
                ...(config.billing === undefined ? {} : { billing: config.billing }),
            });
            return { target, engine: config.timeoutMs === undefined ? engine : withTimeout(engine, config.timeoutMs) };
        }
        const { steps: _steps, ...engineConfig } = config;
        const engine = factories.create(engineConfig, { path: `engines.${name}` });
        return { target, engine: inRunRoot(engine, runRoot) };
    });
}
/** Step i answers call i; the last step repeats. `echo` answers with the prompt itself. */
function scriptedResponder(steps) {
    return (request, index) => {
        const step = steps[Math.min(index, steps.length - 1)];
        if (step.kind === 'error') {
            return { ...step, error: step.error };
        }
        const { echo, ...rest } = step;
        return echo === true ? { ...rest, text: request.prompt } : rest;
    };
}
/** Command-backed engines run in the run root unless the request says otherwise. */
function inRunRoot(engine, runRoot) {
    return {
        identity: engine.identity,
        run: (request, signal) => engine.run({ ...request, cwd: request.cwd ?? runRoot }, signal),
    };
}
/** A mock's `timeout` bounds each call the way real engines apply their configured timeoutMs. */
function withTimeout(engine, timeoutMs) {
    return {
        identity: engine.identity,
        run: (request, signal) => engine.run({ ...request, timeoutMs: request.timeoutMs ?? timeoutMs }, signal),
    };
}

;// CONCATENATED MODULE: ./src/declarative/bind/secrets.ts
// Which values a command node's captured output must never show. The runner narrows the worker's
// environment to a fixed allow-list plus the names the caller listed in environmentVariables (which
// are how secrets reach a run), so every value outside the allow-list is treated as a secret.

/** The runner's base allow-list: present in every worker, not secret. */
const plainNames = new Set(['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'SystemRoot', 'USERPROFILE', 'PATHEXT']);
function environmentSecrets(env) {
    const names = Object.keys(env).filter((name) => !plainNames.has(name) && !name.startsWith('OBVERSA_'));
    return [...new Set([...(0,engine_redact/* secretValuesOf */.WD)(env, names)])];
}

;// CONCATENATED MODULE: ./src/declarative/bind/bind.ts






function readHostConfig(host) {
    const h = host;
    if (h?.kind !== 'builtin' || h.name !== declarativeHostName) {
        throw new DeclarativeError('INVALID_HOST_CONFIG', `the stored host is not the built-in "${declarativeHostName}" host`);
    }
    const parsed = declarativeHostConfigSchema.safeParse(h.config);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue === undefined ? '' : `host.config.${issue.path.map(String).join('.')}: `;
        throw new DeclarativeError('INVALID_HOST_CONFIG', `stored declarative host config is invalid: ${where}${issue?.message ?? 'invalid'}`, {
            cause: parsed.error,
        });
    }
    return parsed.data;
}
function bindDeclarativeRun(args) {
    const { definition, runRoot } = args;
    const config = readHostConfig(definition.host);
    const graph = args.forms.dag(definition.graphDefinition.value);
    const environment = args.environment ?? process.env;
    const secrets = [...(args.secrets ?? environmentSecrets(environment)), ...(args.knownSecrets ?? [])];
    const nodes = {};
    for (const [id, node] of Object.entries(config.nodes)) {
        nodes[id] =
            node.kind === 'command'
                ? commandNodeBinding(id, node, { runRoot, environment, secrets, teardownGraceMs: definition.teardownGraceMs })
                : engineNodeBinding(node);
    }
    const engines = engineBindings(config.engines, definition.plan, args.engines, runRoot);
    return { graph, nodes, engines };
}


/***/ }),

/***/ 397:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _runner_worker_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(741);
/* harmony import */ var _bind_bind_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(751);
// The worker process entry of the Action and CLI bundles (dist/worker.js): the runner's worker with
// the built-in `declarative` host registered. Module hosts work through it too.


await (0,_runner_worker_js__WEBPACK_IMPORTED_MODULE_0__/* .runSupervisedWorker */ .S)({ builtinHosts: { declarative: _bind_bind_js__WEBPACK_IMPORTED_MODULE_1__/* .bindDeclarativeRun */ .D } });

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 740:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Fl: () => (/* reexport */ attemptEnvironment),
  Yn: () => (/* reexport */ runOwnedCommand),
  lu: () => (/* reexport */ startOwnedCommand)
});

// UNUSED EXPORTS: OWNER_ENV, cleanupReportSchema, commandCleanupCapability, commandCleanupCapabilitySchema, inspectOwnerMarkedProcesses, isSameProcessAlive, isValidOwnerId, newOwnerId, ownedCommandOptionsSchema, processIdentitySchema, readProcessIdentity, stopOwnedProcessTree

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(421);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __nccwpck_require__(857);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(598);
;// CONCATENATED MODULE: ./src/engine/command/owner-id.ts
// Owner IDs mark every process an outer command starts (OBVERSA_RUN_OWNER), so cleanup can find
// descendants that left the process tree. The precedence rules are the seed's, exactly.

const OWNER_ENV = 'OBVERSA_RUN_OWNER';
const OWNER_ID = /^sha256:[0-9a-f]{64}$/;
function isValidOwnerId(value) {
    return typeof value === 'string' && OWNER_ID.test(value);
}
/** A fresh owner ID: 'sha256:' + 64 lowercase hex. */
function newOwnerId() {
    return `sha256:${createHash('sha256').update(randomBytes(32)).digest('hex')}`;
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

;// CONCATENATED MODULE: ./src/engine/command/validate.ts
/** Parses with zod; a failure becomes a TypeError naming the field and what it accepts. */
function validate_parseOrTypeError(schema, value, what) {
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
    const owner = resolveOwner(options.ownerId, options.env, parentEnv);
    if (owner.marker !== undefined)
        env[OWNER_ENV] = owner.marker;
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
    const parsed = validate_parseOrTypeError(attemptSchema, request, 'attemptEnvironment request');
    if (parsed.ownerId !== undefined)
        assertOwnerId(parsed.ownerId, 'attemptEnvironment request.ownerId');
    return {
        ...parsed.env,
        OBVERSA_ATTEMPT_ID: parsed.attemptId,
        ...(parsed.runId === undefined ? {} : { OBVERSA_RUN_ID: parsed.runId }),
        OBVERSA_HEADLESS: '1',
        ...(parsed.ownerId === undefined ? {} : { [OWNER_ENV]: parsed.ownerId }),
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
;// CONCATENATED MODULE: ./src/engine/command/capability.ts
/** The platform's cleanup method (not a permission check): Linux can find marked processes in /proc. */
function commandCleanupCapability() {
    return process.platform === 'linux' ? 'inherited-owner' : 'observed-processes';
}

;// CONCATENATED MODULE: ./src/engine/command/not-started.ts
// Results for commands that never ran (aborted before start, bad cwd, spawn threw), and the checks that
// decide it before spawning.


const emptyCleanup = () => ({
    verified: true,
    capability: commandCleanupCapability(),
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(455);
;// CONCATENATED MODULE: ./src/engine/command/proc-stat.ts
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
function proc_stat_toIdentity(stat) {
    return { pid: stat.pid, parentPid: stat.parentPid, processGroupId: stat.processGroupId, startedAt: stat.startedAt };
}
function hasExited(stat) {
    // A zombie has exited and only waits to be reaped: it runs nothing and holds nothing but its pid.
    return stat.state === 'Z' || stat.state === 'X' || stat.state === 'x';
}
function listProcPids() {
    const names = (0,external_node_fs_.readdirSync)('/proc');
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
        fd = (0,external_node_fs_.openSync)(`/proc/${pid}/stat`, 'r');
    }
    catch (error) {
        if (isSkippableProcError(error))
            return undefined;
        throw error;
    }
    try {
        const length = (0,external_node_fs_.readSync)(fd, statBuffer, 0, statBuffer.length, 0);
        return parseProcStat(statBuffer.toString('latin1', 0, length));
    }
    catch (error) {
        if (isSkippableProcError(error))
            return undefined;
        throw error;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
async function proc_stat_readProcStat(pid) {
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
        const status = await (0,promises_.readFile)(`/proc/${pid}/status`, 'utf8');
        const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
        return match?.[1] === undefined ? 0 : Number(match[1]) * 1024;
    }
    catch (error) {
        if (isSkippableProcError(error))
            return 0;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/engine/command/tree.ts
// Pure helpers over one /proc snapshot: descendants, ancestors, group members.

/** pid alone is not a process; pid + start time is. */
function identityKey(identity) {
    return `${identity.pid}@${identity.startedAt}`;
}
/** The live process in the snapshot that is this identity (same start time), if any. */
function findLive(table, identity) {
    const stat = table.get(identity.pid);
    return stat !== undefined && stat.startedAt === identity.startedAt && !hasExited(stat) ? stat : undefined;
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
            if (!hasExited(child))
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
            table = await scanProcesses();
        }
        catch {
            return; // A failed sample only loses this sample; cleanup scans again and reports its own errors.
        }
        const roots = [...this.observed.values()].flatMap((identity) => findLive(table, identity) ?? []);
        const tree = [...roots, ...liveDescendants(table, roots)];
        for (const stat of tree)
            this.observed.set(identityKey(stat), proc_stat_toIdentity(stat));
        const limit = this.options.maxMemoryBytes;
        if (limit === undefined || this.stopped)
            return;
        let rss = 0;
        for (const stat of tree)
            rss += await readRssBytes(stat.pid).catch(() => 0);
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
        .refine(isValidOwnerId, "must be 'sha256:' followed by 64 lowercase hexadecimal characters")
        .optional(),
    signal: schemas/* instanceof */.Nlp(AbortSignal).optional(),
    teardownGraceMs: schemas/* number */.aig().int().nonnegative().max(2_147_483_647).optional(),
    /** Default true; false streams output to listeners only. */
    keepOutput: schemas/* boolean */.zMY().optional(),
});
function parseCommandOptions(options) {
    return validate_parseOrTypeError(ownedCommandOptionsSchema, options, 'options');
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

;// CONCATENATED MODULE: ./src/engine/command/inspect.ts
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
        return (0,external_node_fs_.readFileSync)(`/proc/${pid}/environ`);
    }
    catch (error) {
        if (isSkippableProcError(error))
            return undefined;
        throw error;
    }
}
// Synchronous reads: procfs answers from memory, and the thread pool would cost several times the CPU.
const procReader = { listPids: listProcPids, readStat: readProcStatSync, readEnviron };
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
    return proc_stat_toIdentity(after);
}
async function inspectMarked(ownerId, reader) {
    const entry = `${OWNER_ENV}=${ownerId}`;
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
    assertOwnerId(ownerId, 'ownerId');
    if (process.platform !== 'linux')
        return [];
    return inspectMarked(ownerId, procReader);
}

// EXTERNAL MODULE: ./src/engine/command/types.ts
var types = __nccwpck_require__(429);
;// CONCATENATED MODULE: ./src/engine/command/identity.ts
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
    const stat = await readProcStat(pid);
    return stat === undefined ? undefined : toIdentity(stat);
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
    const parsed = types/* processIdentitySchema */.Nx.safeParse(identity);
    if (!parsed.success)
        throw new TypeError('identity must be { pid, parentPid, processGroupId, startedAt } integers');
    if (process.platform !== 'linux')
        return pidExists(identity.pid);
    const stat = await proc_stat_readProcStat(identity.pid);
    // Unreadable but present (e.g. /proc mounted with hidepid): we cannot prove it gone, so it counts as alive.
    if (stat === undefined)
        return pidExists(identity.pid);
    return stat.startedAt === identity.startedAt && !hasExited(stat);
}

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
    scan: scanProcesses,
    marked: inspectOwnerMarkedProcesses,
    isAlive: isSameProcessAlive,
    signalGroup(groupId, signal) {
        send(-groupId, signal);
    },
    signalProcess(identity, signal) {
        if (process.platform !== 'linux')
            return send(identity.pid, signal);
        const now = readProcStatSync(identity.pid);
        if (now !== undefined && now.startedAt === identity.startedAt && !hasExited(now))
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
        if (stat === undefined || hasExited(stat) || live.has(stat.pid))
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
        const same = root !== undefined && !hasExited(root) && (recorded === undefined || recorded === root.startedAt);
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
        if (leader === undefined || hasExited(leader))
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
    const groups = [...accepted].filter((groupId) => groupMembers(table, groupId).some((m) => !hasExited(m)));
    return { live: [...live.values()], refused: [...refused.values()], groups };
}

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
        .refine(isValidOwnerId, "must be 'sha256:' followed by 64 lowercase hexadecimal characters")
        .optional(),
    graceMs: schemas/* number */.aig().int().nonnegative().max(2_147_483_647).optional(),
});
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
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
                seen.set(key, proc_stat_toIdentity(stat));
            if (!everTargeted.has(key))
                everTargeted.set(key, seen.get(key));
        }
        return targets;
    };
    const signal = (targets, sig) => {
        for (const groupId of targets.groups)
            system.signalGroup(groupId, sig);
        for (const stat of targets.live)
            system.signalProcess(proc_stat_toIdentity(stat), sig);
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
            await pause(Math.max(1, Math.min(delay, termDeadline - Date.now())));
            delay = Math.min(delay * 1.5, POLL_MAX_MS);
            targets = await collect();
        }
        const killDeadline = Date.now() + killWaitMs;
        delay = POLL_FIRST_MS;
        while (targets.live.length > 0 && Date.now() < killDeadline) {
            signal(targets, 'SIGKILL');
            await pause(delay);
            delay = Math.min(delay * 1.5, POLL_MAX_MS);
            targets = await collect();
        }
        return await verify(system, everTargeted.values());
    }
    catch (error) {
        const report = await verify(system, everTargeted.values());
        return { ...report, verified: false, error: error instanceof Error ? error.message : String(error) };
    }
}
/** The final word: each targeted identity re-checked (pid + start time), never assumed dead. */
async function verify(system, targeted) {
    const stopped = [];
    const survivors = [];
    for (const identity of targeted)
        ((await system.isAlive(identity)) ? survivors : stopped).push(identity);
    return { verified: survivors.length === 0, capability: commandCleanupCapability(), stopped, survivors };
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
            await pause(Math.max(1, Math.min(delay, deadline - Date.now())));
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
            stdio: [parsed.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
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
    onAbort = () => this.requestStop('aborted', 'aborted');
    markStopRequested = () => { };
    stopRequested = new Promise((resolve) => (this.markStopRequested = resolve));
    constructor(child, options, ownership) {
        this.child = child;
        this.options = options;
        this.ownership = ownership;
        this.pid = child.pid;
        this.output = new OutputCollector(options.maxOutputBytes, options.keepOutput ?? true);
        const stat = this.pid === undefined || process.platform !== 'linux' ? undefined : readProcStatSync(this.pid);
        this.rootIdentity = stat === undefined ? undefined : proc_stat_toIdentity(stat);
        if (this.rootIdentity !== undefined) {
            this.observer = new TreeObserver(this.rootIdentity, {
                maxMemoryBytes: options.maxMemoryBytes,
                onMemoryExceeded: () => this.requestStop('memory-limit', 'memoryLimitExceeded'),
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

;// CONCATENATED MODULE: ./src/engine/command/index.ts
// supervised-run/command: owned processes with time, output and memory bounds, and cleanup that
// reports what it could not stop.











/***/ }),

/***/ 429:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nx: () => (/* binding */ processIdentitySchema),
/* harmony export */   aV: () => (/* binding */ cleanupReportSchema)
/* harmony export */ });
/* unused harmony export commandCleanupCapabilitySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(857);
// Shapes shared by the owned-command modules. Identities and cleanup reports end up in run
// records (the runner stores survivors with TEARDOWN_INCOMPLETE), so they have zod schemas.

/** A process as the kernel names it: a pid is only the same process while its start time matches. */
const processIdentitySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    pid: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    parentPid: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    processGroupId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Linux: field 22 of /proc/<pid>/stat (clock ticks since boot). */
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
});
const commandCleanupCapabilitySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['inherited-owner', 'observed-processes']);
const cleanupReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** True only when every process cleanup knew of was re-checked and found gone. */
    verified: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    capability: commandCleanupCapabilitySchema,
    /** Processes that were alive when cleanup began and are gone now. */
    stopped: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(processIdentitySchema),
    /** Processes still alive (same pid and start time) after SIGKILL. */
    survivors: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(processIdentitySchema),
    /** Set when cleanup itself failed (e.g. /proc unreadable); verified is then false. */
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});


/***/ }),

/***/ 370:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   NJ: () => (/* binding */ EngineError),
/* harmony export */   Rs: () => (/* binding */ engineResultSchema),
/* harmony export */   a7: () => (/* binding */ engineIdentitySchema),
/* harmony export */   nC: () => (/* binding */ usageReceiptSchema),
/* harmony export */   q$: () => (/* binding */ engineErrorKinds),
/* harmony export */   rE: () => (/* binding */ billingSchema)
/* harmony export */ });
/* unused harmony exports costSchema, deadLaneKinds, isDeadLaneKind */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(857);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(399);
// The engine port: one fresh attempt, one prompt, one abort signal. Runtime code
// and engines share this contract; engines live in src/engine/engines/.


/** Who runs a call: the lane a plan selects and the identity an engine reports. */
const engineIdentitySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** e.g. `anthropic`, `openai`, `mock`, `command`. */
    provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** Model name as the provider spells it; `''` when the engine does not know. */
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Adapter that ran the call, e.g. `claude-cli`, `codex-cli`, `mock`. */
    adapter: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    adapterVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Executable path for command-backed engines. */
    executable: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const costSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('reported'), usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('estimated'), usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative(), entry: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('unknown') }),
]);
const billingSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['api', 'subscription', 'unknown']);
/** One call's usage. Missing counts are unknown, never zero. */
const usageReceiptSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** True when the engine reported token counts for this call. */
    measured: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** Input tokens not read from or written to the cache (Anthropic's convention; OpenAI's cached tokens are moved to cacheReadTokens). */
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    cacheReadTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    cacheWriteTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    cost: costSchema,
    billing: billingSchema,
    /** Model the call ran on, when known. */
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Set on the receipt of a call that failed. */
    failed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
});
const engineResultSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Structured output when the engine returned JSON. */
    structured: _store_contract_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonValueSchema */ .F7.optional(),
    /** Response parts worth keeping (stored as `runner-engine-parts` artifacts). */
    parts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_store_contract_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonValueSchema */ .F7).optional(),
    usage: usageReceiptSchema,
    /** Identity the engine reports having used (may differ from the selected lane). */
    reported: engineIdentitySchema,
});
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
/** Typed engine failure. `deadLane` is derived from the kind. */
class EngineError extends Error {
    name = 'EngineError';
    kind;
    deadLane;
    reported;
    usage;
    retryAfterMs;
    details;
    constructor(message, options) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.kind = options.kind;
        this.deadLane = isDeadLaneKind(options.kind);
        this.reported = options.reported;
        this.usage = options.usage;
        this.retryAfterMs = options.retryAfterMs;
        this.details = options.details;
    }
}


/***/ }),

/***/ 393:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   WD: () => (/* binding */ secretValuesOf),
/* harmony export */   fp: () => (/* binding */ redactSecrets)
/* harmony export */ });
/* unused harmony exports redactionMark, minimumSecretLength, redactEnvValues, scrubCapture */
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

/***/ 741:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  S: () => (/* binding */ runSupervisedWorker)
});

// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __nccwpck_require__(399);
;// CONCATENATED MODULE: ./src/store/errors.ts
class StorageError extends Error {
    name = 'StorageError';
    code;
    runId;
    log;
    line;
    seq;
    path;
    digest;
    limit;
    actual;
    holder;
    constructor(code, message, context = {}) {
        super(message, context.cause === undefined ? undefined : { cause: context.cause });
        this.code = code;
        this.runId = context.runId;
        this.log = context.log;
        this.line = context.line;
        this.seq = context.seq;
        this.path = context.path;
        this.digest = context.digest;
        this.limit = context.limit;
        this.actual = context.actual;
        this.holder = context.holder;
    }
}
function isStorageError(error, code) {
    return error instanceof StorageError && (code === undefined || error.code === code);
}
/** Node's errno code of a failed fs call, if any. */
function errors_errnoCode(error) {
    if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
        return error.code;
    }
    return undefined;
}
/** Wraps an unexpected fs failure; path errors that mean "something is not what we created" stay UNSAFE_STORAGE_PATH. */
function errors_ioError(action, path, cause, context = {}) {
    if (cause instanceof StorageError)
        return cause;
    const errno = errors_errnoCode(cause);
    if (errno === 'ELOOP' || errno === 'ENOTDIR') {
        return new StorageError('UNSAFE_STORAGE_PATH', `${action} ${path}: a path component is a symlink or not a directory (${errno})`, {
            ...context,
            path,
            cause,
        });
    }
    const detail = cause instanceof Error ? cause.message : String(cause);
    return new StorageError('STORAGE_IO', `${action} ${path} failed: ${detail}`, { ...context, path, cause });
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(598);
;// CONCATENATED MODULE: ./src/store/json.ts
// Canonical JSON (sorted keys, no whitespace; strings and numbers as JSON.stringify writes
// them, which matches RFC 8785 for JSON values) and the digests built on it.

/** Serialises a JSON value canonically. Throws TypeError on anything that is not plain JSON. */
function canonicalJson(value) {
    // The fast walk keeps no path and no ancestor set: it runs on every record the store writes.
    // Anything it does not accept (bad values, cycles, very deep values) is walked again by the
    // checking encoder, which either encodes it or throws the TypeError naming where it failed.
    const fast = encodeFast(value, 0);
    return fast ?? encode(value, new Set(), '$');
}
/** Depth past which the fast walk gives up, so a cycle is reported by the checking encoder. */
const maxFastDepth = 200;
/** Characters JSON.stringify escapes (control characters, quote, backslash, lone surrogates). */
const needsEscape = /[\u0000-\u001f"\\\ud800-\udfff]/;
/** A string as JSON: most strings need no escape, and quoting them by hand is cheaper than JSON.stringify. */
function jsonString(text) {
    return needsEscape.test(text) ? JSON.stringify(text) : `"${text}"`;
}
/** The canonical form, or undefined when `value` needs the checking encoder. */
function encodeFast(value, depth) {
    switch (typeof value) {
        case 'string':
            return jsonString(value);
        case 'number':
            // A finite number's JSON text is its ToString (what JSON.stringify writes, -0 as 0).
            return Number.isFinite(value) ? String(value) : undefined;
        case 'boolean':
            return value ? 'true' : 'false';
        case 'object':
            break;
        default:
            return undefined;
    }
    if (value === null)
        return 'null';
    if (depth === maxFastDepth)
        return undefined;
    if (Array.isArray(value)) {
        let out = '[';
        for (let index = 0; index < value.length; index += 1) {
            const item = encodeFast(value[index], depth + 1);
            if (item === undefined)
                return undefined;
            out += index === 0 ? item : `,${item}`;
        }
        return `${out}]`;
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null)
        return undefined;
    const record = value;
    const keys = Object.keys(record);
    if (keys.length > 1)
        keys.sort();
    let out = '{';
    for (let index = 0; index < keys.length; index += 1) {
        const key = keys[index];
        const item = encodeFast(record[key], depth + 1);
        if (item === undefined)
            return undefined;
        out += `${index === 0 ? '' : ','}${jsonString(key)}:${item}`;
    }
    return `${out}}`;
}
/** The checking encoder: tracks the path and the ancestors to name what is not JSON. */
function encode(value, ancestors, at) {
    if (value === null)
        return 'null';
    switch (typeof value) {
        case 'boolean':
            return value ? 'true' : 'false';
        case 'string':
            return JSON.stringify(value);
        case 'number':
            if (!Number.isFinite(value))
                throw new TypeError(`canonicalJson: ${at} is ${value}; only finite numbers are JSON`);
            return JSON.stringify(value);
        case 'object':
            break;
        default:
            throw new TypeError(`canonicalJson: ${at} is ${typeof value}; only null, booleans, finite numbers, strings, arrays and plain objects are JSON`);
    }
    const object = value;
    if (ancestors.has(object))
        throw new TypeError(`canonicalJson: ${at} is a cycle`);
    ancestors.add(object);
    try {
        if (Array.isArray(object)) {
            const parts = [];
            for (let index = 0; index < object.length; index += 1) {
                // A hole reads as undefined and is rejected, like any undefined.
                parts.push(encode(object[index], ancestors, `${at}[${index}]`));
            }
            return `[${parts.join(',')}]`;
        }
        const prototype = Object.getPrototypeOf(object);
        if (prototype !== Object.prototype && prototype !== null) {
            throw new TypeError(`canonicalJson: ${at} is a ${object.constructor?.name ?? 'non-plain object'}; only plain objects are JSON`);
        }
        const record = object;
        const keys = Object.keys(record).sort();
        const parts = [];
        for (const key of keys)
            parts.push(`${JSON.stringify(key)}:${encode(record[key], ancestors, `${at}.${key}`)}`);
        return `{${parts.join(',')}}`;
    }
    finally {
        ancestors.delete(object);
    }
}
/** SHA-256 of bytes (a string is hashed as UTF-8), lower-case hex. */
function sha256Hex(bytes) {
    // One-shot hash: about twice as fast as createHash for the small inputs of event records.
    return (0,external_node_crypto_.hash)('sha256', bytes, 'hex');
}
/** `sha256:<hex>` of the canonical JSON of a value. */
function digestJson(value) {
    return `sha256:${sha256Hex(canonicalJson(value))}`;
}
/** A deep, frozen copy of a JSON value (validated like canonicalJson). */
function cloneFrozenJson(value) {
    return deepFreeze(JSON.parse(canonicalJson(value)));
}
function deepFreeze(value) {
    if (typeof value === 'object' && value !== null) {
        for (const child of Object.values(value))
            deepFreeze(child);
        Object.freeze(value);
    }
    return value;
}

;// CONCATENATED MODULE: ./src/store/ids.ts
// Run IDs, namespaces and checkpoint names become directory and file names and cache-key
// parts, so they are limited to storeIdPattern and checked before any path is built.


/** Namespaces that would collide with the store's own top-level entries. */
const reservedNamespaces = new Set(['.local']);
const rule = '1-100 characters from [A-Za-z0-9._-], not "." or ".."';
function ids_assertStoreId(kind, value) {
    if (typeof value !== 'string') {
        throw new StorageError('INVALID_STORE_ID', `${kind} must be a string of ${rule}; got ${typeof value}`);
    }
    if (contract/* storeIdPattern */.X.test(value))
        return;
    let reason;
    if (value.length === 0)
        reason = 'it is empty';
    else if (value.length > 100)
        reason = `it is ${value.length} characters long`;
    else if (value === '.' || value === '..')
        reason = 'it is a relative path';
    else
        reason = `it contains ${JSON.stringify(value.match(/[^A-Za-z0-9._-]/)?.[0] ?? '')}`;
    throw new StorageError('INVALID_STORE_ID', `${kind} ${JSON.stringify(value.slice(0, 120))} is invalid (${reason}): use ${rule}`);
}
function ids_assertNamespace(value) {
    ids_assertStoreId('namespace', value);
    if (reservedNamespaces.has(value.toLowerCase())) {
        throw new StorageError('INVALID_STORE_ID', `namespace ${JSON.stringify(value)} is reserved for machine-local state: choose another name`);
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __nccwpck_require__(857);
;// CONCATENATED MODULE: ./src/store/paths.ts
// Safe path handling below the storage directory. A restored store is untrusted: any
// directory or file inside it may have been replaced by a symlink, so every component we
// create or open is checked with lstat, files are opened with O_NOFOLLOW, and names are
// plain segments that cannot escape.



const directoryMode = 0o700;
const fileMode = 0o600;
/** Creates the storage root if missing and refuses one that is a symlink or not a directory. */
async function prepareRoot(directory) {
    if (typeof directory !== 'string' || directory.length === 0 || directory.includes('\0')) {
        throw new StorageError('UNSAFE_STORAGE_PATH', 'storage directory must be a non-empty path without NUL bytes');
    }
    const root = external_node_path_default().resolve(directory);
    try {
        await external_node_fs_.promises.mkdir(root, { recursive: true, mode: directoryMode });
    }
    catch (error) {
        throw errors_ioError('creating storage directory', root, error);
    }
    await assertRealDirectory(root);
    return root;
}
/**
 * True when `relative` (from path.relative) names a place strictly below its base: not the base itself,
 * not `..` or `../x`, not absolute. A name that merely starts with two dots (`..a`) is inside.
 */
function isStrictlyInside(relative) {
    return relative !== '' && relative !== '..' && !relative.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(relative);
}
/** Joins plain name segments below root; refuses anything that could leave it. */
function paths_joinInside(root, segments) {
    for (const segment of segments) {
        if (segment.length === 0 || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
            throw new StorageError('UNSAFE_STORAGE_PATH', `path segment ${JSON.stringify(segment)} would escape the storage directory`, {
                path: root,
            });
        }
    }
    const joined = external_node_path_default().join(root, ...segments);
    const relative = external_node_path_default().relative(root, joined);
    if (!isStrictlyInside(relative)) {
        throw new StorageError('UNSAFE_STORAGE_PATH', `${joined} is outside the storage directory ${root}`, {
            path: joined,
        });
    }
    return joined;
}
/** Walks segments below root, creating missing directories (0o700, parent synced) and refusing symlinks. */
async function ensureDirectory(root, segments) {
    let current = root;
    for (const segment of segments) {
        const next = paths_joinInside(current, [segment]);
        const kind = await entryKind(next);
        if (kind === 'missing') {
            try {
                await external_node_fs_.promises.mkdir(next, { mode: directoryMode });
                await fsyncDirectory(current);
            }
            catch (error) {
                if (errors_errnoCode(error) !== 'EEXIST')
                    throw errors_ioError('creating directory', next, error);
            }
            await assertRealDirectory(next);
        }
        else if (kind !== 'directory') {
            throw unsafe(next, kind);
        }
        current = next;
    }
    return current;
}
/** The same walk without creating anything: undefined when a component is missing. */
async function paths_findDirectory(root, segments) {
    let current = root;
    for (const segment of [undefined, ...segments]) {
        if (segment !== undefined)
            current = paths_joinInside(current, [segment]);
        const kind = await entryKind(current);
        if (kind === 'missing')
            return undefined;
        if (kind !== 'directory')
            throw unsafe(current, kind);
    }
    return current;
}
async function entryKind(target) {
    try {
        const stats = await external_node_fs_.promises.lstat(target);
        if (stats.isSymbolicLink())
            return 'symlink';
        if (stats.isDirectory())
            return 'directory';
        if (stats.isFile())
            return 'file';
        return 'other';
    }
    catch (error) {
        if (errors_errnoCode(error) === 'ENOENT')
            return 'missing';
        throw errors_ioError('inspecting', target, error);
    }
}
async function assertRealDirectory(target) {
    const kind = await entryKind(target);
    if (kind !== 'directory')
        throw unsafe(target, kind);
}
function unsafe(target, kind) {
    const what = kind === 'symlink' ? 'is a symlink' : kind === 'missing' ? 'vanished' : 'is not a directory';
    return new StorageError('UNSAFE_STORAGE_PATH', `${target} ${what}; the store refuses symlinks and foreign entries`, {
        path: target,
    });
}
/** Opens a regular file without following a symlink in its last component. */
async function paths_openFile(file, flags, mode = fileMode) {
    let handle;
    try {
        handle = await external_node_fs_.promises.open(file, flags | external_node_fs_.constants.O_NOFOLLOW, mode);
    }
    catch (error) {
        if (errors_errnoCode(error) === 'ELOOP') {
            throw new StorageError('UNSAFE_STORAGE_PATH', `${file} is a symlink; the store refuses symlinks`, {
                path: file,
                cause: error,
            });
        }
        throw error;
    }
    try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
            throw new StorageError('UNSAFE_STORAGE_PATH', `${file} is not a regular file`, { path: file });
        }
    }
    catch (error) {
        await handle.close();
        throw error;
    }
    return handle;
}
/** Reads a whole regular file without following symlinks; undefined when it does not exist. */
async function readFileIfExists(file) {
    let handle;
    try {
        handle = await paths_openFile(file, external_node_fs_.constants.O_RDONLY);
    }
    catch (error) {
        if (errors_errnoCode(error) === 'ENOENT')
            return undefined;
        throw errors_ioError('opening', file, error);
    }
    try {
        return await handle.readFile();
    }
    catch (error) {
        throw errors_ioError('reading', file, error);
    }
    finally {
        await handle.close();
    }
}
/** Creates a new file exclusively, writes it whole and syncs it (used for temp files). */
async function writeNewFile(file, content, sync) {
    const handle = await paths_openFile(file, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL);
    try {
        await handle.writeFile(content);
        if (sync)
            await handle.datasync();
    }
    finally {
        await handle.close();
    }
}
/** Makes a directory entry (a create, rename or unlink inside it) durable. */
async function fsyncDirectory(directory) {
    const handle = await external_node_fs_.promises.open(directory, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_DIRECTORY | external_node_fs_.constants.O_NOFOLLOW);
    try {
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}
/** Removes a file, ignoring one that is already gone. */
async function removeQuietly(file) {
    await external_node_fs_.promises.rm(file, { force: true }).catch(() => undefined);
}

;// CONCATENATED MODULE: ./src/store/artifacts.ts
// Content-addressed artifacts of one run: file name = SHA-256 hex of the bytes, written to
// a temp file, synced, then linked into place (an existing digest is never rewritten).
// Every read re-verifies length and digest.








const putOptionsSchema = schemas/* object */.Ikc({
    mediaType: schemas/* string */.YjP().min(1).max(200),
    purpose: schemas/* string */.YjP().min(1).max(200),
    contentMode: schemas/* enum */.k5n(contract/* contentModes */.MU),
});
const digestName = /^[0-9a-f]{64}$/;
function createArtifactStore(options) {
    const { root, segments, runId, policy, secrets } = options;
    // Artifacts are immutable, so a size once seen stays valid while the file exists; only new
    // names (from this or another process) need an lstat. The directory is listed on every call
    // so the quota sees what other processes stored.
    const knownSizes = new Map();
    async function sizes(directory) {
        const found = new Map();
        if (directory === undefined)
            return found;
        let names;
        try {
            names = await external_node_fs_.promises.readdir(directory);
        }
        catch (error) {
            throw errors_ioError('listing artifacts', directory, error, { runId });
        }
        await Promise.all(names
            .filter((name) => digestName.test(name))
            .map(async (name) => {
            const known = knownSizes.get(name);
            if (known !== undefined)
                return void found.set(name, known);
            const stats = await external_node_fs_.promises.lstat(external_node_path_default().join(directory, name)).catch(() => undefined);
            if (stats?.isFile())
                found.set(name, stats.size);
        }));
        knownSizes.clear();
        for (const [name, size] of found)
            knownSizes.set(name, size);
        return found;
    }
    const sum = (map) => [...map.values()].reduce((total, size) => total + size, 0);
    return {
        async put(content, putOptions) {
            const parsed = putOptionsSchema.safeParse(putOptions);
            if (!parsed.success) {
                const issue = parsed.error.issues[0];
                throw new TypeError(`artifact options: ${issue?.path.join('.')}: ${issue?.message} (mediaType and purpose 1-200 chars, contentMode one of ${contract/* contentModes */.MU.join(', ')})`);
            }
            const { mediaType, purpose, contentMode } = parsed.data;
            let bytes = typeof content === 'string'
                ? Buffer.from(content, 'utf8')
                : Buffer.from(content); /* a copy: the caller may reuse its buffer */
            if (contentMode === 'display') {
                bytes = secrets.redact(bytes);
            }
            else {
                const secret = secrets.findInBytes(bytes);
                if (secret >= 0) {
                    throw new StorageError('KNOWN_SECRET', `${purpose} artifact (${contentMode}) holds knownSecrets[${secret}]; it was not stored`, { runId });
                }
            }
            if (bytes.length > policy.maxArtifactBytes) {
                throw new StorageError('STORAGE_LIMIT_EXCEEDED', `${purpose} artifact is ${bytes.length} bytes; maxArtifactBytes is ${policy.maxArtifactBytes}`, {
                    runId,
                    limit: policy.maxArtifactBytes,
                    actual: bytes.length,
                });
            }
            const hex = sha256Hex(bytes);
            const ref = { schemaVersion: 1, digest: `sha256:${hex}`, bytes: bytes.length, mediaType, purpose };
            const directory = await ensureDirectory(root, segments);
            const existing = await sizes(directory);
            const stored = existing.get(hex);
            if (stored !== undefined) {
                // Immutable: a re-put is free and leaves the file as it is.
                if (stored !== bytes.length) {
                    throw new StorageError('ARTIFACT_INTEGRITY', `stored artifact ${ref.digest} is ${stored} bytes, expected ${bytes.length}`, { runId, digest: ref.digest });
                }
                return ref;
            }
            const total = sum(existing) + bytes.length;
            if (total > policy.maxTotalArtifactBytesPerRun) {
                throw new StorageError('STORAGE_LIMIT_EXCEEDED', `${purpose} artifact (${bytes.length} bytes) would bring run ${runId} to ${total} bytes of artifacts; maxTotalArtifactBytesPerRun is ${policy.maxTotalArtifactBytesPerRun}`, { runId, limit: policy.maxTotalArtifactBytesPerRun, actual: total });
            }
            const target = paths_joinInside(directory, [hex]);
            const temp = paths_joinInside(directory, [`.tmp-${(0,external_node_crypto_.randomUUID)()}`]);
            try {
                await writeNewFile(temp, bytes, true);
                try {
                    await external_node_fs_.promises.link(temp, target);
                }
                catch (error) {
                    if (errors_errnoCode(error) !== 'EEXIST')
                        throw error;
                    // A concurrent put stored the same bytes, unless the name is taken by something else.
                    const kind = await entryKind(target);
                    if (kind !== 'file')
                        throw new StorageError('UNSAFE_STORAGE_PATH', `${target} is a ${kind}, not an artifact file`, {
                            path: target,
                        });
                }
                await fsyncDirectory(directory);
            }
            catch (error) {
                throw errors_ioError('storing artifact', target, error, { runId, digest: ref.digest });
            }
            finally {
                await removeQuietly(temp);
            }
            return ref;
        },
        async get(ref) {
            const parsed = contract/* artifactRefSchema */.TK.safeParse(ref);
            if (!parsed.success) {
                throw new StorageError('ARTIFACT_INTEGRITY', `artifact reference is malformed: ${parsed.error.issues[0]?.message}`, { runId });
            }
            const { digest, bytes } = parsed.data;
            const hex = digest.slice('sha256:'.length);
            const directory = await paths_findDirectory(root, segments);
            const file = directory === undefined ? undefined : paths_joinInside(directory, [hex]);
            let content;
            if (file !== undefined) {
                try {
                    const handle = await paths_openFile(file, external_node_fs_.constants.O_RDONLY);
                    try {
                        content = await handle.readFile();
                    }
                    finally {
                        await handle.close();
                    }
                }
                catch (error) {
                    if (errors_errnoCode(error) !== 'ENOENT')
                        throw errors_ioError('reading artifact', file, error, { runId, digest });
                }
            }
            if (content === undefined) {
                throw new StorageError('ARTIFACT_NOT_FOUND', `artifact ${digest} of run ${runId} is not in the store`, {
                    runId,
                    digest,
                    path: file,
                });
            }
            if (content.length !== bytes) {
                throw new StorageError('ARTIFACT_INTEGRITY', `artifact ${digest} is ${content.length} bytes, its reference says ${bytes}`, { runId, digest, path: file });
            }
            if (sha256Hex(content) !== hex) {
                throw new StorageError('ARTIFACT_INTEGRITY', `artifact ${digest} does not match its digest`, {
                    runId,
                    digest,
                    path: file,
                });
            }
            return content;
        },
        async totalBytes() {
            return sum(await sizes(await paths_findDirectory(root, segments)));
        },
    };
}

;// CONCATENATED MODULE: ./src/store/checkpoint.ts
// Display caches (e.g. a status summary) kept beside the events. They are rebuilt from
// events when missing, stale or malformed, so they are written atomically but not synced,
// and any problem reading one is reported as "no checkpoint". A cache that continues from a
// cursor binds itself to the bytes below it with digestEventLogPrefixes: a restored store is
// untrusted, and reading from a cursor verifies nothing before it.








const checkpointSchema = schemas/* object */.Ikc({ schemaVersion: schemas/* literal */.euz(1), name: schemas/* string */.YjP(), value: contract/* jsonValueSchema */.F7 }).strict();
async function writeCheckpointFile(directory, runId, name, value, secrets) {
    const content = canonicalJson({ schemaVersion: 1, name, value });
    const secret = secrets.findIn(content);
    if (secret >= 0)
        throw new StorageError('KNOWN_SECRET', `checkpoint ${name} of run ${runId} holds knownSecrets[${secret}]; it was not stored`, { runId });
    const target = paths_joinInside(directory, [`${name}.json`]);
    const temp = paths_joinInside(directory, [`.${name}.${(0,external_node_crypto_.randomUUID)()}.tmp`]);
    try {
        await writeNewFile(temp, content, false);
        await external_node_fs_.promises.rename(temp, target);
    }
    catch (error) {
        await removeQuietly(temp);
        throw errors_ioError('writing checkpoint', target, error, { runId });
    }
}
async function readCheckpointFile(directory, name) {
    if (directory === undefined)
        return undefined;
    const bytes = await readFileIfExists(paths_joinInside(directory, [`${name}.json`]));
    if (bytes === undefined)
        return undefined;
    try {
        const parsed = checkpointSchema.safeParse(JSON.parse(bytes.toString('utf8')));
        return parsed.success && parsed.data.name === name ? parsed.data.value : undefined;
    }
    catch {
        return undefined;
    }
}
/** Bytes read per step while hashing a log prefix (the whole log is never held in memory). */
const prefixChunkBytes = (/* unused pure expression or super */ null && (1024 * 1024));
/**
 * SHA-256 (hex) of the first `offsets[i]` bytes of a run's event log, all in one streaming pass
 * (offsets in any order); undefined for an offset past the end of the log (a missing log is empty).
 * The log is append-only, so the digest of the bytes below a cursor never changes legitimately.
 */
async function digestEventLogPrefixes(storage, runId, log, offsets) {
    if (!eventLogNames.includes(log))
        throw new TypeError(`event log must be one of ${eventLogNames.join(', ')}; got ${JSON.stringify(log)}`);
    if (!offsets.every((offset) => Number.isSafeInteger(offset) && offset >= 0))
        throw new TypeError('offsets must be non-negative integers');
    const file = joinInside(storage.runDirectory(runId), [eventLogFileName(log)]);
    const digests = offsets.map(() => undefined);
    // A missing log reads as empty (as readEvents has it): only offset 0 has a digest.
    const missing = () => offsets.map((offset) => (offset === 0 ? createHash('sha256').digest('hex') : undefined));
    // Refuses a symlinked directory on the way, as every other read of the store does.
    if ((await findDirectory(storage.directory, runSegments(storage.namespace, runId))) === undefined)
        return missing();
    let handle;
    try {
        handle = await openFile(file, constants.O_RDONLY);
    }
    catch (error) {
        if (errnoCode(error) === 'ENOENT')
            return missing();
        throw ioError('opening event log', file, error, { runId, log });
    }
    try {
        const order = offsets.map((offset, index) => ({ offset, index })).sort((a, b) => a.offset - b.offset);
        const hash = createHash('sha256');
        const buffer = Buffer.allocUnsafe(Math.min(prefixChunkBytes, Math.max(1, order.at(-1)?.offset ?? 1)));
        let position = 0;
        for (const { offset, index } of order) {
            while (position < offset) {
                const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, offset - position), position);
                if (bytesRead === 0)
                    return digests; // shorter than this offset (and every later one)
                hash.update(buffer.subarray(0, bytesRead));
                position += bytesRead;
            }
            digests[index] = hash.copy().digest('hex');
        }
        return digests;
    }
    catch (error) {
        throw ioError('reading event log', file, error, { runId, log });
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/store/definition.ts
// The run definition: written once, stored with its digest, verified on every read.
// Write-once is enforced by the file system: the content goes to a private temp file, which
// is then hard-linked to the final name; link() fails if the name exists, so of two racing
// writers exactly one wins, and a reader never sees a half-written definition.






const definitionFileName = 'definition.json';
const storedDefinitionSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    digest: schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/),
    definition: schemas/* custom */.IeY((value) => value !== undefined),
})
    .strict();
async function writeDefinitionFile(runDirectory, runId, definition, secrets) {
    const body = canonicalJson(definition);
    const secret = secrets.findIn(body);
    if (secret >= 0)
        throw new StorageError('KNOWN_SECRET', `definition of run ${runId} holds knownSecrets[${secret}]; it was not stored`, { runId });
    const content = canonicalJson({
        schemaVersion: 1,
        digest: digestJson(definition),
        definition: JSON.parse(body),
    });
    const target = paths_joinInside(runDirectory, [definitionFileName]);
    const temp = paths_joinInside(runDirectory, [`.definition-${(0,external_node_crypto_.randomUUID)()}.tmp`]);
    try {
        await writeNewFile(temp, `${content}\n`, true);
        try {
            await external_node_fs_.promises.link(temp, target);
        }
        catch (error) {
            if (errors_errnoCode(error) === 'EEXIST') {
                throw new StorageError('DEFINITION_EXISTS', `run ${runId} already has a definition; it is written once`, {
                    runId,
                    path: target,
                });
            }
            throw error;
        }
        await fsyncDirectory(runDirectory);
    }
    catch (error) {
        throw errors_ioError('writing definition', target, error, { runId });
    }
    finally {
        await removeQuietly(temp);
    }
}
/** The verified definition, or undefined when none was written. Tampering -> CORRUPT_DEFINITION. */
async function readDefinitionFile(runDirectory, runId) {
    if (runDirectory === undefined)
        return undefined;
    const file = paths_joinInside(runDirectory, [definitionFileName]);
    const bytes = await readFileIfExists(file);
    if (bytes === undefined)
        return undefined;
    const refuse = (problem) => new StorageError('CORRUPT_DEFINITION', `definition of run ${runId} is corrupt: ${problem} (${file})`, {
        runId,
        path: file,
    });
    let raw;
    try {
        raw = JSON.parse(bytes.toString('utf8'));
    }
    catch {
        throw refuse('not valid JSON');
    }
    const parsed = storedDefinitionSchema.safeParse(raw);
    if (!parsed.success)
        throw refuse(`does not match the stored definition schema (${parsed.error.issues[0]?.message})`);
    if (digestJson(parsed.data.definition) !== parsed.data.digest)
        throw refuse('its digest does not match its content');
    return parsed.data.definition;
}

;// CONCATENATED MODULE: ./src/store/event-record.ts
// One event-log line: its canonical encoding, its hash, and the checks a reader applies.



const zeroHash = '0'.repeat(64);
/**
 * Builds the canonical line (without its newline) and the hash of the record without `hash`.
 * Keys are written in canonical (sorted) order by hand so the append path serialises `data`
 * only once: at, batchRemaining, data, [hash], id, prev, schemaVersion, seq, session, type.
 */
function encodeRecord(fields) {
    const head = `{"at":${jsonString(fields.at)},"batchRemaining":${fields.batchRemaining},"data":${fields.dataJson}`;
    const tail = `"id":${jsonString(fields.id)},"prev":${jsonString(fields.prev)},"schemaVersion":1,` +
        `"seq":${fields.seq},"session":${fields.session},"type":${jsonString(fields.type)}}`;
    const hash = sha256Hex(`${head},${tail}`);
    return { line: `${head},"hash":"${hash}",${tail}`, hash };
}
// `data` came out of JSON.parse, so it is JSON already; re-validating it recursively would
// only cost time. Unknown keys are refused: an edited record must not verify.
const storedLineSchema = contract/* storedEventSchema */.vV.extend({ data: schemas/* custom */.IeY(() => true) }).strict();
const lineKeys = new Set(Object.keys(storedLineSchema.shape));
const hex64 = /^[0-9a-f]{64}$/;
const isCount = (value, min) => Number.isSafeInteger(value) && value >= min;
const isText = (value, min) => typeof value === 'string' && value.length >= min;
/**
 * The common case of storedLineSchema, checked by hand: a verified read checks every line, and the
 * schema walk was a quarter of its time. Never looser than the schema (test/store/event-record.test.ts
 * holds the two together); a line it does not accept goes to the schema, which names the problem.
 */
function isWellFormedLine(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        return false;
    const keys = Object.keys(raw);
    if (keys.length !== lineKeys.size || !keys.every((key) => lineKeys.has(key)))
        return false;
    const line = raw;
    return (line.schemaVersion === 1 &&
        isCount(line.seq, 0) &&
        isText(line.id, 1) &&
        isText(line.at, 0) &&
        isText(line.type, 1) &&
        isCount(line.session, 1) &&
        line.data !== undefined &&
        isCount(line.batchRemaining, 0) &&
        typeof line.prev === 'string' &&
        hex64.test(line.prev) &&
        typeof line.hash === 'string' &&
        hex64.test(line.hash));
}
/** Parses one complete line and checks its schema and its own checksum (not its place in the chain). */
function parseRecord(text) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return { ok: false, problem: text.length === 0 ? 'the line is empty' : 'the line is not valid JSON' };
    }
    let event;
    if (isWellFormedLine(raw))
        event = raw;
    else {
        const parsed = storedLineSchema.safeParse(raw);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            return {
                ok: false,
                problem: `the record does not match the event schema (${issue?.path.join('.') || 'record'}: ${issue?.message})`,
            };
        }
        event = parsed.data;
    }
    const { hash } = encodeRecord({ ...event, dataJson: canonicalJson(event.data) });
    if (hash !== event.hash)
        return { ok: false, problem: 'its checksum does not match its content' };
    return { ok: true, event };
}
/** Parses and verifies one complete line. Returns the record or a description of what is wrong. */
function verifyLine(text, expected) {
    const parsed = parseRecord(text);
    if (!parsed.ok)
        return parsed;
    const { event } = parsed;
    if (event.seq !== expected.seq)
        return { ok: false, problem: `seq is ${event.seq}, expected ${expected.seq}` };
    if (event.prev !== expected.prev)
        return { ok: false, problem: "prev does not match the previous record's hash" };
    if (expected.batchRemaining !== undefined && event.batchRemaining !== expected.batchRemaining) {
        return {
            ok: false,
            problem: `batchRemaining is ${event.batchRemaining}, expected ${expected.batchRemaining} inside an open batch`,
        };
    }
    return { ok: true, event };
}

;// CONCATENATED MODULE: ./src/store/event-log-reader.ts


const startCursor = Object.freeze({ offset: 0, nextSeq: 0, head: zeroHash });
const newline = 0x0a;
/**
 * Verifies `bytes`, the content of the log from `from.offset` to its end. When `from.offset` > 0,
 * `bytes` must start with the byte just before the cursor (which has to be a newline), so a cursor
 * that does not sit on a record boundary is caught.
 */
function scanEventLog(bytes, from, where) {
    let start = 0;
    if (from.offset > 0) {
        if (bytes[0] !== newline)
            throw corrupt(where, from.nextSeq + 1, 'the cursor does not sit on a record boundary');
        start = 1;
    }
    let end = bytes.length;
    while (end > start && bytes[end - 1] === 0)
        end -= 1; // padding
    let completeEnd = start;
    if (end > start) {
        const lastNewline = bytes.lastIndexOf(newline, end - 1);
        if (lastNewline >= start)
            completeEnd = lastNewline + 1;
    }
    const incomplete = end > completeEnd;
    const events = [];
    let pending = [];
    const base = from.offset - start; // file offset of bytes[0]
    let cursor = { ...from };
    let nextSeq = from.nextSeq;
    let head = from.head;
    let openBatch;
    let lineStart = start;
    let unfinished = false;
    while (lineStart < completeEnd) {
        const lineEnd = bytes.indexOf(newline, lineStart);
        const text = bytes.toString('utf8', lineStart, lineEnd);
        const verdict = verifyLine(text, {
            seq: nextSeq,
            prev: head,
            batchRemaining: openBatch === undefined ? undefined : openBatch - 1,
        });
        if (!verdict.ok) {
            const lastSeq = openBatch === undefined ? undefined : nextSeq - 1 + openBatch;
            if (isBatchInFlight(bytes, base, lineStart, end, nextSeq, lastSeq)) {
                unfinished = true;
                break;
            }
            throw corrupt(where, nextSeq + 1, verdict.problem);
        }
        const event = verdict.event;
        pending.push(event);
        nextSeq += 1;
        head = event.hash;
        lineStart = lineEnd + 1;
        if (event.batchRemaining === 0) {
            for (const closed of pending)
                events.push(closed);
            pending = [];
            openBatch = undefined;
            cursor = { offset: base + lineStart, nextSeq, head };
        }
        else {
            openBatch = event.batchRemaining;
        }
    }
    return { events, cursor, tornTail: unfinished || incomplete || pending.length > 0 };
}
/** Disks write whole sectors: a block of a write that did not reach the disk ends on this boundary. */
const sector = 512;
/**
 * Whether `bytes[from, end)` (`base` is the file offset of bytes[0]), starting with a line that
 * failed verification, can be the one batch the writer was putting into preallocated NUL space
 * when the power failed. The writer syncs each batch before it writes the next, and records never
 * contain a NUL byte (JSON escapes it), so such a tail is that batch with NULs in the sectors that
 * did not reach the disk (in any order): every damaged line holds a NUL, every run of NULs ends on
 * a sector boundary, and every intact line is a record of that one batch, after record `seq` (the
 * damaged one), up to and including its closing record and nothing after it. Anything else (a
 * changed record, a stray NUL, a later batch) is corruption. A reader racing a live writer can see
 * NUL runs that end anywhere; readLogFrom reads again then.
 */
function isBatchInFlight(bytes, base, from, end, seq, lastSeq) {
    const holdsNul = (lineStart, lineEnd) => bytes.subarray(lineStart, lineEnd).includes(0);
    let lineEnd = bytes.indexOf(newline, from);
    if (!holdsNul(from, lineEnd))
        return false;
    for (let at = bytes.indexOf(0, from); at >= 0 && at < end; at = bytes.indexOf(0, at)) {
        while (bytes[at] === 0)
            at += 1;
        if ((base + at) % sector !== 0)
            return false;
    }
    let previous; // the intact record on the line just before, if any
    let last = lastSeq;
    let lastSeen = seq;
    let closed = false;
    for (let at = lineEnd + 1; at < end; at = lineEnd + 1) {
        if (closed)
            return false; // bytes after the batch's closing record
        lineEnd = bytes.indexOf(newline, at);
        if (lineEnd < 0 || lineEnd >= end)
            return true; // an incomplete final fragment
        if (holdsNul(at, lineEnd)) {
            previous = undefined;
            continue;
        }
        const parsed = parseRecord(bytes.toString('utf8', at, lineEnd));
        if (!parsed.ok)
            return false;
        const event = parsed.event;
        if (event.seq <= lastSeen || (last !== undefined && event.seq + event.batchRemaining !== last))
            return false;
        if (previous !== undefined && (event.seq !== previous.seq + 1 || event.prev !== previous.hash))
            return false;
        last = event.seq + event.batchRemaining;
        lastSeen = event.seq;
        previous = event;
        closed = event.batchRemaining === 0;
    }
    return true;
}
function corrupt(where, line, problem) {
    return new StorageError('CORRUPT_EVENT_STREAM', `${where.log} event log of run ${where.runId} is corrupt at line ${line}: ${problem} (${where.path})`, { runId: where.runId, log: where.log, line, seq: line - 1, path: where.path });
}

;// CONCATENATED MODULE: ./src/store/event-log.ts
// The single writer of one event log. The file descriptor stays open between appends and the
// chain head is kept in memory, so an append is one write of the whole batch and one
// fdatasync, with no stat, open or read-back on the way.
//
// The file is kept preallocated with written NUL bytes past the last record: an fdatasync after a
// write that extends the file also commits the new size (a journal commit on ext4), while one
// after a write into blocks already written and synced does not, and costs about a third less.
// Sparse space (ftruncate) does not help, so the zeros are written, in the same append (before
// its one fdatasync) as the batch that outgrew them. Readers treat trailing NULs as padding;
// close() trims them so files at rest carry none.








function parseCursor(from) {
    if (from === undefined)
        return startCursor;
    const parsed = contract/* eventCursorSchema */.Q4.safeParse(from);
    if (!parsed.success)
        throw new TypeError(`event cursor must be { offset, nextSeq, head: 64 hex }: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
}
/** Reads and verifies the log from a cursor to its end without changing the file. */
async function readLogFrom(handle, from, where) {
    // A reader racing the live writer can catch the batch being written into the padding half
    // landed, with NULs where its bytes are not yet (not on sector boundaries, as a power loss
    // leaves them). That write takes microseconds: read again before calling the log corrupt.
    for (let attempt = 1;; attempt += 1) {
        const { bytes, size } = await readBytesFrom(handle, from, where);
        try {
            return { read: scanEventLog(bytes, from, where), size };
        }
        catch (error) {
            if (attempt === 3 ||
                !(error instanceof StorageError) ||
                error.code !== 'CORRUPT_EVENT_STREAM' ||
                !bytes.includes(0))
                throw error;
        }
    }
}
async function readBytesFrom(handle, from, where) {
    const { size } = await handle.stat();
    if (size < from.offset) {
        throw corrupt(where, from.nextSeq + 1, `the log is ${size} bytes long, shorter than the cursor at byte ${from.offset}`);
    }
    const readStart = from.offset > 0 ? from.offset - 1 : 0; // include the newline that ends the cursor's record
    const buffer = Buffer.allocUnsafe(size - readStart);
    let filled = 0;
    while (filled < buffer.length) {
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, readStart + filled);
        if (bytesRead === 0)
            break;
        filled += bytesRead;
    }
    return { bytes: buffer.subarray(0, filled), size };
}
/** Preallocation step: a batch that does not fit extends the file to at least this far past its end. */
const preallocationBytes = 64 * 1024;
const zeros = Buffer.alloc(preallocationBytes);
/** Writes all of `bytes` at `position` (a positional write may be short). */
function writeAllAt(fd, bytes, position) {
    let written = 0;
    while (written < bytes.length)
        written += (0,external_node_fs_.writeSync)(fd, bytes, written, bytes.length - written, position + written);
}
async function openLocalEventLog(options) {
    const { where } = options;
    const from = parseCursor(options.from);
    let handle;
    try {
        // No O_APPEND: batches are written at the cursor, inside the preallocated padding.
        handle = await paths_openFile(where.path, external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_CREAT);
    }
    catch (error) {
        throw errors_ioError('opening event log', where.path, error, { runId: where.runId, log: where.log });
    }
    let state;
    try {
        const { read, size } = await readLogFrom(handle, from, where);
        if (read.cursor.offset < size) {
            // Discard the torn tail and any padding so the next batch continues the chain from the last
            // closed batch. Preallocation starts again with the first append.
            await handle.truncate(read.cursor.offset);
            await handle.datasync();
        }
        state = { ...read.cursor };
    }
    catch (error) {
        await handle.close();
        throw errors_ioError('opening event log', where.path, error, { runId: where.runId, log: where.log });
    }
    return new LocalEventLog(handle, state, options);
}
class LocalEventLog {
    name;
    #handle;
    #state;
    /** File size: the records end at #state.offset, NUL padding fills the rest. */
    #allocatedEnd;
    #directorySynced;
    #options;
    #queue = Promise.resolve();
    #closed = false;
    /** Set when a write or sync failed: the file's end is unknown, so only a reopen (which verifies) may continue. */
    #failure;
    constructor(handle, state, options) {
        this.name = options.where.log;
        this.#handle = handle;
        this.#state = state;
        this.#allocatedEnd = state.offset;
        // Even an existing file may have been created by a process that died before syncing its
        // directory entry, so every writer syncs the directory once, after its first append.
        this.#directorySynced = false;
        this.#options = options;
    }
    cursor() {
        return { ...this.#state };
    }
    append(records) {
        // Checked at call time: an append made before close() still completes.
        if (this.#closed) {
            const { where } = this.#options;
            return Promise.reject(new StorageError('STORAGE_IO', `${where.log} event log of run ${where.runId} is closed`, {
                runId: where.runId,
                log: where.log,
            }));
        }
        const run = this.#queue.then(() => this.#append(records));
        this.#queue = run.catch(() => undefined);
        return run;
    }
    async close() {
        if (this.#closed)
            return;
        this.#closed = true;
        await this.#queue;
        try {
            // Trim the padding so files at rest (and the cache archive, artifact uploads) hold records
            // only. Not synced: if a power loss undoes the trim, the padding comes back, which readers
            // ignore and the next writer truncates on open; the records before it are durable already.
            // After a failed write this also drops whatever part of the failed batch got written.
            (0,external_node_fs_.ftruncateSync)(this.#handle.fd, this.#state.offset);
        }
        catch {
            // Trimming only saves space; leftover padding is harmless, so it must not fail the close.
        }
        await this.#handle.close();
        this.#options.onClose();
    }
    async #append(records) {
        const { where, policy, secrets } = this.#options;
        if (this.#failure !== undefined) {
            throw new StorageError('STORAGE_IO', `${where.log} event log of run ${where.runId} failed an earlier write; reopen it`, {
                runId: where.runId,
                log: where.log,
                cause: this.#failure,
            });
        }
        if (!Array.isArray(records))
            throw new TypeError('append takes an array of events');
        if (records.length === 0)
            return [];
        // Validate and encode the whole batch before writing anything.
        const at = new Date().toISOString();
        const lines = [];
        const stored = [];
        let { nextSeq: seq, head: prev } = this.#state;
        records.forEach((record, index) => {
            if (typeof record?.type !== 'string' || record.type.length === 0)
                throw new TypeError(`event ${index}: type must be a non-empty string`);
            if (!Number.isInteger(record.session) || record.session < 1)
                throw new TypeError(`event ${index}: session must be a positive integer`);
            const dataJson = canonicalJson(record.data);
            const dataBytes = Buffer.byteLength(dataJson);
            if (dataBytes > policy.maxEventPayloadBytes) {
                throw new StorageError('STORAGE_LIMIT_EXCEEDED', `event ${index} (${record.type}) has ${dataBytes} bytes of data; maxEventPayloadBytes is ${policy.maxEventPayloadBytes}`, { runId: where.runId, log: where.log, limit: policy.maxEventPayloadBytes, actual: dataBytes });
            }
            const fields = {
                seq,
                id: (0,external_node_crypto_.randomUUID)(),
                at,
                type: record.type,
                session: record.session,
                dataJson,
                batchRemaining: records.length - 1 - index,
                prev,
            };
            const { line, hash } = encodeRecord(fields);
            // Only what the caller supplied is searched: ids and hashes are random hex a short secret could match.
            const secret = Math.max(secrets.findIn(record.type), secrets.findIn(dataJson));
            if (secret >= 0) {
                throw new StorageError('KNOWN_SECRET', `event ${index} (${record.type}) holds knownSecrets[${secret}]; nothing was written`, {
                    runId: where.runId,
                    log: where.log,
                });
            }
            lines.push(line, '\n');
            stored.push({
                schemaVersion: 1,
                seq,
                id: fields.id,
                at,
                type: record.type,
                session: record.session,
                data: JSON.parse(dataJson),
                batchRemaining: fields.batchRemaining,
                prev,
                hash,
            });
            seq += 1;
            prev = hash;
        });
        const bytes = Buffer.from(lines.join(''), 'utf8');
        try {
            // Synchronous syscalls on purpose: the caller awaits durability anyway, and the two
            // thread-pool round trips of an async write + datasync cost as much as the sync itself
            // on a fast disk (see bench/store.ts). The event loop is blocked for one fdatasync.
            const fd = this.#handle.fd;
            const batchEnd = this.#state.offset + bytes.length;
            writeAllAt(fd, bytes, this.#state.offset);
            if (batchEnd > this.#allocatedEnd) {
                writeAllAt(fd, zeros, batchEnd);
                this.#allocatedEnd = batchEnd + zeros.length;
            }
            (0,external_node_fs_.fdatasyncSync)(fd);
            if (!this.#directorySynced) {
                await fsyncDirectory(this.#options.directory);
                this.#directorySynced = true;
            }
        }
        catch (error) {
            this.#failure = error;
            throw errors_ioError('appending to event log', where.path, error, { runId: where.runId, log: where.log });
        }
        this.#state = { offset: this.#state.offset + bytes.length, nextSeq: seq, head: prev };
        return stored;
    }
}

;// CONCATENATED MODULE: ./src/store/layout.ts
const localDirectoryName = '.local';
function layout_runSegments(namespace, runId) {
    return [namespace, 'runs', runId];
}
function runsSegments(namespace) {
    return [namespace, 'runs'];
}
function artifactSegments(namespace, runId) {
    return [...layout_runSegments(namespace, runId), 'artifacts'];
}
function checkpointSegments(namespace, runId) {
    return [...layout_runSegments(namespace, runId), 'checkpoints'];
}
function lockSegments(namespace) {
    return [localDirectoryName, 'locks', namespace];
}
function layout_eventLogFileName(log) {
    return `${log}.events.jsonl`;
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_namespaceObject);
;// CONCATENATED MODULE: ./src/store/lock.ts
// The per-run process lock: a file created exclusively under the machine-local directory,
// holding who took it. It is never taken over by force; a holder that looks dead is still
// the holder until someone who read its token breaks it (and records that takeover).







/** Start time of a process in clock ticks since boot (/proc/<pid>/stat field 22), null where unknown. */
async function readPidStartTime(pid) {
    try {
        const stat = await external_node_fs_.promises.readFile(`/proc/${pid}/stat`, 'utf8');
        // The command name (field 2) may hold spaces and parentheses; fields after its closing ')' start at field 3.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const value = Number(fields[22 - 3]);
        return Number.isSafeInteger(value) ? value : null;
    }
    catch {
        return null;
    }
}
function lockFile(directory, runId) {
    return paths_joinInside(directory, [`${runId}.lock`]);
}
async function readLock(location) {
    const directory = await paths_findDirectory(location.root, location.segments);
    if (directory === undefined)
        return undefined;
    const file = lockFile(directory, location.runId);
    const bytes = await readFileIfExists(file);
    if (bytes === undefined)
        return undefined;
    let raw;
    try {
        raw = JSON.parse(bytes.toString('utf8'));
    }
    catch {
        raw = undefined;
    }
    const parsed = contract/* lockHolderSchema */.h7.safeParse(raw);
    if (!parsed.success) {
        throw new StorageError('STORAGE_IO', `process lock of run ${location.runId} exists but its holder is unreadable; remove ${file} by hand once no process holds it`, {
            runId: location.runId,
            path: file,
        });
    }
    return parsed.data;
}
function describe(holder) {
    return `pid ${holder.pid} on ${holder.hostname} since ${holder.acquiredAt}`;
}
async function acquireLock(location) {
    const { runId } = location;
    const directory = await ensureDirectory(location.root, location.segments);
    const file = lockFile(directory, runId);
    const holder = {
        schemaVersion: 1,
        token: (0,external_node_crypto_.randomUUID)(),
        pid: process.pid,
        pidStartTime: await readPidStartTime(process.pid),
        hostname: external_node_os_default().hostname(),
        acquiredAt: new Date().toISOString(),
    };
    // Written whole to a temp file, then linked: the lock appears atomically with its holder inside.
    const temp = paths_joinInside(directory, [`.${runId}.${holder.token}.tmp`]);
    try {
        await writeNewFile(temp, canonicalJson(holder), true);
        try {
            await external_node_fs_.promises.link(temp, file);
        }
        catch (error) {
            if (errors_errnoCode(error) !== 'EEXIST')
                throw error;
            const current = await readLock(location).catch(() => undefined);
            throw new StorageError('PROCESS_LOCKED', current === undefined
                ? `run ${runId} is locked by another process (${file})`
                : `run ${runId} is locked by ${describe(current)}; it is never taken over by force`, { runId, path: file, ...(current === undefined ? {} : { holder: current }) });
        }
        await fsyncDirectory(directory);
    }
    catch (error) {
        throw errors_ioError('acquiring process lock', file, error, { runId });
    }
    finally {
        await removeQuietly(temp);
    }
    let released = false;
    return {
        token: holder.token,
        async release() {
            if (released)
                return;
            released = true;
            await removeIfToken(location, holder.token);
        },
    };
}
/** Removes the lock only when it is held under `token`; returns whether it was removed. */
async function removeIfToken(location, token) {
    const current = await readLock(location).catch(() => undefined);
    if (current?.token !== token)
        return false;
    const directory = paths_joinInside(location.root, location.segments);
    await external_node_fs_.promises.rm(lockFile(directory, location.runId), { force: true });
    await fsyncDirectory(directory);
    return true;
}
async function breakLock(location, expectedToken) {
    const current = await readLock(location);
    if (current === undefined)
        return;
    if (current.token !== expectedToken) {
        throw new StorageError('PROCESS_LOCKED', `run ${location.runId} is locked by ${describe(current)} under another token; not broken`, {
            runId: location.runId,
            holder: current,
        });
    }
    await removeIfToken(location, expectedToken);
}

;// CONCATENATED MODULE: ./src/store/secrets.ts
const mask = Buffer.from('***');
function createSecretMatcher(knownSecrets) {
    const forms = [];
    knownSecrets.forEach((secret, index) => {
        if (secret.length === 0)
            return; // an empty string would match everything
        const escaped = JSON.stringify(secret).slice(1, -1);
        for (const text of escaped === secret ? [secret] : [secret, escaped]) {
            forms.push({ index, text, bytes: Buffer.from(text, 'utf8') });
        }
    });
    // Longest first, so redacting a secret that contains another leaves no piece of it behind.
    forms.sort((a, b) => b.bytes.length - a.bytes.length);
    return {
        findIn(text) {
            for (const form of forms)
                if (text.includes(form.text))
                    return form.index;
            return -1;
        },
        findInBytes(bytes) {
            for (const form of forms)
                if (bytes.includes(form.bytes))
                    return form.index;
            return -1;
        },
        redact(bytes) {
            let current = bytes;
            for (const form of forms)
                current = replaceAll(current, form.bytes);
            return current;
        },
    };
}
function replaceAll(haystack, needle) {
    let at = haystack.indexOf(needle);
    if (at < 0)
        return haystack;
    const parts = [];
    let from = 0;
    while (at >= 0) {
        parts.push(haystack.subarray(from, at), mask);
        from = at + needle.length;
        at = haystack.indexOf(needle, from);
    }
    parts.push(haystack.subarray(from));
    return Buffer.concat(parts);
}

;// CONCATENATED MODULE: ./src/store/local-storage.ts
// createLocalRunStorage: the run store as plain files, composed from the modules beside it.















const optionsSchema = schemas/* object */.Ikc({
    directory: schemas/* string */.YjP().min(1),
    namespace: schemas/* string */.YjP(),
    policy: contract/* storagePolicySchema */.z4.default(contract/* storagePolicySchema */.z4.parse({})),
    knownSecrets: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
});
/** Logs open for appending in this process, by file path: one writer per log. */
const openLogs = new Set();
function assertLogName(log) {
    if (!contract/* eventLogNames */.F8.includes(log)) {
        throw new TypeError(`event log must be one of ${contract/* eventLogNames */.F8.join(', ')}; got ${JSON.stringify(log)}`);
    }
}
async function createLocalRunStorage(options) {
    const parsed = optionsSchema.safeParse(options);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new StorageError('INVALID_STORAGE_OPTIONS', `storage options: ${issue?.path.join('.') || 'options'}: ${issue?.message}`);
    }
    const { namespace, policy } = parsed.data;
    ids_assertNamespace(namespace);
    const knownSecrets = Object.freeze(parsed.data.knownSecrets.filter((secret) => secret.length > 0));
    const secrets = createSecretMatcher(knownSecrets);
    const root = await prepareRoot(parsed.data.directory);
    await paths_findDirectory(root, [namespace]); // refuses a symlinked namespace directory up front
    const runPath = (runId) => {
        ids_assertStoreId('run ID', runId);
        return paths_joinInside(root, layout_runSegments(namespace, runId));
    };
    const logLocation = (runId, log) => {
        assertLogName(log);
        return { runId, log, path: paths_joinInside(runPath(runId), [layout_eventLogFileName(log)]) };
    };
    const lockLocation = (runId) => {
        ids_assertStoreId('run ID', runId);
        return { root, segments: lockSegments(namespace), runId };
    };
    const checkpointName = (name) => {
        ids_assertStoreId('checkpoint name', name);
        return name;
    };
    const artifactStores = new Map();
    return {
        directory: root,
        namespace,
        policy: Object.freeze({ ...policy }),
        knownSecrets,
        runDirectory: runPath,
        localDirectory: () => paths_joinInside(root, [localDirectoryName]),
        async writeDefinition(runId, definition) {
            runPath(runId);
            const directory = await ensureDirectory(root, layout_runSegments(namespace, runId));
            await writeDefinitionFile(directory, runId, definition, secrets);
        },
        async readDefinition(runId) {
            runPath(runId);
            return readDefinitionFile(await paths_findDirectory(root, layout_runSegments(namespace, runId)), runId);
        },
        async listRuns() {
            const directory = await paths_findDirectory(root, runsSegments(namespace));
            if (directory === undefined)
                return [];
            try {
                const entries = await external_node_fs_.promises.readdir(directory, { withFileTypes: true });
                return entries
                    .filter((entry) => entry.isDirectory() && contract/* storeIdPattern */.X.test(entry.name))
                    .map((entry) => entry.name)
                    .sort();
            }
            catch (error) {
                throw errors_ioError('listing runs', directory, error);
            }
        },
        async openEventLog(runId, log, from) {
            const where = logLocation(runId, log);
            if (openLogs.has(where.path)) {
                throw new StorageError('LOG_IN_USE', `${log} event log of run ${runId} is already open for appending in this process`, { runId, log });
            }
            openLogs.add(where.path);
            try {
                const directory = await ensureDirectory(root, layout_runSegments(namespace, runId));
                return await openLocalEventLog({
                    where,
                    directory,
                    policy,
                    secrets,
                    ...(from === undefined ? {} : { from }),
                    onClose: () => openLogs.delete(where.path),
                });
            }
            catch (error) {
                openLogs.delete(where.path);
                throw error;
            }
        },
        async readEvents(runId, log, from) {
            const where = logLocation(runId, log);
            const cursor = parseCursor(from);
            const empty = () => {
                if (cursor.offset > 0)
                    throw corrupt(where, cursor.nextSeq + 1, `the log is missing but the cursor is at byte ${cursor.offset}`);
                return { events: [], cursor: { ...startCursor }, tornTail: false };
            };
            const directory = await paths_findDirectory(root, layout_runSegments(namespace, runId));
            if (directory === undefined)
                return empty();
            let handle;
            try {
                handle = await paths_openFile(where.path, external_node_fs_.constants.O_RDONLY);
            }
            catch (error) {
                if (errors_errnoCode(error) === 'ENOENT')
                    return empty();
                throw errors_ioError('opening event log', where.path, error, { runId, log });
            }
            try {
                return (await readLogFrom(handle, cursor, where)).read;
            }
            finally {
                await handle.close();
            }
        },
        artifacts(runId) {
            runPath(runId);
            let store = artifactStores.get(runId);
            if (store === undefined) {
                store = createArtifactStore({ root, segments: artifactSegments(namespace, runId), runId, policy, secrets });
                artifactStores.set(runId, store);
            }
            return store;
        },
        acquireProcessLock: async (runId) => acquireLock(lockLocation(runId)),
        readProcessLock: async (runId) => readLock(lockLocation(runId)),
        breakProcessLock: async (runId, expectedToken) => breakLock(lockLocation(runId), expectedToken),
        async writeCheckpoint(runId, name, value) {
            runPath(runId);
            const directory = await ensureDirectory(root, checkpointSegments(namespace, runId));
            await writeCheckpointFile(directory, runId, checkpointName(name), value, secrets);
        },
        async readCheckpoint(runId, name) {
            runPath(runId);
            checkpointName(name);
            return readCheckpointFile(await paths_findDirectory(root, checkpointSegments(namespace, runId)), name);
        },
    };
}
/** Absolute path of a run's directory without creating a store (for adapters that copy it). */
function runDirectoryPath(directory, namespace, runId) {
    assertNamespace(namespace);
    assertStoreId('run ID', runId);
    return path.join(path.resolve(directory), ...runSegments(namespace, runId));
}

;// CONCATENATED MODULE: ./src/store/index.ts
// The store layer's public surface.








;// CONCATENATED MODULE: ./src/graph/contract.ts
// The graph layer's public contract: the run spec (durable), the Graph form interface,
// node and engine bindings, executor options and results. The executor (executor/) and
// the built-in DAG form (dag/) implement it; the runner codes against it.


// ---------------------------------------------------------------- run spec (durable)
/** A plan target: the provider/model key a lane may run on. */
const laneTargetSchema = schemas/* object */.Ikc({
    provider: schemas/* string */.YjP().min(1),
    model: schemas/* string */.YjP(),
});
/** The frozen plan: per lane, the effective target first, then fallbacks (the host chooses the order once). */
const graphPlanSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    lanes: schemas/* record */.g1P(schemas/* string */.YjP().min(1), schemas/* array */.YOg(laneTargetSchema).min(1)),
});
/** Which graph form the run uses and its definition value (compared with the live graph). */
const graphDefinitionSchema = schemas/* object */.Ikc({
    form: schemas/* string */.YjP().min(1),
    version: schemas/* number */.aig().int().nonnegative(),
    value: contract/* jsonValueSchema */.F7,
});
const graphFields = {
    graphDefinition: graphDefinitionSchema,
    plan: graphPlanSchema,
    resolvedInputs: contract/* jsonValueSchema */.F7,
};
/** The graph part of a run definition, as `createGraphRun` writes it. */
const graphRunSpecSchema = schemas/* object */.Ikc({ schemaVersion: schemas/* literal */.euz(1), ...graphFields });
/**
 * How the executor reads a stored definition: only the graph fields are required, anything
 * else (the supervised runner's own fields, its own schemaVersion) passes through untouched.
 */
const storedGraphSpecSchema = schemas/* looseObject */._H3(graphFields);

// ---------------------------------------------------------------- errors and codes
const graphErrorCodes = (/* unused pure expression or super */ null && ([
    'STORED_GRAPH_MISMATCH',
    'MISSING_NODE_BINDING',
    'MISSING_ENGINE_BINDING',
    'MISSING_MEMORY',
    'DUPLICATE_POSITION',
    'EMPTY_DECISION',
    'PROTOCOL',
    'RESUME_POSITION',
    'RESUME_DECISION',
    'RESUME_EVENT_MISMATCH',
    /** The stored definition is missing or lacks valid graph fields. */
    'INVALID_SPEC',
    /** A graph form's definition value is invalid (e.g. a DAG with a cycle). */
    'INVALID_GRAPH',
]));
/** Codes recorded in `graph:node-failed`. */
const nodeFailureCodes = (/* unused pure expression or super */ null && ([
    'EFFECT_FAILED',
    'RECONCILED_FAILED',
    'ENGINE_UNAVAILABLE',
    'RESULT_TOO_LARGE',
    'DENIED',
    'ABORTED',
]));

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

// EXTERNAL MODULE: ./src/engine/contract.ts
var engine_contract = __nccwpck_require__(370);
;// CONCATENATED MODULE: ./src/graph/events.ts
// The graph log's records: type names and the zod schema of each record's data. Stored JSON
// is parsed through these before the executor acts on it; the envelope (StoredEvent) carries
// the schemaVersion.




const graphEventTypes = {
    runStarted: 'graph:run-started',
    nodeDispatched: 'graph:node-dispatched',
    attemptStarted: 'graph:node-attempt-started',
    nodeCompleted: 'graph:node-completed',
    nodePaused: 'graph:node-paused',
    nodeFailed: 'graph:node-failed',
    nodeResumed: 'graph:node-resumed',
    nodeReconciled: 'graph:node-reconciled',
    laneDead: 'graph:lane-dead',
};
/** Per engine call; written to the graph log by the worker, read by status/usage. */
const engineEventTypes = {
    started: 'runner:engine-started',
    completed: 'runner:engine-completed',
    failed: 'runner:engine-failed',
};
const runStartedSchema = schemas/* object */.Ikc({
    /** digestJson of the whole stored definition. */
    definitionDigest: schemas/* string */.YjP(),
    form: schemas/* string */.YjP(),
    formVersion: schemas/* number */.aig(),
});
const dispatchEntrySchema = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ position: schemas/* string */.YjP().min(1), nodeId: schemas/* string */.YjP().min(1), input: contract/* jsonValueSchema */.F7 }),
    // An input too large for the record is stored as an artifact (purpose `graph-node-input`).
    schemas/* object */.Ikc({ position: schemas/* string */.YjP().min(1), nodeId: schemas/* string */.YjP().min(1), inputArtifact: contract/* artifactRefSchema */.TK }),
]);
const nodeDispatchedSchema = schemas/* object */.Ikc({ dispatches: schemas/* array */.YOg(dispatchEntrySchema).min(1) });
const attemptIdentitySchema = schemas/* object */.Ikc({
    attemptId: schemas/* string */.YjP().min(1),
    position: schemas/* string */.YjP().min(1),
    attempt: schemas/* number */.aig().int().positive(),
});
const attemptStartedSchema = schemas/* object */.Ikc({
    position: schemas/* string */.YjP().min(1),
    nodeId: schemas/* string */.YjP().min(1),
    identity: attemptIdentitySchema,
    /** The binding's value when this attempt started: it alone decides crash recovery. */
    retrySafe: schemas/* boolean */.zMY(),
    kind: schemas/* enum */.k5n(['data', 'engine']),
    /** Engine nodes: the lane and the first live target when the attempt started (null: none live). */
    lane: schemas/* object */.Ikc({ name: schemas/* string */.YjP(), target: laneTargetSchema.nullable() }).optional(),
});
const nodeCompletedSchema = schemas/* object */.Ikc({
    position: schemas/* string */.YjP().min(1),
    /** Absent only when a reconcile decision completed a pause that had no attempt. */
    attemptId: schemas/* string */.YjP().optional(),
    output: contract/* jsonValueSchema */.F7.optional(),
    outputArtifact: contract/* artifactRefSchema */.TK.optional(),
    durationMs: schemas/* number */.aig().nonnegative(),
    /** Set when a person's reconcile decision completed it (node code did not run). */
    reconciled: schemas/* literal */.euz(true).optional(),
});
const pauseKinds = ['policy', 'reconcile-attempt', 'engine'];
const nodePausedSchema = schemas/* object */.Ikc({
    position: schemas/* string */.YjP().min(1),
    attemptId: schemas/* string */.YjP().optional(),
    /** Says which rule paused it; a policy's own request may have any shape. */
    pauseKind: schemas/* enum */.k5n(pauseKinds),
    reason: schemas/* string */.YjP(),
    request: contract/* jsonValueSchema */.F7,
});
const nodeFailedSchema = schemas/* object */.Ikc({
    position: schemas/* string */.YjP().min(1),
    /** Absent when no attempt started (a denied or aborted policy check). */
    attemptId: schemas/* string */.YjP().optional(),
    code: schemas/* string */.YjP().min(1),
    message: schemas/* string */.YjP(),
    durationMs: schemas/* number */.aig().nonnegative(),
    details: contract/* jsonValueSchema */.F7.optional(),
});
const nodeResumedSchema = schemas/* object */.Ikc({
    position: schemas/* string */.YjP().min(1),
    pauseEventId: schemas/* string */.YjP().optional(),
    /** The attempt a retry-safe resume runs again. */
    attemptId: schemas/* string */.YjP().optional(),
});
const nodeReconciledSchema = schemas/* object */.Ikc({
    position: schemas/* string */.YjP().min(1),
    attemptId: schemas/* string */.YjP().optional(),
    pauseEventId: schemas/* string */.YjP(),
    decision: schemas/* enum */.k5n(['retry', 'complete', 'fail']),
    decidedBy: schemas/* string */.YjP(),
    output: contract/* jsonValueSchema */.F7.optional(),
    message: schemas/* string */.YjP().optional(),
});
const laneDeadSchema = schemas/* object */.Ikc({
    position: schemas/* string */.YjP().min(1),
    attemptId: schemas/* string */.YjP(),
    lane: schemas/* string */.YjP(),
    selected: engine_contract/* engineIdentitySchema */.a7,
    reported: engine_contract/* engineIdentitySchema */.a7,
    kind: schemas/* enum */.k5n(engine_contract/* engineErrorKinds */.q$),
    message: schemas/* string */.YjP(),
});
const engineStartedSchema = schemas/* object */.Ikc({
    position: schemas/* string */.YjP(),
    attemptId: schemas/* string */.YjP(),
    callId: schemas/* string */.YjP(),
    lane: schemas/* string */.YjP(),
    target: laneTargetSchema,
    identity: engine_contract/* engineIdentitySchema */.a7,
});
const engineCompletedSchema = schemas/* object */.Ikc({
    callId: schemas/* string */.YjP(),
    usage: engine_contract/* usageReceiptSchema */.nC,
    reported: engine_contract/* engineIdentitySchema */.a7,
    partsArtifact: contract/* artifactRefSchema */.TK.optional(),
});
const engineFailedSchema = schemas/* object */.Ikc({
    callId: schemas/* string */.YjP(),
    kind: schemas/* enum */.k5n(engine_contract/* engineErrorKinds */.q$),
    message: schemas/* string */.YjP(),
    /** The failed call's receipt (failed: true) when it reported one; absent means unknown usage. */
    usage: engine_contract/* usageReceiptSchema */.nC.optional(),
    /** Why a finished call is recorded failed by the runtime, e.g. `KNOWN_SECRET` for refused parts. */
    code: schemas/* string */.YjP().optional(),
});
/** Key under which a dead identity is remembered: provider and model. */
function identityKey(identity) {
    return `${identity.provider}\u0000${identity.model}`;
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

;// CONCATENATED MODULE: ./src/graph/spec.ts





/** `{ form, version, value }` of a live graph, as a run spec stores it. */
function graphDefinitionOf(graph) {
    return { form: graph.form, version: graph.version, value: graph.definition };
}
/** Validates a run spec (INVALID_SPEC names the field). */
function parseGraphRunSpec(spec) {
    const parsed = graphRunSpecSchema.safeParse(spec);
    if (!parsed.success)
        throw new GraphError('INVALID_SPEC', `invalid graph run spec: ${formatIssues(parsed.error)}`);
    return parsed.data;
}
/**
 * Writes the definition (once) and appends `graph:run-started` with its digest. `log`, when
 * given, is the run's open graph log; otherwise one is opened and closed here.
 */
async function createGraphRun(storage, runId, spec, options) {
    const parsed = parseGraphRunSpec(spec);
    await storage.writeDefinition(runId, parsed);
    const log = options.log ?? (await storage.openEventLog(runId, 'graph'));
    try {
        await log.append([runStartedRecord(parsed, parsed, options.session)]);
    }
    finally {
        if (options.log === undefined)
            await log.close();
    }
}
function runStartedRecord(spec, definition, session) {
    return {
        type: graphEventTypes.runStarted,
        session,
        data: {
            definitionDigest: digestJson(definition),
            form: spec.graphDefinition.form,
            formVersion: spec.graphDefinition.version,
        },
    };
}
/** Reads the stored definition through the loose schema (only the graph fields are required). */
async function readStoredGraphSpec(storage, runId) {
    const definition = await storage.readDefinition(runId);
    if (definition === undefined)
        throw new GraphError('INVALID_SPEC', `run "${runId}" has no stored definition`);
    const parsed = storedGraphSpecSchema.safeParse(definition);
    if (!parsed.success) {
        throw new GraphError('INVALID_SPEC', `stored definition of run "${runId}": ${formatIssues(parsed.error)}`);
    }
    return { spec: parsed.data, definition };
}
/** STORED_GRAPH_MISMATCH unless form, version and definition value equal the stored ones. */
function checkGraphMatches(graph, spec) {
    const stored = spec.graphDefinition;
    if (graph.form !== stored.form || graph.version !== stored.version) {
        throw new GraphError('STORED_GRAPH_MISMATCH', `the run was stored with graph form "${stored.form}" version ${stored.version}; the supplied graph is "${graph.form}" version ${graph.version}`);
    }
    let live;
    try {
        live = canonicalJson(graph.definition);
    }
    catch (error) {
        throw new GraphError('STORED_GRAPH_MISMATCH', `the supplied graph definition is not JSON: ${error.message}`);
    }
    if (live !== canonicalJson(stored.value)) {
        throw new GraphError('STORED_GRAPH_MISMATCH', `the supplied "${graph.form}" graph definition differs from the one stored with the run (stored ${digestJson(stored.value)}, supplied ${digestJson(graph.definition)})`);
    }
}

;// CONCATENATED MODULE: ./src/graph/executor/child.ts
// Nested runs: a data node runs a child graph in the same storage under a run ID derived from
// its own run ID and position, so a re-run of the same position continues the same child.


// A cycle (executor -> attempt -> child -> executor) that is only used at call time.

const maxRunIdLength = 100;
/**
 * `<runId>.<position>[.<name>]` with characters outside `[A-Za-z0-9_-]` replaced by `_` and, when
 * anything was replaced or cut, an 8-hex digest of the exact parts appended so that distinct
 * positions never share a child. Example: `nightly.dag_build_1-3f2a9c01`.
 */
function childRunId(parentRunId, position, name) {
    const raw = name === undefined ? position : `${position}.${name}`;
    const slug = raw.replace(/[^A-Za-z0-9_-]/g, '_');
    let id = `${parentRunId}.${slug}`;
    const exact = slug === raw && id.length <= maxRunIdLength;
    if (exact)
        return id;
    const digest = (0,external_node_crypto_.createHash)('sha256')
        .update(`${parentRunId}\u0000${position}\u0000${name ?? ''}`)
        .digest('hex')
        .slice(0, 8);
    id = `${id.slice(0, maxRunIdLength - 9)}-${digest}`;
    return id;
}
/**
 * Starts the child run the first time (its definition from `options.spec`), otherwise continues
 * the stored one. Positions a stopped process left in flight are resumed one by one under the
 * usual recovery rules (a non-retry-safe attempt becomes a reconcile pause, returned as is).
 */
async function runChild(services, position, options, signal) {
    const runId = childRunId(services.runId, position, options.name);
    if ((await services.storage.readDefinition(runId)) === undefined) {
        await createGraphRun(services.storage, runId, options.spec, { session: services.session });
    }
    const child = createGraphExecutor({
        storage: services.storage,
        runId,
        graph: options.graph,
        nodes: options.nodes,
        engines: options.engines ?? [...services.engines],
        memory: options.memory ?? services.memory,
        session: services.session,
        clock: services.clock,
        ...(options.maxDispatches === undefined ? {} : { maxDispatches: options.maxDispatches }),
        ...(services.prices === undefined ? {} : { prices: services.prices }),
    });
    let result = await child.run(signal);
    while (result.kind === 'waiting') {
        const next = result.positions[0];
        if (next === undefined)
            break;
        result = await child.resume(next, signal);
    }
    return result;
}

;// CONCATENATED MODULE: ./src/graph/executor/failures.ts

/** A node outcome decided by the runtime (e.g. every target dead), thrown through node code. */
class NodeFailure extends Error {
    name = 'NodeFailure';
    code;
    details;
    constructor(code, message, details) {
        super(message);
        this.code = code;
        this.details = details;
    }
}
function outcomeFromError(error, signal) {
    if (error instanceof NodeFailure) {
        return {
            kind: 'failed',
            code: error.code,
            message: error.message,
            ...(error.details === undefined ? {} : { details: error.details }),
        };
    }
    if (error instanceof engine_contract/* EngineError */.NJ) {
        const details = { kind: error.kind };
        if (error.retryAfterMs !== undefined)
            details.retryAfterMs = error.retryAfterMs;
        if (error.kind === 'aborted')
            return { kind: 'failed', code: 'ABORTED', message: error.message, details };
        if (error.kind === 'denied')
            return { kind: 'failed', code: 'DENIED', message: error.message, details };
        if (error.kind === 'policy-pause') {
            return {
                kind: 'paused',
                pauseKind: 'engine',
                reason: error.message,
                request: error.details ?? { kind: 'engine-policy-pause' },
            };
        }
        if (error.deadLane)
            return { kind: 'failed', code: 'ENGINE_UNAVAILABLE', message: error.message, details };
        return { kind: 'failed', code: 'EFFECT_FAILED', message: error.message, details };
    }
    if (signal.aborted)
        return { kind: 'failed', code: 'ABORTED', message: `aborted: ${failures_describe(error)}` };
    const details = { name: error instanceof Error ? error.name : typeof error };
    const code = error?.code;
    if (typeof code === 'string')
        details.code = code;
    return { kind: 'failed', code: 'EFFECT_FAILED', message: failures_describe(error), details };
}
function failures_describe(error) {
    if (error instanceof Error)
        return error.message;
    return typeof error === 'string' ? error : 'node code threw a non-Error value';
}

;// CONCATENATED MODULE: ./src/graph/executor/payload.ts



const outputPurpose = 'graph-node-output';
const inputPurpose = 'graph-node-input';
function jsonBytes(value) {
    return Buffer.byteLength(canonicalJson(value), 'utf8');
}
/** True when the canonical JSON of a value holds a known secret (raw or JSON-escaped). */
function holdsKnownSecret(text, secrets) {
    for (const secret of secrets) {
        if (secret === '')
            continue;
        if (text.includes(secret))
            return true;
        const escaped = JSON.stringify(secret).slice(1, -1);
        if (escaped !== secret && text.includes(escaped))
            return true;
    }
    return false;
}
/** For messages we record: replaces known secrets and bounds the length. */
function redactText(text, secrets, max = 2000) {
    let out = text;
    for (const secret of secrets)
        if (secret !== '')
            out = out.split(secret).join('***');
    return out.length > max ? `${out.slice(0, max)}… (${out.length - max} more characters)` : out;
}
/**
 * Decides how a value fits into a record whose other fields are `base`: inline when the
 * record stays under the event limit, else as an artifact when the store admits it.
 */
async function fitValue(storage, artifacts, base, field, value, purpose) {
    let text;
    try {
        text = canonicalJson(value);
    }
    catch (error) {
        return { kind: 'not-json', message: error.message };
    }
    if (holdsKnownSecret(text, storage.knownSecrets))
        return { kind: 'secret' };
    const limit = storage.policy.maxEventPayloadBytes;
    const bytes = jsonBytes({ ...base, [field]: value });
    if (bytes <= limit)
        return { kind: 'inline' };
    if (purpose === undefined)
        return { kind: 'too-large', bytes, limit };
    try {
        const ref = await artifacts.put(text, { mediaType: 'application/json', purpose, contentMode: 'state' });
        return { kind: 'artifact', ref };
    }
    catch (error) {
        const code = error.code;
        if (code === 'STORAGE_LIMIT_EXCEEDED')
            return { kind: 'too-large', bytes, limit };
        if (code === 'KNOWN_SECRET')
            return { kind: 'secret' };
        throw error;
    }
}
async function readJsonArtifact(artifacts, ref) {
    const parsed = contract/* artifactRefSchema */.TK.parse(ref);
    return JSON.parse((await artifacts.get(parsed)).toString('utf8'));
}
/**
 * The data a graph form and the ledger see: a completion's `outputArtifact` read back into
 * `output`, a dispatch's `inputArtifact` into `input`. Other records are returned as stored.
 */
async function hydrateData(artifacts, event) {
    const data = event.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        return data;
    if (event.type === graphEventTypes.nodeCompleted && data.outputArtifact !== undefined && data.output === undefined) {
        return { ...data, output: await readJsonArtifact(artifacts, data.outputArtifact) };
    }
    if (event.type === graphEventTypes.nodeDispatched && Array.isArray(data.dispatches)) {
        const needs = data.dispatches.some((d) => typeof d === 'object' && d !== null && !Array.isArray(d) && 'inputArtifact' in d);
        if (!needs)
            return data;
        const dispatches = [];
        for (const entry of data.dispatches) {
            if (typeof entry === 'object' && entry !== null && !Array.isArray(entry) && entry.inputArtifact !== undefined) {
                const { inputArtifact, ...rest } = entry;
                dispatches.push({ ...rest, input: await readJsonArtifact(artifacts, inputArtifact) });
            }
            else
                dispatches.push(entry);
        }
        return { ...data, dispatches };
    }
    return data;
}

;// CONCATENATED MODULE: ./src/engine/prices.json
const prices_namespaceObject = /*#__PURE__*/JSON.parse('{"schemaVersion":1,"currency":"USD","unit":"per million tokens","note":"Published list prices (standard tier; Anthropic prompts up to 200K tokens, 5-minute cache writes). OpenAI charges no cache writes and reports none. Never fetched at run time; override with caller entries.","asOf":"2025-11","models":{"claude-opus-4-5":{"inputPerMTokUsd":5,"outputPerMTokUsd":25,"cacheWritePerMTokUsd":6.25,"cacheReadPerMTokUsd":0.5},"claude-opus-4-1":{"inputPerMTokUsd":15,"outputPerMTokUsd":75,"cacheWritePerMTokUsd":18.75,"cacheReadPerMTokUsd":1.5},"claude-opus-4":{"inputPerMTokUsd":15,"outputPerMTokUsd":75,"cacheWritePerMTokUsd":18.75,"cacheReadPerMTokUsd":1.5},"claude-sonnet-4-5":{"inputPerMTokUsd":3,"outputPerMTokUsd":15,"cacheWritePerMTokUsd":3.75,"cacheReadPerMTokUsd":0.3},"claude-sonnet-4":{"inputPerMTokUsd":3,"outputPerMTokUsd":15,"cacheWritePerMTokUsd":3.75,"cacheReadPerMTokUsd":0.3},"claude-3-7-sonnet":{"inputPerMTokUsd":3,"outputPerMTokUsd":15,"cacheWritePerMTokUsd":3.75,"cacheReadPerMTokUsd":0.3},"claude-3-5-sonnet":{"inputPerMTokUsd":3,"outputPerMTokUsd":15,"cacheWritePerMTokUsd":3.75,"cacheReadPerMTokUsd":0.3},"claude-haiku-4-5":{"inputPerMTokUsd":1,"outputPerMTokUsd":5,"cacheWritePerMTokUsd":1.25,"cacheReadPerMTokUsd":0.1},"claude-3-5-haiku":{"inputPerMTokUsd":0.8,"outputPerMTokUsd":4,"cacheWritePerMTokUsd":1,"cacheReadPerMTokUsd":0.08},"claude-3-haiku":{"inputPerMTokUsd":0.25,"outputPerMTokUsd":1.25,"cacheWritePerMTokUsd":0.3,"cacheReadPerMTokUsd":0.03},"claude-3-opus":{"inputPerMTokUsd":15,"outputPerMTokUsd":75,"cacheWritePerMTokUsd":18.75,"cacheReadPerMTokUsd":1.5},"gpt-5.1":{"inputPerMTokUsd":1.25,"outputPerMTokUsd":10,"cacheReadPerMTokUsd":0.125},"gpt-5.1-codex":{"inputPerMTokUsd":1.25,"outputPerMTokUsd":10,"cacheReadPerMTokUsd":0.125},"gpt-5.1-codex-mini":{"inputPerMTokUsd":0.25,"outputPerMTokUsd":2,"cacheReadPerMTokUsd":0.025},"gpt-5":{"inputPerMTokUsd":1.25,"outputPerMTokUsd":10,"cacheReadPerMTokUsd":0.125},"gpt-5-codex":{"inputPerMTokUsd":1.25,"outputPerMTokUsd":10,"cacheReadPerMTokUsd":0.125},"gpt-5-mini":{"inputPerMTokUsd":0.25,"outputPerMTokUsd":2,"cacheReadPerMTokUsd":0.025},"gpt-5-nano":{"inputPerMTokUsd":0.05,"outputPerMTokUsd":0.4,"cacheReadPerMTokUsd":0.005},"gpt-5-pro":{"inputPerMTokUsd":15,"outputPerMTokUsd":120},"gpt-4.1":{"inputPerMTokUsd":2,"outputPerMTokUsd":8,"cacheReadPerMTokUsd":0.5},"gpt-4.1-mini":{"inputPerMTokUsd":0.4,"outputPerMTokUsd":1.6,"cacheReadPerMTokUsd":0.1},"gpt-4.1-nano":{"inputPerMTokUsd":0.1,"outputPerMTokUsd":0.4,"cacheReadPerMTokUsd":0.025},"gpt-4o":{"inputPerMTokUsd":2.5,"outputPerMTokUsd":10,"cacheReadPerMTokUsd":1.25},"gpt-4o-mini":{"inputPerMTokUsd":0.15,"outputPerMTokUsd":0.6,"cacheReadPerMTokUsd":0.075},"o3":{"inputPerMTokUsd":2,"outputPerMTokUsd":8,"cacheReadPerMTokUsd":0.5},"o3-pro":{"inputPerMTokUsd":20,"outputPerMTokUsd":80},"o3-mini":{"inputPerMTokUsd":1.1,"outputPerMTokUsd":4.4,"cacheReadPerMTokUsd":0.55},"o4-mini":{"inputPerMTokUsd":1.1,"outputPerMTokUsd":4.4,"cacheReadPerMTokUsd":0.275},"o1":{"inputPerMTokUsd":15,"outputPerMTokUsd":60,"cacheReadPerMTokUsd":7.5},"codex-mini-latest":{"inputPerMTokUsd":1.5,"outputPerMTokUsd":6,"cacheReadPerMTokUsd":0.375}}}');
;// CONCATENATED MODULE: ./src/engine/prices.ts
// The shipped price table and its schema. Prices are never fetched at run time;
// callers override entries by name (mergePrices in cost.ts).


/** USD per million tokens. A cache rate is needed only for calls that report cache tokens. */
const priceEntrySchema = schemas/* strictObject */.rej({
    inputPerMTokUsd: schemas/* number */.aig().nonnegative(),
    outputPerMTokUsd: schemas/* number */.aig().nonnegative(),
    cacheWritePerMTokUsd: schemas/* number */.aig().nonnegative().optional(),
    cacheReadPerMTokUsd: schemas/* number */.aig().nonnegative().optional(),
});
/** Model name -> entry. */
const priceTableSchema = schemas/* record */.g1P(schemas/* string */.YjP().min(1), priceEntrySchema);
const priceFileSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    currency: schemas/* literal */.euz('USD'),
    unit: schemas/* string */.YjP(),
    note: schemas/* string */.YjP().optional(),
    asOf: schemas/* string */.YjP(),
    models: priceTableSchema,
});
const parsedFile = priceFileSchema.parse(prices_namespaceObject);
/** The table shipped with this release (frozen). */
const shippedPrices = Object.freeze(Object.fromEntries(Object.entries(parsedFile.models).map(([name, entry]) => [name, Object.freeze(entry)])));
/** Month the shipped list prices were taken from. */
const shippedPricesAsOf = parsedFile.asOf;

;// CONCATENATED MODULE: ./src/engine/cost.ts
// Cost of one call: matching a model name to a price entry and pricing its tokens.


/** A trailing release date: `-20250929` or `-2025-08-07`. */
const releaseDateSuffix = /-(?:\d{8}|\d{4}-\d{2}-\d{2})$/;
/**
 * Exact name first, then the name less a trailing release date. Never a prefix match:
 * `gpt-5.6` does not use `gpt-5`.
 */
function resolvePriceEntry(model, table) {
    const own = (name) => Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
    const exact = own(model);
    if (exact !== undefined)
        return { name: model, entry: exact };
    if (!releaseDateSuffix.test(model))
        return undefined;
    const undated = model.replace(releaseDateSuffix, '');
    const entry = own(undated);
    return entry === undefined ? undefined : { name: undated, entry };
}
/**
 * Prices a call from the table. Unknown when input or output tokens were not reported, the
 * model has no entry, or the call has cache tokens and the entry has no rate for them.
 */
function estimateCost(usage, model, table) {
    const { inputTokens, outputTokens, cacheReadTokens = 0, cacheWriteTokens = 0 } = usage;
    // Both counts are needed: pricing only one side would pass a lower bound off as the figure.
    if (inputTokens === undefined || outputTokens === undefined)
        return { kind: 'unknown' };
    if (model === undefined || model === '')
        return { kind: 'unknown' };
    const resolved = resolvePriceEntry(model, table);
    if (resolved === undefined)
        return { kind: 'unknown' };
    const { entry } = resolved;
    if (cacheReadTokens > 0 && entry.cacheReadPerMTokUsd === undefined)
        return { kind: 'unknown' };
    if (cacheWriteTokens > 0 && entry.cacheWritePerMTokUsd === undefined)
        return { kind: 'unknown' };
    const micro = (inputTokens ?? 0) * entry.inputPerMTokUsd +
        (outputTokens ?? 0) * entry.outputPerMTokUsd +
        cacheReadTokens * (entry.cacheReadPerMTokUsd ?? 0) +
        cacheWriteTokens * (entry.cacheWritePerMTokUsd ?? 0);
    const usd = roundUsd(micro / 1_000_000);
    if (!Number.isFinite(usd))
        return { kind: 'unknown' };
    return { kind: 'estimated', usd, entry: resolved.name };
}
/** Caller entries replace shipped ones by name (whole entries, cache rates included); new names add. */
function mergePrices(shipped, callerEntries) {
    const parsed = priceTableSchema.safeParse(callerEntries ?? {});
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue === undefined || issue.path.length === 0 ? 'prices' : `prices.${issue.path.join('.')}`;
        throw new engine_contract/* EngineError */.NJ(`${where}: ${issue?.message ?? 'invalid'}; expected { [model]: { inputPerMTokUsd, outputPerMTokUsd, cacheWritePerMTokUsd?, cacheReadPerMTokUsd? } } in USD per million tokens`, { kind: 'invalid-config' });
    }
    return { ...shipped, ...parsed.data };
}
/** Rounds away binary-fraction noise (1e-12 USD is far below any price). */
function roundUsd(usd) {
    return Math.round(usd * 1e12) / 1e12;
}

;// CONCATENATED MODULE: ./src/graph/executor/routing.ts
// One engine call on a plan lane: the effective target and at most one live fallback, only a
// dead-lane failure moves on, dead identities are recorded and skipped, every call is recorded
// (engine-started durable before the call; its end record batched with whatever follows).








const partsPurpose = 'runner-engine-parts';
/** Records an attempt produced that wait for the next append (batched with the outcome). */
class RecordBuffer {
    pending = [];
    #services;
    constructor(services) {
        this.#services = services;
    }
    push(record) {
        this.pending.push(record);
    }
    /** Appends what is buffered plus `records` as one batch (durable before it resolves). */
    async flush(records) {
        const batch = this.pending.splice(0, this.pending.length);
        await this.#services.record([...batch, ...records]);
    }
    take() {
        return this.pending.splice(0, this.pending.length);
    }
}
/** The first live target of a lane, in plan order, or undefined when all are dead. */
function liveTargets(services, lane) {
    const targets = services.plan.lanes[lane];
    if (targets === undefined)
        throw new GraphError('MISSING_ENGINE_BINDING', `lane "${lane}" is not in the run's plan (lanes: ${Object.keys(services.plan.lanes).join(', ') || 'none'})`);
    const dead = services.deadKeys();
    return targets.filter((t) => !dead.has(identityKey(t)));
}
async function callLane(services, buffer, call, signal) {
    const live = liveTargets(services, call.lane);
    if (live.length === 0) {
        throw new NodeFailure('ENGINE_UNAVAILABLE', `every target of lane "${call.lane}" is recorded dead; no engine ran`, {
            lane: call.lane,
        });
    }
    const tries = live.slice(0, 2);
    const secrets = services.storage.knownSecrets;
    for (let index = 0; index < tries.length; index += 1) {
        const target = tries[index];
        const engine = services.engineFor(target);
        if (engine === undefined) {
            throw new GraphError('MISSING_ENGINE_BINDING', `plan target ${target.provider}/${target.model} of lane "${call.lane}" has no engine binding`);
        }
        const callId = (0,external_node_crypto_.randomUUID)();
        const started = {
            type: engineEventTypes.started,
            session: services.session,
            data: {
                position: call.position,
                attemptId: call.attemptId,
                callId,
                lane: call.lane,
                target,
                identity: { ...engine.identity },
            },
        };
        await buffer.flush([{ event: started }]);
        let result;
        try {
            result = await runEngine(engine, call, signal);
        }
        catch (thrown) {
            const error = toEngineError(thrown, signal);
            const failed = {
                callId,
                kind: error.kind,
                message: redactText(error.message, secrets),
            };
            if (error.usage !== undefined)
                failed.usage = { ...priced(services, error.usage, engine), failed: true };
            buffer.push({ event: { type: engineEventTypes.failed, session: services.session, data: failed } });
            if (!error.deadLane)
                throw error;
            buffer.push({
                event: {
                    type: graphEventTypes.laneDead,
                    session: services.session,
                    data: {
                        position: call.position,
                        attemptId: call.attemptId,
                        lane: call.lane,
                        selected: { ...engine.identity },
                        reported: { ...(error.reported ?? engine.identity) },
                        kind: error.kind,
                        message: redactText(error.message, secrets),
                    },
                },
            });
            if (index + 1 < tries.length)
                continue;
            throw new NodeFailure('ENGINE_UNAVAILABLE', `lane "${call.lane}": ${error.message}`, {
                lane: call.lane,
                kind: error.kind,
            });
        }
        const completed = {
            callId,
            usage: priced(services, result.usage, engine),
            reported: { ...result.reported },
        };
        if (result.parts !== undefined && result.parts.length > 0) {
            try {
                completed.partsArtifact = await services.artifacts.put(JSON.stringify(result.parts), {
                    mediaType: 'application/json',
                    purpose: partsPurpose,
                    contentMode: 'state',
                });
            }
            catch (error) {
                const code = error.code;
                if (code !== 'STORAGE_LIMIT_EXCEEDED' && code !== 'KNOWN_SECRET')
                    throw error;
                // The call's end record cannot claim measured usage: nothing of its answer was kept.
                buffer.push({
                    event: {
                        type: engineEventTypes.failed,
                        session: services.session,
                        data: {
                            callId,
                            kind: 'other',
                            code,
                            message: `the engine's response parts were refused by the store (${code})`,
                        },
                    },
                });
                throw new NodeFailure('EFFECT_FAILED', `the engine's response parts could not be stored (${code})`, {
                    storageCode: code,
                });
            }
        }
        buffer.push({ event: { type: engineEventTypes.completed, session: services.session, data: completed } });
        return result;
    }
    throw new NodeFailure('ENGINE_UNAVAILABLE', `lane "${call.lane}" has no live target`, { lane: call.lane });
}
async function runEngine(engine, call, signal) {
    const raw = await engine.run({ prompt: call.prompt, attemptId: call.attemptId }, signal);
    const parsed = engine_contract/* engineResultSchema */.Rs.safeParse(raw);
    if (!parsed.success) {
        throw new engine_contract/* EngineError */.NJ(`engine returned a malformed result: ${parsed.error.issues[0]?.message ?? 'invalid'}`, {
            kind: 'protocol',
        });
    }
    return parsed.data;
}
function toEngineError(thrown, signal) {
    if (thrown instanceof engine_contract/* EngineError */.NJ)
        return thrown;
    if (signal.aborted)
        return new engine_contract/* EngineError */.NJ(`aborted: ${failures_describe(thrown)}`, { kind: 'aborted', cause: thrown });
    return new engine_contract/* EngineError */.NJ(failures_describe(thrown), { kind: 'other', cause: thrown });
}
/** Fills in an estimated cost when the engine measured tokens but gave no figure. */
function priced(services, usage, engine) {
    if (!usage.measured || usage.cost.kind !== 'unknown')
        return { ...usage };
    const table = services.prices === undefined ? shippedPrices : mergePrices(shippedPrices, services.prices);
    return { ...usage, cost: estimateCost(usage, usage.model ?? engine.identity.model, table) };
}

;// CONCATENATED MODULE: ./src/graph/executor/services.ts

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
        engineFor: (target) => options.engines.find((b) => identityKey(b.target) === identityKey(target))?.engine,
    };
}
function now(services) {
    return services.clock().getTime();
}

;// CONCATENATED MODULE: ./src/graph/executor/attempt.ts
// The safe node-attempt lifecycle: action policy (before any start record), the durable
// `node-attempt-started`, the `before` hook, node code, then the outcome records (completed /
// paused / failed) plus the `after` hook's records, returned to the executor for one batch.








const policyDecisionSchema = schemas/* discriminatedUnion */.gMt('decision', [
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('allow') }),
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('wait'), reason: schemas/* string */.YjP(), request: contract/* jsonValueSchema */.F7 }),
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('deny'), reason: schemas/* string */.YjP() }),
]);
/** The `node-attempt-started` record of a plan. */
function startRecord(services, plan) {
    const { binding } = plan;
    const data = {
        position: plan.position,
        nodeId: plan.nodeId,
        identity: { attemptId: plan.attemptId, position: plan.position, attempt: plan.attempt },
        // Saved now: crash recovery follows this value, not whatever the binding says later.
        retrySafe: binding.retrySafe === true,
        kind: binding.kind,
    };
    if (binding.kind === 'engine') {
        const target = liveTargets(services, binding.lane)[0];
        data.lane = { name: binding.lane, target: target === undefined ? null : { ...target } };
    }
    return { event: { type: graphEventTypes.attemptStarted, session: services.session, data } };
}
/** Runs one attempt to its outcome records. Rejects only on executor-level failures. */
async function runAttempt(services, plan, signal) {
    const startedAt = now(services);
    const buffer = new RecordBuffer(services);
    const ctx = {
        position: plan.position,
        nodeId: plan.nodeId,
        input: plan.input,
        attemptId: plan.attemptId,
        attempt: plan.attempt,
        signal,
        ...(plan.resumedFrom === undefined ? {} : { resumedFrom: plan.resumedFrom }),
    };
    let started = plan.preStarted;
    const finish = async (outcome) => {
        const attemptId = started ? plan.attemptId : undefined;
        const { records, summary } = await outcomeRecords(services, plan.position, attemptId, outcome, now(services) - startedAt);
        const all = [...buffer.take(), ...records];
        if (started && services.hooks?.after !== undefined) {
            for (const event of await services.hooks.after(info(plan), summary))
                all.push({ event });
        }
        return { position: plan.position, records: all };
    };
    if (!started) {
        const gate = await checkPolicy(plan.binding, ctx, signal);
        if (gate !== undefined)
            return finish(gate);
        await services.record([startRecord(services, plan)]);
        started = true;
    }
    await services.hooks?.before?.(info(plan));
    if (signal.aborted)
        return finish({ kind: 'failed', code: 'ABORTED', message: 'the run was aborted before node code started' });
    try {
        return await finish(await runNode(services, plan, ctx, buffer, signal));
    }
    catch (error) {
        if (error instanceof NodeFailureEscape)
            throw error.cause;
        return finish(outcomeFromError(error, signal));
    }
}
/** Wraps executor-level errors (storage, protocol) so node-code error handling does not swallow them. */
class NodeFailureEscape extends Error {
}
async function runNode(services, plan, ctx, buffer, signal) {
    const { binding } = plan;
    if (binding.kind === 'data') {
        const dataCtx = {
            ...ctx,
            memory: services.memory,
            runChild: (options) => runChild(services, plan.position, options, signal),
            callEngine: (lane, prompt) => guard(() => callLane(services, buffer, { position: plan.position, attemptId: plan.attemptId, lane, prompt }, signal)),
        };
        return { kind: 'completed', output: await binding.run(plan.input, dataCtx) };
    }
    const prompt = await binding.prompt(plan.input, { ...ctx, lane: binding.lane });
    if (typeof prompt !== 'string')
        throw new NodeFailure('EFFECT_FAILED', `the prompt builder of node "${plan.nodeId}" returned ${typeof prompt}, not a string`);
    const result = await guard(() => callLane(services, buffer, { position: plan.position, attemptId: plan.attemptId, lane: binding.lane, prompt }, signal));
    return {
        kind: 'completed',
        output: binding.parse === undefined ? (result.structured ?? result.text) : binding.parse(result),
    };
}
/** Lets storage failures during an engine call end the executor instead of becoming node failures. */
async function guard(fn) {
    try {
        return await fn();
    }
    catch (error) {
        const code = error.name;
        if (code === 'StorageError')
            throw new NodeFailureEscape('storage failure', { cause: error });
        throw error;
    }
}
async function checkPolicy(binding, ctx, signal) {
    if (signal.aborted)
        return { kind: 'failed', code: 'ABORTED', message: 'the run was aborted before the attempt started' };
    if (binding.policy === undefined)
        return undefined;
    let decision;
    try {
        const parsed = policyDecisionSchema.safeParse(await binding.policy({
            ...ctx,
            kind: binding.kind,
            ...(binding.kind === 'engine' ? { lane: binding.lane } : {}),
        }));
        if (!parsed.success) {
            return {
                kind: 'failed',
                code: 'EFFECT_FAILED',
                message: `the action policy returned an invalid decision: ${parsed.error.issues[0]?.message ?? 'invalid'}; expected allow, wait (reason, request) or deny (reason)`,
            };
        }
        decision = parsed.data;
    }
    catch (error) {
        const outcome = outcomeFromError(error, signal);
        return outcome.kind === 'failed' && outcome.code === 'EFFECT_FAILED'
            ? { ...outcome, message: `the action policy threw: ${outcome.message}` }
            : outcome;
    }
    if (decision.decision === 'wait')
        return { kind: 'paused', pauseKind: 'policy', reason: decision.reason, request: decision.request };
    if (decision.decision === 'deny')
        return { kind: 'failed', code: 'DENIED', message: decision.reason };
    return undefined;
}
function info(plan) {
    return {
        position: plan.position,
        nodeId: plan.nodeId,
        attemptId: plan.attemptId,
        attempt: plan.attempt,
        retrySafe: plan.binding.retrySafe === true,
        kind: plan.binding.kind,
    };
}
/** Builds the outcome record, moving a large output to an artifact or failing RESULT_TOO_LARGE. */
async function outcomeRecords(services, position, attemptId, outcome, durationMs) {
    const secrets = services.storage.knownSecrets;
    const base = { position, durationMs: Math.max(0, durationMs) };
    if (attemptId !== undefined)
        base.attemptId = attemptId;
    const failed = (code, message, details) => {
        const data = { ...base, code, message: redactText(message, secrets) };
        if (details !== undefined)
            data.details = details;
        return {
            records: [{ event: { type: graphEventTypes.nodeFailed, session: services.session, data } }],
            summary: { kind: 'failed', code, message: data.message },
        };
    };
    if (outcome.kind === 'failed')
        return failed(outcome.code, outcome.message, outcome.details);
    if (outcome.kind === 'paused') {
        const reason = redactText(outcome.reason, secrets);
        const pauseBase = { position, pauseKind: outcome.pauseKind, reason };
        if (attemptId !== undefined)
            pauseBase.attemptId = attemptId;
        const fit = await fitValue(services.storage, services.artifacts, pauseBase, 'request', outcome.request, undefined);
        if (fit.kind === 'inline') {
            const data = { ...pauseBase, request: outcome.request };
            return {
                records: [{ event: { type: graphEventTypes.nodePaused, session: services.session, data } }],
                summary: { kind: 'paused', reason },
            };
        }
        if (fit.kind === 'artifact')
            throw new Error('unreachable: pause requests are never stored as artifacts');
        return failedFit(fit, 'pause request', failed);
    }
    // A node that returns nothing completes with null.
    const output = (outcome.output === undefined ? null : outcome.output);
    const fit = await fitValue(services.storage, services.artifacts, base, 'output', output, outputPurpose);
    if (fit.kind === 'inline') {
        return {
            records: [
                { event: { type: graphEventTypes.nodeCompleted, session: services.session, data: { ...base, output } } },
            ],
            summary: { kind: 'completed', output },
        };
    }
    if (fit.kind === 'artifact') {
        const event = {
            type: graphEventTypes.nodeCompleted,
            session: services.session,
            data: { ...base, outputArtifact: fit.ref },
        };
        return {
            records: [{ event, foldData: { ...base, outputArtifact: fit.ref, output } }],
            summary: { kind: 'completed', output },
        };
    }
    return failedFit(fit, 'result', failed);
}
function failedFit(fit, what, failed) {
    if (fit.kind === 'too-large') {
        return failed('RESULT_TOO_LARGE', `the node's ${what} (${fit.bytes} bytes as a record) is larger than the store admits (event limit ${fit.limit} bytes)`, { bytes: fit.bytes, limit: fit.limit });
    }
    if (fit.kind === 'secret')
        return failed('EFFECT_FAILED', `the node's ${what} holds a known secret and was not stored`, {
            reason: 'KNOWN_SECRET',
        });
    return failed('EFFECT_FAILED', `the node's ${what} is not JSON: ${fit.message}`, { reason: 'NOT_JSON' });
}

;// CONCATENATED MODULE: ./src/graph/executor/decisions.ts
// Talking to the graph form: folding and deciding with its errors wrapped, checking what it
// decides (shape, duplicate positions, bindings), and building the dispatch record.






function foldEvent(graph, state, event) {
    try {
        return graph.fold(state, event);
    }
    catch (error) {
        throw new GraphError('PROTOCOL', `graph "${graph.form}" failed to fold ${event.type}: ${error.message}`, { cause: error });
    }
}
function askGraph(graph, state) {
    let raw;
    try {
        raw = graph.decide(state);
    }
    catch (error) {
        throw new GraphError('PROTOCOL', `graph "${graph.form}" failed to decide: ${error.message}`, {
            cause: error,
        });
    }
    return checkDecision(graph.form, raw);
}
/**
 * Validates a decision by hand (it runs once per node, and a schema walk of every input costs
 * more than the rest of the executor's work); inputs must be plain JSON.
 */
function checkDecision(form, raw) {
    const refuse = (what) => {
        throw new GraphError('PROTOCOL', `graph "${form}" returned an invalid decision: ${what}`);
    };
    if (typeof raw !== 'object' || raw === null)
        return refuse('decision: expected an object with kind dispatch, complete or fail');
    const decision = raw;
    const json = (value, at) => {
        try {
            canonicalJson(value);
        }
        catch (error) {
            refuse(`${at}: ${error.message.replace(/^canonicalJson: \$\.?/, '')} (must be JSON)`);
        }
    };
    switch (decision.kind) {
        case 'dispatch': {
            if (!Array.isArray(decision.dispatches))
                return refuse('decision.dispatches: expected an array');
            decision.dispatches.forEach((entry, index) => {
                const at = `decision.dispatches[${index}]`;
                if (typeof entry !== 'object' || entry === null)
                    refuse(`${at}: expected { position, nodeId, input }`);
                const d = entry;
                if (typeof d.position !== 'string' || d.position === '')
                    refuse(`${at}.position: expected a non-empty string`);
                if (typeof d.nodeId !== 'string' || d.nodeId === '')
                    refuse(`${at}.nodeId: expected a non-empty string`);
                if (d.input === undefined)
                    refuse(`${at}.input: required (use null for none)`);
                json(d.input, `${at}.input`);
            });
            return {
                kind: 'dispatch',
                dispatches: decision.dispatches.map((d) => ({
                    position: d.position,
                    nodeId: d.nodeId,
                    input: d.input,
                })),
            };
        }
        case 'complete':
            if (decision.output === undefined)
                refuse('decision.output: required (use null for none)');
            json(decision.output, 'decision.output');
            return { kind: 'complete', output: decision.output };
        case 'fail':
            if (typeof decision.code !== 'string' || decision.code === '')
                refuse('decision.code: expected a non-empty string');
            if (typeof decision.message !== 'string')
                refuse('decision.message: expected a string');
            return { kind: 'fail', code: decision.code, message: decision.message };
        default:
            return refuse(`decision.kind: expected dispatch, complete or fail (got ${JSON.stringify(decision.kind) ?? 'undefined'})`);
    }
}
/** Refuses a decision the executor must not record. */
function checkDispatches(dispatches, ledger, nodes, plan) {
    const seen = new Set();
    for (const dispatch of dispatches) {
        if (seen.has(dispatch.position) || ledger.get(dispatch.position) !== undefined) {
            throw new GraphError('DUPLICATE_POSITION', `position "${dispatch.position}" is already dispatched; a position is dispatched once (a retry is a new position)`, { position: dispatch.position });
        }
        seen.add(dispatch.position);
        const binding = Object.prototype.hasOwnProperty.call(nodes, dispatch.nodeId) ? nodes[dispatch.nodeId] : undefined;
        if (binding === undefined) {
            throw new GraphError('MISSING_NODE_BINDING', `the graph dispatched node "${dispatch.nodeId}" at "${dispatch.position}", which has no node binding (bound: ${Object.keys(nodes).join(', ') || 'none'})`, { position: dispatch.position });
        }
        if (binding.kind === 'engine' && !Object.hasOwn(plan.lanes, binding.lane)) {
            throw new GraphError('MISSING_ENGINE_BINDING', `node "${dispatch.nodeId}" uses lane "${binding.lane}", which is not in the run's plan`, { position: dispatch.position });
        }
    }
}
/**
 * The one record holding a whole decision. Inputs that would push it past the event limit are
 * stored as artifacts (purpose `graph-node-input`); `foldData` keeps them inline for folding.
 */
async function dispatchRecord(storage, artifacts, session, dispatches) {
    const inline = { dispatches: dispatches.map((d) => ({ position: d.position, nodeId: d.nodeId, input: d.input })) };
    const event = { type: graphEventTypes.nodeDispatched, session, data: inline };
    if (jsonBytes(inline) <= storage.policy.maxEventPayloadBytes)
        return { event };
    const stored = [];
    for (const d of dispatches) {
        if (jsonBytes(d.input) <= 1024)
            stored.push({ position: d.position, nodeId: d.nodeId, input: d.input });
        else {
            const ref = await artifacts.put(JSON.stringify(d.input), {
                mediaType: 'application/json',
                purpose: inputPurpose,
                contentMode: 'state',
            });
            stored.push({ position: d.position, nodeId: d.nodeId, inputArtifact: ref });
        }
    }
    return { event: { ...event, data: { dispatches: stored } }, foldData: inline };
}
/** The decision's record and, per dispatch, its attempt plan (with its start record unless a policy gates it). */
async function planDispatches(dispatches, context) {
    const records = [await dispatchRecord(context.storage, context.artifacts, context.session, dispatches)];
    const launches = [];
    for (const dispatch of dispatches) {
        const binding = context.nodes[dispatch.nodeId];
        const plan = {
            position: dispatch.position,
            nodeId: dispatch.nodeId,
            input: dispatch.input,
            binding,
            attemptId: (0,external_node_crypto_.randomUUID)(),
            attempt: 1,
            preStarted: binding.policy === undefined,
            resumedFrom: undefined,
        };
        if (plan.preStarted)
            records.push(startRecord(context.services, plan));
        launches.push(plan);
    }
    return { records, launches };
}

;// CONCATENATED MODULE: ./src/graph/executor/ledger.ts


class Ledger {
    /** Records this process built itself are well-formed: skip re-validating them. */
    #trusted = false;
    positions = new Map();
    /** Open and paused positions, kept apart so the per-node questions do not scan every position ever dispatched. */
    #unsettled = new Set();
    /** Dispatch order of every position, for answers in that order. */
    #ordinal = new Map();
    deadKeys = new Set();
    dispatchCount = 0;
    runStarted = false;
    apply(event, trusted = false) {
        this.#trusted = trusted;
        switch (event.type) {
            case graphEventTypes.runStarted:
                this.runStarted = true;
                return;
            case graphEventTypes.nodeDispatched: {
                for (const entry of this.#parse(nodeDispatchedSchema, event).dispatches) {
                    const input = 'input' in entry ? entry.input : null;
                    const record = {
                        position: entry.position,
                        nodeId: entry.nodeId,
                        input,
                        dispatchSeq: event.seq,
                        attempts: [],
                        startedSinceOffer: false,
                        status: 'open',
                        pause: undefined,
                        resumedFrom: undefined,
                    };
                    const replaced = this.positions.get(entry.position);
                    if (replaced !== undefined)
                        this.#unsettled.delete(replaced);
                    this.positions.set(entry.position, record);
                    this.#ordinal.set(record, this.#ordinal.size);
                    this.#unsettled.add(record);
                    this.dispatchCount += 1;
                }
                return;
            }
            case graphEventTypes.attemptStarted: {
                const data = this.#parse(attemptStartedSchema, event);
                const record = this.at(data.position, event);
                record.attempts.push({
                    attemptId: data.identity.attemptId,
                    attempt: data.identity.attempt,
                    retrySafe: data.retrySafe,
                });
                record.startedSinceOffer = true;
                this.#setStatus(record, 'open');
                return;
            }
            case graphEventTypes.nodeCompleted:
                this.#setStatus(this.at(this.#parse(nodeCompletedSchema, event).position, event), 'completed');
                return;
            case graphEventTypes.nodeFailed:
                this.#setStatus(this.at(this.#parse(nodeFailedSchema, event).position, event), 'failed');
                return;
            case graphEventTypes.nodePaused: {
                const data = this.#parse(nodePausedSchema, event);
                const record = this.at(data.position, event);
                this.#setStatus(record, 'paused');
                record.pause = {
                    pauseEventId: event.id,
                    reason: data.reason,
                    request: data.request,
                    pauseKind: data.pauseKind,
                    attemptId: data.attemptId,
                };
                return;
            }
            case graphEventTypes.nodeResumed: {
                const record = this.at(this.#parse(nodeResumedSchema, event).position, event);
                const { pause } = record;
                record.resumedFrom =
                    pause === undefined
                        ? undefined
                        : { pauseEventId: pause.pauseEventId, reason: pause.reason, request: pause.request };
                record.pause = undefined;
                this.#setStatus(record, 'open');
                record.startedSinceOffer = false;
                return;
            }
            case graphEventTypes.laneDead:
                this.noteDead(event.data, event);
                return;
            default:
                return;
        }
    }
    /** Adds the selected and reported identities of a `graph:lane-dead` record to the dead set. */
    noteDead(data, event) {
        const parsed = parse(laneDeadSchema, event ?? { id: '', seq: -1, type: graphEventTypes.laneDead, session: 0, data });
        this.deadKeys.add(identityKey(parsed.selected));
        this.deadKeys.add(identityKey(parsed.reported));
    }
    get(position) {
        return this.positions.get(position);
    }
    /** Positions dispatched and not settled or paused, in dispatch order. */
    open() {
        return this.#unsettledWith('open');
    }
    paused() {
        return this.#unsettledWith('paused');
    }
    #unsettledWith(status) {
        const found = [];
        for (const record of this.#unsettled)
            if (record.status === status)
                found.push(record);
        if (found.length > 1)
            found.sort((a, b) => this.#ordinal.get(a) - this.#ordinal.get(b));
        return found;
    }
    #setStatus(record, status) {
        record.status = status;
        if (status === 'open' || status === 'paused')
            this.#unsettled.add(record);
        else
            this.#unsettled.delete(record);
    }
    #parse(schema, event) {
        return this.#trusted ? event.data : parse(schema, event);
    }
    at(position, event) {
        const record = this.positions.get(position);
        if (record === undefined) {
            throw new GraphError('PROTOCOL', `graph log record ${event.seq} (${event.type}) names position "${position}", which was never dispatched`);
        }
        return record;
    }
}
function parse(schema, event) {
    const parsed = schema.safeParse(event.data);
    if (!parsed.success) {
        throw new GraphError('PROTOCOL', `graph log record ${event.seq} (${event.type}) is malformed: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    }
    return parsed.data;
}

;// CONCATENATED MODULE: ./src/graph/executor/loader.ts




async function loadSpec(storage, runId, graph) {
    const { spec, definition } = await readStoredGraphSpec(storage, runId);
    checkGraphMatches(graph, spec);
    return { ...spec, definitionValue: definition };
}
/** Every plan target needs an engine binding; every engine node's lane must be in the plan. */
function checkBindings(plan, nodes, engines) {
    const bound = new Set(engines.map((b) => identityKey(b.target)));
    for (const [lane, targets] of Object.entries(plan.lanes)) {
        for (const target of targets) {
            if (!bound.has(identityKey(target))) {
                throw new GraphError('MISSING_ENGINE_BINDING', `plan target ${target.provider}/${target.model} of lane "${lane}" has no engine binding`);
            }
        }
    }
    for (const [nodeId, binding] of Object.entries(nodes)) {
        if (binding.kind === 'engine' && !Object.hasOwn(plan.lanes, binding.lane)) {
            throw new GraphError('MISSING_ENGINE_BINDING', `node "${nodeId}" uses lane "${binding.lane}", which is not in the run's plan (lanes: ${Object.keys(plan.lanes).join(', ') || 'none'})`);
        }
    }
}
function isGraphEvent(type) {
    return type.startsWith('graph:');
}
/** Stored graph records after `from`, hydrated; runner: records are skipped. */
async function readGraphEvents(storage, artifacts, runId, from) {
    const read = await storage.readEvents(runId, 'graph', from);
    const events = [];
    for (const event of read.events) {
        if (isGraphEvent(event.type))
            events.push(await toLedgerEvent(artifacts, event));
    }
    return { events, cursor: read.cursor };
}
async function toLedgerEvent(artifacts, event) {
    return {
        id: event.id,
        seq: event.seq,
        type: event.type,
        session: event.session,
        data: await hydrateData(artifacts, event),
    };
}
/** Refusals that need no stored state: memory, session, maxDispatches. */
function checkOptions(options) {
    if (options.graph.requiresMemory === true && (options.memory === undefined || options.memory === null)) {
        throw new GraphError('MISSING_MEMORY', `graph "${options.graph.form}" declares requiresMemory: true; pass a memory object to createGraphExecutor`);
    }
    if (!Number.isSafeInteger(options.session) || options.session < 1) {
        throw new GraphError('PROTOCOL', `session must be a positive integer (got ${String(options.session)})`);
    }
    if (options.maxDispatches !== undefined &&
        (!Number.isSafeInteger(options.maxDispatches) || options.maxDispatches < 0)) {
        throw new GraphError('PROTOCOL', `maxDispatches must be a non-negative integer (got ${String(options.maxDispatches)})`);
    }
}
function pauseResult(paused) {
    return {
        kind: 'pause',
        positions: paused.map((r) => r.position),
        pauses: paused.map((r) => ({
            position: r.position,
            nodeId: r.nodeId,
            eventId: r.pause.pauseEventId,
            reason: r.pause.reason,
            request: r.pause.request,
        })),
    };
}

;// CONCATENATED MODULE: ./src/graph/executor/resume.ts
// What `resume(position)` records, by the state the position was left in (the seed's recovery
// table) and the optional reconcile decision (DESIGN.md section 5).









const reconcileDecisionSchema = schemas/* discriminatedUnion */.gMt('decision', [
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('retry'), decidedBy: schemas/* string */.YjP().min(1) }),
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('complete'), output: contract/* jsonValueSchema */.F7.optional(), decidedBy: schemas/* string */.YjP().min(1) }),
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('fail'), message: schemas/* string */.YjP().optional(), decidedBy: schemas/* string */.YjP().min(1) }),
]);
const uncertainReason = 'the previous process stopped after node code started and the attempt is not retry-safe, so its outcome is uncertain';
function parseDecision(decision) {
    if (decision === undefined)
        return undefined;
    const parsed = reconcileDecisionSchema.safeParse(decision);
    if (!parsed.success) {
        throw new GraphError('RESUME_DECISION', `invalid reconcile decision: ${parsed.error.issues[0]?.message ?? 'invalid'}; expected { decision: 'retry' | 'complete' (output?) | 'fail' (message?), decidedBy }`);
    }
    return parsed.data;
}
function planResume(record, decision, session) {
    const { position } = record;
    const event = (type, data) => ({ event: { type, session, data } });
    if (record.status === 'paused') {
        const pause = record.pause;
        const resumed = event(graphEventTypes.nodeResumed, { position, pauseEventId: pause.pauseEventId });
        if (decision === undefined)
            return { kind: 'run', records: [resumed] };
        if (pause.pauseKind !== 'reconcile-attempt') {
            throw new GraphError('RESUME_DECISION', `position "${position}" is paused by ${pause.pauseKind === 'policy' ? 'an action policy' : 'an engine policy'}, not for reconciliation; resume it without a decision`, { position });
        }
        const reconciled = {
            position,
            pauseEventId: pause.pauseEventId,
            decision: decision.decision,
            decidedBy: decision.decidedBy,
        };
        if (pause.attemptId !== undefined)
            reconciled.attemptId = pause.attemptId;
        if (decision.decision === 'retry')
            return { kind: 'run', records: [event(graphEventTypes.nodeReconciled, reconciled), resumed] };
        if (decision.decision === 'complete') {
            const output = decision.output ?? null;
            return {
                kind: 'complete',
                records: [event(graphEventTypes.nodeReconciled, { ...reconciled, output })],
                output,
                attemptId: pause.attemptId,
            };
        }
        const message = decision.message ?? `recorded failed by ${decision.decidedBy}'s reconcile decision`;
        const failed = {
            position,
            code: 'RECONCILED_FAILED',
            message,
            durationMs: 0,
            details: { decidedBy: decision.decidedBy },
        };
        if (pause.attemptId !== undefined)
            failed.attemptId = pause.attemptId;
        return {
            kind: 'record',
            records: [
                event(graphEventTypes.nodeReconciled, { ...reconciled, message }),
                event(graphEventTypes.nodeFailed, failed),
            ],
        };
    }
    if (decision !== undefined) {
        throw new GraphError('RESUME_DECISION', `position "${position}" is not paused for reconciliation; a decision applies only to a reconcile-attempt pause`, { position });
    }
    // In flight when the earlier process stopped.
    if (!record.startedSinceOffer)
        return { kind: 'run', records: [] };
    const last = record.attempts[record.attempts.length - 1];
    if (last.retrySafe)
        return { kind: 'run', records: [event(graphEventTypes.nodeResumed, { position, attemptId: last.attemptId })] };
    return {
        kind: 'record',
        records: [
            event(graphEventTypes.nodePaused, {
                position,
                attemptId: last.attemptId,
                pauseKind: 'reconcile-attempt',
                reason: uncertainReason,
                request: { kind: 'reconcile-attempt', attemptId: last.attemptId },
            }),
        ],
    };
}
/** The records and the attempt a resume hands to the executor's next batch. */
async function resumeFront(record, decision, context) {
    const { nodes, session, services } = context;
    const plan = planResume(record, decision, session);
    const front = { records: [...plan.records], exclude: new Set([record.position]), launches: [] };
    if (plan.kind === 'run') {
        const binding = Object.prototype.hasOwnProperty.call(nodes, record.nodeId) ? nodes[record.nodeId] : undefined;
        if (binding === undefined) {
            throw new GraphError('MISSING_NODE_BINDING', `position "${record.position}" runs node "${record.nodeId}", which has no node binding`, { position: record.position });
        }
        const resumedFrom = record.status === 'paused' && record.pause !== undefined
            ? { pauseEventId: record.pause.pauseEventId, reason: record.pause.reason, request: record.pause.request }
            : record.resumedFrom;
        const attempt = {
            position: record.position,
            nodeId: record.nodeId,
            input: record.input,
            binding,
            attemptId: (0,external_node_crypto_.randomUUID)(),
            attempt: record.attempts.length + 1,
            preStarted: binding.policy === undefined,
            resumedFrom,
        };
        if (attempt.preStarted)
            front.records.push(startRecord(services, attempt));
        front.launches.push(attempt);
    }
    else if (plan.kind === 'complete') {
        const { records } = await outcomeRecords(services, record.position, plan.attemptId, { kind: 'completed', output: plan.output }, 0);
        const completion = records[0];
        if (completion.event.type !== graphEventTypes.nodeCompleted) {
            const data = completion.event.data;
            throw new GraphError('RESUME_DECISION', `the reconcile output cannot be recorded: ${data.message ?? 'refused'}`, {
                position: record.position,
            });
        }
        const data = {
            ...completion.event.data,
            reconciled: true,
        };
        const reconciled = front.records[0];
        if (data.outputArtifact !== undefined) {
            // The output lives in an artifact; keep the reconcile record small.
            const { output: _dropped, ...rest } = reconciled.event.data;
            front.records[0] = { event: { ...reconciled.event, data: rest } };
        }
        front.records.push({
            event: { ...completion.event, data },
            ...(completion.foldData === undefined
                ? {}
                : { foldData: { ...completion.foldData, reconciled: true } }),
        });
    }
    return front;
}
/** Resume rebuilds the dispatch from its event prefix and the graph's decision; they must agree. */
async function checkRebuild(record, context) {
    const { storage, runId, graph, spec, artifacts } = context;
    const read = await readGraphEvents(storage, artifacts, runId);
    let state = graph.initial({
        graphDefinition: spec.graphDefinition,
        plan: spec.plan,
        resolvedInputs: spec.resolvedInputs,
    });
    for (const event of read.events) {
        if (event.seq >= record.dispatchSeq)
            break;
        state = foldEvent(graph, state, event);
    }
    const decision = askGraph(graph, state);
    const rebuilt = decision.kind === 'dispatch' ? decision.dispatches.find((d) => d.position === record.position) : undefined;
    if (rebuilt === undefined ||
        rebuilt.nodeId !== record.nodeId ||
        canonicalJson(rebuilt.input) !== canonicalJson(record.input)) {
        throw new GraphError('RESUME_EVENT_MISMATCH', `the graph, replayed to the record that dispatched "${record.position}", no longer decides that position with node "${record.nodeId}" and the recorded input`, { position: record.position });
    }
}

;// CONCATENATED MODULE: ./src/graph/executor/executor.ts









function createGraphExecutor(options) {
    checkOptions(options);
    return new Executor(options);
}
class Executor {
    #options;
    #artifacts;
    #spec;
    #state;
    #ledger = new Ledger();
    #cursor;
    #log;
    #running = new Map();
    #active = false;
    #generation = 0;
    #queue = Promise.resolve();
    #budgetStop = false;
    constructor(options) {
        this.#options = options;
        this.#artifacts = options.storage.artifacts(options.runId);
    }
    run(signal) {
        return this.#withSession(signal, async (session) => {
            await this.#commit({ records: [], exclude: new Set(), launches: [] }, session);
            return this.#loop(session);
        });
    }
    resume(position, signal, decision, options) {
        return this.#withSession(signal, async (session) => {
            const parsed = parseDecision(decision);
            const record = this.#ledger.get(position);
            if (record === undefined || record.status === 'completed' || record.status === 'failed') {
                const open = [...this.#ledger.open(), ...this.#ledger.paused()].map((r) => r.position);
                const why = record === undefined ? 'was never dispatched' : `is already ${record.status}`;
                throw new GraphError('RESUME_POSITION', `position "${position}" ${why}; resumable positions: ${open.join(', ') || 'none'}`, { position });
            }
            if (options?.pauseEventId !== undefined && record.pause?.pauseEventId !== options.pauseEventId) {
                throw new GraphError('RESUME_EVENT_MISMATCH', `position "${position}" is not paused by record ${options.pauseEventId} (current pause: ${record.pause?.pauseEventId ?? 'none'})`, { position });
            }
            const { storage, runId, graph, nodes } = this.#options;
            await checkRebuild(record, { storage, runId, graph, spec: this.#spec, artifacts: this.#artifacts });
            const front = await resumeFront(record, parsed, {
                nodes,
                session: this.#options.session,
                services: session.services,
            });
            await this.#commit(front, session);
            return this.#loop(session);
        });
    }
    // ------------------------------------------------------------ sessions and loading
    async #withSession(signal, body) {
        if (this.#active)
            throw new GraphError('PROTOCOL', 'this executor is already running; call run/resume one at a time');
        if (signal.aborted)
            return { kind: 'fail', code: 'ABORTED', message: 'the run was aborted before it started' };
        this.#active = true;
        this.#budgetStop = false;
        const generation = ++this.#generation;
        const internal = new AbortController();
        const combined = AbortSignal.any([signal, internal.signal]);
        try {
            await this.#load();
            return await body({ services: this.#services(generation), signal: combined });
        }
        catch (error) {
            // Attempts still running belong to a failed session: stop them, refuse their records,
            // and rebuild state from the store next time.
            internal.abort(error);
            this.#generation += 1;
            this.#running.clear();
            this.#cursor = undefined;
            throw error;
        }
        finally {
            this.#active = false;
            if (this.#options.log === undefined && this.#log !== undefined) {
                const log = this.#log;
                this.#log = undefined;
                await log.close();
            }
        }
    }
    async #load() {
        const { storage, runId, graph, nodes, engines } = this.#options;
        if (this.#spec === undefined) {
            const spec = await loadSpec(storage, runId, graph);
            checkBindings(spec.plan, nodes, engines);
            this.#spec = spec;
        }
        const spec = this.#spec;
        const from = this.#cursor;
        if (from === undefined) {
            this.#ledger = new Ledger();
            this.#state = graph.initial({
                graphDefinition: spec.graphDefinition,
                plan: spec.plan,
                resolvedInputs: spec.resolvedInputs,
            });
        }
        const read = await readGraphEvents(storage, this.#artifacts, runId, from);
        for (const event of read.events) {
            this.#ledger.apply(event);
            this.#state = foldEvent(graph, this.#state, event);
        }
        this.#cursor = read.cursor;
        this.#log = this.#options.log ?? (await storage.openEventLog(runId, 'graph', read.cursor));
        if (this.#log.cursor().head !== read.cursor.head) {
            throw new GraphError('PROTOCOL', `the graph log of run "${runId}" changed while it was being read; one writer per log`);
        }
        if (!this.#ledger.runStarted) {
            const record = runStartedRecord(spec, spec.definitionValue, this.#options.session);
            await this.#exclusive(() => this.#append([{ event: record }], false));
        }
    }
    #services(generation) {
        return attemptServices(this.#options, {
            artifacts: this.#artifacts,
            plan: this.#spec.plan,
            deadKeys: () => this.#ledger.deadKeys,
            record: (records) => this.#exclusive(async () => {
                if (generation !== this.#generation)
                    throw new GraphError('PROTOCOL', 'the executor session this attempt belongs to has ended');
                return this.#append(records, false);
            }),
        });
    }
    // ------------------------------------------------------------ the loop
    async #loop(session) {
        for (;;) {
            if (this.#running.size > 0) {
                const settled = await Promise.race(this.#running.values());
                this.#running.delete(settled.position);
                if (settled.fatal !== undefined)
                    throw settled.fatal;
                await this.#commit({ records: settled.records, exclude: new Set([settled.position]), launches: [] }, session);
                continue;
            }
            if (session.signal.aborted)
                return {
                    kind: 'fail',
                    code: 'ABORTED',
                    message: 'the run was aborted; in-flight attempts were recorded ABORTED',
                };
            const open = this.#ledger.open();
            if (open.length > 0)
                return { kind: 'waiting', positions: open.map((r) => r.position) };
            if (this.#budgetStop)
                return this.#budgetResult();
            const decision = askGraph(this.#options.graph, this.#state);
            if (decision.kind === 'complete')
                return { kind: 'complete', output: decision.output };
            if (decision.kind === 'fail')
                return { kind: 'fail', code: decision.code, message: decision.message };
            if (decision.dispatches.length > 0) {
                await this.#commit({ records: [], exclude: new Set(), launches: [] }, session);
                if (this.#running.size === 0 && !this.#budgetStop) {
                    throw new GraphError('PROTOCOL', `graph "${this.#options.graph.form}" decided differently on two calls over the same state`);
                }
                continue;
            }
            const paused = this.#ledger.paused();
            if (paused.length > 0)
                return pauseResult(paused);
            throw new GraphError('EMPTY_DECISION', `graph "${this.#options.graph.form}" returned an empty decision with no attempt in flight`);
        }
    }
    #budgetResult() {
        return {
            kind: 'fail',
            code: 'BUDGET_STOP',
            message: `the next decision would exceed maxDispatches (${this.#options.maxDispatches}); ${this.#ledger.dispatchCount} dispatched so far`,
        };
    }
    /** Folds `front`, asks the graph, and appends front + decision + start records as one batch. */
    #commit(front, session) {
        return this.#exclusive(async () => {
            const { graph, nodes, storage, session: sessionNumber, maxDispatches } = this.#options;
            for (const record of front.records) {
                this.#fold(record);
                // Start records built below name the lane's first live target: count deaths in this batch.
                if (record.event.type === graphEventTypes.laneDead)
                    this.#ledger.noteDead(record.event.data);
            }
            const extra = [];
            const launches = [...front.launches];
            if (this.#mayDispatch(session.signal, front.exclude)) {
                const decision = askGraph(graph, this.#state);
                if (decision.kind === 'dispatch' && decision.dispatches.length > 0) {
                    checkDispatches(decision.dispatches, this.#ledger, nodes, this.#spec.plan);
                    if (maxDispatches !== undefined && this.#ledger.dispatchCount + decision.dispatches.length > maxDispatches) {
                        this.#budgetStop = true;
                    }
                    else {
                        const planned = await planDispatches(decision.dispatches, {
                            storage,
                            artifacts: this.#artifacts,
                            session: sessionNumber,
                            nodes,
                            services: session.services,
                        });
                        for (const record of planned.records) {
                            extra.push(record);
                            this.#fold(record);
                        }
                        launches.push(...planned.launches);
                    }
                }
            }
            const all = [...front.records, ...extra];
            if (all.length > 0)
                await this.#append(all, true);
            for (const plan of launches)
                this.#launch(plan, session);
        });
    }
    #mayDispatch(signal, exclude) {
        if (signal.aborted || this.#budgetStop)
            return false;
        // A dispatch left open by an earlier process must be resumed by position first.
        return !this.#ledger.open().some((r) => !this.#running.has(r.position) && !exclude.has(r.position));
    }
    #launch(plan, session) {
        const settled = runAttempt(session.services, plan, session.signal).catch((fatal) => ({
            position: plan.position,
            records: [],
            fatal: fatal ?? new Error('attempt failed'),
        }));
        this.#running.set(plan.position, settled);
    }
    // ------------------------------------------------------------ writing
    #fold(record) {
        if (!isGraphEvent(record.event.type))
            return;
        this.#state = foldEvent(this.#options.graph, this.#state, {
            type: record.event.type,
            session: record.event.session,
            data: record.foldData ?? record.event.data,
        });
    }
    /** Appends one batch (one sync) and applies it to the ledger; folds it unless already folded. */
    async #append(records, folded) {
        if (!folded)
            for (const record of records)
                this.#fold(record);
        const stored = await this.#log.append(records.map((r) => r.event));
        stored.forEach((event, index) => {
            if (!isGraphEvent(event.type))
                return;
            this.#ledger.apply({
                id: event.id,
                seq: event.seq,
                type: event.type,
                session: event.session,
                data: records[index].foldData ?? event.data,
            }, true);
        });
        this.#cursor = this.#log.cursor();
    }
    #exclusive(fn) {
        const run = this.#queue.then(fn, fn);
        this.#queue = run.catch(() => undefined);
        return run;
    }
}

;// CONCATENATED MODULE: ./src/graph/dag/schema.ts
// The DAG form's definition value: nodes with `needs`, optional nodes, per-node retry caps and a
// concurrency limit. Validated with paths (`nodes.review.needs[0]: unknown node "tset"`).



/** Node IDs appear in positions (`dag/<id>/<n>`) and child run IDs, so no `/` or spaces. */
const dagNodeIdPattern = /^[A-Za-z0-9_.-]{1,100}$/;
const dagNodeSchema = schemas/* strictObject */.rej({
    needs: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** A failed optional node does not fail the run; the nodes that need it are skipped. */
    optional: schemas/* boolean */.zMY().optional(),
    /** Further dispatches after a failure (a retry is a new position). Default 0. */
    retries: schemas/* number */.aig().int().min(0).max(100).optional(),
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
                nodes.set(id, { dispatches: 0, failures: 0, status: 'pending', output: undefined, lastFailure: undefined });
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
            if (event.type === graphEventTypes.nodeDispatched) {
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
            const position = typeof data.position === 'string' ? data.position : undefined;
            const nodeId = position === undefined ? undefined : state.open.get(position);
            const node = nodeId === undefined ? undefined : state.nodes.get(nodeId);
            if (position === undefined || nodeId === undefined || node === undefined)
                return state;
            if (event.type === graphEventTypes.nodeCompleted) {
                state.open.delete(position);
                node.output = data.output ?? null;
                const already = node.status === 'completed';
                setStatus(state, nodeId, node, 'completed');
                if (!already)
                    for (const dependent of dependents.get(nodeId)) {
                        const unmet = state.unmetNeeds.get(dependent) - 1;
                        state.unmetNeeds.set(dependent, unmet);
                        if (unmet === 0 && state.nodes.get(dependent).status === 'pending')
                            state.ready.add(dependent);
                    }
            }
            else if (event.type === graphEventTypes.nodeFailed) {
                state.open.delete(position);
                node.failures += 1;
                node.lastFailure = { code: String(data.code), message: String(data.message) };
                setStatus(state, nodeId, node, node.failures > (parsed.nodes[nodeId].retries ?? 0) ? 'failed' : 'pending');
            }
            return state;
        },
        decide(state) {
            if (state.failed === 0)
                return decideWithoutFailures(state);
            for (const id of ids) {
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
            const skipped = skippedNodes(parsed, ids, state);
            const done = ids.every((id) => skipped.has(id) || ['completed', 'failed'].includes(state.nodes.get(id).status));
            if (done) {
                const output = {};
                for (const id of ids) {
                    const node = state.nodes.get(id);
                    if (node.status === 'completed')
                        output[id] = node.output ?? null;
                }
                return { kind: 'complete', output };
            }
            const dispatches = [];
            let slots = concurrency - state.open.size;
            for (const id of ids) {
                if (slots <= 0)
                    break;
                const node = state.nodes.get(id);
                if (node.status !== 'pending' || skipped.has(id))
                    continue;
                const needs = parsed.nodes[id].needs;
                if (!needs.every((need) => state.nodes.get(need).status === 'completed'))
                    continue;
                dispatches.push(dispatchOf(state, id));
                slots -= 1;
            }
            return { kind: 'dispatch', dispatches };
        },
    };
    /** The common case, from the indexes fold keeps: same answer as the full scan when nothing failed. */
    function decideWithoutFailures(state) {
        if (state.settled === ids.length) {
            const output = {};
            for (const id of ids)
                output[id] = state.nodes.get(id).output ?? null;
            return { kind: 'complete', output };
        }
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
    function dispatchOf(state, id) {
        const needOutputs = {};
        for (const need of parsed.nodes[id].needs)
            needOutputs[need] = state.nodes.get(need).output ?? null;
        return {
            position: dagPosition(id, state.nodes.get(id).dispatches + 1),
            nodeId: id,
            input: { inputs: state.inputs, needs: needOutputs },
        };
    }
}
/** Moves a node to `status`, keeping the ready set and the settled/failed counts in step. */
function setStatus(state, id, node, status) {
    const wasSettled = node.status === 'completed' || node.status === 'failed';
    if (node.status === 'failed')
        state.failed -= 1;
    node.status = status;
    const settled = status === 'completed' || status === 'failed';
    if (settled !== wasSettled)
        state.settled += settled ? 1 : -1;
    if (status === 'failed')
        state.failed += 1;
    if (status === 'pending' && state.unmetNeeds.get(id) === 0)
        state.ready.add(id);
    else
        state.ready.delete(id);
}
/** Nodes that will never run: they need a failed optional node or a skipped node. */
function skippedNodes(parsed, ids, state) {
    const skipped = new Set();
    if (![...state.nodes.values()].some((node) => node.status === 'failed'))
        return skipped;
    let changed = true;
    while (changed) {
        changed = false;
        for (const id of ids) {
            if (skipped.has(id) || state.nodes.get(id).status !== 'pending')
                continue;
            if (parsed.nodes[id].needs.some((need) => skipped.has(need) || state.nodes.get(need).status === 'failed')) {
                skipped.add(id);
                changed = true;
            }
        }
    }
    return skipped;
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
/** The built-in graph forms by name. */
const graphForms = Object.freeze({ dag: dagFormModule });

;// CONCATENATED MODULE: ./src/graph/index.ts
// The graph layer's public surface: the executor, the run spec, the built-in DAG form.











;// CONCATENATED MODULE: ./src/engine/abort.ts
// Waiting that honours an abort signal and a per-call time bound, shared by engines.

function abortedError(usage) {
    return new engine_contract/* EngineError */.NJ('engine call aborted', { kind: 'aborted', ...(usage === undefined ? {} : { usage }) });
}
function timeoutError(timeoutMs, usage) {
    return new engine_contract/* EngineError */.NJ(`engine call exceeded its time bound of ${timeoutMs} ms`, {
        kind: 'timeout',
        ...(usage === undefined ? {} : { usage }),
    });
}
/**
 * Resolves after `ms` (never when `ms` is Infinity). Rejects with `aborted` on the signal
 * or `timeout` once `timeoutMs` passes, whichever comes first.
 */
function waitBounded(ms, signal, timeoutMs, failureUsage) {
    return new Promise((resolve, reject) => {
        if (signal.aborted) {
            reject(abortedError(failureUsage?.()));
            return;
        }
        const timers = [];
        const done = () => {
            for (const t of timers)
                clearTimeout(t);
            signal.removeEventListener('abort', onAbort);
        };
        const onAbort = () => {
            done();
            reject(abortedError(failureUsage?.()));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        if (Number.isFinite(ms)) {
            timers.push(setTimeout(() => {
                done();
                resolve();
            }, Math.max(0, ms)));
        }
        if (timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs < ms) {
            timers.push(setTimeout(() => {
                done();
                reject(timeoutError(timeoutMs, failureUsage?.()));
            }, Math.max(0, timeoutMs)));
        }
    });
}

;// CONCATENATED MODULE: ./src/engine/receipt.ts

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
        receipt.cost = estimateCost(receipt, input.model, input.prices);
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

;// CONCATENATED MODULE: ./src/engine/testing/mock-engine.ts
// A scripted engine for tests and examples: no process, no network. Each call takes
// the next step of its script; it records the requests it received.




function asJson(value, field) {
    const parsed = contract/* jsonValueSchema */.F7.safeParse(value);
    if (!parsed.success)
        throw new TypeError(`MockEngine step.${field} must be JSON: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
}
const defaultIdentity = { provider: 'mock', model: 'mock-model', adapter: 'mock' };
class MockEngine {
    identity;
    #steps;
    #options;
    #requests = [];
    constructor(options = {}) {
        this.identity = Object.freeze(engine_contract/* engineIdentitySchema */.a7.parse({ ...defaultIdentity, ...options.identity }));
        this.#steps = [...(options.steps ?? [])];
        this.#options = options;
    }
    /** Number of calls made so far (including ones that failed or were aborted). */
    get calls() {
        return this.#requests.length;
    }
    /** Requests received, in order. */
    get requests() {
        return this.#requests;
    }
    /** Prompts received, in order. */
    get prompts() {
        return this.#requests.map((r) => r.prompt);
    }
    async run(request, signal) {
        const index = this.#requests.length;
        this.#requests.push({ ...request });
        const unmeasured = () => this.#receipt('unmeasured', true);
        if (signal.aborted)
            throw abortedError(unmeasured());
        const step = await this.#stepFor(request, index);
        if (step.kind === 'hang') {
            await waitBounded(Number.POSITIVE_INFINITY, signal, request.timeoutMs, unmeasured);
            throw new engine_contract/* EngineError */.NJ('mock hang step ended without an abort', { kind: 'protocol' });
        }
        await waitBounded(step.delayMs ?? 0, signal, request.timeoutMs, unmeasured);
        if (step.kind === 'error') {
            throw new engine_contract/* EngineError */.NJ(step.message ?? `mock engine failure (${step.error})`, {
                kind: step.error,
                reported: this.identity,
                usage: this.#receipt(step.usage, true),
                ...(step.retryAfterMs === undefined ? {} : { retryAfterMs: step.retryAfterMs }),
                ...(step.details === undefined ? {} : { details: step.details }),
            });
        }
        const reported = engine_contract/* engineIdentitySchema */.a7.parse({ ...this.identity, ...step.reported });
        const structured = step.structured === undefined ? undefined : asJson(step.structured, 'structured');
        const parts = step.parts === undefined ? undefined : asJson([...step.parts], 'parts');
        const result = {
            text: step.text ?? (structured === undefined ? '' : JSON.stringify(structured)),
            usage: this.#receipt(step.usage, false, reported.model),
            reported,
        };
        if (structured !== undefined)
            result.structured = structured;
        if (Array.isArray(parts))
            result.parts = parts;
        return result;
    }
    async #stepFor(request, index) {
        const scripted = this.#steps[index];
        if (scripted !== undefined)
            return scripted;
        if (this.#options.respond !== undefined)
            return this.#options.respond(request, index);
        const last = this.#steps.at(-1);
        if (this.#options.whenExhausted === 'error') {
            return {
                kind: 'error',
                error: 'protocol',
                message: `mock engine script exhausted after ${this.#steps.length} steps`,
            };
        }
        return last ?? { kind: 'result', text: '' };
    }
    #receipt(usage, failed, model = this.identity.model) {
        const billing = this.#options.billing ?? 'unknown';
        if (usage === undefined || usage === 'unmeasured')
            return buildReceipt({ model, billing, failed });
        return buildReceipt({
            tokens: usage,
            reportedUsd: usage.costUsd,
            model: usage.model ?? model,
            billing: usage.billing ?? billing,
            prices: this.#options.prices,
            failed,
        });
    }
}

// EXTERNAL MODULE: ./src/engine/redact.ts
var redact = __nccwpck_require__(393);
;// CONCATENATED MODULE: ./src/engine/retry-after.ts
// `retry-after` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3).
/** Milliseconds to wait, or undefined when the header is absent or unreadable. A past date is 0. */
function retryAfterHeaderToMs(value, now = Date.now()) {
    if (value === null || value === undefined)
        return undefined;
    const trimmed = value.trim();
    if (trimmed === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(trimmed)) {
        const ms = Math.ceil(Number(trimmed) * 1000);
        return Number.isSafeInteger(ms) ? ms : undefined;
    }
    // Only date-like values: Date.parse accepts too much ("1" is a year).
    if (!/[A-Za-z]/.test(trimmed))
        return undefined;
    const at = Date.parse(trimmed);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - now);
}
/** `retry-after-ms` (OpenAI) wins over `retry-after` when both are present. */
function retryAfterFromHeaders(headers, now = Date.now()) {
    const ms = headers.get('retry-after-ms');
    if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim()))
        return Math.ceil(Number(ms.trim()));
    return retryAfterHeaderToMs(headers.get('retry-after'), now);
}

;// CONCATENATED MODULE: ./src/engine/engines/api-key.ts
// API engines read their key from a named variable at call time (the worker's environment).

function readApiKey(env, name, adapter, reported, usage) {
    const key = env[name];
    if (key === undefined || key.trim() === '') {
        throw new engine_contract/* EngineError */.NJ(`${adapter}: environment variable ${name} is not set; list it in environmentVariables (or set apiKeyEnv to the variable that holds the key)`, { kind: 'auth', reported, usage });
    }
    return key.trim();
}

;// CONCATENATED MODULE: ./src/engine/engines/classify.ts
const rules = [
    {
        kind: 'billing',
        pattern: /credit balance is too low|insufficient[_ ]quota|quota exceeded|exceeded your current quota|billing (?:details|issue|hard limit)|payment required|\b402\b/i,
    },
    {
        kind: 'auth',
        pattern: /invalid (?:x-)?api[ -]key|incorrect api key|authentication[_ ]error|permission[_ ]error|please run \/login|not logged in|please log ?in|login required|unauthori[sz]ed|\b401\b|\b403\b|oauth token (?:has )?expired|missing api key|no api key|invalid bearer token/i,
    },
    {
        kind: 'rate-limit',
        pattern: /rate[_ ]limit|too many requests|\b429\b|usage limit reached|hit your usage limit|limit reached/i,
    },
    {
        kind: 'model-unavailable',
        pattern: /model_not_found|not_found_error|(?:unknown|invalid|unsupported) model|model[^\n]{0,80}(?:does not exist|not found|not supported|is not available|not available|unavailable)|there's an issue with the selected model|\b404\b/i,
    },
    {
        kind: 'transport',
        pattern: /overloaded|\b5(?:00|02|03|04|29)\b|econnrefused|econnreset|etimedout|enotfound|socket hang up|network error|fetch failed|stream disconnected/i,
    },
];
/** The kind a failure message names, or undefined when it names none of them. */
function classifyFailureText(text) {
    for (const rule of rules)
        if (rule.pattern.test(text))
            return rule.kind;
    return undefined;
}
/** Claude's subscription limit says when it resets: `Claude AI usage limit reached|1735689600` (epoch seconds). */
function usageLimitResetMs(text, now = Date.now()) {
    const match = /limit reached\|(\d{9,11})/i.exec(text);
    if (match?.[1] === undefined)
        return undefined;
    return Math.max(0, Number(match[1]) * 1000 - now);
}
/** Unknown command-line options are a configuration mistake, not a passing failure. */
function isUsageError(text) {
    return /unknown option|unrecognized option|unexpected argument|invalid value for|error: unknown command|usage: /i.test(text);
}

;// CONCATENATED MODULE: ./src/engine/engines/structured.ts
// Structured output from an answer's text: a JSON object or array, alone or in one fenced block.

const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n```$/;
function structuredFromText(text) {
    const trimmed = text.trim();
    const body = fenced.exec(trimmed)?.[1] ?? trimmed;
    if (!(body.startsWith('{') || body.startsWith('[')))
        return undefined;
    try {
        const parsed = contract/* jsonValueSchema */.F7.safeParse(JSON.parse(body));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** Text with control over size for error details: the last `maxChars` characters. */
function tail(text, maxChars = 4000) {
    return text.length <= maxChars ? text : `…${text.slice(text.length - maxChars)}`;
}

;// CONCATENATED MODULE: ./src/engine/engines/http-call.ts
// One HTTP API call with fetch: a time bound and the abort signal, told apart on failure.



const defaultMaxResponseBytes = 16 * 1024 * 1024;
class ResponseTooLarge extends Error {
}
async function readBounded(response, maxBytes, ctx) {
    if (response.body === null)
        return '';
    const decoder = new TextDecoder();
    let bytes = 0;
    let text = '';
    const reader = response.body.getReader();
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        bytes += value.byteLength;
        if (bytes > maxBytes) {
            await reader.cancel();
            throw new ResponseTooLarge(`${ctx.adapter}: the reply passed ${maxBytes} bytes`);
        }
        text += decoder.decode(value, { stream: true });
    }
    return text + decoder.decode();
}
function transportReason(error) {
    const cause = error instanceof Error ? error.cause : undefined;
    const code = typeof cause?.code === 'string' ? cause.code : undefined;
    const message = error instanceof Error ? error.message : String(error);
    return code === undefined ? message : `${message} (${code})`;
}
/** POSTs JSON and reads the whole reply. Rejects with EngineError aborted / timeout / transport. */
async function postJson(call, ctx) {
    const timeout = new AbortController();
    let timedOut = false;
    const timer = call.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            timeout.abort();
        }, call.timeoutMs);
    const signal = AbortSignal.any([call.signal, timeout.signal]);
    const fail = (error) => {
        const base = { reported: ctx.reported, usage: ctx.usage, cause: error };
        if (call.signal.aborted)
            return new engine_contract/* EngineError */.NJ(`${ctx.adapter}: call aborted`, { kind: 'aborted', ...base });
        if (error instanceof ResponseTooLarge)
            return new engine_contract/* EngineError */.NJ(error.message, { kind: 'other', ...base });
        if (timedOut) {
            return new engine_contract/* EngineError */.NJ(`${ctx.adapter}: call exceeded its time bound of ${call.timeoutMs} ms`, {
                kind: 'timeout',
                ...base,
            });
        }
        return new engine_contract/* EngineError */.NJ((0,redact/* redactSecrets */.fp)(`${ctx.adapter}: request failed: ${transportReason(error)}`, ctx.secrets), {
            kind: 'transport',
            ...base,
        });
    };
    try {
        const response = await call.fetch(call.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...call.headers },
            body: JSON.stringify(call.body),
            signal,
        });
        const text = await readBounded(response, call.maxResponseBytes ?? defaultMaxResponseBytes, ctx);
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            json = undefined;
        }
        return { status: response.status, headers: response.headers, text, json };
    }
    catch (error) {
        throw fail(error);
    }
    finally {
        if (timer !== undefined)
            clearTimeout(timer);
    }
}
/** `{base}/v1/<path>` with any trailing slashes of the base dropped. */
function apiUrl(base, path) {
    return `${base.replace(/\/+$/, '')}/v1/${path}`;
}
function replyDetails(reply, secrets) {
    return { status: reply.status, bodyTail: (0,redact/* redactSecrets */.fp)(tail(reply.text, 2000), secrets) };
}

;// CONCATENATED MODULE: ./src/engine/engines/anthropic-api.ts
// Anthropic Messages API: POST {base}/v1/messages with x-api-key and anthropic-version.










const count = schemas/* number */.aig().int().nonnegative().optional().catch(undefined);
const messageSchema = schemas/* looseObject */._H3({
    type: schemas/* literal */.euz('message'),
    model: schemas/* string */.YjP().optional(),
    content: schemas/* array */.YOg(schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().optional() })),
    stop_reason: schemas/* string */.YjP().nullable().optional(),
    usage: schemas/* looseObject */._H3({
        input_tokens: count,
        output_tokens: count,
        cache_creation_input_tokens: count,
        cache_read_input_tokens: count,
    })
        .optional()
        .catch(undefined),
});
const errorBodySchema = schemas/* looseObject */._H3({
    type: schemas/* literal */.euz('error'),
    error: schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), message: schemas/* string */.YjP().optional() }),
});
const kindByErrorType = {
    authentication_error: 'auth',
    permission_error: 'auth',
    billing_error: 'billing',
    not_found_error: 'model-unavailable',
    rate_limit_error: 'rate-limit',
    overloaded_error: 'transport',
    api_error: 'transport',
    timeout_error: 'transport',
};
function kindOf(status, type, message) {
    const byType = type === undefined ? undefined : kindByErrorType[type];
    if (byType !== undefined)
        return byType;
    // invalid_request_error covers a low credit balance and an unknown model as well as bad requests.
    const named = classifyFailureText(message);
    if (named === 'billing' || named === 'model-unavailable')
        return named;
    if (status === 401 || status === 403)
        return 'auth';
    if (status === 402)
        return 'billing';
    if (status === 404)
        return 'model-unavailable';
    if (status === 429)
        return 'rate-limit';
    if (status >= 500)
        return 'transport';
    return 'other';
}
const defaultAnthropicBaseUrl = 'https://api.anthropic.com';
class AnthropicApiEngine {
    identity;
    #config;
    #deps;
    constructor(config, deps = {}) {
        this.#config = config;
        this.#deps = deps;
        this.identity = Object.freeze({ provider: 'anthropic', model: config.model, adapter: 'anthropic-api' });
    }
    async run(request, signal) {
        const config = this.#config;
        const env = this.#deps.env ?? process.env;
        const keyName = config.apiKeyEnv ?? 'ANTHROPIC_API_KEY';
        const failed = unmeasuredFailure(config.model, 'api');
        if (signal.aborted)
            throw abortedError(failed);
        const key = readApiKey(env, keyName, 'anthropic', this.identity, failed);
        const secrets = [key, ...(0,redact/* secretValuesOf */.WD)(env, [keyName]), ...(this.#deps.knownSecrets ?? [])];
        const ctx = { adapter: 'anthropic', reported: this.identity, usage: failed, secrets };
        const reply = await postJson({
            url: apiUrl(config.baseUrl ?? defaultAnthropicBaseUrl, 'messages'),
            headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01' },
            body: {
                model: config.model,
                max_tokens: config.maxTokens ?? 8192,
                messages: [{ role: 'user', content: request.prompt }],
            },
            signal,
            timeoutMs: request.timeoutMs ?? config.timeoutMs,
            fetch: this.#deps.fetch ?? fetch,
        }, ctx);
        if (reply.status < 200 || reply.status > 299)
            throw this.#httpError(reply, secrets);
        const message = messageSchema.safeParse(reply.json);
        if (!message.success) {
            throw new engine_contract/* EngineError */.NJ('anthropic: the reply is not a Messages API message', {
                kind: 'protocol',
                reported: this.identity,
                usage: failed,
                details: replyDetails(reply, secrets),
            });
        }
        const m = message.data;
        const model = m.model ?? config.model;
        const reported = { ...this.identity, model };
        const usage = buildReceipt({
            tokens: m.usage && {
                inputTokens: m.usage.input_tokens,
                outputTokens: m.usage.output_tokens,
                cacheReadTokens: m.usage.cache_read_input_tokens,
                cacheWriteTokens: m.usage.cache_creation_input_tokens,
            },
            model,
            billing: 'api',
            prices: this.#deps.prices,
        });
        const text = m.content
            .flatMap((block) => (block.type === 'text' && block.text !== undefined ? [block.text] : []))
            .join('');
        if (m.stop_reason === 'max_tokens') {
            throw new engine_contract/* EngineError */.NJ(`anthropic: the answer stopped at max_tokens (${config.maxTokens ?? 8192}); raise maxTokens`, {
                kind: 'incomplete',
                reported,
                usage: { ...usage, failed: true },
                details: { stopReason: 'max_tokens', textTail: (0,redact/* redactSecrets */.fp)(text.slice(-2000), secrets) },
            });
        }
        const result = { text, usage, reported };
        const structured = structuredFromText(text);
        if (structured !== undefined)
            result.structured = structured;
        return result;
    }
    #httpError(reply, secrets) {
        const body = errorBodySchema.safeParse(reply.json);
        const type = body.success ? body.data.error.type : undefined;
        const message = body.success ? (body.data.error.message ?? '') : '';
        const kind = kindOf(reply.status, type, message);
        const retryAfterMs = kind === 'rate-limit' || kind === 'transport' ? retryAfterFromHeaders(reply.headers) : undefined;
        const said = [type, message].filter((s) => s !== undefined && s !== '').join(': ');
        return new engine_contract/* EngineError */.NJ((0,redact/* redactSecrets */.fp)(`anthropic: HTTP ${reply.status}${said === '' ? '' : ` ${said}`}`, secrets), {
            kind,
            reported: this.identity,
            usage: unmeasuredFailure(this.#config.model, 'api'),
            ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
            details: { ...replyDetails(reply, secrets), ...(type === undefined ? {} : { type }) },
        });
    }
}

// EXTERNAL MODULE: ./src/engine/command/index.ts + 16 modules
var command = __nccwpck_require__(740);
;// CONCATENATED MODULE: ./src/engine/engines/command-call.ts
// One engine call as an owned command: bounds, owner marker, and the failures every
// command-backed engine shares (missing executable, abort, timeout, output bound, cleanup).





const defaultMaxOutputBytes = 16 * 1024 * 1024;
/** Runs the call with a fresh owner ID, so a helper that escapes with setsid is still swept. */
function runCommandCall(call) {
    return (0,command/* runOwnedCommand */.Yn)({
        command: call.command,
        args: call.args,
        input: call.input,
        env: call.env,
        inheritParentEnv: false,
        ownerId: `sha256:${(0,external_node_crypto_.createHash)('sha256').update((0,external_node_crypto_.randomBytes)(32)).digest('hex')}`,
        signal: call.signal,
        maxOutputBytes: call.maxOutputBytes ?? defaultMaxOutputBytes,
        ...(call.cwd === undefined ? {} : { cwd: call.cwd }),
        ...(call.timeoutMs === undefined ? {} : { timeoutMs: call.timeoutMs }),
        ...(call.maxMemoryBytes === undefined ? {} : { maxMemoryBytes: call.maxMemoryBytes }),
    });
}
/** Scrubbed tails of the capture, for error details. */
function captureDetails(outcome, secrets) {
    const details = {
        exitCode: outcome.exitCode,
        signal: outcome.signal,
        stdoutTail: (0,redact/* redactSecrets */.fp)(tail(outcome.stdout), secrets),
        stderrTail: (0,redact/* redactSecrets */.fp)(tail(outcome.stderr), secrets),
    };
    if (!outcome.cleanup.verified)
        details.survivors = outcome.cleanup.survivors.map((p) => ({ ...p }));
    return details;
}
function engineFailure(message, kind, ctx, extra = {}) {
    return new engine_contract/* EngineError */.NJ((0,redact/* redactSecrets */.fp)(message, ctx.secrets), {
        kind,
        reported: ctx.reported,
        usage: ctx.usage,
        ...(extra.details === undefined ? {} : { details: extra.details }),
        ...(extra.retryAfterMs === undefined ? {} : { retryAfterMs: extra.retryAfterMs }),
    });
}
/**
 * The failure every command engine reads the same way, before looking at the tool's output:
 * could not start, aborted, timed out, output or memory bound. Undefined when the command ran to its end.
 */
function lifecycleFailure(outcome, call, ctx) {
    const details = captureDetails(outcome, ctx.secrets);
    if (outcome.spawnError !== undefined) {
        const { code, message } = outcome.spawnError;
        const kind = code === 'ENOENT' ? 'missing-cli' : 'invalid-config';
        const what = code === 'ENOENT'
            ? `${ctx.adapter}: executable "${call.command}" not found on PATH`
            : `${ctx.adapter}: could not start "${call.command}"`;
        return engineFailure(`${what} (${code}: ${message})`, kind, ctx, { details });
    }
    if (outcome.aborted)
        return engineFailure(`${ctx.adapter}: call aborted`, 'aborted', ctx, { details });
    if (outcome.timedOut) {
        return engineFailure(`${ctx.adapter}: call exceeded its time bound of ${call.timeoutMs ?? '?'} ms`, 'timeout', ctx, { details });
    }
    if (outcome.outputLimitExceeded) {
        const bound = call.maxOutputBytes ?? defaultMaxOutputBytes;
        return engineFailure(`${ctx.adapter}: output passed maxOutputBytes (${bound}); the command was stopped`, 'other', ctx, { details });
    }
    if ('memoryLimitExceeded' in outcome && outcome.memoryLimitExceeded === true) {
        return engineFailure(`${ctx.adapter}: memory passed maxMemoryBytes (${call.maxMemoryBytes ?? '?'}); the command was stopped`, 'other', ctx, { details });
    }
    return undefined;
}
/** A call whose processes could not all be stopped is not a clean result, whatever it printed. */
function cleanupFailure(outcome, ctx) {
    if (outcome.cleanup.verified)
        return undefined;
    return engineFailure(`${ctx.adapter}: ${outcome.cleanup.survivors.length} process(es) survived cleanup`, 'other', ctx, { details: captureDetails(outcome, ctx.secrets) });
}

;// CONCATENATED MODULE: ./src/engine/engines/environment.ts

/**
 * The child's whole environment: the base, the engine's extras, and the attempt identity
 * (attemptEnvironment: OBVERSA_ATTEMPT_ID, OBVERSA_HEADLESS). The owner marker is added by runOwnedCommand.
 */
function engineEnvironment(request, options = {}) {
    const env = {};
    for (const [name, value] of Object.entries(options.base ?? process.env)) {
        if (value !== undefined)
            env[name] = value;
    }
    Object.assign(env, options.extra);
    return (0,command/* attemptEnvironment */.Fl)({ attemptId: request.attemptId, env });
}
const present = (env, name) => {
    const value = env[name];
    return value !== undefined && value !== '';
};
/** Claude CLI: an API key, an auth token or a cloud provider means the API bills the call. */
function claudeBilling(env) {
    const api = ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'CLAUDE_CODE_USE_BEDROCK', 'CLAUDE_CODE_USE_VERTEX'];
    return api.some((name) => present(env, name)) ? 'api' : 'subscription';
}
/** Codex: CODEX_API_KEY bills the API; OPENAI_API_KEY alone may or may not be used (codex prefers a login). */
function codexBilling(env) {
    if (present(env, 'CODEX_API_KEY'))
        return 'api';
    if (present(env, 'OPENAI_API_KEY'))
        return 'unknown';
    return 'subscription';
}

;// CONCATENATED MODULE: ./src/engine/engines/command-engine.ts
// The shared path of every command-backed engine: environment, owned run, tolerant parse,
// then failures in a fixed order (lifecycle, the tool's own verdict, cleanup).






/** The prompt on stdin and the configured environment and bounds of one call. */
function commandCallOf(config, request) {
    return {
        input: request.prompt,
        extraEnv: config.env,
        timeoutMs: config.timeoutMs,
        maxOutputBytes: config.maxOutputBytes,
        maxMemoryBytes: config.maxMemoryBytes,
    };
}
async function runCommandEngine(spec, request, signal, deps) {
    const env = engineEnvironment(request, { base: deps.env ?? process.env, extra: spec.extraEnv ?? {} });
    const billing = spec.billing(env);
    if (signal.aborted)
        throw abortedError(unmeasuredFailure(spec.identity.model, billing));
    const secrets = [...(0,redact/* secretValuesOf */.WD)(env, Object.keys(spec.extraEnv ?? {})), ...(deps.knownSecrets ?? [])];
    const call = {
        command: spec.command,
        args: spec.args,
        input: spec.input,
        env,
        cwd: request.cwd,
        timeoutMs: request.timeoutMs ?? spec.timeoutMs,
        maxOutputBytes: spec.maxOutputBytes,
        maxMemoryBytes: spec.maxMemoryBytes,
        signal,
    };
    let outcome;
    try {
        outcome = await runCommandCall(call);
    }
    catch (error) {
        // runOwnedCommand refuses bad options with a TypeError naming the field.
        throw new engine_contract/* EngineError */.NJ(`${spec.adapter}: ${error instanceof Error ? error.message : String(error)}`, {
            kind: 'invalid-config',
            reported: spec.identity,
            usage: unmeasuredFailure(spec.identity.model, billing),
            cause: error,
        });
    }
    const parsed = spec.parse(outcome);
    const sofar = spec.usageOf(parsed, billing);
    const failedUsage = sofar === undefined ? unmeasuredFailure(spec.identity.model, billing) : { ...sofar, failed: true };
    const reported = sofar?.model === undefined ? spec.identity : { ...spec.identity, model: sofar.model };
    const ctx = { adapter: spec.adapter, reported, usage: failedUsage, secrets, billing };
    const lifecycle = lifecycleFailure(outcome, call, ctx);
    if (lifecycle !== undefined)
        throw lifecycle;
    const verdict = spec.interpret(parsed, outcome, ctx);
    if (verdict instanceof engine_contract/* EngineError */.NJ)
        throw verdict;
    const cleanup = cleanupFailure(outcome, { ...ctx, usage: { ...verdict.usage, failed: true } });
    if (cleanup !== undefined)
        throw cleanup;
    return verdict;
}

;// CONCATENATED MODULE: ./src/engine/engines/claude-output.ts
// Reading `claude -p --output-format json`: one result object (an array of messages with
// --verbose, whose last `result` entry is the same object).

const claude_output_count = schemas/* number */.aig().int().nonnegative().optional().catch(undefined);
const claudeUsageSchema = schemas/* looseObject */._H3({
    input_tokens: claude_output_count,
    output_tokens: claude_output_count,
    cache_creation_input_tokens: claude_output_count,
    cache_read_input_tokens: claude_output_count,
});
const modelUsageSchema = schemas/* looseObject */._H3({
    inputTokens: claude_output_count,
    outputTokens: claude_output_count,
    cacheReadInputTokens: claude_output_count,
    cacheCreationInputTokens: claude_output_count,
    costUSD: schemas/* number */.aig().nonnegative().optional().catch(undefined),
});
const claudeResultSchema = schemas/* looseObject */._H3({
    type: schemas/* literal */.euz('result'),
    /** `success`, `error_max_turns`, `error_during_execution`, ... */
    subtype: schemas/* string */.YjP(),
    is_error: schemas/* boolean */.zMY().optional(),
    result: schemas/* string */.YjP().optional(),
    total_cost_usd: schemas/* number */.aig().nonnegative().optional().catch(undefined),
    /** Older releases spell it cost_usd. */
    cost_usd: schemas/* number */.aig().nonnegative().optional().catch(undefined),
    usage: claudeUsageSchema.optional().catch(undefined),
    modelUsage: schemas/* record */.g1P(schemas/* string */.YjP(), modelUsageSchema).optional().catch(undefined),
    session_id: schemas/* string */.YjP().optional(),
    duration_ms: schemas/* number */.aig().optional(),
    num_turns: schemas/* number */.aig().optional(),
});
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function asResult(value) {
    if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i -= 1) {
            const found = asResult(value[i]);
            if (found !== undefined)
                return found;
        }
        return undefined;
    }
    const parsed = claudeResultSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
}
/** The result object, from the whole stdout or (when a tool printed around it) its last parseable line. */
function findClaudeResult(stdout) {
    const whole = asResult(parseJson(stdout.trim()));
    if (whole !== undefined)
        return whole;
    const lines = stdout.split('\n');
    for (let i = lines.length - 1; i >= 0; i -= 1) {
        const line = lines[i]?.trim() ?? '';
        if (!line.startsWith('{') && !line.startsWith('['))
            continue;
        const found = asResult(parseJson(line));
        if (found !== undefined)
            return found;
    }
    return undefined;
}
/** Tokens of every model the call used (modelUsage), else the top-level usage. */
function claudeTokens(result) {
    const models = Object.values(result.modelUsage ?? {});
    const measuredModels = models.filter((m) => m.inputTokens !== undefined || m.outputTokens !== undefined);
    if (measuredModels.length > 0) {
        const sum = (pick) => measuredModels.reduce((acc, m) => acc + (pick(m) ?? 0), 0);
        return {
            inputTokens: sum((m) => m.inputTokens),
            outputTokens: sum((m) => m.outputTokens),
            cacheReadTokens: sum((m) => m.cacheReadInputTokens),
            cacheWriteTokens: sum((m) => m.cacheCreationInputTokens),
        };
    }
    const u = result.usage;
    if (u === undefined || (u.input_tokens === undefined && u.output_tokens === undefined))
        return undefined;
    return {
        inputTokens: u.input_tokens,
        outputTokens: u.output_tokens,
        cacheReadTokens: u.cache_read_input_tokens,
        cacheWriteTokens: u.cache_creation_input_tokens,
    };
}
/** The model that did most of the work (most tokens in modelUsage), when the output names one. */
function claudeModel(result) {
    let best;
    for (const [name, m] of Object.entries(result.modelUsage ?? {})) {
        const tokens = (m.inputTokens ?? 0) + (m.outputTokens ?? 0) + (m.cacheReadInputTokens ?? 0) + (m.cacheCreationInputTokens ?? 0);
        if (best === undefined || tokens > best.tokens)
            best = { name, tokens };
    }
    return best?.name;
}
function claudeCostUsd(result) {
    return result.total_cost_usd ?? result.cost_usd;
}

;// CONCATENATED MODULE: ./src/engine/engines/claude-cli.ts







class ClaudeCliEngine {
    identity;
    #config;
    #deps;
    constructor(config = {}, deps = {}) {
        this.#config = config;
        this.#deps = deps;
        this.identity = Object.freeze({
            provider: 'anthropic',
            model: config.model ?? '',
            adapter: 'claude-cli',
            executable: config.executable ?? 'claude',
        });
    }
    run(request, signal) {
        const config = this.#config;
        const args = ['-p', '--output-format', 'json'];
        if (config.model !== undefined)
            args.push('--model', config.model);
        args.push(...(config.args ?? []));
        const receiptOf = (parsed, billing) => {
            if (parsed === undefined)
                return undefined;
            return buildReceipt({
                tokens: claudeTokens(parsed),
                reportedUsd: claudeCostUsd(parsed),
                model: claudeModel(parsed) ?? config.model,
                billing,
                prices: this.#deps.prices,
            });
        };
        return runCommandEngine({
            adapter: 'claude-cli',
            identity: this.identity,
            command: this.identity.executable ?? 'claude',
            args,
            ...commandCallOf(config, request),
            billing: claudeBilling,
            parse: (outcome) => findClaudeResult(outcome.stdout),
            usageOf: receiptOf,
            interpret: (parsed, outcome, ctx) => {
                const details = captureDetails(outcome, ctx.secrets);
                if (parsed === undefined) {
                    const said = `${outcome.stderr}\n${outcome.stdout}`.trim();
                    if (outcome.exitCode === 0) {
                        return engineFailure('claude-cli: exited 0 without a JSON result object', 'protocol', ctx, { details });
                    }
                    const kind = classifyFailureText(said) ?? (isUsageError(said) ? 'invalid-config' : 'other');
                    const first = said.split('\n').find((l) => l.trim() !== '') ?? '';
                    return engineFailure(`claude-cli: exited ${outcome.exitCode ?? outcome.signal}: ${first}`, kind, ctx, {
                        details,
                        retryAfterMs: usageLimitResetMs(said),
                    });
                }
                const text = parsed.result ?? '';
                if (parsed.subtype === 'success' && parsed.is_error !== true) {
                    const usage = receiptOf(parsed, ctx.billing);
                    const result = { text, usage, reported: ctx.reported };
                    const structured = structuredFromText(text);
                    if (structured !== undefined)
                        result.structured = structured;
                    if (parsed.session_id !== undefined) {
                        result.parts = [
                            {
                                sessionId: parsed.session_id,
                                numTurns: parsed.num_turns ?? null,
                                durationMs: parsed.duration_ms ?? null,
                            },
                        ];
                    }
                    return result;
                }
                if (parsed.subtype === 'error_max_turns') {
                    return engineFailure(`claude-cli: stopped at the turn limit after ${parsed.num_turns ?? '?'} turns`, 'incomplete', ctx, { details });
                }
                const kind = classifyFailureText(text) ?? 'other';
                const why = text === '' ? parsed.subtype : text;
                return engineFailure(`claude-cli: ${why}`, kind, ctx, { details, retryAfterMs: usageLimitResetMs(text) });
            },
        }, request, signal, this.#deps);
    }
}

;// CONCATENATED MODULE: ./src/engine/engines/codex-events.ts
// Reading `codex exec --json`: one JSON event per line (thread.started, turn.started,
// item.*, turn.completed {usage}, turn.failed {error}, error {message}).

const codex_events_count = schemas/* number */.aig().int().nonnegative().optional().catch(undefined);
const eventSchema = schemas/* discriminatedUnion */.gMt('type', [
    schemas/* looseObject */._H3({ type: schemas/* literal */.euz('thread.started'), thread_id: schemas/* string */.YjP().optional() }),
    schemas/* looseObject */._H3({
        type: schemas/* literal */.euz('item.completed'),
        item: schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().optional() }),
    }),
    schemas/* looseObject */._H3({
        type: schemas/* literal */.euz('turn.completed'),
        usage: schemas/* looseObject */._H3({ input_tokens: codex_events_count, cached_input_tokens: codex_events_count, output_tokens: codex_events_count })
            .optional()
            .catch(undefined),
    }),
    schemas/* looseObject */._H3({ type: schemas/* literal */.euz('turn.failed'), error: schemas/* looseObject */._H3({ message: schemas/* string */.YjP() }).optional() }),
    schemas/* looseObject */._H3({ type: schemas/* literal */.euz('error'), message: schemas/* string */.YjP().optional() }),
]);
function readCodexEvents(stdout) {
    const run = { turnsCompleted: 0, turnFailed: false, errors: [], strayLines: 0 };
    let input = 0;
    let cached = 0;
    let output = 0;
    let measured = false;
    for (const raw of stdout.split('\n')) {
        const line = raw.trim();
        if (line === '')
            continue;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            run.strayLines += 1;
            continue;
        }
        const parsed = eventSchema.safeParse(value);
        if (!parsed.success)
            continue; // other event types (item.started, turn.started...) carry nothing we keep
        const event = parsed.data;
        switch (event.type) {
            case 'thread.started':
                if (event.thread_id !== undefined)
                    run.threadId = event.thread_id;
                break;
            case 'item.completed':
                if (event.item.type === 'agent_message' && event.item.text !== undefined)
                    run.finalMessage = event.item.text;
                break;
            case 'turn.completed':
                run.turnsCompleted += 1;
                if (event.usage !== undefined &&
                    (event.usage.input_tokens !== undefined || event.usage.output_tokens !== undefined)) {
                    measured = true;
                    input += event.usage.input_tokens ?? 0;
                    cached += event.usage.cached_input_tokens ?? 0;
                    output += event.usage.output_tokens ?? 0;
                }
                break;
            case 'turn.failed':
                run.turnFailed = true;
                run.errors.push(event.error?.message ?? 'turn failed');
                break;
            case 'error':
                run.errors.push(event.message ?? 'error');
                break;
        }
    }
    if (measured) {
        // OpenAI counts cached tokens inside input_tokens; the receipt keeps them apart.
        const cachedPart = Math.min(cached, input);
        run.tokens = { inputTokens: input - cachedPart, outputTokens: output, cacheReadTokens: cachedPart };
    }
    return run;
}

;// CONCATENATED MODULE: ./src/engine/engines/codex-cli.ts







class CodexCliEngine {
    identity;
    #config;
    #deps;
    constructor(config = {}, deps = {}) {
        this.#config = config;
        this.#deps = deps;
        this.identity = Object.freeze({
            provider: 'openai',
            model: config.model ?? '',
            adapter: 'codex-cli',
            executable: config.executable ?? 'codex',
        });
    }
    run(request, signal) {
        const config = this.#config;
        const args = ['exec', '--json'];
        if (config.model !== undefined)
            args.push('--model', config.model);
        args.push(...(config.args ?? []), '-');
        // Codex names no model in its events: the configured one prices the call (none: unknown).
        const receiptOf = (parsed, billing) => parsed.tokens === undefined
            ? undefined
            : buildReceipt({ tokens: parsed.tokens, model: config.model, billing, prices: this.#deps.prices });
        return runCommandEngine({
            adapter: 'codex-cli',
            identity: this.identity,
            command: this.identity.executable ?? 'codex',
            args,
            ...commandCallOf(config, request),
            billing: codexBilling,
            parse: (outcome) => readCodexEvents(outcome.stdout),
            usageOf: receiptOf,
            interpret: (parsed, outcome, ctx) => {
                const details = captureDetails(outcome, ctx.secrets);
                const lastError = parsed.errors.at(-1);
                // Codex reports retried stream errors as `error` events; only a failed turn, a non-zero
                // exit or errors with no completed turn fail the call.
                const failed = parsed.turnFailed || outcome.exitCode !== 0 || (parsed.turnsCompleted === 0 && lastError !== undefined);
                if (failed) {
                    const said = lastError ??
                        `${outcome.stderr}\n${outcome.stdout}`
                            .trim()
                            .split('\n')
                            .find((l) => l.trim() !== '') ??
                        '';
                    const everything = `${parsed.errors.join('\n')}\n${outcome.stderr}`;
                    const kind = classifyFailureText(everything) ?? (isUsageError(everything) ? 'invalid-config' : 'other');
                    return engineFailure(`codex-cli: ${said || `exited ${outcome.exitCode ?? outcome.signal}`}`, kind, ctx, {
                        details,
                    });
                }
                if (parsed.finalMessage === undefined) {
                    return engineFailure('codex-cli: the event stream ended without an agent message', 'protocol', ctx, {
                        details,
                    });
                }
                const usage = receiptOf(parsed, ctx.billing) ?? buildReceipt({ model: config.model, billing: ctx.billing });
                const result = { text: parsed.finalMessage, usage, reported: ctx.reported };
                const structured = structuredFromText(parsed.finalMessage);
                if (structured !== undefined)
                    result.structured = structured;
                if (parsed.threadId !== undefined)
                    result.parts = [{ threadId: parsed.threadId, turns: parsed.turnsCompleted }];
                return result;
            },
        }, request, signal, this.#deps);
    }
}

;// CONCATENATED MODULE: ./src/engine/engines/command-protocol.ts
// The generic command engine's protocol.
//
// The prompt arrives on stdin (UTF-8); the environment carries OBVERSA_ATTEMPT_ID,
// OBVERSA_HEADLESS=1 and the owner marker OBVERSA_RUN_OWNER. The command prints ONE JSON
// object on stdout (alone, or as its last line):
//
//   {
//     "text"?:    string,            the answer (default: the JSON of "output", else "")
//     "output"?:  any JSON value,    a structured result
//     "usage"?:   { "inputTokens": int, "outputTokens": int,
//                   "cacheReadTokens"?: int, "cacheWriteTokens"?: int },
//     "costUsd"?: number,            the tool's own USD figure (cost "reported")
//     "model"?:   string,            the model it ran on (prices the call when costUsd is absent)
//     "error"?:   { "kind": <EngineErrorKind>, "message": string, "retryAfterMs"?: int }
//   }
//
// Exit 0 without "error" is a success. "error" (at any exit code) is that failure; usage it
// reports is kept on the failed receipt. A non-zero exit without the object is kind "other"
// (or what stderr names: auth, rate limit...); exit 0 without it is "protocol".



const command_protocol_count = schemas/* number */.aig().int().nonnegative();
const commandOutputSchema = schemas/* object */.Ikc({
    text: schemas/* string */.YjP().optional(),
    output: contract/* jsonValueSchema */.F7.optional(),
    usage: schemas/* object */.Ikc({
        inputTokens: command_protocol_count,
        outputTokens: command_protocol_count,
        cacheReadTokens: command_protocol_count.optional(),
        cacheWriteTokens: command_protocol_count.optional(),
    })
        .optional(),
    costUsd: schemas/* number */.aig().nonnegative().optional(),
    model: schemas/* string */.YjP().min(1).optional(),
    error: schemas/* object */.Ikc({
        kind: schemas/* enum */.k5n(engine_contract/* engineErrorKinds */.q$),
        message: schemas/* string */.YjP(),
        retryAfterMs: command_protocol_count.optional(),
    })
        .optional(),
});
function lastJsonObject(stdout) {
    const candidates = [
        stdout.trim(),
        ...stdout
            .trim()
            .split('\n')
            .reverse()
            .map((l) => l.trim()),
    ];
    for (const text of candidates) {
        if (!text.startsWith('{'))
            continue;
        try {
            return JSON.parse(text);
        }
        catch {
            // try the next candidate
        }
    }
    return undefined;
}
function readCommandOutput(stdout) {
    const value = lastJsonObject(stdout);
    if (value === undefined)
        return { kind: 'none' };
    const parsed = commandOutputSchema.safeParse(value);
    if (parsed.success)
        return { kind: 'ok', output: parsed.data };
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'output' : issue.path.join('.');
    return { kind: 'invalid', problem: `${where}: ${issue?.message ?? 'invalid'}` };
}

;// CONCATENATED MODULE: ./src/engine/engines/command.ts





class CommandEngine {
    identity;
    #config;
    #deps;
    #argv;
    constructor(config, deps = {}) {
        this.#config = config;
        this.#deps = deps;
        const argv = typeof config.command === 'string' ? [config.command] : config.command;
        const [command, ...rest] = argv;
        if (command === undefined)
            throw new TypeError('command: expected an executable or a non-empty argv');
        this.#argv = [command, ...rest, ...(config.args ?? [])];
        this.identity = Object.freeze({
            provider: 'command',
            model: config.model ?? '',
            adapter: 'command',
            executable: command,
        });
    }
    run(request, signal) {
        const config = this.#config;
        const billing = config.billing ?? 'unknown';
        const receiptOf = (read) => {
            if (read.kind !== 'ok')
                return undefined;
            const { usage, costUsd, model } = read.output;
            if (usage === undefined && costUsd === undefined && model === undefined)
                return undefined;
            return buildReceipt({
                tokens: usage,
                reportedUsd: costUsd,
                model: model ?? config.model,
                billing,
                prices: this.#deps.prices,
            });
        };
        const [command, ...args] = this.#argv;
        return runCommandEngine({
            adapter: 'command',
            identity: this.identity,
            command,
            args,
            ...commandCallOf(config, request),
            billing: () => billing,
            parse: (outcome) => readCommandOutput(outcome.stdout),
            usageOf: receiptOf,
            interpret: (read, outcome, ctx) => {
                const details = captureDetails(outcome, ctx.secrets);
                if (read.kind === 'ok' && read.output.error !== undefined) {
                    const { kind, message, retryAfterMs } = read.output.error;
                    return engineFailure(`command: ${message}`, kind, ctx, { details, retryAfterMs });
                }
                if (outcome.exitCode !== 0) {
                    const said = outcome.stderr
                        .trim()
                        .split('\n')
                        .find((l) => l.trim() !== '') ?? '';
                    const kind = classifyFailureText(outcome.stderr) ?? 'other';
                    return engineFailure(`command: exited ${outcome.exitCode ?? outcome.signal}${said === '' ? '' : `: ${said}`}`, kind, ctx, { details });
                }
                if (read.kind === 'none')
                    return engineFailure('command: stdout held no JSON object', 'protocol', ctx, { details });
                if (read.kind === 'invalid')
                    return engineFailure(`command: invalid result (${read.problem})`, 'protocol', ctx, { details });
                const { text, output } = read.output;
                const usage = receiptOf(read) ?? buildReceipt({ model: config.model, billing });
                const result = {
                    text: text ?? (output === undefined ? '' : JSON.stringify(output)),
                    usage,
                    reported: ctx.reported,
                };
                if (output !== undefined)
                    result.structured = output;
                return result;
            },
        }, request, signal, this.#deps);
    }
}

;// CONCATENATED MODULE: ./src/engine/engines/openai-api.ts
// OpenAI Responses API: POST {base}/v1/responses with a Bearer key.










const openai_api_count = schemas/* number */.aig().int().nonnegative().optional().catch(undefined);
const responseSchema = schemas/* looseObject */._H3({
    object: schemas/* literal */.euz('response'),
    status: schemas/* string */.YjP().optional(),
    model: schemas/* string */.YjP().optional(),
    output_text: schemas/* string */.YjP().optional(),
    output: schemas/* array */.YOg(schemas/* looseObject */._H3({
        type: schemas/* string */.YjP(),
        content: schemas/* array */.YOg(schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().optional() })).optional(),
    }))
        .optional(),
    usage: schemas/* looseObject */._H3({
        input_tokens: openai_api_count,
        output_tokens: openai_api_count,
        input_tokens_details: schemas/* looseObject */._H3({ cached_tokens: openai_api_count }).optional().catch(undefined),
    })
        .nullable()
        .optional()
        .catch(undefined),
    error: schemas/* looseObject */._H3({ code: schemas/* string */.YjP().nullable().optional(), message: schemas/* string */.YjP().optional() })
        .nullable()
        .optional(),
    incomplete_details: schemas/* looseObject */._H3({ reason: schemas/* string */.YjP().optional() }).nullable().optional(),
});
const openai_api_errorBodySchema = schemas/* looseObject */._H3({
    error: schemas/* looseObject */._H3({
        message: schemas/* string */.YjP().optional(),
        type: schemas/* string */.YjP().nullable().optional(),
        code: schemas/* string */.YjP().nullable().optional(),
    }),
});
function openai_api_kindOf(status, type, code, message) {
    if (code === 'insufficient_quota' || type === 'insufficient_quota')
        return 'billing';
    if (code === 'model_not_found')
        return 'model-unavailable';
    if (code === 'invalid_api_key' || status === 401 || status === 403)
        return 'auth';
    if (status === 404)
        return 'model-unavailable';
    if (status === 429)
        return 'rate-limit';
    if (status >= 500)
        return 'transport';
    const named = classifyFailureText(message);
    if (named === 'billing' || named === 'model-unavailable')
        return named;
    return 'other';
}
const defaultOpenAiBaseUrl = 'https://api.openai.com';
class OpenAiApiEngine {
    identity;
    #config;
    #deps;
    constructor(config, deps = {}) {
        this.#config = config;
        this.#deps = deps;
        this.identity = Object.freeze({ provider: 'openai', model: config.model, adapter: 'openai-api' });
    }
    async run(request, signal) {
        const config = this.#config;
        const env = this.#deps.env ?? process.env;
        const keyName = config.apiKeyEnv ?? 'OPENAI_API_KEY';
        const failed = unmeasuredFailure(config.model, 'api');
        if (signal.aborted)
            throw abortedError(failed);
        const key = readApiKey(env, keyName, 'openai', this.identity, failed);
        const secrets = [key, ...(0,redact/* secretValuesOf */.WD)(env, [keyName]), ...(this.#deps.knownSecrets ?? [])];
        const body = { model: config.model, input: request.prompt };
        if (config.maxTokens !== undefined)
            body.max_output_tokens = config.maxTokens;
        const reply = await postJson({
            url: apiUrl(config.baseUrl ?? defaultOpenAiBaseUrl, 'responses'),
            headers: { authorization: `Bearer ${key}` },
            body,
            signal,
            timeoutMs: request.timeoutMs ?? config.timeoutMs,
            fetch: this.#deps.fetch ?? fetch,
        }, { adapter: 'openai', reported: this.identity, usage: failed, secrets });
        if (reply.status < 200 || reply.status > 299)
            throw this.#httpError(reply, secrets);
        const parsed = responseSchema.safeParse(reply.json);
        if (!parsed.success) {
            throw new engine_contract/* EngineError */.NJ('openai: the reply is not a Responses API response', {
                kind: 'protocol',
                reported: this.identity,
                usage: failed,
                details: replyDetails(reply, secrets),
            });
        }
        const r = parsed.data;
        const model = r.model ?? config.model;
        const reported = { ...this.identity, model };
        const input = r.usage?.input_tokens;
        // OpenAI counts cached tokens inside input_tokens; the receipt keeps them apart.
        const cached = input === undefined ? undefined : Math.min(r.usage?.input_tokens_details?.cached_tokens ?? 0, input);
        const usage = buildReceipt({
            tokens: r.usage
                ? {
                    inputTokens: input === undefined ? undefined : input - (cached ?? 0),
                    outputTokens: r.usage.output_tokens,
                    cacheReadTokens: cached,
                }
                : undefined,
            model,
            billing: 'api',
            prices: this.#deps.prices,
        });
        const text = r.output_text ??
            (r.output ?? [])
                .flatMap((item) => (item.type === 'message' ? (item.content ?? []) : []))
                .flatMap((part) => (part.type === 'output_text' && part.text !== undefined ? [part.text] : []))
                .join('');
        if (r.status === 'failed' || r.status === 'incomplete' || r.status === 'cancelled') {
            const why = r.status === 'failed' ? (r.error?.message ?? 'failed') : (r.incomplete_details?.reason ?? r.status);
            const kind = r.status === 'failed' ? openai_api_kindOf(200, '', r.error?.code ?? '', why) : 'incomplete';
            throw new engine_contract/* EngineError */.NJ((0,redact/* redactSecrets */.fp)(`openai: response ${r.status}: ${why}`, secrets), {
                kind,
                reported,
                usage: { ...usage, failed: true },
                details: { status: r.status, textTail: (0,redact/* redactSecrets */.fp)(text.slice(-2000), secrets) },
            });
        }
        const result = { text, usage, reported };
        const structured = structuredFromText(text);
        if (structured !== undefined)
            result.structured = structured;
        return result;
    }
    #httpError(reply, secrets) {
        const body = openai_api_errorBodySchema.safeParse(reply.json);
        const type = (body.success ? body.data.error.type : undefined) ?? '';
        const code = (body.success ? body.data.error.code : undefined) ?? '';
        const message = (body.success ? body.data.error.message : undefined) ?? '';
        const kind = openai_api_kindOf(reply.status, type, code, message);
        const retryAfterMs = kind === 'rate-limit' || kind === 'transport' ? retryAfterFromHeaders(reply.headers) : undefined;
        const said = [code || type, message].filter((s) => s !== '').join(': ');
        return new engine_contract/* EngineError */.NJ((0,redact/* redactSecrets */.fp)(`openai: HTTP ${reply.status}${said === '' ? '' : ` ${said}`}`, secrets), {
            kind,
            reported: this.identity,
            usage: unmeasuredFailure(this.#config.model, 'api'),
            ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
            details: { ...replyDetails(reply, secrets), ...(type === '' ? {} : { type }), ...(code === '' ? {} : { code }) },
        });
    }
}

;// CONCATENATED MODULE: ./src/engine/engines/config.ts
// The one schema of an engine configuration: declarative graphs (`engines:`) and host
// modules (bindRun's `engines` factories) both go through it.


const engineKinds = ['claude-cli', 'codex-cli', 'anthropic', 'openai', 'command', 'mock'];
const envName = schemas/* string */.YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name ([A-Za-z_][A-Za-z0-9_]*)');
const engineConfigSchema = schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(engineKinds),
    /** Model as the provider spells it. Required by the API engines; CLIs use their default when absent. */
    model: schemas/* string */.YjP().min(1).optional(),
    /** Extra arguments for command-backed engines, appended after the adapter's own. */
    args: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** `command` engines: the executable, or the whole argv (executable first). */
    command: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP()).min(1)]).optional(),
    /** CLI engines: the executable to run instead of `claude` / `codex`. */
    executable: schemas/* string */.YjP().min(1).optional(),
    /** API engines: the variable holding the key (default ANTHROPIC_API_KEY / OPENAI_API_KEY). */
    apiKeyEnv: envName.optional(),
    /** API engines: scheme, host and optional path prefix; `/v1/...` is appended. */
    baseUrl: schemas/* url */.OZ5({ protocol: /^https?$/ }).optional(),
    /** How calls are paid for when the engine cannot tell (`command`; default `unknown`). */
    billing: engine_contract/* billingSchema */.rE.optional(),
    /** Per-call time bound (a request's own timeoutMs wins). */
    timeoutMs: schemas/* number */.aig().int().positive().optional(),
    /** Command-backed engines: bound on captured stdout + stderr (default 16 MiB). */
    maxOutputBytes: schemas/* number */.aig().int().positive().optional(),
    /** Command-backed engines: bound on the process tree's memory, where the platform can measure it. */
    maxMemoryBytes: schemas/* number */.aig().int().positive().optional(),
    /** Anthropic: max_tokens (default 8192). OpenAI: max_output_tokens (default: the model's). */
    maxTokens: schemas/* number */.aig().int().positive().optional(),
    /** Extra variables for the child process of a command-backed engine (values are treated as secrets in captures). */
    env: schemas/* record */.g1P(envName, schemas/* string */.YjP()).optional(),
});

;// CONCATENATED MODULE: ./src/engine/engines/create.ts
// createEngine: one validated configuration -> one Engine.










/** Fields each kind may use; anything else is a mistake worth naming. */
const allowed = {
    'claude-cli': ['model', 'args', 'executable', 'timeoutMs', 'maxOutputBytes', 'maxMemoryBytes', 'env'],
    'codex-cli': ['model', 'args', 'executable', 'timeoutMs', 'maxOutputBytes', 'maxMemoryBytes', 'env'],
    command: ['model', 'args', 'command', 'billing', 'timeoutMs', 'maxOutputBytes', 'maxMemoryBytes', 'env'],
    anthropic: ['model', 'apiKeyEnv', 'baseUrl', 'timeoutMs', 'maxTokens'],
    openai: ['model', 'apiKeyEnv', 'baseUrl', 'timeoutMs', 'maxTokens'],
    mock: ['model', 'billing', 'timeoutMs'],
};
function invalid(path, message) {
    return new engine_contract/* EngineError */.NJ(`${path}: ${message}`, { kind: 'invalid-config' });
}
/** Validates a configuration; EngineError `invalid-config` names the field and what it accepts. */
function parseEngineConfig(config, path = 'engine') {
    const parsed = engineConfigSchema.safeParse(config);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue === undefined || issue.path.length === 0 ? path : `${path}.${issue.path.join('.')}`;
        throw invalid(where, issue?.message ?? 'invalid engine configuration');
    }
    const c = parsed.data;
    for (const key of Object.keys(c)) {
        if (key !== 'kind' && !allowed[c.kind].includes(key)) {
            throw invalid(`${path}.${key}`, `not used by kind "${c.kind}" (accepted: ${allowed[c.kind].join(', ')})`);
        }
    }
    if ((c.kind === 'anthropic' || c.kind === 'openai') && c.model === undefined) {
        throw invalid(`${path}.model`, `required for kind "${c.kind}" (e.g. ${c.kind === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-5'})`);
    }
    if (c.kind === 'command' && c.command === undefined) {
        throw invalid(`${path}.command`, 'required for kind "command": the executable, or its argv');
    }
    return c;
}
function createEngine(config, options = {}) {
    const { path, prices: callerPrices, ...rest } = options;
    const c = parseEngineConfig(config, path);
    const deps = { ...rest, prices: mergePrices(shippedPrices, callerPrices) };
    const { kind, ...settings } = c;
    switch (kind) {
        case 'claude-cli':
            return new ClaudeCliEngine(settings, deps);
        case 'codex-cli':
            return new CodexCliEngine(settings, deps);
        case 'command':
            return new CommandEngine({ ...settings, command: settings.command ?? [] }, deps);
        case 'anthropic':
            return new AnthropicApiEngine({ ...settings, model: settings.model ?? '' }, deps);
        case 'openai':
            return new OpenAiApiEngine({ ...settings, model: settings.model ?? '' }, deps);
        case 'mock':
            // Unscripted: answers '' with no usage. Scripted mocks are built with MockEngine directly.
            return new MockEngine({
                identity: { model: settings.model ?? 'mock-model' },
                prices: deps.prices ?? shippedPrices,
                ...(settings.billing === undefined ? {} : { billing: settings.billing }),
            });
    }
}

;// CONCATENATED MODULE: ./src/engine/engines/index.ts
// Real engines: command-backed (Claude CLI, Codex CLI, generic JSON command) and HTTP APIs.











;// CONCATENATED MODULE: ./src/engine/testing/conformance.ts
// The engine conformance kit: runs scenarios against an engine and reports every way
// it breaks the port's contract. Framework-free, so any test runner can use it.

function checkError(error, problems, secrets) {
    if (!(error instanceof EngineError)) {
        problems.push(`rejected with ${conformance_describe(error)}, not an EngineError`);
        return false;
    }
    if (!engineErrorKinds.includes(error.kind))
        problems.push(`unknown error kind "${error.kind}"`);
    if (error.deadLane !== isDeadLaneKind(error.kind)) {
        problems.push(`deadLane is ${error.deadLane} for kind "${error.kind}"`);
    }
    if (error.message.length === 0)
        problems.push('error message is empty');
    if (error.usage !== undefined) {
        const parsed = usageReceiptSchema.safeParse(error.usage);
        if (!parsed.success)
            problems.push(`failed receipt does not validate: ${parsed.error.message}`);
        if (error.usage.failed !== true)
            problems.push('failed receipt does not carry failed: true');
    }
    const exposed = `${error.message}\n${JSON.stringify(error.details ?? null)}`;
    for (const secret of secrets) {
        if (secret.length > 0 && exposed.includes(secret))
            problems.push('error message or details contain a secret value');
    }
    return true;
}
function checkResult(result, problems) {
    const parsed = engineResultSchema.safeParse(result);
    if (!parsed.success) {
        problems.push(`result does not validate against engineResultSchema: ${parsed.error.message}`);
        return false;
    }
    const usage = parsed.data.usage;
    if (usage.failed === true)
        problems.push('a successful result carries a failed receipt');
    if (!usage.measured && (usage.inputTokens !== undefined || usage.outputTokens !== undefined)) {
        problems.push('an unmeasured receipt carries token counts');
    }
    if (usage.measured && usage.inputTokens === undefined && usage.outputTokens === undefined) {
        problems.push('a measured receipt has neither input nor output tokens');
    }
    if (usage.cost.kind === 'estimated' && !usage.measured)
        problems.push('an estimated cost without measured tokens');
    return true;
}
const conformance_describe = (value) => value instanceof Error ? `${value.name}: ${value.message}` : (JSON.stringify(value) ?? String(value));
/** Runs one case; never throws (a broken engine is reported as problems). */
async function runConformanceCase(c) {
    const problems = [];
    const started = performance.now();
    const request = { prompt: 'Say OK.', attemptId: `conformance-${c.name}`, ...c.request };
    const secrets = c.secrets ?? [];
    const controller = new AbortController();
    let timer;
    let abortedAt;
    try {
        const engine = await c.engine();
        if ('preAborted' in c.expect) {
            controller.abort();
            abortedAt = performance.now();
        }
        else if ('abort' in c.expect) {
            timer = setTimeout(() => {
                abortedAt = performance.now();
                controller.abort();
            }, c.expect.abort.afterMs ?? 50);
        }
        // A broken engine must not hang the kit: give up at a deadline and report it.
        const deadlineMs = 'abort' in c.expect
            ? (c.expect.abort.afterMs ?? 50) + (c.expect.abort.withinMs ?? 3000) + 1000
            : 'preAborted' in c.expect
                ? (c.expect.preAborted.withinMs ?? 3000) + 1000
                : (c.timeoutMs ?? 60_000);
        let deadline;
        const gaveUp = new Promise((resolve) => {
            deadline = setTimeout(() => resolve('gave-up'), deadlineMs);
        });
        const settled = await Promise.race([
            engine.run(request, controller.signal).then((value) => ({ ok: true, value }), (error) => ({ ok: false, error })),
            gaveUp,
        ]);
        clearTimeout(deadline);
        if (settled === 'gave-up') {
            problems.push(`did not settle within ${deadlineMs} ms`);
            return { name: c.name, ok: false, problems, durationMs: performance.now() - started };
        }
        const result = settled;
        const settledAt = performance.now();
        const expect = c.expect;
        if ('success' in expect) {
            if (!result.ok)
                problems.push(`expected success, rejected with ${conformance_describe(result.error)}`);
            else if (checkResult(result.value, problems))
                await expect.check?.(result.value);
        }
        else if ('error' in expect) {
            if (result.ok)
                problems.push(`expected error kind "${expect.error}", resolved`);
            else if (checkError(result.error, problems, secrets)) {
                if (result.error.kind !== expect.error) {
                    problems.push(`expected error kind "${expect.error}", got "${result.error.kind}": ${result.error.message}`);
                }
                else
                    await expect.check?.(result.error);
            }
        }
        else {
            const withinMs = ('abort' in expect ? expect.abort.withinMs : expect.preAborted.withinMs) ?? 3000;
            if (result.ok)
                problems.push('expected an abort, resolved');
            else if (checkError(result.error, problems, secrets)) {
                if (result.error.kind !== 'aborted')
                    problems.push(`expected kind "aborted", got "${result.error.kind}"`);
                if (abortedAt === undefined)
                    problems.push('settled before the abort was signalled');
                else if (settledAt - abortedAt > withinMs) {
                    problems.push(`took ${Math.round(settledAt - abortedAt)} ms after the abort (limit ${withinMs} ms)`);
                }
            }
        }
    }
    catch (error) {
        problems.push(`case threw: ${conformance_describe(error)}`);
    }
    finally {
        if (timer !== undefined)
            clearTimeout(timer);
    }
    return { name: c.name, ok: problems.length === 0, problems, durationMs: performance.now() - started };
}
/** Runs every case in turn. */
async function checkEngineConformance(cases) {
    const outcomes = [];
    for (const c of cases)
        outcomes.push(await runConformanceCase(c));
    return outcomes;
}
/** Like checkEngineConformance, but throws one Error listing every problem. */
async function assertEngineConformance(cases) {
    const outcomes = await checkEngineConformance(cases);
    const failed = outcomes.filter((o) => !o.ok);
    if (failed.length > 0) {
        const lines = failed.flatMap((o) => [`${o.name}:`, ...o.problems.map((p) => `  - ${p}`)]);
        throw new Error(`engine conformance failed\n${lines.join('\n')}`);
    }
    return outcomes;
}

;// CONCATENATED MODULE: ./src/engine/testing/index.ts
// supervised-run/testing: MockEngine and the engine conformance kit.



;// CONCATENATED MODULE: ./src/runner/errors.ts
// The runner layer's one error class (DESIGN.md section 9). Codes that end a run normally are
// results (`done` resolves with them); SupervisedRunError is for calls that cannot start or resume.
const supervisedRunErrorCodes = (/* unused pure expression or super */ null && ([
    'INVALID_OPTIONS',
    'HOST_MODULE',
    'HOST_MODULE_CHANGED',
    'WORKSPACE_CAPTURE',
    'WORKSPACE_ROOT',
    'PROCESS_LOCKED',
    'WORKSPACE_LEASE',
    'WORKSPACE_DRIFT',
    'WORKSPACE_RELEASE',
    'WORKSPACE_ANCHOR_MISSING',
    'WORKSPACE_ANCHOR_INVALID',
    'WORKSPACE_ANCHOR_WRITE',
    'RUN_STORAGE',
    'RUN_NOT_PAUSED',
    'RESUME_POSITION',
    'RESUME_EVENT_MISMATCH',
    'RESUME_DECISION',
    'TERMINAL_ARTIFACT',
    'TEARDOWN_INCOMPLETE',
    'OUTPUT_LIMIT',
    'BUDGET_STOP',
    'RESTART_EXHAUSTED',
    'STOPPED',
    'TIMEOUT',
    'INTERRUPTED',
    'WORKER_ERROR',
]));
class errors_SupervisedRunError extends Error {
    name = 'SupervisedRunError';
    code;
    /** Extra facts for the caller (e.g. the lock holder of PROCESS_LOCKED); JSON only. */
    details;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.details = options.details;
    }
}
function isSupervisedRunError(value, code) {
    return value instanceof errors_SupervisedRunError && (code === undefined || value.code === code);
}
/** Text of an unknown thrown value. */
function errors_describeError(error) {
    return error instanceof Error ? error.message : String(error);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __nccwpck_require__(759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}

;// CONCATENATED MODULE: ./src/runner/options.ts
// The one schema of run options that both adapters (Action inputs, CLI flags) map onto, plus the
// non-serialisable extras of the library call. Bad options -> INVALID_OPTIONS naming the field.




const storeId = (what) => schemas/* string */.YjP().regex(contract/* storeIdPattern */.X, `${what} must be 1-100 characters from [A-Za-z0-9._-], not "." or ".."`);
const ms = (what) => schemas/* number */.aig({ error: `${what} must be a number of milliseconds` }).int(`${what} must be a whole number of milliseconds`);
const positiveMs = (what) => ms(what)
    .positive(`${what} must be a positive number of milliseconds`)
    .max(2_147_483_647, `${what} must be at most 2147483647`);
const nonNegativeMs = (what) => ms(what)
    .nonnegative(`${what} must be 0 or more milliseconds`)
    .max(2_147_483_647, `${what} must be at most 2147483647`);
const options_path = (what) => schemas/* string */.YjP({ error: `${what} must be a path` })
    .min(1, `${what} must be a non-empty path`)
    .refine((s) => !s.includes('\0'), `${what} must not contain NUL`);
const environmentVariableNameSchema = schemas/* string */.YjP()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,199}$/, 'environment variable names are letters, digits and "_", not starting with a digit');
const storageOptionsSchema = schemas/* strictObject */.rej({
    directory: options_path('storage.directory'),
    namespace: storeId('storage.namespace'),
    policy: schemas/* strictObject */.rej(contract/* storagePolicySchema */.z4.shape).optional(),
    /** Byte strings the store must never hold (refused with KNOWN_SECRET). Passed to the worker on stdin, never in argv or records. */
    knownSecrets: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});
/** Where the worker's bindings come from. */
const hostOptionSchema = schemas/* discriminatedUnion */.gMt('kind', [
    /** A module file: a relative specifier inside runRoot (after resolving symlinks), e.g. `./host.mjs`. */
    schemas/* strictObject */.rej({ kind: schemas/* literal */.euz('module'), module: options_path('host.module') }),
    /** A host compiled into the worker entry (e.g. `declarative`), with JSON configuration stored in the definition. */
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('builtin'),
        name: schemas/* string */.YjP().regex(/^[A-Za-z0-9._-]{1,100}$/, 'host.name must be 1-100 characters from [A-Za-z0-9._-]'),
        config: contract/* jsonValueSchema */.F7.optional(),
    }),
], { error: 'host must be { kind: "module", module: "./host.mjs" } or { kind: "builtin", name, config? }' });
const restartPolicySchema = schemas/* strictObject */.rej({
    maxRestarts: schemas/* number */.aig().int().nonnegative('restart.maxRestarts must be 0 or more').max(1000).default(3),
    initialBackoffMs: nonNegativeMs('restart.initialBackoffMs').default(1000),
    maxBackoffMs: nonNegativeMs('restart.maxBackoffMs').default(30_000),
});
const runLimitsSchema = schemas/* strictObject */.rej({
    /** Worker execution and restart backoff across pauses and resumes, from the stored run timestamp. */
    timeoutMs: positiveMs('limits.timeoutMs').optional(),
    /** Recorded graph dispatches across workers (BUDGET_STOP). */
    maxDispatches: schemas/* number */.aig().int().positive('limits.maxDispatches must be a positive integer').optional(),
});
const runDefinitionOptionsSchema = schemas/* strictObject */.rej({
    runId: storeId('definition.runId'),
    graphDefinition: graphDefinitionSchema,
    plan: graphPlanSchema.optional(),
    /** Durable: never put secrets here. */
    resolvedInputs: contract/* jsonValueSchema */.F7.optional(),
});
const decisionSchema = schemas/* discriminatedUnion */.gMt('decision', [
    schemas/* strictObject */.rej({
        decision: schemas/* literal */.euz('retry'),
        decidedBy: schemas/* string */.YjP().min(1, 'decision.decidedBy must name who decided'),
    }),
    schemas/* strictObject */.rej({
        decision: schemas/* literal */.euz('complete'),
        output: contract/* jsonValueSchema */.F7.optional(),
        decidedBy: schemas/* string */.YjP().min(1, 'decision.decidedBy must name who decided'),
    }),
    schemas/* strictObject */.rej({
        decision: schemas/* literal */.euz('fail'),
        message: schemas/* string */.YjP().optional(),
        decidedBy: schemas/* string */.YjP().min(1, 'decision.decidedBy must name who decided'),
    }),
], { error: 'decision.decision must be "retry", "complete" or "fail"' });
// No defaults here: a resume's missing fields come from the policy stored at start.
const restartOption = schemas/* strictObject */.rej({
    maxRestarts: schemas/* number */.aig().int().nonnegative('restart.maxRestarts must be 0 or more').max(1000).optional(),
    initialBackoffMs: nonNegativeMs('restart.initialBackoffMs').optional(),
    maxBackoffMs: nonNegativeMs('restart.maxBackoffMs').optional(),
});
const teardownGraceMs = nonNegativeMs('teardownGraceMs');
const environmentVariables = schemas/* array */.YOg(environmentVariableNameSchema).max(1000);
const supervisedRunOptionsSchema = schemas/* strictObject */.rej({
    storage: storageOptionsSchema,
    definition: runDefinitionOptionsSchema,
    host: hostOptionSchema,
    /** Working directory of the worker and root of the default git workspace. */
    runRoot: options_path('runRoot'),
    /** Handed to bindRun; default: a directory under the store's machine-local state. */
    scratchDirectory: options_path('scratchDirectory').optional(),
    limits: runLimitsSchema.prefault({}),
    restart: restartPolicySchema.prefault({}),
    /** Grace between SIGTERM and SIGKILL when stopping the worker's processes. */
    teardownGraceMs: teardownGraceMs.default(5000),
    /** Interval of runner:heartbeat records while a worker runs; 0 writes none. */
    heartbeatMs: nonNegativeMs('heartbeatMs').default(60_000),
    /** Names of variables copied into the worker when present (values never stored). */
    environmentVariables: environmentVariables.default([]),
    /**
     * runner:node-changes after each node attempt in a git workspace (files and lines each attempt
     * changed, from workspace captures around it); false skips the captures, e.g. for pure data
     * graphs. Stored in the definition: every session of the run follows it.
     */
    recordChanges: schemas/* boolean */.zMY({ error: 'recordChanges must be true or false' }).default(true),
});
const takeoverSchema = schemas/* strictObject */.rej({
    reason: schemas/* string */.YjP().min(1, 'takeover.reason must say why'),
    by: schemas/* string */.YjP().min(1, 'takeover.by must name who takes over'),
});
const resumeSupervisedRunOptionsSchema = schemas/* strictObject */.rej({
    storage: storageOptionsSchema,
    runId: storeId('runId'),
    runRoot: options_path('runRoot'),
    scratchDirectory: options_path('scratchDirectory').optional(),
    /** The exact position of a recorded graph pause; omit to continue an interrupted (or drift-paused) run. */
    position: schemas/* string */.YjP().min(1, 'position must be a non-empty position string').optional(),
    decision: decisionSchema.optional(),
    /** Default: the policy stored at start. */
    restart: restartOption.optional(),
    teardownGraceMs: teardownGraceMs.optional(),
    environmentVariables: environmentVariables.default([]),
    /** Explicit, recorded takeover of a run whose watchdog died (its lock holder must be provably dead). */
    takeover: takeoverSchema.optional(),
});
const extraKeys = (/* unused pure expression or super */ null && (['workspace', 'onEvent', 'handleSignals', 'workerEntry']));
function options_formatIssues(error) {
    return error.issues
        .slice(0, 5)
        .map((issue) => {
        const at = issue.path.length === 0 ? 'options' : `options.${issue.path.map(String).join('.')}`;
        return `${at}: ${issue.message}`;
    })
        .join('; ');
}
function checkExtras(options) {
    const { workspace, onEvent, handleSignals, workerEntry } = options;
    const bad = (field, accepts) => new SupervisedRunError('INVALID_OPTIONS', `options.${field}: expected ${accepts}`);
    if (workspace !== undefined &&
        (typeof workspace !== 'object' ||
            workspace === null ||
            typeof workspace.capture !== 'function')) {
        throw bad('workspace', 'a workspace provider ({ root, repositoryRoot, capture, acquireLease, readLease, releaseLease, verify })');
    }
    if (onEvent !== undefined && typeof onEvent !== 'function')
        throw bad('onEvent', 'a function');
    if (handleSignals !== undefined && typeof handleSignals !== 'boolean')
        throw bad('handleSignals', 'a boolean');
    if (workerEntry !== undefined && (typeof workerEntry !== 'string' || workerEntry.length === 0))
        throw bad('workerEntry', 'a path');
}
function split(options, schema) {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
        throw new SupervisedRunError('INVALID_OPTIONS', 'options: expected an object');
    }
    const record = options;
    checkExtras(record);
    const serialisable = {};
    for (const [key, value] of Object.entries(record))
        if (!extraKeys.includes(key))
            serialisable[key] = value;
    const result = schema.safeParse(serialisable);
    if (!result.success)
        throw new SupervisedRunError('INVALID_OPTIONS', options_formatIssues(result.error), { cause: result.error });
    const extras = {};
    for (const key of extraKeys)
        if (record[key] !== undefined)
            extras[key] = record[key];
    return { parsed: result.data, extras };
}
function parseSupervisedRunOptions(options) {
    const result = split(options, supervisedRunOptionsSchema);
    checkBackoff(result.parsed.restart);
    return result;
}
function parseResumeSupervisedRunOptions(options) {
    const result = split(options, resumeSupervisedRunOptionsSchema);
    if (result.parsed.decision !== undefined && result.parsed.position === undefined) {
        throw new SupervisedRunError('INVALID_OPTIONS', 'options.decision: a decision needs options.position (the reconcile pause it answers)');
    }
    return result;
}
/** Checked once the policy is complete (a resume merges its partial policy with the stored one). */
function checkBackoff(restart) {
    if (restart.maxBackoffMs < restart.initialBackoffMs) {
        throw new SupervisedRunError('INVALID_OPTIONS', 'options.restart.maxBackoffMs: must be at least restart.initialBackoffMs');
    }
}

;// CONCATENATED MODULE: ./src/runner/definition.ts
// The stored run definition of a supervised run (schemaVersion 1). It extends the graph layer's
// run spec (the executor reads only the graph fields) with what the watchdog and worker need.
// Restored from caches, so it is parsed with this schema before use.




const digestSchema = schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/, 'a "sha256:" digest with 64 lowercase hex digits');
/** A relative POSIX path that stays inside its root: no `..`, not absolute, no NUL, no empty segment. */
const relativeModulePathSchema = schemas/* string */.YjP()
    .min(1)
    .max(4096)
    .refine((value) => !value.includes('\0') &&
    !value.includes('\\') &&
    !value.startsWith('/') &&
    value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), 'a normalised relative path inside runRoot (no "..", no leading "/", no empty or "." segments)');
const storedHostSchema = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('module'),
        /** Relative to runRoot, as resolved (symlinks followed) at start. */
        path: relativeModulePathSchema,
        /** SHA-256 of the module file's bytes; each worker checks it before and after import. */
        digest: digestSchema,
    }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('builtin'),
        name: schemas/* string */.YjP().regex(/^[A-Za-z0-9._-]{1,100}$/),
        config: contract/* jsonValueSchema */.F7.optional(),
    }),
]);
const supervisedRunDefinitionSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    kind: schemas/* literal */.euz('supervised-run'),
    runId: schemas/* string */.YjP().regex(contract/* storeIdPattern */.X),
    namespace: schemas/* string */.YjP().regex(contract/* storeIdPattern */.X),
    /** ISO-8601: the stored run timestamp the elapsed budget counts from. */
    createdAt: datetime({ offset: true }),
    graphDefinition: graphDefinitionSchema,
    plan: graphPlanSchema,
    resolvedInputs: contract/* jsonValueSchema */.F7,
    host: storedHostSchema,
    limits: runLimitsSchema,
    /** The start's restart policy: a resume uses it for fields it does not override. */
    restart: restartPolicySchema,
    teardownGraceMs: schemas/* number */.aig().int().nonnegative(),
    heartbeatMs: schemas/* number */.aig().int().nonnegative(),
    /** runner:node-changes after each attempt; absent (definitions stored before the option existed) means true. */
    recordChanges: schemas/* boolean */.zMY().optional(),
});
/** The definition as a JSON value for storage.writeDefinition. */
function definitionToJson(definition) {
    return JSON.parse(JSON.stringify(definition));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(455);
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
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
        return await realpath(runRoot);
    }
    catch (error) {
        throw new SupervisedRunError('INVALID_OPTIONS', `options.runRoot: cannot resolve ${JSON.stringify(runRoot)}: ${describeError(error)}`, { cause: error });
    }
}
function isInside(root, candidate) {
    const relative = external_node_path_default().relative(root, candidate);
    return relative !== '' && !relative.startsWith(`..${(external_node_path_default()).sep}`) && relative !== '..' && !external_node_path_default().isAbsolute(relative);
}
/** Resolves a `module` specifier (relative, e.g. `./host.mjs`) inside the real runRoot and digests its bytes. */
async function resolveHostModule(realRoot, specifier) {
    if (external_node_path_default().isAbsolute(specifier) || specifier.startsWith('file:')) {
        throw new errors_SupervisedRunError('HOST_MODULE', `host.module ${JSON.stringify(specifier)} must be a relative file specifier inside runRoot, such as ./host.mjs`);
    }
    const lexical = external_node_path_default().resolve(realRoot, specifier);
    if (!isInside(realRoot, lexical)) {
        throw new errors_SupervisedRunError('HOST_MODULE', `host.module ${JSON.stringify(specifier)} is outside runRoot ${realRoot}`);
    }
    let absolute;
    let bytes;
    try {
        absolute = await (0,promises_.realpath)(lexical);
        if (!isInside(realRoot, absolute)) {
            throw new errors_SupervisedRunError('HOST_MODULE', `host.module ${JSON.stringify(specifier)} resolves to ${absolute}, outside runRoot ${realRoot}`);
        }
        const info = await (0,promises_.stat)(absolute);
        if (!info.isFile())
            throw new errors_SupervisedRunError('HOST_MODULE', `host.module ${JSON.stringify(specifier)} is not a file (${absolute})`);
        bytes = await (0,promises_.readFile)(absolute);
    }
    catch (error) {
        if (error instanceof errors_SupervisedRunError)
            throw error;
        throw new errors_SupervisedRunError('HOST_MODULE', `host.module ${JSON.stringify(specifier)} cannot be resolved inside runRoot: ${errors_describeError(error)}`, { cause: error });
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
        throw new SupervisedRunError('HOST_MODULE', 'the stored run has no host binding (module or builtin)');
    if (host.kind === 'module')
        await resolveHostModule(realRoot, `./${host.path}`);
}

;// CONCATENATED MODULE: ./src/runner/host/load.ts
var __rewriteRelativeImportExtension = (undefined && undefined.__rewriteRelativeImportExtension) || function (path, preserveJsx) {
    if (typeof path === "string" && /^\.\.?\//.test(path)) {
        return path.replace(/\.(tsx)$|((?:\.d)?)((?:\.[^./]+?)?)\.([cm]?)ts$/i, function (m, tsx, d, ext, cm) {
            return tsx ? preserveJsx ? ".jsx" : ".js" : d && (!ext || !cm) ? m : (d + ext + "." + cm.toLowerCase() + "js");
        });
    }
    return path;
};
// Worker side: find the bindings of a stored host. A module is imported once, with its digest
// checked before and after import (HOST_MODULE_CHANGED); a built-in comes from the worker entry.




async function moduleDigest(absolute) {
    try {
        return digestBytes(await (0,promises_.readFile)(absolute));
    }
    catch (error) {
        throw new errors_SupervisedRunError('HOST_MODULE', `host module ${absolute} cannot be read: ${errors_describeError(error)}`, {
            cause: error,
        });
    }
}
function changed(relative, when, expected, found) {
    return new errors_SupervisedRunError('HOST_MODULE_CHANGED', `host module ${relative} changed since the run was stored (${when}): expected ${expected}, found ${found}`);
}
async function loadHost(host, realRoot, builtins) {
    if (host.kind === 'builtin') {
        const bind = Object.hasOwn(builtins, host.name) ? builtins[host.name] : undefined;
        if (typeof bind !== 'function') {
            const known = Object.keys(builtins);
            throw new errors_SupervisedRunError('HOST_MODULE', `the stored run needs the built-in host ${JSON.stringify(host.name)}, which this worker entry does not provide (${known.length === 0 ? 'it has none' : `it has ${known.join(', ')}`})`);
        }
        return bind;
    }
    const resolved = await resolveHostModule(realRoot, `./${host.path}`);
    if (resolved.digest !== host.digest)
        throw changed(host.path, 'before import', host.digest, resolved.digest);
    let namespace;
    try {
        namespace = (await import(__rewriteRelativeImportExtension(/* webpackIgnore: true */ (0,external_node_url_namespaceObject.pathToFileURL)(resolved.absolute).href)));
    }
    catch (error) {
        throw new errors_SupervisedRunError('HOST_MODULE', `host module ${host.path} failed to import: ${errors_describeError(error)}`, {
            cause: error,
        });
    }
    const after = await moduleDigest(resolved.absolute);
    if (after !== host.digest)
        throw changed(host.path, 'after import', host.digest, after);
    const bind = namespace.bindRun;
    if (typeof bind !== 'function')
        throw new errors_SupervisedRunError('HOST_MODULE', `host module ${host.path} does not export a bindRun function`);
    return bind;
}

// EXTERNAL MODULE: ./src/engine/command/types.ts
var types = __nccwpck_require__(429);
;// CONCATENATED MODULE: ./src/runner/records.ts
// Supervision records: type names and the zod schema of each record's data. The watchdog writes
// the runner log; the worker writes runner:worker-result, runner:heartbeat and runner:node-changes
// into the graph log (beside the executor's records). Status folds both through these schemas.



const runnerEventTypes = {
    sessionStarted: 'runner:session-started',
    workerLaunching: 'runner:worker-launching',
    workerStarted: 'runner:worker-started',
    workerExited: 'runner:worker-exited',
    workerCrashed: 'runner:worker-crashed',
    backoff: 'runner:backoff',
    restartAnchor: 'runner:restart-anchor',
    pauseAnchor: 'runner:pause-anchor',
    adopted: 'runner:adopted',
    resumeRefused: 'runner:resume-refused',
    completed: 'runner:completed',
    paused: 'runner:paused',
    interrupted: 'runner:interrupted',
    stopped: 'runner:stopped',
    timeout: 'runner:timeout',
    failed: 'runner:failed',
    /** Who cancelled the run and why (cancelSupervisedRun, under the process lock; may follow runner:stopped). */
    cancelled: 'runner:cancelled',
    /** A resume removed the lock a dead watchdog left after it had settled the run (clearSettledSessionLock). */
    lockCleared: 'runner:lock-cleared',
};
/** Records the worker appends to the graph log. */
const workerEventTypes = {
    result: 'runner:worker-result',
    heartbeat: 'runner:heartbeat',
    nodeChanges: 'runner:node-changes',
};
/** Records that settle a watchdog session: terminal ones and resumable pauses. */
const settledTypes = new Set([
    runnerEventTypes.completed,
    runnerEventTypes.paused,
    runnerEventTypes.interrupted,
    runnerEventTypes.stopped,
    runnerEventTypes.timeout,
    runnerEventTypes.failed,
]);
const terminalTypes = new Set([
    runnerEventTypes.completed,
    runnerEventTypes.stopped,
    runnerEventTypes.timeout,
    runnerEventTypes.failed,
]);
const pauseSummarySchema = schemas/* object */.Ikc({
    position: schemas/* string */.YjP(),
    nodeId: schemas/* string */.YjP(),
    eventId: schemas/* string */.YjP(),
    reason: schemas/* string */.YjP(),
    request: contract/* jsonValueSchema */.F7,
});
const workerModeSchema = schemas/* discriminatedUnion */.gMt('kind', [
    /** run(), then resume each position a crashed predecessor left in flight. */
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('run') }),
    /** Reopen one recorded pause (if it is still the current one), then as `run`. */
    schemas/* object */.Ikc({
        kind: schemas/* literal */.euz('resume'),
        position: schemas/* string */.YjP().min(1),
        pauseEventId: schemas/* string */.YjP().min(1),
        decision: schemas/* object */.Ikc({
            decision: schemas/* enum */.k5n(['retry', 'complete', 'fail']),
            output: contract/* jsonValueSchema */.F7.optional(),
            message: schemas/* string */.YjP().optional(),
            decidedBy: schemas/* string */.YjP().min(1),
        })
            .optional(),
    }),
]);
const sessionStartedSchema = schemas/* object */.Ikc({
    kind: schemas/* enum */.k5n(['start', 'resume', 'continue', 'takeover']),
    position: schemas/* string */.YjP().optional(),
    pauseEventId: schemas/* string */.YjP().optional(),
    decision: schemas/* object */.Ikc({ decision: schemas/* string */.YjP(), decidedBy: schemas/* string */.YjP() }).optional(),
    /** Names only; values are never stored. */
    environmentVariables: schemas/* array */.YOg(schemas/* string */.YjP()),
    restart: schemas/* object */.Ikc({ maxRestarts: schemas/* number */.aig(), initialBackoffMs: schemas/* number */.aig(), maxBackoffMs: schemas/* number */.aig() }),
    teardownGraceMs: schemas/* number */.aig(),
    /** The token of the process lock this session holds: ties a lock left after it settled to it. */
    lockToken: schemas/* string */.YjP().optional(),
});
const workerLaunchingSchema = schemas/* object */.Ikc({
    launchId: schemas/* string */.YjP(),
    /** Launches of this run so far, this one excluded. */
    launch: schemas/* number */.aig().int().nonnegative(),
    /** Replacement workers launched after crashes, over the whole run. */
    restart: schemas/* number */.aig().int().nonnegative(),
    mode: workerModeSchema,
    ownerId: schemas/* string */.YjP(),
    /** Remaining elapsed budget when launched (null: no limit). */
    remainingTimeoutMs: schemas/* number */.aig().nullable(),
});
const workerStartedSchema = schemas/* object */.Ikc({
    launchId: schemas/* string */.YjP(),
    pid: schemas/* number */.aig().int().positive(),
    /** Linux: pid + start time; null where the start time cannot be read. */
    identity: types/* processIdentitySchema */.Nx.nullable(),
});
const workerExitSchema = schemas/* object */.Ikc({
    launchId: schemas/* string */.YjP(),
    exitCode: schemas/* number */.aig().nullable(),
    signal: schemas/* string */.YjP().nullable(),
    durationMs: schemas/* number */.aig(),
    stopReason: schemas/* string */.YjP().optional(),
    outputLimitExceeded: schemas/* boolean */.zMY(),
    cleanup: types/* cleanupReportSchema */.aV,
    /** The worker recorded its result before exiting. */
    resultRecorded: schemas/* boolean */.zMY(),
    /** Last bytes of stderr (known secrets redacted), for a crash. */
    stderrTail: schemas/* string */.YjP().optional(),
    spawnError: schemas/* object */.Ikc({ code: schemas/* string */.YjP(), message: schemas/* string */.YjP() }).optional(),
});
const backoffSchema = schemas/* object */.Ikc({
    restart: schemas/* number */.aig().int().positive(),
    delayMs: schemas/* number */.aig().int().nonnegative(),
    until: schemas/* string */.YjP(),
});
const anchorRecordSchema = schemas/* object */.Ikc({
    anchor: contract/* artifactRefSchema */.TK,
    fingerprint: schemas/* string */.YjP(),
    head: schemas/* string */.YjP().nullable(),
    /** `capture`: taken now; `restart-anchor`: the earlier restart snapshot (drift, or interrupt during backoff). */
    source: schemas/* enum */.k5n(['capture', 'restart-anchor', 'adoption']),
    restart: schemas/* number */.aig().int().nonnegative().optional(),
});
const adoptedSchema = schemas/* object */.Ikc({
    from: schemas/* enum */.k5n(['interrupted', 'paused', 'orphaned']),
    takeover: schemas/* object */.Ikc({
        reason: schemas/* string */.YjP(),
        by: schemas/* string */.YjP(),
        previousHolder: contract/* lockHolderSchema */.h7.nullable(),
        /** Last recorded activity of the dead session: its unrecorded time is not counted against the budget. */
        lastActivityAt: schemas/* string */.YjP().nullable(),
        stoppedProcesses: schemas/* array */.YOg(types/* processIdentitySchema */.Nx),
        brokeLease: schemas/* boolean */.zMY(),
    })
        .optional(),
});
const resumeRefusedSchema = schemas/* object */.Ikc({ code: schemas/* string */.YjP(), reason: schemas/* string */.YjP(), position: schemas/* string */.YjP().optional() });
const settledCommon = {
    /** True when the worker's processes were verified gone (vacuously true when none ran). */
    cleanupVerified: schemas/* boolean */.zMY(),
};
const completedSchema = schemas/* object */.Ikc({ ...settledCommon, outputArtifact: contract/* artifactRefSchema */.TK, launchId: schemas/* string */.YjP() });
const pausedSchema = schemas/* object */.Ikc({
    ...settledCommon,
    code: schemas/* string */.YjP().optional(),
    reason: schemas/* string */.YjP().optional(),
    positions: schemas/* array */.YOg(schemas/* string */.YjP()),
    pauses: schemas/* array */.YOg(pauseSummarySchema),
    anchor: contract/* artifactRefSchema */.TK,
});
const interruptedSchema = schemas/* object */.Ikc({
    ...settledCommon,
    positions: schemas/* array */.YOg(schemas/* string */.YjP()),
    anchor: contract/* artifactRefSchema */.TK,
    signal: schemas/* string */.YjP().optional(),
});
const stoppedSchema = schemas/* object */.Ikc({
    ...settledCommon,
    /** Set when cancelSupervisedRun settled the run (its runner:cancelled record says who and why). */
    cancelled: schemas/* boolean */.zMY().optional(),
    reason: schemas/* string */.YjP().optional(),
});
/** runner:cancelled: the cancel intent (reason, by, requestedAt) and what the cancel found and did. */
const cancelledSchema = schemas/* object */.Ikc({
    intentId: schemas/* string */.YjP(),
    reason: schemas/* string */.YjP(),
    by: schemas/* string */.YjP(),
    requestedAt: schemas/* string */.YjP(),
    /** The run's phase when the cancel began. */
    from: schemas/* string */.YjP(),
    /** The live watchdog's pid that was sent SIGTERM, if any. */
    signalled: schemas/* number */.aig().int().nullable(),
    /** `stopped`: the cancel (or the signalled watchdog) settled it; `already-ended`: it had ended. */
    outcome: schemas/* enum */.k5n(['stopped', 'already-ended']),
});
const timeoutSchema = schemas/* object */.Ikc({ ...settledCommon, elapsedMs: schemas/* number */.aig(), timeoutMs: schemas/* number */.aig() });
const failedSchema = schemas/* object */.Ikc({
    ...settledCommon,
    code: schemas/* string */.YjP(),
    message: schemas/* string */.YjP(),
    leaseRetained: schemas/* boolean */.zMY(),
    survivors: schemas/* array */.YOg(types/* processIdentitySchema */.Nx).optional(),
});
const workerResultSchema = schemas/* object */.Ikc({
    launchId: schemas/* string */.YjP(),
    result: schemas/* discriminatedUnion */.gMt('kind', [
        schemas/* object */.Ikc({ kind: schemas/* literal */.euz('complete'), outputArtifact: contract/* artifactRefSchema */.TK }),
        schemas/* object */.Ikc({ kind: schemas/* literal */.euz('fail'), code: schemas/* string */.YjP(), message: schemas/* string */.YjP() }),
        schemas/* object */.Ikc({
            kind: schemas/* literal */.euz('pause'),
            code: schemas/* string */.YjP().optional(),
            reason: schemas/* string */.YjP().optional(),
            positions: schemas/* array */.YOg(schemas/* string */.YjP()),
            pauses: schemas/* array */.YOg(pauseSummarySchema),
        }),
    ]),
});
const heartbeatSchema = schemas/* object */.Ikc({ launchId: schemas/* string */.YjP() });
const fileChangeSchema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP(),
    change: schemas/* enum */.k5n(['added', 'modified', 'deleted']),
    added: schemas/* number */.aig().int().nonnegative(),
    removed: schemas/* number */.aig().int().nonnegative(),
    binary: schemas/* boolean */.zMY(),
});
const nodeChangesSchema = schemas/* object */.Ikc({
    position: schemas/* string */.YjP(),
    nodeId: schemas/* string */.YjP(),
    attemptId: schemas/* string */.YjP(),
    attempt: schemas/* number */.aig().int().positive(),
    outcome: schemas/* enum */.k5n(['completed', 'paused', 'failed']),
    files: schemas/* array */.YOg(fileChangeSchema),
    added: schemas/* number */.aig().int().nonnegative(),
    removed: schemas/* number */.aig().int().nonnegative(),
    /** Files changed beyond the listed ones (the list is capped; the totals count every file). */
    omittedFiles: schemas/* number */.aig().int().positive().optional(),
    /** Set when the change could not be read (the record still marks the attempt). */
    error: schemas/* string */.YjP().optional(),
});
/** The artifact purposes the runner writes. */
const artifactPurposes = {
    output: 'runner-output',
    pauseAnchor: 'runner-pause-anchor',
    restartAnchor: 'runner-restart-anchor',
};

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
    if (!isStrictlyInside(back)) {
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




const anchor_digestSchema = schemas/* string */.YjP()
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
    digest: anchor_digestSchema.nullable(),
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
    fingerprint: anchor_digestSchema,
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
    anchorFingerprint: anchor_digestSchema,
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
/** Text of an unknown thrown value, for wrapping messages. */
function workspace_errors_describeError(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./src/workspace/parse.ts


function parseWorkspaceAnchor(value) {
    const parsed = workspaceAnchorSchema.safeParse(value);
    if (!parsed.success) {
        throw new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `workspace anchor is invalid: ${parse_formatIssues(parsed.error)}`);
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
        throw new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `workspace content is invalid: ${parse_formatIssues(parsed.error)}`);
    }
    const content = parsed.data;
    if (content.anchorFingerprint !== anchor.fingerprint) {
        throw parse_invalid(`content belongs to anchor ${content.anchorFingerprint}, not ${anchor.fingerprint}`);
    }
    const expected = new Map(anchor.files.filter((file) => file.status !== 'deleted').map((file) => [file.path, file]));
    const bytesByPath = new Map();
    for (const entry of content.files) {
        const file = expected.get(entry.path);
        if (file === undefined)
            throw parse_invalid(`content for ${JSON.stringify(entry.path)}, which the anchor does not list as present`);
        if (bytesByPath.has(entry.path))
            throw parse_invalid(`content for ${JSON.stringify(entry.path)} is listed twice`);
        if (entry.mode !== file.mode)
            throw parse_invalid(`content mode of ${JSON.stringify(entry.path)} is ${entry.mode}, anchor says ${file.mode}`);
        const bytes = Buffer.from(entry.contentBase64, 'base64');
        if (bytes.length !== file.bytes || sha256Digest(bytes) !== file.digest) {
            throw parse_invalid(`content of ${JSON.stringify(entry.path)} does not match the anchor digest ${file.digest}`);
        }
        bytesByPath.set(entry.path, bytes);
    }
    for (const filePath of expected.keys()) {
        if (!bytesByPath.has(filePath))
            throw parse_invalid(`content for ${JSON.stringify(filePath)} is missing`);
    }
    return bytesByPath;
}
function parse_invalid(detail) {
    return new WorkspaceError('WORKSPACE_ANCHOR_INVALID', `workspace content is invalid: ${detail}`);
}
/** `files[2].path: path "../x" is not normalised (contains "..")`, first few issues. */
function parse_formatIssues(error) {
    const shown = error.issues.slice(0, 5).map((issue) => {
        const where = issue.path
            .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
            .join('');
        return where === '' ? issue.message : `${where}: ${issue.message}`;
    });
    const more = error.issues.length - shown.length;
    return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(421);
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
    for (const name of repositoryVariables)
        delete env[name];
    return env;
}
let spawned = 0;
/** git processes this module has started in this process (a seam for tests that assert none were). */
function gitSpawnCount() {
    return spawned;
}
function runGit(cwd, args, options = {}) {
    spawned += 1;
    return new Promise((resolve, reject) => {
        const argv = ['-c', 'core.quotepath=off', ...args];
        const child = (0,external_node_child_process_.spawn)('git', argv, {
            cwd,
            env: gitEnvironment(),
            stdio: ['pipe', 'pipe', 'pipe'],
            windowsHide: true,
        });
        const chunks = [];
        let stdoutBytes = 0;
        let stderr = '';
        let failure = null;
        child.stdout.on('data', (chunk) => {
            stdoutBytes += chunk.length;
            if (stdoutBytes > maxStdoutBytes) {
                failure ??= new GitCommandError(args, null, `output exceeded ${maxStdoutBytes} bytes`);
                child.kill('SIGKILL');
                return;
            }
            chunks.push(chunk);
        });
        child.stderr.on('data', (chunk) => {
            if (stderr.length < maxStderrBytes)
                stderr += chunk.toString('utf8');
        });
        child.on('error', (error) => {
            failure ??= new GitCommandError(args, null, '', error);
        });
        // git may exit before reading all of stdin (e.g. on a bad object); that is reported by its exit code.
        child.stdin.on('error', () => { });
        child.stdin.end(options.input ?? '');
        child.on('close', (code) => {
            if (failure !== null)
                return reject(failure);
            const exitCode = code ?? -1;
            if (exitCode !== 0 && !(options.okExitCodes ?? []).includes(exitCode)) {
                return reject(new GitCommandError(args, exitCode, stderr));
            }
            resolve({ stdout: Buffer.concat(chunks), stderr, exitCode });
        });
    });
}
/** Splits `-z` output into its NUL-terminated fields, refusing names that are not valid UTF-8. */
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
});
function describeHolder(record) {
    return `run ${JSON.stringify(record.runId)} (pid ${record.pid} on ${record.hostname}, since ${record.acquiredAt})`;
}

;// CONCATENATED MODULE: ./src/workspace/lease.ts
// One lease per repository: a lease file under a machine-local directory, created
// atomically (link of a complete temp file, so a reader never sees half a record)
// and removed only by the holder of its token.






function leaseFilePath(leaseDirectory, root) {
    const key = (0,external_node_crypto_.createHash)('sha256').update(root).digest('hex').slice(0, 32);
    return external_node_path_default().join(leaseDirectory, `workspace-${key}.lease`);
}
async function acquireLease(leaseDirectory, root, holder) {
    const parsedHolder = workspaceLeaseHolderSchema.safeParse(holder);
    if (!parsedHolder.success)
        throw new TypeError('lease holder needs { runId: non-empty string, pid: positive integer }');
    const record = {
        schemaVersion: 1,
        root,
        token: (0,external_node_crypto_.randomUUID)(),
        ...parsedHolder.data,
        hostname: (0,external_node_os_namespaceObject.hostname)(),
        acquiredAt: new Date().toISOString(),
    };
    const leasePath = leaseFilePath(leaseDirectory, root);
    const temporary = `${leasePath}.${record.token}.tmp`;
    try {
        await (0,promises_.mkdir)(leaseDirectory, { recursive: true });
        await writeDurably(temporary, `${JSON.stringify(record)}\n`);
    }
    catch (error) {
        throw new WorkspaceError('WORKSPACE_LEASE', `cannot create the workspace lease in ${leaseDirectory}: ${workspace_errors_describeError(error)}`, { cause: error });
    }
    try {
        await (0,promises_.link)(temporary, leasePath);
    }
    catch (error) {
        if (error.code !== 'EEXIST') {
            throw new WorkspaceError('WORKSPACE_LEASE', `cannot create the workspace lease ${leasePath}: ${workspace_errors_describeError(error)}`, { cause: error });
        }
        let current;
        try {
            current = await readLeaseFile(leasePath);
        }
        catch (readError) {
            throw new WorkspaceError('WORKSPACE_LEASE', `workspace ${root} is leased, but its lease file cannot be read (${workspace_errors_describeError(readError)}); remove ${leasePath} only if no run holds it`, { cause: readError });
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
        async release() {
            if (released)
                return;
            await releaseLease(leaseDirectory, root, record.token);
            released = true;
        },
    };
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
        throw refuse(workspace_errors_describeError(error), { cause: error });
    }
    if (current?.token !== token)
        throw notOurs(current);
    const aside = `${leasePath}.${(0,external_node_crypto_.randomUUID)()}.releasing`;
    try {
        await (0,promises_.rename)(leasePath, aside);
    }
    catch (error) {
        throw refuse(workspace_errors_describeError(error), { cause: error });
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
        throw refuse(`cannot remove the lease file: ${workspace_errors_describeError(error)}`, { cause: error });
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
        throw new WorkspaceError('WORKSPACE_DRIFT', `restore could not write the saved files into ${root}: ${workspace_errors_describeError(error)}`, { cause: error });
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
        throw new WorkspaceError('WORKSPACE_DRIFT', `restore could not check out commit ${commit} in ${root}: ${workspace_errors_describeError(error)}`, { cause: error, needsCommit: commit });
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
        throw new WorkspaceError('WORKSPACE_ROOT', `workspace root ${root} cannot be resolved: ${workspace_errors_describeError(error)}`, {
            cause: error,
        });
    }
    let topLevel;
    try {
        const { stdout } = await runGit(real, ['rev-parse', '--show-toplevel']);
        topLevel = await (0,promises_.realpath)(stdout.toString('utf8').replace(/\n$/, ''));
    }
    catch (error) {
        throw new WorkspaceError('WORKSPACE_ROOT', `workspace root ${root} is not inside a git work tree: ${workspace_errors_describeError(error)}`, { cause: error });
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
                    .find((candidate) => isStrictlyInside(candidate)) ?? null;
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

;// CONCATENATED MODULE: ./src/workspace/provider.ts
// createGitWorkspaceProvider: the workspace port the runner uses (capture,
// lease, verify, restore, change statistics) over one git work tree.












/** Default cap on the bytes of changed and untracked files in one capture (well under the store's artifact limit once base64-encoded). */
const defaultMaxContentBytes = 8 * 1024 * 1024;
const provider_optionsSchema = schemas/* object */.Ikc({
    root: schemas/* string */.YjP().min(1),
    excludePaths: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]),
    leaseDirectory: schemas/* string */.YjP().min(1),
    maxContentBytes: schemas/* number */.aig().int().nonnegative().default(defaultMaxContentBytes),
    /** Bound on the entries of a stat fingerprint (captureSince); past it captures always run git. */
    maxFingerprintEntries: schemas/* number */.aig().int().nonnegative().optional(),
});
/** Git and file-system failures while reading the workspace become WORKSPACE_CAPTURE. */
async function provider_guard(root, task) {
    try {
        return await task();
    }
    catch (error) {
        if (isWorkspaceError(error))
            throw error;
        throw new WorkspaceError('WORKSPACE_CAPTURE', `cannot read the workspace ${root}: ${workspace_errors_describeError(error)}`, {
            cause: error,
        });
    }
}
function createGitWorkspaceProvider(options) {
    const parsed = provider_optionsSchema.safeParse(options);
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
        return { root, scan: await provider_guard(root, () => scanWorkspace(root, excludePaths)) };
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
            return captureSince({ root, excludePaths, maxContentBytes: settings.maxContentBytes, guard: (task) => provider_guard(root, task) }, previous);
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
                throw new WorkspaceError('WORKSPACE_LEASE', `cannot read the workspace lease of ${root}: ${workspace_errors_describeError(error)}`, { cause: error });
            }
        },
        async releaseLease(token) {
            return releaseLease(settings.leaseDirectory, (await repository()).root, token);
        },
        async verify(anchor) {
            const expected = parseWorkspaceAnchor(anchor);
            const { excludePaths } = await repository();
            const current = await scan();
            return verificationOf(await provider_guard(current.root, () => driftFrom(current.root, excludePaths, expected, current.scan)));
        },
        async restore(anchor, content) {
            const { root, excludePaths } = await repository();
            const context = {
                root,
                excludePaths,
                scan: async () => (await scan()).scan,
                drift: (expected, current) => driftFrom(root, excludePaths, expected, current),
            };
            await provider_guard(root, () => restoreWorkspace(context, anchor, content));
        },
        async changedFilesBetween(before, after) {
            const { root, excludePaths } = await repository();
            return provider_guard(root, () => changedFilesBetween(root, excludePaths, before, after));
        },
    };
}

;// CONCATENATED MODULE: ./src/workspace/index.ts
// Public API of the workspace layer (DESIGN.md section 7).












;// CONCATENATED MODULE: ./src/runner/worker/captures.ts
class AttemptCaptures {
    #take;
    #inFlight = 0;
    /** Attempts started in this worker: a reusable capture is current only if none started since. */
    #starts = 0;
    #reusable;
    constructor(take) {
        this.#take = take;
    }
    /** The capture before an attempt; pair every call with one after(). */
    before() {
        const reusable = this.#reusable;
        this.#reusable = undefined;
        const current = reusable !== undefined && this.#inFlight === 0 && reusable.starts === this.#starts;
        this.#inFlight += 1;
        this.#starts += 1;
        return current ? Promise.resolve(reusable.capture) : this.#take();
    }
    /** The capture after an attempt's node code has ended. */
    async after() {
        const alone = this.#inFlight === 1;
        const starts = this.#starts;
        const capture = await this.#take();
        this.#inFlight -= 1;
        this.#reusable = alone && starts === this.#starts && !(capture instanceof Error) ? { capture, starts } : undefined;
        return capture;
    }
}

;// CONCATENATED MODULE: ./src/runner/worker/changes.ts




const maxListedFiles = 200;
async function changeHooks(options) {
    const provider = createGitWorkspaceProvider({
        root: options.runRoot,
        excludePaths: [...options.excludePaths],
        // Never used for a lease here: the worker only captures.
        leaseDirectory: options.scratchDirectory,
    });
    try {
        await provider.repositoryRoot();
    }
    catch {
        return undefined; // not a git work tree: no change records
    }
    const before = new Map();
    // Each capture is taken "since" the latest one: while a stat fingerprint shows the workspace
    // unchanged as git sees it, the latest capture is handed back without a git process (see
    // workspace/unchanged/fingerprint.ts for why that is sound). Whichever capture finished last
    // is a valid base: reuse is decided by re-checking its fingerprint against the disk now.
    let latest;
    // A first capture starts now, while the worker loads its host and reads its logs: the first
    // attempt's capture then only re-checks its fingerprint (a git process otherwise, on the path of
    // the first node). Anything written meanwhile fails that check, and git runs then after all.
    let warming = provider.captureSince(undefined).then(({ capture }) => {
        latest = capture;
    }, () => undefined);
    const take = async () => {
        if (warming !== undefined) {
            await warming;
            warming = undefined;
        }
        try {
            const { capture } = await provider.captureSince(latest);
            latest = capture;
            return capture;
        }
        catch (error) {
            return error instanceof Error ? error : new Error(String(error));
        }
    };
    const captures = new AttemptCaptures(take);
    return {
        async before(info) {
            before.set(info.attemptId, captures.before());
            await before.get(info.attemptId);
        },
        async after(info, outcome) {
            const start = await before.get(info.attemptId);
            before.delete(info.attemptId);
            if (start === undefined)
                return [];
            const end = await captures.after();
            const base = {
                position: info.position,
                nodeId: info.nodeId,
                attemptId: info.attemptId,
                attempt: info.attempt,
                outcome: outcome.kind,
            };
            let data;
            if (start instanceof Error || end instanceof Error) {
                const error = start instanceof Error ? start : end;
                data = {
                    ...base,
                    files: [],
                    added: 0,
                    removed: 0,
                    error: `the workspace could not be captured: ${errors_describeError(error)}`,
                };
            }
            else {
                try {
                    // The same capture on both sides: nothing changed, and no git process is needed to say so.
                    const files = start === end ? [] : await provider.changedFilesBetween(start, end);
                    // The record shares the outcome's batch: keep it well inside maxEventPayloadBytes.
                    const listed = files.slice(0, maxListedFiles);
                    data = {
                        ...base,
                        files: listed.map((file) => ({
                            path: file.path,
                            change: file.change,
                            added: file.added,
                            removed: file.removed,
                            binary: file.binary,
                        })),
                        added: files.reduce((sum, file) => sum + file.added, 0),
                        removed: files.reduce((sum, file) => sum + file.removed, 0),
                        ...(files.length > listed.length ? { omittedFiles: files.length - listed.length } : {}),
                    };
                }
                catch (error) {
                    data = {
                        ...base,
                        files: [],
                        added: 0,
                        removed: 0,
                        error: `the change could not be read: ${errors_describeError(error)}`,
                    };
                }
            }
            return [{ type: workerEventTypes.nodeChanges, session: options.session, data }];
        },
    };
}

;// CONCATENATED MODULE: ./src/engine/usage.ts
// Usage totals of a node (or a run): honest about what was not measured.
//  reported: every call measured; partial: some measured (token counts are lower bounds);
//  unknown: none measured, or a measured total passed the safe integer range.
// A call with no receipt (still open, or lost in a crash) counts as one unmeasured call.



const usage_count = schemas/* number */.aig().int().nonnegative();
const usd = schemas/* number */.aig().nonnegative();
const costTotalsSchema = schemas/* object */.Ikc({
    /** reportedUsd + estimatedUsd. A lower bound whenever unknownCalls > 0. */
    usd,
    reportedUsd: usd,
    estimatedUsd: usd,
    /** Calls with no figure (unknown cost, or no receipt at all). */
    unknownCalls: usage_count,
    /** Distinct models of those calls, where known, sorted. */
    unknownModels: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const billingLineSchema = schemas/* object */.Ikc({ calls: usage_count, usd });
/** Calls and priced USD per way of paying. A subscription figure is what the API would cost, not a bill. */
const billingTotalsSchema = schemas/* object */.Ikc({
    api: billingLineSchema,
    subscription: billingLineSchema,
    unknown: billingLineSchema,
});
const common = {
    /** Every call once: completed, failed and still open. */
    calls: usage_count,
    /** Calls with a measured receipt (failed ones included). */
    measuredCalls: usage_count,
    /** Calls without a measured receipt, including still-open ones. */
    unknownCalls: usage_count,
    failedCalls: usage_count,
    /** Calls started with no receipt yet (in flight, or cut off by a crash). */
    openCalls: usage_count,
    cost: costTotalsSchema,
    billing: billingTotalsSchema,
};
const tokens = {
    inputTokens: usage_count,
    outputTokens: usage_count,
    cacheReadTokens: usage_count,
    cacheWriteTokens: usage_count,
};
const usageTotalsSchema = schemas/* discriminatedUnion */.gMt('state', [
    schemas/* object */.Ikc({ state: schemas/* literal */.euz('reported'), ...common, ...tokens }),
    /** Token counts are measured lower bounds. */
    schemas/* object */.Ikc({ state: schemas/* literal */.euz('partial'), ...common, ...tokens }),
    schemas/* object */.Ikc({
        state: schemas/* literal */.euz('unknown'),
        ...common,
        /** `no-measured-calls`, or `overflow` when measured totals passed Number.MAX_SAFE_INTEGER. */
        reason: schemas/* enum */.k5n(['no-measured-calls', 'overflow']),
    }),
]);
const usageStateSchema = schemas/* enum */.k5n(['reported', 'partial', 'unknown']);
/** One call as the aggregation sees it: a receipt, or a call still open / lost with no receipt. */
const usageCallSchema = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('receipt'), receipt: engine_contract/* usageReceiptSchema */.nC }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('open'), model: schemas/* string */.YjP().optional(), billing: engine_contract/* billingSchema */.rE.optional() }),
]);
function emptyCommon() {
    const line = () => ({ calls: 0, usd: 0 });
    return {
        calls: 0,
        measuredCalls: 0,
        unknownCalls: 0,
        failedCalls: 0,
        openCalls: 0,
        cost: { usd: 0, reportedUsd: 0, estimatedUsd: 0, unknownCalls: 0, unknownModels: [] },
        billing: { api: line(), subscription: line(), unknown: line() },
    };
}
/** Totals with no calls: vacuously reported, all zero. */
function emptyUsageTotals() {
    return {
        state: 'reported',
        ...emptyCommon(),
        inputTokens: 0,
        outputTokens: 0,
        cacheReadTokens: 0,
        cacheWriteTokens: 0,
    };
}
function finish(c, sums) {
    c.cost.usd = roundUsd(c.cost.reportedUsd + c.cost.estimatedUsd);
    c.cost.unknownModels = [...new Set(c.cost.unknownModels)].sort();
    if (sums === 'overflow')
        return { state: 'unknown', ...c, reason: 'overflow' };
    if (c.calls > 0 && c.measuredCalls === 0)
        return { state: 'unknown', ...c, reason: 'no-measured-calls' };
    const state = c.unknownCalls === 0 ? 'reported' : 'partial';
    return { state, ...c, ...sums };
}
function addTokens(sums, add) {
    if (sums === 'overflow')
        return sums;
    const next = {
        inputTokens: sums.inputTokens + (add.inputTokens ?? 0),
        outputTokens: sums.outputTokens + (add.outputTokens ?? 0),
        cacheReadTokens: sums.cacheReadTokens + (add.cacheReadTokens ?? 0),
        cacheWriteTokens: sums.cacheWriteTokens + (add.cacheWriteTokens ?? 0),
    };
    return Object.values(next).every(Number.isSafeInteger) ? next : 'overflow';
}
const zeroTokens = () => ({ inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 });
/** Totals of a list of calls (e.g. every engine call of one node). Each call counts once. */
function summarizeUsage(calls) {
    const c = emptyCommon();
    let sums = zeroTokens();
    for (const call of calls) {
        c.calls += 1;
        if (call.kind === 'open') {
            c.openCalls += 1;
            c.unknownCalls += 1;
            c.cost.unknownCalls += 1;
            if (call.model !== undefined && call.model !== '')
                c.cost.unknownModels.push(call.model);
            c.billing[call.billing ?? 'unknown'].calls += 1;
            continue;
        }
        const r = call.receipt;
        if (r.failed === true)
            c.failedCalls += 1;
        if (r.measured) {
            c.measuredCalls += 1;
            sums = addTokens(sums, r);
        }
        else {
            c.unknownCalls += 1;
        }
        const line = c.billing[r.billing];
        line.calls += 1;
        if (r.cost.kind === 'unknown') {
            c.cost.unknownCalls += 1;
            if (r.model !== undefined && r.model !== '')
                c.cost.unknownModels.push(r.model);
        }
        else {
            if (r.cost.kind === 'reported')
                c.cost.reportedUsd += r.cost.usd;
            else
                c.cost.estimatedUsd += r.cost.usd;
            line.usd = roundUsd(line.usd + r.cost.usd);
        }
    }
    c.cost.reportedUsd = roundUsd(c.cost.reportedUsd);
    c.cost.estimatedUsd = roundUsd(c.cost.estimatedUsd);
    return finish(c, sums);
}
/** Adds totals (node totals into run totals). Overflow stays unknown; gaps are never erased. */
function mergeUsageTotals(parts) {
    const c = emptyCommon();
    let sums = zeroTokens();
    for (const p of parts) {
        c.calls += p.calls;
        c.measuredCalls += p.measuredCalls;
        c.unknownCalls += p.unknownCalls;
        c.failedCalls += p.failedCalls;
        c.openCalls += p.openCalls;
        c.cost.reportedUsd = roundUsd(c.cost.reportedUsd + p.cost.reportedUsd);
        c.cost.estimatedUsd = roundUsd(c.cost.estimatedUsd + p.cost.estimatedUsd);
        c.cost.unknownCalls += p.cost.unknownCalls;
        c.cost.unknownModels.push(...p.cost.unknownModels);
        for (const key of engine_contract/* billingSchema */.rE.options) {
            c.billing[key].calls += p.billing[key].calls;
            c.billing[key].usd = roundUsd(c.billing[key].usd + p.billing[key].usd);
        }
        if (p.state === 'unknown') {
            if (p.reason === 'overflow')
                sums = 'overflow';
        }
        else {
            sums = addTokens(sums, p);
        }
    }
    return finish(c, sums);
}
/**
 * Tokens a budget counts: measured input + output tokens of every call, failed ones included
 * (cache reads and writes are priced separately and not counted); undefined when unknown.
 */
function totalTokens(totals) {
    if (totals.state === 'unknown')
        return undefined;
    const sum = totals.inputTokens + totals.outputTokens;
    return Number.isSafeInteger(sum) ? sum : undefined;
}

;// CONCATENATED MODULE: ./src/runner/status/state.ts
// The status fold's state: plain JSON, so it can be cached as a checkpoint and parsed back
// (a checkpoint that does not parse is rebuilt from events).





const budgetStateSchema = schemas/* object */.Ikc({
    /** Closed segments of execution (worker time and backoff), in ms. */
    spentMs: schemas/* number */.aig().nonnegative(),
    /** Start of the open segment, or null while frozen (settled pause, before a resumed launch). */
    openSince: schemas/* string */.YjP().nullable(),
});
const runnerFoldSchema = schemas/* object */.Ikc({
    eventCount: schemas/* number */.aig().int().nonnegative(),
    lastEventAt: schemas/* string */.YjP().nullable(),
    session: schemas/* number */.aig().int().nonnegative(),
    budget: budgetStateSchema,
    launches: schemas/* number */.aig().int().nonnegative(),
    restartCount: schemas/* number */.aig().int().nonnegative(),
    worker: schemas/* object */.Ikc({
        launchId: schemas/* string */.YjP(),
        session: schemas/* number */.aig(),
        launch: schemas/* number */.aig(),
        ownerId: schemas/* string */.YjP(),
        launchedAt: schemas/* string */.YjP(),
        pid: schemas/* number */.aig().nullable(),
        identity: types/* processIdentitySchema */.Nx.nullable(),
        startedAt: schemas/* string */.YjP().nullable(),
        exitedAt: schemas/* string */.YjP().nullable(),
    })
        .nullable(),
    backoff: schemas/* object */.Ikc({ restart: schemas/* number */.aig(), delayMs: schemas/* number */.aig(), until: schemas/* string */.YjP() }).nullable(),
    /** The record that settled the latest session (cleared when a new session starts). */
    settled: schemas/* object */.Ikc({ type: schemas/* string */.YjP(), at: schemas/* string */.YjP(), session: schemas/* number */.aig(), data: contract/* jsonValueSchema */.F7 }).nullable(),
    pauseAnchor: schemas/* object */.Ikc({ at: schemas/* string */.YjP(), data: contract/* jsonValueSchema */.F7 }).nullable(),
    restartAnchor: schemas/* object */.Ikc({ at: schemas/* string */.YjP(), data: contract/* jsonValueSchema */.F7 }).nullable(),
    resumeRefused: schemas/* object */.Ikc({ at: schemas/* string */.YjP(), code: schemas/* string */.YjP(), reason: schemas/* string */.YjP() }).nullable(),
    /** From runner:cancelled: who cancelled the run, why, when it was recorded and when asked. */
    cancelled: schemas/* object */.Ikc({ reason: schemas/* string */.YjP(), by: schemas/* string */.YjP(), at: schemas/* string */.YjP(), requestedAt: schemas/* string */.YjP() }).nullable(),
    /** The lock token the latest session recorded (absent in checkpoints of older versions). */
    sessionLockToken: schemas/* string */.YjP().nullable().optional(),
});
const occurrenceSchema = schemas/* object */.Ikc({
    nodeId: schemas/* string */.YjP(),
    state: schemas/* enum */.k5n(['dispatched', 'running', 'completed', 'failed', 'paused']),
    dispatchedAt: schemas/* string */.YjP(),
    attempts: schemas/* number */.aig().int().nonnegative(),
    attemptId: schemas/* string */.YjP().nullable(),
    attempt: schemas/* number */.aig().nullable(),
    retrySafe: schemas/* boolean */.zMY().nullable(),
    startedAt: schemas/* string */.YjP().nullable(),
    timeoutMs: schemas/* number */.aig().nullable(),
    durationMs: schemas/* number */.aig().nullable(),
    code: schemas/* string */.YjP().nullable(),
    message: schemas/* string */.YjP().nullable(),
    reconciled: schemas/* object */.Ikc({ decision: schemas/* string */.YjP(), decidedBy: schemas/* string */.YjP() }).nullable(),
    pause: schemas/* object */.Ikc({ eventId: schemas/* string */.YjP(), reason: schemas/* string */.YjP(), request: contract/* jsonValueSchema */.F7, pauseKind: schemas/* string */.YjP().nullable() })
        .nullable(),
    changes: schemas/* object */.Ikc({ files: schemas/* number */.aig(), added: schemas/* number */.aig(), removed: schemas/* number */.aig() }).nullable(),
});
const nodeUsageFoldSchema = schemas/* object */.Ikc({
    closed: usageTotalsSchema,
    open: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ model: schemas/* string */.YjP().optional() })),
});
const graphFoldSchema = schemas/* object */.Ikc({
    eventCount: schemas/* number */.aig().int().nonnegative(),
    lastEventAt: schemas/* string */.YjP().nullable(),
    lastHeartbeatAt: schemas/* string */.YjP().nullable(),
    session: schemas/* number */.aig().int().nonnegative(),
    dispatches: schemas/* number */.aig().int().nonnegative(),
    occurrences: schemas/* record */.g1P(schemas/* string */.YjP(), occurrenceSchema),
    /** Positions in dispatch order (a checkpoint's canonical JSON sorts object keys). */
    order: schemas/* array */.YOg(schemas/* string */.YjP()),
    usage: schemas/* record */.g1P(schemas/* string */.YjP(), nodeUsageFoldSchema),
    /** Open engine calls: callId -> nodeId. */
    calls: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    workerResult: schemas/* object */.Ikc({ at: schemas/* string */.YjP(), launchId: schemas/* string */.YjP(), result: workerResultSchema.shape.result }).nullable(),
});
// The fold's maps are keyed by strings a graph or a definition chooses (positions, node IDs):
// "constructor" and "__proto__" are valid, so they are read by own key only and set as own
// properties (assigning "__proto__" would replace the map's prototype).
function ownValue(map, key) {
    return Object.hasOwn(map, key) ? map[key] : undefined;
}
function setOwnValue(map, key, value) {
    Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}
function state_occurrenceAt(fold, position) {
    return ownValue(fold.occurrences, position);
}
function initialRunnerFold(createdAt) {
    return {
        eventCount: 0,
        lastEventAt: null,
        session: 0,
        budget: { spentMs: 0, openSince: createdAt },
        launches: 0,
        restartCount: 0,
        worker: null,
        backoff: null,
        settled: null,
        pauseAnchor: null,
        restartAnchor: null,
        resumeRefused: null,
        cancelled: null,
        sessionLockToken: null,
    };
}
function initialGraphFold() {
    return {
        eventCount: 0,
        lastEventAt: null,
        lastHeartbeatAt: null,
        session: 0,
        dispatches: 0,
        occurrences: {},
        order: [],
        usage: {},
        calls: {},
        workerResult: null,
    };
}

;// CONCATENATED MODULE: ./src/runner/status/fold-graph.ts





function nodeUsage(state, nodeId) {
    let usage = ownValue(state.usage, nodeId);
    if (usage === undefined) {
        usage = { closed: emptyUsageTotals(), open: {} };
        setOwnValue(state.usage, nodeId, usage);
    }
    return usage;
}
function closeCall(state, callId, receipt) {
    const nodeId = state.calls[callId];
    if (nodeId === undefined)
        return;
    const usage = nodeUsage(state, nodeId);
    delete usage.open[callId];
    delete state.calls[callId];
    usage.closed = mergeUsageTotals([usage.closed, summarizeUsage([{ kind: 'receipt', receipt }])]);
}
/**
 * Applies one event to a draft the caller owns (mutated in place, so folding 100k events stays
 * linear). The exported folds copy their input first: callers see pure functions.
 */
function apply(state, event) {
    state.eventCount += 1;
    state.lastEventAt = event.at;
    state.session = Math.max(state.session, event.session);
    const at = (position) => state_occurrenceAt(state, position);
    switch (event.type) {
        case graphEventTypes.nodeDispatched: {
            const data = nodeDispatchedSchema.safeParse(event.data);
            if (!data.success)
                return;
            for (const dispatch of data.data.dispatches) {
                if (state_occurrenceAt(state, dispatch.position) === undefined)
                    state.order.push(dispatch.position);
                setOwnValue(state.occurrences, dispatch.position, {
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
        case graphEventTypes.attemptStarted: {
            const data = attemptStartedSchema.safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            const raw = event.data;
            o.state = 'running';
            o.attempts = Math.max(o.attempts, data.data.identity.attempt);
            o.attemptId = data.data.identity.attemptId;
            o.attempt = data.data.identity.attempt;
            o.retrySafe = data.data.retrySafe;
            o.startedAt = event.at;
            o.timeoutMs = typeof raw.timeoutMs === 'number' ? raw.timeoutMs : null;
            o.pause = null;
            return;
        }
        case graphEventTypes.nodeCompleted: {
            const data = nodeCompletedSchema.safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            o.state = 'completed';
            o.durationMs = data.data.durationMs;
            o.pause = null;
            return;
        }
        case graphEventTypes.nodeFailed: {
            const data = nodeFailedSchema.safeParse(event.data);
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
        case graphEventTypes.nodePaused: {
            const data = nodePausedSchema.safeParse(event.data);
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
        case graphEventTypes.nodeResumed: {
            const data = nodeResumedSchema.safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            o.state = 'dispatched';
            o.pause = null;
            return;
        }
        case graphEventTypes.nodeReconciled: {
            const data = nodeReconciledSchema.safeParse(event.data);
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
        case engineEventTypes.started: {
            const data = engineStartedSchema.safeParse(event.data);
            const nodeId = data.success ? at(data.data.position)?.nodeId : undefined;
            if (!data.success || nodeId === undefined)
                return;
            const model = data.data.identity.model;
            state.calls[data.data.callId] = nodeId;
            nodeUsage(state, nodeId).open[data.data.callId] = model === '' ? {} : { model };
            return;
        }
        case engineEventTypes.completed: {
            const data = engineCompletedSchema.safeParse(event.data);
            if (data.success)
                closeCall(state, data.data.callId, data.data.usage);
            return;
        }
        case engineEventTypes.failed: {
            const data = engineFailedSchema.safeParse(event.data);
            if (!data.success)
                return;
            const nodeId = state.calls[data.data.callId];
            const model = nodeId === undefined ? undefined : state.usage[nodeId]?.open[data.data.callId]?.model;
            // A failed call without a receipt still counts once, with no figure.
            const receipt = data.data.usage ?? unmeasuredFailure(model, 'unknown');
            closeCall(state, data.data.callId, { ...receipt, failed: true });
            return;
        }
        case workerEventTypes.result: {
            const data = workerResultSchema.safeParse(event.data);
            if (data.success)
                state.workerResult = { at: event.at, launchId: data.data.launchId, result: data.data.result };
            return;
        }
        case workerEventTypes.heartbeat:
            state.lastHeartbeatAt = event.at;
            return;
        case workerEventTypes.nodeChanges: {
            const data = nodeChangesSchema.safeParse(event.data);
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
        const o = occurrenceAt(state, position);
        return o !== undefined && (o.state === 'dispatched' || o.state === 'running');
    });
}
/** Open graph pauses, in dispatch order. */
function openPauses(state) {
    const pauses = [];
    for (const position of state.order) {
        const o = state_occurrenceAt(state, position);
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

;// CONCATENATED MODULE: ./src/runner/worker/execute.ts



async function currentPauseEventId(storage, runId, position) {
    const read = await storage.readEvents(runId, 'graph');
    const occurrence = state_occurrenceAt(foldGraphEvents(initialGraphFold(), read.events), position);
    return { state: occurrence?.state, eventId: occurrence?.pause?.eventId };
}
async function execute(executor, storage, runId, mode, signal) {
    let result;
    if (mode.kind === 'resume') {
        const current = await currentPauseEventId(storage, runId, mode.position);
        if (current.state === 'paused' && current.eventId !== mode.pauseEventId) {
            return {
                kind: 'mismatch',
                position: mode.position,
                expected: mode.pauseEventId,
                found: current.eventId ?? 'none',
            };
        }
        // Still paused by the expected record: reopen it. Otherwise an earlier worker of this resume
        // already reopened it (and may have crashed since): continue as after a crash.
        result =
            current.state === 'paused'
                ? await executor.resume(mode.position, signal, mode.decision, {
                    pauseEventId: mode.pauseEventId,
                })
                : await executor.run(signal);
    }
    else {
        result = await executor.run(signal);
    }
    const resumed = new Set();
    while (result.kind === 'waiting') {
        const next = result.positions.find((position) => !resumed.has(position));
        if (next === undefined) {
            throw new errors_SupervisedRunError('WORKER_ERROR', `the executor keeps reporting positions in flight after they were resumed: ${result.positions.join(', ')}`);
        }
        resumed.add(next);
        result = await executor.resume(next, signal);
    }
    return result;
}

;// CONCATENATED MODULE: ./src/runner/worker/heartbeat.ts

function heartbeatGate(storage, log, options) {
    let loading = false;
    let pending = null;
    let timer;
    const gatedStorage = Object.create(storage, {
        readEvents: {
            value: async (runId, name, from) => {
                if (runId === options.runId && name === 'graph') {
                    loading = true;
                    if (pending !== null)
                        await pending;
                }
                return storage.readEvents(runId, name, from);
            },
        },
    });
    const gatedLog = {
        name: log.name,
        cursor() {
            loading = false;
            return log.cursor();
        },
        append: (records) => log.append(records),
        close: () => log.close(),
    };
    const beat = () => {
        if (loading || pending !== null)
            return;
        pending = log
            .append([{ type: workerEventTypes.heartbeat, session: options.session, data: { launchId: options.launchId } }])
            .catch(() => undefined) // a missed heartbeat is not a failure of the run
            .finally(() => {
            pending = null;
        });
    };
    return {
        storage: gatedStorage,
        log: gatedLog,
        start() {
            if (options.intervalMs > 0)
                timer = setInterval(beat, options.intervalMs);
        },
        async stop() {
            clearInterval(timer);
            if (pending !== null)
                await pending;
        },
    };
}

;// CONCATENATED MODULE: ./src/runner/worker/params.ts
// What the watchdog hands a worker: one JSON document on stdin (never argv, which other local
// users can read; knownSecrets travel here). Parsed at the edge like any untrusted input.



const workerParamsSchema = schemas/* strictObject */.rej({
    schemaVersion: schemas/* literal */.euz(1),
    storage: schemas/* strictObject */.rej({
        directory: schemas/* string */.YjP().min(1),
        namespace: schemas/* string */.YjP().min(1),
        policy: schemas/* strictObject */.rej(contract/* storagePolicySchema */.z4.shape).optional(),
        knownSecrets: schemas/* array */.YOg(schemas/* string */.YjP()),
    }),
    runId: schemas/* string */.YjP().min(1),
    session: schemas/* number */.aig().int().positive(),
    launchId: schemas/* string */.YjP().min(1),
    mode: workerModeSchema,
    /** Real path of runRoot (also the worker's cwd). */
    runRoot: schemas/* string */.YjP().min(1),
    scratchDirectory: schemas/* string */.YjP().min(1),
    /** Change records after each node attempt (a git workspace), leaving these root-relative paths out. */
    changes: schemas/* strictObject */.rej({ enabled: schemas/* boolean */.zMY(), excludePaths: schemas/* array */.YOg(schemas/* string */.YjP()) }),
});
async function readParams(input) {
    const chunks = [];
    for await (const chunk of input)
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    const parsed = workerParamsSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    if (!parsed.success)
        throw new Error(`worker parameters are invalid: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
}

;// CONCATENATED MODULE: ./src/runner/worker.ts
// The worker process's main function. A worker entry calls it (src/runner/worker-entry.ts with no
// built-in hosts; the declarative layer's entry registers its own). The worker loads the stored
// run, binds its host, runs the executor against the graph log, and records its result there
// (runner:worker-result) before exiting 0. Dying without that record is a crash to the watchdog.















/** Exit code of a worker whose watchdog went away: it stops at once (as a crash) rather than run unsupervised. */
const ORPHANED_EXIT = 70;
function watchParent() {
    const parent = process.ppid;
    setInterval(() => {
        if (process.ppid !== parent)
            process.exit(ORPHANED_EXIT);
    }, 500).unref();
}
async function loadDefinition(storage, runId) {
    const stored = await storage.readDefinition(runId);
    const parsed = supervisedRunDefinitionSchema.safeParse(stored);
    if (!parsed.success) {
        throw new errors_SupervisedRunError('HOST_MODULE', `run ${runId} has no valid supervised-run definition (and so no host binding): ${parsed.error.issues[0]?.message ?? 'missing'}`);
    }
    return parsed.data;
}
async function toResult(storage, params, outcome) {
    switch (outcome.kind) {
        case 'complete': {
            try {
                const outputArtifact = await storage.artifacts(params.runId).put(canonicalJson(outcome.output), {
                    mediaType: 'application/json',
                    purpose: artifactPurposes.output,
                    contentMode: 'state',
                });
                return { kind: 'complete', outputArtifact };
            }
            catch (error) {
                return {
                    kind: 'fail',
                    code: 'TERMINAL_ARTIFACT',
                    message: `the completion output could not be stored: ${errors_describeError(error)}`,
                };
            }
        }
        case 'fail':
            return { kind: 'fail', code: outcome.code, message: outcome.message };
        case 'pause':
            return { kind: 'pause', positions: outcome.positions, pauses: outcome.pauses };
        case 'mismatch': {
            const read = await storage.readEvents(params.runId, 'graph');
            const pauses = openPauses(foldGraphEvents(initialGraphFold(), read.events));
            return {
                kind: 'pause',
                code: 'RESUME_EVENT_MISMATCH',
                reason: `Resume expected pause event "${outcome.expected}" but found "${outcome.found}"`,
                positions: pauses.map((pause) => pause.position),
                pauses,
            };
        }
        case 'waiting':
            return { kind: 'fail', code: 'WORKER_ERROR', message: 'the executor returned waiting' };
    }
}
function errorResult(error) {
    if (isSupervisedRunError(error) || isGraphError(error) || isStorageError(error)) {
        return { kind: 'fail', code: error.code, message: error.message };
    }
    return { kind: 'fail', code: 'WORKER_ERROR', message: `the worker failed: ${errors_describeError(error)}` };
}
async function work(params, options, storage, log) {
    // Started first: finding the repository and the first workspace capture overlap loading the run.
    const hooksReady = params.changes.enabled
        ? changeHooks({
            runRoot: params.runRoot,
            excludePaths: params.changes.excludePaths,
            scratchDirectory: params.scratchDirectory,
            session: params.session,
        })
        : Promise.resolve(undefined);
    hooksReady.catch(() => undefined); // awaited below; an earlier failure of the load must not leave it unhandled
    const definition = await loadDefinition(storage, params.runId);
    const bind = await loadHost(definition.host, params.runRoot, options.builtinHosts ?? {});
    const bound = await bind({
        definition,
        scratchDirectory: params.scratchDirectory,
        runRoot: params.runRoot,
        forms: { dag: (value) => createDagGraph(value) },
        engines: { create: createEngine, MockEngine: MockEngine },
        knownSecrets: [...params.storage.knownSecrets],
    });
    if (typeof bound !== 'object' ||
        bound === null ||
        typeof bound.graph !== 'object' ||
        typeof bound.nodes !== 'object') {
        throw new errors_SupervisedRunError('HOST_MODULE', 'bindRun must return { graph, nodes, engines?, memory? }');
    }
    const gate = heartbeatGate(storage, log, {
        runId: params.runId,
        session: params.session,
        launchId: params.launchId,
        intervalMs: definition.heartbeatMs,
    });
    const hooks = await hooksReady;
    const executor = createGraphExecutor({
        storage: gate.storage,
        runId: params.runId,
        graph: bound.graph,
        nodes: bound.nodes,
        engines: bound.engines ?? [],
        ...(bound.memory === undefined ? {} : { memory: bound.memory }),
        session: params.session,
        log: gate.log,
        ...(definition.limits.maxDispatches === undefined ? {} : { maxDispatches: definition.limits.maxDispatches }),
        ...(hooks === undefined ? {} : { attemptHooks: hooks }),
    });
    gate.start();
    try {
        // Never aborted from here: the watchdog stops a worker by signal, so in-flight work stays
        // in flight in the log and is recovered under the crash rules.
        const outcome = await execute(executor, storage, params.runId, params.mode, new AbortController().signal);
        return await toResult(storage, params, outcome);
    }
    finally {
        await gate.stop();
    }
}
/**
 * The worker process's main: exits 0 once its result is recorded, non-zero when it could not be
 * (the watchdog then treats the launch as a crash). Never returns.
 */
async function runSupervisedWorker(options = {}) {
    try {
        await runWorker(options);
    }
    catch (error) {
        process.stderr.write(`supervised-run worker: the result could not be recorded: ${errors_describeError(error)}\n`);
        process.exit(1);
    }
    // Host code may leave handles open (timers, sockets); the recorded result is what counts.
    process.exit(0);
}
async function runWorker(options) {
    watchParent();
    const params = await readParams(process.stdin);
    const storage = await createLocalRunStorage({
        directory: params.storage.directory,
        namespace: params.storage.namespace,
        ...(params.storage.policy === undefined ? {} : { policy: params.storage.policy }),
        knownSecrets: params.storage.knownSecrets,
    });
    const log = await storage.openEventLog(params.runId, 'graph');
    try {
        let result;
        try {
            result = await work(params, options, storage, log);
        }
        catch (error) {
            result = errorResult(error);
            process.stderr.write(`supervised-run worker: ${result.kind === 'fail' ? `${result.code}: ${result.message}` : ''}\n`);
        }
        await log.append([
            { type: workerEventTypes.result, session: params.session, data: { launchId: params.launchId, result } },
        ]);
    }
    finally {
        await log.close();
    }
}


/***/ }),

/***/ 399:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F7: () => (/* binding */ jsonValueSchema),
/* harmony export */   F8: () => (/* binding */ eventLogNames),
/* harmony export */   MU: () => (/* binding */ contentModes),
/* harmony export */   Q4: () => (/* binding */ eventCursorSchema),
/* harmony export */   TK: () => (/* binding */ artifactRefSchema),
/* harmony export */   X: () => (/* binding */ storeIdPattern),
/* harmony export */   h7: () => (/* binding */ lockHolderSchema),
/* harmony export */   vV: () => (/* binding */ storedEventSchema),
/* harmony export */   z4: () => (/* binding */ storagePolicySchema)
/* harmony export */ });
/* unused harmony export storageErrorCodes */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(857);
// The run store's public contract. Every other layer codes against these types;
// `createLocalRunStorage` (local-storage.ts) is the one implementation.

const jsonValueSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(jsonValueSchema),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), jsonValueSchema),
]));
/** Run IDs and namespaces name cache keys and directories: `[A-Za-z0-9._-]`, 1-100 chars, not `.` or `..`. */
const storeIdPattern = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;
const storagePolicySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Largest `data` of one event, as canonical JSON bytes. */
    maxEventPayloadBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .default(256 * 1024),
    /** Largest single artifact. */
    maxArtifactBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .default(16 * 1024 * 1024),
    /** Sum of the distinct artifacts of one run (a digest counts once). */
    maxTotalArtifactBytesPerRun: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .default(256 * 1024 * 1024),
});
/** The two append-only logs of a run. The worker writes `graph`; the watchdog writes `runner`. */
const eventLogNames = ['graph', 'runner'];
/** One durable record, exactly as a line of an event log. */
const storedEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    /** 0-based position in its log. */
    seq: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Unique ID (UUID) of this record. */
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** ISO-8601 time the record was appended. */
    at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** e.g. `graph:node-completed`, `runner:worker-started`. */
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** 1 for a fresh run, one more for each resume or continuation. */
    session: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    data: jsonValueSchema,
    /** Records still to come in the same batch; 0 closes the batch. A batch not closed at the end of the log is torn. */
    batchRemaining: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** `hash` of the previous record, or 64 zeros for the first. */
    prev: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    /** SHA-256 (hex) of the canonical JSON of every other field of this record. */
    hash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
});
/** Where a reader stopped, so a later read continues without re-reading the prefix. */
const eventCursorSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Byte offset just after the last record read. */
    offset: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** seq of the next record expected. */
    nextSeq: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** hash of the last record read (64 zeros at the start). */
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
});
const contentModes = ['state', 'exact', 'display'];
const artifactRefSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    digest: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/),
    bytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    mediaType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200),
    purpose: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200),
});
const lockHolderSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    token: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    pid: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** Process start time as read from /proc (clock ticks since boot), null where unknown. */
    pidStartTime: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    hostname: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    acquiredAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const storageErrorCodes = (/* unused pure expression or super */ null && ([
    'CORRUPT_EVENT_STREAM',
    'ARTIFACT_NOT_FOUND',
    'ARTIFACT_INTEGRITY',
    'STORAGE_LIMIT_EXCEEDED',
    'KNOWN_SECRET',
    'UNSAFE_STORAGE_PATH',
    'PROCESS_LOCKED',
    'DEFINITION_EXISTS',
    'INVALID_STORE_ID',
    'STORAGE_IO',
    /** The stored definition does not parse or does not match its digest. */
    'CORRUPT_DEFINITION',
    /** createLocalRunStorage options (policy, knownSecrets, directory) are not what it accepts. */
    'INVALID_STORAGE_OPTIONS',
    /** The log is already open for appending in this process (one writer per log). */
    'LOG_IN_USE',
]));


/***/ }),

/***/ 421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 857:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  You: () => (/* binding */ ZodISODateTime),
  YOg: () => (/* binding */ array),
  K39: () => (/* binding */ base64),
  zMY: () => (/* binding */ schemas_boolean),
  IeY: () => (/* binding */ custom),
  gMt: () => (/* binding */ discriminatedUnion),
  k5n: () => (/* binding */ _enum),
  Nlp: () => (/* binding */ _instanceof),
  RZV: () => (/* binding */ lazy),
  euz: () => (/* binding */ literal),
  _H3: () => (/* binding */ looseObject),
  chJ: () => (/* binding */ _null),
  aig: () => (/* binding */ number),
  Ikc: () => (/* binding */ object),
  vkY: () => (/* binding */ preprocess),
  g1P: () => (/* binding */ record),
  rej: () => (/* binding */ strictObject),
  YjP: () => (/* binding */ string),
  KCZ: () => (/* binding */ union),
  L5J: () => (/* binding */ unknown),
  OZ5: () => (/* binding */ url)
});

// UNUSED EXPORTS: ZodAny, ZodArray, ZodBase64, ZodBase64URL, ZodBigInt, ZodBigIntFormat, ZodBoolean, ZodCIDRv4, ZodCIDRv6, ZodCUID, ZodCUID2, ZodCatch, ZodCodec, ZodCreditCard, ZodCustom, ZodCustomStringFormat, ZodDate, ZodDefault, ZodDiscriminatedUnion, ZodE164, ZodEmail, ZodEmoji, ZodEnum, ZodExactOptional, ZodFile, ZodFunction, ZodGUID, ZodIBAN, ZodIPv4, ZodIPv6, ZodISODate, ZodISODuration, ZodISOTime, ZodInstanceOf, ZodIntersection, ZodJWT, ZodKSUID, ZodLazy, ZodLiteral, ZodMAC, ZodMap, ZodNaN, ZodNanoID, ZodNever, ZodNonOptional, ZodNull, ZodNullable, ZodNumber, ZodNumberFormat, ZodObject, ZodOptional, ZodPipe, ZodPrefault, ZodPreprocess, ZodPromise, ZodReadonly, ZodRecord, ZodSet, ZodString, ZodStringFormat, ZodSuccess, ZodSymbol, ZodTemplateLiteral, ZodTransform, ZodTuple, ZodType, ZodULID, ZodURL, ZodUUID, ZodUndefined, ZodUnion, ZodUnknown, ZodVoid, ZodXID, ZodXor, _ZodString, _default, _function, any, base64url, bigint, catch, check, cidrv4, cidrv6, codec, creditCard, cuid, cuid2, currencyCode, date, describe, e164, email, emoji, exactOptional, file, float32, float64, function, guid, hash, hex, hostname, httpUrl, iban, int, int32, int64, intersection, invertCodec, ipv4, ipv6, json, jwt, keyof, ksuid, looseRecord, mac, map, meta, nan, nanoid, nativeEnum, never, nonoptional, nullable, nullish, optional, partialRecord, pipe, prefault, promise, readonly, refine, set, stringFormat, stringbool, success, superRefine, symbol, templateLiteral, transform, tuple, uint32, uint64, ulid, undefined, uuid, uuidv4, uuidv6, uuidv7, void, xid, xor

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __nccwpck_require__(532);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var core_util = __nccwpck_require__(723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = core_util/* rawShape */.MO(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/checks.js
var core_checks = __nccwpck_require__(890);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/regexes.js
var core_regexes = __nccwpck_require__(908);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = core_util/* aborted */.QH(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (core_util/* explicitlyAborted */.rL(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new core_core/* $ZodAsyncError */.GT();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        core_util/* attachSchema */.d3(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = core_util/* aborted */.QH(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    core_util/* attachSchema */.d3(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = core_util/* aborted */.QH(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (core_util/* aborted */.QH(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new core_core/* $ZodAsyncError */.GT();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new core_core/* $ZodAsyncError */.GT();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return core_util/* hide */.jD(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        core_util/* own */.qh(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? core_regexes/* anyString */.gp;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    core_checks/* $ZodCheckStringFormat */.ql.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* guid */.Os);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = core_regexes/* uuid */.uR(v));
    }
    else
        def.pattern ?? (def.pattern = core_regexes/* uuid */.uR());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* email */.Rp);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === core_regexes/* httpProtocol */.F.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* emoji */.Zg());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? core_regexes/* nanoid */.Ak : core_regexes/* nanoidOfLength */.D2(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* cuid */.gF);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* cuid2 */.Gl);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* ulid */.Z0);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* xid */.kM);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* ksuid */.fO);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* datetime */.w$(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* date */.p6);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* time */.kB(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* duration */.p0);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* ipv4 */.uX);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* ipv6 */.ug);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* cidrv4 */.zr);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* cidrv6 */.l7); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* e164 */.hQ);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = core_regexes/* number */.ai;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNumberFormat", (inst, def) => {
    core_checks/* $ZodCheckNumberFormat */.KH.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = core_regexes/* boolean */.zM;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = core_regexes/* bigint */.o;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = core_regexes/* null */.ch;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = core_util/* sizeCaps */.hi(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of core_util/* sizeCaps */.hi(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    core_util/* attachSchema */.d3(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...core_util/* prefixIssues */.lQ(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && core_util/* aborted */.QH(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = core_util/* optionalKeys */.NM(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (core_util/* aborted */.QH(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = core_util/* cached */.PO(() => normalizeDef(def));
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    core_util/* assignProp */.Vy(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = core_util/* isObject */.Gv;
    const catchall = def.catchall;
    let value;
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (core_util/* aborted */.QH(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = core_util/* cached */.PO(() => normalizeDef(def));
    const memo = core_core/* globalConfig */.cr.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : core_util/* esc */.UQ(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = core_util/* isObject */.Gv;
    const jit = !core_core/* globalConfig */.cr.jitless;
    const allowsEval = core_util/* allowsEval */.hI;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !core_util/* aborted */.QH(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => core_util/* cleanRegex */.p6(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
core_core/* $constructor */.xI("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    core_util/* assignProp */.Vy(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = core_util/* rawShape */.MO(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = core_util/* cached */.PO(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!core_util/* isObject */.Gv(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
});
const $ZodIntersection = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (core_util/* isPlainObject */.Qd(a) && core_util/* isPlainObject */.Qd(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (core_util/* aborted */.QH(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = core_util/* aborted */.QH(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (core_util/* aborted */.QH(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...core_util/* prefixIssues */.lQ(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...core_util/* prefixIssues */.lQ(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!core_util/* isPlainObject */.Qd(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && core_regexes/* number */.ai.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = core_util/* getEnumValues */.w5(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const patternValues = core_util/* getEnumValues */.w5(zod.def.entries).filter((k) => core_util/* propertyKeyTypes */.qQ.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => core_util/* escapeRegex */.sD(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? core_util/* escapeRegex */.sD(o) : o ? core_util/* escapeRegex */.sD(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    core_core/* globalConfig */.cr.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core_core/* $ZodEncodeError */.cV(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new core_core/* $ZodAsyncError */.GT();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util/* cleanRegex */.p6(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util/* cleanRegex */.p6(pattern.source)}|null)$`) : undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.in._zod.values);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.in._zod.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.out._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
});
const $ZodReadonly = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    core_util/* defineLazy */.gJ(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
});
const $ZodCustom = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCustom", (inst, def) => {
    core_checks/* $ZodCheck */.QP.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(core_util/* issue */.sn(_iss));
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/registries.js
var registries = __nccwpck_require__(396);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __nccwpck_require__(759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/to-json-schema.js


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                (0,core_util/* assignProp */.Vy)(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function to_json_schema_initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? registries/* globalRegistry */.fd,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function to_json_schema_processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            to_json_schema_processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function to_json_schema_extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            (0,core_util/* assignProp */.Vy)(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function to_json_schema_finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                (0,core_util/* assignProp */.Vy)(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = to_json_schema_initializeContext({ ...params, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = to_json_schema_initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-processors.js




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(core_util/* NUMBER_FORMAT_RANGES */.zH),
    bigint_format: formatContributor(core_util/* BIGINT_FORMAT_RANGES */.NR),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [base64Charset, core_regexes/* base64 */.K3],
    [base64urlCharset, core_regexes/* base64url */.r0],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = (0,core_util/* getEnumValues */.w5)(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = to_json_schema_processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        (0,core_util/* assignProp */.Vy)(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = to_json_schema_processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = to_json_schema_processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? to_json_schema_processSchema(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? core_regexes/* number */.ai : core_regexes/* integer */.nd).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            (0,core_util/* assignProp */.Vy)(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = initializeContext({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx, schema);
            assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = initializeContext({ ...params, processors: allProcessors });
    processSchema(input, ctx);
    extractDefs(ctx, input);
    return finalize(ctx, input);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = core_util/* parsedType */.GW(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${core_util/* stringifyPrimitive */.B7(issue.values[0])}`;
                return `Invalid option: expected one of ${core_util/* joinValues */.jw(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${core_util/* joinValues */.jw(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, core_util/* jsonStringifyReplacer */.k8, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = (0,core_core/* $constructor */.xI)("$ZodError", initializer);
const $ZodRealError = (0,core_core/* $constructor */.xI)("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new core_core/* $ZodAsyncError */.GT();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
            core_util/* captureStackTrace */.gx(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
            core_util/* captureStackTrace */.gx(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new core_core/* $ZodAsyncError */.GT();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new core_core/* $ZodAsyncError */.GT();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const errors_initializer = (inst, issues) => {
    $ZodError.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, core_util/* jsonStringifyReplacer */.k8, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, core_util/* jsonStringifyReplacer */.k8, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", errors_initializer)));
const ZodRealError = /*@__PURE__*/ core_core/* $constructor */.xI("ZodError", errors_initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);

// Codec functions
const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!core_core/* globalConfig */.cr.localeError)
        core_core/* config */.$W(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!core_core/* globalConfig */.cr.memoizer)
        core_core/* config */.$W({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ core_core/* $constructor */.xI("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(core_util/* mergeDefs */.zM(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return core_util/* clone */.o8(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(api/* _overwrite */.bS(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return _default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return _catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        registries/* globalRegistry */.fd.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return registries/* globalRegistry */.fd.get(this);
        const cl = this.clone();
        registries/* globalRegistry */.fd.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return core_util/* hide */.jD(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
                input: createStandardJSONSchemaMethod(this, "input"),
                output: createStandardJSONSchemaMethod(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        core_util/* own */.qh(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return parse_safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        core_util/* own */.qh(this, "spa", value);
    },
    validate(data, params) {
        return validate(this, data, params);
    },
    validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
    },
    encode: function _encode(data, params) {
        return parse_encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return parse_decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return registries/* globalRegistry */.fd.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("_ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ core_util/* derived */.un({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(api/* _regex */.Fk(...args));
    },
    includes(...args) {
        return this.check(api/* _includes */.dR(...args));
    },
    startsWith(...args) {
        return this.check(api/* _startsWith */.$S(...args));
    },
    endsWith(...args) {
        return this.check(api/* _endsWith */.ER(...args));
    },
    min(...args) {
        return this.check(api/* _minLength */.m9(...args));
    },
    max(...args) {
        return this.check(api/* _maxLength */.Eb(...args));
    },
    length(...args) {
        return this.check(api/* _length */.YA(...args));
    },
    nonempty(...args) {
        return this.check(api/* _minLength */.m9(1, ...args));
    },
    lowercase(params) {
        return this.check(api/* _lowercase */.hH(params));
    },
    uppercase(params) {
        return this.check(api/* _uppercase */.qF(params));
    },
    trim() {
        return this.check(api/* _trim */.WN());
    },
    normalize(...args) {
        return this.check(api/* _normalize */.lo(...args));
    },
    toLowerCase() {
        return this.check(api/* _toLowerCase */.Il());
    },
    toUpperCase() {
        return this.check(api/* _toUpperCase */.xY());
    },
    slugify() {
        return this.check(api/* _slugify */.TL());
    },
}));
const ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(api/* _email */.Mu(ZodEmail, params));
    },
    url(params) {
        return this.check(api/* _url */.Fn(ZodURL, params));
    },
    jwt(params) {
        return this.check(api/* _jwt */.rk(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api/* _emoji */.aC(ZodEmoji, params));
    },
    guid(params) {
        return this.check(api/* _guid */.tB(ZodGUID, params));
    },
    uuid(params) {
        return this.check(api/* _uuid */.Be(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(api/* _uuidv4 */.nA(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(api/* _uuidv6 */.pY(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(api/* _uuidv7 */.wA(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(api/* _nanoid */.Dl(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(api/* _cuid */.fs(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(api/* _cuid2 */.Bj(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(api/* _ulid */.Ct(ZodULID, params));
    },
    base64(params) {
        return this.check(api/* _base64 */.rt(ZodBase64, params));
    },
    base64url(params) {
        return this.check(api/* _base64url */.cU(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(api/* _xid */.Pw(ZodXID, params));
    },
    ksuid(params) {
        return this.check(api/* _ksuid */._z(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(api/* _ipv4 */.Ny(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(api/* _ipv6 */.$O(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(api/* _cidrv4 */.Uy(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(api/* _cidrv6 */.gP(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(api/* _e164 */.KB(ZodE164, params));
    },
    datetime(params) {
        return this.check(api/* _isoDateTime */.G1(ZodISODateTime, params));
    },
    date(params) {
        return this.check(api/* _isoDate */.db(ZodISODate, params));
    },
    time(params) {
        return this.check(api/* _isoTime */.Kn(ZodISOTime, params));
    },
    duration(params) {
        return this.check(api/* _isoDuration */.f2(ZodISODuration, params));
    },
});
function string(params) {
    return api/* _string */.Rl(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODateTime", (inst, def) => {
    $ZodISODateTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODate", (inst, def) => {
    $ZodISODate.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISOTime", (inst, def) => {
    $ZodISOTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODuration", (inst, def) => {
    $ZodISODuration.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmail.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodGUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodUUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ core_core/* $constructor */.xI("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodURL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return api/* _url */.Fn(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmoji.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodNanoID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID2.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodULID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodXID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodKSUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCIDRv4", (inst, def) => {
    $ZodCIDRv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCIDRv6", (inst, def) => {
    $ZodCIDRv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function base64(params) {
    return api/* _base64 */.rt(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64URL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodE164.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ core_core/* $constructor */.xI("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodJWT.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ core_util/* derived */.un({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(api/* _gt */.Tx(value, params));
    },
    gte(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    min(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    lt(value, params) {
        return this.check(api/* _lt */.Au(value, params));
    },
    lte(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    max(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(api/* _gt */.Tx(0, params));
    },
    nonnegative(params) {
        return this.check(api/* _gte */.qm(0, params));
    },
    negative(params) {
        return this.check(api/* _lt */.Au(0, params));
    },
    nonpositive(params) {
        return this.check(api/* _lte */.Zm(0, params));
    },
    multipleOf(value, params) {
        return this.check(api/* _multipleOf */.Hi(value, params));
    },
    step(value, params) {
        return this.check(api/* _multipleOf */.Hi(value, params));
    },
    finite() {
        return this;
    },
}));
function number(params) {
    return api/* _number */.F7(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return api/* _int */.LK(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return api/* _boolean */._L(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBigInt", (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ core_util/* derived */.un({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    min(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    gt(value, params) {
        return this.check(api/* _gt */.Tx(value, params));
    },
    lt(value, params) {
        return this.check(api/* _lt */.Au(value, params));
    },
    lte(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    max(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    positive(params) {
        return this.check(api/* _gt */.Tx(BigInt(0), params));
    },
    negative(params) {
        return this.check(api/* _lt */.Au(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(api/* _lte */.Zm(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(api/* _gte */.qm(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(api/* _multipleOf */.Hi(value, params));
    },
}));
function bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function _undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNull", (inst, def) => {
    $ZodNull.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullProcessor(inst, ctx, json, params);
});
function _null(params) {
    return api/* _null */.jw(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
})));
function any() {
    return core._any(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
    return api/* _unknown */.em(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
    return api/* _never */.G8(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function _void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDate", (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(api/* _gte */.qm(value, params));
    inst.max = (value, params) => inst.check(api/* _lte */.Zm(value, params));
}, 
/*@__PURE__*/ core_util/* derived */.un({
    minDate: (inst) => {
        const { minimum } = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ core_core/* $constructor */.xI("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodArray.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(api/* _minLength */.m9(n, params));
    },
    nonempty(params) {
        return this.check(api/* _minLength */.m9(1, params));
    },
    max(n, params) {
        return this.check(api/* _maxLength */.Eb(n, params));
    },
    length(n, params) {
        return this.check(api/* _length */.YA(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return api/* _array */.dZ(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return _enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ core_core/* $constructor */.xI("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodObjectJIT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
    core_util/* installLazyProp */.X(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return _enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return core_util/* extend */.X$(this, incoming);
    },
    safeExtend(incoming) {
        return core_util/* safeExtend */.W0(this, incoming);
    },
    merge(other) {
        return core_util/* merge */.h1(this, other);
    },
    pick(mask) {
        return core_util/* pick */.Up(this, mask);
    },
    omit(mask) {
        return core_util/* omit */.cJ(this, mask);
    },
    partial(...args) {
        return core_util/* partial */.OH(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return core_util/* partial */.OH(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return core_util/* required */.mw(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...core_util/* normalizeParams */.A2(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...core_util/* normalizeParams */.A2(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodUnion = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    $ZodDiscriminatedUnion.init(inst, def);
});
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodIntersection = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIntersection", (inst, def) => {
    $ZodIntersection.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ core_core/* $constructor */.xI("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTuple.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof core.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...util.normalizeParams(params),
    });
}
const ZodRecord = /*@__PURE__*/ core_core/* $constructor */.xI("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodRecord.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: string(),
            valueType: keyType,
            ...core_util/* normalizeParams */.A2(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...core_util/* normalizeParams */.A2(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...core_util/* normalizeParams */.A2(params),
            entries: newEntries,
        });
    };
});
function _enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...core_util/* normalizeParams */.A2(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ core_core/* $constructor */.xI("ZodLiteral", (inst, def) => {
    $ZodLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
});
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ core_core/* $constructor */.xI("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTransform.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new core_core/* $ZodEncodeError */.cV(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(core_util/* issue */.sn(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(core_util/* issue */.sn(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodExactOptional", (inst, def) => {
    $ZodExactOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function _default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : core_util/* shallowClone */.yG(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPrefault", (inst, def) => {
    $ZodPrefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : core_util/* shallowClone */.yG(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNonOptional", (inst, def) => {
    $ZodNonOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function _catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : core_util/* constantCatch */.SS(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    $ZodPreprocess.init(inst, def);
});
const ZodReadonly = /*@__PURE__*/ core_core/* $constructor */.xI("ZodReadonly", (inst, def) => {
    $ZodReadonly.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ core_core/* $constructor */.xI("ZodLazy", (inst, def) => {
    $ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
});
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return api/* _custom */.FO(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return api/* _refine */.fU(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return api/* _superRefine */.MB(fn, params);
}
// Re-export describe and meta from core
const describe = api/* describe */.q0;
const meta = api/* meta */.mI;
const ZodInstanceOf = /*@__PURE__*/ core_core/* $constructor */.xI("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(api/* _properties */.T2(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...core_util/* normalizeParams */.A2(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([string(params), number(), schemas_boolean(), _null(), array(jsonSchema), record(string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}


/***/ }),

/***/ 759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $O: () => (/* binding */ _ipv6),
/* harmony export */   $S: () => (/* binding */ _startsWith),
/* harmony export */   Au: () => (/* binding */ _lt),
/* harmony export */   Be: () => (/* binding */ _uuid),
/* harmony export */   Bj: () => (/* binding */ _cuid2),
/* harmony export */   Ct: () => (/* binding */ _ulid),
/* harmony export */   Dl: () => (/* binding */ _nanoid),
/* harmony export */   ER: () => (/* binding */ _endsWith),
/* harmony export */   Eb: () => (/* binding */ _maxLength),
/* harmony export */   F7: () => (/* binding */ _number),
/* harmony export */   FO: () => (/* binding */ _custom),
/* harmony export */   Fk: () => (/* binding */ _regex),
/* harmony export */   Fn: () => (/* binding */ _url),
/* harmony export */   G1: () => (/* binding */ _isoDateTime),
/* harmony export */   G8: () => (/* binding */ _never),
/* harmony export */   Hi: () => (/* binding */ _multipleOf),
/* harmony export */   Il: () => (/* binding */ _toLowerCase),
/* harmony export */   KB: () => (/* binding */ _e164),
/* harmony export */   Kn: () => (/* binding */ _isoTime),
/* harmony export */   LK: () => (/* binding */ _int),
/* harmony export */   MB: () => (/* binding */ _superRefine),
/* harmony export */   Mu: () => (/* binding */ _email),
/* harmony export */   Ny: () => (/* binding */ _ipv4),
/* harmony export */   Pw: () => (/* binding */ _xid),
/* harmony export */   Rl: () => (/* binding */ _string),
/* harmony export */   T2: () => (/* binding */ _properties),
/* harmony export */   TL: () => (/* binding */ _slugify),
/* harmony export */   Tx: () => (/* binding */ _gt),
/* harmony export */   Uy: () => (/* binding */ _cidrv4),
/* harmony export */   WN: () => (/* binding */ _trim),
/* harmony export */   YA: () => (/* binding */ _length),
/* harmony export */   Zm: () => (/* binding */ _lte),
/* harmony export */   _L: () => (/* binding */ _boolean),
/* harmony export */   _z: () => (/* binding */ _ksuid),
/* harmony export */   aC: () => (/* binding */ _emoji),
/* harmony export */   bS: () => (/* binding */ _overwrite),
/* harmony export */   cU: () => (/* binding */ _base64url),
/* harmony export */   dR: () => (/* binding */ _includes),
/* harmony export */   dZ: () => (/* binding */ _array),
/* harmony export */   db: () => (/* binding */ _isoDate),
/* harmony export */   em: () => (/* binding */ _unknown),
/* harmony export */   f2: () => (/* binding */ _isoDuration),
/* harmony export */   fU: () => (/* binding */ _refine),
/* harmony export */   fs: () => (/* binding */ _cuid),
/* harmony export */   gP: () => (/* binding */ _cidrv6),
/* harmony export */   hH: () => (/* binding */ _lowercase),
/* harmony export */   jw: () => (/* binding */ _null),
/* harmony export */   lo: () => (/* binding */ _normalize),
/* harmony export */   m9: () => (/* binding */ _minLength),
/* harmony export */   mI: () => (/* binding */ meta),
/* harmony export */   nA: () => (/* binding */ _uuidv4),
/* harmony export */   pY: () => (/* binding */ _uuidv6),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   qF: () => (/* binding */ _uppercase),
/* harmony export */   qm: () => (/* binding */ _gte),
/* harmony export */   rk: () => (/* binding */ _jwt),
/* harmony export */   rt: () => (/* binding */ _base64),
/* harmony export */   tB: () => (/* binding */ _guid),
/* harmony export */   wA: () => (/* binding */ _uuidv7),
/* harmony export */   xY: () => (/* binding */ _toUpperCase)
/* harmony export */ });
/* unused harmony exports _coercedString, _mac, _creditCard, _iban, TimePrecision, _coercedNumber, _float32, _float64, _int32, _uint32, _coercedBoolean, _bigint, _coercedBigint, _int64, _uint64, _symbol, _undefined, _any, _void, _date, _coercedDate, _nan, _max, _min, _positive, _negative, _nonpositive, _nonnegative, _maxSize, _minSize, _size, _property, _mime, _union, _xor, _discriminatedUnion, _intersection, _tuple, _record, _map, _set, _enum, _nativeEnum, _literal, _file, _transform, _optional, _nullable, _default, _nonoptional, _success, _catch, _pipe, _readonly, _templateLiteral, _lazy, _promise, _check, _stringbool, _stringFormat */
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(890);
/* harmony import */ var _registries_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(396);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(723);




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _null(Class, params) {
    return new Class({
        type: "null",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLessThan */ .sm({
        check: "less_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLessThan */ .sm({
        check: "less_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckGreaterThan */ .J_({
        check: "greater_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckGreaterThan */ .J_({
        check: "greater_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMultipleOf */ .Jk({
        check: "multiple_of",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMaxLength */ .Yk({
        check: "max_length",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMinLength */ .Kk({
        check: "min_length",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLengthEquals */ .RM({
        check: "length_equals",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckRegex */ .DG({
        check: "string_format",
        format: "regex",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLowerCase */ .NI({
        check: "string_format",
        format: "lowercase",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckUpperCase */ .kH({
        check: "string_format",
        format: "uppercase",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckIncludes */ .Tt({
        check: "string_format",
        format: "includes",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckStartsWith */ .J({
        check: "string_format",
        format: "starts_with",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckEndsWith */ .E6({
        check: "string_format",
        format: "ends_with",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckProperties */ .nJ({
        check: "properties",
        shape,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckOverwrite */ .v$({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => _util_js__WEBPACK_IMPORTED_MODULE_0__/* .slugify */ .Yv(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = _util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(_util_js__WEBPACK_IMPORTED_MODULE_0__/* .issue */ .sn(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(_util_js__WEBPACK_IMPORTED_MODULE_0__/* .issue */ .sn(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheck */ .QP({
        check: "custom",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheck */ .QP({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.get(inst) ?? {};
            _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheck */ .QP({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.get(inst) ?? {};
            _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}


/***/ }),

/***/ 890:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ $ZodCheckRegex),
/* harmony export */   E6: () => (/* binding */ $ZodCheckEndsWith),
/* harmony export */   J: () => (/* binding */ $ZodCheckStartsWith),
/* harmony export */   J_: () => (/* binding */ $ZodCheckGreaterThan),
/* harmony export */   Jk: () => (/* binding */ $ZodCheckMultipleOf),
/* harmony export */   KH: () => (/* binding */ $ZodCheckNumberFormat),
/* harmony export */   Kk: () => (/* binding */ $ZodCheckMinLength),
/* harmony export */   NI: () => (/* binding */ $ZodCheckLowerCase),
/* harmony export */   QP: () => (/* binding */ $ZodCheck),
/* harmony export */   RM: () => (/* binding */ $ZodCheckLengthEquals),
/* harmony export */   Tt: () => (/* binding */ $ZodCheckIncludes),
/* harmony export */   Yk: () => (/* binding */ $ZodCheckMaxLength),
/* harmony export */   kH: () => (/* binding */ $ZodCheckUpperCase),
/* harmony export */   nJ: () => (/* binding */ $ZodCheckProperties),
/* harmony export */   ql: () => (/* binding */ $ZodCheckStringFormat),
/* harmony export */   sm: () => (/* binding */ $ZodCheckLessThan),
/* harmony export */   v$: () => (/* binding */ $ZodCheckOverwrite)
/* harmony export */ });
/* unused harmony exports $ZodCheckBigIntFormat, $ZodCheckMaxSize, $ZodCheckMinSize, $ZodCheckSizeEquals, $ZodCheckProperty, $ZodCheckMimeType */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(532);
/* harmony import */ var _regexes_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(908);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(723);
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !_util_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : _util_js__WEBPACK_IMPORTED_MODULE_1__/* .floatSafeRemainder */ .LG(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .NUMBER_FORMAT_RANGES */ .zH[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input) : units;
        if (length <= def.maximum)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input)
            : units;
        if (length === def.length)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = _regexes_js__WEBPACK_IMPORTED_MODULE_2__/* .lowercase */ .AC);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = _regexes_js__WEBPACK_IMPORTED_MODULE_2__/* .uppercase */ .Zv);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegex */ .sD(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${_util_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegex */ .sD(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${_util_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegex */ .sD(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(..._util_js__WEBPACK_IMPORTED_MODULE_1__/* .prefixIssues */ .lQ(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    _util_js__WEBPACK_IMPORTED_MODULE_1__/* .hide */ .jD(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});


/***/ }),

/***/ 532:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $W: () => (/* binding */ config),
/* harmony export */   GT: () => (/* binding */ $ZodAsyncError),
/* harmony export */   cV: () => (/* binding */ $ZodEncodeError),
/* harmony export */   cr: () => (/* binding */ globalConfig),
/* harmony export */   xI: () => (/* binding */ $constructor)
/* harmony export */ });
/* unused harmony exports NEVER, $brand */
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(723);
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .members */ .ol)(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}


/***/ }),

/***/ 908:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AC: () => (/* binding */ lowercase),
/* harmony export */   Ak: () => (/* binding */ nanoid),
/* harmony export */   D2: () => (/* binding */ nanoidOfLength),
/* harmony export */   F: () => (/* binding */ httpProtocol),
/* harmony export */   Gl: () => (/* binding */ cuid2),
/* harmony export */   K3: () => (/* binding */ base64),
/* harmony export */   Os: () => (/* binding */ guid),
/* harmony export */   Rp: () => (/* binding */ email),
/* harmony export */   Z0: () => (/* binding */ ulid),
/* harmony export */   Zg: () => (/* binding */ emoji),
/* harmony export */   Zv: () => (/* binding */ uppercase),
/* harmony export */   ai: () => (/* binding */ number),
/* harmony export */   ch: () => (/* binding */ _null),
/* harmony export */   fO: () => (/* binding */ ksuid),
/* harmony export */   gF: () => (/* binding */ cuid),
/* harmony export */   gp: () => (/* binding */ anyString),
/* harmony export */   hQ: () => (/* binding */ e164),
/* harmony export */   kB: () => (/* binding */ time),
/* harmony export */   kM: () => (/* binding */ xid),
/* harmony export */   l7: () => (/* binding */ cidrv6),
/* harmony export */   nd: () => (/* binding */ integer),
/* harmony export */   o: () => (/* binding */ bigint),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   p6: () => (/* binding */ date),
/* harmony export */   r0: () => (/* binding */ base64url),
/* harmony export */   uR: () => (/* binding */ uuid),
/* harmony export */   uX: () => (/* binding */ ipv4),
/* harmony export */   ug: () => (/* binding */ ipv6),
/* harmony export */   w$: () => (/* binding */ datetime),
/* harmony export */   zM: () => (/* binding */ boolean),
/* harmony export */   zr: () => (/* binding */ cidrv4)
/* harmony export */ });
/* unused harmony exports extendedDuration, uuid4, uuid6, uuid7, html5Email, rfc5322Email, unicodeEmail, idnEmail, browserEmail, mac, hostname, domain, creditCard, currencyCode, iban, string, undefined, hex, md5_hex, md5_base64, md5_base64url, sha1_hex, sha1_base64, sha1_base64url, sha256_hex, sha256_base64, sha256_base64url, sha384_hex, sha384_base64, sha384_base64url, sha512_hex, sha512_base64, sha512_base64url */

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));


/***/ }),

/***/ 396:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   fd: () => (/* binding */ globalRegistry)
/* harmony export */ });
/* unused harmony exports $output, $input, $ZodRegistry, registry */
var _a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;


/***/ }),

/***/ 723:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ normalizeParams),
/* harmony export */   B7: () => (/* binding */ stringifyPrimitive),
/* harmony export */   GW: () => (/* binding */ parsedType),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   LG: () => (/* binding */ floatSafeRemainder),
/* harmony export */   MO: () => (/* binding */ rawShape),
/* harmony export */   NM: () => (/* binding */ optionalKeys),
/* harmony export */   NR: () => (/* binding */ BIGINT_FORMAT_RANGES),
/* harmony export */   O7: () => (/* binding */ codePointLength),
/* harmony export */   OH: () => (/* binding */ partial),
/* harmony export */   PO: () => (/* binding */ cached),
/* harmony export */   QH: () => (/* binding */ aborted),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   Rc: () => (/* binding */ getLengthableOrigin),
/* harmony export */   SS: () => (/* binding */ constantCatch),
/* harmony export */   UQ: () => (/* binding */ esc),
/* harmony export */   Up: () => (/* binding */ pick),
/* harmony export */   Vy: () => (/* binding */ assignProp),
/* harmony export */   W0: () => (/* binding */ safeExtend),
/* harmony export */   X: () => (/* binding */ installLazyProp),
/* harmony export */   X$: () => (/* binding */ extend),
/* harmony export */   Yv: () => (/* binding */ slugify),
/* harmony export */   cJ: () => (/* binding */ omit),
/* harmony export */   cl: () => (/* binding */ nullish),
/* harmony export */   d3: () => (/* binding */ attachSchema),
/* harmony export */   gJ: () => (/* binding */ defineLazy),
/* harmony export */   gx: () => (/* binding */ captureStackTrace),
/* harmony export */   h1: () => (/* binding */ merge),
/* harmony export */   hI: () => (/* binding */ allowsEval),
/* harmony export */   hi: () => (/* binding */ sizeCaps),
/* harmony export */   iR: () => (/* binding */ finalizeIssue),
/* harmony export */   jD: () => (/* binding */ hide),
/* harmony export */   jw: () => (/* binding */ joinValues),
/* harmony export */   k8: () => (/* binding */ jsonStringifyReplacer),
/* harmony export */   lQ: () => (/* binding */ prefixIssues),
/* harmony export */   mw: () => (/* binding */ required),
/* harmony export */   o8: () => (/* binding */ clone),
/* harmony export */   ol: () => (/* binding */ members),
/* harmony export */   p6: () => (/* binding */ cleanRegex),
/* harmony export */   qQ: () => (/* binding */ propertyKeyTypes),
/* harmony export */   qh: () => (/* binding */ own),
/* harmony export */   rL: () => (/* binding */ explicitlyAborted),
/* harmony export */   sD: () => (/* binding */ escapeRegex),
/* harmony export */   sn: () => (/* binding */ issue),
/* harmony export */   un: () => (/* binding */ derived),
/* harmony export */   v5: () => (/* binding */ defineLazyInternal),
/* harmony export */   w5: () => (/* binding */ getEnumValues),
/* harmony export */   yG: () => (/* binding */ shallowClone),
/* harmony export */   zH: () => (/* binding */ NUMBER_FORMAT_RANGES),
/* harmony export */   zM: () => (/* binding */ mergeDefs)
/* harmony export */ });
/* unused harmony exports assertEqual, assertNotEqual, toZod, assertIs, assertNever, assert, objectClone, cloneDef, getElementAtPath, promiseAllObject, randomString, numKeys, getParsedType, primitiveTypes, createTransparentProxy, unwrapMessage, getSizableOrigin, cleanEnum, base64ToUint8Array, uint8ArrayToBase64, base64urlToUint8Array, uint8ArrayToBase64url, hexToUint8Array, uint8ArrayToHex, Class, CONSTANT_CATCH */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(532);

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ Symbol("evaluating");
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (_core_js__WEBPACK_IMPORTED_MODULE_0__/* .globalConfig */ .cr.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(397);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

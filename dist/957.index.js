export const id = 957;
export const ids = [957];
export const modules = {

/***/ 71604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JL: () => (/* binding */ terminalWidth),
/* harmony export */   QX: () => (/* binding */ canAnimate),
/* harmony export */   Wr: () => (/* binding */ processIo),
/* harmony export */   kK: () => (/* binding */ helpWidth),
/* harmony export */   n8: () => (/* binding */ line),
/* harmony export */   rF: () => (/* binding */ jsonLine)
/* harmony export */ });
/* unused harmony exports ciLogGuard, commandProof, vsoPrefix, prefixProof */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84663);
// What a command talks to: output streams, the environment, the working directory. main.ts hands
// in the process's; nothing else in the CLI reads process.stdout or process.env directly.


function processIo() {
    const guard = ciLogGuard(process.env);
    return { stdout: guard(process.stdout), stderr: guard(process.stderr), env: process.env, cwd: process.cwd() };
}
/**
 * How the CI system the CLI runs in would read its streams: a GitHub Actions step's runner reads
 * both for workflow commands, an Azure Pipelines agent (TF_BUILD=True) for logging commands, a
 * TeamCity agent (TEAMCITY_VERSION set) for service messages.
 */
function ciLogGuard(env) {
    if (env.GITHUB_ACTIONS === 'true')
        return commandProof;
    if (env.TF_BUILD?.toLowerCase() === 'true')
        return (stream) => prefixProof(stream, vsoPrefix);
    if (env.TEAMCITY_VERSION !== undefined && env.TEAMCITY_VERSION !== '')
        return (stream) => prefixProof(stream, teamcityPrefix);
    return (stream) => stream;
}
/**
 * `stream` for a job log, whose runner reads every line for workflow commands: what the CLI prints
 * holds node output, questions and reasons, so a write any of whose lines would read as a command
 * goes inside a stop-commands block. A stream redirected to a file (`>> $GITHUB_STEP_SUMMARY`) is
 * no log and is left as it is.
 */
function commandProof(stream) {
    return rewrittenForLog(stream, (text) => {
        const lines = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_1__/* .logLines */ .OG)(text.endsWith('\n') ? text.slice(0, -1) : text);
        return lines.some(_report_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readsAsCommand */ .v0) ? (0,_report_index_js__WEBPACK_IMPORTED_MODULE_1__/* .untrustedBlock */ .C9)(lines) : text;
    });
}
// Azure Pipelines' agent looks `##vso[` up anywhere in a line of either stream (set a variable,
// prepend to PATH, upload a file, complete the task); TeamCity reads `##teamcity[` service messages
// (set a parameter, fail the build). Neither has anything like stop-commands. Matched in any case:
// more than the agents' exact match, never less.
const vsoPrefix = /##(vso\[)/gi;
const teamcityPrefix = /##(teamcity\[)/gi;
/**
 * `stream` for a log whose agent acts on a command `prefix` anywhere in a line and cannot be told
 * to stop: the prefix in what the CLI prints is written `##_vso[` (`##_teamcity[`), as Microsoft's
 * tasks write remote output. Azure's `##[group]`-style lines only format the log and are left.
 */
function prefixProof(stream, prefix) {
    return rewrittenForLog(stream, (text) => text.replace(prefix, '##_$1'));
}
/** `stream` with each write rewritten, unless it is a file (no log reads that). */
function rewrittenForLog(stream, rewrite) {
    if (stream.fd !== undefined && isFile(stream.fd))
        return stream;
    return {
        ...(stream.isTTY === undefined ? {} : { isTTY: stream.isTTY }),
        // A getter: a terminal's width changes when its window is resized.
        get columns() {
            return stream.columns;
        },
        write: (text) => stream.write(rewrite(text)),
    };
}
function isFile(fd) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).isFile();
    }
    catch {
        return false;
    }
}
/**
 * The width help text is wrapped to: the terminal's (or $COLUMNS), between 40 and 100 columns;
 * 80 when neither says.
 */
function helpWidth(io, stream = io.stdout) {
    const fromEnv = Number(io.env.COLUMNS);
    const columns = stream.isTTY === true && stream.columns !== undefined && stream.columns > 0 ? stream.columns : fromEnv;
    return Number.isInteger(columns) && columns > 0 ? Math.min(100, Math.max(40, columns)) : 80;
}
/** The width of the terminal stdout is, if it is one that says. */
function terminalWidth(io) {
    const columns = io.stdout.columns;
    return io.stdout.isTTY === true && columns !== undefined && columns > 0 ? columns : undefined;
}
/** Whether the terminal can take cursor movement: a TTY whose TERM is not `dumb`, outside CI. */
function canAnimate(io) {
    const ci = io.env.CI;
    const term = io.env.TERM;
    return io.stdout.isTTY === true && term !== 'dumb' && (ci === undefined || ci === '' || ci === 'false' || ci === '0');
}
function line(stream, text = '') {
    stream.write(`${text}\n`);
}
/**
 * `value` as one line of JSON. `##[`, `##vso[` and `##teamcity[` can only stand inside its strings,
 * where their `[` is written `\u005b`: the same value to any JSON reader, and nothing a GitHub
 * runner, an Azure Pipelines or a TeamCity agent reads as a command (a captured document stays whole).
 */
function jsonLine(stream, value) {
    line(stream, JSON.stringify(value).replace(/##(vso|teamcity)?\[/gi, '##$1\\u005b'));
}


/***/ }),

/***/ 12957:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71604);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26331);
// `supervised-run`: the command-line face (bundled to dist/cli.js). Thin: everything is in run.ts.


// A closed pipe (`supervised-run history | head -1`) must not crash the process: while it drives a
// run, this process is the watchdog, so output is dropped and the run goes on. A command that only
// reads (`logs --follow | grep -m1 \u2026`) has no one left to read for: it ends quietly.
const endOnClosedStdout = (0,_run_js__WEBPACK_IMPORTED_MODULE_0__/* .endsWhenOutputCloses */ .dx)(process.argv.slice(2));
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
        if (stream === process.stdout && endOnClosedStdout)
            process.exit(0);
    });
}
process.exitCode = await (0,_run_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .ak)(process.argv.slice(2), (0,_io_js__WEBPACK_IMPORTED_MODULE_1__/* .processIo */ .Wr)());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 26331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dx: () => (/* binding */ endsWhenOutputCloses),
  ak: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: commands

;// CONCATENATED MODULE: ./src/cli/args/spec.ts
// How a command describes itself: its flags (what parseArgs reads and --help prints) and its help text.
/** status and summary: they read only the store; the root goes into the commands they print. */
const printedRootFlag = {
    root: {
        type: 'string',
        value: 'DIR',
        description: 'The repository the run works in, named in the commands printed (default: none, they work from it)',
    },
};
const storeFlags = {
    store: {
        type: 'string',
        value: 'DIR',
        description: 'Run store directory (default: $SUPERVISED_RUN_STORE, else .supervised-run in the current directory)',
    },
    namespace: {
        type: 'string',
        value: 'NS',
        description: 'Namespace inside the store (default: $SUPERVISED_RUN_NAMESPACE, else "default")',
    },
};
const jsonFlag = {
    json: { type: 'boolean', description: 'Print one JSON document on stdout instead of text' },
};
const runIdFlag = {
    'run-id': { type: 'string', value: 'ID', description: 'The run (1-100 characters from A-Z a-z 0-9 . _ -)' },
};
const exitCodeHelp = [
    'Exit codes: 0 completed (or a command that does not drive a run succeeded), 1 internal error,',
    '2 usage error (unknown flag, bad value, missing file or run), 3 paused / interrupted / orphaned',
    '(the run waits for a resume), 4 failed / stopped / timed out.',
];

;// CONCATENATED MODULE: ./src/cli/args/help.ts
// --help text, generated from the command specs so help and parsing cannot disagree. Wrapped to the
// width the caller gives (the terminal's): prose wraps at words; usage lines and examples (commands
// to copy) are printed whole.

/** `head` then `text` wrapped to `width`, its continuation lines indented to the text's column. */
function hanging(head, text, indent, width) {
    const body = wrap(text, Math.max(20, width - indent));
    const pad = ' '.repeat(indent);
    if (head.length + 2 > indent)
        return [`  ${head}`.trimEnd(), ...body.map((part) => `${pad}${part}`)];
    return body.map((part, i) => (i === 0 ? `  ${head}`.padEnd(indent) : pad) + part);
}
function flagLines(spec, width) {
    const entries = Object.entries(spec.flags).map(([name, flag]) => {
        const head = `--${name}${flag.value === undefined ? '' : ` ${flag.value}`}${flag.multiple === true ? ' (repeatable)' : ''}`;
        return { head, description: flag.description };
    });
    entries.push({ head: '-h, --help', description: 'Show this help' });
    const column = 2 + Math.min(34, Math.max(...entries.map((entry) => entry.head.length)) + 2);
    // In a narrow window a description column would hold a few words a line: each goes under its flag.
    const indent = width - column >= 40 ? column : 6;
    return entries.flatMap((entry) => hanging(entry.head, entry.description, indent, width));
}
/** Words of a paragraph in lines of at most `width` characters (a longer word stands alone). */
function wrap(text, width = 100) {
    const lines = [];
    let current = '';
    for (const word of text.split(/\s+/).filter((w) => w !== '')) {
        if (current !== '' && current.length + 1 + word.length > width) {
            lines.push(current);
            current = word;
        }
        else
            current = current === '' ? word : `${current} ${word}`;
    }
    if (current !== '')
        lines.push(current);
    return lines;
}
const exitCodeText = (width) => wrap(exitCodeHelp.join(' '), width);
function commandHelp(spec, width = 100) {
    const parts = [
        `Usage: supervised-run ${spec.usage}`,
        '',
        ...wrap(spec.summary, width),
        '',
        'Flags:',
        ...flagLines(spec, width),
    ];
    if (spec.notes !== undefined && spec.notes.length > 0)
        parts.push('', ...spec.notes.flatMap((note, i) => (i === 0 ? wrap(note, width) : ['', ...wrap(note, width)])));
    if (spec.examples !== undefined && spec.examples.length > 0)
        parts.push('', 'Examples:', ...spec.examples.map((example) => `  ${example}`));
    parts.push('', ...exitCodeText(width));
    return `${parts.join('\n')}\n`;
}
function overviewHelp(specs, version, width = 100) {
    const indent = 2 + Math.max(...specs.map((spec) => spec.name.length)) + 2;
    return [
        ...wrap(`supervised-run ${version}: run a graph of command, data and LLM nodes under a watchdog, with durable records, crash recovery without repeats, and pauses a person resumes.`, width),
        '',
        'Usage: supervised-run <command> [flags]',
        '',
        'Commands:',
        ...specs.flatMap((spec) => hanging(spec.name, spec.summary, indent, width)),
        '',
        ...wrap('Run `supervised-run <command> --help` for the flags of one command.', width),
        ...wrap('Runs live in a store directory (default .supervised-run in the current directory; git ignores it).', width),
        '',
        ...exitCodeText(width),
        '',
    ].join('\n');
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/runner/options/option-values.ts
var option_values = __webpack_require__(23261);
// EXTERNAL MODULE: ./src/declarative/errors.ts
var errors = __webpack_require__(71581);
// EXTERNAL MODULE: ./src/runner/errors.ts
var runner_errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
;// CONCATENATED MODULE: ./src/cli/errors.ts
// The CLI layer's one error class, and the exit codes every command shares (documented in --help
// and docs/cli.md). Errors of the layers below keep their own codes; exitCodeFor maps them.



const exitCodes = {
    /** The run completed, or a command that does not drive a run succeeded. */
    ok: 0,
    internal: 1,
    usage: 2,
    /** Paused, interrupted, or orphaned: the run waits for a resume. */
    paused: 3,
    /** Failed, stopped, timed out. */
    failed: 4,
};
const cliErrorCodes = (/* unused pure expression or super */ null && ([
    /** A flag is unknown, missing, or its value is not what it accepts. */
    'USAGE',
    /** The store directory or the run does not exist. */
    'STORE_NOT_FOUND',
]));
class CliError extends Error {
    name = 'CliError';
    code;
    /** A required flag that was not given (its name, without dashes): the CLI adds what it accepts. */
    missingFlag;
    constructor(code, message, options = {}) {
        super(message);
        this.code = code;
        this.missingFlag = options.missingFlag;
    }
}
function usageError(message) {
    return new CliError('USAGE', message);
}
/**
 * A flag given without the one it belongs to: `--ref: only used with --workflow`, then what to do
 * (e.g. `leave --ref out`). Says what is wrong, not only what the flag is for.
 */
function onlyWith(flag, needs, advice) {
    return usageError(`${flag}: only used with ${needs}${advice === undefined ? '' : `; ${advice}`}`);
}
/** Runner codes that mean "the request does not fit this run": the caller's mistake, not ours. */
const runnerUsageCodes = new Set([
    'INVALID_OPTIONS',
    'HOST_MODULE',
    'HOST_MODULE_CHANGED',
    'RUN_NOT_PAUSED',
    'RESUME_POSITION',
    'RESUME_DECISION',
    'RESUME_BUDGET',
    'RESUME_ANSWER',
    'RESUME_ACTOR',
    'RUN_NOT_RETRYABLE',
    // --root is no git work tree's top level (the CLI passes no workspace provider of its own).
    'WORKSPACE_ROOT',
]);
function exitCodeFor(error) {
    if (error instanceof CliError)
        return exitCodes.usage;
    if ((0,runner_errors/* isSupervisedRunError */.G9)(error))
        return runnerUsageCodes.has(error.code) ? exitCodes.usage : exitCodes.internal;
    if ((0,errors/* isDeclarativeError */.RH)(error))
        return error.code === 'INVALID_GRAPH' || error.code === 'INVALID_INPUTS' || error.code === 'GRAPH_FILE'
            ? exitCodes.usage
            : exitCodes.internal;
    return exitCodes.internal;
}
/** `CODE: message` for any thrown value. */
function describeFailure(error) {
    const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
        ? error.code
        : undefined;
    const message = (0,store_errors/* describeError */.Uc)(error);
    return code === undefined || code === 'USAGE' ? message : `${code}: ${message}`;
}

;// CONCATENATED MODULE: ./src/cli/args/parse.ts
// Flags -> values: node:util parseArgs (strict, no positionals), then a zod schema per command.
// Every refusal is one line that names the flag and what it accepts (CliError USAGE, exit 2).




/** Edits from `a` to `b`: insertions, deletions, substitutions, and swaps of neighbours (`stauts`). */
function distance(a, b) {
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i += 1)
        for (let j = 1; j <= b.length; j += 1) {
            const row = d[i];
            const above = d[i - 1];
            row[j] = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                row[j] = Math.min(row[j], d[i - 2][j - 2] + 1);
        }
    return d[a.length][b.length];
}
/** The candidate closest to a misspelt `word` (at most 2 edits, or `word` a prefix of it), if any. */
function closest(word, candidates) {
    const lower = word.toLowerCase();
    const scored = candidates
        .map((candidate) => ({
        candidate,
        cost: lower.length >= 3 && candidate.startsWith(lower) ? 0 : distance(lower, candidate),
    }))
        .filter((entry) => entry.cost <= 2)
        .sort((a, b) => a.cost - b.cost);
    return scored[0]?.candidate;
}
function suggestion(flag, spec) {
    const close = closest(flag.replace(/^-+/, '').split('=')[0] ?? '', Object.keys(spec.flags));
    return close === undefined ? '' : `; did you mean --${close}?`;
}
/** `status r1` for `status --run-id r1`: the flag the stray word most likely belongs to. */
function positionalAdvice(word, spec, argv) {
    const wantsRunId = spec.flags['run-id'] !== undefined && !argv.some((arg) => /^--run-id(=|$)/.test(arg));
    return wantsRunId && !word.startsWith('-') ? `; did you mean --run-id ${word}?` : '';
}
function refusal(error, spec, argv) {
    const code = error.code;
    const message = (0,store_errors/* describeError */.Uc)(error);
    const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
    const flag = quoted.split(' ')[0]?.replace(/,$/, '') ?? quoted;
    const help = `\`supervised-run ${spec.name} --help\` lists what it accepts`;
    const longName = /--[A-Za-z0-9-]+/.exec(quoted)?.[0] ?? flag;
    switch (code) {
        case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
            return usageError(`unknown flag ${flag} for ${spec.name}${suggestion(flag, spec)} (${help})`);
        case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
            const known = spec.flags[longName.replace(/^--/, '')];
            if (known?.type !== 'string')
                return usageError(`${longName} takes no value`);
            return usageError(`${longName} needs a value${known.value === undefined ? '' : ` (${known.value})`}; write ${longName}=VALUE for a value that starts with "-"`);
        }
        case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
            return usageError(`unexpected argument ${JSON.stringify(quoted)}: ${spec.name} takes flags only${positionalAdvice(quoted, spec, argv)} (${help})`);
        default:
            return usageError(`${message} (${help})`);
    }
}
/** Reads argv strictly. `help` is true when -h / --help was given (other flags are then not checked). */
function readFlags(spec, argv) {
    if (argv.includes('--help') || argv.includes('-h'))
        return { help: true, values: {} };
    const options = {};
    for (const [name, flag] of Object.entries(spec.flags))
        options[name] = { type: flag.type, ...(flag.multiple === true ? { multiple: true } : {}) };
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({ args: [...argv], options, strict: true, allowPositionals: false, tokens: true });
    }
    catch (error) {
        throw refusal(error, spec, argv);
    }
    const seen = new Set();
    for (const token of parsed.tokens) {
        if (token.kind !== 'option' || spec.flags[token.name]?.multiple === true)
            continue;
        if (seen.has(token.name))
            throw usageError(`--${token.name} is given more than once; give it once`);
        seen.add(token.name);
    }
    return { help: false, values: parsed.values };
}
/** Validates raw flag values with the command's schema; the first problem becomes the message. */
function validateFlags(schema, values) {
    const parsed = schema.safeParse(values);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const name = issue.path[0];
    if (name === undefined)
        throw usageError(issue.message);
    const value = values[String(name)];
    if (value === undefined && issue.message === 'is required')
        throw new CliError('USAGE', `--${String(name)}: is required`, { missingFlag: String(name) });
    const given = Array.isArray(value) ? value[Number(issue.path[1] ?? 0)] : value;
    const got = typeof given === 'string' ? ` (got ${(0,option_values/* shownValue */.JJ)(given)})` : '';
    throw usageError(`--${String(name)}: ${issue.message}${got}`);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/runner/lifecycle/cancel.ts + 1 modules
var lifecycle_cancel = __webpack_require__(41467);
;// CONCATENATED MODULE: ./src/cli/args/fields.ts
// Flag values as zod schemas: each takes the string parseArgs read and yields a typed value, or an
// issue saying what the flag accepts. The readers are the runner's option values, shared with the
// Action (durations such as 30s or 5h50m, names as in cache keys), so both faces accept the same.


const field = option_values/* optionValueSchema */.o6;
const runId = () => field(option_values/* readStoreId */.zW);
const namespace = () => field(option_values/* readNamespace */.oZ);
/** A duration in ms; `allowZero` also takes 0. A bare number is refused: seconds or milliseconds? */
const duration = (options = {}) => field((text) => option_values/* readDuration */.$7(text, options));
const count = (min, max) => field((text) => option_values/* readWholeNumber */.bf(text, min, max));
const dollars = () => field(option_values/* readDollars */.sF);
const json = () => field(option_values/* readJson */.Vh);
const jsonObject = () => field(option_values/* readJsonObject */.op);
/** A gate's answer, or what it accepts: refused by the command once it can list the gate's answers. */
const gateAnswer = () => field((text) => option_values/* accepted */.qG(option_values/* readGateAnswer */.Oo(text)));
const path = () => field(option_values/* readPath */.G7);
const position = () => field(option_values/* readPosition */.ux);
const choice = (values) => field((text) => option_values/* readChoice */.Kf(text, values));
const environmentName = () => field(option_values/* readVariableName */.kK);
/** Bytes of one attempt's kept output: 512KiB, 1MiB, 4MiB or a number of bytes. */
const logLimit = () => field(option_values/* readLogLimit */.UB);
/** Free text (a reason, a name), trimmed. */
const fields_text = (max) => field((value) => value.trim().length > 0 && value.length <= max
    ? option_values/* accepted */.qG(value.trim())
    : option_values/* refused */.J5(`text of 1 to ${max} characters`));
/** A cursor as history printed it (opaque, base64url). */
const cursor = () => field((value) => /^[A-Za-z0-9_-]{1,4096}$/.test(value)
    ? option_values/* accepted */.qG(value)
    : option_values/* refused */.J5('a cursor printed by an earlier history call'));
const flagOff = schemas/* boolean */.zMY()
    .optional()
    .transform((value) => value === true);

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/options/run-flags.ts
// Flags that map onto the runner's one options schema (supervisedRunOptionsSchema), shared by start
// and resume. Values use the Action's syntax; the runner validates the mapped options again.



const restartFlags = {
    'max-restarts': {
        type: 'string',
        value: 'N',
        description: 'Replacement workers after crashes, 0-1000 (default 3; resume: as stored)',
    },
    'initial-backoff': {
        type: 'string',
        value: 'D',
        description: 'First restart delay, doubling per restart (default 1s)',
    },
    'max-backoff': { type: 'string', value: 'D', description: 'Longest restart delay (default 30s)' },
    'teardown-grace': {
        type: 'string',
        value: 'D',
        description: 'Grace between SIGTERM and SIGKILL when stopping the worker (default 5s)',
    },
    env: {
        type: 'string',
        multiple: true,
        value: 'NAME',
        description: 'Copy this variable into the worker (its value becomes a known secret)',
    },
    'known-secret-env': {
        type: 'string',
        multiple: true,
        value: 'NAME',
        description: 'The value of this variable must never be stored (refused, KNOWN_SECRET)',
    },
};
const restartFlagSchema = {
    'max-restarts': count(0, 1000).optional(),
    'initial-backoff': duration({ allowZero: true }).optional(),
    'max-backoff': duration({ allowZero: true }).optional(),
    'teardown-grace': duration({ allowZero: true }).optional(),
    env: schemas/* array */.YOg(environmentName()).optional(),
    'known-secret-env': schemas/* array */.YOg(environmentName()).optional(),
};
/**
 * start only: the option is stored in the run's definition, so every session of the run follows it.
 * A presence flag, as every boolean flag of the CLI is (the default, recording, needs no flag).
 */
const recordChangesFlags = {
    'no-record-changes': {
        type: 'boolean',
        description: 'Write no record of the files each node attempt changed (skips the git captures around attempts, e.g. for pure data graphs)',
    },
};
const recordChangesFlagSchema = { 'no-record-changes': flagOff };
/** start, resume and retry-failed: node output is printed while it runs, unless --quiet. */
const outputFlags = {
    quiet: {
        type: 'boolean',
        description: "Don't print what nodes print while they run (it is kept all the same: supervised-run logs prints it)",
    },
};
const outputFlagSchema = { quiet: flagOff };
/** start only: the bound of each attempt's kept output (stored in the run's definition). */
const logLimitFlags = {
    'log-limit': {
        type: 'string',
        value: 'SIZE',
        description: "Bound of each node attempt's kept output, head and tail (default: the graph file's log-limit, else 1MiB)",
    },
};
const logLimitFlagSchema = { 'log-limit': logLimit().optional() };
/** recordChanges of the runner options (default true). */
const recordChangesOption = (flags) => !flags['no-record-changes'];
/** The restart policy fields that were given (the runner fills in the rest). */
function restartOptions(flags, defaults) {
    const restart = {};
    if (flags['max-restarts'] !== undefined)
        restart.maxRestarts = flags['max-restarts'];
    if (flags['initial-backoff'] !== undefined)
        restart.initialBackoffMs = flags['initial-backoff'];
    if (flags['max-backoff'] !== undefined)
        restart.maxBackoffMs = flags['max-backoff'];
    if (defaults !== undefined) {
        const initial = restart.initialBackoffMs ?? defaults.initialBackoffMs;
        const max = restart.maxBackoffMs ?? defaults.maxBackoffMs;
        if (max < initial)
            throw usageError(`--max-backoff: must be at least --initial-backoff (${initial} ms)`);
    }
    return restart;
}

;// CONCATENATED MODULE: ./src/cli/options/secrets.ts
// Known secrets, as the Action collects them: the values of the variables handed to the worker
// (--env) and of the variables named by --known-secret-env. Values never appear in argv: only
// names do. The store refuses records that hold one (KNOWN_SECRET).


function collectKnownSecrets(env, passed, named) {
    const secrets = (0,option_values/* collectKnownSecrets */.X5)(env, { passed, named });
    const unset = secrets.unset[0];
    if (unset !== undefined)
        throw usageError(`--known-secret-env: ${unset} is not set (it names a variable whose value the store must refuse)`);
    const warnings = secrets.short.map((name) => `the value of ${name} is shorter than ${option_values/* minStoredSecretLength */.K} characters: the store does not refuse it (name it with --known-secret-env to refuse it too)`);
    return { values: secrets.stored, warnings };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/runner/options/definition-file.ts
var definition_file = __webpack_require__(96005);
// EXTERNAL MODULE: ./src/store/paths.ts
var paths = __webpack_require__(4353);
;// CONCATENATED MODULE: ./src/cli/options/sources.ts
// Where a new run's graph comes from: a graph file (the built-in declarative host) or a host module
// with a definition file. Paths are relative to the current directory; a missing or unreadable
// file is a usage error that names the flag.





async function isFile(file) {
    return external_node_fs_.promises.stat(file).then((info) => info.isFile(), () => false);
}
async function requireDirectory(flag, directory) {
    const info = await external_node_fs_.promises.stat(directory).catch(() => undefined);
    if (info?.isDirectory() !== true)
        throw usageError(`${flag}: ${directory} is not a directory`);
    return external_node_fs_.promises.realpath(directory);
}
/** A `--root` given only to be named in printed commands (status, summary): resolved, undefined when absent. */
async function printedRoot(io, root) {
    return root === undefined ? undefined : requireDirectory('--root', external_node_path_default().resolve(io.cwd, root));
}
async function requireFile(flag, file) {
    if (!(await isFile(file)))
        throw usageError(`${flag}: ${file} is not a file`);
    return file;
}
/** The runner takes a host module as a relative specifier inside the run root (e.g. ./host.mjs). */
async function hostModuleSpecifier(realRoot, file) {
    await requireFile('--host-module', file);
    const relative = external_node_path_default().relative(realRoot, await external_node_fs_.promises.realpath(file));
    if (!(0,paths/* isStrictlyInside */.Pe)(relative)) {
        throw usageError(`--host-module: ${file} is outside the run root ${realRoot} (--root); the worker loads host modules from inside it`);
    }
    return `./${relative.split((external_node_path_default()).sep).join('/')}`;
}
async function readDefinitionFile(file) {
    await requireFile('--definition', file);
    const result = (0,definition_file/* readDefinitionFile */.Qm)(await external_node_fs_.promises.readFile(file, 'utf8'));
    if (!result.ok) {
        const expected = result.expected === undefined ? '' : `; expected ${result.expected}`;
        throw usageError(`--definition: ${file} ${result.problem}${expected}`);
    }
    return result.value;
}
/** run-YYYYMMDD-HHMMSS-xxxx: sortable, unique enough for one person's store, valid as a cache key. */
function generatedRunId(now = new Date()) {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    return `run-${stamp}-${Math.floor(Math.random() * 0x10000)
        .toString(16)
        .padStart(4, '0')}`;
}

// EXTERNAL MODULE: ./src/runner/options/option-names.ts
var option_names = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/runner/host/resolve.ts
var resolve = __webpack_require__(42689);
// EXTERNAL MODULE: ./src/runner/lifecycle/resume-refusals.ts
var resume_refusals = __webpack_require__(86050);
;// CONCATENATED MODULE: ./src/cli/options/flag-names.ts
// The CLI's names for the runner's options it sets from its flags, in the runner's refusal of one
// (a known secret in what would be recorded, too large, a backoff below the stored one, a cursor
// that is none): a person reads the flag they typed.


const flagNameOf = (0,option_names/* optionNames */.W)({
    answer: [
        ['.values', '--answer'],
        ['.answeredBy', '--by'],
        ['', '--answer'],
    ],
    decision: [
        ['.output', '--output'],
        ['.message', '--message'],
        ['.decidedBy', '--by'],
        ['', '--decision'],
    ],
    raiseBudget: [
        ['.raisedBy', '--by'],
        ['', '--raise-budget-usd/--raise-budget-tokens'],
    ],
    takeover: [
        ['.by', '--by'],
        ['', '--reason'],
    ],
    retryFailed: [
        ['.by', '--by'],
        ['', '--reason'],
    ],
    // A start's inputs holding a known secret.
    definition: [['.resolvedInputs', '--inputs']],
    reason: [['', '--reason']],
    by: [['', '--by']],
    // A resume's backoff below the stored initial one; a history page's cursor.
    restart: [['.maxBackoffMs', '--max-backoff']],
    after: [['', '--after']],
});
/** A refused raise or decision names the flag typed, and what answers the pause. */
const resumeFlags = {
    raise: (field) => (field === undefined ? '--raise-budget-usd/--raise-budget-tokens' : `--raise-budget-${field}`),
    decision: '--decision',
    answer: '--answer',
    output: '--output',
};
/**
 * The runner's refusal of an option as a usage error naming the flag, of a budget raise or a
 * decision naming its flag, and of the run's host module or root naming `--root`; any other error as it is.
 */
function withFlagNames(error) {
    const problem = (0,runner_errors/* optionProblemOf */._n)(error);
    if (problem !== undefined)
        return usageError((0,option_names/* describeOptionProblem */.Y)(problem, flagNameOf));
    return (0,resolve/* withRootName */.oq)((0,resume_refusals/* withResumeNames */.uV)(error, resumeFlags), 'the run root (--root)');
}

// EXTERNAL MODULE: ./src/store/local-storage.ts + 7 modules
var local_storage = __webpack_require__(99992);
// EXTERNAL MODULE: ./src/report/commands.ts
var report_commands = __webpack_require__(74506);
;// CONCATENATED MODULE: ./src/cli/options/store.ts
// Where runs are stored: --store / --namespace, else $SUPERVISED_RUN_STORE / $SUPERVISED_RUN_NAMESPACE,
// else .supervised-run in the current directory and "default". Commands that only read never
// create a store: a missing store or run is STORE_NOT_FOUND (exit 2) before anything is opened.






const defaultStoreDirectoryName = '.supervised-run';
const defaultNamespace = 'default';
function storeLocation(io, flags) {
    const fromEnv = io.env.SUPERVISED_RUN_STORE;
    const given = flags.store ?? (fromEnv === undefined || fromEnv === '' ? undefined : fromEnv);
    const directory = external_node_path_default().resolve(io.cwd, given ?? defaultStoreDirectoryName);
    const envNamespace = io.env.SUPERVISED_RUN_NAMESPACE;
    const namespace = flags.namespace ?? (envNamespace === undefined || envNamespace === '' ? defaultNamespace : envNamespace);
    const checked = (0,option_values/* readNamespace */.oZ)(namespace);
    if (flags.namespace === undefined && !checked.ok) {
        throw usageError(`SUPERVISED_RUN_NAMESPACE: expected ${checked.accepts} (got ${JSON.stringify(namespace.slice(0, 60))})`);
    }
    const extra = [];
    if (given !== undefined)
        extra.push('--store', directory);
    if (namespace !== defaultNamespace)
        extra.push('--namespace', namespace);
    const named = flags.store === undefined && given !== undefined ? 'SUPERVISED_RUN_STORE' : '--store';
    return { directory, namespace, isDefault: given === undefined, flags: extra, named };
}
/** A store path that exists but is no directory (a file): refused naming the flag, before anything is written. */
async function refuseNonDirectoryStore(location) {
    const info = await external_node_fs_.promises.stat(location.directory).catch(() => undefined);
    if (info === undefined || info.isDirectory())
        return;
    throw usageError(`${location.named ?? '--store'}: ${location.directory} is not a directory; the run store is a directory (created when missing): give a directory path`);
}
function storageOptions(location, knownSecrets = []) {
    return { directory: location.directory, namespace: location.namespace, knownSecrets: [...knownSecrets] };
}
async function storeExists(location) {
    try {
        return (await external_node_fs_.promises.stat(location.directory)).isDirectory();
    }
    catch {
        return false;
    }
}
/** Opens an existing store without creating anything; STORE_NOT_FOUND when the directory is missing. */
async function openExistingStore(location) {
    await refuseNonDirectoryStore(location);
    if (!(await storeExists(location))) {
        throw new CliError('STORE_NOT_FOUND', `--store: no run store at ${location.directory} (start a run first, or pass --store DIR / set SUPERVISED_RUN_STORE)`);
    }
    return (0,local_storage/* createLocalRunStorage */.W)({ directory: location.directory, namespace: location.namespace });
}
/** The store, checked to hold the run (STORE_NOT_FOUND names what was looked at). */
async function openRun(location, runId) {
    const storage = await openExistingStore(location);
    if ((await storage.readDefinition(runId)) === undefined) {
        throw new CliError('STORE_NOT_FOUND', `--run-id: no run ${JSON.stringify(runId)} in namespace ${JSON.stringify(location.namespace)} of ${location.directory} (\`${['supervised-run', 'list', ...location.flags.map(report_commands/* shellQuote */.ZL)].join(' ')}\` shows the runs there)`);
    }
    return storage;
}
/** The default store sits inside the repository: a `.gitignore` of `*` keeps it out of `git status`. */
async function ignoreDefaultStore(location) {
    if (!location.isDefault)
        return;
    try {
        const handle = await external_node_fs_.promises.open(external_node_path_default().join(location.directory, '.gitignore'), external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o644);
        await handle.writeFile('# Written by supervised-run: the run store is not part of the repository.\n*\n');
        await handle.close();
    }
    catch {
        // Exists already (or cannot be written): the runner leaves the store out of workspace snapshots anyway.
    }
}
/**
 * Removes the store directory a refused start created (`existed`: it was there before), when it
 * holds nothing but directories and the CLI's `.gitignore`: no run, no lock, no file of anyone else's.
 */
async function removeUnusedStore(location, existed) {
    if (existed)
        return;
    const entries = await external_node_fs_.promises.readdir(location.directory, { recursive: true, withFileTypes: true }).catch(() => undefined);
    if (entries === undefined)
        return;
    const ignore = external_node_path_default().join(location.directory, '.gitignore');
    if (entries.some((entry) => !entry.isDirectory() && external_node_path_default().join(entry.parentPath, entry.name) !== ignore))
        return;
    await external_node_fs_.promises.rm(location.directory, { recursive: true, force: true }).catch(() => undefined);
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/cli/options/who.ts
// Who is at the terminal, recorded with reconcile decisions, takeovers and cancels (--by overrides).

function currentUser(env) {
    let name = env.USER ?? env.USERNAME ?? env.LOGNAME;
    if (name === undefined || name === '') {
        try {
            name = external_node_os_default().userInfo().username;
        }
        catch {
            name = 'cli';
        }
    }
    return `${name} (supervised-run CLI)`;
}

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/usage-text.ts
var usage_text = __webpack_require__(58985);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/cli/output/format.ts


const formatDuration = (ms) => (0,format/* formatDuration */.a3)(ms, '-');
/** `tokens 1,200 in / 300 out` (`\u2265` when partial), `tokens unknown`, or `-` with no engine calls. */
function tokensText(usage, label = 'tokens ') {
    if (usage.calls === 0)
        return '-';
    if (usage.state === 'unknown')
        return `${label}unknown`;
    return `${label}${(0,usage_text/* tokenText */.pA)(usage, 'inputTokens')} in / ${(0,usage_text/* tokenText */.pA)(usage, 'outputTokens')} out`;
}
/** `cost 0.0123 USD (estimated)`, `cost \u2265 0.5 USD (reported, 2 unknown)`, `cost unknown`, or `-` with no engine calls. */
function costText(usage, label = 'cost ') {
    return usage.calls === 0 ? '-' : `${label}${(0,usage_text/* costText */.rs)(usage)}`;
}
/** `4 calls, tokens \u2026, cost \u2026` or `no engine calls`. */
function usageLine(usage) {
    if (usage.calls === 0)
        return 'no engine calls';
    return `${usage.calls} engine call${usage.calls === 1 ? '' : 's'} (${usage.state}), ${tokensText(usage)}, ${costText(usage)}`;
}
/**
 * Left-aligned columns; the last column is not padded. With `width` (a terminal's), a row longer
 * than that is cut to it with `\u2026`, so no row wraps (put the column of any length last).
 */
function table(headers, rows, options = {}) {
    const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
    const render = (cells) => {
        const text = cells
            .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
            .join('  ')
            .trimEnd();
        return options.width === undefined || text.length <= options.width
            ? text
            : `${text.slice(0, Math.max(1, options.width - 1))}\u2026`;
    };
    return [render(headers), ...rows.map(render)];
}
/**
 * One line of untrusted text for a terminal, as the text summary writes it: control characters
 * (escape sequences) as U+FFFD, bidi controls by name (`<U+202E>`: a line cannot read in another
 * order than it holds), line breaks as spaces; the report's oneLine, which the progress lines use too.
 */
const plain = report_escape/* oneLine */.TN;

;// CONCATENATED MODULE: ./src/cli/commands/cancel.ts
// `cancel`: the seed's Cancel. The intent is recorded first; a live watchdog is sent SIGTERM and
// stops (a CLI watchdog maps SIGTERM + recorded intent to stop); a paused, interrupted or orphaned
// run is settled as stopped here. Either way the runner log ends with runner:cancelled.















const schema = schemas/* object */.Ikc({
    'run-id': runId(),
    reason: fields_text(2000),
    by: fields_text(200).optional(),
    wait: duration().optional(),
    root: path().optional(),
    store: path().optional(),
    namespace: namespace().optional(),
    'known-secret-env': restartFlagSchema['known-secret-env'],
    json: flagOff,
});
const cancelCommand = {
    spec: {
        name: 'cancel',
        summary: 'Cancel a run: record why, stop its watchdog if live, settle it as stopped',
        usage: 'cancel --run-id ID --reason TEXT [--by NAME] [--wait D] [--root DIR] [--known-secret-env NAME] [flags]',
        flags: {
            ...runIdFlag,
            reason: { type: 'string', value: 'TEXT', description: 'Why the run is cancelled (recorded with the run)' },
            by: { type: 'string', value: 'NAME', description: 'Who cancels, as recorded (default: your user name)' },
            wait: {
                type: 'string',
                value: 'D',
                description: 'How long a live watchdog gets to stop after SIGTERM (default 60s)',
            },
            root: {
                type: 'string',
                value: 'DIR',
                description: "The run's repository: frees a dead watchdog's workspace lease (default: the current directory)",
            },
            'known-secret-env': {
                type: 'string',
                multiple: true,
                value: 'NAME',
                description: "A variable whose value --reason and --by must not hold (the values of the run's --env variables are checked too)",
            },
            ...storeFlags,
            ...jsonFlag,
        },
        notes: [
            'A cancelled run is terminal: it cannot be resumed. A run that has already ended is left as it is. A live watchdog on another host cannot be signalled from here: the intent is recorded and the command fails (exit 1).',
        ],
        examples: ['supervised-run cancel --run-id demo-1 --reason "superseded by demo-2"'],
    },
    async run(io, raw) {
        const flags = validateFlags(schema, raw);
        const location = storeLocation(io, flags);
        const runId = flags['run-id'];
        await openRun(location, runId);
        const runRoot = await requireDirectory('--root', external_node_path_default().resolve(io.cwd, flags.root ?? '.'));
        // The run's own --env values are added by the runner; these are the ones only a name flag gives.
        const secrets = collectKnownSecrets(io.env, [], flags['known-secret-env'] ?? []);
        const result = await (0,lifecycle_cancel/* cancelSupervisedRun */.MI)({
            storage: storageOptions(location, secrets.values),
            runId,
            reason: flags.reason,
            by: flags.by ?? currentUser(io.env),
            ...(flags.wait === undefined ? {} : { waitMs: flags.wait }),
            runRoot,
        }).catch((error) => {
            throw withFlagNames(error);
        });
        if (flags.json) {
            (0,cli_io/* jsonLine */.rF)(io.stdout, {
                runId,
                outcome: result.outcome,
                from: result.from,
                signalled: result.signalled,
                phase: result.status.phase,
                status: result.status,
            });
        }
        else if (result.outcome === 'already-ended') {
            (0,cli_io/* line */.n8)(io.stdout, `Run ${plain(runId, 100)} had already ended (${result.status.phase}); nothing to cancel.`);
        }
        else {
            const signalled = result.signalled === null ? '' : ` after its watchdog (pid ${result.signalled}) was sent SIGTERM`;
            (0,cli_io/* line */.n8)(io.stdout, `Run ${plain(runId, 100)} cancelled: it was ${result.from}, it is ${result.status.phase}${signalled}.`);
        }
        return exitCodes.ok;
    },
};

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/declarative/start.ts
var start = __webpack_require__(14228);
// EXTERNAL MODULE: ./src/engine/command/start.ts + 4 modules
var command_start = __webpack_require__(60419);
;// CONCATENATED MODULE: ./src/cli/demo/offline-graph.ts
// The offline example graph (examples/graphs/offline.yml), embedded so `demo` runs from the bundle
// too. test/cli keeps the two in step.
const offlineGraphYaml = `# An offline graph: command nodes and scripted mock engines, no network and no API key.
# Run it from the repository root (the run root): every path in a graph file is relative to it.
#
#   lint \u2500\u2510
#         \u251c\u2500 review (engine: reviewer, falls back to backup) \u2500 publish
#   test \u2500\u2518
#
# The reviewer lane is scripted to fail with an auth error, so the run records the dead lane and
# falls back once to \`backup\`, which answers with the prompt it received: the output shows how
# {{ inputs.* }} and {{ needs.*.output }} were substituted.
version: 1
concurrency: 2

inputs:
  ticket: { default: "DEMO-1", description: "The ticket the review is about" }

engines:
  reviewer:
    kind: mock
    fallback: backup
    responses:
      - error: auth
        message: "demo: the primary reviewer's key was revoked"
  backup:
    kind: mock
    responses:
      - echo: true
        usage: { input-tokens: 120, output-tokens: 40, cost-usd: 0.0012 }

nodes:
  lint:
    run: [node, -e, "console.log('lint: 0 problems')"]
    retry-safe: true
  test:
    run: node -e "console.log('12 tests passed')"
    retry-safe: true
    timeout: 2m
    env: { CI: "true" }
  review:
    needs: [lint, test]
    engine: reviewer
    retry-safe: true
    prompt: |
      Review ticket {{ inputs.ticket }}.
      Lint said: {{ needs.lint.output }}
      Tests said: {{ needs.test.output }}
  publish:
    needs: [review]
    # Not retry-safe (the default): if the worker dies while this runs, the run pauses and asks a
    # person whether it happened (retry / complete / fail) instead of publishing twice.
    run: [node, -e, "console.log('published DEMO-1')"]
`;

// EXTERNAL MODULE: ./src/report/context.ts
var context = __webpack_require__(70301);
;// CONCATENATED MODULE: ./src/cli/output/command-place.ts
// Where the commands the CLI prints find the run: the store flags the person used (`--store`,
// `--namespace`: a store from SUPERVISED_RUN_STORE too, as an absolute path) and the `--root` they
// passed, on the commands that work in the repository (resume, retry-failed, cancel). A command
// copied into another directory or shell then reads the same store and works in the same repository.

/** How the commands the CLI prints for a person to run call it (as the report's commands do). */
const cliInvocation = 'npx supervised-run';
/** The place of a command run with `location` and the `--root` it was given (resolved), if any. */
function commandPlace(location, root) {
    return root === undefined ? { ...location } : { ...location, root };
}
/** The summary context's cliLocation: the store, namespace and root the report's CLI commands name. */
function cliLocationOf(place) {
    return {
        ...(place.isDefault ? {} : { store: place.directory }),
        ...(place.flags.includes('--namespace') ? { namespace: place.namespace } : {}),
        ...(place.root === undefined ? {} : { root: place.root }),
    };
}
/** The report's context for the commands it writes (resume, retry-failed, logs): they carry the place's flags. */
function commandContext(place) {
    return (0,context/* parseSummaryContext */.lN)({ cliLocation: cliLocationOf(place) });
}
/** A command the CLI writes itself, with the store flags, and `--root` when it works in the repository. */
function withPlace(command, place, options) {
    const words = [...(options.root && place.root !== undefined ? ['--root', place.root] : []), ...place.flags].map(report_commands/* shellQuote */.ZL);
    return words.length === 0 ? command : `${command} ${words.join(' ')}`;
}
/** Flags a repeated command line does not carry as typed: --json (the text is what is read), the place's. */
const notRepeated = new Set(['json', 'root', 'store', 'namespace']);
/**
 * The command line a person ran, to run again: every flag they gave (in the order the command
 * lists them) but --json, each value shell-quoted, then the place's --root and store flags.
 */
function repeatedCommand(spec, raw, place) {
    const words = [cliInvocation, spec.name];
    for (const name of Object.keys(spec.flags)) {
        const value = raw[name];
        if (notRepeated.has(name) || value === undefined || value === false)
            continue;
        if (value === true)
            words.push(`--${name}`);
        else
            for (const one of Array.isArray(value) ? value : [value])
                words.push(`--${name}`, (0,report_commands/* shellQuote */.ZL)(one));
    }
    return withPlace(words.join(' '), place, { root: true });
}

// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/runner/output/follow.ts
var follow = __webpack_require__(47305);
// EXTERNAL MODULE: ./src/report/load.ts + 5 modules
var load = __webpack_require__(76220);
// EXTERNAL MODULE: ./src/report/pauses.ts + 1 modules
var pauses = __webpack_require__(53294);
// EXTERNAL MODULE: ./src/report/waiting-for.ts
var waiting_for = __webpack_require__(40019);
// EXTERNAL MODULE: ./src/runner/lifecycle/reopen.ts + 1 modules
var reopen = __webpack_require__(33215);
;// CONCATENATED MODULE: ./src/cli/output/drift-advice.ts
// What a person does about a workspace that differs from a run's pause snapshot (WORKSPACE_DRIFT)
// before the run is continued, or a refused resume run again: put changed files back, or, when
// HEAD is another commit, check out the run's commit, or name the run's repository as --root.

const filesBack = 'put the files listed back as they were when the run paused (e.g. git stash, or git checkout -- FILE): a resume is refused while the workspace differs from that snapshot';
/** A commit for a line of advice; `(unborn)`, as the drift message says it, for none. */
const commit = (sha) => (sha === null ? '(unborn)' : plain(sha, 80));
/**
 * Before a run-level pause is continued (a bare continue would be refused again); undefined:
 * nothing. `head`: the commits the pause recorded (a drift during a restart's backoff), never
 * read out of its reason: a file named like the reason's HEAD words is no other commit.
 */
function beforeContinuing(code, head) {
    if (code !== 'WORKSPACE_DRIFT')
        return undefined;
    if (head === undefined)
        return filesBack;
    const [found, expected] = [commit(head.found), commit(head.expected)];
    return `check out ${expected}, the commit the run paused at (HEAD is ${found} now), and put back any files listed: a resume is refused while the workspace differs from that snapshot`;
}
/**
 * Before a refused resume is run again. A HEAD that differs (`head`, the refusal record's field,
 * never read out of its message) says first that the repository may be the wrong one (another
 * repository's HEAD is never the run's commit): no file put back fixes that.
 */
function beforeRunningAgain(code, head, checked) {
    if (code !== 'WORKSPACE_DRIFT')
        return undefined;
    if (head === undefined)
        return filesBack;
    const where = `${checked.given ? '--root' : 'the current directory'} ${plain(checked.directory, 300)}`;
    const [found, expected] = [commit(head.found), commit(head.expected)];
    return `${where} is at HEAD ${found}, but the run paused at HEAD ${expected}: it may not be the run's repository. Give the run's repository as --root DIR; if it is this one, check out ${expected} and put back any files listed`;
}

;// CONCATENATED MODULE: ./src/cli/output/complete-words.ts
// The "it happened" command of a reconcile request: a review loop's reviewer records its verdict
// (the loop reads nothing else, and a completion without one is refused), which its command
// carries already (decisionCommands with reviewer: --output pass); any other position records the
// output it was to give, when it has one.

/** `command`: the request's complete command, from decisionCommands (at a reviewer, with its verdict). */
function completeWords(command, reviewer) {
    if (!reviewer)
        return `${command}   (add --output JSON to record its result)`;
    return `${command}   (or --output ${(0,report_commands/* shellQuote */.ZL)(report_commands/* reviewerVerdicts */.O8.revise)} to ask for changes)`;
}

;// CONCATENATED MODULE: ./src/cli/output/outcome.ts
// What a settled (or current) run means to the person at the terminal: a headline, what waits, and
// the exact commands that resume it (with --store / --namespace when they are not the defaults,
// and the --root the person passed).







/** The run's report and what waits, its commands carrying the place's flags. */
async function loadRunView(storage, runId, place, result) {
    const loaded = await (0,load/* loadRunReport */.U)(storage, runId);
    const report = result === undefined || loaded.result !== undefined ? loaded : { ...loaded, result };
    return { report, plan: (0,pauses/* planPauses */.RM)(report, commandContext(place)) };
}
function exitCodeForPhase(phase) {
    if (phase === 'completed')
        return exitCodes.ok;
    if (phase === 'paused' || phase === 'interrupted' || phase === 'orphaned')
        return exitCodes.paused;
    if (phase === 'failed' || phase === 'stopped' || phase === 'timeout')
        return exitCodes.failed;
    return exitCodes.ok;
}
function exitCodeForResult(result) {
    return result.kind === 'complete' ? exitCodes.ok : result.kind === 'pause' ? exitCodes.paused : exitCodes.failed;
}
/**
 * `3 nodes`, or `1 node, 3 positions` when nodes ran at more than one position: each retry and
 * review round is a position of its own (status lists them), but it is still the one node.
 */
function nodeCount(positions) {
    const nodes = new Set(positions.map((position) => position.nodeId)).size;
    const counted = (0,format/* countOf */.pq)(nodes, 'node');
    return positions.length === nodes ? counted : `${counted}, ${positions.length} positions`;
}
function headline(view) {
    const { status } = view.report;
    const result = view.report.result;
    const id = plain(status.runId, 100);
    const usage = usageLine(status.totalUsage);
    const nodes = nodeCount(status.nodes);
    if (status.phase === 'orphaned')
        return `Run ${id} is orphaned: its watchdog stopped without settling (resume it with --takeover)`;
    if (result === undefined && status.result === null)
        return `Run ${id} is ${status.phase}: ${nodes}, ${formatDuration(status.elapsedMs)} so far, ${usage}`;
    const kind = result?.kind ?? status.result?.kind;
    if (kind === 'complete')
        return `Run ${id} completed in ${formatDuration(status.elapsedMs)}: ${nodes}, ${usage}`;
    if (kind === 'pause') {
        const code = result?.kind === 'pause' ? result.code : status.result?.kind === 'pause' ? status.result.code : null;
        // In the job summary's words: 1 attempt needs your decision, 1 question waits for your answer...
        return `Run ${id} ${status.phase === 'interrupted' ? 'was interrupted' : 'paused'}${code === null || code === undefined || code === 'INTERRUPTED' ? '' : ` (${code})`}: ${(0,waiting_for/* waitingFor */.F)(view.plan).join('; ')}`;
    }
    const failure = result?.kind === 'fail'
        ? result
        : status.result?.kind === 'fail'
            ? status.result
            : { code: status.phase.toUpperCase(), message: '' };
    return `Run ${id} ${status.phase === 'stopped' ? 'was stopped' : status.phase === 'timeout' ? 'timed out' : 'failed'}: ${failure.code}${failure.message === '' ? '' : `: ${plain(failure.message, 500)}`}`;
}
/** `CODE: reason`, or the code once when the reason only repeats it (`INTERRUPTED: interrupted`). */
function runPauseWords(code, reason) {
    return (0,format/* pauseWhyParts */.D5)(code, reason).join(': ');
}
/** The run-level pause (continue the run, take it over): what it is and its command. */
function runPauseLines(view) {
    const run = view.plan.run;
    if (run === null)
        return [];
    const what = runPauseWords(run.code, run.reason);
    const lines = [
        `  the run${what === '' ? '' : ` (${plain(what, 300)})`}${run.positions.length === 0 ? '' : `, in flight: ${run.positions.map((p) => plain(p, 100)).join(', ')}`}`,
    ];
    const before = beforeContinuing(run.code, run.head);
    if (before !== undefined)
        lines.push(`    first:              ${before}`, `    then continue:      ${run.command}`);
    else
        lines.push(`    continue:           ${run.command}`);
    return lines;
}
/**
 * Lines naming what waits and how to resume it; empty when nothing does. The plan's commands carry
 * the place's flags already (loadRunView); those written here get them from the same context.
 */
function nextSteps(view, place) {
    const lines = [];
    const context = commandContext(place);
    const runId = view.report.status.runId;
    // In the order a person acts on them, as the summary lists them (report/pause-order.ts).
    if (view.plan.runFirst)
        lines.push(...runPauseLines(view));
    for (const request of view.plan.reconcile) {
        lines.push(`  ${plain(request.position, 100)}: did this uncertain work happen? ${plain(request.reason, 300)}`);
        lines.push(`    it happened:        ${completeWords(request.commands.complete, request.revise !== undefined)}`);
        lines.push(`    run it again:       ${request.commands.retry}`);
        lines.push(`    record it failed:   ${request.commands.fail}`);
    }
    for (const pause of view.plan.waiting) {
        if (pause.gate !== undefined) {
            lines.push(`  ${plain(pause.position, 100)} asks: ${plain(pause.gate.request.question, 300)}`);
            for (const answer of pause.gate.commands)
                lines.push(`    ${plain(answer.label, 100)}: ${answer.command}${answer.placeholders ? '   (fill in the <\u2026> values)' : ''}`);
            continue;
        }
        lines.push(`  ${plain(pause.position, 100)}: ${plain(pause.reason, 300)}`);
        lines.push(`    resume:             ${pause.command}`);
        if (pause.capReachedToo !== undefined)
            lines.push(`    then:               the node's own cap is reached too (${pause.capReachedToo}): it pauses again there`);
    }
    if (!view.plan.runFirst)
        lines.push(...runPauseLines(view));
    if ((0,reopen/* isRetryableFailure */.hy)(view.report.status)) {
        lines.push(`  the failed nodes (${plain(view.report.status.result?.kind === 'fail' ? view.report.status.result.code : '', 100)})`, `    retry them:         ${(0,report_commands/* retryFailedCommand */.P$)(context, runId)}`);
    }
    if (view.report.status.phase === 'orphaned') {
        lines.push(`  take over:            ${(0,report_commands/* resumeCommand */.VJ)(context, { runId })} --takeover --reason ${(0,report_commands/* shellQuote */.ZL)('watchdog died')}`);
    }
    return lines.length === 0 ? [] : [(0,reopen/* isRetryableFailure */.hy)(view.report.status) ? 'You can:' : 'Waiting for you:', ...lines];
}

// EXTERNAL MODULE: ./src/report/progress-lines.ts + 1 modules
var progress_lines = __webpack_require__(13489);
// EXTERNAL MODULE: ./src/graph/dag/dispatch.ts
var dispatch = __webpack_require__(79849);
// EXTERNAL MODULE: ./src/graph/review-events.ts
var review_events = __webpack_require__(88898);
// EXTERNAL MODULE: ./src/graph/events.ts
var graph_events = __webpack_require__(94995);
// EXTERNAL MODULE: ./src/graph/executor/budget-turns.ts
var budget_turns = __webpack_require__(20722);
// EXTERNAL MODULE: ./src/graph/executor/not-before.ts
var not_before = __webpack_require__(29401);
// EXTERNAL MODULE: ./src/report/progress-words.ts
var progress_words = __webpack_require__(39471);
;// CONCATENATED MODULE: ./src/cli/output/record-lines.ts
// Progress lines from a run's graph records that no live event of this process says: a retry that
// waits out its backoff (the dispatch was recorded before a resume or `status --watch` began), a
// review loop's send-back, and (for `status --watch`) a node waiting for its budget turn. Written
// as the report's progress lines are (position and phase in columns); every value a node or the
// graph gives is one plain line.



const fieldsOf = (data) => typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
/** `11:00:52 UTC`, or the date too when it is not today's (by UTC). */
function clockTime(at) {
    const iso = new Date(at).toISOString();
    const today = new Date().toISOString().slice(0, 10);
    return `${iso.slice(0, 10) === today ? '' : `${iso.slice(0, 10)} `}${iso.slice(11, 19)} UTC`;
}
/** `  dag/a/2                    waiting    retry in 4.2 s (not before 11:00:52 UTC)`: the time left from `now`. */
function waitingLine(position, notBefore, now) {
    const dag = (0,dispatch/* parseDagPosition */.pj)(position);
    const what = dag !== undefined && dag.n > 1 ? 'retry' : 'starts';
    const rest = `${what} in ${formatDuration(notBefore - now)} (not before ${clockTime(notBefore)})`;
    return `  ${plain(position, 60).padEnd(26)} ${'waiting'.padEnd(10)} ${rest}`;
}
/** `  check sent draft back (round 2 of 3): <the first finding's first line> (+1 more finding)`. */
function sendBackLine(event) {
    if (event.type !== review_events/* reviewEventTypes */.W4.sentBack)
        return undefined;
    const parsed = (0,review_events/* nodeSentBackSchema */.fI)().safeParse(event.data);
    if (!parsed.success)
        return undefined;
    const { reviewer, target, round, limit, findings } = parsed.data;
    const sent = `  ${plain(reviewer, 60)} sent ${plain(target, 60)} back (round ${round} of ${limit})`;
    const first = findings[0];
    if (first === undefined)
        return sent;
    const more = findings.length - 1;
    const rest = more === 0 ? '' : ` (+${more} more finding${more === 1 ? '' : 's'})`;
    return `${sent}: ${plain(first.message.split(/\r\n|\r|\n/, 1)[0] ?? '', 200)}${rest}`;
}
/** Records that end a position's wait: its attempt started, or it settled without one. */
const waitEnders = new Set([graph_events/* graphEventTypes */.w8.attemptStarted, graph_events/* graphEventTypes */.w8.nodeCompleted, graph_events/* graphEventTypes */.w8.nodeFailed, graph_events/* graphEventTypes */.w8.nodePaused]);
/** Records that end a wait for a budget turn: its call started, or its attempt ended (or began again). */
const turnEnders = new Set([...waitEnders, graph_events/* engineEventTypes */.km.started]);
/**
 * Folds graph records as they are read; says each wait still ahead once, each send-back read, and
 * each wait for a budget turn (in the report's words: the live progress lines say it the same).
 */
class RecordLines {
    /** Dispatched positions whose input has a notBefore, until their wait ends. */
    #waits = new Map();
    #said = new Set();
    /** Positions whose engine call waits for its budget turn, with the line that says so, until it ends. */
    #turnWaits = new Map();
    /**
     * Folds `events`; returns their send-back and budget-turn lines. `fresh: false` (records read from
     * before, e.g. a watch's first read): no send-back, and only the budget-turn waits still open.
     */
    fold(events, options) {
        const lines = [];
        for (const event of events) {
            if (turnEnders.has(event.type)) {
                const position = fieldsOf(event.data).position;
                if (typeof position === 'string')
                    this.#turnWaits.delete(position);
            }
            if (event.type === budget_turns/* budgetTurnWaitingType */.C3) {
                const wait = (0,progress_words/* budgetTurnWaitLine */.cV)(event.data);
                if (wait !== undefined)
                    this.#turnWaits.set(wait.position, wait.line);
                if (wait !== undefined && options.fresh)
                    lines.push(wait.line);
            }
            else if (event.type === graph_events/* graphEventTypes */.w8.nodeDispatched) {
                // Read as the progress lines read it: parsing every entry's input whole is the ledger's work.
                const dispatches = fieldsOf(event.data).dispatches;
                for (const entry of Array.isArray(dispatches) ? dispatches : []) {
                    const fields = fieldsOf(entry);
                    const notBefore = (0,not_before/* inputNotBefore */.p)(fields.input ?? null);
                    if (typeof fields.position === 'string' && notBefore !== undefined)
                        this.#waits.set(fields.position, notBefore);
                }
            }
            else if (waitEnders.has(event.type)) {
                const position = fieldsOf(event.data).position;
                if (typeof position === 'string')
                    this.#waits.delete(position);
            }
            else if (options.fresh) {
                const line = sendBackLine(event);
                if (line !== undefined)
                    lines.push(line);
            }
        }
        return options.fresh ? lines : [...this.#turnWaits.values()];
    }
    /** A line for each wait not said yet that is still ahead at `now`. */
    waits(now) {
        const lines = [];
        for (const [position, notBefore] of this.#waits) {
            if (this.#said.has(position) || notBefore <= now)
                continue;
            this.#said.add(position);
            lines.push(waitingLine(position, notBefore, now));
        }
        return lines;
    }
}
/** A run with a position dispatched but not started: its records folded, for a retry's backoff they hold. */
async function recordedWaits(storage, runId, status) {
    if (!status.nodes.some((node) => node.state === 'dispatched'))
        return undefined;
    const recorded = new RecordLines();
    recorded.fold((await storage.readEvents(runId, 'graph')).events, { fresh: false });
    return recorded;
}

;// CONCATENATED MODULE: ./src/cli/output/progress.ts
// Progress while a run is live: one line per node event (the report's ProgressLines: position,
// phase, duration, tokens; and a review loop's send-back) and, on a terminal outside CI, one
// status line redrawn in place. Nothing is redrawn otherwise.




class Progress {
    #io;
    #animate;
    #started = Date.now();
    #lines = new progress_lines/* ProgressLines */.x();
    #timer;
    /** The status line on screen, if any. */
    #drawn;
    constructor(io) {
        this.#io = io;
        this.#animate = (0,cli_io/* canAnimate */.QX)(io);
        if (this.#animate) {
            this.#timer = setInterval(() => this.#draw(), 500);
            this.#timer.unref();
        }
    }
    onEvent = (event) => {
        // A review loop's send-back has no progress line of the report's: said here.
        const line = this.#lines.describe(event) ?? (event.log === 'graph' ? sendBackLine(event.event) : undefined);
        if (line !== undefined)
            this.note(line);
        else
            this.#draw();
    };
    /** Prints a line above the status line. */
    note(line) {
        this.#clear();
        this.#io.stdout.write(`${line}\n`);
        this.#draw();
    }
    finish() {
        clearInterval(this.#timer);
        this.#clear();
    }
    #clear() {
        if (this.#drawn === undefined)
            return;
        this.#io.stdout.write('\r\x1b[K');
        this.#drawn = undefined;
    }
    #draw() {
        if (!this.#animate)
            return;
        const counts = this.#lines.counts;
        const parts = [`${counts.completed} completed`, `${counts.running} running`];
        if (counts.failed > 0)
            parts.push(`${counts.failed} failed`);
        if (counts.paused > 0)
            parts.push(`${counts.paused} paused`);
        const text = fitted(`  \u2026 ${parts.join(', ')} \u00b7 ${formatDuration(Date.now() - this.#started)}`, this.#io);
        // Unchanged, it is not written again (events come in bursts).
        if (text === this.#drawn)
            return;
        this.#io.stdout.write(`\r\x1b[K${text}`);
        this.#drawn = text;
    }
}
/**
 * The status line cut to the terminal's width less one column: a line that wrapped could not be
 * cleared by the next redraw (`\r` goes back to the start of the last row only).
 */
function fitted(text, io) {
    const columns = (0,cli_io/* terminalWidth */.JL)(io);
    if (columns === undefined || columns <= 1 || text.length < columns)
        return text;
    return `${text.slice(0, columns - 2)}\u2026`;
}

;// CONCATENATED MODULE: ./src/cli/output/refused-resume.ts


/** The refusal recorded since the run's latest session began, when it is the one `result` reports. */
function refusalOf(status, result) {
    const refused = status.resumeRefused ?? null;
    if (refused === null || result.kind !== 'pause' || result.code !== refused.code)
        return undefined;
    return { code: refused.code, reason: refused.reason, head: refused.head };
}
function refusedResumeLines(runId, refusal, rerun) {
    const first = beforeRunningAgain(refusal.code, refusal.head, rerun.checked);
    const otherRoot = refusal.code === 'WORKSPACE_DRIFT' && refusal.head !== undefined;
    const command = otherRoot ? `${rerun.withRootPlaceholder}   (DIR: the run's repository)` : rerun.command;
    return [
        `Run ${plain(runId, 100)} was not resumed (${plain(refusal.code, 60)}): ${plain(refusal.reason, 1000)}`,
        'Nothing ran: the run is as it was (status shows what waits).',
        '',
        'To resume it:',
        ...(first === undefined
            ? [`  run again once that is fixed:  ${command}`]
            : [`  first:              ${first}`, `  then run again:     ${command}`]),
    ];
}

;// CONCATENATED MODULE: ./src/cli/commands/drive.ts
// Driving a started or resumed run in this process (the CLI process is the watchdog): progress on
// stdout, SIGINT / SIGTERM handled, then the outcome and the exit code. A signal interrupts the run
// (a resumable pause) unless a cancel intent is recorded for it: then it stops (terminal).







async function driveRun(io, request) {
    const progress = request.json ? undefined : new Progress(io);
    for (const text of request.preface ?? [])
        (0,cli_io/* line */.n8)(io.stderr, `warning: ${text}`);
    let handle;
    let pending;
    let acting = false;
    const act = async (signal) => {
        if (handle === undefined) {
            pending = signal;
            return;
        }
        if (acting) {
            progress?.note(`  ${signal}: already stopping; the worker's processes are being cleaned up`);
            return;
        }
        acting = true;
        const cancel = await (0,lifecycle_cancel/* isCancelRequested */.B_)(request.storage, request.runId);
        noteStopping(io, progress, signal, cancel);
        void (cancel ? handle.stop() : handle.interrupt());
    };
    const onSignal = (signal) => void act(signal);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    let result;
    // A resume the runner refuses (the workspace differs from the pause snapshot) starts no session.
    const session = { started: false };
    try {
        handle = await request.launch(launchExtras(io, request, progress, () => (session.started = true)));
        if (session.started) {
            progress?.note(`Run ${request.runId}: supervising in this process (Ctrl-C interrupts it; resume continues it)`);
            for (const text of request.recorded?.waits(Date.now()) ?? [])
                progress?.note(text);
        }
        if (pending !== undefined)
            await act(pending);
        result = await handle.done;
    }
    finally {
        progress?.finish();
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    }
    await printSettled(io, request, result, session.started);
    return exitCodeForResult(result);
}
/** The outcome; for a resume refused before a session started, the command to run again instead. */
async function printSettled(io, request, result, sessionStarted) {
    const place = commandPlace(request.location, request.root);
    const view = await loadRunView(request.storage, request.runId, place, result);
    const refusal = sessionStarted ? undefined : refusalOf(view.report.status, result);
    if (refusal !== undefined && request.rerun !== undefined && !request.json)
        for (const text of refusedResumeLines(request.runId, refusal, request.rerun))
            (0,cli_io/* line */.n8)(io.stdout, text);
    else
        printOutcome(io, request, view, result, place);
}
function noteStopping(io, progress, signal, cancel) {
    const message = cancel
        ? `${signal}: a cancel is recorded; stopping the run`
        : `${signal}: interrupting the run (resumable); this takes a moment`;
    if (progress === undefined)
        (0,cli_io/* line */.n8)(io.stderr, message);
    else
        progress.note(`  ${message}`);
}
/** Progress and node output go through this process; its signals are handled in driveRun. */
function launchExtras(io, request, progress, onSessionStart) {
    return {
        onEvent: (event) => {
            if (event.log === 'runner' && event.event.type === records/* runnerEventTypes */.AK.sessionStarted)
                onSessionStart();
            progress?.onEvent(event);
        },
        ...(request.quiet === true ? {} : { onOutput: printOutput(io, progress) }),
        handleSignals: false,
    };
}
/** With --json one JSON line; otherwise the headline, a completed run's output and the next steps. */
function printOutcome(io, request, view, result, place) {
    if (request.json) {
        const plan = view.plan;
        (0,cli_io/* jsonLine */.rF)(io.stdout, {
            runId: request.runId,
            namespace: request.location.namespace,
            store: request.location.directory,
            result,
            status: view.report.status,
            waiting: plan,
        });
    }
    else {
        (0,cli_io/* line */.n8)(io.stdout, headline(view));
        if (result.kind === 'complete')
            (0,cli_io/* line */.n8)(io.stdout, `Output: ${clip(JSON.stringify(result.output))}`);
        const steps = nextSteps(view, place);
        if (steps.length > 0)
            for (const text of ['', ...steps])
                (0,cli_io/* line */.n8)(io.stdout, text);
    }
}
/** Node lines as they land: above the progress line, or on stderr when stdout is --json. */
function printOutput(io, progress) {
    return (lines) => {
        for (const followed of lines) {
            // Control characters could drive the terminal: node output is untrusted.
            const text = plain((0,follow/* displayLine */.pr)(followed), 20_000);
            if (progress === undefined)
                (0,cli_io/* line */.n8)(io.stderr, text);
            else
                progress.note(text);
        }
    };
}
function clip(text, max = 2000) {
    return text.length > max ? `${text.slice(0, max)}\u2026 (${text.length} characters; --json prints all of it)` : text;
}

;// CONCATENATED MODULE: ./src/cli/commands/demo.ts
// `demo`: the offline example (examples/graphs/offline.yml) on a disposable git repository, with no
// flags needed: command nodes, a mock reviewer whose first lane is dead (falls back), a publish step.














const demo_schema = schemas/* object */.Ikc({ keep: flagOff, json: flagOff });
const demo_runId = 'demo-1';
async function git(cwd, env, ...args) {
    const result = await (0,command_start/* runOwnedCommand */.Y)({
        command: 'git',
        args,
        cwd,
        env: {
            PATH: env.PATH ?? '/usr/bin:/bin',
            HOME: env.HOME ?? cwd,
            GIT_TERMINAL_PROMPT: '0',
            GIT_CONFIG_NOSYSTEM: '1',
        },
        timeoutMs: 30_000,
        maxOutputBytes: 1024 * 1024,
    });
    if (result.exitCode !== 0) {
        const why = result.spawnError === undefined ? result.stderr.trim() : `${result.spawnError.code} (is git installed?)`;
        throw new Error(`git ${args.join(' ')} failed: ${why}`);
    }
}
async function disposableRepository(io, root) {
    const repo = external_node_path_default().join(root, 'repo');
    await (0,promises_.mkdir)(repo);
    await git(repo, io.env, 'init', '-q');
    for (const [key, value] of [
        ['user.email', 'demo@example.invalid'],
        ['user.name', 'supervised-run demo'],
        ['commit.gpgsign', 'false'],
    ]) {
        await git(repo, io.env, 'config', key, value);
    }
    await (0,promises_.writeFile)(external_node_path_default().join(repo, 'graph.yml'), offlineGraphYaml);
    await (0,promises_.writeFile)(external_node_path_default().join(repo, 'README.md'), 'A disposable repository for `supervised-run demo`.\n');
    await git(repo, io.env, 'add', '-A');
    await git(repo, io.env, 'commit', '-q', '-m', 'demo graph');
    return repo;
}
const demoCommand = {
    spec: {
        name: 'demo',
        summary: 'Run the offline example on a disposable repository (nothing to set up, no network, no API key)',
        usage: 'demo [--keep] [--json]',
        flags: {
            keep: {
                type: 'boolean',
                description: 'Keep the repository and the store afterwards (prints the commands to inspect them)',
            },
            ...jsonFlag,
        },
        notes: [
            'The graph: lint and test (commands) run in parallel, review (a scripted mock engine whose primary lane fails with an auth error, so it falls back once) reads their output, then publish (a command that is not retry-safe).',
        ],
        examples: ['supervised-run demo', 'supervised-run demo --keep'],
    },
    async run(io, raw) {
        const flags = validateFlags(demo_schema, raw);
        const root = await (0,promises_.mkdtemp)(external_node_path_default().join(external_node_os_default().tmpdir(), 'supervised-run-demo-'));
        try {
            const repo = await disposableRepository(io, root);
            const store = external_node_path_default().join(root, 'store');
            const location = {
                directory: store,
                namespace: 'demo',
                isDefault: false,
                flags: ['--store', store, '--namespace', 'demo'],
            };
            const storage = storageOptions(location);
            if (!flags.json)
                (0,cli_io/* line */.n8)(io.stdout, `Demo: the offline example graph in a disposable git repository (${repo}).`);
            const code = await driveRun(io, {
                runId: demo_runId,
                location,
                storage,
                json: flags.json,
                launch: (extras) => (0,start/* startDeclarativeRun */.mt)({
                    ...extras,
                    storage,
                    runId: demo_runId,
                    runRoot: repo,
                    graphFile: external_node_path_default().join(repo, 'graph.yml'),
                    restart: { maxRestarts: 2, initialBackoffMs: 200, maxBackoffMs: 2000 },
                    teardownGraceMs: 2000,
                }),
            });
            if (!flags.json) {
                (0,cli_io/* line */.n8)(io.stdout);
                if (flags.keep) {
                    (0,cli_io/* line */.n8)(io.stdout, `Kept ${root}. Look around:`);
                    // Quoted: the system temp directory may hold spaces or shell characters.
                    for (const command of ['status', 'history', 'logs', 'summary'])
                        (0,cli_io/* line */.n8)(io.stdout, `  ${withPlace(`${cliInvocation} ${command} --run-id ${demo_runId}`, location, { root: false })}`);
                }
                else {
                    (0,cli_io/* line */.n8)(io.stdout, `Next: your own graph file (README, "Graph files"): supervised-run start --graph FILE. (--keep keeps this demo's store to inspect.)`);
                }
            }
            return code;
        }
        finally {
            if (!flags.keep)
                await (0,promises_.rm)(root, { recursive: true, force: true });
        }
    },
};

// EXTERNAL MODULE: ./src/runner/status/history.ts
var status_history = __webpack_require__(71869);
;// CONCATENATED MODULE: ./src/cli/commands/history.ts
// `history`: the run's records, merged from both logs, a bounded page at a time; --after continues
// (and polls) without gaps or duplicates, --follow keeps reading until the run settles.











const history_schema = schemas/* object */.Ikc({
    'run-id': runId(),
    after: cursor().optional(),
    limit: count(1, status_history/* maxHistoryLimit */.ow).optional(),
    payloads: flagOff,
    'payload-bytes': count(1, status_history/* maxPayloadBytes */.gF).optional(),
    follow: flagOff,
    store: path().optional(),
    namespace: namespace().optional(),
    json: flagOff,
});
// Fixed widths, so pages printed one after another (--follow) line up.
const widths = [12, 6, 6, 3, 28, 28];
const headers = ['TIME', 'LOG', 'SEQ', 'S', 'TYPE', 'POSITION', 'CODE'];
const render = (cells) => cells
    .map((cell, i) => (i < widths.length ? cell.padEnd(widths[i]) : cell))
    .join(' ')
    .trimEnd();
function rows(entries) {
    return entries.map((e) => render([
        e.at.slice(11, 23),
        e.log,
        String(e.seq),
        String(e.session),
        e.type,
        plain(e.position ?? (e.positions === undefined ? '' : e.positions.join(',')), 80),
        plain(e.code ?? '', 40),
    ]));
}
function printPayloads(io, entries) {
    for (const e of entries) {
        if (e.payload !== undefined)
            (0,cli_io/* line */.n8)(io.stdout, `  ${e.log}:${e.seq} ${JSON.stringify(e.payload)}`);
        else if (e.payloadPreview !== undefined)
            (0,cli_io/* line */.n8)(io.stdout, `  ${e.log}:${e.seq} (${e.payloadPreview.bytes} bytes, cut) ${JSON.stringify(e.payloadPreview.text)}`);
    }
}
const historyCommand = {
    spec: {
        name: 'history',
        summary: "List a run's records (both logs, merged), a bounded page at a time",
        usage: 'history --run-id ID [--after CURSOR] [--limit N] [--payloads [--payload-bytes N]] [--follow] [flags]',
        flags: {
            ...runIdFlag,
            after: { type: 'string', value: 'CURSOR', description: 'Continue after an earlier page (the cursor it printed)' },
            limit: {
                type: 'string',
                value: 'N',
                description: `Records per page, 1-${status_history/* maxHistoryLimit */.ow} (default ${status_history/* defaultHistoryLimit */.jr})`,
            },
            payloads: {
                type: 'boolean',
                description: `Include each record's data (cut to a preview above --payload-bytes, default ${status_history/* defaultPayloadBytes */.t7})`,
            },
            'payload-bytes': {
                type: 'string',
                value: 'N',
                description: `With --payloads: largest data shown whole, 1-${status_history/* maxPayloadBytes */.gF}`,
            },
            follow: { type: 'boolean', description: 'Keep reading pages until the run settles (a live tail)' },
            ...storeFlags,
            ...jsonFlag,
        },
        notes: [
            'Each record shows its time, log (graph or runner), seq, session, type, position and code. The cursor is opaque and stable: polling with the last cursor returns each new record exactly once. --json prints the page ({ runId, entries, cursor, hasMore, settled, counts }); with --follow, one JSON line per record.',
        ],
        examples: [
            'supervised-run history --run-id demo-1 --limit 20',
            'supervised-run history --run-id demo-1 --after eyJ2IjoxLC... --json',
            'supervised-run history --run-id demo-1 --follow',
        ],
    },
    async run(io, raw) {
        const flags = validateFlags(history_schema, raw);
        if (flags['payload-bytes'] !== undefined && !flags.payloads)
            throw onlyWith('--payload-bytes', '--payloads');
        const location = storeLocation(io, flags);
        const runId = flags['run-id'];
        await openRun(location, runId);
        // The command that reads on from a cursor, with this one's page size, payload and store flags.
        const nextPage = (cursor) => withPlace([
            `${cliInvocation} history --run-id ${runId}`,
            ...(flags.limit === undefined ? [] : [`--limit ${flags.limit}`]),
            ...(flags.payloads ? ['--payloads'] : []),
            ...(flags['payload-bytes'] === undefined ? [] : [`--payload-bytes ${flags['payload-bytes']}`]),
            `--after ${cursor}`,
        ].join(' '), location, { root: false });
        const read = (after) => (0,status_history/* readSupervisedRunHistory */.uG)({
            storage: storageOptions(location),
            runId,
            limit: flags.limit ?? status_history/* defaultHistoryLimit */.jr,
            ...(after === undefined ? {} : { after }),
            ...(flags.payloads ? { payloadBytes: flags['payload-bytes'] ?? status_history/* defaultPayloadBytes */.t7 } : {}),
        }).catch((error) => {
            throw withFlagNames(error);
        });
        if (!flags.follow) {
            const page = await read(flags.after);
            if (flags.json) {
                (0,cli_io/* jsonLine */.rF)(io.stdout, page);
                return exitCodes.ok;
            }
            for (const text of [render(headers), ...rows(page.entries)])
                (0,cli_io/* line */.n8)(io.stdout, text);
            if (flags.payloads)
                printPayloads(io, page.entries);
            const more = page.hasMore
                ? 'more records follow'
                : page.settled
                    ? 'the run has settled; nothing more unless it is resumed'
                    : 'the run is live; poll for new records';
            (0,cli_io/* line */.n8)(io.stdout, `${page.entries.length} records (${more}); next: ${nextPage(page.cursor)}`);
            return exitCodes.ok;
        }
        let after = flags.after;
        let header = !flags.json;
        for (;;) {
            const page = await read(after);
            after = page.cursor;
            if (flags.json)
                for (const entry of page.entries)
                    (0,cli_io/* jsonLine */.rF)(io.stdout, entry);
            else if (page.entries.length > 0) {
                for (const row of header ? [render(headers), ...rows(page.entries)] : rows(page.entries))
                    (0,cli_io/* line */.n8)(io.stdout, row);
                header = false;
                if (flags.payloads)
                    printPayloads(io, page.entries);
            }
            if (!page.hasMore && page.settled)
                break;
            if (!page.hasMore)
                await new Promise((resolve) => setTimeout(resolve, 500));
        }
        if (!flags.json)
            (0,cli_io/* line */.n8)(io.stdout, `the run has settled; records after these: ${nextPage(after)}`);
        return exitCodes.ok;
    },
};

// EXTERNAL MODULE: ./src/runner/status/read.ts + 2 modules
var status_read = __webpack_require__(63696);
;// CONCATENATED MODULE: ./src/cli/commands/list.ts
// `list`: every run in a namespace of the store, with its phase, last event, waiting positions and usage.









const list_schema = schemas/* object */.Ikc({ store: path().optional(), namespace: namespace().optional(), json: flagOff });
const listCommand = {
    spec: {
        name: 'list',
        summary: 'List the runs in a namespace: phase, last event, positions waiting, usage',
        usage: 'list [--store DIR] [--namespace NS] [--json]',
        flags: { ...storeFlags, ...jsonFlag },
        notes: [
            'A run that cannot be read (a corrupt log, say) is listed with its error instead of a phase. --json prints an array of { runId, phase, createdAt, lastEventAt, positions, usage } ({ runId, error } for unreadable runs).',
        ],
        examples: ['supervised-run list', 'supervised-run list --namespace nightly --json'],
    },
    async run(io, raw) {
        const flags = validateFlags(list_schema, raw);
        const location = storeLocation(io, flags);
        const storage = await openExistingStore(location);
        const runs = [];
        for (const runId of await storage.listRuns()) {
            try {
                runs.push({
                    runId,
                    status: await (0,status_read/* readSupervisedRunStatus */.Sb)({ storage: storageOptions(location), runId, nodes: 'open' }),
                });
            }
            catch (error) {
                runs.push({ runId, error: describeFailure(error) });
            }
        }
        const created = (row) => ('status' in row ? row.status.createdAt : '');
        runs.sort((a, b) => created(a).localeCompare(created(b)) || a.runId.localeCompare(b.runId));
        if (flags.json) {
            const out = runs.map((row) => 'error' in row
                ? row
                : {
                    runId: row.runId,
                    phase: row.status.phase,
                    createdAt: row.status.createdAt,
                    lastEventAt: row.status.lastEventAt,
                    positions: row.status.positions,
                    usage: row.status.totalUsage,
                });
            (0,cli_io/* jsonLine */.rF)(io.stdout, out);
            return exitCodes.ok;
        }
        if (runs.length === 0) {
            (0,cli_io/* line */.n8)(io.stdout, `No runs in namespace ${JSON.stringify(location.namespace)} of ${location.directory}.`);
            return exitCodes.ok;
        }
        const rows = runs.map((row) => 'error' in row
            ? [plain(row.runId, 100), 'unreadable', '-', '-', '-', plain(row.error, 400)]
            : [
                plain(row.runId, 100),
                row.status.phase,
                row.status.lastEventAt ?? '-',
                tokensText(row.status.totalUsage, ''),
                costText(row.status.totalUsage, ''),
                row.status.positions.length === 0 ? '-' : plain(row.status.positions.join(', '), 400),
            ]);
        // The one column of any length comes last: on a terminal it is cut to the width, the figures stay.
        const width = (0,cli_io/* terminalWidth */.JL)(io);
        const headers = ['RUN ID', 'PHASE', 'LAST EVENT', 'TOKENS', 'COST', 'WAITING'];
        for (const text of table(headers, rows, width === undefined ? {} : { width }))
            (0,cli_io/* line */.n8)(io.stdout, text);
        return exitCodes.ok;
    },
};

// EXTERNAL MODULE: ./src/runner/output/read.ts
var read = __webpack_require__(37492);
// EXTERNAL MODULE: ./src/runner/output/format.ts
var output_format = __webpack_require__(48371);
;// CONCATENATED MODULE: ./src/cli/commands/logs.ts
// `logs`: what node attempts printed, as the run store keeps it (bounded, redacted): every attempt
// or those of one --position, from the artifact of an attempt that ended, else from its live files
// (an attempt whose worker crashed). --follow prints new lines as they land until the run settles.









const logs_schema = schemas/* object */.Ikc({
    'run-id': runId(),
    position: position().optional(),
    follow: flagOff,
    store: path().optional(),
    namespace: namespace().optional(),
    json: flagOff,
});
const livePhases = new Set(['starting', 'running', 'backoff']);
/** Node output is untrusted: no control character reaches the terminal. */
const safe = (text) => plain(text, 20_000);
/** Why an attempt has no recorded outcome, by the run's phase: its worker may have been stopped on request. */
function unended(phase) {
    if (phase === undefined || livePhases.has(phase))
        return 'no outcome recorded yet (running, or its worker died)';
    switch (phase) {
        case 'interrupted':
            return 'no outcome recorded (the run was interrupted while it ran)';
        case 'stopped':
            return 'no outcome recorded (the run was stopped while it ran)';
        case 'timeout':
            return "no outcome recorded (the run's time ran out while it ran)";
        case 'orphaned':
            return 'no outcome recorded (its watchdog is gone)';
        default:
            return 'no outcome recorded (its worker died before it ended)';
    }
}
/** `== dag/a/1 (a, attempt 1) started \u2026: 5,000 lines, 4,740 cut; completed`: every count in one format. */
function heading(entry, lines, cut, phase) {
    const outcome = entry.record === undefined ? unended(phase) : entry.record.outcome;
    const cutText = cut > 0 ? `, ${(0,format/* formatCount */.B4)(cut)} cut` : '';
    return safe(`== ${entry.position} (${entry.nodeId}, attempt ${entry.attempt}) started ${entry.startedAt}: ${(0,format/* countOf */.pq)(lines, 'line')}${cutText}; ${outcome}`);
}
async function printKept(io, storage, runId, entries, options) {
    const { json, phase } = options;
    const out = [];
    for (const entry of entries) {
        const log = await (0,read/* readAttemptOutput */.dR)(storage, runId, entry);
        const total = entry.record?.lines ?? log.lines.at(-1)?.n ?? 0;
        if (json) {
            const { record, ...rest } = entry;
            out.push({
                ...rest,
                outcome: record?.outcome ?? null,
                artifact: record?.artifact ?? null,
                cut: log.cut ?? null,
                lines: log.lines,
            });
            continue;
        }
        (0,cli_io/* line */.n8)(io.stdout, heading(entry, total, log.cut?.lines ?? 0, phase));
        for (const text of (0,output_format/* renderAttemptLog */.IZ)(log))
            (0,cli_io/* line */.n8)(io.stdout, safe(text));
    }
    if (json)
        (0,cli_io/* jsonLine */.rF)(io.stdout, { runId, attempts: out });
}
async function logs_follow(io, storage, runId, position, location) {
    const follower = new follow/* OutputFollower */.y5(storage, runId, (lines) => {
        for (const followed of lines)
            if (position === undefined || followed.position === position)
                (0,cli_io/* line */.n8)(io.stdout, safe((0,follow/* displayLine */.pr)(followed)));
    }, { fromStart: true, intervalMs: 250 });
    await follower.start();
    let graph;
    for (;;) {
        // Attempts that ended are read once more, then not again: a long run's polls stay as cheap as its first.
        const read = await storage.readEvents(runId, 'graph', graph);
        graph = read.cursor;
        const ended = (0,follow/* attemptsEnded */.lw)(read.events);
        if (ended.length > 0) {
            await follower.poll();
            follower.forget(ended);
        }
        const status = await (0,status_read/* readSupervisedRunStatus */.Sb)({ storage: storageOptions(location), runId, nodes: 'open' });
        if (!livePhases.has(status.phase))
            break;
        await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await follower.stop();
}
const logsCommand = {
    spec: {
        name: 'logs',
        summary: 'Print what node attempts printed (kept in the run store, bounded and redacted)',
        usage: 'logs --run-id ID [--position POS] [--follow] [flags]',
        flags: {
            ...runIdFlag,
            position: { type: 'string', value: 'POS', description: 'Only the attempts at this position, e.g. dag/test/1' },
            follow: {
                type: 'boolean',
                description: 'Print lines as they are written, until the run stops running (lines prefixed [node])',
            },
            ...storeFlags,
            ...jsonFlag,
        },
        notes: [
            'Lines are tagged [out] (stdout) or [err] (stderr). Each attempt keeps the head and the tail of its output within its log limit (log-limit, default 1MiB); a marker says how many lines were cut. Known secrets are shown as ***.',
        ],
        examples: [
            'supervised-run logs --run-id demo-1',
            'supervised-run logs --run-id demo-1 --position dag/test/1',
            'supervised-run logs --run-id demo-1 --follow',
        ],
    },
    async run(io, raw) {
        const flags = validateFlags(logs_schema, raw);
        const location = storeLocation(io, flags);
        const runId = flags['run-id'];
        const storage = await openRun(location, runId);
        if (flags.follow) {
            await logs_follow(io, storage, runId, flags.position, location);
            return exitCodes.ok;
        }
        const entries = (await (0,read/* listAttemptOutputs */.mk)(storage, runId)).filter((entry) => flags.position === undefined || entry.position === flags.position);
        if (entries.length === 0 && !flags.json) {
            const where = flags.position === undefined ? '' : ` at ${safe(flags.position)}`;
            (0,cli_io/* line */.n8)(io.stderr, `No attempt${where} of run ${runId} has printed anything (or its output was not kept).`);
        }
        // Read only when an attempt has no outcome: its heading says why, by the run's phase.
        const phase = entries.some((entry) => entry.record === undefined)
            ? (await (0,status_read/* readSupervisedRunStatus */.Sb)({ storage: storageOptions(location), runId, nodes: 'open' })).phase
            : undefined;
        await printKept(io, storage, runId, entries, { json: flags.json, phase });
        return exitCodes.ok;
    },
};

// EXTERNAL MODULE: ./src/runner/lifecycle/cancel-intent.ts
var cancel_intent = __webpack_require__(1478);
// EXTERNAL MODULE: ./src/declarative/engine-keys.ts
var engine_keys = __webpack_require__(1785);
;// CONCATENATED MODULE: ./src/cli/options/run-environment.ts
// Warnings, as a run starts or resumes, of what it will not get from this shell: an API engine's key
// (declarative/engine-keys.ts), and any other --env variable that is unset or empty here. Each says
// what to change on the command line.

/** The warnings of each key (unpassedEngineKeys, storedEngineKeys) and each other --env without a value. */
function runEnvironmentWarnings(keys, passed, env) {
    return [
        ...keys.map((key) => `${(0,engine_keys/* describeUnpassedKey */.kC)(key)}; ${keyRemedy(key, passed)}`),
        ...(0,engine_keys/* unpassedVariables */.V5)(keys, passed, env).map(({ name, empty }) => empty
            ? `--env ${name}: it is empty in this shell`
            : `--env ${name}: it is not set in this shell, so the run does not get it`),
    ];
}
/** The warnings of a stored run about to be resumed or retried: its engines' keys from its stored definition. */
async function storedRunEnvironmentWarnings(storage, runId, passed, env) {
    return runEnvironmentWarnings((0,engine_keys/* storedEngineKeys */.wl)(await storage.readDefinition(runId), passed), passed, env);
}
function keyRemedy(key, passed) {
    if (key.empty)
        return 'it is set but empty in this shell';
    if (passed.includes(key.variable))
        return '--env names it, but it is not set in this shell';
    return `pass it with --env ${key.variable}`;
}

// EXTERNAL MODULE: ./src/graph/form.ts
var graph_form = __webpack_require__(36940);
// EXTERNAL MODULE: ./src/graph/dag/index.ts
var dag = __webpack_require__(75419);
// EXTERNAL MODULE: ./src/report/gate-commands.ts
var gate_commands = __webpack_require__(40834);
// EXTERNAL MODULE: ./src/runner/records/reconcile-request.ts
var reconcile_request = __webpack_require__(65679);
;// CONCATENATED MODULE: ./src/cli/commands/resume-refusals.ts
// What `resume` refuses by the run's status before the runner is called, in the CLI's words: a
// reconcile request without --decision, an open gate without a fitting --answer, and a --position
// on a run that has no graph pause (it continues without one).






/** Whether `position` runs a review loop's reviewer, by the run's stored definition. */
async function reviewerAtPosition(storage, runId, position) {
    const stored = (0,graph_form/* storedGraphSpecSchema */.wq)().safeParse(await storage.readDefinition(runId));
    return stored.success && (0,dag/* reviewerAt */.Nj)(stored.data.graphDefinition, position) !== undefined;
}
/**
 * A reconcile request is never resumed without --decision: the library's re-offer would run the
 * uncertain work again, though it may already have happened (a package published twice).
 * `reviewer`: the position is a review loop's reviewer, whose completion records a verdict.
 */
function refuseWithoutDecision(status, position, place, reviewer = false) {
    const pause = status.pauses.find((candidate) => candidate.position === position);
    if (pause === undefined || !(0,reconcile_request/* isReconcileRequest */.M)(pause.request))
        return;
    const commands = (0,report_commands/* decisionCommands */.Xh)(commandContext(place), status.runId, position, { reviewer });
    throw new runner_errors/* SupervisedRunError */.aL('RESUME_DECISION', [
        `--decision: position ${position} of run ${status.runId} is a reconcile request: whether its uncertain work happened is unknown, so resuming it needs --decision; nothing was run. Check whether the effect happened, then run one of:`,
        `  run it again:       ${commands.retry}`,
        `  it happened:        ${completeWords(commands.complete, reviewer)}`,
        `  record it failed:   ${commands.fail}`,
    ].join('\n'));
}
/**
 * An open gate is never resumed without an --answer that is a JSON object: it would only ask again.
 * The refusal lists the gate's answers; an --answer that is no object is refused anywhere else too.
 */
function refuseWithoutAnswer(status, position, place, answer) {
    if (answer?.ok === true)
        return;
    const gate = (0,gate_commands/* openGate */.GN)(status, commandContext(place), position);
    if (gate === undefined) {
        if (answer === undefined)
            return;
        throw usageError(`--answer: expected ${answer.accepts}`);
    }
    const asks = `position ${position} of run ${status.runId} asks ${JSON.stringify(gate.question)}`;
    const width = Math.max(...gate.commands.map((c) => c.label.length)) + 1;
    throw new runner_errors/* SupervisedRunError */.aL('RESUME_ANSWER', [
        answer === undefined
            ? `--answer: ${asks}; resuming it needs --answer (a JSON object of the fields); nothing was run. Answer with one of:`
            : `--answer: expected ${answer.accepts}; ${asks}; nothing was run. Answer with one of:`,
        ...gate.commands.map((c) => `  ${`${c.label}:`.padEnd(width)}  ${c.command}`),
    ].join('\n'));
}
/**
 * A --position on a run with no graph pause (interrupted, or paused for the workspace): the
 * runner's RESUME_POSITION, saying that such a run continues without --position.
 */
function refuseUnpausedPosition(status, position, place) {
    if (status.pauses.length > 0)
        return;
    if (status.phase !== 'interrupted' && status.phase !== 'paused')
        return;
    const was = status.phase === 'interrupted' ? 'was interrupted' : 'is paused as a whole';
    const inFlight = status.positions.includes(position) ? ` (${position} was in flight)` : '';
    const command = withPlace(`${cliInvocation} resume --run-id ${(0,report_commands/* shellQuote */.ZL)(status.runId)}`, place, { root: true });
    throw new runner_errors/* SupervisedRunError */.aL('RESUME_POSITION', `--position: position ${JSON.stringify(position)} of run ${status.runId} is not a recorded pause; paused positions: none. The run ${was}${inFlight}: continue it without --position (${command})`);
}

;// CONCATENATED MODULE: ./src/cli/commands/resume.ts
// `resume`: reopen one recorded pause (--position, with --decision for a reconcile request), or
// continue an interrupted run (no position), supervised in this process.




















const resume_schema = schemas/* object */.Ikc({
    'run-id': runId(),
    position: position().optional(),
    decision: choice(['retry', 'complete', 'fail']).optional(),
    output: json().optional(),
    message: fields_text(2000).optional(),
    answer: gateAnswer().optional(),
    'raise-budget-usd': dollars().optional(),
    'raise-budget-tokens': count(1, Number.MAX_SAFE_INTEGER).optional(),
    takeover: flagOff,
    reason: fields_text(2000).optional(),
    by: fields_text(200).optional(),
    root: path().optional(),
    ...restartFlagSchema,
    ...outputFlagSchema,
    store: path().optional(),
    namespace: namespace().optional(),
    json: flagOff,
});
/** Refuses flags that only make sense with another one; returns --answer's values. */
function checkFlagCombinations(flags) {
    if (flags.decision !== undefined && flags.position === undefined)
        throw usageError('--decision: answers a reconcile request; give the --position it answers too');
    const other = flags.decision === undefined ? '' : `, not with --decision ${flags.decision}`;
    if (flags.output !== undefined && flags.decision !== 'complete')
        throw onlyWith('--output', `--decision complete${other}`, 'it records the result of a reconcile request whose work happened; leave --output out');
    if (flags.message !== undefined && flags.decision !== 'fail')
        throw onlyWith('--message', `--decision fail${other}`, 'it records why the work of a reconcile request failed; leave --message out');
    if (flags.answer !== undefined && flags.position === undefined)
        throw usageError('--answer: answers a gate; give the --position it answers too');
    if (flags.reason !== undefined && !flags.takeover)
        throw onlyWith('--reason', '--takeover', 'it records why an orphaned run is taken over; leave --reason out (or add --takeover for an orphaned run)');
    // Checked to be a JSON object by refuseUnresumable, once the run's gate can be named.
    return flags.answer?.ok === true ? flags.answer.value : undefined;
}
/**
 * Refuses, before anything runs, a run whose cancel is recorded, a pause the flags do not answer,
 * and an orphaned run without --takeover; returns the run's store and status.
 */
async function refuseUnresumable(flags, place, runId) {
    const existing = await openRun(place, runId);
    const intent = await (0,cancel_intent/* readCancelIntent */.PJ)(existing, runId);
    if (intent !== undefined) {
        const cancel = withPlace(`${cliInvocation} cancel --run-id ${runId} --reason TEXT`, place, { root: true });
        throw usageError(`--run-id: a cancel of run ${runId} is recorded (${plain(intent.requestedAt, 50)}, by ${plain(intent.by, 200)}); finish it with ${cancel}`);
    }
    const current = await (0,status_read/* readSupervisedRunStatus */.Sb)({ storage: storageOptions(place), runId });
    if (flags.position !== undefined) {
        refuseUnpausedPosition(current, flags.position, place);
        // A --decision or a raise is checked by the runner first (RESUME_DECISION, RESUME_BUDGET, in
        // its order): one that does not fit the pause is refused for what it is, not for a missing answer.
        if (flags.decision === undefined && Object.keys(budgetRaiseOf(flags)).length === 0) {
            refuseWithoutDecision(current, flags.position, place, await reviewerAtPosition(existing, runId, flags.position));
            refuseWithoutAnswer(current, flags.position, place, flags.answer);
        }
    }
    if (!flags.takeover) {
        const { phase, watchdog } = current;
        if (phase === 'orphaned') {
            const holder = watchdog.holder === null ? '' : ` (pid ${watchdog.holder.pid})`;
            throw usageError(`--takeover: run ${runId} is orphaned: its watchdog${holder} stopped without settling it; continue it with --takeover --reason TEXT (recorded)`);
        }
    }
    return { existing, current };
}
/** The --decision answering a reconcile request, recorded as made by `by`. */
function decisionOf(flags, by) {
    if (flags.decision === 'complete')
        return {
            decision: 'complete',
            decidedBy: by,
            ...(flags.output === undefined ? {} : { output: flags.output }),
        };
    if (flags.decision === 'fail')
        return {
            decision: 'fail',
            decidedBy: by,
            ...(flags.message === undefined ? {} : { message: flags.message }),
        };
    if (flags.decision === 'retry')
        return { decision: 'retry', decidedBy: by };
    return undefined;
}
/** The --raise-budget-* flags (empty when none is given); they answer a budget pause at --position. */
function budgetRaiseOf(flags) {
    const raise = {
        ...(flags['raise-budget-usd'] === undefined ? {} : { usd: flags['raise-budget-usd'] }),
        ...(flags['raise-budget-tokens'] === undefined ? {} : { tokens: flags['raise-budget-tokens'] }),
    };
    if (Object.keys(raise).length > 0 && flags.position === undefined)
        throw usageError('--raise-budget-usd/--raise-budget-tokens: raise a budget pause; give the --position it answers');
    return raise;
}
const resumeCommand = {
    spec: {
        name: 'resume',
        summary: 'Resume one recorded pause, or continue an interrupted run, supervised here',
        usage: 'resume --run-id ID [--position POS [--decision retry|complete|fail [--output JSON] | --answer JSON]] [flags]',
        flags: {
            ...runIdFlag,
            position: {
                type: 'string',
                value: 'POS',
                description: 'The paused position to resume (as `status` or the summary shows it); omit to continue an interrupted run',
            },
            decision: {
                type: 'string',
                value: 'D',
                description: 'Answer to a reconcile request: retry (run it again), complete (it happened), fail',
            },
            output: {
                type: 'string',
                value: 'JSON',
                description: 'With --decision complete: the result to record for the position',
            },
            message: { type: 'string', value: 'TEXT', description: 'With --decision fail: why it failed' },
            answer: {
                type: 'string',
                value: 'JSON',
                description: 'With --position of a gate: the answer, a JSON object of its fields (recorded with --by)',
            },
            'raise-budget-usd': {
                type: 'string',
                value: 'USD',
                description: 'With --position of a budget pause: the new, higher dollar budget (recorded with --by)',
            },
            'raise-budget-tokens': {
                type: 'string',
                value: 'N',
                description: 'With --position of a budget pause: the new, higher token budget (recorded with --by)',
            },
            takeover: {
                type: 'boolean',
                description: 'Continue a run whose watchdog died without settling (recorded, with --reason)',
            },
            reason: { type: 'string', value: 'TEXT', description: 'With --takeover: why (default: "takeover from the CLI")' },
            by: {
                type: 'string',
                value: 'NAME',
                description: 'Who answers, decides, raises or takes over, as recorded (default: your user name)',
            },
            root: {
                type: 'string',
                value: 'DIR',
                description: 'The repository the run works in (default: the current directory)',
            },
            ...restartFlags,
            ...outputFlags,
            ...storeFlags,
            ...jsonFlag,
        },
        notes: [
            'The workspace must match the snapshot saved at the pause (WORKSPACE_DRIFT otherwise: the run stays paused). Limits and the restart policy come from the stored run; restart flags override them for this session.',
        ],
        examples: [
            'supervised-run resume --run-id demo-1 --position dag/publish/1 --decision complete --output \'{"url":"https://example.com/r/1"}\'',
            'supervised-run resume --run-id demo-1 --position dag/approve/1 --answer \'{"choice":"ship"}\'',
            'supervised-run resume --run-id demo-1',
        ],
    },
    async run(io, raw) {
        const flags = validateFlags(resume_schema, raw);
        const answer = checkFlagCombinations(flags);
        const restart = restartOptions(flags);
        const runRoot = await requireDirectory('--root', external_node_path_default().resolve(io.cwd, flags.root ?? '.'));
        const location = storeLocation(io, flags);
        const place = commandPlace(location, flags.root === undefined ? undefined : runRoot);
        const runId = flags['run-id'];
        const secrets = collectKnownSecrets(io.env, flags.env ?? [], flags['known-secret-env'] ?? []);
        const { existing, current } = await refuseUnresumable(flags, place, runId);
        const by = flags.by ?? currentUser(io.env);
        const decision = decisionOf(flags, by);
        const raise = budgetRaiseOf(flags);
        const storage = storageOptions(location, secrets.values);
        const environmentVariables = [...new Set(flags.env ?? [])];
        const launch = (extras) => (0,start/* resumeDeclarativeRun */.je)({
            ...extras,
            storage,
            runId,
            runRoot,
            ...(flags.position === undefined ? {} : { position: flags.position }),
            ...(decision === undefined ? {} : { decision }),
            ...(Object.keys(raise).length === 0 ? {} : { raiseBudget: { ...raise, raisedBy: by } }),
            ...(answer === undefined ? {} : { answer: { values: answer, answeredBy: by } }),
            ...(Object.keys(restart).length === 0 ? {} : { restart }),
            ...(flags['teardown-grace'] === undefined ? {} : { teardownGraceMs: flags['teardown-grace'] }),
            environmentVariables,
            ...(flags.takeover ? { takeover: { reason: flags.reason ?? 'takeover from the CLI', by } } : {}),
        }).catch((error) => {
            throw withFlagNames(error);
        });
        const warnings = await storedRunEnvironmentWarnings(existing, runId, environmentVariables, io.env);
        const recorded = await recordedWaits(existing, runId, current);
        return driveRun(io, {
            runId,
            location,
            storage,
            json: flags.json,
            quiet: flags.quiet,
            launch,
            preface: [...secrets.warnings, ...warnings],
            ...(place.root === undefined ? {} : { root: place.root }),
            rerun: {
                command: repeatedCommand(resumeCommand.spec, raw, place),
                withRootPlaceholder: repeatedCommand(resumeCommand.spec, raw, commandPlace(location, 'DIR')),
                checked: { directory: runRoot, given: flags.root !== undefined },
            },
            ...(recorded === undefined ? {} : { recorded }),
        });
    },
};

;// CONCATENATED MODULE: ./src/cli/commands/retry-failed.ts
// `retry-failed`: reopen a run that failed because nodes failed (DAG_NODE_FAILED, RESTART_EXHAUSTED):
// its failed nodes run again at new positions, nodes skipped because of them become eligible,
// completed nodes never run again (finally nodes run again after them), budgets go on. Recorded
// with who asked and why.














const retry_failed_schema = schemas/* object */.Ikc({
    'run-id': runId(),
    reason: fields_text(2000).optional(),
    by: fields_text(200).optional(),
    root: path().optional(),
    ...restartFlagSchema,
    ...outputFlagSchema,
    store: path().optional(),
    namespace: namespace().optional(),
    json: flagOff,
});
const retryFailedCommand = {
    spec: {
        name: 'retry-failed',
        summary: 'Reopen a run that failed because nodes failed: run its failed nodes again, supervised here',
        usage: 'retry-failed --run-id ID [--reason TEXT] [--by NAME] [--quiet] [flags]',
        flags: {
            ...runIdFlag,
            reason: {
                type: 'string',
                value: 'TEXT',
                description: 'Why, as recorded (default: "retry of the failed run, asked by NAME", NAME as --by records it)',
            },
            by: { type: 'string', value: 'NAME', description: 'Who asks, as recorded (default: your user name)' },
            root: {
                type: 'string',
                value: 'DIR',
                description: 'The repository the run works in (default: the current directory)',
            },
            ...restartFlags,
            ...outputFlags,
            ...storeFlags,
            ...jsonFlag,
        },
        notes: [
            'Only a run that failed with DAG_NODE_FAILED or RESTART_EXHAUSTED, with its cleanup verified, is reopened. A stopped or cancelled run, a timed-out one and one whose teardown was incomplete stay final (RUN_NOT_RETRYABLE, exit 2, saying which).',
        ],
        examples: ['supervised-run retry-failed --run-id nightly-1 --reason "flaky network"'],
    },
    async run(io, raw) {
        const flags = validateFlags(retry_failed_schema, raw);
        const restart = restartOptions(flags);
        const runRoot = await requireDirectory('--root', external_node_path_default().resolve(io.cwd, flags.root ?? '.'));
        const location = storeLocation(io, flags);
        const runId = flags['run-id'];
        const secrets = collectKnownSecrets(io.env, flags.env ?? [], flags['known-secret-env'] ?? []);
        const existing = await openRun(location, runId);
        const by = flags.by ?? currentUser(io.env);
        const storage = storageOptions(location, secrets.values);
        const environmentVariables = [...new Set(flags.env ?? [])];
        const launch = (extras) => (0,start/* resumeDeclarativeRun */.je)({
            ...extras,
            storage,
            runId,
            runRoot,
            retryFailed: { by, ...(flags.reason === undefined ? {} : { reason: flags.reason }) },
            ...(Object.keys(restart).length === 0 ? {} : { restart }),
            ...(flags['teardown-grace'] === undefined ? {} : { teardownGraceMs: flags['teardown-grace'] }),
            environmentVariables,
        }).catch((error) => {
            throw withFlagNames(error);
        });
        const warnings = await storedRunEnvironmentWarnings(existing, runId, environmentVariables, io.env);
        return driveRun(io, {
            runId,
            location,
            storage,
            json: flags.json,
            quiet: flags.quiet,
            launch,
            preface: [...secrets.warnings, ...warnings],
            ...(flags.root === undefined ? {} : { root: runRoot }),
        });
    },
};

// EXTERNAL MODULE: ./src/declarative/load.ts
var declarative_load = __webpack_require__(68870);
// EXTERNAL MODULE: ./src/declarative/worker-path.ts
var worker_path = __webpack_require__(69238);
// EXTERNAL MODULE: ./src/runner/lifecycle/start.ts
var lifecycle_start = __webpack_require__(58294);
;// CONCATENATED MODULE: ./src/cli/commands/existing-run.ts
// `start` never reuses the ID of a stored run: the refusal says what fits that run's state
// (resume it, take it over, follow it, retry its failed nodes, or choose another ID).





/** A new run never reuses the ID of a stored one: the refusal says what fits that run's state. */
async function refuseExistingRun(place, runId) {
    if (await storeExists(place)) {
        const storage = await openExistingStore(place);
        if ((await storage.readDefinition(runId)) !== undefined) {
            const status = await (0,status_read/* readSupervisedRunStatus */.Sb)({ storage: storageOptions(place), runId, nodes: 'open' }).catch(() => undefined);
            throw usageError(`--run-id: run ${JSON.stringify(runId)} already exists in ${place.directory}${status === undefined ? '' : ` (${status.phase})`}; ${existingRunAdvice(status, place)}`);
        }
    }
}
/** What to do instead of starting a run whose ID is taken, by that run's state (undefined: unreadable). */
function existingRunAdvice(status, place) {
    const another = 'choose another ID';
    if (status === undefined)
        return another;
    // resume and retry-failed work in the repository: they name the --root that start was given.
    const command = (name, extra = '') => withPlace(`${cliInvocation} ${name} --run-id ${(0,report_commands/* shellQuote */.ZL)(status.runId)}${extra}`, place, {
        root: name !== 'status',
    });
    switch (status.phase) {
        case 'paused':
        case 'interrupted':
            return `resume it (${command('resume')}; \`${command('status')}\` shows what waits) or ${another}`;
        case 'orphaned':
            return `take it over (${command('resume', ' --takeover --reason TEXT')}) or ${another}`;
        case 'starting':
        case 'running':
        case 'backoff':
            return `it is live (${command('status', ' --watch')} follows it); ${another}`;
        default:
            return (0,reopen/* isRetryableFailure */.hy)(status)
                ? `run its failed nodes again (${command('retry-failed')}) or ${another}`
                : `it has ended, so nothing of it runs again; ${another}`;
    }
}

;// CONCATENATED MODULE: ./src/cli/commands/start.ts
// `start`: a new run of a graph file (or a host module with a definition file), supervised in this
// process until it completes, pauses or fails.

















const start_schema = schemas/* object */.Ikc({
    graph: path().optional(),
    'host-module': path().optional(),
    definition: path().optional(),
    'run-id': runId().optional(),
    inputs: jsonObject().optional(),
    root: path().optional(),
    timeout: duration().optional(),
    'max-dispatches': count(1, 1_000_000_000).optional(),
    'budget-usd': dollars().optional(),
    'budget-tokens': count(1, Number.MAX_SAFE_INTEGER).optional(),
    'budget-soft': flagOff,
    heartbeat: duration({ allowZero: true }).optional(),
    ...restartFlagSchema,
    ...recordChangesFlagSchema,
    ...outputFlagSchema,
    ...logLimitFlagSchema,
    store: path().optional(),
    namespace: namespace().optional(),
    json: flagOff,
});
const startCommand = {
    spec: {
        name: 'start',
        summary: 'Start a new run and supervise it here until it completes, pauses or fails',
        usage: 'start (--graph FILE | --host-module FILE --definition FILE) [flags]',
        flags: {
            graph: {
                type: 'string',
                value: 'FILE',
                description: 'A graph file (YAML or JSON; format: the README, section Graph files)',
            },
            'host-module': {
                type: 'string',
                value: 'FILE',
                description: 'A module exporting bindRun, inside --root (instead of --graph)',
            },
            definition: {
                type: 'string',
                value: 'FILE',
                description: 'With --host-module: JSON { "graphDefinition": { form, version, value }, "plan"? }',
            },
            'run-id': { type: 'string', value: 'ID', description: "The new run's ID (default: run-<date>-<time>-<random>)" },
            inputs: {
                type: 'string',
                value: 'JSON',
                description: 'A JSON object of inputs (stored with the run: never secrets)',
            },
            root: {
                type: 'string',
                value: 'DIR',
                description: 'The git repository the run works in (default: the current directory)',
            },
            timeout: {
                type: 'string',
                value: 'D',
                description: 'Elapsed-time budget across pauses and resumes, e.g. 30m (default: none)',
            },
            'max-dispatches': {
                type: 'string',
                value: 'N',
                description: 'Most node dispatches over the whole run (default: none)',
            },
            'budget-usd': {
                type: 'string',
                value: 'USD',
                description: 'Run budget in dollars (reported + estimated cost) across every resume; reached -> a budget pause',
            },
            'budget-tokens': {
                type: 'string',
                value: 'N',
                description: 'Run budget in tokens (measured input + output) across every resume; reached -> a budget pause',
            },
            'budget-soft': {
                type: 'boolean',
                description: 'Count calls of unknown usage as zero (with a warning) instead of pausing before the next call',
            },
            heartbeat: {
                type: 'string',
                value: 'D',
                description: 'Interval of worker heartbeat records, 0 for none (default 60s)',
            },
            ...restartFlags,
            ...recordChangesFlags,
            ...logLimitFlags,
            ...outputFlags,
            ...storeFlags,
            ...jsonFlag,
        },
        notes: [
            'Durations: 500ms, 30s, 10m, 2h, 5h50m. Paths are relative to the current directory. Progress prints one line per node event; Ctrl-C (SIGINT) or SIGTERM interrupts the run cleanly, and `resume` continues it.',
            "The store (default .supervised-run here) is left out of the run's workspace snapshots, and git ignores the default one.",
        ],
        examples: [
            'supervised-run start --graph examples/graphs/offline.yml --run-id demo-1',
            'supervised-run start --graph ci/graph.yml --inputs \'{"ticket":"T-1"}\' --timeout 30m --env ANTHROPIC_API_KEY',
            'supervised-run start --host-module ./host.mjs --definition definition.json --json',
        ],
    },
    async run(io, raw) {
        const flags = validateFlags(start_schema, raw);
        checkSourceFlags(flags);
        const restart = restartOptions(flags, { initialBackoffMs: 1000, maxBackoffMs: 30_000 });
        const runRoot = await requireDirectory('--root', external_node_path_default().resolve(io.cwd, flags.root ?? '.'));
        const location = storeLocation(io, flags);
        const runId = flags['run-id'] ?? generatedRunId();
        const secrets = collectKnownSecrets(io.env, flags.env ?? [], flags['known-secret-env'] ?? []);
        const sources = await readSources(io, flags, runRoot);
        await refuseNonDirectoryStore(location);
        const existed = await storeExists(location);
        const root = flags.root === undefined ? undefined : runRoot;
        await refuseExistingRun(commandPlace(location, root), runId);
        const storage = storageOptions(location, secrets.values);
        const common = commonOptions(flags, storage, runRoot, restart);
        // Compiled before the run starts, so its engines' keys are checked against --env first.
        const compiled = sources.graphFile === undefined
            ? undefined
            : await (0,declarative_load/* loadGraphFile */.r)(sources.graphFile, { runRoot, inputs: flags.inputs });
        const keys = compiled === undefined ? [] : (0,engine_keys/* unpassedEngineKeys */.Ev)(compiled, common.environmentVariables);
        const launch = async (extras) => {
            const handle = compiled !== undefined
                ? await (0,lifecycle_start/* startSupervisedRun */.s)((0,start/* declarativeRunOptions */.WD)(compiled, { ...common, ...extras, runId }))
                : await (0,lifecycle_start/* startSupervisedRun */.s)({
                    ...common,
                    ...extras,
                    definition: {
                        runId,
                        graphDefinition: sources.definition.graphDefinition,
                        ...(sources.definition.plan === undefined ? {} : { plan: sources.definition.plan }),
                        resolvedInputs: flags.inputs ?? {},
                    },
                    host: { kind: 'module', module: sources.host },
                    workerEntry: (0,worker_path/* declarativeWorkerEntry */.$)(),
                });
            await ignoreDefaultStore(location);
            return handle;
        };
        try {
            return await driveRun(io, {
                runId,
                location,
                storage,
                json: flags.json,
                quiet: flags.quiet,
                launch,
                preface: [...secrets.warnings, ...runEnvironmentWarnings(keys, common.environmentVariables, io.env)],
                ...(root === undefined ? {} : { root }),
            });
        }
        catch (error) {
            const refusal = startRefusal(error, sources.host !== undefined);
            // A refused start leaves no store behind either (one the runner made before a host module was refused).
            if (exitCodeFor(refusal) === exitCodes.usage)
                await removeUnusedStore(location, existed);
            throw refusal;
        }
    },
};
/**
 * The runner's refusal of a start in the flags' names: an option (`--inputs`), the root (`--root`),
 * and a host module the worker could not bind (`--host-module`).
 */
function startRefusal(error, hostModule) {
    if (hostModule && (0,runner_errors/* isSupervisedRunError */.G9)(error, 'HOST_MODULE') && (0,resolve/* hostModuleProblemOf */.Dw)(error) === undefined)
        return new runner_errors/* SupervisedRunError */.aL('HOST_MODULE', `--host-module: ${error.message}`, {
            cause: error,
            ...(error.details === undefined ? {} : { details: error.details }),
        });
    return withFlagNames(error);
}
/** Exactly one source: --graph, or --host-module with --definition. */
function checkSourceFlags(flags) {
    if ((flags.graph === undefined) === (flags['host-module'] === undefined))
        throw usageError('--graph: give either --graph FILE or --host-module FILE (with --definition FILE)');
    if (flags['host-module'] !== undefined && flags.definition === undefined)
        throw usageError('--definition: --host-module needs --definition FILE (a JSON file with the graph definition)');
    if (flags.definition !== undefined && flags['host-module'] === undefined)
        throw usageError('--definition: only used with --host-module');
}
/** The graph file, or the host module and its definition file, checked and read before the run starts. */
async function readSources(io, flags, runRoot) {
    const graphFile = flags.graph === undefined ? undefined : await requireFile('--graph', external_node_path_default().resolve(io.cwd, flags.graph));
    const host = flags['host-module'] === undefined
        ? undefined
        : await hostModuleSpecifier(runRoot, external_node_path_default().resolve(io.cwd, flags['host-module']));
    const definition = flags.definition === undefined ? undefined : await readDefinitionFile(external_node_path_default().resolve(io.cwd, flags.definition));
    return { graphFile, host, definition };
}
/** The options both kinds of run start with: storage, limits, restart policy and what is recorded. */
function commonOptions(flags, storage, runRoot, restart) {
    return {
        storage,
        runRoot,
        limits: {
            ...(flags.timeout === undefined ? {} : { timeoutMs: flags.timeout }),
            ...(flags['max-dispatches'] === undefined ? {} : { maxDispatches: flags['max-dispatches'] }),
            ...budgetLimit(flags),
        },
        restart,
        ...(flags['teardown-grace'] === undefined ? {} : { teardownGraceMs: flags['teardown-grace'] }),
        ...(flags.heartbeat === undefined ? {} : { heartbeatMs: flags.heartbeat }),
        recordChanges: recordChangesOption(flags),
        ...(flags['log-limit'] === undefined ? {} : { attemptLogBytes: flags['log-limit'] }),
        environmentVariables: [...new Set(flags.env ?? [])],
    };
}
/** The budget flags as a limit (the graph file's `budget:` fills the fields not given). */
function budgetLimit(flags) {
    const budget = {
        ...(flags['budget-usd'] === undefined ? {} : { usd: flags['budget-usd'] }),
        ...(flags['budget-tokens'] === undefined ? {} : { tokens: flags['budget-tokens'] }),
        ...(flags['budget-soft'] ? { soft: true } : {}),
    };
    return Object.keys(budget).length === 0 ? {} : { budget };
}

// EXTERNAL MODULE: ./src/report/review-exhausted.ts
var review_exhausted = __webpack_require__(97806);
// EXTERNAL MODULE: ./src/report/ends-failed.ts
var ends_failed = __webpack_require__(62346);
// EXTERNAL MODULE: ./src/report/live-note.ts
var live_note = __webpack_require__(33659);
// EXTERNAL MODULE: ./src/report/held-send-back.ts
var held_send_back = __webpack_require__(17512);
// EXTERNAL MODULE: ./src/report/node-state.ts
var node_state = __webpack_require__(34876);
;// CONCATENATED MODULE: ./src/report/status-notes.ts


/** `needs lint, which failed`, `required node lint failed`: why a node will not run. */
function whyNotText(state, text) {
    if (state.kind === 'will-not-run')
        return causeText(state.cause, text);
    const failed = state.because.filter((entry) => entry.blockedBy === undefined).map((entry) => text(entry.need));
    const blocked = state.because.filter((entry) => entry.blockedBy !== undefined).map((entry) => text(entry.need));
    return [
        failed.length === 0 ? '' : `needs ${failed.join(', ')}, which failed`,
        blocked.length === 0 ? '' : `needs ${blocked.join(', ')}, which will not run`,
    ]
        .filter((part) => part !== '')
        .join('; ');
}
function causeText(cause, text) {
    if (cause.kind === 'stop')
        return `the dispatch limit of ${cause.maxDispatches} was reached`;
    if (cause.kind === 'review')
        return `review ${text(cause.reviewer)} ran out of rounds`;
    return `required node ${text(cause.nodeId)} failed`;
}
/** `  won't run   test, docs (needs lint, which failed)`: at most five groups of five names. */
function willNotRunLines(report, plan, text) {
    const rows = (0,node_state/* nodeRows */.s1)(report);
    const states = (0,node_state/* nodeStates */.v)(report, rows, {
        decisions: new Set(plan.reconcile.map((request) => request.position)),
        endsFailed: plan.endsFailed?.cause,
    });
    const byWhy = new Map();
    states.forEach((state, index) => {
        if (!(state.kind === 'will-not-run' || (state.kind === 'blocked' && !state.ended)))
            return;
        const why = whyNotText(state, text);
        byWhy.set(why, [...(byWhy.get(why) ?? []), rows[index].nodeId]);
    });
    const lines = [...byWhy].slice(0, 5).map(([why, nodes]) => {
        const shown = nodes.slice(0, 5).map(text).join(', ');
        return `  won't run   ${shown}${nodes.length > 5 ? ` and ${nodes.length - 5} more` : ''} (${why})`;
    });
    if (byWhy.size > 5)
        lines.push(`  won't run   \u2026 and more nodes (summary lists every node)`);
    return lines;
}
/** The status lines for nodes that will not run and review loops whose send-back waits. */
function statusNoteLines(report, plan, text) {
    const held = (0,held_send_back/* heldSendBacks */.UD)(report, plan).map((entry) => `  review      ${(0,held_send_back/* heldSendBackText */.op)(entry, text)}`);
    return [...willNotRunLines(report, plan, text), ...held];
}

;// CONCATENATED MODULE: ./src/cli/output/status-text.ts
// A run's status as text: the headline, the facts a person checks first, the nodes, what waits.




function watchdogText(status) {
    const holder = status.watchdog.holder;
    if (holder === null)
        return 'none (no process holds the run)';
    const alive = status.watchdog.alive === null ? 'on another host' : status.watchdog.alive ? 'alive' : 'dead';
    return `pid ${holder.pid} on ${plain(holder.hostname, 100)} (${alive})`;
}
function workerText(status) {
    const worker = status.worker;
    if (worker === null)
        return 'none launched';
    const alive = worker.alive === null ? 'unknown' : worker.alive ? 'alive' : 'exited';
    return `${worker.pid === null ? 'not started' : `pid ${worker.pid}`} (${alive}), launch ${worker.launch + 1}, restarts ${status.restartCount}`;
}
/** The run budget and each node cap: spent of limit (none without them). */
function spendingLines(status) {
    const lines = [];
    const budget = status.budget == null ? null : (0,format/* spentOfLimit */.lw)(status.budget);
    if (budget !== null)
        lines.push(`  budget      ${budget}${status.budget?.limit.soft === true ? ' (soft)' : ''}`);
    const caps = status.nodeCaps ?? [];
    for (const cap of caps.slice(0, 10))
        lines.push(`  cap         ${plain(cap.nodeId, 100)}: ${(0,format/* spentOfLimit */.lw)(cap) ?? ''}`);
    if (caps.length > 10)
        lines.push(`  cap         \u2026 ${caps.length - 10} more (status --json lists them)`);
    return lines;
}
/** What a person asks of a position next: who decided or answered it, why it was skipped, its failure code. */
function noteOf(node, exhaustedAt) {
    const exhausted = exhaustedAt.get(node.position);
    if (exhausted !== undefined)
        return exhausted;
    if (node.reconciled !== null)
        return `${node.reconciled.decision} by ${plain(node.reconciled.decidedBy, 60)}`;
    if (node.answered != null)
        return `answered by ${plain(node.answered.answeredBy, 60)}`;
    if (node.state === 'skipped' && node.message !== null)
        return plain(node.message, 120);
    return node.code ?? '';
}
/** Each send-back of the run's review loops: `check sent draft back (round 2 of 3): 1 finding` (the first ten). */
function sendBackLines(view) {
    const lines = [];
    for (const loop of view.report.reviewLoops ?? []) {
        if (loop.target === undefined)
            continue;
        for (const round of loop.rounds) {
            if (round.round < 2)
                continue;
            const before = loop.rounds.find((r) => r.round === round.round - 1);
            const findings = before === undefined ? '' : `: ${(0,format/* countOf */.pq)(before.findings, 'finding')}`;
            const of = loop.limit === undefined ? '' : ` of ${loop.limit}`;
            lines.push(`  review      ${plain(loop.reviewer, 60)} sent ${plain(loop.target, 60)} back (round ${round.round}${of})${findings}`);
        }
    }
    const shown = lines.length > 10
        ? [...lines.slice(0, 10), `  review      \u2026 ${lines.length - 10} more (summary lists them)`]
        : lines;
    // A loop whose rounds ran out: its reviewer's last position completed, so only this line says so.
    for (const loop of (0,review_exhausted/* exhaustedLoops */.zW)(view.report)) {
        const ending = loop.exhausted === 'pass' ? 'passed (when-exhausted: pass)' : 'rounds ran out';
        shown.push(`  review      ${(0,review_exhausted/* exhaustedText */.Pe)(loop, (value) => plain(value, 60))}: ${ending}`);
    }
    return shown;
}
/** The reviewer's last position in each loop whose rounds ran out, with its note (it completed, with no code). */
function exhaustedNotes(view) {
    const notes = new Map();
    for (const loop of (0,review_exhausted/* exhaustedLoops */.zW)(view.report)) {
        const last = view.report.status.nodes.findLast((node) => node.nodeId === loop.reviewer);
        if (last === undefined)
            continue;
        notes.set(last.position, loop.exhausted === 'pass' ? 'rounds ran out (passed)' : 'REVIEW_EXHAUSTED: rounds ran out');
    }
    return notes;
}
/**
 * What the commands below cannot say: the run ends failed whatever the answer (and what the answer
 * still decides), they wait for a run that still runs, or a run that failed REVIEW_EXHAUSTED is final.
 */
function adviceLines(view, place) {
    const text = (value) => plain(value, 100);
    const { plan, report } = view;
    const lines = [];
    if (plan.endsFailed !== undefined)
        lines.push(...(0,ends_failed/* endsFailedSentences */._A)(plan.endsFailed, text));
    const waits = plan.reconcile.length > 0 || plan.waiting.length > 0 || plan.run !== null;
    const live = waits ? (0,live_note/* liveNote */.Z)(report, false, text, { meanwhile: false }) : undefined;
    if (live !== undefined) {
        const watch = withPlace(`npx supervised-run status --run-id ${(0,report_commands/* shellQuote */.ZL)(report.status.runId)} --watch`, place, {
            root: false,
        });
        lines.push(live, `  wait for the pause:  ${watch}`);
    }
    const exhausted = (0,review_exhausted/* exhaustedNextStep */.J$)(report, text);
    if (exhausted !== undefined)
        lines.push('Next:', ...exhausted.map((sentence) => `  ${sentence}`));
    return lines;
}
function statusLines(view, place) {
    const status = view.report.status;
    const limit = status.timeoutMs === null ? '' : ` of ${formatDuration(status.timeoutMs)}`;
    const dispatchLimit = status.maxDispatches === null ? '' : ` of ${status.maxDispatches}`;
    const lines = [
        headline(view),
        `  namespace   ${plain(status.namespace, 100)} in ${plain(place.directory, 300)}`,
        `  phase       ${status.phase}, session ${status.session}, created ${status.createdAt}`,
        `  elapsed     ${formatDuration(status.elapsedMs)}${limit}, dispatches ${status.dispatches}${dispatchLimit}`,
        `  watchdog    ${watchdogText(status)}`,
        `  worker      ${workerText(status)}`,
        `  usage       ${usageLine(status.totalUsage)}`,
        ...spendingLines(status),
        `  last event  ${status.lastEventAt ?? '-'} (${status.eventCount.graph} graph + ${status.eventCount.runner} runner records)`,
    ];
    if (status.cleanupVerified === false || status.leaseRetained)
        lines.push('  cleanup     NOT verified: the workspace lease and the process lock are kept');
    // What the logs themselves warn of (a refused resume, a torn tail, an unreadable output), as the summary does.
    for (const warning of view.report.warnings)
        lines.push(`  warning     ${plain(warning, 400)}`);
    lines.push(...sendBackLines(view));
    // Nodes that will not run (the table lists positions only) and send-backs that wait, and for what.
    lines.push(...statusNoteLines(view.report, view.plan, (value) => plain(value, 100)));
    for (const active of status.active) {
        const phase = active.planPhase === null ? '' : ` [${plain(active.planPhase, 60)}]`;
        const elapsed = active.elapsedMs === null ? '' : `, ${formatDuration(active.elapsedMs)} so far`;
        const left = active.remainingTimeoutMs === null ? '' : `, ${formatDuration(active.remainingTimeoutMs)} left`;
        const state = active.budgetTurn === undefined ? active.phase : (0,node_state/* budgetTurnText */.If)(active.budgetTurn.after);
        lines.push(`  active      ${plain(active.position, 80)}${phase} ${state}${elapsed}${left}`);
    }
    if (status.nodes.length > 0) {
        // A PHASE column only when some node declares one (display groups, see the graph file's phase:).
        const phased = status.nodes.some((node) => node.planPhase !== null);
        const notes = exhaustedNotes(view);
        const rows = status.nodes.map((node) => [
            ...(phased ? [node.planPhase === null ? '-' : plain(node.planPhase, 40)] : []),
            plain(node.position, 80),
            (0,node_state/* positionStateText */.O)(node.state, status.phase, node.budgetTurn),
            String(node.attempts),
            formatDuration(node.durationMs),
            noteOf(node, notes),
        ]);
        lines.push('', ...table([...(phased ? ['PHASE'] : []), 'POSITION', 'STATE', 'ATTEMPTS', 'DURATION', 'NOTE'], rows).map((row) => `  ${row}`));
    }
    const advice = adviceLines(view, place);
    if (advice.length > 0)
        lines.push('', ...advice);
    const steps = nextSteps(view, place);
    if (steps.length > 0)
        lines.push('', ...steps);
    return lines;
}
/** One line for `status --watch` on a non-terminal: printed when it changes. */
const countedStates = ['running', 'dispatched', 'paused', 'failed', 'completed', 'skipped'];
/** One line for --watch: the phase and the nodes by state (every node, whatever the status lists). */
function compactStatus(status) {
    const counted = (state) => status.nodeCounts?.[state] ?? status.nodes.filter((node) => node.state === state).length;
    // In a run that has ended, positions left running or dispatched are counted as what stopped them.
    const byLabel = new Map();
    for (const state of countedStates) {
        const count = counted(state);
        const label = (0,node_state/* positionStateText */.O)(state, status.phase);
        if (count > 0)
            byLabel.set(label, (byLabel.get(label) ?? 0) + count);
    }
    const nodes = [...byLabel].map(([label, count]) => `${count} ${label}`).join(', ');
    return `${status.phase}${nodes === '' ? '' : `: ${nodes}`}`;
}

;// CONCATENATED MODULE: ./src/cli/commands/status.ts
// `status`: the run's phase, nodes, usage and what waits; --watch refreshes until the run settles.













const status_schema = schemas/* object */.Ikc({
    'run-id': runId(),
    watch: flagOff,
    interval: duration().optional(),
    root: path().optional(),
    store: path().optional(),
    namespace: namespace().optional(),
    json: flagOff,
});
const status_livePhases = new Set(['starting', 'running', 'backoff']);
async function show(io, place, runId, json) {
    const view = await loadRunView(storageOptions(place), runId, place);
    if (json)
        (0,cli_io/* jsonLine */.rF)(io.stdout, { status: view.report.status, waiting: view.plan, warnings: view.report.warnings });
    else
        for (const text of statusLines(view, place))
            (0,cli_io/* line */.n8)(io.stdout, text);
    return view.report.status.phase;
}
/**
 * What the graph log says between two re-reads that the compact line does not: a retry waiting
 * out its backoff (also one dispatched before the watch began), a review loop's send-back, a node
 * waiting for its budget turn (also one that began before the watch and still waits).
 */
class WatchedRecords {
    #lines = new RecordLines();
    #storage;
    #runId;
    #cursor;
    constructor(storage, runId) {
        this.#storage = storage;
        this.#runId = runId;
    }
    async read() {
        const first = this.#cursor === undefined;
        const read = await this.#storage.readEvents(this.#runId, 'graph', this.#cursor);
        this.#cursor = read.cursor;
        const said = this.#lines.fold(read.events, { fresh: !first });
        return [...said, ...this.#lines.waits(Date.now())];
    }
}
const statusCommand = {
    spec: {
        name: 'status',
        summary: 'Show a run: phase, nodes, usage, and the commands that resume what waits',
        usage: 'status --run-id ID [--watch] [--interval D] [flags]',
        flags: {
            ...runIdFlag,
            watch: {
                type: 'boolean',
                description: "Refresh until the run settles, then print it; exits with the run's exit code",
            },
            interval: { type: 'string', value: 'D', description: 'With --watch: time between reads (default 1s)' },
            ...printedRootFlag,
            ...storeFlags,
            ...jsonFlag,
        },
        notes: [
            'Reading takes no ownership: status works while another process drives the run. Without --watch the exit code is 0 whatever the phase.',
        ],
        examples: [
            'supervised-run status --run-id demo-1',
            'supervised-run status --run-id demo-1 --watch',
            'supervised-run status --run-id demo-1 --json | jq .status.phase',
        ],
    },
    async run(io, raw) {
        const flags = validateFlags(status_schema, raw);
        if (flags.interval !== undefined && !flags.watch)
            throw onlyWith('--interval', '--watch');
        const location = storeLocation(io, flags);
        const place = commandPlace(location, await printedRoot(io, flags.root));
        const runId = flags['run-id'];
        const storage = await openRun(location, runId);
        if (!flags.watch) {
            await show(io, place, runId, flags.json);
            return exitCodes.ok;
        }
        const animate = (0,cli_io/* canAnimate */.QX)(io) && !flags.json;
        const records = flags.json ? undefined : new WatchedRecords(storage, runId);
        let last = '';
        for (;;) {
            const status = await (0,status_read/* readSupervisedRunStatus */.Sb)({ storage: storageOptions(location), runId, nodes: 'open' });
            if (!status_livePhases.has(status.phase))
                break;
            const said = (await records?.read()) ?? [];
            if (animate && said.length > 0)
                io.stdout.write('\r\x1b[K');
            for (const text of said)
                (0,cli_io/* line */.n8)(io.stdout, text);
            const compact = compactStatus(status);
            if (animate)
                io.stdout.write(`\r\x1b[K  ${compact}`);
            else if (!flags.json && compact !== last)
                (0,cli_io/* line */.n8)(io.stdout, compact);
            last = compact;
            await new Promise((resolve) => setTimeout(resolve, flags.interval ?? 1000));
        }
        if (animate)
            io.stdout.write('\r\x1b[K');
        return exitCodeForPhase(await show(io, place, runId, flags.json));
    },
};

// EXTERNAL MODULE: ./src/report/summary.ts + 21 modules
var summary = __webpack_require__(36621);
// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(65468);
;// CONCATENATED MODULE: ./src/cli/commands/summary.ts
// `summary`: the job summary of a stored run, rendered by the same report layer as the Action's:
// readable plain text on stdout, the Markdown with --markdown (and always in --output FILE and
// --json); --workflow makes its resume commands `gh workflow run` ones, as in the Action.













const summary_schema = schemas/* object */.Ikc({
    'run-id': runId(),
    output: path().optional(),
    workflow: path().optional(),
    ref: fields_text(1000).optional(),
    repository: fields_text(200).optional(),
    root: path().optional(),
    store: path().optional(),
    namespace: namespace().optional(),
    markdown: flagOff,
    json: flagOff,
});
/**
 * The summary context's refusal without the field names it repeats (`repository: repository must
 * be \u2026` \u2192 `must be \u2026`): the CLI puts the flag in front.
 */
function contextProblem(error, field) {
    const message = error.message.startsWith(`${field}: `) ? error.message.slice(field.length + 2) : error.message;
    return message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
}
/** --output FILE: a file path whose directory exists; a path that cannot be written is a usage error naming the flag. */
async function writeOutput(file, markdown) {
    try {
        await external_node_fs_.promises.writeFile(file, markdown);
    }
    catch (error) {
        const code = error.code;
        const needs = 'give a writable file path whose directory exists';
        if (code === 'ENOENT' || code === 'ENOTDIR')
            throw usageError(`--output: the directory of ${file} does not exist; ${needs}`);
        if (code === 'EISDIR')
            throw usageError(`--output: ${file} is a directory; ${needs}`);
        if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
            throw usageError(`--output: ${file} cannot be written (${code}); ${needs}`);
        throw error;
    }
}
const summaryCommand = {
    spec: {
        name: 'summary',
        summary: 'Print the job summary of a run: plain text, or the Markdown the Action writes with --markdown',
        usage: 'summary --run-id ID [--markdown] [--output FILE] [--workflow FILE [--ref REF] [--repository OWNER/REPO]] [flags]',
        flags: {
            ...runIdFlag,
            markdown: {
                type: 'boolean',
                description: 'Print the Markdown (exactly as the Action writes it) instead of text',
            },
            output: { type: 'string', value: 'FILE', description: 'Write the Markdown to FILE instead of printing' },
            workflow: {
                type: 'string',
                value: 'FILE',
                description: 'Workflow file (e.g. .github/workflows/run.yml): resume commands become `gh workflow run`',
            },
            ref: { type: 'string', value: 'REF', description: 'With --workflow: the branch for `gh workflow run --ref`' },
            repository: {
                type: 'string',
                value: 'OWNER/REPO',
                description: "With --workflow: link the workflow's page on github.com and name the repository in the commands (--repo)",
            },
            ...printedRootFlag,
            ...storeFlags,
            ...jsonFlag,
        },
        notes: [
            'Without --markdown the summary is plain text for a terminal: no character references, tables as aligned columns, commands indented. Every value a node or person controls is shown with control and bidi characters replaced, so it cannot forge lines or terminal escapes.',
            '--json prints { markdown, outputs }, where outputs are the step outputs the Action sets (result, code, phase, positions, reconcile-requests, usage, output, resume-command, gate, gate-requests, logs, needs-decision).',
        ],
        examples: [
            'supervised-run summary --run-id demo-1',
            'supervised-run summary --run-id demo-1 --output summary.md',
            'supervised-run summary --run-id demo-1 --workflow .github/workflows/supervised.yml --ref main',
        ],
    },
    async run(io, raw) {
        const flags = validateFlags(summary_schema, raw);
        if (flags.workflow === undefined && (flags.ref !== undefined || flags.repository !== undefined))
            throw onlyWith(`--${flags.ref === undefined ? 'repository' : 'ref'}`, '--workflow');
        const location = storeLocation(io, flags);
        const runId = flags['run-id'];
        await openRun(location, runId);
        // The CLI's commands in it name the store this summary read (--store, --namespace), as status does.
        const place = commandPlace(location, await printedRoot(io, flags.root));
        const context = { cliLocation: cliLocationOf(place) };
        if (flags.workflow !== undefined)
            context.workflowFile = flags.workflow;
        if (flags.ref !== undefined)
            context.ref = flags.ref;
        if (flags.repository !== undefined)
            Object.assign(context, { repository: flags.repository, serverUrl: 'https://github.com' });
        const report = await (0,load/* loadRunReport */.U)(storageOptions(location), runId);
        let markdown;
        try {
            markdown = (0,summary/* renderRunSummary */.q)(report, context);
        }
        catch (error) {
            // The context is the only input a person gives here: a refusal names its field.
            const field = error.field;
            if (field === undefined)
                throw error;
            const flag = field === 'workflowFile' ? 'workflow' : field;
            const given = flags[flag];
            const got = typeof given === 'string' ? ` (got ${(0,option_values/* shownValue */.JJ)(given)})` : '';
            throw usageError(`--${flag}: ${contextProblem(error, field)}${got}`);
        }
        if (flags.output !== undefined)
            await writeOutput(external_node_path_default().resolve(io.cwd, flags.output), markdown);
        if (flags.json)
            (0,cli_io/* jsonLine */.rF)(io.stdout, { markdown, outputs: (0,outputs/* runOutputs */.MR)(report, context) });
        else if (flags.output === undefined) {
            // The context was checked by renderRunSummary above: the text form renders the same content.
            const shown = flags.markdown ? markdown : (0,summary/* renderRunSummaryText */.r)(report, context);
            io.stdout.write(shown.endsWith('\n') ? shown : `${shown}\n`);
        }
        else
            (0,cli_io/* line */.n8)(io.stdout, `Wrote the summary of run ${runId} to ${flags.output}`);
        return exitCodes.ok;
    },
};

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./src/cli/version.ts
// The package version, from the package.json above this file (src/cli/ in a checkout, dist/ in the bundle).



async function packageVersion() {
    let directory = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (let depth = 0; depth < 4; depth += 1) {
        try {
            const parsed = JSON.parse(await (0,promises_.readFile)(external_node_path_default().join(directory, 'package.json'), 'utf8'));
            if (parsed.name === 'supervised-run' && typeof parsed.version === 'string')
                return parsed.version;
        }
        catch {
            // Not here: look one level up.
        }
        directory = external_node_path_default().dirname(directory);
    }
    return 'unknown';
}

;// CONCATENATED MODULE: ./src/cli/run.ts
// The CLI: argv -> a command -> an exit code. Every error becomes one line on stderr (and, with
// --json, a JSON error on stdout) and the exit code its kind calls for.
















const commands = [
    startCommand,
    resumeCommand,
    retryFailedCommand,
    statusCommand,
    historyCommand,
    listCommand,
    cancelCommand,
    summaryCommand,
    logsCommand,
    demoCommand,
];
/** Commands that only read the store: nothing is lost when they end early. */
const readOnlyCommands = new Set(['status', 'history', 'list', 'logs']);
/** Whether `argv` runs a command that ends (exit 0) once its stdout is closed, e.g. by `| head -1`. */
function endsWhenOutputCloses(argv) {
    return argv[0] !== undefined && readOnlyCommands.has(argv[0]);
}
async function runCli(argv, io) {
    const [name, ...rest] = argv;
    const specs = commands.map((command) => command.spec);
    if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
        const stream = name === undefined ? io.stderr : io.stdout;
        stream.write(overviewHelp(specs, await packageVersion(), (0,cli_io/* helpWidth */.kK)(io, stream)));
        return name === undefined ? exitCodes.usage : exitCodes.ok;
    }
    if (name === 'help')
        return runCli([rest[0], '--help'], io);
    if (name === '--version' || name === '-V') {
        (0,cli_io/* line */.n8)(io.stdout, await packageVersion());
        return exitCodes.ok;
    }
    const json = rest.includes('--json');
    const command = commands.find((candidate) => candidate.spec.name === name);
    try {
        if (command === undefined)
            throw unknownCommand(name, specs);
        const { help, values } = readFlags(command.spec, rest);
        if (help) {
            io.stdout.write(commandHelp(command.spec, (0,cli_io/* helpWidth */.kK)(io)));
            return exitCodes.ok;
        }
        return await command.run(io, values);
    }
    catch (error) {
        const exitCode = exitCodeFor(error);
        const message = describeFailure(error) + missingFlagAdvice(error, command?.spec);
        (0,cli_io/* line */.n8)(io.stderr, `supervised-run ${command?.spec.name ?? name}: ${message}`);
        if (exitCode === exitCodes.internal && io.env.SUPERVISED_RUN_DEBUG !== undefined && error instanceof Error)
            (0,cli_io/* line */.n8)(io.stderr, error.stack ?? '');
        if (json) {
            const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
                ? error.code
                : 'INTERNAL';
            (0,cli_io/* jsonLine */.rF)(io.stdout, { error: { code, message: (0,store_errors/* describeError */.Uc)(error), exitCode } });
        }
        return exitCode;
    }
}
function unknownCommand(name, specs) {
    const names = specs.map((spec) => spec.name);
    const close = /^-?-?v(ersion)?$/i.test(name) ? '--version' : closest(name, names);
    const advice = close === undefined ? '' : ` (did you mean ${close}?)`;
    return usageError(`unknown command ${JSON.stringify(name)}${advice}; commands: ${names.join(', ')} (supervised-run --help)`);
}
/** What a required flag that was left out takes, from the command's spec. */
function missingFlagAdvice(error, spec) {
    if (!(error instanceof CliError) || error.missingFlag === undefined)
        return '';
    const flag = spec?.flags[error.missingFlag];
    if (flag === undefined)
        return '';
    const what = flag.description.charAt(0).toLowerCase() + flag.description.slice(1);
    const list = error.missingFlag === 'run-id' ? '; `supervised-run list` shows the runs' : '';
    return `: give --${error.missingFlag}${flag.value === undefined ? '' : ` ${flag.value}`}, ${what}${list}`;
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

/***/ 65468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MR: () => (/* binding */ runOutputs),
/* harmony export */   T: () => (/* binding */ noRunOutputs)
/* harmony export */ });
/* unused harmony exports runOutputNames, jsonText */
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74506);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70301);
/* harmony import */ var _pauses_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53294);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65781);




/** The outputs when no run is stored: every output is set, so `steps.<id>.outputs.result` is never missing. */
const noRunOutputs = Object.freeze({
    result: 'none',
    code: '',
    phase: '',
    positions: '[]',
    'reconcile-requests': '[]',
    usage: '',
    output: '',
    'resume-command': '',
    gate: '',
    'gate-requests': '[]',
    logs: '[]',
    'needs-decision': 'false',
});
/** Every output runOutputs sets (action.yml declares each). */
const runOutputNames = Object.freeze(Object.keys(noRunOutputs));
// JSON.stringify leaves these raw; as `\uXXXX` escapes the parsed value is the same, but the text
// (logged, pasted into a comment) never holds a bidi control or an invisible C1/separator character.
const rawInJson = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** JSON text of `value` with bidi and invisible controls as `\uXXXX` escapes. */
function jsonText(value) {
    return JSON.stringify(value).replace(rawInJson, (char) => `\\u${char.codePointAt(0).toString(16).padStart(4, '0')}`);
}
function runOutputs(report, context) {
    const parsed = (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSummaryContext */ .lN)(context);
    const plan = (0,_pauses_js__WEBPACK_IMPORTED_MODULE_1__/* .planPauses */ .RM)(report, parsed);
    const result = (0,_result_js__WEBPACK_IMPORTED_MODULE_2__/* .reportResult */ .i)(report);
    const requests = plan.reconcile.map((request) => ({
        position: request.position,
        nodeId: request.nodeId,
        attemptId: request.attemptId,
        reason: request.reason,
        request: request.request,
        commands: request.commands,
    }));
    const nodes = {};
    // defineProperty: a node ID such as `__proto__` stays an own key.
    for (const entry of report.status.usage)
        Object.defineProperty(nodes, entry.nodeId, {
            value: entry.usage,
            enumerable: true,
            writable: true,
            configurable: true,
        });
    const gates = gateOutputs(plan);
    const usage = {
        total: report.status.totalUsage,
        nodes,
        deadLanes: report.deadLanes ?? [],
        ...(report.status.budget == null ? {} : { budget: report.status.budget }),
        ...((report.status.nodeCaps ?? []).length === 0 ? {} : { nodeCaps: report.status.nodeCaps }),
    };
    // Another job drives the run now: no commands, and no call for a decision (they would race that job).
    const elsewhere = parsed.drivenElsewhere === true;
    return {
        result: result.kind,
        code: result.kind === 'fail' ? result.code : result.kind === 'pause' ? (result.code ?? '') : '',
        phase: report.status.phase,
        positions: jsonText(resumablePositions(plan, report)),
        'reconcile-requests': jsonText(elsewhere ? [] : requests),
        usage: jsonText(usage),
        output: result.kind === 'complete' && result.output !== undefined ? jsonText(result.output) : '',
        'resume-command': elsewhere ? '' : (plan.firstCommand ?? ''),
        gate: elsewhere || gates[0] === undefined ? '' : jsonText(gates[0]),
        'gate-requests': jsonText(elsewhere ? [] : gates),
        logs: jsonText(logOutputs(report, parsed)),
        'needs-decision': String(!elsewhere && (result.kind === 'pause' || report.status.phase === 'orphaned')),
    };
}
/**
 * The paused positions a resume names (`position`), in the plan's order: not an interrupted run's
 * positions in flight, which a resume without a position continues (automation that resumes the
 * first listed position must not be refused).
 */
function resumablePositions(plan, report) {
    const paused = new Set(report.status.pauses.map((pause) => pause.position));
    return plan.positions.filter((position) => paused.has(position));
}
function gateOutputs(plan) {
    const order = new Map(plan.positions.map((position, index) => [position, index]));
    const at = (position) => order.get(position) ?? order.size;
    return plan.waiting
        .filter((pause) => pause.gate !== undefined)
        .sort((a, b) => at(a.position) - at(b.position))
        .map((pause) => {
        const { request, commands } = pause.gate;
        return {
            position: pause.position,
            nodeId: pause.nodeId,
            question: request.question,
            ...(request.text === undefined ? {} : { text: request.text }),
            fields: request.fields,
            allowedActors: request.allowedActors ?? [],
            ...(request.deadline === undefined ? {} : { deadline: request.deadline }),
            commands,
        };
    });
}
function logOutputs(report, context) {
    return (report.attemptOutputs ?? []).map((view) => ({
        position: view.position,
        nodeId: view.nodeId,
        attemptId: view.attemptId,
        attempt: view.attempt,
        outcome: view.outcome,
        lines: view.totalLines,
        storePath: view.storePath,
        artifactPath: view.artifactPath,
        artifact: view.artifact,
        ...logCommandFields((0,_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptLogCommands */ .oO)(report, view.position, context)),
    }));
}
function logCommandFields({ download, print }) {
    return download === undefined ? { command: print } : { command: print, download };
}


/***/ }),

/***/ 84663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ untrustedBlock),
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   v0: () => (/* binding */ readsAsCommand)
/* harmony export */ });
// Text for a GitHub job log, where the runner reads every line of a step's stdout and stderr for
// workflow commands: `::name::\u2026` once leading spaces are dropped, and the older `##[name]\u2026`
// ANYWHERE in a line (its parser looks the prefix up with IndexOf). CR, LF and CRLF each end a line.
// Untrusted text that would read as one is written between `::stop-commands::<token>` and
// `::<token>::`, so the runner processes nothing of it; both adapters write through these.
/**
 * A line the runner would read as a command (if the name after the prefix is one it knows). Its
 * TrimStart also drops U+0085 (next line), which JavaScript's `\s` does not cover.
 */
function readsAsCommand(line) {
    return /^[\s\u0085]*::/.test(line) || line.includes('##[');
}
/**
 * Untrusted lines between `::stop-commands::<token>` and `::<token>::`: the runner processes no
 * command in between, and a fresh 128-bit token per block cannot be guessed to end it early. Line
 * breaks the runner would split on (CR) are shown escaped, so each line stays one log line.
 */
function untrustedBlock(lines) {
    // node:crypto loads at the first block, not before the Action's first log line.
    const token = process.getBuiltinModule('node:crypto').randomBytes(16).toString('hex');
    const body = lines.map((line) => line.replace(/\r/g, '\\r')).join('\n');
    return `::stop-commands::${token}\n${body}\n::${token}::\n`;
}
/** `text` as the runner splits it into lines (CR, LF and CRLF each end one). */
function logLines(text) {
    return text.split(/\r\n|\r|\n/);
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

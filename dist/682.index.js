export const id = 682;
export const ids = [682];
export const modules = {

/***/ 59682:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86812);
// dist/index.js, the Action's one bundle for both of its steps (action.yml names it as `main` and
// as `post`). The runner gives the post step the state main saved, so main records `postState`
// before anything else and the post step finds it. Each step's code is a separate chunk, loaded
// here: the main step never loads the post step's modules and the reverse.

/** The state main saves first: its presence makes this process the post step. */
const postState = 'supervised-run-post';
if ((0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu)(postState) !== '') {
    await __webpack_require__.e(/* import() */ 718).then(__webpack_require__.bind(__webpack_require__, 27718));
}
else {
    (0,_workflow_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueFileCommand */ .n0)('GITHUB_STATE', postState, '1');
    await Promise.all(/* import() */[__webpack_require__.e(597), __webpack_require__.e(992), __webpack_require__.e(713), __webpack_require__.e(150)]).then(__webpack_require__.bind(__webpack_require__, 36769));
}
// The step is done: its log lines and file commands are written synchronously (stdout is a pipe
// or a file on the runner), and nothing it started is left running. Exiting here skips tearing
// down the heap, which a natural exit of a step that loaded the cache client does first (measured:
// the runner sees the process end ~8 ms sooner), and a handle left open (a keep-alive socket) cannot
// keep a finished step alive. The exit code is what the step set (setFailed).
process.exit();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 86812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ getState),
/* harmony export */   Lb: () => (/* binding */ issueCommand),
/* harmony export */   fe: () => (/* binding */ appendSummary),
/* harmony export */   n0: () => (/* binding */ issueFileCommand),
/* harmony export */   pq: () => (/* binding */ info)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84663);
// The runner's workflow-command protocol, written directly: stdout commands (`::warning::\u2026`,
// `::add-mask::\u2026`) and file commands (GITHUB_OUTPUT, GITHUB_STATE, GITHUB_STEP_SUMMARY).
// Why not @actions/core: it loads its HTTP client (undici) at import, which alone tripled the
// Action's cold start; the protocol the Action needs is these few lines. The cache and artifact
// clients still log through their own @actions/core, loaded with them.



/** Escaping of a command's message: the runner decodes %25, %0D and %0A. */
function escapeData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** `::name key=value::message` on stdout; property values also escape `:` and `,`. */
function issueCommand(name, message, properties = {}) {
    const props = Object.entries(properties)
        .map(([key, value]) => `${key}=${escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C')}`)
        .join(',');
    process.stdout.write(`::${name}${props === '' ? '' : ` ${props}`}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`);
}
function commandFile(variable) {
    const file = process.env[variable];
    if (!file)
        throw new Error(`${variable} is not set: the runner passes file commands through it`);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        throw new Error(`${variable} names ${file}, which does not exist`);
    return file;
}
const plainName = /^[A-Za-z0-9_-]+$/;
/**
 * `name=value` (a one-line value) or `name<<delimiter` / value / `delimiter` appended to the file
 * the variable names. Without the variable (a local `node dist/index.js`) the older stdout command
 * stands in, as the runner's own client does.
 */
function issueFileCommand(variable, name, value) {
    if (!process.env[variable]) {
        issueCommand(variable === 'GITHUB_OUTPUT' ? 'set-output' : 'save-state', value, { name });
        return;
    }
    // A one-line value under a plain name is written `name=value`, which the runner reads the same
    // way (a line whose first `=` comes before any `<<`): no delimiter, so main's first state write
    // does not load node:crypto before the step's first log line.
    if (plainName.test(name) && !/[\r\n]/.test(value)) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(commandFile(variable), `${name}=${value}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`, 'utf8');
        return;
    }
    // node:crypto loads here, at the first value that needs a delimiter.
    const delimiter = `ghadelimiter_${process.getBuiltinModule('node:crypto').randomUUID()}`;
    // A random delimiter inside the value would end it early; refuse rather than write a forgery.
    if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`${name}: value contains the delimiter`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(commandFile(variable), `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`, 'utf8');
}
/**
 * A log line. The Action's own lines issue no command (issueCommand does that), so a message any
 * of whose lines would read as one (a value from a restored store or a node, anywhere in a line)
 * is written inside a stop-commands block.
 */
function info(message) {
    const lines = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .logLines */ .OG)(message);
    if (lines.some(_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readsAsCommand */ .v0))
        process.stdout.write((0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .untrustedBlock */ .C9)(lines));
    else
        process.stdout.write(`${message}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`);
}
function getState(name) {
    return process.env[`STATE_${name}`] ?? '';
}
/** Appends Markdown to the job summary, or to the log when there is none (a local run). */
function appendSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        info(markdown);
        return;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(commandFile('GITHUB_STEP_SUMMARY'), markdown, 'utf8');
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


/***/ })

};

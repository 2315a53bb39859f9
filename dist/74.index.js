export const id = 74;
export const ids = [74];
export const modules = {

/***/ 74506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K3: () => (/* binding */ spelledOutCodePoints),
/* harmony export */   O5: () => (/* binding */ reconcileDecisions),
/* harmony export */   OU: () => (/* binding */ workflowPageUrl),
/* harmony export */   VJ: () => (/* binding */ resumeCommand),
/* harmony export */   Xh: () => (/* binding */ decisionCommands),
/* harmony export */   ZL: () => (/* binding */ shellQuote)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70301);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
// The commands that resume a paused run: `gh workflow run` when the summary names a workflow
// (the Action), else the CLI's `resume`. Every value is one shell-quoted word.


// Characters no POSIX shell gives a meaning to inside a word (`~` and `#` only matter first, but
// quoting them is simpler than tracking where a word starts).
const safeWord = /^[A-Za-z0-9_@%+=:,./-]+$/;
// Characters a command must not hold raw: bidi controls (a command would read in a different order
// than the shell runs it, "trojan source"), other invisible controls (C0 but tab, newline and NUL;
// DEL; C1) and the line/paragraph separators. They are spelled out as POSIX printf octal escapes.
// NUL cannot be in an argument at all (escapePre shows it as U+FFFD); a newline inside single quotes
// is visible and exact, and command substitution would strip a trailing one.
const spelledOut = /[\u0001-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
const quotedPart = (part) => part === '' ? '' : safeWord.test(part) ? part : `'${part.replaceAll("'", `'\\''`)}'`;
/** `"$(printf '\342\200\256')"`: the UTF-8 bytes of `chars` as octal escapes, expanded by the shell. */
const printfPart = (chars) => `"$(printf '${[...Buffer.from(chars, 'utf8')].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('')}')"`;
/**
 * One shell word that expands to exactly `value`: bare when safe, else single-quoted with `'` as
 * `'\''`. Invisible and bidi control characters are written as `"$(printf '\ooo…')"` parts (POSIX
 * sh, bash, dash, zsh), so the command shows every character it passes.
 */
function shellQuote(value) {
    if (safeWord.test(value))
        return value;
    let word = '';
    let last = 0;
    for (const match of value.matchAll(spelledOut)) {
        word += quotedPart(value.slice(last, match.index)) + printfPart(match[0]);
        last = match.index + match[0].length;
    }
    if (last === 0)
        return `'${value.replaceAll("'", `'\\''`)}'`;
    return word + quotedPart(value.slice(last));
}
// Only shellQuote writes `"$(printf '` outside single quotes; inside them a value's `'` is written
// `'\''`, so there `printf '` is followed by `\'`, never by an octal escape: no value forges a match.
const printfPartPattern = /"\$\(printf '((?:\\[0-7]{3})+)'\)"/g;
/** Code points (`U+202E`) a command spells out with printf, in order of appearance, each once. */
function spelledOutCodePoints(command) {
    const found = new Set();
    for (const match of command.matchAll(printfPartPattern)) {
        const bytes = Buffer.from(match[1]
            .slice(1)
            .split('\\')
            .map((octal) => Number.parseInt(octal, 8)));
        for (const char of bytes.toString('utf8'))
            found.add(`U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
    }
    return [...found];
}
const reconcileDecisions = ['retry', 'complete', 'fail'];
function resumeCommand(context, target) {
    if (context.workflowFile === undefined) {
        const words = ['npx', 'supervised-run', 'resume', '--run-id', shellQuote(target.runId)];
        if (target.position !== undefined)
            words.push('--position', shellQuote(target.position));
        if (target.decision !== undefined)
            words.push('--decision', target.decision);
        if (target.answer !== undefined)
            words.push('--answer', shellQuote(target.answer));
        return words.join(' ');
    }
    const names = context.inputNames;
    // Input names are validated ([A-Za-z_][A-Za-z0-9_-]*), so `name=` needs no quoting.
    const field = (name, value) => `-f ${name}=${shellQuote(value)}`;
    const words = ['gh', 'workflow', 'run', shellQuote((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .workflowFileName */ .Jo)(context.workflowFile))];
    if (context.ref !== undefined)
        words.push('--ref', shellQuote(context.ref));
    words.push(field(names.runId, target.runId));
    if (target.position !== undefined)
        words.push(field(names.position, target.position));
    if (target.decision !== undefined)
        words.push(field(names.decision, target.decision));
    if (target.answer !== undefined)
        words.push(field(names.answer, target.answer));
    if (context.fromRun !== undefined)
        words.push(field(names.fromRun, context.fromRun));
    return words.join(' ');
}
function decisionCommands(context, runId, position) {
    return {
        retry: resumeCommand(context, { runId, position, decision: 'retry' }),
        complete: resumeCommand(context, { runId, position, decision: 'complete' }),
        fail: resumeCommand(context, { runId, position, decision: 'fail' }),
    };
}
const unsafeInUrl = /[^A-Za-z0-9\-._~:/?#@!$&*+,;=%]/g;
/** `<serverUrl>/<repository>/actions/workflows/<file>`, or undefined when a part is unknown. */
function workflowPageUrl(context) {
    if (context.workflowFile === undefined || context.repository === undefined || context.serverUrl === undefined)
        return undefined;
    const base = new URL(context.serverUrl);
    // encodeURIComponent throws URIError on a lone surrogate: make the name well-formed first.
    const file = encodeURIComponent((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormed */ .ES)((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .workflowFileName */ .Jo)(context.workflowFile)));
    const path = `${base.pathname.replace(/\/+$/, '')}/${context.repository}/actions/workflows/${file}`;
    // Percent-encode anything a Markdown link destination or an HTML attribute could read as syntax.
    return `${base.origin}${path}`
        .replace(unsafeInUrl, (char) => encodeURIComponent(char))
        .replace(/[()'*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}


/***/ }),

/***/ 70301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jo: () => (/* binding */ workflowFileName),
/* harmony export */   Pz: () => (/* binding */ summaryContextSchema),
/* harmony export */   QO: () => (/* binding */ parseWorkflowRef),
/* harmony export */   aH: () => (/* binding */ maxSummaryBytes),
/* harmony export */   l8: () => (/* binding */ summaryContextFromEnv),
/* harmony export */   lN: () => (/* binding */ parseSummaryContext)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22287);
// SummaryContext: where the summary is read and how a person resumes from there. Its values come
// from the environment (GITHUB_*), so they are parsed with zod before they reach a command line.


/** GitHub's limit for one step's job summary. */
const maxSummaryBytes = 1_048_576;
// workflow_dispatch input names: a letter or `_` first, then letters, digits, `-` or `_`.
const inputName = (field, fallback) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/, `${field} must be a workflow_dispatch input name (a letter or "_", then letters, digits, "-" or "_")`)
    .default(fallback);
const summaryContextSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    /** Path of the workflow file, e.g. `.github/workflows/x.yml` (from GITHUB_WORKFLOW_REF). Absent: CLI commands. */
    workflowFile: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .min(1)
        .max(1000)
        .refine((value) => !value.endsWith('/') && !value.includes('\0'), 'workflowFile must be a file path')
        .optional(),
    /** Branch (or tag) for `gh workflow run --ref`. Absent: gh uses the default branch. */
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(1000).optional(),
    /** `owner/repo`, for the link to the workflow's page. */
    repository: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, 'repository must be "owner/repo"')
        .optional(),
    serverUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ5({ protocol: /^https?$/, error: 'serverUrl must be an http(s) URL' }).optional(),
    inputNames: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        runId: inputName('inputNames.runId', 'run-id'),
        position: inputName('inputNames.position', 'position'),
        decision: inputName('inputNames.decision', 'decision'),
        fromRun: inputName('inputNames.fromRun', 'from-run'),
        answer: inputName('inputNames.answer', 'answer'),
    })
        .prefault({}),
    /**
     * A workflow run ID every dispatch command passes as from-run: a pull request's caches are
     * visible only to that pull request, so a dispatch restores the store from this run's artifact.
     */
    fromRun: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[1-9][0-9]{0,19}$/, 'fromRun must be a workflow run ID')
        .optional(),
    /** Byte limit of the rendered Markdown (the Action may keep room for its own lines). */
    maxBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .min(64 * 1024, 'maxBytes must be at least 65536')
        .max(maxSummaryBytes, `maxBytes must be at most ${maxSummaryBytes}`)
        .default(maxSummaryBytes),
});
function parseSummaryContext(context) {
    const parsed = summaryContextSchema.safeParse(context);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const field = issue === undefined || issue.path.length === 0 ? undefined : issue.path.join('.');
    const message = issue?.message ?? 'invalid summary context';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ReportError */ .$g('INVALID_SUMMARY_CONTEXT', field === undefined ? message : `${field}: ${message}`, field === undefined ? {} : { field });
}
/** The file name `gh workflow run` takes (the last segment of the workflow path). */
function workflowFileName(workflowFile) {
    return workflowFile.slice(workflowFile.lastIndexOf('/') + 1);
}
/**
 * `owner/repo/.github/workflows/x.yml@refs/heads/main` -> repository, workflow path and ref.
 * Undefined when the value does not have that shape.
 */
function parseWorkflowRef(value) {
    const at = value.lastIndexOf('@');
    if (at <= 0)
        return undefined;
    const [owner, repo, ...rest] = value.slice(0, at).split('/');
    if (owner === undefined || repo === undefined || rest.length === 0 || rest.some((part) => part === ''))
        return undefined;
    return { repository: `${owner}/${repo}`, workflowFile: rest.join('/'), ref: value.slice(at + 1) };
}
const branchOf = (ref) => {
    for (const prefix of ['refs/heads/', 'refs/tags/'])
        if (ref.startsWith(prefix))
            return ref.slice(prefix.length);
    return undefined;
};
/**
 * The context of a GitHub Actions job. `--ref` is the branch the run's cache is visible from:
 * a pull request's head branch, else the pushed/dispatched branch or tag (a merge ref such as
 * `refs/pull/1/merge` cannot be dispatched, so it is left out).
 */
function summaryContextFromEnv(env, inputNames = {}) {
    const nonEmpty = (name) => {
        const value = env[name];
        return value === undefined || value === '' ? undefined : value;
    };
    const workflowRef = nonEmpty('GITHUB_WORKFLOW_REF');
    const parsed = workflowRef === undefined ? undefined : parseWorkflowRef(workflowRef);
    const fullRef = nonEmpty('GITHUB_REF');
    const refType = nonEmpty('GITHUB_REF_TYPE');
    const ref = nonEmpty('GITHUB_HEAD_REF') ??
        (fullRef !== undefined
            ? branchOf(fullRef)
            : refType === 'branch' || refType === 'tag'
                ? nonEmpty('GITHUB_REF_NAME')
                : undefined);
    const context = { inputNames: { ...inputNames } };
    if (parsed !== undefined)
        context.workflowFile = parsed.workflowFile;
    if (ref !== undefined)
        context.ref = ref;
    const repository = nonEmpty('GITHUB_REPOSITORY') ?? parsed?.repository;
    if (repository !== undefined)
        context.repository = repository;
    const serverUrl = nonEmpty('GITHUB_SERVER_URL');
    if (serverUrl !== undefined)
        context.serverUrl = serverUrl;
    // A pull request's caches are scoped to it: a dispatch on its head branch cannot see them, but
    // this run's store artifact can be downloaded (from-run).
    const event = nonEmpty('GITHUB_EVENT_NAME');
    const runId = nonEmpty('GITHUB_RUN_ID');
    if ((event === 'pull_request' || event === 'pull_request_target') && runId !== undefined)
        context.fromRun = runId;
    return context;
}


/***/ }),

/***/ 22287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* binding */ ReportError),
/* harmony export */   Xe: () => (/* binding */ isReportError),
/* harmony export */   tD: () => (/* binding */ reportErrorCodes)
/* harmony export */ });
// The report layer's one error class. Rendering itself never fails on stored data (anything odd
// is shown, escaped); only a summary context that is not what the renderer accepts is refused.
const reportErrorCodes = [
    /** A SummaryContext field is not what renderRunSummary / runOutputs accept (the message names it). */
    'INVALID_SUMMARY_CONTEXT',
];
class ReportError extends Error {
    name = 'ReportError';
    code;
    /** The context field the error is about, e.g. `serverUrl`. */
    field;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.field = options.field;
    }
}
function isReportError(value, code) {
    // One code today; the comparison stays for the next one.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    return value instanceof ReportError && (code === undefined || value.code === code);
}


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   PP: () => (/* binding */ tableHead),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   X5: () => (/* binding */ cleanText),
/* harmony export */   j2: () => (/* binding */ escapePre),
/* harmony export */   jD: () => (/* binding */ tableRow),
/* harmony export */   kq: () => (/* binding */ escapeCell)
/* harmony export */ });
/* unused harmony export codePointName */
// Escaping untrusted text for the job summary. Every character that could start Markdown or
// HTML becomes a numeric character reference: a reference is always plain text to the parser
// (it never opens emphasis, a link, a code span, a table cell or a tag), so no combination of
// user strings can change the document's structure. Code spans are never used for such text.
// & < > " ' for HTML; the rest for Markdown and GitHub's extensions (| tables, ~ strikethrough,
// $ math). Autolinked URLs, :emoji: and @mentions are left as they are: they only produce what
// GitHub itself allows in any comment.
const alwaysEscaped = /[&<>"'`*_\[\]()#|\\~!$]/g;
// Block markers only matter at the start of a line (list items, setext/thematic lines).
const leadingBlockMarker = /^(\s*)([-+=.]|\d{1,9}[.)])/;
const newline = /\r\n|[\r\n\u0085\u2028\u2029]/g;
// C0/C1 controls (tab excepted).
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/**
 * Bidirectional formatting characters (embeddings, overrides, isolates, LRM/RLM, ALM): they
 * change the displayed order of the text around them ("trojan source"). A character reference
 * would not help (the renderer decodes it back into the control), so they are shown by name.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** The string with every unpaired surrogate replaced by U+FFFD: well-formed UTF-16, safe for encodeURIComponent and UTF-8 output. */
function wellFormed(value) {
    return value.replace(loneSurrogate, '\uFFFD');
}
const reference = (char) => `&#${char.codePointAt(0)};`;
/** `<U+202E>`: how a bidi control is shown (the caller escapes the angle brackets). */
function codePointName(char) {
    return `<U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}>`;
}
/** Cuts a string to at most `maxChars` code points (never inside a surrogate pair), marking the cut. */
function truncateText(value, maxChars) {
    if (value.length <= maxChars)
        return value;
    let out = '';
    let count = 0;
    for (const char of value) {
        if (count === maxChars)
            return `${out}…`;
        out += char;
        count += 1;
    }
    return out;
}
const printableAscii = /^[\x20-\x7e]*$/;
function clean(value) {
    if (printableAscii.test(value))
        return value; // the common case: nothing to replace
    return value
        .replace(loneSurrogate, '\uFFFD')
        .replace(controls, '\uFFFD')
        .replace(bidiControls, codePointName)
        .replaceAll('\t', ' ');
}
function escapeInline(value) {
    const lead = leadingBlockMarker.exec(value);
    const escaped = value.replace(alwaysEscaped, reference);
    if (lead === null)
        return escaped;
    // The marker's last character (`-`, `+`, `=`, `.`, `)`) is never in alwaysEscaped except `)`.
    const markerEnd = lead[0].length - 1;
    const char = value[markerEnd];
    if (char === ')')
        return escaped;
    const prefix = value.slice(0, markerEnd).replace(alwaysEscaped, reference);
    return prefix + reference(char) + value.slice(markerEnd + 1).replace(alwaysEscaped, reference);
}
/**
 * Untrusted text for a terminal: controls (ANSI escapes included) become U+FFFD, bidi controls are
 * shown by name, newlines become spaces unless kept (a command keeps a quoted newline).
 */
function cleanText(value, options = {}) {
    const cleaned = clean(value);
    return options.keepNewlines === true
        ? cleaned.replace(/\r\n|[\r\u0085\u2028\u2029]/g, '\n')
        : cleaned.replace(newline, ' ');
}
/** Untrusted text for a paragraph, list item or heading: one line, newlines become spaces. */
function escapeText(value, maxChars = 2000) {
    return escapeInline(clean(truncateText(value, maxChars)).replace(newline, ' '));
}
/** Untrusted text for a table cell: one line, newlines become `<br>` (added after escaping). */
function escapeCell(value, maxChars = 500) {
    return clean(truncateText(value, maxChars))
        .split(newline)
        .map((line) => breakable(line))
        .join('<br>');
}
// A table cell does not wrap inside a word, so one long path or ID would make the whole table
// scroll sideways: long words get `<wbr>` (a break opportunity, copied as nothing) after `/`,
// `-`, `_` or `.`, else every 20 characters.
const longWord = 24;
const breakAfter = /[/_.-]/;
// Marks a break opportunity before escaping: clean() turned every control into U+FFFD, so a NUL
// here can only be one of these marks.
const mark = '\u0000';
function markBreaks(word) {
    let out = '';
    let run = 0;
    for (const char of word) {
        out += char;
        run += 1;
        if (run >= longWord / 2 && (breakAfter.test(char) || run >= longWord - 4)) {
            out += mark;
            run = 0;
        }
    }
    return out.endsWith(mark) ? out.slice(0, -1) : out;
}
function breakable(line) {
    if (line.length <= longWord)
        return escapeInline(line);
    return escapeInline(line.replace(/\S{25,}/g, markBreaks)).replaceAll(mark, '<wbr>');
}
/**
 * Text inside `<pre><code>` (a raw HTML block): HTML-escaped only, so it renders exactly as
 * given; newlines and controls become character references so the block stays on one line and
 * nothing can end it early. Bidi controls are shown by name (`&lt;U+202E&gt;`): commands never
 * hold them (shellQuote spells them with printf), so this only guards other text.
 */
function escapePre(value) {
    return value
        .replace(loneSurrogate, '\uFFFD')
        .replace(/[&<>"']/g, reference)
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => (char === '\u0000' ? '\uFFFD' : reference(char)))
        .replace(bidiControls, (char) => codePointName(char).replace('<', '&#60;').replace('>', '&#62;'));
}
/** A table row from already-escaped cells. */
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
function tableHead(headers, align) {
    return [tableRow(headers), tableRow(headers.map((_, i) => (align?.[i] === 'right' ? '---:' : '---')))];
}


/***/ }),

/***/ 65679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ isReconcileRequest),
/* harmony export */   l: () => (/* binding */ reconcileRequestSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
// What a reconcile-attempt pause's request looks like: the one test the adapters and the report
// share to tell "a person must decide" from other pauses (policy or engine waits).

const reconcileRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('reconcile-attempt'), attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
/** Whether a pause's request asks a person to reconcile uncertain work (retry / complete / fail). */
function isReconcileRequest(request) {
    return reconcileRequestSchema.safeParse(request).success;
}


/***/ }),

/***/ 27916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ elapsedAt),
/* harmony export */   Iu: () => (/* binding */ closeBudget),
/* harmony export */   Mc: () => (/* binding */ remainingAt),
/* harmony export */   ak: () => (/* binding */ openBudget)
/* harmony export */ });
const ms = (iso) => Date.parse(iso);
function openBudget(budget, at) {
    return budget.openSince === null ? { spentMs: budget.spentMs, openSince: at } : budget;
}
function closeBudget(budget, at) {
    if (budget.openSince === null)
        return budget;
    return { spentMs: budget.spentMs + Math.max(0, ms(at) - ms(budget.openSince)), openSince: null };
}
/** Elapsed execution time at `now` (ms since epoch). */
function elapsedAt(budget, now) {
    if (budget.openSince === null)
        return budget.spentMs;
    return budget.spentMs + Math.max(0, now - ms(budget.openSince));
}
function remainingAt(budget, timeoutMs, now) {
    return timeoutMs === undefined ? null : Math.max(0, timeoutMs - elapsedAt(budget, now));
}


/***/ }),

/***/ 59725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ settledField),
/* harmony export */   FS: () => (/* binding */ foldRunnerEvents),
/* harmony export */   q2: () => (/* binding */ foldRunnerEvent)
/* harmony export */ });
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74949);
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27916);


function foldRunnerEvent(state, event) {
    const next = {
        ...state,
        eventCount: state.eventCount + 1,
        lastEventAt: event.at,
        session: Math.max(state.session, event.session),
    };
    if (_records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .settledTypes */ .bq.has(event.type)) {
        return {
            ...next,
            budget: (0,_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .closeBudget */ .Iu)(next.budget, event.at),
            backoff: null,
            settled: { type: event.type, at: event.at, session: event.session, data: event.data },
        };
    }
    switch (event.type) {
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.sessionStarted: {
            const data = _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .sessionStartedSchema */ .J3.safeParse(event.data);
            return {
                ...next,
                settled: null,
                resumeRefused: null,
                sessionLockToken: data.success ? (data.data.lockToken ?? null) : null,
            };
        }
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.workerLaunching: {
            const data = _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .workerLaunchingSchema */ .ze.safeParse(event.data);
            if (!data.success)
                return next;
            return {
                ...next,
                budget: (0,_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .openBudget */ .ak)(next.budget, event.at),
                launches: next.launches + 1,
                restartCount: Math.max(next.restartCount, data.data.restart),
                backoff: null,
                worker: {
                    launchId: data.data.launchId,
                    session: event.session,
                    launch: data.data.launch,
                    ownerId: data.data.ownerId,
                    launchedAt: event.at,
                    pid: null,
                    identity: null,
                    startedAt: null,
                    exitedAt: null,
                },
            };
        }
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.workerStarted: {
            const data = _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .workerStartedSchema */ .ZV.safeParse(event.data);
            if (!data.success || next.worker?.launchId !== data.data.launchId)
                return next;
            return {
                ...next,
                worker: { ...next.worker, pid: data.data.pid, identity: data.data.identity, startedAt: event.at },
            };
        }
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.workerExited:
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.workerCrashed: {
            const data = _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .workerExitSchema */ .KE.safeParse(event.data);
            if (!data.success || next.worker?.launchId !== data.data.launchId)
                return next;
            return { ...next, worker: { ...next.worker, exitedAt: event.at } };
        }
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.backoff: {
            const data = _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .backoffSchema */ .y0.safeParse(event.data);
            return data.success
                ? { ...next, backoff: data.data, restartCount: Math.max(next.restartCount, data.data.restart) }
                : next;
        }
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.restartAnchor:
            return { ...next, restartAnchor: { at: event.at, data: event.data } };
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.pauseAnchor:
            return { ...next, pauseAnchor: { at: event.at, data: event.data } };
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.adopted: {
            const data = _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .adoptedSchema */ .j.safeParse(event.data);
            // A takeover does not spend the time between the dead session's last activity and now.
            const lastActivity = data.success ? data.data.takeover?.lastActivityAt : undefined;
            const budget = lastActivity === undefined || lastActivity === null ? next.budget : (0,_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .closeBudget */ .Iu)(next.budget, lastActivity);
            const reopen = data.success ? data.data.reopen : undefined;
            if (reopen !== undefined) {
                // A person reopened a failed run: its restart allowance starts again (budgets go on).
                const entry = { at: event.at, ...reopen };
                return {
                    ...next,
                    budget,
                    settled: null,
                    backoff: null,
                    restartCount: 0,
                    reopened: [...(next.reopened ?? []), entry],
                };
            }
            return { ...next, budget, settled: null, backoff: null };
        }
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.cancelled: {
            const data = _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .cancelledSchema */ .HM.safeParse(event.data);
            // A cancel that found the run already ended cancelled nothing.
            return data.success && data.data.outcome === 'stopped'
                ? {
                    ...next,
                    cancelled: { reason: data.data.reason, by: data.data.by, at: event.at, requestedAt: data.data.requestedAt },
                }
                : next;
        }
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.resumeRefused: {
            const data = _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .resumeRefusedSchema */ .VK.safeParse(event.data);
            return data.success
                ? { ...next, resumeRefused: { at: event.at, code: data.data.code, reason: data.data.reason } }
                : next;
        }
        default:
            return next;
    }
}
function foldRunnerEvents(state, events) {
    let current = state;
    for (const event of events)
        current = foldRunnerEvent(current, event);
    return current;
}
/** Field of a settled record's data, if it is an object. */
function settledField(settled, key) {
    const data = settled?.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        return undefined;
    return data[key];
}


/***/ })

};

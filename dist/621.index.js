export const id = 621;
export const ids = [621];
export const modules = {

/***/ 22708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ reachedLimits),
/* harmony export */   I5: () => (/* binding */ budgetResumeCommand),
/* harmony export */   ck: () => (/* binding */ budgetRequestSchema)
/* harmony export */ });
/* unused harmony exports suggestedRaise, raiseCommand */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
// The command that resumes a budget pause (the run budget, or a node's max-cost-usd /
// max-tokens-total): with a raise of each reached limit, doubled until it is above what was spent,
// as a starting point, because a bare resume (or a raise to no more than was spent) would only
// pause again. Shared by the summary, the log and the outputs.


const budgetRequestSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('budget'),
    scope: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('node').optional(),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    spent: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() }),
    limit: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(), tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional() }),
    /** The calls whose usage was unknown when the pause was recorded (their count is what the summary says). */
    unknownCalls: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).optional(),
}));
/** A limit doubled until it is above what was spent: the smallest doubling that does not pause again at once. */
function suggestedRaise(limit, spent) {
    let value = limit > 0 ? limit : Math.max(spent, 1);
    do
        value *= 2;
    while (value <= spent);
    return Math.round(value * 1e6) / 1e6;
}
/** The resume command with each raise (Action inputs or CLI flags, as the command is). */
function raiseCommand(command, raises) {
    const dispatch = command.startsWith('gh ');
    const words = [command];
    for (const [field, value] of Object.entries(raises))
        words.push(dispatch ? `-f raise-budget-${field}=${value}` : `--raise-budget-${field} ${value}`);
    return words.join(' ');
}
/** The raise suggested for each limit the request reached (empty: it paused on calls of unknown usage). */
function reachedLimits(request) {
    const { spent, limit } = request;
    const raises = {};
    if (limit.usd !== undefined && spent.usd >= limit.usd)
        raises.usd = suggestedRaise(limit.usd, spent.usd);
    if (limit.tokens !== undefined && spent.tokens >= limit.tokens)
        raises.tokens = suggestedRaise(limit.tokens, spent.tokens);
    return raises;
}
/**
 * The command that answers a budget pause: `resume` plus a raise of each reached limit, or
 * `resume` as is when none was reached (resuming accepts the calls of unknown usage). Undefined
 * when the request is not a budget request.
 */
function budgetResumeCommand(request, resume) {
    const parsed = budgetRequestSchema().safeParse(request);
    if (!parsed.success)
        return undefined;
    const reached = reachedLimits(parsed.data);
    return Object.keys(reached).length === 0 ? resume : raiseCommand(resume, reached);
}


/***/ }),

/***/ 74506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K3: () => (/* binding */ spelledOutCodePoints),
/* harmony export */   O8: () => (/* binding */ reviewerVerdicts),
/* harmony export */   OU: () => (/* binding */ workflowPageUrl),
/* harmony export */   P$: () => (/* binding */ retryFailedCommand),
/* harmony export */   P0: () => (/* binding */ decisionOutputWords),
/* harmony export */   Tt: () => (/* binding */ takeoverCommand),
/* harmony export */   VJ: () => (/* binding */ resumeCommand),
/* harmony export */   Xh: () => (/* binding */ decisionCommands),
/* harmony export */   ZL: () => (/* binding */ shellQuote),
/* harmony export */   oO: () => (/* binding */ attemptLogCommands)
/* harmony export */ });
/* unused harmony export reconcileDecisions */
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
 * `'\''`. Invisible and bidi control characters are written as `"$(printf '\ooo\u2026')"` parts (POSIX
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
const reconcileDecisions = (/* unused pure expression or super */ null && (['retry', 'complete', 'fail']));
/** A review loop's reviewer records a verdict when completed by a decision (the runner refuses one without). */
const reviewerVerdicts = {
    pass: '{"verdict":"pass"}',
    revise: '{"verdict":"revise","findings":["\u2026"]}',
};
/** The words that pass a decision's output: `--output <json>`, or the dispatch input that carries it. */
function decisionOutputWords(context, output) {
    return context.workflowFile === undefined
        ? `--output ${shellQuote(output)}`
        : `-f ${context.inputNames.decisionOutput}=${shellQuote(output)}`;
}
function resumeCommand(context, target) {
    if (context.workflowFile === undefined) {
        const words = ['npx', 'supervised-run', 'resume', '--run-id', shellQuote(target.runId)];
        if (target.position !== undefined)
            words.push('--position', shellQuote(target.position));
        if (target.decision !== undefined)
            words.push('--decision', target.decision);
        if (target.answer !== undefined)
            words.push('--answer', shellQuote(target.answer));
        if (target.output !== undefined)
            words.push(decisionOutputWords(context, target.output));
        return [...words, ...cliLocationWords(context, true)].join(' ');
    }
    const names = context.inputNames;
    // Input names are validated ([A-Za-z_][A-Za-z0-9_-]*), so `name=` needs no quoting.
    const field = (name, value) => `-f ${name}=${shellQuote(value)}`;
    const words = ['gh', 'workflow', 'run', shellQuote((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .workflowFileName */ .Jo)(context.workflowFile)), ...repoWords(context)];
    if (context.ref !== undefined)
        words.push('--ref', shellQuote(context.ref));
    words.push(field(names.runId, target.runId));
    if (target.position !== undefined)
        words.push(field(names.position, target.position));
    if (target.decision !== undefined)
        words.push(field(names.decision, target.decision));
    if (target.answer !== undefined)
        words.push(field(names.answer, target.answer));
    if (target.output !== undefined)
        words.push(decisionOutputWords(context, target.output));
    if (context.fromRun !== undefined)
        words.push(field(names.fromRun, context.fromRun));
    return words.join(' ');
}
/** The CLI's `--root` (when `root`), `--store` and `--namespace` words, as the context names them. */
function cliLocationWords(context, root) {
    const where = context.cliLocation;
    if (where === undefined)
        return [];
    const words = [];
    if (root && where.root !== undefined)
        words.push('--root', shellQuote(where.root));
    if (where.store !== undefined)
        words.push('--store', shellQuote(where.store));
    if (where.namespace !== undefined)
        words.push('--namespace', shellQuote(where.namespace));
    return words;
}
/** The command that reopens a run whose nodes failed: its failed nodes run again, completed ones never. */
function retryFailedCommand(context, runId) {
    return context.workflowFile === undefined
        ? ['npx', 'supervised-run', 'retry-failed', '--run-id', shellQuote(runId), ...cliLocationWords(context, true)].join(' ')
        : `${resumeCommand(context, { runId })} -f retry-failed=true`;
}
/** The command that continues a run whose watchdog is gone, recording the takeover. */
function takeoverCommand(context, runId) {
    const flag = context.workflowFile === undefined ? '--takeover' : '-f takeover=true';
    return `${resumeCommand(context, { runId })} ${flag}`;
}
/**
 * `--repo [HOST/]OWNER/REPO` when the repository is known: without it gh takes the repository from
 * the git remotes of the directory it runs in, which fails outside a clone and, in a clone with
 * several remotes, is gh's default one (`gh repo set-default`), a fork for instance.
 */
function repoWords(context) {
    if (context.repository === undefined)
        return [];
    const host = context.serverUrl === undefined ? 'github.com' : new URL(context.serverUrl).host;
    return ['--repo', shellQuote(host === 'github.com' ? context.repository : `${host}/${context.repository}`)];
}
/**
 * The three decision commands of a reconcile request. At a review loop's reviewer (`reviewer`),
 * `complete` carries the verdict pass: a completion without a verdict is refused.
 */
function decisionCommands(context, runId, position, options = {}) {
    const output = options.reviewer === true ? { output: reviewerVerdicts.pass } : {};
    return {
        retry: resumeCommand(context, { runId, position, decision: 'retry' }),
        complete: resumeCommand(context, { runId, position, decision: 'complete', ...output }),
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
/** The commands that print one position's attempt logs, or every attempt's when `position` is null. */
function attemptLogCommands(report, position, context) {
    const { runId, namespace } = report.status;
    const inNamespace = namespace === 'default' ? '' : ` --namespace ${shellQuote(namespace)}`;
    const atPosition = position === null ? '' : ` --position ${shellQuote(position)}`;
    const print = `npx supervised-run logs --run-id ${shellQuote(runId)}${atPosition}${inNamespace}`;
    const { artifactName, artifactRunId } = report.evidence;
    if (artifactName === undefined || artifactRunId === undefined) {
        const store = context.cliLocation?.store;
        return { print: store === undefined ? print : `${print} --store ${shellQuote(store)}` };
    }
    // The artifact holds the run directory: unpacked where the CLI's default store keeps that run.
    const directory = `.supervised-run/${namespace}/runs/${runId}`;
    return {
        download: `${['gh', 'run', 'download', shellQuote(artifactRunId), ...repoWords(context)].join(' ')} -n ${shellQuote(artifactName)} -D ${shellQuote(directory)}`,
        print,
    };
}


/***/ }),

/***/ 70301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jo: () => (/* binding */ workflowFileName),
/* harmony export */   aH: () => (/* binding */ maxSummaryBytes),
/* harmony export */   l8: () => (/* binding */ summaryContextFromEnv),
/* harmony export */   lN: () => (/* binding */ parseSummaryContext)
/* harmony export */ });
/* unused harmony exports summaryContextSchema, parseWorkflowRef */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35203);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22287);
// SummaryContext: where the summary is read and how a person resumes from there. Its values come
// from the environment (GITHUB_*), so they are parsed with zod before they reach a command line.



/** GitHub's limit for one step's job summary. */
const maxSummaryBytes = 1_048_576;
// workflow_dispatch input names: a letter or `_` first, then letters, digits, `-` or `_`.
const inputName = (field, fallback) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/, `${field} must be a workflow_dispatch input name (a letter or "_", then letters, digits, "-" or "_")`)
    .default(fallback);
/** The workflow_dispatch input names the dispatch commands pass (the Action's own by default). */
const inputNamesSchema = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    runId: inputName('inputNames.runId', 'run-id'),
    position: inputName('inputNames.position', 'position'),
    decision: inputName('inputNames.decision', 'decision'),
    fromRun: inputName('inputNames.fromRun', 'from-run'),
    answer: inputName('inputNames.answer', 'answer'),
    decisionOutput: inputName('inputNames.decisionOutput', 'decision-output'),
})
    .prefault({});
/** The store the CLI found the run in, which its printed commands name again. */
const cliLocationSchema = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    store: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(4096).optional(),
    namespace: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200).optional(),
    root: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(4096).optional(),
});
const summaryContextSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
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
    inputNames: inputNamesSchema(),
    /**
     * A workflow run ID every dispatch command passes as from-run: a pull request's caches are
     * visible only to that pull request, so a dispatch restores the store from this run's artifact.
     */
    fromRun: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[1-9][0-9]{0,19}$/, 'fromRun must be a workflow run ID')
        .optional(),
    /**
     * A re-run of the job that writes this summary ("Re-run jobs" on its workflow run) would reopen
     * a run that failed because nodes failed (the Action knows: that job saved the run, and had no
     * position input). Absent: the summary offers the retry-failed command alone.
     */
    rerunReopens: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    /**
     * Another job drives the run now (it claimed the session the job that writes this summary was
     * refused): what is stored here is the run before that job's work, so the summary, the step
     * outputs and the log give no commands to answer or resume it (they would race that job).
     */
    drivenElsewhere: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    /**
     * Where the CLI that prints the commands found the run (absent in the Action): its CLI commands
     * name the same store (`--store`, `--namespace`), and resume and retry-failed the same `--root`.
     */
    cliLocation: cliLocationSchema().optional(),
    /** Byte limit of the rendered Markdown (the Action may keep room for its own lines). */
    maxBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .min(64 * 1024, 'maxBytes must be at least 65536')
        .max(maxSummaryBytes, `maxBytes must be at most ${maxSummaryBytes}`)
        .default(maxSummaryBytes),
}));
function parseSummaryContext(context) {
    const parsed = summaryContextSchema().safeParse(context);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const field = issue === undefined || issue.path.length === 0 ? undefined : issue.path.join('.');
    const message = issue?.message ?? 'invalid summary context';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ReportError */ .$g('INVALID_SUMMARY_CONTEXT', field === undefined ? message : `${field}: ${message}`, field === undefined ? {} : { field });
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

/***/ 62346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kv: () => (/* binding */ endsFailedCauseText),
/* harmony export */   _A: () => (/* binding */ endsFailedSentences),
/* harmony export */   hf: () => (/* binding */ endsFailedOf),
/* harmony export */   x3: () => (/* binding */ noNewNodeCause),
/* harmony export */   z2: () => (/* binding */ dispatchStopFrom)
/* harmony export */ });
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94995);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65781);
// A paused run whose end is already decided: a required node failed for good, a review loop ran out
// of rounds, or the dispatch limit stopped it. Answering what waits lets the finally nodes run and
// the run end, but cannot make it complete: the status and the summary say so, and what an answer
// still decides (what the finally nodes that need the paused node are told), so a person is not
// led to think the answer matters for the outcome.


function dispatchStopFrom(graphEvents) {
    let stop;
    for (const event of graphEvents) {
        if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .graphEventTypes */ .w8.runReopened && (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runReopenedSchema */ .ds)().safeParse(event.data).success)
            stop = undefined;
        if (event.type !== _graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .graphEventTypes */ .w8.dispatchLimitReached)
            continue;
        const parsed = (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .dispatchLimitReachedSchema */ .PU)().safeParse(event.data);
        // The first record holds (as the DAG form folds it), until a reopening.
        if (parsed.success && stop === undefined)
            stop = { code: parsed.data.code, message: parsed.data.message, maxDispatches: parsed.data.maxDispatches };
    }
    return stop;
}
/** The first required node (graph order) whose latest position failed: it failed for good. */
function requiredFailure(report) {
    const graphNodes = report.graphNodes;
    // Without the graph's nodes, which failures are optional is unknown: claim nothing.
    if (graphNodes === undefined)
        return undefined;
    const latest = new Map();
    for (const occurrence of report.status.nodes)
        latest.set(occurrence.nodeId, occurrence);
    const exhausted = new Map((report.reviewLoops ?? []).map((loop) => [loop.reviewer, loop]));
    for (const node of graphNodes) {
        if (node.optional)
            continue;
        const loop = exhausted.get(node.id);
        if (loop?.exhausted === 'fail')
            return { kind: 'review', reviewer: node.id, rounds: loop.rounds.at(-1)?.round ?? loop.limit ?? 0 };
        const at = latest.get(node.id);
        if (at?.state === 'failed')
            return { kind: 'node', nodeId: node.id, position: at.position, code: at.code };
    }
    return undefined;
}
/**
 * Why no node but the finally nodes starts again (nor a review loop sends work back), whatever
 * the run's phase: the dispatch limit stopped it, or a required node failed for good.
 */
function noNewNodeCause(report) {
    // A stop outranks a failure: the DAG form fails with the stop's code once its finally nodes ran.
    const stop = report.dispatchStop;
    return stop === undefined ? requiredFailure(report) : { kind: 'stop', maxDispatches: stop.maxDispatches };
}
/** For a paused run that can no longer complete: why, and what answering `pausedNodes` still decides. */
function endsFailedOf(report, pausedNodes) {
    if ((0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .reportResult */ .i)(report).kind !== 'pause')
        return undefined;
    const stop = report.dispatchStop;
    const cause = noNewNodeCause(report);
    if (cause === undefined)
        return undefined;
    const code = stop?.code ?? (cause.kind === 'review' ? 'REVIEW_EXHAUSTED' : 'DAG_NODE_FAILED');
    const finallyNodes = (report.graphNodes ?? []).filter((node) => node.finally === true);
    const decides = [...new Set(pausedNodes)].flatMap((nodeId) => {
        const needing = finallyNodes.filter((node) => node.needs.includes(nodeId)).map((node) => node.id);
        return needing.length === 0 ? [] : [{ nodeId, finally: needing }];
    });
    return { code, cause, decides, hasFinally: finallyNodes.length > 0 };
}
/** `required node "bad" failed (EFFECT_FAILED)`, with values passed through `text` (escaping). */
function endsFailedCauseText(cause, text) {
    if (cause.kind === 'stop')
        return `its dispatch limit of ${cause.maxDispatches} was reached`;
    if (cause.kind === 'review')
        return `review "${text(cause.reviewer)}" still asked for changes after its last round (${cause.rounds})`;
    return `required node "${text(cause.nodeId)}" failed${cause.code === null ? '' : ` (${text(cause.code)})`}`;
}
/**
 * The sentences under "what waits": the run ends failed whatever the answer, no other node starts,
 * and which finally nodes the answers still inform (or that they inform none).
 */
function endsFailedSentences(endsFailed, text) {
    const sentences = [
        `The run will end failed (${text(endsFailed.code)}) whatever the answer: ${endsFailedCauseText(endsFailed.cause, text)}, so no other node starts; answering only lets ${endsFailed.hasFinally ? 'the finally nodes run and ' : ''}the run end.`,
    ];
    for (const { nodeId, finally: needing } of endsFailedDecides(endsFailed))
        sentences.push(`Answering ${text(nodeId)} still decides what ${needing.length === 1 ? 'finally node' : 'finally nodes'} ${needing.map(text).join(', ')} ${needing.length === 1 ? 'is' : 'are'} told (${needing.length === 1 ? 'it needs' : 'they need'} ${text(nodeId)}).`);
    return sentences;
}
const endsFailedDecides = (endsFailed) => endsFailed.decides.slice(0, 10);


/***/ }),

/***/ 22287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* binding */ ReportError),
/* harmony export */   Xe: () => (/* binding */ isReportError)
/* harmony export */ });
/* unused harmony export reportErrorCodes */
// The report layer's one error class. Rendering itself never fails on stored data (anything odd
// is shown, escaped); only a summary context that is not what the renderer accepts is refused.
const reportErrorCodes = (/* unused pure expression or super */ null && ([
    /** A SummaryContext field is not what renderRunSummary / runOutputs accept (the message names it). */
    'INVALID_SUMMARY_CONTEXT',
]));
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
/* harmony export */   TN: () => (/* binding */ oneLine),
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
// $ math). Autolinked URLs and :emoji: are left as they are: they only produce what GitHub itself
// allows in any comment.
const alwaysEscaped = /[&<>"'`*_\[\]()#|\\~!$]/g;
// GitHub links (and notifies) `@login`, `@org/team`, `#123`, `owner/repo#123` and `GH-123` in the
// rendered text, character references or not: a zero-width space after the `@`, the `#` or `GH`
// keeps such text from pinging anyone or linking an issue, and reads the same.
const zeroWidthSpace = '&#8203;';
// An `@` after a letter or digit (`user@example.com`, a cache key's `<run-id>@claim`) is no mention,
// and stays as it is, so such text copies as printed.
const mentionOrReference = /(?<![A-Za-z0-9])@(?=[A-Za-z0-9])|&#35;(?=[0-9])|(?<![A-Za-z0-9])(GH)(?=-[0-9])/gi;
function unlinked(escaped) {
    return escaped.replace(mentionOrReference, (match) => `${match}${zeroWidthSpace}`);
}
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
            return `${out}\u2026`;
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
        return unlinked(escaped);
    // The marker's last character (`-`, `+`, `=`, `.`, `)`) is never in alwaysEscaped except `)`.
    const markerEnd = lead[0].length - 1;
    const char = value[markerEnd];
    if (char === ')')
        return unlinked(escaped);
    const prefix = value.slice(0, markerEnd).replace(alwaysEscaped, reference);
    return unlinked(prefix + reference(char) + value.slice(markerEnd + 1).replace(alwaysEscaped, reference));
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
/**
 * Untrusted text as one line for a terminal or a log (cleanText), at most `max` characters: a
 * longer one is cut, never inside a surrogate pair, and ends with `\u2026`.
 */
function oneLine(value, max = 300) {
    const flat = cleanText(value);
    return flat.length <= max ? flat : truncateText(flat, max - 1);
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

/***/ 12011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   BC: () => (/* binding */ shortHash),
/* harmony export */   D5: () => (/* binding */ pauseWhyParts),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   lw: () => (/* binding */ spentOfLimit),
/* harmony export */   pq: () => (/* binding */ countOf)
/* harmony export */ });
// Figures as text: counts, durations, USD. Only numbers we computed pass through here, never
// user strings, so the results need no escaping (they contain digits, `,`, `.` and letters).
function formatCount(value) {
    // Not toLocaleString: the summary must not depend on the runner's ICU data (and this is faster).
    if (value >= 0 && value < 1000 && Number.isInteger(value))
        return String(value);
    return Number.isSafeInteger(value) ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(value);
}
/** `1 line`, `2 lines`, `1,200 lines`: a count with its noun, singular for one. */
function countOf(value, one, many = `${one}s`) {
    return `${formatCount(value)} ${value === 1 ? one : many}`;
}
/** `missing` stands for no (or no valid) figure: the summary's `\u2014`, a terminal's `-`. */
function formatDuration(ms, missing = '\u2014') {
    if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0)
        return missing;
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    const seconds = ms / 1000;
    if (seconds < 60)
        return `${seconds.toFixed(1)} s`;
    const totalSeconds = Math.round(seconds);
    const hours = Math.floor(totalSeconds / 3600);
    const minutes = Math.floor((totalSeconds % 3600) / 60);
    const rest = totalSeconds % 60;
    return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min ${rest} s`;
}
/** USD without `$` (GitHub renders `$\u2026$` as math): `0.0123 USD`, `12.50 USD`. */
function formatUsd(usd) {
    if (!Number.isFinite(usd))
        return 'unknown';
    if (usd === 0)
        return '0 USD';
    // Thousands grouped as token counts are ("1,234.57 USD"), so a large figure reads at a glance.
    const dollars = usd.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',');
    return `${usd >= 1 ? dollars : usd >= 0.0001 ? usd.toFixed(4) : 'under 0.0001'} USD`;
}
/** The figure of a budget or cap, without its unit: cents when exact (`1.20`), else four places (`0.0123`). */
function limitFigure(usd) {
    return Math.abs(Math.round(usd * 100) - usd * 100) < 1e-6 ? usd.toFixed(2) : usd.toFixed(4);
}
/**
 * What was spent of a limit (a run budget, a node's cap), money as everywhere in the report (`USD`
 * after the figure, never `$`): `0.04 of 0.10 USD, 9,150 of 10,000 tokens`, with `spent` after each
 * figure when `verb` is given (`0.04 USD spent of 0.10`); null without a limit.
 * Missing usage is never zero: with calls of unknown cost (`unknownCalls`) the dollars are a lower
 * bound (`\u2265 0.04 of 0.10 USD`), or `unknown` when nothing was priced; tokens are `unknown` when no call was
 * measured and a lower bound when some were not (`tokenState: 'partial'`), as the usage table says.
 */
function spentOfLimit(spending, options = {}) {
    const { spent, limit } = spending;
    const verb = options.verb === true;
    const parts = [];
    if (limit.usd !== undefined) {
        const unknownCost = (spending.unknownCalls ?? 0) > 0;
        const limitText = limitFigure(limit.usd);
        const bound = unknownCost ? '\u2265 ' : '';
        // As the token figures read: `X of Y USD`, `X USD spent of Y`.
        if (unknownCost && spent.usd === 0)
            parts.push(verb ? `an unknown amount spent of ${limitText} USD` : `unknown of ${limitText} USD`);
        else if (verb)
            parts.push(`${bound}${limitFigure(spent.usd)} USD spent of ${limitText}`);
        else
            parts.push(`${bound}${limitFigure(spent.usd)} of ${limitText} USD`);
    }
    if (limit.tokens !== undefined) {
        const unknownTokens = spent.tokens === null || options.tokenState === 'unknown';
        const bound = options.tokenState === 'partial' ? '\u2265 ' : '';
        const tokens = unknownTokens ? 'unknown' : `${bound}${formatCount(spent.tokens ?? 0)}`;
        parts.push(verb
            ? `${tokens} tokens spent of ${formatCount(limit.tokens)}`
            : `${tokens} of ${formatCount(limit.tokens)} tokens`);
    }
    return parts.length === 0 ? null : parts.join(options.separator ?? ', ');
}
/** First 12 hex digits of a digest: enough to compare by eye. */
function shortHash(hash) {
    return hash.slice(0, 12);
}
/**
 * A pause's code and reason as the parts to show (`INTERRUPTED`, `interrupted by SIGINT`): a
 * reason that only repeats the code (`INTERRUPTED: interrupted`) is left out, as are empty parts.
 */
function pauseWhyParts(code, reason) {
    const repeats = reason?.trim().toLowerCase() === code?.toLowerCase().replaceAll('_', ' ');
    return [code ?? '', repeats ? '' : (reason ?? '')].filter((part) => part !== '');
}


/***/ }),

/***/ 40834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GN: () => (/* binding */ openGate),
/* harmony export */   R: () => (/* binding */ firstOptionCommand),
/* harmony export */   Tp: () => (/* binding */ answerCommands)
/* harmony export */ });
/* unused harmony export maxOptionCommands */
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42209);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74506);
// The commands that answer a gate: a choice field with few options gets one exact command per
// option, and a gate without one, a command per value of its yes/no field (the other fields at
// their defaults or as placeholders to fill in); otherwise one command whose answer shows every
// field with a placeholder.


/** A choice with at most this many options gets a command per option. */
const maxOptionCommands = 5;
function placeholder(field) {
    if (field.type === 'choice')
        return `<${(field.options ?? []).join('|')}>`;
    if (field.type === 'boolean')
        return '<true|false>';
    if (field.type === 'number')
        return '<number>';
    return `<${field.name}>`;
}
/** Required fields without a default need a value; optional ones are left out (defaults apply). */
function baseAnswer(request, except) {
    const values = {};
    let open = false;
    for (const field of request.fields) {
        if (field.name === except || !field.required || field.default !== undefined)
            continue;
        values[field.name] = placeholder(field);
        open = true;
    }
    return { values, open };
}
/**
 * The field that gets a command per value: a choice with few options (a required one first), else
 * a required yes/no field, or the gate's only field when it is one (`true`, then `false`).
 * Undefined when there is none.
 */
function pickedField(request) {
    const choices = request.fields.filter((f) => f.type === 'choice');
    const choice = choices.find((f) => f.required) ?? choices[0];
    if (choice !== undefined)
        return (choice.options ?? []).length <= maxOptionCommands
            ? { field: choice, options: choice.options ?? [] }
            : undefined;
    // An optional yes/no beside other fields is a detail (a dry run), not the decision.
    const booleans = request.fields.filter((f) => f.type === 'boolean');
    const yesNo = booleans.find((f) => f.required) ?? (request.fields.length === 1 ? booleans[0] : undefined);
    return yesNo === undefined ? undefined : { field: yesNo, options: [true, false] };
}
function answerCommands(context, runId, position, request) {
    const command = (values) => (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .resumeCommand */ .VJ)(context, { runId, position, answer: JSON.stringify(values) });
    const pick = pickedField(request);
    if (pick !== undefined) {
        const { values, open } = baseAnswer(request, pick.field.name);
        return pick.options.map((option) => ({
            label: `${pick.field.name} = ${typeof option === 'string' ? option : JSON.stringify(option)}`,
            command: command({ [pick.field.name]: option, ...values }),
            placeholders: open,
        }));
    }
    const { values, open } = baseAnswer(request, undefined);
    return [{ label: open ? 'fill in the values' : 'answer', command: command(values), placeholders: open }];
}
/**
 * The command that answers a gate with its first option when that is a complete answer: one field
 * decides the gate (a choice of few options, or a yes/no field: `true` first) and every other field
 * is optional or has a default. Undefined otherwise (several choices, many options, or a required
 * value to fill in): which answer to give is then the person's, and automation reads the `gate`
 * output instead.
 */
function firstOptionCommand(request, commands) {
    const picked = pickedField(request);
    const first = commands[0];
    if (picked === undefined || picked.options.length === 0 || first === undefined || first.placeholders)
        return undefined;
    if (request.fields.filter((f) => f.type === 'choice').length > 1)
        return undefined;
    return first.command;
}
/** The open gate at `position` of a stored run (not past its deadline) with its answer commands. */
function openGate(status, context, position, now = new Date()) {
    const pause = status.pauses.find((p) => p.position === position);
    const request = pause === undefined ? undefined : (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseGateRequest */ .EL)(pause.request);
    if (request === undefined || (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .gateExpired */ .f_)(request, now))
        return undefined;
    return { request, question: request.question, commands: answerCommands(context, status.runId, position, request) };
}


/***/ }),

/***/ 17512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UD: () => (/* binding */ heldSendBacks),
/* harmony export */   dn: () => (/* binding */ heldStepText),
/* harmony export */   op: () => (/* binding */ heldSendBackText)
/* harmony export */ });
/* unused harmony export waitsForText */
/* harmony import */ var _ends_failed_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62346);
/* harmony import */ var _node_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34876);
/* harmony import */ var _budget_commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22708);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12011);
// A review loop's send-back that waits. A reviewer asked for changes, but the DAG form records a
// send-back only once nothing else is open (a pause outranks it, by design): a gate in another
// lane, a reconcile or budget pause holds it until it is answered, and work still in flight until
// it ends. In the last round the same holds the loop's end (rounds ran out). Status and the summary
// say what it waits for, so nobody wonders why the loop does not go on.




/** The open pauses (and positions in flight) that hold a send-back, in the plan's order. */
function holdingPositions(report, plan) {
    if ((0,_node_state_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnding */ .nH)(report) === 'live')
        return report.status.active.map((active) => ({ position: active.position, kind: 'in-flight' }));
    const waiting = plan.waiting.map((pause) => ({
        position: pause.position,
        kind: pause.gate !== undefined ? 'gate' : (0,_budget_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .budgetRequestSchema */ .ck)().safeParse(pause.request).success ? 'budget' : 'policy',
    }));
    const inFlight = (plan.run?.positions ?? []).map((position) => ({ position, kind: 'in-flight' }));
    return [
        ...(plan.runFirst ? inFlight : []),
        ...plan.reconcile.map((request) => ({ position: request.position, kind: 'reconcile' })),
        ...waiting,
        ...(plan.runFirst ? [] : inFlight),
    ];
}
/**
 * The loops whose reviewer asked for changes in its latest round with no send-back (or end of the
 * loop) recorded for it yet, in a run that can still go on, with what holds each.
 */
function heldSendBacks(report, plan) {
    const ending = (0,_node_state_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnding */ .nH)(report);
    if (ending !== 'live' && ending !== 'interrupted')
        return [];
    // After a required failure or a stop the DAG form records no send-back at all.
    if ((0,_ends_failed_js__WEBPACK_IMPORTED_MODULE_2__/* .noNewNodeCause */ .x3)(report) !== undefined)
        return [];
    const held = [];
    for (const loop of report.reviewLoops ?? []) {
        const last = loop.rounds.at(-1);
        if (last === undefined || last.verdict !== 'revise' || loop.exhausted !== undefined)
            continue;
        if (loop.sentBack !== undefined && loop.sentBack.round > last.round)
            continue;
        const waitsFor = holdingPositions(report, plan);
        if (waitsFor.length === 0)
            continue;
        const review = report.graphNodes?.find((node) => node.id === loop.reviewer)?.review;
        held.push({
            reviewer: loop.reviewer,
            target: loop.target ?? review?.sendsBackTo,
            round: last.round,
            limit: loop.limit ?? review?.rounds,
            findings: last.findings,
            waitsFor,
        });
    }
    return held;
}
const until = {
    gate: ['the gate ', ' is answered'],
    reconcile: ['', ' is reconciled'],
    budget: ['', ' is resumed (a budget pause)'],
    policy: ['', ' is resumed'],
    'in-flight': ['', ' ends'],
};
/** `the gate dag/approve/1 is answered`, `dag/a/1 is reconciled and 2 more are settled` (at most 3 named). */
function waitsForText(waitsFor, text) {
    const named = waitsFor.slice(0, 3).map(({ position, kind }) => {
        const [before, after] = until[kind];
        return `${before}${text(position)}${after}`;
    });
    const more = waitsFor.length - named.length;
    if (more > 0)
        named.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(more, 'more pause', 'more pauses')} ${more === 1 ? 'is' : 'are'} settled`);
    return named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}
const isLastRound = (held) => held.limit !== undefined && held.round >= held.limit;
/**
 * What waits and until when, after "asked for changes": `sending draft back for round 2 waits until
 * the gate dag/approve/1 is answered`; in the last round, `its loop ends (rounds ran out) once \u2026`.
 */
function heldStepText(held, text) {
    const waits = waitsForText(held.waitsFor, text);
    if (isLastRound(held))
        return `its loop ends (rounds ran out) once ${waits}`;
    const target = held.target === undefined ? 'the work' : text(held.target);
    return `sending ${target} back for round ${held.round + 1} waits until ${waits}`;
}
/**
 * One clause, the reviewer first: `check asked for changes in round 1 of 3 (1 finding); sending
 * draft back for round 2 waits until the gate dag/approve/1 is answered`.
 */
function heldSendBackText(held, text) {
    const of = held.limit === undefined ? '' : ` of ${held.limit}`;
    const findings = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(held.findings, 'finding');
    const round = isLastRound(held)
        ? `its last round (${held.round}${of}, ${findings})`
        : `round ${held.round}${of} (${findings})`;
    return `${text(held.reviewer)} asked for changes in ${round}; ${heldStepText(held, text)}`;
}


/***/ }),

/***/ 33659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ liveNote)
/* harmony export */ });
/* harmony import */ var _node_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34876);
// What waits in a run that still runs (another lane is in flight): its commands cannot be used yet.
// The process that drives the run holds its lock, so a CLI resume is refused (PROCESS_LOCKED) until
// the run pauses; a dispatch would start a job on a store saved before this work. Said beside the
// commands, with what to do meanwhile, so nobody runs one that fails.

/**
 * Undefined unless the run is live; `dispatches`: the commands are workflow dispatches (the Action);
 * `meanwhile: false`: leave out what to do meanwhile (the caller gives its own command for it).
 */
function liveNote(report, dispatches, text, { meanwhile = true } = {}) {
    if ((0,_node_state_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnding */ .nH)(report) !== 'live')
        return undefined;
    const active = report.status.active.map((occurrence) => occurrence.position);
    const shown = active.slice(0, 5).map(text).join(', ');
    const more = active.length > 5 ? ` and ${active.length - 5} more` : '';
    const inFlight = active.length === 0 ? '' : ` (${shown}${more} in flight)`;
    return dispatches
        ? `The run is still running${inFlight}: dispatch these once it has paused; the summary of the job that drives it then lists what still waits.`
        : `The run is still running${inFlight}: these commands work once it pauses; until then a resume is refused (PROCESS_LOCKED: the process that drives the run holds it).${meanwhile ? ' Meanwhile, supervised-run status --watch follows the run and prints what waits once it pauses.' : ''}`;
}


/***/ }),

/***/ 34876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   If: () => (/* binding */ budgetTurnText),
/* harmony export */   O: () => (/* binding */ positionStateText),
/* harmony export */   nH: () => (/* binding */ runEnding),
/* harmony export */   s1: () => (/* binding */ nodeRows),
/* harmony export */   v: () => (/* binding */ nodeStates)
/* harmony export */ });
/* unused harmony export runEndingOf */
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79849);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
// What is true of each node of the graph once the run has ended (or at the time of a snapshot):
// a node in flight when every process stopped is interrupted or stopped, not "running"; a node
// that never ran is not run, or blocked by a need that failed (optional or not: the DAG form
// blocks every node that needs a failed node, transitively); a node a review loop sent back that
// did not run again in the new round is judged like one that never ran, not by its earlier
// result. One place decides (nodeState) and one says it (stateText in node-state-text.ts): a new
// outcome is a new kind in both.


function runEnding(report) {
    return runEndingOf(report.status.phase);
}
/** How a run in this phase ended (or that it is live), for the positions it left in flight. */
function runEndingOf(phase) {
    if (phase === 'starting' || phase === 'running' || phase === 'backoff')
        return 'live';
    if (phase === 'interrupted' || phase === 'orphaned' || phase === 'paused')
        return 'interrupted';
    if (phase === 'stopped')
        return 'stopped';
    if (phase === 'timeout')
        return 'timed-out';
    return 'settled';
}
/** Rows in graph order (the DAG's, when known; else the order nodes were first dispatched). */
function nodeRows(report) {
    const byNode = new Map();
    for (const occurrence of report.status.nodes) {
        const list = byNode.get(occurrence.nodeId);
        if (list === undefined)
            byNode.set(occurrence.nodeId, [occurrence]);
        else
            list.push(occurrence);
    }
    const recordedPhase = (occurrences) => occurrences.find((occurrence) => occurrence.planPhase !== null)?.planPhase ?? null;
    const rows = (report.graphNodes ?? []).map((node) => {
        const occurrences = byNode.get(node.id) ?? [];
        return {
            nodeId: node.id,
            occurrences,
            needs: node.needs,
            optional: node.optional,
            planPhase: node.phase ?? recordedPhase(occurrences),
            ...(node.finally === true ? { finally: true } : {}),
            ...(node.conditional === true ? { conditional: true } : {}),
        };
    });
    const listed = new Set(rows.map((row) => row.nodeId));
    for (const [nodeId, occurrences] of byNode)
        if (!listed.has(nodeId))
            rows.push({ nodeId, occurrences, needs: [], optional: false, planPhase: recordedPhase(occurrences) });
    return rows;
}
/** Each row's state; a row's needs are decided before it (graph order). */
function nodeStates(report, rows, options) {
    const { decisions } = options;
    const held = new Map((options.heldSendBacks ?? []).map((entry) => [entry.reviewer, entry]));
    const context = {
        ending: runEnding(report),
        endsFailed: options.endsFailed,
        orphaned: report.status.phase === 'orphaned',
        cancelled: report.status.cancelled != null,
        decisions,
        decided: new Map(),
        sentBack: sentBackNotRun(report),
    };
    const exhausted = new Map((report.reviewLoops ?? []).map((loop) => [loop.reviewer, loop.exhausted]));
    return rows.map((row) => {
        const ended = withOutcome(nodeState(row, context), exhausted.get(row.nodeId), row.optional);
        // A completed reviewer that asked for changes: what its send-back waits for.
        const waiting = ended.kind === 'completed' ? held.get(row.nodeId) : undefined;
        const state = waiting === undefined ? ended : { kind: 'send-back-held', held: waiting };
        context.decided.set(row.nodeId, { state: ended, finally: row.finally === true });
        return state;
    });
}
/**
 * The nodes each loop's latest send-back put back on its path that have no position in the round
 * it opened: they wait to run again (or never will), so their earlier result no longer stands.
 */
function sentBackNotRun(report) {
    const notRun = new Map();
    for (const loop of report.reviewLoops ?? []) {
        const sent = loop.sentBack;
        if (sent === undefined)
            continue;
        const positions = loop.rounds.find((round) => round.round === sent.round)?.positions ?? [];
        const ran = new Set(positions.map((position) => (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDagPosition */ .pj)(position)?.nodeId));
        for (const nodeId of sent.nodes)
            if (!ran.has(nodeId))
                notRun.set(nodeId, { round: sent.round, reviewer: nodeId === loop.reviewer });
    }
    return notRun;
}
/**
 * A reviewer that completed its last round asking for changes it did not get: failed for it
 * (`when-exhausted: fail`) or passed with a warning, not a bare "completed". A failed optional
 * node says its failure did not fail the run.
 */
function withOutcome(state, exhausted, optional) {
    const ended = state.kind === 'completed' && exhausted !== undefined
        ? { ...state, kind: exhausted === 'fail' ? 'failed' : state.kind, exhausted }
        : state;
    return ended.kind === 'failed' && optional ? { ...ended, optional: true } : ended;
}
function nodeState(row, context) {
    const round = context.sentBack.get(row.nodeId);
    const last = round === undefined ? row.occurrences.at(-1) : undefined;
    if (last === undefined)
        return notDispatched(row, context, round);
    const { ending } = context;
    switch (last.state) {
        case 'completed':
        case 'failed':
            return {
                kind: last.state,
                code: last.code,
                reconciled: last.reconciled,
                ...(last.answered == null ? {} : { answeredBy: last.answered.answeredBy }),
            };
        case 'skipped':
            return { kind: 'unmet', reason: last.message };
        case 'paused':
            if (ending === 'stopped' || ending === 'timed-out' || ending === 'settled')
                return { kind: 'unanswered', ending: unansweredEnding(ending, context.cancelled) };
            return { kind: context.decisions.has(last.position) ? 'decision' : 'paused' };
        case 'running':
        case 'dispatched':
            if (ending === 'live' && last.state === 'running' && last.budgetTurn !== undefined)
                return { kind: 'budget-turn', after: turnNodes(last.budgetTurn.after) };
            if (ending === 'live')
                return { kind: last.state === 'running' ? 'running' : 'starting' };
            return context.orphaned ? { kind: 'lost' } : { kind: leftInFlight(ending) };
    }
}
/** The nodes of the positions a turn waits after (a node once, in their order). */
function turnNodes(positions) {
    return [...new Set(positions.map((position) => (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDagPosition */ .pj)(position)?.nodeId ?? position))];
}
function unansweredEnding(ending, cancelled) {
    if (ending === 'settled')
        return 'ended';
    return ending === 'stopped' && cancelled ? 'cancelled' : ending;
}
/** A node not dispatched (or not again in the round its loop sent it back for). */
function notDispatched(row, context, round) {
    const because = blockingNeeds(row, context.decided);
    const inRound = round === undefined ? {} : { round };
    const { ending } = context;
    if (because.length > 0) {
        const failed = [...new Set(because.flatMap((entry) => entry.blockedBy ?? [entry.need]))];
        return { kind: 'blocked', because, failed, ended: ending !== 'live' && ending !== 'interrupted', ...inRound };
    }
    // A paused run that ends failed whatever the answer starts no node but its finally nodes.
    if (ending === 'interrupted' && context.endsFailed !== undefined && row.finally !== true)
        return { kind: 'will-not-run', cause: context.endsFailed, ...inRound };
    if (row.finally === true && (ending === 'stopped' || ending === 'timed-out'))
        return { kind: 'finally-not-run', ending };
    return { kind: ending === 'live' ? 'waiting' : ending === 'interrupted' ? 'not-yet' : 'not-run', ...inRound };
}
/**
 * The needs that failed or were blocked. A finally node needs the other nodes for their outputs
 * only (it runs whatever their outcome): only its finally needs can block it.
 */
function blockingNeeds(row, decided) {
    const because = [];
    // A conditional node runs once its needs settle, failed ones included (it reads their outcomes).
    if (row.conditional === true)
        return because;
    for (const need of row.needs) {
        const entry = decided.get(need);
        if (entry === undefined || (row.finally === true && !entry.finally))
            continue;
        if (entry.state.kind === 'failed')
            because.push({ need });
        else if (entry.state.kind === 'blocked')
            because.push({ need, blockedBy: entry.state.failed });
    }
    return because;
}
/**
 * A listed position's state as a person should read it: one still `running` or `dispatched` in a
 * run that has ended is `interrupted`, `timed out` or `stopped` (no process runs it any more); one
 * still `paused` in a run that ended for good is `not answered` (nobody will answer it).
 */
function positionStateText(state, phase, budgetTurn) {
    const ending = runEndingOf(phase);
    if (state === 'running' && ending === 'live' && budgetTurn !== undefined)
        return budgetTurnText(budgetTurn.after);
    if (state === 'paused' && (ending === 'stopped' || ending === 'timed-out' || ending === 'settled'))
        return 'not answered';
    if ((state !== 'running' && state !== 'dispatched') || ending === 'live')
        return state;
    if (phase === 'orphaned')
        return 'in flight (watchdog lost)';
    return leftInFlight(ending).replace('-', ' ');
}
/** `waiting for its budget turn (after dag/a/1)`: a running position whose engine call waits (status, one line). */
function budgetTurnText(after) {
    const shown = after.slice(0, 3).map((position) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(position, 60));
    const more = after.length > shown.length ? ` and ${after.length - shown.length} more` : '';
    return `waiting for its budget turn${shown.length === 0 ? '' : ` (after ${shown.join(', ')}${more})`}`;
}
/** What a position still in flight is once its run has ended so. */
function leftInFlight(ending) {
    return ending === 'interrupted' ? 'interrupted' : ending === 'timed-out' ? 'timed-out' : 'stopped';
}


/***/ }),

/***/ 53294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RM: () => (/* binding */ planPauses),
  Uy: () => (/* binding */ reviewLoopAt)
});

// UNUSED EXPORTS: isTerminal, openPauses

// EXTERNAL MODULE: ./src/runner/records/reconcile-request.ts
var reconcile_request = __webpack_require__(65679);
// EXTERNAL MODULE: ./src/runner/lifecycle/resume-refusals.ts
var resume_refusals = __webpack_require__(86050);
// EXTERNAL MODULE: ./src/report/commands.ts
var commands = __webpack_require__(74506);
// EXTERNAL MODULE: ./src/graph/dag/dispatch.ts
var dispatch = __webpack_require__(79849);
// EXTERNAL MODULE: ./src/graph/executor/gate.ts
var executor_gate = __webpack_require__(42209);
// EXTERNAL MODULE: ./src/report/gate-commands.ts
var gate_commands = __webpack_require__(40834);
// EXTERNAL MODULE: ./src/report/budget-commands.ts
var budget_commands = __webpack_require__(22708);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/ends-failed.ts
var ends_failed = __webpack_require__(62346);
;// CONCATENATED MODULE: ./src/report/pause-order.ts
// The order in which what a paused run waits for is listed: the same in the summary, `status`, the
// CLI's next steps and the Action's log, so that the first thing listed is what a person does first.
//  1. The run itself, when no other resume works before it: a takeover of a run whose watchdog is
//     gone (a resume without --takeover is refused), or a workspace to put back (WORKSPACE_DRIFT)
//     or free (WORKSPACE_LEASE) (every resume is refused until then).
//  2. Reconcile requests: work that may already have had its effect, to check before more runs.
//  3. Gates: questions for a person.
//  4. Budget pauses: a decision to spend more.
//  5. Pauses that wait for the host's policy.
//  6. Continuing the run otherwise (an interruption's in-flight work): answering any pause above
//     continues it too.
// Within each kind, in the order the run recorded them.

/** Run-level pause codes that refuse every resume until the person acts on the workspace. */
const blockingCodes = new Set(['WORKSPACE_DRIFT', 'WORKSPACE_LEASE']);
/** Whether the run-level pause is listed before everything else (1. above) rather than last (6.). */
function runGoesFirst(run) {
    if (run === null)
        return false;
    return run.takeover === true || (run.code !== null && blockingCodes.has(run.code));
}
/** 3, 4, 5 above: gates, then budget pauses, then policy pauses. */
function rankOf(pause) {
    if (pause.gate !== undefined)
        return 0;
    return (0,budget_commands/* budgetRequestSchema */.ck)().safeParse(pause.request).success ? 1 : 2;
}
/** The waiting pauses in the order above; a stable sort keeps the recorded order within a kind. */
function inActionOrder(waiting) {
    return waiting
        .map((pause, index) => ({ pause, index, rank: rankOf(pause) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map(({ pause }) => pause);
}

;// CONCATENATED MODULE: ./src/report/pauses.ts
// What a paused run waits for: reconcile requests (a person says whether uncertain work
// happened), other graph pauses (policy waits, engine pauses) and positions that only need the
// run continued (an interruption's in-flight work, a drift pause). Shared by the summary and outputs.








/** Open pauses: the status's, then any the handle's result names that the status does not. */
function openPauses(report) {
    const byPosition = new Map();
    for (const pause of report.status.pauses)
        byPosition.set(pause.position, pause);
    if (report.result?.kind === 'pause')
        for (const pause of report.result.pauses)
            if (!byPosition.has(pause.position))
                byPosition.set(pause.position, pause);
    return [...byPosition.values()];
}
function settledPause(report) {
    const result = report.result;
    if (result?.kind === 'pause')
        return { code: result.code ?? null, reason: result.reason ?? null, head: result.head, positions: result.positions };
    const status = report.status.result;
    if (status?.kind === 'pause')
        return { code: status.code, reason: status.reason, head: status.head, positions: status.positions };
    return null;
}
/** The run-level pause's recorded HEADs, as a field only when there are some. */
const headField = (settled) => settled.head === undefined ? {} : { head: { expected: settled.head.expected, found: settled.head.found } };
/** A run that completed or failed waits for nothing (a pause left open there cannot be resumed). */
function isTerminal(report) {
    const kind = report.result?.kind ?? report.status.result?.kind;
    return kind === 'complete' || kind === 'fail';
}
function planPauses(report, context) {
    if (isTerminal(report))
        return { reconcile: [], waiting: [], run: null, runFirst: false, positions: [], firstCommand: null };
    const runId = report.status.runId;
    const pauses = openPauses(report);
    const reconcile = [];
    const recorded = [];
    for (const pause of pauses) {
        const request = (0,reconcile_request/* reconcileRequestSchema */.l)().safeParse(pause.request);
        if (request.success) {
            const reviewer = reviewLoopAt(report, pause.position) !== undefined;
            reconcile.push({
                ...pick(pause),
                attemptId: request.data.attemptId,
                commands: (0,commands/* decisionCommands */.Xh)(context, runId, pause.position, { reviewer }),
                ...(reviewer ? { revise: (0,commands/* decisionOutputWords */.P0)(context, commands/* reviewerVerdicts */.O8.revise) } : {}),
            });
        }
        else
            recorded.push(waitingPause(report, context, pause));
    }
    const waiting = inActionOrder(recorded);
    const settled = settledPause(report);
    const covered = new Set(pauses.map((pause) => pause.position));
    const continueCommand = report.status.phase === 'orphaned' ? (0,commands/* takeoverCommand */.Tt)(context, runId) : (0,commands/* resumeCommand */.VJ)(context, { runId });
    const run = runLevelPause(report, settled, covered, continueCommand);
    const positions = [...new Set([...(settled?.positions ?? []), ...covered])];
    const runFirst = runGoesFirst(run);
    const firstCommand = firstCommandOf({ waiting, run, runFirst });
    const endsFailed = (0,ends_failed/* endsFailedOf */.hf)(report, pauses.map((pause) => pause.nodeId));
    return {
        reconcile,
        waiting,
        run,
        runFirst,
        positions,
        firstCommand,
        ...(endsFailed === undefined ? {} : { endsFailed }),
    };
}
/** The review loop whose reviewer `position` runs, as the report's loops name them (once the loop ran). */
function reviewLoopAt(report, position) {
    const at = (0,dispatch/* parseDagPosition */.pj)(position);
    return at === undefined ? undefined : report?.reviewLoops?.find((loop) => loop.reviewer === at.nodeId);
}
/** A pause that is no reconcile request: a gate (answered by its commands) or a policy or budget wait. */
function waitingPause(report, context, pause) {
    const runId = report.status.runId;
    const gate = (0,executor_gate/* parseGateRequest */.EL)(pause.request);
    if (gate !== undefined) {
        const commands = (0,gate_commands/* answerCommands */.Tp)(context, runId, pause.position, gate);
        const firstOption = (0,gate_commands/* firstOptionCommand */.R)(gate, commands);
        return {
            ...pick(pause),
            command: commands[0].command,
            gate: { request: gate, commands, ...(firstOption === undefined ? {} : { firstOption }) },
        };
    }
    const resume = (0,commands/* resumeCommand */.VJ)(context, { runId, position: pause.position });
    // A budget pause is answered by the limits and spend now (another pause's raise may have lifted them).
    const request = (0,resume_refusals/* requestNow */.Of)(pause.request, report.status);
    const capToo = capReachedToo(report, pause.nodeId, request);
    return {
        ...pick(pause),
        request,
        command: (0,budget_commands/* budgetResumeCommand */.I5)(request, resume) ?? resume,
        ...(capToo === undefined ? {} : { capReachedToo: capToo }),
    };
}
/**
 * The pause of the run as a whole: an orphan to take over, or a settled pause with a code, with
 * positions no open graph pause covers, or with no open graph pause at all. `covered`: the open
 * graph pauses' positions.
 */
function runLevelPause(report, settled, covered, continueCommand) {
    if (report.status.phase === 'orphaned')
        return { code: null, reason: null, positions: [], command: continueCommand, takeover: true };
    if (settled === null)
        return null;
    const uncovered = settled.positions.filter((position) => !covered.has(position));
    if (settled.code === null && uncovered.length === 0 && covered.size > 0)
        return null;
    return {
        code: settled.code,
        reason: settled.reason,
        ...headField(settled),
        positions: uncovered,
        command: continueCommand,
    };
}
/**
 * The command the summary gives first (PausePlan.firstCommand), in its order (pause-order.ts). A
 * reconcile request is answered only by one of its three decision commands, never by a bare resume
 * (that would re-run work that may have happened): the first command skips them. A gate is skipped
 * too unless its first option is a complete answer (a bare resume is refused).
 */
function firstCommandOf(plan) {
    if (plan.run !== null && plan.runFirst)
        return plan.run.command;
    for (const pause of plan.waiting) {
        const command = pause.gate === undefined ? pause.command : pause.gate.firstOption;
        if (command !== undefined)
            return command;
    }
    return plan.run?.command ?? null;
}
/** For a pause of the run budget: the node's own cap, when it is reached too, as `0.06 of 0.04 USD`. */
function capReachedToo(report, nodeId, request) {
    const parsed = (0,budget_commands/* budgetRequestSchema */.ck)().safeParse(request);
    if (!parsed.success || parsed.data.scope === 'node')
        return undefined;
    const cap = report.status.nodeCaps?.find((entry) => entry.nodeId === nodeId);
    if (cap === undefined)
        return undefined;
    // Unknown tokens reach no token limit, as the budget itself counts them.
    const figures = { kind: 'budget', spent: { ...cap.spent, tokens: cap.spent.tokens ?? 0 }, limit: cap.limit };
    return Object.keys((0,budget_commands/* reachedLimits */.Hd)(figures)).length > 0 ? ((0,format/* spentOfLimit */.lw)(cap) ?? undefined) : undefined;
}
function pick(pause) {
    return { position: pause.position, nodeId: pause.nodeId, reason: pause.reason, request: pause.request };
}


/***/ }),

/***/ 65781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ reportResult)
/* harmony export */ });
function reportResult(report) {
    const result = report.result;
    if (result !== undefined) {
        switch (result.kind) {
            case 'complete':
                return { kind: 'complete', output: result.output };
            case 'fail':
                return { kind: 'fail', code: result.code, message: result.message };
            case 'pause':
                return { kind: 'pause', code: result.code ?? null, reason: result.reason ?? null, positions: result.positions };
        }
    }
    const settled = report.status.result;
    if (settled === null)
        return { kind: 'none' };
    if (settled.kind === 'complete')
        return { kind: 'complete', output: undefined };
    return settled;
}


/***/ }),

/***/ 97806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J$: () => (/* binding */ exhaustedNextStep),
/* harmony export */   Pe: () => (/* binding */ exhaustedText),
/* harmony export */   zW: () => (/* binding */ exhaustedLoops)
/* harmony export */ });
/* unused harmony export roundsText */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65781);
// A review loop whose rounds ran out while its reviewer still asked for changes: the reviewer's
// last position completed (it answered), so only the loop says so. Status and summary name the
// loop, its rounds and, for a run that failed REVIEW_EXHAUSTED, the next step: such a run is final
// (retry-failed refuses it: the same rounds would give the same verdict), so rounds are raised in a
// new run.


/** Loops whose rounds ran out (`when-exhausted` fail or pass), in the order the report lists them. */
function exhaustedLoops(report) {
    return (report.reviewLoops ?? []).filter((loop) => loop.exhausted !== undefined);
}
/** `2 of 2 rounds`: the last round the loop ran and its limit. */
function roundsText(loop) {
    const last = loop.rounds.at(-1)?.round ?? loop.limit ?? 0;
    return `${last}${loop.limit === undefined ? '' : ` of ${loop.limit}`} round${(loop.limit ?? last) === 1 ? '' : 's'}`;
}
/** `review "check" (sends back to draft) still asked for changes after 2 of 2 rounds (1 finding left)`. */
function exhaustedText(loop, text) {
    const target = loop.target === undefined ? '' : ` (sends back to ${text(loop.target)})`;
    const left = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(loop.rounds.at(-1)?.findings ?? 0, 'finding');
    return `review "${text(loop.reviewer)}"${target} still asked for changes after ${roundsText(loop)} (${left} left)`;
}
/**
 * What to do about a run that failed REVIEW_EXHAUSTED, as sentences: which loop, that the run is
 * final, and that rounds are raised in a new run. Undefined for any other outcome.
 */
function exhaustedNextStep(report, text) {
    const result = (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .reportResult */ .i)(report);
    if (result.kind !== 'fail' || result.code !== 'REVIEW_EXHAUSTED')
        return undefined;
    const loops = exhaustedLoops(report).filter((loop) => loop.exhausted === 'fail');
    if (loops.length === 0)
        return undefined;
    const first = loops[0];
    const limit = first.limit === undefined ? '' : ` (${first.limit} now)`;
    return [
        `The ${loops.map((loop) => exhaustedText(loop, text)).join('; ')}.`,
        'This run is final: retry-failed refuses a run that failed REVIEW_EXHAUSTED, since the same rounds would give the same verdict.',
        `To go on, raise rounds in the review of ${text(first.reviewer)}${limit} in the graph, or address the findings in the work itself, and start a new run.`,
    ];
}


/***/ }),

/***/ 36621:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ renderRunSummary),
  r: () => (/* binding */ renderRunSummaryText)
});

// EXTERNAL MODULE: ./src/report/commands.ts
var commands = __webpack_require__(74506);
// EXTERNAL MODULE: ./src/report/context.ts
var report_context = __webpack_require__(70301);
// EXTERNAL MODULE: ./src/report/live-note.ts
var live_note = __webpack_require__(33659);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/report/document.ts
// Assembling the summary under a byte limit. A section is a head (always kept with it), units
// (table rows or blocks: dropped whole, from the end) and a tail. When the document is too
// large, a section larger than its share of the limit (if it has one) gives up units first, down
// to its share, so one big section cannot crowd out the others; then units go from the least
// important sections, then whole sections; each cut says what was left out, and a note under the
// title lists every cut. Nothing is cut inside a unit, so no table row, code block or character
// reference is ever split.

const bytes = (text) => Buffer.byteLength(text, 'utf8');
// The Action keeps part of GitHub's 1 MiB for its own lines: a smaller limit is not GitHub's.
const limitText = (maxBytes) => maxBytes === 1_048_576
    ? "1 MiB (GitHub's limit per step)"
    : `${(0,format/* formatCount */.B4)(maxBytes)} bytes (under GitHub's limit of 1 MiB per step)`;
// A section's rest is cut to this (on a character boundary, before a reference) so that the note
// under the title stays within its reserve whatever a node ID or a store path holds.
const restBytes = 900;
function restText(section, kept) {
    const rest = section.rest?.(kept) ?? '';
    if (bytes(rest) <= restBytes)
        return rest;
    let cut = Buffer.from(rest, 'utf8')
        .subarray(0, restBytes)
        .toString('utf8')
        .replace(/\uFFFD$/, '');
    // Never end inside a character reference or a tag.
    cut = cut.replace(/&#?\w*$|<[^>]*$/, '');
    const open = (cut.match(/<code>/g) ?? []).length > (cut.match(/<\/code>/g) ?? []).length;
    return open ? `${cut}\u2026</code>` : `${cut}\u2026`;
}
function cutNote(section, omitted, maxBytes) {
    const text = restText(section, section.units.length - omitted);
    const rest = text === '' ? '' : ` ${text}`;
    return `_\u2026 and ${(0,format/* formatCount */.B4)(omitted)} more ${section.noun} not shown: the summary is limited to ${limitText(maxBytes)}._${rest}`;
}
function measure(section) {
    const prefix = [0];
    const sep = bytes(section.unitSeparator);
    section.units.forEach((unit, i) => prefix.push(prefix[i] + sep + bytes(unit)));
    const tail = section.tail ?? [];
    return {
        section,
        headBytes: bytes(section.head.join('\n')),
        prefix,
        tailBytes: tail.length === 0 ? 0 : 2 + bytes(tail.join('\n')),
        kept: section.units.length,
        dropped: false,
    };
}
function sectionBytes(m, kept, maxBytes) {
    const omitted = m.section.units.length - kept;
    const note = omitted === 0 ? 0 : 2 + bytes(cutNote(m.section, omitted, maxBytes));
    return m.headBytes + m.prefix[kept] + note + m.tailBytes;
}
function renderSection(m, maxBytes) {
    const { section } = m;
    let text = section.head.join('\n');
    const units = section.units.slice(0, m.kept);
    if (units.length > 0)
        text += (text === '' ? '' : section.unitSeparator) + units.join(section.unitSeparator);
    if (m.kept < section.units.length)
        text += `\n\n${cutNote(section, section.units.length - m.kept, maxBytes)}`;
    if (section.tail !== undefined && section.tail.length > 0)
        text += `\n\n${section.tail.join('\n')}`;
    return text;
}
// Room for the note under the title that lists the cuts (bounded: one short line per section).
const noteReserve = 4096;
const separator = '\n\n';
/** The document: sections in order, at most `maxBytes` UTF-8 bytes, ending with a newline. */
function assemble(sections, maxBytes) {
    const measured = sections.map(measure);
    const total = () => {
        const live = measured.filter((m) => !m.dropped);
        return (live.reduce((sum, m) => sum + sectionBytes(m, m.kept, maxBytes), 0) +
            bytes(separator) * Math.max(0, live.length - 1) +
            1);
    };
    if (total() > maxBytes)
        trim(measured, maxBytes - noteReserve, total, maxBytes);
    const live = measured.filter((m) => !m.dropped);
    const parts = live.map((m) => renderSection(m, maxBytes));
    const note = trimNote(measured, maxBytes);
    if (note !== null)
        parts.splice(Math.min(1, parts.length), 0, note);
    return `${parts.join(separator)}\n`;
}
function trim(measured, budget, total, maxBytes) {
    const order = [...measured].sort((a, b) => a.section.importance - b.section.importance);
    // Sections over their share give up the excess first (no further than their share).
    for (const m of order) {
        const share = m.section.share;
        const excess = total() - budget;
        if (excess <= 0)
            return;
        if (share === undefined)
            continue;
        const target = Math.max(Math.floor(budget * share), sectionBytes(m, m.kept, maxBytes) - excess);
        m.kept = largestFitting(m, target, maxBytes) ?? 0;
    }
    for (const m of order) {
        const excess = total() - budget;
        if (excess <= 0)
            return;
        const kept = largestFitting(m, sectionBytes(m, m.kept, maxBytes) - excess, maxBytes);
        if (kept === null && m.section.droppable)
            m.dropped = true;
        else
            m.kept = kept ?? 0;
    }
}
/** Largest unit count whose section fits in `target` bytes, or null when even none does. */
function largestFitting(m, target, maxBytes) {
    let lo = 0;
    let hi = m.kept;
    if (sectionBytes(m, 0, maxBytes) > target)
        return null;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (sectionBytes(m, mid, maxBytes) <= target)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
function trimNote(measured, maxBytes) {
    const cuts = measured
        .filter((m) => m.dropped || m.kept < m.section.units.length)
        .map((m) => {
        const rest = restText(m.section, m.dropped ? 0 : m.kept);
        const then = rest === '' ? '' : `. ${rest}`;
        return m.dropped
            ? `> - ${m.section.name}: left out${then}`
            : `> - ${m.section.name}: ${(0,format/* formatCount */.B4)(m.kept)} of ${(0,format/* formatCount */.B4)(m.section.units.length)} ${m.section.noun} shown${then}`;
    });
    if (cuts.length === 0)
        return null;
    return [
        '> [!NOTE]',
        `> This summary was shortened to fit ${limitText(maxBytes)}. The run store holds every record; \`supervised-run status\` and \`supervised-run history\` read it. Left out:`,
        ...cuts,
    ].join('\n');
}

// EXTERNAL MODULE: ./src/report/held-send-back.ts
var held_send_back = __webpack_require__(17512);
// EXTERNAL MODULE: ./src/report/pauses.ts + 1 modules
var pauses = __webpack_require__(53294);
// EXTERNAL MODULE: ./src/report/result.ts
var result = __webpack_require__(65781);
;// CONCATENATED MODULE: ./src/report/sections/calls.ts

const billingLabel = { api: 'API', subscription: 'subscription', unknown: 'unknown' };
function tokensText(receipt) {
    if (receipt === null)
        return 'unknown';
    // An unmeasured receipt may still hold the one side the engine reported (`5 / unknown`).
    if (!receipt.measured && receipt.inputTokens === undefined && receipt.outputTokens === undefined)
        return 'unknown';
    const count = (value) => (value === undefined ? 'unknown' : (0,format/* formatCount */.B4)(value));
    const cache = receipt.cacheReadTokens === undefined && receipt.cacheWriteTokens === undefined
        ? ''
        : ` (cache ${count(receipt.cacheReadTokens)} / ${count(receipt.cacheWriteTokens)})`;
    return `${count(receipt.inputTokens)} / ${count(receipt.outputTokens)}${cache}`;
}
function receiptCost(w, receipt) {
    if (receipt === null)
        return 'unknown';
    const cost = receipt.cost;
    if (cost.kind === 'reported')
        return `${(0,format/* formatUsd */.UK)(cost.usd)} reported`;
    if (cost.kind === 'estimated')
        return `${(0,format/* formatUsd */.UK)(cost.usd)} estimated (price entry ${w.cell(cost.entry, 100)})`;
    return 'unknown';
}
function callRow(w, call) {
    const outcome = call.outcome === 'completed' ? '' : ` (${call.outcome === 'open' ? 'no receipt' : 'failed'})`;
    return w.tableRow([
        `${w.cell(call.position, 300)}${outcome}`,
        w.cell(call.receipt?.model ?? call.engine, 200),
        tokensText(call.receipt),
        receiptCost(w, call.receipt),
        call.receipt === null ? 'unknown' : billingLabel[call.receipt.billing],
    ]);
}
function callsSection(report, w) {
    const calls = report.engineCalls ?? [];
    if (calls.length === 0)
        return null;
    return {
        name: 'Engine calls',
        importance: 12,
        droppable: true,
        head: [
            ...w.foldOpen(`Engine calls (${(0,format/* formatCount */.B4)(calls.length)}): one receipt each`),
            ...w.tableHead(['position', 'model', 'tokens in / out', 'cost', 'billing'], ['left', 'left', 'right', 'right', 'left']),
        ],
        units: calls.map((call) => callRow(w, call)),
        unitSeparator: '\n',
        noun: 'engine calls',
        tail: w.foldClose().filter((line) => line !== ''),
    };
}

;// CONCATENATED MODULE: ./src/report/sections/changes.ts

const changeLimits = { filesPerPosition: 50, filesTotal: 500 };
const fileCountOf = (record) => record.files.length + (record.omittedFiles ?? 0);
function changeBlock(w, record, budget) {
    const fileCount = fileCountOf(record);
    const title = `${w.text(record.nodeId, 200)} (${w.text(record.position, 300)}), attempt ${record.attempt}, ${w.text(record.outcome, 20)}`;
    const lines = [w.heading(4, title), ''];
    if (record.error !== undefined) {
        lines.push(`The change could not be recorded: ${w.text(record.error, 1000)}`);
        return lines.join('\n');
    }
    lines.push(`+${(0,format/* formatCount */.B4)(record.added)} / \u2212${(0,format/* formatCount */.B4)(record.removed)} lines in ${(0,format/* countOf */.pq)(fileCount, 'file')}.`);
    const used = budget.perPosition.get(record.position) ?? 0;
    const room = Math.max(0, Math.min(changeLimits.filesPerPosition - used, budget.total));
    const listed = record.files.slice(0, room);
    budget.total -= listed.length;
    budget.perPosition.set(record.position, used + listed.length);
    if (listed.length > 0) {
        lines.push('', ...w.tableHead(['file', 'change', 'added', 'removed'], ['left', 'left', 'right', 'right']));
        for (const file of listed) {
            const [added, removed] = file.binary
                ? ['binary', 'binary']
                : [`+${(0,format/* formatCount */.B4)(file.added)}`, `\u2212${(0,format/* formatCount */.B4)(file.removed)}`];
            lines.push(w.tableRow([w.cell(file.path, 500), w.cell(file.change, 20), added, removed]));
        }
    }
    const more = fileCount - listed.length;
    if (more > 0)
        lines.push('', `\u2026 and ${(0,format/* countOf */.pq)(more, 'more file', 'more files')}`);
    return lines.join('\n');
}
function changesSection(report, w) {
    const changed = report.nodeChanges.filter((record) => record.error !== undefined || fileCountOf(record) > 0);
    if (changed.length === 0)
        return null;
    const budget = { total: changeLimits.filesTotal, perPosition: new Map() };
    const unchanged = report.nodeChanges.length - changed.length;
    return {
        name: 'What each node changed',
        importance: 10,
        droppable: true,
        head: [
            ...w.foldOpen(`What the nodes changed (${(0,format/* countOf */.pq)(changed.length, 'attempt')}${unchanged > 0 ? `; ${(0,format/* formatCount */.B4)(unchanged)} changed nothing` : ''})`),
            'Lines added and removed in the workspace by each attempt (from captures taken before and after it).',
        ],
        units: changed.map((record) => changeBlock(w, record, budget)),
        unitSeparator: '\n\n',
        noun: 'change records',
        tail: w.foldClose().filter((line) => line !== ''),
    };
}

;// CONCATENATED MODULE: ./src/report/sections/evidence.ts

function evidenceSection(report, w) {
    const { evidence, status } = report;
    const optional = (value) => (value === undefined || value === '' ? '\u2014' : w.cell(value, 500));
    const rows = [
        ['namespace', w.cell(status.namespace, 200)],
        ['cache key', optional(evidence.cacheKey)],
        ['restored from', optional(evidence.restoredFrom)],
        ['artifact name', optional(evidence.artifactName)],
        [
            'events',
            `${(0,format/* formatCount */.B4)(evidence.eventCount.graph + evidence.eventCount.runner)} (graph ${(0,format/* formatCount */.B4)(evidence.eventCount.graph)}, runner ${(0,format/* formatCount */.B4)(evidence.eventCount.runner)})`,
        ],
        [
            'chain heads',
            `graph ${w.cell((0,format/* shortHash */.BC)(evidence.chainHeads.graph), 12)}, runner ${w.cell((0,format/* shortHash */.BC)(evidence.chainHeads.runner), 12)}`,
        ],
        ['created', w.cell(status.createdAt, 100)],
        [
            'dispatches',
            `${(0,format/* formatCount */.B4)(status.dispatches)}${status.maxDispatches === null ? '' : ` of ${(0,format/* formatCount */.B4)(status.maxDispatches)}`}`,
        ],
        ['worker restarts', (0,format/* formatCount */.B4)(status.restartCount)],
    ];
    return {
        name: 'Evidence',
        importance: 50,
        droppable: true,
        head: [...w.foldOpen('Evidence: store, events, chain heads'), ...w.tableHead(['evidence', 'value'])],
        units: rows.map(([key, value]) => w.tableRow([key, value])),
        unitSeparator: '\n',
        noun: 'evidence rows',
        tail: w.foldClose().filter((line) => line !== ''),
    };
}

;// CONCATENATED MODULE: ./src/report/sections/fallbacks.ts

/** `provider/model` (the model left out when the engine did not know it), escaped. */
function laneTargetText(w, target) {
    return w.cell(target.model === '' ? target.provider : `${target.provider}/${target.model}`, 200);
}
function engineText(w, lane) {
    const sameModel = (a, b) => a.provider === b.provider && a.model === b.model;
    const reported = sameModel(lane.selected, lane.reported) ? '' : `, reported ${laneTargetText(w, lane.reported)}`;
    return `${laneTargetText(w, lane.selected)} (${w.cell(lane.selected.adapter, 100)}${reported})`;
}
function takeoverText(w, takeover) {
    switch (takeover.kind) {
        case 'called':
            return `${laneTargetText(w, takeover.target)} (${w.cell(takeover.adapter, 100)}), first at ${w.cell(takeover.position, 300)}`;
        case 'planned':
            return `${laneTargetText(w, takeover.target)} (next in the plan; no later call recorded)`;
        case 'none':
            return 'no target is left: every target of the lane is dead (later calls fail ENGINE_UNAVAILABLE)';
        case 'unknown':
            return 'an unknown target (the stored plan could not be read)';
    }
}
function fallbacksSection(report, w) {
    const lanes = report.deadLanes ?? [];
    if (lanes.length === 0)
        return null;
    const rows = lanes.map((lane) => w.tableRow([
        w.cell(lane.lane, 200),
        engineText(w, lane),
        `${w.cell(lane.kind, 50)} at ${w.cell(lane.position, 300)}, ${w.cell(lane.at, 50)}: ${w.cell(lane.message, 1000)}`,
        takeoverText(w, lane.takeover),
    ]));
    return {
        name: 'Engine fallbacks',
        importance: 45,
        droppable: true,
        head: [
            ...w.foldOpen(`Engine fallbacks (${(0,format/* countOf */.pq)(lanes.length, 'dead lane')})`),
            'These engines failed in a way a retry cannot fix (auth, billing, missing CLI, model unavailable, invalid config). Each is skipped for the rest of the run; the call moved to at most one live fallback, and later calls on the lane start there.',
            '',
            ...w.tableHead(['lane', 'dead engine', 'failure', 'later calls run on']),
        ],
        units: rows,
        unitSeparator: '\n',
        noun: 'dead lanes',
        tail: w.foldClose().filter((line, index) => index > 0 || line !== ''),
    };
}

;// CONCATENATED MODULE: ./src/report/sections/headline.ts

/** Icon and words per phase ("Supervised run X <words>"). */
function outcomeWords(report, waitsForDecision) {
    const phase = report.status.phase;
    const cancelled = report.status.cancelled !== undefined && report.status.cancelled !== null;
    const words = {
        completed: '\u2705 completed',
        failed: '\u274c failed',
        stopped: cancelled ? '\u23f9\ufe0f was cancelled' : '\u23f9\ufe0f was stopped',
        timeout: '\u23f1\ufe0f stopped at its time limit',
        paused: waitsForDecision ? '\u270b waits for your decision' : '\u23f8\ufe0f is paused',
        interrupted: '\u23f8\ufe0f was interrupted (it can be continued)',
        running: '\u23f3 is running',
        starting: '\u23f3 is starting',
        backoff: '\ud83d\udd01 is restarting its worker',
        orphaned: '\u26a0\ufe0f lost its watchdog',
    };
    return words[phase];
}
/** The run's cost for the headline: what the API billed, and apart from it the subscription estimate. */
function headlineCost(usage) {
    if (usage.calls === 0)
        return 'no engine calls';
    // Missing usage is never zero: no priced call is an unknown cost, not "\u2265 0".
    if (usage.cost.unknownCalls >= usage.calls)
        return `unknown (${(0,format/* countOf */.pq)(usage.calls, 'engine call')}, none with a cost figure)`;
    const bound = usage.cost.unknownCalls > 0 ? '\u2265 ' : '';
    const parts = [];
    const { api, subscription, unknown } = usage.billing;
    // A way of paying shows when it priced something, or when it is the only one.
    const only = [api, subscription, unknown].filter((line) => line.calls > 0).length === 1;
    const shows = (line) => line.calls > 0 && (line.usd > 0 || only);
    if (shows(api))
        parts.push(`${bound}${(0,format/* formatUsd */.UK)(api.usd)} billed (API)`);
    if (shows(subscription))
        parts.push(`${bound}${(0,format/* formatUsd */.UK)(subscription.usd)} subscription estimate (not billed)`);
    if (shows(unknown))
        parts.push(`${bound}${(0,format/* formatUsd */.UK)(unknown.usd)} with unknown billing`);
    if (parts.length === 0)
        parts.push('unknown');
    const calls = (0,format/* countOf */.pq)(usage.calls, 'engine call');
    return `${parts.join(' \u00b7 ')} (${calls}${usage.cost.unknownCalls > 0 ? `, ${(0,format/* formatCount */.B4)(usage.cost.unknownCalls)} without a cost figure` : ''})`;
}
/** "spent of limit" of the run budget for the headline (null without a budget). */
function headlineBudget(budget, tokenState) {
    return budget == null ? null : (0,format/* spentOfLimit */.lw)(budget, tokenState === undefined ? {} : { tokenState });
}
/**
 * The first failure that could have failed the run: an optional node's failure does not, so one
 * that came earlier is passed over (it is named only when no other node failed).
 */
function firstFailure(report) {
    const optional = new Set((report.graphNodes ?? []).filter((node) => node.optional).map((node) => node.id));
    const failed = report.status.nodes.filter((node) => node.state === 'failed' && node.reconciled === null);
    return failed.find((node) => !optional.has(node.nodeId)) ?? failed[0];
}
function errorLines(w, report, result) {
    const lines = [];
    const cancelled = report.status.cancelled ?? null;
    if (cancelled !== null) {
        lines.push(`${w.strong('Cancelled by')} ${w.text(cancelled.by, 200)}: ${w.text(cancelled.reason, 2000)} (requested ${w.text(cancelled.requestedAt, 50)}, recorded ${w.text(cancelled.at, 50)})`);
    }
    if (result.kind === 'fail') {
        // The status reader's STOPPED message repeats who and why: left out when it says only that.
        const repeatsCancel = cancelled !== null && result.message === `the run was cancelled by ${cancelled.by}: ${cancelled.reason}`;
        if (!repeatsCancel)
            lines.push(`${w.strong('Error:')} ${w.text(result.code, 200)}${result.message === '' ? '' : `: ${w.text(result.message, 4000)}`}`);
        const node = firstFailure(report);
        if (node !== undefined && !(node.code === result.code && node.message === result.message))
            lines.push(`${w.strong('First error:')} ${w.text(node.nodeId, 200)} (${w.text(node.position, 300)}): ${w.text(node.code ?? 'failed', 200)}${node.message === null || node.message === '' ? '' : `: ${w.text(node.message, 2000)}`}`);
    }
    const why = result.kind === 'pause' ? (0,format/* pauseWhyParts */.D5)(result.code, result.reason) : [];
    if (why.length > 0)
        lines.push(`${w.strong('Paused:')} ${why.map((part) => w.text(part, 4000)).join(': ')}`);
    if (result.kind === 'none')
        lines.push('The run is not settled yet: this summary is a snapshot of what is recorded so far.');
    return lines;
}
function headlineSection(report, result, w, waitsForDecision) {
    const { status } = report;
    // An orphan's clock stops at its last record: whatever ran after it (until the job or machine was
    // lost, or after a store was last saved off the machine) left no time to count.
    const untilLast = status.phase === 'orphaned' ? ' (to its last record: later time was not recorded)' : '';
    const elapsed = `${(0,format/* formatDuration */.a3)(status.elapsedMs)}${status.timeoutMs === null ? '' : ` of ${(0,format/* formatDuration */.a3)(status.timeoutMs)}`}${untilLast}`;
    const facts = [`${w.strong('Elapsed:')} ${elapsed}`, `${w.strong('Cost:')} ${headlineCost(status.totalUsage)}`];
    const budget = headlineBudget(status.budget, status.totalUsage.state);
    if (budget !== null)
        facts.push(`${w.strong('Budget:')} ${budget}`);
    facts.push(`${w.strong('Session:')} ${(0,format/* formatCount */.B4)(status.session)}`);
    const head = [
        w.heading(2, `Supervised run ${w.text(status.runId, 200)} ${outcomeWords(report, waitsForDecision)}`),
        '',
        facts.join(' \u00b7 '),
    ];
    for (const line of errorLines(w, report, result))
        head.push('', line);
    return { name: 'Headline', importance: 100, droppable: false, head, units: [], unitSeparator: '\n', noun: 'lines' };
}

// EXTERNAL MODULE: ./src/report/ends-failed.ts
var ends_failed = __webpack_require__(62346);
// EXTERNAL MODULE: ./src/report/waiting-for.ts
var waiting_for = __webpack_require__(40019);
;// CONCATENATED MODULE: ./src/report/sections/next-steps.ts



/** What waits; that the run ends failed whatever the answer is left to the sentence under it. */
function waitsFor(plan) {
    const sentence = (0,waiting_for/* waitingFor */.F)(plan, { endsFailed: false }).join('; ');
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
/**
 * With several positions waiting, which to act on and how: each resume answers one position and
 * goes on until the run pauses again, so they are sent one at a time; a workflow's concurrency
 * group keeps only one waiting job, so a burst of dispatches would cancel all but the newest.
 */
function oneAtATime(plan, dispatches) {
    const positions = plan.reconcile.length + plan.waiting.length + (plan.run === null ? 0 : 1);
    if (positions < 2)
        return [];
    const order = 'Each command answers one position; the others keep waiting. Act on them one at a time, from the top:';
    return [
        '',
        dispatches
            ? `${order} dispatch one, let its job run until the run stops again, then take the next from that job's summary, which lists what still waits. Do not dispatch several at once: a concurrency group (the example workflow has one per run) keeps one job waiting to start and cancels the one before it.`
            : `${order} run one; when the run stops again, it lists what still waits: take the next from there.`,
    ];
}
/** Each review loop whose send-back waits for what is listed here (at most five). */
function heldLines(held, w) {
    const sentences = held
        .slice(0, 5)
        .map((entry) => `Review ${(0,held_send_back/* heldSendBackText */.op)(entry, (value) => w.text(value, 200))}.`);
    if (held.length > 5)
        sentences.push(`${held.length - 5} more review loops wait the same way (see Review loops).`);
    return sentences.length === 0 ? [] : ['', sentences.join(' ')];
}
function nextStepsSection(plan, workflow, w, held = []) {
    const workflowUrl = workflow.url;
    if (plan.reconcile.length === 0 && plan.waiting.length === 0 && plan.run === null)
        return null;
    const head = [w.heading(3, 'What to do next'), '', waitsFor(plan), ...heldLines(held, w)];
    // The run still runs: its commands are refused until it pauses (see liveNote).
    if (workflow.live !== undefined)
        head.push('', workflow.live);
    if (plan.endsFailed !== undefined)
        head.push('', (0,ends_failed/* endsFailedSentences */._A)(plan.endsFailed, (value) => w.text(value, 200)).join(' '));
    if (workflowUrl !== undefined)
        head.push('', `Each command below dispatches the workflow again: ${w.link('open the workflow', workflowUrl)} to run it from the page instead (Run workflow takes the same inputs).`);
    head.push(...oneAtATime(plan, workflow.dispatches));
    return {
        name: 'What to do next',
        importance: 90,
        droppable: false,
        head,
        units: [],
        unitSeparator: '\n',
        noun: 'lines',
    };
}
/**
 * "What to do next" when another job drives the run now: the run as stored here is the one before
 * that job's work, so no command is given (each would race that job).
 */
function drivenElsewhereSection(w) {
    return {
        name: 'What to do next',
        importance: 90,
        droppable: false,
        head: [
            w.heading(3, 'What to do next'),
            '',
            "Another job drives this run now: it claimed the session this job would have run, so this job ran nothing. What follows is the run as this job restored it, before that job's work; the commands to answer or resume it are left out, because they would race that job. Its summary says what the run waits for once it ends.",
        ],
        units: [],
        unitSeparator: '\n',
        noun: 'lines',
    };
}

// EXTERNAL MODULE: ./src/engine/usage.ts
var usage = __webpack_require__(6537);
// EXTERNAL MODULE: ./src/report/node-state.ts
var node_state = __webpack_require__(34876);
;// CONCATENATED MODULE: ./src/report/node-state-text.ts

/** `a`, `a and b`, `a, b and c`; at most five named, then how many more. */
function namesText(w, names) {
    const shown = names.slice(0, 5).map((name) => w.cell(name, 100));
    if (names.length > shown.length)
        return `${shown.join(', ')} and ${names.length - shown.length} more`;
    return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}
/** `needs lint, which failed; needs after, which was blocked because lint failed`. */
function blockedText(w, because) {
    const failed = because.filter((entry) => entry.blockedBy === undefined).map((entry) => entry.need);
    const blocked = because.filter((entry) => entry.blockedBy !== undefined);
    const parts = [];
    if (failed.length > 0)
        parts.push(`needs ${namesText(w, failed)}, which failed`);
    if (blocked.length > 0) {
        const roots = [...new Set(blocked.flatMap((entry) => entry.blockedBy ?? []))];
        const were = blocked.length === 1 ? 'was' : 'were';
        parts.push(`needs ${namesText(w, blocked.map((entry) => entry.need))}, which ${were} blocked because ${namesText(w, roots)} failed`);
    }
    return parts.join('; ');
}
/** A node sent back by a review loop that has not run in the new round (the reviewer: what it last said). */
function roundText(round) {
    if (round === undefined)
        return '';
    const last = round.reviewer ? `; round ${round.round - 1} asked for changes` : '';
    return ` (in review round ${round.round}${last})`;
}
const unansweredText = {
    cancelled: '\u23f9\ufe0f not answered: the run was cancelled while it waited',
    stopped: '\u23f9\ufe0f not answered: the run was stopped while it waited',
    'timed-out': "\u23f9\ufe0f not answered: the run's time ran out while it waited",
    ended: '\u23f9\ufe0f not answered: the run ended while it waited',
};
function endedText(w, state) {
    let text = state.kind === 'completed' ? '\u2705 completed' : '\u274c failed';
    if (state.exhausted === 'fail')
        text = '\u274c still asked for changes after its last round (REVIEW_EXHAUSTED)';
    if (state.exhausted === 'pass')
        text = '\u26a0\ufe0f still asked for changes after its last round; passed (when-exhausted: pass)';
    if (state.code !== null && state.reconciled === null)
        text += ` (${w.cell(state.code, 100)})`;
    if (state.reconciled !== null)
        text += `, reconciled: ${w.cell(state.reconciled.decision, 50)} by ${w.cell(state.reconciled.decidedBy, 100)}`;
    if (state.answeredBy !== undefined)
        text += `, answered by ${w.cell(state.answeredBy, 100)}`;
    if (state.optional === true)
        text += '; optional: its failure did not fail the run';
    return text;
}
/** Why nothing but finally nodes starts again, in few words: `required node lint failed`. */
function noNewNodeText(w, cause) {
    if (cause.kind === 'stop')
        return `the dispatch limit of ${cause.maxDispatches} was reached`;
    if (cause.kind === 'review')
        return `review ${w.cell(cause.reviewer, 100)} ran out of rounds`;
    return `required node ${w.cell(cause.nodeId, 100)} failed`;
}
/** The state as a person reads it (a table cell). */
function stateText(w, state) {
    switch (state.kind) {
        case 'completed':
        case 'failed':
            return endedText(w, state);
        case 'decision':
            return '\u270b waits for your decision';
        case 'paused':
            return '\u23f8\ufe0f paused';
        case 'unanswered':
            return unansweredText[state.ending];
        case 'running':
            return '\u23f3 running';
        case 'budget-turn':
            return `\u23f3 waiting for its budget turn${state.after.length === 0 ? '' : ` (after ${namesText(w, state.after)})`}`;
        case 'starting':
            return '\u23f3 starting';
        case 'interrupted':
            return '\u26a0\ufe0f interrupted (its process was stopped)';
        case 'lost':
            return '\u26a0\ufe0f in flight when the watchdog was lost: a takeover runs it again if it is retry-safe, else asks you to decide';
        case 'stopped':
            return '\u23f9\ufe0f stopped';
        case 'timed-out':
            return '\u23f9\ufe0f stopped at the time limit';
        case 'blocked':
            // Once the run has ended it was blocked; while it can go on, the node will not run.
            return `\u26d4 ${state.ended ? 'blocked' : 'will not run'}: ${blockedText(w, state.because)}${roundText(state.round)}`;
        case 'will-not-run':
            return `\u26d4 will not run: ${noNewNodeText(w, state.cause)}${roundText(state.round)}`;
        case 'send-back-held':
            return `\ud83d\udd01 asked for changes: ${(0,held_send_back/* heldStepText */.dn)(state.held, (value) => w.cell(value, 100))}`;
        case 'unmet':
            return `\u23ed\ufe0f skipped${state.reason === null ? '' : `: ${w.cell(state.reason, 200)}`}`;
        case 'waiting':
            return `\ud83d\udd52 waiting${roundText(state.round)}`;
        case 'not-yet':
            return `\u2796 not run yet${roundText(state.round)}`;
        case 'not-run':
            return `\u2796 not run${roundText(state.round)}`;
        case 'finally-not-run':
            return state.ending === 'stopped'
                ? '\u2796 not run: finally nodes do not run when a run is stopped'
                : "\u2796 not run: the run's time (and the finally nodes' grace after it) ran out before it could run";
    }
}
/**
 * A reconcile decision that did not end the node (a `retry`: the attempt ran again and is now in
 * another state): said beside that state, so who chose to repeat uncertain work stays visible.
 */
function earlierDecisionText(w, row, state) {
    if (state.kind === 'completed' || state.kind === 'failed')
        return '';
    const decided = row.occurrences.filter((occurrence) => occurrence.reconciled !== null).at(-1)?.reconciled;
    if (decided == null)
        return '';
    return `, after reconciled: ${w.cell(decided.decision, 50)} by ${w.cell(decided.decidedBy, 100)}`;
}

// EXTERNAL MODULE: ./src/report/usage-text.ts
var usage_text = __webpack_require__(58985);
;// CONCATENATED MODULE: ./src/report/sections/nodes.ts
// Every node of the graph, in graph order: its true state (node-state.ts), attempts, time spent
// and, only where it made engine calls, what they cost. When nodes declare a plan phase, rows are
// grouped by it (display only) under a phase column.





/** Usage per node ID (the status keeps it so); a node with no entry made no engine call. */
function usageByNode(report) {
    const byNode = new Map(report.status.usage.map((entry) => [entry.nodeId, entry.usage]));
    return (nodeId) => byNode.get(nodeId) ?? (0,usage/* emptyUsageTotals */.I0)();
}
/**
 * Grouped by plan phase (phases in the order they first appear, items without one last), order
 * kept within a group. Phases group for display only.
 */
function groupByPhase(items) {
    const groups = new Map();
    for (const item of items) {
        const group = groups.get(item.planPhase);
        if (group === undefined)
            groups.set(item.planPhase, [item]);
        else
            group.push(item);
    }
    const unphased = groups.get(null) ?? [];
    groups.delete(null);
    return [...[...groups.values()].flat(), ...unphased];
}
function durationOf(row) {
    const known = row.occurrences.map((occurrence) => occurrence.durationMs).filter((ms) => ms !== null);
    return known.length === 0 ? null : known.reduce((sum, ms) => sum + ms, 0);
}
function nodesSection(report, w, options) {
    const rows = (0,node_state/* nodeRows */.s1)(report);
    const states = (0,node_state/* nodeStates */.v)(report, rows, options);
    const usageOf = usageByNode(report);
    const anyCalls = report.status.totalUsage.calls > 0;
    // The phase column appears only when some node declares a phase.
    const phased = rows.some((row) => row.planPhase !== null);
    const entries = rows.map((row, index) => ({
        row,
        state: states[index],
        planPhase: row.planPhase,
    }));
    const ordered = phased ? groupByPhase(entries) : entries;
    const units = ordered.map(({ row, state }) => {
        const attempts = row.occurrences.reduce((sum, occurrence) => sum + occurrence.attempts, 0);
        const usage = usageOf(row.nodeId);
        const cells = [
            ...(phased ? [row.planPhase === null ? '\u2014' : w.cell(row.planPhase, 100)] : []),
            w.cell(row.nodeId, 200),
            stateText(w, state) + earlierDecisionText(w, row, state),
            row.occurrences.length === 0 ? '' : (0,format/* formatCount */.B4)(attempts),
            (0,format/* formatDuration */.a3)(durationOf(row), ''),
        ];
        if (anyCalls)
            cells.push(usage.calls === 0 ? '' : (0,usage_text/* costText */.rs)(usage));
        return w.tableRow(cells);
    });
    const headers = [
        ...(phased ? ['phase'] : []),
        'node',
        'state',
        'attempts',
        'duration',
        ...(anyCalls ? ['cost'] : []),
    ];
    const align = [...(phased ? ['left'] : []), ...['left', 'left', 'right', 'right', 'right']];
    const head = [w.heading(3, `Nodes (${(0,format/* formatCount */.B4)(rows.length)})`), ''];
    if (rows.length === 0)
        head.push('No node was dispatched.');
    else
        head.push(...w.tableHead(headers, align));
    // Which node failed and which did not run comes right after what to do next; a very large graph's
    // rows give way (past half the limit) before the smaller sections do.
    return {
        name: 'Nodes',
        importance: 55,
        share: 0.5,
        droppable: true,
        head,
        units,
        unitSeparator: '\n',
        noun: 'node rows',
        rest: (kept) => notShownText(w, ordered.slice(kept)),
    };
}
/** Done with, for a reader: nothing about such a node needs a look. */
const settledKinds = new Set(['completed', 'unmet']);
/** Which of the nodes a cut leaves out to name first: failures, then what waits, then the rest. */
function urgency(state) {
    if (state.kind === 'failed')
        return 0;
    if (state.kind === 'decision' || state.kind === 'paused')
        return 1;
    if (state.kind === 'send-back-held')
        return 1;
    if (state.kind === 'blocked' || state.kind === 'will-not-run')
        return 3;
    if (state.kind === 'waiting' || state.kind === 'not-yet' || state.kind === 'not-run')
        return 4;
    return 2;
}
/**
 * What the rows a cut leaves out hold that a reader must not miss: how many nodes did not complete,
 * by state, and the first few of them (failures first) by ID.
 */
function notShownText(w, cut) {
    if (cut.length === 0)
        return '';
    const open = cut.filter(({ state }) => !settledKinds.has(state.kind));
    if (open.length === 0)
        return 'Every node left out completed or was skipped.';
    const counts = new Map();
    for (const { state } of open)
        counts.set(stateWord(state), (counts.get(stateWord(state)) ?? 0) + 1);
    const tally = [...counts].map(([word, count]) => `${(0,format/* formatCount */.B4)(count)} ${word}`).join(', ');
    const first = [...open].sort((a, b) => urgency(a.state) - urgency(b.state)).slice(0, 5);
    const named = first.map(({ row, state }) => `${w.text(row.nodeId, 60)} (${stateWord(state)})`);
    return `Left out and not completed: ${tally}${open.length > named.length ? '; among them' : ':'} ${named.join(', ')}.`;
}
function stateWord(state) {
    const words = {
        decision: 'waits for a decision',
        'budget-turn': 'waiting for its budget turn',
        'not-yet': 'not run yet',
        'will-not-run': 'will not run',
        'send-back-held': 'sending back waits',
        'not-run': 'not run',
        'finally-not-run': 'not run',
        'timed-out': 'timed out',
    };
    return words[state.kind] ?? state.kind;
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/report/sections/output.ts



const outcomeText = {
    completed: 'completed',
    failed: 'failed',
    paused: 'paused',
    stopped: 'stopped with the run before an outcome was recorded',
    crashed: 'its worker died before an outcome was recorded',
};
/** What stopped an attempt the run stopped, by how the run ended. */
const stoppedBy = {
    timeout: "stopped when the run's time ran out, before an outcome was recorded",
    stopped: 'stopped when the run was cancelled, before an outcome was recorded',
    interrupted: 'stopped when the run was interrupted, before an outcome was recorded',
};
function outcomeOf(view, report) {
    return (view.outcome === 'stopped' ? stoppedBy[report.status.phase] : undefined) ?? outcomeText[view.outcome];
}
function ranText(view) {
    if (view.ranMs === null)
        return '';
    const before = { crashed: ' before the crash', stopped: ' before it was stopped' };
    return `, ran ${(0,format/* formatDuration */.a3)(view.ranMs)}${view.outcome === 'crashed' || view.outcome === 'stopped' ? before[view.outcome] : ''}`;
}
/** Where the whole log is, and the CLI command that prints it (after the section's one download, if any). */
function where(w, view, report, context) {
    const { artifactName } = report.evidence;
    const { download, print } = (0,commands/* attemptLogCommands */.oO)(report, view.position, context);
    const file = artifactName === undefined ? '' : ` (also in the store artifact ${w.text(artifactName, 200)})`;
    const stored = `Full log in the store file ${w.text(view.storePath, 600)}${file}`;
    const then = download === undefined ? ':' : '; after the download above, print it with the CLI:';
    return [`${stored}${then}`, '', w.command(print)];
}
/** The artifact download every attempt's print command needs: said once, above the attempts. */
function downloadOnce(w, views, report, context) {
    const { download } = (0,commands/* attemptLogCommands */.oO)(report, views[0].position, context);
    if (download === undefined)
        return [];
    return [
        '',
        'To read a whole log with the CLI, download the store artifact into its store once:',
        '',
        w.command(download),
    ];
}
/** Where every attempt's log can be read when a cut leaves some out: the CLI's logs command (after the download). */
function allLogs(w, report, context) {
    const { download, print } = (0,commands/* attemptLogCommands */.oO)(report, null, context);
    const code = (command) => (w.kind === 'markdown' ? `<code>${(0,report_escape/* escapePre */.j2)(command)}</code>` : command);
    return download === undefined ? `All of them: ${code(print)}` : `All of them: ${code(download)}, then ${code(print)}`;
}
/** Each position's next position of the same node (a retry, or a reopen), from one pass over the nodes. */
function nextPositions(report) {
    const next = new Map();
    const last = new Map();
    for (const { nodeId, position } of report.status.nodes) {
        const previous = last.get(nodeId);
        if (previous !== undefined)
            next.set(previous, position);
        last.set(nodeId, position);
    }
    return next;
}
/** `; ran again as dag/a/2`: a failed position whose node was dispatched again. */
function ranAgain(w, view, next) {
    const again = view.outcome === 'failed' ? next.get(view.position) : undefined;
    return again === undefined ? '' : `; ran again as ${w.text(again, 300)}`;
}
/** Characters of one printed line the summary shows; the rest is said in a marker (the whole line is in the log). */
const shownLineChars = 400;
const isHighSurrogate = (code) => code >= 0xd800 && code <= 0xdbff;
const surrogatePairs = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
/** Characters (code points, a surrogate pair counting once) of `text` from `start`. */
function charactersFrom(text, start) {
    const rest = text.slice(start);
    return rest.length - (rest.match(surrogatePairs)?.length ?? 0);
}
/** A line cut to its first shownLineChars characters (never inside a pair), saying how many more it had. */
function cappedLine(line) {
    if (line.length <= shownLineChars)
        return line;
    let end = 0;
    for (let shown = 0; shown < shownLineChars && end < line.length; shown += 1)
        end += isHighSurrogate(line.charCodeAt(end)) ? 2 : 1;
    if (end >= line.length)
        return line;
    return `${line.slice(0, end)} \u2026 (${(0,format/* countOf */.pq)(charactersFrom(line, end), 'more character')} not shown)`;
}
function block(w, view, report, context, next) {
    const shown = view.lastLines.length;
    const cut = view.cutLines > 0
        ? `; ${(0,format/* countOf */.pq)(view.cutLines, 'line')} in the middle ${view.cutLines === 1 ? 'was' : 'were'} not kept`
        : '';
    const label = shown === view.totalLines
        ? shown === 1
            ? 'The 1 line'
            : `All ${(0,format/* formatCount */.B4)(shown)} lines`
        : `Last ${(0,format/* formatCount */.B4)(shown)} of ${(0,format/* countOf */.pq)(view.totalLines, 'line')}`;
    return [
        w.heading(4, `${w.text(view.position, 300)} (${w.text(view.nodeId, 200)}, attempt ${view.attempt}): ${outcomeOf(view, report)}${ranAgain(w, view, next)}`),
        '',
        `Started ${w.text(view.startedAt, 60)}${ranText(view)}; printed ${(0,format/* countOf */.pq)(view.totalLines, 'line')}${cut}.`,
        '',
        ...w.foldOpen(label),
        w.preformatted(view.lastLines.map(cappedLine)),
        ...w.foldClose(),
        '',
        ...where(w, view, report, context),
    ].join('\n');
}
function outputSection(report, context, w) {
    const views = report.attemptOutputs ?? [];
    if (views.length === 0)
        return null;
    const about = 'The end of what each failed or paused attempt printed, and each attempt still running when the run ended ([out] stdout, [err] stderr; known secrets redacted).';
    // Only failures that ran again (retries): nothing there waits for a person, so it is folded.
    const next = nextPositions(report);
    const retriedOnly = views.every((view) => ranAgain(w, view, next) !== '');
    const title = `What the attempts printed (${(0,format/* formatCount */.B4)(views.length)})`;
    return {
        name: 'What the attempts printed',
        importance: 60,
        // Logs say why a node failed, but many long ones must not crowd out the nodes table and the rest.
        share: 0.25,
        droppable: true,
        head: [
            ...(retriedOnly ? w.foldOpen(`${title}: failures that ran again`) : [w.heading(3, title), '']),
            about,
            ...downloadOnce(w, views, report, context),
        ],
        units: views.map((view) => block(w, view, report, context, next)),
        unitSeparator: '\n\n',
        noun: 'attempt logs',
        rest: () => allLogs(w, report, context),
        ...(retriedOnly ? { tail: w.foldClose().filter((line) => line !== '') } : {}),
    };
}

;// CONCATENATED MODULE: ./src/report/sections/reconcile.ts
// Reconcile requests: uncertain, non-retry-safe attempts a person must decide on, each with the
// exact command per decision (a fenced block GitHub gives a copy button).

const decisionLabels = {
    retry: 'run the attempt again (the effect did not happen, or repeating it is acceptable)',
    complete: 'the effect happened; record the node as completed without running it again',
    fail: 'record the node as failed (code RECONCILED_FAILED)',
};
/** Why a command holds `"$(printf '\u2026')"` parts (empty when it holds none). */
function commandNote(w, command) {
    const codePoints = (0,commands/* spelledOutCodePoints */.K3)(command);
    if (codePoints.length === 0)
        return [];
    const one = codePoints.length === 1;
    return [
        '',
        `The ${one ? 'value below holds an invisible or bidirectional control character' : 'values below hold invisible or bidirectional control characters'} (${codePoints.join(', ')}), shown as ${w.text('<U+\u2026>')} in this summary. The command spells ${one ? 'it' : 'them'} out with printf so that it reads exactly as the shell runs it: check that the values are the ones you mean.`,
    ];
}
/** A reviewer's complete records a verdict: pass as its command has it, or revise to send the work back. */
function labelOf(w, request, decision) {
    if (decision !== 'complete' || request.revise === undefined)
        return decisionLabels[decision];
    return `the review happened; record its verdict, pass (to ask for changes: the same with ${w.text(request.revise, 500)} instead)`;
}
function requestBlock(w, request, index) {
    const lines = [
        w.heading(4, `${index + 1}. Did the work of ${w.text(request.position, 500)} happen?`),
        '',
        `${w.strong('Node:')} ${w.text(request.nodeId, 500)} \u00b7 ${w.strong('Attempt ID:')} ${w.text(request.attemptId, 200)}`,
        '',
        `${w.strong('Reason:')} ${w.text(request.reason, 2000)}`,
        // The three commands differ only in the decision word.
        ...commandNote(w, request.commands.retry),
    ];
    for (const decision of ['retry', 'complete', 'fail'])
        lines.push('', `${w.strong(decision)}: ${labelOf(w, request, decision)}`, '', w.command(request.commands[decision]));
    return lines.join('\n');
}
function reconcileSection(requests, w) {
    if (requests.length === 0)
        return null;
    return {
        name: 'Reconcile requests',
        importance: 80,
        droppable: true,
        head: [
            `These attempts are not retry-safe and started without a recorded outcome: whether their effect happened is unknown. Check, then run one command per position.`,
        ],
        units: requests.map((request, index) => requestBlock(w, request, index)),
        unitSeparator: '\n\n',
        noun: 'reconcile requests',
    };
}

// EXTERNAL MODULE: ./src/runner/lifecycle/reopen.ts + 1 modules
var reopen = __webpack_require__(33215);
;// CONCATENATED MODULE: ./src/report/sections/retry.ts
// "What to do next" for a run that failed because nodes failed (DAG_NODE_FAILED,
// RESTART_EXHAUSTED): the command that runs its failed nodes again. A run that failed for any
// other reason cannot be reopened, and gets no section.



function retrySection(report, context, w) {
    if (!(0,reopen/* isRetryableFailure */.hy)(report.status))
        return null;
    const command = (0,commands/* retryFailedCommand */.P$)(context, report.status.runId);
    const what = 'To run its failed nodes again at new positions (completed nodes never run again; finally nodes run again after them)';
    // "Re-run jobs" only where a re-run of this job reopens the run (else it only reports it again,
    // or is refused for its position input): the Action says so in the context.
    const rerun = context.rerunReopens === true ? ' use **Re-run jobs** on this workflow run, or' : '';
    const verb = context.workflowFile === undefined ? 'run' : 'dispatch';
    const how = `${what},${rerun} ${verb}:`;
    return {
        name: 'What to do next',
        importance: 90,
        droppable: false,
        head: [w.heading(3, 'What to do next'), '', how, ...commandNote(w, command), '', w.command(command)],
        units: [],
        unitSeparator: '\n',
        noun: 'lines',
    };
}

// EXTERNAL MODULE: ./src/report/review-exhausted.ts
var review_exhausted = __webpack_require__(97806);
;// CONCATENATED MODULE: ./src/report/sections/review-exhausted.ts

function reviewExhaustedSection(report, w) {
    const sentences = (0,review_exhausted/* exhaustedNextStep */.J$)(report, (value) => w.text(value, 200));
    if (sentences === undefined)
        return null;
    return {
        name: 'What to do next',
        importance: 90,
        droppable: false,
        head: [w.heading(3, 'What to do next'), '', sentences.join(' ')],
        units: [],
        unitSeparator: '\n',
        noun: 'lines',
    };
}

;// CONCATENATED MODULE: ./src/report/sections/reviews.ts




/** How the run ended, for a round it left without a verdict. */
function endedWords(report) {
    const ending = (0,node_state/* runEnding */.nH)(report);
    if (ending === 'stopped')
        return report.status.cancelled != null ? 'the run was cancelled' : 'the run was stopped';
    if (ending === 'timed-out')
        return "the run's time ran out";
    return 'the run ended';
}
/** The nodes whose latest position is in the round and failed: what cut the round short. */
function failedIn(report, round) {
    const inRound = new Set(round.positions);
    const latest = new Map(report.status.nodes.map((occurrence) => [occurrence.nodeId, occurrence]));
    return [...latest.values()]
        .filter((occurrence) => inRound.has(occurrence.position) && occurrence.state === 'failed')
        .map((occurrence) => occurrence.nodeId);
}
function isOptional(report, nodeId) {
    return report.graphNodes?.find((node) => node.id === nodeId)?.optional === true;
}
/** A round without a verdict: in progress, not finished yet, or cut short (by a failure, or by the run's end). */
function openRoundText(w, report, round, of) {
    const ending = (0,node_state/* runEnding */.nH)(report);
    if (ending === 'live')
        return `round ${round.round}${of} in progress`;
    if (ending === 'interrupted')
        return `round ${round.round}${of} is not finished yet`;
    const failed = failedIn(report, round);
    if (failed.length === 0)
        return `cut short in round ${round.round}${of}: ${endedWords(report)}`;
    const names = failed.slice(0, 5).map((nodeId) => w.text(nodeId, 200));
    const optional = failed.every((nodeId) => isOptional(report, nodeId));
    const more = failed.length > names.length ? ` and ${failed.length - names.length} more` : '';
    const note = optional ? ` (optional: ${failed.length === 1 ? 'its' : 'their'} failure did not fail the run)` : '';
    return `cut short in round ${round.round}${of}: ${names.join(', ')}${more} failed${note}`;
}
function reviews_outcomeText(w, report, loop, held) {
    const last = loop.rounds.at(-1);
    const of = loop.limit === undefined ? '' : ` of ${loop.limit}`;
    if (loop.exhausted === 'fail') {
        const optional = isOptional(report, loop.reviewer)
            ? '; the reviewer is optional, so this did not fail the run'
            : '';
        return `rounds ran out after ${last?.round ?? 0}${of}: failed${optional}`;
    }
    if (loop.exhausted === 'pass')
        return `rounds ran out after ${last?.round ?? 0}${of}: passed with a warning`;
    if (last === undefined)
        return 'no round yet';
    if (last.verdict === 'pass')
        return `passed in round ${last.round}${of}`;
    if (last.verdict === 'failed')
        return `the reviewer failed in round ${last.round}`;
    // The graph knows the rounds before the loop's first record does.
    if (held !== undefined)
        return `round ${last.round}${held.limit === undefined ? '' : ` of ${held.limit}`} asked for changes; ${(0,held_send_back/* heldStepText */.dn)(held, (value) => w.text(value, 200))}`;
    return openRoundText(w, report, last, of);
}
/** A round the reviewer has not answered: open while the run can go on, else it never will be. */
function verdictText(report, round) {
    if (round.verdict !== 'open')
        return round.verdict;
    const ending = (0,node_state/* runEnding */.nH)(report);
    return ending === 'live' || ending === 'interrupted' ? 'open' : 'none';
}
function changedText(round) {
    if (!round.changes.recorded)
        return '\u2014';
    const c = round.changes;
    if (c.files === 0)
        return 'nothing';
    return `${(0,format/* countOf */.pq)(c.files, 'file')}, +${(0,format/* formatCount */.B4)(c.added)} / \u2212${(0,format/* formatCount */.B4)(c.removed)}`;
}
function loopBlock(w, report, loop, held) {
    const target = loop.target === undefined ? '' : ` \u2192 ${w.text(loop.target, 200)}`;
    const outcome = reviews_outcomeText(w, report, loop, held);
    const lines = [w.heading(4, `${w.text(loop.reviewer, 200)}${target}: ${outcome}`), ''];
    lines.push(...w.tableHead(['round', 'verdict', 'findings', 'changed', 'cost'], ['right', 'left', 'right', 'left', 'right']));
    for (const round of loop.rounds) {
        lines.push(w.tableRow([
            (0,format/* formatCount */.B4)(round.round),
            verdictText(report, round),
            (0,format/* formatCount */.B4)(round.findings),
            changedText(round),
            (0,usage_text/* costText */.rs)(round.usage),
        ]));
    }
    return lines.join('\n');
}
function reviewsSection(report, w, held = []) {
    const loops = report.reviewLoops ?? [];
    if (loops.length === 0)
        return null;
    const rounds = loops.reduce((sum, loop) => sum + loop.rounds.length, 0);
    return {
        name: 'Review loops',
        importance: 40,
        droppable: true,
        head: [
            ...w.foldOpen(`Review loops (${(0,format/* countOf */.pq)(loops.length, 'loop')}, ${(0,format/* countOf */.pq)(rounds, 'round')})`),
            'Each round: the reviewer\u2019s verdict and findings, what the round\u2019s nodes changed, and what their engine calls cost.',
        ],
        units: loops.map((loop) => loopBlock(w, report, loop, held.find((entry) => entry.reviewer === loop.reviewer))),
        unitSeparator: '\n\n',
        noun: 'review loops',
        tail: w.foldClose().filter((line) => line !== ''),
    };
}

;// CONCATENATED MODULE: ./src/report/sections/usage.ts




const billingKinds = ['api', 'subscription', 'unknown'];
const usage_billingLabel = { api: 'API', subscription: 'subscription', unknown: 'unknown' };
/** Which way the calls were paid: `API`, `subscription`, or each with its call count when mixed. */
function billingCell(usage) {
    const kinds = billingKinds.filter((kind) => usage.billing[kind].calls > 0);
    if (kinds.length <= 1)
        return kinds[0] === undefined ? usage_text/* noCalls */.Zl : usage_billingLabel[kinds[0]];
    return kinds.map((kind) => `${usage_billingLabel[kind]} ${(0,format/* formatCount */.B4)(usage.billing[kind].calls)}`).join(', ');
}
/**
 * The cost, never adding a subscription estimate to an API bill: one figure when the calls were
 * paid one way, else the figure of each way.
 */
function costCell(usage) {
    const kinds = billingKinds.filter((kind) => usage.billing[kind].calls > 0);
    if (kinds.length <= 1)
        return (0,usage_text/* costText */.rs)(usage);
    const bound = usage.cost.unknownCalls > 0 ? '\u2265 ' : '';
    const priced = kinds.filter((kind) => usage.billing[kind].usd > 0);
    if (priced.length === 0)
        return (0,usage_text/* costText */.rs)(usage);
    return priced.map((kind) => `${bound}${(0,format/* formatUsd */.UK)(usage.billing[kind].usd)} ${usage_billingLabel[kind]}`).join(' + ');
}
/** "spent of limit" for a run budget (one line; empty without a budget). */
function budgetLine(w, budget, tokenState) {
    if (budget == null)
        return [];
    const unknown = budget.unknownCalls === 0
        ? ''
        : budget.limit.soft === true
            ? ` (soft: ${(0,format/* countOf */.pq)(budget.unknownCalls, 'call')} of unknown cost counted as zero)`
            : ` (${(0,format/* countOf */.pq)(budget.unknownCalls, 'call')} of unknown cost)`;
    const spent = (0,format/* spentOfLimit */.lw)(budget, {
        verb: true,
        separator: '; ',
        ...(tokenState === undefined ? {} : { tokenState }),
    });
    return [`${w.strong('Budget:')} ${spent ?? ''}${unknown}`, ''];
}
/** One line per capped node: "Cap of polish: 0.04 USD spent of 0.20 (raised by ana)"; empty without caps. */
function nodeCapLines(w, caps, tokenStateOf = () => undefined) {
    const shown = (caps ?? []).slice(0, 50);
    if (shown.length === 0)
        return [];
    const lines = shown.map((cap) => {
        const raised = cap.raisedBy === null ? '' : ` (raised by ${w.text(cap.raisedBy, 100)})`;
        const tokenState = tokenStateOf(cap.nodeId);
        const spent = (0,format/* spentOfLimit */.lw)(cap, {
            verb: true,
            separator: '; ',
            ...(tokenState === undefined ? {} : { tokenState }),
        });
        return w.bullet(`${w.strong(`Cap of ${w.text(cap.nodeId, 100)}:`)} ${spent ?? ''}${raised}`);
    });
    return [...lines, ''];
}
/** Engines of each node's positions, e.g. `anthropic/claude-sonnet-4-5` (one pass over the nodes). */
function enginesByNode(report) {
    const engines = report.positionEngines;
    const byNode = new Map();
    if (engines !== undefined)
        for (const node of report.status.nodes) {
            if (!Object.hasOwn(engines, node.position))
                continue;
            const names = byNode.get(node.nodeId) ?? new Set();
            for (const name of engines[node.position])
                names.add(name);
            byNode.set(node.nodeId, names);
        }
    return (nodeId) => [...(byNode.get(nodeId) ?? [])];
}
function enginesCell(w, names) {
    const shown = names.slice(0, 3).map((name) => w.cell(name, 100));
    return shown.length === 0 ? usage_text/* noCalls */.Zl : `${shown.join(', ')}${names.length > 3 ? ` (+${names.length - 3})` : ''}`;
}
function row(w, name, engines, usage) {
    return w.tableRow([name, engines, (0,format/* formatCount */.B4)(usage.calls), (0,usage_text/* tokensInOut */.QR)(usage), costCell(usage), billingCell(usage)]);
}
/**
 * Why calls have no token figures, each kind counted: completed without usage from the engine,
 * failed, and still open (a live run) or cut off (an ended one). From the report's engine calls
 * when they account for every such call, else from the totals (which cannot tell a failed call
 * without figures from a completed one when some calls failed).
 */
function unmeasuredReasons(report, usage) {
    const calls = report.engineCalls ?? [];
    const unmeasured = (call) => call.receipt === null || !call.receipt.measured;
    let open = calls.filter((call) => call.outcome === 'open').length;
    let failed = calls.filter((call) => call.outcome === 'failed' && unmeasured(call)).length;
    let completed = calls.filter((call) => call.outcome === 'completed' && unmeasured(call)).length;
    let part = calls.filter((call) => call.outcome === 'completed' && unmeasured(call) && reportedSide(call)).length;
    let either = 0;
    if (report.engineCalls === undefined || open + failed + completed !== usage.unknownCalls) {
        open = usage.openCalls;
        const closed = Math.max(0, usage.unknownCalls - open);
        [completed, failed, either, part] = usage.failedCalls === 0 ? [closed, 0, 0, 0] : [0, 0, closed, 0];
    }
    const live = (0,node_state/* runEnding */.nH)(report) === 'live';
    const none = completed - part;
    return [
        none > 0 ? `${(0,format/* formatCount */.B4)(none)} completed but the engine reported no usage` : '',
        part > 0 ? `${(0,format/* formatCount */.B4)(part)} completed with only part of ${part === 1 ? 'its' : 'their'} usage reported` : '',
        failed > 0 ? `${(0,format/* formatCount */.B4)(failed)} failed` : '',
        either > 0 ? `${(0,format/* formatCount */.B4)(either)} failed or reported no usage` : '',
        open > 0
            ? `${(0,format/* formatCount */.B4)(open)} ${live ? 'still open or cut off by a crash' : 'cut off by a crash or a stop'}`
            : '',
    ]
        .filter((part) => part !== '')
        .join(', ');
}
/** A call whose engine reported its input or its output tokens, not both. */
function reportedSide(call) {
    return call.receipt !== null && (call.receipt.inputTokens !== undefined || call.receipt.outputTokens !== undefined);
}
/** Whether an unmeasured call reported part of its usage: then the calls have no *complete* figures. */
function somePartReported(report) {
    return (report.engineCalls ?? []).some((call) => call.receipt !== null && !call.receipt.measured && reportedSide(call));
}
/** What was not measured, in one line (null when every call was). */
function unmeasuredLine(w, usage, report) {
    const parts = [];
    if (usage.unknownCalls > 0)
        parts.push(`${(0,format/* formatCount */.B4)(usage.unknownCalls)} of ${(0,format/* countOf */.pq)(usage.calls, 'call')} ${usage.unknownCalls === 1 ? 'has' : 'have'} no ${somePartReported(report) ? 'complete ' : ''}usage figures (${unmeasuredReasons(report, usage)}), so token figures marked \u2265 are lower bounds${usage.state === 'unknown' ? ' and "unknown" ones were not reported at all' : ''}.`);
    if (usage.cost.unknownCalls > 0) {
        const models = usage.cost.unknownModels.slice(0, 10).map((model) => w.text(model, 100));
        parts.push(`${(0,format/* countOf */.pq)(usage.cost.unknownCalls, 'call has', 'calls have')} no cost figure${models.length === 0 ? '' : ` (${models.join(', ')})`}: costs marked \u2265 are lower bounds.`);
    }
    return parts.length === 0 ? null : `${w.strong('Not measured:')} ${parts.join(' ')}`;
}
const subscriptionNote = 'A subscription figure is what the calls would cost on the API: it is not billed.';
function usageSection(report, w) {
    const total = report.status.totalUsage;
    if (total.calls === 0)
        return null;
    const enginesOf = enginesByNode(report);
    const allEngines = [...new Set(report.status.usage.flatMap((entry) => enginesOf(entry.nodeId)))];
    const unmeasured = unmeasuredLine(w, total, report);
    const usageOf = usageByNode(report);
    return {
        name: 'Usage',
        importance: 20,
        droppable: false,
        head: [
            w.heading(3, 'Usage'),
            '',
            ...budgetLine(w, report.status.budget, total.state),
            ...nodeCapLines(w, report.status.nodeCaps, (nodeId) => usageOf(nodeId).state),
            ...w.tableHead(['node', 'engine / model', 'calls', 'tokens in / out', 'cost', 'billing'], ['left', 'left', 'right', 'right', 'right', 'left']),
            row(w, w.strong('total'), enginesCell(w, allEngines), total),
        ],
        units: report.status.usage
            .filter((entry) => entry.usage.calls > 0)
            .map((entry) => row(w, w.cell(entry.nodeId, 200), enginesCell(w, enginesOf(entry.nodeId)), entry.usage)),
        unitSeparator: '\n',
        noun: 'usage rows',
        // The subscription note only where a subscription figure is shown.
        tail: [unmeasured, total.billing.subscription.calls > 0 ? subscriptionNote : null]
            .filter((line) => line !== null)
            .flatMap((line, index) => (index === 0 ? [line] : ['', line])),
    };
}
function detailRow(w, name, usage) {
    return w.tableRow([
        name,
        `${(0,usage_text/* tokenText */.pA)(usage, 'cacheReadTokens')} / ${(0,usage_text/* tokenText */.pA)(usage, 'cacheWriteTokens')}`,
        (0,usage_text/* pricedPartText */._O)(usage.cost.reportedUsd),
        (0,usage_text/* pricedPartText */._O)(usage.cost.estimatedUsd),
        `${(0,format/* formatCount */.B4)(usage.failedCalls)} / ${(0,format/* formatCount */.B4)(usage.openCalls)}`,
    ]);
}
/** Cache tokens, reported vs estimated cost, failed and open calls: folded. */
function usageDetailsSection(report, w) {
    const total = report.status.totalUsage;
    if (total.calls === 0)
        return null;
    return {
        name: 'Usage details',
        importance: 15,
        droppable: true,
        head: [
            ...w.foldOpen('Usage details: cache tokens, reported and estimated cost, failed calls'),
            ...w.tableHead(['node', 'cache read / write', 'reported cost', 'estimated cost', 'failed / open calls'], ['left', 'right', 'right', 'right', 'right']),
            detailRow(w, w.strong('total'), total),
        ],
        units: report.status.usage
            .filter((entry) => entry.usage.calls > 0)
            .map((entry) => detailRow(w, w.cell(entry.nodeId, 200), entry.usage)),
        unitSeparator: '\n',
        noun: 'usage detail rows',
        tail: [
            '"Estimated" prices a call from the price table where the engine reported tokens but no cost.',
            ...w.foldClose(),
        ],
    };
}

// EXTERNAL MODULE: ./src/report/budget-commands.ts
var budget_commands = __webpack_require__(22708);
;// CONCATENATED MODULE: ./src/report/sections/budget-pause.ts
// A budget pause (the run budget, or a node's max-cost-usd / max-tokens-total) in the summary:
// what was spent of which limit and, when the limit was reached, the command that resumes it with a
// raise (the limit doubled until it is above what was spent, as a starting point; pause.command already carries it): a bare resume
// would only pause again.



/** The block of a budget pause, or undefined when the pause is not one. */
function budgetPauseBlock(w, pause) {
    const parsed = (0,budget_commands/* budgetRequestSchema */.ck)().safeParse(pause.request);
    if (!parsed.success)
        return undefined;
    const { spent, limit, scope, nodeId, unknownCalls } = parsed.data;
    const what = scope === 'node' ? `the cap of node ${w.text(nodeId ?? pause.nodeId, 200)}` : 'the run budget';
    const spentOf = (0,format/* spentOfLimit */.lw)({ spent, limit, unknownCalls: unknownCalls?.length ?? 0 }) ?? '';
    const raising = Object.keys((0,budget_commands/* reachedLimits */.Hd)(parsed.data)).length > 0;
    const command = pause.command;
    return [
        w.heading(4, raising
            ? `Raise ${what} to resume ${w.text(pause.position, 500)}`
            : `Resume ${w.text(pause.position, 500)} to accept the calls of unknown usage`),
        '',
        `${w.strong('Node:')} ${w.text(pause.nodeId, 500)} \u00b7 ${w.strong('Spent:')} ${spentOf} \u00b7 ${w.strong('Reason:')} ${w.text(pause.reason, 2000)}`,
        '',
        raising
            ? 'The command raises each reached limit, doubled until it is above what was spent; change the number to the limit you mean (it must be more than was spent).'
            : 'Resuming counts those calls as zero from then on.',
        ...(pause.capReachedToo === undefined
            ? []
            : [
                '',
                `Node ${w.text(pause.nodeId, 200)}'s own cap is reached too (${pause.capReachedToo}): after this resume the run pauses again at that cap; resume that pause with a raise of the cap.`,
            ]),
        ...commandNote(w, command),
        '',
        w.command(command),
    ].join('\n');
}

// EXTERNAL MODULE: ./src/graph/executor/gate-answer.ts
var gate_answer = __webpack_require__(88696);
;// CONCATENATED MODULE: ./src/report/sections/gate.ts
// A gate in the summary: the question, each field (what it accepts, required or default, its
// description), who may answer, the deadline, and the exact commands that answer it.


function gateBlock(w, pause) {
    const { request, commands } = pause.gate;
    const lines = [
        w.heading(4, `Answer ${w.text(pause.position, 500)}: ${w.text(request.question, 500)}`),
        '',
        `${w.strong('Node:')} ${w.text(pause.nodeId, 500)} \u00b7 ${w.strong('Asks:')} ${w.text(request.question, 2000)}`,
    ];
    if (request.fields.length > 0) {
        lines.push('');
        for (const field of request.fields.slice(0, 50)) {
            const rule = field.default !== undefined
                ? `default ${w.text(JSON.stringify(field.default), 300)}`
                : field.required
                    ? 'required'
                    : 'optional';
            const about = field.description === undefined ? '' : ` \u2014 ${w.text(field.description, 500)}`;
            lines.push(w.bullet(`${w.strong(w.text(field.name, 100))} (${rule}): ${w.text((0,gate_answer/* fieldAccepts */.eM)(field), 500)}${about}`));
        }
    }
    const actors = request.allowedActors ?? [];
    lines.push('', `${w.strong('Who may answer:')} ${actors.length === 0 ? 'anyone who may run the workflow' : w.text(actors.join(', '), 1000)}`);
    if (request.deadline !== undefined)
        lines.push('', `${w.strong('Deadline:')} ${w.text(request.deadline, 100)} (a resume after it fails the node: GATE_TIMEOUT)`);
    for (const answer of commands) {
        const fill = answer.placeholders ? ' (replace the <\u2026> placeholders first)' : '';
        lines.push('', `${w.strong(`${w.text(answer.label, 300)}:`)}${fill}`, ...commandNote(w, answer.command), '', w.command(answer.command));
    }
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/report/sections/waiting.ts



const runLevelText = {
    INTERRUPTED: 'The run was interrupted (cancelled, or stopped before its time limit). Continuing it starts a replacement worker; work that was in flight follows the crash-recovery rules (retry-safe work runs again, other work becomes a reconcile request).',
    WORKSPACE_DRIFT: 'The workspace differs from the snapshot saved at the pause, and a resume is refused until it matches: put it back as it was, then continue.',
    WORKSPACE_LEASE: 'Another run took the workspace lease during a restart backoff. Continue once it is free.',
    WORKSPACE_ANCHOR_MISSING: 'The pause has no saved workspace snapshot.',
    WORKSPACE_ANCHOR_INVALID: 'The saved workspace snapshot cannot be read.',
    RESUME_EVENT_MISMATCH: 'The resumed position was paused again by a newer pause event; resume that one.',
};
function waitingBlock(w, pause) {
    const budget = budgetPauseBlock(w, pause);
    if (budget !== undefined)
        return budget;
    if (pause.gate !== undefined)
        return gateBlock(w, { ...pause, gate: pause.gate });
    return [
        w.heading(4, `Resume ${w.text(pause.position, 500)} once the policy allows it`),
        '',
        `${w.strong('Node:')} ${w.text(pause.nodeId, 500)} \u00b7 ${w.strong('Reason:')} ${w.text(pause.reason, 2000)}`,
        '',
        `${w.strong('Request:')} ${w.text(JSON.stringify(pause.request), 2000)}`,
        ...commandNote(w, pause.command),
        '',
        w.command(pause.command),
    ].join('\n');
}
const waiting_takeoverText = 'Its watchdog stopped without recording a result (the job or its machine was lost?). Check that no other job drives the run, then continue it: the takeover is recorded, with who did it, and work that was in flight follows the crash-recovery rules.';
/** A commit as the drift message names it: `(unborn)` for none. */
const commitText = (w, sha) => (sha === null ? '(unborn)' : w.text(sha, 80));
/** A drift pause at another commit, from the HEADs the runner recorded (never its reason's text). */
function headDriftText(w, head) {
    const [found, expected] = [commitText(w, head.found), commitText(w, head.expected)];
    return `HEAD is ${found} now, but the run paused at ${expected}: check out ${expected} in the run's repository and put back any files that differ, then continue.`;
}
function runLevelLines(w, run) {
    const lines = [w.heading(4, run.takeover === true ? 'Take over the run' : 'Continue the run')];
    const explained = run.takeover === true ? waiting_takeoverText : run.code === null ? undefined : runLevelText[run.code];
    if (explained !== undefined)
        lines.push('', explained);
    if (run.code === 'WORKSPACE_DRIFT' && run.head !== undefined)
        lines.push('', headDriftText(w, run.head));
    if (run.positions.length > 0) {
        const shown = run.positions.slice(0, 50).map((position) => w.text(position, 300));
        const more = run.positions.length - shown.length;
        lines.push('', `${w.strong('In flight:')} ${shown.join(', ')}${more > 0 ? `, \u2026 and ${more} more` : ''}`);
    }
    lines.push(...commandNote(w, run.command), '', w.command(run.command));
    return lines;
}
/**
 * The run-level pause (continue the run, take it over): its own section, placed before the
 * reconcile requests or after the paused positions (PausePlan.runFirst, see pause-order.ts).
 */
function runPauseSection(run, w) {
    if (run === null)
        return null;
    return {
        name: 'Continue the run',
        importance: 60,
        droppable: false,
        head: runLevelLines(w, run),
        units: [],
        unitSeparator: '\n',
        noun: 'lines',
    };
}
/** The paused positions (gates, budget and policy pauses), in the plan's order. */
function waitingSection(waiting, w) {
    if (waiting.length === 0)
        return null;
    return {
        name: 'Paused',
        importance: 60,
        droppable: true,
        head: [],
        units: waiting.map((pause) => waitingBlock(w, pause)),
        unitSeparator: '\n\n',
        noun: 'paused positions',
    };
}

;// CONCATENATED MODULE: ./src/report/sections/warnings.ts

function statusWarnings(status) {
    const warnings = [];
    if (status.cleanupVerified === false) {
        warnings.push("Cleanup of the worker's processes could not be verified: check the machine for leftover processes.");
    }
    if (status.leaseRetained)
        warnings.push('The workspace lease (and the process lock) was kept after a terminal failure.');
    return warnings;
}
function laneWarnings(report, w) {
    return (report.deadLanes ?? []).map((lane) => `Engine ${laneTargetText(w, lane.selected)} of lane ${w.text(lane.lane, 200)} is dead (${w.text(lane.kind, 50)}); ${lane.takeover.kind === 'none' ? '' : 'later calls run on '}${takeoverText(w, lane.takeover)}.`);
}
/**
 * A warning as a sentence beside the others: the caller's are log lines ("the store was not saved:
 * ..."). A first word that is a name (environment-variables, ACTIONS_CACHE_MODE=...) keeps its case.
 */
function asSentence(warning) {
    const opened = /^[a-z]+(?=[\s,:;])/.test(warning) ? warning[0].toUpperCase() + warning.slice(1) : warning;
    return /[.!?]$/.test(opened) ? opened : `${opened}.`;
}
function warningsSection(report, w) {
    const warnings = [
        ...statusWarnings(report.status).map((warning) => w.text(warning, 2000)),
        ...laneWarnings(report, w),
        ...report.warnings.map((warning) => w.text(asSentence(warning), 2000)),
    ];
    if (warnings.length === 0)
        return null;
    const [first, ...items] = w.callout('WARNING', warnings);
    return {
        name: 'Warnings',
        importance: 70,
        droppable: true,
        head: [first],
        units: items,
        unitSeparator: '\n',
        noun: 'warnings',
    };
}

;// CONCATENATED MODULE: ./src/report/command-layout.ts
// Laying out a resume command to read without scrolling: a command longer than a line puts each
// flag (with its value) on its own continuation line, so the decision is always at the start of
// a line; a word still too long is split inside, where the shell joins it back (`\` + newline is
// removed before words are formed, so `'ab'\\u23ce'cd'` is the one word `abcd`). The text a person
// copies runs exactly the one-line command (test/report/command-layout.test.ts runs both in sh).
/** Characters per line: fits GitHub's code block at 1000 px with room to spare. */
const commandWidth = 76;
/**
 * The words of a command as commands.ts writes them: bare characters, `'\u2026'` quoted parts, `\'`
 * and `"$(printf '\u2026')"` parts, separated by single spaces outside quotes.
 */
function commandWords(command) {
    const words = [];
    let word = '';
    let quote = null;
    const chars = [...command];
    for (let i = 0; i < chars.length; i += 1) {
        const char = chars[i];
        if (quote === null && char === ' ') {
            if (word !== '')
                words.push(word);
            word = '';
            continue;
        }
        word += char;
        if (quote === null && char === '\\' && i + 1 < chars.length)
            word += chars[++i];
        else if (quote === null && (char === "'" || char === '"'))
            quote = char;
        else if (quote === "'" && char === "'")
            quote = null;
        // Inside "$(printf '\u2026')" the only `"` is the closing one.
        else if (quote === '"' && char === '"')
            quote = null;
    }
    if (word !== '')
        words.push(word);
    return words;
}
/**
 * Splits one word into lines: the first at most `firstWidth` characters, the others `width`, each
 * but the last ending in `\` (inside single quotes `'\`, reopened on the next line). Never inside
 * a printf part, never between `\` and the character it escapes.
 */
function splitWord(word, firstWidth, width) {
    const pieces = [];
    let piece = '';
    let length = 0;
    let quote = null;
    const chars = [...word];
    for (let i = 0; i < chars.length; i += 1) {
        const char = chars[i];
        let token = char;
        if (quote === null && char === '\\' && i + 1 < chars.length)
            token += chars[++i];
        const opens = quote === null && (char === "'" || char === '"');
        const closes = (quote === "'" && char === "'") || (quote === '"' && char === '"');
        const room = (pieces.length === 0 ? firstWidth : width) - 2;
        if (length + token.length > room && quote !== '"' && !closes && piece !== '' && piece !== "'") {
            pieces.push(quote === "'" ? `${piece}'\\` : `${piece}\\`);
            piece = quote === "'" ? "'" : '';
            length = piece.length;
        }
        piece += token;
        // A quoted newline starts a new line by itself.
        length = char === '\n' ? 0 : length + token.length;
        if (opens)
            quote = char;
        else if (closes)
            quote = null;
    }
    pieces.push(piece);
    return pieces;
}
/** The words grouped: the words before the first flag, then each flag with the words after it. */
function flagGroups(words) {
    const groups = [];
    for (const word of words) {
        const last = groups.at(-1);
        if (last === undefined || word.startsWith('-'))
            groups.push([word]);
        else
            last.push(word);
    }
    return groups;
}
/**
 * The command as lines to show: one line when it fits, else flags (with their values) packed onto
 * continuation lines, the decision starting a line of its own.
 */
function commandLines(command, width = commandWidth, decisionFlag = 'decision') {
    if ([...command].length <= width && !command.includes('\n'))
        return [command];
    const groups = flagGroups(commandWords(command));
    const startsLine = (group) => group[0] === `--${decisionFlag}` || (group[0] === '-f' && (group[1] ?? '').startsWith(`${decisionFlag}=`));
    const lines = [];
    groups.forEach((group, index) => {
        const ending = index === groups.length - 1 ? '' : ' \\';
        const text = group.join(' ');
        const current = lines.at(-1);
        // Joins the current line (dropping its ` \`) when both fit on it.
        if (current !== undefined && !startsLine(group) && !text.includes('\n')) {
            const joined = `${current.slice(0, -2)} ${text}`;
            if ([...joined].length + ending.length <= width) {
                lines[lines.length - 1] = joined + ending;
                return;
            }
        }
        const indent = index === 0 ? '' : '  ';
        if ([...(indent + text)].length + ending.length <= width && !text.includes('\n')) {
            lines.push(indent + text + ending);
            return;
        }
        // Too long: the group's last word is split inside (the shell joins the pieces back).
        const head = `${indent}${group.slice(0, -1).join(' ')}${group.length > 1 ? ' ' : ''}`;
        const pieces = splitWord(group.at(-1), width - [...head].length, width);
        pieces[0] = head + pieces[0];
        pieces[pieces.length - 1] = pieces.at(-1) + ending;
        lines.push(...pieces.join('\n').split('\n'));
    });
    return lines;
}

;// CONCATENATED MODULE: ./src/report/writer.ts
// One summary, two forms: GitHub-flavoured Markdown (the job summary) and plain text (a terminal).
// Sections build their lines through a Writer, so the content is the same and only the syntax
// differs. Both forms escape every user-controlled string completely: Markdown as character
// references (escape.ts), text by replacing controls and bidi characters (no terminal escape
// sequence, no forged line).


const backtickRuns = /`+/g;
/** A fence longer than any run of backticks in the content, so no line of it can close the block. */
function fencedBlock(content, info = 'sh') {
    let longest = 0;
    for (const run of content.match(backtickRuns) ?? [])
        longest = Math.max(longest, run.length);
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${content}\n${fence}`;
}
const markdownWriter = {
    kind: 'markdown',
    text: (value, maxChars) => (0,report_escape/* escapeText */.X1)(value, maxChars),
    cell: (value, maxChars) => (0,report_escape/* escapeCell */.kq)(value, maxChars),
    strong: (inline) => `**${inline}**`,
    heading: (level, inline) => `${'#'.repeat(level)} ${inline}`,
    bullet: (inline) => `- ${inline}`,
    tableHead: (headers, align) => (0,report_escape/* tableHead */.PP)(headers, align),
    tableRow: (cells) => (0,report_escape/* tableRow */.jD)(cells),
    // NUL cannot be in an argument; a lone surrogate cannot be written as UTF-8.
    command: (command) => fencedBlock(commandLines((0,report_escape/* wellFormed */.ES)(command).replaceAll('\0', '\uFFFD')).join('\n')),
    link: (text, url) => `[${text}](${url})`,
    foldOpen: (summary) => [`<details><summary>${summary}</summary>`, ''],
    foldClose: () => ['', '</details>'],
    // One line of raw HTML: escapePre turns newlines into references, so no output can end the block.
    preformatted: (lines) => `<pre><code>${(0,report_escape/* escapePre */.j2)(lines.join('\n'))}</code></pre>`,
    callout: (kind, items) => [`> [!${kind}]`, ...items.map((item) => `> - ${item}`)],
};
// Text tables: cells are joined with a separator no escaped value holds (controls become U+FFFD),
// and alignTextTables pads each run of such lines into columns.
const cellSeparator = '\u0000';
const rowMark = '\u0001';
const textWriter = {
    kind: 'text',
    text: (value, maxChars = 2000) => (0,report_escape/* cleanText */.X5)((0,report_escape/* truncateText */.EJ)(value, maxChars)),
    cell: (value, maxChars = 500) => (0,report_escape/* cleanText */.X5)((0,report_escape/* truncateText */.EJ)(value, maxChars)),
    strong: (inline) => inline,
    heading: (level, inline) => level === 4 ? inline : `${inline}\n${(level === 2 ? '=' : '-').repeat(Math.min(80, [...inline].length))}`,
    bullet: (inline) => `- ${inline}`,
    tableHead: (headers) => [rowMark + headers.join(cellSeparator)],
    tableRow: (cells) => rowMark + cells.join(cellSeparator),
    command: (command) => commandLines((0,report_escape/* cleanText */.X5)(command, { keepNewlines: true }))
        .map((line) => `    ${line}`)
        .join('\n'),
    link: (text, url) => `${text}: ${url}`,
    foldOpen: (summary) => [`${summary}:`],
    foldClose: () => [],
    preformatted: (lines) => lines.map((line) => `    ${(0,report_escape/* cleanText */.X5)(line)}`).join('\n'),
    callout: (kind, items) => [
        kind === 'WARNING' ? 'Warning:' : kind === 'IMPORTANT' ? 'Important:' : 'Note:',
        ...items.map((item) => `  - ${item}`),
    ],
};
const width = (cell) => [...cell].length;
/** Pads the marked table lines of a text document into columns (two spaces apart). */
function alignTextTables(document) {
    const lines = document.split('\n');
    const out = [];
    for (let i = 0; i < lines.length;) {
        if (!lines[i].startsWith(rowMark)) {
            out.push(lines[i]);
            i += 1;
            continue;
        }
        const rows = [];
        while (i < lines.length && lines[i].startsWith(rowMark)) {
            rows.push(lines[i].slice(1).split(cellSeparator));
            i += 1;
        }
        const widths = [];
        for (const row of rows)
            row.forEach((cell, c) => (widths[c] = Math.max(widths[c] ?? 0, width(cell))));
        for (const row of rows)
            out.push(`  ${row
                .map((cell, c) => (c === row.length - 1 ? cell : cell + ' '.repeat(widths[c] - width(cell))))
                .join('  ')}`.trimEnd());
    }
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/report/summary.ts
// renderRunSummary: the job summary (GitHub-flavoured Markdown, at most 1 MiB);
// renderRunSummaryText: the same content as plain text for a terminal.























/** The workflow page, whether the commands dispatch it, and (for a live run) that they wait for its pause. */
function nextStepsWorkflow(report, parsed, w) {
    const dispatches = parsed.workflowFile !== undefined;
    const live = (0,live_note/* liveNote */.Z)(report, dispatches, (value) => w.text(value, 300));
    return { url: (0,commands/* workflowPageUrl */.OU)(parsed), dispatches, ...(live === undefined ? {} : { live }) };
}
/**
 * The sections in reading order: what happened and what now (headline, warnings, what to do
 * next with its commands), then every node, usage, and the folded detail (usage details,
 * per-call receipts, engine fallbacks, changes, evidence).
 */
function sections(report, context, w) {
    const parsed = (0,report_context/* parseSummaryContext */.lN)(context);
    const plan = (0,pauses/* planPauses */.RM)(report, parsed);
    const decisions = new Set(plan.reconcile.map((request) => request.position));
    const held = (0,held_send_back/* heldSendBacks */.UD)(report, plan);
    // Another job drives the run now: no call to act and no command here (they would race it).
    const elsewhere = parsed.drivenElsewhere === true;
    // What waits, in the order a person acts on it (pause-order.ts).
    const runPause = runPauseSection(plan.run, w);
    const nextSteps = elsewhere
        ? [drivenElsewhereSection(w)]
        : [
            nextStepsSection(plan, nextStepsWorkflow(report, parsed, w), w, held),
            retrySection(report, parsed, w),
            reviewExhaustedSection(report, w),
            plan.runFirst ? runPause : null,
            reconcileSection(plan.reconcile, w),
            waitingSection(plan.waiting, w),
            plan.runFirst ? null : runPause,
        ];
    const list = [
        headlineSection(report, (0,result/* reportResult */.i)(report), w, decisions.size > 0 && !elsewhere),
        warningsSection(report, w),
        ...nextSteps,
        outputSection(report, parsed, w),
        nodesSection(report, w, { decisions, endsFailed: plan.endsFailed?.cause, heldSendBacks: held }),
        usageSection(report, w),
        usageDetailsSection(report, w),
        reviewsSection(report, w, held),
        callsSection(report, w),
        fallbacksSection(report, w),
        changesSection(report, w),
        evidenceSection(report, w),
    ];
    return { list: list.filter((section) => section !== null), maxBytes: parsed.maxBytes };
}
/**
 * The job summary. When it exceeds `context.maxBytes` (default 1 MiB), the least important parts
 * are cut whole and the cuts are listed under the headline.
 */
function renderRunSummary(report, context) {
    const { list, maxBytes } = sections(report, context, markdownWriter);
    return assemble(list, maxBytes);
}
/** The summary as plain text (no character references, no tables that need a browser); never cut. */
function renderRunSummaryText(report, context) {
    const { list } = sections(report, context, textWriter);
    return alignTextTables(assemble(list, Number.POSITIVE_INFINITY));
}


/***/ }),

/***/ 58985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ tokensInOut),
/* harmony export */   Zl: () => (/* binding */ noCalls),
/* harmony export */   _O: () => (/* binding */ pricedPartText),
/* harmony export */   pA: () => (/* binding */ tokenText),
/* harmony export */   rs: () => (/* binding */ costText)
/* harmony export */ });
/* unused harmony exports usageStateText, billingText */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);

const noCalls = '\u2014';
function usageStateText(usage) {
    return usage.calls === 0 ? noCalls : usage.state;
}
/** Token count of one kind: exact, `\u2265 n` (partial) or unknown. */
function tokenText(usage, kind) {
    if (usage.calls === 0)
        return noCalls;
    if (usage.state === 'unknown')
        return 'unknown';
    // A cache count no call reported is unknown, not 0; some calls without it make the sum a lower bound.
    const unknownCalls = kind === 'cacheReadTokens'
        ? usage.cacheReadUnknownCalls
        : kind === 'cacheWriteTokens'
            ? usage.cacheWriteUnknownCalls
            : undefined;
    if (unknownCalls !== undefined && unknownCalls >= usage.calls)
        return 'unknown';
    const value = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(usage[kind]);
    return usage.state === 'partial' || (unknownCalls ?? 0) > 0 ? `\u2265 ${value}` : value;
}
/** `in / out` for the nodes table. */
function tokensInOut(usage) {
    if (usage.calls === 0)
        return noCalls;
    if (usage.state === 'unknown')
        return 'unknown';
    return `${tokenText(usage, 'inputTokens')} / ${tokenText(usage, 'outputTokens')}`;
}
/**
 * The cost: priced figure (reported + estimated), a lower bound `\u2265` when some calls have no
 * figure, "unknown" when none has; followed by where the figure came from.
 */
function costText(usage) {
    const cost = usage.cost;
    if (usage.calls === 0)
        return noCalls;
    if (cost.unknownCalls >= usage.calls)
        return 'unknown';
    const sources = [cost.reportedUsd > 0 ? 'reported' : '', cost.estimatedUsd > 0 ? 'estimated' : ''].filter((s) => s !== '');
    const figure = `${cost.unknownCalls > 0 ? '\u2265 ' : ''}${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(cost.usd)}`;
    const marks = [
        sources.length === 0 ? '' : sources.join(' + '),
        cost.unknownCalls > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(cost.unknownCalls)} unknown` : '',
    ].filter((s) => s !== '');
    return marks.length === 0 ? figure : `${figure} (${marks.join(', ')})`;
}
/** A priced part (reported or estimated): "\u2014" when nothing was priced that way. */
function pricedPartText(usd) {
    return usd > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(usd) : noCalls;
}
function billingText(usage) {
    const parts = ['api', 'subscription', 'unknown']
        .filter((key) => usage.billing[key].calls > 0)
        .map((key) => {
        const line = usage.billing[key];
        return `${key} ${formatCount(line.calls)}${line.usd > 0 ? ` (${formatUsd(line.usd)})` : ''}`;
    });
    return parts.length === 0 ? noCalls : parts.join(', ');
}


/***/ }),

/***/ 40019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ waitingFor)
/* harmony export */ });
/* harmony import */ var _budget_commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22708);
/* harmony import */ var _ends_failed_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62346);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);
// What a paused run waits for, in words a sentence joins: the summary's first line under "What to
// do next", the CLI's headline and the Action's annotation say the same.



/**
 * What the run waits for, in parts a sentence joins: `1 attempt needs your decision`, `2 questions
 * wait for your answer`, `the run waits to be continued`... The summary and the annotation say the same.
 * `endsFailed: false` leaves out that the run will end failed whatever the answer: for a line the
 * full sentence (endsFailedSentences) follows, so that it is said once.
 */
function waitingFor(plan, { endsFailed = true } = {}) {
    const parts = [];
    const decisions = plan.reconcile.length;
    if (decisions > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(decisions)} ${decisions === 1 ? 'attempt needs' : 'attempts need'} your decision`);
    const gates = plan.waiting.filter((pause) => pause.gate !== undefined).length;
    if (gates > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(gates)} ${gates === 1 ? 'question waits' : 'questions wait'} for your answer`);
    const budgets = plan.waiting.filter((pause) => (0,_budget_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .budgetRequestSchema */ .ck)().safeParse(pause.request).success).length;
    if (budgets > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(budgets)} paused ${budgets === 1 ? 'position waits' : 'positions wait'} on a budget`);
    const others = plan.waiting.length - gates - budgets;
    if (others > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(others)} paused ${others === 1 ? 'position waits' : 'positions wait'} for the policy`);
    // A paused run with nothing listed still waits for someone to continue it; first when nothing
    // else can be resumed before it (pause-order.ts).
    const run = plan.run?.takeover === true
        ? 'the run lost its watchdog and waits to be taken over'
        : plan.run !== null || parts.length === 0
            ? 'the run waits to be continued'
            : undefined;
    if (run !== undefined)
        parts.splice(plan.runFirst ? 0 : parts.length, 0, run);
    // Said with what waits, so nobody reads the answer as deciding the outcome. Node IDs are plain
    // words (the DAG form's pattern); the failure's code, any text, is left to the sentences that escape it.
    const cause = endsFailed ? plan.endsFailed?.cause : undefined;
    if (cause !== undefined)
        parts.push(`it will end failed whatever the answer (${(0,_ends_failed_js__WEBPACK_IMPORTED_MODULE_2__/* .endsFailedCauseText */ .Kv)(cause.kind === 'node' ? { ...cause, code: null } : cause, (value) => value)})`);
    return parts;
}


/***/ })

};

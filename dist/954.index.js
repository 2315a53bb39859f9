export const id = 954;
export const ids = [954];
export const modules = {

/***/ 95954:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finish: () => (/* binding */ finish)
});

// UNUSED EXPORTS: whereCommands

// EXTERNAL MODULE: ./src/report/commands.ts
var commands = __webpack_require__(74506);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/context.ts
var report_context = __webpack_require__(70301);
// EXTERNAL MODULE: ./src/report/ends-failed.ts
var ends_failed = __webpack_require__(62346);
// EXTERNAL MODULE: ./src/report/pauses.ts + 1 modules
var pauses = __webpack_require__(53294);
// EXTERNAL MODULE: ./src/report/waiting-for.ts
var waiting_for = __webpack_require__(40019);
// EXTERNAL MODULE: ./src/report/result.ts
var report_result = __webpack_require__(65781);
;// CONCATENATED MODULE: ./src/report/attention.ts
// What a person must do about a run that waits, in plain text for the log and an annotation: a
// paused, interrupted, drift-paused or orphaned run otherwise ends as a green job nobody notices.
// Pure: the Action turns it into a `::warning` (title + text) and a block at the end of the log.







// Values are shown as they are (the log and annotations are text, not Markdown) but bounded, on
// one line as the progress lines write them: a line break reads as a space, other control
// characters as U+FFFD and bidi controls by name, so a value cannot forge further log lines.
const plain = (value, max = 300) => (0,report_escape/* oneLine */.TN)(value, max);
/** Null when the run waits for nobody (completed, failed, running, not stored) or another job drives it now. */
function attentionOf(report, context, where) {
    const runId = report.status.runId;
    const parsed = (0,report_context/* parseSummaryContext */.lN)(context);
    if (parsed.drivenElsewhere === true)
        return null;
    if (report.status.phase === 'orphaned')
        return orphanedAttention(runId, parsed, where);
    const result = (0,report_result/* reportResult */.i)(report);
    if (result.kind !== 'pause')
        return null;
    const plan = (0,pauses/* planPauses */.RM)(report, parsed);
    const waiting = { lines: [], parts: [] };
    // In the order a person acts on them, as the summary lists them (pause-order.ts).
    if (plan.run !== null && plan.runFirst)
        describeRunPause(plan.run, waiting);
    for (const request of plan.reconcile)
        describeReconcile(request, waiting);
    for (const pause of plan.waiting)
        describeWaitingPause(pause, waiting);
    if (plan.run !== null && !plan.runFirst)
        describeRunPause(plan.run, waiting);
    // The answers cannot change the outcome: said under the commands, so nobody expects them to.
    if (plan.endsFailed !== undefined)
        waiting.lines.push(...(0,ends_failed/* endsFailedSentences */._A)(plan.endsFailed, (value) => plain(value, 200)).map((line) => `  ${line}`));
    const { lines, parts } = waiting;
    const verb = report.status.phase === 'interrupted' ? 'was interrupted' : 'paused';
    // In the summary's words ("1 question waits for your answer"), so the two name the same thing.
    const waits = (0,waiting_for/* waitingFor */.F)(plan).join('; ');
    // The block's own sentences say the run ends failed whatever the answer: its first line does not.
    const blockWaits = (0,waiting_for/* waitingFor */.F)(plan, { endsFailed: false }).join('; ');
    return {
        title: `Run ${plain(runId, 100)} ${verb}: ${waits}`,
        text: `Run ${plain(runId, 100)} ${verb} and waits for a person: ${parts.slice(0, 10).join('; ')}${parts.length > 10 ? `; \u2026 and ${parts.length - 10} more` : ''}. ${where}`,
        lines: [`Run ${plain(runId, 100)} ${verb}; ${blockWaits}:`, ...lines],
    };
}
function orphanedAttention(runId, parsed, where) {
    const reason = `its watchdog stopped without recording a result (the job was killed?)`;
    return {
        title: `Run ${plain(runId, 100)} is not settled: it waits for your takeover`,
        text: `Run ${plain(runId, 100)} was not settled: ${reason}. Check that no other job drives it, then continue it with takeover: true (recorded). ${where}`,
        lines: [
            `Run ${plain(runId, 100)} waits for a person: ${reason}.`,
            '  continue it (recorded as a takeover): run the job again with takeover: true',
            `    ${(0,commands/* resumeCommand */.VJ)(parsed, { runId })}${parsed.workflowFile === undefined ? ' --takeover' : ' -f takeover=true'}`,
        ],
    };
}
function describeReconcile(request, { lines, parts }) {
    parts.push(`${plain(request.position, 200)} (reconcile: retry, complete or fail)`);
    lines.push(`  ${plain(request.position, 200)} (node ${plain(request.nodeId, 100)}): did this uncertain work happen? ${plain(request.reason)}`, `    it happened:       ${request.commands.complete}`, 
    // A reviewer's complete records the verdict pass; the same command with revise sends the work back.
    ...(request.revise === undefined ? [] : [`    ask for changes:   the same with ${request.revise} instead`]), `    run it again:      ${request.commands.retry}`, `    record it failed:  ${request.commands.fail}`);
}
function describeWaitingPause(pause, { lines, parts }) {
    if (pause.gate !== undefined) {
        parts.push(`${plain(pause.position, 200)} (answer: ${plain(pause.gate.request.question, 200)})`);
        lines.push(`  ${plain(pause.position, 200)} (node ${plain(pause.nodeId, 100)}) asks: ${plain(pause.gate.request.question)}`);
        for (const answer of pause.gate.commands)
            lines.push(`    ${plain(answer.label, 100)}: ${answer.command}`);
        return;
    }
    parts.push(`${plain(pause.position, 200)} (resume)`);
    lines.push(`  ${plain(pause.position, 200)} (node ${plain(pause.nodeId, 100)}): ${plain(pause.reason)}`, `    resume:            ${pause.command}`);
}
function describeRunPause(run, { lines, parts }) {
    const why = [run.code, run.reason].filter((part) => part !== null && part !== '').join(': ');
    const inFlight = run.positions.length === 0 ? '' : `, in flight: ${run.positions.map((p) => plain(p, 200)).join(', ')}`;
    parts.push(`the run${why === '' ? '' : ` (${plain(why, 200)})`}${inFlight} (continue)`);
    lines.push(`  the run${why === '' ? '' : ` (${plain(why)})`}${inFlight}`, `    continue:          ${run.command}`);
}

;// CONCATENATED MODULE: ./src/action/exit-status.ts
function resultFailsStep(result, failOn) {
    if (failOn === 'never')
        return false;
    if (result === 'fail')
        return true;
    return failOn === 'pause' && result === 'pause';
}

// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(65468);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
;// CONCATENATED MODULE: ./src/action/outputs.ts
// The step outputs: the report layer's runOutputs for the stored run, plus where this job saved
// the store. Every output is set on every path, so `steps.<id>.outputs.result` is never missing.
// GitHub refuses an output over 1 MiB (and 50 MB for a whole workflow run): a larger value is
// replaced by a small JSON marker saying how large it was and where the whole value is, and a
// warning annotation says so (else a later step reads the marker with nothing in the log about it).



/** Largest value set as one output (GitHub's limit is 1 MiB; names and delimiters need room too). */
const maxOutputBytes = 1_000_000;
function stepOutputs(report, context, saved) {
    const run = report === null ? outputs/* noRunOutputs */.T : (0,outputs/* runOutputs */.MR)(report, context);
    const all = { ...run, 'cache-key': saved.cacheKey ?? '', 'artifact-name': saved.artifactName ?? '' };
    const where = [
        'the run store',
        ...(saved.cacheKey === undefined ? [] : [`cache entry ${saved.cacheKey}`]),
        ...(saved.artifactName === undefined ? [] : [`artifact ${saved.artifactName}`]),
    ]
        .map((part) => part.slice(0, 600))
        .join(', ');
    for (const [name, value] of Object.entries(all)) {
        const bytes = Buffer.byteLength(value, 'utf8');
        if (bytes <= maxOutputBytes)
            continue;
        all[name] = JSON.stringify({
            truncated: true,
            output: name,
            bytes,
            limit: maxOutputBytes,
            where: `${where}: read it with npx supervised-run status (or summary) on the restored store`,
        });
    }
    return all;
}
// What stepOutputs writes in place of a value over the limit (no output's own value starts so).
const markerStart = '{"truncated":true,';
const markerSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({ truncated: schemas/* literal */.euz(true), output: schemas/* string */.YjP(), bytes: schemas/* number */.aig() }));
/** The outputs stepOutputs replaced by a marker, with the size of the value each one held. */
function replacedOutputs(outputs) {
    return Object.entries(outputs).flatMap(([name, value]) => {
        if (!value.startsWith(markerStart))
            return [];
        const marker = markerSchema().safeParse(JSON.parse(value));
        return marker.success && marker.data.output === name ? [{ name, bytes: marker.data.bytes }] : [];
    });
}
function setStepOutputs(io, outputs) {
    // Every field of StepOutputs is a string; Object.entries cannot see that through the interface.
    for (const [name, value] of Object.entries(outputs))
        io.setOutput(name, value);
    for (const { name, bytes } of replacedOutputs(outputs))
        io.warning(`output "${name}" was ${bytes} bytes, over the ${maxOutputBytes} bytes a step output may hold: it holds a JSON marker ({"truncated":true,...}) saying where the whole value is (the run store: npx supervised-run status)`, `output ${name} cut to GitHub's limit`);
}

// EXTERNAL MODULE: ./src/action/summary.ts
var action_summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/action/job/problems.ts
var problems = __webpack_require__(93120);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/action/job/pull-request.ts
// A run started by a pull request: its caches are visible only to that pull request, so the
// summary's dispatch commands restore the store from this workflow run's artifact (from-run,
// added by the report layer's summary context). A pull request from a fork has no branch in this
// repository to dispatch on: then the note says plainly that a dispatch cannot resume it.



const eventSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    pull_request: schemas/* looseObject */._H3({
        head: schemas/* looseObject */._H3({ repo: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }).nullable() }),
        base: schemas/* looseObject */._H3({ repo: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }) }),
    }),
}));
/** The fork's `owner/repo` when the event payload names a head repository other than the base; else undefined. */
function forkOf(env) {
    const file = env.GITHUB_EVENT_PATH;
    if (file === undefined || file === '')
        return undefined;
    try {
        const event = eventSchema().safeParse(JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8')));
        if (!event.success)
            return undefined;
        const head = event.data.pull_request.head.repo?.full_name;
        return head !== undefined && head !== event.data.pull_request.base.repo.full_name ? head : undefined;
    }
    catch {
        return undefined; // an unreadable payload: treated as a same-repository pull request
    }
}
/** The note for a run started by a pull request; undefined for any other event. */
function pullRequestNote(env) {
    const event = env.GITHUB_EVENT_NAME;
    if (event !== 'pull_request' && event !== 'pull_request_target')
        return undefined;
    const fork = forkOf(env);
    if (fork !== undefined)
        return `This run was started by a pull request from the fork ${fork}. A workflow_dispatch runs on a branch of this repository, and the pull request's caches are visible only to the pull request, so the commands below cannot resume it. To answer it (a question, a decision, a budget raise), download the store artifact of workflow run ${env.GITHUB_RUN_ID ?? '?'} and resume it with the CLI (npx supervised-run resume --store DIR ...). "Re-run jobs" on this workflow run only continues an interrupted run or runs failed nodes again: it cannot give an answer.`;
    return `This run was started by a pull request: its caches are visible only to that pull request, so the commands dispatch on the head branch ${env.GITHUB_HEAD_REF ?? '?'} and restore the store from this workflow run's artifact (from-run ${env.GITHUB_RUN_ID ?? '?'}; the workflow needs a from-run input and actions: read).`;
}

// EXTERNAL MODULE: ./src/action/job/rerun.ts
var rerun = __webpack_require__(55080);
// EXTERNAL MODULE: ./src/action/job/state-names.ts
var state_names = __webpack_require__(32030);
;// CONCATENATED MODULE: ./src/action/job/finish.ts
// The job's end (run-job.ts, run-restored.ts): the job summary and step outputs from the stored
// run (with the save's evidence), the annotations of a run that waits for a person, and the exit
// status by fail-on.








function restoredFrom(stored) {
    const restored = stored?.restored;
    if (restored === undefined)
        return undefined;
    switch (restored.source) {
        case 'cache':
            return `cache entry ${restored.key}`;
        case 'artifact':
            return `artifact ${restored.artifactName}`;
        case 'local':
            return restored.leftBy === undefined
                ? 'this runner (an earlier step of this job left the store there)'
                : `this runner (left there by ${restored.leftBy}${restored.heldKey === undefined ? '' : `; it holds every record of cache entry ${restored.heldKey}`})`;
        case 'none':
            return undefined;
    }
}
async function finish(job, deps, input) {
    const { io } = deps;
    const saved = input.persisted?.result ?? {};
    // Refused its claim (claim.ts): another job drives the run now, so nothing here calls for an
    // answer or gives a command (each would race that job).
    const context = (0,action_summary/* jobSummaryContext */.L)(deps.env, job.config, input.warnings, {
        rerunReopens: (0,rerun/* rerunWouldReopen */.PO)(job, saved.cacheKey),
        drivenElsewhere: input.problems.some((problem) => problem.code === 'RUN_CLAIMED'),
    });
    let report = input.report;
    if (report !== null) {
        const from = restoredFrom(input.restored);
        report = {
            ...report,
            evidence: {
                ...report.evidence,
                ...(saved.cacheKey === undefined ? {} : { cacheKey: saved.cacheKey }),
                // The job checked GITHUB_RUN_ID before it persisted anything (prepare.ts): the run `gh run download` reads.
                ...(saved.artifactName === undefined
                    ? {}
                    : { artifactName: saved.artifactName, artifactRunId: job.githubRunId }),
                ...(from === undefined ? {} : { restoredFrom: from }),
            },
            warnings: [
                ...report.warnings,
                ...input.warnings,
                ...(input.persisted?.warnings ?? []),
                ...(input.persisted?.fork === undefined ? [] : [input.persisted.fork]),
            ],
        };
    }
    const retry = (0,rerun/* retryHint */.IR)(report, context);
    const outputs = stepOutputs(report, context, saved);
    const attention = report === null
        ? null
        : attentionOf(report, context, whereCommands(outputs, replacedOutputs(outputs).map(({ name }) => name)));
    const pullRequest = attention !== null || retry !== undefined ? pullRequestNote(deps.env) : undefined;
    // The summary shows the retry under "What to do next" with its command; the log gets the line.
    const notes = [...input.notes, ...(pullRequest === undefined ? [] : [pullRequest])];
    const summary = (0,action_summary/* renderJobSummary */.q)({
        runId: job.config.runId,
        report,
        context,
        problems: input.problems,
        notes: input.report === null ? [...notes, ...input.warnings] : notes,
        ...(input.tried === undefined ? {} : { tried: input.tried }),
    });
    await io.writeSummary(summary);
    io.saveState(state_names/* stateNames */.U.summary, '1');
    setStepOutputs(io, outputs);
    for (const note of retry === undefined ? notes : [...notes, retry])
        io.info(note);
    // A run that waits for a person must not end as a quiet green job: an annotation, and the
    // log's last lines say what waits and how to answer it. fail-on alone decides the exit status.
    if (attention !== null)
        io.warning(attention.text, attention.title);
    const failure = failureOf(job, input.problems[0], outputs, report);
    if (failure !== undefined)
        io.setFailed(failure);
    if (attention !== null)
        for (const text of ['', ...attention.lines])
            io.info(text);
    return { failed: failure !== undefined, outputs, summary };
}
/**
 * Where the commands are: the summary, the step outputs that hold them for this run (not one that was
 * over GitHub's limit and holds a marker instead: then where the whole value is), and the log's end.
 */
function whereCommands(outputs, replacedOutputs) {
    const names = [
        ...(outputs['reconcile-requests'] === '[]' ? [] : ['reconcile-requests']),
        ...(outputs['gate-requests'] === '[]' ? [] : ['gate', 'gate-requests']),
        ...(outputs['resume-command'] === '' ? [] : ['resume-command']),
    ];
    const replaced = new Set(replacedOutputs);
    const held = names.filter((name) => !replaced.has(name));
    const cut = names.filter((name) => replaced.has(name));
    const inOutputs = held.length === 0 ? '' : ` and in the step outputs (${held.join(', ')})`;
    const over = cut.length === 0
        ? ''
        : ` The step output${cut.length === 1 ? '' : 's'} ${cut.join(', ')} ${cut.length === 1 ? 'was' : 'were'} over GitHub's limit and ${cut.length === 1 ? 'holds' : 'hold'} a JSON marker instead: the whole value is in the run store (npx supervised-run status on the restored store).`;
    return `The exact commands are in the job summary${inOutputs}; the end of this log repeats them.${over}`;
}
function failureOf(job, problem, outputs, report) {
    if (problem !== undefined)
        return (0,problems/* failureText */.k)(problem);
    if (!resultFailsStep(outputs.result, job.config.failOn))
        return undefined;
    const code = outputs.code === '' ? '' : ` (${outputs.code})`;
    return `run ${job.config.runId} ${outputs.result === 'fail' ? 'failed' : 'paused'}${code}${whyOf(report)}; fail-on is ${job.config.failOn}`;
}
/** `: <message>` of a failed run, `: <reason>` of a paused one: the annotation says why, not only a code. */
function whyOf(report) {
    const result = report?.status.result;
    const why = result?.kind === 'fail' ? result.message : result?.kind === 'pause' ? result.reason : null;
    return why === null || why.trim() === '' ? '' : `: ${(0,report_escape/* oneLine */.TN)(why, 300)}`;
}


/***/ }),

/***/ 55080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IR: () => (/* binding */ retryHint),
/* harmony export */   PO: () => (/* binding */ rerunWouldReopen),
/* harmony export */   uU: () => (/* binding */ rerunOf)
/* harmony export */ });
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70301);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74506);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33215);
// "Re-run jobs" on GitHub keeps GITHUB_RUN_ID and raises GITHUB_RUN_ATTEMPT. When the store this
// job restored was saved by an earlier attempt of this same workflow run, this job is a re-run of
// the job that recorded the result: a failed run is then reopened (mode auto), as a person asked.


/** `attempt 2 of workflow run 123, whose attempt 1 saved the store`, or undefined when this is no re-run. */
function rerunOf(restoredKey, restorePrefix, githubRunId, githubRunAttempt) {
    if (restoredKey === undefined || !restoredKey.toLowerCase().startsWith(restorePrefix.toLowerCase()))
        return undefined;
    const match = /^([0-9]+)-([0-9]+)$/.exec(restoredKey.slice(restorePrefix.length));
    if (match === null || match[1] !== githubRunId)
        return undefined;
    const savedBy = Number(match[2]);
    const current = Number(githubRunAttempt);
    if (!Number.isSafeInteger(current) || current <= savedBy)
        return undefined;
    return `attempt ${current} of workflow run ${githubRunId}, whose attempt ${savedBy} saved the store`;
}
/**
 * Whether "Re-run jobs" of this job would reopen a failed run (modes.ts): mode auto, no position
 * input (a re-run keeps the inputs, and a position is refused RUN_NOT_PAUSED), and this job saved
 * the run to the cache under the key its re-run takes for a store of an earlier attempt (rerunOf).
 */
function rerunWouldReopen(job, savedKey) {
    const { mode, position } = job.config;
    if (mode !== 'auto' || position !== undefined || savedKey === undefined)
        return false;
    const next = Number(job.githubRunAttempt) + 1;
    return rerunOf(savedKey, job.restorePrefix, job.githubRunId, String(next)) !== undefined;
}
/** How a person retries a run that failed because nodes failed, for the log; undefined for any other run. */
function retryHint(report, context) {
    if (report === null || !(0,_runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetryableFailure */ .hy)(report.status))
        return undefined;
    const parsed = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSummaryContext */ .lN)(context);
    // Another job drives the run now (it is reopening it): a retry here would race it.
    if (parsed.drivenElsewhere === true)
        return undefined;
    const { runId } = report.status;
    const dispatch = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .retryFailedCommand */ .P$)(parsed, runId);
    const rerun = parsed.rerunReopens === true ? 'use "Re-run jobs" on this workflow run, or ' : '';
    return `Run ${runId} failed because nodes failed. To run its failed nodes again (completed nodes never run again; finally nodes run again after them): ${rerun}dispatch with retry-failed: ${dispatch}`;
}


/***/ }),

/***/ 38770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ jobSummaryContext),
/* harmony export */   q: () => (/* binding */ renderJobSummary)
/* harmony export */ });
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70301);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22287);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36621);
// The job summary: the report layer's rendering of the stored run, preceded by what this job
// itself has to say (a refusal, a cancellation, the workspace rebuild) and, when nothing is
// stored, a short statement of that. Every user-controlled string is escaped by the report
// layer's escapers; the whole stays within GitHub's 1 MiB per step.

/** Room kept for this job's own lines (each is cut to a few KiB). */
const ownBytes = 32 * 1024;
/**
 * The summary context from the job's environment and how the job ended. A value the report layer
 * refuses (an odd GITHUB_SERVER_URL, say) is left out rather than failing the job; the warning says so.
 */
function jobSummaryContext(env, config, warnings, end = {}) {
    // With persist artifact the store is in no cache entry: a dispatch restores it from this
    // workflow run's artifact (from-run), as a pull request's does.
    const artifactOnly = config.persist !== undefined && !config.persist.cache && config.persist.artifact;
    const runId = env.GITHUB_RUN_ID;
    const context = {
        ...(0,_report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .summaryContextFromEnv */ .l8)(env, config.inputNames),
        ...(artifactOnly && runId !== undefined && runId !== '' ? { fromRun: runId } : {}),
        ...(end.rerunReopens === true ? { rerunReopens: true } : {}),
        ...(end.drivenElsewhere === true ? { drivenElsewhere: true } : {}),
        maxBytes: _report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .maxSummaryBytes */ .aH - ownBytes,
    };
    const droppable = ['serverUrl', 'repository', 'ref', 'workflowFile'];
    for (let attempt = 0; attempt <= droppable.length; attempt += 1) {
        try {
            (0,_report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSummaryContext */ .lN)(context);
            break;
        }
        catch (error) {
            if (!(0,_report_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isReportError */ .Xe)(error))
                throw error;
            const field = droppable.find((name) => error.field === name);
            if (field === undefined)
                throw error;
            warnings.push(`the summary leaves out ${field} from the job environment: ${error.message}`);
            // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- field is one of the droppable keys above
            delete context[field];
        }
    }
    return context;
}
function ownLines(input) {
    const lines = [];
    // Escaping can make a character five bytes (`<` is `&#60;`): what does not fit the room kept
    // for these lines is left out and counted, so the whole stays under the runner's limit.
    let room = ownBytes - 1024;
    let left = 0;
    const add = (...block) => {
        const bytes = Buffer.byteLength(block.join('\n'), 'utf8') + 1;
        if (bytes > room)
            left += 1;
        else {
            room -= bytes;
            lines.push(...block);
        }
    };
    for (const problem of input.problems.slice(0, 5))
        add('> [!CAUTION]', `> **${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(problem.code, 100)}:** ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(problem.message, 3000)}`, '');
    for (const note of input.notes.slice(0, 10))
        add(`- ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(note, 2000)}`);
    if (left > 0)
        lines.push(`- ${left} more of this job's messages are left out here (the summary's 1 MiB limit).`);
    if (input.notes.length > 0 || left > 0)
        lines.push('');
    return lines;
}
function renderJobSummary(input) {
    const own = ownLines(input);
    if (input.report !== null)
        return `${own.join('\n')}${own.length > 0 ? '\n' : ''}${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_3__/* .renderRunSummary */ .q)(input.report, input.context)}`;
    const stored = `No run ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(input.runId, 200)} is stored${input.tried === undefined ? '' : ` (tried ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(input.tried, 2000)})`}.`;
    return [`## Supervised run ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(input.runId, 200)}: not stored`, '', ...own, stored, ''].join('\n');
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


/***/ })

};

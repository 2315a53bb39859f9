export const id = 308;
export const ids = [308,770];
export const modules = {

/***/ 28676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ runPostJob)
/* harmony export */ });
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76719);
/* harmony import */ var _persistence_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93638);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38770);
/* harmony import */ var _persist_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(828);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17848);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93120);
/* harmony import */ var _stored_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96003);
// The post step's work: if main may have changed the store (state `pending`) but recorded no
// save, save it now — new immutable key, artifact, fork detection — and, if main wrote no
// summary, summarise the stored run. The process lock and workspace lease are machine-local and
// never saved. Inputs are parsed again (the runner gives the post step the same INPUT_*).







async function runPostJob(deps) {
    const { io } = deps;
    if (io.getState(_persist_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U0.pending) === '') {
        io.info('nothing to save: the main step did not run the watchdog');
        return { saved: false };
    }
    if (io.getState(_persist_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U0.saved) !== '') {
        io.info('the main step saved the store');
        return { saved: false };
    }
    const job = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareJob */ .LS)(deps.env, deps.cwd, io);
    io.warning(`the main step did not save the store of run ${job.config.runId} (it was stopped before it could): saving it now`);
    const restoredKey = io.getState(_persist_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U0.restoredKey);
    const chains = (0,_persistence_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseChainMarks */ .t0)(io.getState(_persist_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U0.restoredChains));
    const persisted = await (0,_persist_js__WEBPACK_IMPORTED_MODULE_0__/* .persistStore */ .GM)(job, restoredKey === '' ? undefined : restoredKey, io, chains);
    if (io.getState(_persist_js__WEBPACK_IMPORTED_MODULE_0__/* .stateNames */ .U0.summary) !== '')
        return { saved: true };
    const warnings = [...persisted.warnings, ...(persisted.fork === undefined ? [] : [persisted.fork])];
    const context = (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__.jobSummaryContext)(deps.env, job.config, warnings);
    const note = 'The main step was stopped before it wrote this summary; the post step saved the store and wrote it.';
    let summary;
    try {
        const report = await (0,_report_index_js__WEBPACK_IMPORTED_MODULE_4__/* .loadRunReport */ .U)((0,_stored_js__WEBPACK_IMPORTED_MODULE_5__/* .storageOptions */ .E)(job), job.config.runId);
        const saved = persisted.result ?? {};
        const withEvidence = {
            ...report,
            evidence: { ...report.evidence, ...saved },
            warnings: [...report.warnings, ...warnings],
        };
        summary = (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__.renderJobSummary)({ runId: job.config.runId, report: withEvidence, context, problems: [], notes: [note] });
    }
    catch (error) {
        summary = (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__.renderJobSummary)({
            runId: job.config.runId,
            report: null,
            context,
            problems: [(0,_problems_js__WEBPACK_IMPORTED_MODULE_6__/* .problemOf */ .Z)(error)],
            notes: [note, ...warnings],
        });
    }
    await io.writeSummary(summary);
    return { saved: true, summary };
}


/***/ }),

/***/ 27718:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _core_io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49484);
/* harmony import */ var _job_post_job_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28676);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97018);
// The Action's post step (a chunk of dist/bundle.js, `post-if: always()`): saves the store when the main step
// could not (killed or cancelled before its save), and writes a summary if main wrote none.



try {
    await (0,_job_post_job_js__WEBPACK_IMPORTED_MODULE_0__/* .runPostJob */ .H)({ env: process.env, cwd: process.cwd(), io: _core_io_js__WEBPACK_IMPORTED_MODULE_1__/* .coreIO */ .I });
}
catch (error) {
    // The post step never fails the job on its own: main already reported the run.
    _core_io_js__WEBPACK_IMPORTED_MODULE_1__/* .coreIO */ .I.warning(`the post step could not save the store: ${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .Uc)(error)}`);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 38770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jobSummaryContext: () => (/* binding */ jobSummaryContext),
/* harmony export */   renderJobSummary: () => (/* binding */ renderJobSummary)
/* harmony export */ });
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70301);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22287);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79603);
// The job summary: the report layer's rendering of the stored run, preceded by what this job
// itself has to say (a refusal, a cancellation, the workspace rebuild) and, when nothing is
// stored, a short statement of that. Every user-controlled string is escaped by the report
// layer's escapers; the whole stays within GitHub's 1 MiB per step.

/** Room kept for this job's own lines (each is cut to a few KiB). */
const ownBytes = 32 * 1024;
/**
 * The summary context from the job's environment. A value the report layer refuses (an odd
 * GITHUB_SERVER_URL, say) is left out rather than failing the job; the warning says so.
 */
function jobSummaryContext(env, config, warnings) {
    const context = {
        ...(0,_report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .summaryContextFromEnv */ .l8)(env, config.inputNames),
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
    for (const problem of input.problems.slice(0, 5)) {
        lines.push('> [!CAUTION]', `> **${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(problem.code, 100)}:** ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(problem.message, 3000)}`, '');
    }
    if (input.notes.length > 0) {
        lines.push(...input.notes.slice(0, 10).map((note) => `- ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(note, 2000)}`), '');
    }
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

/***/ 64377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
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


/***/ })

};

export const id = 770;
export const ids = [770];
export const modules = {

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


/***/ })

};

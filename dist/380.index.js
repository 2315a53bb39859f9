export const id = 380;
export const ids = [380];
export const modules = {

/***/ 25078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ReportError: () => (/* reexport */ errors/* ReportError */.$g),
  answerCommands: () => (/* reexport */ gate_commands/* answerCommands */.Tp),
  attentionOf: () => (/* reexport */ attentionOf),
  costText: () => (/* reexport */ usage_text/* costText */.rs),
  deadLanesFrom: () => (/* reexport */ lanes/* deadLanesFrom */.e),
  decisionCommands: () => (/* reexport */ commands/* decisionCommands */.Xh),
  escapeCell: () => (/* reexport */ report_escape/* escapeCell */.kq),
  escapePre: () => (/* reexport */ report_escape/* escapePre */.j2),
  escapeText: () => (/* reexport */ report_escape/* escapeText */.X1),
  formatCount: () => (/* reexport */ format/* formatCount */.B4),
  formatDuration: () => (/* reexport */ format/* formatDuration */.a3),
  isReportError: () => (/* reexport */ errors/* isReportError */.Xe),
  jsonText: () => (/* reexport */ outputs/* jsonText */.s$),
  loadRunReport: () => (/* reexport */ load/* loadRunReport */.U),
  maxOptionCommands: () => (/* reexport */ gate_commands/* maxOptionCommands */.mj),
  maxSummaryBytes: () => (/* reexport */ report_context/* maxSummaryBytes */.aH),
  noRunOutputs: () => (/* reexport */ outputs/* noRunOutputs */.T),
  nodeChangesFrom: () => (/* reexport */ derive/* nodeChangesFrom */.oo),
  openGate: () => (/* reexport */ gate_commands/* openGate */.GN),
  parseSummaryContext: () => (/* reexport */ report_context/* parseSummaryContext */.lN),
  parseWorkflowRef: () => (/* reexport */ report_context/* parseWorkflowRef */.QO),
  planOf: () => (/* reexport */ lanes/* planOf */.X),
  planPauses: () => (/* reexport */ pauses/* planPauses */.RM),
  positionUsageFrom: () => (/* reexport */ derive/* positionUsageFrom */.$3),
  reconcileDecisions: () => (/* reexport */ commands/* reconcileDecisions */.O5),
  renderRunSummary: () => (/* reexport */ summary/* renderRunSummary */.q),
  renderRunSummaryText: () => (/* reexport */ summary/* renderRunSummaryText */.r),
  reportErrorCodes: () => (/* reexport */ errors/* reportErrorCodes */.tD),
  resumeCommand: () => (/* reexport */ commands/* resumeCommand */.VJ),
  runOutputNames: () => (/* reexport */ outputs/* runOutputNames */.JK),
  runOutputs: () => (/* reexport */ outputs/* runOutputs */.MR),
  shellQuote: () => (/* reexport */ commands/* shellQuote */.ZL),
  spelledOutCodePoints: () => (/* reexport */ commands/* spelledOutCodePoints */.K3),
  summaryContextFromEnv: () => (/* reexport */ report_context/* summaryContextFromEnv */.l8),
  summaryContextSchema: () => (/* reexport */ report_context/* summaryContextSchema */.Pz),
  tokenText: () => (/* reexport */ usage_text/* tokenText */.pA),
  workflowFileName: () => (/* reexport */ report_context/* workflowFileName */.Jo),
  workflowPageUrl: () => (/* reexport */ commands/* workflowPageUrl */.OU)
});

// EXTERNAL MODULE: ./src/report/summary.ts + 19 modules
var summary = __webpack_require__(79603);
// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(65468);
// EXTERNAL MODULE: ./src/report/load.ts + 3 modules
var load = __webpack_require__(76719);
// EXTERNAL MODULE: ./src/report/commands.ts
var commands = __webpack_require__(74506);
// EXTERNAL MODULE: ./src/report/context.ts
var report_context = __webpack_require__(70301);
// EXTERNAL MODULE: ./src/report/pauses.ts
var pauses = __webpack_require__(85571);
// EXTERNAL MODULE: ./src/report/result.ts
var report_result = __webpack_require__(65781);
;// CONCATENATED MODULE: ./src/report/attention.ts
// What a person must do about a run that waits, in plain text for the log and an annotation: a
// paused, interrupted, drift-paused or orphaned run otherwise ends as a green job nobody notices.
// Pure: the Action turns it into a `::warning` (title + text) and a block at the end of the log.




// Values are shown as they are (the log and annotations are text, not Markdown) but bounded, and
// control characters are made visible so a value cannot forge further log lines.
const plain = (value, max = 300) => {
    const visible = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return visible.length > max ? `${visible.slice(0, max)}…` : visible;
};
const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;
/** Null when the run waits for nobody (completed, failed, running, not stored). */
function attentionOf(report, context, where) {
    const runId = report.status.runId;
    const parsed = (0,report_context/* parseSummaryContext */.lN)(context);
    if (report.status.phase === 'orphaned') {
        const reason = `its watchdog stopped without recording a result (the job was killed?)`;
        return {
            title: `Run ${plain(runId, 100)} is not settled: 1 decision waits`,
            text: `Run ${plain(runId, 100)} was not settled: ${reason}. Check that no other job drives it, then continue it with takeover: true (recorded). ${where}`,
            lines: [
                `Run ${plain(runId, 100)} waits for a person: ${reason}.`,
                '  continue it (recorded as a takeover): run the job again with takeover: true',
                `    ${(0,commands/* resumeCommand */.VJ)(parsed, { runId })}${parsed.workflowFile === undefined ? ' --takeover' : ' -f takeover=true'}`,
            ],
        };
    }
    const result = (0,report_result/* reportResult */.i)(report);
    if (result.kind !== 'pause')
        return null;
    const plan = (0,pauses/* planPauses */.RM)(report, parsed);
    const lines = [];
    const parts = [];
    for (const request of plan.reconcile) {
        parts.push(`${plain(request.position, 200)} (reconcile: retry, complete or fail)`);
        lines.push(`  ${plain(request.position, 200)} (node ${plain(request.nodeId, 100)}): did this uncertain work happen? ${plain(request.reason)}`, `    it happened:       ${request.commands.complete}`, `    run it again:      ${request.commands.retry}`, `    record it failed:  ${request.commands.fail}`);
    }
    for (const pause of plan.waiting) {
        if (pause.gate !== undefined) {
            parts.push(`${plain(pause.position, 200)} (answer: ${plain(pause.gate.request.question, 200)})`);
            lines.push(`  ${plain(pause.position, 200)} (node ${plain(pause.nodeId, 100)}) asks: ${plain(pause.gate.request.question)}`);
            for (const answer of pause.gate.commands)
                lines.push(`    ${plain(answer.label, 100)}: ${answer.command}`);
            continue;
        }
        parts.push(`${plain(pause.position, 200)} (resume)`);
        lines.push(`  ${plain(pause.position, 200)} (node ${plain(pause.nodeId, 100)}): ${plain(pause.reason)}`, `    resume:            ${pause.command}`);
    }
    if (plan.run !== null) {
        const why = [plan.run.code, plan.run.reason]
            .filter((part) => part !== null && part !== '')
            .join(': ');
        const inFlight = plan.run.positions.length === 0 ? '' : `, in flight: ${plan.run.positions.map((p) => plain(p, 200)).join(', ')}`;
        parts.push(`the run${why === '' ? '' : ` (${plain(why, 200)})`}${inFlight} (continue)`);
        lines.push(`  the run${why === '' ? '' : ` (${plain(why)})`}${inFlight}`, `    continue:          ${plan.run.command}`);
    }
    const count = plan.reconcile.length + plan.waiting.length + (plan.run === null ? 0 : 1);
    const verb = report.status.phase === 'interrupted' ? 'was interrupted' : 'paused';
    const waits = `${plural(count, 'decision')} wait${count === 1 ? 's' : ''}`;
    return {
        title: `Run ${plain(runId, 100)} ${verb}: ${waits}`,
        text: `Run ${plain(runId, 100)} ${verb} and waits for a person: ${parts.slice(0, 10).join('; ')}${parts.length > 10 ? `; … and ${parts.length - 10} more` : ''}. ${where}`,
        lines: [`Run ${plain(runId, 100)} ${verb}; ${waits} for a person:`, ...lines],
    };
}

// EXTERNAL MODULE: ./src/report/gate-commands.ts
var gate_commands = __webpack_require__(40834);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/usage-text.ts
var usage_text = __webpack_require__(58985);
// EXTERNAL MODULE: ./src/report/derive.ts
var derive = __webpack_require__(43775);
// EXTERNAL MODULE: ./src/report/errors.ts
var errors = __webpack_require__(22287);
// EXTERNAL MODULE: ./src/report/lanes.ts
var lanes = __webpack_require__(69317);
;// CONCATENATED MODULE: ./src/report/index.ts
// The report layer's public surface: the job summary, the step outputs and the loader.
















/***/ }),

/***/ 65468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JK: () => (/* binding */ runOutputNames),
/* harmony export */   MR: () => (/* binding */ runOutputs),
/* harmony export */   T: () => (/* binding */ noRunOutputs),
/* harmony export */   s$: () => (/* binding */ jsonText)
/* harmony export */ });
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74506);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70301);
/* harmony import */ var _pauses_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85571);
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
    const plan = (0,_pauses_js__WEBPACK_IMPORTED_MODULE_0__/* .planPauses */ .RM)(report, (0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSummaryContext */ .lN)(context));
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
    return {
        result: result.kind,
        code: result.kind === 'fail' ? result.code : result.kind === 'pause' ? (result.code ?? '') : '',
        phase: report.status.phase,
        positions: jsonText(plan.positions),
        'reconcile-requests': jsonText(requests),
        usage: jsonText(usage),
        output: result.kind === 'complete' && result.output !== undefined ? jsonText(result.output) : '',
        'resume-command': plan.firstCommand ?? '',
        gate: gates[0] === undefined ? '' : jsonText(gates[0]),
        'gate-requests': jsonText(gates),
        logs: jsonText(logOutputs(report)),
        'needs-decision': String(result.kind === 'pause' || report.status.phase === 'orphaned'),
    };
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
function logOutputs(report) {
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
        command: `npx supervised-run logs --run-id ${(0,_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .shellQuote */ .ZL)(report.status.runId)} --position ${(0,_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .shellQuote */ .ZL)(view.position)}`,
    }));
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

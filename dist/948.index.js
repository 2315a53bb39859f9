export const id = 948;
export const ids = [948];
export const modules = {

/***/ 18948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   maxOutputBytes: () => (/* binding */ maxOutputBytes),
/* harmony export */   setStepOutputs: () => (/* binding */ setStepOutputs),
/* harmony export */   stepOutputs: () => (/* binding */ stepOutputs)
/* harmony export */ });
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65468);
// The step outputs: the report layer's runOutputs for the stored run, plus where this job saved
// the store. Every output is set on every path, so `steps.<id>.outputs.result` is never missing.
// GitHub refuses an output over 1 MiB (and 50 MB for a whole workflow run): a larger value is
// replaced by a small JSON marker saying how large it was and where the whole value is.

/** Largest value set as one output (GitHub's limit is 1 MiB; names and delimiters need room too). */
const maxOutputBytes = 1_000_000;
function stepOutputs(report, context, saved) {
    const run = report === null ? _report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .noRunOutputs */ .T : (0,_report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runOutputs */ .MR)(report, context);
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
function setStepOutputs(io, outputs) {
    // Every field of StepOutputs is a string; Object.entries cannot see that through the interface.
    for (const [name, value] of Object.entries(outputs))
        io.setOutput(name, value);
}


/***/ }),

/***/ 40834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GN: () => (/* binding */ openGate),
/* harmony export */   Tp: () => (/* binding */ answerCommands),
/* harmony export */   mj: () => (/* binding */ maxOptionCommands)
/* harmony export */ });
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42209);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74506);
// The commands that answer a gate: a choice field with few options gets one exact command per
// option (the other fields at their defaults or as placeholders to fill in); otherwise one command
// whose answer shows every field with a placeholder.


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
function answerCommands(context, runId, position, request) {
    const command = (values) => (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .resumeCommand */ .VJ)(context, { runId, position, answer: JSON.stringify(values) });
    const choices = request.fields.filter((f) => f.type === 'choice');
    const pick = choices.find((f) => f.required) ?? choices[0];
    if (pick !== undefined && (pick.options ?? []).length <= maxOptionCommands) {
        const { values, open } = baseAnswer(request, pick.name);
        return (pick.options ?? []).map((option) => ({
            label: `${pick.name} = ${option}`,
            command: command({ [pick.name]: option, ...values }),
            placeholders: open,
        }));
    }
    const { values, open } = baseAnswer(request, undefined);
    return [{ label: open ? 'fill in the values' : 'answer', command: command(values), placeholders: open }];
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
    const usage = {
        total: report.status.totalUsage,
        nodes,
        deadLanes: report.deadLanes ?? [],
        ...(report.status.budget == null ? {} : { budget: report.status.budget }),
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
        logs: jsonText(logOutputs(report)),
        'needs-decision': String(result.kind === 'pause' || report.status.phase === 'orphaned'),
    };
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

/***/ 85571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RM: () => (/* binding */ planPauses)
/* harmony export */ });
/* unused harmony exports openPauses, isTerminal */
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65679);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74506);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42209);
/* harmony import */ var _gate_commands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40834);
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
        return { code: result.code ?? null, reason: result.reason ?? null, positions: result.positions };
    const status = report.status.result;
    if (status?.kind === 'pause')
        return { code: status.code, reason: status.reason, positions: status.positions };
    return null;
}
/** A run that completed or failed waits for nothing (a pause left open there cannot be resumed). */
function isTerminal(report) {
    const kind = report.result?.kind ?? report.status.result?.kind;
    return kind === 'complete' || kind === 'fail';
}
function planPauses(report, context) {
    if (isTerminal(report))
        return { reconcile: [], waiting: [], run: null, positions: [], firstCommand: null };
    const runId = report.status.runId;
    const pauses = openPauses(report);
    const reconcile = [];
    const waiting = [];
    for (const pause of pauses) {
        const request = _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .reconcileRequestSchema */ .l.safeParse(pause.request);
        if (request.success) {
            reconcile.push({
                ...pick(pause),
                attemptId: request.data.attemptId,
                commands: (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .decisionCommands */ .Xh)(context, runId, pause.position),
            });
        }
        else {
            const gate = (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseGateRequest */ .EL)(pause.request);
            if (gate !== undefined) {
                const commands = (0,_gate_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .answerCommands */ .Tp)(context, runId, pause.position, gate);
                waiting.push({ ...pick(pause), command: commands[0].command, gate: { request: gate, commands } });
            }
            else
                waiting.push({ ...pick(pause), command: (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .resumeCommand */ .VJ)(context, { runId, position: pause.position }) });
        }
    }
    const settled = settledPause(report);
    const covered = new Set(pauses.map((pause) => pause.position));
    const uncovered = settled === null ? [] : settled.positions.filter((position) => !covered.has(position));
    const continueCommand = (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .resumeCommand */ .VJ)(context, { runId });
    const run = settled !== null && (settled.code !== null || uncovered.length > 0 || pauses.length === 0)
        ? { code: settled.code, reason: settled.reason, positions: uncovered, command: continueCommand }
        : null;
    const positions = [...new Set([...(settled?.positions ?? []), ...pauses.map((pause) => pause.position)])];
    // A reconcile request is answered only by one of its three decision commands, never by a bare
    // resume (that would re-run work that may have happened): the first command skips them.
    // A gate too: a bare resume is refused, and which answer to give is the person's choice.
    const decided = new Set([
        ...reconcile.map((request) => request.position),
        ...waiting.filter((pause) => pause.gate !== undefined).map((pause) => pause.position),
    ]);
    const first = positions.find((position) => !decided.has(position));
    let firstCommand = null;
    if (first !== undefined)
        firstCommand = covered.has(first) ? (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .resumeCommand */ .VJ)(context, { runId, position: first }) : continueCommand;
    else if (run !== null)
        firstCommand = continueCommand;
    return { reconcile, waiting, run, positions, firstCommand };
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


/***/ })

};

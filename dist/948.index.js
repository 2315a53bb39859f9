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

/***/ 22708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ reachedLimits),
/* harmony export */   I5: () => (/* binding */ budgetResumeCommand),
/* harmony export */   ck: () => (/* binding */ budgetRequestSchema)
/* harmony export */ });
/* unused harmony export raiseCommand */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
// The command that resumes a budget pause (the run budget, or a node's max-cost-usd /
// max-tokens-total): with a raise of each reached limit to twice its value, as a starting point,
// because a bare resume would only pause again. Shared by the summary, the log and the outputs.

const budgetRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('budget'),
    scope: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('node').optional(),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    spent: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig() }),
    limit: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(), tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional() }),
});
const twice = (value) => String(Math.round(value * 2 * 1e6) / 1e6);
/** The resume command with a raise of each reached limit (Action inputs or CLI flags, as the command is). */
function raiseCommand(command, reached) {
    const dispatch = command.startsWith('gh ');
    const words = [command];
    for (const [field, value] of Object.entries(reached))
        words.push(dispatch ? `-f raise-budget-${field}=${twice(value)}` : `--raise-budget-${field} ${twice(value)}`);
    return words.join(' ');
}
/** The limits a budget request has reached (empty: it paused on calls of unknown usage). */
function reachedLimits(request) {
    const { spent, limit } = request;
    const reached = {};
    if (limit.usd !== undefined && spent.usd >= limit.usd)
        reached.usd = limit.usd;
    if (limit.tokens !== undefined && spent.tokens >= limit.tokens)
        reached.tokens = limit.tokens;
    return reached;
}
/**
 * The command that answers a budget pause: `resume` plus a raise of each reached limit, or
 * `resume` as is when none was reached (resuming accepts the calls of unknown usage). Undefined
 * when the request is not a budget request.
 */
function budgetResumeCommand(request, resume) {
    const parsed = budgetRequestSchema.safeParse(request);
    if (!parsed.success)
        return undefined;
    const reached = reachedLimits(parsed.data);
    return Object.keys(reached).length === 0 ? resume : raiseCommand(resume, reached);
}


/***/ }),

/***/ 40834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GN: () => (/* binding */ openGate),
/* harmony export */   R: () => (/* binding */ firstOptionCommand),
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
/**
 * The command that answers a gate with no choice left but the first option: the gate has one
 * choice field (with a command per option) and every other field is optional or has a default.
 * Undefined otherwise (several choices, many options, or a required value to fill in): which
 * answer to give is then the person's, and automation reads the `gate` output instead.
 */
function firstOptionCommand(request, commands) {
    const choices = request.fields.filter((f) => f.type === 'choice');
    const first = commands[0];
    if (choices.length !== 1 || first === undefined || first.placeholders)
        return undefined;
    const options = choices[0].options ?? [];
    if (options.length === 0 || options.length > maxOptionCommands)
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
/* harmony import */ var _budget_commands_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22708);
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
                const firstOption = (0,_gate_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .firstOptionCommand */ .R)(gate, commands);
                waiting.push({
                    ...pick(pause),
                    command: commands[0].command,
                    gate: { request: gate, commands, ...(firstOption === undefined ? {} : { firstOption }) },
                });
            }
            else {
                const resume = (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .resumeCommand */ .VJ)(context, { runId, position: pause.position });
                waiting.push({ ...pick(pause), command: (0,_budget_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .budgetResumeCommand */ .I5)(pause.request, resume) ?? resume });
            }
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
    // resume (that would re-run work that may have happened): the first command skips them. A gate
    // is skipped too unless its first option is a complete answer (a bare resume is refused).
    const commandAt = new Map();
    for (const pause of waiting) {
        const command = pause.gate === undefined ? pause.command : pause.gate.firstOption;
        if (command !== undefined)
            commandAt.set(pause.position, command);
    }
    const first = positions.find((position) => commandAt.has(position) || !covered.has(position));
    let firstCommand = null;
    if (first !== undefined)
        firstCommand = commandAt.get(first) ?? continueCommand;
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

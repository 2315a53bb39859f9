export const id = 181;
export const ids = [181];
export const modules = {

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

/***/ 41714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadRunReportWithRead: () => (/* reexport safe */ _load_js__WEBPACK_IMPORTED_MODULE_0__.I)
/* harmony export */ });
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76220);
// The report layer's public surface: the job summary, the step outputs and the loader.



























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

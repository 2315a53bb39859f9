export const id = 719;
export const ids = [719];
export const modules = {

/***/ 43775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ positionUsageFrom),
/* harmony export */   C_: () => (/* binding */ inDispatchOrder),
/* harmony export */   HH: () => (/* binding */ dispatchOrderFrom),
/* harmony export */   JO: () => (/* binding */ positionEnginesFrom),
/* harmony export */   Kr: () => (/* binding */ resumeRefusedWarning),
/* harmony export */   cH: () => (/* binding */ engineCallsFrom),
/* harmony export */   eh: () => (/* binding */ cancellationFrom),
/* harmony export */   oo: () => (/* binding */ nodeChangesFrom)
/* harmony export */ });
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40154);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6537);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94995);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74949);
// Facts the status does not keep, derived from the graph and runner logs: what each attempt
// changed (runner:node-changes), usage per position (engine records; status keeps it per node
// ID), a refused resume of the latest session and who cancelled the run.



function nodeChangesFrom(graphEvents) {
    const records = [];
    for (const event of graphEvents) {
        if (event.type !== _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .workerEventTypes */ .M8.nodeChanges)
            continue;
        const parsed = _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeChangesSchema */ .J2.safeParse(event.data);
        if (parsed.success)
            records.push(parsed.data);
    }
    return records;
}
/** Every engine call counted once, under the position that made it; a call with no receipt is unmeasured. */
function positionUsageFrom(graphEvents) {
    const calls = new Map();
    for (const event of graphEvents) {
        if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.started) {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineStartedSchema */ .dT.safeParse(event.data);
            if (!data.success)
                continue;
            const model = data.data.identity.model === '' ? undefined : data.data.identity.model;
            calls.set(data.data.callId, { position: data.data.position, model, call: null });
        }
        else if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.completed) {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineCompletedSchema */ .J3.safeParse(event.data);
            const entry = data.success ? calls.get(data.data.callId) : undefined;
            if (data.success && entry !== undefined)
                entry.call = { kind: 'receipt', receipt: data.data.usage };
        }
        else if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.failed) {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineFailedSchema */ .Ns.safeParse(event.data);
            const entry = data.success ? calls.get(data.data.callId) : undefined;
            if (!data.success || entry === undefined)
                continue;
            const receipt = data.data.usage ?? (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_2__/* .unmeasuredFailure */ .S)(entry.model, 'unknown');
            entry.call = { kind: 'receipt', receipt: { ...receipt, failed: true } };
        }
    }
    const byPosition = new Map();
    for (const entry of calls.values()) {
        const call = entry.call ?? {
            kind: 'open',
            ...(entry.model === undefined ? {} : { model: entry.model }),
        };
        const list = byPosition.get(entry.position);
        if (list === undefined)
            byPosition.set(entry.position, [call]);
        else
            list.push(call);
    }
    const usage = {};
    for (const [position, list] of byPosition) {
        Object.defineProperty(usage, position, {
            value: (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_3__/* .summarizeUsage */ .v3)(list),
            enumerable: true,
            writable: true,
            configurable: true,
        });
    }
    return usage;
}
/** Every engine call in log order with its receipt (null while open or when a crash cut it off). */
function engineCallsFrom(graphEvents) {
    const calls = new Map();
    for (const event of graphEvents) {
        if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.started) {
            const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineStartedSchema */ .dT.safeParse(event.data);
            if (!data.success)
                continue;
            const { provider, model } = data.data.identity;
            calls.set(data.data.callId, {
                position: data.data.position,
                engine: model === '' ? provider : `${provider}/${model}`,
                outcome: 'open',
                receipt: null,
            });
        }
        else if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.completed || event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.failed) {
            const completed = event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.completed;
            const data = (completed ? _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineCompletedSchema */ .J3 : _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineFailedSchema */ .Ns).safeParse(event.data);
            const call = data.success ? calls.get(data.data.callId) : undefined;
            if (!data.success || call === undefined)
                continue;
            call.outcome = completed ? 'completed' : 'failed';
            call.receipt = data.data.usage ?? null;
        }
    }
    return [...calls.values()];
}
/** Per position, the distinct engines its calls ran on (`provider/model`, the model left out when unknown). */
function positionEnginesFrom(graphEvents) {
    const engines = {};
    for (const event of graphEvents) {
        if (event.type !== _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineEventTypes */ .km.started)
            continue;
        const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .engineStartedSchema */ .dT.safeParse(event.data);
        if (!data.success)
            continue;
        const { provider, model } = data.data.identity;
        const name = model === '' ? provider : `${provider}/${model}`;
        const list = Object.hasOwn(engines, data.data.position) ? engines[data.data.position] : undefined;
        if (list === undefined)
            Object.defineProperty(engines, data.data.position, {
                value: [name],
                enumerable: true,
                writable: true,
                configurable: true,
            });
        else if (!list.includes(name))
            list.push(name);
    }
    return engines;
}
/** The latest `runner:resume-refused` since the latest session started, as a warning. */
function resumeRefusedWarning(runnerEvents) {
    for (let i = runnerEvents.length - 1; i >= 0; i -= 1) {
        const event = runnerEvents[i];
        if (event.type === _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.resumeRefused) {
            const data = _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .resumeRefusedSchema */ .VK.safeParse(event.data);
            if (!data.success)
                return undefined;
            const where = data.data.position === undefined ? '' : ` of position ${data.data.position}`;
            return `A resume${where} was refused (${data.data.code}): ${data.data.reason}`;
        }
        if (event.type === _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.sessionStarted)
            return undefined;
    }
    return undefined;
}
/**
 * Who cancelled the run and why, from its `runner:cancelled` records (for a status that does not
 * carry `cancelled`); a cancel that found the run already ended cancelled nothing.
 */
function cancellationFrom(runnerEvents) {
    let cancelled = null;
    for (const event of runnerEvents) {
        if (event.type !== _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.cancelled)
            continue;
        const data = _runner_index_js__WEBPACK_IMPORTED_MODULE_0__/* .cancelledSchema */ .HM.safeParse(event.data);
        if (data.success && data.data.outcome === 'stopped')
            cancelled = { reason: data.data.reason, by: data.data.by, at: event.at, requestedAt: data.data.requestedAt };
    }
    return cancelled;
}
/** Position -> index of its first dispatch, in log order. */
function dispatchOrderFrom(graphEvents) {
    const order = new Map();
    for (const event of graphEvents) {
        if (event.type !== _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .graphEventTypes */ .w8.nodeDispatched)
            continue;
        const data = _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeDispatchedSchema */ .vt.safeParse(event.data);
        if (!data.success)
            continue;
        for (const dispatch of data.data.dispatches)
            if (!order.has(dispatch.position))
                order.set(dispatch.position, order.size);
    }
    return order;
}
/** Sorts by dispatch order (stable; positions never dispatched keep their place after the others). */
function inDispatchOrder(items, order) {
    const rank = (item) => order.get(item.position) ?? Number.MAX_SAFE_INTEGER;
    return items
        .map((item, index) => ({ item, index }))
        .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
        .map(({ item }) => item);
}


/***/ }),

/***/ 69317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ planOf),
/* harmony export */   e: () => (/* binding */ deadLanesFrom)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _graph_contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36940);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94995);
// Dead engine lanes, from the graph log: each `graph:lane-dead` record with what took over the
// lane's later calls (the next recorded call on the lane, else the plan's next live target).



const definitionPlanSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ plan: _graph_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .graphPlanSchema */ .tn });
/** The frozen plan of a stored definition, or undefined when it does not parse. */
function planOf(definition) {
    const parsed = definitionPlanSchema.safeParse(definition);
    return parsed.success ? parsed.data.plan : undefined;
}
function deadLanesFrom(graphEvents, plan) {
    const deaths = [];
    const calls = [];
    // Like the executor: an identity is dead for every lane once any record names it.
    const dead = new Set();
    graphEvents.forEach((event, index) => {
        if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.laneDead) {
            const parsed = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .laneDeadSchema */ .CJ.safeParse(event.data);
            if (!parsed.success)
                return;
            deaths.push({ index, lane: { ...parsed.data, at: event.at } });
            dead.add((0,_graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .identityKey */ .US)(parsed.data.selected));
            dead.add((0,_graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .identityKey */ .US)(parsed.data.reported));
        }
        else if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .engineEventTypes */ .km.started) {
            const parsed = _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .engineStartedSchema */ .dT.safeParse(event.data);
            if (parsed.success)
                calls.push({ index, data: parsed.data });
        }
    });
    return deaths.map(({ index, lane }) => ({ ...lane, takeover: takeoverOf(index, lane.lane, calls, plan, dead) }));
}
function takeoverOf(index, lane, calls, plan, dead) {
    // Only live targets are ever called, so the lane's next call after the death ran on the fallback.
    const next = calls.find((call) => call.index > index && call.data.lane === lane);
    if (next !== undefined)
        return {
            kind: 'called',
            target: { ...next.data.target },
            adapter: next.data.identity.adapter,
            position: next.data.position,
        };
    if (plan === undefined)
        return { kind: 'unknown' };
    const live = (Object.hasOwn(plan.lanes, lane) ? plan.lanes[lane] : undefined)?.find((target) => !dead.has((0,_graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .identityKey */ .US)(target)));
    return live === undefined ? { kind: 'none' } : { kind: 'planned', target: { ...live } };
}


/***/ }),

/***/ 76719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ loadRunReport)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/errors.js
var errors = __webpack_require__(961);
// EXTERNAL MODULE: ./src/runner/status/read.ts + 3 modules
var status_read = __webpack_require__(77118);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
// EXTERNAL MODULE: ./src/store/local-storage.ts + 6 modules
var local_storage = __webpack_require__(54385);
// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/report/derive.ts
var derive = __webpack_require__(43775);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
;// CONCATENATED MODULE: ./src/report/graph-nodes.ts
// The nodes of the run's graph, in graph order, from the stored definition: a DAG's nodes with
// their needs, ordered so every node comes after its needs (ties keep the definition's order).
// Other graph forms have no node list the report can read: the summary then shows what ran.

const storedDagSchema = schemas/* looseObject */._H3({
    graphDefinition: schemas/* looseObject */._H3({
        form: schemas/* literal */.euz('dag'),
        value: schemas/* looseObject */._H3({
            nodes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* looseObject */._H3({
                needs: schemas/* array */.YOg(schemas/* string */.YjP()),
                optional: schemas/* boolean */.zMY().optional(),
                phase: schemas/* string */.YjP().optional(),
            })),
        }),
    }),
});
const graphNode = (id, node) => ({
    id,
    needs: [...node.needs],
    optional: node.optional === true,
    ...(node.phase === undefined ? {} : { phase: node.phase }),
});
/** The DAG's nodes in graph order, or undefined when the definition is not a readable DAG. */
function graphNodesOf(definition) {
    const parsed = storedDagSchema.safeParse(definition);
    if (!parsed.success)
        return undefined;
    const nodes = parsed.data.graphDefinition.value.nodes;
    const ids = Object.keys(nodes);
    const known = new Set(ids);
    const placed = new Set();
    const ordered = [];
    // Repeated passes (graphs are small); a cycle or unknown need cannot stop the listing.
    while (ordered.length < ids.length) {
        const before = ordered.length;
        for (const id of ids) {
            if (placed.has(id))
                continue;
            const needs = nodes[id].needs;
            if (!needs.every((need) => placed.has(need) || !known.has(need)))
                continue;
            placed.add(id);
            ordered.push(graphNode(id, nodes[id]));
        }
        if (ordered.length === before)
            for (const id of ids)
                if (!placed.has(id)) {
                    placed.add(id);
                    ordered.push(graphNode(id, nodes[id]));
                }
    }
    return ordered;
}

// EXTERNAL MODULE: ./src/report/lanes.ts
var lanes = __webpack_require__(69317);
// EXTERNAL MODULE: ./src/runner/output/read.ts
var read = __webpack_require__(37492);
;// CONCATENATED MODULE: ./src/report/attempt-output.ts
// What the attempts a person must look at printed: for each failed node and each paused position,
// the latest attempt's kept output (the last lines), when it started, how long it ran (to its
// outcome, or to the crash that left it without one) and where its full log is.

/** Lines of an attempt shown in the summary (its last ones). */
const shownOutputLines = 40;
const endOfCrash = /^runner:(worker-crashed|interrupted|stopped|timeout)$/;
function ranMs(entry, graph, runner) {
    const start = Date.parse(entry.startedAt);
    const crashed = entry.record === undefined || entry.record.outcome === 'crashed';
    const ended = crashed
        ? runner.find((event) => endOfCrash.test(event.type) && Date.parse(event.at) >= start)?.at
        : graph.find((event) => event.type === 'runner:node-output' && event.data.attemptId === entry.attemptId)?.at;
    return ended === undefined || Number.isNaN(start) ? null : Math.max(0, Date.parse(ended) - start);
}
/** The attempts to show: the latest attempt of each failed or paused position that printed something. */
async function loadAttemptOutputs(storage, runId, status, graph, runner) {
    const wanted = new Set([
        ...status.nodes.filter((node) => node.state === 'failed').map((node) => node.position),
        ...status.pauses.map((pause) => pause.position),
    ]);
    if (wanted.size === 0)
        return [];
    const latest = new Map();
    for (const entry of await (0,read/* listAttemptOutputs */.mk)(storage, runId, graph))
        if (wanted.has(entry.position))
            latest.set(entry.position, entry); // listed in start order
    const views = [];
    for (const entry of latest.values()) {
        const log = await (0,read/* readAttemptOutput */.dR)(storage, runId, entry);
        const lines = log.lines.slice(-shownOutputLines);
        views.push({
            position: entry.position,
            nodeId: entry.nodeId,
            attemptId: entry.attemptId,
            attempt: entry.attempt,
            outcome: entry.record?.outcome ?? 'crashed',
            startedAt: entry.startedAt,
            ranMs: ranMs(entry, graph, runner),
            totalLines: entry.record?.lines ?? log.lines.at(-1)?.n ?? 0,
            cutLines: log.cut?.lines ?? 0,
            lastLines: lines.map((line) => `${line.k === 'o' ? '[out]' : '[err]'} ${line.t}`),
            storePath: entry.livePath,
            artifactPath: entry.runPath,
            artifact: entry.record?.artifact?.digest ?? null,
        });
    }
    return views;
}

// EXTERNAL MODULE: ./src/engine/usage.ts
var usage = __webpack_require__(6537);
// EXTERNAL MODULE: ./src/graph/events.ts
var graph_events = __webpack_require__(94995);
// EXTERNAL MODULE: ./src/graph/dag/review.ts
var review = __webpack_require__(60927);
// EXTERNAL MODULE: ./src/graph/review-events.ts
var review_events = __webpack_require__(88898);
;// CONCATENATED MODULE: ./src/report/reviews.ts


function verdictOf(output) {
    if (typeof output !== 'object' || output === null || Array.isArray(output))
        return undefined;
    const o = output;
    if (o.verdict !== 'pass' && o.verdict !== 'revise')
        return undefined;
    return { verdict: o.verdict, findings: Array.isArray(o.findings) ? o.findings.length : 0 };
}
function reviewLoopsFrom(events, nodeChanges, positionUsage) {
    const loops = new Map();
    /** Reviewer positions -> their round. */
    const reviewerAt = new Map();
    const loopOf = (reviewer) => {
        let loop = loops.get(reviewer);
        if (loop === undefined) {
            loop = { reviewer, target: undefined, limit: undefined, exhausted: undefined, rounds: [] };
            loops.set(reviewer, loop);
        }
        return loop;
    };
    const roundOf = (loop, round) => {
        let view = loop.rounds.find((r) => r.round === round);
        if (view === undefined) {
            view = {
                round,
                verdict: 'open',
                findings: 0,
                changes: { files: 0, added: 0, removed: 0, recorded: false },
                usage: (0,usage/* emptyUsageTotals */.I0)(),
                positions: [],
            };
            loop.rounds.push(view);
        }
        return view;
    };
    for (const event of events) {
        if (event.type === graph_events/* graphEventTypes */.w8.nodeDispatched) {
            const data = graph_events/* nodeDispatchedSchema */.vt.safeParse(event.data);
            for (const entry of data.success ? data.data.dispatches : []) {
                const input = 'input' in entry ? entry.input : undefined;
                const round = (0,review/* reviewRoundOf */.i9)(input);
                const reviewer = input?.review?.reviewer;
                if (round === undefined || typeof reviewer !== 'string')
                    continue;
                const view = roundOf(loopOf(reviewer), round.round);
                view.positions.push(entry.position);
                if (entry.nodeId === reviewer)
                    reviewerAt.set(entry.position, view);
            }
        }
        else if (event.type === graph_events/* graphEventTypes */.w8.nodeCompleted) {
            const data = graph_events/* nodeCompletedSchema */.pW.safeParse(event.data);
            const view = data.success ? reviewerAt.get(data.data.position) : undefined;
            const verdict = view === undefined ? undefined : verdictOf(data.data?.output);
            if (view !== undefined)
                view.verdict = verdict?.verdict ?? 'pass';
            if (view !== undefined && verdict !== undefined)
                view.findings = verdict.findings;
        }
        else if (event.type === graph_events/* graphEventTypes */.w8.nodeFailed) {
            const data = graph_events/* nodeFailedSchema */.Zl.safeParse(event.data);
            const view = data.success ? reviewerAt.get(data.data.position) : undefined;
            if (view !== undefined)
                view.verdict = 'failed';
        }
        else if (event.type === review_events/* reviewEventTypes */.W4.sentBack || event.type === review_events/* reviewEventTypes */.W4.exhausted) {
            const sent = review_events/* nodeSentBackSchema */.fI.safeParse(event.data);
            const out = review_events/* reviewExhaustedSchema */.Lw.safeParse(event.data);
            const data = sent.success ? sent.data : out.success ? out.data : undefined;
            if (data === undefined)
                continue;
            const loop = loopOf(data.reviewer);
            loop.target = data.target;
            loop.limit = data.limit;
            if (out.success && event.type === review_events/* reviewEventTypes */.W4.exhausted)
                loop.exhausted = out.data.outcome;
            // The verdict that caused it, even when the completion's output was stored as an artifact.
            const view = reviewerAt.get(data.position);
            if (view !== undefined) {
                view.verdict = 'revise';
                view.findings = data.findings.length;
            }
        }
    }
    for (const loop of loops.values()) {
        loop.rounds.sort((a, b) => a.round - b.round);
        for (const round of loop.rounds) {
            const positions = new Set(round.positions);
            for (const record of nodeChanges) {
                if (!positions.has(record.position))
                    continue;
                round.changes.recorded = true;
                round.changes.files += record.files.length + (record.omittedFiles ?? 0);
                round.changes.added += record.added;
                round.changes.removed += record.removed;
            }
            round.usage = (0,usage/* mergeUsageTotals */.fn)(round.positions.flatMap((p) => (Object.hasOwn(positionUsage, p) ? [positionUsage[p]] : [])));
        }
    }
    return [...loops.values()];
}
/** A loop passed although its reviewer still asked for changes (`when-exhausted: pass`): say so. */
function exhaustedWarnings(loops) {
    return loops
        .filter((loop) => loop.exhausted === 'pass')
        .map((loop) => {
        const last = loop.rounds.at(-1);
        return `Review "${loop.reviewer}" still asked for changes after ${last?.round ?? loop.limit ?? 0} round(s) (${last?.findings ?? 0} finding(s) left); it was passed because its loop says when-exhausted: pass.`;
    });
}

;// CONCATENATED MODULE: ./src/report/load.ts
// loadRunReport: a stored run as a RunReport, through the runner's status reader and the
// store's event logs. Only what the store knows: the Action adds cache and artifact details.









async function completedResult(storage, runId, outputArtifact) {
    const ref = contract/* artifactRefSchema */.TK.parse(outputArtifact);
    const bytes = await storage.artifacts(runId).get(ref);
    return { kind: 'complete', output: contract/* jsonValueSchema */.F7.parse(JSON.parse(bytes.toString('utf8'))) };
}
/**
 * Reads the run's status, its change records, usage per position, dead engine lanes and, for a
 * completed run, its output. Errors of the status reader (SupervisedRunError) and the store (StorageError, e.g.
 * CORRUPT_EVENT_STREAM) propagate; an unreadable output becomes a warning.
 */
async function loadRunReport(storage, runId) {
    const read = await (0,status_read/* readSupervisedRunStatus */.Sb)({ storage, runId });
    const store = await (0,local_storage/* createLocalRunStorage */.W)({
        directory: storage.directory,
        namespace: storage.namespace,
        ...(storage.policy === undefined ? {} : { policy: storage.policy }),
        knownSecrets: storage.knownSecrets ?? [],
    });
    const [graph, runner, definition] = await Promise.all([
        store.readEvents(runId, 'graph'),
        store.readEvents(runId, 'runner'),
        store.readDefinition(runId),
    ]);
    // The status keeps occurrences by position key (a checkpoint round trip sorts them): show them
    // in the order they were dispatched.
    const order = (0,derive/* dispatchOrderFrom */.HH)(graph.events);
    // `cancelled` is undefined only from a status reader that predates it: read the runner log then.
    const cancelled = read.cancelled === undefined ? (0,derive/* cancellationFrom */.eh)(runner.events) : read.cancelled;
    const status = {
        ...read,
        nodes: (0,derive/* inDispatchOrder */.C_)(read.nodes, order),
        pauses: (0,derive/* inDispatchOrder */.C_)(read.pauses, order),
        cancelled,
    };
    const warnings = [];
    if (graph.tornTail || runner.tornTail) {
        warnings.push(`The ${graph.tornTail ? 'graph' : 'runner'} log ends in a torn (unacknowledged) record; it was ignored.`);
    }
    const refused = (0,derive/* resumeRefusedWarning */.Kr)(runner.events);
    if (refused !== undefined)
        warnings.push(refused);
    let result;
    if (status.result?.kind === 'complete') {
        try {
            result = await completedResult(store, runId, status.result.outputArtifact);
        }
        catch (error) {
            const reason = error instanceof errors/* ZodError */.G ? 'it is not a stored JSON value' : (0,store_errors/* describeCodedError */.HK)(error);
            warnings.push(`The run's output could not be read (${reason}).`);
        }
    }
    const graphNodes = graphNodesOf(definition);
    let attemptOutputs;
    try {
        attemptOutputs = await loadAttemptOutputs(store, runId, status, graph.events, runner.events);
    }
    catch (error) {
        warnings.push(`What the attempts printed could not be read (${(0,store_errors/* describeCodedError */.HK)(error)}).`);
    }
    const nodeChanges = (0,derive/* nodeChangesFrom */.oo)(graph.events);
    const positionUsage = (0,derive/* positionUsageFrom */.$3)(graph.events);
    const reviewLoops = reviewLoopsFrom(graph.events, nodeChanges, positionUsage);
    warnings.push(...exhaustedWarnings(reviewLoops));
    return {
        status,
        ...(result === undefined ? {} : { result }),
        ...(attemptOutputs === undefined ? {} : { attemptOutputs }),
        nodeChanges,
        positionUsage,
        ...(reviewLoops.length === 0 ? {} : { reviewLoops }),
        deadLanes: (0,lanes/* deadLanesFrom */.e)(graph.events, (0,lanes/* planOf */.X)(definition)),
        positionEngines: (0,derive/* positionEnginesFrom */.JO)(graph.events),
        engineCalls: (0,derive/* engineCallsFrom */.cH)(graph.events),
        ...(graphNodes === undefined ? {} : { graphNodes }),
        evidence: { eventCount: status.eventCount, chainHeads: status.heads, session: status.session },
        warnings,
    };
}


/***/ }),

/***/ 37492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OL: () => (/* binding */ outputRecordsFrom),
/* harmony export */   dR: () => (/* binding */ readAttemptOutput),
/* harmony export */   mk: () => (/* binding */ listAttemptOutputs)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9962);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48371);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85189);



/** runner:node-output records of a graph log, by attempt ID. */
function outputRecordsFrom(events) {
    const records = new Map();
    for (const event of events) {
        if (event.type !== _record_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeOutputType */ .SG)
            continue;
        const parsed = _record_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeOutputSchema */ .Jt.safeParse(event.data);
        if (parsed.success)
            records.set(parsed.data.attemptId, parsed.data);
    }
    return records;
}
/** Every attempt with kept output, in the order the attempts started. */
async function listAttemptOutputs(storage, runId, graphEvents) {
    const events = graphEvents ?? (await storage.readEvents(runId, 'graph')).events;
    const records = outputRecordsFrom(events);
    const entries = new Map();
    for (const record of records.values()) {
        entries.set(record.attemptId, {
            attemptId: record.attemptId,
            position: record.position,
            nodeId: record.nodeId,
            attempt: record.attempt,
            startedAt: record.startedAt,
            record,
            livePath: (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptLogPath */ .PO)(storage, runId, record.attemptId),
            runPath: (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptLogPath */ .PO)(storage, runId, record.attemptId, { from: 'run' }),
        });
    }
    for (const attemptId of await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .listAttemptLogs */ .pk)(storage, runId)) {
        if (entries.has(attemptId))
            continue;
        const { head } = await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readAttemptLog */ .u8)(storage, runId, attemptId);
        const header = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAttemptLog */ .Bm)(head).header;
        if (header === undefined)
            continue;
        entries.set(attemptId, {
            attemptId,
            position: header.position,
            nodeId: header.nodeId,
            attempt: header.attempt,
            startedAt: header.startedAt,
            livePath: (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptLogPath */ .PO)(storage, runId, attemptId),
            runPath: (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptLogPath */ .PO)(storage, runId, attemptId, { from: 'run' }),
        });
    }
    return [...entries.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}
/** The lines of one attempt: its artifact (verified) when recorded, else what its live files hold. */
async function readAttemptOutput(storage, runId, entry) {
    if (entry.record?.artifact !== undefined) {
        try {
            return (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAttemptLog */ .Bm)(await storage.artifacts(runId).get(entry.record.artifact));
        }
        catch {
            // Fall back to the live files (they hold the same lines).
        }
    }
    const files = await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readAttemptLog */ .u8)(storage, runId, entry.attemptId);
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAttemptLog */ .Bm)(files.head, files.tail);
}


/***/ }),

/***/ 85189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ nodeOutputSchema),
/* harmony export */   SG: () => (/* binding */ nodeOutputType),
/* harmony export */   wM: () => (/* binding */ storeLogArtifact)
/* harmony export */ });
/* unused harmony exports attemptOutputPurpose, attemptOutputMediaType */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56399);
// runner:node-output: the kept output of one node attempt, written by the worker in the same batch
// as the attempt's outcome. The artifact holds the lines (format.ts); the record only points at it.


const nodeOutputType = 'runner:node-output';
const attemptOutputPurpose = 'attempt-output';
const attemptOutputMediaType = 'application/x-ndjson';
const nodeOutputSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** `crashed`: its worker died first; the next worker sealed what the live log held. */
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['completed', 'paused', 'failed', 'crashed']),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Lines printed in all (dropped ones included). */
    lines: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Lines (and their record bytes) dropped between the kept head and tail. */
    cut: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ lines: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(), bytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative() }),
    /** For a crashed attempt: when its last line was printed (ms after the start). */
    lastLineMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
    /** Absent when the artifact could not be stored (`error` says why; the live files remain). */
    artifact: _store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .artifactRefSchema */ .TK.optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** Logs never take the last quarter of a run's artifact quota: that stays for outputs and anchors. */
const logShareOfQuota = 0.75;
/** Stores a log artifact (redacted, never refused) into `record`, or says in `record.error` why not. */
async function storeLogArtifact(storage, runId, content, record) {
    const artifacts = storage.artifacts(runId);
    try {
        const total = await artifacts.totalBytes();
        if (total + content.length > storage.policy.maxTotalArtifactBytesPerRun * logShareOfQuota) {
            record.error = `the output is kept only in the live log: storing it as an artifact would leave less than a quarter of the run's artifact quota (maxTotalArtifactBytesPerRun ${storage.policy.maxTotalArtifactBytesPerRun}) for its results`;
            return;
        }
        record.artifact = await artifacts.put(content, {
            mediaType: attemptOutputMediaType,
            purpose: attemptOutputPurpose,
            contentMode: 'display',
        });
    }
    catch (error) {
        record.error = `the output could not be stored as an artifact: ${error instanceof Error ? error.message : String(error)}`;
    }
}


/***/ })

};

export const id = 220;
export const ids = [220];
export const modules = {

/***/ 76220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ loadRunReport),
  I: () => (/* binding */ loadRunReportWithRead)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/errors.js
var errors = __webpack_require__(961);
// EXTERNAL MODULE: ./src/runner/status/verified-read.ts
var verified_read = __webpack_require__(86554);
// EXTERNAL MODULE: ./src/runner/status/read.ts + 2 modules
var status_read = __webpack_require__(63696);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
// EXTERNAL MODULE: ./src/store/local-storage.ts + 7 modules
var local_storage = __webpack_require__(99992);
// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/engine/receipt.ts
var engine_receipt = __webpack_require__(40154);
// EXTERNAL MODULE: ./src/engine/usage.ts
var engine_usage = __webpack_require__(6537);
// EXTERNAL MODULE: ./src/graph/events.ts
var events = __webpack_require__(94995);
// EXTERNAL MODULE: ./src/runner/records/worker-records.ts
var worker_records = __webpack_require__(45010);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/runner/records/settled-records.ts
var settled_records = __webpack_require__(79701);
;// CONCATENATED MODULE: ./src/report/derive.ts
// Facts the status does not keep, derived from the graph and runner logs: what each attempt
// changed (runner:node-changes), usage per position (engine records; status keeps it per node
// ID), a refused resume of the latest session and who cancelled the run.



function nodeChangesFrom(graphEvents) {
    const records = [];
    for (const event of graphEvents) {
        if (event.type !== worker_records/* workerEventTypes */.M8.nodeChanges)
            continue;
        const parsed = (0,worker_records/* nodeChangesSchema */.J2)().safeParse(event.data);
        if (parsed.success)
            records.push(parsed.data);
    }
    return records;
}
/** Every engine call counted once, under the position that made it; a call with no receipt is unmeasured. */
function positionUsageFrom(graphEvents) {
    const calls = new Map();
    for (const event of graphEvents) {
        if (event.type === events/* engineEventTypes */.km.started) {
            const data = (0,events/* engineStartedSchema */.dT)().safeParse(event.data);
            if (!data.success)
                continue;
            const model = data.data.identity.model === '' ? undefined : data.data.identity.model;
            calls.set(data.data.callId, { position: data.data.position, model, call: null });
        }
        else if (event.type === events/* engineEventTypes */.km.completed) {
            const data = (0,events/* engineCompletedSchema */.J3)().safeParse(event.data);
            const entry = data.success ? calls.get(data.data.callId) : undefined;
            if (data.success && entry !== undefined)
                entry.call = { kind: 'receipt', receipt: data.data.usage };
        }
        else if (event.type === events/* engineEventTypes */.km.failed) {
            const data = (0,events/* engineFailedSchema */.Ns)().safeParse(event.data);
            const entry = data.success ? calls.get(data.data.callId) : undefined;
            if (!data.success || entry === undefined)
                continue;
            const receipt = data.data.usage ?? (0,engine_receipt/* unmeasuredFailure */.SK)(entry.model, 'unknown');
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
            value: (0,engine_usage/* summarizeUsage */.v3)(list),
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
        if (event.type === events/* engineEventTypes */.km.started) {
            const data = (0,events/* engineStartedSchema */.dT)().safeParse(event.data);
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
        else if (event.type === events/* engineEventTypes */.km.completed || event.type === events/* engineEventTypes */.km.failed) {
            const completed = event.type === events/* engineEventTypes */.km.completed;
            const data = (completed ? (0,events/* engineCompletedSchema */.J3)() : (0,events/* engineFailedSchema */.Ns)()).safeParse(event.data);
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
        if (event.type !== events/* engineEventTypes */.km.started)
            continue;
        const data = (0,events/* engineStartedSchema */.dT)().safeParse(event.data);
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
        if (event.type === records/* runnerEventTypes */.AK.resumeRefused) {
            const data = (0,records/* resumeRefusedSchema */.VK)().safeParse(event.data);
            if (!data.success)
                return undefined;
            const where = data.data.position === undefined ? '' : ` of position ${data.data.position}`;
            return `A resume${where} was refused (${data.data.code}): ${data.data.reason}`;
        }
        if (event.type === records/* runnerEventTypes */.AK.sessionStarted)
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
        if (event.type !== records/* runnerEventTypes */.AK.cancelled)
            continue;
        const data = (0,settled_records/* cancelledSchema */.HM)().safeParse(event.data);
        if (data.success && data.data.outcome === 'stopped')
            cancelled = { reason: data.data.reason, by: data.data.by, at: event.at, requestedAt: data.data.requestedAt };
    }
    return cancelled;
}
/** Position -> index of its first dispatch, in log order. */
function dispatchOrderFrom(graphEvents) {
    const order = new Map();
    for (const event of graphEvents) {
        if (event.type !== events/* graphEventTypes */.w8.nodeDispatched)
            continue;
        const data = (0,events/* nodeDispatchedSchema */.vt)().safeParse(event.data);
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
;// CONCATENATED MODULE: ./src/report/graph-nodes.ts
// The nodes of the run's graph, in graph order, from the stored definition: a DAG's nodes with
// their needs, ordered so every node comes after its needs and finally nodes come last (they run
// after every other node has settled). The graph file's own order is not kept: the store writes
// the definition as canonical JSON (keys sorted), so ties fall to node-ID order, the order the DAG
// itself takes ready nodes in. Other graph forms have no node list the report can read: the
// summary then shows what ran.


const storedDagSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    graphDefinition: schemas/* looseObject */._H3({
        form: schemas/* literal */.euz('dag'),
        value: schemas/* looseObject */._H3({
            nodes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* looseObject */._H3({
                needs: schemas/* array */.YOg(schemas/* string */.YjP()),
                optional: schemas/* boolean */.zMY().optional(),
                phase: schemas/* string */.YjP().optional(),
                finally: schemas/* boolean */.zMY().optional(),
                conditional: schemas/* boolean */.zMY().optional().catch(undefined),
                // Display only: a review this reader does not understand is left out, not the whole graph.
                review: schemas/* looseObject */._H3({ sendsBackTo: schemas/* string */.YjP(), rounds: schemas/* number */.aig() }).optional().catch(undefined),
            })),
        }),
    }),
}));
const graphNode = (id, node) => ({
    id,
    needs: [...node.needs],
    optional: node.optional === true,
    ...(node.phase === undefined ? {} : { phase: node.phase }),
    ...(node.finally === true ? { finally: true } : {}),
    ...(node.conditional === true ? { conditional: true } : {}),
    ...(node.review === undefined
        ? {}
        : { review: { sendsBackTo: node.review.sendsBackTo, rounds: node.review.rounds } }),
});
/**
 * The given IDs with every node after the needs it has among them (needs outside the group, or
 * unknown, do not hold a node back); ties keep the given order, and a cycle cannot stop the listing.
 */
function needsFirst(ids, needsOf) {
    const group = new Set(ids);
    const placed = new Set();
    const ordered = [];
    const place = (id) => {
        placed.add(id);
        ordered.push(id);
    };
    // Repeated passes (graphs are small).
    while (ordered.length < ids.length) {
        const before = ordered.length;
        for (const id of ids)
            if (!placed.has(id) && needsOf(id).every((need) => placed.has(need) || !group.has(need)))
                place(id);
        if (ordered.length === before)
            for (const id of ids)
                if (!placed.has(id))
                    place(id);
    }
    return ordered;
}
/** The DAG's nodes in graph order, or undefined when the definition is not a readable DAG. */
function graphNodesOf(definition) {
    const parsed = storedDagSchema().safeParse(definition);
    if (!parsed.success)
        return undefined;
    const nodes = parsed.data.graphDefinition.value.nodes;
    const ids = Object.keys(nodes);
    const nodeOf = (id) => nodes[id];
    const isFinally = (id) => nodeOf(id).finally === true;
    const needsOf = (id) => nodeOf(id).needs;
    // Finally nodes run once every other node has settled: listed after them, needs first in each part.
    return [
        ...needsFirst(ids.filter((id) => !isFinally(id)), needsOf),
        ...needsFirst(ids.filter(isFinally), needsOf),
    ].map((id) => graphNode(id, nodeOf(id)));
}

// EXTERNAL MODULE: ./src/graph/form.ts
var graph_form = __webpack_require__(36940);
;// CONCATENATED MODULE: ./src/report/lanes.ts
// Dead engine lanes, from the graph log: each `graph:lane-dead` record with what took over the
// lane's later calls (the next recorded call on the lane, else the plan's next live target).




const definitionPlanSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({ plan: (0,graph_form/* graphPlanSchema */.tn)() }));
/** The frozen plan of a stored definition, or undefined when it does not parse. */
function planOf(definition) {
    const parsed = definitionPlanSchema().safeParse(definition);
    return parsed.success ? parsed.data.plan : undefined;
}
function deadLanesFrom(graphEvents, plan) {
    const deaths = [];
    const calls = [];
    // Like the executor: the failed plan target (older records: the selected identity) is dead for
    // every lane once any record names it; a model the tool reported is a fact, not a dead target.
    const dead = new Set();
    graphEvents.forEach((event, index) => {
        if (event.type === events/* graphEventTypes */.w8.laneDead) {
            const parsed = (0,events/* laneDeadSchema */.CJ)().safeParse(event.data);
            if (!parsed.success)
                return;
            deaths.push({ index, lane: { ...parsed.data, at: event.at } });
            dead.add((0,events/* identityKey */.US)(parsed.data.target ?? parsed.data.selected));
        }
        else if (event.type === events/* engineEventTypes */.km.started) {
            const parsed = (0,events/* engineStartedSchema */.dT)().safeParse(event.data);
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
    const live = (Object.hasOwn(plan.lanes, lane) ? plan.lanes[lane] : undefined)?.find((target) => !dead.has((0,events/* identityKey */.US)(target)));
    return live === undefined ? { kind: 'none' } : { kind: 'planned', target: { ...live } };
}

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
/** Phases of a run that ended with attempts in flight: what those printed is what a person asks for. */
const endedInFlight = new Set([
    'interrupted',
    'stopped',
    'timeout',
    'orphaned',
    'paused',
    'failed',
]);
/** Of those, the phases whose processes the run itself stopped (an interrupt, a cancel, its time). */
const stoppedByRun = new Set(['interrupted', 'stopped', 'timeout']);
/**
 * The attempts to show: the latest attempt of each failed or paused position that printed
 * something, and of each position in flight when the run ended. One whose output cannot be read
 * (its artifact missing or altered) is left out and passed to `unreadable`.
 */
async function loadAttemptOutputs(storage, runId, status, graph, runner, unreadable) {
    const inFlight = endedInFlight.has(status.phase);
    const wanted = new Set([
        ...status.nodes
            .filter((node) => node.state === 'failed' || (inFlight && node.state === 'running'))
            .map((node) => node.position),
        ...status.pauses.map((pause) => pause.position),
    ]);
    if (wanted.size === 0)
        return [];
    // An attempt without an outcome record: stopped by the run, or its worker died.
    const unended = stoppedByRun.has(status.phase) ? 'stopped' : 'crashed';
    const latest = new Map();
    for (const entry of await (0,read/* listAttemptOutputs */.mk)(storage, runId, graph))
        if (wanted.has(entry.position))
            latest.set(entry.position, entry); // listed in start order
    const views = [];
    for (const entry of latest.values()) {
        let log;
        try {
            log = await (0,read/* readAttemptOutput */.dR)(storage, runId, entry);
        }
        catch (error) {
            unreadable(entry, error); // one bad attempt does not hide the others
            continue;
        }
        const lines = log.lines.slice(-shownOutputLines);
        views.push({
            position: entry.position,
            nodeId: entry.nodeId,
            attemptId: entry.attemptId,
            attempt: entry.attempt,
            outcome: entry.record?.outcome ?? unended,
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

// EXTERNAL MODULE: ./src/graph/review-events.ts
var review_events = __webpack_require__(88898);
// EXTERNAL MODULE: ./src/graph/dag/review.ts
var review = __webpack_require__(60927);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
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
    for (const event of events)
        recordEvent(event, loops, reviewerAt);
    for (const loop of loops.values()) {
        loop.rounds.sort((a, b) => a.round - b.round);
        for (const round of loop.rounds)
            totalRound(round, nodeChanges, positionUsage);
    }
    return [...loops.values()];
}
function loopOf(loops, reviewer) {
    let loop = loops.get(reviewer);
    if (loop === undefined) {
        loop = { reviewer, target: undefined, limit: undefined, exhausted: undefined, rounds: [] };
        loops.set(reviewer, loop);
    }
    return loop;
}
function roundOf(loop, round) {
    let view = loop.rounds.find((r) => r.round === round);
    if (view === undefined) {
        view = {
            round,
            verdict: 'open',
            findings: 0,
            changes: { files: 0, added: 0, removed: 0, recorded: false },
            usage: (0,engine_usage/* emptyUsageTotals */.I0)(),
            positions: [],
        };
        loop.rounds.push(view);
    }
    return view;
}
/** Folds one graph event into the loops: dispatches open rounds, the reviewer's end sets the verdict. */
function recordEvent(event, loops, reviewerAt) {
    if (event.type === events/* graphEventTypes */.w8.nodeDispatched) {
        recordDispatches(event, loops, reviewerAt);
    }
    else if (event.type === events/* graphEventTypes */.w8.nodeCompleted) {
        const data = (0,events/* nodeCompletedSchema */.pW)().safeParse(event.data);
        const view = data.success ? reviewerAt.get(data.data.position) : undefined;
        const verdict = view === undefined ? undefined : verdictOf(data.data?.output);
        if (view !== undefined)
            view.verdict = verdict?.verdict ?? 'pass';
        if (view !== undefined && verdict !== undefined)
            view.findings = verdict.findings;
    }
    else if (event.type === events/* graphEventTypes */.w8.nodeFailed) {
        const data = (0,events/* nodeFailedSchema */.Zl)().safeParse(event.data);
        const view = data.success ? reviewerAt.get(data.data.position) : undefined;
        if (view !== undefined)
            view.verdict = 'failed';
    }
    else if (event.type === review_events/* reviewEventTypes */.W4.sentBack || event.type === review_events/* reviewEventTypes */.W4.exhausted) {
        recordSendBack(event, loops, reviewerAt);
    }
}
/** Each dispatch whose input names a loop and round joins that round; the reviewer's is remembered. */
function recordDispatches(event, loops, reviewerAt) {
    const data = (0,events/* nodeDispatchedSchema */.vt)().safeParse(event.data);
    for (const entry of data.success ? data.data.dispatches : []) {
        const input = 'input' in entry ? entry.input : undefined;
        const round = (0,review/* reviewRoundOf */.i9)(input);
        const reviewer = input?.review?.reviewer;
        if (round === undefined || typeof reviewer !== 'string')
            continue;
        const view = roundOf(loopOf(loops, reviewer), round.round);
        view.positions.push(entry.position);
        if (entry.nodeId === reviewer)
            reviewerAt.set(entry.position, view);
    }
}
/** A send-back or exhaustion names the loop's target and limit, and the round's verdict. */
function recordSendBack(event, loops, reviewerAt) {
    const sent = (0,review_events/* nodeSentBackSchema */.fI)().safeParse(event.data);
    const out = (0,review_events/* reviewExhaustedSchema */.Lw)().safeParse(event.data);
    const data = sent.success ? sent.data : out.success ? out.data : undefined;
    if (data === undefined)
        return;
    const loop = loopOf(loops, data.reviewer);
    loop.target = data.target;
    loop.limit = data.limit;
    if (out.success && event.type === review_events/* reviewEventTypes */.W4.exhausted)
        loop.exhausted = out.data.outcome;
    if (sent.success && event.type === review_events/* reviewEventTypes */.W4.sentBack)
        loop.sentBack = { round: sent.data.round, nodes: [...sent.data.nodes] };
    // The verdict that caused it, even when the completion's output was stored as an artifact.
    const view = reviewerAt.get(data.position);
    if (view !== undefined) {
        view.verdict = 'revise';
        view.findings = data.findings.length;
    }
}
/** Adds up what the round's positions changed and what their engine calls cost. */
function totalRound(round, nodeChanges, positionUsage) {
    const positions = new Set(round.positions);
    for (const record of nodeChanges) {
        if (!positions.has(record.position))
            continue;
        round.changes.recorded = true;
        round.changes.files += record.files.length + (record.omittedFiles ?? 0);
        round.changes.added += record.added;
        round.changes.removed += record.removed;
    }
    round.usage = (0,engine_usage/* mergeUsageTotals */.fn)(round.positions.flatMap((p) => (Object.hasOwn(positionUsage, p) ? [positionUsage[p]] : [])));
}
/** A loop passed although its reviewer still asked for changes (`when-exhausted: pass`): say so. */
function exhaustedWarnings(loops) {
    return loops
        .filter((loop) => loop.exhausted === 'pass')
        .map((loop) => {
        const last = loop.rounds.at(-1);
        return `Review "${loop.reviewer}" still asked for changes after ${(0,format/* countOf */.pq)(last?.round ?? loop.limit ?? 0, 'round')} (${(0,format/* countOf */.pq)(last?.findings ?? 0, 'finding')} left); it was passed because its loop says when-exhausted: pass.`;
    });
}

// EXTERNAL MODULE: ./src/report/ends-failed.ts
var ends_failed = __webpack_require__(62346);
;// CONCATENATED MODULE: ./src/report/load.ts
// loadRunReport: a stored run as a RunReport, through the runner's status reader and the
// store's event logs. Only what the store knows: the Action adds cache and artifact details.










function markOf({ cursor, digest }) {
    return {
        records: cursor.nextSeq,
        head: cursor.head,
        offset: cursor.offset,
        ...(digest === undefined ? {} : { digest }),
    };
}
/** Both logs whole: through the runner's verified read when it is kept or the bytes are hashed. */
async function readLogs(store, runId, status, options) {
    const fold = options.keepVerifiedRead?.(status) === true;
    if (fold || options.digestLogs === true)
        return (0,verified_read/* readStoredRunLogs */.CK)(store, runId, { fold });
    const [runner, graph] = await Promise.all([store.readEvents(runId, 'runner'), store.readEvents(runId, 'graph')]);
    return { runner, graph };
}
async function completedResult(storage, runId, outputArtifact) {
    const ref = (0,contract/* artifactRefSchema */.TK)().parse(outputArtifact);
    const bytes = await storage.artifacts(runId).get(ref);
    return { kind: 'complete', output: contract/* jsonValueSchema */.F7.parse(JSON.parse(bytes.toString('utf8'))) };
}
/**
 * Reads the run's status, its change records, usage per position, dead engine lanes and, for a
 * completed run, its output. Errors of the status reader (SupervisedRunError) and the store (StorageError, e.g.
 * CORRUPT_EVENT_STREAM) propagate; an unreadable output becomes a warning.
 */
async function loadRunReport(storage, runId, options = {}) {
    return (await loadRunReportWithRead(storage, runId, options)).report;
}
/** loadRunReport, and the verified read it kept (LoadRunReportOptions.keepVerifiedRead). */
async function loadRunReportWithRead(storage, runId, options = {}) {
    const read = await (0,status_read/* readSupervisedRunStatus */.Sb)({ storage, runId });
    const store = await (0,local_storage/* createLocalRunStorage */.W)({
        directory: storage.directory,
        namespace: storage.namespace,
        ...(storage.policy === undefined ? {} : { policy: storage.policy }),
        knownSecrets: storage.knownSecrets ?? [],
    });
    const [{ graph, runner, verified }, definition] = await Promise.all([
        readLogs(store, runId, read, options),
        store.readDefinition(runId),
    ]);
    return {
        report: await reportFrom(store, runId, { read, graph, runner, definition }),
        ...(verified === undefined ? {} : { verified }),
    };
}
async function reportFrom(store, runId, { read, graph, runner, definition, }) {
    const status = statusInDispatchOrder(read, graph, runner);
    const warnings = logWarnings(graph, runner);
    const result = status.result?.kind === 'complete'
        ? await readCompletedOutput(store, runId, status.result.outputArtifact, warnings)
        : undefined;
    const graphNodes = graphNodesOf(definition);
    const attemptOutputs = await readAttemptOutputs(store, runId, status, graph, runner, warnings);
    const nodeChanges = nodeChangesFrom(graph.events);
    const positionUsage = positionUsageFrom(graph.events);
    const reviewLoops = reviewLoopsFrom(graph.events, nodeChanges, positionUsage);
    warnings.push(...exhaustedWarnings(reviewLoops));
    const dispatchStop = (0,ends_failed/* dispatchStopFrom */.z2)(graph.events);
    return {
        status,
        ...(result === undefined ? {} : { result }),
        ...(attemptOutputs === undefined ? {} : { attemptOutputs }),
        nodeChanges,
        positionUsage,
        ...(reviewLoops.length === 0 ? {} : { reviewLoops }),
        ...(dispatchStop === undefined ? {} : { dispatchStop }),
        deadLanes: deadLanesFrom(graph.events, planOf(definition)),
        positionEngines: positionEnginesFrom(graph.events),
        engineCalls: engineCallsFrom(graph.events),
        ...(graphNodes === undefined ? {} : { graphNodes }),
        evidence: { eventCount: status.eventCount, chainHeads: status.heads, session: status.session },
        logs: { runner: markOf(runner), graph: markOf(graph) },
        warnings,
    };
}
function statusInDispatchOrder(read, graph, runner) {
    // The status keeps occurrences by position key (a checkpoint round trip sorts them): show them
    // in the order they were dispatched.
    const order = dispatchOrderFrom(graph.events);
    // `cancelled` is undefined only from a status reader that predates it: read the runner log then.
    const cancelled = read.cancelled === undefined ? cancellationFrom(runner.events) : read.cancelled;
    return {
        ...read,
        nodes: inDispatchOrder(read.nodes, order),
        pauses: inDispatchOrder(read.pauses, order),
        cancelled,
    };
}
/** What the logs themselves say to warn of: a torn tail, a refused resume. */
function logWarnings(graph, runner) {
    const warnings = [];
    if (graph.tornTail || runner.tornTail) {
        warnings.push(`The ${graph.tornTail ? 'graph' : 'runner'} log ends in a torn (unacknowledged) record; it was ignored.`);
    }
    const refused = resumeRefusedWarning(runner.events);
    if (refused !== undefined)
        warnings.push(refused);
    return warnings;
}
/** A completed run's output; undefined, with a warning, when it cannot be read. */
async function readCompletedOutput(store, runId, outputArtifact, warnings) {
    try {
        return await completedResult(store, runId, outputArtifact);
    }
    catch (error) {
        const reason = error instanceof errors/* ZodError */.G ? 'it is not a stored JSON value' : (0,store_errors/* describeCodedError */.HK)(error);
        warnings.push(`The run's output could not be read (${reason}).`);
        return undefined;
    }
}
async function readAttemptOutputs(store, runId, status, graph, runner, warnings) {
    try {
        return await loadAttemptOutputs(store, runId, status, graph.events, runner.events, (entry, error) => warnings.push(`What ${entry.position} printed (attempt ${entry.attempt}) could not be read (${(0,store_errors/* describeCodedError */.HK)(error)}); it is not shown.`));
    }
    catch (error) {
        warnings.push(`What the attempts printed could not be read (${(0,store_errors/* describeCodedError */.HK)(error)}).`);
        return undefined;
    }
}


/***/ })

};

export const id = 748;
export const ids = [748];
export const modules = {

/***/ 74920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ commandCleanupCapability)
/* harmony export */ });
/** The platform's cleanup method (not a permission check): Linux can find marked processes in /proc. */
function commandCleanupCapability() {
    return process.platform === 'linux' ? 'inherited-owner' : 'observed-processes';
}


/***/ }),

/***/ 97312:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jm: () => (/* binding */ createDagGraph),
  pw: () => (/* binding */ dagForm),
  Hy: () => (/* binding */ dagFormVersion)
});

// EXTERNAL MODULE: ./src/graph/events.ts
var events = __webpack_require__(94995);
// EXTERNAL MODULE: ./src/graph/review-events.ts
var review_events = __webpack_require__(88898);
// EXTERNAL MODULE: ./src/graph/dag/dispatch.ts
var dispatch = __webpack_require__(79849);
;// CONCATENATED MODULE: ./src/graph/dag/ready-set.ts
// The DAG state's ready nodes: a Set of node IDs that also answers "the first n in node-ID order"
// without sorting or scanning every ready node. A wide graph keeps thousands ready, and the form
// asks for as many as it has free slots on every decision: a scan per decision made a 30,000-node
// wide graph quadratic (35 s in process). A bitmap over the nodes' places in ID order gives them
// in order, reading one word per 32 nodes.
class OrderedReadySet extends Set {
    #order;
    #ids;
    #bits;
    /** `ids` in node-ID order; only these may be added. */
    constructor(ids, order) {
        super();
        this.#ids = ids;
        this.#order = order;
        this.#bits = new Uint32Array(Math.ceil(ids.length / 32));
    }
    add(id) {
        const at = this.#order.get(id);
        if (at === undefined)
            throw new Error(`not a node of this graph: ${id}`);
        this.#bits[at >>> 5] |= 1 << (at & 31);
        return super.add(id);
    }
    delete(id) {
        const at = this.#order.get(id);
        if (at !== undefined)
            this.#bits[at >>> 5] &= ~(1 << (at & 31));
        return super.delete(id);
    }
    clear() {
        this.#bits.fill(0);
        super.clear();
    }
    /** The first `count` ready IDs in node-ID order (all of them when fewer are ready). */
    first(count) {
        const found = [];
        if (count <= 0)
            return found;
        for (let word = 0; word < this.#bits.length; word += 1) {
            let bits = this.#bits[word];
            while (bits !== 0) {
                const low = bits & -bits;
                found.push(this.#ids[(word << 5) + 31 - Math.clz32(low)]);
                if (found.length === count)
                    return found;
                bits ^= low;
            }
        }
        return found;
    }
}

;// CONCATENATED MODULE: ./src/graph/dag/state.ts

function initialDagState(shape, inputs) {
    const nodes = new Map();
    const unmetNeeds = new Map();
    const ready = new OrderedReadySet(shape.ids, shape.order);
    for (const id of shape.ids) {
        nodes.set(id, {
            dispatches: 0,
            failures: 0,
            status: 'pending',
            output: undefined,
            lastFailure: undefined,
            lastFailedAt: undefined,
            lastRetryAfterMs: undefined,
        });
        const needs = shape.parsed.nodes[id].needs.length;
        unmetNeeds.set(id, needs);
        if (needs === 0)
            ready.add(id);
    }
    const reviews = shape.loops.initial();
    return {
        inputs,
        nodes,
        open: new Map(),
        ready,
        unmetNeeds,
        settled: 0,
        failed: new Set(),
        failureView: undefined,
        failedSinceView: [],
        reviews,
        stopped: undefined,
    };
}
/** Completed or skipped: what a need must be for a node to be ready (a skip counts as green). */
function isGreen(status) {
    return status === 'completed' || status === 'skipped';
}
function isSettled(status) {
    return isGreen(status) || status === 'failed';
}
/** Moves a node to `status`, keeping the ready set, the settled count and the failed nodes in step. */
function setStatus(state, id, node, status) {
    const was = node.status;
    if ((was === 'failed' && status !== 'failed') ||
        (status === 'pending' && was !== 'pending') ||
        (was === 'pending' && status !== 'pending' && state.failureView?.blocked.has(id) === true))
        state.failureView = undefined;
    else if (status === 'failed' && was !== 'failed' && state.failureView !== undefined)
        state.failedSinceView.push(id);
    node.status = status;
    const settled = isSettled(status);
    if (settled !== isSettled(was))
        state.settled += settled ? 1 : -1;
    if (was === 'pending' && status !== 'pending')
        state.failureView?.conditionalReady.delete(id);
    if (status === 'failed')
        state.failed.add(id);
    else
        state.failed.delete(id);
    if (status === 'pending' && state.unmetNeeds.get(id) === 0)
        state.ready.add(id);
    else
        state.ready.delete(id);
}
/** Completed or skipped for the first time: the nodes that need it come closer to ready. */
function markGreen(shape, state, id, node, status) {
    const already = isGreen(node.status);
    setStatus(state, id, node, status);
    if (already)
        return;
    const view = state.failureView;
    for (const dependent of shape.dependents.get(id)) {
        const unmet = state.unmetNeeds.get(dependent) - 1;
        state.unmetNeeds.set(dependent, unmet);
        if (unmet === 0 && state.nodes.get(dependent).status === 'pending')
            state.ready.add(dependent);
        if (view?.conditional.has(dependent) === true && conditionalReady(shape, state, view, dependent))
            view.conditionalReady.add(dependent);
    }
}
/**
 * A conditional node that waits on a failure and can run now: pending, not a finally node, and
 * every need settled (completed, skipped, failed or blocked).
 */
function conditionalReady(shape, state, view, id) {
    if (shape.isFinally(id) || state.nodes.get(id).status !== 'pending')
        return false;
    return shape.parsed.nodes[id].needs.every((need) => {
        const status = state.nodes.get(need).status;
        return isGreen(status) || status === 'failed' || view.blocked.has(need);
    });
}
/** Nodes made pending again with fresh retries (a send-back, a reopen); needs are counted afresh around them. */
function reopenNodes(shape, state, reopened) {
    for (const id of reopened) {
        const node = state.nodes.get(id);
        node.failures = 0;
        node.lastFailure = undefined;
        node.lastFailedAt = undefined;
        node.lastRetryAfterMs = undefined;
        setStatus(state, id, node, 'pending');
    }
    const touched = new Set(reopened.flatMap((id) => [id, ...shape.dependents.get(id)]));
    for (const id of touched) {
        const needs = shape.parsed.nodes[id].needs;
        const unmet = needs.filter((need) => !isGreen(state.nodes.get(need).status)).length;
        state.unmetNeeds.set(id, unmet);
        if (unmet === 0 && state.nodes.get(id).status === 'pending')
            state.ready.add(id);
        else
            state.ready.delete(id);
    }
}

;// CONCATENATED MODULE: ./src/graph/dag/failure-view.ts
// What the failed nodes mean for the rest of the graph, worked out by walking from them to the
// nodes that need them, so its cost follows what the failures reach, not the size of the graph.
// The state remembers it: a new failure only extends it (a walk from that node), and a move that
// could shrink it drops it to be worked out again (see setStatus).


function failureViewOf(shape, state) {
    const view = {
        blocked: new Set(),
        blockedMain: 0,
        conditional: new Set(),
        conditionalReady: new OrderedReadySet(shape.ids, shape.order),
        firstRequired: {},
    };
    extend(shape, state, view, state.failed);
    return view;
}
/** The remembered view, brought up to date with the failures since, or worked out again. */
function failureViewNow(shape, state) {
    if (state.failureView === undefined) {
        state.failureView = failureViewOf(shape, state);
    }
    else if (state.failedSinceView.length > 0) {
        extend(shape, state, state.failureView, state.failedSinceView);
    }
    state.failedSinceView.length = 0;
    return state.failureView;
}
/** Adds what the `failed` nodes block and the conditional nodes they reach (and which of those can run). */
function extend(shape, state, view, failed) {
    const reached = [...failed];
    for (const id of reached)
        noteRequired(shape, view, id);
    const conditional = [];
    for (let at = 0; at < reached.length; at += 1) {
        const id = reached[at];
        for (const dependent of shape.dependents.get(id)) {
            if (view.blocked.has(dependent) || state.nodes.get(dependent).status !== 'pending')
                continue;
            // A finally node needs the others for their outputs only.
            if (shape.isFinally(dependent) && !shape.isFinally(id))
                continue;
            if (shape.parsed.nodes[dependent].conditional === true) {
                view.conditional.add(dependent);
                conditional.push(dependent);
                continue;
            }
            view.blocked.add(dependent);
            if (!shape.isFinally(dependent))
                view.blockedMain += 1;
            reached.push(dependent);
        }
    }
    // Checked once the walk is done: a need blocked later in it counts as settled.
    for (const id of conditional)
        if (conditionalReady(shape, state, view, id))
            view.conditionalReady.add(id);
}
/** Keeps the first failed node in ID order that is not optional, among the others and among the finally nodes. */
function noteRequired(shape, view, id) {
    if (shape.parsed.nodes[id].optional === true)
        return;
    const group = shape.isFinally(id) ? 'finally' : 'main';
    const current = view.firstRequired[group];
    if (current === undefined || shape.order.get(id) < shape.order.get(current))
        view.firstRequired[group] = id;
}

;// CONCATENATED MODULE: ./src/graph/dag/decide.ts



function decideDag(shape, state) {
    if (state.stopped !== undefined)
        return decideAfterStop(shape, state, state.stopped);
    const view = state.failed.size === 0 ? undefined : failureViewNow(shape, state);
    // A due revise verdict is recorded before anything new starts (not after a required failure).
    if (state.reviews.size > 0 && view?.firstRequired.main === undefined) {
        const review = shape.loops.decide(state.reviews, state.open.size);
        if (review === 'hold')
            return { kind: 'dispatch', dispatches: [] };
        if (review !== undefined)
            return review;
    }
    return view === undefined ? decideWithoutFailures(shape, state) : decideAfterFailure(shape, state, view);
}
/** Finally nodes wait until every other node has settled. */
function decideWithoutFailures(shape, state) {
    if (state.settled === shape.ids.length)
        return { kind: 'complete', output: outputOf(shape, state) };
    const slots = Math.max(0, shape.concurrency - state.open.size);
    if (shape.finallyIds.length === 0)
        return { kind: 'dispatch', dispatches: state.ready.first(slots).map((id) => (0,dispatch/* dispatchOf */.W3)(shape, state, id)) };
    if (state.settled - settledFinally(shape, state) < shape.mainIds.length)
        return {
            kind: 'dispatch',
            dispatches: readyMain(shape, state, slots, []).map((id) => (0,dispatch/* dispatchOf */.W3)(shape, state, id)),
        };
    return { kind: 'dispatch', dispatches: readyFinally(shape, state, undefined, { outcome: 'completed' }) };
}
/**
 * The run reached its dispatch limit (graph:dispatch-limit-reached): nothing new starts but the
 * finally nodes, once the others in flight have settled (a pause keeps them open), told that the
 * run failed and why; then the run fails with the stop's code.
 */
function decideAfterStop(shape, state, stopped) {
    if ([...state.open.values()].some((id) => !shape.isFinally(id)))
        return { kind: 'dispatch', dispatches: [] };
    const view = state.failed.size === 0 ? undefined : failureViewNow(shape, state);
    const blocked = view?.blocked ?? dispatch/* noneBlocked */.Jc;
    const finallyDone = shape.finallyIds.every((id) => blocked.has(id) || isSettled(state.nodes.get(id).status));
    if (finallyDone)
        return { kind: 'fail', code: stopped.code, message: stopped.message };
    return { kind: 'dispatch', dispatches: readyFinally(shape, state, view, { outcome: 'failed', code: stopped.code }) };
}
/**
 * Optional failures block the nodes that need them; the other nodes go on. After a required failure
 * nothing new starts and what is open settles first (a pause keeps it open); then the finally nodes
 * run, told the outcome, and the run fails with the first required failure.
 */
function decideAfterFailure(shape, state, view) {
    const failedMain = view.firstRequired.main;
    if (failedMain !== undefined && shape.finallyIds.length === 0)
        return requiredFailure(shape, state, failedMain);
    const mainDone = failedMain !== undefined
        ? ![...state.open.values()].some((id) => !shape.isFinally(id))
        : state.settled - settledFinally(shape, state) + view.blockedMain === shape.mainIds.length;
    if (!mainDone) {
        if (failedMain !== undefined)
            return { kind: 'dispatch', dispatches: [] };
        const slots = Math.max(0, shape.concurrency - state.open.size);
        const ids = readyMain(shape, state, slots, view.conditionalReady.first(slots));
        return { kind: 'dispatch', dispatches: ids.map((id) => (0,dispatch/* dispatchOf */.W3)(shape, state, id, view.blocked)) };
    }
    const finallyDone = shape.finallyIds.every((id) => view.blocked.has(id) || isSettled(state.nodes.get(id).status));
    if (!finallyDone) {
        const outcome = failedMain === undefined ? 'completed' : 'failed';
        return { kind: 'dispatch', dispatches: readyFinally(shape, state, view, { outcome }) };
    }
    if (failedMain !== undefined)
        return requiredFailure(shape, state, failedMain);
    if (view.firstRequired.finally !== undefined)
        return requiredFailure(shape, state, view.firstRequired.finally);
    return { kind: 'complete', output: outputOf(shape, state) };
}
/**
 * The first `slots` nodes in ID order among the ready ones that are not finally nodes and `extra`
 * (ready finally nodes are in the ready set too: ask it for that many more).
 */
function readyMain(shape, state, slots, extra) {
    const ready = state.ready.first(slots + shape.finallyIds.length).filter((id) => !shape.isFinally(id));
    if (extra.length === 0)
        return ready.slice(0, slots);
    return [...ready, ...extra].sort((a, b) => shape.order.get(a) - shape.order.get(b)).slice(0, slots);
}
/** Finally nodes in ID order, up to the free slots, whose finally needs are green (or settled, if conditional). */
function readyFinally(shape, state, view, run) {
    const blocked = view?.blocked ?? dispatch/* noneBlocked */.Jc;
    const dispatches = [];
    let slots = shape.concurrency - state.open.size;
    for (const id of shape.finallyIds) {
        if (slots <= 0)
            break;
        if (state.nodes.get(id).status !== 'pending' || blocked.has(id))
            continue;
        const conditional = shape.parsed.nodes[id].conditional === true;
        const ready = (need) => {
            // The other nodes have settled (whatever their outcome): a finally node needs them for their outputs.
            if (!shape.isFinally(need))
                return true;
            const status = state.nodes.get(need).status;
            return isGreen(status) || (conditional && (status === 'failed' || blocked.has(need)));
        };
        if (!shape.parsed.nodes[id].needs.every(ready))
            continue;
        dispatches.push((0,dispatch/* dispatchOf */.W3)(shape, state, id, blocked, run));
        slots -= 1;
    }
    return dispatches;
}
function settledFinally(shape, state) {
    return shape.finallyIds.filter((id) => isSettled(state.nodes.get(id).status)).length;
}
/**
 * DAG_NODE_FAILED for a node that failed for good and is not optional (or its review's own failure).
 * Its attempts are those since it was last made pending afresh (its failures: each attempt of a
 * node failing for good failed): a review loop's earlier rounds, or a failed run's earlier try before
 * it was reopened, are not attempts at this failure. A loop's later round says which round it is.
 */
function requiredFailure(shape, state, id) {
    const node = state.nodes.get(id);
    const last = node.lastFailure;
    if (last?.code === 'REVIEW_EXHAUSTED')
        return { kind: 'fail', code: last.code, message: last.message };
    const attempts = Math.max(1, node.failures);
    const round = roundOf(shape, state, id);
    const inRound = round === undefined || round < 2 ? '' : ` in review round ${round}`;
    return {
        kind: 'fail',
        code: 'DAG_NODE_FAILED',
        message: `required node "${id}" failed after ${attempts} attempt${attempts === 1 ? '' : 's'}${inRound}${last === undefined ? '' : `: ${last.code}: ${last.message}`}`,
    };
}
/** The review round a loop's node is in (undefined outside a loop). */
function roundOf(shape, state, id) {
    const review = shape.loops.inputOf(state.reviews, id);
    return typeof review?.round === 'number' ? review.round : undefined;
}
/** Every completed node's result by ID (skipped, failed and blocked nodes are left out). */
function outputOf(shape, state) {
    const output = {};
    for (const id of shape.ids) {
        const node = state.nodes.get(id);
        if (node.status === 'completed')
            output[id] = node.output ?? null;
    }
    return output;
}

// EXTERNAL MODULE: ./src/graph/dag/retry.ts
var retry = __webpack_require__(59189);
// EXTERNAL MODULE: ./src/graph/dag/review.ts
var review = __webpack_require__(60927);
// EXTERNAL MODULE: ./src/graph/dag/schema.ts + 1 modules
var schema = __webpack_require__(49018);
;// CONCATENATED MODULE: ./src/graph/dag/shape.ts
// What the DAG form works out once from a parsed definition and then reads on every fold and
// decision: the node IDs in order, which are finally nodes, who needs each node.

function dagShapeOf(parsed) {
    const ids = Object.keys(parsed.nodes).sort();
    const isFinally = (id) => parsed.nodes[id].finally === true;
    const dependents = new Map(ids.map((id) => [id, []]));
    for (const id of ids)
        for (const need of parsed.nodes[id].needs)
            dependents.get(need).push(id);
    return {
        parsed,
        ids,
        order: new Map(ids.map((id, index) => [id, index])),
        mainIds: ids.filter((id) => !isFinally(id)),
        finallyIds: ids.filter(isFinally),
        dependents,
        concurrency: parsed.concurrency ?? 1,
        loops: (0,review/* createReviewLoops */.Yl)(parsed),
        isFinally,
    };
}

;// CONCATENATED MODULE: ./src/graph/dag/graph.ts









/** A recorded failure's code or message as text (the executor writes strings). */
function graph_text(value) {
    if (typeof value === 'string')
        return value;
    // JSON.stringify answers undefined for undefined, whatever its type says.
    const json = JSON.stringify(value);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
    return json ?? '';
}
const dagForm = 'dag';
const dagFormVersion = 1;
function createDagGraph(definition) {
    const parsed = (0,schema/* parseDagDefinition */.nF)(definition);
    const shape = dagShapeOf(parsed);
    return {
        form: dagForm,
        version: dagFormVersion,
        definition: structuredClone(definition),
        parsed,
        // Its finally nodes run when maxDispatches stops the others.
        settlesAfterStop: true,
        completionProblem: (nodeId, output) => (0,review/* reviewerCompletionProblem */.nS)(parsed, nodeId, output),
        initial: (spec) => initialDagState(shape, spec.resolvedInputs),
        fold: (state, event) => foldDag(shape, state, event),
        decide: (state) => decideDag(shape, state),
    };
}
function foldDag(shape, state, event) {
    const data = event.data;
    if (data === null || typeof data !== 'object')
        return state;
    if (event.type === events/* graphEventTypes */.w8.nodeDispatched) {
        for (const entry of (data.dispatches ?? [])) {
            const at = (0,dispatch/* parseDagPosition */.pj)(entry.position);
            const node = state.nodes.get(entry.nodeId);
            if (at === undefined || node === undefined)
                continue;
            node.dispatches = Math.max(node.dispatches, at.n);
            setStatus(state, entry.nodeId, node, 'open');
            state.open.set(entry.position, entry.nodeId);
        }
    }
    else if (event.type === events/* graphEventTypes */.w8.dispatchLimitReached) {
        state.stopped ??= {
            code: typeof data.code === 'string' ? data.code : 'BUDGET_STOP',
            message: graph_text(data.message),
        };
    }
    else if (event.type === events/* graphEventTypes */.w8.timeLimitReached) {
        stopAtTimeLimit(state, data);
    }
    else if (event.type === events/* graphEventTypes */.w8.runReopened) {
        state.stopped = undefined;
        foldReopened(shape, state, data);
    }
    else if (event.type === review_events/* reviewEventTypes */.W4.sentBack) {
        reopenNodes(shape, state, shape.loops.sentBack(state.reviews, data));
    }
    else if (event.type === review_events/* reviewEventTypes */.W4.exhausted) {
        const end = shape.loops.exhausted(state.reviews, data);
        const node = end === undefined ? undefined : state.nodes.get(end.reviewer);
        if (end === undefined || node?.status !== 'reviewing')
            return state;
        if (end.outcome === 'pass')
            markGreen(shape, state, end.reviewer, node, 'completed');
        else {
            node.failures += 1;
            node.lastFailure = { code: 'REVIEW_EXHAUSTED', message: end.message };
            setStatus(state, end.reviewer, node, 'failed');
        }
    }
    else
        foldSettled(shape, state, event.type, data);
    return state;
}
/**
 * The run's time limit: it is what the run fails with (whatever stop came before), and each
 * position it stopped (unsettled then, a finally node's too) is its node's failure for good: told
 * `failed` to the finally nodes, it is never dispatched again.
 */
function stopAtTimeLimit(state, data) {
    state.stopped = { code: typeof data.code === 'string' ? data.code : 'TIMEOUT', message: graph_text(data.message) };
    for (const position of Array.isArray(data.stopped) ? data.stopped : []) {
        const nodeId = typeof position === 'string' ? state.open.get(position) : undefined;
        const node = nodeId === undefined ? undefined : state.nodes.get(nodeId);
        if (nodeId === undefined || node === undefined)
            continue;
        state.open.delete(position);
        node.failures += 1;
        node.lastFailure = { code: state.stopped.code, message: "stopped at the run's time limit" };
        setStatus(state, nodeId, node, 'failed');
    }
}
/**
 * A person reopened the failed run: each named failed node starts its retries afresh (its next
 * dispatch is a new position); nodes skipped because of it are no longer skipped. The outcome the
 * finally nodes were told has changed, so every settled finally node is pending again too: they run
 * again at new positions once the others have settled. Folding the same record twice (a crash
 * before the session record, then a second retry) finds nothing failed and changes nothing.
 */
function foldReopened(shape, state, data) {
    const reopened = new Set();
    for (const nodeId of Array.isArray(data.nodes) ? data.nodes : []) {
        if (typeof nodeId === 'string' && state.nodes.get(nodeId)?.status === 'failed')
            reopened.add(nodeId);
    }
    if (reopened.size === 0)
        return;
    for (const id of shape.finallyIds)
        if (isSettled(state.nodes.get(id).status))
            reopened.add(id);
    reopenNodes(shape, state, [...reopened]);
}
/** A position's completion or failure. */
function foldSettled(shape, state, type, data) {
    const position = typeof data.position === 'string' ? data.position : undefined;
    const nodeId = position === undefined ? undefined : state.open.get(position);
    const node = nodeId === undefined ? undefined : state.nodes.get(nodeId);
    if (position === undefined || nodeId === undefined || node === undefined)
        return;
    if (type === events/* graphEventTypes */.w8.nodeCompleted) {
        state.open.delete(position);
        const skipped = data.skipped !== undefined && data.skipped !== null;
        node.output = skipped ? null : (data.output ?? null);
        const review = skipped
            ? { kind: 'green' }
            : shape.loops.completed(state.reviews, nodeId, position, node.output);
        if (review.kind === 'reviewing')
            setStatus(state, nodeId, node, 'reviewing');
        else if (review.kind === 'failed') {
            node.failures += 1;
            node.lastFailure = { code: review.code, message: review.message };
            setStatus(state, nodeId, node, 'failed');
        }
        else
            markGreen(shape, state, nodeId, node, skipped ? 'skipped' : 'completed');
    }
    else if (type === events/* graphEventTypes */.w8.nodeFailed) {
        state.open.delete(position);
        node.failures += 1;
        node.lastFailure = { code: graph_text(data.code), message: graph_text(data.message) };
        const at = typeof data.failedAt === 'string' ? Date.parse(data.failedAt) : Number.NaN;
        node.lastFailedAt = Number.isFinite(at) ? at : undefined;
        node.lastRetryAfterMs = (0,retry/* retryAfterOf */.sT)(data.details);
        const definition = shape.parsed.nodes[nodeId];
        // After a stop a finally node runs once: its failure is final.
        const final = node.failures > (definition.retries ?? 0) ||
            !(0,retry/* retries */.ZI)(definition.retry?.on, data.details) ||
            (state.stopped !== undefined && shape.isFinally(nodeId));
        setStatus(state, nodeId, node, final ? 'failed' : 'pending');
    }
}


/***/ }),

/***/ 92129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ findNeedsCycle)
/* harmony export */ });
// A cycle in `needs`, found by a depth-first walk with its own stack: a chain of needs is as
// deep as the graph is long, and a walk by recursion overflows the call stack (tens of thousands
// of nodes). Shared by the DAG form and the graph-file compiler.
/**
 * One cycle as a path of node IDs that starts and ends at the same node, or undefined. Nodes are
 * walked in `ids` order and their needs in `needsOf` order (the first cycle found is reported);
 * `needsOf` gives only the needs to follow (a caller leaves out those it reports otherwise), and
 * is asked once per node.
 */
function findNeedsCycle(ids, needsOf) {
    const state = new Map();
    for (const root of ids) {
        if (state.has(root))
            continue;
        // The open path: each node with its needs (asked once) and the index of the next to follow.
        const path = [root];
        const frames = [{ needs: needsOf(root), next: 0 }];
        state.set(root, 'open');
        while (frames.length > 0) {
            const frame = frames[frames.length - 1];
            if (frame.next >= frame.needs.length) {
                state.set(path.pop(), 'done');
                frames.pop();
                continue;
            }
            const need = frame.needs[frame.next];
            frame.next += 1;
            const seen = state.get(need);
            if (seen === 'open')
                return [...path.slice(path.indexOf(need)), need];
            if (seen === undefined) {
                state.set(need, 'open');
                path.push(need);
                frames.push({ needs: needsOf(need), next: 0 });
            }
        }
    }
    return undefined;
}


/***/ }),

/***/ 15218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ ancestorsOf),
/* harmony export */   JQ: () => (/* binding */ reviewIssues),
/* harmony export */   cZ: () => (/* binding */ loopPath),
/* harmony export */   g$: () => (/* binding */ reviewProblem)
/* harmony export */ });
// Where a review loop runs: the reviewer's target must be one of its ancestors, and a send-back
// dispatches again the target, every node between it and the reviewer, and the reviewer (nodes
// outside that path keep their results). Shared by the DAG form and the graph-file compiler.
/** Every node `id` needs, directly or through other nodes (unknown needs are ignored). */
function ancestorsOf(nodes, id) {
    const found = new Set();
    const stack = [...(nodes[id]?.needs ?? [])];
    while (stack.length > 0) {
        const next = stack.pop();
        if (found.has(next) || !Object.hasOwn(nodes, next))
            continue;
        found.add(next);
        stack.push(...nodes[next].needs);
    }
    return found;
}
/** The nodes a send-back from `reviewer` to `target` dispatches again, in node-ID order. */
function loopPath(nodes, reviewer, target) {
    const upstream = ancestorsOf(nodes, reviewer);
    const between = [...upstream].filter((id) => id === target || ancestorsOf(nodes, id).has(target));
    return [...between, reviewer].sort();
}
/**
 * Problems with the review loops: the target must be an ancestor, neither end a finally node,
 * and no node on two loops' paths (a send-back of one would repeat another's rounds).
 * `key` names the target field as the caller's format spells it.
 */
function reviewIssues(nodes, key = 'sendsBackTo') {
    const issues = [];
    const onLoop = new Map();
    for (const [id, node] of Object.entries(nodes)) {
        const target = node.review?.sendsBackTo;
        if (target === undefined)
            continue;
        const at = ['nodes', id, 'review', key];
        if (node.finally === true) {
            issues.push({ path: ['nodes', id, 'review'], message: 'a finally node cannot review: it runs after the others' });
            continue;
        }
        if (!ancestorsOf(nodes, id).has(target)) {
            const why = Object.hasOwn(nodes, target)
                ? `"${target}" is not one of its needs, direct or indirect`
                : `unknown node "${target}"`;
            issues.push({ path: at, message: `${why}; a reviewer sends work back to an ancestor` });
            continue;
        }
        for (const member of loopPath(nodes, id, target)) {
            const other = onLoop.get(member);
            if (other !== undefined) {
                issues.push({
                    path: at,
                    message: `node "${member}" is also in the review loop of "${other}"; loops must not share nodes`,
                });
                break;
            }
            onLoop.set(member, id);
        }
    }
    return issues;
}
/** The first review problem as one line with its path, or undefined. */
function reviewProblem(definition) {
    const first = reviewIssues(definition.nodes)[0];
    return first === undefined ? undefined : `${first.path.join('.')}: ${first.message}`;
}


/***/ }),

/***/ 60927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sn: () => (/* binding */ normalizeFindings),
/* harmony export */   Yl: () => (/* binding */ createReviewLoops),
/* harmony export */   i9: () => (/* binding */ reviewRoundOf),
/* harmony export */   nS: () => (/* binding */ reviewerCompletionProblem),
/* harmony export */   wk: () => (/* binding */ readVerdict)
/* harmony export */ });
/* harmony import */ var _review_events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88898);
/* harmony import */ var _review_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15218);


const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * Findings as recorded: each gets the ID of its place in the list (`finding-1` ...). A string is a
 * finding's message; an object needs `message` (or `title`), its other fields are kept as details.
 */
function normalizeFindings(list) {
    if (list === undefined || list === null)
        return [];
    if (!Array.isArray(list))
        return { problem: 'findings must be a list' };
    const findings = [];
    for (const [index, item] of list.entries()) {
        const id = `finding-${index + 1}`;
        if (typeof item === 'string') {
            findings.push({ id, message: item });
            continue;
        }
        const message = isObject(item) ? (item.message ?? item.title) : undefined;
        if (!isObject(item) || typeof message !== 'string')
            return { problem: `findings[${index}] must be a string or a map with a message` };
        // A finding recorded before (its details already apart) reads the same again.
        const { message: _m, title: _t, id: _id, details: kept, ...rest } = item;
        const details = { ...(isObject(kept) ? kept : {}), ...rest };
        findings.push(Object.keys(details).length === 0 ? { id, message } : { id, message, details });
    }
    return findings;
}
/** The verdict a reviewer's output holds: `{ verdict: pass | revise, findings?: [...] }`. */
function readVerdict(output) {
    if (!isObject(output) || (output.verdict !== 'pass' && output.verdict !== 'revise'))
        return { problem: 'a reviewer must answer with verdict: pass or revise (and a list of findings)' };
    const findings = normalizeFindings(output.findings);
    if (!Array.isArray(findings))
        return findings;
    return { verdict: output.verdict, findings };
}
/**
 * Why `output` cannot complete `nodeId` by a reconcile decision: the node is a review loop's
 * reviewer and the output holds no verdict its loop reads (accepted, the run would only fail
 * later, REVIEW_VERDICT). Undefined for any other node or a readable verdict.
 */
function reviewerCompletionProblem(parsed, nodeId, output) {
    const review = Object.hasOwn(parsed.nodes, nodeId) ? parsed.nodes[nodeId].review : undefined;
    if (review === undefined)
        return undefined;
    const verdict = readVerdict(output);
    if (!('problem' in verdict))
        return undefined;
    return `"${nodeId}" is the reviewer of a review loop: the output of a complete decision must be its verdict, {"verdict":"pass"} or {"verdict":"revise","findings":[...]} (to send it back to ${review.sendsBackTo}); ${verdict.problem}`;
}
/** The round and the IDs of the findings a dispatch of a loop's node answers, from its input. */
function reviewRoundOf(input) {
    const review = isObject(input) ? input.review : undefined;
    if (!isObject(review) || typeof review.round !== 'number')
        return undefined;
    const findings = Array.isArray(review.findings) ? review.findings : [];
    const ids = findings.flatMap((f) => (isObject(f) && typeof f.id === 'string' ? [f.id] : []));
    return { round: review.round, findings: ids };
}
function createReviewLoops(parsed) {
    const loops = new Map();
    const memberOf = new Map();
    for (const [id, node] of Object.entries(parsed.nodes)) {
        if (node.review === undefined)
            continue;
        const path = (0,_review_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .loopPath */ .cZ)(parsed.nodes, id, node.review.sendsBackTo);
        loops.set(id, { review: node.review, path });
        for (const member of path)
            memberOf.set(member, id);
    }
    return {
        initial: () => new Map(),
        ...verdictMethods(loops),
        ...foldMethods(loops, parsed),
        inputOf(reviews, nodeId) {
            const reviewer = memberOf.get(nodeId);
            if (reviewer === undefined)
                return undefined;
            const state = reviews.get(reviewer);
            const { review } = loops.get(reviewer);
            return {
                round: state?.round ?? 1,
                limit: review.rounds,
                reviewer,
                findings: (state?.findings ?? []),
            };
        },
    };
}
/** The reviewer's state, created (round 1) on first use. */
function stateOf(reviews, reviewer) {
    let state = reviews.get(reviewer);
    if (state === undefined) {
        state = { round: 1, due: undefined, findings: [] };
        reviews.set(reviewer, state);
    }
    return state;
}
/** A reviewer's verdict and the record a revise verdict asks for. */
function verdictMethods(loops) {
    return {
        completed(reviews, nodeId, position, output) {
            if (!loops.has(nodeId))
                return { kind: 'green' };
            const verdict = readVerdict(output);
            if ('problem' in verdict)
                return { kind: 'failed', code: 'REVIEW_VERDICT', message: verdict.problem };
            if (verdict.verdict === 'pass')
                return { kind: 'green' };
            stateOf(reviews, nodeId).due = { position, findings: verdict.findings };
            return { kind: 'reviewing' };
        },
        decide(reviews, openCount) {
            for (const [reviewer, state] of reviews) {
                if (state.due === undefined)
                    continue;
                // Whatever else is in flight settles first: a pause outranks a send-back.
                if (openCount > 0)
                    return 'hold';
                const { review, path } = loops.get(reviewer);
                const base = {
                    reviewer,
                    position: state.due.position,
                    target: review.sendsBackTo,
                    limit: review.rounds,
                    findings: state.due.findings,
                };
                if (state.round < review.rounds)
                    return {
                        kind: 'record',
                        record: { type: _review_events_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewEventTypes */ .W4.sentBack, data: { ...base, round: state.round + 1, nodes: path } },
                    };
                const outcome = review.whenExhausted ?? 'fail';
                return {
                    kind: 'record',
                    record: { type: _review_events_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewEventTypes */ .W4.exhausted, data: { ...base, round: state.round, outcome } },
                };
            }
            return undefined;
        },
    };
}
/** Folding the recorded send-backs and exhaustions into the review states. */
function foldMethods(loops, parsed) {
    return {
        sentBack(reviews, data) {
            const d = data;
            if (!loops.has(d.reviewer))
                return [];
            const state = stateOf(reviews, d.reviewer);
            state.round = d.round;
            state.findings = d.findings;
            state.due = undefined;
            return d.nodes.filter((id) => Object.hasOwn(parsed.nodes, id));
        },
        exhausted(reviews, data) {
            const d = data;
            if (!loops.has(d.reviewer))
                return undefined;
            stateOf(reviews, d.reviewer).due = undefined;
            const message = `review "${d.reviewer}" still asked for changes after ${d.round} of ${d.limit} round${d.limit === 1 ? '' : 's'} (${d.findings.length} finding${d.findings.length === 1 ? '' : 's'})`;
            return { reviewer: d.reviewer, outcome: d.outcome, message };
        },
    };
}


/***/ }),

/***/ 49018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hp: () => (/* binding */ dagDefinitionSchema),
  nF: () => (/* binding */ parseDagDefinition)
});

// UNUSED EXPORTS: dagNodeIdPattern, dagNodeSchema, dagRetryOnSchema, dagRetrySchema, dagReviewSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: ./src/graph/errors.ts
var errors = __webpack_require__(40869);
// EXTERNAL MODULE: ./src/graph/issues.ts
var issues = __webpack_require__(16206);
// EXTERNAL MODULE: ./src/graph/dag/needs-cycle.ts
var needs_cycle = __webpack_require__(92129);
;// CONCATENATED MODULE: ./src/graph/dag/plain.ts
const definitionKeys = new Set(['nodes', 'concurrency']);
const flags = ['optional', 'conditional', 'finally', 'readsOutcomes'];
const nodeKeys = new Set(['needs', ...flags, 'phase']);
function isPlainObject(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const prototype = Object.getPrototypeOf(value);
    return prototype === Object.prototype || prototype === null;
}
function plainNode(raw) {
    if (!isPlainObject(raw))
        return undefined;
    for (const key of Object.keys(raw))
        if (!nodeKeys.has(key))
            return undefined;
    const needs = raw.needs;
    if (!Array.isArray(needs))
        return undefined;
    const copied = [];
    // Indexed, not every(): a hole is undefined to the schema.
    for (let index = 0; index < needs.length; index += 1) {
        const need = needs[index];
        if (typeof need !== 'string')
            return undefined;
        copied.push(need);
    }
    // In the schema's key order.
    const node = { needs: copied };
    for (const flag of flags) {
        if (!Object.hasOwn(raw, flag))
            continue;
        if (typeof raw[flag] !== 'boolean')
            return undefined;
        node[flag] = raw[flag];
    }
    if (Object.hasOwn(raw, 'phase')) {
        const phase = raw.phase;
        if (typeof phase !== 'string' || phase.length < 1 || phase.length > 100)
            return undefined;
        node.phase = phase;
    }
    return node;
}
/** The definition, when it has the common shape; undefined otherwise (the schema then decides). */
function plainDagDefinition(value) {
    if (!isPlainObject(value))
        return undefined;
    for (const key of Object.keys(value))
        if (!definitionKeys.has(key))
            return undefined;
    if (!isPlainObject(value.nodes))
        return undefined;
    const nodes = {};
    for (const [id, raw] of Object.entries(value.nodes)) {
        const node = plainNode(raw);
        if (node === undefined)
            return undefined;
        nodes[id] = node;
    }
    if (!Object.hasOwn(value, 'concurrency'))
        return { nodes };
    const concurrency = value.concurrency;
    if (typeof concurrency !== 'number' || !Number.isInteger(concurrency) || concurrency < 1 || concurrency > 1000)
        return undefined;
    return { nodes, concurrency };
}

// EXTERNAL MODULE: ./src/graph/dag/review-paths.ts
var review_paths = __webpack_require__(15218);
;// CONCATENATED MODULE: ./src/graph/dag/schema.ts
// The DAG form's definition value: nodes with `needs`, optional nodes, per-node retry caps and a
// concurrency limit. Validated with paths (`nodes.review.needs[0]: unknown node "tset"`).







/** Node IDs appear in positions (`dag/<id>/<n>`) and child run IDs, so no `/` or spaces. */
const dagNodeIdPattern = /^[A-Za-z0-9_.-]{1,100}$/;
/**
 * Which failures a retry policy retries (any listed fact matches; without `on`, every failure): the
 * node-failed record's details as the executor writes them (`exitCode`, `signal`, `timedOut` from a
 * command host; `kind` from an engine error).
 */
const dagRetryOnSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    exitCodes: schemas/* array */.YOg(schemas/* number */.aig().int()).optional(),
    timeout: schemas/* boolean */.zMY().optional(),
    signal: schemas/* boolean */.zMY().optional(),
    kinds: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional(),
}));
/** The long form of a retry: `retries` stays the limit. */
const dagRetrySchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    /** Delay before the first retry, doubling each retry; the retry's input carries `notBefore`. */
    backoffMs: schemas/* number */.aig().int().min(1).max(2_147_483_647).optional(),
    /** Cap of the growing delay. */
    maxBackoffMs: schemas/* number */.aig().int().min(1).max(2_147_483_647).optional(),
    on: dagRetryOnSchema().optional(),
}));
/** A reviewer node's loop: its verdict (`verdict: pass | revise`, `findings`) may send work back. */
const dagReviewSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    /** The ancestor a revise verdict sends work back to (it and the nodes between run again). */
    sendsBackTo: schemas/* string */.YjP().min(1),
    /** Most rounds of the loop (round 1 is the first run); a revise in the last round exhausts it. */
    rounds: schemas/* number */.aig().int().min(1).max(100),
    /** When the rounds run out: fail the run with REVIEW_EXHAUSTED (default) or pass with a warning. */
    whenExhausted: schemas/* enum */.k5n(['fail', 'pass']).optional(),
}));
const dagNodeSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    needs: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** A failed optional node does not fail the run; the nodes that need it are skipped. */
    optional: schemas/* boolean */.zMY().optional(),
    /** Further dispatches after a failure (a retry is a new position). Default 0. */
    retries: schemas/* number */.aig().int().min(0).max(100).optional(),
    /**
     * The node checks its needs' outcomes itself (its binding's policy may skip it): it is dispatched
     * once every need has settled, failed ones included, with `outcomes` ({ [need]: passed | skipped |
     * failed | blocked }) in its input. Other nodes are blocked by a failed or blocked need.
     */
    conditional: schemas/* boolean */.zMY().optional(),
    retry: dagRetrySchema().optional(),
    /**
     * Runs after every other (non-finally) node has settled, whatever the outcome (never while one is
     * paused), with `run: { outcome: completed | failed }` in its input; other nodes cannot need it. A
     * required finally node's failure fails the run; a required non-finally failure still fails it after.
     */
    finally: schemas/* boolean */.zMY().optional(),
    /**
     * Dispatched with its needs' `outcomes` as a conditional node is, without waiting on failed needs
     * (a graph file's node whose templates read `{{ needs.<id>.outcome }}`). Set only then, so a
     * definition stored before it existed compiles and replays as it did.
     */
    readsOutcomes: schemas/* boolean */.zMY().optional(),
    /** A display group (e.g. "build"): status and the summary group nodes by it; it never changes what runs. */
    phase: schemas/* string */.YjP().min(1).max(100).optional(),
    review: dagReviewSchema().optional(),
}));
const dagDefinitionSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    /** Keys are node IDs (`dagNodeIdPattern`, checked by parseDagDefinition with the path). */
    nodes: schemas/* record */.g1P(schemas/* string */.YjP(), dagNodeSchema()),
    /** Most positions open (dispatched and not settled) at once. Default 1. */
    concurrency: schemas/* number */.aig().int().min(1).max(1000).optional(),
}));
/** Parses and checks a definition: schema, known needs, no self-need, no cycles. INVALID_GRAPH names the path. */
function parseDagDefinition(value) {
    // A schema-parsed record drops a "__proto__" key (JSON.parse and YAML keep it as an own key), so
    // it would surface later as an unknown need or a missing binding: refuse it by name here.
    const nodes = typeof value === 'object' && value !== null ? value.nodes : undefined;
    if (typeof nodes === 'object' && nodes !== null && Object.hasOwn(nodes, '__proto__')) {
        throw new errors/* GraphError */.h('INVALID_GRAPH', 'nodes.__proto__: "__proto__" is reserved and cannot be a node ID');
    }
    const definition = plainDagDefinition(value) ?? schemaParsed(value);
    const ids = Object.keys(definition.nodes);
    if (ids.length === 0)
        throw new errors/* GraphError */.h('INVALID_GRAPH', 'invalid DAG definition: nodes: at least one node is required');
    for (const id of ids) {
        if (!dagNodeIdPattern.test(id)) {
            throw new errors/* GraphError */.h('INVALID_GRAPH', `nodes.${id}: node IDs use [A-Za-z0-9_.-] (1-100 characters); they appear in positions dag/<id>/<n>`);
        }
    }
    for (const [id, node] of Object.entries(definition.nodes)) {
        const seen = new Set();
        node.needs.forEach((need, index) => {
            const at = `nodes.${id}.needs[${index}]`;
            if (!Object.prototype.hasOwnProperty.call(definition.nodes, need))
                throw new errors/* GraphError */.h('INVALID_GRAPH', `${at}: unknown node "${need}"`);
            if (need === id)
                throw new errors/* GraphError */.h('INVALID_GRAPH', `${at}: node "${id}" cannot need itself`);
            if (seen.has(need))
                throw new errors/* GraphError */.h('INVALID_GRAPH', `${at}: "${need}" is listed twice`);
            if (definition.nodes[need].finally === true && node.finally !== true)
                throw new errors/* GraphError */.h('INVALID_GRAPH', `${at}: "${need}" is a finally node; only finally nodes can need it`);
            seen.add(need);
        });
    }
    const cycle = (0,needs_cycle/* findNeedsCycle */.F)(Object.keys(definition.nodes).sort(), (id) => definition.nodes[id].needs);
    if (cycle !== undefined)
        throw new errors/* GraphError */.h('INVALID_GRAPH', `nodes.${cycle[0]}.needs: cycle ${cycle.join(' -> ')}`);
    const problem = (0,review_paths/* reviewProblem */.g$)(definition);
    if (problem !== undefined)
        throw new errors/* GraphError */.h('INVALID_GRAPH', problem);
    return definition;
}
function schemaParsed(value) {
    const parsed = dagDefinitionSchema().safeParse(value);
    if (!parsed.success)
        throw new errors/* GraphError */.h('INVALID_GRAPH', `invalid DAG definition: ${(0,issues/* formatIssues */.o)(parsed.error)}`);
    return parsed.data;
}


/***/ }),

/***/ 20722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C3: () => (/* binding */ budgetTurnWaitingType),
/* harmony export */   Xz: () => (/* binding */ budgetTurnWaitingSchema),
/* harmony export */   ys: () => (/* binding */ BudgetTurns)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _engine_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97370);
// Engine calls counted by the same hard budget take turns. The budget is checked before a call
// from the calls that have ended; a call in flight has spent an unknown amount. So under a hard
// run budget only one engine call of the run is in flight at a time (under a hard node cap, one of
// that node), and the next one is checked with what the one before it spent: the budget is passed
// by at most one call, as in a sequential run. Soft budgets do not take turns.



/**
 * A call that must wait for its turn records it before it waits: the turn queue lives in the
 * worker's memory, so without this record status, the summary and the live lines (read from the
 * store by other processes) show a node that waits as running with no call, like one that hangs.
 * Its turn is the next engine-started record at the same position (or a pause, or a failure).
 * It is written once those it names are in the log (their engine-started or waiting record), so
 * the log never has a wait on a call that had not started.
 */
const budgetTurnWaitingType = 'runner:budget-turn-waiting';
const budgetTurnWaitingSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    lane: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The positions it waits after: those whose calls hold its budget, then those ahead of it in line. */
    after: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
}));
const freeTurn = { started: () => { }, waitsRecorded: () => Promise.resolve(), release: () => { } };
class BudgetTurns {
    /** Held keys, each with the place of the call that holds it. */
    #held = new Map();
    #waiting = [];
    /**
     * Resolves with the turn once none of `keys` is held by another call; waiters that share a key
     * go in the order they came. Rejects with an `aborted` EngineError if `signal` aborts first (the
     * call never starts). No keys: resolves at once. A taker that must wait has `onWait` awaited
     * first, once everyone it names is in the log (so the log never has a wait on a call that has
     * not started); if its turn comes before that, it records no wait. If `onWait` throws, the turn
     * is given back when granted and the error thrown.
     */
    async take(keys, signal, taker) {
        if (keys.length === 0)
            return freeTurn;
        if (signal.aborted)
            throw waitAborted();
        const place = newPlace(keys, taker?.position ?? '');
        const turn = this.#enqueue(place, signal);
        if (place.granted || taker?.onWait === undefined)
            return turn;
        // Handled below (awaited, or released): an abort during the record must not go unhandled.
        turn.catch(() => { });
        try {
            const after = await this.#whenAheadRecorded(place, signal);
            if (after !== undefined) {
                await taker.onWait(after);
                place.markRecorded();
            }
        }
        catch (error) {
            place.markRecorded();
            turn.then((taken) => taken.release(), () => { });
            throw error;
        }
        return turn;
    }
    /**
     * Waits until every place ahead of `place` is in the log; resolves with their positions, or
     * undefined when no wait is to be recorded (its turn came, or the run was aborted).
     */
    async #whenAheadRecorded(place, signal) {
        const aborted = new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
        for (;;) {
            if (place.granted || signal.aborted)
                return undefined;
            const ahead = this.#ahead(place);
            const unrecorded = ahead.filter((other) => !other.recorded);
            if (unrecorded.length === 0)
                return [...new Set(ahead.map((other) => other.position))];
            // Those ahead only start, record their wait or leave: the line ahead only shrinks.
            await Promise.race([Promise.all(unrecorded.map((other) => other.whenRecorded)), aborted]);
        }
    }
    /** The places `place` waits after: holders of its keys, then waiters ahead of it sharing one. */
    #ahead(place) {
        const ahead = new Set();
        for (const key of place.keys) {
            const holder = this.#held.get(key);
            if (holder !== undefined)
                ahead.add(holder);
        }
        for (const waiter of this.#waiting) {
            if (waiter === place)
                break;
            if (shareKey(waiter, place.keys))
                ahead.add(waiter);
        }
        return [...ahead];
    }
    #enqueue(place, signal) {
        return new Promise((resolve, reject) => {
            const onAbort = () => {
                const at = this.#waiting.indexOf(place);
                if (at >= 0)
                    this.#waiting.splice(at, 1);
                place.markRecorded();
                reject(waitAborted());
                // A waiter that left may have been what held later ones back.
                this.#grantFree();
            };
            place.grant = () => {
                signal.removeEventListener('abort', onAbort);
                place.granted = true;
                resolve(this.#turnOf(place));
            };
            signal.addEventListener('abort', onAbort, { once: true });
            this.#waiting.push(place);
            this.#grantFree();
        });
    }
    #turnOf(place) {
        let released = false;
        return {
            started: () => place.markRecorded(),
            // A holder whose call never started is named by no wait yet to be written: nothing to wait for.
            waitsRecorded: async () => {
                if (!place.recorded)
                    return;
                const behind = this.#waiting.filter((waiter) => shareKey(waiter, place.keys));
                await Promise.all(behind.map((waiter) => waiter.whenRecorded));
            },
            release: () => {
                if (released)
                    return;
                released = true;
                place.markRecorded();
                for (const key of place.keys)
                    if (this.#held.get(key) === place)
                        this.#held.delete(key);
                this.#grantFree();
            },
        };
    }
    /** Grants waiters in order; a waiter still blocked keeps its keys from the ones behind it. */
    #grantFree() {
        const blocked = new Set();
        for (let index = 0; index < this.#waiting.length;) {
            const waiter = this.#waiting[index];
            if (waiter.keys.some((key) => this.#held.has(key) || blocked.has(key))) {
                for (const key of waiter.keys)
                    blocked.add(key);
                index += 1;
                continue;
            }
            this.#waiting.splice(index, 1);
            for (const key of waiter.keys)
                this.#held.set(key, waiter);
            waiter.grant();
        }
    }
}
function newPlace(keys, position) {
    let markRecorded = () => { };
    const whenRecorded = new Promise((resolve) => {
        markRecorded = resolve;
    });
    const place = {
        keys,
        position,
        granted: false,
        recorded: false,
        whenRecorded,
        markRecorded: () => {
            place.recorded = true;
            markRecorded();
        },
        grant: () => { },
    };
    return place;
}
function shareKey(place, keys) {
    return place.keys.some((key) => keys.includes(key));
}
function waitAborted() {
    return new _engine_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .EngineError */ .NJ('the run was aborted while the engine call waited for its turn under the budget', {
        kind: 'aborted',
    });
}


/***/ }),

/***/ 51827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ budgetRaisedSchema),
/* harmony export */   Ik: () => (/* binding */ checkBudget),
/* harmony export */   OQ: () => (/* binding */ runBudgetSchema),
/* harmony export */   Og: () => (/* binding */ raisedLimit),
/* harmony export */   aM: () => (/* binding */ budgetWarningType),
/* harmony export */   kY: () => (/* binding */ BudgetTally),
/* harmony export */   mZ: () => (/* binding */ budgetResumeRecord),
/* harmony export */   oz: () => (/* binding */ budgetRaisedType)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94995);
/* harmony import */ var _budget_turns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20722);
/* harmony import */ var _node_caps_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20022);
// Run budgets (dollars and/or tokens) counted from the graph log's engine records, so every
// session, worker restart, resume and job of the run is counted once. Checked before each engine
// call: at or over the limit the call does not start and the node pauses with a budget request.





const runBudgetSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig({ error: 'budget.usd must be a number of dollars' })
        .positive('budget.usd must be more than 0')
        .optional(),
    tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig({ error: 'budget.tokens must be a number of tokens' })
        .int('budget.tokens must be a whole number')
        .positive('budget.tokens must be more than 0')
        .optional(),
    /** Soft: a call with unknown usage counts as zero (with a warning) instead of pausing the run. */
    soft: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
}));
/** A raise recorded when a budget pause is resumed; the larger limit holds from then on. */
const budgetRaisedType = 'runner:budget-raised';
/** A soft budget counted unknown usage as zero (once per newly unknown call). */
const budgetWarningType = 'runner:budget-warning';
const budgetRaisedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive().optional(),
    tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    raisedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    pauseEventId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Calls of unknown usage the person accepted by resuming: they count as zero from then on. */
    acknowledged: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
}));
/** Folds engine and raise records (durable ones from the log, and this session's as they end). */
class BudgetTally {
    #calls = new Map();
    #acknowledged = new Set();
    #warned = new Set();
    /** Position -> node ID (from dispatch records), so a node's cap counts every position of it. */
    #nodeOf = new Map();
    /** Per-node cap raises recorded by resumes of node-cap pauses (the highest of each). */
    #nodeRaises = new Map();
    #limit;
    /** Calls counted by the same hard budget take turns (budget-turns.ts). */
    turns = new _budget_turns_js__WEBPACK_IMPORTED_MODULE_2__/* .BudgetTurns */ .ys();
    constructor(limit) {
        this.#limit = limit;
    }
    get limit() {
        return this.#limit;
    }
    /**
     * `live`: the record was appended by this executor now, not read from the log (a call read from
     * the log that never ended died with an earlier worker, even of the same session: unknown usage).
     */
    apply(event, live = false) {
        if (event.type === _events_js__WEBPACK_IMPORTED_MODULE_3__/* .engineEventTypes */ .km.started) {
            const data = (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .engineStartedSchema */ .dT)().safeParse(event.data);
            if (data.success)
                this.#calls.set(data.data.callId, {
                    live,
                    position: data.data.position,
                    usage: undefined,
                    ended: false,
                });
        }
        else if (event.type === _events_js__WEBPACK_IMPORTED_MODULE_3__/* .engineEventTypes */ .km.completed || event.type === _events_js__WEBPACK_IMPORTED_MODULE_3__/* .engineEventTypes */ .km.failed) {
            const data = (event.type === _events_js__WEBPACK_IMPORTED_MODULE_3__/* .engineEventTypes */ .km.completed ? (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .engineCompletedSchema */ .J3)() : (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .engineFailedSchema */ .Ns)()).safeParse(event.data);
            if (data.success)
                this.noteEnd(data.data.callId, data.data.usage);
        }
        else if (event.type === _events_js__WEBPACK_IMPORTED_MODULE_3__/* .graphEventTypes */ .w8.nodeDispatched) {
            // A live record is one this process built: not validated again (as the ledger's trusted fold).
            const data = live ? event.data : (0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .dispatchedTargetsSchema */ .nQ)().safeParse(event.data).data;
            if (data !== undefined)
                for (const entry of data.dispatches)
                    this.#nodeOf.set(entry.position, entry.nodeId);
        }
        else if (event.type === _node_caps_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeCapRaisedType */ .pF) {
            const data = (0,_node_caps_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeCapRaisedSchema */ .oX)().safeParse(event.data);
            if (data.success) {
                const { nodeId, usd, tokens } = data.data;
                this.#nodeRaises.set(nodeId, raisedLimit(this.#nodeRaises.get(nodeId), { usd, tokens }));
                for (const callId of data.data.acknowledged ?? [])
                    this.#acknowledged.add(callId);
            }
        }
        else if (event.type === budgetRaisedType) {
            const data = budgetRaisedSchema().safeParse(event.data);
            if (data.success) {
                this.#limit = raisedLimit(this.#limit, data.data);
                for (const callId of data.data.acknowledged ?? [])
                    this.#acknowledged.add(callId);
            }
        }
    }
    /** Counts a call as it ends (before its record is flushed), so concurrent checks see it. */
    noteEnd(callId, usage) {
        const entry = this.#calls.get(callId);
        if (entry === undefined)
            this.#calls.set(callId, { live: true, position: '', usage, ended: true });
        else {
            entry.usage = usage;
            entry.ended = true;
        }
    }
    /**
     * Spent so far (by the node `nodeId` only, when given); a call read from the log that never
     * ended (its worker died) has unknown usage.
     */
    spent(nodeId) {
        const out = { usd: 0, tokens: 0, unknownUsd: [], unknownTokens: [] };
        for (const [callId, call] of this.#calls) {
            if (!call.ended && call.live)
                continue; // in flight here: counted when it ends
            if (nodeId !== undefined && this.#nodeOf.get(call.position) !== nodeId)
                continue;
            const usage = call.usage;
            if (usage === undefined && this.#acknowledged.has(callId))
                continue;
            const known = !this.#acknowledged.has(callId);
            if (usage === undefined || usage.cost.kind === 'unknown') {
                if (known)
                    out.unknownUsd.push(callId);
            }
            else
                out.usd += usage.cost.usd;
            // Only one side measured: the sum would be a lower bound passed off as the figure.
            if (usage?.measured !== true || usage.inputTokens === undefined || usage.outputTokens === undefined) {
                if (known)
                    out.unknownTokens.push(callId);
            }
            else
                out.tokens += usage.inputTokens + usage.outputTokens;
        }
        out.usd = Math.round(out.usd * 1e6) / 1e6;
        return out;
    }
    /** The calls not warned about yet (a soft budget warns once per unknown call). */
    unwarned(callIds) {
        const fresh = callIds.filter((id) => !this.#warned.has(id));
        for (const id of fresh)
            this.#warned.add(id);
        return fresh;
    }
    positionOf(callId) {
        return this.#calls.get(callId)?.position;
    }
    /**
     * The hard budgets a call counts toward (the run budget; the node's cap when it has one): a call
     * waits until no other call of any of them is in flight. A soft budget counts none.
     */
    turnKeys(cap) {
        const limit = this.#limit;
        if (limit?.soft === true)
            return [];
        const keys = [];
        if (limit !== undefined && (limit.usd !== undefined || limit.tokens !== undefined))
            keys.push('run');
        if (cap !== undefined)
            keys.push(`node\u0000${cap.nodeId}`);
        return keys;
    }
    /** A node's cap: the binding's, raised by recorded resumes (only upward). */
    nodeCap(nodeId, declared) {
        const raise = this.#nodeRaises.get(nodeId);
        return raise === undefined ? declared : raisedLimit(declared, raise);
    }
}
function raisedLimit(limit, raise) {
    const next = { ...limit };
    if (raise.usd !== undefined)
        next.usd = Math.max(raise.usd, limit?.usd ?? 0);
    if (raise.tokens !== undefined)
        next.tokens = Math.max(raise.tokens, limit?.tokens ?? 0);
    return next;
}
/** Decides whether the next call may start; returns a pause (reason and request) when it may not. */
function checkBudget(tally, next, warn) {
    const limit = tally.limit;
    if (limit === undefined || (limit.usd === undefined && limit.tokens === undefined))
        return undefined;
    const spent = tally.spent();
    const unknown = [
        ...(limit.usd === undefined ? [] : spent.unknownUsd),
        ...(limit.tokens === undefined ? [] : spent.unknownTokens),
    ];
    const unknownCalls = [...new Set(unknown)].map((callId) => ({ callId, position: tally.positionOf(callId) ?? '' }));
    const limitJson = {};
    if (limit.usd !== undefined)
        limitJson.usd = limit.usd;
    if (limit.tokens !== undefined)
        limitJson.tokens = limit.tokens;
    const request = (reason) => ({
        reason,
        request: {
            kind: 'budget',
            spent: { usd: spent.usd, tokens: spent.tokens },
            limit: limitJson,
            soft: limit.soft === true,
            next: { position: next.position, lane: next.lane },
            unknownCalls,
        },
    });
    const over = (0,_node_caps_js__WEBPACK_IMPORTED_MODULE_4__/* .reachedLimits */ .Hd)(spent, limit);
    if (over.length > 0)
        return request(`run budget reached (${over.join('; ')}); next: lane "${next.lane}" at ${next.position}`);
    if (unknownCalls.length > 0) {
        const which = unknownCalls.map((c) => `${c.callId} at ${c.position}`).join(', ');
        if (limit.soft === true) {
            if (tally.unwarned(unknownCalls.map((c) => c.callId)).length === 0)
                return undefined;
            warn(`soft budget: ${(0,_node_caps_js__WEBPACK_IMPORTED_MODULE_4__/* .earlierCalls */ .mk)(unknownCalls.length)} unknown usage, counted as zero (${which})`);
            return undefined;
        }
        return request(`run budget cannot be checked: ${(0,_node_caps_js__WEBPACK_IMPORTED_MODULE_4__/* .earlierCalls */ .mk)(unknownCalls.length)} unknown usage (${which}); resume to count them as zero and go on (a soft budget does so without pausing)`);
    }
    return undefined;
}
/**
 * The record a resume of a budget pause writes first: the raised limits (if any), who resumed,
 * and the unknown-usage calls the pause named (accepted by resuming, so they count as zero).
 */
function budgetResumeRecord(pause, options, session) {
    const node = (0,_node_caps_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeCapResumeRecord */ .vt)(pause, options, session);
    if (node !== undefined)
        return node;
    const raise = options?.raiseBudget;
    const request = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ unknownCalls: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ callId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })).optional() })
        .safeParse(pause.request);
    const acknowledged = request.success ? (request.data.unknownCalls ?? []).map((c) => c.callId) : [];
    const data = { raisedBy: raise?.raisedBy ?? 'resume', pauseEventId: pause.pauseEventId };
    if (raise?.usd !== undefined)
        data.usd = raise.usd;
    if (raise?.tokens !== undefined)
        data.tokens = raise.tokens;
    if (acknowledged.length > 0)
        data.acknowledged = acknowledged;
    return { event: { type: budgetRaisedType, session, data } };
}


/***/ }),

/***/ 20022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ checkNodeCap),
/* harmony export */   GP: () => (/* binding */ nodeCapProblem),
/* harmony export */   Hd: () => (/* binding */ reachedLimits),
/* harmony export */   UM: () => (/* binding */ nodeCapOf),
/* harmony export */   mk: () => (/* binding */ earlierCalls),
/* harmony export */   oX: () => (/* binding */ nodeCapRaisedSchema),
/* harmony export */   pF: () => (/* binding */ nodeCapRaisedType),
/* harmony export */   vt: () => (/* binding */ nodeCapResumeRecord)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
// Per-node caps: an engine node's own limit in dollars and/or tokens, checked before each of its
// engine calls like the run budget, counted from that node's engine records at every position it
// was dispatched at (attempts, restarts, resumes, jobs, reopened runs). At or over the cap the
// node pauses with a budget request naming the node; resuming that pause may raise the cap.


/** A raise recorded when a node-cap pause is resumed; that node's larger cap holds from then on. */
const nodeCapRaisedType = 'runner:node-cap-raised';
const nodeCapRaisedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive().optional(),
    tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    raisedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    pauseEventId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Calls of unknown usage the person accepted by resuming: they count as zero from then on. */
    acknowledged: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
}));
/** `1 earlier call has`, `2 earlier calls have` (a warning or pause reason a person reads). */
const earlierCalls = (count) => `${count} earlier call${count === 1 ? ' has' : 's have'}`;
/** Each limit that `spent` has reached, as "<spent> spent of <limit>" (the run budget's and a node cap's). */
function reachedLimits(spent, limit) {
    const over = [];
    if (limit.usd !== undefined && spent.usd >= limit.usd)
        over.push(`${spent.usd} USD spent of ${limit.usd}`);
    if (limit.tokens !== undefined && spent.tokens >= limit.tokens)
        over.push(`${spent.tokens} tokens spent of ${limit.tokens}`);
    return over;
}
/** Why a binding's caps are unusable (a library caller may pass anything), or undefined. */
function nodeCapProblem(nodeId, caps) {
    const { maxCostUsd: usd, maxTokensTotal: tokens } = caps;
    if (usd !== undefined && (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0))
        return `node "${nodeId}": maxCostUsd must be a positive number of dollars (got ${JSON.stringify(usd)})`;
    if (tokens !== undefined && (typeof tokens !== 'number' || !Number.isSafeInteger(tokens) || tokens <= 0))
        return `node "${nodeId}": maxTokensTotal must be a positive whole number of tokens (got ${JSON.stringify(tokens)})`;
    return undefined;
}
/** The cap of an engine binding, or undefined when it declares none. */
function nodeCapOf(nodeId, binding) {
    if (binding.maxCostUsd === undefined && binding.maxTokensTotal === undefined)
        return undefined;
    const limit = {};
    if (binding.maxCostUsd !== undefined)
        limit.usd = binding.maxCostUsd;
    if (binding.maxTokensTotal !== undefined)
        limit.tokens = binding.maxTokensTotal;
    return { nodeId, limit };
}
/**
 * Decides whether the node's next call may start. Unknown usage follows the run budget's rule:
 * it pauses unless the run budget is soft (then it counts as zero, warned once per call).
 */
function checkNodeCap(tally, cap, next, warn) {
    const limit = tally.nodeCap(cap.nodeId, cap.limit);
    const soft = tally.limit?.soft === true;
    const spent = tally.spent(cap.nodeId);
    const unknown = [
        ...(limit.usd === undefined ? [] : spent.unknownUsd),
        ...(limit.tokens === undefined ? [] : spent.unknownTokens),
    ];
    const unknownCalls = [...new Set(unknown)].map((callId) => ({ callId, position: tally.positionOf(callId) ?? '' }));
    const limitJson = {};
    if (limit.usd !== undefined)
        limitJson.usd = limit.usd;
    if (limit.tokens !== undefined)
        limitJson.tokens = limit.tokens;
    const node = JSON.stringify(cap.nodeId);
    const request = (reason) => ({
        reason,
        request: {
            kind: 'budget',
            scope: 'node',
            nodeId: cap.nodeId,
            spent: { usd: spent.usd, tokens: spent.tokens },
            limit: limitJson,
            soft,
            next: { position: next.position, lane: next.lane },
            unknownCalls,
        },
    });
    const over = reachedLimits(spent, limit);
    if (over.length > 0)
        return request(`node ${node} reached its cap (max-cost-usd/max-tokens-total: ${over.join('; ')}); next: lane "${next.lane}" at ${next.position}`);
    if (unknownCalls.length === 0)
        return undefined;
    const which = unknownCalls.map((c) => `${c.callId} at ${c.position}`).join(', ');
    if (soft) {
        if (tally.unwarned(unknownCalls.map((c) => c.callId)).length > 0)
            warn(`soft budget: node ${node} has ${unknownCalls.length} call${unknownCalls.length === 1 ? '' : 's'} of unknown usage, counted as zero (${which})`);
        return undefined;
    }
    return request(`node ${node} cap cannot be checked: its ${earlierCalls(unknownCalls.length)} unknown usage (${which}); resume to count them as zero and go on (a soft budget does so without pausing)`);
}
/** The record a resume of a node-cap pause writes first (undefined: the pause is not a node cap's). */
function nodeCapResumeRecord(pause, options, session) {
    const request = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        scope: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('node'),
        nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
        unknownCalls: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ callId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })).optional(),
    })
        .safeParse(pause.request);
    if (!request.success)
        return undefined;
    const raise = options?.raiseBudget;
    const acknowledged = (request.data.unknownCalls ?? []).map((c) => c.callId);
    const data = {
        nodeId: request.data.nodeId,
        raisedBy: raise?.raisedBy ?? 'resume',
        pauseEventId: pause.pauseEventId,
    };
    if (raise?.usd !== undefined)
        data.usd = raise.usd;
    if (raise?.tokens !== undefined)
        data.tokens = raise.tokens;
    if (acknowledged.length > 0)
        data.acknowledged = acknowledged;
    return { event: { type: nodeCapRaisedType, session, data } };
}


/***/ }),

/***/ 48738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ foldGraphRecord)
/* harmony export */ });
/* unused harmony export isUnsettled */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40869);
/* harmony import */ var _steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40465);
// The one fold of graph records over positions. It reads each record's steps (steps.ts), finds the
// position each names and moves it to the step's phase; the fold that owns the records keeps its
// own fields in `dispatch` and `advance` (the executor: attempts and pauses to act on; status:
// times and messages to show). Folds mutate drafts they own, so a long log folds in linear time.


/** Applies one graph record to `fold`. Strict and trusted reads refuse a step on an unknown position. */
function foldGraphRecord(fold, record, mode) {
    for (const step of (0,_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .graphSteps */ .A)(record, mode)) {
        if (step.kind === 'run-started' || step.kind === 'lane-dead') {
            fold.run?.(step, record);
            continue;
        }
        if (step.kind === 'dispatched') {
            fold.dispatch(step, record);
            continue;
        }
        const target = fold.at(step.position);
        if (target === undefined) {
            if (mode === 'lenient')
                continue;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GraphError */ .h('PROTOCOL', `graph log record ${record.seq} (${record.type}) names position "${step.position}", which was never dispatched`);
        }
        const previous = target.state;
        if (step.phase !== null)
            target.state = step.phase;
        fold.advance(target, step, previous, record);
    }
}
/** Not settled: dispatched, running or paused (a paused position waits for a decision). */
function isUnsettled(phase) {
    return phase === 'dispatched' || phase === 'running' || phase === 'paused';
}


/***/ }),

/***/ 40465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ graphSteps),
/* harmony export */   s: () => (/* binding */ hasGraphSteps)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40869);
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94995);
// What each graph log record does to the positions it names, read in one place: the executor's
// ledger and the runner's status fold both take their position states from these steps. Teaching
// a new record kind is one entry in `decoders` (its schema, its steps and the phase each step
// moves its position to); a fold that keeps no field of its own for it needs no change.




function decoder(schema, steps) {
    return { schema, steps };
}
const anyData = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J());
const decoders = {
    // Its data is the definition's digest, checked elsewhere: here it only says the run started.
    [_events_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.runStarted]: decoder(anyData, () => [{ kind: 'run-started' }]),
    [_events_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeDispatched]: decoder(_events_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeDispatchedSchema */ .vt, (data) => data.dispatches.map((entry) => ({
        kind: 'dispatched',
        position: entry.position,
        nodeId: entry.nodeId,
        // A stored record names an artifact here; the executor reads records with inputs filled in.
        input: 'input' in entry ? entry.input : null,
        phase: 'dispatched',
    }))),
    [_events_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.attemptStarted]: decoder(_events_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptStartedSchema */ .ay, (data) => [
        {
            kind: 'started',
            position: data.position,
            attemptId: data.identity.attemptId,
            attempt: data.identity.attempt,
            retrySafe: data.retrySafe,
            timeoutMs: data.timeoutMs ?? null,
            phase: 'running',
        },
    ]),
    [_events_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeCompleted]: decoder(_events_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeCompletedSchema */ .pW, (data) => [
        {
            kind: 'completed',
            position: data.position,
            durationMs: data.durationMs,
            skippedReason: data.skipped?.reason ?? null,
            phase: data.skipped === undefined ? 'completed' : 'skipped',
        },
    ]),
    [_events_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeFailed]: decoder(_events_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeFailedSchema */ .Zl, (data) => [
        {
            kind: 'failed',
            position: data.position,
            durationMs: data.durationMs,
            code: data.code,
            message: data.message,
            phase: 'failed',
        },
    ]),
    [_events_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodePaused]: decoder(_events_js__WEBPACK_IMPORTED_MODULE_2__/* .nodePausedSchema */ .qY, (data) => [
        {
            kind: 'paused',
            position: data.position,
            pauseKind: data.pauseKind,
            reason: data.reason,
            request: data.request,
            attemptId: data.attemptId,
            phase: 'paused',
        },
    ]),
    [_events_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeResumed]: decoder(_events_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeResumedSchema */ .tM, (data) => [
        { kind: 'resumed', position: data.position, answer: data.answer ?? null, phase: 'dispatched' },
    ]),
    // A retry offers the position again; complete and fail are followed by their own record.
    [_events_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.nodeReconciled]: decoder(_events_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeReconciledSchema */ .sE, (data) => [
        {
            kind: 'reconciled',
            position: data.position,
            decision: data.decision,
            decidedBy: data.decidedBy,
            phase: data.decision === 'retry' ? 'dispatched' : null,
        },
    ]),
    [_events_js__WEBPACK_IMPORTED_MODULE_2__/* .graphEventTypes */ .w8.laneDead]: decoder(_events_js__WEBPACK_IMPORTED_MODULE_2__/* .laneDeadSchema */ .CJ, (data) => [
        { kind: 'lane-dead', target: data.target, selected: data.selected, reported: data.reported },
    ]),
};
/** Whether records of this type make steps (the others are left to their own readers). */
function hasGraphSteps(type) {
    return Object.hasOwn(decoders, type);
}
/** The steps one record makes; none for a record that touches no position (or a malformed one, leniently). */
function graphSteps(record, mode) {
    const entry = Object.hasOwn(decoders, record.type) ? decoders[record.type] : undefined;
    if (entry === undefined)
        return [];
    if (mode === 'trusted')
        return entry.steps(record.data);
    const parsed = entry.schema().safeParse(record.data);
    if (parsed.success)
        return entry.steps(parsed.data);
    if (mode === 'lenient')
        return [];
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GraphError */ .h('PROTOCOL', `graph log record ${record.seq} (${record.type}) is malformed: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
}


/***/ }),

/***/ 16206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ formatIssues)
/* harmony export */ });
function formatIssues(error, prefix = '') {
    return error.issues
        .slice(0, 5)
        .map((issue) => {
        const path = [prefix, ...issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))]
            .filter((p) => p !== '')
            .join('.')
            .replace(/\.\[/g, '[');
        return `${path === '' ? '(root)' : path}: ${issue.message}`;
    })
        .join('; ');
}


/***/ }),

/***/ 88898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lw: () => (/* binding */ reviewExhaustedSchema),
/* harmony export */   W4: () => (/* binding */ reviewEventTypes),
/* harmony export */   WV: () => (/* binding */ formRecordSchemas),
/* harmony export */   fI: () => (/* binding */ nodeSentBackSchema)
/* harmony export */ });
/* unused harmony export reviewFindingSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
// Records of review loops: a reviewer's revise verdict sends work back to an earlier node
// (`graph:node-sent-back`), or the rounds run out (`graph:review-exhausted`). A graph form asks
// for them with a `record` decision; the executor checks them here, appends them and folds them.



const reviewEventTypes = {
    sentBack: 'graph:node-sent-back',
    exhausted: 'graph:review-exhausted',
};
/** One finding of a review: `id` is `finding-<n>`, its place in that review's list (1-based). */
const reviewFindingSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^finding-[1-9][0-9]*$/),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Anything else the reviewer said about it (file, line, severity ...), kept as given. */
    details: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValueSchema */ .F7).optional(),
}));
const nodeSentBackSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** The reviewer node and the position whose revise verdict this answers. */
    reviewer: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** The node the work goes back to (an ancestor of the reviewer). */
    target: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** The round this send-back starts (round 1 is the target's first run). */
    round: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(2),
    limit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(reviewFindingSchema()),
    /** Node IDs dispatched again (the target, the nodes between, the reviewer), at new positions. */
    nodes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)).min(1),
}));
const reviewExhaustedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    reviewer: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    target: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** The last round, in which the reviewer still asked for changes. */
    round: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    limit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(reviewFindingSchema()),
    /** fail: the run fails with REVIEW_EXHAUSTED; pass: the reviewer counts as passed, with a warning. */
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['fail', 'pass']),
}));
/** The records a graph form may ask the executor to append (a `record` decision), by type. */
const formRecordSchemas = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => Object.freeze({
    [reviewEventTypes.sentBack]: nodeSentBackSchema(),
    [reviewEventTypes.exhausted]: reviewExhaustedSchema(),
}));


/***/ }),

/***/ 76207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ jsonOptionSchema)
/* harmony export */ });
/* unused harmony export firstNotJson */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
// JSON values a caller hands the runner (resolvedInputs, a host's config, a decision's output):
// refused where the value is not JSON, naming the path below the option and what is there,
// instead of zod's "Invalid input" for the whole value.

/** What a value that JSON cannot hold is, in a person's words. */
function notJson(value) {
    if (value === null || typeof value === 'string' || typeof value === 'boolean')
        return undefined;
    if (typeof value === 'number')
        return Number.isFinite(value) ? undefined : `${value} (JSON has only finite numbers)`;
    if (typeof value === 'object') {
        if (Array.isArray(value))
            return undefined;
        const prototype = Object.getPrototypeOf(value);
        if (prototype === Object.prototype || prototype === null)
            return undefined;
        const name = value.constructor?.name;
        return `a ${typeof name === 'string' && name !== '' ? name : 'class instance'} (JSON has only plain objects and arrays)`;
    }
    return `${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`} (JSON has no such value)`;
}
/** The first place in `value` that is not JSON (depth first), or undefined when it all is. */
function firstNotJson(value, path = [], enclosing = new Set()) {
    const why = notJson(value);
    if (why !== undefined)
        return { path, why };
    if (typeof value !== 'object' || value === null)
        return undefined;
    if (enclosing.has(value))
        return { path, why: 'a reference to an enclosing value (JSON cannot hold a cycle)' };
    enclosing.add(value);
    const entries = Array.isArray(value)
        ? value.map((child, index) => [index, child])
        : Object.entries(value);
    for (const [key, child] of entries) {
        const found = firstNotJson(child, [...path, key], enclosing);
        if (found !== undefined)
            return found;
    }
    enclosing.delete(value); // a value shared by two places is fine; only one inside itself is a cycle
    return undefined;
}
/** A JSON value option: each refusal names where below the option the value stops being JSON. */
const jsonOptionSchema = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY().superRefine((value, context) => {
    const problem = firstNotJson(value);
    if (problem !== undefined)
        context.addIssue({ code: 'custom', path: problem.path, message: `is ${problem.why}; it must be JSON` });
});


/***/ }),

/***/ 4799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ runLimitsSchema),
/* harmony export */   $w: () => (/* binding */ storeId),
/* harmony export */   Ae: () => (/* binding */ path),
/* harmony export */   E2: () => (/* binding */ defaultTeardownGraceMs),
/* harmony export */   Ow: () => (/* binding */ decisionSchema),
/* harmony export */   PG: () => (/* binding */ nonNegativeMs),
/* harmony export */   Ty: () => (/* binding */ teardownGraceMs),
/* harmony export */   UZ: () => (/* binding */ runDefinitionOptionsSchema),
/* harmony export */   Xf: () => (/* binding */ restartOption),
/* harmony export */   YS: () => (/* binding */ environmentVariableNameSchema),
/* harmony export */   am: () => (/* binding */ attemptLogBytesSchema),
/* harmony export */   hA: () => (/* binding */ restartPolicySchema),
/* harmony export */   pG: () => (/* binding */ hostOptionSchema),
/* harmony export */   ro: () => (/* binding */ environmentVariables),
/* harmony export */   tH: () => (/* binding */ storageOptionsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56399);
/* harmony import */ var _graph_contract_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(36940);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51827);
/* harmony import */ var _option_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23261);
/* harmony import */ var _json_option_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76207);
// The parts the start and resume option schemas (options.ts) are built from: the storage, host,
// restart, limits, definition and decision options, and the field rules they share. options.ts
// re-exports the public ones.







const storeId = (what) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(_store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .storeIdPattern */ .X, `${what} must be 1-100 characters from [A-Za-z0-9._-], not "." or ".."`);
const ms = (what) => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig({ error: `${what} must be a number of milliseconds` }).int(`${what} must be a whole number of milliseconds`);
const positiveMs = (what) => ms(what)
    .positive(`${what} must be a positive number of milliseconds`)
    .max(2_147_483_647, `${what} must be at most 2147483647`);
const nonNegativeMs = (what) => ms(what)
    .nonnegative(`${what} must be 0 or more milliseconds`)
    .max(2_147_483_647, `${what} must be at most 2147483647`);
const path = (what) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: `${what} must be a path` })
    .min(1, `${what} must be a non-empty path`)
    .refine((s) => !s.includes('\0'), `${what} must not contain NUL`);
const environmentVariableNameSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .environmentVariableNamePattern */ .ty, 'environment variable names are letters, digits and "_", not starting with a digit'));
/** 16 KiB to 64 MiB. */
const attemptLogBytesSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig({ error: 'attemptLogBytes must be a number of bytes' })
    .int('attemptLogBytes must be a whole number of bytes')
    .min(16_384, 'attemptLogBytes must be at least 16384 (16 KiB)')
    .max(64 * 1024 * 1024, 'attemptLogBytes must be at most 67108864 (64 MiB)'));
const storageOptionsSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    directory: path('storage.directory'),
    namespace: storeId('storage.namespace'),
    policy: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej((0,_store_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .storagePolicySchema */ .z4)().shape).optional(),
    /** Byte strings the store must never hold (refused with KNOWN_SECRET). Passed to the worker on stdin, never in argv or records. */
    knownSecrets: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
}));
/** Where the worker's bindings come from. */
const hostOptionSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [
    /** A module file: a relative specifier inside runRoot (after resolving symlinks), e.g. `./host.mjs`. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('module'), module: path('host.module') }),
    /** A host compiled into the worker entry (e.g. `declarative`), with JSON configuration stored in the definition. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('builtin'),
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[A-Za-z0-9._-]{1,100}$/, 'host.name must be 1-100 characters from [A-Za-z0-9._-]'),
        config: (0,_json_option_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonOptionSchema */ .V)().optional(),
    }),
], { error: 'host must be { kind: "module", module: "./host.mjs" } or { kind: "builtin", name, config? }' }));
const restartPolicySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    maxRestarts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative('restart.maxRestarts must be 0 or more').max(1000).default(3),
    initialBackoffMs: nonNegativeMs('restart.initialBackoffMs').default(1000),
    maxBackoffMs: nonNegativeMs('restart.maxBackoffMs').default(30_000),
}));
const runLimitsSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    /** Worker execution and restart backoff across pauses and resumes, from the stored run timestamp. */
    timeoutMs: positiveMs('limits.timeoutMs').optional(),
    /** Recorded graph dispatches across workers (BUDGET_STOP). */
    maxDispatches: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive('limits.maxDispatches must be a positive integer').optional(),
    /** Dollars and/or tokens across every session, restart, resume and job; reached -> a budget pause. */
    budget: (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_5__/* .runBudgetSchema */ .OQ)().optional(),
}));
const runDefinitionOptionsSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    runId: storeId('definition.runId'),
    graphDefinition: (0,_graph_contract_js__WEBPACK_IMPORTED_MODULE_6__/* .graphDefinitionSchema */ .VG)(),
    plan: (0,_graph_contract_js__WEBPACK_IMPORTED_MODULE_6__/* .graphPlanSchema */ .tn)().optional(),
    /** Durable: never put secrets here. */
    resolvedInputs: (0,_json_option_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonOptionSchema */ .V)().optional(),
}));
const decisionSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('decision', [
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        decision: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('retry'),
        decidedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'decision.decidedBy must name who decided'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        decision: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('complete'),
        output: (0,_json_option_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonOptionSchema */ .V)().optional(),
        decidedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'decision.decidedBy must name who decided'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        decision: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('fail'),
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        decidedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'decision.decidedBy must name who decided'),
    }),
], { error: 'decision.decision must be "retry", "complete" or "fail"' }));
// No defaults here: a resume's missing fields come from the policy stored at start.
const restartOption = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    maxRestarts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative('restart.maxRestarts must be 0 or more').max(1000).optional(),
    initialBackoffMs: nonNegativeMs('restart.initialBackoffMs').optional(),
    maxBackoffMs: nonNegativeMs('restart.maxBackoffMs').optional(),
}));
const teardownGraceMs = nonNegativeMs('teardownGraceMs');
/** The worker's teardown grace when the options give none. */
const defaultTeardownGraceMs = 5000;
const environmentVariables = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(environmentVariableNameSchema()).max(1000));


/***/ }),

/***/ 48371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bm: () => (/* binding */ parseAttemptLog),
/* harmony export */   IZ: () => (/* binding */ renderAttemptLog),
/* harmony export */   Ym: () => (/* binding */ encodeRecord),
/* harmony export */   zp: () => (/* binding */ cutMarker)
/* harmony export */ });
/* unused harmony exports attemptHeaderSchema, outputLineSchema, cutRecordSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
// The kept output of one node attempt, as JSON lines (durable format, schemaVersion in the header):
// a header naming the attempt, then one record per line printed, tagged with its stream, in the
// order the lines were completed, and at most one `cut` record where lines between the kept head
// and the kept tail were dropped. The same records make the live files and the final artifact.


const attemptHeaderSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    k: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('attempt'),
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    /** ISO-8601 time the attempt's node code started. */
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}));
const outputLineSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** `o` stdout, `e` stderr. */
    k: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['o', 'e']),
    /** 1-based number of the line in the attempt's whole output (dropped lines count too). */
    n: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    /** Milliseconds since the attempt started. */
    ms: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    t: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}));
const cutRecordSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    k: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('cut'),
    lines: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    bytes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
}));
const recordSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('k', [attemptHeaderSchema(), outputLineSchema(), cutRecordSchema()]));
const encodeRecord = (record) => Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
/** Parses a head file, optionally followed by a tail file, or a whole artifact. Never throws. */
function parseAttemptLog(...parts) {
    const parsed = { header: undefined, lines: [], cut: undefined, skipped: 0 };
    let cutBytes = 0;
    for (const part of parts) {
        if (part === undefined)
            continue;
        for (const text of part.toString('utf8').split('\n')) {
            if (text === '')
                continue;
            let value;
            try {
                value = JSON.parse(text);
            }
            catch {
                parsed.skipped += 1;
                continue;
            }
            const record = recordSchema().safeParse(value);
            if (!record.success)
                parsed.skipped += 1;
            else if (record.data.k === 'attempt')
                parsed.header ??= record.data;
            else if (record.data.k === 'cut')
                cutBytes += record.data.bytes;
            else if (record.data.n > (parsed.lines.at(-1)?.n ?? 0))
                parsed.lines.push(record.data);
        }
    }
    let missing = 0;
    parsed.lines.forEach((line, i) => (missing += line.n - (i === 0 ? 0 : parsed.lines[i - 1].n) - 1));
    if (missing > 0 || cutBytes > 0)
        parsed.cut = { lines: missing, bytes: cutBytes };
    return parsed;
}
/** `[out] text` / `[err] text` lines, with a marker where lines were cut. */
function renderAttemptLog(log) {
    const out = [];
    let previous = 0;
    for (const line of log.lines) {
        if (line.n > previous + 1)
            out.push(cutMarker(line.n - previous - 1, previous === 0 ? undefined : log.cut?.bytes));
        out.push(`${line.k === 'o' ? '[out]' : '[err]'} ${line.t}`);
        previous = line.n;
    }
    return out;
}
function cutMarker(lines, bytes) {
    const size = bytes === undefined || bytes === 0 ? '' : ` (${bytes} bytes)`;
    return `\u2026 ${lines} line${lines === 1 ? '' : 's'}${size} cut: the log keeps the head and the tail of each attempt \u2026`;
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
        const parsed = (0,_record_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeOutputSchema */ .Jt)().safeParse(event.data);
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
/**
 * The lines of one attempt: its artifact (verified) when recorded, else what its live files hold.
 * A recorded artifact that is missing or fails its check rejects (ARTIFACT_INTEGRITY ...): the live
 * files are not hash-checked, so in a restored store they could say anything.
 */
async function readAttemptOutput(storage, runId, entry) {
    if (entry.record?.artifact !== undefined)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAttemptLog */ .Bm)(await storage.artifacts(runId).get(entry.record.artifact));
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
// runner:node-output: the kept output of one node attempt, written by the worker in the same batch
// as the attempt's outcome. The artifact holds the lines (format.ts); the record only points at it.



const nodeOutputType = 'runner:node-output';
const attemptOutputPurpose = 'attempt-output';
const attemptOutputMediaType = 'application/x-ndjson';
const nodeOutputSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    /** `crashed`: its worker died first; the next worker sealed what the live log held. */
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['completed', 'paused', 'failed', 'crashed']),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Lines printed in all (dropped ones included). */
    lines: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Lines (and their record bytes) dropped between the kept head and tail. */
    cut: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ lines: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(), bytes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative() }),
    /** For a crashed attempt: when its last line was printed (ms after the start). */
    lastLineMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
    /** Absent when the artifact could not be stored (`error` says why; the live files remain). */
    artifact: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactRefSchema */ .TK)().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
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


/***/ }),

/***/ 30181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LG: () => (/* binding */ definitionToJson),
  Jz: () => (/* binding */ storedHostSchema),
  y3: () => (/* binding */ supervisedRunDefinitionSchema)
});

// UNUSED EXPORTS: relativeModulePathSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(43759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
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

// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
// EXTERNAL MODULE: ./src/graph/form.ts
var graph_form = __webpack_require__(36940);
// EXTERNAL MODULE: ./src/runner/options/option-schemas.ts
var option_schemas = __webpack_require__(4799);
;// CONCATENATED MODULE: ./src/runner/records/definition.ts
// The stored run definition of a supervised run (schemaVersion 1). It extends the graph layer's
// run spec (the executor reads only the graph fields) with what the watchdog and worker need.
// Restored from caches, so it is parsed with this schema before use.





const digestSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/, 'a "sha256:" digest with 64 lowercase hex digits'));
/** A relative POSIX path that stays inside its root: no `..`, not absolute, no NUL, no empty segment. */
const relativeModulePathSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* string */.YjP()
    .min(1)
    .max(4096)
    .refine((value) => !value.includes('\0') &&
    !value.includes('\\') &&
    !value.startsWith('/') &&
    value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), 'a normalised relative path inside runRoot (no "..", no leading "/", no empty or "." segments)'));
const storedHostSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('module'),
        /** Relative to runRoot, as resolved (symlinks followed) at start. */
        path: relativeModulePathSchema(),
        /** SHA-256 of the module file's bytes; each worker checks it before and after import. */
        digest: digestSchema(),
    }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('builtin'),
        name: schemas/* string */.YjP().regex(/^[A-Za-z0-9._-]{1,100}$/),
        config: contract/* jsonValueSchema */.F7.optional(),
    }),
]));
const supervisedRunDefinitionSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    kind: schemas/* literal */.euz('supervised-run'),
    runId: schemas/* string */.YjP().regex(contract/* storeIdPattern */.X),
    namespace: schemas/* string */.YjP().regex(contract/* storeIdPattern */.X),
    /** ISO-8601: the stored run timestamp the elapsed budget counts from. */
    createdAt: datetime({ offset: true }),
    // Read back from the store (JSON already): the graph's value and the inputs are checked for presence only.
    graphDefinition: (0,graph_form/* storedGraphDefinitionSchema */.Co)(),
    plan: (0,graph_form/* graphPlanSchema */.tn)(),
    resolvedInputs: contract/* storedJsonValueSchema */.OX,
    host: storedHostSchema(),
    limits: (0,option_schemas/* runLimitsSchema */.$X)(),
    /** The start's restart policy: a resume uses it for fields it does not override. */
    restart: (0,option_schemas/* restartPolicySchema */.hA)(),
    teardownGraceMs: schemas/* number */.aig().int().nonnegative(),
    heartbeatMs: schemas/* number */.aig().int().nonnegative(),
    /** runner:node-changes after each attempt; absent (definitions stored before the option existed) means true. */
    recordChanges: schemas/* boolean */.zMY().optional(),
    /** Bound of one attempt's kept output, when the caller set one (absent: the host's or 1 MiB). */
    attemptLogBytes: schemas/* number */.aig().int().positive().optional(),
}));
/** The definition as a JSON value for storage.writeDefinition. */
function definitionToJson(definition) {
    return JSON.parse(JSON.stringify(definition));
}


/***/ }),

/***/ 83742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ engineTurnAt),
/* harmony export */   p: () => (/* binding */ foldEngineTurn)
/* harmony export */ });
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94995);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20722);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33000);


/** The entry an event makes for its position, or undefined (other events, or nothing to keep). */
function entryOf(state, event) {
    if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .graphEventTypes */ .w8.attemptStarted) {
        // Most attempts are not data nodes': read the kind before parsing the record again.
        const kind = typeof event.data === 'object' && event.data !== null ? event.data.kind : undefined;
        if (kind !== 'data')
            return undefined;
        const data = (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .attemptStartedSchema */ .ay)().safeParse(event.data);
        if (!data.success || data.data.kind !== 'data')
            return undefined;
        const { position, attemptId } = data.data.identity;
        return { position, attemptId, at: event.at, attemptClock: true };
    }
    const data = event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .budgetTurnWaitingType */ .C3
        ? (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_1__/* .budgetTurnWaitingSchema */ .Xz)().safeParse(event.data)
        : event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .engineEventTypes */ .km.started
            ? (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .engineStartedSchema */ .dT)().safeParse(event.data)
            : undefined;
    if (data?.success !== true)
        return undefined;
    const { position, attemptId } = data.data;
    const before = (state.engineTurns ?? []).find((turn) => turn.position === position && turn.attemptId === attemptId);
    return {
        position,
        attemptId,
        at: event.at,
        ...('after' in data.data ? { after: data.data.after } : {}),
        ...(before?.attemptClock === true ? { attemptClock: true } : {}),
    };
}
/** Folds a turn wait, an engine call's start or a data node's attempt start (other events are left alone). */
function foldEngineTurn(state, event) {
    const entry = entryOf(state, event);
    if (entry === undefined)
        return;
    // One entry per position, kept only while its attempt runs (the list stays as small as what runs).
    const kept = (state.engineTurns ?? []).filter((turn) => turn.position !== entry.position && current(state, turn) !== undefined);
    state.engineTurns = [...kept, entry];
}
function current(state, turn) {
    const o = (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .occurrenceAt */ .d_)(state, turn.position);
    return o?.state === 'running' && o.attemptId === turn.attemptId ? turn : undefined;
}
/** The engine call clock of the position's running attempt (empty when nothing is recorded). */
function engineTurnAt(state, position) {
    const found = (state.engineTurns ?? []).find((turn) => turn.position === position);
    const turn = found === undefined ? undefined : current(state, found);
    if (turn === undefined)
        return {};
    const view = {};
    if (turn.after !== undefined)
        view.waiting = { since: turn.at, after: turn.after };
    if (turn.attemptClock !== true) {
        if (turn.after === undefined)
            view.timeoutFrom = turn.at;
        else
            view.timeoutNotStarted = true;
    }
    return view;
}


/***/ }),

/***/ 77405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $i: () => (/* binding */ foldGraphEvents),
  Zs: () => (/* binding */ foldGraphEventsInto),
  Uv: () => (/* binding */ inFlightPositions)
});

// UNUSED EXPORTS: foldGraphEvent, openPauses

// EXTERNAL MODULE: ./src/graph/events.ts
var events = __webpack_require__(94995);
// EXTERNAL MODULE: ./src/graph/fold/steps.ts
var steps = __webpack_require__(40465);
// EXTERNAL MODULE: ./src/graph/fold/reduce.ts
var reduce = __webpack_require__(48738);
// EXTERNAL MODULE: ./src/graph/executor/budget.ts
var budget = __webpack_require__(51827);
// EXTERNAL MODULE: ./src/engine/usage.ts
var engine_usage = __webpack_require__(6537);
// EXTERNAL MODULE: ./src/engine/receipt.ts
var engine_receipt = __webpack_require__(40154);
// EXTERNAL MODULE: ./src/runner/records/worker-records.ts
var worker_records = __webpack_require__(45010);
// EXTERNAL MODULE: ./src/runner/status/node-caps.ts
var node_caps = __webpack_require__(19939);
// EXTERNAL MODULE: ./src/runner/status/engine-turns.ts
var engine_turns = __webpack_require__(83742);
// EXTERNAL MODULE: ./src/runner/status/state.ts
var status_state = __webpack_require__(33000);
// EXTERNAL MODULE: ./src/runner/status/open-pauses.ts
var open_pauses = __webpack_require__(80601);
;// CONCATENATED MODULE: ./src/runner/status/worker-result.ts



/** The recorded result with every pause's request, or undefined when the data is not a result. */
function readWorkerResult(state, data) {
    const parsed = (0,worker_records/* workerResultRecordSchema */.G_)().safeParse(data);
    if (!parsed.success)
        return undefined;
    const { launchId, result } = parsed.data;
    if (result.kind !== 'pause')
        return { launchId, result };
    const { pausesInLog, ...rest } = result;
    if (pausesInLog === true) {
        // Too many to list in the record: they are the graph log's open pauses at this point.
        const pauses = (0,open_pauses/* openPauses */.I)(state);
        return { launchId, result: { ...rest, positions: pauses.map((p) => p.position), pauses } };
    }
    return { launchId, result: { ...rest, pauses: rest.pauses.map((pause) => withRequest(state, pause)) } };
}
function withRequest(state, pause) {
    if (pause.request !== undefined)
        return { ...pause, request: pause.request };
    const o = (0,status_state/* occurrenceAt */.d_)(state, pause.position);
    // The pause record precedes the result in the same log; null only if a partial fold left it out.
    const request = o?.pause?.eventId === pause.eventId ? o.pause.request : null;
    return { ...pause, request };
}

;// CONCATENATED MODULE: ./src/runner/status/fold-graph.ts







function nodeUsage(state, nodeId) {
    let usage = (0,status_state/* ownValue */.eC)(state.usage, nodeId);
    if (usage === undefined) {
        usage = { closed: (0,engine_usage/* emptyUsageTotals */.I0)(), open: {} };
        (0,status_state/* setOwnValue */.iP)(state.usage, nodeId, usage);
        state.usageOrder.push(nodeId);
    }
    return usage;
}
function closeCall(state, callId, receipt) {
    const nodeId = state.calls[callId];
    if (nodeId === undefined)
        return;
    const usage = nodeUsage(state, nodeId);
    /* eslint-disable @typescript-eslint/no-dynamic-delete -- both are records keyed by call ID */
    delete usage.open[callId];
    delete state.calls[callId];
    /* eslint-enable @typescript-eslint/no-dynamic-delete */
    usage.closed = (0,engine_usage/* mergeUsageTotals */.fn)([usage.closed, (0,engine_usage/* summarizeUsage */.v3)([{ kind: 'receipt', receipt }])]);
}
/** The status fold of position records: the shared phases (graph/fold) plus what status shows. */
function positionFold(state, at, find) {
    return {
        at: find,
        dispatch: (step) => {
            if (find(step.position) === undefined)
                state.order.push(step.position);
            (0,status_state/* setOwnValue */.iP)(state.occurrences, step.position, newOccurrence(step.nodeId, at));
            state.dispatches += 1;
        },
        advance: (o, step, _previous, record) => {
            // A pause is shown while the position is paused, and no longer once it moves on.
            if (step.phase !== null && step.phase !== 'paused')
                o.pause = null;
            showStep(o, step, at, record.id);
        },
    };
}
function newOccurrence(nodeId, dispatchedAt) {
    return {
        nodeId,
        state: 'dispatched',
        dispatchedAt,
        attempts: 0,
        attemptId: null,
        attempt: null,
        retrySafe: null,
        startedAt: null,
        timeoutMs: null,
        durationMs: null,
        code: null,
        message: null,
        reconciled: null,
        pause: null,
        changes: null,
    };
}
/** Display fields only: the phase has already moved. */
function showStep(o, step, at, id) {
    switch (step.kind) {
        case 'started':
            o.attempts = Math.max(o.attempts, step.attempt);
            o.attemptId = step.attemptId;
            o.attempt = step.attempt;
            o.retrySafe = step.retrySafe;
            o.startedAt = at;
            o.timeoutMs = step.timeoutMs;
            return;
        case 'completed':
            o.durationMs = step.durationMs;
            if (step.skippedReason !== null)
                o.message = step.skippedReason;
            return;
        case 'failed':
            o.durationMs = step.durationMs;
            o.code = step.code;
            o.message = step.message;
            return;
        case 'paused':
            o.pause = { eventId: id, reason: step.reason, request: step.request, pauseKind: step.pauseKind };
            return;
        case 'resumed':
            if (step.answer !== null)
                o.answered = { ...step.answer, at };
            return;
        case 'reconciled':
            o.reconciled = { decision: step.decision, decidedBy: step.decidedBy };
            return;
        default:
            return;
    }
}
/** Engine call records: open and close each call against its node's usage. False for other records. */
function foldEngineCall(state, event, find) {
    switch (event.type) {
        case events/* engineEventTypes */.km.started: {
            const data = (0,events/* engineStartedSchema */.dT)().safeParse(event.data);
            const nodeId = data.success ? find(data.data.position)?.nodeId : undefined;
            if (!data.success || nodeId === undefined)
                return true;
            const model = data.data.identity.model;
            state.calls[data.data.callId] = nodeId;
            nodeUsage(state, nodeId).open[data.data.callId] = model === '' ? {} : { model };
            return true;
        }
        case events/* engineEventTypes */.km.completed: {
            const data = (0,events/* engineCompletedSchema */.J3)().safeParse(event.data);
            if (data.success)
                closeCall(state, data.data.callId, data.data.usage);
            return true;
        }
        case events/* engineEventTypes */.km.failed: {
            const data = (0,events/* engineFailedSchema */.Ns)().safeParse(event.data);
            if (!data.success)
                return true;
            const nodeId = state.calls[data.data.callId];
            const model = nodeId === undefined ? undefined : state.usage[nodeId]?.open[data.data.callId]?.model;
            // A failed call without a receipt still counts once, with no figure.
            const receipt = data.data.usage ?? (0,engine_receipt/* unmeasuredFailure */.SK)(model, 'unknown');
            closeCall(state, data.data.callId, { ...receipt, failed: true });
            return true;
        }
        default:
            return false;
    }
}
/**
 * Applies one event to a draft the caller owns (mutated in place, so folding 100k events stays
 * linear). The exported folds copy their input first: callers see pure functions.
 */
function apply(state, event, missing) {
    state.eventCount += 1;
    state.lastEventAt = event.at;
    state.session = Math.max(state.session, event.session);
    const at = (position) => {
        const o = (0,status_state/* occurrenceAt */.d_)(state, position);
        if (o === undefined)
            missing?.(position);
        return o;
    };
    (0,engine_turns/* foldEngineTurn */.p)(state, event);
    if ((0,steps/* hasGraphSteps */.s)(event.type)) {
        (0,reduce/* foldGraphRecord */.x)(positionFold(state, event.at, at), event, 'lenient');
        return;
    }
    (0,node_caps/* foldNodeCap */.E)(state, event);
    if (foldEngineCall(state, event, at))
        return;
    switch (event.type) {
        case budget/* budgetRaisedType */.oz: {
            const data = (0,budget/* budgetRaisedSchema */.Bt)().safeParse(event.data);
            if (!data.success)
                return;
            const raise = { ...state.budgetRaise };
            if (data.data.usd !== undefined)
                raise.usd = Math.max(raise.usd ?? 0, data.data.usd);
            if (data.data.tokens !== undefined)
                raise.tokens = Math.max(raise.tokens ?? 0, data.data.tokens);
            state.budgetRaise = raise;
            return;
        }
        case worker_records/* workerEventTypes */.M8.result: {
            const read = readWorkerResult(state, event.data);
            if (read !== undefined)
                state.workerResult = { at: event.at, ...read };
            return;
        }
        case worker_records/* workerEventTypes */.M8.heartbeat:
            state.lastHeartbeatAt = event.at;
            return;
        case worker_records/* workerEventTypes */.M8.nodeChanges: {
            const data = (0,worker_records/* nodeChangesSchema */.J2)().safeParse(event.data);
            const o = data.success ? at(data.data.position) : undefined;
            if (!data.success || o === undefined)
                return;
            o.changes = {
                files: data.data.files.length + (data.data.omittedFiles ?? 0),
                added: data.data.added,
                removed: data.data.removed,
            };
            return;
        }
        default:
            return;
    }
}
function foldGraphEvents(state, events) {
    if (events.length === 0)
        return state;
    return foldGraphEventsInto(structuredClone(state), events);
}
/**
 * Folds into `state` itself: only for a state nobody else holds (a fresh initial fold, one just
 * parsed from a checkpoint). Copying a fold of many thousand occurrences costs more than folding
 * the tail after it.
 */
function foldGraphEventsInto(state, events, missing) {
    for (const event of events)
        apply(state, event, missing);
    return state;
}
function foldGraphEvent(state, event) {
    return foldGraphEvents(state, [event]);
}
/** Occurrences dispatched or running (in flight), in dispatch order. */
function inFlightPositions(state) {
    return state.order.filter((position) => {
        const o = (0,status_state/* occurrenceAt */.d_)(state, position);
        return o !== undefined && (o.state === 'dispatched' || o.state === 'running');
    });
}



/***/ }),

/***/ 19939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ foldNodeCap),
/* harmony export */   g: () => (/* binding */ nodeCapsStatus)
/* harmony export */ });
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6537);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94995);
/* harmony import */ var _graph_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20022);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33000);



function entry(state, nodeId) {
    state.nodeCaps ??= [];
    let found = state.nodeCaps.find((cap) => cap.nodeId === nodeId);
    if (found === undefined) {
        found = { nodeId, declared: {} };
        state.nodeCaps.push(found);
    }
    return found;
}
/** Folds an engine call's declared cap or a node-cap raise (other events are left alone). */
function foldNodeCap(state, event) {
    if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .engineEventTypes */ .km.started) {
        const data = (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_0__/* .engineStartedSchema */ .dT)().safeParse(event.data);
        const cap = data.success ? data.data.cap : undefined;
        const nodeId = data.success ? (0,_state_js__WEBPACK_IMPORTED_MODULE_1__/* .occurrenceAt */ .d_)(state, data.data.position)?.nodeId : undefined;
        if (cap === undefined || nodeId === undefined)
            return;
        // The latest call's declaration holds (a reopened or resumed run keeps its definition).
        entry(state, nodeId).declared = { ...cap };
    }
    else if (event.type === _graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeCapRaisedType */ .pF) {
        const data = (0,_graph_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeCapRaisedSchema */ .oX)().safeParse(event.data);
        if (!data.success)
            return;
        const { nodeId, usd, tokens, raisedBy } = data.data;
        if (usd === undefined && tokens === undefined)
            return; // a resume that only accepted unknown usage
        const cap = entry(state, nodeId);
        const raised = { ...cap.raised };
        if (usd !== undefined)
            raised.usd = Math.max(raised.usd ?? 0, usd);
        if (tokens !== undefined)
            raised.tokens = Math.max(raised.tokens ?? 0, tokens);
        cap.raised = raised;
        cap.raisedBy = raisedBy;
    }
}
const higher = (declared, raised) => raised === undefined ? declared : Math.max(raised, declared ?? 0);
/** Each capped node: its current cap (declared, raised), what it spent, who raised it; node order as folded. */
function nodeCapsStatus(caps, usage) {
    return (caps ?? []).map((cap) => {
        const totals = usage.find((entry) => entry.nodeId === cap.nodeId)?.usage;
        const limit = {};
        const usd = higher(cap.declared.usd, cap.raised?.usd);
        const tokens = higher(cap.declared.tokens, cap.raised?.tokens);
        if (usd !== undefined)
            limit.usd = usd;
        if (tokens !== undefined)
            limit.tokens = tokens;
        return {
            nodeId: cap.nodeId,
            limit,
            declared: { ...cap.declared },
            spent: {
                usd: totals === undefined ? 0 : Math.round((totals.cost.reportedUsd + totals.cost.estimatedUsd) * 1e6) / 1e6,
                tokens: totals === undefined ? 0 : ((0,_engine_index_js__WEBPACK_IMPORTED_MODULE_3__/* .totalTokens */ .RP)(totals) ?? null),
            },
            unknownCalls: totals?.cost.unknownCalls ?? 0,
            raisedBy: cap.raisedBy ?? null,
        };
    });
}


/***/ }),

/***/ 80601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ openPauses),
/* harmony export */   Y: () => (/* binding */ settledPausePositions)
/* harmony export */ });
/* harmony import */ var _fold_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59725);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33000);


/** Open graph pauses, in dispatch order. */
function openPauses(state) {
    const pauses = [];
    for (const position of state.order) {
        const o = (0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .occurrenceAt */ .d_)(state, position);
        if (o !== undefined && o.state === 'paused' && o.pause !== null)
            pauses.push({
                position,
                nodeId: o.nodeId,
                eventId: o.pause.eventId,
                reason: o.pause.reason,
                request: o.pause.request,
            });
    }
    return pauses;
}
/**
 * The positions a settled pause record (runner:paused, runner:interrupted) names: its list, or the
 * graph log's open pauses when it left the list there (pausesInLog); undefined when it has no list.
 */
function settledPausePositions(settled, graph) {
    if ((0,_fold_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .settledField */ .C9)(settled, 'pausesInLog') === true)
        return openPauses(graph).map((pause) => pause.position);
    const positions = (0,_fold_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .settledField */ .C9)(settled, 'positions');
    return Array.isArray(positions) ? positions.filter((p) => typeof p === 'string') : undefined;
}


/***/ }),

/***/ 9962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PO: () => (/* binding */ attemptLogPath),
/* harmony export */   SQ: () => (/* binding */ openAttemptLog),
/* harmony export */   pk: () => (/* binding */ listAttemptLogs),
/* harmony export */   u8: () => (/* binding */ readAttemptLog)
/* harmony export */ });
/* harmony import */ var _crypto_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75948);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97018);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65239);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5891);
/* harmony import */ var _bounded_read_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(41357);
/* harmony import */ var _file_limits_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(32212);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4353);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(24707);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28799);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66958);
// Live output files of node attempts, below <run>/logs/: `<attemptId>.head.jsonl` grows by appends
// while the attempt runs, `<attemptId>.tail.jsonl` is replaced whole (the latest lines once the head
// is full). Writes are batched by the caller and not synced one by one: a crashed process keeps what
// reached the kernel. Known secrets are redacted from every write, also behind an encoding (logs are
// redacted, never refused).
// The line format is the runner's; the store only keeps the bytes safely inside the run directory.










const headName = (attemptId) => `${attemptId}.head.jsonl`;
const tailName = (attemptId) => `${attemptId}.tail.jsonl`;
/**
 * Path of an attempt's head file (for pointers in outputs), relative to the storage directory, or
 * with `from: 'run'` to the run directory (the root of the Action's store artifact).
 */
function attemptLogPath(storage, runId, attemptId, options = {}) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('run ID', runId);
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('attempt ID', attemptId);
    const segments = [...(0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptLogSegments */ .KF)(storage.namespace, runId), headName(attemptId)];
    return (options.from === 'run' ? segments.slice((0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .runSegments */ .GC)(storage.namespace, runId).length) : segments).join('/');
}
async function openAttemptLog(storage, runId, attemptId) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('run ID', runId);
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('attempt ID', attemptId);
    const matcher = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .createSecretMatcher */ .x)(storage.knownSecrets);
    // Raw forms anywhere in the bytes, then what hides behind an encoding in each line's strings.
    const redact = (bytes) => {
        const raw = matcher.redact(bytes);
        return matcher.minSecretBytes === 0 ? raw : redactEncodedInLines(matcher, raw);
    };
    const directory = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .ensureDirectory */ .EA)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptLogSegments */ .KF)(storage.namespace, runId));
    const headFile = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [headName(attemptId)]);
    const tailFile = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [tailName(attemptId)]);
    let handle;
    try {
        handle = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .openFile */ .Tq)(headFile, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('opening attempt log', headFile, error, { runId });
    }
    return {
        async appendHead(bytes) {
            try {
                await handle.write(redact(bytes));
            }
            catch (error) {
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('appending to attempt log', headFile, error, { runId });
            }
        },
        async replaceTail(bytes) {
            const temp = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [`.tmp-${(0,_crypto_js__WEBPACK_IMPORTED_MODULE_6__/* .nodeCrypto */ .S)().randomUUID()}`]);
            try {
                await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(temp, redact(bytes), { mode: 0o600, flag: 'wx' });
                await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rename(temp, tailFile);
            }
            catch (error) {
                await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .removeQuietly */ .S2)(temp);
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('replacing attempt log tail', tailFile, error, { runId });
            }
        },
        sync: async () => handle.datasync(),
        close: async () => handle.close(),
    };
}
/**
 * Each JSON line with its strings' encoded secrets redacted (re-encoded only when one changed), so
 * a replacement never cuts a JSON escape; a line that is not JSON is redacted as text.
 */
function redactEncodedInLines(matcher, bytes) {
    const lines = bytes.toString('utf8').split('\n');
    const redacted = lines.map((line) => redactLine(matcher, line));
    return redacted.some((line, index) => line !== lines[index]) ? Buffer.from(redacted.join('\n'), 'utf8') : bytes;
}
function redactLine(matcher, line) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_7__/* .redactEncodedSecrets */ .h)(matcher, line);
    }
    const redacted = (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_8__/* .redactKnownSecretsInValue */ .SE)(matcher, value);
    return redacted === value ? line : JSON.stringify(redacted);
}
/**
 * Both files of an attempt's live log (undefined where missing). `tailSignature` identifies the tail
 * file's version; `tail` is undefined when it matched `tailUnless`.
 */
async function readAttemptLog(storage, runId, attemptId, options = {}) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('run ID', runId);
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('attempt ID', attemptId);
    const directory = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .findDirectory */ .te)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptLogSegments */ .KF)(storage.namespace, runId));
    if (directory === undefined)
        return { head: undefined, tail: undefined, tailSignature: undefined };
    const head = await readFrom((0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [headName(attemptId)]), options.headFrom ?? 0, runId);
    const tailFile = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [tailName(attemptId)]);
    const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(tailFile).catch(() => undefined);
    const tailSignature = stats?.isFile() === true ? `${stats.size}:${stats.mtimeMs}:${stats.ino}` : undefined;
    if (tailSignature === undefined || tailSignature === options.tailUnless)
        return { head, tail: undefined, tailSignature };
    return { head, tail: await readFrom(tailFile, 0, runId), tailSignature };
}
/**
 * The file from `offset` to its end; undefined when it does not exist. A file past
 * maxAttemptLogFileBytes (a restored store is untrusted) is refused, not read: STORAGE_LIMIT_EXCEEDED.
 */
async function readFrom(file, offset, runId) {
    let handle;
    try {
        handle = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .openFile */ .Tq)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return undefined;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('opening attempt log', file, error, { runId });
    }
    try {
        const read = await (0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_9__/* .readWithin */ .w0)(handle, _file_limits_js__WEBPACK_IMPORTED_MODULE_10__/* .maxAttemptLogFileBytes */ .NK, offset);
        if (!(0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_9__/* .isOversized */ .sq)(read))
            return read;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StorageError */ .aq('STORAGE_LIMIT_EXCEEDED', `attempt log ${file} of run ${runId} is ${read.bytes} bytes, more than the ${_file_limits_js__WEBPACK_IMPORTED_MODULE_10__/* .maxAttemptLogFileBytes */ .NK} of any attempt's output (maxAttemptLogFileBytes); it was not read`, { runId, path: file, limit: _file_limits_js__WEBPACK_IMPORTED_MODULE_10__/* .maxAttemptLogFileBytes */ .NK, actual: read.bytes });
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('reading attempt log', file, error, { runId });
    }
    finally {
        await handle.close();
    }
}
/** Attempt IDs that have a live log, sorted. */
async function listAttemptLogs(storage, runId) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('run ID', runId);
    const directory = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .findDirectory */ .te)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptLogSegments */ .KF)(storage.namespace, runId));
    if (directory === undefined)
        return [];
    let names;
    try {
        names = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(directory);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return [];
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('listing attempt logs', directory, error, { runId });
    }
    return names
        .filter((name) => name.endsWith('.head.jsonl'))
        .map((name) => name.slice(0, -'.head.jsonl'.length))
        .sort();
}


/***/ })

};

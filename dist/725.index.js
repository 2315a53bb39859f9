export const id = 725;
export const ids = [725];
export const modules = {

/***/ 27916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ elapsedAt),
/* harmony export */   Iu: () => (/* binding */ closeBudget),
/* harmony export */   Mc: () => (/* binding */ remainingAt),
/* harmony export */   ak: () => (/* binding */ openBudget),
/* harmony export */   l7: () => (/* binding */ timeoutMessage)
/* harmony export */ });
const ms = (iso) => Date.parse(iso);
function openBudget(budget, at) {
    return budget.openSince === null ? { spentMs: budget.spentMs, openSince: at } : budget;
}
function closeBudget(budget, at) {
    if (budget.openSince === null)
        return budget;
    return { spentMs: budget.spentMs + Math.max(0, ms(at) - ms(budget.openSince)), openSince: null };
}
/** Elapsed execution time at `now` (ms since epoch). */
function elapsedAt(budget, now) {
    if (budget.openSince === null)
        return budget.spentMs;
    return budget.spentMs + Math.max(0, now - ms(budget.openSince));
}
function remainingAt(budget, timeoutMs, now) {
    return timeoutMs === undefined ? null : Math.max(0, timeoutMs - elapsedAt(budget, now));
}
/** The TIMEOUT result's message, the same whether the watchdog settles the run or a status reads it later. */
function timeoutMessage(elapsedMs, timeoutMs) {
    const figures = typeof elapsedMs === 'number' && typeof timeoutMs === 'number'
        ? `${elapsedMs} of ${timeoutMs} ms`
        : 'limits.timeoutMs';
    return `the run used its elapsed-time budget (${figures})`;
}


/***/ }),

/***/ 59725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ settledField),
/* harmony export */   FS: () => (/* binding */ foldRunnerEvents),
/* harmony export */   q2: () => (/* binding */ foldRunnerEvent)
/* harmony export */ });
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74949);
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79701);
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27916);


function foldRunnerEvent(state, event) {
    const next = {
        ...state,
        eventCount: state.eventCount + 1,
        lastEventAt: event.at,
        session: Math.max(state.session, event.session),
    };
    if (_records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .settledTypes */ .bq.has(event.type))
        return foldSettled(next, event);
    switch (event.type) {
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.sessionStarted:
            return foldSessionStarted(next, event);
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.workerLaunching:
            return foldWorkerLaunching(next, event);
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.workerStarted:
            return foldWorkerStarted(next, event);
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.workerExited:
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.workerCrashed:
            return foldWorkerExit(next, event);
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.backoff:
            return foldBackoff(next, event);
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.restartAnchor:
            return { ...next, restartAnchor: { at: event.at, data: event.data } };
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.pauseAnchor:
            return { ...next, pauseAnchor: { at: event.at, data: event.data } };
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.adopted:
            return foldAdopted(next, event);
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.cancelled:
            return foldCancelled(next, event);
        case _records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerEventTypes */ .AK.resumeRefused:
            return foldResumeRefused(next, event);
        default:
            return next;
    }
}
// Each fold below takes `next` (the state with the event already counted) and the event.
function foldSettled(next, event) {
    return {
        ...next,
        budget: (0,_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .closeBudget */ .Iu)(next.budget, event.at),
        backoff: null,
        settled: { type: event.type, at: event.at, session: event.session, data: event.data },
    };
}
function foldSessionStarted(next, event) {
    const data = (0,_records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .sessionStartedSchema */ .J3)().safeParse(event.data);
    return {
        ...next,
        settled: null,
        resumeRefused: null,
        sessionLockToken: data.success ? (data.data.lockToken ?? null) : null,
    };
}
function foldWorkerLaunching(next, event) {
    const data = (0,_records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .workerLaunchingSchema */ .ze)().safeParse(event.data);
    if (!data.success)
        return next;
    return {
        ...next,
        budget: (0,_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .openBudget */ .ak)(next.budget, event.at),
        launches: next.launches + 1,
        restartCount: Math.max(next.restartCount, data.data.restart),
        backoff: null,
        worker: {
            launchId: data.data.launchId,
            session: event.session,
            launch: data.data.launch,
            ownerId: data.data.ownerId,
            launchedAt: event.at,
            pid: null,
            identity: null,
            startedAt: null,
            exitedAt: null,
        },
    };
}
function foldWorkerStarted(next, event) {
    const data = (0,_records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .workerStartedSchema */ .ZV)().safeParse(event.data);
    if (!data.success || next.worker?.launchId !== data.data.launchId)
        return next;
    return {
        ...next,
        worker: { ...next.worker, pid: data.data.pid, identity: data.data.identity, startedAt: event.at },
    };
}
function foldWorkerExit(next, event) {
    const data = (0,_records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .workerExitSchema */ .KE)().safeParse(event.data);
    if (!data.success || next.worker?.launchId !== data.data.launchId)
        return next;
    return { ...next, worker: { ...next.worker, exitedAt: event.at } };
}
function foldBackoff(next, event) {
    const data = (0,_records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .backoffSchema */ .y0)().safeParse(event.data);
    return data.success
        ? { ...next, backoff: data.data, restartCount: Math.max(next.restartCount, data.data.restart) }
        : next;
}
function foldAdopted(next, event) {
    const data = (0,_records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .adoptedSchema */ .j)().safeParse(event.data);
    // A takeover does not spend the time between the dead session's last activity and now.
    const lastActivity = data.success ? data.data.takeover?.lastActivityAt : undefined;
    const budget = lastActivity === undefined || lastActivity === null ? next.budget : (0,_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .closeBudget */ .Iu)(next.budget, lastActivity);
    const reopen = data.success ? data.data.reopen : undefined;
    if (reopen !== undefined) {
        // A person reopened a failed run: its restart allowance starts again (budgets go on).
        const entry = { at: event.at, ...reopen };
        return {
            ...next,
            budget,
            settled: null,
            backoff: null,
            restartCount: 0,
            reopened: [...(next.reopened ?? []), entry],
        };
    }
    return { ...next, budget, settled: null, backoff: null };
}
function foldCancelled(next, event) {
    const data = (0,_records_records_js__WEBPACK_IMPORTED_MODULE_2__/* .cancelledSchema */ .HM)().safeParse(event.data);
    // A cancel that found the run already ended cancelled nothing.
    return data.success && data.data.outcome === 'stopped'
        ? {
            ...next,
            cancelled: { reason: data.data.reason, by: data.data.by, at: event.at, requestedAt: data.data.requestedAt },
        }
        : next;
}
function foldResumeRefused(next, event) {
    const data = (0,_records_records_js__WEBPACK_IMPORTED_MODULE_0__/* .resumeRefusedSchema */ .VK)().safeParse(event.data);
    return data.success
        ? {
            ...next,
            resumeRefused: {
                at: event.at,
                code: data.data.code,
                reason: data.data.reason,
                ...(data.data.head === undefined ? {} : { head: data.data.head }),
            },
        }
        : next;
}
function foldRunnerEvents(state, events) {
    let current = state;
    for (const event of events)
        current = foldRunnerEvent(current, event);
    return current;
}
/** Field of a settled record's data, if it is an object. */
function settledField(settled, key) {
    const data = settled?.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        return undefined;
    return data[key];
}


/***/ })

};

export const id = 254;
export const ids = [254];
export const modules = {

/***/ 57429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nx: () => (/* binding */ processIdentitySchema),
/* harmony export */   aV: () => (/* binding */ cleanupReportSchema)
/* harmony export */ });
/* unused harmony export commandCleanupCapabilitySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
// Shapes shared by the owned-command modules. Identities and cleanup reports end up in run
// records (the runner stores survivors with TEARDOWN_INCOMPLETE), so they have zod schemas.


/** A process as the kernel names it: a pid is only the same process while its start time matches. */
const processIdentitySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    pid: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    parentPid: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    processGroupId: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Linux: field 22 of /proc/<pid>/stat (clock ticks since boot). */
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
}));
const commandCleanupCapabilitySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['inherited-owner', 'observed-processes']));
const cleanupReportSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** True only when every process cleanup knew of was re-checked and found gone. */
    verified: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    capability: commandCleanupCapabilitySchema(),
    /** Processes that were alive when cleanup began and are gone now. */
    stopped: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(processIdentitySchema()),
    /** Processes still alive (same pid and start time) after SIGKILL. */
    survivors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(processIdentitySchema()),
    /** Set when cleanup itself failed (e.g. /proc unreadable); verified is then false. */
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));


/***/ }),

/***/ 87737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uz: () => (/* binding */ estimateReceiptCost),
/* harmony export */   r$: () => (/* binding */ mergePrices),
/* harmony export */   tE: () => (/* binding */ roundUsd)
/* harmony export */ });
/* unused harmony exports resolvePriceEntry, estimateCost */
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97370);
/* harmony import */ var _prices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63365);
// Cost of one call: matching a model name to a price entry and pricing its tokens.


/** A trailing release date: `-20250929` or `-2025-08-07`. */
const releaseDateSuffix = /-(?:\d{8}|\d{4}-\d{2}-\d{2})$/;
/**
 * Exact name first, then the name less a trailing release date. Never a prefix match:
 * `gpt-5.6` does not use `gpt-5`.
 */
function resolvePriceEntry(model, table) {
    const own = (name) => Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
    const exact = own(model);
    if (exact !== undefined)
        return { name: model, entry: exact };
    if (!releaseDateSuffix.test(model))
        return undefined;
    const undated = model.replace(releaseDateSuffix, '');
    const entry = own(undated);
    return entry === undefined ? undefined : { name: undated, entry };
}
/**
 * Prices a call from the table. Unknown when input or output tokens were not reported, the
 * model has no entry, or the call has cache tokens and the entry has no rate for them.
 */
function estimateCost(usage, model, table) {
    const { inputTokens, outputTokens, cacheReadTokens = 0, cacheWriteTokens = 0 } = usage;
    // Both counts are needed: pricing only one side would pass a lower bound off as the figure.
    if (inputTokens === undefined || outputTokens === undefined)
        return { kind: 'unknown' };
    if (model === undefined || model === '')
        return { kind: 'unknown' };
    const resolved = resolvePriceEntry(model, table);
    if (resolved === undefined)
        return { kind: 'unknown' };
    const { entry } = resolved;
    if (cacheReadTokens > 0 && entry.cacheReadPerMTokUsd === undefined)
        return { kind: 'unknown' };
    if (cacheWriteTokens > 0 && entry.cacheWritePerMTokUsd === undefined)
        return { kind: 'unknown' };
    const micro = inputTokens * entry.inputPerMTokUsd +
        outputTokens * entry.outputPerMTokUsd +
        cacheReadTokens * (entry.cacheReadPerMTokUsd ?? 0) +
        cacheWriteTokens * (entry.cacheWritePerMTokUsd ?? 0);
    const usd = roundUsd(micro / 1_000_000);
    if (!Number.isFinite(usd))
        return { kind: 'unknown' };
    return { kind: 'estimated', usd, entry: resolved.name };
}
/**
 * Prices a receipt: each model at its own rate when the receipt names the tokens of each (a call on
 * several models), else all its tokens at `model`. Unknown when any model cannot be priced.
 */
function estimateReceiptCost(usage, model, table) {
    const models = Object.entries(usage.models ?? {});
    if (models.length === 0)
        return estimateCost(usage, model, table);
    let usd = 0;
    const entries = new Set();
    for (const [name, tokens] of models) {
        const cost = estimateCost(tokens, name, table);
        if (cost.kind !== 'estimated')
            return { kind: 'unknown' };
        usd += cost.usd;
        entries.add(cost.entry);
    }
    return { kind: 'estimated', usd: roundUsd(usd), entry: [...entries].join(', ') };
}
/** Caller entries replace shipped ones by name (whole entries, cache rates included); new names add. */
function mergePrices(shipped, callerEntries) {
    const parsed = (0,_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .priceTableSchema */ .rh)().safeParse(callerEntries ?? {});
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue === undefined || issue.path.length === 0 ? 'prices' : `prices.${issue.path.join('.')}`;
        throw new _contract_js__WEBPACK_IMPORTED_MODULE_1__/* .EngineError */ .NJ(`${where}: ${issue?.message ?? 'invalid'}; expected { [model]: { inputPerMTokUsd, outputPerMTokUsd, cacheWritePerMTokUsd?, cacheReadPerMTokUsd? } } in USD per million tokens`, { kind: 'invalid-config' });
    }
    return { ...shipped, ...parsed.data };
}
/** Rounds away binary-fraction noise (1e-12 USD is far below any price). */
function roundUsd(usd) {
    return Math.round(usd * 1e12) / 1e12;
}


/***/ }),

/***/ 63365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rh: () => (/* binding */ priceTableSchema),
  IW: () => (/* binding */ shippedPrices)
});

// UNUSED EXPORTS: priceEntrySchema, priceFileSchema, shippedPricesAsOf

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
;// CONCATENATED MODULE: ./src/engine/prices.json
const prices_namespaceObject = /*#__PURE__*/JSON.parse('{"sT":"2025-11","Jn":{"claude-opus-4-5":{"inputPerMTokUsd":5,"outputPerMTokUsd":25,"cacheWritePerMTokUsd":6.25,"cacheReadPerMTokUsd":0.5},"claude-opus-4-1":{"inputPerMTokUsd":15,"outputPerMTokUsd":75,"cacheWritePerMTokUsd":18.75,"cacheReadPerMTokUsd":1.5},"claude-opus-4":{"inputPerMTokUsd":15,"outputPerMTokUsd":75,"cacheWritePerMTokUsd":18.75,"cacheReadPerMTokUsd":1.5},"claude-sonnet-4-5":{"inputPerMTokUsd":3,"outputPerMTokUsd":15,"cacheWritePerMTokUsd":3.75,"cacheReadPerMTokUsd":0.3},"claude-sonnet-4":{"inputPerMTokUsd":3,"outputPerMTokUsd":15,"cacheWritePerMTokUsd":3.75,"cacheReadPerMTokUsd":0.3},"claude-3-7-sonnet":{"inputPerMTokUsd":3,"outputPerMTokUsd":15,"cacheWritePerMTokUsd":3.75,"cacheReadPerMTokUsd":0.3},"claude-3-5-sonnet":{"inputPerMTokUsd":3,"outputPerMTokUsd":15,"cacheWritePerMTokUsd":3.75,"cacheReadPerMTokUsd":0.3},"claude-haiku-4-5":{"inputPerMTokUsd":1,"outputPerMTokUsd":5,"cacheWritePerMTokUsd":1.25,"cacheReadPerMTokUsd":0.1},"claude-3-5-haiku":{"inputPerMTokUsd":0.8,"outputPerMTokUsd":4,"cacheWritePerMTokUsd":1,"cacheReadPerMTokUsd":0.08},"claude-3-haiku":{"inputPerMTokUsd":0.25,"outputPerMTokUsd":1.25,"cacheWritePerMTokUsd":0.3,"cacheReadPerMTokUsd":0.03},"claude-3-opus":{"inputPerMTokUsd":15,"outputPerMTokUsd":75,"cacheWritePerMTokUsd":18.75,"cacheReadPerMTokUsd":1.5},"gpt-5.1":{"inputPerMTokUsd":1.25,"outputPerMTokUsd":10,"cacheReadPerMTokUsd":0.125},"gpt-5.1-codex":{"inputPerMTokUsd":1.25,"outputPerMTokUsd":10,"cacheReadPerMTokUsd":0.125},"gpt-5.1-codex-mini":{"inputPerMTokUsd":0.25,"outputPerMTokUsd":2,"cacheReadPerMTokUsd":0.025},"gpt-5":{"inputPerMTokUsd":1.25,"outputPerMTokUsd":10,"cacheReadPerMTokUsd":0.125},"gpt-5-codex":{"inputPerMTokUsd":1.25,"outputPerMTokUsd":10,"cacheReadPerMTokUsd":0.125},"gpt-5-mini":{"inputPerMTokUsd":0.25,"outputPerMTokUsd":2,"cacheReadPerMTokUsd":0.025},"gpt-5-nano":{"inputPerMTokUsd":0.05,"outputPerMTokUsd":0.4,"cacheReadPerMTokUsd":0.005},"gpt-5-pro":{"inputPerMTokUsd":15,"outputPerMTokUsd":120},"gpt-4.1":{"inputPerMTokUsd":2,"outputPerMTokUsd":8,"cacheReadPerMTokUsd":0.5},"gpt-4.1-mini":{"inputPerMTokUsd":0.4,"outputPerMTokUsd":1.6,"cacheReadPerMTokUsd":0.1},"gpt-4.1-nano":{"inputPerMTokUsd":0.1,"outputPerMTokUsd":0.4,"cacheReadPerMTokUsd":0.025},"gpt-4o":{"inputPerMTokUsd":2.5,"outputPerMTokUsd":10,"cacheReadPerMTokUsd":1.25},"gpt-4o-mini":{"inputPerMTokUsd":0.15,"outputPerMTokUsd":0.6,"cacheReadPerMTokUsd":0.075},"o3":{"inputPerMTokUsd":2,"outputPerMTokUsd":8,"cacheReadPerMTokUsd":0.5},"o3-pro":{"inputPerMTokUsd":20,"outputPerMTokUsd":80},"o3-mini":{"inputPerMTokUsd":1.1,"outputPerMTokUsd":4.4,"cacheReadPerMTokUsd":0.55},"o4-mini":{"inputPerMTokUsd":1.1,"outputPerMTokUsd":4.4,"cacheReadPerMTokUsd":0.275},"o1":{"inputPerMTokUsd":15,"outputPerMTokUsd":60,"cacheReadPerMTokUsd":7.5},"codex-mini-latest":{"inputPerMTokUsd":1.5,"outputPerMTokUsd":6,"cacheReadPerMTokUsd":0.375}}}');
;// CONCATENATED MODULE: ./src/engine/prices.ts
// The shipped price table and its schema. Prices are never fetched at run time;
// callers override entries by name (mergePrices in cost.ts).



/** USD per million tokens. A cache rate is needed only for calls that report cache tokens. */
const priceEntrySchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    inputPerMTokUsd: schemas/* number */.aig().nonnegative(),
    outputPerMTokUsd: schemas/* number */.aig().nonnegative(),
    cacheWritePerMTokUsd: schemas/* number */.aig().nonnegative().optional(),
    cacheReadPerMTokUsd: schemas/* number */.aig().nonnegative().optional(),
}));
/** Model name -> entry. */
const priceTableSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* record */.g1P(schemas/* string */.YjP().min(1), priceEntrySchema()));
const priceFileSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    currency: schemas/* literal */.euz('USD'),
    unit: schemas/* string */.YjP(),
    note: schemas/* string */.YjP().optional(),
    asOf: schemas/* string */.YjP(),
    models: priceTableSchema(),
}));
// prices.json ships in this package and test/engine/prices.test.ts holds it to priceFileSchema: it is
// not parsed again when a process loads (the parse was most of what loading the engine layer cost).
const shippedModels = prices_namespaceObject.Jn;
/** The table shipped with this release (frozen). */
const shippedPrices = Object.freeze(Object.fromEntries(Object.entries(shippedModels).map(([name, entry]) => [name, Object.freeze({ ...entry })])));
/** Month the shipped list prices were taken from. */
const shippedPricesAsOf = prices_namespaceObject.sT;


/***/ }),

/***/ 40154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SK: () => (/* binding */ unmeasuredFailure),
/* harmony export */   gW: () => (/* binding */ hasCompleteTokens),
/* harmony export */   pi: () => (/* binding */ buildReceipt),
/* harmony export */   yH: () => (/* binding */ unsentFailure)
/* harmony export */ });
/* harmony import */ var _cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87737);

const countOrUndefined = (n) => n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
/**
 * One receipt: `measured` when both input and output tokens were reported. A side reported alone
 * is kept on an unmeasured receipt as a lower bound (the call used at least that much); it is never
 * priced, since a figure from half the tokens would pass a lower bound off as the cost.
 */
function buildReceipt(input) {
    const inputTokens = countOrUndefined(input.tokens?.inputTokens);
    const outputTokens = countOrUndefined(input.tokens?.outputTokens);
    const measured = inputTokens !== undefined && outputTokens !== undefined;
    const receipt = { measured, cost: { kind: 'unknown' }, billing: input.billing };
    if (inputTokens !== undefined || outputTokens !== undefined) {
        if (inputTokens !== undefined)
            receipt.inputTokens = inputTokens;
        if (outputTokens !== undefined)
            receipt.outputTokens = outputTokens;
        const cacheRead = countOrUndefined(input.tokens?.cacheReadTokens);
        const cacheWrite = countOrUndefined(input.tokens?.cacheWriteTokens);
        if (cacheRead !== undefined)
            receipt.cacheReadTokens = cacheRead;
        if (cacheWrite !== undefined)
            receipt.cacheWriteTokens = cacheWrite;
        const models = modelBreakdown(input.models);
        if (models !== undefined)
            receipt.models = models;
    }
    const { reportedUsd } = input;
    if (reportedUsd !== undefined && Number.isFinite(reportedUsd) && reportedUsd >= 0) {
        receipt.cost = { kind: 'reported', usd: reportedUsd };
    }
    else if (measured && input.prices !== undefined) {
        receipt.cost = (0,_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .estimateReceiptCost */ .Uz)(receipt, input.model, input.prices);
    }
    if (input.model !== undefined && input.model !== '')
        receipt.model = input.model;
    if (input.failed === true)
        receipt.failed = true;
    return receipt;
}
/** The valid counts of each model, or undefined when fewer than two models are named. */
function modelBreakdown(models) {
    const entries = Object.entries(models ?? {});
    if (entries.length < 2)
        return undefined;
    const out = {};
    for (const [name, tokens] of entries) {
        const counts = {};
        for (const key of ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens']) {
            const n = countOrUndefined(tokens[key]);
            if (n !== undefined)
                counts[key] = n;
        }
        out[name] = counts;
    }
    return out;
}
/**
 * True when the receipt holds both input and output token counts. Receipts stored by earlier
 * releases may say `measured` with one side only: those are lower bounds too.
 */
function hasCompleteTokens(receipt) {
    return receipt.measured && receipt.inputTokens !== undefined && receipt.outputTokens !== undefined;
}
/** The receipt of a call that failed before it reported anything. */
function unmeasuredFailure(model, billing) {
    return buildReceipt({ model, billing, failed: true });
}
/**
 * The receipt of a call that failed before it sent anything (no API key, aborted before the request,
 * the CLI not found), or whose request the provider refused before any model work (an API error
 * reply, a CLI saying its login is missing): nothing was used or billed, which is known, not
 * unmeasured. The engine reports the zero itself.
 */
function unsentFailure(model, billing) {
    // No request reached a model, so no cache was read or written either: every count is a known zero.
    const tokens = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };
    return buildReceipt({ model, billing, tokens, reportedUsd: 0, failed: true });
}


/***/ }),

/***/ 6537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I0: () => (/* binding */ emptyUsageTotals),
/* harmony export */   RP: () => (/* binding */ totalTokens),
/* harmony export */   _S: () => (/* binding */ usageTotalsSchema),
/* harmony export */   fn: () => (/* binding */ mergeUsageTotals),
/* harmony export */   v3: () => (/* binding */ summarizeUsage)
/* harmony export */ });
/* unused harmony exports costTotalsSchema, billingTotalsSchema, usageStateSchema, usageCallSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97370);
/* harmony import */ var _cost_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87737);
/* harmony import */ var _receipt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40154);
// Usage totals of a node (or a run): honest about what was not measured.
//  reported: every call measured; partial: some calls (or one side of a call) not measured, so the
//  token counts are lower bounds; unknown: no token count at all, or a total passed the safe
//  integer range. A call with no receipt (still open, or lost in a crash) counts as one unmeasured
//  call; a call that reported only input or only output tokens is unmeasured too, and the side it
//  reported is added to the lower bound.





const count = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative());
const usd = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative());
const costTotalsSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** reportedUsd + estimatedUsd. A lower bound whenever unknownCalls > 0. */
    usd: usd(),
    reportedUsd: usd(),
    estimatedUsd: usd(),
    /** Calls with no figure (unknown cost, or no receipt at all). */
    unknownCalls: count(),
    /** Distinct models of those calls, where known, sorted. */
    unknownModels: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
}));
const billingLineSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ calls: count(), usd: usd() }));
/** Calls and priced USD per way of paying. A subscription figure is what the API would cost, not a bill. */
const billingTotalsSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    api: billingLineSchema(),
    subscription: billingLineSchema(),
    unknown: billingLineSchema(),
}));
const common = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => ({
    /** Every call once: completed, failed and still open. */
    calls: count(),
    /** Calls with a measured receipt (failed ones included). */
    measuredCalls: count(),
    /** Calls without a measured receipt, including still-open ones. */
    unknownCalls: count(),
    failedCalls: count(),
    /** Calls started with no receipt yet (in flight, or cut off by a crash). */
    openCalls: count(),
    cost: costTotalsSchema(),
    billing: billingTotalsSchema(),
}));
const tokens = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => ({
    inputTokens: count(),
    outputTokens: count(),
    cacheReadTokens: count(),
    cacheWriteTokens: count(),
    /**
     * Calls whose cache read / write count is not known (the engine did not report it, or the call
     * reported no tokens): the cache sum is a lower bound when above zero, unknown when every call.
     * Absent in totals written by earlier releases.
     */
    cacheReadUnknownCalls: count().optional(),
    cacheWriteUnknownCalls: count().optional(),
}));
const usageTotalsSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('state', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ state: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('reported'), ...common(), ...tokens() }),
    /** Token counts are measured lower bounds. */
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ state: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('partial'), ...common(), ...tokens() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        state: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('unknown'),
        ...common(),
        /** `no-measured-calls`, or `overflow` when measured totals passed Number.MAX_SAFE_INTEGER. */
        reason: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['no-measured-calls', 'overflow']),
    }),
]));
const usageStateSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['reported', 'partial', 'unknown']));
/** One call as the aggregation sees it: a receipt, or a call still open / lost with no receipt. */
const usageCallSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('receipt'), receipt: (0,_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .usageReceiptSchema */ .nC)() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('open'), model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(), billing: (0,_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .billingSchema */ .rE)().optional() }),
]));
function emptyCommon() {
    const line = () => ({ calls: 0, usd: 0 });
    return {
        calls: 0,
        measuredCalls: 0,
        unknownCalls: 0,
        failedCalls: 0,
        openCalls: 0,
        cost: { usd: 0, reportedUsd: 0, estimatedUsd: 0, unknownCalls: 0, unknownModels: [] },
        billing: { api: line(), subscription: line(), unknown: line() },
    };
}
/** Totals with no calls: vacuously reported, all zero. */
function emptyUsageTotals() {
    return {
        state: 'reported',
        ...emptyCommon(),
        inputTokens: 0,
        outputTokens: 0,
        cacheReadTokens: 0,
        cacheWriteTokens: 0,
        cacheReadUnknownCalls: 0,
        cacheWriteUnknownCalls: 0,
    };
}
function finish(c, t) {
    c.cost.usd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_3__/* .roundUsd */ .tE)(c.cost.reportedUsd + c.cost.estimatedUsd);
    c.cost.unknownModels = [...new Set(c.cost.unknownModels)].sort();
    if (t.sums === 'overflow')
        return { state: 'unknown', ...c, reason: 'overflow' };
    if (c.calls > 0 && !t.counted)
        return { state: 'unknown', ...c, reason: 'no-measured-calls' };
    const state = c.unknownCalls === 0 ? 'reported' : 'partial';
    const { cacheReadUnknownCalls, cacheWriteUnknownCalls } = t;
    return { state, ...c, ...t.sums, cacheReadUnknownCalls, cacheWriteUnknownCalls };
}
function addTokens(sums, add) {
    if (sums === 'overflow')
        return sums;
    const next = {
        inputTokens: sums.inputTokens + (add.inputTokens ?? 0),
        outputTokens: sums.outputTokens + (add.outputTokens ?? 0),
        cacheReadTokens: sums.cacheReadTokens + (add.cacheReadTokens ?? 0),
        cacheWriteTokens: sums.cacheWriteTokens + (add.cacheWriteTokens ?? 0),
    };
    return Object.values(next).every(Number.isSafeInteger) ? next : 'overflow';
}
const noTokens = () => ({
    sums: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
    counted: false,
    cacheReadUnknownCalls: 0,
    cacheWriteUnknownCalls: 0,
});
/** Adds one receipt's tokens: complete ones as figures, one side alone as a lower bound. */
function addReceipt(t, r) {
    const any = r.inputTokens !== undefined || r.outputTokens !== undefined;
    if (any) {
        t.sums = addTokens(t.sums, r);
        t.counted = true;
    }
    if (!any || r.cacheReadTokens === undefined)
        t.cacheReadUnknownCalls += 1;
    if (!any || r.cacheWriteTokens === undefined)
        t.cacheWriteUnknownCalls += 1;
}
/** Totals of a list of calls (e.g. every engine call of one node). Each call counts once. */
function summarizeUsage(calls) {
    const c = emptyCommon();
    const t = noTokens();
    for (const call of calls) {
        c.calls += 1;
        if (call.kind === 'open') {
            c.openCalls += 1;
            c.unknownCalls += 1;
            t.cacheReadUnknownCalls += 1;
            t.cacheWriteUnknownCalls += 1;
            c.cost.unknownCalls += 1;
            if (call.model !== undefined && call.model !== '')
                c.cost.unknownModels.push(call.model);
            c.billing[call.billing ?? 'unknown'].calls += 1;
            continue;
        }
        const r = call.receipt;
        if (r.failed === true)
            c.failedCalls += 1;
        if ((0,_receipt_js__WEBPACK_IMPORTED_MODULE_4__/* .hasCompleteTokens */ .gW)(r))
            c.measuredCalls += 1;
        else
            c.unknownCalls += 1;
        addReceipt(t, r);
        const line = c.billing[r.billing];
        line.calls += 1;
        if (r.cost.kind === 'unknown') {
            c.cost.unknownCalls += 1;
            if (r.model !== undefined && r.model !== '')
                c.cost.unknownModels.push(r.model);
        }
        else {
            if (r.cost.kind === 'reported')
                c.cost.reportedUsd += r.cost.usd;
            else
                c.cost.estimatedUsd += r.cost.usd;
            line.usd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_3__/* .roundUsd */ .tE)(line.usd + r.cost.usd);
        }
    }
    c.cost.reportedUsd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_3__/* .roundUsd */ .tE)(c.cost.reportedUsd);
    c.cost.estimatedUsd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_3__/* .roundUsd */ .tE)(c.cost.estimatedUsd);
    return finish(c, t);
}
/** Adds totals (node totals into run totals). Overflow stays unknown; gaps are never erased. */
function mergeUsageTotals(parts) {
    const c = emptyCommon();
    const t = noTokens();
    for (const p of parts) {
        c.calls += p.calls;
        c.measuredCalls += p.measuredCalls;
        c.unknownCalls += p.unknownCalls;
        c.failedCalls += p.failedCalls;
        c.openCalls += p.openCalls;
        c.cost.reportedUsd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_3__/* .roundUsd */ .tE)(c.cost.reportedUsd + p.cost.reportedUsd);
        c.cost.estimatedUsd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_3__/* .roundUsd */ .tE)(c.cost.estimatedUsd + p.cost.estimatedUsd);
        c.cost.unknownCalls += p.cost.unknownCalls;
        c.cost.unknownModels.push(...p.cost.unknownModels);
        for (const key of (0,_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .billingSchema */ .rE)().options) {
            c.billing[key].calls += p.billing[key].calls;
            c.billing[key].usd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_3__/* .roundUsd */ .tE)(c.billing[key].usd + p.billing[key].usd);
        }
        if (p.state === 'unknown') {
            if (p.reason === 'overflow')
                t.sums = 'overflow';
            t.cacheReadUnknownCalls += p.calls;
            t.cacheWriteUnknownCalls += p.calls;
        }
        else {
            t.sums = addTokens(t.sums, p);
            if (p.calls > 0)
                t.counted = true;
            // Totals from an earlier release do not say: their cache sums were all the figures there were.
            t.cacheReadUnknownCalls += p.cacheReadUnknownCalls ?? 0;
            t.cacheWriteUnknownCalls += p.cacheWriteUnknownCalls ?? 0;
        }
    }
    return finish(c, t);
}
/**
 * Tokens a budget counts: measured input + output tokens of every call, failed ones included
 * (cache reads and writes are priced separately and not counted); undefined when unknown.
 */
function totalTokens(totals) {
    if (totals.state === 'unknown')
        return undefined;
    const sum = totals.inputTokens + totals.outputTokens;
    return Number.isSafeInteger(sum) ? sum : undefined;
}


/***/ }),

/***/ 79849:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jc: () => (/* binding */ noneBlocked),
/* harmony export */   W3: () => (/* binding */ dispatchOf),
/* harmony export */   pj: () => (/* binding */ parseDagPosition)
/* harmony export */ });
/* unused harmony export dagPosition */
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59189);

function dagPosition(nodeId, n) {
    return `dag/${nodeId}/${n}`;
}
/** `{ node, n }` of a DAG position, or undefined for any other string. */
function parseDagPosition(position) {
    const match = /^dag\/([A-Za-z0-9_.-]{1,100})\/([1-9][0-9]*)$/.exec(position);
    return match === null ? undefined : { nodeId: match[1], n: Number(match[2]) };
}
/** No blocked needs: the default of every dispatch while nothing has failed (not a new Set per node). */
const noneBlocked = new Set();
function dispatchOf(shape, state, id, blocked = noneBlocked, run) {
    const definition = shape.parsed.nodes[id];
    const node = state.nodes.get(id);
    const needOutputs = {};
    for (const need of definition.needs)
        needOutputs[need] = state.nodes.get(need).output ?? null;
    const input = { inputs: state.inputs, needs: needOutputs };
    const delay = (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .retryDelayMs */ .qO)(definition.retry, node.failures, node.lastRetryAfterMs);
    if (delay > 0 && node.lastFailedAt !== undefined)
        input.notBefore = new Date(node.lastFailedAt + delay).toISOString();
    if (definition.conditional === true || definition.readsOutcomes === true) {
        const outcomes = {};
        for (const need of definition.needs)
            outcomes[need] = blocked.has(need) ? 'blocked' : toldOutcome(state, need);
        input.outcomes = outcomes;
    }
    if (run !== undefined)
        input.run = run.code === undefined ? { outcome: run.outcome } : { ...run };
    const review = shape.loops.inputOf(state.reviews, id);
    if (review !== undefined)
        input.review = review;
    return { position: dagPosition(id, node.dispatches + 1), nodeId: id, input };
}
/**
 * A need's status as a dispatch tells it. A reviewer whose loop sent the work back and that has not
 * run again (a stop or a failure ended the run first) still stands by its last verdict, revise: it
 * reads `reviewing`, as a reviewer whose send-back was never recorded does, not as one never run.
 */
function toldOutcome(state, need) {
    const { status, failures } = state.nodes.get(need);
    if (status === 'completed')
        return 'passed';
    // A send-back resets its failures: none since means no attempt in the new round.
    if (status === 'pending' && failures === 0 && (state.reviews.get(need)?.round ?? 1) > 1)
        return 'reviewing';
    return status;
}


/***/ }),

/***/ 59189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZI: () => (/* binding */ retries),
/* harmony export */   qO: () => (/* binding */ retryDelayMs),
/* harmony export */   sT: () => (/* binding */ retryAfterOf)
/* harmony export */ });
/* unused harmony exports backoffMs, maxRetryAfterMs */
/** Whether a failure with these record details is one the policy retries (no `on`: every failure). */
function retries(on, details) {
    if (on === undefined)
        return true;
    const d = (typeof details === 'object' && details !== null && !Array.isArray(details) ? details : {});
    if (on.exitCodes !== undefined && typeof d.exitCode === 'number' && on.exitCodes.includes(d.exitCode))
        return true;
    if (on.timeout === true && (d.timedOut === true || d.kind === 'timeout'))
        return true;
    if (on.signal === true && typeof d.signal === 'string')
        return true;
    return on.kinds !== undefined && typeof d.kind === 'string' && on.kinds.includes(d.kind);
}
/** The delay before retry number `failures` (1 = the first retry): backoff doubling, capped. */
function backoffMs(retry, failures) {
    if (retry?.backoffMs === undefined || failures === 0)
        return 0;
    const grown = retry.backoffMs * 2 ** Math.min(failures - 1, 40);
    return Math.min(grown, retry.maxBackoffMs ?? Number.MAX_SAFE_INTEGER, 2_147_483_647);
}
/** The longest retry-after an engine may impose on a retry (a longer one is cut to this). */
const maxRetryAfterMs = 60 * 60_000;
/**
 * The wait before retry number `failures`: the backoff, or the retry-after of the failure being
 * retried (cut to maxRetryAfterMs) when that is longer. A rate limit retried at once fails again.
 */
function retryDelayMs(retry, failures, retryAfterMs) {
    const backoff = backoffMs(retry, failures);
    if (failures === 0 || retryAfterMs === undefined)
        return backoff;
    return Math.max(backoff, Math.min(retryAfterMs, maxRetryAfterMs));
}
/** The engine's retry-after in a failure record's details (whole ms, not negative), or undefined. */
function retryAfterOf(details) {
    if (typeof details !== 'object' || details === null || Array.isArray(details))
        return undefined;
    const ms = details.retryAfterMs;
    return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? Math.ceil(ms) : undefined;
}


/***/ }),

/***/ 40869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ isGraphError),
/* harmony export */   h: () => (/* binding */ GraphError)
/* harmony export */ });
class GraphError extends Error {
    name = 'GraphError';
    code;
    /** Position the error is about, when there is one. */
    position;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.position = options.position;
    }
}
function isGraphError(value) {
    return value instanceof GraphError;
}


/***/ }),

/***/ 94995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ laneDeadSchema),
/* harmony export */   J3: () => (/* binding */ engineCompletedSchema),
/* harmony export */   Ns: () => (/* binding */ engineFailedSchema),
/* harmony export */   PU: () => (/* binding */ dispatchLimitReachedSchema),
/* harmony export */   US: () => (/* binding */ identityKey),
/* harmony export */   Zl: () => (/* binding */ nodeFailedSchema),
/* harmony export */   ay: () => (/* binding */ attemptStartedSchema),
/* harmony export */   dT: () => (/* binding */ engineStartedSchema),
/* harmony export */   ds: () => (/* binding */ runReopenedSchema),
/* harmony export */   km: () => (/* binding */ engineEventTypes),
/* harmony export */   nQ: () => (/* binding */ dispatchedTargetsSchema),
/* harmony export */   pW: () => (/* binding */ nodeCompletedSchema),
/* harmony export */   qY: () => (/* binding */ nodePausedSchema),
/* harmony export */   sE: () => (/* binding */ nodeReconciledSchema),
/* harmony export */   tM: () => (/* binding */ nodeResumedSchema),
/* harmony export */   vt: () => (/* binding */ nodeDispatchedSchema),
/* harmony export */   w8: () => (/* binding */ graphEventTypes)
/* harmony export */ });
/* unused harmony exports runStartedSchema, dispatchEntrySchema, attemptIdentitySchema, pauseKinds, timeLimitReachedSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
/* harmony import */ var _engine_contract_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97370);
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36940);
// The graph log's records: type names and the zod schema of each record's data. Stored JSON
// is parsed through these before the executor acts on it; the envelope (StoredEvent) carries
// the schemaVersion.





// A record's JSON fields (inputs, outputs, requests, details, answers) are checked for presence
// only (storedJsonValueSchema): every record comes out of JSON.parse.
const graphEventTypes = {
    runStarted: 'graph:run-started',
    nodeDispatched: 'graph:node-dispatched',
    attemptStarted: 'graph:node-attempt-started',
    nodeCompleted: 'graph:node-completed',
    nodePaused: 'graph:node-paused',
    nodeFailed: 'graph:node-failed',
    nodeResumed: 'graph:node-resumed',
    nodeReconciled: 'graph:node-reconciled',
    laneDead: 'graph:lane-dead',
    /** A failed run reopened on request: the named failed nodes may be dispatched again (new positions). */
    runReopened: 'graph:run-reopened',
    /**
     * The next decision would have passed maxDispatches: the run stops (BUDGET_STOP). A form that
     * folds it (Graph.settlesAfterStop) still dispatches its cleanup nodes, each once, then fails.
     */
    dispatchLimitReached: 'graph:dispatch-limit-reached',
    /**
     * The run's time limit passed (recorded by the runner's cleanup worker, GraphExecutorOptions.timeLimit):
     * every position unsettled at this record was stopped and is never resumed; a form that settles
     * after a stop dispatches its cleanup nodes, each once, then fails with the record's code (TIMEOUT).
     */
    timeLimitReached: 'graph:time-limit-reached',
};
/** Per engine call; written to the graph log by the worker, read by status/usage. */
const engineEventTypes = {
    started: 'runner:engine-started',
    completed: 'runner:engine-completed',
    failed: 'runner:engine-failed',
};
const runStartedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** digestJson of the whole stored definition. */
    definitionDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    form: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    formVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
}));
/** Which node a dispatched position is: every dispatch entry has it. */
const dispatchTargetSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) }));
const dispatchEntrySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    dispatchTargetSchema().extend({ input: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storedJsonValueSchema */ .OX }),
    // An input too large for the record is stored as an artifact (purpose `graph-node-input`).
    dispatchTargetSchema().extend({ inputArtifact: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactRefSchema */ .TK)() }),
]));
const nodeDispatchedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ dispatches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(dispatchEntrySchema()).min(1) }));
/**
 * A dispatch record read for its positions and nodes only: checking every entry's input is the
 * ledger's business, and doing it again per node was most of a tally's work.
 */
const dispatchedTargetsSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ dispatches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(dispatchTargetSchema()).min(1) }));
const attemptIdentitySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
}));
const attemptStartedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    identity: attemptIdentitySchema(),
    /** The binding's value when this attempt started: it alone decides crash recovery. */
    retrySafe: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['data', 'engine']),
    /** Engine nodes: the lane and the first live target when the attempt started (null: none live). */
    lane: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), target: (0,_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .laneTargetSchema */ .V8)().nullable() }).optional(),
    /** The binding's node time limit (ms) when it declares one: status reports the time left. */
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
}));
const nodeCompletedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** Absent only when a reconcile decision completed a pause that had no attempt. */
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    output: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storedJsonValueSchema */ .OX.optional(),
    outputArtifact: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactRefSchema */ .TK)().optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative(),
    /** Set when a person's reconcile decision completed it (node code did not run). */
    reconciled: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(true).optional(),
    /** Set when the node was skipped (its condition was unmet): node code did not run, output is null. */
    skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).optional(),
}));
const pauseKinds = ['policy', 'reconcile-attempt', 'engine', 'budget'];
const nodePausedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Says which rule paused it; a policy's own request may have any shape. */
    pauseKind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(pauseKinds),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    request: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storedJsonValueSchema */ .OX,
}));
const nodeFailedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** Absent when no attempt started (a denied or aborted policy check). */
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative(),
    details: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storedJsonValueSchema */ .OX.optional(),
    /** When the failure was recorded (ISO 8601): a retry backoff counts from here, across restarts. */
    failedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
const nodeResumedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    pauseEventId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** The attempt a retry-safe resume runs again. */
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** A person's answer to the pause (a gate), with who answered. */
    answer: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ values: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storedJsonValueSchema */ .OX), answeredBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) }).optional(),
}));
const nodeReconciledSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    pauseEventId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    decision: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['retry', 'complete', 'fail']),
    decidedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    output: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storedJsonValueSchema */ .OX.optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
const runReopenedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Node IDs whose failure is set aside: a graph form dispatches them again at new positions. */
    nodes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)),
    by: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}));
const dispatchLimitReachedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    maxDispatches: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    /** Positions dispatched when the limit was reached. */
    dispatched: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** What the run fails with once its cleanup has run (BUDGET_STOP). */
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}));
const timeLimitReachedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Elapsed execution time when the cleanup began. */
    elapsedMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Positions still unsettled at the limit: stopped, never resumed. */
    stopped: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)),
    /** What the run fails with once its cleanup has run (TIMEOUT). */
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}));
const laneDeadSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    lane: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The plan's lane target that failed: the one later calls skip (absent in older records: `selected`). */
    target: (0,_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .laneTargetSchema */ .V8)().optional(),
    selected: (0,_engine_contract_js__WEBPACK_IMPORTED_MODULE_4__/* .engineIdentitySchema */ .a7)(),
    reported: (0,_engine_contract_js__WEBPACK_IMPORTED_MODULE_4__/* .engineIdentitySchema */ .a7)(),
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_engine_contract_js__WEBPACK_IMPORTED_MODULE_4__/* .engineErrorKinds */ .q$),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}));
const engineStartedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    callId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    lane: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    target: (0,_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .laneTargetSchema */ .V8)(),
    identity: (0,_engine_contract_js__WEBPACK_IMPORTED_MODULE_4__/* .engineIdentitySchema */ .a7)(),
    /** The node's declared cap (max-cost-usd / max-tokens-total, before raises), so status can show it. */
    cap: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive().optional(), tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional() }).optional(),
}));
const engineCompletedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    callId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    usage: (0,_engine_contract_js__WEBPACK_IMPORTED_MODULE_4__/* .usageReceiptSchema */ .nC)(),
    reported: (0,_engine_contract_js__WEBPACK_IMPORTED_MODULE_4__/* .engineIdentitySchema */ .a7)(),
    partsArtifact: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactRefSchema */ .TK)().optional(),
}));
const engineFailedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    callId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_engine_contract_js__WEBPACK_IMPORTED_MODULE_4__/* .engineErrorKinds */ .q$),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The failed call's receipt (failed: true) when it reported one; absent means unknown usage. */
    usage: (0,_engine_contract_js__WEBPACK_IMPORTED_MODULE_4__/* .usageReceiptSchema */ .nC)().optional(),
    /** Why a finished call is recorded failed by the runtime, e.g. `KNOWN_SECRET` for refused parts. */
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
/** Key under which a dead identity is remembered: provider and model. */
function identityKey(identity) {
    return `${identity.provider}\u0000${identity.model}`;
}


/***/ }),

/***/ 36940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Co: () => (/* binding */ storedGraphDefinitionSchema),
/* harmony export */   Mf: () => (/* binding */ graphRunSpecSchema),
/* harmony export */   V8: () => (/* binding */ laneTargetSchema),
/* harmony export */   VG: () => (/* binding */ graphDefinitionSchema),
/* harmony export */   tn: () => (/* binding */ graphPlanSchema),
/* harmony export */   wq: () => (/* binding */ storedGraphSpecSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
// The run spec (durable) and the Graph form interface, apart from contract.ts so that the
// bindings (which name Graph) and the contract (which re-exports them) do not import each other.



// ---------------------------------------------------------------- run spec (durable)
/** A plan target: the provider/model key a lane may run on. */
const laneTargetSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}));
/** The frozen plan: per lane, the effective target first, then fallbacks (the host chooses the order once). */
const graphPlanSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1),
    lanes: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(laneTargetSchema()).min(1)),
}));
/** Which graph form the run uses and its definition value (compared with the live graph). */
const graphDefinitionSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    form: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    value: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValueSchema */ .F7,
}));
/** The same, as read back from the store: the value is checked for presence only (storedJsonValueSchema). */
const storedGraphDefinitionSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => graphDefinitionSchema().extend({ value: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storedJsonValueSchema */ .OX }));
const graphFields = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => ({
    graphDefinition: graphDefinitionSchema(),
    plan: graphPlanSchema(),
    resolvedInputs: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValueSchema */ .F7,
}));
const storedGraphFields = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => ({
    graphDefinition: storedGraphDefinitionSchema(),
    plan: graphPlanSchema(),
    resolvedInputs: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storedJsonValueSchema */ .OX,
}));
/** The graph part of a run definition, as `createGraphRun` writes it. */
const graphRunSpecSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1), ...graphFields() }));
/**
 * How the executor reads a stored definition: only the graph fields are required, anything
 * else (the supervised runner's own fields, its own schemaVersion) passes through untouched.
 */
const storedGraphSpecSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3(storedGraphFields()));


/***/ }),

/***/ 85507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G9: () => (/* binding */ isSupervisedRunError),
/* harmony export */   J0: () => (/* binding */ invalidOption),
/* harmony export */   _n: () => (/* binding */ optionProblemOf),
/* harmony export */   aL: () => (/* binding */ SupervisedRunError),
/* harmony export */   wv: () => (/* binding */ supervisedRunErrorCodes)
/* harmony export */ });
/* harmony import */ var _options_option_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
// The runner layer's one error class (DESIGN.md section 9). Codes that end a run normally are
// results (`done` resolves with them); SupervisedRunError is for calls that cannot start or resume.
// option-names.ts imports only a type from here: no cycle at run time.

const supervisedRunErrorCodes = [
    'INVALID_OPTIONS',
    'HOST_MODULE',
    'HOST_MODULE_CHANGED',
    'WORKSPACE_CAPTURE',
    'WORKSPACE_ROOT',
    'PROCESS_LOCKED',
    'WORKSPACE_LEASE',
    'WORKSPACE_DRIFT',
    'WORKSPACE_RELEASE',
    'WORKSPACE_ANCHOR_MISSING',
    'WORKSPACE_ANCHOR_INVALID',
    'WORKSPACE_ANCHOR_WRITE',
    'RUN_STORAGE',
    'RUN_NOT_PAUSED',
    /** retryFailed on a run that did not fail because nodes failed (stopped, timed out, teardown incomplete ...). */
    'RUN_NOT_RETRYABLE',
    'RESUME_POSITION',
    'RESUME_EVENT_MISMATCH',
    'RESUME_DECISION',
    'RESUME_BUDGET',
    /** A gate resumed without an answer, or with one that does not fit its fields. */
    'RESUME_ANSWER',
    /** The answerer is not one of the gate's allowed actors. */
    'RESUME_ACTOR',
    'TERMINAL_ARTIFACT',
    'TEARDOWN_INCOMPLETE',
    'OUTPUT_LIMIT',
    'BUDGET_STOP',
    'RESTART_EXHAUSTED',
    'STOPPED',
    'TIMEOUT',
    'INTERRUPTED',
    /** A non-retry-safe node was paused before its code: the store could not be persisted off the machine. */
    'WRITE_AHEAD',
    'WORKER_ERROR',
];
class SupervisedRunError extends Error {
    name = 'SupervisedRunError';
    code;
    /** Extra facts for the caller (e.g. the lock holder of PROCESS_LOCKED); JSON only. */
    details;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.details = options.details;
    }
}
function isSupervisedRunError(value, code) {
    return value instanceof SupervisedRunError && (code === undefined || value.code === code);
}
/**
 * INVALID_OPTIONS for one option, in the library's names (`options.answer.values.note: ...`); the
 * problem goes with the error, so a caller can name the option its own way (a CLI flag, an input).
 */
function invalidOption(problem) {
    return new SupervisedRunError('INVALID_OPTIONS', (0,_options_option_names_js__WEBPACK_IMPORTED_MODULE_0__/* .describeOptionProblem */ .Y)(problem), {
        details: { option: { ...problem } },
    });
}
/** The problem an INVALID_OPTIONS error of invalidOption carries, or undefined for any other error. */
function optionProblemOf(error) {
    if (!isSupervisedRunError(error, 'INVALID_OPTIONS'))
        return undefined;
    const problem = error.details?.option;
    if (typeof problem !== 'object' || problem === null)
        return undefined;
    const { option, below, why } = problem;
    return typeof option === 'string' && typeof below === 'string' && typeof why === 'string'
        ? { option, below, why }
        : undefined;
}
// One definition for every layer (store's); re-exported so runner modules import it from here.



/***/ }),

/***/ 14331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ optionNames),
/* harmony export */   Y: () => (/* binding */ describeOptionProblem)
/* harmony export */ });
/** The library's names: `options.answer.values.note`. */
const libraryName = (option, below) => `options.${option}${below}`;
/** A caller's names from its table (`--answer at .note` for `answer`, `.values.note`); else the library's. */
function optionNames(table) {
    return (option, below) => {
        for (const [prefix, name] of table[option] ?? []) {
            const rest = below.startsWith(prefix) ? below.slice(prefix.length) : undefined;
            // `.value` is no prefix of `.values.note`: the rest must start a new step of the path.
            if (rest === undefined || (rest !== '' && !/^[.[ ]/.test(rest)))
                continue;
            if (rest === '')
                return name;
            return rest.startsWith(' ') ? `${name}${rest}` : `${name} at ${rest}`;
        }
        return libraryName(option, below);
    };
}
/** `<name>: <why>`, named the caller's way (the library's by default). */
function describeOptionProblem(problem, name = libraryName) {
    return `${name(problem.option, problem.below)}: ${problem.why}`;
}


/***/ }),

/***/ 74949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ runnerEventTypes),
/* harmony export */   GU: () => (/* binding */ artifactPurposes),
/* harmony export */   J3: () => (/* binding */ sessionStartedSchema),
/* harmony export */   KE: () => (/* binding */ workerExitSchema),
/* harmony export */   VK: () => (/* binding */ resumeRefusedSchema),
/* harmony export */   ZV: () => (/* binding */ workerStartedSchema),
/* harmony export */   bW: () => (/* binding */ workerModeSchema),
/* harmony export */   bq: () => (/* binding */ settledTypes),
/* harmony export */   e5: () => (/* binding */ terminalTypes),
/* harmony export */   j: () => (/* binding */ adoptedSchema),
/* harmony export */   jA: () => (/* binding */ leaseClearedData),
/* harmony export */   y0: () => (/* binding */ backoffSchema),
/* harmony export */   ze: () => (/* binding */ workerLaunchingSchema)
/* harmony export */ });
/* unused harmony exports anchorRecordSchema, reopenSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57429);
/* harmony import */ var _settled_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79701);
// Supervision records: type names and the zod schema of each record's data. The watchdog writes
// the runner log; the worker writes runner:worker-result, runner:heartbeat and runner:node-changes
// into the graph log (beside the executor's records; their schemas: worker-records.ts, re-exported
// here, as are those of settled-records.ts: the records that settle a session). Status folds both
// through these schemas.







const runnerEventTypes = {
    sessionStarted: 'runner:session-started',
    workerLaunching: 'runner:worker-launching',
    workerStarted: 'runner:worker-started',
    workerExited: 'runner:worker-exited',
    workerCrashed: 'runner:worker-crashed',
    backoff: 'runner:backoff',
    restartAnchor: 'runner:restart-anchor',
    pauseAnchor: 'runner:pause-anchor',
    adopted: 'runner:adopted',
    resumeRefused: 'runner:resume-refused',
    completed: 'runner:completed',
    paused: 'runner:paused',
    interrupted: 'runner:interrupted',
    stopped: 'runner:stopped',
    timeout: 'runner:timeout',
    failed: 'runner:failed',
    /** Who cancelled the run and why (cancelSupervisedRun, under the process lock; may follow runner:stopped). */
    cancelled: 'runner:cancelled',
    /** A resume removed the lock a dead watchdog left after it had settled the run (clearSettledSessionLock). */
    lockCleared: 'runner:lock-cleared',
    /** The workspace lease of a provably dead holder (same host and boot, pid gone or reused) was cleared to take it. */
    leaseCleared: 'runner:lease-cleared',
};
/** Records that settle a watchdog session: terminal ones and resumable pauses. */
const settledTypes = new Set([
    runnerEventTypes.completed,
    runnerEventTypes.paused,
    runnerEventTypes.interrupted,
    runnerEventTypes.stopped,
    runnerEventTypes.timeout,
    runnerEventTypes.failed,
]);
const terminalTypes = new Set([
    runnerEventTypes.completed,
    runnerEventTypes.stopped,
    runnerEventTypes.timeout,
    runnerEventTypes.failed,
]);
const workerModeSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('kind', [
    /** run(), then resume each position a crashed predecessor left in flight. */
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('run') }),
    /** Reopen one recorded pause (if it is still the current one), then as `run`. */
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('resume'),
        position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
        pauseEventId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
        decision: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
            decision: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['retry', 'complete', 'fail']),
            output: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValueSchema */ .F7.optional(),
            message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
            decidedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
        })
            .optional(),
        raiseBudget: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(), tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(), raisedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) })
            .optional(),
        answer: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ values: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValueSchema */ .F7), answeredBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) }).optional(),
    }),
    /** After the run's time limit: record it in the graph log (once), run only the finally nodes, then fail TIMEOUT. */
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('time-limit'),
        timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
        elapsedMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    }),
]));
const sessionStartedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['start', 'resume', 'continue', 'takeover', 'reopen']),
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    pauseEventId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    decision: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ decision: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), decidedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).optional(),
    /** Names only; values are never stored. */
    environmentVariables: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    restart: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ maxRestarts: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), initialBackoffMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), maxBackoffMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() }),
    teardownGraceMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    /** The token of the process lock this session holds: ties a lock left after it settled to it. */
    lockToken: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** A start's workspace HEAD (null: unborn), from its capture: the commit the run started at. Absent in older records and other sessions. */
    head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
}));
const workerLaunchingSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    launchId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Launches of this run so far, this one excluded. */
    launch: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Replacement workers launched after crashes, over the whole run. */
    restart: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    mode: workerModeSchema(),
    ownerId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Remaining elapsed budget when launched (null: no limit). */
    remainingTimeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    /** The process was started before this record, from the same spec, and waited for this launch (a prelaunch). */
    prelaunched: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(true).optional(),
}));
const workerStartedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    launchId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    pid: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    /** Linux: pid + start time; null where the start time cannot be read. */
    identity: (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_3__/* .processIdentitySchema */ .Nx)().nullable(),
}));
const workerExitSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    launchId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    signal: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    stopReason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    outputLimitExceeded: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    cleanup: (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanupReportSchema */ .aV)(),
    /** The worker recorded its result before exiting. */
    resultRecorded: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** Last bytes of stderr (known secrets redacted), for a crash. */
    stderrTail: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    spawnError: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).optional(),
}));
const backoffSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    restart: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    delayMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    until: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}));
const anchorRecordSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    anchor: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactRefSchema */ .TK)(),
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    /** `capture`: taken now; `restart-anchor`: the earlier restart snapshot (drift, or interrupt during backoff). */
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['capture', 'restart-anchor', 'adoption']),
    restart: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().optional(),
}));
/** A failed run reopened on request: who asked, why, the failure it reopens and the failed nodes. */
const reopenSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    by: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    nodes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
}));
const adoptedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    from: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['interrupted', 'paused', 'orphaned', 'failed']),
    reopen: reopenSchema().optional(),
    takeover: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        by: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        previousHolder: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .lockHolderSchema */ .h7)().nullable(),
        /** Last recorded activity of the dead session: its unrecorded time is not counted against the budget. */
        lastActivityAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
        stoppedProcesses: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg((0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_3__/* .processIdentitySchema */ .Nx)()),
        brokeLease: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    })
        .optional(),
}));
const resumeRefusedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** WORKSPACE_DRIFT with another HEAD: both commits, so advice need not read them out of `reason`. Absent in older records. */
    head: (0,_settled_records_js__WEBPACK_IMPORTED_MODULE_4__/* .headDriftSchema */ .Dz)().optional(),
}));
/** The artifact purposes the runner writes. */
const artifactPurposes = {
    output: 'runner-output',
    pauseAnchor: 'runner-pause-anchor',
    restartAnchor: 'runner-restart-anchor',
};
/** runner:lease-cleared: whose lease was cleared, and why that was safe. */
function leaseClearedData(cleared) {
    const { runId, pid, hostname, acquiredAt, startedAt } = cleared;
    return {
        type: runnerEventTypes.leaseCleared,
        data: {
            holder: { runId, pid, hostname, acquiredAt, ...(startedAt === undefined ? {} : { startedAt }) },
            reason: 'its holder is provably dead: same host and boot, and that pid is gone or is another process now',
        },
    };
}


/***/ }),

/***/ 79701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ headDriftSchema),
/* harmony export */   HM: () => (/* binding */ cancelledSchema)
/* harmony export */ });
/* unused harmony exports completedSchema, pausedSchema, interruptedSchema, stoppedSchema, timeoutSchema, failedSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56399);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57429);
/* harmony import */ var _status_graph_pin_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16311);
/* harmony import */ var _worker_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45010);
// The records that settle a watchdog session (runner:completed, paused, interrupted, stopped,
// timeout, failed) and runner:cancelled, which may follow a stop: the zod schema of each one's data.
// Status reads a run's result out of them; records.ts re-exports them with the other record types.






/** A commit on each side of a WORKSPACE_DRIFT whose HEAD differs; null: no commit (an unborn branch). */
const headDriftSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ expected: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(), found: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable() }));
const settledCommon = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => ({
    /** True when the worker's processes were verified gone (vacuously true when none ran). */
    cleanupVerified: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** The graph log when the session settled (status/graph-pin.ts); absent in records written before pins. */
    graphLog: (0,_status_graph_pin_js__WEBPACK_IMPORTED_MODULE_2__/* .graphPinSchema */ .xg)().optional(),
}));
const completedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ ...settledCommon(), outputArtifact: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactRefSchema */ .TK)(), launchId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }));
const pausedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    ...settledCommon(),
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    positions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** By reference (the requests are in the graph log); records written before that hold them. */
    pauses: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg((0,_worker_records_js__WEBPACK_IMPORTED_MODULE_4__/* .recordedPauseSchema */ .si)()),
    /**
     * Set when the list was too long for one record: positions and pauses are then empty, and the
     * pauses are the graph log's open ones (the worker has ended: nothing follows there). Absent in
     * older records.
     */
    pausesInLog: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(true).optional(),
    anchor: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactRefSchema */ .TK)(),
    /** WORKSPACE_DRIFT during a restart's backoff with another HEAD: both commits. Absent in older records. */
    head: headDriftSchema().optional(),
}));
const interruptedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    ...settledCommon(),
    positions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    anchor: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactRefSchema */ .TK)(),
    /** What interrupted it: a signal's name, or the caller's cause (`SIGINT (the job was cancelled)`). */
    signal: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
const stoppedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    ...settledCommon(),
    /** Set when cancelSupervisedRun settled the run (its runner:cancelled record says who and why). */
    cancelled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
/** runner:cancelled: the cancel intent (reason, by, requestedAt) and what the cancel found and did. */
const cancelledSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    intentId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    by: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    requestedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The run's phase when the cancel began. */
    from: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The live watchdog's pid that was sent SIGTERM, if any. */
    signalled: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable(),
    /** `stopped`: the cancel (or the signalled watchdog) settled it; `already-ended`: it had ended. */
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['stopped', 'already-ended']),
}));
const timeoutSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ ...settledCommon(), elapsedMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() }));
const failedSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    ...settledCommon(),
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    leaseRetained: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    survivors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg((0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_5__/* .processIdentitySchema */ .Nx)()).optional(),
}));


/***/ }),

/***/ 45010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G_: () => (/* binding */ workerResultRecordSchema),
/* harmony export */   H3: () => (/* binding */ workerResultSchema),
/* harmony export */   J2: () => (/* binding */ nodeChangesSchema),
/* harmony export */   M8: () => (/* binding */ workerEventTypes),
/* harmony export */   si: () => (/* binding */ recordedPauseSchema)
/* harmony export */ });
/* unused harmony exports pauseSummarySchema, heartbeatSchema, fileChangeSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
// The records the worker appends to the graph log, beside the executor's: its result, its
// heartbeats and each attempt's changes to the workspace (records.ts re-exports these), and the
// pause summary its result and the watchdog's pause record share.



/** Records the worker appends to the graph log. */
const workerEventTypes = {
    result: 'runner:worker-result',
    heartbeat: 'runner:heartbeat',
    nodeChanges: 'runner:node-changes',
};
/** One paused position, as the worker's result and the watchdog's runner:paused list it. */
const pauseSummarySchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    eventId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    request: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValueSchema */ .F7,
}));
/**
 * A paused position as a record lists it: the request is in the graph log's pause record (eventId),
 * so records leave it out; records written before that carry it whole.
 */
const recordedPauseSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => pauseSummarySchema().extend({ request: _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonValueSchema */ .F7.optional() }));
const resultSchema = (pause) => zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('complete'), outputArtifact: (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactRefSchema */ .TK)() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('fail'), code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('pause'),
        code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        positions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        pauses: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(pause),
        /**
         * Set when the list was too long for one record: positions and pauses are then empty, and
         * the pauses are the graph log's open ones at this record. Absent in older records.
         */
        pausesInLog: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(true).optional(),
    }),
]);
/** runner:worker-result as recorded (pauses by reference; older records hold their requests). */
const workerResultRecordSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ launchId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), result: resultSchema(recordedPauseSchema()) }));
/** A worker's result as read: each pause with its request (from the graph log's pause record). */
const workerResultSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ launchId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), result: resultSchema(pauseSummarySchema()) }));
const heartbeatSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ launchId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }));
const fileChangeSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    change: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['added', 'modified', 'deleted']),
    added: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    removed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    binary: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
}));
const nodeChangesSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['completed', 'paused', 'failed']),
    files: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(fileChangeSchema()),
    added: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    removed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Files changed beyond the listed ones (the list is capped; the totals count every file). */
    omittedFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    /** Set when the change could not be read (the record still marks the attempt). */
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** A review loop's node: the round, and the IDs of the findings it answered (in the send-back that opened it). */
    round: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
}));


/***/ }),

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


/***/ }),

/***/ 16311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YH: () => (/* binding */ assertGraphPin),
/* harmony export */   Ys: () => (/* binding */ graphPinField),
/* harmony export */   xg: () => (/* binding */ graphPinSchema)
/* harmony export */ });
/* unused harmony exports graphPinOf, graphPinProblem */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85507);
// The graph-log pin: a settled runner record names how many graph records there were when the
// session settled and the hash of the last one. A reader that finds fewer (a graph log truncated or
// deleted after the run settled, which a torn tail alone cannot explain: the worker synced every
// record before the watchdog read it) or a different last record at that count refuses the store
// instead of folding it as if nothing had happened. More records than pinned is allowed: a reopen
// and a surviving worker of a failed session append after the settled record. Records written
// before the pin existed carry none and are accepted as they are.



const graphPinSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Graph records when the session settled (the next seq). */
    records: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Hash of the last of them (64 zeros when there were none). */
    head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
}));
function graphPinOf(cursor) {
    return { records: cursor.nextSeq, head: cursor.head };
}
/** The field a settled record carries (spread into its data). */
function graphPinField(cursor) {
    return cursor === undefined ? {} : { graphLog: graphPinOf(cursor) };
}
/** What disagrees between the latest settled record's pin and the graph log read, or undefined when nothing does. */
function graphPinProblem(folded) {
    const settled = folded.runner.settled;
    if (settled === null)
        return undefined;
    const raw = settled.data?.graphLog;
    if (raw === undefined)
        return undefined; // written before pins existed
    const pin = graphPinSchema().safeParse(raw);
    const what = `the runner log's settled record ${settled.type} (session ${settled.session})`;
    if (!pin.success)
        return `${what} holds a malformed graphLog pin`;
    const graph = folded.cursors.graph;
    if (graph.nextSeq < pin.data.records) {
        const found = graph.nextSeq === 0 ? 'none (the graph log is missing or empty)' : `only ${graph.nextSeq}`;
        return `${what} pins the graph log at ${pin.data.records} records, but it holds ${found}: the graph log was truncated or deleted after the run settled`;
    }
    if (graph.nextSeq === pin.data.records && graph.head !== pin.data.head)
        return `${what} pins the graph log at ${pin.data.records} records ending in ${pin.data.head.slice(0, 12)}, but its record ${pin.data.records} hashes to ${graph.head.slice(0, 12)}: the graph log was replaced`;
    return undefined;
}
/** Throws RUN_STORAGE naming what disagrees (see graphPinProblem). */
function assertGraphPin(runId, folded) {
    const problem = graphPinProblem(folded);
    if (problem === undefined)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SupervisedRunError */ .aL('RUN_STORAGE', `the logs of run ${runId} disagree: ${problem}`, {
        details: { runId },
    });
}


/***/ }),

/***/ 33000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OJ: () => (/* binding */ initialRunnerFold),
/* harmony export */   TQ: () => (/* binding */ runnerFoldSchema),
/* harmony export */   d_: () => (/* binding */ occurrenceAt),
/* harmony export */   eC: () => (/* binding */ ownValue),
/* harmony export */   hX: () => (/* binding */ graphFoldSchema),
/* harmony export */   iP: () => (/* binding */ setOwnValue),
/* harmony export */   jO: () => (/* binding */ occurrenceSchema),
/* harmony export */   yF: () => (/* binding */ initialGraphFold)
/* harmony export */ });
/* unused harmony exports budgetStateSchema, nodeUsageFoldSchema, nodeCapFoldSchema, engineTurnFoldSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56399);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6537);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57429);
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79701);
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(45010);
// The status fold's state: plain JSON, so it can be cached as a checkpoint and parsed back
// (a checkpoint that does not parse is rebuilt from events).






const budgetStateSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Closed segments of execution (worker time and backoff), in ms. */
    spentMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative(),
    /** Start of the open segment, or null while frozen (settled pause, before a resumed launch). */
    openSince: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
}));
const runnerFoldSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    eventCount: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    lastEventAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    session: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    budget: budgetStateSchema(),
    launches: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    restartCount: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    worker: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        launchId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        session: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        launch: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        ownerId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        launchedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        pid: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
        identity: (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_2__/* .processIdentitySchema */ .Nx)().nullable(),
        startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
        exitedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    })
        .nullable(),
    backoff: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ restart: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), delayMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), until: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullable(),
    /** The record that settled the latest session (cleared when a new session starts). */
    settled: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), session: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), data: _store_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonValueSchema */ .F7 }).nullable(),
    pauseAnchor: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), data: _store_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonValueSchema */ .F7 }).nullable(),
    restartAnchor: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), data: _store_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonValueSchema */ .F7 }).nullable(),
    resumeRefused: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), head: (0,_records_records_js__WEBPACK_IMPORTED_MODULE_4__/* .headDriftSchema */ .Dz)().optional() })
        .nullable(),
    /** From runner:cancelled: who cancelled the run, why, when it was recorded and when asked. */
    cancelled: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), by: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), requestedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullable(),
    /** Each reopening of a failed run (runner:adopted from failed): who asked, why, what failed. */
    reopened: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), by: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), nodes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) }))
        .optional(),
    /** The lock token the latest session recorded (absent in checkpoints of older versions). */
    sessionLockToken: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
}));
const occurrenceSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    state: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['dispatched', 'running', 'completed', 'skipped', 'failed', 'paused']),
    dispatchedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    retrySafe: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullable(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    reconciled: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ decision: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), decidedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullable(),
    pause: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ eventId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), request: _store_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonValueSchema */ .F7, pauseKind: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable() })
        .nullable(),
    changes: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ files: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), added: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), removed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() }).nullable(),
    /** A gate's (or policy pause's) answer recorded with its resume: who answered, when, the values. */
    answered: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ answeredBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), values: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), _store_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonValueSchema */ .F7) })
        .nullable()
        .optional(),
}));
const nodeUsageFoldSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    closed: (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_5__/* .usageTotalsSchema */ ._S)(),
    open: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional() })),
}));
const capLimitSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(), tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional() }));
const nodeCapFoldSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    nodeId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    declared: capLimitSchema(),
    /** The highest raise of each limit, and who made the latest raise. */
    raised: capLimitSchema().optional(),
    raisedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
}));
/**
 * A running node's latest engine call start, or (with `after`) its wait for its budget turn;
 * `attemptClock`: a data node, whose timeout counts from its attempt whatever its calls.
 */
const engineTurnFoldSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    position: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    attemptId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    after: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    attemptClock: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(true).optional(),
}));
const graphFoldSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    eventCount: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    lastEventAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    lastHeartbeatAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    session: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    dispatches: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    occurrences: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), occurrenceSchema()),
    /** Positions in dispatch order (a checkpoint's canonical JSON sorts object keys). */
    order: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    usage: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), nodeUsageFoldSchema()),
    /** The keys of `usage` in the order of each node's first engine call (object keys keep no such order). */
    usageOrder: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** Open engine calls: callId -> nodeId. */
    calls: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** Budget raises recorded when budget pauses were resumed (the highest of each). */
    budgetRaise: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(), tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional() }).optional(),
    /** Per-node caps: declared (from engine:started), raised by node-cap resumes; an array (node IDs may be "__proto__"). */
    nodeCaps: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(nodeCapFoldSchema()).optional(),
    /** Running engine nodes' call clocks (engine-turns.ts); absent in checkpoints of older versions. */
    engineTurns: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(engineTurnFoldSchema()).optional(),
    workerResult: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), launchId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), result: (0,_records_records_js__WEBPACK_IMPORTED_MODULE_6__/* .workerResultSchema */ .H3)().shape.result })
        .nullable(),
}));
// The fold's maps are keyed by strings a graph or a definition chooses (positions, node IDs):
// "constructor" and "__proto__" are valid, so they are read by own key only and set as own
// properties (assigning "__proto__" would replace the map's prototype).
function ownValue(map, key) {
    return Object.hasOwn(map, key) ? map[key] : undefined;
}
function setOwnValue(map, key, value) {
    Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}
function occurrenceAt(fold, position) {
    return ownValue(fold.occurrences, position);
}
function initialRunnerFold(createdAt) {
    return {
        eventCount: 0,
        lastEventAt: null,
        session: 0,
        budget: { spentMs: 0, openSince: createdAt },
        launches: 0,
        restartCount: 0,
        worker: null,
        backoff: null,
        settled: null,
        pauseAnchor: null,
        restartAnchor: null,
        resumeRefused: null,
        cancelled: null,
        reopened: [],
        sessionLockToken: null,
    };
}
function initialGraphFold() {
    return {
        eventCount: 0,
        lastEventAt: null,
        lastHeartbeatAt: null,
        session: 0,
        dispatches: 0,
        occurrences: {},
        order: [],
        usage: {},
        usageOrder: [],
        calls: {},
        workerResult: null,
    };
}


/***/ })

};

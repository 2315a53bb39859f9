export const id = 863;
export const ids = [863];
export const modules = {

/***/ 20863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OutputFollower: () => (/* reexport */ follow/* OutputFollower */.y5),
  SupervisedRunError: () => (/* reexport */ errors/* SupervisedRunError */.aL),
  accepted: () => (/* reexport */ option_values/* accepted */.qG),
  attemptsEnded: () => (/* reexport */ follow/* attemptsEnded */.lw),
  cancelSupervisedRun: () => (/* reexport */ cancel/* cancelSupervisedRun */.MI),
  cancelledSchema: () => (/* reexport */ settled_records/* cancelledSchema */.HM),
  checkHostModule: () => (/* reexport */ resolve/* checkHostModule */.d0),
  collectKnownSecrets: () => (/* reexport */ option_values/* collectKnownSecrets */.X5),
  cutMarker: () => (/* reexport */ format/* cutMarker */.zp),
  decisionProblemOf: () => (/* reexport */ resume_refusals/* decisionProblemOf */.R9),
  decisionSchema: () => (/* reexport */ option_schemas/* decisionSchema */.Ow),
  defaultAttemptLogBytes: () => (/* reexport */ hooks/* defaultAttemptLogBytes */.Sf),
  defaultHistoryLimit: () => (/* reexport */ status_history/* defaultHistoryLimit */.jr),
  defaultPayloadBytes: () => (/* reexport */ status_history/* defaultPayloadBytes */.t7),
  definitionFileAccepts: () => (/* reexport */ definition_file/* definitionFileAccepts */.D4),
  definitionFileSchema: () => (/* reexport */ definition_file/* definitionFileSchema */.n5),
  describeDecisionProblem: () => (/* reexport */ resume_refusals/* describeDecisionProblem */.R2),
  describeHostModuleProblem: () => (/* reexport */ resolve/* describeHostModuleProblem */.PD),
  describeOptionProblem: () => (/* reexport */ option_names/* describeOptionProblem */.Y),
  describeRaiseProblem: () => (/* reexport */ resume_refusals/* describeRaiseProblem */.xj),
  displayLine: () => (/* reexport */ follow/* displayLine */.pr),
  durationAccepts: () => (/* reexport */ option_values/* durationAccepts */.MQ),
  environmentVariableNamePattern: () => (/* reexport */ option_values/* environmentVariableNamePattern */.ty),
  environmentVariableNameSchema: () => (/* reexport */ option_schemas/* environmentVariableNameSchema */.YS),
  gateAnswerAccepts: () => (/* reexport */ option_values/* gateAnswerAccepts */.xG),
  holdingSecret: () => (/* reexport */ recorded_input/* holdingSecret */.Kq),
  hostModuleProblemOf: () => (/* reexport */ resolve/* hostModuleProblemOf */.Dw),
  hostOptionSchema: () => (/* reexport */ option_schemas/* hostOptionSchema */.pG),
  isCancelRequested: () => (/* reexport */ cancel/* isCancelRequested */.B_),
  isHolderAlive: () => (/* reexport */ observe/* isHolderAlive */.k5),
  isReconcileRequest: () => (/* reexport */ reconcile_request/* isReconcileRequest */.M),
  isRetryableFailure: () => (/* reexport */ reopen/* isRetryableFailure */.hy),
  isSupervisedRunError: () => (/* reexport */ errors/* isSupervisedRunError */.G9),
  isUnstoredStart: () => (/* reexport */ unstart/* isUnstoredStart */.FX),
  listAttemptOutputs: () => (/* reexport */ output_read/* listAttemptOutputs */.mk),
  logLimitAccepts: () => (/* reexport */ option_values/* logLimitAccepts */.BS),
  maxDurationMs: () => (/* reexport */ option_values/* maxDurationMs */.pS),
  maxHistoryLimit: () => (/* reexport */ status_history/* maxHistoryLimit */.ow),
  maxPayloadBytes: () => (/* reexport */ status_history/* maxPayloadBytes */.gF),
  minStoredSecretLength: () => (/* reexport */ option_values/* minStoredSecretLength */.K),
  missingVariables: () => (/* reexport */ option_values/* missingVariables */.uM),
  nodeChangesSchema: () => (/* reexport */ worker_records/* nodeChangesSchema */.J2),
  nodeOutputSchema: () => (/* reexport */ record/* nodeOutputSchema */.Jt),
  nodeOutputType: () => (/* reexport */ record/* nodeOutputType */.SG),
  nonEmptyLines: () => (/* reexport */ option_values/* nonEmptyLines */.yw),
  optionNames: () => (/* reexport */ option_names/* optionNames */.W),
  optionProblemOf: () => (/* reexport */ errors/* optionProblemOf */._n),
  optionValueSchema: () => (/* reexport */ option_values/* optionValueSchema */.o6),
  outputRecordsFrom: () => (/* reexport */ output_read/* outputRecordsFrom */.OL),
  parseAttemptLog: () => (/* reexport */ format/* parseAttemptLog */.Bm),
  parseResumeSupervisedRunOptions: () => (/* reexport */ options/* parseResumeSupervisedRunOptions */.Yh),
  parseSupervisedRunOptions: () => (/* reexport */ options/* parseSupervisedRunOptions */.$g),
  pausedRunWorkspace: () => (/* reexport */ restore_workspace/* pausedRunWorkspace */.r),
  prelaunchSupervisedWorker: () => (/* reexport */ prelaunch/* prelaunchSupervisedWorker */.h),
  raiseProblemAt: () => (/* reexport */ resume_refusals/* raiseProblemAt */.ZR),
  raiseProblemOf: () => (/* reexport */ resume_refusals/* raiseProblemOf */.jG),
  readAttemptOutput: () => (/* reexport */ output_read/* readAttemptOutput */.dR),
  readCancelIntent: () => (/* reexport */ cancel_intent/* readCancelIntent */.PJ),
  readChoice: () => (/* reexport */ option_values/* readChoice */.Kf),
  readDefinitionFile: () => (/* reexport */ definition_file/* readDefinitionFile */.Qm),
  readDollars: () => (/* reexport */ option_values/* readDollars */.sF),
  readDuration: () => (/* reexport */ option_values/* readDuration */.$7),
  readGateAnswer: () => (/* reexport */ option_values/* readGateAnswer */.Oo),
  readJson: () => (/* reexport */ option_values/* readJson */.Vh),
  readJsonObject: () => (/* reexport */ option_values/* readJsonObject */.op),
  readLogLimit: () => (/* reexport */ option_values/* readLogLimit */.UB),
  readNamespace: () => (/* reexport */ option_values/* readNamespace */.oZ),
  readPath: () => (/* reexport */ option_values/* readPath */.G7),
  readPosition: () => (/* reexport */ option_values/* readPosition */.ux),
  readRecordedRunHeads: () => (/* reexport */ recorded_heads/* readRecordedRunHeads */.x),
  readStoreId: () => (/* reexport */ option_values/* readStoreId */.zW),
  readStoredRunLogs: () => (/* reexport */ verified_read/* readStoredRunLogs */.CK),
  readSupervisedRunHistory: () => (/* reexport */ status_history/* readSupervisedRunHistory */.uG),
  readSupervisedRunStatus: () => (/* reexport */ read/* readSupervisedRunStatus */.Sb),
  readVariableName: () => (/* reexport */ option_values/* readVariableName */.kK),
  readVariableNames: () => (/* reexport */ option_values/* readVariableNames */.hj),
  readWholeNumber: () => (/* reexport */ option_values/* readWholeNumber */.bf),
  reconcileRequestSchema: () => (/* reexport */ reconcile_request/* reconcileRequestSchema */.l),
  refused: () => (/* reexport */ option_values/* refused */.J5),
  renderAttemptLog: () => (/* reexport */ format/* renderAttemptLog */.IZ),
  reopenableCodes: () => (/* reexport */ reopen/* reopenableCodes */.mV),
  requestNow: () => (/* reexport */ resume_refusals/* requestNow */.Of),
  requireWorkerEntry: () => (/* reexport */ worker_path/* requireWorkerEntry */.O1),
  restartPolicySchema: () => (/* reexport */ option_schemas/* restartPolicySchema */.hA),
  restorePausedWorkspace: () => (/* reexport */ restore_workspace/* restorePausedWorkspace */.k),
  resumeRefusedSchema: () => (/* reexport */ records/* resumeRefusedSchema */.VK),
  resumeSupervisedRun: () => (/* reexport */ resume/* resumeSupervisedRun */.z),
  resumeSupervisedRunOptionsSchema: () => (/* reexport */ options/* resumeSupervisedRunOptionsSchema */.Sl),
  retryFailedSchema: () => (/* reexport */ options/* retryFailedSchema */.hl),
  runLimitsSchema: () => (/* reexport */ option_schemas/* runLimitsSchema */.$X),
  runSupervisedWorker: () => (/* reexport */ worker/* runSupervisedWorker */.S),
  runnerEventTypes: () => (/* reexport */ records/* runnerEventTypes */.AK),
  shownValue: () => (/* reexport */ option_values/* shownValue */.JJ),
  snapshotEnvironment: () => (/* reexport */ environment/* snapshotEnvironment */.k6),
  startSupervisedRun: () => (/* reexport */ start/* startSupervisedRun */.s),
  storageOptionsSchema: () => (/* reexport */ option_schemas/* storageOptionsSchema */.tH),
  storeIdAccepts: () => (/* reexport */ option_values/* storeIdAccepts */.Uj),
  storedHostSchema: () => (/* reexport */ definition/* storedHostSchema */.Jz),
  supervisedRunDefinitionSchema: () => (/* reexport */ definition/* supervisedRunDefinitionSchema */.y3),
  supervisedRunErrorCodes: () => (/* reexport */ errors/* supervisedRunErrorCodes */.wv),
  supervisedRunOptionsSchema: () => (/* reexport */ options/* supervisedRunOptionsSchema */.rH),
  takeoverSchema: () => (/* reexport */ options/* takeoverSchema */.RV),
  unrecordableInput: () => (/* reexport */ recorded_input/* unrecordableInput */.hE),
  withResumeNames: () => (/* reexport */ resume_refusals/* withResumeNames */.uV),
  withRootName: () => (/* reexport */ resolve/* withRootName */.oq),
  workerEventTypes: () => (/* reexport */ worker_records/* workerEventTypes */.M8)
});

// EXTERNAL MODULE: ./src/runner/lifecycle/start.ts
var start = __webpack_require__(58294);
// EXTERNAL MODULE: ./src/runner/lifecycle/resume.ts + 3 modules
var resume = __webpack_require__(21622);
// EXTERNAL MODULE: ./src/runner/lifecycle/prelaunch.ts + 1 modules
var prelaunch = __webpack_require__(93317);
// EXTERNAL MODULE: ./src/runner/watchdog/environment.ts
var environment = __webpack_require__(76653);
// EXTERNAL MODULE: ./src/runner/status/read.ts + 2 modules
var read = __webpack_require__(63696);
// EXTERNAL MODULE: ./src/runner/status/observe.ts
var observe = __webpack_require__(24961);
// EXTERNAL MODULE: ./src/runner/errors.ts
var errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/runner/options/options.ts + 1 modules
var options = __webpack_require__(28425);
// EXTERNAL MODULE: ./src/runner/options/option-schemas.ts
var option_schemas = __webpack_require__(4799);
// EXTERNAL MODULE: ./src/runner/records/definition.ts + 1 modules
var definition = __webpack_require__(30181);
// EXTERNAL MODULE: ./src/runner/lifecycle/cancel.ts + 1 modules
var cancel = __webpack_require__(41467);
// EXTERNAL MODULE: ./src/runner/lifecycle/cancel-intent.ts
var cancel_intent = __webpack_require__(1478);
// EXTERNAL MODULE: ./src/runner/status/history.ts
var status_history = __webpack_require__(71869);
// EXTERNAL MODULE: ./src/runner/lifecycle/restore-workspace.ts
var restore_workspace = __webpack_require__(53331);
// EXTERNAL MODULE: ./src/runner/status/verified-read.ts
var verified_read = __webpack_require__(86554);
// EXTERNAL MODULE: ./src/runner/status/recorded-heads.ts
var recorded_heads = __webpack_require__(7395);
// EXTERNAL MODULE: ./src/runner/options/option-values.ts
var option_values = __webpack_require__(23261);
// EXTERNAL MODULE: ./src/runner/options/definition-file.ts
var definition_file = __webpack_require__(96005);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
// EXTERNAL MODULE: ./src/runner/records/worker-records.ts
var worker_records = __webpack_require__(45010);
// EXTERNAL MODULE: ./src/runner/records/settled-records.ts
var settled_records = __webpack_require__(79701);
// EXTERNAL MODULE: ./src/runner/worker/worker.ts + 58 modules
var worker = __webpack_require__(68504);
// EXTERNAL MODULE: ./src/runner/worker/worker-path.ts
var worker_path = __webpack_require__(80911);
// EXTERNAL MODULE: ./src/runner/output/format.ts
var format = __webpack_require__(48371);
// EXTERNAL MODULE: ./src/runner/output/follow.ts
var follow = __webpack_require__(47305);
// EXTERNAL MODULE: ./src/runner/output/hooks.ts + 3 modules
var hooks = __webpack_require__(70375);
// EXTERNAL MODULE: ./src/runner/output/read.ts
var output_read = __webpack_require__(37492);
// EXTERNAL MODULE: ./src/runner/output/record.ts
var record = __webpack_require__(85189);
;// CONCATENATED MODULE: ./src/runner/output/index.ts
// What a node attempt printed: kept (writer, hooks), followed live, read back.






// EXTERNAL MODULE: ./src/runner/records/reconcile-request.ts
var reconcile_request = __webpack_require__(65679);
// EXTERNAL MODULE: ./src/runner/lifecycle/reopen.ts + 1 modules
var reopen = __webpack_require__(33215);
// EXTERNAL MODULE: ./src/runner/watchdog/unstart.ts
var unstart = __webpack_require__(93721);
// EXTERNAL MODULE: ./src/runner/lifecycle/recorded-input.ts
var recorded_input = __webpack_require__(26020);
// EXTERNAL MODULE: ./src/runner/host/resolve.ts
var resolve = __webpack_require__(42689);
// EXTERNAL MODULE: ./src/runner/lifecycle/resume-refusals.ts
var resume_refusals = __webpack_require__(86050);
// EXTERNAL MODULE: ./src/runner/options/option-names.ts
var option_names = __webpack_require__(14331);
;// CONCATENATED MODULE: ./src/runner/index.ts
// The runner layer's public surface (the lead re-exports it from src/index.ts).














// The option values both adapters read their inputs and flags with (one reading, one message).


// Record types and schemas the adapters and the report read from the runner log.

// For worker entries of other layers (the declarative worker registers its built-in host).


// What node attempts print: kept, followed live, read back.











/***/ }),

/***/ 53331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ restorePausedWorkspace),
/* harmony export */   r: () => (/* binding */ pausedRunWorkspace)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35203);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(56399);
/* harmony import */ var _workspace_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40796);
/* harmony import */ var _workspace_index_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(75546);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(85507);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(97018);
/* harmony import */ var _host_resolve_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42689);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(24077);
/* harmony import */ var _status_fold_runner_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(59725);
/* harmony import */ var _status_verified_read_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(86554);
/* harmony import */ var _watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15737);
// Rebuilding a paused run's workspace on a fresh checkout (a CI resume on a new machine): find the
// anchor the settled pause (or interruption) saved, and restore its commit and file content
// before resumeSupervisedRun verifies the workspace against that same anchor. Both adapters need
// it (the Action before every resume, the CLI on request).











const storedCaptureSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ anchor: (0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceAnchorSchema */ .O4)(), content: (0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceContentSchema */ .ms)() }));
/**
 * The provider the runner would use for a run rooted at `runRoot` with this store: git at the
 * real runRoot, leaving out the store and scratch directories when they lie inside it.
 */
async function pausedRunWorkspace(storage, runId, runRoot, scratchDirectory) {
    const realRoot = await (0,_host_resolve_js__WEBPACK_IMPORTED_MODULE_4__/* .realRunRoot */ .og)(runRoot);
    const scratch = scratchDirectory === undefined ? (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultScratch */ .WA)(storage, runId) : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(scratchDirectory);
    return (0,_watchdog_workspace_js__WEBPACK_IMPORTED_MODULE_6__/* .defaultWorkspace */ .Dy)(realRoot, await (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .ownPaths */ .Vw)(realRoot, storage, scratch));
}
async function loadCapture(storage, runId, reference) {
    const ref = (0,_store_contract_js__WEBPACK_IMPORTED_MODULE_7__/* .artifactRefSchema */ .TK)().safeParse(reference);
    if (!ref.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .SupervisedRunError */ .aL('WORKSPACE_ANCHOR_INVALID', 'the settled record names a malformed workspace snapshot reference');
    let value;
    try {
        value = JSON.parse((await storage.artifacts(runId).get(ref.data)).toString('utf8'));
    }
    catch (error) {
        const missing = typeof error === 'object' && error !== null && error.code === 'ARTIFACT_NOT_FOUND';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .SupervisedRunError */ .aL(missing ? 'WORKSPACE_ANCHOR_MISSING' : 'WORKSPACE_ANCHOR_INVALID', `the saved workspace snapshot ${ref.data.digest} cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeError */ .Uc)(error)}`, {
            cause: error,
        });
    }
    const parsed = storedCaptureSchema().safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .SupervisedRunError */ .aL('WORKSPACE_ANCHOR_INVALID', `the saved workspace snapshot is invalid: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    return parsed.data;
}
/**
 * An earlier verified read of this process, continued (it stays the read to hand on: a later
 * continuation reads from its cursors again), else both logs folded from the start.
 */
async function continuedOrWhole(storage, runId, earlier) {
    const folded = await earlier?.continueIn(storage, runId);
    return earlier !== undefined && folded !== undefined
        ? { folded, verified: earlier }
        : _status_verified_read_js__WEBPACK_IMPORTED_MODULE_10__/* .VerifiedStoredRun */ .hT.read(storage, runId);
}
/**
 * Restores the workspace from the anchor of the run's settled pause or interruption.
 * `options.verified`: an earlier verified read of this run made in this process (the Action's check
 * of the restored store), continued instead of reading both logs whole again.
 * WORKSPACE_DRIFT (details.needsCommit when a commit is missing) when it cannot be done:
 * the checkout has its own changes, lacks the anchor's commit, or still differs afterwards.
 */
async function restorePausedWorkspace(storage, runId, provider, options = {}) {
    const { folded, verified } = await continuedOrWhole(storage, runId, (0,_status_verified_read_js__WEBPACK_IMPORTED_MODULE_10__/* .verifiedReadOption */ .aI)(options.verified, 'options.verified'));
    const reference = (0,_status_fold_runner_js__WEBPACK_IMPORTED_MODULE_11__/* .settledField */ .C9)(folded.runner.settled, 'anchor');
    if (reference === undefined || reference === null) {
        await options.beforeRestore?.(undefined);
        return { outcome: 'no-anchor', head: null, files: 0, verified };
    }
    const { anchor, content } = await loadCapture(storage, runId, reference);
    await options.beforeRestore?.(anchor.head);
    const summary = { head: anchor.head, files: anchor.files.length, verified };
    try {
        if ((await provider.verify(anchor)).equal)
            return { outcome: 'unchanged', ...summary };
        await provider.restore(anchor, content);
    }
    catch (error) {
        if ((0,_workspace_index_js__WEBPACK_IMPORTED_MODULE_12__/* .isWorkspaceError */ .kX)(error)) {
            const needsCommit = error.needsCommit;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .SupervisedRunError */ .aL(error.code === 'WORKSPACE_ANCHOR_INVALID' ? 'WORKSPACE_ANCHOR_INVALID' : 'WORKSPACE_DRIFT', `the workspace cannot be rebuilt from the pause snapshot: ${error.message}`, {
                cause: error,
                details: { ...(needsCommit === undefined ? {} : { needsCommit }), head: anchor.head },
            });
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .SupervisedRunError */ .aL('WORKSPACE_CAPTURE', `the workspace cannot be rebuilt from the pause snapshot: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeError */ .Uc)(error)}`, { cause: error, details: { head: anchor.head } });
    }
    return { outcome: 'restored', ...summary };
}


/***/ }),

/***/ 7395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readRecordedRunHeads)
/* harmony export */ });
/* unused harmony export maxRecordedHeads */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _records_records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74949);
// The commits a stored run recorded it ran at: the start's HEAD (runner:session-started), and the
// HEAD of each restart or pause snapshot (runner:restart-anchor, runner:pause-anchor). The Action
// checks a takeover's or reopen's stored definition against the graph file at these commits (a run
// with no pause snapshot has no other), so a genuine run whose file changed later still resumes.


/** At most this many commits are returned: each costs the caller git reads, and a store may be planted. */
const maxRecordedHeads = 8;
const headOf = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional() });
/**
 * The distinct commits the run's runner log records, newest first (unborn HEADs left out); the
 * start's commit is always kept, since the definition was compiled there. Reads (and so verifies)
 * the runner log from the start.
 */
async function readRecordedRunHeads(storage, runId) {
    const { events } = await storage.readEvents(runId, 'runner');
    const heads = [];
    let startHead;
    for (const event of events) {
        if (event.type !== _records_records_js__WEBPACK_IMPORTED_MODULE_1__/* .runnerEventTypes */ .AK.sessionStarted && event.type !== _records_records_js__WEBPACK_IMPORTED_MODULE_1__/* .runnerEventTypes */ .AK.restartAnchor && event.type !== _records_records_js__WEBPACK_IMPORTED_MODULE_1__/* .runnerEventTypes */ .AK.pauseAnchor)
            continue;
        const parsed = headOf.safeParse(event.data);
        const head = parsed.success ? parsed.data.head : undefined;
        if (typeof head !== 'string')
            continue;
        if (event.type === _records_records_js__WEBPACK_IMPORTED_MODULE_1__/* .runnerEventTypes */ .AK.sessionStarted)
            startHead ??= head;
        heads.push(head);
    }
    const newestFirst = [...new Set(heads.reverse())];
    const kept = newestFirst.slice(0, maxRecordedHeads);
    if (startHead !== undefined && !kept.includes(startHead))
        kept[kept.length - 1] = startHead;
    return kept;
}


/***/ })

};

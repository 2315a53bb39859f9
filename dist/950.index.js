export const id = 950;
export const ids = [950];
export const modules = {

/***/ 7459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ BeforeRunRecord),
/* harmony export */   l: () => (/* binding */ readBeforeRun)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _state_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32030);
// How far main got between its restore and the run's start, for the post step (state `before-run`):
// a job cancelled there and then killed (its claim or a slow step before the start outlasting the
// runner's 10 s) wrote no summary, and may hold a session claim it never used. Set before the claim,
// updated as the claim goes, and emptied just before the runner is called: from then on the worker
// may start, the store may change, and the existing rules (pending, saved) decide what post does.



const beforeRunSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** What the job was about to do with the run. */
    action: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['start', 'resume']),
    /** The session it was to drive. */
    session: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    /** How far its claim of that session got. */
    claim: zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('state', [
        // None asked (persist without the cache, a cancel first), none held (the cache could not hold
        // one), or another job's claim overridden (an earlier attempt's, takeover).
        zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ state: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('none') }),
        // Asked, no answer yet: the entry, if made, names claimId (another job's of the same key does not).
        zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ state: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('claiming'), key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), claimId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
        // claimId: optional, as records of older versions lack it (post then records no give-up).
        zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ state: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('claimed'), key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), claimId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional() }),
        // Main ran nothing and gave the claim back, or could not (why; and the entry that says it gave
        // the claim up, when it recorded one: claim-given-up.ts).
        zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ state: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('given-back'), key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
        zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
            state: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('kept'),
            key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            claimId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
            givenUpKey: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        }),
    ]),
}));
/** What main recorded; undefined when nothing or something unreadable was. */
function readBeforeRun(io) {
    const text = io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_2__/* .stateNames */ .U.beforeRun);
    if (text === '')
        return undefined;
    try {
        const parsed = beforeRunSchema().safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** Main's side: each step overwrites the state, so post reads only the last one reached. */
class BeforeRunRecord {
    #io;
    #base;
    #runnerCalled = false;
    constructor(io, action, session) {
        this.#io = io;
        this.#base = { action, session };
        this.#write({ state: 'none' });
    }
    claiming(key, claimId) {
        this.#write({ state: 'claiming', key, claimId });
    }
    claimed(key, claimId) {
        this.#write({ state: 'claimed', key, claimId });
    }
    noClaim() {
        this.#write({ state: 'none' });
    }
    gaveBack(key) {
        this.#write({ state: 'given-back', key });
    }
    kept(key, message, claimId, givenUpKey) {
        this.#write({ state: 'kept', key, message, claimId, ...(givenUpKey === undefined ? {} : { givenUpKey }) });
    }
    /**
     * The runner is about to be called: the worker may start, so post must never give the claim back.
     * Final: nothing written after it brings the record back.
     */
    runnerCalled() {
        this.#runnerCalled = true;
        this.#io.saveState(_state_names_js__WEBPACK_IMPORTED_MODULE_2__/* .stateNames */ .U.beforeRun, '');
    }
    #write(claim) {
        if (this.#runnerCalled)
            return;
        const record = { ...this.#base, claim };
        this.#io.saveState(_state_names_js__WEBPACK_IMPORTED_MODULE_2__/* .stateNames */ .U.beforeRun, JSON.stringify(record));
    }
}


/***/ }),

/***/ 7076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yv: () => (/* binding */ claimHolderText),
  Y2: () => (/* binding */ claimNextSession),
  $Q: () => (/* binding */ giveClaimBack),
  wL: () => (/* binding */ recordGivenUp),
  uK: () => (/* binding */ releaseUnusedClaim)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/action/io.ts
var action_io = __webpack_require__(23152);
// EXTERNAL MODULE: ./src/action/persistence/claim.ts
var claim = __webpack_require__(54518);
;// CONCATENATED MODULE: ./src/action/persistence/release-claim.ts
async function releaseClaim(target, key) {
    const query = new URLSearchParams({ key });
    if (target.ref !== undefined && target.ref !== '')
        query.set('ref', target.ref);
    const url = `${target.apiUrl.replace(/\/$/, '')}/repos/${target.repository}/actions/caches?${query.toString()}`;
    let response;
    try {
        response = await fetch(url, {
            method: 'DELETE',
            headers: {
                accept: 'application/vnd.github+json',
                authorization: `Bearer ${target.token}`,
                'x-github-api-version': '2022-11-28',
            },
        });
    }
    catch (error) {
        return { kind: 'kept', message: `the cache API could not be reached (${error.message})` };
    }
    // 404: nothing under that key (already gone), which is what was wanted.
    if (response.ok || response.status === 404)
        return { kind: 'released' };
    return {
        kind: 'kept',
        message: response.status === 403 || response.status === 401
            ? `the token may not delete caches (${response.status}; give the job actions: write)`
            : `deleting it answered ${response.status}`,
    };
}

// EXTERNAL MODULE: ./src/action/persistence/claim-given-up.ts
var claim_given_up = __webpack_require__(95462);
// EXTERNAL MODULE: ./src/action/job/state-names.ts
var state_names = __webpack_require__(32030);
// EXTERNAL MODULE: ./src/action/job/write-ahead.ts + 2 modules
var write_ahead = __webpack_require__(77962);
;// CONCATENATED MODULE: ./src/action/job/claim.ts
// Claiming the session this job is about to drive (DESIGN.md section 3, item 10), before it runs
// anything. Held by another workflow run: the job runs nothing and fails RUN_CLAIMED naming it \u2014
// unless it is an earlier attempt of this same workflow run (re-runs never overlap their earlier
// attempt) or the job was told to take over. A cache that cannot hold a claim is a warning: the
// fork check at save time still reports two jobs that drove the run.






/**
 * Claims the session (or goes on without a claim, or throws RUN_CLAIMED). What the claim reached is
 * recorded before it is said, so a post step after a kill knows whether a claim is this job's.
 */
async function claimNextSession(job, session, io, warnings, record) {
    if (!job.config.persist.cache)
        return {};
    // The entry names this id: after a kill mid-claim, post gives back only an entry that names it.
    const claimId = (0,external_node_crypto_.randomUUID)();
    const claim = await askForClaim(job, session, io, record, claimId);
    if (claim.kind === 'claimed')
        return { held: holdClaim(job, session, io, record, claim, claimId) };
    record.noClaim();
    if (claim.kind === 'unavailable')
        return goOnUnclaimed(job, session, io, warnings, claim);
    goOnPastHolder(job, session, io, warnings, claim);
    return {};
}
/** Asks the cache for the session's claim; each key is recorded before it is asked for. */
function askForClaim(job, session, io, record, claimId) {
    const { config } = job;
    const parts = { ...job.store, prefix: config.cachePrefix };
    record.claiming((0,claim/* claimKeyFor */.R6)(parts, session), claimId);
    return (0,action_io/* inLogGroup */.P)(io, `claiming session ${session} of run ${config.runId}`, () => (0,claim/* claimSession */.TT)({
        ...parts,
        session,
        holder: { githubRunId: job.githubRunId, githubRunAttempt: job.githubRunAttempt, job: job.jobName, claimId },
        onKey: (key) => record.claiming(key, claimId),
    }));
}
/** The claim is this job's: said, with the session's earlier keys that hold nobody. */
function holdClaim(job, session, io, record, claim, claimId) {
    record.claimed(claim.key, claimId);
    for (const passed of claim.passed ?? []) {
        const why = passed.why === 'given-up'
            ? `${claimHolderText(passed.holder)}, which ran nothing and gave the claim up (cache entry ${passed.givenUpKey})`
            : 'nobody: the cache refused it and lists no entry (a save cut short, by a job stopped while it claimed, left the key reserved)';
        io.info(`claim entry ${passed.key} of session ${session} is held by ${why}: this job claims the next key`);
    }
    io.info(`claimed session ${session} of run ${job.config.runId} (cache entry ${claim.key})`);
    return { key: claim.key, claimId, session };
}
/** The cache could not hold a claim: the job goes on, and says that nothing keeps another job off the session. */
function goOnUnclaimed(job, session, io, warnings, claim) {
    const line = `session ${session} of run ${job.config.runId} could not be claimed (${claim.message}): nothing keeps another job from driving it at the same time; the check at save time still reports it`;
    io.warning(line);
    warnings.push(line);
    if (claim.writesRefused !== true)
        return {};
    const refused = "the cache refused this job's session claim under two keys it lists for nobody";
    // The post step saves with what main learned, too.
    io.saveState(state_names/* stateNames */.U.cacheWritesRefused, refused);
    return { cacheWritesRefused: refused };
}
/** Held by another job: an earlier attempt of this workflow run or takeover go on; else RUN_CLAIMED. */
function goOnPastHolder(job, session, io, warnings, claim) {
    const { config } = job;
    const { holder } = claim;
    const who = claimHolderText(holder);
    if (holder !== undefined &&
        holder.githubRunId === job.githubRunId &&
        holder.githubRunAttempt !== job.githubRunAttempt) {
        io.info(`session ${session} was claimed by an earlier attempt of this workflow run (${who}), which has ended: going on`);
        return;
    }
    if (config.takeover) {
        const line = `takeover: session ${session} of run ${config.runId} is claimed by ${who}; going on because takeover is set`;
        io.warning(line);
        warnings.push(line);
        return;
    }
    throw new errors/* ActionError */.lZ('RUN_CLAIMED', `session ${session} of run ${config.runId} is claimed by ${who}: one job drives one session, so this job ran nothing. If that job is gone for good, run again with takeover: true (or delete the cache entry ${claim.key})`, { key: claim.key });
}
/** Who holds a claim, in words. */
function claimHolderText(holder) {
    return holder === undefined
        ? 'another job (its claim entry could not be read)'
        : `workflow run ${holder.githubRunId} attempt ${holder.githubRunAttempt} (${jobOf(holder.job)}, since ${holder.claimedAt})`;
}
/** `job build`, or `an unnamed job` for a claim made without GITHUB_JOB (older versions wrote `unknown job`). */
function jobOf(name) {
    return name === '' || name === 'unknown job' ? 'an unnamed job' : `job ${name}`;
}
/** Deletes the claim entry `key` where the token may delete caches; else says why it stays. */
async function giveClaimBack(job, env, key) {
    const target = (0,write_ahead/* pruneTarget */.aD)(job, env);
    return target === undefined
        ? { kind: 'kept', message: 'no token or API URL to delete it with' }
        : await releaseClaim(target, key);
}
/**
 * Saves the entry that says this job gave its claim up (claim-given-up.ts): for a claim it ran nothing
 * under and could not delete, so a job of another workflow run that finds the claim goes on.
 */
function recordGivenUp(job, session, claimId) {
    return (0,claim_given_up/* recordClaimGivenUp */.kr)({
        ...job.store,
        prefix: job.config.cachePrefix,
        session,
        givenUp: { claimId, githubRunId: job.githubRunId, githubRunAttempt: job.githubRunAttempt, job: job.jobName },
    });
}
/**
 * A claim of a job that then ran nothing is given back (where the token may delete caches); else the
 * job records that it gave the claim up, and says so.
 */
async function releaseUnusedClaim(job, env, io, claim, warnings) {
    const { key } = claim;
    const result = await giveClaimBack(job, env, key);
    if (result.kind === 'released') {
        io.info(`this job ran nothing: gave its session claim back (deleted cache entry ${key})`);
        return result;
    }
    const givenUp = await recordGivenUp(job, claim.session, claim.claimId);
    const cannot = `this job ran nothing, but its session claim (cache entry ${key}) could not be given back: ${result.message}`;
    const line = givenUp.kind === 'recorded'
        ? `${cannot}. This job recorded that it gave the claim up (cache entry ${givenUp.key}): a job of another workflow run that finds the claim goes on without takeover`
        : `${cannot}, and recording that it gave the claim up failed (${givenUp.message}). Until the claim is deleted, a job of another workflow run is refused RUN_CLAIMED; run it with takeover: true, or delete that cache entry`;
    io.warning(line);
    warnings.push(line);
    return givenUp.kind === 'recorded' ? { ...result, givenUpKey: givenUp.key } : result;
}


/***/ }),

/***/ 77962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cY: () => (/* binding */ pruneAfterSave),
  aD: () => (/* binding */ pruneTarget),
  Yb: () => (/* binding */ writeAheadFor)
});

// EXTERNAL MODULE: ./src/action/persistence/cache-client.ts
var cache_client = __webpack_require__(55950);
// EXTERNAL MODULE: ./src/action/persistence/keys.ts
var keys = __webpack_require__(28532);
// EXTERNAL MODULE: ./src/action/persistence/layout.ts
var layout = __webpack_require__(6);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
;// CONCATENATED MODULE: ./src/action/persistence/prune.ts
// Deleting a run's older cache entries through the REST API (needs `actions: write`), so write-ahead
// saves do not fill the repository's 10 GB: every entry of exactly this run created before the one
// just saved goes; the newest never does. A token without the permission (403) or no API at all
// only means the old entries stay until the cache evicts them.
//   GET    {api}/repos/{repo}/actions/caches?key=<prefix>&per_page=100
//   DELETE {api}/repos/{repo}/actions/caches/{cache_id}


const listSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    actions_caches: schemas/* array */.YOg(schemas/* looseObject */._H3({ id: schemas/* number */.aig(), key: schemas/* string */.YjP(), created_at: schemas/* string */.YjP().optional() })),
}));
/** Deletes the run's entries under `restorePrefix` other than `keep` and created no later than it. */
async function pruneOlderEntries(target, restorePrefix, keep) {
    const headers = {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${target.token}`,
        'x-github-api-version': '2022-11-28',
    };
    const base = `${target.apiUrl.replace(/\/$/, '')}/repos/${target.repository}/actions/caches`;
    const query = new URLSearchParams({ key: restorePrefix, per_page: '100' });
    if (target.ref !== undefined && target.ref !== '')
        query.set('ref', target.ref);
    const listed = await fetch(`${base}?${query.toString()}`, { headers });
    if (listed.status === 403 || listed.status === 401)
        return { kind: 'forbidden', message: `listing caches answered ${listed.status}` };
    if (!listed.ok)
        throw new Error(`listing the run's cache entries answered ${listed.status}`);
    const { actions_caches: entries } = listSchema().parse(await listed.json());
    const kept = entries.find((entry) => entry.key === keep);
    // The service matches the prefix without regard to case: only this run's own keys, exactly.
    const older = entries.filter((entry) => entry.key !== keep &&
        entry.key.startsWith(restorePrefix) &&
        (kept?.created_at === undefined || entry.created_at === undefined || entry.created_at <= kept.created_at));
    if (kept === undefined)
        return { kind: 'pruned', deleted: 0 };
    let deleted = 0;
    for (const entry of older) {
        const response = await fetch(`${base}/${entry.id}`, { method: 'DELETE', headers });
        if (response.status === 403 || response.status === 401)
            return { kind: 'forbidden', message: `deleting a cache entry answered ${response.status}` };
        if (response.ok || response.status === 404)
            deleted += 1;
    }
    return { kind: 'pruned', deleted };
}

// EXTERNAL MODULE: ./src/action/persistence/tree.ts
var tree = __webpack_require__(10668);
;// CONCATENATED MODULE: ./src/action/persistence/write-ahead.ts
// Write-ahead saves: the run directory to the cache while the run goes on, under immutable keys
// `<cache key of this job attempt>.w<seq>` (one more per save, so the newest finalized entry is
// what a restore by the run's prefix yields). The client reports a refused or failed save only
// as -1 (a read-only token, a rate limit, a reservation clash all look alike), so a failed save
// is retried with backoff under the next key before it counts as failed.





class WriteAheadSaver {
    #options;
    #location;
    #key;
    #restorePrefix;
    #seq = 0;
    #pruning = Promise.resolve();
    #pruneOff = false;
    constructor(options) {
        this.#options = options;
        this.#location = (0,layout/* locateStore */.kf)(options);
        this.#key = (0,keys/* cacheKeyFor */.x7)(options);
        this.#restorePrefix = (0,keys/* cacheRestorePrefix */.v3)(options);
    }
    /** The newest key this saver saved under (undefined: none yet). */
    lastKey;
    async save(options = {}) {
        const access = await (0,cache_client/* cacheAccess */.nU)();
        if (!access.available)
            return { kind: 'failed', message: 'the Actions cache service is not configured (ACTIONS_RESULTS_URL unset)' };
        if (!access.canWrite)
            return { kind: 'failed', message: `${(0,cache_client/* describeMode */.vQ)(access)} does not permit cache writes` };
        try {
            await (0,tree/* inspectRunTree */.gB)(this.#location.runDirectory);
        }
        catch (error) {
            return { kind: 'failed', message: error instanceof tree/* TreeProblem */.w9 ? error.message : error.message };
        }
        const refused = await this.#options.guard?.();
        if (refused !== undefined)
            return { kind: 'failed', message: `the store was not saved: ${refused}` };
        const tries = options.tries ?? this.#options.tries ?? 3;
        let wait = this.#options.backoffMs ?? 1000;
        let last = '';
        for (let attempt = 1; attempt <= tries; attempt += 1) {
            this.#seq += 1;
            const key = `${this.#key}.w${this.#seq}`;
            let id;
            try {
                id = await (0,cache_client/* saveCacheEntry */.gm)(this.#location.cachePath, key);
            }
            catch (error) {
                id = -1;
                last = error.message;
            }
            if (id !== -1) {
                this.lastKey = key;
                this.#prune(key);
                return { kind: 'saved', key };
            }
            last = `the cache did not take ${key} (denied, rate-limited or reserved elsewhere; see the cache client's message above)`;
            if (attempt < tries) {
                this.#options.log?.(`write-ahead: ${last}; trying again in ${wait} ms`);
                await new Promise((resolve) => setTimeout(resolve, wait));
                wait *= 2;
            }
        }
        return { kind: 'failed', message: `${last} after ${tries} tries` };
    }
    /** Older entries of the run go once a newer one is finalized; in the background, never blocking a node. */
    #prune(keep) {
        const target = this.#options.prune;
        if (target === undefined || this.#pruneOff)
            return;
        this.#pruning = this.#pruning.then(async () => {
            if (this.#pruneOff || this.lastKey !== keep)
                return; // a newer save prunes instead
            try {
                const result = await pruneOlderEntries(target, this.#restorePrefix, keep);
                if (result.kind === 'forbidden') {
                    this.#pruneOff = true;
                    this.#options.log?.(`older cache entries of the run are kept (the token may not delete caches: ${result.message}; give the job actions: write to prune them)`);
                }
            }
            catch (error) {
                this.#options.log?.(`pruning older cache entries failed: ${error.message}`);
            }
        });
    }
    /** Waits for background pruning (before the job's own final save). */
    settled() {
        return this.#pruning;
    }
}

// EXTERNAL MODULE: ./src/action/persistence/chains.ts
var chains = __webpack_require__(93638);
;// CONCATENATED MODULE: ./src/action/job/write-ahead.ts

function pruneTarget(job, env) {
    const apiUrl = env.GITHUB_API_URL ?? '';
    const repository = env.GITHUB_REPOSITORY ?? '';
    if (apiUrl === '' || repository === '' || job.config.githubToken === '')
        return undefined;
    return { apiUrl, repository, token: job.config.githubToken, ref: env.GITHUB_REF };
}
/** With persist artifact the store leaves the machine only at the job's end: said once, as a refused save is. */
function warnArtifactOnly(io, warnings) {
    const line = 'write-ahead: persist is artifact, so nothing is saved to the cache before non-retry-safe nodes run: a lost runner may repeat them (persist cache or both writes ahead)';
    io.warning(line);
    warnings.push(line);
}
/** Undefined when nothing is written ahead: write-ahead off, or the store is not kept in the cache. */
async function writeAheadFor(job, env, io, warnings, restoredChains) {
    const { config } = job;
    if (config.writeAhead === 'auto' && !config.persist.cache && config.persist.artifact)
        warnArtifactOnly(io, warnings);
    if (config.writeAhead === 'off' || !config.persist.cache)
        return undefined;
    const access = await (0,cache_client/* cacheAccess */.nU)();
    const saver = writeAheadSaver(job, env, io, restoredChains);
    const warning = onceWarning(io, warnings);
    if (config.writeAhead === 'auto' && (!access.available || !access.canWrite)) {
        warning.warn(!access.available
            ? 'the Actions cache service is not configured'
            : `${(0,cache_client/* describeMode */.vQ)(access)} does not permit cache writes`);
        return undefined;
    }
    return { persistence: offMachinePersistence(job, io, saver, warning), saver };
}
/** Saves under the next immutable key of this job attempt, pruning older entries where the token allows. */
function writeAheadSaver(job, env, io, restoredChains) {
    const prune = pruneTarget(job, env);
    return new WriteAheadSaver({
        ...job.store,
        prefix: job.config.cachePrefix,
        githubRunId: job.githubRunId,
        githubRunAttempt: job.githubRunAttempt,
        ...(prune === undefined ? {} : { prune }),
        log: (line) => io.info(line),
        // A store that lost records it was restored with must not become the newest entry mid-run either.
        ...(restoredChains === undefined ? {} : { guard: () => (0,chains/* chainsShortened */.pY)(job.store, restoredChains) }),
    });
}
function onceWarning(io, warnings) {
    let warned = false;
    return {
        get warned() {
            return warned;
        },
        warn(message) {
            if (warned)
                return;
            warned = true;
            const line = `write-ahead: ${message}; non-retry-safe nodes run without a save off this machine first, so a lost runner may repeat them (write-ahead auto; use required to pause them instead)`;
            io.warning(line);
            warnings.push(line);
        },
    };
}
/** The runner's seam: each request saves the store now, and says where (or why not). */
function offMachinePersistence(job, io, saver, warning) {
    const { config } = job;
    return {
        checkpointIntervalMs: config.checkpointIntervalMs,
        async persist(request) {
            // After one failure in auto mode, later saves get one try each: no backoff in front of every node.
            const saved = await saver.save(warning.warned ? { tries: 1 } : {});
            if (saved.kind === 'saved') {
                const positions = request.attempts.map((a) => a.position).join(', ');
                const what = request.reason === 'checkpoint'
                    ? 'checkpoint'
                    : request.abandoned?.aborted === true
                        ? `for ${positions}, which did not start: the run was being interrupted meanwhile`
                        : `before ${positions}`;
                io.info(`write-ahead: saved the store to the cache under ${saved.key} (${what})`);
                return { kind: 'saved', where: saved.key };
            }
            if (config.writeAhead === 'required' && request.reason === 'unsafe-attempt')
                return { kind: 'refused', message: saved.message };
            if (request.reason === 'checkpoint')
                io.info(`write-ahead: a checkpoint save failed: ${saved.message}`);
            else
                warning.warn(`the store could not be saved to the cache (${saved.message})`);
            return { kind: 'skipped', message: saved.message };
        },
    };
}
/** After the job's own save: the older entries of the run it superseded go (where the token allows). */
async function pruneAfterSave(job, env, io, keep) {
    const target = pruneTarget(job, env);
    if (target === undefined)
        return;
    const prefix = (0,keys/* cacheRestorePrefix */.v3)({
        prefix: job.config.cachePrefix,
        namespace: job.config.namespace,
        runId: job.config.runId,
    });
    try {
        const result = await pruneOlderEntries(target, prefix, keep);
        if (result.kind === 'pruned' && result.deleted > 0)
            io.info(`deleted ${result.deleted} older cache ${result.deleted === 1 ? 'entry' : 'entries'} of the run`);
        if (result.kind === 'forbidden')
            io.info(`older cache entries of the run are kept (the token may not delete caches: ${result.message}; give the job actions: write to prune them)`);
    }
    catch (error) {
        io.info(`pruning older cache entries failed: ${error.message}`);
    }
}


/***/ }),

/***/ 93638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pY: () => (/* binding */ chainsShortened),
/* harmony export */   po: () => (/* binding */ chainMarksState),
/* harmony export */   t0: () => (/* binding */ parseChainMarks)
/* harmony export */ });
/* unused harmony export chainMarksSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35203);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99992);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18635);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97018);
// The length and head of both event logs of a stored run, taken when the job restored it, and
// the check before a save that the store still extends them. Logs only grow: a store whose runner
// or graph log holds fewer records than it was restored with (truncated or deleted during the
// job), or other records at the restored length, lost acknowledged records. Saved, it would be the
// newest entry and hide the good one, so the save is skipped and the entry restored stays newest.
//
// Sealed marks make the check cheap. The job's own verified read of the restored logs also hashed
// the bytes it verified (offset, digest): when the log's first `offset` bytes still hash to that,
// they are the verified records byte for byte, and only the records after them are read and
// verified (from the mark, continuing its chain). Anything else, or marks without a seal (the
// post step's, from the state main hands it), reads and verifies the whole log, as a restore does.


const chainMarkSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Records in the log (the next seq). */
    records: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    /** Hash of its last record (64 zeros when empty). */
    head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
}));
const chainMarksSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ runner: chainMarkSchema(), graph: chainMarkSchema() }));
/** The state value main hands to post: lengths and heads only (a seal is only as good as the process that read it). */
function chainMarksState(chains) {
    const { runner, graph } = chains;
    return JSON.stringify({
        runner: { records: runner.records, head: runner.head },
        graph: { records: graph.records, head: graph.head },
    });
}
/** The state value main hands to post; undefined for a missing or malformed value. */
function parseChainMarks(text) {
    if (text === '')
        return undefined;
    try {
        const parsed = chainMarksSchema().safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** Why the store no longer extends the chains it was restored with, or undefined when it does. */
async function chainsShortened(ref, restored) {
    const restoredAny = _store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .eventLogNames */ .F8.some((log) => restored[log].records > 0);
    if (!restoredAny)
        return undefined; // nothing restored that a save could hide
    const storage = await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .createLocalRunStorage */ .W)({ directory: ref.storeDirectory, namespace: ref.namespace });
    for (const log of _store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .eventLogNames */ .F8) {
        const before = restored[log];
        const shortened = (await sealedLogExtended(storage, ref.runId, log, before))
            ? undefined
            : await logShortened(storage, ref.runId, log, before);
        if (shortened !== undefined)
            return shortened;
    }
    return undefined;
}
/** True when the log still holds the sealed bytes and verifies after them; false: unsealed, or look closer. */
async function sealedLogExtended(storage, runId, log, before) {
    const { offset, digest } = before;
    if (offset === undefined || digest === undefined)
        return false;
    try {
        const [now] = await (0,_store_index_js__WEBPACK_IMPORTED_MODULE_4__/* .digestEventLogPrefixes */ .fY)(storage, runId, log, [offset]);
        if (now !== digest)
            return false;
        await storage.readEvents(runId, log, { offset, nextSeq: before.records, head: before.head });
        return true;
    }
    catch {
        return false; // the whole read says what is wrong
    }
}
async function logShortened(storage, runId, log, before) {
    let events;
    try {
        ({ events } = await storage.readEvents(runId, log));
    }
    catch (error) {
        return `its ${log} log cannot be read (${(0,_store_index_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .Uc)(error)}); it was restored with ${before.records} verified records`;
    }
    if (events.length < before.records)
        return `its ${log} log holds ${events.length} records, fewer than the ${before.records} it was restored with (truncated or deleted during the job)`;
    const at = before.records === 0 ? undefined : events[before.records - 1];
    if (at !== undefined && at.hash !== before.head)
        return `its ${log} log no longer holds the records it was restored with (record ${before.records} differs)`;
    return undefined;
}


/***/ }),

/***/ 28660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cj: () => (/* binding */ removeClaimDirectories),
/* harmony export */   Kg: () => (/* binding */ claimPath),
/* harmony export */   QN: () => (/* binding */ freshClaimDirectory)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6);
// Where a claim (and the record that one was given up) is packed and unpacked for the cache client.



const claimRoot = '.supervised-run-claim';
/**
 * The claim's directory, as the cache client gets it: a constant relative path (below the step's
 * working directory, GITHUB_WORKSPACE), because the client hashes the path string into the entry's
 * version and a claim must clash across jobs whatever their RUNNER_TEMP or storage-path. It exists
 * only while a claim is made or read.
 */
function claimPath(ref) {
    (0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .locateStore */ .kf)(ref); // the same checks of the names as the store's own path
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(claimRoot, ref.namespace, ref.runId);
}
/** An empty claim directory, made afresh. */
async function freshClaimDirectory(directory) {
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(directory, { recursive: true, force: true });
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(directory, { recursive: true, mode: 0o700 });
}
/** Removes every claim directory this step made. */
async function removeClaimDirectories() {
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(claimRoot), { recursive: true, force: true });
}


/***/ }),

/***/ 95462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W8: () => (/* binding */ claimWasGivenUp),
/* harmony export */   kr: () => (/* binding */ recordClaimGivenUp)
/* harmony export */ });
/* unused harmony export claimGivenUpKeyFor */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35203);
/* harmony import */ var _claim_directory_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28660);
/* harmony import */ var _cache_client_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55950);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28532);
// A claim given up: when a job was stopped while it claimed its session, its post step cannot tell
// whether the claim will still land (a finalize the service had not finished) or its key stays
// reserved without an entry (a save cut between reservation and finalize: GitHub's cache keeps
// such a key reserved until it drops it, and no client can delete it). The post step then saves a
// second, small entry that says the job gave that claim up, under a key naming the claim's
// claimId:
//   <prefix>/<namespace>/<run-id>@claim-given-up/<session>/<claimId>
// A job that later finds that claim held looks this key up: found, the holder ran nothing and
// never will, so the job claims the session under its next claim key (claim.ts), where the
// exclusion holds again. Only the job that made the claim knows its claimId before the claim lands.







/** claimIds this code writes are UUIDs; one read from a claim entry is checked before it goes in a key. */
const claimIdSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[A-Za-z0-9-]{1,64}$/));
const givenUpSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    claimId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    githubRunId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    githubRunAttempt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    job: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    givenUpAt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
}));
/** The key that says the claim `claimId` of `session` was given up; undefined for a claimId no key can hold. */
function claimGivenUpKeyFor(parts, session, claimId) {
    (0,_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .assertRunKeyParts */ .z_)(parts);
    if (!claimIdSchema().safeParse(claimId).success)
        return undefined;
    return `${parts.prefix}/${parts.namespace}/${parts.runId}@claim-given-up/${session}/${claimId}`;
}
/** Saves the entry that says this job gave its claim up (a job stopped while it claimed). */
async function recordClaimGivenUp(options) {
    const key = claimGivenUpKeyFor(options, options.session, options.givenUp.claimId);
    if (key === undefined)
        return { kind: 'unrecorded', key: '', message: 'the claim has no usable claimId' };
    const access = await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_5__/* .cacheAccess */ .nU)();
    if (!access.available)
        return { kind: 'unrecorded', key, message: 'the Actions cache service is not configured' };
    if (!access.canWrite)
        return { kind: 'unrecorded', key, message: `${(0,_cache_client_js__WEBPACK_IMPORTED_MODULE_5__/* .describeMode */ .vQ)(access)} does not permit a write` };
    const directory = (0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_6__/* .claimPath */ .Kg)(options);
    const record = givenUpSchema().parse({
        schemaVersion: 1,
        ...options.givenUp,
        givenUpAt: new Date().toISOString(),
    });
    try {
        await (0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_6__/* .freshClaimDirectory */ .QN)(directory);
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(directory, 'given-up.json'), `${JSON.stringify(record)}\n`);
        const id = await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_5__/* .saveCacheEntry */ .gm)(directory, key).catch(() => -1);
        // Refused: the same job's post step recorded it already (a re-run post of the same attempt).
        if (id !== -1 || (await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_5__/* .lookupCacheKey */ .O3)(directory, key, []).catch(() => undefined)) === key)
            return { kind: 'recorded', key };
        return { kind: 'unrecorded', key, message: 'the cache did not take the entry (see the cache client above)' };
    }
    finally {
        await (0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_6__/* .removeClaimDirectories */ .Cj)();
    }
}
/** The entry saying the claim `claimId` was given up, or undefined (none, or it could not be looked up). */
async function claimWasGivenUp(ref, session, claimId) {
    const key = claimId === undefined ? undefined : claimGivenUpKeyFor(ref, session, claimId);
    if (key === undefined)
        return undefined;
    try {
        return (await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_5__/* .lookupCacheKey */ .O3)((0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_6__/* .claimPath */ .Kg)(ref), key, []).catch(() => undefined)) === key ? key : undefined;
    }
    finally {
        await (0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_6__/* .removeClaimDirectories */ .Cj)();
    }
}


/***/ }),

/***/ 54518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R6: () => (/* binding */ claimKeyFor),
/* harmony export */   TT: () => (/* binding */ claimSession),
/* harmony export */   mX: () => (/* binding */ findClaim)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35203);
/* harmony import */ var _cache_client_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55950);
/* harmony import */ var _claim_directory_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(28660);
/* harmony import */ var _claim_given_up_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95462);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(28532);
// One job drives one session: before it runs anything, a job reserves the cache key of the next
// session of the run (first writer wins: creating an existing key and version is refused). The
// client reports a refused reservation only as -1, like any failed save, so the key is looked up
// afterwards: found means another job holds the claim (its entry names that job's workflow run);
// not found means the key is reserved for nobody (a save cut short) or the cache refuses writes.
//   claim key  <prefix>/<namespace>/<run-id>@claim/<session>   then  ...@claim/<session>.2, .3, ...
// A key that holds nobody \u2014 a claim its job gave up (claim-given-up.ts), or a key a save cut short
// left reserved (GitHub's cache keeps it so, and no client can delete it) \u2014 is passed for the next:
// every job walks the same keys in the same order, so the exclusion holds again on the next key.
// `@` is in neither run IDs nor cache prefixes, so no restore prefix of any run matches a claim.
// The entry holds only claim.json (who claimed, when). Caches are scoped by branch: a claim is seen by jobs of the same branch (and of branches that
// can read the default branch's caches, for a claim made there).









const holderSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_3__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(1),
    githubRunId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    githubRunAttempt: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    job: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    claimedAt: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** Tells this claim from another job's of the same key (written since entries could be given back by post). */
    claimId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
}));
/**
 * The claim key of `session`; `slot` 2, 3, ... are the keys the session moves on to once a key holds
 * nobody (given up, or reserved by a save cut short): `...@claim/<session>.<slot>`.
 */
function claimKeyFor(parts, session, slot = 1) {
    (0,_keys_js__WEBPACK_IMPORTED_MODULE_5__/* .assertRunKeyParts */ .z_)(parts);
    const key = `${parts.prefix}/${parts.namespace}/${parts.runId}@claim/${session}`;
    return slot === 1 ? key : `${key}.${slot}`;
}
const claimLookupDelaysMs = [0, 250, 500, 1000, 2000];
/** Every job walks the same keys in the same order, so two jobs past a key that holds nobody race for the next. */
const maxClaimSlots = 20;
/** Refused twice under keys nobody holds: the cache refuses this job's writes (two keys left reserved is far likelier so). */
const maxRefusedClaims = 2;
async function claimSession(options) {
    const first = claimKeyFor(options, options.session);
    const access = await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_6__/* .cacheAccess */ .nU)();
    if (!access.available)
        return { kind: 'unavailable', key: first, message: 'the Actions cache service is not configured' };
    if (!access.canWrite || !access.canRead)
        return {
            kind: 'unavailable',
            key: first,
            message: `${(0,_cache_client_js__WEBPACK_IMPORTED_MODULE_6__/* .describeMode */ .vQ)(access)} does not permit a claim (a write and a read)`,
        };
    const directory = (0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_7__/* .claimPath */ .Kg)(options);
    const holder = { schemaVersion: 1, ...options.holder, claimedAt: new Date().toISOString() };
    try {
        return await walkClaimKeys(options, directory, holder);
    }
    finally {
        await (0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_7__/* .removeClaimDirectories */ .Cj)();
    }
}
/** Asks for the session's claim keys in order until one is this job's, or held by a job that may drive it. */
async function walkClaimKeys(options, directory, holder) {
    const passed = [];
    for (let slot = 1; slot <= maxClaimSlots; slot += 1) {
        const key = claimKeyFor(options, options.session, slot);
        options.onKey?.(key);
        const answer = await claimKey(options, directory, key, holder);
        if (answer.kind === 'claimed')
            return await claimedPast(options, directory, key, passed);
        if (answer.kind === 'held')
            return { kind: 'held', key, holder: answer.holder };
        passed.push(answer.kind === 'given-up'
            ? { key, why: 'given-up', holder: answer.holder, givenUpKey: answer.givenUpKey }
            : { key, why: 'reserved' });
        const refused = passed.filter((entry) => entry.why === 'reserved').map((entry) => entry.key);
        if (refused.length >= maxRefusedClaims)
            return refusedTwice(firstKey(passed), refused);
    }
    return {
        kind: 'unavailable',
        key: firstKey(passed),
        message: `all ${maxClaimSlots} claim keys of the session were given up by jobs that ran nothing, or left reserved`,
    };
}
const firstKey = (passed) => passed[0]?.key ?? '';
/**
 * `key` is this job's. A key it went past as reserved may have been a claim another job was still
 * uploading after the lookups gave up: listed now, that job holds the session (the first key wins),
 * and this job gives its own claim up (it runs nothing) so that jobs after it are not refused by it.
 */
async function claimedPast(options, directory, key, passed) {
    for (const earlier of passed) {
        if (earlier.why !== 'reserved')
            continue;
        if ((await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_6__/* .lookupCacheKey */ .O3)(directory, earlier.key, []).catch(() => undefined)) !== earlier.key)
            continue;
        const answer = await heldOrGivenUp(options, await readHolder(directory, earlier.key));
        if (answer.kind !== 'held')
            continue;
        const { claimId, githubRunId, githubRunAttempt, job } = options.holder;
        if (claimId !== undefined)
            await (0,_claim_given_up_js__WEBPACK_IMPORTED_MODULE_8__/* .recordClaimGivenUp */ .kr)({ ...options, givenUp: { claimId, githubRunId, githubRunAttempt, job } });
        return { kind: 'held', key: earlier.key, holder: answer.holder };
    }
    return { kind: 'claimed', key, ...(passed.length === 0 ? {} : { passed }) };
}
function refusedTwice(key, refused) {
    return {
        kind: 'unavailable',
        key,
        writesRefused: true,
        message: `the cache took no claim entry under ${refused.join(' nor under ')} and lists none: it refuses this job's writes (see the cache client's messages above; a token without a writable scope is refused every save), unless saves cut short left both keys reserved`,
    };
}
/** One claim key: this job's now, held (by whom), given up by its holder, or reserved for nobody. */
async function claimKey(options, directory, key, holder) {
    await (0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_7__/* .freshClaimDirectory */ .QN)(directory);
    await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.writeFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(directory, 'claim.json'), `${JSON.stringify(holder)}\n`);
    const id = await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_6__/* .saveCacheEntry */ .gm)(directory, key).catch(() => -1);
    if (id !== -1)
        return { kind: 'claimed' };
    // Refused, or failed: only a lookup tells which. An entry is listed only once its upload is
    // finalized, and a job that won the same reservation a moment ago may still be uploading it,
    // so a miss is looked up again (bounded, ~4 s) before the key is taken for reserved.
    for (const delayMs of claimLookupDelaysMs) {
        if (delayMs > 0)
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(delayMs);
        if ((await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_6__/* .lookupCacheKey */ .O3)(directory, key, []).catch(() => undefined)) === key)
            return heldOrGivenUp(options, await readHolder(directory, key));
    }
    // GitHub's cache also refuses a key reserved by a save that was cut short (a job stopped while
    // it claimed), and lists no entry for it until it drops the reservation (a denied write looks the same).
    return { kind: 'reserved' };
}
async function heldOrGivenUp(options, holder) {
    const givenUpKey = holder === undefined ? undefined : await (0,_claim_given_up_js__WEBPACK_IMPORTED_MODULE_8__/* .claimWasGivenUp */ .W8)(options, options.session, holder.claimId);
    return holder !== undefined && givenUpKey !== undefined
        ? { kind: 'given-up', holder, givenUpKey }
        : { kind: 'held', holder };
}
/**
 * The entry `key` and who it names, for a job that asked for a claim and never heard the answer
 * (its main step was killed meanwhile): only an entry naming its own claimId is its to give back.
 */
async function findClaim(ref, key) {
    const access = await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_6__/* .cacheAccess */ .nU)();
    if (!access.available)
        return { kind: 'unknown', message: 'the Actions cache service is not configured' };
    if (!access.canRead)
        return { kind: 'unknown', message: `${(0,_cache_client_js__WEBPACK_IMPORTED_MODULE_6__/* .describeMode */ .vQ)(access)} does not permit a read` };
    const directory = (0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_7__/* .claimPath */ .Kg)(ref);
    try {
        if ((await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_6__/* .lookupCacheKey */ .O3)(directory, key, []).catch(() => undefined)) !== key)
            return { kind: 'not-found' };
        return { kind: 'found', holder: await readHolder(directory, key) };
    }
    finally {
        await (0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_7__/* .removeClaimDirectories */ .Cj)();
    }
}
/** Who holds the claim: the entry's claim.json (undefined when it cannot be read). */
async function readHolder(directory, key) {
    await (0,_claim_directory_js__WEBPACK_IMPORTED_MODULE_7__/* .freshClaimDirectory */ .QN)(directory);
    if ((await (0,_cache_client_js__WEBPACK_IMPORTED_MODULE_6__/* .restoreCacheEntry */ .JF)(directory, key, []).catch(() => undefined)) !== key)
        return undefined;
    const text = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.readFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(directory, 'claim.json'), 'utf8').catch(() => '');
    try {
        const parsed = holderSchema().safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};

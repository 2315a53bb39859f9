export const id = 806;
export const ids = [806];
export const modules = {

/***/ 30806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ forkBaseKey),
  restoreAndVerify: () => (/* binding */ restoreAndVerify),
  E: () => (/* binding */ storageOptions)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/store/local-storage.ts + 7 modules
var local_storage = __webpack_require__(30967);
// EXTERNAL MODULE: ./src/store/errors.ts
var errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/action/errors.ts
var action_errors = __webpack_require__(78055);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/action/persistence/artifact-client.ts
var artifact_client = __webpack_require__(95744);
// EXTERNAL MODULE: ./src/action/persistence/cache-client.ts
var cache_client = __webpack_require__(55950);
// EXTERNAL MODULE: ./src/action/persistence/from-run.ts
var from_run = __webpack_require__(22436);
// EXTERNAL MODULE: ./src/action/persistence/keys.ts
var keys = __webpack_require__(28532);
// EXTERNAL MODULE: ./src/action/persistence/layout.ts
var layout = __webpack_require__(6);
// EXTERNAL MODULE: ./src/action/persistence/tree.ts
var tree = __webpack_require__(10668);
;// CONCATENATED MODULE: ./src/action/persistence/identity.ts
// The identity a restored store claims for itself. Cache keys match without regard to case,
// so the entry restored for run `run-1` could have been saved by run `Run-1`: the stored
// definition (verified against its digest by the store layer) must name exactly the run ID
// asked for. The namespace is not stored in the definition; it is checked through the exact
// case of the matched key and the directory the entry restored into.


/** The run ID the restored definition names, undefined when the run has no definition (yet). */
async function readStoredRunId(ref) {
    let definition;
    try {
        const storage = await (0,local_storage/* createLocalRunStorage */.W)({ directory: ref.storeDirectory, namespace: ref.namespace });
        definition = await storage.readDefinition(ref.runId);
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the restored store of run ${ref.runId} is unreadable: ${error.message}`, { cause: error });
    }
    if (definition === undefined)
        return undefined;
    const runId = typeof definition === 'object' && definition !== null && !Array.isArray(definition)
        ? definition.runId
        : undefined;
    if (typeof runId !== 'string')
        return undefined;
    if (runId !== ref.runId) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the restored store belongs to run ${JSON.stringify(runId)}, not ${JSON.stringify(ref.runId)} (cache keys match without regard to case); it was not used`);
    }
    return runId;
}

;// CONCATENATED MODULE: ./src/action/persistence/verify.ts
// Acceptance of a restored run directory: the path down to it holds no symlink, the tree
// holds only plain files and directories, and its definition names the run asked for.
// Whatever fails is discarded before the error is raised, so nothing refused stays behind
// for a later step to open.





/**
 * Removes what a refused restore left at the run directory. A component of the path that is
 * not a real directory (a symlink the archive planted) is unlinked itself, never followed.
 */
async function discardRestored(location) {
    let current = location.storeRoot;
    for (const segment of location.segments) {
        current = external_node_path_default().join(current, segment);
        let stats;
        try {
            stats = await external_node_fs_.promises.lstat(current);
        }
        catch {
            return;
        }
        if (!stats.isDirectory()) {
            await external_node_fs_.promises.rm(current, { force: true });
            return;
        }
    }
    await (0,tree/* removeTree */.dM)(location.runDirectory);
}
async function acceptRestored(location, ref, origin) {
    try {
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, location.segments);
        if (!(await (0,tree/* pathExists */.s0)(location.runDirectory))) {
            throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `${origin} did not contain ${location.runDirectory}: keep storage-path the same string, at the same place relative to GITHUB_WORKSPACE, in every job`, { path: location.runDirectory });
        }
        await (0,tree/* inspectRunTree */.gB)(location.runDirectory);
        // The resolved root: a relative storage-path must not depend on the cwd at this moment.
        return await readStoredRunId({ ...ref, storeDirectory: location.storeRoot });
    }
    catch (error) {
        await discardRestored(location);
        if ((0,action_errors/* isActionError */.Bd)(error))
            throw error;
        const problem = error instanceof tree/* TreeProblem */.w9 ? error.message : `could not be inspected: ${error.message}`;
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the store restored from ${origin} was refused and removed: ${problem}`, {
            path: error instanceof tree/* TreeProblem */.w9 ? error.path : location.runDirectory,
            cause: error,
        });
    }
}

;// CONCATENATED MODULE: ./src/action/persistence/restore.ts
// restoreStore: bring a run's persisted directory onto this runner before the run is touched.
// Cache first (newest save under `<prefix>/<namespace>/<run-id>/`), then \u2014 on a miss and with
// `fromRun` \u2014 the store artifact of that earlier workflow run. What arrives is untrusted until
// acceptRestored has checked it; the runner layer then re-verifies schemas and hash chains.
// A cache entry that exists but cannot be restored is STORE_RESTORE (unless from-run stands in),
// never "nothing stored": a new run in its place could repeat finished work.
// Residual risk, by the client's design: the cache archive is extracted by the system tar with
// -P relative to GITHUB_WORKSPACE, so entries outside the run directory cannot be refused
// before they are written. Cache entries are written only by this repository's own workflows;
// artifacts \u2014 which from-run may take from any run, a fork's included \u2014 are read by zip-reader.











async function restoreStore(options) {
    const location = (0,layout/* locateStore */.k)(options);
    const ref = { storeDirectory: options.storeDirectory, namespace: options.namespace, runId: options.runId };
    const restorePrefix = (0,keys/* cacheRestorePrefix */.v3)({
        prefix: options.prefix,
        namespace: options.namespace,
        runId: options.runId,
    });
    const fromRun = options.fromRun === undefined ? undefined : (0,from_run/* parseFromRun */.h)(options.fromRun);
    const base = { runDirectory: location.runDirectory, restorePrefix };
    const warnings = [];
    if (await alreadyHere(location, warnings))
        return { source: 'local', ...base, warnings };
    const cached = await restoreFromCache(location, ref, restorePrefix, warnings);
    if (cached.kind === 'hit') {
        if (fromRun)
            warnings.push(`from-run ${fromRun.runId} was not used: the cache restored the run (entry ${cached.key}), and from-run is read only when the cache misses`);
        return { source: 'cache', key: cached.key, storedRunId: cached.storedRunId, ...base, warnings };
    }
    if (fromRun) {
        const artifact = await restoreFromArtifact(location, ref, fromRun, warnings);
        if (artifact)
            return {
                source: 'artifact',
                artifactName: artifact.name,
                artifactId: artifact.id,
                storedRunId: artifact.storedRunId,
                ...(cached.kind === 'failed' ? { unrestoredKey: cached.key } : {}),
                ...base,
                warnings,
            };
    }
    if (cached.kind === 'failed') {
        // The run IS stored: carrying on as if it were new could repeat finished, non-retry-safe work.
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `cache entry ${cached.key} holds this run but could not be restored (see the cache client's message above)${fromRun ? `, and from-run ${fromRun.runId} had no usable artifact` : ''}; re-run the job, or pass from-run`, { key: cached.key });
    }
    return { source: 'none', ...base, warnings };
}
/**
 * True when the run directory is already on this runner (an earlier step of this job): it is used
 * as is. An empty one is removed; a run directory reached through a link is refused.
 */
async function alreadyHere(location, warnings) {
    try {
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, location.segments);
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `cannot restore into ${location.runDirectory}: ${error.message}`, { path: location.runDirectory, cause: error });
    }
    if (!(await (0,tree/* pathExists */.s0)(location.runDirectory)))
        return false;
    if ((await external_node_fs_.promises.readdir(location.runDirectory)).length > 0) {
        warnings.push(`the run directory ${location.runDirectory} already exists on this runner (an earlier step of this job?); it was used as is and nothing was restored`);
        return true;
    }
    await external_node_fs_.promises.rmdir(location.runDirectory);
    return false;
}
async function restoreFromCache(location, ref, restorePrefix, warnings) {
    const access = await (0,cache_client/* cacheAccess */.nU)();
    if (!access.available) {
        warnings.push('the Actions cache service is not configured (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL unset): the store was not restored from the cache');
        return { kind: 'miss' };
    }
    if (!access.canRead) {
        warnings.push(`${(0,cache_client/* describeMode */.vQ)(access)} does not permit cache reads: the store was not restored from the cache`);
        return { kind: 'miss' };
    }
    const refuseForeign = (key) => new action_errors/* ActionError */.lZ('STORE_RESTORE', `cache entry ${key} was matched for ${restorePrefix} only because keys ignore case: it belongs to another run or namespace and was not used`, { key });
    // Look first, so an entry of another run (a case-insensitive match) is refused before anything is extracted.
    const found = await (0,cache_client/* lookupCacheKey */.O3)(location.cachePath, restorePrefix, [restorePrefix]);
    if (found === undefined)
        return { kind: 'miss' };
    if (!found.startsWith(restorePrefix))
        throw refuseForeign(found);
    const key = await (0,cache_client/* restoreCacheEntry */.JF)(location.cachePath, found, []);
    if (key === undefined) {
        await discardRestored(location);
        warnings.push(`cache entry ${found} was found but could not be restored (see the cache client's message above)`);
        return { kind: 'failed', key: found };
    }
    if (!key.startsWith(restorePrefix)) {
        await discardRestored(location);
        throw refuseForeign(key);
    }
    const storedRunId = await acceptRestored(location, ref, `cache entry ${key}`);
    return { kind: 'hit', key, storedRunId };
}
async function restoreFromArtifact(location, ref, fromRun, warnings) {
    const failed = (what, error) => new action_errors/* ActionError */.lZ('STORE_RESTORE', `${what} (workflow run ${fromRun.runId} of ${fromRun.repository}): ${error.message}`, { cause: error });
    let artifact;
    try {
        artifact = await (0,artifact_client/* findStoreArtifact */.HL)(fromRun, ref);
    }
    catch (error) {
        throw failed('could not list the artifacts of from-run', error);
    }
    if (!artifact) {
        warnings.push(`workflow run ${fromRun.runId} has no store artifact of run ${ref.runId} (looked for ${keys/* artifactNamePrefix */.wz}+${ref.namespace}+${ref.runId}+<attempt>)`);
        return undefined;
    }
    const origin = `artifact ${artifact.name} (ID ${artifact.id}) of workflow run ${fromRun.runId}`;
    const download = await external_node_fs_.promises.mkdtemp(external_node_path_default().join(process.env.RUNNER_TEMP || external_node_os_default().tmpdir(), 'supervised-run-artifact-'));
    try {
        let zip;
        try {
            zip = await (0,artifact_client/* downloadArtifactZip */.EU)(fromRun, artifact, download);
        }
        catch (error) {
            if ((0,artifact_client/* isExpiredArtifactError */.YK)(error))
                throw expiredArtifact(artifact.name, fromRun, ref, error);
            throw failed(`could not download ${artifact.name}`, error);
        }
        await unpackInPlace(location, zip, origin);
        const storedRunId = await acceptRestored(location, ref, origin);
        return { ...artifact, storedRunId };
    }
    finally {
        await (0,tree/* removeTree */.dM)(download);
    }
}
/** The artifact outlived its retention: the run's store is gone unless a later job saved it. */
function expiredArtifact(name, fromRun, ref, cause) {
    return new action_errors/* ActionError */.lZ('STORE_RESTORE', `the store artifact ${name} of workflow run ${fromRun.runId} has expired (GitHub keeps artifacts for the repository's retention period, 90 days by default), and the cache did not restore run ${ref.runId}: pass the ID of a later workflow run that saved the run as from-run; if there is none, the run's store is gone: start the work again under a new run-id`, { cause });
}
/** Unpacks into a fresh staging directory below the store's machine-local directory, then renames it into place. */
async function unpackInPlace(location, zip, origin) {
    const refuse = (message, cause) => new action_errors/* ActionError */.lZ('STORE_RESTORE', `${origin} was refused: ${message}`, { cause });
    try {
        await external_node_fs_.promises.mkdir(location.localDirectory, { recursive: true, mode: 0o700 });
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, [external_node_path_default().basename(location.localDirectory)]);
    }
    catch (error) {
        throw refuse(`cannot stage below ${location.localDirectory}: ${error.message}`, error);
    }
    const staging = await external_node_fs_.promises.mkdtemp(external_node_path_default().join(location.localDirectory, 'restore-'));
    try {
        // Loaded only for an artifact (with node:zlib): a cache restore never reads a zip.
        const { ZipProblem, extractZip } = await __webpack_require__.e(/* import() */ 958).then(__webpack_require__.bind(__webpack_require__, 20958));
        try {
            await extractZip(zip, staging);
        }
        catch (error) {
            if (error instanceof ZipProblem)
                throw refuse(error.message, error);
            throw error;
        }
        await external_node_fs_.promises.mkdir(external_node_path_default().dirname(location.runDirectory), { recursive: true, mode: 0o700 });
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, location.segments);
        if (await (0,tree/* pathExists */.s0)(location.runDirectory))
            throw refuse(`${location.runDirectory} appeared while unpacking`, undefined);
        await external_node_fs_.promises.rename(staging, location.runDirectory);
    }
    catch (error) {
        if ((0,action_errors/* isActionError */.Bd)(error))
            throw error;
        const message = error instanceof tree/* TreeProblem */.w9 ? error.message : error.message;
        throw refuse(message, error);
    }
    finally {
        await (0,tree/* removeTree */.dM)(staging);
    }
}

;// CONCATENATED MODULE: ./src/action/job/stored.ts
// Restore the store and verify it before anything acts on it: the restored definition must name
// exactly the run and namespace asked for (cache keys match without regard to case), and every
// record of both logs is read through the store, which checks schemas and hash chains.




/**
 * The cache entry this job counts as restored for fork detection: the one it restored, else the
 * newest one it found and could not restore (from-run stood in), which was saved before, not since.
 */
function forkBaseKey(restored) {
    return restored.key ?? restored.unrestoredKey;
}
/**
 * The phases a job may resume a run from (modes.ts decides: a resume or continue of a pause or an
 * interruption, a takeover, a reopened failure): only then is the verified read worth keeping. It
 * costs a fold of the logs (~25 ms at 10k events) and saves the whole read the rebuild (or, for a
 * takeover or reopen, the resume) would make (~60 ms). Every failed run counts, retryable or not:
 * telling them apart here would load the modes (and the graph layer) before the restore.
 */
const resumablePhases = new Set(['paused', 'interrupted', 'orphaned', 'failed']);
function mayResume(job) {
    return job.config.mode === 'status' ? undefined : (status) => resumablePhases.has(status.phase);
}
/** The runner's storage options: the same directory the persistence layer restored into. */
function storageOptions(job) {
    return {
        directory: external_node_path_default().resolve(job.config.storagePath),
        namespace: job.config.namespace,
        knownSecrets: job.secrets.stored,
    };
}
async function restoreAndVerify(job) {
    const restored = await restoreStore({
        ...job.store,
        prefix: job.config.cachePrefix,
        ...(job.fromRun === undefined ? {} : { fromRun: job.fromRun }),
    });
    const tried = `cache prefix ${restored.restorePrefix}${job.fromRun === undefined ? ' (no from-run given)' : ` and the store artifact of workflow run ${job.fromRun.runId}`}`;
    const storage = await (0,local_storage/* createLocalRunStorage */.W)({
        directory: storageOptions(job).directory,
        namespace: job.config.namespace,
    });
    let definition;
    try {
        definition = await storage.readDefinition(job.config.runId);
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the stored definition of run ${job.config.runId} is unreadable (${restored.source}): ${(0,errors/* describeCodedError */.HK)(error)}`, { cause: error });
    }
    if (definition === undefined)
        return { restored, report: null, tried };
    let report;
    let verified;
    try {
        // The report layer (the runner's status reader under it) loads only when a run is stored.
        const { loadRunReportWithRead } = await Promise.all(/* import() */[__webpack_require__.e(506), __webpack_require__.e(40), __webpack_require__.e(220), __webpack_require__.e(260)]).then(__webpack_require__.bind(__webpack_require__, 41714));
        const keepVerifiedRead = mayResume(job);
        // Sealed (digestLogs): a save's check then need not read the restored records again (chains.ts).
        ({ report, verified } = await loadRunReportWithRead(storageOptions(job), job.config.runId, {
            digestLogs: true,
            ...(keepVerifiedRead === undefined ? {} : { keepVerifiedRead }),
        }));
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the store of run ${job.config.runId} (${restored.source === 'cache' ? `cache entry ${restored.key}` : restored.source}) failed verification: ${(0,errors/* describeCodedError */.HK)(error)}`, {
            cause: error,
        });
    }
    const { runId, namespace } = report.status;
    if (runId !== job.config.runId || namespace !== job.config.namespace) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the restored store belongs to run ${JSON.stringify(runId)} in namespace ${JSON.stringify(namespace)}, not run ${JSON.stringify(job.config.runId)} in ${JSON.stringify(job.config.namespace)} (cache keys match without regard to case); it was not used`);
    }
    // The lengths and heads of both logs as that verified read found them (a later save must extend them).
    return {
        restored,
        report,
        tried,
        ...(report.logs === undefined ? {} : { chains: report.logs }),
        ...(verified === undefined ? {} : { verified }),
    };
}


/***/ }),

/***/ 95744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EU: () => (/* binding */ downloadArtifactZip),
/* harmony export */   HL: () => (/* binding */ findStoreArtifact),
/* harmony export */   VZ: () => (/* binding */ uploadStoreArtifact),
/* harmony export */   YK: () => (/* binding */ isExpiredArtifactError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28532);
// The store artifact through the unmodified @actions/artifact client, loaded on first use (it is
// the largest part of the bundle: only from-run and upload need it; ncc makes it a chunk).
// NOTE: @actions/github (under the artifact client) reads GITHUB_API_URL once, when its module
// loads, for the REST calls that reach another workflow run: set it before the first call here.



let loaded;
async function client() {
    const { DefaultArtifactClient } = await (loaded ??= Promise.all(/* import() */[__webpack_require__.e(371), __webpack_require__.e(458)]).then(__webpack_require__.bind(__webpack_require__, 67458)));
    return new DefaultArtifactClient();
}
function findBy(fromRun) {
    const [repositoryOwner = '', repositoryName = ''] = fromRun.repository.split('/');
    return { token: fromRun.token, workflowRunId: fromRun.runId, repositoryOwner, repositoryName };
}
/**
 * Uploads `files` (below `rootDirectory`) as artifact `name`. Names are per job attempt, and a
 * workflow run refuses a second artifact of one name (409), so a second save in the same
 * attempt (the post step after a main step that saved) deletes the first, then uploads.
 */
async function uploadStoreArtifact(input) {
    const artifacts = await client();
    const { artifacts: existing } = await artifacts.listArtifacts({ latest: true });
    const replaced = existing.some((artifact) => artifact.name === input.name);
    if (replaced)
        await artifacts.deleteArtifact(input.name);
    const options = input.retentionDays === undefined ? {} : { retentionDays: input.retentionDays };
    const { id } = await artifacts.uploadArtifact(input.name, input.files, input.rootDirectory, options);
    return { id, replaced };
}
/** The newest store artifact of exactly this namespace and run in another workflow run. */
async function findStoreArtifact(fromRun, run) {
    const artifacts = await client();
    const { artifacts: listed } = await artifacts.listArtifacts({ latest: true, findBy: findBy(fromRun) });
    let best;
    for (const artifact of listed) {
        const attempt = (0,_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactAttemptOf */ .rJ)(artifact.name, run);
        if (attempt === undefined)
            continue;
        if (!best || attempt > best.attempt || (attempt === best.attempt && artifact.id > best.artifact.id)) {
            best = { artifact: { id: artifact.id, name: artifact.name, digest: artifact.digest }, attempt };
        }
    }
    return best?.artifact;
}
/**
 * Whether a download failed because the artifact is past its retention: GitHub still lists it (the
 * client drops the list's `expired`) and answers its download 410 Gone ("Artifact has expired").
 */
function isExpiredArtifactError(error) {
    return typeof error === 'object' && error !== null && error.status === 410;
}
/** Downloads the artifact's zip as it is (not extracted) into the empty `directory`. */
async function downloadArtifactZip(fromRun, artifact, directory) {
    const artifacts = await client();
    const options = {
        path: directory,
        skipDecompress: true,
        findBy: findBy(fromRun),
        ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
    };
    const { digestMismatch } = await artifacts.downloadArtifact(artifact.id, options);
    if (digestMismatch)
        throw new Error(`artifact ${artifact.name} (ID ${artifact.id}) does not match its digest ${artifact.digest}`);
    const names = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(directory);
    if (names.length !== 1 || !names[0])
        throw new Error(`downloading artifact ${artifact.name} left ${names.length} files, expected its one zip`);
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(directory, names[0]);
}


/***/ }),

/***/ 55950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JF: () => (/* binding */ restoreCacheEntry),
/* harmony export */   O3: () => (/* binding */ lookupCacheKey),
/* harmony export */   gm: () => (/* binding */ saveCacheEntry),
/* harmony export */   nU: () => (/* binding */ cacheAccess),
/* harmony export */   vQ: () => (/* binding */ describeMode)
/* harmony export */ });
let loaded;
const client = () => (loaded ??= Promise.all(/* import() */[__webpack_require__.e(371), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091)));
/**
 * Mirrors the client's reading of ACTIONS_CACHE_MODE: unset or unknown values permit everything.
 * Availability is the client's answer; without either service URL it can only be no, so the
 * client is not loaded to say so.
 */
async function cacheAccess(env = process.env) {
    const raw = (env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase();
    const mode = raw === 'write' || raw === 'read' || raw === 'write-only' || raw === 'none' ? raw : 'unset';
    const configured = Boolean(env.ACTIONS_RESULTS_URL) || Boolean(env.ACTIONS_CACHE_URL);
    return {
        mode,
        available: configured && (await client()).isFeatureAvailable(),
        canRead: mode === 'unset' || mode === 'read' || mode === 'write',
        canWrite: mode === 'unset' || mode === 'write' || mode === 'write-only',
    };
}
function describeMode(access) {
    return access.mode === 'unset' ? 'ACTIONS_CACHE_MODE (unset)' : `ACTIONS_CACHE_MODE=${access.mode}`;
}
/** The key the service would restore for [key, ...restoreKeys], without downloading. */
async function lookupCacheKey(cachePath, key, restoreKeys) {
    return (await client()).restoreCache([cachePath], key, restoreKeys, { lookupOnly: true });
}
/** Downloads and extracts (tar, relative to GITHUB_WORKSPACE) the entry `key` selects. */
async function restoreCacheEntry(cachePath, key, restoreKeys) {
    return (await client()).restoreCache([cachePath], key, restoreKeys);
}
/** The cache ID, or -1 when the client gave up (denied, reserved elsewhere, upload failed). */
async function saveCacheEntry(cachePath, key) {
    return (await client()).saveCache([cachePath], key);
}


/***/ }),

/***/ 10668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dM: () => (/* binding */ removeTree),
/* harmony export */   gB: () => (/* binding */ inspectRunTree),
/* harmony export */   s0: () => (/* binding */ pathExists),
/* harmony export */   w9: () => (/* binding */ TreeProblem),
/* harmony export */   x1: () => (/* binding */ assertDirectoryChain)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Inspection of a run directory before it is saved and after it is restored. A store holds
// only directories and regular files; a symlink, device, FIFO or socket, or a hard link to a
// file outside the run directory, is refused: after a restore it could redirect the store's
// appends to any file of the runner, and before a save the artifact client would follow a
// symlink and upload what it points at.


class TreeProblem extends Error {
    name = 'TreeProblem';
    path;
    constructor(message, where) {
        super(message);
        this.path = where;
    }
}
function describe(stats) {
    if (stats.isSymbolicLink())
        return 'a symlink';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isBlockDevice() || stats.isCharacterDevice())
        return 'a device';
    return 'not a regular file or directory';
}
async function inspectRunTree(root) {
    const rootStats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(root);
    if (!rootStats.isDirectory())
        throw new TreeProblem(`${root} is ${describe(rootStats)}, not a directory`, root);
    const files = [];
    const linked = new Map();
    let bytes = 0;
    const pending = [root];
    while (pending.length > 0) {
        const directory = pending.pop();
        for (const name of (await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(directory)).sort()) {
            const entry = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(directory, name);
            const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(entry);
            if (stats.isDirectory()) {
                pending.push(entry);
            }
            else if (stats.isFile()) {
                files.push(entry);
                bytes += stats.size;
                if (stats.nlink > 1) {
                    const inode = `${stats.dev}:${stats.ino}`;
                    const known = linked.get(inode);
                    if (known)
                        known.seen += 1;
                    else
                        linked.set(inode, { path: entry, nlink: stats.nlink, seen: 1 });
                }
            }
            else {
                throw new TreeProblem(`${node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, entry)} is ${describe(stats)}; a store holds only directories and regular files`, entry);
            }
        }
    }
    for (const { path: file, nlink, seen } of linked.values()) {
        if (seen < nlink) {
            throw new TreeProblem(`${node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, file)} is hard-linked to a file outside the run directory (${nlink} links, ${seen} inside)`, file);
        }
    }
    return { files: files.sort(), bytes };
}
/** Every existing component from `base` down through `segments` must be a real directory (no symlink). */
async function assertDirectoryChain(base, segments) {
    let current = base;
    for (const segment of segments) {
        current = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, segment);
        let stats;
        try {
            stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(current);
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return;
            throw error;
        }
        if (!stats.isDirectory())
            throw new TreeProblem(`${current} is ${describe(stats)}, not a directory`, current);
    }
}
/** True when `target` exists (as anything, a dangling symlink included). */
async function pathExists(target) {
    try {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(target);
        return true;
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return false;
        throw error;
    }
}
/** Removes a restored tree without following symlinks inside it (fs.rm unlinks them). */
async function removeTree(target) {
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(target, { recursive: true, force: true });
}


/***/ })

};

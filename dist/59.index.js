export const id = 59;
export const ids = [59];
export const modules = {

/***/ 26059:
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
var local_storage = __webpack_require__(99992);
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
// EXTERNAL MODULE: ./src/action/persistence/keys.ts
var keys = __webpack_require__(28532);
// EXTERNAL MODULE: ./src/action/persistence/tree.ts
var tree = __webpack_require__(10668);
// EXTERNAL MODULE: ./src/action/persistence/verify.ts + 1 modules
var verify = __webpack_require__(9483);
// EXTERNAL MODULE: ./src/action/persistence/zip-directory.ts
var zip_directory = __webpack_require__(78419);
;// CONCATENATED MODULE: ./src/action/persistence/artifact-restore.ts
// Restoring a run's store from the store artifact of another workflow run (from-run), when the cache
// misses: found, downloaded, and unpacked by zip-reader (which refuses hostile entries) into a
// staging directory below `.local`, then renamed into place and accepted as a cache restore is. One
// listed larger than any zip the reader accepts is not downloaded, and one whose download is longer
// than listed is refused. (The artifact client writes the whole download before it can be measured.)









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
    refuseOversized(artifact, origin);
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
        await refuseLongerThanListed(zip, artifact, origin);
        await unpackInPlace(location, zip, origin);
        const storedRunId = await (0,verify/* acceptRestored */.V)(location, ref, origin);
        return { ...artifact, storedRunId };
    }
    finally {
        await (0,tree/* removeTree */.dM)(download);
    }
}
/**
 * An artifact listed larger than any zip the reader accepts is refused before it is downloaded: the
 * download would only fill the runner's disk. The listing's size is what the uploader declared.
 */
function refuseOversized(artifact, origin) {
    const bound = (0,zip_directory/* zipFileBound */.WH)(zip_directory/* defaultZipLimits */.x);
    if (Number.isSafeInteger(artifact.size) && artifact.size >= 0 && artifact.size <= bound)
        return;
    throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `${origin} was refused: its listing says ${artifact.size} bytes, more than a store artifact can be (${bound} bytes: ${zip_directory/* defaultZipLimits */.x.maxEntries} files, ${zip_directory/* defaultZipLimits */.x.maxTotalBytes} bytes unpacked); it was not downloaded`);
}
/** A download longer than the listing says is not the artifact that was listed (its size was a lie). */
async function refuseLongerThanListed(zip, artifact, origin) {
    const { size } = await external_node_fs_.promises.lstat(zip);
    if (size <= artifact.size)
        return;
    throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `${origin} was refused: its download is ${size} bytes, its listing says ${artifact.size}; nothing of it was unpacked`);
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
        const { ZipProblem, extractZip } = await __webpack_require__.e(/* import() */ 573).then(__webpack_require__.bind(__webpack_require__, 53573));
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

// EXTERNAL MODULE: ./src/action/persistence/cache-client.ts
var cache_client = __webpack_require__(55950);
// EXTERNAL MODULE: ./src/action/persistence/from-run.ts
var from_run = __webpack_require__(22436);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
;// CONCATENATED MODULE: ./src/action/persistence/job-marker.ts
// Which job last restored (or created) a run's store on this machine: a small machine-local record
// below `.local` (never persisted). A run directory already on the runner is this job's own only
// when the record names this job (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT, GITHUB_JOB): an earlier step of
// the same job. Anything else \u2014 a self-hosted runner's leftover from an earlier job, a store without a
// record \u2014 is compared with what is persisted before it is used (leftover.ts).





const jobMarkerSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    githubRunId: schemas/* string */.YjP(),
    githubRunAttempt: schemas/* string */.YjP(),
    job: schemas/* string */.YjP(),
    /** The cache entry the job's store started from (restored, or held by the store found here); absent: none. */
    baseKey: schemas/* string */.YjP().optional(),
    /** ISO-8601 time of the restore. */
    at: schemas/* string */.YjP(),
}));
function jobIdentityFromEnv(env = process.env) {
    return {
        githubRunId: env.GITHUB_RUN_ID ?? '',
        githubRunAttempt: env.GITHUB_RUN_ATTEMPT ?? '',
        job: env.GITHUB_JOB ?? '',
    };
}
/** True when the marker names this very job; never without a workflow run ID (outside GitHub nothing tells jobs apart). */
function isSameJob(marker, identity) {
    return (marker !== undefined &&
        identity.githubRunId !== '' &&
        marker.githubRunId === identity.githubRunId &&
        marker.githubRunAttempt === identity.githubRunAttempt &&
        marker.job === identity.job);
}
/** "an earlier job (workflow run 5000 attempt 1, job build)", for messages about a leftover store. */
function describeEarlierJob(marker) {
    if (marker === undefined)
        return 'an earlier job (it left no record of which)';
    const job = marker.job === '' ? '' : `, job ${marker.job}`;
    return `an earlier job (workflow run ${marker.githubRunId || '?'} attempt ${marker.githubRunAttempt || '?'}${job})`;
}
const markerSegments = (ref) => ['jobs', ref.namespace];
function markerPath(location, ref) {
    return external_node_path_default().join(location.localDirectory, ...markerSegments(ref), `${ref.runId}.json`);
}
/** The marker of the run's store on this machine; undefined when there is none or it does not parse. */
async function readJobMarker(location, ref) {
    let text;
    try {
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, [external_node_path_default().basename(location.localDirectory), ...markerSegments(ref)]);
        text = await external_node_fs_.promises.readFile(markerPath(location, ref), 'utf8');
    }
    catch {
        return undefined; // missing, or not a plain path: no proof that the store is this job's
    }
    try {
        const parsed = jobMarkerSchema().safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** Records this job as the one whose store the run directory is (written whole, then renamed into place). */
async function writeJobMarker(location, ref, identity, baseKey) {
    const marker = {
        schemaVersion: 1,
        ...identity,
        ...(baseKey === undefined ? {} : { baseKey }),
        at: new Date().toISOString(),
    };
    const directory = external_node_path_default().dirname(markerPath(location, ref));
    await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, [external_node_path_default().basename(location.localDirectory), ...markerSegments(ref)]);
    await external_node_fs_.promises.mkdir(directory, { recursive: true, mode: 0o700 });
    const temporary = external_node_path_default().join(directory, `.${ref.runId}.${process.pid}.tmp`);
    await external_node_fs_.promises.writeFile(temporary, `${JSON.stringify(marker)}\n`, { mode: 0o600 });
    await external_node_fs_.promises.rename(temporary, markerPath(location, ref));
}

// EXTERNAL MODULE: ./src/action/persistence/layout.ts
var layout = __webpack_require__(6);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
;// CONCATENATED MODULE: ./src/action/persistence/chain-order.ts
// Which of two stores of one run is newer, by their event logs. Every record carries the hash of the
// one before it, so two logs that agree on record n agree on every record up to n: a store holds
// another's records when each of its logs is at least as long and has the same record at the other's
// length (the same head there). That is what DESIGN \u00a78 calls one store extending another's chain.

async function readLogHashes(ref) {
    const storage = await (0,local_storage/* createLocalRunStorage */.W)({ directory: ref.storeDirectory, namespace: ref.namespace });
    const hashes = { graph: [], runner: [] };
    for (const log of contract/* eventLogNames */.F8) {
        const into = hashes[log];
        const keep = (batch) => {
            for (const event of batch)
                into.push(event.hash);
        };
        await storage.readEvents(ref.runId, log, undefined, { eachBatch: keep });
    }
    return hashes;
}
function holdsLog(a, b) {
    return a.length >= b.length && (b.length === 0 || a[b.length - 1] === b[b.length - 1]);
}
/** How store `a` stands to store `b`. */
function orderStores(a, b) {
    if (contract/* eventLogNames */.F8.every((log) => holdsLog(a[log], b[log])))
        return { kind: 'holds', more: contract/* eventLogNames */.F8.reduce((sum, log) => sum + a[log].length - b[log].length, 0) };
    if (contract/* eventLogNames */.F8.every((log) => holdsLog(b[log], a[log])))
        return { kind: 'older' };
    for (const log of contract/* eventLogNames */.F8) {
        const shorter = Math.min(a[log].length, b[log].length);
        const differs = a[log].slice(0, shorter).findIndex((hash, index) => hash !== b[log][index]);
        if (differs !== -1)
            return { kind: 'diverged', log, record: differs + 1 };
    }
    // Each log of one is a prefix of the other's, but not the same way round for both logs.
    const log = contract/* eventLogNames */.F8.find((name) => a[name].length < b[name].length) ?? 'graph';
    return { kind: 'diverged', log, record: a[log].length + 1 };
}
/** "graph 11, runner 6 records", for messages. */
function describeRecords(hashes) {
    return `${contract/* eventLogNames */.F8.map((log) => `${log} ${hashes[log].length}`).join(', ')} records`;
}

// EXTERNAL MODULE: ./src/runner/status/observe.ts
var observe = __webpack_require__(24961);
;// CONCATENATED MODULE: ./src/action/persistence/live-holder.ts
// Whether a live process on this machine holds a run's process lock: a run directory in use is never
// set aside (leftover.ts) \u2014 its writer would go on appending to the moved directory. The runner then
// refuses to drive the run under a second watchdog, as it would have anyway.


/** The holder of the run's process lock when it is a live process of this host; else undefined. */
async function liveLockHolder(ref) {
    let holder;
    try {
        const storage = await (0,local_storage/* createLocalRunStorage */.W)({ directory: ref.storeDirectory, namespace: ref.namespace });
        holder = await storage.readProcessLock(ref.runId);
    }
    catch {
        return undefined; // unreadable: the runner refuses it with its own message when it opens the run
    }
    // Alive as the runner tells it: this host, the same pid and (where known) the same start time.
    return holder !== undefined && (await (0,observe/* isHolderAlive */.k5)(holder)) === true ? holder : undefined;
}

// EXTERNAL MODULE: ./src/action/persistence/restore-journal.ts
var restore_journal = __webpack_require__(23626);
;// CONCATENATED MODULE: ./src/action/persistence/set-aside.ts
// Where a run directory an earlier job left on a self-hosted runner goes while the persisted store
// is restored in its place (leftover.ts), and how long it stays there:
//   .local/set-aside/<namespace>/<run-id>-<time>-<random>/<run-id>
// A copy kept there is for a person to look at (records the persisted store did not have). Without
// a bound a long-lived runner would keep one copy per such job forever, so at each job start (and
// after each set-aside) a copy goes once it is older than the cache's own eviction (7 days: what
// it was compared with may be gone by then too) or is not among the newest few of its namespace.
// A copy a restore still has set aside (its journal names it) is never removed.






/** How long, and how many per namespace, set-aside copies are kept. */
const setAsideRetention = { maxAgeMs: 7 * 24 * 60 * 60 * 1000, keepPerNamespace: 3 };
/** "kept 7 days, at most the 3 newest per namespace", for messages. */
const setAsideRetentionText = `set-aside copies are kept ${setAsideRetention.maxAgeMs / 86_400_000} days, at most the ${setAsideRetention.keepPerNamespace} newest per namespace`;
const setAsideSegments = (location, namespace) => external_node_path_default().relative(location.storeRoot, (0,layout/* setAsideDirectory */.SA)(location, namespace)).split((external_node_path_default()).sep);
/**
 * Moves the run directory below the store's machine-local directory (same file system: one rename),
 * the restore's journal naming where before it moves: killed at any point, the next start puts it back.
 */
async function moveAside(location, ref, restore) {
    try {
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, setAsideSegments(location, ref.namespace));
        const base = (0,layout/* setAsideDirectory */.SA)(location, ref.namespace);
        await external_node_fs_.promises.mkdir(base, { recursive: true, mode: 0o700 });
        const parent = await external_node_fs_.promises.mkdtemp(external_node_path_default().join(base, `${ref.runId}-${stampOf(new Date())}-`));
        const directory = external_node_path_default().join(parent, ref.runId);
        await restore.settingAside(external_node_path_default().basename(parent));
        await external_node_fs_.promises.rename(location.runDirectory, directory);
        return { parent, directory };
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `cannot set aside the run directory ${location.runDirectory} left on this runner to compare it with what is persisted: ${error.message}`, { path: location.runDirectory, cause: error });
    }
}
/** Puts a set-aside run directory back in its place (the place must be empty). */
async function putBack(location, aside) {
    await external_node_fs_.promises.rename(aside.directory, location.runDirectory);
    await external_node_fs_.promises.rmdir(aside.parent);
}
/** `2026-12-07T17-45-34-123Z`: an ISO time that is a file name. */
function stampOf(time) {
    return time.toISOString().replace(/[:.]/g, '-');
}
const copyName = /-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-[A-Za-z0-9]{6}$/;
/** The time a set-aside copy was made, from its name; undefined for a name this module did not make. */
function setAsideTime(name) {
    const match = copyName.exec(name);
    if (match === null)
        return undefined;
    const [, date, hours, minutes, seconds, millis] = match;
    const time = Date.parse(`${date}T${hours}:${minutes}:${seconds}.${millis}Z`);
    return Number.isNaN(time) ? undefined : time;
}
/**
 * Removes the set-aside copies of every namespace of the store that are past the retention; returns
 * what it removed. Names it did not make are left alone; so is a copy a restore's journal still names.
 */
async function pruneSetAside(location, now = Date.now()) {
    const root = external_node_path_default().dirname((0,layout/* setAsideDirectory */.SA)(location, '-'));
    // A link planted at .local or set-aside would point the removals elsewhere.
    await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, external_node_path_default().relative(location.storeRoot, root).split((external_node_path_default()).sep));
    const inUse = await asidesInUse((0,layout/* restoreJournalsDirectory */.cT)(location));
    const removed = [];
    for (const namespace of await directoriesIn(root)) {
        const base = external_node_path_default().join(root, namespace);
        const copies = (await directoriesIn(base))
            .map((name) => ({ name, time: setAsideTime(name) }))
            .filter((copy) => copy.time !== undefined)
            .sort((a, b) => b.time - a.time);
        let kept = 0;
        for (const copy of copies) {
            const where = external_node_path_default().join(base, copy.name);
            if (inUse.has(`${namespace}/${copy.name}`))
                continue;
            const empty = (await external_node_fs_.promises.readdir(where)).length === 0;
            const young = now - copy.time < setAsideRetention.maxAgeMs;
            if (!empty && young && kept < setAsideRetention.keepPerNamespace) {
                kept += 1;
                continue;
            }
            await (0,tree/* removeTree */.dM)(where);
            removed.push(where);
        }
    }
    return removed;
}
/** `<namespace>/<aside>` of every restore journal on the machine. */
async function asidesInUse(journals) {
    const inUse = new Set();
    for (const namespace of await directoriesIn(journals)) {
        for (const name of await external_node_fs_.promises.readdir(external_node_path_default().join(journals, namespace)).catch(() => [])) {
            if (!name.endsWith('.json'))
                continue;
            const text = await external_node_fs_.promises.readFile(external_node_path_default().join(journals, namespace, name), 'utf8').catch(() => '');
            const aside = (0,restore_journal/* parseJournal */.z8)(text)?.aside;
            if (aside !== undefined)
                inUse.add(`${namespace}/${aside}`);
        }
    }
    return inUse;
}
/** Names of the real directories (no symlinks) in `directory`; none when it does not exist. */
async function directoriesIn(directory) {
    let entries;
    try {
        entries = await external_node_fs_.promises.readdir(directory, { withFileTypes: true });
    }
    catch {
        return [];
    }
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

;// CONCATENATED MODULE: ./src/action/persistence/leftover.ts
// A run directory that is already on the runner when a job restores: an earlier step of this job
// left it (job-marker.ts says so), or an earlier job did \u2014 a self-hosted runner keeps a storage-path
// that survives between jobs, or a RUNNER_TEMP nobody emptied after a crash. An earlier job's store
// may be older than what another machine saved since; used as is, it would roll the run back (a
// completed node offered again as a reconcile request). So it is set aside, what is persisted is
// restored in its place, and the newer of the two is kept: the directory on the runner when it
// holds every record of the persisted one (chain-order.ts), else the persisted one, the old
// directory staying aside under `.local/set-aside/` for a person to look at.








async function settleLeftover(location, ref, options, warnings) {
    const directory = location.runDirectory;
    const marker = await readJobMarker(location, ref);
    if (isSameJob(marker, options.identity)) {
        warnings.push(`the run directory ${directory} already exists on this runner, from an earlier step of this job: it was used as is and nothing was restored`);
        return marker.baseKey === undefined ? { kind: 'local' } : { kind: 'local', heldKey: marker.baseKey };
    }
    const leftBy = describeEarlierJob(marker);
    if (options.localOnly) {
        warnings.push(`the run directory ${directory} was left on this runner by ${leftBy}; persist is none, so it is the run's only store: it was used as is`);
        return { kind: 'local', leftBy };
    }
    return weighAgainstPersisted(location, ref, leftBy, options, warnings);
}
/** Sets the directory aside, restores what is persisted, and keeps the newer of the two. */
async function weighAgainstPersisted(location, ref, leftBy, { restorePersisted, restore }, warnings) {
    const directory = location.runDirectory;
    const leftHere = `the run directory ${directory} was left on this runner by ${leftBy}`;
    const holder = await liveLockHolder(storeRefAt(location, ref));
    if (holder !== undefined) {
        warnings.push(`${leftHere}, and a live process (pid ${holder.pid}) still holds its process lock: it was used as is and nothing was restored (the run is not driven from here while that process holds it)`);
        return { kind: 'local', leftBy };
    }
    let local;
    try {
        local = await readLogHashes(storeRefAt(location, ref));
    }
    catch (error) {
        local = (0,errors/* describeError */.Uc)(error);
    }
    const aside = await moveAside(location, ref, restore);
    // Copies past their retention go at each set-aside too (a failure there only keeps them).
    await pruneSetAside(location).catch(() => undefined);
    let restored;
    let persisted;
    try {
        restored = await restorePersisted();
        if (restored.source === 'none') {
            await putBack(location, aside);
            warnings.push(`${leftHere}; no persisted store of the run was found to compare it with, so it was used as is`);
            return { kind: 'local', leftBy };
        }
        persisted = await readPersisted(location, ref, restored);
    }
    catch (error) {
        // Not compared, so not used either way: the directory goes back untouched and the job fails.
        await (0,verify/* discardRestored */.v)(location);
        await putBack(location, aside);
        throw notCompared(error, `the run directory ${directory}, left on this runner by ${leftBy}, could not be compared with it and was not used (it stays in place)`);
    }
    const origin = originOf(restored);
    const order = typeof local === 'string' ? undefined : orderStores(local, persisted);
    if (order?.kind === 'holds') {
        await (0,tree/* removeTree */.dM)(directory);
        await putBack(location, aside);
        const more = order.more === 0 ? '' : ` and ${order.more} more`;
        warnings.push(`${leftHere}; it holds every record of ${origin}${more}, so it was used as is`);
        const heldKey = restored.source === 'cache' ? restored.key : restored.unrestoredKey;
        return heldKey === undefined ? { kind: 'local', leftBy } : { kind: 'local', heldKey, leftBy };
    }
    warnings.push(`${leftHere}; ${whyReplaced(order, local, origin, persisted)}: ${origin} was restored in its place, and the old directory was moved to ${aside.directory} (${setAsideRetentionText}: copy it elsewhere to keep it)`);
    return { kind: 'persisted', restored };
}
/** The store's root as it is found now (a relative storage-path must not depend on the cwd later). */
function storeRefAt(location, ref) {
    return { ...ref, storeDirectory: location.storeRoot };
}
function originOf(restored) {
    return restored.source === 'cache' ? `cache entry ${restored.key}` : `artifact ${restored.artifactName}`;
}
async function readPersisted(location, ref, restored) {
    try {
        return await readLogHashes(storeRefAt(location, ref));
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the logs of ${originOf(restored)} cannot be read: ${(0,errors/* describeError */.Uc)(error)}`, restored.key === undefined ? { cause: error } : { key: restored.key, cause: error });
    }
}
function whyReplaced(order, local, origin, persisted) {
    if (typeof local === 'string')
        return `its logs cannot be read (${local})`;
    if (order?.kind === 'older')
        return `it is older than the run's newest save, ${origin} (it holds ${describeRecords(local)}; ${origin} ${describeRecords(persisted)}, its records among them)`;
    const at = order?.kind === 'diverged' ? ` (its ${order.log} log differs at record ${order.record})` : '';
    return `it and ${origin} diverged${at}, and the newest save wins`;
}
function notCompared(error, what) {
    if (!(0,action_errors/* isActionError */.Bd)(error))
        return error;
    return new action_errors/* ActionError */.lZ('STORE_RESTORE', `${error.message}; ${what}`, {
        ...(error.key === undefined ? {} : { key: error.key }),
        ...(error.path === undefined ? {} : { path: error.path }),
        cause: error,
    });
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
// A run directory already on the runner is this job's own, or is weighed against what is persisted
// (leftover.ts). Every restore records this job as the store's (job-marker.ts). A restore is
// journaled on the machine while it is in progress, and one a killed job left unsettled is undone
// before anything else (restore-journal.ts); set-aside copies past their retention go (set-aside.ts).













async function restoreStore(options) {
    const location = (0,layout/* locateStore */.kf)(options);
    const ref = { storeDirectory: options.storeDirectory, namespace: options.namespace, runId: options.runId };
    const restorePrefix = (0,keys/* cacheRestorePrefix */.v3)({
        prefix: options.prefix,
        namespace: options.namespace,
        runId: options.runId,
    });
    const fromRun = options.fromRun === undefined ? undefined : (0,from_run/* parseFromRun */.h)(options.fromRun);
    const base = { runDirectory: location.runDirectory, restorePrefix };
    const warnings = [];
    const identity = options.job ?? jobIdentityFromEnv();
    await tidyMachine(location, ref, warnings);
    const restore = restore_journal/* RestoreInProgress */.$l.begin(location, ref, identity);
    const restorePersisted = () => restoreFromPersisted(location, ref, restorePrefix, fromRun, warnings, restore);
    let result;
    try {
        if (await alreadyHere(location)) {
            const settled = await settleLeftover(location, ref, { identity, localOnly: options.localOnly === true, restorePersisted, restore }, warnings);
            result =
                settled.kind === 'persisted'
                    ? { ...settled.restored, ...base, warnings }
                    : {
                        source: 'local',
                        ...(settled.heldKey === undefined ? {} : { heldKey: settled.heldKey }),
                        ...(settled.leftBy === undefined ? {} : { leftBy: settled.leftBy }),
                        ...base,
                        warnings,
                    };
        }
        else {
            result = { ...(await restorePersisted()), ...base, warnings };
        }
    }
    catch (error) {
        // The restore cleaned up after itself: the journal goes (a set-aside directory still aside goes back).
        await (0,restore_journal/* undoInterruptedRestore */.vQ)(location, ref).catch(() => undefined);
        throw error;
    }
    // From here the run directory is the job's store: killed later, the next start weighs it as it is.
    await restore.settled();
    try {
        await writeJobMarker(location, ref, identity, result.key ?? result.heldKey ?? result.unrestoredKey);
    }
    catch (error) {
        // Only a later step of this job misses it: it then compares its store with the cache as a later job would.
        warnings.push(`could not record this job as the one whose store ${location.runDirectory} is: ${error.message}`);
    }
    return result;
}
/** The run's newest cache entry, else (on a miss, or an entry that cannot be restored) from-run's artifact. */
async function restoreFromPersisted(location, ref, restorePrefix, fromRun, warnings, restore) {
    const cached = await restoreFromCache(location, ref, restorePrefix, warnings, restore);
    if (cached.kind === 'hit') {
        if (fromRun)
            warnings.push(`from-run ${fromRun.runId} was not used: the cache restored the run (entry ${cached.key}), and from-run is read only when the cache misses`);
        return { source: 'cache', key: cached.key, storedRunId: cached.storedRunId };
    }
    if (fromRun) {
        await restore.restoring(`the store artifact of workflow run ${fromRun.runId}`);
        const artifact = await restoreFromArtifact(location, ref, fromRun, warnings);
        if (artifact)
            return {
                source: 'artifact',
                artifactName: artifact.name,
                artifactId: artifact.id,
                storedRunId: artifact.storedRunId,
                ...(cached.kind === 'failed' ? { unrestoredKey: cached.key } : {}),
            };
    }
    if (cached.kind === 'failed') {
        // The run IS stored: carrying on as if it were new could repeat finished, non-retry-safe work.
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `cache entry ${cached.key} holds this run but could not be restored (see the cache client's message above)${fromRun ? `, and from-run ${fromRun.runId} had no usable artifact` : ''}; re-run the job, or pass from-run`, { key: cached.key });
    }
    return { source: 'none' };
}
/** Before a restore: undo one a killed job left unsettled, and remove set-aside copies past their retention. */
async function tidyMachine(location, ref, warnings) {
    const undone = await (0,restore_journal/* undoInterruptedRestore */.vQ)(location, ref).catch((error) => {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `an earlier job was stopped while it restored ${location.runDirectory}, and what it left could not be undone: ${error.message}`, { path: location.runDirectory, cause: error });
    });
    if (undone !== undefined)
        warnings.push(describeUndone(undone, location));
    // Only keeps copies longer when it fails: never a reason to stop the job.
    await pruneSetAside(location).catch(() => undefined);
}
/** The warning about a restore an earlier job was stopped in, and what was undone of it. */
function describeUndone(undone, location) {
    const { by, origin } = undone.journal;
    const job = `workflow run ${by.githubRunId || '?'} attempt ${by.githubRunAttempt || '?'}${by.job === '' ? '' : `, job ${by.job}`}`;
    const what = [
        ...(undone.discarded
            ? [
                `what it had restored${origin === undefined ? '' : ` of ${origin}`} at ${location.runDirectory} was removed unused`,
            ]
            : []),
        ...(undone.putBack ? [`the run directory it had set aside was put back in place`] : []),
    ];
    return `an earlier job (${job}) was stopped while it restored the store${what.length === 0 ? '' : `: ${what.join('; ')}`}; this job restores it afresh`;
}
/**
 * True when a run directory is already on this runner (settleLeftover decides what becomes of it).
 * An empty one is removed; a run directory reached through a link is refused.
 */
async function alreadyHere(location) {
    try {
        await (0,tree/* assertDirectoryChain */.x1)(location.storeRoot, location.segments);
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `cannot restore into ${location.runDirectory}: ${error.message}`, { path: location.runDirectory, cause: error });
    }
    if (!(await (0,tree/* pathExists */.s0)(location.runDirectory)))
        return false;
    if ((await external_node_fs_.promises.readdir(location.runDirectory)).length > 0)
        return true;
    await external_node_fs_.promises.rmdir(location.runDirectory);
    return false;
}
async function restoreFromCache(location, ref, restorePrefix, warnings, restore) {
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
    await restore.restoring(`cache entry ${found}`);
    const key = await (0,cache_client/* restoreCacheEntry */.JF)(location.cachePath, found, []);
    if (key === undefined) {
        await (0,verify/* discardRestored */.v)(location);
        warnings.push(`cache entry ${found} was found but could not be restored (see the cache client's message above)`);
        return { kind: 'failed', key: found };
    }
    if (!key.startsWith(restorePrefix)) {
        await (0,verify/* discardRestored */.v)(location);
        throw refuseForeign(key);
    }
    const storedRunId = await (0,verify/* acceptRestored */.V)(location, ref, `cache entry ${key}`);
    return { kind: 'hit', key, storedRunId };
}

;// CONCATENATED MODULE: ./src/action/job/stored.ts
// Restore the store and verify it before anything acts on it: the restored definition must name
// exactly the run and namespace asked for (cache keys match without regard to case), and every
// record of both logs is read through the store, which checks schemas and hash chains.




/**
 * The cache entry this job counts as restored for fork detection: the one it restored; else the one
 * the run directory already on the runner holds every record of (DESIGN \u00a78: a store that extends an
 * entry's chain is no fork of it); else the newest one it found and could not restore (from-run stood
 * in), which was saved before, not since.
 */
function forkBaseKey(restored) {
    return restored.key ?? restored.heldKey ?? restored.unrestoredKey;
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
    const restored = await restoreForJob(job);
    const tried = `cache prefix ${restored.restorePrefix}${job.fromRun === undefined ? ' (no from-run given)' : ` and the store artifact of workflow run ${job.fromRun.runId}`}`;
    if (!(await hasStoredDefinition(job, restored)))
        return { restored, report: null, tried };
    const { report, verified } = await verifiedReport(job, restored);
    assertSameRun(job, report);
    // The lengths and heads of both logs as that verified read found them (a later save must extend them).
    return {
        restored,
        report,
        tried,
        ...(report.logs === undefined ? {} : { chains: report.logs }),
        ...(verified === undefined ? {} : { verified }),
    };
}
/** The store from the cache, an artifact or this runner, as persist says. */
function restoreForJob(job) {
    const { persist } = job.config;
    return restoreStore({
        ...job.store,
        prefix: job.config.cachePrefix,
        ...(job.fromRun === undefined ? {} : { fromRun: job.fromRun }),
        job: { githubRunId: job.githubRunId, githubRunAttempt: job.githubRunAttempt, job: job.jobName },
        localOnly: !persist.cache && !persist.artifact,
    });
}
/** Whether a run is stored: its definition, read (STORE_RESTORE when it is there and unreadable). */
async function hasStoredDefinition(job, restored) {
    const storage = await (0,local_storage/* createLocalRunStorage */.W)({
        directory: storageOptions(job).directory,
        namespace: job.config.namespace,
    });
    try {
        return (await storage.readDefinition(job.config.runId)) !== undefined;
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the stored definition of run ${job.config.runId} is unreadable (${restored.source}): ${(0,errors/* describeCodedError */.HK)(error)}`, { cause: error });
    }
}
/** Every record of both logs read through the store (schemas, hash chains); STORE_RESTORE when one fails. */
async function verifiedReport(job, restored) {
    try {
        // The report layer (the runner's status reader under it) loads only when a run is stored.
        const { loadRunReportWithRead } = await Promise.all(/* import() */[__webpack_require__.e(254), __webpack_require__.e(748), __webpack_require__.e(67), __webpack_require__.e(220), __webpack_require__.e(181)]).then(__webpack_require__.bind(__webpack_require__, 41714));
        const keepVerifiedRead = mayResume(job);
        // Sealed (digestLogs): a save's check then need not read the restored records again (chains.ts).
        return await loadRunReportWithRead(storageOptions(job), job.config.runId, {
            digestLogs: true,
            ...(keepVerifiedRead === undefined ? {} : { keepVerifiedRead }),
        });
    }
    catch (error) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the store of run ${job.config.runId} (${restored.source === 'cache' ? `cache entry ${restored.key}` : restored.source}) failed verification: ${(0,errors/* describeCodedError */.HK)(error)}`, {
            cause: error,
        });
    }
}
/** The restored store must be of exactly this run and namespace (cache keys match without regard to case). */
function assertSameRun(job, report) {
    const { runId, namespace } = report.status;
    if (runId !== job.config.runId || namespace !== job.config.namespace) {
        throw new action_errors/* ActionError */.lZ('STORE_RESTORE', `the restored store belongs to run ${JSON.stringify(runId)} in namespace ${JSON.stringify(namespace)}, not run ${JSON.stringify(job.config.runId)} in ${JSON.stringify(job.config.namespace)} (cache keys match without regard to case); it was not used`);
    }
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
            best = {
                artifact: { id: artifact.id, name: artifact.name, digest: artifact.digest, size: artifact.size },
                attempt,
            };
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

/***/ 23626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $l: () => (/* binding */ RestoreInProgress),
/* harmony export */   vQ: () => (/* binding */ undoInterruptedRestore),
/* harmony export */   z8: () => (/* binding */ parseJournal)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27597);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35203);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(10668);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9483);
// A restore in progress, recorded on the machine (below `.local`, never persisted) so that a job
// killed in the middle of it \u2014 the runner's kill of a cancelled step, a lost runner process \u2014 leaves
// nothing the next start could mistake for a store:
//   .local/restoring/<namespace>/<run-id>.json  { started, by, origin?, aside? }
// Written before the run directory an earlier job left is set aside (leftover.ts) and before an entry
// is extracted at the run directory (so a journal without `aside` means the run directory was empty
// when the restore began writing it), removed once the restore is settled (accepted, put back, or refused and cleaned up). Found at the next start (or by the
// post step of the killed job), it is undone: whatever the restore wrote at the run directory is
// removed (an archive extracted in part, a comparison cut short), and a directory it set aside goes
// back in place, where it is weighed against what is persisted again. A directory set aside is gone
// from its place only when the journal says it was put back or its restore was settled, so the
// move is all or nothing from the next job's point of view.







const journalSchema = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    /** ISO-8601 time the restore started. */
    started: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    by: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ githubRunId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), githubRunAttempt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), job: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
    /** What was being restored once known: `cache entry <key>`, `artifact <name>`. */
    origin: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    /** The directory an earlier job left is set aside in `.local/set-aside/<namespace>/<aside>/<run-id>`. */
    aside: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^[A-Za-z0-9._-]+$/)
        .refine((name) => name !== '.' && name !== '..')
        .optional(),
}));
const journalSegments = (location, ref) => [
    node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(location.localDirectory),
    node_path__WEBPACK_IMPORTED_MODULE_1___default().basename((0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .restoreJournalsDirectory */ .cT)(location)),
    ref.namespace,
];
function journalPath(location, ref) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join((0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .restoreJournalsDirectory */ .cT)(location), ref.namespace, `${ref.runId}.json`);
}
/** The journal's text; undefined when there is none, or the path to it is not plain directories. */
async function journalText(location, ref) {
    try {
        await (0,_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .assertDirectoryChain */ .x1)(location.storeRoot, journalSegments(location, ref));
        return await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(journalPath(location, ref), 'utf8');
    }
    catch {
        return undefined;
    }
}
function parseJournal(text) {
    try {
        const parsed = journalSchema().safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** One restore's journal: written whole and renamed into place at each step. */
class RestoreInProgress {
    #journal;
    #written = false;
    #location;
    #ref;
    constructor(location, ref, journal) {
        this.#location = location;
        this.#ref = ref;
        this.#journal = journal;
    }
    /** Nothing is written yet: a restore that changes nothing at the run directory leaves no journal. */
    static begin(location, ref, by) {
        return new RestoreInProgress(location, ref, { schemaVersion: 1, started: new Date().toISOString(), by });
    }
    /** Said before the restore of `origin` writes anything at the run directory. */
    async restoring(origin) {
        this.#journal = { ...this.#journal, origin };
        await this.#write();
    }
    /** Said before the run directory is moved below `.local/set-aside/<namespace>/<aside>/` (set-aside.ts). */
    async settingAside(aside) {
        this.#journal = { ...this.#journal, aside };
        await this.#write();
    }
    /** The restore is settled: what is at the run directory now is what the job uses (or nothing). */
    async settled() {
        if (this.#written)
            await removeJournal(this.#location, this.#ref);
    }
    async #write() {
        this.#written = true;
        const file = journalPath(this.#location, this.#ref);
        await (0,_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .assertDirectoryChain */ .x1)(this.#location.storeRoot, journalSegments(this.#location, this.#ref));
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true, mode: 0o700 });
        const temporary = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), `.${this.#ref.runId}.${process.pid}.tmp`);
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(temporary, `${JSON.stringify(this.#journal)}\n`, { mode: 0o600 });
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rename(temporary, file);
    }
}
/** Removes the journal, and its directories once empty (`.local` holds only what is in use). */
async function removeJournal(location, ref) {
    const file = journalPath(location, ref);
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(file, { force: true });
    for (const directory of [node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .restoreJournalsDirectory */ .cT)(location)]) {
        try {
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rmdir(directory);
        }
        catch {
            return; // not empty (another run's journal), or already gone
        }
    }
}
/**
 * Undoes a restore a killed job left unsettled; undefined when there is none. A journal naming an
 * `aside` that no longer holds the run directory means it was put back already (or never moved):
 * the run directory is then that earlier job's and stays.
 */
async function undoInterruptedRestore(location, ref) {
    const text = await journalText(location, ref);
    if (text === undefined)
        return undefined;
    const journal = parseJournal(text);
    if (journal === undefined) {
        // A journal that does not parse is no record of anything: it goes, and nothing else is touched.
        await removeJournal(location, ref).catch(() => undefined);
        return undefined;
    }
    const asideParent = journal.aside === undefined ? undefined : node_path__WEBPACK_IMPORTED_MODULE_1___default().join((0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .setAsideDirectory */ .SA)(location, ref.namespace), journal.aside);
    const asideRun = asideParent === undefined ? undefined : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(asideParent, ref.runId);
    const stillAside = asideRun !== undefined && (await (0,_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .pathExists */ .s0)(asideRun));
    let discarded = false;
    if (journal.aside === undefined || stillAside) {
        discarded = await (0,_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .pathExists */ .s0)(location.runDirectory);
        await (0,_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .discardRestored */ .v)(location);
    }
    if (stillAside) {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rename(asideRun, location.runDirectory);
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rmdir(asideParent).catch(() => undefined);
    }
    await removeJournal(location, ref);
    return { journal, runDirectory: location.runDirectory, discarded, putBack: stillAside };
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
/* unused harmony export maxRunTreeDepth */
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
/**
 * How many directories deep a run directory may nest: the store writes two (`artifacts/<digest>`).
 * A restored tree deeper than this is no store's; refused before its depth reaches the file system's
 * path limit, where each lstat of it would fail.
 */
const maxRunTreeDepth = 8;
async function inspectRunTree(root) {
    const rootStats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(root);
    if (!rootStats.isDirectory())
        throw new TreeProblem(`${root} is ${describe(rootStats)}, not a directory`, root);
    const files = [];
    const linked = new Map();
    let bytes = 0;
    const pending = [{ directory: root, depth: 0 }];
    while (pending.length > 0) {
        const { directory, depth } = pending.pop();
        for (const name of (await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(directory)).sort()) {
            const entry = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(directory, name);
            const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(entry);
            if (stats.isDirectory()) {
                if (depth + 1 > maxRunTreeDepth)
                    throw new TreeProblem(`${shortened(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, entry))} is nested more than ${maxRunTreeDepth} directories deep; a store is at most ${maxRunTreeDepth}`, entry);
                pending.push({ directory: entry, depth: depth + 1 });
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
function shortened(text) {
    return text.length > 200 ? `${text.slice(0, 200)}\u2026` : text;
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
/**
 * Removes a restored tree without following symlinks inside it (fs.rm unlinks them). A tree nested
 * past the file system's path limit (an archive's entries are relative, so one can reach below it)
 * defeats fs.rm, which names each file by its whole path: its deep subtrees are moved up to the top
 * of the tree, pass by pass, until fs.rm can reach everything.
 */
async function removeTree(target) {
    for (let pass = 0;; pass += 1) {
        try {
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(target, { recursive: true, force: true });
            return;
        }
        catch (error) {
            // Each pass moves something up, or the tree is not too deep for the reason fs.rm failed.
            if (error.code !== 'ENAMETOOLONG' || (await hoistDeepSubtrees(target, pass)) === 0)
                throw error;
        }
    }
}
/** A path this much longer than the tree's own is safe to name; a directory's that reaches it moves up. */
const hoistAtLength = 2048;
/**
 * Moves every directory whose path is hoistAtLength longer than `target`'s to the top of `target`,
 * under a name not taken there; returns how many it moved.
 */
async function hoistDeepSubtrees(target, pass) {
    let moved = 0;
    const pending = [target];
    while (pending.length > 0) {
        const directory = pending.pop();
        for (const entry of await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(directory, { withFileTypes: true })) {
            if (!entry.isDirectory())
                continue;
            const child = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(directory, entry.name);
            if (child.length - target.length < hoistAtLength) {
                pending.push(child);
                continue;
            }
            let up;
            do
                up = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(target, `.hoisted-${pass}-${(moved += 1)}`);
            while (await pathExists(up));
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rename(child, up);
        }
    }
    return moved;
}


/***/ }),

/***/ 9483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ acceptRestored),
  v: () => (/* binding */ discardRestored)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/store/local-storage.ts + 7 modules
var local_storage = __webpack_require__(99992);
;// CONCATENATED MODULE: ./src/action/persistence/identity.ts
// The identity a restored store claims for itself. Cache keys match without regard to case,
// so the entry restored for run `run-1` could have been saved by run `Run-1`: the stored
// definition (verified against its digest by the store layer, which also refuses one naming
// another run) must name exactly the run ID asked for. The namespace is not stored in the
// definition; it is checked through the exact case of the matched key and the directory the
// entry restored into.


/** The run ID the restored definition names, undefined when the run has no definition (yet). */
async function readStoredRunId(ref) {
    let definition;
    try {
        const storage = await (0,local_storage/* createLocalRunStorage */.W)({ directory: ref.storeDirectory, namespace: ref.namespace });
        definition = await storage.readDefinition(ref.runId);
    }
    catch (error) {
        throw new errors/* ActionError */.lZ('STORE_RESTORE', `the restored store of run ${ref.runId} is unreadable (cache keys match without regard to case): ${error.message}; it was not used`, { cause: error });
    }
    if (definition === undefined)
        return undefined;
    const runId = typeof definition === 'object' && definition !== null && !Array.isArray(definition)
        ? definition.runId
        : undefined;
    return typeof runId === 'string' ? runId : undefined;
}

// EXTERNAL MODULE: ./src/action/persistence/tree.ts
var tree = __webpack_require__(10668);
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
            throw new errors/* ActionError */.lZ('STORE_RESTORE', `${origin} did not contain ${location.runDirectory}: keep storage-path the same string, at the same place relative to GITHUB_WORKSPACE, in every job`, { path: location.runDirectory });
        }
        await (0,tree/* inspectRunTree */.gB)(location.runDirectory);
        // The resolved root: a relative storage-path must not depend on the cwd at this moment.
        return await readStoredRunId({ ...ref, storeDirectory: location.storeRoot });
    }
    catch (error) {
        await discardRestored(location);
        if ((0,errors/* isActionError */.Bd)(error))
            throw error;
        const problem = error instanceof tree/* TreeProblem */.w9 ? error.message : `could not be inspected: ${error.message}`;
        throw new errors/* ActionError */.lZ('STORE_RESTORE', `the store restored from ${origin} was refused and removed: ${problem}`, {
            path: error instanceof tree/* TreeProblem */.w9 ? error.path : location.runDirectory,
            cause: error,
        });
    }
}


/***/ }),

/***/ 78419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EW: () => (/* binding */ signatures),
/* harmony export */   WH: () => (/* binding */ zipFileBound),
/* harmony export */   YJ: () => (/* binding */ readZipEntries),
/* harmony export */   m6: () => (/* binding */ readAt),
/* harmony export */   ns: () => (/* binding */ ZipProblem),
/* harmony export */   x: () => (/* binding */ defaultZipLimits)
/* harmony export */ });
/* unused harmony exports maxEntryDepth, maxEntryNameLength, checkEntryName */
class ZipProblem extends Error {
    name = 'ZipProblem';
}
const defaultZipLimits = { maxEntries: 200_000, maxTotalBytes: 4 * 1024 ** 3 };
/**
 * A store's run directory is at most two levels deep (`artifacts/<digest>`) with short names: an entry
 * deeper or longer than these is no store's, and is refused before anything is written (unrefused, a
 * deep one made thousands of directories before the file system's path limit stopped it).
 */
const maxEntryDepth = 8;
const maxEntryNameLength = 1024;
/** A central directory record: 46 bytes, the name, and what any zip tool puts in extra field and comment. */
const maxCentralRecordBytes = 46 + maxEntryNameLength + 1024;
/** A local header (30 bytes, the name, an extra field) and a zip64 data descriptor. */
const maxLocalRecordBytes = 30 + maxEntryNameLength + 1024 + 24;
/**
 * The largest zip file whose entries can be within `limits`: their bytes, each entry's records and the
 * end records (with a comment, and zip64's). A larger file is refused before it is read (or
 * downloaded: artifact-restore.ts).
 */
function zipFileBound(limits = defaultZipLimits) {
    return limits.maxTotalBytes + limits.maxEntries * (maxCentralRecordBytes + maxLocalRecordBytes) + 22 + 0xffff + 76;
}
const signatures = {
    local: 0x04034b50,
    central: 0x02014b50,
    end: 0x06054b50,
    end64: 0x06064b50,
    locator64: 0x07064b50,
};
/** Store file and directory names: the store's own alphabet. */
const plainSegment = /^[A-Za-z0-9._-]{1,255}$/;
const unixFileType = 0o170000;
const unixTypes = { file: 0o100000, directory: 0o040000, symlink: 0o120000 };
async function readAt(handle, position, length) {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    if (bytesRead !== length)
        throw new ZipProblem(`truncated archive: wanted ${length} bytes at offset ${position}`);
    return buffer;
}
function u64(buffer, offset) {
    const value = buffer.readBigUInt64LE(offset);
    if (value > BigInt(Number.MAX_SAFE_INTEGER))
        throw new ZipProblem('a zip64 size or offset is out of range');
    return Number(value);
}
async function findDirectory(handle, fileSize) {
    const tailLength = Math.min(fileSize, 22 + 0xffff);
    const tail = await readAt(handle, fileSize - tailLength, tailLength);
    for (let at = tail.length - 22; at >= 0; at -= 1) {
        // The end record's comment must run exactly to the end of the file: no false match inside a comment.
        if (tail.readUInt32LE(at) !== signatures.end || at + 22 + tail.readUInt16LE(at + 20) !== tail.length)
            continue;
        let entries = tail.readUInt16LE(at + 10);
        let size = tail.readUInt32LE(at + 12);
        let offset = tail.readUInt32LE(at + 16);
        if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
            const locatorAt = fileSize - tailLength + at - 20;
            if (locatorAt < 0)
                throw new ZipProblem('zip64 end locator missing');
            const locator = await readAt(handle, locatorAt, 20);
            if (locator.readUInt32LE(0) !== signatures.locator64)
                throw new ZipProblem('zip64 end locator missing');
            const end64 = await readAt(handle, u64(locator, 8), 56);
            if (end64.readUInt32LE(0) !== signatures.end64)
                throw new ZipProblem('zip64 end record missing');
            entries = u64(end64, 32);
            size = u64(end64, 40);
            offset = u64(end64, 48);
        }
        if (offset + size > fileSize)
            throw new ZipProblem('central directory lies outside the file');
        return { entries, offset, size };
    }
    throw new ZipProblem('not a zip archive (no end of central directory record)');
}
function checkEntryName(raw) {
    const kind = raw.endsWith('/') ? 'directory' : 'file';
    const name = kind === 'directory' ? raw.slice(0, -1) : raw;
    const segments = name.split('/');
    if (raw.length > maxEntryNameLength || segments.length > maxEntryDepth)
        throw new ZipProblem(`entry ${JSON.stringify(raw.length > 200 ? `${raw.slice(0, 200)}\u2026` : raw)} is ${raw.length} characters and ${segments.length} levels deep; store entries are at most ${maxEntryNameLength} characters and ${maxEntryDepth} levels`);
    for (const segment of segments) {
        if (segment === '..' || segment === '.' || !plainSegment.test(segment)) {
            const why = segment === '..'
                ? 'a ".." segment'
                : segment === ''
                    ? 'an empty segment or absolute path'
                    : `segment ${JSON.stringify(segment)}`;
            throw new ZipProblem(`entry ${JSON.stringify(raw)} has ${why}; store entries are relative paths of [A-Za-z0-9._-] names`);
        }
    }
    return { name, kind };
}
async function readZipEntries(handle, limits = defaultZipLimits) {
    const fileSize = (await handle.stat()).size;
    if (fileSize > zipFileBound(limits))
        throw new ZipProblem(`the archive is ${fileSize} bytes, more than entries within the limits (${limits.maxEntries} entries, ${limits.maxTotalBytes} bytes) can take (${zipFileBound(limits)} bytes)`);
    const directory = await findDirectory(handle, fileSize);
    if (directory.entries > limits.maxEntries)
        throw new ZipProblem(`${directory.entries} entries exceed the limit of ${limits.maxEntries}`);
    // Read whole below: bounded by what its entries can take, not by the (possibly gigabytes of) file.
    if (directory.size > directory.entries * maxCentralRecordBytes)
        throw new ZipProblem(`the central directory is ${directory.size} bytes, more than its ${directory.entries} entries can take (${maxCentralRecordBytes} bytes each)`);
    const table = await readAt(handle, directory.offset, directory.size);
    const entries = [];
    const seen = new Map();
    let total = 0;
    // Where the next record starts: centralEntry moves it past each one.
    const position = { at: 0 };
    for (let index = 0; index < directory.entries; index += 1) {
        const entry = centralEntry(table, position, index);
        if (seen.has(entry.name))
            throw new ZipProblem(`entry ${JSON.stringify(entry.name)} appears twice`);
        seen.set(entry.name, entry.kind);
        total += entry.size;
        if (total > limits.maxTotalBytes)
            throw new ZipProblem(`unpacked size exceeds the limit of ${limits.maxTotalBytes} bytes`);
        entries.push(entry);
    }
    checkNoFileHoldsEntries(seen);
    return entries;
}
/** The central directory record at `position.at`, read and checked; the position moves past it. */
function centralEntry(table, position, index) {
    const { at } = position;
    if (at + 46 > table.length || table.readUInt32LE(at) !== signatures.central)
        throw new ZipProblem(`central directory entry ${index} is malformed`);
    const madeBy = table.readUInt16LE(at + 4);
    const flags = table.readUInt16LE(at + 8);
    const method = table.readUInt16LE(at + 10);
    const crc = table.readUInt32LE(at + 16);
    let compressedSize = table.readUInt32LE(at + 20);
    let size = table.readUInt32LE(at + 24);
    const nameLength = table.readUInt16LE(at + 28);
    const extraLength = table.readUInt16LE(at + 30);
    const commentLength = table.readUInt16LE(at + 32);
    const external = table.readUInt32LE(at + 38);
    let localHeaderOffset = table.readUInt32LE(at + 42);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > table.length)
        throw new ZipProblem(`central directory entry ${index} runs past the directory`);
    const raw = table.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
    const extra = table.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    position.at = end;
    // zip64: the 0xffffffff fields appear, in this order, in extra field 0x0001.
    for (let cursor = 0; cursor + 4 <= extra.length;) {
        const id = extra.readUInt16LE(cursor);
        const length = extra.readUInt16LE(cursor + 2);
        if (id === 0x0001) {
            let field = cursor + 4;
            const next = () => {
                if (field + 8 > cursor + 4 + length)
                    throw new ZipProblem(`entry ${JSON.stringify(raw)} has a short zip64 field`);
                const value = u64(extra, field);
                field += 8;
                return value;
            };
            if (size === 0xffffffff)
                size = next();
            if (compressedSize === 0xffffffff)
                compressedSize = next();
            if (localHeaderOffset === 0xffffffff)
                localHeaderOffset = next();
        }
        cursor += 4 + length;
    }
    const { name, kind } = checkEntryName(raw);
    checkEntryType(raw, kind, flags, method, madeBy, external);
    return { name, kind, method, compressedSize, size, crc32: crc, localHeaderOffset };
}
/** Refuses encryption, compression other than stored and deflate, and unix types other than the plain `kind`. */
function checkEntryType(raw, kind, flags, method, madeBy, external) {
    if (flags & 0x1)
        throw new ZipProblem(`entry ${JSON.stringify(raw)} is encrypted`);
    if (method !== 0 && method !== 8)
        throw new ZipProblem(`entry ${JSON.stringify(raw)} uses compression method ${method}; only stored and deflate are read`);
    if (madeBy >> 8 === 3) {
        const type = (external >>> 16) & unixFileType;
        if (type === unixTypes.symlink)
            throw new ZipProblem(`entry ${JSON.stringify(raw)} is a symlink; a store holds only files and directories`);
        const expected = kind === 'directory' ? unixTypes.directory : unixTypes.file;
        if (type !== 0 && type !== expected)
            throw new ZipProblem(`entry ${JSON.stringify(raw)} has unix file type 0o${type.toString(8)}, not a plain ${kind}`);
    }
}
/** A file must not also be used as a directory (`a` and `a/b`). */
function checkNoFileHoldsEntries(seen) {
    for (const name of seen.keys()) {
        const segments = name.split('/');
        for (let depth = 1; depth < segments.length; depth += 1) {
            if (seen.get(segments.slice(0, depth).join('/')) === 'file')
                throw new ZipProblem(`entry ${JSON.stringify(name)} lies below the file ${segments.slice(0, depth).join('/')}`);
        }
    }
}


/***/ }),

/***/ 24961:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KT: () => (/* binding */ markedProcesses),
/* harmony export */   k1: () => (/* binding */ isWorkerAlive),
/* harmony export */   k5: () => (/* binding */ isHolderAlive)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28960);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79017);
/* harmony import */ var _engine_command_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15816);
// Live observations for status: is the lock holder alive, is the recorded worker alive, which
// processes carry its owner marker. Read-only: nothing is signalled or taken over.


function pidExists(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
/** Alive on this host (pid + start time where known); null when it cannot be told from here. */
async function isHolderAlive(holder) {
    if (holder.hostname !== node_os__WEBPACK_IMPORTED_MODULE_0___default().hostname())
        return null;
    if (holder.pid === process.pid)
        return true;
    if (holder.pidStartTime === null || process.platform !== 'linux')
        return pidExists(holder.pid);
    return (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isSameProcessAlive */ .x)({ pid: holder.pid, parentPid: 0, processGroupId: 0, startedAt: holder.pidStartTime });
}
async function isWorkerAlive(worker, sameHost) {
    if (worker === null)
        return null;
    if (worker.exitedAt !== null)
        return false;
    if (!sameHost)
        return null;
    if (worker.identity !== null)
        return (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isSameProcessAlive */ .x)(worker.identity);
    return worker.pid === null ? null : pidExists(worker.pid);
}
async function markedProcesses(worker) {
    if (worker === null || !(0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isValidOwnerId */ .BM)(worker.ownerId))
        return [];
    return [...(await (0,_engine_command_index_js__WEBPACK_IMPORTED_MODULE_3__/* .inspectOwnerMarkedProcesses */ .PU)(worker.ownerId))];
}



/***/ })

};

export const id = 769;
export const ids = [769];
export const modules = {

/***/ 68771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ writeStoppedNotice)
/* harmony export */ });
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
// What a post step says when main stopped before anything ran (killed in its restore, or before its
// run started): one warning line, and a short job summary of the same lines under a headline.

async function writeStoppedNotice(io, runId, what, lines) {
    io.warning(lines.join(' '));
    const headline = `## Supervised run ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(runId, 200)}: ${what}`;
    const summary = [headline, '', ...lines.map((line) => `- ${(0,_report_index_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(line, 3000)}`), ''].join('\n');
    await io.writeSummary(summary);
    return { saved: false, summary };
}


/***/ }),

/***/ 20769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   summariseInterruptedRestore: () => (/* binding */ summariseInterruptedRestore)
/* harmony export */ });
/* harmony import */ var _persistence_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23626);
/* harmony import */ var _persistence_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93120);
/* harmony import */ var _post_notice_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68771);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5713);
/* harmony import */ var _state_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32030);
// The post step of a job whose main step was stopped while it restored the store (the runner's kill
// of a cancelled step, or timeout-minutes): main wrote no summary and ran nothing. What the restore
// left on this machine is undone (restore-journal.ts: a partial extraction is removed, a directory an
// earlier job left goes back in place), so no partial store is used or saved, and the summary says
// what happened and what to do.





async function summariseInterruptedRestore(deps) {
    const { io } = deps;
    const job = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareJob */ .LS)(deps.env, deps.cwd, io);
    const runId = job.config.runId;
    let undone;
    let undoProblem;
    try {
        undone = await (0,_persistence_index_js__WEBPACK_IMPORTED_MODULE_1__/* .undoInterruptedRestore */ .vQ)((0,_persistence_index_js__WEBPACK_IMPORTED_MODULE_2__/* .locateStore */ .kf)(job.store), job.store);
    }
    catch (error) {
        const problem = (0,_problems_js__WEBPACK_IMPORTED_MODULE_3__/* .problemOf */ .Z)(error);
        undoProblem = problem.message;
    }
    const lines = interruptedRestoreLines(runId, io.getState(_state_names_js__WEBPACK_IMPORTED_MODULE_4__/* .stateNames */ .U.restoring), undone, undoProblem);
    return (0,_post_notice_js__WEBPACK_IMPORTED_MODULE_5__/* .writeStoppedNotice */ .H)(io, runId, 'restore interrupted', lines);
}
function interruptedRestoreLines(runId, restoring, undone, undoProblem) {
    const origin = undone?.journal.origin;
    const restored = origin === undefined
        ? `Nothing had been restored yet (it was restoring from ${restoring}).`
        : `It was restoring ${origin}; the restore did not finish, and ${undone?.discarded === true ? 'what it had written was removed unused' : 'nothing of it is used'}.`;
    const lines = [
        `The job was stopped while it restored the store of run ${runId} (cancelled, or timeout-minutes reached). Nothing ran and nothing was saved: the run is as the last job that saved it left it.`,
        restored,
    ];
    if (undone?.putBack === true)
        lines.push(`${leftoverText(undone)} was put back in place: the next job on this runner weighs it against what is persisted again.`);
    if (undoProblem !== undefined)
        lines.push(`What the restore left on this runner could not be undone here (${undoProblem}); the next job on this runner undoes it before it restores.`);
    lines.push('Re-run the job (Re-run jobs, or dispatch the workflow again) to go on with the run.');
    return lines;
}
function leftoverText(undone) {
    return `The run directory ${undone.runDirectory}, left on this runner by an earlier job and set aside for the restore,`;
}


/***/ }),

/***/ 93120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ problemOf),
/* harmony export */   k: () => (/* binding */ failureText)
/* harmony export */ });
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97018);
// A thrown error as a line of the summary and the step's failure message: its code and text.

function problemOf(error) {
    const code = typeof error === 'object' && error !== null && typeof error.code === 'string'
        ? error.code
        : 'ERROR';
    const message = (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(error);
    return { code, message };
}
function failureText(problem) {
    return `${problem.code}: ${problem.message}`;
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

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   PP: () => (/* binding */ tableHead),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   X5: () => (/* binding */ cleanText),
/* harmony export */   j2: () => (/* binding */ escapePre),
/* harmony export */   jD: () => (/* binding */ tableRow),
/* harmony export */   kq: () => (/* binding */ escapeCell)
/* harmony export */ });
/* unused harmony export codePointName */
// Escaping untrusted text for the job summary. Every character that could start Markdown or
// HTML becomes a numeric character reference: a reference is always plain text to the parser
// (it never opens emphasis, a link, a code span, a table cell or a tag), so no combination of
// user strings can change the document's structure. Code spans are never used for such text.
// & < > " ' for HTML; the rest for Markdown and GitHub's extensions (| tables, ~ strikethrough,
// $ math). Autolinked URLs and :emoji: are left as they are: they only produce what GitHub itself
// allows in any comment.
const alwaysEscaped = /[&<>"'`*_\[\]()#|\\~!$]/g;
// GitHub links (and notifies) `@login`, `@org/team`, `#123`, `owner/repo#123` and `GH-123` in the
// rendered text, character references or not: a zero-width space after the `@`, the `#` or `GH`
// keeps such text from pinging anyone or linking an issue, and reads the same.
const zeroWidthSpace = '&#8203;';
// An `@` after a letter or digit (`user@example.com`, a cache key's `<run-id>@claim`) is no mention,
// and stays as it is, so such text copies as printed.
const mentionOrReference = /(?<![A-Za-z0-9])@(?=[A-Za-z0-9])|&#35;(?=[0-9])|(?<![A-Za-z0-9])(GH)(?=-[0-9])/gi;
function unlinked(escaped) {
    return escaped.replace(mentionOrReference, (match) => `${match}${zeroWidthSpace}`);
}
// Block markers only matter at the start of a line (list items, setext/thematic lines).
const leadingBlockMarker = /^(\s*)([-+=.]|\d{1,9}[.)])/;
const newline = /\r\n|[\r\n\u0085\u2028\u2029]/g;
// C0/C1 controls (tab excepted).
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/**
 * Bidirectional formatting characters (embeddings, overrides, isolates, LRM/RLM, ALM): they
 * change the displayed order of the text around them ("trojan source"). A character reference
 * would not help (the renderer decodes it back into the control), so they are shown by name.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** The string with every unpaired surrogate replaced by U+FFFD: well-formed UTF-16, safe for encodeURIComponent and UTF-8 output. */
function wellFormed(value) {
    return value.replace(loneSurrogate, '\uFFFD');
}
const reference = (char) => `&#${char.codePointAt(0)};`;
/** `<U+202E>`: how a bidi control is shown (the caller escapes the angle brackets). */
function codePointName(char) {
    return `<U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}>`;
}
/** Cuts a string to at most `maxChars` code points (never inside a surrogate pair), marking the cut. */
function truncateText(value, maxChars) {
    if (value.length <= maxChars)
        return value;
    let out = '';
    let count = 0;
    for (const char of value) {
        if (count === maxChars)
            return `${out}\u2026`;
        out += char;
        count += 1;
    }
    return out;
}
const printableAscii = /^[\x20-\x7e]*$/;
function clean(value) {
    if (printableAscii.test(value))
        return value; // the common case: nothing to replace
    return value
        .replace(loneSurrogate, '\uFFFD')
        .replace(controls, '\uFFFD')
        .replace(bidiControls, codePointName)
        .replaceAll('\t', ' ');
}
function escapeInline(value) {
    const lead = leadingBlockMarker.exec(value);
    const escaped = value.replace(alwaysEscaped, reference);
    if (lead === null)
        return unlinked(escaped);
    // The marker's last character (`-`, `+`, `=`, `.`, `)`) is never in alwaysEscaped except `)`.
    const markerEnd = lead[0].length - 1;
    const char = value[markerEnd];
    if (char === ')')
        return unlinked(escaped);
    const prefix = value.slice(0, markerEnd).replace(alwaysEscaped, reference);
    return unlinked(prefix + reference(char) + value.slice(markerEnd + 1).replace(alwaysEscaped, reference));
}
/**
 * Untrusted text for a terminal: controls (ANSI escapes included) become U+FFFD, bidi controls are
 * shown by name, newlines become spaces unless kept (a command keeps a quoted newline).
 */
function cleanText(value, options = {}) {
    const cleaned = clean(value);
    return options.keepNewlines === true
        ? cleaned.replace(/\r\n|[\r\u0085\u2028\u2029]/g, '\n')
        : cleaned.replace(newline, ' ');
}
/**
 * Untrusted text as one line for a terminal or a log (cleanText), at most `max` characters: a
 * longer one is cut, never inside a surrogate pair, and ends with `\u2026`.
 */
function oneLine(value, max = 300) {
    const flat = cleanText(value);
    return flat.length <= max ? flat : truncateText(flat, max - 1);
}
/** Untrusted text for a paragraph, list item or heading: one line, newlines become spaces. */
function escapeText(value, maxChars = 2000) {
    return escapeInline(clean(truncateText(value, maxChars)).replace(newline, ' '));
}
/** Untrusted text for a table cell: one line, newlines become `<br>` (added after escaping). */
function escapeCell(value, maxChars = 500) {
    return clean(truncateText(value, maxChars))
        .split(newline)
        .map((line) => breakable(line))
        .join('<br>');
}
// A table cell does not wrap inside a word, so one long path or ID would make the whole table
// scroll sideways: long words get `<wbr>` (a break opportunity, copied as nothing) after `/`,
// `-`, `_` or `.`, else every 20 characters.
const longWord = 24;
const breakAfter = /[/_.-]/;
// Marks a break opportunity before escaping: clean() turned every control into U+FFFD, so a NUL
// here can only be one of these marks.
const mark = '\u0000';
function markBreaks(word) {
    let out = '';
    let run = 0;
    for (const char of word) {
        out += char;
        run += 1;
        if (run >= longWord / 2 && (breakAfter.test(char) || run >= longWord - 4)) {
            out += mark;
            run = 0;
        }
    }
    return out.endsWith(mark) ? out.slice(0, -1) : out;
}
function breakable(line) {
    if (line.length <= longWord)
        return escapeInline(line);
    return escapeInline(line.replace(/\S{25,}/g, markBreaks)).replaceAll(mark, '<wbr>');
}
/**
 * Text inside `<pre><code>` (a raw HTML block): HTML-escaped only, so it renders exactly as
 * given; newlines and controls become character references so the block stays on one line and
 * nothing can end it early. Bidi controls are shown by name (`&lt;U+202E&gt;`): commands never
 * hold them (shellQuote spells them with printf), so this only guards other text.
 */
function escapePre(value) {
    return value
        .replace(loneSurrogate, '\uFFFD')
        .replace(/[&<>"']/g, reference)
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => (char === '\u0000' ? '\uFFFD' : reference(char)))
        .replace(bidiControls, (char) => codePointName(char).replace('<', '&#60;').replace('>', '&#62;'));
}
/** A table row from already-escaped cells. */
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
function tableHead(headers, align) {
    return [tableRow(headers), tableRow(headers.map((_, i) => (align?.[i] === 'right' ? '---:' : '---')))];
}


/***/ })

};

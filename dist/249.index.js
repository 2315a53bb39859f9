export const id = 249;
export const ids = [249];
export const modules = {

/***/ 23152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ inLogGroup)
/* harmony export */ });
// What the job does to the outside world besides the store: the runner's workflow commands and
// files (outputs, state, masks, annotations, the job summary). main.ts binds it to @actions/core;
// tests record it.
/**
 * `work` with what it logs (the cache and artifact clients' own lines) in a collapsed group headed
 * `title`, so the job log reads as the Action's own lines; an IO without groups logs `title` as a line.
 */
async function inLogGroup(io, title, work) {
    if (io.group === undefined || io.endGroup === undefined) {
        io.info(title);
        return work();
    }
    io.group(title);
    try {
        return await work();
    }
    finally {
        io.endGroup();
    }
}


/***/ }),

/***/ 15700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   summariseStoppedBeforeRun: () => (/* binding */ summariseStoppedBeforeRun)
/* harmony export */ });
/* harmony import */ var _persistence_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54518);
/* harmony import */ var _before_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7459);
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7076);
/* harmony import */ var _post_notice_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68771);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5713);
// The post step of a job whose main step was stopped after its restore and before its run started
// (cancelled while it claimed its session, or between the claim and the start, and killed 10 s on):
// main wrote no summary, ran nothing, and left nothing to save. A session claim it made would refuse
// every job of another workflow run RUN_CLAIMED until takeover or eviction, so it goes back here
// as main gives back a claim it did not use (claim.ts): a claim main heard it made, or, when the kill
// came mid-claim, an entry that names main's claimId \u2014 never another job's, and never once the runner
// was called (before-run.ts then holds nothing, and the existing rules apply). A claim not found
// when main was killed mid-claim may still land, or leave its key reserved; one the token may not
// delete (no `actions: write`) stays: post records that the job gave it up (claim-given-up.ts), so a
// job that finds it later goes on.





async function summariseStoppedBeforeRun(deps) {
    const { io } = deps;
    const job = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareJob */ .LS)(deps.env, deps.cwd, io);
    const recorded = (0,_before_run_js__WEBPACK_IMPORTED_MODULE_1__/* .readBeforeRun */ .l)(io);
    const outcome = await settleClaim(job, deps, recorded);
    if (outcome.kind === 'given-back' && recorded?.claim.state !== 'given-back')
        io.info(`the main step ran nothing: gave its session claim back (deleted cache entry ${outcome.key})`);
    const runId = job.config.runId;
    const lines = stoppedBeforeRunLines(runId, recorded, outcome);
    return (0,_post_notice_js__WEBPACK_IMPORTED_MODULE_2__/* .writeStoppedNotice */ .H)(io, runId, `stopped before the run ${startedOrResumed(recorded)}`, lines);
}
/** Gives back the claim that is this job's (where the token allows); says what became of it. */
async function settleClaim(job, deps, recorded) {
    if (recorded === undefined)
        return { kind: 'unrecorded' };
    const { claim, session } = recorded;
    switch (claim.state) {
        case 'none':
            return { kind: 'none' };
        case 'given-back':
            return { kind: 'given-back', key: claim.key };
        case 'kept': {
            const kept = { kind: 'kept', key: claim.key, message: claim.message };
            if (claim.givenUpKey !== undefined)
                return { ...kept, givenUpKey: claim.givenUpKey };
            // Main could not record giving it up (or was killed before it tried): one more try.
            return claim.claimId === undefined ? kept : giveUpKept(job, session, kept, claim.claimId);
        }
        case 'claimed':
            return giveBack(job, deps, session, claim.key, claim.claimId);
        case 'claiming': {
            const found = await (0,_persistence_index_js__WEBPACK_IMPORTED_MODULE_3__/* .findClaim */ .mX)(job.store, claim.key);
            if (found.kind === 'unknown')
                return { ...found, key: claim.key };
            if (found.kind === 'found')
                return giveBackIfOwn(job, deps, session, claim.key, claim.claimId, found.holder);
            return giveUpInFlight(job, deps, session, claim.key, claim.claimId);
        }
    }
}
/** Only an entry naming main's claimId is this job's to give back. */
async function giveBackIfOwn(job, deps, session, key, claimId, holder, givenUpKey) {
    return holder?.claimId === claimId
        ? giveBack(job, deps, session, key, claimId, givenUpKey)
        : { kind: 'other', key, who: (0,_claim_js__WEBPACK_IMPORTED_MODULE_4__/* .claimHolderText */ .yv)(holder) };
}
/**
 * Main's claim is not listed, yet its finalize may still land, or its reservation stay without an
 * entry (GitHub's cache keeps a save cut short reserved): post cannot tell those from a claim never
 * made, so it records that this job gave the claim up, then looks once more (landed meanwhile: given back).
 */
async function giveUpInFlight(job, deps, session, key, claimId) {
    const givenUp = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_4__/* .recordGivenUp */ .wL)(job, session, claimId);
    const found = await (0,_persistence_index_js__WEBPACK_IMPORTED_MODULE_3__/* .findClaim */ .mX)(job.store, key);
    if (found.kind === 'found')
        return giveBackIfOwn(job, deps, session, key, claimId, found.holder, givenUp.kind === 'recorded' ? givenUp.key : '');
    return {
        kind: 'in-flight',
        key,
        givenUp: givenUp.kind === 'recorded' ? givenUp : { kind: 'unrecorded', message: givenUp.message },
    };
}
/**
 * Deletes the claim; where it cannot, records that this job gave it up (unless `givenUpKey` says it
 * did already: '' when it tried and failed), so the next job of another workflow run goes on.
 */
async function giveBack(job, deps, session, key, claimId, givenUpKey) {
    const result = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_4__/* .giveClaimBack */ .$Q)(job, deps.env, key);
    if (result.kind === 'released')
        return { kind: 'given-back', key };
    const kept = { kind: 'kept', key, message: result.message };
    if (givenUpKey !== undefined)
        return givenUpKey === '' ? kept : { ...kept, givenUpKey };
    return claimId === undefined ? kept : giveUpKept(job, session, kept, claimId);
}
/** A claim that stays: recorded as given up where the cache takes the entry. */
async function giveUpKept(job, session, kept, claimId) {
    const givenUp = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_4__/* .recordGivenUp */ .wL)(job, session, claimId);
    return givenUp.kind === 'recorded'
        ? { ...kept, givenUpKey: givenUp.key }
        : { ...kept, message: `${kept.message}; recording that it gave the claim up failed too (${givenUp.message})` };
}
function startedOrResumed(recorded) {
    return recorded?.action === 'resume' ? 'resumed' : 'started';
}
function stoppedBeforeRunLines(runId, recorded, outcome) {
    const session = recorded?.session;
    const state = recorded?.claim.state;
    const when = state === 'claiming'
        ? `while it claimed session ${session}`
        : state === 'claimed' || state === 'given-back' || state === 'kept'
            ? `after it claimed session ${session}`
            : 'after it restored the store';
    const start = recorded?.action !== 'resume';
    return [
        `The job was stopped (cancelled, or timeout-minutes reached) ${when}, before run ${runId} ${startedOrResumed(recorded)}. Nothing ran and nothing was saved${start ? '' : ': the run is as the last job that saved it left it'}.`,
        claimLine(session, outcome),
        `Re-run the job (Re-run jobs, or dispatch the workflow again) to ${start ? 'start the run' : 'go on with the run'}.`,
    ];
}
const ifRefused = 'If a job of another workflow run is refused RUN_CLAIMED naming this workflow run, run it with takeover: true, or delete that cache entry.';
function claimLine(session, outcome) {
    switch (outcome.kind) {
        case 'none':
            return `It held no claim on session ${session}: nothing to give back.`;
        case 'given-back':
            return `Its claim on session ${session} (cache entry ${outcome.key}) was given back: a job of another workflow run can drive the session without takeover.`;
        case 'kept':
            if (outcome.givenUpKey !== undefined)
                return `Its claim on session ${session} (cache entry ${outcome.key}) could not be deleted: ${outcome.message}. This job recorded that it gave the claim up (cache entry ${outcome.givenUpKey}): a job of another workflow run that finds it goes on without takeover.`;
            return `Its claim on session ${session} (cache entry ${outcome.key}) could not be given back: ${outcome.message}. Until that entry is deleted or the cache evicts it, a job of another workflow run is refused RUN_CLAIMED: run it with takeover: true, or delete the cache entry (a re-run of this workflow run is not refused).`;
        case 'in-flight':
            return inFlightLine(session, outcome);
        case 'other':
            return `Session ${session} is claimed by ${outcome.who}, not by this job: that claim is left in place.`;
        case 'unknown':
            return `Whether its claim on session ${session} (cache entry ${outcome.key}) was made could not be checked (${outcome.message}), so it is left in place. ${ifRefused}`;
        case 'unrecorded':
            return `What the main step recorded of its session claim could not be read, so a claim it made is left in place. If a job of another workflow run is refused RUN_CLAIMED naming this workflow run, run it with takeover: true.`;
    }
}
function inFlightLine(session, outcome) {
    const unlisted = `No claim entry ${outcome.key} is listed: the main step was stopped while the cache created it, so it may not have been made, may still be completed, or may stay reserved without an entry (the cache keeps the key of a save cut short reserved until it drops it; then a job of another workflow run claims session ${session} under its next claim key).`;
    return outcome.givenUp.kind === 'recorded'
        ? `${unlisted} This job recorded that it gave the claim up (cache entry ${outcome.givenUp.key}): a job of another workflow run that finds its claim goes on without takeover.`
        : `${unlisted} Recording that this job gave the claim up failed (${outcome.givenUp.message}). ${ifRefused}`;
}


/***/ }),

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

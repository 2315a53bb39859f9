export const id = 573;
export const ids = [573];
export const modules = {

/***/ 53573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZipProblem: () => (/* reexport safe */ _zip_directory_js__WEBPACK_IMPORTED_MODULE_5__.ns),
/* harmony export */   extractZip: () => (/* binding */ extractZip)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _zip_directory_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78419);
// A strict reader for the store artifact's zip. An artifact from another workflow run is
// untrusted (a fork's pull-request run can upload one), so the Action does not let the
// artifact client extract it: it downloads the raw zip and refuses, before writing anything,
// every entry that is not a plain file or directory with a plain name \u2014 symlinks, `..`, absolute
// paths, odd characters, duplicates, encryption, unknown compression \u2014 and bounds the total size
// against zip bombs (those checks of the central directory: zip-directory.ts). Entries are then
// streamed (read, inflated and CRC-checked in chunks), so no entry over 1 MiB is ever held whole in
// memory; smaller ones are checked in memory (streams cost a store of many small files minutes).







/**
 * Counts and checksums an entry's bytes as they pass: more than the declared size fails at once
 * (a bomb is cut there, not inflated whole), and the end checks the size and the CRC-32.
 */
class EntryCheck extends node_stream__WEBPACK_IMPORTED_MODULE_2__.Transform {
    bytes = 0;
    #crc = 0;
    #entry;
    constructor(entry) {
        super();
        this.#entry = entry;
    }
    _transform(chunk, _encoding, done) {
        this.bytes += chunk.length;
        if (this.bytes > this.#entry.size) {
            done(holdsMore(this.#entry));
            return;
        }
        this.#crc = (0,node_zlib__WEBPACK_IMPORTED_MODULE_4__.crc32)(chunk, this.#crc);
        done(null, chunk);
    }
    _flush(done) {
        done(endProblem(this.#entry, this.bytes, this.#crc));
    }
}
function holdsMore({ name, size, method }) {
    return new _zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .ZipProblem */ .ns(method === 0
        ? `entry ${JSON.stringify(name)} holds more than its declared ${size} bytes`
        : `entry ${JSON.stringify(name)} does not inflate to its declared ${size} bytes (it holds more)`);
}
/** What is wrong with an entry's whole content (`bytes` long, CRC-32 `crc`), or undefined. */
function endProblem(entry, bytes, crc) {
    const name = JSON.stringify(entry.name);
    if (bytes > entry.size)
        return holdsMore(entry);
    if (bytes !== entry.size)
        return new _zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .ZipProblem */ .ns(`entry ${name} holds ${bytes} bytes, declared ${entry.size}`);
    if (crc !== entry.crc32)
        return new _zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .ZipProblem */ .ns(`entry ${name} fails its CRC-32`);
    return undefined;
}
function inflateProblem(entry, error) {
    return new _zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .ZipProblem */ .ns(`entry ${JSON.stringify(entry.name)} does not inflate to its declared ${entry.size} bytes (${error.message})`);
}
/** Entries this small are read, inflated and checked in memory: streams cost milliseconds per entry. */
const inMemoryBytes = 1024 * 1024;
const newFileFlags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
/** Where an entry's compressed bytes start, checked to lie inside the file. */
async function dataStartOf(handle, entry, fileSize) {
    const header = await (0,_zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .readAt */ .m6)(handle, entry.localHeaderOffset, 30);
    if (header.readUInt32LE(0) !== _zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .signatures */ .EW.local)
        throw new _zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .ZipProblem */ .ns(`entry ${JSON.stringify(entry.name)} has no local header`);
    const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + entry.compressedSize > fileSize)
        throw new _zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .ZipProblem */ .ns(`truncated archive: entry ${JSON.stringify(entry.name)} runs past the end of the file`);
    return start;
}
/**
 * Streams one file entry to `destination` (created, never replaced): read in chunks, inflated
 * incrementally, counted and CRC-checked on the way. A refused entry's partial file is removed.
 */
async function writeEntry(handle, entry, destination, fileSize) {
    const start = await dataStartOf(handle, entry, fileSize);
    if (entry.size <= inMemoryBytes && entry.compressedSize <= inMemoryBytes) {
        await writeSmallEntry(handle, entry, destination, start);
        return;
    }
    const source = entry.compressedSize === 0
        ? node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable.from([])
        : handle.createReadStream({ start, end: start + entry.compressedSize - 1, autoClose: false, emitClose: false });
    const out = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(destination, newFileFlags, 0o600);
    try {
        const check = new EntryCheck(entry);
        const sink = out.createWriteStream();
        await (entry.method === 8 ? (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)(source, (0,node_zlib__WEBPACK_IMPORTED_MODULE_4__.createInflateRaw)(), check, sink) : (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)(source, check, sink));
    }
    catch (error) {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(destination, { force: true });
        if (isZlibError(error))
            throw inflateProblem(entry, error);
        throw error;
    }
    finally {
        await out.close().catch(() => undefined);
    }
}
/** writeEntry of an entry of at most inMemoryBytes: inflation stops one byte past the declared size. */
async function writeSmallEntry(handle, entry, destination, start) {
    const stored = await (0,_zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .readAt */ .m6)(handle, start, entry.compressedSize);
    let content = stored;
    if (entry.method === 8) {
        try {
            content = (0,node_zlib__WEBPACK_IMPORTED_MODULE_4__.inflateRawSync)(stored, { maxOutputLength: entry.size + 1 });
        }
        catch (error) {
            if (error.code === 'ERR_BUFFER_TOO_LARGE')
                throw holdsMore(entry);
            if (isZlibError(error))
                throw inflateProblem(entry, error);
            throw error;
        }
    }
    const problem = endProblem(entry, content.length, (0,node_zlib__WEBPACK_IMPORTED_MODULE_4__.crc32)(content));
    if (problem !== undefined)
        throw problem;
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(destination, content, { flag: newFileFlags, mode: 0o600 });
}
function isZlibError(error) {
    const code = error instanceof Error ? error.code : undefined;
    return typeof code === 'string' && code.startsWith('Z_');
}
/**
 * Unpacks `zipFile` into `target`, which must be an empty directory this process just created
 * (so nothing in it can be a symlink). Names and types of all entries are checked before the
 * first byte is written; sizes and CRCs as each entry streams. On a ZipProblem the caller
 * discards `target`.
 */
async function extractZip(zipFile, target, limits = _zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultZipLimits */ .x) {
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(zipFile, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
    try {
        const entries = await (0,_zip_directory_js__WEBPACK_IMPORTED_MODULE_5__/* .readZipEntries */ .YJ)(handle, limits);
        const fileSize = (await handle.stat()).size;
        let bytes = 0;
        let files = 0;
        // Directories this extraction made (all of them: `target` was empty), so each is made once.
        const made = new Set([target]);
        const makeDirectory = async (directory) => {
            if (made.has(directory))
                return;
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(directory, { recursive: true, mode: 0o700 });
            for (let above = directory; !made.has(above); above = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(above))
                made.add(above);
        };
        for (const entry of entries) {
            const destination = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(target, ...entry.name.split('/'));
            if (entry.kind === 'directory') {
                await makeDirectory(destination);
                continue;
            }
            await makeDirectory(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(destination));
            await writeEntry(handle, entry, destination, fileSize);
            bytes += entry.size;
            files += 1;
        }
        return { files, bytes };
    }
    finally {
        await handle.close();
    }
}


/***/ })

};

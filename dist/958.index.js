export const id = 958;
export const ids = [958];
export const modules = {

/***/ 20958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZipProblem: () => (/* reexport */ ZipProblem),
  extractZip: () => (/* binding */ extractZip)
});

// UNUSED EXPORTS: checkEntryName, defaultZipLimits, readZipEntries

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/action/persistence/zip-directory.ts
class ZipProblem extends Error {
    name = 'ZipProblem';
}
const defaultZipLimits = { maxEntries: 200_000, maxTotalBytes: 4 * 1024 ** 3 };
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
    const directory = await findDirectory(handle, fileSize);
    if (directory.entries > limits.maxEntries)
        throw new ZipProblem(`${directory.entries} entries exceed the limit of ${limits.maxEntries}`);
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

;// CONCATENATED MODULE: ./src/action/persistence/zip-reader.ts
// A strict reader for the store artifact's zip. An artifact from another workflow run is
// untrusted (a fork's pull-request run can upload one), so the Action does not let the
// artifact client extract it: it downloads the raw zip and refuses, before writing anything,
// every entry that is not a plain file or directory with a plain name \u2014 symlinks, `..`, absolute
// paths, odd characters, duplicates, encryption, unknown compression \u2014 and bounds the total size
// against zip bombs (those checks of the central directory: zip-directory.ts). Entries are then
// streamed (read, inflated and CRC-checked in chunks), so no entry is ever held whole in memory.







/**
 * Counts and checksums an entry's bytes as they pass: more than the declared size fails at once
 * (a bomb is cut there, not inflated whole), and the end checks the size and the CRC-32.
 */
class EntryCheck extends external_node_stream_.Transform {
    bytes = 0;
    #crc = 0;
    #entry;
    constructor(entry) {
        super();
        this.#entry = entry;
    }
    _transform(chunk, _encoding, done) {
        this.bytes += chunk.length;
        const { name, size, method } = this.#entry;
        if (this.bytes > size) {
            done(new ZipProblem(method === 0
                ? `entry ${JSON.stringify(name)} holds more than its declared ${size} bytes`
                : `entry ${JSON.stringify(name)} does not inflate to its declared ${size} bytes (it holds more)`));
            return;
        }
        this.#crc = (0,external_node_zlib_.crc32)(chunk, this.#crc);
        done(null, chunk);
    }
    _flush(done) {
        const { name, size } = this.#entry;
        if (this.bytes !== size)
            done(new ZipProblem(`entry ${JSON.stringify(name)} holds ${this.bytes} bytes, declared ${size}`));
        else if (this.#crc !== this.#entry.crc32)
            done(new ZipProblem(`entry ${JSON.stringify(name)} fails its CRC-32`));
        else
            done();
    }
}
/** Where an entry's compressed bytes start, checked to lie inside the file. */
async function dataStartOf(handle, entry, fileSize) {
    const header = await readAt(handle, entry.localHeaderOffset, 30);
    if (header.readUInt32LE(0) !== signatures.local)
        throw new ZipProblem(`entry ${JSON.stringify(entry.name)} has no local header`);
    const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + entry.compressedSize > fileSize)
        throw new ZipProblem(`truncated archive: entry ${JSON.stringify(entry.name)} runs past the end of the file`);
    return start;
}
/**
 * Streams one file entry to `destination` (created, never replaced): read in chunks, inflated
 * incrementally, counted and CRC-checked on the way. A refused entry's partial file is removed.
 */
async function writeEntry(handle, entry, destination, fileSize) {
    const start = await dataStartOf(handle, entry, fileSize);
    const source = entry.compressedSize === 0
        ? external_node_stream_.Readable.from([])
        : handle.createReadStream({ start, end: start + entry.compressedSize - 1, autoClose: false, emitClose: false });
    const out = await external_node_fs_.promises.open(destination, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o600);
    try {
        const check = new EntryCheck(entry);
        const sink = out.createWriteStream();
        await (entry.method === 8 ? (0,promises_.pipeline)(source, (0,external_node_zlib_.createInflateRaw)(), check, sink) : (0,promises_.pipeline)(source, check, sink));
    }
    catch (error) {
        await external_node_fs_.promises.rm(destination, { force: true });
        if (isZlibError(error)) {
            throw new ZipProblem(`entry ${JSON.stringify(entry.name)} does not inflate to its declared ${entry.size} bytes (${error.message})`);
        }
        throw error;
    }
    finally {
        await out.close().catch(() => undefined);
    }
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
async function extractZip(zipFile, target, limits = defaultZipLimits) {
    const handle = await external_node_fs_.promises.open(zipFile, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    try {
        const entries = await readZipEntries(handle, limits);
        const fileSize = (await handle.stat()).size;
        let bytes = 0;
        let files = 0;
        for (const entry of entries) {
            const destination = external_node_path_default().join(target, ...entry.name.split('/'));
            if (entry.kind === 'directory') {
                await external_node_fs_.promises.mkdir(destination, { recursive: true, mode: 0o700 });
                continue;
            }
            await external_node_fs_.promises.mkdir(external_node_path_default().dirname(destination), { recursive: true, mode: 0o700 });
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

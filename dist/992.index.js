export const id = 992;
export const ids = [992];
export const modules = {

/***/ 41357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   oF: () => (/* binding */ readFileWithin),
/* harmony export */   sq: () => (/* binding */ isOversized),
/* harmony export */   w0: () => (/* binding */ readWithin)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97018);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4353);
// Reading a store file with a bound on what it may hold (file-limits.ts). The size from stat refuses
// a large file without reading it; the read itself still stops one byte past the bound, since a file
// may grow while it is read (stat alone would not bound that).



const isOversized = (read) => read !== undefined && !Buffer.isBuffer(read);
/**
 * The file's bytes from `start` to its end, or Oversized when the file is longer than `maxBytes`
 * (the bound is on the whole file, wherever the read starts).
 */
async function readWithin(handle, maxBytes, start = 0) {
    const { size } = await handle.stat();
    if (size > maxBytes)
        return { oversized: true, bytes: size };
    // One byte more than the file had (the limit: one past the bound): a read that fills it found growth.
    const expected = Math.max(0, size - start);
    const mostBytes = Math.max(0, maxBytes - start) + 1;
    let buffer = Buffer.allocUnsafeSlow(expected + 1);
    let filled = 0;
    for (;;) {
        if (filled === buffer.length) {
            if (filled === mostBytes)
                return { oversized: true, bytes: start + filled };
            buffer = grown(buffer, Math.min(mostBytes, buffer.length * 2));
        }
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, start + filled);
        filled += bytesRead;
        // Ended where its size said and no further (the spare byte is empty): no second read to find EOF.
        if (bytesRead === 0 || (filled >= expected && filled < buffer.length))
            return buffer.subarray(0, filled);
    }
}
function grown(buffer, length) {
    const larger = Buffer.allocUnsafeSlow(length);
    buffer.copy(larger);
    return larger;
}
/**
 * readWithin of a regular file (no symlink followed); undefined when it does not exist. Other
 * failures are STORAGE_IO / UNSAFE_STORAGE_PATH naming the file.
 */
async function readFileWithin(file, maxBytes) {
    let handle;
    try {
        handle = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .openFile */ .Tq)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return undefined;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('opening', file, error);
    }
    try {
        return await readWithin(handle, maxBytes);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('reading', file, error);
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 18635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VM: () => (/* binding */ readCheckpointFile),
/* harmony export */   YB: () => (/* binding */ digestEventLogWindows),
/* harmony export */   fY: () => (/* binding */ digestEventLogPrefixes),
/* harmony export */   qM: () => (/* binding */ writeCheckpointFile),
/* harmony export */   qv: () => (/* binding */ eventLogWindowBytes)
/* harmony export */ });
/* harmony import */ var _crypto_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(75948);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27597);
/* harmony import */ var _lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35203);
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97018);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52079);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5891);
/* harmony import */ var _bounded_read_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(41357);
/* harmony import */ var _file_limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(32212);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4353);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(28799);
// Display caches (e.g. a status summary) kept beside the events. They are rebuilt from
// events when missing, stale or malformed, so they are written atomically but not synced,
// and any problem reading one is reported as "no checkpoint". A cache that continues from a
// cursor binds itself to the bytes below it with digestEventLogPrefixes: a restored store is
// untrusted, and reading from a cursor verifies nothing before it.
// A checkpoint may carry an attachment: raw bytes after its JSON line, in the same file (so the
// two are replaced together). Large data goes there rather than into the JSON text: V8 puts a
// string of 128 KiB or more on fresh pages (its large-object space), and on the 2-core machine the
// bench runs on, the page faults of each such string (the file's text, then the parsed value) cost
// ~0.5 ms: more than the rest of an open status read of a 100k-event run.












const checkpointSchema = (0,_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    value: _contract_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonValueSchema */ .F7,
    attachmentBytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().optional(),
})
    .strict());
const newline = 0x0a;
async function writeCheckpointFile(directory, runId, name, value, secrets, attachment) {
    const head = (0,_json_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)({
        schemaVersion: 1,
        name,
        value,
        ...(attachment === undefined ? {} : { attachmentBytes: attachment.byteLength }),
    });
    // JSON text holds no raw newline, so the first one ends it. Spaces before it start the attachment
    // at a multiple of 4 bytes into the file: a reader can view it as 32-bit words without a copy.
    const content = attachment === undefined ? head : Buffer.concat([Buffer.from(alignedLine(head)), attachment]);
    // A reader takes no larger file for a checkpoint: writing one would only cost the write.
    const contentBytes = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
    if (contentBytes > _file_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .maxCheckpointFileBytes */ .kp)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StorageError */ .aq('STORAGE_LIMIT_EXCEEDED', `checkpoint ${name} of run ${runId} is ${contentBytes} bytes; a checkpoint file holds at most ${_file_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .maxCheckpointFileBytes */ .kp} (maxCheckpointFileBytes); it was not stored`, { runId, limit: _file_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .maxCheckpointFileBytes */ .kp, actual: contentBytes });
    const secret = typeof content === 'string' ? secrets.findIn(content) : secrets.findInBytes(content);
    if (secret >= 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StorageError */ .aq('KNOWN_SECRET', `checkpoint ${name} of run ${runId} holds knownSecrets[${secret}]; it was not stored`, { runId });
    // The attachment is decoded on its own: JSON text there is walked as JSON, which the line before
    // it would prevent.
    const encoded = (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_7__/* .findEncodedSecretInValue */ .Km)(secrets, value) ??
        (attachment === undefined ? null : (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_7__/* .findEncodedSecret */ .M$)(secrets, attachment));
    if (encoded !== null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StorageError */ .aq('KNOWN_SECRET', `checkpoint ${name} of run ${runId} holds knownSecrets[${encoded.index}] (${(0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_7__/* .describeFinding */ .jb)(encoded)}); it was not stored`, { runId });
    const target = (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .joinInside */ .lG)(directory, [`${name}.json`]);
    const temp = (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .joinInside */ .lG)(directory, [`.${name}.${(0,_crypto_js__WEBPACK_IMPORTED_MODULE_9__/* .nodeCrypto */ .S)().randomUUID()}.tmp`]);
    try {
        await (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .writeNewFile */ .S0)(temp, content, false);
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rename(temp, target);
    }
    catch (error) {
        await (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .removeQuietly */ .S2)(temp);
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ioError */ .bD)('writing checkpoint', target, error, { runId });
    }
}
/** `head` and its newline, with spaces before it that make the line a multiple of 4 bytes long. */
function alignedLine(head) {
    return `${head}${' '.repeat((4 - ((Buffer.byteLength(head) + 1) % 4)) % 4)}\n`;
}
async function readCheckpointFile(directory, name) {
    if (directory === undefined)
        return undefined;
    // Larger than any checkpoint written: not one (a display cache, rebuilt from the events).
    const bytes = await (0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_10__/* .readFileWithin */ .oF)((0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .joinInside */ .lG)(directory, [`${name}.json`]), _file_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .maxCheckpointFileBytes */ .kp);
    if (bytes === undefined || (0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_10__/* .isOversized */ .sq)(bytes))
        return undefined;
    const end = bytes.indexOf(newline);
    try {
        const parsed = checkpointSchema().safeParse(JSON.parse(bytes.toString('utf8', 0, end < 0 ? bytes.length : end)));
        if (!parsed.success || parsed.data.name !== name)
            return undefined;
        const { attachmentBytes, value } = parsed.data;
        if (attachmentBytes === undefined)
            return end < 0 ? { value, attachment: new Uint8Array(0) } : undefined;
        // Torn or grown: the attachment must be exactly the bytes the JSON line announces.
        if (end < 0 || bytes.length - end - 1 !== attachmentBytes)
            return undefined;
        return { value, attachment: new Uint8Array(bytes.buffer, bytes.byteOffset + end + 1, attachmentBytes) };
    }
    catch {
        return undefined;
    }
}
/** Bytes read per step while hashing a log prefix (the whole log is never held in memory). */
const prefixChunkBytes = 1024 * 1024;
/**
 * SHA-256 (hex) of the first `offsets[i]` bytes of a run's event log, all in one streaming pass
 * (offsets in any order); undefined for an offset past the end of the log (a missing log is empty).
 * The log is append-only, so the digest of the bytes below a cursor never changes legitimately.
 */
async function digestEventLogPrefixes(storage, runId, log, offsets) {
    if (!_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .eventLogNames */ .F8.includes(log))
        throw new TypeError(`event log must be one of ${_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .eventLogNames */ .F8.join(', ')}; got ${JSON.stringify(log)}`);
    if (!offsets.every((offset) => Number.isSafeInteger(offset) && offset >= 0))
        throw new TypeError('offsets must be non-negative integers');
    const file = (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .joinInside */ .lG)(storage.runDirectory(runId), [(0,_layout_js__WEBPACK_IMPORTED_MODULE_11__/* .eventLogFileName */ .ge)(log)]);
    const digests = offsets.map(() => undefined);
    // A missing log reads as empty (as readEvents has it): only offset 0 has a digest.
    const missing = () => offsets.map((offset) => (offset === 0 ? (0,_crypto_js__WEBPACK_IMPORTED_MODULE_9__/* .nodeCrypto */ .S)().createHash('sha256').digest('hex') : undefined));
    // Refuses a symlinked directory on the way, as every other read of the store does.
    if ((await (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .findDirectory */ .te)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_11__/* .runSegments */ .GC)(storage.namespace, runId))) === undefined)
        return missing();
    let handle;
    try {
        handle = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .openFile */ .Tq)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return missing();
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ioError */ .bD)('opening event log', file, error, { runId, log });
    }
    try {
        const order = offsets.map((offset, index) => ({ offset, index })).sort((a, b) => a.offset - b.offset);
        const hash = (0,_crypto_js__WEBPACK_IMPORTED_MODULE_9__/* .nodeCrypto */ .S)().createHash('sha256');
        const buffer = Buffer.allocUnsafe(Math.min(prefixChunkBytes, Math.max(1, order.at(-1)?.offset ?? 1)));
        let position = 0;
        for (const { offset, index } of order) {
            while (position < offset) {
                const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, offset - position), position);
                if (bytesRead === 0)
                    return digests; // shorter than this offset (and every later one)
                hash.update(buffer.subarray(0, bytesRead));
                position += bytesRead;
            }
            digests[index] = hash.copy().digest('hex');
        }
        return digests;
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ioError */ .bD)('reading event log', file, error, { runId, log });
    }
    finally {
        await handle.close();
    }
}
/** Bytes below a cursor that a checkpoint binds itself to (the last records, their chain hash with them). */
const eventLogWindowBytes = 4096;
/**
 * SHA-256 (hex) of the `eventLogWindowBytes` bytes below each of `ends` (fewer at the start of the
 * log); undefined for an end past the end of the log (a missing log is empty). Costs one window per
 * end, whatever the log's length: what lets a status read from a checkpoint cost only the new events.
 */
async function digestEventLogWindows(storage, runId, log, ends) {
    if (!_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .eventLogNames */ .F8.includes(log))
        throw new TypeError(`event log must be one of ${_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .eventLogNames */ .F8.join(', ')}; got ${JSON.stringify(log)}`);
    if (!ends.every((end) => Number.isSafeInteger(end) && end >= 0))
        throw new TypeError('ends must be non-negative integers');
    const file = (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .joinInside */ .lG)(storage.runDirectory(runId), [(0,_layout_js__WEBPACK_IMPORTED_MODULE_11__/* .eventLogFileName */ .ge)(log)]);
    const empty = (0,_crypto_js__WEBPACK_IMPORTED_MODULE_9__/* .nodeCrypto */ .S)().createHash('sha256').digest('hex');
    const missing = () => ends.map((end) => (end === 0 ? empty : undefined));
    if ((await (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .findDirectory */ .te)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_11__/* .runSegments */ .GC)(storage.namespace, runId))) === undefined)
        return missing();
    let handle;
    try {
        handle = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .openFile */ .Tq)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return missing();
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ioError */ .bD)('opening event log', file, error, { runId, log });
    }
    try {
        const digests = [];
        for (const end of ends) {
            const start = Math.max(0, end - eventLogWindowBytes);
            const buffer = Buffer.alloc(end - start);
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
            digests.push(bytesRead === buffer.length ? (0,_crypto_js__WEBPACK_IMPORTED_MODULE_9__/* .nodeCrypto */ .S)().createHash('sha256').update(buffer).digest('hex') : undefined);
        }
        return digests;
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ioError */ .bD)('reading event log', file, error, { runId, log });
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 56399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F7: () => (/* binding */ jsonValueSchema),
/* harmony export */   F8: () => (/* binding */ eventLogNames),
/* harmony export */   MU: () => (/* binding */ contentModes),
/* harmony export */   O1: () => (/* binding */ storageErrorCodes),
/* harmony export */   OX: () => (/* binding */ storedJsonValueSchema),
/* harmony export */   Q4: () => (/* binding */ eventCursorSchema),
/* harmony export */   TK: () => (/* binding */ artifactRefSchema),
/* harmony export */   X: () => (/* binding */ storeIdPattern),
/* harmony export */   h7: () => (/* binding */ lockHolderSchema),
/* harmony export */   pS: () => (/* binding */ defaultMaxEventPayloadBytes),
/* harmony export */   vV: () => (/* binding */ storedEventSchema),
/* harmony export */   z4: () => (/* binding */ storagePolicySchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var _lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35203);
/* harmony import */ var _record_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57677);
// The run store's public contract. Every other layer codes against these types;
// `createLocalRunStorage` (local-storage.ts) is the one implementation.



const jsonValueSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(jsonValueSchema),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), jsonValueSchema),
]));
/**
 * A JSON value as read back from the store: it came out of JSON.parse (a record, a definition, an
 * artifact), so it is JSON already, and walking it again through jsonValueSchema would only cost
 * time (most of a fold of a log; tens of ms for a large graph's definition). Only presence is
 * checked. Values from callers go through jsonValueSchema.
 */
const storedJsonValueSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY((value) => value !== undefined);
/** Run IDs and namespaces name cache keys and directories: `[A-Za-z0-9._-]`, 1-100 chars, not `.` or `..`. */
const storeIdPattern = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;
/** The default of storagePolicy.maxEventPayloadBytes. */
const defaultMaxEventPayloadBytes = 256 * 1024;
const storagePolicySchema = (0,_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Largest `data` of one event, as canonical JSON bytes. */
    maxEventPayloadBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .max(_record_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .maxEventPayloadBytesLimit */ .J, `maxEventPayloadBytes must be at most ${_record_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .maxEventPayloadBytesLimit */ .J} (an event log line holds at most 16 MiB)`)
        .default(defaultMaxEventPayloadBytes),
    /** Largest single artifact. */
    maxArtifactBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .default(16 * 1024 * 1024),
    /** Sum of the distinct artifacts of one run (a digest counts once). */
    maxTotalArtifactBytesPerRun: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .default(256 * 1024 * 1024),
}));
/** The two append-only logs of a run. The worker writes `graph`; the watchdog writes `runner`. */
const eventLogNames = ['graph', 'runner'];
/** One durable record, exactly as a line of an event log. */
const storedEventSchema = (0,_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    /** 0-based position in its log. */
    seq: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Unique ID (UUID) of this record. */
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** ISO-8601 time the record was appended. */
    at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** e.g. `graph:node-completed`, `runner:worker-started`. */
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** 1 for a fresh run, one more for each resume or continuation. */
    session: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    data: jsonValueSchema,
    /** Records still to come in the same batch; 0 closes the batch. A batch not closed at the end of the log is torn. */
    batchRemaining: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** `hash` of the previous record, or 64 zeros for the first. */
    prev: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    /** SHA-256 (hex) of the canonical JSON of every other field of this record. */
    hash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
}));
/** Where a reader stopped, so a later read continues without re-reading the prefix. */
const eventCursorSchema = (0,_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Byte offset just after the last record read. */
    offset: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** seq of the next record expected. */
    nextSeq: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** hash of the last record read (64 zeros at the start). */
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
}));
const contentModes = ['state', 'exact', 'display'];
const artifactRefSchema = (0,_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    digest: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/),
    bytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    mediaType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200),
    purpose: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200),
}));
const lockHolderSchema = (0,_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    token: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    pid: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** Process start time as read from /proc (clock ticks since boot), null where unknown. */
    pidStartTime: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    hostname: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    acquiredAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
}));
const storageErrorCodes = [
    'CORRUPT_EVENT_STREAM',
    'ARTIFACT_NOT_FOUND',
    'ARTIFACT_INTEGRITY',
    'STORAGE_LIMIT_EXCEEDED',
    'KNOWN_SECRET',
    'UNSAFE_STORAGE_PATH',
    'PROCESS_LOCKED',
    'DEFINITION_EXISTS',
    'INVALID_STORE_ID',
    'STORAGE_IO',
    /** The stored definition does not parse or does not match its digest. */
    'CORRUPT_DEFINITION',
    /** createLocalRunStorage options (policy, knownSecrets, directory) are not what it accepts. */
    'INVALID_STORAGE_OPTIONS',
    /** The log is already open for appending in this process (one writer per log). */
    'LOG_IN_USE',
];


/***/ }),

/***/ 75948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ nodeCrypto)
/* harmony export */ });
// node:crypto, loaded on first use: every program imports the store, and node:crypto is a
// measurable part of a start (~6 ms here) that a step's first log line need not wait for.
let loaded;
function nodeCrypto() {
    return (loaded ??= process.getBuiltinModule('node:crypto'));
}


/***/ }),

/***/ 7988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pk: () => (/* binding */ definitionFileContent),
/* harmony export */   Qm: () => (/* binding */ readDefinitionFile),
/* harmony export */   bn: () => (/* binding */ definitionFileName),
/* harmony export */   hd: () => (/* binding */ writeDefinitionFile)
/* harmony export */ });
/* unused harmony export storedDefinitionSchema */
/* harmony import */ var _crypto_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(75948);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27597);
/* harmony import */ var _lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35203);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97018);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52079);
/* harmony import */ var _bounded_read_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(41357);
/* harmony import */ var _file_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32212);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4353);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28799);
// The run definition: written once, stored with its digest, verified on every read.
// Write-once is enforced by the file system: the content goes to a private temp file, which
// is then hard-linked to the final name; link() fails if the name exists, so of two racing
// writers exactly one wins, and a reader never sees a half-written definition.










const definitionFileName = 'definition.json';
/** More than the file holds besides the definition's canonical JSON (schemaVersion, digest, newline). */
const definitionEnvelopeBytes = 256;
const storedDefinitionSchema = (0,_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    digest: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/),
    definition: zod__WEBPACK_IMPORTED_MODULE_2__/* .custom */ .IeY((value) => value !== undefined),
})
    .strict());
/**
 * The definition file's content, or KNOWN_SECRET / STORAGE_LIMIT_EXCEEDED: checked before anything
 * is written, the run's directory included, so a refused definition leaves no trace of the run.
 */
function definitionFileContent(runId, definition, secrets) {
    const body = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .canonicalJson */ .dj)(definition);
    // The file's envelope and newline take a few hundred bytes besides the body: refused here, never
    // written, so every stored definition reads back within the bound.
    const bodyBytes = Buffer.byteLength(body);
    if (bodyBytes + definitionEnvelopeBytes > _file_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .maxDefinitionFileBytes */ .pI)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StorageError */ .aq('STORAGE_LIMIT_EXCEEDED', `definition of run ${runId} is ${bodyBytes} bytes of JSON; its file holds at most ${_file_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .maxDefinitionFileBytes */ .pI} bytes (maxDefinitionFileBytes); it was not stored`, { runId, limit: _file_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .maxDefinitionFileBytes */ .pI, actual: bodyBytes });
    const secret = secrets.findIn(body);
    if (secret >= 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StorageError */ .aq('KNOWN_SECRET', `definition of run ${runId} holds knownSecrets[${secret}]; it was not stored`, { runId });
    const encoded = (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_6__/* .findEncodedSecretInValue */ .Km)(secrets, definition);
    if (encoded !== null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StorageError */ .aq('KNOWN_SECRET', `definition of run ${runId} holds knownSecrets[${encoded.index}] (${(0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFinding */ .jb)(encoded)}); it was not stored`, { runId });
    return (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .canonicalJson */ .dj)({
        schemaVersion: 1,
        digest: (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .digestJson */ .tv)(definition),
        definition: JSON.parse(body),
    });
}
/** Writes the content of definitionFileContent once (DEFINITION_EXISTS when the run has one). */
async function writeDefinitionFile(runDirectory, runId, content) {
    const target = (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .joinInside */ .lG)(runDirectory, [definitionFileName]);
    const temp = (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .joinInside */ .lG)(runDirectory, [`.definition-${(0,_crypto_js__WEBPACK_IMPORTED_MODULE_8__/* .nodeCrypto */ .S)().randomUUID()}.tmp`]);
    try {
        await (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .writeNewFile */ .S0)(temp, `${content}\n`, true);
        try {
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.link(temp, target);
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(error) === 'EEXIST') {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StorageError */ .aq('DEFINITION_EXISTS', `run ${runId} already has a definition; it is written once`, {
                    runId,
                    path: target,
                });
            }
            throw error;
        }
        await (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .fsyncDirectory */ .hO)(runDirectory);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('writing definition', target, error, { runId });
    }
    finally {
        await (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .removeQuietly */ .S2)(temp);
    }
}
/** The verified definition, or undefined when none was written. Tampering -> CORRUPT_DEFINITION. */
async function readDefinitionFile(runDirectory, runId) {
    if (runDirectory === undefined)
        return undefined;
    const file = (0,_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .joinInside */ .lG)(runDirectory, [definitionFileName]);
    const bytes = await (0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_9__/* .readFileWithin */ .oF)(file, _file_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .maxDefinitionFileBytes */ .pI);
    if (bytes === undefined)
        return undefined;
    const refuse = (problem, sizes = {}) => new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StorageError */ .aq('CORRUPT_DEFINITION', `definition of run ${runId} is corrupt: ${problem} (${file})`, {
        runId,
        path: file,
        ...sizes,
    });
    if ((0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_9__/* .isOversized */ .sq)(bytes))
        throw refuse(`it is ${bytes.bytes} bytes, more than the ${_file_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .maxDefinitionFileBytes */ .pI} of any definition file (maxDefinitionFileBytes); it was not read`, { limit: _file_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .maxDefinitionFileBytes */ .pI, actual: bytes.bytes });
    let raw;
    try {
        raw = JSON.parse(bytes.toString('utf8'));
    }
    catch {
        throw refuse('not valid JSON');
    }
    const parsed = storedDefinitionSchema().safeParse(raw);
    if (!parsed.success)
        throw refuse(`does not match the stored definition schema (${parsed.error.issues[0]?.message})`);
    if ((0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .digestJson */ .tv)(parsed.data.definition) !== parsed.data.digest)
        throw refuse('its digest does not match its content');
    // A copied or renamed run directory would read as another run: its records are the stored run's.
    const stored = parsed.data.definition;
    const storedId = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored['runId'] : undefined;
    if (typeof storedId === 'string' && storedId !== runId)
        throw refuse(`it is the definition of run ${JSON.stringify(storedId)} (a copied or renamed run directory)`);
    return stored;
}


/***/ }),

/***/ 23829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ maskedDumpLine),
/* harmony export */   w: () => (/* binding */ dumpLineOf)
/* harmony export */ });
/* harmony import */ var _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4907);
// Lines of a hex dump with offsets and a text column, as `xxd`, `hexdump -C` and `od -A x -t x1z`
// print them (16 bytes a line): `00000010: 3839 6162 \u2026  89ab\u2026`, `00000010  38 39 \u2026  |89ab\u2026|`,
// `000010 38 39 \u2026  >89ab\u2026<`; words printed little-endian (`od -x`, `od -t x2`/`x4`, `hexdump`:
// `0000020 6b6f 6e65 \u2026`, each word's bytes swapped); and lines of bytes with colons between,
// indented, as `openssl \u2026 -text` wraps a key (`    73:6b:2d:\u2026:`). A secret longer than a line's
// bytes is never whole in one line, so consecutive dump lines are read for their bytes and checked
// joined; each line that carries part of a secret has its hex and text columns masked. Read a line
// at a time, in linear time: a line that does not start like a dump (an offset, or hex groups) is
// left at once.

/** Longer lines are no dump (`xxd -c 256` aside): parsing them is not worth it. */
const maxDumpLineChars = 1024;
/** An offset: `od` prints 6 or 7 digits, `xxd` and `hexdump` 8, PowerShell's Format-Hex 16. */
const minOffsetDigits = 4;
const maxOffsetDigits = 20;
/** A group: a byte (2 digits) up to xxd's `-g 8` (16 digits). */
const maxGroupDigits = 16;
const space = 0x20;
const tab = 0x09;
const colon = 0x3a;
const dash = 0x2d;
/** The line as a hex dump line that writes bytes, or undefined when it is none. */
function dumpLineOf(line) {
    if (line.length === 0 || line.length > maxDumpLineChars)
        return undefined;
    const first = line.charCodeAt(0);
    const indented = first === space || first === tab;
    if (!indented && _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hexChars */ .lF[first] !== 1)
        return undefined;
    const offset = indented ? -1 : offsetEnd(line);
    // Without an offset (`od -An`, `hexdump -e`), the line starts with its groups, perhaps indented.
    const at = offset >= 0 ? offset : skipBlanks(line, 0);
    const groups = hexGroups(line, at);
    // An offset alone (the end offset `od` and `hexdump` print last) writes no bytes: it ends a dump.
    if (groups.length === 0)
        return offset >= 0 ? undefined : separatedLineOf(line, at);
    // The text column holds one character a byte, so it is found by the byte count of the groups before it.
    const words = groups.some(({ start, end }) => end - start > 2);
    for (let count = groups.length; count >= 1; count -= 1) {
        const kept = groups.slice(0, count);
        const bytes = bytesOf(line, kept, false);
        const printed = textColumnAt(line, kept, bytes);
        if (printed !== undefined)
            return dumpOf(kept, bytes, printed);
        const swapped = words ? bytesOf(line, kept, true) : undefined;
        const column = swapped === undefined ? undefined : textColumnAt(line, kept, swapped);
        if (column !== undefined)
            return dumpOf(kept, swapped, column);
    }
    if (skipBlanks(line, groups.at(-1).end) !== line.length || (offset < 0 && groups.length < 2))
        return undefined;
    const dump = dumpOf(groups, bytesOf(line, groups, false), undefined);
    return words ? { ...dump, swapped: bytesOf(line, groups, true) } : dump;
}
/**
 * A line of bytes with colons (or dashes) between, perhaps indented, perhaps ending in one
 * (`    73:6b:2d:\u2026:6c:`, as `openssl` wraps a key or a signature): two bytes or more, or one before a
 * separator (the last line may be short).
 */
function separatedLineOf(line, from) {
    const separator = line.charCodeAt(from + 2);
    if (separator !== colon && separator !== dash)
        return undefined;
    let at = from;
    let count = 0;
    while (_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hexChars */ .lF[line.charCodeAt(at)] === 1 && _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hexChars */ .lF[line.charCodeAt(at + 1)] === 1) {
        count += 1;
        at += 2;
        if (line.charCodeAt(at) !== separator)
            break;
        at += 1;
    }
    if (count === 0 || skipBlanks(line, at) !== line.length || _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hexChars */ .lF[line.charCodeAt(at)] === 1)
        return undefined;
    const hexEnd = line.charCodeAt(at - 1) === separator ? at - 1 : at;
    const digits = line.slice(from, hexEnd).replaceAll(String.fromCharCode(separator), '');
    return { bytes: Buffer.from(digits, 'hex'), columns: [{ start: from, end: at }] };
}
/** After the offset and the blanks after it (`00000010: `, `000010 `), or -1 when the line starts with none. */
function offsetEnd(line) {
    const digits = (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnd */ .lx)(line, _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hexChars */ .lF, 0);
    if (digits < minOffsetDigits || digits > maxOffsetDigits)
        return -1;
    const at = line.charCodeAt(digits) === 0x3a ? digits + 1 : digits; // xxd's `:`
    const after = skipBlanks(line, at);
    return after === at ? -1 : after;
}
function skipBlanks(line, from) {
    let at = from;
    while (line.charCodeAt(at) === space || line.charCodeAt(at) === tab)
        at += 1;
    return at;
}
/** Groups of an even number of hex digits from `from`, each followed by a blank or the line's end. */
function hexGroups(line, from) {
    const groups = [];
    let at = from;
    while (at < line.length) {
        const end = (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnd */ .lx)(line, _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hexChars */ .lF, at);
        const digits = end - at;
        const next = line.charCodeAt(end);
        if (digits === 0 || digits % 2 !== 0 || digits > maxGroupDigits)
            break;
        if (end < line.length && next !== space && next !== tab)
            break;
        groups.push({ start: at, end });
        at = skipBlanks(line, end);
    }
    return groups;
}
/** The bytes the groups write: each group as printed, or (`swapped`) as a little-endian word. */
function bytesOf(line, groups, swapped) {
    let digits = 0;
    for (const { start, end } of groups)
        digits += end - start;
    const bytes = Buffer.alloc(digits / 2);
    let at = 0;
    for (const { start, end } of groups) {
        const count = (end - start) / 2;
        for (let index = 0; index < count; index += 1) {
            const digit = start + 2 * (swapped ? count - 1 - index : index);
            bytes[at + index] = (hexValue(line.charCodeAt(digit)) << 4) | hexValue(line.charCodeAt(digit + 1));
        }
        at += count;
    }
    return bytes;
}
/**
 * The text column after the groups: the line's last characters, one a byte (`|\u2026|` and `>\u2026<`
 * around them), blanks before it, each printable byte shown as itself (others as `.`).
 */
function textColumnAt(line, groups, bytes) {
    const last = line.charCodeAt(line.length - 1);
    const closer = last === 0x7c ? 0x7c : last === 0x3c ? 0x3e : 0; // `|\u2026|`, `>\u2026<`
    const end = closer === 0 ? line.length : line.length - 1;
    const start = end - bytes.length;
    const opened = closer === 0 ? start : start - 1;
    const hexEnd = groups.at(-1).end;
    if (opened <= hexEnd || (closer !== 0 && line.charCodeAt(opened) !== closer))
        return undefined;
    if (skipBlanks(line, hexEnd) < opened)
        return undefined;
    for (let index = 0; index < bytes.length; index += 1) {
        const byte = bytes[index];
        const shown = line.charCodeAt(start + index);
        if (byte >= 0x20 && byte <= 0x7e ? shown !== byte : shown !== 0x2e && byte < 0x80)
            return undefined;
    }
    return { start, end };
}
/** A hex digit's value (the caller knows it is one). */
function hexValue(code) {
    return code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x57;
}
function dumpOf(groups, bytes, column) {
    const columns = [{ start: groups[0].start, end: groups.at(-1).end }];
    if (column !== undefined && column.end > column.start)
        columns.push(column);
    return { bytes, columns };
}
/** The line with its columns masked: the offset, the blanks and a text column's `|` `|` stay. */
function maskedDumpLine(line, dump) {
    let out = '';
    let from = 0;
    for (const { start, end } of dump.columns) {
        out += `${line.slice(from, start)}***`;
        from = end;
    }
    return out + line.slice(from);
}


/***/ }),

/***/ 22871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ dumpLinesHidingSecrets)
/* harmony export */ });
/* harmony import */ var _encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70541);

/** Per line: whether it carries part of a known secret, the lines' bytes joined. */
function dumpLinesHidingSecrets(matcher, lines) {
    const hidden = lines.map(() => false);
    if (matcher.minSecretBytes === 0)
        return hidden;
    markHidden(matcher, lines, (line) => line.bytes, hidden);
    if (lines.some((line) => line.swapped !== undefined))
        markHidden(matcher, lines, (line) => line.swapped ?? line.bytes, hidden);
    return hidden;
}
/** Marks the lines that carry part of a secret in the bytes `read` gives, joined. */
function markHidden(matcher, lines, read, hidden) {
    const joined = Buffer.concat(lines.map(read));
    if (joined.length < matcher.minSecretBytes)
        return;
    const ends = [];
    let offset = 0;
    for (const line of lines)
        ends.push((offset += read(line).length));
    for (const { start, end } of matcher.occurrences(joined)) {
        let index = 0;
        while (ends[index] <= start)
            index += 1;
        for (; index < lines.length && ends[index] - read(lines[index]).length < end; index += 1)
            hidden[index] = true;
    }
    if (foundInBytes(matcher, matcher.redact(joined)))
        hidden.fill(true);
}
/**
 * A secret in the bytes as they are or behind an encoding: secret-scan.ts's findSecretInBytes, not
 * imported (that module reads dumps through this one).
 */
function foundInBytes(matcher, bytes) {
    return matcher.findBytes(bytes) !== null || (0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanBytes */ .vw)((0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanOf */ .r3)(matcher), bytes, [], '$', 0) !== null;
}


/***/ }),

/***/ 18080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nU: () => (/* binding */ dumpLineRuns),
  Ft: () => (/* binding */ dumpRunBytes),
  IR: () => (/* binding */ printedDumpLineOf)
});

// EXTERNAL MODULE: ./src/store/encoded-text.ts
var encoded_text = __webpack_require__(4907);
;// CONCATENATED MODULE: ./src/store/char-dumps.ts

/** An offset: `od` prints 7 octal digits (6 with `-A x`), `hexdump` 7 hex digits. */
const minOffsetDigits = 6;
const maxOffsetDigits = 16;
const cellChars = 4;
/** `od -w` aside, 16 bytes a line; longer lines are no such dump. */
const maxCells = 64;
const space = 0x20;
/** The byte of a control character's escape (`\n`). */
const controlEscapes = new Map([
    ['\\0', 0],
    ['\\a', 7],
    ['\\b', 8],
    ['\\t', 9],
    ['\\n', 10],
    ['\\v', 11],
    ['\\f', 12],
    ['\\r', 13],
]);
const octalByte = /^[0-3][0-7]{2}$/;
/** The line as a line of a character dump that writes bytes, or undefined when it is none. */
function charDumpLineOf(line) {
    const offset = (0,encoded_text/* runEnd */.lx)(line, encoded_text/* hexChars */.lF, 0);
    if (offset < minOffsetDigits || offset > maxOffsetDigits)
        return undefined;
    const cells = (line.length - offset) / cellChars;
    if (!Number.isInteger(cells) || cells < 1 || cells > maxCells || line.charCodeAt(offset) !== space)
        return undefined;
    const bytes = [];
    for (let at = offset; at < line.length; at += cellChars) {
        const written = cellBytes(line.slice(at, at + cellChars));
        if (written === undefined)
            return undefined;
        bytes.push(...written);
    }
    const start = offset + line.slice(offset).search(/\S/);
    const end = line.trimEnd().length;
    // A line of blanks alone (hexdump pads its last line) writes nothing worth reading.
    if (start < offset || end <= start)
        return undefined;
    return { bytes: Buffer.from(bytes), columns: [{ start, end }] };
}
/** The bytes one cell writes, or undefined when it is no cell. */
function cellBytes(cell) {
    const token = cell.trimStart();
    if (token === '')
        return [space];
    if (token === '**')
        return [];
    if (token.length === 1)
        return [...Buffer.from(token, 'utf8')];
    const control = controlEscapes.get(token);
    if (control !== undefined)
        return [control];
    return octalByte.test(token) ? [Number.parseInt(token, 8)] : undefined;
}

// EXTERNAL MODULE: ./src/store/dump-lines.ts
var dump_lines = __webpack_require__(23829);
;// CONCATENATED MODULE: ./src/store/dump-text.ts
// Hex dumps with offsets inside one whole text (a node's output or a record field kept as one
// value, not a line at a time): `xxd`, `hexdump -C`, `od -A x -t x1z`, `od -x` lines (dump-lines.ts),
// and dumps of characters (`od -c`, `hexdump -c`: char-dumps.ts).
// A secret longer than a line's bytes is never whole in one line, so each run of consecutive dump
// lines is read for its bytes, joined. Lines are looked at one by one; a line that cannot start a
// dump (its first character is no hex digit or blank) is passed over without being cut out.



const lineFeed = '\n';
const carriageReturn = 0x0d;
/** Whether a line starting at `at` may be a dump line: a hex digit (an offset, a group) or a blank. */
function mayStartDump(text, at) {
    const code = text.charCodeAt(at);
    return encoded_text/* hexChars */.lF[code] === 1 || code === 0x20 || code === 0x09;
}
/** A line of a dump of bytes: hex (dump-lines.ts) or characters (char-dumps.ts); undefined when it is none. */
function printedDumpLineOf(line) {
    return (0,dump_lines/* dumpLineOf */.w)(line) ?? charDumpLineOf(line);
}
/** Runs of two or more consecutive dump lines (one line alone is searched as any text is). */
function dumpLineRuns(text) {
    const runs = [];
    let run = [];
    for (let start = 0; start < text.length;) {
        const feed = text.indexOf(lineFeed, start);
        const next = feed < 0 ? text.length : feed;
        const end = next > start && text.charCodeAt(next - 1) === carriageReturn ? next - 1 : next;
        const dump = mayStartDump(text, start) ? printedDumpLineOf(text.slice(start, end)) : undefined;
        if (dump !== undefined)
            run.push({ start, end, dump });
        else {
            if (run.length > 1)
                runs.push(run);
            run = [];
        }
        start = next + 1;
    }
    if (run.length > 1)
        runs.push(run);
    return runs;
}
/** The bytes a run of dump lines writes, joined: as printed and, when its words may be little-endian, swapped. */
function dumpRunBytes(run) {
    const out = [Buffer.concat(run.map((line) => line.dump.bytes))];
    if (run.some((line) => line.dump.swapped !== undefined))
        out.push(Buffer.concat(run.map((line) => line.dump.swapped ?? line.dump.bytes)));
    return out;
}


/***/ }),

/***/ 74846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lv: () => (/* binding */ decodings),
  kb: () => (/* binding */ inflated),
  oF: () => (/* binding */ percentDecoded),
  mW: () => (/* binding */ runDecodings),
  wd: () => (/* binding */ scanLimits),
  $3: () => (/* binding */ separatedHexDecodings)
});

;// CONCATENATED MODULE: ./src/store/deflate-probe.ts
// Whether bytes can be the start of a raw deflate stream (RFC 1951), read in a few dozen bits: a
// base64 value that is not text is tried as raw deflate (no header says so), and a failed zlib call
// costs about 0.1 ms (a stream set up, an error built, the stream torn down). Random bytes fail
// here almost always: a block type of 3, a stored block's length check, a fixed-code back-reference
// before any output, a dynamic block's code-length code that is not complete.
/** Reads bits least significant first, as deflate packs them; -1 past the end. */
class BitReader {
    #bytes;
    #at = 0;
    constructor(bytes) {
        this.#bytes = bytes;
    }
    read(count) {
        let value = 0;
        for (let bit = 0; bit < count; bit += 1) {
            const byte = this.#bytes[this.#at >> 3];
            if (byte === undefined)
                return -1;
            value |= ((byte >> (this.#at & 7)) & 1) << bit;
            this.#at += 1;
        }
        return value;
    }
    /** A Huffman code's bits, most significant first. */
    readCode(count) {
        let code = 0;
        for (let bit = 0; bit < count; bit += 1) {
            const next = this.read(1);
            if (next < 0)
                return -1;
            code = (code << 1) | next;
        }
        return code;
    }
    toByte() {
        this.#at = (this.#at + 7) & ~7;
    }
}
/** Extra bits of length symbols 257-285, and base and extra bits of distance codes 0-29. */
const lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131];
const distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537];
/** Symbols of a fixed-code block read before it is taken as plausible. */
const probedSymbols = 32;
/** The order a dynamic block lists its code-length code's lengths in. */
const codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
function mayStartDeflate(bytes) {
    const bits = new BitReader(bytes);
    bits.read(1); // the final-block flag
    const type = bits.read(2);
    if (type === 0) {
        bits.toByte();
        const length = bits.read(16);
        return length > 0 && (length ^ bits.read(16)) === 0xffff;
    }
    if (type === 1)
        return fixedBlockPlausible(bits);
    if (type === 2)
        return dynamicHeaderComplete(bits);
    return false;
}
/** The first symbols decode, and no back-reference reaches before the start. */
function fixedBlockPlausible(bits) {
    let produced = 0;
    for (let count = 0; count < probedSymbols; count += 1) {
        const symbol = fixedSymbol(bits);
        if (symbol < 0)
            return produced > 0;
        if (symbol === 256)
            return produced > 0;
        if (symbol < 256) {
            produced += 1;
            continue;
        }
        if (symbol > 285)
            return false;
        const extra = lengthExtra[symbol - 257] ?? 0;
        const extraValue = bits.read(extra);
        const distanceCode = bits.readCode(5);
        if (extraValue < 0 || distanceCode < 0)
            return produced > 0;
        // Codes 30 and 31 are invalid; past the table's end a distance is at least 2049: beyond what a probe sees.
        const distance = distanceCode > 29 ? Infinity : (distanceBase[distanceCode] ?? 2049);
        if (distance > produced)
            return false;
        produced += symbol === 285 ? 258 : (lengthBase[symbol - 257] ?? 131);
    }
    return true;
}
/** A fixed-code literal/length symbol (RFC 1951 3.2.6), or -1 when the bytes end. */
function fixedSymbol(bits) {
    let code = bits.readCode(7);
    if (code < 0)
        return -1;
    if (code <= 0b0010111)
        return 256 + code;
    const next = bits.read(1);
    if (next < 0)
        return -1;
    code = (code << 1) | next;
    if (code >= 0b00110000 && code <= 0b10111111)
        return code - 0b00110000;
    if (code >= 0b11000000 && code <= 0b11000111)
        return 280 + code - 0b11000000;
    const last = bits.read(1);
    return last < 0 ? -1 : 144 + ((code << 1) | last) - 0b110010000;
}
/** A dynamic block's counts are in range and its code-length code is complete, as zlib requires. */
function dynamicHeaderComplete(bits) {
    const literals = bits.read(5);
    const distances = bits.read(5);
    const lengths = bits.read(4);
    if (lengths < 0 || literals + 257 > 286 || distances + 1 > 30)
        return false;
    let kraft = 0; // in 1/128ths: complete at 128
    for (let index = 0; index < lengths + 4 && index < codeLengthOrder.length; index += 1) {
        const length = bits.read(3);
        if (length < 0)
            return false;
        if (length > 0)
            kraft += 128 >> length;
    }
    return kraft === 128;
}

// EXTERNAL MODULE: ./src/store/encoded-text.ts
var encoded_text = __webpack_require__(4907);
// EXTERNAL MODULE: ./src/store/hex-dumps.ts
var hex_dumps = __webpack_require__(50298);
;// CONCATENATED MODULE: ./src/store/encoded-decodings.ts
// The decodings the known-secret scan (encoded-scan.ts) tries on a text or on bytes: base64 and
// base64url (also a data: URL, wrapped lines joined), base32, hex (also with separators between
// bytes: `5a:71:38`, and words read little-endian too: `od -x`), percent escapes, and compressed
// bytes inflated (gzip, zlib, raw deflate).



// node:zlib loads only when a value is compressed: every store imports this module, and zlib is a
// measurable part of a worker's and the Action's start (~5 ms here).
const zlib = () => process.getBuiltinModule('node:zlib');
function scanLimits(minBytes) {
    return {
        minBytes,
        minEncodedChars: Math.ceil((minBytes * 4) / 3),
        minHexDigits: minBytes * 2,
        minBase32Chars: Math.ceil((minBytes * 8) / 5),
    };
}
/** An inflated stream larger than this is not searched further (the store bounds what it keeps anyway). */
const maxInflatedBytes = 64 * 1024 * 1024;
const dataUrl = /^data:[^,]{0,200};base64,/;
/** The text as base64 or base32 (a data: URL's body, wrapped lines joined) and each run of hex digits in it. */
function decodings(limits, text) {
    if (text.length < limits.minEncodedChars)
        return [];
    const url = dataUrl.exec(text);
    let body = url === null ? text : text.slice(url[0].length);
    // MIME and PEM wrap base64 in lines.
    const wrapped = /\s/.test(body) && /^[A-Za-z0-9+/_=\s-]+$/.test(body);
    if (wrapped)
        body = body.replace(/\s+/g, '');
    const out = [...runDecodings(limits, body), ...hexInside(limits, body)];
    // Joined, a dump's spaces are gone: its groups are found in the text as it was too.
    if (wrapped)
        for (const { start, end } of (0,hex_dumps/* hexSpans */.f6)(text, limits.minHexDigits).dumps)
            out.push(...separatedHexDecodings(text.slice(start, end)));
    return out;
}
/** A run of the base64 alphabet as base64 and, when it is all upper-case base32 characters, as base32. */
function runDecodings(limits, run) {
    const out = base64Decodings(limits, run);
    if (run.length >= limits.minBase32Chars && (0,encoded_text/* isBase32Text */.mZ)(run))
        out.push({ encoding: 'base32', bytes: base32Decoded(run), whole: true });
    return out;
}
/**
 * The text as base64 at each of the four alignments: an encoded value joined to other characters of
 * the alphabet (`id` + base64, a path segment) decodes in step only from where it starts.
 */
function base64Decodings(limits, text) {
    if (!(0,encoded_text/* isBase64Text */.$1)(text))
        return [];
    const encoding = text.includes('-') || text.includes('_') ? 'base64url' : 'base64';
    const out = [];
    for (let skip = 0; skip < 4 && text.length - skip >= limits.minEncodedChars; skip += 1) {
        const bytes = Buffer.from(text.slice(skip), 'base64'); // Node reads both alphabets, with or without padding
        if (bytes.length >= limits.minBytes)
            out.push({ encoding, bytes, whole: skip === 0 });
    }
    return out;
}
/**
 * Each run of hex digits inside the text (`cache/<hex>.json`, `sha<hex>`), decoded at both parities,
 * and each dump of hex bytes with separators (`5a:71:38`, `5A-71`, `5a71 3872`).
 */
function hexInside(limits, text) {
    const out = [];
    const { runs, dumps } = (0,hex_dumps/* hexSpans */.f6)(text, limits.minHexDigits);
    for (const { start, end } of runs) {
        for (const skip of [0, 1]) {
            if (end - start - skip >= limits.minHexDigits)
                out.push({ encoding: 'hex', bytes: Buffer.from(text.slice(start + skip, end), 'hex') });
        }
    }
    for (const { start, end } of dumps)
        out.push(...separatedHexDecodings(text.slice(start, end)));
    return out;
}
/** A dump's bytes as printed and, when it has words wider than a byte, read as little-endian words. */
function separatedHexDecodings(run) {
    const out = [{ encoding: 'hex', bytes: Buffer.from((0,hex_dumps/* hexDigitsOf */.LB)(run), 'hex') }];
    if ((0,hex_dumps/* holdsHexWords */.Zz)(run))
        out.push({ encoding: 'hex', bytes: Buffer.from((0,hex_dumps/* hexDigitsOf */.LB)(run, true), 'hex') });
    return out;
}
/** Each base32 character's value, -1 for others. */
const base32Values = (() => {
    const table = new Int8Array(128).fill(-1);
    [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'].forEach((char, value) => (table[char.charCodeAt(0)] = value));
    return table;
})();
/** RFC 4648 base32 (padding, and trailing bits that make no whole byte, left out). */
function base32Decoded(text) {
    const out = Buffer.alloc(Math.floor((text.length * 5) / 8));
    let length = 0;
    let bits = 0;
    let value = 0;
    for (let at = 0; at < text.length; at += 1) {
        const digit = base32Values[text.charCodeAt(at)] ?? -1;
        if (digit < 0)
            break; // padding
        value = ((value << 5) | digit) & 0xfff;
        bits += 5;
        if (bits >= 8) {
            bits -= 8;
            out[length] = (value >> bits) & 0xff;
            length += 1;
        }
    }
    return out.subarray(0, length);
}
const percentEscapes = /(?:%[0-9A-Fa-f]{2})+/g;
/** The text with each `%XX` as the byte it stands for (as a URL or form carries it); undefined without one. */
function percentDecoded(text) {
    if (!text.includes('%'))
        return undefined;
    const parts = [];
    let from = 0;
    for (const match of text.matchAll(percentEscapes)) {
        parts.push(Buffer.from(text.slice(from, match.index), 'utf8'), Buffer.from(match[0].replaceAll('%', ''), 'hex'));
        from = match.index + match[0].length;
    }
    if (parts.length === 0)
        return undefined;
    parts.push(Buffer.from(text.slice(from), 'utf8'));
    return Buffer.concat(parts);
}
/**
 * Compressed bytes inflated: gzip (1f 8b) and zlib (78 01/5e/9c/da: `eJy\u2026` in base64) by their
 * header, raw deflate (no header) only for a whole decoded value that is not text and whose first
 * bits make a deflate block (deflate-probe.ts). A stream cut short gives what it holds so far.
 */
function inflated(bytes, whole, text) {
    if (bytes.length < 2)
        return undefined;
    if (bytes[0] === 0x1f && bytes[1] === 0x8b)
        return inflatedWith('gzip', (z, options) => z.gunzipSync(bytes, options));
    if (bytes[0] === 0x78 && ((bytes[0] << 8) | bytes[1]) % 31 === 0 && (bytes[1] & 0x20) === 0)
        return inflatedWith('zlib', (z, options) => z.inflateSync(bytes, options));
    if (whole && !text && mayStartDeflate(bytes))
        return inflatedWith('deflate', (z, options) => z.inflateRawSync(bytes, options));
    return undefined;
}
function inflatedWith(encoding, inflate) {
    const z = zlib();
    // gzip as before (a whole stream); zlib and raw deflate also when cut short.
    const finishFlush = encoding === 'gzip' ? undefined : z.constants.Z_SYNC_FLUSH;
    try {
        const out = inflate(z, {
            maxOutputLength: maxInflatedBytes,
            ...(finishFlush === undefined ? {} : { finishFlush }),
        });
        return out.length === 0 ? undefined : { encoding, bytes: out };
    }
    catch {
        return undefined; // not compressed after all, or too large to follow
    }
}


/***/ }),

/***/ 65960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eI: () => (/* binding */ joinedGroups),
/* harmony export */   qx: () => (/* binding */ isGroupLine),
/* harmony export */   uA: () => (/* binding */ groupedBase64Runs),
/* harmony export */   yX: () => (/* binding */ withoutShortGroup)
/* harmony export */ });
/* harmony import */ var _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4907);
// Base64 printed in groups with a space between, four characters each (`c2st bGl2 ZS0w \u2026`, as some
// tools show a key or a fingerprint) or eight (`c2stbGl2 ZS0wMTIz \u2026`, `fold -w8 | paste -sd' '`):
// no group alone is long enough to decode to a secret, so a run of groups is joined, its spaces
// left out, before it is decoded. Found by a loop over the runs of the alphabet (linear time,
// constant stack, as encoded-text.ts finds runs). A group a line (`fold -w8`) is the writer's
// wrapped-encoding hold's: isGroupLine.

/** The widths of a group: a run's groups are all as wide as its first, its last perhaps shorter. */
const groupWidths = [4, 8];
const spaceCode = 0x20;
const equals = 0x3d;
/**
 * Runs of two or more groups of 4 (or of 8) base64 characters, one space between them, the last
 * perhaps shorter or padded (`Zg==`), holding at least `minChars` characters without the spaces.
 * A group starts and ends at a character outside the alphabet: `abcdef ghij` is no run. Looked
 * for at the spaces (one native search each), most of them left at a glance.
 */
function groupedBase64Runs(text, minChars) {
    const spans = [];
    let space = text.indexOf(' ');
    while (space >= 0) {
        const width = groupWidthBefore(text, space, minChars);
        if (width === 0) {
            space = text.indexOf(' ', space + 1);
            continue;
        }
        const start = space - width;
        const { end, groups } = groupsFrom(text, start, width);
        if (groups >= 2 && end - start - (groups - 1) >= minChars)
            spans.push({ start, end });
        space = text.indexOf(' ', Math.max(end, space + 1));
    }
    return spans;
}
/** The width of the group that ends at this space and may start a run, 0 when none does. */
function groupWidthBefore(text, space, minChars) {
    if (startsGroup(text, space, 4, minChars))
        return 4;
    return startsGroup(text, space, 8, minChars) ? 8 : 0;
}
/** Whether a group of `width` ends at this space: most spaces of ordinary text are left at the first two looks. */
function startsGroup(text, space, width, minChars) {
    // When two groups are too short for a secret, a third must follow: a space one group on.
    if (minChars > 2 * width && text.charCodeAt(space + width + 1) !== spaceCode)
        return false;
    const start = space - width;
    if (start < 0 || _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .base64Chars */ .BF[text.charCodeAt(start - 1)] === 1)
        return false;
    return (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnd */ .lx)(text, _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .base64Chars */ .BF, start) === space;
}
/** Where the groups that start at `start` end, and how many there are. */
function groupsFrom(text, start, width) {
    let at = start;
    let groups = 0;
    let end = start;
    for (;;) {
        const stop = (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnd */ .lx)(text, _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .base64Chars */ .BF, at);
        let padded = stop;
        while (padded < stop + 2 && text.charCodeAt(padded) === equals)
            padded += 1;
        const length = padded - at;
        if (length === 0 || length > width || (length < width && groups === 0))
            break;
        groups += 1;
        end = padded;
        // A short or padded group is the last.
        const last = length < width || padded > stop;
        if (last || text.charCodeAt(padded) !== spaceCode || _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .base64Chars */ .BF[text.charCodeAt(padded + 1)] !== 1)
            break;
        at = padded + 1;
    }
    return { end, groups };
}
/**
 * The run without its last group when that is short and unpadded (`\u2026 b` after the groups: a word,
 * or unpadded base64's last characters); undefined otherwise.
 */
function withoutShortGroup(text, run) {
    const lastSpace = text.lastIndexOf(' ', run.end - 1);
    const width = text.indexOf(' ', run.start) - run.start;
    if (lastSpace < run.start || run.end - lastSpace - 1 >= width || text.charCodeAt(run.end - 1) === equals)
        return undefined;
    return { start: run.start, end: lastSpace };
}
/** A run of groupedBase64Runs without its spaces. */
function joinedGroups(run) {
    return run.replaceAll(' ', '');
}
/**
 * A line that is one group (4 or 8 base64 characters, as `fold -w8` prints base64 a group a line):
 * a block of such lines is joined as a wrapped encoding is.
 */
function isGroupLine(line) {
    return groupWidths.includes(line.length) && (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnd */ .lx)(line, _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .base64Chars */ .BF, 0) === line.length;
}


/***/ }),

/***/ 24707:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ redactEncodedSecrets)
/* harmony export */ });
/* harmony import */ var _dump_secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(22871);
/* harmony import */ var _dump_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18080);
/* harmony import */ var _encoded_decodings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74846);
/* harmony import */ var _encoded_scan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(70541);
/* harmony import */ var _encoded_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4907);
/* harmony import */ var _encoded_groups_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65960);
/* harmony import */ var _hex_dumps_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50298);
/* harmony import */ var _wrapped_tail_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95791);
// Known secrets behind an encoding cut out of text kept for display (redacted, never refused): a
// secret cannot be cut out of its encoded bytes, so the encoded text that hides it becomes `***`:
// a base64 / base32 / hex run (a path keeps its other segments), base64 in groups of four, a hex
// dump with separators, a block wrapped over lines, a percent-escaped token. The same again in
// each token as a reader sees it (text-view.ts), each match cut out of the text it came from: a run
// split by a colour code, or written with escapes. A dump with offsets (`xxd`, `hexdump -C`) has
// the columns of each line that carries part of a secret masked, its offsets kept (dump-lines.ts;
// the writer holds such lines when they come a line at a time).








/**
 * Tokens: up to the nearest space, quote or angle bracket. One that carries a percent escape is
 * decoded. Found token by token (a pattern that looks for the escape inside the token would
 * rescan a long token from each of its characters: quadratic).
 */
const tokens = /[^\s"'<>]+/g;
const percentEscape = /%[0-9A-Fa-f]{2}/;
const runHides = (scan, run, hides) => (0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_0__/* .decodings */ .Lv)(scan, run).some(({ encoding, bytes, whole }) => hides(encoding, bytes, whole));
/**
 * A wrapped block goes whole: no one of its lines alone decodes to what it hides. A last line that
 * may be a word printed after the block (`done`) stays when the lines before it hide the secret
 * and it carries no part of one (wrapped-tail.ts).
 */
const wrapped = (scan, text, hides) => {
    const spans = [];
    if (text.includes('\n'))
        for (const block of (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .wrappedBlocks */ .Ij)(text)) {
            let start = block.start;
            for (const piece of (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .wrappedPieces */ .Lb)(text.slice(block.start, block.end))) {
                if (runHides(scan, piece, hides))
                    spans.push({ start, end: start + hiddenChars(scan, piece, hides) });
                start += piece.length + 1;
            }
        }
    return spans;
};
/** How much of a block that hides a secret goes: all of it, or all but a last line that carries none of it. */
function hiddenChars(scan, piece, hides) {
    const lines = piece.split('\n');
    const last = lines.at(-1);
    if (lines.length < 2 || last.length >= lines[0].length || last.endsWith('='))
        return piece.length;
    const head = piece.slice(0, piece.length - last.length - 1);
    if (!runHides(scan, head, hides))
        return piece.length;
    const joined = lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    return (0,_wrapped_tail_js__WEBPACK_IMPORTED_MODULE_2__/* .lastLineCarriesSecret */ .W)(scan.matcher, joined) ? piece.length : head.length;
}
const base64 = (scan, text, hides) => {
    const spans = [];
    if (text.length >= scan.minEncodedChars)
        for (const { start, end } of (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .base64Runs */ .iy)(text, scan.minEncodedChars)) {
            const run = text.slice(start, end);
            if (runHides(scan, run, hides))
                for (const segment of (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .hidingSegments */ .cN)(run, (part) => runHides(scan, part, hides)))
                    spans.push({ start: start + segment.start, end: start + segment.end });
        }
    return spans;
};
/**
 * Base64 in groups of four (`c2st bGl2 \u2026`) goes whole: no group alone decodes to what it hides. A
 * short last group (a word after the groups, or unpadded base64's end) goes only when it must.
 */
const groupedBase64 = (scan, text, hides) => {
    const spans = [];
    const runHidesIn = ({ start, end }) => runHides(scan, (0,_encoded_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .joinedGroups */ .eI)(text.slice(start, end)), hides);
    for (const run of (0,_encoded_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .groupedBase64Runs */ .uA)(text, scan.minEncodedChars)) {
        const shorter = (0,_encoded_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutShortGroup */ .yX)(text, run);
        if (shorter !== undefined && runHidesIn(shorter))
            spans.push(shorter);
        else if (runHidesIn(run))
            spans.push(run);
    }
    return spans;
};
const separatedHex = (scan, text, hides) => (0,_hex_dumps_js__WEBPACK_IMPORTED_MODULE_4__/* .separatedHexRuns */ .FX)(text, scan.minHexDigits).filter(({ start, end }) => (0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_0__/* .separatedHexDecodings */ .$3)(text.slice(start, end)).some(({ encoding, bytes }) => hides(encoding, bytes)));
const percent = (_, text, hides) => {
    const spans = [];
    if (text.includes('%'))
        for (const match of text.matchAll(tokens)) {
            if (!percentEscape.test(match[0]))
                continue;
            const bytes = (0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_0__/* .percentDecoded */ .oF)(match[0]);
            if (bytes !== undefined && hides('url', bytes))
                spans.push({ start: match.index, end: match.index + match[0].length });
        }
    return spans;
};
/** The hex and text columns of each line of a dump with offsets that carries part of a secret. */
const dumps = (scan, text) => {
    const spans = [];
    if (text.includes('\n'))
        for (const run of (0,_dump_text_js__WEBPACK_IMPORTED_MODULE_5__/* .dumpLineRuns */ .nU)(text)) {
            const hidden = (0,_dump_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .dumpLinesHidingSecrets */ .U)(scan.matcher, run.map((line) => line.dump));
            run.forEach((line, index) => {
                if (hidden[index])
                    for (const { start, end } of line.dump.columns)
                        spans.push({ start: line.start + start, end: line.start + end });
            });
        }
    return spans;
};
/** In this order, each on what the one before left (a dump without offsets is separated hex: one `***`). */
const passes = [wrapped, base64, groupedBase64, separatedHex, dumps, percent];
const mask = () => '***';
/**
 * `text` with each encoded text that hides a known secret replaced by `***`: for output kept for
 * display. The raw forms are the matcher's `redactText`.
 */
function redactEncodedSecrets(matcher, text) {
    if (matcher.minSecretBytes === 0 || text.length < matcher.minSecretBytes)
        return text;
    const scan = (0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_7__/* .scanOf */ .r3)(matcher);
    const hides = (encoding, bytes, whole) => (0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_7__/* .scanBytes */ .vw)(scan, bytes, [encoding], '$', 1, whole) !== null;
    let out = text;
    for (const pass of passes) {
        // Most lines hide nothing: no spans, nothing to sort or copy.
        const spans = pass(scan, out, hides);
        if (spans.length > 0)
            out = (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .replaceSpans */ .Gg)(out, (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .mergedSpans */ .c6)(spans), mask);
    }
    const spans = [];
    for (const { start: offset, view } of matcher.tokenViews(out))
        for (const pass of passes)
            for (const { start, end } of pass(scan, view.text, hides)) {
                const source = view.sourceSpan(start, end);
                spans.push({ start: offset + source.start, end: offset + source.end });
            }
    return (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .replaceSpans */ .Gg)(out, (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .mergedSpans */ .c6)(spans), mask);
}


/***/ }),

/***/ 70541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W8: () => (/* binding */ firstInStrings),
/* harmony export */   jd: () => (/* binding */ scanValue),
/* harmony export */   r3: () => (/* binding */ scanOf),
/* harmony export */   vw: () => (/* binding */ scanBytes)
/* harmony export */ });
/* unused harmony export encodingName */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _encoded_decodings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74846);
/* harmony import */ var _dump_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18080);
/* harmony import */ var _encoded_groups_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65960);
/* harmony import */ var _encoded_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4907);
// Known secrets behind an encoding. The raw check (secrets.ts) sees bytes as they are stored; a
// writer may have encoded content first (a workspace snapshot holds file contents as base64), so
// the store also decodes what it is handed and looks again: every JSON string (and key), whole and
// each run of base64 / hex characters in it, as base64 / base64url (also a data: URL), base32, hex
// (also with separators: `5a:71:38`), JSON text, percent-decoded (%XX, as a URL carries a
// password) and as a reader sees it (terminal sequences removed, escapes decoded); gzip, zlib and
// raw deflate bytes are inflated. Decoded bytes are searched raw (also as UTF-16LE) and decoded
// again, a few levels deep. Only whole values and runs are decoded: an encoding a node applies to a
// fragment of its own text at an arbitrary offset is not undone (escapes excepted: they decode in place).





/** How many decodings deep a value is followed (base64 of gzip of JSON holding base64 is 4). */
const maxDepth = 5;
const plainKey = /^[A-Za-z_$][A-Za-z0-9_$-]{0,63}$/;
const scans = new WeakMap();
function scanOf(matcher) {
    const known = scans.get(matcher);
    if (known !== undefined)
        return known;
    const scan = { matcher, ...(0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_1__/* .scanLimits */ .wd)(matcher.minSecretBytes) };
    scans.set(matcher, scan);
    return scan;
}
/** The name of a finding: the decodings, then the form the matcher found it in (`raw` goes unsaid after a decoding). */
function encodingName(chain, form) {
    if (chain.length === 0)
        return form;
    return form === 'raw' ? chain.join('+') : `${chain.join('+')}+${form}`;
}
/** `whole`: the bytes are a whole decoded value (compressed bytes without a header may start there). */
function scanBytes(scan, bytes, chain, at, depth, whole = false) {
    if (chain.length > 0) {
        const match = scan.matcher.findBytes(bytes);
        if (match !== null)
            return { index: match.index, encoding: encodingName(chain, match.form), at };
    }
    if (depth >= maxDepth)
        return null;
    const text = (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes);
    const unpacked = (0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_1__/* .inflated */ .kb)(bytes, whole, text);
    if (unpacked !== undefined) {
        const found = scanBytes(scan, unpacked.bytes, [...chain, unpacked.encoding], at, depth + 1);
        if (found !== null)
            return found;
    }
    if (!text || bytes.length < scan.minBytes)
        return null; // binary: searched raw above
    const trimmed = bytes.toString('utf8').trim();
    const json = parseJsonText(trimmed);
    // The top level of a JSON artifact is its format, not an encoding.
    if (json.ok)
        return scanValue(scan, json.value, chain.length === 0 ? [] : [...chain, 'json'], at, depth + 1);
    return scanText(scan, trimmed, chain, at, depth);
}
function scanValue(scan, value, chain, at, depth) {
    return firstInStrings(value, at, (text, where) => scanString(scan, text, chain, where, depth));
}
/** The first finding of `visit` over the strings and keys of a JSON value, each with its JSON path. */
function firstInStrings(value, at, visit) {
    if (typeof value === 'string')
        return visit(value, at);
    if (typeof value !== 'object' || value === null)
        return null;
    if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index += 1) {
            const found = firstInStrings(value[index], `${at}[${index}]`, visit);
            if (found !== null)
                return found;
        }
        return null;
    }
    for (const [key, item] of Object.entries(value)) {
        const found = visit(key, `${at} (a key)`) ?? firstInStrings(item, plainKey.test(key) ? `${at}.${key}` : `${at}[\u2026]`, visit);
        if (found !== null)
            return found;
    }
    return null;
}
/** A string of a JSON value: at the top level its raw and escaped forms were searched in the JSON text. */
function scanString(scan, text, chain, at, depth) {
    if (chain.length > 0) {
        const match = scan.matcher.find(text);
        if (match !== null)
            return { index: match.index, encoding: encodingName(chain, match.form), at };
    }
    if (depth >= maxDepth || text.length < scan.minBytes)
        return null;
    const json = text.length > 1 ? parseJsonText(text.trim()) : { ok: false };
    if (json.ok && typeof json.value !== 'string') {
        const found = scanValue(scan, json.value, [...chain, 'json'], at, depth + 1);
        if (found !== null)
            return found;
    }
    return scanText(scan, text, chain, at, depth);
}
/**
 * Each token as a reader sees it (terminal sequences removed, escapes decoded), percent-decoded (a
 * password in a connection URL), then the text whole and each run of base64 / hex characters in it
 * long enough to hold a secret.
 */
function scanText(scan, text, chain, at, depth) {
    for (const { view } of scan.matcher.tokenViews(text)) {
        const found = scanBytes(scan, Buffer.from(view.text, 'utf8'), [...chain, view.kinds], at, depth + 1);
        if (found !== null)
            return found;
    }
    const unescaped = text.length < scan.minBytes ? undefined : (0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_1__/* .percentDecoded */ .oF)(text);
    if (unescaped !== undefined) {
        const found = scanBytes(scan, unescaped, [...chain, 'url'], at, depth + 1);
        if (found !== null)
            return found;
    }
    if (text.length < scan.minEncodedChars)
        return null;
    // Hex runs are all found in the whole text; a run of the base64 alphabet is decoded as base64 on its own.
    const candidates = (0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_1__/* .decodings */ .Lv)(scan, text);
    for (const { start, end } of (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_2__/* .base64Runs */ .iy)(text, scan.minEncodedChars))
        if (end - start !== text.length)
            candidates.push(...(0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_1__/* .runDecodings */ .mW)(scan, text.slice(start, end)));
    // Base64 in groups of four inside other text (`key: c2st bGl2 \u2026`); the text whole is decoded above.
    for (const { start, end } of (0,_encoded_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .groupedBase64Runs */ .uA)(text, scan.minEncodedChars))
        if (end - start !== text.length)
            candidates.push(...(0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_1__/* .runDecodings */ .mW)(scan, (0,_encoded_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .joinedGroups */ .eI)(text.slice(start, end))));
    if (text.includes('\n')) {
        for (const { start, end } of (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_2__/* .wrappedBlocks */ .Ij)(text))
            for (const block of (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_2__/* .wrappedPieces */ .Lb)(text.slice(start, end)))
                if (block !== text)
                    candidates.push(...(0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_1__/* .decodings */ .Lv)(scan, block));
        // A dump with offsets (`xxd`, `hexdump -C`): its lines' bytes joined.
        for (const run of (0,_dump_text_js__WEBPACK_IMPORTED_MODULE_4__/* .dumpLineRuns */ .nU)(text))
            for (const bytes of (0,_dump_text_js__WEBPACK_IMPORTED_MODULE_4__/* .dumpRunBytes */ .Ft)(run))
                candidates.push({ encoding: 'hex', bytes });
    }
    for (const { encoding, bytes, whole } of candidates) {
        const found = scanBytes(scan, bytes, [...chain, encoding], at, depth + 1, whole);
        if (found !== null)
            return found;
    }
    return null;
}
function parseJsonText(text) {
    const first = text[0];
    if (first !== '{' && first !== '[' && first !== '"')
        return { ok: false };
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}


/***/ }),

/***/ 4907:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $1: () => (/* binding */ isBase64Text),
/* harmony export */   BF: () => (/* binding */ base64Chars),
/* harmony export */   Gg: () => (/* binding */ replaceSpans),
/* harmony export */   I6: () => (/* binding */ alphabet),
/* harmony export */   Ij: () => (/* binding */ wrappedBlocks),
/* harmony export */   Lb: () => (/* binding */ wrappedPieces),
/* harmony export */   c6: () => (/* binding */ mergedSpans),
/* harmony export */   cN: () => (/* binding */ hidingSegments),
/* harmony export */   cv: () => (/* binding */ isWrappedLastLine),
/* harmony export */   iy: () => (/* binding */ base64Runs),
/* harmony export */   jH: () => (/* binding */ isWrappedFullLine),
/* harmony export */   lF: () => (/* binding */ hexChars),
/* harmony export */   lx: () => (/* binding */ runEnd),
/* harmony export */   mZ: () => (/* binding */ isBase32Text),
/* harmony export */   pn: () => (/* binding */ lineBreakAt)
/* harmony export */ });
/* unused harmony export hexRuns */
// Where an encoded value sits in text, for the scan and the redaction of secret-scan.ts: runs of
// base64 / hex characters (hex dumps with separators: hex-dumps.ts), lines of a wrapped encoding (joined before they are decoded) and the path
// segments of a run (redacted alone). Runs are found by loops over the characters, not by regular
// expressions: V8's irregexp keeps backtracking state for each character of a `[\u2026]{n,}` loop and
// throws `RangeError: Maximum call stack size exceeded` on a run of a few million characters (a
// 6 MB base64 value), and a pattern of lines (`(?:[\u2026]{56,}\n)+`) tried at each offset of one long
// line is quadratic. A loop takes any length in constant stack and linear time.
/** Characters of an alphabet by char code (every UTF-16 code unit indexes it). */
function alphabet(chars) {
    const table = new Uint8Array(0x10000);
    for (const char of chars)
        table[char.charCodeAt(0)] = 1;
    return table;
}
/** base64 and base64url, padding aside: `[A-Za-z0-9+/_-]`. */
const base64Chars = alphabet('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-');
/** `[0-9a-fA-F]`. */
const hexChars = alphabet('0123456789abcdefABCDEF');
const equals = 0x3d;
const carriageReturn = 0x0d;
const lineFeed = 0x0a;
/** Characters of a full line of a wrapped block: `base64` wraps at 76, PEM at 64, `xxd -p` at 60. */
const fullLineChars = 56;
/** Where the run of the alphabet's characters that starts at `from` ends. */
function runEnd(text, chars, from) {
    let end = from;
    while (end < text.length && chars[text.charCodeAt(end)] === 1)
        end += 1;
    return end;
}
/** Where the next character of the alphabet at or after `from` is (text.length without one). */
function nextOf(text, chars, from) {
    let at = from;
    while (at < text.length && chars[text.charCodeAt(at)] !== 1)
        at += 1;
    return at;
}
/** After up to two `=` of padding at `at`. */
function afterPadding(text, at) {
    if (text.charCodeAt(at) !== equals)
        return at;
    return text.charCodeAt(at + 1) === equals ? at + 2 : at + 1;
}
/** The length of a line break (`\n` or `\r\n`) at `at`, 0 without one. */
function lineBreakAt(text, at) {
    const code = text.charCodeAt(at);
    if (code === lineFeed)
        return 1;
    return code === carriageReturn && text.charCodeAt(at + 1) === lineFeed ? 2 : 0;
}
/** Each run of at least `min` characters of the alphabet, as `/[\u2026]{min,}/g` finds them. */
function runsOf(text, chars, min, padded) {
    const spans = [];
    let at = nextOf(text, chars, 0);
    while (at < text.length) {
        const start = at;
        at = runEnd(text, chars, start);
        if (at - start >= min) {
            if (padded)
                at = afterPadding(text, at);
            spans.push({ start, end: at });
        }
        at = nextOf(text, chars, at);
    }
    return spans;
}
/** Runs of base64 characters of at least `min`, with up to two `=` after: `/[A-Za-z0-9+/_-]{min,}={0,2}/g`. */
function base64Runs(text, min) {
    return runsOf(text, base64Chars, min, true);
}
/** Runs of hex digits of at least `min`: `/[0-9a-fA-F]{min,}/g`. */
function hexRuns(text, min) {
    return runsOf(text, hexChars, min, false);
}
/**
 * RFC 4648 base32 (`JBSWY3DP`), as `base32`, Python and Go print it. Lower case is left out: lower-case
 * words and hex digests (`deadbeef\u2026`) would be decoded for nothing.
 */
const base32Chars = alphabet('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
/** The whole text is base32 characters, then `=` padding: `/^[A-Z2-7]+=*$/`. */
function isBase32Text(text) {
    let end = text.length;
    while (end > 0 && text.charCodeAt(end - 1) === equals)
        end -= 1;
    return end > 0 && runEnd(text, base32Chars, 0) === end;
}
/** The whole text is base64 characters, then up to two `=`: `/^[A-Za-z0-9+/_-]+={0,2}$/`. */
function isBase64Text(text) {
    const end = runEnd(text, base64Chars, 0);
    return end > 0 && afterPadding(text, end) === text.length;
}
/**
 * Lines of an encoding wrapped inside longer text: full lines (56 characters or more, which
 * padding never ends), then the last line; as `/(?:[A-Za-z0-9+/_-]{56,}\r?\n)+[A-Za-z0-9+/_-]+={0,2}/g`
 * matches them. A run of full lines the last of which has nothing after its break gives that last
 * line back as the block's last line; a single full line with nothing after it is no block. Base64
 * printed a group a line (`fold -w8`: lines of 8 characters, or 4) makes a block too, each of its
 * lines a whole line of the text: groupLineBlocks.
 */
function wrappedBlocks(text) {
    const spans = fullLineBlocks(text);
    const groups = groupLineBlocks(text);
    return groups.length === 0 ? spans : [...spans, ...groups].sort((a, b) => a.start - b.start);
}
function fullLineBlocks(text) {
    const spans = [];
    let at = nextOf(text, base64Chars, 0);
    while (at < text.length) {
        const start = at;
        let fullLines = 0;
        let lastFullEnd = start; // where the last full line's characters end (before its break)
        let lineStart = start;
        let end = -1;
        for (;;) {
            const runStop = runEnd(text, base64Chars, lineStart);
            const lineBreak = runStop - lineStart >= fullLineChars ? lineBreakAt(text, runStop) : 0;
            if (lineBreak > 0) {
                fullLines += 1;
                lastFullEnd = runStop;
                lineStart = runStop + lineBreak;
            }
            else {
                if (runStop > lineStart && fullLines > 0)
                    end = afterPadding(text, runStop);
                else if (fullLines > 1)
                    end = lastFullEnd;
                // No block from here, nor from any later offset of this run: go on after it.
                at = end >= 0 ? end : Math.max(runStop, lineStart);
                break;
            }
        }
        if (end >= 0)
            spans.push({ start, end });
        at = nextOf(text, base64Chars, at);
    }
    return spans;
}
/** Widths of a line of base64 printed a group a line (encoded-groups.ts's isGroupLine). */
const groupLineWidths = [4, 8];
/**
 * Blocks of two or more whole lines of one group each (`fold -w8` of `base64`: 8 characters a line,
 * the last perhaps shorter or padded), inside other text. Found by a look at each line's length:
 * a longer line is passed over at once.
 */
function groupLineBlocks(text) {
    const spans = [];
    let block;
    const close = () => {
        if (block !== undefined && block.lines > 1)
            spans.push({ start: block.start, end: block.end });
        block = undefined;
    };
    for (let start = 0; start <= text.length;) {
        const feed = text.indexOf('\n', start);
        const next = feed < 0 ? text.length : feed;
        const end = next > start && text.charCodeAt(next - 1) === carriageReturn ? next - 1 : next;
        const length = end - start;
        const full = groupLineWidths.includes(length) && runEnd(text, base64Chars, start) === end;
        if (block !== undefined && full && length === block.width) {
            block.end = end;
            block.lines += 1;
        }
        else if (block !== undefined && length > 0 && length <= block.width && isBase64Text(text.slice(start, end))) {
            // The last line: shorter, or padded.
            block.end = end;
            block.lines += 1;
            close();
        }
        else {
            close();
            if (full)
                block = { start, end, width: length, lines: 1 };
        }
        if (feed < 0)
            break;
        start = next + 1;
    }
    close();
    return spans;
}
/** One full line of such a block, as wrappedBlocks takes it (a writer that sees a line at a time asks). */
function isWrappedFullLine(line) {
    return line.length >= fullLineChars && runEnd(line, base64Chars, 0) === line.length;
}
/** A block's last line, as wrappedBlocks takes it: shorter, or padded. */
function isWrappedLastLine(line) {
    return isBase64Text(line);
}
/** `text` with each span replaced by what `replace` returns for its text. */
function replaceSpans(text, spans, replace) {
    if (spans.length === 0)
        return text;
    const parts = [];
    let from = 0;
    for (const { start, end } of spans) {
        parts.push(text.slice(from, start), replace(text.slice(start, end)));
        from = end;
    }
    parts.push(text.slice(from));
    return parts.join('');
}
/** Spans sorted by start, those that overlap joined: what replaceSpans takes. */
function mergedSpans(spans) {
    const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
    const merged = [];
    for (const span of sorted) {
        const last = merged.at(-1);
        if (last !== undefined && span.start < last.end)
            last.end = Math.max(last.end, span.end);
        else
            merged.push({ ...span });
    }
    return merged;
}
/**
 * A match of wrappedBlocks split into its blocks, each ending at its first line of another width
 * (a line after them, such as `after` below a dump, is a piece of its own). A line after full-width
 * lines is not the block's when it breaks base64's length (a multiple of 4) that the lines before
 * it keep. Blocks joined in one match (a 76-wide dump right above a 64-wide one) come apart.
 */
function wrappedPieces(match) {
    const pieces = [];
    const lines = match.split('\n');
    let from = 0;
    while (from < lines.length) {
        const end = blockEnd(lines, from);
        pieces.push(lines.slice(from, end).join('\n'));
        from = end;
    }
    return pieces;
}
/** A line's length without its `\r`. */
function lineLength(line) {
    return line.endsWith('\r') ? line.length - 1 : line.length;
}
/** Hex digits only, then perhaps a `\r`: `/^[0-9A-Fa-f]*\r?$/`. */
function isHexLine(line) {
    const end = runEnd(line, hexChars, 0);
    return end === line.length || (end === line.length - 1 && line.charCodeAt(end) === carriageReturn);
}
/** Where the block that starts at lines[from] ends (the index after its last line). */
function blockEnd(lines, from) {
    const width = lineLength(lines[from]);
    let other = from + 1;
    while (other < lines.length && lineLength(lines[other]) === width)
        other += 1;
    if (other < lines.length - 1)
        return other + 1;
    const end = lines.length;
    let chars = 0;
    for (let index = from; index < end - 1; index += 1)
        chars += lineLength(lines[index]);
    const allChars = chars + lineLength(lines[end - 1]);
    const hex = lines.slice(from).every(isHexLine);
    return !hex && end - from > 1 && allChars % 4 !== 0 && chars % 4 === 0 ? end - 1 : end;
}
/**
 * Where to put `***` in a run of base64 characters that hides a secret (spans in the run): the whole
 * run, or when it is a path (`cache/<hex>`) only the segments that hide it on their own
 * (`cache/***`): the directory stays readable. A secret whose encoding spans a `/` (base64 has it)
 * hides in no one segment, so the run goes whole.
 */
function hidingSegments(run, hides) {
    const whole = [{ start: 0, end: run.length }];
    if (!run.includes('/'))
        return whole;
    const spans = [];
    let start = 0;
    for (const segment of run.split('/')) {
        if (hides(segment))
            spans.push({ start, end: start + segment.length });
        start += segment.length + 1;
    }
    return spans.length > 0 ? spans : whole;
}


/***/ }),

/***/ 97018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   El: () => (/* binding */ isStorageError),
/* harmony export */   HK: () => (/* binding */ describeCodedError),
/* harmony export */   UK: () => (/* binding */ errnoCode),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   aq: () => (/* binding */ StorageError),
/* harmony export */   bD: () => (/* binding */ ioError),
/* harmony export */   bp: () => (/* binding */ describeValue)
/* harmony export */ });
class StorageError extends Error {
    name = 'StorageError';
    code;
    runId;
    log;
    line;
    seq;
    path;
    digest;
    limit;
    actual;
    holder;
    constructor(code, message, context = {}) {
        super(message, context.cause === undefined ? undefined : { cause: context.cause });
        this.code = code;
        this.runId = context.runId;
        this.log = context.log;
        this.line = context.line;
        this.seq = context.seq;
        this.path = context.path;
        this.digest = context.digest;
        this.limit = context.limit;
        this.actual = context.actual;
        this.holder = context.holder;
    }
}
function isStorageError(error, code) {
    return error instanceof StorageError && (code === undefined || error.code === code);
}
/** Node's errno code of a failed fs call, if any. */
function errnoCode(error) {
    if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
        return error.code;
    }
    return undefined;
}
/** Wraps an unexpected fs failure; path errors that mean "something is not what we created" stay UNSAFE_STORAGE_PATH. */
function ioError(action, path, cause, context = {}) {
    if (cause instanceof StorageError)
        return cause;
    const errno = errnoCode(cause);
    if (errno === 'ELOOP' || errno === 'ENOTDIR') {
        return new StorageError('UNSAFE_STORAGE_PATH', `${action} ${path}: a path component is a symlink or not a directory (${errno})`, {
            ...context,
            path,
            cause,
        });
    }
    const detail = cause instanceof Error ? cause.message : String(cause);
    return new StorageError('STORAGE_IO', `${action} ${path} failed: ${detail}`, { ...context, path, cause });
}
/** Text of an unknown thrown value, for wrapping messages (the one definition every layer uses). */
function describeError(error) {
    return error instanceof Error ? error.message : String(error);
}
/** A value an option check refused, in its message's "(got \u2026)": strings quoted, objects and lists named. */
function describeValue(value) {
    if (typeof value === 'string')
        return JSON.stringify(value);
    if (typeof value === 'object' && value !== null)
        return Array.isArray(value) ? 'a list' : 'an object';
    return String(value);
}
/** describeError with the error's string `code` in front (`RUN_STORAGE: ...`), when it has one. */
function describeCodedError(error) {
    const code = typeof error === 'object' && error !== null ? error.code : undefined;
    return `${typeof code === 'string' ? `${code}: ` : ''}${describeError(error)}`;
}


/***/ }),

/***/ 32212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LI: () => (/* binding */ maxLockFileBytes),
/* harmony export */   NK: () => (/* binding */ maxAttemptLogFileBytes),
/* harmony export */   kp: () => (/* binding */ maxCheckpointFileBytes),
/* harmony export */   pI: () => (/* binding */ maxDefinitionFileBytes)
/* harmony export */ });
// How large each file of a run directory other than its event logs may be (those: record-limits.ts).
// A restored store is untrusted: any of its files may be gigabytes (a sparse file costs the archive
// nothing), so each is read with its bound (bounded-read.ts) and refused past it, and each bound is
// more than its writer ever writes. Like maxEventRecordBytes, a bound is a constant of the store, not
// of the policy a reader opens the store with.
/** The definition file: the store refuses to write a larger one (STORAGE_LIMIT_EXCEEDED). */
const maxDefinitionFileBytes = 64 * 1024 * 1024;
/**
 * A checkpoint file, its attachment included: a larger one is not written (STORAGE_LIMIT_EXCEEDED)
 * and, read, is no checkpoint. The runner's status checkpoint is a few MB at 100k events; the bound
 * is half of what one JavaScript string holds, which no checkpoint of JSON text could pass anyway.
 */
const maxCheckpointFileBytes = 256 * 1024 * 1024;
/** A process lock's holder file: a small JSON object (pid, host name, token, times). */
const maxLockFileBytes = 64 * 1024;
/**
 * Each live file of an attempt's output (head, tail). The runner keeps each within half its
 * attemptLogBytes, which is at most 64 MiB: the bound leaves that much again for its own records.
 */
const maxAttemptLogFileBytes = 64 * 1024 * 1024;


/***/ }),

/***/ 50298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FX: () => (/* binding */ separatedHexRuns),
/* harmony export */   LB: () => (/* binding */ hexDigitsOf),
/* harmony export */   Zz: () => (/* binding */ holdsHexWords),
/* harmony export */   f6: () => (/* binding */ hexSpans)
/* harmony export */ });
/* harmony import */ var _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4907);
// Hex dumps in text: bytes printed as hex with separators between them (`openssl` and .NET print
// `5a:71:38` / `5A-71-38`, `od` and `xxd` `5a 71 38` or `5a71 3872`, over lines; `od -x` and
// `hexdump` words little-endian: `715a 3a38`), found by a loop over the groups of hex digits
// (constant stack, linear time, as encoded-text.ts finds runs).

/** Between groups of hex digits: `openssl` and `.NET` print `5a:71`/`5A-71`, `od` and `xxd` `5a 71`. */
const hexSeparators = (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .alphabet */ .I6)(' :-');
/**
 * Groups of hex digits, each a whole number of bytes (an even count, at most 16 digits), two or more
 * of them with one or two separators between (`5a:71:38`, `5A-71-38`, `5a71 3872`; a dump's line
 * break and indentation too), holding at least `minDigits` digits: a dump of bytes. UUIDs match
 * too; they decode to bytes that hold no secret.
 */
function separatedHexRuns(text, minDigits) {
    const separated = text.includes(' ') || text.includes(':') || text.includes('-') || text.includes('\n');
    return separated ? hexSpans(text, minDigits).dumps : [];
}
/** A dump's groups are bytes (2 digits), or xxd's groups of 2, 4 or 8 bytes: a longer run is no group of one. */
const maxGroupDigits = 16;
/** Runs of hex digits (as hexRuns) and dumps (as separatedHexRuns), found in one pass over the groups. */
function hexSpans(text, minDigits) {
    const runs = [];
    const dumps = [];
    let dumpStart = 0;
    let dumpEnd = 0;
    let groups = 0;
    let digits = 0;
    let next = -1; // where the dump's next group would start: after the last group's separators
    let at = 0;
    while (at < text.length) {
        if (_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hexChars */ .lF[text.charCodeAt(at)] !== 1) {
            at += 1;
            continue;
        }
        const start = at;
        at = (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnd */ .lx)(text, _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hexChars */ .lF, start);
        const length = at - start;
        if (length >= minDigits)
            runs.push({ start, end: at });
        const grouped = length % 2 === 0 && length <= maxGroupDigits;
        if (!grouped || start !== next) {
            if (groups >= 2 && digits >= minDigits)
                dumps.push({ start: dumpStart, end: dumpEnd });
            groups = 0;
        }
        if (grouped) {
            if (groups === 0) {
                dumpStart = start;
                digits = 0;
            }
            groups += 1;
            digits += length;
            dumpEnd = at;
        }
        next = grouped ? separatorEnd(text, at) : -1;
    }
    if (groups >= 2 && digits >= minDigits)
        dumps.push({ start: dumpStart, end: dumpEnd });
    return { runs, dumps };
}
/**
 * After the separator at `at` (at when there is none): one or two of ` :-`, then perhaps a line
 * break and the next line's indentation (`od` prints 16 bytes a line, `openssl` ends a line with
 * `:` and indents the next).
 */
function separatorEnd(text, at) {
    let end = at;
    if (hexSeparators[text.charCodeAt(end)] === 1)
        end += hexSeparators[text.charCodeAt(end + 1)] === 1 ? 2 : 1;
    const lineBreak = (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .lineBreakAt */ .pn)(text, end);
    if (lineBreak === 0)
        return end;
    end += lineBreak;
    while (text.charCodeAt(end) === 0x20 || text.charCodeAt(end) === 0x09)
        end += 1;
    return end;
}
/**
 * The hex digits of a match of separatedHexRuns, separators left out; `swapped`: each group's bytes
 * in reverse, as a little-endian word (`od -x`, `hexdump` print 2-byte words so).
 */
function hexDigitsOf(run, swapped = false) {
    let digits = '';
    for (let at = 0; at < run.length;) {
        const end = (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnd */ .lx)(run, _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hexChars */ .lF, at);
        if (swapped)
            for (let byte = end - 2; byte >= at; byte -= 2)
                digits += run.slice(byte, byte + 2);
        else
            digits += run.slice(at, end);
        at = separatorEnd(run, end);
        if (at === end)
            break;
    }
    return digits;
}
/** Whether a match of separatedHexRuns holds a group wider than a byte: a word that may be little-endian. */
function holdsHexWords(run) {
    for (let at = 0; at < run.length;) {
        const end = (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .runEnd */ .lx)(run, _encoded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hexChars */ .lF, at);
        if (end - at > 2)
            return true;
        at = separatorEnd(run, end);
        if (at === end)
            break;
    }
    return false;
}


/***/ }),

/***/ 65239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ assertNamespace),
/* harmony export */   V: () => (/* binding */ assertStoreId)
/* harmony export */ });
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97018);
// Run IDs, namespaces and checkpoint names become directory and file names and cache-key
// parts, so they are limited to storeIdPattern and checked before any path is built.


/** Namespaces that would collide with the store's own top-level entries. */
const reservedNamespaces = new Set(['.local']);
const rule = '1-100 characters from [A-Za-z0-9._-], not "." or ".."';
function assertStoreId(kind, value) {
    if (typeof value !== 'string') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StorageError */ .aq('INVALID_STORE_ID', `${kind} must be a string of ${rule}; got ${typeof value}`);
    }
    if (_contract_js__WEBPACK_IMPORTED_MODULE_1__/* .storeIdPattern */ .X.test(value))
        return;
    let reason;
    if (value.length === 0)
        reason = 'it is empty';
    else if (value.length > 100)
        reason = `it is ${value.length} characters long`;
    else if (value === '.' || value === '..')
        reason = 'it is a relative path';
    else
        reason = `it contains ${JSON.stringify(value.match(/[^A-Za-z0-9._-]/)?.[0] ?? '')}`;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StorageError */ .aq('INVALID_STORE_ID', `${kind} ${JSON.stringify(value.slice(0, 120))} is invalid (${reason}): use ${rule}`);
}
function assertNamespace(value) {
    assertStoreId('namespace', value);
    if (reservedNamespaces.has(value.toLowerCase())) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StorageError */ .aq('INVALID_STORE_ID', `namespace ${JSON.stringify(value)} is reserved for machine-local state: choose another name`);
    }
}


/***/ }),

/***/ 52079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ jsonString),
/* harmony export */   Yg: () => (/* binding */ cloneFrozenJson),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   tv: () => (/* binding */ digestJson)
/* harmony export */ });
/* harmony import */ var _crypto_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75948);
// Canonical JSON (sorted keys, no whitespace; strings and numbers as JSON.stringify writes
// them, which matches RFC 8785 for JSON values) and the digests built on it.

/** Serialises a JSON value canonically. Throws TypeError on anything that is not plain JSON. */
function canonicalJson(value) {
    // The fast walk keeps no path and no ancestor set: it runs on every record the store writes.
    // Anything it does not accept (bad values, cycles, very deep values) is walked again by the
    // checking encoder, which either encodes it or throws the TypeError naming where it failed.
    const fast = encodeFast(value, 0);
    return fast ?? encode(value, new Set(), '$');
}
/** Depth past which the fast walk gives up, so a cycle is reported by the checking encoder. */
const maxFastDepth = 200;
/** Characters JSON.stringify escapes (control characters, quote, backslash, lone surrogates). */
const needsEscape = /[\u0000-\u001f"\\\ud800-\udfff]/;
/** A string as JSON: most strings need no escape, and quoting them by hand is cheaper than JSON.stringify. */
function jsonString(text) {
    return needsEscape.test(text) ? JSON.stringify(text) : `"${text}"`;
}
/** The canonical form, or undefined when `value` needs the checking encoder. */
function encodeFast(value, depth) {
    switch (typeof value) {
        case 'string':
            return jsonString(value);
        case 'number':
            // A finite number's JSON text is its ToString (what JSON.stringify writes, -0 as 0).
            return Number.isFinite(value) ? String(value) : undefined;
        case 'boolean':
            return value ? 'true' : 'false';
        case 'object':
            break;
        default:
            return undefined;
    }
    if (value === null)
        return 'null';
    if (depth === maxFastDepth)
        return undefined;
    if (Array.isArray(value)) {
        let out = '[';
        for (let index = 0; index < value.length; index += 1) {
            const item = encodeFast(value[index], depth + 1);
            if (item === undefined)
                return undefined;
            out += index === 0 ? item : `,${item}`;
        }
        return `${out}]`;
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null)
        return undefined;
    const record = value;
    const keys = Object.keys(record);
    if (keys.length > 1)
        keys.sort();
    let out = '{';
    for (let index = 0; index < keys.length; index += 1) {
        const key = keys[index];
        const item = encodeFast(record[key], depth + 1);
        if (item === undefined)
            return undefined;
        out += `${index === 0 ? '' : ','}${jsonString(key)}:${item}`;
    }
    return `${out}}`;
}
/** The checking encoder: tracks the path and the ancestors to name what is not JSON. */
function encode(value, ancestors, at) {
    if (value === null)
        return 'null';
    switch (typeof value) {
        case 'boolean':
            return value ? 'true' : 'false';
        case 'string':
            return JSON.stringify(value);
        case 'number':
            if (!Number.isFinite(value))
                throw new TypeError(`canonicalJson: ${at} is ${value}; only finite numbers are JSON`);
            return JSON.stringify(value);
        case 'object':
            break;
        default:
            throw new TypeError(`canonicalJson: ${at} is ${typeof value}; only null, booleans, finite numbers, strings, arrays and plain objects are JSON`);
    }
    const object = value;
    if (ancestors.has(object))
        throw new TypeError(`canonicalJson: ${at} is a cycle`);
    ancestors.add(object);
    try {
        if (Array.isArray(object)) {
            const parts = [];
            for (let index = 0; index < object.length; index += 1) {
                // A hole reads as undefined and is rejected, like any undefined.
                parts.push(encode(object[index], ancestors, `${at}[${index}]`));
            }
            return `[${parts.join(',')}]`;
        }
        const prototype = Object.getPrototypeOf(object);
        if (prototype !== Object.prototype && prototype !== null) {
            throw new TypeError(
            // A prototype without a constructor (Object.create(proto)) has none to name.
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
            `canonicalJson: ${at} is a ${object.constructor?.name ?? 'non-plain object'}; only plain objects are JSON`);
        }
        const record = object;
        const keys = Object.keys(record).sort();
        const parts = [];
        for (const key of keys)
            parts.push(`${JSON.stringify(key)}:${encode(record[key], ancestors, `${at}.${key}`)}`);
        return `{${parts.join(',')}}`;
    }
    finally {
        ancestors.delete(object);
    }
}
/** SHA-256 of bytes (a string is hashed as UTF-8), lower-case hex. */
function sha256Hex(bytes) {
    // One-shot hash: about twice as fast as createHash for the small inputs of event records.
    return (0,_crypto_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeCrypto */ .S)().hash('sha256', bytes, 'hex');
}
/** `sha256:<hex>` of the canonical JSON of a value. */
function digestJson(value) {
    return `sha256:${sha256Hex(canonicalJson(value))}`;
}
/** A deep, frozen copy of a JSON value (validated like canonicalJson). */
function cloneFrozenJson(value) {
    return deepFreeze(JSON.parse(canonicalJson(value)));
}
function deepFreeze(value) {
    if (typeof value === 'object' && value !== null) {
        for (const child of Object.values(value))
            deepFreeze(child);
        Object.freeze(value);
    }
    return value;
}


/***/ }),

/***/ 5891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GC: () => (/* binding */ runSegments),
/* harmony export */   KF: () => (/* binding */ attemptLogSegments),
/* harmony export */   Tf: () => (/* binding */ checkpointSegments),
/* harmony export */   ge: () => (/* binding */ eventLogFileName),
/* harmony export */   wF: () => (/* binding */ localDirectoryName),
/* harmony export */   xe: () => (/* binding */ runsSegments),
/* harmony export */   ye: () => (/* binding */ lockSegments),
/* harmony export */   zL: () => (/* binding */ artifactSegments)
/* harmony export */ });
const localDirectoryName = '.local';
function runSegments(namespace, runId) {
    return [namespace, 'runs', runId];
}
function runsSegments(namespace) {
    return [namespace, 'runs'];
}
function artifactSegments(namespace, runId) {
    return [...runSegments(namespace, runId), 'artifacts'];
}
function checkpointSegments(namespace, runId) {
    return [...runSegments(namespace, runId), 'checkpoints'];
}
function lockSegments(namespace) {
    return [localDirectoryName, 'locks', namespace];
}
function eventLogFileName(log) {
    return `${log}.events.jsonl`;
}
/** Live output of node attempts (`<attemptId>.head.jsonl`, `<attemptId>.tail.jsonl`). */
function attemptLogSegments(namespace, runId) {
    return [...runSegments(namespace, runId), 'logs'];
}


/***/ }),

/***/ 35203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ lazySchema)
/* harmony export */ });
// Module-level schemas built the first time they are used, not when their module loads: a start
// loads every module its path imports, and building all their schemas cost it tens of milliseconds
// (zod builds a schema eagerly), while one path uses few of them.
/** `build`, called on the first call of the result and kept: `fooSchema().parse(value)`. */
function lazySchema(build) {
    let schema;
    return () => (schema ??= build());
}


/***/ }),

/***/ 99992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ createLocalRunStorage),
  a: () => (/* binding */ runDirectoryPath)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
// EXTERNAL MODULE: ./src/store/errors.ts
var errors = __webpack_require__(97018);
// EXTERNAL MODULE: ./src/store/crypto.ts
var store_crypto = __webpack_require__(75948);
// EXTERNAL MODULE: ./src/store/bounded-read.ts
var bounded_read = __webpack_require__(41357);
// EXTERNAL MODULE: ./src/store/json.ts
var json = __webpack_require__(52079);
// EXTERNAL MODULE: ./src/store/paths.ts
var paths = __webpack_require__(4353);
// EXTERNAL MODULE: ./src/store/secret-scan.ts
var secret_scan = __webpack_require__(28799);
;// CONCATENATED MODULE: ./src/store/artifacts.ts
// Content-addressed artifacts of one run: file name = SHA-256 hex of the bytes, written to
// a temp file, synced, then linked into place (an existing digest is never rewritten).
// Every read re-verifies length and digest.











const putOptionsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    mediaType: schemas/* string */.YjP().min(1).max(200),
    purpose: schemas/* string */.YjP().min(1).max(200),
    contentMode: schemas/* enum */.k5n(contract/* contentModes */.MU),
}));
const digestName = /^[0-9a-f]{64}$/;
function createArtifactStore(options) {
    const { root, segments, runId, policy } = options;
    const sizes = createSizeCache(runId);
    return {
        async put(content, putOptions) {
            const { mediaType, purpose, contentMode } = parsePutOptions(putOptions);
            const bytes = storableBytes(content, { purpose, contentMode }, options);
            const hex = (0,json/* sha256Hex */.fg)(bytes);
            const ref = { schemaVersion: 1, digest: `sha256:${hex}`, bytes: bytes.length, mediaType, purpose };
            const directory = await (0,paths/* ensureDirectory */.EA)(root, segments);
            const existing = await sizes(directory);
            const stored = existing.get(hex);
            if (stored !== undefined) {
                // Immutable: a re-put is free and leaves the file as it is.
                if (stored !== bytes.length) {
                    throw new errors/* StorageError */.aq('ARTIFACT_INTEGRITY', `stored artifact ${ref.digest} is ${stored} bytes, expected ${bytes.length}`, { runId, digest: ref.digest });
                }
                return ref;
            }
            checkRunQuota(sum(existing) + bytes.length, bytes.length, purpose, runId, policy);
            await linkIntoPlace(directory, hex, bytes, { runId, digest: ref.digest });
            return ref;
        },
        async get(ref) {
            const parsed = (0,contract/* artifactRefSchema */.TK)().safeParse(ref);
            if (!parsed.success) {
                throw new errors/* StorageError */.aq('ARTIFACT_INTEGRITY', `artifact reference is malformed: ${parsed.error.issues[0]?.message}`, { runId });
            }
            const { digest } = parsed.data;
            const hex = digest.slice('sha256:'.length);
            const directory = await (0,paths/* findDirectory */.te)(root, segments);
            const file = directory === undefined ? undefined : (0,paths/* joinInside */.lG)(directory, [hex]);
            const content = file === undefined ? undefined : await readIfPresent(file, parsed.data.bytes, { runId, digest });
            return verifiedContent(content, parsed.data, hex, file, runId);
        },
        async totalBytes() {
            return sum(await sizes(await (0,paths/* findDirectory */.te)(root, segments)));
        },
    };
}
/** The sizes of the artifacts in a run's directory by digest name (empty when there is no directory). */
function createSizeCache(runId) {
    // Artifacts are immutable, so a size once seen stays valid while the file exists; only new
    // names (from this or another process) need an lstat. The directory is listed on every call
    // so the quota sees what other processes stored.
    const knownSizes = new Map();
    return async function sizes(directory) {
        const found = new Map();
        if (directory === undefined)
            return found;
        let names;
        try {
            names = await external_node_fs_.promises.readdir(directory);
        }
        catch (error) {
            throw (0,errors/* ioError */.bD)('listing artifacts', directory, error, { runId });
        }
        await Promise.all(names
            .filter((name) => digestName.test(name))
            .map(async (name) => {
            const known = knownSizes.get(name);
            if (known !== undefined)
                return void found.set(name, known);
            const stats = await external_node_fs_.promises.lstat(external_node_path_default().join(directory, name)).catch(() => undefined);
            if (stats?.isFile())
                found.set(name, stats.size);
        }));
        knownSizes.clear();
        for (const [name, size] of found)
            knownSizes.set(name, size);
        return found;
    };
}
const sum = (map) => [...map.values()].reduce((total, size) => total + size, 0);
/** Refuses a new artifact that would bring the run's artifacts to `total` bytes, past the run's limit. */
function checkRunQuota(total, size, purpose, runId, policy) {
    if (total > policy.maxTotalArtifactBytesPerRun) {
        throw new errors/* StorageError */.aq('STORAGE_LIMIT_EXCEEDED', `${purpose} artifact (${size} bytes) would bring run ${runId} to ${total} bytes of artifacts; maxTotalArtifactBytesPerRun is ${policy.maxTotalArtifactBytesPerRun}`, { runId, limit: policy.maxTotalArtifactBytesPerRun, actual: total });
    }
}
/** The content read for `ref`, once it is found and its length and digest match. */
function verifiedContent(content, { digest, bytes }, hex, file, runId) {
    if (content === undefined) {
        throw new errors/* StorageError */.aq('ARTIFACT_NOT_FOUND', `artifact ${digest} of run ${runId} is not in the store`, {
            runId,
            digest,
            path: file,
        });
    }
    if ((0,bounded_read/* isOversized */.sq)(content) || content.length !== bytes) {
        const size = (0,bounded_read/* isOversized */.sq)(content) ? content.bytes : content.length;
        throw new errors/* StorageError */.aq('ARTIFACT_INTEGRITY', `artifact ${digest} is ${size} bytes, its reference says ${bytes}${(0,bounded_read/* isOversized */.sq)(content) ? ' (the file was not read)' : ''}`, { runId, digest, path: file });
    }
    if ((0,json/* sha256Hex */.fg)(content) !== hex) {
        throw new errors/* StorageError */.aq('ARTIFACT_INTEGRITY', `artifact ${digest} does not match its digest`, {
            runId,
            digest,
            path: file,
        });
    }
    return content;
}
function parsePutOptions(putOptions) {
    const parsed = putOptionsSchema().safeParse(putOptions);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new TypeError(`artifact options: ${issue?.path.join('.')}: ${issue?.message} (mediaType and purpose 1-200 chars, contentMode one of ${contract/* contentModes */.MU.join(', ')})`);
    }
    return parsed.data;
}
/**
 * The bytes to store: a copy (the caller may reuse its buffer), display content redacted, other
 * content holding a known secret refused, and within the size limit.
 */
function storableBytes(content, { purpose, contentMode }, { runId, policy, secrets }) {
    let bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
    if (contentMode === 'display') {
        bytes = secrets.redact(bytes);
    }
    else {
        const secret = secrets.findInBytes(bytes);
        if (secret >= 0) {
            throw new errors/* StorageError */.aq('KNOWN_SECRET', `${purpose} artifact (${contentMode}) holds knownSecrets[${secret}]; it was not stored`, { runId });
        }
    }
    // Behind an encoding a secret cannot be redacted in place: refused in every mode.
    const encoded = (0,secret_scan/* findEncodedSecret */.M$)(secrets, bytes);
    if (encoded !== null) {
        throw new errors/* StorageError */.aq('KNOWN_SECRET', `${purpose} artifact (${contentMode}) holds knownSecrets[${encoded.index}] (${(0,secret_scan/* describeFinding */.jb)(encoded)}); it was not stored`, { runId });
    }
    if (bytes.length > policy.maxArtifactBytes) {
        throw new errors/* StorageError */.aq('STORAGE_LIMIT_EXCEEDED', `${purpose} artifact is ${bytes.length} bytes; maxArtifactBytes is ${policy.maxArtifactBytes}`, { runId, limit: policy.maxArtifactBytes, actual: bytes.length });
    }
    return bytes;
}
/** Writes a synced temp file and links it to its digest name (never over an existing file). */
async function linkIntoPlace(directory, hex, bytes, context) {
    const target = (0,paths/* joinInside */.lG)(directory, [hex]);
    const temp = (0,paths/* joinInside */.lG)(directory, [`.tmp-${(0,store_crypto/* nodeCrypto */.S)().randomUUID()}`]);
    try {
        await (0,paths/* writeNewFile */.S0)(temp, bytes, true);
        try {
            await external_node_fs_.promises.link(temp, target);
        }
        catch (error) {
            if ((0,errors/* errnoCode */.UK)(error) !== 'EEXIST')
                throw error;
            // A concurrent put stored the same bytes, unless the name is taken by something else.
            const kind = await (0,paths/* entryKind */.FY)(target);
            if (kind !== 'file')
                throw new errors/* StorageError */.aq('UNSAFE_STORAGE_PATH', `${target} is a ${kind}, not an artifact file`, {
                    path: target,
                });
        }
        await (0,paths/* fsyncDirectory */.hO)(directory);
    }
    catch (error) {
        throw (0,errors/* ioError */.bD)('storing artifact', target, error, context);
    }
    finally {
        await (0,paths/* removeQuietly */.S2)(temp);
    }
}
/**
 * The file's bytes, or undefined when it does not exist; Oversized past the length its reference
 * records (a restored store is untrusted: a larger file is refused, not read whole).
 */
async function readIfPresent(file, bytes, context) {
    try {
        const handle = await (0,paths/* openFile */.Tq)(file, external_node_fs_.constants.O_RDONLY);
        try {
            return await (0,bounded_read/* readWithin */.w0)(handle, bytes);
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        if ((0,errors/* errnoCode */.UK)(error) !== 'ENOENT')
            throw (0,errors/* ioError */.bD)('reading artifact', file, error, context);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/store/checkpoint.ts
var checkpoint = __webpack_require__(18635);
// EXTERNAL MODULE: ./src/store/definition.ts
var store_definition = __webpack_require__(7988);
;// CONCATENATED MODULE: ./src/store/event-record.ts
// One event-log line: its canonical encoding, its hash, and the checks a reader applies.




const zeroHash = '0'.repeat(64);
/**
 * Builds the canonical line (without its newline) and the hash of the record without `hash`.
 * Keys are written in canonical (sorted) order by hand so the append path serialises `data`
 * only once: at, batchRemaining, data, [hash], id, prev, schemaVersion, seq, session, type.
 */
function encodeRecord(fields) {
    const head = `{"at":${(0,json/* jsonString */.I)(fields.at)},"batchRemaining":${fields.batchRemaining},"data":${fields.dataJson}`;
    const tail = `"id":${(0,json/* jsonString */.I)(fields.id)},"prev":${(0,json/* jsonString */.I)(fields.prev)},"schemaVersion":1,` +
        `"seq":${fields.seq},"session":${fields.session},"type":${(0,json/* jsonString */.I)(fields.type)}}`;
    const hash = (0,json/* sha256Hex */.fg)(`${head},${tail}`);
    return { line: `${head},"hash":"${hash}",${tail}`, hash };
}
// `data` came out of JSON.parse, so it is JSON already; re-validating it recursively would
// only cost time. Unknown keys are refused: an edited record must not verify.
const storedLineSchema = (0,lazy_schema/* lazySchema */.I)(() => (0,contract/* storedEventSchema */.vV)()
    .extend({ data: schemas/* custom */.IeY(() => true) })
    .strict());
const lineKeys = (0,lazy_schema/* lazySchema */.I)(() => new Set(Object.keys(storedLineSchema().shape)));
const hex64 = /^[0-9a-f]{64}$/;
const isCount = (value, min) => Number.isSafeInteger(value) && value >= min;
const isText = (value, min) => typeof value === 'string' && value.length >= min;
/**
 * The common case of storedLineSchema, checked by hand: a verified read checks every line, and the
 * schema walk was a quarter of its time. Never looser than the schema (test/store/event-record.test.ts
 * holds the two together); a line it does not accept goes to the schema, which names the problem.
 */
function isWellFormedLine(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        return false;
    const keys = Object.keys(raw);
    if (keys.length !== lineKeys().size || !keys.every((key) => lineKeys().has(key)))
        return false;
    const line = raw;
    return (line.schemaVersion === 1 &&
        isCount(line.seq, 0) &&
        isText(line.id, 1) &&
        isText(line.at, 0) &&
        isText(line.type, 1) &&
        isCount(line.session, 1) &&
        line.data !== undefined &&
        isCount(line.batchRemaining, 0) &&
        typeof line.prev === 'string' &&
        hex64.test(line.prev) &&
        typeof line.hash === 'string' &&
        hex64.test(line.hash));
}
/** Parses one complete line and checks its schema and its own checksum (not its place in the chain). */
function parseRecord(text) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return { ok: false, problem: text.length === 0 ? 'the line is empty' : 'the line is not valid JSON' };
    }
    let event;
    if (isWellFormedLine(raw))
        event = raw;
    else {
        const parsed = storedLineSchema().safeParse(raw);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            return {
                ok: false,
                problem: `the record does not match the event schema (${issue?.path.join('.') || 'record'}: ${issue?.message})`,
            };
        }
        event = parsed.data;
    }
    if (hashesAsWritten(text, event.hash))
        return { ok: true, event };
    const { hash } = encodeRecord({ ...event, dataJson: (0,json/* canonicalJson */.dj)(event.data) });
    if (hash !== event.hash)
        return { ok: false, problem: 'its checksum does not match its content' };
    return { ok: true, event };
}
const hashKey = ',"hash":"';
/**
 * Whether the line, less its `hash` member, hashes to `hash`: true for every line encodeRecord wrote,
 * whose text is that canonical encoding already, so a read need not encode each record again (a
 * quarter of a verified read's time). Any other line (false) is checked by encoding its content.
 * The member is the last `,"hash":"` of the line: that text never occurs inside a JSON string, and
 * only `id`, `prev`, `schemaVersion`, `seq`, `session` and `type` follow it in canonical order.
 */
function hashesAsWritten(text, hash) {
    const at = text.lastIndexOf(hashKey);
    const end = at + hashKey.length + hash.length;
    if (at < 0 || text.charCodeAt(end) !== 0x22 || text.slice(at + hashKey.length, end) !== hash)
        return false;
    return (0,json/* sha256Hex */.fg)(text.slice(0, at) + text.slice(end + 1)) === hash;
}
/** Parses and verifies one complete line. Returns the record or a description of what is wrong. */
function verifyLine(text, expected) {
    const parsed = parseRecord(text);
    if (!parsed.ok)
        return parsed;
    const { event } = parsed;
    if (event.seq !== expected.seq)
        return { ok: false, problem: `seq is ${event.seq}, expected ${expected.seq}` };
    if (event.prev !== expected.prev)
        return { ok: false, problem: "prev does not match the previous record's hash" };
    if (expected.batchRemaining !== undefined && event.batchRemaining !== expected.batchRemaining) {
        return {
            ok: false,
            problem: `batchRemaining is ${event.batchRemaining}, expected ${expected.batchRemaining} inside an open batch`,
        };
    }
    return { ok: true, event };
}

;// CONCATENATED MODULE: ./src/store/event-log-reader.ts


const startCursor = Object.freeze({ offset: 0, nextSeq: 0, head: zeroHash });
const newline = 0x0a;
/**
 * Verifies `bytes`, the content of the log from `from.offset` to its end. When `from.offset` > 0,
 * `bytes` must start with the byte just before the cursor (which has to be a newline), so a cursor
 * that does not sit on a record boundary is caught. With `sink`, each closed batch goes to it and
 * the read's `events` stay empty.
 */
function scanEventLog(bytes, from, where, sink) {
    let start = 0;
    if (from.offset > 0) {
        if (bytes[0] !== newline)
            throw corrupt(where, from.nextSeq + 1, 'the cursor does not sit on a record boundary');
        start = 1;
    }
    let end = bytes.length;
    while (end > start && bytes[end - 1] === 0)
        end -= 1; // padding
    let completeEnd = start;
    if (end > start) {
        const lastNewline = bytes.lastIndexOf(newline, end - 1);
        if (lastNewline >= start)
            completeEnd = lastNewline + 1;
    }
    const incomplete = end > completeEnd;
    const events = [];
    let pending = [];
    const base = from.offset - start; // file offset of bytes[0]
    let cursor = { ...from };
    let nextSeq = from.nextSeq;
    let head = from.head;
    let openBatch;
    let lineStart = start;
    let unfinished = false;
    while (lineStart < completeEnd) {
        const lineEnd = bytes.indexOf(newline, lineStart);
        const text = bytes.toString('utf8', lineStart, lineEnd);
        const verdict = verifyLine(text, {
            seq: nextSeq,
            prev: head,
            batchRemaining: openBatch === undefined ? undefined : openBatch - 1,
        });
        if (!verdict.ok) {
            const lastSeq = openBatch === undefined ? undefined : nextSeq - 1 + openBatch;
            if (isBatchInFlight(bytes, base, lineStart, end, nextSeq, lastSeq)) {
                unfinished = true;
                break;
            }
            throw corrupt(where, nextSeq + 1, verdict.problem);
        }
        const event = verdict.event;
        pending.push(event);
        nextSeq += 1;
        head = event.hash;
        lineStart = lineEnd + 1;
        if (event.batchRemaining === 0) {
            cursor = { offset: base + lineStart, nextSeq, head };
            if (sink === undefined)
                for (const closed of pending)
                    events.push(closed);
            else
                sink(pending, cursor);
            pending = [];
            openBatch = undefined;
        }
        else {
            openBatch = event.batchRemaining;
        }
    }
    return { events, cursor, tornTail: unfinished || incomplete || pending.length > 0 };
}
/** Disks write whole sectors: a block of a write that did not reach the disk ends on this boundary. */
const sector = 512;
/**
 * Whether `bytes[from, end)` (`base` is the file offset of bytes[0]), starting with a line that
 * failed verification, can be the one batch the writer was putting into preallocated NUL space
 * when the power failed. The writer syncs each batch before it writes the next, and records never
 * contain a NUL byte (JSON escapes it), so such a tail is that batch with NULs in the sectors that
 * did not reach the disk (in any order): every damaged line holds a NUL, every run of NULs ends on
 * a sector boundary, and every intact line is a record of that one batch, after record `seq` (the
 * damaged one), up to and including its closing record and nothing after it. Anything else (a
 * changed record, a stray NUL, a later batch) is corruption. A reader racing a live writer can see
 * NUL runs that end anywhere; readLogFrom reads again then.
 */
function isBatchInFlight(bytes, base, from, end, seq, lastSeq) {
    const holdsNul = (lineStart, lineEnd) => bytes.subarray(lineStart, lineEnd).includes(0);
    let lineEnd = bytes.indexOf(newline, from);
    if (!holdsNul(from, lineEnd))
        return false;
    for (let at = bytes.indexOf(0, from); at >= 0 && at < end; at = bytes.indexOf(0, at)) {
        while (bytes[at] === 0)
            at += 1;
        if ((base + at) % sector !== 0)
            return false;
    }
    let previous; // the intact record on the line just before, if any
    let last = lastSeq;
    let lastSeen = seq;
    let closed = false;
    for (let at = lineEnd + 1; at < end; at = lineEnd + 1) {
        if (closed)
            return false; // bytes after the batch's closing record
        lineEnd = bytes.indexOf(newline, at);
        if (lineEnd < 0 || lineEnd >= end)
            return true; // an incomplete final fragment
        if (holdsNul(at, lineEnd)) {
            previous = undefined;
            continue;
        }
        const parsed = parseRecord(bytes.toString('utf8', at, lineEnd));
        if (!parsed.ok)
            return false;
        const event = parsed.event;
        if (event.seq <= lastSeen || (last !== undefined && event.seq + event.batchRemaining !== last))
            return false;
        if (previous !== undefined && (event.seq !== previous.seq + 1 || event.prev !== previous.hash))
            return false;
        last = event.seq + event.batchRemaining;
        lastSeen = event.seq;
        previous = event;
        closed = event.batchRemaining === 0;
    }
    return true;
}
function corrupt(where, line, problem) {
    return new errors/* StorageError */.aq('CORRUPT_EVENT_STREAM', `${where.log} event log of run ${where.runId} is corrupt at line ${line}: ${problem} (${where.path})`, { runId: where.runId, log: where.log, line, seq: line - 1, path: where.path });
}

// EXTERNAL MODULE: ./src/store/record-limits.ts
var record_limits = __webpack_require__(57677);
;// CONCATENATED MODULE: ./src/store/cursor-anchor.ts



const cursor_anchor_newline = 0x0a;
/** Throws CORRUPT_EVENT_STREAM unless the line ending at `from.offset` is the record `from` names. */
async function checkCursorAnchor(handle, from, where) {
    if (from.offset === 0)
        return;
    const line = await lineEndingAt(handle, from.offset);
    const parsed = line === undefined ? undefined : parseRecord(line);
    if (parsed?.ok !== true ||
        parsed.event.hash !== from.head ||
        parsed.event.seq !== from.nextSeq - 1 ||
        parsed.event.batchRemaining !== 0) {
        throw corrupt(where, from.nextSeq, 'the cursor does not follow the closed batch whose last record it names');
    }
}
/** The first read back from the cursor, and the most read at a time (reads grow by doubling). */
const firstChunk = 4096;
const largestChunk = 1024 * 1024;
/**
 * The text of the line whose newline is the byte before `offset`; undefined when there is none, or
 * when it is longer than any record (a restored store is untrusted: it is not read whole). Scans
 * back from the cursor in chunks for the newline before the line (one chunk in memory at a time),
 * then reads the line alone: memory is bounded by one record, never by what the file holds.
 */
async function lineEndingAt(handle, offset) {
    const lineEnd = offset - 1;
    let chunk = Buffer.alloc(Math.min(firstChunk, offset));
    let scanned = offset;
    for (;;) {
        const start = Math.max(0, scanned - chunk.length);
        const length = scanned - start;
        const { bytesRead } = await handle.read(chunk, 0, length, start);
        if (bytesRead !== length)
            return undefined;
        // The newline that ends the line is the first byte read (the last of the first chunk).
        if (scanned === offset && chunk[length - 1] !== cursor_anchor_newline)
            return undefined;
        const searchUpTo = (scanned === offset ? length - 1 : length) - 1;
        const previous = searchUpTo < 0 ? -1 : chunk.lastIndexOf(cursor_anchor_newline, searchUpTo);
        const lineStart = previous >= 0 ? start + previous + 1 : start === 0 ? 0 : undefined;
        if (lineStart !== undefined)
            return readLine(handle, lineStart, lineEnd, scanned === offset ? chunk : undefined);
        // No newline within a record's length before the cursor: no record ends there.
        if (lineEnd - start > record_limits/* maxEventRecordBytes */.n)
            return undefined;
        scanned = start;
        if (chunk.length < largestChunk)
            chunk = Buffer.alloc(Math.min(chunk.length * 2, largestChunk));
    }
}
/** The line [start, end) as text: from `cursorChunk` (the chunk that ends at the cursor) if given, else read. */
async function readLine(handle, start, end, cursorChunk) {
    if (end - start > record_limits/* maxEventRecordBytes */.n)
        return undefined;
    if (cursorChunk !== undefined) {
        const chunkStart = end + 1 - cursorChunk.length;
        return cursorChunk.toString('utf8', start - chunkStart, end - chunkStart);
    }
    const bytes = Buffer.alloc(end - start);
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
    return bytesRead === bytes.length ? bytes.toString('utf8') : undefined;
}

;// CONCATENATED MODULE: ./src/store/event-log-bytes.ts



const event_log_bytes_newline = 0x0a;
/** Bytes asked of one read: a line past the limit is refused at most this far past it. */
const readStepBytes = 4 * 1024 * 1024;
/** A log up to this size gets one buffer for all of it (no copy); a larger one's buffer grows as it is read. */
const firstBufferBytes = 64 * 1024 * 1024;
/**
 * Reads the log from the byte before `from` to its end. `maxLineBytes` is the store's
 * maxEventRecordBytes; tests pass a smaller one.
 */
async function readLogBytes(handle, from, where, maxLineBytes = record_limits/* maxEventRecordBytes */.n) {
    const { size } = await handle.stat();
    if (size < from.offset) {
        throw corrupt(where, from.nextSeq + 1, `the log is ${size} bytes long, shorter than the cursor at byte ${from.offset}`);
    }
    const readStart = from.offset > 0 ? from.offset - 1 : 0; // include the newline that ends the cursor's record
    const total = size - readStart;
    let buffer = Buffer.allocUnsafe(Math.min(total, firstBufferBytes));
    let filled = 0;
    // Where the line not yet known to end within the limit starts.
    let lineStart = 0;
    while (filled < total) {
        if (filled === buffer.length)
            buffer = grown(buffer, Math.min(total, buffer.length * 2));
        const { bytesRead } = await handle.read(buffer, filled, Math.min(readStepBytes, buffer.length - filled), readStart + filled);
        if (bytesRead === 0)
            break;
        filled += bytesRead;
        // One backward search per limit's worth of bytes: a log of short lines costs next to nothing.
        while (filled - lineStart > maxLineBytes) {
            const lineEnd = buffer.lastIndexOf(event_log_bytes_newline, lineStart + maxLineBytes);
            if (lineEnd < lineStart)
                throw lineTooLong(where, buffer, from, lineStart, maxLineBytes);
            lineStart = lineEnd + 1;
        }
    }
    return { bytes: buffer.subarray(0, filled), size, readStart };
}
function grown(buffer, length) {
    const larger = Buffer.allocUnsafe(length);
    buffer.copy(larger);
    return larger;
}
/** CORRUPT_EVENT_STREAM naming the line that starts at bytes[lineStart] and the limit it passes. */
function lineTooLong(where, bytes, from, lineStart, maxLineBytes) {
    // Line numbers count from the cursor's record, as scanEventLog's do (bytes[0] ends it when offset > 0).
    let line = from.nextSeq + 1;
    for (let at = bytes.indexOf(event_log_bytes_newline, from.offset > 0 ? 1 : 0); at >= 0 && at < lineStart;) {
        line += 1;
        at = bytes.indexOf(event_log_bytes_newline, at + 1);
    }
    const error = corrupt(where, line, `the line is longer than ${maxLineBytes} bytes (maxEventRecordBytes), more than any record; it was not read further`);
    return new errors/* StorageError */.aq(error.code, error.message, {
        runId: where.runId,
        log: where.log,
        line,
        seq: line - 1,
        path: where.path,
        limit: maxLineBytes,
    });
}

;// CONCATENATED MODULE: ./src/store/event-batch.ts






function encodeBatch(records, context, from) {
    const at = new Date().toISOString();
    const lines = [];
    const stored = [];
    let { nextSeq: seq, head: prev } = from;
    records.forEach((record, index) => {
        const event = encodeOne(record, index, context, {
            seq,
            id: (0,store_crypto/* nodeCrypto */.S)().randomUUID(),
            at,
            batchRemaining: records.length - 1 - index,
            prev,
        });
        lines.push(event.line, '\n');
        stored.push(event.stored);
        seq += 1;
        prev = event.stored.hash;
    });
    return { bytes: Buffer.from(lines.join(''), 'utf8'), stored, nextSeq: seq, head: prev };
}
function encodeOne(record, index, { where, policy, secrets }, place) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JavaScript callers may pass null entries
    if (typeof record?.type !== 'string' || record.type.length === 0)
        throw new TypeError(`event ${index}: type must be a non-empty string`);
    if (!Number.isInteger(record.session) || record.session < 1)
        throw new TypeError(`event ${index}: session must be a positive integer`);
    // The type first: every message below names the record by it.
    refuseSecretType(record.type, index, where, secrets);
    const dataJson = (0,json/* canonicalJson */.dj)(record.data);
    const dataBytes = Buffer.byteLength(dataJson);
    if (dataBytes > policy.maxEventPayloadBytes) {
        throw new errors/* StorageError */.aq('STORAGE_LIMIT_EXCEEDED', `event ${index} (${record.type}) has ${dataBytes} bytes of data; maxEventPayloadBytes is ${policy.maxEventPayloadBytes}`, { runId: where.runId, log: where.log, limit: policy.maxEventPayloadBytes, actual: dataBytes });
    }
    const { line, hash } = encodeRecord({ ...place, type: record.type, session: record.session, dataJson });
    refuseLongLine(line, record.type, index, where);
    // Only what the caller supplied is searched: ids and hashes are random hex a short secret could match.
    const secret = secrets.findIn(dataJson);
    if (secret >= 0) {
        throw new errors/* StorageError */.aq('KNOWN_SECRET', `event ${index} (${record.type}) holds knownSecrets[${secret}]; nothing was written`, { runId: where.runId, log: where.log });
    }
    const data = JSON.parse(dataJson);
    const encoded = (0,secret_scan/* findEncodedSecretInValue */.Km)(secrets, data);
    if (encoded !== null) {
        throw new errors/* StorageError */.aq('KNOWN_SECRET', `event ${index} (${record.type}) holds knownSecrets[${encoded.index}] (${(0,secret_scan/* describeFinding */.jb)(encoded)}); nothing was written`, { runId: where.runId, log: where.log });
    }
    const stored = {
        schemaVersion: 1,
        seq: place.seq,
        id: place.id,
        at: place.at,
        type: record.type,
        session: record.session,
        data,
        batchRemaining: place.batchRemaining,
        prev: place.prev,
        hash,
    };
    return { line, stored };
}
/** KNOWN_SECRET when a record's type holds a known secret, as given or encoded; the message leaves the type out. */
function refuseSecretType(type, index, where, secrets) {
    const plain = secrets.findIn(type);
    const encoded = plain >= 0 ? null : (0,secret_scan/* findEncodedSecretInValue */.Km)(secrets, type);
    if (plain < 0 && encoded === null)
        return;
    const found = encoded === null ? `knownSecrets[${plain}]` : `knownSecrets[${encoded.index}] (${encoded.encoding})`;
    throw new errors/* StorageError */.aq('KNOWN_SECRET', `event ${index}'s type holds ${found}; nothing was written`, {
        runId: where.runId,
        log: where.log,
    });
}
/** STORAGE_LIMIT_EXCEEDED for a line past maxEventRecordBytes, which every reader refuses (a long type can make one). */
function refuseLongLine(line, type, index, where) {
    if (line.length * 3 <= record_limits/* maxEventRecordBytes */.n)
        return; // UTF-8 takes at most 3 bytes per UTF-16 unit
    const bytes = Buffer.byteLength(line);
    if (bytes <= record_limits/* maxEventRecordBytes */.n)
        return;
    throw new errors/* StorageError */.aq('STORAGE_LIMIT_EXCEEDED', `event ${index} (${type.slice(0, 100)}) would be a ${bytes}-byte line; an event log line holds at most ${record_limits/* maxEventRecordBytes */.n} bytes (maxEventRecordBytes)`, { runId: where.runId, log: where.log, limit: record_limits/* maxEventRecordBytes */.n, actual: bytes });
}

;// CONCATENATED MODULE: ./src/store/event-log.ts
// The single writer of one event log. The file descriptor stays open between appends and the
// chain head is kept in memory, so an append is one write of the whole batch and one
// fdatasync, with no stat, open or read-back on the way.
//
// The file is kept preallocated with written NUL bytes past the last record: an fdatasync after a
// write that extends the file also commits the new size (a journal commit on ext4), while one
// after a write into blocks already written and synced does not, and costs about a third less.
// Sparse space (ftruncate) does not help, so the zeros are written, in the same append (before
// its one fdatasync) as the batch that outgrew them. Readers treat trailing NULs as padding;
// close() trims them so files at rest carry none.









function parseCursor(from) {
    if (from === undefined)
        return startCursor;
    const parsed = (0,contract/* eventCursorSchema */.Q4)().safeParse(from);
    if (!parsed.success)
        throw new TypeError(`event cursor must be { offset, nextSeq, head: 64 hex }: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
}
/** Reads and verifies the log from a cursor to its end without changing the file. */
async function readLogFrom(handle, from, where, options = {}) {
    const hash = options.digest === true ? (0,store_crypto/* nodeCrypto */.S)().createHash('sha256') : undefined;
    const { eachBatch } = options;
    // Where this attempt reads from, and where the batches handed over so far end.
    let start = from;
    let handed = from;
    const sink = eachBatch === undefined
        ? undefined
        : (events, after) => {
            eachBatch(events);
            handed = after;
        };
    // A reader racing the live writer can catch the batch being written into the padding half
    // landed, with NULs where its bytes are not yet (not on sector boundaries, as a power loss
    // leaves them). That write takes microseconds: read again before calling the log corrupt.
    for (let attempt = 1;; attempt += 1) {
        const { bytes, size, readStart } = await readLogBytes(handle, start, where);
        const between = (a, b) => bytes.subarray(a.offset - readStart, b.offset - readStart);
        try {
            const read = scanEventLog(bytes, start, where, sink);
            if (hash !== undefined)
                read.digest = hash.update(between(start, read.cursor)).digest('hex');
            return { read, size };
        }
        catch (error) {
            if (attempt === 3 ||
                !(error instanceof errors/* StorageError */.aq) ||
                error.code !== 'CORRUPT_EVENT_STREAM' ||
                !bytes.includes(0))
                throw error;
            // Batches handed over stay handed over: the next attempt reads on from after them.
            hash?.update(between(start, handed));
            start = handed;
        }
    }
}
/** Preallocation step: a batch that does not fit extends the file to at least this far past its end. */
const preallocationBytes = 64 * 1024;
const zeros = Buffer.alloc(preallocationBytes);
/** Writes all of `bytes` at `position` (a positional write may be short). */
function writeAllAt(fd, bytes, position) {
    let written = 0;
    while (written < bytes.length)
        written += (0,external_node_fs_.writeSync)(fd, bytes, written, bytes.length - written, position + written);
}
async function openLocalEventLog(options) {
    const { where } = options;
    const from = parseCursor(options.from);
    let handle;
    try {
        // No O_APPEND: batches are written at the cursor, inside the preallocated padding.
        handle = await (0,paths/* openFile */.Tq)(where.path, external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_CREAT);
    }
    catch (error) {
        throw (0,errors/* ioError */.bD)('opening event log', where.path, error, { runId: where.runId, log: where.log });
    }
    let state;
    try {
        await checkCursorAnchor(handle, from, where);
        const { read, size } = await readLogFrom(handle, from, where);
        if (read.cursor.offset < size) {
            // Discard the torn tail and any padding so the next batch continues the chain from the last
            // closed batch. Preallocation starts again with the first append.
            await handle.truncate(read.cursor.offset);
            await handle.datasync();
        }
        state = { ...read.cursor };
    }
    catch (error) {
        await handle.close();
        throw (0,errors/* ioError */.bD)('opening event log', where.path, error, { runId: where.runId, log: where.log });
    }
    return new LocalEventLog(handle, state, options);
}
class LocalEventLog {
    name;
    #handle;
    #state;
    /** File size: the records end at #state.offset, NUL padding fills the rest. */
    #allocatedEnd;
    #directorySynced;
    #options;
    #queue = Promise.resolve();
    #closed = false;
    /** Set when a write or sync failed: the file's end is unknown, so only a reopen (which verifies) may continue. */
    #failure;
    constructor(handle, state, options) {
        this.name = options.where.log;
        this.#handle = handle;
        this.#state = state;
        this.#allocatedEnd = state.offset;
        // Even an existing file may have been created by a process that died before syncing its
        // directory entry, so every writer syncs the directory once, after its first append.
        this.#directorySynced = false;
        this.#options = options;
    }
    cursor() {
        return { ...this.#state };
    }
    append(records) {
        // Checked at call time: an append made before close() still completes.
        if (this.#closed) {
            const { where } = this.#options;
            return Promise.reject(new errors/* StorageError */.aq('STORAGE_IO', `${where.log} event log of run ${where.runId} is closed`, {
                runId: where.runId,
                log: where.log,
            }));
        }
        const run = this.#queue.then(() => this.#append(records));
        this.#queue = run.catch(() => undefined);
        return run;
    }
    async close() {
        if (this.#closed)
            return;
        this.#closed = true;
        await this.#queue;
        try {
            // Trim the padding so files at rest (and the cache archive, artifact uploads) hold records
            // only. Not synced: if a power loss undoes the trim, the padding comes back, which readers
            // ignore and the next writer truncates on open; the records before it are durable already.
            // After a failed write this also drops whatever part of the failed batch got written.
            (0,external_node_fs_.ftruncateSync)(this.#handle.fd, this.#state.offset);
        }
        catch {
            // Trimming only saves space; leftover padding is harmless, so it must not fail the close.
        }
        await this.#handle.close();
        this.#options.onClose();
    }
    async #append(records) {
        const { where } = this.#options;
        if (this.#failure !== undefined) {
            throw new errors/* StorageError */.aq('STORAGE_IO', `${where.log} event log of run ${where.runId} failed an earlier write; reopen it`, {
                runId: where.runId,
                log: where.log,
                cause: this.#failure,
            });
        }
        // Checked through an unknown: Array.isArray would narrow the readonly array itself to any[].
        const given = records;
        if (!Array.isArray(given))
            throw new TypeError('append takes an array of events');
        if (records.length === 0)
            return [];
        // Checked and encoded whole before anything is written.
        const batch = encodeBatch(records, this.#options, this.#state);
        await this.#writeDurably(batch.bytes);
        this.#state = { offset: this.#state.offset + batch.bytes.length, nextSeq: batch.nextSeq, head: batch.head };
        return batch.stored;
    }
    async #writeDurably(bytes) {
        const { where } = this.#options;
        try {
            // Synchronous syscalls on purpose: the caller awaits durability anyway, and the two
            // thread-pool round trips of an async write + datasync cost as much as the sync itself
            // on a fast disk (see bench/store.ts). The event loop is blocked for one fdatasync.
            const fd = this.#handle.fd;
            const batchEnd = this.#state.offset + bytes.length;
            writeAllAt(fd, bytes, this.#state.offset);
            if (batchEnd > this.#allocatedEnd) {
                writeAllAt(fd, zeros, batchEnd);
                this.#allocatedEnd = batchEnd + zeros.length;
            }
            (0,external_node_fs_.fdatasyncSync)(fd);
            if (!this.#directorySynced) {
                await (0,paths/* fsyncDirectory */.hO)(this.#options.directory);
                this.#directorySynced = true;
            }
        }
        catch (error) {
            this.#failure = error;
            throw (0,errors/* ioError */.bD)('appending to event log', where.path, error, { runId: where.runId, log: where.log });
        }
    }
}

// EXTERNAL MODULE: ./src/store/ids.ts
var ids = __webpack_require__(65239);
// EXTERNAL MODULE: ./src/store/layout.ts
var layout = __webpack_require__(5891);
// EXTERNAL MODULE: ./src/store/lock.ts
var lock = __webpack_require__(35074);
// EXTERNAL MODULE: ./src/store/secrets.ts + 4 modules
var store_secrets = __webpack_require__(66958);
;// CONCATENATED MODULE: ./src/store/local-storage.ts
// createLocalRunStorage: the run store as plain files, composed from the modules beside it.

















const optionsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    directory: schemas/* string */.YjP().min(1),
    namespace: schemas/* string */.YjP(),
    policy: (0,contract/* storagePolicySchema */.z4)().default((0,contract/* storagePolicySchema */.z4)().parse({})),
    knownSecrets: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
}));
/** Logs open for appending in this process, by file path: one writer per log. */
const openLogs = new Set();
function assertLogName(log) {
    if (!contract/* eventLogNames */.F8.includes(log)) {
        throw new TypeError(`event log must be one of ${contract/* eventLogNames */.F8.join(', ')}; got ${JSON.stringify(log)}`);
    }
}
async function createLocalRunStorage(options) {
    const parsed = optionsSchema().safeParse(options);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* StorageError */.aq('INVALID_STORAGE_OPTIONS', `storage options: ${issue?.path.join('.') || 'options'}: ${issue?.message}`);
    }
    const { namespace, policy } = parsed.data;
    (0,ids/* assertNamespace */.U)(namespace);
    const knownSecrets = Object.freeze(parsed.data.knownSecrets.filter((secret) => secret.length > 0));
    const secrets = (0,store_secrets/* createSecretMatcher */.x)(knownSecrets);
    const root = await (0,paths/* prepareRoot */.sJ)(parsed.data.directory);
    await (0,paths/* findDirectory */.te)(root, [namespace]); // refuses a symlinked namespace directory up front
    const runPath = (runId) => {
        (0,ids/* assertStoreId */.V)('run ID', runId);
        return (0,paths/* joinInside */.lG)(root, (0,layout/* runSegments */.GC)(namespace, runId));
    };
    const store = { root, namespace, policy, secrets, runPath };
    const artifactStores = new Map();
    return {
        directory: root,
        namespace,
        policy: Object.freeze({ ...policy }),
        knownSecrets,
        runDirectory: runPath,
        localDirectory: () => (0,paths/* joinInside */.lG)(root, [layout/* localDirectoryName */.wF]),
        ...definitionMethods(store),
        listRuns: () => listRunIds(store),
        ...eventLogMethods(store),
        artifacts(runId) {
            runPath(runId);
            let artifacts = artifactStores.get(runId);
            if (artifacts === undefined) {
                artifacts = createArtifactStore({ root, segments: (0,layout/* artifactSegments */.zL)(namespace, runId), runId, policy, secrets });
                artifactStores.set(runId, artifacts);
            }
            return artifacts;
        },
        ...processLockMethods(store),
        ...checkpointMethods(store),
    };
}
async function listRunIds({ root, namespace }) {
    const directory = await (0,paths/* findDirectory */.te)(root, (0,layout/* runsSegments */.xe)(namespace));
    if (directory === undefined)
        return [];
    try {
        const entries = await external_node_fs_.promises.readdir(directory, { withFileTypes: true });
        return entries
            .filter((entry) => entry.isDirectory() && contract/* storeIdPattern */.X.test(entry.name))
            .map((entry) => entry.name)
            .sort();
    }
    catch (error) {
        throw (0,errors/* ioError */.bD)('listing runs', directory, error);
    }
}
function eventLogMethods(store) {
    const { root, namespace, policy, secrets, runPath } = store;
    const logLocation = (runId, log) => {
        assertLogName(log);
        return { runId, log, path: (0,paths/* joinInside */.lG)(runPath(runId), [(0,layout/* eventLogFileName */.ge)(log)]) };
    };
    return {
        async openEventLog(runId, log, from) {
            const where = logLocation(runId, log);
            if (openLogs.has(where.path)) {
                throw new errors/* StorageError */.aq('LOG_IN_USE', `${log} event log of run ${runId} is already open for appending in this process`, { runId, log });
            }
            openLogs.add(where.path);
            try {
                const directory = await (0,paths/* ensureDirectory */.EA)(root, (0,layout/* runSegments */.GC)(namespace, runId));
                return await openLocalEventLog({
                    where,
                    directory,
                    policy,
                    secrets,
                    ...(from === undefined ? {} : { from }),
                    onClose: () => openLogs.delete(where.path),
                });
            }
            catch (error) {
                openLogs.delete(where.path);
                throw error;
            }
        },
        readEvents: async (runId, log, from, options) => readLocalEvents(store, logLocation(runId, log), from, options),
    };
}
/** A log's events after `from`; a log that was never written reads as empty. */
async function readLocalEvents({ root, namespace }, where, from, options) {
    const { runId, log } = where;
    const cursor = parseCursor(from);
    const empty = () => {
        if (cursor.offset > 0)
            throw corrupt(where, cursor.nextSeq + 1, `the log is missing but the cursor is at byte ${cursor.offset}`);
        return {
            events: [],
            cursor: { ...startCursor },
            tornTail: false,
            ...(options?.digest === true ? { digest: (0,json/* sha256Hex */.fg)('') } : {}),
        };
    };
    const directory = await (0,paths/* findDirectory */.te)(root, (0,layout/* runSegments */.GC)(namespace, runId));
    if (directory === undefined)
        return empty();
    let handle;
    try {
        handle = await (0,paths/* openFile */.Tq)(where.path, external_node_fs_.constants.O_RDONLY);
    }
    catch (error) {
        if ((0,errors/* errnoCode */.UK)(error) === 'ENOENT')
            return empty();
        throw (0,errors/* ioError */.bD)('opening event log', where.path, error, { runId, log });
    }
    try {
        return (await readLogFrom(handle, cursor, where, options)).read;
    }
    finally {
        await handle.close();
    }
}
function processLockMethods({ root, namespace, }) {
    const lockLocation = (runId) => {
        (0,ids/* assertStoreId */.V)('run ID', runId);
        return { root, segments: (0,layout/* lockSegments */.ye)(namespace), runId };
    };
    return {
        acquireProcessLock: async (runId) => (0,lock/* acquireLock */.IZ)(lockLocation(runId)),
        readProcessLock: async (runId) => (0,lock/* readLock */.mF)(lockLocation(runId)),
        breakProcessLock: async (runId, expectedToken) => (0,lock/* breakLock */.NP)(lockLocation(runId), expectedToken),
    };
}
function definitionMethods(store) {
    const { root, namespace, secrets, runPath } = store;
    return {
        async writeDefinition(runId, definition) {
            runPath(runId);
            // Refused (a known secret) before the run's directory is made: nothing of the run is left.
            const content = (0,store_definition/* definitionFileContent */.Pk)(runId, definition, secrets);
            const directory = await (0,paths/* ensureDirectory */.EA)(root, (0,layout/* runSegments */.GC)(namespace, runId));
            await (0,store_definition/* writeDefinitionFile */.hd)(directory, runId, content);
        },
        async readDefinition(runId) {
            runPath(runId);
            return (0,store_definition/* readDefinitionFile */.Qm)(await (0,paths/* findDirectory */.te)(root, (0,layout/* runSegments */.GC)(namespace, runId)), runId);
        },
    };
}
function checkpointMethods(store) {
    const { root, namespace, secrets, runPath } = store;
    const checkpointName = (name) => {
        (0,ids/* assertStoreId */.V)('checkpoint name', name);
        return name;
    };
    const readCheckpointEntry = async (runId, name) => {
        runPath(runId);
        checkpointName(name);
        return (0,checkpoint/* readCheckpointFile */.VM)(await (0,paths/* findDirectory */.te)(root, (0,layout/* checkpointSegments */.Tf)(namespace, runId)), name);
    };
    return {
        async writeCheckpoint(runId, name, value, attachment) {
            runPath(runId);
            if (attachment !== undefined && !(attachment instanceof Uint8Array))
                throw new TypeError(`checkpoint attachment must be a Uint8Array (bytes), got ${typeof attachment}`);
            const directory = await (0,paths/* ensureDirectory */.EA)(root, (0,layout/* checkpointSegments */.Tf)(namespace, runId));
            await (0,checkpoint/* writeCheckpointFile */.qM)(directory, runId, checkpointName(name), value, secrets, attachment);
        },
        readCheckpoint: async (runId, name) => (await readCheckpointEntry(runId, name))?.value,
        readCheckpointEntry,
    };
}
/** Absolute path of a run's directory without creating a store (for adapters that copy it). */
function runDirectoryPath(directory, namespace, runId) {
    (0,ids/* assertNamespace */.U)(namespace);
    (0,ids/* assertStoreId */.V)('run ID', runId);
    return external_node_path_default().join(external_node_path_default().resolve(directory), ...(0,layout/* runSegments */.GC)(namespace, runId));
}


/***/ }),

/***/ 35074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IZ: () => (/* binding */ acquireLock),
/* harmony export */   NP: () => (/* binding */ breakLock),
/* harmony export */   d1: () => (/* binding */ readPidStartTime),
/* harmony export */   mF: () => (/* binding */ readLock)
/* harmony export */ });
/* harmony import */ var _crypto_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75948);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97018);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(52079);
/* harmony import */ var _bounded_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41357);
/* harmony import */ var _file_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32212);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4353);
// The per-run process lock: a file created exclusively under the machine-local directory,
// holding who took it. It is never taken over by force; a holder that looks dead is still
// the holder until someone who read its token breaks it (and records that takeover).









/** Start time of a process in clock ticks since boot (/proc/<pid>/stat field 22), null where unknown. */
async function readPidStartTime(pid) {
    try {
        const stat = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(`/proc/${pid}/stat`, 'utf8');
        // The command name (field 2) may hold spaces and parentheses; fields after its closing ')' start at field 3.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const value = Number(fields[22 - 3]);
        return Number.isSafeInteger(value) ? value : null;
    }
    catch {
        return null;
    }
}
function lockFile(directory, runId) {
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .joinInside */ .lG)(directory, [`${runId}.lock`]);
}
async function readLock(location) {
    const directory = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .findDirectory */ .te)(location.root, location.segments);
    if (directory === undefined)
        return undefined;
    const file = lockFile(directory, location.runId);
    const bytes = await (0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileWithin */ .oF)(file, _file_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .maxLockFileBytes */ .LI);
    if (bytes === undefined)
        return undefined;
    let raw;
    try {
        raw = (0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isOversized */ .sq)(bytes) ? undefined : JSON.parse(bytes.toString('utf8'));
    }
    catch {
        raw = undefined;
    }
    const parsed = (0,_contract_js__WEBPACK_IMPORTED_MODULE_5__/* .lockHolderSchema */ .h7)().safeParse(raw);
    if (!parsed.success) {
        const size = (0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isOversized */ .sq)(bytes)
            ? ` (it is ${bytes.bytes} bytes, more than the ${_file_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .maxLockFileBytes */ .LI} of any holder, maxLockFileBytes; not read)`
            : '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StorageError */ .aq('STORAGE_IO', `process lock of run ${location.runId} exists but its holder is unreadable${size}; remove ${file} by hand once no process holds it`, {
            runId: location.runId,
            path: file,
            ...((0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isOversized */ .sq)(bytes) ? { limit: _file_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .maxLockFileBytes */ .LI, actual: bytes.bytes } : {}),
        });
    }
    return parsed.data;
}
function describe(holder) {
    return `pid ${holder.pid} on ${holder.hostname} since ${holder.acquiredAt}`;
}
async function acquireLock(location) {
    const { runId } = location;
    const directory = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .ensureDirectory */ .EA)(location.root, location.segments);
    const file = lockFile(directory, runId);
    const holder = {
        schemaVersion: 1,
        token: (0,_crypto_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeCrypto */ .S)().randomUUID(),
        pid: process.pid,
        pidStartTime: await readPidStartTime(process.pid),
        hostname: node_os__WEBPACK_IMPORTED_MODULE_1___default().hostname(),
        acquiredAt: new Date().toISOString(),
    };
    // Written whole to a temp file, then linked: the lock appears atomically with its holder inside.
    const temp = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .joinInside */ .lG)(directory, [`.${runId}.${holder.token}.tmp`]);
    try {
        await (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .writeNewFile */ .S0)(temp, (0,_json_js__WEBPACK_IMPORTED_MODULE_8__/* .canonicalJson */ .dj)(holder), true);
        try {
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.link(temp, file);
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errnoCode */ .UK)(error) !== 'EEXIST')
                throw error;
            const current = await readLock(location).catch(() => undefined);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StorageError */ .aq('PROCESS_LOCKED', current === undefined
                ? `run ${runId} is locked by another process (${file})`
                : `run ${runId} is locked by ${describe(current)}; it is never taken over by force`, { runId, path: file, ...(current === undefined ? {} : { holder: current }) });
        }
        await (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .fsyncDirectory */ .hO)(directory);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ioError */ .bD)('acquiring process lock', file, error, { runId });
    }
    finally {
        await (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .removeQuietly */ .S2)(temp);
    }
    let released = false;
    return {
        token: holder.token,
        async release() {
            if (released)
                return;
            released = true;
            await removeIfToken(location, holder.token);
        },
    };
}
/** Removes the lock only when it is held under `token`; returns whether it was removed. */
async function removeIfToken(location, token) {
    const current = await readLock(location).catch(() => undefined);
    if (current?.token !== token)
        return false;
    const directory = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .joinInside */ .lG)(location.root, location.segments);
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(lockFile(directory, location.runId), { force: true });
    await (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .fsyncDirectory */ .hO)(directory);
    return true;
}
async function breakLock(location, expectedToken) {
    const current = await readLock(location);
    if (current === undefined)
        return;
    if (current.token !== expectedToken) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .StorageError */ .aq('PROCESS_LOCKED', `run ${location.runId} is locked by ${describe(current)} under another token; not broken`, {
            runId: location.runId,
            holder: current,
        });
    }
    await removeIfToken(location, expectedToken);
}


/***/ }),

/***/ 38264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ mapStrings)
/* harmony export */ });
// A walk over a JSON value's strings and keys, rebuilding only what changed (the redaction of
// stored values and of attempt-log lines uses it).
/** A JSON value with every string and key mapped: the same value when nothing changed. */
function mapStrings(value, map) {
    if (typeof value === 'string')
        return map(value);
    if (typeof value !== 'object' || value === null)
        return value;
    if (Array.isArray(value)) {
        const list = value;
        const items = list.map((item) => mapStrings(item, map));
        return items.some((item, index) => item !== list[index]) ? items : value;
    }
    const entries = Object.entries(value);
    const mapped = entries.map(([key, item]) => [map(key), mapStrings(item, map)]);
    const changed = mapped.some(([key, item], index) => key !== entries[index][0] || item !== entries[index][1]);
    // fromEntries defines each key as its own property, `__proto__` included.
    return changed ? Object.fromEntries(mapped) : value;
}


/***/ }),

/***/ 4353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EA: () => (/* binding */ ensureDirectory),
/* harmony export */   FY: () => (/* binding */ entryKind),
/* harmony export */   Pe: () => (/* binding */ isStrictlyInside),
/* harmony export */   S0: () => (/* binding */ writeNewFile),
/* harmony export */   S2: () => (/* binding */ removeQuietly),
/* harmony export */   Tq: () => (/* binding */ openFile),
/* harmony export */   hO: () => (/* binding */ fsyncDirectory),
/* harmony export */   lG: () => (/* binding */ joinInside),
/* harmony export */   sJ: () => (/* binding */ prepareRoot),
/* harmony export */   te: () => (/* binding */ findDirectory)
/* harmony export */ });
/* unused harmony exports directoryMode, fileMode */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97018);
// Safe path handling below the storage directory. A restored store is untrusted: any
// directory or file inside it may have been replaced by a symlink, so every component we
// create or open is checked with lstat, files are opened with O_NOFOLLOW, and names are
// plain segments that cannot escape.



const directoryMode = 0o700;
const fileMode = 0o600;
/** Creates the storage root if missing and refuses one that is a symlink or not a directory. */
async function prepareRoot(directory) {
    if (typeof directory !== 'string' || directory.length === 0 || directory.includes('\0')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', 'storage directory must be a non-empty path without NUL bytes');
    }
    const root = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(directory);
    try {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(root, { recursive: true, mode: directoryMode });
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('creating storage directory', root, error);
    }
    await assertRealDirectory(root);
    return root;
}
/**
 * True when `relative` (from path.relative) names a place strictly below its base: not the base itself,
 * not `..` or `../x`, not absolute. A name that merely starts with two dots (`..a`) is inside.
 */
function isStrictlyInside(relative) {
    return relative !== '' && relative !== '..' && !relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative);
}
/** Joins plain name segments below root; refuses anything that could leave it. */
function joinInside(root, segments) {
    for (const segment of segments) {
        if (segment.length === 0 || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', `path segment ${JSON.stringify(segment)} would escape the storage directory`, {
                path: root,
            });
        }
    }
    const joined = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, ...segments);
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, joined);
    if (!isStrictlyInside(relative)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', `${joined} is outside the storage directory ${root}`, {
            path: joined,
        });
    }
    return joined;
}
/** Walks segments below root, creating missing directories (0o700, parent synced) and refusing symlinks. */
async function ensureDirectory(root, segments) {
    let current = root;
    for (const segment of segments) {
        const next = joinInside(current, [segment]);
        const kind = await entryKind(next);
        if (kind === 'missing') {
            try {
                await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(next, { mode: directoryMode });
                await fsyncDirectory(current);
            }
            catch (error) {
                if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) !== 'EEXIST')
                    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('creating directory', next, error);
            }
            await assertRealDirectory(next);
        }
        else if (kind !== 'directory') {
            throw unsafe(next, kind);
        }
        current = next;
    }
    return current;
}
/** The same walk without creating anything: undefined when a component is missing. */
async function findDirectory(root, segments) {
    let current = root;
    for (const segment of [undefined, ...segments]) {
        if (segment !== undefined)
            current = joinInside(current, [segment]);
        const kind = await entryKind(current);
        if (kind === 'missing')
            return undefined;
        if (kind !== 'directory')
            throw unsafe(current, kind);
    }
    return current;
}
async function entryKind(target) {
    try {
        const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(target);
        if (stats.isSymbolicLink())
            return 'symlink';
        if (stats.isDirectory())
            return 'directory';
        if (stats.isFile())
            return 'file';
        return 'other';
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return 'missing';
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('inspecting', target, error);
    }
}
async function assertRealDirectory(target) {
    const kind = await entryKind(target);
    if (kind !== 'directory')
        throw unsafe(target, kind);
}
function unsafe(target, kind) {
    const what = kind === 'symlink' ? 'is a symlink' : kind === 'missing' ? 'vanished' : 'is not a directory';
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', `${target} ${what}; the store refuses symlinks and foreign entries`, {
        path: target,
    });
}
/**
 * Opens a regular file without following a symlink in its last component. O_NONBLOCK: opening a
 * FIFO planted in a store would otherwise wait for a writer forever (it is refused below); on a
 * regular file the flag changes nothing.
 */
async function openFile(file, flags, mode = fileMode) {
    let handle;
    try {
        handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(file, flags | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK, mode);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) === 'ELOOP') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', `${file} is a symlink; the store refuses symlinks`, {
                path: file,
                cause: error,
            });
        }
        throw error;
    }
    try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageError */ .aq('UNSAFE_STORAGE_PATH', `${file} is not a regular file`, { path: file });
        }
    }
    catch (error) {
        await handle.close();
        throw error;
    }
    return handle;
}
/** Creates a new file exclusively, writes it whole and syncs it (used for temp files). */
async function writeNewFile(file, content, sync) {
    const handle = await openFile(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL);
    try {
        await handle.writeFile(content);
        if (sync)
            await handle.datasync();
    }
    finally {
        await handle.close();
    }
}
/** Makes a directory entry (a create, rename or unlink inside it) durable. */
async function fsyncDirectory(directory) {
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(directory, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_DIRECTORY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
    try {
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}
/** Removes a file, ignoring one that is already gone. */
async function removeQuietly(file) {
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(file, { force: true }).catch(() => undefined);
}


/***/ }),

/***/ 57677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ maxEventPayloadBytesLimit),
/* harmony export */   n: () => (/* binding */ maxEventRecordBytes)
/* harmony export */ });
// How large one event-log record may be. A reader must bound what it holds of a line before it
// knows the line is a record (a restored store is untrusted: a log may hold one line of gigabytes),
// and the bound must not depend on the policy the reader happens to open the store with (the CLI
// and the Action open every store with the default one). So it is one constant of the store, the
// writer never writes a line past it, and a policy cannot allow a payload that would not fit.
/** The largest line of an event log (a record's JSON, without its newline), in bytes. */
const maxEventRecordBytes = 16 * 1024 * 1024;
/**
 * The largest storagePolicy.maxEventPayloadBytes (64 times its default): the rest of a line is left
 * to the record's own fields. A value larger than this belongs in an artifact.
 */
const maxEventPayloadBytesLimit = maxEventRecordBytes - 1024 * 1024;


/***/ }),

/***/ 28799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ findEncodedSecretInValue),
/* harmony export */   M$: () => (/* binding */ findEncodedSecret),
/* harmony export */   Ok: () => (/* binding */ redactKnownSecrets),
/* harmony export */   SE: () => (/* binding */ redactKnownSecretsInValue),
/* harmony export */   WL: () => (/* binding */ findSecretInValue),
/* harmony export */   jb: () => (/* binding */ describeFinding),
/* harmony export */   s3: () => (/* binding */ findSecretInBytes)
/* harmony export */ });
/* harmony import */ var _encoded_redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24707);
/* harmony import */ var _encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70541);
/* harmony import */ var _map_strings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38264);
// Known secrets in what the store is handed, in every form it looks for: raw (secrets.ts: as it is,
// JSON-escaped, UTF-16LE, through terminal sequences and escapes) and behind an encoding
// (encoded-scan.ts: base64, base32, hex, percent escapes, JSON text, gzip / zlib / raw deflate).
// Values the store would keep are refused with a finding; text kept for display is redacted.




/** A secret hidden by an encoding in stored bytes (the raw bytes themselves are the caller's raw check). */
function findEncodedSecret(matcher, bytes) {
    if (matcher.minSecretBytes === 0)
        return null;
    return (0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanBytes */ .vw)((0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanOf */ .r3)(matcher), Buffer.from(bytes), [], '$', 0);
}
/** A secret hidden by an encoding in a JSON value about to be stored as JSON text. */
function findEncodedSecretInValue(matcher, value) {
    if (matcher.minSecretBytes === 0)
        return null;
    return (0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanValue */ .jd)((0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanOf */ .r3)(matcher), value, [], '$', 0);
}
/** A known secret anywhere in a JSON value, as it is (`raw`, `ansi`, `utf16le`\u2026) or behind an encoding, with its JSON path. */
function findSecretInValue(matcher, value) {
    if (matcher.minSecretBytes === 0)
        return null;
    const raw = (text, at) => {
        const match = matcher.find(text);
        return match === null ? null : { index: match.index, encoding: match.form, at };
    };
    return (0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .firstInStrings */ .W8)(value, '$', raw) ?? (0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanValue */ .jd)((0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanOf */ .r3)(matcher), value, [], '$', 0);
}
/** ` (base64 at $.files[0].contentBase64)`: appended to a KNOWN_SECRET message (never the secret). */
function describeFinding(finding) {
    return `${finding.encoding} at ${finding.at}`;
}
/** A secret in bytes as they are (`raw`, also JSON-escaped, UTF-16LE, through terminal sequences and escapes) or behind an encoding. */
function findSecretInBytes(matcher, bytes) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const match = matcher.findBytes(buffer);
    return match !== null ? { index: match.index, encoding: match.form, at: '$' } : findEncodedSecret(matcher, buffer);
}
/** `text` with each known secret redacted: in the forms the matcher finds (its `redactText`), then behind an encoding. */
function redactKnownSecrets(matcher, text) {
    return (0,_encoded_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .redactEncodedSecrets */ .h)(matcher, matcher.redactText(text));
}
/** A JSON value with every string and key passed through redactKnownSecrets: the same value when nothing changed. */
function redactKnownSecretsInValue(matcher, value) {
    return (0,_map_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .mapStrings */ .t)(value, (text) => redactKnownSecrets(matcher, text));
}


/***/ }),

/***/ 66958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ createSecretMatcher)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/store/encoded-text.ts
var encoded_text = __webpack_require__(4907);
;// CONCATENATED MODULE: ./src/store/terminal-sequences.ts
// Terminal control sequences (ECMA-48), which a terminal and GitHub's log viewer act on and do not
// print: CSI (ESC [ parameters intermediates final: colours, `\x1b[1m`), string sequences (OSC
// ESC ] \u2026 BEL or ESC \: titles, hyperlinks; DCS, SOS, PM, APC alike), ESC + intermediates + final
// (`\x1b(B`) and two-character ESC sequences (`\x1b7`). The 8-bit introducers CSI (U+009B) and OSC
// (U+009D) too. Read over units, characters with their escapes decoded (a sequence is also written
// `\u001b[1m` in JSON text or `\x1b[1m` in a logged literal), one position at a time.
const escapeCode = 0x1b;
const csi8 = 0x9b;
const osc8 = 0x9d;
const stringTerminator8 = 0x9c;
const bell = 0x07;
/** A CSI's parameters and intermediates: a longer one is no sequence (nothing a program prints is that long). */
const maxCsiUnits = 64;
/** An OSC (a hyperlink's URL) or other string sequence: longer, it is taken for no sequence. */
const maxStringChars = 8192;
/** Whether a unit starts a sequence: ESC, or an 8-bit CSI or OSC. */
function isIntroducer(code) {
    return code === escapeCode || code === csi8 || code === osc8;
}
/**
 * Ends of the sequences in one text; positions asked for must not go backwards. A sequence whose
 * introducer is written as it is (the ESC character) is read as it is: a `\` after it is ST, not the
 * start of an escape. One whose introducer is escaped (`\u001b` in JSON text) is read through escapes.
 */
class SequenceReader {
    #text;
    #decoded;
    // The first string terminator at or after #scannedFrom (as the reader #scannedBy reads): a later
    // string sequence that starts before it ends there too, so each character is scanned once.
    #scannedFrom = -1;
    #scannedBy;
    #terminator;
    constructor(text, decoded) {
        this.#text = text;
        this.#decoded = decoded;
    }
    #raw = (at) => ({ code: this.#text.charCodeAt(at), length: 1 });
    /** Where the sequence that `introducer` (at `at`) starts ends, or -1 when what follows is no sequence. */
    end(at, introducer) {
        const read = introducer.length === 1 ? this.#raw : this.#decoded;
        const from = at + introducer.length;
        if (introducer.code === csi8)
            return this.#csiEnd(read, from);
        if (introducer.code === osc8)
            return this.#stringEnd(read, at, from);
        if (from >= this.#text.length)
            return -1;
        const next = read(from);
        const after = from + next.length;
        if (next.code === 0x5b)
            return this.#csiEnd(read, after); // [
        // ] OSC, P DCS, X SOS, ^ PM, _ APC: a string up to its terminator.
        if (next.code === 0x5d || next.code === 0x50 || next.code === 0x58 || next.code === 0x5e || next.code === 0x5f)
            return this.#stringEnd(read, at, after);
        if (next.code >= 0x20 && next.code <= 0x2f)
            return this.#finalAfter(read, after, 0x20, 0x2f, 0x30);
        return next.code >= 0x30 && next.code <= 0x7e ? after : -1;
    }
    /** CSI: parameters and intermediates (0x20-0x3f), then a final character (0x40-0x7e). */
    #csiEnd(read, from) {
        return this.#finalAfter(read, from, 0x20, 0x3f, 0x40);
    }
    /** Units in [low, high] (at most maxCsiUnits of them), then a final one in [final, 0x7e]: after it, or -1. */
    #finalAfter(read, from, low, high, final) {
        let at = from;
        for (let units = 0; units <= maxCsiUnits && at < this.#text.length; units += 1) {
            const unit = read(at);
            at += unit.length;
            if (unit.code >= final && unit.code <= 0x7e)
                return at;
            if (unit.code < low || unit.code > high)
                return -1;
        }
        return -1;
    }
    /** After the terminator of a string sequence whose body starts at `from`: BEL, ST (ESC \ or U+009C); an ESC of another sequence cuts it. */
    #stringEnd(read, start, from) {
        const terminator = this.#terminator;
        if (terminator === undefined || this.#scannedBy !== read || from < this.#scannedFrom || from > terminator.start) {
            this.#scannedFrom = from;
            this.#scannedBy = read;
            this.#terminator = this.#nextTerminator(read, from);
        }
        const { end } = this.#terminator;
        return end >= 0 && end - start <= maxStringChars ? end : -1;
    }
    #nextTerminator(read, from) {
        for (let at = from; at < this.#text.length;) {
            const unit = read(at);
            if (unit.code === bell || unit.code === stringTerminator8)
                return { start: at, end: at + unit.length };
            if (unit.code === escapeCode) {
                // ST, or another sequence: then this string was never ended, and is taken for no sequence
                // (its text is shown, and searched, rather than dropped up to the next ESC).
                const next = at + unit.length < this.#text.length ? read(at + unit.length) : undefined;
                return { start: at, end: next?.code === 0x5c ? at + unit.length + next.length : -1 };
            }
            at += unit.length;
        }
        return { start: this.#text.length, end: -1 };
    }
}

;// CONCATENATED MODULE: ./src/store/text-escapes.ts
// Escapes a program writes a character as: the backslash escapes of C, JSON, JavaScript, Python and
// shells (`\x5a`, `\u005a`, `\u{5a}`, `\U0000005a`, octal `\132`, `\\`, `\n`) and HTML character
// references (`&#90;`, `&#x5a;`, `&amp;`). Read one at a time at a given offset (text-view.ts
// decodes a text with them); each read looks at a bounded number of characters.
const backslash = 0x5c;
const ampersand = 0x26;
const text_escapes_escape = 0x1b;
/** What `\` + this character stands for, when it is a fixed escape. */
const fixed = new Map([
    [0x5c, '\\'],
    [0x22, '"'],
    [0x27, "'"],
    [0x2f, '/'],
    [0x6e, '\n'], // n
    [0x72, '\r'], // r
    [0x74, '\t'], // t
    [0x61, '\x07'], // a: BEL, which ends an OSC sequence
    [0x62, '\b'], // b
    [0x66, '\f'], // f
    [0x76, '\v'], // v
]);
const named = new Map([
    ['amp;', '&'],
    ['lt;', '<'],
    ['gt;', '>'],
    ['quot;', '"'],
    ['apos;', "'"],
]);
/**
 * The escape at `at`, or undefined when none starts there. Named HTML references are read only when
 * `namedReferences` (a known secret holds one of `&<>"'`: other text does not need them).
 */
function escapeAt(text, at, namedReferences) {
    const first = text.charCodeAt(at);
    if (first === backslash)
        return backslashEscape(text, at);
    if (first === ampersand)
        return characterReference(text, at, namedReferences);
    return undefined;
}
/** Whether a backslash escape at `at` is one that can hide a character a plain JSON string shows as it is. */
function isHidingEscape(text, at) {
    const next = text.charCodeAt(at + 1);
    const hiding = next === 0x78 || next === 0x75 || next === 0x55 || next === 0x65 || (next >= 0x30 && next <= 0x37);
    return hiding && backslashEscape(text, at) !== undefined;
}
function backslashEscape(text, at) {
    const next = text.charCodeAt(at + 1);
    if (next === 0x78)
        return byteEscape(hexValue(text, at + 2, 2), 4); // \xHH
    if (next === 0x75)
        return text.charCodeAt(at + 2) === 0x7b ? bracedEscape(text, at) : unitEscape(text, at); // \u
    if (next === 0x55)
        return codePointEscape(hexValue(text, at + 2, 8), 10, 'escapes'); // \UHHHHHHHH
    if (next >= 0x30 && next <= 0x37)
        return octalEscape(text, at);
    // `\e` is ESC in shells' printf and echo -e; read only before a sequence (`\e[1m`), not in `C:\etc`.
    if (next === 0x65) {
        const after = text.charCodeAt(at + 2);
        return after === 0x5b || after === 0x5d
            ? { chars: String.fromCharCode(text_escapes_escape), length: 2, kind: 'escapes' }
            : undefined;
    }
    const chars = fixed.get(next);
    return chars === undefined ? undefined : { chars, length: 2, kind: 'escapes' };
}
function byteEscape(value, length) {
    return value < 0 ? undefined : { byte: value, length, kind: 'escapes' };
}
/** `\uHHHH`: one UTF-16 code unit (a pair of them writes a character outside the BMP). */
function unitEscape(text, at) {
    const value = hexValue(text, at + 2, 4);
    return value < 0 ? undefined : { chars: String.fromCharCode(value), length: 6, kind: 'escapes' };
}
/** `\u{H\u2026}` (JavaScript, Rust): a code point of one to six hex digits. */
function bracedEscape(text, at) {
    let end = at + 3;
    while (end < at + 9 && isHexDigit(text.charCodeAt(end)))
        end += 1;
    if (end === at + 3 || text.charCodeAt(end) !== 0x7d)
        return undefined;
    return codePointEscape(Number.parseInt(text.slice(at + 3, end), 16), end + 1 - at, 'escapes');
}
/** `\NNN`: one to three octal digits, a byte (`\777` is `\77` then `7`). */
function octalEscape(text, at) {
    let value = 0;
    let length = 1;
    while (length < 4) {
        const code = text.charCodeAt(at + length);
        if (code < 0x30 || code > 0x37 || value * 8 + code - 0x30 > 0xff)
            break;
        value = value * 8 + code - 0x30;
        length += 1;
    }
    return { byte: value, length, kind: 'escapes' };
}
/** `&#90;`, `&#x5a;` (the `;` may be left out, as browsers allow), and when asked the named references of `&<>"'`. */
function characterReference(text, at, namedReferences) {
    if (text.charCodeAt(at + 1) !== 0x23) {
        if (!namedReferences)
            return undefined;
        for (const [name, chars] of named)
            if (text.startsWith(name, at + 1))
                return { chars, length: name.length + 1, kind: 'html' };
        return undefined;
    }
    const hex = (text.charCodeAt(at + 2) | 0x20) === 0x78;
    const from = at + (hex ? 3 : 2);
    let end = from;
    while (end < from + (hex ? 6 : 7) && (hex ? isHexDigit : isDigit)(text.charCodeAt(end)))
        end += 1;
    if (end === from)
        return undefined;
    const value = Number.parseInt(text.slice(from, end), hex ? 16 : 10);
    const length = end - at + (text.charCodeAt(end) === 0x3b ? 1 : 0);
    return codePointEscape(value, length, 'html');
}
function codePointEscape(value, length, kind) {
    if (value < 1 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff))
        return undefined;
    return { chars: String.fromCodePoint(value), length, kind };
}
/** The value of `count` hex digits at `from`, or -1 when they are not all there. */
function hexValue(text, from, count) {
    let value = 0;
    for (let index = from; index < from + count; index += 1) {
        const code = text.charCodeAt(index);
        if (!isHexDigit(code))
            return -1;
        value = value * 16 + (code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x57);
    }
    return value;
}
function isHexDigit(code) {
    return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);
}
function isDigit(code) {
    return code >= 0x30 && code <= 0x39;
}

;// CONCATENATED MODULE: ./src/store/text-view.ts
// Text as the person reading it sees it: terminal control sequences removed (a colour code between
// two characters of a secret is not shown: GitHub's log viewer renders it) and escapes decoded
// (`\u005a`, `\x5a`, `\132`, `&#90;`: the text a JSON, C or HTML reader gets back). A known secret
// is looked for in this view too, and a match is cut out of the text it came from: each character
// of the view knows its source span. A view of a view is taken while escapes remain (`\\u005a`, an
// escape inside a JSON string), a few levels deep. Built by one loop over the text (linear time,
// constant stack); sequences and escapes are read a bounded number of characters at a time.




/**
 * Characters a shell quotes with a backslash before them: `printf %q` and `${var@Q}`-like quoting
 * print `p@ss\ w0rd\$x\!` (the quotes, `\\` and `/` are escapes of their own already).
 */
const shellQuoted = (0,encoded_text/* alphabet */.I6)(' \t!#$%&()*+,:;<=>?@[]^`{|}~');
/** `\` before a character the shell quotes so: that character. */
function shellEscapeAt(text, at) {
    if (text.charCodeAt(at) !== 0x5c || shellQuoted[text.charCodeAt(at + 1)] !== 1)
        return undefined;
    return { chars: text.charAt(at + 1), length: 2, kind: 'escapes' };
}
/** The escape at `at`: a language's (text-escapes.ts) or a shell's quoting backslash. */
function text_view_escapeAt(text, at, namedReferences) {
    return escapeAt(text, at, namedReferences) ?? shellEscapeAt(text, at);
}
/** Whether a backslash at `at` starts an escape that can hide a character (a shell's quoting one too). */
function text_view_isHidingEscape(text, at) {
    return isHidingEscape(text, at) || shellEscapeAt(text, at) !== undefined;
}
/** Views of views, at most: `\\u005a` is two levels (JSON text of a string that holds an escape). */
const maxLevels = 3;
/** Characters where something a view undoes may start. */
const specialChars = ['\\', '&', '\x1b', '\x9b', '\x9d'];
/**
 * Where the next special character at or after a position is, found by one native search per
 * special character that occurs (not a loop over every character: most text has none of them).
 * Positions asked for must not go backwards.
 */
class SpecialFinder {
    #text;
    #next;
    constructor(text) {
        this.#text = text;
        this.#next = specialChars.map((char) => text.indexOf(char));
    }
    at(from) {
        let nearest = this.#text.length;
        for (let index = 0; index < this.#next.length; index += 1) {
            let next = this.#next[index];
            if (next >= 0 && next < from)
                next = this.#next[index] = this.#text.indexOf(specialChars[index], from);
            if (next >= 0 && next < nearest)
                nearest = next;
        }
        return nearest;
    }
}
/**
 * Whether a view of the text would differ in a way that can reveal a secret: it holds a terminal
 * sequence's introducer, a backslash escape that writes a character other than JSON's own (`\"`,
 * `\n`: a secret's JSON-escaped form is looked for anyway) or an HTML reference. A few native
 * searches, then a look at each backslash and ampersand.
 */
function mayHideInView(text, namedReferences) {
    if (text.includes('\x1b') || text.includes('\x9b') || text.includes('\x9d'))
        return true;
    for (let at = text.indexOf('\\'); at >= 0; at = text.indexOf('\\', at + 1))
        if (text_view_isHidingEscape(text, at))
            return true;
    for (let at = text.indexOf('&'); at >= 0; at = text.indexOf('&', at + 1))
        if (text_view_escapeAt(text, at, namedReferences) !== undefined)
            return true;
    return false;
}
/** Characters that end a token: whitespace, quotes and angle brackets (as a percent-escaped token ends). */
const tokenEnds = (() => {
    const table = new Uint8Array(0x10000);
    for (const char of ' \t\n\v\f\r"\'<>')
        table[char.charCodeAt(0)] = 1;
    return table;
})();
/**
 * A view of each token (up to the nearest space, quote or angle bracket) that holds a terminal
 * sequence or an escape: an encoded value split by a colour code or written with escapes is one
 * token. Scanning these instead of a view of the whole text keeps the cost of coloured output near
 * that of plain output: only its coloured tokens are decoded twice.
 */
function tokenViews(text, namedReferences) {
    const views = [];
    const specials = new SpecialFinder(text);
    let at = 0;
    while (at < text.length) {
        at = specials.at(at);
        while (at < text.length && !startsView(text, at, namedReferences))
            at = specials.at(at + 1);
        if (at >= text.length)
            break;
        let start = at;
        while (start > 0 && tokenEnds[text.charCodeAt(start - 1)] !== 1)
            start -= 1;
        let end = at + 1;
        while (end < text.length && tokenEnds[text.charCodeAt(end)] !== 1)
            end += 1;
        const view = viewOf(text.slice(start, end), namedReferences);
        if (view !== undefined)
            views.push({ start, view });
        at = end;
    }
    return views;
}
/** Whether something a view undoes starts at `at`, one of the specials. */
function startsView(text, at, namedReferences) {
    const code = text.charCodeAt(at);
    if (code === 0x5c)
        return text_view_isHidingEscape(text, at);
    if (code === 0x26)
        return text_view_escapeAt(text, at, namedReferences) !== undefined;
    return true;
}
const maxCachedChars = 64 * 1024;
let cached;
/**
 * The view of `text`, or undefined when it would be the text itself. The last one is kept: the same
 * text is often searched for a secret and then redacted.
 */
function textView(text, namedReferences) {
    if (cached?.text === text && cached.namedReferences === namedReferences)
        return cached.view;
    const view = viewOf(text, namedReferences);
    // A long text is not kept alive for it: its view is rebuilt in linear time.
    cached = text.length <= maxCachedChars ? { text, namedReferences, view } : undefined;
    return view;
}
function viewOf(text, namedReferences) {
    let view;
    for (let level = 0; level < maxLevels; level += 1) {
        const next = oneLevel(view?.text ?? text, namedReferences);
        if (next === undefined)
            break;
        view = view === undefined ? next : composed(view, next);
        if (!mayHideInView(view.text, namedReferences))
            break;
    }
    return view;
}
/** `inner` (a view of `outer`'s text) mapped to `outer`'s source. */
function composed(outer, inner) {
    const kinds = new Set([...outer.kinds.split('+'), ...inner.kinds.split('+')]);
    return {
        text: inner.text,
        kinds: ['ansi', 'escapes', 'html'].filter((kind) => kinds.has(kind)).join('+'),
        sourceSpan(start, end) {
            const span = inner.sourceSpan(start, end);
            return outer.sourceSpan(span.start, span.end);
        },
    };
}
/** One level: sequences removed, escapes decoded once. */
function oneLevel(text, namedReferences) {
    const view = new ViewBuilder(text);
    const unitAt = (at) => {
        const found = text_view_escapeAt(text, at, namedReferences);
        if (found === undefined)
            return { code: text.charCodeAt(at), length: 1 };
        return { code: found.byte ?? found.chars.charCodeAt(0), length: found.length };
    };
    const sequences = new SequenceReader(text, unitAt);
    const specials = new SpecialFinder(text);
    let at = 0;
    while (at < text.length) {
        at = specials.at(at);
        if (at >= text.length)
            break;
        const found = text_view_escapeAt(text, at, namedReferences);
        const unit = found === undefined ? { code: text.charCodeAt(at), length: 1 } : unitAt(at);
        if (isIntroducer(unit.code)) {
            // A lone introducer (no sequence after it) is not printed either.
            const end = sequences.end(at, unit);
            at = view.removed(at, end > at ? end : at + unit.length);
        }
        else if (found === undefined)
            at += 1;
        else
            at = view.decoded(at, ...decodedChars(text, at, found));
    }
    return view.finish();
}
/** The characters an escape writes and where it ends: consecutive byte escapes that are UTF-8 are one character. */
function decodedChars(text, at, found) {
    if (found.chars !== undefined)
        return [found.chars, at + found.length];
    const lead = found.byte;
    if (lead >= 0xc2 && lead <= 0xf4) {
        const bytes = [lead];
        const need = lead < 0xe0 ? 1 : lead < 0xf0 ? 2 : 3;
        let end = at + found.length;
        while (bytes.length <= need) {
            const next = text_view_escapeAt(text, end, false);
            if (next?.byte === undefined || next.byte < 0x80 || next.byte > 0xbf)
                break;
            bytes.push(next.byte);
            end += next.length;
        }
        const buffer = Buffer.from(bytes);
        if (bytes.length === need + 1 && (0,external_node_buffer_.isUtf8)(buffer))
            return [buffer.toString('utf8'), end];
    }
    return [String.fromCharCode(lead), at + found.length];
}
/** A view's text and, per segment (a stretch copied as it is, or one escape), where it came from. */
class ViewBuilder {
    #source;
    #parts = [];
    #length = 0;
    #copiedTo = 0;
    #kinds = new Set();
    // Segment i: view characters from viewStarts[i], source [sourceStarts[i], sourceEnds[i]); copied
    // stretches map character for character.
    #viewStarts = [];
    #sourceStarts = [];
    #sourceEnds = [];
    #copied = [];
    constructor(source) {
        this.#source = source;
    }
    /** Source [start, end) left out of the view (a terminal sequence); returns end. */
    removed(start, end) {
        this.#copyTo(start);
        this.#kinds.add('ansi');
        this.#copiedTo = end;
        return end;
    }
    /** Source [start, end) is one escape that writes `chars`; returns end. */
    decoded(start, chars, end) {
        this.#copyTo(start);
        this.#segment(start, end, chars.length, false);
        this.#parts.push(chars);
        const kind = this.#source.charCodeAt(start) === 0x26 ? 'html' : 'escapes';
        this.#kinds.add(kind);
        this.#copiedTo = end;
        return end;
    }
    finish() {
        this.#copyTo(this.#source.length);
        if (this.#kinds.size === 0)
            return undefined;
        const text = this.#parts.join('');
        if (text === this.#source)
            return undefined;
        const kinds = ['ansi', 'escapes', 'html'].filter((kind) => this.#kinds.has(kind)).join('+');
        return { text, kinds, sourceSpan: (start, end) => this.#sourceSpan(start, end) };
    }
    #copyTo(end) {
        if (end <= this.#copiedTo)
            return;
        this.#segment(this.#copiedTo, end, end - this.#copiedTo, true);
        this.#parts.push(this.#source.slice(this.#copiedTo, end));
        this.#copiedTo = end;
    }
    #segment(sourceStart, sourceEnd, viewChars, copied) {
        this.#viewStarts.push(this.#length);
        this.#sourceStarts.push(sourceStart);
        this.#sourceEnds.push(sourceEnd);
        this.#copied.push(copied);
        this.#length += viewChars;
    }
    #sourceSpan(start, end) {
        return { start: this.#sourceOf(start).start, end: this.#sourceOf(end - 1).end };
    }
    /** The source span of one view character: found by binary search over the segments. */
    #sourceOf(index) {
        let low = 0;
        let high = this.#viewStarts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >> 1;
            if (this.#viewStarts[middle] <= index)
                low = middle;
            else
                high = middle - 1;
        }
        if (!this.#copied[low])
            return { start: this.#sourceStarts[low], end: this.#sourceEnds[low] };
        const start = this.#sourceStarts[low] + index - this.#viewStarts[low];
        return { start, end: start + 1 };
    }
}

;// CONCATENATED MODULE: ./src/store/secret-forms.ts
// The forms a known secret is looked for in (secrets.ts searches them): the texts of the secret (a
// multi-line secret's key material too), each as it is and JSON-escaped, as UTF-16LE, and as a
// view shows it (text-view.ts) when the secret holds an escape itself.

/** A line of a multi-line secret that is all encoded characters: a PEM key's body, a base64 block. */
const materialLine = /^[A-Za-z0-9+/=_-]{16,}$/;
/** Key material inside another line (`client-key-data: <base64>`, a hex key ID). */
const materialRun = /[A-Za-z0-9+/=_-]{32,}/g;
/** Shorter than this, a one-line value without its surrounding whitespace is not looked for alone. */
const minTrimmedChars = 8;
/**
 * What is looked for besides the secret: a logged value is printed a line at a time, where a
 * secret of several lines never appears whole. A one-line value pasted with a trailing newline or
 * spaces is also looked for without them. Of a value of several lines, only its key material is:
 * lines of encoded characters and long encoded runs inside other lines. Its other lines are
 * structure (`apiVersion: v1` of a kubeconfig, a PEM armour line), the same in every such file:
 * looked for, they would redact and refuse ordinary text.
 */
function textsOf(secret) {
    const lines = secret
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
    const texts = new Set([secret]);
    if (lines.length === 1 && lines[0].length >= minTrimmedChars)
        texts.add(lines[0]);
    if (lines.length > 1)
        for (const line of lines) {
            if (materialLine.test(line))
                texts.add(line);
            else
                for (const run of line.match(materialRun) ?? [])
                    texts.add(run);
        }
    return [...texts];
}
function formOf(index, text, bytes = Buffer.from(text, 'utf8')) {
    return { index, text, bytes };
}
const longestFirst = (a, b) => b.bytes.length - a.bytes.length;
function secretForms(knownSecrets) {
    const namedReferences = knownSecrets.some((secret) => /[&<>"']/.test(secret));
    const forms = [];
    const wide = [];
    const viewed = [];
    const lengths = [];
    knownSecrets.forEach((secret, index) => {
        if (secret.length === 0)
            return; // an empty string would match everything
        for (const raw of textsOf(secret)) {
            lengths.push(Buffer.byteLength(raw));
            const escaped = JSON.stringify(raw).slice(1, -1);
            for (const text of escaped === raw ? [raw] : [raw, escaped])
                forms.push(formOf(index, text));
            const bytes = Buffer.from(raw, 'utf16le');
            wide.push(formOf(index, bytes.toString('latin1'), bytes));
            const view = mayHideInView(raw, namedReferences) ? textView(raw, namedReferences) : undefined;
            if (view !== undefined && view.text !== '')
                viewed.push(formOf(index, view.text));
        }
    });
    forms.sort(longestFirst);
    wide.sort(longestFirst);
    // Most secrets' UTF-16LE holds two characters below U+0100 in a row: bytes without that pattern
    // (random binary, a NUL here and there) need not be searched for them.
    const paired = wide.filter((form) => holdsLatinPair(form.bytes));
    const rest = wide.filter((form) => !holdsLatinPair(form.bytes));
    return {
        namedReferences,
        lengths,
        forms,
        wide,
        inViews: [...forms, ...viewed].sort(longestFirst),
        wideIn: (bytes) => (paired.length > 0 && holdsLatinPair(bytes) ? [...paired, ...rest] : rest),
    };
}
/**
 * Whether bytes hold `x 00 y 00` (x, y not NUL): two characters below U+0100 as UTF-16LE. NULs are
 * found by native search; a run of them is stepped over, so the cost stays linear.
 */
function holdsLatinPair(bytes) {
    let at = bytes.indexOf(0, 1);
    while (at >= 0) {
        if (bytes[at + 1] === 0) {
            let end = at + 1;
            while (end < bytes.length && bytes[end] === 0)
                end += 1;
            at = bytes.indexOf(0, end);
        }
        else {
            if (bytes[at - 1] !== 0 && bytes[at + 2] === 0)
                return true;
            at = bytes.indexOf(0, at + 1);
        }
    }
    return false;
}

;// CONCATENATED MODULE: ./src/store/secrets.ts
// Known-secret matching. A secret is looked for as raw bytes and, because stored JSON escapes
// quotes, backslashes and control characters, in its JSON-escaped form too; as UTF-16LE (what
// Windows tools and PowerShell write: the characters with NULs between); and in the text's view
// (text-view.ts): with terminal control sequences between its characters removed and escapes
// decoded (`\u005a`, `\x5a`, `\132`, `&#90;`). Containers (base64, hex, gzip, JSON text inside a
// string) are decoded by encoded-scan.ts.




const mask = '***';
const maskBytes = Buffer.from(mask);
/** Bytes without which a view is the text itself: ESC, `\`, `&` and the 8-bit CSI and OSC (as UTF-8). */
const viewMarkers = [
    Buffer.from([0x1b]),
    Buffer.from('\\'),
    Buffer.from('&'),
    Buffer.from('\u009b'),
    Buffer.from('\u009d'),
];
const markerBytes = new Uint8Array(256);
for (const byte of [0x1b, 0x5c, 0x26, 0xc2])
    markerBytes[byte] = 1;
/** Below this, bytes are looked at one by one (a native search per marker costs more than that). */
const shortBytes = 256;
/** Whether a view of these bytes (as UTF-8 text) may differ from them. */
function mayHideInBytes(bytes) {
    if (bytes.length >= shortBytes)
        return viewMarkers.some((marker) => bytes.includes(marker));
    for (const byte of bytes)
        if (markerBytes[byte] === 1)
            return true;
    return false;
}
function createSecretMatcher(knownSecrets) {
    const forms = secretForms(knownSecrets);
    const views = viewSearch(forms);
    const find = (text) => firstFormIn(text, forms, forms.forms, 'raw') ?? views.find(text);
    const findBytes = (bytes) => firstFormInBytes(forms, views, bytes);
    return {
        minSecretBytes: forms.lengths.length === 0 ? 0 : Math.min(...forms.lengths),
        findIn: (text) => find(text)?.index ?? -1,
        findInBytes: (bytes) => findBytes(bytes)?.index ?? -1,
        find,
        findBytes,
        tokenViews: (text) => views.tokenViews(text),
        occurrences: (bytes) => occurrencesIn(forms, bytes),
        redact: (bytes) => redactedBytes(forms, views, bytes),
        redactText: (text) => redactedText(forms, views, text),
    };
}
/** The first form in a text (of `among`, and UTF-16LE), named `form` (`form+utf16le` for UTF-16LE). */
function firstFormIn(text, forms, among, form) {
    for (const each of among)
        if (text.includes(each.text))
            return { index: each.index, form };
    if (text.includes('\0'))
        for (const each of forms.wide)
            if (text.includes(each.text))
                return { index: each.index, form: form === 'raw' ? 'utf16le' : `${form}+utf16le` };
    return null;
}
function viewSearch(forms) {
    const { namedReferences, inViews, wide } = forms;
    const view = (text) => mayHideInView(text, namedReferences) ? textView(text, namedReferences) : undefined;
    return {
        find(text) {
            const seen = view(text);
            return seen === undefined ? null : firstFormIn(seen.text, forms, inViews, seen.kinds);
        },
        redact(text) {
            const seen = view(text);
            if (seen === undefined)
                return text;
            const spans = [];
            for (const { text: needle } of [...inViews, ...wide])
                for (let at = seen.text.indexOf(needle); at >= 0; at = seen.text.indexOf(needle, at + needle.length))
                    spans.push(seen.sourceSpan(at, at + needle.length));
            return (0,encoded_text/* replaceSpans */.Gg)(text, (0,encoded_text/* mergedSpans */.c6)(spans), () => mask);
        },
        tokenViews: (text) => (mayHideInView(text, namedReferences) ? tokenViews(text, namedReferences) : []),
    };
}
function firstFormInBytes(forms, views, bytes) {
    for (const form of forms.forms)
        if (bytes.includes(form.bytes))
            return { index: form.index, form: 'raw' };
    for (const form of forms.wideIn(bytes))
        if (bytes.includes(form.bytes))
            return { index: form.index, form: 'utf16le' };
    // Bytes that are not UTF-8 text are not viewed: terminal sequences and escapes are text.
    if (!(0,external_node_buffer_.isUtf8)(bytes) || !mayHideInBytes(bytes))
        return null;
    return views.find(bytes.toString('utf8'));
}
function occurrencesIn(forms, bytes) {
    const spans = [];
    for (const form of [...forms.forms, ...forms.wideIn(bytes)])
        for (let at = bytes.indexOf(form.bytes); at >= 0; at = bytes.indexOf(form.bytes, at + 1))
            spans.push({ start: at, end: at + form.bytes.length });
    return spans;
}
function redactedBytes(forms, views, bytes) {
    let current = bytes;
    for (const form of forms.forms)
        current = replaceAll(current, form.bytes);
    for (const form of forms.wideIn(current))
        current = replaceAll(current, form.bytes);
    if (!(0,external_node_buffer_.isUtf8)(current) || !mayHideInBytes(current))
        return current;
    const text = current.toString('utf8');
    const redacted = views.redact(text);
    return redacted === text ? current : Buffer.from(redacted, 'utf8');
}
function redactedText(forms, views, text) {
    let current = text;
    for (const form of forms.forms)
        if (current.includes(form.text))
            current = current.split(form.text).join(mask);
    if (current.includes('\0'))
        for (const form of forms.wide)
            if (current.includes(form.text))
                current = current.split(form.text).join(mask);
    return views.redact(current);
}
function replaceAll(haystack, needle) {
    let at = haystack.indexOf(needle);
    if (at < 0)
        return haystack;
    const parts = [];
    let from = 0;
    while (at >= 0) {
        parts.push(haystack.subarray(from, at), maskBytes);
        from = at + needle.length;
        at = haystack.indexOf(needle, from);
    }
    parts.push(haystack.subarray(from));
    return Buffer.concat(parts);
}


/***/ }),

/***/ 95791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ lastLineCarriesSecret)
/* harmony export */ });
/* harmony import */ var _encoded_decodings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74846);
/* harmony import */ var _encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70541);
/* harmony import */ var _encoded_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4907);
// Whether the last line of a wrapped block carries part of a known secret, when the lines before
// it hide one already. A short word printed right after a full line of base64 (`done`, `PASS`)
// reads as the block's last line; the block hides a secret through its full lines alone, so the
// word needs no mask unless a secret's encoding runs into it. That is told by the block's decoded
// bytes: an occurrence that ends past the bytes of the lines before. A secret found only behind a
// further encoding (gzip, base64 of base64) cannot be placed in the bytes: then the line may carry it.



/** `lines`: the block's lines, its last one last. */
function lastLineCarriesSecret(matcher, lines) {
    if (lines.length < 2 || matcher.minSecretBytes === 0)
        return false;
    const scan = (0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanOf */ .r3)(matcher);
    const headChars = lines.slice(0, -1).reduce((chars, line) => chars + line.length, 0);
    for (const { bytes, headBytes } of decodedBlocks(matcher, lines.join(''), headChars)) {
        if (matcher.occurrences(bytes).some((span) => span.end > headBytes))
            return true;
        // What is left once the occurrences placed are cut out: a secret in a view or behind another encoding.
        const rest = matcher.redact(bytes);
        if (matcher.findBytes(rest) !== null || (0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanBytes */ .vw)(scan, rest, [], '$', 0, true) !== null)
            return true;
    }
    return false;
}
/** The block as base64 (each alignment), base32 and hex (each parity), as the scan decodes a run. */
function decodedBlocks(matcher, joined, headChars) {
    const out = [];
    if ((0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isBase64Text */ .$1)(joined))
        for (let skip = 0; skip < 4 && skip < joined.length; skip += 1)
            out.push({
                bytes: Buffer.from(joined.slice(skip), 'base64'),
                headBytes: Math.floor(((headChars - skip) * 3) / 4),
            });
    const limits = (0,_encoded_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanOf */ .r3)(matcher);
    for (const { encoding, bytes } of (0,_encoded_decodings_js__WEBPACK_IMPORTED_MODULE_2__/* .runDecodings */ .mW)({ ...limits, minBase32Chars: 0 }, joined))
        if (encoding === 'base32')
            out.push({ bytes, headBytes: Math.floor((headChars * 5) / 8) });
    // The run of hex digits that crosses into the last line (the scan decodes hex runs inside a line too).
    let start = headChars;
    while (start > 0 && _encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .hexChars */ .lF[joined.charCodeAt(start - 1)] === 1)
        start -= 1;
    const end = (0,_encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .runEnd */ .lx)(joined, _encoded_text_js__WEBPACK_IMPORTED_MODULE_1__/* .hexChars */ .lF, headChars);
    if (start < headChars && end > headChars)
        for (const parity of [0, 1])
            out.push({
                bytes: Buffer.from(joined.slice(start + parity, end), 'hex'),
                headBytes: Math.floor((headChars - start - parity) / 2),
            });
    return out;
}


/***/ })

};

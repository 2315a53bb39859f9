export const id = 689;
export const ids = [689];
export const modules = {

/***/ 9962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PO: () => (/* binding */ attemptLogPath),
/* harmony export */   SQ: () => (/* binding */ openAttemptLog),
/* harmony export */   pk: () => (/* binding */ listAttemptLogs),
/* harmony export */   u8: () => (/* binding */ readAttemptLog)
/* harmony export */ });
/* harmony import */ var _crypto_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75948);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97018);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65239);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5891);
/* harmony import */ var _bounded_read_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(41357);
/* harmony import */ var _file_limits_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(32212);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4353);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(24707);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28799);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66958);
// Live output files of node attempts, below <run>/logs/: `<attemptId>.head.jsonl` grows by appends
// while the attempt runs, `<attemptId>.tail.jsonl` is replaced whole (the latest lines once the head
// is full). Writes are batched by the caller and not synced one by one: a crashed process keeps what
// reached the kernel. Known secrets are redacted from every write, also behind an encoding (logs are
// redacted, never refused).
// The line format is the runner's; the store only keeps the bytes safely inside the run directory.










const headName = (attemptId) => `${attemptId}.head.jsonl`;
const tailName = (attemptId) => `${attemptId}.tail.jsonl`;
/**
 * Path of an attempt's head file (for pointers in outputs), relative to the storage directory, or
 * with `from: 'run'` to the run directory (the root of the Action's store artifact).
 */
function attemptLogPath(storage, runId, attemptId, options = {}) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('run ID', runId);
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('attempt ID', attemptId);
    const segments = [...(0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptLogSegments */ .KF)(storage.namespace, runId), headName(attemptId)];
    return (options.from === 'run' ? segments.slice((0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .runSegments */ .GC)(storage.namespace, runId).length) : segments).join('/');
}
async function openAttemptLog(storage, runId, attemptId) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('run ID', runId);
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('attempt ID', attemptId);
    const matcher = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .createSecretMatcher */ .x)(storage.knownSecrets);
    // Raw forms anywhere in the bytes, then what hides behind an encoding in each line's strings.
    const redact = (bytes) => {
        const raw = matcher.redact(bytes);
        return matcher.minSecretBytes === 0 ? raw : redactEncodedInLines(matcher, raw);
    };
    const directory = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .ensureDirectory */ .EA)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptLogSegments */ .KF)(storage.namespace, runId));
    const headFile = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [headName(attemptId)]);
    const tailFile = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [tailName(attemptId)]);
    let handle;
    try {
        handle = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .openFile */ .Tq)(headFile, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('opening attempt log', headFile, error, { runId });
    }
    return {
        async appendHead(bytes) {
            try {
                await handle.write(redact(bytes));
            }
            catch (error) {
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('appending to attempt log', headFile, error, { runId });
            }
        },
        async replaceTail(bytes) {
            const temp = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [`.tmp-${(0,_crypto_js__WEBPACK_IMPORTED_MODULE_6__/* .nodeCrypto */ .S)().randomUUID()}`]);
            try {
                await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(temp, redact(bytes), { mode: 0o600, flag: 'wx' });
                await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rename(temp, tailFile);
            }
            catch (error) {
                await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .removeQuietly */ .S2)(temp);
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('replacing attempt log tail', tailFile, error, { runId });
            }
        },
        sync: async () => handle.datasync(),
        close: async () => handle.close(),
    };
}
/**
 * Each JSON line with its strings' encoded secrets redacted (re-encoded only when one changed), so
 * a replacement never cuts a JSON escape; a line that is not JSON is redacted as text.
 */
function redactEncodedInLines(matcher, bytes) {
    const lines = bytes.toString('utf8').split('\n');
    const redacted = lines.map((line) => redactLine(matcher, line));
    return redacted.some((line, index) => line !== lines[index]) ? Buffer.from(redacted.join('\n'), 'utf8') : bytes;
}
function redactLine(matcher, line) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_7__/* .redactEncodedSecrets */ .h)(matcher, line);
    }
    const redacted = (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_8__/* .redactKnownSecretsInValue */ .SE)(matcher, value);
    return redacted === value ? line : JSON.stringify(redacted);
}
/**
 * Both files of an attempt's live log (undefined where missing). `tailSignature` identifies the tail
 * file's version; `tail` is undefined when it matched `tailUnless`.
 */
async function readAttemptLog(storage, runId, attemptId, options = {}) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('run ID', runId);
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('attempt ID', attemptId);
    const directory = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .findDirectory */ .te)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptLogSegments */ .KF)(storage.namespace, runId));
    if (directory === undefined)
        return { head: undefined, tail: undefined, tailSignature: undefined };
    const head = await readFrom((0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [headName(attemptId)]), options.headFrom ?? 0, runId);
    const tailFile = (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .joinInside */ .lG)(directory, [tailName(attemptId)]);
    const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(tailFile).catch(() => undefined);
    const tailSignature = stats?.isFile() === true ? `${stats.size}:${stats.mtimeMs}:${stats.ino}` : undefined;
    if (tailSignature === undefined || tailSignature === options.tailUnless)
        return { head, tail: undefined, tailSignature };
    return { head, tail: await readFrom(tailFile, 0, runId), tailSignature };
}
/**
 * The file from `offset` to its end; undefined when it does not exist. A file past
 * maxAttemptLogFileBytes (a restored store is untrusted) is refused, not read: STORAGE_LIMIT_EXCEEDED.
 */
async function readFrom(file, offset, runId) {
    let handle;
    try {
        handle = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .openFile */ .Tq)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return undefined;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('opening attempt log', file, error, { runId });
    }
    try {
        const read = await (0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_9__/* .readWithin */ .w0)(handle, _file_limits_js__WEBPACK_IMPORTED_MODULE_10__/* .maxAttemptLogFileBytes */ .NK, offset);
        if (!(0,_bounded_read_js__WEBPACK_IMPORTED_MODULE_9__/* .isOversized */ .sq)(read))
            return read;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StorageError */ .aq('STORAGE_LIMIT_EXCEEDED', `attempt log ${file} of run ${runId} is ${read.bytes} bytes, more than the ${_file_limits_js__WEBPACK_IMPORTED_MODULE_10__/* .maxAttemptLogFileBytes */ .NK} of any attempt's output (maxAttemptLogFileBytes); it was not read`, { runId, path: file, limit: _file_limits_js__WEBPACK_IMPORTED_MODULE_10__/* .maxAttemptLogFileBytes */ .NK, actual: read.bytes });
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('reading attempt log', file, error, { runId });
    }
    finally {
        await handle.close();
    }
}
/** Attempt IDs that have a live log, sorted. */
async function listAttemptLogs(storage, runId) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .assertStoreId */ .V)('run ID', runId);
    const directory = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .findDirectory */ .te)(storage.directory, (0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptLogSegments */ .KF)(storage.namespace, runId));
    if (directory === undefined)
        return [];
    let names;
    try {
        names = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(directory);
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(error) === 'ENOENT')
            return [];
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ioError */ .bD)('listing attempt logs', directory, error, { runId });
    }
    return names
        .filter((name) => name.endsWith('.head.jsonl'))
        .map((name) => name.slice(0, -'.head.jsonl'.length))
        .sort();
}


/***/ }),

/***/ 29728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ definedFields)
/* harmony export */ });
// With exactOptionalPropertyTypes an optional field may be absent but not `undefined`, so objects
// were built with `...(x === undefined ? {} : { x })` once per field. definedFields does it for
// several fields at once: `{ ...definedFields({ cwd, timeoutMs }) }`.
/** The fields of `fields` whose value is not undefined (the others are left out, not set). */
function definedFields(fields) {
    const kept = {};
    for (const [key, value] of Object.entries(fields)) {
        // defineProperty: a key such as "__proto__" becomes an own field, not the prototype.
        if (value !== undefined)
            Object.defineProperty(kept, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return kept;
}


/***/ }),

/***/ 65070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   StorageError: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_1__.aq),
/* harmony export */   artifactRefSchema: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.TK),
/* harmony export */   assertNamespace: () => (/* reexport safe */ _ids_js__WEBPACK_IMPORTED_MODULE_3__.U),
/* harmony export */   assertStoreId: () => (/* reexport safe */ _ids_js__WEBPACK_IMPORTED_MODULE_3__.V),
/* harmony export */   attemptLogPath: () => (/* reexport safe */ _attempt_logs_js__WEBPACK_IMPORTED_MODULE_9__.PO),
/* harmony export */   canonicalJson: () => (/* reexport safe */ _json_js__WEBPACK_IMPORTED_MODULE_2__.dj),
/* harmony export */   cloneFrozenJson: () => (/* reexport safe */ _json_js__WEBPACK_IMPORTED_MODULE_2__.Yg),
/* harmony export */   contentModes: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.MU),
/* harmony export */   createLocalRunStorage: () => (/* reexport safe */ _local_storage_js__WEBPACK_IMPORTED_MODULE_4__.W),
/* harmony export */   createSecretMatcher: () => (/* reexport safe */ _secrets_js__WEBPACK_IMPORTED_MODULE_10__.x),
/* harmony export */   defaultMaxEventPayloadBytes: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.pS),
/* harmony export */   definedFields: () => (/* reexport safe */ _defined_js__WEBPACK_IMPORTED_MODULE_21__.X),
/* harmony export */   describeCodedError: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_1__.HK),
/* harmony export */   describeError: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_1__.Uc),
/* harmony export */   describeFinding: () => (/* reexport safe */ _secret_scan_js__WEBPACK_IMPORTED_MODULE_11__.jb),
/* harmony export */   describeValue: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_1__.bp),
/* harmony export */   digestEventLogPrefixes: () => (/* reexport safe */ _checkpoint_js__WEBPACK_IMPORTED_MODULE_8__.fY),
/* harmony export */   digestEventLogWindows: () => (/* reexport safe */ _checkpoint_js__WEBPACK_IMPORTED_MODULE_8__.YB),
/* harmony export */   digestJson: () => (/* reexport safe */ _json_js__WEBPACK_IMPORTED_MODULE_2__.tv),
/* harmony export */   dumpLineOf: () => (/* reexport safe */ _dump_lines_js__WEBPACK_IMPORTED_MODULE_16__.w),
/* harmony export */   dumpLinesHidingSecrets: () => (/* reexport safe */ _dump_secrets_js__WEBPACK_IMPORTED_MODULE_17__.U),
/* harmony export */   eventCursorSchema: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.Q4),
/* harmony export */   eventLogNames: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.F8),
/* harmony export */   eventLogWindowBytes: () => (/* reexport safe */ _checkpoint_js__WEBPACK_IMPORTED_MODULE_8__.qv),
/* harmony export */   findEncodedSecret: () => (/* reexport safe */ _secret_scan_js__WEBPACK_IMPORTED_MODULE_11__.M$),
/* harmony export */   findEncodedSecretInValue: () => (/* reexport safe */ _secret_scan_js__WEBPACK_IMPORTED_MODULE_11__.Km),
/* harmony export */   findSecretInBytes: () => (/* reexport safe */ _secret_scan_js__WEBPACK_IMPORTED_MODULE_11__.s3),
/* harmony export */   findSecretInValue: () => (/* reexport safe */ _secret_scan_js__WEBPACK_IMPORTED_MODULE_11__.WL),
/* harmony export */   holdsKnownSecret: () => (/* reexport safe */ _recordable_js__WEBPACK_IMPORTED_MODULE_20__.CS),
/* harmony export */   isGroupLine: () => (/* reexport safe */ _encoded_groups_js__WEBPACK_IMPORTED_MODULE_15__.qx),
/* harmony export */   isOversized: () => (/* reexport safe */ _bounded_read_js__WEBPACK_IMPORTED_MODULE_7__.sq),
/* harmony export */   isStorageError: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_1__.El),
/* harmony export */   isStrictlyInside: () => (/* reexport safe */ _paths_js__WEBPACK_IMPORTED_MODULE_6__.Pe),
/* harmony export */   isWrappedFullLine: () => (/* reexport safe */ _encoded_text_js__WEBPACK_IMPORTED_MODULE_14__.jH),
/* harmony export */   isWrappedLastLine: () => (/* reexport safe */ _encoded_text_js__WEBPACK_IMPORTED_MODULE_14__.cv),
/* harmony export */   jsonValueSchema: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.F7),
/* harmony export */   lastLineCarriesSecret: () => (/* reexport safe */ _wrapped_tail_js__WEBPACK_IMPORTED_MODULE_18__.W),
/* harmony export */   lazySchema: () => (/* reexport safe */ _lazy_schema_js__WEBPACK_IMPORTED_MODULE_23__.I),
/* harmony export */   listAttemptLogs: () => (/* reexport safe */ _attempt_logs_js__WEBPACK_IMPORTED_MODULE_9__.pk),
/* harmony export */   lockHolderSchema: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.h7),
/* harmony export */   mapStrings: () => (/* reexport safe */ _map_strings_js__WEBPACK_IMPORTED_MODULE_13__.t),
/* harmony export */   maskedDumpLine: () => (/* reexport safe */ _dump_lines_js__WEBPACK_IMPORTED_MODULE_16__.q),
/* harmony export */   openAttemptLog: () => (/* reexport safe */ _attempt_logs_js__WEBPACK_IMPORTED_MODULE_9__.SQ),
/* harmony export */   printedDumpLineOf: () => (/* reexport safe */ _dump_text_js__WEBPACK_IMPORTED_MODULE_19__.IR),
/* harmony export */   readAttemptLog: () => (/* reexport safe */ _attempt_logs_js__WEBPACK_IMPORTED_MODULE_9__.u8),
/* harmony export */   readFileWithin: () => (/* reexport safe */ _bounded_read_js__WEBPACK_IMPORTED_MODULE_7__.oF),
/* harmony export */   readPidStartTime: () => (/* reexport safe */ _lock_js__WEBPACK_IMPORTED_MODULE_5__.d1),
/* harmony export */   recordableText: () => (/* reexport safe */ _recordable_js__WEBPACK_IMPORTED_MODULE_20__.hd),
/* harmony export */   recordableValue: () => (/* reexport safe */ _recordable_js__WEBPACK_IMPORTED_MODULE_20__.jD),
/* harmony export */   recordedStamp: () => (/* reexport safe */ _recorded_stamp_js__WEBPACK_IMPORTED_MODULE_22__.W),
/* harmony export */   recordedTextChars: () => (/* reexport safe */ _recordable_js__WEBPACK_IMPORTED_MODULE_20__.hV),
/* harmony export */   redactEncodedSecrets: () => (/* reexport safe */ _secret_scan_js__WEBPACK_IMPORTED_MODULE_12__.h),
/* harmony export */   redactKnownSecrets: () => (/* reexport safe */ _secret_scan_js__WEBPACK_IMPORTED_MODULE_11__.Ok),
/* harmony export */   redactKnownSecretsInValue: () => (/* reexport safe */ _secret_scan_js__WEBPACK_IMPORTED_MODULE_11__.SE),
/* harmony export */   runDirectoryPath: () => (/* reexport safe */ _local_storage_js__WEBPACK_IMPORTED_MODULE_4__.a),
/* harmony export */   sha256Hex: () => (/* reexport safe */ _json_js__WEBPACK_IMPORTED_MODULE_2__.fg),
/* harmony export */   storageErrorCodes: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.O1),
/* harmony export */   storagePolicySchema: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.z4),
/* harmony export */   storeIdPattern: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.X),
/* harmony export */   storedEventSchema: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.vV),
/* harmony export */   storedJsonValueSchema: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.OX),
/* harmony export */   withheldText: () => (/* reexport safe */ _recordable_js__WEBPACK_IMPORTED_MODULE_20__.rR)
/* harmony export */ });
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97018);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52079);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65239);
/* harmony import */ var _local_storage_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99992);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(35074);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4353);
/* harmony import */ var _bounded_read_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(41357);
/* harmony import */ var _checkpoint_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(18635);
/* harmony import */ var _attempt_logs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9962);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(66958);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(28799);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(24707);
/* harmony import */ var _map_strings_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(38264);
/* harmony import */ var _encoded_text_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(4907);
/* harmony import */ var _encoded_groups_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(65960);
/* harmony import */ var _dump_lines_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(23829);
/* harmony import */ var _dump_secrets_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(22871);
/* harmony import */ var _wrapped_tail_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(95791);
/* harmony import */ var _dump_text_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(18080);
/* harmony import */ var _recordable_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(10840);
/* harmony import */ var _defined_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(29728);
/* harmony import */ var _recorded_stamp_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(29271);
/* harmony import */ var _lazy_schema_js__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(35203);
// The store layer's public surface.








// The status checkpoint's window check (the runner keeps its display cache honest with it).

















/***/ }),

/***/ 10840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ holdsKnownSecret),
/* harmony export */   hV: () => (/* binding */ recordedTextChars),
/* harmony export */   hd: () => (/* binding */ recordableText),
/* harmony export */   jD: () => (/* binding */ recordableValue),
/* harmony export */   rR: () => (/* binding */ withheldText)
/* harmony export */ });
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52079);
/* harmony import */ var _map_strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38264);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28799);



/** Said instead of a text that still holds a secret after redaction. */
const withheldText = '(withheld: it held a known secret)';
/** Characters of a recorded message kept before it is cut. */
const recordedTextChars = 2000;
/** `text` with known secrets redacted (when a matcher is given), cut after `max` characters. */
function recordableText(matcher, text, max = recordedTextChars) {
    const redacted = matcher === undefined ? text : (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .redactKnownSecrets */ .Ok)(matcher, text);
    const bounded = redacted.length > max ? `${redacted.slice(0, max)}\u2026 (${redacted.length - max} more characters)` : redacted;
    return matcher === undefined || (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .findSecretInValue */ .WL)(matcher, bounded) === null ? bounded : withheldText;
}
/**
 * A JSON value with every string and key redacted, one that still holds a secret withheld (the
 * value keeps its shape); the whole withheld only when a secret spans strings.
 */
function recordableValue(matcher, value) {
    if (matcher === undefined)
        return value;
    const redacted = (0,_map_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .mapStrings */ .t)(value, (text) => recordableText(matcher, text, Number.POSITIVE_INFINITY));
    return holdsKnownSecret(matcher, redacted) ? { withheld: withheldText } : redacted;
}
/** True when a value (`text`: its canonical JSON, when the caller has it) holds a known secret in any form. */
function holdsKnownSecret(matcher, value, text) {
    if (matcher === undefined)
        return false;
    return matcher.findIn(text ?? (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(value)) >= 0 || (0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .findSecretInValue */ .WL)(matcher, value) !== null;
}


/***/ }),

/***/ 29271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ recordedStamp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _definition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7988);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97018);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5891);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4353);
// A stamp of what a run has recorded: its definition and both event logs, each file's inode, size,
// and modification and change times (nanoseconds), as git's index tells a changed file. Two
// equal stamps taken around a call mean it recorded nothing. Sizes alone would not do: a writer
// that died leaves preallocated padding, which the next writer can fill with records exactly.





/** The stamp of the run's recorded files (a file, or a run, not stored stamps as absent). */
async function recordedStamp(storage, runId) {
    const directory = storage.runDirectory(runId);
    const stampOf = async (name) => {
        const file = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .joinInside */ .lG)(directory, [name]);
        try {
            const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(file, { bigint: true });
            return `${name} ${stats.ino} ${stats.size} ${stats.mtimeNs} ${stats.ctimeNs}`;
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) === 'ENOENT')
                return `${name} absent`;
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('reading the state of', file, error, { runId });
        }
    };
    const files = [_definition_js__WEBPACK_IMPORTED_MODULE_3__/* .definitionFileName */ .bn, (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .eventLogFileName */ .ge)('graph'), (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .eventLogFileName */ .ge)('runner')];
    return (await Promise.all(files.map(stampOf))).join('\n');
}


/***/ })

};

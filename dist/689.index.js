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
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28799);

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
    if ((0,_secret_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .findSecretInBytes */ .s3)(matcher, matcher.redact(joined)) !== null)
        hidden.fill(true);
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
/* harmony export */   definedFields: () => (/* reexport safe */ _defined_js__WEBPACK_IMPORTED_MODULE_19__.X),
/* harmony export */   describeCodedError: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_1__.HK),
/* harmony export */   describeError: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_1__.Uc),
/* harmony export */   describeFinding: () => (/* reexport safe */ _secret_scan_js__WEBPACK_IMPORTED_MODULE_11__.jb),
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
/* harmony export */   holdsKnownSecret: () => (/* reexport safe */ _recordable_js__WEBPACK_IMPORTED_MODULE_18__.CS),
/* harmony export */   isGroupLine: () => (/* reexport safe */ _encoded_groups_js__WEBPACK_IMPORTED_MODULE_15__.qx),
/* harmony export */   isOversized: () => (/* reexport safe */ _bounded_read_js__WEBPACK_IMPORTED_MODULE_7__.sq),
/* harmony export */   isStorageError: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_1__.El),
/* harmony export */   isStrictlyInside: () => (/* reexport safe */ _paths_js__WEBPACK_IMPORTED_MODULE_6__.Pe),
/* harmony export */   isWrappedFullLine: () => (/* reexport safe */ _encoded_text_js__WEBPACK_IMPORTED_MODULE_14__.jH),
/* harmony export */   isWrappedLastLine: () => (/* reexport safe */ _encoded_text_js__WEBPACK_IMPORTED_MODULE_14__.cv),
/* harmony export */   jsonValueSchema: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.F7),
/* harmony export */   lazySchema: () => (/* reexport safe */ _lazy_schema_js__WEBPACK_IMPORTED_MODULE_21__.I),
/* harmony export */   listAttemptLogs: () => (/* reexport safe */ _attempt_logs_js__WEBPACK_IMPORTED_MODULE_9__.pk),
/* harmony export */   lockHolderSchema: () => (/* reexport safe */ _contract_js__WEBPACK_IMPORTED_MODULE_0__.h7),
/* harmony export */   mapStrings: () => (/* reexport safe */ _map_strings_js__WEBPACK_IMPORTED_MODULE_13__.t),
/* harmony export */   maskedDumpLine: () => (/* reexport safe */ _dump_lines_js__WEBPACK_IMPORTED_MODULE_16__.q),
/* harmony export */   openAttemptLog: () => (/* reexport safe */ _attempt_logs_js__WEBPACK_IMPORTED_MODULE_9__.SQ),
/* harmony export */   readAttemptLog: () => (/* reexport safe */ _attempt_logs_js__WEBPACK_IMPORTED_MODULE_9__.u8),
/* harmony export */   readFileWithin: () => (/* reexport safe */ _bounded_read_js__WEBPACK_IMPORTED_MODULE_7__.oF),
/* harmony export */   readPidStartTime: () => (/* reexport safe */ _lock_js__WEBPACK_IMPORTED_MODULE_5__.d1),
/* harmony export */   recordableText: () => (/* reexport safe */ _recordable_js__WEBPACK_IMPORTED_MODULE_18__.hd),
/* harmony export */   recordableValue: () => (/* reexport safe */ _recordable_js__WEBPACK_IMPORTED_MODULE_18__.jD),
/* harmony export */   recordedStamp: () => (/* reexport safe */ _recorded_stamp_js__WEBPACK_IMPORTED_MODULE_20__.W),
/* harmony export */   recordedTextChars: () => (/* reexport safe */ _recordable_js__WEBPACK_IMPORTED_MODULE_18__.hV),
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
/* harmony export */   withheldText: () => (/* reexport safe */ _recordable_js__WEBPACK_IMPORTED_MODULE_18__.rR)
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
/* harmony import */ var _recordable_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(10840);
/* harmony import */ var _defined_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(29728);
/* harmony import */ var _recorded_stamp_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(29271);
/* harmony import */ var _lazy_schema_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(35203);
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

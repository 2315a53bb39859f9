export const id = 396;
export const ids = [396];
export const modules = {

/***/ 7836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E6: () => (/* binding */ defaultApiKeyVariables),
/* harmony export */   ZD: () => (/* binding */ apiKeyVariableOf),
/* harmony export */   iZ: () => (/* binding */ readApiKey),
/* harmony export */   mh: () => (/* binding */ isApiKeyMissing)
/* harmony export */ });
/* harmony import */ var _contract_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97370);
// API engines read their key from a named variable at call time (the worker's environment).

/** The variable each API engine reads its key from when its config names none. */
const defaultApiKeyVariables = { anthropic: 'ANTHROPIC_API_KEY', openai: 'OPENAI_API_KEY' };
/** The variable an engine reads its API key from; undefined for kinds that take no key (CLIs log in on their own). */
function apiKeyVariableOf(config) {
    if (config.kind !== 'anthropic' && config.kind !== 'openai')
        return undefined;
    return config.apiKeyEnv ?? defaultApiKeyVariables[config.kind];
}
/** An unset or blank key: readApiKey refuses it, and a start warns of it. */
function isApiKeyMissing(value) {
    return value === undefined || value.trim() === '';
}
function readApiKey(env, name, adapter, reported, usage) {
    const key = env[name];
    if (key === undefined || isApiKeyMissing(key)) {
        throw new _contract_js__WEBPACK_IMPORTED_MODULE_0__/* .EngineError */ .NJ(
        // Set in a person's shell is not enough: a run sees only the variables it is given, so say how
        // on each face (the engine knows none of them).
        `${adapter}: environment variable ${name} is empty or not passed to the run; pass it with the Action's environment-variables input, the CLI's --env ${name} or the library's environmentVariables (the engine's api-key-env names another variable)`, { kind: 'auth', reported, usage });
    }
    return key.trim();
}


/***/ }),

/***/ 32393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JN: () => (/* binding */ redactForDisplay),
/* harmony export */   WD: () => (/* binding */ secretValuesOf),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   z2: () => (/* binding */ minimumSecretLength)
/* harmony export */ });
/* unused harmony exports redactionMark, redactEnvValues, scrubCapture */
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28799);
// Secret scrubbing for anything an engine captures (stdout, stderr, error bodies) before
// it can reach an error, a record, a log or a summary.

const redactionMark = '***';
/** Secrets shorter than this are not redacted: replacing "1" everywhere would destroy the text and protect nothing. */
const minimumSecretLength = 4;
/** Replaces every occurrence of each secret (longest first, so overlapping secrets are covered). */
function redactSecrets(text, secrets) {
    const unique = [
        ...new Set([...secrets].filter((s) => typeof s === 'string' && s.length >= minimumSecretLength)),
    ];
    unique.sort((a, b) => b.length - a.length);
    let out = text;
    for (const secret of unique)
        out = out.split(secret).join(redactionMark);
    return out;
}
/**
 * Output kept for display: `secrets` redacted as they are, then the store's known secrets (when
 * given) as the store would find them: JSON-escaped, line by line for a multi-line one, and behind
 * an encoding (a base64 or hex run, a percent-escaped token). What is kept is then never refused.
 */
function redactForDisplay(text, secrets, stored) {
    const raw = redactSecrets(text, secrets);
    return stored === undefined ? raw : (0,_store_index_js__WEBPACK_IMPORTED_MODULE_0__/* .redactKnownSecrets */ .Ok)(stored, raw);
}
/** Redacts the values of the named environment variables. */
function redactEnvValues(text, env, names) {
    return redactSecrets(text, [...names].map((name) => env[name]));
}
/** Redacts every string field of a capture (stdout, stderr, body...), leaving other fields as they are. */
function scrubCapture(capture, secrets) {
    const list = [...secrets];
    const out = {};
    for (const [key, value] of Object.entries(capture)) {
        out[key] = typeof value === 'string' ? redactSecrets(value, list) : value;
    }
    return out;
}
/** Names that conventionally hold credentials; their values are treated as secrets. */
const secretName = /(API_?KEY|_KEY$|^KEY$|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE)/i;
/** Values of variables that look like credentials, plus the explicitly named ones. */
function secretValuesOf(env, alsoNames = []) {
    const names = new Set(alsoNames);
    const values = [];
    for (const [name, value] of Object.entries(env)) {
        if (value !== undefined && (names.has(name) || secretName.test(name)))
            values.push(value);
    }
    return values;
}


/***/ }),

/***/ 29401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ waitUntil),
/* harmony export */   p: () => (/* binding */ inputNotBefore)
/* harmony export */ });
/* harmony import */ var _services_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70226);

/**
 * A dispatch input object with `notBefore` (an ISO 8601 time, e.g. a retry's backoff) does not start
 * before then. The time is part of the recorded dispatch, so a restart or a later job never shortens it.
 */
function inputNotBefore(input) {
    if (typeof input !== 'object' || input === null || Array.isArray(input) || !Object.hasOwn(input, 'notBefore'))
        return undefined;
    const at = typeof input.notBefore === 'string' ? Date.parse(input.notBefore) : Number.NaN;
    return Number.isFinite(at) ? at : undefined;
}
/** Resolves true at `at` (by the services clock), false if the signal aborts first. */
async function waitUntil(services, at, signal) {
    for (;;) {
        if (signal.aborted)
            return false;
        const left = at - (0,_services_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .t)(services);
        if (left <= 0)
            return true;
        await new Promise((resolve) => {
            const timer = setTimeout(done, Math.min(left, 2_147_483_647));
            signal.addEventListener('abort', done, { once: true });
            function done() {
                clearTimeout(timer);
                signal.removeEventListener('abort', done);
                resolve();
            }
        });
    }
}


/***/ }),

/***/ 70226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ attemptServices),
/* harmony export */   t: () => (/* binding */ now)
/* harmony export */ });
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94995);

/** The services of one executor session; `record` is bound to that session. */
function attemptServices(options, parts) {
    return {
        ...parts,
        storage: options.storage,
        runId: options.runId,
        session: options.session,
        engines: options.engines,
        memory: options.memory,
        hooks: options.attemptHooks,
        prices: options.prices,
        clock: options.clock ?? (() => new Date()),
        warn: options.warn ?? ((message) => console.warn(message)),
        engineFor: (target) => options.engines.find((b) => (0,_events_js__WEBPACK_IMPORTED_MODULE_0__/* .identityKey */ .US)(b.target) === (0,_events_js__WEBPACK_IMPORTED_MODULE_0__/* .identityKey */ .US)(target))?.engine,
    };
}
function now(services) {
    return services.clock().getTime();
}


/***/ }),

/***/ 23261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ readDuration),
/* harmony export */   BS: () => (/* binding */ logLimitAccepts),
/* harmony export */   G7: () => (/* binding */ readPath),
/* harmony export */   J5: () => (/* binding */ refused),
/* harmony export */   JJ: () => (/* binding */ shownValue),
/* harmony export */   K: () => (/* binding */ minStoredSecretLength),
/* harmony export */   Kf: () => (/* binding */ readChoice),
/* harmony export */   MQ: () => (/* binding */ durationAccepts),
/* harmony export */   Oo: () => (/* binding */ readGateAnswer),
/* harmony export */   UB: () => (/* binding */ readLogLimit),
/* harmony export */   Uj: () => (/* binding */ storeIdAccepts),
/* harmony export */   Vh: () => (/* binding */ readJson),
/* harmony export */   X5: () => (/* binding */ collectKnownSecrets),
/* harmony export */   bf: () => (/* binding */ readWholeNumber),
/* harmony export */   hj: () => (/* binding */ readVariableNames),
/* harmony export */   kK: () => (/* binding */ readVariableName),
/* harmony export */   o6: () => (/* binding */ optionValueSchema),
/* harmony export */   oZ: () => (/* binding */ readNamespace),
/* harmony export */   op: () => (/* binding */ readJsonObject),
/* harmony export */   pS: () => (/* binding */ maxDurationMs),
/* harmony export */   qG: () => (/* binding */ accepted),
/* harmony export */   sF: () => (/* binding */ readDollars),
/* harmony export */   ty: () => (/* binding */ environmentVariableNamePattern),
/* harmony export */   uM: () => (/* binding */ missingVariables),
/* harmony export */   ux: () => (/* binding */ readPosition),
/* harmony export */   xG: () => (/* binding */ gateAnswerAccepts),
/* harmony export */   yw: () => (/* binding */ nonEmptyLines),
/* harmony export */   zW: () => (/* binding */ readStoreId)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27597);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88532);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32393);
/* harmony import */ var _store_contract_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56399);
// Run option values as text: what both adapters (Action inputs, CLI flags) read before mapping
// them onto supervisedRunOptionsSchema, so the two faces accept the same syntax. A reader returns
// the value or what the option accepts. It never names the option (each adapter says `input
// "timeout"` or `--timeout`) and never quotes the text back: it may hold a pasted secret.



const accepted = (value) => ({ ok: true, value });
const refused = (accepts) => ({ ok: false, accepts });
/**
 * A zod string schema that reads its value with `read`; a refusal becomes the issue message
 * `expected <accepts>`, and a missing value `is required`.
 */
function optionValueSchema(read) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: (issue) => (issue.input === undefined ? 'is required' : 'expected text') })
        .transform((text, context) => {
        const result = read(text);
        if (result.ok)
            return result.value;
        context.addIssue({ code: 'custom', message: `expected ${result.accepts}` });
        return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
    });
}
/** A refused value as an adapter's message shows it ("got \u2026"): JSON-quoted, cut to 60 characters. Redact secrets first. */
function shownValue(text) {
    return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}\u2026` : text);
}
/** Longest delay a Node timer honours (about 24.8 days): the bound of every *Ms option. */
const maxDurationMs = 2_147_483_647;
const durationAccepts = 'a duration such as 500ms, 30s, 10m, 2h or 5h50m (units ms, s, m, h; combine them largest first)';
const unitMs = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
// Largest unit first, each at most once; `m(?!s)` keeps "5ms" from reading as minutes.
const durationSyntax = /^(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+)s)?(?:(\d+)ms)?$/;
/** Milliseconds; `allowZero` also takes 0 (e.g. "no heartbeat"). A bare number has no unit and is refused, except 0. */
function readDuration(text, options = {}) {
    const allowZero = options.allowZero === true;
    if (allowZero && /^0+$/.test(text))
        return accepted(0);
    const range = `${allowZero ? `0 or ${durationAccepts}` : durationAccepts}, at most ${maxDurationMs} ms`;
    // Bare numbers are refused: "30" could mean seconds or milliseconds.
    if (/^\d+$/.test(text))
        return refused(`${range}; a bare number has no unit`);
    const parts = durationSyntax.exec(text);
    if (parts === null || text === '')
        return refused(range);
    const [hours, minutes, seconds, millis] = parts.slice(1).map((part) => Number(part ?? 0));
    const total = hours * unitMs.h + minutes * unitMs.m + seconds * unitMs.s + millis * unitMs.ms;
    if (total > maxDurationMs || (total === 0 && !allowZero))
        return refused(range);
    return accepted(total);
}
const logLimitAccepts = 'a size from 16KiB to 64MiB, e.g. 512KiB, 1MiB, 4MiB, or a number of bytes';
const sizeUnits = { '': 1, B: 1, KiB: 1024, MiB: 1024 * 1024, KB: 1000, MB: 1_000_000 };
/** Bytes of one attempt's kept output (the runner's attemptLogBytes bounds). */
function readLogLimit(text) {
    const parts = /^(\d+)\s*(B|KiB|MiB|KB|MB)?$/.exec(text.trim());
    const value = parts === null ? Number.NaN : Number(parts[1]) * (sizeUnits[parts[2] ?? ''] ?? Number.NaN);
    return Number.isInteger(value) && value >= 16_384 && value <= 64 * 1024 * 1024
        ? accepted(value)
        : refused(logLimitAccepts);
}
/** A whole number from `min` to `max`, in plain decimal (no sign, no leading zeros, no exponent). */
function readWholeNumber(text, min, max) {
    const value = Number(text);
    return /^(0|[1-9][0-9]*)$/.test(text) && value >= min && value <= max
        ? accepted(value)
        : refused(`a whole number from ${min} to ${max}`);
}
/** Dollars for a budget: a positive decimal such as 5 or 0.25 (no sign, no exponent). */
function readDollars(text) {
    const value = Number(text);
    return /^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(text) && value > 0 && Number.isFinite(value)
        ? accepted(value)
        : refused('a positive number of dollars, e.g. 5 or 0.25');
}
const storeIdAccepts = '1-100 characters from A-Z, a-z, 0-9, ".", "_" and "-" (not "." or ".."): it names cache keys and directories';
/** A run ID (or any store ID): storeIdPattern. */
function readStoreId(text) {
    return _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storeIdPattern */ .X.test(text) ? accepted(text) : refused(storeIdAccepts);
}
/** A namespace: a store ID other than ".local" (in any case), which holds machine-local state. */
function readNamespace(text) {
    return _store_contract_js__WEBPACK_IMPORTED_MODULE_2__/* .storeIdPattern */ .X.test(text) && text.toLowerCase() !== '.local'
        ? accepted(text)
        : refused(`${storeIdAccepts}; ".local" is reserved`);
}
function readChoice(text, values) {
    return values.includes(text) ? accepted(text) : refused(`one of ${values.join(', ')}`);
}
function readJson(text) {
    try {
        // JSON.parse yields JSON values only (null, booleans, finite numbers, strings, arrays, plain
        // objects), so there is nothing left to check; a schema would cost a cold start ~5 ms to build.
        return accepted(JSON.parse(text));
    }
    catch {
        // JSON.parse's message quotes the input, which may hold a pasted secret: say only what is accepted.
        return refused('valid JSON');
    }
}
/** A JSON object, e.g. a run's inputs. */
function readJsonObject(text) {
    const value = readJson(text);
    if (!value.ok)
        return refused('a JSON object (valid JSON), e.g. {"ticket": "DEMO-1"}');
    if (typeof value.value !== 'object' || value.value === null || Array.isArray(value.value))
        return refused('a JSON object, e.g. {"ticket": "DEMO-1"}');
    return accepted(value.value);
}
/** What a gate's answer accepts (where the gate is known, its exact answers follow this phrase). */
const gateAnswerAccepts = 'a JSON object of the gate\'s fields, such as {"choice": "ship"}';
/**
 * A gate's answer: a JSON object of its fields. The adapters read it before the run is open, and
 * refuse a text that is not one only once they can list the gate's own answers beside the refusal.
 */
function readGateAnswer(text) {
    const value = readJsonObject(text);
    if (value.ok)
        return value;
    return refused(`${gateAnswerAccepts}${readJson(text).ok ? '' : ' (what was given is not JSON)'}`);
}
function readPath(text) {
    return text !== '' && !text.includes('\0') ? accepted(text) : refused('a path (not empty, without NUL characters)');
}
/** A position as the graph records it: one printable line. */
function readPosition(text) {
    return /^[^\u0000-\u001f\u007f]{1,1000}$/.test(text)
        ? accepted(text)
        : refused('a paused position as the run records it (one line of 1-1000 characters), e.g. dag/publish/1');
}
const variableNameRule = 'letters, digits and "_", not starting with a digit';
/** What environmentVariableNameSchema (options.ts) accepts; here so readers load no option schemas. */
const environmentVariableNamePattern = /^[A-Za-z_][A-Za-z0-9_]{0,199}$/;
/** One environment variable name. */
function readVariableName(text) {
    return environmentVariableNamePattern.test(text)
        ? accepted(text)
        : refused(`an environment variable name (${variableNameRule})`);
}
/** Environment variable names separated by commas, spaces or newlines; repeats dropped. */
function readVariableNames(text) {
    const names = text.split(/[\s,]+/).filter((name) => name !== '');
    if (names.some((name) => !readVariableName(name).ok))
        return refused(`environment variable names (${variableNameRule}), separated by commas or newlines`);
    return accepted([...new Set(names)]);
}
/** Passed variables the worker gets no value for: unset, or set empty (as a workflow's unset secret is). */
function missingVariables(names, env) {
    return [...new Set(names)]
        .map((name) => ({ name, value: Object.hasOwn(env, name) ? env[name] : undefined }))
        .filter(({ value }) => value === undefined || value === '')
        .map(({ name, value }) => ({ name, empty: value === '' }));
}
/** One value per line; blank lines and surrounding whitespace are dropped. */
function nonEmptyLines(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
/** Shorter values are masked but not handed to the store, which would refuse every record holding them. */
const minStoredSecretLength = 8;
/** The known secrets of a run from values and the variables of `env` that `sources` name. */
function collectKnownSecrets(env, sources) {
    const values = (sources.values ?? []).filter((value) => value.trim() !== '');
    const masked = new Set(values);
    const stored = new Set(values);
    const short = [];
    const unset = [];
    const named = new Set(sources.named ?? []);
    // Own properties only: a name such as __proto__ must not read the prototype. A value of spaces
    // alone is none: it hides nothing, and the runner refuses to mask it (it warns instead).
    const valueOf = (name) => {
        const value = Object.hasOwn(env, name) ? env[name] : undefined;
        return typeof value === 'string' && value.trim() !== '' ? value : undefined;
    };
    const mask = (value) => {
        masked.add(value);
        // Each line too: the runner masks a log a line at a time. A line shorter than the engine's
        // minimum (a key file's `{`) would hide that text everywhere in the log and protect nothing.
        for (const line of nonEmptyLines(value))
            if (line.length >= _engine_index_js__WEBPACK_IMPORTED_MODULE_3__/* .minimumSecretLength */ .z2)
                masked.add(line);
    };
    for (const name of named) {
        const value = valueOf(name);
        if (value === undefined)
            unset.push(name);
        else {
            mask(value);
            stored.add(value);
        }
    }
    for (const name of new Set(sources.passed ?? [])) {
        const value = valueOf(name);
        if (value === undefined)
            continue;
        mask(value);
        if (value.length >= minStoredSecretLength)
            stored.add(value);
        else if (!named.has(name))
            short.push(name);
    }
    return { masked: [...masked], stored: [...stored], short, unset };
}


/***/ }),

/***/ 70375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wj: () => (/* binding */ combineHooks),
  Sf: () => (/* binding */ defaultAttemptLogBytes),
  s1: () => (/* binding */ environmentValues),
  wp: () => (/* binding */ outputHooks)
});

// EXTERNAL MODULE: ./src/store/attempt-logs.ts
var attempt_logs = __webpack_require__(9962);
// EXTERNAL MODULE: ./src/store/secrets.ts + 4 modules
var secrets = __webpack_require__(66958);
// EXTERNAL MODULE: ./src/runner/watchdog/environment.ts
var environment = __webpack_require__(76653);
// EXTERNAL MODULE: ./src/runner/output/record.ts
var record = __webpack_require__(85189);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: ./src/engine/redact.ts
var redact = __webpack_require__(32393);
// EXTERNAL MODULE: ./src/store/wrapped-tail.ts
var wrapped_tail = __webpack_require__(95791);
// EXTERNAL MODULE: ./src/store/dump-text.ts + 1 modules
var dump_text = __webpack_require__(18080);
// EXTERNAL MODULE: ./src/store/dump-secrets.ts
var dump_secrets = __webpack_require__(22871);
// EXTERNAL MODULE: ./src/store/dump-lines.ts
var dump_lines = __webpack_require__(23829);
;// CONCATENATED MODULE: ./src/runner/output/dump-hold.ts
// Hex dumps printed a line at a time with offsets and a text column (`xxd`, `hexdump -C`, `od -A x
// -t x1z`: 16 bytes a line; also characters, `od -c`): a secret longer than a line is never whole
// in one. Consecutive dump lines are held and checked joined (the store reads their bytes,
// dump-lines.ts, char-dumps.ts); each line that carries part of a secret is written with its hex
// and text columns as `***`, its offset kept. A long dump is checked in windows, each keeping
// enough of the last one to join with what follows.

/** Lines held at most; past it the older ones go, checked. */
const maxHeldLines = 64;
class DumpLinesHold {
    #matcher;
    /** Bytes a window keeps of the last one: the longest secret, twice (as UTF-16LE), and a margin. */
    #keptBytes;
    #held = [];
    constructor(matcher, longestSecretBytes) {
        this.#matcher = matcher;
        this.#keptBytes = longestSecretBytes * 2 + 8;
    }
    /** Takes the next line; returns the lines that may be written now, in order. */
    push(line) {
        const dump = (0,dump_text/* printedDumpLineOf */.IR)(line.text);
        if (dump === undefined)
            return this.#held.length === 0 ? [line] : [...this.#release(0), line];
        this.#held.push({ ...line, dump, hidden: false });
        return this.#held.length > maxHeldLines ? this.#release(this.#keptLines()) : [];
    }
    /** Everything held, checked (the output ended, or a line bypasses the hold). */
    drain() {
        return this.#held.length === 0 ? [] : this.#release(0);
    }
    /** The last lines that hold the kept bytes, and one more. */
    #keptLines() {
        let bytes = 0;
        let lines = 0;
        while (lines < this.#held.length && bytes < this.#keptBytes) {
            lines += 1;
            bytes += this.#held[this.#held.length - lines].dump.bytes.length;
        }
        return Math.min(this.#held.length, lines + 1);
    }
    /** Releases all but the last `keep` held lines, those that carry part of a secret masked. */
    #release(keep) {
        const held = this.#held;
        // One line alone is redacted as any line is.
        if (held.length > 1)
            (0,dump_secrets/* dumpLinesHidingSecrets */.U)(this.#matcher, held.map((line) => line.dump)).forEach((hidden, index) => (held[index].hidden ||= hidden));
        const released = held.slice(0, held.length - keep);
        this.#held = held.slice(released.length);
        return released.map(({ text, ms, dump, hidden }) => ({ text: hidden ? (0,dump_lines/* maskedDumpLine */.q)(text, dump) : text, ms }));
    }
}

// EXTERNAL MODULE: ./src/runner/output/format.ts
var format = __webpack_require__(48371);
// EXTERNAL MODULE: ./src/store/encoded-text.ts
var encoded_text = __webpack_require__(4907);
// EXTERNAL MODULE: ./src/store/encoded-groups.ts
var encoded_groups = __webpack_require__(65960);
;// CONCATENATED MODULE: ./src/runner/output/wrapped.ts
// Encoded text wrapped over lines (`base64` wraps at 76 characters, PEM at 64, `xxd -p` at 60): a
// secret's encoding can cross a line break, and then no line alone decodes to it. Lines that may be
// part of such a block are held until the block ends and checked joined; a block that hides a secret
// is written as `***`, line for line, as one unwrapped line of it would be (a shorter last line that
// carries no part of it, such as a word printed right after the block, as it is). Which lines belong to a
// block is the store's rule (encoded-text.ts), asked a line at a time. Base64 printed a group a
// line (`fold -w8`: 8 characters, or 4) is held as such a block too (encoded-groups.ts).

/** Lines held at most; past it the older ones go, checked, and enough stay to join with what follows. */
const wrapped_maxHeldLines = 64;
/** A full line of a block: as wide as an encoder wraps, or one group of a grouped encoding. */
const isFullLine = (line) => (0,encoded_text/* isWrappedFullLine */.jH)(line) || (0,encoded_groups/* isGroupLine */.qx)(line);
class WrappedEncodingHold {
    #hides;
    #lastLineCarries;
    #longestSecretBytes;
    #held = [];
    /**
     * `hides`: whether text hides a secret behind an encoding; `lastLineCarries`: whether a block's
     * last line carries part of one (its lines before hide one already); `longestSecretBytes`: the
     * longest one's size.
     */
    constructor(hides, lastLineCarries, longestSecretBytes) {
        this.#hides = hides;
        this.#lastLineCarries = lastLineCarries;
        this.#longestSecretBytes = longestSecretBytes;
    }
    /** Takes the next line; returns the lines that may be written now, in order. */
    push(line) {
        const width = this.#held[0]?.text.length;
        if (width === undefined) {
            if (isFullLine(line.text)) {
                this.#held.push(line);
                return [];
            }
            return [{ ...line, hidden: false }];
        }
        if (line.text.length === width && isFullLine(line.text)) {
            this.#held.push(line);
            return this.#held.length > wrapped_maxHeldLines ? this.#release(this.#keptLines(width)) : [];
        }
        // The last line: shorter, or as long and padded.
        if (line.text.length <= width && (0,encoded_text/* isWrappedLastLine */.cv)(line.text) && this.#endsGroups(line.text)) {
            this.#held.push(line);
            return this.#release(0);
        }
        // Not part of the block: the block ends, and this line may start another.
        return [...this.#release(0), ...this.push(line)];
    }
    /** Everything held, checked (the output ended, or a line bypasses the hold). */
    drain() {
        return this.#release(0);
    }
    /**
     * Whether the line may end the held block: any last line ends a wrapped one; base64 printed a
     * group a line is padded to whole groups of 4 (`fold -w8` of `base64`), so a word after it
     * (`done`'s 4 letters aside) is no part of it.
     */
    #endsGroups(line) {
        return !(0,encoded_groups/* isGroupLine */.qx)(this.#held[0].text) || line.length % 4 === 0;
    }
    /** Lines that cover the longest secret's encoding (hex: 2 characters a byte) plus one, at this width. */
    #keptLines(width) {
        return Math.ceil((this.#longestSecretBytes * 2 + 8) / width) + 1;
    }
    /** Releases all but the last `keep` held lines, those of a block that hides a secret hidden. */
    #release(keep) {
        const held = this.#held;
        // One line alone is redacted as any line is; a block is checked joined.
        const hidden = held.length > 1 ? this.#hiddenLines(held.map((line) => line.text)) : held.map(() => false);
        const released = held.slice(0, Math.max(0, held.length - keep));
        this.#held = held.slice(released.length);
        return released.map((line, index) => ({ ...line, hidden: hidden[index] }));
    }
    /**
     * Per line, whether it is hidden: every line of a block that hides a secret. A last line narrower
     * than the block and unpadded may be a word printed after it (`done`): when the lines before it
     * hide a secret on their own, it is hidden only when it carries part of one, and a last line that
     * breaks the block's decoding (a lower-case word after base32) does not keep the lines before it
     * from being checked.
     */
    #hiddenLines(lines) {
        const all = this.#hides(lines.join(''));
        const last = lines.at(-1);
        if (last.length >= lines[0].length || last.endsWith('='))
            return lines.map(() => all);
        const head = lines.slice(0, -1);
        if (!this.#hides(head.join('')))
            return lines.map(() => all);
        return [...head.map(() => true), all && this.#lastLineCarries(lines)];
    }
}

;// CONCATENATED MODULE: ./src/runner/output/writer.ts
// Writes one attempt's output while it runs: bytes become lines per stream (a partial line waits
// for its newline; a line of a wrapped encoding waits for the rest of its block, wrapped.ts), each
// line redacted and tagged, kept within a byte limit as a head (the first half, appended to the
// live head file) and a tail (the latest lines, the live tail file replaced whole), flushed in
// batches on a timer (a crash keeps what was flushed, with no sync per line).






const syncEveryMs = 1000;
class AttemptOutputWriter {
    #o;
    #started;
    // Made at a stream's first bytes: most attempts print nothing, and two decoders per attempt showed per node.
    #decoders = {};
    #pending = { stdout: '', stderr: '' };
    #hold;
    #head = [];
    #headBytes = 0;
    #headUnflushed = [];
    #tail = [];
    #tailBytes = 0;
    #tailDirty = false;
    #cut = { lines: 0, bytes: 0 };
    #lines = 0;
    // With the store's known secrets: lines of a hex dump wait for the lines after them, and lines of
    // a wrapped encoding for the rest of their block (a dump's lines pass the dump hold first).
    #dumps = {};
    #wrapped = {};
    #timer;
    #writing = Promise.resolve();
    #file;
    #lastSync = 0;
    #liveError;
    #closed = false;
    constructor(options) {
        this.#o = { flushMs: 100, maxLineChars: 16_384, clock: () => Date.now(), ...options };
        this.#started = options.startedMs ?? this.#o.clock();
        const longest = Math.max(0, ...options.secrets.map((s) => s.length));
        // A long line is cut into pieces; this many characters wait for the next piece, so a secret that
        // straddles the cut is still seen whole (escaped, a secret takes up to 10 characters a byte:
        // `&#x10ffff;`, `\u005a` or a colour code between its characters).
        this.#hold = Math.min(Math.max(0, (options.storedSecrets === undefined ? 1 : 10) * longest - 1), Math.floor(this.#o.maxLineChars / 2));
        this.#headBytes = (0,format/* encodeRecord */.Ym)(options.header).length;
        if (options.storedSecrets !== undefined && options.storedSecrets.minSecretBytes > 0) {
            const longestBytes = Math.max(0, ...options.secrets.map((secret) => Buffer.byteLength(secret)));
            const stored = options.storedSecrets;
            const hides = (joined) => this.#redact(joined) !== joined;
            const lastLineCarries = (lines) => (0,wrapped_tail/* lastLineCarriesSecret */.W)(stored, lines);
            for (const stream of ['stdout', 'stderr']) {
                this.#dumps[stream] = new DumpLinesHold(stored, longestBytes);
                this.#wrapped[stream] = new WrappedEncodingHold(hides, lastLineCarries, longestBytes);
            }
        }
    }
    get lines() {
        return this.#lines;
    }
    write(stream, chunk) {
        if (this.#closed)
            return;
        const text = typeof chunk === 'string' ? chunk : (this.#decoders[stream] ??= new external_node_string_decoder_.StringDecoder('utf8')).write(chunk);
        let pending = this.#pending[stream] + text;
        let newline = pending.indexOf('\n');
        while (newline >= 0) {
            this.#accept(stream, pending.slice(0, newline).replace(/\r$/, ''));
            pending = pending.slice(newline + 1);
            newline = pending.indexOf('\n');
        }
        if (pending.length > this.#o.maxLineChars + this.#hold)
            this.#release(stream);
        while (pending.length > this.#o.maxLineChars + this.#hold) {
            const redacted = this.#redact(pending);
            const cut = Math.max(1, Math.min(this.#o.maxLineChars, redacted.length - this.#hold));
            this.#line(stream, redacted.slice(0, cut));
            pending = redacted.slice(cut);
        }
        this.#pending[stream] = pending;
        this.#schedule();
    }
    /** Ends the output: a last partial line of each stream is kept, everything is flushed. */
    async close() {
        if (!this.#closed) {
            for (const stream of ['stdout', 'stderr']) {
                const rest = this.#pending[stream] + (this.#decoders[stream]?.end() ?? '');
                if (rest !== '')
                    this.#accept(stream, rest);
                this.#release(stream);
            }
            this.#closed = true;
            clearTimeout(this.#timer);
            this.#flush(true);
        }
        await this.#writing;
        if (this.#file !== undefined)
            await (await this.#file.catch(() => undefined))?.close().catch(() => undefined);
        const cut = this.#cut.lines > 0 ? [(0,format/* encodeRecord */.Ym)({ k: 'cut', ...this.#cut })] : [];
        return {
            content: Buffer.concat([(0,format/* encodeRecord */.Ym)(this.#o.header), ...this.#head, ...cut, ...this.#tail]),
            lines: this.#lines,
            cut: { ...this.#cut },
            ...(this.#liveError === undefined ? {} : { liveError: this.#liveError }),
        };
    }
    #redact(text) {
        return (0,redact/* redactForDisplay */.JN)(text, this.#o.secrets, this.#o.storedSecrets);
    }
    /** A complete line: written, or held while it may be part of a hex dump or a wrapped encoding. */
    #accept(stream, text) {
        const dumps = this.#dumps[stream];
        if (dumps === undefined)
            this.#line(stream, text);
        else
            this.#unwrap(stream, dumps.push({ text, ms: this.#elapsed() }));
    }
    /** Lines the dump hold released, through the wrapped-encoding hold. */
    #unwrap(stream, lines) {
        for (const line of lines)
            this.#emit(stream, this.#wrapped[stream].push(line));
    }
    /** Writes what the stream holds (its block ended, or a line bypasses the hold). */
    #release(stream) {
        this.#unwrap(stream, this.#dumps[stream]?.drain() ?? []);
        this.#emit(stream, this.#wrapped[stream]?.drain() ?? []);
    }
    #emit(stream, lines) {
        for (const line of lines)
            this.#line(stream, line.hidden ? '***' : line.text, line.ms);
    }
    #elapsed() {
        return Math.max(0, Math.round(this.#o.clock() - this.#started));
    }
    #line(stream, text, ms = this.#elapsed()) {
        this.#lines += 1;
        const line = { k: stream === 'stdout' ? 'o' : 'e', n: this.#lines, ms, t: this.#redact(text) };
        const record = (0,format/* encodeRecord */.Ym)(line);
        const headLimit = Math.floor(this.#o.limitBytes / 2);
        if (this.#tail.length === 0 && this.#cut.lines === 0 && this.#headBytes + record.length <= headLimit) {
            this.#head.push(record);
            this.#headUnflushed.push(record);
            this.#headBytes += record.length;
            return;
        }
        this.#tail.push(record);
        this.#tailBytes += record.length;
        this.#tailDirty = true;
        const tailLimit = this.#o.limitBytes - headLimit;
        while (this.#tailBytes > tailLimit && this.#tail.length > 0) {
            const dropped = this.#tail.shift();
            this.#tailBytes -= dropped.length;
            this.#cut.lines += 1;
            this.#cut.bytes += dropped.length;
        }
    }
    #schedule() {
        if (this.#timer !== undefined || this.#closed)
            return;
        this.#timer = setTimeout(() => {
            this.#timer = undefined;
            this.#flush(false);
        }, this.#o.flushMs);
        this.#timer.unref();
    }
    #flush(final) {
        const head = this.#headUnflushed;
        this.#headUnflushed = [];
        const tail = this.#tailDirty
            ? Buffer.concat([...(this.#cut.lines > 0 ? [(0,format/* encodeRecord */.Ym)({ k: 'cut', ...this.#cut })] : []), ...this.#tail])
            : undefined;
        this.#tailDirty = false;
        if (head.length === 0 && tail === undefined && !final)
            return;
        this.#writing = this.#writing.then(async () => {
            if (head.length === 0 && tail === undefined && this.#file === undefined)
                return; // nothing printed: no files
            try {
                const opening = this.#file === undefined;
                this.#file ??= this.#o.open();
                const file = await this.#file;
                if (opening)
                    await file.appendHead((0,format/* encodeRecord */.Ym)(this.#o.header));
                if (head.length > 0)
                    await file.appendHead(Buffer.concat(head));
                if (tail !== undefined)
                    await file.replaceTail(tail);
                const now = this.#o.clock();
                if (final || now - this.#lastSync >= syncEveryMs) {
                    this.#lastSync = now;
                    await file.sync();
                }
            }
            catch (error) {
                this.#liveError ??= error instanceof Error ? error.message : String(error);
            }
        });
    }
}

;// CONCATENATED MODULE: ./src/runner/output/hooks.ts




/** Default bound of one attempt's kept output (head and tail together). */
const defaultAttemptLogBytes = 1024 * 1024;
/** Values of the worker's environment outside the runner's allow-list: treated as secrets. */
function environmentValues(env) {
    const plain = new Set(environment/* defaultEnvironmentNames */.Rq);
    return Object.entries(env)
        .filter(([name, value]) => value !== undefined && !plain.has(name) && !name.startsWith('OBVERSA_'))
        .map(([, value]) => value);
}
/** The writer of one attempt's output. */
function attemptWriter(options, attempt, storedSecrets) {
    return new AttemptOutputWriter({
        header: {
            k: 'attempt',
            schemaVersion: 1,
            attemptId: attempt.info.attemptId,
            position: attempt.info.position,
            nodeId: attempt.info.nodeId,
            attempt: attempt.info.attempt,
            startedAt: attempt.startedAt,
        },
        open: () => (0,attempt_logs/* openAttemptLog */.SQ)(options.storage, options.runId, attempt.info.attemptId),
        limitBytes: attempt.limitBytes,
        secrets: options.secrets,
        ...(storedSecrets === undefined ? {} : { storedSecrets }),
        startedMs: attempt.startedMs,
    });
}
function outputHooks(options) {
    const attempts = new Map();
    const storedSecrets = options.storage.knownSecrets.length === 0 ? undefined : (0,secrets/* createSecretMatcher */.x)(options.storage.knownSecrets);
    // Made at the attempt's first output: most data-node attempts print nothing, and a writer per
    // attempt (its header encoded to be measured) showed in the per-node cost.
    const writerOf = (attempt) => (attempt.writer ??= attemptWriter(options, attempt, storedSecrets));
    const hooks = {
        async before(info) {
            const startedMs = Date.now();
            attempts.set(info.attemptId, {
                info,
                startedMs,
                startedAt: new Date(startedMs).toISOString(),
                limitBytes: options.limitBytes(),
            });
        },
        async after(info, outcome) {
            const attempt = attempts.get(info.attemptId);
            attempts.delete(info.attemptId);
            if (attempt === undefined)
                return [];
            if (info.kind === 'engine' && outcome.kind === 'completed')
                writerOf(attempt).write('stdout', answerText(outcome.output));
            if (attempt.writer === undefined)
                return []; // nothing was printed
            const closed = await attempt.writer.close();
            if (closed.lines === 0)
                return [];
            const data = {
                position: info.position,
                nodeId: info.nodeId,
                attemptId: info.attemptId,
                attempt: info.attempt,
                outcome: outcome.kind,
                startedAt: attempt.startedAt,
                lines: closed.lines,
                cut: closed.cut,
            };
            await (0,record/* storeLogArtifact */.wM)(options.storage, options.runId, closed.content, data);
            return [{ type: record/* nodeOutputType */.SG, session: options.session, data: data }];
        },
    };
    const sink = (attemptId) => {
        const attempt = attempts.get(attemptId);
        return attempt === undefined ? undefined : writerOf(attempt);
    };
    return { hooks, outputs: { sink } };
}
function answerText(output) {
    return typeof output === 'string' ? output : JSON.stringify(output, null, 2);
}
/** Runs each hook's `before` in turn and joins their `after` records. */
function combineHooks(...all) {
    const hooks = all.filter((h) => h !== undefined);
    if (hooks.length <= 1)
        return hooks[0];
    return {
        async before(info) {
            for (const hook of hooks)
                await hook.before?.(info);
        },
        async after(info, outcome) {
            const records = [];
            for (const hook of hooks)
                records.push(...((await hook.after?.(info, outcome)) ?? []));
            return records;
        },
    };
}


/***/ }),

/***/ 68504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ runSupervisedWorker)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./src/store/local-storage.ts + 7 modules
var local_storage = __webpack_require__(99992);
// EXTERNAL MODULE: ./src/graph/dag/graph.ts + 5 modules
var graph = __webpack_require__(97312);
// EXTERNAL MODULE: ./src/graph/errors.ts
var errors = __webpack_require__(40869);
// EXTERNAL MODULE: ./src/graph/events.ts
var events = __webpack_require__(94995);
// EXTERNAL MODULE: ./src/store/json.ts
var store_json = __webpack_require__(52079);
// EXTERNAL MODULE: ./src/graph/form.ts
var graph_form = __webpack_require__(36940);
// EXTERNAL MODULE: ./src/graph/issues.ts
var issues = __webpack_require__(16206);
;// CONCATENATED MODULE: ./src/graph/spec.ts





/** `{ form, version, value }` of a live graph, as a run spec stores it. */
function graphDefinitionOf(graph) {
    return { form: graph.form, version: graph.version, value: graph.definition };
}
/** Validates a run spec (INVALID_SPEC names the field). */
function parseGraphRunSpec(spec) {
    const parsed = (0,graph_form/* graphRunSpecSchema */.Mf)().safeParse(spec);
    if (!parsed.success)
        throw new errors/* GraphError */.h('INVALID_SPEC', `invalid graph run spec: ${(0,issues/* formatIssues */.o)(parsed.error)}`);
    return parsed.data;
}
/**
 * Writes the definition (once) and appends `graph:run-started` with its digest. `log`, when
 * given, is the run's open graph log; otherwise one is opened and closed here.
 */
async function createGraphRun(storage, runId, spec, options) {
    const parsed = parseGraphRunSpec(spec);
    await storage.writeDefinition(runId, parsed);
    const log = options.log ?? (await storage.openEventLog(runId, 'graph'));
    try {
        await log.append([runStartedRecord(parsed, parsed, options.session)]);
    }
    finally {
        if (options.log === undefined)
            await log.close();
    }
}
function runStartedRecord(spec, definition, session) {
    return {
        type: events/* graphEventTypes */.w8.runStarted,
        session,
        data: {
            definitionDigest: (0,store_json/* digestJson */.tv)(definition),
            form: spec.graphDefinition.form,
            formVersion: spec.graphDefinition.version,
        },
    };
}
/** Reads the stored definition through the loose schema (only the graph fields are required). */
async function readStoredGraphSpec(storage, runId) {
    const definition = await storage.readDefinition(runId);
    if (definition === undefined)
        throw new errors/* GraphError */.h('INVALID_SPEC', `run "${runId}" has no stored definition`);
    const parsed = (0,graph_form/* storedGraphSpecSchema */.wq)().safeParse(definition);
    if (!parsed.success) {
        throw new errors/* GraphError */.h('INVALID_SPEC', `stored definition of run "${runId}": ${(0,issues/* formatIssues */.o)(parsed.error)}`);
    }
    return { spec: parsed.data, definition };
}
/** STORED_GRAPH_MISMATCH unless form, version and definition value equal the stored ones. */
function checkGraphMatches(graph, spec) {
    const stored = spec.graphDefinition;
    if (graph.form !== stored.form || graph.version !== stored.version) {
        throw new errors/* GraphError */.h('STORED_GRAPH_MISMATCH', `the run's definition has graph form "${stored.form}" version ${stored.version}; the supplied graph is "${graph.form}" version ${graph.version}`);
    }
    let live;
    try {
        live = (0,store_json/* canonicalJson */.dj)(graph.definition);
    }
    catch (error) {
        throw new errors/* GraphError */.h('STORED_GRAPH_MISMATCH', `the supplied graph definition is not JSON: ${error.message}`);
    }
    if (live !== (0,store_json/* canonicalJson */.dj)(stored.value)) {
        throw new errors/* GraphError */.h('STORED_GRAPH_MISMATCH', `the supplied "${graph.form}" graph definition differs from the run's (the run's ${(0,store_json/* digestJson */.tv)(stored.value)}, supplied ${(0,store_json/* digestJson */.tv)(graph.definition)})`);
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
// EXTERNAL MODULE: ./src/store/lazy-schema.ts
var lazy_schema = __webpack_require__(35203);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/graph/executor/child.ts
// Nested runs: a data node runs a child graph in the same storage under a run ID derived from
// its own run ID and position, so a re-run of the same position continues the same child.


const maxRunIdLength = 100;
/**
 * `<runId>.<position>[.<name>]` with characters outside `[A-Za-z0-9_-]` replaced by `_` and, when
 * anything was replaced or cut, an 8-hex digest of the exact parts appended so that distinct
 * positions never share a child. Example: `nightly.dag_build_1-3f2a9c01`.
 */
function childRunId(parentRunId, position, name) {
    const raw = name === undefined ? position : `${position}.${name}`;
    const slug = raw.replace(/[^A-Za-z0-9_-]/g, '_');
    let id = `${parentRunId}.${slug}`;
    const exact = slug === raw && id.length <= maxRunIdLength;
    if (exact)
        return id;
    const digest = (0,external_node_crypto_.createHash)('sha256')
        .update(`${parentRunId}\u0000${position}\u0000${name ?? ''}`)
        .digest('hex')
        .slice(0, 8);
    id = `${id.slice(0, maxRunIdLength - 9)}-${digest}`;
    return id;
}
/**
 * Starts the child run the first time (its definition from `options.spec`), otherwise continues
 * the stored one. Positions a stopped process left in flight are resumed one by one under the
 * usual recovery rules (a non-retry-safe attempt becomes a reconcile pause, returned as is).
 */
async function runChild(services, position, options, signal) {
    const runId = childRunId(services.runId, position, options.name);
    if ((await services.storage.readDefinition(runId)) === undefined) {
        await createGraphRun(services.storage, runId, options.spec, { session: services.session });
    }
    const child = services.createExecutor({
        storage: services.storage,
        runId,
        graph: options.graph,
        nodes: options.nodes,
        engines: options.engines ?? [...services.engines],
        memory: options.memory ?? services.memory,
        session: services.session,
        clock: services.clock,
        ...(options.maxDispatches === undefined ? {} : { maxDispatches: options.maxDispatches }),
        ...(services.prices === undefined ? {} : { prices: services.prices }),
    });
    let result = await child.run(signal);
    while (result.kind === 'waiting') {
        const next = result.positions[0];
        if (next === undefined)
            break;
        result = await child.resume(next, signal);
    }
    return result;
}

// EXTERNAL MODULE: ./src/graph/executor/gate.ts
var executor_gate = __webpack_require__(42209);
// EXTERNAL MODULE: ./src/engine/contract.ts
var engine_contract = __webpack_require__(97370);
;// CONCATENATED MODULE: ./src/graph/executor/failures.ts

/** A node outcome decided by the runtime (e.g. every target dead), thrown through node code. */
class NodeFailure extends Error {
    name = 'NodeFailure';
    code;
    details;
    constructor(code, message, details) {
        super(message);
        this.code = code;
        this.details = details;
    }
}
/** A budget reached before an engine call: the node pauses (no call starts). */
class BudgetPause extends Error {
    name = 'BudgetPause';
    request;
    constructor(reason, request) {
        super(reason);
        this.request = request;
    }
}
function outcomeFromError(error, signal) {
    if (error instanceof BudgetPause)
        return { kind: 'paused', pauseKind: 'budget', reason: error.message, request: error.request };
    if (error instanceof NodeFailure) {
        return {
            kind: 'failed',
            code: error.code,
            message: error.message,
            ...(error.details === undefined ? {} : { details: error.details }),
        };
    }
    if (error instanceof engine_contract/* EngineError */.NJ) {
        const details = { kind: error.kind };
        if (error.retryAfterMs !== undefined)
            details.retryAfterMs = error.retryAfterMs;
        if (error.kind === 'aborted')
            return { kind: 'failed', code: 'ABORTED', message: error.message, details };
        if (error.kind === 'denied')
            return { kind: 'failed', code: 'DENIED', message: error.message, details };
        if (error.kind === 'policy-pause') {
            return {
                kind: 'paused',
                pauseKind: 'engine',
                reason: error.message,
                request: error.details ?? { kind: 'engine-policy-pause' },
            };
        }
        if (error.deadLane)
            return { kind: 'failed', code: 'ENGINE_UNAVAILABLE', message: error.message, details };
        return { kind: 'failed', code: 'EFFECT_FAILED', message: error.message, details };
    }
    if (signal.aborted)
        return { kind: 'failed', code: 'ABORTED', message: `aborted: ${describe(error)}` };
    const details = { name: error instanceof Error ? error.name : typeof error };
    const code = error?.code;
    if (typeof code === 'string')
        details.code = code;
    // Facts a host's error carries (a command's exit code, signal, timeout) reach the record, for retry policies.
    const extra = error?.details;
    if (typeof extra === 'object' && extra !== null && !Array.isArray(extra)) {
        for (const [key, value] of Object.entries(extra)) {
            const scalar = ['string', 'number', 'boolean'].includes(typeof value) || value === null;
            if (scalar && !Object.hasOwn(details, key))
                details[key] = value;
        }
    }
    return { kind: 'failed', code: 'EFFECT_FAILED', message: describe(error), details };
}
function describe(error) {
    if (error instanceof Error)
        return error.message;
    return typeof error === 'string' ? error : 'node code threw a non-Error value';
}

// EXTERNAL MODULE: ./src/store/map-strings.ts
var map_strings = __webpack_require__(38264);
// EXTERNAL MODULE: ./src/store/recordable.ts
var recordable = __webpack_require__(10840);
// EXTERNAL MODULE: ./src/store/secrets.ts + 4 modules
var store_secrets = __webpack_require__(66958);
;// CONCATENATED MODULE: ./src/graph/executor/known-secrets.ts

// knownSecrets is one array for the life of a storage, so its matcher is built once.
const matchers = new WeakMap();
function matcherOf(secrets) {
    if (matchers.has(secrets))
        return matchers.get(secrets);
    const matcher = secrets.some((secret) => secret !== '') ? (0,store_secrets/* createSecretMatcher */.x)(secrets) : undefined;
    matchers.set(secrets, matcher);
    return matcher;
}
/** True when a value (`text`: its canonical JSON) holds a known secret, as it is, JSON-escaped or encoded. */
function holdsKnownSecret(value, text, secrets) {
    return (0,recordable/* holdsKnownSecret */.CS)(matcherOf(secrets), value, text);
}
/** For messages we record: known secrets redacted (raw, escaped and encoded), then bounded. */
function redactText(text, secrets, max) {
    return (0,recordable/* recordableText */.hd)(matcherOf(secrets), text, max);
}
/** A failure's details with every string and key redacted. */
function redactDetails(details, secrets) {
    return (0,recordable/* recordableValue */.jD)(matcherOf(secrets), details);
}

;// CONCATENATED MODULE: ./src/graph/executor/payload.ts




const outputPurpose = 'graph-node-output';
const inputPurpose = 'graph-node-input';
function jsonBytes(value) {
    return Buffer.byteLength((0,store_json/* canonicalJson */.dj)(value), 'utf8');
}
/**
 * Decides how a value fits into a record whose other fields are `base`: inline when the
 * record stays under the event limit, else as an artifact when the store admits it.
 */
async function fitValue(storage, artifacts, base, field, value, purpose) {
    let text;
    try {
        text = (0,store_json/* canonicalJson */.dj)(value);
    }
    catch (error) {
        return { kind: 'not-json', message: error.message };
    }
    if (holdsKnownSecret(value, text, storage.knownSecrets))
        return { kind: 'secret' };
    const limit = storage.policy.maxEventPayloadBytes;
    const bytes = jsonBytes({ ...base, [field]: value });
    if (bytes <= limit)
        return { kind: 'inline' };
    if (purpose === undefined)
        return { kind: 'too-large', bytes, limit };
    try {
        const ref = await artifacts.put(text, { mediaType: 'application/json', purpose, contentMode: 'state' });
        return { kind: 'artifact', ref };
    }
    catch (error) {
        const code = error.code;
        if (code === 'STORAGE_LIMIT_EXCEEDED')
            return { kind: 'too-large', bytes, limit };
        if (code === 'KNOWN_SECRET')
            return { kind: 'secret' };
        throw error;
    }
}
/**
 * A failure's details as they fit beside the other fields of its record (`base`): whole when they
 * fit, else each string cut like a message, else left out with their size. A host's error may carry
 * anything; a record the store refused would end the run instead of failing the node.
 */
function fitDetails(storage, base, details) {
    const limit = storage.policy.maxEventPayloadBytes;
    const fits = (value) => jsonBytes({ ...base, details: value }) <= limit;
    if (fits(details))
        return details;
    const cut = (0,map_strings/* mapStrings */.t)(details, (text) => (0,recordable/* recordableText */.hd)(undefined, text));
    if (fits(cut))
        return cut;
    return { omitted: `the details (${jsonBytes(details)} bytes) are larger than a record admits (${limit} bytes)` };
}
async function readJsonArtifact(artifacts, ref) {
    const parsed = (0,contract/* artifactRefSchema */.TK)().parse(ref);
    return JSON.parse((await artifacts.get(parsed)).toString('utf8'));
}
/**
 * The data a graph form and the ledger see: a completion's `outputArtifact` read back into
 * `output`, a dispatch's `inputArtifact` into `input`. Other records are returned as stored.
 */
async function hydrateData(artifacts, event) {
    const data = event.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        return data;
    if (event.type === events/* graphEventTypes */.w8.nodeCompleted && data.outputArtifact !== undefined && data.output === undefined) {
        return { ...data, output: await readJsonArtifact(artifacts, data.outputArtifact) };
    }
    if (event.type === events/* graphEventTypes */.w8.nodeDispatched && Array.isArray(data.dispatches)) {
        const needs = data.dispatches.some((d) => typeof d === 'object' && d !== null && !Array.isArray(d) && 'inputArtifact' in d);
        if (!needs)
            return data;
        const dispatches = [];
        for (const entry of data.dispatches) {
            if (typeof entry === 'object' && entry !== null && !Array.isArray(entry) && entry.inputArtifact !== undefined) {
                const { inputArtifact, ...rest } = entry;
                dispatches.push({ ...rest, input: await readJsonArtifact(artifacts, inputArtifact) });
            }
            else
                dispatches.push(entry);
        }
        return { ...data, dispatches };
    }
    return data;
}

// EXTERNAL MODULE: ./src/graph/executor/budget.ts
var budget = __webpack_require__(51827);
// EXTERNAL MODULE: ./src/graph/executor/budget-turns.ts
var budget_turns = __webpack_require__(20722);
// EXTERNAL MODULE: ./src/graph/executor/node-caps.ts
var node_caps = __webpack_require__(20022);
// EXTERNAL MODULE: ./src/engine/prices.ts + 1 modules
var prices = __webpack_require__(63365);
// EXTERNAL MODULE: ./src/engine/cost.ts
var cost = __webpack_require__(87737);
;// CONCATENATED MODULE: ./src/graph/executor/engine-call.ts
// One engine call on one plan target, recorded: engine-started durable before the call, its end
// record (completed with priced usage and stored response parts, or failed) buffered for the next
// append, and a dead-lane failure recorded so later calls skip that target. routing.ts picks targets.






const partsPurpose = 'runner-engine-parts';
/**
 * One engine call on `target`, recorded: its result, or the dead-lane failure that moves the lane
 * on (recorded dead); any other failure is thrown. `onStarted` is called once its engine-started
 * record is durable.
 */
async function callTarget(services, buffer, call, target, engine, signal, onStarted = () => { }) {
    const secrets = services.storage.knownSecrets;
    const callId = (0,external_node_crypto_.randomUUID)();
    await buffer.flush([{ event: startedEvent(services, call, callId, target, engine) }]);
    // Calls waiting for this one's budget turn may now record that they wait after it.
    onStarted();
    let result;
    try {
        result = await runEngine(engine, call, signal, services.engineCallIndex(callId));
    }
    catch (thrown) {
        const error = toEngineError(thrown, signal);
        recordFailedCall(services, buffer, callId, engine, error, secrets);
        if (!error.deadLane)
            throw error;
        recordDeadLane(services, buffer, { call, target, engine }, error, secrets);
        return error;
    }
    const completed = noteCompletedCall(services, callId, engine, result);
    if (result.parts !== undefined && result.parts.length > 0) {
        try {
            completed.partsArtifact = await services.artifacts.put(JSON.stringify(result.parts), {
                mediaType: 'application/json',
                purpose: partsPurpose,
                contentMode: 'state',
            });
        }
        catch (error) {
            throw partsFailure(services, buffer, callId, error);
        }
    }
    buffer.push({ event: { type: events/* engineEventTypes */.km.completed, session: services.session, data: completed } });
    return result;
}
function startedEvent(services, call, callId, target, engine) {
    return {
        type: events/* engineEventTypes */.km.started,
        session: services.session,
        data: {
            position: call.position,
            attemptId: call.attemptId,
            callId,
            lane: call.lane,
            target,
            identity: { ...engine.identity },
            ...(call.cap === undefined ? {} : { cap: { ...call.cap.limit } }),
        },
    };
}
/** Ends the call's budget entry and buffers its engine-failed record. */
function recordFailedCall(services, buffer, callId, engine, error, secrets) {
    const failed = {
        callId,
        kind: error.kind,
        message: redactText(error.message, secrets),
    };
    if (error.usage !== undefined)
        failed.usage = { ...priced(services, error.usage, engine), failed: true };
    services.budget.noteEnd(callId, failed.usage);
    buffer.push({ event: { type: events/* engineEventTypes */.km.failed, session: services.session, data: failed } });
}
/**
 * The lane's dead-lane record: `target` (the plan's target that failed) is what later calls skip;
 * `selected` and `reported` are kept as facts (the model the tool named may be another lane's
 * healthy target: a CLI that reports the model behind its alias).
 */
function recordDeadLane(services, buffer, { call, target, engine }, error, secrets) {
    buffer.push({
        event: {
            type: events/* graphEventTypes */.w8.laneDead,
            session: services.session,
            data: {
                position: call.position,
                attemptId: call.attemptId,
                lane: call.lane,
                target: { ...target },
                selected: { ...engine.identity },
                reported: { ...(error.reported ?? engine.identity) },
                kind: error.kind,
                message: redactText(error.message, secrets),
            },
        },
    });
}
/** Ends the call's budget entry; returns the data of its engine-completed record (parts still to add). */
function noteCompletedCall(services, callId, engine, result) {
    const usage = priced(services, result.usage, engine);
    services.budget.noteEnd(callId, usage);
    return { callId, usage, reported: { ...result.reported } };
}
/** What to throw when the response parts could not be stored: a refusal by the store fails the node. */
function partsFailure(services, buffer, callId, error) {
    const code = error.code;
    if (code !== 'STORAGE_LIMIT_EXCEEDED' && code !== 'KNOWN_SECRET')
        return error;
    // The call's end record cannot claim measured usage: nothing of its answer was kept.
    buffer.push({
        event: {
            type: events/* engineEventTypes */.km.failed,
            session: services.session,
            data: {
                callId,
                kind: 'other',
                code,
                message: `the engine's response parts were refused by the store (${code})`,
            },
        },
    });
    return new NodeFailure('EFFECT_FAILED', `the engine's response parts could not be stored (${code})`, {
        storageCode: code,
    });
}
async function runEngine(engine, call, signal, callIndex) {
    const request = { prompt: call.prompt, attemptId: call.attemptId };
    const raw = await engine.run(callIndex === undefined ? request : { ...request, callIndex }, signal);
    const parsed = (0,engine_contract/* engineResultSchema */.Rs)().safeParse(raw);
    if (!parsed.success) {
        throw new engine_contract/* EngineError */.NJ(`engine returned a malformed result: ${parsed.error.issues[0]?.message ?? 'invalid'}`, {
            kind: 'protocol',
        });
    }
    return parsed.data;
}
function toEngineError(thrown, signal) {
    if (thrown instanceof engine_contract/* EngineError */.NJ)
        return thrown;
    if (signal.aborted)
        return new engine_contract/* EngineError */.NJ(`aborted: ${describe(thrown)}`, { kind: 'aborted', cause: thrown });
    return new engine_contract/* EngineError */.NJ(describe(thrown), { kind: 'other', cause: thrown });
}
/** Fills in an estimated cost when the engine measured tokens but gave no figure. */
function priced(services, usage, engine) {
    if (!usage.measured || usage.cost.kind !== 'unknown')
        return { ...usage };
    const table = services.prices === undefined ? prices/* shippedPrices */.IW : (0,cost/* mergePrices */.r$)(prices/* shippedPrices */.IW, services.prices);
    return { ...usage, cost: (0,cost/* estimateReceiptCost */.Uz)(usage, usage.model ?? engine.identity.model, table) };
}

;// CONCATENATED MODULE: ./src/graph/executor/routing.ts
// One engine call on a plan lane: the effective target and at most one live fallback, only a
// dead-lane failure moves on, dead identities are recorded and skipped, the run budget and the
// node's cap are checked before each call (engine-call.ts records the call itself).








/** The first live target of a lane, in plan order, or undefined when all are dead. */
function liveTargets(services, lane) {
    const targets = services.plan.lanes[lane];
    if (targets === undefined)
        throw new errors/* GraphError */.h('MISSING_ENGINE_BINDING', `lane "${lane}" is not in the run's plan (lanes: ${Object.keys(services.plan.lanes).join(', ') || 'none'})`);
    const dead = services.deadKeys();
    return targets.filter((t) => !dead.has((0,events/* identityKey */.US)(t)));
}
async function callLane(services, buffer, call, signal) {
    const live = liveTargets(services, call.lane);
    if (live.length === 0) {
        throw new NodeFailure('ENGINE_UNAVAILABLE', `every target of lane "${call.lane}" is recorded dead; no engine ran`, {
            lane: call.lane,
        });
    }
    const tries = live.slice(0, 2);
    for (let index = 0; index < tries.length; index += 1) {
        const target = tries[index];
        const engine = boundEngine(services, target, call.lane);
        // Under a hard budget the check below must see what the calls before this one spent.
        const keys = services.budget.turnKeys(call.cap);
        const turn = await services.budget.turns.take(keys, signal, {
            position: call.position,
            onWait: (after) => buffer.flush([{ event: turnWaitingEvent(services, call, after) }]),
        });
        let outcome;
        try {
            pauseIfBudgetReached(services, buffer, call);
            outcome = await callTarget(services, buffer, call, target, engine, signal, turn.started);
        }
        finally {
            // The turn passes once this call's end is in the log (after the waits on it): the next
            // call's start follows it there.
            if (keys.length > 0 && buffer.pending.length > 0)
                await turn
                    .waitsRecorded()
                    .then(() => buffer.flush([]))
                    .finally(turn.release);
            else
                turn.release();
        }
        if (!(outcome instanceof engine_contract/* EngineError */.NJ))
            return outcome;
        if (index + 1 < tries.length)
            continue;
        throw new NodeFailure('ENGINE_UNAVAILABLE', `lane "${call.lane}": ${outcome.message}`, {
            lane: call.lane,
            kind: outcome.kind,
        });
    }
    throw new NodeFailure('ENGINE_UNAVAILABLE', `lane "${call.lane}" has no live target`, { lane: call.lane });
}
function boundEngine(services, target, lane) {
    const engine = services.engineFor(target);
    if (engine === undefined) {
        throw new errors/* GraphError */.h('MISSING_ENGINE_BINDING', `plan target ${target.provider}/${target.model} of lane "${lane}" has no engine binding`);
    }
    return engine;
}
/** Throws BudgetPause when the run budget, then the node's own cap, is reached (warnings are recorded). */
function pauseIfBudgetReached(services, buffer, call) {
    const warn = (message) => {
        services.warn(message);
        buffer.push({ event: { type: budget/* budgetWarningType */.aM, session: services.session, data: { message } } });
    };
    const reached = (0,budget/* checkBudget */.Ik)(services.budget, call, warn) ??
        (call.cap === undefined ? undefined : (0,node_caps/* checkNodeCap */.DR)(services.budget, call.cap, call, warn));
    if (reached !== undefined)
        throw new BudgetPause(reached.reason, reached.request);
}
/** The record of a call that waits for its turn under a hard budget (budget-turns.ts). */
function turnWaitingEvent(services, call, after) {
    const data = { position: call.position, attemptId: call.attemptId, lane: call.lane, after };
    return { type: budget_turns/* budgetTurnWaitingType */.C3, session: services.session, data };
}

// EXTERNAL MODULE: ./src/graph/executor/services.ts
var executor_services = __webpack_require__(70226);
;// CONCATENATED MODULE: ./src/graph/executor/records.ts





/** The `node-attempt-started` record of a plan. */
function startRecord(services, plan) {
    const { binding } = plan;
    const data = {
        position: plan.position,
        nodeId: plan.nodeId,
        identity: { attemptId: plan.attemptId, position: plan.position, attempt: plan.attempt },
        // Saved now: crash recovery follows this value, not whatever the binding says later.
        retrySafe: binding.retrySafe === true,
        kind: binding.kind,
    };
    // For status (remaining node timeout) only; a value that is not a positive whole number is not recorded.
    if (Number.isSafeInteger(binding.timeoutMs) && binding.timeoutMs > 0)
        data.timeoutMs = binding.timeoutMs;
    if (binding.kind === 'engine') {
        const target = liveTargets(services, binding.lane)[0];
        data.lane = { name: binding.lane, target: target === undefined ? null : { ...target } };
    }
    return { event: { type: events/* graphEventTypes */.w8.attemptStarted, session: services.session, data } };
}
/** Builds the outcome record, moving a large output to an artifact or failing RESULT_TOO_LARGE. */
async function outcomeRecords(services, position, attemptId, outcome, durationMs) {
    const secrets = services.storage.knownSecrets;
    const base = { position, durationMs: Math.max(0, durationMs) };
    if (attemptId !== undefined)
        base.attemptId = attemptId;
    const failed = (code, message, details) => {
        const data = { ...base, code, message: redactText(message, secrets) };
        // The anchor of a retry's backoff (the DAG form's notBefore), so a restart never shortens it.
        data.failedAt = new Date((0,executor_services/* now */.t)(services)).toISOString();
        if (details !== undefined)
            data.details = fitDetails(services.storage, data, redactDetails(details, secrets));
        return {
            records: [{ event: { type: events/* graphEventTypes */.w8.nodeFailed, session: services.session, data } }],
            summary: { kind: 'failed', code, message: data.message },
        };
    };
    if (outcome.kind === 'failed')
        return failed(outcome.code, outcome.message, outcome.details);
    if (outcome.kind === 'skipped') {
        const data = { ...base, output: null, skipped: { reason: redactText(outcome.reason, secrets) } };
        return {
            records: [{ event: { type: events/* graphEventTypes */.w8.nodeCompleted, session: services.session, data } }],
            summary: { kind: 'completed', output: null },
        };
    }
    if (outcome.kind === 'paused')
        return pausedRecords(services, { position, attemptId }, outcome, failed);
    // A node that returns nothing completes with null.
    const output = (outcome.output === undefined ? null : outcome.output);
    return completedRecords(services, base, output, failed);
}
async function pausedRecords(services, at, outcome, failed) {
    const reason = redactText(outcome.reason, services.storage.knownSecrets);
    const pauseBase = { position: at.position, pauseKind: outcome.pauseKind, reason };
    if (at.attemptId !== undefined)
        pauseBase.attemptId = at.attemptId;
    const fit = await fitValue(services.storage, services.artifacts, pauseBase, 'request', outcome.request, undefined);
    if (fit.kind === 'inline') {
        const data = { ...pauseBase, request: outcome.request };
        return {
            records: [{ event: { type: events/* graphEventTypes */.w8.nodePaused, session: services.session, data } }],
            summary: { kind: 'paused', reason },
        };
    }
    if (fit.kind === 'artifact')
        throw new Error('unreachable: pause requests are never stored as artifacts');
    return failedFit(fit, 'pause request', failed);
}
async function completedRecords(services, base, output, failed) {
    const fit = await fitValue(services.storage, services.artifacts, base, 'output', output, outputPurpose);
    if (fit.kind === 'inline') {
        return {
            records: [
                { event: { type: events/* graphEventTypes */.w8.nodeCompleted, session: services.session, data: { ...base, output } } },
            ],
            summary: { kind: 'completed', output },
        };
    }
    if (fit.kind === 'artifact') {
        const event = {
            type: events/* graphEventTypes */.w8.nodeCompleted,
            session: services.session,
            data: { ...base, outputArtifact: fit.ref },
        };
        return {
            records: [{ event, foldData: { ...base, outputArtifact: fit.ref, output } }],
            summary: { kind: 'completed', output },
        };
    }
    return failedFit(fit, 'result', failed);
}
function failedFit(fit, what, failed) {
    if (fit.kind === 'too-large') {
        return failed('RESULT_TOO_LARGE', `the node's ${what} (${fit.bytes} bytes as a record) is larger than the store admits (event limit ${fit.limit} bytes)`, { bytes: fit.bytes, limit: fit.limit });
    }
    if (fit.kind === 'secret')
        return failed('EFFECT_FAILED', `the node's ${what} holds a known secret and was not stored`, {
            reason: 'KNOWN_SECRET',
        });
    return failed('EFFECT_FAILED', `the node's ${what} is not JSON: ${fit.message}`, { reason: 'NOT_JSON' });
}

// EXTERNAL MODULE: ./src/graph/executor/not-before.ts
var not_before = __webpack_require__(29401);
;// CONCATENATED MODULE: ./src/graph/executor/record-buffer.ts
/** Records an attempt produced that wait for the next append (batched with the outcome). */
class RecordBuffer {
    pending = [];
    #services;
    constructor(services) {
        this.#services = services;
    }
    push(record) {
        this.pending.push(record);
    }
    /** Appends what is buffered plus `records` as one batch (durable before it resolves). */
    async flush(records) {
        const batch = this.pending.splice(0, this.pending.length);
        await this.#services.record([...batch, ...records]);
    }
    take() {
        return this.pending.splice(0, this.pending.length);
    }
}

;// CONCATENATED MODULE: ./src/graph/executor/attempt.ts
// The safe node-attempt lifecycle: action policy (before any start record), the durable
// `node-attempt-started`, the `before` hook, node code, then the outcome records (completed /
// paused / failed) plus the `after` hook's records, returned to the executor for one batch.












const policyDecisionSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* discriminatedUnion */.gMt('decision', [
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('allow') }),
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('wait'), reason: schemas/* string */.YjP(), request: contract/* jsonValueSchema */.F7 }),
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('deny'), reason: schemas/* string */.YjP() }),
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('skip'), reason: schemas/* string */.YjP() }),
]));
/** Runs one attempt to its outcome records. Rejects only on executor-level failures. */
async function runAttempt(services, plan, signal) {
    // Reset after a retry's backoff: a node's duration is its own time, not the wait before it.
    let startedAt = (0,executor_services/* now */.t)(services);
    const buffer = new RecordBuffer(services);
    const ctx = {
        position: plan.position,
        nodeId: plan.nodeId,
        input: plan.input,
        attemptId: plan.attemptId,
        attempt: plan.attempt,
        signal,
        ...(plan.resumedFrom === undefined ? {} : { resumedFrom: plan.resumedFrom }),
    };
    let started = plan.preStarted;
    const finish = async (outcome) => {
        const attemptId = started ? plan.attemptId : undefined;
        const { records, summary } = await outcomeRecords(services, plan.position, attemptId, outcome, (0,executor_services/* now */.t)(services) - startedAt);
        const all = [...buffer.take(), ...records];
        if (started && services.hooks?.after !== undefined) {
            for (const event of await services.hooks.after(info(plan), summary))
                all.push({ event });
        }
        return { position: plan.position, records: all };
    };
    if (!started) {
        // A retry's backoff: wait before the policy and the start record, so the wait is never uncertain work.
        const notBefore = (0,not_before/* inputNotBefore */.p)(plan.input);
        if (notBefore !== undefined && !(await (0,not_before/* waitUntil */.a)(services, notBefore, signal)))
            return finish({
                kind: 'failed',
                code: 'ABORTED',
                message: 'the run was aborted while the retry waited for its backoff',
            });
        startedAt = (0,executor_services/* now */.t)(services);
        const gate = await checkPolicy(plan.binding, ctx, signal);
        if (gate !== undefined)
            return finish(gate);
        await services.record([startRecord(services, plan)]);
        started = true;
    }
    const vetoed = vetoOutcome(await services.hooks?.before?.(info(plan)));
    if (vetoed !== undefined)
        return finish(vetoed);
    if (signal.aborted)
        return finish({ kind: 'failed', code: 'ABORTED', message: 'the run was aborted before node code started' });
    try {
        return await finish(await runNode(services, plan, ctx, buffer, signal));
    }
    catch (error) {
        if (error instanceof NodeFailureEscape)
            throw error.cause;
        return finish(outcomeFromError(error, signal));
    }
}
/** Wraps executor-level errors (storage, protocol) so node-code error handling does not swallow them. */
class NodeFailureEscape extends Error {
}
async function runNode(services, plan, ctx, buffer, signal) {
    const { binding } = plan;
    if (binding.kind === 'data') {
        const dataCtx = {
            ...ctx,
            memory: services.memory,
            runChild: (options) => runChild(services, plan.position, options, signal),
            callEngine: (lane, prompt) => guard(() => callLane(services, buffer, { position: plan.position, attemptId: plan.attemptId, lane, prompt }, signal)),
        };
        return { kind: 'completed', output: await binding.run(plan.input, dataCtx) };
    }
    const prompt = await binding.prompt(plan.input, { ...ctx, lane: binding.lane });
    if (typeof prompt !== 'string')
        throw new NodeFailure('EFFECT_FAILED', `the prompt builder of node "${plan.nodeId}" returned ${typeof prompt}, not a string`);
    const cap = (0,node_caps/* nodeCapOf */.UM)(plan.nodeId, binding);
    const call = { position: plan.position, attemptId: plan.attemptId, lane: binding.lane, prompt };
    const result = await guard(() => callLane(services, buffer, cap === undefined ? call : { ...call, cap }, signal));
    return {
        kind: 'completed',
        output: binding.parse === undefined ? (result.structured ?? result.text) : binding.parse(result),
    };
}
/** Lets storage failures during an engine call end the executor instead of becoming node failures. */
async function guard(fn) {
    try {
        return await fn();
    }
    catch (error) {
        const code = error.name;
        if (code === 'StorageError')
            throw new NodeFailureEscape('storage failure', { cause: error });
        throw error;
    }
}
async function checkPolicy(binding, ctx, signal) {
    if (signal.aborted)
        return { kind: 'failed', code: 'ABORTED', message: 'the run was aborted before the attempt started' };
    if (binding.policy === undefined)
        return undefined;
    let decision;
    try {
        const parsed = policyDecisionSchema().safeParse(await binding.policy({
            ...ctx,
            kind: binding.kind,
            ...(binding.kind === 'engine' ? { lane: binding.lane } : {}),
        }));
        if (!parsed.success) {
            return {
                kind: 'failed',
                code: 'EFFECT_FAILED',
                message: `the action policy returned an invalid decision: ${parsed.error.issues[0]?.message ?? 'invalid'}; expected allow, wait (reason, request), deny (reason) or skip (reason)`,
            };
        }
        decision = parsed.data;
    }
    catch (error) {
        const outcome = outcomeFromError(error, signal);
        return outcome.kind === 'failed' && outcome.code === 'EFFECT_FAILED'
            ? {
                ...outcome,
                message: binding.policyName === undefined
                    ? `the action policy threw: ${outcome.message}`
                    : `${binding.policyName} failed: ${outcome.message}`,
            }
            : outcome;
    }
    if (decision.decision === 'wait') {
        const problem = (0,executor_gate/* gateRequestProblem */.ix)(decision.request);
        if (problem !== undefined)
            return notAGate('the action policy', problem);
        return { kind: 'paused', pauseKind: 'policy', reason: decision.reason, request: decision.request };
    }
    if (decision.decision === 'deny')
        return { kind: 'failed', code: 'DENIED', message: decision.reason };
    if (decision.decision === 'skip')
        return { kind: 'skipped', reason: decision.reason };
    return undefined;
}
/** A before hook's pause as the attempt's outcome (a malformed gate request fails it), or undefined. */
function vetoOutcome(veto) {
    // null: a host module's hook may answer it.
    if (veto === undefined || veto === null)
        return undefined;
    const problem = (0,executor_gate/* gateRequestProblem */.ix)(veto.pause.request);
    if (problem !== undefined)
        return notAGate('the before hook', problem);
    return { kind: 'paused', pauseKind: 'policy', reason: veto.pause.reason, request: veto.pause.request };
}
/**
 * A pause request of kind `gate` that is not a gate fails the attempt (EFFECT_FAILED, like an
 * invalid policy decision) instead of being recorded as a plain pause anyone could resume.
 */
function notAGate(who, problem) {
    return {
        kind: 'failed',
        code: 'EFFECT_FAILED',
        message: `${who} paused with a request of kind "gate" that is not a valid gate request: ${problem}`,
    };
}
function info(plan) {
    return {
        position: plan.position,
        nodeId: plan.nodeId,
        attemptId: plan.attemptId,
        attempt: plan.attempt,
        retrySafe: plan.binding.retrySafe === true,
        kind: plan.binding.kind,
        input: plan.input,
    };
}

// EXTERNAL MODULE: ./src/graph/review-events.ts
var review_events = __webpack_require__(88898);
;// CONCATENATED MODULE: ./src/graph/executor/decisions.ts
// Talking to the graph form: folding and deciding with its errors wrapped, checking what it
// decides (shape, duplicate positions, bindings), and building the dispatch record.








function foldEvent(graph, state, event) {
    try {
        return graph.fold(state, event);
    }
    catch (error) {
        throw new errors/* GraphError */.h('PROTOCOL', `graph "${graph.form}" failed to fold ${event.type}: ${error.message}`, { cause: error });
    }
}
function askGraph(graph, state) {
    let raw;
    try {
        raw = graph.decide(state);
    }
    catch (error) {
        throw new errors/* GraphError */.h('PROTOCOL', `graph "${graph.form}" failed to decide: ${error.message}`, {
            cause: error,
        });
    }
    return checkDecision(graph.form, raw);
}
/**
 * Validates a decision by hand (it runs once per node, and a schema walk of every input costs
 * more than the rest of the executor's work); inputs must be plain JSON.
 */
function checkDecision(form, raw) {
    const refuse = (what) => {
        throw new errors/* GraphError */.h('PROTOCOL', `graph "${form}" returned an invalid decision: ${what}`);
    };
    if (typeof raw !== 'object' || raw === null)
        return refuse('decision: expected an object with kind dispatch, complete or fail');
    const decision = raw;
    const json = (value, at) => {
        try {
            (0,store_json/* canonicalJson */.dj)(value);
        }
        catch (error) {
            refuse(`${at}: ${error.message.replace(/^canonicalJson: \$\.?/, '')} (must be JSON)`);
        }
    };
    switch (decision.kind) {
        case 'dispatch': {
            if (!Array.isArray(decision.dispatches))
                return refuse('decision.dispatches: expected an array');
            decision.dispatches.forEach((entry, index) => {
                const at = `decision.dispatches[${index}]`;
                if (typeof entry !== 'object' || entry === null)
                    refuse(`${at}: expected { position, nodeId, input }`);
                const d = entry;
                if (typeof d.position !== 'string' || d.position === '')
                    refuse(`${at}.position: expected a non-empty string`);
                if (typeof d.nodeId !== 'string' || d.nodeId === '')
                    refuse(`${at}.nodeId: expected a non-empty string`);
                if (d.input === undefined)
                    refuse(`${at}.input: required (use null for none)`);
                json(d.input, `${at}.input`);
            });
            return {
                kind: 'dispatch',
                dispatches: decision.dispatches.map((d) => ({
                    position: d.position,
                    nodeId: d.nodeId,
                    input: d.input,
                })),
            };
        }
        case 'complete':
            if (decision.output === undefined)
                refuse('decision.output: required (use null for none)');
            json(decision.output, 'decision.output');
            return { kind: 'complete', output: decision.output };
        case 'record':
            return checkRecordDecision(decision.record, refuse);
        case 'fail':
            if (typeof decision.code !== 'string' || decision.code === '')
                refuse('decision.code: expected a non-empty string');
            if (typeof decision.message !== 'string')
                refuse('decision.message: expected a string');
            return { kind: 'fail', code: decision.code, message: decision.message };
        default:
            return refuse(`decision.kind: expected dispatch, complete, fail or record (got ${JSON.stringify(decision.kind) ?? 'undefined'})`);
    }
}
/** A form's own record: one of the known types, its data as that type's schema requires. */
function checkRecordDecision(record, refuse) {
    const r = (typeof record === 'object' && record !== null ? record : {});
    const type = typeof r.type === 'string' ? r.type : '';
    const schema = Object.hasOwn((0,review_events/* formRecordSchemas */.WV)(), type) ? (0,review_events/* formRecordSchemas */.WV)()[type] : undefined;
    if (schema === undefined)
        return refuse(`decision.record.type: expected one of ${Object.keys((0,review_events/* formRecordSchemas */.WV)()).join(', ')}`);
    const parsed = schema.safeParse(r.data);
    if (!parsed.success)
        return refuse(`decision.record.data: ${parsed.error.issues[0]?.message ?? 'invalid'} for ${type}`);
    return { kind: 'record', record: { type, data: r.data } };
}
/** Refuses a decision the executor must not record. */
function checkDispatches(dispatches, ledger, nodes, plan) {
    const seen = new Set();
    for (const dispatch of dispatches) {
        if (seen.has(dispatch.position) || ledger.get(dispatch.position) !== undefined) {
            throw new errors/* GraphError */.h('DUPLICATE_POSITION', `position "${dispatch.position}" is already dispatched; a position is dispatched once (a retry is a new position)`, { position: dispatch.position });
        }
        seen.add(dispatch.position);
        const binding = Object.prototype.hasOwnProperty.call(nodes, dispatch.nodeId) ? nodes[dispatch.nodeId] : undefined;
        if (binding === undefined) {
            throw new errors/* GraphError */.h('MISSING_NODE_BINDING', `the graph dispatched node "${dispatch.nodeId}" at "${dispatch.position}", which has no node binding (bound: ${Object.keys(nodes).join(', ') || 'none'})`, { position: dispatch.position });
        }
        if (binding.kind === 'engine' && !Object.hasOwn(plan.lanes, binding.lane)) {
            throw new errors/* GraphError */.h('MISSING_ENGINE_BINDING', `node "${dispatch.nodeId}" uses lane "${binding.lane}", which is not in the run's plan`, { position: dispatch.position });
        }
    }
}
/**
 * The one record holding a whole decision. Inputs that would push it past the event limit are
 * stored as artifacts (purpose `graph-node-input`); `foldData` keeps them inline for folding.
 */
async function dispatchRecord(storage, artifacts, session, dispatches) {
    const inline = { dispatches: dispatches.map((d) => ({ position: d.position, nodeId: d.nodeId, input: d.input })) };
    const event = { type: events/* graphEventTypes */.w8.nodeDispatched, session, data: inline };
    if (jsonBytes(inline) <= storage.policy.maxEventPayloadBytes)
        return { event };
    const stored = [];
    for (const d of dispatches) {
        if (jsonBytes(d.input) <= 1024)
            stored.push({ position: d.position, nodeId: d.nodeId, input: d.input });
        else {
            const ref = await artifacts.put(JSON.stringify(d.input), {
                mediaType: 'application/json',
                purpose: inputPurpose,
                contentMode: 'state',
            });
            stored.push({ position: d.position, nodeId: d.nodeId, inputArtifact: ref });
        }
    }
    return { event: { ...event, data: { dispatches: stored } }, foldData: inline };
}
/** The decision's record and, per dispatch, its attempt plan (with its start record unless a policy gates it). */
async function planDispatches(dispatches, context) {
    const records = [await dispatchRecord(context.storage, context.artifacts, context.session, dispatches)];
    const launches = [];
    for (const dispatch of dispatches) {
        const binding = context.nodes[dispatch.nodeId];
        const plan = {
            position: dispatch.position,
            nodeId: dispatch.nodeId,
            input: dispatch.input,
            binding,
            attemptId: (0,external_node_crypto_.randomUUID)(),
            attempt: 1,
            // A policy or a backoff runs before the start record, so it cannot go in this batch.
            preStarted: binding.policy === undefined && (0,not_before/* inputNotBefore */.p)(dispatch.input) === undefined,
            resumedFrom: undefined,
        };
        if (plan.preStarted)
            records.push(startRecord(context.services, plan));
        launches.push(plan);
    }
    return { records, launches };
}

;// CONCATENATED MODULE: ./src/graph/executor/decide.ts



/** Records a form may ask for before one decision (a guard against a form that never stops asking). */
const maxFormRecords = 100;
async function decideNext(run, context) {
    const { graph, session } = context;
    const records = [];
    const record = (pending) => {
        records.push(pending);
        run.fold(pending);
    };
    let stopRecorded = run.ledger.stopped !== undefined;
    for (let count = 0;; count += 1) {
        if (count > maxFormRecords)
            throw new errors/* GraphError */.h('PROTOCOL', `graph "${graph.form}" asked for more than ${maxFormRecords} records at once`);
        const decision = askGraph(graph, run.state);
        if (decision.kind === 'record') {
            record({ event: { type: decision.record.type, session, data: decision.record.data } });
            continue;
        }
        if (decision.kind !== 'dispatch' || decision.dispatches.length === 0)
            return { records, launches: [], budgetStop: false };
        checkDispatches(decision.dispatches, run.ledger, context.nodes, run.spec.plan);
        const limit = dispatchLimit(run, context, decision.dispatches, stopRecorded);
        if (limit === 'stop')
            return { records, launches: [], budgetStop: true };
        if (limit === 'record') {
            // The form folds it and is asked again: it dispatches its cleanup nodes, or fails.
            record(dispatchLimitRecord(run.ledger.dispatchCount, context.maxDispatches, session));
            stopRecorded = true;
            continue;
        }
        const planned = await planDispatches(decision.dispatches, context);
        for (const pending of planned.records)
            record(pending);
        return { records, launches: planned.launches, budgetStop: false };
    }
}
/**
 * Whether `dispatches` may be recorded (`go`), would pass maxDispatches (`record` the stop, for a
 * form that settles after it; `stop` the run at once otherwise), or come after a recorded stop:
 * then each node may be dispatched once more (its cleanup), and a second dispatch stops the run.
 */
function dispatchLimit(run, context, dispatches, stopRecorded) {
    const { maxDispatches, graph } = context;
    if (maxDispatches === undefined || run.ledger.dispatchCount + dispatches.length <= maxDispatches)
        return 'go';
    if (graph.settlesAfterStop !== true)
        return 'stop';
    if (!stopRecorded)
        return 'record';
    const since = run.ledger.stopped?.nodes;
    const seen = new Set();
    for (const { nodeId } of dispatches) {
        if (since?.has(nodeId) === true || seen.has(nodeId))
            return 'stop';
        seen.add(nodeId);
    }
    return 'go';
}
/** Why the run stopped at its dispatch limit (named as the Action input and CLI flag are). */
function dispatchLimitMessage(maxDispatches, dispatched) {
    return `the next decision would pass the run's limit of ${maxDispatches} node ${maxDispatches === 1 ? 'dispatch' : 'dispatches'} (max-dispatches); ${dispatched} dispatched so far`;
}
function dispatchLimitRecord(dispatched, maxDispatches, session) {
    return {
        event: {
            type: events/* graphEventTypes */.w8.dispatchLimitReached,
            session,
            data: {
                maxDispatches,
                dispatched,
                code: 'BUDGET_STOP',
                message: dispatchLimitMessage(maxDispatches, dispatched),
            },
        },
    };
}

;// CONCATENATED MODULE: ./src/graph/executor/loader.ts





async function loadSpec(storage, runId, graph) {
    const { spec, definition } = await readStoredGraphSpec(storage, runId);
    checkGraphMatches(graph, spec);
    return { ...spec, definitionValue: definition };
}
/** Every plan target needs an engine binding; every engine node's lane must be in the plan. */
function checkBindings(plan, nodes, engines) {
    const bound = new Set(engines.map((b) => (0,events/* identityKey */.US)(b.target)));
    for (const [lane, targets] of Object.entries(plan.lanes)) {
        for (const target of targets) {
            if (!bound.has((0,events/* identityKey */.US)(target))) {
                throw new errors/* GraphError */.h('MISSING_ENGINE_BINDING', `plan target ${target.provider}/${target.model} of lane "${lane}" has no engine binding`);
            }
        }
    }
    for (const [nodeId, binding] of Object.entries(nodes)) {
        if (binding.kind === 'engine' && !Object.hasOwn(plan.lanes, binding.lane)) {
            throw new errors/* GraphError */.h('MISSING_ENGINE_BINDING', `node "${nodeId}" uses lane "${binding.lane}", which is not in the run's plan (lanes: ${Object.keys(plan.lanes).join(', ') || 'none'})`);
        }
        const capProblem = binding.kind === 'engine' ? (0,node_caps/* nodeCapProblem */.GP)(nodeId, binding) : undefined;
        if (capProblem !== undefined)
            throw new errors/* GraphError */.h('INVALID_OPTIONS', capProblem);
    }
}
function isGraphEvent(type) {
    return type.startsWith('graph:');
}
/** Stored graph records after `from`, hydrated; runner: records are skipped. */
async function readGraphEvents(storage, artifacts, runId, from) {
    const read = await storage.readEvents(runId, 'graph', from);
    const events = [];
    for (const event of read.events) {
        if (isGraphEvent(event.type))
            events.push(await toLedgerEvent(artifacts, event));
    }
    return { events, raw: read.events, cursor: read.cursor };
}
async function toLedgerEvent(artifacts, event) {
    return {
        id: event.id,
        seq: event.seq,
        type: event.type,
        session: event.session,
        data: await hydrateData(artifacts, event),
    };
}
/** Refusals that need no stored state beyond the option shapes (options-schema.ts): memory. */
function checkOptions(options) {
    if (options.graph.requiresMemory === true && (options.memory === undefined || options.memory === null)) {
        throw new errors/* GraphError */.h('MISSING_MEMORY', `graph "${options.graph.form}" declares requiresMemory: true; pass a memory object to createGraphExecutor`);
    }
}
function pauseResult(paused) {
    return {
        kind: 'pause',
        positions: paused.map((r) => r.position),
        pauses: paused.map((r) => ({
            position: r.position,
            nodeId: r.nodeId,
            eventId: r.pause.pauseEventId,
            reason: r.pause.reason,
            request: r.pause.request,
        })),
    };
}

// EXTERNAL MODULE: ./src/store/errors.ts
var store_errors = __webpack_require__(97018);
;// CONCATENATED MODULE: ./src/graph/executor/options-schema.ts
// createGraphExecutor's options, checked once when the executor is made (never per node): a value of
// the wrong shape is a GraphError INVALID_OPTIONS (the code every layer gives bad options; PROTOCOL
// is a graph form or store breaking the executor's contract) naming the field and what it accepts.



const fn = (accepts) => schemas/* custom */.IeY((value) => typeof value === 'function', `expected ${accepts}`);
const object = (accepts) => schemas/* custom */.IeY((value) => typeof value === 'object' && value !== null, `expected ${accepts}`);
/** A whole number from `minimum` up, naming the value got (`expected a positive integer (got 0)`). */
const wholeNumber = (minimum, accepts) => schemas/* number */.aig({ error: (issue) => `expected ${accepts} (got ${(0,store_errors/* describeValue */.bp)(issue.input)})` })
    .refine((value) => Number.isSafeInteger(value) && value >= minimum, {
    error: (issue) => `expected ${accepts} (got ${(0,store_errors/* describeValue */.bp)(issue.input)})`,
});
// The memory rule (MISSING_MEMORY) stays in checkOptions: it depends on the graph, not on a shape.
const executorOptionsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    storage: schemas/* looseObject */._H3({ artifacts: fn('a RunStorage (createLocalRunStorage)') }, { error: 'expected a RunStorage (createLocalRunStorage)' }),
    runId: schemas/* string */.YjP({ error: 'expected a run ID string' }).min(1),
    graph: schemas/* looseObject */._H3({
        form: schemas/* string */.YjP({ error: "expected the graph form's name" }),
        initial: fn('a graph form method'),
        fold: fn('a graph form method'),
        decide: fn('a graph form method'),
    }, { error: 'expected a graph (createDagGraph or a graph form of your own)' }),
    nodes: object('an object of node bindings by node ID'),
    engines: schemas/* array */.YOg(object('an engine binding'), { error: 'expected a list of engine bindings' }),
    session: wholeNumber(1, 'a positive integer'),
    log: object('an open EventLog').optional(),
    maxDispatches: wholeNumber(0, 'a non-negative integer').optional(),
    attemptHooks: object('an object of attempt hooks').optional(),
    budget: object('a run budget { usd?, tokens?, soft? }').optional(),
    warn: fn('a function (message) => void').optional(),
    prices: object('a price table').optional(),
    clock: fn('a function () => Date').optional(),
}));
function checkExecutorOptionShapes(options) {
    const parsed = executorOptionsSchema().safeParse(options);
    if (parsed.success)
        return;
    const problems = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${['options', ...issue.path.map(String)].join('.')}: ${issue.message}`);
    throw new errors/* GraphError */.h('INVALID_OPTIONS', `createGraphExecutor: ${problems.join('; ')}`, { cause: parsed.error });
}

;// CONCATENATED MODULE: ./src/graph/executor/resume-records.ts


const uncertainReason = 'the previous process stopped after node code started and the attempt is not retry-safe, so its outcome is uncertain';
function planResume(record, decision, session, answer) {
    if (record.status === 'paused')
        return planPausedResume(record, decision, session, answer);
    if (decision !== undefined) {
        throw new errors/* GraphError */.h('RESUME_DECISION', `position "${record.position}" is not paused for reconciliation; a decision applies only to a reconcile-attempt pause`, { position: record.position });
    }
    return planInFlightResume(record, session);
}
/** One graph record of this session, as the executor batches it. */
function pendingEvent(type, session, data) {
    return { event: { type, session, data } };
}
/** A paused position: resumed as is, or settled by the reconcile decision its pause asked for. */
function planPausedResume(record, decision, session, answer) {
    const { position } = record;
    const pause = record.pause;
    const resumed = pendingEvent(events/* graphEventTypes */.w8.nodeResumed, session, {
        position,
        pauseEventId: pause.pauseEventId,
        ...(answer === undefined ? {} : { answer }),
    });
    if (decision === undefined)
        return { kind: 'run', records: [resumed] };
    if (pause.pauseKind !== 'reconcile-attempt') {
        throw new errors/* GraphError */.h('RESUME_DECISION', `position "${position}" is paused by ${pause.pauseKind === 'policy' ? 'an action policy' : 'an engine policy'}, not for reconciliation; resume it without a decision`, { position });
    }
    const reconciled = {
        position,
        pauseEventId: pause.pauseEventId,
        decision: decision.decision,
        decidedBy: decision.decidedBy,
    };
    if (pause.attemptId !== undefined)
        reconciled.attemptId = pause.attemptId;
    if (decision.decision === 'retry')
        return { kind: 'run', records: [pendingEvent(events/* graphEventTypes */.w8.nodeReconciled, session, reconciled), resumed] };
    if (decision.decision === 'complete') {
        const output = decision.output ?? null;
        return {
            kind: 'complete',
            records: [pendingEvent(events/* graphEventTypes */.w8.nodeReconciled, session, { ...reconciled, output })],
            output,
            attemptId: pause.attemptId,
        };
    }
    return planReconciledFailure(record, decision, reconciled, session);
}
/** A reconcile decision to fail: the reconcile record, then the position's failure. */
function planReconciledFailure(record, decision, reconciled, session) {
    const pause = record.pause;
    const message = decision.message ?? `recorded failed by ${decision.decidedBy}'s reconcile decision`;
    const failed = {
        position: record.position,
        code: 'RECONCILED_FAILED',
        message,
        durationMs: 0,
        details: { decidedBy: decision.decidedBy },
    };
    if (pause.attemptId !== undefined)
        failed.attemptId = pause.attemptId;
    return {
        kind: 'record',
        records: [
            pendingEvent(events/* graphEventTypes */.w8.nodeReconciled, session, { ...reconciled, message }),
            pendingEvent(events/* graphEventTypes */.w8.nodeFailed, session, failed),
        ],
    };
}
/** In flight when the earlier process stopped. */
function planInFlightResume(record, session) {
    const { position } = record;
    if (!record.startedSinceOffer)
        return { kind: 'run', records: [] };
    const last = record.attempts[record.attempts.length - 1];
    if (last.retrySafe)
        return {
            kind: 'run',
            records: [pendingEvent(events/* graphEventTypes */.w8.nodeResumed, session, { position, attemptId: last.attemptId })],
        };
    return {
        kind: 'record',
        records: [
            pendingEvent(events/* graphEventTypes */.w8.nodePaused, session, {
                position,
                attemptId: last.attemptId,
                pauseKind: 'reconcile-attempt',
                reason: uncertainReason,
                request: { kind: 'reconcile-attempt', attemptId: last.attemptId },
            }),
        ],
    };
}

;// CONCATENATED MODULE: ./src/graph/executor/resume.ts
// `resume(position)`: the checks that a position can be resumed as asked, and the batch its plan
// (resume-records.ts: what it records, by the state the position was left in and the optional
// reconcile decision, DESIGN.md section 5) hands to the executor.












const reconcileDecisionSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* discriminatedUnion */.gMt('decision', [
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('retry'), decidedBy: schemas/* string */.YjP().min(1) }),
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('complete'), output: contract/* jsonValueSchema */.F7.optional(), decidedBy: schemas/* string */.YjP().min(1) }),
    schemas/* object */.Ikc({ decision: schemas/* literal */.euz('fail'), message: schemas/* string */.YjP().optional(), decidedBy: schemas/* string */.YjP().min(1) }),
]));
function parseDecision(decision) {
    if (decision === undefined)
        return undefined;
    const parsed = reconcileDecisionSchema().safeParse(decision);
    if (!parsed.success) {
        throw new errors/* GraphError */.h('RESUME_DECISION', `invalid reconcile decision: ${parsed.error.issues[0]?.message ?? 'invalid'}; expected { decision: 'retry' | 'complete' (output?) | 'fail' (message?), decidedBy }`);
    }
    return parsed.data;
}
/**
 * The position a resume names, when it can be resumed: dispatched, not settled, and (when the
 * caller names the pause it answers) paused by that record. RESUME_POSITION or
 * RESUME_EVENT_MISMATCH otherwise.
 */
function resumableRecord(ledger, position, pauseEventId) {
    const record = ledger.get(position);
    if (record === undefined ||
        record.status === 'completed' ||
        record.status === 'failed' ||
        record.stoppedAtLimit === true) {
        const open = [...ledger.open(), ...ledger.paused()].map((r) => r.position);
        const why = record === undefined
            ? 'was never dispatched'
            : record.stoppedAtLimit === true
                ? "was stopped at the run's time limit"
                : `is already ${record.status}`;
        throw new errors/* GraphError */.h('RESUME_POSITION', `position "${position}" ${why}; resumable positions: ${open.join(', ') || 'none'}`, { position });
    }
    if (pauseEventId !== undefined && record.pause?.pauseEventId !== pauseEventId) {
        throw new errors/* GraphError */.h('RESUME_EVENT_MISMATCH', `position "${position}" is not paused by record ${pauseEventId} (current pause: ${record.pause?.pauseEventId ?? 'none'})`, { position });
    }
    return record;
}
/** The records and the attempt a resume hands to the executor's next batch. */
async function resumeFront(record, decision, context) {
    const { nodes, session, services, answer } = context;
    const plan = planResume(record, decision, session, answer);
    const front = { records: [...plan.records], exclude: new Set([record.position]), launches: [] };
    if (plan.kind === 'run') {
        const attempt = resumedAttempt(record, nodes, answer);
        if (attempt.preStarted)
            front.records.push(startRecord(services, attempt));
        front.launches.push(attempt);
    }
    else if (plan.kind === 'complete') {
        await addReconciledCompletion(front, record, plan, services);
    }
    return front;
}
/** The new attempt a resume runs at the position (MISSING_NODE_BINDING when its node has none). */
function resumedAttempt(record, nodes, answer) {
    const binding = Object.prototype.hasOwnProperty.call(nodes, record.nodeId) ? nodes[record.nodeId] : undefined;
    if (binding === undefined) {
        throw new errors/* GraphError */.h('MISSING_NODE_BINDING', `position "${record.position}" runs node "${record.nodeId}", which has no node binding`, { position: record.position });
    }
    const resumedFrom = record.status === 'paused' && record.pause !== undefined
        ? {
            pauseEventId: record.pause.pauseEventId,
            reason: record.pause.reason,
            request: record.pause.request,
            ...(answer === undefined ? {} : { answer }),
        }
        : record.resumedFrom;
    return {
        position: record.position,
        nodeId: record.nodeId,
        input: record.input,
        binding,
        attemptId: (0,external_node_crypto_.randomUUID)(),
        attempt: record.attempts.length + 1,
        // A backoff still to wait (its time is in the recorded input) runs before the start record.
        preStarted: binding.policy === undefined && (0,not_before/* inputNotBefore */.p)(record.input) === undefined,
        resumedFrom,
    };
}
/**
 * Adds the completion record of a reconcile decision to complete, marked reconciled
 * (RESUME_DECISION when the output cannot be recorded).
 */
async function addReconciledCompletion(front, record, plan, services) {
    const { records } = await outcomeRecords(services, record.position, plan.attemptId, { kind: 'completed', output: plan.output }, 0);
    const completion = records[0];
    if (completion.event.type !== events/* graphEventTypes */.w8.nodeCompleted) {
        const data = completion.event.data;
        throw new errors/* GraphError */.h('RESUME_DECISION', `the reconcile output cannot be recorded: ${data.message ?? 'refused'}`, {
            position: record.position,
        });
    }
    const data = {
        ...completion.event.data,
        reconciled: true,
    };
    const reconciled = front.records[0];
    if (data.outputArtifact !== undefined) {
        // The output lives in an artifact; keep the reconcile record small.
        const { output: _dropped, ...rest } = reconciled.event.data;
        front.records[0] = { event: { ...reconciled.event, data: rest } };
    }
    front.records.push({
        event: { ...completion.event, data },
        ...(completion.foldData === undefined
            ? {}
            : { foldData: { ...completion.foldData, reconciled: true } }),
    });
}
/**
 * Resume rebuilds the dispatch from its event prefix and the graph's decision; they must agree.
 * `prefix`: the graph records from the log's start, as this process just read them, when they reach
 * the dispatch (else the log is read again).
 */
async function checkRebuild(record, context, prefix) {
    const { storage, runId, graph, spec, artifacts } = context;
    const read = prefix !== undefined ? { events: prefix } : await readGraphEvents(storage, artifacts, runId);
    let state = graph.initial({
        graphDefinition: spec.graphDefinition,
        plan: spec.plan,
        resolvedInputs: spec.resolvedInputs,
    });
    for (const event of read.events) {
        if (event.seq >= record.dispatchSeq)
            break;
        state = foldEvent(graph, state, event);
    }
    const decision = askGraph(graph, state);
    const rebuilt = decision.kind === 'dispatch' ? decision.dispatches.find((d) => d.position === record.position) : undefined;
    if (rebuilt === undefined ||
        rebuilt.nodeId !== record.nodeId ||
        (0,store_json/* canonicalJson */.dj)(rebuilt.input) !== (0,store_json/* canonicalJson */.dj)(record.input)) {
        throw new errors/* GraphError */.h('RESUME_EVENT_MISMATCH', `the graph, replayed to the record that dispatched "${record.position}", no longer decides that position with node "${record.nodeId}" and the recorded input`, { position: record.position });
    }
}

;// CONCATENATED MODULE: ./src/graph/executor/resume-batch.ts




async function resumeBatch(run, context, request) {
    const { options, artifacts, services } = context;
    const { position } = request;
    const decision = parseDecision(request.decision);
    const record = resumableRecord(run.ledger, position, request.options?.pauseEventId);
    const { storage, runId, graph, nodes, session } = options;
    checkCompletion(graph, record.nodeId, position, decision);
    const gate = (0,executor_gate/* gateResume */.nF)(record.pause, request.options?.answer, services.clock(), position);
    await checkRebuild(record, { storage, runId, graph, spec: run.spec, artifacts }, run.fromStart(record.dispatchSeq));
    // Positions resumed before this one have settled: each resume runs its attempt to the end.
    run.dropFromStart(position);
    const front = gate.kind === 'expired'
        ? (0,executor_gate/* gateTimeoutFront */.i4)(record, gate.request, session)
        : await resumeFront(record, decision, {
            nodes,
            session,
            services,
            ...(gate.answer === undefined ? {} : { answer: gate.answer }),
        });
    if (record.pause?.pauseKind === 'budget')
        front.records.unshift((0,budget/* budgetResumeRecord */.mZ)(record.pause, request.options, session));
    return front;
}
/** A complete decision's output must be one the form can fold (a reviewer's verdict), else nothing is recorded. */
function checkCompletion(graph, nodeId, position, decision) {
    if (decision?.decision !== 'complete')
        return;
    const why = graph.completionProblem?.(nodeId, decision.output ?? null);
    if (why !== undefined)
        throw new errors/* GraphError */.h('RESUME_DECISION', `decision complete at position ${position}: ${why}; nothing was recorded`, {
            position,
        });
}

;// CONCATENATED MODULE: ./src/graph/executor/time-limit.ts

const timeLimitCode = 'TIMEOUT';
/** The first batch of a run past the time limit: its record (once), or `fail` when nothing would run after it. */
function timeLimitFront(options, ledger) {
    const limit = options.timeLimit;
    if (limit === undefined)
        return undefined;
    if (options.graph.settlesAfterStop !== true)
        return 'fail';
    if (ledger.timeLimitReached)
        return undefined;
    const stopped = [...ledger.open(), ...ledger.paused()].map((record) => record.position);
    return {
        records: [
            {
                event: {
                    type: events/* graphEventTypes */.w8.timeLimitReached,
                    session: options.session,
                    data: {
                        timeoutMs: Math.max(0, Math.round(limit.timeoutMs)),
                        elapsedMs: Math.max(0, Math.round(limit.elapsedMs)),
                        stopped,
                        code: timeLimitCode,
                        message: limit.message,
                    },
                },
            },
        ],
        // Stopped, not in flight: the same batch may already dispatch the cleanup.
        exclude: new Set(stopped),
        launches: [],
    };
}
function timeLimitResult(limit) {
    return { kind: 'fail', code: timeLimitCode, message: limit.message };
}

;// CONCATENATED MODULE: ./src/graph/executor/engine-calls.ts

class EngineCallOrder {
    /** Calls started so far, per target key. */
    #counts = new Map();
    /** The place of calls this executor started (looked up right after their record is stored). */
    #live = new Map();
    /** `live`: the record was appended by this executor now (its place is remembered until taken). */
    apply(event, live = false) {
        if (event.type !== events/* engineEventTypes */.km.started)
            return;
        const data = (0,events/* engineStartedSchema */.dT)().safeParse(event.data);
        if (!data.success)
            return;
        const key = (0,events/* identityKey */.US)(data.data.target);
        const index = this.#counts.get(key) ?? 0;
        this.#counts.set(key, index + 1);
        if (live)
            this.#live.set(data.data.callId, index);
    }
    /** The place of a call this executor started (0 for its target's first call in the run), once. */
    take(callId) {
        const index = this.#live.get(callId);
        this.#live.delete(callId);
        return index;
    }
}

// EXTERNAL MODULE: ./src/graph/fold/reduce.ts
var reduce = __webpack_require__(48738);
;// CONCATENATED MODULE: ./src/graph/executor/ledger.ts


class Ledger {
    positions = new Map();
    /** Open and paused positions, kept apart so the per-node questions do not scan every position ever dispatched. */
    #unsettled = new Set();
    /** Dispatch order of every position, for answers in that order. */
    #ordinal = new Map();
    deadKeys = new Set();
    dispatchCount = 0;
    runStarted = false;
    /**
     * Since a `graph:dispatch-limit-reached` record (not set aside by a later reopening): the nodes
     * dispatched after it (each may be, once: the form's cleanup).
     */
    stopped;
    /** A `graph:time-limit-reached` record was folded (the runner's cleanup after its time limit). */
    timeLimitReached = false;
    /** Records this process built itself are well-formed (`trusted`): they are not validated again. */
    apply(event, trusted = false) {
        (0,reduce/* foldGraphRecord */.x)(this.#fold, event, trusted ? 'trusted' : 'strict');
        if (event.type === events/* graphEventTypes */.w8.dispatchLimitReached)
            this.stopped ??= { nodes: new Set() };
        else if (event.type === events/* graphEventTypes */.w8.timeLimitReached)
            this.#stopAtLimit(event.data);
        else if (event.type === events/* graphEventTypes */.w8.runReopened)
            this.stopped = undefined;
    }
    /**
     * The run's time limit: the positions it names (those unsettled then) were stopped and leave the
     * open and paused sets for good; from here only the form's cleanup is dispatched, each node once.
     */
    #stopAtLimit(data) {
        this.stopped ??= { nodes: new Set() };
        this.timeLimitReached = true;
        const named = data?.stopped;
        for (const position of Array.isArray(named) ? named : []) {
            const record = typeof position === 'string' ? this.positions.get(position) : undefined;
            if (record === undefined)
                continue;
            record.stoppedAtLimit = true;
            this.#unsettled.delete(record);
        }
    }
    /** Adds the failed target of a `graph:lane-dead` record to the dead set. */
    noteDead(data, event) {
        this.apply(event ?? { id: '', seq: -1, type: events/* graphEventTypes */.w8.laneDead, session: 0, data });
    }
    get(position) {
        return this.positions.get(position);
    }
    /** Positions dispatched and not settled or paused, in dispatch order. */
    open() {
        return this.#unsettledWith('open');
    }
    paused() {
        return this.#unsettledWith('paused');
    }
    #fold = {
        at: (position) => this.positions.get(position),
        dispatch: (step, event) => {
            this.#dispatch(step, event.seq);
        },
        advance: (record, step, _previous, event) => {
            this.#advance(record, step, event.id);
        },
        run: (step) => {
            this.#run(step);
        },
    };
    #dispatch(step, seq) {
        const record = {
            position: step.position,
            nodeId: step.nodeId,
            input: step.input,
            dispatchSeq: seq,
            attempts: [],
            state: 'dispatched',
            startedSinceOffer: false,
            status: 'open',
            pause: undefined,
            resumedFrom: undefined,
        };
        const replaced = this.positions.get(step.position);
        if (replaced !== undefined)
            this.#unsettled.delete(replaced);
        this.positions.set(step.position, record);
        this.#ordinal.set(record, this.#ordinal.size);
        this.#unsettled.add(record);
        this.dispatchCount += 1;
        this.stopped?.nodes.add(step.nodeId);
    }
    /** The executor's fields of each step; the phase has already moved. */
    #advance(record, step, eventId) {
        this.#setStatus(record);
        switch (step.kind) {
            case 'started':
                record.attempts.push({ attemptId: step.attemptId, attempt: step.attempt, retrySafe: step.retrySafe });
                record.startedSinceOffer = true;
                return;
            case 'paused':
                record.pause = {
                    pauseEventId: eventId,
                    reason: step.reason,
                    request: step.request,
                    pauseKind: step.pauseKind,
                    attemptId: step.attemptId,
                };
                return;
            case 'resumed': {
                const { pause } = record;
                // A crash resume (no pause) keeps the pause an earlier resume reopened, with its answer.
                record.resumedFrom =
                    pause === undefined
                        ? record.resumedFrom
                        : {
                            pauseEventId: pause.pauseEventId,
                            reason: pause.reason,
                            request: pause.request,
                            ...(step.answer === null ? {} : { answer: step.answer }),
                        };
                record.pause = undefined;
                record.startedSinceOffer = false;
                return;
            }
            default:
                return;
        }
    }
    #run(step) {
        if (step.kind === 'run-started')
            this.runStarted = true;
        // Only the target that failed is dead: the identity the tool reported may be another lane's
        // healthy target (a CLI's alias resolves to the model an API engine also serves).
        else
            this.deadKeys.add((0,events/* identityKey */.US)(step.target ?? step.selected));
    }
    #unsettledWith(status) {
        const found = [];
        for (const record of this.#unsettled)
            if (record.status === status)
                found.push(record);
        if (found.length > 1)
            found.sort((a, b) => this.#ordinal.get(a) - this.#ordinal.get(b));
        return found;
    }
    /** The executor's status from the shared phase: offered or running is open; a skip is a completion. */
    #setStatus(record) {
        record.status = statusOf(record.state);
        if ((record.status === 'open' || record.status === 'paused') && record.stoppedAtLimit !== true)
            this.#unsettled.add(record);
        else
            this.#unsettled.delete(record);
    }
}
function statusOf(phase) {
    if (phase === 'dispatched' || phase === 'running')
        return 'open';
    if (phase === 'skipped')
        return 'completed';
    return phase;
}

;// CONCATENATED MODULE: ./src/graph/executor/run-state.ts





class RunState {
    #options;
    #artifacts;
    #spec;
    state;
    ledger = new Ledger();
    budget;
    engineCalls = new EngineCallOrder();
    cursor;
    /**
     * The graph records of the latest read from the log's start, kept while positions they reach
     * past are left in flight: each one's resume replays them up to its dispatch (the rebuild check)
     * instead of reading the log from the start again.
     */
    #fromStart;
    constructor(options, artifacts) {
        this.#options = options;
        this.#artifacts = artifacts;
        this.budget = new budget/* BudgetTally */.kY(options.budget);
    }
    /** The stored spec, checked against the graph and the bindings; set by the first read. */
    get spec() {
        if (this.#spec === undefined)
            throw new Error('the run state has not been read');
        return this.#spec;
    }
    /** Brings the state up to the log's end (from the start the first time). */
    async read() {
        const { storage, runId, graph, nodes, engines } = this.#options;
        if (this.#spec === undefined) {
            const spec = await loadSpec(storage, runId, graph);
            checkBindings(spec.plan, nodes, engines);
            this.#spec = spec;
        }
        const spec = this.#spec;
        const from = this.cursor;
        if (from === undefined) {
            this.ledger = new Ledger();
            this.budget = new budget/* BudgetTally */.kY(this.#options.budget);
            this.engineCalls = new EngineCallOrder();
            this.state = graph.initial({
                graphDefinition: spec.graphDefinition,
                plan: spec.plan,
                resolvedInputs: spec.resolvedInputs,
            });
        }
        const read = await readGraphEvents(storage, this.#artifacts, runId, from);
        if (from === undefined)
            this.#fromStart = { events: read.events, nextSeq: read.cursor.nextSeq };
        for (const event of read.raw) {
            this.budget.apply(event);
            this.engineCalls.apply(event);
        }
        for (const event of read.events) {
            this.ledger.apply(event);
            this.state = foldEvent(graph, this.state, event);
        }
        this.cursor = read.cursor;
    }
    /** After a failure: the state is read again from the log's start next time. */
    forget() {
        this.cursor = undefined;
        this.#fromStart = undefined;
    }
    /**
     * The records the latest read from the start kept, when they reach past `dispatchSeq` (a record
     * before them is not among them); undefined otherwise. Kept until dropFromStart.
     */
    fromStart(dispatchSeq) {
        const fromStart = this.#fromStart;
        return fromStart !== undefined && dispatchSeq < fromStart.nextSeq ? fromStart.events : undefined;
    }
    /**
     * Drops the kept records unless a position they reach past is still open, other than `resuming`:
     * one an earlier process left in flight, whose resume replays them for its rebuild check.
     */
    dropFromStart(resuming) {
        const kept = this.#fromStart;
        if (kept === undefined)
            return;
        const needed = this.ledger.open().some((r) => r.dispatchSeq < kept.nextSeq && r.position !== resuming);
        if (!needed)
            this.#fromStart = undefined;
    }
    /** Folds a record about to be appended into the form's state. */
    fold(record) {
        if (!isGraphEvent(record.event.type))
            return;
        this.state = foldEvent(this.#options.graph, this.state, {
            type: record.event.type,
            session: record.event.session,
            data: record.foldData ?? record.event.data,
        });
    }
    /** Applies a batch the log just stored (`records` as given to it) to the ledger and the budget. */
    applyAppended(records, stored, cursor) {
        stored.forEach((event, index) => {
            this.budget.apply(event, true);
            this.engineCalls.apply(event, true);
            if (!isGraphEvent(event.type))
                return;
            this.ledger.apply({
                id: event.id,
                seq: event.seq,
                type: event.type,
                session: event.session,
                data: records[index].foldData ?? event.data,
            }, true);
        });
        this.cursor = cursor;
    }
}

;// CONCATENATED MODULE: ./src/graph/executor/executor.ts












function createGraphExecutor(options) {
    checkExecutorOptionShapes(options);
    checkOptions(options);
    return new Executor(options);
}
class Executor {
    #options;
    #artifacts;
    #run;
    #log;
    #running = new Map();
    #active = false;
    #generation = 0;
    #queue = Promise.resolve();
    #budgetStop = false;
    constructor(options) {
        this.#options = options;
        this.#artifacts = options.storage.artifacts(options.runId);
        this.#run = new RunState(options, this.#artifacts);
    }
    run(signal) {
        return this.#withSession(signal, async (session) => {
            // Kept only for positions an earlier process left in flight: their resumes follow.
            this.#run.dropFromStart();
            const limit = timeLimitFront(this.#options, this.#run.ledger);
            if (limit === 'fail')
                return timeLimitResult(this.#options.timeLimit);
            await this.#commit(limit ?? { records: [], exclude: new Set(), launches: [] }, session);
            return this.#loop(session);
        });
    }
    resume(position, signal, decision, options) {
        return this.#withSession(signal, async (session) => {
            const front = await resumeBatch(this.#run, { options: this.#options, artifacts: this.#artifacts, services: session.services }, { position, decision, options });
            await this.#commit(front, session);
            return this.#loop(session);
        });
    }
    async recorded(position) {
        if (this.#active)
            throw new errors/* GraphError */.h('PROTOCOL', 'this executor is running; ask for a position between run and resume calls');
        this.#active = true;
        try {
            await this.#run.read();
        }
        catch (error) {
            this.#run.forget();
            throw error;
        }
        finally {
            this.#active = false;
        }
        const record = this.#run.ledger.get(position);
        return record === undefined
            ? undefined
            : { status: record.status, pauseEventId: record.pause?.pauseEventId ?? null };
    }
    // ------------------------------------------------------------ sessions and loading
    async #withSession(signal, body) {
        if (this.#active)
            throw new errors/* GraphError */.h('PROTOCOL', 'this executor is already running; call run/resume one at a time');
        if (signal.aborted)
            return { kind: 'fail', code: 'ABORTED', message: 'the run was aborted before it started' };
        this.#active = true;
        this.#budgetStop = false;
        const generation = ++this.#generation;
        const internal = new AbortController();
        const combined = AbortSignal.any([signal, internal.signal]);
        try {
            await this.#load();
            return await body({ services: this.#services(generation), signal: combined });
        }
        catch (error) {
            // Attempts still running belong to a failed session: stop them, refuse their records,
            // and rebuild state from the store next time.
            internal.abort(error);
            this.#generation += 1;
            this.#running.clear();
            this.#run.forget();
            throw error;
        }
        finally {
            this.#active = false;
            if (this.#options.log === undefined && this.#log !== undefined) {
                const log = this.#log;
                this.#log = undefined;
                await log.close();
            }
        }
    }
    async #load() {
        await this.#run.read();
        const { storage, runId } = this.#options;
        const cursor = this.#run.cursor;
        const spec = this.#run.spec;
        this.#log = this.#options.log ?? (await storage.openEventLog(runId, 'graph', cursor));
        if (this.#log.cursor().head !== cursor.head) {
            throw new errors/* GraphError */.h('PROTOCOL', `the graph log of run "${runId}" changed while it was being read; one writer per log`);
        }
        if (!this.#run.ledger.runStarted) {
            const record = runStartedRecord(spec, spec.definitionValue, this.#options.session);
            await this.#exclusive(() => this.#append([{ event: record }], false));
        }
    }
    #services(generation) {
        return (0,executor_services/* attemptServices */.m)(this.#options, {
            artifacts: this.#artifacts,
            plan: this.#run.spec.plan,
            deadKeys: () => this.#run.ledger.deadKeys,
            engineCallIndex: (callId) => this.#run.engineCalls.take(callId),
            budget: this.#run.budget,
            createExecutor: createGraphExecutor,
            record: (records) => this.#exclusive(async () => {
                if (generation !== this.#generation)
                    throw new errors/* GraphError */.h('PROTOCOL', 'the executor session this attempt belongs to has ended');
                return this.#append(records, false);
            }),
        });
    }
    // ------------------------------------------------------------ the loop
    async #loop(session) {
        for (;;) {
            if (this.#running.size > 0) {
                const settled = await Promise.race(this.#running.values());
                this.#running.delete(settled.position);
                // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows what the attempt caught
                if (settled.fatal !== undefined)
                    throw settled.fatal;
                await this.#commit({ records: settled.records, exclude: new Set([settled.position]), launches: [] }, session);
                continue;
            }
            if (session.signal.aborted)
                return {
                    kind: 'fail',
                    code: 'ABORTED',
                    message: 'the run was aborted; in-flight attempts were recorded ABORTED',
                };
            const open = this.#run.ledger.open();
            if (open.length > 0)
                return { kind: 'waiting', positions: open.map((r) => r.position) };
            if (this.#budgetStop)
                return this.#budgetResult();
            const decision = askGraph(this.#options.graph, this.#run.state);
            if (decision.kind === 'complete')
                return { kind: 'complete', output: decision.output };
            if (decision.kind === 'fail')
                return { kind: 'fail', code: decision.code, message: decision.message };
            if (decision.kind === 'record') {
                // Recorded (and folded) by the commit, with whatever the form decides after it.
                await this.#commit({ records: [], exclude: new Set(), launches: [] }, session);
                continue;
            }
            if (decision.dispatches.length > 0) {
                const recorded = await this.#commit({ records: [], exclude: new Set(), launches: [] }, session);
                // A dispatch may hit the budget during the commit just awaited (a recorded stop: ask again).
                // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
                if (this.#running.size === 0 && !this.#budgetStop && !recorded) {
                    throw new errors/* GraphError */.h('PROTOCOL', `graph "${this.#options.graph.form}" decided differently on two calls over the same state`);
                }
                continue;
            }
            const paused = this.#run.ledger.paused();
            if (paused.length > 0)
                return pauseResult(paused);
            throw new errors/* GraphError */.h('EMPTY_DECISION', `graph "${this.#options.graph.form}" returned an empty decision with no attempt in flight`);
        }
    }
    #budgetResult() {
        return {
            kind: 'fail',
            code: 'BUDGET_STOP',
            // Named as the Action input and CLI flag are (max-dispatches); the library's option is maxDispatches.
            message: dispatchLimitMessage(this.#options.maxDispatches ?? 0, this.#run.ledger.dispatchCount),
        };
    }
    /**
     * Folds `front`, asks the graph, and appends front + decision + start records as one batch;
     * resolves true when it recorded anything.
     */
    #commit(front, session) {
        return this.#exclusive(async () => {
            for (const record of front.records) {
                this.#run.fold(record);
                // Start records built below name the lane's first live target: count deaths in this batch.
                if (record.event.type === events/* graphEventTypes */.w8.laneDead)
                    this.#run.ledger.noteDead(record.event.data);
            }
            const launches = [...front.launches];
            const all = [...front.records];
            if (this.#mayDispatch(session.signal, front.exclude)) {
                const { graph, nodes, storage, session: sessionNumber, maxDispatches } = this.#options;
                const next = await decideNext(this.#run, {
                    graph,
                    nodes,
                    storage,
                    artifacts: this.#artifacts,
                    session: sessionNumber,
                    maxDispatches,
                    services: session.services,
                });
                all.push(...next.records);
                launches.push(...next.launches);
                if (next.budgetStop)
                    this.#budgetStop = true;
            }
            if (all.length > 0)
                await this.#append(all, true);
            for (const plan of launches)
                this.#launch(plan, session);
            return all.length > 0;
        });
    }
    #mayDispatch(signal, exclude) {
        if (signal.aborted || this.#budgetStop)
            return false;
        // A dispatch left open by an earlier process must be resumed by position first.
        return !this.#run.ledger.open().some((r) => !this.#running.has(r.position) && !exclude.has(r.position));
    }
    #launch(plan, session) {
        const settled = runAttempt(session.services, plan, session.signal).catch((fatal) => ({
            position: plan.position,
            records: [],
            fatal: fatal ?? new Error('attempt failed'),
        }));
        this.#running.set(plan.position, settled);
    }
    // ------------------------------------------------------------ writing
    /** Appends one batch (one sync) and applies it to the ledger; folds it unless already folded. */
    async #append(records, folded) {
        if (!folded)
            for (const record of records)
                this.#run.fold(record);
        const log = this.#log;
        this.#run.applyAppended(records, await log.append(records.map((r) => r.event)), log.cursor());
    }
    #exclusive(fn) {
        const run = this.#queue.then(fn, fn);
        this.#queue = run.catch(() => undefined);
        return run;
    }
}

;// CONCATENATED MODULE: ./src/engine/engines/classify.ts
/** A status code where the text says it is one: after status/HTTP/error/code, or before its reason phrase. */
function classify_status(codes, reason) {
    return `(?:status(?: code)?|http(?:/[\\d.]+)?|api error|error(?: code)?|code)\\W{0,3}(?:${codes})\\b|\\b(?:${codes})\\W{0,3}(?:${reason})`;
}
const rules = [
    {
        kind: 'billing',
        pattern: new RegExp(`credit balance is too low|insufficient[_ ]quota|quota exceeded|exceeded your current quota|billing (?:details|issue|hard limit)|payment required|${classify_status('402', 'payment')}`, 'i'),
    },
    {
        kind: 'auth',
        pattern: new RegExp(`invalid (?:x-)?api[ -]key|incorrect api key|authentication[_ ]error|permission[_ ]error|please run /login|not logged in|please log ?in|login required|unauthori[sz]ed|oauth token (?:has )?expired|missing api key|no api key|invalid bearer token|${classify_status('401|403', 'unauthori[sz]ed|forbidden')}`, 'i'),
    },
    {
        kind: 'rate-limit',
        pattern: new RegExp(`rate[_ ]limit|too many requests|usage limit reached|hit your usage limit|limit reached|${classify_status('429', 'too many')}`, 'i'),
    },
    {
        kind: 'model-unavailable',
        pattern: new RegExp(`model_not_found|not_found_error|(?:unknown|invalid|unsupported) model|model[^\\n]{0,80}(?:does not exist|not found|not supported|is not available|not available|unavailable)|there's an issue with the selected model|${classify_status('404', 'not found')}`, 'i'),
    },
    {
        kind: 'transport',
        pattern: new RegExp(`overloaded|econnrefused|econnreset|etimedout|enotfound|socket hang up|network error|fetch failed|stream disconnected|${classify_status('500|502|503|504|529', 'internal|bad gateway|service unavailable|gateway timeout|overloaded')}`, 'i'),
    },
];
/**
 * Kinds a CLI reports when the API refused the request before any model work (a bad key, no
 * credit, an unknown model, a bad setting, a rate limit): with nothing streamed before them, the
 * call used nothing (a known zero, not unknown usage).
 */
const refusalKinds = new Set([
    'auth',
    'billing',
    'model-unavailable',
    'invalid-config',
    'rate-limit',
]);
/** The kind an error message names, or undefined when it names none of them. */
function classifyFailureText(text) {
    for (const rule of rules)
        if (rule.pattern.test(text))
            return rule.kind;
    return undefined;
}
/** A frame of a stack trace or backtrace, or the source excerpt a crash prints above it. */
const traceLine = /^\s+at\s|^\s*File ".*", line \d+|^\s+\d+: \S|^\s*\^+\s*$|^\S+\.(?:[cm]?js|ts|py|rs|go|rb|java):\d+(?::\d+)?\s*$|^\s*(?:Traceback \(most recent call last\)|stack backtrace:|note: run with `RUST_BACKTRACE)/;
/** A JSON object or array on its own line: a tool's transcript or events, not an error message. */
function isJsonLine(line) {
    const trimmed = line.trim();
    if (!(trimmed.startsWith('{') && trimmed.endsWith('}')) && !(trimmed.startsWith('[') && trimmed.endsWith(']')))
        return false;
    try {
        JSON.parse(trimmed);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The lines of a tool's raw output that can be error messages: not stack frames, not the source
 * excerpt of a crash, not JSON (a stream-json transcript quotes whatever the model wrote).
 */
function errorLines(output) {
    return output.split('\n').filter((line) => line.trim() !== '' && !traceLine.test(line) && !isJsonLine(line));
}
/** The kind the error lines of a tool's raw output name (see errorLines). */
function classifyErrorOutput(output) {
    return classifyFailureText(errorLines(output).join('\n'));
}
/** Claude's subscription limit says when it resets: `Claude AI usage limit reached|1735689600` (epoch seconds). */
function usageLimitResetMs(text, now = Date.now()) {
    const match = /limit reached\|(\d{9,11})/i.exec(text);
    if (match?.[1] === undefined)
        return undefined;
    return Math.max(0, Number(match[1]) * 1000 - now);
}
/** Unknown command-line options are a configuration mistake, not a passing failure. */
function isUsageError(text) {
    return /unknown option|unrecognized option|unexpected argument|invalid value for|error: unknown command|usage: /i.test(text);
}

;// CONCATENATED MODULE: ./src/engine/abort.ts
// Waiting that honours an abort signal and a per-call time bound, shared by engines.

function abortedError(usage) {
    return new engine_contract/* EngineError */.NJ('engine call aborted', { kind: 'aborted', ...(usage === undefined ? {} : { usage }) });
}
function timeoutError(timeoutMs, usage) {
    return new engine_contract/* EngineError */.NJ(`engine call exceeded its time bound of ${timeoutMs} ms`, {
        kind: 'timeout',
        ...(usage === undefined ? {} : { usage }),
    });
}
/**
 * Resolves after `ms` (never when `ms` is Infinity). Rejects with `aborted` on the signal
 * or `timeout` once `timeoutMs` passes, whichever comes first.
 */
function waitBounded(ms, signal, timeoutMs, failureUsage) {
    return new Promise((resolve, reject) => {
        if (signal.aborted) {
            reject(abortedError(failureUsage?.()));
            return;
        }
        const timers = [];
        const done = () => {
            for (const t of timers)
                clearTimeout(t);
            signal.removeEventListener('abort', onAbort);
        };
        const onAbort = () => {
            done();
            reject(abortedError(failureUsage?.()));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        if (Number.isFinite(ms)) {
            timers.push(setTimeout(() => {
                done();
                resolve();
            }, Math.max(0, ms)));
        }
        if (timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs < ms) {
            timers.push(setTimeout(() => {
                done();
                reject(timeoutError(timeoutMs, failureUsage?.()));
            }, Math.max(0, timeoutMs)));
        }
    });
}

// EXTERNAL MODULE: ./src/engine/receipt.ts
var receipt = __webpack_require__(40154);
;// CONCATENATED MODULE: ./src/engine/testing/mock-options.ts
// MockEngineOptions checked once, when the engine is made: a bad option is an EngineError
// (kind `invalid-config`) naming the field and what it accepts, not a crash at the first call.



const mockStepSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({ kind: schemas/* enum */.k5n(['result', 'error', 'hang']).optional(), error: schemas/* unknown */.L5J().optional() })
    .refine((step) => step.kind !== 'error' || engine_contract/* engineErrorKinds */.q$.includes(step.error), {
    error: `an error step needs error: one of ${engine_contract/* engineErrorKinds */.q$.join(', ')}`,
    path: ['error'],
}));
const mockEngineOptionsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    identity: schemas/* looseObject */._H3({}).optional(),
    steps: schemas/* array */.YOg(mockStepSchema(), { error: 'expected a list of steps' }).optional(),
    respond: schemas/* custom */.IeY((value) => typeof value === 'function', 'expected a function (request, callIndex) => step')
        .optional(),
    whenExhausted: schemas/* enum */.k5n(['repeat-last', 'error']).optional(),
    billing: (0,engine_contract/* billingSchema */.rE)().optional(),
    prices: schemas/* looseObject */._H3({}).optional(),
}));
function checkMockEngineOptions(options) {
    const parsed = mockEngineOptionsSchema().safeParse(options);
    if (parsed.success)
        return;
    const problems = parsed.error.issues.map((issue) => ({
        field: ['options', ...issue.path.map(String)].join('.'),
        accepts: issue.message,
    }));
    throw new engine_contract/* EngineError */.NJ(`MockEngine: ${problems.map((p) => `${p.field}: ${p.accepts}`).join('; ')}`, {
        kind: 'invalid-config',
        details: { problems },
        cause: parsed.error,
    });
}

;// CONCATENATED MODULE: ./src/engine/testing/mock-engine.ts
// A scripted engine for tests and examples: no process, no network. Each call takes the
// step of its script its place in the run names (the request's callIndex, else its own count);
// it records the requests it received.






function asJson(value, field) {
    const parsed = contract/* jsonValueSchema */.F7.safeParse(value);
    if (!parsed.success)
        throw new TypeError(`MockEngine step.${field} must be JSON: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
}
/** Kinds real engines report when the provider refused the call before any model work (nothing billed), or no CLI ran. */
const refusedKinds = new Set([...refusalKinds, 'missing-cli']);
const defaultIdentity = { provider: 'mock', model: 'mock-model', adapter: 'mock' };
class MockEngine {
    identity;
    #steps;
    #options;
    #requests = [];
    constructor(options = {}) {
        checkMockEngineOptions(options);
        this.identity = Object.freeze((0,engine_contract/* engineIdentitySchema */.a7)().parse({ ...defaultIdentity, ...options.identity }));
        this.#steps = [...(options.steps ?? [])];
        this.#options = options;
    }
    /** Number of calls made so far (including ones that failed or were aborted). */
    get calls() {
        return this.#requests.length;
    }
    /** Requests received, in order. */
    get requests() {
        return this.#requests;
    }
    /** Prompts received, in order. */
    get prompts() {
        return this.#requests.map((r) => r.prompt);
    }
    async run(request, signal) {
        // The run's count of this engine's earlier calls, when the executor gives it: a resume or a
        // restarted worker goes on with the script instead of starting it again.
        const index = request.callIndex ?? this.#requests.length;
        this.#requests.push({ ...request });
        const unmeasured = () => this.#receipt('unmeasured', true);
        if (signal.aborted)
            throw abortedError(unmeasured());
        const step = await this.#stepFor(request, index);
        if (step.kind === 'hang') {
            await waitBounded(Number.POSITIVE_INFINITY, signal, request.timeoutMs, unmeasured);
            throw new engine_contract/* EngineError */.NJ('mock hang step ended without an abort', { kind: 'protocol' });
        }
        await waitBounded(step.delayMs ?? 0, signal, request.timeoutMs, unmeasured);
        if (step.kind === 'error') {
            throw new engine_contract/* EngineError */.NJ(step.message ?? `mock engine failure (${step.error})`, {
                kind: step.error,
                reported: this.identity,
                usage: step.usage === undefined && refusedKinds.has(step.error)
                    ? (0,receipt/* unsentFailure */.yH)(this.identity.model, this.#options.billing ?? 'unknown')
                    : this.#receipt(step.usage, true),
                ...(step.retryAfterMs === undefined ? {} : { retryAfterMs: step.retryAfterMs }),
                ...(step.details === undefined ? {} : { details: step.details }),
            });
        }
        const reported = (0,engine_contract/* engineIdentitySchema */.a7)().parse({ ...this.identity, ...step.reported });
        const structured = step.structured === undefined ? undefined : asJson(step.structured, 'structured');
        const parts = step.parts === undefined ? undefined : asJson([...step.parts], 'parts');
        const result = {
            text: step.text ?? (structured === undefined ? '' : JSON.stringify(structured)),
            usage: this.#receipt(step.usage, false, reported.model),
            reported,
        };
        if (structured !== undefined)
            result.structured = structured;
        if (Array.isArray(parts))
            result.parts = parts;
        return result;
    }
    async #stepFor(request, index) {
        const scripted = this.#steps[index];
        if (scripted !== undefined)
            return scripted;
        if (this.#options.respond !== undefined)
            return this.#options.respond(request, index);
        const last = this.#steps.at(-1);
        if (this.#options.whenExhausted === 'error') {
            return {
                kind: 'error',
                error: 'protocol',
                message: `mock engine script exhausted after ${this.#steps.length} steps`,
            };
        }
        return last ?? { kind: 'result', text: '' };
    }
    #receipt(usage, failed, model = this.identity.model) {
        const billing = this.#options.billing ?? 'unknown';
        if (usage === undefined || usage === 'unmeasured')
            return (0,receipt/* buildReceipt */.pi)({ model, billing, failed });
        const whole = usage.inputTokens !== undefined && usage.outputTokens !== undefined;
        return (0,receipt/* buildReceipt */.pi)({
            tokens: whole
                ? { ...usage, cacheReadTokens: usage.cacheReadTokens ?? 0, cacheWriteTokens: usage.cacheWriteTokens ?? 0 }
                : usage,
            reportedUsd: usage.costUsd,
            model: usage.model ?? model,
            billing: usage.billing ?? billing,
            prices: this.#options.prices,
            failed,
        });
    }
}

// EXTERNAL MODULE: ./src/engine/redact.ts
var redact = __webpack_require__(32393);
// EXTERNAL MODULE: ./src/engine/engines/api-key.ts
var api_key = __webpack_require__(7836);
;// CONCATENATED MODULE: ./src/engine/retry-after.ts
// `retry-after` is either delay-seconds or an HTTP date (RFC 9110 \u00a710.2.3).
/** Milliseconds to wait, or undefined when the header is absent or unreadable. A past date is 0. */
function retryAfterHeaderToMs(value, now = Date.now()) {
    if (value === null || value === undefined)
        return undefined;
    const trimmed = value.trim();
    if (trimmed === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(trimmed)) {
        const ms = Math.ceil(Number(trimmed) * 1000);
        return Number.isSafeInteger(ms) ? ms : undefined;
    }
    // Only date-like values: Date.parse accepts too much ("1" is a year).
    if (!/[A-Za-z]/.test(trimmed))
        return undefined;
    const at = Date.parse(trimmed);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - now);
}
/** `retry-after-ms` (OpenAI) wins over `retry-after` when both are present. */
function retryAfterFromHeaders(headers, now = Date.now()) {
    const ms = headers.get('retry-after-ms');
    if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim()))
        return Math.ceil(Number(ms.trim()));
    return retryAfterHeaderToMs(headers.get('retry-after'), now);
}

;// CONCATENATED MODULE: ./src/engine/engines/structured.ts
// Structured output from an answer's text: a JSON object or array, alone or in one fenced block.

const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n```$/;
function structuredFromText(text) {
    const trimmed = text.trim();
    const body = fenced.exec(trimmed)?.[1] ?? trimmed;
    if (!(body.startsWith('{') || body.startsWith('[')))
        return undefined;
    try {
        const parsed = contract/* jsonValueSchema */.F7.safeParse(JSON.parse(body));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** Text with control over size for error details: the last `maxChars` characters. */
function tail(text, maxChars = 4000) {
    return text.length <= maxChars ? text : `\u2026${text.slice(text.length - maxChars)}`;
}

;// CONCATENATED MODULE: ./src/engine/engines/http-call.ts
// One HTTP API call with fetch: a time bound and the abort signal, told apart on failure.




const defaultMaxResponseBytes = 16 * 1024 * 1024;
class ResponseTooLarge extends Error {
}
async function readBounded(response, maxBytes, ctx) {
    if (response.body === null)
        return '';
    const decoder = new TextDecoder();
    let bytes = 0;
    let text = '';
    const reader = response.body.getReader();
    for (;;) {
        const { done, value } = (await reader.read());
        if (done)
            break;
        bytes += value.byteLength;
        if (bytes > maxBytes) {
            await reader.cancel();
            throw new ResponseTooLarge(`${ctx.adapter}: the reply passed ${maxBytes} bytes`);
        }
        text += decoder.decode(value, { stream: true });
    }
    return text + decoder.decode();
}
function transportReason(error) {
    const cause = error instanceof Error ? error.cause : undefined;
    const code = typeof cause?.code === 'string' ? cause.code : undefined;
    const message = (0,store_errors/* describeError */.Uc)(error);
    return code === undefined ? message : `${message} (${code})`;
}
/** POSTs JSON and reads the whole reply. Rejects with EngineError aborted / timeout / transport. */
async function postJson(call, ctx) {
    const timeout = new AbortController();
    let timedOut = false;
    const timer = call.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            timeout.abort();
        }, call.timeoutMs);
    const signal = AbortSignal.any([call.signal, timeout.signal]);
    const fail = (error) => {
        const base = { reported: ctx.reported, usage: ctx.usage, cause: error };
        if (call.signal.aborted)
            return new engine_contract/* EngineError */.NJ(`${ctx.adapter}: call aborted`, { kind: 'aborted', ...base });
        if (error instanceof ResponseTooLarge)
            return new engine_contract/* EngineError */.NJ(error.message, { kind: 'other', ...base });
        if (timedOut) {
            return new engine_contract/* EngineError */.NJ(`${ctx.adapter}: call exceeded its time bound of ${call.timeoutMs} ms`, {
                kind: 'timeout',
                ...base,
            });
        }
        return new engine_contract/* EngineError */.NJ((0,redact/* redactSecrets */.fp)(`${ctx.adapter}: request failed: ${transportReason(error)}`, ctx.secrets), {
            kind: 'transport',
            ...base,
        });
    };
    try {
        const response = await call.fetch(call.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...call.headers },
            body: JSON.stringify(call.body),
            signal,
        });
        const text = await readBounded(response, call.maxResponseBytes ?? defaultMaxResponseBytes, ctx);
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            json = undefined;
        }
        return { status: response.status, headers: response.headers, text, json };
    }
    catch (error) {
        throw fail(error);
    }
    finally {
        if (timer !== undefined)
            clearTimeout(timer);
    }
}
/** `{base}/v1/<path>` with any trailing slashes of the base dropped. */
function apiUrl(base, path) {
    return `${base.replace(/\/+$/, '')}/v1/${path}`;
}
function replyDetails(reply, secrets) {
    return { status: reply.status, bodyTail: (0,redact/* redactSecrets */.fp)(tail(reply.text, 2000), secrets) };
}

;// CONCATENATED MODULE: ./src/engine/engines/http-engine.ts








/**
 * Statuses with which the API refuses a request before any model work (bad request, key, billing,
 * permission, model, size, rate limit): with the API's own error body, nothing was billed.
 */
const refusedStatuses = new Set([400, 401, 402, 403, 404, 413, 422, 429]);
async function runHttpEngine(api, engine, request, signal) {
    const { identity, config, deps } = engine;
    const env = deps.env ?? process.env;
    const keyName = config.apiKeyEnv ?? api.defaultKeyEnv;
    const unsent = (0,receipt/* unsentFailure */.yH)(config.model, 'api');
    if (signal.aborted)
        throw abortedError(unsent);
    const key = (0,api_key/* readApiKey */.iZ)(env, keyName, api.adapter, identity, unsent);
    // From here a request may have reached the API: what it used is not known unless the reply says.
    const failed = (0,receipt/* unmeasuredFailure */.SK)(config.model, 'api');
    const secrets = [key, ...(0,redact/* secretValuesOf */.WD)(env, [keyName]), ...(deps.knownSecrets ?? [])];
    const reply = await postJson({
        url: apiUrl(config.baseUrl ?? api.defaultBaseUrl, api.path),
        headers: api.headers(key),
        body: api.body(request, config),
        signal,
        timeoutMs: request.timeoutMs ?? config.timeoutMs,
        fetch: deps.fetch ?? fetch,
    }, { adapter: api.adapter, reported: identity, usage: failed, secrets });
    if (reply.status < 200 || reply.status > 299)
        throw httpError(api, engine, reply, secrets);
    const parsed = api.replySchema.safeParse(reply.json);
    if (!parsed.success) {
        throw new engine_contract/* EngineError */.NJ(`${api.adapter}: the reply is not ${api.replyName}`, {
            kind: 'protocol',
            reported: identity,
            usage: failed,
            details: replyDetails(reply, secrets),
        });
    }
    const result = api.answer(parsed.data, { identity, config, prices: deps.prices, secrets });
    const structured = structuredFromText(result.text);
    if (structured !== undefined)
        result.structured = structured;
    return result;
}
function httpError(api, engine, reply, secrets) {
    const { kind, said, details, fromApi } = api.failure(reply);
    const retryAfterMs = kind === 'rate-limit' || kind === 'transport' ? retryAfterFromHeaders(reply.headers) : undefined;
    // A refusal is known to have cost nothing; any other failure (5xx, a proxy's page) may have.
    const refused = fromApi && refusedStatuses.has(reply.status);
    return new engine_contract/* EngineError */.NJ((0,redact/* redactSecrets */.fp)(`${api.adapter}: HTTP ${reply.status}${said === '' ? '' : ` ${said}`}`, secrets), {
        kind,
        reported: engine.identity,
        usage: refused ? (0,receipt/* unsentFailure */.yH)(engine.config.model, 'api') : (0,receipt/* unmeasuredFailure */.SK)(engine.config.model, 'api'),
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        details: { ...replyDetails(reply, secrets), ...details },
    });
}

;// CONCATENATED MODULE: ./src/engine/engines/anthropic-api.ts
// Anthropic Messages API: POST {base}/v1/messages with x-api-key and anthropic-version.








const count = (0,lazy_schema/* lazySchema */.I)(() => schemas/* number */.aig().int().nonnegative().optional().catch(undefined));
const messageSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    type: schemas/* literal */.euz('message'),
    model: schemas/* string */.YjP().optional(),
    content: schemas/* array */.YOg(schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().optional() })),
    stop_reason: schemas/* string */.YjP().nullable().optional(),
    usage: schemas/* looseObject */._H3({
        input_tokens: count(),
        output_tokens: count(),
        cache_creation_input_tokens: count(),
        cache_read_input_tokens: count(),
    })
        .optional()
        .catch(undefined),
}));
const errorBodySchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    type: schemas/* literal */.euz('error'),
    error: schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), message: schemas/* string */.YjP().optional() }),
}));
const kindByErrorType = {
    authentication_error: 'auth',
    permission_error: 'auth',
    billing_error: 'billing',
    not_found_error: 'model-unavailable',
    rate_limit_error: 'rate-limit',
    overloaded_error: 'transport',
    api_error: 'transport',
    timeout_error: 'transport',
};
function kindOf(status, type, message) {
    const byType = type === undefined ? undefined : kindByErrorType[type];
    if (byType !== undefined)
        return byType;
    // invalid_request_error covers a low credit balance and an unknown model as well as bad requests.
    const named = classifyFailureText(message);
    if (named === 'billing' || named === 'model-unavailable')
        return named;
    if (status === 401 || status === 403)
        return 'auth';
    if (status === 402)
        return 'billing';
    if (status === 404)
        return 'model-unavailable';
    if (status === 429)
        return 'rate-limit';
    if (status >= 500)
        return 'transport';
    return 'other';
}
const defaultAnthropicBaseUrl = 'https://api.anthropic.com';
function answer(m, { identity, config, prices, secrets }) {
    const model = m.model ?? config.model;
    const reported = { ...identity, model };
    const usage = (0,receipt/* buildReceipt */.pi)({
        tokens: m.usage && {
            inputTokens: m.usage.input_tokens,
            outputTokens: m.usage.output_tokens,
            cacheReadTokens: m.usage.cache_read_input_tokens,
            cacheWriteTokens: m.usage.cache_creation_input_tokens,
        },
        model,
        billing: 'api',
        prices,
    });
    const text = m.content
        .flatMap((block) => (block.type === 'text' && block.text !== undefined ? [block.text] : []))
        .join('');
    if (m.stop_reason === 'max_tokens') {
        throw new engine_contract/* EngineError */.NJ(`anthropic: the answer stopped at max_tokens (${config.maxTokens ?? 8192}); raise maxTokens`, {
            kind: 'incomplete',
            reported,
            usage: { ...usage, failed: true },
            details: { stopReason: 'max_tokens', textTail: (0,redact/* redactSecrets */.fp)(text.slice(-2000), secrets) },
        });
    }
    return { text, usage, reported };
}
const anthropicApi = (0,lazy_schema/* lazySchema */.I)(() => ({
    adapter: 'anthropic',
    defaultKeyEnv: api_key/* defaultApiKeyVariables */.E6.anthropic,
    defaultBaseUrl: defaultAnthropicBaseUrl,
    path: 'messages',
    headers: (key) => ({ 'x-api-key': key, 'anthropic-version': '2023-06-01' }),
    body: (request, config) => ({
        model: config.model,
        max_tokens: config.maxTokens ?? 8192,
        messages: [{ role: 'user', content: request.prompt }],
    }),
    replySchema: messageSchema(),
    replyName: 'a Messages API message',
    answer,
    failure: (reply) => {
        const body = errorBodySchema().safeParse(reply.json);
        const type = body.success ? body.data.error.type : undefined;
        const message = body.success ? (body.data.error.message ?? '') : '';
        const details = {};
        if (type !== undefined)
            details.type = type;
        return {
            kind: kindOf(reply.status, type, message),
            said: [type, message].filter((s) => s !== undefined && s !== '').join(': '),
            details,
            fromApi: body.success,
        };
    },
}));
class AnthropicApiEngine {
    identity;
    #config;
    #deps;
    constructor(config, deps = {}) {
        this.#config = config;
        this.#deps = deps;
        this.identity = Object.freeze({ provider: 'anthropic', model: config.model, adapter: 'anthropic-api' });
    }
    run(request, signal) {
        const engine = { identity: this.identity, config: this.#config, deps: this.#deps };
        return runHttpEngine(anthropicApi(), engine, request, signal);
    }
}

// EXTERNAL MODULE: ./src/engine/command/start.ts + 4 modules
var start = __webpack_require__(60419);
// EXTERNAL MODULE: ./src/store/defined.ts
var defined = __webpack_require__(29728);
;// CONCATENATED MODULE: ./src/engine/engines/command-call.ts
// One engine call as an owned command: bounds, owner marker, and the failures every
// command-backed engine shares (missing executable, abort, timeout, output bound, cleanup).







const defaultMaxOutputBytes = 16 * 1024 * 1024;
/** Runs the call with a fresh owner ID, so a helper that escapes with setsid is still swept. */
async function runCommandCall(call) {
    const options = {
        command: call.command,
        args: call.args,
        input: call.input,
        env: call.env,
        inheritParentEnv: false,
        ownerId: `sha256:${(0,external_node_crypto_.createHash)('sha256').update((0,external_node_crypto_.randomBytes)(32)).digest('hex')}`,
        signal: call.signal,
        ...(0,defined/* definedFields */.X)({ cwd: call.cwd, timeoutMs: call.timeoutMs, maxMemoryBytes: call.maxMemoryBytes }),
    };
    const bound = call.maxOutputBytes ?? defaultMaxOutputBytes;
    const { capture, stderrTo } = call;
    if (capture === undefined && stderrTo === undefined)
        return (0,start/* runOwnedCommand */.Y)({ ...options, maxOutputBytes: bound });
    if (capture === undefined) {
        const owned = (0,start/* startOwnedCommand */.l)({ ...options, maxOutputBytes: bound });
        owned.onOutput((chunk, stream) => {
            if (stream === 'stderr')
                stderrTo?.push(chunk);
        });
        const result = await owned.result;
        stderrTo?.end();
        return result;
    }
    const owned = (0,start/* startOwnedCommand */.l)({ ...options, keepOutput: false });
    owned.onOutput((chunk, stream) => {
        if (stream === 'stderr')
            stderrTo?.push(chunk);
        capture.push(chunk, stream);
        if (capture.keptBytes() > bound)
            void owned.stop(outputLimitReason);
    });
    const result = await owned.result;
    stderrTo?.end();
    // The first reason to stop wins: an abort or time bound before the output bound stays what it was.
    const limited = result.stopReason === outputLimitReason;
    return {
        ...result,
        stdout: capture.text('stdout'),
        stderr: capture.text('stderr'),
        outputLimitExceeded: result.outputLimitExceeded || limited,
        aborted: result.aborted && !limited,
    };
}
const outputLimitReason = 'output-limit';
/** Characters of a stream kept in error details and at the end of a failure message. */
const tailChars = 4000;
/**
 * The last `maxChars` characters of captured text, secrets redacted first: the text redacted is
 * longer than what is kept, so a secret cut at the tail's start is still recognised.
 */
function redactedTail(text, secrets, maxChars = tailChars) {
    const longest = Math.max(0, ...secrets.map((s) => s.length));
    return tail((0,redact/* redactSecrets */.fp)(tail(text, maxChars + longest), secrets), maxChars);
}
/**
 * What a failed command's message ends with, as a command node's does: the last non-empty lines of
 * its stderr (redacted, bounded like the details' tail), '' when it printed nothing there.
 */
function stderrEnding(stderr, secrets) {
    return redactedTail(stderr, secrets)
        .split('\n')
        .filter((line) => line.trim() !== '')
        .join('\n');
}
/** True when a signal, not the process itself, ended it (an OOM kill, a kill from outside). */
function killedBySignal(outcome) {
    return outcome.exitCode === null && outcome.signal !== null;
}
/** How the process ended, for a message: `exited 1`, or `was killed by SIGKILL`. */
function howItEnded(outcome) {
    return killedBySignal(outcome) ? `was killed by ${outcome.signal}` : `exited ${outcome.exitCode ?? '?'}`;
}
/** What a failure message ends with: the end of stderr, or that there was none. */
function stderrClause(outcome, secrets) {
    const said = stderrEnding(outcome.stderr, secrets);
    return said === '' ? '; nothing on stderr' : `; stderr ends with:\n${said}`;
}
/** Scrubbed tails of the capture, for error details. */
function captureDetails(outcome, secrets) {
    const details = {
        exitCode: outcome.exitCode,
        signal: outcome.signal,
        stdoutTail: redactedTail(outcome.stdout, secrets),
        stderrTail: redactedTail(outcome.stderr, secrets),
    };
    if (!outcome.cleanup.verified)
        details.survivors = outcome.cleanup.survivors.map((p) => ({ ...p }));
    return details;
}
function engineFailure(message, kind, ctx, extra = {}) {
    return new engine_contract/* EngineError */.NJ((0,redact/* redactSecrets */.fp)(message, ctx.secrets), {
        kind,
        reported: ctx.reported,
        usage: ctx.usage,
        ...(0,defined/* definedFields */.X)({ details: extra.details, retryAfterMs: extra.retryAfterMs }),
    });
}
/**
 * The failure every command engine reads the same way, before looking at the tool's output:
 * could not start, aborted, timed out, output or memory bound. Undefined when the command ran to its end.
 */
function lifecycleFailure(outcome, call, ctx) {
    const details = captureDetails(outcome, ctx.secrets);
    if (outcome.spawnError !== undefined) {
        const { code, message } = outcome.spawnError;
        const kind = code === 'ENOENT' ? 'missing-cli' : 'invalid-config';
        // A name is looked up on PATH; a path (absolute or relative, with a slash) is not.
        const where = call.command.includes('/') ? 'not found' : 'not found on PATH';
        const what = code === 'ENOENT'
            ? `${ctx.adapter}: executable "${call.command}" ${where}`
            : `${ctx.adapter}: could not start "${call.command}"`;
        // Nothing started, so nothing was used.
        const unsent = { ...ctx, usage: (0,receipt/* unsentFailure */.yH)(ctx.usage.model, ctx.usage.billing) };
        return engineFailure(`${what} (${code}: ${message})`, kind, unsent, { details });
    }
    if (outcome.aborted)
        return engineFailure(`${ctx.adapter}: call aborted`, 'aborted', ctx, { details });
    if (outcome.timedOut) {
        return engineFailure(`${ctx.adapter}: call exceeded its time bound of ${call.timeoutMs ?? '?'} ms`, 'timeout', ctx, { details });
    }
    if (outcome.outputLimitExceeded) {
        const bound = call.maxOutputBytes ?? defaultMaxOutputBytes;
        return engineFailure(`${ctx.adapter}: output passed maxOutputBytes (${bound}); the command was stopped`, 'other', ctx, { details });
    }
    if ('memoryLimitExceeded' in outcome && outcome.memoryLimitExceeded) {
        return engineFailure(`${ctx.adapter}: memory passed maxMemoryBytes (${call.maxMemoryBytes ?? '?'}); the command was stopped`, 'other', ctx, { details });
    }
    return undefined;
}
/** A call whose processes could not all be stopped is not a clean result, whatever it printed. */
function cleanupFailure(outcome, ctx) {
    if (outcome.cleanup.verified)
        return undefined;
    return engineFailure(`${ctx.adapter}: ${outcome.cleanup.survivors.length} process${outcome.cleanup.survivors.length === 1 ? '' : 'es'} survived cleanup`, 'other', ctx, { details: captureDetails(outcome, ctx.secrets) });
}

// EXTERNAL MODULE: ./src/engine/command/env.ts
var command_env = __webpack_require__(42739);
;// CONCATENATED MODULE: ./src/engine/engines/environment.ts

/**
 * The child's whole environment: the base, the engine's extras, and the attempt identity
 * (attemptEnvironment: OBVERSA_ATTEMPT_ID, OBVERSA_HEADLESS). The owner marker is added by runOwnedCommand.
 */
function engineEnvironment(request, options = {}) {
    const env = {};
    for (const [name, value] of Object.entries(options.base ?? process.env)) {
        if (value !== undefined)
            env[name] = value;
    }
    Object.assign(env, options.extra);
    return (0,command_env/* attemptEnvironment */.F)({ attemptId: request.attemptId, env });
}
const present = (env, name) => {
    const value = env[name];
    return value !== undefined && value !== '';
};
/** Claude CLI: an API key, an auth token or a cloud provider means the API bills the call. */
function claudeBilling(env) {
    const api = ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'CLAUDE_CODE_USE_BEDROCK', 'CLAUDE_CODE_USE_VERTEX'];
    return api.some((name) => present(env, name)) ? 'api' : 'subscription';
}
/** Codex: CODEX_API_KEY bills the API; OPENAI_API_KEY alone may or may not be used (codex prefers a login). */
function codexBilling(env) {
    if (present(env, 'CODEX_API_KEY'))
        return 'api';
    if (present(env, 'OPENAI_API_KEY'))
        return 'unknown';
    return 'subscription';
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
;// CONCATENATED MODULE: ./src/engine/engines/stderr-forward.ts
// A command-backed engine's stderr (a CLI's warnings, a command's diagnostics) passed on to where
// its attempt's output is kept, as it arrives, so a failed call shows more than its short message.
// Each line leaves the engine redacted of the engine's secrets (its own credential variables among
// them, which the log does not know); the log then redacts the run's known secrets and bounds what
// it keeps. Only the log sees it: never the call's result.


/** Characters of a line with no end yet held back before a piece of it is passed on. */
const maxHeldChars = 16_384;
class StderrForwarder {
    #sink;
    #secrets;
    /** A secret may begin in the last this-many characters of a piece and end in the next chunk. */
    #hold;
    #decoder = new external_node_string_decoder_.StringDecoder('utf8');
    #pending = '';
    /** A piece of a line went on without its end. */
    #lineOpen = false;
    constructor(sink, secrets) {
        this.#sink = sink;
        // Lines are redacted one at a time: a secret of several lines is looked for line by line.
        this.#secrets = [...new Set(secrets.flatMap((s) => [s, ...s.split(/\r?\n/)]))];
        this.#hold = Math.max(0, ...this.#secrets.map((s) => s.length - 1));
    }
    push(chunk) {
        let text = this.#pending + this.#decoder.write(chunk);
        const end = text.lastIndexOf('\n');
        if (end >= 0) {
            this.#write((0,redact/* redactSecrets */.fp)(text.slice(0, end + 1), this.#secrets));
            text = text.slice(end + 1);
        }
        // A line that does not end: its start goes on in pieces, keeping what could begin a secret.
        while (text.length > maxHeldChars + this.#hold) {
            const redacted = (0,redact/* redactSecrets */.fp)(text, this.#secrets);
            const cut = Math.max(1, redacted.length - this.#hold);
            this.#write(redacted.slice(0, cut));
            text = redacted.slice(cut);
        }
        this.#pending = text;
    }
    /** Passes on what is left, ended with a newline (a fallback engine's stderr starts a line of its own). */
    end() {
        const rest = this.#pending + this.#decoder.end();
        this.#pending = '';
        if (rest !== '' || this.#lineOpen)
            this.#write(`${(0,redact/* redactSecrets */.fp)(rest, this.#secrets)}\n`);
    }
    #write(text) {
        this.#lineOpen = !text.endsWith('\n');
        try {
            this.#sink.write('stderr', text);
        }
        catch {
            // The log is for people; a sink that fails must not fail the call.
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/engines/command-engine.ts
// The shared path of every command-backed engine: environment, owned run, tolerant parse,
// then failures in a fixed order (lifecycle, the tool's own verdict, cleanup).








/** The prompt on stdin and the configured environment and bounds of one call. */
function commandCallOf(config, request) {
    return {
        input: request.prompt,
        extraEnv: config.env,
        timeoutMs: config.timeoutMs,
        maxOutputBytes: config.maxOutputBytes,
        maxMemoryBytes: config.maxMemoryBytes,
    };
}
async function runCommandEngine(spec, request, signal, deps) {
    const env = engineEnvironment(request, { base: deps.env ?? process.env, extra: spec.extraEnv ?? {} });
    const billing = spec.billing(env);
    if (signal.aborted)
        throw abortedError((0,receipt/* unsentFailure */.yH)(spec.identity.model, billing));
    // Credentials by their names (the engine's own `env` included) and the run's known secrets; a
    // configured value such as FAKE_MODE: auth or CLAUDE_CODE_USE_BEDROCK: "true" is not one.
    const secrets = [...(0,redact/* secretValuesOf */.WD)(env), ...(deps.knownSecrets ?? [])];
    const call = {
        command: spec.command,
        args: spec.args,
        input: spec.input,
        env,
        cwd: request.cwd,
        timeoutMs: request.timeoutMs ?? spec.timeoutMs,
        maxOutputBytes: spec.maxOutputBytes,
        maxMemoryBytes: spec.maxMemoryBytes,
        signal,
        capture: spec.capture?.(),
        stderrTo: stderrForwarder(deps.outputs, request.attemptId, secrets),
    };
    let outcome;
    try {
        outcome = await runCommandCall(call);
    }
    catch (error) {
        // runOwnedCommand refuses bad options with an error naming the field: nothing was started.
        throw new engine_contract/* EngineError */.NJ(`${spec.adapter}: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            kind: 'invalid-config',
            reported: spec.identity,
            usage: (0,receipt/* unsentFailure */.yH)(spec.identity.model, billing),
            cause: error,
        });
    }
    const parsed = spec.parse(outcome);
    const sofar = spec.usageOf(parsed, billing);
    const failedUsage = sofar === undefined ? (0,receipt/* unmeasuredFailure */.SK)(spec.identity.model, billing) : { ...sofar, failed: true };
    const reported = sofar?.model === undefined ? spec.identity : { ...spec.identity, model: sofar.model };
    const ctx = { adapter: spec.adapter, reported, usage: failedUsage, secrets, billing };
    const lifecycle = lifecycleFailure(outcome, call, ctx);
    if (lifecycle !== undefined)
        throw lifecycle;
    const verdict = spec.interpret(parsed, outcome, ctx);
    if (verdict instanceof engine_contract/* EngineError */.NJ)
        throw verdict;
    const cleanup = cleanupFailure(outcome, { ...ctx, usage: { ...verdict.usage, failed: true } });
    if (cleanup !== undefined)
        throw cleanup;
    return verdict;
}
/** The forwarder of this attempt's stderr, when its output is kept somewhere. */
function stderrForwarder(outputs, attemptId, secrets) {
    const sink = outputs?.sink(attemptId);
    return sink === undefined ? undefined : new StderrForwarder(sink, secrets);
}

;// CONCATENATED MODULE: ./src/engine/engines/claude-output.ts
// Reading `claude -p --output-format json`: one result object (an array of messages with
// --verbose, whose last `result` entry is the same object).



const claude_output_count = (0,lazy_schema/* lazySchema */.I)(() => schemas/* number */.aig().int().nonnegative().optional().catch(undefined));
const claudeUsageSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    input_tokens: claude_output_count(),
    output_tokens: claude_output_count(),
    cache_creation_input_tokens: claude_output_count(),
    cache_read_input_tokens: claude_output_count(),
}));
const modelUsageSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    inputTokens: claude_output_count(),
    outputTokens: claude_output_count(),
    cacheReadInputTokens: claude_output_count(),
    cacheCreationInputTokens: claude_output_count(),
    costUSD: schemas/* number */.aig().nonnegative().optional().catch(undefined),
}));
const claudeResultSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    type: schemas/* literal */.euz('result'),
    /** `success`, `error_max_turns`, `error_during_execution`, ... */
    subtype: schemas/* string */.YjP(),
    is_error: schemas/* boolean */.zMY().optional(),
    result: schemas/* string */.YjP().optional(),
    total_cost_usd: schemas/* number */.aig().nonnegative().optional().catch(undefined),
    /** Older releases spell it cost_usd. */
    cost_usd: schemas/* number */.aig().nonnegative().optional().catch(undefined),
    usage: claudeUsageSchema().optional().catch(undefined),
    modelUsage: schemas/* record */.g1P(schemas/* string */.YjP(), modelUsageSchema()).optional().catch(undefined),
    session_id: schemas/* string */.YjP().optional(),
    duration_ms: schemas/* number */.aig().optional(),
    num_turns: schemas/* number */.aig().optional(),
}));
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function asResult(value) {
    if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i -= 1) {
            const found = asResult(value[i]);
            if (found !== undefined)
                return found;
        }
        return undefined;
    }
    const parsed = claudeResultSchema().safeParse(value);
    return parsed.success ? parsed.data : undefined;
}
/** The result object, from the whole stdout or (when a tool printed around it) its last parseable line. */
function findClaudeResult(stdout) {
    const whole = asResult(parseJson(stdout.trim()));
    if (whole !== undefined)
        return whole;
    const lines = stdout.split('\n');
    for (let i = lines.length - 1; i >= 0; i -= 1) {
        const line = lines[i]?.trim() ?? '';
        if (!line.startsWith('{') && !line.startsWith('['))
            continue;
        const found = asResult(parseJson(line));
        if (found !== undefined)
            return found;
    }
    return undefined;
}
/** The sum of one count over every model, or undefined when any model did not report it. */
function sumOf(models, pick) {
    let total = 0;
    for (const m of models) {
        const n = pick(m);
        if (n === undefined)
            return undefined;
        total += n;
    }
    return total;
}
function modelTokens(m) {
    return {
        inputTokens: m.inputTokens,
        outputTokens: m.outputTokens,
        cacheReadTokens: m.cacheReadInputTokens,
        cacheWriteTokens: m.cacheCreationInputTokens,
    };
}
/**
 * Tokens of every model the call used (modelUsage), else the top-level usage (the main model's
 * only). A count some model did not report is unknown for the call, never summed as zero.
 */
function claudeTokens(result) {
    const models = Object.values(result.modelUsage ?? {});
    if (models.length > 0) {
        const tokens = {
            inputTokens: sumOf(models, (m) => m.inputTokens),
            outputTokens: sumOf(models, (m) => m.outputTokens),
            cacheReadTokens: sumOf(models, (m) => m.cacheReadInputTokens),
            cacheWriteTokens: sumOf(models, (m) => m.cacheCreationInputTokens),
        };
        return tokens.inputTokens === undefined && tokens.outputTokens === undefined ? undefined : tokens;
    }
    const u = result.usage;
    if (u === undefined || (u.input_tokens === undefined && u.output_tokens === undefined))
        return undefined;
    return {
        inputTokens: u.input_tokens,
        outputTokens: u.output_tokens,
        cacheReadTokens: u.cache_read_input_tokens,
        cacheWriteTokens: u.cache_creation_input_tokens,
    };
}
/** Each model's tokens, when the call used more than one (each is priced at its own rate). */
function claudeModelTokens(result) {
    const entries = Object.entries(result.modelUsage ?? {});
    if (entries.length < 2)
        return undefined;
    return Object.fromEntries(entries.map(([name, m]) => [name, modelTokens(m)]));
}
/** The model that did most of the work (most tokens in modelUsage), when the output names one. */
function claudeModel(result) {
    let best;
    for (const [name, m] of Object.entries(result.modelUsage ?? {})) {
        const tokens = (m.inputTokens ?? 0) + (m.outputTokens ?? 0) + (m.cacheReadInputTokens ?? 0) + (m.cacheCreationInputTokens ?? 0);
        if (best === undefined || tokens > best.tokens)
            best = { name, tokens };
    }
    return best?.name;
}
/** Claude's own USD figure: the call's total, else the sum of every model's costUSD when each has one. */
function claudeCostUsd(result) {
    const total = result.total_cost_usd ?? result.cost_usd;
    if (total !== undefined)
        return total;
    const models = Object.values(result.modelUsage ?? {});
    const sum = models.length === 0 ? undefined : sumOf(models, (m) => m.costUSD);
    return sum === undefined ? undefined : (0,cost/* roundUsd */.tE)(sum);
}

;// CONCATENATED MODULE: ./src/engine/engines/claude-cli.ts







class ClaudeCliEngine {
    identity;
    #config;
    #deps;
    constructor(config = {}, deps = {}) {
        this.#config = config;
        this.#deps = deps;
        this.identity = Object.freeze({
            provider: 'anthropic',
            model: config.model ?? '',
            adapter: 'claude-cli',
            executable: config.executable ?? 'claude',
        });
    }
    run(request, signal) {
        const config = this.#config;
        const receiptOf = (parsed, billing) => claudeReceipt(parsed, billing, config.model, this.#deps.prices);
        return runCommandEngine({
            adapter: 'claude-cli',
            identity: this.identity,
            command: this.identity.executable ?? 'claude',
            args: claudeArgs(config),
            ...commandCallOf(config, request),
            billing: claudeBilling,
            parse: (outcome) => findClaudeResult(outcome.stdout),
            usageOf: receiptOf,
            interpret: (parsed, outcome, ctx) => interpretClaudeResult(parsed, outcome, ctx, receiptOf),
        }, request, signal, this.#deps);
    }
}
function claudeArgs(config) {
    const args = ['-p', '--output-format', 'json'];
    if (config.model !== undefined)
        args.push('--model', config.model);
    args.push(...(config.args ?? []));
    return args;
}
function claudeReceipt(parsed, billing, configuredModel, prices) {
    if (parsed === undefined)
        return undefined;
    return (0,receipt/* buildReceipt */.pi)({
        tokens: claudeTokens(parsed),
        reportedUsd: claudeCostUsd(parsed),
        model: claudeModel(parsed) ?? configuredModel,
        models: claudeModelTokens(parsed),
        billing,
        prices,
    });
}
/** Claude's verdict once the command ran to its end: its result object, or why there is none. */
function interpretClaudeResult(parsed, outcome, ctx, receiptOf) {
    const details = captureDetails(outcome, ctx.secrets);
    if (parsed === undefined)
        return noResultFailure(outcome, ctx, details);
    const text = parsed.result ?? '';
    if (parsed.subtype === 'success' && parsed.is_error !== true) {
        // As with codex and command engines: a tool that exits non-zero failed, whatever it printed.
        if (outcome.exitCode !== 0) {
            return engineFailure(`claude-cli: ${howItEnded(outcome)} after a success result${stderrClause(outcome, ctx.secrets)}`, 'other', ctx, { details });
        }
        return successResult(parsed, text, receiptOf(parsed, ctx.billing), ctx);
    }
    if (parsed.subtype === 'error_max_turns') {
        return engineFailure(`claude-cli: stopped at the turn limit after ${parsed.num_turns ?? '?'} turns`, 'incomplete', ctx, { details });
    }
    const kind = classifyFailureText(text) ?? 'other';
    const why = text === '' ? parsed.subtype : text;
    return engineFailure(`claude-cli: ${why}`, kind, ctx, { details, retryAfterMs: usageLimitResetMs(text) });
}
/**
 * No result object. Killed by a signal: kind `other`, whatever the transcript said. Otherwise the
 * kind comes from the error lines of stderr and stdout (not a stream-json transcript's JSON, not
 * stack frames); a refusal with nothing streamed before it (no JSON on stdout) used nothing.
 */
function noResultFailure(outcome, ctx, details) {
    if (outcome.exitCode === 0) {
        return engineFailure('claude-cli: exited 0 without a JSON result object', 'protocol', ctx, { details });
    }
    const ended = howItEnded(outcome);
    if (killedBySignal(outcome)) {
        return engineFailure(`claude-cli: ${ended}${stderrClause(outcome, ctx.secrets)}`, 'other', ctx, { details });
    }
    const said = errorLines(`${outcome.stderr}\n${outcome.stdout}`).join('\n');
    const kind = classifyFailureText(said) ?? (isUsageError(said) ? 'invalid-config' : 'other');
    // Claude prints some refusals (not logged in) on stdout: quote them when stderr is empty.
    const plainStdout = errorLines(outcome.stdout).join('\n');
    const quoted = outcome.stderr.trim() === '' && plainStdout !== ''
        ? `; nothing on stderr, stdout ends with:\n${redactedTail(plainStdout, ctx.secrets, 1000)}`
        : stderrClause(outcome, ctx.secrets);
    const streamed = /^\s*[{[]/m.test(outcome.stdout);
    const unbilled = refusalKinds.has(kind) && !streamed ? { ...ctx, usage: (0,receipt/* unsentFailure */.yH)(ctx.usage.model, ctx.usage.billing) } : ctx;
    return engineFailure(`claude-cli: ${ended}${quoted}`, kind, unbilled, {
        details,
        retryAfterMs: usageLimitResetMs(said),
    });
}
function successResult(parsed, text, usage, ctx) {
    const result = { text, usage, reported: ctx.reported };
    const structured = structuredFromText(text);
    if (structured !== undefined)
        result.structured = structured;
    if (parsed.session_id !== undefined) {
        result.parts = [
            {
                sessionId: parsed.session_id,
                numTurns: parsed.num_turns ?? null,
                durationMs: parsed.duration_ms ?? null,
            },
        ];
    }
    return result;
}

;// CONCATENATED MODULE: ./src/engine/engines/codex-events.ts
// Reading `codex exec --json`: one JSON event per line (thread.started, turn.started,
// item.started / item.updated / item.completed, turn.completed {usage}, turn.failed {error},
// error {message}).


const codex_events_count = (0,lazy_schema/* lazySchema */.I)(() => schemas/* number */.aig().int().nonnegative().optional().catch(undefined));
const eventSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* discriminatedUnion */.gMt('type', [
    schemas/* looseObject */._H3({ type: schemas/* literal */.euz('thread.started'), thread_id: schemas/* string */.YjP().optional() }),
    schemas/* looseObject */._H3({
        type: schemas/* literal */.euz('item.completed'),
        item: schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().optional() }),
    }),
    schemas/* looseObject */._H3({
        type: schemas/* literal */.euz('turn.completed'),
        usage: schemas/* looseObject */._H3({ input_tokens: codex_events_count(), cached_input_tokens: codex_events_count(), output_tokens: codex_events_count() })
            .optional()
            .catch(undefined),
    }),
    schemas/* looseObject */._H3({ type: schemas/* literal */.euz('turn.failed'), error: schemas/* looseObject */._H3({ message: schemas/* string */.YjP() }).optional() }),
    schemas/* looseObject */._H3({ type: schemas/* literal */.euz('error'), message: schemas/* string */.YjP().optional() }),
]));
/**
 * The tokens of a turn.completed usage. Codex fills it from the thread's running total, and with
 * `Usage::default()` (all zeros) when no token count ever arrived (codex-rs exec,
 * event_processor_with_jsonl_output.rs, usage_from_last_total): a turn that ran the model has read
 * at least its prompt, so all zeros means "not counted", not zero. A side it left out stays unknown.
 */
function turnTokens(usage) {
    if (usage === undefined)
        return undefined;
    const { input_tokens: input, cached_input_tokens: cached, output_tokens: output } = usage;
    if (input === undefined && output === undefined)
        return undefined;
    if ((input ?? 0) === 0 && (output ?? 0) === 0 && (cached ?? 0) === 0)
        return undefined;
    // OpenAI counts cached tokens inside input_tokens; the receipt keeps them apart.
    const cachedPart = input === undefined ? undefined : Math.min(cached ?? 0, input);
    return {
        inputTokens: input === undefined ? undefined : input - (cachedPart ?? 0),
        outputTokens: output,
        cacheReadTokens: cachedPart,
    };
}
function readCodexEvents(stdout) {
    const run = { turnsCompleted: 0, itemEvents: 0, turnFailed: false, errors: [], strayLines: 0 };
    for (const raw of stdout.split('\n')) {
        const line = raw.trim();
        if (line === '')
            continue;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            run.strayLines += 1;
            continue;
        }
        if (itemLine.test(line))
            run.itemEvents += 1;
        const parsed = eventSchema().safeParse(value);
        if (!parsed.success)
            continue; // other event types (item.started, turn.started...) carry nothing we keep
        const event = parsed.data;
        switch (event.type) {
            case 'thread.started':
                if (event.thread_id !== undefined)
                    run.threadId = event.thread_id;
                break;
            case 'item.completed':
                if (event.item.type === 'agent_message' && event.item.text !== undefined)
                    run.finalMessage = event.item.text;
                break;
            case 'turn.completed': {
                run.turnsCompleted += 1;
                // The usage is the thread's total so far (not the turn's share): the last one is the thread's
                // whole use, which is the call's when the call started the thread (see resumesThread).
                const tokens = turnTokens(event.usage);
                if (tokens === undefined)
                    delete run.tokens;
                else
                    run.tokens = tokens;
                break;
            }
            case 'turn.failed':
                run.turnFailed = true;
                run.errors.push(event.error?.message ?? 'turn failed');
                break;
            case 'error':
                run.errors.push(event.message ?? 'error');
                break;
        }
    }
    return run;
}
const itemLine = /^\s*\{\s*"type"\s*:\s*"item\.(?:started|updated|completed)"/;
/**
 * Lines about one item (item.started, item.updated, item.completed) each carry the item's whole
 * state so far: only the latest matters. Keyed by the item's id, so a capture keeps only that one.
 */
const codexItemKey = (line) => {
    if (!itemLine.test(line))
        return undefined;
    try {
        const id = JSON.parse(line).item?.id;
        return typeof id === 'string' ? id : undefined;
    }
    catch {
        return undefined;
    }
};

;// CONCATENATED MODULE: ./src/engine/engines/line-capture.ts
// Capturing a tool's JSON-lines stdout as it arrives, keeping only what can still matter: a line
// that states the latest form of something (codex's item.started / item.updated / item.completed of
// one item) replaces the earlier line about it. `codex exec --json` repeats a command's whole output
// so far in every item.updated, so what it prints grows with the square of the output while what is
// kept stays the size of the latest state.

class SupersedingLineCapture {
    #keyOf;
    #decoders = {
        stdout: new external_node_string_decoder_.StringDecoder('utf8'),
        stderr: new external_node_string_decoder_.StringDecoder('utf8'),
    };
    /** Complete stdout lines in order; a keyed line moves to the end when it is replaced. */
    #lines = new Map();
    #unkeyed = 0;
    /** The unfinished last line, in pieces (joined only once its end arrives). */
    #partial = [];
    #partialBytes = 0;
    #stderr = [];
    #bytes = 0;
    constructor(keyOf) {
        this.#keyOf = keyOf;
    }
    push(chunk, stream) {
        const text = this.#decoders[stream].write(chunk);
        if (stream === 'stderr') {
            this.#stderr.push(text);
            this.#bytes += Buffer.byteLength(text);
            return;
        }
        const end = text.lastIndexOf('\n');
        if (end < 0) {
            this.#partial.push(text);
            this.#partialBytes += Buffer.byteLength(text);
            this.#bytes += Buffer.byteLength(text);
            return;
        }
        const complete = this.#partial.join('') + text.slice(0, end);
        const rest = text.slice(end + 1);
        this.#bytes -= this.#partialBytes;
        this.#partial = rest === '' ? [] : [rest];
        this.#partialBytes = Buffer.byteLength(rest);
        this.#bytes += this.#partialBytes;
        for (const line of complete.split('\n'))
            this.#keep(line);
    }
    keptBytes() {
        return this.#bytes;
    }
    /** The text kept (bytes of a character the output ended inside are left out). */
    text(stream) {
        if (stream === 'stderr')
            return this.#stderr.join('');
        const lines = [...this.#lines.values()];
        const rest = this.#partial.join('');
        if (rest !== '')
            lines.push(rest);
        return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
    }
    #keep(line) {
        const key = this.#keyOf(line);
        const id = key === undefined ? (this.#unkeyed += 1) : `key:${key}`;
        const earlier = key === undefined ? undefined : this.#lines.get(id);
        if (earlier !== undefined) {
            this.#lines.delete(id);
            this.#bytes -= Buffer.byteLength(earlier) + 1;
        }
        this.#lines.set(id, line);
        this.#bytes += Buffer.byteLength(line) + 1;
    }
}

;// CONCATENATED MODULE: ./src/engine/engines/codex-cli.ts









class CodexCliEngine {
    identity;
    #config;
    #deps;
    constructor(config = {}, deps = {}) {
        this.#config = config;
        this.#deps = deps;
        this.identity = Object.freeze({
            provider: 'openai',
            model: config.model ?? '',
            adapter: 'codex-cli',
            executable: config.executable ?? 'codex',
        });
    }
    run(request, signal) {
        const config = this.#config;
        const args = ['exec', '--json'];
        if (config.model !== undefined)
            args.push('--model', config.model);
        args.push(...(config.args ?? []), '-');
        const resumed = resumesThread(config.args ?? []);
        // Codex names no model in its events: the configured one prices the call (none: unknown). A
        // resumed thread's total holds its earlier calls too: this call's share is not known.
        const receiptOf = (parsed, billing) => parsed.tokens === undefined || resumed
            ? undefined
            : (0,receipt/* buildReceipt */.pi)({ tokens: parsed.tokens, model: config.model, billing, prices: this.#deps.prices });
        return runCommandEngine({
            adapter: 'codex-cli',
            identity: this.identity,
            command: this.identity.executable ?? 'codex',
            args,
            ...commandCallOf(config, request),
            billing: codexBilling,
            // Each item.updated repeats the item's whole state (a command's output so far): keep the latest.
            capture: () => new SupersedingLineCapture(codexItemKey),
            parse: (outcome) => readCodexEvents(outcome.stdout),
            usageOf: receiptOf,
            interpret: (parsed, outcome, ctx) => {
                const failure = codexFailure(parsed, outcome, ctx);
                if (failure !== undefined)
                    return failure;
                if (parsed.finalMessage === undefined) {
                    return engineFailure('codex-cli: the event stream ended without an agent message', 'protocol', ctx, {
                        details: captureDetails(outcome, ctx.secrets),
                    });
                }
                const usage = receiptOf(parsed, ctx.billing) ?? (0,receipt/* buildReceipt */.pi)({ model: config.model, billing: ctx.billing });
                const result = { text: parsed.finalMessage, usage, reported: ctx.reported };
                const structured = structuredFromText(parsed.finalMessage);
                if (structured !== undefined)
                    result.structured = structured;
                if (parsed.threadId !== undefined)
                    result.parts = [threadPart(parsed, resumed)];
                return result;
            },
        }, request, signal, this.#deps);
    }
}
/**
 * True when the arguments resume a thread (`codex exec resume <id>` or `resume --last`). Codex then
 * restores the thread's token total from its rollout and each turn.completed reports that running
 * total, earlier calls' turns included (codex-rs core, last_token_info_from_rollout), and its
 * stream names no starting figure to subtract. Any argument `resume` counts: a misread leaves a
 * call's usage unknown, never counted twice.
 */
function resumesThread(args) {
    return args.includes('resume');
}
/** What the result keeps of the thread; a resumed one keeps the thread's total it reported, for people. */
function threadPart(parsed, resumed) {
    const part = { threadId: parsed.threadId ?? '', turns: parsed.turnsCompleted };
    if (resumed) {
        part.resumed = true;
        if (parsed.tokens !== undefined)
            part.threadTokens = (0,defined/* definedFields */.X)({ ...parsed.tokens });
    }
    return part;
}
/**
 * Codex reports retried stream errors as `error` events; only a failed turn, a non-zero exit or
 * errors with no completed turn fail the call. Its kind comes from the error events and the error
 * lines of stderr, never from a signal's kill.
 */
function codexFailure(parsed, outcome, ctx) {
    const lastError = parsed.errors.at(-1);
    const failed = parsed.turnFailed || outcome.exitCode !== 0 || (parsed.turnsCompleted === 0 && lastError !== undefined);
    if (!failed)
        return undefined;
    const details = captureDetails(outcome, ctx.secrets);
    if (killedBySignal(outcome)) {
        return engineFailure(`codex-cli: ${howItEnded(outcome)}${stderrClause(outcome, ctx.secrets)}`, 'other', ctx, {
            details,
        });
    }
    const said = lastError ?? `${howItEnded(outcome)} without an error event${stderrClause(outcome, ctx.secrets)}`;
    const events = parsed.errors.join('\n');
    const kind = classifyFailureText(events) ??
        classifyErrorOutput(outcome.stderr) ??
        (isUsageError(`${events}\n${outcome.stderr}`) ? 'invalid-config' : 'other');
    // Refused before the model produced anything (no item, no usage): the API billed nothing.
    const refused = refusalKinds.has(kind) && parsed.itemEvents === 0 && parsed.tokens === undefined;
    const unbilled = refused ? { ...ctx, usage: (0,receipt/* unsentFailure */.yH)(ctx.usage.model, ctx.usage.billing) } : ctx;
    return engineFailure(`codex-cli: ${said}`, kind, unbilled, { details });
}

;// CONCATENATED MODULE: ./src/engine/engines/command-protocol.ts
// The generic command engine's protocol.
//
// The prompt arrives on stdin (UTF-8); the environment carries OBVERSA_ATTEMPT_ID,
// OBVERSA_HEADLESS=1 and the owner marker OBVERSA_RUN_OWNER. The command prints ONE JSON
// object on stdout (alone, or as its last line):
//
//   {
//     "text"?:    string,            the answer (default: the JSON of "output", else "")
//     "output"?:  any JSON value,    a structured result
//     "usage"?:   { "inputTokens": int, "outputTokens": int,
//                   "cacheReadTokens"?: int, "cacheWriteTokens"?: int },
//     "costUsd"?: number,            the tool's own USD figure (cost "reported")
//     "model"?:   string,            the model it ran on (prices the call when costUsd is absent)
//     "error"?:   { "kind": <EngineErrorKind>, "message": string, "retryAfterMs"?: int }
//   }
//
// Exit 0 without "error" is a success. "error" (at any exit code) is that failure; usage it
// reports is kept on the failed receipt. A non-zero exit without the object is kind "other"
// (or what stderr names: auth, rate limit...); exit 0 without it is "protocol".




const command_protocol_count = (0,lazy_schema/* lazySchema */.I)(() => schemas/* number */.aig().int().nonnegative());
const commandOutputSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* object */.Ikc({
    text: schemas/* string */.YjP().optional(),
    output: contract/* jsonValueSchema */.F7.optional(),
    usage: schemas/* object */.Ikc({
        inputTokens: command_protocol_count(),
        outputTokens: command_protocol_count(),
        cacheReadTokens: command_protocol_count().optional(),
        cacheWriteTokens: command_protocol_count().optional(),
    })
        .optional(),
    costUsd: schemas/* number */.aig().nonnegative().optional(),
    model: schemas/* string */.YjP().min(1).optional(),
    error: schemas/* object */.Ikc({
        kind: schemas/* enum */.k5n(engine_contract/* engineErrorKinds */.q$),
        message: schemas/* string */.YjP(),
        retryAfterMs: command_protocol_count().optional(),
    })
        .optional(),
}));
function lastJsonObject(stdout) {
    const candidates = [
        stdout.trim(),
        ...stdout
            .trim()
            .split('\n')
            .reverse()
            .map((l) => l.trim()),
    ];
    for (const text of candidates) {
        if (!text.startsWith('{'))
            continue;
        try {
            return JSON.parse(text);
        }
        catch {
            // try the next candidate
        }
    }
    return undefined;
}
function readCommandOutput(stdout) {
    const value = lastJsonObject(stdout);
    if (value === undefined)
        return { kind: 'none' };
    const parsed = commandOutputSchema().safeParse(value);
    if (parsed.success)
        return { kind: 'ok', output: parsed.data };
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'output' : issue.path.join('.');
    return { kind: 'invalid', problem: `${where}: ${issue?.message ?? 'invalid'}` };
}

;// CONCATENATED MODULE: ./src/engine/engines/command.ts





class CommandEngine {
    identity;
    #config;
    #deps;
    #argv;
    constructor(config, deps = {}) {
        this.#config = config;
        this.#deps = deps;
        const argv = typeof config.command === 'string' ? [config.command] : config.command;
        const [command, ...rest] = argv;
        if (command === undefined)
            throw new TypeError('command: expected an executable or a non-empty argv');
        this.#argv = [command, ...rest, ...(config.args ?? [])];
        this.identity = Object.freeze({
            provider: 'command',
            model: config.model ?? '',
            adapter: 'command',
            executable: command,
        });
    }
    run(request, signal) {
        const config = this.#config;
        const billing = config.billing ?? 'unknown';
        const receiptOf = (read) => {
            if (read.kind !== 'ok')
                return undefined;
            const { usage, costUsd, model } = read.output;
            if (usage === undefined && costUsd === undefined && model === undefined)
                return undefined;
            return (0,receipt/* buildReceipt */.pi)({
                tokens: usage,
                reportedUsd: costUsd,
                model: model ?? config.model,
                billing,
                prices: this.#deps.prices,
            });
        };
        const [command, ...args] = this.#argv;
        return runCommandEngine({
            adapter: 'command',
            identity: this.identity,
            command,
            args,
            ...commandCallOf(config, request),
            billing: () => billing,
            parse: (outcome) => readCommandOutput(outcome.stdout),
            usageOf: receiptOf,
            interpret: (read, outcome, ctx) => interpretCommandResult(read, outcome, ctx, receiptOf, config.model),
        }, request, signal, this.#deps);
    }
}
/** The command's verdict once it ran to its end: its result object, its error, or why there is none. */
function interpretCommandResult(read, outcome, ctx, receiptOf, configuredModel) {
    const details = captureDetails(outcome, ctx.secrets);
    if (read.kind === 'ok' && read.output.error !== undefined) {
        const { kind, message, retryAfterMs } = read.output.error;
        return engineFailure(`command: ${message}`, kind, ctx, { details, retryAfterMs });
    }
    if (outcome.exitCode !== 0) {
        // The end of stderr, where a failure's reason usually is (a stack's first line names only a frame).
        // A kill by a signal says nothing of the lane; otherwise only stderr's error lines are read.
        const kind = killedBySignal(outcome) ? 'other' : (classifyErrorOutput(outcome.stderr) ?? 'other');
        return engineFailure(`command: ${howItEnded(outcome)}${stderrClause(outcome, ctx.secrets)}`, kind, ctx, {
            details,
        });
    }
    if (read.kind === 'none')
        return engineFailure('command: stdout held no JSON object', 'protocol', ctx, { details });
    if (read.kind === 'invalid')
        return engineFailure(`command: invalid result (${read.problem})`, 'protocol', ctx, { details });
    const { text, output } = read.output;
    const usage = receiptOf(read) ?? (0,receipt/* buildReceipt */.pi)({ model: configuredModel, billing: ctx.billing });
    const result = {
        text: text ?? (output === undefined ? '' : JSON.stringify(output)),
        usage,
        reported: ctx.reported,
    };
    if (output !== undefined)
        result.structured = output;
    return result;
}

;// CONCATENATED MODULE: ./src/engine/engines/openai-api.ts
// OpenAI Responses API: POST {base}/v1/responses with a Bearer key.








const openai_api_count = (0,lazy_schema/* lazySchema */.I)(() => schemas/* number */.aig().int().nonnegative().optional().catch(undefined));
const responseSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    object: schemas/* literal */.euz('response'),
    status: schemas/* string */.YjP().optional(),
    model: schemas/* string */.YjP().optional(),
    output_text: schemas/* string */.YjP().optional(),
    output: schemas/* array */.YOg(schemas/* looseObject */._H3({
        type: schemas/* string */.YjP(),
        content: schemas/* array */.YOg(schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().optional() })).optional(),
    }))
        .optional(),
    usage: schemas/* looseObject */._H3({
        input_tokens: openai_api_count(),
        output_tokens: openai_api_count(),
        input_tokens_details: schemas/* looseObject */._H3({ cached_tokens: openai_api_count() }).optional().catch(undefined),
    })
        .nullable()
        .optional()
        .catch(undefined),
    error: schemas/* looseObject */._H3({ code: schemas/* string */.YjP().nullable().optional(), message: schemas/* string */.YjP().optional() })
        .nullable()
        .optional(),
    incomplete_details: schemas/* looseObject */._H3({ reason: schemas/* string */.YjP().optional() }).nullable().optional(),
}));
const openai_api_errorBodySchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    error: schemas/* looseObject */._H3({
        message: schemas/* string */.YjP().optional(),
        type: schemas/* string */.YjP().nullable().optional(),
        code: schemas/* string */.YjP().nullable().optional(),
    }),
}));
function openai_api_kindOf(status, type, code, message) {
    if (code === 'insufficient_quota' || type === 'insufficient_quota')
        return 'billing';
    if (code === 'model_not_found')
        return 'model-unavailable';
    if (code === 'invalid_api_key' || status === 401 || status === 403)
        return 'auth';
    if (status === 404)
        return 'model-unavailable';
    if (status === 429)
        return 'rate-limit';
    if (status >= 500)
        return 'transport';
    const named = classifyFailureText(message);
    if (named === 'billing' || named === 'model-unavailable')
        return named;
    return 'other';
}
const defaultOpenAiBaseUrl = 'https://api.openai.com';
function openai_api_answer(r, { identity, config, prices, secrets }) {
    const model = r.model ?? config.model;
    const reported = { ...identity, model };
    const input = r.usage?.input_tokens;
    // OpenAI counts cached tokens inside input_tokens; the receipt keeps them apart.
    const cached = input === undefined ? undefined : Math.min(r.usage?.input_tokens_details?.cached_tokens ?? 0, input);
    const usage = (0,receipt/* buildReceipt */.pi)({
        tokens: r.usage
            ? {
                inputTokens: input === undefined ? undefined : input - (cached ?? 0),
                outputTokens: r.usage.output_tokens,
                cacheReadTokens: cached,
            }
            : undefined,
        model,
        billing: 'api',
        prices,
    });
    const text = r.output_text ??
        (r.output ?? [])
            .flatMap((item) => (item.type === 'message' ? (item.content ?? []) : []))
            .flatMap((part) => (part.type === 'output_text' && part.text !== undefined ? [part.text] : []))
            .join('');
    if (r.status === 'failed' || r.status === 'incomplete' || r.status === 'cancelled') {
        const why = r.status === 'failed' ? (r.error?.message ?? 'failed') : (r.incomplete_details?.reason ?? r.status);
        const kind = r.status === 'failed' ? openai_api_kindOf(200, '', r.error?.code ?? '', why) : 'incomplete';
        throw new engine_contract/* EngineError */.NJ((0,redact/* redactSecrets */.fp)(`openai: response ${r.status}: ${why}`, secrets), {
            kind,
            reported,
            usage: { ...usage, failed: true },
            details: { status: r.status, textTail: (0,redact/* redactSecrets */.fp)(text.slice(-2000), secrets) },
        });
    }
    return { text, usage, reported };
}
const openAiApi = (0,lazy_schema/* lazySchema */.I)(() => ({
    adapter: 'openai',
    defaultKeyEnv: api_key/* defaultApiKeyVariables */.E6.openai,
    defaultBaseUrl: defaultOpenAiBaseUrl,
    path: 'responses',
    headers: (key) => ({ authorization: `Bearer ${key}` }),
    body: (request, config) => {
        const body = { model: config.model, input: request.prompt };
        if (config.maxTokens !== undefined)
            body.max_output_tokens = config.maxTokens;
        return body;
    },
    replySchema: responseSchema(),
    replyName: 'a Responses API response',
    answer: openai_api_answer,
    failure: (reply) => {
        const body = openai_api_errorBodySchema().safeParse(reply.json);
        const type = (body.success ? body.data.error.type : undefined) ?? '';
        const code = (body.success ? body.data.error.code : undefined) ?? '';
        const message = (body.success ? body.data.error.message : undefined) ?? '';
        const details = {};
        if (type !== '')
            details.type = type;
        if (code !== '')
            details.code = code;
        return {
            kind: openai_api_kindOf(reply.status, type, code, message),
            said: [code || type, message].filter((s) => s !== '').join(': '),
            details,
            fromApi: body.success,
        };
    },
}));
class OpenAiApiEngine {
    identity;
    #config;
    #deps;
    constructor(config, deps = {}) {
        this.#config = config;
        this.#deps = deps;
        this.identity = Object.freeze({ provider: 'openai', model: config.model, adapter: 'openai-api' });
    }
    run(request, signal) {
        const engine = { identity: this.identity, config: this.#config, deps: this.#deps };
        return runHttpEngine(openAiApi(), engine, request, signal);
    }
}

;// CONCATENATED MODULE: ./src/engine/engines/config.ts
// The one schema of an engine configuration: declarative graphs (`engines:`) and host
// modules (bindRun's `engines` factories) both go through it.



const engineKinds = ['claude-cli', 'codex-cli', 'anthropic', 'openai', 'command', 'mock'];
const envName = (0,lazy_schema/* lazySchema */.I)(() => schemas/* string */.YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name ([A-Za-z_][A-Za-z0-9_]*)'));
const engineConfigSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(engineKinds),
    /** Model as the provider spells it. Required by the API engines; CLIs use their default when absent. */
    model: schemas/* string */.YjP().min(1).optional(),
    /** Extra arguments for command-backed engines, appended after the adapter's own. */
    args: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** `command` engines: the executable, or the whole argv (executable first). */
    command: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP()).min(1)]).optional(),
    /** CLI engines: the executable to run instead of `claude` / `codex`. */
    executable: schemas/* string */.YjP().min(1).optional(),
    /** API engines: the variable holding the key (default ANTHROPIC_API_KEY / OPENAI_API_KEY). */
    apiKeyEnv: envName().optional(),
    /** API engines: scheme, host and optional path prefix; `/v1/...` is appended. */
    baseUrl: schemas/* url */.OZ5({ protocol: /^https?$/ }).optional(),
    /** How calls are paid for when the engine cannot tell (`command`; default `unknown`). */
    billing: (0,engine_contract/* billingSchema */.rE)().optional(),
    /** Per-call time bound (a request's own timeoutMs wins). */
    timeoutMs: schemas/* number */.aig().int().positive().optional(),
    /**
     * Command-backed engines: bound on captured stdout + stderr (default 16 MiB). codex-cli keeps
     * only the latest state of each item of its event stream, and the bound applies to that.
     */
    maxOutputBytes: schemas/* number */.aig().int().positive().optional(),
    /** Command-backed engines: bound on the process tree's memory, where the platform can measure it. */
    maxMemoryBytes: schemas/* number */.aig().int().positive().optional(),
    /** Anthropic: max_tokens (default 8192). OpenAI: max_output_tokens (default: the model's). */
    maxTokens: schemas/* number */.aig().int().positive().optional(),
    /**
     * Extra variables for the child process of a command-backed engine. Values of credential names
     * (\u2026KEY, \u2026TOKEN, \u2026SECRET, \u2026PASSWORD\u2026) and the run's known secrets are redacted from captures.
     */
    env: schemas/* record */.g1P(envName(), schemas/* string */.YjP()).optional(),
}));

;// CONCATENATED MODULE: ./src/engine/engines/create.ts
// createEngine: one validated configuration -> one Engine.










/** Fields each kind may use; anything else is a mistake worth naming. */
const allowed = {
    'claude-cli': ['model', 'args', 'executable', 'timeoutMs', 'maxOutputBytes', 'maxMemoryBytes', 'env'],
    'codex-cli': ['model', 'args', 'executable', 'timeoutMs', 'maxOutputBytes', 'maxMemoryBytes', 'env'],
    command: ['model', 'args', 'command', 'billing', 'timeoutMs', 'maxOutputBytes', 'maxMemoryBytes', 'env'],
    anthropic: ['model', 'apiKeyEnv', 'baseUrl', 'timeoutMs', 'maxTokens'],
    openai: ['model', 'apiKeyEnv', 'baseUrl', 'timeoutMs', 'maxTokens'],
    mock: ['model', 'billing', 'timeoutMs'],
};
function invalid(path, message) {
    return new engine_contract/* EngineError */.NJ(`${path}: ${message}`, { kind: 'invalid-config' });
}
/** Validates a configuration; EngineError `invalid-config` names the field and what it accepts. */
function parseEngineConfig(config, path = 'engine') {
    const parsed = engineConfigSchema().safeParse(config);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue === undefined || issue.path.length === 0 ? path : `${path}.${issue.path.join('.')}`;
        throw invalid(where, issue?.message ?? 'invalid engine configuration');
    }
    const c = parsed.data;
    for (const key of Object.keys(c)) {
        if (key !== 'kind' && !allowed[c.kind].includes(key)) {
            throw invalid(`${path}.${key}`, `not used by kind "${c.kind}" (accepted: ${allowed[c.kind].join(', ')})`);
        }
    }
    if ((c.kind === 'anthropic' || c.kind === 'openai') && c.model === undefined) {
        throw invalid(`${path}.model`, `required for kind "${c.kind}" (e.g. ${c.kind === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-5'})`);
    }
    if (c.kind === 'command' && c.command === undefined) {
        throw invalid(`${path}.command`, 'required for kind "command": the executable, or its argv');
    }
    return c;
}
function createEngine(config, options = {}) {
    const { path, prices: callerPrices, ...rest } = options;
    const c = parseEngineConfig(config, path);
    const deps = { ...rest, prices: (0,cost/* mergePrices */.r$)(prices/* shippedPrices */.IW, callerPrices) };
    const { kind, ...settings } = c;
    switch (kind) {
        case 'claude-cli':
            return new ClaudeCliEngine(settings, deps);
        case 'codex-cli':
            return new CodexCliEngine(settings, deps);
        case 'command':
            return new CommandEngine({ ...settings, command: settings.command ?? [] }, deps);
        case 'anthropic':
            return new AnthropicApiEngine({ ...settings, model: settings.model ?? '' }, deps);
        case 'openai':
            return new OpenAiApiEngine({ ...settings, model: settings.model ?? '' }, deps);
        case 'mock':
            // Unscripted: answers '' with no usage. Scripted mocks are built with MockEngine directly.
            return new MockEngine({
                identity: { model: settings.model ?? 'mock-model' },
                prices: deps.prices ?? prices/* shippedPrices */.IW,
                ...(settings.billing === undefined ? {} : { billing: settings.billing }),
            });
    }
}

// EXTERNAL MODULE: ./src/runner/errors.ts
var runner_errors = __webpack_require__(85507);
// EXTERNAL MODULE: ./src/runner/records/definition.ts + 1 modules
var definition = __webpack_require__(30181);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/runner/host/resolve.ts
var resolve = __webpack_require__(42689);
;// CONCATENATED MODULE: ./src/runner/host/load.ts
var __rewriteRelativeImportExtension = (undefined && undefined.__rewriteRelativeImportExtension) || function (path, preserveJsx) {
    if (typeof path === "string" && /^\.\.?\//.test(path)) {
        return path.replace(/\.(tsx)$|((?:\.d)?)((?:\.[^./]+?)?)\.([cm]?)ts$/i, function (m, tsx, d, ext, cm) {
            return tsx ? preserveJsx ? ".jsx" : ".js" : d && (!ext || !cm) ? m : (d + ext + "." + cm.toLowerCase() + "js");
        });
    }
    return path;
};
// Worker side: find the bindings of a stored host. A module is imported once, with its digest
// checked before and after import (HOST_MODULE_CHANGED); a built-in comes from the worker entry.




async function moduleDigest(absolute) {
    try {
        return (0,resolve/* digestBytes */.QN)(await (0,promises_.readFile)(absolute));
    }
    catch (error) {
        throw new runner_errors/* SupervisedRunError */.aL('HOST_MODULE', `host module ${absolute} cannot be read: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
}
function changed(relative, when, expected, found) {
    return new runner_errors/* SupervisedRunError */.aL('HOST_MODULE_CHANGED', `host module ${relative} changed since the run was stored (${when}): expected ${expected}, found ${found}`);
}
async function loadHost(host, realRoot, builtins) {
    if (host.kind === 'builtin') {
        const bind = Object.hasOwn(builtins, host.name) ? builtins[host.name] : undefined;
        if (typeof bind !== 'function') {
            const known = Object.keys(builtins);
            throw new runner_errors/* SupervisedRunError */.aL('HOST_MODULE', `the stored run needs the built-in host ${JSON.stringify(host.name)}, which this worker entry does not provide (${known.length === 0 ? 'it has none' : `it has ${known.join(', ')}`})`);
        }
        return bind;
    }
    const resolved = await (0,resolve/* resolveHostModule */.X1)(realRoot, `./${host.path}`);
    if (resolved.digest !== host.digest)
        throw changed(host.path, 'before import', host.digest, resolved.digest);
    let namespace;
    try {
        namespace = (await import(__rewriteRelativeImportExtension(/* webpackIgnore: true */ (0,external_node_url_.pathToFileURL)(resolved.absolute).href)));
    }
    catch (error) {
        throw new runner_errors/* SupervisedRunError */.aL('HOST_MODULE', `host module ${host.path} failed to import: ${(0,store_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
    const after = await moduleDigest(resolved.absolute);
    if (after !== host.digest)
        throw changed(host.path, 'after import', host.digest, after);
    const bind = namespace.bindRun;
    if (typeof bind !== 'function')
        throw new runner_errors/* SupervisedRunError */.aL('HOST_MODULE', `host module ${host.path} does not export a bindRun function (a host module exports bindRun({ definition, forms, engines, ... }), which returns { graph, nodes, engines? })`);
    return bind;
}

// EXTERNAL MODULE: ./src/graph/dag/review.ts
var review = __webpack_require__(60927);
// EXTERNAL MODULE: ./src/workspace/provider.ts + 18 modules
var provider = __webpack_require__(85526);
// EXTERNAL MODULE: ./src/runner/records/worker-records.ts
var worker_records = __webpack_require__(45010);
;// CONCATENATED MODULE: ./src/runner/worker/captures.ts
class AttemptCaptures {
    #take;
    #inFlight = 0;
    /** Attempts started in this worker: a reusable capture is current only if none started since. */
    #starts = 0;
    #reusable;
    constructor(take) {
        this.#take = take;
    }
    /** The capture before an attempt; pair every call with one after(). */
    before() {
        const reusable = this.#reusable;
        this.#reusable = undefined;
        const current = reusable !== undefined && this.#inFlight === 0 && reusable.starts === this.#starts;
        this.#inFlight += 1;
        this.#starts += 1;
        return current ? Promise.resolve(reusable.capture) : this.#take();
    }
    /** The capture after an attempt's node code has ended. */
    async after() {
        const alone = this.#inFlight === 1;
        const starts = this.#starts;
        const capture = await this.#take();
        this.#inFlight -= 1;
        this.#reusable = alone && starts === this.#starts && !(capture instanceof Error) ? { capture, starts } : undefined;
        return capture;
    }
}

;// CONCATENATED MODULE: ./src/runner/worker/changes.ts






const maxListedFiles = 200;
async function changeHooks(options) {
    const provider = captureProvider(options);
    const secrets = options.knownSecrets ?? [];
    const matcher = secrets.length === 0 ? undefined : (0,store_secrets/* createSecretMatcher */.x)(secrets);
    const call = options.signal === undefined ? undefined : { signal: options.signal };
    try {
        await provider.repositoryRoot(call);
    }
    catch {
        return undefined; // not a git work tree: no change records
    }
    const before = new Map();
    const captures = chainedCaptures(provider, options.firstCapture, call);
    return {
        async before(info) {
            before.set(info.attemptId, captures.before());
            await before.get(info.attemptId);
        },
        async after(info, outcome) {
            const start = await before.get(info.attemptId);
            before.delete(info.attemptId);
            if (start === undefined)
                return [];
            const end = await captures.after();
            const base = {
                position: info.position,
                nodeId: info.nodeId,
                attemptId: info.attemptId,
                attempt: info.attempt,
                outcome: outcome.kind,
                // A round of a review loop names the findings it answered.
                ...(0,review/* reviewRoundOf */.i9)(info.input),
            };
            const data = await changesData(provider, { start, end }, base, call);
            return [{ type: worker_records/* workerEventTypes */.M8.nodeChanges, session: options.session, data: (0,recordable/* recordableValue */.jD)(matcher, data) }];
        },
    };
}
/** What an attempt changed between its two captures, or why that could not be read. */
async function changesData(provider, { start, end }, base, call) {
    if (start instanceof Error || end instanceof Error) {
        const error = start instanceof Error ? start : end;
        return unreadData(base, `the workspace could not be captured: ${(0,store_errors/* describeError */.Uc)(error)}`);
    }
    try {
        // The same capture on both sides: nothing changed, and no git process is needed to say so.
        const files = start === end ? [] : await provider.changedFilesBetween(start, end, call);
        return filesData(base, files);
    }
    catch (error) {
        return unreadData(base, `the change could not be read: ${(0,store_errors/* describeError */.Uc)(error)}`);
    }
}
/** The git workspace provider of runRoot the worker captures with. */
function captureProvider(options) {
    const known = options.repositoryRoot !== undefined && options.repositoryRoot === options.runRoot;
    return (0,provider/* createGitWorkspaceProvider */.h)({
        root: options.runRoot,
        rootResolved: known,
        excludePaths: [...options.excludePaths],
        // Never used for a lease here: the worker only captures.
        leaseDirectory: options.scratchDirectory,
    });
}
/** The attempts' captures, each taken since the latest one (see below). */
function chainedCaptures(provider, firstCapture, call) {
    // Each capture is taken "since" the latest one: while a stat fingerprint shows the workspace
    // unchanged as git sees it, the latest capture is handed back without a git process (see
    // workspace/unchanged/fingerprint.ts for why that is sound). Whichever capture finished last
    // is a valid base: reuse is decided by re-checking its fingerprint against the disk now.
    // The watchdog's capture at the start, when it handed one over, is the first base; else a first
    // capture starts now, while the worker loads its host and reads its logs. Either way the first
    // attempt's capture then only re-checks a fingerprint (a git process otherwise, on the path of the
    // first node). Anything written meanwhile fails that check, and git runs then after all.
    let latest = firstCapture === undefined ? undefined : provider.adoptCapture?.(firstCapture);
    let warming = latest !== undefined
        ? undefined
        : provider.captureSince(undefined, call).then(({ capture }) => {
            latest = capture;
        }, () => undefined);
    const take = async () => {
        if (warming !== undefined) {
            await warming;
            warming = undefined;
        }
        try {
            const { capture } = await provider.captureSince(latest, call);
            latest = capture;
            return capture;
        }
        catch (error) {
            return error instanceof Error ? error : new Error(String(error));
        }
    };
    return new AttemptCaptures(take);
}
/** A change record's data: the files an attempt changed, and their line counts. */
function filesData(base, files) {
    // The record shares the outcome's batch: keep it well inside maxEventPayloadBytes.
    const listed = files.slice(0, maxListedFiles);
    return {
        ...base,
        files: listed.map((file) => ({
            path: file.path,
            change: file.change,
            added: file.added,
            removed: file.removed,
            binary: file.binary,
        })),
        added: files.reduce((sum, file) => sum + file.added, 0),
        removed: files.reduce((sum, file) => sum + file.removed, 0),
        ...(files.length > listed.length ? { omittedFiles: files.length - listed.length } : {}),
    };
}
/** A change record's data when what the attempt changed could not be read. */
function unreadData(base, error) {
    return { ...base, files: [], added: 0, removed: 0, error };
}

;// CONCATENATED MODULE: ./src/runner/worker/execute.ts

async function execute(executor, mode, signal) {
    let result;
    if (mode.kind === 'resume') {
        // The executor's own read of the log, which the resume or run below continues.
        const current = await executor.recorded(mode.position);
        if (current?.status === 'paused' && current.pauseEventId !== mode.pauseEventId) {
            return {
                kind: 'mismatch',
                position: mode.position,
                expected: mode.pauseEventId,
                found: current.pauseEventId ?? 'none',
            };
        }
        // Still paused by the expected record: reopen it. Otherwise an earlier worker of this resume
        // already reopened it (and may have crashed since): continue as after a crash.
        result =
            current?.status === 'paused'
                ? await executor.resume(mode.position, signal, mode.decision, {
                    pauseEventId: mode.pauseEventId,
                    ...(mode.raiseBudget === undefined ? {} : { raiseBudget: mode.raiseBudget }),
                    ...(mode.answer === undefined ? {} : { answer: mode.answer }),
                })
                : await executor.run(signal);
    }
    else {
        result = await executor.run(signal);
    }
    const resumed = new Set();
    while (result.kind === 'waiting') {
        const next = result.positions.find((position) => !resumed.has(position));
        if (next === undefined) {
            throw new runner_errors/* SupervisedRunError */.aL('WORKER_ERROR', `the executor keeps reporting positions in flight after they were resumed: ${result.positions.join(', ')}`);
        }
        resumed.add(next);
        result = await executor.resume(next, signal);
    }
    return result;
}

;// CONCATENATED MODULE: ./src/runner/worker/heartbeat.ts

function heartbeatGate(storage, log, options) {
    let loading = false;
    let pending = null;
    let timer;
    const gatedStorage = Object.create(storage, {
        readEvents: {
            value: async (runId, name, from) => {
                if (runId === options.runId && name === 'graph') {
                    loading = true;
                    if (pending !== null)
                        await pending;
                }
                return storage.readEvents(runId, name, from);
            },
        },
    });
    const gatedLog = {
        name: log.name,
        cursor() {
            loading = false;
            return log.cursor();
        },
        append: (records) => log.append(records),
        close: () => log.close(),
    };
    const beat = () => {
        if (loading || pending !== null)
            return;
        pending = log
            .append([{ type: worker_records/* workerEventTypes */.M8.heartbeat, session: options.session, data: { launchId: options.launchId } }])
            .catch(() => undefined) // a missed heartbeat is not a failure of the run
            .finally(() => {
            pending = null;
        });
    };
    return {
        storage: gatedStorage,
        log: gatedLog,
        start() {
            if (options.intervalMs > 0)
                timer = setInterval(beat, options.intervalMs);
        },
        async stop() {
            clearInterval(timer);
            if (pending !== null)
                await pending;
        },
    };
}

// EXTERNAL MODULE: ./src/engine/command/owner-id.ts
var owner_id = __webpack_require__(79017);
// EXTERNAL MODULE: ./src/engine/command/stop.ts + 2 modules
var stop = __webpack_require__(65693);
// EXTERNAL MODULE: ./src/runner/worker/messages.ts
var messages = __webpack_require__(63377);
;// CONCATENATED MODULE: ./src/runner/worker/channel.ts
// The worker's line to its watchdog: the IPC channel the watchdog opened when it spawned the
// worker, whose other end only the watchdog holds. When it closes \u2014 the watchdog died, however
// (SIGKILL included) \u2014 the worker stops at once and stops every process carrying its owner
// marker: it never runs the graph unsupervised. Through it the worker asks for the store to be
// persisted off the machine before unsafe node code, and holds its writes while that happens.


/** Exit code of a worker whose watchdog went away: it stops at once (as a crash) rather than run unsupervised. */
const ORPHANED_EXIT = 70;
/** The `--import` guard the watchdog loads before the worker's modules (watchdog/launch.ts). */
const earlyGuardKey = Symbol.for('supervised-run.early-guard');
/** Node commands get this long after SIGTERM once the watchdog is gone (the job is being torn down). */
const orphanGraceMs = 200;
class WatchdogChannel {
    #lost = false;
    #watchdogPid;
    #next = 1;
    #waiting = new Map();
    #gate;
    #stop = new AbortController();
    constructor(gate) {
        this.#gate = gate;
    }
    /**
     * Aborted when the worker stops itself because its watchdog is gone: the workspace captures
     * around attempts take it, so their git is stopped at once instead of waiting for the sweep.
     */
    get stopSignal() {
        return this.#stop.signal;
    }
    /** Also checked synchronously (the parent pid): true once the watchdog is gone, even before its EOF is read. */
    get lost() {
        if (!this.#lost && this.#watchdogPid !== undefined && process.ppid !== this.#watchdogPid)
            this.#onLost();
        return this.#lost;
    }
    /** Listens for the watchdog; without a channel (started by hand), falls back to watching the parent pid. */
    connect() {
        if (typeof process.send !== 'function') {
            const parent = process.ppid;
            setInterval(() => {
                if (process.ppid !== parent)
                    this.#onLost();
            }, 500).unref();
            return;
        }
        process.on('disconnect', () => this.#onLost());
        // The launch's early guard (exit at once) has done its job: from here node commands may exist.
        const early = process[earlyGuardKey];
        if (early !== undefined) {
            process.off('disconnect', early.listener);
            this.#watchdogPid = early.watchdogPid;
        }
        if (this.lost)
            return;
        process.on('message', (message) => void this.#onMessage(message));
        // Closed before this listener existed: the watchdog died while the worker was starting.
        // The channel stays referenced: a worker waiting for a save has nothing else keeping it alive
        // (runSupervisedWorker exits explicitly once its result is recorded).
        if (!process.connected)
            this.#onLost();
    }
    /** Resolves once a save that holds the attempt's start record is off the machine (or says why not). */
    persist(attempt) {
        if (this.#lost)
            return new Promise(() => { });
        const id = this.#next++;
        return new Promise((resolve) => {
            this.#waiting.set(id, resolve);
            this.#send({ type: 'persist', id, attempt });
        });
    }
    #send(message) {
        try {
            process.send?.(message);
        }
        catch {
            this.#onLost();
        }
    }
    async #onMessage(raw) {
        const parsed = (0,messages/* watchdogMessageSchema */.St)().safeParse(raw);
        if (!parsed.success)
            return;
        const message = parsed.data;
        if (message.type === 'hold') {
            await this.#gate.hold();
            this.#send({ type: 'held', id: message.id });
            return;
        }
        this.#gate.release();
        for (const id of message.covers) {
            const resolve = this.#waiting.get(id);
            this.#waiting.delete(id);
            resolve?.(message.outcome);
        }
    }
    #onLost() {
        if (this.#lost)
            return;
        this.#lost = true;
        this.#gate.close();
        this.#stop.abort(new Error('the watchdog is gone'));
        // Nobody reads stdout / stderr any more: a write there must not crash the worker before the sweep.
        process.stdout.on('error', () => { });
        process.stderr.on('error', () => { });
        const marker = process.env[owner_id/* OWNER_ENV */.wN];
        const sweep = marker === undefined
            ? Promise.resolve()
            : (0,stop/* stopOwnedProcessTree */.fS)({ ownerId: marker, graceMs: orphanGraceMs }).then(() => undefined);
        void sweep.catch(() => undefined).finally(() => process.exit(ORPHANED_EXIT));
    }
}

// EXTERNAL MODULE: ./src/workspace/unchanged/transfer.ts
var transfer = __webpack_require__(4508);
// EXTERNAL MODULE: ./src/runner/records/records.ts
var records = __webpack_require__(74949);
;// CONCATENATED MODULE: ./src/runner/worker/params.ts
// What the watchdog hands a worker: one JSON document on stdin (never argv, which other local
// users can read; knownSecrets travel here). Parsed at the edge like any untrusted input.





const workerParamsSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    schemaVersion: schemas/* literal */.euz(1),
    storage: schemas/* strictObject */.rej({
        directory: schemas/* string */.YjP().min(1),
        namespace: schemas/* string */.YjP().min(1),
        policy: schemas/* strictObject */.rej((0,contract/* storagePolicySchema */.z4)().shape).optional(),
        knownSecrets: schemas/* array */.YOg(schemas/* string */.YjP()),
    }),
    runId: schemas/* string */.YjP().min(1),
    session: schemas/* number */.aig().int().positive(),
    launchId: schemas/* string */.YjP().min(1),
    mode: (0,records/* workerModeSchema */.bW)(),
    /** Real path of runRoot (also the worker's cwd). */
    runRoot: schemas/* string */.YjP().min(1),
    scratchDirectory: schemas/* string */.YjP().min(1),
    /** Change records after each node attempt (a git workspace), leaving these root-relative paths out. */
    changes: schemas/* strictObject */.rej({
        enabled: schemas/* boolean */.zMY(),
        excludePaths: schemas/* array */.YOg(schemas/* string */.YjP()),
        /**
         * Set when the watchdog has checked that runRoot is a git work tree's top level (its default
         * workspace): the worker's captures then skip finding the repository again (a git process on
         * the way to the first node).
         */
        repositoryRoot: schemas/* string */.YjP().min(1).optional(),
        /**
         * The watchdog's capture at the start, with its stat fingerprint (the first launch of a start
         * with the default workspace): the worker's first capture re-checks it instead of running git.
         */
        firstCapture: (0,transfer/* transferredCaptureSchema */.wC)().optional(),
    }),
    /**
     * Where the watchdog's verified reads of the graph log have reached (absent before its first):
     * the worker opens the log for appending from there, verifying only what follows, instead of
     * reading it whole a second time (its executor reads it whole, verified, before any node runs).
     */
    graphCursor: (0,contract/* eventCursorSchema */.Q4)().optional(),
    /** The watchdog persists the store off the machine: ask it before each non-retry-safe attempt's code. */
    offMachine: schemas/* boolean */.zMY().optional(),
}));
async function readParams(input) {
    const chunks = [];
    for await (const chunk of input)
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    const parsed = workerParamsSchema().safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    if (!parsed.success)
        throw new Error(`worker parameters are invalid: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
}

;// CONCATENATED MODULE: ./src/runner/worker/graph-log.ts
async function openGraphLog(storage, params) {
    if (params.graphCursor !== undefined) {
        try {
            return await storage.openEventLog(params.runId, 'graph', params.graphCursor);
        }
        catch {
            // opened from the start below
        }
    }
    return storage.openEventLog(params.runId, 'graph');
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
;// CONCATENATED MODULE: ./src/runner/worker/waiting.ts
// A prelaunched worker waits for its parameters until its launch is recorded (watchdog/prelaunch.ts).
// What every run needs next is prepared meanwhile, off the way to the first node: only loads and
// builds, nothing of the run is read or written before the parameters come. Then what it compiled
// goes to the compile cache: at exit Node writes only what is new, and the watchdog waits for
// that exit before it can settle the run.



/** Parameters not read within this long are not on their way: the worker waits for its launch. */
const waitingAfterMs = 10;
/**
 * `parameters`, with `preload` (and the schemas the worker parses next) run if they are slow to
 * come, and the compile cache written after them if the parameters have still not come.
 */
async function prepareWhileWaiting(parameters, preload, flush = external_node_module_.flushCompileCache) {
    let arrived = false;
    const timer = setTimeout(() => {
        workerParamsSchema();
        (0,definition/* supervisedRunDefinitionSchema */.y3)();
        // A preload that fails fails again where the run needs it, and is reported there.
        void Promise.resolve(preload?.())
            .catch(() => undefined)
            // Only while still waiting: once the parameters are here, the run comes first.
            .then(() => (arrived ? undefined : flush()))
            .catch(() => undefined); // the cache only saves time
    }, waitingAfterMs);
    try {
        return await parameters;
    }
    finally {
        arrived = true;
        clearTimeout(timer);
    }
}

// EXTERNAL MODULE: ./src/runner/worker/result-record.ts
var result_record = __webpack_require__(78796);
;// CONCATENATED MODULE: ./src/runner/worker/write-gate.ts
class WriteGate {
    #closed = false;
    #held = false;
    #active = 0;
    #idle = [];
    #released = [];
    async run(write) {
        while (this.#held && !this.#closed)
            await new Promise((resolve) => this.#released.push(resolve));
        // Closed (before or while this write waited): it never happens, and never settles.
        if (this.#closed)
            return new Promise(() => { });
        this.#active += 1;
        try {
            return await write();
        }
        finally {
            this.#active -= 1;
            if (this.#active === 0)
                for (const wake of this.#idle.splice(0))
                    wake();
        }
    }
    async hold() {
        this.#held = true;
        while (this.#active > 0)
            await new Promise((resolve) => this.#idle.push(resolve));
    }
    /**
     * No write passes any more (those in flight finish): a worker whose watchdog is gone records
     * nothing of what follows, such as the failure of a node its own sweep stopped.
     */
    close() {
        this.#closed = true;
    }
    release() {
        this.#held = false;
        for (const wake of this.#released.splice(0))
            wake();
    }
}
function gatedLog(log, gate) {
    return {
        name: log.name,
        cursor: () => log.cursor(),
        append: (records) => gate.run(() => log.append(records)),
        close: () => log.close(),
    };
}
function gatedArtifacts(artifacts, gate) {
    return Object.create(artifacts, {
        put: { value: (...args) => gate.run(() => artifacts.put(...args)) },
    });
}
/** The storage every worker write goes through. */
function gatedStorage(storage, gate) {
    return Object.create(storage, {
        openEventLog: {
            value: async (...args) => gatedLog(await storage.openEventLog(...args), gate),
        },
        artifacts: { value: (runId) => gatedArtifacts(storage.artifacts(runId), gate) },
        writeCheckpoint: {
            value: (...args) => gate.run(() => storage.writeCheckpoint(...args)),
        },
    });
}

;// CONCATENATED MODULE: ./src/runner/worker/write-ahead.ts

/** Never settles: once the watchdog is gone, the worker ends through the channel's sweep (channel.ts). */
const held = () => new Promise(() => { });
function supervisionHooks(channel, writeAhead, inner) {
    return {
        async before(info) {
            if (channel.lost)
                return held();
            if (writeAhead && !info.retrySafe) {
                const outcome = await channel.persist({
                    position: info.position,
                    nodeId: info.nodeId,
                    attemptId: info.attemptId,
                });
                if (outcome.kind === 'refused') {
                    const message = `the store could not be persisted off the machine before this non-retry-safe node started: ${outcome.message}`;
                    return { pause: (0,messages/* writeAheadPause */.F)(message, 'resume this position to run it') };
                }
                // lost can turn true while the save above is awaited.
                // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
                if (channel.lost)
                    return held();
            }
            const veto = await inner?.before?.(info);
            // The inner hooks may wait (a workspace capture runs git): the watchdog may have gone meanwhile,
            // and its channel's close only ends this process after a sweep, time enough to start node code.
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
            if (channel.lost)
                return held();
            return veto;
        },
        ...(inner?.after === undefined ? {} : { after: inner.after.bind(inner) }),
    };
}

// EXTERNAL MODULE: ./src/runner/status/open-pauses.ts
var open_pauses = __webpack_require__(80601);
// EXTERNAL MODULE: ./src/runner/status/fold-graph.ts + 1 modules
var fold_graph = __webpack_require__(77405);
// EXTERNAL MODULE: ./src/runner/status/state.ts
var state = __webpack_require__(33000);
;// CONCATENATED MODULE: ./src/runner/worker/outcome-result.ts
// What a worker's ending records as its result (runner:worker-result): the executor's outcome, or
// the error that ended the worker, bounded and redacted so that the store admits the record.







async function toResult(storage, params, outcome) {
    switch (outcome.kind) {
        case 'complete': {
            try {
                const outputArtifact = await storage.artifacts(params.runId).put((0,store_json/* canonicalJson */.dj)(outcome.output), {
                    mediaType: 'application/json',
                    purpose: records/* artifactPurposes */.GU.output,
                    contentMode: 'state',
                });
                return { kind: 'complete', outputArtifact };
            }
            catch (error) {
                return {
                    kind: 'fail',
                    code: 'TERMINAL_ARTIFACT',
                    message: `the completion output could not be stored: ${(0,store_errors/* describeError */.Uc)(error)}`,
                };
            }
        }
        case 'fail':
            return { kind: 'fail', code: outcome.code, message: outcome.message };
        case 'pause': {
            // A pause before unsafe node code because the store could not leave the machine has its own code.
            const writeAhead = outcome.pauses.some((pause) => (0,messages/* isWriteAheadRequest */.Sd)(pause.request));
            return {
                kind: 'pause',
                ...(writeAhead ? { code: 'WRITE_AHEAD' } : {}),
                positions: outcome.positions,
                pauses: outcome.pauses,
            };
        }
        case 'mismatch': {
            const read = await storage.readEvents(params.runId, 'graph');
            const pauses = (0,open_pauses/* openPauses */.I)((0,fold_graph/* foldGraphEvents */.$i)((0,state/* initialGraphFold */.yF)(), read.events));
            return {
                kind: 'pause',
                code: 'RESUME_EVENT_MISMATCH',
                reason: `Resume expected pause event "${outcome.expected}" but found "${outcome.found}"`,
                positions: pauses.map((pause) => pause.position),
                pauses,
            };
        }
        case 'waiting':
            return { kind: 'fail', code: 'WORKER_ERROR', message: 'the executor returned waiting' };
    }
}
function errorResult(error) {
    if ((0,runner_errors/* isSupervisedRunError */.G9)(error) || (0,errors/* isGraphError */.Z)(error) || (0,store_errors/* isStorageError */.El)(error)) {
        return { kind: 'fail', code: error.code, message: error.message };
    }
    return { kind: 'fail', code: 'WORKER_ERROR', message: `the worker failed: ${(0,store_errors/* describeError */.Uc)(error)}` };
}
/**
 * A failure's message (any host error's text) bounded and redacted of known secrets, so the store
 * admits the result record: a refused one would read as a crash and be restarted, to the same end.
 */
function recordableResult(result, knownSecrets) {
    if (result.kind !== 'fail')
        return result;
    const matcher = knownSecrets.length === 0 ? undefined : (0,store_secrets/* createSecretMatcher */.x)(knownSecrets);
    return { ...result, message: (0,recordable/* recordableText */.hd)(matcher, result.message) };
}

// EXTERNAL MODULE: ./src/store/attempt-logs.ts
var attempt_logs = __webpack_require__(9962);
// EXTERNAL MODULE: ./src/runner/output/format.ts
var format = __webpack_require__(48371);
// EXTERNAL MODULE: ./src/runner/output/read.ts
var read = __webpack_require__(37492);
// EXTERNAL MODULE: ./src/runner/output/record.ts
var record = __webpack_require__(85189);
;// CONCATENATED MODULE: ./src/runner/output/seal.ts




async function sealCrashedOutputs(storage, runId, session, log) {
    const live = await (0,attempt_logs/* listAttemptLogs */.pk)(storage, runId);
    if (live.length === 0)
        return;
    const recorded = (0,read/* outputRecordsFrom */.OL)((await storage.readEvents(runId, 'graph')).events);
    const records = [];
    for (const attemptId of live.filter((id) => !recorded.has(id))) {
        const files = await (0,attempt_logs/* readAttemptLog */.u8)(storage, runId, attemptId);
        const parsed = (0,format/* parseAttemptLog */.Bm)(files.head, files.tail);
        if (parsed.header === undefined)
            continue;
        const { header, lines, cut } = parsed;
        const last = lines.at(-1);
        const data = {
            position: header.position,
            nodeId: header.nodeId,
            attemptId,
            attempt: header.attempt,
            outcome: 'crashed',
            startedAt: header.startedAt,
            lines: last?.n ?? 0,
            cut: cut ?? { lines: 0, bytes: 0 },
            ...(last === undefined ? {} : { lastLineMs: last.ms }),
        };
        const content = Buffer.concat([
            (0,format/* encodeRecord */.Ym)(header),
            ...lines.map((line) => (0,format/* encodeRecord */.Ym)(line)),
            ...(cut === undefined ? [] : [(0,format/* encodeRecord */.Ym)({ k: 'cut', ...cut })]),
        ]);
        await (0,record/* storeLogArtifact */.wM)(storage, runId, content, data);
        records.push({ type: record/* nodeOutputType */.SG, session, data: data });
    }
    if (records.length > 0)
        await log.append(records);
}

// EXTERNAL MODULE: ./src/runner/status/budget.ts
var status_budget = __webpack_require__(27916);
// EXTERNAL MODULE: ./src/runner/output/hooks.ts + 3 modules
var output_hooks = __webpack_require__(70375);
;// CONCATENATED MODULE: ./src/runner/worker/worker.ts
// The worker process's main function. A worker entry calls it (src/runner/worker/worker-entry.ts with no
// built-in hosts; the declarative layer's entry registers its own). The worker loads the stored
// run, binds its host, runs the executor against the graph log, and records its result there
// (runner:worker-result) before exiting 0. Dying without that record is a crash to the watchdog.






















async function loadDefinition(storage, runId) {
    const stored = await storage.readDefinition(runId);
    const parsed = (0,definition/* supervisedRunDefinitionSchema */.y3)().safeParse(stored);
    if (!parsed.success) {
        throw new runner_errors/* SupervisedRunError */.aL('HOST_MODULE', `run ${runId} has no valid supervised-run definition (and so no host binding): ${parsed.error.issues[0]?.message ?? 'missing'}`);
    }
    return parsed.data;
}
async function work(params, options, storage, log, channel) {
    // Started first: finding the repository and the first workspace capture overlap loading the run.
    const hooksReady = startChangeHooks(params, channel);
    hooksReady.catch(() => undefined); // awaited below; an earlier failure of the load must not leave it unhandled
    const definition = await loadDefinition(storage, params.runId);
    const { bound, output } = await bindHost(params, options, storage, definition);
    const gate = heartbeatGate(storage, log, {
        runId: params.runId,
        session: params.session,
        launchId: params.launchId,
        intervalMs: definition.heartbeatMs,
    });
    const hooks = (0,output_hooks/* combineHooks */.Wj)(output.hooks, await hooksReady);
    const executor = createExecutor(params, definition, bound, gate, channel, hooks);
    gate.start();
    try {
        // Never aborted from here: the watchdog stops a worker by signal, so in-flight work stays
        // in flight in the log and is recovered under the crash rules.
        // What a dead predecessor's attempts printed is sealed before anything runs again.
        await sealCrashedOutputs(storage, params.runId, params.session, gate.log).catch(() => undefined);
        const outcome = await execute(executor, params.mode, new AbortController().signal);
        return await toResult(storage, params, outcome);
    }
    finally {
        await gate.stop();
    }
}
/** The change-record hooks, when the run records changes (their setup starts now). */
function startChangeHooks(params, channel) {
    return params.changes.enabled
        ? changeHooks({
            runRoot: params.runRoot,
            excludePaths: params.changes.excludePaths,
            repositoryRoot: params.changes.repositoryRoot,
            scratchDirectory: params.scratchDirectory,
            session: params.session,
            signal: channel.stopSignal,
            firstCapture: params.changes.firstCapture,
            knownSecrets: params.storage.knownSecrets,
        })
        : Promise.resolve(undefined);
}
/** Loads the run's host and binds it, with the output hooks its attempts print through. */
async function bindHost(params, options, storage, definition) {
    const bind = await loadHost(definition.host, params.runRoot, options.builtinHosts ?? {});
    let hostLogBytes;
    const output = (0,output_hooks/* outputHooks */.wp)({
        storage,
        runId: params.runId,
        session: params.session,
        limitBytes: () => definition.attemptLogBytes ?? hostLogBytes ?? output_hooks/* defaultAttemptLogBytes */.Sf,
        secrets: [...params.storage.knownSecrets, ...(0,output_hooks/* environmentValues */.s1)(process.env)],
    });
    const bound = await bind({
        definition,
        scratchDirectory: params.scratchDirectory,
        runRoot: params.runRoot,
        forms: { dag: (value) => (0,graph/* createDagGraph */.Jm)(value) },
        // Engines made here pass a CLI's or command's stderr to the attempt's log (host options win).
        engines: {
            create: (config, options = {}) => createEngine(config, { outputs: output.outputs, ...options }),
            MockEngine: MockEngine,
        },
        knownSecrets: [...params.storage.knownSecrets],
        outputs: output.outputs,
    });
    checkBound(bound);
    if (typeof bound.attemptLogBytes === 'number' && Number.isInteger(bound.attemptLogBytes) && bound.attemptLogBytes > 0)
        hostLogBytes = bound.attemptLogBytes;
    return { bound, output };
}
/** A host module is JavaScript the types do not bind: check what bindRun returned. */
function checkBound(bound) {
    if (typeof bound !== 'object' ||
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        bound === null ||
        typeof bound.graph !== 'object' ||
        typeof bound.nodes !== 'object') {
        throw new runner_errors/* SupervisedRunError */.aL('HOST_MODULE', 'bindRun must return { graph, nodes, engines?, memory? }');
    }
}
/** The graph executor over the bound host, writing through the heartbeat gate. */
function createExecutor(params, definition, bound, gate, channel, hooks) {
    return createGraphExecutor({
        storage: gate.storage,
        runId: params.runId,
        graph: bound.graph,
        nodes: bound.nodes,
        engines: bound.engines ?? [],
        ...(bound.memory === undefined ? {} : { memory: bound.memory }),
        session: params.session,
        log: gate.log,
        ...(definition.limits.maxDispatches === undefined ? {} : { maxDispatches: definition.limits.maxDispatches }),
        ...timeLimitOf(params.mode),
        attemptHooks: supervisionHooks(channel, params.offMachine === true, hooks),
        ...(definition.limits.budget === undefined ? {} : { budget: definition.limits.budget }),
    });
}
/** The cleanup worker after the run's time limit tells its executor so (GraphExecutorOptions.timeLimit). */
function timeLimitOf(mode) {
    if (mode.kind !== 'time-limit')
        return {};
    const { timeoutMs, elapsedMs } = mode;
    return { timeLimit: { timeoutMs, elapsedMs, message: (0,status_budget/* timeoutMessage */.l7)(elapsedMs, timeoutMs) } };
}
/**
 * The worker process's main: exits 0 once its result is recorded, non-zero when it could not be
 * (the watchdog then treats the launch as a crash, unless the worker told it the store failed:
 * result-record.ts). Never returns.
 */
async function runSupervisedWorker(options = {}) {
    // A worker parses each of its schemas about once: zod's compiled fast path (built with new
    // Function on a schema's first parse) costs it more than it saves.
    core/* config */.$W({ jitless: true });
    try {
        await runWorker(options);
    }
    catch (error) {
        process.stderr.write(`supervised-run worker: the result could not be recorded: ${(0,store_errors/* describeError */.Uc)(error)}\n`);
        process.exit(1);
    }
    // Host code may leave handles open (timers, sockets); the recorded result is what counts.
    process.exit(0);
}
async function runWorker(options) {
    // First of all: a watchdog that died while this process started must stop it before any node.
    const gate = new WriteGate();
    const channel = new WatchdogChannel(gate);
    channel.connect();
    const params = await prepareWhileWaiting(readParams(process.stdin), options.preload);
    // A store that fails (a full disk, an I/O error) is not mended by a restart: the watchdog is told.
    const attempted = {};
    await recordResult(params, options, { gate, channel, attempted }).catch(async (error) => {
        await (0,result_record/* reportUnrecordedResult */.VY)(params.launchId, error, attempted.result);
        throw error;
    });
}
/** Opens the graph log, runs the worker's work and records its result there (`attempted.result`). */
async function recordResult(params, options, { gate, channel, attempted }) {
    const local = await (0,local_storage/* createLocalRunStorage */.W)({
        directory: params.storage.directory,
        namespace: params.storage.namespace,
        ...(params.storage.policy === undefined ? {} : { policy: params.storage.policy }),
        knownSecrets: params.storage.knownSecrets,
    });
    const storage = gatedStorage(local, gate);
    const log = await openGraphLog(storage, params);
    try {
        let result;
        try {
            result = recordableResult(await work(params, options, storage, log, channel), params.storage.knownSecrets);
        }
        catch (error) {
            result = recordableResult(errorResult(error), params.storage.knownSecrets);
            if (result.kind === 'fail')
                process.stderr.write(`supervised-run worker: ${result.code}: ${result.message}\n`);
        }
        attempted.result = result;
        await (0,result_record/* appendWorkerResult */.co)(log, params, result);
    }
    finally {
        await log.close();
    }
}


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


/***/ })

};

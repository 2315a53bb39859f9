export const id = 541;
export const ids = [541];
export const modules = {

/***/ 14541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bindDeclarativeRun: () => (/* binding */ bindDeclarativeRun),
  readHostConfig: () => (/* binding */ readHostConfig)
});

// EXTERNAL MODULE: ./src/declarative/errors.ts
var errors = __webpack_require__(71581);
// EXTERNAL MODULE: ./src/declarative/host-config.ts
var host_config = __webpack_require__(75355);
// EXTERNAL MODULE: ./src/engine/command/env.ts
var command_env = __webpack_require__(42739);
// EXTERNAL MODULE: ./src/engine/command/start.ts + 4 modules
var start = __webpack_require__(60419);
// EXTERNAL MODULE: ./src/engine/redact.ts
var engine_redact = __webpack_require__(32393);
// EXTERNAL MODULE: ./src/declarative/paths.ts
var paths = __webpack_require__(14800);
// EXTERNAL MODULE: ./src/declarative/template.ts
var template = __webpack_require__(14460);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
;// CONCATENATED MODULE: ./src/declarative/bind/input.ts
// The DAG form's dispatch input as templates read it: { inputs, needs: { [id]: result }, outcomes?, run?,
// review? }, with the declared fields of the needs that are gates (from the host config, not the input).


const dagInputSchema = schemas/* looseObject */._H3({
    inputs: schemas/* record */.g1P(schemas/* string */.YjP(), contract/* jsonValueSchema */.F7).optional(),
    needs: schemas/* record */.g1P(schemas/* string */.YjP(), contract/* jsonValueSchema */.F7).optional(),
    /** Finally and conditional nodes: how each need ended (passed, skipped, failed, blocked, ...). */
    outcomes: schemas/* record */.g1P(schemas/* string */.YjP(), contract/* jsonValueSchema */.F7).optional(),
    /** Finally nodes: the run's outcome when the other nodes settled. */
    run: schemas/* looseObject */._H3({ outcome: schemas/* string */.YjP() }).optional(),
    /** Nodes of a review loop: the round and the findings it answers. */
    review: schemas/* looseObject */._H3({ round: schemas/* number */.aig(), findings: contract/* jsonValueSchema */.F7 }).optional(),
});
/** `gateFields`: per gate node, its declared fields (a dependent reads one left out as empty). */
function dagInputValues(input, gateFields) {
    const parsed = dagInputSchema.safeParse(input);
    const values = parsed.success ? parsed.data : {};
    return {
        inputs: values.inputs ?? {},
        needs: values.needs ?? {},
        ...(values.outcomes === undefined ? {} : { outcomes: values.outcomes }),
        ...(gateFields === undefined ? {} : { gateFields }),
        ...(values.run === undefined ? {} : { runOutcome: values.run.outcome }),
        ...(values.review === undefined
            ? {}
            : { review: { round: values.review.round, findings: values.review.findings } }),
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/store/secret-scan.ts
var secret_scan = __webpack_require__(28799);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/engine/command/identity.ts
var command_identity = __webpack_require__(28960);
;// CONCATENATED MODULE: ./src/declarative/bind/output-dir.ts
// Where a command node's $SUPERVISED_OUTPUT file lives: a directory of its own in the OS temp
// directory (never the workspace: a command must not see it in `git status`), removed when the
// command ends. A worker killed mid-command (a crash, a cancel's SIGKILL, a cancelled job on a
// self-hosted runner, whose /tmp outlives the job) cannot remove it, so the directory's name says
// which process made it: the first command of each worker process removes those whose process is
// gone, while it runs.





const prefix = 'supervised-output-';
/** `supervised-output-<host>-<pid>-<start time>-<random>`: this version's directories. */
const ownedName = /^supervised-output-([0-9a-f]{8})-(\d+)-(\d+)-[^-]+$/;
/** `supervised-output-<random>`: directories of versions that did not name their process. */
const unnamedName = /^supervised-output-[A-Za-z0-9]{6}$/;
/** An unnamed directory this old is a leftover: no command node runs for a week. */
const unnamedLeftoverMs = 7 * 24 * 60 * 60 * 1000;
/** This machine, so a temp directory shared with another host (or container) is never swept for its pids. */
const hostTag = () => (0,external_node_crypto_.createHash)('sha256').update((0,external_node_os_.hostname)()).digest('hex').slice(0, 8);
let ownerTag;
/** `<host>-<pid>-<start time>` of this process (start time 0 where it cannot be read: outside Linux). */
function thisProcess() {
    ownerTag ??= (0,command_identity/* readProcessIdentity */.s)(process.pid).then((identity) => `${hostTag()}-${process.pid}-${identity?.startedAt ?? 0}`);
    return ownerTag;
}
/** Temp directories swept by this process: once each, at its first command. */
const swept = new Map();
/**
 * A fresh directory for one command's outputs file. `swept`: the removal of dead processes'
 * leftovers, begun by this process's first command and run beside it (a large temp directory
 * does not delay the command); await it when the command ends.
 */
async function makeOutputDirectory() {
    const parent = (0,external_node_os_.tmpdir)();
    const directory = await (0,promises_.mkdtemp)((0,external_node_path_.join)(parent, `${prefix}${await thisProcess()}-`));
    if (!swept.has(parent))
        swept.set(parent, sweepLeftovers(parent).catch(() => undefined));
    return { directory, swept: swept.get(parent) };
}
/**
 * Removes the outputs directories in `parent` of processes of this host that are gone (or are
 * another process now: the start time differs), and unnamed ones of older versions past a week.
 * Whatever cannot be read or removed (another user's) stays: this is tidying, never a failure.
 */
async function sweepLeftovers(parent) {
    const entries = await (0,promises_.readdir)(parent, { withFileTypes: true }).catch(() => []);
    const host = hostTag();
    const removed = [];
    for (const entry of entries) {
        if (!entry.isDirectory() || !entry.name.startsWith(prefix))
            continue;
        const full = (0,external_node_path_.join)(parent, entry.name);
        if (!(await isLeftover(entry.name, full, host)))
            continue;
        try {
            await (0,promises_.rm)(full, { recursive: true, force: true });
            removed.push(full);
        }
        catch {
            // Not ours to remove (another user's, in a sticky /tmp).
        }
    }
    return removed;
}
async function isLeftover(name, full, host) {
    const owned = ownedName.exec(name);
    if (owned !== null) {
        if (owned[1] !== host)
            return false;
        const identity = { pid: Number(owned[2]), parentPid: 0, processGroupId: 0, startedAt: Number(owned[3]) };
        if (!Number.isSafeInteger(identity.pid) || identity.pid <= 0 || !Number.isSafeInteger(identity.startedAt))
            return false;
        // Start time 0: it could not be read when the directory was made, so only the pid can tell.
        if (identity.startedAt === 0)
            return !pidExists(identity.pid);
        return !(await (0,command_identity/* isSameProcessAlive */.x)(identity).catch(() => true));
    }
    if (!unnamedName.test(name))
        return false;
    const modified = await (0,promises_.stat)(full).then((found) => found.mtimeMs, () => Date.now());
    return Date.now() - modified > unnamedLeftoverMs;
}
function pidExists(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code !== 'ESRCH'; // EPERM: it exists, another user's
    }
}

;// CONCATENATED MODULE: ./src/declarative/bind/outputs.ts
// Named outputs of a command node, published the way GitHub steps do: lines `name=value` or
// `name<<DELIM` ... `DELIM` written to the file named by $SUPERVISED_OUTPUT. They become part of the
// node's recorded result, so they are bounded and refused when they hold a known secret.





/** The variable naming the outputs file. */
const outputFileVariable = 'SUPERVISED_OUTPUT';
/** The variable a finally command node reads the run's outcome from (completed or failed). */
const runOutcomeVariable = 'SUPERVISED_RUN_OUTCOME';
/** Bytes an outputs file may hold: outputs are recorded in the event log, not a data channel. */
const maxOutputFileBytes = 64 * 1024;
const outputName = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * A fresh empty outputs file outside the run root (the workspace is not touched), in a temp
 * directory a later worker removes if this process dies before `remove` (output-dir.ts).
 */
async function createOutputFile() {
    const { directory, swept } = await makeOutputDirectory();
    const path = (0,external_node_path_.join)(directory, 'outputs');
    await (0,promises_.writeFile)(path, '');
    return {
        path,
        remove: async () => {
            await (0,promises_.rm)(directory, { recursive: true, force: true });
            await swept;
        },
    };
}
/**
 * Reads and parses the outputs file after the command exited. An output holding a secret is refused:
 * one of `secrets` as it is, or one of the store's known secrets (`stored`) behind an encoding.
 */
async function readOutputFile(path, secrets, stored) {
    let size;
    try {
        size = (await (0,promises_.stat)(path)).size;
    }
    catch {
        return { ok: true, outputs: {} }; // the command removed it: it published nothing
    }
    if (size > maxOutputFileBytes) {
        return {
            ok: false,
            problem: `its outputs file ($${outputFileVariable}) holds ${size} bytes; outputs are limited to ${maxOutputFileBytes} bytes (write large data to a file and publish its path)`,
        };
    }
    const parsed = parseOutputs(await (0,promises_.readFile)(path, 'utf8'));
    if (!parsed.ok)
        return parsed;
    for (const [name, value] of Object.entries(parsed.outputs)) {
        const encoded = stored === undefined ? null : (0,secret_scan/* findEncodedSecretInValue */.Km)(stored, value);
        if (encoded !== null || secrets.some((secret) => secret.length >= engine_redact/* minimumSecretLength */.z2 && value.includes(secret))) {
            const how = encoded === null ? '' : ` (${encoded.encoding})`;
            return {
                ok: false,
                problem: `output "${name}" holds a known secret value${how} and was refused (outputs are stored in the run record)`,
            };
        }
    }
    return parsed;
}
/** `name=value` lines and `name<<DELIM` blocks; blank lines are ignored; a later line wins. */
function parseOutputs(text) {
    const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    if (lines.at(-1) === '')
        lines.pop();
    const outputs = {};
    for (let i = 0; i < lines.length; i += 1) {
        const line = lines[i];
        if (line.trim() === '')
            continue;
        const heredoc = /^([^=<]*)<<(.+)$/.exec(line);
        const equals = line.indexOf('=');
        const name = heredoc !== null ? heredoc[1] : equals === -1 ? line : line.slice(0, equals);
        if (heredoc === null && equals === -1) {
            return { ok: false, problem: `outputs file line ${i + 1}: expected name=value or name<<DELIMITER` };
        }
        if (!outputName.test(name)) {
            return {
                ok: false,
                problem: `outputs file line ${i + 1}: output names are 1-64 letters, digits, "_" or "-"`,
            };
        }
        if (heredoc === null) {
            outputs[name] = line.slice(equals + 1);
            continue;
        }
        const delimiter = heredoc[2];
        const end = lines.indexOf(delimiter, i + 1);
        if (end === -1) {
            return {
                ok: false,
                problem: `outputs file line ${i + 1}: "${name}<<${delimiter}" has no closing line "${delimiter}"`,
            };
        }
        outputs[name] = lines.slice(i + 1, end).join('\n');
        i = end;
    }
    return { ok: true, outputs };
}

;// CONCATENATED MODULE: ./src/declarative/bind/tail.ts
// Keeps the last bytes of a stream without buffering all of it (a test run can print megabytes).
class ByteTail {
    #capacity;
    #chunks = [];
    #size = 0;
    constructor(capacity) {
        this.#capacity = capacity;
    }
    push(chunk) {
        this.#chunks.push(chunk);
        this.#size += chunk.length;
        while (this.#chunks.length > 1 && this.#size - this.#chunks[0].length >= this.#capacity) {
            this.#size -= this.#chunks.shift().length;
        }
    }
    /** The last `capacity` bytes as UTF-8; a character cut at the start is dropped. */
    text() {
        const all = Buffer.concat(this.#chunks);
        const tail = all.subarray(Math.max(0, all.length - this.#capacity));
        let start = 0;
        // Skip UTF-8 continuation bytes (10xxxxxx) of a character whose start was cut off.
        while (start < tail.length && start < 3 && (tail[start] & 0xc0) === 0x80)
            start += 1;
        return tail.subarray(start).toString('utf8');
    }
}

// EXTERNAL MODULE: ./src/graph/dag/review.ts
var review = __webpack_require__(60927);
;// CONCATENATED MODULE: ./src/declarative/bind/verdict.ts
// A reviewer node's verdict. Engine reviewers answer `{ verdict: pass | revise, findings: [...] }`
// (structured output, or JSON text, optionally in a ```json fence); command reviewers publish
// `verdict=` and `findings=` outputs, or exit with their `revise-exit-code` (findings then come from
// the `findings` output or, without one, from the lines they printed). The result carries the
// verdict and findings (IDs finding-1 ...) beside what the node returned, for the DAG form to read.


/** Findings taken from printed lines, at most (the rest are counted in a last finding). */
const maxLineFindings = 50;
const answerShape = 'answer with JSON { "verdict": "pass" | "revise", "findings": ["...", ...] }';
function fail(nodeId, problem) {
    throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', `node ${nodeId}: ${problem}`);
}
function findingsOf(nodeId, list) {
    const findings = (0,review/* normalizeFindings */.Sn)(list);
    if (!Array.isArray(findings))
        return fail(nodeId, `the reviewer's ${findings.problem}`);
    return findings;
}
/** JSON inside an answer's text: the whole text, or a fenced block, or the outermost braces. */
function jsonIn(text) {
    const fenced = /```(?:json)?\s*\n([\s\S]*?)```/.exec(text);
    const candidates = [text, fenced?.[1], text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)];
    for (const candidate of candidates) {
        if (candidate === undefined || candidate.trim() === '')
            continue;
        try {
            return JSON.parse(candidate);
        }
        catch {
            // try the next reading
        }
    }
    return undefined;
}
/** The output of an engine reviewer: verdict and findings, or the node fails saying what was wrong. */
function engineVerdict(nodeId, result) {
    const answer = result.structured ?? jsonIn(result.text);
    const object = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer : undefined;
    const verdict = object?.verdict;
    if (verdict !== 'pass' && verdict !== 'revise') {
        const said = result.text.trim().slice(0, 200);
        return fail(nodeId, `the reviewer's answer has no verdict pass or revise (${answerShape}); it said: ${JSON.stringify(said)}`);
    }
    return { verdict, findings: findingsOf(nodeId, object.findings) };
}
/** Non-empty printed lines as findings (bounded). */
function lineFindings(text) {
    const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
    if (lines.length <= maxLineFindings)
        return lines;
    // The last lines: a test suite sums up at the end.
    const left = lines.length - maxLineFindings;
    return [`... ${left} earlier line${left === 1 ? '' : 's'} left out`, ...lines.slice(-maxLineFindings)];
}
/** A command reviewer's result with its verdict and findings added. */
function commandVerdict(nodeId, result, review) {
    const outputs = (result.outputs ?? {});
    let verdict;
    if (Object.hasOwn(outputs, 'verdict')) {
        const said = outputs.verdict.trim();
        if (said !== 'pass' && said !== 'revise')
            return fail(nodeId, `output "verdict" must be pass or revise (got ${JSON.stringify(said.slice(0, 100))})`);
        verdict = said;
    }
    else
        verdict = review.reviseExitCode !== undefined && result.exitCode === review.reviseExitCode ? 'revise' : 'pass';
    let findings = [];
    if (Object.hasOwn(outputs, 'findings')) {
        const text = outputs.findings.trim();
        if (text.startsWith('[')) {
            try {
                findings = JSON.parse(text);
            }
            catch {
                return fail(nodeId, 'output "findings" starts with "[" but is not a JSON list (or write one finding per line)');
            }
        }
        else
            findings = lineFindings(text);
    }
    else if (verdict === 'revise')
        findings = lineFindings(typeof result.stdoutTail === 'string' ? result.stdoutTail : '');
    return { ...result, verdict, findings: findingsOf(nodeId, findings) };
}
/** Variables a command node of a review loop reads: the round, and the findings it answers (JSON). */
const reviewRoundVariable = 'SUPERVISED_REVIEW_ROUND';
const reviewFindingsVariable = 'SUPERVISED_REVIEW_FINDINGS';
/** Bytes $SUPERVISED_REVIEW_FINDINGS may hold: Linux refuses a single variable over 128 KiB. */
const maxFindingsEnvBytes = 96 * 1024;
/** The findings as JSON for the environment: the last ones left out (and counted) when too long. */
function findingsForEnv(findings) {
    const list = Array.isArray(findings) ? [...findings] : [];
    let json = JSON.stringify(list);
    let dropped = 0;
    while (Buffer.byteLength(json) > maxFindingsEnvBytes && list.length > 0) {
        list.pop();
        dropped += 1;
        json = JSON.stringify([
            ...list,
            { id: 'omitted', message: `${dropped} more finding${dropped === 1 ? '' : 's'} left out (too long)` },
        ]);
    }
    return json;
}

;// CONCATENATED MODULE: ./src/declarative/bind/command-node.ts
// A command node: argv run through runOwnedCommand (no shell) in its cwd under the run root, with the
// worker's environment plus the node's env. Exit 0 -> { exitCode, durationMs, stdoutTail }; anything
// else throws, so the executor records EFFECT_FAILED (or ABORTED) with a message naming the exit code
// or signal and the end of stderr. Output is streamed, not buffered; captures are redacted. Everything
// printed also goes to the attempt's output sink (the runner keeps it and streams it live). Templates
// in arguments and env values are filled from the dispatch input, one argument each; outputs the
// command publishes through $SUPERVISED_OUTPUT join the result as `outputs`.









/** Bytes of stdout kept in the node's result, and of stderr in a failure message. */
const tailBytes = 4096;
/** Combined stdout + stderr bound of one command: output is streamed, so this only stops a runaway. */
const defaultMaxOutputBytes = 64 * 1024 * 1024;
function commandNodeBinding(nodeId, config, context) {
    return {
        kind: 'data',
        retrySafe: config.retrySafe,
        ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
        run: (input, ctx) => runCommandNode(nodeId, config, context, ctx, dagInputValues(input, context.gateFields)),
    };
}
async function runCommandNode(nodeId, config, context, ctx, values) {
    const cwd = await (0,paths/* resolveInsideRoot */.Pk)(context.runRoot, config.cwd, { mustExist: true });
    if (!cwd.ok)
        throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', `node ${nodeId}: cwd ${cwd.message}`);
    const filled = fillTemplates(nodeId, config, values);
    const outputFile = await createOutputFile();
    try {
        const env = { ...filled.env, [outputFileVariable]: outputFile.path };
        // Finally nodes learn how the rest of the run went.
        if (values.runOutcome !== undefined)
            env[runOutcomeVariable] = values.runOutcome;
        // Nodes of a review loop learn the round and what they answer.
        if (values.review !== undefined) {
            env[reviewRoundVariable] = String(values.review.round);
            env[reviewFindingsVariable] = findingsForEnv(values.review.findings);
        }
        const result = await runFilled(nodeId, { ...config, argv: filled.argv, env }, context, ctx, cwd.path);
        const published = await readOutputFile(outputFile.path, context.secrets, context.storedSecrets);
        if (!published.ok)
            throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', `node ${nodeId}: ${published.problem}`);
        const joined = Object.keys(published.outputs).length === 0 ? result : { ...result, outputs: published.outputs };
        return config.review === undefined ? joined : commandVerdict(nodeId, joined, config.review);
    }
    finally {
        await outputFile.remove();
    }
}
/** Arguments and env values with their templates filled (a template fills one argument, never more). */
function fillTemplates(nodeId, config, values) {
    try {
        const fill = (text) => (0,template/* renderTemplate */.Xm)(text, values, { strict: false });
        return {
            argv: config.argv.map(fill),
            env: Object.fromEntries(Object.entries(config.env).map(([name, value]) => [name, fill(value)])),
        };
    }
    catch (error) {
        if (error instanceof template/* TemplateValueError */.W$)
            throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', `node ${nodeId}: ${error.message}`);
        throw error;
    }
}
async function runFilled(nodeId, config, context, ctx, cwd) {
    const base = {};
    for (const [name, value] of Object.entries(context.environment))
        if (value !== undefined)
            base[name] = value;
    const env = (0,command_env/* attemptEnvironment */.F)({ attemptId: ctx.attemptId, env: { ...base, ...config.env } });
    // Longer than the kept tail, so a secret cut at the tail's start is still recognised and redacted
    // (percent-escaped, a stored secret takes up to 3 bytes a byte).
    const longestSecret = (context.storedSecrets === undefined ? 1 : 3) * Math.max(0, ...context.secrets.map((s) => Buffer.byteLength(s)));
    const stdout = new ByteTail(tailBytes + longestSecret);
    const stderr = new ByteTail(tailBytes + longestSecret);
    const [command, ...args] = config.argv;
    const owned = (0,start/* startOwnedCommand */.l)({
        command,
        args,
        cwd,
        env,
        inheritParentEnv: false,
        maxOutputBytes: context.maxOutputBytes ?? defaultMaxOutputBytes,
        signal: ctx.signal,
        keepOutput: false,
        ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
        ...(context.teardownGraceMs === undefined ? {} : { teardownGraceMs: context.teardownGraceMs }),
    });
    const sink = context.outputs?.sink(ctx.attemptId);
    owned.onOutput((chunk, stream) => {
        (stream === 'stdout' ? stdout : stderr).push(chunk);
        sink?.write(stream, chunk);
    });
    const result = await owned.result;
    const redact = (tail) => (0,engine_redact/* redactForDisplay */.JN)(tail.text(), context.secrets, context.storedSecrets).slice(-tailBytes);
    const failure = describeFailure(command, config, result, context.maxOutputBytes ?? defaultMaxOutputBytes);
    if (failure !== undefined) {
        // Its last line break left out: one-line views would end the message with a space.
        const stderrTail = redact(stderr).trimEnd();
        const message = `node ${nodeId}: ${failure}${stderrTail.trim() === '' ? '' : `; stderr ends with:\n${stderrTail}`}`;
        throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', message, { details: failureFacts(result) });
    }
    return { exitCode: result.exitCode ?? 0, durationMs: result.durationMs, stdoutTail: redact(stdout) };
}
/** What retry policies match on: the exit code, the signal, or a timeout. */
function failureFacts(result) {
    if (result.timedOut)
        return { timedOut: true };
    if (result.signal !== null)
        return { signal: result.signal };
    return result.exitCode === null ? {} : { exitCode: result.exitCode };
}
function describeFailure(command, config, result, maxOutputBytes) {
    if (result.spawnError !== undefined) {
        return `command "${command}" could not start (${result.spawnError.code}: ${result.spawnError.message})`;
    }
    const survivors = result.cleanup.survivors.length;
    const leftovers = survivors > 0 ? `; ${survivors} of its processes could not be stopped` : '';
    if (result.timedOut)
        return `command "${command}" timed out after ${config.timeoutMs} ms and was stopped${leftovers}`;
    if (result.outputLimitExceeded)
        return `command "${command}" printed more than ${maxOutputBytes} bytes and was stopped${leftovers}`;
    if (result.memoryLimitExceeded)
        return `command "${command}" exceeded its memory bound and was stopped${leftovers}`;
    if (result.aborted)
        return `command "${command}" was stopped: the attempt was aborted${leftovers}`;
    // A reviewer's revise exit code is its verdict, not a failure.
    if (result.exitCode !== 0 && result.exitCode !== config.review?.reviseExitCode) {
        const how = result.signal !== null ? `was killed by signal ${result.signal}` : `exited with code ${result.exitCode}`;
        return `command "${command}" ${how}${leftovers}`;
    }
    if (survivors > 0)
        return `command "${command}" exited with code 0 but ${survivors} of its processes could not be stopped`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/declarative/bind/engine-node.ts



function engineNodeBinding(config, context = {}) {
    const { nodeId = '', timeoutMs, gateFields } = context;
    return {
        // A reviewer's answer must hold its verdict: a malformed one fails the node.
        ...(config.review === undefined ? {} : { parse: (result) => engineVerdict(nodeId, result) }),
        kind: 'engine',
        lane: config.lane,
        retrySafe: config.retrySafe,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
        ...(config.maxCostUsd === undefined ? {} : { maxCostUsd: config.maxCostUsd }),
        ...(config.maxTokensTotal === undefined ? {} : { maxTokensTotal: config.maxTokensTotal }),
        prompt: (input) => (0,template/* renderTemplate */.Xm)(config.prompt, dagInputValues(input, gateFields)),
    };
}

;// CONCATENATED MODULE: ./src/declarative/bind/engines.ts
// Engine bindings: each named engine joined to its plan target (the first target of its own lane).
// Real engines come from the runner's `engines.create` (the engine layer's createEngine); mock engines
// are scripted MockEngines built from the steps stored in the host config.


/** `knownSecrets`: the run's secrets, which the engines redact from what they capture. */
function engineBindings(configs, plan, factories, runRoot, knownSecrets = []) {
    return Object.entries(configs).map(([name, config]) => {
        const target = plan.lanes[name]?.[0];
        if (target === undefined) {
            throw new errors/* DeclarativeError */.Jv('INVALID_HOST_CONFIG', `engine "${name}" has no lane in the stored plan (lanes: ${Object.keys(plan.lanes).join(', ') || 'none'})`);
        }
        if (config.kind === 'mock') {
            const Mock = factories.MockEngine;
            const engine = new Mock({
                identity: { provider: target.provider, model: target.model, adapter: 'mock' },
                respond: scriptedResponder(config.steps ?? [{ kind: 'result', echo: true }]),
                ...(config.billing === undefined ? {} : { billing: config.billing }),
            });
            return { target, engine: config.timeoutMs === undefined ? engine : withTimeout(engine, config.timeoutMs) };
        }
        const { steps: _steps, ...engineConfig } = config;
        const engine = factories.create(engineConfig, { path: `engines.${name}`, knownSecrets });
        return { target, engine: inRunRoot(engine, runRoot) };
    });
}
/**
 * Step i answers call i of the run (MockEngine takes i from the executor's count of the engine's
 * recorded calls, so a resume or a restarted worker goes on with the script); the last step
 * repeats. `echo` answers with the prompt itself.
 */
function scriptedResponder(steps) {
    return (request, index) => {
        const step = steps[Math.min(index, steps.length - 1)];
        if (step.kind === 'error') {
            return { ...step, error: step.error };
        }
        const { echo, ...rest } = step;
        return echo === true ? { ...rest, text: request.prompt } : rest;
    };
}
/** Command-backed engines run in the run root unless the request says otherwise. */
function inRunRoot(engine, runRoot) {
    return {
        identity: engine.identity,
        run: (request, signal) => engine.run({ ...request, cwd: request.cwd ?? runRoot }, signal),
    };
}
/** A mock's `timeout` bounds each call the way real engines apply their configured timeoutMs. */
function withTimeout(engine, timeoutMs) {
    return {
        identity: engine.identity,
        run: (request, signal) => engine.run({ ...request, timeoutMs: request.timeoutMs ?? timeoutMs }, signal),
    };
}

;// CONCATENATED MODULE: ./src/declarative/bind/secrets.ts
// Which values a command node's captured output must never show. The runner narrows the worker's
// environment to a fixed allow-list plus the names the caller listed in environmentVariables (which
// are how secrets reach a run), so every value outside the allow-list is treated as a secret.

/** The runner's base allow-list: present in every worker, not secret. */
const plainNames = new Set(['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'SystemRoot', 'USERPROFILE', 'PATHEXT']);
function environmentSecrets(env) {
    const names = Object.keys(env).filter((name) => !plainNames.has(name) && !name.startsWith('OBVERSA_'));
    return [...new Set([...(0,engine_redact/* secretValuesOf */.WD)(env, names)])];
}

// EXTERNAL MODULE: ./src/store/secrets.ts + 4 modules
var secrets = __webpack_require__(66958);
;// CONCATENATED MODULE: ./src/declarative/conditions/evaluate.ts
// Evaluates a stored `when:` condition before an attempt starts (as the binding's action policy, so
// a probe command is never uncertain work: a crash while it runs just runs it again). Unmet -> the
// node is skipped, with a reason that says which part was unmet. Templates (a compared value, a
// probe's arguments) are filled from the dispatch input; one that cannot be filled throws
// TemplateValueError.

async function evaluateCondition(condition, input) {
    switch (condition.kind) {
        case 'passed':
        case 'failed': {
            const outcome = input.outcomes?.[condition.node] ?? 'passed';
            // A skip counts as green: `passed` holds for a skipped need.
            const met = condition.kind === 'passed' ? outcome === 'passed' || outcome === 'skipped' : outcome === 'failed';
            return { met, why: `${condition.kind}: ${condition.node} (it ${outcomeText(outcome)})` };
        }
        case 'compare': {
            const actual = (0,template/* renderTemplate */.Xm)(condition.value, input.values);
            const within = condition.expected.includes(actual);
            const met = condition.op === 'not-equals' ? !within : within;
            const expected = condition.op === 'one-of' ? `[${condition.expected.map(quote).join(', ')}]` : quote(condition.expected[0]);
            return { met, why: `${quote(condition.value)} ${condition.op} ${expected} (got ${quote(actual)})` };
        }
        case 'command': {
            // Filled like a command node's arguments: each template fills text in its one argument.
            const argv = condition.argv.map((arg) => (0,template/* renderTemplate */.Xm)(arg, input.values, { strict: false }));
            const met = await input.probe(argv, condition.timeoutMs);
            return { met, why: `command ${quoteCommand(argv.join(' '))} ${met ? 'exited 0' : 'exited non-zero'}` };
        }
        case 'all':
        case 'any': {
            const verdicts = [];
            // Short-circuit like && and ||, so a probe after a decided part does not run.
            for (const part of condition.of) {
                const verdict = await evaluateCondition(part, input);
                verdicts.push(verdict);
                if (verdict.met === (condition.kind === 'any'))
                    return { met: verdict.met, why: verdict.why };
            }
            const met = condition.kind === 'all';
            return {
                met,
                why: condition.kind === 'all' ? verdicts.at(-1).why : `none of: ${verdicts.map((v) => v.why).join('; ')}`,
            };
        }
        case 'not': {
            const inner = await evaluateCondition(condition.of, input);
            return { met: !inner.met, why: `not (${inner.why})` };
        }
    }
}
function outcomeText(outcome) {
    if (outcome === 'blocked')
        return 'was blocked: a node it needs failed';
    // A finally node of a stopped run or after a required failure: nodes that never started.
    if (outcome === 'pending')
        return 'never ran';
    // A reviewer whose revise verdict waited for its send-back when a required failure ended the run.
    if (outcome === 'reviewing')
        return 'asked for changes that were never made: the run failed before the next round';
    return outcome === 'passed' ? 'passed' : outcome;
}
const quote = (text) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}\u2026` : text);
/** A long command keeps its end too: the filled arguments that differ from run to run are often last. */
const quoteCommand = (text) => JSON.stringify(text.length > 80 ? `${text.slice(0, 50)}\u2026${text.slice(-30)}` : text);

;// CONCATENATED MODULE: ./src/declarative/bind/when.ts
// A node's `when:` as its binding's action policy: evaluated before the attempt starts, so a probe
// command runs like retry-safe work (a crash while it runs just runs it again). Unmet -> skip. The
// probe runs in the node's cwd with the node's env, whose templates are filled as for the node.






/** A probe's output is discarded; this bound only stops a runaway. */
const probeOutputBytes = 1024 * 1024;
function conditionPolicy(nodeId, condition, probe) {
    return async (ctx) => {
        const input = ctx.input;
        const outcomes = typeof input?.outcomes === 'object' && input.outcomes !== null ? input.outcomes : undefined;
        const values = dagInputValues(ctx.input, probe.gateFields);
        try {
            const verdict = await evaluateCondition(condition, {
                values,
                outcomes,
                probe: (argv, timeoutMs) => runProbe(nodeId, { argv, env: fillEnv(probe.env, values) }, timeoutMs, probe, ctx.attemptId, ctx.signal),
            });
            return verdict.met ? { decision: 'allow' } : { decision: 'skip', reason: `when is unmet: ${verdict.why}` };
        }
        catch (error) {
            if (error instanceof template/* TemplateValueError */.W$)
                // The executor names the condition (the binding's policyName): the template's own words follow.
                throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', error.message);
            throw error;
        }
    };
}
function fillEnv(env, values) {
    return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, (0,template/* renderTemplate */.Xm)(value, values, { strict: false })]));
}
async function runProbe(nodeId, { argv, env }, timeoutMs, context, attemptId, signal) {
    const cwd = await (0,paths/* resolveInsideRoot */.Pk)(context.runRoot, context.cwd, { mustExist: true });
    if (!cwd.ok)
        throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', `node ${nodeId}: when command cwd ${cwd.message}`);
    const base = {};
    for (const [name, value] of Object.entries(context.environment))
        if (value !== undefined)
            base[name] = value;
    const [command, ...args] = argv;
    const result = await (0,start/* startOwnedCommand */.l)({
        command,
        args,
        cwd: cwd.path,
        env: (0,command_env/* attemptEnvironment */.F)({ attemptId, env: { ...base, ...env } }),
        inheritParentEnv: false,
        maxOutputBytes: probeOutputBytes,
        signal,
        keepOutput: false,
        timeoutMs,
        ...(context.teardownGraceMs === undefined ? {} : { teardownGraceMs: context.teardownGraceMs }),
    }).result;
    const what = `node ${nodeId}: when command "${command}"`;
    if (result.spawnError !== undefined)
        throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', `${what} could not start (${result.spawnError.code}: ${result.spawnError.message})`);
    if (result.timedOut)
        throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', `${what} timed out after ${timeoutMs} ms`);
    if (result.aborted)
        throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', `${what} was stopped: the attempt was aborted`);
    if (result.outputLimitExceeded)
        throw new errors/* DeclarativeError */.Jv('COMMAND_FAILED', `${what} printed more than ${probeOutputBytes} bytes`);
    return result.exitCode === 0 && result.signal === null;
}

// EXTERNAL MODULE: ./src/graph/executor/gate-answer.ts
var gate_answer = __webpack_require__(88696);
// EXTERNAL MODULE: ./src/graph/executor/gate.ts
var gate = __webpack_require__(42209);
;// CONCATENATED MODULE: ./src/declarative/gate/bind.ts



/** The question and its fields as plain text (logs, notifications, the request's `text`). */
function gateText(request) {
    const lines = [request.question];
    for (const field of request.fields) {
        const rule = field.required && field.default === undefined ? 'required' : 'optional';
        const fallback = field.default === undefined ? '' : `, default ${JSON.stringify(field.default)}`;
        const about = field.description === undefined ? '' : ` \u2014 ${field.description}`;
        lines.push(`- ${field.name} (${rule}${fallback}): ${(0,gate_answer/* fieldAccepts */.eM)(field)}${about}`);
    }
    if ((request.allowedActors ?? []).length > 0)
        lines.push(`Who may answer: ${request.allowedActors.join(', ')}`);
    return lines.join('\n');
}
function gateRequest(config, input, deadline, gateFields) {
    const question = (0,template/* renderTemplate */.Xm)(config.question, dagInputValues(input, gateFields));
    const request = {
        kind: 'gate',
        question,
        fields: config.fields,
        allowedActors: config.allowedActors,
    };
    const until = deadline ?? (config.timeoutMs === undefined ? undefined : new Date(Date.now() + config.timeoutMs).toISOString());
    if (until !== undefined)
        request.deadline = until;
    request.text = gateText(request);
    return request;
}
/** `gateFields`: per gate node, its declared fields (the question reads one left out of an answer as empty). */
function gateNodeBinding(nodeId, config, { gateFields } = {}) {
    const policy = (ctx) => {
        const asked = (0,gate/* parseGateRequest */.EL)(ctx.resumedFrom?.request);
        if (asked !== undefined && ctx.resumedFrom?.answer !== undefined)
            return Promise.resolve({ decision: 'allow' });
        // Asked again (a library resume without an answer): the first deadline still holds.
        const request = gateRequest(config, ctx.input, asked?.deadline, gateFields);
        return Promise.resolve({ decision: 'wait', reason: `asks: ${request.question}`, request });
    };
    return {
        kind: 'data',
        retrySafe: true,
        policy,
        run: (_input, ctx) => {
            const answer = ctx.resumedFrom?.answer;
            if (answer === undefined)
                throw new Error(`gate "${nodeId}" ran without a recorded answer`);
            return Promise.resolve(answer.values);
        },
    };
}

;// CONCATENATED MODULE: ./src/declarative/bind/bind.ts









function readHostConfig(host) {
    const h = host;
    if (h?.kind !== 'builtin' || h.name !== host_config/* declarativeHostName */.Y0) {
        throw new errors/* DeclarativeError */.Jv('INVALID_HOST_CONFIG', `the stored host is not the built-in "${host_config/* declarativeHostName */.Y0}" host`);
    }
    const parsed = (0,host_config/* declarativeHostConfigSchema */.sv)().safeParse(h.config);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue === undefined ? '' : `host.config.${issue.path.map(String).join('.')}: `;
        throw new errors/* DeclarativeError */.Jv('INVALID_HOST_CONFIG', `stored declarative host config is invalid: ${where}${issue?.message ?? 'invalid'}`, {
            cause: parsed.error,
        });
    }
    return parsed.data;
}
/** Each gate's declared fields: a dependent's template reads one the person left out as empty. */
function gateFieldsOf(config) {
    const fields = {};
    for (const [id, node] of Object.entries(config.nodes))
        if (node.kind === 'gate')
            fields[id] = node.fields.map((field) => field.name);
    return fields;
}
function bindDeclarativeRun(args) {
    const { definition, runRoot } = args;
    const config = readHostConfig(definition.host);
    const graph = args.forms.dag(definition.graphDefinition.value);
    const context = nodeContext(args, config);
    const nodes = {};
    for (const [id, node] of Object.entries(config.nodes))
        nodes[id] = withCondition(id, node, bindNode(id, node, config, context), context);
    const engines = engineBindings(config.engines, definition.plan, args.engines, runRoot, args.knownSecrets);
    return {
        graph,
        nodes,
        engines,
        ...(config.logLimitBytes === undefined ? {} : { attemptLogBytes: config.logLimitBytes }),
    };
}
function nodeContext(args, config) {
    const environment = args.environment ?? process.env;
    const knownSecrets = args.knownSecrets ?? [];
    return {
        runRoot: args.runRoot,
        environment,
        secrets: [...(args.secrets ?? environmentSecrets(environment)), ...knownSecrets],
        ...(knownSecrets.length === 0 ? {} : { storedSecrets: (0,secrets/* createSecretMatcher */.x)(knownSecrets) }),
        teardownGraceMs: args.definition.teardownGraceMs,
        ...(args.outputs === undefined ? {} : { outputs: args.outputs }),
        gateFields: gateFieldsOf(config),
    };
}
function bindNode(id, node, config, context) {
    if (node.kind === 'gate')
        return gateNodeBinding(id, node, context);
    if (node.kind === 'command')
        return commandNodeBinding(id, node, context);
    const timeoutMs = Object.hasOwn(config.engines, node.lane) ? config.engines[node.lane].timeoutMs : undefined;
    return engineNodeBinding(node, { nodeId: id, timeoutMs, gateFields: context.gateFields });
}
/** A node's `when:` as its binding's policy, before the binding's own (a gate asks only when its condition holds). */
function withCondition(id, node, binding, context) {
    if (node.when === undefined)
        return binding;
    const probe = {
        ...context,
        cwd: node.kind === 'command' ? node.cwd : '.',
        env: node.kind === 'command' ? node.env : {},
    };
    const condition = conditionPolicy(id, node.when, probe);
    const own = binding.policy;
    // A failure names the condition in the graph file's words (the gate's own policy only asks).
    binding.policyName = `node ${id}'s condition (when:)`;
    binding.policy =
        own === undefined
            ? condition
            : async (ctx) => {
                const verdict = await condition(ctx);
                return verdict.decision === 'allow' ? own(ctx) : verdict;
            };
    return binding;
}


/***/ })

};

export const id = 228;
export const ids = [228];
export const modules = {

/***/ 27680:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ArgvSyntaxError),
/* harmony export */   a: () => (/* binding */ splitCommandLine)
/* harmony export */ });
// Splits a `run:` string into argv the way a POSIX shell tokenises words, without a shell: quotes
// and backslashes are honoured, nothing is expanded ($VAR, globs and ~ stay literal). Unquoted shell
// operators, comments (`# ...`) and a leading `NAME=value` assignment are refused, because without a
// shell they would silently become arguments (or the name of the executable).
class ArgvSyntaxError extends Error {
    name = 'ArgvSyntaxError';
}
const operatorStart = new Set(['|', '&', ';', '<', '>', '`', '(', ')']);
const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(\S*)/;
/** Splits `text` into words. Throws ArgvSyntaxError naming the problem (unterminated quote, operator...). */
function splitCommandLine(text) {
    const words = [];
    let word = '';
    let inWord = false;
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
            if (inWord)
                words.push(word);
            word = '';
            inWord = false;
            i += 1;
            continue;
        }
        if (!inWord)
            refuseAtWordStart(text, i, words.length);
        inWord = true;
        if (c === "'") {
            const end = text.indexOf("'", i + 1);
            if (end === -1)
                throw new ArgvSyntaxError(`unterminated single quote at character ${i + 1}`);
            word += text.slice(i + 1, end);
            i = end + 1;
        }
        else if (c === '"') {
            i = readDoubleQuoted(text, i, (part) => (word += part));
        }
        else if (c === '{' && text[i + 1] === '{' && text.indexOf('}}', i + 2) !== -1) {
            // A template ({{ needs.a.output }}) is one piece of a word: its spaces do not split it.
            const end = text.indexOf('}}', i + 2) + 2;
            word += text.slice(i, end);
            i = end;
        }
        else if (c === '\\') {
            if (i + 1 >= text.length)
                throw new ArgvSyntaxError('trailing backslash escapes nothing');
            // A backslash-newline joins lines, as in a shell.
            const next = text.charAt(i + 1);
            if (next !== '\n')
                word += next;
            i += 2;
        }
        else if (operatorStart.has(c) || (c === '$' && text[i + 1] === '(')) {
            const op = c === '$' ? '$(' : /^(\|\||&&|>>|<<|[|&;<>`()])/.exec(text.slice(i))[0];
            throw new ArgvSyntaxError(`shell operator "${op}" at character ${i + 1} is not supported: the string is split without a shell ` +
                '(quote it to pass it literally, or use an argv list such as [sh, -c, "..."])');
        }
        else {
            word += c;
            i += 1;
        }
    }
    if (inWord)
        words.push(word);
    if (words.length === 0)
        throw new ArgvSyntaxError('the command is empty');
    return words;
}
/** A shell reads an unquoted `#` starting a word as a comment, and a first word NAME=value as an assignment. */
function refuseAtWordStart(text, i, wordIndex) {
    if (text[i] === '#') {
        throw new ArgvSyntaxError(`"#" at character ${i + 1} starts a shell comment, but the string is split without a shell, so the comment ` +
            'words would be passed as arguments: remove the comment (or write it as a YAML comment after the value), ' +
            "or quote '#' to pass it literally");
    }
    const set = wordIndex === 0 ? assignment.exec(text.slice(i)) : null;
    if (set !== null) {
        throw new ArgvSyntaxError(`"${set[0]}" at character ${i + 1} is a shell variable assignment, but the string is split without a shell, ` +
            `so it would run an executable named "${set[0]}": set the variable with the node's env: map ` +
            `(env: { ${set[1]}: "${set[2]}" }), or use the list form [env, ${set[0]}, ...] to run env(1)`);
    }
}
/** Inside double quotes only \" \\ \$ \` and backslash-newline are escapes (POSIX); other backslashes stay. */
function readDoubleQuoted(text, start, emit) {
    let i = start + 1;
    while (i < text.length) {
        const c = text[i];
        if (c === '"')
            return i + 1;
        if (c === '\\' && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1])) {
            if (text[i + 1] !== '\n')
                emit(text[i + 1]);
            i += 2;
            continue;
        }
        emit(c);
        i += 1;
    }
    throw new ArgvSyntaxError(`unterminated double quote at character ${start + 1}`);
}


/***/ }),

/***/ 91274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ compileDocument),
  Q: () => (/* binding */ compileGraph)
});

// EXTERNAL MODULE: ./src/declarative/errors.ts
var errors = __webpack_require__(71581);
// EXTERNAL MODULE: ./src/declarative/document/parse-text.ts + 3 modules
var parse_text = __webpack_require__(63873);
// EXTERNAL MODULE: ./src/declarative/document/schema.ts + 1 modules
var schema = __webpack_require__(22077);
;// CONCATENATED MODULE: ./src/declarative/document/zod-issues.ts

/** Which kind of map sits at `path`, to list the keys it accepts. */
function keysAt(path) {
    const [first, , third, , fifth] = path;
    if (path.length === 0)
        return schema/* acceptedKeys */.gH.document;
    if (path.length === 2 && first === 'nodes')
        return schema/* acceptedKeys */.gH.node;
    if (path.length === 3 && first === 'nodes' && third === 'ask')
        return schema/* acceptedKeys */.gH.ask;
    if (path.length === 2 && first === 'engines')
        return schema/* acceptedKeys */.gH.engine;
    if (path.length === 2 && first === 'inputs')
        return schema/* acceptedKeys */.gH.input;
    if (path.length === 3 && first === 'nodes' && third === 'review')
        return schema/* acceptedKeys */.gH.review;
    if (path.length === 4 && first === 'engines' && third === 'responses')
        return schema/* acceptedKeys */.gH.response;
    if (path.length === 5 && first === 'engines' && fifth === 'usage')
        return schema/* acceptedKeys */.gH.usage;
    return undefined;
}
function plainPath(path) {
    return path.map((part) => (typeof part === 'number' ? part : String(part)));
}
function zodIssuesToRaw(issues) {
    const out = [];
    for (const issue of issues) {
        const path = plainPath(issue.path);
        if (issue.code === 'unrecognized_keys') {
            const accepted = keysAt(path);
            for (const key of issue.keys) {
                out.push({
                    path: [...path, key],
                    message: accepted === undefined ? 'unknown key' : `unknown key (accepted: ${accepted.join(', ')})`,
                });
            }
        }
        else if (issue.code === 'invalid_key') {
            const inner = issue.issues[0]?.message ?? 'invalid key';
            out.push({ path, message: `invalid name "${String(path.at(-1))}": ${inner}` });
        }
        else {
            out.push({ path, message: issue.message });
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/declarative/host-config.ts
var host_config = __webpack_require__(75355);
// EXTERNAL MODULE: ./src/runner/options/option-values.ts
var option_values = __webpack_require__(23261);
// EXTERNAL MODULE: ./src/declarative/paths.ts
var paths = __webpack_require__(14800);
// EXTERNAL MODULE: ./src/graph/dag/needs-cycle.ts
var needs_cycle = __webpack_require__(92129);
;// CONCATENATED MODULE: ./src/declarative/compile/check-needs.ts
// `needs` must name other declared nodes, once each, and the graph must have no cycle.

function checkNeeds(needsById, issues) {
    // A Map, not the object: a need such as "__proto__" or "constructor" must not find Object.prototype.
    const needsOf = new Map(Object.entries(needsById));
    for (const [id, needs] of needsOf) {
        const seen = new Set();
        needs.forEach((need, index) => {
            const at = ['nodes', id, 'needs', index];
            if (need === id)
                issues.push({ path: at, message: 'a node cannot need itself' });
            else if (!needsOf.has(need))
                issues.push({ path: at, message: `unknown node "${need}"` });
            else if (seen.has(need))
                issues.push({ path: at, message: `"${need}" is listed twice` });
            seen.add(need);
        });
    }
    // Unknown needs and a node needing itself are reported above.
    const cycle = (0,needs_cycle/* findNeedsCycle */.F)(needsOf.keys(), (id) => (needsOf.get(id) ?? []).filter((need) => needsOf.has(need) && need !== id));
    if (cycle !== undefined) {
        const from = cycle[0];
        issues.push({
            path: ['nodes', from, 'needs', needsOf.get(from).indexOf(cycle[1])],
            message: `cycle in needs: ${cycle.join(' -> ')}`,
        });
    }
}
/** Finally nodes run after every other node, so only another finally node can need one. */
function checkFinallyNeeds(nodes, issues) {
    const byId = new Map(Object.entries(nodes));
    for (const [id, node] of byId) {
        if (node.finally === true)
            continue;
        node.needs.forEach((need, index) => {
            if (byId.get(need)?.finally === true)
                issues.push({
                    path: ['nodes', id, 'needs', index],
                    message: `"${need}" is a finally node: it runs after every other node, so only finally nodes can need it`,
                });
        });
    }
}

// EXTERNAL MODULE: ./src/graph/dag/index.ts
var dag = __webpack_require__(75419);
;// CONCATENATED MODULE: ./src/declarative/compile/dag.ts
// The DAG form's definition value for the compiled nodes: what the stored graphDefinition holds and
// what the worker's forms.dag(value) reproduces exactly. Built through the DAG form itself, so a
// value the form would refuse never reaches a stored run.

function dagGraphDefinition(nodes, concurrency) {
    const value = { nodes: {} };
    for (const [id, entry] of Object.entries(nodes))
        value.nodes[id] = { ...entry };
    if (concurrency !== undefined)
        value.concurrency = concurrency;
    return dag/* dagFormModule */.fX.definition(value);
}

// EXTERNAL MODULE: ./src/declarative/compile/engines.ts
var compile_engines = __webpack_require__(36301);
// EXTERNAL MODULE: ./src/declarative/compile/secrets-check.ts
var secrets_check = __webpack_require__(32446);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(27597);
// EXTERNAL MODULE: ./src/store/contract.ts
var contract = __webpack_require__(56399);
;// CONCATENATED MODULE: ./src/declarative/compile/inputs.ts
// Caller inputs checked against the inputs the file declares: every given name must be declared,
// every declared input without a default must be given. A value of null or "" counts as left out
// (as in a gate's answer: a dispatch form's empty field), so a default applies and an input without
// one is refused. The result is stored durably (never secrets).


const givenSchema = schemas/* record */.g1P(schemas/* string */.YjP(), contract/* jsonValueSchema */.F7);
function resolveInputs(declared, given, issues) {
    const parsed = givenSchema.safeParse(given ?? {});
    if (!parsed.success) {
        issues.push({ path: ['inputs'], message: 'must be a JSON object of input names to values' });
        return {};
    }
    const names = Object.keys(declared);
    const resolved = {};
    for (const [name, value] of Object.entries(parsed.data)) {
        if (!Object.hasOwn(declared, name)) {
            const accepted = names.length === 0 ? 'the graph file declares no inputs' : `declared: ${names.join(', ')}`;
            issues.push({ path: ['inputs', name], message: `not declared in the graph file (${accepted})` });
        }
        else
            resolved[name] = value;
    }
    for (const [name, input] of Object.entries(declared)) {
        const given = Object.hasOwn(resolved, name) ? resolved[name] : undefined;
        if (given !== undefined && given !== null && given !== '')
            continue;
        if (input.default !== undefined)
            resolved[name] = input.default;
        else {
            const leftOut = given === undefined ? '' : `; ${JSON.stringify(given)} counts as left out`;
            issues.push({ path: ['inputs', name], message: `required: the graph file gives no default${leftOut}` });
        }
    }
    return resolved;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/declarative/argv.ts
var declarative_argv = __webpack_require__(27680);
// EXTERNAL MODULE: ./src/declarative/duration.ts
var declarative_duration = __webpack_require__(3482);
// EXTERNAL MODULE: ./src/declarative/template.ts
var template = __webpack_require__(14460);
// EXTERNAL MODULE: ./src/declarative/conditions/schema.ts
var conditions_schema = __webpack_require__(51108);
;// CONCATENATED MODULE: ./src/declarative/conditions/unseen-outcomes.ts
const singleOutcome = /^\s*\{\{\s*needs\.([A-Za-z0-9_-]{1,64})\.outcome\s*\}\}\s*$/;
/** The need whose outcome `value` is, when the template is just that reference. */
function outcomeNeedOf(value) {
    return singleOutcome.exec(value)?.[1];
}
/** What such a node can see of a need: it runs only after each need completed or was skipped. */
const seen = new Set(['completed', 'skipped']);
/** Issues for comparisons that match only outcomes the node never sees (call for untold nodes only). */
function unseenOutcomeIssues(compares, issues) {
    for (const { path, need, op, expected } of compares) {
        // not-equals holds for every outcome the node sees; a list with a seen outcome can match.
        if (op === 'not-equals' || expected.some((value) => seen.has(value)))
            continue;
        issues.push({
            path,
            message: `${expected.map((value) => JSON.stringify(value)).join(', ')} can never match here: this node runs only when ${need} completed or was skipped (and is blocked when it fails), since its when names no need with passed or failed; write { failed: ${need} } to run it when ${need} fails`,
        });
    }
}

;// CONCATENATED MODULE: ./src/declarative/conditions/compile.ts
// `when:` as written -> a stored Condition, with every problem reported at its path inside the file:
//   { passed: <need> }, { failed: <optional need> } (a finally node's: any need),
//   { value: "<template>", equals | not-equals: <scalar> }, { value: "<template>", one-of: [<scalar>...] },
//   { command: <string or argv>, timeout?: <duration> }   (met when it exits 0; its arguments are templates),
//   { all: [...] }, { any: [...] }, { not: <condition> }; a list is all of its conditions.





/** A probe is bounded: without `timeout` it may run this long. */
const defaultProbeTimeoutMs = 60_000;
const kinds = ['passed', 'failed', 'value', 'command', 'all', 'any', 'not'];
const accepted = `a map with one of ${kinds.join(', ')} (value goes with equals, not-equals or one-of; command may take timeout)`;
const extraKeys = {
    value: ['equals', 'not-equals', 'one-of'],
    command: ['timeout'],
};
/**
 * A node's whole `when:`. Told its needs' outcomes (a finally node, or a condition naming passed /
 * failed), it may see any of them; otherwise a comparison that matches only an outcome it never
 * sees is refused (unseen-outcomes.ts).
 */
function compileWhenCondition(written, at, scope, issues) {
    const outcomeCompares = [];
    const condition = compileCondition(written, at, { ...scope, outcomeCompares }, issues);
    if (condition !== undefined && scope.finallyNode !== true && !(0,conditions_schema/* readsOutcomes */.z)(condition))
        unseenOutcomeIssues(outcomeCompares, issues);
    return condition;
}
function compileCondition(written, at, scope, issues) {
    if (Array.isArray(written))
        return list('all', written, at, scope, issues);
    if (typeof written !== 'object' || written === null) {
        issues.push({ path: at, message: `must be ${accepted}, or a list of conditions (all must hold)` });
        return undefined;
    }
    const entries = Object.keys(written);
    const kind = kinds.filter((k) => entries.includes(k));
    if (kind.length !== 1) {
        const found = kind.length === 0 ? 'none' : kind.join(' and ');
        issues.push({ path: at, message: `must be ${accepted}; found ${found}` });
        return undefined;
    }
    const k = kind[0];
    for (const key of entries) {
        if (key !== k && !(extraKeys[k] ?? []).includes(key))
            issues.push({
                path: [...at, key],
                message: `unknown key beside ${k} (accepted: ${[k, ...(extraKeys[k] ?? [])].join(', ')})`,
            });
    }
    const map = written;
    const value = map[k];
    const here = [...at, k];
    switch (k) {
        case 'passed':
        case 'failed':
            return outcome(k, value, here, scope, issues);
        case 'value':
            return compare(map, here, at, scope, issues);
        case 'command':
            return probe(value, map.timeout, { here, timeoutAt: [...at, 'timeout'] }, scope, issues);
        case 'all':
        case 'any':
            if (!Array.isArray(value)) {
                issues.push({ path: here, message: 'must be a list of conditions' });
                return undefined;
            }
            return list(k, value, here, scope, issues);
        case 'not': {
            const inner = compileCondition(value, here, scope, issues);
            return inner === undefined ? undefined : { kind: 'not', of: inner };
        }
    }
}
function list(kind, written, at, scope, issues) {
    if (written.length === 0) {
        issues.push({ path: at, message: 'must list at least one condition' });
        return undefined;
    }
    const of = written.map((item, index) => compileCondition(item, [...at, index], scope, issues));
    return of.every((c) => c !== undefined) ? { kind, of: of } : undefined;
}
function outcome(kind, node, at, scope, issues) {
    if (typeof node !== 'string') {
        issues.push({ path: at, message: "must be the ID of one of this node's needs" });
        return undefined;
    }
    if (!scope.needs.has(node)) {
        const needs = scope.needs.size === 0 ? 'it has none' : `needs: ${[...scope.needs].join(', ')}`;
        issues.push({ path: at, message: `"${node}" is not in this node's needs (${needs})` });
        return undefined;
    }
    if (kind === 'failed' && scope.finallyNode !== true && !scope.optionalNeeds.has(node)) {
        issues.push({
            path: at,
            message: `a branch on failed needs "${node}" to be optional (optional: true): a required node's failure fails the run before this node could run (a finally node, finally: true, may branch on any need)`,
        });
        return undefined;
    }
    return { kind, node };
}
const scalar = (value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
function compare(map, here, at, scope, issues) {
    const before = issues.length;
    if (typeof map.value !== 'string')
        issues.push({ path: here, message: 'must be a string with a template, e.g. "{{ inputs.mode }}"' });
    else
        for (const problem of (0,template/* checkTemplate */.BU)(map.value, scope))
            issues.push({ path: here, message: problem.message });
    const ops = ['equals', 'not-equals', 'one-of'].filter((op) => Object.hasOwn(map, op));
    if (ops.length !== 1) {
        issues.push({ path: at, message: 'value needs exactly one of equals, not-equals or one-of' });
        return undefined;
    }
    const op = ops[0];
    const expected = map[op];
    const list = op === 'one-of' ? expected : [expected];
    if (!Array.isArray(list) || list.length === 0 || !list.every(scalar)) {
        const what = op === 'one-of' ? 'a non-empty list of strings, numbers or booleans' : 'a string, number or boolean';
        issues.push({ path: [...at, op], message: `must be ${what}` });
        return undefined;
    }
    if (issues.length > before)
        return undefined;
    const need = outcomeNeedOf(map.value);
    if (need !== undefined)
        scope.outcomeCompares?.push({ path: [...at, op], need, op, expected: list.map(String) });
    return { kind: 'compare', value: map.value, op, expected: list.map(String) };
}
/** Its arguments are templates like a command node's: checked here, filled before the probe runs. */
function probe(command, timeout, { here, timeoutAt }, scope, issues) {
    let argv;
    if (typeof command === 'string') {
        try {
            argv = (0,declarative_argv/* splitCommandLine */.a)(command);
        }
        catch (error) {
            if (!(error instanceof declarative_argv/* ArgvSyntaxError */.C))
                throw error;
            issues.push({ path: here, message: error.message });
        }
    }
    else if (Array.isArray(command) && command.length > 0 && command.every(scalar) && command[0] !== '') {
        argv = command.map(String);
    }
    else
        issues.push({ path: here, message: 'must be a command string or a non-empty list of arguments' });
    let timeoutMs = defaultProbeTimeoutMs;
    if (timeout !== undefined) {
        const parsed = (0,declarative_duration/* parseDuration */.E9)(timeout);
        if (parsed === undefined)
            issues.push({ path: timeoutAt, message: (0,declarative_duration/* durationProblem */.YV)(timeout) });
        else
            timeoutMs = parsed;
    }
    const before = issues.length;
    (argv ?? []).forEach((arg, index) => {
        // Other tools' templates (gh's {{.title}}) stay literal, as in a command node's arguments.
        for (const problem of (0,template/* checkTemplate */.BU)(arg, scope, { strict: false }))
            issues.push({ path: typeof command === 'string' ? here : [...here, index], message: problem.message });
    });
    return argv === undefined || issues.length > before ? undefined : { kind: 'command', argv, timeoutMs };
}

// EXTERNAL MODULE: ./src/graph/dag/review-paths.ts
var review_paths = __webpack_require__(15218);
;// CONCATENATED MODULE: ./src/declarative/compile/review.ts
// `review:` of graph-file nodes -> the DAG form's review loops. The target must be an ancestor
// (nodes.<id>.review.sends-back-to with line and column); `revise-exit-code` is for command nodes.

const targetKey = 'sends-back-to';
/** The DAG entry's review and the host config's reviewer part of one node. */
function compileReview(id, node, kind, issues) {
    const review = node.review;
    if (review === undefined)
        return undefined;
    const config = {};
    if (review['revise-exit-code'] !== undefined) {
        if (kind === 'command')
            config.reviseExitCode = review['revise-exit-code'];
        else
            issues.push({
                path: ['nodes', id, 'review', 'revise-exit-code'],
                message: 'only command reviewers say "revise" by exit code; an engine reviewer answers verdict: revise',
            });
    }
    const dag = { sendsBackTo: review[targetKey], rounds: review.rounds };
    if (review['when-exhausted'] !== undefined)
        dag.whenExhausted = review['when-exhausted'];
    return { dag, config };
}
/** Targets that are not ancestors, finally reviewers, loops sharing nodes (after needs are known good). */
function checkReviews(nodes, issues) {
    for (const issue of (0,review_paths/* reviewIssues */.JQ)(nodes, targetKey))
        issues.push(issue);
}
/** Nodes on some loop's path (they may read `{{ review.* }}`), from the document as written. */
function loopMembers(documentNodes) {
    const nodes = {};
    for (const [id, node] of Object.entries(documentNodes)) {
        nodes[id] = { needs: node.needs ?? [] };
        if (node.review !== undefined)
            nodes[id].review = { sendsBackTo: node.review[targetKey] };
    }
    const members = new Set();
    for (const [id, node] of Object.entries(nodes)) {
        const target = node.review?.sendsBackTo;
        if (target === undefined || !(0,review_paths/* ancestorsOf */.Gw)(nodes, id).has(target))
            continue;
        for (const member of (0,review_paths/* loopPath */.cZ)(nodes, id, target))
            members.add(member);
    }
    return members;
}

;// CONCATENATED MODULE: ./src/declarative/compile/retries.ts


const longKeys = ['limit', 'backoff', 'max-backoff', 'on'];
const limitRule = 'must be a whole number from 0 to 100';
function compileRetries(written, at, nodeKind, issues) {
    if (written === undefined)
        return {};
    if (typeof written === 'number') {
        if (Number.isInteger(written) && written >= 0 && written <= 100)
            return { retries: written };
        issues.push({ path: at, message: `${limitRule} (or a map with ${longKeys.join(', ')})` });
        return {};
    }
    if (typeof written !== 'object' || written === null || Array.isArray(written)) {
        issues.push({ path: at, message: `must be a number of retries or a map with ${longKeys.join(', ')}` });
        return {};
    }
    const map = written;
    for (const key of Object.keys(map))
        if (!longKeys.includes(key))
            issues.push({ path: [...at, key], message: `unknown key (accepted: ${longKeys.join(', ')})` });
    const limit = map.limit;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > 100)
        issues.push({ path: [...at, 'limit'], message: `required: ${limitRule}` });
    const retry = {};
    const duration = (key) => {
        if (map[key] === undefined)
            return undefined;
        const ms = (0,declarative_duration/* parseDuration */.E9)(map[key]);
        if (ms === undefined)
            issues.push({ path: [...at, key], message: (0,declarative_duration/* durationProblem */.YV)(map[key]) });
        return ms;
    };
    const backoff = duration('backoff');
    const maxBackoff = duration('max-backoff');
    if (backoff !== undefined)
        retry.backoffMs = backoff;
    if (maxBackoff !== undefined) {
        if (backoff === undefined)
            issues.push({ path: [...at, 'max-backoff'], message: 'only with backoff (the delay it caps)' });
        // The delay starts at backoff and only grows: a smaller cap would silently shorten even the first one.
        else if (maxBackoff < backoff)
            issues.push({
                path: [...at, 'max-backoff'],
                message: `must be at least the initial backoff (${String(map.backoff)}): it caps the delay, which starts at backoff and doubles`,
            });
        retry.maxBackoffMs = maxBackoff;
    }
    if (map.on !== undefined) {
        const on = compileOn(map.on, [...at, 'on'], nodeKind, issues);
        if (on !== undefined)
            retry.on = on;
    }
    return {
        ...(typeof limit === 'number' ? { retries: limit } : {}),
        ...(Object.keys(retry).length > 0 ? { retry } : {}),
    };
}
function compileOn(written, at, nodeKind, issues) {
    const accepted = `exit codes (1-255), timeout, signal (commands) or engine error kinds (${schema/* engineErrorKinds */.q$.join(', ')})`;
    if (!Array.isArray(written) || written.length === 0) {
        issues.push({ path: at, message: `must be a non-empty list of ${accepted}` });
        return undefined;
    }
    const on = {};
    written.forEach((item, index) => {
        const here = [...at, index];
        if (typeof item === 'number' && Number.isInteger(item) && item >= 1 && item <= 255) {
            if (nodeKind === 'engine')
                issues.push({ path: here, message: 'exit codes apply to command nodes only' });
            (on.exitCodes ??= []).push(item);
        }
        else if (item === 'timeout')
            on.timeout = true;
        else if (item === 'signal') {
            if (nodeKind === 'engine')
                issues.push({ path: here, message: 'signal applies to command nodes only' });
            on.signal = true;
        }
        else if (typeof item === 'string' && schema/* engineErrorKinds */.q$.includes(item)) {
            if (nodeKind === 'command')
                issues.push({ path: here, message: `"${item}" is an engine error kind: it applies to engine nodes only` });
            (on.kinds ??= []).push(item);
        }
        else
            issues.push({ path: here, message: `must be one of ${accepted}; got ${JSON.stringify(item)}` });
    });
    return on;
}

;// CONCATENATED MODULE: ./src/declarative/gate/compile.ts


/** Keys that belong to commands, engine calls or reviewers: a gate takes none of them. */
const notForGates = [
    'run',
    'engine',
    'prompt',
    'prompt-file',
    'timeout',
    'cwd',
    'env',
    'retry-safe',
    'max-cost-usd',
    'max-tokens-total',
    'review',
];
function whyNot(key) {
    if (key === 'timeout')
        return 'set ask.timeout for how long the question stays open';
    if (key === 'retry-safe')
        return 'a gate holds no effect and is always retry-safe';
    if (key === 'max-cost-usd' || key === 'max-tokens-total')
        return 'a gate makes no engine calls; cap the engine nodes, or set the run budget';
    // A gate's answer is the node's output, not a reviewer's verdict.
    if (key === 'review')
        return 'only command and engine nodes review (a verdict of pass or revise)';
    return 'a node is a command (run), an engine call (engine) or a question (ask)';
}
function compileGate(node, at, scope, issues) {
    const ask = node.ask;
    const before = issues.length;
    for (const key of notForGates) {
        if (node[key] === undefined)
            continue;
        issues.push({ path: [...at, key], message: `a gate node (ask) does not take ${key}: ${whyNot(key)}` });
    }
    for (const problem of (0,template/* checkTemplate */.BU)(ask.question, scope))
        issues.push({ path: [...at, 'ask', 'question'], message: problem.message });
    if (issues.length > before)
        return undefined;
    const fields = Object.entries(ask.fields ?? {}).map(([name, field]) => ({
        name,
        type: field.type,
        ...(field.options === undefined ? {} : { options: field.options }),
        required: field.required ?? false,
        ...(field.default === undefined ? {} : { default: field.default }),
        ...(field.description === undefined ? {} : { description: field.description }),
    }));
    return {
        kind: 'gate',
        question: ask.question,
        fields,
        allowedActors: ask['allowed-actors'] ?? [],
        ...(ask.timeout === undefined ? {} : { timeoutMs: (0,declarative_duration/* parseDuration */.E9)(ask.timeout) }),
    };
}

;// CONCATENATED MODULE: ./src/declarative/compile/nodes.ts
// `nodes:` -> per node, its DAG entry (needs, optional, retries) and its stored host config (a command
// with argv/cwd/env/timeout, or an engine call with lane and prompt). Prompt files are read here.











const commandOnly = ['timeout', 'cwd', 'env'];
const engineOnly = ['prompt', 'prompt-file'];
const capKeys = ['max-cost-usd', 'max-tokens-total'];
async function compileNode(id, node, context, issues) {
    const seen = new Set();
    const compiled = await compileNodeParts(id, node, { ...context, seen }, issues);
    // Only then: a file without `{{ needs.<id>.outcome }}` compiles to the definition it always did.
    if (seen.has('need-outcome') && compiled.dag.conditional !== true)
        compiled.dag.readsOutcomes = true;
    return compiled;
}
async function compileNodeParts(id, node, context, issues) {
    const at = ['nodes', id];
    const kind = node.run !== undefined ? 'command' : node.engine !== undefined ? 'engine' : undefined;
    const dag = dagEntryOf(node, at, kind, issues);
    const retrySafe = node['retry-safe'] ?? false;
    const when = compileWhen(id, node, dag.needs, context, issues);
    if (when !== undefined && (0,conditions_schema/* readsOutcomes */.z)(when))
        dag.conditional = true;
    const review = compileReview(id, node, kind, issues);
    if (review !== undefined)
        dag.review = review.dag;
    const withWhen = (config) => withReviewAndWhen(config, review, when);
    if (node.ask !== undefined) {
        const scope = referenceScope(id, node, dag.needs, context);
        return { dag, config: withWhen(compileGate(node, at, scope, issues)) };
    }
    if (node.run !== undefined && node.engine !== undefined) {
        issues.push({
            path: at,
            message: 'has both run and engine: a node is either a command (run) or an engine call (engine)',
        });
        return { dag, config: undefined };
    }
    if (node.run !== undefined) {
        rejectEngineKeys(node, at, issues);
        const scope = referenceScope(id, node, dag.needs, context);
        const config = await commandConfig(node, at, { insideRoot: context.insideRoot, scope }, retrySafe, issues);
        return { dag, config: withWhen(config) };
    }
    if (node.engine !== undefined) {
        rejectCommandKeys(node, at, issues);
        checkEngineName(node.engine, at, context.engineNames, issues);
        const prompt = await promptText(node, at, context.insideRoot, issues);
        if (prompt === undefined)
            return { dag, config: undefined };
        const scope = referenceScope(id, node, dag.needs, context);
        return { dag, config: withWhen(engineConfig(node, node.engine, prompt, scope, retrySafe, issues)) };
    }
    issues.push({ path: at, message: 'needs run (a command), engine (an engine call) or ask (a question for a person)' });
    return { dag, config: undefined };
}
/** The DAG entry's own fields, before its `when` and review are compiled. */
function dagEntryOf(node, at, kind, issues) {
    const dag = { needs: node.needs ?? [] };
    if (node.optional !== undefined)
        dag.optional = node.optional;
    if (node.finally === true)
        dag.finally = true;
    Object.assign(dag, compileRetries(node.retries, [...at, 'retries'], kind, issues));
    if (node.phase !== undefined)
        dag.phase = node.phase;
    return dag;
}
/** The host config with the node's reviewer part and `when` condition attached. */
function withReviewAndWhen(config, review, when) {
    const reviewed = config === undefined || review === undefined ? config : { ...config, review: review.config };
    return reviewed === undefined || when === undefined ? reviewed : { ...reviewed, when };
}
/** What the node's templates may reference. */
function referenceScope(id, node, needs, context) {
    const inLoop = context.loopMembers?.has(id) === true;
    return {
        inputs: context.inputNames,
        needs: new Set(needs),
        run: node.finally === true,
        review: inLoop,
        ...(context.gateFields === undefined ? {} : { gateFields: context.gateFields }),
        ...(context.seen === undefined ? {} : { seen: context.seen }),
    };
}
function rejectEngineKeys(node, at, issues) {
    for (const key of engineOnly) {
        if (node[key] !== undefined)
            issues.push({ path: [...at, key], message: 'only engine nodes take a prompt' });
    }
    for (const key of capKeys) {
        if (node[key] !== undefined)
            issues.push({ path: [...at, key], message: `only engine nodes take ${key} (a cap on engine calls)` });
    }
}
function rejectCommandKeys(node, at, issues) {
    for (const key of commandOnly) {
        const advice = key === 'timeout' ? ' (set timeout on the engine instead)' : '';
        if (node[key] !== undefined)
            issues.push({ path: [...at, key], message: `only command nodes take ${key}${advice}` });
    }
}
function checkEngineName(engine, at, engineNames, issues) {
    if (!engineNames.includes(engine)) {
        const declared = engineNames.length === 0 ? 'no engines are declared' : `declared: ${engineNames.join(', ')}`;
        issues.push({ path: [...at, 'engine'], message: `unknown engine "${engine}" (${declared})` });
    }
}
/** An engine node's host config, once its prompt is read; the prompt's template problems go to issues. */
function engineConfig(node, lane, prompt, scope, retrySafe, issues) {
    for (const problem of (0,template/* checkTemplate */.BU)(prompt.text, scope)) {
        issues.push({ path: prompt.path, message: problem.message });
    }
    const caps = {
        ...(node['max-cost-usd'] === undefined ? {} : { maxCostUsd: node['max-cost-usd'] }),
        ...(node['max-tokens-total'] === undefined ? {} : { maxTokensTotal: node['max-tokens-total'] }),
    };
    return { kind: 'engine', lane, prompt: prompt.text, retrySafe, ...caps };
}
/** `when:` sees what the node's other templates see (a loop's nodes: the round and findings too). */
function compileWhen(id, node, needs, context, issues) {
    if (node.when === undefined)
        return undefined;
    const scope = {
        ...referenceScope(id, node, needs, context),
        optionalNeeds: new Set(needs.filter((need) => context.optionalNodes.has(need))),
        finallyNode: node.finally === true,
    };
    return compileWhenCondition(node.when, ['nodes', id, 'when'], scope, issues);
}
async function commandConfig(node, at, { insideRoot, scope }, retrySafe, issues) {
    const checkFills = (text, path) => {
        for (const problem of (0,template/* checkTemplate */.BU)(text, scope, { strict: false }))
            issues.push({ path, message: problem.message });
    };
    const before = issues.length;
    let argv = [];
    if (typeof node.run === 'string') {
        try {
            argv = (0,declarative_argv/* splitCommandLine */.a)(node.run);
        }
        catch (error) {
            if (!(error instanceof declarative_argv/* ArgvSyntaxError */.C))
                throw error;
            issues.push({ path: [...at, 'run'], message: error.message });
        }
    }
    else {
        argv = node.run ?? [];
        if (argv.length === 0)
            issues.push({ path: [...at, 'run'], message: 'the argument list is empty' });
        else if (argv[0] === '')
            issues.push({ path: [...at, 'run', 0], message: 'the executable must not be empty' });
    }
    argv.forEach((arg, index) => {
        const path = typeof node.run === 'string' ? [...at, 'run'] : [...at, 'run', index];
        checkFills(arg, path);
    });
    const env = {};
    for (const [name, value] of Object.entries(node.env ?? {})) {
        (0,secrets_check/* checkEnvName */.$n)(name, [...at, 'env', name], issues);
        checkFills(String(value), [...at, 'env', name]);
        env[name] = String(value);
    }
    const cwd = node.cwd ?? '.';
    const lexical = (0,paths/* checkRelativePath */._k)(cwd);
    if (lexical !== undefined)
        issues.push({ path: [...at, 'cwd'], message: lexical });
    else {
        const resolved = await insideRoot(cwd, { mustExist: false });
        if (!resolved.ok)
            issues.push({ path: [...at, 'cwd'], message: resolved.message });
    }
    if (issues.length > before)
        return undefined;
    return {
        kind: 'command',
        argv,
        cwd,
        env,
        ...(node.timeout === undefined ? {} : { timeoutMs: (0,declarative_duration/* parseDuration */.E9)(node.timeout) }),
        retrySafe,
    };
}
async function promptText(node, at, insideRoot, issues) {
    const file = node['prompt-file'];
    if (node.prompt !== undefined && file !== undefined) {
        issues.push({ path: at, message: 'has both prompt and prompt-file: give one' });
        return undefined;
    }
    if (node.prompt !== undefined)
        return { text: node.prompt, path: [...at, 'prompt'] };
    if (file === undefined) {
        issues.push({ path: at, message: 'an engine node needs prompt (text) or prompt-file (a file under the run root)' });
        return undefined;
    }
    const path = [...at, 'prompt-file'];
    const resolved = await insideRoot(file, { mustExist: true });
    if (!resolved.ok) {
        issues.push({ path, message: resolved.message });
        return undefined;
    }
    let text;
    try {
        text = await (0,promises_.readFile)(resolved.path, 'utf8');
    }
    catch (error) {
        const code = error.code ?? String(error);
        issues.push({ path, message: `"${file}" cannot be read (${code})` });
        return undefined;
    }
    // The file's text is stored and rendered like an inline prompt (whose check covers the document).
    const problem = (0,secrets_check/* expressionProblem */.qT)(text);
    if (problem !== undefined)
        issues.push({ path, message: `the file "${file}": ${problem}` });
    return { text, path };
}

;// CONCATENATED MODULE: ./src/declarative/compile/compile.ts














async function compileGraph(document, options) {
    return compileDocument(document, options);
}
/** `locate` (from parseGraphText) adds line and column to every issue. */
async function compileDocument(document, options, locate) {
    const source = options.source ?? 'the graph document';
    const fail = (issues) => {
        throw (0,errors/* issuesError */.lk)('INVALID_GRAPH', source, (0,parse_text/* locateIssues */.n)(issues, locate));
    };
    const parsed = schema/* graphDocumentSchema */.V0.safeParse(document);
    if (!parsed.success)
        fail(zodIssuesToRaw(parsed.error.issues));
    const doc = parsed.data;
    const issues = [];
    (0,secrets_check/* checkNoExpressions */.Dm)(document, issues);
    const engines = (0,compile_engines/* compileEngines */.ls)(doc.engines ?? {}, issues);
    const context = nodeContext(doc, engines, options.runRoot);
    const { dagNodes, nodeConfigs } = await compileNodes(doc, context, issues);
    checkNeeds(Object.fromEntries(Object.entries(dagNodes).map(([id, entry]) => [id, entry.needs])), issues);
    checkFinallyNeeds(dagNodes, issues);
    if (issues.length === 0)
        checkReviews(dagNodes, issues);
    if (issues.length > 0)
        fail(issues);
    const inputIssues = [];
    const resolvedInputs = resolveInputs(doc.inputs ?? {}, options.inputs, inputIssues);
    if (inputIssues.length > 0)
        throw (0,errors/* issuesError */.lk)('INVALID_INPUTS', source, (0,parse_text/* locateIssues */.n)(inputIssues));
    const lanes = lanesOf(doc, engines);
    return {
        graphDefinition: dagGraphDefinition(dagNodes, doc.concurrency),
        plan: { schemaVersion: 1, lanes },
        resolvedInputs,
        host: {
            kind: 'builtin',
            name: host_config/* declarativeHostName */.Y0,
            config: {
                schemaVersion: 1,
                nodes: nodeConfigs,
                engines: engines.configs,
                ...logLimitOf(doc['log-limit']),
            },
        },
        ...(doc.budget === undefined ? {} : { budget: doc.budget }),
    };
}
function nodeContext(doc, engines, runRoot) {
    return {
        insideRoot: (0,paths/* rootResolver */.zy)(runRoot),
        engineNames: Object.keys(engines.configs),
        inputNames: new Set(Object.keys(doc.inputs ?? {})),
        optionalNodes: new Set(Object.entries(doc.nodes).flatMap(([id, node]) => (node.optional === true ? [id] : []))),
        loopMembers: loopMembers(doc.nodes),
        gateFields: new Map(Object.entries(doc.nodes).flatMap(([id, node]) => node.ask === undefined ? [] : [[id, Object.keys(node.ask.fields ?? {})]])),
    };
}
/** In document order, one node at a time: their issues come out in that order. */
async function compileNodes(doc, context, issues) {
    const dagNodes = {};
    const nodeConfigs = {};
    for (const [id, node] of Object.entries(doc.nodes)) {
        const compiled = await compileNode(id, node, context, issues);
        dagNodes[id] = compiled.dag;
        if (compiled.config !== undefined)
            nodeConfigs[id] = compiled.config;
    }
    return { dagNodes, nodeConfigs };
}
/** One lane per named engine: its own target, then its fallback's. */
function lanesOf(doc, engines) {
    const lanes = {};
    for (const [name, config] of Object.entries(doc.engines ?? {})) {
        lanes[name] = [engines.targets[name]];
        if (config.fallback !== undefined)
            lanes[name].push(engines.targets[config.fallback]);
    }
    return lanes;
}
function logLimitOf(value) {
    if (value === undefined)
        return {};
    const read = (0,option_values/* readLogLimit */.UB)(typeof value === 'string' ? value : JSON.stringify(value));
    return read.ok ? { logLimitBytes: read.value } : {};
}


/***/ }),

/***/ 36301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fh: () => (/* binding */ laneTargetOf),
/* harmony export */   ls: () => (/* binding */ compileEngines)
/* harmony export */ });
/* unused harmony export providerOfKind */
/* harmony import */ var _argv_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27680);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3482);
/* harmony import */ var _store_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29728);
/* harmony import */ var _secrets_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32446);




/** The provider half of a plan target; the model half is the configured model. */
const providerOfKind = {
    'claude-cli': 'anthropic',
    anthropic: 'anthropic',
    'codex-cli': 'openai',
    openai: 'openai',
    command: 'command',
    mock: 'mock',
};
/** Which kinds accept each optional field (kind and model, fallback, timeout go with every kind). */
const fieldKinds = {
    args: ['claude-cli', 'codex-cli', 'command'],
    command: ['command'],
    executable: ['claude-cli', 'codex-cli'],
    'api-key-env': ['anthropic', 'openai'],
    'base-url': ['anthropic', 'openai'],
    'max-tokens': ['anthropic', 'openai'],
    billing: ['command', 'mock'],
    env: ['claude-cli', 'codex-cli', 'command'],
    responses: ['mock'],
};
/** An engine's plan target: its provider and model (a lane is its target, then its fallback's). */
function laneTargetOf(name, engine) {
    // A mock without a model is named after its engine, so two scripted mocks are two targets.
    return { provider: providerOfKind[engine.kind], model: engine.model ?? (engine.kind === 'mock' ? name : '') };
}
function compileEngines(engines, issues) {
    const configs = {};
    const targets = {};
    const names = Object.keys(engines);
    for (const [name, engine] of Object.entries(engines)) {
        const at = ['engines', name];
        for (const [field, kinds] of Object.entries(fieldKinds)) {
            if (engine[field] !== undefined && !kinds.includes(engine.kind)) {
                issues.push({
                    path: [...at, field],
                    message: `not accepted for kind ${engine.kind} (only for ${kinds.join(', ')})`,
                });
            }
        }
        if (engine.kind === 'command' && engine.command === undefined) {
            issues.push({
                path: [...at, 'command'],
                message: 'required for kind command (the executable, or the whole argv)',
            });
        }
        if ((engine.kind === 'anthropic' || engine.kind === 'openai') && engine.model === undefined) {
            issues.push({ path: [...at, 'model'], message: `required for kind ${engine.kind}` });
        }
        if (engine.fallback !== undefined) {
            if (engine.fallback === name)
                issues.push({ path: [...at, 'fallback'], message: 'an engine cannot be its own fallback' });
            else if (!Object.hasOwn(engines, engine.fallback)) {
                issues.push({
                    path: [...at, 'fallback'],
                    message: `unknown engine "${engine.fallback}" (declared: ${names.join(', ')})`,
                });
            }
        }
        for (const key of Object.keys(engine.env ?? {}))
            (0,_secrets_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEnvName */ .$n)(key, [...at, 'env', key], issues);
        configs[name] = engineConfig(engine, name, issues);
        targets[name] = laneTargetOf(name, engine);
    }
    // An API engine without its required model already has an issue; a collision on '' would only repeat it.
    const comparable = Object.fromEntries(Object.entries(targets).filter(([name]) => !(['anthropic', 'openai'].includes(engines[name].kind) && engines[name].model === undefined)));
    checkDistinctTargets(comparable, issues);
    return { configs, targets };
}
/** The executor routes by provider and model: two engines with the same pair would be one lane target. */
function checkDistinctTargets(targets, issues) {
    const seen = new Map();
    for (const [name, target] of Object.entries(targets)) {
        const key = `${target.provider}\0${target.model}`;
        const first = seen.get(key);
        if (first === undefined)
            seen.set(key, name);
        else {
            const model = target.model === '' ? 'the default model' : `model "${target.model}"`;
            issues.push({
                path: ['engines', name],
                message: `same provider and model as engines.${first} (${target.provider}, ${model}): give one of them a different model`,
            });
        }
    }
}
function engineConfig(engine, name, issues) {
    const config = { kind: engine.kind };
    if (engine.model !== undefined)
        config.model = engine.model;
    if (engine.args !== undefined)
        config.args = engine.args;
    if (engine.command !== undefined)
        config.command = commandArgv(engine.command, ['engines', name, 'command'], issues);
    if (engine.executable !== undefined)
        config.executable = engine.executable;
    if (engine['api-key-env'] !== undefined)
        config.apiKeyEnv = engine['api-key-env'];
    if (engine['base-url'] !== undefined)
        config.baseUrl = engine['base-url'];
    if (engine.billing !== undefined)
        config.billing = engine.billing;
    if (engine.timeout !== undefined)
        config.timeoutMs = (0,_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)(engine.timeout);
    if (engine['max-tokens'] !== undefined)
        config.maxTokens = engine['max-tokens'];
    if (engine.env !== undefined)
        config.env = Object.fromEntries(Object.entries(engine.env).map(([k, v]) => [k, String(v)]));
    if (engine.kind === 'mock') {
        config.steps = (engine.responses ?? [{ echo: true }]).map((response, index) => mockStep(response, ['engines', name, 'responses', index], issues));
    }
    return config;
}
function mockStep(response, at, issues) {
    const given = response.usage;
    const usage = given === undefined
        ? undefined
        : (0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .definedFields */ .X)({
            inputTokens: given['input-tokens'],
            outputTokens: given['output-tokens'],
            cacheReadTokens: given['cache-read-tokens'],
            cacheWriteTokens: given['cache-write-tokens'],
            costUsd: given['cost-usd'],
            model: given.model,
        });
    const common = {
        ...(usage === undefined ? {} : { usage }),
        ...(response.delay === undefined ? {} : { delayMs: (0,_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)(response.delay) }),
    };
    if (response.error !== undefined) {
        for (const field of ['text', 'output', 'echo']) {
            if (response[field] !== undefined)
                issues.push({ path: [...at, field], message: 'an answer with error cannot also have text, output or echo' });
        }
        return {
            kind: 'error',
            error: response.error,
            ...(response.message === undefined ? {} : { message: response.message }),
            ...(response['retry-after'] === undefined ? {} : { retryAfterMs: (0,_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)(response['retry-after']) }),
            ...common,
        };
    }
    for (const field of ['message', 'retry-after']) {
        if (response[field] !== undefined)
            issues.push({ path: [...at, field], message: 'only an answer with error takes this' });
    }
    if (response.echo === true && (response.text !== undefined || response.output !== undefined)) {
        issues.push({ path: [...at, 'echo'], message: 'an echo answer cannot also have text or output' });
    }
    return {
        kind: 'result',
        ...(0,_store_index_js__WEBPACK_IMPORTED_MODULE_2__/* .definedFields */ .X)({ text: response.text, structured: response.output, echo: response.echo }),
        ...common,
    };
}
/** A command string is split like a node's `run` (no shell); the engine gets argv. */
function commandArgv(command, at, issues) {
    if (Array.isArray(command)) {
        if (command.length === 0 || command[0] === '')
            issues.push({ path: at, message: 'the executable must not be empty' });
        return command;
    }
    try {
        return (0,_argv_js__WEBPACK_IMPORTED_MODULE_3__/* .splitCommandLine */ .a)(command);
    }
    catch (error) {
        if (!(error instanceof _argv_js__WEBPACK_IMPORTED_MODULE_3__/* .ArgvSyntaxError */ .C))
            throw error;
        issues.push({ path: at, message: error.message });
        return [];
    }
}


/***/ }),

/***/ 32446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $n: () => (/* binding */ checkEnvName),
/* harmony export */   Dm: () => (/* binding */ checkNoExpressions),
/* harmony export */   qT: () => (/* binding */ expressionProblem)
/* harmony export */ });
/* unused harmony exports secretsAdvice, checkNoExpression */
const expression = /\$\{\{(.*?)(\}\}|$)/s;
/** The graph file's own template namespaces (template.ts): `${{ needs.a.output }}` meant `{{ needs.a.output }}`. */
const ownNamespace = /^(inputs|needs|run|review)\./;
const templatedPlaces = "filled in prompts, a gate's question, run arguments, env values and when: conditions";
const secretsAdvice = 'graph files are not expanded and their values are stored in the run record: pass secrets to the worker ' +
    'with the environment-variables option (the action input of that name), never in the graph file';
/** The refusal of a string holding `${{ ... }}`, or undefined when it holds none. */
function expressionProblem(value) {
    const found = expression.exec(value);
    if (found === null)
        return undefined;
    const inner = found[1].trim();
    const closed = found[2] === '}}';
    if (closed && ownNamespace.test(inner))
        return (`"\${{ ${inner} }}" is GitHub expression syntax, which graph files do not expand: the graph file's own ` +
            `template is "{{ ${inner} }}", without the "$" (${templatedPlaces})`);
    const shown = closed && inner !== '' && inner.length <= 80 ? `"\${{ ${inner} }}"` : '"${{ ... }}"';
    return `${shown} looks like a GitHub expression; ${secretsAdvice}`;
}
function checkNoExpression(value, path, issues) {
    const problem = expressionProblem(value);
    if (problem !== undefined)
        issues.push({ path, message: problem });
}
/**
 * Every string of the document (values and map keys, at any depth: arguments, env, prompts, a
 * gate's question, field defaults and descriptions, mock answers, conditions, input defaults).
 */
function checkNoExpressions(document, issues) {
    const within = new Set();
    const visit = (value, path) => {
        if (typeof value === 'string') {
            checkNoExpression(value, path, issues);
            return;
        }
        // A YAML alias may make a value its own ancestor: each container is visited once per path.
        if (typeof value !== 'object' || value === null || within.has(value))
            return;
        within.add(value);
        if (Array.isArray(value))
            value.forEach((item, index) => visit(item, [...path, index]));
        else
            for (const [key, item] of Object.entries(value)) {
                checkNoExpression(key, [...path, key], issues);
                visit(item, [...path, key]);
            }
        within.delete(value);
    };
    visit(document, []);
}
/** Variables the owned-command layer sets for cleanup and identity; a node must not override them. */
function checkEnvName(name, path, issues) {
    if (name.startsWith('OBVERSA_'))
        issues.push({ path, message: 'OBVERSA_* variables are reserved for the runner' });
    if (name.startsWith('SUPERVISED_'))
        issues.push({
            path,
            message: 'SUPERVISED_* variables are set by the runner (SUPERVISED_OUTPUT, SUPERVISED_RUN_OUTCOME)',
        });
}


/***/ }),

/***/ 63873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ locateIssues),
  V: () => (/* binding */ parseGraphText)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/declarative/errors.ts
var declarative_errors = __webpack_require__(71581);
;// CONCATENATED MODULE: ./src/declarative/document/paths.ts
// Paths inside a graph file as users read them: `nodes.review.needs[0]`, or `nodes["a.b"]` for a key
// that is not a plain name.
const plainKey = /^[A-Za-z0-9_-]+$/;
function formatPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else if (plainKey.test(part))
            out += out === '' ? part : `.${part}`;
        else
            out += `[${JSON.stringify(part)}]`;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/declarative/document/reserved-keys.ts
// Map keys a graph file may not use. `__proto__` names an object's prototype in JavaScript: reading
// the document into plain values drops it, so a node, an input or a gate field so named would vanish
// without a word (and an answer to that field would be lost). Refused where it is written instead.

const reserved = new Set(['__proto__']);
function reservedKeys(doc) {
    const found = [];
    (0,dist/* visit */.YR)(doc, {
        Pair(_, pair) {
            const key = pair.key;
            if (!(0,dist/* isScalar */.jn)(key) || typeof key.value !== 'string' || !reserved.has(key.value) || !key.range)
                return;
            found.push({
                offset: key.range[0],
                code: 'RESERVED_KEY',
                message: `the key "${key.value}" is reserved (JavaScript reads it as the prototype, so it would be dropped): choose another name`,
            });
        },
    });
    return found;
}

;// CONCATENATED MODULE: ./src/declarative/document/unique-keys.ts
// Duplicate map keys in a parsed graph document. yaml's own check (its uniqueKeys option)
// compares each key with every earlier key of the map: quadratic in a map's size, so a
// 30,000-node graph file took 12 s to parse. This one keeps each map's keys in a Set, with the
// same rule (scalar keys are equal when their values are ===; other keys never) and the same
// place and words for each duplicate.

function duplicateKeys(doc) {
    const found = [];
    (0,dist/* visit */.YR)(doc, {
        Map(_, map) {
            const seen = new Set();
            for (const { key } of map.items) {
                if (!(0,dist/* isScalar */.jn)(key))
                    continue;
                const value = key.value;
                // NaN is not === itself, so yaml lets `.nan` keys repeat; a Set would not.
                if (typeof value === 'number' && Number.isNaN(value))
                    continue;
                if (!seen.has(value))
                    seen.add(value);
                else if (key.range)
                    found.push({ offset: key.range[0], code: 'DUPLICATE_KEY', message: 'Map keys must be unique' });
            }
        },
    });
    return found;
}

;// CONCATENATED MODULE: ./src/declarative/document/parse-text.ts
// Graph file text (YAML, or JSON, which YAML 1.2 reads too) -> a plain value, plus a locator that
// maps a path inside the document back to its line and column for error messages.





/** Plain YAML values cannot contain ": " \u2014 the most common surprise with command strings. */
const hints = {
    BLOCK_AS_IMPLICIT_KEY: ' (a value containing ": " must be quoted, or written as a list such as [node, -e, "..."])',
};
/** yaml's message without its own position and code excerpt (the issue carries line and column). */
function firstLine(message) {
    return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
/** Aliases expand into copies; a bound keeps a small file from expanding into a huge value. */
const maxAliasCount = 100;
/** yaml's errors and the duplicate and reserved keys, in text order (a stable sort keeps same-place errors in yaml's order). */
function withDuplicateKeys(errors, duplicates) {
    return [...errors, ...duplicates].sort((a, b) => a.offset - b.offset);
}
function parseGraphText(text, source) {
    const lineCounter = new dist/* LineCounter */.HN();
    // Duplicate keys are found below, in linear time (document/unique-keys.ts).
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: false, strict: true });
    const errors = withDuplicateKeys(doc.errors.map((error) => ({ offset: error.pos[0], code: error.code, message: error.message })), [...duplicateKeys(doc), ...reservedKeys(doc)]);
    if (errors.length > 0) {
        const issues = errors.map((error) => {
            const pos = lineCounter.linePos(error.offset);
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- linePos answers undefined for an offset past the text, whatever its type says
            const where = pos === undefined ? '' : ` at line ${pos.line}, column ${pos.col}`;
            return {
                path: '',
                message: `YAML syntax error${where}: ${firstLine(error.message)}${hints[error.code] ?? ''}`,
                // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as above
                ...(pos === undefined ? {} : { line: pos.line, column: pos.col }),
            };
        });
        throw new declarative_errors/* DeclarativeError */.Jv('INVALID_GRAPH', `${source} is not valid YAML or JSON:\n${issues.map((i) => `  ${(0,declarative_errors/* formatIssue */.Hd)(i)}`).join('\n')}`, {
            issues,
        });
    }
    let value;
    try {
        value = doc.toJS({ maxAliasCount });
    }
    catch (error) {
        const issue = { path: '', message: `cannot be read: ${error.message}` };
        throw new declarative_errors/* DeclarativeError */.Jv('INVALID_GRAPH', `${source} ${issue.message}`, { issues: [issue], cause: error });
    }
    const locate = (path) => {
        for (let length = path.length; length >= 0; length -= 1) {
            const node = doc.getIn(path.slice(0, length), true);
            if ((0,dist/* isNode */.Ll)(node) && node.range !== undefined && node.range !== null) {
                const pos = lineCounter.linePos(node.range[0]);
                return { line: pos.line, column: pos.col };
            }
        }
        return undefined;
    };
    return { value, locate };
}
/** Formats raw issues, with line and column when a locator knows them. */
function locateIssues(issues, locate) {
    const located = issues.map((issue) => {
        const pos = locate?.(issue.path);
        return { path: formatPath(issue.path), message: issue.message, ...(pos === undefined ? {} : pos) };
    });
    // In file order when every issue has a position (a stable sort keeps same-place issues in check order).
    if (located.every((issue) => issue.line !== undefined)) {
        located.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
    }
    return located;
}


/***/ }),

/***/ 68870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ maxGraphFileBytes),
/* harmony export */   r: () => (/* binding */ loadGraphFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _compile_compile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91274);
/* harmony import */ var _document_parse_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63873);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71581);
// Reads a graph file (YAML or JSON) and compiles it; errors carry the file's line and column.





/** Graph files are small; a bound keeps a wrong path (a log, a binary) from being read whole. */
const maxGraphFileBytes = 1024 * 1024;
/** `path` is resolved against the current directory (adapters pass it relative to the run root). */
async function loadGraphFile(path, options) {
    const text = await readGraphFile(path);
    const parsed = (0,_document_parse_text_js__WEBPACK_IMPORTED_MODULE_2__/* .parseGraphText */ .V)(text, path);
    return (0,_compile_compile_js__WEBPACK_IMPORTED_MODULE_3__/* .compileDocument */ .X)(parsed.value, { ...options, source: path }, parsed.locate);
}
async function readGraphFile(path) {
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    }
    catch (error) {
        const code = error.code ?? String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .DeclarativeError */ .Jv('GRAPH_FILE', `graph file ${path} cannot be read (${code})`, { cause: error });
    }
    if (bytes.length > maxGraphFileBytes) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .DeclarativeError */ .Jv('GRAPH_FILE', `graph file ${path} is ${bytes.length} bytes; graph files are limited to ${maxGraphFileBytes} bytes`);
    }
    return bytes.toString('utf8');
}


/***/ }),

/***/ 14228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WD: () => (/* binding */ declarativeRunOptions),
/* harmony export */   je: () => (/* binding */ resumeDeclarativeRun),
/* harmony export */   mt: () => (/* binding */ startDeclarativeRun)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58294);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21622);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68870);
/* harmony import */ var _worker_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69238);
// Conveniences for adapters: start (or resume) a supervised run of a declarative graph file with the
// worker entry that knows the built-in `declarative` host.




/** Runner options for a compiled graph (exported so adapters can inspect or extend them). */
function declarativeRunOptions(compiled, options) {
    const { runId, ...rest } = options;
    const budget = { ...compiled.budget, ...rest.limits?.budget };
    return {
        ...rest,
        ...(Object.keys(budget).length === 0 ? {} : { limits: { ...rest.limits, budget } }),
        definition: {
            runId,
            graphDefinition: compiled.graphDefinition,
            plan: compiled.plan,
            resolvedInputs: compiled.resolvedInputs,
        },
        host: compiled.host,
        workerEntry: options.workerEntry ?? (0,_worker_path_js__WEBPACK_IMPORTED_MODULE_1__/* .declarativeWorkerEntry */ .$)(),
    };
}
/** Loads and compiles the graph file (DeclarativeError on a bad file or inputs), then starts the run. */
async function startDeclarativeRun(options) {
    const { graphFile, inputs, ...rest } = options;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(graphFile) ? graphFile : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(options.runRoot, graphFile);
    const compiled = await (0,_load_js__WEBPACK_IMPORTED_MODULE_2__/* .loadGraphFile */ .r)(path, { runRoot: options.runRoot, inputs });
    return (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_3__/* .startSupervisedRun */ .s)(declarativeRunOptions(compiled, rest));
}
/** Resumes any stored run (declarative or module host) with this layer's worker entry. */
function resumeDeclarativeRun(options) {
    return (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_4__/* .resumeSupervisedRun */ .z)({ ...options, workerEntry: options.workerEntry ?? (0,_worker_path_js__WEBPACK_IMPORTED_MODULE_1__/* .declarativeWorkerEntry */ .$)() });
}


/***/ }),

/***/ 69238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ declarativeWorkerEntry)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _runner_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80911);
// Where this layer's worker entry is (the one that registers the built-in `declarative` host): the
// runner's lookup beside this file, so source (worker-entry.ts), the tsc library build
// (lib/declarative/worker-entry.js) and the ncc bundle (dist/worker.js, built from worker-entry.ts)
// all find it. Paths come from fileURLToPath(import.meta.url): ncc rewrites `new URL('./x', import.meta.url)`.



const here = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url));
function declarativeWorkerEntry() {
    return (0,_runner_index_js__WEBPACK_IMPORTED_MODULE_2__/* .requireWorkerEntry */ .O1)(here);
}


/***/ })

};

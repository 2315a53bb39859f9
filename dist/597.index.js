export const id = 597;
export const ids = [597];
export const modules = {
	961: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
		__webpack_require__.d(__webpack_exports__, {
			G: () => ZodError,
			g: () => ZodRealError
		});
		var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37428), _core_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88532), _core_util_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54723);
		let _installedErrorProtos = new WeakSet([Object.prototype, Error.prototype]);
		function _lazyMethod(proto, key, make) {
			Object.defineProperty(proto, key, {
				configurable: !0,
				enumerable: !1,
				get() {
					let value = make(this);
					return Object.defineProperty(this, key, {
						value,
						configurable: !0,
						writable: !0
					}), value;
				},
				set(value) {
					Object.defineProperty(this, key, {
						value,
						configurable: !0,
						writable: !0
					});
				}
			});
		}
		let initializer = (inst, issues) => {
			_core_index_js__WEBPACK_IMPORTED_MODULE_0__.a$.init(inst, issues), inst.name = "ZodError";
			let proto = Object.getPrototypeOf(inst);
			_installedErrorProtos.has(proto) || (_installedErrorProtos.add(proto), _lazyMethod(proto, "format", (self) => (mapper) => _core_index_js__WEBPACK_IMPORTED_MODULE_0__.Wk(self, mapper)), _lazyMethod(proto, "flatten", (self) => (mapper) => _core_index_js__WEBPACK_IMPORTED_MODULE_0__.JM(self, mapper)), _lazyMethod(proto, "addIssue", (self) => (issue) => {
				self.issues.push(issue), self.message = JSON.stringify(self.issues, _core_util_js__WEBPACK_IMPORTED_MODULE_1__.k8, 2);
			}), _lazyMethod(proto, "addIssues", (self) => (issues) => {
				self.issues.push(...issues), self.message = JSON.stringify(self.issues, _core_util_js__WEBPACK_IMPORTED_MODULE_1__.k8, 2);
			}), Object.defineProperty(proto, "isEmpty", {
				configurable: !0,
				enumerable: !1,
				get() {
					return this.issues.length === 0;
				}
			}));
		}, ZodError = _core_index_js__WEBPACK_IMPORTED_MODULE_2__.xI("ZodError", initializer), ZodRealError = _core_index_js__WEBPACK_IMPORTED_MODULE_2__.xI("ZodError", initializer, void 0, { Parent: Error });
	}),
	27597: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
		__webpack_require__.d(__webpack_exports__, {
			You: () => ZodISODateTime,
			YOg: () => array,
			K39: () => base64,
			zMY: () => schemas_boolean,
			IeY: () => custom,
			gMt: () => discriminatedUnion,
			k5n: () => _enum,
			Nlp: () => _instanceof,
			RZV: () => lazy,
			euz: () => literal,
			_H3: () => looseObject,
			chJ: () => _null,
			aig: () => number,
			Ikc: () => object,
			vkY: () => preprocess,
			g1P: () => record,
			rej: () => strictObject,
			YjP: () => string,
			KCZ: () => union,
			L5J: () => unknown,
			OZ5: () => url
		});
		var core_core = __webpack_require__(88532), core_util = __webpack_require__(54723);
		class $ZodCyclicError extends Error {
			constructor() {
				super("Cannot parse a reference cycle that closes through a transform"), this.name = "ZodCyclicError";
			}
		}
		let STATE = "~memo", NO_ISSUES = [];
		function isRef(value) {
			return typeof value == "object" && !!value;
		}
		function cloneIssues(issues) {
			return issues.map((iss) => iss.path ? {
				...iss,
				path: iss.path.slice()
			} : { ...iss });
		}
		let recursive = new WeakMap();
		function isRecursive(inst, stack, resolve) {
			let cached = recursive.get(inst);
			if (cached !== void 0) return cached ? 2 : 0;
			if (stack.has(inst)) return 2;
			stack.add(inst);
			let result = 0, check = (child) => {
				if (result !== 2 && child?._zod) {
					let answer = isRecursive(child, stack, resolve);
					answer > result && (result = answer);
				}
			}, shape = (sh, spread) => {
				let answer = 0;
				for (let key of Reflect.ownKeys(sh)) {
					let desc = Object.getOwnPropertyDescriptor(sh, key);
					if (spread && !desc.enumerable) continue;
					let child = desc.get ? 1 : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : 0;
					child > answer && (answer = child);
				}
				return answer;
			}, merge = (answer) => {
				answer > result && (result = answer);
			}, def = inst._zod.def;
			switch (def.type) {
				case "object": {
					let raw = core_util.MO(def);
					merge(raw ? shape(raw, !0) : 1), check(def.catchall);
					break;
				}
				case "array":
					check(def.element);
					break;
				case "tuple":
					for (let el of def.items) check(el);
					check(def.rest);
					break;
				case "record":
				case "map":
					check(def.keyType), check(def.valueType);
					break;
				case "set":
					check(def.valueType);
					break;
				case "union":
					for (let el of def.options) check(el);
					break;
				case "intersection":
					check(def.left), check(def.right);
					break;
				case "optional":
				case "nullable":
				case "default":
				case "prefault":
				case "catch":
				case "readonly":
				case "nonoptional":
				case "promise":
				case "success":
					check(def.innerType);
					break;
				case "pipe":
					check(def.in), check(def.out);
					break;
				case "function":
					check(def.input), check(def.output);
					break;
				case "lazy": {
					let inner = def._cachedInner ?? (resolve ? inst._zod.innerType : void 0);
					merge(inner ? isRecursive(inner, stack, !1) : 1);
					break;
				}
				case "template_literal":
				case "string":
				case "number":
				case "int":
				case "boolean":
				case "bigint":
				case "symbol":
				case "undefined":
				case "null":
				case "void":
				case "never":
				case "any":
				case "unknown":
				case "date":
				case "nan":
				case "enum":
				case "literal":
				case "file":
				case "transform":
				case "custom": break;
				default: for (let key in def) {
					let desc = Object.getOwnPropertyDescriptor(def, key);
					if (!desc || desc.get) continue;
					let value = desc.value;
					if (value && typeof value == "object") {
						if (value._zod) check(value);
						else if (Array.isArray(value)) for (let el of value) check(el);
					}
				}
			}
			return stack.delete(inst), settle(inst, result);
		}
		function settle(inst, answer) {
			return answer !== 1 && recursive.set(inst, answer === 2), answer;
		}
		function bucketFor(state, inst) {
			let bucket = state.buckets.get(inst);
			return bucket || (bucket = new WeakMap(), state.buckets.set(inst, bucket)), bucket;
		}
		let handoff, memoizer_open = [], memo = {
			alloc(_inst, payload, empty) {
				let bucket = handoff;
				if (!bucket) return empty;
				handoff = void 0;
				let entry = {
					value: empty,
					issues: null
				};
				return bucket.set(payload.value, entry), memoizer_open.push(entry), empty;
			},
			guard(inst) {
				var _a;
				(_a = inst._zod).deferred ?? (_a.deferred = []), inst._zod.deferred.push(() => {
					let base = inst._zod.parse, wrapped = (payload, ctx) => {
						if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value)) throw new $ZodCyclicError();
						return base(payload, ctx);
					};
					inst._zod.parse = wrapped, inst._zod.run === base && (inst._zod.run = wrapped);
				});
			},
			attach(inst) {
				var _a;
				let isRecursiveInst, rechecked = !1, lastCtx, lastBucket;
				(_a = inst._zod).deferred ?? (_a.deferred = []), inst._zod.deferred.push(() => {
					let base = inst._zod.parse, wrapped = (payload, ctx) => {
						if (isRecursiveInst === void 0) {
							let walked = isRecursive(inst, new Set(), !1);
							if (walked === 0) return inst._zod.parse = base, inst._zod.run === wrapped && (inst._zod.run = base), base(payload, ctx);
							walked === 2 || rechecked ? isRecursiveInst = !0 : rechecked = !0;
						}
						let input = payload.value;
						if (!isRef(input)) return base(payload, ctx);
						let state = ctx[STATE];
						state || (state = {
							buckets: new WeakMap(),
							backEdges: void 0
						}, ctx[STATE] = state);
						let bucket;
						lastCtx === ctx ? bucket = lastBucket : (bucket = bucketFor(state, inst), lastCtx = ctx, lastBucket = bucket);
						let hit = bucket.get(input);
						if (hit) return payload.value = hit.value, hit.issues ? hit.issues.length && payload.issues.push(...cloneIssues(hit.issues)) : (payload.memo = !0, state.backEdges ?? (state.backEdges = new WeakSet()), state.backEdges.add(hit.value)), payload;
						handoff = bucket;
						let depth = memoizer_open.length, result = base(payload, ctx);
						handoff = void 0;
						let entry = memoizer_open.length > depth ? memoizer_open.pop() : void 0;
						return result instanceof Promise ? result.then((r) => (entry && (entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES), r)) : (entry && (entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES), result);
					};
					inst._zod.parse = wrapped, inst._zod.run === base && (inst._zod.run = wrapped);
				});
			}
		};
		function memoizer() {
			return memo;
		}
		function isBackEdge(ctx, value) {
			let backEdges = ctx[STATE]?.backEdges;
			return backEdges !== void 0 && isRef(value) && backEdges.has(value);
		}
		var core_checks = __webpack_require__(44890);
		class Doc {
			constructor(args = [], closed = {}) {
				this.content = [], this.indent = 0, this.args = args, this.closed = closed;
			}
			indented(fn) {
				this.indent += 1;
				try {
					fn(this);
				} finally {
					--this.indent;
				}
			}
			write(arg) {
				if (typeof arg == "function") {
					arg(this, { execution: "sync" }), arg(this, { execution: "async" });
					return;
				}
				let lines = arg.split("\n").filter((x) => x), minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length)), dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
				for (let line of dedented) this.content.push(line);
			}
			compile() {
				let F = Function, content = this?.content ?? [""];
				return new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`)(...Object.values(this.closed));
			}
		}
		var core_regexes = __webpack_require__(23908);
		let version = {
			major: 4,
			minor: 6,
			patch: 7
		}, $ZodType = core_core.xI("$ZodType", (inst, def) => {
			var _a;
			inst ??= {}, inst._zod.def = def, inst._zod.bag = inst._zod.bag || {}, inst._zod.version = version;
			let defChecks = inst._zod.def.checks, checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
			for (let ch of checks) for (let fn of ch._zod.onattach) fn(inst);
			if (checks.length === 0) (_a = inst._zod).deferred ?? (_a.deferred = []), inst._zod.deferred?.push(() => {
				inst._zod.run = inst._zod.parse;
			});
			else {
				let runChecks = (payload, checks, ctx) => {
					if (payload.memo) return payload;
					let isAborted = core_util.QH(payload), asyncResult;
					for (let ch of checks) {
						if (ch._zod.def.when) {
							if (core_util.rL(payload) || !ch._zod.def.when(payload)) continue;
						} else if (isAborted) continue;
						let currLen = payload.issues.length, _ = ch._zod.check(payload);
						if (_ instanceof Promise && ctx?.async === !1) throw new core_core.GT();
						if (asyncResult || _ instanceof Promise) asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
							await _, payload.issues.length !== currLen && (core_util.d3(payload.issues, currLen, inst), isAborted ||= core_util.QH(payload, currLen));
						});
						else {
							if (payload.issues.length === currLen) continue;
							core_util.d3(payload.issues, currLen, inst), isAborted ||= core_util.QH(payload, currLen);
						}
					}
					return asyncResult ? asyncResult.then(() => payload) : payload;
				}, handleCanaryResult = (canary, payload, ctx) => {
					if (core_util.QH(canary)) return canary.aborted = !0, canary;
					let checkResult = runChecks(payload, checks, ctx);
					if (checkResult instanceof Promise) {
						if (ctx.async === !1) throw new core_core.GT();
						return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
					}
					return inst._zod.parse(checkResult, ctx);
				};
				inst._zod.run = (payload, ctx) => {
					if (ctx.skipChecks) return inst._zod.parse(payload, ctx);
					if (ctx.direction === "backward") {
						let canary = inst._zod.parse({
							value: payload.value,
							issues: []
						}, {
							...ctx,
							skipChecks: !0
						});
						return canary instanceof Promise ? canary.then((canary) => handleCanaryResult(canary, payload, ctx)) : handleCanaryResult(canary, payload, ctx);
					}
					let result = inst._zod.parse(payload, ctx);
					if (result instanceof Promise) {
						if (ctx.async === !1) throw new core_core.GT();
						return result.then((result) => runChecks(result, checks, ctx));
					}
					return runChecks(result, checks, ctx);
				};
			}
		}, {
			get "~standard"() {
				return core_util.jD(this, "~standard", standardProps(this));
			},
			set "~standard"(value) {
				core_util.qh(this, "~standard", value);
			}
		}), toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())) } : { value: r.value };
		async function validateAsync(inst, value) {
			let ctx = { async: !0 };
			return toStandardResult(await inst._zod.run({
				value,
				issues: []
			}, ctx), ctx);
		}
		function standardProps(inst) {
			return {
				validate: (value) => {
					let ctx = { async: !1 };
					try {
						let r = inst._zod.run({
							value,
							issues: []
						}, ctx);
						if (!(r instanceof Promise)) return toStandardResult(r, ctx);
					} catch {}
					return validateAsync(inst, value);
				},
				vendor: "zod",
				version: 1
			};
		}
		let $ZodString = core_core.xI("$ZodString", (inst, def) => {
			$ZodType.init(inst, def), inst._zod.pattern = def.pattern ?? core_regexes.gp, inst._zod.parse = (payload, _) => {
				if (def.coerce) try {
					payload.value = String(payload.value);
				} catch {}
				return typeof payload.value == "string" || payload.issues.push({
					expected: "string",
					code: "invalid_type",
					input: payload.value,
					inst
				}), payload;
			};
		}), $ZodStringFormat = core_core.xI("$ZodStringFormat", (inst, def) => {
			core_checks.ql.init(inst, def), $ZodString.init(inst, def);
		}), $ZodGUID = core_core.xI("$ZodGUID", (inst, def) => {
			def.pattern ??= core_regexes.Os, $ZodStringFormat.init(inst, def);
		}), $ZodUUID = core_core.xI("$ZodUUID", (inst, def) => {
			if (def.version) {
				let v = {
					v1: 1,
					v2: 2,
					v3: 3,
					v4: 4,
					v5: 5,
					v6: 6,
					v7: 7,
					v8: 8
				}[def.version];
				if (v === void 0) throw Error(`Invalid UUID version: "${def.version}"`);
				def.pattern ??= core_regexes.uR(v);
			} else def.pattern ??= core_regexes.uR();
			$ZodStringFormat.init(inst, def);
		}), $ZodEmail = core_core.xI("$ZodEmail", (inst, def) => {
			def.pattern ??= core_regexes.Rp, $ZodStringFormat.init(inst, def);
		});
		function canParseURL(input) {
			try {
				return typeof URL < "u" && typeof URL.canParse == "function" ? URL.canParse(input) : (new URL(input), !0);
			} catch {
				return !1;
			}
		}
		function validateURL(trimmed, def) {
			return !("normalize" in def) && !("hostname" in def) && !("protocol" in def) ? canParseURL(trimmed) || 2 : parseURLObject(trimmed, def);
		}
		function parseURLObject(trimmed, def) {
			if (!def.normalize && def.protocol?.source === core_regexes.F.source && !/^https?:\/\//i.test(trimmed)) return 1;
			try {
				if (typeof URL < "u") {
					let URLStatic = URL;
					if (typeof URLStatic.parse == "function") return URLStatic.parse(trimmed) ?? 2;
				}
				return new URL(trimmed);
			} catch {
				return 2;
			}
		}
		let asciiTabOrNewline = /[\t\n\r]/g;
		function stripTabAndNewline(value) {
			return value.replace(asciiTabOrNewline, "");
		}
		function urlHostnameOk(url, hostname) {
			return hostname.lastIndex = 0, hostname.test(url.hostname);
		}
		function urlProtocolOk(url, protocol) {
			return protocol.lastIndex = 0, protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
		}
		let $ZodURL = core_core.xI("$ZodURL", (inst, def) => {
			$ZodStringFormat.init(inst, def), inst._zod.check = (payload) => {
				try {
					let trimmed = payload.value.trim(), url = validateURL(trimmed, def);
					if (url === 1) {
						payload.issues.push({
							code: "invalid_format",
							format: "url",
							note: "Invalid URL format",
							input: payload.value,
							inst,
							continue: !def.abort
						});
						return;
					}
					if (url === 2) {
						payload.issues.push({
							code: "invalid_format",
							format: "url",
							input: payload.value,
							inst,
							continue: !def.abort
						});
						return;
					}
					if (url === !0) {
						payload.value = stripTabAndNewline(trimmed);
						return;
					}
					def.hostname && !urlHostnameOk(url, def.hostname) && payload.issues.push({
						code: "invalid_format",
						format: "url",
						note: "Invalid hostname",
						pattern: def.hostname.source,
						input: payload.value,
						inst,
						continue: !def.abort
					}), def.protocol && !urlProtocolOk(url, def.protocol) && payload.issues.push({
						code: "invalid_format",
						format: "url",
						note: "Invalid protocol",
						pattern: def.protocol.source,
						input: payload.value,
						inst,
						continue: !def.abort
					}), payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
					return;
				} catch {
					payload.issues.push({
						code: "invalid_format",
						format: "url",
						input: payload.value,
						inst,
						continue: !def.abort
					});
				}
			};
		}), $ZodEmoji = core_core.xI("$ZodEmoji", (inst, def) => {
			def.pattern ??= core_regexes.Zg(), $ZodStringFormat.init(inst, def);
		}), $ZodNanoID = core_core.xI("$ZodNanoID", (inst, def) => {
			if (def.length !== void 0 && (!Number.isInteger(def.length) || def.length < 1)) throw Error(`Invalid nanoid length: ${def.length}`);
			def.pattern ??= def.length === void 0 ? core_regexes.Ak : core_regexes.D2(def.length), $ZodStringFormat.init(inst, def);
		}), $ZodCUID = core_core.xI("$ZodCUID", (inst, def) => {
			def.pattern ??= core_regexes.gF, $ZodStringFormat.init(inst, def);
		}), $ZodCUID2 = core_core.xI("$ZodCUID2", (inst, def) => {
			def.pattern ??= core_regexes.Gl, $ZodStringFormat.init(inst, def);
		}), $ZodULID = core_core.xI("$ZodULID", (inst, def) => {
			def.pattern ??= core_regexes.Z0, $ZodStringFormat.init(inst, def);
		}), $ZodXID = core_core.xI("$ZodXID", (inst, def) => {
			def.pattern ??= core_regexes.kM, $ZodStringFormat.init(inst, def);
		}), $ZodKSUID = core_core.xI("$ZodKSUID", (inst, def) => {
			def.pattern ??= core_regexes.fO, $ZodStringFormat.init(inst, def);
		}), $ZodISODateTime = core_core.xI("$ZodISODateTime", (inst, def) => {
			def.pattern ??= core_regexes.w$(def), $ZodStringFormat.init(inst, def);
		}), $ZodISODate = core_core.xI("$ZodISODate", (inst, def) => {
			def.pattern ??= core_regexes.p6, $ZodStringFormat.init(inst, def);
		}), $ZodISOTime = core_core.xI("$ZodISOTime", (inst, def) => {
			def.pattern ??= core_regexes.kB(def), $ZodStringFormat.init(inst, def);
		}), $ZodISODuration = core_core.xI("$ZodISODuration", (inst, def) => {
			def.pattern ??= core_regexes.p0, $ZodStringFormat.init(inst, def);
		}), $ZodIPv4 = core_core.xI("$ZodIPv4", (inst, def) => {
			def.pattern ??= core_regexes.uX, $ZodStringFormat.init(inst, def);
		}), ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
		function isValidIPv6(value) {
			return ipv6Alphabet.test(value) ? canParseURL(`http://[${value}]`) : !1;
		}
		let $ZodIPv6 = core_core.xI("$ZodIPv6", (inst, def) => {
			def.pattern ??= core_regexes.ug, $ZodStringFormat.init(inst, def), inst._zod.check = (payload) => {
				isValidIPv6(payload.value) || payload.issues.push({
					code: "invalid_format",
					format: "ipv6",
					input: payload.value,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCIDRv4 = core_core.xI("$ZodCIDRv4", (inst, def) => {
			def.pattern ??= core_regexes.zr, $ZodStringFormat.init(inst, def);
		});
		function isValidCIDRv6(value) {
			let parts = value.split("/");
			if (parts.length !== 2) return !1;
			let [address, prefix] = parts;
			if (!prefix) return !1;
			let prefixNum = Number(prefix);
			return `${prefixNum}` !== prefix || prefixNum < 0 || prefixNum > 128 ? !1 : isValidIPv6(address);
		}
		let $ZodCIDRv6 = core_core.xI("$ZodCIDRv6", (inst, def) => {
			def.pattern ??= core_regexes.l7, $ZodStringFormat.init(inst, def), inst._zod.check = (payload) => {
				isValidCIDRv6(payload.value) || payload.issues.push({
					code: "invalid_format",
					format: "cidrv6",
					input: payload.value,
					inst,
					continue: !def.abort
				});
			};
		});
		function isValidBase64(data) {
			if (data === "") return !0;
			if (/\s/.test(data) || data.length % 4 != 0) return !1;
			try {
				return atob(data), !0;
			} catch {
				return !1;
			}
		}
		let base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/, $ZodBase64 = core_core.xI("$ZodBase64", (inst, def) => {
			def.pattern ??= base64Charset, $ZodStringFormat.init(inst, def), inst._zod.check = (payload) => {
				isValidBase64(payload.value) || payload.issues.push({
					code: "invalid_format",
					format: "base64",
					input: payload.value,
					inst,
					continue: !def.abort
				});
			};
		}), base64urlCharset = /^[A-Za-z0-9_-]*$/;
		function isValidBase64URL(data) {
			if (!base64urlCharset.test(data)) return !1;
			let base64 = data.replace(/[-_]/g, (c) => c === "-" ? "+" : "/");
			return isValidBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
		}
		let $ZodBase64URL = core_core.xI("$ZodBase64URL", (inst, def) => {
			def.pattern ??= base64urlCharset, $ZodStringFormat.init(inst, def), inst._zod.check = (payload) => {
				isValidBase64URL(payload.value) || payload.issues.push({
					code: "invalid_format",
					format: "base64url",
					input: payload.value,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodE164 = core_core.xI("$ZodE164", (inst, def) => {
			def.pattern ??= core_regexes.hQ, $ZodStringFormat.init(inst, def);
		});
		function isValidJWT(token, algorithm = null) {
			try {
				let tokensParts = token.split(".");
				if (tokensParts.length !== 3) return !1;
				let [header] = tokensParts;
				if (!header) return !1;
				let parsedHeader = JSON.parse(atob(header));
				return !("typ" in parsedHeader && parsedHeader?.typ !== "JWT" || !parsedHeader.alg || algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm));
			} catch {
				return !1;
			}
		}
		let $ZodJWT = core_core.xI("$ZodJWT", (inst, def) => {
			$ZodStringFormat.init(inst, def), inst._zod.check = (payload) => {
				isValidJWT(payload.value, def.alg) || payload.issues.push({
					code: "invalid_format",
					format: "jwt",
					input: payload.value,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodNumber = core_core.xI("$ZodNumber", (inst, def) => {
			$ZodType.init(inst, def), inst._zod.pattern = core_regexes.ai, inst._zod.parse = (payload, _ctx) => {
				if (def.coerce) try {
					payload.value = Number(payload.value);
				} catch {}
				let input = payload.value;
				if (typeof input == "number" && !Number.isNaN(input) && Number.isFinite(input)) return payload;
				let received = typeof input == "number" ? Number.isNaN(input) ? "NaN" : Number.isFinite(input) ? void 0 : String(input) : void 0;
				return payload.issues.push({
					expected: "number",
					code: "invalid_type",
					input,
					inst,
					...received ? { received } : {}
				}), payload;
			};
		}), $ZodNumberFormat = core_core.xI("$ZodNumberFormat", (inst, def) => {
			core_checks.KH.init(inst, def), $ZodNumber.init(inst, def);
		}), $ZodBoolean = core_core.xI("$ZodBoolean", (inst, def) => {
			$ZodType.init(inst, def), inst._zod.pattern = core_regexes.zM, inst._zod.parse = (payload, _ctx) => {
				if (def.coerce) try {
					payload.value = !!payload.value;
				} catch {}
				let input = payload.value;
				return typeof input == "boolean" || payload.issues.push({
					expected: "boolean",
					code: "invalid_type",
					input,
					inst
				}), payload;
			};
		}), $ZodNull = core_core.xI("$ZodNull", (inst, def) => {
			$ZodType.init(inst, def), inst._zod.pattern = core_regexes.ch, inst._zod.values = new Set([null]), inst._zod.parse = (payload, _ctx) => {
				let input = payload.value;
				return input === null || payload.issues.push({
					expected: "null",
					code: "invalid_type",
					input,
					inst
				}), payload;
			};
		}), $ZodUnknown = core_core.xI("$ZodUnknown", (inst, def) => {
			$ZodType.init(inst, def), inst._zod.parse = (payload) => payload;
		}), $ZodNever = core_core.xI("$ZodNever", (inst, def) => {
			$ZodType.init(inst, def), inst._zod.parse = (payload, _ctx) => (payload.issues.push({
				expected: "never",
				code: "invalid_type",
				input: payload.value,
				inst
			}), payload);
		});
		function capSize(inst, size) {
			let caps = core_util.hi(inst._zod.def.checks);
			if (!caps.length) return;
			let cap = Math.min(...caps.map((c) => c[0])), parse = inst._zod.parse;
			inst._zod.parse = (payload, ctx) => {
				let n = size(payload.value);
				if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
					for (let [max, ch] of core_util.hi(inst._zod.def.checks)) if (n > max && ch._zod.def.when(payload)) {
						let start = payload.issues.length;
						return ch._zod.check(payload), payload.issues[start].continue = !1, core_util.d3(payload.issues, start, inst), payload;
					}
				}
				return parse(payload, ctx);
			};
		}
		let arraySize = (input) => Array.isArray(input) ? input.length : -1;
		function handleArrayResult(result, final, index) {
			result.issues.length && final.issues.push(...core_util.lQ(index, result.issues)), final.value[index] = result.value;
		}
		let $ZodArray = core_core.xI("$ZodArray", (inst, def) => {
			$ZodType.init(inst, def);
			let memo = core_core.cr.memoizer;
			memo?.attach(inst), inst._zod.parse = (payload, ctx) => {
				let input = payload.value;
				if (!Array.isArray(input)) return payload.issues.push({
					expected: "array",
					code: "invalid_type",
					input,
					inst
				}), payload;
				payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
				let proms = [], abortEarly = ctx?.abortEarly;
				for (let i = 0; i < input.length; i++) {
					let item = input[i], result = def.element._zod.run({
						value: item,
						issues: []
					}, ctx);
					if (result instanceof Promise) proms.push(result.then((result) => handleArrayResult(result, payload, i)));
					else if (handleArrayResult(result, payload, i), abortEarly && result.issues.length !== 0 && core_util.QH(result)) break;
				}
				return proms.length ? Promise.all(proms).then(() => payload) : payload;
			}, capSize(inst, arraySize);
		});
		function handlePropertyResult(result, final, key, input, optin, optout) {
			let isPresent = key in input, isOptionalOut = optout === "optional";
			if (isPresent || !isOptionalOut || optin !== "optional") {
				if (result.issues.length) {
					if (optin !== void 0 && isOptionalOut && !isPresent) return;
					final.issues.push(...core_util.lQ(key, result.issues));
				}
				!isPresent && optin === void 0 ? result.issues.length || final.issues.push({
					code: "invalid_type",
					expected: "nonoptional",
					input: void 0,
					path: [key]
				}) : result.value === void 0 ? (isPresent || optin === "defaulted" && !isOptionalOut) && (final.value[key] = void 0) : final.value[key] = result.value;
			}
		}
		let NO_SYMBOL_KEYS = [];
		function normalizeDef(def) {
			let keys = Object.keys(def.shape), ownSymbols = Object.getOwnPropertySymbols(def.shape), symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS, allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
			for (let k of allKeys) if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) throw Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
			let okeys = core_util.NM(def.shape);
			return {
				...def,
				allKeys,
				symbolKeys,
				keySet: new Set(keys),
				numKeys: keys.length,
				optionalKeys: new Set(okeys)
			};
		}
		function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
			let unrecognized = [], keySet = def.keySet, _catchall = def.catchall._zod, t = _catchall.def.type, optin = _catchall.optin, optout = _catchall.optout, seen = 0;
			for (let key in input) {
				if (abortEarly && payload.issues.length !== seen) {
					if (core_util.QH(payload, seen)) break;
					seen = payload.issues.length;
				}
				if (keySet.has(key)) continue;
				if (key === "__proto__") {
					t === "never" && unrecognized.push(key);
					continue;
				}
				if (t === "never") {
					unrecognized.push(key);
					continue;
				}
				let r = _catchall.run({
					value: input[key],
					issues: []
				}, ctx);
				r instanceof Promise ? proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout))) : handlePropertyResult(r, payload, key, input, optin, optout);
			}
			return unrecognized.length && payload.issues.push({
				code: "unrecognized_keys",
				keys: unrecognized,
				input,
				inst,
				continue: !0
			}), proms.length ? Promise.all(proms).then(() => payload) : payload;
		}
		let $ZodObject = core_core.xI("$ZodObject", (inst, def) => {
			$ZodType.init(inst, def);
			let desc = Object.getOwnPropertyDescriptor(def, "shape"), sh = desc?.get ? desc.get.raw : def.shape ?? {};
			if (sh) {
				let get = () => {
					let newSh = { ...sh };
					return Object.defineProperty(def, "shape", { value: newSh }), get.raw = newSh, newSh;
				};
				get.raw = sh, Object.defineProperty(def, "shape", { get });
			}
			let _normalized = core_util.PO(() => normalizeDef(def));
			core_util.v5(inst, "propValues", (zod) => {
				let shape = zod.def.shape, propValues = {};
				for (let key in shape) {
					let field = shape[key]._zod;
					if (field.values) {
						Object.prototype.hasOwnProperty.call(propValues, key) || core_util.Vy(propValues, key, new Set());
						for (let v of field.values) propValues[key].add(v);
						field.optin !== void 0 && propValues[key].add(void 0);
					}
				}
				return propValues;
			});
			let isObject = core_util.Gv, catchall = def.catchall, value, memo = core_core.cr.memoizer;
			memo?.attach(inst), inst._zod.parse = (payload, ctx) => {
				value ??= _normalized.value;
				let input = payload.value;
				if (!isObject(input)) return payload.issues.push({
					expected: "object",
					code: "invalid_type",
					input,
					inst
				}), payload;
				payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
				let proms = [], shape = value.shape, abortEarly = ctx?.abortEarly, seen = payload.issues.length;
				for (let key of value.allKeys) {
					if (abortEarly && payload.issues.length !== seen) {
						if (core_util.QH(payload, seen)) break;
						seen = payload.issues.length;
					}
					if (key === "__proto__") continue;
					let el = shape[key], optin = el._zod.optin, optout = el._zod.optout, r = el._zod.run({
						value: input[key],
						issues: []
					}, ctx);
					r instanceof Promise ? proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout))) : handlePropertyResult(r, payload, key, input, optin, optout);
				}
				return catchall ? handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === !0) : proms.length ? Promise.all(proms).then(() => payload) : payload;
			};
		}), $ZodObjectJIT = core_core.xI("$ZodObjectJIT", (inst, def) => {
			$ZodObject.init(inst, def);
			let superParse = inst._zod.parse, _normalized = core_util.PO(() => normalizeDef(def)), memo = core_core.cr.memoizer, generateFastpass = (shape) => {
				let normalized = _normalized.value, syms = normalized.symbolKeys, doc = new Doc(["payload", "ctx"], {
					shape,
					inst,
					memo,
					syms
				}), parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`, prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
				doc.write("const input = payload.value;");
				let ids = Object.create(null), counter = 0;
				for (let key of normalized.allKeys) ids[key] = `key_${counter++}`;
				doc.write(memo ? "const newResult = memo.alloc(inst, payload, {}, ctx);" : "const newResult = {};");
				for (let key of normalized.allKeys) {
					if (key === "__proto__") continue;
					let id = ids[key], k = typeof key == "symbol" ? `syms[${syms.indexOf(key)}]` : core_util.UQ(key), isPresent = `${k} in input`, schema = shape[key], optin = schema?._zod?.optin, isOptionalIn = optin !== void 0, isOptionalOut = schema?._zod?.optout === "optional";
					if (doc.write(`const ${id} = ${parseStr(k)};`), isOptionalIn && isOptionalOut) {
						let assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
						doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
					} else isOptionalIn ? (doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `), optin === "defaulted" ? doc.write(`newResult[${k}] = ${id}.value;`) : doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `)) : doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
				}
				return doc.write("payload.value = newResult;"), doc.write("return payload;"), doc.compile();
			}, fastpass, isObject = core_util.Gv, jit = !core_core.cr.jitless, allowsEval = core_util.hI, fastEnabled = jit && allowsEval.value, catchall = def.catchall, value;
			inst._zod.parse = (payload, ctx) => {
				value ??= _normalized.value;
				let input = payload.value;
				return isObject(input) ? jit && fastEnabled && ctx?.async === !1 && ctx.jitless !== !0 ? (fastpass ||= generateFastpass(def.shape), payload = fastpass(payload, ctx), catchall ? handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === !0) : payload) : superParse(payload, ctx) : (payload.issues.push({
					expected: "object",
					code: "invalid_type",
					input,
					inst
				}), payload);
			};
		});
		function handleUnionResults(results, final, inst, ctx) {
			for (let result of results) if (result.issues.length === 0) return final.value = result.value, final;
			let nonaborted = results.filter((r) => !core_util.QH(r));
			return nonaborted.length === 1 ? (final.value = nonaborted[0].value, nonaborted[0]) : (final.issues.push({
				code: "invalid_union",
				input: final.value,
				inst,
				errors: results.map((result) => result.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())))
			}), final);
		}
		let $ZodUnion = core_core.xI("$ZodUnion", (inst, def) => {
			$ZodType.init(inst, def), core_util.v5(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0), core_util.v5(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0), core_util.v5(inst, "values", (zod) => {
				if (zod.def.options.every((o) => o._zod.values)) return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
			}), core_util.v5(inst, "pattern", (zod) => {
				if (zod.def.options.every((o) => o._zod.pattern)) {
					let patterns = zod.def.options.map((o) => o._zod.pattern);
					return RegExp(`^(${patterns.map((p) => core_util.p6(p.source)).join("|")})$`);
				}
			});
			let first = def.options.length === 1 ? def.options[0]._zod.run : null;
			inst._zod.parse = (payload, ctx) => {
				if (first) return first(payload, ctx);
				let async = !1, results = [];
				for (let option of def.options) {
					let result = option._zod.run({
						value: payload.value,
						issues: []
					}, ctx);
					if (result instanceof Promise) results.push(result), async = !0;
					else {
						if (result.issues.length === 0) return result;
						results.push(result);
					}
				}
				return async ? Promise.all(results).then((results) => handleUnionResults(results, payload, inst, ctx)) : handleUnionResults(results, payload, inst, ctx);
			};
		});
		function discriminatorMap(def) {
			let map = new Map();
			for (let option of def.options) {
				let values = option._zod.propValues?.[def.discriminator];
				if (!values || values.size === 0) throw Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
				for (let value of values) if (map.has(value)) {
					if (value !== void 0) throw Error(`Duplicate discriminator value "${String(value)}"`);
					map.set(value, null);
				} else map.set(value, option);
			}
			return map;
		}
		let $ZodDiscriminatedUnion = core_core.xI("$ZodDiscriminatedUnion", (inst, def) => {
			def.inclusive = !1, $ZodUnion.init(inst, def);
			let _super = inst._zod.parse;
			core_util.v5(inst, "propValues", (zod) => {
				let propValues = {}, undefinedCount = 0;
				for (let option of zod.def.options) {
					let pv = option._zod.propValues;
					if (!pv || Object.keys(pv).length === 0) throw Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
					pv[zod.def.discriminator]?.has(void 0) && undefinedCount++;
					for (let [k, v] of Object.entries(pv)) {
						Object.prototype.hasOwnProperty.call(propValues, k) || core_util.Vy(propValues, k, new Set());
						for (let val of v) propValues[k].add(val);
					}
				}
				return !zod.def.unionFallback && undefinedCount > 1 && propValues[zod.def.discriminator]?.delete(void 0), propValues;
			}), def.options.forEach((option, i) => {
				let propShape = core_util.MO(option._zod.def);
				if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) throw Error(`Invalid discriminated union option at index "${i}"`);
			});
			let disc = core_util.PO(() => discriminatorMap(def));
			inst._zod.parse = (payload, ctx) => {
				let input = payload.value;
				if (!core_util.Gv(input)) return payload.issues.push({
					code: "invalid_type",
					expected: "object",
					input,
					inst
				}), payload;
				let value = input?.[def.discriminator], opt = disc.value.get(value);
				return opt && (value !== void 0 || ctx.direction !== "backward") ? opt._zod.run(payload, ctx) : def.unionFallback || ctx.direction === "backward" ? _super(payload, ctx) : (payload.issues.push({
					code: "invalid_union",
					errors: [],
					note: "No matching discriminator",
					discriminator: def.discriminator,
					options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
					input,
					path: [def.discriminator],
					inst
				}), payload);
			};
		}), $ZodIntersection = core_core.xI("$ZodIntersection", (inst, def) => {
			$ZodType.init(inst, def), inst._zod.parse = (payload, ctx) => {
				let input = payload.value, left = def.left._zod.run({
					value: input,
					issues: []
				}, ctx), right = def.right._zod.run({
					value: input,
					issues: []
				}, ctx);
				return left instanceof Promise || right instanceof Promise ? Promise.all([left, right]).then(([left, right]) => handleIntersectionResults(payload, left, right)) : handleIntersectionResults(payload, left, right);
			};
		});
		function mergeValues(a, b) {
			if (a === b || a instanceof Date && b instanceof Date && +a == +b) return {
				valid: !0,
				data: a
			};
			if (core_util.Qd(a) && core_util.Qd(b)) {
				let bKeys = Object.keys(b), sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1), newObj = {
					...a,
					...b
				};
				Object.prototype.hasOwnProperty.call(newObj, "__proto__") && delete newObj.__proto__;
				for (let key of sharedKeys) {
					if (key === "__proto__") continue;
					let sharedValue = mergeValues(a[key], b[key]);
					if (!sharedValue.valid) return {
						valid: !1,
						mergeErrorPath: [key, ...sharedValue.mergeErrorPath]
					};
					newObj[key] = sharedValue.data;
				}
				return {
					valid: !0,
					data: newObj
				};
			}
			if (Array.isArray(a) && Array.isArray(b)) {
				if (a.length !== b.length) return {
					valid: !1,
					mergeErrorPath: []
				};
				let newArray = [];
				for (let index = 0; index < a.length; index++) {
					let itemA = a[index], itemB = b[index], sharedValue = mergeValues(itemA, itemB);
					if (!sharedValue.valid) return {
						valid: !1,
						mergeErrorPath: [index, ...sharedValue.mergeErrorPath]
					};
					newArray.push(sharedValue.data);
				}
				return {
					valid: !0,
					data: newArray
				};
			}
			return {
				valid: !1,
				mergeErrorPath: []
			};
		}
		function handleIntersectionResults(result, left, right) {
			let unrecKeys = new Map(), unrecIssue, keyIssues = new Map(), collect = (iss, side) => {
				let keys;
				if (iss.code === "unrecognized_keys" && !iss.path?.length) unrecIssue ??= iss, keys = iss.keys;
				else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
					let k = String(iss.path[0]);
					keyIssues.has(k) || keyIssues.set(k, iss), keys = [k];
				} else return !1;
				for (let k of keys) unrecKeys.has(k) || unrecKeys.set(k, {}), unrecKeys.get(k)[side] = !0;
				return !0;
			};
			for (let iss of left.issues) collect(iss, "l") || result.issues.push(iss);
			for (let iss of right.issues) collect(iss, "r") || result.issues.push(iss);
			let bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
			if (bothKeys.length) {
				let aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
				aggregated.length && result.issues.push({
					...unrecIssue,
					keys: aggregated
				});
				for (let k of bothKeys) !aggregated.includes(k) && keyIssues.has(k) && result.issues.push(keyIssues.get(k));
			}
			let merged = mergeValues(left.value, right.value);
			if (!merged.valid) {
				if (core_util.QH(result)) return result;
				throw Error(`Unmergable intersection. Error path: ${JSON.stringify(merged.mergeErrorPath)}`);
			}
			return result.value = merged.data, result;
		}
		let $ZodRecord = core_core.xI("$ZodRecord", (inst, def) => {
			$ZodType.init(inst, def);
			let memo = core_core.cr.memoizer;
			memo?.attach(inst), inst._zod.parse = (payload, ctx) => {
				let input = payload.value;
				if (!core_util.Qd(input)) return payload.issues.push({
					expected: "record",
					code: "invalid_type",
					input,
					inst
				}), payload;
				let proms = [], values = def.keyType._zod.values;
				if (values && !def.partial) {
					payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
					let recordKeys = new Set();
					for (let key of values) if (typeof key == "string" || typeof key == "number" || typeof key == "symbol") {
						if (recordKeys.add(typeof key == "number" ? key.toString() : key), key === "__proto__") continue;
						let keyResult = def.keyType._zod.run({
							value: key,
							issues: []
						}, ctx);
						if (keyResult instanceof Promise) throw Error("Async schemas not supported in object keys currently");
						if (keyResult.issues.length) {
							payload.issues.push({
								code: "invalid_key",
								origin: "record",
								issues: keyResult.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())),
								input: key,
								path: [key],
								inst
							});
							continue;
						}
						let outKey = keyResult.value;
						if (outKey === "__proto__") continue;
						let result = def.valueType._zod.run({
							value: input[key],
							issues: []
						}, ctx);
						result instanceof Promise ? proms.push(result.then((result) => {
							result.issues.length && payload.issues.push(...core_util.lQ(key, result.issues)), payload.value[outKey] = result.value;
						})) : (result.issues.length && payload.issues.push(...core_util.lQ(key, result.issues)), payload.value[outKey] = result.value);
					}
					let unrecognized;
					for (let key in input) if (!recordKeys.has(key)) {
						if (def.mode === "loose") {
							if (key === "__proto__") continue;
							payload.value[key] = input[key];
						} else unrecognized ??= [], unrecognized.push(key);
					}
					unrecognized && unrecognized.length > 0 && payload.issues.push({
						code: "unrecognized_keys",
						input,
						inst,
						keys: unrecognized,
						continue: !0
					});
				} else {
					payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
					let unrecognized;
					for (let key of Reflect.ownKeys(input)) {
						if (key === "__proto__" || !Object.prototype.propertyIsEnumerable.call(input, key)) continue;
						let keyResult = def.keyType._zod.run({
							value: key,
							issues: []
						}, ctx);
						if (keyResult instanceof Promise) throw Error("Async schemas not supported in object keys currently");
						if (typeof key == "string" && core_regexes.ai.test(key) && keyResult.issues.length) {
							let retryResult = def.keyType._zod.run({
								value: Number(key),
								issues: []
							}, ctx);
							if (retryResult instanceof Promise) throw Error("Async schemas not supported in object keys currently");
							retryResult.issues.length === 0 && (keyResult = retryResult);
						}
						if (keyResult.issues.length) {
							def.mode === "loose" ? payload.value[key] = input[key] : values ? (unrecognized ??= [], unrecognized.push(key)) : payload.issues.push({
								code: "invalid_key",
								origin: "record",
								issues: keyResult.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())),
								input: key,
								path: [key],
								inst
							});
							continue;
						}
						let outKey = keyResult.value;
						if (outKey === "__proto__") continue;
						let result = def.valueType._zod.run({
							value: input[key],
							issues: []
						}, ctx);
						result instanceof Promise ? proms.push(result.then((result) => {
							result.issues.length && payload.issues.push(...core_util.lQ(key, result.issues)), payload.value[outKey] = result.value;
						})) : (result.issues.length && payload.issues.push(...core_util.lQ(key, result.issues)), payload.value[outKey] = result.value);
					}
					unrecognized && unrecognized.length > 0 && payload.issues.push({
						code: "unrecognized_keys",
						input,
						inst,
						keys: unrecognized,
						continue: !0
					});
				}
				return proms.length ? Promise.all(proms).then(() => payload) : payload;
			};
		}), $ZodEnum = core_core.xI("$ZodEnum", (inst, def) => {
			$ZodType.init(inst, def);
			let values = core_util.w5(def.entries), valuesSet = new Set(values);
			inst._zod.values = valuesSet, core_util.v5(inst, "pattern", (zod) => {
				let patternValues = core_util.w5(zod.def.entries).filter((k) => core_util.qQ.has(typeof k));
				return RegExp(patternValues.length ? `^(${patternValues.map((o) => core_util.sD(o.toString())).join("|")})$` : "^[^\\s\\S]$");
			}), inst._zod.parse = (payload, _ctx) => {
				let input = payload.value;
				return valuesSet.has(input) || payload.issues.push({
					code: "invalid_value",
					values,
					input,
					inst
				}), payload;
			};
		}), $ZodLiteral = core_core.xI("$ZodLiteral", (inst, def) => {
			$ZodType.init(inst, def);
			let values = new Set(def.values);
			inst._zod.values = values, core_util.v5(inst, "pattern", (zod) => {
				let vals = zod.def.values;
				return RegExp(vals.length ? `^(${vals.map((o) => typeof o == "string" ? core_util.sD(o) : o ? core_util.sD(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
			}), inst._zod.parse = (payload, _ctx) => {
				let input = payload.value;
				return values.has(input) || payload.issues.push({
					code: "invalid_value",
					values: def.values,
					input,
					inst
				}), payload;
			};
		}), $ZodTransform = core_core.xI("$ZodTransform", (inst, def) => {
			$ZodType.init(inst, def), inst._zod.optin = "optional", core_core.cr.memoizer?.guard(inst), inst._zod.parse = (payload, ctx) => {
				if (ctx.direction === "backward") throw new core_core.cV(inst.constructor.name);
				let _out = def.transform(payload.value, payload);
				if (ctx.async) return (_out instanceof Promise ? _out : Promise.resolve(_out)).then((output) => (payload.value = output, payload));
				if (_out instanceof Promise) throw new core_core.GT();
				return payload.value = _out, payload;
			};
		});
		function handleOptionalResult(payload, result) {
			return payload.value = result.issues.length ? void 0 : result.value, payload;
		}
		let $ZodOptional = core_core.xI("$ZodOptional", (inst, def) => {
			$ZodType.init(inst, def), core_util.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), inst._zod.optout = "optional", core_util.v5(inst, "values", (zod) => {
				let values = zod.def.innerType._zod.values;
				return values ? new Set([...values, void 0]) : void 0;
			}), core_util.v5(inst, "pattern", (zod) => {
				let pattern = zod.def.innerType._zod.pattern;
				return pattern ? RegExp(`^(${core_util.p6(pattern.source)})?$`) : void 0;
			}), inst._zod.parse = (payload, ctx) => {
				if (payload.value === void 0) {
					if (def.innerType._zod.optin !== "defaulted") return payload;
					let result = def.innerType._zod.run({
						value: payload.value,
						issues: []
					}, ctx);
					return result instanceof Promise ? result.then((result) => handleOptionalResult(payload, result)) : handleOptionalResult(payload, result);
				}
				return def.innerType._zod.run(payload, ctx);
			};
		}), $ZodExactOptional = core_core.xI("$ZodExactOptional", (inst, def) => {
			$ZodOptional.init(inst, def), core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values), core_util.v5(inst, "pattern", (zod) => zod.def.innerType._zod.pattern), inst._zod.parse = (payload, ctx) => def.innerType._zod.run(payload, ctx);
		}), $ZodNullable = core_core.xI("$ZodNullable", (inst, def) => {
			$ZodType.init(inst, def), core_util.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin), core_util.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout), core_util.v5(inst, "pattern", (zod) => {
				let pattern = zod.def.innerType._zod.pattern;
				return pattern ? RegExp(`^(${core_util.p6(pattern.source)}|null)$`) : void 0;
			}), core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : void 0), inst._zod.parse = (payload, ctx) => payload.value === null ? payload : def.innerType._zod.run(payload, ctx);
		}), $ZodDefault = core_core.xI("$ZodDefault", (inst, def) => {
			$ZodType.init(inst, def), inst._zod.optin = "defaulted", core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values), inst._zod.parse = (payload, ctx) => {
				if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
				if (payload.value === void 0) return payload.value = def.defaultValue, payload;
				let result = def.innerType._zod.run(payload, ctx);
				return result instanceof Promise ? result.then((result) => handleDefaultResult(result, def)) : handleDefaultResult(result, def);
			};
		});
		function handleDefaultResult(payload, def) {
			return payload.value === void 0 && (payload.value = def.defaultValue), payload;
		}
		let $ZodPrefault = core_core.xI("$ZodPrefault", (inst, def) => {
			$ZodType.init(inst, def), inst._zod.optin = "defaulted", core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values), inst._zod.parse = (payload, ctx) => (ctx.direction === "backward" || payload.value === void 0 && (payload.value = def.defaultValue), def.innerType._zod.run(payload, ctx));
		}), $ZodNonOptional = core_core.xI("$ZodNonOptional", (inst, def) => {
			$ZodType.init(inst, def), core_util.v5(inst, "values", (zod) => {
				let v = zod.def.innerType._zod.values;
				return v ? new Set([...v].filter((x) => x !== void 0)) : void 0;
			}), inst._zod.parse = (payload, ctx) => {
				let result = def.innerType._zod.run(payload, ctx);
				return result instanceof Promise ? result.then((result) => handleNonOptionalResult(result, inst)) : handleNonOptionalResult(result, inst);
			};
		});
		function handleNonOptionalResult(payload, inst) {
			return !payload.issues.length && payload.value === void 0 && payload.issues.push({
				code: "invalid_type",
				expected: "nonoptional",
				input: payload.value,
				inst
			}), payload;
		}
		function handleCatchResult(payload, result, def, ctx) {
			return result.issues.length ? (payload.value = def.catchValue({
				...result,
				value: payload.value,
				error: { issues: result.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())) },
				input: payload.value
			}), payload) : (payload.value = result.value, result.memo && (payload.memo = !0), payload);
		}
		let $ZodCatch = core_core.xI("$ZodCatch", (inst, def) => {
			$ZodType.init(inst, def), core_util.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), core_util.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout), core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values), inst._zod.parse = (payload, ctx) => {
				if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
				let result = def.innerType._zod.run({
					value: payload.value,
					issues: []
				}, ctx);
				return result instanceof Promise ? result.then((result) => handleCatchResult(payload, result, def, ctx)) : handleCatchResult(payload, result, def, ctx);
			};
		}), $ZodPipe = core_core.xI("$ZodPipe", (inst, def) => {
			$ZodType.init(inst, def), core_util.v5(inst, "values", (zod) => zod.def.in._zod.values), core_util.v5(inst, "optin", (zod) => zod.def.in._zod.optin), core_util.v5(inst, "optout", (zod) => zod.def.out._zod.optout), core_util.v5(inst, "propValues", (zod) => zod.def.in._zod.propValues), inst._zod.parse = (payload, ctx) => {
				if (ctx.direction === "backward") {
					let right = def.out._zod.run(payload, ctx);
					return right instanceof Promise ? right.then((right) => handlePipeResult(right, def.in, ctx)) : handlePipeResult(right, def.in, ctx);
				}
				let left = def.in._zod.run(payload, ctx);
				return left instanceof Promise ? left.then((left) => handlePipeResult(left, def.out, ctx)) : handlePipeResult(left, def.out, ctx);
			};
		});
		function handlePipeResult(left, next, ctx) {
			return left.issues.some((iss) => iss.code !== "unrecognized_keys") ? (left.aborted = !0, left) : next._zod.run({
				value: left.value,
				issues: left.issues
			}, ctx);
		}
		let $ZodPreprocess = core_core.xI("$ZodPreprocess", (inst, def) => {
			$ZodPipe.init(inst, def);
		}), $ZodReadonly = core_core.xI("$ZodReadonly", (inst, def) => {
			$ZodType.init(inst, def), core_util.v5(inst, "propValues", (zod) => zod.def.innerType._zod.propValues), core_util.v5(inst, "values", (zod) => zod.def.innerType._zod.values), core_util.v5(inst, "optin", (zod) => zod.def.innerType?._zod?.optin), core_util.v5(inst, "optout", (zod) => zod.def.innerType?._zod?.optout), inst._zod.parse = (payload, ctx) => {
				if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
				let result = def.innerType._zod.run(payload, ctx);
				return result instanceof Promise ? result.then(handleReadonlyResult) : handleReadonlyResult(result);
			};
		});
		function handleReadonlyResult(payload) {
			return payload.memo || (payload.value = Object.freeze(payload.value)), payload;
		}
		let $ZodLazy = core_core.xI("$ZodLazy", (inst, def) => {
			$ZodType.init(inst, def), core_util.gJ(inst._zod, "innerType", () => {
				let d = def;
				return d._cachedInner ||= def.getter(), d._cachedInner;
			}), core_util.v5(inst, "pattern", (zod) => zod.innerType?._zod?.pattern), core_util.v5(inst, "propValues", (zod) => zod.innerType?._zod?.propValues), core_util.v5(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? void 0), core_util.v5(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? void 0), inst._zod.parse = (payload, ctx) => inst._zod.innerType._zod.run(payload, ctx);
		}), $ZodCustom = core_core.xI("$ZodCustom", (inst, def) => {
			core_checks.QP.init(inst, def), $ZodType.init(inst, def), inst._zod.parse = (payload, _) => payload, inst._zod.check = (payload) => {
				let input = payload.value, r = def.fn(input);
				if (r instanceof Promise) return r.then((r) => handleRefineResult(r, payload, input, inst));
				handleRefineResult(r, payload, input, inst);
			};
		});
		function handleRefineResult(result, payload, input, inst) {
			if (!result) {
				let _iss = {
					code: "custom",
					input,
					inst,
					path: [...inst._zod.def.path ?? []],
					continue: !inst._zod.def.abort
				};
				inst._zod.def.params && (_iss.params = inst._zod.def.params), payload.issues.push(core_util.sn(_iss));
			}
		}
		var registries = __webpack_require__(29396), api = __webpack_require__(43759);
		function assignProps(target, ...sources) {
			for (let source of sources) for (let key of Reflect.ownKeys(source)) Object.prototype.propertyIsEnumerable.call(source, key) && (0, core_util.Vy)(target, key, source[key]);
			return target;
		}
		function to_json_schema_initializeContext(params) {
			let target = params?.target ?? "draft-2020-12";
			return target === "draft-4" && (target = "draft-04"), target === "draft-7" && (target = "draft-07"), {
				processors: params.processors ?? {},
				metadataRegistry: params?.metadata ?? registries.fd,
				target,
				unrepresentable: params?.unrepresentable ?? "throw",
				override: params?.override ?? (() => {}),
				io: params?.io ?? "output",
				counter: 0,
				seen: new Map(),
				sharedDefsExtractedFor: void 0,
				sharedEmitDoneFor: void 0,
				cycles: params?.cycles ?? "ref",
				reused: params?.reused ?? "inline",
				intersections: [],
				deferred: [],
				external: params?.external ?? void 0
			};
		}
		function handleUnrepresentable(schema, ctx, json, params, message) {
			let result = typeof ctx.unrepresentable == "function" ? ctx.unrepresentable({
				zodSchema: schema,
				path: params.path,
				message
			}) : ctx.unrepresentable;
			if (result === "any") return !1;
			if (result === void 0 || result === "throw") throw Error(message);
			return Object.assign(json, result), !0;
		}
		function to_json_schema_processSchema(schema, ctx, _params = {
			path: [],
			schemaPath: []
		}) {
			var _a;
			let def = schema._zod.def, seen = ctx.seen.get(schema);
			if (seen) return seen.count++, _params.schemaPath.includes(schema) && (seen.cycle = _params.path), seen.schema;
			let result = {
				schema: {},
				count: 1,
				cycle: void 0,
				path: _params.path
			};
			ctx.seen.set(schema, result), ctx.sharedDefsExtractedFor = void 0, ctx.sharedEmitDoneFor = void 0;
			let overrideSchema = schema._zod.toJSONSchema?.();
			if (overrideSchema) result.schema = overrideSchema;
			else {
				let params = {
					..._params,
					schemaPath: [..._params.schemaPath, schema],
					path: _params.path
				};
				if (schema._zod.processJSONSchema) schema._zod.processJSONSchema(ctx, result.schema, params);
				else {
					let _json = result.schema, processor = ctx.processors[def.type];
					if (!processor) throw Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
					processor(schema, ctx, _json, params);
				}
				let parent = schema._zod.parent;
				parent && (result.ref ||= parent, to_json_schema_processSchema(parent, ctx, params), ctx.seen.get(parent).isParent = !0);
			}
			let meta = ctx.metadataRegistry.get(schema);
			return meta && assignProps(result.schema, meta), ctx.io === "input" && isTransforming(schema) && (delete result.schema.examples, delete result.schema.default), ctx.io === "input" && "_prefault" in result.schema && ((_a = result.schema).default ?? (_a.default = result.schema._prefault)), delete result.schema._prefault, ctx.seen.get(schema).schema;
		}
		function encodeJSONPointerSegment(segment) {
			return segment.replace(/~/g, "~0").replace(/\//g, "~1");
		}
		function to_json_schema_extractDefs(ctx, schema) {
			let root = ctx.seen.get(schema);
			if (!root) throw Error("Unprocessed schema. This is a bug in Zod.");
			if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external) return;
			let idToSchema = new Map();
			for (let entry of ctx.seen.entries()) {
				let id = ctx.metadataRegistry.get(entry[0])?.id;
				if (id) {
					let existing = idToSchema.get(id);
					if (existing && existing !== entry[0]) throw Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
					idToSchema.set(id, entry[0]);
				}
			}
			let makeURI = (entry) => {
				let defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
				if (ctx.external) {
					let externalId = ctx.external.registry.get(entry[0])?.id, uriGenerator = ctx.external.uri ?? ((id) => id);
					if (externalId) return { ref: uriGenerator(externalId) };
					let id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
					return entry[1].defId = id, {
						defId: id,
						ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}`
					};
				}
				let defUriPrefix = `#/${defsSegment}/`;
				if (entry[1] === root && !entry[1].schema.id) return { ref: "#" };
				let defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
				return {
					defId,
					ref: defUriPrefix + encodeJSONPointerSegment(defId)
				};
			}, extractToDef = (entry) => {
				if (entry[1].schema.$ref) return;
				let seen = entry[1], { ref, defId } = makeURI(entry);
				seen.def = { ...seen.schema }, defId && (seen.defId = defId);
				let schema = seen.schema;
				for (let key in schema) delete schema[key];
				schema.$ref = ref;
			};
			if (ctx.cycles === "throw") for (let entry of ctx.seen.entries()) {
				let seen = entry[1];
				if (seen.cycle) throw Error(`Cycle detected: #/${seen.cycle?.join("/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
			}
			for (let entry of ctx.seen.entries()) {
				let seen = entry[1];
				if (schema === entry[0]) extractToDef(entry);
				else {
					if (ctx.external) {
						let ext = ctx.external.registry.get(entry[0])?.id;
						if (schema !== entry[0] && ext) {
							extractToDef(entry);
							continue;
						}
					}
					(ctx.metadataRegistry.get(entry[0])?.id || seen.cycle || seen.count > 1 && ctx.reused === "ref") && extractToDef(entry);
				}
			}
			ctx.external && (ctx.sharedDefsExtractedFor = ctx.external);
		}
		function compactTypeUnion(schema) {
			let options = schema.anyOf;
			if (!Array.isArray(options) || options.length === 0 || schema.type !== void 0) return;
			let types = [];
			for (let option of options) {
				if (!option || typeof option != "object") return;
				compactTypeUnion(option);
				let keys = Object.keys(option);
				if (keys.length !== 1 || keys[0] !== "type") return;
				let type = option.type;
				for (let member of Array.isArray(type) ? type : [type]) {
					if (typeof member != "string") return;
					types.includes(member) || types.push(member);
				}
			}
			delete schema.anyOf, schema.type = types.length === 1 ? types[0] : types;
		}
		let FOLDABLE_KEYS = new Set([
			"type",
			"properties",
			"required",
			"additionalProperties"
		]), UNION_KEYS = ["oneOf", "anyOf"];
		function undeclaredConstraint(member) {
			let extra = member.additionalProperties;
			return extra === void 0 || extra === !1 || typeof extra != "object" || !extra ? null : Object.keys(extra).length ? extra : null;
		}
		function foldObjects(members) {
			let objects = [];
			for (let member of members) {
				if (typeof member != "object" || member.type !== "object") return null;
				for (let key in member) if (!FOLDABLE_KEYS.has(key)) return null;
				objects.push(member);
			}
			let properties = {}, required = new Set();
			for (let object of objects) {
				for (let key in object.properties) {
					if (Object.prototype.hasOwnProperty.call(properties, key)) continue;
					let parts = [];
					for (let other of objects) {
						let part = other.properties?.[key] ?? undeclaredConstraint(other);
						part != null && (parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)) || parts.push(part));
					}
					let merged = parts.length === 1 ? parts[0] : foldObjects(parts) ?? { allOf: parts };
					(0, core_util.Vy)(properties, key, merged);
				}
				for (let key of object.required ?? []) required.add(key);
			}
			let folded = {
				type: "object",
				properties
			};
			if (required.size && (folded.required = [...required]), objects.every((object) => object.additionalProperties === !1)) folded.additionalProperties = !1;
			else {
				let constraints = [];
				for (let object of objects) {
					let constraint = undeclaredConstraint(object);
					constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)) && constraints.push(constraint);
				}
				constraints.length === 1 ? folded.additionalProperties = constraints[0] : constraints.length > 1 && (folded.additionalProperties = { allOf: constraints });
			}
			return folded;
		}
		function foldIntersection(json) {
			let allOf = json.allOf;
			if (!Array.isArray(allOf) || allOf.length < 2) return;
			for (let key of FOLDABLE_KEYS) if (key in json) return;
			let unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k]))), folded = null;
			if (!unions.length) folded = foldObjects(allOf);
			else {
				let union = unions[0], keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
				if (Object.keys(union).length !== 1) return;
				let rest = allOf.filter((m) => m !== union), branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
				if (branches.some((b) => !b)) return;
				folded = { [keyword]: branches };
			}
			folded && (delete json.allOf, assignProps(json, folded));
		}
		function to_json_schema_finalize(ctx, schema) {
			let root = ctx.seen.get(schema);
			if (!root) throw Error("Unprocessed schema. This is a bug in Zod.");
			let flattenRef = (zodSchema) => {
				let seen = ctx.seen.get(zodSchema);
				if (seen.ref === null) return;
				let schema = seen.def ?? seen.schema, _cached = { ...schema }, ref = seen.ref;
				if (seen.ref = null, ref) {
					flattenRef(ref);
					let refSeen = ctx.seen.get(ref), refSchema = refSeen.schema;
					if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0") ? (schema.allOf = schema.allOf ?? [], schema.allOf.push(refSchema)) : assignProps(schema, refSchema), assignProps(schema, _cached), zodSchema._zod.parent === ref) for (let key in schema) key !== "$ref" && key !== "allOf" && (key in _cached || delete schema[key]);
					if (refSchema.$ref && refSeen.def) for (let key in schema) key !== "$ref" && key !== "allOf" && key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key]) && delete schema[key];
				}
				let parent = zodSchema._zod.parent;
				if (parent && parent !== ref) {
					flattenRef(parent);
					let parentSeen = ctx.seen.get(parent);
					if (parentSeen?.schema.$ref && (schema.$ref = parentSeen.schema.$ref, parentSeen.def)) for (let key in schema) key !== "$ref" && key !== "allOf" && key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key]) && delete schema[key];
				}
				ctx.override({
					zodSchema,
					jsonSchema: schema,
					path: seen.path ?? []
				});
			};
			if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
				for (let entry of [...ctx.seen.entries()].reverse()) flattenRef(entry[0]);
				if (ctx.target !== "openapi-3.0") for (let entry of ctx.seen.entries()) compactTypeUnion(entry[1].def ?? entry[1].schema);
				for (let rewrite of ctx.deferred) rewrite();
				if (ctx.intersections.length) {
					let carriers = new Map();
					for (let seen of ctx.seen.values()) for (let json of [seen.schema, seen.def]) {
						let allOf = json?.allOf;
						if (!Array.isArray(allOf)) continue;
						let existing = carriers.get(allOf);
						existing ? existing.push(json) : carriers.set(allOf, [json]);
					}
					for (let allOf of ctx.intersections) for (let json of carriers.get(allOf) ?? []) foldIntersection(json);
				}
			}
			let result = {};
			if (ctx.target === "draft-2020-12" ? result.$schema = "https://json-schema.org/draft/2020-12/schema" : ctx.target === "draft-07" ? result.$schema = "http://json-schema.org/draft-07/schema#" : ctx.target === "draft-04" ? result.$schema = "http://json-schema.org/draft-04/schema#" : ctx.target, ctx.external?.uri) {
				let id = ctx.external.registry.get(schema)?.id;
				if (!id) throw Error("Schema is missing an `id` property");
				result.$id = ctx.external.uri(id);
			}
			assignProps(result, root.defId ? root.schema : root.def ?? root.schema);
			let rootMetaId = ctx.metadataRegistry.get(schema)?.id;
			rootMetaId !== void 0 && result.id === rootMetaId && delete result.id;
			let defs = ctx.external?.defs ?? {};
			if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) for (let entry of ctx.seen.entries()) {
				let seen = entry[1];
				seen.def && seen.defId && (seen.def.id === seen.defId && delete seen.def.id, (0, core_util.Vy)(defs, seen.defId, seen.def));
			}
			ctx.external && (ctx.sharedEmitDoneFor = ctx.external), ctx.external || Object.keys(defs).length > 0 && (ctx.target === "draft-2020-12" ? result.$defs = defs : result.definitions = defs);
			try {
				let finalized = JSON.parse(JSON.stringify(result));
				return Object.defineProperty(finalized, "~standard", {
					value: {
						...schema["~standard"],
						jsonSchema: {
							input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
							output: createStandardJSONSchemaMethod(schema, "output", ctx.processors)
						}
					},
					enumerable: !1,
					writable: !1
				}), finalized;
			} catch {
				throw Error("Error converting schema to JSON.");
			}
		}
		function isTransforming(_schema, _ctx) {
			let ctx = _ctx ?? { seen: new Set() };
			if (ctx.seen.has(_schema)) return !1;
			ctx.seen.add(_schema);
			let def = _schema._zod.def;
			if (def.type === "transform") return !0;
			if (def.type === "array") return isTransforming(def.element, ctx);
			if (def.type === "set") return isTransforming(def.valueType, ctx);
			if (def.type === "lazy") return isTransforming(def.getter(), ctx);
			if (def.type === "promise" || def.type === "optional" || def.type === "nonoptional" || def.type === "nullable" || def.type === "readonly" || def.type === "default" || def.type === "prefault" || def.type === "catch") return isTransforming(def.innerType, ctx);
			if (def.type === "intersection") return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
			if (def.type === "record" || def.type === "map") return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
			if (def.type === "pipe") return _schema._zod.traits.has("$ZodCodec") ? !0 : isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
			if (def.type === "object") {
				for (let key in def.shape) if (isTransforming(def.shape[key], ctx)) return !0;
				return !1;
			}
			if (def.type === "union") {
				for (let option of def.options) if (isTransforming(option, ctx)) return !0;
				return !1;
			}
			if (def.type === "tuple") {
				for (let item of def.items) if (isTransforming(item, ctx)) return !0;
				return !!(def.rest && isTransforming(def.rest, ctx));
			}
			return !1;
		}
		let createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
			let ctx = to_json_schema_initializeContext({
				...params,
				processors
			});
			return to_json_schema_processSchema(schema, ctx), to_json_schema_extractDefs(ctx, schema), to_json_schema_finalize(ctx, schema);
		}, createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
			let { libraryOptions, target } = params ?? {}, ctx = to_json_schema_initializeContext({
				...libraryOptions ?? {},
				target,
				io,
				processors
			});
			return to_json_schema_processSchema(schema, ctx), to_json_schema_extractDefs(ctx, schema), to_json_schema_finalize(ctx, schema);
		}, narrowMin = (agg, key, value) => {
			(agg[key] === void 0 || value > agg[key]) && (agg[key] = value);
		}, narrowMax = (agg, key, value) => {
			(agg[key] === void 0 || value < agg[key]) && (agg[key] = value);
		}, narrowBoth = (agg, value) => {
			narrowMin(agg, "minimum", value), narrowMax(agg, "maximum", value);
		}, addDivisor = (agg, value) => {
			agg.multipleOf ??= [], agg.multipleOf.includes(value) || agg.multipleOf.push(value);
		}, addPattern = (agg, pattern) => {
			agg.patterns ??= new Set(), agg.patterns.add(pattern);
		}, intersectMime = (agg, mime) => {
			agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
		}, setFormat = (agg, format) => {
			agg.format = format, format.includes("int") && (agg.isInt = !0);
		}, minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum), maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum), formatContributor = (ranges) => (agg, def) => {
			setFormat(agg, def.format);
			let [minimum, maximum] = ranges[def.format];
			narrowMin(agg, "minimum", minimum), narrowMax(agg, "maximum", maximum);
		}, contributors = {
			greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
			less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
			multiple_of: (agg, def) => addDivisor(agg, def.value),
			number_format: formatContributor(core_util.zH),
			bigint_format: formatContributor(core_util.NR),
			min_length: minContributor,
			max_length: maxContributor,
			length_equals: (agg, def) => narrowBoth(agg, def.length),
			min_size: minContributor,
			max_size: maxContributor,
			size_equals: (agg, def) => narrowBoth(agg, def.size),
			string_format: (agg, def) => {
				setFormat(agg, def.format), def.pattern && addPattern(agg, def.pattern), (def.format === "base64" || def.format === "base64url") && (agg.contentEncoding = def.format), (def.local || def.precision === -1) && (agg.laxFormat = !0);
			},
			mime_type: (agg, def) => intersectMime(agg, def.mime)
		};
		function aggregateChecks(schema) {
			let agg = {}, def = schema._zod.def, list = schema._zod.traits.has("$ZodCheck") ? [schema, ...def.checks ?? []] : def.checks ?? [];
			for (let ch of list) contributors[ch._zod.def.check]?.(agg, ch._zod.def);
			let bag = schema._zod.bag;
			bag.minimum !== void 0 && narrowMin(agg, "minimum", bag.minimum), bag.exclusiveMinimum !== void 0 && narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum), bag.maximum !== void 0 && narrowMax(agg, "maximum", bag.maximum), bag.exclusiveMaximum !== void 0 && narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum), bag.multipleOf !== void 0 && addDivisor(agg, bag.multipleOf), bag.format !== void 0 && (agg.format ??= bag.format, bag.format.includes("int") && (agg.isInt = !0)), bag.mime && intersectMime(agg, bag.mime);
			for (let pattern of bag.patterns ?? []) addPattern(agg, pattern);
			return agg;
		}
		let formatMap = {
			guid: "uuid",
			url: "uri",
			datetime: "date-time",
			json_string: "json-string",
			regex: ""
		}, exactPatterns = new Map([[base64Charset, core_regexes.K3], [base64urlCharset, core_regexes.r0]]), exactPattern = (p) => exactPatterns.get(p) ?? p, stringProcessor = (schema, ctx, _json, _params) => {
			let json = _json;
			json.type = "string";
			let { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
			if (typeof minimum == "number" && (json.minLength = minimum), typeof maximum == "number" && (json.maxLength = maximum), format && (json.format = formatMap[format] ?? format, json.format === "" && delete json.format, (format === "time" || laxFormat) && delete json.format), contentEncoding && (json.contentEncoding = contentEncoding), patterns && patterns.size > 0) {
				let patternList = [...patterns].map(exactPattern);
				patternList.length === 1 ? json.pattern = patternList[0].source : patternList.length > 1 && (json.allOf = [...patternList.map((regex) => ({
					...ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0" ? { type: "string" } : {},
					pattern: regex.source
				}))]);
			}
		}, numberProcessor = (schema, ctx, _json, params) => {
			let json = _json, { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
			json.type = isInt ? "integer" : "number";
			let exMin = typeof exclusiveMinimum == "number" && exclusiveMinimum >= (minimum ?? -Infinity), exMax = typeof exclusiveMaximum == "number" && exclusiveMaximum <= (maximum ?? Infinity), legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
			if (exMin ? legacy ? (json.minimum = exclusiveMinimum, json.exclusiveMinimum = !0) : json.exclusiveMinimum = exclusiveMinimum : typeof minimum == "number" && (json.minimum = minimum), exMax ? legacy ? (json.maximum = exclusiveMaximum, json.exclusiveMaximum = !0) : json.exclusiveMaximum = exclusiveMaximum : typeof maximum == "number" && (json.maximum = maximum), multipleOf) {
				let divisors = new Set();
				for (let divisor of multipleOf) Number.isFinite(divisor) && divisor !== 0 ? divisors.add(Math.abs(divisor)) : handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
				let [first, ...rest] = divisors;
				first !== void 0 && (json.multipleOf = first), rest.length && (json.allOf = [...json.allOf ?? [], ...rest.map((m) => ({ multipleOf: m }))]);
			}
		}, booleanProcessor = (_schema, _ctx, json, _params) => {
			json.type = "boolean";
		}, nullProcessor = (_schema, ctx, json, _params) => {
			ctx.target === "openapi-3.0" ? (json.type = "string", json.nullable = !0, json.enum = [null]) : json.type = "null";
		}, neverProcessor = (_schema, _ctx, json, _params) => {
			json.not = {};
		}, enumProcessor = (schema, _ctx, json, _params) => {
			let def = schema._zod.def, values = (0, core_util.w5)(def.entries);
			values.length === 0 ? json.not = {} : (values.every((v) => typeof v == "number") && (json.type = "number"), values.every((v) => typeof v == "string") && (json.type = "string"), json.enum = values);
		}, literalProcessor = (schema, ctx, json, params) => {
			let def = schema._zod.def;
			if (def.values.length === 0) {
				json.not = {};
				return;
			}
			let vals = [];
			for (let val of def.values) if (val === void 0) {
				if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema")) return;
			} else if (typeof val == "bigint") {
				if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema")) return;
				vals.push(Number(val));
			} else vals.push(val);
			if (vals.length !== 0) {
				if (vals.length === 1) {
					let val = vals[0];
					json.type = val === null ? "null" : typeof val, ctx.target === "draft-04" || ctx.target === "openapi-3.0" ? json.enum = [val] : json.const = val;
				} else vals.every((v) => typeof v == "number") && (json.type = "number"), vals.every((v) => typeof v == "string") && (json.type = "string"), vals.every((v) => typeof v == "boolean") && (json.type = "boolean"), vals.every((v) => v === null) && (json.type = "null"), json.enum = vals;
			}
		}, customProcessor = (schema, ctx, json, params) => {
			handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
		}, transformProcessor = (schema, ctx, json, params) => {
			handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
		}, arrayProcessor = (schema, ctx, _json, params) => {
			let json = _json, def = schema._zod.def, { minimum, maximum } = aggregateChecks(schema);
			typeof minimum == "number" && (json.minItems = minimum), typeof maximum == "number" && (json.maxItems = maximum), json.type = "array", json.items = to_json_schema_processSchema(def.element, ctx, {
				...params,
				path: [...params.path, "items"]
			});
		};
		function inputOptin(schema) {
			let def = schema._zod.def;
			return def.type === "pipe" && def.in._zod.traits.has("$ZodTransform") ? inputOptin(def.out) : def.type === "catch" ? inputOptin(def.innerType) : schema._zod.optin;
		}
		let objectProcessor = (schema, ctx, _json, params) => {
			let json = _json, def = schema._zod.def, shape = def.shape;
			if (Object.getOwnPropertySymbols(shape).length && handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) return;
			json.type = "object", json.properties = {};
			for (let key in shape) (0, core_util.Vy)(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
				...params,
				path: [
					...params.path,
					"properties",
					key
				]
			}));
			let requiredKeys = [];
			for (let key of Object.keys(shape)) {
				let field = def.shape[key];
				(ctx.io === "input" ? inputOptin(field) === void 0 : field._zod.optout === void 0) && requiredKeys.push(key);
			}
			requiredKeys.length > 0 && (json.required = requiredKeys), def.catchall?._zod.def.type === "never" ? json.additionalProperties = !1 : def.catchall ? def.catchall && (json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
				...params,
				path: [...params.path, "additionalProperties"]
			})) : ctx.io === "output" && (json.additionalProperties = !1);
		}, unionProcessor = (schema, ctx, json, params) => {
			let def = schema._zod.def, isExclusive = def.inclusive === !1, options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
				...params,
				path: [
					...params.path,
					isExclusive ? "oneOf" : "anyOf",
					i
				]
			}));
			isExclusive ? json.oneOf = options : json.anyOf = options;
		}, intersectionProcessor = (schema, ctx, json, params) => {
			let def = schema._zod.def, a = to_json_schema_processSchema(def.left, ctx, {
				...params,
				path: [
					...params.path,
					"allOf",
					0
				]
			}), b = to_json_schema_processSchema(def.right, ctx, {
				...params,
				path: [
					...params.path,
					"allOf",
					1
				]
			}), isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1, allOf = [...isSimpleIntersection(a) ? a.allOf : [a], ...isSimpleIntersection(b) ? b.allOf : [b]];
			json.allOf = allOf, ctx.intersections.push(allOf);
		};
		function stringifyKeyNames(bySchema, json, visited) {
			if (json.$ref) {
				if (visited.has(json)) return json;
				visited.add(json);
				let def = bySchema.get(json)?.def;
				if (!def) return json;
				let inlined = stringifyKeyNames(bySchema, def, visited);
				return inlined === def ? json : inlined;
			}
			for (let keyword of ["anyOf", "oneOf"]) {
				let branches = json[keyword];
				if (!Array.isArray(branches)) continue;
				let mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
				mapped.some((branch, i) => branch !== branches[i]) && (json = {
					...json,
					[keyword]: mapped
				});
			}
			let types = Array.isArray(json.type) ? json.type : [json.type], numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer"), values = json.enum ?? (json.const === void 0 ? void 0 : [json.const]);
			if (!numericType && !values?.some((v) => typeof v == "number")) return json;
			let { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
			return rest.enum ? rest.enum = rest.enum.map((v) => typeof v == "number" ? String(v) : v) : typeof rest.const == "number" && (rest.const = String(rest.const)), numericType && (rest.type = "string", values || (rest.pattern = (types.includes("number") ? core_regexes.ai : core_regexes.nd).source)), rest;
		}
		let pendingRecords = new WeakMap();
		function rewriteKeyNames(ctx) {
			let bySchema = new Map();
			for (let entry of ctx.seen.values()) entry.def && !bySchema.has(entry.schema) && bySchema.set(entry.schema, entry);
			let rewrites = new Map();
			for (let record of pendingRecords.get(ctx) ?? []) {
				let seen = ctx.seen.get(record), names = (seen?.def ?? seen?.schema)?.propertyNames;
				if (!names || names === !0 || rewrites.has(names)) continue;
				let rewritten = stringifyKeyNames(bySchema, names, new Set());
				rewritten !== names && rewrites.set(names, rewritten);
			}
			if (rewrites.size) for (let entry of ctx.seen.values()) for (let carrier of [entry.schema, entry.def]) {
				let rewritten = carrier && rewrites.get(carrier.propertyNames);
				rewritten && (carrier.propertyNames = rewritten);
			}
		}
		let recordProcessor = (schema, ctx, _json, params) => {
			let json = _json, def = schema._zod.def;
			json.type = "object";
			let keyType = def.keyType, patterns = aggregateChecks(keyType).patterns;
			if (def.mode === "loose" && patterns && patterns.size > 0) {
				let valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
					...params,
					path: [
						...params.path,
						"patternProperties",
						"*"
					]
				});
				json.patternProperties = {};
				for (let pattern of patterns) (0, core_util.Vy)(json.patternProperties, exactPattern(pattern).source, valueSchema);
			} else {
				if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
					json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
						...params,
						path: [...params.path, "propertyNames"]
					});
					let pending = pendingRecords.get(ctx);
					pending || (pending = [], pendingRecords.set(ctx, pending), ctx.deferred.push(() => rewriteKeyNames(ctx))), pending.push(schema);
				}
				json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
					...params,
					path: [...params.path, "additionalProperties"]
				});
			}
			let keyValues = keyType._zod.values, omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== void 0;
			if (keyValues && !def.partial && !omittableOnInput) {
				let validKeyValues = [...keyValues].filter((v) => typeof v == "string" || typeof v == "number");
				validKeyValues.length > 0 && (json.required = validKeyValues.map(String));
			}
		}, nullableProcessor = (schema, ctx, json, params) => {
			let def = schema._zod.def, inner = to_json_schema_processSchema(def.innerType, ctx, params), seen = ctx.seen.get(schema);
			ctx.target === "openapi-3.0" ? (seen.ref = def.innerType, json.nullable = !0) : json.anyOf = [inner, { type: "null" }];
		}, nonoptionalProcessor = (schema, ctx, _json, params) => {
			let def = schema._zod.def;
			to_json_schema_processSchema(def.innerType, ctx, params);
			let seen = ctx.seen.get(schema);
			seen.ref = def.innerType;
		}, UNREPRESENTABLE_DEFAULT = Symbol();
		function serializeDefaultValue(value, schema, ctx, json, params) {
			let unrepresentable = !1, serialized = JSON.stringify(value, (_, val) => typeof val == "bigint" ? (unrepresentable = !0, null) : val);
			return unrepresentable ? (handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema"), UNREPRESENTABLE_DEFAULT) : JSON.parse(serialized);
		}
		let defaultProcessor = (schema, ctx, json, params) => {
			let def = schema._zod.def;
			to_json_schema_processSchema(def.innerType, ctx, params);
			let seen = ctx.seen.get(schema);
			seen.ref = def.innerType;
			let value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
			value !== UNREPRESENTABLE_DEFAULT && (json.default = value);
		}, prefaultProcessor = (schema, ctx, json, params) => {
			let def = schema._zod.def;
			to_json_schema_processSchema(def.innerType, ctx, params);
			let seen = ctx.seen.get(schema);
			if (seen.ref = def.innerType, ctx.io !== "input") return;
			let value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
			value !== UNREPRESENTABLE_DEFAULT && (json._prefault = value);
		}, catchProcessor = (schema, ctx, json, params) => {
			let def = schema._zod.def;
			to_json_schema_processSchema(def.innerType, ctx, params);
			let seen = ctx.seen.get(schema);
			seen.ref = def.innerType;
			let catchValue;
			try {
				catchValue = def.catchValue(void 0);
			} catch {
				handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
				return;
			}
			json.default = catchValue;
		}, pipeProcessor = (schema, ctx, _json, params) => {
			let def = schema._zod.def, inIsTransform = def.in._zod.traits.has("$ZodTransform"), innerType = ctx.io === "input" ? inIsTransform ? def.out : def.in : def.out;
			to_json_schema_processSchema(innerType, ctx, params);
			let seen = ctx.seen.get(schema);
			seen.ref = innerType;
		}, readonlyProcessor = (schema, ctx, json, params) => {
			let def = schema._zod.def;
			to_json_schema_processSchema(def.innerType, ctx, params);
			let seen = ctx.seen.get(schema);
			seen.ref = def.innerType, json.readOnly = !0;
		}, optionalProcessor = (schema, ctx, _json, params) => {
			let def = schema._zod.def;
			to_json_schema_processSchema(def.innerType, ctx, params);
			let seen = ctx.seen.get(schema);
			seen.ref = def.innerType;
		}, lazyProcessor = (schema, ctx, _json, params) => {
			let innerType = schema._zod.innerType;
			to_json_schema_processSchema(innerType, ctx, params);
			let seen = ctx.seen.get(schema);
			seen.ref = innerType;
		}, error = () => {
			let Sizable = {
				string: {
					unit: "characters",
					verb: "to have"
				},
				file: {
					unit: "bytes",
					verb: "to have"
				},
				array: {
					unit: "items",
					verb: "to have"
				},
				set: {
					unit: "items",
					verb: "to have"
				},
				map: {
					unit: "entries",
					verb: "to have"
				}
			};
			function getSizing(origin) {
				return Sizable[origin] ?? null;
			}
			let FormatDictionary = {
				regex: "input",
				email: "email address",
				url: "URL",
				emoji: "emoji",
				uuid: "UUID",
				uuidv4: "UUIDv4",
				uuidv6: "UUIDv6",
				nanoid: "nanoid",
				guid: "GUID",
				cuid: "cuid",
				cuid2: "cuid2",
				ulid: "ULID",
				xid: "XID",
				ksuid: "KSUID",
				datetime: "ISO datetime",
				date: "ISO date",
				time: "ISO time",
				duration: "ISO duration",
				ipv4: "IPv4 address",
				ipv6: "IPv6 address",
				mac: "MAC address",
				cidrv4: "IPv4 range",
				cidrv6: "IPv6 range",
				base64: "base64-encoded string",
				base64url: "base64url-encoded string",
				json_string: "JSON string",
				e164: "E.164 number",
				currency_code: "currency code",
				credit_card: "credit card number",
				iban: "IBAN",
				jwt: "JWT",
				template_literal: "input"
			}, TypeDictionary = { nan: "NaN" };
			function getTypeName(type, input) {
				return type === "number" && typeof input == "number" && !Number.isFinite(input) ? String(input) : TypeDictionary[type] ?? type;
			}
			return (issue) => {
				switch (issue.code) {
					case "invalid_type": return `Invalid input: expected ${getTypeName(issue.expected)}, received ${getTypeName(core_util.GW(issue.input), issue.input)}`;
					case "invalid_value": return issue.values.length === 1 ? `Invalid input: expected ${core_util.B7(issue.values[0])}` : `Invalid option: expected one of ${core_util.jw(issue.values, "|")}`;
					case "too_big": {
						let adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<", sizing = getSizing(issue.origin);
						return sizing ? `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}` : `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
					}
					case "too_small": {
						let adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">", sizing = getSizing(issue.origin);
						return sizing ? `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}` : `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
					}
					case "invalid_format": {
						let _issue = issue;
						return _issue.format === "starts_with" ? `Invalid string: must start with "${_issue.prefix}"` : _issue.format === "ends_with" ? `Invalid string: must end with "${_issue.suffix}"` : _issue.format === "includes" ? `Invalid string: must include "${_issue.includes}"` : _issue.format === "regex" ? `Invalid string: must match pattern ${_issue.pattern}` : `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
					}
					case "not_multiple_of": return `Invalid number: must be a multiple of ${issue.divisor}`;
					case "unrecognized_keys": return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${core_util.jw(issue.keys, ", ")}`;
					case "invalid_key": return `Invalid key in ${issue.origin}`;
					case "invalid_union": return issue.options && Array.isArray(issue.options) && issue.options.length > 0 ? `Invalid discriminator value. Expected ${issue.options.map((o) => `'${o}'`).join(" | ")}` : issue.inclusive === !1 ? "Invalid input: more than one option matched" : "Invalid input";
					case "invalid_element": return `Invalid value in ${issue.origin}`;
					default: return "Invalid input";
				}
			};
		};
		function en() {
			return { localeError: error() };
		}
		var errors = __webpack_require__(37428);
		function finalizeParams(callee, params) {
			return {
				callee: params?.callee ?? callee,
				Err: params?.Err
			};
		}
		let _parse = (_Err) => {
			let fn = (schema, value, _ctx, _params) => {
				let ctx = _ctx ? {
					..._ctx,
					async: !1
				} : { async: !1 }, result = schema._zod.run({
					value,
					issues: []
				}, ctx);
				if (result instanceof Promise) throw new core_core.GT();
				if (result.issues.length) {
					let e = new ((_params?.Err) ?? _Err)(result.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())));
					throw core_util.gx(e, _params?.callee ?? fn), e;
				}
				return result.value;
			};
			return fn;
		};
		errors.Kd;
		let _parseAsync = (_Err) => {
			let fn = async (schema, value, _ctx, params) => {
				let ctx = _ctx ? {
					..._ctx,
					async: !0
				} : { async: !0 }, result = schema._zod.run({
					value,
					issues: []
				}, ctx);
				if (result instanceof Promise && (result = await result), result.issues.length) {
					let e = new ((params?.Err) ?? _Err)(result.issues.map((iss) => core_util.iR(iss, ctx, core_core.$W())));
					throw core_util.gx(e, params?.callee ?? fn), e;
				}
				return result.value;
			};
			return fn;
		};
		errors.Kd;
		let _safeParse = (_Err) => (schema, value, _ctx) => {
			let ctx = _ctx ? {
				..._ctx,
				async: !1
			} : { async: !1 }, result = schema._zod.run({
				value,
				issues: []
			}, ctx);
			if (result instanceof Promise) throw new core_core.GT();
			return result.issues.length ? failure(_Err, result.issues, ctx) : {
				success: !0,
				data: result.value
			};
		};
		errors.Kd;
		function failure(Err, issues, ctx) {
			let error;
			return {
				success: !1,
				get error() {
					return error || (error = new Err(issues.map((iss) => core_util.iR(iss, ctx, core_core.$W()))), issues = void 0, ctx = void 0), error;
				},
				set error(e) {
					error = e, issues = void 0, ctx = void 0;
				}
			};
		}
		let _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
			let ctx = _ctx ? {
				..._ctx,
				async: !0
			} : { async: !0 }, result = schema._zod.run({
				value,
				issues: []
			}, ctx);
			return result instanceof Promise && (result = await result), result.issues.length ? failure(_Err, result.issues, ctx) : {
				success: !0,
				data: result.value
			};
		};
		errors.Kd;
		let COMPILE_INVALID = Symbol.for("zod.compile.invalid"), COMPILE_FALLBACK = Symbol.for("zod.compile.fallback"), validate = ((schema, value, _ctx) => {
			let validator = schema._zod.bag.validator;
			if (validator !== void 0) {
				if (validator(value) !== COMPILE_INVALID) return !0;
				if (validator.definite === !0 && _ctx === void 0) return !1;
			}
			return validateFallback(schema, value, _ctx);
		});
		function validateFallback(schema, value, _ctx) {
			let ctx = _ctx ? {
				..._ctx,
				async: !1,
				abortEarly: !0
			} : {
				async: !1,
				abortEarly: !0
			}, fallbackRun = schema._zod.bag.fallbackRun, result;
			if (fallbackRun ? (ctx[COMPILE_FALLBACK] = !0, result = fallbackRun({
				value,
				issues: []
			}, ctx)) : result = schema._zod.run({
				value,
				issues: []
			}, ctx), result instanceof Promise) throw new core_core.GT();
			return result.issues.length === 0;
		}
		let parse_validateAsync = async (schema, value, _ctx) => {
			let ctx = _ctx ? {
				..._ctx,
				async: !0,
				abortEarly: !0
			} : {
				async: !0,
				abortEarly: !0
			}, result = schema._zod.run({
				value,
				issues: []
			}, ctx);
			return result instanceof Promise && (result = await result), result.issues.length === 0;
		}, _encode = (_Err) => {
			let parse = _parse(_Err), fn = (schema, value, _ctx, _params) => {
				let ctx = _ctx ? {
					..._ctx,
					direction: "backward"
				} : { direction: "backward" };
				return parse(schema, value, ctx, finalizeParams(fn, _params));
			};
			return fn;
		};
		errors.Kd;
		let _decode = (_Err) => {
			let parse = _parse(_Err), fn = (schema, value, _ctx, _params) => parse(schema, value, _ctx, finalizeParams(fn, _params));
			return fn;
		};
		errors.Kd;
		let _encodeAsync = (_Err) => {
			let parseAsync = _parseAsync(_Err), fn = async (schema, value, _ctx, _params) => {
				let ctx = _ctx ? {
					..._ctx,
					direction: "backward"
				} : { direction: "backward" };
				return await parseAsync(schema, value, ctx, finalizeParams(fn, _params));
			};
			return fn;
		};
		errors.Kd;
		let _decodeAsync = (_Err) => {
			let parseAsync = _parseAsync(_Err), fn = async (schema, value, _ctx, _params) => await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
			return fn;
		};
		errors.Kd;
		let _safeEncode = (_Err) => (schema, value, _ctx) => {
			let ctx = _ctx ? {
				..._ctx,
				direction: "backward"
			} : { direction: "backward" };
			return _safeParse(_Err)(schema, value, ctx);
		};
		errors.Kd;
		let _safeDecode = (_Err) => (schema, value, _ctx) => _safeParse(_Err)(schema, value, _ctx);
		errors.Kd;
		let _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
			let ctx = _ctx ? {
				..._ctx,
				direction: "backward"
			} : { direction: "backward" };
			return _safeParseAsync(_Err)(schema, value, ctx);
		};
		errors.Kd;
		let _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => _safeParseAsync(_Err)(schema, value, _ctx);
		errors.Kd;
		var classic_errors = __webpack_require__(961);
		let classic_parse_parse = _parse(classic_errors.g), classic_parse_parseAsync = _parseAsync(classic_errors.g), parse_safeParse = _safeParse(classic_errors.g), parse_safeParseAsync = _safeParseAsync(classic_errors.g), parse_encode = _encode(classic_errors.g), parse_decode = _decode(classic_errors.g), parse_encodeAsync = _encodeAsync(classic_errors.g), parse_decodeAsync = _decodeAsync(classic_errors.g), parse_safeEncode = _safeEncode(classic_errors.g), parse_safeDecode = _safeDecode(classic_errors.g), parse_safeEncodeAsync = _safeEncodeAsync(classic_errors.g), parse_safeDecodeAsync = _safeDecodeAsync(classic_errors.g);
		function _ensureDefaultLocale() {
			core_core.cr.localeError || core_core.$W(en());
		}
		function _ensureDefaultMemoizer() {
			core_core.cr.memoizer || core_core.$W({ memoizer: memoizer() });
		}
		let ZodType = core_core.xI("ZodType", (inst, def) => (_ensureDefaultLocale(), $ZodType.init(inst, def), inst.def = def, inst.type = def.type, inst), {
			check(...chks) {
				let def = this.def;
				return this.clone(core_util.zM(def, { checks: [...def.checks ?? [], ...chks.map((ch) => typeof ch == "function" ? { _zod: {
					check: ch,
					def: { check: "custom" },
					onattach: []
				} } : ch)] }), { parent: !0 });
			},
			with(...chks) {
				return this.check(...chks);
			},
			clone(def, params) {
				return core_util.o8(this, def, params);
			},
			brand() {
				return this;
			},
			register(reg, meta) {
				return reg.add(this, meta), this;
			},
			refine(check, params) {
				return this.check(refine(check, params));
			},
			superRefine(refinement, params) {
				return this.check(superRefine(refinement, params));
			},
			overwrite(fn) {
				return this.check(api.bS(fn));
			},
			optional() {
				return optional(this);
			},
			exactOptional() {
				return exactOptional(this);
			},
			nullable() {
				return nullable(this);
			},
			nullish() {
				return optional(nullable(this));
			},
			nonoptional(params) {
				return nonoptional(this, params);
			},
			array() {
				return array(this);
			},
			or(arg) {
				return union([this, arg]);
			},
			and(arg) {
				return intersection(this, arg);
			},
			transform(tx) {
				return pipe(this, transform(tx));
			},
			default(d) {
				return _default(this, d);
			},
			prefault(d) {
				return prefault(this, d);
			},
			catch(params) {
				return _catch(this, params);
			},
			pipe(target) {
				return pipe(this, target);
			},
			readonly() {
				return readonly(this);
			},
			describe(description) {
				let cl = this.clone();
				return registries.fd.add(cl, { description }), cl;
			},
			meta(...args) {
				if (args.length === 0) return registries.fd.get(this);
				let cl = this.clone();
				return registries.fd.add(cl, args[0]), cl;
			},
			isOptional() {
				return this.safeParse(void 0).success;
			},
			isNullable() {
				return this.safeParse(null).success;
			},
			apply(fn, ...args) {
				return args.length === 0 ? fn(this) : fn(this, ...args);
			},
			get "~standard"() {
				return core_util.jD(this, "~standard", {
					...standardProps(this),
					jsonSchema: {
						input: createStandardJSONSchemaMethod(this, "input"),
						output: createStandardJSONSchemaMethod(this, "output")
					}
				});
			},
			set "~standard"(value) {
				core_util.qh(this, "~standard", value);
			},
			parse: function _parse(data, params) {
				return classic_parse_parse(this, data, params, { callee: _parse });
			},
			parseAsync: async function _parseAsync(data, params) {
				return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
			},
			safeParse(data, params) {
				return parse_safeParse(this, data, params);
			},
			async safeParseAsync(data, params) {
				return parse_safeParseAsync(this, data, params);
			},
			get spa() {
				return this?.safeParseAsync;
			},
			set spa(value) {
				core_util.qh(this, "spa", value);
			},
			validate(data, params) {
				return validate(this, data, params);
			},
			validateAsync(data, params) {
				return parse_validateAsync(this, data, params);
			},
			encode: function _encode(data, params) {
				return parse_encode(this, data, params, { callee: _encode });
			},
			decode: function _decode(data, params) {
				return parse_decode(this, data, params, { callee: _decode });
			},
			encodeAsync: async function _encodeAsync(data, params) {
				return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
			},
			decodeAsync: async function _decodeAsync(data, params) {
				return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
			},
			safeEncode(data, params) {
				return parse_safeEncode(this, data, params);
			},
			safeDecode(data, params) {
				return parse_safeDecode(this, data, params);
			},
			async safeEncodeAsync(data, params) {
				return parse_safeEncodeAsync(this, data, params);
			},
			async safeDecodeAsync(data, params) {
				return parse_safeDecodeAsync(this, data, params);
			},
			toJSONSchema(params) {
				return createToJSONSchemaMethod(this, {})(params);
			},
			get description() {
				return registries.fd.get(this)?.description;
			},
			get _def() {
				return this._zod.def;
			}
		}), _ZodString = core_core.xI("_ZodString", (inst, def) => {
			$ZodString.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
		}, core_util.un({
			format: (inst) => aggregateChecks(inst).format ?? null,
			minLength: (inst) => aggregateChecks(inst).minimum ?? null,
			maxLength: (inst) => aggregateChecks(inst).maximum ?? null
		}, {
			regex(...args) {
				return this.check(api.Fk(...args));
			},
			includes(...args) {
				return this.check(api.dR(...args));
			},
			startsWith(...args) {
				return this.check(api.$S(...args));
			},
			endsWith(...args) {
				return this.check(api.ER(...args));
			},
			min(...args) {
				return this.check(api.m9(...args));
			},
			max(...args) {
				return this.check(api.Eb(...args));
			},
			length(...args) {
				return this.check(api.YA(...args));
			},
			nonempty(...args) {
				return this.check(api.m9(1, ...args));
			},
			lowercase(params) {
				return this.check(api.hH(params));
			},
			uppercase(params) {
				return this.check(api.qF(params));
			},
			trim() {
				return this.check(api.WN());
			},
			normalize(...args) {
				return this.check(api.lo(...args));
			},
			toLowerCase() {
				return this.check(api.Il());
			},
			toUpperCase() {
				return this.check(api.xY());
			},
			slugify() {
				return this.check(api.TL());
			}
		})), ZodString = core_core.xI("ZodString", (inst, def) => {
			$ZodString.init(inst, def), _ZodString.init(inst, def);
		}, {
			email(params) {
				return this.check(api.Mu(ZodEmail, params));
			},
			url(params) {
				return this.check(api.Fn(ZodURL, params));
			},
			jwt(params) {
				return this.check(api.rk(ZodJWT, params));
			},
			emoji(params) {
				return this.check(api.aC(ZodEmoji, params));
			},
			guid(params) {
				return this.check(api.tB(ZodGUID, params));
			},
			uuid(params) {
				return this.check(api.Be(ZodUUID, params));
			},
			uuidv4(params) {
				return this.check(api.nA(ZodUUID, params));
			},
			uuidv6(params) {
				return this.check(api.pY(ZodUUID, params));
			},
			uuidv7(params) {
				return this.check(api.wA(ZodUUID, params));
			},
			nanoid(params) {
				return this.check(api.Dl(ZodNanoID, params));
			},
			cuid(params) {
				return this.check(api.fs(ZodCUID, params));
			},
			cuid2(params) {
				return this.check(api.Bj(ZodCUID2, params));
			},
			ulid(params) {
				return this.check(api.Ct(ZodULID, params));
			},
			base64(params) {
				return this.check(api.rt(ZodBase64, params));
			},
			base64url(params) {
				return this.check(api.cU(ZodBase64URL, params));
			},
			xid(params) {
				return this.check(api.Pw(ZodXID, params));
			},
			ksuid(params) {
				return this.check(api._z(ZodKSUID, params));
			},
			ipv4(params) {
				return this.check(api.Ny(ZodIPv4, params));
			},
			ipv6(params) {
				return this.check(api.$O(ZodIPv6, params));
			},
			cidrv4(params) {
				return this.check(api.Uy(ZodCIDRv4, params));
			},
			cidrv6(params) {
				return this.check(api.gP(ZodCIDRv6, params));
			},
			e164(params) {
				return this.check(api.KB(ZodE164, params));
			},
			datetime(params) {
				return this.check(api.G1(ZodISODateTime, params));
			},
			date(params) {
				return this.check(api.db(ZodISODate, params));
			},
			time(params) {
				return this.check(api.Kn(ZodISOTime, params));
			},
			duration(params) {
				return this.check(api.f2(ZodISODuration, params));
			}
		});
		function string(params) {
			return api.Rl(ZodString, params);
		}
		let ZodStringFormat = core_core.xI("ZodStringFormat", (inst, def) => {
			$ZodStringFormat.init(inst, def), _ZodString.init(inst, def);
		}), ZodISODateTime = core_core.xI("ZodISODateTime", (inst, def) => {
			$ZodISODateTime.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodISODate = core_core.xI("ZodISODate", (inst, def) => {
			$ZodISODate.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodISOTime = core_core.xI("ZodISOTime", (inst, def) => {
			$ZodISOTime.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodISODuration = core_core.xI("ZodISODuration", (inst, def) => {
			$ZodISODuration.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodEmail = core_core.xI("ZodEmail", (inst, def) => {
			$ZodEmail.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodGUID = core_core.xI("ZodGUID", (inst, def) => {
			$ZodGUID.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodUUID = core_core.xI("ZodUUID", (inst, def) => {
			$ZodUUID.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodURL = core_core.xI("ZodURL", (inst, def) => {
			$ZodURL.init(inst, def), ZodStringFormat.init(inst, def);
		});
		function url(params) {
			return api.Fn(ZodURL, params);
		}
		let ZodEmoji = core_core.xI("ZodEmoji", (inst, def) => {
			$ZodEmoji.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodNanoID = core_core.xI("ZodNanoID", (inst, def) => {
			$ZodNanoID.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodCUID = core_core.xI("ZodCUID", (inst, def) => {
			$ZodCUID.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodCUID2 = core_core.xI("ZodCUID2", (inst, def) => {
			$ZodCUID2.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodULID = core_core.xI("ZodULID", (inst, def) => {
			$ZodULID.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodXID = core_core.xI("ZodXID", (inst, def) => {
			$ZodXID.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodKSUID = core_core.xI("ZodKSUID", (inst, def) => {
			$ZodKSUID.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodIPv4 = core_core.xI("ZodIPv4", (inst, def) => {
			$ZodIPv4.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodIPv6 = core_core.xI("ZodIPv6", (inst, def) => {
			$ZodIPv6.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodCIDRv4 = core_core.xI("ZodCIDRv4", (inst, def) => {
			$ZodCIDRv4.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodCIDRv6 = core_core.xI("ZodCIDRv6", (inst, def) => {
			$ZodCIDRv6.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodBase64 = core_core.xI("ZodBase64", (inst, def) => {
			$ZodBase64.init(inst, def), ZodStringFormat.init(inst, def);
		});
		function base64(params) {
			return api.rt(ZodBase64, params);
		}
		let ZodBase64URL = core_core.xI("ZodBase64URL", (inst, def) => {
			$ZodBase64URL.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodE164 = core_core.xI("ZodE164", (inst, def) => {
			$ZodE164.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodJWT = core_core.xI("ZodJWT", (inst, def) => {
			$ZodJWT.init(inst, def), ZodStringFormat.init(inst, def);
		}), ZodNumber = core_core.xI("ZodNumber", (inst, def) => {
			$ZodNumber.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params), inst.isFinite = !0;
		}, core_util.un({
			minValue: (inst) => {
				let { minimum, exclusiveMinimum } = aggregateChecks(inst);
				return Math.max(minimum ?? -Infinity, exclusiveMinimum ?? -Infinity);
			},
			maxValue: (inst) => {
				let { maximum, exclusiveMaximum } = aggregateChecks(inst);
				return Math.min(maximum ?? Infinity, exclusiveMaximum ?? Infinity);
			},
			isInt: (inst) => {
				let { isInt, multipleOf } = aggregateChecks(inst);
				return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
			},
			format: (inst) => aggregateChecks(inst).format ?? null
		}, {
			gt(value, params) {
				return this.check(api.Tx(value, params));
			},
			gte(value, params) {
				return this.check(api.qm(value, params));
			},
			min(value, params) {
				return this.check(api.qm(value, params));
			},
			lt(value, params) {
				return this.check(api.Au(value, params));
			},
			lte(value, params) {
				return this.check(api.Zm(value, params));
			},
			max(value, params) {
				return this.check(api.Zm(value, params));
			},
			int(params) {
				return this.check(schemas_int(params));
			},
			safe(params) {
				return this.check(schemas_int(params));
			},
			positive(params) {
				return this.check(api.Tx(0, params));
			},
			nonnegative(params) {
				return this.check(api.qm(0, params));
			},
			negative(params) {
				return this.check(api.Au(0, params));
			},
			nonpositive(params) {
				return this.check(api.Zm(0, params));
			},
			multipleOf(value, params) {
				return this.check(api.Hi(value, params));
			},
			step(value, params) {
				return this.check(api.Hi(value, params));
			},
			finite() {
				return this;
			}
		}));
		function number(params) {
			return api.F7(ZodNumber, params);
		}
		let ZodNumberFormat = core_core.xI("ZodNumberFormat", (inst, def) => {
			$ZodNumberFormat.init(inst, def), ZodNumber.init(inst, def);
		});
		function schemas_int(params) {
			return api.LK(ZodNumberFormat, params);
		}
		let ZodBoolean = core_core.xI("ZodBoolean", (inst, def) => {
			$ZodBoolean.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
		});
		function schemas_boolean(params) {
			return api._L(ZodBoolean, params);
		}
		let ZodNull = core_core.xI("ZodNull", (inst, def) => {
			$ZodNull.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => nullProcessor(inst, ctx, json, params);
		});
		function _null(params) {
			return api.jw(ZodNull, params);
		}
		let ZodUnknown = core_core.xI("ZodUnknown", (inst, def) => {
			$ZodUnknown.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => void 0;
		});
		function unknown() {
			return api.em(ZodUnknown);
		}
		let ZodNever = core_core.xI("ZodNever", (inst, def) => {
			$ZodNever.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
		});
		function never(params) {
			return api.G8(ZodNever, params);
		}
		let ZodArray = core_core.xI("ZodArray", (inst, def) => {
			_ensureDefaultMemoizer(), $ZodArray.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params), inst.element = def.element;
		}, {
			min(n, params) {
				return this.check(api.m9(n, params));
			},
			nonempty(params) {
				return this.check(api.m9(1, params));
			},
			max(n, params) {
				return this.check(api.Eb(n, params));
			},
			length(n, params) {
				return this.check(api.YA(n, params));
			},
			unwrap() {
				return this.element;
			}
		});
		function array(element, params) {
			return api.dZ(ZodArray, element, params);
		}
		let ZodObject = core_core.xI("ZodObject", (inst, def) => {
			_ensureDefaultMemoizer(), $ZodObjectJIT.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params), core_util.X(inst, "shape", (self) => self._zod.def.shape, !1);
		}, {
			keyof() {
				return _enum(Object.keys(this._zod.def.shape));
			},
			catchall(catchall) {
				return this.clone(core_util.zM(this._zod.def, { catchall }));
			},
			passthrough() {
				return this.clone(core_util.zM(this._zod.def, { catchall: unknown() }));
			},
			loose() {
				return this.clone(core_util.zM(this._zod.def, { catchall: unknown() }));
			},
			strict() {
				return this.clone(core_util.zM(this._zod.def, { catchall: never() }));
			},
			strip() {
				return this.clone(core_util.zM(this._zod.def, { catchall: void 0 }));
			},
			extend(incoming) {
				return core_util.X$(this, incoming);
			},
			safeExtend(incoming) {
				return core_util.W0(this, incoming);
			},
			merge(other) {
				return core_util.h1(this, other);
			},
			pick(mask) {
				return core_util.Up(this, mask);
			},
			omit(mask) {
				return core_util.cJ(this, mask);
			},
			partial(...args) {
				return core_util.OH(ZodOptional, this, args[0]);
			},
			exactPartial(...args) {
				return core_util.OH(ZodExactOptional, this, args[0], "exactPartial");
			},
			required(...args) {
				return core_util.mw(ZodNonOptional, this, args[0]);
			}
		});
		function object(shape, params) {
			let def = {
				type: "object",
				shape: shape ?? {},
				...core_util.A2(params)
			};
			return new ZodObject(def);
		}
		function strictObject(shape, params) {
			return new ZodObject({
				type: "object",
				shape,
				catchall: never(),
				...core_util.A2(params)
			});
		}
		function looseObject(shape, params) {
			return new ZodObject({
				type: "object",
				shape,
				catchall: unknown(),
				...core_util.A2(params)
			});
		}
		let ZodUnion = core_core.xI("ZodUnion", (inst, def) => {
			$ZodUnion.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params), inst.options = def.options;
		});
		function union(options, params) {
			return new ZodUnion({
				type: "union",
				options,
				...core_util.A2(params)
			});
		}
		let ZodDiscriminatedUnion = core_core.xI("ZodDiscriminatedUnion", (inst, def) => {
			ZodUnion.init(inst, def), $ZodDiscriminatedUnion.init(inst, def);
		});
		function discriminatedUnion(discriminator, options, params) {
			return new ZodDiscriminatedUnion({
				type: "union",
				options,
				discriminator,
				...core_util.A2(params)
			});
		}
		let ZodIntersection = core_core.xI("ZodIntersection", (inst, def) => {
			$ZodIntersection.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
		});
		function intersection(left, right) {
			return new ZodIntersection({
				type: "intersection",
				left,
				right
			});
		}
		let ZodRecord = core_core.xI("ZodRecord", (inst, def) => {
			_ensureDefaultMemoizer(), $ZodRecord.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params), inst.keyType = def.keyType, inst.valueType = def.valueType;
		});
		function record(keyType, valueType, params) {
			return !valueType || !valueType._zod ? new ZodRecord({
				type: "record",
				keyType: string(),
				valueType: keyType,
				...core_util.A2(valueType)
			}) : new ZodRecord({
				type: "record",
				keyType,
				valueType,
				...core_util.A2(params)
			});
		}
		let ZodEnum = core_core.xI("ZodEnum", (inst, def) => {
			$ZodEnum.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params), inst.enum = def.entries, inst.options = [...inst._zod.values];
			let keys = new Set(Object.keys(def.entries));
			inst.extract = (values, params) => {
				let newEntries = {};
				for (let value of values) if (keys.has(value)) newEntries[value] = def.entries[value];
				else throw Error(`Key ${value} not found in enum`);
				return new ZodEnum({
					...def,
					checks: [],
					...core_util.A2(params),
					entries: newEntries
				});
			}, inst.exclude = (values, params) => {
				let newEntries = { ...def.entries };
				for (let value of values) if (keys.has(value)) delete newEntries[value];
				else throw Error(`Key ${value} not found in enum`);
				return new ZodEnum({
					...def,
					checks: [],
					...core_util.A2(params),
					entries: newEntries
				});
			};
		});
		function _enum(values, params) {
			let entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
			return new ZodEnum({
				type: "enum",
				entries,
				...core_util.A2(params)
			});
		}
		let ZodLiteral = core_core.xI("ZodLiteral", (inst, def) => {
			$ZodLiteral.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params), inst.values = new Set(def.values), Object.defineProperty(inst, "value", { get() {
				if (def.values.length > 1) throw Error("This schema contains multiple valid literal values. Use `.values` instead.");
				return def.values[0];
			} });
		});
		function literal(value, params) {
			return new ZodLiteral({
				type: "literal",
				values: Array.isArray(value) ? value : [value],
				...core_util.A2(params)
			});
		}
		let ZodTransform = core_core.xI("ZodTransform", (inst, def) => {
			_ensureDefaultMemoizer(), $ZodTransform.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params), inst._zod.parse = (payload, _ctx) => {
				if (_ctx.direction === "backward") throw new core_core.cV(inst.constructor.name);
				payload.addIssue = (issue) => {
					if (typeof issue == "string") payload.issues.push(core_util.sn(issue, payload.value, def));
					else {
						let _issue = issue;
						_issue.fatal && (_issue.continue = !1), _issue.code ??= "custom", "input" in _issue || (_issue.input = payload.value), _issue.inst ??= inst, payload.issues.push(core_util.sn(_issue));
					}
				};
				let output = def.transform(payload.value, payload);
				return output instanceof Promise ? output.then((output) => (payload.value = output, payload)) : (payload.value = output, payload);
			};
		});
		function transform(fn) {
			return new ZodTransform({
				type: "transform",
				transform: fn
			});
		}
		let ZodOptional = core_core.xI("ZodOptional", (inst, def) => {
			$ZodOptional.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params), inst.unwrap = () => inst._zod.def.innerType;
		});
		function optional(innerType) {
			return new ZodOptional({
				type: "optional",
				innerType
			});
		}
		let ZodExactOptional = core_core.xI("ZodExactOptional", (inst, def) => {
			$ZodExactOptional.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params), inst.unwrap = () => inst._zod.def.innerType;
		});
		function exactOptional(innerType) {
			return new ZodExactOptional({
				type: "optional",
				innerType
			});
		}
		let ZodNullable = core_core.xI("ZodNullable", (inst, def) => {
			$ZodNullable.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params), inst.unwrap = () => inst._zod.def.innerType;
		});
		function nullable(innerType) {
			return new ZodNullable({
				type: "nullable",
				innerType
			});
		}
		let ZodDefault = core_core.xI("ZodDefault", (inst, def) => {
			$ZodDefault.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params), inst.unwrap = () => inst._zod.def.innerType, inst.removeDefault = inst.unwrap;
		});
		function _default(innerType, defaultValue) {
			return new ZodDefault({
				type: "default",
				innerType,
				get defaultValue() {
					return typeof defaultValue == "function" ? defaultValue() : core_util.yG(defaultValue);
				}
			});
		}
		let ZodPrefault = core_core.xI("ZodPrefault", (inst, def) => {
			$ZodPrefault.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params), inst.unwrap = () => inst._zod.def.innerType;
		});
		function prefault(innerType, defaultValue) {
			return new ZodPrefault({
				type: "prefault",
				innerType,
				get defaultValue() {
					return typeof defaultValue == "function" ? defaultValue() : core_util.yG(defaultValue);
				}
			});
		}
		let ZodNonOptional = core_core.xI("ZodNonOptional", (inst, def) => {
			$ZodNonOptional.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params), inst.unwrap = () => inst._zod.def.innerType;
		});
		function nonoptional(innerType, params) {
			return new ZodNonOptional({
				type: "nonoptional",
				innerType,
				...core_util.A2(params)
			});
		}
		let ZodCatch = core_core.xI("ZodCatch", (inst, def) => {
			$ZodCatch.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params), inst.unwrap = () => inst._zod.def.innerType, inst.removeCatch = inst.unwrap;
		});
		function _catch(innerType, catchValue) {
			return new ZodCatch({
				type: "catch",
				innerType,
				catchValue: typeof catchValue == "function" ? catchValue : core_util.SS(catchValue)
			});
		}
		let ZodPipe = core_core.xI("ZodPipe", (inst, def) => {
			$ZodPipe.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params), inst.in = def.in, inst.out = def.out;
		});
		function pipe(in_, out) {
			return new ZodPipe({
				type: "pipe",
				in: in_,
				out
			});
		}
		let ZodPreprocess = core_core.xI("ZodPreprocess", (inst, def) => {
			ZodPipe.init(inst, def), $ZodPreprocess.init(inst, def);
		}), ZodReadonly = core_core.xI("ZodReadonly", (inst, def) => {
			$ZodReadonly.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params), inst.unwrap = () => inst._zod.def.innerType;
		});
		function readonly(innerType) {
			return new ZodReadonly({
				type: "readonly",
				innerType
			});
		}
		let ZodLazy = core_core.xI("ZodLazy", (inst, def) => {
			$ZodLazy.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => lazyProcessor(inst, ctx, json, params), inst.unwrap = () => inst._zod.def.getter();
		});
		function lazy(getter) {
			return new ZodLazy({
				type: "lazy",
				getter
			});
		}
		let ZodCustom = core_core.xI("ZodCustom", (inst, def) => {
			$ZodCustom.init(inst, def), ZodType.init(inst, def), inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
		});
		function custom(fn, _params) {
			return api.FO(ZodCustom, fn ?? (() => !0), _params);
		}
		function refine(fn, _params = {}) {
			return api.fU(ZodCustom, fn, _params);
		}
		function superRefine(fn, params) {
			return api.MB(fn, params);
		}
		api.q0, api.mI;
		let ZodInstanceOf = core_core.xI("ZodInstanceOf", (inst, def) => {
			ZodCustom.init(inst, def);
		}, { properties(shape, params) {
			return this.check(api.T2(shape, params));
		} });
		function _instanceof(cls, params = {}) {
			let inst = new ZodInstanceOf({
				type: "custom",
				check: "custom",
				fn: (data) => data instanceof cls,
				abort: !0,
				...core_util.A2(params)
			});
			return inst._zod.bag.Class = cls, inst._zod.check = (payload) => {
				payload.value instanceof cls || payload.issues.push({
					code: "invalid_type",
					expected: cls.name,
					input: payload.value,
					inst,
					path: [...inst._zod.def.path ?? []]
				});
			}, inst;
		}
		function preprocess(fn, schema) {
			return new ZodPreprocess({
				type: "pipe",
				in: transform(fn),
				out: schema
			});
		}
	}),
	43759: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
		__webpack_require__.d(__webpack_exports__, {
			$O: () => _ipv6,
			$S: () => _startsWith,
			Au: () => _lt,
			Be: () => _uuid,
			Bj: () => _cuid2,
			Ct: () => _ulid,
			Dl: () => _nanoid,
			ER: () => _endsWith,
			Eb: () => _maxLength,
			F7: () => _number,
			FO: () => _custom,
			Fk: () => _regex,
			Fn: () => _url,
			G1: () => _isoDateTime,
			G8: () => _never,
			Hi: () => _multipleOf,
			Il: () => _toLowerCase,
			KB: () => _e164,
			Kn: () => _isoTime,
			LK: () => _int,
			MB: () => _superRefine,
			Mu: () => _email,
			Ny: () => _ipv4,
			Pw: () => _xid,
			Rl: () => _string,
			T2: () => _properties,
			TL: () => _slugify,
			Tx: () => _gt,
			Uy: () => _cidrv4,
			WN: () => _trim,
			YA: () => _length,
			Zm: () => _lte,
			_L: () => _boolean,
			_z: () => _ksuid,
			aC: () => _emoji,
			bS: () => _overwrite,
			cU: () => _base64url,
			dR: () => _includes,
			dZ: () => _array,
			db: () => _isoDate,
			em: () => _unknown,
			f2: () => _isoDuration,
			fU: () => _refine,
			fs: () => _cuid,
			gP: () => _cidrv6,
			hH: () => _lowercase,
			jw: () => _null,
			lo: () => _normalize,
			m9: () => _minLength,
			mI: () => meta,
			nA: () => _uuidv4,
			pY: () => _uuidv6,
			q0: () => describe,
			qF: () => _uppercase,
			qm: () => _gte,
			rk: () => _jwt,
			rt: () => _base64,
			tB: () => _guid,
			wA: () => _uuidv7,
			xY: () => _toUpperCase
		});
		var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44890), _registries_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29396), _util_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54723);
		function snapshotChecks(def) {
			return def.checks &&= [...def.checks], def;
		}
		function _string(Class, params) {
			return new Class(snapshotChecks({
				type: "string",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			}));
		}
		function _email(Class, params) {
			return new Class({
				type: "string",
				format: "email",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _guid(Class, params) {
			return new Class({
				type: "string",
				format: "guid",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _uuid(Class, params) {
			return new Class({
				type: "string",
				format: "uuid",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _uuidv4(Class, params) {
			return new Class({
				type: "string",
				format: "uuid",
				check: "string_format",
				abort: !1,
				version: "v4",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _uuidv6(Class, params) {
			return new Class({
				type: "string",
				format: "uuid",
				check: "string_format",
				abort: !1,
				version: "v6",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _uuidv7(Class, params) {
			return new Class({
				type: "string",
				format: "uuid",
				check: "string_format",
				abort: !1,
				version: "v7",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _url(Class, params) {
			return new Class({
				type: "string",
				format: "url",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _emoji(Class, params) {
			return new Class({
				type: "string",
				format: "emoji",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _nanoid(Class, params) {
			return new Class({
				type: "string",
				format: "nanoid",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _cuid(Class, params) {
			return new Class({
				type: "string",
				format: "cuid",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _cuid2(Class, params) {
			return new Class({
				type: "string",
				format: "cuid2",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _ulid(Class, params) {
			return new Class({
				type: "string",
				format: "ulid",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _xid(Class, params) {
			return new Class({
				type: "string",
				format: "xid",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _ksuid(Class, params) {
			return new Class({
				type: "string",
				format: "ksuid",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _ipv4(Class, params) {
			return new Class({
				type: "string",
				format: "ipv4",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _ipv6(Class, params) {
			return new Class({
				type: "string",
				format: "ipv6",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _cidrv4(Class, params) {
			return new Class({
				type: "string",
				format: "cidrv4",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _cidrv6(Class, params) {
			return new Class({
				type: "string",
				format: "cidrv6",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _base64(Class, params) {
			return new Class({
				type: "string",
				format: "base64",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _base64url(Class, params) {
			return new Class({
				type: "string",
				format: "base64url",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _e164(Class, params) {
			return new Class({
				type: "string",
				format: "e164",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _jwt(Class, params) {
			return new Class({
				type: "string",
				format: "jwt",
				check: "string_format",
				abort: !1,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _isoDateTime(Class, params) {
			return new Class({
				type: "string",
				format: "datetime",
				check: "string_format",
				offset: !1,
				local: !1,
				precision: null,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _isoDate(Class, params) {
			return new Class({
				type: "string",
				format: "date",
				check: "string_format",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _isoTime(Class, params) {
			return new Class({
				type: "string",
				format: "time",
				check: "string_format",
				precision: null,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _isoDuration(Class, params) {
			return new Class({
				type: "string",
				format: "duration",
				check: "string_format",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _number(Class, params) {
			return new Class(snapshotChecks({
				type: "number",
				checks: [],
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			}));
		}
		function _int(Class, params) {
			return new Class({
				type: "number",
				check: "number_format",
				abort: !1,
				format: "safeint",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _boolean(Class, params) {
			return new Class({
				type: "boolean",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _null(Class, params) {
			return new Class({
				type: "null",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _unknown(Class) {
			return new Class({ type: "unknown" });
		}
		function _never(Class, params) {
			return new Class({
				type: "never",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _lt(value, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.sm({
				check: "less_than",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				value,
				inclusive: !1
			});
		}
		function _lte(value, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.sm({
				check: "less_than",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				value,
				inclusive: !0
			});
		}
		function _gt(value, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.J_({
				check: "greater_than",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				value,
				inclusive: !1
			});
		}
		function _gte(value, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.J_({
				check: "greater_than",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				value,
				inclusive: !0
			});
		}
		function _multipleOf(value, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.Jk({
				check: "multiple_of",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				value
			});
		}
		function _maxLength(maximum, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.Yk({
				check: "max_length",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				maximum
			});
		}
		function _minLength(minimum, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.Kk({
				check: "min_length",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				minimum
			});
		}
		function _length(length, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.RM({
				check: "length_equals",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				length
			});
		}
		function _regex(pattern, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.DG({
				check: "string_format",
				format: "regex",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				pattern
			});
		}
		function _lowercase(params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.NI({
				check: "string_format",
				format: "lowercase",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _uppercase(params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.kH({
				check: "string_format",
				format: "uppercase",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _includes(includes, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.Tt({
				check: "string_format",
				format: "includes",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				includes
			});
		}
		function _startsWith(prefix, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.J({
				check: "string_format",
				format: "starts_with",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				prefix
			});
		}
		function _endsWith(suffix, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.E6({
				check: "string_format",
				format: "ends_with",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params),
				suffix
			});
		}
		function _properties(shape, params) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.nJ({
				check: "properties",
				shape,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _overwrite(tx) {
			return new _checks_js__WEBPACK_IMPORTED_MODULE_1__.v$({
				check: "overwrite",
				tx
			});
		}
		function _normalize(form) {
			return _overwrite((input) => input.normalize(form));
		}
		function _trim() {
			return _overwrite((input) => input.trim());
		}
		function _toLowerCase() {
			return _overwrite((input) => input.toLowerCase());
		}
		function _toUpperCase() {
			return _overwrite((input) => input.toUpperCase());
		}
		function _slugify() {
			return _overwrite((input) => _util_js__WEBPACK_IMPORTED_MODULE_0__.Yv(input));
		}
		function _array(Class, element, params) {
			return new Class({
				type: "array",
				element,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
		}
		function _custom(Class, fn, _params) {
			let norm = _util_js__WEBPACK_IMPORTED_MODULE_0__.A2(_params);
			return norm.abort ??= !0, new Class({
				type: "custom",
				check: "custom",
				fn,
				...norm
			});
		}
		function _refine(Class, fn, _params) {
			return new Class({
				type: "custom",
				check: "custom",
				fn,
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(_params)
			});
		}
		function _superRefine(fn, params) {
			let ch = _check((payload) => (payload.addIssue = (issue) => {
				if (typeof issue == "string") payload.issues.push(_util_js__WEBPACK_IMPORTED_MODULE_0__.sn(issue, payload.value, ch._zod.def));
				else {
					let _issue = issue;
					_issue.fatal && (_issue.continue = !1), _issue.code ??= "custom", "input" in _issue || (_issue.input = payload.value), _issue.inst ??= ch, _issue.continue ??= !ch._zod.def.abort, payload.issues.push(_util_js__WEBPACK_IMPORTED_MODULE_0__.sn(_issue));
				}
			}, fn(payload.value, payload)), params);
			return ch;
		}
		function _check(fn, params) {
			let ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__.QP({
				check: "custom",
				..._util_js__WEBPACK_IMPORTED_MODULE_0__.A2(params)
			});
			return ch._zod.check = fn, ch;
		}
		function describe(description) {
			let ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__.QP({ check: "describe" });
			return ch._zod.onattach = [(inst) => {
				let existing = _registries_js__WEBPACK_IMPORTED_MODULE_2__.fd.get(inst) ?? {};
				_registries_js__WEBPACK_IMPORTED_MODULE_2__.fd.add(inst, {
					...existing,
					description
				});
			}], ch._zod.check = () => {}, ch;
		}
		function meta(metadata) {
			let ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__.QP({ check: "meta" });
			return ch._zod.onattach = [(inst) => {
				let existing = _registries_js__WEBPACK_IMPORTED_MODULE_2__.fd.get(inst) ?? {};
				_registries_js__WEBPACK_IMPORTED_MODULE_2__.fd.add(inst, {
					...existing,
					...metadata
				});
			}], ch._zod.check = () => {}, ch;
		}
	}),
	44890: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
		__webpack_require__.d(__webpack_exports__, {
			DG: () => $ZodCheckRegex,
			E6: () => $ZodCheckEndsWith,
			J: () => $ZodCheckStartsWith,
			J_: () => $ZodCheckGreaterThan,
			Jk: () => $ZodCheckMultipleOf,
			KH: () => $ZodCheckNumberFormat,
			Kk: () => $ZodCheckMinLength,
			NI: () => $ZodCheckLowerCase,
			QP: () => $ZodCheck,
			RM: () => $ZodCheckLengthEquals,
			Tt: () => $ZodCheckIncludes,
			Yk: () => $ZodCheckMaxLength,
			kH: () => $ZodCheckUpperCase,
			nJ: () => $ZodCheckProperties,
			ql: () => $ZodCheckStringFormat,
			sm: () => $ZodCheckLessThan,
			v$: () => $ZodCheckOverwrite
		});
		var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88532), _regexes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23908), _util_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54723);
		let $ZodCheck = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheck", (inst, def) => {
			var _a;
			inst._zod ??= {}, inst._zod.def = def, (_a = inst._zod).onattach ?? (_a.onattach = []);
		}), _whenHasLength = (payload) => {
			let val = payload.value;
			return !_util_js__WEBPACK_IMPORTED_MODULE_1__.cl(val) && val.length !== void 0;
		}, numericOriginMap = {
			number: "number",
			bigint: "bigint",
			object: "date"
		}, $ZodCheckLessThan = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckLessThan", (inst, def) => {
			$ZodCheck.init(inst, def);
			let origin = numericOriginMap[typeof def.value];
			inst._zod.check = (payload) => {
				(def.inclusive ? payload.value <= def.value : payload.value < def.value) || payload.issues.push({
					origin: numericOriginMap[typeof payload.value] ?? origin,
					code: "too_big",
					maximum: typeof def.value == "object" ? def.value.getTime() : def.value,
					input: payload.value,
					inclusive: def.inclusive,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCheckGreaterThan = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckGreaterThan", (inst, def) => {
			$ZodCheck.init(inst, def);
			let origin = numericOriginMap[typeof def.value];
			inst._zod.check = (payload) => {
				(def.inclusive ? payload.value >= def.value : payload.value > def.value) || payload.issues.push({
					origin: numericOriginMap[typeof payload.value] ?? origin,
					code: "too_small",
					minimum: typeof def.value == "object" ? def.value.getTime() : def.value,
					input: payload.value,
					inclusive: def.inclusive,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCheckMultipleOf = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckMultipleOf", (inst, def) => {
			$ZodCheck.init(inst, def), inst._zod.check = (payload) => {
				if (typeof payload.value != typeof def.value) throw Error("Cannot mix number and bigint in multiple_of check.");
				(typeof payload.value == "bigint" ? def.value !== BigInt(0) && payload.value % def.value === BigInt(0) : _util_js__WEBPACK_IMPORTED_MODULE_1__.LG(payload.value, def.value) === 0) || payload.issues.push({
					origin: typeof payload.value,
					code: "not_multiple_of",
					divisor: def.value,
					input: payload.value,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCheckNumberFormat = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckNumberFormat", (inst, def) => {
			$ZodCheck.init(inst, def), def.format = def.format || "float64";
			let isInt = def.format?.includes("int"), origin = isInt ? "int" : "number", [minimum, maximum] = _util_js__WEBPACK_IMPORTED_MODULE_1__.zH[def.format];
			inst._zod.check = (payload) => {
				let input = payload.value;
				if (isInt) {
					if (!Number.isInteger(input)) {
						payload.issues.push({
							expected: origin,
							format: def.format,
							code: "invalid_type",
							continue: !1,
							input,
							inst
						});
						return;
					}
					if (!Number.isSafeInteger(input)) {
						input > 0 ? payload.issues.push({
							input,
							code: "too_big",
							maximum: 2 ** 53 - 1,
							note: "Integers must be within the safe integer range.",
							inst,
							origin,
							inclusive: !0,
							continue: !def.abort
						}) : payload.issues.push({
							input,
							code: "too_small",
							minimum: -(2 ** 53 - 1),
							note: "Integers must be within the safe integer range.",
							inst,
							origin,
							inclusive: !0,
							continue: !def.abort
						});
						return;
					}
				}
				input < minimum && payload.issues.push({
					origin: "number",
					input,
					code: "too_small",
					minimum,
					inclusive: !0,
					inst,
					continue: !def.abort
				}), input > maximum && payload.issues.push({
					origin: "number",
					input,
					code: "too_big",
					maximum,
					inclusive: !0,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCheckMaxLength = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckMaxLength", (inst, def) => {
			var _a;
			$ZodCheck.init(inst, def), (_a = inst._zod.def).when ?? (_a.when = _whenHasLength), inst._zod.check = (payload) => {
				let input = payload.value, units = input.length;
				if ((typeof input == "string" && units > def.maximum ? _util_js__WEBPACK_IMPORTED_MODULE_1__.O7(input) : units) <= def.maximum) return;
				let origin = _util_js__WEBPACK_IMPORTED_MODULE_1__.Rc(input);
				payload.issues.push({
					origin,
					code: "too_big",
					maximum: def.maximum,
					inclusive: !0,
					input,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCheckMinLength = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckMinLength", (inst, def) => {
			var _a;
			$ZodCheck.init(inst, def), (_a = inst._zod.def).when ?? (_a.when = _whenHasLength), inst._zod.check = (payload) => {
				let input = payload.value, units = input.length;
				if ((typeof input == "string" && units >= def.minimum && units < def.minimum * 2 ? _util_js__WEBPACK_IMPORTED_MODULE_1__.O7(input) : units) >= def.minimum) return;
				let origin = _util_js__WEBPACK_IMPORTED_MODULE_1__.Rc(input);
				payload.issues.push({
					origin,
					code: "too_small",
					minimum: def.minimum,
					inclusive: !0,
					input,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCheckLengthEquals = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckLengthEquals", (inst, def) => {
			var _a;
			$ZodCheck.init(inst, def), (_a = inst._zod.def).when ?? (_a.when = _whenHasLength), inst._zod.check = (payload) => {
				let input = payload.value, units = input.length, length = typeof input == "string" && units >= def.length && units <= def.length * 2 ? _util_js__WEBPACK_IMPORTED_MODULE_1__.O7(input) : units;
				if (length === def.length) return;
				let origin = _util_js__WEBPACK_IMPORTED_MODULE_1__.Rc(input), tooBig = length > def.length;
				payload.issues.push({
					origin,
					...tooBig ? {
						code: "too_big",
						maximum: def.length
					} : {
						code: "too_small",
						minimum: def.length
					},
					inclusive: !0,
					exact: !0,
					input: payload.value,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCheckStringFormat = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckStringFormat", (inst, def) => {
			var _a, _b;
			$ZodCheck.init(inst, def), def.pattern ? (_a = inst._zod).check ?? (_a.check = (payload) => {
				def.pattern.lastIndex = 0, def.pattern.test(payload.value) || payload.issues.push({
					origin: "string",
					code: "invalid_format",
					format: def.format,
					input: payload.value,
					...def.pattern ? { pattern: def.pattern.toString() } : {},
					inst,
					continue: !def.abort
				});
			}) : (_b = inst._zod).check ?? (_b.check = () => {});
		}), $ZodCheckRegex = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckRegex", (inst, def) => {
			$ZodCheckStringFormat.init(inst, def), inst._zod.check = (payload) => {
				def.pattern.lastIndex = 0, def.pattern.test(payload.value) || payload.issues.push({
					origin: "string",
					code: "invalid_format",
					format: "regex",
					input: payload.value,
					pattern: def.pattern.toString(),
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCheckLowerCase = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckLowerCase", (inst, def) => {
			def.pattern ??= _regexes_js__WEBPACK_IMPORTED_MODULE_2__.AC, $ZodCheckStringFormat.init(inst, def);
		}), $ZodCheckUpperCase = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckUpperCase", (inst, def) => {
			def.pattern ??= _regexes_js__WEBPACK_IMPORTED_MODULE_2__.Zv, $ZodCheckStringFormat.init(inst, def);
		}), $ZodCheckIncludes = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckIncludes", (inst, def) => {
			$ZodCheck.init(inst, def);
			let escapedRegex = _util_js__WEBPACK_IMPORTED_MODULE_1__.sD(def.includes);
			def.pattern = new RegExp(typeof def.position == "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex), inst._zod.check = (payload) => {
				payload.value.includes(def.includes, def.position) || payload.issues.push({
					origin: "string",
					code: "invalid_format",
					format: "includes",
					includes: def.includes,
					input: payload.value,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCheckStartsWith = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckStartsWith", (inst, def) => {
			$ZodCheck.init(inst, def);
			let pattern = RegExp(`^${_util_js__WEBPACK_IMPORTED_MODULE_1__.sD(def.prefix)}.*`);
			def.pattern ??= pattern, inst._zod.check = (payload) => {
				payload.value.startsWith(def.prefix) || payload.issues.push({
					origin: "string",
					code: "invalid_format",
					format: "starts_with",
					prefix: def.prefix,
					input: payload.value,
					inst,
					continue: !def.abort
				});
			};
		}), $ZodCheckEndsWith = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckEndsWith", (inst, def) => {
			$ZodCheck.init(inst, def);
			let pattern = RegExp(`.*${_util_js__WEBPACK_IMPORTED_MODULE_1__.sD(def.suffix)}$`);
			def.pattern ??= pattern, inst._zod.check = (payload) => {
				payload.value.endsWith(def.suffix) || payload.issues.push({
					origin: "string",
					code: "invalid_format",
					format: "ends_with",
					suffix: def.suffix,
					input: payload.value,
					inst,
					continue: !def.abort
				});
			};
		});
		function handleCheckPropertyResult(result, payload, property) {
			result.issues.length && payload.issues.push(..._util_js__WEBPACK_IMPORTED_MODULE_1__.lQ(property, result.issues));
		}
		let $ZodCheckProperties = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckProperties", (inst, def) => {
			$ZodCheck.init(inst, def), _util_js__WEBPACK_IMPORTED_MODULE_1__.jD(inst, Symbol.iterator, function* () {
				yield inst;
			});
			let entries;
			inst._zod.check = (payload) => {
				if (payload.value == null) {
					payload.issues.push({
						expected: "object",
						code: "invalid_type",
						input: payload.value,
						inst
					});
					return;
				}
				entries ??= Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]);
				let input = payload.value, proms;
				for (let [key, schema] of entries) {
					let result = schema._zod.run({
						value: input[key],
						issues: []
					}, {});
					result instanceof Promise ? (proms ??= [], proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)))) : handleCheckPropertyResult(result, payload, key);
				}
				if (proms) return Promise.all(proms).then(() => void 0);
			};
		}), $ZodCheckOverwrite = _core_js__WEBPACK_IMPORTED_MODULE_0__.xI("$ZodCheckOverwrite", (inst, def) => {
			$ZodCheck.init(inst, def), inst._zod.check = (payload) => {
				payload.value = def.tx(payload.value);
			};
		});
	}),
	88532: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
		__webpack_require__.d(__webpack_exports__, {
			$W: () => config,
			GT: () => $ZodAsyncError,
			cV: () => $ZodEncodeError,
			cr: () => globalConfig,
			tm: () => NEVER,
			xI: () => $constructor
		});
		var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54723), _a;
		let NEVER = Object.freeze({ status: "aborted" }), _zodDesc = {
			value: void 0,
			enumerable: !1
		}, _E = "captureStackTrace" in Error ? Error : null;
		function newError(Definition) {
			let E = _E;
			if (E) {
				let saved = E.stackTraceLimit;
				if (typeof saved == "number") {
					try {
						E.stackTraceLimit = 0;
					} catch {
						return _E = null, new Definition();
					}
					try {
						return new Definition();
					} finally {
						E.stackTraceLimit = saved;
					}
				}
			}
			return new Definition();
		}
		function $constructor(name, initializer, proto, params) {
			let zodProto = {};
			function Internals(def) {
				this.def = def, this.constr = _, this.traits = new Set();
			}
			Internals.prototype = zodProto;
			let protoMembers = proto, initialized = protoMembers && new WeakSet();
			function init(inst, def) {
				if (!inst._zod) {
					_zodDesc.value = new Internals(def);
					try {
						Object.defineProperty(inst, "_zod", _zodDesc);
					} finally {
						_zodDesc.value = void 0;
					}
				} else if (inst._zod.traits.has(name)) return;
				if (inst._zod.traits.add(name), initializer(inst, def), initialized) {
					let own = Object.getPrototypeOf(inst), ctorProto = inst._zod.constr.prototype, up = own;
					for (; up && up !== ctorProto;) up = Object.getPrototypeOf(up);
					let target = up ?? own;
					initialized.has(target) || (initialized.add(target), (0, _util_js__WEBPACK_IMPORTED_MODULE_0__.ol)(target, protoMembers));
				}
				let proto = _.prototype;
				for (let k in proto) Object.prototype.hasOwnProperty.call(proto, k) && (k in inst || (inst[k] = proto[k].bind(inst)));
			}
			let Parent = params?.Parent ?? Object;
			class Definition extends Parent {}
			Object.defineProperty(Definition, "name", { value: name });
			function _(def) {
				let inst = params?.Parent ? newError(Definition) : this;
				init(inst, def);
				let deferred = inst._zod.deferred;
				if (deferred) {
					for (let fn of deferred) fn();
					inst._zod.deferred = void 0;
				}
				let pp = globalThis.__zod_globalConfig?.postProcessor;
				return pp && pp(inst), inst;
			}
			return Object.defineProperty(_, "init", { value: init }), Object.defineProperty(_, Symbol.hasInstance, { value: (inst) => params?.Parent && inst instanceof params.Parent ? !0 : inst?._zod?.traits?.has(name) }), Object.defineProperty(_, "name", { value: name }), _;
		}
		class $ZodAsyncError extends Error {
			constructor() {
				super("Encountered Promise during synchronous parse. Use .parseAsync() instead.");
			}
		}
		class $ZodEncodeError extends Error {
			constructor(name) {
				super(`Encountered unidirectional transform during encode: ${name}`), this.name = "ZodEncodeError";
			}
		}
		(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
		let globalConfig = globalThis.__zod_globalConfig;
		function config(newConfig) {
			return newConfig && Object.assign(globalConfig, newConfig), globalConfig;
		}
	}),
	37428: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
		__webpack_require__.d(__webpack_exports__, {
			JM: () => flattenError,
			Kd: () => $ZodRealError,
			Wk: () => formatError,
			a$: () => $ZodError
		});
		var _core_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88532), _util_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54723);
		function _getMessage() {
			let internals = this._zod;
			return internals.message ??= JSON.stringify(internals.def, _util_js__WEBPACK_IMPORTED_MODULE_0__.k8, 2), internals.message;
		}
		function _setMessage(value) {
			this._zod.message = value;
		}
		let _messageDesc = {
			get: _getMessage,
			set: _setMessage,
			enumerable: !0,
			configurable: !0
		}, _issuesDesc = {
			value: void 0,
			enumerable: !1
		}, _installedToString = new WeakSet([Object.prototype, Error.prototype]), initializer = (inst, def) => {
			inst.name = "$ZodError", _issuesDesc.value = def, Object.defineProperty(inst, "issues", _issuesDesc), _issuesDesc.value = void 0, Object.defineProperty(inst, "message", _messageDesc);
			let proto = Object.getPrototypeOf(inst);
			_installedToString.has(proto) || (_installedToString.add(proto), Object.defineProperty(proto, "toString", {
				configurable: !0,
				enumerable: !1,
				get() {
					let value = () => this.message;
					return Object.defineProperty(this, "toString", {
						value,
						configurable: !0,
						writable: !0
					}), value;
				},
				set(value) {
					Object.defineProperty(this, "toString", {
						value,
						configurable: !0,
						writable: !0
					});
				}
			}));
		}, $ZodError = (0, _core_js__WEBPACK_IMPORTED_MODULE_1__.xI)("$ZodError", initializer), $ZodRealError = (0, _core_js__WEBPACK_IMPORTED_MODULE_1__.xI)("$ZodError", initializer, void 0, { Parent: Error });
		function node(obj, key, make) {
			return Object.prototype.hasOwnProperty.call(obj, key) || (key === "__proto__" ? Object.defineProperty(obj, key, {
				value: make(),
				writable: !0,
				enumerable: !0,
				configurable: !0
			}) : obj[key] = make()), obj[key];
		}
		function flattenError(error, mapper = (issue) => issue.message) {
			let fieldErrors = {}, formErrors = [];
			for (let sub of error.issues) sub.path.length > 0 ? node(fieldErrors, sub.path[0], () => []).push(mapper(sub)) : formErrors.push(mapper(sub));
			return {
				formErrors,
				fieldErrors
			};
		}
		function formatError(error, mapper = (issue) => issue.message) {
			let fieldErrors = { _errors: [] }, processError = (error, path = []) => {
				for (let issue of error.issues) if (issue.code === "invalid_union" && issue.errors.length) issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
				else if (issue.code === "invalid_key") processError({ issues: issue.issues }, [...path, ...issue.path]);
				else if (issue.code === "invalid_element") processError({ issues: issue.issues }, [...path, ...issue.path]);
				else {
					let fullpath = [...path, ...issue.path];
					if (fullpath.length === 0) fieldErrors._errors.push(mapper(issue));
					else {
						let curr = fieldErrors, i = 0;
						for (; i < fullpath.length;) {
							let el = fullpath[i], terminal = i === fullpath.length - 1;
							if (el === "_errors") {
								terminal && curr._errors.push(mapper(issue)), i++;
								continue;
							}
							Object.prototype.hasOwnProperty.call(curr, el) || Object.defineProperty(curr, el, {
								value: { _errors: [] },
								enumerable: !0,
								writable: !0,
								configurable: !0
							});
							let node = curr[el];
							terminal && node._errors.push(mapper(issue)), curr = node, i++;
						}
					}
				}
			};
			return processError(error), fieldErrors;
		}
	}),
	23908: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
		__webpack_require__.d(__webpack_exports__, {
			AC: () => lowercase,
			Ak: () => nanoid,
			D2: () => nanoidOfLength,
			F: () => httpProtocol,
			Gl: () => cuid2,
			K3: () => base64,
			Os: () => guid,
			Rp: () => email,
			Z0: () => ulid,
			Zg: () => emoji,
			Zv: () => uppercase,
			ai: () => number,
			ch: () => _null,
			fO: () => ksuid,
			gF: () => cuid,
			gp: () => anyString,
			hQ: () => e164,
			kB: () => time,
			kM: () => xid,
			l7: () => cidrv6,
			nd: () => integer,
			o: () => bigint,
			p0: () => duration,
			p6: () => date,
			r0: () => base64url,
			uR: () => uuid,
			uX: () => ipv4,
			ug: () => ipv6,
			w$: () => datetime,
			zM: () => boolean,
			zr: () => cidrv4
		});
		let cuid = /^[cC][0-9a-z]{6,}$/, cuid2 = /^[0-9a-z]+$/, ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/, xid = /^[0-9a-vA-V]{20}$/, ksuid = /^[A-Za-z0-9]{27}$/, nanoid = /^[a-zA-Z0-9_-]{21}$/;
		function nanoidOfLength(length) {
			return RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
		}
		let duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/, guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, uuid = (version) => version ? RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`) : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/, email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
		function emoji() {
			return RegExp("^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$", "u");
		}
		let ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/, ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/, cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/, cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/, base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/, base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/, httpProtocol = /^https?$/, e164 = /^\+[1-9]\d{6,14}$/, dateSource = "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
		function anchor(source) {
			return RegExp(`^${source}$`);
		}
		let date = anchor(dateSource);
		function timeSource(args) {
			let hhmm = "(?:[01]\\d|2[0-3]):[0-5]\\d";
			return typeof args.precision == "number" ? args.precision === -1 ? `${hhmm}` : args.precision === 0 ? `${hhmm}:[0-5]\\d` : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}` : args.seconds ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?` : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
		}
		function time(args) {
			return RegExp(`^${timeSource(args)}$`);
		}
		function datetime(args) {
			let opts = ["Z"];
			args.offset && opts.push("([+-](?:[01]\\d|2[0-3]):[0-5]\\d)");
			let qualified = `${timeSource({
				precision: args.precision,
				seconds: !0
			})}(?:${opts.join("|")})`, timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
			return RegExp(`^${dateSource}T(?:${timeRegex})$`);
		}
		let anyString = /^[\s\S]{0,}$/, bigint = /^-?\d+n?$/, integer = /^-?\d+$/, number = /^-?\d+(?:\.\d+)?$/, boolean = /^(?:true|false)$/i, _null = /^null$/i, lowercase = /^[^A-Z]*$/, uppercase = /^[^a-z]*$/;
	}),
	29396: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
		__webpack_require__.d(__webpack_exports__, { fd: () => globalRegistry });
		var _a;
		class $ZodRegistry {
			constructor() {
				this._map = new WeakMap(), this._idmap = new Map();
			}
			add(schema, ..._meta) {
				let meta = _meta[0];
				return this._map.set(schema, meta), meta && typeof meta == "object" && "id" in meta && this._idmap.set(meta.id, schema), this;
			}
			clear() {
				return this._map = new WeakMap(), this._idmap = new Map(), this;
			}
			remove(schema) {
				let meta = this._map.get(schema);
				return meta && typeof meta == "object" && "id" in meta && this._idmap.delete(meta.id), this._map.delete(schema), this;
			}
			get(schema) {
				let p = schema._zod.parent;
				if (p) {
					let pm = { ...this.get(p) ?? {} };
					delete pm.id;
					let f = {
						...pm,
						...this._map.get(schema)
					};
					return Object.keys(f).length ? f : void 0;
				}
				return this._map.get(schema);
			}
			has(schema) {
				return this._map.has(schema);
			}
		}
		function registry() {
			return new $ZodRegistry();
		}
		(_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
		let globalRegistry = globalThis.__zod_globalRegistry;
	}),
	54723: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
		__webpack_require__.d(__webpack_exports__, {
			A2: () => normalizeParams,
			B7: () => stringifyPrimitive,
			GW: () => parsedType,
			Gv: () => isObject,
			LG: () => floatSafeRemainder,
			MO: () => rawShape,
			NM: () => optionalKeys,
			NR: () => BIGINT_FORMAT_RANGES,
			O7: () => codePointLength,
			OH: () => partial,
			PO: () => cached,
			QH: () => aborted,
			Qd: () => isPlainObject,
			Rc: () => getLengthableOrigin,
			SS: () => constantCatch,
			UQ: () => esc,
			Up: () => pick,
			Vy: () => assignProp,
			W0: () => safeExtend,
			X: () => installLazyProp,
			X$: () => extend,
			Yv: () => slugify,
			cJ: () => omit,
			cl: () => nullish,
			d3: () => attachSchema,
			gJ: () => defineLazy,
			gx: () => captureStackTrace,
			h1: () => merge,
			hI: () => allowsEval,
			hi: () => sizeCaps,
			iR: () => finalizeIssue,
			jD: () => hide,
			jw: () => joinValues,
			k8: () => jsonStringifyReplacer,
			lQ: () => prefixIssues,
			mw: () => required,
			o8: () => clone,
			ol: () => members,
			p6: () => cleanRegex,
			qQ: () => propertyKeyTypes,
			qh: () => own,
			rL: () => explicitlyAborted,
			sD: () => escapeRegex,
			sn: () => issue,
			un: () => derived,
			v5: () => defineLazyInternal,
			w5: () => getEnumValues,
			yG: () => shallowClone,
			zH: () => NUMBER_FORMAT_RANGES,
			zM: () => mergeDefs
		});
		var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88532);
		function getEnumValues(entries) {
			let numericValues = Object.values(entries).filter((v) => typeof v == "number");
			return Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
		}
		function joinValues(array, separator = "|") {
			return array.map((val) => stringifyPrimitive(val)).join(separator);
		}
		function jsonStringifyReplacer(_, value) {
			return typeof value == "bigint" ? value.toString() : value;
		}
		class Cached {
			constructor(getter) {
				this._getter = getter, this._value = void 0;
			}
			get value() {
				let getter = this._getter;
				return getter !== void 0 && (this._value = getter(), this._getter = void 0), this._value;
			}
		}
		function cached(getter) {
			return new Cached(getter);
		}
		function nullish(input) {
			return input == null;
		}
		function cleanRegex(source) {
			let start = +!!source.startsWith("^"), end = source.endsWith("$") ? source.length - 1 : source.length;
			return source.slice(start, end);
		}
		function floatSafeRemainder(val, step) {
			let ratio = val / step, roundedRatio = Math.round(ratio), tolerance = 4 * 2 ** -52 * Math.max(Math.abs(ratio), 1);
			return Math.abs(ratio - roundedRatio) < tolerance ? 0 : ratio - roundedRatio;
		}
		let EVALUATING = Symbol("evaluating");
		function defineLazy(object, key, getter) {
			let value;
			Object.defineProperty(object, key, {
				get() {
					if (value !== EVALUATING) return value === void 0 && (value = EVALUATING, value = getter()), value;
				},
				set(v) {
					Object.defineProperty(object, key, { value: v });
				},
				configurable: !0
			});
		}
		function assignProp(target, prop, value) {
			Object.defineProperty(target, prop, {
				value,
				writable: !0,
				enumerable: !0,
				configurable: !0
			});
		}
		function rawShape(def) {
			let desc = Object.getOwnPropertyDescriptor(def, "shape");
			return desc?.get ? desc.get.raw : desc?.value;
		}
		function sourceShape(schema) {
			return rawShape(schema._zod.def) ?? schema._zod.def.shape;
		}
		function deferProp(target, key, getter) {
			Object.defineProperty(target, key, {
				get() {
					let value = getter();
					return assignProp(this, key, value), value;
				},
				enumerable: !0,
				configurable: !0
			});
		}
		function putProp(target, key, value) {
			key in target ? assignProp(target, key, value) : target[key] = value;
		}
		function mirrorShape(target, source, keys, wrap) {
			let raw = sourceShape(source);
			for (let key of keys) {
				let desc = Object.getOwnPropertyDescriptor(raw, key);
				desc.enumerable && (desc.get ? deferProp(target, key, () => {
					let value = source._zod.def.shape[key];
					return wrap ? wrap(value, key) : value;
				}) : putProp(target, key, wrap ? wrap(desc.value, key) : desc.value));
			}
		}
		function mirrorProps(target, source) {
			for (let key of Reflect.ownKeys(source)) {
				let desc = Object.getOwnPropertyDescriptor(source, key);
				desc.enumerable && (desc.get ? deferProp(target, key, () => source[key]) : putProp(target, key, desc.value));
			}
		}
		function mergeDefs(...defs) {
			let mergedDescriptors = {};
			for (let def of defs) {
				let descriptors = Object.getOwnPropertyDescriptors(def);
				Object.assign(mergedDescriptors, descriptors);
			}
			return Object.defineProperties({}, mergedDescriptors);
		}
		function esc(str) {
			return JSON.stringify(str);
		}
		function slugify(input) {
			return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
		}
		let captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {};
		function isObject(data) {
			return typeof data == "object" && !!data && !Array.isArray(data);
		}
		let allowsEval = cached(() => {
			if (_core_js__WEBPACK_IMPORTED_MODULE_0__.cr.jitless || typeof navigator < "u" && navigator?.userAgent?.includes("Cloudflare")) return !1;
			try {
				return Function(""), !0;
			} catch {
				return !1;
			}
		});
		function isPlainObject(o) {
			if (isObject(o) === !1) return !1;
			let ctor = o.constructor;
			if (ctor === void 0 || typeof ctor != "function") return !0;
			let prot = ctor.prototype;
			return isObject(prot) !== !1 && Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") !== !1;
		}
		function shallowClone(o) {
			return isPlainObject(o) ? { ...o } : Array.isArray(o) ? [...o] : o instanceof Map ? new Map(o) : o instanceof Set ? new Set(o) : o;
		}
		let propertyKeyTypes = new Set([
			"string",
			"number",
			"symbol"
		]);
		function escapeRegex(str) {
			return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
		}
		function clone(inst, def, params) {
			let cl = new inst._zod.constr(def ?? inst._zod.def);
			return (!def || params?.parent) && (cl._zod.parent = inst), cl;
		}
		function normalizeParams(_params) {
			let params = _params;
			if (!params) return {};
			if (typeof params == "string") return { error: () => params };
			if (params?.message !== void 0) {
				if (params?.error !== void 0) throw Error("Cannot specify both `message` and `error` params");
				params.error = params.message;
			}
			return delete params.message, typeof params.error == "string" ? {
				...params,
				error: () => params.error
			} : params;
		}
		function stringifyPrimitive(value) {
			return typeof value == "bigint" ? value.toString() + "n" : typeof value == "string" ? `"${value}"` : `${value}`;
		}
		function optionalKeys(shape) {
			return Object.keys(shape).filter((k) => shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional");
		}
		let NUMBER_FORMAT_RANGES = {
			safeint: [-(2 ** 53 - 1), 2 ** 53 - 1],
			int32: [-2147483648, 2147483647],
			uint32: [0, 4294967295],
			float32: [-34028234663852886e22, 34028234663852886e22],
			float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
		}, BIGINT_FORMAT_RANGES = {
			int64: [BigInt("-9223372036854775808"), BigInt("9223372036854775807")],
			uint64: [BigInt(0), BigInt("18446744073709551615")]
		};
		function pick(schema, mask) {
			let currDef = schema._zod.def, checks = currDef.checks;
			if (checks && checks.length > 0) throw Error(".pick() cannot be used on object schemas containing refinements");
			let newShape = {};
			return mirrorShape(newShape, schema, maskedKeys(schema, mask)), clone(schema, mergeDefs(currDef, {
				shape: newShape,
				checks: []
			}));
		}
		function maskedKeys(schema, mask) {
			let raw = sourceShape(schema), keys = [];
			for (let key of Reflect.ownKeys(mask)) {
				if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) throw Error(`Unrecognized key: "${String(key)}"`);
				mask[key] && keys.push(key);
			}
			return keys;
		}
		function omit(schema, mask) {
			let currDef = schema._zod.def, checks = currDef.checks;
			if (checks && checks.length > 0) throw Error(".omit() cannot be used on object schemas containing refinements");
			let omitted = new Set(maskedKeys(schema, mask)), newShape = {};
			return mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key))), clone(schema, mergeDefs(currDef, {
				shape: newShape,
				checks: []
			}));
		}
		function extend(schema, shape) {
			if (!isPlainObject(shape)) throw Error("Invalid input to extend: expected a plain object");
			let checks = schema._zod.def.checks;
			if (checks && checks.length > 0) {
				let existingShape = sourceShape(schema);
				for (let key of Reflect.ownKeys(shape)) if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) throw Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
			}
			return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
		}
		function extended(schema, shape) {
			let newShape = {};
			return mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema))), mirrorProps(newShape, shape), newShape;
		}
		function safeExtend(schema, shape) {
			if (!isPlainObject(shape)) throw Error("Invalid input to safeExtend: expected a plain object");
			return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
		}
		function merge(a, b) {
			if (!b?._zod?.def) throw Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
			if (a._zod.def.checks?.length) throw Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
			let newShape = {};
			return mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a))), mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b))), clone(a, mergeDefs(a._zod.def, {
				shape: newShape,
				get catchall() {
					return b._zod.def.catchall;
				},
				checks: b._zod.def.checks ?? []
			}));
		}
		function partial(Class, schema, mask, name = "partial") {
			let checks = schema._zod.def.checks;
			if (checks && checks.length > 0) throw Error(`.${name}() cannot be used on object schemas containing refinements`);
			let selected = mask ? new Set(maskedKeys(schema, mask)) : void 0, newShape = {};
			return mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class && ((value, key) => selected && !selected.has(key) ? value : new Class({
				type: "optional",
				innerType: value
			}))), clone(schema, mergeDefs(schema._zod.def, {
				shape: newShape,
				checks: []
			}));
		}
		function required(Class, schema, mask) {
			let selected = mask ? new Set(maskedKeys(schema, mask)) : void 0, newShape = {};
			return mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => selected && !selected.has(key) ? value : new Class({
				type: "nonoptional",
				innerType: value
			})), clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
		}
		function aborted(x, startIndex = 0) {
			if (x.aborted === !0) return !0;
			for (let i = startIndex; i < x.issues.length; i++) if (x.issues[i]?.continue !== !0) return !0;
			return !1;
		}
		function explicitlyAborted(x, startIndex = 0) {
			if (x.aborted === !0) return !0;
			for (let i = startIndex; i < x.issues.length; i++) if (x.issues[i]?.continue === !1) return !0;
			return !1;
		}
		function prefixIssues(path, issues) {
			return issues.map((iss) => {
				var _a;
				return (_a = iss).path ?? (_a.path = []), iss.path.unshift(path), iss;
			});
		}
		function unwrapMessage(message) {
			return typeof message == "string" ? message : message?.message;
		}
		function sizeCaps(defChecks) {
			let caps = [];
			for (let ch of defChecks ?? []) {
				let d = ch._zod.def;
				if (!/_(length|size)$|_equals$/.test(d.check)) break;
				let max = d.maximum ?? d.length ?? d.size;
				max >= 0 && caps.push([max, ch]);
			}
			return caps;
		}
		function attachSchema(issues, start, inst) {
			var _a;
			for (let i = start; i < issues.length; i++) (_a = issues[i]).schema ?? (_a.schema = inst);
		}
		function finalizeIssue(iss, ctx, config) {
			var _a;
			let traits = iss.inst?._zod?.traits;
			traits?.has("$ZodType") && (traits.has("$ZodCheck") ? (_a = iss).schema ?? (_a.schema = iss.inst) : iss.schema = iss.inst);
			let schemaError = iss.schema === iss.inst ? void 0 : iss.schema?._zod.def?.error, message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config.customError?.(iss)) ?? unwrapMessage(config.localeError?.(iss)) ?? "Invalid input", full = {};
			for (let k of Object.keys(iss)) k !== "inst" && k !== "schema" && k !== "continue" && k !== "input" && k !== "__proto__" && (full[k] = iss[k]);
			return full.path ??= [], full.message = message, ctx?.reportInput && (full.input = iss.input), full;
		}
		let highSurrogate = /[\uD800-\uDBFF]/;
		function codePointLength(str) {
			let units = str.length;
			if (!highSurrogate.test(str)) return units;
			let count = units;
			for (let i = 0; i < units - 1; i++) (str.charCodeAt(i) & 64512) == 55296 && (str.charCodeAt(i + 1) & 64512) == 56320 && (count--, i++);
			return count;
		}
		function getLengthableOrigin(input) {
			return Array.isArray(input) ? "array" : typeof input == "string" ? "string" : "unknown";
		}
		function parsedType(data) {
			let t = typeof data;
			switch (t) {
				case "number": return Number.isNaN(data) ? "nan" : "number";
				case "object": {
					if (data === null) return "null";
					if (Array.isArray(data)) return "array";
					let obj = data;
					if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) return obj.constructor.name;
				}
			}
			return t;
		}
		function issue(...args) {
			let [iss, input, inst] = args;
			return typeof iss == "string" ? {
				message: iss,
				code: "custom",
				input,
				inst
			} : { ...iss };
		}
		function members(proto, table) {
			for (let key in table) {
				let desc = Object.getOwnPropertyDescriptor(table, key);
				desc.get ? Object.defineProperty(proto, key, {
					...desc,
					enumerable: !1
				}) : defineBound(proto, key, desc.value);
			}
		}
		function own(inst, key, value, enumerable = !0) {
			return Object.defineProperty(inst, key, {
				configurable: !0,
				writable: !0,
				enumerable,
				value
			}), value;
		}
		function hide(inst, key, value) {
			return own(inst, key, value, !1);
		}
		function derived(computes, table) {
			for (let key in computes) {
				let compute = computes[key];
				Object.defineProperty(table, key, {
					configurable: !0,
					enumerable: !0,
					get() {
						return own(this, key, compute(this));
					},
					set(value) {
						own(this, key, value);
					}
				});
			}
			return table;
		}
		function defineBound(proto, key, fn) {
			Object.defineProperty(proto, key, {
				configurable: !0,
				get() {
					return this == null ? fn : own(this, key, fn.bind(this));
				},
				set(value) {
					own(this, key, value);
				}
			});
		}
		function claim(inst, sentinel) {
			let proto = Object.getPrototypeOf(inst);
			return sentinel in proto ? void 0 : proto;
		}
		let installing, broke = !1, breaker = {
			configurable: !0,
			get() {
				broke = !0;
			}
		};
		function defineLazyInternal(inst, key, compute) {
			let proto = Object.getPrototypeOf(inst._zod);
			key in proto && installing !== inst._zod ? installing = void 0 : (installing = inst._zod, Object.defineProperty(proto, key, {
				configurable: !0,
				get() {
					Object.defineProperty(this, key, breaker);
					let outer = broke;
					broke = !1;
					try {
						let value = compute(this);
						return broke ? delete this[key] : Object.defineProperty(this, key, {
							configurable: !0,
							writable: !0,
							value
						}), broke ||= outer, value;
					} catch (err) {
						throw delete this[key], broke ||= outer, err;
					}
				},
				set(value) {
					Object.defineProperty(this, key, {
						configurable: !0,
						writable: !0,
						value
					});
				}
			}));
		}
		function installLazyProp(inst, key, make, enumerable) {
			let proto = claim(inst, key);
			proto && Object.defineProperty(proto, key, {
				configurable: !0,
				get() {
					let desc = {
						configurable: !0,
						writable: !0,
						enumerable,
						value: void 0
					};
					return Object.defineProperty(this, key, desc), desc.value = make(this), Object.defineProperty(this, key, desc), desc.value;
				},
				set(value) {
					Object.defineProperty(this, key, {
						configurable: !0,
						writable: !0,
						enumerable,
						value
					});
				}
			});
		}
		function constantCatch(value) {
			let fn = () => value;
			return fn["~constantCatch"] = !0, fn;
		}
	})
};

export const id = 91;
export const ids = [91];
export const modules = {
	89379: ((module, __unused_webpack_exports, __webpack_require__) => {
		let ANY = Symbol("SemVer ANY");
		class Comparator {
			static get ANY() {
				return ANY;
			}
			constructor(comp, options) {
				if (options = parseOptions(options), comp instanceof Comparator) {
					if (comp.loose === !!options.loose) return comp;
					comp = comp.value;
				}
				comp = comp.trim().split(/\s+/).join(" "), debug("comparator", comp, options), this.options = options, this.loose = !!options.loose, this.parse(comp), this.value = this.semver === ANY ? "" : this.operator + this.semver.version, debug("comp", this);
			}
			parse(comp) {
				let r = this.options.loose ? re[t.COMPARATORLOOSE] : re[t.COMPARATOR], m = comp.match(r);
				if (!m) throw TypeError(`Invalid comparator: ${comp}`);
				this.operator = m[1] === void 0 ? "" : m[1], this.operator === "=" && (this.operator = ""), this.semver = m[2] ? new SemVer(m[2], this.options.loose) : ANY;
			}
			toString() {
				return this.value;
			}
			test(version) {
				if (debug("Comparator.test", version, this.options.loose), this.semver === ANY || version === ANY) return !0;
				if (typeof version == "string") try {
					version = new SemVer(version, this.options);
				} catch {
					return !1;
				}
				return cmp(version, this.operator, this.semver, this.options);
			}
			intersects(comp, options) {
				if (!(comp instanceof Comparator)) throw TypeError("a Comparator is required");
				return this.operator === "" ? this.value === "" || new Range(comp.value, options).test(this.value) : comp.operator === "" ? comp.value === "" || new Range(this.value, options).test(comp.semver) : (options = parseOptions(options), options.includePrerelease && (this.value === "<0.0.0-0" || comp.value === "<0.0.0-0") || !options.includePrerelease && (this.value.startsWith("<0.0.0") || comp.value.startsWith("<0.0.0")) ? !1 : !!(this.operator.startsWith(">") && comp.operator.startsWith(">") || this.operator.startsWith("<") && comp.operator.startsWith("<") || this.semver.version === comp.semver.version && this.operator.includes("=") && comp.operator.includes("=") || cmp(this.semver, "<", comp.semver, options) && this.operator.startsWith(">") && comp.operator.startsWith("<") || cmp(this.semver, ">", comp.semver, options) && this.operator.startsWith("<") && comp.operator.startsWith(">")));
			}
		}
		module.exports = Comparator;
		let parseOptions = __webpack_require__(70356), { safeRe: re, t } = __webpack_require__(95471), cmp = __webpack_require__(28646), debug = __webpack_require__(1159), SemVer = __webpack_require__(7163), Range = __webpack_require__(96782);
	}),
	96782: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SPACE_CHARACTERS = /\s+/g;
		class Range {
			constructor(range, options) {
				if (options = parseOptions(options), range instanceof Range) return range.loose === !!options.loose && range.includePrerelease === !!options.includePrerelease ? range : new Range(range.raw, options);
				if (range instanceof Comparator) return this.raw = range.value, this.set = [[range]], this.formatted = void 0, this;
				if (this.options = options, this.loose = !!options.loose, this.includePrerelease = !!options.includePrerelease, this.raw = range.trim().replace(SPACE_CHARACTERS, " "), this.set = this.raw.split("||").map((r) => this.parseRange(r.trim())).filter((c) => c.length), !this.set.length) throw TypeError(`Invalid SemVer Range: ${this.raw}`);
				if (this.set.length > 1) {
					let first = this.set[0];
					if (this.set = this.set.filter((c) => !isNullSet(c[0])), this.set.length === 0) this.set = [first];
					else if (this.set.length > 1) {
						for (let c of this.set) if (c.length === 1 && isAny(c[0])) {
							this.set = [c];
							break;
						}
					}
				}
				this.formatted = void 0;
			}
			get range() {
				if (this.formatted === void 0) {
					this.formatted = "";
					for (let i = 0; i < this.set.length; i++) {
						i > 0 && (this.formatted += "||");
						let comps = this.set[i];
						for (let k = 0; k < comps.length; k++) k > 0 && (this.formatted += " "), this.formatted += comps[k].toString().trim();
					}
				}
				return this.formatted;
			}
			format() {
				return this.range;
			}
			toString() {
				return this.range;
			}
			parseRange(range) {
				range = range.replace(BUILDSTRIPRE, "");
				let memoKey = ((this.options.includePrerelease && FLAG_INCLUDE_PRERELEASE) | (this.options.loose && FLAG_LOOSE)) + ":" + range, cached = cache.get(memoKey);
				if (cached) return cached;
				let loose = this.options.loose, hr = loose ? re[t.HYPHENRANGELOOSE] : re[t.HYPHENRANGE];
				range = range.replace(hr, hyphenReplace(this.options.includePrerelease)), debug("hyphen replace", range), range = trimComparatorWhitespace(range), debug("comparator trim", range), range = range.replace(re[t.TILDETRIM], tildeTrimReplace), debug("tilde trim", range), range = range.replace(re[t.CARETTRIM], caretTrimReplace), debug("caret trim", range);
				let rangeList = range.split(" ").map((comp) => parseComparator(comp, this.options)).join(" ").split(/\s+/).map((comp) => replaceGTE0(comp, this.options));
				loose && (rangeList = rangeList.filter((comp) => (debug("loose invalid filter", comp, this.options), !!comp.match(re[t.COMPARATORLOOSE])))), debug("range list", rangeList);
				let rangeMap = new Map(), comparators = rangeList.map((comp) => new Comparator(comp, this.options));
				for (let comp of comparators) {
					if (isNullSet(comp)) return [comp];
					rangeMap.set(comp.value, comp);
				}
				rangeMap.size > 1 && rangeMap.has("") && rangeMap.delete("");
				let result = [...rangeMap.values()];
				return cache.set(memoKey, result), result;
			}
			intersects(range, options) {
				if (!(range instanceof Range)) throw TypeError("a Range is required");
				return this.set.some((thisComparators) => isSatisfiable(thisComparators, options) && range.set.some((rangeComparators) => isSatisfiable(rangeComparators, options) && thisComparators.every((thisComparator) => rangeComparators.every((rangeComparator) => thisComparator.intersects(rangeComparator, options)))));
			}
			test(version) {
				if (!version) return !1;
				if (typeof version == "string") try {
					version = new SemVer(version, this.options);
				} catch {
					return !1;
				}
				for (let i = 0; i < this.set.length; i++) if (testSet(this.set[i], version, this.options)) return !0;
				return !1;
			}
		}
		module.exports = Range;
		let cache = new (__webpack_require__(61383))(), parseOptions = __webpack_require__(70356), Comparator = __webpack_require__(89379), debug = __webpack_require__(1159), SemVer = __webpack_require__(7163), trimComparatorWhitespace = __webpack_require__(69737), { safeRe: re, src, t, tildeTrimReplace, caretTrimReplace } = __webpack_require__(95471), { FLAG_INCLUDE_PRERELEASE, FLAG_LOOSE } = __webpack_require__(45101), BUILDSTRIPRE = new RegExp(src[t.BUILD], "g"), isNullSet = (c) => c.value === "<0.0.0-0", isAny = (c) => c.value === "", isSatisfiable = (comparators, options) => {
			let result = !0, remainingComparators = comparators.slice(), testComparator = remainingComparators.pop();
			for (; result && remainingComparators.length;) result = remainingComparators.every((otherComparator) => testComparator.intersects(otherComparator, options)), testComparator = remainingComparators.pop();
			return result;
		}, parseComparator = (comp, options) => (comp = comp.replace(re[t.BUILD], ""), debug("comp", comp, options), comp = replaceCarets(comp, options), debug("caret", comp), comp = replaceTildes(comp, options), debug("tildes", comp), comp = replaceXRanges(comp, options), debug("xrange", comp), comp = replaceStars(comp, options), debug("stars", comp), comp), isX = (id) => !id || id.toLowerCase() === "x" || id === "*", invalidXRangeOrder = (M, m, p) => isX(M) && !isX(m) || isX(m) && p && !isX(p), replaceTildes = (comp, options) => comp.trim().split(/\s+/).map((c) => replaceTilde(c, options)).join(" "), replaceTilde = (comp, options) => {
			let r = options.loose ? re[t.TILDELOOSE] : re[t.TILDE], z = options.includePrerelease ? "-0" : "";
			return comp.replace(r, (_, M, m, p, pr) => {
				debug("tilde", comp, _, M, m, p, pr);
				let ret;
				return isX(M) ? ret = "" : isX(m) ? ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0` : isX(p) ? ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0` : pr ? (debug("replaceTilde pr", pr), ret = `>=${M}.${m}.${p}-${pr} <${M}.${+m + 1}.0-0`) : ret = `>=${M}.${m}.${p} <${M}.${+m + 1}.0-0`, debug("tilde return", ret), ret;
			});
		}, replaceCarets = (comp, options) => comp.trim().split(/\s+/).map((c) => replaceCaret(c, options)).join(" "), replaceCaret = (comp, options) => {
			debug("caret", comp, options);
			let r = options.loose ? re[t.CARETLOOSE] : re[t.CARET], z = options.includePrerelease ? "-0" : "";
			return comp.replace(r, (_, M, m, p, pr) => {
				debug("caret", comp, _, M, m, p, pr);
				let ret;
				return isX(M) ? ret = "" : isX(m) ? ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0` : isX(p) ? ret = M === "0" ? `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0` : `>=${M}.${m}.0${z} <${+M + 1}.0.0-0` : pr ? (debug("replaceCaret pr", pr), ret = M === "0" ? m === "0" ? `>=${M}.${m}.${p}-${pr} <${M}.${m}.${+p + 1}-0` : `>=${M}.${m}.${p}-${pr} <${M}.${+m + 1}.0-0` : `>=${M}.${m}.${p}-${pr} <${+M + 1}.0.0-0`) : (debug("no pr"), ret = M === "0" ? m === "0" ? `>=${M}.${m}.${p} <${M}.${m}.${+p + 1}-0` : `>=${M}.${m}.${p} <${M}.${+m + 1}.0-0` : `>=${M}.${m}.${p} <${+M + 1}.0.0-0`), debug("caret return", ret), ret;
			});
		}, replaceXRanges = (comp, options) => (debug("replaceXRanges", comp, options), comp.split(/\s+/).map((c) => replaceXRange(c, options)).join(" ")), replaceXRange = (comp, options) => {
			comp = comp.trim();
			let r = options.loose ? re[t.XRANGELOOSE] : re[t.XRANGE];
			return comp.replace(r, (ret, gtlt, M, m, p, pr) => {
				if (debug("xRange", comp, ret, gtlt, M, m, p, pr), invalidXRangeOrder(M, m, p)) return comp;
				let xM = isX(M), xm = xM || isX(m), xp = xm || isX(p), anyX = xp;
				return gtlt === "=" && anyX && (gtlt = ""), pr = options.includePrerelease ? "-0" : "", xM ? ret = gtlt === ">" || gtlt === "<" ? "<0.0.0-0" : "*" : gtlt && anyX ? (xm && (m = 0), p = 0, gtlt === ">" ? (gtlt = ">=", xm ? (M = +M + 1, m = 0, p = 0) : (m = +m + 1, p = 0)) : gtlt === "<=" && (gtlt = "<", xm ? M = +M + 1 : m = +m + 1), gtlt === "<" && (pr = "-0"), ret = `${gtlt + M}.${m}.${p}${pr}`) : xm ? ret = `>=${M}.0.0${pr} <${+M + 1}.0.0-0` : xp && (ret = `>=${M}.${m}.0${pr} <${M}.${+m + 1}.0-0`), debug("xRange return", ret), ret;
			});
		}, replaceStars = (comp, options) => (debug("replaceStars", comp, options), comp.trim().replace(re[t.STAR], "")), replaceGTE0 = (comp, options) => (debug("replaceGTE0", comp, options), comp.trim().replace(re[options.includePrerelease ? t.GTE0PRE : t.GTE0], "")), hyphenReplace = (incPr) => ($0, from, fM, fm, fp, fpr, fb, to, tM, tm, tp, tpr) => (from = isX(fM) ? "" : isX(fm) ? `>=${fM}.0.0${incPr ? "-0" : ""}` : isX(fp) ? `>=${fM}.${fm}.0${incPr ? "-0" : ""}` : fpr ? `>=${from}` : `>=${from}${incPr ? "-0" : ""}`, to = isX(tM) ? "" : isX(tm) ? `<${+tM + 1}.0.0-0` : isX(tp) ? `<${tM}.${+tm + 1}.0-0` : tpr ? `<=${tM}.${tm}.${tp}-${tpr}` : incPr ? `<${tM}.${tm}.${+tp + 1}-0` : `<=${to}`, `${from} ${to}`.trim()), testSet = (set, version, options) => {
			for (let i = 0; i < set.length; i++) if (!set[i].test(version)) return !1;
			if (version.prerelease.length && !options.includePrerelease) {
				for (let i = 0; i < set.length; i++) if (debug(set[i].semver), set[i].semver !== Comparator.ANY && set[i].semver.prerelease.length > 0) {
					let allowed = set[i].semver;
					if (allowed.major === version.major && allowed.minor === version.minor && allowed.patch === version.patch) return !0;
				}
				return !1;
			}
			return !0;
		};
	}),
	7163: ((module, __unused_webpack_exports, __webpack_require__) => {
		let debug = __webpack_require__(1159), { MAX_LENGTH, MAX_SAFE_INTEGER } = __webpack_require__(45101), { safeRe: re, t } = __webpack_require__(95471), parseOptions = __webpack_require__(70356), { compareIdentifiers } = __webpack_require__(73348), isPrereleaseIdentifier = (prerelease, identifier) => {
			let identifiers = identifier.split(".");
			if (identifiers.length > prerelease.length) return !1;
			for (let i = 0; i < identifiers.length; i++) if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0) return !1;
			return !0;
		};
		class SemVer {
			constructor(version, options) {
				if (options = parseOptions(options), version instanceof SemVer) {
					if (version.loose === !!options.loose && version.includePrerelease === !!options.includePrerelease) return version;
					version = version.version;
				} else if (typeof version != "string") throw TypeError(`Invalid version. Must be a string. Got type "${typeof version}".`);
				if (version.length > MAX_LENGTH) throw TypeError(`version is longer than ${MAX_LENGTH} characters`);
				debug("SemVer", version, options), this.options = options, this.loose = !!options.loose, this.includePrerelease = !!options.includePrerelease;
				let m = version.trim().match(options.loose ? re[t.LOOSE] : re[t.FULL]);
				if (!m) throw TypeError(`Invalid Version: ${version}`);
				if (this.raw = version, this.major = +m[1], this.minor = +m[2], this.patch = +m[3], this.major > MAX_SAFE_INTEGER || this.major < 0) throw TypeError("Invalid major version");
				if (this.minor > MAX_SAFE_INTEGER || this.minor < 0) throw TypeError("Invalid minor version");
				if (this.patch > MAX_SAFE_INTEGER || this.patch < 0) throw TypeError("Invalid patch version");
				this.prerelease = m[4] ? m[4].split(".").map((id) => {
					if (/^[0-9]+$/.test(id)) {
						let num = +id;
						if (num >= 0 && num < MAX_SAFE_INTEGER) return num;
					}
					return id;
				}) : [], this.build = m[5] ? m[5].split(".") : [], this.format();
			}
			format() {
				return this.version = `${this.major}.${this.minor}.${this.patch}`, this.prerelease.length && (this.version += `-${this.prerelease.join(".")}`), this.version;
			}
			toString() {
				return this.version;
			}
			compare(other) {
				if (debug("SemVer.compare", this.version, this.options, other), !(other instanceof SemVer)) {
					if (typeof other == "string" && other === this.version) return 0;
					other = new SemVer(other, this.options);
				}
				return other.version === this.version ? 0 : this.compareMain(other) || this.comparePre(other);
			}
			compareMain(other) {
				return other instanceof SemVer || (other = new SemVer(other, this.options)), this.major < other.major ? -1 : this.major > other.major ? 1 : this.minor < other.minor ? -1 : this.minor > other.minor ? 1 : this.patch < other.patch ? -1 : +(this.patch > other.patch);
			}
			comparePre(other) {
				if (other instanceof SemVer || (other = new SemVer(other, this.options)), this.prerelease.length && !other.prerelease.length) return -1;
				if (!this.prerelease.length && other.prerelease.length) return 1;
				if (!this.prerelease.length && !other.prerelease.length) return 0;
				let i = 0;
				do {
					let a = this.prerelease[i], b = other.prerelease[i];
					if (debug("prerelease compare", i, a, b), a === void 0 && b === void 0) return 0;
					if (b === void 0) return 1;
					if (a === void 0) return -1;
					if (a !== b) return compareIdentifiers(a, b);
				} while (++i);
			}
			compareBuild(other) {
				other instanceof SemVer || (other = new SemVer(other, this.options));
				let i = 0;
				do {
					let a = this.build[i], b = other.build[i];
					if (debug("build compare", i, a, b), a === void 0 && b === void 0) return 0;
					if (b === void 0) return 1;
					if (a === void 0) return -1;
					if (a !== b) return compareIdentifiers(a, b);
				} while (++i);
			}
			inc(release, identifier, identifierBase) {
				if (release.startsWith("pre")) {
					if (!identifier && identifierBase === !1) throw Error("invalid increment argument: identifier is empty");
					if (identifier) {
						let match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE]);
						if (!match || match[1] !== identifier) throw Error(`invalid identifier: ${identifier}`);
					}
				}
				switch (release) {
					case "premajor":
						this.prerelease.length = 0, this.patch = 0, this.minor = 0, this.major++, this.inc("pre", identifier, identifierBase);
						break;
					case "preminor":
						this.prerelease.length = 0, this.patch = 0, this.minor++, this.inc("pre", identifier, identifierBase);
						break;
					case "prepatch":
						this.prerelease.length = 0, this.inc("patch", identifier, identifierBase), this.inc("pre", identifier, identifierBase);
						break;
					case "prerelease":
						this.prerelease.length === 0 && this.inc("patch", identifier, identifierBase), this.inc("pre", identifier, identifierBase);
						break;
					case "release":
						if (this.prerelease.length === 0) throw Error(`version ${this.raw} is not a prerelease`);
						this.prerelease.length = 0;
						break;
					case "major":
						(this.minor !== 0 || this.patch !== 0 || this.prerelease.length === 0) && this.major++, this.minor = 0, this.patch = 0, this.prerelease = [];
						break;
					case "minor":
						(this.patch !== 0 || this.prerelease.length === 0) && this.minor++, this.patch = 0, this.prerelease = [];
						break;
					case "patch":
						this.prerelease.length === 0 && this.patch++, this.prerelease = [];
						break;
					case "pre": {
						let base = +!!Number(identifierBase);
						if (this.prerelease.length === 0) this.prerelease = [base];
						else {
							let i = this.prerelease.length;
							for (; --i >= 0;) typeof this.prerelease[i] == "number" && (this.prerelease[i]++, i = -2);
							if (i === -1) {
								if (identifier === this.prerelease.join(".") && identifierBase === !1) throw Error("invalid increment argument: identifier already exists");
								this.prerelease.push(base);
							}
						}
						if (identifier) {
							let prerelease = [identifier, base];
							if (identifierBase === !1 && (prerelease = [identifier]), isPrereleaseIdentifier(this.prerelease, identifier)) {
								let prereleaseBase = this.prerelease[identifier.split(".").length];
								isNaN(prereleaseBase) && (this.prerelease = prerelease);
							} else this.prerelease = prerelease;
						}
						break;
					}
					default: throw Error(`invalid increment argument: ${release}`);
				}
				return this.raw = this.format(), this.build.length && (this.raw += `+${this.build.join(".")}`), this;
			}
		}
		module.exports = SemVer;
	}),
	1799: ((module, __unused_webpack_exports, __webpack_require__) => {
		let parse = __webpack_require__(16353);
		module.exports = (version, options) => {
			let s = parse(version.trim().replace(/^[=v]+/, ""), options);
			return s ? s.version : null;
		};
	}),
	28646: ((module, __unused_webpack_exports, __webpack_require__) => {
		let eq = __webpack_require__(55082), neq = __webpack_require__(4974), gt = __webpack_require__(16599), gte = __webpack_require__(41236), lt = __webpack_require__(3872), lte = __webpack_require__(56717);
		module.exports = (a, op, b, loose) => {
			switch (op) {
				case "===": return typeof a == "object" && (a = a.version), typeof b == "object" && (b = b.version), a === b;
				case "!==": return typeof a == "object" && (a = a.version), typeof b == "object" && (b = b.version), a !== b;
				case "":
				case "=":
				case "==": return eq(a, b, loose);
				case "!=": return neq(a, b, loose);
				case ">": return gt(a, b, loose);
				case ">=": return gte(a, b, loose);
				case "<": return lt(a, b, loose);
				case "<=": return lte(a, b, loose);
				default: throw TypeError(`Invalid operator: ${op}`);
			}
		};
	}),
	35385: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163), parse = __webpack_require__(16353), { safeRe: re, t } = __webpack_require__(95471);
		module.exports = (version, options) => {
			if (version instanceof SemVer) return version;
			if (typeof version == "number" && (version = String(version)), typeof version != "string") return null;
			options ||= {};
			let match = null;
			if (!options.rtl) match = version.match(options.includePrerelease ? re[t.COERCEFULL] : re[t.COERCE]);
			else {
				let coerceRtlRegex = options.includePrerelease ? re[t.COERCERTLFULL] : re[t.COERCERTL], next;
				for (; (next = coerceRtlRegex.exec(version)) && (!match || match.index + match[0].length !== version.length);) match && next.index + next[0].length === match.index + match[0].length || (match = next), coerceRtlRegex.lastIndex = next.index + next[1].length + next[2].length;
				coerceRtlRegex.lastIndex = -1;
			}
			if (match === null) return null;
			let major = match[2], minor = match[3] || "0", patch = match[4] || "0", prerelease = options.includePrerelease && match[5] ? `-${match[5]}` : "", build = options.includePrerelease && match[6] ? `+${match[6]}` : "";
			return parse(`${major}.${minor}.${patch}${prerelease}${build}`, options);
		};
	}),
	37648: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163);
		module.exports = (a, b, loose) => {
			let versionA = new SemVer(a, loose), versionB = new SemVer(b, loose);
			return versionA.compare(versionB) || versionA.compareBuild(versionB);
		};
	}),
	56874: ((module, __unused_webpack_exports, __webpack_require__) => {
		let compare = __webpack_require__(78469);
		module.exports = (a, b) => compare(a, b, !0);
	}),
	78469: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163);
		module.exports = (a, b, loose) => new SemVer(a, loose).compare(new SemVer(b, loose));
	}),
	70711: ((module, __unused_webpack_exports, __webpack_require__) => {
		let parse = __webpack_require__(16353);
		module.exports = (version1, version2) => {
			let v1 = parse(version1, null, !0), v2 = parse(version2, null, !0), comparison = v1.compare(v2);
			if (comparison === 0) return null;
			let v1Higher = comparison > 0, highVersion = v1Higher ? v1 : v2, lowVersion = v1Higher ? v2 : v1, highHasPre = !!highVersion.prerelease.length;
			if (lowVersion.prerelease.length && !highHasPre) {
				if (!lowVersion.patch && !lowVersion.minor) return "major";
				if (lowVersion.compareMain(highVersion) === 0) return lowVersion.minor && !lowVersion.patch ? "minor" : "patch";
			}
			let prefix = highHasPre ? "pre" : "";
			return v1.major === v2.major ? v1.minor === v2.minor ? v1.patch === v2.patch ? "prerelease" : prefix + "patch" : prefix + "minor" : prefix + "major";
		};
	}),
	55082: ((module, __unused_webpack_exports, __webpack_require__) => {
		let compare = __webpack_require__(78469);
		module.exports = (a, b, loose) => compare(a, b, loose) === 0;
	}),
	16599: ((module, __unused_webpack_exports, __webpack_require__) => {
		let compare = __webpack_require__(78469);
		module.exports = (a, b, loose) => compare(a, b, loose) > 0;
	}),
	41236: ((module, __unused_webpack_exports, __webpack_require__) => {
		let compare = __webpack_require__(78469);
		module.exports = (a, b, loose) => compare(a, b, loose) >= 0;
	}),
	62338: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163);
		module.exports = (version, release, options, identifier, identifierBase) => {
			typeof options == "string" && (identifierBase = identifier, identifier = options, options = void 0);
			try {
				return new SemVer(version instanceof SemVer ? version.version : version, options).inc(release, identifier, identifierBase).version;
			} catch {
				return null;
			}
		};
	}),
	3872: ((module, __unused_webpack_exports, __webpack_require__) => {
		let compare = __webpack_require__(78469);
		module.exports = (a, b, loose) => compare(a, b, loose) < 0;
	}),
	56717: ((module, __unused_webpack_exports, __webpack_require__) => {
		let compare = __webpack_require__(78469);
		module.exports = (a, b, loose) => compare(a, b, loose) <= 0;
	}),
	68511: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163);
		module.exports = (a, loose) => new SemVer(a, loose).major;
	}),
	32603: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163);
		module.exports = (a, loose) => new SemVer(a, loose).minor;
	}),
	4974: ((module, __unused_webpack_exports, __webpack_require__) => {
		let compare = __webpack_require__(78469);
		module.exports = (a, b, loose) => compare(a, b, loose) !== 0;
	}),
	16353: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163);
		module.exports = (version, options, throwErrors = !1) => {
			if (version instanceof SemVer) return version;
			try {
				return new SemVer(version, options);
			} catch (er) {
				if (!throwErrors) return null;
				throw er;
			}
		};
	}),
	48756: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163);
		module.exports = (a, loose) => new SemVer(a, loose).patch;
	}),
	15714: ((module, __unused_webpack_exports, __webpack_require__) => {
		let parse = __webpack_require__(16353);
		module.exports = (version, options) => {
			let parsed = parse(version, options);
			return parsed && parsed.prerelease.length ? parsed.prerelease : null;
		};
	}),
	32173: ((module, __unused_webpack_exports, __webpack_require__) => {
		let compare = __webpack_require__(78469);
		module.exports = (a, b, loose) => compare(b, a, loose);
	}),
	87192: ((module, __unused_webpack_exports, __webpack_require__) => {
		let compareBuild = __webpack_require__(37648);
		module.exports = (list, loose) => list.sort((a, b) => compareBuild(b, a, loose));
	}),
	68011: ((module, __unused_webpack_exports, __webpack_require__) => {
		let Range = __webpack_require__(96782);
		module.exports = (version, range, options) => {
			try {
				range = new Range(range, options);
			} catch {
				return !1;
			}
			return range.test(version);
		};
	}),
	29872: ((module, __unused_webpack_exports, __webpack_require__) => {
		let compareBuild = __webpack_require__(37648);
		module.exports = (list, loose) => list.sort((a, b) => compareBuild(a, b, loose));
	}),
	16114: ((module, __unused_webpack_exports, __webpack_require__) => {
		let parse = __webpack_require__(16353), constants = __webpack_require__(45101), SemVer = __webpack_require__(7163), truncate = (version, truncation, options) => {
			if (!constants.RELEASE_TYPES.includes(truncation)) return null;
			let clonedVersion = cloneInputVersion(version, options);
			return clonedVersion && doTruncation(clonedVersion, truncation);
		}, cloneInputVersion = (version, options) => {
			let versionStringToParse = version instanceof SemVer ? version.version : version;
			return parse(versionStringToParse, options);
		}, doTruncation = (version, truncation) => {
			if (isPrerelease(truncation)) return version.version;
			switch (version.prerelease = [], truncation) {
				case "major":
					version.minor = 0, version.patch = 0;
					break;
				case "minor": version.patch = 0;
			}
			return version.format();
		}, isPrerelease = (type) => type.startsWith("pre");
		module.exports = truncate;
	}),
	58780: ((module, __unused_webpack_exports, __webpack_require__) => {
		let parse = __webpack_require__(16353);
		module.exports = (version, options) => {
			let v = parse(version, options);
			return v ? v.version : null;
		};
	}),
	62088: ((module, __unused_webpack_exports, __webpack_require__) => {
		let internalRe = __webpack_require__(95471), constants = __webpack_require__(45101), SemVer = __webpack_require__(7163), identifiers = __webpack_require__(73348);
		module.exports = {
			parse: __webpack_require__(16353),
			valid: __webpack_require__(58780),
			clean: __webpack_require__(1799),
			inc: __webpack_require__(62338),
			diff: __webpack_require__(70711),
			major: __webpack_require__(68511),
			minor: __webpack_require__(32603),
			patch: __webpack_require__(48756),
			prerelease: __webpack_require__(15714),
			compare: __webpack_require__(78469),
			rcompare: __webpack_require__(32173),
			compareLoose: __webpack_require__(56874),
			compareBuild: __webpack_require__(37648),
			sort: __webpack_require__(29872),
			rsort: __webpack_require__(87192),
			gt: __webpack_require__(16599),
			lt: __webpack_require__(3872),
			eq: __webpack_require__(55082),
			neq: __webpack_require__(4974),
			gte: __webpack_require__(41236),
			lte: __webpack_require__(56717),
			cmp: __webpack_require__(28646),
			coerce: __webpack_require__(35385),
			truncate: __webpack_require__(16114),
			Comparator: __webpack_require__(89379),
			Range: __webpack_require__(96782),
			satisfies: __webpack_require__(68011),
			toComparators: __webpack_require__(54750),
			maxSatisfying: __webpack_require__(73193),
			minSatisfying: __webpack_require__(68595),
			minVersion: __webpack_require__(51866),
			validRange: __webpack_require__(64737),
			outside: __webpack_require__(10280),
			gtr: __webpack_require__(12276),
			ltr: __webpack_require__(15213),
			intersects: __webpack_require__(23465),
			simplifyRange: __webpack_require__(82028),
			subset: __webpack_require__(61489),
			SemVer,
			re: internalRe.re,
			src: internalRe.src,
			tokens: internalRe.t,
			SEMVER_SPEC_VERSION: constants.SEMVER_SPEC_VERSION,
			RELEASE_TYPES: constants.RELEASE_TYPES,
			compareIdentifiers: identifiers.compareIdentifiers,
			rcompareIdentifiers: identifiers.rcompareIdentifiers
		};
	}),
	45101: ((module) => {
		module.exports = {
			MAX_LENGTH: 256,
			MAX_SAFE_COMPONENT_LENGTH: 16,
			MAX_SAFE_BUILD_LENGTH: 250,
			MAX_SAFE_INTEGER: 2 ** 53 - 1 || 9007199254740991,
			WHITESPACE_CHARACTERS: [
				"	",
				"\n",
				"\v",
				"\f",
				"\r",
				" ",
				"\xA0",
				"\u1680",
				"\u2000",
				"\u2001",
				"\u2002",
				"\u2003",
				"\u2004",
				"\u2005",
				"\u2006",
				"\u2007",
				"\u2008",
				"\u2009",
				"\u200a",
				"\u2028",
				"\u2029",
				"\u202f",
				"\u205f",
				"\u3000",
				"\ufeff"
			],
			RELEASE_TYPES: [
				"major",
				"premajor",
				"minor",
				"preminor",
				"patch",
				"prepatch",
				"prerelease"
			],
			SEMVER_SPEC_VERSION: "2.0.0",
			FLAG_INCLUDE_PRERELEASE: 1,
			FLAG_LOOSE: 2
		};
	}),
	1159: ((module) => {
		module.exports = typeof process == "object" && process.env && process.env.NODE_DEBUG && /\bsemver\b/i.test(process.env.NODE_DEBUG) ? (...args) => console.error("SEMVER", ...args) : () => {};
	}),
	73348: ((module) => {
		let numeric = /^[0-9]+$/, compareIdentifiers = (a, b) => {
			if (typeof a == "number" && typeof b == "number") return a === b ? 0 : a < b ? -1 : 1;
			let anum = numeric.test(a), bnum = numeric.test(b);
			return anum && bnum && (a = +a, b = +b), a === b ? 0 : anum && !bnum ? -1 : bnum && !anum ? 1 : a < b ? -1 : 1;
		};
		module.exports = {
			compareIdentifiers,
			rcompareIdentifiers: (a, b) => compareIdentifiers(b, a)
		};
	}),
	61383: ((module) => {
		class LRUCache {
			constructor() {
				this.max = 1e3, this.map = new Map();
			}
			get(key) {
				let value = this.map.get(key);
				if (value !== void 0) return this.map.delete(key), this.map.set(key, value), value;
			}
			delete(key) {
				return this.map.delete(key);
			}
			set(key, value) {
				if (!this.delete(key) && value !== void 0) {
					if (this.map.size >= this.max) {
						let firstKey = this.map.keys().next().value;
						this.delete(firstKey);
					}
					this.map.set(key, value);
				}
				return this;
			}
		}
		module.exports = LRUCache;
	}),
	70356: ((module) => {
		let looseOption = Object.freeze({ loose: !0 }), emptyOpts = Object.freeze({});
		module.exports = (options) => options ? typeof options == "object" ? options : looseOption : emptyOpts;
	}),
	95471: ((module, exports, __webpack_require__) => {
		let { MAX_SAFE_COMPONENT_LENGTH, MAX_SAFE_BUILD_LENGTH, MAX_LENGTH } = __webpack_require__(45101), debug = __webpack_require__(1159);
		exports = module.exports = {};
		let re = exports.re = [], safeRe = exports.safeRe = [], src = exports.src = [], safeSrc = exports.safeSrc = [], t = exports.t = {}, R = 0, LETTERDASHNUMBER = "[a-zA-Z0-9-]", safeRegexReplacements = [
			["\\s", 1],
			["\\d", MAX_LENGTH],
			[LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH]
		], makeSafeRegex = (value) => {
			for (let [token, max] of safeRegexReplacements) value = value.split(`${token}*`).join(`${token}{0,${max}}`).split(`${token}+`).join(`${token}{1,${max}}`);
			return value;
		}, createToken = (name, value, isGlobal) => {
			let safe = makeSafeRegex(value), index = R++;
			debug(name, index, value), t[name] = index, src[index] = value, safeSrc[index] = safe, re[index] = new RegExp(value, isGlobal ? "g" : void 0), safeRe[index] = new RegExp(safe, isGlobal ? "g" : void 0);
		};
		createToken("NUMERICIDENTIFIER", "0|[1-9]\\d*"), createToken("NUMERICIDENTIFIERLOOSE", "\\d+"), createToken("NONNUMERICIDENTIFIER", `\\d*[a-zA-Z-]${LETTERDASHNUMBER}*`), createToken("MAINVERSION", `(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})`), createToken("MAINVERSIONLOOSE", `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})`), createToken("PRERELEASEIDENTIFIER", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIER]})`), createToken("PRERELEASEIDENTIFIERLOOSE", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIERLOOSE]})`), createToken("PRERELEASE", `(?:-(${src[t.PRERELEASEIDENTIFIER]}(?:\\.${src[t.PRERELEASEIDENTIFIER]})*))`), createToken("PRERELEASELOOSE", `(?:-?(${src[t.PRERELEASEIDENTIFIERLOOSE]}(?:\\.${src[t.PRERELEASEIDENTIFIERLOOSE]})*))`), createToken("BUILDIDENTIFIER", `${LETTERDASHNUMBER}+`), createToken("BUILD", `(?:\\+(${src[t.BUILDIDENTIFIER]}(?:\\.${src[t.BUILDIDENTIFIER]})*))`), createToken("FULLPLAIN", `v?${src[t.MAINVERSION]}${src[t.PRERELEASE]}?${src[t.BUILD]}?`), createToken("FULL", `^${src[t.FULLPLAIN]}$`), createToken("LOOSEPLAIN", `[v=\\s]*${src[t.MAINVERSIONLOOSE]}${src[t.PRERELEASELOOSE]}?${src[t.BUILD]}?`), createToken("LOOSE", `^${src[t.LOOSEPLAIN]}$`), createToken("GTLT", "((?:<|>)?=?)"), createToken("XRANGEIDENTIFIERLOOSE", `${src[t.NUMERICIDENTIFIERLOOSE]}|x|X|\\*`), createToken("XRANGEIDENTIFIER", `${src[t.NUMERICIDENTIFIER]}|x|X|\\*`), createToken("XRANGEPLAIN", `[v=\\s]*(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:${src[t.PRERELEASE]})?${src[t.BUILD]}?)?)?`), createToken("XRANGEPLAINLOOSE", `[v=\\s]*(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:${src[t.PRERELEASELOOSE]})?${src[t.BUILD]}?)?)?`), createToken("XRANGE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAIN]}$`), createToken("XRANGELOOSE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAINLOOSE]}$`), createToken("COERCEPLAIN", `(^|[^\\d])(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}})(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?`), createToken("COERCE", `${src[t.COERCEPLAIN]}(?:$|[^\\d])`), createToken("COERCEFULL", src[t.COERCEPLAIN] + `(?:${src[t.PRERELEASE]})?(?:${src[t.BUILD]})?(?:\$|[^\\d])`), createToken("COERCERTL", src[t.COERCE], !0), createToken("COERCERTLFULL", src[t.COERCEFULL], !0), createToken("LONETILDE", "(?:~>?)"), createToken("TILDETRIM", `(\\s*)${src[t.LONETILDE]}\\s+`, !0), exports.tildeTrimReplace = "$1~", createToken("TILDE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAIN]}$`), createToken("TILDELOOSE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAINLOOSE]}$`), createToken("LONECARET", "(?:\\^)"), createToken("CARETTRIM", `(\\s*)${src[t.LONECARET]}\\s+`, !0), exports.caretTrimReplace = "$1^", createToken("CARET", `^${src[t.LONECARET]}${src[t.XRANGEPLAIN]}$`), createToken("CARETLOOSE", `^${src[t.LONECARET]}${src[t.XRANGEPLAINLOOSE]}$`), createToken("COMPARATORLOOSE", `^${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]})$|^$`), createToken("COMPARATOR", `^${src[t.GTLT]}\\s*(${src[t.FULLPLAIN]})$|^$`), createToken("COMPARATORTRIM", `(\\s*)${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]}|${src[t.XRANGEPLAIN]})`, !0), exports.comparatorTrimReplace = "$1$2$3", createToken("HYPHENRANGE", `^\\s*(${src[t.XRANGEPLAIN]})\\s+-\\s+(${src[t.XRANGEPLAIN]})\\s*\$`), createToken("HYPHENRANGELOOSE", `^\\s*(${src[t.XRANGEPLAINLOOSE]})\\s+-\\s+(${src[t.XRANGEPLAINLOOSE]})\\s*\$`), createToken("STAR", "(<|>)?=?\\s*\\*"), createToken("GTE0", "^\\s*>=\\s*0\\.0\\.0\\s*$"), createToken("GTE0PRE", "^\\s*>=\\s*0\\.0\\.0-0\\s*$");
	}),
	69737: ((module, __unused_webpack_exports, __webpack_require__) => {
		let { MAX_LENGTH, MAX_SAFE_BUILD_LENGTH, WHITESPACE_CHARACTERS } = __webpack_require__(45101), whitespace = new Uint8Array(65536);
		for (let char of WHITESPACE_CHARACTERS) whitespace[char.charCodeAt(0)] = 1;
		let isWhitespace = (char) => char !== void 0 && whitespace[char.charCodeAt(0)] === 1, isVersionPrefix = (char) => char === "v" || char === "=" || isWhitespace(char), isDigit = (char) => char !== void 0 && char >= "0" && char <= "9", isLetter = (char) => char !== void 0 && (char >= "a" && char <= "z" || char >= "A" && char <= "Z"), isIdentifierCharacter = (char) => isDigit(char) || isLetter(char) || char === "-", isVersionStart = (char) => isDigit(char) || char === "x" || char === "X" || char === "*", findDigitsEndIndex = (range, start, limit, digitRuns) => {
			if (!isDigit(range[start])) return start;
			if (start >= digitRuns.start && start < digitRuns.end) return Math.min(start + limit, digitRuns.end);
			if (start >= digitRuns.previousStart && start < digitRuns.previousEnd) return Math.min(start + limit, digitRuns.previousEnd);
			let end = start + 1;
			for (; isDigit(range[end]);) end++;
			return digitRuns.previousStart = digitRuns.start, digitRuns.previousEnd = digitRuns.end, digitRuns.start = start, digitRuns.end = end, Math.min(start + limit, end);
		}, findVersionNumberEndIndex = (range, start, loose, digitRuns) => !loose && range[start] === "0" ? start + 1 : findDigitsEndIndex(range, start, loose ? MAX_LENGTH : MAX_LENGTH + 1, digitRuns), findPrereleaseIdentifierEndIndex = (range, start, loose, digitRuns) => {
			let digitsEnd = findDigitsEndIndex(range, start, MAX_LENGTH, digitRuns);
			if (isLetter(range[digitsEnd]) || range[digitsEnd] === "-") {
				let end = digitsEnd + 1, limit = end + MAX_SAFE_BUILD_LENGTH;
				for (; end < limit && isIdentifierCharacter(range[end]);) end++;
				return end;
			}
			return findVersionNumberEndIndex(range, start, loose, digitRuns);
		}, findPrereleaseEndIndex = (range, start, loose, digitRuns) => {
			let hyphen = range[start] === "-";
			if (!loose && !hyphen) return start;
			let identifierStart = start + +!!hyphen, end = findPrereleaseIdentifierEndIndex(range, identifierStart, loose, digitRuns);
			if (end === identifierStart) {
				if (!loose || !hyphen) return start;
				end = findPrereleaseIdentifierEndIndex(range, start, loose, digitRuns);
			}
			for (; range[end] === ".";) {
				let next = findPrereleaseIdentifierEndIndex(range, end + 1, loose, digitRuns);
				if (next === end + 1) break;
				end = next;
			}
			return end;
		}, findBuildIdentifierEndIndex = (range, start) => {
			let end = start;
			for (; end - start < MAX_SAFE_BUILD_LENGTH && isIdentifierCharacter(range[end]);) end++;
			return end;
		}, findBuildEndIndex = (range, start) => {
			if (range[start] !== "+") return start;
			let end = findBuildIdentifierEndIndex(range, start + 1);
			if (end === start + 1) return start;
			for (; range[end] === ".";) {
				let next = findBuildIdentifierEndIndex(range, end + 1);
				if (next === end + 1) break;
				end = next;
			}
			return end;
		}, findLooseFullVersionEndIndex = (range, start, digitRuns) => {
			let end = start;
			for (let component = 0; component < 3; component++) {
				let next = findVersionNumberEndIndex(range, end, !0, digitRuns);
				if (next === end) return start;
				if (end = next, component < 2) {
					if (range[end] !== ".") return start;
					end++;
				}
			}
			let prereleaseEnd = findPrereleaseEndIndex(range, end, !0, digitRuns);
			return findBuildEndIndex(range, prereleaseEnd);
		}, findPartialVersionComponentEndIndex = (range, start, digitRuns) => isDigit(range[start]) ? findVersionNumberEndIndex(range, start, !1, digitRuns) : isVersionStart(range[start]) ? start + 1 : start, findPartialVersionEndIndex = (range, start, digitRuns) => {
			let end = findPartialVersionComponentEndIndex(range, start, digitRuns);
			for (let component = 0; component < 2; component++) {
				if (range[end] !== ".") return end;
				let next = findPartialVersionComponentEndIndex(range, end + 1, digitRuns);
				if (next === end + 1) return end;
				end = next;
			}
			let prereleaseEnd = findPrereleaseEndIndex(range, end, !1, digitRuns);
			return findBuildEndIndex(range, prereleaseEnd);
		}, findVersionEndIndex = (range, start, digitRuns) => {
			let fullVersionEnd = findLooseFullVersionEndIndex(range, start, digitRuns);
			return fullVersionEnd === start ? findPartialVersionEndIndex(range, start, digitRuns) : fullVersionEnd;
		}, findRemovableWhitespaceIndex = (range, matchStart) => {
			let position = matchStart;
			return isWhitespace(range[position]) && position++, (range[position] === "<" || range[position] === ">") && position++, range[position] === "=" && position++, isWhitespace(range[position]) ? position : -1;
		};
		module.exports = (range) => {
			let result = "", copyFrom = 0, cursor = 0, digitRuns = {
				start: -1,
				end: -1,
				previousStart: -1,
				previousEnd: -1
			};
			for (; cursor < range.length;) {
				let matchStart = cursor;
				if (range[cursor] === "<" || range[cursor] === ">") cursor++;
				else if (!isVersionPrefix(range[cursor]) && !isVersionStart(range[cursor])) {
					cursor++;
					continue;
				}
				for (; cursor < range.length && isVersionPrefix(range[cursor]);) cursor++;
				if (!isVersionStart(range[cursor])) continue;
				let whitespacePosition = findRemovableWhitespaceIndex(range, matchStart);
				whitespacePosition !== -1 && (result += range.slice(copyFrom, whitespacePosition), copyFrom = whitespacePosition + 1), cursor = findVersionEndIndex(range, cursor, digitRuns);
			}
			return result + range.slice(copyFrom);
		};
	}),
	12276: ((module, __unused_webpack_exports, __webpack_require__) => {
		let outside = __webpack_require__(10280);
		module.exports = (version, range, options) => outside(version, range, ">", options);
	}),
	23465: ((module, __unused_webpack_exports, __webpack_require__) => {
		let Range = __webpack_require__(96782);
		module.exports = (r1, r2, options) => (r1 = new Range(r1, options), r2 = new Range(r2, options), r1.intersects(r2, options));
	}),
	15213: ((module, __unused_webpack_exports, __webpack_require__) => {
		let outside = __webpack_require__(10280);
		module.exports = (version, range, options) => outside(version, range, "<", options);
	}),
	73193: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163), Range = __webpack_require__(96782);
		module.exports = (versions, range, options) => {
			let max = null, maxSV = null, rangeObj = null;
			try {
				rangeObj = new Range(range, options);
			} catch {
				return null;
			}
			return versions.forEach((v) => {
				rangeObj.test(v) && (max && maxSV.compare(v) !== -1 || (max = v, maxSV = new SemVer(max, options)));
			}), max;
		};
	}),
	68595: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163), Range = __webpack_require__(96782);
		module.exports = (versions, range, options) => {
			let min = null, minSV = null, rangeObj = null;
			try {
				rangeObj = new Range(range, options);
			} catch {
				return null;
			}
			return versions.forEach((v) => {
				rangeObj.test(v) && (min && minSV.compare(v) !== 1 || (min = v, minSV = new SemVer(min, options)));
			}), min;
		};
	}),
	51866: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163), Range = __webpack_require__(96782), gt = __webpack_require__(16599);
		module.exports = (range, loose) => {
			range = new Range(range, loose);
			let minver = new SemVer("0.0.0");
			if (range.test(minver) || (minver = new SemVer("0.0.0-0"), range.test(minver))) return minver;
			minver = null;
			for (let i = 0; i < range.set.length; ++i) {
				let comparators = range.set[i], setMin = null;
				comparators.forEach((comparator) => {
					let compver = new SemVer(comparator.semver.version);
					switch (comparator.operator) {
						case ">": compver.prerelease.length === 0 ? compver.patch++ : compver.prerelease.push(0), compver.raw = compver.format();
						case "":
						case ">=":
							(!setMin || gt(compver, setMin)) && (setMin = compver);
							break;
						case "<":
						case "<=": break;
						default: throw Error(`Unexpected operation: ${comparator.operator}`);
					}
				}), setMin && (!minver || gt(minver, setMin)) && (minver = setMin);
			}
			return minver && range.test(minver) ? minver : null;
		};
	}),
	10280: ((module, __unused_webpack_exports, __webpack_require__) => {
		let SemVer = __webpack_require__(7163), Comparator = __webpack_require__(89379), { ANY } = Comparator, Range = __webpack_require__(96782), satisfies = __webpack_require__(68011), gt = __webpack_require__(16599), lt = __webpack_require__(3872), lte = __webpack_require__(56717), gte = __webpack_require__(41236);
		module.exports = (version, range, hilo, options) => {
			version = new SemVer(version, options), range = new Range(range, options);
			let gtfn, ltefn, ltfn, comp, ecomp;
			switch (hilo) {
				case ">":
					gtfn = gt, ltefn = lte, ltfn = lt, comp = ">", ecomp = ">=";
					break;
				case "<":
					gtfn = lt, ltefn = gte, ltfn = gt, comp = "<", ecomp = "<=";
					break;
				default: throw TypeError("Must provide a hilo val of \"<\" or \">\"");
			}
			if (satisfies(version, range, options)) return !1;
			for (let i = 0; i < range.set.length; ++i) {
				let comparators = range.set[i], high = null, low = null;
				if (comparators.forEach((comparator) => {
					comparator.semver === ANY && (comparator = new Comparator(">=0.0.0")), high ||= comparator, low ||= comparator, gtfn(comparator.semver, high.semver, options) ? high = comparator : ltfn(comparator.semver, low.semver, options) && (low = comparator);
				}), high.operator === comp || high.operator === ecomp || (!low.operator || low.operator === comp) && ltefn(version, low.semver) || low.operator === ecomp && ltfn(version, low.semver)) return !1;
			}
			return !0;
		};
	}),
	82028: ((module, __unused_webpack_exports, __webpack_require__) => {
		let satisfies = __webpack_require__(68011), compare = __webpack_require__(78469);
		module.exports = (versions, range, options) => {
			let set = [], first = null, prev = null, v = versions.sort((a, b) => compare(a, b, options));
			for (let version of v) satisfies(version, range, options) ? (prev = version, first ||= version) : (prev && set.push([first, prev]), prev = null, first = null);
			first && set.push([first, null]);
			let ranges = [];
			for (let [min, max] of set) min === max ? ranges.push(min) : !max && min === v[0] ? ranges.push("*") : max ? min === v[0] ? ranges.push(`<=${max}`) : ranges.push(`${min} - ${max}`) : ranges.push(`>=${min}`);
			let simplified = ranges.join(" || "), original = typeof range.raw == "string" ? range.raw : String(range);
			return simplified.length < original.length ? simplified : range;
		};
	}),
	61489: ((module, __unused_webpack_exports, __webpack_require__) => {
		let Range = __webpack_require__(96782), Comparator = __webpack_require__(89379), { ANY } = Comparator, satisfies = __webpack_require__(68011), compare = __webpack_require__(78469), subset = (sub, dom, options = {}) => {
			if (sub === dom) return !0;
			sub = new Range(sub, options), dom = new Range(dom, options);
			let sawNonNull = !1;
			OUTER: for (let simpleSub of sub.set) {
				for (let simpleDom of dom.set) {
					let isSub = simpleSubset(simpleSub, simpleDom, options);
					if (sawNonNull ||= isSub !== null, isSub) continue OUTER;
				}
				if (sawNonNull) return !1;
			}
			return !0;
		}, minimumVersionWithPreRelease = [new Comparator(">=0.0.0-0")], minimumVersion = [new Comparator(">=0.0.0")], simpleSubset = (sub, dom, options) => {
			if (sub === dom) return !0;
			if (sub.length === 1 && sub[0].semver === ANY) {
				if (dom.length === 1 && dom[0].semver === ANY) return !0;
				sub = options.includePrerelease ? minimumVersionWithPreRelease : minimumVersion;
			}
			if (dom.length === 1 && dom[0].semver === ANY) {
				if (options.includePrerelease) return !0;
				dom = minimumVersion;
			}
			let eqSet = new Set(), gt, lt;
			for (let c of sub) c.operator === ">" || c.operator === ">=" ? gt = higherGT(gt, c, options) : c.operator === "<" || c.operator === "<=" ? lt = lowerLT(lt, c, options) : eqSet.add(c.semver);
			if (eqSet.size > 1) return null;
			let gtltComp;
			if (gt && lt && (gtltComp = compare(gt.semver, lt.semver, options), gtltComp > 0 || gtltComp === 0 && (gt.operator !== ">=" || lt.operator !== "<="))) return null;
			for (let eq of eqSet) {
				if (gt && !satisfies(eq, String(gt), options) || lt && !satisfies(eq, String(lt), options)) return null;
				for (let c of dom) if (!satisfies(eq, String(c), options)) return !1;
				return !0;
			}
			let higher, lower, hasDomLT, hasDomGT, needDomLTPre = lt && !options.includePrerelease && lt.semver.prerelease.length ? lt.semver : !1, needDomGTPre = gt && !options.includePrerelease && gt.semver.prerelease.length ? gt.semver : !1;
			needDomLTPre && needDomLTPre.prerelease.length === 1 && lt.operator === "<" && needDomLTPre.prerelease[0] === 0 && (needDomLTPre = !1);
			for (let c of dom) {
				if (hasDomGT = hasDomGT || c.operator === ">" || c.operator === ">=", hasDomLT = hasDomLT || c.operator === "<" || c.operator === "<=", gt) {
					if (needDomGTPre && c.semver.prerelease && c.semver.prerelease.length && c.semver.major === needDomGTPre.major && c.semver.minor === needDomGTPre.minor && c.semver.patch === needDomGTPre.patch && (needDomGTPre = !1), c.operator === ">" || c.operator === ">=") {
						if (higher = higherGT(gt, c, options), higher === c && higher !== gt) return !1;
					} else if (gt.operator === ">=" && !c.test(gt.semver)) return !1;
				}
				if (lt) {
					if (needDomLTPre && c.semver.prerelease && c.semver.prerelease.length && c.semver.major === needDomLTPre.major && c.semver.minor === needDomLTPre.minor && c.semver.patch === needDomLTPre.patch && (needDomLTPre = !1), c.operator === "<" || c.operator === "<=") {
						if (lower = lowerLT(lt, c, options), lower === c && lower !== lt) return !1;
					} else if (lt.operator === "<=" && !c.test(lt.semver)) return !1;
				}
				if (!c.operator && (lt || gt) && gtltComp !== 0) return !1;
			}
			return !(gt && hasDomLT && !lt && gtltComp !== 0 || lt && hasDomGT && !gt && gtltComp !== 0 || needDomGTPre || needDomLTPre);
		}, higherGT = (a, b, options) => {
			if (!a) return b;
			let comp = compare(a.semver, b.semver, options);
			return comp > 0 ? a : comp < 0 || b.operator === ">" && a.operator === ">=" ? b : a;
		}, lowerLT = (a, b, options) => {
			if (!a) return b;
			let comp = compare(a.semver, b.semver, options);
			return comp < 0 ? a : comp > 0 || b.operator === "<" && a.operator === "<=" ? b : a;
		};
		module.exports = subset;
	}),
	54750: ((module, __unused_webpack_exports, __webpack_require__) => {
		let Range = __webpack_require__(96782);
		module.exports = (range, options) => new Range(range, options).set.map((comp) => comp.map((c) => c.value).join(" ").trim().split(" "));
	}),
	64737: ((module, __unused_webpack_exports, __webpack_require__) => {
		let Range = __webpack_require__(96782);
		module.exports = (range, options) => {
			try {
				return new Range(range, options).range || "*";
			} catch {
				return null;
			}
		};
	}),
	38658: ((module, __unused_webpack_exports, __webpack_require__) => {
		module.exports = { version: __webpack_require__(64012).version };
	}),
	18091: ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
		__webpack_require__.r(__webpack_exports__), __webpack_require__.d(__webpack_exports__, {
			CACHE_READ_DENIED_PREFIX: () => CACHE_READ_DENIED_PREFIX,
			CACHE_WRITE_DENIED_PREFIX: () => CACHE_WRITE_DENIED_PREFIX,
			CacheReadDeniedError: () => CacheReadDeniedError,
			CacheWriteDeniedError: () => CacheWriteDeniedError,
			FinalizeCacheError: () => FinalizeCacheError,
			ReserveCacheError: () => ReserveCacheError,
			ValidationError: () => ValidationError,
			isFeatureAvailable: () => isFeatureAvailable,
			restoreCache: () => restoreCache,
			saveCache: () => cache_saveCache
		});
		var mappers_namespaceObject = {};
		__webpack_require__.r(mappers_namespaceObject), __webpack_require__.d(mappers_namespaceObject, {
			AccessPolicy: () => AccessPolicy,
			AppendBlobAppendBlockExceptionHeaders: () => AppendBlobAppendBlockExceptionHeaders,
			AppendBlobAppendBlockFromUrlExceptionHeaders: () => AppendBlobAppendBlockFromUrlExceptionHeaders,
			AppendBlobAppendBlockFromUrlHeaders: () => AppendBlobAppendBlockFromUrlHeaders,
			AppendBlobAppendBlockHeaders: () => AppendBlobAppendBlockHeaders,
			AppendBlobCreateExceptionHeaders: () => AppendBlobCreateExceptionHeaders,
			AppendBlobCreateHeaders: () => AppendBlobCreateHeaders,
			AppendBlobSealExceptionHeaders: () => AppendBlobSealExceptionHeaders,
			AppendBlobSealHeaders: () => AppendBlobSealHeaders,
			ArrowConfiguration: () => ArrowConfiguration,
			ArrowField: () => ArrowField,
			BlobAbortCopyFromURLExceptionHeaders: () => BlobAbortCopyFromURLExceptionHeaders,
			BlobAbortCopyFromURLHeaders: () => BlobAbortCopyFromURLHeaders,
			BlobAcquireLeaseExceptionHeaders: () => BlobAcquireLeaseExceptionHeaders,
			BlobAcquireLeaseHeaders: () => BlobAcquireLeaseHeaders,
			BlobBreakLeaseExceptionHeaders: () => BlobBreakLeaseExceptionHeaders,
			BlobBreakLeaseHeaders: () => BlobBreakLeaseHeaders,
			BlobChangeLeaseExceptionHeaders: () => BlobChangeLeaseExceptionHeaders,
			BlobChangeLeaseHeaders: () => BlobChangeLeaseHeaders,
			BlobCopyFromURLExceptionHeaders: () => BlobCopyFromURLExceptionHeaders,
			BlobCopyFromURLHeaders: () => BlobCopyFromURLHeaders,
			BlobCreateSnapshotExceptionHeaders: () => BlobCreateSnapshotExceptionHeaders,
			BlobCreateSnapshotHeaders: () => BlobCreateSnapshotHeaders,
			BlobDeleteExceptionHeaders: () => BlobDeleteExceptionHeaders,
			BlobDeleteHeaders: () => BlobDeleteHeaders,
			BlobDeleteImmutabilityPolicyExceptionHeaders: () => BlobDeleteImmutabilityPolicyExceptionHeaders,
			BlobDeleteImmutabilityPolicyHeaders: () => BlobDeleteImmutabilityPolicyHeaders,
			BlobDownloadExceptionHeaders: () => BlobDownloadExceptionHeaders,
			BlobDownloadHeaders: () => BlobDownloadHeaders,
			BlobFlatListSegment: () => BlobFlatListSegment,
			BlobGetAccountInfoExceptionHeaders: () => BlobGetAccountInfoExceptionHeaders,
			BlobGetAccountInfoHeaders: () => BlobGetAccountInfoHeaders,
			BlobGetPropertiesExceptionHeaders: () => BlobGetPropertiesExceptionHeaders,
			BlobGetPropertiesHeaders: () => BlobGetPropertiesHeaders,
			BlobGetTagsExceptionHeaders: () => BlobGetTagsExceptionHeaders,
			BlobGetTagsHeaders: () => BlobGetTagsHeaders,
			BlobHierarchyListSegment: () => BlobHierarchyListSegment,
			BlobItemInternal: () => BlobItemInternal,
			BlobName: () => BlobName,
			BlobPrefix: () => BlobPrefix,
			BlobPropertiesInternal: () => BlobPropertiesInternal,
			BlobQueryExceptionHeaders: () => BlobQueryExceptionHeaders,
			BlobQueryHeaders: () => BlobQueryHeaders,
			BlobReleaseLeaseExceptionHeaders: () => BlobReleaseLeaseExceptionHeaders,
			BlobReleaseLeaseHeaders: () => BlobReleaseLeaseHeaders,
			BlobRenewLeaseExceptionHeaders: () => BlobRenewLeaseExceptionHeaders,
			BlobRenewLeaseHeaders: () => BlobRenewLeaseHeaders,
			BlobServiceProperties: () => BlobServiceProperties,
			BlobServiceStatistics: () => BlobServiceStatistics,
			BlobSetExpiryExceptionHeaders: () => BlobSetExpiryExceptionHeaders,
			BlobSetExpiryHeaders: () => BlobSetExpiryHeaders,
			BlobSetHttpHeadersExceptionHeaders: () => BlobSetHttpHeadersExceptionHeaders,
			BlobSetHttpHeadersHeaders: () => BlobSetHttpHeadersHeaders,
			BlobSetImmutabilityPolicyExceptionHeaders: () => BlobSetImmutabilityPolicyExceptionHeaders,
			BlobSetImmutabilityPolicyHeaders: () => BlobSetImmutabilityPolicyHeaders,
			BlobSetLegalHoldExceptionHeaders: () => BlobSetLegalHoldExceptionHeaders,
			BlobSetLegalHoldHeaders: () => BlobSetLegalHoldHeaders,
			BlobSetMetadataExceptionHeaders: () => BlobSetMetadataExceptionHeaders,
			BlobSetMetadataHeaders: () => BlobSetMetadataHeaders,
			BlobSetTagsExceptionHeaders: () => BlobSetTagsExceptionHeaders,
			BlobSetTagsHeaders: () => BlobSetTagsHeaders,
			BlobSetTierExceptionHeaders: () => BlobSetTierExceptionHeaders,
			BlobSetTierHeaders: () => BlobSetTierHeaders,
			BlobStartCopyFromURLExceptionHeaders: () => BlobStartCopyFromURLExceptionHeaders,
			BlobStartCopyFromURLHeaders: () => BlobStartCopyFromURLHeaders,
			BlobTag: () => BlobTag,
			BlobTags: () => BlobTags,
			BlobUndeleteExceptionHeaders: () => BlobUndeleteExceptionHeaders,
			BlobUndeleteHeaders: () => BlobUndeleteHeaders,
			Block: () => Block,
			BlockBlobCommitBlockListExceptionHeaders: () => BlockBlobCommitBlockListExceptionHeaders,
			BlockBlobCommitBlockListHeaders: () => BlockBlobCommitBlockListHeaders,
			BlockBlobGetBlockListExceptionHeaders: () => BlockBlobGetBlockListExceptionHeaders,
			BlockBlobGetBlockListHeaders: () => BlockBlobGetBlockListHeaders,
			BlockBlobPutBlobFromUrlExceptionHeaders: () => BlockBlobPutBlobFromUrlExceptionHeaders,
			BlockBlobPutBlobFromUrlHeaders: () => BlockBlobPutBlobFromUrlHeaders,
			BlockBlobStageBlockExceptionHeaders: () => BlockBlobStageBlockExceptionHeaders,
			BlockBlobStageBlockFromURLExceptionHeaders: () => BlockBlobStageBlockFromURLExceptionHeaders,
			BlockBlobStageBlockFromURLHeaders: () => BlockBlobStageBlockFromURLHeaders,
			BlockBlobStageBlockHeaders: () => BlockBlobStageBlockHeaders,
			BlockBlobUploadExceptionHeaders: () => BlockBlobUploadExceptionHeaders,
			BlockBlobUploadHeaders: () => BlockBlobUploadHeaders,
			BlockList: () => BlockList,
			BlockLookupList: () => BlockLookupList,
			ClearRange: () => ClearRange,
			ContainerAcquireLeaseExceptionHeaders: () => ContainerAcquireLeaseExceptionHeaders,
			ContainerAcquireLeaseHeaders: () => ContainerAcquireLeaseHeaders,
			ContainerBreakLeaseExceptionHeaders: () => ContainerBreakLeaseExceptionHeaders,
			ContainerBreakLeaseHeaders: () => ContainerBreakLeaseHeaders,
			ContainerChangeLeaseExceptionHeaders: () => ContainerChangeLeaseExceptionHeaders,
			ContainerChangeLeaseHeaders: () => ContainerChangeLeaseHeaders,
			ContainerCreateExceptionHeaders: () => ContainerCreateExceptionHeaders,
			ContainerCreateHeaders: () => ContainerCreateHeaders,
			ContainerDeleteExceptionHeaders: () => ContainerDeleteExceptionHeaders,
			ContainerDeleteHeaders: () => ContainerDeleteHeaders,
			ContainerFilterBlobsExceptionHeaders: () => ContainerFilterBlobsExceptionHeaders,
			ContainerFilterBlobsHeaders: () => ContainerFilterBlobsHeaders,
			ContainerGetAccessPolicyExceptionHeaders: () => ContainerGetAccessPolicyExceptionHeaders,
			ContainerGetAccessPolicyHeaders: () => ContainerGetAccessPolicyHeaders,
			ContainerGetAccountInfoExceptionHeaders: () => ContainerGetAccountInfoExceptionHeaders,
			ContainerGetAccountInfoHeaders: () => ContainerGetAccountInfoHeaders,
			ContainerGetPropertiesExceptionHeaders: () => ContainerGetPropertiesExceptionHeaders,
			ContainerGetPropertiesHeaders: () => ContainerGetPropertiesHeaders,
			ContainerItem: () => ContainerItem,
			ContainerListBlobFlatSegmentExceptionHeaders: () => ContainerListBlobFlatSegmentExceptionHeaders,
			ContainerListBlobFlatSegmentHeaders: () => ContainerListBlobFlatSegmentHeaders,
			ContainerListBlobHierarchySegmentExceptionHeaders: () => ContainerListBlobHierarchySegmentExceptionHeaders,
			ContainerListBlobHierarchySegmentHeaders: () => ContainerListBlobHierarchySegmentHeaders,
			ContainerProperties: () => ContainerProperties,
			ContainerReleaseLeaseExceptionHeaders: () => ContainerReleaseLeaseExceptionHeaders,
			ContainerReleaseLeaseHeaders: () => ContainerReleaseLeaseHeaders,
			ContainerRenameExceptionHeaders: () => ContainerRenameExceptionHeaders,
			ContainerRenameHeaders: () => ContainerRenameHeaders,
			ContainerRenewLeaseExceptionHeaders: () => ContainerRenewLeaseExceptionHeaders,
			ContainerRenewLeaseHeaders: () => ContainerRenewLeaseHeaders,
			ContainerRestoreExceptionHeaders: () => ContainerRestoreExceptionHeaders,
			ContainerRestoreHeaders: () => ContainerRestoreHeaders,
			ContainerSetAccessPolicyExceptionHeaders: () => ContainerSetAccessPolicyExceptionHeaders,
			ContainerSetAccessPolicyHeaders: () => ContainerSetAccessPolicyHeaders,
			ContainerSetMetadataExceptionHeaders: () => ContainerSetMetadataExceptionHeaders,
			ContainerSetMetadataHeaders: () => ContainerSetMetadataHeaders,
			ContainerSubmitBatchExceptionHeaders: () => ContainerSubmitBatchExceptionHeaders,
			ContainerSubmitBatchHeaders: () => ContainerSubmitBatchHeaders,
			CorsRule: () => CorsRule,
			DelimitedTextConfiguration: () => DelimitedTextConfiguration,
			FilterBlobItem: () => FilterBlobItem,
			FilterBlobSegment: () => FilterBlobSegment,
			GeoReplication: () => GeoReplication,
			JsonTextConfiguration: () => JsonTextConfiguration,
			KeyInfo: () => KeyInfo,
			ListBlobsFlatSegmentResponse: () => ListBlobsFlatSegmentResponse,
			ListBlobsHierarchySegmentResponse: () => ListBlobsHierarchySegmentResponse,
			ListContainersSegmentResponse: () => ListContainersSegmentResponse,
			Logging: () => Logging,
			Metrics: () => Metrics,
			PageBlobClearPagesExceptionHeaders: () => PageBlobClearPagesExceptionHeaders,
			PageBlobClearPagesHeaders: () => PageBlobClearPagesHeaders,
			PageBlobCopyIncrementalExceptionHeaders: () => PageBlobCopyIncrementalExceptionHeaders,
			PageBlobCopyIncrementalHeaders: () => PageBlobCopyIncrementalHeaders,
			PageBlobCreateExceptionHeaders: () => PageBlobCreateExceptionHeaders,
			PageBlobCreateHeaders: () => PageBlobCreateHeaders,
			PageBlobGetPageRangesDiffExceptionHeaders: () => PageBlobGetPageRangesDiffExceptionHeaders,
			PageBlobGetPageRangesDiffHeaders: () => PageBlobGetPageRangesDiffHeaders,
			PageBlobGetPageRangesExceptionHeaders: () => PageBlobGetPageRangesExceptionHeaders,
			PageBlobGetPageRangesHeaders: () => PageBlobGetPageRangesHeaders,
			PageBlobResizeExceptionHeaders: () => PageBlobResizeExceptionHeaders,
			PageBlobResizeHeaders: () => PageBlobResizeHeaders,
			PageBlobUpdateSequenceNumberExceptionHeaders: () => PageBlobUpdateSequenceNumberExceptionHeaders,
			PageBlobUpdateSequenceNumberHeaders: () => PageBlobUpdateSequenceNumberHeaders,
			PageBlobUploadPagesExceptionHeaders: () => PageBlobUploadPagesExceptionHeaders,
			PageBlobUploadPagesFromURLExceptionHeaders: () => PageBlobUploadPagesFromURLExceptionHeaders,
			PageBlobUploadPagesFromURLHeaders: () => PageBlobUploadPagesFromURLHeaders,
			PageBlobUploadPagesHeaders: () => PageBlobUploadPagesHeaders,
			PageList: () => PageList,
			PageRange: () => PageRange,
			QueryFormat: () => QueryFormat,
			QueryRequest: () => QueryRequest,
			QuerySerialization: () => QuerySerialization,
			RetentionPolicy: () => RetentionPolicy,
			ServiceFilterBlobsExceptionHeaders: () => ServiceFilterBlobsExceptionHeaders,
			ServiceFilterBlobsHeaders: () => ServiceFilterBlobsHeaders,
			ServiceGetAccountInfoExceptionHeaders: () => ServiceGetAccountInfoExceptionHeaders,
			ServiceGetAccountInfoHeaders: () => ServiceGetAccountInfoHeaders,
			ServiceGetPropertiesExceptionHeaders: () => ServiceGetPropertiesExceptionHeaders,
			ServiceGetPropertiesHeaders: () => ServiceGetPropertiesHeaders,
			ServiceGetStatisticsExceptionHeaders: () => ServiceGetStatisticsExceptionHeaders,
			ServiceGetStatisticsHeaders: () => ServiceGetStatisticsHeaders,
			ServiceGetUserDelegationKeyExceptionHeaders: () => ServiceGetUserDelegationKeyExceptionHeaders,
			ServiceGetUserDelegationKeyHeaders: () => ServiceGetUserDelegationKeyHeaders,
			ServiceListContainersSegmentExceptionHeaders: () => ServiceListContainersSegmentExceptionHeaders,
			ServiceListContainersSegmentHeaders: () => ServiceListContainersSegmentHeaders,
			ServiceSetPropertiesExceptionHeaders: () => ServiceSetPropertiesExceptionHeaders,
			ServiceSetPropertiesHeaders: () => ServiceSetPropertiesHeaders,
			ServiceSubmitBatchExceptionHeaders: () => ServiceSubmitBatchExceptionHeaders,
			ServiceSubmitBatchHeaders: () => ServiceSubmitBatchHeaders,
			SignedIdentifier: () => SignedIdentifier,
			StaticWebsite: () => StaticWebsite,
			StorageError: () => StorageError,
			UserDelegationKey: () => UserDelegationKey
		});
		var lib_core = __webpack_require__(33838), external_path_ = __webpack_require__(16928), exec = __webpack_require__(41955), external_fs_ = __webpack_require__(79896);
		function getOptions(copy) {
			let result = {
				followSymbolicLinks: !0,
				implicitDescendants: !0,
				matchDirectories: !0,
				omitBrokenSymbolicLinks: !0,
				excludeHiddenFiles: !1
			};
			return copy && (typeof copy.followSymbolicLinks == "boolean" && (result.followSymbolicLinks = copy.followSymbolicLinks, lib_core.Yz(`followSymbolicLinks '${result.followSymbolicLinks}'`)), typeof copy.implicitDescendants == "boolean" && (result.implicitDescendants = copy.implicitDescendants, lib_core.Yz(`implicitDescendants '${result.implicitDescendants}'`)), typeof copy.matchDirectories == "boolean" && (result.matchDirectories = copy.matchDirectories, lib_core.Yz(`matchDirectories '${result.matchDirectories}'`)), typeof copy.omitBrokenSymbolicLinks == "boolean" && (result.omitBrokenSymbolicLinks = copy.omitBrokenSymbolicLinks, lib_core.Yz(`omitBrokenSymbolicLinks '${result.omitBrokenSymbolicLinks}'`)), typeof copy.excludeHiddenFiles == "boolean" && (result.excludeHiddenFiles = copy.excludeHiddenFiles, lib_core.Yz(`excludeHiddenFiles '${result.excludeHiddenFiles}'`))), result;
		}
		var external_assert_ = __webpack_require__(42613);
		let IS_WINDOWS = process.platform === "win32";
		function dirname(p) {
			if (p = safeTrimTrailingSeparator(p), IS_WINDOWS && /^\\\\[^\\]+(\\[^\\]+)?$/.test(p)) return p;
			let result = external_path_.dirname(p);
			return IS_WINDOWS && /^\\\\[^\\]+\\[^\\]+\\$/.test(result) && (result = safeTrimTrailingSeparator(result)), result;
		}
		function ensureAbsoluteRoot(root, itemPath) {
			if (external_assert_(root, "ensureAbsoluteRoot parameter 'root' must not be empty"), external_assert_(itemPath, "ensureAbsoluteRoot parameter 'itemPath' must not be empty"), hasAbsoluteRoot(itemPath)) return itemPath;
			if (IS_WINDOWS) {
				if (itemPath.match(/^[A-Z]:[^\\/]|^[A-Z]:$/i)) {
					let cwd = process.cwd();
					return external_assert_(cwd.match(/^[A-Z]:\\/i), `Expected current directory to start with an absolute drive root. Actual '${cwd}'`), itemPath[0].toUpperCase() === cwd[0].toUpperCase() ? itemPath.length === 2 ? `${itemPath[0]}:\\${cwd.substr(3)}` : (cwd.endsWith("\\") || (cwd += "\\"), `${itemPath[0]}:\\${cwd.substr(3)}${itemPath.substr(2)}`) : `${itemPath[0]}:\\${itemPath.substr(2)}`;
				}
				if (normalizeSeparators(itemPath).match(/^\\$|^\\[^\\]/)) {
					let cwd = process.cwd();
					return external_assert_(cwd.match(/^[A-Z]:\\/i), `Expected current directory to start with an absolute drive root. Actual '${cwd}'`), `${cwd[0]}:\\${itemPath.substr(1)}`;
				}
			}
			return external_assert_(hasAbsoluteRoot(root), "ensureAbsoluteRoot parameter 'root' must have an absolute root"), root.endsWith("/") || IS_WINDOWS && root.endsWith("\\") || (root += external_path_.sep), root + itemPath;
		}
		function hasAbsoluteRoot(itemPath) {
			return external_assert_(itemPath, "hasAbsoluteRoot parameter 'itemPath' must not be empty"), itemPath = normalizeSeparators(itemPath), IS_WINDOWS ? itemPath.startsWith("\\\\") || /^[A-Z]:\\/i.test(itemPath) : itemPath.startsWith("/");
		}
		function hasRoot(itemPath) {
			return external_assert_(itemPath, "isRooted parameter 'itemPath' must not be empty"), itemPath = normalizeSeparators(itemPath), IS_WINDOWS ? itemPath.startsWith("\\") || /^[A-Z]:/i.test(itemPath) : itemPath.startsWith("/");
		}
		function normalizeSeparators(p) {
			return p ||= "", IS_WINDOWS ? (p = p.replace(/\//g, "\\"), (/^\\\\+[^\\]/.test(p) ? "\\" : "") + p.replace(/\\\\+/g, "\\")) : p.replace(/\/\/+/g, "/");
		}
		function safeTrimTrailingSeparator(p) {
			return p ? (p = normalizeSeparators(p), !p.endsWith(external_path_.sep) || p === external_path_.sep || IS_WINDOWS && /^[A-Z]:\\$/i.test(p) ? p : p.substr(0, p.length - 1)) : "";
		}
		var MatchKind;
		(function(MatchKind) {
			MatchKind[MatchKind.None = 0] = "None", MatchKind[MatchKind.Directory = 1] = "Directory", MatchKind[MatchKind.File = 2] = "File", MatchKind[MatchKind.All = 3] = "All";
		})(MatchKind ||= {});
		let internal_pattern_helper_IS_WINDOWS = process.platform === "win32";
		function getSearchPaths(patterns) {
			patterns = patterns.filter((x) => !x.negate);
			let searchPathMap = {};
			for (let pattern of patterns) {
				let key = internal_pattern_helper_IS_WINDOWS ? pattern.searchPath.toUpperCase() : pattern.searchPath;
				searchPathMap[key] = "candidate";
			}
			let result = [];
			for (let pattern of patterns) {
				let key = internal_pattern_helper_IS_WINDOWS ? pattern.searchPath.toUpperCase() : pattern.searchPath;
				if (searchPathMap[key] === "included") continue;
				let foundAncestor = !1, tempKey = key, parent = dirname(tempKey);
				for (; parent !== tempKey;) {
					if (searchPathMap[parent]) {
						foundAncestor = !0;
						break;
					}
					tempKey = parent, parent = dirname(tempKey);
				}
				foundAncestor || (result.push(pattern.searchPath), searchPathMap[key] = "included");
			}
			return result;
		}
		function internal_pattern_helper_match(patterns, itemPath) {
			let result = MatchKind.None;
			for (let pattern of patterns) pattern.negate ? result &= ~pattern.match(itemPath) : result |= pattern.match(itemPath);
			return result;
		}
		function internal_pattern_helper_partialMatch(patterns, itemPath) {
			return patterns.some((x) => !x.negate && x.partialMatch(itemPath));
		}
		var external_os_ = __webpack_require__(70857);
		let range = (a, b, str) => {
			let begs, beg, left, right, result, ai = str.indexOf(a), bi = str.indexOf(b, ai + 1), i = ai;
			if (ai >= 0 && bi > 0) {
				if (a === b) return [ai, bi];
				for (begs = [], left = str.length; i >= 0 && !result;) {
					if (i === ai) begs.push(i), ai = str.indexOf(a, i + 1);
					else if (begs.length === 1) {
						let r = begs.pop();
						r !== void 0 && (result = [r, bi]);
					} else beg = begs.pop(), beg !== void 0 && beg < left && (left = beg, right = bi), bi = str.indexOf(b, i + 1);
					i = ai < bi && ai >= 0 ? ai : bi;
				}
				begs.length && right !== void 0 && (result = [left, right]);
			}
			return result;
		}, escSlash = "\0SLASH" + Math.random().toFixed(16) + "\0", escOpen = "\0OPEN" + Math.random().toFixed(16) + "\0", escClose = "\0CLOSE" + Math.random().toFixed(16) + "\0", escComma = "\0COMMA" + Math.random().toFixed(16) + "\0", escPeriod = "\0PERIOD" + Math.random().toFixed(16) + "\0", escSlashPattern = new RegExp(escSlash, "g"), escOpenPattern = new RegExp(escOpen, "g"), escClosePattern = new RegExp(escClose, "g"), escCommaPattern = new RegExp(escComma, "g"), escPeriodPattern = new RegExp(escPeriod, "g"), slashPattern = /\\\\/g, openPattern = /\\{/g, closePattern = /\\}/g, commaPattern = /\\,/g, periodPattern = /\\\./g;
		function numeric(str) {
			return isNaN(str) ? str.charCodeAt(0) : parseInt(str, 10);
		}
		function escapeBraces(str) {
			return str.replace(slashPattern, escSlash).replace(openPattern, escOpen).replace(closePattern, escClose).replace(commaPattern, escComma).replace(periodPattern, escPeriod);
		}
		function unescapeBraces(str) {
			return str.replace(escSlashPattern, "\\").replace(escOpenPattern, "{").replace(escClosePattern, "}").replace(escCommaPattern, ",").replace(escPeriodPattern, ".");
		}
		function pushAll(target, items) {
			for (let i = 0; i < items.length; i++) target.push(items[i]);
		}
		function balancedWithBudget(str, masked, budget) {
			if (budget.remaining < 0) return;
			let r = range("{", "}", masked), unmatched = r !== void 0 && masked.indexOf("{") < r[0];
			if (budget.remaining -= r && !unmatched ? r[1] + 1 : str.length, !(!r || budget.remaining < 0)) return {
				end: r[1],
				pre: str.slice(0, r[0]),
				body: str.slice(r[0] + 1, r[1]),
				post: str.slice(r[1] + 1),
				unmatched
			};
		}
		function maskUnmatchedOpens(masked, budget) {
			budget.remaining -= masked.length;
			let open = [];
			for (let i = 0; i < masked.length; i++) {
				let c = masked.charCodeAt(i);
				c === 123 ? open.push(i) : c === 125 && open.length && open.pop();
			}
			let out = "", last = 0;
			for (let i = 0; i < open.length; i++) {
				let at = open[i];
				out += masked.slice(last, at) + "\0", last = at + 1;
			}
			return out + masked.slice(last);
		}
		function commaSetFollows(str, budget) {
			if (budget.remaining -= str.length, budget.remaining < 0) return !1;
			let close = !1;
			for (let i = str.length - 1; i >= 0; i--) {
				let c = str.charCodeAt(i);
				if (c === 125) close = !0;
				else if (c === 10 || c === 13 || c === 8232 || c === 8233) close = !1;
				else if (c === 44 && close && str.charCodeAt(i + 1) !== 44) return !0;
			}
			return !1;
		}
		function parseCommaParts(str, budget) {
			let parts = [], carry = "";
			for (;;) {
				let m = balancedWithBudget(str, str, budget);
				if (budget.remaining < 0) return;
				if (!m) {
					let tail = str.split(",");
					return tail[0] = carry + tail[0], pushAll(parts, tail), parts;
				}
				let { pre, body, post } = m, p = pre.split(",");
				if (p[0] = carry + p[0], p[p.length - 1] += "{" + body + "}", !post.length) return pushAll(parts, p), parts;
				carry = p.pop(), pushAll(parts, p), str = post;
			}
		}
		function bound(value, fallback) {
			return value === void 0 || isNaN(value) ? fallback : value;
		}
		function expand(str, options = {}) {
			if (!str) return [];
			let max = bound(options.max, 1e5), maxLength = bound(options.maxLength, 4e6), maxDepth = bound(options.maxDepth, 1e3), maxRewrites = bound(options.maxRewrites, 1e3), maxSteps = bound(options.maxSteps, 2e7);
			return str.slice(0, 2) === "{}" && (str = "\\{\\}" + str.slice(2)), expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, !0).map(unescapeBraces);
		}
		function embrace(str) {
			return "{" + str + "}";
		}
		function isPadded(el) {
			return /^-?0\d/.test(el);
		}
		function lte(i, y) {
			return i <= y;
		}
		function gte(i, y) {
			return i >= y;
		}
		function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
			let out = [], length = 0, nonEmpty;
			outer: for (let a = 0; a < acc.length; a++) {
				let prefix = acc[a] + pre, vs = values;
				dropEmpties && !prefix && (nonEmpty ||= values.filter((v) => v), vs = nonEmpty);
				for (let v = 0; v < vs.length; v++) {
					if (out.length >= max) break outer;
					let expansion = prefix + vs[v];
					if (length + expansion.length > maxLength) break outer;
					out.push(expansion), length += expansion.length;
				}
			}
			return budget.remaining -= out.length, out;
		}
		function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
			let n = body.split(/\.\./), N = [];
			if (n[0] === void 0 || n[1] === void 0) return N;
			let x = numeric(n[0]), y = numeric(n[1]), width = Math.max(n[0].length, n[1].length), incr = n.length === 3 && n[2] !== void 0 ? Math.max(Math.abs(numeric(n[2])), 1) : 1, test = lte;
			y < x && (incr *= -1, test = gte);
			let pad = n.some(isPadded), cost = pad ? width : 1, length = 0;
			for (let i = x; test(i, y) && N.length < max; i += incr) {
				if (budget.remaining -= cost, budget.remaining < 0) return;
				let c;
				if (isAlphaSequence) c = String.fromCharCode(i), c === "\\" && (c = "");
				else if (c = String(i), pad) {
					let need = width - c.length;
					if (need > 0) {
						let z = Array(need + 1).join("0");
						c = i < 0 ? "-" + z + c.slice(1) : z + c;
					}
				}
				if (length + c.length > maxLength) break;
				N.push(c), length += c.length;
			}
			return N;
		}
		function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
			if (budget.remaining -= 16, depth > maxDepth) return [str];
			let acc = [""], rewrites = 0, dropEmpties = !1, firstGroup = !0, masked = str;
			for (;;) {
				let m = balancedWithBudget(str, masked, budget);
				if (!m) return combine(acc, str, [""], max, maxLength, dropEmpties, budget);
				m.unmatched && (masked = maskUnmatchedOpens(masked, budget));
				let pre = m.pre, literal = () => combine(acc, pre + "{" + m.body + "}" + m.post, [""], max, maxLength, dropEmpties, budget);
				if (/\$$/.test(pre)) {
					if (acc = combine(acc, pre + "{" + m.body + "}", [""], max, maxLength, dropEmpties && !m.post.length, budget), firstGroup = !1, !m.post.length) break;
					str = m.post, masked = masked.slice(m.end + 1);
					continue;
				}
				let isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body), isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body), isSequence = isNumericSequence || isAlphaSequence, isOptions = m.body.indexOf(",") >= 0;
				if (!isSequence && !isOptions) {
					if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
						rewrites++, str = m.pre + "{" + m.body + escClose + m.post, masked = masked.slice(0, m.end) + escClose + masked.slice(m.end + 1), isTop = !0;
						continue;
					}
					return literal();
				}
				firstGroup &&= (dropEmpties = isTop && !isSequence, !1);
				let values;
				if (isSequence) {
					if (values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget), !values) return literal();
				} else {
					let n = parseCommaParts(m.body, budget);
					if (!n) return literal();
					if (n.length === 1 && n[0] !== void 0) {
						if (n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, !1).map(embrace), budget.remaining < 0) return literal();
						if (n.length === 1) {
							let next = combine(acc, pre + n[0], [""], max, maxLength, dropEmpties && !m.post.length, budget);
							if (budget.remaining < 0) return literal();
							if (acc = next, !m.post.length) break;
							str = m.post, masked = masked.slice(m.end + 1);
							continue;
						}
					}
					let dropsEmpties = dropEmpties && !m.post.length && !pre;
					for (let d = 0; dropsEmpties && d < acc.length; d++) acc[d] && (dropsEmpties = !1);
					values = [];
					let valuesLength = 0;
					outer: for (let j = 0; j < n.length; j++) {
						let expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, !1);
						if (budget.remaining < 0) return literal();
						for (let k = 0; k < expanded.length; k++) {
							let v = expanded[k];
							if (!dropsEmpties || v) {
								if (values.length >= max || valuesLength + v.length > maxLength) break outer;
								values.push(v), valuesLength += v.length;
							}
						}
					}
				}
				let next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
				if (budget.remaining < 0) return literal();
				if (acc = next, !m.post.length) break;
				str = m.post, masked = masked.slice(m.end + 1);
			}
			return acc;
		}
		let assertValidPattern = (pattern) => {
			if (typeof pattern != "string") throw TypeError("invalid pattern");
			if (pattern.length > 65536) throw TypeError("pattern is too long");
		}, posixClasses = {
			"[:alnum:]": ["\\p{L}\\p{Nl}\\p{Nd}", !0],
			"[:alpha:]": ["\\p{L}\\p{Nl}", !0],
			"[:ascii:]": ["\\x00-\\x7f", !1],
			"[:blank:]": ["\\p{Zs}\\t", !0],
			"[:cntrl:]": ["\\p{Cc}", !0],
			"[:digit:]": ["\\p{Nd}", !0],
			"[:graph:]": [
				"\\p{Z}\\p{C}",
				!0,
				!0
			],
			"[:lower:]": ["\\p{Ll}", !0],
			"[:print:]": ["\\p{C}", !0],
			"[:punct:]": ["\\p{P}", !0],
			"[:space:]": ["\\p{Z}\\t\\r\\n\\v\\f", !0],
			"[:upper:]": ["\\p{Lu}", !0],
			"[:word:]": ["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}", !0],
			"[:xdigit:]": ["A-Fa-f0-9", !1]
		}, braceEscape = (s) => s.replace(/[[\]\\-]/g, "\\$&"), regexpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&"), rangesToString = (ranges) => ranges.join(""), parseClass = (glob, position) => {
			let pos = position;
			if (glob.charAt(pos) !== "[") throw Error("not in a brace expression");
			let ranges = [], negs = [], i = pos + 1, sawStart = !1, uflag = !1, escaping = !1, negate = !1, endPos = pos, rangeStart = "";
			WHILE: for (; i < glob.length;) {
				let c = glob.charAt(i);
				if ((c === "!" || c === "^") && i === pos + 1) negate = !0, i++;
				else {
					if (c === "]" && sawStart && !escaping) {
						endPos = i + 1;
						break;
					}
					if (sawStart = !0, c === "\\" && !escaping) escaping = !0, i++;
					else {
						if (c === "[" && !escaping) {
							for (let [cls, [unip, u, neg]] of Object.entries(posixClasses)) if (glob.startsWith(cls, i)) {
								if (rangeStart) return [
									"$.",
									!1,
									glob.length - pos,
									!0
								];
								i += cls.length, neg ? negs.push(unip) : ranges.push(unip), uflag ||= u;
								continue WHILE;
							}
						}
						escaping = !1, rangeStart ? (c > rangeStart ? ranges.push(braceEscape(rangeStart) + "-" + braceEscape(c)) : c === rangeStart && ranges.push(braceEscape(c)), rangeStart = "", i++) : glob.startsWith("-]", i + 1) ? (ranges.push(braceEscape(c + "-")), i += 2) : glob.startsWith("-", i + 1) ? (rangeStart = c, i += 2) : (ranges.push(braceEscape(c)), i++);
					}
				}
			}
			if (endPos < i) return [
				"",
				!1,
				0,
				!1
			];
			if (!ranges.length && !negs.length) return [
				"$.",
				!1,
				glob.length - pos,
				!0
			];
			if (negs.length === 0 && ranges.length === 1 && /^\\?.$/.test(ranges[0]) && !negate) {
				let r = ranges[0].length === 2 ? ranges[0].slice(-1) : ranges[0];
				return [
					regexpEscape(r),
					!1,
					endPos - pos,
					!1
				];
			}
			let sranges = "[" + (negate ? "^" : "") + rangesToString(ranges) + "]", snegs = "[" + (negate ? "" : "^") + rangesToString(negs) + "]";
			return [
				ranges.length && negs.length ? "(" + sranges + "|" + snegs + ")" : ranges.length ? sranges : snegs,
				uflag,
				endPos - pos,
				!0
			];
		}, unescape_unescape = (s, { windowsPathsNoEscape = !1, magicalBraces = !0 } = {}) => magicalBraces ? windowsPathsNoEscape ? s.replace(/\[([^/\\])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\])\]/g, "$1$2").replace(/\\([^/])/g, "$1") : windowsPathsNoEscape ? s.replace(/\[([^/\\{}])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\{}])\]/g, "$1$2").replace(/\\([^/{}])/g, "$1");
		var _a;
		let types = new Set([
			"!",
			"?",
			"+",
			"*",
			"@"
		]), isExtglobType = (c) => types.has(c), isExtglobAST = (c) => isExtglobType(c.type), adoptionMap = new Map([
			["!", ["@"]],
			["?", ["?", "@"]],
			["@", ["@"]],
			["*", [
				"*",
				"+",
				"?",
				"@"
			]],
			["+", ["+", "@"]]
		]), adoptionWithSpaceMap = new Map([
			["!", ["?"]],
			["@", ["?"]],
			["+", ["?", "*"]]
		]), adoptionAnyMap = new Map([
			["!", ["?", "@"]],
			["?", ["?", "@"]],
			["@", ["?", "@"]],
			["*", [
				"*",
				"+",
				"?",
				"@"
			]],
			["+", [
				"+",
				"@",
				"?",
				"*"
			]]
		]), usurpMap = new Map([
			["!", new Map([["!", "@"]])],
			["?", new Map([["*", "*"], ["+", "*"]])],
			["@", new Map([
				["!", "!"],
				["?", "?"],
				["@", "@"],
				["*", "*"],
				["+", "+"]
			])],
			["+", new Map([["?", "*"], ["*", "*"]])]
		]), startNoDot = "(?!\\.)", addPatternStart = new Set(["[", "."]), justDots = new Set(["..", "."]), reSpecials = new Set("().*{}+?[]^$\\!"), regExpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&"), starNoEmpty = "[^/]+?", ID = 0;
		class AST {
			type;
			#root;
			#hasMagic;
			#uflag = !1;
			#parts = [];
			#parent;
			#parentIndex;
			#negs;
			#filledNegs = !1;
			#options;
			#toString;
			#emptyExt = !1;
			id = ++ID;
			get depth() {
				return (this.#parent?.depth ?? -1) + 1;
			}
			[Symbol.for("nodejs.util.inspect.custom")]() {
				return {
					"@@type": "AST",
					id: this.id,
					type: this.type,
					root: this.#root.id,
					parent: this.#parent?.id,
					depth: this.depth,
					partsLength: this.#parts.length,
					parts: this.#parts
				};
			}
			constructor(type, parent, options = {}) {
				this.type = type, type && (this.#hasMagic = !0), this.#parent = parent, this.#root = this.#parent ? this.#parent.#root : this, this.#options = this.#root === this ? options : this.#root.#options, this.#negs = this.#root === this ? [] : this.#root.#negs, type === "!" && !this.#root.#filledNegs && this.#negs.push(this), this.#parentIndex = this.#parent ? this.#parent.#parts.length : 0;
			}
			get hasMagic() {
				if (this.#hasMagic !== void 0) return this.#hasMagic;
				for (let p of this.#parts) if (typeof p != "string" && (p.type || p.hasMagic)) return this.#hasMagic = !0;
				return this.#hasMagic;
			}
			toString() {
				return this.#toString === void 0 ? this.#toString = this.type ? this.type + "(" + this.#parts.map((p) => String(p)).join("|") + ")" : this.#parts.map((p) => String(p)).join("") : this.#toString;
			}
			#fillNegs() {
				if (this !== this.#root) throw Error("should only call on root");
				if (this.#filledNegs) return this;
				this.toString(), this.#filledNegs = !0;
				let n;
				for (; n = this.#negs.pop();) {
					if (n.type !== "!") continue;
					let p = n, pp = p.#parent;
					for (; pp;) {
						for (let i = p.#parentIndex + 1; !pp.type && i < pp.#parts.length; i++) for (let part of n.#parts) {
							if (typeof part == "string") throw Error("string part in extglob AST??");
							part.copyIn(pp.#parts[i]);
						}
						p = pp, pp = p.#parent;
					}
				}
				return this;
			}
			push(...parts) {
				for (let p of parts) if (p !== "") {
					if (typeof p != "string" && !(p instanceof _a && p.#parent === this)) throw Error("invalid part: " + p);
					this.#parts.push(p);
				}
			}
			toJSON() {
				let ret = this.type === null ? this.#parts.slice().map((p) => typeof p == "string" ? p : p.toJSON()) : [this.type, ...this.#parts.map((p) => p.toJSON())];
				return this.isStart() && !this.type && ret.unshift([]), this.isEnd() && (this === this.#root || this.#root.#filledNegs && this.#parent?.type === "!") && ret.push({}), ret;
			}
			isStart() {
				if (this.#root === this) return !0;
				if (!this.#parent?.isStart()) return !1;
				if (this.#parentIndex === 0) return !0;
				let p = this.#parent;
				for (let i = 0; i < this.#parentIndex; i++) {
					let pp = p.#parts[i];
					if (!(pp instanceof _a && pp.type === "!")) return !1;
				}
				return !0;
			}
			isEnd() {
				if (this.#root === this || this.#parent?.type === "!") return !0;
				if (!this.#parent?.isEnd()) return !1;
				if (!this.type) return this.#parent?.isEnd();
				let pl = this.#parent ? this.#parent.#parts.length : 0;
				return this.#parentIndex === pl - 1;
			}
			copyIn(part) {
				typeof part == "string" ? this.push(part) : this.push(part.clone(this));
			}
			clone(parent) {
				let c = new _a(this.type, parent);
				for (let p of this.#parts) c.copyIn(p);
				return c;
			}
			static #parseAST(str, ast, pos, opt, extDepth) {
				let maxDepth = opt.maxExtglobRecursion ?? 2, escaping = !1, inBrace = !1, braceStart = -1, braceNeg = !1;
				if (ast.type === null) {
					let i = pos, acc = "";
					for (; i < str.length;) {
						let c = str.charAt(i++);
						if (escaping || c === "\\") escaping = !escaping, acc += c;
						else if (inBrace) i === braceStart + 1 ? (c === "^" || c === "!") && (braceNeg = !0) : c === "]" && !(i === braceStart + 2 && braceNeg) && (inBrace = !1), acc += c;
						else if (c === "[") inBrace = !0, braceStart = i, braceNeg = !1, acc += c;
						else if (!opt.noext && isExtglobType(c) && str.charAt(i) === "(" && extDepth <= maxDepth) {
							ast.push(acc), acc = "";
							let ext = new _a(c, ast);
							i = _a.#parseAST(str, ext, i, opt, extDepth + 1), ast.push(ext);
						} else acc += c;
					}
					return ast.push(acc), i;
				}
				let i = pos + 1, part = new _a(null, ast), parts = [], acc = "";
				for (; i < str.length;) {
					let c = str.charAt(i++);
					if (escaping || c === "\\") escaping = !escaping, acc += c;
					else if (inBrace) i === braceStart + 1 ? (c === "^" || c === "!") && (braceNeg = !0) : c === "]" && !(i === braceStart + 2 && braceNeg) && (inBrace = !1), acc += c;
					else if (c === "[") inBrace = !0, braceStart = i, braceNeg = !1, acc += c;
					else if (!opt.noext && isExtglobType(c) && str.charAt(i) === "(" && (extDepth <= maxDepth || ast && ast.#canAdoptType(c))) {
						let depthAdd = ast && ast.#canAdoptType(c) ? 0 : 1;
						part.push(acc), acc = "";
						let ext = new _a(c, part);
						part.push(ext), i = _a.#parseAST(str, ext, i, opt, extDepth + depthAdd);
					} else if (c === "|") part.push(acc), acc = "", parts.push(part), part = new _a(null, ast);
					else {
						if (c === ")") return acc === "" && ast.#parts.length === 0 && (ast.#emptyExt = !0), part.push(acc), acc = "", ast.push(...parts, part), i;
						acc += c;
					}
				}
				return ast.type = null, ast.#hasMagic = void 0, ast.#parts = [str.substring(pos - 1)], i;
			}
			#canAdoptWithSpace(child) {
				return this.#canAdopt(child, adoptionWithSpaceMap);
			}
			#canAdopt(child, map = adoptionMap) {
				if (!child || typeof child != "object" || child.type !== null || child.#parts.length !== 1 || this.type === null) return !1;
				let gc = child.#parts[0];
				return !gc || typeof gc != "object" || gc.type === null ? !1 : this.#canAdoptType(gc.type, map);
			}
			#canAdoptType(c, map = adoptionAnyMap) {
				return !!map.get(this.type)?.includes(c);
			}
			#adoptWithSpace(child, index) {
				let gc = child.#parts[0], blank = new _a(null, gc, this.options);
				blank.#parts.push(""), gc.push(blank), this.#adopt(child, index);
			}
			#adopt(child, index) {
				let gc = child.#parts[0];
				this.#parts.splice(index, 1, ...gc.#parts);
				for (let p of gc.#parts) typeof p == "object" && (p.#parent = this);
				this.#toString = void 0;
			}
			#canUsurpType(c) {
				return !!usurpMap.get(this.type)?.has(c);
			}
			#canUsurp(child) {
				if (!child || typeof child != "object" || child.type !== null || child.#parts.length !== 1 || this.type === null || this.#parts.length !== 1) return !1;
				let gc = child.#parts[0];
				return !gc || typeof gc != "object" || gc.type === null ? !1 : this.#canUsurpType(gc.type);
			}
			#usurp(child) {
				let m = usurpMap.get(this.type), gc = child.#parts[0], nt = m?.get(gc.type);
				if (!nt) return !1;
				this.#parts = gc.#parts;
				for (let p of this.#parts) typeof p == "object" && (p.#parent = this);
				this.type = nt, this.#toString = void 0, this.#emptyExt = !1;
			}
			static fromGlob(pattern, options = {}) {
				let ast = new _a(null, void 0, options);
				return _a.#parseAST(pattern, ast, 0, options, 0), ast;
			}
			toMMPattern() {
				if (this !== this.#root) return this.#root.toMMPattern();
				let glob = this.toString(), [re, body, hasMagic, uflag] = this.toRegExpSource();
				if (!(hasMagic || this.#hasMagic || this.#options.nocase && !this.#options.nocaseMagicOnly && glob.toUpperCase() !== glob.toLowerCase())) return body;
				let flags = (this.#options.nocase ? "i" : "") + (uflag ? "u" : "");
				return Object.assign(RegExp(`^${re}$`, flags), {
					_src: re,
					_glob: glob
				});
			}
			get options() {
				return this.#options;
			}
			toRegExpSource(allowDot) {
				let dot = allowDot ?? !!this.#options.dot;
				if (this.#root === this && (this.#flatten(), this.#fillNegs()), !isExtglobAST(this)) {
					let noEmpty = this.isStart() && this.isEnd() && !this.#parts.some((s) => typeof s != "string"), src = this.#parts.map((p) => {
						let [re, _, hasMagic, uflag] = typeof p == "string" ? _a.#parseGlob(p, this.#hasMagic, noEmpty) : p.toRegExpSource(allowDot);
						return this.#hasMagic = this.#hasMagic || hasMagic, this.#uflag = this.#uflag || uflag, re;
					}).join(""), start = "";
					if (this.isStart() && typeof this.#parts[0] == "string" && !(this.#parts.length === 1 && justDots.has(this.#parts[0]))) {
						let aps = addPatternStart, needNoTrav = dot && aps.has(src.charAt(0)) || src.startsWith("\\.") && aps.has(src.charAt(2)) || src.startsWith("\\.\\.") && aps.has(src.charAt(4)), needNoDot = !dot && !allowDot && aps.has(src.charAt(0));
						start = needNoTrav ? "(?!(?:^|/)\\.\\.?(?:$|/))" : needNoDot ? startNoDot : "";
					}
					let end = "";
					return this.isEnd() && this.#root.#filledNegs && this.#parent?.type === "!" && (end = "(?:$|\\/)"), [
						start + src + end,
						unescape_unescape(src),
						this.#hasMagic = !!this.#hasMagic,
						this.#uflag
					];
				}
				let repeated = this.type === "*" || this.type === "+", start = this.type === "!" ? "(?:(?!(?:" : "(?:", body = this.#partsToRegExp(dot);
				if (this.isStart() && this.isEnd() && !body && this.type !== "!") {
					let s = this.toString(), me = this;
					return me.#parts = [s], me.type = null, me.#hasMagic = void 0, [
						s,
						unescape_unescape(this.toString()),
						!1,
						!1
					];
				}
				let bodyDotAllowed = !repeated || allowDot || dot ? "" : this.#partsToRegExp(!0);
				bodyDotAllowed === body && (bodyDotAllowed = ""), bodyDotAllowed && (body = `(?:${body})(?:${bodyDotAllowed})*?`);
				let final = "";
				if (this.type === "!" && this.#emptyExt) final = (this.isStart() && !dot ? startNoDot : "") + starNoEmpty;
				else {
					let close = this.type === "!" ? "))" + (this.isStart() && !dot && !allowDot ? startNoDot : "") + "[^/]*?)" : this.type === "@" ? ")" : this.type === "?" ? ")?" : this.type === "+" && bodyDotAllowed ? ")" : this.type === "*" && bodyDotAllowed ? ")?" : `)${this.type}`;
					final = start + body + close;
				}
				return [
					final,
					unescape_unescape(body),
					this.#hasMagic = !!this.#hasMagic,
					this.#uflag
				];
			}
			#flatten() {
				if (isExtglobAST(this)) {
					let iterations = 0, done = !1;
					do {
						done = !0;
						for (let i = 0; i < this.#parts.length; i++) {
							let c = this.#parts[i];
							typeof c == "object" && (c.#flatten(), this.#canAdopt(c) ? (done = !1, this.#adopt(c, i)) : this.#canAdoptWithSpace(c) ? (done = !1, this.#adoptWithSpace(c, i)) : this.#canUsurp(c) && (done = !1, this.#usurp(c)));
						}
					} while (!done && ++iterations < 10);
				} else for (let p of this.#parts) typeof p == "object" && p.#flatten();
				this.#toString = void 0;
			}
			#partsToRegExp(dot) {
				return this.#parts.map((p) => {
					if (typeof p == "string") throw Error("string type in extglob ast??");
					let [re, _, _hasMagic, uflag] = p.toRegExpSource(dot);
					return this.#uflag = this.#uflag || uflag, re;
				}).filter((p) => !(this.isStart() && this.isEnd()) || !!p).join("|");
			}
			static #parseGlob(glob, hasMagic, noEmpty = !1) {
				let escaping = !1, re = "", uflag = !1, inStar = !1;
				for (let i = 0; i < glob.length; i++) {
					let c = glob.charAt(i);
					if (escaping) escaping = !1, re += (reSpecials.has(c) ? "\\" : "") + c;
					else if (c === "*") {
						if (inStar) continue;
						inStar = !0, re += noEmpty && /^[*]+$/.test(glob) ? starNoEmpty : "[^/]*?", hasMagic = !0;
					} else if (inStar = !1, c === "\\") i === glob.length - 1 ? re += "\\\\" : escaping = !0;
					else {
						if (c === "[") {
							let [src, needUflag, consumed, magic] = parseClass(glob, i);
							if (consumed) {
								re += src, uflag ||= needUflag, i += consumed - 1, hasMagic ||= magic;
								continue;
							}
						}
						c === "?" ? (re += "[^/]", hasMagic = !0) : re += regExpEscape(c);
					}
				}
				return [
					re,
					unescape_unescape(glob),
					!!hasMagic,
					uflag
				];
			}
		}
		_a = AST;
		let escape_escape = (s, { windowsPathsNoEscape = !1, magicalBraces = !1 } = {}) => magicalBraces ? windowsPathsNoEscape ? s.replace(/[?*()[\]{}]/g, "[$&]") : s.replace(/[?*()[\]\\{}]/g, "\\$&") : windowsPathsNoEscape ? s.replace(/[?*()[\]]/g, "[$&]") : s.replace(/[?*()[\]\\]/g, "\\$&"), minimatch = (p, pattern, options = {}) => (assertValidPattern(pattern), !options.nocomment && pattern.charAt(0) === "#" ? !1 : new Minimatch(pattern, options).match(p)), starDotExtRE = /^\*+([^+@!?*[(]*)$/, starDotExtTest = (ext) => (f) => !f.startsWith(".") && f.endsWith(ext), starDotExtTestDot = (ext) => (f) => f.endsWith(ext), starDotExtTestNocase = (ext) => (ext = ext.toLowerCase(), (f) => !f.startsWith(".") && f.toLowerCase().endsWith(ext)), starDotExtTestNocaseDot = (ext) => (ext = ext.toLowerCase(), (f) => f.toLowerCase().endsWith(ext)), starDotStarRE = /^\*+\.\*+$/, starDotStarTest = (f) => !f.startsWith(".") && f.includes("."), starDotStarTestDot = (f) => f !== "." && f !== ".." && f.includes("."), dotStarRE = /^\.\*+$/, dotStarTest = (f) => f !== "." && f !== ".." && f.startsWith("."), starRE = /^\*+$/, starTest = (f) => f.length !== 0 && !f.startsWith("."), starTestDot = (f) => f.length !== 0 && f !== "." && f !== "..", qmarksRE = /^\?+([^+@!?*[(]*)?$/, qmarksTestNocase = ([$0, ext = ""]) => {
			let noext = qmarksTestNoExt([$0]);
			return ext ? (ext = ext.toLowerCase(), (f) => noext(f) && f.toLowerCase().endsWith(ext)) : noext;
		}, qmarksTestNocaseDot = ([$0, ext = ""]) => {
			let noext = qmarksTestNoExtDot([$0]);
			return ext ? (ext = ext.toLowerCase(), (f) => noext(f) && f.toLowerCase().endsWith(ext)) : noext;
		}, qmarksTestDot = ([$0, ext = ""]) => {
			let noext = qmarksTestNoExtDot([$0]);
			return ext ? (f) => noext(f) && f.endsWith(ext) : noext;
		}, qmarksTest = ([$0, ext = ""]) => {
			let noext = qmarksTestNoExt([$0]);
			return ext ? (f) => noext(f) && f.endsWith(ext) : noext;
		}, qmarksTestNoExt = ([$0]) => {
			let len = $0.length;
			return (f) => f.length === len && !f.startsWith(".");
		}, qmarksTestNoExtDot = ([$0]) => {
			let len = $0.length;
			return (f) => f.length === len && f !== "." && f !== "..";
		}, defaultPlatform = typeof process == "object" && process ? typeof process.env == "object" && process.env && process.env.__MINIMATCH_TESTING_PLATFORM__ || process.platform : "posix", esm_path = {
			win32: { sep: "\\" },
			posix: { sep: "/" }
		};
		minimatch.sep = defaultPlatform === "win32" ? esm_path.win32.sep : esm_path.posix.sep;
		let GLOBSTAR = Symbol("globstar **");
		minimatch.GLOBSTAR = GLOBSTAR, minimatch.filter = (pattern, options = {}) => (p) => minimatch(p, pattern, options);
		let ext = (a, b = {}) => Object.assign({}, a, b);
		minimatch.defaults = (def) => {
			if (!def || typeof def != "object" || !Object.keys(def).length) return minimatch;
			let orig = minimatch;
			return Object.assign((p, pattern, options = {}) => orig(p, pattern, ext(def, options)), {
				Minimatch: class extends orig.Minimatch {
					constructor(pattern, options = {}) {
						super(pattern, ext(def, options));
					}
					static defaults(options) {
						return orig.defaults(ext(def, options)).Minimatch;
					}
				},
				AST: class extends orig.AST {
					constructor(type, parent, options = {}) {
						super(type, parent, ext(def, options));
					}
					static fromGlob(pattern, options = {}) {
						return orig.AST.fromGlob(pattern, ext(def, options));
					}
				},
				unescape: (s, options = {}) => orig.unescape(s, ext(def, options)),
				escape: (s, options = {}) => orig.escape(s, ext(def, options)),
				filter: (pattern, options = {}) => orig.filter(pattern, ext(def, options)),
				defaults: (options) => orig.defaults(ext(def, options)),
				makeRe: (pattern, options = {}) => orig.makeRe(pattern, ext(def, options)),
				braceExpand: (pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)),
				match: (list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)),
				sep: orig.sep,
				GLOBSTAR
			});
		};
		let braceExpand = (pattern, options = {}) => (assertValidPattern(pattern), options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern) ? [pattern] : expand(pattern, { max: options.braceExpandMax }));
		minimatch.braceExpand = braceExpand, minimatch.makeRe = (pattern, options = {}) => new Minimatch(pattern, options).makeRe(), minimatch.match = (list, pattern, options = {}) => {
			let mm = new Minimatch(pattern, options);
			return list = list.filter((f) => mm.match(f)), mm.options.nonull && !list.length && list.push(pattern), list;
		};
		let globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/, esm_regExpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&");
		class Minimatch {
			options;
			set;
			pattern;
			windowsPathsNoEscape;
			nonegate;
			negate;
			comment;
			empty;
			preserveMultipleSlashes;
			partial;
			globSet;
			globParts;
			nocase;
			isWindows;
			platform;
			windowsNoMagicRoot;
			maxGlobstarRecursion;
			regexp;
			constructor(pattern, options = {}) {
				assertValidPattern(pattern), options ||= {}, this.options = options, this.maxGlobstarRecursion = options.maxGlobstarRecursion ?? 200, this.pattern = pattern, this.platform = options.platform || defaultPlatform, this.isWindows = this.platform === "win32", this.windowsPathsNoEscape = !!options.windowsPathsNoEscape || options.allowWindowsEscape === !1, this.windowsPathsNoEscape && (this.pattern = this.pattern.replace(/\\/g, "/")), this.preserveMultipleSlashes = !!options.preserveMultipleSlashes, this.regexp = null, this.negate = !1, this.nonegate = !!options.nonegate, this.comment = !1, this.empty = !1, this.partial = !!options.partial, this.nocase = !!this.options.nocase, this.windowsNoMagicRoot = options.windowsNoMagicRoot === void 0 ? !!(this.isWindows && this.nocase) : options.windowsNoMagicRoot, this.globSet = [], this.globParts = [], this.set = [], this.make();
			}
			hasMagic() {
				if (this.options.magicalBraces && this.set.length > 1) return !0;
				for (let pattern of this.set) for (let part of pattern) if (typeof part != "string") return !0;
				return !1;
			}
			debug(..._) {}
			make() {
				let pattern = this.pattern, options = this.options;
				if (!options.nocomment && pattern.charAt(0) === "#") {
					this.comment = !0;
					return;
				}
				if (!pattern) {
					this.empty = !0;
					return;
				}
				this.parseNegate(), this.globSet = [...new Set(this.braceExpand())], options.debug && (this.debug = (...args) => console.error(...args)), this.debug(this.pattern, this.globSet);
				let rawGlobParts = this.globSet.map((s) => this.slashSplit(s));
				this.globParts = this.preprocess(rawGlobParts), this.debug(this.pattern, this.globParts);
				let set = this.globParts.map((s, _, __) => {
					if (this.isWindows && this.windowsNoMagicRoot) {
						let isUNC = s[0] === "" && s[1] === "" && (s[2] === "?" || !globMagic.test(s[2])) && !globMagic.test(s[3]), isDrive = /^[a-z]:/i.test(s[0]);
						if (isUNC) return [...s.slice(0, 4), ...s.slice(4).map((ss) => this.parse(ss))];
						if (isDrive) return [s[0], ...s.slice(1).map((ss) => this.parse(ss))];
					}
					return s.map((ss) => this.parse(ss));
				});
				if (this.debug(this.pattern, set), this.set = set.filter((s) => s.indexOf(!1) === -1), this.isWindows) for (let i = 0; i < this.set.length; i++) {
					let p = this.set[i];
					p[0] === "" && p[1] === "" && this.globParts[i][2] === "?" && typeof p[3] == "string" && /^[a-z]:$/i.test(p[3]) && (p[2] = "?");
				}
				this.debug(this.pattern, this.set);
			}
			preprocess(globParts) {
				if (this.options.noglobstar) for (let partset of globParts) for (let j = 0; j < partset.length; j++) partset[j] === "**" && (partset[j] = "*");
				let { optimizationLevel = 1 } = this.options;
				return optimizationLevel >= 2 ? (globParts = this.firstPhasePreProcess(globParts), globParts = this.secondPhasePreProcess(globParts)) : globParts = optimizationLevel >= 1 ? this.levelOneOptimize(globParts) : this.adjascentGlobstarOptimize(globParts), globParts;
			}
			adjascentGlobstarOptimize(globParts) {
				return globParts.map((parts) => {
					let gs = -1;
					for (; (gs = parts.indexOf("**", gs + 1)) !== -1;) {
						let i = gs;
						for (; parts[i + 1] === "**";) i++;
						i !== gs && parts.splice(gs, i - gs);
					}
					return parts;
				});
			}
			levelOneOptimize(globParts) {
				return globParts.map((parts) => (parts = parts.reduce((set, part) => {
					let prev = set[set.length - 1];
					return part === "**" && prev === "**" ? set : part === ".." && prev && prev !== ".." && prev !== "." && prev !== "**" ? (set.pop(), set) : (set.push(part), set);
				}, []), parts.length === 0 ? [""] : parts));
			}
			levelTwoFileOptimize(parts) {
				Array.isArray(parts) || (parts = this.slashSplit(parts));
				let didSomething = !1;
				do {
					if (didSomething = !1, !this.preserveMultipleSlashes) {
						for (let i = 1; i < parts.length - 1; i++) {
							let p = parts[i];
							i === 1 && p === "" && parts[0] === "" || p !== "." && p !== "" || (didSomething = !0, parts.splice(i, 1), i--);
						}
						parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "") && (didSomething = !0, parts.pop());
					}
					let dd = 0;
					for (; (dd = parts.indexOf("..", dd + 1)) !== -1;) {
						let p = parts[dd - 1];
						p && p !== "." && p !== ".." && p !== "**" && !(this.isWindows && /^[a-z]:$/i.test(p)) && (didSomething = !0, parts.splice(dd - 1, 2), dd -= 2);
					}
				} while (didSomething);
				return parts.length === 0 ? [""] : parts;
			}
			firstPhasePreProcess(globParts) {
				let didSomething = !1;
				do {
					didSomething = !1;
					for (let parts of globParts) {
						let gs = -1;
						for (; (gs = parts.indexOf("**", gs + 1)) !== -1;) {
							let gss = gs;
							for (; parts[gss + 1] === "**";) gss++;
							gss > gs && parts.splice(gs + 1, gss - gs);
							let next = parts[gs + 1], p = parts[gs + 2], p2 = parts[gs + 3];
							if (next !== ".." || !p || p === "." || p === ".." || !p2 || p2 === "." || p2 === "..") continue;
							didSomething = !0, parts.splice(gs, 1);
							let other = parts.slice(0);
							other[gs] = "**", globParts.push(other), gs--;
						}
						if (!this.preserveMultipleSlashes) {
							for (let i = 1; i < parts.length - 1; i++) {
								let p = parts[i];
								i === 1 && p === "" && parts[0] === "" || p !== "." && p !== "" || (didSomething = !0, parts.splice(i, 1), i--);
							}
							parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "") && (didSomething = !0, parts.pop());
						}
						let dd = 0;
						for (; (dd = parts.indexOf("..", dd + 1)) !== -1;) {
							let p = parts[dd - 1];
							if (p && p !== "." && p !== ".." && p !== "**") {
								didSomething = !0;
								let splin = dd === 1 && parts[dd + 1] === "**" ? ["."] : [];
								parts.splice(dd - 1, 2, ...splin), parts.length === 0 && parts.push(""), dd -= 2;
							}
						}
					}
				} while (didSomething);
				return globParts;
			}
			secondPhasePreProcess(globParts) {
				for (let i = 0; i < globParts.length - 1; i++) for (let j = i + 1; j < globParts.length; j++) {
					let matched = this.partsMatch(globParts[i], globParts[j], !this.preserveMultipleSlashes);
					if (matched) {
						globParts[i] = [], globParts[j] = matched;
						break;
					}
				}
				return globParts.filter((gs) => gs.length);
			}
			partsMatch(a, b, emptyGSMatch = !1) {
				let ai = 0, bi = 0, result = [], which = "";
				for (; ai < a.length && bi < b.length;) if (a[ai] === b[bi]) result.push(which === "b" ? b[bi] : a[ai]), ai++, bi++;
				else if (emptyGSMatch && a[ai] === "**" && b[bi] === a[ai + 1]) result.push(a[ai]), ai++;
				else if (emptyGSMatch && b[bi] === "**" && a[ai] === b[bi + 1]) result.push(b[bi]), bi++;
				else if (a[ai] === "*" && b[bi] && (this.options.dot || !b[bi].startsWith(".")) && b[bi] !== "**") {
					if (which === "b") return !1;
					which = "a", result.push(a[ai]), ai++, bi++;
				} else if (b[bi] === "*" && a[ai] && (this.options.dot || !a[ai].startsWith(".")) && a[ai] !== "**") {
					if (which === "a") return !1;
					which = "b", result.push(b[bi]), ai++, bi++;
				} else return !1;
				return a.length === b.length && result;
			}
			parseNegate() {
				if (this.nonegate) return;
				let pattern = this.pattern, negate = !1, negateOffset = 0;
				for (let i = 0; i < pattern.length && pattern.charAt(i) === "!"; i++) negate = !negate, negateOffset++;
				negateOffset && (this.pattern = pattern.slice(negateOffset)), this.negate = negate;
			}
			matchOne(file, pattern, partial = !1) {
				let fileStartIndex = 0, patternStartIndex = 0;
				if (this.isWindows) {
					let fileDrive = typeof file[0] == "string" && /^[a-z]:$/i.test(file[0]), fileUNC = !fileDrive && file[0] === "" && file[1] === "" && file[2] === "?" && /^[a-z]:$/i.test(file[3]), patternDrive = typeof pattern[0] == "string" && /^[a-z]:$/i.test(pattern[0]), patternUNC = !patternDrive && pattern[0] === "" && pattern[1] === "" && pattern[2] === "?" && typeof pattern[3] == "string" && /^[a-z]:$/i.test(pattern[3]), fdi = fileUNC ? 3 : fileDrive ? 0 : void 0, pdi = patternUNC ? 3 : patternDrive ? 0 : void 0;
					if (typeof fdi == "number" && typeof pdi == "number") {
						let [fd, pd] = [file[fdi], pattern[pdi]];
						fd.toLowerCase() === pd.toLowerCase() && (pattern[pdi] = fd, patternStartIndex = pdi, fileStartIndex = fdi);
					}
				}
				let { optimizationLevel = 1 } = this.options;
				return optimizationLevel >= 2 && (file = this.levelTwoFileOptimize(file)), pattern.includes(GLOBSTAR) ? this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex) : this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
			}
			#matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
				let firstgs = pattern.indexOf(GLOBSTAR, patternIndex), lastgs = pattern.lastIndexOf(GLOBSTAR), [head, body, tail] = partial ? [
					pattern.slice(patternIndex, firstgs),
					pattern.slice(firstgs + 1),
					[]
				] : [
					pattern.slice(patternIndex, firstgs),
					pattern.slice(firstgs + 1, lastgs),
					pattern.slice(lastgs + 1)
				];
				if (head.length) {
					let fileHead = file.slice(fileIndex, fileIndex + head.length);
					if (!this.#matchOne(fileHead, head, partial, 0, 0)) return !1;
					fileIndex += head.length, patternIndex += head.length;
				}
				let fileTailMatch = 0;
				if (tail.length) {
					if (tail.length + fileIndex > file.length) return !1;
					let tailStart = file.length - tail.length;
					if (this.#matchOne(file, tail, partial, tailStart, 0)) fileTailMatch = tail.length;
					else {
						if (file[file.length - 1] !== "" || fileIndex + tail.length === file.length || (tailStart--, !this.#matchOne(file, tail, partial, tailStart, 0))) return !1;
						fileTailMatch = tail.length + 1;
					}
				}
				if (!body.length) {
					let sawSome = !!fileTailMatch;
					for (let i = fileIndex; i < file.length - fileTailMatch; i++) {
						let f = String(file[i]);
						if (sawSome = !0, f === "." || f === ".." || !this.options.dot && f.startsWith(".")) return !1;
					}
					return partial || sawSome;
				}
				let bodySegments = [[[], 0]], currentBody = bodySegments[0], nonGsParts = 0, nonGsPartsSums = [0];
				for (let b of body) b === GLOBSTAR ? (nonGsPartsSums.push(nonGsParts), currentBody = [[], 0], bodySegments.push(currentBody)) : (currentBody[0].push(b), nonGsParts++);
				let i = bodySegments.length - 1, fileLength = file.length - fileTailMatch;
				for (let b of bodySegments) b[1] = fileLength - (nonGsPartsSums[i--] + b[0].length);
				return !!this.#matchGlobStarBodySections(file, bodySegments, fileIndex, 0, partial, 0, !!fileTailMatch);
			}
			#matchGlobStarBodySections(file, bodySegments, fileIndex, bodyIndex, partial, globStarDepth, sawTail) {
				let bs = bodySegments[bodyIndex];
				if (!bs) {
					for (let i = fileIndex; i < file.length; i++) {
						sawTail = !0;
						let f = file[i];
						if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) return !1;
					}
					return sawTail;
				}
				let [body, after] = bs;
				for (; fileIndex <= after;) {
					if (this.#matchOne(file.slice(0, fileIndex + body.length), body, partial, fileIndex, 0) && globStarDepth < this.maxGlobstarRecursion) {
						let sub = this.#matchGlobStarBodySections(file, bodySegments, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail);
						if (sub !== !1) return sub;
					}
					let f = file[fileIndex];
					if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) return !1;
					fileIndex++;
				}
				return partial || null;
			}
			#matchOne(file, pattern, partial, fileIndex, patternIndex) {
				let fi, pi, pl, fl;
				for (fi = fileIndex, pi = patternIndex, fl = file.length, pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
					this.debug("matchOne loop");
					let p = pattern[pi], f = file[fi];
					if (this.debug(pattern, p, f), p === !1 || p === GLOBSTAR) return !1;
					let hit;
					if (typeof p == "string" ? (hit = f === p, this.debug("string match", p, f, hit)) : (hit = p.test(f), this.debug("pattern match", p, f, hit)), !hit) return !1;
				}
				if (fi === fl && pi === pl) return !0;
				if (fi === fl) return partial;
				if (pi === pl) return fi === fl - 1 && file[fi] === "";
				throw Error("wtf?");
			}
			braceExpand() {
				return braceExpand(this.pattern, this.options);
			}
			parse(pattern) {
				assertValidPattern(pattern);
				let options = this.options;
				if (pattern === "**") return GLOBSTAR;
				if (pattern === "") return "";
				let m, fastTest = null;
				(m = pattern.match(starRE)) ? fastTest = options.dot ? starTestDot : starTest : (m = pattern.match(starDotExtRE)) ? fastTest = (options.nocase ? options.dot ? starDotExtTestNocaseDot : starDotExtTestNocase : options.dot ? starDotExtTestDot : starDotExtTest)(m[1]) : (m = pattern.match(qmarksRE)) ? fastTest = (options.nocase ? options.dot ? qmarksTestNocaseDot : qmarksTestNocase : options.dot ? qmarksTestDot : qmarksTest)(m) : (m = pattern.match(starDotStarRE)) ? fastTest = options.dot ? starDotStarTestDot : starDotStarTest : (m = pattern.match(dotStarRE)) && (fastTest = dotStarTest);
				let re = AST.fromGlob(pattern, this.options).toMMPattern();
				return fastTest && typeof re == "object" && Reflect.defineProperty(re, "test", { value: fastTest }), re;
			}
			makeRe() {
				if (this.regexp || this.regexp === !1) return this.regexp;
				let set = this.set;
				if (!set.length) return this.regexp = !1, this.regexp;
				let options = this.options, twoStar = options.noglobstar ? "[^/]*?" : options.dot ? "(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?" : "(?:(?!(?:\\/|^)\\.).)*?", flags = new Set(options.nocase ? ["i"] : []), re = set.map((pattern) => {
					let pp = pattern.map((p) => {
						if (p instanceof RegExp) for (let f of p.flags.split("")) flags.add(f);
						return typeof p == "string" ? esm_regExpEscape(p) : p === GLOBSTAR ? GLOBSTAR : p._src;
					});
					pp.forEach((p, i) => {
						let next = pp[i + 1], prev = pp[i - 1];
						p === GLOBSTAR && prev !== GLOBSTAR && (prev === void 0 ? next !== void 0 && next !== GLOBSTAR ? pp[i + 1] = "(?:\\/|" + twoStar + "\\/)?" + next : pp[i] = twoStar : next === void 0 ? pp[i - 1] = prev + "(?:\\/|\\/" + twoStar + ")?" : next !== GLOBSTAR && (pp[i - 1] = prev + "(?:\\/|\\/" + twoStar + "\\/)" + next, pp[i + 1] = GLOBSTAR));
					});
					let filtered = pp.filter((p) => p !== GLOBSTAR);
					if (this.partial && filtered.length >= 1) {
						let prefixes = [];
						for (let i = 1; i <= filtered.length; i++) prefixes.push(filtered.slice(0, i).join("/"));
						return "(?:" + prefixes.join("|") + ")";
					}
					return filtered.join("/");
				}).join("|"), [open, close] = set.length > 1 ? ["(?:", ")"] : ["", ""];
				re = "^" + open + re + close + "$", this.partial && (re = "^(?:\\/|" + open + re.slice(1, -1) + close + ")$"), this.negate && (re = "^(?!" + re + ").+$");
				try {
					this.regexp = new RegExp(re, [...flags].join(""));
				} catch {
					this.regexp = !1;
				}
				return this.regexp;
			}
			slashSplit(p) {
				return this.preserveMultipleSlashes ? p.split("/") : this.isWindows && /^\/\/[^/]+/.test(p) ? ["", ...p.split(/\/+/)] : p.split(/\/+/);
			}
			match(f, partial = this.partial) {
				if (this.debug("match", f, this.pattern), this.comment) return !1;
				if (this.empty) return f === "";
				if (f === "/" && partial) return !0;
				let options = this.options;
				this.isWindows && (f = f.split("\\").join("/"));
				let ff = this.slashSplit(f);
				this.debug(this.pattern, "split", ff);
				let set = this.set;
				this.debug(this.pattern, "set", set);
				let filename = ff[ff.length - 1];
				if (!filename) for (let i = ff.length - 2; !filename && i >= 0; i--) filename = ff[i];
				for (let pattern of set) {
					let file = ff;
					if (options.matchBase && pattern.length === 1 && (file = [filename]), this.matchOne(file, pattern, partial)) return options.flipNegate ? !0 : !this.negate;
				}
				return !options.flipNegate && this.negate;
			}
			static defaults(def) {
				return minimatch.defaults(def).Minimatch;
			}
		}
		minimatch.AST = AST, minimatch.Minimatch = Minimatch, minimatch.escape = escape_escape, minimatch.unescape = unescape_unescape;
		let internal_path_IS_WINDOWS = process.platform === "win32";
		class Path {
			constructor(itemPath) {
				if (this.segments = [], typeof itemPath == "string") {
					if (external_assert_(itemPath, "Parameter 'itemPath' must not be empty"), itemPath = safeTrimTrailingSeparator(itemPath), !hasRoot(itemPath)) this.segments = itemPath.split(external_path_.sep);
					else {
						let remaining = itemPath, dir = dirname(remaining);
						for (; dir !== remaining;) {
							let basename = external_path_.basename(remaining);
							this.segments.unshift(basename), remaining = dir, dir = dirname(remaining);
						}
						this.segments.unshift(remaining);
					}
				} else {
					external_assert_(itemPath.length > 0, "Parameter 'itemPath' must not be an empty array");
					for (let i = 0; i < itemPath.length; i++) {
						let segment = itemPath[i];
						external_assert_(segment, "Parameter 'itemPath' must not contain any empty segments"), segment = normalizeSeparators(itemPath[i]), i === 0 && hasRoot(segment) ? (segment = safeTrimTrailingSeparator(segment), external_assert_(segment === dirname(segment), "Parameter 'itemPath' root segment contains information for multiple segments"), this.segments.push(segment)) : (external_assert_(!segment.includes(external_path_.sep), "Parameter 'itemPath' contains unexpected path separators"), this.segments.push(segment));
					}
				}
			}
			toString() {
				let result = this.segments[0], skipSlash = result.endsWith(external_path_.sep) || internal_path_IS_WINDOWS && /^[A-Z]:$/i.test(result);
				for (let i = 1; i < this.segments.length; i++) skipSlash ? skipSlash = !1 : result += external_path_.sep, result += this.segments[i];
				return result;
			}
		}
		let internal_pattern_IS_WINDOWS = process.platform === "win32";
		class Pattern {
			constructor(patternOrNegate, isImplicitPattern = !1, segments, homedir) {
				this.negate = !1;
				let pattern;
				if (typeof patternOrNegate == "string") pattern = patternOrNegate.trim();
				else {
					segments ||= [], external_assert_(segments.length, "Parameter 'segments' must not empty");
					let root = Pattern.getLiteral(segments[0]);
					external_assert_(root && hasAbsoluteRoot(root), "Parameter 'segments' first element must be a root path"), pattern = new Path(segments).toString().trim(), patternOrNegate && (pattern = `!${pattern}`);
				}
				for (; pattern.startsWith("!");) this.negate = !this.negate, pattern = pattern.substr(1).trim();
				pattern = Pattern.fixupPattern(pattern, homedir), this.segments = new Path(pattern).segments, this.trailingSeparator = normalizeSeparators(pattern).endsWith(external_path_.sep), pattern = safeTrimTrailingSeparator(pattern);
				let foundGlob = !1, searchSegments = this.segments.map((x) => Pattern.getLiteral(x)).filter((x) => !foundGlob && !(foundGlob = x === ""));
				this.searchPath = new Path(searchSegments).toString(), this.rootRegExp = new RegExp(Pattern.regExpEscape(searchSegments[0]), internal_pattern_IS_WINDOWS ? "i" : ""), this.isImplicitPattern = isImplicitPattern;
				let minimatchOptions = {
					dot: !0,
					nobrace: !0,
					nocase: internal_pattern_IS_WINDOWS,
					nocomment: !0,
					noext: !0,
					nonegate: !0
				};
				pattern = internal_pattern_IS_WINDOWS ? pattern.replace(/\\/g, "/") : pattern, this.minimatch = new Minimatch(pattern, minimatchOptions);
			}
			match(itemPath) {
				return this.segments[this.segments.length - 1] === "**" ? (itemPath = normalizeSeparators(itemPath), !itemPath.endsWith(external_path_.sep) && this.isImplicitPattern === !1 && (itemPath = `${itemPath}${external_path_.sep}`)) : itemPath = safeTrimTrailingSeparator(itemPath), this.minimatch.match(itemPath) ? this.trailingSeparator ? MatchKind.Directory : MatchKind.All : MatchKind.None;
			}
			partialMatch(itemPath) {
				return itemPath = safeTrimTrailingSeparator(itemPath), dirname(itemPath) === itemPath ? this.rootRegExp.test(itemPath) : this.minimatch.matchOne(itemPath.split(internal_pattern_IS_WINDOWS ? /\\+/ : /\/+/), this.minimatch.set[0], !0);
			}
			static globEscape(s) {
				return (internal_pattern_IS_WINDOWS ? s : s.replace(/\\/g, "\\\\")).replace(/(\[)(?=[^/]+\])/g, "[[]").replace(/\?/g, "[?]").replace(/\*/g, "[*]");
			}
			static fixupPattern(pattern, homedir) {
				external_assert_(pattern, "pattern cannot be empty");
				let literalSegments = new Path(pattern).segments.map((x) => Pattern.getLiteral(x));
				if (external_assert_(literalSegments.every((x, i) => (x !== "." || i === 0) && x !== ".."), `Invalid pattern '${pattern}'. Relative pathing '.' and '..' is not allowed.`), external_assert_(!hasRoot(pattern) || literalSegments[0], `Invalid pattern '${pattern}'. Root segment must not contain globs.`), pattern = normalizeSeparators(pattern), pattern === "." || pattern.startsWith(`.${external_path_.sep}`)) pattern = Pattern.globEscape(process.cwd()) + pattern.substr(1);
				else if (pattern === "~" || pattern.startsWith(`~${external_path_.sep}`)) homedir ||= external_os_.homedir(), external_assert_(homedir, "Unable to determine HOME directory"), external_assert_(hasAbsoluteRoot(homedir), `Expected HOME directory to be a rooted path. Actual '${homedir}'`), pattern = Pattern.globEscape(homedir) + pattern.substr(1);
				else if (internal_pattern_IS_WINDOWS && (pattern.match(/^[A-Z]:$/i) || pattern.match(/^[A-Z]:[^\\]/i))) {
					let root = ensureAbsoluteRoot("C:\\dummy-root", pattern.substr(0, 2));
					pattern.length > 2 && !root.endsWith("\\") && (root += "\\"), pattern = Pattern.globEscape(root) + pattern.substr(2);
				} else if (internal_pattern_IS_WINDOWS && (pattern === "\\" || pattern.match(/^\\[^\\]/))) {
					let root = ensureAbsoluteRoot("C:\\dummy-root", "\\");
					root.endsWith("\\") || (root += "\\"), pattern = Pattern.globEscape(root) + pattern.substr(1);
				} else pattern = ensureAbsoluteRoot(Pattern.globEscape(process.cwd()), pattern);
				return normalizeSeparators(pattern);
			}
			static getLiteral(segment) {
				let literal = "";
				for (let i = 0; i < segment.length; i++) {
					let c = segment[i];
					if (c === "\\" && !internal_pattern_IS_WINDOWS && i + 1 < segment.length) literal += segment[++i];
					else {
						if (c === "*" || c === "?") return "";
						if (c === "[" && i + 1 < segment.length) {
							let set = "", closed = -1;
							for (let i2 = i + 1; i2 < segment.length; i2++) {
								let c2 = segment[i2];
								if (c2 === "\\" && !internal_pattern_IS_WINDOWS && i2 + 1 < segment.length) set += segment[++i2];
								else {
									if (c2 === "]") {
										closed = i2;
										break;
									}
									set += c2;
								}
							}
							if (closed >= 0) {
								if (set.length > 1) return "";
								if (set) {
									literal += set, i = closed;
									continue;
								}
							}
						}
						literal += c;
					}
				}
				return literal;
			}
			static regExpEscape(s) {
				return s.replace(/[[\\^$.|?*+()]/g, "\\$&");
			}
		}
		class SearchState {
			constructor(path, level) {
				this.path = path, this.level = level;
			}
		}
		var __awaiter = function(thisArg, _arguments, P, generator) {
			function adopt(value) {
				return value instanceof P ? value : new P(function(resolve) {
					resolve(value);
				});
			}
			return new (P ||= Promise)(function(resolve, reject) {
				function fulfilled(value) {
					try {
						step(generator.next(value));
					} catch (e) {
						reject(e);
					}
				}
				function rejected(value) {
					try {
						step(generator.throw(value));
					} catch (e) {
						reject(e);
					}
				}
				function step(result) {
					result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
				}
				step((generator = generator.apply(thisArg, _arguments || [])).next());
			});
		}, __asyncValues = function(o) {
			if (!Symbol.asyncIterator) throw TypeError("Symbol.asyncIterator is not defined.");
			var m = o[Symbol.asyncIterator], i;
			return m ? m.call(o) : (o = typeof __values == "function" ? __values(o) : o[Symbol.iterator](), i = {}, verb("next"), verb("throw"), verb("return"), i[Symbol.asyncIterator] = function() {
				return this;
			}, i);
			function verb(n) {
				i[n] = o[n] && function(v) {
					return new Promise(function(resolve, reject) {
						v = o[n](v), settle(resolve, reject, v.done, v.value);
					});
				};
			}
			function settle(resolve, reject, d, v) {
				Promise.resolve(v).then(function(v) {
					resolve({
						value: v,
						done: d
					});
				}, reject);
			}
		}, __await = function(v) {
			return this instanceof __await ? (this.v = v, this) : new __await(v);
		}, __asyncGenerator = function(thisArg, _arguments, generator) {
			if (!Symbol.asyncIterator) throw TypeError("Symbol.asyncIterator is not defined.");
			var g = generator.apply(thisArg, _arguments || []), i, q = [];
			return i = Object.create((typeof AsyncIterator == "function" ? AsyncIterator : Object).prototype), verb("next"), verb("throw"), verb("return", awaitReturn), i[Symbol.asyncIterator] = function() {
				return this;
			}, i;
			function awaitReturn(f) {
				return function(v) {
					return Promise.resolve(v).then(f, reject);
				};
			}
			function verb(n, f) {
				g[n] && (i[n] = function(v) {
					return new Promise(function(a, b) {
						q.push([
							n,
							v,
							a,
							b
						]) > 1 || resume(n, v);
					});
				}, f && (i[n] = f(i[n])));
			}
			function resume(n, v) {
				try {
					step(g[n](v));
				} catch (e) {
					settle(q[0][3], e);
				}
			}
			function step(r) {
				r.value instanceof __await ? Promise.resolve(r.value.v).then(fulfill, reject) : settle(q[0][2], r);
			}
			function fulfill(value) {
				resume("next", value);
			}
			function reject(value) {
				resume("throw", value);
			}
			function settle(f, v) {
				f(v), q.shift(), q.length && resume(q[0][0], q[0][1]);
			}
		};
		let internal_globber_IS_WINDOWS = process.platform === "win32";
		class DefaultGlobber {
			constructor(options) {
				this.patterns = [], this.searchPaths = [], this.options = getOptions(options);
			}
			getSearchPaths() {
				return this.searchPaths.slice();
			}
			glob() {
				return __awaiter(this, void 0, void 0, function* () {
					var _a, e_1, _b, _c;
					let result = [];
					try {
						for (var _d = !0, _e = __asyncValues(this.globGenerator()), _f; _f = yield _e.next(), _a = _f.done, !_a; _d = !0) {
							_c = _f.value, _d = !1;
							let itemPath = _c;
							result.push(itemPath);
						}
					} catch (e_1_1) {
						e_1 = { error: e_1_1 };
					} finally {
						try {
							!_d && !_a && (_b = _e.return) && (yield _b.call(_e));
						} finally {
							if (e_1) throw e_1.error;
						}
					}
					return result;
				});
			}
			globGenerator() {
				return __asyncGenerator(this, arguments, function* () {
					let options = getOptions(this.options), patterns = [];
					for (let pattern of this.patterns) patterns.push(pattern), options.implicitDescendants && (pattern.trailingSeparator || pattern.segments[pattern.segments.length - 1] !== "**") && patterns.push(new Pattern(pattern.negate, !0, pattern.segments.concat("**")));
					let stack = [];
					for (let searchPath of getSearchPaths(patterns)) {
						lib_core.Yz(`Search path '${searchPath}'`);
						try {
							yield __await(external_fs_.promises.lstat(searchPath));
						} catch (err) {
							if (err.code === "ENOENT") continue;
							throw err;
						}
						stack.unshift(new SearchState(searchPath, 1));
					}
					let traversalChain = [];
					for (; stack.length;) {
						let item = stack.pop(), match = internal_pattern_helper_match(patterns, item.path), partialMatch = !!match || internal_pattern_helper_partialMatch(patterns, item.path);
						if (!match && !partialMatch) continue;
						let stats = yield __await(DefaultGlobber.stat(item, options, traversalChain));
						if (stats && !(options.excludeHiddenFiles && external_path_.basename(item.path).match(/^\./))) {
							if (stats.isDirectory()) {
								if (match & MatchKind.Directory && options.matchDirectories) yield yield __await(item.path);
								else if (!partialMatch) continue;
								let childLevel = item.level + 1, childItems = (yield __await(external_fs_.promises.readdir(item.path))).map((x) => new SearchState(external_path_.join(item.path, x), childLevel));
								stack.push(...childItems.reverse());
							} else match & MatchKind.File && (yield yield __await(item.path));
						}
					}
				});
			}
			static create(patterns, options) {
				return __awaiter(this, void 0, void 0, function* () {
					let result = new DefaultGlobber(options);
					internal_globber_IS_WINDOWS && (patterns = patterns.replace(/\r\n/g, "\n"), patterns = patterns.replace(/\r/g, "\n"));
					let lines = patterns.split("\n").map((x) => x.trim());
					for (let line of lines) line && !line.startsWith("#") && result.patterns.push(new Pattern(line));
					return result.searchPaths.push(...getSearchPaths(result.patterns)), result;
				});
			}
			static stat(item, options, traversalChain) {
				return __awaiter(this, void 0, void 0, function* () {
					let stats;
					if (options.followSymbolicLinks) try {
						stats = yield external_fs_.promises.stat(item.path);
					} catch (err) {
						if (err.code === "ENOENT") {
							if (options.omitBrokenSymbolicLinks) {
								lib_core.Yz(`Broken symlink '${item.path}'`);
								return;
							}
							throw Error(`No information found for the path '${item.path}'. This may indicate a broken symbolic link.`);
						}
						throw err;
					}
					else stats = yield external_fs_.promises.lstat(item.path);
					if (stats.isDirectory() && options.followSymbolicLinks) {
						let realPath = yield external_fs_.promises.realpath(item.path);
						for (; traversalChain.length >= item.level;) traversalChain.pop();
						if (traversalChain.some((x) => x === realPath)) {
							lib_core.Yz(`Symlink cycle detected for path '${item.path}' and realpath '${realPath}'`);
							return;
						}
						traversalChain.push(realPath);
					}
					return stats;
				});
			}
		}
		var external_crypto_ = __webpack_require__(76982), external_stream_ = __webpack_require__(2203), external_util_ = __webpack_require__(39023), glob_awaiter = function(thisArg, _arguments, P, generator) {
			function adopt(value) {
				return value instanceof P ? value : new P(function(resolve) {
					resolve(value);
				});
			}
			return new (P ||= Promise)(function(resolve, reject) {
				function fulfilled(value) {
					try {
						step(generator.next(value));
					} catch (e) {
						reject(e);
					}
				}
				function rejected(value) {
					try {
						step(generator.throw(value));
					} catch (e) {
						reject(e);
					}
				}
				function step(result) {
					result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
				}
				step((generator = generator.apply(thisArg, _arguments || [])).next());
			});
		};
		function create(patterns, options) {
			return glob_awaiter(this, void 0, void 0, function* () {
				return yield DefaultGlobber.create(patterns, options);
			});
		}
		var io = __webpack_require__(88701), semver = __webpack_require__(62088), CacheFilename;
		(function(CacheFilename) {
			CacheFilename.Gzip = "cache.tgz", CacheFilename.Zstd = "cache.tzst";
		})(CacheFilename ||= {});
		var CompressionMethod;
		(function(CompressionMethod) {
			CompressionMethod.Gzip = "gzip", CompressionMethod.ZstdWithoutLong = "zstd-without-long", CompressionMethod.Zstd = "zstd";
		})(CompressionMethod ||= {});
		var ArchiveToolType;
		(function(ArchiveToolType) {
			ArchiveToolType.GNU = "gnu", ArchiveToolType.BSD = "bsd";
		})(ArchiveToolType ||= {});
		let DefaultRetryDelay = 5e3, SocketTimeout = 5e3, GnuTarPathOnWindows = `${process.env.PROGRAMFILES}\\Git\\usr\\bin\\tar.exe`, SystemTarPathOnWindows = `${process.env.SYSTEMDRIVE}\\Windows\\System32\\tar.exe`, TarFilename = "cache.tar", ManifestFilename = "manifest.txt", CacheReadDeniedMessagePrefix = "cache read denied:";
		var cacheUtils_awaiter = function(thisArg, _arguments, P, generator) {
			function adopt(value) {
				return value instanceof P ? value : new P(function(resolve) {
					resolve(value);
				});
			}
			return new (P ||= Promise)(function(resolve, reject) {
				function fulfilled(value) {
					try {
						step(generator.next(value));
					} catch (e) {
						reject(e);
					}
				}
				function rejected(value) {
					try {
						step(generator.throw(value));
					} catch (e) {
						reject(e);
					}
				}
				function step(result) {
					result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
				}
				step((generator = generator.apply(thisArg, _arguments || [])).next());
			});
		}, cacheUtils_asyncValues = function(o) {
			if (!Symbol.asyncIterator) throw TypeError("Symbol.asyncIterator is not defined.");
			var m = o[Symbol.asyncIterator], i;
			return m ? m.call(o) : (o = typeof __values == "function" ? __values(o) : o[Symbol.iterator](), i = {}, verb("next"), verb("throw"), verb("return"), i[Symbol.asyncIterator] = function() {
				return this;
			}, i);
			function verb(n) {
				i[n] = o[n] && function(v) {
					return new Promise(function(resolve, reject) {
						v = o[n](v), settle(resolve, reject, v.done, v.value);
					});
				};
			}
			function settle(resolve, reject, d, v) {
				Promise.resolve(v).then(function(v) {
					resolve({
						value: v,
						done: d
					});
				}, reject);
			}
		};
		function createTempDirectory() {
			return cacheUtils_awaiter(this, void 0, void 0, function* () {
				let IS_WINDOWS = process.platform === "win32", tempDirectory = process.env.RUNNER_TEMP || "";
				if (!tempDirectory) {
					let baseLocation;
					baseLocation = IS_WINDOWS ? process.env.USERPROFILE || "C:\\" : process.platform === "darwin" ? "/Users" : "/home", tempDirectory = external_path_.join(baseLocation, "actions", "temp");
				}
				let dest = external_path_.join(tempDirectory, external_crypto_.randomUUID());
				return yield io.U$(dest), dest;
			});
		}
		function getArchiveFileSizeInBytes(filePath) {
			return external_fs_.statSync(filePath).size;
		}
		function resolvePaths(patterns) {
			return cacheUtils_awaiter(this, void 0, void 0, function* () {
				var _a, e_1, _b, _c;
				let paths = [], workspace = process.env.GITHUB_WORKSPACE ?? process.cwd(), globber = yield create(patterns.join("\n"), { implicitDescendants: !1 });
				try {
					for (var _e = !0, _f = cacheUtils_asyncValues(globber.globGenerator()), _g; _g = yield _f.next(), _a = _g.done, !_a; _e = !0) {
						_c = _g.value, _e = !1;
						let file = _c, relativeFile = external_path_.relative(workspace, file).replace(RegExp(`\\${external_path_.sep}`, "g"), "/");
						lib_core.Yz(`Matched: ${relativeFile}`), relativeFile === "" ? paths.push(".") : paths.push(`${relativeFile}`);
					}
				} catch (e_1_1) {
					e_1 = { error: e_1_1 };
				} finally {
					try {
						!_e && !_a && (_b = _f.return) && (yield _b.call(_f));
					} finally {
						if (e_1) throw e_1.error;
					}
				}
				return paths;
			});
		}
		function unlinkFile(filePath) {
			return cacheUtils_awaiter(this, void 0, void 0, function* () {
				return external_util_.promisify(external_fs_.unlink)(filePath);
			});
		}
		function getVersion(app_1) {
			return cacheUtils_awaiter(this, arguments, void 0, function* (app, additionalArgs = []) {
				let versionOutput = "";
				additionalArgs.push("--version"), lib_core.Yz(`Checking ${app} ${additionalArgs.join(" ")}`);
				try {
					yield exec.m(`${app}`, additionalArgs, {
						ignoreReturnCode: !0,
						silent: !0,
						listeners: {
							stdout: (data) => versionOutput += data.toString(),
							stderr: (data) => versionOutput += data.toString()
						}
					});
				} catch (err) {
					lib_core.Yz(err.message);
				}
				return versionOutput = versionOutput.trim(), lib_core.Yz(versionOutput), versionOutput;
			});
		}
		function getCompressionMethod() {
			return cacheUtils_awaiter(this, void 0, void 0, function* () {
				let versionOutput = yield getVersion("zstd", ["--quiet"]), version = semver.clean(versionOutput);
				return lib_core.Yz(`zstd version: ${version}`), versionOutput === "" ? CompressionMethod.Gzip : CompressionMethod.ZstdWithoutLong;
			});
		}
		function getCacheFileName(compressionMethod) {
			return compressionMethod === CompressionMethod.Gzip ? CacheFilename.Gzip : CacheFilename.Zstd;
		}
		function getGnuTarPathOnWindows() {
			return cacheUtils_awaiter(this, void 0, void 0, function* () {
				return external_fs_.existsSync(GnuTarPathOnWindows) ? GnuTarPathOnWindows : (yield getVersion("tar")).toLowerCase().includes("gnu tar") ? io.K7("tar") : "";
			});
		}
		function assertDefined(name, value) {
			if (value === void 0) throw Error(`Expected ${name} but value was undefiend`);
			return value;
		}
		function getCacheVersion(paths, compressionMethod, enableCrossOsArchive = !1) {
			let components = paths.slice();
			return compressionMethod && components.push(compressionMethod), process.platform === "win32" && !enableCrossOsArchive && components.push("windows-only"), components.push("1.0"), external_crypto_.createHash("sha256").update(components.join("|")).digest("hex");
		}
		function getRuntimeToken() {
			let token = process.env.ACTIONS_RUNTIME_TOKEN;
			if (!token) throw Error("Unable to get the ACTIONS_RUNTIME_TOKEN env variable");
			return token;
		}
		var lib = __webpack_require__(44942), auth = __webpack_require__(92145), external_url_ = __webpack_require__(87016), esm = __webpack_require__(15932), dist_esm = __webpack_require__(98365), core_util_dist_esm = __webpack_require__(16966), core_http_compat_dist_esm = __webpack_require__(51097), core_client_dist_esm = __webpack_require__(95738), xml = __webpack_require__(98456);
		let logger = (0, __webpack_require__(7567).KV)("storage-blob");
		var storage_common_dist_esm = __webpack_require__(60501);
		let SDK_VERSION = "12.31.0", SERVICE_VERSION = "2026-02-06", BLOCK_BLOB_MAX_UPLOAD_BLOB_BYTES = 268435456, BLOCK_BLOB_MAX_STAGE_BLOCK_BYTES = 4194304e3, BLOCK_BLOB_MAX_BLOCKS = 5e4, DEFAULT_BLOB_DOWNLOAD_BLOCK_BYTES = 4194304, StorageOAuthScopes = "https://storage.azure.com/.default", constants_URLConstants = { Parameters: {
			FORCE_BROWSER_NO_CACHE: "_",
			SIGNATURE: "sig",
			SNAPSHOT: "snapshot",
			VERSIONID: "versionid",
			TIMEOUT: "timeout"
		} }, HTTPURLConnection = {
			HTTP_ACCEPTED: 202,
			HTTP_CONFLICT: 409,
			HTTP_NOT_FOUND: 404,
			HTTP_PRECON_FAILED: 412,
			HTTP_RANGE_NOT_SATISFIABLE: 416
		}, constants_HeaderConstants = {
			AUTHORIZATION: "Authorization",
			AUTHORIZATION_SCHEME: "Bearer",
			CONTENT_ENCODING: "Content-Encoding",
			CONTENT_ID: "Content-ID",
			CONTENT_LANGUAGE: "Content-Language",
			CONTENT_LENGTH: "Content-Length",
			CONTENT_MD5: "Content-Md5",
			CONTENT_TRANSFER_ENCODING: "Content-Transfer-Encoding",
			CONTENT_TYPE: "Content-Type",
			COOKIE: "Cookie",
			DATE: "date",
			IF_MATCH: "if-match",
			IF_MODIFIED_SINCE: "if-modified-since",
			IF_NONE_MATCH: "if-none-match",
			IF_UNMODIFIED_SINCE: "if-unmodified-since",
			PREFIX_FOR_STORAGE: "x-ms-",
			RANGE: "Range",
			USER_AGENT: "User-Agent",
			X_MS_CLIENT_REQUEST_ID: "x-ms-client-request-id",
			X_MS_COPY_SOURCE: "x-ms-copy-source",
			X_MS_DATE: "x-ms-date",
			X_MS_ERROR_CODE: "x-ms-error-code",
			X_MS_VERSION: "x-ms-version",
			X_MS_CopySourceErrorCode: "x-ms-copy-source-error-code"
		}, HTTP_VERSION_1_1 = "HTTP/1.1", StorageBlobLoggingAllowedHeaderNames = "Access-Control-Allow-Origin.Cache-Control.Content-Length.Content-Type.Date.Request-Id.traceparent.Transfer-Encoding.User-Agent.x-ms-client-request-id.x-ms-date.x-ms-error-code.x-ms-request-id.x-ms-return-client-request-id.x-ms-version.Accept-Ranges.Content-Disposition.Content-Encoding.Content-Language.Content-MD5.Content-Range.ETag.Last-Modified.Server.Vary.x-ms-content-crc64.x-ms-copy-action.x-ms-copy-completion-time.x-ms-copy-id.x-ms-copy-progress.x-ms-copy-status.x-ms-has-immutability-policy.x-ms-has-legal-hold.x-ms-lease-state.x-ms-lease-status.x-ms-range.x-ms-request-server-encrypted.x-ms-server-encrypted.x-ms-snapshot.x-ms-source-range.If-Match.If-Modified-Since.If-None-Match.If-Unmodified-Since.x-ms-access-tier.x-ms-access-tier-change-time.x-ms-access-tier-inferred.x-ms-account-kind.x-ms-archive-status.x-ms-blob-append-offset.x-ms-blob-cache-control.x-ms-blob-committed-block-count.x-ms-blob-condition-appendpos.x-ms-blob-condition-maxsize.x-ms-blob-content-disposition.x-ms-blob-content-encoding.x-ms-blob-content-language.x-ms-blob-content-length.x-ms-blob-content-md5.x-ms-blob-content-type.x-ms-blob-public-access.x-ms-blob-sequence-number.x-ms-blob-type.x-ms-copy-destination-snapshot.x-ms-creation-time.x-ms-default-encryption-scope.x-ms-delete-snapshots.x-ms-delete-type-permanent.x-ms-deny-encryption-scope-override.x-ms-encryption-algorithm.x-ms-if-sequence-number-eq.x-ms-if-sequence-number-le.x-ms-if-sequence-number-lt.x-ms-incremental-copy.x-ms-lease-action.x-ms-lease-break-period.x-ms-lease-duration.x-ms-lease-id.x-ms-lease-time.x-ms-page-write.x-ms-proposed-lease-id.x-ms-range-get-content-md5.x-ms-rehydrate-priority.x-ms-sequence-number-action.x-ms-sku-name.x-ms-source-content-md5.x-ms-source-if-match.x-ms-source-if-modified-since.x-ms-source-if-none-match.x-ms-source-if-unmodified-since.x-ms-tag-count.x-ms-encryption-key-sha256.x-ms-copy-source-error-code.x-ms-copy-source-status-code.x-ms-if-tags.x-ms-source-if-tags".split("."), StorageBlobLoggingAllowedQueryParameters = "comp.maxresults.rscc.rscd.rsce.rscl.rsct.se.si.sip.sp.spr.sr.srt.ss.st.sv.include.marker.prefix.copyid.restype.blockid.blocklisttype.delimiter.prevsnapshot.ske.skoid.sks.skt.sktid.skv.snapshot".split("."), PathStylePorts = [
			"10000",
			"10001",
			"10002",
			"10003",
			"10004",
			"10100",
			"10101",
			"10102",
			"10103",
			"10104",
			"11000",
			"11001",
			"11002",
			"11003",
			"11004",
			"11100",
			"11101",
			"11102",
			"11103",
			"11104"
		];
		function isPipelineLike(pipeline) {
			if (!pipeline || typeof pipeline != "object") return !1;
			let castPipeline = pipeline;
			return Array.isArray(castPipeline.factories) && typeof castPipeline.options == "object" && typeof castPipeline.toServiceClientOptions == "function";
		}
		class Pipeline {
			factories;
			options;
			constructor(factories, options = {}) {
				this.factories = factories, this.options = options;
			}
			toServiceClientOptions() {
				return {
					httpClient: this.options.httpClient,
					requestPolicyFactories: this.factories
				};
			}
		}
		function newPipeline(credential, pipelineOptions = {}) {
			credential ||= new storage_common_dist_esm.tv();
			let pipeline = new Pipeline([], pipelineOptions);
			return pipeline._credential = credential, pipeline;
		}
		function processDownlevelPipeline(pipeline) {
			let knownFactoryFunctions = [
				isAnonymousCredential,
				isStorageSharedKeyCredential,
				isCoreHttpBearerTokenFactory,
				isStorageBrowserPolicyFactory,
				isStorageRetryPolicyFactory,
				isStorageTelemetryPolicyFactory,
				isCoreHttpPolicyFactory
			];
			if (pipeline.factories.length) {
				let novelFactories = pipeline.factories.filter((factory) => !knownFactoryFunctions.some((knownFactory) => knownFactory(factory)));
				if (novelFactories.length) {
					let hasInjector = novelFactories.some((factory) => isInjectorPolicyFactory(factory));
					return {
						wrappedPolicies: (0, core_http_compat_dist_esm.g1)(novelFactories),
						afterRetry: hasInjector
					};
				}
			}
		}
		function getCoreClientOptions(pipeline) {
			let { httpClient: v1Client, ...restOptions } = pipeline.options, httpClient = pipeline._coreHttpClient;
			httpClient || (httpClient = v1Client ? (0, core_http_compat_dist_esm.H_)(v1Client) : (0, storage_common_dist_esm.dE)(), pipeline._coreHttpClient = httpClient);
			let corePipeline = pipeline._corePipeline;
			if (!corePipeline) {
				let packageDetails = `azsdk-js-azure-storage-blob/${SDK_VERSION}`, userAgentPrefix = restOptions.userAgentOptions && restOptions.userAgentOptions.userAgentPrefix ? `${restOptions.userAgentOptions.userAgentPrefix} ${packageDetails}` : `${packageDetails}`;
				corePipeline = (0, core_client_dist_esm.uc)({
					...restOptions,
					loggingOptions: {
						additionalAllowedHeaderNames: StorageBlobLoggingAllowedHeaderNames,
						additionalAllowedQueryParameters: StorageBlobLoggingAllowedQueryParameters,
						logger: logger.info
					},
					userAgentOptions: { userAgentPrefix },
					serializationOptions: {
						stringifyXML: xml.R,
						serializerOptions: { xml: { xmlCharKey: "#" } }
					},
					deserializationOptions: {
						parseXML: xml.h,
						serializerOptions: { xml: { xmlCharKey: "#" } }
					}
				}), corePipeline.removePolicy({ phase: "Retry" }), corePipeline.removePolicy({ name: esm.e4 }), corePipeline.addPolicy((0, storage_common_dist_esm.Zj)()), corePipeline.addPolicy((0, storage_common_dist_esm.Cj)(restOptions.retryOptions), { phase: "Retry" }), corePipeline.addPolicy((0, storage_common_dist_esm.mf)()), corePipeline.addPolicy((0, storage_common_dist_esm.kx)());
				let downlevelResults = processDownlevelPipeline(pipeline);
				downlevelResults && corePipeline.addPolicy(downlevelResults.wrappedPolicies, downlevelResults.afterRetry ? { afterPhase: "Retry" } : void 0);
				let credential = getCredentialFromPipeline(pipeline);
				(0, dist_esm.Zp)(credential) ? corePipeline.addPolicy((0, esm.N$)({
					credential,
					scopes: restOptions.audience ?? StorageOAuthScopes,
					challengeCallbacks: { authorizeRequestOnChallenge: core_client_dist_esm.rH }
				}), { phase: "Sign" }) : credential instanceof storage_common_dist_esm.Z3 && corePipeline.addPolicy((0, storage_common_dist_esm.Re)({
					accountName: credential.accountName,
					accountKey: credential.accountKey
				}), { phase: "Sign" }), pipeline._corePipeline = corePipeline;
			}
			return {
				...restOptions,
				allowInsecureConnection: !0,
				httpClient,
				pipeline: corePipeline
			};
		}
		function getCredentialFromPipeline(pipeline) {
			if (pipeline._credential) return pipeline._credential;
			let credential = new storage_common_dist_esm.tv();
			for (let factory of pipeline.factories) if ((0, dist_esm.Zp)(factory.credential)) credential = factory.credential;
			else if (isStorageSharedKeyCredential(factory)) return factory;
			return credential;
		}
		function isStorageSharedKeyCredential(factory) {
			return factory instanceof storage_common_dist_esm.Z3 || factory.constructor.name === "StorageSharedKeyCredential";
		}
		function isAnonymousCredential(factory) {
			return factory instanceof storage_common_dist_esm.tv || factory.constructor.name === "AnonymousCredential";
		}
		function isCoreHttpBearerTokenFactory(factory) {
			return (0, dist_esm.Zp)(factory.credential);
		}
		function isStorageBrowserPolicyFactory(factory) {
			return factory instanceof storage_common_dist_esm.g8 || factory.constructor.name === "StorageBrowserPolicyFactory";
		}
		function isStorageRetryPolicyFactory(factory) {
			return factory instanceof storage_common_dist_esm.WC || factory.constructor.name === "StorageRetryPolicyFactory";
		}
		function isStorageTelemetryPolicyFactory(factory) {
			return factory.constructor.name === "TelemetryPolicyFactory";
		}
		function isInjectorPolicyFactory(factory) {
			return factory.constructor.name === "InjectorPolicyFactory";
		}
		function isCoreHttpPolicyFactory(factory) {
			let knownPolicies = [
				"GenerateClientRequestIdPolicy",
				"TracingPolicy",
				"LogPolicy",
				"ProxyPolicy",
				"DisableResponseDecompressionPolicy",
				"KeepAlivePolicy",
				"DeserializationPolicy"
			], policyName = factory.create({ sendRequest: async (request) => ({
				request,
				headers: request.headers.clone(),
				status: 500
			}) }, {
				log(_logLevel, _message) {},
				shouldLog(_logLevel) {
					return !1;
				}
			}).constructor.name;
			return knownPolicies.some((knownPolicyName) => policyName.startsWith(knownPolicyName));
		}
		var KnownEncryptionAlgorithmType;
		(function(KnownEncryptionAlgorithmType) {
			KnownEncryptionAlgorithmType.AES256 = "AES256";
		})(KnownEncryptionAlgorithmType ||= {});
		var KnownFileShareTokenIntent;
		(function(KnownFileShareTokenIntent) {
			KnownFileShareTokenIntent.Backup = "backup";
		})(KnownFileShareTokenIntent ||= {});
		var KnownBlobExpiryOptions;
		(function(KnownBlobExpiryOptions) {
			KnownBlobExpiryOptions.NeverExpire = "NeverExpire", KnownBlobExpiryOptions.RelativeToCreation = "RelativeToCreation", KnownBlobExpiryOptions.RelativeToNow = "RelativeToNow", KnownBlobExpiryOptions.Absolute = "Absolute";
		})(KnownBlobExpiryOptions ||= {});
		var KnownStorageErrorCode;
		(function(KnownStorageErrorCode) {
			KnownStorageErrorCode.AccountAlreadyExists = "AccountAlreadyExists", KnownStorageErrorCode.AccountBeingCreated = "AccountBeingCreated", KnownStorageErrorCode.AccountIsDisabled = "AccountIsDisabled", KnownStorageErrorCode.AuthenticationFailed = "AuthenticationFailed", KnownStorageErrorCode.AuthorizationFailure = "AuthorizationFailure", KnownStorageErrorCode.ConditionHeadersNotSupported = "ConditionHeadersNotSupported", KnownStorageErrorCode.ConditionNotMet = "ConditionNotMet", KnownStorageErrorCode.EmptyMetadataKey = "EmptyMetadataKey", KnownStorageErrorCode.InsufficientAccountPermissions = "InsufficientAccountPermissions", KnownStorageErrorCode.InternalError = "InternalError", KnownStorageErrorCode.InvalidAuthenticationInfo = "InvalidAuthenticationInfo", KnownStorageErrorCode.InvalidHeaderValue = "InvalidHeaderValue", KnownStorageErrorCode.InvalidHttpVerb = "InvalidHttpVerb", KnownStorageErrorCode.InvalidInput = "InvalidInput", KnownStorageErrorCode.InvalidMd5 = "InvalidMd5", KnownStorageErrorCode.InvalidMetadata = "InvalidMetadata", KnownStorageErrorCode.InvalidQueryParameterValue = "InvalidQueryParameterValue", KnownStorageErrorCode.InvalidRange = "InvalidRange", KnownStorageErrorCode.InvalidResourceName = "InvalidResourceName", KnownStorageErrorCode.InvalidUri = "InvalidUri", KnownStorageErrorCode.InvalidXmlDocument = "InvalidXmlDocument", KnownStorageErrorCode.InvalidXmlNodeValue = "InvalidXmlNodeValue", KnownStorageErrorCode.Md5Mismatch = "Md5Mismatch", KnownStorageErrorCode.MetadataTooLarge = "MetadataTooLarge", KnownStorageErrorCode.MissingContentLengthHeader = "MissingContentLengthHeader", KnownStorageErrorCode.MissingRequiredQueryParameter = "MissingRequiredQueryParameter", KnownStorageErrorCode.MissingRequiredHeader = "MissingRequiredHeader", KnownStorageErrorCode.MissingRequiredXmlNode = "MissingRequiredXmlNode", KnownStorageErrorCode.MultipleConditionHeadersNotSupported = "MultipleConditionHeadersNotSupported", KnownStorageErrorCode.OperationTimedOut = "OperationTimedOut", KnownStorageErrorCode.OutOfRangeInput = "OutOfRangeInput", KnownStorageErrorCode.OutOfRangeQueryParameterValue = "OutOfRangeQueryParameterValue", KnownStorageErrorCode.RequestBodyTooLarge = "RequestBodyTooLarge", KnownStorageErrorCode.ResourceTypeMismatch = "ResourceTypeMismatch", KnownStorageErrorCode.RequestUrlFailedToParse = "RequestUrlFailedToParse", KnownStorageErrorCode.ResourceAlreadyExists = "ResourceAlreadyExists", KnownStorageErrorCode.ResourceNotFound = "ResourceNotFound", KnownStorageErrorCode.ServerBusy = "ServerBusy", KnownStorageErrorCode.UnsupportedHeader = "UnsupportedHeader", KnownStorageErrorCode.UnsupportedXmlNode = "UnsupportedXmlNode", KnownStorageErrorCode.UnsupportedQueryParameter = "UnsupportedQueryParameter", KnownStorageErrorCode.UnsupportedHttpVerb = "UnsupportedHttpVerb", KnownStorageErrorCode.AppendPositionConditionNotMet = "AppendPositionConditionNotMet", KnownStorageErrorCode.BlobAlreadyExists = "BlobAlreadyExists", KnownStorageErrorCode.BlobImmutableDueToPolicy = "BlobImmutableDueToPolicy", KnownStorageErrorCode.BlobNotFound = "BlobNotFound", KnownStorageErrorCode.BlobOverwritten = "BlobOverwritten", KnownStorageErrorCode.BlobTierInadequateForContentLength = "BlobTierInadequateForContentLength", KnownStorageErrorCode.BlobUsesCustomerSpecifiedEncryption = "BlobUsesCustomerSpecifiedEncryption", KnownStorageErrorCode.BlockCountExceedsLimit = "BlockCountExceedsLimit", KnownStorageErrorCode.BlockListTooLong = "BlockListTooLong", KnownStorageErrorCode.CannotChangeToLowerTier = "CannotChangeToLowerTier", KnownStorageErrorCode.CannotVerifyCopySource = "CannotVerifyCopySource", KnownStorageErrorCode.ContainerAlreadyExists = "ContainerAlreadyExists", KnownStorageErrorCode.ContainerBeingDeleted = "ContainerBeingDeleted", KnownStorageErrorCode.ContainerDisabled = "ContainerDisabled", KnownStorageErrorCode.ContainerNotFound = "ContainerNotFound", KnownStorageErrorCode.ContentLengthLargerThanTierLimit = "ContentLengthLargerThanTierLimit", KnownStorageErrorCode.CopyAcrossAccountsNotSupported = "CopyAcrossAccountsNotSupported", KnownStorageErrorCode.CopyIdMismatch = "CopyIdMismatch", KnownStorageErrorCode.FeatureVersionMismatch = "FeatureVersionMismatch", KnownStorageErrorCode.IncrementalCopyBlobMismatch = "IncrementalCopyBlobMismatch", KnownStorageErrorCode.IncrementalCopyOfEarlierVersionSnapshotNotAllowed = "IncrementalCopyOfEarlierVersionSnapshotNotAllowed", KnownStorageErrorCode.IncrementalCopySourceMustBeSnapshot = "IncrementalCopySourceMustBeSnapshot", KnownStorageErrorCode.InfiniteLeaseDurationRequired = "InfiniteLeaseDurationRequired", KnownStorageErrorCode.InvalidBlobOrBlock = "InvalidBlobOrBlock", KnownStorageErrorCode.InvalidBlobTier = "InvalidBlobTier", KnownStorageErrorCode.InvalidBlobType = "InvalidBlobType", KnownStorageErrorCode.InvalidBlockId = "InvalidBlockId", KnownStorageErrorCode.InvalidBlockList = "InvalidBlockList", KnownStorageErrorCode.InvalidOperation = "InvalidOperation", KnownStorageErrorCode.InvalidPageRange = "InvalidPageRange", KnownStorageErrorCode.InvalidSourceBlobType = "InvalidSourceBlobType", KnownStorageErrorCode.InvalidSourceBlobUrl = "InvalidSourceBlobUrl", KnownStorageErrorCode.InvalidVersionForPageBlobOperation = "InvalidVersionForPageBlobOperation", KnownStorageErrorCode.LeaseAlreadyPresent = "LeaseAlreadyPresent", KnownStorageErrorCode.LeaseAlreadyBroken = "LeaseAlreadyBroken", KnownStorageErrorCode.LeaseIdMismatchWithBlobOperation = "LeaseIdMismatchWithBlobOperation", KnownStorageErrorCode.LeaseIdMismatchWithContainerOperation = "LeaseIdMismatchWithContainerOperation", KnownStorageErrorCode.LeaseIdMismatchWithLeaseOperation = "LeaseIdMismatchWithLeaseOperation", KnownStorageErrorCode.LeaseIdMissing = "LeaseIdMissing", KnownStorageErrorCode.LeaseIsBreakingAndCannotBeAcquired = "LeaseIsBreakingAndCannotBeAcquired", KnownStorageErrorCode.LeaseIsBreakingAndCannotBeChanged = "LeaseIsBreakingAndCannotBeChanged", KnownStorageErrorCode.LeaseIsBrokenAndCannotBeRenewed = "LeaseIsBrokenAndCannotBeRenewed", KnownStorageErrorCode.LeaseLost = "LeaseLost", KnownStorageErrorCode.LeaseNotPresentWithBlobOperation = "LeaseNotPresentWithBlobOperation", KnownStorageErrorCode.LeaseNotPresentWithContainerOperation = "LeaseNotPresentWithContainerOperation", KnownStorageErrorCode.LeaseNotPresentWithLeaseOperation = "LeaseNotPresentWithLeaseOperation", KnownStorageErrorCode.MaxBlobSizeConditionNotMet = "MaxBlobSizeConditionNotMet", KnownStorageErrorCode.NoAuthenticationInformation = "NoAuthenticationInformation", KnownStorageErrorCode.NoPendingCopyOperation = "NoPendingCopyOperation", KnownStorageErrorCode.OperationNotAllowedOnIncrementalCopyBlob = "OperationNotAllowedOnIncrementalCopyBlob", KnownStorageErrorCode.PendingCopyOperation = "PendingCopyOperation", KnownStorageErrorCode.PreviousSnapshotCannotBeNewer = "PreviousSnapshotCannotBeNewer", KnownStorageErrorCode.PreviousSnapshotNotFound = "PreviousSnapshotNotFound", KnownStorageErrorCode.PreviousSnapshotOperationNotSupported = "PreviousSnapshotOperationNotSupported", KnownStorageErrorCode.SequenceNumberConditionNotMet = "SequenceNumberConditionNotMet", KnownStorageErrorCode.SequenceNumberIncrementTooLarge = "SequenceNumberIncrementTooLarge", KnownStorageErrorCode.SnapshotCountExceeded = "SnapshotCountExceeded", KnownStorageErrorCode.SnapshotOperationRateExceeded = "SnapshotOperationRateExceeded", KnownStorageErrorCode.SnapshotsPresent = "SnapshotsPresent", KnownStorageErrorCode.SourceConditionNotMet = "SourceConditionNotMet", KnownStorageErrorCode.SystemInUse = "SystemInUse", KnownStorageErrorCode.TargetConditionNotMet = "TargetConditionNotMet", KnownStorageErrorCode.UnauthorizedBlobOverwrite = "UnauthorizedBlobOverwrite", KnownStorageErrorCode.BlobBeingRehydrated = "BlobBeingRehydrated", KnownStorageErrorCode.BlobArchived = "BlobArchived", KnownStorageErrorCode.BlobNotArchived = "BlobNotArchived", KnownStorageErrorCode.AuthorizationSourceIPMismatch = "AuthorizationSourceIPMismatch", KnownStorageErrorCode.AuthorizationProtocolMismatch = "AuthorizationProtocolMismatch", KnownStorageErrorCode.AuthorizationPermissionMismatch = "AuthorizationPermissionMismatch", KnownStorageErrorCode.AuthorizationServiceMismatch = "AuthorizationServiceMismatch", KnownStorageErrorCode.AuthorizationResourceTypeMismatch = "AuthorizationResourceTypeMismatch", KnownStorageErrorCode.BlobAccessTierNotSupportedForAccountType = "BlobAccessTierNotSupportedForAccountType";
		})(KnownStorageErrorCode ||= {});
		let BlobServiceProperties = {
			serializedName: "BlobServiceProperties",
			xmlName: "StorageServiceProperties",
			type: {
				name: "Composite",
				className: "BlobServiceProperties",
				modelProperties: {
					blobAnalyticsLogging: {
						serializedName: "Logging",
						xmlName: "Logging",
						type: {
							name: "Composite",
							className: "Logging"
						}
					},
					hourMetrics: {
						serializedName: "HourMetrics",
						xmlName: "HourMetrics",
						type: {
							name: "Composite",
							className: "Metrics"
						}
					},
					minuteMetrics: {
						serializedName: "MinuteMetrics",
						xmlName: "MinuteMetrics",
						type: {
							name: "Composite",
							className: "Metrics"
						}
					},
					cors: {
						serializedName: "Cors",
						xmlName: "Cors",
						xmlIsWrapped: !0,
						xmlElementName: "CorsRule",
						type: {
							name: "Sequence",
							element: { type: {
								name: "Composite",
								className: "CorsRule"
							} }
						}
					},
					defaultServiceVersion: {
						serializedName: "DefaultServiceVersion",
						xmlName: "DefaultServiceVersion",
						type: { name: "String" }
					},
					deleteRetentionPolicy: {
						serializedName: "DeleteRetentionPolicy",
						xmlName: "DeleteRetentionPolicy",
						type: {
							name: "Composite",
							className: "RetentionPolicy"
						}
					},
					staticWebsite: {
						serializedName: "StaticWebsite",
						xmlName: "StaticWebsite",
						type: {
							name: "Composite",
							className: "StaticWebsite"
						}
					}
				}
			}
		}, Logging = {
			serializedName: "Logging",
			type: {
				name: "Composite",
				className: "Logging",
				modelProperties: {
					version: {
						serializedName: "Version",
						required: !0,
						xmlName: "Version",
						type: { name: "String" }
					},
					deleteProperty: {
						serializedName: "Delete",
						required: !0,
						xmlName: "Delete",
						type: { name: "Boolean" }
					},
					read: {
						serializedName: "Read",
						required: !0,
						xmlName: "Read",
						type: { name: "Boolean" }
					},
					write: {
						serializedName: "Write",
						required: !0,
						xmlName: "Write",
						type: { name: "Boolean" }
					},
					retentionPolicy: {
						serializedName: "RetentionPolicy",
						xmlName: "RetentionPolicy",
						type: {
							name: "Composite",
							className: "RetentionPolicy"
						}
					}
				}
			}
		}, RetentionPolicy = {
			serializedName: "RetentionPolicy",
			type: {
				name: "Composite",
				className: "RetentionPolicy",
				modelProperties: {
					enabled: {
						serializedName: "Enabled",
						required: !0,
						xmlName: "Enabled",
						type: { name: "Boolean" }
					},
					days: {
						constraints: { InclusiveMinimum: 1 },
						serializedName: "Days",
						xmlName: "Days",
						type: { name: "Number" }
					}
				}
			}
		}, Metrics = {
			serializedName: "Metrics",
			type: {
				name: "Composite",
				className: "Metrics",
				modelProperties: {
					version: {
						serializedName: "Version",
						xmlName: "Version",
						type: { name: "String" }
					},
					enabled: {
						serializedName: "Enabled",
						required: !0,
						xmlName: "Enabled",
						type: { name: "Boolean" }
					},
					includeAPIs: {
						serializedName: "IncludeAPIs",
						xmlName: "IncludeAPIs",
						type: { name: "Boolean" }
					},
					retentionPolicy: {
						serializedName: "RetentionPolicy",
						xmlName: "RetentionPolicy",
						type: {
							name: "Composite",
							className: "RetentionPolicy"
						}
					}
				}
			}
		}, CorsRule = {
			serializedName: "CorsRule",
			type: {
				name: "Composite",
				className: "CorsRule",
				modelProperties: {
					allowedOrigins: {
						serializedName: "AllowedOrigins",
						required: !0,
						xmlName: "AllowedOrigins",
						type: { name: "String" }
					},
					allowedMethods: {
						serializedName: "AllowedMethods",
						required: !0,
						xmlName: "AllowedMethods",
						type: { name: "String" }
					},
					allowedHeaders: {
						serializedName: "AllowedHeaders",
						required: !0,
						xmlName: "AllowedHeaders",
						type: { name: "String" }
					},
					exposedHeaders: {
						serializedName: "ExposedHeaders",
						required: !0,
						xmlName: "ExposedHeaders",
						type: { name: "String" }
					},
					maxAgeInSeconds: {
						constraints: { InclusiveMinimum: 0 },
						serializedName: "MaxAgeInSeconds",
						required: !0,
						xmlName: "MaxAgeInSeconds",
						type: { name: "Number" }
					}
				}
			}
		}, StaticWebsite = {
			serializedName: "StaticWebsite",
			type: {
				name: "Composite",
				className: "StaticWebsite",
				modelProperties: {
					enabled: {
						serializedName: "Enabled",
						required: !0,
						xmlName: "Enabled",
						type: { name: "Boolean" }
					},
					indexDocument: {
						serializedName: "IndexDocument",
						xmlName: "IndexDocument",
						type: { name: "String" }
					},
					errorDocument404Path: {
						serializedName: "ErrorDocument404Path",
						xmlName: "ErrorDocument404Path",
						type: { name: "String" }
					},
					defaultIndexDocumentPath: {
						serializedName: "DefaultIndexDocumentPath",
						xmlName: "DefaultIndexDocumentPath",
						type: { name: "String" }
					}
				}
			}
		}, StorageError = {
			serializedName: "StorageError",
			type: {
				name: "Composite",
				className: "StorageError",
				modelProperties: {
					message: {
						serializedName: "Message",
						xmlName: "Message",
						type: { name: "String" }
					},
					copySourceStatusCode: {
						serializedName: "CopySourceStatusCode",
						xmlName: "CopySourceStatusCode",
						type: { name: "Number" }
					},
					copySourceErrorCode: {
						serializedName: "CopySourceErrorCode",
						xmlName: "CopySourceErrorCode",
						type: { name: "String" }
					},
					copySourceErrorMessage: {
						serializedName: "CopySourceErrorMessage",
						xmlName: "CopySourceErrorMessage",
						type: { name: "String" }
					},
					code: {
						serializedName: "Code",
						xmlName: "Code",
						type: { name: "String" }
					},
					authenticationErrorDetail: {
						serializedName: "AuthenticationErrorDetail",
						xmlName: "AuthenticationErrorDetail",
						type: { name: "String" }
					}
				}
			}
		}, BlobServiceStatistics = {
			serializedName: "BlobServiceStatistics",
			xmlName: "StorageServiceStats",
			type: {
				name: "Composite",
				className: "BlobServiceStatistics",
				modelProperties: { geoReplication: {
					serializedName: "GeoReplication",
					xmlName: "GeoReplication",
					type: {
						name: "Composite",
						className: "GeoReplication"
					}
				} }
			}
		}, GeoReplication = {
			serializedName: "GeoReplication",
			type: {
				name: "Composite",
				className: "GeoReplication",
				modelProperties: {
					status: {
						serializedName: "Status",
						required: !0,
						xmlName: "Status",
						type: {
							name: "Enum",
							allowedValues: [
								"live",
								"bootstrap",
								"unavailable"
							]
						}
					},
					lastSyncOn: {
						serializedName: "LastSyncTime",
						required: !0,
						xmlName: "LastSyncTime",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, ListContainersSegmentResponse = {
			serializedName: "ListContainersSegmentResponse",
			xmlName: "EnumerationResults",
			type: {
				name: "Composite",
				className: "ListContainersSegmentResponse",
				modelProperties: {
					serviceEndpoint: {
						serializedName: "ServiceEndpoint",
						required: !0,
						xmlName: "ServiceEndpoint",
						xmlIsAttribute: !0,
						type: { name: "String" }
					},
					prefix: {
						serializedName: "Prefix",
						xmlName: "Prefix",
						type: { name: "String" }
					},
					marker: {
						serializedName: "Marker",
						xmlName: "Marker",
						type: { name: "String" }
					},
					maxPageSize: {
						serializedName: "MaxResults",
						xmlName: "MaxResults",
						type: { name: "Number" }
					},
					containerItems: {
						serializedName: "ContainerItems",
						required: !0,
						xmlName: "Containers",
						xmlIsWrapped: !0,
						xmlElementName: "Container",
						type: {
							name: "Sequence",
							element: { type: {
								name: "Composite",
								className: "ContainerItem"
							} }
						}
					},
					continuationToken: {
						serializedName: "NextMarker",
						xmlName: "NextMarker",
						type: { name: "String" }
					}
				}
			}
		}, ContainerItem = {
			serializedName: "ContainerItem",
			xmlName: "Container",
			type: {
				name: "Composite",
				className: "ContainerItem",
				modelProperties: {
					name: {
						serializedName: "Name",
						required: !0,
						xmlName: "Name",
						type: { name: "String" }
					},
					deleted: {
						serializedName: "Deleted",
						xmlName: "Deleted",
						type: { name: "Boolean" }
					},
					version: {
						serializedName: "Version",
						xmlName: "Version",
						type: { name: "String" }
					},
					properties: {
						serializedName: "Properties",
						xmlName: "Properties",
						type: {
							name: "Composite",
							className: "ContainerProperties"
						}
					},
					metadata: {
						serializedName: "Metadata",
						xmlName: "Metadata",
						type: {
							name: "Dictionary",
							value: { type: { name: "String" } }
						}
					}
				}
			}
		}, ContainerProperties = {
			serializedName: "ContainerProperties",
			type: {
				name: "Composite",
				className: "ContainerProperties",
				modelProperties: {
					lastModified: {
						serializedName: "Last-Modified",
						required: !0,
						xmlName: "Last-Modified",
						type: { name: "DateTimeRfc1123" }
					},
					etag: {
						serializedName: "Etag",
						required: !0,
						xmlName: "Etag",
						type: { name: "String" }
					},
					leaseStatus: {
						serializedName: "LeaseStatus",
						xmlName: "LeaseStatus",
						type: {
							name: "Enum",
							allowedValues: ["locked", "unlocked"]
						}
					},
					leaseState: {
						serializedName: "LeaseState",
						xmlName: "LeaseState",
						type: {
							name: "Enum",
							allowedValues: [
								"available",
								"leased",
								"expired",
								"breaking",
								"broken"
							]
						}
					},
					leaseDuration: {
						serializedName: "LeaseDuration",
						xmlName: "LeaseDuration",
						type: {
							name: "Enum",
							allowedValues: ["infinite", "fixed"]
						}
					},
					publicAccess: {
						serializedName: "PublicAccess",
						xmlName: "PublicAccess",
						type: {
							name: "Enum",
							allowedValues: ["container", "blob"]
						}
					},
					hasImmutabilityPolicy: {
						serializedName: "HasImmutabilityPolicy",
						xmlName: "HasImmutabilityPolicy",
						type: { name: "Boolean" }
					},
					hasLegalHold: {
						serializedName: "HasLegalHold",
						xmlName: "HasLegalHold",
						type: { name: "Boolean" }
					},
					defaultEncryptionScope: {
						serializedName: "DefaultEncryptionScope",
						xmlName: "DefaultEncryptionScope",
						type: { name: "String" }
					},
					preventEncryptionScopeOverride: {
						serializedName: "DenyEncryptionScopeOverride",
						xmlName: "DenyEncryptionScopeOverride",
						type: { name: "Boolean" }
					},
					deletedOn: {
						serializedName: "DeletedTime",
						xmlName: "DeletedTime",
						type: { name: "DateTimeRfc1123" }
					},
					remainingRetentionDays: {
						serializedName: "RemainingRetentionDays",
						xmlName: "RemainingRetentionDays",
						type: { name: "Number" }
					},
					isImmutableStorageWithVersioningEnabled: {
						serializedName: "ImmutableStorageWithVersioningEnabled",
						xmlName: "ImmutableStorageWithVersioningEnabled",
						type: { name: "Boolean" }
					}
				}
			}
		}, KeyInfo = {
			serializedName: "KeyInfo",
			type: {
				name: "Composite",
				className: "KeyInfo",
				modelProperties: {
					startsOn: {
						serializedName: "Start",
						required: !0,
						xmlName: "Start",
						type: { name: "String" }
					},
					expiresOn: {
						serializedName: "Expiry",
						required: !0,
						xmlName: "Expiry",
						type: { name: "String" }
					}
				}
			}
		}, UserDelegationKey = {
			serializedName: "UserDelegationKey",
			type: {
				name: "Composite",
				className: "UserDelegationKey",
				modelProperties: {
					signedObjectId: {
						serializedName: "SignedOid",
						required: !0,
						xmlName: "SignedOid",
						type: { name: "String" }
					},
					signedTenantId: {
						serializedName: "SignedTid",
						required: !0,
						xmlName: "SignedTid",
						type: { name: "String" }
					},
					signedStartsOn: {
						serializedName: "SignedStart",
						required: !0,
						xmlName: "SignedStart",
						type: { name: "String" }
					},
					signedExpiresOn: {
						serializedName: "SignedExpiry",
						required: !0,
						xmlName: "SignedExpiry",
						type: { name: "String" }
					},
					signedService: {
						serializedName: "SignedService",
						required: !0,
						xmlName: "SignedService",
						type: { name: "String" }
					},
					signedVersion: {
						serializedName: "SignedVersion",
						required: !0,
						xmlName: "SignedVersion",
						type: { name: "String" }
					},
					value: {
						serializedName: "Value",
						required: !0,
						xmlName: "Value",
						type: { name: "String" }
					}
				}
			}
		}, FilterBlobSegment = {
			serializedName: "FilterBlobSegment",
			xmlName: "EnumerationResults",
			type: {
				name: "Composite",
				className: "FilterBlobSegment",
				modelProperties: {
					serviceEndpoint: {
						serializedName: "ServiceEndpoint",
						required: !0,
						xmlName: "ServiceEndpoint",
						xmlIsAttribute: !0,
						type: { name: "String" }
					},
					where: {
						serializedName: "Where",
						required: !0,
						xmlName: "Where",
						type: { name: "String" }
					},
					blobs: {
						serializedName: "Blobs",
						required: !0,
						xmlName: "Blobs",
						xmlIsWrapped: !0,
						xmlElementName: "Blob",
						type: {
							name: "Sequence",
							element: { type: {
								name: "Composite",
								className: "FilterBlobItem"
							} }
						}
					},
					continuationToken: {
						serializedName: "NextMarker",
						xmlName: "NextMarker",
						type: { name: "String" }
					}
				}
			}
		}, FilterBlobItem = {
			serializedName: "FilterBlobItem",
			xmlName: "Blob",
			type: {
				name: "Composite",
				className: "FilterBlobItem",
				modelProperties: {
					name: {
						serializedName: "Name",
						required: !0,
						xmlName: "Name",
						type: { name: "String" }
					},
					containerName: {
						serializedName: "ContainerName",
						required: !0,
						xmlName: "ContainerName",
						type: { name: "String" }
					},
					tags: {
						serializedName: "Tags",
						xmlName: "Tags",
						type: {
							name: "Composite",
							className: "BlobTags"
						}
					}
				}
			}
		}, BlobTags = {
			serializedName: "BlobTags",
			xmlName: "Tags",
			type: {
				name: "Composite",
				className: "BlobTags",
				modelProperties: { blobTagSet: {
					serializedName: "BlobTagSet",
					required: !0,
					xmlName: "TagSet",
					xmlIsWrapped: !0,
					xmlElementName: "Tag",
					type: {
						name: "Sequence",
						element: { type: {
							name: "Composite",
							className: "BlobTag"
						} }
					}
				} }
			}
		}, BlobTag = {
			serializedName: "BlobTag",
			xmlName: "Tag",
			type: {
				name: "Composite",
				className: "BlobTag",
				modelProperties: {
					key: {
						serializedName: "Key",
						required: !0,
						xmlName: "Key",
						type: { name: "String" }
					},
					value: {
						serializedName: "Value",
						required: !0,
						xmlName: "Value",
						type: { name: "String" }
					}
				}
			}
		}, SignedIdentifier = {
			serializedName: "SignedIdentifier",
			xmlName: "SignedIdentifier",
			type: {
				name: "Composite",
				className: "SignedIdentifier",
				modelProperties: {
					id: {
						serializedName: "Id",
						required: !0,
						xmlName: "Id",
						type: { name: "String" }
					},
					accessPolicy: {
						serializedName: "AccessPolicy",
						xmlName: "AccessPolicy",
						type: {
							name: "Composite",
							className: "AccessPolicy"
						}
					}
				}
			}
		}, AccessPolicy = {
			serializedName: "AccessPolicy",
			type: {
				name: "Composite",
				className: "AccessPolicy",
				modelProperties: {
					startsOn: {
						serializedName: "Start",
						xmlName: "Start",
						type: { name: "String" }
					},
					expiresOn: {
						serializedName: "Expiry",
						xmlName: "Expiry",
						type: { name: "String" }
					},
					permissions: {
						serializedName: "Permission",
						xmlName: "Permission",
						type: { name: "String" }
					}
				}
			}
		}, ListBlobsFlatSegmentResponse = {
			serializedName: "ListBlobsFlatSegmentResponse",
			xmlName: "EnumerationResults",
			type: {
				name: "Composite",
				className: "ListBlobsFlatSegmentResponse",
				modelProperties: {
					serviceEndpoint: {
						serializedName: "ServiceEndpoint",
						required: !0,
						xmlName: "ServiceEndpoint",
						xmlIsAttribute: !0,
						type: { name: "String" }
					},
					containerName: {
						serializedName: "ContainerName",
						required: !0,
						xmlName: "ContainerName",
						xmlIsAttribute: !0,
						type: { name: "String" }
					},
					prefix: {
						serializedName: "Prefix",
						xmlName: "Prefix",
						type: { name: "String" }
					},
					marker: {
						serializedName: "Marker",
						xmlName: "Marker",
						type: { name: "String" }
					},
					maxPageSize: {
						serializedName: "MaxResults",
						xmlName: "MaxResults",
						type: { name: "Number" }
					},
					segment: {
						serializedName: "Segment",
						xmlName: "Blobs",
						type: {
							name: "Composite",
							className: "BlobFlatListSegment"
						}
					},
					continuationToken: {
						serializedName: "NextMarker",
						xmlName: "NextMarker",
						type: { name: "String" }
					}
				}
			}
		}, BlobFlatListSegment = {
			serializedName: "BlobFlatListSegment",
			xmlName: "Blobs",
			type: {
				name: "Composite",
				className: "BlobFlatListSegment",
				modelProperties: { blobItems: {
					serializedName: "BlobItems",
					required: !0,
					xmlName: "BlobItems",
					xmlElementName: "Blob",
					type: {
						name: "Sequence",
						element: { type: {
							name: "Composite",
							className: "BlobItemInternal"
						} }
					}
				} }
			}
		}, BlobItemInternal = {
			serializedName: "BlobItemInternal",
			xmlName: "Blob",
			type: {
				name: "Composite",
				className: "BlobItemInternal",
				modelProperties: {
					name: {
						serializedName: "Name",
						xmlName: "Name",
						type: {
							name: "Composite",
							className: "BlobName"
						}
					},
					deleted: {
						serializedName: "Deleted",
						required: !0,
						xmlName: "Deleted",
						type: { name: "Boolean" }
					},
					snapshot: {
						serializedName: "Snapshot",
						required: !0,
						xmlName: "Snapshot",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "VersionId",
						xmlName: "VersionId",
						type: { name: "String" }
					},
					isCurrentVersion: {
						serializedName: "IsCurrentVersion",
						xmlName: "IsCurrentVersion",
						type: { name: "Boolean" }
					},
					properties: {
						serializedName: "Properties",
						xmlName: "Properties",
						type: {
							name: "Composite",
							className: "BlobPropertiesInternal"
						}
					},
					metadata: {
						serializedName: "Metadata",
						xmlName: "Metadata",
						type: {
							name: "Dictionary",
							value: { type: { name: "String" } }
						}
					},
					blobTags: {
						serializedName: "BlobTags",
						xmlName: "Tags",
						type: {
							name: "Composite",
							className: "BlobTags"
						}
					},
					objectReplicationMetadata: {
						serializedName: "ObjectReplicationMetadata",
						xmlName: "OrMetadata",
						type: {
							name: "Dictionary",
							value: { type: { name: "String" } }
						}
					},
					hasVersionsOnly: {
						serializedName: "HasVersionsOnly",
						xmlName: "HasVersionsOnly",
						type: { name: "Boolean" }
					}
				}
			}
		}, BlobName = {
			serializedName: "BlobName",
			type: {
				name: "Composite",
				className: "BlobName",
				modelProperties: {
					encoded: {
						serializedName: "Encoded",
						xmlName: "Encoded",
						xmlIsAttribute: !0,
						type: { name: "Boolean" }
					},
					content: {
						serializedName: "content",
						xmlName: "content",
						xmlIsMsText: !0,
						type: { name: "String" }
					}
				}
			}
		}, BlobPropertiesInternal = {
			serializedName: "BlobPropertiesInternal",
			xmlName: "Properties",
			type: {
				name: "Composite",
				className: "BlobPropertiesInternal",
				modelProperties: {
					createdOn: {
						serializedName: "Creation-Time",
						xmlName: "Creation-Time",
						type: { name: "DateTimeRfc1123" }
					},
					lastModified: {
						serializedName: "Last-Modified",
						required: !0,
						xmlName: "Last-Modified",
						type: { name: "DateTimeRfc1123" }
					},
					etag: {
						serializedName: "Etag",
						required: !0,
						xmlName: "Etag",
						type: { name: "String" }
					},
					contentLength: {
						serializedName: "Content-Length",
						xmlName: "Content-Length",
						type: { name: "Number" }
					},
					contentType: {
						serializedName: "Content-Type",
						xmlName: "Content-Type",
						type: { name: "String" }
					},
					contentEncoding: {
						serializedName: "Content-Encoding",
						xmlName: "Content-Encoding",
						type: { name: "String" }
					},
					contentLanguage: {
						serializedName: "Content-Language",
						xmlName: "Content-Language",
						type: { name: "String" }
					},
					contentMD5: {
						serializedName: "Content-MD5",
						xmlName: "Content-MD5",
						type: { name: "ByteArray" }
					},
					contentDisposition: {
						serializedName: "Content-Disposition",
						xmlName: "Content-Disposition",
						type: { name: "String" }
					},
					cacheControl: {
						serializedName: "Cache-Control",
						xmlName: "Cache-Control",
						type: { name: "String" }
					},
					blobSequenceNumber: {
						serializedName: "x-ms-blob-sequence-number",
						xmlName: "x-ms-blob-sequence-number",
						type: { name: "Number" }
					},
					blobType: {
						serializedName: "BlobType",
						xmlName: "BlobType",
						type: {
							name: "Enum",
							allowedValues: [
								"BlockBlob",
								"PageBlob",
								"AppendBlob"
							]
						}
					},
					leaseStatus: {
						serializedName: "LeaseStatus",
						xmlName: "LeaseStatus",
						type: {
							name: "Enum",
							allowedValues: ["locked", "unlocked"]
						}
					},
					leaseState: {
						serializedName: "LeaseState",
						xmlName: "LeaseState",
						type: {
							name: "Enum",
							allowedValues: [
								"available",
								"leased",
								"expired",
								"breaking",
								"broken"
							]
						}
					},
					leaseDuration: {
						serializedName: "LeaseDuration",
						xmlName: "LeaseDuration",
						type: {
							name: "Enum",
							allowedValues: ["infinite", "fixed"]
						}
					},
					copyId: {
						serializedName: "CopyId",
						xmlName: "CopyId",
						type: { name: "String" }
					},
					copyStatus: {
						serializedName: "CopyStatus",
						xmlName: "CopyStatus",
						type: {
							name: "Enum",
							allowedValues: [
								"pending",
								"success",
								"aborted",
								"failed"
							]
						}
					},
					copySource: {
						serializedName: "CopySource",
						xmlName: "CopySource",
						type: { name: "String" }
					},
					copyProgress: {
						serializedName: "CopyProgress",
						xmlName: "CopyProgress",
						type: { name: "String" }
					},
					copyCompletedOn: {
						serializedName: "CopyCompletionTime",
						xmlName: "CopyCompletionTime",
						type: { name: "DateTimeRfc1123" }
					},
					copyStatusDescription: {
						serializedName: "CopyStatusDescription",
						xmlName: "CopyStatusDescription",
						type: { name: "String" }
					},
					serverEncrypted: {
						serializedName: "ServerEncrypted",
						xmlName: "ServerEncrypted",
						type: { name: "Boolean" }
					},
					incrementalCopy: {
						serializedName: "IncrementalCopy",
						xmlName: "IncrementalCopy",
						type: { name: "Boolean" }
					},
					destinationSnapshot: {
						serializedName: "DestinationSnapshot",
						xmlName: "DestinationSnapshot",
						type: { name: "String" }
					},
					deletedOn: {
						serializedName: "DeletedTime",
						xmlName: "DeletedTime",
						type: { name: "DateTimeRfc1123" }
					},
					remainingRetentionDays: {
						serializedName: "RemainingRetentionDays",
						xmlName: "RemainingRetentionDays",
						type: { name: "Number" }
					},
					accessTier: {
						serializedName: "AccessTier",
						xmlName: "AccessTier",
						type: {
							name: "Enum",
							allowedValues: [
								"P4",
								"P6",
								"P10",
								"P15",
								"P20",
								"P30",
								"P40",
								"P50",
								"P60",
								"P70",
								"P80",
								"Hot",
								"Cool",
								"Archive",
								"Cold"
							]
						}
					},
					accessTierInferred: {
						serializedName: "AccessTierInferred",
						xmlName: "AccessTierInferred",
						type: { name: "Boolean" }
					},
					archiveStatus: {
						serializedName: "ArchiveStatus",
						xmlName: "ArchiveStatus",
						type: {
							name: "Enum",
							allowedValues: [
								"rehydrate-pending-to-hot",
								"rehydrate-pending-to-cool",
								"rehydrate-pending-to-cold"
							]
						}
					},
					customerProvidedKeySha256: {
						serializedName: "CustomerProvidedKeySha256",
						xmlName: "CustomerProvidedKeySha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "EncryptionScope",
						xmlName: "EncryptionScope",
						type: { name: "String" }
					},
					accessTierChangedOn: {
						serializedName: "AccessTierChangeTime",
						xmlName: "AccessTierChangeTime",
						type: { name: "DateTimeRfc1123" }
					},
					tagCount: {
						serializedName: "TagCount",
						xmlName: "TagCount",
						type: { name: "Number" }
					},
					expiresOn: {
						serializedName: "Expiry-Time",
						xmlName: "Expiry-Time",
						type: { name: "DateTimeRfc1123" }
					},
					isSealed: {
						serializedName: "Sealed",
						xmlName: "Sealed",
						type: { name: "Boolean" }
					},
					rehydratePriority: {
						serializedName: "RehydratePriority",
						xmlName: "RehydratePriority",
						type: {
							name: "Enum",
							allowedValues: ["High", "Standard"]
						}
					},
					lastAccessedOn: {
						serializedName: "LastAccessTime",
						xmlName: "LastAccessTime",
						type: { name: "DateTimeRfc1123" }
					},
					immutabilityPolicyExpiresOn: {
						serializedName: "ImmutabilityPolicyUntilDate",
						xmlName: "ImmutabilityPolicyUntilDate",
						type: { name: "DateTimeRfc1123" }
					},
					immutabilityPolicyMode: {
						serializedName: "ImmutabilityPolicyMode",
						xmlName: "ImmutabilityPolicyMode",
						type: {
							name: "Enum",
							allowedValues: [
								"Mutable",
								"Unlocked",
								"Locked"
							]
						}
					},
					legalHold: {
						serializedName: "LegalHold",
						xmlName: "LegalHold",
						type: { name: "Boolean" }
					}
				}
			}
		}, ListBlobsHierarchySegmentResponse = {
			serializedName: "ListBlobsHierarchySegmentResponse",
			xmlName: "EnumerationResults",
			type: {
				name: "Composite",
				className: "ListBlobsHierarchySegmentResponse",
				modelProperties: {
					serviceEndpoint: {
						serializedName: "ServiceEndpoint",
						required: !0,
						xmlName: "ServiceEndpoint",
						xmlIsAttribute: !0,
						type: { name: "String" }
					},
					containerName: {
						serializedName: "ContainerName",
						required: !0,
						xmlName: "ContainerName",
						xmlIsAttribute: !0,
						type: { name: "String" }
					},
					prefix: {
						serializedName: "Prefix",
						xmlName: "Prefix",
						type: { name: "String" }
					},
					marker: {
						serializedName: "Marker",
						xmlName: "Marker",
						type: { name: "String" }
					},
					maxPageSize: {
						serializedName: "MaxResults",
						xmlName: "MaxResults",
						type: { name: "Number" }
					},
					delimiter: {
						serializedName: "Delimiter",
						xmlName: "Delimiter",
						type: { name: "String" }
					},
					segment: {
						serializedName: "Segment",
						xmlName: "Blobs",
						type: {
							name: "Composite",
							className: "BlobHierarchyListSegment"
						}
					},
					continuationToken: {
						serializedName: "NextMarker",
						xmlName: "NextMarker",
						type: { name: "String" }
					}
				}
			}
		}, BlobHierarchyListSegment = {
			serializedName: "BlobHierarchyListSegment",
			xmlName: "Blobs",
			type: {
				name: "Composite",
				className: "BlobHierarchyListSegment",
				modelProperties: {
					blobPrefixes: {
						serializedName: "BlobPrefixes",
						xmlName: "BlobPrefixes",
						xmlElementName: "BlobPrefix",
						type: {
							name: "Sequence",
							element: { type: {
								name: "Composite",
								className: "BlobPrefix"
							} }
						}
					},
					blobItems: {
						serializedName: "BlobItems",
						required: !0,
						xmlName: "BlobItems",
						xmlElementName: "Blob",
						type: {
							name: "Sequence",
							element: { type: {
								name: "Composite",
								className: "BlobItemInternal"
							} }
						}
					}
				}
			}
		}, BlobPrefix = {
			serializedName: "BlobPrefix",
			type: {
				name: "Composite",
				className: "BlobPrefix",
				modelProperties: { name: {
					serializedName: "Name",
					xmlName: "Name",
					type: {
						name: "Composite",
						className: "BlobName"
					}
				} }
			}
		}, BlockLookupList = {
			serializedName: "BlockLookupList",
			xmlName: "BlockList",
			type: {
				name: "Composite",
				className: "BlockLookupList",
				modelProperties: {
					committed: {
						serializedName: "Committed",
						xmlName: "Committed",
						xmlElementName: "Committed",
						type: {
							name: "Sequence",
							element: { type: { name: "String" } }
						}
					},
					uncommitted: {
						serializedName: "Uncommitted",
						xmlName: "Uncommitted",
						xmlElementName: "Uncommitted",
						type: {
							name: "Sequence",
							element: { type: { name: "String" } }
						}
					},
					latest: {
						serializedName: "Latest",
						xmlName: "Latest",
						xmlElementName: "Latest",
						type: {
							name: "Sequence",
							element: { type: { name: "String" } }
						}
					}
				}
			}
		}, BlockList = {
			serializedName: "BlockList",
			type: {
				name: "Composite",
				className: "BlockList",
				modelProperties: {
					committedBlocks: {
						serializedName: "CommittedBlocks",
						xmlName: "CommittedBlocks",
						xmlIsWrapped: !0,
						xmlElementName: "Block",
						type: {
							name: "Sequence",
							element: { type: {
								name: "Composite",
								className: "Block"
							} }
						}
					},
					uncommittedBlocks: {
						serializedName: "UncommittedBlocks",
						xmlName: "UncommittedBlocks",
						xmlIsWrapped: !0,
						xmlElementName: "Block",
						type: {
							name: "Sequence",
							element: { type: {
								name: "Composite",
								className: "Block"
							} }
						}
					}
				}
			}
		}, Block = {
			serializedName: "Block",
			type: {
				name: "Composite",
				className: "Block",
				modelProperties: {
					name: {
						serializedName: "Name",
						required: !0,
						xmlName: "Name",
						type: { name: "String" }
					},
					size: {
						serializedName: "Size",
						required: !0,
						xmlName: "Size",
						type: { name: "Number" }
					}
				}
			}
		}, PageList = {
			serializedName: "PageList",
			type: {
				name: "Composite",
				className: "PageList",
				modelProperties: {
					pageRange: {
						serializedName: "PageRange",
						xmlName: "PageRange",
						xmlElementName: "PageRange",
						type: {
							name: "Sequence",
							element: { type: {
								name: "Composite",
								className: "PageRange"
							} }
						}
					},
					clearRange: {
						serializedName: "ClearRange",
						xmlName: "ClearRange",
						xmlElementName: "ClearRange",
						type: {
							name: "Sequence",
							element: { type: {
								name: "Composite",
								className: "ClearRange"
							} }
						}
					},
					continuationToken: {
						serializedName: "NextMarker",
						xmlName: "NextMarker",
						type: { name: "String" }
					}
				}
			}
		}, PageRange = {
			serializedName: "PageRange",
			xmlName: "PageRange",
			type: {
				name: "Composite",
				className: "PageRange",
				modelProperties: {
					start: {
						serializedName: "Start",
						required: !0,
						xmlName: "Start",
						type: { name: "Number" }
					},
					end: {
						serializedName: "End",
						required: !0,
						xmlName: "End",
						type: { name: "Number" }
					}
				}
			}
		}, ClearRange = {
			serializedName: "ClearRange",
			xmlName: "ClearRange",
			type: {
				name: "Composite",
				className: "ClearRange",
				modelProperties: {
					start: {
						serializedName: "Start",
						required: !0,
						xmlName: "Start",
						type: { name: "Number" }
					},
					end: {
						serializedName: "End",
						required: !0,
						xmlName: "End",
						type: { name: "Number" }
					}
				}
			}
		}, QueryRequest = {
			serializedName: "QueryRequest",
			xmlName: "QueryRequest",
			type: {
				name: "Composite",
				className: "QueryRequest",
				modelProperties: {
					queryType: {
						serializedName: "QueryType",
						required: !0,
						xmlName: "QueryType",
						type: { name: "String" }
					},
					expression: {
						serializedName: "Expression",
						required: !0,
						xmlName: "Expression",
						type: { name: "String" }
					},
					inputSerialization: {
						serializedName: "InputSerialization",
						xmlName: "InputSerialization",
						type: {
							name: "Composite",
							className: "QuerySerialization"
						}
					},
					outputSerialization: {
						serializedName: "OutputSerialization",
						xmlName: "OutputSerialization",
						type: {
							name: "Composite",
							className: "QuerySerialization"
						}
					}
				}
			}
		}, QuerySerialization = {
			serializedName: "QuerySerialization",
			type: {
				name: "Composite",
				className: "QuerySerialization",
				modelProperties: { format: {
					serializedName: "Format",
					xmlName: "Format",
					type: {
						name: "Composite",
						className: "QueryFormat"
					}
				} }
			}
		}, QueryFormat = {
			serializedName: "QueryFormat",
			type: {
				name: "Composite",
				className: "QueryFormat",
				modelProperties: {
					type: {
						serializedName: "Type",
						required: !0,
						xmlName: "Type",
						type: {
							name: "Enum",
							allowedValues: [
								"delimited",
								"json",
								"arrow",
								"parquet"
							]
						}
					},
					delimitedTextConfiguration: {
						serializedName: "DelimitedTextConfiguration",
						xmlName: "DelimitedTextConfiguration",
						type: {
							name: "Composite",
							className: "DelimitedTextConfiguration"
						}
					},
					jsonTextConfiguration: {
						serializedName: "JsonTextConfiguration",
						xmlName: "JsonTextConfiguration",
						type: {
							name: "Composite",
							className: "JsonTextConfiguration"
						}
					},
					arrowConfiguration: {
						serializedName: "ArrowConfiguration",
						xmlName: "ArrowConfiguration",
						type: {
							name: "Composite",
							className: "ArrowConfiguration"
						}
					},
					parquetTextConfiguration: {
						serializedName: "ParquetTextConfiguration",
						xmlName: "ParquetTextConfiguration",
						type: {
							name: "Dictionary",
							value: { type: { name: "any" } }
						}
					}
				}
			}
		}, DelimitedTextConfiguration = {
			serializedName: "DelimitedTextConfiguration",
			xmlName: "DelimitedTextConfiguration",
			type: {
				name: "Composite",
				className: "DelimitedTextConfiguration",
				modelProperties: {
					columnSeparator: {
						serializedName: "ColumnSeparator",
						xmlName: "ColumnSeparator",
						type: { name: "String" }
					},
					fieldQuote: {
						serializedName: "FieldQuote",
						xmlName: "FieldQuote",
						type: { name: "String" }
					},
					recordSeparator: {
						serializedName: "RecordSeparator",
						xmlName: "RecordSeparator",
						type: { name: "String" }
					},
					escapeChar: {
						serializedName: "EscapeChar",
						xmlName: "EscapeChar",
						type: { name: "String" }
					},
					headersPresent: {
						serializedName: "HeadersPresent",
						xmlName: "HasHeaders",
						type: { name: "Boolean" }
					}
				}
			}
		}, JsonTextConfiguration = {
			serializedName: "JsonTextConfiguration",
			xmlName: "JsonTextConfiguration",
			type: {
				name: "Composite",
				className: "JsonTextConfiguration",
				modelProperties: { recordSeparator: {
					serializedName: "RecordSeparator",
					xmlName: "RecordSeparator",
					type: { name: "String" }
				} }
			}
		}, ArrowConfiguration = {
			serializedName: "ArrowConfiguration",
			xmlName: "ArrowConfiguration",
			type: {
				name: "Composite",
				className: "ArrowConfiguration",
				modelProperties: { schema: {
					serializedName: "Schema",
					required: !0,
					xmlName: "Schema",
					xmlIsWrapped: !0,
					xmlElementName: "Field",
					type: {
						name: "Sequence",
						element: { type: {
							name: "Composite",
							className: "ArrowField"
						} }
					}
				} }
			}
		}, ArrowField = {
			serializedName: "ArrowField",
			xmlName: "Field",
			type: {
				name: "Composite",
				className: "ArrowField",
				modelProperties: {
					type: {
						serializedName: "Type",
						required: !0,
						xmlName: "Type",
						type: { name: "String" }
					},
					name: {
						serializedName: "Name",
						xmlName: "Name",
						type: { name: "String" }
					},
					precision: {
						serializedName: "Precision",
						xmlName: "Precision",
						type: { name: "Number" }
					},
					scale: {
						serializedName: "Scale",
						xmlName: "Scale",
						type: { name: "Number" }
					}
				}
			}
		}, ServiceSetPropertiesHeaders = {
			serializedName: "Service_setPropertiesHeaders",
			type: {
				name: "Composite",
				className: "ServiceSetPropertiesHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ServiceSetPropertiesExceptionHeaders = {
			serializedName: "Service_setPropertiesExceptionHeaders",
			type: {
				name: "Composite",
				className: "ServiceSetPropertiesExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ServiceGetPropertiesHeaders = {
			serializedName: "Service_getPropertiesHeaders",
			type: {
				name: "Composite",
				className: "ServiceGetPropertiesHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ServiceGetPropertiesExceptionHeaders = {
			serializedName: "Service_getPropertiesExceptionHeaders",
			type: {
				name: "Composite",
				className: "ServiceGetPropertiesExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ServiceGetStatisticsHeaders = {
			serializedName: "Service_getStatisticsHeaders",
			type: {
				name: "Composite",
				className: "ServiceGetStatisticsHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ServiceGetStatisticsExceptionHeaders = {
			serializedName: "Service_getStatisticsExceptionHeaders",
			type: {
				name: "Composite",
				className: "ServiceGetStatisticsExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ServiceListContainersSegmentHeaders = {
			serializedName: "Service_listContainersSegmentHeaders",
			type: {
				name: "Composite",
				className: "ServiceListContainersSegmentHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ServiceListContainersSegmentExceptionHeaders = {
			serializedName: "Service_listContainersSegmentExceptionHeaders",
			type: {
				name: "Composite",
				className: "ServiceListContainersSegmentExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ServiceGetUserDelegationKeyHeaders = {
			serializedName: "Service_getUserDelegationKeyHeaders",
			type: {
				name: "Composite",
				className: "ServiceGetUserDelegationKeyHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ServiceGetUserDelegationKeyExceptionHeaders = {
			serializedName: "Service_getUserDelegationKeyExceptionHeaders",
			type: {
				name: "Composite",
				className: "ServiceGetUserDelegationKeyExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ServiceGetAccountInfoHeaders = {
			serializedName: "Service_getAccountInfoHeaders",
			type: {
				name: "Composite",
				className: "ServiceGetAccountInfoHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					skuName: {
						serializedName: "x-ms-sku-name",
						xmlName: "x-ms-sku-name",
						type: {
							name: "Enum",
							allowedValues: [
								"Standard_LRS",
								"Standard_GRS",
								"Standard_RAGRS",
								"Standard_ZRS",
								"Premium_LRS"
							]
						}
					},
					accountKind: {
						serializedName: "x-ms-account-kind",
						xmlName: "x-ms-account-kind",
						type: {
							name: "Enum",
							allowedValues: [
								"Storage",
								"BlobStorage",
								"StorageV2",
								"FileStorage",
								"BlockBlobStorage"
							]
						}
					},
					isHierarchicalNamespaceEnabled: {
						serializedName: "x-ms-is-hns-enabled",
						xmlName: "x-ms-is-hns-enabled",
						type: { name: "Boolean" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ServiceGetAccountInfoExceptionHeaders = {
			serializedName: "Service_getAccountInfoExceptionHeaders",
			type: {
				name: "Composite",
				className: "ServiceGetAccountInfoExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ServiceSubmitBatchHeaders = {
			serializedName: "Service_submitBatchHeaders",
			type: {
				name: "Composite",
				className: "ServiceSubmitBatchHeaders",
				modelProperties: {
					contentType: {
						serializedName: "content-type",
						xmlName: "content-type",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ServiceSubmitBatchExceptionHeaders = {
			serializedName: "Service_submitBatchExceptionHeaders",
			type: {
				name: "Composite",
				className: "ServiceSubmitBatchExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ServiceFilterBlobsHeaders = {
			serializedName: "Service_filterBlobsHeaders",
			type: {
				name: "Composite",
				className: "ServiceFilterBlobsHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ServiceFilterBlobsExceptionHeaders = {
			serializedName: "Service_filterBlobsExceptionHeaders",
			type: {
				name: "Composite",
				className: "ServiceFilterBlobsExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerCreateHeaders = {
			serializedName: "Container_createHeaders",
			type: {
				name: "Composite",
				className: "ContainerCreateHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ContainerCreateExceptionHeaders = {
			serializedName: "Container_createExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerCreateExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerGetPropertiesHeaders = {
			serializedName: "Container_getPropertiesHeaders",
			type: {
				name: "Composite",
				className: "ContainerGetPropertiesHeaders",
				modelProperties: {
					metadata: {
						serializedName: "x-ms-meta",
						headerCollectionPrefix: "x-ms-meta-",
						xmlName: "x-ms-meta",
						type: {
							name: "Dictionary",
							value: { type: { name: "String" } }
						}
					},
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					leaseDuration: {
						serializedName: "x-ms-lease-duration",
						xmlName: "x-ms-lease-duration",
						type: {
							name: "Enum",
							allowedValues: ["infinite", "fixed"]
						}
					},
					leaseState: {
						serializedName: "x-ms-lease-state",
						xmlName: "x-ms-lease-state",
						type: {
							name: "Enum",
							allowedValues: [
								"available",
								"leased",
								"expired",
								"breaking",
								"broken"
							]
						}
					},
					leaseStatus: {
						serializedName: "x-ms-lease-status",
						xmlName: "x-ms-lease-status",
						type: {
							name: "Enum",
							allowedValues: ["locked", "unlocked"]
						}
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					blobPublicAccess: {
						serializedName: "x-ms-blob-public-access",
						xmlName: "x-ms-blob-public-access",
						type: {
							name: "Enum",
							allowedValues: ["container", "blob"]
						}
					},
					hasImmutabilityPolicy: {
						serializedName: "x-ms-has-immutability-policy",
						xmlName: "x-ms-has-immutability-policy",
						type: { name: "Boolean" }
					},
					hasLegalHold: {
						serializedName: "x-ms-has-legal-hold",
						xmlName: "x-ms-has-legal-hold",
						type: { name: "Boolean" }
					},
					defaultEncryptionScope: {
						serializedName: "x-ms-default-encryption-scope",
						xmlName: "x-ms-default-encryption-scope",
						type: { name: "String" }
					},
					denyEncryptionScopeOverride: {
						serializedName: "x-ms-deny-encryption-scope-override",
						xmlName: "x-ms-deny-encryption-scope-override",
						type: { name: "Boolean" }
					},
					isImmutableStorageWithVersioningEnabled: {
						serializedName: "x-ms-immutable-storage-with-versioning-enabled",
						xmlName: "x-ms-immutable-storage-with-versioning-enabled",
						type: { name: "Boolean" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ContainerGetPropertiesExceptionHeaders = {
			serializedName: "Container_getPropertiesExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerGetPropertiesExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerDeleteHeaders = {
			serializedName: "Container_deleteHeaders",
			type: {
				name: "Composite",
				className: "ContainerDeleteHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ContainerDeleteExceptionHeaders = {
			serializedName: "Container_deleteExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerDeleteExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerSetMetadataHeaders = {
			serializedName: "Container_setMetadataHeaders",
			type: {
				name: "Composite",
				className: "ContainerSetMetadataHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ContainerSetMetadataExceptionHeaders = {
			serializedName: "Container_setMetadataExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerSetMetadataExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerGetAccessPolicyHeaders = {
			serializedName: "Container_getAccessPolicyHeaders",
			type: {
				name: "Composite",
				className: "ContainerGetAccessPolicyHeaders",
				modelProperties: {
					blobPublicAccess: {
						serializedName: "x-ms-blob-public-access",
						xmlName: "x-ms-blob-public-access",
						type: {
							name: "Enum",
							allowedValues: ["container", "blob"]
						}
					},
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ContainerGetAccessPolicyExceptionHeaders = {
			serializedName: "Container_getAccessPolicyExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerGetAccessPolicyExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerSetAccessPolicyHeaders = {
			serializedName: "Container_setAccessPolicyHeaders",
			type: {
				name: "Composite",
				className: "ContainerSetAccessPolicyHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ContainerSetAccessPolicyExceptionHeaders = {
			serializedName: "Container_setAccessPolicyExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerSetAccessPolicyExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerRestoreHeaders = {
			serializedName: "Container_restoreHeaders",
			type: {
				name: "Composite",
				className: "ContainerRestoreHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ContainerRestoreExceptionHeaders = {
			serializedName: "Container_restoreExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerRestoreExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerRenameHeaders = {
			serializedName: "Container_renameHeaders",
			type: {
				name: "Composite",
				className: "ContainerRenameHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ContainerRenameExceptionHeaders = {
			serializedName: "Container_renameExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerRenameExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerSubmitBatchHeaders = {
			serializedName: "Container_submitBatchHeaders",
			type: {
				name: "Composite",
				className: "ContainerSubmitBatchHeaders",
				modelProperties: {
					contentType: {
						serializedName: "content-type",
						xmlName: "content-type",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					}
				}
			}
		}, ContainerSubmitBatchExceptionHeaders = {
			serializedName: "Container_submitBatchExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerSubmitBatchExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerFilterBlobsHeaders = {
			serializedName: "Container_filterBlobsHeaders",
			type: {
				name: "Composite",
				className: "ContainerFilterBlobsHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, ContainerFilterBlobsExceptionHeaders = {
			serializedName: "Container_filterBlobsExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerFilterBlobsExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerAcquireLeaseHeaders = {
			serializedName: "Container_acquireLeaseHeaders",
			type: {
				name: "Composite",
				className: "ContainerAcquireLeaseHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					leaseId: {
						serializedName: "x-ms-lease-id",
						xmlName: "x-ms-lease-id",
						type: { name: "String" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, ContainerAcquireLeaseExceptionHeaders = {
			serializedName: "Container_acquireLeaseExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerAcquireLeaseExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerReleaseLeaseHeaders = {
			serializedName: "Container_releaseLeaseHeaders",
			type: {
				name: "Composite",
				className: "ContainerReleaseLeaseHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, ContainerReleaseLeaseExceptionHeaders = {
			serializedName: "Container_releaseLeaseExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerReleaseLeaseExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerRenewLeaseHeaders = {
			serializedName: "Container_renewLeaseHeaders",
			type: {
				name: "Composite",
				className: "ContainerRenewLeaseHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					leaseId: {
						serializedName: "x-ms-lease-id",
						xmlName: "x-ms-lease-id",
						type: { name: "String" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, ContainerRenewLeaseExceptionHeaders = {
			serializedName: "Container_renewLeaseExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerRenewLeaseExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerBreakLeaseHeaders = {
			serializedName: "Container_breakLeaseHeaders",
			type: {
				name: "Composite",
				className: "ContainerBreakLeaseHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					leaseTime: {
						serializedName: "x-ms-lease-time",
						xmlName: "x-ms-lease-time",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, ContainerBreakLeaseExceptionHeaders = {
			serializedName: "Container_breakLeaseExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerBreakLeaseExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerChangeLeaseHeaders = {
			serializedName: "Container_changeLeaseHeaders",
			type: {
				name: "Composite",
				className: "ContainerChangeLeaseHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					leaseId: {
						serializedName: "x-ms-lease-id",
						xmlName: "x-ms-lease-id",
						type: { name: "String" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, ContainerChangeLeaseExceptionHeaders = {
			serializedName: "Container_changeLeaseExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerChangeLeaseExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerListBlobFlatSegmentHeaders = {
			serializedName: "Container_listBlobFlatSegmentHeaders",
			type: {
				name: "Composite",
				className: "ContainerListBlobFlatSegmentHeaders",
				modelProperties: {
					contentType: {
						serializedName: "content-type",
						xmlName: "content-type",
						type: { name: "String" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ContainerListBlobFlatSegmentExceptionHeaders = {
			serializedName: "Container_listBlobFlatSegmentExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerListBlobFlatSegmentExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerListBlobHierarchySegmentHeaders = {
			serializedName: "Container_listBlobHierarchySegmentHeaders",
			type: {
				name: "Composite",
				className: "ContainerListBlobHierarchySegmentHeaders",
				modelProperties: {
					contentType: {
						serializedName: "content-type",
						xmlName: "content-type",
						type: { name: "String" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, ContainerListBlobHierarchySegmentExceptionHeaders = {
			serializedName: "Container_listBlobHierarchySegmentExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerListBlobHierarchySegmentExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, ContainerGetAccountInfoHeaders = {
			serializedName: "Container_getAccountInfoHeaders",
			type: {
				name: "Composite",
				className: "ContainerGetAccountInfoHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					skuName: {
						serializedName: "x-ms-sku-name",
						xmlName: "x-ms-sku-name",
						type: {
							name: "Enum",
							allowedValues: [
								"Standard_LRS",
								"Standard_GRS",
								"Standard_RAGRS",
								"Standard_ZRS",
								"Premium_LRS"
							]
						}
					},
					accountKind: {
						serializedName: "x-ms-account-kind",
						xmlName: "x-ms-account-kind",
						type: {
							name: "Enum",
							allowedValues: [
								"Storage",
								"BlobStorage",
								"StorageV2",
								"FileStorage",
								"BlockBlobStorage"
							]
						}
					},
					isHierarchicalNamespaceEnabled: {
						serializedName: "x-ms-is-hns-enabled",
						xmlName: "x-ms-is-hns-enabled",
						type: { name: "Boolean" }
					}
				}
			}
		}, ContainerGetAccountInfoExceptionHeaders = {
			serializedName: "Container_getAccountInfoExceptionHeaders",
			type: {
				name: "Composite",
				className: "ContainerGetAccountInfoExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobDownloadHeaders = {
			serializedName: "Blob_downloadHeaders",
			type: {
				name: "Composite",
				className: "BlobDownloadHeaders",
				modelProperties: {
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					createdOn: {
						serializedName: "x-ms-creation-time",
						xmlName: "x-ms-creation-time",
						type: { name: "DateTimeRfc1123" }
					},
					metadata: {
						serializedName: "x-ms-meta",
						headerCollectionPrefix: "x-ms-meta-",
						xmlName: "x-ms-meta",
						type: {
							name: "Dictionary",
							value: { type: { name: "String" } }
						}
					},
					objectReplicationPolicyId: {
						serializedName: "x-ms-or-policy-id",
						xmlName: "x-ms-or-policy-id",
						type: { name: "String" }
					},
					objectReplicationRules: {
						serializedName: "x-ms-or",
						headerCollectionPrefix: "x-ms-or-",
						xmlName: "x-ms-or",
						type: {
							name: "Dictionary",
							value: { type: { name: "String" } }
						}
					},
					contentLength: {
						serializedName: "content-length",
						xmlName: "content-length",
						type: { name: "Number" }
					},
					contentType: {
						serializedName: "content-type",
						xmlName: "content-type",
						type: { name: "String" }
					},
					contentRange: {
						serializedName: "content-range",
						xmlName: "content-range",
						type: { name: "String" }
					},
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					contentEncoding: {
						serializedName: "content-encoding",
						xmlName: "content-encoding",
						type: { name: "String" }
					},
					cacheControl: {
						serializedName: "cache-control",
						xmlName: "cache-control",
						type: { name: "String" }
					},
					contentDisposition: {
						serializedName: "content-disposition",
						xmlName: "content-disposition",
						type: { name: "String" }
					},
					contentLanguage: {
						serializedName: "content-language",
						xmlName: "content-language",
						type: { name: "String" }
					},
					blobSequenceNumber: {
						serializedName: "x-ms-blob-sequence-number",
						xmlName: "x-ms-blob-sequence-number",
						type: { name: "Number" }
					},
					blobType: {
						serializedName: "x-ms-blob-type",
						xmlName: "x-ms-blob-type",
						type: {
							name: "Enum",
							allowedValues: [
								"BlockBlob",
								"PageBlob",
								"AppendBlob"
							]
						}
					},
					copyCompletedOn: {
						serializedName: "x-ms-copy-completion-time",
						xmlName: "x-ms-copy-completion-time",
						type: { name: "DateTimeRfc1123" }
					},
					copyStatusDescription: {
						serializedName: "x-ms-copy-status-description",
						xmlName: "x-ms-copy-status-description",
						type: { name: "String" }
					},
					copyId: {
						serializedName: "x-ms-copy-id",
						xmlName: "x-ms-copy-id",
						type: { name: "String" }
					},
					copyProgress: {
						serializedName: "x-ms-copy-progress",
						xmlName: "x-ms-copy-progress",
						type: { name: "String" }
					},
					copySource: {
						serializedName: "x-ms-copy-source",
						xmlName: "x-ms-copy-source",
						type: { name: "String" }
					},
					copyStatus: {
						serializedName: "x-ms-copy-status",
						xmlName: "x-ms-copy-status",
						type: {
							name: "Enum",
							allowedValues: [
								"pending",
								"success",
								"aborted",
								"failed"
							]
						}
					},
					leaseDuration: {
						serializedName: "x-ms-lease-duration",
						xmlName: "x-ms-lease-duration",
						type: {
							name: "Enum",
							allowedValues: ["infinite", "fixed"]
						}
					},
					leaseState: {
						serializedName: "x-ms-lease-state",
						xmlName: "x-ms-lease-state",
						type: {
							name: "Enum",
							allowedValues: [
								"available",
								"leased",
								"expired",
								"breaking",
								"broken"
							]
						}
					},
					leaseStatus: {
						serializedName: "x-ms-lease-status",
						xmlName: "x-ms-lease-status",
						type: {
							name: "Enum",
							allowedValues: ["locked", "unlocked"]
						}
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					isCurrentVersion: {
						serializedName: "x-ms-is-current-version",
						xmlName: "x-ms-is-current-version",
						type: { name: "Boolean" }
					},
					acceptRanges: {
						serializedName: "accept-ranges",
						xmlName: "accept-ranges",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					blobCommittedBlockCount: {
						serializedName: "x-ms-blob-committed-block-count",
						xmlName: "x-ms-blob-committed-block-count",
						type: { name: "Number" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-server-encrypted",
						xmlName: "x-ms-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					blobContentMD5: {
						serializedName: "x-ms-blob-content-md5",
						xmlName: "x-ms-blob-content-md5",
						type: { name: "ByteArray" }
					},
					tagCount: {
						serializedName: "x-ms-tag-count",
						xmlName: "x-ms-tag-count",
						type: { name: "Number" }
					},
					isSealed: {
						serializedName: "x-ms-blob-sealed",
						xmlName: "x-ms-blob-sealed",
						type: { name: "Boolean" }
					},
					lastAccessed: {
						serializedName: "x-ms-last-access-time",
						xmlName: "x-ms-last-access-time",
						type: { name: "DateTimeRfc1123" }
					},
					immutabilityPolicyExpiresOn: {
						serializedName: "x-ms-immutability-policy-until-date",
						xmlName: "x-ms-immutability-policy-until-date",
						type: { name: "DateTimeRfc1123" }
					},
					immutabilityPolicyMode: {
						serializedName: "x-ms-immutability-policy-mode",
						xmlName: "x-ms-immutability-policy-mode",
						type: {
							name: "Enum",
							allowedValues: [
								"Mutable",
								"Unlocked",
								"Locked"
							]
						}
					},
					legalHold: {
						serializedName: "x-ms-legal-hold",
						xmlName: "x-ms-legal-hold",
						type: { name: "Boolean" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					},
					contentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					}
				}
			}
		}, BlobDownloadExceptionHeaders = {
			serializedName: "Blob_downloadExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobDownloadExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobGetPropertiesHeaders = {
			serializedName: "Blob_getPropertiesHeaders",
			type: {
				name: "Composite",
				className: "BlobGetPropertiesHeaders",
				modelProperties: {
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					createdOn: {
						serializedName: "x-ms-creation-time",
						xmlName: "x-ms-creation-time",
						type: { name: "DateTimeRfc1123" }
					},
					metadata: {
						serializedName: "x-ms-meta",
						headerCollectionPrefix: "x-ms-meta-",
						xmlName: "x-ms-meta",
						type: {
							name: "Dictionary",
							value: { type: { name: "String" } }
						}
					},
					objectReplicationPolicyId: {
						serializedName: "x-ms-or-policy-id",
						xmlName: "x-ms-or-policy-id",
						type: { name: "String" }
					},
					objectReplicationRules: {
						serializedName: "x-ms-or",
						headerCollectionPrefix: "x-ms-or-",
						xmlName: "x-ms-or",
						type: {
							name: "Dictionary",
							value: { type: { name: "String" } }
						}
					},
					blobType: {
						serializedName: "x-ms-blob-type",
						xmlName: "x-ms-blob-type",
						type: {
							name: "Enum",
							allowedValues: [
								"BlockBlob",
								"PageBlob",
								"AppendBlob"
							]
						}
					},
					copyCompletedOn: {
						serializedName: "x-ms-copy-completion-time",
						xmlName: "x-ms-copy-completion-time",
						type: { name: "DateTimeRfc1123" }
					},
					copyStatusDescription: {
						serializedName: "x-ms-copy-status-description",
						xmlName: "x-ms-copy-status-description",
						type: { name: "String" }
					},
					copyId: {
						serializedName: "x-ms-copy-id",
						xmlName: "x-ms-copy-id",
						type: { name: "String" }
					},
					copyProgress: {
						serializedName: "x-ms-copy-progress",
						xmlName: "x-ms-copy-progress",
						type: { name: "String" }
					},
					copySource: {
						serializedName: "x-ms-copy-source",
						xmlName: "x-ms-copy-source",
						type: { name: "String" }
					},
					copyStatus: {
						serializedName: "x-ms-copy-status",
						xmlName: "x-ms-copy-status",
						type: {
							name: "Enum",
							allowedValues: [
								"pending",
								"success",
								"aborted",
								"failed"
							]
						}
					},
					isIncrementalCopy: {
						serializedName: "x-ms-incremental-copy",
						xmlName: "x-ms-incremental-copy",
						type: { name: "Boolean" }
					},
					destinationSnapshot: {
						serializedName: "x-ms-copy-destination-snapshot",
						xmlName: "x-ms-copy-destination-snapshot",
						type: { name: "String" }
					},
					leaseDuration: {
						serializedName: "x-ms-lease-duration",
						xmlName: "x-ms-lease-duration",
						type: {
							name: "Enum",
							allowedValues: ["infinite", "fixed"]
						}
					},
					leaseState: {
						serializedName: "x-ms-lease-state",
						xmlName: "x-ms-lease-state",
						type: {
							name: "Enum",
							allowedValues: [
								"available",
								"leased",
								"expired",
								"breaking",
								"broken"
							]
						}
					},
					leaseStatus: {
						serializedName: "x-ms-lease-status",
						xmlName: "x-ms-lease-status",
						type: {
							name: "Enum",
							allowedValues: ["locked", "unlocked"]
						}
					},
					contentLength: {
						serializedName: "content-length",
						xmlName: "content-length",
						type: { name: "Number" }
					},
					contentType: {
						serializedName: "content-type",
						xmlName: "content-type",
						type: { name: "String" }
					},
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					contentEncoding: {
						serializedName: "content-encoding",
						xmlName: "content-encoding",
						type: { name: "String" }
					},
					contentDisposition: {
						serializedName: "content-disposition",
						xmlName: "content-disposition",
						type: { name: "String" }
					},
					contentLanguage: {
						serializedName: "content-language",
						xmlName: "content-language",
						type: { name: "String" }
					},
					cacheControl: {
						serializedName: "cache-control",
						xmlName: "cache-control",
						type: { name: "String" }
					},
					blobSequenceNumber: {
						serializedName: "x-ms-blob-sequence-number",
						xmlName: "x-ms-blob-sequence-number",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					acceptRanges: {
						serializedName: "accept-ranges",
						xmlName: "accept-ranges",
						type: { name: "String" }
					},
					blobCommittedBlockCount: {
						serializedName: "x-ms-blob-committed-block-count",
						xmlName: "x-ms-blob-committed-block-count",
						type: { name: "Number" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-server-encrypted",
						xmlName: "x-ms-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					accessTier: {
						serializedName: "x-ms-access-tier",
						xmlName: "x-ms-access-tier",
						type: { name: "String" }
					},
					accessTierInferred: {
						serializedName: "x-ms-access-tier-inferred",
						xmlName: "x-ms-access-tier-inferred",
						type: { name: "Boolean" }
					},
					archiveStatus: {
						serializedName: "x-ms-archive-status",
						xmlName: "x-ms-archive-status",
						type: { name: "String" }
					},
					accessTierChangedOn: {
						serializedName: "x-ms-access-tier-change-time",
						xmlName: "x-ms-access-tier-change-time",
						type: { name: "DateTimeRfc1123" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					isCurrentVersion: {
						serializedName: "x-ms-is-current-version",
						xmlName: "x-ms-is-current-version",
						type: { name: "Boolean" }
					},
					tagCount: {
						serializedName: "x-ms-tag-count",
						xmlName: "x-ms-tag-count",
						type: { name: "Number" }
					},
					expiresOn: {
						serializedName: "x-ms-expiry-time",
						xmlName: "x-ms-expiry-time",
						type: { name: "DateTimeRfc1123" }
					},
					isSealed: {
						serializedName: "x-ms-blob-sealed",
						xmlName: "x-ms-blob-sealed",
						type: { name: "Boolean" }
					},
					rehydratePriority: {
						serializedName: "x-ms-rehydrate-priority",
						xmlName: "x-ms-rehydrate-priority",
						type: {
							name: "Enum",
							allowedValues: ["High", "Standard"]
						}
					},
					lastAccessed: {
						serializedName: "x-ms-last-access-time",
						xmlName: "x-ms-last-access-time",
						type: { name: "DateTimeRfc1123" }
					},
					immutabilityPolicyExpiresOn: {
						serializedName: "x-ms-immutability-policy-until-date",
						xmlName: "x-ms-immutability-policy-until-date",
						type: { name: "DateTimeRfc1123" }
					},
					immutabilityPolicyMode: {
						serializedName: "x-ms-immutability-policy-mode",
						xmlName: "x-ms-immutability-policy-mode",
						type: {
							name: "Enum",
							allowedValues: [
								"Mutable",
								"Unlocked",
								"Locked"
							]
						}
					},
					legalHold: {
						serializedName: "x-ms-legal-hold",
						xmlName: "x-ms-legal-hold",
						type: { name: "Boolean" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobGetPropertiesExceptionHeaders = {
			serializedName: "Blob_getPropertiesExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobGetPropertiesExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobDeleteHeaders = {
			serializedName: "Blob_deleteHeaders",
			type: {
				name: "Composite",
				className: "BlobDeleteHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobDeleteExceptionHeaders = {
			serializedName: "Blob_deleteExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobDeleteExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobUndeleteHeaders = {
			serializedName: "Blob_undeleteHeaders",
			type: {
				name: "Composite",
				className: "BlobUndeleteHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobUndeleteExceptionHeaders = {
			serializedName: "Blob_undeleteExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobUndeleteExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobSetExpiryHeaders = {
			serializedName: "Blob_setExpiryHeaders",
			type: {
				name: "Composite",
				className: "BlobSetExpiryHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, BlobSetExpiryExceptionHeaders = {
			serializedName: "Blob_setExpiryExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobSetExpiryExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobSetHttpHeadersHeaders = {
			serializedName: "Blob_setHttpHeadersHeaders",
			type: {
				name: "Composite",
				className: "BlobSetHttpHeadersHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					blobSequenceNumber: {
						serializedName: "x-ms-blob-sequence-number",
						xmlName: "x-ms-blob-sequence-number",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobSetHttpHeadersExceptionHeaders = {
			serializedName: "Blob_setHttpHeadersExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobSetHttpHeadersExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobSetImmutabilityPolicyHeaders = {
			serializedName: "Blob_setImmutabilityPolicyHeaders",
			type: {
				name: "Composite",
				className: "BlobSetImmutabilityPolicyHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					immutabilityPolicyExpiry: {
						serializedName: "x-ms-immutability-policy-until-date",
						xmlName: "x-ms-immutability-policy-until-date",
						type: { name: "DateTimeRfc1123" }
					},
					immutabilityPolicyMode: {
						serializedName: "x-ms-immutability-policy-mode",
						xmlName: "x-ms-immutability-policy-mode",
						type: {
							name: "Enum",
							allowedValues: [
								"Mutable",
								"Unlocked",
								"Locked"
							]
						}
					}
				}
			}
		}, BlobSetImmutabilityPolicyExceptionHeaders = {
			serializedName: "Blob_setImmutabilityPolicyExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobSetImmutabilityPolicyExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobDeleteImmutabilityPolicyHeaders = {
			serializedName: "Blob_deleteImmutabilityPolicyHeaders",
			type: {
				name: "Composite",
				className: "BlobDeleteImmutabilityPolicyHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, BlobDeleteImmutabilityPolicyExceptionHeaders = {
			serializedName: "Blob_deleteImmutabilityPolicyExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobDeleteImmutabilityPolicyExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobSetLegalHoldHeaders = {
			serializedName: "Blob_setLegalHoldHeaders",
			type: {
				name: "Composite",
				className: "BlobSetLegalHoldHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					legalHold: {
						serializedName: "x-ms-legal-hold",
						xmlName: "x-ms-legal-hold",
						type: { name: "Boolean" }
					}
				}
			}
		}, BlobSetLegalHoldExceptionHeaders = {
			serializedName: "Blob_setLegalHoldExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobSetLegalHoldExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobSetMetadataHeaders = {
			serializedName: "Blob_setMetadataHeaders",
			type: {
				name: "Composite",
				className: "BlobSetMetadataHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobSetMetadataExceptionHeaders = {
			serializedName: "Blob_setMetadataExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobSetMetadataExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobAcquireLeaseHeaders = {
			serializedName: "Blob_acquireLeaseHeaders",
			type: {
				name: "Composite",
				className: "BlobAcquireLeaseHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					leaseId: {
						serializedName: "x-ms-lease-id",
						xmlName: "x-ms-lease-id",
						type: { name: "String" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, BlobAcquireLeaseExceptionHeaders = {
			serializedName: "Blob_acquireLeaseExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobAcquireLeaseExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobReleaseLeaseHeaders = {
			serializedName: "Blob_releaseLeaseHeaders",
			type: {
				name: "Composite",
				className: "BlobReleaseLeaseHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, BlobReleaseLeaseExceptionHeaders = {
			serializedName: "Blob_releaseLeaseExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobReleaseLeaseExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobRenewLeaseHeaders = {
			serializedName: "Blob_renewLeaseHeaders",
			type: {
				name: "Composite",
				className: "BlobRenewLeaseHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					leaseId: {
						serializedName: "x-ms-lease-id",
						xmlName: "x-ms-lease-id",
						type: { name: "String" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, BlobRenewLeaseExceptionHeaders = {
			serializedName: "Blob_renewLeaseExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobRenewLeaseExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobChangeLeaseHeaders = {
			serializedName: "Blob_changeLeaseHeaders",
			type: {
				name: "Composite",
				className: "BlobChangeLeaseHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					leaseId: {
						serializedName: "x-ms-lease-id",
						xmlName: "x-ms-lease-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, BlobChangeLeaseExceptionHeaders = {
			serializedName: "Blob_changeLeaseExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobChangeLeaseExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobBreakLeaseHeaders = {
			serializedName: "Blob_breakLeaseHeaders",
			type: {
				name: "Composite",
				className: "BlobBreakLeaseHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					leaseTime: {
						serializedName: "x-ms-lease-time",
						xmlName: "x-ms-lease-time",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					}
				}
			}
		}, BlobBreakLeaseExceptionHeaders = {
			serializedName: "Blob_breakLeaseExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobBreakLeaseExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobCreateSnapshotHeaders = {
			serializedName: "Blob_createSnapshotHeaders",
			type: {
				name: "Composite",
				className: "BlobCreateSnapshotHeaders",
				modelProperties: {
					snapshot: {
						serializedName: "x-ms-snapshot",
						xmlName: "x-ms-snapshot",
						type: { name: "String" }
					},
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobCreateSnapshotExceptionHeaders = {
			serializedName: "Blob_createSnapshotExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobCreateSnapshotExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobStartCopyFromURLHeaders = {
			serializedName: "Blob_startCopyFromURLHeaders",
			type: {
				name: "Composite",
				className: "BlobStartCopyFromURLHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					copyId: {
						serializedName: "x-ms-copy-id",
						xmlName: "x-ms-copy-id",
						type: { name: "String" }
					},
					copyStatus: {
						serializedName: "x-ms-copy-status",
						xmlName: "x-ms-copy-status",
						type: {
							name: "Enum",
							allowedValues: [
								"pending",
								"success",
								"aborted",
								"failed"
							]
						}
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobStartCopyFromURLExceptionHeaders = {
			serializedName: "Blob_startCopyFromURLExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobStartCopyFromURLExceptionHeaders",
				modelProperties: {
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					},
					copySourceErrorCode: {
						serializedName: "x-ms-copy-source-error-code",
						xmlName: "x-ms-copy-source-error-code",
						type: { name: "String" }
					},
					copySourceStatusCode: {
						serializedName: "x-ms-copy-source-status-code",
						xmlName: "x-ms-copy-source-status-code",
						type: { name: "Number" }
					}
				}
			}
		}, BlobCopyFromURLHeaders = {
			serializedName: "Blob_copyFromURLHeaders",
			type: {
				name: "Composite",
				className: "BlobCopyFromURLHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					copyId: {
						serializedName: "x-ms-copy-id",
						xmlName: "x-ms-copy-id",
						type: { name: "String" }
					},
					copyStatus: {
						defaultValue: "success",
						isConstant: !0,
						serializedName: "x-ms-copy-status",
						type: { name: "String" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					xMsContentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobCopyFromURLExceptionHeaders = {
			serializedName: "Blob_copyFromURLExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobCopyFromURLExceptionHeaders",
				modelProperties: {
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					},
					copySourceErrorCode: {
						serializedName: "x-ms-copy-source-error-code",
						xmlName: "x-ms-copy-source-error-code",
						type: { name: "String" }
					},
					copySourceStatusCode: {
						serializedName: "x-ms-copy-source-status-code",
						xmlName: "x-ms-copy-source-status-code",
						type: { name: "Number" }
					}
				}
			}
		}, BlobAbortCopyFromURLHeaders = {
			serializedName: "Blob_abortCopyFromURLHeaders",
			type: {
				name: "Composite",
				className: "BlobAbortCopyFromURLHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobAbortCopyFromURLExceptionHeaders = {
			serializedName: "Blob_abortCopyFromURLExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobAbortCopyFromURLExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobSetTierHeaders = {
			serializedName: "Blob_setTierHeaders",
			type: {
				name: "Composite",
				className: "BlobSetTierHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobSetTierExceptionHeaders = {
			serializedName: "Blob_setTierExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobSetTierExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobGetAccountInfoHeaders = {
			serializedName: "Blob_getAccountInfoHeaders",
			type: {
				name: "Composite",
				className: "BlobGetAccountInfoHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					skuName: {
						serializedName: "x-ms-sku-name",
						xmlName: "x-ms-sku-name",
						type: {
							name: "Enum",
							allowedValues: [
								"Standard_LRS",
								"Standard_GRS",
								"Standard_RAGRS",
								"Standard_ZRS",
								"Premium_LRS"
							]
						}
					},
					accountKind: {
						serializedName: "x-ms-account-kind",
						xmlName: "x-ms-account-kind",
						type: {
							name: "Enum",
							allowedValues: [
								"Storage",
								"BlobStorage",
								"StorageV2",
								"FileStorage",
								"BlockBlobStorage"
							]
						}
					},
					isHierarchicalNamespaceEnabled: {
						serializedName: "x-ms-is-hns-enabled",
						xmlName: "x-ms-is-hns-enabled",
						type: { name: "Boolean" }
					}
				}
			}
		}, BlobGetAccountInfoExceptionHeaders = {
			serializedName: "Blob_getAccountInfoExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobGetAccountInfoExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobQueryHeaders = {
			serializedName: "Blob_queryHeaders",
			type: {
				name: "Composite",
				className: "BlobQueryHeaders",
				modelProperties: {
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					metadata: {
						serializedName: "x-ms-meta",
						headerCollectionPrefix: "x-ms-meta-",
						xmlName: "x-ms-meta",
						type: {
							name: "Dictionary",
							value: { type: { name: "String" } }
						}
					},
					contentLength: {
						serializedName: "content-length",
						xmlName: "content-length",
						type: { name: "Number" }
					},
					contentType: {
						serializedName: "content-type",
						xmlName: "content-type",
						type: { name: "String" }
					},
					contentRange: {
						serializedName: "content-range",
						xmlName: "content-range",
						type: { name: "String" }
					},
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					contentEncoding: {
						serializedName: "content-encoding",
						xmlName: "content-encoding",
						type: { name: "String" }
					},
					cacheControl: {
						serializedName: "cache-control",
						xmlName: "cache-control",
						type: { name: "String" }
					},
					contentDisposition: {
						serializedName: "content-disposition",
						xmlName: "content-disposition",
						type: { name: "String" }
					},
					contentLanguage: {
						serializedName: "content-language",
						xmlName: "content-language",
						type: { name: "String" }
					},
					blobSequenceNumber: {
						serializedName: "x-ms-blob-sequence-number",
						xmlName: "x-ms-blob-sequence-number",
						type: { name: "Number" }
					},
					blobType: {
						serializedName: "x-ms-blob-type",
						xmlName: "x-ms-blob-type",
						type: {
							name: "Enum",
							allowedValues: [
								"BlockBlob",
								"PageBlob",
								"AppendBlob"
							]
						}
					},
					copyCompletionTime: {
						serializedName: "x-ms-copy-completion-time",
						xmlName: "x-ms-copy-completion-time",
						type: { name: "DateTimeRfc1123" }
					},
					copyStatusDescription: {
						serializedName: "x-ms-copy-status-description",
						xmlName: "x-ms-copy-status-description",
						type: { name: "String" }
					},
					copyId: {
						serializedName: "x-ms-copy-id",
						xmlName: "x-ms-copy-id",
						type: { name: "String" }
					},
					copyProgress: {
						serializedName: "x-ms-copy-progress",
						xmlName: "x-ms-copy-progress",
						type: { name: "String" }
					},
					copySource: {
						serializedName: "x-ms-copy-source",
						xmlName: "x-ms-copy-source",
						type: { name: "String" }
					},
					copyStatus: {
						serializedName: "x-ms-copy-status",
						xmlName: "x-ms-copy-status",
						type: {
							name: "Enum",
							allowedValues: [
								"pending",
								"success",
								"aborted",
								"failed"
							]
						}
					},
					leaseDuration: {
						serializedName: "x-ms-lease-duration",
						xmlName: "x-ms-lease-duration",
						type: {
							name: "Enum",
							allowedValues: ["infinite", "fixed"]
						}
					},
					leaseState: {
						serializedName: "x-ms-lease-state",
						xmlName: "x-ms-lease-state",
						type: {
							name: "Enum",
							allowedValues: [
								"available",
								"leased",
								"expired",
								"breaking",
								"broken"
							]
						}
					},
					leaseStatus: {
						serializedName: "x-ms-lease-status",
						xmlName: "x-ms-lease-status",
						type: {
							name: "Enum",
							allowedValues: ["locked", "unlocked"]
						}
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					acceptRanges: {
						serializedName: "accept-ranges",
						xmlName: "accept-ranges",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					blobCommittedBlockCount: {
						serializedName: "x-ms-blob-committed-block-count",
						xmlName: "x-ms-blob-committed-block-count",
						type: { name: "Number" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-server-encrypted",
						xmlName: "x-ms-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					blobContentMD5: {
						serializedName: "x-ms-blob-content-md5",
						xmlName: "x-ms-blob-content-md5",
						type: { name: "ByteArray" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					},
					contentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					}
				}
			}
		}, BlobQueryExceptionHeaders = {
			serializedName: "Blob_queryExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobQueryExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobGetTagsHeaders = {
			serializedName: "Blob_getTagsHeaders",
			type: {
				name: "Composite",
				className: "BlobGetTagsHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobGetTagsExceptionHeaders = {
			serializedName: "Blob_getTagsExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobGetTagsExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlobSetTagsHeaders = {
			serializedName: "Blob_setTagsHeaders",
			type: {
				name: "Composite",
				className: "BlobSetTagsHeaders",
				modelProperties: {
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlobSetTagsExceptionHeaders = {
			serializedName: "Blob_setTagsExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlobSetTagsExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, PageBlobCreateHeaders = {
			serializedName: "PageBlob_createHeaders",
			type: {
				name: "Composite",
				className: "PageBlobCreateHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, PageBlobCreateExceptionHeaders = {
			serializedName: "PageBlob_createExceptionHeaders",
			type: {
				name: "Composite",
				className: "PageBlobCreateExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, PageBlobUploadPagesHeaders = {
			serializedName: "PageBlob_uploadPagesHeaders",
			type: {
				name: "Composite",
				className: "PageBlobUploadPagesHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					xMsContentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					},
					blobSequenceNumber: {
						serializedName: "x-ms-blob-sequence-number",
						xmlName: "x-ms-blob-sequence-number",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, PageBlobUploadPagesExceptionHeaders = {
			serializedName: "PageBlob_uploadPagesExceptionHeaders",
			type: {
				name: "Composite",
				className: "PageBlobUploadPagesExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, PageBlobClearPagesHeaders = {
			serializedName: "PageBlob_clearPagesHeaders",
			type: {
				name: "Composite",
				className: "PageBlobClearPagesHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					xMsContentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					},
					blobSequenceNumber: {
						serializedName: "x-ms-blob-sequence-number",
						xmlName: "x-ms-blob-sequence-number",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, PageBlobClearPagesExceptionHeaders = {
			serializedName: "PageBlob_clearPagesExceptionHeaders",
			type: {
				name: "Composite",
				className: "PageBlobClearPagesExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, PageBlobUploadPagesFromURLHeaders = {
			serializedName: "PageBlob_uploadPagesFromURLHeaders",
			type: {
				name: "Composite",
				className: "PageBlobUploadPagesFromURLHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					xMsContentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					},
					blobSequenceNumber: {
						serializedName: "x-ms-blob-sequence-number",
						xmlName: "x-ms-blob-sequence-number",
						type: { name: "Number" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, PageBlobUploadPagesFromURLExceptionHeaders = {
			serializedName: "PageBlob_uploadPagesFromURLExceptionHeaders",
			type: {
				name: "Composite",
				className: "PageBlobUploadPagesFromURLExceptionHeaders",
				modelProperties: {
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					},
					copySourceErrorCode: {
						serializedName: "x-ms-copy-source-error-code",
						xmlName: "x-ms-copy-source-error-code",
						type: { name: "String" }
					},
					copySourceStatusCode: {
						serializedName: "x-ms-copy-source-status-code",
						xmlName: "x-ms-copy-source-status-code",
						type: { name: "Number" }
					}
				}
			}
		}, PageBlobGetPageRangesHeaders = {
			serializedName: "PageBlob_getPageRangesHeaders",
			type: {
				name: "Composite",
				className: "PageBlobGetPageRangesHeaders",
				modelProperties: {
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					blobContentLength: {
						serializedName: "x-ms-blob-content-length",
						xmlName: "x-ms-blob-content-length",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, PageBlobGetPageRangesExceptionHeaders = {
			serializedName: "PageBlob_getPageRangesExceptionHeaders",
			type: {
				name: "Composite",
				className: "PageBlobGetPageRangesExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, PageBlobGetPageRangesDiffHeaders = {
			serializedName: "PageBlob_getPageRangesDiffHeaders",
			type: {
				name: "Composite",
				className: "PageBlobGetPageRangesDiffHeaders",
				modelProperties: {
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					blobContentLength: {
						serializedName: "x-ms-blob-content-length",
						xmlName: "x-ms-blob-content-length",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, PageBlobGetPageRangesDiffExceptionHeaders = {
			serializedName: "PageBlob_getPageRangesDiffExceptionHeaders",
			type: {
				name: "Composite",
				className: "PageBlobGetPageRangesDiffExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, PageBlobResizeHeaders = {
			serializedName: "PageBlob_resizeHeaders",
			type: {
				name: "Composite",
				className: "PageBlobResizeHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					blobSequenceNumber: {
						serializedName: "x-ms-blob-sequence-number",
						xmlName: "x-ms-blob-sequence-number",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, PageBlobResizeExceptionHeaders = {
			serializedName: "PageBlob_resizeExceptionHeaders",
			type: {
				name: "Composite",
				className: "PageBlobResizeExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, PageBlobUpdateSequenceNumberHeaders = {
			serializedName: "PageBlob_updateSequenceNumberHeaders",
			type: {
				name: "Composite",
				className: "PageBlobUpdateSequenceNumberHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					blobSequenceNumber: {
						serializedName: "x-ms-blob-sequence-number",
						xmlName: "x-ms-blob-sequence-number",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, PageBlobUpdateSequenceNumberExceptionHeaders = {
			serializedName: "PageBlob_updateSequenceNumberExceptionHeaders",
			type: {
				name: "Composite",
				className: "PageBlobUpdateSequenceNumberExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, PageBlobCopyIncrementalHeaders = {
			serializedName: "PageBlob_copyIncrementalHeaders",
			type: {
				name: "Composite",
				className: "PageBlobCopyIncrementalHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					copyId: {
						serializedName: "x-ms-copy-id",
						xmlName: "x-ms-copy-id",
						type: { name: "String" }
					},
					copyStatus: {
						serializedName: "x-ms-copy-status",
						xmlName: "x-ms-copy-status",
						type: {
							name: "Enum",
							allowedValues: [
								"pending",
								"success",
								"aborted",
								"failed"
							]
						}
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, PageBlobCopyIncrementalExceptionHeaders = {
			serializedName: "PageBlob_copyIncrementalExceptionHeaders",
			type: {
				name: "Composite",
				className: "PageBlobCopyIncrementalExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, AppendBlobCreateHeaders = {
			serializedName: "AppendBlob_createHeaders",
			type: {
				name: "Composite",
				className: "AppendBlobCreateHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, AppendBlobCreateExceptionHeaders = {
			serializedName: "AppendBlob_createExceptionHeaders",
			type: {
				name: "Composite",
				className: "AppendBlobCreateExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, AppendBlobAppendBlockHeaders = {
			serializedName: "AppendBlob_appendBlockHeaders",
			type: {
				name: "Composite",
				className: "AppendBlobAppendBlockHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					xMsContentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					blobAppendOffset: {
						serializedName: "x-ms-blob-append-offset",
						xmlName: "x-ms-blob-append-offset",
						type: { name: "String" }
					},
					blobCommittedBlockCount: {
						serializedName: "x-ms-blob-committed-block-count",
						xmlName: "x-ms-blob-committed-block-count",
						type: { name: "Number" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, AppendBlobAppendBlockExceptionHeaders = {
			serializedName: "AppendBlob_appendBlockExceptionHeaders",
			type: {
				name: "Composite",
				className: "AppendBlobAppendBlockExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, AppendBlobAppendBlockFromUrlHeaders = {
			serializedName: "AppendBlob_appendBlockFromUrlHeaders",
			type: {
				name: "Composite",
				className: "AppendBlobAppendBlockFromUrlHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					xMsContentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					blobAppendOffset: {
						serializedName: "x-ms-blob-append-offset",
						xmlName: "x-ms-blob-append-offset",
						type: { name: "String" }
					},
					blobCommittedBlockCount: {
						serializedName: "x-ms-blob-committed-block-count",
						xmlName: "x-ms-blob-committed-block-count",
						type: { name: "Number" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, AppendBlobAppendBlockFromUrlExceptionHeaders = {
			serializedName: "AppendBlob_appendBlockFromUrlExceptionHeaders",
			type: {
				name: "Composite",
				className: "AppendBlobAppendBlockFromUrlExceptionHeaders",
				modelProperties: {
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					},
					copySourceErrorCode: {
						serializedName: "x-ms-copy-source-error-code",
						xmlName: "x-ms-copy-source-error-code",
						type: { name: "String" }
					},
					copySourceStatusCode: {
						serializedName: "x-ms-copy-source-status-code",
						xmlName: "x-ms-copy-source-status-code",
						type: { name: "Number" }
					}
				}
			}
		}, AppendBlobSealHeaders = {
			serializedName: "AppendBlob_sealHeaders",
			type: {
				name: "Composite",
				className: "AppendBlobSealHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isSealed: {
						serializedName: "x-ms-blob-sealed",
						xmlName: "x-ms-blob-sealed",
						type: { name: "Boolean" }
					}
				}
			}
		}, AppendBlobSealExceptionHeaders = {
			serializedName: "AppendBlob_sealExceptionHeaders",
			type: {
				name: "Composite",
				className: "AppendBlobSealExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlockBlobUploadHeaders = {
			serializedName: "BlockBlob_uploadHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobUploadHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlockBlobUploadExceptionHeaders = {
			serializedName: "BlockBlob_uploadExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobUploadExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlockBlobPutBlobFromUrlHeaders = {
			serializedName: "BlockBlob_putBlobFromUrlHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobPutBlobFromUrlHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlockBlobPutBlobFromUrlExceptionHeaders = {
			serializedName: "BlockBlob_putBlobFromUrlExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobPutBlobFromUrlExceptionHeaders",
				modelProperties: {
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					},
					copySourceErrorCode: {
						serializedName: "x-ms-copy-source-error-code",
						xmlName: "x-ms-copy-source-error-code",
						type: { name: "String" }
					},
					copySourceStatusCode: {
						serializedName: "x-ms-copy-source-status-code",
						xmlName: "x-ms-copy-source-status-code",
						type: { name: "Number" }
					}
				}
			}
		}, BlockBlobStageBlockHeaders = {
			serializedName: "BlockBlob_stageBlockHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobStageBlockHeaders",
				modelProperties: {
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					xMsContentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlockBlobStageBlockExceptionHeaders = {
			serializedName: "BlockBlob_stageBlockExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobStageBlockExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlockBlobStageBlockFromURLHeaders = {
			serializedName: "BlockBlob_stageBlockFromURLHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobStageBlockFromURLHeaders",
				modelProperties: {
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					xMsContentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlockBlobStageBlockFromURLExceptionHeaders = {
			serializedName: "BlockBlob_stageBlockFromURLExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobStageBlockFromURLExceptionHeaders",
				modelProperties: {
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					},
					copySourceErrorCode: {
						serializedName: "x-ms-copy-source-error-code",
						xmlName: "x-ms-copy-source-error-code",
						type: { name: "String" }
					},
					copySourceStatusCode: {
						serializedName: "x-ms-copy-source-status-code",
						xmlName: "x-ms-copy-source-status-code",
						type: { name: "Number" }
					}
				}
			}
		}, BlockBlobCommitBlockListHeaders = {
			serializedName: "BlockBlob_commitBlockListHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobCommitBlockListHeaders",
				modelProperties: {
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					contentMD5: {
						serializedName: "content-md5",
						xmlName: "content-md5",
						type: { name: "ByteArray" }
					},
					xMsContentCrc64: {
						serializedName: "x-ms-content-crc64",
						xmlName: "x-ms-content-crc64",
						type: { name: "ByteArray" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					versionId: {
						serializedName: "x-ms-version-id",
						xmlName: "x-ms-version-id",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					isServerEncrypted: {
						serializedName: "x-ms-request-server-encrypted",
						xmlName: "x-ms-request-server-encrypted",
						type: { name: "Boolean" }
					},
					encryptionKeySha256: {
						serializedName: "x-ms-encryption-key-sha256",
						xmlName: "x-ms-encryption-key-sha256",
						type: { name: "String" }
					},
					encryptionScope: {
						serializedName: "x-ms-encryption-scope",
						xmlName: "x-ms-encryption-scope",
						type: { name: "String" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlockBlobCommitBlockListExceptionHeaders = {
			serializedName: "BlockBlob_commitBlockListExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobCommitBlockListExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, BlockBlobGetBlockListHeaders = {
			serializedName: "BlockBlob_getBlockListHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobGetBlockListHeaders",
				modelProperties: {
					lastModified: {
						serializedName: "last-modified",
						xmlName: "last-modified",
						type: { name: "DateTimeRfc1123" }
					},
					etag: {
						serializedName: "etag",
						xmlName: "etag",
						type: { name: "String" }
					},
					contentType: {
						serializedName: "content-type",
						xmlName: "content-type",
						type: { name: "String" }
					},
					blobContentLength: {
						serializedName: "x-ms-blob-content-length",
						xmlName: "x-ms-blob-content-length",
						type: { name: "Number" }
					},
					clientRequestId: {
						serializedName: "x-ms-client-request-id",
						xmlName: "x-ms-client-request-id",
						type: { name: "String" }
					},
					requestId: {
						serializedName: "x-ms-request-id",
						xmlName: "x-ms-request-id",
						type: { name: "String" }
					},
					version: {
						serializedName: "x-ms-version",
						xmlName: "x-ms-version",
						type: { name: "String" }
					},
					date: {
						serializedName: "date",
						xmlName: "date",
						type: { name: "DateTimeRfc1123" }
					},
					errorCode: {
						serializedName: "x-ms-error-code",
						xmlName: "x-ms-error-code",
						type: { name: "String" }
					}
				}
			}
		}, BlockBlobGetBlockListExceptionHeaders = {
			serializedName: "BlockBlob_getBlockListExceptionHeaders",
			type: {
				name: "Composite",
				className: "BlockBlobGetBlockListExceptionHeaders",
				modelProperties: { errorCode: {
					serializedName: "x-ms-error-code",
					xmlName: "x-ms-error-code",
					type: { name: "String" }
				} }
			}
		}, contentType = {
			parameterPath: ["options", "contentType"],
			mapper: {
				defaultValue: "application/xml",
				isConstant: !0,
				serializedName: "Content-Type",
				type: { name: "String" }
			}
		}, blobServiceProperties = {
			parameterPath: "blobServiceProperties",
			mapper: BlobServiceProperties
		}, accept = {
			parameterPath: "accept",
			mapper: {
				defaultValue: "application/xml",
				isConstant: !0,
				serializedName: "Accept",
				type: { name: "String" }
			}
		}, url = {
			parameterPath: "url",
			mapper: {
				serializedName: "url",
				required: !0,
				xmlName: "url",
				type: { name: "String" }
			},
			skipEncoding: !0
		}, restype = {
			parameterPath: "restype",
			mapper: {
				defaultValue: "service",
				isConstant: !0,
				serializedName: "restype",
				type: { name: "String" }
			}
		}, comp = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "properties",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, timeoutInSeconds = {
			parameterPath: ["options", "timeoutInSeconds"],
			mapper: {
				constraints: { InclusiveMinimum: 0 },
				serializedName: "timeout",
				xmlName: "timeout",
				type: { name: "Number" }
			}
		}, version = {
			parameterPath: "version",
			mapper: {
				defaultValue: "2026-02-06",
				isConstant: !0,
				serializedName: "x-ms-version",
				type: { name: "String" }
			}
		}, requestId = {
			parameterPath: ["options", "requestId"],
			mapper: {
				serializedName: "x-ms-client-request-id",
				xmlName: "x-ms-client-request-id",
				type: { name: "String" }
			}
		}, accept1 = {
			parameterPath: "accept",
			mapper: {
				defaultValue: "application/xml",
				isConstant: !0,
				serializedName: "Accept",
				type: { name: "String" }
			}
		}, comp1 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "stats",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, comp2 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "list",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, prefix = {
			parameterPath: ["options", "prefix"],
			mapper: {
				serializedName: "prefix",
				xmlName: "prefix",
				type: { name: "String" }
			}
		}, marker = {
			parameterPath: ["options", "marker"],
			mapper: {
				serializedName: "marker",
				xmlName: "marker",
				type: { name: "String" }
			}
		}, maxPageSize = {
			parameterPath: ["options", "maxPageSize"],
			mapper: {
				constraints: { InclusiveMinimum: 1 },
				serializedName: "maxresults",
				xmlName: "maxresults",
				type: { name: "Number" }
			}
		}, include = {
			parameterPath: ["options", "include"],
			mapper: {
				serializedName: "include",
				xmlName: "include",
				xmlElementName: "ListContainersIncludeType",
				type: {
					name: "Sequence",
					element: { type: {
						name: "Enum",
						allowedValues: [
							"metadata",
							"deleted",
							"system"
						]
					} }
				}
			},
			collectionFormat: "CSV"
		}, keyInfo = {
			parameterPath: "keyInfo",
			mapper: KeyInfo
		}, comp3 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "userdelegationkey",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, restype1 = {
			parameterPath: "restype",
			mapper: {
				defaultValue: "account",
				isConstant: !0,
				serializedName: "restype",
				type: { name: "String" }
			}
		}, body = {
			parameterPath: "body",
			mapper: {
				serializedName: "body",
				required: !0,
				xmlName: "body",
				type: { name: "Stream" }
			}
		}, comp4 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "batch",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, contentLength = {
			parameterPath: "contentLength",
			mapper: {
				serializedName: "Content-Length",
				required: !0,
				xmlName: "Content-Length",
				type: { name: "Number" }
			}
		}, multipartContentType = {
			parameterPath: "multipartContentType",
			mapper: {
				serializedName: "Content-Type",
				required: !0,
				xmlName: "Content-Type",
				type: { name: "String" }
			}
		}, comp5 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "blobs",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, where = {
			parameterPath: ["options", "where"],
			mapper: {
				serializedName: "where",
				xmlName: "where",
				type: { name: "String" }
			}
		}, restype2 = {
			parameterPath: "restype",
			mapper: {
				defaultValue: "container",
				isConstant: !0,
				serializedName: "restype",
				type: { name: "String" }
			}
		}, metadata = {
			parameterPath: ["options", "metadata"],
			mapper: {
				serializedName: "x-ms-meta",
				xmlName: "x-ms-meta",
				headerCollectionPrefix: "x-ms-meta-",
				type: {
					name: "Dictionary",
					value: { type: { name: "String" } }
				}
			}
		}, access = {
			parameterPath: ["options", "access"],
			mapper: {
				serializedName: "x-ms-blob-public-access",
				xmlName: "x-ms-blob-public-access",
				type: {
					name: "Enum",
					allowedValues: ["container", "blob"]
				}
			}
		}, defaultEncryptionScope = {
			parameterPath: [
				"options",
				"containerEncryptionScope",
				"defaultEncryptionScope"
			],
			mapper: {
				serializedName: "x-ms-default-encryption-scope",
				xmlName: "x-ms-default-encryption-scope",
				type: { name: "String" }
			}
		}, preventEncryptionScopeOverride = {
			parameterPath: [
				"options",
				"containerEncryptionScope",
				"preventEncryptionScopeOverride"
			],
			mapper: {
				serializedName: "x-ms-deny-encryption-scope-override",
				xmlName: "x-ms-deny-encryption-scope-override",
				type: { name: "Boolean" }
			}
		}, leaseId = {
			parameterPath: [
				"options",
				"leaseAccessConditions",
				"leaseId"
			],
			mapper: {
				serializedName: "x-ms-lease-id",
				xmlName: "x-ms-lease-id",
				type: { name: "String" }
			}
		}, ifModifiedSince = {
			parameterPath: [
				"options",
				"modifiedAccessConditions",
				"ifModifiedSince"
			],
			mapper: {
				serializedName: "If-Modified-Since",
				xmlName: "If-Modified-Since",
				type: { name: "DateTimeRfc1123" }
			}
		}, ifUnmodifiedSince = {
			parameterPath: [
				"options",
				"modifiedAccessConditions",
				"ifUnmodifiedSince"
			],
			mapper: {
				serializedName: "If-Unmodified-Since",
				xmlName: "If-Unmodified-Since",
				type: { name: "DateTimeRfc1123" }
			}
		}, comp6 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "metadata",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, comp7 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "acl",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, containerAcl = {
			parameterPath: ["options", "containerAcl"],
			mapper: {
				serializedName: "containerAcl",
				xmlName: "SignedIdentifiers",
				xmlIsWrapped: !0,
				xmlElementName: "SignedIdentifier",
				type: {
					name: "Sequence",
					element: { type: {
						name: "Composite",
						className: "SignedIdentifier"
					} }
				}
			}
		}, comp8 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "undelete",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, deletedContainerName = {
			parameterPath: ["options", "deletedContainerName"],
			mapper: {
				serializedName: "x-ms-deleted-container-name",
				xmlName: "x-ms-deleted-container-name",
				type: { name: "String" }
			}
		}, deletedContainerVersion = {
			parameterPath: ["options", "deletedContainerVersion"],
			mapper: {
				serializedName: "x-ms-deleted-container-version",
				xmlName: "x-ms-deleted-container-version",
				type: { name: "String" }
			}
		}, comp9 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "rename",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, sourceContainerName = {
			parameterPath: "sourceContainerName",
			mapper: {
				serializedName: "x-ms-source-container-name",
				required: !0,
				xmlName: "x-ms-source-container-name",
				type: { name: "String" }
			}
		}, sourceLeaseId = {
			parameterPath: ["options", "sourceLeaseId"],
			mapper: {
				serializedName: "x-ms-source-lease-id",
				xmlName: "x-ms-source-lease-id",
				type: { name: "String" }
			}
		}, comp10 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "lease",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, action = {
			parameterPath: "action",
			mapper: {
				defaultValue: "acquire",
				isConstant: !0,
				serializedName: "x-ms-lease-action",
				type: { name: "String" }
			}
		}, duration = {
			parameterPath: ["options", "duration"],
			mapper: {
				serializedName: "x-ms-lease-duration",
				xmlName: "x-ms-lease-duration",
				type: { name: "Number" }
			}
		}, proposedLeaseId = {
			parameterPath: ["options", "proposedLeaseId"],
			mapper: {
				serializedName: "x-ms-proposed-lease-id",
				xmlName: "x-ms-proposed-lease-id",
				type: { name: "String" }
			}
		}, action1 = {
			parameterPath: "action",
			mapper: {
				defaultValue: "release",
				isConstant: !0,
				serializedName: "x-ms-lease-action",
				type: { name: "String" }
			}
		}, leaseId1 = {
			parameterPath: "leaseId",
			mapper: {
				serializedName: "x-ms-lease-id",
				required: !0,
				xmlName: "x-ms-lease-id",
				type: { name: "String" }
			}
		}, action2 = {
			parameterPath: "action",
			mapper: {
				defaultValue: "renew",
				isConstant: !0,
				serializedName: "x-ms-lease-action",
				type: { name: "String" }
			}
		}, action3 = {
			parameterPath: "action",
			mapper: {
				defaultValue: "break",
				isConstant: !0,
				serializedName: "x-ms-lease-action",
				type: { name: "String" }
			}
		}, breakPeriod = {
			parameterPath: ["options", "breakPeriod"],
			mapper: {
				serializedName: "x-ms-lease-break-period",
				xmlName: "x-ms-lease-break-period",
				type: { name: "Number" }
			}
		}, action4 = {
			parameterPath: "action",
			mapper: {
				defaultValue: "change",
				isConstant: !0,
				serializedName: "x-ms-lease-action",
				type: { name: "String" }
			}
		}, proposedLeaseId1 = {
			parameterPath: "proposedLeaseId",
			mapper: {
				serializedName: "x-ms-proposed-lease-id",
				required: !0,
				xmlName: "x-ms-proposed-lease-id",
				type: { name: "String" }
			}
		}, include1 = {
			parameterPath: ["options", "include"],
			mapper: {
				serializedName: "include",
				xmlName: "include",
				xmlElementName: "ListBlobsIncludeItem",
				type: {
					name: "Sequence",
					element: { type: {
						name: "Enum",
						allowedValues: [
							"copy",
							"deleted",
							"metadata",
							"snapshots",
							"uncommittedblobs",
							"versions",
							"tags",
							"immutabilitypolicy",
							"legalhold",
							"deletedwithversions"
						]
					} }
				}
			},
			collectionFormat: "CSV"
		}, startFrom = {
			parameterPath: ["options", "startFrom"],
			mapper: {
				serializedName: "startFrom",
				xmlName: "startFrom",
				type: { name: "String" }
			}
		}, delimiter = {
			parameterPath: "delimiter",
			mapper: {
				serializedName: "delimiter",
				required: !0,
				xmlName: "delimiter",
				type: { name: "String" }
			}
		}, snapshot = {
			parameterPath: ["options", "snapshot"],
			mapper: {
				serializedName: "snapshot",
				xmlName: "snapshot",
				type: { name: "String" }
			}
		}, versionId = {
			parameterPath: ["options", "versionId"],
			mapper: {
				serializedName: "versionid",
				xmlName: "versionid",
				type: { name: "String" }
			}
		}, parameters_range = {
			parameterPath: ["options", "range"],
			mapper: {
				serializedName: "x-ms-range",
				xmlName: "x-ms-range",
				type: { name: "String" }
			}
		}, rangeGetContentMD5 = {
			parameterPath: ["options", "rangeGetContentMD5"],
			mapper: {
				serializedName: "x-ms-range-get-content-md5",
				xmlName: "x-ms-range-get-content-md5",
				type: { name: "Boolean" }
			}
		}, rangeGetContentCRC64 = {
			parameterPath: ["options", "rangeGetContentCRC64"],
			mapper: {
				serializedName: "x-ms-range-get-content-crc64",
				xmlName: "x-ms-range-get-content-crc64",
				type: { name: "Boolean" }
			}
		}, encryptionKey = {
			parameterPath: [
				"options",
				"cpkInfo",
				"encryptionKey"
			],
			mapper: {
				serializedName: "x-ms-encryption-key",
				xmlName: "x-ms-encryption-key",
				type: { name: "String" }
			}
		}, encryptionKeySha256 = {
			parameterPath: [
				"options",
				"cpkInfo",
				"encryptionKeySha256"
			],
			mapper: {
				serializedName: "x-ms-encryption-key-sha256",
				xmlName: "x-ms-encryption-key-sha256",
				type: { name: "String" }
			}
		}, encryptionAlgorithm = {
			parameterPath: [
				"options",
				"cpkInfo",
				"encryptionAlgorithm"
			],
			mapper: {
				serializedName: "x-ms-encryption-algorithm",
				xmlName: "x-ms-encryption-algorithm",
				type: { name: "String" }
			}
		}, ifMatch = {
			parameterPath: [
				"options",
				"modifiedAccessConditions",
				"ifMatch"
			],
			mapper: {
				serializedName: "If-Match",
				xmlName: "If-Match",
				type: { name: "String" }
			}
		}, ifNoneMatch = {
			parameterPath: [
				"options",
				"modifiedAccessConditions",
				"ifNoneMatch"
			],
			mapper: {
				serializedName: "If-None-Match",
				xmlName: "If-None-Match",
				type: { name: "String" }
			}
		}, ifTags = {
			parameterPath: [
				"options",
				"modifiedAccessConditions",
				"ifTags"
			],
			mapper: {
				serializedName: "x-ms-if-tags",
				xmlName: "x-ms-if-tags",
				type: { name: "String" }
			}
		}, deleteSnapshots = {
			parameterPath: ["options", "deleteSnapshots"],
			mapper: {
				serializedName: "x-ms-delete-snapshots",
				xmlName: "x-ms-delete-snapshots",
				type: {
					name: "Enum",
					allowedValues: ["include", "only"]
				}
			}
		}, blobDeleteType = {
			parameterPath: ["options", "blobDeleteType"],
			mapper: {
				serializedName: "deletetype",
				xmlName: "deletetype",
				type: { name: "String" }
			}
		}, comp11 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "expiry",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, expiryOptions = {
			parameterPath: "expiryOptions",
			mapper: {
				serializedName: "x-ms-expiry-option",
				required: !0,
				xmlName: "x-ms-expiry-option",
				type: { name: "String" }
			}
		}, expiresOn = {
			parameterPath: ["options", "expiresOn"],
			mapper: {
				serializedName: "x-ms-expiry-time",
				xmlName: "x-ms-expiry-time",
				type: { name: "String" }
			}
		}, blobCacheControl = {
			parameterPath: [
				"options",
				"blobHttpHeaders",
				"blobCacheControl"
			],
			mapper: {
				serializedName: "x-ms-blob-cache-control",
				xmlName: "x-ms-blob-cache-control",
				type: { name: "String" }
			}
		}, blobContentType = {
			parameterPath: [
				"options",
				"blobHttpHeaders",
				"blobContentType"
			],
			mapper: {
				serializedName: "x-ms-blob-content-type",
				xmlName: "x-ms-blob-content-type",
				type: { name: "String" }
			}
		}, blobContentMD5 = {
			parameterPath: [
				"options",
				"blobHttpHeaders",
				"blobContentMD5"
			],
			mapper: {
				serializedName: "x-ms-blob-content-md5",
				xmlName: "x-ms-blob-content-md5",
				type: { name: "ByteArray" }
			}
		}, blobContentEncoding = {
			parameterPath: [
				"options",
				"blobHttpHeaders",
				"blobContentEncoding"
			],
			mapper: {
				serializedName: "x-ms-blob-content-encoding",
				xmlName: "x-ms-blob-content-encoding",
				type: { name: "String" }
			}
		}, blobContentLanguage = {
			parameterPath: [
				"options",
				"blobHttpHeaders",
				"blobContentLanguage"
			],
			mapper: {
				serializedName: "x-ms-blob-content-language",
				xmlName: "x-ms-blob-content-language",
				type: { name: "String" }
			}
		}, blobContentDisposition = {
			parameterPath: [
				"options",
				"blobHttpHeaders",
				"blobContentDisposition"
			],
			mapper: {
				serializedName: "x-ms-blob-content-disposition",
				xmlName: "x-ms-blob-content-disposition",
				type: { name: "String" }
			}
		}, comp12 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "immutabilityPolicies",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, immutabilityPolicyExpiry = {
			parameterPath: ["options", "immutabilityPolicyExpiry"],
			mapper: {
				serializedName: "x-ms-immutability-policy-until-date",
				xmlName: "x-ms-immutability-policy-until-date",
				type: { name: "DateTimeRfc1123" }
			}
		}, immutabilityPolicyMode = {
			parameterPath: ["options", "immutabilityPolicyMode"],
			mapper: {
				serializedName: "x-ms-immutability-policy-mode",
				xmlName: "x-ms-immutability-policy-mode",
				type: {
					name: "Enum",
					allowedValues: [
						"Mutable",
						"Unlocked",
						"Locked"
					]
				}
			}
		}, comp13 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "legalhold",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, legalHold = {
			parameterPath: "legalHold",
			mapper: {
				serializedName: "x-ms-legal-hold",
				required: !0,
				xmlName: "x-ms-legal-hold",
				type: { name: "Boolean" }
			}
		}, encryptionScope = {
			parameterPath: ["options", "encryptionScope"],
			mapper: {
				serializedName: "x-ms-encryption-scope",
				xmlName: "x-ms-encryption-scope",
				type: { name: "String" }
			}
		}, comp14 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "snapshot",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, tier = {
			parameterPath: ["options", "tier"],
			mapper: {
				serializedName: "x-ms-access-tier",
				xmlName: "x-ms-access-tier",
				type: {
					name: "Enum",
					allowedValues: [
						"P4",
						"P6",
						"P10",
						"P15",
						"P20",
						"P30",
						"P40",
						"P50",
						"P60",
						"P70",
						"P80",
						"Hot",
						"Cool",
						"Archive",
						"Cold"
					]
				}
			}
		}, rehydratePriority = {
			parameterPath: ["options", "rehydratePriority"],
			mapper: {
				serializedName: "x-ms-rehydrate-priority",
				xmlName: "x-ms-rehydrate-priority",
				type: {
					name: "Enum",
					allowedValues: ["High", "Standard"]
				}
			}
		}, sourceIfModifiedSince = {
			parameterPath: [
				"options",
				"sourceModifiedAccessConditions",
				"sourceIfModifiedSince"
			],
			mapper: {
				serializedName: "x-ms-source-if-modified-since",
				xmlName: "x-ms-source-if-modified-since",
				type: { name: "DateTimeRfc1123" }
			}
		}, sourceIfUnmodifiedSince = {
			parameterPath: [
				"options",
				"sourceModifiedAccessConditions",
				"sourceIfUnmodifiedSince"
			],
			mapper: {
				serializedName: "x-ms-source-if-unmodified-since",
				xmlName: "x-ms-source-if-unmodified-since",
				type: { name: "DateTimeRfc1123" }
			}
		}, sourceIfMatch = {
			parameterPath: [
				"options",
				"sourceModifiedAccessConditions",
				"sourceIfMatch"
			],
			mapper: {
				serializedName: "x-ms-source-if-match",
				xmlName: "x-ms-source-if-match",
				type: { name: "String" }
			}
		}, sourceIfNoneMatch = {
			parameterPath: [
				"options",
				"sourceModifiedAccessConditions",
				"sourceIfNoneMatch"
			],
			mapper: {
				serializedName: "x-ms-source-if-none-match",
				xmlName: "x-ms-source-if-none-match",
				type: { name: "String" }
			}
		}, sourceIfTags = {
			parameterPath: [
				"options",
				"sourceModifiedAccessConditions",
				"sourceIfTags"
			],
			mapper: {
				serializedName: "x-ms-source-if-tags",
				xmlName: "x-ms-source-if-tags",
				type: { name: "String" }
			}
		}, copySource = {
			parameterPath: "copySource",
			mapper: {
				serializedName: "x-ms-copy-source",
				required: !0,
				xmlName: "x-ms-copy-source",
				type: { name: "String" }
			}
		}, blobTagsString = {
			parameterPath: ["options", "blobTagsString"],
			mapper: {
				serializedName: "x-ms-tags",
				xmlName: "x-ms-tags",
				type: { name: "String" }
			}
		}, sealBlob = {
			parameterPath: ["options", "sealBlob"],
			mapper: {
				serializedName: "x-ms-seal-blob",
				xmlName: "x-ms-seal-blob",
				type: { name: "Boolean" }
			}
		}, legalHold1 = {
			parameterPath: ["options", "legalHold"],
			mapper: {
				serializedName: "x-ms-legal-hold",
				xmlName: "x-ms-legal-hold",
				type: { name: "Boolean" }
			}
		}, xMsRequiresSync = {
			parameterPath: "xMsRequiresSync",
			mapper: {
				defaultValue: "true",
				isConstant: !0,
				serializedName: "x-ms-requires-sync",
				type: { name: "String" }
			}
		}, sourceContentMD5 = {
			parameterPath: ["options", "sourceContentMD5"],
			mapper: {
				serializedName: "x-ms-source-content-md5",
				xmlName: "x-ms-source-content-md5",
				type: { name: "ByteArray" }
			}
		}, copySourceAuthorization = {
			parameterPath: ["options", "copySourceAuthorization"],
			mapper: {
				serializedName: "x-ms-copy-source-authorization",
				xmlName: "x-ms-copy-source-authorization",
				type: { name: "String" }
			}
		}, copySourceTags = {
			parameterPath: ["options", "copySourceTags"],
			mapper: {
				serializedName: "x-ms-copy-source-tag-option",
				xmlName: "x-ms-copy-source-tag-option",
				type: {
					name: "Enum",
					allowedValues: ["REPLACE", "COPY"]
				}
			}
		}, fileRequestIntent = {
			parameterPath: ["options", "fileRequestIntent"],
			mapper: {
				serializedName: "x-ms-file-request-intent",
				xmlName: "x-ms-file-request-intent",
				type: { name: "String" }
			}
		}, comp15 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "copy",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, copyActionAbortConstant = {
			parameterPath: "copyActionAbortConstant",
			mapper: {
				defaultValue: "abort",
				isConstant: !0,
				serializedName: "x-ms-copy-action",
				type: { name: "String" }
			}
		}, copyId = {
			parameterPath: "copyId",
			mapper: {
				serializedName: "copyid",
				required: !0,
				xmlName: "copyid",
				type: { name: "String" }
			}
		}, comp16 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "tier",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, tier1 = {
			parameterPath: "tier",
			mapper: {
				serializedName: "x-ms-access-tier",
				required: !0,
				xmlName: "x-ms-access-tier",
				type: {
					name: "Enum",
					allowedValues: [
						"P4",
						"P6",
						"P10",
						"P15",
						"P20",
						"P30",
						"P40",
						"P50",
						"P60",
						"P70",
						"P80",
						"Hot",
						"Cool",
						"Archive",
						"Cold"
					]
				}
			}
		}, queryRequest = {
			parameterPath: ["options", "queryRequest"],
			mapper: QueryRequest
		}, comp17 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "query",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, comp18 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "tags",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, ifModifiedSince1 = {
			parameterPath: [
				"options",
				"blobModifiedAccessConditions",
				"ifModifiedSince"
			],
			mapper: {
				serializedName: "x-ms-blob-if-modified-since",
				xmlName: "x-ms-blob-if-modified-since",
				type: { name: "DateTimeRfc1123" }
			}
		}, ifUnmodifiedSince1 = {
			parameterPath: [
				"options",
				"blobModifiedAccessConditions",
				"ifUnmodifiedSince"
			],
			mapper: {
				serializedName: "x-ms-blob-if-unmodified-since",
				xmlName: "x-ms-blob-if-unmodified-since",
				type: { name: "DateTimeRfc1123" }
			}
		}, ifMatch1 = {
			parameterPath: [
				"options",
				"blobModifiedAccessConditions",
				"ifMatch"
			],
			mapper: {
				serializedName: "x-ms-blob-if-match",
				xmlName: "x-ms-blob-if-match",
				type: { name: "String" }
			}
		}, ifNoneMatch1 = {
			parameterPath: [
				"options",
				"blobModifiedAccessConditions",
				"ifNoneMatch"
			],
			mapper: {
				serializedName: "x-ms-blob-if-none-match",
				xmlName: "x-ms-blob-if-none-match",
				type: { name: "String" }
			}
		}, tags = {
			parameterPath: ["options", "tags"],
			mapper: BlobTags
		}, transactionalContentMD5 = {
			parameterPath: ["options", "transactionalContentMD5"],
			mapper: {
				serializedName: "Content-MD5",
				xmlName: "Content-MD5",
				type: { name: "ByteArray" }
			}
		}, transactionalContentCrc64 = {
			parameterPath: ["options", "transactionalContentCrc64"],
			mapper: {
				serializedName: "x-ms-content-crc64",
				xmlName: "x-ms-content-crc64",
				type: { name: "ByteArray" }
			}
		}, blobType = {
			parameterPath: "blobType",
			mapper: {
				defaultValue: "PageBlob",
				isConstant: !0,
				serializedName: "x-ms-blob-type",
				type: { name: "String" }
			}
		}, blobContentLength = {
			parameterPath: "blobContentLength",
			mapper: {
				serializedName: "x-ms-blob-content-length",
				required: !0,
				xmlName: "x-ms-blob-content-length",
				type: { name: "Number" }
			}
		}, blobSequenceNumber = {
			parameterPath: ["options", "blobSequenceNumber"],
			mapper: {
				defaultValue: 0,
				serializedName: "x-ms-blob-sequence-number",
				xmlName: "x-ms-blob-sequence-number",
				type: { name: "Number" }
			}
		}, contentType1 = {
			parameterPath: ["options", "contentType"],
			mapper: {
				defaultValue: "application/octet-stream",
				isConstant: !0,
				serializedName: "Content-Type",
				type: { name: "String" }
			}
		}, body1 = {
			parameterPath: "body",
			mapper: {
				serializedName: "body",
				required: !0,
				xmlName: "body",
				type: { name: "Stream" }
			}
		}, accept2 = {
			parameterPath: "accept",
			mapper: {
				defaultValue: "application/xml",
				isConstant: !0,
				serializedName: "Accept",
				type: { name: "String" }
			}
		}, comp19 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "page",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, pageWrite = {
			parameterPath: "pageWrite",
			mapper: {
				defaultValue: "update",
				isConstant: !0,
				serializedName: "x-ms-page-write",
				type: { name: "String" }
			}
		}, ifSequenceNumberLessThanOrEqualTo = {
			parameterPath: [
				"options",
				"sequenceNumberAccessConditions",
				"ifSequenceNumberLessThanOrEqualTo"
			],
			mapper: {
				serializedName: "x-ms-if-sequence-number-le",
				xmlName: "x-ms-if-sequence-number-le",
				type: { name: "Number" }
			}
		}, ifSequenceNumberLessThan = {
			parameterPath: [
				"options",
				"sequenceNumberAccessConditions",
				"ifSequenceNumberLessThan"
			],
			mapper: {
				serializedName: "x-ms-if-sequence-number-lt",
				xmlName: "x-ms-if-sequence-number-lt",
				type: { name: "Number" }
			}
		}, ifSequenceNumberEqualTo = {
			parameterPath: [
				"options",
				"sequenceNumberAccessConditions",
				"ifSequenceNumberEqualTo"
			],
			mapper: {
				serializedName: "x-ms-if-sequence-number-eq",
				xmlName: "x-ms-if-sequence-number-eq",
				type: { name: "Number" }
			}
		}, pageWrite1 = {
			parameterPath: "pageWrite",
			mapper: {
				defaultValue: "clear",
				isConstant: !0,
				serializedName: "x-ms-page-write",
				type: { name: "String" }
			}
		}, sourceUrl = {
			parameterPath: "sourceUrl",
			mapper: {
				serializedName: "x-ms-copy-source",
				required: !0,
				xmlName: "x-ms-copy-source",
				type: { name: "String" }
			}
		}, sourceRange = {
			parameterPath: "sourceRange",
			mapper: {
				serializedName: "x-ms-source-range",
				required: !0,
				xmlName: "x-ms-source-range",
				type: { name: "String" }
			}
		}, sourceContentCrc64 = {
			parameterPath: ["options", "sourceContentCrc64"],
			mapper: {
				serializedName: "x-ms-source-content-crc64",
				xmlName: "x-ms-source-content-crc64",
				type: { name: "ByteArray" }
			}
		}, range1 = {
			parameterPath: "range",
			mapper: {
				serializedName: "x-ms-range",
				required: !0,
				xmlName: "x-ms-range",
				type: { name: "String" }
			}
		}, comp20 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "pagelist",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, prevsnapshot = {
			parameterPath: ["options", "prevsnapshot"],
			mapper: {
				serializedName: "prevsnapshot",
				xmlName: "prevsnapshot",
				type: { name: "String" }
			}
		}, prevSnapshotUrl = {
			parameterPath: ["options", "prevSnapshotUrl"],
			mapper: {
				serializedName: "x-ms-previous-snapshot-url",
				xmlName: "x-ms-previous-snapshot-url",
				type: { name: "String" }
			}
		}, sequenceNumberAction = {
			parameterPath: "sequenceNumberAction",
			mapper: {
				serializedName: "x-ms-sequence-number-action",
				required: !0,
				xmlName: "x-ms-sequence-number-action",
				type: {
					name: "Enum",
					allowedValues: [
						"max",
						"update",
						"increment"
					]
				}
			}
		}, comp21 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "incrementalcopy",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, blobType1 = {
			parameterPath: "blobType",
			mapper: {
				defaultValue: "AppendBlob",
				isConstant: !0,
				serializedName: "x-ms-blob-type",
				type: { name: "String" }
			}
		}, comp22 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "appendblock",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, maxSize = {
			parameterPath: [
				"options",
				"appendPositionAccessConditions",
				"maxSize"
			],
			mapper: {
				serializedName: "x-ms-blob-condition-maxsize",
				xmlName: "x-ms-blob-condition-maxsize",
				type: { name: "Number" }
			}
		}, appendPosition = {
			parameterPath: [
				"options",
				"appendPositionAccessConditions",
				"appendPosition"
			],
			mapper: {
				serializedName: "x-ms-blob-condition-appendpos",
				xmlName: "x-ms-blob-condition-appendpos",
				type: { name: "Number" }
			}
		}, sourceRange1 = {
			parameterPath: ["options", "sourceRange"],
			mapper: {
				serializedName: "x-ms-source-range",
				xmlName: "x-ms-source-range",
				type: { name: "String" }
			}
		}, comp23 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "seal",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, blobType2 = {
			parameterPath: "blobType",
			mapper: {
				defaultValue: "BlockBlob",
				isConstant: !0,
				serializedName: "x-ms-blob-type",
				type: { name: "String" }
			}
		}, copySourceBlobProperties = {
			parameterPath: ["options", "copySourceBlobProperties"],
			mapper: {
				serializedName: "x-ms-copy-source-blob-properties",
				xmlName: "x-ms-copy-source-blob-properties",
				type: { name: "Boolean" }
			}
		}, comp24 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "block",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, blockId = {
			parameterPath: "blockId",
			mapper: {
				serializedName: "blockid",
				required: !0,
				xmlName: "blockid",
				type: { name: "String" }
			}
		}, blocks = {
			parameterPath: "blocks",
			mapper: BlockLookupList
		}, comp25 = {
			parameterPath: "comp",
			mapper: {
				defaultValue: "blocklist",
				isConstant: !0,
				serializedName: "comp",
				type: { name: "String" }
			}
		}, listType = {
			parameterPath: "listType",
			mapper: {
				defaultValue: "committed",
				serializedName: "blocklisttype",
				required: !0,
				xmlName: "blocklisttype",
				type: {
					name: "Enum",
					allowedValues: [
						"committed",
						"uncommitted",
						"all"
					]
				}
			}
		};
		class ServiceImpl {
			client;
			constructor(client) {
				this.client = client;
			}
			setProperties(blobServiceProperties, options) {
				return this.client.sendOperationRequest({
					blobServiceProperties,
					options
				}, setPropertiesOperationSpec);
			}
			getProperties(options) {
				return this.client.sendOperationRequest({ options }, getPropertiesOperationSpec);
			}
			getStatistics(options) {
				return this.client.sendOperationRequest({ options }, getStatisticsOperationSpec);
			}
			listContainersSegment(options) {
				return this.client.sendOperationRequest({ options }, listContainersSegmentOperationSpec);
			}
			getUserDelegationKey(keyInfo, options) {
				return this.client.sendOperationRequest({
					keyInfo,
					options
				}, getUserDelegationKeyOperationSpec);
			}
			getAccountInfo(options) {
				return this.client.sendOperationRequest({ options }, getAccountInfoOperationSpec);
			}
			submitBatch(contentLength, multipartContentType, body, options) {
				return this.client.sendOperationRequest({
					contentLength,
					multipartContentType,
					body,
					options
				}, submitBatchOperationSpec);
			}
			filterBlobs(options) {
				return this.client.sendOperationRequest({ options }, filterBlobsOperationSpec);
			}
		}
		let xmlSerializer = core_client_dist_esm.rl(mappers_namespaceObject, !0), setPropertiesOperationSpec = {
			path: "/",
			httpMethod: "PUT",
			responses: {
				202: { headersMapper: ServiceSetPropertiesHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ServiceSetPropertiesExceptionHeaders
				}
			},
			requestBody: blobServiceProperties,
			queryParameters: [
				restype,
				comp,
				timeoutInSeconds
			],
			urlParameters: [url],
			headerParameters: [
				contentType,
				accept,
				version,
				requestId
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "xml",
			serializer: xmlSerializer
		}, getPropertiesOperationSpec = {
			path: "/",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: BlobServiceProperties,
					headersMapper: ServiceGetPropertiesHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ServiceGetPropertiesExceptionHeaders
				}
			},
			queryParameters: [
				restype,
				comp,
				timeoutInSeconds
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: xmlSerializer
		}, getStatisticsOperationSpec = {
			path: "/",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: BlobServiceStatistics,
					headersMapper: ServiceGetStatisticsHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ServiceGetStatisticsExceptionHeaders
				}
			},
			queryParameters: [
				restype,
				timeoutInSeconds,
				comp1
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: xmlSerializer
		}, listContainersSegmentOperationSpec = {
			path: "/",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: ListContainersSegmentResponse,
					headersMapper: ServiceListContainersSegmentHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ServiceListContainersSegmentExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				comp2,
				prefix,
				marker,
				maxPageSize,
				include
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: xmlSerializer
		}, getUserDelegationKeyOperationSpec = {
			path: "/",
			httpMethod: "POST",
			responses: {
				200: {
					bodyMapper: UserDelegationKey,
					headersMapper: ServiceGetUserDelegationKeyHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ServiceGetUserDelegationKeyExceptionHeaders
				}
			},
			requestBody: keyInfo,
			queryParameters: [
				restype,
				timeoutInSeconds,
				comp3
			],
			urlParameters: [url],
			headerParameters: [
				contentType,
				accept,
				version,
				requestId
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "xml",
			serializer: xmlSerializer
		}, getAccountInfoOperationSpec = {
			path: "/",
			httpMethod: "GET",
			responses: {
				200: { headersMapper: ServiceGetAccountInfoHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ServiceGetAccountInfoExceptionHeaders
				}
			},
			queryParameters: [
				comp,
				timeoutInSeconds,
				restype1
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: xmlSerializer
		}, submitBatchOperationSpec = {
			path: "/",
			httpMethod: "POST",
			responses: {
				202: {
					bodyMapper: {
						type: { name: "Stream" },
						serializedName: "parsedResponse"
					},
					headersMapper: ServiceSubmitBatchHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ServiceSubmitBatchExceptionHeaders
				}
			},
			requestBody: body,
			queryParameters: [timeoutInSeconds, comp4],
			urlParameters: [url],
			headerParameters: [
				accept,
				version,
				requestId,
				contentLength,
				multipartContentType
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "xml",
			serializer: xmlSerializer
		}, filterBlobsOperationSpec = {
			path: "/",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: FilterBlobSegment,
					headersMapper: ServiceFilterBlobsHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ServiceFilterBlobsExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				marker,
				maxPageSize,
				comp5,
				where
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: xmlSerializer
		};
		class ContainerImpl {
			client;
			constructor(client) {
				this.client = client;
			}
			create(options) {
				return this.client.sendOperationRequest({ options }, createOperationSpec);
			}
			getProperties(options) {
				return this.client.sendOperationRequest({ options }, container_getPropertiesOperationSpec);
			}
			delete(options) {
				return this.client.sendOperationRequest({ options }, deleteOperationSpec);
			}
			setMetadata(options) {
				return this.client.sendOperationRequest({ options }, setMetadataOperationSpec);
			}
			getAccessPolicy(options) {
				return this.client.sendOperationRequest({ options }, getAccessPolicyOperationSpec);
			}
			setAccessPolicy(options) {
				return this.client.sendOperationRequest({ options }, setAccessPolicyOperationSpec);
			}
			restore(options) {
				return this.client.sendOperationRequest({ options }, restoreOperationSpec);
			}
			rename(sourceContainerName, options) {
				return this.client.sendOperationRequest({
					sourceContainerName,
					options
				}, renameOperationSpec);
			}
			submitBatch(contentLength, multipartContentType, body, options) {
				return this.client.sendOperationRequest({
					contentLength,
					multipartContentType,
					body,
					options
				}, container_submitBatchOperationSpec);
			}
			filterBlobs(options) {
				return this.client.sendOperationRequest({ options }, container_filterBlobsOperationSpec);
			}
			acquireLease(options) {
				return this.client.sendOperationRequest({ options }, acquireLeaseOperationSpec);
			}
			releaseLease(leaseId, options) {
				return this.client.sendOperationRequest({
					leaseId,
					options
				}, releaseLeaseOperationSpec);
			}
			renewLease(leaseId, options) {
				return this.client.sendOperationRequest({
					leaseId,
					options
				}, renewLeaseOperationSpec);
			}
			breakLease(options) {
				return this.client.sendOperationRequest({ options }, breakLeaseOperationSpec);
			}
			changeLease(leaseId, proposedLeaseId, options) {
				return this.client.sendOperationRequest({
					leaseId,
					proposedLeaseId,
					options
				}, changeLeaseOperationSpec);
			}
			listBlobFlatSegment(options) {
				return this.client.sendOperationRequest({ options }, listBlobFlatSegmentOperationSpec);
			}
			listBlobHierarchySegment(delimiter, options) {
				return this.client.sendOperationRequest({
					delimiter,
					options
				}, listBlobHierarchySegmentOperationSpec);
			}
			getAccountInfo(options) {
				return this.client.sendOperationRequest({ options }, container_getAccountInfoOperationSpec);
			}
		}
		let container_xmlSerializer = core_client_dist_esm.rl(mappers_namespaceObject, !0), createOperationSpec = {
			path: "/{containerName}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: ContainerCreateHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerCreateExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, restype2],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				metadata,
				access,
				defaultEncryptionScope,
				preventEncryptionScopeOverride
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, container_getPropertiesOperationSpec = {
			path: "/{containerName}",
			httpMethod: "GET",
			responses: {
				200: { headersMapper: ContainerGetPropertiesHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerGetPropertiesExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, restype2],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, deleteOperationSpec = {
			path: "/{containerName}",
			httpMethod: "DELETE",
			responses: {
				202: { headersMapper: ContainerDeleteHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerDeleteExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, restype2],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, setMetadataOperationSpec = {
			path: "/{containerName}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: ContainerSetMetadataHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerSetMetadataExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				restype2,
				comp6
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				metadata,
				leaseId,
				ifModifiedSince
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, getAccessPolicyOperationSpec = {
			path: "/{containerName}",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: {
						type: {
							name: "Sequence",
							element: { type: {
								name: "Composite",
								className: "SignedIdentifier"
							} }
						},
						serializedName: "SignedIdentifiers",
						xmlName: "SignedIdentifiers",
						xmlIsWrapped: !0,
						xmlElementName: "SignedIdentifier"
					},
					headersMapper: ContainerGetAccessPolicyHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerGetAccessPolicyExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				restype2,
				comp7
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, setAccessPolicyOperationSpec = {
			path: "/{containerName}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: ContainerSetAccessPolicyHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerSetAccessPolicyExceptionHeaders
				}
			},
			requestBody: containerAcl,
			queryParameters: [
				timeoutInSeconds,
				restype2,
				comp7
			],
			urlParameters: [url],
			headerParameters: [
				contentType,
				accept,
				version,
				requestId,
				access,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "xml",
			serializer: container_xmlSerializer
		}, restoreOperationSpec = {
			path: "/{containerName}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: ContainerRestoreHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerRestoreExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				restype2,
				comp8
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				deletedContainerName,
				deletedContainerVersion
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, renameOperationSpec = {
			path: "/{containerName}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: ContainerRenameHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerRenameExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				restype2,
				comp9
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				sourceContainerName,
				sourceLeaseId
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, container_submitBatchOperationSpec = {
			path: "/{containerName}",
			httpMethod: "POST",
			responses: {
				202: {
					bodyMapper: {
						type: { name: "Stream" },
						serializedName: "parsedResponse"
					},
					headersMapper: ContainerSubmitBatchHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerSubmitBatchExceptionHeaders
				}
			},
			requestBody: body,
			queryParameters: [
				timeoutInSeconds,
				comp4,
				restype2
			],
			urlParameters: [url],
			headerParameters: [
				accept,
				version,
				requestId,
				contentLength,
				multipartContentType
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "xml",
			serializer: container_xmlSerializer
		}, container_filterBlobsOperationSpec = {
			path: "/{containerName}",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: FilterBlobSegment,
					headersMapper: ContainerFilterBlobsHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerFilterBlobsExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				marker,
				maxPageSize,
				comp5,
				where,
				restype2
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, acquireLeaseOperationSpec = {
			path: "/{containerName}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: ContainerAcquireLeaseHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerAcquireLeaseExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				restype2,
				comp10
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				action,
				duration,
				proposedLeaseId
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, releaseLeaseOperationSpec = {
			path: "/{containerName}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: ContainerReleaseLeaseHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerReleaseLeaseExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				restype2,
				comp10
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				action1,
				leaseId1
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, renewLeaseOperationSpec = {
			path: "/{containerName}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: ContainerRenewLeaseHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerRenewLeaseExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				restype2,
				comp10
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				leaseId1,
				action2
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, breakLeaseOperationSpec = {
			path: "/{containerName}",
			httpMethod: "PUT",
			responses: {
				202: { headersMapper: ContainerBreakLeaseHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerBreakLeaseExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				restype2,
				comp10
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				action3,
				breakPeriod
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, changeLeaseOperationSpec = {
			path: "/{containerName}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: ContainerChangeLeaseHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerChangeLeaseExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				restype2,
				comp10
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				leaseId1,
				action4,
				proposedLeaseId1
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, listBlobFlatSegmentOperationSpec = {
			path: "/{containerName}",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: ListBlobsFlatSegmentResponse,
					headersMapper: ContainerListBlobFlatSegmentHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerListBlobFlatSegmentExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				comp2,
				prefix,
				marker,
				maxPageSize,
				restype2,
				include1,
				startFrom
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, listBlobHierarchySegmentOperationSpec = {
			path: "/{containerName}",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: ListBlobsHierarchySegmentResponse,
					headersMapper: ContainerListBlobHierarchySegmentHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerListBlobHierarchySegmentExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				comp2,
				prefix,
				marker,
				maxPageSize,
				restype2,
				include1,
				startFrom,
				delimiter
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: container_xmlSerializer
		}, container_getAccountInfoOperationSpec = {
			path: "/{containerName}",
			httpMethod: "GET",
			responses: {
				200: { headersMapper: ContainerGetAccountInfoHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: ContainerGetAccountInfoExceptionHeaders
				}
			},
			queryParameters: [
				comp,
				timeoutInSeconds,
				restype1
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: container_xmlSerializer
		};
		class BlobImpl {
			client;
			constructor(client) {
				this.client = client;
			}
			download(options) {
				return this.client.sendOperationRequest({ options }, downloadOperationSpec);
			}
			getProperties(options) {
				return this.client.sendOperationRequest({ options }, blob_getPropertiesOperationSpec);
			}
			delete(options) {
				return this.client.sendOperationRequest({ options }, blob_deleteOperationSpec);
			}
			undelete(options) {
				return this.client.sendOperationRequest({ options }, undeleteOperationSpec);
			}
			setExpiry(expiryOptions, options) {
				return this.client.sendOperationRequest({
					expiryOptions,
					options
				}, setExpiryOperationSpec);
			}
			setHttpHeaders(options) {
				return this.client.sendOperationRequest({ options }, setHttpHeadersOperationSpec);
			}
			setImmutabilityPolicy(options) {
				return this.client.sendOperationRequest({ options }, setImmutabilityPolicyOperationSpec);
			}
			deleteImmutabilityPolicy(options) {
				return this.client.sendOperationRequest({ options }, deleteImmutabilityPolicyOperationSpec);
			}
			setLegalHold(legalHold, options) {
				return this.client.sendOperationRequest({
					legalHold,
					options
				}, setLegalHoldOperationSpec);
			}
			setMetadata(options) {
				return this.client.sendOperationRequest({ options }, blob_setMetadataOperationSpec);
			}
			acquireLease(options) {
				return this.client.sendOperationRequest({ options }, blob_acquireLeaseOperationSpec);
			}
			releaseLease(leaseId, options) {
				return this.client.sendOperationRequest({
					leaseId,
					options
				}, blob_releaseLeaseOperationSpec);
			}
			renewLease(leaseId, options) {
				return this.client.sendOperationRequest({
					leaseId,
					options
				}, blob_renewLeaseOperationSpec);
			}
			changeLease(leaseId, proposedLeaseId, options) {
				return this.client.sendOperationRequest({
					leaseId,
					proposedLeaseId,
					options
				}, blob_changeLeaseOperationSpec);
			}
			breakLease(options) {
				return this.client.sendOperationRequest({ options }, blob_breakLeaseOperationSpec);
			}
			createSnapshot(options) {
				return this.client.sendOperationRequest({ options }, createSnapshotOperationSpec);
			}
			startCopyFromURL(copySource, options) {
				return this.client.sendOperationRequest({
					copySource,
					options
				}, startCopyFromURLOperationSpec);
			}
			copyFromURL(copySource, options) {
				return this.client.sendOperationRequest({
					copySource,
					options
				}, copyFromURLOperationSpec);
			}
			abortCopyFromURL(copyId, options) {
				return this.client.sendOperationRequest({
					copyId,
					options
				}, abortCopyFromURLOperationSpec);
			}
			setTier(tier, options) {
				return this.client.sendOperationRequest({
					tier,
					options
				}, setTierOperationSpec);
			}
			getAccountInfo(options) {
				return this.client.sendOperationRequest({ options }, blob_getAccountInfoOperationSpec);
			}
			query(options) {
				return this.client.sendOperationRequest({ options }, queryOperationSpec);
			}
			getTags(options) {
				return this.client.sendOperationRequest({ options }, getTagsOperationSpec);
			}
			setTags(options) {
				return this.client.sendOperationRequest({ options }, setTagsOperationSpec);
			}
		}
		let blob_xmlSerializer = core_client_dist_esm.rl(mappers_namespaceObject, !0), downloadOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: {
						type: { name: "Stream" },
						serializedName: "parsedResponse"
					},
					headersMapper: BlobDownloadHeaders
				},
				206: {
					bodyMapper: {
						type: { name: "Stream" },
						serializedName: "parsedResponse"
					},
					headersMapper: BlobDownloadHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobDownloadExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				snapshot,
				versionId
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				parameters_range,
				rangeGetContentMD5,
				rangeGetContentCRC64,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, blob_getPropertiesOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "HEAD",
			responses: {
				200: { headersMapper: BlobGetPropertiesHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobGetPropertiesExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				snapshot,
				versionId
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, blob_deleteOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "DELETE",
			responses: {
				202: { headersMapper: BlobDeleteHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobDeleteExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				snapshot,
				versionId,
				blobDeleteType
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				ifMatch,
				ifNoneMatch,
				ifTags,
				deleteSnapshots
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, undeleteOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: BlobUndeleteHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobUndeleteExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp8],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, setExpiryOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: BlobSetExpiryHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobSetExpiryExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp11],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				expiryOptions,
				expiresOn
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, setHttpHeadersOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: BlobSetHttpHeadersHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobSetHttpHeadersExceptionHeaders
				}
			},
			queryParameters: [comp, timeoutInSeconds],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				ifMatch,
				ifNoneMatch,
				ifTags,
				blobCacheControl,
				blobContentType,
				blobContentMD5,
				blobContentEncoding,
				blobContentLanguage,
				blobContentDisposition
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, setImmutabilityPolicyOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: BlobSetImmutabilityPolicyHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobSetImmutabilityPolicyExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				snapshot,
				versionId,
				comp12
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifUnmodifiedSince,
				immutabilityPolicyExpiry,
				immutabilityPolicyMode
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, deleteImmutabilityPolicyOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "DELETE",
			responses: {
				200: { headersMapper: BlobDeleteImmutabilityPolicyHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobDeleteImmutabilityPolicyExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				snapshot,
				versionId,
				comp12
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, setLegalHoldOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: BlobSetLegalHoldHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobSetLegalHoldExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				snapshot,
				versionId,
				comp13
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				legalHold
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, blob_setMetadataOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: BlobSetMetadataHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobSetMetadataExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp6],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				metadata,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				encryptionScope
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, blob_acquireLeaseOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: BlobAcquireLeaseHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobAcquireLeaseExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp10],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				action,
				duration,
				proposedLeaseId,
				ifMatch,
				ifNoneMatch,
				ifTags
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, blob_releaseLeaseOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: BlobReleaseLeaseHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobReleaseLeaseExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp10],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				action1,
				leaseId1,
				ifMatch,
				ifNoneMatch,
				ifTags
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, blob_renewLeaseOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: BlobRenewLeaseHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobRenewLeaseExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp10],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				leaseId1,
				action2,
				ifMatch,
				ifNoneMatch,
				ifTags
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, blob_changeLeaseOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: BlobChangeLeaseHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobChangeLeaseExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp10],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				leaseId1,
				action4,
				proposedLeaseId1,
				ifMatch,
				ifNoneMatch,
				ifTags
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, blob_breakLeaseOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				202: { headersMapper: BlobBreakLeaseHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobBreakLeaseExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp10],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				action3,
				breakPeriod,
				ifMatch,
				ifNoneMatch,
				ifTags
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, createSnapshotOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: BlobCreateSnapshotHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobCreateSnapshotExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp14],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				metadata,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				encryptionScope
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, startCopyFromURLOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				202: { headersMapper: BlobStartCopyFromURLHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobStartCopyFromURLExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				metadata,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				ifMatch,
				ifNoneMatch,
				ifTags,
				immutabilityPolicyExpiry,
				immutabilityPolicyMode,
				tier,
				rehydratePriority,
				sourceIfModifiedSince,
				sourceIfUnmodifiedSince,
				sourceIfMatch,
				sourceIfNoneMatch,
				sourceIfTags,
				copySource,
				blobTagsString,
				sealBlob,
				legalHold1
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, copyFromURLOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				202: { headersMapper: BlobCopyFromURLHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobCopyFromURLExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				metadata,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				ifMatch,
				ifNoneMatch,
				ifTags,
				immutabilityPolicyExpiry,
				immutabilityPolicyMode,
				encryptionScope,
				tier,
				sourceIfModifiedSince,
				sourceIfUnmodifiedSince,
				sourceIfMatch,
				sourceIfNoneMatch,
				copySource,
				blobTagsString,
				legalHold1,
				xMsRequiresSync,
				sourceContentMD5,
				copySourceAuthorization,
				copySourceTags,
				fileRequestIntent
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, abortCopyFromURLOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				204: { headersMapper: BlobAbortCopyFromURLHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobAbortCopyFromURLExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				comp15,
				copyId
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				copyActionAbortConstant
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, setTierOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: BlobSetTierHeaders },
				202: { headersMapper: BlobSetTierHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobSetTierExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				snapshot,
				versionId,
				comp16
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifTags,
				rehydratePriority,
				tier1
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, blob_getAccountInfoOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "GET",
			responses: {
				200: { headersMapper: BlobGetAccountInfoHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobGetAccountInfoExceptionHeaders
				}
			},
			queryParameters: [
				comp,
				timeoutInSeconds,
				restype1
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, queryOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "POST",
			responses: {
				200: {
					bodyMapper: {
						type: { name: "Stream" },
						serializedName: "parsedResponse"
					},
					headersMapper: BlobQueryHeaders
				},
				206: {
					bodyMapper: {
						type: { name: "Stream" },
						serializedName: "parsedResponse"
					},
					headersMapper: BlobQueryHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobQueryExceptionHeaders
				}
			},
			requestBody: queryRequest,
			queryParameters: [
				timeoutInSeconds,
				snapshot,
				comp17
			],
			urlParameters: [url],
			headerParameters: [
				contentType,
				accept,
				version,
				requestId,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "xml",
			serializer: blob_xmlSerializer
		}, getTagsOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: BlobTags,
					headersMapper: BlobGetTagsHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobGetTagsExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				snapshot,
				versionId,
				comp18
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifTags,
				ifModifiedSince1,
				ifUnmodifiedSince1,
				ifMatch1,
				ifNoneMatch1
			],
			isXML: !0,
			serializer: blob_xmlSerializer
		}, setTagsOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				204: { headersMapper: BlobSetTagsHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlobSetTagsExceptionHeaders
				}
			},
			requestBody: tags,
			queryParameters: [
				timeoutInSeconds,
				versionId,
				comp18
			],
			urlParameters: [url],
			headerParameters: [
				contentType,
				accept,
				version,
				requestId,
				leaseId,
				ifTags,
				ifModifiedSince1,
				ifUnmodifiedSince1,
				ifMatch1,
				ifNoneMatch1,
				transactionalContentMD5,
				transactionalContentCrc64
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "xml",
			serializer: blob_xmlSerializer
		};
		class PageBlobImpl {
			client;
			constructor(client) {
				this.client = client;
			}
			create(contentLength, blobContentLength, options) {
				return this.client.sendOperationRequest({
					contentLength,
					blobContentLength,
					options
				}, pageBlob_createOperationSpec);
			}
			uploadPages(contentLength, body, options) {
				return this.client.sendOperationRequest({
					contentLength,
					body,
					options
				}, uploadPagesOperationSpec);
			}
			clearPages(contentLength, options) {
				return this.client.sendOperationRequest({
					contentLength,
					options
				}, clearPagesOperationSpec);
			}
			uploadPagesFromURL(sourceUrl, sourceRange, contentLength, range, options) {
				return this.client.sendOperationRequest({
					sourceUrl,
					sourceRange,
					contentLength,
					range,
					options
				}, uploadPagesFromURLOperationSpec);
			}
			getPageRanges(options) {
				return this.client.sendOperationRequest({ options }, getPageRangesOperationSpec);
			}
			getPageRangesDiff(options) {
				return this.client.sendOperationRequest({ options }, getPageRangesDiffOperationSpec);
			}
			resize(blobContentLength, options) {
				return this.client.sendOperationRequest({
					blobContentLength,
					options
				}, resizeOperationSpec);
			}
			updateSequenceNumber(sequenceNumberAction, options) {
				return this.client.sendOperationRequest({
					sequenceNumberAction,
					options
				}, updateSequenceNumberOperationSpec);
			}
			copyIncremental(copySource, options) {
				return this.client.sendOperationRequest({
					copySource,
					options
				}, copyIncrementalOperationSpec);
			}
		}
		let pageBlob_xmlSerializer = core_client_dist_esm.rl(mappers_namespaceObject, !0), pageBlob_createOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: PageBlobCreateHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: PageBlobCreateExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				contentLength,
				metadata,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				blobCacheControl,
				blobContentType,
				blobContentMD5,
				blobContentEncoding,
				blobContentLanguage,
				blobContentDisposition,
				immutabilityPolicyExpiry,
				immutabilityPolicyMode,
				encryptionScope,
				tier,
				blobTagsString,
				legalHold1,
				blobType,
				blobContentLength,
				blobSequenceNumber
			],
			isXML: !0,
			serializer: pageBlob_xmlSerializer
		}, uploadPagesOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: PageBlobUploadPagesHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: PageBlobUploadPagesExceptionHeaders
				}
			},
			requestBody: body1,
			queryParameters: [timeoutInSeconds, comp19],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				contentLength,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				parameters_range,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				encryptionScope,
				transactionalContentMD5,
				transactionalContentCrc64,
				contentType1,
				accept2,
				pageWrite,
				ifSequenceNumberLessThanOrEqualTo,
				ifSequenceNumberLessThan,
				ifSequenceNumberEqualTo
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "binary",
			serializer: pageBlob_xmlSerializer
		}, clearPagesOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: PageBlobClearPagesHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: PageBlobClearPagesExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp19],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				contentLength,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				parameters_range,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				encryptionScope,
				ifSequenceNumberLessThanOrEqualTo,
				ifSequenceNumberLessThan,
				ifSequenceNumberEqualTo,
				pageWrite1
			],
			isXML: !0,
			serializer: pageBlob_xmlSerializer
		}, uploadPagesFromURLOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: PageBlobUploadPagesFromURLHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: PageBlobUploadPagesFromURLExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp19],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				contentLength,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				encryptionScope,
				sourceIfModifiedSince,
				sourceIfUnmodifiedSince,
				sourceIfMatch,
				sourceIfNoneMatch,
				sourceContentMD5,
				copySourceAuthorization,
				fileRequestIntent,
				pageWrite,
				ifSequenceNumberLessThanOrEqualTo,
				ifSequenceNumberLessThan,
				ifSequenceNumberEqualTo,
				sourceUrl,
				sourceRange,
				sourceContentCrc64,
				range1
			],
			isXML: !0,
			serializer: pageBlob_xmlSerializer
		}, getPageRangesOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: PageList,
					headersMapper: PageBlobGetPageRangesHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: PageBlobGetPageRangesExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				marker,
				maxPageSize,
				snapshot,
				comp20
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				parameters_range,
				ifMatch,
				ifNoneMatch,
				ifTags
			],
			isXML: !0,
			serializer: pageBlob_xmlSerializer
		}, getPageRangesDiffOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: PageList,
					headersMapper: PageBlobGetPageRangesDiffHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: PageBlobGetPageRangesDiffExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				marker,
				maxPageSize,
				snapshot,
				comp20,
				prevsnapshot
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				parameters_range,
				ifMatch,
				ifNoneMatch,
				ifTags,
				prevSnapshotUrl
			],
			isXML: !0,
			serializer: pageBlob_xmlSerializer
		}, resizeOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: PageBlobResizeHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: PageBlobResizeExceptionHeaders
				}
			},
			queryParameters: [comp, timeoutInSeconds],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				encryptionScope,
				blobContentLength
			],
			isXML: !0,
			serializer: pageBlob_xmlSerializer
		}, updateSequenceNumberOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: PageBlobUpdateSequenceNumberHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: PageBlobUpdateSequenceNumberExceptionHeaders
				}
			},
			queryParameters: [comp, timeoutInSeconds],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				ifMatch,
				ifNoneMatch,
				ifTags,
				blobSequenceNumber,
				sequenceNumberAction
			],
			isXML: !0,
			serializer: pageBlob_xmlSerializer
		}, copyIncrementalOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				202: { headersMapper: PageBlobCopyIncrementalHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: PageBlobCopyIncrementalExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp21],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				ifModifiedSince,
				ifUnmodifiedSince,
				ifMatch,
				ifNoneMatch,
				ifTags,
				copySource
			],
			isXML: !0,
			serializer: pageBlob_xmlSerializer
		};
		class AppendBlobImpl {
			client;
			constructor(client) {
				this.client = client;
			}
			create(contentLength, options) {
				return this.client.sendOperationRequest({
					contentLength,
					options
				}, appendBlob_createOperationSpec);
			}
			appendBlock(contentLength, body, options) {
				return this.client.sendOperationRequest({
					contentLength,
					body,
					options
				}, appendBlockOperationSpec);
			}
			appendBlockFromUrl(sourceUrl, contentLength, options) {
				return this.client.sendOperationRequest({
					sourceUrl,
					contentLength,
					options
				}, appendBlockFromUrlOperationSpec);
			}
			seal(options) {
				return this.client.sendOperationRequest({ options }, sealOperationSpec);
			}
		}
		let appendBlob_xmlSerializer = core_client_dist_esm.rl(mappers_namespaceObject, !0), appendBlob_createOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: AppendBlobCreateHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: AppendBlobCreateExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				contentLength,
				metadata,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				blobCacheControl,
				blobContentType,
				blobContentMD5,
				blobContentEncoding,
				blobContentLanguage,
				blobContentDisposition,
				immutabilityPolicyExpiry,
				immutabilityPolicyMode,
				encryptionScope,
				blobTagsString,
				legalHold1,
				blobType1
			],
			isXML: !0,
			serializer: appendBlob_xmlSerializer
		}, appendBlockOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: AppendBlobAppendBlockHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: AppendBlobAppendBlockExceptionHeaders
				}
			},
			requestBody: body1,
			queryParameters: [timeoutInSeconds, comp22],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				contentLength,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				encryptionScope,
				transactionalContentMD5,
				transactionalContentCrc64,
				contentType1,
				accept2,
				maxSize,
				appendPosition
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "binary",
			serializer: appendBlob_xmlSerializer
		}, appendBlockFromUrlOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: AppendBlobAppendBlockFromUrlHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: AppendBlobAppendBlockFromUrlExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp22],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				contentLength,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				encryptionScope,
				sourceIfModifiedSince,
				sourceIfUnmodifiedSince,
				sourceIfMatch,
				sourceIfNoneMatch,
				sourceContentMD5,
				copySourceAuthorization,
				fileRequestIntent,
				transactionalContentMD5,
				sourceUrl,
				sourceContentCrc64,
				maxSize,
				appendPosition,
				sourceRange1
			],
			isXML: !0,
			serializer: appendBlob_xmlSerializer
		}, sealOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				200: { headersMapper: AppendBlobSealHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: AppendBlobSealExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds, comp23],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				ifMatch,
				ifNoneMatch,
				appendPosition
			],
			isXML: !0,
			serializer: appendBlob_xmlSerializer
		};
		class BlockBlobImpl {
			client;
			constructor(client) {
				this.client = client;
			}
			upload(contentLength, body, options) {
				return this.client.sendOperationRequest({
					contentLength,
					body,
					options
				}, uploadOperationSpec);
			}
			putBlobFromUrl(contentLength, copySource, options) {
				return this.client.sendOperationRequest({
					contentLength,
					copySource,
					options
				}, putBlobFromUrlOperationSpec);
			}
			stageBlock(blockId, contentLength, body, options) {
				return this.client.sendOperationRequest({
					blockId,
					contentLength,
					body,
					options
				}, stageBlockOperationSpec);
			}
			stageBlockFromURL(blockId, contentLength, sourceUrl, options) {
				return this.client.sendOperationRequest({
					blockId,
					contentLength,
					sourceUrl,
					options
				}, stageBlockFromURLOperationSpec);
			}
			commitBlockList(blocks, options) {
				return this.client.sendOperationRequest({
					blocks,
					options
				}, commitBlockListOperationSpec);
			}
			getBlockList(listType, options) {
				return this.client.sendOperationRequest({
					listType,
					options
				}, getBlockListOperationSpec);
			}
		}
		let blockBlob_xmlSerializer = core_client_dist_esm.rl(mappers_namespaceObject, !0), uploadOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: BlockBlobUploadHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlockBlobUploadExceptionHeaders
				}
			},
			requestBody: body1,
			queryParameters: [timeoutInSeconds],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				contentLength,
				metadata,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				blobCacheControl,
				blobContentType,
				blobContentMD5,
				blobContentEncoding,
				blobContentLanguage,
				blobContentDisposition,
				immutabilityPolicyExpiry,
				immutabilityPolicyMode,
				encryptionScope,
				tier,
				blobTagsString,
				legalHold1,
				transactionalContentMD5,
				transactionalContentCrc64,
				contentType1,
				accept2,
				blobType2
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "binary",
			serializer: blockBlob_xmlSerializer
		}, putBlobFromUrlOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: BlockBlobPutBlobFromUrlHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlockBlobPutBlobFromUrlExceptionHeaders
				}
			},
			queryParameters: [timeoutInSeconds],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				contentLength,
				metadata,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				blobCacheControl,
				blobContentType,
				blobContentMD5,
				blobContentEncoding,
				blobContentLanguage,
				blobContentDisposition,
				encryptionScope,
				tier,
				sourceIfModifiedSince,
				sourceIfUnmodifiedSince,
				sourceIfMatch,
				sourceIfNoneMatch,
				sourceIfTags,
				copySource,
				blobTagsString,
				sourceContentMD5,
				copySourceAuthorization,
				copySourceTags,
				fileRequestIntent,
				transactionalContentMD5,
				blobType2,
				copySourceBlobProperties
			],
			isXML: !0,
			serializer: blockBlob_xmlSerializer
		}, stageBlockOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: BlockBlobStageBlockHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlockBlobStageBlockExceptionHeaders
				}
			},
			requestBody: body1,
			queryParameters: [
				timeoutInSeconds,
				comp24,
				blockId
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				contentLength,
				leaseId,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				encryptionScope,
				transactionalContentMD5,
				transactionalContentCrc64,
				contentType1,
				accept2
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "binary",
			serializer: blockBlob_xmlSerializer
		}, stageBlockFromURLOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: BlockBlobStageBlockFromURLHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlockBlobStageBlockFromURLExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				comp24,
				blockId
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				contentLength,
				leaseId,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				encryptionScope,
				sourceIfModifiedSince,
				sourceIfUnmodifiedSince,
				sourceIfMatch,
				sourceIfNoneMatch,
				sourceContentMD5,
				copySourceAuthorization,
				fileRequestIntent,
				sourceUrl,
				sourceContentCrc64,
				sourceRange1
			],
			isXML: !0,
			serializer: blockBlob_xmlSerializer
		}, commitBlockListOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "PUT",
			responses: {
				201: { headersMapper: BlockBlobCommitBlockListHeaders },
				default: {
					bodyMapper: StorageError,
					headersMapper: BlockBlobCommitBlockListExceptionHeaders
				}
			},
			requestBody: blocks,
			queryParameters: [timeoutInSeconds, comp25],
			urlParameters: [url],
			headerParameters: [
				contentType,
				accept,
				version,
				requestId,
				metadata,
				leaseId,
				ifModifiedSince,
				ifUnmodifiedSince,
				encryptionKey,
				encryptionKeySha256,
				encryptionAlgorithm,
				ifMatch,
				ifNoneMatch,
				ifTags,
				blobCacheControl,
				blobContentType,
				blobContentMD5,
				blobContentEncoding,
				blobContentLanguage,
				blobContentDisposition,
				immutabilityPolicyExpiry,
				immutabilityPolicyMode,
				encryptionScope,
				tier,
				blobTagsString,
				legalHold1,
				transactionalContentMD5,
				transactionalContentCrc64
			],
			isXML: !0,
			contentType: "application/xml; charset=utf-8",
			mediaType: "xml",
			serializer: blockBlob_xmlSerializer
		}, getBlockListOperationSpec = {
			path: "/{containerName}/{blob}",
			httpMethod: "GET",
			responses: {
				200: {
					bodyMapper: BlockList,
					headersMapper: BlockBlobGetBlockListHeaders
				},
				default: {
					bodyMapper: StorageError,
					headersMapper: BlockBlobGetBlockListExceptionHeaders
				}
			},
			queryParameters: [
				timeoutInSeconds,
				snapshot,
				comp25,
				listType
			],
			urlParameters: [url],
			headerParameters: [
				version,
				requestId,
				accept1,
				leaseId,
				ifTags
			],
			isXML: !0,
			serializer: blockBlob_xmlSerializer
		};
		class StorageClient extends core_http_compat_dist_esm.m4 {
			url;
			version;
			constructor(url, options) {
				if (url === void 0) throw Error("'url' cannot be null");
				options ||= {};
				let defaults = { requestContentType: "application/json; charset=utf-8" }, packageDetails = "azsdk-js-azure-storage-blob/12.30.0", userAgentPrefix = options.userAgentOptions && options.userAgentOptions.userAgentPrefix ? `${options.userAgentOptions.userAgentPrefix} ${packageDetails}` : `${packageDetails}`, optionsWithDefaults = {
					...defaults,
					...options,
					userAgentOptions: { userAgentPrefix },
					endpoint: options.endpoint ?? options.baseUri ?? "{url}"
				};
				super(optionsWithDefaults), this.url = url, this.version = options.version || "2026-02-06", this.service = new ServiceImpl(this), this.container = new ContainerImpl(this), this.blob = new BlobImpl(this), this.pageBlob = new PageBlobImpl(this), this.appendBlob = new AppendBlobImpl(this), this.blockBlob = new BlockBlobImpl(this);
			}
			service;
			container;
			blob;
			pageBlob;
			appendBlob;
			blockBlob;
		}
		class StorageContextClient extends StorageClient {
			async sendOperationRequest(operationArguments, operationSpec) {
				let operationSpecToSend = { ...operationSpec };
				return (operationSpecToSend.path === "/{containerName}" || operationSpecToSend.path === "/{containerName}/{blob}") && (operationSpecToSend.path = ""), super.sendOperationRequest(operationArguments, operationSpecToSend);
			}
		}
		function escapeURLPath(url) {
			let urlParsed = new URL(url), path = urlParsed.pathname;
			return path ||= "/", path = utils_common_escape(path), urlParsed.pathname = path, urlParsed.toString();
		}
		function getProxyUriFromDevConnString(connectionString) {
			let proxyUri = "";
			if (connectionString.search("DevelopmentStorageProxyUri=") !== -1) {
				let matchCredentials = connectionString.split(";");
				for (let element of matchCredentials) element.trim().startsWith("DevelopmentStorageProxyUri=") && (proxyUri = element.trim().match("DevelopmentStorageProxyUri=(.*)")[1]);
			}
			return proxyUri;
		}
		function getValueInConnString(connectionString, argument) {
			let elements = connectionString.split(";");
			for (let element of elements) if (element.trim().startsWith(argument)) return element.trim().match(argument + "=(.*)")[1];
			return "";
		}
		function extractConnectionStringParts(connectionString) {
			let proxyUri = "";
			connectionString.startsWith("UseDevelopmentStorage=true") && (proxyUri = getProxyUriFromDevConnString(connectionString), connectionString = "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;");
			let blobEndpoint = getValueInConnString(connectionString, "BlobEndpoint");
			if (blobEndpoint = blobEndpoint.endsWith("/") ? blobEndpoint.slice(0, -1) : blobEndpoint, connectionString.search("DefaultEndpointsProtocol=") !== -1 && connectionString.search("AccountKey=") !== -1) {
				let defaultEndpointsProtocol = "", accountName = "", accountKey = Buffer.from("accountKey", "base64"), endpointSuffix = "";
				if (accountName = getValueInConnString(connectionString, "AccountName"), accountKey = Buffer.from(getValueInConnString(connectionString, "AccountKey"), "base64"), !blobEndpoint) {
					defaultEndpointsProtocol = getValueInConnString(connectionString, "DefaultEndpointsProtocol");
					let protocol = defaultEndpointsProtocol.toLowerCase();
					if (protocol !== "https" && protocol !== "http") throw Error("Invalid DefaultEndpointsProtocol in the provided Connection String. Expecting 'https' or 'http'");
					if (endpointSuffix = getValueInConnString(connectionString, "EndpointSuffix"), !endpointSuffix) throw Error("Invalid EndpointSuffix in the provided Connection String");
					blobEndpoint = `${defaultEndpointsProtocol}://${accountName}.blob.${endpointSuffix}`;
				}
				if (!accountName) throw Error("Invalid AccountName in the provided Connection String");
				if (accountKey.length === 0) throw Error("Invalid AccountKey in the provided Connection String");
				return {
					kind: "AccountConnString",
					url: blobEndpoint,
					accountName,
					accountKey,
					proxyUri
				};
			}
			{
				let accountSas = getValueInConnString(connectionString, "SharedAccessSignature"), accountName = getValueInConnString(connectionString, "AccountName");
				if (accountName ||= getAccountNameFromUrl(blobEndpoint), !blobEndpoint) throw Error("Invalid BlobEndpoint in the provided SAS Connection String");
				if (!accountSas) throw Error("Invalid SharedAccessSignature in the provided SAS Connection String");
				return accountSas.startsWith("?") && (accountSas = accountSas.substring(1)), {
					kind: "SASConnString",
					url: blobEndpoint,
					accountName,
					accountSas
				};
			}
		}
		function utils_common_escape(text) {
			return encodeURIComponent(text).replace(/%2F/g, "/").replace(/'/g, "%27").replace(/\+/g, "%20").replace(/%25/g, "%");
		}
		function appendToURLPath(url, name) {
			let urlParsed = new URL(url), path = urlParsed.pathname;
			return path = path ? path.endsWith("/") ? `${path}${name}` : `${path}/${name}` : name, urlParsed.pathname = path, urlParsed.toString();
		}
		function setURLParameter(url, name, value) {
			let urlParsed = new URL(url), encodedName = encodeURIComponent(name), encodedValue = value ? encodeURIComponent(value) : void 0, searchString = urlParsed.search === "" ? "?" : urlParsed.search, searchPieces = [];
			for (let pair of searchString.slice(1).split("&")) if (pair) {
				let [key] = pair.split("=", 2);
				key !== encodedName && searchPieces.push(pair);
			}
			return encodedValue && searchPieces.push(`${encodedName}=${encodedValue}`), urlParsed.search = searchPieces.length ? `?${searchPieces.join("&")}` : "", urlParsed.toString();
		}
		function getURLParameter(url, name) {
			return new URL(url).searchParams.get(name) ?? void 0;
		}
		function getURLPath(url) {
			try {
				return new URL(url).pathname;
			} catch {
				return;
			}
		}
		function getURLScheme(url) {
			try {
				let urlParsed = new URL(url);
				return urlParsed.protocol.endsWith(":") ? urlParsed.protocol.slice(0, -1) : urlParsed.protocol;
			} catch {
				return;
			}
		}
		function getURLPathAndQuery(url) {
			let urlParsed = new URL(url), pathString = urlParsed.pathname;
			if (!pathString) throw RangeError("Invalid url without valid path.");
			let queryString = urlParsed.search || "";
			return queryString = queryString.trim(), queryString !== "" && (queryString = queryString.startsWith("?") ? queryString : `?${queryString}`), `${pathString}${queryString}`;
		}
		function appendToURLQuery(url, queryParts) {
			let urlParsed = new URL(url), query = urlParsed.search;
			return query ? query += "&" + queryParts : query = queryParts, urlParsed.search = query, urlParsed.toString();
		}
		function truncatedISO8061Date(date, withMilliseconds = !0) {
			let dateString = date.toISOString();
			return withMilliseconds ? dateString.substring(0, dateString.length - 1) + "0000Z" : dateString.substring(0, dateString.length - 5) + "Z";
		}
		function base64encode(content) {
			return core_util_dist_esm.qx ? Buffer.from(content).toString("base64") : btoa(content);
		}
		function generateBlockID(blockIDPrefix, blockIndex) {
			return blockIDPrefix.length > 42 && (blockIDPrefix = blockIDPrefix.slice(0, 42)), base64encode(blockIDPrefix + padStart(blockIndex.toString(), 48 - blockIDPrefix.length, "0"));
		}
		function padStart(currentString, targetLength, padString = " ") {
			return String.prototype.padStart ? currentString.padStart(targetLength, padString) : (padString ||= " ", currentString.length > targetLength ? currentString : (targetLength -= currentString.length, targetLength > padString.length && (padString += padString.repeat(targetLength / padString.length)), padString.slice(0, targetLength) + currentString));
		}
		function iEqual(str1, str2) {
			return str1.toLocaleLowerCase() === str2.toLocaleLowerCase();
		}
		function getAccountNameFromUrl(url) {
			let parsedUrl = new URL(url), accountName;
			try {
				return accountName = parsedUrl.hostname.split(".")[1] === "blob" ? parsedUrl.hostname.split(".")[0] : isIpEndpointStyle(parsedUrl) ? parsedUrl.pathname.split("/")[1] : "", accountName;
			} catch {
				throw Error("Unable to extract accountName with provided information.");
			}
		}
		function isIpEndpointStyle(parsedUrl) {
			let host = parsedUrl.host;
			return /^.*:.*:.*$|^(localhost|host.docker.internal)(:[0-9]+)?$|^(\d|[1-9]\d|1\d\d|2[0-4]\d|25[0-5])(\.(\d|[1-9]\d|1\d\d|2[0-4]\d|25[0-5])){3}(:[0-9]+)?$/.test(host) || !!parsedUrl.port && PathStylePorts.includes(parsedUrl.port);
		}
		function toBlobTagsString(tags) {
			if (tags === void 0) return;
			let tagPairs = [];
			for (let key in tags) if (Object.prototype.hasOwnProperty.call(tags, key)) {
				let value = tags[key];
				tagPairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
			}
			return tagPairs.join("&");
		}
		function toBlobTags(tags) {
			if (tags === void 0) return;
			let res = { blobTagSet: [] };
			for (let key in tags) if (Object.prototype.hasOwnProperty.call(tags, key)) {
				let value = tags[key];
				res.blobTagSet.push({
					key,
					value
				});
			}
			return res;
		}
		function toTags(tags) {
			if (tags === void 0) return;
			let res = {};
			for (let blobTag of tags.blobTagSet) res[blobTag.key] = blobTag.value;
			return res;
		}
		function toQuerySerialization(textConfiguration) {
			if (textConfiguration !== void 0) switch (textConfiguration.kind) {
				case "csv": return { format: {
					type: "delimited",
					delimitedTextConfiguration: {
						columnSeparator: textConfiguration.columnSeparator || ",",
						fieldQuote: textConfiguration.fieldQuote || "",
						recordSeparator: textConfiguration.recordSeparator,
						escapeChar: textConfiguration.escapeCharacter || "",
						headersPresent: textConfiguration.hasHeaders || !1
					}
				} };
				case "json": return { format: {
					type: "json",
					jsonTextConfiguration: { recordSeparator: textConfiguration.recordSeparator }
				} };
				case "arrow": return { format: {
					type: "arrow",
					arrowConfiguration: { schema: textConfiguration.schema }
				} };
				case "parquet": return { format: { type: "parquet" } };
				default: throw Error("Invalid BlobQueryTextConfiguration.");
			}
		}
		function parseObjectReplicationRecord(objectReplicationRecord) {
			if (!objectReplicationRecord || "policy-id" in objectReplicationRecord) return;
			let orProperties = [];
			for (let key in objectReplicationRecord) {
				let ids = key.split("_");
				ids[0].startsWith("or-") && (ids[0] = ids[0].substring(3));
				let rule = {
					ruleId: ids[1],
					replicationStatus: objectReplicationRecord[key]
				}, policyIndex = orProperties.findIndex((policy) => policy.policyId === ids[0]);
				policyIndex > -1 ? orProperties[policyIndex].rules.push(rule) : orProperties.push({
					policyId: ids[0],
					rules: [rule]
				});
			}
			return orProperties;
		}
		function httpAuthorizationToString(httpAuthorization) {
			return httpAuthorization ? httpAuthorization.scheme + " " + httpAuthorization.value : void 0;
		}
		function BlobNameToString(name) {
			return name.encoded ? decodeURIComponent(name.content) : name.content;
		}
		function ConvertInternalResponseOfListBlobFlat(internalResponse) {
			return {
				...internalResponse,
				segment: { blobItems: internalResponse.segment.blobItems.map((blobItemInteral) => ({
					...blobItemInteral,
					name: BlobNameToString(blobItemInteral.name)
				})) }
			};
		}
		function ConvertInternalResponseOfListBlobHierarchy(internalResponse) {
			return {
				...internalResponse,
				segment: {
					blobPrefixes: internalResponse.segment.blobPrefixes?.map((blobPrefixInternal) => ({
						...blobPrefixInternal,
						name: BlobNameToString(blobPrefixInternal.name)
					})),
					blobItems: internalResponse.segment.blobItems.map((blobItemInteral) => ({
						...blobItemInteral,
						name: BlobNameToString(blobItemInteral.name)
					}))
				}
			};
		}
		function* ExtractPageRangeInfoItems(getPageRangesSegment) {
			let pageRange = [], clearRange = [];
			getPageRangesSegment.pageRange && (pageRange = getPageRangesSegment.pageRange), getPageRangesSegment.clearRange && (clearRange = getPageRangesSegment.clearRange);
			let pageRangeIndex = 0, clearRangeIndex = 0;
			for (; pageRangeIndex < pageRange.length && clearRangeIndex < clearRange.length;) pageRange[pageRangeIndex].start < clearRange[clearRangeIndex].start ? (yield {
				start: pageRange[pageRangeIndex].start,
				end: pageRange[pageRangeIndex].end,
				isClear: !1
			}, ++pageRangeIndex) : (yield {
				start: clearRange[clearRangeIndex].start,
				end: clearRange[clearRangeIndex].end,
				isClear: !0
			}, ++clearRangeIndex);
			for (; pageRangeIndex < pageRange.length; ++pageRangeIndex) yield {
				start: pageRange[pageRangeIndex].start,
				end: pageRange[pageRangeIndex].end,
				isClear: !1
			};
			for (; clearRangeIndex < clearRange.length; ++clearRangeIndex) yield {
				start: clearRange[clearRangeIndex].start,
				end: clearRange[clearRangeIndex].end,
				isClear: !0
			};
		}
		function EscapePath(blobName) {
			let split = blobName.split("/");
			for (let i = 0; i < split.length; i++) split[i] = encodeURIComponent(split[i]);
			return split.join("/");
		}
		function assertResponse(response) {
			if ("_response" in response) return response;
			throw TypeError(`Unexpected response object ${response}`);
		}
		class StorageClient_StorageClient {
			url;
			accountName;
			pipeline;
			credential;
			storageClientContext;
			isHttps;
			constructor(url, pipeline) {
				this.url = escapeURLPath(url), this.accountName = getAccountNameFromUrl(url), this.pipeline = pipeline, this.storageClientContext = new StorageContextClient(this.url, getCoreClientOptions(pipeline)), this.isHttps = iEqual(getURLScheme(this.url) || "", "https"), this.credential = getCredentialFromPipeline(pipeline);
				let storageClientContext = this.storageClientContext;
				storageClientContext.requestContentType = void 0;
			}
		}
		let tracingClient = (0, __webpack_require__(65433).y)({
			packageName: "@azure/storage-blob",
			packageVersion: SDK_VERSION,
			namespace: "Microsoft.Storage"
		});
		class BlobSASPermissions {
			static parse(permissions) {
				let blobSASPermissions = new BlobSASPermissions();
				for (let char of permissions) switch (char) {
					case "r":
						blobSASPermissions.read = !0;
						break;
					case "a":
						blobSASPermissions.add = !0;
						break;
					case "c":
						blobSASPermissions.create = !0;
						break;
					case "w":
						blobSASPermissions.write = !0;
						break;
					case "d":
						blobSASPermissions.delete = !0;
						break;
					case "x":
						blobSASPermissions.deleteVersion = !0;
						break;
					case "t":
						blobSASPermissions.tag = !0;
						break;
					case "m":
						blobSASPermissions.move = !0;
						break;
					case "e":
						blobSASPermissions.execute = !0;
						break;
					case "i":
						blobSASPermissions.setImmutabilityPolicy = !0;
						break;
					case "y":
						blobSASPermissions.permanentDelete = !0;
						break;
					default: throw RangeError(`Invalid permission: ${char}`);
				}
				return blobSASPermissions;
			}
			static from(permissionLike) {
				let blobSASPermissions = new BlobSASPermissions();
				return permissionLike.read && (blobSASPermissions.read = !0), permissionLike.add && (blobSASPermissions.add = !0), permissionLike.create && (blobSASPermissions.create = !0), permissionLike.write && (blobSASPermissions.write = !0), permissionLike.delete && (blobSASPermissions.delete = !0), permissionLike.deleteVersion && (blobSASPermissions.deleteVersion = !0), permissionLike.tag && (blobSASPermissions.tag = !0), permissionLike.move && (blobSASPermissions.move = !0), permissionLike.execute && (blobSASPermissions.execute = !0), permissionLike.setImmutabilityPolicy && (blobSASPermissions.setImmutabilityPolicy = !0), permissionLike.permanentDelete && (blobSASPermissions.permanentDelete = !0), blobSASPermissions;
			}
			read = !1;
			add = !1;
			create = !1;
			write = !1;
			delete = !1;
			deleteVersion = !1;
			tag = !1;
			move = !1;
			execute = !1;
			setImmutabilityPolicy = !1;
			permanentDelete = !1;
			toString() {
				let permissions = [];
				return this.read && permissions.push("r"), this.add && permissions.push("a"), this.create && permissions.push("c"), this.write && permissions.push("w"), this.delete && permissions.push("d"), this.deleteVersion && permissions.push("x"), this.tag && permissions.push("t"), this.move && permissions.push("m"), this.execute && permissions.push("e"), this.setImmutabilityPolicy && permissions.push("i"), this.permanentDelete && permissions.push("y"), permissions.join("");
			}
		}
		class ContainerSASPermissions {
			static parse(permissions) {
				let containerSASPermissions = new ContainerSASPermissions();
				for (let char of permissions) switch (char) {
					case "r":
						containerSASPermissions.read = !0;
						break;
					case "a":
						containerSASPermissions.add = !0;
						break;
					case "c":
						containerSASPermissions.create = !0;
						break;
					case "w":
						containerSASPermissions.write = !0;
						break;
					case "d":
						containerSASPermissions.delete = !0;
						break;
					case "l":
						containerSASPermissions.list = !0;
						break;
					case "t":
						containerSASPermissions.tag = !0;
						break;
					case "x":
						containerSASPermissions.deleteVersion = !0;
						break;
					case "m":
						containerSASPermissions.move = !0;
						break;
					case "e":
						containerSASPermissions.execute = !0;
						break;
					case "i":
						containerSASPermissions.setImmutabilityPolicy = !0;
						break;
					case "y":
						containerSASPermissions.permanentDelete = !0;
						break;
					case "f":
						containerSASPermissions.filterByTags = !0;
						break;
					default: throw RangeError(`Invalid permission ${char}`);
				}
				return containerSASPermissions;
			}
			static from(permissionLike) {
				let containerSASPermissions = new ContainerSASPermissions();
				return permissionLike.read && (containerSASPermissions.read = !0), permissionLike.add && (containerSASPermissions.add = !0), permissionLike.create && (containerSASPermissions.create = !0), permissionLike.write && (containerSASPermissions.write = !0), permissionLike.delete && (containerSASPermissions.delete = !0), permissionLike.list && (containerSASPermissions.list = !0), permissionLike.deleteVersion && (containerSASPermissions.deleteVersion = !0), permissionLike.tag && (containerSASPermissions.tag = !0), permissionLike.move && (containerSASPermissions.move = !0), permissionLike.execute && (containerSASPermissions.execute = !0), permissionLike.setImmutabilityPolicy && (containerSASPermissions.setImmutabilityPolicy = !0), permissionLike.permanentDelete && (containerSASPermissions.permanentDelete = !0), permissionLike.filterByTags && (containerSASPermissions.filterByTags = !0), containerSASPermissions;
			}
			read = !1;
			add = !1;
			create = !1;
			write = !1;
			delete = !1;
			deleteVersion = !1;
			list = !1;
			tag = !1;
			move = !1;
			execute = !1;
			setImmutabilityPolicy = !1;
			permanentDelete = !1;
			filterByTags = !1;
			toString() {
				let permissions = [];
				return this.read && permissions.push("r"), this.add && permissions.push("a"), this.create && permissions.push("c"), this.write && permissions.push("w"), this.delete && permissions.push("d"), this.deleteVersion && permissions.push("x"), this.list && permissions.push("l"), this.tag && permissions.push("t"), this.move && permissions.push("m"), this.execute && permissions.push("e"), this.setImmutabilityPolicy && permissions.push("i"), this.permanentDelete && permissions.push("y"), this.filterByTags && permissions.push("f"), permissions.join("");
			}
		}
		function ipRangeToString(ipRange) {
			return ipRange.end ? `${ipRange.start}-${ipRange.end}` : ipRange.start;
		}
		var SASProtocol;
		(function(SASProtocol) {
			SASProtocol.Https = "https", SASProtocol.HttpsAndHttp = "https,http";
		})(SASProtocol ||= {});
		class SASQueryParameters {
			version;
			protocol;
			startsOn;
			expiresOn;
			permissions;
			services;
			resourceTypes;
			identifier;
			delegatedUserObjectId;
			encryptionScope;
			resource;
			signature;
			cacheControl;
			contentDisposition;
			contentEncoding;
			contentLanguage;
			contentType;
			ipRangeInner;
			signedOid;
			signedTenantId;
			signedStartsOn;
			signedExpiresOn;
			signedService;
			signedVersion;
			preauthorizedAgentObjectId;
			correlationId;
			get ipRange() {
				if (this.ipRangeInner) return {
					end: this.ipRangeInner.end,
					start: this.ipRangeInner.start
				};
			}
			constructor(version, signature, permissionsOrOptions, services, resourceTypes, protocol, startsOn, expiresOn, ipRange, identifier, resource, cacheControl, contentDisposition, contentEncoding, contentLanguage, contentType, userDelegationKey, preauthorizedAgentObjectId, correlationId, encryptionScope, delegatedUserObjectId) {
				this.version = version, this.signature = signature, permissionsOrOptions !== void 0 && typeof permissionsOrOptions != "string" ? (this.permissions = permissionsOrOptions.permissions, this.services = permissionsOrOptions.services, this.resourceTypes = permissionsOrOptions.resourceTypes, this.protocol = permissionsOrOptions.protocol, this.startsOn = permissionsOrOptions.startsOn, this.expiresOn = permissionsOrOptions.expiresOn, this.ipRangeInner = permissionsOrOptions.ipRange, this.identifier = permissionsOrOptions.identifier, this.delegatedUserObjectId = permissionsOrOptions.delegatedUserObjectId, this.encryptionScope = permissionsOrOptions.encryptionScope, this.resource = permissionsOrOptions.resource, this.cacheControl = permissionsOrOptions.cacheControl, this.contentDisposition = permissionsOrOptions.contentDisposition, this.contentEncoding = permissionsOrOptions.contentEncoding, this.contentLanguage = permissionsOrOptions.contentLanguage, this.contentType = permissionsOrOptions.contentType, permissionsOrOptions.userDelegationKey && (this.signedOid = permissionsOrOptions.userDelegationKey.signedObjectId, this.signedTenantId = permissionsOrOptions.userDelegationKey.signedTenantId, this.signedStartsOn = permissionsOrOptions.userDelegationKey.signedStartsOn, this.signedExpiresOn = permissionsOrOptions.userDelegationKey.signedExpiresOn, this.signedService = permissionsOrOptions.userDelegationKey.signedService, this.signedVersion = permissionsOrOptions.userDelegationKey.signedVersion, this.preauthorizedAgentObjectId = permissionsOrOptions.preauthorizedAgentObjectId, this.correlationId = permissionsOrOptions.correlationId)) : (this.services = services, this.resourceTypes = resourceTypes, this.expiresOn = expiresOn, this.permissions = permissionsOrOptions, this.protocol = protocol, this.startsOn = startsOn, this.ipRangeInner = ipRange, this.delegatedUserObjectId = delegatedUserObjectId, this.encryptionScope = encryptionScope, this.identifier = identifier, this.resource = resource, this.cacheControl = cacheControl, this.contentDisposition = contentDisposition, this.contentEncoding = contentEncoding, this.contentLanguage = contentLanguage, this.contentType = contentType, userDelegationKey && (this.signedOid = userDelegationKey.signedObjectId, this.signedTenantId = userDelegationKey.signedTenantId, this.signedStartsOn = userDelegationKey.signedStartsOn, this.signedExpiresOn = userDelegationKey.signedExpiresOn, this.signedService = userDelegationKey.signedService, this.signedVersion = userDelegationKey.signedVersion, this.preauthorizedAgentObjectId = preauthorizedAgentObjectId, this.correlationId = correlationId));
			}
			toString() {
				let params = "sv.ss.srt.spr.st.se.sip.si.ses.skoid.sktid.skt.ske.sks.skv.sr.sp.sig.rscc.rscd.rsce.rscl.rsct.saoid.scid.sduoid".split("."), queries = [];
				for (let param of params) switch (param) {
					case "sv":
						this.tryAppendQueryParameter(queries, param, this.version);
						break;
					case "ss":
						this.tryAppendQueryParameter(queries, param, this.services);
						break;
					case "srt":
						this.tryAppendQueryParameter(queries, param, this.resourceTypes);
						break;
					case "spr":
						this.tryAppendQueryParameter(queries, param, this.protocol);
						break;
					case "st":
						this.tryAppendQueryParameter(queries, param, this.startsOn ? truncatedISO8061Date(this.startsOn, !1) : void 0);
						break;
					case "se":
						this.tryAppendQueryParameter(queries, param, this.expiresOn ? truncatedISO8061Date(this.expiresOn, !1) : void 0);
						break;
					case "sip":
						this.tryAppendQueryParameter(queries, param, this.ipRange ? ipRangeToString(this.ipRange) : void 0);
						break;
					case "si":
						this.tryAppendQueryParameter(queries, param, this.identifier);
						break;
					case "ses":
						this.tryAppendQueryParameter(queries, param, this.encryptionScope);
						break;
					case "skoid":
						this.tryAppendQueryParameter(queries, param, this.signedOid);
						break;
					case "sktid":
						this.tryAppendQueryParameter(queries, param, this.signedTenantId);
						break;
					case "skt":
						this.tryAppendQueryParameter(queries, param, this.signedStartsOn ? truncatedISO8061Date(this.signedStartsOn, !1) : void 0);
						break;
					case "ske":
						this.tryAppendQueryParameter(queries, param, this.signedExpiresOn ? truncatedISO8061Date(this.signedExpiresOn, !1) : void 0);
						break;
					case "sks":
						this.tryAppendQueryParameter(queries, param, this.signedService);
						break;
					case "skv":
						this.tryAppendQueryParameter(queries, param, this.signedVersion);
						break;
					case "sr":
						this.tryAppendQueryParameter(queries, param, this.resource);
						break;
					case "sp":
						this.tryAppendQueryParameter(queries, param, this.permissions);
						break;
					case "sig":
						this.tryAppendQueryParameter(queries, param, this.signature);
						break;
					case "rscc":
						this.tryAppendQueryParameter(queries, param, this.cacheControl);
						break;
					case "rscd":
						this.tryAppendQueryParameter(queries, param, this.contentDisposition);
						break;
					case "rsce":
						this.tryAppendQueryParameter(queries, param, this.contentEncoding);
						break;
					case "rscl":
						this.tryAppendQueryParameter(queries, param, this.contentLanguage);
						break;
					case "rsct":
						this.tryAppendQueryParameter(queries, param, this.contentType);
						break;
					case "saoid":
						this.tryAppendQueryParameter(queries, param, this.preauthorizedAgentObjectId);
						break;
					case "scid":
						this.tryAppendQueryParameter(queries, param, this.correlationId);
						break;
					case "sduoid": this.tryAppendQueryParameter(queries, param, this.delegatedUserObjectId);
				}
				return queries.join("&");
			}
			tryAppendQueryParameter(queries, key, value) {
				value && (key = encodeURIComponent(key), value = encodeURIComponent(value), key.length > 0 && value.length > 0 && queries.push(`${key}=${value}`));
			}
		}
		function generateBlobSASQueryParameters(blobSASSignatureValues, sharedKeyCredentialOrUserDelegationKey, accountName) {
			return generateBlobSASQueryParametersInternal(blobSASSignatureValues, sharedKeyCredentialOrUserDelegationKey, accountName).sasQueryParameters;
		}
		function generateBlobSASQueryParametersInternal(blobSASSignatureValues, sharedKeyCredentialOrUserDelegationKey, accountName) {
			let version = blobSASSignatureValues.version ? blobSASSignatureValues.version : SERVICE_VERSION, sharedKeyCredential = sharedKeyCredentialOrUserDelegationKey instanceof storage_common_dist_esm.Z3 ? sharedKeyCredentialOrUserDelegationKey : void 0, userDelegationKeyCredential;
			if (sharedKeyCredential === void 0 && accountName !== void 0 && (userDelegationKeyCredential = new storage_common_dist_esm.u7(accountName, sharedKeyCredentialOrUserDelegationKey)), sharedKeyCredential === void 0 && userDelegationKeyCredential === void 0) throw TypeError("Invalid sharedKeyCredential, userDelegationKey or accountName.");
			if (version >= "2020-12-06") return sharedKeyCredential === void 0 ? version >= "2025-07-05" ? generateBlobSASQueryParametersUDK20250705(blobSASSignatureValues, userDelegationKeyCredential) : generateBlobSASQueryParametersUDK20201206(blobSASSignatureValues, userDelegationKeyCredential) : generateBlobSASQueryParameters20201206(blobSASSignatureValues, sharedKeyCredential);
			if (version >= "2018-11-09") return sharedKeyCredential === void 0 ? version >= "2020-02-10" ? generateBlobSASQueryParametersUDK20200210(blobSASSignatureValues, userDelegationKeyCredential) : generateBlobSASQueryParametersUDK20181109(blobSASSignatureValues, userDelegationKeyCredential) : generateBlobSASQueryParameters20181109(blobSASSignatureValues, sharedKeyCredential);
			if (version >= "2015-04-05") {
				if (sharedKeyCredential !== void 0) return generateBlobSASQueryParameters20150405(blobSASSignatureValues, sharedKeyCredential);
				throw RangeError("'version' must be >= '2018-11-09' when generating user delegation SAS using user delegation key.");
			}
			throw RangeError("'version' must be >= '2015-04-05'.");
		}
		function generateBlobSASQueryParameters20150405(blobSASSignatureValues, sharedKeyCredential) {
			if (blobSASSignatureValues = SASSignatureValuesSanityCheckAndAutofill(blobSASSignatureValues), !blobSASSignatureValues.identifier && !(blobSASSignatureValues.permissions && blobSASSignatureValues.expiresOn)) throw RangeError("Must provide 'permissions' and 'expiresOn' for Blob SAS generation when 'identifier' is not provided.");
			let resource = "c";
			blobSASSignatureValues.blobName && (resource = "b");
			let verifiedPermissions;
			blobSASSignatureValues.permissions && (verifiedPermissions = blobSASSignatureValues.blobName ? BlobSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString() : ContainerSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString());
			let stringToSign = [
				verifiedPermissions || "",
				blobSASSignatureValues.startsOn ? truncatedISO8061Date(blobSASSignatureValues.startsOn, !1) : "",
				blobSASSignatureValues.expiresOn ? truncatedISO8061Date(blobSASSignatureValues.expiresOn, !1) : "",
				getCanonicalName(sharedKeyCredential.accountName, blobSASSignatureValues.containerName, blobSASSignatureValues.blobName),
				blobSASSignatureValues.identifier,
				blobSASSignatureValues.ipRange ? ipRangeToString(blobSASSignatureValues.ipRange) : "",
				blobSASSignatureValues.protocol ? blobSASSignatureValues.protocol : "",
				blobSASSignatureValues.version,
				blobSASSignatureValues.cacheControl ? blobSASSignatureValues.cacheControl : "",
				blobSASSignatureValues.contentDisposition ? blobSASSignatureValues.contentDisposition : "",
				blobSASSignatureValues.contentEncoding ? blobSASSignatureValues.contentEncoding : "",
				blobSASSignatureValues.contentLanguage ? blobSASSignatureValues.contentLanguage : "",
				blobSASSignatureValues.contentType ? blobSASSignatureValues.contentType : ""
			].join("\n"), signature = sharedKeyCredential.computeHMACSHA256(stringToSign);
			return {
				sasQueryParameters: new SASQueryParameters(blobSASSignatureValues.version, signature, verifiedPermissions, void 0, void 0, blobSASSignatureValues.protocol, blobSASSignatureValues.startsOn, blobSASSignatureValues.expiresOn, blobSASSignatureValues.ipRange, blobSASSignatureValues.identifier, resource, blobSASSignatureValues.cacheControl, blobSASSignatureValues.contentDisposition, blobSASSignatureValues.contentEncoding, blobSASSignatureValues.contentLanguage, blobSASSignatureValues.contentType),
				stringToSign
			};
		}
		function generateBlobSASQueryParameters20181109(blobSASSignatureValues, sharedKeyCredential) {
			if (blobSASSignatureValues = SASSignatureValuesSanityCheckAndAutofill(blobSASSignatureValues), !blobSASSignatureValues.identifier && !(blobSASSignatureValues.permissions && blobSASSignatureValues.expiresOn)) throw RangeError("Must provide 'permissions' and 'expiresOn' for Blob SAS generation when 'identifier' is not provided.");
			let resource = "c", timestamp = blobSASSignatureValues.snapshotTime;
			blobSASSignatureValues.blobName && (resource = "b", blobSASSignatureValues.snapshotTime ? resource = "bs" : blobSASSignatureValues.versionId && (resource = "bv", timestamp = blobSASSignatureValues.versionId));
			let verifiedPermissions;
			blobSASSignatureValues.permissions && (verifiedPermissions = blobSASSignatureValues.blobName ? BlobSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString() : ContainerSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString());
			let stringToSign = [
				verifiedPermissions || "",
				blobSASSignatureValues.startsOn ? truncatedISO8061Date(blobSASSignatureValues.startsOn, !1) : "",
				blobSASSignatureValues.expiresOn ? truncatedISO8061Date(blobSASSignatureValues.expiresOn, !1) : "",
				getCanonicalName(sharedKeyCredential.accountName, blobSASSignatureValues.containerName, blobSASSignatureValues.blobName),
				blobSASSignatureValues.identifier,
				blobSASSignatureValues.ipRange ? ipRangeToString(blobSASSignatureValues.ipRange) : "",
				blobSASSignatureValues.protocol ? blobSASSignatureValues.protocol : "",
				blobSASSignatureValues.version,
				resource,
				timestamp,
				blobSASSignatureValues.cacheControl ? blobSASSignatureValues.cacheControl : "",
				blobSASSignatureValues.contentDisposition ? blobSASSignatureValues.contentDisposition : "",
				blobSASSignatureValues.contentEncoding ? blobSASSignatureValues.contentEncoding : "",
				blobSASSignatureValues.contentLanguage ? blobSASSignatureValues.contentLanguage : "",
				blobSASSignatureValues.contentType ? blobSASSignatureValues.contentType : ""
			].join("\n"), signature = sharedKeyCredential.computeHMACSHA256(stringToSign);
			return {
				sasQueryParameters: new SASQueryParameters(blobSASSignatureValues.version, signature, verifiedPermissions, void 0, void 0, blobSASSignatureValues.protocol, blobSASSignatureValues.startsOn, blobSASSignatureValues.expiresOn, blobSASSignatureValues.ipRange, blobSASSignatureValues.identifier, resource, blobSASSignatureValues.cacheControl, blobSASSignatureValues.contentDisposition, blobSASSignatureValues.contentEncoding, blobSASSignatureValues.contentLanguage, blobSASSignatureValues.contentType),
				stringToSign
			};
		}
		function generateBlobSASQueryParameters20201206(blobSASSignatureValues, sharedKeyCredential) {
			if (blobSASSignatureValues = SASSignatureValuesSanityCheckAndAutofill(blobSASSignatureValues), !blobSASSignatureValues.identifier && !(blobSASSignatureValues.permissions && blobSASSignatureValues.expiresOn)) throw RangeError("Must provide 'permissions' and 'expiresOn' for Blob SAS generation when 'identifier' is not provided.");
			let resource = "c", timestamp = blobSASSignatureValues.snapshotTime;
			blobSASSignatureValues.blobName && (resource = "b", blobSASSignatureValues.snapshotTime ? resource = "bs" : blobSASSignatureValues.versionId && (resource = "bv", timestamp = blobSASSignatureValues.versionId));
			let verifiedPermissions;
			blobSASSignatureValues.permissions && (verifiedPermissions = blobSASSignatureValues.blobName ? BlobSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString() : ContainerSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString());
			let stringToSign = [
				verifiedPermissions || "",
				blobSASSignatureValues.startsOn ? truncatedISO8061Date(blobSASSignatureValues.startsOn, !1) : "",
				blobSASSignatureValues.expiresOn ? truncatedISO8061Date(blobSASSignatureValues.expiresOn, !1) : "",
				getCanonicalName(sharedKeyCredential.accountName, blobSASSignatureValues.containerName, blobSASSignatureValues.blobName),
				blobSASSignatureValues.identifier,
				blobSASSignatureValues.ipRange ? ipRangeToString(blobSASSignatureValues.ipRange) : "",
				blobSASSignatureValues.protocol ? blobSASSignatureValues.protocol : "",
				blobSASSignatureValues.version,
				resource,
				timestamp,
				blobSASSignatureValues.encryptionScope,
				blobSASSignatureValues.cacheControl ? blobSASSignatureValues.cacheControl : "",
				blobSASSignatureValues.contentDisposition ? blobSASSignatureValues.contentDisposition : "",
				blobSASSignatureValues.contentEncoding ? blobSASSignatureValues.contentEncoding : "",
				blobSASSignatureValues.contentLanguage ? blobSASSignatureValues.contentLanguage : "",
				blobSASSignatureValues.contentType ? blobSASSignatureValues.contentType : ""
			].join("\n"), signature = sharedKeyCredential.computeHMACSHA256(stringToSign);
			return {
				sasQueryParameters: new SASQueryParameters(blobSASSignatureValues.version, signature, verifiedPermissions, void 0, void 0, blobSASSignatureValues.protocol, blobSASSignatureValues.startsOn, blobSASSignatureValues.expiresOn, blobSASSignatureValues.ipRange, blobSASSignatureValues.identifier, resource, blobSASSignatureValues.cacheControl, blobSASSignatureValues.contentDisposition, blobSASSignatureValues.contentEncoding, blobSASSignatureValues.contentLanguage, blobSASSignatureValues.contentType, void 0, void 0, void 0, blobSASSignatureValues.encryptionScope),
				stringToSign
			};
		}
		function generateBlobSASQueryParametersUDK20181109(blobSASSignatureValues, userDelegationKeyCredential) {
			if (blobSASSignatureValues = SASSignatureValuesSanityCheckAndAutofill(blobSASSignatureValues), !blobSASSignatureValues.permissions || !blobSASSignatureValues.expiresOn) throw RangeError("Must provide 'permissions' and 'expiresOn' for Blob SAS generation when generating user delegation SAS.");
			let resource = "c", timestamp = blobSASSignatureValues.snapshotTime;
			blobSASSignatureValues.blobName && (resource = "b", blobSASSignatureValues.snapshotTime ? resource = "bs" : blobSASSignatureValues.versionId && (resource = "bv", timestamp = blobSASSignatureValues.versionId));
			let verifiedPermissions;
			blobSASSignatureValues.permissions && (verifiedPermissions = blobSASSignatureValues.blobName ? BlobSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString() : ContainerSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString());
			let stringToSign = [
				verifiedPermissions || "",
				blobSASSignatureValues.startsOn ? truncatedISO8061Date(blobSASSignatureValues.startsOn, !1) : "",
				blobSASSignatureValues.expiresOn ? truncatedISO8061Date(blobSASSignatureValues.expiresOn, !1) : "",
				getCanonicalName(userDelegationKeyCredential.accountName, blobSASSignatureValues.containerName, blobSASSignatureValues.blobName),
				userDelegationKeyCredential.userDelegationKey.signedObjectId,
				userDelegationKeyCredential.userDelegationKey.signedTenantId,
				userDelegationKeyCredential.userDelegationKey.signedStartsOn ? truncatedISO8061Date(userDelegationKeyCredential.userDelegationKey.signedStartsOn, !1) : "",
				userDelegationKeyCredential.userDelegationKey.signedExpiresOn ? truncatedISO8061Date(userDelegationKeyCredential.userDelegationKey.signedExpiresOn, !1) : "",
				userDelegationKeyCredential.userDelegationKey.signedService,
				userDelegationKeyCredential.userDelegationKey.signedVersion,
				blobSASSignatureValues.ipRange ? ipRangeToString(blobSASSignatureValues.ipRange) : "",
				blobSASSignatureValues.protocol ? blobSASSignatureValues.protocol : "",
				blobSASSignatureValues.version,
				resource,
				timestamp,
				blobSASSignatureValues.cacheControl,
				blobSASSignatureValues.contentDisposition,
				blobSASSignatureValues.contentEncoding,
				blobSASSignatureValues.contentLanguage,
				blobSASSignatureValues.contentType
			].join("\n"), signature = userDelegationKeyCredential.computeHMACSHA256(stringToSign);
			return {
				sasQueryParameters: new SASQueryParameters(blobSASSignatureValues.version, signature, verifiedPermissions, void 0, void 0, blobSASSignatureValues.protocol, blobSASSignatureValues.startsOn, blobSASSignatureValues.expiresOn, blobSASSignatureValues.ipRange, blobSASSignatureValues.identifier, resource, blobSASSignatureValues.cacheControl, blobSASSignatureValues.contentDisposition, blobSASSignatureValues.contentEncoding, blobSASSignatureValues.contentLanguage, blobSASSignatureValues.contentType, userDelegationKeyCredential.userDelegationKey),
				stringToSign
			};
		}
		function generateBlobSASQueryParametersUDK20200210(blobSASSignatureValues, userDelegationKeyCredential) {
			if (blobSASSignatureValues = SASSignatureValuesSanityCheckAndAutofill(blobSASSignatureValues), !blobSASSignatureValues.permissions || !blobSASSignatureValues.expiresOn) throw RangeError("Must provide 'permissions' and 'expiresOn' for Blob SAS generation when generating user delegation SAS.");
			let resource = "c", timestamp = blobSASSignatureValues.snapshotTime;
			blobSASSignatureValues.blobName && (resource = "b", blobSASSignatureValues.snapshotTime ? resource = "bs" : blobSASSignatureValues.versionId && (resource = "bv", timestamp = blobSASSignatureValues.versionId));
			let verifiedPermissions;
			blobSASSignatureValues.permissions && (verifiedPermissions = blobSASSignatureValues.blobName ? BlobSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString() : ContainerSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString());
			let stringToSign = [
				verifiedPermissions || "",
				blobSASSignatureValues.startsOn ? truncatedISO8061Date(blobSASSignatureValues.startsOn, !1) : "",
				blobSASSignatureValues.expiresOn ? truncatedISO8061Date(blobSASSignatureValues.expiresOn, !1) : "",
				getCanonicalName(userDelegationKeyCredential.accountName, blobSASSignatureValues.containerName, blobSASSignatureValues.blobName),
				userDelegationKeyCredential.userDelegationKey.signedObjectId,
				userDelegationKeyCredential.userDelegationKey.signedTenantId,
				userDelegationKeyCredential.userDelegationKey.signedStartsOn ? truncatedISO8061Date(userDelegationKeyCredential.userDelegationKey.signedStartsOn, !1) : "",
				userDelegationKeyCredential.userDelegationKey.signedExpiresOn ? truncatedISO8061Date(userDelegationKeyCredential.userDelegationKey.signedExpiresOn, !1) : "",
				userDelegationKeyCredential.userDelegationKey.signedService,
				userDelegationKeyCredential.userDelegationKey.signedVersion,
				blobSASSignatureValues.preauthorizedAgentObjectId,
				void 0,
				blobSASSignatureValues.correlationId,
				blobSASSignatureValues.ipRange ? ipRangeToString(blobSASSignatureValues.ipRange) : "",
				blobSASSignatureValues.protocol ? blobSASSignatureValues.protocol : "",
				blobSASSignatureValues.version,
				resource,
				timestamp,
				blobSASSignatureValues.cacheControl,
				blobSASSignatureValues.contentDisposition,
				blobSASSignatureValues.contentEncoding,
				blobSASSignatureValues.contentLanguage,
				blobSASSignatureValues.contentType
			].join("\n"), signature = userDelegationKeyCredential.computeHMACSHA256(stringToSign);
			return {
				sasQueryParameters: new SASQueryParameters(blobSASSignatureValues.version, signature, verifiedPermissions, void 0, void 0, blobSASSignatureValues.protocol, blobSASSignatureValues.startsOn, blobSASSignatureValues.expiresOn, blobSASSignatureValues.ipRange, blobSASSignatureValues.identifier, resource, blobSASSignatureValues.cacheControl, blobSASSignatureValues.contentDisposition, blobSASSignatureValues.contentEncoding, blobSASSignatureValues.contentLanguage, blobSASSignatureValues.contentType, userDelegationKeyCredential.userDelegationKey, blobSASSignatureValues.preauthorizedAgentObjectId, blobSASSignatureValues.correlationId),
				stringToSign
			};
		}
		function generateBlobSASQueryParametersUDK20201206(blobSASSignatureValues, userDelegationKeyCredential) {
			if (blobSASSignatureValues = SASSignatureValuesSanityCheckAndAutofill(blobSASSignatureValues), !blobSASSignatureValues.permissions || !blobSASSignatureValues.expiresOn) throw RangeError("Must provide 'permissions' and 'expiresOn' for Blob SAS generation when generating user delegation SAS.");
			let resource = "c", timestamp = blobSASSignatureValues.snapshotTime;
			blobSASSignatureValues.blobName && (resource = "b", blobSASSignatureValues.snapshotTime ? resource = "bs" : blobSASSignatureValues.versionId && (resource = "bv", timestamp = blobSASSignatureValues.versionId));
			let verifiedPermissions;
			blobSASSignatureValues.permissions && (verifiedPermissions = blobSASSignatureValues.blobName ? BlobSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString() : ContainerSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString());
			let stringToSign = [
				verifiedPermissions || "",
				blobSASSignatureValues.startsOn ? truncatedISO8061Date(blobSASSignatureValues.startsOn, !1) : "",
				blobSASSignatureValues.expiresOn ? truncatedISO8061Date(blobSASSignatureValues.expiresOn, !1) : "",
				getCanonicalName(userDelegationKeyCredential.accountName, blobSASSignatureValues.containerName, blobSASSignatureValues.blobName),
				userDelegationKeyCredential.userDelegationKey.signedObjectId,
				userDelegationKeyCredential.userDelegationKey.signedTenantId,
				userDelegationKeyCredential.userDelegationKey.signedStartsOn ? truncatedISO8061Date(userDelegationKeyCredential.userDelegationKey.signedStartsOn, !1) : "",
				userDelegationKeyCredential.userDelegationKey.signedExpiresOn ? truncatedISO8061Date(userDelegationKeyCredential.userDelegationKey.signedExpiresOn, !1) : "",
				userDelegationKeyCredential.userDelegationKey.signedService,
				userDelegationKeyCredential.userDelegationKey.signedVersion,
				blobSASSignatureValues.preauthorizedAgentObjectId,
				void 0,
				blobSASSignatureValues.correlationId,
				blobSASSignatureValues.ipRange ? ipRangeToString(blobSASSignatureValues.ipRange) : "",
				blobSASSignatureValues.protocol ? blobSASSignatureValues.protocol : "",
				blobSASSignatureValues.version,
				resource,
				timestamp,
				blobSASSignatureValues.encryptionScope,
				blobSASSignatureValues.cacheControl,
				blobSASSignatureValues.contentDisposition,
				blobSASSignatureValues.contentEncoding,
				blobSASSignatureValues.contentLanguage,
				blobSASSignatureValues.contentType
			].join("\n"), signature = userDelegationKeyCredential.computeHMACSHA256(stringToSign);
			return {
				sasQueryParameters: new SASQueryParameters(blobSASSignatureValues.version, signature, verifiedPermissions, void 0, void 0, blobSASSignatureValues.protocol, blobSASSignatureValues.startsOn, blobSASSignatureValues.expiresOn, blobSASSignatureValues.ipRange, blobSASSignatureValues.identifier, resource, blobSASSignatureValues.cacheControl, blobSASSignatureValues.contentDisposition, blobSASSignatureValues.contentEncoding, blobSASSignatureValues.contentLanguage, blobSASSignatureValues.contentType, userDelegationKeyCredential.userDelegationKey, blobSASSignatureValues.preauthorizedAgentObjectId, blobSASSignatureValues.correlationId, blobSASSignatureValues.encryptionScope),
				stringToSign
			};
		}
		function generateBlobSASQueryParametersUDK20250705(blobSASSignatureValues, userDelegationKeyCredential) {
			if (blobSASSignatureValues = SASSignatureValuesSanityCheckAndAutofill(blobSASSignatureValues), !blobSASSignatureValues.permissions || !blobSASSignatureValues.expiresOn) throw RangeError("Must provide 'permissions' and 'expiresOn' for Blob SAS generation when generating user delegation SAS.");
			let resource = "c", timestamp = blobSASSignatureValues.snapshotTime;
			blobSASSignatureValues.blobName && (resource = "b", blobSASSignatureValues.snapshotTime ? resource = "bs" : blobSASSignatureValues.versionId && (resource = "bv", timestamp = blobSASSignatureValues.versionId));
			let verifiedPermissions;
			blobSASSignatureValues.permissions && (verifiedPermissions = blobSASSignatureValues.blobName ? BlobSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString() : ContainerSASPermissions.parse(blobSASSignatureValues.permissions.toString()).toString());
			let stringToSign = [
				verifiedPermissions || "",
				blobSASSignatureValues.startsOn ? truncatedISO8061Date(blobSASSignatureValues.startsOn, !1) : "",
				blobSASSignatureValues.expiresOn ? truncatedISO8061Date(blobSASSignatureValues.expiresOn, !1) : "",
				getCanonicalName(userDelegationKeyCredential.accountName, blobSASSignatureValues.containerName, blobSASSignatureValues.blobName),
				userDelegationKeyCredential.userDelegationKey.signedObjectId,
				userDelegationKeyCredential.userDelegationKey.signedTenantId,
				userDelegationKeyCredential.userDelegationKey.signedStartsOn ? truncatedISO8061Date(userDelegationKeyCredential.userDelegationKey.signedStartsOn, !1) : "",
				userDelegationKeyCredential.userDelegationKey.signedExpiresOn ? truncatedISO8061Date(userDelegationKeyCredential.userDelegationKey.signedExpiresOn, !1) : "",
				userDelegationKeyCredential.userDelegationKey.signedService,
				userDelegationKeyCredential.userDelegationKey.signedVersion,
				blobSASSignatureValues.preauthorizedAgentObjectId,
				void 0,
				blobSASSignatureValues.correlationId,
				void 0,
				blobSASSignatureValues.delegatedUserObjectId,
				blobSASSignatureValues.ipRange ? ipRangeToString(blobSASSignatureValues.ipRange) : "",
				blobSASSignatureValues.protocol ? blobSASSignatureValues.protocol : "",
				blobSASSignatureValues.version,
				resource,
				timestamp,
				blobSASSignatureValues.encryptionScope,
				blobSASSignatureValues.cacheControl,
				blobSASSignatureValues.contentDisposition,
				blobSASSignatureValues.contentEncoding,
				blobSASSignatureValues.contentLanguage,
				blobSASSignatureValues.contentType
			].join("\n"), signature = userDelegationKeyCredential.computeHMACSHA256(stringToSign);
			return {
				sasQueryParameters: new SASQueryParameters(blobSASSignatureValues.version, signature, verifiedPermissions, void 0, void 0, blobSASSignatureValues.protocol, blobSASSignatureValues.startsOn, blobSASSignatureValues.expiresOn, blobSASSignatureValues.ipRange, blobSASSignatureValues.identifier, resource, blobSASSignatureValues.cacheControl, blobSASSignatureValues.contentDisposition, blobSASSignatureValues.contentEncoding, blobSASSignatureValues.contentLanguage, blobSASSignatureValues.contentType, userDelegationKeyCredential.userDelegationKey, blobSASSignatureValues.preauthorizedAgentObjectId, blobSASSignatureValues.correlationId, blobSASSignatureValues.encryptionScope, blobSASSignatureValues.delegatedUserObjectId),
				stringToSign
			};
		}
		function getCanonicalName(accountName, containerName, blobName) {
			let elements = [`/blob/${accountName}/${containerName}`];
			return blobName && elements.push(`/${blobName}`), elements.join("");
		}
		function SASSignatureValuesSanityCheckAndAutofill(blobSASSignatureValues) {
			let version = blobSASSignatureValues.version ? blobSASSignatureValues.version : SERVICE_VERSION;
			if (blobSASSignatureValues.snapshotTime && version < "2018-11-09") throw RangeError("'version' must be >= '2018-11-09' when providing 'snapshotTime'.");
			if (blobSASSignatureValues.blobName === void 0 && blobSASSignatureValues.snapshotTime) throw RangeError("Must provide 'blobName' when providing 'snapshotTime'.");
			if (blobSASSignatureValues.versionId && version < "2019-10-10") throw RangeError("'version' must be >= '2019-10-10' when providing 'versionId'.");
			if (blobSASSignatureValues.blobName === void 0 && blobSASSignatureValues.versionId) throw RangeError("Must provide 'blobName' when providing 'versionId'.");
			if (blobSASSignatureValues.permissions && blobSASSignatureValues.permissions.setImmutabilityPolicy && version < "2020-08-04") throw RangeError("'version' must be >= '2020-08-04' when provided 'i' permission.");
			if (blobSASSignatureValues.permissions && blobSASSignatureValues.permissions.deleteVersion && version < "2019-10-10") throw RangeError("'version' must be >= '2019-10-10' when providing 'x' permission.");
			if (blobSASSignatureValues.permissions && blobSASSignatureValues.permissions.permanentDelete && version < "2019-10-10") throw RangeError("'version' must be >= '2019-10-10' when providing 'y' permission.");
			if (blobSASSignatureValues.permissions && blobSASSignatureValues.permissions.tag && version < "2019-12-12") throw RangeError("'version' must be >= '2019-12-12' when providing 't' permission.");
			if (version < "2020-02-10" && blobSASSignatureValues.permissions && (blobSASSignatureValues.permissions.move || blobSASSignatureValues.permissions.execute)) throw RangeError("'version' must be >= '2020-02-10' when providing the 'm' or 'e' permission.");
			if (version < "2021-04-10" && blobSASSignatureValues.permissions && blobSASSignatureValues.permissions.filterByTags) throw RangeError("'version' must be >= '2021-04-10' when providing the 'f' permission.");
			if (version < "2020-02-10" && (blobSASSignatureValues.preauthorizedAgentObjectId || blobSASSignatureValues.correlationId)) throw RangeError("'version' must be >= '2020-02-10' when providing 'preauthorizedAgentObjectId' or 'correlationId'.");
			if (blobSASSignatureValues.encryptionScope && version < "2020-12-06") throw RangeError("'version' must be >= '2020-12-06' when provided 'encryptionScope' in SAS.");
			return blobSASSignatureValues.version = version, blobSASSignatureValues;
		}
		class BlobLeaseClient {
			_leaseId;
			_url;
			_containerOrBlobOperation;
			_isContainer;
			get leaseId() {
				return this._leaseId;
			}
			get url() {
				return this._url;
			}
			constructor(client, leaseId) {
				let clientContext = client.storageClientContext;
				this._url = client.url, client.name === void 0 ? (this._isContainer = !0, this._containerOrBlobOperation = clientContext.container) : (this._isContainer = !1, this._containerOrBlobOperation = clientContext.blob), leaseId ||= (0, core_util_dist_esm.N4)(), this._leaseId = leaseId;
			}
			async acquireLease(duration, options = {}) {
				if (this._isContainer && (options.conditions?.ifMatch && options.conditions?.ifMatch !== "" || options.conditions?.ifNoneMatch && options.conditions?.ifNoneMatch !== "" || options.conditions?.tagConditions)) throw RangeError("The IfMatch, IfNoneMatch and tags access conditions are ignored by the service. Values other than undefined or their default values are not acceptable.");
				return tracingClient.withSpan("BlobLeaseClient-acquireLease", options, async (updatedOptions) => assertResponse(await this._containerOrBlobOperation.acquireLease({
					abortSignal: options.abortSignal,
					duration,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					proposedLeaseId: this._leaseId,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async changeLease(proposedLeaseId, options = {}) {
				if (this._isContainer && (options.conditions?.ifMatch && options.conditions?.ifMatch !== "" || options.conditions?.ifNoneMatch && options.conditions?.ifNoneMatch !== "" || options.conditions?.tagConditions)) throw RangeError("The IfMatch, IfNoneMatch and tags access conditions are ignored by the service. Values other than undefined or their default values are not acceptable.");
				return tracingClient.withSpan("BlobLeaseClient-changeLease", options, async (updatedOptions) => {
					let response = assertResponse(await this._containerOrBlobOperation.changeLease(this._leaseId, proposedLeaseId, {
						abortSignal: options.abortSignal,
						modifiedAccessConditions: {
							...options.conditions,
							ifTags: options.conditions?.tagConditions
						},
						tracingOptions: updatedOptions.tracingOptions
					}));
					return this._leaseId = proposedLeaseId, response;
				});
			}
			async releaseLease(options = {}) {
				if (this._isContainer && (options.conditions?.ifMatch && options.conditions?.ifMatch !== "" || options.conditions?.ifNoneMatch && options.conditions?.ifNoneMatch !== "" || options.conditions?.tagConditions)) throw RangeError("The IfMatch, IfNoneMatch and tags access conditions are ignored by the service. Values other than undefined or their default values are not acceptable.");
				return tracingClient.withSpan("BlobLeaseClient-releaseLease", options, async (updatedOptions) => assertResponse(await this._containerOrBlobOperation.releaseLease(this._leaseId, {
					abortSignal: options.abortSignal,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async renewLease(options = {}) {
				if (this._isContainer && (options.conditions?.ifMatch && options.conditions?.ifMatch !== "" || options.conditions?.ifNoneMatch && options.conditions?.ifNoneMatch !== "" || options.conditions?.tagConditions)) throw RangeError("The IfMatch, IfNoneMatch and tags access conditions are ignored by the service. Values other than undefined or their default values are not acceptable.");
				return tracingClient.withSpan("BlobLeaseClient-renewLease", options, async (updatedOptions) => this._containerOrBlobOperation.renewLease(this._leaseId, {
					abortSignal: options.abortSignal,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					tracingOptions: updatedOptions.tracingOptions
				}));
			}
			async breakLease(breakPeriod, options = {}) {
				if (this._isContainer && (options.conditions?.ifMatch && options.conditions?.ifMatch !== "" || options.conditions?.ifNoneMatch && options.conditions?.ifNoneMatch !== "" || options.conditions?.tagConditions)) throw RangeError("The IfMatch, IfNoneMatch and tags access conditions are ignored by the service. Values other than undefined or their default values are not acceptable.");
				return tracingClient.withSpan("BlobLeaseClient-breakLease", options, async (updatedOptions) => {
					let operationOptions = {
						abortSignal: options.abortSignal,
						breakPeriod,
						modifiedAccessConditions: {
							...options.conditions,
							ifTags: options.conditions?.tagConditions
						},
						tracingOptions: updatedOptions.tracingOptions
					};
					return assertResponse(await this._containerOrBlobOperation.breakLease(operationOptions));
				});
			}
		}
		var abort_controller_dist_esm = __webpack_require__(65473), external_node_stream_ = __webpack_require__(57075);
		class RetriableReadableStream extends external_node_stream_.Readable {
			start;
			offset;
			end;
			getter;
			source;
			retries = 0;
			maxRetryRequests;
			onProgress;
			options;
			constructor(source, getter, offset, count, options = {}) {
				super({ highWaterMark: options.highWaterMark }), this.getter = getter, this.source = source, this.start = offset, this.offset = offset, this.end = offset + count - 1, this.maxRetryRequests = options.maxRetryRequests && options.maxRetryRequests >= 0 ? options.maxRetryRequests : 0, this.onProgress = options.onProgress, this.options = options, this.setSourceEventHandlers();
			}
			_read() {
				this.source.resume();
			}
			setSourceEventHandlers() {
				this.source.on("data", this.sourceDataHandler), this.source.on("end", this.sourceErrorOrEndHandler), this.source.on("error", this.sourceErrorOrEndHandler), this.source.on("aborted", this.sourceAbortedHandler);
			}
			removeSourceEventHandlers() {
				this.source.removeListener("data", this.sourceDataHandler), this.source.removeListener("end", this.sourceErrorOrEndHandler), this.source.removeListener("error", this.sourceErrorOrEndHandler), this.source.removeListener("aborted", this.sourceAbortedHandler);
			}
			sourceDataHandler = (data) => {
				this.options.doInjectErrorOnce ? (this.options.doInjectErrorOnce = void 0, this.source.pause(), this.sourceErrorOrEndHandler(), this.source.destroy()) : (this.offset += data.length, this.onProgress && this.onProgress({ loadedBytes: this.offset - this.start }), this.push(data) || this.source.pause());
			};
			sourceAbortedHandler = () => {
				let abortError = new abort_controller_dist_esm.l("The operation was aborted.");
				this.destroy(abortError);
			};
			sourceErrorOrEndHandler = (err) => {
				err && err.name === "AbortError" ? this.destroy(err) : (this.removeSourceEventHandlers(), this.offset - 1 === this.end ? this.push(null) : this.offset <= this.end ? this.retries < this.maxRetryRequests ? (this.retries += 1, this.getter(this.offset).then((newSource) => {
					this.source = newSource, this.setSourceEventHandlers();
				}).catch((error) => {
					this.destroy(error);
				})) : this.destroy(Error(`Data corruption failure: received less data than required and reached maxRetires limitation. Received data offset: ${this.offset - 1}, data needed offset: ${this.end}, retries: ${this.retries}, max retries: ${this.maxRetryRequests}`)) : this.destroy(Error(`Data corruption failure: Received more data than original request, data needed offset is ${this.end}, received offset: ${this.offset - 1}`)));
			};
			_destroy(error, callback) {
				this.removeSourceEventHandlers(), this.source.destroy(), callback(error === null ? void 0 : error);
			}
		}
		class BlobDownloadResponse {
			get acceptRanges() {
				return this.originalResponse.acceptRanges;
			}
			get cacheControl() {
				return this.originalResponse.cacheControl;
			}
			get contentDisposition() {
				return this.originalResponse.contentDisposition;
			}
			get contentEncoding() {
				return this.originalResponse.contentEncoding;
			}
			get contentLanguage() {
				return this.originalResponse.contentLanguage;
			}
			get blobSequenceNumber() {
				return this.originalResponse.blobSequenceNumber;
			}
			get blobType() {
				return this.originalResponse.blobType;
			}
			get contentLength() {
				return this.originalResponse.contentLength;
			}
			get contentMD5() {
				return this.originalResponse.contentMD5;
			}
			get contentRange() {
				return this.originalResponse.contentRange;
			}
			get contentType() {
				return this.originalResponse.contentType;
			}
			get copyCompletedOn() {
				return this.originalResponse.copyCompletedOn;
			}
			get copyId() {
				return this.originalResponse.copyId;
			}
			get copyProgress() {
				return this.originalResponse.copyProgress;
			}
			get copySource() {
				return this.originalResponse.copySource;
			}
			get copyStatus() {
				return this.originalResponse.copyStatus;
			}
			get copyStatusDescription() {
				return this.originalResponse.copyStatusDescription;
			}
			get leaseDuration() {
				return this.originalResponse.leaseDuration;
			}
			get leaseState() {
				return this.originalResponse.leaseState;
			}
			get leaseStatus() {
				return this.originalResponse.leaseStatus;
			}
			get date() {
				return this.originalResponse.date;
			}
			get blobCommittedBlockCount() {
				return this.originalResponse.blobCommittedBlockCount;
			}
			get etag() {
				return this.originalResponse.etag;
			}
			get tagCount() {
				return this.originalResponse.tagCount;
			}
			get errorCode() {
				return this.originalResponse.errorCode;
			}
			get isServerEncrypted() {
				return this.originalResponse.isServerEncrypted;
			}
			get blobContentMD5() {
				return this.originalResponse.blobContentMD5;
			}
			get lastModified() {
				return this.originalResponse.lastModified;
			}
			get lastAccessed() {
				return this.originalResponse.lastAccessed;
			}
			get createdOn() {
				return this.originalResponse.createdOn;
			}
			get metadata() {
				return this.originalResponse.metadata;
			}
			get requestId() {
				return this.originalResponse.requestId;
			}
			get clientRequestId() {
				return this.originalResponse.clientRequestId;
			}
			get version() {
				return this.originalResponse.version;
			}
			get versionId() {
				return this.originalResponse.versionId;
			}
			get isCurrentVersion() {
				return this.originalResponse.isCurrentVersion;
			}
			get encryptionKeySha256() {
				return this.originalResponse.encryptionKeySha256;
			}
			get contentCrc64() {
				return this.originalResponse.contentCrc64;
			}
			get objectReplicationDestinationPolicyId() {
				return this.originalResponse.objectReplicationDestinationPolicyId;
			}
			get objectReplicationSourceProperties() {
				return this.originalResponse.objectReplicationSourceProperties;
			}
			get isSealed() {
				return this.originalResponse.isSealed;
			}
			get immutabilityPolicyExpiresOn() {
				return this.originalResponse.immutabilityPolicyExpiresOn;
			}
			get immutabilityPolicyMode() {
				return this.originalResponse.immutabilityPolicyMode;
			}
			get legalHold() {
				return this.originalResponse.legalHold;
			}
			get contentAsBlob() {
				return this.originalResponse.blobBody;
			}
			get readableStreamBody() {
				return core_util_dist_esm.qx ? this.blobDownloadStream : void 0;
			}
			get _response() {
				return this.originalResponse._response;
			}
			originalResponse;
			blobDownloadStream;
			constructor(originalResponse, getter, offset, count, options = {}) {
				this.originalResponse = originalResponse, this.blobDownloadStream = new RetriableReadableStream(this.originalResponse.readableStreamBody, getter, offset, count, options);
			}
		}
		let AVRO_INIT_BYTES = new Uint8Array([
			79,
			98,
			106,
			1
		]);
		class AvroParser {
			static async readFixedBytes(stream, length, options = {}) {
				let bytes = await stream.read(length, { abortSignal: options.abortSignal });
				if (bytes.length !== length) throw Error("Hit stream end.");
				return bytes;
			}
			static async readByte(stream, options = {}) {
				return (await AvroParser.readFixedBytes(stream, 1, options))[0];
			}
			static async readZigZagLong(stream, options = {}) {
				let zigZagEncoded = 0, significanceInBit = 0, byte, haveMoreByte, significanceInFloat;
				do
					byte = await AvroParser.readByte(stream, options), haveMoreByte = byte & 128, zigZagEncoded |= (byte & 127) << significanceInBit, significanceInBit += 7;
				while (haveMoreByte && significanceInBit < 28);
				if (haveMoreByte) {
					zigZagEncoded = zigZagEncoded, significanceInFloat = 268435456;
					do
						byte = await AvroParser.readByte(stream, options), zigZagEncoded += (byte & 127) * significanceInFloat, significanceInFloat *= 128;
					while (byte & 128);
					let res = (zigZagEncoded % 2 ? -(zigZagEncoded + 1) : zigZagEncoded) / 2;
					if (res < -(2 ** 53 - 1) || res > 2 ** 53 - 1) throw Error("Integer overflow.");
					return res;
				}
				return zigZagEncoded >> 1 ^ -(zigZagEncoded & 1);
			}
			static async readLong(stream, options = {}) {
				return AvroParser.readZigZagLong(stream, options);
			}
			static async readInt(stream, options = {}) {
				return AvroParser.readZigZagLong(stream, options);
			}
			static async readNull() {
				return null;
			}
			static async readBoolean(stream, options = {}) {
				let b = await AvroParser.readByte(stream, options);
				if (b === 1) return !0;
				if (b === 0) return !1;
				throw Error("Byte was not a boolean.");
			}
			static async readFloat(stream, options = {}) {
				let u8arr = await AvroParser.readFixedBytes(stream, 4, options);
				return new DataView(u8arr.buffer, u8arr.byteOffset, u8arr.byteLength).getFloat32(0, !0);
			}
			static async readDouble(stream, options = {}) {
				let u8arr = await AvroParser.readFixedBytes(stream, 8, options);
				return new DataView(u8arr.buffer, u8arr.byteOffset, u8arr.byteLength).getFloat64(0, !0);
			}
			static async readBytes(stream, options = {}) {
				let size = await AvroParser.readLong(stream, options);
				if (size < 0) throw Error("Bytes size was negative.");
				return stream.read(size, { abortSignal: options.abortSignal });
			}
			static async readString(stream, options = {}) {
				let u8arr = await AvroParser.readBytes(stream, options);
				return new TextDecoder().decode(u8arr);
			}
			static async readMapPair(stream, readItemMethod, options = {}) {
				return {
					key: await AvroParser.readString(stream, options),
					value: await readItemMethod(stream, options)
				};
			}
			static async readMap(stream, readItemMethod, options = {}) {
				let pairs = await AvroParser.readArray(stream, (s, opts = {}) => AvroParser.readMapPair(s, readItemMethod, opts), options), dict = {};
				for (let pair of pairs) dict[pair.key] = pair.value;
				return dict;
			}
			static async readArray(stream, readItemMethod, options = {}) {
				let items = [];
				for (let count = await AvroParser.readLong(stream, options); count !== 0; count = await AvroParser.readLong(stream, options)) for (count < 0 && (await AvroParser.readLong(stream, options), count = -count); count--;) {
					let item = await readItemMethod(stream, options);
					items.push(item);
				}
				return items;
			}
		}
		var AvroComplex;
		(function(AvroComplex) {
			AvroComplex.RECORD = "record", AvroComplex.ENUM = "enum", AvroComplex.ARRAY = "array", AvroComplex.MAP = "map", AvroComplex.UNION = "union", AvroComplex.FIXED = "fixed";
		})(AvroComplex ||= {});
		var AvroPrimitive;
		(function(AvroPrimitive) {
			AvroPrimitive.NULL = "null", AvroPrimitive.BOOLEAN = "boolean", AvroPrimitive.INT = "int", AvroPrimitive.LONG = "long", AvroPrimitive.FLOAT = "float", AvroPrimitive.DOUBLE = "double", AvroPrimitive.BYTES = "bytes", AvroPrimitive.STRING = "string";
		})(AvroPrimitive ||= {});
		class AvroType {
			static fromSchema(schema) {
				return typeof schema == "string" ? AvroType.fromStringSchema(schema) : Array.isArray(schema) ? AvroType.fromArraySchema(schema) : AvroType.fromObjectSchema(schema);
			}
			static fromStringSchema(schema) {
				switch (schema) {
					case AvroPrimitive.NULL:
					case AvroPrimitive.BOOLEAN:
					case AvroPrimitive.INT:
					case AvroPrimitive.LONG:
					case AvroPrimitive.FLOAT:
					case AvroPrimitive.DOUBLE:
					case AvroPrimitive.BYTES:
					case AvroPrimitive.STRING: return new AvroPrimitiveType(schema);
					default: throw Error(`Unexpected Avro type ${schema}`);
				}
			}
			static fromArraySchema(schema) {
				return new AvroUnionType(schema.map(AvroType.fromSchema));
			}
			static fromObjectSchema(schema) {
				let type = schema.type;
				try {
					return AvroType.fromStringSchema(type);
				} catch {}
				switch (type) {
					case AvroComplex.RECORD:
						if (schema.aliases) throw Error(`aliases currently is not supported, schema: ${schema}`);
						if (!schema.name) throw Error(`Required attribute 'name' doesn't exist on schema: ${schema}`);
						let fields = {};
						if (!schema.fields) throw Error(`Required attribute 'fields' doesn't exist on schema: ${schema}`);
						for (let field of schema.fields) fields[field.name] = AvroType.fromSchema(field.type);
						return new AvroRecordType(fields, schema.name);
					case AvroComplex.ENUM:
						if (schema.aliases) throw Error(`aliases currently is not supported, schema: ${schema}`);
						if (!schema.symbols) throw Error(`Required attribute 'symbols' doesn't exist on schema: ${schema}`);
						return new AvroEnumType(schema.symbols);
					case AvroComplex.MAP:
						if (!schema.values) throw Error(`Required attribute 'values' doesn't exist on schema: ${schema}`);
						return new AvroMapType(AvroType.fromSchema(schema.values));
					case AvroComplex.ARRAY:
					case AvroComplex.FIXED:
					default: throw Error(`Unexpected Avro type ${type} in ${schema}`);
				}
			}
		}
		class AvroPrimitiveType extends AvroType {
			_primitive;
			constructor(primitive) {
				super(), this._primitive = primitive;
			}
			read(stream, options = {}) {
				switch (this._primitive) {
					case AvroPrimitive.NULL: return AvroParser.readNull();
					case AvroPrimitive.BOOLEAN: return AvroParser.readBoolean(stream, options);
					case AvroPrimitive.INT: return AvroParser.readInt(stream, options);
					case AvroPrimitive.LONG: return AvroParser.readLong(stream, options);
					case AvroPrimitive.FLOAT: return AvroParser.readFloat(stream, options);
					case AvroPrimitive.DOUBLE: return AvroParser.readDouble(stream, options);
					case AvroPrimitive.BYTES: return AvroParser.readBytes(stream, options);
					case AvroPrimitive.STRING: return AvroParser.readString(stream, options);
					default: throw Error("Unknown Avro Primitive");
				}
			}
		}
		class AvroEnumType extends AvroType {
			_symbols;
			constructor(symbols) {
				super(), this._symbols = symbols;
			}
			async read(stream, options = {}) {
				let value = await AvroParser.readInt(stream, options);
				return this._symbols[value];
			}
		}
		class AvroUnionType extends AvroType {
			_types;
			constructor(types) {
				super(), this._types = types;
			}
			async read(stream, options = {}) {
				let typeIndex = await AvroParser.readInt(stream, options);
				return this._types[typeIndex].read(stream, options);
			}
		}
		class AvroMapType extends AvroType {
			_itemType;
			constructor(itemType) {
				super(), this._itemType = itemType;
			}
			read(stream, options = {}) {
				return AvroParser.readMap(stream, (s, opts) => this._itemType.read(s, opts), options);
			}
		}
		class AvroRecordType extends AvroType {
			_name;
			_fields;
			constructor(fields, name) {
				super(), this._fields = fields, this._name = name;
			}
			async read(stream, options = {}) {
				let record = {};
				record.$schema = this._name;
				for (let key in this._fields) Object.prototype.hasOwnProperty.call(this._fields, key) && (record[key] = await this._fields[key].read(stream, options));
				return record;
			}
		}
		function arraysEqual(a, b) {
			if (a === b) return !0;
			if (a == null || b == null || a.length !== b.length) return !1;
			for (let i = 0; i < a.length; ++i) if (a[i] !== b[i]) return !1;
			return !0;
		}
		class AvroReader {
			_dataStream;
			_headerStream;
			_syncMarker;
			_metadata;
			_itemType;
			_itemsRemainingInBlock;
			_initialBlockOffset;
			_blockOffset;
			get blockOffset() {
				return this._blockOffset;
			}
			_objectIndex;
			get objectIndex() {
				return this._objectIndex;
			}
			_initialized;
			constructor(dataStream, headerStream, currentBlockOffset, indexWithinCurrentBlock) {
				this._dataStream = dataStream, this._headerStream = headerStream || dataStream, this._initialized = !1, this._blockOffset = currentBlockOffset || 0, this._objectIndex = indexWithinCurrentBlock || 0, this._initialBlockOffset = currentBlockOffset || 0;
			}
			async initialize(options = {}) {
				if (!arraysEqual(await AvroParser.readFixedBytes(this._headerStream, AVRO_INIT_BYTES.length, { abortSignal: options.abortSignal }), AVRO_INIT_BYTES)) throw Error("Stream is not an Avro file.");
				this._metadata = await AvroParser.readMap(this._headerStream, AvroParser.readString, { abortSignal: options.abortSignal });
				let codec = this._metadata["avro.codec"];
				if (codec != null && codec !== "null") throw Error("Codecs are not supported");
				this._syncMarker = await AvroParser.readFixedBytes(this._headerStream, 16, { abortSignal: options.abortSignal });
				let schema = JSON.parse(this._metadata["avro.schema"]);
				if (this._itemType = AvroType.fromSchema(schema), this._blockOffset === 0 && (this._blockOffset = this._initialBlockOffset + this._dataStream.position), this._itemsRemainingInBlock = await AvroParser.readLong(this._dataStream, { abortSignal: options.abortSignal }), await AvroParser.readLong(this._dataStream, { abortSignal: options.abortSignal }), this._initialized = !0, this._objectIndex && this._objectIndex > 0) for (let i = 0; i < this._objectIndex; i++) await this._itemType.read(this._dataStream, { abortSignal: options.abortSignal }), this._itemsRemainingInBlock--;
			}
			hasNext() {
				return !this._initialized || this._itemsRemainingInBlock > 0;
			}
			async *parseObjects(options = {}) {
				for (this._initialized || await this.initialize(options); this.hasNext();) {
					let result = await this._itemType.read(this._dataStream, { abortSignal: options.abortSignal });
					if (this._itemsRemainingInBlock--, this._objectIndex++, this._itemsRemainingInBlock === 0) {
						let marker = await AvroParser.readFixedBytes(this._dataStream, 16, { abortSignal: options.abortSignal });
						if (this._blockOffset = this._initialBlockOffset + this._dataStream.position, this._objectIndex = 0, !arraysEqual(this._syncMarker, marker)) throw Error("Stream is not a valid Avro file.");
						try {
							this._itemsRemainingInBlock = await AvroParser.readLong(this._dataStream, { abortSignal: options.abortSignal });
						} catch {
							this._itemsRemainingInBlock = 0;
						}
						this._itemsRemainingInBlock > 0 && await AvroParser.readLong(this._dataStream, { abortSignal: options.abortSignal });
					}
					yield result;
				}
			}
		}
		class AvroReadable {}
		var external_buffer_ = __webpack_require__(20181);
		let ABORT_ERROR = new abort_controller_dist_esm.l("Reading from the avro stream was aborted.");
		class AvroReadableFromStream extends AvroReadable {
			_position;
			_readable;
			toUint8Array(data) {
				return typeof data == "string" ? external_buffer_.Buffer.from(data) : data;
			}
			constructor(readable) {
				super(), this._readable = readable, this._position = 0;
			}
			get position() {
				return this._position;
			}
			async read(size, options = {}) {
				if (options.abortSignal?.aborted) throw ABORT_ERROR;
				if (size < 0) throw Error(`size parameter should be positive: ${size}`);
				if (size === 0) return new Uint8Array();
				if (!this._readable.readable) throw Error("Stream no longer readable.");
				let chunk = this._readable.read(size);
				return chunk ? (this._position += chunk.length, this.toUint8Array(chunk)) : new Promise((resolve, reject) => {
					let cleanUp = () => {
						this._readable.removeListener("readable", readableCallback), this._readable.removeListener("error", rejectCallback), this._readable.removeListener("end", rejectCallback), this._readable.removeListener("close", rejectCallback), options.abortSignal && options.abortSignal.removeEventListener("abort", abortHandler);
					}, readableCallback = () => {
						let callbackChunk = this._readable.read(size);
						callbackChunk && (this._position += callbackChunk.length, cleanUp(), resolve(this.toUint8Array(callbackChunk)));
					}, rejectCallback = () => {
						cleanUp(), reject();
					}, abortHandler = () => {
						cleanUp(), reject(ABORT_ERROR);
					};
					this._readable.on("readable", readableCallback), this._readable.once("error", rejectCallback), this._readable.once("end", rejectCallback), this._readable.once("close", rejectCallback), options.abortSignal && options.abortSignal.addEventListener("abort", abortHandler);
				});
			}
		}
		class BlobQuickQueryStream extends external_node_stream_.Readable {
			source;
			avroReader;
			avroIter;
			avroPaused = !0;
			onProgress;
			onError;
			constructor(source, options = {}) {
				super(), this.source = source, this.onProgress = options.onProgress, this.onError = options.onError, this.avroReader = new AvroReader(new AvroReadableFromStream(this.source)), this.avroIter = this.avroReader.parseObjects({ abortSignal: options.abortSignal });
			}
			_read() {
				this.avroPaused && this.readInternal().catch((err) => {
					this.emit("error", err);
				});
			}
			async readInternal() {
				this.avroPaused = !1;
				let avroNext;
				do {
					if (avroNext = await this.avroIter.next(), avroNext.done) break;
					let obj = avroNext.value, schema = obj.$schema;
					if (typeof schema != "string") throw Error("Missing schema in avro record.");
					switch (schema) {
						case "com.microsoft.azure.storage.queryBlobContents.resultData":
							{
								let data = obj.data;
								if (!(data instanceof Uint8Array)) throw Error("Invalid data in avro result record.");
								this.push(Buffer.from(data)) || (this.avroPaused = !0);
							}
							break;
						case "com.microsoft.azure.storage.queryBlobContents.progress":
							{
								let bytesScanned = obj.bytesScanned;
								if (typeof bytesScanned != "number") throw Error("Invalid bytesScanned in avro progress record.");
								this.onProgress && this.onProgress({ loadedBytes: bytesScanned });
							}
							break;
						case "com.microsoft.azure.storage.queryBlobContents.end":
							if (this.onProgress) {
								let totalBytes = obj.totalBytes;
								if (typeof totalBytes != "number") throw Error("Invalid totalBytes in avro end record.");
								this.onProgress({ loadedBytes: totalBytes });
							}
							this.push(null);
							break;
						case "com.microsoft.azure.storage.queryBlobContents.error":
							if (this.onError) {
								let fatal = obj.fatal;
								if (typeof fatal != "boolean") throw Error("Invalid fatal in avro error record.");
								let name = obj.name;
								if (typeof name != "string") throw Error("Invalid name in avro error record.");
								let description = obj.description;
								if (typeof description != "string") throw Error("Invalid description in avro error record.");
								let position = obj.position;
								if (typeof position != "number") throw Error("Invalid position in avro error record.");
								this.onError({
									position,
									name,
									isFatal: fatal,
									description
								});
							}
							break;
						default: throw Error(`Unknown schema ${schema} in avro progress record.`);
					}
				} while (!avroNext.done && !this.avroPaused);
			}
		}
		class BlobQueryResponse {
			get acceptRanges() {
				return this.originalResponse.acceptRanges;
			}
			get cacheControl() {
				return this.originalResponse.cacheControl;
			}
			get contentDisposition() {
				return this.originalResponse.contentDisposition;
			}
			get contentEncoding() {
				return this.originalResponse.contentEncoding;
			}
			get contentLanguage() {
				return this.originalResponse.contentLanguage;
			}
			get blobSequenceNumber() {
				return this.originalResponse.blobSequenceNumber;
			}
			get blobType() {
				return this.originalResponse.blobType;
			}
			get contentLength() {
				return this.originalResponse.contentLength;
			}
			get contentMD5() {
				return this.originalResponse.contentMD5;
			}
			get contentRange() {
				return this.originalResponse.contentRange;
			}
			get contentType() {
				return this.originalResponse.contentType;
			}
			get copyCompletedOn() {}
			get copyId() {
				return this.originalResponse.copyId;
			}
			get copyProgress() {
				return this.originalResponse.copyProgress;
			}
			get copySource() {
				return this.originalResponse.copySource;
			}
			get copyStatus() {
				return this.originalResponse.copyStatus;
			}
			get copyStatusDescription() {
				return this.originalResponse.copyStatusDescription;
			}
			get leaseDuration() {
				return this.originalResponse.leaseDuration;
			}
			get leaseState() {
				return this.originalResponse.leaseState;
			}
			get leaseStatus() {
				return this.originalResponse.leaseStatus;
			}
			get date() {
				return this.originalResponse.date;
			}
			get blobCommittedBlockCount() {
				return this.originalResponse.blobCommittedBlockCount;
			}
			get etag() {
				return this.originalResponse.etag;
			}
			get errorCode() {
				return this.originalResponse.errorCode;
			}
			get isServerEncrypted() {
				return this.originalResponse.isServerEncrypted;
			}
			get blobContentMD5() {
				return this.originalResponse.blobContentMD5;
			}
			get lastModified() {
				return this.originalResponse.lastModified;
			}
			get metadata() {
				return this.originalResponse.metadata;
			}
			get requestId() {
				return this.originalResponse.requestId;
			}
			get clientRequestId() {
				return this.originalResponse.clientRequestId;
			}
			get version() {
				return this.originalResponse.version;
			}
			get encryptionKeySha256() {
				return this.originalResponse.encryptionKeySha256;
			}
			get contentCrc64() {
				return this.originalResponse.contentCrc64;
			}
			get blobBody() {}
			get readableStreamBody() {
				return core_util_dist_esm.qx ? this.blobDownloadStream : void 0;
			}
			get _response() {
				return this.originalResponse._response;
			}
			originalResponse;
			blobDownloadStream;
			constructor(originalResponse, options = {}) {
				this.originalResponse = originalResponse, this.blobDownloadStream = new BlobQuickQueryStream(this.originalResponse.readableStreamBody, options);
			}
		}
		var BlockBlobTier;
		(function(BlockBlobTier) {
			BlockBlobTier.Hot = "Hot", BlockBlobTier.Cool = "Cool", BlockBlobTier.Cold = "Cold", BlockBlobTier.Archive = "Archive";
		})(BlockBlobTier ||= {});
		var PremiumPageBlobTier;
		(function(PremiumPageBlobTier) {
			PremiumPageBlobTier.P4 = "P4", PremiumPageBlobTier.P6 = "P6", PremiumPageBlobTier.P10 = "P10", PremiumPageBlobTier.P15 = "P15", PremiumPageBlobTier.P20 = "P20", PremiumPageBlobTier.P30 = "P30", PremiumPageBlobTier.P40 = "P40", PremiumPageBlobTier.P50 = "P50", PremiumPageBlobTier.P60 = "P60", PremiumPageBlobTier.P70 = "P70", PremiumPageBlobTier.P80 = "P80";
		})(PremiumPageBlobTier ||= {});
		function toAccessTier(tier) {
			if (tier !== void 0) return tier;
		}
		function ensureCpkIfSpecified(cpk, isHttps) {
			if (cpk && !isHttps) throw RangeError("Customer-provided encryption key must be used over HTTPS.");
			cpk && !cpk.encryptionAlgorithm && (cpk.encryptionAlgorithm = "AES256");
		}
		var StorageBlobAudience;
		(function(StorageBlobAudience) {
			StorageBlobAudience.StorageOAuthScopes = "https://storage.azure.com/.default", StorageBlobAudience.DiskComputeOAuthScopes = "https://disk.compute.azure.com/.default";
		})(StorageBlobAudience ||= {});
		function rangeResponseFromModel(response) {
			let pageRange = (response._response.parsedBody.pageRange || []).map((x) => ({
				offset: x.start,
				count: x.end - x.start
			})), clearRange = (response._response.parsedBody.clearRange || []).map((x) => ({
				offset: x.start,
				count: x.end - x.start
			}));
			return {
				...response,
				pageRange,
				clearRange,
				_response: {
					...response._response,
					parsedBody: {
						pageRange,
						clearRange
					}
				}
			};
		}
		var core_lro_dist_esm = __webpack_require__(67352);
		class BlobBeginCopyFromUrlPoller extends core_lro_dist_esm.vu {
			intervalInMs;
			constructor(options) {
				let { blobClient, copySource, intervalInMs = 15e3, onProgress, resumeFrom, startCopyFromURLOptions } = options, state;
				resumeFrom && (state = JSON.parse(resumeFrom).state);
				let operation = makeBlobBeginCopyFromURLPollOperation({
					...state,
					blobClient,
					copySource,
					startCopyFromURLOptions
				});
				super(operation), typeof onProgress == "function" && this.onProgress(onProgress), this.intervalInMs = intervalInMs;
			}
			delay() {
				return (0, core_util_dist_esm.cb)(this.intervalInMs);
			}
		}
		let cancel = async function(options = {}) {
			let state = this.state, { copyId } = state;
			return state.isCompleted ? makeBlobBeginCopyFromURLPollOperation(state) : copyId ? (await state.blobClient.abortCopyFromURL(copyId, { abortSignal: options.abortSignal }), state.isCancelled = !0, makeBlobBeginCopyFromURLPollOperation(state)) : (state.isCancelled = !0, makeBlobBeginCopyFromURLPollOperation(state));
		}, update = async function(options = {}) {
			let state = this.state, { blobClient, copySource, startCopyFromURLOptions } = state;
			if (!state.isStarted) {
				state.isStarted = !0;
				let result = await blobClient.startCopyFromURL(copySource, startCopyFromURLOptions);
				state.copyId = result.copyId, result.copyStatus === "success" && (state.result = result, state.isCompleted = !0);
			} else if (!state.isCompleted) try {
				let result = await state.blobClient.getProperties({ abortSignal: options.abortSignal }), { copyStatus, copyProgress } = result, prevCopyProgress = state.copyProgress;
				copyProgress && (state.copyProgress = copyProgress), copyStatus === "pending" && copyProgress !== prevCopyProgress && typeof options.fireProgress == "function" ? options.fireProgress(state) : copyStatus === "success" ? (state.result = result, state.isCompleted = !0) : copyStatus === "failed" && (state.error = Error(`Blob copy failed with reason: "${result.copyStatusDescription || "unknown"}"`), state.isCompleted = !0);
			} catch (err) {
				state.error = err, state.isCompleted = !0;
			}
			return makeBlobBeginCopyFromURLPollOperation(state);
		}, BlobStartCopyFromUrlPoller_toString = function() {
			return JSON.stringify({ state: this.state }, (key, value) => {
				if (key !== "blobClient") return value;
			});
		};
		function makeBlobBeginCopyFromURLPollOperation(state) {
			return {
				state: { ...state },
				cancel,
				toString: BlobStartCopyFromUrlPoller_toString,
				update
			};
		}
		function rangeToString(iRange) {
			if (iRange.offset < 0) throw RangeError("Range.offset cannot be smaller than 0.");
			if (iRange.count && iRange.count <= 0) throw RangeError("Range.count must be larger than 0. Leave it undefined if you want a range from offset to the end.");
			return iRange.count ? `bytes=${iRange.offset}-${iRange.offset + iRange.count - 1}` : `bytes=${iRange.offset}-`;
		}
		var external_events_ = __webpack_require__(24434), BatchStates;
		(function(BatchStates) {
			BatchStates[BatchStates.Good = 0] = "Good", BatchStates[BatchStates.Error = 1] = "Error";
		})(BatchStates ||= {});
		class Batch {
			concurrency;
			actives = 0;
			completed = 0;
			offset = 0;
			operations = [];
			state = BatchStates.Good;
			emitter;
			constructor(concurrency = 5) {
				if (concurrency < 1) throw RangeError("concurrency must be larger than 0");
				this.concurrency = concurrency, this.emitter = new external_events_.EventEmitter();
			}
			addOperation(operation) {
				this.operations.push(async () => {
					try {
						this.actives++, await operation(), this.actives--, this.completed++, this.parallelExecute();
					} catch (error) {
						this.emitter.emit("error", error);
					}
				});
			}
			async do() {
				return this.operations.length === 0 ? Promise.resolve() : (this.parallelExecute(), new Promise((resolve, reject) => {
					this.emitter.on("finish", resolve), this.emitter.on("error", (error) => {
						this.state = BatchStates.Error, reject(error);
					});
				}));
			}
			nextOperation() {
				return this.offset < this.operations.length ? this.operations[this.offset++] : null;
			}
			parallelExecute() {
				if (this.state !== BatchStates.Error) {
					if (this.completed >= this.operations.length) this.emitter.emit("finish");
					else for (; this.actives < this.concurrency;) {
						let operation = this.nextOperation();
						if (operation) operation();
						else return;
					}
				}
			}
		}
		var external_node_fs_ = __webpack_require__(73024), external_node_util_ = __webpack_require__(57975);
		async function streamToBuffer(stream, buffer, offset, end, encoding) {
			let pos = 0, count = end - offset;
			return new Promise((resolve, reject) => {
				let timeout = setTimeout(() => reject(Error("The operation cannot be completed in timeout.")), 1e5);
				stream.on("readable", () => {
					if (pos >= count) {
						clearTimeout(timeout), resolve();
						return;
					}
					let chunk = stream.read();
					if (!chunk) return;
					typeof chunk == "string" && (chunk = Buffer.from(chunk, encoding));
					let chunkLength = pos + chunk.length > count ? count - pos : chunk.length;
					buffer.fill(chunk.slice(0, chunkLength), offset + pos, offset + pos + chunkLength), pos += chunkLength;
				}), stream.on("end", () => {
					clearTimeout(timeout), pos < count && reject(Error(`Stream drains before getting enough data needed. Data read: ${pos}, data need: ${count}`)), resolve();
				}), stream.on("error", (msg) => {
					clearTimeout(timeout), reject(msg);
				});
			});
		}
		async function streamToBuffer2(stream, buffer, encoding) {
			let pos = 0, bufferSize = buffer.length;
			return new Promise((resolve, reject) => {
				stream.on("readable", () => {
					let chunk = stream.read();
					chunk && (typeof chunk == "string" && (chunk = Buffer.from(chunk, encoding)), pos + chunk.length > bufferSize ? reject(Error(`Stream exceeds buffer size. Buffer size: ${bufferSize}`)) : (buffer.fill(chunk, pos, pos + chunk.length), pos += chunk.length));
				}), stream.on("end", () => {
					resolve(pos);
				}), stream.on("error", reject);
			});
		}
		async function readStreamToLocalFile(rs, file) {
			return new Promise((resolve, reject) => {
				let ws = external_node_fs_.createWriteStream(file);
				rs.on("error", (err) => {
					reject(err);
				}), ws.on("error", (err) => {
					reject(err);
				}), ws.on("close", resolve), rs.pipe(ws);
			});
		}
		let fsStat = external_node_util_.promisify(external_node_fs_.stat), fsCreateReadStream = external_node_fs_.createReadStream;
		class BlobClient extends StorageClient_StorageClient {
			blobContext;
			_name;
			_containerName;
			_versionId;
			_snapshot;
			get name() {
				return this._name;
			}
			get containerName() {
				return this._containerName;
			}
			constructor(urlOrConnectionString, credentialOrPipelineOrContainerName, blobNameOrOptions, options) {
				options ||= {};
				let pipeline, url;
				if (isPipelineLike(credentialOrPipelineOrContainerName)) url = urlOrConnectionString, pipeline = credentialOrPipelineOrContainerName;
				else if (core_util_dist_esm.qx && credentialOrPipelineOrContainerName instanceof storage_common_dist_esm.Z3 || credentialOrPipelineOrContainerName instanceof storage_common_dist_esm.tv || (0, dist_esm.Zp)(credentialOrPipelineOrContainerName)) url = urlOrConnectionString, options = blobNameOrOptions, pipeline = newPipeline(credentialOrPipelineOrContainerName, options);
				else if (!credentialOrPipelineOrContainerName && typeof credentialOrPipelineOrContainerName != "string") url = urlOrConnectionString, blobNameOrOptions && typeof blobNameOrOptions != "string" && (options = blobNameOrOptions), pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
				else if (credentialOrPipelineOrContainerName && typeof credentialOrPipelineOrContainerName == "string" && blobNameOrOptions && typeof blobNameOrOptions == "string") {
					let containerName = credentialOrPipelineOrContainerName, blobName = blobNameOrOptions, extractedCreds = extractConnectionStringParts(urlOrConnectionString);
					if (extractedCreds.kind === "AccountConnString") {
						if (core_util_dist_esm.qx) {
							let sharedKeyCredential = new storage_common_dist_esm.Z3(extractedCreds.accountName, extractedCreds.accountKey);
							url = appendToURLPath(appendToURLPath(extractedCreds.url, encodeURIComponent(containerName)), encodeURIComponent(blobName)), options.proxyOptions || (options.proxyOptions = (0, esm.nV)(extractedCreds.proxyUri)), pipeline = newPipeline(sharedKeyCredential, options);
						} else throw Error("Account connection string is only supported in Node.js environment");
					} else if (extractedCreds.kind === "SASConnString") url = appendToURLPath(appendToURLPath(extractedCreds.url, encodeURIComponent(containerName)), encodeURIComponent(blobName)) + "?" + extractedCreds.accountSas, pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
					else throw Error("Connection string must be either an Account connection string or a SAS connection string");
				} else throw Error("Expecting non-empty strings for containerName and blobName parameters");
				super(url, pipeline), {blobName: this._name, containerName: this._containerName} = this.getBlobAndContainerNamesFromUrl(), this.blobContext = this.storageClientContext.blob, this._snapshot = getURLParameter(this.url, constants_URLConstants.Parameters.SNAPSHOT), this._versionId = getURLParameter(this.url, constants_URLConstants.Parameters.VERSIONID);
			}
			withSnapshot(snapshot) {
				return new BlobClient(setURLParameter(this.url, constants_URLConstants.Parameters.SNAPSHOT, snapshot.length === 0 ? void 0 : snapshot), this.pipeline);
			}
			withVersion(versionId) {
				return new BlobClient(setURLParameter(this.url, constants_URLConstants.Parameters.VERSIONID, versionId.length === 0 ? void 0 : versionId), this.pipeline);
			}
			getAppendBlobClient() {
				return new AppendBlobClient(this.url, this.pipeline);
			}
			getBlockBlobClient() {
				return new BlockBlobClient(this.url, this.pipeline);
			}
			getPageBlobClient() {
				return new PageBlobClient(this.url, this.pipeline);
			}
			async download(offset = 0, count, options = {}) {
				return options.conditions = options.conditions || {}, options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("BlobClient-download", options, async (updatedOptions) => {
					let res = assertResponse(await this.blobContext.download({
						abortSignal: options.abortSignal,
						leaseAccessConditions: options.conditions,
						modifiedAccessConditions: {
							...options.conditions,
							ifTags: options.conditions?.tagConditions
						},
						requestOptions: { onDownloadProgress: core_util_dist_esm.qx ? void 0 : options.onProgress },
						range: offset === 0 && !count ? void 0 : rangeToString({
							offset,
							count
						}),
						rangeGetContentMD5: options.rangeGetContentMD5,
						rangeGetContentCRC64: options.rangeGetContentCrc64,
						snapshot: options.snapshot,
						cpkInfo: options.customerProvidedKey,
						tracingOptions: updatedOptions.tracingOptions
					})), wrappedRes = {
						...res,
						_response: res._response,
						objectReplicationDestinationPolicyId: res.objectReplicationPolicyId,
						objectReplicationSourceProperties: parseObjectReplicationRecord(res.objectReplicationRules)
					};
					if (!core_util_dist_esm.qx) return wrappedRes;
					if ((options.maxRetryRequests === void 0 || options.maxRetryRequests < 0) && (options.maxRetryRequests = 5), res.contentLength === void 0) throw RangeError("File download response doesn't contain valid content length header");
					if (!res.etag) throw RangeError("File download response doesn't contain valid etag header");
					return new BlobDownloadResponse(wrappedRes, async (start) => {
						let updatedDownloadOptions = {
							leaseAccessConditions: options.conditions,
							modifiedAccessConditions: {
								ifMatch: options.conditions.ifMatch || res.etag,
								ifModifiedSince: options.conditions.ifModifiedSince,
								ifNoneMatch: options.conditions.ifNoneMatch,
								ifUnmodifiedSince: options.conditions.ifUnmodifiedSince,
								ifTags: options.conditions?.tagConditions
							},
							range: rangeToString({
								count: offset + res.contentLength - start,
								offset: start
							}),
							rangeGetContentMD5: options.rangeGetContentMD5,
							rangeGetContentCRC64: options.rangeGetContentCrc64,
							snapshot: options.snapshot,
							cpkInfo: options.customerProvidedKey
						};
						return (await this.blobContext.download({
							abortSignal: options.abortSignal,
							...updatedDownloadOptions
						})).readableStreamBody;
					}, offset, res.contentLength, {
						maxRetryRequests: options.maxRetryRequests,
						onProgress: options.onProgress
					});
				});
			}
			async exists(options = {}) {
				return tracingClient.withSpan("BlobClient-exists", options, async (updatedOptions) => {
					try {
						return ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), await this.getProperties({
							abortSignal: options.abortSignal,
							customerProvidedKey: options.customerProvidedKey,
							conditions: options.conditions,
							tracingOptions: updatedOptions.tracingOptions
						}), !0;
					} catch (e) {
						if (e.statusCode === 404) return !1;
						if (e.statusCode === 409 && (e.details.errorCode === "BlobUsesCustomerSpecifiedEncryption" || e.details.errorCode === "BlobDoesNotUseCustomerSpecifiedEncryption")) return !0;
						throw e;
					}
				});
			}
			async getProperties(options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("BlobClient-getProperties", options, async (updatedOptions) => {
					let res = assertResponse(await this.blobContext.getProperties({
						abortSignal: options.abortSignal,
						leaseAccessConditions: options.conditions,
						modifiedAccessConditions: {
							...options.conditions,
							ifTags: options.conditions?.tagConditions
						},
						cpkInfo: options.customerProvidedKey,
						tracingOptions: updatedOptions.tracingOptions
					}));
					return {
						...res,
						_response: res._response,
						objectReplicationDestinationPolicyId: res.objectReplicationPolicyId,
						objectReplicationSourceProperties: parseObjectReplicationRecord(res.objectReplicationRules)
					};
				});
			}
			async delete(options = {}) {
				return options.conditions = options.conditions || {}, tracingClient.withSpan("BlobClient-delete", options, async (updatedOptions) => assertResponse(await this.blobContext.delete({
					abortSignal: options.abortSignal,
					deleteSnapshots: options.deleteSnapshots,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async deleteIfExists(options = {}) {
				return tracingClient.withSpan("BlobClient-deleteIfExists", options, async (updatedOptions) => {
					try {
						let res = assertResponse(await this.delete(updatedOptions));
						return {
							succeeded: !0,
							...res,
							_response: res._response
						};
					} catch (e) {
						if (e.details?.errorCode === "BlobNotFound") return {
							succeeded: !1,
							...e.response?.parsedHeaders,
							_response: e.response
						};
						throw e;
					}
				});
			}
			async undelete(options = {}) {
				return tracingClient.withSpan("BlobClient-undelete", options, async (updatedOptions) => assertResponse(await this.blobContext.undelete({
					abortSignal: options.abortSignal,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async setHTTPHeaders(blobHTTPHeaders, options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("BlobClient-setHTTPHeaders", options, async (updatedOptions) => assertResponse(await this.blobContext.setHttpHeaders({
					abortSignal: options.abortSignal,
					blobHttpHeaders: blobHTTPHeaders,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async setMetadata(metadata, options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("BlobClient-setMetadata", options, async (updatedOptions) => assertResponse(await this.blobContext.setMetadata({
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					metadata,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async setTags(tags, options = {}) {
				return tracingClient.withSpan("BlobClient-setTags", options, async (updatedOptions) => assertResponse(await this.blobContext.setTags({
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					blobModifiedAccessConditions: options.conditions,
					tracingOptions: updatedOptions.tracingOptions,
					tags: toBlobTags(tags)
				})));
			}
			async getTags(options = {}) {
				return tracingClient.withSpan("BlobClient-getTags", options, async (updatedOptions) => {
					let response = assertResponse(await this.blobContext.getTags({
						abortSignal: options.abortSignal,
						leaseAccessConditions: options.conditions,
						modifiedAccessConditions: {
							...options.conditions,
							ifTags: options.conditions?.tagConditions
						},
						blobModifiedAccessConditions: options.conditions,
						tracingOptions: updatedOptions.tracingOptions
					}));
					return {
						...response,
						_response: response._response,
						tags: toTags({ blobTagSet: response.blobTagSet }) || {}
					};
				});
			}
			getBlobLeaseClient(proposeLeaseId) {
				return new BlobLeaseClient(this, proposeLeaseId);
			}
			async createSnapshot(options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("BlobClient-createSnapshot", options, async (updatedOptions) => assertResponse(await this.blobContext.createSnapshot({
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					metadata: options.metadata,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async beginCopyFromURL(copySource, options = {}) {
				let poller = new BlobBeginCopyFromUrlPoller({
					blobClient: {
						abortCopyFromURL: (...args) => this.abortCopyFromURL(...args),
						getProperties: (...args) => this.getProperties(...args),
						startCopyFromURL: (...args) => this.startCopyFromURL(...args)
					},
					copySource,
					intervalInMs: options.intervalInMs,
					onProgress: options.onProgress,
					resumeFrom: options.resumeFrom,
					startCopyFromURLOptions: options
				});
				return await poller.poll(), poller;
			}
			async abortCopyFromURL(copyId, options = {}) {
				return tracingClient.withSpan("BlobClient-abortCopyFromURL", options, async (updatedOptions) => assertResponse(await this.blobContext.abortCopyFromURL(copyId, {
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async syncCopyFromURL(copySource, options = {}) {
				return options.conditions = options.conditions || {}, options.sourceConditions = options.sourceConditions || {}, tracingClient.withSpan("BlobClient-syncCopyFromURL", options, async (updatedOptions) => assertResponse(await this.blobContext.copyFromURL(copySource, {
					abortSignal: options.abortSignal,
					metadata: options.metadata,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					sourceModifiedAccessConditions: {
						sourceIfMatch: options.sourceConditions?.ifMatch,
						sourceIfModifiedSince: options.sourceConditions?.ifModifiedSince,
						sourceIfNoneMatch: options.sourceConditions?.ifNoneMatch,
						sourceIfUnmodifiedSince: options.sourceConditions?.ifUnmodifiedSince
					},
					sourceContentMD5: options.sourceContentMD5,
					copySourceAuthorization: httpAuthorizationToString(options.sourceAuthorization),
					tier: toAccessTier(options.tier),
					blobTagsString: toBlobTagsString(options.tags),
					immutabilityPolicyExpiry: options.immutabilityPolicy?.expiriesOn,
					immutabilityPolicyMode: options.immutabilityPolicy?.policyMode,
					legalHold: options.legalHold,
					encryptionScope: options.encryptionScope,
					copySourceTags: options.copySourceTags,
					fileRequestIntent: options.sourceShareTokenIntent,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async setAccessTier(tier, options = {}) {
				return tracingClient.withSpan("BlobClient-setAccessTier", options, async (updatedOptions) => assertResponse(await this.blobContext.setTier(toAccessTier(tier), {
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					rehydratePriority: options.rehydratePriority,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async downloadToBuffer(param1, param2, param3, param4 = {}) {
				let buffer, offset = 0, count = 0, options = param4;
				param1 instanceof Buffer ? (buffer = param1, offset = param2 || 0, count = typeof param3 == "number" ? param3 : 0) : (offset = typeof param1 == "number" ? param1 : 0, count = typeof param2 == "number" ? param2 : 0, options = param3 || {});
				let blockSize = options.blockSize ?? 0;
				if (blockSize < 0) throw RangeError("blockSize option must be >= 0");
				if (blockSize === 0 && (blockSize = DEFAULT_BLOB_DOWNLOAD_BLOCK_BYTES), offset < 0) throw RangeError("offset option must be >= 0");
				if (count && count <= 0) throw RangeError("count option must be greater than 0");
				return options.conditions || (options.conditions = {}), tracingClient.withSpan("BlobClient-downloadToBuffer", options, async (updatedOptions) => {
					if (!count) {
						let response = await this.getProperties({
							...options,
							tracingOptions: updatedOptions.tracingOptions
						});
						if (count = response.contentLength - offset, count < 0) throw RangeError(`offset ${offset} shouldn't be larger than blob size ${response.contentLength}`);
					}
					if (!buffer) try {
						buffer = Buffer.alloc(count);
					} catch (error) {
						throw Error(`Unable to allocate the buffer of size: ${count}(in bytes). Please try passing your own buffer to the "downloadToBuffer" method or try using other methods like "download" or "downloadToFile".\t ${error.message}`);
					}
					if (buffer.length < count) throw RangeError(`The buffer's size should be equal to or larger than the request count of bytes: ${count}`);
					let transferProgress = 0, batch = new Batch(options.concurrency);
					for (let off = offset; off < offset + count; off += blockSize) batch.addOperation(async () => {
						let chunkEnd = offset + count;
						off + blockSize < chunkEnd && (chunkEnd = off + blockSize);
						let stream = (await this.download(off, chunkEnd - off, {
							abortSignal: options.abortSignal,
							conditions: options.conditions,
							maxRetryRequests: options.maxRetryRequestsPerBlock,
							customerProvidedKey: options.customerProvidedKey,
							tracingOptions: updatedOptions.tracingOptions
						})).readableStreamBody;
						await streamToBuffer(stream, buffer, off - offset, chunkEnd - offset), transferProgress += chunkEnd - off, options.onProgress && options.onProgress({ loadedBytes: transferProgress });
					});
					return await batch.do(), buffer;
				});
			}
			async downloadToFile(filePath, offset = 0, count, options = {}) {
				return tracingClient.withSpan("BlobClient-downloadToFile", options, async (updatedOptions) => {
					let response = await this.download(offset, count, {
						...options,
						tracingOptions: updatedOptions.tracingOptions
					});
					return response.readableStreamBody && await readStreamToLocalFile(response.readableStreamBody, filePath), response.blobDownloadStream = void 0, response;
				});
			}
			getBlobAndContainerNamesFromUrl() {
				let containerName, blobName;
				try {
					let parsedUrl = new URL(this.url);
					if (parsedUrl.host.split(".")[1] === "blob") {
						let pathComponents = parsedUrl.pathname.match("/([^/]*)(/(.*))?");
						containerName = pathComponents[1], blobName = pathComponents[3];
					} else if (isIpEndpointStyle(parsedUrl)) {
						let pathComponents = parsedUrl.pathname.match("/([^/]*)/([^/]*)(/(.*))?");
						containerName = pathComponents[2], blobName = pathComponents[4];
					} else {
						let pathComponents = parsedUrl.pathname.match("/([^/]*)(/(.*))?");
						containerName = pathComponents[1], blobName = pathComponents[3];
					}
					if (containerName = decodeURIComponent(containerName), blobName = decodeURIComponent(blobName), blobName = blobName.replace(/\\/g, "/"), !containerName) throw Error("Provided containerName is invalid.");
					return {
						blobName,
						containerName
					};
				} catch {
					throw Error("Unable to extract blobName and containerName with provided information.");
				}
			}
			async startCopyFromURL(copySource, options = {}) {
				return tracingClient.withSpan("BlobClient-startCopyFromURL", options, async (updatedOptions) => (options.conditions = options.conditions || {}, options.sourceConditions = options.sourceConditions || {}, assertResponse(await this.blobContext.startCopyFromURL(copySource, {
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					metadata: options.metadata,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					sourceModifiedAccessConditions: {
						sourceIfMatch: options.sourceConditions.ifMatch,
						sourceIfModifiedSince: options.sourceConditions.ifModifiedSince,
						sourceIfNoneMatch: options.sourceConditions.ifNoneMatch,
						sourceIfUnmodifiedSince: options.sourceConditions.ifUnmodifiedSince,
						sourceIfTags: options.sourceConditions.tagConditions
					},
					immutabilityPolicyExpiry: options.immutabilityPolicy?.expiriesOn,
					immutabilityPolicyMode: options.immutabilityPolicy?.policyMode,
					legalHold: options.legalHold,
					rehydratePriority: options.rehydratePriority,
					tier: toAccessTier(options.tier),
					blobTagsString: toBlobTagsString(options.tags),
					sealBlob: options.sealBlob,
					tracingOptions: updatedOptions.tracingOptions
				}))));
			}
			generateSasUrl(options) {
				return new Promise((resolve) => {
					if (!(this.credential instanceof storage_common_dist_esm.Z3)) throw RangeError("Can only generate the SAS when the client is initialized with a shared key credential");
					let sas = generateBlobSASQueryParameters({
						containerName: this._containerName,
						blobName: this._name,
						snapshotTime: this._snapshot,
						versionId: this._versionId,
						...options
					}, this.credential).toString();
					resolve(appendToURLQuery(this.url, sas));
				});
			}
			generateSasStringToSign(options) {
				if (!(this.credential instanceof storage_common_dist_esm.Z3)) throw RangeError("Can only generate the SAS when the client is initialized with a shared key credential");
				return generateBlobSASQueryParametersInternal({
					containerName: this._containerName,
					blobName: this._name,
					snapshotTime: this._snapshot,
					versionId: this._versionId,
					...options
				}, this.credential).stringToSign;
			}
			generateUserDelegationSasUrl(options, userDelegationKey) {
				return new Promise((resolve) => {
					let sas = generateBlobSASQueryParameters({
						containerName: this._containerName,
						blobName: this._name,
						snapshotTime: this._snapshot,
						versionId: this._versionId,
						...options
					}, userDelegationKey, this.accountName).toString();
					resolve(appendToURLQuery(this.url, sas));
				});
			}
			generateUserDelegationSasStringToSign(options, userDelegationKey) {
				return generateBlobSASQueryParametersInternal({
					containerName: this._containerName,
					blobName: this._name,
					snapshotTime: this._snapshot,
					versionId: this._versionId,
					...options
				}, userDelegationKey, this.accountName).stringToSign;
			}
			async deleteImmutabilityPolicy(options = {}) {
				return tracingClient.withSpan("BlobClient-deleteImmutabilityPolicy", options, async (updatedOptions) => assertResponse(await this.blobContext.deleteImmutabilityPolicy({ tracingOptions: updatedOptions.tracingOptions })));
			}
			async setImmutabilityPolicy(immutabilityPolicy, options = {}) {
				return tracingClient.withSpan("BlobClient-setImmutabilityPolicy", options, async (updatedOptions) => assertResponse(await this.blobContext.setImmutabilityPolicy({
					immutabilityPolicyExpiry: immutabilityPolicy.expiriesOn,
					immutabilityPolicyMode: immutabilityPolicy.policyMode,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async setLegalHold(legalHoldEnabled, options = {}) {
				return tracingClient.withSpan("BlobClient-setLegalHold", options, async (updatedOptions) => assertResponse(await this.blobContext.setLegalHold(legalHoldEnabled, { tracingOptions: updatedOptions.tracingOptions })));
			}
			async getAccountInfo(options = {}) {
				return tracingClient.withSpan("BlobClient-getAccountInfo", options, async (updatedOptions) => assertResponse(await this.blobContext.getAccountInfo({
					abortSignal: options.abortSignal,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
		}
		class AppendBlobClient extends BlobClient {
			appendBlobContext;
			constructor(urlOrConnectionString, credentialOrPipelineOrContainerName, blobNameOrOptions, options) {
				let pipeline, url;
				if (options ||= {}, isPipelineLike(credentialOrPipelineOrContainerName)) url = urlOrConnectionString, pipeline = credentialOrPipelineOrContainerName;
				else if (core_util_dist_esm.qx && credentialOrPipelineOrContainerName instanceof storage_common_dist_esm.Z3 || credentialOrPipelineOrContainerName instanceof storage_common_dist_esm.tv || (0, dist_esm.Zp)(credentialOrPipelineOrContainerName)) url = urlOrConnectionString, options = blobNameOrOptions, pipeline = newPipeline(credentialOrPipelineOrContainerName, options);
				else if (!credentialOrPipelineOrContainerName && typeof credentialOrPipelineOrContainerName != "string") url = urlOrConnectionString, pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
				else if (credentialOrPipelineOrContainerName && typeof credentialOrPipelineOrContainerName == "string" && blobNameOrOptions && typeof blobNameOrOptions == "string") {
					let containerName = credentialOrPipelineOrContainerName, blobName = blobNameOrOptions, extractedCreds = extractConnectionStringParts(urlOrConnectionString);
					if (extractedCreds.kind === "AccountConnString") {
						if (core_util_dist_esm.qx) {
							let sharedKeyCredential = new storage_common_dist_esm.Z3(extractedCreds.accountName, extractedCreds.accountKey);
							url = appendToURLPath(appendToURLPath(extractedCreds.url, encodeURIComponent(containerName)), encodeURIComponent(blobName)), options.proxyOptions || (options.proxyOptions = (0, esm.nV)(extractedCreds.proxyUri)), pipeline = newPipeline(sharedKeyCredential, options);
						} else throw Error("Account connection string is only supported in Node.js environment");
					} else if (extractedCreds.kind === "SASConnString") url = appendToURLPath(appendToURLPath(extractedCreds.url, encodeURIComponent(containerName)), encodeURIComponent(blobName)) + "?" + extractedCreds.accountSas, pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
					else throw Error("Connection string must be either an Account connection string or a SAS connection string");
				} else throw Error("Expecting non-empty strings for containerName and blobName parameters");
				super(url, pipeline), this.appendBlobContext = this.storageClientContext.appendBlob;
			}
			withSnapshot(snapshot) {
				return new AppendBlobClient(setURLParameter(this.url, constants_URLConstants.Parameters.SNAPSHOT, snapshot.length === 0 ? void 0 : snapshot), this.pipeline);
			}
			async create(options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("AppendBlobClient-create", options, async (updatedOptions) => assertResponse(await this.appendBlobContext.create(0, {
					abortSignal: options.abortSignal,
					blobHttpHeaders: options.blobHTTPHeaders,
					leaseAccessConditions: options.conditions,
					metadata: options.metadata,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					immutabilityPolicyExpiry: options.immutabilityPolicy?.expiriesOn,
					immutabilityPolicyMode: options.immutabilityPolicy?.policyMode,
					legalHold: options.legalHold,
					blobTagsString: toBlobTagsString(options.tags),
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async createIfNotExists(options = {}) {
				let conditions = { ifNoneMatch: "*" };
				return tracingClient.withSpan("AppendBlobClient-createIfNotExists", options, async (updatedOptions) => {
					try {
						let res = assertResponse(await this.create({
							...updatedOptions,
							conditions
						}));
						return {
							succeeded: !0,
							...res,
							_response: res._response
						};
					} catch (e) {
						if (e.details?.errorCode === "BlobAlreadyExists") return {
							succeeded: !1,
							...e.response?.parsedHeaders,
							_response: e.response
						};
						throw e;
					}
				});
			}
			async seal(options = {}) {
				return options.conditions = options.conditions || {}, tracingClient.withSpan("AppendBlobClient-seal", options, async (updatedOptions) => assertResponse(await this.appendBlobContext.seal({
					abortSignal: options.abortSignal,
					appendPositionAccessConditions: options.conditions,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async appendBlock(body, contentLength, options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("AppendBlobClient-appendBlock", options, async (updatedOptions) => assertResponse(await this.appendBlobContext.appendBlock(contentLength, body, {
					abortSignal: options.abortSignal,
					appendPositionAccessConditions: options.conditions,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					requestOptions: { onUploadProgress: options.onProgress },
					transactionalContentMD5: options.transactionalContentMD5,
					transactionalContentCrc64: options.transactionalContentCrc64,
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async appendBlockFromURL(sourceURL, sourceOffset, count, options = {}) {
				return options.conditions = options.conditions || {}, options.sourceConditions = options.sourceConditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("AppendBlobClient-appendBlockFromURL", options, async (updatedOptions) => assertResponse(await this.appendBlobContext.appendBlockFromUrl(sourceURL, 0, {
					abortSignal: options.abortSignal,
					sourceRange: rangeToString({
						offset: sourceOffset,
						count
					}),
					sourceContentMD5: options.sourceContentMD5,
					sourceContentCrc64: options.sourceContentCrc64,
					leaseAccessConditions: options.conditions,
					appendPositionAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					sourceModifiedAccessConditions: {
						sourceIfMatch: options.sourceConditions?.ifMatch,
						sourceIfModifiedSince: options.sourceConditions?.ifModifiedSince,
						sourceIfNoneMatch: options.sourceConditions?.ifNoneMatch,
						sourceIfUnmodifiedSince: options.sourceConditions?.ifUnmodifiedSince
					},
					copySourceAuthorization: httpAuthorizationToString(options.sourceAuthorization),
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					fileRequestIntent: options.sourceShareTokenIntent,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
		}
		class BlockBlobClient extends BlobClient {
			_blobContext;
			blockBlobContext;
			constructor(urlOrConnectionString, credentialOrPipelineOrContainerName, blobNameOrOptions, options) {
				let pipeline, url;
				if (options ||= {}, isPipelineLike(credentialOrPipelineOrContainerName)) url = urlOrConnectionString, pipeline = credentialOrPipelineOrContainerName;
				else if (core_util_dist_esm.qx && credentialOrPipelineOrContainerName instanceof storage_common_dist_esm.Z3 || credentialOrPipelineOrContainerName instanceof storage_common_dist_esm.tv || (0, dist_esm.Zp)(credentialOrPipelineOrContainerName)) url = urlOrConnectionString, options = blobNameOrOptions, pipeline = newPipeline(credentialOrPipelineOrContainerName, options);
				else if (!credentialOrPipelineOrContainerName && typeof credentialOrPipelineOrContainerName != "string") url = urlOrConnectionString, blobNameOrOptions && typeof blobNameOrOptions != "string" && (options = blobNameOrOptions), pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
				else if (credentialOrPipelineOrContainerName && typeof credentialOrPipelineOrContainerName == "string" && blobNameOrOptions && typeof blobNameOrOptions == "string") {
					let containerName = credentialOrPipelineOrContainerName, blobName = blobNameOrOptions, extractedCreds = extractConnectionStringParts(urlOrConnectionString);
					if (extractedCreds.kind === "AccountConnString") {
						if (core_util_dist_esm.qx) {
							let sharedKeyCredential = new storage_common_dist_esm.Z3(extractedCreds.accountName, extractedCreds.accountKey);
							url = appendToURLPath(appendToURLPath(extractedCreds.url, encodeURIComponent(containerName)), encodeURIComponent(blobName)), options.proxyOptions || (options.proxyOptions = (0, esm.nV)(extractedCreds.proxyUri)), pipeline = newPipeline(sharedKeyCredential, options);
						} else throw Error("Account connection string is only supported in Node.js environment");
					} else if (extractedCreds.kind === "SASConnString") url = appendToURLPath(appendToURLPath(extractedCreds.url, encodeURIComponent(containerName)), encodeURIComponent(blobName)) + "?" + extractedCreds.accountSas, pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
					else throw Error("Connection string must be either an Account connection string or a SAS connection string");
				} else throw Error("Expecting non-empty strings for containerName and blobName parameters");
				super(url, pipeline), this.blockBlobContext = this.storageClientContext.blockBlob, this._blobContext = this.storageClientContext.blob;
			}
			withSnapshot(snapshot) {
				return new BlockBlobClient(setURLParameter(this.url, constants_URLConstants.Parameters.SNAPSHOT, snapshot.length === 0 ? void 0 : snapshot), this.pipeline);
			}
			async query(query, options = {}) {
				if (ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), !core_util_dist_esm.qx) throw Error("This operation currently is only supported in Node.js.");
				return tracingClient.withSpan("BlockBlobClient-query", options, async (updatedOptions) => {
					let response = assertResponse(await this._blobContext.query({
						abortSignal: options.abortSignal,
						queryRequest: {
							queryType: "SQL",
							expression: query,
							inputSerialization: toQuerySerialization(options.inputTextConfiguration),
							outputSerialization: toQuerySerialization(options.outputTextConfiguration)
						},
						leaseAccessConditions: options.conditions,
						modifiedAccessConditions: {
							...options.conditions,
							ifTags: options.conditions?.tagConditions
						},
						cpkInfo: options.customerProvidedKey,
						tracingOptions: updatedOptions.tracingOptions
					}));
					return new BlobQueryResponse(response, {
						abortSignal: options.abortSignal,
						onProgress: options.onProgress,
						onError: options.onError
					});
				});
			}
			async upload(body, contentLength, options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("BlockBlobClient-upload", options, async (updatedOptions) => assertResponse(await this.blockBlobContext.upload(contentLength, body, {
					abortSignal: options.abortSignal,
					blobHttpHeaders: options.blobHTTPHeaders,
					leaseAccessConditions: options.conditions,
					metadata: options.metadata,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					requestOptions: { onUploadProgress: options.onProgress },
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					immutabilityPolicyExpiry: options.immutabilityPolicy?.expiriesOn,
					immutabilityPolicyMode: options.immutabilityPolicy?.policyMode,
					legalHold: options.legalHold,
					tier: toAccessTier(options.tier),
					blobTagsString: toBlobTagsString(options.tags),
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async syncUploadFromURL(sourceURL, options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("BlockBlobClient-syncUploadFromURL", options, async (updatedOptions) => assertResponse(await this.blockBlobContext.putBlobFromUrl(0, sourceURL, {
					...options,
					blobHttpHeaders: options.blobHTTPHeaders,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					sourceModifiedAccessConditions: {
						sourceIfMatch: options.sourceConditions?.ifMatch,
						sourceIfModifiedSince: options.sourceConditions?.ifModifiedSince,
						sourceIfNoneMatch: options.sourceConditions?.ifNoneMatch,
						sourceIfUnmodifiedSince: options.sourceConditions?.ifUnmodifiedSince,
						sourceIfTags: options.sourceConditions?.tagConditions
					},
					cpkInfo: options.customerProvidedKey,
					copySourceAuthorization: httpAuthorizationToString(options.sourceAuthorization),
					tier: toAccessTier(options.tier),
					blobTagsString: toBlobTagsString(options.tags),
					copySourceTags: options.copySourceTags,
					fileRequestIntent: options.sourceShareTokenIntent,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async stageBlock(blockId, body, contentLength, options = {}) {
				return ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("BlockBlobClient-stageBlock", options, async (updatedOptions) => assertResponse(await this.blockBlobContext.stageBlock(blockId, contentLength, body, {
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					requestOptions: { onUploadProgress: options.onProgress },
					transactionalContentMD5: options.transactionalContentMD5,
					transactionalContentCrc64: options.transactionalContentCrc64,
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async stageBlockFromURL(blockId, sourceURL, offset = 0, count, options = {}) {
				return ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("BlockBlobClient-stageBlockFromURL", options, async (updatedOptions) => assertResponse(await this.blockBlobContext.stageBlockFromURL(blockId, 0, sourceURL, {
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					sourceContentMD5: options.sourceContentMD5,
					sourceContentCrc64: options.sourceContentCrc64,
					sourceRange: offset === 0 && !count ? void 0 : rangeToString({
						offset,
						count
					}),
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					copySourceAuthorization: httpAuthorizationToString(options.sourceAuthorization),
					fileRequestIntent: options.sourceShareTokenIntent,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async commitBlockList(blocks, options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("BlockBlobClient-commitBlockList", options, async (updatedOptions) => assertResponse(await this.blockBlobContext.commitBlockList({ latest: blocks }, {
					abortSignal: options.abortSignal,
					blobHttpHeaders: options.blobHTTPHeaders,
					leaseAccessConditions: options.conditions,
					metadata: options.metadata,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					immutabilityPolicyExpiry: options.immutabilityPolicy?.expiriesOn,
					immutabilityPolicyMode: options.immutabilityPolicy?.policyMode,
					legalHold: options.legalHold,
					tier: toAccessTier(options.tier),
					blobTagsString: toBlobTagsString(options.tags),
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async getBlockList(listType, options = {}) {
				return tracingClient.withSpan("BlockBlobClient-getBlockList", options, async (updatedOptions) => {
					let res = assertResponse(await this.blockBlobContext.getBlockList(listType, {
						abortSignal: options.abortSignal,
						leaseAccessConditions: options.conditions,
						modifiedAccessConditions: {
							...options.conditions,
							ifTags: options.conditions?.tagConditions
						},
						tracingOptions: updatedOptions.tracingOptions
					}));
					return res.committedBlocks ||= [], res.uncommittedBlocks ||= [], res;
				});
			}
			async uploadData(data, options = {}) {
				return tracingClient.withSpan("BlockBlobClient-uploadData", options, async (updatedOptions) => {
					if (core_util_dist_esm.qx) {
						let buffer;
						return data instanceof Buffer ? buffer = data : data instanceof ArrayBuffer ? buffer = Buffer.from(data) : (data = data, buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)), this.uploadSeekableInternal((offset, size) => buffer.slice(offset, offset + size), buffer.byteLength, updatedOptions);
					}
					{
						let browserBlob = new Blob([data]);
						return this.uploadSeekableInternal((offset, size) => browserBlob.slice(offset, offset + size), browserBlob.size, updatedOptions);
					}
				});
			}
			async uploadBrowserData(browserData, options = {}) {
				return tracingClient.withSpan("BlockBlobClient-uploadBrowserData", options, async (updatedOptions) => {
					let browserBlob = new Blob([browserData]);
					return this.uploadSeekableInternal((offset, size) => browserBlob.slice(offset, offset + size), browserBlob.size, updatedOptions);
				});
			}
			async uploadSeekableInternal(bodyFactory, size, options = {}) {
				let blockSize = options.blockSize ?? 0;
				if (blockSize < 0 || blockSize > BLOCK_BLOB_MAX_STAGE_BLOCK_BYTES) throw RangeError(`blockSize option must be >= 0 and <= ${BLOCK_BLOB_MAX_STAGE_BLOCK_BYTES}`);
				let maxSingleShotSize = options.maxSingleShotSize ?? BLOCK_BLOB_MAX_UPLOAD_BLOB_BYTES;
				if (maxSingleShotSize < 0 || maxSingleShotSize > BLOCK_BLOB_MAX_UPLOAD_BLOB_BYTES) throw RangeError(`maxSingleShotSize option must be >= 0 and <= ${BLOCK_BLOB_MAX_UPLOAD_BLOB_BYTES}`);
				if (blockSize === 0) {
					if (size > BLOCK_BLOB_MAX_STAGE_BLOCK_BYTES * BLOCK_BLOB_MAX_BLOCKS) throw RangeError(`${size} is too larger to upload to a block blob.`);
					size > maxSingleShotSize && (blockSize = Math.ceil(size / BLOCK_BLOB_MAX_BLOCKS), blockSize < DEFAULT_BLOB_DOWNLOAD_BLOCK_BYTES && (blockSize = DEFAULT_BLOB_DOWNLOAD_BLOCK_BYTES));
				}
				return options.blobHTTPHeaders ||= {}, options.conditions ||= {}, tracingClient.withSpan("BlockBlobClient-uploadSeekableInternal", options, async (updatedOptions) => {
					if (size <= maxSingleShotSize) return assertResponse(await this.upload(bodyFactory(0, size), size, updatedOptions));
					let numBlocks = Math.floor((size - 1) / blockSize) + 1;
					if (numBlocks > BLOCK_BLOB_MAX_BLOCKS) throw RangeError(`The buffer's size is too big or the BlockSize is too small;the number of blocks must be <= ${BLOCK_BLOB_MAX_BLOCKS}`);
					let blockList = [], blockIDPrefix = (0, core_util_dist_esm.N4)(), transferProgress = 0, batch = new Batch(options.concurrency);
					for (let i = 0; i < numBlocks; i++) batch.addOperation(async () => {
						let blockID = generateBlockID(blockIDPrefix, i), start = blockSize * i, contentLength = (i === numBlocks - 1 ? size : start + blockSize) - start;
						blockList.push(blockID), await this.stageBlock(blockID, bodyFactory(start, contentLength), contentLength, {
							abortSignal: options.abortSignal,
							conditions: options.conditions,
							encryptionScope: options.encryptionScope,
							tracingOptions: updatedOptions.tracingOptions
						}), transferProgress += contentLength, options.onProgress && options.onProgress({ loadedBytes: transferProgress });
					});
					return await batch.do(), this.commitBlockList(blockList, updatedOptions);
				});
			}
			async uploadFile(filePath, options = {}) {
				return tracingClient.withSpan("BlockBlobClient-uploadFile", options, async (updatedOptions) => {
					let size = (await fsStat(filePath)).size;
					return this.uploadSeekableInternal((offset, count) => () => fsCreateReadStream(filePath, {
						autoClose: !0,
						end: count ? offset + count - 1 : Infinity,
						start: offset
					}), size, {
						...options,
						tracingOptions: updatedOptions.tracingOptions
					});
				});
			}
			async uploadStream(stream, bufferSize = 8388608, maxConcurrency = 5, options = {}) {
				return options.blobHTTPHeaders ||= {}, options.conditions ||= {}, tracingClient.withSpan("BlockBlobClient-uploadStream", options, async (updatedOptions) => {
					let blockNum = 0, blockIDPrefix = (0, core_util_dist_esm.N4)(), transferProgress = 0, blockList = [];
					return await new storage_common_dist_esm.cn(stream, bufferSize, maxConcurrency, async (body, length) => {
						let blockID = generateBlockID(blockIDPrefix, blockNum);
						blockList.push(blockID), blockNum++, await this.stageBlock(blockID, body, length, {
							customerProvidedKey: options.customerProvidedKey,
							conditions: options.conditions,
							encryptionScope: options.encryptionScope,
							tracingOptions: updatedOptions.tracingOptions
						}), transferProgress += length, options.onProgress && options.onProgress({ loadedBytes: transferProgress });
					}, Math.ceil(maxConcurrency / 4 * 3)).do(), assertResponse(await this.commitBlockList(blockList, {
						...options,
						tracingOptions: updatedOptions.tracingOptions
					}));
				});
			}
		}
		class PageBlobClient extends BlobClient {
			pageBlobContext;
			constructor(urlOrConnectionString, credentialOrPipelineOrContainerName, blobNameOrOptions, options) {
				let pipeline, url;
				if (options ||= {}, isPipelineLike(credentialOrPipelineOrContainerName)) url = urlOrConnectionString, pipeline = credentialOrPipelineOrContainerName;
				else if (core_util_dist_esm.qx && credentialOrPipelineOrContainerName instanceof storage_common_dist_esm.Z3 || credentialOrPipelineOrContainerName instanceof storage_common_dist_esm.tv || (0, dist_esm.Zp)(credentialOrPipelineOrContainerName)) url = urlOrConnectionString, options = blobNameOrOptions, pipeline = newPipeline(credentialOrPipelineOrContainerName, options);
				else if (!credentialOrPipelineOrContainerName && typeof credentialOrPipelineOrContainerName != "string") url = urlOrConnectionString, pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
				else if (credentialOrPipelineOrContainerName && typeof credentialOrPipelineOrContainerName == "string" && blobNameOrOptions && typeof blobNameOrOptions == "string") {
					let containerName = credentialOrPipelineOrContainerName, blobName = blobNameOrOptions, extractedCreds = extractConnectionStringParts(urlOrConnectionString);
					if (extractedCreds.kind === "AccountConnString") {
						if (core_util_dist_esm.qx) {
							let sharedKeyCredential = new storage_common_dist_esm.Z3(extractedCreds.accountName, extractedCreds.accountKey);
							url = appendToURLPath(appendToURLPath(extractedCreds.url, encodeURIComponent(containerName)), encodeURIComponent(blobName)), options.proxyOptions || (options.proxyOptions = (0, esm.nV)(extractedCreds.proxyUri)), pipeline = newPipeline(sharedKeyCredential, options);
						} else throw Error("Account connection string is only supported in Node.js environment");
					} else if (extractedCreds.kind === "SASConnString") url = appendToURLPath(appendToURLPath(extractedCreds.url, encodeURIComponent(containerName)), encodeURIComponent(blobName)) + "?" + extractedCreds.accountSas, pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
					else throw Error("Connection string must be either an Account connection string or a SAS connection string");
				} else throw Error("Expecting non-empty strings for containerName and blobName parameters");
				super(url, pipeline), this.pageBlobContext = this.storageClientContext.pageBlob;
			}
			withSnapshot(snapshot) {
				return new PageBlobClient(setURLParameter(this.url, constants_URLConstants.Parameters.SNAPSHOT, snapshot.length === 0 ? void 0 : snapshot), this.pipeline);
			}
			async create(size, options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("PageBlobClient-create", options, async (updatedOptions) => assertResponse(await this.pageBlobContext.create(0, size, {
					abortSignal: options.abortSignal,
					blobHttpHeaders: options.blobHTTPHeaders,
					blobSequenceNumber: options.blobSequenceNumber,
					leaseAccessConditions: options.conditions,
					metadata: options.metadata,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					immutabilityPolicyExpiry: options.immutabilityPolicy?.expiriesOn,
					immutabilityPolicyMode: options.immutabilityPolicy?.policyMode,
					legalHold: options.legalHold,
					tier: toAccessTier(options.tier),
					blobTagsString: toBlobTagsString(options.tags),
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async createIfNotExists(size, options = {}) {
				return tracingClient.withSpan("PageBlobClient-createIfNotExists", options, async (updatedOptions) => {
					try {
						let conditions = { ifNoneMatch: "*" }, res = assertResponse(await this.create(size, {
							...options,
							conditions,
							tracingOptions: updatedOptions.tracingOptions
						}));
						return {
							succeeded: !0,
							...res,
							_response: res._response
						};
					} catch (e) {
						if (e.details?.errorCode === "BlobAlreadyExists") return {
							succeeded: !1,
							...e.response?.parsedHeaders,
							_response: e.response
						};
						throw e;
					}
				});
			}
			async uploadPages(body, offset, count, options = {}) {
				return options.conditions = options.conditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("PageBlobClient-uploadPages", options, async (updatedOptions) => assertResponse(await this.pageBlobContext.uploadPages(count, body, {
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					requestOptions: { onUploadProgress: options.onProgress },
					range: rangeToString({
						offset,
						count
					}),
					sequenceNumberAccessConditions: options.conditions,
					transactionalContentMD5: options.transactionalContentMD5,
					transactionalContentCrc64: options.transactionalContentCrc64,
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async uploadPagesFromURL(sourceURL, sourceOffset, destOffset, count, options = {}) {
				return options.conditions = options.conditions || {}, options.sourceConditions = options.sourceConditions || {}, ensureCpkIfSpecified(options.customerProvidedKey, this.isHttps), tracingClient.withSpan("PageBlobClient-uploadPagesFromURL", options, async (updatedOptions) => assertResponse(await this.pageBlobContext.uploadPagesFromURL(sourceURL, rangeToString({
					offset: sourceOffset,
					count
				}), 0, rangeToString({
					offset: destOffset,
					count
				}), {
					abortSignal: options.abortSignal,
					sourceContentMD5: options.sourceContentMD5,
					sourceContentCrc64: options.sourceContentCrc64,
					leaseAccessConditions: options.conditions,
					sequenceNumberAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					sourceModifiedAccessConditions: {
						sourceIfMatch: options.sourceConditions?.ifMatch,
						sourceIfModifiedSince: options.sourceConditions?.ifModifiedSince,
						sourceIfNoneMatch: options.sourceConditions?.ifNoneMatch,
						sourceIfUnmodifiedSince: options.sourceConditions?.ifUnmodifiedSince
					},
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					copySourceAuthorization: httpAuthorizationToString(options.sourceAuthorization),
					fileRequestIntent: options.sourceShareTokenIntent,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async clearPages(offset = 0, count, options = {}) {
				return options.conditions = options.conditions || {}, tracingClient.withSpan("PageBlobClient-clearPages", options, async (updatedOptions) => assertResponse(await this.pageBlobContext.clearPages(0, {
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					range: rangeToString({
						offset,
						count
					}),
					sequenceNumberAccessConditions: options.conditions,
					cpkInfo: options.customerProvidedKey,
					encryptionScope: options.encryptionScope,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async getPageRanges(offset = 0, count, options = {}) {
				return options.conditions = options.conditions || {}, tracingClient.withSpan("PageBlobClient-getPageRanges", options, async (updatedOptions) => rangeResponseFromModel(assertResponse(await this.pageBlobContext.getPageRanges({
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					range: rangeToString({
						offset,
						count
					}),
					tracingOptions: updatedOptions.tracingOptions
				}))));
			}
			async listPageRangesSegment(offset = 0, count, marker, options = {}) {
				return tracingClient.withSpan("PageBlobClient-getPageRangesSegment", options, async (updatedOptions) => assertResponse(await this.pageBlobContext.getPageRanges({
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					range: rangeToString({
						offset,
						count
					}),
					marker,
					maxPageSize: options.maxPageSize,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async *listPageRangeItemSegments(offset = 0, count, marker, options = {}) {
				let getPageRangeItemSegmentsResponse;
				if (marker || marker === void 0) do
					getPageRangeItemSegmentsResponse = await this.listPageRangesSegment(offset, count, marker, options), marker = getPageRangeItemSegmentsResponse.continuationToken, yield await getPageRangeItemSegmentsResponse;
				while (marker);
			}
			async *listPageRangeItems(offset = 0, count, options = {}) {
				let marker;
				for await (let getPageRangesSegment of this.listPageRangeItemSegments(offset, count, marker, options)) yield* ExtractPageRangeInfoItems(getPageRangesSegment);
			}
			listPageRanges(offset = 0, count, options = {}) {
				options.conditions = options.conditions || {};
				let iter = this.listPageRangeItems(offset, count, options);
				return {
					next() {
						return iter.next();
					},
					[Symbol.asyncIterator]() {
						return this;
					},
					byPage: (settings = {}) => this.listPageRangeItemSegments(offset, count, settings.continuationToken, {
						maxPageSize: settings.maxPageSize,
						...options
					})
				};
			}
			async getPageRangesDiff(offset, count, prevSnapshot, options = {}) {
				return options.conditions = options.conditions || {}, tracingClient.withSpan("PageBlobClient-getPageRangesDiff", options, async (updatedOptions) => rangeResponseFromModel(assertResponse(await this.pageBlobContext.getPageRangesDiff({
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					prevsnapshot: prevSnapshot,
					range: rangeToString({
						offset,
						count
					}),
					tracingOptions: updatedOptions.tracingOptions
				}))));
			}
			async listPageRangesDiffSegment(offset, count, prevSnapshotOrUrl, marker, options = {}) {
				return tracingClient.withSpan("PageBlobClient-getPageRangesDiffSegment", options, async (updatedOptions) => assertResponse(await this.pageBlobContext.getPageRangesDiff({
					abortSignal: options?.abortSignal,
					leaseAccessConditions: options?.conditions,
					modifiedAccessConditions: {
						...options?.conditions,
						ifTags: options?.conditions?.tagConditions
					},
					prevsnapshot: prevSnapshotOrUrl,
					range: rangeToString({
						offset,
						count
					}),
					marker,
					maxPageSize: options?.maxPageSize,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async *listPageRangeDiffItemSegments(offset, count, prevSnapshotOrUrl, marker, options) {
				let getPageRangeItemSegmentsResponse;
				if (marker || marker === void 0) do
					getPageRangeItemSegmentsResponse = await this.listPageRangesDiffSegment(offset, count, prevSnapshotOrUrl, marker, options), marker = getPageRangeItemSegmentsResponse.continuationToken, yield await getPageRangeItemSegmentsResponse;
				while (marker);
			}
			async *listPageRangeDiffItems(offset, count, prevSnapshotOrUrl, options) {
				let marker;
				for await (let getPageRangesSegment of this.listPageRangeDiffItemSegments(offset, count, prevSnapshotOrUrl, marker, options)) yield* ExtractPageRangeInfoItems(getPageRangesSegment);
			}
			listPageRangesDiff(offset, count, prevSnapshot, options = {}) {
				options.conditions = options.conditions || {};
				let iter = this.listPageRangeDiffItems(offset, count, prevSnapshot, { ...options });
				return {
					next() {
						return iter.next();
					},
					[Symbol.asyncIterator]() {
						return this;
					},
					byPage: (settings = {}) => this.listPageRangeDiffItemSegments(offset, count, prevSnapshot, settings.continuationToken, {
						maxPageSize: settings.maxPageSize,
						...options
					})
				};
			}
			async getPageRangesDiffForManagedDisks(offset, count, prevSnapshotUrl, options = {}) {
				return options.conditions = options.conditions || {}, tracingClient.withSpan("PageBlobClient-GetPageRangesDiffForManagedDisks", options, async (updatedOptions) => rangeResponseFromModel(assertResponse(await this.pageBlobContext.getPageRangesDiff({
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					prevSnapshotUrl,
					range: rangeToString({
						offset,
						count
					}),
					tracingOptions: updatedOptions.tracingOptions
				}))));
			}
			async resize(size, options = {}) {
				return options.conditions = options.conditions || {}, tracingClient.withSpan("PageBlobClient-resize", options, async (updatedOptions) => assertResponse(await this.pageBlobContext.resize(size, {
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					encryptionScope: options.encryptionScope,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async updateSequenceNumber(sequenceNumberAction, sequenceNumber, options = {}) {
				return options.conditions = options.conditions || {}, tracingClient.withSpan("PageBlobClient-updateSequenceNumber", options, async (updatedOptions) => assertResponse(await this.pageBlobContext.updateSequenceNumber(sequenceNumberAction, {
					abortSignal: options.abortSignal,
					blobSequenceNumber: sequenceNumber,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async startCopyIncremental(copySource, options = {}) {
				return tracingClient.withSpan("PageBlobClient-startCopyIncremental", options, async (updatedOptions) => assertResponse(await this.pageBlobContext.copyIncremental(copySource, {
					abortSignal: options.abortSignal,
					modifiedAccessConditions: {
						...options.conditions,
						ifTags: options.conditions?.tagConditions
					},
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
		}
		async function getBodyAsText(batchResponse) {
			let buffer = Buffer.alloc(4194304), responseLength = await streamToBuffer2(batchResponse.readableStreamBody, buffer);
			return buffer = buffer.slice(0, responseLength), buffer.toString();
		}
		function utf8ByteLength(str) {
			return Buffer.byteLength(str);
		}
		class BatchResponseParser {
			batchResponse;
			responseBatchBoundary;
			perResponsePrefix;
			batchResponseEnding;
			subRequests;
			constructor(batchResponse, subRequests) {
				if (!batchResponse || !batchResponse.contentType) throw RangeError("batchResponse is malformed or doesn't contain valid content-type.");
				if (!subRequests || subRequests.size === 0) throw RangeError("Invalid state: subRequests is not provided or size is 0.");
				this.batchResponse = batchResponse, this.subRequests = subRequests, this.responseBatchBoundary = this.batchResponse.contentType.split("=")[1], this.perResponsePrefix = `--${this.responseBatchBoundary}\r
`, this.batchResponseEnding = `--${this.responseBatchBoundary}--`;
			}
			async parseBatchResponse() {
				if (this.batchResponse._response.status !== HTTPURLConnection.HTTP_ACCEPTED) throw Error(`Invalid state: batch request failed with status: '${this.batchResponse._response.status}'.`);
				let subResponses = (await getBodyAsText(this.batchResponse)).split(this.batchResponseEnding)[0].split(this.perResponsePrefix).slice(1), subResponseCount = subResponses.length;
				if (subResponseCount !== this.subRequests.size && subResponseCount !== 1) throw Error("Invalid state: sub responses' count is not equal to sub requests' count.");
				let deserializedSubResponses = Array(subResponseCount), subResponsesSucceededCount = 0, subResponsesFailedCount = 0;
				for (let index = 0; index < subResponseCount; index++) {
					let subResponse = subResponses[index], deserializedSubResponse = {};
					deserializedSubResponse.headers = (0, core_http_compat_dist_esm.LJ)((0, esm.Nc)());
					let responseLines = subResponse.split("\r\n"), subRespHeaderStartFound = !1, subRespHeaderEndFound = !1, subRespFailed = !1, contentId = -1;
					for (let responseLine of responseLines) if (!subRespHeaderStartFound) {
						if (responseLine.startsWith(constants_HeaderConstants.CONTENT_ID) && (contentId = parseInt(responseLine.split(": ")[1])), responseLine.startsWith(HTTP_VERSION_1_1)) {
							subRespHeaderStartFound = !0;
							let tokens = responseLine.split(" ");
							deserializedSubResponse.status = parseInt(tokens[1]), deserializedSubResponse.statusMessage = tokens.slice(2).join(" ");
						}
					} else if (responseLine.trim() === "") subRespHeaderEndFound ||= !0;
					else if (subRespHeaderEndFound) deserializedSubResponse.bodyAsText ||= "", deserializedSubResponse.bodyAsText += responseLine;
					else {
						if (responseLine.indexOf(": ") === -1) throw Error(`Invalid state: find non-empty line '${responseLine}' without HTTP header delimiter ': '.`);
						let tokens = responseLine.split(": ");
						deserializedSubResponse.headers.set(tokens[0], tokens[1]), tokens[0] === constants_HeaderConstants.X_MS_ERROR_CODE && (deserializedSubResponse.errorCode = tokens[1], subRespFailed = !0);
					}
					contentId !== -1 && Number.isInteger(contentId) && contentId >= 0 && contentId < this.subRequests.size && deserializedSubResponses[contentId] === void 0 ? (deserializedSubResponse._request = this.subRequests.get(contentId), deserializedSubResponses[contentId] = deserializedSubResponse) : logger.error(`subResponses[${index}] is dropped as the Content-ID is not found or invalid, Content-ID: ${contentId}`), subRespFailed ? subResponsesFailedCount++ : subResponsesSucceededCount++;
				}
				return {
					subResponses: deserializedSubResponses,
					subResponsesSucceededCount,
					subResponsesFailedCount
				};
			}
		}
		var MutexLockStatus;
		(function(MutexLockStatus) {
			MutexLockStatus[MutexLockStatus.LOCKED = 0] = "LOCKED", MutexLockStatus[MutexLockStatus.UNLOCKED = 1] = "UNLOCKED";
		})(MutexLockStatus ||= {});
		class Mutex {
			static async lock(key) {
				return new Promise((resolve) => {
					this.keys[key] === void 0 || this.keys[key] === MutexLockStatus.UNLOCKED ? (this.keys[key] = MutexLockStatus.LOCKED, resolve()) : this.onUnlockEvent(key, () => {
						this.keys[key] = MutexLockStatus.LOCKED, resolve();
					});
				});
			}
			static async unlock(key) {
				return new Promise((resolve) => {
					this.keys[key] === MutexLockStatus.LOCKED && this.emitUnlockEvent(key), delete this.keys[key], resolve();
				});
			}
			static keys = {};
			static listeners = {};
			static onUnlockEvent(key, handler) {
				this.listeners[key] === void 0 ? this.listeners[key] = [handler] : this.listeners[key].push(handler);
			}
			static emitUnlockEvent(key) {
				if (this.listeners[key] !== void 0 && this.listeners[key].length > 0) {
					let handler = this.listeners[key].shift();
					setImmediate(() => {
						handler.call(this);
					});
				}
			}
		}
		class BlobBatch {
			batchRequest;
			batch = "batch";
			batchType;
			constructor() {
				this.batchRequest = new InnerBatchRequest();
			}
			getMultiPartContentType() {
				return this.batchRequest.getMultipartContentType();
			}
			getHttpRequestBody() {
				return this.batchRequest.getHttpRequestBody();
			}
			getSubRequests() {
				return this.batchRequest.getSubRequests();
			}
			async addSubRequestInternal(subRequest, assembleSubRequestFunc) {
				await Mutex.lock(this.batch);
				try {
					this.batchRequest.preAddSubRequest(subRequest), await assembleSubRequestFunc(), this.batchRequest.postAddSubRequest(subRequest);
				} finally {
					await Mutex.unlock(this.batch);
				}
			}
			setBatchType(batchType) {
				if (this.batchType ||= batchType, this.batchType !== batchType) throw RangeError(`BlobBatch only supports one operation type per batch and it already is being used for ${this.batchType} operations.`);
			}
			async deleteBlob(urlOrBlobClient, credentialOrOptions, options) {
				let url, credential;
				if (typeof urlOrBlobClient == "string" && (core_util_dist_esm.qx && credentialOrOptions instanceof storage_common_dist_esm.Z3 || credentialOrOptions instanceof storage_common_dist_esm.tv || (0, dist_esm.Zp)(credentialOrOptions))) url = urlOrBlobClient, credential = credentialOrOptions;
				else if (urlOrBlobClient instanceof BlobClient) url = urlOrBlobClient.url, credential = urlOrBlobClient.credential, options = credentialOrOptions;
				else throw RangeError("Invalid arguments. Either url and credential, or BlobClient need be provided.");
				return options ||= {}, tracingClient.withSpan("BatchDeleteRequest-addSubRequest", options, async (updatedOptions) => {
					this.setBatchType("delete"), await this.addSubRequestInternal({
						url,
						credential
					}, async () => {
						await new BlobClient(url, this.batchRequest.createPipeline(credential)).delete(updatedOptions);
					});
				});
			}
			async setBlobAccessTier(urlOrBlobClient, credentialOrTier, tierOrOptions, options) {
				let url, credential, tier;
				if (typeof urlOrBlobClient == "string" && (core_util_dist_esm.qx && credentialOrTier instanceof storage_common_dist_esm.Z3 || credentialOrTier instanceof storage_common_dist_esm.tv || (0, dist_esm.Zp)(credentialOrTier))) url = urlOrBlobClient, credential = credentialOrTier, tier = tierOrOptions;
				else if (urlOrBlobClient instanceof BlobClient) url = urlOrBlobClient.url, credential = urlOrBlobClient.credential, tier = credentialOrTier, options = tierOrOptions;
				else throw RangeError("Invalid arguments. Either url and credential, or BlobClient need be provided.");
				return options ||= {}, tracingClient.withSpan("BatchSetTierRequest-addSubRequest", options, async (updatedOptions) => {
					this.setBatchType("setAccessTier"), await this.addSubRequestInternal({
						url,
						credential
					}, async () => {
						await new BlobClient(url, this.batchRequest.createPipeline(credential)).setAccessTier(tier, updatedOptions);
					});
				});
			}
		}
		class InnerBatchRequest {
			operationCount;
			body;
			subRequests;
			boundary;
			subRequestPrefix;
			multipartContentType;
			batchRequestEnding;
			constructor() {
				this.operationCount = 0, this.body = "";
				let tempGuid = (0, core_util_dist_esm.N4)();
				this.boundary = `batch_${tempGuid}`, this.subRequestPrefix = `--${this.boundary}\r
${constants_HeaderConstants.CONTENT_TYPE}: application/http\r
${constants_HeaderConstants.CONTENT_TRANSFER_ENCODING}: binary`, this.multipartContentType = `multipart/mixed; boundary=${this.boundary}`, this.batchRequestEnding = `--${this.boundary}--`, this.subRequests = new Map();
			}
			createPipeline(credential) {
				let corePipeline = (0, esm.O8)();
				corePipeline.addPolicy((0, core_client_dist_esm.h6)({
					stringifyXML: xml.R,
					serializerOptions: { xml: { xmlCharKey: "#" } }
				}), { phase: "Serialize" }), corePipeline.addPolicy(batchHeaderFilterPolicy()), corePipeline.addPolicy(batchRequestAssemblePolicy(this), { afterPhase: "Sign" }), (0, dist_esm.Zp)(credential) ? corePipeline.addPolicy((0, esm.N$)({
					credential,
					scopes: StorageOAuthScopes,
					challengeCallbacks: { authorizeRequestOnChallenge: core_client_dist_esm.rH }
				}), { phase: "Sign" }) : credential instanceof storage_common_dist_esm.Z3 && corePipeline.addPolicy((0, storage_common_dist_esm.Re)({
					accountName: credential.accountName,
					accountKey: credential.accountKey
				}), { phase: "Sign" });
				let pipeline = new Pipeline([]);
				return pipeline._credential = credential, pipeline._corePipeline = corePipeline, pipeline;
			}
			appendSubRequestToBody(request) {
				this.body += [
					this.subRequestPrefix,
					`${constants_HeaderConstants.CONTENT_ID}: ${this.operationCount}`,
					"",
					`${request.method.toString()} ${getURLPathAndQuery(request.url)} ${HTTP_VERSION_1_1}\r
`
				].join("\r\n");
				for (let [name, value] of request.headers) this.body += `${name}: ${value}\r
`;
				this.body += "\r\n";
			}
			preAddSubRequest(subRequest) {
				if (this.operationCount >= 256) throw RangeError("Cannot exceed 256 sub requests in a single batch");
				let path = getURLPath(subRequest.url);
				if (!path || path === "") throw RangeError(`Invalid url for sub request: '${subRequest.url}'`);
			}
			postAddSubRequest(subRequest) {
				this.subRequests.set(this.operationCount, subRequest), this.operationCount++;
			}
			getHttpRequestBody() {
				return `${this.body}${this.batchRequestEnding}\r
`;
			}
			getMultipartContentType() {
				return this.multipartContentType;
			}
			getSubRequests() {
				return this.subRequests;
			}
		}
		function batchRequestAssemblePolicy(batchRequest) {
			return {
				name: "batchRequestAssemblePolicy",
				async sendRequest(request) {
					return batchRequest.appendSubRequestToBody(request), {
						request,
						status: 200,
						headers: (0, esm.Nc)()
					};
				}
			};
		}
		function batchHeaderFilterPolicy() {
			return {
				name: "batchHeaderFilterPolicy",
				async sendRequest(request, next) {
					let xMsHeaderName = "";
					for (let [name] of request.headers) iEqual(name, constants_HeaderConstants.X_MS_VERSION) && (xMsHeaderName = name);
					return xMsHeaderName !== "" && request.headers.delete(xMsHeaderName), next(request);
				}
			};
		}
		class BlobBatchClient {
			serviceOrContainerContext;
			constructor(url, credentialOrPipeline, options) {
				let pipeline;
				pipeline = isPipelineLike(credentialOrPipeline) ? credentialOrPipeline : newPipeline(credentialOrPipeline || new storage_common_dist_esm.tv(), options);
				let storageClientContext = new StorageContextClient(url, getCoreClientOptions(pipeline)), path = getURLPath(url);
				this.serviceOrContainerContext = path && path !== "/" ? storageClientContext.container : storageClientContext.service;
			}
			createBatch() {
				return new BlobBatch();
			}
			async deleteBlobs(urlsOrBlobClients, credentialOrOptions, options) {
				let batch = new BlobBatch();
				for (let urlOrBlobClient of urlsOrBlobClients) typeof urlOrBlobClient == "string" ? await batch.deleteBlob(urlOrBlobClient, credentialOrOptions, options) : await batch.deleteBlob(urlOrBlobClient, credentialOrOptions);
				return this.submitBatch(batch);
			}
			async setBlobsAccessTier(urlsOrBlobClients, credentialOrTier, tierOrOptions, options) {
				let batch = new BlobBatch();
				for (let urlOrBlobClient of urlsOrBlobClients) typeof urlOrBlobClient == "string" ? await batch.setBlobAccessTier(urlOrBlobClient, credentialOrTier, tierOrOptions, options) : await batch.setBlobAccessTier(urlOrBlobClient, credentialOrTier, tierOrOptions);
				return this.submitBatch(batch);
			}
			async submitBatch(batchRequest, options = {}) {
				if (!batchRequest || batchRequest.getSubRequests().size === 0) throw RangeError("Batch request should contain one or more sub requests.");
				return tracingClient.withSpan("BlobBatchClient-submitBatch", options, async (updatedOptions) => {
					let batchRequestBody = batchRequest.getHttpRequestBody(), rawBatchResponse = assertResponse(await this.serviceOrContainerContext.submitBatch(utf8ByteLength(batchRequestBody), batchRequest.getMultiPartContentType(), batchRequestBody, { ...updatedOptions })), responseSummary = await new BatchResponseParser(rawBatchResponse, batchRequest.getSubRequests()).parseBatchResponse();
					return {
						_response: rawBatchResponse._response,
						contentType: rawBatchResponse.contentType,
						errorCode: rawBatchResponse.errorCode,
						requestId: rawBatchResponse.requestId,
						clientRequestId: rawBatchResponse.clientRequestId,
						version: rawBatchResponse.version,
						subResponses: responseSummary.subResponses,
						subResponsesSucceededCount: responseSummary.subResponsesSucceededCount,
						subResponsesFailedCount: responseSummary.subResponsesFailedCount
					};
				});
			}
		}
		class ContainerClient extends StorageClient_StorageClient {
			containerContext;
			_containerName;
			get containerName() {
				return this._containerName;
			}
			constructor(urlOrConnectionString, credentialOrPipelineOrContainerName, options) {
				let pipeline, url;
				if (options ||= {}, isPipelineLike(credentialOrPipelineOrContainerName)) url = urlOrConnectionString, pipeline = credentialOrPipelineOrContainerName;
				else if (core_util_dist_esm.qx && credentialOrPipelineOrContainerName instanceof storage_common_dist_esm.Z3 || credentialOrPipelineOrContainerName instanceof storage_common_dist_esm.tv || (0, dist_esm.Zp)(credentialOrPipelineOrContainerName)) url = urlOrConnectionString, pipeline = newPipeline(credentialOrPipelineOrContainerName, options);
				else if (!credentialOrPipelineOrContainerName && typeof credentialOrPipelineOrContainerName != "string") url = urlOrConnectionString, pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
				else if (credentialOrPipelineOrContainerName && typeof credentialOrPipelineOrContainerName == "string") {
					let containerName = credentialOrPipelineOrContainerName, extractedCreds = extractConnectionStringParts(urlOrConnectionString);
					if (extractedCreds.kind === "AccountConnString") {
						if (core_util_dist_esm.qx) {
							let sharedKeyCredential = new storage_common_dist_esm.Z3(extractedCreds.accountName, extractedCreds.accountKey);
							url = appendToURLPath(extractedCreds.url, encodeURIComponent(containerName)), options.proxyOptions || (options.proxyOptions = (0, esm.nV)(extractedCreds.proxyUri)), pipeline = newPipeline(sharedKeyCredential, options);
						} else throw Error("Account connection string is only supported in Node.js environment");
					} else if (extractedCreds.kind === "SASConnString") url = appendToURLPath(extractedCreds.url, encodeURIComponent(containerName)) + "?" + extractedCreds.accountSas, pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
					else throw Error("Connection string must be either an Account connection string or a SAS connection string");
				} else throw Error("Expecting non-empty strings for containerName parameter");
				super(url, pipeline), this._containerName = this.getContainerNameFromUrl(), this.containerContext = this.storageClientContext.container;
			}
			async create(options = {}) {
				return tracingClient.withSpan("ContainerClient-create", options, async (updatedOptions) => assertResponse(await this.containerContext.create(updatedOptions)));
			}
			async createIfNotExists(options = {}) {
				return tracingClient.withSpan("ContainerClient-createIfNotExists", options, async (updatedOptions) => {
					try {
						let res = await this.create(updatedOptions);
						return {
							succeeded: !0,
							...res,
							_response: res._response
						};
					} catch (e) {
						if (e.details?.errorCode === "ContainerAlreadyExists") return {
							succeeded: !1,
							...e.response?.parsedHeaders,
							_response: e.response
						};
						throw e;
					}
				});
			}
			async exists(options = {}) {
				return tracingClient.withSpan("ContainerClient-exists", options, async (updatedOptions) => {
					try {
						return await this.getProperties({
							abortSignal: options.abortSignal,
							tracingOptions: updatedOptions.tracingOptions
						}), !0;
					} catch (e) {
						if (e.statusCode === 404) return !1;
						throw e;
					}
				});
			}
			getBlobClient(blobName) {
				return new BlobClient(appendToURLPath(this.url, EscapePath(blobName)), this.pipeline);
			}
			getAppendBlobClient(blobName) {
				return new AppendBlobClient(appendToURLPath(this.url, EscapePath(blobName)), this.pipeline);
			}
			getBlockBlobClient(blobName) {
				return new BlockBlobClient(appendToURLPath(this.url, EscapePath(blobName)), this.pipeline);
			}
			getPageBlobClient(blobName) {
				return new PageBlobClient(appendToURLPath(this.url, EscapePath(blobName)), this.pipeline);
			}
			async getProperties(options = {}) {
				return options.conditions ||= {}, tracingClient.withSpan("ContainerClient-getProperties", options, async (updatedOptions) => assertResponse(await this.containerContext.getProperties({
					abortSignal: options.abortSignal,
					...options.conditions,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async delete(options = {}) {
				return options.conditions ||= {}, tracingClient.withSpan("ContainerClient-delete", options, async (updatedOptions) => assertResponse(await this.containerContext.delete({
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					modifiedAccessConditions: options.conditions,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async deleteIfExists(options = {}) {
				return tracingClient.withSpan("ContainerClient-deleteIfExists", options, async (updatedOptions) => {
					try {
						let res = await this.delete(updatedOptions);
						return {
							succeeded: !0,
							...res,
							_response: res._response
						};
					} catch (e) {
						if (e.details?.errorCode === "ContainerNotFound") return {
							succeeded: !1,
							...e.response?.parsedHeaders,
							_response: e.response
						};
						throw e;
					}
				});
			}
			async setMetadata(metadata, options = {}) {
				if (options.conditions ||= {}, options.conditions.ifUnmodifiedSince) throw RangeError("the IfUnmodifiedSince must have their default values because they are ignored by the blob service");
				return tracingClient.withSpan("ContainerClient-setMetadata", options, async (updatedOptions) => assertResponse(await this.containerContext.setMetadata({
					abortSignal: options.abortSignal,
					leaseAccessConditions: options.conditions,
					metadata,
					modifiedAccessConditions: options.conditions,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async getAccessPolicy(options = {}) {
				return options.conditions ||= {}, tracingClient.withSpan("ContainerClient-getAccessPolicy", options, async (updatedOptions) => {
					let response = assertResponse(await this.containerContext.getAccessPolicy({
						abortSignal: options.abortSignal,
						leaseAccessConditions: options.conditions,
						tracingOptions: updatedOptions.tracingOptions
					})), res = {
						_response: response._response,
						blobPublicAccess: response.blobPublicAccess,
						date: response.date,
						etag: response.etag,
						errorCode: response.errorCode,
						lastModified: response.lastModified,
						requestId: response.requestId,
						clientRequestId: response.clientRequestId,
						signedIdentifiers: [],
						version: response.version
					};
					for (let identifier of response) {
						let accessPolicy;
						identifier.accessPolicy && (accessPolicy = { permissions: identifier.accessPolicy.permissions }, identifier.accessPolicy.expiresOn && (accessPolicy.expiresOn = new Date(identifier.accessPolicy.expiresOn)), identifier.accessPolicy.startsOn && (accessPolicy.startsOn = new Date(identifier.accessPolicy.startsOn))), res.signedIdentifiers.push({
							accessPolicy,
							id: identifier.id
						});
					}
					return res;
				});
			}
			async setAccessPolicy(access, containerAcl, options = {}) {
				return options.conditions = options.conditions || {}, tracingClient.withSpan("ContainerClient-setAccessPolicy", options, async (updatedOptions) => {
					let acl = [];
					for (let identifier of containerAcl || []) acl.push({
						accessPolicy: {
							expiresOn: identifier.accessPolicy.expiresOn ? truncatedISO8061Date(identifier.accessPolicy.expiresOn) : "",
							permissions: identifier.accessPolicy.permissions,
							startsOn: identifier.accessPolicy.startsOn ? truncatedISO8061Date(identifier.accessPolicy.startsOn) : ""
						},
						id: identifier.id
					});
					return assertResponse(await this.containerContext.setAccessPolicy({
						abortSignal: options.abortSignal,
						access,
						containerAcl: acl,
						leaseAccessConditions: options.conditions,
						modifiedAccessConditions: options.conditions,
						tracingOptions: updatedOptions.tracingOptions
					}));
				});
			}
			getBlobLeaseClient(proposeLeaseId) {
				return new BlobLeaseClient(this, proposeLeaseId);
			}
			async uploadBlockBlob(blobName, body, contentLength, options = {}) {
				return tracingClient.withSpan("ContainerClient-uploadBlockBlob", options, async (updatedOptions) => {
					let blockBlobClient = this.getBlockBlobClient(blobName);
					return {
						blockBlobClient,
						response: await blockBlobClient.upload(body, contentLength, updatedOptions)
					};
				});
			}
			async deleteBlob(blobName, options = {}) {
				return tracingClient.withSpan("ContainerClient-deleteBlob", options, async (updatedOptions) => {
					let blobClient = this.getBlobClient(blobName);
					return options.versionId && (blobClient = blobClient.withVersion(options.versionId)), blobClient.delete(updatedOptions);
				});
			}
			async listBlobFlatSegment(marker, options = {}) {
				return tracingClient.withSpan("ContainerClient-listBlobFlatSegment", options, async (updatedOptions) => {
					let response = assertResponse(await this.containerContext.listBlobFlatSegment({
						marker,
						...options,
						tracingOptions: updatedOptions.tracingOptions
					}));
					return {
						...response,
						_response: {
							...response._response,
							parsedBody: ConvertInternalResponseOfListBlobFlat(response._response.parsedBody)
						},
						segment: {
							...response.segment,
							blobItems: response.segment.blobItems.map((blobItemInternal) => ({
								...blobItemInternal,
								name: BlobNameToString(blobItemInternal.name),
								tags: toTags(blobItemInternal.blobTags),
								objectReplicationSourceProperties: parseObjectReplicationRecord(blobItemInternal.objectReplicationMetadata)
							}))
						}
					};
				});
			}
			async listBlobHierarchySegment(delimiter, marker, options = {}) {
				return tracingClient.withSpan("ContainerClient-listBlobHierarchySegment", options, async (updatedOptions) => {
					let response = assertResponse(await this.containerContext.listBlobHierarchySegment(delimiter, {
						marker,
						...options,
						tracingOptions: updatedOptions.tracingOptions
					}));
					return {
						...response,
						_response: {
							...response._response,
							parsedBody: ConvertInternalResponseOfListBlobHierarchy(response._response.parsedBody)
						},
						segment: {
							...response.segment,
							blobItems: response.segment.blobItems.map((blobItemInternal) => ({
								...blobItemInternal,
								name: BlobNameToString(blobItemInternal.name),
								tags: toTags(blobItemInternal.blobTags),
								objectReplicationSourceProperties: parseObjectReplicationRecord(blobItemInternal.objectReplicationMetadata)
							})),
							blobPrefixes: response.segment.blobPrefixes?.map((blobPrefixInternal) => ({
								...blobPrefixInternal,
								name: BlobNameToString(blobPrefixInternal.name)
							}))
						}
					};
				});
			}
			async *listSegments(marker, options = {}) {
				let listBlobsFlatSegmentResponse;
				if (marker || marker === void 0) do
					listBlobsFlatSegmentResponse = await this.listBlobFlatSegment(marker, options), marker = listBlobsFlatSegmentResponse.continuationToken, yield await listBlobsFlatSegmentResponse;
				while (marker);
			}
			async *listItems(options = {}) {
				let marker;
				for await (let listBlobsFlatSegmentResponse of this.listSegments(marker, options)) yield* listBlobsFlatSegmentResponse.segment.blobItems;
			}
			listBlobsFlat(options = {}) {
				let include = [];
				options.includeCopy && include.push("copy"), options.includeDeleted && include.push("deleted"), options.includeMetadata && include.push("metadata"), options.includeSnapshots && include.push("snapshots"), options.includeVersions && include.push("versions"), options.includeUncommitedBlobs && include.push("uncommittedblobs"), options.includeTags && include.push("tags"), options.includeDeletedWithVersions && include.push("deletedwithversions"), options.includeImmutabilityPolicy && include.push("immutabilitypolicy"), options.includeLegalHold && include.push("legalhold"), options.prefix === "" && (options.prefix = void 0);
				let updatedOptions = {
					...options,
					...include.length > 0 ? { include } : {}
				}, iter = this.listItems(updatedOptions);
				return {
					next() {
						return iter.next();
					},
					[Symbol.asyncIterator]() {
						return this;
					},
					byPage: (settings = {}) => this.listSegments(settings.continuationToken, {
						maxPageSize: settings.maxPageSize,
						...updatedOptions
					})
				};
			}
			async *listHierarchySegments(delimiter, marker, options = {}) {
				let listBlobsHierarchySegmentResponse;
				if (marker || marker === void 0) do
					listBlobsHierarchySegmentResponse = await this.listBlobHierarchySegment(delimiter, marker, options), marker = listBlobsHierarchySegmentResponse.continuationToken, yield await listBlobsHierarchySegmentResponse;
				while (marker);
			}
			async *listItemsByHierarchy(delimiter, options = {}) {
				let marker;
				for await (let listBlobsHierarchySegmentResponse of this.listHierarchySegments(delimiter, marker, options)) {
					let segment = listBlobsHierarchySegmentResponse.segment;
					if (segment.blobPrefixes) for (let prefix of segment.blobPrefixes) yield {
						kind: "prefix",
						...prefix
					};
					for (let blob of segment.blobItems) yield {
						kind: "blob",
						...blob
					};
				}
			}
			listBlobsByHierarchy(delimiter, options = {}) {
				if (delimiter === "") throw RangeError("delimiter should contain one or more characters");
				let include = [];
				options.includeCopy && include.push("copy"), options.includeDeleted && include.push("deleted"), options.includeMetadata && include.push("metadata"), options.includeSnapshots && include.push("snapshots"), options.includeVersions && include.push("versions"), options.includeUncommitedBlobs && include.push("uncommittedblobs"), options.includeTags && include.push("tags"), options.includeDeletedWithVersions && include.push("deletedwithversions"), options.includeImmutabilityPolicy && include.push("immutabilitypolicy"), options.includeLegalHold && include.push("legalhold"), options.prefix === "" && (options.prefix = void 0);
				let updatedOptions = {
					...options,
					...include.length > 0 ? { include } : {}
				}, iter = this.listItemsByHierarchy(delimiter, updatedOptions);
				return {
					async next() {
						return iter.next();
					},
					[Symbol.asyncIterator]() {
						return this;
					},
					byPage: (settings = {}) => this.listHierarchySegments(delimiter, settings.continuationToken, {
						maxPageSize: settings.maxPageSize,
						...updatedOptions
					})
				};
			}
			async findBlobsByTagsSegment(tagFilterSqlExpression, marker, options = {}) {
				return tracingClient.withSpan("ContainerClient-findBlobsByTagsSegment", options, async (updatedOptions) => {
					let response = assertResponse(await this.containerContext.filterBlobs({
						abortSignal: options.abortSignal,
						where: tagFilterSqlExpression,
						marker,
						maxPageSize: options.maxPageSize,
						tracingOptions: updatedOptions.tracingOptions
					}));
					return {
						...response,
						_response: response._response,
						blobs: response.blobs.map((blob) => {
							let tagValue = "";
							return blob.tags?.blobTagSet.length === 1 && (tagValue = blob.tags.blobTagSet[0].value), {
								...blob,
								tags: toTags(blob.tags),
								tagValue
							};
						})
					};
				});
			}
			async *findBlobsByTagsSegments(tagFilterSqlExpression, marker, options = {}) {
				let response;
				if (marker || marker === void 0) do
					response = await this.findBlobsByTagsSegment(tagFilterSqlExpression, marker, options), response.blobs = response.blobs || [], marker = response.continuationToken, yield response;
				while (marker);
			}
			async *findBlobsByTagsItems(tagFilterSqlExpression, options = {}) {
				let marker;
				for await (let segment of this.findBlobsByTagsSegments(tagFilterSqlExpression, marker, options)) yield* segment.blobs;
			}
			findBlobsByTags(tagFilterSqlExpression, options = {}) {
				let listSegmentOptions = { ...options }, iter = this.findBlobsByTagsItems(tagFilterSqlExpression, listSegmentOptions);
				return {
					next() {
						return iter.next();
					},
					[Symbol.asyncIterator]() {
						return this;
					},
					byPage: (settings = {}) => this.findBlobsByTagsSegments(tagFilterSqlExpression, settings.continuationToken, {
						maxPageSize: settings.maxPageSize,
						...listSegmentOptions
					})
				};
			}
			async getAccountInfo(options = {}) {
				return tracingClient.withSpan("ContainerClient-getAccountInfo", options, async (updatedOptions) => assertResponse(await this.containerContext.getAccountInfo({
					abortSignal: options.abortSignal,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			getContainerNameFromUrl() {
				let containerName;
				try {
					let parsedUrl = new URL(this.url);
					if (containerName = parsedUrl.hostname.split(".")[1] === "blob" ? parsedUrl.pathname.split("/")[1] : isIpEndpointStyle(parsedUrl) ? parsedUrl.pathname.split("/")[2] : parsedUrl.pathname.split("/")[1], containerName = decodeURIComponent(containerName), !containerName) throw Error("Provided containerName is invalid.");
					return containerName;
				} catch {
					throw Error("Unable to extract containerName with provided information.");
				}
			}
			generateSasUrl(options) {
				return new Promise((resolve) => {
					if (!(this.credential instanceof storage_common_dist_esm.Z3)) throw RangeError("Can only generate the SAS when the client is initialized with a shared key credential");
					let sas = generateBlobSASQueryParameters({
						containerName: this._containerName,
						...options
					}, this.credential).toString();
					resolve(appendToURLQuery(this.url, sas));
				});
			}
			generateSasStringToSign(options) {
				if (!(this.credential instanceof storage_common_dist_esm.Z3)) throw RangeError("Can only generate the SAS when the client is initialized with a shared key credential");
				return generateBlobSASQueryParametersInternal({
					containerName: this._containerName,
					...options
				}, this.credential).stringToSign;
			}
			generateUserDelegationSasUrl(options, userDelegationKey) {
				return new Promise((resolve) => {
					let sas = generateBlobSASQueryParameters({
						containerName: this._containerName,
						...options
					}, userDelegationKey, this.accountName).toString();
					resolve(appendToURLQuery(this.url, sas));
				});
			}
			generateUserDelegationSasStringToSign(options, userDelegationKey) {
				return generateBlobSASQueryParametersInternal({
					containerName: this._containerName,
					...options
				}, userDelegationKey, this.accountName).stringToSign;
			}
			getBlobBatchClient() {
				return new BlobBatchClient(this.url, this.pipeline);
			}
		}
		class AccountSASPermissions {
			static parse(permissions) {
				let accountSASPermissions = new AccountSASPermissions();
				for (let c of permissions) switch (c) {
					case "r":
						accountSASPermissions.read = !0;
						break;
					case "w":
						accountSASPermissions.write = !0;
						break;
					case "d":
						accountSASPermissions.delete = !0;
						break;
					case "x":
						accountSASPermissions.deleteVersion = !0;
						break;
					case "l":
						accountSASPermissions.list = !0;
						break;
					case "a":
						accountSASPermissions.add = !0;
						break;
					case "c":
						accountSASPermissions.create = !0;
						break;
					case "u":
						accountSASPermissions.update = !0;
						break;
					case "p":
						accountSASPermissions.process = !0;
						break;
					case "t":
						accountSASPermissions.tag = !0;
						break;
					case "f":
						accountSASPermissions.filter = !0;
						break;
					case "i":
						accountSASPermissions.setImmutabilityPolicy = !0;
						break;
					case "y":
						accountSASPermissions.permanentDelete = !0;
						break;
					default: throw RangeError(`Invalid permission character: ${c}`);
				}
				return accountSASPermissions;
			}
			static from(permissionLike) {
				let accountSASPermissions = new AccountSASPermissions();
				return permissionLike.read && (accountSASPermissions.read = !0), permissionLike.write && (accountSASPermissions.write = !0), permissionLike.delete && (accountSASPermissions.delete = !0), permissionLike.deleteVersion && (accountSASPermissions.deleteVersion = !0), permissionLike.filter && (accountSASPermissions.filter = !0), permissionLike.tag && (accountSASPermissions.tag = !0), permissionLike.list && (accountSASPermissions.list = !0), permissionLike.add && (accountSASPermissions.add = !0), permissionLike.create && (accountSASPermissions.create = !0), permissionLike.update && (accountSASPermissions.update = !0), permissionLike.process && (accountSASPermissions.process = !0), permissionLike.setImmutabilityPolicy && (accountSASPermissions.setImmutabilityPolicy = !0), permissionLike.permanentDelete && (accountSASPermissions.permanentDelete = !0), accountSASPermissions;
			}
			read = !1;
			write = !1;
			delete = !1;
			deleteVersion = !1;
			list = !1;
			add = !1;
			create = !1;
			update = !1;
			process = !1;
			tag = !1;
			filter = !1;
			setImmutabilityPolicy = !1;
			permanentDelete = !1;
			toString() {
				let permissions = [];
				return this.read && permissions.push("r"), this.write && permissions.push("w"), this.delete && permissions.push("d"), this.deleteVersion && permissions.push("x"), this.filter && permissions.push("f"), this.tag && permissions.push("t"), this.list && permissions.push("l"), this.add && permissions.push("a"), this.create && permissions.push("c"), this.update && permissions.push("u"), this.process && permissions.push("p"), this.setImmutabilityPolicy && permissions.push("i"), this.permanentDelete && permissions.push("y"), permissions.join("");
			}
		}
		class AccountSASResourceTypes {
			static parse(resourceTypes) {
				let accountSASResourceTypes = new AccountSASResourceTypes();
				for (let c of resourceTypes) switch (c) {
					case "s":
						accountSASResourceTypes.service = !0;
						break;
					case "c":
						accountSASResourceTypes.container = !0;
						break;
					case "o":
						accountSASResourceTypes.object = !0;
						break;
					default: throw RangeError(`Invalid resource type: ${c}`);
				}
				return accountSASResourceTypes;
			}
			service = !1;
			container = !1;
			object = !1;
			toString() {
				let resourceTypes = [];
				return this.service && resourceTypes.push("s"), this.container && resourceTypes.push("c"), this.object && resourceTypes.push("o"), resourceTypes.join("");
			}
		}
		class AccountSASServices {
			static parse(services) {
				let accountSASServices = new AccountSASServices();
				for (let c of services) switch (c) {
					case "b":
						accountSASServices.blob = !0;
						break;
					case "f":
						accountSASServices.file = !0;
						break;
					case "q":
						accountSASServices.queue = !0;
						break;
					case "t":
						accountSASServices.table = !0;
						break;
					default: throw RangeError(`Invalid service character: ${c}`);
				}
				return accountSASServices;
			}
			blob = !1;
			file = !1;
			queue = !1;
			table = !1;
			toString() {
				let services = [];
				return this.blob && services.push("b"), this.table && services.push("t"), this.queue && services.push("q"), this.file && services.push("f"), services.join("");
			}
		}
		function generateAccountSASQueryParameters(accountSASSignatureValues, sharedKeyCredential) {
			return generateAccountSASQueryParametersInternal(accountSASSignatureValues, sharedKeyCredential).sasQueryParameters;
		}
		function generateAccountSASQueryParametersInternal(accountSASSignatureValues, sharedKeyCredential) {
			let version = accountSASSignatureValues.version ? accountSASSignatureValues.version : SERVICE_VERSION;
			if (accountSASSignatureValues.permissions && accountSASSignatureValues.permissions.setImmutabilityPolicy && version < "2020-08-04") throw RangeError("'version' must be >= '2020-08-04' when provided 'i' permission.");
			if (accountSASSignatureValues.permissions && accountSASSignatureValues.permissions.deleteVersion && version < "2019-10-10") throw RangeError("'version' must be >= '2019-10-10' when provided 'x' permission.");
			if (accountSASSignatureValues.permissions && accountSASSignatureValues.permissions.permanentDelete && version < "2019-10-10") throw RangeError("'version' must be >= '2019-10-10' when provided 'y' permission.");
			if (accountSASSignatureValues.permissions && accountSASSignatureValues.permissions.tag && version < "2019-12-12") throw RangeError("'version' must be >= '2019-12-12' when provided 't' permission.");
			if (accountSASSignatureValues.permissions && accountSASSignatureValues.permissions.filter && version < "2019-12-12") throw RangeError("'version' must be >= '2019-12-12' when provided 'f' permission.");
			if (accountSASSignatureValues.encryptionScope && version < "2020-12-06") throw RangeError("'version' must be >= '2020-12-06' when provided 'encryptionScope' in SAS.");
			let parsedPermissions = AccountSASPermissions.parse(accountSASSignatureValues.permissions.toString()), parsedServices = AccountSASServices.parse(accountSASSignatureValues.services).toString(), parsedResourceTypes = AccountSASResourceTypes.parse(accountSASSignatureValues.resourceTypes).toString(), stringToSign;
			stringToSign = version >= "2020-12-06" ? [
				sharedKeyCredential.accountName,
				parsedPermissions,
				parsedServices,
				parsedResourceTypes,
				accountSASSignatureValues.startsOn ? truncatedISO8061Date(accountSASSignatureValues.startsOn, !1) : "",
				truncatedISO8061Date(accountSASSignatureValues.expiresOn, !1),
				accountSASSignatureValues.ipRange ? ipRangeToString(accountSASSignatureValues.ipRange) : "",
				accountSASSignatureValues.protocol ? accountSASSignatureValues.protocol : "",
				version,
				accountSASSignatureValues.encryptionScope ? accountSASSignatureValues.encryptionScope : "",
				""
			].join("\n") : [
				sharedKeyCredential.accountName,
				parsedPermissions,
				parsedServices,
				parsedResourceTypes,
				accountSASSignatureValues.startsOn ? truncatedISO8061Date(accountSASSignatureValues.startsOn, !1) : "",
				truncatedISO8061Date(accountSASSignatureValues.expiresOn, !1),
				accountSASSignatureValues.ipRange ? ipRangeToString(accountSASSignatureValues.ipRange) : "",
				accountSASSignatureValues.protocol ? accountSASSignatureValues.protocol : "",
				version,
				""
			].join("\n");
			let signature = sharedKeyCredential.computeHMACSHA256(stringToSign);
			return {
				sasQueryParameters: new SASQueryParameters(version, signature, parsedPermissions.toString(), parsedServices, parsedResourceTypes, accountSASSignatureValues.protocol, accountSASSignatureValues.startsOn, accountSASSignatureValues.expiresOn, accountSASSignatureValues.ipRange, void 0, void 0, void 0, void 0, void 0, void 0, void 0, void 0, void 0, void 0, accountSASSignatureValues.encryptionScope),
				stringToSign
			};
		}
		class BlobServiceClient extends StorageClient_StorageClient {
			serviceContext;
			static fromConnectionString(connectionString, options) {
				options ||= {};
				let extractedCreds = extractConnectionStringParts(connectionString);
				if (extractedCreds.kind === "AccountConnString") {
					if (core_util_dist_esm.qx) {
						let sharedKeyCredential = new storage_common_dist_esm.Z3(extractedCreds.accountName, extractedCreds.accountKey);
						options.proxyOptions || (options.proxyOptions = (0, esm.nV)(extractedCreds.proxyUri));
						let pipeline = newPipeline(sharedKeyCredential, options);
						return new BlobServiceClient(extractedCreds.url, pipeline);
					}
					throw Error("Account connection string is only supported in Node.js environment");
				}
				if (extractedCreds.kind === "SASConnString") {
					let pipeline = newPipeline(new storage_common_dist_esm.tv(), options);
					return new BlobServiceClient(extractedCreds.url + "?" + extractedCreds.accountSas, pipeline);
				}
				throw Error("Connection string must be either an Account connection string or a SAS connection string");
			}
			constructor(url, credentialOrPipeline, options) {
				let pipeline;
				pipeline = isPipelineLike(credentialOrPipeline) ? credentialOrPipeline : core_util_dist_esm.qx && credentialOrPipeline instanceof storage_common_dist_esm.Z3 || credentialOrPipeline instanceof storage_common_dist_esm.tv || (0, dist_esm.Zp)(credentialOrPipeline) ? newPipeline(credentialOrPipeline, options) : newPipeline(new storage_common_dist_esm.tv(), options), super(url, pipeline), this.serviceContext = this.storageClientContext.service;
			}
			getContainerClient(containerName) {
				return new ContainerClient(appendToURLPath(this.url, encodeURIComponent(containerName)), this.pipeline);
			}
			async createContainer(containerName, options = {}) {
				return tracingClient.withSpan("BlobServiceClient-createContainer", options, async (updatedOptions) => {
					let containerClient = this.getContainerClient(containerName);
					return {
						containerClient,
						containerCreateResponse: await containerClient.create(updatedOptions)
					};
				});
			}
			async deleteContainer(containerName, options = {}) {
				return tracingClient.withSpan("BlobServiceClient-deleteContainer", options, async (updatedOptions) => this.getContainerClient(containerName).delete(updatedOptions));
			}
			async undeleteContainer(deletedContainerName, deletedContainerVersion, options = {}) {
				return tracingClient.withSpan("BlobServiceClient-undeleteContainer", options, async (updatedOptions) => {
					let containerClient = this.getContainerClient(options.destinationContainerName || deletedContainerName), containerContext = containerClient.storageClientContext.container;
					return {
						containerClient,
						containerUndeleteResponse: assertResponse(await containerContext.restore({
							deletedContainerName,
							deletedContainerVersion,
							tracingOptions: updatedOptions.tracingOptions
						}))
					};
				});
			}
			async getProperties(options = {}) {
				return tracingClient.withSpan("BlobServiceClient-getProperties", options, async (updatedOptions) => assertResponse(await this.serviceContext.getProperties({
					abortSignal: options.abortSignal,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async setProperties(properties, options = {}) {
				return tracingClient.withSpan("BlobServiceClient-setProperties", options, async (updatedOptions) => assertResponse(await this.serviceContext.setProperties(properties, {
					abortSignal: options.abortSignal,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async getStatistics(options = {}) {
				return tracingClient.withSpan("BlobServiceClient-getStatistics", options, async (updatedOptions) => assertResponse(await this.serviceContext.getStatistics({
					abortSignal: options.abortSignal,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async getAccountInfo(options = {}) {
				return tracingClient.withSpan("BlobServiceClient-getAccountInfo", options, async (updatedOptions) => assertResponse(await this.serviceContext.getAccountInfo({
					abortSignal: options.abortSignal,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async listContainersSegment(marker, options = {}) {
				return tracingClient.withSpan("BlobServiceClient-listContainersSegment", options, async (updatedOptions) => assertResponse(await this.serviceContext.listContainersSegment({
					abortSignal: options.abortSignal,
					marker,
					...options,
					include: typeof options.include == "string" ? [options.include] : options.include,
					tracingOptions: updatedOptions.tracingOptions
				})));
			}
			async findBlobsByTagsSegment(tagFilterSqlExpression, marker, options = {}) {
				return tracingClient.withSpan("BlobServiceClient-findBlobsByTagsSegment", options, async (updatedOptions) => {
					let response = assertResponse(await this.serviceContext.filterBlobs({
						abortSignal: options.abortSignal,
						where: tagFilterSqlExpression,
						marker,
						maxPageSize: options.maxPageSize,
						tracingOptions: updatedOptions.tracingOptions
					}));
					return {
						...response,
						_response: response._response,
						blobs: response.blobs.map((blob) => {
							let tagValue = "";
							return blob.tags?.blobTagSet.length === 1 && (tagValue = blob.tags.blobTagSet[0].value), {
								...blob,
								tags: toTags(blob.tags),
								tagValue
							};
						})
					};
				});
			}
			async *findBlobsByTagsSegments(tagFilterSqlExpression, marker, options = {}) {
				let response;
				if (marker || marker === void 0) do
					response = await this.findBlobsByTagsSegment(tagFilterSqlExpression, marker, options), response.blobs = response.blobs || [], marker = response.continuationToken, yield response;
				while (marker);
			}
			async *findBlobsByTagsItems(tagFilterSqlExpression, options = {}) {
				let marker;
				for await (let segment of this.findBlobsByTagsSegments(tagFilterSqlExpression, marker, options)) yield* segment.blobs;
			}
			findBlobsByTags(tagFilterSqlExpression, options = {}) {
				let listSegmentOptions = { ...options }, iter = this.findBlobsByTagsItems(tagFilterSqlExpression, listSegmentOptions);
				return {
					next() {
						return iter.next();
					},
					[Symbol.asyncIterator]() {
						return this;
					},
					byPage: (settings = {}) => this.findBlobsByTagsSegments(tagFilterSqlExpression, settings.continuationToken, {
						maxPageSize: settings.maxPageSize,
						...listSegmentOptions
					})
				};
			}
			async *listSegments(marker, options = {}) {
				let listContainersSegmentResponse;
				if (marker || marker === void 0) do
					listContainersSegmentResponse = await this.listContainersSegment(marker, options), listContainersSegmentResponse.containerItems = listContainersSegmentResponse.containerItems || [], marker = listContainersSegmentResponse.continuationToken, yield await listContainersSegmentResponse;
				while (marker);
			}
			async *listItems(options = {}) {
				let marker;
				for await (let segment of this.listSegments(marker, options)) yield* segment.containerItems;
			}
			listContainers(options = {}) {
				options.prefix === "" && (options.prefix = void 0);
				let include = [];
				options.includeDeleted && include.push("deleted"), options.includeMetadata && include.push("metadata"), options.includeSystem && include.push("system");
				let listSegmentOptions = {
					...options,
					...include.length > 0 ? { include } : {}
				}, iter = this.listItems(listSegmentOptions);
				return {
					next() {
						return iter.next();
					},
					[Symbol.asyncIterator]() {
						return this;
					},
					byPage: (settings = {}) => this.listSegments(settings.continuationToken, {
						maxPageSize: settings.maxPageSize,
						...listSegmentOptions
					})
				};
			}
			async getUserDelegationKey(startsOn, expiresOn, options = {}) {
				return tracingClient.withSpan("BlobServiceClient-getUserDelegationKey", options, async (updatedOptions) => {
					let response = assertResponse(await this.serviceContext.getUserDelegationKey({
						startsOn: truncatedISO8061Date(startsOn, !1),
						expiresOn: truncatedISO8061Date(expiresOn, !1)
					}, {
						abortSignal: options.abortSignal,
						tracingOptions: updatedOptions.tracingOptions
					})), userDelegationKey = {
						signedObjectId: response.signedObjectId,
						signedTenantId: response.signedTenantId,
						signedStartsOn: new Date(response.signedStartsOn),
						signedExpiresOn: new Date(response.signedExpiresOn),
						signedService: response.signedService,
						signedVersion: response.signedVersion,
						value: response.value
					};
					return {
						_response: response._response,
						requestId: response.requestId,
						clientRequestId: response.clientRequestId,
						version: response.version,
						date: response.date,
						errorCode: response.errorCode,
						...userDelegationKey
					};
				});
			}
			getBlobBatchClient() {
				return new BlobBatchClient(this.url, this.pipeline);
			}
			generateAccountSasUrl(expiresOn, permissions = AccountSASPermissions.parse("r"), resourceTypes = "sco", options = {}) {
				if (!(this.credential instanceof storage_common_dist_esm.Z3)) throw RangeError("Can only generate the account SAS when the client is initialized with a shared key credential");
				expiresOn === void 0 && (expiresOn = new Date(new Date().getTime() + 36e5));
				let sas = generateAccountSASQueryParameters({
					permissions,
					expiresOn,
					resourceTypes,
					services: AccountSASServices.parse("b").toString(),
					...options
				}, this.credential).toString();
				return appendToURLQuery(this.url, sas);
			}
			generateSasStringToSign(expiresOn, permissions = AccountSASPermissions.parse("r"), resourceTypes = "sco", options = {}) {
				if (!(this.credential instanceof storage_common_dist_esm.Z3)) throw RangeError("Can only generate the account SAS when the client is initialized with a shared key credential");
				return expiresOn === void 0 && (expiresOn = new Date(new Date().getTime() + 36e5)), generateAccountSASQueryParametersInternal({
					permissions,
					expiresOn,
					resourceTypes,
					services: AccountSASServices.parse("b").toString(),
					...options
				}, this.credential).stringToSign;
			}
		}
		var generatedModels_KnownEncryptionAlgorithmType;
		(function(KnownEncryptionAlgorithmType) {
			KnownEncryptionAlgorithmType.AES256 = "AES256";
		})(generatedModels_KnownEncryptionAlgorithmType ||= {});
		class InvalidResponseError extends Error {
			constructor(message) {
				super(message), this.name = "InvalidResponseError";
			}
		}
		class NetworkError extends Error {
			constructor(code) {
				let message = `Unable to make request: ${code}\nIf you are using self-hosted runners, please make sure your runner has access to all GitHub endpoints: https://docs.github.com/en/actions/hosting-your-own-runners/managing-self-hosted-runners/about-self-hosted-runners#communication-between-self-hosted-runners-and-github`;
				super(message), this.code = code, this.name = "NetworkError";
			}
		}
		NetworkError.isNetworkErrorCode = (code) => code ? [
			"ECONNRESET",
			"ENOTFOUND",
			"ETIMEDOUT",
			"ECONNREFUSED",
			"EHOSTUNREACH"
		].includes(code) : !1;
		class UsageError extends Error {
			constructor() {
				super("Cache storage quota has been hit. Unable to upload any new cache entries.\nMore info on storage limits: https://docs.github.com/en/billing/managing-billing-for-github-actions/about-billing-for-github-actions#calculating-minute-and-storage-spending"), this.name = "UsageError";
			}
		}
		UsageError.isUsageErrorMessage = (msg) => msg ? msg.includes("insufficient usage") : !1;
		class RateLimitError extends Error {
			constructor(message) {
				super(message), this.name = "RateLimitError";
			}
		}
		var uploadUtils_awaiter = function(thisArg, _arguments, P, generator) {
			function adopt(value) {
				return value instanceof P ? value : new P(function(resolve) {
					resolve(value);
				});
			}
			return new (P ||= Promise)(function(resolve, reject) {
				function fulfilled(value) {
					try {
						step(generator.next(value));
					} catch (e) {
						reject(e);
					}
				}
				function rejected(value) {
					try {
						step(generator.throw(value));
					} catch (e) {
						reject(e);
					}
				}
				function step(result) {
					result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
				}
				step((generator = generator.apply(thisArg, _arguments || [])).next());
			});
		};
		class UploadProgress {
			constructor(contentLength) {
				this.contentLength = contentLength, this.sentBytes = 0, this.displayedComplete = !1, this.startTime = Date.now();
			}
			setSentBytes(sentBytes) {
				this.sentBytes = sentBytes;
			}
			getTransferredBytes() {
				return this.sentBytes;
			}
			isDone() {
				return this.getTransferredBytes() === this.contentLength;
			}
			display() {
				if (this.displayedComplete) return;
				let transferredBytes = this.sentBytes, percentage = (100 * (transferredBytes / this.contentLength)).toFixed(1), elapsedTime = Date.now() - this.startTime, uploadSpeed = (transferredBytes / 1048576 / (elapsedTime / 1e3)).toFixed(1);
				lib_core.pq(`Sent ${transferredBytes} of ${this.contentLength} (${percentage}%), ${uploadSpeed} MBs/sec`), this.isDone() && (this.displayedComplete = !0);
			}
			onProgress() {
				return (progress) => {
					this.setSentBytes(progress.loadedBytes);
				};
			}
			startDisplayTimer(delayInMs = 1e3) {
				let displayCallback = () => {
					this.display(), this.isDone() || (this.timeoutHandle = setTimeout(displayCallback, delayInMs));
				};
				this.timeoutHandle = setTimeout(displayCallback, delayInMs);
			}
			stopDisplayTimer() {
				this.timeoutHandle &&= (clearTimeout(this.timeoutHandle), void 0), this.display();
			}
		}
		function uploadCacheArchiveSDK(signedUploadURL, archivePath, options) {
			return uploadUtils_awaiter(this, void 0, void 0, function* () {
				let blobClient = new BlobClient(signedUploadURL), blockBlobClient = blobClient.getBlockBlobClient(), uploadProgress = new UploadProgress(options?.archiveSizeBytes ?? 0), uploadOptions = {
					blockSize: options?.uploadChunkSize,
					concurrency: options?.uploadConcurrency,
					maxSingleShotSize: 134217728,
					onProgress: uploadProgress.onProgress()
				};
				try {
					uploadProgress.startDisplayTimer(), lib_core.Yz(`BlobClient: ${blobClient.name}:${blobClient.accountName}:${blobClient.containerName}`);
					let response = yield blockBlobClient.uploadFile(archivePath, uploadOptions);
					if (response._response.status >= 400) throw new InvalidResponseError(`uploadCacheArchiveSDK: upload failed with status code ${response._response.status}`);
					return response;
				} catch (error) {
					throw lib_core.$e(`uploadCacheArchiveSDK: internal error uploading cache archive: ${error.message}`), error;
				} finally {
					uploadProgress.stopDisplayTimer();
				}
			});
		}
		var requestUtils_awaiter = function(thisArg, _arguments, P, generator) {
			function adopt(value) {
				return value instanceof P ? value : new P(function(resolve) {
					resolve(value);
				});
			}
			return new (P ||= Promise)(function(resolve, reject) {
				function fulfilled(value) {
					try {
						step(generator.next(value));
					} catch (e) {
						reject(e);
					}
				}
				function rejected(value) {
					try {
						step(generator.throw(value));
					} catch (e) {
						reject(e);
					}
				}
				function step(result) {
					result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
				}
				step((generator = generator.apply(thisArg, _arguments || [])).next());
			});
		};
		function isSuccessStatusCode(statusCode) {
			return statusCode ? statusCode >= 200 && statusCode < 300 : !1;
		}
		function isServerErrorStatusCode(statusCode) {
			return !statusCode || statusCode >= 500;
		}
		function isRetryableStatusCode(statusCode) {
			return statusCode ? [
				lib.Hv.BadGateway,
				lib.Hv.ServiceUnavailable,
				lib.Hv.GatewayTimeout
			].includes(statusCode) : !1;
		}
		function sleep(milliseconds) {
			return requestUtils_awaiter(this, void 0, void 0, function* () {
				return new Promise((resolve) => setTimeout(resolve, milliseconds));
			});
		}
		function retry(name_1, method_1, getStatusCode_1) {
			return requestUtils_awaiter(this, arguments, void 0, function* (name, method, getStatusCode, maxAttempts = 2, delay = DefaultRetryDelay, onError = void 0) {
				let errorMessage = "", attempt = 1;
				for (; attempt <= maxAttempts;) {
					let response, statusCode, isRetryable = !1;
					try {
						response = yield method();
					} catch (error) {
						onError && (response = onError(error)), isRetryable = !0, errorMessage = error.message;
					}
					if (response && (statusCode = getStatusCode(response), !isServerErrorStatusCode(statusCode))) return response;
					if (statusCode && (isRetryable = isRetryableStatusCode(statusCode), errorMessage = `Cache service responded with ${statusCode}`), lib_core.Yz(`${name} - Attempt ${attempt} of ${maxAttempts} failed with error: ${errorMessage}`), !isRetryable) {
						lib_core.Yz(`${name} - Error is not retryable`);
						break;
					}
					yield sleep(delay), attempt++;
				}
				throw Error(`${name} failed: ${errorMessage}`);
			});
		}
		function retryTypedResponse(name_1, method_1) {
			return requestUtils_awaiter(this, arguments, void 0, function* (name, method, maxAttempts = 2, delay = DefaultRetryDelay) {
				return yield retry(name, method, (response) => response.statusCode, maxAttempts, delay, (error) => {
					if (error instanceof lib.Kg) return {
						statusCode: error.statusCode,
						result: null,
						headers: {},
						error
					};
				});
			});
		}
		function retryHttpClientResponse(name_1, method_1) {
			return requestUtils_awaiter(this, arguments, void 0, function* (name, method, maxAttempts = 2, delay = DefaultRetryDelay) {
				return yield retry(name, method, (response) => response.message.statusCode, maxAttempts, delay);
			});
		}
		var downloadUtils_awaiter = function(thisArg, _arguments, P, generator) {
			function adopt(value) {
				return value instanceof P ? value : new P(function(resolve) {
					resolve(value);
				});
			}
			return new (P ||= Promise)(function(resolve, reject) {
				function fulfilled(value) {
					try {
						step(generator.next(value));
					} catch (e) {
						reject(e);
					}
				}
				function rejected(value) {
					try {
						step(generator.throw(value));
					} catch (e) {
						reject(e);
					}
				}
				function step(result) {
					result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
				}
				step((generator = generator.apply(thisArg, _arguments || [])).next());
			});
		};
		function pipeResponseToStream(response, output) {
			return downloadUtils_awaiter(this, void 0, void 0, function* () {
				yield external_util_.promisify(external_stream_.pipeline)(response.message, output);
			});
		}
		class DownloadProgress {
			constructor(contentLength) {
				this.contentLength = contentLength, this.segmentIndex = 0, this.segmentSize = 0, this.segmentOffset = 0, this.receivedBytes = 0, this.displayedComplete = !1, this.startTime = Date.now();
			}
			nextSegment(segmentSize) {
				this.segmentOffset += this.segmentSize, this.segmentIndex += 1, this.segmentSize = segmentSize, this.receivedBytes = 0, lib_core.Yz(`Downloading segment at offset ${this.segmentOffset} with length ${this.segmentSize}...`);
			}
			setReceivedBytes(receivedBytes) {
				this.receivedBytes = receivedBytes;
			}
			getTransferredBytes() {
				return this.segmentOffset + this.receivedBytes;
			}
			isDone() {
				return this.getTransferredBytes() === this.contentLength;
			}
			display() {
				if (this.displayedComplete) return;
				let transferredBytes = this.segmentOffset + this.receivedBytes, percentage = (100 * (transferredBytes / this.contentLength)).toFixed(1), elapsedTime = Date.now() - this.startTime, downloadSpeed = (transferredBytes / 1048576 / (elapsedTime / 1e3)).toFixed(1);
				lib_core.pq(`Received ${transferredBytes} of ${this.contentLength} (${percentage}%), ${downloadSpeed} MBs/sec`), this.isDone() && (this.displayedComplete = !0);
			}
			onProgress() {
				return (progress) => {
					this.setReceivedBytes(progress.loadedBytes);
				};
			}
			startDisplayTimer(delayInMs = 1e3) {
				let displayCallback = () => {
					this.display(), this.isDone() || (this.timeoutHandle = setTimeout(displayCallback, delayInMs));
				};
				this.timeoutHandle = setTimeout(displayCallback, delayInMs);
			}
			stopDisplayTimer() {
				this.timeoutHandle &&= (clearTimeout(this.timeoutHandle), void 0), this.display();
			}
		}
		function downloadCacheHttpClient(archiveLocation, archivePath) {
			return downloadUtils_awaiter(this, void 0, void 0, function* () {
				let writeStream = external_fs_.createWriteStream(archivePath), httpClient = new lib.Qq("actions/cache"), downloadResponse = yield retryHttpClientResponse("downloadCache", () => downloadUtils_awaiter(this, void 0, void 0, function* () {
					return httpClient.get(archiveLocation);
				}));
				downloadResponse.message.socket.setTimeout(SocketTimeout, () => {
					downloadResponse.message.destroy(), lib_core.Yz(`Aborting download, socket timed out after ${SocketTimeout} ms`);
				}), yield pipeResponseToStream(downloadResponse, writeStream);
				let contentLengthHeader = downloadResponse.message.headers["content-length"];
				if (contentLengthHeader) {
					let expectedLength = parseInt(contentLengthHeader), actualLength = getArchiveFileSizeInBytes(archivePath);
					if (actualLength !== expectedLength) throw Error(`Incomplete download. Expected file size: ${expectedLength}, actual file size: ${actualLength}`);
				} else lib_core.Yz("Unable to validate download, no Content-Length header");
			});
		}
		function downloadCacheHttpClientConcurrent(archiveLocation, archivePath, options) {
			return downloadUtils_awaiter(this, void 0, void 0, function* () {
				let archiveDescriptor = yield external_fs_.promises.open(archivePath, "w"), httpClient = new lib.Qq("actions/cache", void 0, {
					socketTimeout: options.timeoutInMs,
					keepAlive: !0
				});
				try {
					let lengthHeader = (yield retryHttpClientResponse("downloadCacheMetadata", () => downloadUtils_awaiter(this, void 0, void 0, function* () {
						return yield httpClient.request("HEAD", archiveLocation, null, {});
					}))).message.headers["content-length"];
					if (lengthHeader == null) throw Error("Content-Length not found on blob response");
					let length = parseInt(lengthHeader);
					if (Number.isNaN(length)) throw Error(`Could not interpret Content-Length: ${length}`);
					let downloads = [], blockSize = 4194304;
					for (let offset = 0; offset < length; offset += blockSize) {
						let count = Math.min(blockSize, length - offset);
						downloads.push({
							offset,
							promiseGetter: () => downloadUtils_awaiter(this, void 0, void 0, function* () {
								return yield downloadSegmentRetry(httpClient, archiveLocation, offset, count);
							})
						});
					}
					downloads.reverse();
					let actives = 0, bytesDownloaded = 0, progress = new DownloadProgress(length);
					progress.startDisplayTimer();
					let progressFn = progress.onProgress(), activeDownloads = [], nextDownload, waitAndWrite = () => downloadUtils_awaiter(this, void 0, void 0, function* () {
						let segment = yield Promise.race(Object.values(activeDownloads));
						yield archiveDescriptor.write(segment.buffer, 0, segment.count, segment.offset), actives--, delete activeDownloads[segment.offset], bytesDownloaded += segment.count, progressFn({ loadedBytes: bytesDownloaded });
					});
					for (; nextDownload = downloads.pop();) activeDownloads[nextDownload.offset] = nextDownload.promiseGetter(), actives++, actives >= (options.downloadConcurrency ?? 10) && (yield waitAndWrite());
					for (; actives > 0;) yield waitAndWrite();
				} finally {
					httpClient.dispose(), yield archiveDescriptor.close();
				}
			});
		}
		function downloadSegmentRetry(httpClient, archiveLocation, offset, count) {
			return downloadUtils_awaiter(this, void 0, void 0, function* () {
				let failures = 0;
				for (;;) try {
					let result = yield promiseWithTimeout(3e4, downloadSegment(httpClient, archiveLocation, offset, count));
					if (typeof result == "string") throw Error("downloadSegmentRetry failed due to timeout");
					return result;
				} catch (err) {
					if (failures >= 5) throw err;
					failures++;
				}
			});
		}
		function downloadSegment(httpClient, archiveLocation, offset, count) {
			return downloadUtils_awaiter(this, void 0, void 0, function* () {
				let partRes = yield retryHttpClientResponse("downloadCachePart", () => downloadUtils_awaiter(this, void 0, void 0, function* () {
					return yield httpClient.get(archiveLocation, { Range: `bytes=${offset}-${offset + count - 1}` });
				}));
				if (!partRes.readBodyBuffer) throw Error("Expected HttpClientResponse to implement readBodyBuffer");
				return {
					offset,
					count,
					buffer: yield partRes.readBodyBuffer()
				};
			});
		}
		function downloadCacheStorageSDK(archiveLocation, archivePath, options) {
			return downloadUtils_awaiter(this, void 0, void 0, function* () {
				let client = new BlockBlobClient(archiveLocation, void 0, { retryOptions: { tryTimeoutInMs: options.timeoutInMs } }), contentLength = (yield client.getProperties()).contentLength ?? -1;
				if (contentLength < 0) lib_core.Yz("Unable to determine content length, downloading file with http-client..."), yield downloadCacheHttpClient(archiveLocation, archivePath);
				else {
					let maxSegmentSize = Math.min(134217728, external_buffer_.constants.MAX_LENGTH), downloadProgress = new DownloadProgress(contentLength), fd = external_fs_.openSync(archivePath, "w");
					try {
						downloadProgress.startDisplayTimer();
						let controller = new AbortController(), abortSignal = controller.signal;
						for (; !downloadProgress.isDone();) {
							let segmentStart = downloadProgress.segmentOffset + downloadProgress.segmentSize, segmentSize = Math.min(maxSegmentSize, contentLength - segmentStart);
							downloadProgress.nextSegment(segmentSize);
							let result = yield promiseWithTimeout(options.segmentTimeoutInMs || 36e5, client.downloadToBuffer(segmentStart, segmentSize, {
								abortSignal,
								concurrency: options.downloadConcurrency,
								onProgress: downloadProgress.onProgress()
							}));
							if (result === "timeout") throw controller.abort(), Error("Aborting cache download as the download time exceeded the timeout.");
							Buffer.isBuffer(result) && external_fs_.writeFileSync(fd, result);
						}
					} finally {
						downloadProgress.stopDisplayTimer(), external_fs_.closeSync(fd);
					}
				}
			});
		}
		let promiseWithTimeout = (timeoutMs, promise) => downloadUtils_awaiter(void 0, void 0, void 0, function* () {
			let timeoutHandle, timeoutPromise = new Promise((resolve) => {
				timeoutHandle = setTimeout(() => resolve("timeout"), timeoutMs);
			});
			return Promise.race([promise, timeoutPromise]).then((result) => (clearTimeout(timeoutHandle), result));
		});
		function getUploadOptions(copy) {
			let result = {
				useAzureSdk: !1,
				uploadConcurrency: 4,
				uploadChunkSize: 33554432
			};
			return copy && (typeof copy.useAzureSdk == "boolean" && (result.useAzureSdk = copy.useAzureSdk), typeof copy.uploadConcurrency == "number" && (result.uploadConcurrency = copy.uploadConcurrency), typeof copy.uploadChunkSize == "number" && (result.uploadChunkSize = copy.uploadChunkSize)), result.uploadConcurrency = isNaN(Number(process.env.CACHE_UPLOAD_CONCURRENCY)) ? result.uploadConcurrency : Math.min(32, Number(process.env.CACHE_UPLOAD_CONCURRENCY)), result.uploadChunkSize = isNaN(Number(process.env.CACHE_UPLOAD_CHUNK_SIZE)) ? result.uploadChunkSize : Math.min(134217728, Number(process.env.CACHE_UPLOAD_CHUNK_SIZE) * 1024 * 1024), lib_core.Yz(`Use Azure SDK: ${result.useAzureSdk}`), lib_core.Yz(`Upload concurrency: ${result.uploadConcurrency}`), lib_core.Yz(`Upload chunk size: ${result.uploadChunkSize}`), result;
		}
		function getDownloadOptions(copy) {
			let result = {
				useAzureSdk: !1,
				concurrentBlobDownloads: !0,
				downloadConcurrency: 8,
				timeoutInMs: 3e4,
				segmentTimeoutInMs: 6e5,
				lookupOnly: !1
			};
			copy && (typeof copy.useAzureSdk == "boolean" && (result.useAzureSdk = copy.useAzureSdk), typeof copy.concurrentBlobDownloads == "boolean" && (result.concurrentBlobDownloads = copy.concurrentBlobDownloads), typeof copy.downloadConcurrency == "number" && (result.downloadConcurrency = copy.downloadConcurrency), typeof copy.timeoutInMs == "number" && (result.timeoutInMs = copy.timeoutInMs), typeof copy.segmentTimeoutInMs == "number" && (result.segmentTimeoutInMs = copy.segmentTimeoutInMs), typeof copy.lookupOnly == "boolean" && (result.lookupOnly = copy.lookupOnly));
			let segmentDownloadTimeoutMins = process.env.SEGMENT_DOWNLOAD_TIMEOUT_MINS;
			return segmentDownloadTimeoutMins && !isNaN(Number(segmentDownloadTimeoutMins)) && isFinite(Number(segmentDownloadTimeoutMins)) && (result.segmentTimeoutInMs = Number(segmentDownloadTimeoutMins) * 60 * 1e3), lib_core.Yz(`Use Azure SDK: ${result.useAzureSdk}`), lib_core.Yz(`Download concurrency: ${result.downloadConcurrency}`), lib_core.Yz(`Request timeout (ms): ${result.timeoutInMs}`), lib_core.Yz(`Cache segment download timeout mins env var: ${process.env.SEGMENT_DOWNLOAD_TIMEOUT_MINS}`), lib_core.Yz(`Segment download timeout (ms): ${result.segmentTimeoutInMs}`), lib_core.Yz(`Lookup only: ${result.lookupOnly}`), result;
		}
		function isGhes() {
			let hostname = new URL(process.env.GITHUB_SERVER_URL || "https://github.com").hostname.trimEnd().toUpperCase(), isGitHubHost = hostname === "GITHUB.COM", isGheHost = hostname.endsWith(".GHE.COM"), isLocalHost = hostname.endsWith(".LOCALHOST");
			return !isGitHubHost && !isGheHost && !isLocalHost;
		}
		function getCacheServiceVersion() {
			return isGhes() ? "v1" : process.env.ACTIONS_CACHE_SERVICE_V2 ? "v2" : "v1";
		}
		let KNOWN_CACHE_MODES = [
			"none",
			"read",
			"write",
			"write-only"
		];
		function getCacheMode() {
			return (process.env.ACTIONS_CACHE_MODE || "").trim().toLowerCase();
		}
		function isCacheReadable(mode) {
			return !KNOWN_CACHE_MODES.includes(mode) || mode === "read" || mode === "write";
		}
		function isCacheWritable(mode) {
			return !KNOWN_CACHE_MODES.includes(mode) || mode === "write" || mode === "write-only";
		}
		function getCacheServiceURL() {
			let version = getCacheServiceVersion();
			switch (version) {
				case "v1": return process.env.ACTIONS_CACHE_URL || process.env.ACTIONS_RESULTS_URL || "";
				case "v2": return process.env.ACTIONS_RESULTS_URL || "";
				default: throw Error(`Unsupported cache service version: ${version}`);
			}
		}
		var package_version = __webpack_require__(38658);
		function getUserAgentString() {
			return `@actions/cache-${package_version.version}`;
		}
		var cacheHttpClient_awaiter = function(thisArg, _arguments, P, generator) {
			function adopt(value) {
				return value instanceof P ? value : new P(function(resolve) {
					resolve(value);
				});
			}
			return new (P ||= Promise)(function(resolve, reject) {
				function fulfilled(value) {
					try {
						step(generator.next(value));
					} catch (e) {
						reject(e);
					}
				}
				function rejected(value) {
					try {
						step(generator.throw(value));
					} catch (e) {
						reject(e);
					}
				}
				function step(result) {
					result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
				}
				step((generator = generator.apply(thisArg, _arguments || [])).next());
			});
		};
		function getCacheApiUrl(resource) {
			let baseUrl = getCacheServiceURL();
			if (!baseUrl) throw Error("Cache Service Url not found, unable to restore cache.");
			let url = `${baseUrl}_apis/artifactcache/${resource}`;
			return lib_core.Yz(`Resource Url: ${url}`), url;
		}
		function createAcceptHeader(type, apiVersion) {
			return `${type};api-version=${apiVersion}`;
		}
		function getRequestOptions() {
			return { headers: { Accept: createAcceptHeader("application/json", "6.0-preview.1") } };
		}
		function createHttpClient() {
			let token = process.env.ACTIONS_RUNTIME_TOKEN || "", bearerCredentialHandler = new auth.tZ(token);
			return new lib.Qq(getUserAgentString(), [bearerCredentialHandler], getRequestOptions());
		}
		function getCacheEntry(keys, paths, options) {
			return cacheHttpClient_awaiter(this, void 0, void 0, function* () {
				let httpClient = createHttpClient(), version = getCacheVersion(paths, options?.compressionMethod, options?.enableCrossOsArchive), resource = `cache?keys=${encodeURIComponent(keys.join(","))}&version=${version}`, response = yield retryTypedResponse("getCacheEntry", () => cacheHttpClient_awaiter(this, void 0, void 0, function* () {
					return httpClient.getJson(getCacheApiUrl(resource));
				}));
				if (response.statusCode === 204) return lib_core._o() && (yield printCachesListForDiagnostics(keys[0], httpClient, version)), null;
				if (!isSuccessStatusCode(response.statusCode)) {
					let errorMessage = response.error?.message;
					throw errorMessage?.includes(CacheReadDeniedMessagePrefix) ? Error(errorMessage) : Error(`Cache service responded with ${response.statusCode}`);
				}
				let cacheResult = response.result, cacheDownloadUrl = cacheResult?.archiveLocation;
				if (!cacheDownloadUrl) throw Error("Cache not found.");
				return lib_core.Pq(cacheDownloadUrl), lib_core.Yz("Cache Result:"), lib_core.Yz(JSON.stringify(cacheResult)), cacheResult;
			});
		}
		function printCachesListForDiagnostics(key, httpClient, version) {
			return cacheHttpClient_awaiter(this, void 0, void 0, function* () {
				let resource = `caches?key=${encodeURIComponent(key)}`, response = yield retryTypedResponse("listCache", () => cacheHttpClient_awaiter(this, void 0, void 0, function* () {
					return httpClient.getJson(getCacheApiUrl(resource));
				}));
				if (response.statusCode === 200) {
					let cacheListResult = response.result, totalCount = cacheListResult?.totalCount;
					if (totalCount && totalCount > 0) {
						lib_core.Yz(`No matching cache found for cache key '${key}', version '${version} and scope ${process.env.GITHUB_REF}. There exist one or more cache(s) with similar key but they have different version or scope. See more info on cache matching here: https://docs.github.com/en/actions/using-workflows/caching-dependencies-to-speed-up-workflows#matching-a-cache-key \nOther caches with similar key:`);
						for (let cacheEntry of cacheListResult?.artifactCaches || []) lib_core.Yz(`Cache Key: ${cacheEntry?.cacheKey}, Cache Version: ${cacheEntry?.cacheVersion}, Cache Scope: ${cacheEntry?.scope}, Cache Created: ${cacheEntry?.creationTime}`);
					}
				}
			});
		}
		function downloadCache(archiveLocation, archivePath, options) {
			return cacheHttpClient_awaiter(this, void 0, void 0, function* () {
				let archiveUrl = new external_url_.URL(archiveLocation), downloadOptions = getDownloadOptions(options);
				archiveUrl.hostname.endsWith(".blob.core.windows.net") ? downloadOptions.useAzureSdk ? yield downloadCacheStorageSDK(archiveLocation, archivePath, downloadOptions) : downloadOptions.concurrentBlobDownloads ? yield downloadCacheHttpClientConcurrent(archiveLocation, archivePath, downloadOptions) : yield downloadCacheHttpClient(archiveLocation, archivePath) : yield downloadCacheHttpClient(archiveLocation, archivePath);
			});
		}
		function reserveCache(key, paths, options) {
			return cacheHttpClient_awaiter(this, void 0, void 0, function* () {
				let httpClient = createHttpClient(), reserveCacheRequest = {
					key,
					version: getCacheVersion(paths, options?.compressionMethod, options?.enableCrossOsArchive),
					cacheSize: options?.cacheSize
				};
				return yield retryTypedResponse("reserveCache", () => cacheHttpClient_awaiter(this, void 0, void 0, function* () {
					return httpClient.postJson(getCacheApiUrl("caches"), reserveCacheRequest);
				}));
			});
		}
		function getContentRange(start, end) {
			return `bytes ${start}-${end}/*`;
		}
		function uploadChunk(httpClient, resourceUrl, openStream, start, end) {
			return cacheHttpClient_awaiter(this, void 0, void 0, function* () {
				lib_core.Yz(`Uploading chunk of size ${end - start + 1} bytes at offset ${start} with content range: ${getContentRange(start, end)}`);
				let additionalHeaders = {
					"Content-Type": "application/octet-stream",
					"Content-Range": getContentRange(start, end)
				}, uploadChunkResponse = yield retryHttpClientResponse(`uploadChunk (start: ${start}, end: ${end})`, () => cacheHttpClient_awaiter(this, void 0, void 0, function* () {
					return httpClient.sendStream("PATCH", resourceUrl, openStream(), additionalHeaders);
				}));
				if (!isSuccessStatusCode(uploadChunkResponse.message.statusCode)) throw Error(`Cache service responded with ${uploadChunkResponse.message.statusCode} during upload chunk.`);
			});
		}
		function uploadFile(httpClient, cacheId, archivePath, options) {
			return cacheHttpClient_awaiter(this, void 0, void 0, function* () {
				let fileSize = getArchiveFileSizeInBytes(archivePath), resourceUrl = getCacheApiUrl(`caches/${cacheId.toString()}`), fd = external_fs_.openSync(archivePath, "r"), uploadOptions = getUploadOptions(options), concurrency = assertDefined("uploadConcurrency", uploadOptions.uploadConcurrency), maxChunkSize = assertDefined("uploadChunkSize", uploadOptions.uploadChunkSize), parallelUploads = [...Array(concurrency).keys()];
				lib_core.Yz("Awaiting all uploads");
				let offset = 0;
				try {
					yield Promise.all(parallelUploads.map(() => cacheHttpClient_awaiter(this, void 0, void 0, function* () {
						for (; offset < fileSize;) {
							let chunkSize = Math.min(fileSize - offset, maxChunkSize), start = offset, end = offset + chunkSize - 1;
							offset += maxChunkSize, yield uploadChunk(httpClient, resourceUrl, () => external_fs_.createReadStream(archivePath, {
								fd,
								start,
								end,
								autoClose: !1
							}).on("error", (error) => {
								throw Error(`Cache upload failed because file read failed with ${error.message}`);
							}), start, end);
						}
					})));
				} finally {
					external_fs_.closeSync(fd);
				}
			});
		}
		function commitCache(httpClient, cacheId, filesize) {
			return cacheHttpClient_awaiter(this, void 0, void 0, function* () {
				let commitCacheRequest = { size: filesize };
				return yield retryTypedResponse("commitCache", () => cacheHttpClient_awaiter(this, void 0, void 0, function* () {
					return httpClient.postJson(getCacheApiUrl(`caches/${cacheId.toString()}`), commitCacheRequest);
				}));
			});
		}
		function saveCache(cacheId, archivePath, signedUploadURL, options) {
			return cacheHttpClient_awaiter(this, void 0, void 0, function* () {
				if (getUploadOptions(options).useAzureSdk) {
					if (!signedUploadURL) throw Error("Azure Storage SDK can only be used when a signed URL is provided.");
					yield uploadCacheArchiveSDK(signedUploadURL, archivePath, options);
				} else {
					let httpClient = createHttpClient();
					lib_core.Yz("Upload cache"), yield uploadFile(httpClient, cacheId, archivePath, options), lib_core.Yz("Commiting cache");
					let cacheSize = getArchiveFileSizeInBytes(archivePath);
					lib_core.pq(`Cache Size: ~${Math.round(cacheSize / 1048576)} MB (${cacheSize} B)`);
					let commitCacheResponse = yield commitCache(httpClient, cacheId, cacheSize);
					if (!isSuccessStatusCode(commitCacheResponse.statusCode)) throw Error(`Cache service responded with ${commitCacheResponse.statusCode} during commit cache.`);
					lib_core.pq("Cache saved successfully");
				}
			});
		}
		var commonjs = __webpack_require__(44420), build_commonjs = __webpack_require__(68886);
		class CacheScope$Type extends build_commonjs.MessageType {
			constructor() {
				super("github.actions.results.entities.v1.CacheScope", [{
					no: 1,
					name: "scope",
					kind: "scalar",
					T: 9
				}, {
					no: 2,
					name: "permission",
					kind: "scalar",
					T: 3
				}]);
			}
			create(value) {
				let message = {
					scope: "",
					permission: "0"
				};
				return globalThis.Object.defineProperty(message, build_commonjs.MESSAGE_TYPE, {
					enumerable: !1,
					value: this
				}), value !== void 0 && (0, build_commonjs.reflectionMergePartial)(this, message, value), message;
			}
			internalBinaryRead(reader, length, options, target) {
				let message = target ?? this.create(), end = reader.pos + length;
				for (; reader.pos < end;) {
					let [fieldNo, wireType] = reader.tag();
					switch (fieldNo) {
						case 1:
							message.scope = reader.string();
							break;
						case 2:
							message.permission = reader.int64().toString();
							break;
						default:
							let u = options.readUnknownField;
							if (u === "throw") throw new globalThis.Error(`Unknown field ${fieldNo} (wire type ${wireType}) for ${this.typeName}`);
							let d = reader.skip(wireType);
							u !== !1 && (u === !0 ? build_commonjs.UnknownFieldHandler.onRead : u)(this.typeName, message, fieldNo, wireType, d);
					}
				}
				return message;
			}
			internalBinaryWrite(message, writer, options) {
				message.scope !== "" && writer.tag(1, build_commonjs.WireType.LengthDelimited).string(message.scope), message.permission !== "0" && writer.tag(2, build_commonjs.WireType.Varint).int64(message.permission);
				let u = options.writeUnknownFields;
				return u !== !1 && (u == 1 ? build_commonjs.UnknownFieldHandler.onWrite : u)(this.typeName, message, writer), writer;
			}
		}
		let CacheScope = new CacheScope$Type();
		class CacheMetadata$Type extends build_commonjs.MessageType {
			constructor() {
				super("github.actions.results.entities.v1.CacheMetadata", [{
					no: 1,
					name: "repository_id",
					kind: "scalar",
					T: 3
				}, {
					no: 2,
					name: "scope",
					kind: "message",
					repeat: 1,
					T: () => CacheScope
				}]);
			}
			create(value) {
				let message = {
					repositoryId: "0",
					scope: []
				};
				return globalThis.Object.defineProperty(message, build_commonjs.MESSAGE_TYPE, {
					enumerable: !1,
					value: this
				}), value !== void 0 && (0, build_commonjs.reflectionMergePartial)(this, message, value), message;
			}
			internalBinaryRead(reader, length, options, target) {
				let message = target ?? this.create(), end = reader.pos + length;
				for (; reader.pos < end;) {
					let [fieldNo, wireType] = reader.tag();
					switch (fieldNo) {
						case 1:
							message.repositoryId = reader.int64().toString();
							break;
						case 2:
							message.scope.push(CacheScope.internalBinaryRead(reader, reader.uint32(), options));
							break;
						default:
							let u = options.readUnknownField;
							if (u === "throw") throw new globalThis.Error(`Unknown field ${fieldNo} (wire type ${wireType}) for ${this.typeName}`);
							let d = reader.skip(wireType);
							u !== !1 && (u === !0 ? build_commonjs.UnknownFieldHandler.onRead : u)(this.typeName, message, fieldNo, wireType, d);
					}
				}
				return message;
			}
			internalBinaryWrite(message, writer, options) {
				message.repositoryId !== "0" && writer.tag(1, build_commonjs.WireType.Varint).int64(message.repositoryId);
				for (let i = 0; i < message.scope.length; i++) CacheScope.internalBinaryWrite(message.scope[i], writer.tag(2, build_commonjs.WireType.LengthDelimited).fork(), options).join();
				let u = options.writeUnknownFields;
				return u !== !1 && (u == 1 ? build_commonjs.UnknownFieldHandler.onWrite : u)(this.typeName, message, writer), writer;
			}
		}
		let CacheMetadata = new CacheMetadata$Type();
		class CreateCacheEntryRequest$Type extends build_commonjs.MessageType {
			constructor() {
				super("github.actions.results.api.v1.CreateCacheEntryRequest", [
					{
						no: 1,
						name: "metadata",
						kind: "message",
						T: () => CacheMetadata
					},
					{
						no: 2,
						name: "key",
						kind: "scalar",
						T: 9
					},
					{
						no: 3,
						name: "version",
						kind: "scalar",
						T: 9
					}
				]);
			}
			create(value) {
				let message = {
					key: "",
					version: ""
				};
				return globalThis.Object.defineProperty(message, build_commonjs.MESSAGE_TYPE, {
					enumerable: !1,
					value: this
				}), value !== void 0 && (0, build_commonjs.reflectionMergePartial)(this, message, value), message;
			}
			internalBinaryRead(reader, length, options, target) {
				let message = target ?? this.create(), end = reader.pos + length;
				for (; reader.pos < end;) {
					let [fieldNo, wireType] = reader.tag();
					switch (fieldNo) {
						case 1:
							message.metadata = CacheMetadata.internalBinaryRead(reader, reader.uint32(), options, message.metadata);
							break;
						case 2:
							message.key = reader.string();
							break;
						case 3:
							message.version = reader.string();
							break;
						default:
							let u = options.readUnknownField;
							if (u === "throw") throw new globalThis.Error(`Unknown field ${fieldNo} (wire type ${wireType}) for ${this.typeName}`);
							let d = reader.skip(wireType);
							u !== !1 && (u === !0 ? build_commonjs.UnknownFieldHandler.onRead : u)(this.typeName, message, fieldNo, wireType, d);
					}
				}
				return message;
			}
			internalBinaryWrite(message, writer, options) {
				message.metadata && CacheMetadata.internalBinaryWrite(message.metadata, writer.tag(1, build_commonjs.WireType.LengthDelimited).fork(), options).join(), message.key !== "" && writer.tag(2, build_commonjs.WireType.LengthDelimited).string(message.key), message.version !== "" && writer.tag(3, build_commonjs.WireType.LengthDelimited).string(message.version);
				let u = options.writeUnknownFields;
				return u !== !1 && (u == 1 ? build_commonjs.UnknownFieldHandler.onWrite : u)(this.typeName, message, writer), writer;
			}
		}
		let cache_CreateCacheEntryRequest = new CreateCacheEntryRequest$Type();
		class CreateCacheEntryResponse$Type extends build_commonjs.MessageType {
			constructor() {
				super("github.actions.results.api.v1.CreateCacheEntryResponse", [
					{
						no: 1,
						name: "ok",
						kind: "scalar",
						T: 8
					},
					{
						no: 2,
						name: "signed_upload_url",
						kind: "scalar",
						T: 9
					},
					{
						no: 3,
						name: "message",
						kind: "scalar",
						T: 9
					}
				]);
			}
			create(value) {
				let message = {
					ok: !1,
					signedUploadUrl: "",
					message: ""
				};
				return globalThis.Object.defineProperty(message, build_commonjs.MESSAGE_TYPE, {
					enumerable: !1,
					value: this
				}), value !== void 0 && (0, build_commonjs.reflectionMergePartial)(this, message, value), message;
			}
			internalBinaryRead(reader, length, options, target) {
				let message = target ?? this.create(), end = reader.pos + length;
				for (; reader.pos < end;) {
					let [fieldNo, wireType] = reader.tag();
					switch (fieldNo) {
						case 1:
							message.ok = reader.bool();
							break;
						case 2:
							message.signedUploadUrl = reader.string();
							break;
						case 3:
							message.message = reader.string();
							break;
						default:
							let u = options.readUnknownField;
							if (u === "throw") throw new globalThis.Error(`Unknown field ${fieldNo} (wire type ${wireType}) for ${this.typeName}`);
							let d = reader.skip(wireType);
							u !== !1 && (u === !0 ? build_commonjs.UnknownFieldHandler.onRead : u)(this.typeName, message, fieldNo, wireType, d);
					}
				}
				return message;
			}
			internalBinaryWrite(message, writer, options) {
				message.ok !== !1 && writer.tag(1, build_commonjs.WireType.Varint).bool(message.ok), message.signedUploadUrl !== "" && writer.tag(2, build_commonjs.WireType.LengthDelimited).string(message.signedUploadUrl), message.message !== "" && writer.tag(3, build_commonjs.WireType.LengthDelimited).string(message.message);
				let u = options.writeUnknownFields;
				return u !== !1 && (u == 1 ? build_commonjs.UnknownFieldHandler.onWrite : u)(this.typeName, message, writer), writer;
			}
		}
		let cache_CreateCacheEntryResponse = new CreateCacheEntryResponse$Type();
		class FinalizeCacheEntryUploadRequest$Type extends build_commonjs.MessageType {
			constructor() {
				super("github.actions.results.api.v1.FinalizeCacheEntryUploadRequest", [
					{
						no: 1,
						name: "metadata",
						kind: "message",
						T: () => CacheMetadata
					},
					{
						no: 2,
						name: "key",
						kind: "scalar",
						T: 9
					},
					{
						no: 3,
						name: "size_bytes",
						kind: "scalar",
						T: 3
					},
					{
						no: 4,
						name: "version",
						kind: "scalar",
						T: 9
					}
				]);
			}
			create(value) {
				let message = {
					key: "",
					sizeBytes: "0",
					version: ""
				};
				return globalThis.Object.defineProperty(message, build_commonjs.MESSAGE_TYPE, {
					enumerable: !1,
					value: this
				}), value !== void 0 && (0, build_commonjs.reflectionMergePartial)(this, message, value), message;
			}
			internalBinaryRead(reader, length, options, target) {
				let message = target ?? this.create(), end = reader.pos + length;
				for (; reader.pos < end;) {
					let [fieldNo, wireType] = reader.tag();
					switch (fieldNo) {
						case 1:
							message.metadata = CacheMetadata.internalBinaryRead(reader, reader.uint32(), options, message.metadata);
							break;
						case 2:
							message.key = reader.string();
							break;
						case 3:
							message.sizeBytes = reader.int64().toString();
							break;
						case 4:
							message.version = reader.string();
							break;
						default:
							let u = options.readUnknownField;
							if (u === "throw") throw new globalThis.Error(`Unknown field ${fieldNo} (wire type ${wireType}) for ${this.typeName}`);
							let d = reader.skip(wireType);
							u !== !1 && (u === !0 ? build_commonjs.UnknownFieldHandler.onRead : u)(this.typeName, message, fieldNo, wireType, d);
					}
				}
				return message;
			}
			internalBinaryWrite(message, writer, options) {
				message.metadata && CacheMetadata.internalBinaryWrite(message.metadata, writer.tag(1, build_commonjs.WireType.LengthDelimited).fork(), options).join(), message.key !== "" && writer.tag(2, build_commonjs.WireType.LengthDelimited).string(message.key), message.sizeBytes !== "0" && writer.tag(3, build_commonjs.WireType.Varint).int64(message.sizeBytes), message.version !== "" && writer.tag(4, build_commonjs.WireType.LengthDelimited).string(message.version);
				let u = options.writeUnknownFields;
				return u !== !1 && (u == 1 ? build_commonjs.UnknownFieldHandler.onWrite : u)(this.typeName, message, writer), writer;
			}
		}
		let cache_FinalizeCacheEntryUploadRequest = new FinalizeCacheEntryUploadRequest$Type();
		class FinalizeCacheEntryUploadResponse$Type extends build_commonjs.MessageType {
			constructor() {
				super("github.actions.results.api.v1.FinalizeCacheEntryUploadResponse", [
					{
						no: 1,
						name: "ok",
						kind: "scalar",
						T: 8
					},
					{
						no: 2,
						name: "entry_id",
						kind: "scalar",
						T: 3
					},
					{
						no: 3,
						name: "message",
						kind: "scalar",
						T: 9
					}
				]);
			}
			create(value) {
				let message = {
					ok: !1,
					entryId: "0",
					message: ""
				};
				return globalThis.Object.defineProperty(message, build_commonjs.MESSAGE_TYPE, {
					enumerable: !1,
					value: this
				}), value !== void 0 && (0, build_commonjs.reflectionMergePartial)(this, message, value), message;
			}
			internalBinaryRead(reader, length, options, target) {
				let message = target ?? this.create(), end = reader.pos + length;
				for (; reader.pos < end;) {
					let [fieldNo, wireType] = reader.tag();
					switch (fieldNo) {
						case 1:
							message.ok = reader.bool();
							break;
						case 2:
							message.entryId = reader.int64().toString();
							break;
						case 3:
							message.message = reader.string();
							break;
						default:
							let u = options.readUnknownField;
							if (u === "throw") throw new globalThis.Error(`Unknown field ${fieldNo} (wire type ${wireType}) for ${this.typeName}`);
							let d = reader.skip(wireType);
							u !== !1 && (u === !0 ? build_commonjs.UnknownFieldHandler.onRead : u)(this.typeName, message, fieldNo, wireType, d);
					}
				}
				return message;
			}
			internalBinaryWrite(message, writer, options) {
				message.ok !== !1 && writer.tag(1, build_commonjs.WireType.Varint).bool(message.ok), message.entryId !== "0" && writer.tag(2, build_commonjs.WireType.Varint).int64(message.entryId), message.message !== "" && writer.tag(3, build_commonjs.WireType.LengthDelimited).string(message.message);
				let u = options.writeUnknownFields;
				return u !== !1 && (u == 1 ? build_commonjs.UnknownFieldHandler.onWrite : u)(this.typeName, message, writer), writer;
			}
		}
		let cache_FinalizeCacheEntryUploadResponse = new FinalizeCacheEntryUploadResponse$Type();
		class GetCacheEntryDownloadURLRequest$Type extends build_commonjs.MessageType {
			constructor() {
				super("github.actions.results.api.v1.GetCacheEntryDownloadURLRequest", [
					{
						no: 1,
						name: "metadata",
						kind: "message",
						T: () => CacheMetadata
					},
					{
						no: 2,
						name: "key",
						kind: "scalar",
						T: 9
					},
					{
						no: 3,
						name: "restore_keys",
						kind: "scalar",
						repeat: 2,
						T: 9
					},
					{
						no: 4,
						name: "version",
						kind: "scalar",
						T: 9
					}
				]);
			}
			create(value) {
				let message = {
					key: "",
					restoreKeys: [],
					version: ""
				};
				return globalThis.Object.defineProperty(message, build_commonjs.MESSAGE_TYPE, {
					enumerable: !1,
					value: this
				}), value !== void 0 && (0, build_commonjs.reflectionMergePartial)(this, message, value), message;
			}
			internalBinaryRead(reader, length, options, target) {
				let message = target ?? this.create(), end = reader.pos + length;
				for (; reader.pos < end;) {
					let [fieldNo, wireType] = reader.tag();
					switch (fieldNo) {
						case 1:
							message.metadata = CacheMetadata.internalBinaryRead(reader, reader.uint32(), options, message.metadata);
							break;
						case 2:
							message.key = reader.string();
							break;
						case 3:
							message.restoreKeys.push(reader.string());
							break;
						case 4:
							message.version = reader.string();
							break;
						default:
							let u = options.readUnknownField;
							if (u === "throw") throw new globalThis.Error(`Unknown field ${fieldNo} (wire type ${wireType}) for ${this.typeName}`);
							let d = reader.skip(wireType);
							u !== !1 && (u === !0 ? build_commonjs.UnknownFieldHandler.onRead : u)(this.typeName, message, fieldNo, wireType, d);
					}
				}
				return message;
			}
			internalBinaryWrite(message, writer, options) {
				message.metadata && CacheMetadata.internalBinaryWrite(message.metadata, writer.tag(1, build_commonjs.WireType.LengthDelimited).fork(), options).join(), message.key !== "" && writer.tag(2, build_commonjs.WireType.LengthDelimited).string(message.key);
				for (let i = 0; i < message.restoreKeys.length; i++) writer.tag(3, build_commonjs.WireType.LengthDelimited).string(message.restoreKeys[i]);
				message.version !== "" && writer.tag(4, build_commonjs.WireType.LengthDelimited).string(message.version);
				let u = options.writeUnknownFields;
				return u !== !1 && (u == 1 ? build_commonjs.UnknownFieldHandler.onWrite : u)(this.typeName, message, writer), writer;
			}
		}
		let cache_GetCacheEntryDownloadURLRequest = new GetCacheEntryDownloadURLRequest$Type();
		class GetCacheEntryDownloadURLResponse$Type extends build_commonjs.MessageType {
			constructor() {
				super("github.actions.results.api.v1.GetCacheEntryDownloadURLResponse", [
					{
						no: 1,
						name: "ok",
						kind: "scalar",
						T: 8
					},
					{
						no: 2,
						name: "signed_download_url",
						kind: "scalar",
						T: 9
					},
					{
						no: 3,
						name: "matched_key",
						kind: "scalar",
						T: 9
					}
				]);
			}
			create(value) {
				let message = {
					ok: !1,
					signedDownloadUrl: "",
					matchedKey: ""
				};
				return globalThis.Object.defineProperty(message, build_commonjs.MESSAGE_TYPE, {
					enumerable: !1,
					value: this
				}), value !== void 0 && (0, build_commonjs.reflectionMergePartial)(this, message, value), message;
			}
			internalBinaryRead(reader, length, options, target) {
				let message = target ?? this.create(), end = reader.pos + length;
				for (; reader.pos < end;) {
					let [fieldNo, wireType] = reader.tag();
					switch (fieldNo) {
						case 1:
							message.ok = reader.bool();
							break;
						case 2:
							message.signedDownloadUrl = reader.string();
							break;
						case 3:
							message.matchedKey = reader.string();
							break;
						default:
							let u = options.readUnknownField;
							if (u === "throw") throw new globalThis.Error(`Unknown field ${fieldNo} (wire type ${wireType}) for ${this.typeName}`);
							let d = reader.skip(wireType);
							u !== !1 && (u === !0 ? build_commonjs.UnknownFieldHandler.onRead : u)(this.typeName, message, fieldNo, wireType, d);
					}
				}
				return message;
			}
			internalBinaryWrite(message, writer, options) {
				message.ok !== !1 && writer.tag(1, build_commonjs.WireType.Varint).bool(message.ok), message.signedDownloadUrl !== "" && writer.tag(2, build_commonjs.WireType.LengthDelimited).string(message.signedDownloadUrl), message.matchedKey !== "" && writer.tag(3, build_commonjs.WireType.LengthDelimited).string(message.matchedKey);
				let u = options.writeUnknownFields;
				return u !== !1 && (u == 1 ? build_commonjs.UnknownFieldHandler.onWrite : u)(this.typeName, message, writer), writer;
			}
		}
		let cache_GetCacheEntryDownloadURLResponse = new GetCacheEntryDownloadURLResponse$Type();
		new commonjs.C0("github.actions.results.api.v1.CacheService", [
			{
				name: "CreateCacheEntry",
				options: {},
				I: cache_CreateCacheEntryRequest,
				O: cache_CreateCacheEntryResponse
			},
			{
				name: "FinalizeCacheEntryUpload",
				options: {},
				I: cache_FinalizeCacheEntryUploadRequest,
				O: cache_FinalizeCacheEntryUploadResponse
			},
			{
				name: "GetCacheEntryDownloadURL",
				options: {},
				I: cache_GetCacheEntryDownloadURLRequest,
				O: cache_GetCacheEntryDownloadURLResponse
			}
		]);
		class CacheServiceClientJSON {
			constructor(rpc) {
				this.rpc = rpc, this.CreateCacheEntry.bind(this), this.FinalizeCacheEntryUpload.bind(this), this.GetCacheEntryDownloadURL.bind(this);
			}
			CreateCacheEntry(request) {
				let data = cache_CreateCacheEntryRequest.toJson(request, {
					useProtoFieldName: !0,
					emitDefaultValues: !1
				});
				return this.rpc.request("github.actions.results.api.v1.CacheService", "CreateCacheEntry", "application/json", data).then((data) => cache_CreateCacheEntryResponse.fromJson(data, { ignoreUnknownFields: !0 }));
			}
			FinalizeCacheEntryUpload(request) {
				let data = cache_FinalizeCacheEntryUploadRequest.toJson(request, {
					useProtoFieldName: !0,
					emitDefaultValues: !1
				});
				return this.rpc.request("github.actions.results.api.v1.CacheService", "FinalizeCacheEntryUpload", "application/json", data).then((data) => cache_FinalizeCacheEntryUploadResponse.fromJson(data, { ignoreUnknownFields: !0 }));
			}
			GetCacheEntryDownloadURL(request) {
				let data = cache_GetCacheEntryDownloadURLRequest.toJson(request, {
					useProtoFieldName: !0,
					emitDefaultValues: !1
				});
				return this.rpc.request("github.actions.results.api.v1.CacheService", "GetCacheEntryDownloadURL", "application/json", data).then((data) => cache_GetCacheEntryDownloadURLResponse.fromJson(data, { ignoreUnknownFields: !0 }));
			}
		}
		function maskSigUrl(url) {
			if (url) try {
				let signature = new URL(url).searchParams.get("sig");
				signature && ((0, lib_core.Pq)(signature), (0, lib_core.Pq)(encodeURIComponent(signature)));
			} catch (error) {
				(0, lib_core.Yz)(`Failed to parse URL: ${url} ${error instanceof Error ? error.message : String(error)}`);
			}
		}
		function maskSecretUrls(body) {
			typeof body != "object" || !body ? (0, lib_core.Yz)("body is not an object or is null") : ("signed_upload_url" in body && typeof body.signed_upload_url == "string" && maskSigUrl(body.signed_upload_url), "signed_download_url" in body && typeof body.signed_download_url == "string" && maskSigUrl(body.signed_download_url));
		}
		var cacheTwirpClient_awaiter = function(thisArg, _arguments, P, generator) {
			function adopt(value) {
				return value instanceof P ? value : new P(function(resolve) {
					resolve(value);
				});
			}
			return new (P ||= Promise)(function(resolve, reject) {
				function fulfilled(value) {
					try {
						step(generator.next(value));
					} catch (e) {
						reject(e);
					}
				}
				function rejected(value) {
					try {
						step(generator.throw(value));
					} catch (e) {
						reject(e);
					}
				}
				function step(result) {
					result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
				}
				step((generator = generator.apply(thisArg, _arguments || [])).next());
			});
		};
		class CacheServiceClient {
			constructor(userAgent, maxAttempts, baseRetryIntervalMilliseconds, retryMultiplier) {
				this.maxAttempts = 5, this.baseRetryIntervalMilliseconds = 3e3, this.retryMultiplier = 1.5;
				let token = getRuntimeToken();
				this.baseUrl = getCacheServiceURL(), maxAttempts && (this.maxAttempts = maxAttempts), baseRetryIntervalMilliseconds && (this.baseRetryIntervalMilliseconds = baseRetryIntervalMilliseconds), retryMultiplier && (this.retryMultiplier = retryMultiplier), this.httpClient = new lib.Qq(userAgent, [new auth.tZ(token)]);
			}
			request(service, method, contentType, data) {
				return cacheTwirpClient_awaiter(this, void 0, void 0, function* () {
					let url = new URL(`/twirp/${service}/${method}`, this.baseUrl).href;
					(0, lib_core.Yz)(`[Request] ${method} ${url}`);
					let headers = { "Content-Type": contentType };
					try {
						let { body } = yield this.retryableRequest(() => cacheTwirpClient_awaiter(this, void 0, void 0, function* () {
							return this.httpClient.post(url, JSON.stringify(data), headers);
						}));
						return body;
					} catch (error) {
						throw Error(`Failed to ${method}: ${error.message}`);
					}
				});
			}
			retryableRequest(operation) {
				return cacheTwirpClient_awaiter(this, void 0, void 0, function* () {
					let attempt = 0, errorMessage = "", rawBody = "";
					for (; attempt < this.maxAttempts;) {
						let isRetryable = !1;
						try {
							let response = yield operation(), statusCode = response.message.statusCode;
							rawBody = yield response.readBody(), (0, lib_core.Yz)(`[Response] - ${response.message.statusCode}`), (0, lib_core.Yz)(`Headers: ${JSON.stringify(response.message.headers, null, 2)}`);
							let body = JSON.parse(rawBody);
							if (maskSecretUrls(body), (0, lib_core.Yz)(`Body: ${JSON.stringify(body, null, 2)}`), this.isSuccessStatusCode(statusCode)) return {
								response,
								body
							};
							if (isRetryable = this.isRetryableHttpStatusCode(statusCode), errorMessage = `Failed request: (${statusCode}) ${response.message.statusMessage}`, body.msg) {
								if (UsageError.isUsageErrorMessage(body.msg)) throw new UsageError();
								errorMessage = `${errorMessage}: ${body.msg}`;
							}
							if (statusCode === lib.Hv.TooManyRequests) {
								let retryAfterHeader = response.message.headers["retry-after"];
								if (retryAfterHeader) {
									let parsedSeconds = parseInt(retryAfterHeader, 10);
									!isNaN(parsedSeconds) && parsedSeconds > 0 && (0, lib_core.$e)(`You've hit a rate limit, your rate limit will reset in ${parsedSeconds} seconds`);
								}
								throw new RateLimitError(`Rate limited: ${errorMessage}`);
							}
						} catch (error) {
							if (error instanceof SyntaxError && (0, lib_core.Yz)(`Raw Body: ${rawBody}`), error instanceof UsageError || error instanceof RateLimitError) throw error;
							if (NetworkError.isNetworkErrorCode(error?.code)) throw new NetworkError(error?.code);
							isRetryable = !0, errorMessage = error.message;
						}
						if (!isRetryable) throw Error(`Received non-retryable error: ${errorMessage}`);
						if (attempt + 1 === this.maxAttempts) throw Error(`Failed to make request after ${this.maxAttempts} attempts: ${errorMessage}`);
						let retryTimeMilliseconds = this.getExponentialRetryTimeMilliseconds(attempt);
						(0, lib_core.pq)(`Attempt ${attempt + 1} of ${this.maxAttempts} failed with error: ${errorMessage}. Retrying request in ${retryTimeMilliseconds} ms...`), yield this.sleep(retryTimeMilliseconds), attempt++;
					}
					throw Error("Request failed");
				});
			}
			isSuccessStatusCode(statusCode) {
				return statusCode ? statusCode >= 200 && statusCode < 300 : !1;
			}
			isRetryableHttpStatusCode(statusCode) {
				return statusCode ? [
					lib.Hv.BadGateway,
					lib.Hv.GatewayTimeout,
					lib.Hv.InternalServerError,
					lib.Hv.ServiceUnavailable
				].includes(statusCode) : !1;
			}
			sleep(milliseconds) {
				return cacheTwirpClient_awaiter(this, void 0, void 0, function* () {
					return new Promise((resolve) => setTimeout(resolve, milliseconds));
				});
			}
			getExponentialRetryTimeMilliseconds(attempt) {
				if (attempt < 0) throw Error("attempt should be a positive integer");
				if (attempt === 0) return this.baseRetryIntervalMilliseconds;
				let minTime = this.baseRetryIntervalMilliseconds * this.retryMultiplier ** +attempt, maxTime = minTime * this.retryMultiplier;
				return Math.trunc(Math.random() * (maxTime - minTime) + minTime);
			}
		}
		function internalCacheTwirpClient(options) {
			let client = new CacheServiceClient(getUserAgentString(), options?.maxAttempts, options?.retryIntervalMs, options?.retryMultiplier);
			return new CacheServiceClientJSON(client);
		}
		var tar_awaiter = function(thisArg, _arguments, P, generator) {
			function adopt(value) {
				return value instanceof P ? value : new P(function(resolve) {
					resolve(value);
				});
			}
			return new (P ||= Promise)(function(resolve, reject) {
				function fulfilled(value) {
					try {
						step(generator.next(value));
					} catch (e) {
						reject(e);
					}
				}
				function rejected(value) {
					try {
						step(generator.throw(value));
					} catch (e) {
						reject(e);
					}
				}
				function step(result) {
					result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
				}
				step((generator = generator.apply(thisArg, _arguments || [])).next());
			});
		};
		let tar_IS_WINDOWS = process.platform === "win32";
		function getTarPath() {
			return tar_awaiter(this, void 0, void 0, function* () {
				switch (process.platform) {
					case "win32": {
						let gnuTar = yield getGnuTarPathOnWindows(), systemTar = SystemTarPathOnWindows;
						if (gnuTar) return {
							path: gnuTar,
							type: ArchiveToolType.GNU
						};
						if ((0, external_fs_.existsSync)(systemTar)) return {
							path: systemTar,
							type: ArchiveToolType.BSD
						};
						break;
					}
					case "darwin": {
						let gnuTar = yield io.K7("gtar", !1);
						return gnuTar ? {
							path: gnuTar,
							type: ArchiveToolType.GNU
						} : {
							path: yield io.K7("tar", !0),
							type: ArchiveToolType.BSD
						};
					}
				}
				return {
					path: yield io.K7("tar", !0),
					type: ArchiveToolType.GNU
				};
			});
		}
		function getTarArgs(tarPath_1, compressionMethod_1, type_1) {
			return tar_awaiter(this, arguments, void 0, function* (tarPath, compressionMethod, type, archivePath = "") {
				let args = [`"${tarPath.path}"`], cacheFileName = getCacheFileName(compressionMethod), tarFile = "cache.tar", workingDirectory = getWorkingDirectory(), BSD_TAR_ZSTD = tarPath.type === ArchiveToolType.BSD && compressionMethod !== CompressionMethod.Gzip && tar_IS_WINDOWS;
				switch (type) {
					case "create":
						args.push("--posix", "-cf", BSD_TAR_ZSTD ? tarFile : cacheFileName.replace(RegExp(`\\${external_path_.sep}`, "g"), "/"), "--exclude", BSD_TAR_ZSTD ? tarFile : cacheFileName.replace(RegExp(`\\${external_path_.sep}`, "g"), "/"), "-P", "-C", workingDirectory.replace(RegExp(`\\${external_path_.sep}`, "g"), "/"), "--files-from", ManifestFilename);
						break;
					case "extract":
						args.push("-xf", BSD_TAR_ZSTD ? tarFile : archivePath.replace(RegExp(`\\${external_path_.sep}`, "g"), "/"), "-P", "-C", BSD_TAR_ZSTD ? quoteAbsolutePath(workingDirectory) : workingDirectory.replace(RegExp(`\\${external_path_.sep}`, "g"), "/"));
						break;
					case "list": args.push("-tf", BSD_TAR_ZSTD ? tarFile : archivePath.replace(RegExp(`\\${external_path_.sep}`, "g"), "/"), "-P");
				}
				if (tarPath.type === ArchiveToolType.GNU) switch (process.platform) {
					case "win32":
						args.push("--force-local");
						break;
					case "darwin": args.push("--delay-directory-restore");
				}
				return args;
			});
		}
		function getCommands(compressionMethod_1, type_1) {
			return tar_awaiter(this, arguments, void 0, function* (compressionMethod, type, archivePath = "") {
				let args, tarPath = yield getTarPath(), tarArgs = yield getTarArgs(tarPath, compressionMethod, type, archivePath), compressionArgs = type === "create" ? yield getCompressionProgram(tarPath, compressionMethod) : yield getDecompressionProgram(tarPath, compressionMethod, archivePath), BSD_TAR_ZSTD = tarPath.type === ArchiveToolType.BSD && compressionMethod !== CompressionMethod.Gzip && tar_IS_WINDOWS;
				return args = BSD_TAR_ZSTD && type !== "create" ? [[...compressionArgs].join(" "), [...tarArgs].join(" ")] : [[...tarArgs].join(" "), [...compressionArgs].join(" ")], {
					commands: BSD_TAR_ZSTD ? args : [args.join(" ")],
					requiresTempDirectory: BSD_TAR_ZSTD && type !== "create"
				};
			});
		}
		function getWorkingDirectory() {
			return process.env.GITHUB_WORKSPACE ?? process.cwd();
		}
		function quoteAbsolutePath(filePath) {
			return `"${external_path_.resolve(filePath).replace(RegExp(`\\${external_path_.sep}`, "g"), "/")}"`;
		}
		function getDecompressionProgram(tarPath, compressionMethod, archivePath) {
			return tar_awaiter(this, void 0, void 0, function* () {
				let BSD_TAR_ZSTD = tarPath.type === ArchiveToolType.BSD && compressionMethod !== CompressionMethod.Gzip && tar_IS_WINDOWS;
				switch (compressionMethod) {
					case CompressionMethod.Zstd: return BSD_TAR_ZSTD ? [
						"zstd -d --long=30 --force -o",
						TarFilename,
						quoteAbsolutePath(archivePath)
					] : ["--use-compress-program", tar_IS_WINDOWS ? "\"zstd -d --long=30\"" : "unzstd --long=30"];
					case CompressionMethod.ZstdWithoutLong: return BSD_TAR_ZSTD ? [
						"zstd -d --force -o",
						TarFilename,
						quoteAbsolutePath(archivePath)
					] : ["--use-compress-program", tar_IS_WINDOWS ? "\"zstd -d\"" : "unzstd"];
					default: return ["-z"];
				}
			});
		}
		function getCompressionProgram(tarPath, compressionMethod) {
			return tar_awaiter(this, void 0, void 0, function* () {
				let cacheFileName = getCacheFileName(compressionMethod), BSD_TAR_ZSTD = tarPath.type === ArchiveToolType.BSD && compressionMethod !== CompressionMethod.Gzip && tar_IS_WINDOWS;
				switch (compressionMethod) {
					case CompressionMethod.Zstd: return BSD_TAR_ZSTD ? [
						"zstd -T0 --long=30 --force -o",
						cacheFileName.replace(RegExp(`\\${external_path_.sep}`, "g"), "/"),
						TarFilename
					] : ["--use-compress-program", tar_IS_WINDOWS ? "\"zstd -T0 --long=30\"" : "zstdmt --long=30"];
					case CompressionMethod.ZstdWithoutLong: return BSD_TAR_ZSTD ? [
						"zstd -T0 --force -o",
						cacheFileName.replace(RegExp(`\\${external_path_.sep}`, "g"), "/"),
						TarFilename
					] : ["--use-compress-program", tar_IS_WINDOWS ? "\"zstd -T0\"" : "zstdmt"];
					default: return ["-z"];
				}
			});
		}
		function execCommands(commands, cwd) {
			return tar_awaiter(this, void 0, void 0, function* () {
				for (let command of commands) try {
					yield (0, exec.m)(command, void 0, {
						cwd,
						env: Object.assign(Object.assign({}, process.env), { MSYS: "winsymlinks:nativestrict" })
					});
				} catch (error) {
					throw Error(`${command.split(" ")[0]} failed with error: ${error?.message}`);
				}
			});
		}
		function execReadCommands(archivePath, compressionMethod, type) {
			return tar_awaiter(this, void 0, void 0, function* () {
				let { commands, requiresTempDirectory } = yield getCommands(compressionMethod, type, archivePath), tempDirectory = requiresTempDirectory ? yield createTempDirectory() : void 0;
				try {
					yield execCommands(commands, tempDirectory);
				} finally {
					if (tempDirectory) try {
						yield io.Yz(tempDirectory);
					} catch (error) {
						lib_core.Yz(`Failed to delete temporary tar directory: ${error}`);
					}
				}
			});
		}
		function listTar(archivePath, compressionMethod) {
			return tar_awaiter(this, void 0, void 0, function* () {
				yield execReadCommands(archivePath, compressionMethod, "list");
			});
		}
		function extractTar(archivePath, compressionMethod) {
			return tar_awaiter(this, void 0, void 0, function* () {
				let workingDirectory = getWorkingDirectory();
				yield io.U$(workingDirectory), yield execReadCommands(archivePath, compressionMethod, "extract");
			});
		}
		function createTar(archiveFolder, sourceDirectories, compressionMethod) {
			return tar_awaiter(this, void 0, void 0, function* () {
				(0, external_fs_.writeFileSync)(external_path_.join(archiveFolder, ManifestFilename), sourceDirectories.join("\n"));
				let { commands } = yield getCommands(compressionMethod, "create");
				yield execCommands(commands, archiveFolder);
			});
		}
		var cache_awaiter = function(thisArg, _arguments, P, generator) {
			function adopt(value) {
				return value instanceof P ? value : new P(function(resolve) {
					resolve(value);
				});
			}
			return new (P ||= Promise)(function(resolve, reject) {
				function fulfilled(value) {
					try {
						step(generator.next(value));
					} catch (e) {
						reject(e);
					}
				}
				function rejected(value) {
					try {
						step(generator.throw(value));
					} catch (e) {
						reject(e);
					}
				}
				function step(result) {
					result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
				}
				step((generator = generator.apply(thisArg, _arguments || [])).next());
			});
		};
		class ValidationError extends Error {
			constructor(message) {
				super(message), this.name = "ValidationError", Object.setPrototypeOf(this, ValidationError.prototype);
			}
		}
		class ReserveCacheError extends Error {
			constructor(message) {
				super(message), this.name = "ReserveCacheError", Object.setPrototypeOf(this, ReserveCacheError.prototype);
			}
		}
		let CACHE_WRITE_DENIED_PREFIX = "cache write denied:";
		class CacheWriteDeniedError extends ReserveCacheError {
			constructor(message) {
				super(message), this.name = "CacheWriteDeniedError", Object.setPrototypeOf(this, CacheWriteDeniedError.prototype);
			}
		}
		let CACHE_READ_DENIED_PREFIX = CacheReadDeniedMessagePrefix;
		class CacheReadDeniedError extends Error {
			constructor(message) {
				super(message), this.name = "CacheReadDeniedError", Object.setPrototypeOf(this, CacheReadDeniedError.prototype);
			}
		}
		class FinalizeCacheError extends Error {
			constructor(message) {
				super(message), this.name = "FinalizeCacheError", Object.setPrototypeOf(this, FinalizeCacheError.prototype);
			}
		}
		function checkPaths(paths) {
			if (!paths || paths.length === 0) throw new ValidationError("Path Validation Error: At least one directory or file path is required");
		}
		function checkKey(key) {
			if (key.length > 512) throw new ValidationError(`Key Validation Error: ${key} cannot be larger than 512 characters.`);
			if (!/^[^,]*$/.test(key)) throw new ValidationError(`Key Validation Error: ${key} cannot contain commas.`);
		}
		function isFeatureAvailable() {
			switch (getCacheServiceVersion()) {
				case "v2": return !!process.env.ACTIONS_RESULTS_URL;
				default: return !!process.env.ACTIONS_CACHE_URL;
			}
		}
		function restoreCache(paths_1, primaryKey_1, restoreKeys_1, options_1) {
			return cache_awaiter(this, arguments, void 0, function* (paths, primaryKey, restoreKeys, options, enableCrossOsArchive = !1) {
				let cacheServiceVersion = getCacheServiceVersion();
				lib_core.Yz(`Cache service version: ${cacheServiceVersion}`), checkPaths(paths);
				let cacheMode = getCacheMode();
				if (!isCacheReadable(cacheMode)) lib_core.pq(`Cache restore skipped: the effective cache-mode '${cacheMode}' does not permit reads.`), lib_core.Yz(`Skipped restore for paths [${paths.join(", ")}] with primary key '${primaryKey}'.`);
				else switch (cacheServiceVersion) {
					case "v2": return yield restoreCacheV2(paths, primaryKey, restoreKeys, options, enableCrossOsArchive);
					default: return yield restoreCacheV1(paths, primaryKey, restoreKeys, options, enableCrossOsArchive);
				}
			});
		}
		function restoreCacheV1(paths_1, primaryKey_1, restoreKeys_1, options_1) {
			return cache_awaiter(this, arguments, void 0, function* (paths, primaryKey, restoreKeys, options, enableCrossOsArchive = !1) {
				restoreKeys ||= [];
				let keys = [primaryKey, ...restoreKeys];
				if (lib_core.Yz("Resolved Keys:"), lib_core.Yz(JSON.stringify(keys)), keys.length > 10) throw new ValidationError("Key Validation Error: Keys are limited to a maximum of 10.");
				for (let key of keys) checkKey(key);
				let compressionMethod = yield getCompressionMethod(), archivePath = "";
				try {
					let cacheEntry;
					try {
						cacheEntry = yield getCacheEntry(keys, paths, {
							compressionMethod,
							enableCrossOsArchive
						});
					} catch (error) {
						let errorMessage = error?.message ?? "";
						throw errorMessage.includes(CACHE_READ_DENIED_PREFIX) ? new CacheReadDeniedError(errorMessage) : error;
					}
					if (!cacheEntry?.archiveLocation) return;
					if (options?.lookupOnly) return lib_core.pq("Lookup only - skipping download"), cacheEntry.cacheKey;
					archivePath = external_path_.join(yield createTempDirectory(), getCacheFileName(compressionMethod)), lib_core.Yz(`Archive Path: ${archivePath}`), yield downloadCache(cacheEntry.archiveLocation, archivePath, options), lib_core._o() && (yield listTar(archivePath, compressionMethod));
					let archiveFileSize = getArchiveFileSizeInBytes(archivePath);
					return lib_core.pq(`Cache Size: ~${Math.round(archiveFileSize / 1048576)} MB (${archiveFileSize} B)`), yield extractTar(archivePath, compressionMethod), lib_core.pq("Cache restored successfully"), cacheEntry.cacheKey;
				} catch (error) {
					let typedError = error;
					if (typedError.name === ValidationError.name) throw error;
					typedError instanceof lib.Kg && typeof typedError.statusCode == "number" && typedError.statusCode >= 500 ? lib_core.z3(`Failed to restore: ${error.message}`) : lib_core.$e(`Failed to restore: ${error.message}`);
				} finally {
					try {
						yield unlinkFile(archivePath);
					} catch (error) {
						lib_core.Yz(`Failed to delete archive: ${error}`);
					}
				}
			});
		}
		function restoreCacheV2(paths_1, primaryKey_1, restoreKeys_1, options_1) {
			return cache_awaiter(this, arguments, void 0, function* (paths, primaryKey, restoreKeys, options, enableCrossOsArchive = !1) {
				options = Object.assign(Object.assign({}, options), { useAzureSdk: !0 }), restoreKeys ||= [];
				let keys = [primaryKey, ...restoreKeys];
				if (lib_core.Yz("Resolved Keys:"), lib_core.Yz(JSON.stringify(keys)), keys.length > 10) throw new ValidationError("Key Validation Error: Keys are limited to a maximum of 10.");
				for (let key of keys) checkKey(key);
				let archivePath = "";
				try {
					let twirpClient = internalCacheTwirpClient(), compressionMethod = yield getCompressionMethod(), request = {
						key: primaryKey,
						restoreKeys,
						version: getCacheVersion(paths, compressionMethod, enableCrossOsArchive)
					}, response;
					try {
						response = yield twirpClient.GetCacheEntryDownloadURL(request);
					} catch (error) {
						let errorMessage = error?.message ?? "";
						throw errorMessage.includes(CACHE_READ_DENIED_PREFIX) ? new CacheReadDeniedError(errorMessage) : error;
					}
					if (!response.ok) {
						lib_core.Yz(`Cache not found for version ${request.version} of keys: ${keys.join(", ")}`);
						return;
					}
					if (request.key === response.matchedKey ? lib_core.pq(`Cache hit for: ${response.matchedKey}`) : lib_core.pq(`Cache hit for restore-key: ${response.matchedKey}`), options?.lookupOnly) return lib_core.pq("Lookup only - skipping download"), response.matchedKey;
					archivePath = external_path_.join(yield createTempDirectory(), getCacheFileName(compressionMethod)), lib_core.Yz(`Archive path: ${archivePath}`), lib_core.Yz(`Starting download of archive to: ${archivePath}`), yield downloadCache(response.signedDownloadUrl, archivePath, options);
					let archiveFileSize = getArchiveFileSizeInBytes(archivePath);
					return lib_core.pq(`Cache Size: ~${Math.round(archiveFileSize / 1048576)} MB (${archiveFileSize} B)`), lib_core._o() && (yield listTar(archivePath, compressionMethod)), yield extractTar(archivePath, compressionMethod), lib_core.pq("Cache restored successfully"), response.matchedKey;
				} catch (error) {
					let typedError = error;
					if (typedError.name === ValidationError.name) throw error;
					typedError instanceof lib.Kg && typeof typedError.statusCode == "number" && typedError.statusCode >= 500 ? lib_core.z3(`Failed to restore: ${error.message}`) : lib_core.$e(`Failed to restore: ${error.message}`);
				} finally {
					try {
						archivePath && (yield unlinkFile(archivePath));
					} catch (error) {
						lib_core.Yz(`Failed to delete archive: ${error}`);
					}
				}
			});
		}
		function cache_saveCache(paths_1, key_1, options_1) {
			return cache_awaiter(this, arguments, void 0, function* (paths, key, options, enableCrossOsArchive = !1) {
				let cacheServiceVersion = getCacheServiceVersion();
				lib_core.Yz(`Cache service version: ${cacheServiceVersion}`), checkPaths(paths), checkKey(key);
				let cacheMode = getCacheMode();
				if (!isCacheWritable(cacheMode)) return lib_core.pq(`Cache save skipped: the effective cache-mode '${cacheMode}' does not permit writes.`), lib_core.Yz(`Skipped save for paths [${paths.join(", ")}] with key '${key}'.`), -1;
				switch (cacheServiceVersion) {
					case "v2": return yield saveCacheV2(paths, key, options, enableCrossOsArchive);
					default: return yield saveCacheV1(paths, key, options, enableCrossOsArchive);
				}
			});
		}
		function saveCacheV1(paths_1, key_1, options_1) {
			return cache_awaiter(this, arguments, void 0, function* (paths, key, options, enableCrossOsArchive = !1) {
				let compressionMethod = yield getCompressionMethod(), cacheId = -1, cachePaths = yield resolvePaths(paths);
				if (lib_core.Yz("Cache Paths:"), lib_core.Yz(`${JSON.stringify(cachePaths)}`), cachePaths.length === 0) throw Error("Path Validation Error: Path(s) specified in the action for caching do(es) not exist, hence no cache is being saved.");
				let archiveFolder = yield createTempDirectory(), archivePath = external_path_.join(archiveFolder, getCacheFileName(compressionMethod));
				lib_core.Yz(`Archive Path: ${archivePath}`);
				try {
					yield createTar(archiveFolder, cachePaths, compressionMethod), lib_core._o() && (yield listTar(archivePath, compressionMethod));
					let archiveFileSize = getArchiveFileSizeInBytes(archivePath);
					if (lib_core.Yz(`File Size: ${archiveFileSize}`), archiveFileSize > 10737418240 && !isGhes()) throw Error(`Cache size of ~${Math.round(archiveFileSize / 1048576)} MB (${archiveFileSize} B) is over the 10GB limit, not saving cache.`);
					lib_core.Yz("Reserving Cache");
					let reserveCacheResponse = yield reserveCache(key, paths, {
						compressionMethod,
						enableCrossOsArchive,
						cacheSize: archiveFileSize
					});
					if (reserveCacheResponse?.result?.cacheId) cacheId = reserveCacheResponse?.result?.cacheId;
					else if (reserveCacheResponse?.statusCode === 400) throw Error(reserveCacheResponse?.error?.message ?? `Cache size of ~${Math.round(archiveFileSize / 1048576)} MB (${archiveFileSize} B) is over the data cap limit, not saving cache.`);
					else {
						let detailMessage = reserveCacheResponse?.error?.message;
						throw detailMessage?.startsWith(CACHE_WRITE_DENIED_PREFIX) ? new CacheWriteDeniedError(`Unable to reserve cache with key ${key}. More details: ${detailMessage}`) : new ReserveCacheError(`Unable to reserve cache with key ${key}, another job may be creating this cache. More details: ${reserveCacheResponse?.error?.message}`);
					}
					lib_core.Yz(`Saving Cache (ID: ${cacheId})`), yield saveCache(cacheId, archivePath, "", options);
				} catch (error) {
					let typedError = error;
					if (typedError.name === ValidationError.name) throw error;
					typedError.name === ReserveCacheError.name ? lib_core.pq(`Failed to save: ${typedError.message}`) : typedError instanceof lib.Kg && typeof typedError.statusCode == "number" && typedError.statusCode >= 500 ? lib_core.z3(`Failed to save: ${typedError.message}`) : lib_core.$e(`Failed to save: ${typedError.message}`);
				} finally {
					try {
						yield unlinkFile(archivePath);
					} catch (error) {
						lib_core.Yz(`Failed to delete archive: ${error}`);
					}
				}
				return cacheId;
			});
		}
		function saveCacheV2(paths_1, key_1, options_1) {
			return cache_awaiter(this, arguments, void 0, function* (paths, key, options, enableCrossOsArchive = !1) {
				options = Object.assign(Object.assign({}, options), {
					uploadChunkSize: 67108864,
					uploadConcurrency: 8,
					useAzureSdk: !0
				});
				let compressionMethod = yield getCompressionMethod(), twirpClient = internalCacheTwirpClient(), cacheId = -1, cachePaths = yield resolvePaths(paths);
				if (lib_core.Yz("Cache Paths:"), lib_core.Yz(`${JSON.stringify(cachePaths)}`), cachePaths.length === 0) throw Error("Path Validation Error: Path(s) specified in the action for caching do(es) not exist, hence no cache is being saved.");
				let archiveFolder = yield createTempDirectory(), archivePath = external_path_.join(archiveFolder, getCacheFileName(compressionMethod));
				lib_core.Yz(`Archive Path: ${archivePath}`);
				try {
					yield createTar(archiveFolder, cachePaths, compressionMethod), lib_core._o() && (yield listTar(archivePath, compressionMethod));
					let archiveFileSize = getArchiveFileSizeInBytes(archivePath);
					lib_core.Yz(`File Size: ${archiveFileSize}`), options.archiveSizeBytes = archiveFileSize, lib_core.Yz("Reserving Cache");
					let version = getCacheVersion(paths, compressionMethod, enableCrossOsArchive), request = {
						key,
						version
					}, signedUploadUrl;
					try {
						let response = yield twirpClient.CreateCacheEntry(request);
						if (!response.ok) throw response.message && !response.message.startsWith(CACHE_WRITE_DENIED_PREFIX) && lib_core.$e(`Cache reservation failed: ${response.message}`), Error(response.message || "Response was not ok");
						signedUploadUrl = response.signedUploadUrl;
					} catch (error) {
						lib_core.Yz(`Failed to reserve cache: ${error}`);
						let errorMessage = error?.message ?? "";
						throw errorMessage.startsWith(CACHE_WRITE_DENIED_PREFIX) ? new CacheWriteDeniedError(`Unable to reserve cache with key ${key}. More details: ${errorMessage}`) : new ReserveCacheError(`Unable to reserve cache with key ${key}, another job may be creating this cache.`);
					}
					lib_core.Yz(`Attempting to upload cache located at: ${archivePath}`), yield saveCache(cacheId, archivePath, signedUploadUrl, options);
					let finalizeRequest = {
						key,
						version,
						sizeBytes: `${archiveFileSize}`
					}, finalizeResponse = yield twirpClient.FinalizeCacheEntryUpload(finalizeRequest);
					if (lib_core.Yz(`FinalizeCacheEntryUploadResponse: ${finalizeResponse.ok}`), !finalizeResponse.ok) throw finalizeResponse.message ? new FinalizeCacheError(finalizeResponse.message) : Error(`Unable to finalize cache with key ${key}, another job may be finalizing this cache.`);
					cacheId = parseInt(finalizeResponse.entryId);
				} catch (error) {
					let typedError = error;
					if (typedError.name === ValidationError.name) throw error;
					typedError.name === ReserveCacheError.name ? lib_core.pq(`Failed to save: ${typedError.message}`) : typedError.name === FinalizeCacheError.name ? lib_core.$e(typedError.message) : typedError instanceof lib.Kg && typeof typedError.statusCode == "number" && typedError.statusCode >= 500 ? lib_core.z3(`Failed to save: ${typedError.message}`) : lib_core.$e(`Failed to save: ${typedError.message}`);
				} finally {
					try {
						yield unlinkFile(archivePath);
					} catch (error) {
						lib_core.Yz(`Failed to delete archive: ${error}`);
					}
				}
				return cacheId;
			});
		}
	}),
	64012: ((module) => {
		module.exports = JSON.parse("{\"name\":\"@actions/cache\",\"version\":\"6.3.0\",\"description\":\"Actions cache lib\",\"keywords\":[\"github\",\"actions\",\"cache\"],\"homepage\":\"https://github.com/actions/toolkit/tree/main/packages/cache\",\"license\":\"MIT\",\"type\":\"module\",\"main\":\"lib/cache.js\",\"types\":\"lib/cache.d.ts\",\"exports\":{\".\":{\"types\":\"./lib/cache.d.ts\",\"import\":\"./lib/cache.js\"}},\"directories\":{\"lib\":\"lib\",\"test\":\"__tests__\"},\"files\":[\"lib\",\"!.DS_Store\"],\"publishConfig\":{\"access\":\"public\"},\"repository\":{\"type\":\"git\",\"url\":\"git+https://github.com/actions/toolkit.git\",\"directory\":\"packages/cache\"},\"scripts\":{\"audit-moderate\":\"npm install && npm audit --json --audit-level=moderate > audit.json\",\"test\":\"echo \\\"Error: run tests from root\\\" && exit 1\",\"tsc\":\"tsc && cp src/internal/shared/package-version.cjs lib/internal/shared/\"},\"bugs\":{\"url\":\"https://github.com/actions/toolkit/issues\"},\"dependencies\":{\"@actions/core\":\"^3.0.1\",\"@actions/exec\":\"^3.0.0\",\"@actions/glob\":\"^0.7.0\",\"@actions/http-client\":\"^4.0.1\",\"@actions/io\":\"^3.0.2\",\"@azure/core-rest-pipeline\":\"~1.23.0\",\"@azure/storage-blob\":\"~12.31.0\",\"@protobuf-ts/runtime-rpc\":\"^2.11.1\",\"semver\":\"^7.8.5\"},\"devDependencies\":{\"@protobuf-ts/plugin\":\"^2.11.1\",\"@types/node\":\"^25.9.8\",\"@types/semver\":\"^7.8.0\",\"typescript\":\"^5.9.3\"},\"overrides\":{\"uri-js\":\"npm:uri-js-replace@^1.0.1\",\"node-fetch\":\"^3.3.2\"}}");
	})
};

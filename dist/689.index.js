export const id = 689;
export const ids = [689];
export const modules = {

/***/ 97018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   El: () => (/* binding */ isStorageError),
/* harmony export */   HK: () => (/* binding */ describeCodedError),
/* harmony export */   UK: () => (/* binding */ errnoCode),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   aq: () => (/* binding */ StorageError),
/* harmony export */   bD: () => (/* binding */ ioError)
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
/** describeError with the error's string `code` in front (`RUN_STORAGE: ...`), when it has one. */
function describeCodedError(error) {
    const code = typeof error === 'object' && error !== null ? error.code : undefined;
    return `${typeof code === 'string' ? `${code}: ` : ''}${describeError(error)}`;
}


/***/ }),

/***/ 65070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeError: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_0__.Uc)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97018);
// The store layer's public surface.








// The status checkpoint's window check (the runner keeps its display cache honest with it).














/***/ })

};

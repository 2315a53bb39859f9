// Run IDs, namespaces and checkpoint names become directory and file names and cache-key
// parts, so they are limited to storeIdPattern and checked before any path is built.
import { storeIdPattern } from './contract.ts';
import { StorageError } from './errors.ts';

export type StoreIdKind = 'run ID' | 'namespace' | 'checkpoint name' | 'attempt ID';

/** Namespaces that would collide with the store's own top-level entries. */
const reservedNamespaces = new Set(['.local']);

const rule = '1-100 characters from [A-Za-z0-9._-], not "." or ".."';

export function assertStoreId(kind: StoreIdKind, value: unknown): asserts value is string {
  if (typeof value !== 'string') {
    throw new StorageError('INVALID_STORE_ID', `${kind} must be a string of ${rule}; got ${typeof value}`);
  }
  if (storeIdPattern.test(value)) return;
  let reason: string;
  if (value.length === 0) reason = 'it is empty';
  else if (value.length > 100) reason = `it is ${value.length} characters long`;
  else if (value === '.' || value === '..') reason = 'it is a relative path';
  else reason = `it contains ${JSON.stringify(value.match(/[^A-Za-z0-9._-]/)?.[0] ?? '')}`;
  throw new StorageError(
    'INVALID_STORE_ID',
    `${kind} ${JSON.stringify(value.slice(0, 120))} is invalid (${reason}): use ${rule}`,
  );
}

export function assertNamespace(value: unknown): asserts value is string {
  assertStoreId('namespace', value);
  if (reservedNamespaces.has(value.toLowerCase())) {
    throw new StorageError(
      'INVALID_STORE_ID',
      `namespace ${JSON.stringify(value)} is reserved for machine-local state: choose another name`,
    );
  }
}

// Owner IDs mark every process an outer command starts (OBVERSA_RUN_OWNER), so cleanup can find
// descendants that left the process tree. The precedence rules are the seed's, exactly.
import { randomBytes, createHash } from 'node:crypto';
import { EngineError } from '../contract.ts';

export const OWNER_ENV = 'OBVERSA_RUN_OWNER';

const OWNER_ID = /^sha256:[0-9a-f]{64}$/;

export function isValidOwnerId(value: unknown): value is string {
  return typeof value === 'string' && OWNER_ID.test(value);
}

/** A fresh owner ID: 'sha256:' + 64 lowercase hex. */
export function newOwnerId(): string {
  return `sha256:${createHash('sha256').update(randomBytes(32)).digest('hex')}`;
}

/** A bad owner ID is the layer's EngineError (code INVALID_OPTIONS) naming the field, as any bad option. */
export function assertOwnerId(value: unknown, field: string): asserts value is string {
  if (!isValidOwnerId(value)) {
    const accepts = "expected 'sha256:' followed by 64 lowercase hexadecimal characters";
    throw new EngineError(`${field}: ${accepts}`, {
      kind: 'invalid-config',
      details: { problems: [{ field, accepts }] },
    });
  }
}

/** A valid marker in this process's own environment, if any. */
export function inheritedOwnerId(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env[OWNER_ENV];
  return isValidOwnerId(value) ? value : undefined;
}

export interface OwnerResolution {
  /** The marker the child receives, if any. */
  marker: string | undefined;
  /** True only for a call that supplied ownerId without inheriting one: it sweeps marked processes. */
  outerOwner: boolean;
}

/** Inherited marker > options.ownerId > options.env.OBVERSA_RUN_OWNER (passed through, never an owner). */
export function resolveOwner(
  ownerId: string | undefined,
  env: Record<string, string> | undefined,
  parentEnv: NodeJS.ProcessEnv = process.env,
): OwnerResolution {
  const inherited = inheritedOwnerId(parentEnv);
  if (inherited !== undefined) return { marker: inherited, outerOwner: false };
  if (ownerId !== undefined) return { marker: ownerId, outerOwner: true };
  return { marker: env?.[OWNER_ENV], outerOwner: false };
}

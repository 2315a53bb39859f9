import type { CommandCleanupCapability } from './types.ts';

/** The platform's cleanup method (not a permission check): Linux can find marked processes in /proc. */
export function commandCleanupCapability(): CommandCleanupCapability {
  return process.platform === 'linux' ? 'inherited-owner' : 'observed-processes';
}

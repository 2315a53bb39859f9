// The attempt hooks the worker always installs: node code never starts once the watchdog is gone
// (checked again after the other hooks' waits), and (when the watchdog persists off the machine) a
// non-retry-safe attempt's code starts only after a save holding its start record is off the
// machine. A refused save pauses the attempt before its code (WRITE_AHEAD); resuming the position
// runs it afresh.
import type { AttemptHooks, AttemptInfo, AttemptVeto } from '../../graph/contract.ts';
import type { WatchdogChannel } from './channel.ts';
import { writeAheadPause } from './messages.ts';

/** Never settles: once the watchdog is gone, the worker ends through the channel's sweep (channel.ts). */
const held = (): Promise<never> => new Promise<never>(() => {});

export function supervisionHooks(
  channel: WatchdogChannel,
  writeAhead: boolean,
  inner: AttemptHooks | undefined,
): AttemptHooks {
  return {
    async before(info: AttemptInfo): Promise<void | AttemptVeto> {
      if (channel.lost) return held();
      if (writeAhead && !info.retrySafe) {
        const outcome = await channel.persist({
          position: info.position,
          nodeId: info.nodeId,
          attemptId: info.attemptId,
        });
        if (outcome.kind === 'refused') {
          const message = `the store could not be persisted off the machine before this non-retry-safe node started: ${outcome.message}`;
          return { pause: writeAheadPause(message, 'resume this position to run it') };
        }
        // lost can turn true while the save above is awaited.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        if (channel.lost) return held();
      }
      const veto = await inner?.before?.(info);
      // The inner hooks may wait (a workspace capture runs git): the watchdog may have gone meanwhile,
      // and its channel's close only ends this process after a sweep, time enough to start node code.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (channel.lost) return held();
      return veto;
    },
    ...(inner?.after === undefined ? {} : { after: inner.after.bind(inner) }),
  };
}

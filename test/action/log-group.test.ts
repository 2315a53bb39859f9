// The cache and artifact clients' lines go into a collapsed log group headed by what the job does,
// closed even when the work throws; an IO without groups gets the heading as a line.
import { describe, expect, it } from 'vitest';
import { inLogGroup, type ActionIO } from '../../src/action/io.ts';

function loggingIo(withGroups: boolean): { io: ActionIO; log: string[] } {
  const log: string[] = [];
  const io = {
    info: (message: string) => log.push(`info ${message}`),
    ...(withGroups
      ? { group: (title: string) => log.push(`group ${title}`), endGroup: () => log.push('endgroup') }
      : {}),
  } as unknown as ActionIO;
  return { io, log };
}

describe('inLogGroup', () => {
  it('opens the group before the work and closes it after, also when the work throws', async () => {
    const { io, log } = loggingIo(true);
    expect(await inLogGroup(io, 'saving the store of run r', async () => (log.push('work'), 7))).toBe(7);
    await expect(
      inLogGroup(io, 'claiming session 2 of run r', async () => {
        log.push('work');
        throw new Error('denied');
      }),
    ).rejects.toThrow('denied');
    expect(log).toEqual([
      'group saving the store of run r',
      'work',
      'endgroup',
      'group claiming session 2 of run r',
      'work',
      'endgroup',
    ]);
  });

  it('logs the heading as a line when the IO has no groups', async () => {
    const { io, log } = loggingIo(false);
    await inLogGroup(io, 'saving the store of run r', async () => log.push('work'));
    expect(log).toEqual(['info saving the store of run r', 'work']);
  });
});

// A stamp of what a run has recorded: its definition and both event logs, each file's inode, size,
// and modification and change times (nanoseconds), as git's index tells a changed file. Two
// equal stamps taken around a call mean it recorded nothing. Sizes alone would not do: a writer
// that died leaves preallocated padding, which the next writer can fill with records exactly.
import { promises as fs } from 'node:fs';
import type { RunStorage } from './contract.ts';
import { definitionFileName } from './definition.ts';
import { errnoCode, ioError } from './errors.ts';
import { eventLogFileName } from './layout.ts';
import { joinInside } from './paths.ts';

/** The stamp of the run's recorded files (a file, or a run, not stored stamps as absent). */
export async function recordedStamp(storage: RunStorage, runId: string): Promise<string> {
  const directory = storage.runDirectory(runId);
  const stampOf = async (name: string): Promise<string> => {
    const file = joinInside(directory, [name]);
    try {
      const stats = await fs.stat(file, { bigint: true });
      return `${name} ${stats.ino} ${stats.size} ${stats.mtimeNs} ${stats.ctimeNs}`;
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') return `${name} absent`;
      throw ioError('reading the state of', file, error, { runId });
    }
  };
  const files = [definitionFileName, eventLogFileName('graph'), eventLogFileName('runner')];
  return (await Promise.all(files.map(stampOf))).join('\n');
}

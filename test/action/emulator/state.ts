// What the emulator remembers: cache entries, artifacts and blobs. In memory by default;
// with a directory, every change is written through (state.json + one file per blob) and
// every read reloads it, so two emulator processes — or one restarted between two "jobs" —
// see the same service.
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface CacheEntryRecord {
  id: number;
  key: string;
  version: string;
  blob: string;
  sizeBytes: number;
  createdAt: string;
  /** Finalize order: the newest finalized entry wins a lookup. */
  order: number;
  finalized: boolean;
}

export interface ArtifactRecord {
  id: number;
  name: string;
  githubRunId: number;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  blob: string;
  size: number;
  digest: string | undefined;
  createdAt: string;
  finalized: boolean;
  /** Past its retention: still listed (expired: true), its download answers 410. */
  expired?: boolean;
}

export interface StateData {
  nextId: number;
  nextOrder: number;
  cacheEntries: CacheEntryRecord[];
  artifacts: ArtifactRecord[];
}

const emptyState = (): StateData => ({ nextId: 1, nextOrder: 1, cacheEntries: [], artifacts: [] });

export class EmulatorState {
  readonly #directory: string | undefined;
  #memory: StateData = emptyState();
  readonly #blobs = new Map<string, Buffer>();
  /** Uncommitted blocks per blob (comp=block), kept in the process that received them. */
  readonly #blocks = new Map<string, Map<string, Buffer>>();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(directory?: string) {
    this.#directory = directory;
  }

  async init(): Promise<void> {
    if (this.#directory) await fs.mkdir(path.join(this.#directory, 'blobs'), { recursive: true });
  }

  async read<T>(view: (data: StateData) => T): Promise<T> {
    return view(await this.#load());
  }

  /** Serialised read-modify-write. */
  update<T>(change: (data: StateData) => T): Promise<T> {
    const next = this.#queue.then(async () => {
      const data = await this.#load();
      const result = change(data);
      await this.#save(data);
      return result;
    });
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async getBlob(name: string): Promise<Buffer | undefined> {
    if (!this.#directory) return this.#blobs.get(name);
    return fs.readFile(this.#blobFile(name)).catch(() => undefined);
  }

  async putBlob(name: string, content: Buffer): Promise<void> {
    this.#blocks.delete(name);
    if (!this.#directory) {
      this.#blobs.set(name, content);
      return;
    }
    const temp = `${this.#blobFile(name)}.${randomUUID()}.tmp`;
    await fs.writeFile(temp, content);
    await fs.rename(temp, this.#blobFile(name));
  }

  async deleteBlob(name: string): Promise<void> {
    this.#blobs.delete(name);
    this.#blocks.delete(name);
    if (this.#directory) await fs.rm(this.#blobFile(name), { force: true });
  }

  stageBlock(name: string, blockId: string, content: Buffer): void {
    let blocks = this.#blocks.get(name);
    if (!blocks) this.#blocks.set(name, (blocks = new Map()));
    blocks.set(blockId, content);
  }

  /** The staged (or already committed) content of each block, or the first missing block ID. */
  takeBlocks(name: string, blockIds: readonly string[]): Buffer[] | { missing: string } {
    const blocks = this.#blocks.get(name) ?? new Map<string, Buffer>();
    const parts: Buffer[] = [];
    for (const id of blockIds) {
      const block = blocks.get(id);
      if (!block) return { missing: id };
      parts.push(block);
    }
    return parts;
  }

  #blobFile(name: string): string {
    return path.join(this.#directory ?? '', 'blobs', encodeURIComponent(name));
  }

  async #load(): Promise<StateData> {
    if (!this.#directory) return this.#memory;
    try {
      return JSON.parse(await fs.readFile(path.join(this.#directory, 'state.json'), 'utf8')) as StateData;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
      throw error;
    }
  }

  async #save(data: StateData): Promise<void> {
    if (!this.#directory) {
      this.#memory = data;
      return;
    }
    const file = path.join(this.#directory, 'state.json');
    const temp = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(temp, JSON.stringify(data, null, 1));
    await fs.rename(temp, file);
  }
}

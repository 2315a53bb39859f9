// The emulator's public types.
import type { CacheMode } from './cache-service.ts';
import type { JobIdentity } from './token.ts';

export type { CacheMode } from './cache-service.ts';
export type { JobIdentity } from './token.ts';

export interface ActionsEmulatorOptions {
  /** Keep state in this directory (write-through) instead of memory only. */
  directory?: string;
  /** owner/name served by the REST API; default `obversa/supervised-run-test`. */
  repository?: string;
  /** The only token the REST API accepts; default: any token. */
  apiToken?: string;
  /** GITHUB_RUN_ID of `env`; default 1001. */
  githubRunId?: number;
}

export interface CacheEntryView {
  id: number;
  key: string;
  version: string;
  sizeBytes: number;
  createdAt: string;
  finalized: boolean;
}

export interface ArtifactView {
  id: number;
  name: string;
  githubRunId: number;
  size: number;
  digest: string | undefined;
  createdAt: string;
  finalized: boolean;
}

export interface RequestRecord {
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

export interface ActionsEmulator {
  readonly url: string;
  /** Environment of one job: ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, ACTIONS_CACHE_SERVICE_V2, GITHUB_* ... */
  readonly env: Record<string, string>;
  /** The environment of another job or workflow run (its own token and GITHUB_RUN_ID / _ATTEMPT). */
  jobEnv(identity?: Partial<JobIdentity>): Record<string, string>;
  cacheEntries(): Promise<CacheEntryView[]>;
  artifacts(): Promise<ArtifactView[]>;
  /** The stored zip of a finalized artifact. */
  artifactContent(id: number): Promise<Buffer | undefined>;
  /** The stored archive (tar, zstd or gzip) of a finalized cache entry. */
  cacheArchive(key: string): Promise<Buffer | undefined>;
  /** Replaces the archive of a finalized cache entry (a corrupt or tampered upload). */
  replaceCacheArchive(key: string, content: Buffer): Promise<void>;
  /** Drops cache entries (all, or those whose key starts with `keyPrefix`), as GitHub evicts idle caches. */
  evictCache(keyPrefix?: string): Promise<number>;
  /** Marks the artifacts of `githubRunId` expired, as GitHub does after the retention period; returns how many. */
  expireArtifacts(githubRunId: number): Promise<number>;
  /** Stores an artifact as if a job of `githubRunId` had uploaded it (for tampered archives). */
  putArtifact(input: { githubRunId: number; name: string; content: Buffer }): Promise<{ id: number }>;
  /** What the runner's ACTIONS_CACHE_MODE says and the service enforces; also updates `env`. */
  setCacheMode(mode: CacheMode): void;
  /** Refuse cache writes like a read-only token (CreateCacheEntry answers `cache write denied:`). */
  denySaves(deny?: boolean): void;
  /** Refuse REST cache deletions (403), as for a token without `actions: write`. */
  denyApiWrites(deny?: boolean): void;
  /** Answer the next `count` CreateCacheEntry calls 429 (rate-limited). */
  rateLimitCacheCreates(count: number): void;
  /**
   * Holds the next CreateCacheEntry until `release()`: `reached` resolves with its key once it is
   * waiting (what a job does while its save or claim is in flight), `handled` once the service has
   * answered it after the release (reserved the key, or refused it), whether or not the caller is
   * still alive to hear the answer.
   */
  holdNextCacheCreate(): { reached: Promise<string>; release: () => void; handled: Promise<void> };
  /**
   * Holds the next FinalizeCacheEntryUpload until `release()`: `reached` resolves with its key once it
   * is waiting (the entry is uploaded, not yet listed), `handled` once the service has finalized it
   * after the release, whether or not the caller is still alive to hear the answer.
   */
  holdNextCacheFinalize(): { reached: Promise<string>; release: () => void; handled: Promise<void> };
  /**
   * Holds the next download of a cache entry's archive (a GET or HEAD of its blob) until `release()`:
   * `reached` resolves with the blob's name once it is waiting (what a job does while it restores).
   */
  holdNextCacheDownload(): { reached: Promise<string>; release: () => void };
  /** Every request served, with status and time taken. */
  requests(): RequestRecord[];
  /** Unexpected exceptions inside the emulator (a bug here, not in the client). */
  errors(): string[];
  close(): Promise<void>;
}

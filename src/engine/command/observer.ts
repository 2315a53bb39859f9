// While a command runs, its descendants are sampled from /proc so their identities and process groups
// are known even after they setsid or their parent exits. The same samples measure the tree's memory.
import { readRssBytes, scanProcesses, toIdentity } from './proc-stat.ts';
import { findLive, identityKey, liveDescendants } from './tree.ts';
import type { ProcessIdentity } from './types.ts';

const FIRST_SAMPLE_MS = 15;
const MAX_SAMPLE_MS = 250;

export interface TreeObserverOptions {
  maxMemoryBytes?: number | undefined;
  /** Default FIRST_SAMPLE_MS. */
  firstSampleMs?: number | undefined;
  onMemoryExceeded(rssBytes: number): void;
}

export class TreeObserver {
  private readonly observed = new Map<string, ProcessIdentity>();
  private readonly options: TreeObserverOptions;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private delay: number;
  private stopped = false;

  constructor(root: ProcessIdentity, options: TreeObserverOptions) {
    this.observed.set(identityKey(root), root);
    this.options = options;
    this.delay = options.firstSampleMs ?? FIRST_SAMPLE_MS;
  }

  start(): void {
    this.schedule();
  }

  /** Everything seen so far (alive or not: cleanup re-checks each by identity). */
  identities(): ProcessIdentity[] {
    return [...this.observed.values()];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.inFlight;
  }

  private schedule(): void {
    if (this.stopped) return;
    // Sample often at first (short-lived intermediates), then back off to keep the cost low.
    this.timer = setTimeout(() => {
      this.inFlight = this.sample().finally(() => {
        this.inFlight = undefined;
        this.schedule();
      });
    }, this.delay);
    this.delay = Math.min(Math.round(this.delay * 1.5), MAX_SAMPLE_MS);
  }

  async sample(): Promise<void> {
    let table;
    try {
      table = await scanProcesses();
    } catch {
      return; // A failed sample only loses this sample; cleanup scans again and reports its own errors.
    }
    const roots = [...this.observed.values()].flatMap((identity) => findLive(table, identity) ?? []);
    const tree = [...roots, ...liveDescendants(table, roots)];
    for (const stat of tree) this.observed.set(identityKey(stat), toIdentity(stat));
    const limit = this.options.maxMemoryBytes;
    if (limit === undefined || this.stopped) return;
    let rss = 0;
    for (const stat of tree) rss += await readRssBytes(stat.pid).catch(() => 0);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() may run during the awaits above
    if (rss > limit && !this.stopped) this.options.onMemoryExceeded(rss);
  }
}

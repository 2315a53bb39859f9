// A worker process started before its session launches it: node starts and the worker's modules
// load (most of a worker's start) while the caller does other work, such as the Action claiming
// its session over the network. It then waits on stdin for its parameters and, until it has them,
// touches neither the store nor the workspace, and dies with this process (the early guard).
// The session's first launch adopts it when it was started from the same spec (spawn.ts);
// otherwise, or when the session ends without launching, it is stopped.
import { newLaunchIds, sameSpawnSpec, spawnWorker, type SpawnedWorker, type WorkerSpawnSpec } from './spawn.ts';

export class WorkerPrelaunch {
  readonly #spec: WorkerSpawnSpec;
  readonly #worker: SpawnedWorker;
  #exited = false;
  #adopted = false;
  #stopping: Promise<void> | undefined;

  constructor(spec: WorkerSpawnSpec) {
    this.#spec = spec;
    this.#worker = spawnWorker(spec, newLaunchIds(), undefined);
    void this.#worker.process.result.then(() => (this.#exited = true));
  }

  /** The worker's pid (undefined when it could not be started: then every launch starts its own). */
  get pid(): number | undefined {
    return this.#worker.process.pid;
  }

  /**
   * The waiting worker for a launch from `spec`, once; undefined when it was taken or stopped, has
   * exited, or was started from another spec (then it is stopped, and the launch starts its own).
   */
  take(spec: WorkerSpawnSpec): SpawnedWorker | undefined {
    if (this.#adopted || this.#stopping !== undefined) return undefined;
    if (this.#exited || !sameSpawnSpec(this.#spec, spec)) {
      this.#stopping = this.#stop();
      return undefined;
    }
    this.#adopted = true;
    return this.#worker;
  }

  /** Stops the worker unless a launch took it; resolves once its processes are gone and it was reaped. */
  async dispose(): Promise<void> {
    if (this.#adopted) return;
    await (this.#stopping ??= this.#stop());
  }

  async #stop(): Promise<void> {
    await this.#worker.process.stop('prelaunch-unused');
    await this.#worker.process.result;
  }
}

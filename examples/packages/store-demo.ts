// A tiny tour of the run store: creates a store in a temp directory, writes a definition,
// appends two batches of events, stores an artifact, reads everything back verified, prints
// a JSON report and removes the temp directory.
//   node examples/packages/store-demo.ts
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalRunStorage, digestJson } from '../../src/store/index.ts';

const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'store-demo-'));
try {
  const storage = await createLocalRunStorage({ directory, namespace: 'demo', knownSecrets: ['not-a-real-token'] });
  const runId = 'demo-run';
  const definition = { graph: { form: 'dag', nodes: ['fetch', 'summarise'] } };
  await storage.writeDefinition(runId, definition);
  const lock = await storage.acquireProcessLock(runId);

  const log = await storage.openEventLog(runId, 'graph');
  await log.append([{ type: 'graph:run-started', session: 1, data: { definitionDigest: digestJson(definition) } }]);
  const artifacts = storage.artifacts(runId);
  const output = await artifacts.put(JSON.stringify({ summary: 'two nodes ran' }), {
    mediaType: 'application/json',
    purpose: 'node-output',
    contentMode: 'state',
  });
  // One batch, one fdatasync: a completion and the next dispatch belong together.
  await log.append([
    { type: 'graph:node-completed', session: 1, data: { position: 'dag/fetch/1', output } },
    { type: 'graph:node-dispatched', session: 1, data: { position: 'dag/summarise/1' } },
  ]);
  await log.close();

  // A known secret is refused for state content, masked for display content.
  const refused = await artifacts
    .put('token=not-a-real-token', { mediaType: 'text/plain', purpose: 'log', contentMode: 'state' })
    .then(
      () => 'stored',
      (error: unknown) => (error as { code?: string }).code,
    );
  const masked = await artifacts.put('token=not-a-real-token', {
    mediaType: 'text/plain',
    purpose: 'log',
    contentMode: 'display',
  });

  const read = await storage.readEvents(runId, 'graph');
  const report = {
    runDirectory: storage.runDirectory(runId),
    definitionVerified: JSON.stringify(await storage.readDefinition(runId)) === JSON.stringify(definition),
    events: read.events.map((event) => ({ seq: event.seq, type: event.type, batchRemaining: event.batchRemaining })),
    chainHead: read.cursor.head,
    tornTail: read.tornTail,
    artifact: { ...output, readBack: JSON.parse((await artifacts.get(output)).toString('utf8')) },
    secretInStateArtifact: refused,
    secretInDisplayArtifact: (await artifacts.get(masked)).toString('utf8'),
    artifactBytes: await artifacts.totalBytes(),
    lockHolderPid: (await storage.readProcessLock(runId))?.pid,
  };
  await lock.release();
  console.log(JSON.stringify(report, null, 2));
} finally {
  await fs.rm(directory, { recursive: true, force: true });
}
